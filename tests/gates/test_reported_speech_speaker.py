"""Speech reported with no quotation marks goes to the speaker the evidence gives it to, as a quotation does: "Curator
Mariela Ocampo said the larvae will be kept off show until they grow to about 8 cm" over "Head keeper Jonas Weiler
said the larvae will stay behind the scenes until they reach about 8 cm" (FN002; it passed, Ocampo being named
elsewhere in the evidence); the evidence's speaker, or a sentence naming none, passes."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Curator Mariela Ocampo said the larvae will be kept off show until they grow to about 8 cm [1].",
     "The zoo's amphibian house has hatched 63 axolotl larvae. The breeding programme is led by curator Dr Mariela Ocampo. Head keeper Jonas Weiler said the larvae will stay behind the scenes until they reach about 8 cm.",
     "FN002"),
    ("Head keeper Jonas Weiler said the larvae will be kept off show until they grow to about 8 cm [1].",
     "The zoo's amphibian house has hatched 63 axolotl larvae. The breeding programme is led by curator Dr Mariela Ocampo. Head keeper Jonas Weiler said the larvae will stay behind the scenes until they reach about 8 cm.",
     None),
    ("Keeper Weiler said the larvae will stay behind the scenes until they reach about 8 cm [1].",
     "The zoo's amphibian house has hatched 63 axolotl larvae. The breeding programme is led by curator Dr Mariela Ocampo. Head keeper Jonas Weiler said the larvae will stay behind the scenes until they reach about 8 cm.",
     None),
    ("The larvae will be kept off show until they grow to about 8 cm [1].",
     "The zoo's amphibian house has hatched 63 axolotl larvae. The breeding programme is led by curator Dr Mariela Ocampo. Head keeper Jonas Weiler said the larvae will stay behind the scenes until they reach about 8 cm.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
