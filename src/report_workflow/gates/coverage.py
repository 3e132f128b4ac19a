"""FE terms: the sentence's words and names are the evidence's words and names.

Two rules. ``TermsNotInEvidence`` asks that enough of the sentence's content terms (English stems, CJK bigrams,
Latin tokens in CJK text; ``text.terms``) occur in the evidence; paraphrase keeps it below 100%, so the threshold
is a floor for "this sentence is about what the evidence says". ``NameNotInEvidence`` is stricter and narrower:
every proper name the sentence uses (a capitalised word inside an English sentence, an acronym, a Latin token in
Chinese text, a token mixing letters and digits) must occur in the evidence, because a swapped or added name is
the commonest unsupported detail in a fluent answer.
"""

from __future__ import annotations

import re

from ..text import fold
from .base import Finding, Rule, excerpt
from .inputs import Analysed, Evidence, Statement
from .phrases import find_phrase

# Calibrated on SummEdits and HaluEval QA (see the rule doc for the measurements).
MIN_TERMS_FOR_COVERAGE = 4
MIN_COVERAGE = 0.3


class TermsNotInEvidence(Rule):
    """Too few of the sentence's content terms occur in the evidence.

    What it does: content terms are English word stems (stop words removed), CJK character bigrams and Latin
    tokens inside CJK text. A sentence with at least four terms blocks when fewer than 30% of them occur in the
    evidence it relies on.

    Why this floor: word overlap separates supported from unsupported text only at the low end. On SummEdits,
    a floor of 50% flags a sentence in 247 consistent and 445 inconsistent summaries (the 1 : 1.8 ratio of the
    data set itself: no signal, abstractive summaries reword freely); at 30% it flags 27 consistent and 95
    inconsistent ones (1 : 3.5). On HaluEval QA the 30% floor blocks no right answer and is the only rule to
    catch 56 hallucinated ones. A sentence under four terms is too short for a ratio to mean anything.

    Why it matters: a sentence whose words are not in its evidence is not a restatement of that evidence, however
    plausible it sounds.

    Example: evidence "The library extended its opening hours on weekdays.", sentence "The library hired twelve
    staff, funded by a federal grant, and opened a café." blocks.

    Fix: restate what the evidence says, cite the evidence that says the rest, or split the sentence.
    """

    code = "FE020"
    family = "FE"
    message = "only {covered} of the sentence's {total} content terms are in the evidence (missing: {missing})"
    hint = "restate what the evidence says, cite the evidence for {missing}, or split the sentence"


class NameNotInEvidence(Rule):
    """The sentence names a person, place, organisation or product the evidence never mentions.

    What it does: collects the names of the sentence — capitalised words not opening the sentence (or opening
    it before another capitalised word), acronyms (U.S., NATO), tokens mixing letters and digits (GPT-4), Latin
    tokens inside Chinese text, and Chinese names found by an organisation suffix (清华大学, 西门子公司), a place
    before 举行/召开 or a surname before a title or reporting verb (张伟表示) — and looks for each in the evidence
    (case-insensitive, whole words, a possessive 's ignored). A name may carry up to three more letters in the
    evidence (Korea/Korean); a demonym matches its country by a stem of four letters (Chinese/China); an acronym
    matches the initials of two to eight consecutive words ("U.S." for "United States", "YoY" for "year over
    year"), a plural acronym its singular (PhDs); COVID-19 is mentioned by a bare "COVID" but GPT-4 is not by
    "GPT-3". On HaluEval QA this rule is the first to catch 3,181 of 10,000 hallucinated answers and blocks no
    right answer; right answers are spans of the knowledge, so their names are always there.

    Why it matters: swapping one name for another ("launched aboard Atlantis" for "aboard Discovery") or adding a
    name keeps a sentence fluent and nearly every word supported; the name is the part that is false.

    Example: evidence "The treaty was signed in Lisbon.", sentence "The treaty was signed in Madrid." blocks.

    Fix: use the name the evidence uses, or cite the evidence that mentions it.
    """

    code = "FE021"
    family = "FE"
    message = "{names} {verb} not in the evidence"
    hint = "use the names the evidence uses, or cite the evidence that mentions {names}"


