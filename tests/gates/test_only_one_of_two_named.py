"""An English limit to one of two named things the evidence counts as two or tells as both ("recalling only its
'Winter Village' snow globe" over "recalling two snow globe models, 'Winter Village' … and 'Alpine Station'") shuts
the other out (FE041)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Glimmerdale Gifts is recalling only its 'Winter Village' snow globe (code GD-114) [1].",
     "Product safety notice. Glimmerdale Gifts is recalling two snow globe models, 'Winter Village' (code GD-114) and 'Alpine Station' (code GD-117), sold between September and December 2024.",
     "FE041"),
    ("Glimmerdale Gifts is recalling its 'Winter Village' and 'Alpine Station' snow globes [1].",
     "Product safety notice. Glimmerdale Gifts is recalling two snow globe models, 'Winter Village' (code GD-114) and 'Alpine Station' (code GD-117), sold between September and December 2024.",
     None),
    ("The ferry runs only on Saturday in July [1].",
     "The ferry runs on both Saturday and Sunday in July.",
     "FE041"),
    ("Only Arsenal scored twice [1].",
     "Both Arsenal and Chelsea won on Saturday; Arsenal scored twice.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
