"""FD003: "all staff", 所有员工 over evidence that states the thing of a part of the group only (permanent employees,
正式员工)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

LEAVE = ("Permanent employees are entitled to 25 days of paid annual leave plus public holidays. Contractors and "
         "agency workers are not covered by this policy.")
GRANT = "Eligible households will receive a one-off energy grant of £150 in November."
LEAVE_ZH = "公司正式员工每年享有15天带薪年假，劳务派遣人员不适用本制度。"


@pytest.mark.parametrize(("answer", "source"), [
    ("All staff at the company are entitled to 25 days of paid annual leave plus public holidays.", LEAVE),
    ("Every household will receive a one-off energy grant of £150 in November.", GRANT),
    ("公司所有员工每年享有15天带薪年假。", LEAVE_ZH),
])
def test_the_whole_group_over_a_named_part_of_it_blocks(answer: str, source: str) -> None:
    assert "FD003" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("All permanent employees are entitled to 25 days of paid annual leave plus public holidays.", LEAVE),
    ("All eligible households will receive a one-off energy grant of £150 in November.", GRANT),
    ("公司所有正式员工每年享有15天带薪年假。", LEAVE_ZH),
])
def test_the_whole_of_the_named_part_passes(answer: str, source: str) -> None:
    assert "FD003" not in fired(verify(answer, [source]))
