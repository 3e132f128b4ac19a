"""Citation styles and the words the tool writes: in-text forms, Sources lines, locators, dates."""

from __future__ import annotations

from datetime import date

import pytest

from report_workflow.render.citations import (
    SourceEntry,
    cited_sentence,
    entry_text,
    in_text,
    keys_cited,
    numbers_cited,
    sources_order,
    split_terminal,
    style_for,
)
from report_workflow.render.labels import CHINESE, ENGLISH

DIGEST = "ab1aa63c9795" + "0" * 52


def entry(number: int, name: str = "measurements_en.csv", locator: str = "row 3") -> SourceEntry:
    return SourceEntry(number, f"ev-{number:012d}", "measurements_en", name, locator, 1, DIGEST)


def test_chinese_reports_follow_gbt7714_whatever_the_profile():
    assert style_for("apa", "zh") == "gbt7714"
    assert style_for("apa", "en") == "apa"


def test_numeric_citations_list_entry_numbers_in_order():
    assert in_text([entry(5), entry(2)], "numeric", ENGLISH).text == "[2, 5]"


def test_gbt7714_citations_are_superscript_and_unspaced():
    citation = in_text([entry(1), entry(3)], "gbt7714", CHINESE)
    assert (citation.text, citation.superscript, citation.spaced) == ("[1,3]", True, False)


def test_apa_citations_name_the_file_and_the_place():
    citation = in_text([entry(2, "trial_notes.txt", "line 3"), entry(1)], "apa", ENGLISH)
    assert citation.text == "(measurements_en.csv, row 3; trial_notes.txt, line 3)"


@pytest.mark.parametrize(
    ("text", "head", "tail"),
    [
        ("Latency fell to 78.4 ms.", "Latency fell to 78.4 ms", "."),
        ("营业收入为5200万元。", "营业收入为5200万元", "。"),
        ('He said "it held."', 'He said "it held', '."'),
        ("A list follows:", "A list follows:", ""),
    ],
)
def test_the_citation_goes_before_the_closing_punctuation(text, head, tail):
    assert split_terminal(text) == (head, tail)


def test_a_sentence_reads_with_its_citation_inside_the_full_stop():
    assert cited_sentence("Oslo was fastest.", in_text([entry(4)], "numeric", ENGLISH)) == "Oslo was fastest [4]."
    assert cited_sentence("华东增长最快。", in_text([entry(4)], "gbt7714", CHINESE)) == "华东增长最快[4]。"


def test_sources_lines_in_english_and_chinese():
    assert entry_text(entry(6), "numeric", ENGLISH) == "[6] measurements_en.csv, row 3. Revision 1, SHA-256 ab1aa63c9795."
    chinese = entry(2, "区域销售.csv", CHINESE.locator({"row": 3}))
    assert entry_text(chinese, "gbt7714", CHINESE) == "[2] 区域销售.csv，第 3 行。修订版 1，SHA-256 ab1aa63c9795。"
    assert entry_text(entry(6), "apa", ENGLISH).startswith("measurements_en.csv, row 3.")


def test_author_date_sources_are_alphabetical_and_numbered_ones_follow_the_numbers():
    entries = [entry(1, "trial_notes.txt", "line 11"), entry(2, "Appendix.md"), entry(3, "measurements_en.csv"),
               entry(4, "trial_notes.txt", "line 3")]
    assert [e.number for e in sources_order(entries, "apa", ENGLISH)] == [2, 3, 4, 1]
    assert [e.number for e in sources_order(entries, "numeric", ENGLISH)] == [1, 2, 3, 4]


def test_numbers_cited_reads_single_and_grouped_citations_but_not_years():
    assert numbers_cited("Latency fell [2]. Both sites agree [3, 5] and [7,8]; see 2019-2023 [2019-2023].") == [
        2, 3, 5, 7, 8,
    ]


def test_keys_cited_finds_author_date_citations_of_known_files_only():
    text = "Oslo was fastest (trial_notes.txt, line 3; measurements_en.csv, row 3) (as expected)."
    assert keys_cited(text, ["trial_notes.txt", "measurements_en.csv"]) == [
        "trial_notes.txt, line 3", "measurements_en.csv, row 3",
    ]


@pytest.mark.parametrize(
    ("locator", "english", "chinese"),
    [
        ({"row": 4, "line_start": 5, "line_end": 5, "columns": ["a"]}, "row 4", "第 4 行"),
        ({"line_start": 3, "line_end": 5}, "lines 3–5", "第 3–5 行"),
        ({"page": 2, "line_start": 7, "line_end": 7}, "page 2, line 7", "第 2 页，第 7 行"),
        ({"sheet": "Q3", "row": 12}, "sheet Q3, row 12", "工作表 Q3，第 12 行"),
    ],
)
def test_locators_read_as_a_person_would_look_things_up(locator, english, chinese):
    assert ENGLISH.locator(locator) == english
    assert CHINESE.locator(locator) == chinese


def test_dates_and_captions_in_both_languages():
    assert ENGLISH.date(date(2024, 3, 5)) == "5 March 2024"
    assert CHINESE.date(date(2024, 3, 5)) == "2024年3月5日"
    assert ENGLISH.caption("figure", 2, "Latency by site") == "Figure 2: Latency by site"
    assert CHINESE.caption("table", 1, "各区域营业收入") == "表 1：各区域营业收入"
