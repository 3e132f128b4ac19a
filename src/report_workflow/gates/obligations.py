"""FD obligations: a ban must not be told as advice, nor advice as a ban; a duty must not be told as a suggestion.

"主办方不建议使用高压水枪" keeps every word of "活动期间，禁止使用高压水枪" but the force of the rule: a ban became a
suggestion, and a reader takes away that the water gun is only frowned on. "Visitors must not bring dogs" over
"Visitors are advised not to bring dogs" turns advice into a rule. No figure or name moved.
"""

from __future__ import annotations

import re

from ..text import content_terms
from .additions import listed_items
from .base import Finding, Rule, excerpt
from .inputs import Evidence, Statement
from .lexicon import WholeWordScreen, holds_chinese
from .phrases import Marks, mentions_any


class ObligationChanged(Rule):
    """The sentence gives a rule another force than the evidence: a ban as advice against, advice against as a
    ban, a requirement as a recommendation, or a recommendation as a requirement.

    What it does: reads the force each clause gives what it asks: forbidden (prohibited, banned, "must not", 禁止,
    严禁, 不得, 不准), advised against ("advised not to", discouraged, "not recommended", 不建议, 不鼓励, 不宜, 不提倡),
    required (must, "required to", mandatory, compulsory, 必须, 务必, 强制) or recommended (recommended, "advised to",
    encouraged, "urged to", 建议, 鼓励, 提倡, 倡导). A rule no longer in force ("no longer banned", "not required",
    不再禁止, 无须) has none. A sentence clause blocks when the evidence clause sharing the most of what it asks (two
    words at least, the force's own words aside) asks it on the same side (against it, or for it) with the other
    force, and no evidence clause sharing as many gives it the sentence's force. Each item of a Chinese list a ban or
    a requirement names (严禁燃放烟花爆竹和焚烧纸钱) is read as asked on its own too, and what a recommendation asks to be
    done instead of (倡导以鲜花祭扫代替焚烧纸钱, "encouraged to walk instead of driving") as advised against.

    Why it matters: whether a thing is banned or only discouraged, required or only recommended, is what a reader
    acts on; every word of the act survives the change.

    Example: evidence "活动期间，禁止使用高压水枪。", sentence "主办方不建议使用高压水枪。" blocks; "主办方禁止使用
    高压水枪。" passes.

    Fix: give the rule the force the evidence gives it.
    """

    code = "FD006"
    family = "FD"
    message = "the sentence {claimed} \u201c{act}\u201d; the evidence {given} it"
    hint = "say that it is {given_plain}, as the evidence does"


OBLIGATION_CHANGED = ObligationChanged()
RULES: tuple[Rule, ...] = (OBLIGATION_CHANGED,)

# The force of a rule, and the side it asks on: against the act (forbidden, advised against) or for it.
_FORCES = {
    "forbidden": re.compile(
        r"\b(?:prohibit(?:s|ed)?|ban(?:s|ned)?|forbid(?:s|den)?|not (?:allowed|permitted)|must not|mustn't|shall not"
        r"|barred)\b|禁止|严禁|不得|不准|不许|不允许", re.IGNORECASE),
    "advised against": re.compile(
        r"\b(?:advised not to|advises? against|advised against|discourag(?:es|ed)|not recommended|recommends? against"
        r"|recommended against|urged not to|asked not to)\b|不建议|不鼓励|不宜|不提倡|劝阻", re.IGNORECASE),
    "required": re.compile(r"\b(?:must(?! not)|required to|(?:is|are) required|mandatory|compulsory|obliged to)\b"
                           r"|必须|务必|强制", re.IGNORECASE),
    "recommended": re.compile(r"\b(?:recommend(?:s|ed)?(?! against)|advised to|encouraged|urged to)\b"
                              r"|(?<!不)(?:建议|鼓励|提倡|倡导)", re.IGNORECASE),
}
_AGAINST = frozenset({"forbidden", "advised against"})
_SAYS = {"forbidden": "forbids", "advised against": "advises against", "required": "requires",
         "recommended": "recommends"}
