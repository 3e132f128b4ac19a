"""Units written apart from their figures: in a table header ("Revenue (£m)", "营业收入_万元"), in a caption
("（单位：万元）") or in brackets before a figure ("tensile strength (MPa) was 315.2").

A written unit counts only when the quantity parser reads "<number> <unit>" as one measured value, so brackets
that name no unit ("(n=45)", "(0-10)") are left alone. ``with_unit`` writes a figure with its unit the way a
sentence would, so the parser reads a cell or a bracketed figure exactly as if the unit followed it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .quantities import find_quantities
from .units import CURRENCY_PREFIXES

# A unit or scale at the end of a header: in brackets ("Revenue (£m)", "营业收入（单位：万元）") or after an underscore
# ("tensile_strength_MPa"). It counts only when the quantity parser reads "<number> <unit>" as one measured value.
_BRACKETED_UNIT = re.compile(r"(?P<name>.*?)\s*[(（\[]\s*(?:单位\s*[:：]\s*)?(?P<unit>[^()（）\[\]]{1,16}?)\s*[)）\]]\s*")
_SUFFIXED_UNIT = re.compile(r"(?P<name>.+)_(?P<unit>[^_\s]{1,12})")
_PLURAL_SCALE = re.compile(r"\b(thousand|million|billion)s\b", re.IGNORECASE)
# A currency written before the amount: a symbol, or a code before a scale ("USD millions": USD 4.4 million).
_CURRENCY_CODES = "|".join(code for code in CURRENCY_PREFIXES if len(code) == 3 and code.isalpha() and code.isupper())
_CURRENCY_FIRST = re.compile(rf"(?:[A-Z]{{0,2}}\$|[£€¥￥]|(?:{_CURRENCY_CODES})(?=\s+[a-z]))")
# What a Chinese scale counts, after it: 万人, 万台, 亿人次, 万标箱 (twenty-foot containers). The parser reads the scale
# and leaves the counter word.
_COUNTER = re.compile(r"标箱|[人台辆个家所名户套件次只头张部项座艘架册本篇例起箱株棵单笔份票]{1,2}")


@lru_cache(maxsize=4096)
def header_unit(header: str) -> tuple[str, str | None]:
    """A header's name and the unit its cells are in ("Revenue (£m)" -> ("Revenue", "£m"); "Hectares" is its own
    unit), or (header, None)."""
    for pattern in (_BRACKETED_UNIT, _SUFFIXED_UNIT):
        match = pattern.fullmatch(header.strip())
        if match is None or not match.group("name").strip():
            continue
        unit = _singular_scales(match.group("unit"))
        if pattern is _SUFFIXED_UNIT and _is_unit(match.group("name").rsplit("_", 1)[-1]):
            continue  # "flow_l_min" is in litres per minute, not in minutes
        if _is_unit(unit):
            return match.group("name").strip(), unit
    if _is_unit(header.strip()) and _measures(header.strip()):
        return header.strip(), header.strip()  # "Hectares", 吨: the header is the unit
    return header, None


# What a header that is a unit alone may measure: a column headed "Year", "Days" or "%" holds other things.
_MEASURED_ALONE = frozenset({"area", "length", "mass", "volume"})


def _measures(unit: str) -> bool:
    """Whether ``unit`` measures an area, a length, a mass or a volume."""
    return all(found.dimension in _MEASURED_ALONE for found in find_quantities(with_unit("1", unit)))


def _singular_scales(unit: str) -> str:
    """"USD millions" as "USD million": a header names the scale in the plural, a figure in the singular."""
    return _PLURAL_SCALE.sub(lambda match: match.group(1), unit)


def _is_unit(text: str) -> bool:
    """Whether the quantity parser reads "1 <text>" as one measured value with a unit or a scale, a scale perhaps
    followed by what it counts (万人)."""
    probe = with_unit("1", text)
    found = find_quantities(probe)
    if len(found) != 1 or found[0].start != 0 or not (found[0].unit or found[0].scale != 1):
        return False
    return found[0].end == len(probe) or found[0].scale != 1 and _COUNTER.fullmatch(probe, found[0].end) is not None


def with_unit(number: str, unit: str) -> str:
    """``number`` written with ``unit`` the way a sentence would: 4.2%, £412m, 5200万元, 48.6 MPa, 3490 thousand."""
    currency = _CURRENCY_FIRST.match(unit)
    if currency is not None:
        rest = unit[currency.end():].strip()
        return f"{currency.group()}{' ' if currency.group().isalpha() else ''}{number}{'' if len(rest) <= 2 else ' '}" \
            f"{rest}"
    if unit in ("%", "\uff05") or not unit.isascii():
        return f"{number}{unit}"
    return f"{number} {unit}"


# A caption's statement of the unit of a whole table, at its end: "（单位：万元）", "(unit: £m)", "(in thousands)",
# "(USD millions)", "Unemployment rate, %", "…如下（价格单位：元/斤）。"
_CAPTION_UNIT = re.compile(r"(?:[(（]\s*(?:[^()（）]*[,，;；]\s*(?=单位|units?\s*:))?"  # （本场共上拍4件，单位：万元）
                           r"(?:(?:[\u4e00-\u9fff]{0,4}单位|units?|in)\s*[:：]?\s*)?(?P<unit>[^()（）]{1,16}?)\s*[)）]"
                           r"|[,，]\s*(?P<listed>%|％|percent))\s*[。.:：]?\s*$", re.IGNORECASE)


def caption_unit(caption: str) -> str | None:
    """The unit a table's caption line gives for all its numbers, when it gives one the parser reads as a unit."""
    match = _CAPTION_UNIT.search(caption)
    if match is None:
        return None
    unit = _singular_scales(match.group("unit") or match.group("listed"))
    # a price per measure (元/公斤, £/kg) is an amount of its currency, as "9.80元/公斤" is read
    return unit if _is_unit(unit) or _is_unit(unit.split("/", 1)[0]) and unit.count("/") == 1 else None
