"""A word of a pair of opposites (本地 and 外地, indoor and outdoor, public and private) written where the evidence writes
only the other blocks (FP018); the evidence's own word and a word joined with its opposite (国内外, "indoor and
outdoor") pass. 来源于 tells where a thing comes from, no cause (FE023 read 源于 as one)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("黄蜻样本中约百分之六十来源于本地[1]。",
     "结果表明，采集的黄蜻样本中约百分之六十来源于外地，显示其具有长距离迁飞能力。",
     "FP018"),
    ("约六成黄蜻样本来源于外地[1]。",
     "结果表明，采集的黄蜻样本中约百分之六十来源于外地，显示其具有长距离迁飞能力；而碧伟蜓样本主要为本地羽化个体。",
     None),
    ("The new stand adds 400 outdoor seats [1].",
     "The new stand adds 400 indoor seats to the ground.",
     "FP018"),
    ("The club runs indoor and outdoor sessions for 400 members [1].",
     "The club runs indoor sessions for its 400 members.",
     None),
    ("该校面向国内外招收学生二百名[1]。",
     "该校今年面向国外招收学生二百名。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
