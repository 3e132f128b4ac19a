"""A capitalised word that opens a sentence before a name is grammar, not a name (FE021 must not flag it)."""

import pytest

from report_workflow.gates.names import find_names
from report_workflow.verify import verify

HISTORY = "Sweden gained Pomerania in 1648, and France gained most of Alsace."


@pytest.mark.parametrize("opener", [
    "Both", "Some", "Many", "Most", "Each", "Several", "Only", "Despite", "Under", "Meanwhile", "Overall", "Later",
    "Unlike", "Instead", "Among", "Neither", "Either", "Such", "Together", "Like",
])
def test_an_opening_quantifier_adverb_or_preposition_is_not_a_name(opener):
    names = [name for _, _, name in find_names(f"{opener} Sweden and France gained land.")]
    assert names == ["Sweden", "France"]


def test_an_honest_sentence_opening_with_both_passes():
    result = verify("Both Sweden and France gained territory in 1648.", HISTORY)
    assert result["publishable"], result["sentence_results"][0]["reason"]


def test_a_swapped_name_after_an_opener_still_blocks():
    result = verify("Both Sweden and Denmark gained territory in 1648.", HISTORY)
    assert result["sentence_results"][0]["rule"] == "FE021"
    assert "Denmark" in result["sentence_results"][0]["reason"]
    assert "Both" not in result["sentence_results"][0]["reason"]
