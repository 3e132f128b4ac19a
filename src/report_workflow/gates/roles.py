"""FP roles around an act: "Orbis acquired MedAxis" must not turn round "MedAxis acquired Orbis".

Some acts have a doer and a receiver (acquire, beat, sue, overtake, pay, lend; 收购, 击败, 起诉, 向…支付, 向…出借).
Swapping the two names keeps every word and number of the evidence, so the word, name and number gates see nothing;
this check reads which name stands on which side of the act in the sentence and in the evidence, with the passive
read as such ("MedAxis was acquired by Orbis", "乙公司被甲公司收购"). A swap blocks as ``RolesReversed`` (FP010).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from .base import Finding, Rule, excerpt
from .inputs import Analysed, Evidence, Statement
from .lexicon import WholeWordScreen, holds_chinese
from .phrases import Marks, mentions_any, opening


class RolesReversed(Rule):
    """The sentence swaps who did an act and to whom it was done.

    What it does: finds acts with a doer and a receiver (acquire, buy, take over, beat, defeat, "def." of a results
    list, sue, overtake, pay, lend, and "lost … to", the winner after it; 收购, 并购, 击败, 战胜, 打败, 力压, 险胜, 力克,
    淘汰, 起诉, 超越, 向…支付/赔偿/出借, 为…供应) in the sentence and in the evidence, and the names on
    each side: in English the capitalised names before the act and the one right after it, or after "by" in the passive
    ("was acquired by"); in Chinese the text before the act and the name right after it, or between 被 and the act, or
    for a payment, a loan or a supply the payer, lender or supplier before 向 or 为 (past 法院判决) and the payee,
    borrower or supplied after it. A personal
    pronoun (he, she, 他) stands for whichever name the evidence has on its side, and a lawsuit role (原告, 被告) for the
    name the evidence gives it (原告星河科技有限公司), or for any name when it gives none. It blocks when the sentence's receiver
    is the evidence's doer and the evidence's receiver is the sentence's doer, and no evidence sentence has the same act
    with the sentence's sides.

    Why it matters: "Orbis Health agreed to acquire MedAxis" uses exactly the words of "MedAxis agreed to acquire
    Orbis Health"; a reader takes away the opposite deal.

    Example: evidence "MedAxis Corp. has agreed to acquire Orbis Health", sentence "Orbis Health agreed to acquire
    MedAxis" blocks; "Orbis Health was acquired by MedAxis" passes. Evidence "法院判决被告明远贸易有限公司…向原告支付
    货款", with 原告 named 星河科技 before, sentence "法院判决星河科技…向明远贸易支付货款" blocks.

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
    "beat": ("beat", "beats", "beaten", "beating", "def", "defeat", "defeats", "defeated", "defeating", "edged out",
             "overcame", "knocked out", "eliminated", "thrashed", "routed", "击败", "战胜", "打败", "力压", "击退", "险胜",
             "力克", "完胜", "击溃", "横扫", "淘汰"),
    "sued": ("sue", "sues", "sued", "suing", "起诉"),
    "overtook": ("overtake", "overtakes", "overtook", "overtaken", "overtaking", "超越", "反超"),
    # A Chinese payment names its payee after 向 before the act (被告向原告支付货款); one without 向 is not read.
    "paid": ("pay", "pays", "paid", "paying", "支付", "付款", "赔偿", "偿还", "返还"),
    # A Chinese loan names its borrower after 向 too (张某向李某出借20万元).
    "lent": ("lend", "lends", "lent", "lending", "出借"),
    # A Chinese supply names whom it is for after 为 (禾丰将为老街坊旗下32家门店统一供应汤料包).
    "supplied": ("供应", "供货"),
}
# The acts whose Chinese receiver stands after 向 (为, for a supply) before the act.
_TOWARDS_ACTS = frozenset({"paid", "lent", "supplied"})
_ACT_OF = {form: act for act, forms in _ACTS.items() for form in forms}
_LOSSES = ("lost", "loses", "lose", "losing")
_ACT_MARKS = Marks(*_ACT_OF, *_LOSSES)
# The first word of each English form, whole: text without Chinese names an act only where it holds one of these, a
# set test on the split of its words every screen shares.
_ACT_WORDS = WholeWordScreen(*(form.split()[0] for form in _ACT_OF if form.isascii()), *_LOSSES)


