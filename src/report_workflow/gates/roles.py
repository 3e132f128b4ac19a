"""FP roles around an act: "Orbis acquired MedAxis" must not turn round "MedAxis acquired Orbis".

Some acts have a doer and a receiver (acquire, beat, sue, overtake; 收购, 击败, 起诉). Swapping the two names keeps
every word and number of the evidence, so the word, name and number gates see nothing; this check reads which name
stands on which side of the act in the sentence and in the evidence, with the passive read as such ("MedAxis was
acquired by Orbis", "乙公司被甲公司收购"). A swap blocks as ``RolesReversed`` (FP010).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .base import Finding, Rule, excerpt
from .inputs import Analysed, Evidence, Statement
from .phrases import mentions_any


class RolesReversed(Rule):
    """The sentence swaps who did an act and to whom it was done.

    What it does: finds acts with a doer and a receiver (acquire, buy, take over, beat, defeat, sue, overtake;
    收购, 并购, 击败, 战胜, 打败, 起诉, 超越) in the sentence and in the evidence, and the names on each side: in
    English the capitalised names before the act and the one right after it, or after "by" in the passive ("was
    acquired by"); in Chinese the text before the act and the name right after it, or between 被 and the act. It
    blocks when the sentence's receiver is the evidence's doer and the evidence's receiver is the sentence's doer,
    and no evidence sentence has the same act with the sentence's sides.

    Why it matters: "Orbis Health agreed to acquire MedAxis" uses exactly the words of "MedAxis agreed to acquire
    Orbis Health"; a reader takes away the opposite deal.

    Example: evidence "MedAxis Corp. has agreed to acquire Orbis Health", sentence "Orbis Health agreed to acquire
    MedAxis" blocks; "Orbis Health was acquired by MedAxis" passes.

    Fix: keep the doer and the receiver as the evidence has them.
    """

    code = "FP010"
    family = "FP"
    message = "the sentence swaps who {act} whom: the evidence has \u201c{evidence_text}\u201d"
    hint = "keep the doer and the receiver as the evidence states them"


ROLES_REVERSED = RolesReversed()
RULES: tuple[Rule, ...] = (ROLES_REVERSED,)

# Each act with the forms that name it; the first form names it in messages.
_ACTS: dict[str, tuple[str, ...]] = {
    "acquired": ("acquire", "acquires", "acquired", "acquiring", "buy", "buys", "bought", "buying", "take over",
                 "takes over", "took over", "taken over", "taking over", "收购", "并购"),
    "beat": ("beat", "beats", "beaten", "beating", "defeat", "defeats", "defeated", "defeating", "击败", "战胜", "打败"),
    "sued": ("sue", "sues", "sued", "suing", "起诉"),
    "overtook": ("overtake", "overtakes", "overtook", "overtaken", "overtaking", "超越", "反超"),
}
_ACT_OF = {form: act for act, forms in _ACTS.items() for form in forms}
_ACT_WORD = re.compile(
    "|".join(rf"\b{re.escape(form)}\b" if form.isascii() else re.escape(form)
             for form in sorted(_ACT_OF, key=len, reverse=True)),
    re.IGNORECASE,
)
_PASSIVE_BEFORE = re.compile(r"\b(?:is|are|was|were|be|been|being|get|gets|got)\s+(?:\w+ly\s+)?$", re.IGNORECASE)
_BY = re.compile(r"^\s+by\b", re.IGNORECASE)
# A side ends at a clause break: the names of another clause are not parties of this act.
_BREAK = re.compile(r"[,;:!?\uff0c\uff1b\uff1a\uff01\uff1f\u3002]|\.(?=\s+[A-Z]|\s*$)")
# Chinese sides end only at a sentence break: "乙公司公告称，公司拟收购甲公司" names its doer before the comma.
_CHINESE_BREAK = re.compile(r"[;!?\uff1b\uff01\uff1f\u3002]")
_CAPITALISED = re.compile(r"\b[A-Z][A-Za-z0-9&'\-]*[A-Za-z0-9]")
# Capitalised words that name no one: function words opening a sentence, and suffixes many companies share.
_NOT_NAMES = frozenset(
    "The A An In On At By For Of To From With After Before Since During Last This That These Those It Its Their "
    "They He She We I Separately However Also Both Then Under Over When While If As And But Shares Share "
    "Corp Corporation Inc Ltd Co Company Group Holdings Plc LLC".split()
)
_CHINESE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9&\-]*|[\u3400-\u9fff]{2}")
_CHINESE_AFTER_ACT = re.compile(r"^[了过掉]?([^\s\d\uff0c\uff1b\u3002\uff01\uff1f,;!?\u7684]{2,})")
_CHINESE_GENERIC = frozenset({"公司", "该公", "本公", "其公", "对方", "对手", "全部", "部分", "股份", "股权", "资产", "业务"})
_PASSIVE_CHINESE = "\u88ab"  # 被
# How many words after the act the receiver's name may start ("acquire its rival MedAxis").
_RECEIVER_REACH = 3


@dataclass(frozen=True, slots=True)
class Party:
    """One side of an act: the text it was read from and the name keys that pick it out ("Orbis", "甲科")."""

    text: str
    keys: frozenset[str]


@dataclass(frozen=True, slots=True)
class Act:
    act: str
    doer: Party
    receiver: Party
    phrase: str


def acts(item: Analysed) -> tuple[Act, ...]:
    """The acts of ``item`` whose doer and receiver can both be read."""
    text = item.text
    if not mentions_any(text, _ACT_OF):
        return ()
    found = []
    for match in _ACT_WORD.finditer(text):
        act = _ACT_OF[match.group().lower()]
        chinese = not match.group().isascii()
        breaks = _CHINESE_BREAK if chinese else _BREAK
        before = _side_before(text, match.start(), breaks)
        after = _side_after(text, match.end(), breaks)
        sides = _chinese_sides(before, after) if chinese else _english_sides(before, after)
        if sides is not None:
            doer, receiver = sides
            found.append(Act(act, doer, receiver, text[match.start() - len(before):match.end() + len(after)]))
    return tuple(found)


def _side_before(text: str, position: int, breaks: re.Pattern[str]) -> str:
    starts = [match.end() for match in breaks.finditer(text, 0, position)]
    return text[starts[-1] if starts else 0:position]


def _side_after(text: str, position: int, breaks: re.Pattern[str]) -> str:
    end = breaks.search(text, position)
    return text[position:end.start() if end else len(text)]


def _english_sides(before: str, after: str) -> tuple[Party, Party] | None:
    """(doer, receiver): the names before the act and right after it, or right after "by" in the passive."""
    if _PASSIVE_BEFORE.search(before):
        by = _BY.match(after)
        if by is None:
            return None
        doer, receiver = _first_name(after[by.end():]), _names(before)
    else:
        doer, receiver = _names(before), _first_name(after)
    if not doer.keys or not receiver.keys:
        return None
    return doer, receiver


def _names(text: str) -> Party:
    return Party(text, frozenset(word for word in _CAPITALISED.findall(text) if word not in _NOT_NAMES))


def _first_name(text: str) -> Party:
    """The run of capitalised words starting within a few words of ``text``'s start ("its rival MedAxis Corp")."""
    words = text.split()
    for index, word in enumerate(words[:_RECEIVER_REACH]):
        if _CAPITALISED.match(word) and word.strip(".,") not in _NOT_NAMES:
            run = []
            for following in words[index:]:
                if not _CAPITALISED.match(following):
                    break
                run.append(following)
            return _names(" ".join(run))
    return Party(text, frozenset())


def _chinese_sides(before: str, after: str) -> tuple[Party, Party] | None:
    """(doer, receiver): the text before the act and the name right after it, or the name after 被 and the text
    before 被 in the passive ("乙公司被甲公司收购")."""
    if _PASSIVE_CHINESE in before:
        receiver_text, _, doer_text = before.rpartition(_PASSIVE_CHINESE)
        doer = _chinese_name(doer_text)
        receiver = _chinese_subject(receiver_text)
        return (doer, receiver) if doer.keys else None
    named = _CHINESE_AFTER_ACT.match(after)
    receiver = _chinese_name(named.group(1) if named else "")
    return (_chinese_subject(before), receiver) if receiver.keys else None


def _chinese_subject(text: str) -> Party:
    """The text before the act, keyed by the name opening it or, failing that, opening its last part: the doer of
    "乙公司公告称，公司拟收购" is 乙公司."""
    for part in (text, re.split("[,\uff0c]", text)[-1]):
        opening = _chinese_name(part)
        if opening.keys:
            return Party(text, opening.keys)
    return Party(text, frozenset())


def _chinese_name(text: str) -> Party:
    """A name keyed by its opening: its first Latin word or first two characters ("甲科技公司" -> 甲科), none when it
    opens with a generic word (该公司, 对手)."""
    opening = _CHINESE_NAME.match(text.strip())
    if opening is None or opening.group() in _CHINESE_GENERIC:
        return Party(text, frozenset())
    return Party(text, frozenset({opening.group()}))


def _same_party(one: Party, other: Party) -> bool:
    """Whether a name key of either side is written in the other."""
    return any(_written_in(key, other.text) for key in one.keys) or any(
        _written_in(key, one.text) for key in other.keys)


def _written_in(key: str, text: str) -> bool:
    if key.isascii():
        return re.search(rf"\b{re.escape(key)}\b", text) is not None
    return key in text


def _swapped(sentence: Act, evidence: Act) -> bool:
    return (_same_party(sentence.receiver, evidence.doer) and _same_party(evidence.receiver, sentence.doer)
            and not _same_party(sentence.receiver, evidence.receiver)
            and not _same_party(sentence.doer, evidence.doer))


def _kept(sentence: Act, evidence: Act) -> bool:
    return _same_party(sentence.receiver, evidence.receiver) and _same_party(sentence.doer, evidence.doer)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    for act in statement.derived(acts):
        same_act = [(passage, other) for passage in evidence.passages for other in passage.derived(acts)
                    if other.act == act.act]
        if any(_kept(act, other) for _, other in same_act):
            continue
        for passage, other in same_act:
            if _swapped(act, other):
                return [ROLES_REVERSED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                               act=act.act, evidence_text=excerpt(other.phrase))]
    return []
