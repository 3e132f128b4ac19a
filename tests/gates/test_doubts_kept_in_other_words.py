"""A doubt kept in other words keeps the evidence's hedge: 不一定 for 未必 ("not necessarily" either way), a forecast's
预计 opening the clause before the one it governs, "the hall expects to reopen" for "is expected to reopen". Dropping
the doubt still blocks (FD002), and 未必 is no denial for the polarity gate to set against an affirming sentence."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

EVIDENCE_ZH = "报告认为，由于样本集中在一二线城市，结论未必适用于县域家庭。"
FORECAST = "本周香菜到货量减少约三成。预计随着南方大棚香菜陆续上市，下周价格有望回落。"
EVIDENCE_EN = "The maze will close from 4 March. The maze is expected to reopen in late May."

CASES = [
    ("报告提醒，样本集中在一二线城市，结论不一定适用于县域家庭。", EVIDENCE_ZH, set()),
    ("报告提醒，样本集中在一二线城市，结论未必适用于县域家庭。", EVIDENCE_ZH, set()),
    ("报告提醒，样本集中在一二线城市，结论不见得适用于县域家庭。", EVIDENCE_ZH, set()),
    ("报告提醒，样本集中在一二线城市，结论适用于县域家庭。", EVIDENCE_ZH, {"FD002"}),
    ("市场方面预计，随着南方大棚香菜上市，下周价格可能回落。", FORECAST, set()),
    ("随着南方大棚香菜上市，下周价格会回落。", FORECAST, {"FD002"}),
    ("The hall expects to reopen the maze in late May.", EVIDENCE_EN, set()),
    ("The maze will reopen in late May.", EVIDENCE_EN, {"FD002"}),
]


@pytest.mark.parametrize(("answer", "source", "rules"), CASES)
def test_doubt_kept_or_dropped(answer: str, source: str, rules: set[str]) -> None:
    result = verify(answer, source)
    assert fired(result) & {"FD002", "FP001", "FD001"} == rules, result["sentence_results"]
    assert result["publishable"] is not rules


def test_a_doubt_is_no_denial() -> None:
    """结论未必适用 doubts, it does not deny: an affirming sentence drops the doubt (FD002), it does not flip a
    negation (FP001)."""
    result = verify("结论适用于县域家庭。", EVIDENCE_ZH)
    assert "FP001" not in fired(result)
    assert "FD002" in fired(result)
