"""Worked-out figures that reach across a sentence break or a named part: a total leaves out a part "of which"
gives, a margin follows "took the title by", the rest of a stated whole is less the one figure the evidence adds, a
share opening the next sentence with 其中 is of the figure of its unit before it, and a date moved (往后推, 推迟) is
counted from the date the passage first gave."""

from __future__ import annotations

import pytest

from report_workflow import verify

SHELTERS = ["We took in 912 cats last year, of which 730 were rehomed.",
            "Our partner shelter took in 420 cats over the same year."]
TABLE = "Final table: Redvale finished top with 64 points, Ashby second on 61 and Corley third on 58."
APPEAL = ("The society hopes to restore the organ if its £75,000 appeal closes by March. "
          "Donors have so far given £53,200.")
TEA = ("上半年全省茶叶出口2.4万吨，出口额5.2亿元，同比分别增长6%和3%。其中，绿茶占出口量的65%，其余为红茶。")
MOVED = "原定6月6日开幕、6月8日闭幕的邀请赛，调整为6月9日开幕、6月11日闭幕。"


def _passes(answer: str, sources: list[str]) -> bool:
    return bool(verify(answer, sources)["publishable"])


@pytest.mark.parametrize(("answer", "passes"), [
    ("Between them, the two shelters took in 1,332 cats [1][2].", True),
    ("Between them, the two shelters took in 1,642 cats [1][2].", False),
])
def test_a_part_of_which_is_no_addend(answer: str, passes: bool) -> None:
    assert _passes(answer, SHELTERS) is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("Redvale took the title by three points from Ashby.", True),
    ("Redvale clinched the title by three points from Ashby.", True),
    ("Redvale took the title by six points from Ashby.", False),
])
def test_a_title_taken_by_a_margin(answer: str, passes: bool) -> None:
    assert _passes(answer, [TABLE]) is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("The £75,000 appeal must close by March, and £21,800 is still to be found.", True),
    ("The £75,000 appeal must close by March, with £21,800 still to be raised.", True),
    ("The £75,000 appeal must close by March, and £31,800 is still to be found.", False),
])
def test_the_rest_of_a_stated_whole(answer: str, passes: bool) -> None:
    assert _passes(answer, [APPEAL]) is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("上半年出口茶叶二万四千吨，其中绿茶约一万五千六百吨。", True),
    ("上半年出口茶叶二万四千吨，其中绿茶约一万八千吨。", False),
])
def test_a_share_opening_the_next_sentence(answer: str, passes: bool) -> None:
    assert _passes(answer, [TEA]) is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("邀请赛往后推了三天，改在6月9日开幕。", True),
    ("邀请赛推迟三天，改在6月9日开幕。", True),
    ("邀请赛往后推了五天，改在6月9日开幕。", False),
    ("邀请赛提前三天，改在6月9日开幕。", False),
])
def test_a_date_moved_later(answer: str, passes: bool) -> None:
    assert _passes(answer, [MOVED]) is passes
