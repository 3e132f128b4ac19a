"""A pronoun in a Chinese list (郑秀兰和她的学员) points back to a name the sentence gives; it is no item the evidence
must write (FE025), while an invented item beside a stated one still blocks."""

from __future__ import annotations

import pytest

from report_workflow import verify

SOURCE = "由麦秆画非遗传承人郑秀兰带领8名学员创作的长卷《麦浪千里》日前完成，作品由市文化馆收藏。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("长卷《麦浪千里》由郑秀兰和她的八名学员创作[1]。", True),
    ("参与创作的是郑秀兰和她的学员[1]。", True),
    ("参与创作的是郑秀兰和他们的学员[1]。", True),
    ("长卷《麦浪千里》由市文化馆和博物馆收藏[1]。", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [SOURCE])["publishable"] is passes
