"""A share of a part over its whole beside a small count in words ("attended one of our courses"): the count in words
is no rival part; "three-quarters of them went" names nothing counted by "went"; and a passage stating the
clause's universal ("All 48 places were filled, and 36 of them …") gives no count short of it (FD003)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

SOAP = ("Lathe & Lye ran six cold-process workshops this spring, each limited to eight people. All 48 places were "
        "filled, and 36 of them were booked by people who had attended one of our courses before.")
HALF = ("The guild ran six cold-process workshops this spring, each limited to eight people. Of the 48 places, 36 "
        "were booked, 12 of them by people who had attended one of our courses before.")

CASES = [
    ("Three-quarters of the places went to people returning for another course.", SOAP, None),
    ("Two-thirds of the places went to people returning for another course.", SOAP, "FE001"),
    ("Every place on Lathe & Lye's spring cold-process workshops was taken, and three-quarters of them went to "
     "people returning for another course.", SOAP, None),
    ("Every place on the guild's spring cold-process workshops was taken.", HALF, "FD"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_share(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
