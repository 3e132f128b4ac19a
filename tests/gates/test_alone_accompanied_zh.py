"""单独 and 独自 ("alone") are the opposite of 陪同 ("accompanied"): 年满八周岁的孩子即可单独参加 over 未满14周岁的须由成人陪同
blocks (FP018); a denied 陪同 (无需陪同) is not read, and "unaccompanied" is the opposite of "accompanied"."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("年满八周岁的孩子即可单独参加浣熊喂食体验[1]。",
     "银湖动物园“浣熊喂食体验”项目每周六、日10:00和15:00各开放一场，每场限12人。参与者须年满8周岁，未满14周岁的须由成人陪同。体验费每人30元。",
     "FP018"),
    ("成年游客参观洞窟无需导游陪同[1]。",
     "景区公告：成年游客可单独参观洞窟，讲解服务另行收费。",
     None),
    ("Unaccompanied children may join the feeding session [1].",
     "Children must be accompanied by an adult at the feeding session.",
     "FP018"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
