"""Units as written after a number, and what they mean in canonical units.

Every unit maps to a ``Unit``: a canonical key, a dimension, and the factor (and offset, for temperatures)
that turn a figure into that canonical unit. Physical factors are computed with pint, but only once and
only when a text first uses a physical unit: importing this module does not import pint, and matching a
unit is a dictionary look-up. Units pint lacks are defined in that registry with their exact definitions: the
Chinese market units (1 斤 = 500 g, 1 两 = 50 g, 1 亩 = 10000/15 m²) and the flight level (hundreds of feet).
Currencies are kept apart (no exchange rates); percent and percentage points are different dimensions. An amount
of data or a length written over a second, a minute or an hour is a rate: "12.5 megabytes per second" and "300 MB每秒"
are data rates, as MB/s is; "60 km per hour", "90 kilometres an hour" and "12 m/s" are speeds, as 22 knots (22节 where
a speed is spoken of: 航速22节) is. A mass written over an area is a yield, read per hectare: "7.6 tonnes per hectare",
"8.4 t/ha" and "486公斤/亩" are each a mass per area (the basis Chinese writes before the figure, 每亩486公斤, is read
where an amount is restated for another basis). A volume over a period stays a volume: its basis is read by the rates gate, which
also reads the basis Chinese writes before the figure (每分钟40升).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple


@dataclass(frozen=True, slots=True)
class Unit:
    """A canonical unit: ``canonical value = figure * factor + offset``."""

    key: str
    dimension: str
    factor: float = 1.0
    offset: float = 0.0


# dimension -> (pint base unit, canonical key)
_BASES = {
    "time": ("second", "s"), "mass": ("kilogram", "kg"), "length": ("meter", "m"), "area": ("meter**2", "m2"),
    "volume": ("meter**3", "m3"), "data": ("byte", "B"), "data_rate": ("byte/second", "B/s"),
    "temperature": ("kelvin", "K"), "speed": ("meter/second", "m/s"), "power": ("watt", "W"),
    "energy": ("joule", "J"), "frequency": ("hertz", "Hz"), "pressure": ("pascal", "Pa"),
    "charge": ("coulomb", "C"), "specific_energy": ("joule/kilogram", "J/kg"),
    # A density is read per square kilometre, as it is most often written, rather than per square metre, where
    # a thinly settled region's figure would be too small for the fixed tolerance the gates compare with.
    "per_area": ("1/kilometer**2", "/km2"),
}

# Units added to pint's registry before any factor is computed.
_DEFINITIONS = (
    "jin = 500 * gram", "liang = 50 * gram", "chinese_mu = 10000 / 15 * meter ** 2", "flight_level = 100 * foot",
)

# (dimension, pint expression, symbols matched exactly, words matched in any case)
_PHYSICAL: tuple[tuple[str, str, str, str], ...] = (
    ("time", "nanosecond", "ns 纳秒", "nanosecond|nanoseconds"),
    ("time", "microsecond", "µs μs 微秒", "microsecond|microseconds"),
    ("time", "millisecond", "ms msec 毫秒", "millisecond|milliseconds"),
    ("time", "second", "s sec secs 秒 秒钟", "second|seconds"),
    ("time", "minute", "min mins 分钟", "minute|minutes"),
    ("time", "15 * minute", "刻钟", ""),  # 一刻钟, 三刻钟: quarters of an hour
    ("time", "hour", "h hr hrs 小时 个小时 钟头 个钟头", "hour|hours|man-hours|person-hours"),
    # 日 only where no day of a month is meant (see text.quantities)
    ("time", "day", "天 日", "day|days|working day|working days|business day|business days|calendar day"
                           "|calendar days"),
    ("time", "week", "wk wks 周 个星期", "week|weeks"),
    ("time", "month", "个月", "month|months"),
    ("time", "year", "yr yrs 年 个年头", "year|years"),
    ("time", "10 * year", "", "decade|decades"),
    ("mass", "microgram", "µg μg mcg ug 微克", "microgram|micrograms"),
    ("mass", "milligram", "mg 毫克", "milligram|milligrams"),
    ("mass", "gram", "g 克", "gram|grams|gramme|grammes"),
    ("mass", "kilogram", "kg kgs 千克 公斤", "kilogram|kilograms|kilo|kilos"),
    ("mass", "metric_ton", "t 吨 公吨", "tonne|tonnes|ton|tons|metric ton|metric tons"),
    ("mass", "pound", "lb lbs", ""),
    ("mass", "ounce", "oz", "ounce|ounces"),
    ("mass", "stone", "", "stone|stones"),
    ("mass", "jin", "斤 市斤", ""),
    ("mass", "liang", "两", ""),  # only where no count of two is meant (see text.quantities)
    ("length", "nanometer", "nm 纳米", "nanometre|nanometres|nanometer|nanometers"),
    ("length", "micrometer", "µm μm 微米", "micrometre|micrometres|micrometer|micrometers|micron|microns"),
    ("length", "millimeter", "mm 毫米", "millimetre|millimetres|millimeter|millimeters"),
    ("length", "centimeter", "cm 厘米", "centimetre|centimetres|centimeter|centimeters"),
    ("length", "meter", "m 米", "metre|metres|meter|meters"),
    ("length", "kilometer", "km 千米 公里", "kilometre|kilometres|kilometer|kilometers"),
    ("length", "foot", "ft 英尺", "foot|feet"),
    ("length", "inch", "英寸", "inch|inches"),
    ("length", "mile", "mi 英里", "mile|miles"),
    ("length", "nautical_mile", "nmi 海里", "nautical mile|nautical miles|nautical-mile|nautical-miles"),
    ("length", "yard", "yd", "yard|yards"),
    ("length", "flight_level", "", ""),  # written before its figure (FL350): see ``flight_level``
    ("area", "millimeter**2", "mm² mm2", ""),
    ("area", "centimeter**2", "cm² cm2", ""),
    ("area", "meter**2", "m² m2 sqm 平方米", "square metre|square metres|square meter|square meters|sq m"),
    ("area", "kilometer**2", "km² km2 平方公里 平方千米",
     "square kilometre|square kilometres|square kilometer|square kilometers|sq km"),
    ("area", "foot**2", "ft² sqft", "square foot|square feet|sq ft"),
    ("area", "hectare", "ha 公顷", "hectare|hectares"),
    ("area", "acre", "", "acre|acres"),
    ("area", "chinese_mu", "亩", ""),
    ("volume", "milliliter", "ml mL 毫升", "millilitre|millilitres|milliliter|milliliters"),
    ("volume", "liter", "l L 升", "litre|litres|liter|liters"),
    ("volume", "hectoliter", "hl hL 百升", "hectolitre|hectolitres|hectoliter|hectoliters"),
    ("volume", "kiloliter", "kL 千升", "kilolitre|kilolitres|kiloliter|kiloliters"),
    ("volume", "megaliter", "Ml", "megalitre|megalitres|megaliter|megaliters"),  # not ML: "3 ML engineers"
    ("volume", "centimeter**3", "cm³ cm3 cc 立方厘米",
     "cubic centimetre|cubic centimetres|cubic centimeter|cubic centimeters"),
    ("volume", "meter**3", "m³ m3 立方米", "cubic metre|cubic metres|cubic meter|cubic meters"),
    ("volume", "inch**3", "in³", "cubic inch|cubic inches|cu in"),
    ("volume", "foot**3", "ft³", "cubic foot|cubic feet|cu ft"),
    ("volume", "gallon", "gal", "gallon|gallons|us gallon|us gallons|u.s. gallon|u.s. gallons"),  # pint's is the US one
    ("volume", "imperial_gallon", "", "imperial gallon|imperial gallons|uk gallon|uk gallons"),
    ("volume", "oil_barrel", "bbl", "barrel|barrels"),
    ("data", "bit", "", "bit|bits"),
    ("data", "kilobit", "kbit Kbit", "kilobit|kilobits"),
    ("data", "megabit", "Mbit Mb", "megabit|megabits"),
    ("data", "gigabit", "Gbit Gb", "gigabit|gigabits"),
    ("data", "terabit", "Tbit Tb", "terabit|terabits"),
    ("data", "byte", "B 字节", "byte|bytes"),
    ("data", "kilobyte", "kB KB 千字节", "kilobyte|kilobytes"),
    ("data", "megabyte", "MB 兆字节 兆", "megabyte|megabytes"),
    ("data", "gigabyte", "GB 吉字节", "gigabyte|gigabytes"),
    ("data", "terabyte", "TB", "terabyte|terabytes"),
    ("data", "petabyte", "PB", "petabyte|petabytes"),
    ("data", "kibibyte", "KiB", ""),
    ("data", "mebibyte", "MiB", ""),
    ("data", "gibibyte", "GiB", ""),
    ("data", "tebibyte", "TiB", ""),
    ("data_rate", "bit/second", "bit/s", ""),
    ("data_rate", "kilobit/second", "kbps Kbps kbit/s kb/s", ""),
    ("data_rate", "megabit/second", "Mbps Mbit/s Mb/s", ""),
    ("data_rate", "gigabit/second", "Gbps Gbit/s Gb/s", ""),
    ("data_rate", "terabit/second", "Tbps Tbit/s", ""),
    ("data_rate", "byte/second", "B/s", ""),
    ("data_rate", "kilobyte/second", "kB/s KB/s", ""),
    ("data_rate", "megabyte/second", "MB/s", ""),
    ("data_rate", "gigabyte/second", "GB/s", ""),
    ("temperature", "degC", "°C ℃ 摄氏度",
     "degrees celsius|degree celsius|degrees centigrade|celsius|deg c|degrees c"),
    ("temperature", "degF", "°F ℉ 华氏度", "degrees fahrenheit|degree fahrenheit|fahrenheit|deg f|degrees f"),
    ("temperature", "kelvin", "K", "kelvin|kelvins"),
    # A length over a period is a speed however it is written (km/h, "km per hour", 米/秒): see ``_PER_PERIOD``.
    ("speed", "kilometer/hour", "kph kmh", ""),
    ("speed", "mile/hour", "mph", ""),
    ("speed", "knot", "kn kts 节", "knot|knots"),  # 节 only where a speed is spoken of (see ``match_unit``)
    ("power", "watt", "W 瓦", "watt|watts"),
    ("power", "kilowatt", "kW 千瓦", "kilowatt|kilowatts"),
    ("power", "megawatt", "MW 兆瓦", "megawatt|megawatts"),
    ("power", "gigawatt", "GW 吉瓦", "gigawatt|gigawatts"),
    ("energy", "joule", "J 焦耳", "joule|joules"),
    ("energy", "kilojoule", "kJ", "kilojoule|kilojoules"),
    ("energy", "megajoule", "MJ", "megajoule|megajoules"),
    ("energy", "gigajoule", "GJ", "gigajoule|gigajoules"),
    ("energy", "watt_hour", "Wh", "watt-hour|watt-hours|watt hour|watt hours"),
    ("energy", "kilowatt_hour", "kWh 千瓦时", "kilowatt-hour|kilowatt-hours|kilowatt hour|kilowatt hours"),
    ("energy", "megawatt_hour", "MWh 兆瓦时", "megawatt-hour|megawatt-hours|megawatt hour|megawatt hours"),
    ("energy", "gigawatt_hour", "GWh", "gigawatt-hour|gigawatt-hours|gigawatt hour|gigawatt hours"),
    ("energy", "terawatt_hour", "TWh", "terawatt-hour|terawatt-hours|terawatt hour|terawatt hours"),
    ("energy", "kilocalorie", "kcal", "kilocalorie|kilocalories"),
    ("frequency", "hertz", "Hz 赫兹", "hertz"),
    ("frequency", "kilohertz", "kHz", ""),
    ("frequency", "megahertz", "MHz 兆赫", ""),
    ("frequency", "gigahertz", "GHz", ""),
    ("pressure", "pascal", "Pa 帕", "pascal|pascals"),
    ("pressure", "kilopascal", "kPa 千帕", "kilopascal|kilopascals"),
    ("pressure", "megapascal", "MPa 兆帕", "megapascal|megapascals"),
    ("pressure", "gigapascal", "GPa", "gigapascal|gigapascals"),
    ("pressure", "millimeter_Hg", "mmHg 毫米汞柱", "millimetres of mercury|millimeters of mercury"),
    ("pressure", "bar", "bar", ""),
    ("pressure", "psi", "psi", ""),
    ("charge", "ampere*hour", "Ah 安时", "ampere-hour|ampere-hours|amp-hour|amp-hours"),
    ("charge", "milliampere*hour", "mAh 毫安时", "milliampere-hour|milliampere-hours|milliamp-hour|milliamp-hours"),
    ("specific_energy", "watt*hour/kilogram", "Wh/kg 瓦时/千克 瓦时/公斤", "watt-hours per kilogram"),
    ("specific_energy", "kilowatt*hour/kilogram", "kWh/kg 千瓦时/千克", "kilowatt-hours per kilogram"),
    ("per_area", "1/kilometer**2", "/km² /km2 /平方公里 /平方千米 每平方公里 每平方千米",
     "per square kilometre|per square kilometres|per square kilometer|per square kilometers|per square km"
     "|per sq km|per km2|per km²"),
    ("per_area", "1/mile**2", "/mi² /mi2 /平方英里 每平方英里", "per square mile|per sq mi|per mi2|per mi²"),
    ("per_area", "1/meter**2", "/m² /m2 /平方米 每平方米",
     "per square metre|per square meter|per sq m|per m2|per m²"),
)

PERCENT = Unit("%", "percent")
_PERCENTAGE_POINT = Unit("pp", "percentage_point")
_MULTIPLE = Unit("x", "multiple")


@cache
def currency(code: str) -> Unit:
    """The unit of an amount of money in ``code``; amounts in different currencies are never converted."""
    return Unit(code, "currency")


# (unit, symbols matched exactly, words matched in any case)
_FIXED: tuple[tuple[Unit, str, str], ...] = (
    (PERCENT, "% ％", "percent|per cent|pct"),
    (Unit("%", "percent", 0.1), "‰", "per mille|per mil"),
    (Unit("%", "percent", 10.0), "成", ""),  # 三成 = 30%, 九成 = 90%
    (_PERCENTAGE_POINT, "pp p.p. 个百分点 百分点", "percentage point|percentage points|percent point|percent points"),
    (Unit("pp", "percentage_point", 0.01), "bp bps 个基点 基点", "basis point|basis points"),
    (_MULTIPLE, "x × 倍", "fold"),
    (Unit("px", "pixel"), "px 像素", "pixel|pixels"),  # a count of pixels, named so that "1179-pixel" is a figure
    (currency("USD"), "USD US$ $ 美元", "dollar|dollars|us dollar|us dollars|bucks"),
    (Unit("USD", "currency", 0.01), "¢", "cent|cents|us cent|us cents|u.s. cents"),  # 25 cents = $0.25
    (currency("CNY"), "CNY RMB 元 人民币 元人民币 块钱 块", "yuan|renminbi"),
    (currency("EUR"), "EUR € 欧元", "euro|euros"),
    (currency("GBP"), "GBP £ 英镑", "pounds sterling|pound sterling|quid|pounds"),
    (Unit("GBP", "currency", 0.01), "p", "pence|penny|pennies"),  # 6.8p = £0.068
    (currency("JPY"), "JPY 日元", "yen"),
    (currency("HKD"), "HKD 港元 港币", "hong kong dollars"),
    (currency("AUD"), "AUD", "australian dollars"),
    (currency("CAD"), "CAD", "canadian dollars"),
    (currency("CHF"), "CHF", "swiss francs"),
    (currency("INR"), "INR", "rupees"),
    (currency("KRW"), "KRW 韩元", ""),
    (currency("SGD"), "SGD", "singapore dollars"),
)

# Symbols and codes written before an amount: "$5", "US$ 5", "€5", "RMB 5", "人民币5亿元".
CURRENCY_PREFIXES = {
    "US$": "USD", "U.S.$": "USD", "$": "USD", "HK$": "HKD", "A$": "AUD", "AU$": "AUD", "C$": "CAD",
    "CA$": "CAD", "S$": "SGD", "NZ$": "NZD", "R$": "BRL", "€": "EUR", "£": "GBP", "¥": "CNY", "CN¥": "CNY",
    "JP¥": "JPY", "₹": "INR", "₩": "KRW", "₽": "RUB", "人民币": "CNY",
    **{code: code for code in "USD CNY EUR GBP JPY HKD AUD CAD CHF INR KRW SGD NZD".split()}, "RMB": "CNY",
}

# Chinese units that are also the first character of ordinary words: what may not follow them.
_CJK_NOT_FOLLOWED_BY = {
    "升": "至到为级高值幅温降", "周": "年岁期边末内", "年": "级代度底初末中前后内间", "天": "津然气下空",
    "米": "饭粒面", "元": "素旦首老件器", "克": "服隆", "吨": "位", "日": "期均报常益本语文前",
    "两": "岸会院国极性边端头手次位种项年天周月个人名家倍成",  # 两岸, 两会: the numeral two
    # 兆 alone is a megabyte (两百兆); before a unit or an amount it is a scale (兆瓦 is matched whole, 1.5兆元 is not)
    "兆": "元亿美日欧港台人次吨个件",
}

# 周 after a verb of going round (绕地球一周, 自转一周) counts laps, not weeks.
_LAP = re.compile(r"(?:绕|自转|公转|旋转)[^，。；,;\d]{0,8}[一二两三四五六七八九十\d]+\s*\Z")
_LAP_REACH = 14

_SYMBOLS: dict[str, str | Unit] = {}  # exact surface -> pint expression or fixed unit
_WORDS: dict[str, str | Unit] = {}  # lower-case surface -> pint expression or fixed unit
_DIMENSIONS: dict[str, str] = {}  # pint expression -> dimension
for _dimension, _expression, _symbols, _words in _PHYSICAL:
    _DIMENSIONS[_expression] = _dimension
    _SYMBOLS.update(dict.fromkeys(_symbols.split(), _expression))
    _WORDS.update(dict.fromkeys(filter(None, _words.split("|")), _expression))
for _unit, _symbols, _words in _FIXED:
    _SYMBOLS.update(dict.fromkeys(_symbols.split(), _unit))
    _WORDS.update(dict.fromkeys(filter(None, _words.split("|")), _unit))


# "Pounds" is money after a scale word ("half a million pounds"); after a bare figure it may be a weight.
_SCALE_BEFORE = re.compile(r"\b(?:thousand|million|billion|bn|m)\s+\Z")
_SCALE_REACH = 12
# 块 is spoken for 元 only where the amount ends ("补一口铁锅收十五块，"; before a noun it counts pieces: 三块地) after a
# word of paying or pricing: 收十五块, 省三块 (样地12块 and 最大的一块 count pieces).
_AT_A_BREAK = re.compile(r"[，。；、,;.!?！？\[（(）)\s]|\Z")
_PAID = re.compile(r"(?:收|花|卖|要|付|赚|挣|赔|罚|贵|便宜|价|费|省|值)[^，。；,;\d一二两三四五六七八九十]{0,2}"
                   r"[一二两三四五六七八九十百千万\d.]+\s*\Z")
_PAID_REACH = 12
# ... or where a tenth of a yuan follows it, spoken as one digit with nothing after it: 每斤三十九块八，两块五。
_SPOKEN_TENTH_AFTER = re.compile(r"[一二两三四五六七八九](?=[，。；、,;.!?！？\s]|\Z)")


def _alternative(surface: str) -> str:
    escaped = re.escape(surface).replace(r"\ ", " ")
    if surface[-1].isascii() and surface[-1].isalnum():
        return f"{escaped}(?![A-Za-z0-9_])"
    blocked = _CJK_NOT_FOLLOWED_BY.get(surface[-1], "")
    return f"{escaped}(?![{blocked}])" if blocked else escaped


def _patterns_by_first_character(surfaces: Iterable[str]) -> dict[str, re.Pattern[str]]:
    """One alternation per first character, longest first: matching is a look-up and a single ``match``."""
    alternatives: dict[str, list[str]] = {}
    for surface in surfaces:
        alternatives.setdefault(surface[0], []).append(surface)
    return {
        first: re.compile("|".join(_alternative(surface) for surface in sorted(options, key=len, reverse=True)))
        for first, options in alternatives.items()
    }


_SYMBOL_PATTERNS = _patterns_by_first_character(_SYMBOLS)
_WORD_PATTERNS = _patterns_by_first_character(_WORDS)  # matched against lower-cased text
# A unit can start only where the text has one of these, or its lower-cased copy one of the second set.
SYMBOL_STARTS = frozenset(_SYMBOL_PATTERNS)
WORD_STARTS = frozenset(_WORD_PATTERNS)


class UnitMatch(NamedTuple):
    """A unit found in a text: the unit, where it ends, how it was written, whether it is a spelled word."""

    unit: Unit
    end: int
    surface: str
    word: bool


def match_unit(text: str, position: int, lowered: str | None = None) -> UnitMatch | None:
    """Match a unit starting exactly at ``position``; ``lowered`` is ``text`` in lower case, if at hand."""
    if position >= len(text):
        return None
    char = text[position]
    pattern = _SYMBOL_PATTERNS.get(char)
    found = pattern.match(text, position) if pattern is not None else None
    if found is not None:
        if found.group() == "\u5468" and _LAP.search(text, max(0, position - _LAP_REACH), position):
            return None  # 绕地球一周: one lap, not one week
        if found.group() == "\u5757" and not _SPOKEN_TENTH_AFTER.match(text, found.end()) and not (
                _AT_A_BREAK.match(text, found.end())
                and _PAID.search(text, max(0, position - _PAID_REACH), position)):
            return None  # 三块地, 样地12块, 最大的一块: pieces, not yuan
        if found.group() == "\u8282" and not _spoken_of_as_speed(text, position):
            return None  # 第3节, 5节课, 8节车厢: a section, a lesson, a carriage
        definition = _SYMBOLS[found.group()]
        word = False
    else:
        if lowered is None:
            lowered = text.lower() if len(text.lower()) == len(text) else text
        pattern = _WORD_PATTERNS.get(lowered[position])
        found = pattern.match(lowered, position) if pattern is not None else None
        if found is None or found.group() in _STONE and (
                text[position] == "S" or _WORD_AFTER_STONE.match(lowered, found.end())):
            return None  # "18 stone or less" weighs; "two stone bridges" are bridges of stone, "One Stone" a name
        if found.group() == "pounds" and not _SCALE_BEFORE.search(lowered, max(0, position - _SCALE_REACH), position):
            return None  # "a third of a million pounds" is money; "12 pounds" may weigh
        definition = _WORDS[found.group()]
        word = True
    unit = definition if isinstance(definition, Unit) else _physical_units()[definition]
    end = found.end()
    rate = _RATES.get(unit.dimension)
    if rate is not None:
        over_a_period = _PER_PERIOD.match(text, end)
        if over_a_period is not None:
            unit, end = _over_period(unit, rate, over_a_period[over_a_period.lastgroup or 0]), over_a_period.end()
    if unit.dimension == "mass":
        for written_over, over in ((_PER_AREA, over_area), (_PER_VOLUME, over_volume)):
            found_over = written_over.match(text, end)
            if found_over is not None:  # a yield (kg/ha) or a concentration (µg/m³)
                unit, end = over(unit, found_over[found_over.lastgroup or 0]), found_over.end()
                break
    return UnitMatch(unit, end, text[position:end], word)


# Stone weighs where it is written in lower case and no word but "or" or "and" follows it.
_STONE = frozenset({"stone", "stones"})
_WORD_AFTER_STONE = re.compile(r"[ \u00a0]+(?!(?:or|and)\b)[a-z]")

# 节 is a knot where a speed is spoken of just before or after it: 航速22节, 时速可达30节, 以18节的速度.
_SPEED_BEFORE = re.compile(r"速[^，。；！？,;!?]{0,10}\Z")
_SPEED_AFTER = re.compile(r"节的?(?:航?速|速度)")
_SPEED_REACH = 12


def _spoken_of_as_speed(text: str, position: int) -> bool:
    return _SPEED_BEFORE.search(text, max(0, position - _SPEED_REACH), position) is not None \
        or _SPEED_AFTER.match(text, position) is not None


# What an amount over a period is a rate of: data over a second is a data rate, a length over an hour a speed.
# "Pound" after a price and a word of each ("$17 a pound", "per pound") weighs: it is no currency there, and the unit
# table, which cannot tell the two apart elsewhere, leaves it out.
POUND_AFTER_PRICE = re.compile(r"pounds?\b", re.IGNORECASE)
_RATES = {"data": "data_rate", "length": "speed"}
# A second, a minute or an hour an amount is written over: "per second", "every minute", "an hour", "/h", "/min",
# 每秒, "/小时". "A second" is left out: "3 GB a second time" counts attempts.
_PER_PERIOD = re.compile(
    r"[ \u00a0]?(?:(?:per|every|each)[ \u00a0]+(?P<word>second|sec|minute|min|hour|hr)"
    r"|an?[ \u00a0]+(?P<after_article>minute|hour)|/[ \u00a0]?(?P<symbol>second|sec|s|minute|min|hour|hr|h))"
    r"(?![A-Za-z])|(?:每|/)(?P<chinese>秒钟|秒|分钟|小时)",
    re.IGNORECASE,
)


def over_period(amount: Unit, period: str) -> Unit | None:
    """A length or an amount of data over ``period`` (小时, 秒) as a speed or a data rate; ``None`` for any other."""
    rate = _RATES.get(amount.dimension)
    return None if rate is None else _over_period(amount, rate, period)


def _over_period(amount: Unit, rate: str, period: str) -> Unit:
    """The rate of ``amount`` over ``period`` ("hour", "min", 秒) in its dimension's base unit (bytes and bits alike
    are counted in bytes per second, a speed in metres per second)."""
    seconds = _physical_units()[_written_expression(period)].factor
    return Unit(_BASES[rate][1], rate, _round(amount.factor / seconds))


def _written_expression(period: str) -> str:
    """The pint expression of a period or an area as written ("hr", "Minute", 秒钟, "ha", 亩)."""
    period = period.lower()
    expression = _SYMBOLS.get(period) or _WORDS[period]
    assert isinstance(expression, str)
    return expression


# An area a mass is written over: "per hectare", "an acre", "/ha", "/亩", 每公顷.
_PER_AREA = re.compile(
    r"[ \u00a0]?(?:(?:per|an?|each|every)[ \u00a0]+(?P<word>hectare|acre)|/[ \u00a0]?(?P<symbol>ha|acre))(?![A-Za-z])"
    r"|(?:每|/)(?P<chinese>公顷|亩)",
    re.IGNORECASE,
)
MASS_PER_AREA = "mass_per_area"


def over_area(amount: Unit, area: str) -> Unit:
    """A mass over ``area`` ("hectare", "ha", 亩) as a yield in kilograms per hectare."""
    units = _physical_units()
    hectares = units[_written_expression(area)].factor / units["hectare"].factor
    return Unit("kg/ha", MASS_PER_AREA, _round(amount.factor / hectares))


# A volume a mass is written over, as a concentration: "µg/m³", "mg/L", "per litre", 微克/立方米, 毫克每升.
_PER_VOLUME = re.compile(
    r"[ \u00a0]?(?:(?:per|an?|each|every)[ \u00a0]+(?P<word>cubic metre|cubic meter|litre|liter|millilitre|milliliter)"
    r"|/[ \u00a0]?(?P<symbol>m³|m3|ml|l))(?![A-Za-z0-9])|(?:每|/)(?P<chinese>立方米|毫升|升)",
    re.IGNORECASE,
)
MASS_PER_VOLUME = "mass_per_volume"


def over_volume(amount: Unit, volume: str) -> Unit:
    """A mass over ``volume`` ("m³", "litre", 升) as a concentration in kilograms per cubic metre."""
    return Unit("kg/m3", MASS_PER_VOLUME, _round(amount.factor / _physical_units()[_written_expression(volume)].factor))


def flight_level() -> Unit:
    """The unit of a flight level (FL350, flight level 350): hundreds of feet of altitude, written before the figure."""
    return _physical_units()["flight_level"]


@cache
def _physical_units() -> dict[str, Unit]:
    """Convert every physical unit to its dimension's base unit with pint, once per process."""
    import pint

    registry: pint.UnitRegistry = pint.UnitRegistry()
    for definition in _DEFINITIONS:
        registry.define(definition)
    units: dict[str, Unit] = {}
    for expression, dimension in _DIMENSIONS.items():
        base, key = _BASES[dimension]
        if dimension == "temperature":
            zero = registry.Quantity(0, expression).to(base).magnitude
            one = registry.Quantity(1, expression).to(base).magnitude
            units[expression] = Unit(key, dimension, _round(one - zero), _round(zero))
        else:
            units[expression] = Unit(key, dimension, _round(registry.parse_expression(expression).to(base).magnitude))
    return units


def _round(value: float) -> float:
    """Drop the floating-point noise of unit arithmetic (1000 mL is 0.0010000000000000002 m3 otherwise)."""
    return float(f"{value:.12g}")
