"""What is written just before a figure and changes what it means.

A prefix qualifies the figure: a bound ("more than", "不超过", "<"), an approximation ("about", "约", "~"), a
currency ("$", "RMB"), the opener of a range ("between", "from"), or a minus sign before a currency
("-$5"). A name says the figure names rather than measures: a month ("May 1"), FY, or a word such as
"Table", "ISO" or "表". Both are found with one anchored match against the lower-cased text before the
figure read backwards, and only when the word just before the figure can end one of them at all.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable
from typing import NamedTuple

from report_workflow.text.dates import MONTHS
from report_workflow.text.units import CURRENCY_PREFIXES, Unit, currency

_ASCII_LETTERS = frozenset(string.ascii_letters)

# Words of comparison that a negation before them turns into the opposite bound, closed: "not less than 2.4 m" and
# 不得低于90分钟 are at least, "shall not be more than 10 s" and 不应大于5秒 at most.
_ABOVE = ("more than", "greater than", "higher than", "larger than", "longer than", "bigger than", "older than")
_BELOW = ("less than", "fewer than", "lower than", "smaller than", "shorter than", "younger than")
# A label's "Do not take more than 8 tablets" is at most 8, as "not more than 8" is.
_NEGATIONS = ("no ", "not ", "not be ", "not take ", "not give ", "not use ")
# "just over 14.6 million", "slightly below 3%": a bound the figure lies close to, read as approximate, as 多 and 余
# after a Chinese figure are (1460万多吨).
_NEAR_ABOVE = ("just over", "just above", "just more than", "a little over", "a little above", "a little more than",
               "slightly over", "slightly above", "slightly more than")
_NEAR_BELOW = ("just under", "just below", "just less than", "just shy of", "a little under", "a little below",
               "a little less than", "slightly under", "slightly below", "slightly less than")
NEAR_BOUNDS = frozenset(_NEAR_ABOVE + _NEAR_BELOW)
# "attachments exceed 25 MB" is more than 25 MB; "did not exceed 25 MB" at most 25 MB.
_EXCEED = ("exceed", "exceeds", "exceeded")
_NOT_BEFORE_EXCEED = ("not ", "never ", "cannot ", "didn't ", "doesn't ", "don't ", "won't ", "can't ", "mustn't ")
_CHINESE_ABOVE = ("大于", "超过", "高于", "多于")
_CHINESE_BELOW = ("小于", "低于", "少于")
_CHINESE_NEGATIONS = ("不", "不应", "不得", "不宜", "不能", "不可", "不会", "不要", "未", "均不", "勿")


# A Chinese limit often stands before the verb it limits: 最多服用4次, 至少需要3天, 最高可达40℃, 最多可获3000元.
_CHINESE_AT_MOST = ("至多", "最多", "最高")
_CHINESE_AT_LEAST = ("至少", "最少", "起码")
_CHINESE_LIMITED_VERBS = ("", "可", "可达", "可以", "能", "服用", "使用", "需", "需要", "要", "应", "可获", "可获得",
                          "可领取", "可享受", "可补贴", "可报销")


# "as long as six weeks", "as high as 40%": the most a figure reaches
_AS_GREAT_AS = tuple(f"as {word} as" for word in ("long", "high", "far", "large", "great", "big", "deep", "tall",
                                                   "heavy", "wide", "old"))


def _prefixed(prefixes: tuple[str, ...], words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(prefix + word for prefix in prefixes for word in words)


BOUNDS = {
    **dict.fromkeys((*_BELOW, *_NEAR_BELOW, "under", "below", "<", "不到", "不足", "不满", "未满",
                     *_CHINESE_BELOW),
                    "lt"),
    **dict.fromkeys(("up to", "at most", *_prefixed(_NEGATIONS, _ABOVE), *_prefixed(_NOT_BEFORE_EXCEED, _EXCEED),
                     "not exceeding", "not to exceed",
                     "a maximum of", "maximum of", "capped at", "a cap of", "limited to", "restricted to", "as much as",
                     "as many as",
                     *_AS_GREAT_AS,
                     "≤", "<=", "⩽", "≦",
                     *_prefixed(_CHINESE_NEGATIONS, _CHINESE_ABOVE),
                     *_prefixed(_CHINESE_AT_MOST, _CHINESE_LIMITED_VERBS)), "le"),
    **dict.fromkeys((*_ABOVE, *_NEAR_ABOVE, "over", "past", "above", *_EXCEED, "exceeding",
                     "in excess of", ">", "逾", *_CHINESE_ABOVE), "gt"),
    **dict.fromkeys(("at least", *_prefixed(_NEGATIONS, _BELOW), "a minimum of", "minimum of", "upwards of",
                     "as low as", "as little as", "as few as", "≥", ">=", "⩾", "≧",
                     *_prefixed(_CHINESE_NEGATIONS, _CHINESE_BELOW),
                     *_prefixed(_CHINESE_AT_LEAST, _CHINESE_LIMITED_VERBS)), "ge"),
}
APPROXIMATE = ("about", "around", "approximately", "approx.", "approx", "roughly", "nearly", "almost", "close to",
               "some", "circa", "ca.", "an estimated", "~", "≈", "∼", "约", "约为", "约占", "大约", "大概", "将近", "接近", "近",
               "差不多")
# 近 in 最近/附近 and 约 in 节约/签约 are not "about".
_NOT_APPROXIMATE_AFTER = {"近": "最附", "约": "节签合条预制公契特简婚"}
NAMING_WORDS = (
    "iso", "iec", "rfc", "cve", "isbn", "doi", "din", "astm", "ieee", "gb", "gb/t", "section", "sections", "sec.",
    "table", "tables", "tab.", "figure", "figures", "fig.", "figs.", "page", "pages", "p.", "pp.", "chapter",
    "ch.", "appendix", "annex", "article", "art.", "clause", "item", "items", "step", "steps", "version", "ver.",
    "v.", "no.", "nos.", "number", "line", "lines", "row", "rows", "column", "columns", "col.", "eq.",
    "equation", "exhibit", "schedule", "part", "vol.", "issue", "edition", "phase", "stage", "tier", "type",
    "class", "model", "room", "route", "lot", "paragraph", "para.", "rule", "note", "footnote", "slide", "task",
    "question", "case", "grade", "exercise", "problem", "表", "图", "附录", "附表", "附件", "公式",
)


def _reversed_alternatives(options: Iterable[str], not_preceded_by: dict[str, str] | None = None) -> str:
    """An alternation matching any of ``options`` read backwards, so that a prefix is one anchored match."""
    parts = []
    for option in sorted({option.lower() for option in options}, key=len, reverse=True):
        pattern = re.escape(option[::-1]).replace("\\ ", r"\s+")
        if option[0] in _ASCII_LETTERS:
            pattern += "(?![A-Za-z])"
        elif not_preceded_by and option in not_preceded_by:
            pattern += f"(?![{not_preceded_by[option]}])"
        parts.append(pattern)
    return "|".join(parts)


_BEHIND = re.compile(
    r"[ \t\u00a0]*(?:"
    rf"(?P<month>\.?(?:{_reversed_alternatives(MONTHS)}))|(?P<fy>yf|yc)(?![a-z])"
    rf"|(?P<keyword>{_reversed_alternatives(NAMING_WORDS)})"
    rf"|(?:(?P<currency>{_reversed_alternatives(CURRENCY_PREFIXES)})(?:(?P<sign>-)(?![a-z0-9]))?[ \t\u00a0]*)?"
    rf"(?:(?P<approx>{_reversed_alternatives(APPROXIMATE, _NOT_APPROXIMATE_AFTER)})[ \t\u00a0]*)?"
    rf"(?:(?P<bound>{_reversed_alternatives(BOUNDS)})[ \t\u00a0]*)?"
    r"(?:(?P<opener>neewteb|morf)(?![a-z]))?)"
)


class Name(NamedTuple):
    """A word naming the figure after it: a month (May 1), FY (FY 2023) or a naming word (Table 3)."""

    kind: str  # "month", "fy" or "keyword"
    length: int  # characters from the start of the name to the figure
    month: int = 0
    spaced: bool = True  # a space separates the name from the figure


class Prefix(NamedTuple):
    """What qualifies the figure after it: a currency, "about", "more than", "between"."""

    length: int = 0  # characters it takes before the figure, without an opener ("between", "from")
    opener_length: int = 0  # the same with the opener, used when a range follows
    bound: str | None = None  # lt, le, gt or ge
    approximate_word: str | None = None
    currency: Unit | None = None
    opener: str | None = None
    negative: bool = False  # -$5
    bound_word: str | None = None


NO_PREFIX = Prefix()


def _last_parts(options: Iterable[str]) -> frozenset[str]:
    """The last word of each option, or its last character when it ends in neither a letter nor a full stop."""
    parts = set()
    for option in options:
        option = option.lower()
        ends_in_word = option[-1] == "." or option[-1] in _ASCII_LETTERS
        parts.add(option.split()[-1].rstrip(".") if ends_in_word else option[-1])
    return frozenset(parts)


# What the text just before a figure must end with for a look-behind to find anything, read backwards.
_ENDINGS = frozenset(part[::-1] for part in _last_parts(
    (*MONTHS, "fy", "cy", *NAMING_WORDS, *CURRENCY_PREFIXES, *APPROXIMATE, *BOUNDS, "between", "from")))
_LAST_PART = re.compile(r"[ \t\u00a0]*\.?([a-z]+|.?)")
_SPACES_DOT_LETTERS = frozenset(" \t\u00a0." + string.ascii_lowercase)


# A figure right before a word of comparison: "480 more than", "£6 less than".
_FIGURE_BEFORE = re.compile(r"\d%?\s+\Z")
# A verb of spreading something out right before "over", which then gives its extent and bounds nothing: "takes place
# over four Saturdays", "is played over two legs", "held over three weekends".
_SPREAD_OVER = re.compile(r"\b(?:(?:takes?|took|taking)\s+place|held|spread|split|staged|played|contested|scheduled"
                          r"|spaced)\s+\Z")


# A verb of adding right before "up to", which then gives a sum and bounds nothing: "two jumps added up to 265.5
# metres", "adds up to £40".
_ADDED_UP = re.compile(r"\badd(?:s|ed|ing)?\s+\Z")


def look_behind(scan: str, lower: str, floor: int, start: int) -> tuple[Name | None, Prefix]:
    """The name or prefix written just before ``start`` (and after ``floor``) in ``scan``.

    ``lower`` is ``scan`` in lower case, of the same length.
    """
    if start <= floor:
        return None, NO_PREFIX
    before = lower[start - 1]
    if before not in _SPACES_DOT_LETTERS and before not in _ENDINGS:
        return None, NO_PREFIX  # what ends just before is this one character, and it ends nothing
    backwards = lower[max(floor, start - 40):start][::-1]
    if _LAST_PART.match(backwards).group(1) not in _ENDINGS:  # type: ignore[union-attr]
        return None, NO_PREFIX  # most words before a figure ("was", "rose", "by") qualify nothing
    found = _BEHIND.match(backwards)
    if found is None or found.lastindex is None:
        return None, NO_PREFIX
    if found.group("month"):
        if not scan[start - found.end()].isupper():
            return None, NO_PREFIX  # "may" is a verb; the month is written May
        name = found.group("month").lstrip(".")[::-1].capitalize()
        return Name("month", found.end(), MONTHS[name], found.end() > len(found.group("month"))), NO_PREFIX
    if found.group("fy") or found.group("keyword"):
        return Name("fy" if found.group("fy") else "keyword", found.end()), NO_PREFIX
    if found.group("bound") and _FIGURE_BEFORE.search(lower, max(0, start - found.end("bound") - 16),
                                                       start - found.end("bound")):
        return None, NO_PREFIX  # "480 more than three months earlier": a comparison of the figure before, not a bound
    if found.group("bound") == "revo" and _SPREAD_OVER.search(lower, max(0, start - found.end("bound") - 24),
                                                              start - found.end("bound")):
        return None, NO_PREFIX
    if found.group("bound") == "ot pu" and _ADDED_UP.search(lower, max(0, start - found.end("bound") - 10),
                                                             start - found.end("bound")):
        return None, NO_PREFIX
    ends = [found.end(name) for name in ("currency", "sign", "approx", "bound") if found.group(name)]
    length = max(ends) if ends else 0
    written_currency, approximate, bound, opener = found.group("currency", "approx", "bound", "opener")
    bound_words = " ".join(bound[::-1].split()) if bound else None
    return None, Prefix(
        length, found.end("opener") if opener else length, BOUNDS[bound_words] if bound_words else None,
        approximate[::-1] if approximate else (bound_words if bound_words in NEAR_BOUNDS else None),
        currency(CURRENCY_PREFIXES[written_currency[::-1].upper()]) if written_currency else None,
        opener[::-1] if opener else None, bool(found.group("sign")), bound_words)
