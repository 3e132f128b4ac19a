"""Spoken Chinese units: 个钟头 is hours and 个年头 years (两个钟头 = 两小时, 四十一个年头 = 41年); 块 is 元 where an amount
after a word of paying ends (收十五块，), not where it counts pieces (样地12块, 最大的一块)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("七十二岁的何福林在南门菜市场口摆摊补锅已有四十一个年头，补一口铁锅收十五块，铝壶十块[1]。",
     "在老城南门菜市场口，72岁的补锅匠何福林已经摆摊41年。他补一口铁锅收费15元，补铝壶10元，生意好的时候一天能接二十来单。",
     None),
    ("何福林摆摊补锅已有四十二个年头[1]。",
     "在老城南门菜市场口，72岁的补锅匠何福林已经摆摊41年。",
     "FE"),
    ("补一口铁锅收十八块[1]。",
     "他补一口铁锅收费15元，补铝壶10元。",
     "FE"),
    ("孙德厚如今每天仍花两小时背稿[1]。",
     "孙德厚说，自己现在每天还要背两个钟头的书稿。",
     None),
    ("孙德厚如今每天仍花三小时背稿[1]。",
     "孙德厚说，自己现在每天还要背两个钟头的书稿。",
     "FE"),
    ("保护区计划2025年起在核心区外围新设十二块固定样地[1]。",
     "保护区计划2025年起在核心区外围新设固定样地12块。",
     None),
    ("黑白复印打印是最大的一块，占48%[1]。",
     "快印通三季度收入7.5万元，其中黑白复印打印占48%，为最大收入来源。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
