"""A Chinese role told with a name (第一作者为…陈墨, 许安作为第一作者) is read as the English one is ("Chief Financial Officer
Priya Natarajan"): a person given the role the evidence gives another, where it gives this one only another role,
blocks (FE021: 许安作为第一作者 over 第一作者为…陈墨，通讯作者为…许安); the evidence's own roles pass, and so do roles
written in a sentence with an accented letter."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("岭东大学教授许安作为第一作者，在《动物学报》发表论文，报道了新种“云岭管鼻蝠”[1]。",
     "华南生物研究所与岭东大学联合团队近日在《动物学报》发表论文，报道了新种“云岭管鼻蝠”。论文第一作者为华南生物研究所助理研究员陈墨，通讯作者为岭东大学教授许安。",
     "FE021"),
    ("论文第一作者为华南生物研究所的陈墨，通讯作者为岭东大学教授许安[1]。",
     "华南生物研究所与岭东大学联合团队近日在《动物学报》发表论文，报道了新种“云岭管鼻蝠”。论文第一作者为华南生物研究所助理研究员陈墨，通讯作者为岭东大学教授许安。",
     None),
    ("陈墨作为第一作者，在《动物学报》发表论文，报道了新种“云岭管鼻蝠”[1]。",
     "华南生物研究所与岭东大学联合团队近日在《动物学报》发表论文，报道了新种“云岭管鼻蝠”。论文第一作者为华南生物研究所助理研究员陈墨，通讯作者为岭东大学教授许安。",
     None),
    ("Deputy CFO José Hale will serve as chief financial officer [1].",
     "Chief Financial Officer Priya Natarajan will step down. Deputy CFO José Hale will serve as interim CFO.",
     "FE021"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
