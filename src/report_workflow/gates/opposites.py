"""FP opposites: a word must not be turned into its opposite ("local" for "from elsewhere", 本地 for 外地).

"约六成来源于本地" over "约百分之六十来源于外地" keeps the figure, the thing and the verb; only one word of a pair whose
two words exclude each other changed, and no negation or direction word was written for the other gates to read.
"""

from __future__ import annotations

import re

from .base import Finding, Rule
from .inputs import Evidence, Statement
from .phrases import Marks, mentions_any


class OppositeWord(Rule):
    """The sentence uses one word of a pair of opposites where the evidence uses only the other.

    What it does: reads the words of pairs that exclude each other (本地 and 外地, 国内 and 国外 or 境外, 室内 and 室外 or
    户外, 公立 and 私立, 城镇 and 农村, 进口 and 出口, 上游 and 下游, 线上 and 线下, 全职 and 兼职, 批发 and 零售, 单独 or 独自
    and 陪同; indoor and outdoor, domestic and foreign or international, public and private, urban and rural, imports
    and exports, upstream and downstream, online and offline, full-time and part-time, wholesale and retail, permanent
    and temporary, inbound and outbound, unaccompanied and accompanied). It blocks when the sentence writes one word
    of a pair and not the other, no cited passage writes that word, and a cited passage writes its opposite. A word
    denied (非本地, 无需陪同, "non-local", "not public") or joined with its opposite (国内外, "indoor and outdoor") is not
    read.

    Why it matters: "six in ten samples came from local populations" over "from elsewhere" keeps every figure and
    name of the study and reverses its finding.

    Example: evidence "采集的黄蜻样本中约百分之六十来源于外地。", sentence "黄蜻样本中约百分之六十来源于本地。" blocks;
    "黄蜻样本约六成来自外地。" passes.

    Fix: use the word the evidence uses.
    """

    code = "FP018"
    family = "FP"
    message = "the sentence says \u201c{word}\u201d, but the evidence says \u201c{opposite}\u201d"
    hint = "use the evidence's word: \u201c{opposite}\u201d"


OPPOSITE_WORD = OppositeWord()
RULES: tuple[Rule, ...] = (OPPOSITE_WORD,)

_PAIRS = (
    ("本地", "外地"), ("国内", "国外"), ("国内", "境外"), ("境内", "境外"), ("室内", "室外"), ("室内", "户外"),
    ("公立", "私立"), ("城镇", "农村"), ("进口", "出口"), ("上游", "下游"), ("线上", "线下"), ("全职", "兼职"),
    ("批发", "零售"), ("单独", "陪同"), ("独自", "陪同"),
    ("indoor", "outdoor"), ("domestic", "foreign"), ("domestic", "international"), ("public", "private"),
    ("urban", "rural"), ("imports", "exports"), ("imported", "exported"), ("upstream", "downstream"),
    ("online", "offline"), ("full-time", "part-time"), ("wholesale", "retail"), ("permanent", "temporary"),
    ("inbound", "outbound"), ("unaccompanied", "accompanied"),
)
# A word denied before it (非本地, 无需导游陪同, "non-local", "not public") or joined with its opposite (国内外, 室内外,
# "indoor and outdoor", "public or private"): neither side is stated.
_DENIED_BEFORE = re.compile(r"(?:非|不是|并非|\bnon-?|\bnot\s+|\bno\s+)\Z|(?:无需|无须|不需要?|不必|不用)[\u4e00-\u9fff]{0,3}\Z",
                            re.IGNORECASE)
_JOINED_BEFORE = re.compile(r"(?:\b(?:and|or)|[&/])\s*\Z", re.IGNORECASE)
_JOINED_AFTER = re.compile(r"\s*(?:(?:and|or)\b|[&/])|外", re.IGNORECASE)


def _written(text: str, word: str) -> bool:
    """Whether ``text`` states ``word`` (a whole English word, any run of Chinese), neither denied nor joined with its
    opposite."""
    pattern = rf"(?<![\w-]){re.escape(word)}(?![\w-])" if word.isascii() else re.escape(word)
    for match in re.finditer(pattern, text, re.IGNORECASE):
        before, after = text[max(0, match.start() - 5):match.start()], text[match.end():match.end() + 5]
        if _DENIED_BEFORE.search(before) or _JOINED_BEFORE.search(before) or _JOINED_AFTER.match(after):
            continue
        return True
    return False


# Every word of a pair: a cheap screen, then one search that tells which pairs a text may state at all.
_WORDS = tuple(word for pair in _PAIRS for word in pair)
_MARKS = Marks(*_WORDS)
_ANY_WORD = re.compile("|".join(sorted({re.escape(word) for word in _WORDS}, key=len, reverse=True)), re.IGNORECASE)


def opposites_written(text: str) -> tuple[tuple[str, str], ...]:
    """Each (word, opposite) of ``_PAIRS`` whose word ``text`` states and whose opposite it does not."""
    if not mentions_any(text, _MARKS):
        return ()
    present = {match.group().lower() for match in _ANY_WORD.finditer(text)}
    found = []
    for first, second in _PAIRS:
        for word, opposite in ((first, second), (second, first)):
            if word in present and _written(text, word) and not _written(text, opposite):
                found.append((word, opposite))
    return tuple(found)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    for word, opposite in statement.feature(opposites_written):
        if any(_written(passage.text, word) for passage in evidence.passages):
            continue
        passage = next((passage for passage in evidence.passages if _written(passage.text, opposite)), None)
        if passage is not None:
            return [OPPOSITE_WORD.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                          word=word, opposite=opposite)]
    return []