RULES: tuple[Rule, ...] = (TermsNotInEvidence(), NameNotInEvidence())
TERMS_NOT_IN_EVIDENCE, NAME_NOT_IN_EVIDENCE = RULES

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_CAPITALISED_TOKEN = re.compile(r"(?<![A-Za-z0-9])[0-9]*[A-Z][A-Za-z0-9]*(?:[.'\u2019&-][A-Za-z0-9]+)*\.?")
_LATIN_TOKEN = re.compile(r"(?<![A-Za-z0-9])[0-9]*[A-Za-z][A-Za-z0-9]*(?:[.'\u2019&-][A-Za-z0-9]+)*\.?")
_CLAUSE_OPENERS = "\"'\u201c\u2018(\u300c\u300e:;"
# Capitalised words that are not names even inside a sentence.
_NOT_NAMES = frozenset({"I", "I'm", "I've", "I'd", "I'll", "OK"})
# Titles before a name: not names themselves, and their full stop does not open a sentence.
_TITLES = frozenset("Dr Mr Mrs Ms Prof St Sr Jr Gen Col Capt Lt Sgt Rev Hon Gov Sen Rep Mt".split())
# Function words are capitalised at the start of a sentence or title ("The Hubble ..."), never names.
_FUNCTION_WORDS = frozenset(
    "the a an in on at of for and but or nor to by with from as this that these those it its he she they we his "
    "her their our after before during while when if since although though however according there here".split()
)
# Chinese names have no capitals; three patterns find the common ones: an organisation by its suffix
# (清华大学, 西门子公司), a place where something is held (在杭州举行), and a person by surname before a title or a
# reporting verb (李强担任, 张伟表示).
_CJK_STOP = "的了在于由和与及或为是对从向把被将该本全各此这那每其我贵、，。；：“”「」『』（）"
_CJK_ORGANISATION = re.compile(
    rf"[^{_CJK_STOP}\s\d]{{1,6}}?(?:大学|学院|公司|集团|银行|医院|研究院|研究所|委员会|实验室|基金会|出版社)"
)
_CJK_PLACE = re.compile(r"(?:在|于)([\u4e00-\u9fff]{2,4}?)(?:举行|召开|举办|开幕|闭幕|落幕|成立|设立|开通|上市)")
_CJK_PERSON = re.compile(
    r"([李王张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田"
    r"姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙段雷钱汤尹黎易常武乔贺赖龚][\u4e00-\u9fff]{1,2}?)"
    r"(?=担任|表示|指出|称|说|认为|强调|介绍|透露|主持|出任|当选|教授|博士|先生|女士|主任|院长|部长|总经理|董事长|市长|局长)"
)


def _strip_possessive(token: str) -> str:
    for suffix in ("'s", "\u2019s", "'", "\u2019"):
        if token.endswith(suffix) and len(token) > len(suffix) + 1:
            return token[: -len(suffix)]
    return token


def find_names(text: str) -> tuple[tuple[int, int, str], ...]:
    """The proper names in a text with their spans, in order."""
    cjk = _CJK.search(text) is not None
    names: list[tuple[int, int, str]] = []
    for match in (_LATIN_TOKEN if cjk else _CAPITALISED_TOKEN).finditer(text):
        token = _strip_possessive(match.group(0).rstrip("."))
        span = (match.start(), match.start() + len(token))
        if cjk:
            if len(token) >= 2 or token.isupper():
                names.append((*span, token))
            continue
        if token in _NOT_NAMES or token in _TITLES or token.lower() in _FUNCTION_WORDS:
            continue
        acronym = _is_acronym(token)
        mixed = _DIGIT.search(token) is not None
        if _opens_sentence(text, match.start()) and not (acronym or mixed or _next_is_capitalised(text, match.end())):
            continue  # the first word of a sentence is capitalised by grammar, not because it is a name
        names.append((*span, token))
    if cjk:
        names += _chinese_names(text)
        names.sort()
    return tuple(names)


def _opens_sentence(text: str, position: int) -> bool:
    index = position - 1
    while index >= 0 and text[index] in " \t\n\u00a0":
        index -= 1
    if index < 0 or text[index] in _CLAUSE_OPENERS or text[index] in "?!":
        return True
    if text[index] != ".":
        return False
    word = _LAST_WORD.search(text, max(0, index - 8), index)
    return word is None or word.group() not in _TITLES


def _chinese_names(text: str) -> list[tuple[int, int, str]]:
    found = [(match.start(), match.end(), match.group(0)) for match in _CJK_ORGANISATION.finditer(text)]
    for pattern in (_CJK_PLACE, _CJK_PERSON):
        found += [(match.start(1), match.end(1), match.group(1)) for match in pattern.finditer(text)]
    return found


def name_spans(item: Analysed) -> tuple[tuple[int, int, str], ...]:
    """The names of a statement or passage with their spans, leaving out units written after numbers (MB, 2M)."""
    measured = [(quantity.start, quantity.end) for quantity in item.quantities if quantity.kind != "label"]
    return tuple(name for name in item.feature(find_names)
                 if not any(low <= name[0] < high for low, high in measured))


def _names_of(item: Analysed) -> tuple[str, ...]:
    if item.feature(is_bare_name):
        words = (_strip_possessive(word).strip("'\u2019-") for word in _WORD.findall(item.text))
        return tuple(dict.fromkeys(word for word in words if word and word[0].isupper()
                                   and word.lower() not in _FUNCTION_WORDS))
    return tuple(dict.fromkeys(name for _, _, name in item.derived(name_spans)))


def names_of(item: Analysed) -> tuple[str, ...]:
    """The names of a statement or passage without repeats (see ``name_spans``).

    A text that is only a name ("Nevada", "Saturday Night Live") counts its first word as a name too.
    """
    return item.derived(_names_of)


_WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019-]*")
_DIGIT = re.compile(r"\d")
_UPPER = re.compile(r"[A-Z]")


