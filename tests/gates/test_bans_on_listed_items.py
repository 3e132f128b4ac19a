"""A ban or a requirement over a Chinese list asks each item on its own (严禁燃放烟花爆竹和焚烧纸钱), and what a
recommendation asks to be done instead of is advised against (倡导以鲜花祭扫代替焚烧纸钱, "encouraged to take the
shuttle bus instead of driving"): a sentence banning it gives it another force (FD006)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

NOTICE = "清明期间各陵园园区内严禁燃放烟花爆竹；倡导以鲜花祭扫、网络祭扫等方式代替焚烧纸钱。"
SHUTTLE = "Visitors are encouraged to take the shuttle bus instead of driving private cars to the site."

CASES = [
    ("清明期间园区内严禁燃放烟花爆竹和焚烧纸钱。", NOTICE, "FD006"),
    ("清明期间园区内严禁燃放烟花爆竹，并倡导以鲜花祭扫代替焚烧纸钱。", NOTICE, None),
    ("清明期间园区内严禁燃放烟花爆竹。", NOTICE, None),
    ("清明期间园区内严禁燃放烟花爆竹和焚烧纸钱。", "清明期间各陵园园区内严禁燃放烟花爆竹和焚烧纸钱。", None),
    ("Visitors are banned from driving private cars to the site.", SHUTTLE, "FD006"),
    ("Visitors are advised not to drive private cars to the site.", SHUTTLE, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_force_of_each_item(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
