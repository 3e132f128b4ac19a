"""A ruling on an appeal is a ruling on the decision appealed against, the other way round: dismissing an appeal
upholds the finding below (驳回上诉 is 维持原判). A challenge dismissed upholds nothing: it may fail for want of
standing, leaving the law it challenged unjudged.

Each row: the answer, its source, and whether the polarity gate must block it (FP002) or let it pass.
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

TRIBUNAL = ("The Court of Appeal dismissed Ardent Freight's appeal against the tribunal's finding that the drivers "
            "were workers, not self-employed contractors.")
PASSIVE = "Mr Okoye's appeal over his conviction for fraud was dismissed by the Court of Appeal in May."
STANDING = ("The High Court dismissed the residents' challenge to the city's congestion charge, ruling that the "
            "group lacked standing.")
ZH_APPEAL = "二审法院经审理认为，一审判决认定事实清楚，遂判决驳回上诉，维持原判。"

FLIPS = [
    ("The Court of Appeal upheld Ardent Freight's appeal against the tribunal's finding.", TRIBUNAL),
    ("The Court of Appeal rejected the tribunal's finding that the drivers were workers.", TRIBUNAL),
    ("The High Court upheld the city's congestion charge.", STANDING),
    ("二审法院支持了被告的上诉。", ZH_APPEAL),
]
HONEST = [
    ("The Court of Appeal upheld the tribunal's finding that the drivers were workers.", TRIBUNAL),
    ("The Court of Appeal rejected Ardent Freight's appeal against the tribunal's finding.", TRIBUNAL),
    ("The Court of Appeal upheld Mr Okoye's conviction for fraud in May.", PASSIVE),
    ("The High Court dismissed the residents' challenge to the congestion charge for lack of standing.", STANDING),
    ("二审法院驳回了被告的上诉，维持原判。", ZH_APPEAL),
    # the appeal named a few words after the ruling, past the party it is of
    ("东州中院二审驳回了税务稽查局的上诉，维持原判。", "东州市中级人民法院作出二审判决，驳回稽查局上诉，维持原判。"),
]


def _polarity_rules(answer: str, source: str) -> set[str]:
    return fired(verify(answer, [source]), "FP")


@pytest.mark.parametrize(("answer", "source"), FLIPS)
def test_a_ruling_told_the_other_way_blocks(answer, source):
    assert _polarity_rules(answer, source) == {"FP002"}


@pytest.mark.parametrize(("answer", "source"), HONEST)
def test_dismissing_an_appeal_restated_as_upholding_the_decision_passes(answer, source):
    assert _polarity_rules(answer, source) == set()
