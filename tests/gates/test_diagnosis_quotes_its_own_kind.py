"""A figure no evidence quantity supports is explained by the evidence figure of its own kind first: an age bound
(超过二十五岁) by the age the passage gives (25), not by the length written before it (约31厘米)."""

from __future__ import annotations

from report_workflow.verify import verify


def test_an_age_bound_is_explained_by_the_age_not_by_a_length_beside_it() -> None:
    result = verify("园方估计它已超过二十五岁[1]。", "该龟背甲长约31厘米，估计年龄在25岁以上。")
    (sentence,) = result["sentence_results"]
    finding = next(finding for finding in sentence["findings"] if finding["rule"] == "FE004")
    assert "\u201c25\u201d" in finding["reason"] and "31厘米" not in finding["reason"]
