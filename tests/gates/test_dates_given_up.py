"""A date the evidence gives only as the one first set and then given up ("originally scheduled for Saturday 8
March", "postponed from", 原定于) is no date the event took place on, unless the sentence tells it as the first one."""

from __future__ import annotations

import pytest

from report_workflow import verify

FINAL = ("The grand final, originally scheduled for Saturday 8 March, was held on Saturday 15 March after a rail "
         "strike forced a postponement. Kellerton University defeated St Aldric's College on a 4-1 split.")
FAIR = "今年的桂花节原定于9月20日开幕，因台风影响推迟至9月27日。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Kellerton University beat St Aldric's College on a 4-1 split in the grand final on 8 March.", FINAL, False),
    ("Kellerton University beat St Aldric's College on a 4-1 split in the grand final on 15 March.", FINAL, True),
    ("The grand final, originally scheduled for 8 March, was held on 15 March.", FINAL, True),
    ("桂花节于9月20日开幕。", FAIR, False),
    ("桂花节于9月27日开幕。", FAIR, True),
    ("桂花节原定9月20日开幕，后推迟一周。", FAIR, True),
])
def test_a_date_given_up(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes


def test_the_reason_says_the_date_was_given_up() -> None:
    result = verify("Kellerton University won the grand final on 8 March.", [FINAL])
    [finding] = [finding for item in result["sentence_results"] for finding in item["findings"]]
    assert finding["rule"] == "FE006" and "first set" in finding["reason"]