def _forms(english: bool) -> str:
    """The act forms in English (or else in Chinese) as alternatives of a pattern, the longest first."""
    return "|".join(re.escape(form) for form in sorted(_ACT_OF, key=len, reverse=True) if form.isascii() == english)


# The English forms behind one word boundary, then the Chinese: no form of one opens where one of the other can.
_ACT_WORD = re.compile(opening(rf"\b(?:{_forms(True)})\b|{_forms(False)}"), re.IGNORECASE)
_PASSIVE_BEFORE = re.compile(r"\b(?:is|are|was|were|be|been|being|get|gets|got)\s+(?:\w+ly\s+)?$", re.IGNORECASE)
_BY = re.compile(r"^\s+by\b", re.IGNORECASE)
_PRONOUN_SUBJECT = re.compile(r"\b(?:he|she|they)\s+(?:\w+ly\s+|then\s+|later\s+|also\s+|again\s+)?\Z",
                              re.IGNORECASE)
# A side ends at a clause break: the names of another clause are not parties of this act.
_BREAK = re.compile(r"[,;:!?\uff0c\uff1b\uff1a\uff01\uff1f\u3002]|(?<!\bdef)\.(?=\s+[A-Z]|\s*$)")
# A loss to the other side, the beaten one before it: "Zielinski lost the heavyweight bout to Pike" (Pike beat
# Zielinski).
_LOST_TO = re.compile(rf"\b(?:{'|'.join(_LOSSES)})\s+(?:(?:the|a|an|their|his|her|its)\s+(?:[\w'-]+\s+){{0,3}}?)?to\b",
                      re.IGNORECASE)
# Chinese sides end only at a sentence break: "乙公司公告称，公司拟收购甲公司" names its doer before the comma.
_CHINESE_BREAK = re.compile(r"[;!?\uff1b\uff01\uff1f\u3002]")
_CAPITALISED = re.compile(r"\b[A-Z][A-Za-z0-9&'\-]*[A-Za-z0-9]")
# Capitalised words that name no one: function words opening a sentence, and suffixes many companies share.
_NOT_NAMES = frozenset(
    "The A An In On At By For Of To From With After Before Since During Last This That These Those It Its Their "
    "They He She We I Separately However Also Both Then There Here Under Over When While If As And But Shares Share "
    "Corp Corporation Inc Ltd Co Company Group Holdings Plc LLC".split()
)
_CHINESE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9&\-]*|[\u3400-\u9fff]{2}")
_CHINESE_AFTER_ACT = re.compile(r"^[了过掉]?([^\s\d\uff0c\uff1b\u3002\uff01\uff1f,;!?\u7684]{2,})")
_CHINESE_GENERIC = frozenset({"公司", "该公", "本公", "其公", "对方", "对手", "全部", "部分", "股份", "股权", "资产", "业务"})
_PASSIVE_CHINESE = "\u88ab"  # 被
_CHINESE_PRONOUN = re.compile(r"\s*(?:他们|她们|他|她)(?![人国乡])")
_TOWARDS = re.compile("\u5411([^\u5411\uff0c,\\d]{2,16})\\Z")  # 向 and the payee right before the act
# 为 and whom a supply is for, what it is for after the name (旗下32家门店) and how it is made (统一) left to the key.
_FOR = re.compile("为([^为，,]{2,30})\\Z")
# 由 before the doer of an act (由老街坊餐饮公司为…供应): no part of the name.
_BY_DOER = re.compile(r"(?:^|(?<=[，,]))\s*由")
# A decision whose object pays (法院判决, 判令, 责令): the payer is named after it.
_DECISION = re.compile("判决|判令|裁定|责令|要求|决定")
# The roles of a lawsuit, named before a party's name (原告星河科技) or standing for it (向原告支付).
_PARTY_ROLE = re.compile("被上诉人|上诉人|被申请人|申请人|原告|被告")
_NAMED_ROLE = re.compile(
    rf"(?P<role>{_PARTY_ROLE.pattern})(?P<name>[\u4e00-\u9fffA-Za-z]{{1,20}}?"
    r"(?:有限责任公司|有限公司|公司|集团|银行|某(?!些)|(?=诉)))"
)
# How many words after the act the receiver's name may start ("acquire its rival MedAxis").
_RECEIVER_REACH = 3