# A rule told as no longer or not in force: "no longer banned", "not required", 不再禁止, 无须, 不必.
_LIFTED = re.compile(r"\b(?:no longer|not|never|lifted|lifts|lift)\s+(?:\w+\s+)?(?:required|mandatory|compulsory|"
                     r"banned|prohibited|forbidden)\b|不再|取消|解除|无须|无需|不必|不用", re.IGNORECASE)
_MARKS = Marks("prohibit", "ban", "forbid", "not allowed", "not permitted", "must", "shall not", "barred", "advise",
               "discourag", "recommend", "urged", "asked not", "required", "mandatory", "compulsory", "obliged",
               "encouraged", "禁止", "严禁", "不得", "不准", "不许", "不允许", "建议", "鼓励", "不宜", "提倡", "劝阻", "必须", "务必",
               "强制", "倡导")
# A whole word of each English force: text without Chinese gives a rule a force only where it holds one of these, a
# set test on the split of its words every screen shares.
_FORCE_WORDS = WholeWordScreen(
    "prohibit", "prohibits", "prohibited", "ban", "bans", "banned", "forbid", "forbids", "forbidden", "allowed",
    "permitted", "must", "mustn", "shall", "barred", "advise", "advises", "advised", "discourages", "discouraged",
    "recommend", "recommends", "recommended", "urged", "asked", "required", "mandatory", "compulsory", "obliged",
    "encouraged")
_SHARED = 2
# A clause, between marks of punctuation only: "against" in "advise against using" joins, it does not break.
_CLAUSE = re.compile(r"[^,;:，；：。!?！？\n]+")


def asks(text: str) -> tuple[tuple[str, frozenset[str], str], ...]:
    """Each (force, terms of what it asks, clause) of ``text``'s clauses giving a rule one force (see
    ``ObligationChanged``); a clause giving two forces, or a rule lifted, gives none."""
    if not ((holds_chinese(text) or _FORCE_WORDS.may_match(text)) and mentions_any(text, _MARKS)):
        return ()
    found = []
    for piece in _CLAUSE.finditer(text):
        clause = piece.group()
        forces = {force for force, pattern in _FORCES.items() if pattern.search(clause)}
        if len(forces) != 1 or _LIFTED.search(clause):
            continue
        force = forces.pop()
        act = content_terms(_FORCES[force].sub(" ", clause))
        if force == "recommended" and (instead := _INSTEAD_OF.search(clause)):
            force, act = "advised against", content_terms(clause[instead.end():])  # 倡导以鲜花祭扫代替焚烧纸钱
        if act:
            found.append((force, act, clause.strip()))
        if force in ("forbidden", "required"):
            found += [(force, terms, item.text) for items in listed_items(clause) for item in items
                      if len(terms := content_terms(item.text)) >= _SHARED]
    return tuple(found)


# What a recommendation asks to be done instead of, which it advises against: 倡导以鲜花祭扫代替焚烧纸钱, "encouraged to
# walk instead of driving".
_INSTEAD_OF = re.compile(r"代替|替代|取代|\binstead of\b|\brather than\b", re.IGNORECASE)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    claimed = statement.feature(asks)
    if not claimed:
        return []
    given = [(told, passage) for passage in evidence.passages for told in passage.feature(asks)]
    for force, act, clause in claimed:
        sided = [(len(act & told[1]), told, passage) for told, passage in given
                 if (told[0] in _AGAINST) == (force in _AGAINST)]
        if not sided:
            continue
        best, (their_force, _, their_clause), passage = max(sided, key=lambda share: share[0])
        if best < _SHARED or their_force == force \
                or any(share >= best and told[0] == force for share, told, _ in sided):
            continue
        return [OBLIGATION_CHANGED.finding(
            sentence=statement.text, span=statement.span, evidence=passage.ref, claimed=_SAYS[force],
            act=excerpt(clause.strip(" ."), 80), given=_SAYS[their_force], given_plain=their_force)]
    return []
