"""FE022: the words saying which record or which average a figure is measured against are the evidence's."""

from __future__ import annotations

import pytest

from report_workflow.gates.scopes import qualified_references
from tests.support import verdict_of

SPRINT = "苏炳添在东京奥运会男子100米半决赛中跑出9秒83，打破亚洲纪录。"
JULY = ("July 2023 was the hottest month on record globally, with an average surface air temperature of 16.95°C, "
        "0.72°C warmer than the 1991-2020 average for July.")


@pytest.mark.parametrize(("text", "noun", "phrase"), [
    ("He broke the world record of 9.58 seconds.", "record", "world record"),
    ("She set a new European record.", "record", "European record"),
    ("0.72°C warmer than the pre-industrial average.", "average", "pre-industrial average"),
    ("打破亚洲纪录。", "record", "亚洲纪录"),
    ("创造了新的全国纪录。", "record", "全国纪录"),
    ("人均收入高于全省平均水平。", "average", "全省平均水平"),
    ("气温比1991-2020年平均偏高0.5°C。", "average", "1991-2020年平均"),
])
def test_a_reference_is_read_with_the_words_qualifying_it(text: str, noun: str, phrase: str) -> None:
    (found,) = qualified_references(text)
    assert (found.noun, found.phrase) == (noun, phrase)


@pytest.mark.parametrize("text", [
    "The hottest month on record.",  # "on record" names no record
    "A record 9.58 seconds.",  # record as a modifier
    "The average surface air temperature was 16.95°C.",  # average as a modifier
    "Diana Ross performed under Atlantic Records.",  # a record label is a name
    "有记录以来最热的一个月。",
])
def test_a_noun_that_is_no_qualified_reference_is_not_read(text: str) -> None:
    assert qualified_references(text) == ()


@pytest.mark.parametrize(("answer", "source"), [
    ("苏炳添在东京奥运会男子100米半决赛中跑出9秒83，打破世界纪录。", SPRINT),
    ("她以2小时18分创造了新的全国纪录。", "她以2小时18分打破了亚洲纪录。"),
    ("该市居民人均可支配收入高于全国平均水平。", "该市居民人均可支配收入高于全省平均水平。"),
    ("July 2023 averaged 16.95°C, 0.72°C warmer than the pre-industrial average.", JULY),
    ("He broke the world record in the 400m.", "He broke the Asian record in the 400m."),
    ("She set a new national record of 2:18:05.", "She set a European record of 2:18:05 in Berlin."),
])
def test_a_swapped_qualifier_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FE022" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    (SPRINT, SPRINT),
    ("苏炳添跑出9秒83，打破了纪录。", SPRINT),  # unqualified: says less
    ("July 2023 averaged 16.95°C, 0.72°C warmer than the 1991-2020 average.", JULY),
    ("She set a new European record of 2:18:05.", "She set a European record of 2:18:05 in Berlin."),
    ("He broke the world record.", "He broke the men's 400m world record."),  # fewer of the evidence's words
    ("该市居民人均可支配收入高于全省平均水平。", "该市居民人均可支配收入高于全省平均水平。"),
    # a baseline no figure is compared with only describes
    ("The method improves decoding on data with non-negligible baselines.",
     "The method improves decoding on data with a strong pre-stimulus baseline."),
])
def test_the_evidence_s_qualifier_or_less_passes(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert passed, findings
