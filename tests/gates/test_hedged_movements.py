"""A hedge on a word of rise or fall ("likely to rise", 可能上涨) qualifies a sentence that moves the same way in
other words ("will go up", 将会提高): stated as fact, it blocks as a hedge dropped (FD002); kept, it passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

PREMIUMS = ("Given the scale of the damage, premiums for properties in the affected postcodes are likely to rise at "
            "renewal, although individual prices will depend on flood-resilience measures taken.")
BAOFEI = "鉴于损失规模，受灾邮编区域内房屋的保费在续保时可能上涨，具体价格取决于防洪措施。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Premiums for properties in the affected postcodes will go up at renewal [1].", PREMIUMS),
    ("受灾邮编区域的房屋续保时保费将会提高[1]。", BAOFEI),
])
def test_a_movement_in_other_words_stated_as_fact_drops_the_hedge(answer: str, source: str) -> None:
    assert sentence_rules(verify(answer, [source])) == ["FD002"]


@pytest.mark.parametrize(("answer", "source"), [
    ("Premiums for properties in the affected postcodes are expected to go up at renewal [1].", PREMIUMS),
    ("受灾邮编区域的房屋续保时保费可能会提高[1]。", BAOFEI),
])
def test_a_movement_in_other_words_that_keeps_a_hedge_passes(answer: str, source: str) -> None:
    assert verify(answer, [source])["publishable"]
