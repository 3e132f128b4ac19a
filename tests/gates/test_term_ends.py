"""The last day of a term the evidence gives by its first day and its length ("自2024年1月1日起施行，有效期五年")
is worked out: 2028年12月31日 restates it, another day does not."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

RULES_ZH = "本规定自2025年3月1日起施行，有效期三年。"
LICENCE_EN = "The licence takes effect on 1 July 2023 and is valid for two years."
LEASE_EN = "The lease runs from 15 April 2022 for a term of 5 years."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("本规定自2025年3月1日起施行，有效期至2028年2月29日。", RULES_ZH, True),
    ("本规定自2025年3月1日起施行，有效期至2028年3月31日。", RULES_ZH, False),
    ("本规定有效期至2027年2月28日。", RULES_ZH, False),
    ("The licence is valid until 30 June 2025.", LICENCE_EN, True),
    ("The licence is valid until 30 June 2026.", LICENCE_EN, False),
    ("The lease ends on 14 April 2027.", LEASE_EN, True),
    ("The lease ends on 14 April 2026.", LEASE_EN, False),
])
def test_the_last_day_of_a_term_is_worked_out_from_its_first_day_and_length(answer: str, source: str,
                                                                            passes: bool) -> None:
    result = verify(answer, [source])
    assert result["publishable"] is passes, sentence_rules(result)
    if not passes:
        assert "FE006" in sentence_rules(result)


def test_a_date_after_a_span_that_is_no_term_is_not_worked_out() -> None:
    source = "工程于2021年5月10日开工，工期两年。"
    result = verify("工程于2021年5月10日开工，2023年5月9日竣工。", [source])
    assert "FE006" in sentence_rules(result)


def test_a_holiday_start_restates_the_first_day_of_the_term() -> None:
    result = verify("新办法从2026年元旦起实施，有效期至2030年12月31日。", ["本办法自2026年1月1日起施行，有效期五年。"])
    assert result["publishable"], sentence_rules(result)
