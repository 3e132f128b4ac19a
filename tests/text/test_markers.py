"""The marker grammar has two readers, one for ids (verify) and one pattern (splitter, quantity parser): they agree."""

import re

import pytest

from report_workflow.text import split_sentences
from report_workflow.text.markers import CITATION_MARKER, read_markers

MARKER = re.compile(CITATION_MARKER)

CITATIONS = [
    ("[1]", ("1",)),
    ("[1, 2]", ("1", "2")),
    ("[1; 2]", ("1", "2")),
    ("[1-3]", ("1", "2", "3")),
    ("[src_a]", ("src_a",)),
    ("[CITE:ev-12ab]", ("ev-12ab",)),
    ("[CITE: ev-1, ev-2]", ("ev-1", "ev-2")),
    ("[^1]", ("1",)),
    ("[ 1 ]", ("1",)),
    ("[[1]]", ("1",)),
    ("[Source 1]", ("1",)),
    ("[source: 2]", ("2",)),
    ("[Docs 1, 3]", ("1", "3")),
    ("(Source 1)", ("1",)),
    ("【1】", ("1",)),
    ("［１］", ("1",)),
    ("[1，2]", ("1", "2")),
    ("[1、2]", ("1", "2")),
    ("[1；2]", ("1", "2")),
    ("【1；2】", ("1", "2")),
    ("【1～3】", ("1", "2", "3")),
    ("[1至3]", ("1", "2", "3")),
]
NOT_CITATIONS = ["[citation needed]", "【注】", "[铁、铜、铝]", "(see above)", "(2019)"]


@pytest.mark.parametrize(("marker", "ids"), CITATIONS)
def test_a_marker_the_reader_accepts_is_one_the_pattern_matches(marker: str, ids: tuple[str, ...]) -> None:
    assert read_markers(f"Revenue rose 9.4% {marker}.") == ("Revenue rose 9.4%.", ids)
    assert MARKER.fullmatch(marker)


@pytest.mark.parametrize(("marker", "ids"), CITATIONS)
def test_a_marker_after_the_full_stop_stays_with_its_sentence(marker: str, ids: tuple[str, ...]) -> None:
    english = [sentence.text for sentence in split_sentences(f"Revenue rose. {marker} Profit fell.")]
    chinese = [sentence.text for sentence in split_sentences(f"收入增长。{marker}利润下降。")]
    assert english == [f"Revenue rose. {marker}", "Profit fell."]
    assert chinese == [f"收入增长。{marker}", "利润下降。"]


@pytest.mark.parametrize("text", NOT_CITATIONS)
def test_brackets_that_cite_nothing_are_text_to_both(text: str) -> None:
    assert read_markers(f"Revenue rose {text}.")[1] == ()
    assert not MARKER.fullmatch(text)


def test_an_unbalanced_double_bracket_is_not_a_marker() -> None:
    assert not MARKER.fullmatch("[1]]")
