"""A substitution of one figure for another ("every 20 minutes instead of every 10") read with its sides (FP003)."""

from __future__ import annotations

import pytest

from report_workflow.gates.inputs import Statement
from report_workflow.gates.substitutions import substitutions
from tests.support import verdict_of

TIMETABLE = ("From 1 June, the line will operate a reduced weekend timetable, with trains every 20 minutes instead "
             "of every 10 minutes.")


@pytest.mark.parametrize(("text", "kept", "replaced"), [
    ("Trains will run every 20 minutes instead of every 10 minutes.", "20 minutes", "10 minutes"),
    ("The fund targets returns of 7% rather than 5%.", "7%", "5%"),
    ("该行按4%而非3.5%的利率计息。", "4%", "3.5%"),
])
def test_the_kept_and_the_replaced_figure_are_read(text: str, kept: str, replaced: str) -> None:
    ((first, second, _),) = substitutions(Statement(text))
    assert (first.surface, second.surface) == (kept, replaced)


@pytest.mark.parametrize("text", [
    "Trains will run every 20 minutes instead of hourly.",  # one side has no figure
    "The survey covered 300 adults rather than 12% of households.",  # figures of different kinds
    "Revenue rose 20% in 2023 instead of falling as forecast by 2019 analysts.",
])
def test_no_substitution_is_read_without_two_figures_of_a_kind(text: str) -> None:
    assert substitutions(Statement(text)) == ()


@pytest.mark.parametrize(("answer", "source"), [
    ("From 1 June, weekend trains on the line will run every 10 minutes instead of every 20 minutes.", TIMETABLE),
    ("The fund now targets returns of 5% rather than 7%.", "The fund now targets returns of 7% rather than 5%."),
    ("该行按3.5%而非4%的利率计息。", "该行按4%而非3.5%的利率计息。"),
])
def test_a_swapped_substitution_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FP003" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("From 1 June, weekend trains on the line will run every 20 minutes instead of every 10 minutes.", TIMETABLE),
    ("Weekend trains will run every 20 minutes, down from every 10 minutes.", TIMETABLE),
    ("该行按4%而非3.5%的利率计息。", "该行按4%而非3.5%的利率计息。"),
])
def test_a_substitution_the_evidence_gives_passes(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0]
