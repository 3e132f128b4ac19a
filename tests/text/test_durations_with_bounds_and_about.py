"""A duration written in two units is one figure also when a bound opens it ("up to 7 hours 40 minutes") or a word
of about closes it (一小时四十分钟左右): the bound and the about are the whole's."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities


@pytest.mark.parametrize(("text", "surface", "kind", "seconds", "bound", "approximate"), [
    ("Dives lasted up to 7 hours 40 minutes.", "up to 7 hours 40 minutes", "bound", 27_600, "le", False),
    ("全程一小时四十分钟左右。", "一小时四十分钟左右", "value", 6_000, None, True),
    ("全程约1小时40分钟。", "约1小时40分钟", "value", 6_000, None, True),
    ("at least 2 hours 30 minutes", "at least 2 hours 30 minutes", "bound", 9_000, "ge", False),
])
def test_one_duration(text: str, surface: str, kind: str, seconds: float, bound: str | None,
                      approximate: bool) -> None:
    [quantity] = find_quantities(text)
    assert (quantity.surface, quantity.kind, quantity.value, quantity.bound, quantity.approximate) == (
        surface, kind, seconds, bound, approximate)


def test_a_range_before_minutes_stays_apart() -> None:
    assert [quantity.kind for quantity in find_quantities("2 to 3 hours 10 minutes")] == ["range", "value"]
