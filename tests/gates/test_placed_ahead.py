"""FP007 for a place ahead of or behind another ("ranked ahead of", 排在…之前) and for any comparison read against
a table column: the row keys name the two sides, the column's figures order them."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

PORTS_ZH = "港口 | 2023年集装箱吞吐量（万标箱）\n宁波舟山 | 3530\n深圳 | 2988\n青岛 | 2875\n广州 | 2541"
PORTS_ZH_PROSE = "2023年，青岛港集装箱吞吐量2875万标箱，广州港2541万标箱。"
STORES = ("Store,Annual sales (£m),Customer satisfaction (%)\n"
          "Leeds,48.2,81\nYork,31.5,93\nHull,39.0,77")
UNIVERSITIES = "University | Research income (£m)\nKingsbridge | 412\nAshford | 388\nMarlow | 295"
TABLE = [
    # (answer, source, blocked)
    ("表中广州排在青岛之前。", PORTS_ZH, True),
    ("表中青岛排在广州之前。", PORTS_ZH, False),
    ("深圳位列宁波舟山之后，青岛排在深圳后面。", PORTS_ZH, False),
    ("青岛港排在广州港之后。", PORTS_ZH_PROSE, True),
    ("青岛港排在广州港之前。", PORTS_ZH_PROSE, False),
    ("2023年广州集装箱吞吐量高于青岛。", PORTS_ZH, True),
    ("2023年青岛集装箱吞吐量高于广州。", PORTS_ZH, False),
    ("Marlow ranked ahead of Ashford on research income.", UNIVERSITIES, True),
    ("Ashford ranked ahead of Marlow on research income.", UNIVERSITIES, False),
    ("Kingsbridge ranks behind Ashford.", UNIVERSITIES, True),
    ("Hull had higher annual sales than Leeds.", STORES, True),
    ("Hull had higher annual sales than York.", STORES, False),
    ("York had higher customer satisfaction than Leeds.", STORES, False),  # the column the sentence names
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_a_place_or_comparison_against_the_figures_blocks(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FP007" in fired(result)) == blocked, result["sentence_results"]
    assert result["publishable"] != blocked, result["sentence_results"]


def test_two_columns_none_of_which_the_sentence_names_compare_nothing() -> None:
    result = verify("York ranked ahead of Leeds.", [STORES])
    assert "FP007" not in fired(result), result["sentence_results"]
