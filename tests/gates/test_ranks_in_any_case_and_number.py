"""A table's row names are found in a sentence in any letter case and in the plural ("little corellas" of
"Little corella"), "the second most common" ranks as "the second-largest" does, and the name after "followed by"
holds the place after the rank before it."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Sulphur-crested cockatoos were the second most common admission at Wattle Creek Bird Rescue in 2024, with 187 birds, ahead of little corellas on 142 [1].",
     "Wattle Creek Bird Rescue – admissions by species, 2024.\n\n| Species | Admissions |\n|---|---|\n| Rainbow lorikeet | 318 |\n| Galah | 204 |\n| Sulphur-crested cockatoo | 187 |\n| Little corella | 142 |\n| Australian magpie | 96 |",
     "FP008"),
    ("Sulphur-crested cockatoos were the third most common admission at Wattle Creek Bird Rescue in 2024, with 187 birds, ahead of little corellas on 142 [1].",
     "Wattle Creek Bird Rescue – admissions by species, 2024.\n\n| Species | Admissions |\n|---|---|\n| Rainbow lorikeet | 318 |\n| Galah | 204 |\n| Sulphur-crested cockatoo | 187 |\n| Little corella | 142 |\n| Australian magpie | 96 |",
     None),
    ("Little corellas had the highest admissions in 2024 [1].",
     "Wattle Creek Bird Rescue – admissions by species, 2024.\n\n| Species | Admissions |\n|---|---|\n| Rainbow lorikeet | 318 |\n| Galah | 204 |\n| Sulphur-crested cockatoo | 187 |\n| Little corella | 142 |\n| Australian magpie | 96 |",
     "FP008"),
    ("Rainbow lorikeets had the highest admissions in 2024 [1].",
     "Wattle Creek Bird Rescue – admissions by species, 2024.\n\n| Species | Admissions |\n|---|---|\n| Rainbow lorikeet | 318 |\n| Galah | 204 |\n| Sulphur-crested cockatoo | 187 |\n| Little corella | 142 |\n| Australian magpie | 96 |",
     None),
    ("Hollow Fen Mill was the partnership's busiest site in 2023, followed by Stanwick Post Mill [1].",
     "Saltmarsh Mills Partnership - visitor figures 2023.\n\n| Mill | Type | Visitors 2023 |\n|---|---|---|\n| Hollow Fen Mill | tower mill | 18,400 |\n| Stanwick Post Mill | post mill | 11,950 |\n| Brampton Smock Mill | smock mill | 12,300 |\n| Reedham Drainage Mill | drainage mill | 6,200 |",
     "FP008"),
    ("Hollow Fen tower mill was the partnership's busiest site in 2023 with 18,400 visitors, followed by Brampton Smock Mill [1].",
     "Saltmarsh Mills Partnership - visitor figures 2023.\n\n| Mill | Type | Visitors 2023 |\n|---|---|---|\n| Hollow Fen Mill | tower mill | 18,400 |\n| Stanwick Post Mill | post mill | 11,950 |\n| Brampton Smock Mill | smock mill | 12,300 |\n| Reedham Drainage Mill | drainage mill | 6,200 |",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
