"""A figure the evidence states in one sentence as its only figure of that kind, beside another figure the answer
states with it, stays with that sentence's thing (FN001 does not fire), however well another clause's words match;
two figures of one kind in one sentence can still change places."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

CLAIMS = ("截至7月25日，本公司共接到暴雨相关报案2,317件。已结案1,102件，已支付赔款约3,600万元。公司初步估计，"
          "本次暴雨最终赔付金额可能在1.5亿元左右。")
SALES = "North sold 412 units for £3.1 million, while South sold 380 units for £2.6 million."


@pytest.mark.parametrize("answer", [
    "已结案一千一百零二件、赔付约三千六百万元[1]。",
    "The insurer has closed 1,102 claims and paid out about 36 million yuan so far [1].",
])
def test_a_figure_kept_beside_its_partner_of_another_kind_stays(answer: str) -> None:
    source = CLAIMS if not answer.isascii() else ("The insurer has received 2,317 claims. It has closed 1,102 claims "
                                                  "and paid about 36 million yuan. It expects final payouts to reach "
                                                  "roughly 150 million yuan.")
    assert verify(answer, [source])["publishable"]


def test_two_figures_of_one_kind_in_one_sentence_can_still_change_places() -> None:
    result = verify("South sold 412 units for £2.6 million [1].", [SALES])
    assert "FN001" in sentence_rules(result)
