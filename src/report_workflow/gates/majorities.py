"""FP majorities: a majority is more than half, so a share of under 50% is not one.

"候选人甲以过半数得票当选，得票率40.05%" keeps every figure of its evidence and contradicts one of them: 40.05% of
the votes is a plurality, not a majority. The share that settles it is the one stated for the thing the majority
is of (得票, "the vote", respondents), not any percentage nearby: a turnout of 71.86% says nothing about it. A
majority of a counted whole ("most of the district's 37 schools", 37所学校中的多数) is settled by the counts the
evidence states beside that whole ("of all 37 schools, 14 reported ...").

The rows of a table are read here too: every row told to rise or fall (FP011), and a row the sentence names (FP012).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..readers.cells import row_cells
from ..text import content_terms
from ..text.quantities import Quantity
from ..text.sentences import split_sentences
from .align import clause_spans
from .arithmetic import counted_alike, joined_parts
from .base import Finding, Rule
from .inputs import Analysed, Evidence, Passage, Statement
from .lexicon import WholeWordScreen, WordScreen, direction_cues, negation_cues
from .numbers import CALENDAR_KINDS, MEASUREMENT_KINDS, is_small_word_number, year_like
from .phrases import Marks, find_phrase, mentions_any


class MajorityAgainstShare(Rule):
    """The sentence claims a majority where the share stated for the same thing is under 50%.

    What it does: reads a claim of a majority (a majority, the majority, an absolute majority, more than half,
    over half; 过半数, 过半, 半数以上, 超过半数, 绝对多数) and what it is of ("of the vote", 得票, 选票,
    respondents). A percentage of the sentence stated for that thing (得票率40.05%, "62% of respondents") or
    stated with no thing of its own ("a majority (62%)"), or else every percentage the evidence states for that
    thing, must be over 50%; a share under 50% blocks. A plurality, 相对多数 or "the most votes" claims no
    majority, and a percentage of another thing (投票率71.86%, turnout) is not the majority's share. "Most" or a
    majority of a counted whole ("most of its 37 schools", 37所学校中的大多数) blocks when the evidence sentence
    stating that whole gives counts of it that are all half of it or fewer ("of all 37 schools, 14 reported").

    Why it matters: winning with 40% of the vote and winning a majority are different results, and the figure
    that tells them apart is already in the text.

    Example: evidence "候选人甲获得5586019票，得票率40.05%，当选。", sentence "候选人甲以过半数得票当选。" blocks.

    Fix: say plurality (相对多数), or state the share without calling it a majority.
    """

    code = "FP006"
    family = "FP"
    message = "the sentence says \u201c{phrase}\u201d, but the share stated for it is {share}"
    hint = "call {share} a plurality, or state the share without calling it a majority"


class UniversalAgainstRows(Rule):
    """The sentence says every row of a table moved one way, and a row of it moved the other.

    What it does: reads a sentence stating a rise or a fall (rose, fell; 增长, 下降) with a universal quantifier
    (every, each, all; 各, 均, 所有, 全部) against the table rows of its evidence that give one figure for each of
    two periods ("Q2 2023 sales: $410m; Q2 2024 sales: $452m"). When two rows or more are read so and one of them
    moved the other way from the earlier period to the later, it blocks.

    Why it matters: "sales rose in every region" over a table where one region fell is the one claim the table
    refutes; every figure the sentence might state is there.

    Example: evidence rows "North: 410 | 452", "South: 195 | 188" under "Q2 2023 | Q2 2024", sentence "Sales rose
    year over year in every region." blocks.

    Fix: name the rows that moved the other way, or say "most" or how many.
    """

    code = "FP011"
    family = "FP"
    message = "the sentence says \u201c{phrase}\u201d {moved}, but the evidence row \u201c{row}\u201d moved the other way"
    hint = "name the rows that moved the other way, or say how many moved {moved}"


class RowMovedOtherWay(Rule):
    """The sentence says a row of a table rose or fell, and the row's figures went the other way.

    What it does: reads each clause of the sentence with a rise or a fall of one way only (rose, fell; 增加, 下降)
    that names the key of a table row of its evidence giving one figure for each of two periods ("South | 640 |
    590" under "2022 | 2023"), and blocks when the row moved the other way from the earlier period to the later. A
    clause naming a year the row does not give speaks of another period and is not read.

    Why it matters: "sales in the South also rose" over a table whose South row fell keeps every name of the table;
    only its two figures show the direction is wrong, and the sentence states neither.

    Example: evidence rows "North | 1,120 | 1,380", "South | 640 | 590" under "Region | 2022 | 2023", sentence "Sales
    in the South also rose in 2023." blocks; "Sales in the South fell in 2023." passes.

    Fix: say the row moved the way its figures go.
    """

    code = "FP012"
    family = "FP"
    message = "the sentence says \u201c{row}\u201d {moved}, but its row \u201c{text}\u201d went the other way"
    hint = "say \u201c{row}\u201d moved the way its figures go"


RULES: tuple[Rule, ...] = (MajorityAgainstShare(), UniversalAgainstRows(), RowMovedOtherWay())
MAJORITY_AGAINST_SHARE, UNIVERSAL_AGAINST_ROWS, ROW_MOVED_OTHER_WAY = RULES

MAJORITY = 50.0


@dataclass(frozen=True, slots=True)
class Majority:
    """A claim of a majority: the words making it and the terms of each way it names what it is of."""

    phrase: str
    start: int
    end: int
    objects: tuple[frozenset[str], ...]


@dataclass(frozen=True, slots=True)
class Share:
    """A percentage with the terms of what it is stated for (得票率, "of respondents"); none when it names nothing."""

    value: float
    surface: str
    terms: frozenset[str]
    start: int


_ENGLISH = re.compile(
    r"\b(?:(?:an?|the)\s+)?(?:(?:absolute|clear|outright|overall|simple|comfortable|narrow|slim|working|two-thirds)"
    r"\s+)?(?<!relative )majority\b(?!\s+(?:leader|whip|owner))(?:\s+of\s+(?:the\s+|all\s+)?(?P<of>[a-z]+))?"
    r"|\b(?:more than|over|at least)\s+(?:a\s+|one\s+)?half\b(?:\s+of\s+(?:the\s+|all\s+)?(?P<half>[a-z]+))?",
    re.IGNORECASE,
)
# Every claim of a majority holds one of these: texts without one are passed over cheaply.
_MAJORITY_WORD = re.compile(r"majorit|half|半|多数|大部分", re.IGNORECASE)
_MAJORITY_WORDS = WordScreen("majorit", "half", chinese=True)  # read first: cheaper than the case-blind search
# 大多数 and 大部分 claim a majority too (大多数表示愿意), though 绝大多数 claims nearly all (``strength``) and 多数 alone
# mostly names a group (多数国家, 少数服从多数).
_CHINESE = re.compile(r"(?<!相对)(?:超过半数|超过一半|一半以上|半数以上|过半数|过半|绝对多数|(?<!绝)大多数|大部分)")
_CHINESE_OBJECT_STOPS = re.compile(r"当选|通过|支持|赞成|同意|获得|获|取得|赢得|以|的|占|由|被|在|[，。；、（）()]")
_CHINESE_BEFORE = re.compile(r"[\u4e00-\u9fff]{1,6}\Z")
_CHINESE_AFTER = re.compile(r"的?([\u4e00-\u9fff]{1,6})")
# Words around a percentage that say how it was won, not what it is of ("taking 40%", "with 62%").
_NOT_A_THING = content_terms("majority half absolute clear outright overall simple comfortable narrow slim working "
                             "take took taking won win winning get got getting receive received "
                             "receiving secure secured securing garner garnered with share 过半数 获得 取得 赢得")
_CLAUSE_BREAK = re.compile(r"[,，;；:：。!?！？]|\.(?!\d)")
_PERCENT_OF = re.compile(r"\s*(?:of|的)\s*(?:the\s+|all\s+)?([\u4e00-\u9fff]{1,4}|[A-Za-z]+(?:\s+[a-z]+)?)",
                         re.IGNORECASE)
# A Chinese share of the people saying or choosing something, the predicate right after it: 38.5%表示愿意入住. Its
# verb and the two characters after it (表示愿意, 表示不愿) name it: 大多数表示愿意入住 claims a majority of them.
_PERCENT_SAYING = re.compile(r"\s*((?:表示|认为|愿意|希望|支持|赞成|同意|反对|选择|计划|打算)[\u4e00-\u9fff]{0,2})")
# A percentage naming nothing is the majority's only when it follows within a few words, not after a change word.
NEAR = 30
_CHANGE = re.compile(r"\b(?:up|down|by|rose|fell|from|increase|decrease|gain|loss)\b|增|降|提高|减少|上升|下滑|回落",
                     re.IGNORECASE)
_LABEL_WORDS = 3
_LABEL_CHARACTERS = 6
# "Most" or a majority of a whole the sentence counts, a few words after "of" ("most of the district's 37
# schools", "a majority of its 120 clinics"), or before 中 (37所学校中的大多数).
_ENGLISH_OF_WHOLE = re.compile(
    r"\b(?P<phrase>most|(?:an?|the)\s+(?:clear\s+|large\s+|vast\s+)?majority|more than half|over half)\s+of\s+"
    r"(?:[A-Za-z&.'’-]+\s+){0,3}(?=\d)",
    re.IGNORECASE,
)
_MAJORITY_OF_WHOLE_MARKS = Marks("most", "majorit", "half", "多数", "大部分", "半")
_CHINESE_OF_WHOLE = re.compile(r"[\u4e00-\u9fff]{0,5}?(?:之中|当中|中|里)[，,]?[的有]?"
                               r"(?P<phrase>绝大多数|大多数|多数|大部分|过半数?|超过半数|超过一半|半数以上|一半以上)")


def majorities(text: str) -> tuple[Majority, ...]:
    """The claims of a majority in ``text``, each with the terms of what it is of (empty when it names nothing)."""
    if not _MAJORITY_WORDS.may_match(text) or not _MAJORITY_WORD.search(text):
        return ()
    found = []
    for match in _ENGLISH.finditer(text):
        named = match.group("of") or match.group("half")
        found.append(Majority(match.group(0), match.start(), match.end(),
                              (content_terms(named),) if named else ()))
    for match in _CHINESE.finditer(text):
        found.append(Majority(match.group(0), match.start(), match.end(), _chinese_objects(text, match)))
    return tuple(found)


def _chinese_objects(text: str, match: re.Match[str]) -> tuple[frozenset[str], ...]:
    """What a Chinese majority is of: the words after it (过半数得票, 半数以上的选票) or before it (得票过半)."""
    objects = []
    after = _CHINESE_AFTER.match(text, match.end())
    if after:
        objects.append(_CHINESE_OBJECT_STOPS.split(after.group(1))[0])
    before = _CHINESE_BEFORE.search(text, max(0, match.start() - _LABEL_CHARACTERS), match.start())
    if before:
        objects.append(_CHINESE_OBJECT_STOPS.split(before.group())[-1])
    return tuple(terms for terms in map(_terms_with_negation, objects) if terms)


# A term standing for a negation in what a share or majority is of: 38.5%愿意 is not the share of 大多数不愿意.
_NEGATED = "\u00ac"


def _terms_with_negation(text: str) -> frozenset[str]:
    terms = content_terms(text)
    return terms | {_NEGATED} if terms and negation_cues(text) else terms


def shares(item: Analysed) -> tuple[Share, ...]:
    """The percentages of ``item`` with what each is stated for: the words before it in its clause (得票率40.05%)
    and the thing after "of" or 的 ("40% of the vote", 40%的选票)."""
    text = item.text
    found = []
    for quantity in item.quantities:
        if quantity.dimension != "percent" or quantity.kind != "value":
            continue
        found.append(Share(quantity.value, quantity.surface, _label(text, quantity) - _NOT_A_THING, quantity.start))
    return tuple(found)


def _label(text: str, quantity: Quantity) -> frozenset[str]:
    breaks = list(_CLAUSE_BREAK.finditer(text, max(0, quantity.start - 60), quantity.start))
    before = text[breaks[-1].end() if breaks else max(0, quantity.start - 60):quantity.start]
    if before.isascii():
        before = " ".join(before.split()[-_LABEL_WORDS:])
    else:
        before = before[-_LABEL_CHARACTERS:]
    after = _PERCENT_OF.match(text, quantity.end) or _PERCENT_SAYING.match(text, quantity.end)
    return _terms_with_negation(before + " " + (after.group(1) if after else ""))


def _same_thing(objects: tuple[frozenset[str], ...], terms: frozenset[str]) -> bool:
    """Whether a share is stated for what a majority is of: one's terms hold all the other's (得票 and 得票率, not
    得票 and 投票率), and both deny or neither does (愿意 and 不愿意 are two things)."""
    return any(terms and (named <= terms or terms <= named) and (_NEGATED in named) == (_NEGATED in terms)
               for named in objects)


def _given_with(majority: Majority, share: Share, text: str) -> bool:
    """Whether a percentage naming nothing of its own is the majority's, written right after it: "a majority (62%)",
    "an absolute majority with 40.05%", not "a majority of voters, up 5% from last year"."""
    between = text[majority.end:share.start]
    return (not share.terms and majority.end <= share.start and len(between) <= NEAR
            and _CLAUSE_BREAK.search(between) is None and _CHANGE.search(between) is None)


def _minority(majority: Majority, statement: Statement, evidence: Evidence) -> tuple[Share, Passage] | None:
    """The share under 50% that the sentence, or else every matching share of the evidence, gives the majority,
    with the passage to show for it."""
    own = [share for share in statement.derived(shares)
           if _same_thing(majority.objects, share.terms) or _given_with(majority, share, statement.text)]
    if own:
        under = next((share for share in own if share.value < MAJORITY), None)
        return None if under is None else (under, evidence.closest(statement.terms))
    stated = [(share, passage) for passage in evidence.passages for share in passage.derived(shares)
              if _same_thing(majority.objects, share.terms)]
    if stated and all(share.value < MAJORITY for share, _ in stated):
        return stated[0]
    return None


@dataclass(frozen=True, slots=True)
class MajorityOfWhole:
    """A claim of a majority of a whole the sentence counts: "most of its 37 schools", 37所学校中的多数."""

    phrase: str
    whole: Quantity


def majorities_of_wholes(item: Analysed) -> tuple[MajorityOfWhole, ...]:
    """The claims of ``item`` that most of a counted whole did something, with that whole."""
    if not mentions_any(item.text, _MAJORITY_OF_WHOLE_MARKS):
        return ()
    found = []
    for quantity in item.quantities:
        if not _countable(quantity) or quantity.value < 2:
            continue
        english = _ENGLISH_OF_WHOLE.search(item.text, max(0, quantity.start - 80), quantity.start + 1)
        if english is not None and english.end() == quantity.start:
            found.append(MajorityOfWhole(english.group("phrase"), quantity))
        elif chinese := _CHINESE_OF_WHOLE.match(item.text, quantity.end):
            found.append(MajorityOfWhole(chinese.group("phrase"), quantity))
    return tuple(found)


def _countable(quantity: Quantity) -> bool:
    return (quantity.kind == "value" and quantity.dimension == "number" and quantity.value.is_integer()
            and not quantity.fraction and not is_small_word_number(quantity))


def _same_count(whole: Quantity, other: Quantity) -> bool:
    return other.value == whole.value and counted_alike(whole, other)


def _counted_parts(whole: Quantity, passage: Passage, negated: bool) -> tuple[tuple[Quantity, Quantity], ...]:
    """The counts of ``whole`` the passage's sentence stating it gives ("of all 37 schools, 14 reported"), each with
    that statement of the whole; none when that sentence states a negation the claim lacks, or the claim one it
    lacks: "3 had no library" counts the rest of the whole, not the part the claim is about. A table row's other
    cells are other columns ("Total | 29 hostels | 2,170 beds"), not parts of the whole."""
    if passage.feature(row_cells)[0]:
        return ()
    for sentence in split_sentences(passage.text):
        inside = [item for item in passage.quantities
                  if sentence.start <= item.start < sentence.end and _countable(item)]
        stated = next((item for item in inside if _same_count(whole, item)), None)
        if stated is None or bool(negation_cues(sentence.text)) != negated:
            continue
        return tuple((item, stated) for item in inside if item is not stated and 0 < item.value < whole.value
                     and (not item.counted or item.counted == stated.counted))
    return ()


def _minority_of_whole(claim: MajorityOfWhole, statement: Statement,
                       evidence: Evidence) -> tuple[str, Passage] | None:
    """The count of the whole the evidence states ("14 of 37"), when every count it states beside that whole is
    half of it or fewer."""
    negated = bool(negation_cues(statement.text))
    for passage in evidence.passages:
        parts = _counted_parts(claim.whole, passage, negated)
        if parts and all(2 * part.value <= claim.whole.value for part, _ in parts):
            part, stated = parts[0]
            return f"{part.surface} of {stated.surface}", passage
    return None


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    return _against_share(statement, evidence) or _against_rows(statement, evidence) \
        or _named_row_against(statement, evidence)


def _against_share(statement: Statement, evidence: Evidence) -> list[Finding]:
    for majority in statement.feature(majorities):
        found = _minority(majority, statement, evidence)
        if found is not None:
            share, passage = found
            return [MAJORITY_AGAINST_SHARE.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref,
                phrase=majority.phrase, share=share.surface,
            )]
    for claim in statement.derived(majorities_of_wholes):
        counted = _minority_of_whole(claim, statement, evidence)
        if counted is not None:
            parts, stating = counted
            return [MAJORITY_AGAINST_SHARE.finding(
                sentence=statement.text, span=statement.span, evidence=stating.ref, phrase=claim.phrase, share=parts,
            )]
    return []


# A universal quantifier: "in every region", "all five stores", 各地区…均, 所有门店; not 平均, 均值, 均价.
_UNIVERSAL = re.compile(r"\b(?:every|each|all)\b|各(?=[\u4e00-\u9fff])|(?<!平)均(?![值价衡匀等])|所有|全部", re.IGNORECASE)
# Its English words, each a whole run of letters: a text with none of them and no Chinese character is not searched.
_UNIVERSAL_WORDS = WholeWordScreen("every", "each", "all", chinese=True)
MIN_ROWS = 2


def row_movement(passage: Passage) -> int | None:
    """Which way a table row moved (+1, -1, 0) from its earlier period's figure to its later one, when it gives one
    figure after each of two periods ("Q2 2023 sales: $410m; Q2 2024 sales: $452m"); None for any other passage."""
    if passage.source_text is None:
        return None
    figures: list[tuple[float, float]] = []
    period: float | None = None
    for quantity in passage.quantities:
        if quantity.kind in CALENDAR_KINDS or year_like(quantity):  # a header's bare year (2023) names a period
            period = quantity.value
        elif quantity.kind in MEASUREMENT_KINDS and period is not None:
            figures.append((period, quantity.value))
            period = None
    if len(figures) != 2 or figures[0][0] == figures[1][0]:
        return None
    (_, earlier), (_, later) = sorted(figures)
    return (later > earlier) - (later < earlier)


def universal_movement(text: str) -> tuple[str, int] | None:
    """The universal quantifier of a sentence saying every row rose or fell, with which way (+1 or -1): what asks
    for every row of a table to be read. The movement is the one told in the quantifier's own part of the sentence:
    "Riverside was the only station where the mean rose, and all four stations stayed above the guideline" says
    nothing of how every station moved, and a word placing the rows beside a level ("above the guideline") moves
    none of them."""
    universal = _UNIVERSAL.search(text) if _UNIVERSAL_WORDS.may_match(text) else None
    if universal is None or negation_cues(text):
        return None
    low, high = next(span for span in joined_parts(text) if span[0] <= universal.start() < span[1])
    signs = {cue.sign for cue in direction_cues(text) if cue.axis == "magnitude" and low <= cue.start < high
             and cue.word not in _BESIDE_A_LEVEL}
    return (universal.group(), signs.pop()) if len(signs) == 1 else None


# Words placing a figure beside a level rather than moving it: "all four stations stayed above the guideline",
# 均高于全国平均水平, are right or wrong by each row's level, not by which way it moved.
_BESIDE_A_LEVEL = frozenset({"above", "below", "高于", "低于"})




def _against_rows(statement: Statement, evidence: Evidence) -> list[Finding]:
    """A rise or fall claimed for every row, where a row of two periods moved the other way."""
    claim = statement.feature(universal_movement)
    if claim is None:
        return []
    phrase, sign = claim
    rows = [(passage, moved) for passage in evidence.passages if (moved := passage.derived(row_movement)) is not None]
    against = next((passage for passage, moved in rows if moved == -sign), None)
    if len(rows) < MIN_ROWS or against is None:
        return []
    return [UNIVERSAL_AGAINST_ROWS.finding(
        sentence=statement.text, span=statement.span, evidence=against.ref, phrase=phrase,
        moved="up" if sign > 0 else "down", row=against.source_text or against.text,
    )]


def _named_row_against(statement: Statement, evidence: Evidence) -> list[Finding]:
    """A rise or fall the sentence tells of a table row it names, where the row moved the other way."""
    cues = [cue for cue in statement.feature(direction_cues) if cue.axis == "magnitude" and cue.sign]
    if not cues or statement.feature(universal_movement) is not None:
        return []
    rows = [(passage, moved) for passage in evidence.passages if (moved := passage.derived(row_movement))]
    if not rows:
        return []
    text = statement.text
    for low, high in clause_spans(text):
        signs = {cue.sign for cue in cues if low <= cue.start < high}
        if len(signs) != 1:
            continue
        sign = signs.pop()
        years = {quantity.value for quantity in statement.quantities
                 if low <= quantity.start < high and quantity.kind == "year"}
        for passage, moved in rows:
            key = row_cells(passage.text)[0]
            if moved == -sign and key and _names_row(text, key, low, high) and years <= _row_years(passage):
                return [ROW_MOVED_OTHER_WAY.finding(
                    sentence=text, span=statement.span, evidence=passage.ref, row=key,
                    moved="rose" if sign > 0 else "fell", text=passage.source_text or passage.text)]
    return []


def _names_row(text: str, key: str, low: int, high: int) -> bool:
    """Whether ``text[low:high]`` names a row by its key, or a Chinese key by its last three characters or more
    (野生近缘种 for 作物野生近缘种)."""
    forms = [key] if key.isascii() else [key[start:] for start in range(len(key) - 2)]
    return any(low <= find_phrase(text, form, low) < high for form in forms)


def _row_years(passage: Passage) -> set[float]:
    return {quantity.value for quantity in passage.quantities if quantity.kind == "year" or year_like(quantity)}

