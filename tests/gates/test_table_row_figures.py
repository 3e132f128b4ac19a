"""FN001: a figure of one table row given to another row the sentence names, whose cell of the same column holds
another figure, has been moved between rows; a time of a timetable as much as a count."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

TIMETABLE = ("Route 7, weekday morning departures\nStop | Departs\nAlder Street | 07:05\nBridge Road | 07:18\n"
             "Castle Square | 07:31\nDocklands | 07:44")
BRANCHES = "Branch | Members | Staff\nHarlow | 2,014 | 12\nEpping | 1,870 | 9\nOngar | 960 | 5"


@pytest.mark.parametrize(("answer", "source"), [
    ("The bus leaves Alder Street at 07:05 and reaches Docklands at 07:44 [1].", TIMETABLE),
    ("The bus reaches Castle Square at 07:31 [1].", TIMETABLE),
    ("Epping has 1,870 members and 9 staff [1].", BRANCHES),
])
def test_a_figure_given_to_its_own_row_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("The bus reaches Castle Square at 07:18 [1].", TIMETABLE),
    ("The 07:05 bus from Alder Street reaches Castle Square at 07:18 and Docklands at 07:44 [1].", TIMETABLE),
    ("Ongar has 1,870 members [1].", BRANCHES),
])
def test_a_figure_given_to_another_row_blocks(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FN001" in {finding["rule"] for finding in findings}


def test_the_finding_names_both_rows_and_the_rows_own_figure() -> None:
    _, findings = verdict_of("The bus reaches Castle Square at 07:18 [1].", TIMETABLE)
    (finding,) = [finding for finding in findings if finding["rule"] == "FN001"]
    assert "Bridge Road" in finding["reason"] and "Castle Square" in finding["reason"] and "07:31" in finding["reason"]


PURIFIERS = ("汇川电器发布云帆系列三款空气净化器，主要参数如下：\n\n| 型号 | 适用面积 | 噪音 | 售价 |\n|---|---|---|---|\n"
             "| 云帆 | 40平方米 | 35分贝 | 1599元 |\n| 云帆 Max | 80平方米 | 38分贝 | 2899元 |\n"
             "| 云帆 Mini | 20平方米 | 30分贝 | 899元 |")
SPEAKERS = ("Harlow Audio's Vega range has three models:\n\n| Model | Battery life | Price |\n|---|---|---|\n"
            "| Vega | 30 hours | $149 |\n| Vega Pro | 40 hours | $249 |\n| Vega Lite | 20 hours | $99 |")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    # a row named by the words that set its key apart from the others' (Mini款 for 云帆 Mini)
    ("云帆系列三款净化器中，售价最低的是Mini款，八百九十九元[1]。", PURIFIERS, True),
    ("云帆系列三款净化器中，售价最低的是Max款，两千八百九十九元[1]。", PURIFIERS, False),
    ("云帆系列中，Max款售价八百九十九元[1]。", PURIFIERS, False),
    ("In the Vega range, the Pro costs $99 [1].", SPEAKERS, False),
    # how much cheaper or dearer one row is than another
    ("云帆系列中，Mini款售价八百九十九元，比Max款便宜两千元[1]。", PURIFIERS, True),
    ("云帆系列中，Max款比Mini款贵两千元[1]。", PURIFIERS, True),
    ("云帆系列中，Mini款售价八百九十九元，比Max款便宜一千元[1]。", PURIFIERS, False),
    ("云帆系列中，Mini款比Max款贵两千元[1]。", PURIFIERS, False),
])
def test_a_row_named_by_its_own_words_and_a_price_difference_of_two_rows(answer: str, source: str,
                                                                          passes: bool) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable is passes, findings
