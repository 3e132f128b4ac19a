"""FP008: a place the sentence gives a named thing must be the place the evidence gives that same thing."""

from __future__ import annotations

import pytest

from report_workflow.gates.rankings import FINISHING, Rank, ranked_names, ranks
from report_workflow.verify import verify
from tests.support import fired, verdict_of

STANDINGS = ("Final standings: Northbridge FC won the league on 84 points, Castleford Rovers finished second on 81 "
             "and Easton United finished third on 79.")
NUMBERED = "Final league table: 1. Northbridge FC 84 pts; 2. Castleford Rovers 81 pts; 3. Easton United 79 pts."
MEDALS = "本届运动会金牌榜：广东队38枚，位列第一；山东队35枚，位列第二；浙江队31枚，位列第三。"


@pytest.mark.parametrize(("text", "place"), [
    ("Easton United finished as runners-up on 79 points.", 2),
    ("Castleford Rovers finished third in the league.", 3),
    ("The team came in second place after a late collapse.", 2),
])
def test_a_finishing_place_is_read(text: str, place: int) -> None:
    assert [(rank.by, rank.place) for rank in ranks(text)] == [(FINISHING, place)]


@pytest.mark.parametrize("text", [
    "The striker scored in the second half.",
    "The club finished second-half preparations early.",
    "The council finished third-quarter budget reviews in October.",
])
def test_no_finishing_place_is_read_where_none_is_stated(text: str) -> None:
    assert ranks(text) == ()


def test_each_place_is_read_with_the_name_it_is_given() -> None:
    assert [(name, rank.place) for name, rank in ranked_names(MEDALS)] == [("广东队", 1), ("山东队", 2), ("浙江队", 3)]


def test_a_numbered_list_run_into_one_line_gives_each_name_its_number() -> None:
    assert [(name, rank.place) for name, rank in ranked_names(NUMBERED)] == [
        ("Northbridge FC", 1), ("Castleford Rovers", 2), ("Easton United", 3)]


def test_numbers_that_do_not_count_up_from_one_are_no_finishing_order() -> None:
    assert ranked_names("Scores: 4. Smith 12; 9. Jones 10.") == ()


def test_a_place_of_a_list_is_read_with_the_name_in_its_own_piece() -> None:
    assert [(name, rank.place) for name, rank in ranked_names(STANDINGS)] == [
        ("Castleford Rovers", 2), ("Easton United", 3)]


@pytest.mark.parametrize(("answer", "source"), [
    ("Easton United finished as runners-up on 79 points, two behind Castleford Rovers.", STANDINGS),
    ("Castleford Rovers finished third on 81 points.", STANDINGS),
    ("浙江队以31枚金牌位列金牌榜第二，仅次于广东队。", MEDALS),
    ("山东队以35枚金牌位居金牌榜第三。", MEDALS),
    ("Easton United finished as runners-up on 79 points.", NUMBERED),
])
def test_a_place_the_evidence_gives_another_thing_blocks(answer: str, source: str) -> None:
    assert "FP008" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Easton United finished third on 79 points, two behind Castleford Rovers.", STANDINGS),
    ("Castleford Rovers finished as runners-up on 81 points.", STANDINGS),
    ("浙江队以31枚金牌位列金牌榜第三。", MEDALS),
    ("山东队以35枚金牌位列金牌榜第二，仅次于广东队。", MEDALS),
    # a place for a name the evidence ranks nowhere is not read against the places of others
    ("Millbrook Town finished fourth.", STANDINGS),
    ("Castleford Rovers finished as runners-up on 81 points.", NUMBERED),
])
def test_the_place_the_evidence_gives_the_same_thing_passes(answer: str, source: str) -> None:
    assert "FP008" not in fired(verify(answer, [source]))


def test_the_finding_quotes_the_evidence_place_of_the_same_thing() -> None:
    _, findings = verdict_of("浙江队以31枚金牌位列金牌榜第二。", MEDALS)
    (finding,) = [finding for finding in findings if finding["rule"] == "FP008"]
    assert "\u201c位列第三\u201d" in finding["reason"]


