"""A grant held on what those granted must do ("a £20 discount if they book before 31 January", 凭本校学生证…可享受八折优惠)
is conditional: restating the grant, with its figure, without the condition drops it (FD002). And a time "outside" a
record is slower than the record by the difference ("40 seconds outside the record set in 1995" over 2 min 40 s and 2
min), an age ("eight-year-old") being no rival length of time (FN001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

GUILD = "Members of the Bodgers' Guild receive a £20 discount if they book before 31 January. Courses cost £140."
PRINT_SHOP = "即日起至6月30日，凭本校学生证打印毕业论文可享受八折优惠，胶装每本另收5元。"
SNAILS = ("Turbo Trev, owned by eight-year-old Mia Rowe, finished in 2 minutes 40 seconds. The record of 2 minutes "
          "dead, set in 1995, still stands.")

CASES = [
    ("Guild members get £20 off the £140 course.", GUILD, "FD002"),
    ("The course costs £140, with guild members getting £20 off.", GUILD, "FD002"),
    ("Guild members get £20 off the £140 course if they book before 31 January.", GUILD, None),
    ("Members booking before 31 January receive a £20 discount.", GUILD, None),
    ("即日起至6月30日，在本店打印毕业论文可享八折优惠，胶装每本另收5元。", PRINT_SHOP, "FD002"),
    ("即日起至6月30日，凭本校学生证打印毕业论文可享八折优惠。", PRINT_SHOP, None),
    ("Turbo Trev won in 160 seconds, 40 seconds outside the record set in 1995.", SNAILS, None),
    ("Turbo Trev won in 160 seconds, 30 seconds outside the record set in 1995.", SNAILS, "FE001"),
    ("Turbo Trev won in 160 seconds, 40 seconds inside the record.", SNAILS, "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_condition_or_margin(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
