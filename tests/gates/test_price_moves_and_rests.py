"""A price move told with 涨价 or 降价 is the change between the two prices the evidence moves it between, on the
side the word names; the rest of a whole is the whole less the one part right before it that it is "of"."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

PRICE = "自下周一起，鲜肉包每个售价由2元调整为2.5元，素包价格不变。"
PAVILION = ("The new pavilion is costed at £260,000. A lottery award of £84,000 has been confirmed; the club is "
            "fundraising for the balance.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("鲜肉包自下周一起每个涨价0.5元。", True),
    ("鲜肉包自下周一起每个提价0.5元。", True),
    ("鲜肉包自下周一起每个降价0.5元。", False),
    ("鲜肉包自下周一起每个涨价1元。", False),
])
def test_a_price_move_told_with_its_word(answer: str, passes: bool) -> None:
    assert verdict_of(answer, PRICE)[0] is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("The £84,000 award covers about a third of the £260,000 cost, leaving the club to raise £176,000.", True),
    ("The £84,000 award covers about a third of the £260,000 cost, leaving the club to raise £186,000.", False),
])
def test_the_rest_of_a_whole_after_its_part(answer: str, passes: bool) -> None:
    assert verdict_of(answer, PAVILION)[0] is passes
