"""A difference told with what it is per between the comparative and "than" ("£1.75 less per ten-finger pack
than") is set against the thing after "than"; a segment holding only its verb after a name set off by commas
("The cheapest option, Polar Bay Value, costs") takes its subject from the words before it."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Polar Bay Value costs £1.75 less per ten-finger pack than Northcoast Premium [1].",
     "Panel results — frozen fish fingers (10-finger packs).\n\n| Product | Price | Score |\n|---|---|---|\n| Seaford Classic | £2.40 | 7.8 |\n| Polar Bay Value | £1.35 | 6.1 |\n| Northcoast Premium | £3.10 | 8.4 |",
     None),
    ("Polar Bay Value costs £1.95 less per ten-finger pack than Northcoast Premium [1].",
     "Panel results — frozen fish fingers (10-finger packs).\n\n| Product | Price | Score |\n|---|---|---|\n| Seaford Classic | £2.40 | 7.8 |\n| Polar Bay Value | £1.35 | 6.1 |\n| Northcoast Premium | £3.10 | 8.4 |",
     "FE001"),
    ("The cheapest option, Polar Bay Value, costs £1.75 less than Northcoast Premium [1].",
     "Panel results — frozen fish fingers (10-finger packs).\n\n| Product | Price | Score |\n|---|---|---|\n| Seaford Classic | £2.40 | 7.8 |\n| Polar Bay Value | £1.35 | 6.1 |\n| Northcoast Premium | £3.10 | 8.4 |",
     None),
    ("The cheapest option, Polar Bay Value, costs £1.05 less than Seaford Classic [1].",
     "Panel results — frozen fish fingers (10-finger packs).\n\n| Product | Price | Score |\n|---|---|---|\n| Seaford Classic | £2.40 | 7.8 |\n| Polar Bay Value | £1.35 | 6.1 |\n| Northcoast Premium | £3.10 | 8.4 |",
     None),
    ("The cheapest option, Polar Bay Value, costs £1.15 less than Seaford Classic [1].",
     "Panel results — frozen fish fingers (10-finger packs).\n\n| Product | Price | Score |\n|---|---|---|\n| Seaford Classic | £2.40 | 7.8 |\n| Polar Bay Value | £1.35 | 6.1 |\n| Northcoast Premium | £3.10 | 8.4 |",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
