"""A count given as part of a whole the sentence states ("roughly 31 of them", "31 of the 85 ponds") is worked out as
the share the evidence gives what it counts; a time over a span of longer units ("520 hours over 13 weeks, an average
of 40 hours a week"); a total over sources each naming its figure in a later sentence, a source's figure being the one
counting what the sentence counts (2,300 watches, not the owner's age)."""

from __future__ import annotations

import pytest

from report_workflow import verify

NEWTS = ("Surveyors found great crested newts in 36% of ponds checked in 2024, up from 29% in 2023. Smooth newts were "
         "found in 58%. A total of 85 ponds were surveyed in 2024.")
BOX = "Four volunteers spent a combined 520 hours over 13 weeks restoring the Ashcombe signal box."
WATCHES = {
    "1": "Brackwell Herald, 9 May 2025. Tollgate Lane Watch Repair, the last watchmaker in Brackwell town centre, will "
         "close on 30 May after 38 years. Owner Martin Tollgate, 71, said rising rent was the last straw. The shop "
         "repaired around 2,300 watches last year.",
    "2": "Brackwell Herald, 9 May 2025. Ticks & Tocks on Corn Street says it expects to take on extra work when "
         "Tollgate Lane Watch Repair closes. Manager Ruth Osei said the shop repaired about 1,400 watches last year.",
}


@pytest.mark.parametrize(("answer", "sources", "passes"), [
    ("With 85 ponds surveyed, great crested newts were found in roughly 31 of them.", [NEWTS], True),
    ("Great crested newts were found in roughly 31 of the 85 ponds surveyed.", [NEWTS], True),
    ("With 85 ponds surveyed, great crested newts were found in roughly 49 of them.", [NEWTS], False),
    ("The volunteers put in 520 hours over 13 weeks, an average of 40 hours of work a week.", [BOX], True),
    ("The volunteers put in 520 hours over 13 weeks, an average of 45 hours of work a week.", [BOX], False),
    ("Between them, Tollgate Lane Watch Repair and Ticks & Tocks repaired roughly 3,700 watches last year.",
     WATCHES, True),
    ("Between them, Tollgate Lane Watch Repair and Ticks & Tocks repaired roughly 4,700 watches last year.",
     WATCHES, False),
])
def test_verdicts(answer: str, sources: object, passes: bool) -> None:
    assert bool(verify(answer, sources)["publishable"]) is passes
