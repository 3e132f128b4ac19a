"""FE026 with a basis that carries its own amount: "per 100 g", 每500克. A price per 500 g restated per kilogram
without converting it halves the true price; the same amount written another way (每斤 for 每500克) is one basis."""

import pytest

from report_workflow.gates.rates import basis_of
from report_workflow.text import find_quantities
from report_workflow.verify import verify
from tests.support import fired

TEA = "春季茶叶拍卖会上，一款武夷山大红袍以每500克9.6万元成交，创本场最高单价。"
SAFFRON = "Spanish saffron is retailing at £8.50 per 100 g in the shop this season."
SYRUP = "The children's syrup contains paracetamol 120 mg/5 ml and is sugar free."


@pytest.mark.parametrize(("answer", "source"), [
    ("一款武夷山大红袍以每公斤9.6万元成交[1]。", TEA),
    ("一款武夷山大红袍以每100克9.6万元成交[1]。", TEA),
    ("Spanish saffron is retailing at £8.50 per kg in the shop this season [1].", SAFFRON),
    ("Spanish saffron is retailing at £8.50 per 10 g in the shop this season [1].", SAFFRON),
    ("The children's syrup contains paracetamol 120 mg per ml [1].", SYRUP),
])
def test_a_basis_with_another_amount_blocks(answer, source):
    assert "FE026" in fired(verify(answer, {"1": source}))


@pytest.mark.parametrize(("answer", "source"), [
    ("一款武夷山大红袍以每500克9.6万元成交[1]。", TEA),
    ("一款武夷山大红袍以每斤9.6万元成交，创本场最高单价[1]。", TEA),
    ("Spanish saffron is retailing at £8.50 per 100 g in the shop this season [1].", SAFFRON),
    ("Spanish saffron is retailing at £8.50 per 100 grams in the shop this season [1].", SAFFRON),
    ("The children's syrup contains paracetamol 120 mg per 5 millilitres [1].", SYRUP),
])
def test_the_same_amount_written_either_way_passes(answer, source):
    result = verify(answer, {"1": source})
    assert "FE026" not in fired(result) and result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("text", "figure", "basis", "kilograms"), [
    ("每500克9.6万元", "9.6万元", "500克", 0.5),
    ("£8.50 per 100 g", "£8.50", "100 g", 0.1),
    ("£8.50/100g", "£8.50", "100g", 0.1),
    ("每斤9.6万元", "9.6万元", "斤", 0.5),
])
def test_a_basis_is_read_with_its_amount(text, figure, basis, kilograms):
    quantity = next(item for item in find_quantities(text) if item.surface == figure)
    found = basis_of(text, quantity)
    assert found is not None and found.written == basis and found.unit.factor == pytest.approx(kilograms)


def test_an_amount_after_a_figure_without_a_link_is_no_basis():
    text = "The pack costs £8.50 and weighs 100 g."
    quantity = next(item for item in find_quantities(text) if item.surface == "£8.50")
    assert basis_of(text, quantity) is None
