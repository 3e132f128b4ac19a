"""FE terms: the sentence's words and names are the evidence's words and names.

Two rules. ``TermsNotInEvidence`` asks that enough of the sentence's content terms (English stems, the bigrams of
Chinese words, Latin tokens in CJK text; ``text.terms.word_terms``) occur in the evidence; paraphrase keeps it
below 100%, so the threshold is a floor for "this sentence is about what the evidence says".
``NameNotInEvidence`` is stricter and narrower: every proper name the sentence uses (a capitalised word inside an
English sentence, an acronym, a Latin token in Chinese text, a token mixing letters and digits, a Chinese name
swapped for the evidence's) must occur in the evidence, because a swapped or added name is the commonest
unsupported detail in a fluent answer. The names are read in ``gates.names``.
"""

from __future__ import annotations

import re
from functools import cache

from ..text import content_terms, fold
from ..text.dates import WEEKDAYS, days_of_week
from ..text.quantities import Quantity
from ..text.terms import chinese_word_terms, word_terms
from .align import cue_terms
from .base import Finding, Rule, excerpt
from .inputs import Analysed, Evidence, Statement
from .lexicon import CUE_WORDS
from .names import holidays_dated, missing_names

# Calibrated on SummEdits and HaluEval QA (see the rule doc for the measurements).
MIN_TERMS_FOR_COVERAGE = 4
MIN_COVERAGE = 0.3


