"""FE additions: a list the evidence gives, with an item of the writer's own added to it.

"新增了暗色模式和多语言支持" over release notes that list only 暗色模式 keeps most of its words in the evidence, so the
coverage floor (FE020) passes it; the added item is the false part. A Chinese coordinated list (X和Y, X、Y及Z) with
an item the evidence states and another hardly any of whose terms it has blocks as ``ItemNotInEvidence`` (FE025).

English lists are not read (a relative clause is: see ``ItemNotInEvidence``). Without a parser "X and Y" joins verbs
and clauses as often as things ("killed two people and left 50 missing"); and even in "X, Y and Z" the items of
faithful summaries are reworded or stated in passages other than the ones the sentence is checked against: reading
only "X, Y and Z" lists this way blocked 54 consistent SummEdits summaries (and 7 hallucinated HaluEval answers, no
right one).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text import fold
from ..text.chinese_words import words
from ..text.terms import CHINESE_FUNCTION_WORDS, HAN_CHARACTER, word_terms
from .base import Finding, Rule
from .lexicon import WholeWordScreen
from .inputs import Evidence, Statement


class ItemNotInEvidence(Rule):
    """The sentence lists an item with others the evidence states, and the evidence does not state that item.

    What it does: reads the coordinated lists of a Chinese sentence (X和Y, X及Y, X以及Y, X、Y和Z) word by word: the
    first item from the last function word or list opener before it (新增了|暗色模式, 包括|头痛), the last up to the
    clause's end, 的 or 等. It finds the content terms of each item (``text.terms.word_terms``) wherever the
    evidence writes them, and blocks when one item has all its terms there, another fewer than half of them, and
    the evidence clauses that state the first list fewer things than the sentence does: "手表和电脑" over
    "手表和计算机" names the evidence's two things, one of them by a synonym, and passes. Items with a figure or
    Latin letters are left to the number and name gates; a stretch longer than four words or running into a clause
    of its own (李四获得了金奖) is not read as an item, nor is a pronoun (她 of 郑秀兰和她的学员), and neither are English
    lists (see the module doc). A clause joined with 并 to one nearly every term of which the evidence states, when
    the evidence states none of its own two or more terms, is an added item too ("已被责令限期整改，并各被处以罚款"), and
    so is an English relative clause with no figure ("… a level 1.5 km route that is suitable for wheelchair users")
    after words nearly all of which the evidence states, when it states none of the clause's own three or more words.

    Why it matters: one invented item among supported ones keeps nearly every word of the sentence in the evidence,
    so the coverage floor passes it; the added feature, product or symptom is the part that is false.

    Example: evidence "v2.5.0（2024-01-15）新功能：- 支持暗色模式", sentence "2.5.0版本新增了暗色模式和多语言支持。"
    blocks; "2.5.0版本新增了暗色模式。" passes, and so do items the evidence words otherwise in part ("深色模式和多语言
    界面" over "暗色模式" and "界面语言"). An item named by a synonym of a thing the evidence states in another
    clause still blocks ("樱花、银杏和枫树" over "种有樱花。也种有银杏。还能看到红枫。").

    Fix: list only the items the evidence states, or cite the evidence that states the rest.
    """

    code = "FE025"
    family = "FE"
    message = "the sentence lists \u201c{item}\u201d with {stated}; the evidence states {stated}, not \u201c{item}\u201d"
    hint = "list only what the evidence states ({stated}), or cite the evidence that states \u201c{item}\u201d"


ITEM_NOT_IN_EVIDENCE = ItemNotInEvidence()
RULES: tuple[Rule, ...] = (ITEM_NOT_IN_EVIDENCE,)

# An item is read up to this many words; a longer stretch is a clause, not an item.
MAX_ITEM_WORDS = 4
# A first item whose start the text does not mark is read by its last words (the head and one word before it).
_MAX_OPENING_WORDS = 2

# Where a clause ends; a point inside a figure (2.5.0) ends nothing.
_CLAUSE_BREAK = re.compile(r"[,，;；:：。!?！？()（）\[\]【】\"“”「」『』\n]|\.(?!\w)")
_CHINESE_SEPARATORS = frozenset({"和", "及", "以及", "、"})
# Words that end a Chinese item: where a list of modifiers meets its head (X和Y的Z), "and so on", and the aspect
# particles after which the stretch is a clause (李四获得了金奖).
_CHINESE_ITEM_END = frozenset({"的", "等", "等等"})
_CHINESE_CLAUSE_MARKS = frozenset({"了", "着", "过"})
# Words after which a list begins (副作用包括|头痛、恶心).
_LIST_OPENERS = frozenset({"包括", "包含", "涵盖", "含", "有", "如", "例如", "比如", "诸如", "新增", "推出", "提供"})
# A figure or a Latin name in an item: the number and name gates read it.
_FIGURE_OR_LATIN = re.compile(r"[0-9A-Za-z\uff10-\uff19\uff21-\uff3a\uff41-\uff5a〇零一二两三四五六七八九十百千万亿几]")


@dataclass(frozen=True, slots=True)
class Item:
    """One item of a list; ``whole`` is false for a first item whose start the text does not mark."""

    text: str
    whole: bool


def listed_items(text: str) -> tuple[tuple[Item, ...], ...]:
    """The coordinated lists of ``text``, each as its items in order."""
    if text.isascii() or not HAN_CHARACTER.search(text):  # an ASCII text holds no Chinese: the cheaper test first
        return ()
    lists = [_chinese_list(clause) for clause in _CLAUSE_BREAK.split(text)]
    return tuple(items for items in lists if len(items) > 1)


def _chinese_list(clause: str) -> tuple[Item, ...]:
    parts = list(words(clause.strip()))
    cuts = [index for index, word in enumerate(parts) if word in _CHINESE_SEPARATORS]
    if not cuts:
        return ()
    groups = [parts[start + 1:end] for start, end in zip([-1, *cuts], [*cuts, len(parts)])]
    first, *middle, last = groups
    opening = _chinese_opening(first)
    items = [opening] if opening else []
    items += [_chinese_middle(group) for group in middle if group]
    ending = _chinese_ending(last)
    if ending is not None:
        items.append(ending)
    return tuple(items)


def _chinese_opening(group: list[str]) -> Item | None:
    """The first item: the words after the last function word or list opener (新增了|暗色模式, 包括|头痛), or from the
    clause's start when they are few (北京|、上海); otherwise its last words, which the evidence must state but which
    may not be all of it."""
    start = max((index + 1 for index, word in enumerate(group) if _ends_before_item(word)), default=0)
    if start and any(character.isdigit() for character in group[start - 1]):
        start -= 1  # 长1200米、设14个弯道: a measure word after a figure is the figure's, no item of its own
    item = group[start:]
    if not item:
        return None
    whole = len(item) <= (MAX_ITEM_WORDS if start else _MAX_OPENING_WORDS)
    return Item("".join(item[-_MAX_OPENING_WORDS:] if not whole else item), whole)


def _ends_before_item(word: str) -> bool:
    return (word in CHINESE_FUNCTION_WORDS or word in _CHINESE_ITEM_END or word in _LIST_OPENERS
            or not HAN_CHARACTER.search(word))


def _chinese_middle(group: list[str]) -> Item:
    """An item between two separators, read whole unless it is long or runs into a clause."""
    return Item("".join(group), len(group) <= MAX_ITEM_WORDS and _CHINESE_CLAUSE_MARKS.isdisjoint(group))


def _chinese_ending(group: list[str]) -> Item | None:
    """The last item: the words up to the clause's end, 的 or 等; none when the words run into a clause (了, 着)."""
    item = []
    for word in group:
        if word in _CHINESE_ITEM_END:
            break
        if word in _CHINESE_CLAUSE_MARKS:
            return None
        item.append(word)
    if not item or len(item) > MAX_ITEM_WORDS:
        return None
    return Item("".join(item), True)


# Pronouns point back to a thing the sentence names; they are no item the evidence must write (郑秀兰和她的学员).
_PRONOUNS = frozenset({"他", "她", "它", "他们", "她们", "它们", "其", "我们", "自己", "本人", "对方"})


def _checkable(item: Item) -> bool:
    """Whether the evidence must state the item in words: it holds no figure, date or Latin name, and is no
    pronoun."""
    return item.whole and not _FIGURE_OR_LATIN.search(item.text) and item.text not in _PRONOUNS


def _found(term: str, evidence: Evidence) -> bool:
    """Whether the evidence has ``term``; a Chinese term wherever the evidence writes it."""
    return term in evidence.terms or (not term.isascii() and evidence.find_folded(fold(term)) is not None)


def _share_found(item: Item, evidence: Evidence) -> float | None:
    terms = word_terms(item.text)
    if not terms:
        return None
    return sum(_found(term, evidence) for term in terms) / len(terms)


@dataclass(frozen=True, slots=True)
class Clause:
    """A clause of the evidence and how many things it lists (one when it lists nothing)."""

    folded: str
    terms: frozenset[str]
    listed: int


def evidence_clauses(text: str) -> tuple[Clause, ...]:
    """The clauses of an evidence passage with the number of things each lists."""
    return tuple(Clause(fold(clause), word_terms(clause), max(1, len(_chinese_list(clause))))
                 for clause in _CLAUSE_BREAK.split(text) if HAN_CHARACTER.search(clause))


def _states(clause: Clause, item: Item) -> bool:
    return all(term in clause.terms or (not term.isascii() and fold(term) in clause.folded)
               for term in word_terms(item.text))


def _listed_by_evidence(stated: list[Item], evidence: Evidence) -> int:
    """How many things the evidence lists where it states ``stated``: the sum over the clauses stating them, one for
    an item whose words the evidence spreads over several clauses."""
    listed: dict[int, int] = {}
    for item in stated:
        clause = next((clause for passage in evidence.passages for clause in passage.feature(evidence_clauses)
                       if _states(clause, item)), None)
        listed[id(clause or item)] = clause.listed if clause else 1
    return sum(listed.values())


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    for items in statement.feature(listed_items):
        shares = [_share_found(item, evidence) for item in items]
        stated = [item for item, share in zip(items, shares) if share == 1]
        added = [item for item, share in zip(items, shares)
                 if share is not None and share < 0.5 and _checkable(item)]
        if stated and added and _listed_by_evidence(stated, evidence) < len(items):
            return [ITEM_NOT_IN_EVIDENCE.finding(
                sentence=statement.text, span=statement.span, evidence=evidence.closest(statement.terms).ref,
                item=added[0].text, stated=", ".join(f"\u201c{item.text}\u201d" for item in stated),
            )]
    return _clause_added(statement, evidence) or _relative_clause_added(statement, evidence)


# A Chinese clause joined to the one before it as a further act of the same subject: "，并各被处以罚款", "，并且…".
_JOINED_CLAUSE = re.compile(r"(?P<before>[^，,；;。]+)[，,]\s*并(?:且|已)?(?P<added>[^，,；;。!?！？]+)")
# A joined clause is read when it has at least this many terms: fewer say too little to be a detail of its own; and
# when the evidence states this share of the terms of the clause before it (已 and 其 come and go in a restatement).
_ADDED_CLAUSE_TERMS = 2
_BEFORE_STATED = 0.75


def _clause_added(statement: Statement, evidence: Evidence) -> list[Finding]:
    """A clause joined with 并 after one the evidence states (nearly every term), none of whose own terms it states:
    "已被责令限期整改，并各被处以罚款" over "已责令其限期整改" adds a fine no source gives."""
    if "并" not in statement.text:
        return []
    for joined in _JOINED_CLAUSE.finditer(statement.text):
        before, added = Item(joined["before"], True), Item(joined["added"], True)
        terms = word_terms(added.text)
        if len(terms) >= _ADDED_CLAUSE_TERMS and _checkable(added) and _share_found(added, evidence) == 0 \
                and (_share_found(before, evidence) or 0.0) >= _BEFORE_STATED:
            return [_added_to(statement, evidence, added.text, before.text)]
    return []


def _added_to(statement: Statement, evidence: Evidence, added: str, before: str) -> Finding:
    """The finding for a clause ``added`` after words ``before`` the evidence states."""
    return ITEM_NOT_IN_EVIDENCE.finding(sentence=statement.text, span=statement.span,
                                        evidence=evidence.closest(statement.terms).ref, item=added,
                                        stated=f"\u201c{before}\u201d")


# An English relative clause telling what a thing is or has: "a level 1.5 km route that is suitable for wheelchair
# users", ", which has free parking". Read to the clause's end.
_RELATIVE_CLAUSE = re.compile(r"(?:,\s*which|\s+that|,\s*who|\s+who)\s+(?:is|are|was|were|has|have|had)\s+"
                              r"(?P<added>[^,;.!?()\[\]]+)")
# Up to the last break before a relative clause: what it is told of runs from there ("1.5 km" holds no break).
_TO_LAST_BREAK = re.compile(r".*(?:[,;]|\.(?!\d))", re.DOTALL)
# A relative clause is read when it has at least this many terms of its own: fewer say too little to be a detail.
_RELATIVE_CLAUSE_TERMS = 3


def _relative_clause_added(statement: Statement, evidence: Evidence) -> list[Finding]:
    """An English relative clause ("that is suitable for wheelchair users") with no figure, after words the evidence
    states (nearly every term), none of whose own three or more terms it states: a detail no source gives."""
    text = statement.text
    if not text.isascii() or not _RELATIVE_WORDS.may_match(text):
        return []
    for found in _RELATIVE_CLAUSE.finditer(text):
        last_break = _TO_LAST_BREAK.match(text, 0, found.start())
        before = Item(text[last_break.end() if last_break else 0:found.start()], True)
        added = Item(found["added"], True)
        own = word_terms(added.text) - word_terms(before.text)
        if len(own) >= _RELATIVE_CLAUSE_TERMS and not _DIGIT.search(added.text) \
                and not any(_found(term, evidence) for term in own) \
                and (_share_found(before, evidence) or 0.0) >= _BEFORE_STATED:
            return [_added_to(statement, evidence, added.text.strip(), before.text.strip())]
    return []


# A figure in a relative clause leaves it to the number gates.
_DIGIT = re.compile(r"\d")
# The words opening a relative clause: a text holding none holds none.
_RELATIVE_WORDS = WholeWordScreen("that", "which", "who")

