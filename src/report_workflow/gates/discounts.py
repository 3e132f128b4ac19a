"""Prices after a discount or a surcharge the evidence gives: a price less an amount off ("CHF 68 for Alpine Club
members" over "Half board costs CHF 78 … members receive a CHF 10 discount") or times what a rate off leaves of it
(一笼只需十六元二角 over 售价18元 and 均享九折优惠; "£12 with the 20% discount" over £15; 学生只需四十元 over 票价80元 and 学生凭证可享半价).

A discount is read only where the sentence names it: by its rate (九折, "20% off"), or by stating the full price
too and, in the clause of the figure, a word of the clause the evidence gives the discount in that the price's own
clause lacks ("CHF 78, or CHF 68 for Alpine Club members" over "Alpine Club members receive a CHF 10 discount on
adult half board"), so a price that merely equals another less some amount, or the full price told as the
discounted one, is never read as discounted. The full price may go unstated where the clause of the figure names
the thing both the discount's and the price's clause name and the sentence a word of the discount's passage the
price's clause lacks ("During March, a spa pedicure costs £36" over "Spa pedicure | £48" and "Throughout March, all
spa pedicures are a quarter off"). A rate added to a price (a buyer's premium, a service charge, VAT) is
read only where the sentence writes both the price and the rate.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from ..text.numerals import CJK_DIGITS
from ..text.quantities import Quantity
from .arithmetic import REACH, clause_terms, span_clause_terms, unit_key, worked_figure
from .inputs import Passage, Statement

# An amount or a percent given as taken off a price: "a CHF 10 discount", "$5 off", "20% off", "a discount of 15%",
# 优惠5元, 立减10元, 减免20%.
_OFF_AFTER = re.compile(r"\s*(?:off\b|(?:[\w-]+\s+)?(?:discount|reduction)\b)", re.IGNORECASE)
_OFF_BEFORE = re.compile(r"(?:\b(?:discount|reduction)\s+of|优惠|立减|减免|便宜)\s*\Z", re.IGNORECASE)
# A rate written in 折, what is left to pay in tenths: 九折 (90%), 八五折 (85%), 7.5折 (75%).
_ZHE = re.compile(r"打?(?P<rate>[一二三四五六七八九]{1,2}|\d(?:\.\d)?|\d\d)折")
# Half the price, told in words: 半价, 半票, "half price", "half-price", "half fare".
_HALF = re.compile(r"半价|半票|\bhalf[- ](?:price|fare)s?\b", re.IGNORECASE)
# A fraction off told in words: "a quarter off the usual price", "one third off", "half off".
_FRACTION_OFF = re.compile(r"\b(?:(?:a|one)\s+)?(?P<part>half|third|quarter|fifth|tenth)\s+off\b", re.IGNORECASE)
_FRACTIONS = {"half": 2, "third": 3, "quarter": 4, "fifth": 5, "tenth": 10}


def discounted_prices(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """Each price of ``quantity``'s currency in ``passages`` after each discount a passage gives that the
    sentence names (see the module's doc)."""
    if quantity.dimension != "currency":
        return
    prices = [(item, passage) for passage in passages for item in passage.quantities
              if item.kind == "value" and unit_key(item) == unit_key(quantity) and item.value > quantity.value]
    if not prices:
        return
    named = clause_terms(statement.text, quantity)
    full = {item.value for item in statement.quantities if unit_key(item) == unit_key(quantity)}
    for passage in passages:
        for given_to, amount, left in passage.derived(_discounts):
            if amount is not None and unit_key(amount) != unit_key(quantity):
                continue
            written = left is not None and _written_rate(statement, left)
            for price, home in prices:
                priced = clause_terms(home.text, price)
                if written or price.value in full and named & (given_to - priced) \
                        or given_to & priced & named and statement.terms & (passage.terms - priced):
                    value = price.value - amount.value if amount is not None else price.value * (left or 0.0)
                    yield worked_figure(price, round(value, 6), quantity)


# A rate added to a price, named right after the percent: "a buyer's premium of 20%", "20% VAT", "a 12.5% service
# charge", 10%服务费, 附加费5%.
_ADDED_AFTER = re.compile(r"\s*(?:[\w'-]+\s+){0,2}?(?:premium|surcharge|VAT|tax|service charge|gratuity|tip)\b"
                          r"|\s*的?(?:服务费|附加费|税)", re.IGNORECASE)
_ADDED_BEFORE = re.compile(r"\b(?:premium|surcharge|VAT|tax|service charge)\s+of\s*\Z|(?:服务费|附加费|税率)为?\s*\Z",
                           re.IGNORECASE)


def surcharged_prices(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """A price the sentence states with a rate the evidence adds to it, both written in the sentence: "£4,200, or
    £5,040 once the 20% buyer's premium is added" over "hammer price £4,200" and "a buyer's premium of 20%"."""
    if quantity.dimension != "currency":
        return
    full = [item for item in statement.quantities if unit_key(item) == unit_key(quantity) and item is not quantity
            and item.value < quantity.value]
    rates = {item.value for item in statement.quantities if item.dimension == "percent"}
    if not full or not rates:
        return
    for passage in passages:
        for added in passage.derived(_added_rates):
            if added in rates:
                yield from (worked_figure(price, round(price.value * (1 + added / 100), 6), quantity) for price in full)


# What a passage writes between an amount and one it takes off it: "£38,500 …, less a £1,000 excess", "$2.4 million
# minus fees of $200,000", "after deducting", 扣除, 减去.
_LESS_BETWEEN = re.compile(r"[^.;。；\d]{0,40}?(?:\b(?:less|minus|after deducting|net of)\s+(?:an?\s+|the\s+)?"
                           r"(?:[\w'-]+\s+){0,3}?(?:of\s+)?|扣除[^，。；\d]{0,8}?|减去[^，。；\d]{0,8}?)\Z",
                           re.IGNORECASE)


def deducted_amounts(quantity: Quantity, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An amount less another the passage takes off it, for a sentence stating what is left ("a contribution of
    £37,500" over "The cost of £38,500 is being met by the insurer, less a £1,000 excess")."""
    for passage in passages:
        figures = [item for item in passage.quantities if item.kind == "value" and unit_key(item) == unit_key(quantity)]
        for whole, taken in zip(figures, figures[1:]):
            if taken.value < whole.value and _LESS_BETWEEN.match(passage.text, whole.end, taken.start):
                yield worked_figure(whole, whole.value - taken.value, quantity)


def _added_rates(passage: Passage) -> tuple[float, ...]:
    """The percents ``passage`` adds to a price: a premium, surcharge, tax or service charge."""
    text = passage.text
    return tuple(item.value for item in passage.quantities if item.dimension == "percent" and item.kind == "value"
                 and (_ADDED_AFTER.match(text, item.end)
                      or _ADDED_BEFORE.search(text, max(0, item.start - REACH), item.start)))


def _discounts(passage: Passage) -> tuple[tuple[frozenset[str], Quantity | None, float | None], ...]:
    """The discounts of ``passage``, each with the terms of its clause besides it: an amount off (and ``None``), or
    a rate off (``None`` and the share of the price it leaves to pay: a percent off, a rate in 折, half price, "a
    quarter off")."""
    text = passage.text
    found: list[tuple[frozenset[str], Quantity | None, float | None]] = []
    for item in passage.quantities:
        if item.kind != "value" or _OFF_AFTER.match(text, item.end) is None \
                and _OFF_BEFORE.search(text, max(0, item.start - REACH), item.start) is None:
            continue
        if item.dimension == "currency":
            found.append((span_clause_terms(text, item.start, item.end), item, None))
        elif item.dimension == "percent" and 0 < item.value < 100:
            found.append((span_clause_terms(text, item.start, item.end), None, 1 - item.value / 100))
    found += [(span_clause_terms(text, rate.start(), rate.end()), None, _zhe_left(rate["rate"]))
              for rate in _ZHE.finditer(text)]
    found += [(span_clause_terms(text, half.start(), half.end()), None, 0.5) for half in _HALF.finditer(text)]
    found += [(span_clause_terms(text, off.start(), off.end()), None, 1 - 1 / _FRACTIONS[off["part"].lower()])
              for off in _FRACTION_OFF.finditer(text)]
    return tuple(found)


def rate_off_in_words(text: str) -> bool:
    """Whether ``text`` gives a rate off a price in words alone, with no numeral: half price, "a quarter off"."""
    return _HALF.search(text) is not None or _FRACTION_OFF.search(text) is not None


def _zhe_left(rate: str) -> float:
    """The share of the price a rate in 折 leaves to pay: 九 is 0.9, 八五 0.85, 7.5 0.75."""
    digits = "".join(str(CJK_DIGITS[char]) if char in CJK_DIGITS else char for char in rate)
    return float(digits) / 10 if "." in digits or len(digits) == 1 else float(digits) / 100


def _written_rate(statement: Statement, left: float) -> bool:
    """Whether the sentence writes the rate off leaving ``left`` of the price: in 折, as a percent, or as half price."""
    return left == 0.5 and _HALF.search(statement.text) is not None \
        or any(abs(_zhe_left(found["rate"]) - left) < 1e-9 for found in _ZHE.finditer(statement.text)) \
        or any(item.dimension == "percent" and abs(1 - item.value / 100 - left) < 1e-9 for item in statement.quantities)
