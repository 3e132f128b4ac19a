"""An amount a passage gives a count of things, shared out over that count, for a figure the sentence gives for
each of them: 平均每座投入三十多万元 over 58座…完成投资2100万元, "about £2,600 per machine" over a table row's
"Machines" and "Revenue (£)" cells. A wrong share still blocks."""

from __future__ import annotations

import pytest

from report_workflow import verify

REPAIRS = "县文旅局通报：2024年，县里对已列入文物保护单位的土楼中的58座实施了屋面修缮，完成投资2100万元。"
STORES = """Sudsworth Laundry Co. — FY2023 store results

| Store | Machines | Revenue (£) |
|---|---|---|
| Eastgate | 40 | 96,000 |
| Millbrook | 32 | 83,200 |
"""


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("2024年，县里修缮了58座文保土楼的屋面，平均每座投入约36万元[1]。", REPAIRS, True),
    ("2024年，文保土楼屋面修缮平均每座投入三十多万元[1]。", REPAIRS, True),
    ("2024年，县里修缮了58座文保土楼的屋面，平均每座投入约48万元[1]。", REPAIRS, False),
    ("Millbrook earned about £2,600 per machine in FY2023, against £2,400 at Eastgate [1].", STORES, True),
    ("Millbrook earned about £3,100 per machine in FY2023 [1].", STORES, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes
