"""先…，再… orders two steps (先签订合同，再申请贷款): told the other way round, the order is reversed (FP009); 再 as
"again" (再次) orders nothing."""

from __future__ import annotations

import pytest

from report_workflow import verify

STEPS = "公司负责人介绍，程序上将先与种植户签订保底收购合同，再凭合同向农业发展银行申请收购贷款。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("按负责人介绍的程序，公司先向农业发展银行申请收购贷款，再与种植户签订保底收购合同。", False),
    ("按负责人介绍的程序，公司先与种植户签订保底收购合同，再向农业发展银行申请收购贷款。", True),
    ("按负责人介绍的程序，公司与种植户签订保底收购合同后，再次向农业发展银行申请收购贷款。", True),
])
def test_first_then(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [STEPS])["publishable"]) is passes
