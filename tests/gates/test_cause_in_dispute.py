"""Evidence saying the reasons for something are in dispute (原因说法不一, 看法不一, 众说纷纭) leaves its cause open: a
sentence giving one of the causes as the cause blocks (FE023)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("交易下滑主要是因为市场管理方搬迁了部分临街摊位[1]。",
     "同一时期，市场管理方对部分临街摊位进行了搬迁。商户对交易下滑的原因说法不一，有人认为是天气转凉，也有人认为是直播带货分流了客源。",
     "FE023"),
    ("商户对交易下滑的原因说法不一，有人认为是天气转凉[1]。",
     "商户对交易下滑的原因说法不一，有人认为是天气转凉，也有人认为是直播带货分流了客源。",
     None),
    ("客流减少是因为票价上涨[1]。",
     "对于客流减少的原因，业内看法不一。今年票价上涨了两成。",
     "FE023"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
