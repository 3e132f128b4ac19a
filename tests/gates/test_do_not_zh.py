"""不要 ("do not") denies the verb after it as 不得 and 不能 do, past 要 as past a modal (it denied 要自, a pair of
characters no sentence states), 不宜 and 不可 alike; 勿 (切勿, 请勿) and 避免 ("avoid") deny what follows them: "可以先自行
带回家暂养" affirms what 不要自行带回饲养 denies (FP001), while 避免进入 restates 不要进入."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("市民发现受伤或落单的猫头鹰幼鸟时，可以先自行带回家暂养，再联系属地林业站[1]。",
     "市林业局提醒，所有鸮形目鸟类均为国家二级以上重点保护野生动物。市民如发现受伤或落单的猫头鹰幼鸟，不要自行带回饲养，应拨打12345或联系属地林业站处置。",
     "FP001"),
    ("市民发现受伤的猫头鹰幼鸟时，不要自行带回饲养，应联系属地林业站[1]。",
     "市林业局提醒，所有鸮形目鸟类均为国家二级以上重点保护野生动物。市民如发现受伤或落单的猫头鹰幼鸟，不要自行带回饲养，应拨打12345或联系属地林业站处置。",
     None),
    ("气象站提醒滑雪者不要进入雪道以外的区域[1]。",
     "气象站建议滑雪者避免进入雪道外区域，登山者推迟前往北坡的行程。",
     None),
    ("药师提醒，出现症状后可以自行用药[1]。",
     "药师提醒，出现症状后切勿自行用药，应及时就医。",
     "FP001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