@dataclass(frozen=True, slots=True)
class Party:
    """One side of an act: the text it was read from and the name keys that pick it out ("Orbis", "甲科"), or a
    stand-in for a name given elsewhere: a personal pronoun ("There he beat Petrovic") or a role in a lawsuit whose
    name the evidence at hand does not give (向原告支付)."""

    text: str
    keys: frozenset[str]
    stand_in: bool = False

    @property
    def known(self) -> bool:
        return bool(self.keys) or self.stand_in


@dataclass(frozen=True, slots=True)
class Act:
    act: str
    doer: Party
    receiver: Party
    phrase: str


def acts(item: Analysed) -> tuple[Act, ...]:
    """The acts of ``item`` whose doer and receiver can both be read."""
    text = item.text
    if not ((holds_chinese(text) or _ACT_WORDS.may_match(text)) and mentions_any(text, _ACT_MARKS)):
        return ()
    found = []
    for match in _ACT_WORD.finditer(text):
        act = _ACT_OF[match.group().lower()]
        chinese = not match.group().isascii()
        breaks = _CHINESE_BREAK if chinese else _BREAK
        before = _side_before(text, match.start(), breaks)
        after = _side_after(text, match.end(), breaks)
        if not chinese:
            sides = _english_sides(before, after)
        elif act in _TOWARDS_ACTS:
            sides = _chinese_towards_sides(before, act)
        else:
            sides = _chinese_sides(before, after)
        if sides is not None:
            doer, receiver = sides
            found.append(Act(act, doer, receiver, text[match.start() - len(before):match.end() + len(after)]))
    for match in _LOST_TO.finditer(text) if text.isascii() else ():
        before = _side_before(text, match.start(), _BREAK)
        after = _side_after(text, match.end(), _BREAK)
        beaten, winner = _subject(before), _first_name(after)
        if winner.keys and beaten.known:
            found.append(Act("beat", winner, beaten, text[match.start() - len(before):match.end() + len(after)]))
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
        doer, receiver = _first_name(after[by.end():]), _subject(_PASSIVE_BEFORE.sub("", before))
    else:
        doer, receiver = _subject(before), _first_name(after)
    if not doer.known or not receiver.known or doer.stand_in and receiver.stand_in:
        return None
    return doer, receiver


def _subject(text: str) -> Party:
    """The names before the act, or the personal pronoun right before it ("There he beat", "he later sued")."""
    if _PRONOUN_SUBJECT.search(text):
        return Party(text, frozenset(), stand_in=True)
    return _names(text)


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


def _chinese_towards_sides(before: str, act: str) -> tuple[Party, Party] | None:
    """(payer, payee), (lender, borrower) or (supplier, supplied): the name before 向 (为) and the one after it, past
    a court's or a body's decision opening the clause ("法院判决被告明远贸易于十日内向原告支付" -> 明远贸易 pays 原告) or a
    lead ending in a colon (签订合作协议：禾丰食品公司将为…供应); a supplier is named in the part of the clause
    holding its supply (双方签约，由老街坊为禾丰…供应)."""
    towards = (_FOR if act == "supplied" else _TOWARDS).search(before)
    if towards is None:
        return None
    decision = _DECISION.search(before, 0, towards.start())
    lead = max(before.rfind(mark, 0, towards.start()) for mark in ("：，" if act == "supplied" else "："))
    low = max(decision.end() if decision else 0, lead + 1)
    payer = _chinese_subject(_BY_DOER.sub("", before[low:towards.start()]))
    payee = _chinese_name(towards.group(1))
    return (payer, payee) if payer.keys and payee.keys else None


def party_names(texts: Iterable[str]) -> dict[str, str]:
    """The name key each role of a lawsuit stands for, where a name is given beside it: a company's or a person's
    name ("原告星河科技有限公司" -> 原告: 星河, "被告张某"), or any name the role's "诉" follows (原告星河科技诉被告…)."""
    names: dict[str, str] = {}
    for text in texts:
        for named in _NAMED_ROLE.finditer(text):
            names.setdefault(named.group("role"), min(_chinese_name(named.group("name")).keys, default=""))
    return {role: key for role, key in names.items() if key}


def _named(act: Act, names: dict[str, str]) -> Act:
    """``act`` with a party standing by its role in a lawsuit (向原告支付) keyed by the name of that role as well,
    or read as a stand-in when the evidence does not name it."""
    return replace(act, doer=_role_named(act.doer, names), receiver=_role_named(act.receiver, names))


