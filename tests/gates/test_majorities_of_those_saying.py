"""FP006 for 大多数 and 大部分 against the share of the people saying or choosing something (38.5%表示愿意…): a share
under half is no majority, and the share of those saying the opposite (35%表示不愿意) is not the share claimed."""

from __future__ import annotations

import pytest

from report_workflow.gates.majorities import majorities
from tests.support import verdict_of

SURVEY = "在受访的1,500名居民中，41.2%表示愿意为垃圾分类上门回收支付费用，较2022年提高6个百分点。"
SPLIT = "调查显示，62%的受访家长表示支持延长课后服务时间，38%表示不支持。"
MINORITY_AGAINST = "调查显示，37%的受访家长表示愿意自费参加课后托管，63%表示不愿意。"


@pytest.mark.parametrize(("text", "phrase"), [
    ("受访居民中，大多数表示愿意支付费用。", "大多数"),
    ("受访家长中，大部分表示支持。", "大部分"),
])
def test_most_is_read_as_a_claim_of_a_majority(text: str, phrase: str) -> None:
    (found,) = majorities(text)
    assert found.phrase == phrase


@pytest.mark.parametrize("text", ["绝大多数受访居民表示满意。", "少数服从多数。"])
def test_nearly_all_and_a_bare_many_are_no_such_claim(text: str) -> None:
    assert majorities(text) == ()


@pytest.mark.parametrize(("answer", "source"), [
    ("受访居民中，大多数表示愿意为上门回收支付费用。", SURVEY),
    ("调查显示，大部分表示愿意自费参加课后托管。", "调查显示，37%表示愿意自费参加课后托管，63%表示不愿意。"),
])
def test_a_majority_against_a_share_under_half_blocks(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FP006" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("受访居民中，41.2%表示愿意为上门回收支付费用。", SURVEY),
    ("受访家长中，大多数表示支持延长课后服务时间。", SPLIT),
    ("受访家长中，大多数表示不愿意自费参加课后托管。", MINORITY_AGAINST),
])
def test_a_majority_the_share_bears_out_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert "FP006" not in {finding["rule"] for finding in findings}, findings
