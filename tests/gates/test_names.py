"""Finding names in a sentence and their mentions in the evidence (FE021's primitives), and the numeral screen."""

import pytest

from report_workflow.gates.names import find_names, is_bare_name, name_found
from report_workflow.gates.inputs import Evidence, Passage
from report_workflow.gates.numbers import has_numeral
from tests.support import verdict_of


def _evidence(*texts: str) -> Evidence:
    return Evidence([Passage(text) for text in texts])


def test_names_come_with_their_exact_spans() -> None:
    text = "The probe was launched by NASA from Cape Canaveral."
    assert [(text[start:end], name) for start, end, name in find_names(text)] == [
        ("NASA", "NASA"), ("Cape", "Cape"), ("Canaveral", "Canaveral")
    ]


def test_a_capitalised_first_word_is_a_name_only_before_another_capitalised_word() -> None:
    assert [name for _, _, name in find_names("Engineers met in Oslo. Norway hosted them.")] == ["Oslo"]
    assert [name for _, _, name in find_names("Hubble Space Telescope images were shown.")] == [
        "Hubble", "Space", "Telescope"
    ]


def test_acronyms_and_tokens_with_digits_are_names_even_opening_a_sentence() -> None:
    assert [name for _, _, name in find_names("GPT-4 was compared. NATO agreed.")] == ["GPT-4", "NATO"]


def test_a_possessive_and_a_title_are_not_part_of_the_name() -> None:
    assert [name for _, _, name in find_names("It was Dr. Smith's idea, said Mr. Jones.")] == ["Smith", "Jones"]
    assert [name for _, _, name in find_names("The Model B's keys were regulated.")] == ["Model", "B"]


def test_chinese_text_names_its_latin_tokens_and_organisations() -> None:
    names = [name for _, _, name in find_names("清华大学与IBM合作开发了新芯片。")]
    assert "IBM" in names and any(name.endswith("大学") for name in names)


def test_a_hyphenated_name_is_found_when_each_part_is_mentioned_in_some_passage() -> None:
    evidence = _evidence("Austria signed first.", "Hungary signed a week later.")
    assert name_found("Austria-Hungary", evidence)
    assert not name_found("Austria-Hungary", _evidence("Austria signed first."))


def test_an_acronym_is_found_by_the_initials_of_consecutive_words() -> None:
    assert name_found("U.S.", _evidence("Troops of the United States landed."))
    assert name_found("YoY", _evidence("Sales grew 4% year over year."))
    assert not name_found("UK", _evidence("Troops of the United States landed."))


def test_a_versioned_name_is_found_by_its_bare_base_but_not_by_another_version() -> None:
    assert name_found("COVID-19", _evidence("COVID closed the schools."))
    assert not name_found("GPT-4", _evidence("GPT-3 was released in 2020."))


def test_a_demonym_is_found_by_its_country() -> None:
    assert name_found("Chinese", _evidence("The factory is in China."))


def test_asking_again_gives_the_same_answer_for_each_passage() -> None:
    mentioning, silent = Passage("The treaty was signed in Lisbon."), Passage("The treaty was signed in spring.")
    for _ in range(2):
        assert name_found("Lisbon", Evidence([silent, mentioning]))
        assert not name_found("Lisbon", Evidence([silent]))
        assert not name_found("Madrid", Evidence([mentioning, silent]))


def test_a_chinese_name_is_found_as_written() -> None:
    assert name_found("杭州", _evidence("会议在杭州举行。"))
    assert not name_found("上海", _evidence("会议在杭州举行。"))


def test_a_bare_name_is_only_capitalised_words_and_small_words() -> None:
    assert is_bare_name("the Kingdom of England")
    assert not is_bare_name("England won")
    assert not is_bare_name("北京 Olympics")


def test_numerals_are_found_in_words_of_any_case_but_not_inside_longer_words() -> None:
    assert has_numeral("It took TWO days.")
    assert has_numeral("Half of them stayed.")
    assert not has_numeral("Someone left the phone_one line.")
    assert not has_numeral("The Ottoman Empire fell.")


def test_numerals_are_found_in_wide_digits_and_chinese_numerals() -> None:
    assert has_numeral("营收增长了１２%")
    assert has_numeral("共有三家医院")
    assert not has_numeral("会议在杭州举行。")


@pytest.mark.parametrize(("answer", "source"), [
    ("The International Monetary Fund cut its growth forecast.", "The IMF cut its growth forecast."),
    ("The World Health Organization declared an emergency.", "The W.H.O. declared an emergency."),
    ("The Bank of England raised rates.", "The BoE raised rates."),
    ("It was sunny in Los Angeles.", "Abby: Was sunny in LA."),
    ("The CEO, John Smith, announced the merger.", "Chief executive John Smith announced the merger."),
])
def test_a_name_is_found_by_its_acronym_or_a_title_by_its_short_form(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0]


@pytest.mark.parametrize(("answer", "source"), [
    ("The International Monetary Fund cut its growth forecast.", "The World Bank cut its growth forecast."),
    ("Ashton Matthews made a guest appearance.", "A guest appearance on GO:OD AM was made by Keith Cozart."),
    ("Rafael Benitez now manages Chelsea FC.", "Rafael Benitez managed Valencia CF."),
    ("The meeting with Ann Moore began.", "The meeting began at 10 AM."),
])
def test_initials_that_are_another_name_or_a_time_do_not_spell_out_a_name(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FE021" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("按不变价格计算，GDP比上年增长5.2%。", "按不变价格计算，国内生产总值比上年增长5.2%。"),
    ("2024年CPI比上年上涨0.2%。", "2024年全国居民消费价格比上年上涨0.2%。"),
    ("GDP grew 5.2% in 2023.", "Gross domestic product grew 5.2% in 2023."),
    ("2024年CPI上涨0.2%，PPI下降2.2%。", "2024年全国居民消费价格比上年上涨0.2%，工业生产者出厂价格下降2.2%。"),
])
def test_a_statistic_is_found_by_the_words_a_source_writes_it_out_in(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0]


def test_a_statistic_written_out_is_not_another_statistic() -> None:
    passed, findings = verdict_of("The CPI rose 0.2%.", "The producer price index rose 0.2%.")
    assert not passed and "FE021" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("name", "found"), [("U12", True), ("U-12", True), ("U12s", True), ("U14", False)])
def test_a_short_age_group_is_its_under_age_group(name: str, found: bool) -> None:
    assert name_found(name, _evidence("The 2024-25 Under-12 season opens on 7 September.")) is found
