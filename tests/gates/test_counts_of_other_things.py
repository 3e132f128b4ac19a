"""FN001 compares a count only with counts of the same thing: a count in another sentence of the evidence that
names another thing ("three field engineers") gives no other number of the sentence's ("40,000 operating hours"),
however many of the sentence's other words that sentence shares. A count of the same thing, or one that names
nothing, is still compared, and so is every count of one sentence, which may list several things."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

BULLETIN = ("SERVICE BULLETIN SB-77. Applies to Norrvik NV-9 compressors that have run more than 40,000 operating "
            "hours. Worn drive couplings were reported on compressors by three field engineers. Units that have not "
            "yet run 40,000 operating hours must be checked within 500 hours of reaching that figure.")
WARDS = "The east wing has 120 beds and a day unit. The west wing has 80 beds."
CASUALTIES = "One crew member died and 42 other people were injured when the ferry struck the pier."


@pytest.mark.parametrize(("answer", "source", "publishable"), [
    ("Any NV-9 compressor past 40,000 operating hours needs its drive couplings checked for wear [1].", BULLETIN,
     True),
    ("Any NV-9 compressor past 45,000 operating hours needs its drive couplings checked for wear [1].", BULLETIN,
     False),
    ("The west wing has 120 beds [1].", WARDS, False),
    ("The ferry crash injured 42 people and killed one crew member [1].", CASUALTIES, True),
])
def test_a_count_of_another_thing_in_another_sentence_is_no_rival(answer: str, source: str,
                                                                  publishable: bool) -> None:
    passed, findings = verdict_of(answer, source)
    assert passed is publishable, findings
