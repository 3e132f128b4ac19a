"""近 before a length of time after a word of having lasted is "nearly" (开了近四十年 over 三十七年), elsewhere
"the last" (近三年来)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("王记剃头铺已经开了近四十年[1]。",
     "在老城区仁和巷开了三十七年的王记剃头铺，至今仍保留着传统剃刀修面的手艺。",
     None),
    ("王记剃头铺已经开了近三十年[1]。",
     "在老城区仁和巷开了三十七年的王记剃头铺，至今仍保留着传统剃刀修面的手艺。",
     "FE"),
    ("近三年来，该镇共新增果园四十亩[1]。",
     "2022年至2024年，该镇新增果园四十亩。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
