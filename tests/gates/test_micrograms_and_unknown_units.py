"""Micrograms written mcg or ug are a mass like µg, and a figure followed by an abbreviated unit the parser does not
know ("85 dB", "120 bpm", "3 ppm") is not a bare figure whose unit was left out: a figure in a known unit with the
same digits does not restate it. A bare figure with nothing after it (a table cell, "Heart rate: 62") still is."""

import pytest

from report_workflow.text import find_quantities
from report_workflow.verify import verify
from tests.support import fired


@pytest.mark.parametrize("text", ["50 mcg", "50 ug", "50 µg", "0.05 mg", "50 micrograms", "50微克"])
def test_micrograms_are_read_however_written(text):
    (quantity,) = find_quantities(text)
    assert (quantity.dimension, quantity.value) == ("mass", pytest.approx(5e-8))


@pytest.mark.parametrize(("answer", "source"), [
    ("Adults start on 50 mg of levothyroxine a day [1].", "Adults start on 50 mcg of levothyroxine a day."),
    ("The infusion runs at 2 mg/kg per minute [1].", "The infusion runs at 2 ug/kg per minute."),
    ("Night-time noise must stay under 45 mg [1].", "Night-time noise must stay under 45 dB."),
    ("Ozone peaked at 120 mg per cubic metre [1].", "Ozone peaked at 120 ppb on Tuesday."),
    ("患者每日服用50毫克[1]。", "患者每日服用50 mcg。"),
])
def test_a_known_unit_does_not_restate_a_figure_written_in_another(answer, source):
    assert not verify(answer, {"1": source})["publishable"]


def test_micrograms_restated_as_milligrams_block_as_another_unit():
    result = verify("Adults start on 50 mg a day [1].", {"1": "Adults start on 50 mcg a day."})
    assert "FE007" in fired(result), result["sentence_results"]


@pytest.mark.parametrize(("answer", "source"), [
    ("Adults start on 0.05 mg of levothyroxine a day [1].", "Adults start on 50 mcg of levothyroxine a day."),
    ("Adults start on 50 micrograms of levothyroxine a day [1].", "Adults start on 50 mcg of levothyroxine a day."),
    ("Resting heart rate was 62 beats per minute [1].", "Resting heart rate was 62 bpm."),
    ("Resting heart rate was 62 bpm [1].", "Resting heart rate: 62"),
    ("Night-time noise must stay under 45 dB [1].", "Night-time noise must stay under 45 dB."),
    ("The 2023 budget for the project was $5 million [1].", "The project's 2023 budget was 5 million."),
])
def test_the_same_figure_in_the_same_or_an_unstated_unit_passes(answer, source):
    result = verify(answer, {"1": source})
    assert result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("text", "counted"), [
    ("a resting rate of 120 bpm", "bpm"), ("a limit of 85 dB", "db"), ("ozone at 120 ppb", "ppb"),
    ("0.42 vs 0.31", ""), ("2556 x 1179", ""), ("5 by 2030", ""),
])
def test_an_abbreviation_without_a_vowel_after_a_figure_names_its_unit(text, counted):
    assert find_quantities(text)[0].counted == counted
