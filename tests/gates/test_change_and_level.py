"""A change given by its size and the level it reached ("cut the sentence by three years to nine", 减少3年至9年) is
stated by the two figures it is between: whatever verb of change the sentence uses, whether the level borrows the
unit of the change, and whether the parser first reads the two figures as a range."""

from __future__ import annotations

import pytest

from report_workflow.gates.lexicon import direction_cues
from report_workflow.verify import verify
from tests.support import fired

SENTENCE = "The appeals court declined to overturn the conviction but reduced the sentence from 12 years to 9 years."
刑期 = "二审法院撤销原判，将刑期由12年改为9年。"


@pytest.mark.parametrize(("text", "word"), [
    ("while cutting the sentence by three years", "cutting"),
    ("the board trimmed its forecast", "trimmed"),
    ("the airline is trimming capacity", "trimming"),
    ("the council slashed the budget", "slashed"),
])
def test_cutting_trimming_and_slashing_are_words_of_decrease(text: str, word: str) -> None:
    assert [(cue.axis, cue.sign, cue.word) for cue in direction_cues(text)] == [("magnitude", -1, word)]


@pytest.mark.parametrize("text", [
    "a cutting-edge laboratory",
    "research at the cutting edge of physics",
    "she kept cutting off the other speakers",
])
def test_a_cutting_edge_or_cutting_off_is_no_decrease(text: str) -> None:
    assert direction_cues(text) == ()


@pytest.mark.parametrize("answer", [
    "The appeals court upheld the conviction while cutting the sentence by three years to nine.",
    "The appeals court trimmed the sentence by three years to nine.",
    "The appeals court slashed the sentence by three years, to nine years.",
    "The appeals court reduced the sentence by three years to nine years.",  # also a range "3 to 9 years"
    "The appeals court cut the sentence by three years to 9 years.",
])
def test_a_cut_by_its_size_to_the_level_reached_is_stated_by_both_ends(answer: str) -> None:
    result = verify(answer, [SENTENCE])
    assert result["publishable"], fired(result)


@pytest.mark.parametrize("answer", [
    "二审法院将刑期减少3年至9年。",
    "二审法院将刑期减少三年至九年。",
    "二审法院将刑期减少3年，至9年。",
])
def test_a_chinese_cut_by_its_size_to_the_level_reached_is_stated_by_both_ends(answer: str) -> None:
    result = verify(answer, [刑期])
    assert result["publishable"], fired(result)


@pytest.mark.parametrize(("answer", "source"), [
    ("The appeals court upheld the conviction while cutting the sentence by four years to nine.", SENTENCE),
    ("The appeals court upheld the conviction while cutting the sentence by three years to eight.", SENTENCE),
    ("The appeals court trimmed the sentence by four years to nine years.", SENTENCE),
    ("The appeals court reduced the sentence by three years to eight years.", SENTENCE),
    ("The appeals court raised the sentence by three years to nine years.", SENTENCE),  # the sentence was cut
    ("二审法院将刑期减少4年至9年。", 刑期),
    ("二审法院将刑期减少3年至8年。", 刑期),
    ("二审法院将刑期增加3年至9年。", 刑期),
])
def test_a_wrong_size_level_or_direction_still_blocks(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert not result["publishable"], fired(result)


def test_a_range_after_a_verb_of_change_is_still_a_range_when_the_evidence_gives_one() -> None:
    result = verify("营收预计增加3万元至5万元。", ["公司预计今年营收增加3万元至5万元。"])
    assert result["publishable"], fired(result)


def test_a_range_read_as_a_change_needs_its_level_stated() -> None:
    # 3万元 is the rise from 7万元 to 10万元, but nothing in the evidence is 13万元
    result = verify("营收增加3万元至13万元。", ["营收由7万元增至10万元。"])
    assert not result["publishable"], fired(result)


PORT = "Bulk cargo volumes were broadly flat at 3.1 million tonnes. The number of vessel calls rose to 1,926 from 1,874."


@pytest.mark.parametrize(("answer", "publishable"), [
    ("Bulk cargo held steady at 3.1 million tonnes, while ship calls rose by 52.", True),
    ("Bulk cargo held steady at 3.1 million tonnes, while ship calls rose by 62.", False),
    ("Ship calls rose by 52 to 1,926.", True),
    ("Ship calls rose by 52 to 1,936.", False),
])
def test_a_level_of_another_unit_leaves_the_change_to_the_passage_that_moves(answer: str, publishable: bool) -> None:
    """A level the sentence gives of something else (3.1 million tonnes) is no end of a change counted in calls: the
    change of 52 is the one the passage writes as a movement, from 1,874 to 1,926."""
    assert verify(answer, PORT)["publishable"] is publishable


@pytest.mark.parametrize(("text", "sign", "word"), [
    ("ship calls went up by 52", 1, "went up"),
    ("prices have gone down since March", -1, "gone down"),
    ("leakage was down from 124.5 Ml/d", -1, "down"),
    ("capacity reached 14 GW, up from 11 GW", 1, "up"),
])
def test_phrasal_verbs_and_up_or_down_from_a_figure_are_movements(text: str, sign: int, word: str) -> None:
    assert [(cue.axis, cue.sign, cue.word) for cue in direction_cues(text)] == [("magnitude", sign, word)]


def test_a_change_named_by_a_phrasal_verb_is_read_off_the_passage() -> None:
    source = "The number of vessel calls rose to 1,926 from 1,874."
    assert verify("Ship calls went up by 52.", source)["publishable"]
    assert not verify("Ship calls went down by 52.", source)["publishable"]
    assert not verify("Ship calls went up by 62.", source)["publishable"]


BATTERY = "Release notes: improves battery life in GPS mode from 10 hours to 12 hours. Fixes swimming data drop-outs."


@pytest.mark.parametrize(("answer", "publishable"), [
    ("The update stretches battery life in GPS mode by a fifth, to 12 hours, and fixes an issue that could cause "
     "heart-rate data to drop out while swimming.", True),
    ("The update stretches battery life in GPS mode by a third, to 12 hours, and fixes an issue that could cause "
     "heart-rate data to drop out while swimming.", False),
])
def test_a_change_takes_its_direction_from_its_own_statement(answer: str, publishable: bool) -> None:
    """"drop out" in the clause joined by "and" says nothing of which way battery life moved."""
    assert verify(answer, BATTERY)["publishable"] is publishable
