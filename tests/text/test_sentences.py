"""Sentence splitting in English and Chinese, with exact spans and citation markers kept in place."""

import re

from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text import Sentence, split_sentences
from report_workflow.text.sentences import _TERMINATOR, _terminators, _word_before


def texts(source: str) -> list[str]:
    return [sentence.text for sentence in split_sentences(source)]


def test_two_plain_sentences():
    assert texts("Revenue rose in 2023. Costs fell sharply.") == ["Revenue rose in 2023.", "Costs fell sharply."]


def test_spans_point_into_the_text():
    source = "  Revenue rose.\n\nCosts fell!  "
    sentences = split_sentences(source)
    assert sentences == [Sentence("Revenue rose.", 2, 15), Sentence("Costs fell!", 17, 28)]
    assert all(source[s.start:s.end] == s.text for s in sentences)


def test_question_and_exclamation_end_sentences():
    assert texts("Did revenue rise? It did! Costs fell.") == ["Did revenue rise?", "It did!", "Costs fell."]


def test_decimal_points_do_not_split():
    assert texts("Growth was 3.5 percent. Margin was 12.25%.") == ["Growth was 3.5 percent.", "Margin was 12.25%."]


def test_common_abbreviations_do_not_split():
    source = "Dr. Smith and Prof. Lee met Mr. Wu, e.g. in Jan. 2023, i.e. early. Costs rose vs. plan."
    assert texts(source) == [
        "Dr. Smith and Prof. Lee met Mr. Wu, e.g. in Jan. 2023, i.e. early.", "Costs rose vs. plan."]


def test_figure_and_number_abbreviations_before_a_number_do_not_split():
    assert texts("See Fig. 2 and No. 5 on p. 12 for details.") == ["See Fig. 2 and No. 5 on p. 12 for details."]


def test_the_numbers_of_a_list_run_into_one_line_do_not_split():
    assert texts("Final table: 1. Northbridge FC 84 pts; 2. Castleford Rovers 81 pts. Relegated: none.") == [
        "Final table: 1. Northbridge FC 84 pts; 2. Castleford Rovers 81 pts.", "Relegated: none."]


def test_a_list_run_into_one_line_after_a_sentence_or_at_a_line_start_keeps_its_first_number():
    assert texts("RACE 2 RESULT. 1. Harker / Quayle; 2. Brandt / Moser. Harker set the fastest lap.") == [
        "RACE 2 RESULT.", "1. Harker / Quayle; 2. Brandt / Moser.", "Harker set the fastest lap."]
    assert texts("Results:\n1. Harker / Quayle; 2. Brandt / Moser\n") == [
        "Results:", "1. Harker / Quayle; 2. Brandt / Moser"]
    assert texts("Results:\n1. Harker won.\n2. Brandt came second.") == [
        "Results:", "Harker won.", "Brandt came second."]


def test_timetable_abbreviations_before_a_time_do_not_split():
    assert texts("Leeds dep. 07:15, London King's Cross arr. 09:45. Trains run daily.") == [
        "Leeds dep. 07:15, London King's Cross arr. 09:45.", "Trains run daily."]


def test_dotted_acronym_inside_a_sentence_does_not_split():
    assert texts("The U.S. Treasury issued bonds. Yields rose.") == ["The U.S. Treasury issued bonds.", "Yields rose."]


def test_dotted_acronym_at_the_end_of_a_sentence_splits_before_an_opener():
    assert texts("Sales grew in the U.S. The company expanded.") == ["Sales grew in the U.S.", "The company expanded."]


def test_company_suffix_splits_only_before_an_opener():
    assert texts("Acme Inc. Holdings grew. It sold Acme Inc. The board agreed.") == [
        "Acme Inc. Holdings grew.", "It sold Acme Inc.", "The board agreed."]


def test_et_al_before_a_year_does_not_split():
    assert texts("Smith et al. 2020 found the same effect.") == ["Smith et al. 2020 found the same effect."]


def test_initials_do_not_split():
    assert texts("J. K. Rowling wrote the books. They sold well.") == [
        "J. K. Rowling wrote the books.", "They sold well."]


def test_version_numbers_do_not_split():
    assert texts("Version 3.2.1 fixed the bug. Users upgraded.") == ["Version 3.2.1 fixed the bug.", "Users upgraded."]


def test_ellipsis_inside_a_sentence_does_not_split():
    assert texts("Revenue rose... slowly at first. Then it fell.") == [
        "Revenue rose... slowly at first.", "Then it fell."]


def test_lowercase_after_a_full_stop_does_not_split():
    assert texts("The rate is approx. five percent overall.") == ["The rate is approx. five percent overall."]


def test_closing_quote_stays_with_its_sentence():
    assert texts('He said "costs fell." Then he left.') == ['He said "costs fell."', "Then he left."]


def test_citation_before_the_full_stop_stays_with_the_sentence():
    assert texts("Revenue rose 5% [1]. Costs fell.") == ["Revenue rose 5% [1].", "Costs fell."]


def test_citation_after_the_full_stop_belongs_to_the_preceding_sentence():
    assert texts("Revenue rose 5%. [1] Costs fell.") == ["Revenue rose 5%. [1]", "Costs fell."]


