"""QA rules that read the published prose and the front matter, in English and Chinese."""

from __future__ import annotations

import pytest

from report_workflow.gates.qa import ProseSentence, count_words, front_matter_findings, prose_findings


def codes(sentences: list[str], prompt: str = "") -> list[str]:
    found = prose_findings([ProseSentence(text, (0, len(text)), "section_drafts/results.md") for text in sentences],
                           prompt)
    return [finding.rule for _, finding in found]


@pytest.mark.parametrize("text", [
    "Results are TBD.", "Lorem ipsum dolor sit amet.", "Prepared by [Author Name].",
    "This section is under development.", "具体数据待补充。", "负责人：此处填写姓名。",
])
def test_placeholders_block(text):
    assert codes([text]) == ["QA004"]


@pytest.mark.parametrize("text", [
    "The tolerance was to be confirmed by the supplier, who confirmed it on 3 May.",
    "华东区域营业收入为5,200万元。",
    "Mean latency fell to 85 ms after the cache was enabled.",
])
def test_honest_prose_passes(text):
    assert codes([text], prompt="Write an engineering lab report on the cache latency test for the client") == []


@pytest.mark.parametrize("text, code", [
    ("Latency fell to 85 ms (see ev-3f2a9c01d4e5).", "QA006"),
    ("Latency fell to 85 ms [CITE:ev-3f2a9c01d4e5.", "QA006"),
    ("营业收入为5,200万元（ev-3f2a9c01d4e5）。", "QA006"),
    ("As /home/ana/data/results.csv shows, latency fell.", "QA007"),
    ("The figures in evidence_ledger show a fall.", "QA007"),
    ("数据见 C:\\报告\\销售.xlsx 文件。", "QA007"),
])
def test_leaked_ids_and_paths_block(text, code):
    assert code in codes([text])


def test_prompt_echo_blocks_in_english_and_chinese():
    prompt = "Write a business report on third quarter revenue for the board of directors"
    assert "QA008" in codes(["This is a business report on third quarter revenue for the board of directors."],
                            prompt)
    zh_prompt = "写一份2023年第三季度经营分析报告，面向公司管理层，突出区域差异"
    assert "QA008" in codes(["本文是第三季度经营分析报告面向公司管理层突出区域差异的总结。"], zh_prompt)
    assert "QA008" not in codes(["第三季度营业收入同比增长8.5%。"], zh_prompt)


def test_words_are_counted_with_cjk_characters_as_words():
    assert count_words("Mean latency fell to 85 ms.") == 6
    assert count_words("营业收入增长") == 6
    assert count_words("GPU 利用率 95%") == 5


def test_front_matter_rules():
    require = {"require_title": True, "require_authors": True, "require_affiliation": False}
    assert [f.reason for f in front_matter_findings("Tensile test", ["Mara Lindqvist"], None, require)] == []
    missing = front_matter_findings("Tensile test", [], None, require)
    assert len(missing) == 1 and "authors" in missing[0].reason
    stock = front_matter_findings("Untitled", ["John Doe"], "University Name", require)
    assert len(stock) == 3
    assert front_matter_findings("季度报告", ["张三"], None, require)[0].rule == "QA005"
