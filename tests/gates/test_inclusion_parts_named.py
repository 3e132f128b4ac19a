"""FN005 reads the part a figure is given only from the words that name it: a figure joined by a hyphen to the noun
it counts ("a 42-concert season") names that noun, and a Chinese part is named by half its character pairs, not by
one pair it shares with a verb (计划招收 is not 省内计划)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import assert_publishable, fired

SEASON = ["The season comprises 42 main-stage concerts, including 6 world premieres."]
ADMISSIONS = ["我校2024年面向全国招收普通本科生3200名，其中省内计划2100名。"]


@pytest.mark.parametrize(("answer", "sources"), [
    ("Two of the six world premieres in the orchestra's 42-concert season are by women [1].", SEASON),
    ("学校今年计划招收本科生3200人，其中省内2100人[1]。", ADMISSIONS),
])
def test_a_whole_named_as_such_passes(answer, sources):
    assert "FN005" not in fired(verify(answer, sources))


@pytest.mark.parametrize(("answer", "sources"), [
    ("The season has 42 world premieres [1].", SEASON),
    ("学校今年省内计划招收3200人[1]。", ADMISSIONS),
])
def test_a_part_given_the_whole_figure_still_blocks(answer, sources):
    assert "FN005" in fired(verify(answer, sources))