def test_several_citations_after_the_full_stop_belong_to_the_preceding_sentence():
    assert texts("Revenue rose 5%.[1][2] Costs fell.") == ["Revenue rose 5%.[1][2]", "Costs fell."]


def test_named_and_listed_citations_stay_with_their_sentence():
    assert texts("Revenue rose. [src_a] Costs fell. [1, 2] Margins held.") == [
        "Revenue rose. [src_a]", "Costs fell. [1, 2]", "Margins held."]


def test_chinese_sentences_end_at_full_width_terminators():
    assert texts("收入增长5%。成本下降了吗？是的！") == ["收入增长5%。", "成本下降了吗？", "是的！"]


def test_chinese_full_width_semicolon_ends_a_sentence():
    assert texts("收入增长5%；成本下降3%。") == ["收入增长5%；", "成本下降3%。"]


def test_chinese_citation_before_the_terminator_stays():
    assert texts("收入增长5%[CITE:ev-12ab]。成本下降。") == ["收入增长5%[CITE:ev-12ab]。", "成本下降。"]


def test_chinese_closing_quote_after_terminator_stays():
    assert texts("他说：“收入增长了。”随后离开。") == ["他说：“收入增长了。”", "随后离开。"]


def test_ascii_question_mark_in_chinese_text_ends_a_sentence():
    assert texts("收入增长了吗?是的。") == ["收入增长了吗?", "是的。"]


def test_blank_line_always_ends_a_sentence():
    assert texts("Revenue rose\n\nCosts fell") == ["Revenue rose", "Costs fell"]


def test_wrapped_line_continues_the_sentence():
    assert texts("Revenue rose\nsharply in 2023.") == ["Revenue rose\nsharply in 2023."]


def test_markdown_heading_is_its_own_sentence_without_the_hashes():
    source = "## 1. Results\nRevenue rose."
    sentences = split_sentences(source)
    assert [s.text for s in sentences] == ["1. Results", "Revenue rose."]
    assert source[sentences[0].start:sentences[0].end] == "1. Results"


def test_list_items_start_new_sentences_without_their_markers():
    source = "Findings:\n- revenue rose\n* costs fell\n• margins held\n1. cash grew\n2) debt fell\n(a) staff grew"
    assert texts(source) == [
        "Findings:", "revenue rose", "costs fell", "margins held", "cash grew", "debt fell", "staff grew"]


def test_chinese_list_markers_start_new_sentences():
    assert texts("主要发现\n一、收入增长\n2、成本下降\n（三）利润持平") == ["主要发现", "收入增长", "成本下降", "利润持平"]


def test_number_at_line_start_is_not_a_list_marker():
    assert texts("Sales were\n3.5 million units.") == ["Sales were\n3.5 million units."]


def test_empty_and_blank_text_give_no_sentences():
    assert split_sentences("") == []
    assert split_sentences(" \n\n\t ") == []


@given(st.text(alphabet=st.sampled_from(list("ab AB1.!?。？；\n-#[]()“”\"'"))))
def test_spans_are_exact_ordered_and_stripped(source):
    sentences = split_sentences(source)
    previous_end = 0
    for sentence in sentences:
        assert source[sentence.start:sentence.end] == sentence.text
        assert sentence.text == sentence.text.strip()
        assert sentence.text
        assert sentence.start >= previous_end
        previous_end = sentence.end


def test_corner_brackets_and_full_width_parentheses_after_the_terminator_stay():
    assert texts("他说「收入增长了。」然后离开（见附表。）随后结束。") == [
        "他说「收入增长了。」", "然后离开（见附表。）", "随后结束。"]


def test_japanese_sentences_end_at_the_full_stop():
    assert texts("売上は5%増加した。費用は減少した。") == ["売上は5%増加した。", "費用は減少した。"]


def test_a_lower_case_unit_like_ms_ends_a_sentence_but_a_title_does_not():
    assert texts("Latency had a worst case of 31 ms. The higher strength held.") == [
        "Latency had a worst case of 31 ms.", "The higher strength held."]
    assert texts("Ms. Smith said the tests passed. Dr. Lee agreed.") == [
        "Ms. Smith said the tests passed.", "Dr. Lee agreed."]


_TERMINATOR_TEXT = st.lists(st.sampled_from(
    ["Revenue", " rose", "3", ".", "..", "!", "?", "…", "。", "！", "？", "；", "收入", " ", "\t", "\n", "”", ")", "」",
     "[1]", "[1, 2]", "[CITE:ev-12ab]", "[src_a]", "[", "]", "é", "The"]
)).map("".join)


@given(_TERMINATOR_TEXT, st.integers(0, 80), st.integers(0, 80))
def test_terminator_search_finds_what_the_terminator_pattern_finds(source, start, end):
    expected = [found.span() for found in _TERMINATOR.finditer(source, start, end)]
    assert [found.span() for found in _terminators(source, start, end)] == expected


@given(st.text(alphabet=st.sampled_from(list("aZq.. 1-é[]")), max_size=40), st.integers(0, 40))
def test_word_before_a_dot_is_the_last_run_of_letters_and_dots_from_its_first_letter(source, dot):
    dot = min(dot, len(source))
    found = re.search(r"([A-Za-z][A-Za-z.]*)\Z", source[max(0, dot - 24):dot])
    assert _word_before(source, dot) == (found.group(1) if found else "")