class TermsNotInEvidence(Rule):
    """Too few of the sentence's content terms occur in the evidence.

    What it does: content terms are English word stems (stop words removed), the character bigrams inside Chinese words
    (function words such as 需要 and 也就是 removed; a one-character word is a term itself) and Latin tokens inside CJK text.
    A sentence with at least four terms blocks when fewer than 30% of them occur in the evidence it relies on; a Chinese
    term occurs when the evidence writes it anywhere. How a figure is written ("4 percentage points", the half of the
    day of 上午九点 or "four in the afternoon"), the cue words other gates judge and, over evidence that gives figures as
    rates or spans of time, the words giving a figure as a rate or count of times ("four times a day", 每日三次 over "every
    6 hours", 一日3次) count where the evidence has them, and are not missing where it words them otherwise: the number
    gate judges the figures they frame. A day of the week, the weekdays or the weekend count where the evidence names
    their days in any form ("Sundays" and "weekends" over "Sat–Sun").

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

    What it does: collects the names of the sentence — capitalised words not opening the sentence (or opening it before
    another capitalised word), their letters maybe beyond ASCII (Grønli, Émile), acronyms (U.S., NATO), tokens mixing
    letters and digits (GPT-4), Latin tokens inside Chinese text, and Chinese names found by an organisation suffix
    (清华大学, 西门子公司), a place before 举行/召开 or a surname before a title or reporting verb (张伟表示), but not the time words,
    counts, kinds of organisation and roles found there too (报告期内公司, 两家银行, 子公司, 保险公司, 董秘表示) — and looks for each in the
    evidence (case-insensitive, whole words, a possessive 's ignored). A name may carry up to three more letters in the
    evidence (Korea/Korean); a demonym matches its country by a stem of four letters (Chinese/China); an acronym matches
    the initials of two to eight consecutive words ("U.S." for "United States", "YoY" for "year over year", CEO for
    "chief executive", GDP for 国内生产总值 and CPI for 居民消费价格, as a Chinese source writes them), and a name spelled out
    matches its acronym ("International Monetary Fund" for "IMF"), a plural acronym its singular (PhDs); COVID-19 is
    mentioned by a bare "COVID" but GPT-4 is not by "GPT-3"; a day of the week is mentioned by a timetable's short form
    or a span holding it (Sundays by "Sun", Saturday by "Mon–Sat"), and a holiday of a fixed day by a date or a span of
    dates holding it (Christmas and New Year by "a winter break from 23 December to 7 January"). A Chinese short form
    matches the organisation it shortens (最高法 for 最高人民法院, 中金公司 for 中国国际金融股份有限公司; see ``shortens``), never another one
    (最高检, 高院), and a name written without the 的 or the 有限/股份 of a company's legal form matches it (国有独资演艺公司 for
    国有独资的演艺有限公司). A Chinese place, person or organisation the segmenter tags as a name blocks when the evidence lacks it
    and names another one in its place (``swapped_names``: 上海—青岛航线 where the evidence says 上海—宁波航线, 甘孜州康定市 where it says
    甘孜州泸定县), and a place told by its bearing from a named one blocks where the evidence gives only another bearing from
    it ("north-west of Kerman" where it says "south-west of Kerman"), and so does a person given a role the evidence
    gives another person and gives this one only other roles ("Hale will step down as chief financial officer" where it
    says "Chief Financial Officer Priya Natarajan will step down"). On HaluEval QA this rule is the first to catch 3,137
    of 10,000 hallucinated answers and blocks no right answer; right answers are spans of the knowledge, so their names
    are always there.

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

def _figure_wording(item: Analysed) -> frozenset[str]:
    """The terms of how ``item``'s figures are written ("4 percentage points", 4个百分点, "roughly 12,000", the
    "-year-olds" of an age): the evidence may write the same figure otherwise ("from 63% to 67%", "aged 18-29"), so
    they are not content it must word."""
    if not item.quantities:
        return frozenset()
    return content_terms(" ".join(_written_with(item.text, quantity) for quantity in item.quantities))


# An age hyphened into a noun: "18-to-29-year-olds", "a 40-year-old", "six-month-olds".
_AGE_ENDING = re.compile(r"-olds?\b")


# The half of the day told with a time of day: 上午九点, 晚上十点, "four in the afternoon"; a 24-hour time in the
# evidence needs none.
_HALF_OF_DAY_BEFORE = re.compile(r"(?:上午|下午|晚上|早上|凌晨|中午|傍晚|清晨|夜间)\s*\Z")
_HALF_OF_DAY_AFTER = re.compile(r"\s+in\s+the\s+(?:morning|afternoon|evening)|\s+at\s+night", re.IGNORECASE)
_HALF_OF_DAY_REACH = 3


def _written_with(text: str, quantity: Quantity) -> str:
    """How a figure is written: its surface, the "-old" that makes a span of time an age, and the half of the day a
    time of day is told in."""
    if quantity.dimension == "time" and (ending := _AGE_ENDING.match(text, quantity.end)) is not None:
        return quantity.surface + ending.group()
    if quantity.kind == "clock":
        before = _HALF_OF_DAY_BEFORE.search(text, max(0, quantity.start - _HALF_OF_DAY_REACH), quantity.start)
        after = _HALF_OF_DAY_AFTER.match(text, quantity.end)
        return " ".join(part.group() for part in (before, after) if part is not None) + " " + quantity.surface
    return quantity.surface


_PERIOD = r"(?:day|week|fortnight|month|year|hour|minute|night)s?"
_PER_PERIOD = rf"\s+(?:a|an|per|each|every)\s+{_PERIOD}"
_FIGURE_WORD = r"(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
# Words that give a figure as a rate, a count of times or a span: "four times a day", "twice daily", "every 6 hours",
# "per week", 每日三次, 每次5毫升, 一日3次 (but not the "once" of "once the capital"), 历时一个半月, 持续三天.
_RATE_WORDING = re.compile(
    rf"\b(?:(?:{_FIGURE_WORD}\s+times|twice|thrice)(?:{_PER_PERIOD})?|once{_PER_PERIOD}"
    rf"|(?:per|each|every)\s+(?:other\s+)?{_PERIOD}|every(?=\s+{_FIGURE_WORD}\b)"
    r"|(?:dai|week|fortnight|month|year|hour|night)ly|annually)\b"
    r"|每(?:次|日|天|晚|周|星期|月|年|小时)|[\d一二两三四五六七八九十]+次|一[日天周月年](?=[\d一二两三四五六七八九十])"
    r"|历时|持续|为期|用时|耗时|相隔|前后",
    re.IGNORECASE,
)


def _rate_wording(text: str) -> frozenset[str]:
    """The terms of the words that give ``text``'s figures as rates or counts of times ("four times a day" gives
    day and tim, 每日三次 gives 每日 and 三次): evidence that gives its figures as rates too may word the same rate
    otherwise ("every 6 hours", 一日3次), so they are not content it must word."""
    phrases = [match.group() for match in _RATE_WORDING.finditer(text)]
    return word_terms("，".join(phrases)) if phrases else frozenset()


def _gives_rates(passage: Analysed) -> bool:
    """Whether a passage gives figures as rates, counts of times, spans of time or the dates and times that bound
    one ("1 tablet every 6 hours", "4 tablets in 24 hours", 一日3次, 5月10日开始，6月25日结束): what a sentence's own
    rate or span wording may restate."""
    return _RATE_WORDING.search(passage.text) is not None or any(
        quantity.dimension == "time" or quantity.kind in ("date", "clock") for quantity in passage.quantities)


@cache
def _cue_word_terms() -> frozenset[str]:
    """The terms of the cue words as ``word_terms`` reads a sentence: each Chinese cue word is one word (通过 whole,
    where ``content_terms`` cuts it at 过)."""
    return cue_terms().union(*(chinese_word_terms(word) for word in CUE_WORDS if not word.isascii()))


def _chinese_term_in(term: str, evidence: Evidence) -> bool:
    """Whether the evidence writes a Chinese term anywhere, whichever words the segmenter would cut it into there
    (a sentence's 西周 is in the evidence's 西周早期 however that is cut)."""
    return not term.isascii() and evidence.find_folded(fold(term)) is not None


# 该 and the kind of a thing the evidence names in full (该县 for 尕玛县, 该厂 for 北岭乐器厂): a word pointing back.
_REFERRED_BACK = re.compile(r"该[\u4e00-\u9fff]")


# The words for all days of the working week and of the weekend.
_DAYS_TOGETHER = {"weekday": frozenset(WEEKDAYS[:5]), "weekend": frozenset(WEEKDAYS[5:])}


@cache
def _day_terms() -> frozenset[str]:
    """Every term ``_days_named_in`` may give: those of the days of the week, and the weekdays and weekend."""
    return frozenset().union(*(word_terms(day) for day in WEEKDAYS)) | frozenset(_DAYS_TOGETHER)


def _days_named_in(evidence: Evidence) -> frozenset[str]:
    """The terms of the days of the week the evidence names, in any form (Sun, Mon–Sat), and of the weekdays or
    weekend when it names all of their days: a sentence may name in full the days a timetable writes short."""
    days = frozenset().union(*(named.days for passage in evidence.passages for named in days_of_week(passage.text)))
    terms = frozenset().union(*(word_terms(day) for day in days))
    return terms | frozenset(word for word, held in _DAYS_TOGETHER.items() if held <= days)


def _too_few(covered: set[str], terms: frozenset[str]) -> bool:
    """Whether a sentence of enough terms has too few of them in the evidence (see ``TermsNotInEvidence``)."""
    return len(terms) >= MIN_TERMS_FOR_COVERAGE and len(covered) < MIN_COVERAGE * len(terms)


def _terms_to_word(statement: Statement, evidence: Evidence) -> frozenset[str]:
    """The sentence's terms the evidence must word. How a figure is written and the cue words other gates judge
    count when the evidence has them too, but are not missing when it words them otherwise ("4 percentage points"
    for "from 63% to 67%", 增长 for 增至)."""
    known, figure_wording, cue_words = evidence.terms, statement.derived(_figure_wording), _cue_word_terms()
    return frozenset(term for term in statement.feature(word_terms)
                     if term in known or (term not in figure_wording and term not in cue_words))


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    findings: list[Finding] = []
    missing = missing_names(statement, evidence)
    if missing:
        findings.append(
            NAME_NOT_IN_EVIDENCE.finding(
                sentence=statement.text,
                span=statement.span,
                evidence=evidence.closest(statement.terms).ref,
                names=", ".join(f"\u201c{name}\u201d" for name in missing),
                verb="is" if len(missing) == 1 else "are",
            )
        )
    terms = _terms_to_word(statement, evidence)
    covered = {term for term in terms if term in evidence.terms or _chinese_term_in(term, evidence)}
    if _too_few(covered, terms):  # read only for a sentence about to block, as few are
        if not terms.isdisjoint(_day_terms()):  # the evidence's days matter only to a sentence naming a day
            covered |= terms & _days_named_in(evidence)
        covered |= terms & content_terms(" ".join(holidays_dated(statement, evidence)))
        covered |= {term for term in terms
                    if _REFERRED_BACK.fullmatch(term) and evidence.find_folded(term[1]) is not None}
    if _too_few(covered, terms) and statement.feature(_rate_wording) and any(
            passage.derived(_gives_rates) for passage in evidence.passages):
        # Nor is how a rate is worded, over evidence giving rates ("four times a day" for "every 6 hours"); read
        # only for a sentence about to block that words a rate, as few do.
        terms -= statement.feature(_rate_wording).difference(evidence.terms)
        covered &= terms
    if _too_few(covered, terms):
        findings.append(
            TERMS_NOT_IN_EVIDENCE.finding(
                sentence=statement.text,
                span=statement.span,
                evidence=evidence.closest(statement.terms).ref,
                covered=len(covered),
                total=len(terms),
                missing=excerpt(", ".join(sorted(terms - covered)), 80),
            )
        )
    return findings
