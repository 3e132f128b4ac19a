"""Cue words the polarity, strength and quote gates read, in English and Chinese.

The lists are short on purpose: each word is one a reader would point at when saying "the source said the
opposite" or "the source was less sure". Words that merely contain a cue (不断, 未来, 非常, 平均) are listed as
exceptions so they never count.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# --- negation ------------------------------------------------------------------------------------------------

ENGLISH_NEGATIONS = (
    "not", "no", "never", "none", "nobody", "nothing", "neither", "nor", "without", "cannot", "no longer",
    "n't", "fail to", "failed to", "fails to", "lack", "lacks", "lacked",
)
CHINESE_NEGATIONS = ("不再", "并非", "并未", "从未", "尚未", "没有", "毫无", "不", "没", "未", "无", "非", "别")
# Words that contain a Chinese negation character but do not negate the statement.
CHINESE_NON_NEGATIONS = (
    "不断", "不少", "不同", "不仅", "不过", "不足", "不久", "不错", "不如", "不但", "不管", "不论", "不得不", "不禁",
    "不外乎", "无论", "无数", "无疑", "无限", "未来", "非常", "非凡", "是非", "除非", "莫非", "无人机", "无线", "无机",
    "非洲", "并非不", "差不多", "了不起", "不光", "无须", "不一定",
)

_ENGLISH_NEGATION = re.compile(
    r"(?<![\w'])(?:" + "|".join(re.escape(word) for word in ENGLISH_NEGATIONS if word != "n't") + r")(?![\w'])"
    r"|n't\b",
    re.IGNORECASE,
)
_CHINESE_NON_NEGATION = re.compile("|".join(re.escape(word) for word in CHINESE_NON_NEGATIONS))
_CHINESE_NEGATION = re.compile("|".join(re.escape(word) for word in CHINESE_NEGATIONS))
# "no" in "No. 5", "not only", "no doubt" and "no less than" do not negate the claim.
_ENGLISH_NON_NEGATION = re.compile(
    r"\bno\.\s*\d|\bnot only\b|\bno doubt\b|\bnot least\b|\bno (?:less|more|fewer) than\b|\bnothing but\b",
    re.IGNORECASE,
)


def negation_cues(text: str) -> tuple[str, ...]:
    """The negation words in ``text`` (English and Chinese), in order."""
    excluded: set[int] = set()
    for pattern in (_ENGLISH_NON_NEGATION, _CHINESE_NON_NEGATION):
        for match in pattern.finditer(text):
            excluded.update(range(match.start(), match.end()))
    cues = [
        (match.start(), match.group(0).lower())
        for pattern in (_ENGLISH_NEGATION, _CHINESE_NEGATION)
        for match in pattern.finditer(text)
        if match.start() not in excluded
    ]
    return tuple(word for _, word in sorted(cues))


# --- direction -----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Direction:
    """A direction cue: which scale it moves on (``axis``), which way (+1/-1), where, and the word."""

    axis: str
    sign: int
    start: int
    word: str


# axis -> (upward words, downward words), English and Chinese. A word belongs to one axis only, so "faster"
# never contradicts "lower" (latency): they move on different scales.
DIRECTIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "magnitude": (
        ("increase", "increased", "increases", "increasing", "rise", "rises", "rose", "risen", "rising", "grow",
         "grows", "grew", "grown", "growing", "gain", "gained", "climb", "climbed", "climbs", "jump", "jumped",
         "surge", "surged", "soar", "soared", "boost", "boosted", "raise", "raised", "raises", "higher", "more",
         "greater", "exceed", "exceeded", "exceeds", "above", "up",
         "上升", "增加", "增长", "上涨", "回升", "提高", "提升", "攀升", "走高", "增多", "激增", "增大", "高于", "多于", "大于",
         "超过"),
        ("decrease", "decreased", "decreases", "decreasing", "fall", "falls", "fell", "fallen", "falling", "decline",
         "declined", "declines", "declining", "drop", "dropped", "drops", "reduce", "reduced", "reduces", "reducing",
         "cut", "cuts", "lower", "lowered", "lowers", "plunge", "plunged", "slump", "slumped", "less", "fewer",
         "below", "down",
         "下降", "减少", "下滑", "下跌", "回落", "降低", "走低", "减弱", "锐减", "下调", "低于", "少于", "小于"),
    ),
    "size": (
        ("expand", "expanded", "expands", "larger", "bigger", "wider", "longer", "扩大", "扩张"),
        ("shrink", "shrank", "shrunk", "contract", "contracted", "smaller", "narrower", "shorter", "缩小", "萎缩"),
    ),
    "speed": (
        ("accelerate", "accelerated", "accelerates", "accelerating", "faster", "speed up", "加快", "加速", "快于"),
        ("slow", "slowed", "slows", "slowing", "decelerate", "decelerated", "slower", "slow down", "放缓", "减慢",
         "慢于"),
    ),
    "quality": (
        ("improve", "improved", "improves", "improving", "better", "outperform", "outperformed", "outperforms",
         "surpass", "surpassed", "strengthen", "strengthened", "stronger", "改善", "好转", "优于", "好于", "强于",
         "领先"),
        ("worsen", "worsened", "worsens", "worsening", "deteriorate", "deteriorated", "worse", "underperform",
         "underperformed", "underperforms", "trail", "trailed", "weaken", "weakened", "weaker", "恶化", "变差", "劣于",
         "差于", "弱于", "落后", "不及"),
    ),
    "support": (("support", "supports", "supported", "supporting", "favour", "favor", "支持", "赞成", "拥护"),
                ("oppose", "opposes", "opposed", "opposing", "反对")),
    "approval": (("approve", "approved", "approves", "accept", "accepted", "accepts", "批准", "同意", "通过"),
                 ("reject", "rejected", "rejects", "refuse", "refused", "否决", "拒绝", "驳回")),
    "inclusion": (("include", "includes", "included", "including", "包括", "包含"),
                  ("exclude", "excludes", "excluded", "excluding", "排除", "不包括")),
    "permission": (("allow", "allows", "allowed", "permit", "permits", "permitted", "允许", "准许"),
                   ("forbid", "forbids", "forbade", "ban", "banned", "bans", "prohibit", "prohibited", "禁止")),
}


def _direction_table() -> tuple[re.Pattern[str], re.Pattern[str], dict[str, tuple[str, int]]]:
    lookup: dict[str, tuple[str, int]] = {}
    for axis, (ups, downs) in DIRECTIONS.items():
        for sign, group in ((1, ups), (-1, downs)):
            lookup.update((word, (axis, sign)) for word in group)
    english = sorted((word for word in lookup if word.isascii()), key=len, reverse=True)
    chinese = sorted((word for word in lookup if not word.isascii()), key=len, reverse=True)
    english_pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, english)) + r")(?![\w-])", re.IGNORECASE)
    chinese_pattern = re.compile("|".join(map(re.escape, chinese)))
    return english_pattern, chinese_pattern, lookup


_ENGLISH_DIRECTION, _CHINESE_DIRECTION, _DIRECTION_LOOKUP = _direction_table()
# "more than 200", "less than 5 ms", "up to", "cut off": bounds and idioms, not directions.
_NOT_A_DIRECTION = re.compile(
    r"\b(?:more|less|fewer|greater|higher|lower|longer|shorter|larger|smaller|above|below)\s+(?:than\s+)?"
    r"(?:\$|€|£)?\s*\d"
    r"|\b(?:more|less)\s+(?:likely|often|than\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|half)\b)"
    r"|\bup\s+to\b|\bcut\s+off\b|\bset\s+up\b|\bfollow(?:ed|s)?\s+up\b|\bdown\s+to\b|\bmore\s+and\s+more\b"
    r"|\bno\s+more\b|\bonce\s+more\b|\bmore\s+or\s+less\b|\bup\s+and\s+down\b|\bmore\s+than\s+ever\b"
    r"|(?:超过|高于|低于|大于|小于|多于|少于)\s*[\d零〇一二两三四五六七八九十百千万亿]",
    re.IGNORECASE,
)


def direction_cues(text: str) -> tuple[Direction, ...]:
    """The direction words in ``text`` with their axis and sign; bounds such as "more than 200" are skipped."""
    excluded: set[int] = set()
    for match in _NOT_A_DIRECTION.finditer(text):
        excluded.update(range(match.start(), match.end()))
    cues: list[Direction] = []
    for pattern in (_ENGLISH_DIRECTION, _CHINESE_DIRECTION):
        for match in pattern.finditer(text):
            if match.start() in excluded:
                continue
            word = match.group(0).lower()
            axis, sign = _DIRECTION_LOOKUP[word]
            cues.append(Direction(axis, sign, match.start(), word))
    cues.sort(key=lambda cue: cue.start)
    return tuple(cues)


# --- certainty and quantifiers -------------------------------------------------------------------------------

ENGLISH_CERTAINTY = (
    "prove", "proves", "proved", "proven", "proof", "clearly", "definitely", "certainly", "undoubtedly",
    "conclusively", "unquestionably", "undeniably", "demonstrates", "demonstrated", "demonstrate", "always",
    "guarantees", "guaranteed", "beyond doubt", "without doubt", "establishes", "established that",
)
# 显著 is left out: it states a size ("markedly") or statistical significance, not certainty.
CHINESE_CERTAINTY = ("证明", "证实", "确定", "必然", "一定", "肯定", "毫无疑问", "无疑", "显然", "确凿", "必将", "绝对", "充分说明")

ENGLISH_UNIVERSAL = ("all", "every", "everyone", "everybody", "always", "entire", "entirely", "universally",
                     "without exception", "each and every")
CHINESE_UNIVERSAL = ("全部", "所有", "一切", "全体", "一律", "无一例外", "总是", "全都", "均已", "都已", "悉数")
ENGLISH_PARTIAL = ("some", "several", "many", "most", "a few", "few", "certain", "a number of", "part of",
                   "partly", "partially", "majority", "minority", "often", "sometimes", "half", "a quarter",
                   "a third", "roughly half")
CHINESE_PARTIAL = ("部分", "一些", "有些", "某些", "多数", "大多数", "大部分", "少数", "一部分", "不少", "许多", "很多",
                   "个别", "有的", "半数", "若干")


def _word_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
    return re.compile(r"(?<![\w-])(?:" + alternatives + r")(?![\w-])", re.IGNORECASE)


def _plain_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(sorted(map(re.escape, words), key=len, reverse=True)))


_CERTAINTY = (_word_pattern(ENGLISH_CERTAINTY), _plain_pattern(CHINESE_CERTAINTY))
_UNIVERSAL = (_word_pattern(ENGLISH_UNIVERSAL), _plain_pattern(CHINESE_UNIVERSAL))
_PARTIAL = (_word_pattern(ENGLISH_PARTIAL), _plain_pattern(CHINESE_PARTIAL))
# "after all", "all but", "at all", "once and for all", "all-time", "not all": not universal claims.
_NOT_UNIVERSAL = re.compile(r"\bafter all\b|\ball but\b|\bat all\b|\bfor all\b|\ball-time\b|\bnot all\b|\ball in all\b",
                            re.IGNORECASE)


def _find(patterns: tuple[re.Pattern[str], ...], text: str) -> tuple[str, ...]:
    return tuple(match.group(0).lower() for pattern in patterns for match in pattern.finditer(text))


def certainty_cues(text: str) -> tuple[str, ...]:
    """Words that present a statement as certain (proves, clearly, 证明, 必然 ...)."""
    return _find(_CERTAINTY, text)


def universal_cues(text: str) -> tuple[str, ...]:
    """Universal quantifiers (all, every, 全部, 所有 ...), leaving out idioms such as "after all"."""
    return _find(_UNIVERSAL, _NOT_UNIVERSAL.sub(" ", text))


def partial_cues(text: str) -> tuple[str, ...]:
    """Partial quantifiers (some, many, most, 部分, 多数 ...)."""
    return _find(_PARTIAL, text)
