"""Places located wrong, roles swapped between people, and kinds of organisation that are no names, under FE021.

A place swapped inside an administrative chain (甘孜州康定市 where the source says 甘孜州泸定县) or a bearing turned
round ("north-west of Kerman" where the source says "south-west") keeps every other word of the sentence; the place
is the false part, as the role is when two people's roles are swapped. A kind of organisation the dictionary holds as one common noun (保险公司) names nothing and must
not block an honest restatement.
"""

from __future__ import annotations

import pytest

from report_workflow.gates.names import find_names
from report_workflow.verify import verify
from tests.support import fired

NAME_NOT_IN_EVIDENCE = "FE021"

QUAKE = ("A magnitude 6.1 earthquake struck 40 km south-west of Kerman at 03:12 local time, at a depth of 10 km. "
         "No casualties have been reported so far.")
QUAKE_ZH = "中国地震台网正式测定：9月5日12时52分在四川甘孜州泸定县发生6.8级地震，震源深度16千米。"
WAITING_PERIOD = "本保险的等待期为90天。被保险人在等待期内确诊的，本公司不承担保险责任，无息退还已交保险费，本合同终止。"


@pytest.mark.parametrize(("answer", "source"), [
    ("A magnitude 6.1 earthquake struck 40 km north-west of Kerman early in the morning [1].", QUAKE),
    ("The village lies 12 km east of Grenoble [1].", "The village lies 12 km west of Grenoble, on the Isère."),
    ("9月5日中午，四川甘孜州康定市发生6.8级地震，震源深度16公里[1]。", QUAKE_ZH),
])
def test_a_place_the_evidence_locates_otherwise_blocks(answer: str, source: str) -> None:
    assert NAME_NOT_IN_EVIDENCE in fired(verify(answer, {"1": source}))


@pytest.mark.parametrize(("answer", "source"), [
    ("A magnitude 6.1 earthquake struck 40 km south-west of Kerman early in the morning [1].", QUAKE),
    ("A magnitude 6.1 earthquake struck 40 km southwest of Kerman [1].", QUAKE),
    ("The quake struck near Kerman, in the south-east of Iran [1].",
     "The quake struck near Kerman, in the south-east of Iran, at a depth of 10 km."),
    ("9月5日中午，四川甘孜州泸定县发生6.8级地震，震源深度16公里[1]。", QUAKE_ZH),
])
def test_a_place_located_as_the_evidence_locates_it_passes(answer: str, source: str) -> None:
    assert NAME_NOT_IN_EVIDENCE not in fired(verify(answer, {"1": source}))


@pytest.mark.parametrize("sentence", [
    "在此期间确诊的，保险公司不予赔付。",
    "证券公司应当向客户揭示投资风险。",
    "信托公司的产品收益率普遍有所下降。",
])
def test_a_kind_of_organisation_written_as_one_common_noun_is_not_a_name(sentence: str) -> None:
    assert [name for _, _, name in find_names(sentence)] == []


@pytest.mark.parametrize(("sentence", "name"), [
    ("中国平安保险公司发布了年度报告。", "中国平安保险公司"),
    ("清华大学发布了新的招生简章。", "清华大学"),
])
def test_an_organisation_named_before_its_kind_is_still_a_name(sentence: str, name: str) -> None:
    assert name in [found for _, _, found in find_names(sentence)]


def test_an_honest_restatement_naming_the_insurer_by_its_kind_passes() -> None:
    answer = "本保险设有90天等待期，在此期间确诊的，保险公司不予赔付，但会退还已交保费（不计利息）[1]。"
    assert NAME_NOT_IN_EVIDENCE not in fired(verify(answer, {"1": WAITING_PERIOD}))


SUCCESSION = ("Chief Financial Officer Priya Natarajan will step down on 30 June. Deputy CFO Marcus Hale will serve as "
              "interim CFO while the board conducts a search.")


@pytest.mark.parametrize("answer", [
    "Marcus Hale will step down as chief financial officer on 30 June [1].",
    "Priya Natarajan will stay on as interim CFO while the board conducts a search [1].",
])
def test_a_person_given_the_role_the_evidence_gives_another_blocks(answer: str) -> None:
    assert NAME_NOT_IN_EVIDENCE in fired(verify(answer, {"1": SUCCESSION}))


@pytest.mark.parametrize("answer", [
    "Priya Natarajan will step down as chief financial officer on 30 June, with Marcus Hale serving as interim CFO "
    "[1].",
    "Deputy CFO Marcus Hale will serve as interim CFO [1].",
    "Marcus Hale will serve as CFO for now [1].",
])
def test_a_person_given_the_role_the_evidence_gives_them_passes(answer: str) -> None:
    assert NAME_NOT_IN_EVIDENCE not in fired(verify(answer, {"1": SUCCESSION}))
