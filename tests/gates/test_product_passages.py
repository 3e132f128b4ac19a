"""Retrieval gives a sentence the passage holding the amount one of its figures is a product of: "capped at four
times the individual deductible" works out to $6,000 only read with "$1,500 applies to each insured person", a
sentence away in the same source."""

from __future__ import annotations

import pytest

from report_workflow.gates.inputs import Statement
from report_workflow.gates.retrieval import SourceIndex
from report_workflow.verify import verify
from tests.support import fired

POLICY = ("Section 4.2 Deductible: An annual deductible of $1,500 applies to each insured person. The family "
          "deductible is capped at four times the individual deductible.")
POLICY_WITH_COPAYMENT = ("Section 4.2 Deductible: An annual deductible of $1,500 applies to each insured person. A "
                         "co-payment of $2,000 applies to hospital stays. The family deductible is capped at four "
                         "times the individual deductible.")
DOSE_ZH = "儿童用量：每次5毫升。每日最多服用3次。"


@pytest.mark.parametrize(("answer", "sources"), [
    ("The policy's annual deductible is $1,500 per insured person [1]. For a family of four, that comes to a "
     "maximum combined deductible of $6,000 [1].", {"1": POLICY}),
    ("For a family of four, the maximum combined deductible is $6,000.", {"1": POLICY}),
    ("儿童每日合计最多服用15毫升[1]。", {"1": DOSE_ZH}),
])
def test_a_product_of_figures_sentences_apart_passes(answer: str, sources: dict[str, str]) -> None:
    result = verify(answer, sources)
    assert result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("answer", "sources"), [
    # four times $1,500 is not $8,000
    ("For a family of four, the maximum combined deductible is $8,000 [1].", {"1": POLICY}),
    ("儿童每日合计最多服用20毫升[1]。", {"1": DOSE_ZH}),
    # four times the $2,000 co-payment is $8,000, but the source states two amounts: which one is multiplied is
    # not said, so no single passage picked out of it may stand for "the only amount"
    ("For a family of four, the maximum combined deductible is $8,000 [1].", {"1": POLICY_WITH_COPAYMENT}),
    # the amount stands in another source than the multiple
    ("For a family of four, the maximum combined deductible is $6,000.",
     {"1": "The family deductible is capped at four times the individual deductible.",
      "2": "An annual deductible of $1,500 applies to each insured person."}),
])
def test_a_product_the_evidence_does_not_work_out_blocks(answer: str, sources: dict[str, str]) -> None:
    result = verify(answer, sources)
    assert "FE001" in fired(result), result["sentence_results"]


@pytest.mark.parametrize(("figure", "chosen"), [
    ("$6,000", ["The family deductible", "Section 4.2 Deductible"]),
    ("$7,000", ["The family deductible"]),  # four times $1,500 is not $7,000: the amount passage is no help
])
def test_the_amount_passage_is_chosen_only_for_the_figure_it_works_out(figure: str, chosen: list[str]) -> None:
    statement = Statement(f"For a family of four, the maximum combined deductible is {figure}.")
    passages = SourceIndex({"policy": POLICY}).select(statement, ["policy"])
    assert [passage.text[:len(start)] for passage, start in zip(passages, chosen)] == chosen
    assert len(passages) == len(chosen)