def _role_named(party: Party, names: dict[str, str]) -> Party:
    text = party.text.strip()
    role = _PARTY_ROLE.match(text)
    if role is None or _NAMED_ROLE.match(text):
        return party
    if role.group() not in names:
        return replace(party, stand_in=True)
    return replace(party, keys=party.keys | {names[role.group()]})


def _chinese_subject(text: str) -> Party:
    """The text before the act, keyed by the name opening it or, failing that, opening the last part after it that
    can name a doer: the doer of "乙公司公告称，公司拟收购" is 乙公司; a personal pronoun opening it (他在决赛中击败) is a
    stand-in."""
    if _CHINESE_PRONOUN.match(text):
        return Party(text, frozenset(), stand_in=True)
    parts = re.split("[,\uff0c]", text)
    doers = [part for part in parts[1:] if not _NO_DOER_PART.search(part.strip())]
    whole = [] if len(parts) > 1 and _NO_DOER_PART.search(parts[0].strip()) else [text]
    for part in (*whole, *reversed(doers)):
        opening = _chinese_name(part)
        if opening.keys:
            return Party(text, opening.keys)
    return Party(text, frozenset())


# A part before a Chinese act that names no doer: a manner or means (以0.8秒的优势, 凭借…) or the setting the act
# is told in (决赛中, 比赛开始后): "…决赛中，江北队后程发力，以0.8秒的优势力压湖东队" has 江北队 do it.
_NO_DOER_PART = re.compile(r"^(?:以|凭借|通过|经过|在|于|最终|随后)|(?:中|上|后|时|里)$")


def _chinese_name(text: str) -> Party:
    """A name keyed by its opening: its first Latin word or first two characters ("甲科技公司" -> 甲科, past the role
    before a name: "被告明远贸易有限公司" -> 明远), none when it opens with a generic word (该公司, 对手)."""
    stripped = text.strip()
    named = _NAMED_ROLE.match(stripped)
    opening = _CHINESE_NAME.match(stripped, named.start("name") if named else 0)
    if opening is None or opening.group() in _CHINESE_GENERIC:
        return Party(text, frozenset())
    return Party(text, frozenset({opening.group()}))


def _same_party(one: Party, other: Party) -> bool:
    """Whether a name key of either side is written in the other; a pronoun, keyed by nothing, names no one."""
    if not one.keys or not other.keys:
        return False
    return any(_written_in(key, other.text) for key in one.keys) or any(
        _written_in(key, one.text) for key in other.keys)


def _written_in(key: str, text: str) -> bool:
    if key.isascii():
        return re.search(rf"\b{re.escape(key)}\b", text) is not None
    return key in text


def _swapped(sentence: Act, evidence: Act) -> bool:
    """Whether the sentence puts the evidence's receiver on the doer's side and its doer on the receiver's; a
    stand-in side may be the name the other has there ("he beat Petrovic" over "Petrovic beat Moretti")."""
    return (_may_be_same(sentence.receiver, evidence.doer) and _may_be_same(sentence.doer, evidence.receiver)
            and not _same_party(sentence.receiver, evidence.receiver)
            and not _same_party(sentence.doer, evidence.doer))


def _kept(sentence: Act, evidence: Act) -> bool:
    return _may_be_same(sentence.receiver, evidence.receiver) and _may_be_same(sentence.doer, evidence.doer)


def _may_be_same(one: Party, other: Party) -> bool:
    """Whether two sides may name the same party: by a name key, or when one is a stand-in for a name and the other
    a name (two roles, 原告 and 被告, are told apart by their words)."""
    if one.stand_in == other.stand_in and one.keys and other.keys:
        return _same_party(one, other)
    return one.stand_in or other.stand_in or _same_party(one, other)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    sentence_acts = statement.derived(acts)
    if not sentence_acts:
        return []
    names = evidence.answer(party_names, lambda: party_names(passage.text for passage in evidence.passages))
    for act in (_named(act, names) for act in sentence_acts):
        same_act = [(passage, _named(other, names)) for passage in evidence.passages
                    for other in passage.derived(acts) if other.act == act.act]
        if any(_kept(act, other) for _, other in same_act):
            continue
        for passage, other in same_act:
            if _swapped(act, other):
                return [ROLES_REVERSED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                               act=act.act, evidence_text=excerpt(other.phrase))]
    return []