def is_bare_name(text: str) -> bool:
    """Whether a sentence is only a name or title ("Saturday Night Live", "the Kingdom of England").

    A bare name asserts nothing on its own, so negation, direction and strength are not read from it.
    """
    words = _WORD.findall(text)
    if not words or _CJK.search(text) or _DIGIT.search(text):
        return False
    capitalised = [word for word in words if word[0].isupper()]
    return bool(capitalised) and all(word[0].isupper() or word.lower() in _FUNCTION_WORDS for word in words)


_NEXT_CAPITALISED = re.compile(r"\s+[A-Z][a-z]")
_LAST_WORD = re.compile(r"[A-Za-z]+\Z")


def _next_is_capitalised(text: str, position: int) -> bool:
    return _NEXT_CAPITALISED.match(text, position) is not None


MAX_ACRONYM = 8
_INITIAL_WORD = re.compile(r"[A-Za-z]+")
_SKIPPED_IN_ACRONYMS = frozenset({"of", "and", "the", "for", "on", "in", "de"})


def _initials(text: str) -> frozenset[str]:
    """Initials of every run of two to eight words, with and without small words: "year over year" gives "yoy"."""
    words = [word.lower() for word in _INITIAL_WORD.findall(text)]
    found = set()
    for sequence in (words, [word for word in words if word not in _SKIPPED_IN_ACRONYMS]):
        letters = "".join(word[0] for word in sequence)
        for start in range(len(letters)):
            for end in range(start + 2, min(start + MAX_ACRONYM, len(letters)) + 1):
                found.add(letters[start:end])
    return frozenset(found)


# A name may be followed by a short ending in the evidence: Korea/Korean, Europe/European, Japan/Japanese.
NAME_ENDING = 3
_VERSIONED = re.compile(r"([a-z][a-z.]*)-(\d+)")
# A demonym and its country share a stem of four letters or more: Chin-ese/China, Austral-ian/Australia.
_DEMONYM = re.compile(r"([A-Z][a-z]{3,})(?:ese|ish|ian|an|i)")
MAX_COUNTRY_ENDING = 3


def _is_acronym(name: str) -> bool:
    return len(_UPPER.findall(name)) >= 2


def name_found(name: str, evidence: Evidence) -> bool:
    """Whether the evidence mentions ``name`` (see ``NameNotInEvidence`` for what counts as a mention)."""
    if _CJK.search(name):
        return any(name in passage.folded for passage in evidence.passages)
    folded = fold(name)
    forms = dict.fromkeys((folded, folded.replace(".", "")))
    if _is_acronym(name) and name.endswith("s"):
        forms[folded[:-1]] = None  # a plural acronym: PhDs, GANs
    if any(find_phrase(passage.folded, form, ending=NAME_ENDING) != -1
           for passage in evidence.passages for form in forms):
        return True
    versioned = _VERSIONED.fullmatch(folded)
    if versioned:  # COVID-19 is mentioned by "COVID"; GPT-4 is not by "GPT-3"
        base = versioned.group(1)
        return any(_bare_mention(passage.folded, base) for passage in evidence.passages)
    if _is_acronym(name):
        letters = "".join(char for char in name.rstrip("s") if char.isalpha()).lower()
        if len(letters) >= 2 and any(letters in passage.feature(_initials) for passage in evidence.passages):
            return True
    demonym = _DEMONYM.fullmatch(name)
    if demonym:  # Chinese is mentioned by "China", Australian by "Australia"
        stem = demonym.group(1).lower()
        return any(find_phrase(passage.folded, stem, ending=MAX_COUNTRY_ENDING) != -1
                   for passage in evidence.passages)
    parts = [part for part in name.split("-") if part[:1].isupper()]
    return "-" in name and bool(parts) and all(name_found(part, evidence) for part in parts)


def _bare_mention(text: str, base: str) -> bool:
    index = find_phrase(text, base)
    while index != -1:
        if not text.startswith("-", index + len(base)):
            return True
        index = find_phrase(text, base, index + 1)
    return False


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    findings: list[Finding] = []
    closest = evidence.closest(statement.terms)
    missing_names = [name for name in names_of(statement) if not name_found(name, evidence)]
    if missing_names:
        findings.append(
            NAME_NOT_IN_EVIDENCE.finding(
                sentence=statement.text,
                span=statement.span,
                evidence=closest.ref,
                names=", ".join(f"\u201c{name}\u201d" for name in missing_names),
                verb="is" if len(missing_names) == 1 else "are",
            )
        )
    terms = statement.terms
    if len(terms) >= MIN_TERMS_FOR_COVERAGE:
        covered = terms & evidence.terms
        if len(covered) < MIN_COVERAGE * len(terms):
            missing = sorted(terms - covered)
            findings.append(
                TERMS_NOT_IN_EVIDENCE.finding(
                    sentence=statement.text,
                    span=statement.span,
                    evidence=closest.ref,
                    covered=len(covered),
                    total=len(terms),
                    missing=excerpt(", ".join(missing), 80),
                )
            )
    return findings
