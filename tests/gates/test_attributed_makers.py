"""FD002 for a maker: a work the evidence only attributes to someone, or gives to a pupil, is not stated as theirs."""

from __future__ import annotations

import pytest

from report_workflow.gates.strength import makers
from report_workflow.verify import verify
from tests.support import fired, verdict_of

PAINTING = "Attribution: possibly by a pupil of Rembrandt; previously attributed to Rembrandt himself."
PAINTING_ZH = "该画传为伦勃朗所作，现一般认为可能出自其学生之手。"
NIGHT_WATCH = "The Night Watch, painted by Rembrandt in 1642, hangs in the Rijksmuseum."
REATTRIBUTED = ("The portrait, long attributed to Rembrandt, was confirmed in 2019 as painted by Rembrandt after "
                "technical analysis.")


@pytest.mark.parametrize(("text", "names"), [
    ("The painting was painted by Rembrandt himself.", ("Rembrandt",)),
    ("该画系伦勃朗本人所作。", ("伦勃朗",)),
    ("The painting was previously attributed to Rembrandt.", ()),
    ("该画传为伦勃朗所作。", ()),
    ("The painting is possibly by a pupil of Rembrandt.", ()),
])
def test_a_maker_is_read_only_where_the_text_states_it_plainly(text: str, names: tuple[str, ...]) -> None:
    assert makers(text) == names


@pytest.mark.parametrize(("answer", "source"), [
    ("The museum has confirmed that the painting was painted by Rembrandt himself [1].", PAINTING),
    ("The painting was painted by Rembrandt [1].", PAINTING),
    ("该画系伦勃朗本人所作[1]。", PAINTING_ZH),
])
def test_a_maker_the_evidence_only_attributes_or_hedges_blocks(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert "FD002" in fired(result), result["sentence_results"]
    assert not result["publishable"]


@pytest.mark.parametrize(("answer", "source"), [
    ("The painting was previously attributed to Rembrandt himself [1].", PAINTING),
    ("The painting is possibly by a pupil of Rembrandt [1].", PAINTING),
    ("该画传为伦勃朗所作[1]。", PAINTING_ZH),
    ("The Night Watch was painted by Rembrandt [1].", NIGHT_WATCH),
    # one plain mention carries the maker, whatever attribution came before
    ("The portrait was painted by Rembrandt [1].", REATTRIBUTED),
    ("The School of Athens was painted by Raphael [1].", "The School of Athens is a fresco by Raphael."),
])
def test_a_maker_kept_as_attributed_or_stated_plainly_by_the_evidence_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings
