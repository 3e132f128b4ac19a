"""A heading or a lead-in line of an answer ("## Key findings", "Key figures:") is a label, not a claim.

Answers from chat models often open with one. It relates to no source passage, and blocking it (FA002) would make
every such answer unpublishable; a heading that states something checkable is still checked.
"""

import pytest

from report_workflow.verify import verify

SOURCES = {"1": "Group revenue rose 9.4% to 4.82 billion pounds. Operating profit was 412 million pounds."}


@pytest.mark.parametrize("lead_in", [
    "Key figures:", "## Key findings", "Here is what the sources say:", "**Financial highlights**",
    "### Summary of the report", "以下是主要数据：", "__Overview__", "## Sources", "Summary:",
])
def test_a_label_before_checked_sentences_is_not_blocked(lead_in):
    result = verify(f"{lead_in}\n\n- Revenue rose 9.4% [1].\n- Operating profit was 412 million pounds [1].", SOURCES)
    assert result["publishable"], [r["reason"] for r in result["sentence_results"]]
    label = result["sentence_results"][0]
    assert (label["status"], label["rule"]) == ("verified", None)
    assert "heading or lead-in" in label["reason"]


@pytest.mark.parametrize("heading", [
    "## Profits tripled to 900 million pounds",  # a figure
    "## Acme Corp outbid Northwind",  # names
    "## The merger collapsed",  # a verb in the past: a headline claim
    "## Sales fell sharply",  # a direction
])
def test_a_heading_that_states_something_is_checked(heading):
    result = verify(f"{heading}\n\nRevenue rose 9.4% [1].", SOURCES)
    assert result["sentence_results"][0]["status"] == "blocked"


def test_an_unrelated_sentence_that_is_not_a_label_still_blocks():
    result = verify("The board approved a new headquarters in Leeds.\n\nRevenue rose 9.4% [1].", SOURCES)
    assert result["sentence_results"][0]["rule"] == "FA002"
