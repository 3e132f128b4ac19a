"""A statement the evidence makes of a stretch between two named ends ("anglers fishing the stretch between Harley Weir
and Oakford Bridge") is not one of the whole place: "Anglers anywhere on the River Lyn are asked …" blocks (FE030
passed it); the stretch kept, or no word of the whole place, passes."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Anglers anywhere on the River Lyn are asked to dry or disinfect their nets, waders and boots before fishing another water [1].",
     "Lynbrook Rivers Trust – survey update on the River Lyn. Because crayfish plague spores can survive on damp equipment, anglers fishing the stretch between Harley Weir and Oakford Bridge are asked to dry or disinfect nets, waders and boots before moving to another water.",
     "FE030"),
    ("Anglers fishing between Harley Weir and Oakford Bridge are asked to dry or disinfect their nets, waders and boots before fishing another water [1].",
     "Lynbrook Rivers Trust – survey update on the River Lyn. Because crayfish plague spores can survive on damp equipment, anglers fishing the stretch between Harley Weir and Oakford Bridge are asked to dry or disinfect nets, waders and boots before moving to another water.",
     None),
    ("Anglers everywhere on the river are asked to dry their nets and boots before moving to another water [1].",
     "Lynbrook Rivers Trust – survey update on the River Lyn. Because crayfish plague spores can survive on damp equipment, anglers fishing the stretch between Harley Weir and Oakford Bridge are asked to dry or disinfect nets, waders and boots before moving to another water.",
     "FE030"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
