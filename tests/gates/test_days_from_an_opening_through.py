"""An opening on one date and a run "to" another (10月12日在滨河会展中心开幕，展期至10月20日), with the place named between
the date and the opening, counts both ends: nine days."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("黄河奇石博览会十月十二日开幕，二十日闭幕，展期共九天[1]。",
     "第九届黄河奇石博览会于2024年10月12日在滨河会展中心开幕，展期至10月20日。本届共展出奇石560方。",
     None),
    ("黄河奇石博览会十月十二日开幕，展期共九天[1]。",
     "第九届黄河奇石博览会于2024年10月12日在滨河会展中心开幕，展期至10月20日。本届共展出奇石560方。",
     None),
    ("黄河奇石博览会十月十二日开幕，展期共十天[1]。",
     "第九届黄河奇石博览会于2024年10月12日在滨河会展中心开幕，展期至10月20日。本届共展出奇石560方。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
