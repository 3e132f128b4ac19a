"""A month named alone whose every day a span of dates of the evidence holds ("June, July and August" over "from 1
June to 31 August") needs no mention of its own; a month the span holds only in part still does."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Fire-eaters are barred from Market Square throughout June, July and August [1].",
     "Fire performances are not permitted in Market Square from 1 June to 31 August inclusive. At other times fire performers need a licence.",
     None),
    ("Fire-eaters are barred from Market Square throughout June, July, August and September [1].",
     "Fire performances are not permitted in Market Square from 1 June to 31 August inclusive. At other times fire performers need a licence.",
     "FE006"),
    ("Fire-eaters are barred from Market Square throughout June, July and August [1].",
     "Fire performances are not permitted in Market Square from 2024-06-15 to 2024-08-31.",
     "FE021"),
    ("Fire-eaters are barred from Market Square throughout July and August [1].",
     "Fire performances are not permitted in Market Square from 2024-06-15 to 2024-08-31.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
