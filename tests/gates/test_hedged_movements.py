"""A hedge on a word of rise or fall ("likely to rise", 可能上涨) qualifies a sentence that moves the same way in
other words ("will go up", 将会提高): stated as fact, it blocks as a hedge dropped (FD002); kept, it passes. Wording
that softens without hedging as the evidence does ("a possible link", "should arrive", 应该能) keeps the hedge."""

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


PARVO = ("Preliminary findings suggest the cases may be linked to an unvaccinated litter of puppies sold at the "
         "weekend market in late February, but the investigation is continuing.")
POST = ("Items posted by these dates are expected to arrive before Christmas in most cases, but delivery cannot be "
        "guaranteed.")
KUAIDI = "按上述日期寄出的邮件预计在节前送达，但不能保证。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Early findings point to a possible link with an unvaccinated litter sold at the weekend market in late "
     "February [1].", PARVO),
    ("Most items posted by these dates should arrive before Christmas, though delivery cannot be promised [1].", POST),
    ("按上述日期寄出的邮件应该能在节前送达[1]。", KUAIDI),
])
def test_wording_that_softens_keeps_the_evidence_hedge(answer: str, source: str) -> None:
    assert verify(answer, [source])["publishable"]


@pytest.mark.parametrize(("answer", "source"), [
    ("The cases are linked to an unvaccinated litter sold at the weekend market in late February [1].", PARVO),
    ("Items posted by these dates will arrive before Christmas [1].", POST),
])
def test_the_same_statements_without_it_drop_the_hedge(answer: str, source: str) -> None:
    assert sentence_rules(verify(answer, [source])) == ["FD002"]
