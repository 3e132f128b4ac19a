"""FP008: a superlative the evidence gives one name is not another's: "Kestrel grew fastest" over "Lumo posted the
fastest growth"."""

from __future__ import annotations

import pytest

from report_workflow.gates.rankings import ranks
from report_workflow.verify import verify
from tests.support import fired, verdict_of

SHIPMENTS = ("Tablet shipments fell 3% to 38 million units. Pell shipped 12.4 million units; Arden was second "
             "with 7.9 million and Quill third with 6.1 million. Quill posted the fastest growth among the top "
             "three, up 14%.")
AIRPORTS = ("Passenger numbers at the region's airports: Harwell handled 21 million, Brisdon 9 million and "
            "Carrow 4 million. Carrow grew fastest of the three airports, by 18%.")


def test_growth_stated_with_a_verb_is_a_first_place() -> None:
    assert [(rank.by, rank.place) for rank in ranks("Arden grew fastest of the three vendors.")] == [("fastest", 1)]


@pytest.mark.parametrize(("answer", "source"), [
    ("Arden, on 7.9 million units, grew fastest of the top three vendors.", SHIPMENTS),
    ("Brisdon, with 9 million passengers, was the fastest-growing of the three airports.", AIRPORTS),
])
def test_a_superlative_given_to_another_name_blocks(answer: str, source: str) -> None:
    assert "FP008" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Quill, third on 6.1 million units, grew fastest of the top three vendors.", SHIPMENTS),
    ("Arden came second with 7.9 million units, while Quill grew fastest.", SHIPMENTS),
    ("Carrow, the smallest of the three airports, grew fastest, by 18%.", AIRPORTS),
])
def test_a_superlative_given_to_its_own_name_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings
