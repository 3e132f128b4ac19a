"""Who lent to whom (lend; 向…出借): the lender and the borrower keep their sides (FP010)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

LOAN = "Under the facility agreement, Northbank lent Harlow Foods £4 million for three years at 5.2% interest."
LOAN_ZH = "原告王某与被告陈某签订借款合同，约定王某向陈某出借人民币35万元，借期一年。陈某到期未还，王某起诉。"
LOAN_FIRM_ZH = "2022年3月，恒达投资向星河物流出借资金800万元，年利率4.5%。"
TABLE = [
    # (answer, source, blocked)
    ("Harlow Foods lent Northbank £4 million for three years at 5.2% interest.", LOAN, True),
    ("Northbank lent Harlow Foods £4 million for three years at 5.2% interest.", LOAN, False),
    ("根据借款合同，陈某向王某出借人民币35万元，借期一年。", LOAN_ZH, True),
    ("根据借款合同，王某向陈某出借人民币35万元，借期一年。", LOAN_ZH, False),
    ("2022年3月，星河物流向恒达投资出借资金800万元。", LOAN_FIRM_ZH, True),
    ("2022年3月，恒达投资向星河物流出借资金800万元。", LOAN_FIRM_ZH, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_swapped_lender_and_borrower_block(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FP010" in fired(result)) == blocked, result["sentence_results"]
    assert result["publishable"] != blocked, result["sentence_results"]
