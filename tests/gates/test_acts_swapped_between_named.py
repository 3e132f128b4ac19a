"""Two acts given to two names each the other's ("The Harbour Dads won the open category …, while the Gull Street
Builders took the family prize") block (FN009), though the sentence names both; a subject cut from its clause at
commas ("The Express Next Day service, by contrast, guarantees …") is no act of its own."""

from __future__ import annotations

import pytest

from report_workflow import verify

RESULTS = ("The open category was won by the Gull Street Builders for 'Kraken Keep', whose central turret stood 3.1 m "
           "tall. The Harbour Dads won the family category with a life-size sand steam engine.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("The Harbour Dads won the open category with 'Kraken Keep', while the Gull Street Builders took the family "
     "prize with a sand steam engine.", False),
    ("The Gull Street Builders won the open category with 'Kraken Keep', while the Harbour Dads took the family "
     "prize with a sand steam engine.", True),
])
def test_acts_swapped(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [RESULTS])["publishable"]) is passes
