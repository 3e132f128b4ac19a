"""A margin told with "beyond" is how far one figure lies past another ("the hill record of 138.5 m lies 4.5 metres
beyond the hill size" over HS 134 m and a record of 138.5 m, in two passages), on its side: the hill size does not
lie beyond the record, and a wrong margin still blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

HILL = "Technical data. Hill size: HS 134 m. K-point: 120 m. Hill record: 138.5 m (Lukas Wendl, 2019)."

CASES = [
    ("The hill record of 138.5 m lies 4.5 metres beyond the hill size.", True),
    ("The hill record of 138.5 m lies four and a half metres beyond the hill size.", True),
    ("The hill record of 138.5 m lies 14.5 metres beyond the hill size.", False),
    ("The hill size lies 4.5 metres beyond the hill record of 138.5 m.", False),
]


@pytest.mark.parametrize(("answer", "publishable"), CASES)
def test_margin_beyond_another(answer: str, publishable: bool) -> None:
    assert verify(answer, HILL)["publishable"] is publishable
