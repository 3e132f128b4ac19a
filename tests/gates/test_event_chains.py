"""FP009 over a chain of events: every order word of a sentence orders the two events beside it ("A and then B,
before C"), an order word opening the sentence orders its clause against the rest ("After A, B"), and an event
named by one word ("迁都之后", "after the merger") is the one event of the evidence holding that word. A span after
which the later event came (一周后, 三个月后) orders the two as 随后 does."""

from __future__ import annotations

import pytest

from report_workflow.gates.inputs import Statement
from report_workflow.gates.sequence import ordered_events
from report_workflow.verify import verify
from tests.support import fired

LEAK = ("At 09:40 the operator detected a chlorine leak and closed the inlet valve. Staff evacuated the building at "
        "09:52, and firefighters arrived at 10:05.")
OFFER = "On 4 May shareholders rejected the first offer. The board approved the merger on 19 June."
LISTING = "2016年，公司在深圳证券交易所上市。2020年，公司完成对德国一家机器人企业的收购。"
FLEET = "2021年3月，该公司开始更新公交车队。2023年9月，全部柴油公交车停止运营。"
SCAN = "该馆先启动数字化扫描，三个月后完成了文物清点。"

CASES = [
    # (answer, source, blocked)
    ("After the chlorine leak was detected, staff evacuated the building and then the operator closed the inlet "
     "valve.", LEAK, True),
    ("After the chlorine leak was detected, the operator closed the inlet valve and then staff evacuated the "
     "building.", LEAK, False),
    ("Before shareholders rejected the first offer, the board approved the merger.", OFFER, True),
    ("Before the board approved the merger, shareholders rejected the first offer.", OFFER, False),
    ("公司完成了对德国一家机器人企业的收购。收购之后，公司才在深圳证券交易所上市。", LISTING, True),
    ("公司先在深圳证券交易所上市。上市之后，公司完成了对德国一家机器人企业的收购。", LISTING, False),
    ("全部柴油公交车停止运营，随后该公司开始更新公交车队，之后车队全部换成新车。", FLEET, True),
    ("该公司开始更新公交车队，随后全部柴油公交车停止运营。", FLEET, False),
    # a span after which the later event came: 三个月后
    ("该馆先完成了文物清点，三个月后启动数字化扫描。", SCAN, True),
    ("该馆先启动了数字化扫描，三个月后完成文物清点。", SCAN, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), CASES)
def test_each_order_word_of_a_sentence_is_held_to_the_evidence(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FP009" in fired(result)) == blocked, result["sentence_results"]
    assert result["publishable"] != blocked, result["sentence_results"]


@pytest.mark.parametrize(("text", "pairs"), [
    ("After the warning, the crew declared an emergency and then shut the engine down.",
     (("the warning", "the crew declared an emergency"), ("the crew declared an emergency", "shut the engine down"))),
    ("Before the vote, the minister resigned.", (("the minister resigned", "the vote"),)),
    ("车队更新之后，柴油车停止运营，随后场站改建。", (("车队更新", "柴油车停止运营"), ("柴油车停止运营", "场站改建"))),
])
def test_a_chain_is_read_as_the_pairs_of_events_beside_each_order_word(
    text: str, pairs: tuple[tuple[str, str], ...]
) -> None:
    assert ordered_events(Statement(text)) == pairs


@pytest.mark.parametrize("text", [
    "Then the crew shut the engine down.",  # an order word opening a sentence with no clause of its own
    "Before 2020, the plant made only diesel engines.",  # a sentence with its own figures is checked by them
])
def test_no_pair_is_read_where_an_opening_order_word_governs_no_event(text: str) -> None:
    assert ordered_events(Statement(text)) == ()


def test_a_one_word_event_the_evidence_holds_in_two_events_is_left_alone() -> None:
    source = "2016年公司首次收购一家本地企业。2020年，公司再次收购一家德国企业，并于2018年上市。"
    assert "FP009" not in fired(verify("收购之后，公司才上市。", [source]))
