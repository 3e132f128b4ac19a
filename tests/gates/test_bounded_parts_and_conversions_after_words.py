"""A share whose part the sentence states as a bound ("no more than 0.03 tonnes …, half the allowed error"), where
a figure joined to its noun by a hyphen ("the 50-tonne check weight") is no second amount beside the part; and a
figure restated in other units after a word of converting (折合约75公斤, "or 150 lb")."""

from __future__ import annotations

import pytest

from report_workflow import verify

SCALE = ("Calibration check: the largest error was 30 kg at the 50-tonne check weight, inside the allowed error of "
         "60 kg.")
PADDY = "该村今年种植水稻3500亩，预计总产量约420万斤。"
SACK = "Each sack of the blend weighs 68 kg."


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The scale read no more than 0.03 tonnes out at the 50-tonne check, half the allowed error.", SCALE, True),
    ("The scale read no more than 0.03 tonnes out at the 50-tonne check, a third of the allowed error.", SCALE,
     False),
    ("按预计产量测算，该村稻田平均亩产在1200斤左右，折合约600公斤。", PADDY, True),
    ("按预计产量测算，该村稻田平均亩产在1200斤左右，折合约1200公斤。", PADDY, False),
    ("A sack of the blend weighs 68 kg, or about 150 lb.", SACK, True),
    ("A sack of the blend weighs 68 kg, or about 170 lb.", SACK, False),
])
def test_bounded_parts_and_conversions_after_words(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
