"""The time between two dates given to the month (2023年3月入缸, 2024年9月出缸) is the months from one to the other:
一年半 and 18个月 pass, 两年 blocks (FE001); 两年零八个月 is one span of 32 months, so it blocks over 20 months
rather than passing as "两年", and "2年零3个月" is one span of 27."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

BEAN_PASTE = "2024年9月出缸的这批豆瓣，是2023年3月入缸的，全程在露天晒场自然发酵。这批豆瓣共计约60吨。"
DAM = "澜石江水电站首台机组于2023年6月并网发电，最后一台（第六台）机组于2025年2月投产发电，标志着电站全面建成。"

CASES = [
    ("这批2024年9月出缸的豆瓣从2023年3月入缸算起，自然发酵了一年半。", BEAN_PASTE, True),
    ("这批豆瓣从2023年3月入缸到2024年9月出缸，自然发酵了18个月。", BEAN_PASTE, True),
    ("这批2024年9月出缸的豆瓣从2023年3月入缸算起，自然发酵了两年半。", BEAN_PASTE, False),
    ("澜石江水电站从首台机组并网到六台机组全部投产，历时一年零八个月。", DAM, True),
    ("澜石江水电站从首台机组并网到六台机组全部投产，历时两年零八个月。", DAM, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_months_between_months(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
