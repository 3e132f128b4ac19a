"""A Chinese answer cut at a semicolon goes on about what its first part names.

"截至2023年末，全省共有典当企业117家；典当余额为35.4亿元" is checked as two sentences, but its second part is of 2023
as much as its first: a figure of another year's table row given to it is moved, as it would be in one sentence.
"""

import pytest

from report_workflow.verify import answer_sentences, verify

PAWNSHOPS = {"1": "省地方金融管理局典当行业统计（年末数）：\n\n| 年份 | 典当企业数量（家） | 典当余额（亿元） |\n"
                  "|---|---|---|\n| 2022 | 128 | 35.4 |\n| 2023 | 117 | 31.9 |\n\n行业持续出清。"}


def test_a_part_after_a_semicolon_carries_the_parts_before_it():
    parts = answer_sentences("截至2023年末，全省共有典当企业117家；典当余额为31.9亿元；行业持续出清。")
    assert [part.lead for part in parts] == ["", "截至2023年末，全省共有典当企业117家；",
                                             "截至2023年末，全省共有典当企业117家；典当余额为31.9亿元；"]
    assert answer_sentences("全省共有典当企业117家。典当余额为31.9亿元。")[1].lead == ""


@pytest.mark.parametrize(("answer", "publishable"), [
    ("截至2023年末，全省共有典当企业117家；典当余额为31.9亿元[1]。", True),
    ("截至2023年末，全省共有典当企业117家；典当余额为35.4亿元[1]。", False),
])
def test_a_figure_after_a_semicolon_is_of_the_row_named_before_it(answer, publishable):
    result = verify(answer, PAWNSHOPS)
    assert result["publishable"] is publishable, [r["reason"] for r in result["sentence_results"]]
    if not publishable:
        assert result["sentence_results"][1]["rule"] == "FN001"
