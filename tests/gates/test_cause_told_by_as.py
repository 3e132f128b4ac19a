""""As" after a comma, before a clause told in the past, gives a cause ("fell 12%, as the wettest June in two
decades kept people away"); where the evidence states the two apart with no wording of cause, the link is the
writer's (FE023). "As the trust had forecast" gives none."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Kessock Lido's swimmer numbers fell 12% in 2024 to 61,300, as the wettest June and July in two decades kept people away [1].",
     "Annual report — Kessock Lido Trust. The lido welcomed 61,300 swimmers during the 2024 season, 12% fewer than in 2023. June and July 2024 were the wettest in the region for two decades, according to the regional weather service. The trust plans to install a heated changing pavilion before the 2025 season.",
     "FE023"),
    ("Kessock Lido's swimmer numbers fell 12% in 2024 to 61,300, as the trust had forecast [1].",
     "Kessock Lido annual report 2024. Swimmer numbers fell 12% in 2024, to 61,300, as the trust had forecast.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
