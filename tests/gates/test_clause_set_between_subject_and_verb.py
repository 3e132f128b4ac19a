"""A clause opening with a past participle set between a subject and its verb ("The Haunted Mine, refitted over the
winter, carried 51,000 riders") leaves the verb's clause with the subject: its figure is the subject's, read
against the evidence's rival owners (FN001). A first clause with a verb of its own is no bare subject."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Crestmouth Pleasure Beach's Haunted Mine, refitted over the winter with £90,000 of new animatronics, carried 51,000 riders in 2024, compared with 64,000 on Dracula's Castle [1].",
     "Crestmouth Pleasure Beach — season review 2024. Our two ghost trains remained among the park's most popular rides. The Haunted Mine carried 64,000 riders, while Dracula's Castle carried 51,000. The Haunted Mine's new animatronics, installed over the winter at a cost of £90,000, were a hit with visitors.",
     "FN001"),
    ("Crestmouth Pleasure Beach's Haunted Mine, refitted over the winter with £90,000 of new animatronics, carried 64,000 riders in 2024, compared with 51,000 on Dracula's Castle [1].",
     "Crestmouth Pleasure Beach — season review 2024. Our two ghost trains remained among the park's most popular rides. The Haunted Mine carried 64,000 riders, while Dracula's Castle carried 51,000. The Haunted Mine's new animatronics, installed over the winter at a cost of £90,000, were a hit with visitors.",
     None),
    ("Brook Farm, bought by the trust in 1998, sold 640 lambs [1].",
     "Brook Farm sold 410 lambs, while Hill Farm sold 640. The trust bought Brook Farm in 1998.",
     "FN001"),
    ("Brook Farm, bought by the trust in 1998, sold 410 lambs [1].",
     "Brook Farm sold 410 lambs, while Hill Farm sold 640. The trust bought Brook Farm in 1998.",
     None),
    ("A bell recovered from the Gull Rock wreck is inscribed 1784, thirteen years before the loss of the Providence, the brig thought to lie there [1].",
     "Divers from the Maritime Archaeology Unit have recovered a bronze bell from the wreck off Gull Rock, believed to be the merchant brig Providence, lost in 1797. The bell bears the date 1784.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
