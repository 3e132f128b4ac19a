"""A share after 其中 and a figure of its own is of the whole, not of that figure: 其中内画壶最多，有四十三件，约占三分之一 is
43 of 126 (FE001 read 其中 as giving the share to 四十三); a share given by 占 ("accounts for", 约占34%) is a share of
the whole as one written as a fraction is; a wrong share still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("临州博物馆获赠一百二十六件清代鼻烟壶，其中内画壶最多，有四十三件，约占三分之一[1]。",
     "2024年6月8日，临州博物馆接受收藏家沈伯年先生捐赠的清代鼻烟壶126件。这批藏品涵盖玻璃胎画珐琅、内画、玛瑙、瓷等9个品类，其中内画鼻烟壶最多，为43件。",
     None),
    ("内画壶有43件，约占34%[1]。",
     "2024年6月8日，临州博物馆接受收藏家沈伯年先生捐赠的清代鼻烟壶126件。这批藏品涵盖玻璃胎画珐琅、内画、玛瑙、瓷等9个品类，其中内画鼻烟壶最多，为43件。",
     None),
    ("内画壶有43件，约占44%[1]。",
     "2024年6月8日，临州博物馆接受收藏家沈伯年先生捐赠的清代鼻烟壶126件。这批藏品涵盖玻璃胎画珐琅、内画、玛瑙、瓷等9个品类，其中内画鼻烟壶最多，为43件。",
     "FE001"),
    ("临州博物馆获赠一百二十六件清代鼻烟壶，其中内画壶最多，有四十三件，约占一半[1]。",
     "2024年6月8日，临州博物馆接受收藏家沈伯年先生捐赠的清代鼻烟壶126件。这批藏品涵盖玻璃胎画珐琅、内画、玛瑙、瓷等9个品类，其中内画鼻烟壶最多，为43件。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