def test_a_rank_records_where_it_starts() -> None:
    (rank,) = ranks("Easton United finished third.")
    assert (rank, rank.start) == (Rank(FINISHING, 3, "finished third"), 14)


STAGE = ("Dutch rider Pieter Vos won the stage in a sprint ahead of France's Julien Marceau, with Colombia's Andrés "
         "Patiño third, 14 seconds back.")


def test_a_place_written_after_its_name_in_a_list_of_finishers_is_read() -> None:
    assert [(name, rank.place) for name, rank in ranked_names(
        "Pieter Vos won the stage, with Andrés Patiño second and Julien Marceau third.")] == [
        ("Andrés Patiño", 2), ("Julien Marceau", 3)]
    assert [(name, rank.place) for name, rank in ranked_names(STAGE)] == [("Andrés Patiño", 3)]


@pytest.mark.parametrize(("answer", "blocked"), [
    ("Pieter Vos won the stage, with Andrés Patiño second and Julien Marceau third.", True),
    ("Pieter Vos won the stage ahead of Julien Marceau, with Andrés Patiño third.", False),
])
def test_places_swapped_in_a_list_of_finishers_block(answer: str, blocked: bool) -> None:
    result = verify(answer, [STAGE])
    assert ("FP008" in fired(result)) == blocked, result["sentence_results"]


CHESS = ("Ilse Varga and Rory McAlister shared second place on 6½. Top seed Adaeze Okafor finished fourth on 6 points "
         "after losing to Brennan in round seven.")
MARATHON = "Women's race: 1. Amina Keter (KEN) 2:24:18; 2. Sofie Lindgren (SWE) 2:25:02; 3. Rosa Delgado (ESP) 2:25:40."


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("Okafor finished third on 6 points.", CHESS, True),
    ("Okafor finished fourth on 6 points.", CHESS, False),
    ("Amina Keter won, with Rosa Delgado taking second place.", MARATHON, True),
    ("Amina Keter won, with Rosa Delgado taking third place.", MARATHON, False),
])
def test_a_place_is_read_against_a_titled_name_or_a_surname_and_after_took(answer: str, source: str,
                                                                            blocked: bool) -> None:
    assert ("FP008" in fired(verify(answer, [source]))) is blocked


PRIZES = "醒狮邀请赛成绩公告\n金奖：佛岭龙腾醒狮队\n银奖：江浦宏远醒狮团\n铜奖：鸿胜体育会醒狮队\n二等奖：李明、王芳"


def test_a_list_of_prizes_gives_each_name_its_place() -> None:
    assert [(name, rank.place) for name, rank in ranked_names(PRIZES)] == [
        ("佛岭龙腾醒狮队", 1), ("江浦宏远醒狮团", 2), ("鸿胜体育会醒狮队", 3), ("李明", 2), ("王芳", 2)]


@pytest.mark.parametrize(("answer", "blocked"), [
    ("鸿胜体育会醒狮队获得银奖。", True),
    ("鸿胜体育会醒狮队获得铜奖。", False),
    ("佛岭龙腾醒狮队夺得金奖。", False),
    ("佛岭龙腾醒狮队夺得铜奖。", True),
])
def test_a_medal_the_sentence_gives_is_the_one_the_list_gives(answer: str, blocked: bool) -> None:
    assert ("FP008" in fired(verify(answer, [PRIZES]))) is blocked


SHOW = ("County Show cheese class: Fenwick Farm's blue took first prize, ahead of Holt Creamery's brie (silver) and "
        "Brackley Dairy's smoked cheddar (bronze).")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Brackley Dairy's smoked cheddar came second in the cheese class.", False),
    ("Brackley Dairy's smoked cheddar came third in the cheese class.", True),
    ("Holt Creamery's brie came second in the cheese class.", True),
])
def test_a_medal_in_brackets_after_a_name_is_its_place(answer: str, passes: bool) -> None:
    assert verify(answer, [SHOW])["publishable"] is passes
