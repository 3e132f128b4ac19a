"""A share told as left or not done (还有约三成没有完成, 还剩约三成) is the rest of the share the evidence gives as done
(完成约七成), and its denial is the share's, not a contradiction; a share done well short of all (完成约七成) is no
completion (FE028), and a sentence saying that work is not done agrees with it, not one saying so of work the
evidence tells as finished."""

from __future__ import annotations

import pytest

from report_workflow import verify

WORKS = "截至9月底，老城区三条道路的路面改造均已完工，雨污分流改造完成约六成。下一阶段将实施绿化提升。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("截至九月底，雨污分流改造还有约四成没有完成[1]。", True),
    ("截至九月底，雨污分流改造约四成尚未完成[1]。", True),
    ("截至九月底，雨污分流改造还剩约四成[1]。", True),
    ("截至九月底，雨污分流改造还有约三成没有完成[1]。", False),
    ("截至九月底，雨污分流改造已经完成[1]。", False),
    ("截至九月底，雨污分流改造没有完成[1]。", True),
    ("截至九月底，雨污分流改造尚未全部完成[1]。", True),
    ("截至九月底，三条道路的路面改造都没有完成[1]。", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [WORKS])["publishable"] is passes
