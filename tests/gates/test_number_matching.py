"""The number matcher, as properties: honest rounding passes, invented precision and changed figures block."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from report_workflow.verify import verify
from tests.support import fired, verdict_of

hundredths = st.integers(min_value=100, max_value=99_999).map(lambda value: Decimal(value) / 100)


@settings(max_examples=60, deadline=None)
@given(hundredths)
def test_rounding_to_the_stated_decimal_is_honest(value: Decimal) -> None:
    rounded = value.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
    result = verify(f"Mean latency was {rounded} ms.", f"Mean latency was {value} ms in the load test.")
    assert result["publishable"], result["sentence_results"][0]["reason"]


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=10, max_value=9_999), st.integers(min_value=1, max_value=4))
def test_a_digit_the_evidence_never_stated_is_invented_precision(tenths: int, extra: int) -> None:
    """1.13 for a stated 1.1: it rounds back to the evidence, but its second decimal is made up."""
    stated = Decimal(tenths) / 10
    claimed = stated + Decimal(extra) / 100
    result = verify(f"Mean latency was {claimed} ms.", f"Mean latency was {stated} ms in the load test.")
    assert "FE003" in fired(result)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=999_999))
def test_milliseconds_and_seconds_are_the_same_duration(milliseconds: int) -> None:
    seconds = Decimal(milliseconds) / 1000
    result = verify(f"The batch job took {seconds.normalize():f} seconds.", f"The batch job took {milliseconds:,} ms.")
    assert result["publishable"], result["sentence_results"][0]["reason"]


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=11, max_value=99_999), st.integers(min_value=1, max_value=500))
def test_a_changed_count_blocks_and_names_the_stated_one(count: int, change: int) -> None:
    result = verify(f"The clinic treated {count + change:,} patients in 2022.",
                    f"The clinic treated {count:,} patients in 2022.")
    item = result["sentence_results"][0]
    assert item["rule"] in {"FE001", "FE003"}
    assert f"{count:,}" in item["reason"]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=2, max_value=9_999))
def test_wan_and_yi_scale_like_the_written_figure(count: int) -> None:
    assert verify(f"全年接待游客{count}万人次。", f"全年接待游客{count * 10_000:,}人次。")["publishable"]
    assert not verify(f"全年接待游客{count}亿人次。", f"全年接待游客{count}万人次。")["publishable"]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=2, max_value=9_999), st.sampled_from(["patients", "votes", "beds", "households"]))
def test_a_count_of_named_things_never_states_a_duration(count: int, things: str) -> None:
    result = verify(f"Median follow-up was {count:,} days.", f"The registry holds {count:,} {things}.")
    assert not result["publishable"]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=11, max_value=99_999), st.integers(min_value=1, max_value=9))
def test_a_lower_bound_within_an_order_of_magnitude_is_honest(count: int, ratio: int) -> None:
    """"more than 1,000" for 1,180, "at least 40" for 300: the bound understates a figure of its own order."""
    limit = -(-count // (ratio + 1))  # at most ten times below the count
    result = verify(f"The clinic treated more than {limit:,} patients in 2022.",
                    f"The clinic treated {count:,} patients in 2022.")
    assert result["publishable"], result["sentence_results"][0]["reason"]


def test_a_count_written_with_a_separator_is_no_year() -> None:
    result = verify("The clinic treated 2,022 patients in 2022.", "The clinic treated 1,522 patients in 2022.")
    assert result["sentence_results"][0]["rule"] == "FE001"
    assert verify("The factory made 2,000 pieces.", "The factory made 2000 pieces.")["publishable"]


@pytest.mark.parametrize(("answer", "source", "says"), [
    ("Latency was 7 ms.", "Latency stayed below 5 ms.", "the evidence only states the bound “below 5 ms”"),
    ("More than 50% of voters backed the plan.", "46% of voters backed the plan.",
     "the evidence states a figure outside that bound: “46%”"),
    ("过半数股东投了赞成票。", "46%的股东投了赞成票。", "the evidence states a figure outside that bound: “46%”"),
])
def test_a_bound_finding_says_whether_the_evidence_gives_a_bound_or_a_figure(answer: str, source: str,
                                                                           says: str) -> None:
    result = verify(answer, source)["sentence_results"][0]
    assert result["rule"] == "FE004" and result["reason"].endswith(says)


@pytest.mark.parametrize(("answer", "source"), [
    ("The company will buy back 20 million shares.", "The company plans to buy back up to 20 million shares."),
    ("公司将以每股12.5元回购2000万股。", "公司拟以每股12.5元的价格回购不超过2000万股。"),
    ("回购资金总额为2.5亿元。", "回购资金总额不超过2.5亿元。"),
])
def test_the_limit_of_an_upper_bound_stated_as_the_value_blocks(answer: str, source: str) -> None:
    result = verify(answer, source)["sentence_results"][0]
    assert result["rule"] == "FE004" and "only states the bound" in result["reason"]


@pytest.mark.parametrize(("answer", "source"), [
    ("The firm has 300 employees.", "The firm has over 300 employees."),  # understates: worth a look only
    ("0.9 s.", "The two can differ by up to 0.9 s."),  # a bare answer drops its question's qualifier
])
def test_a_lower_bound_or_a_bare_answer_losing_its_qualifier_only_warns(answer: str, source: str) -> None:
    result = verify(answer, source)
    assert result["publishable"]
    assert [finding["rule"] for finding in result["sentence_results"][0]["findings"]] == ["FE008"]


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Patients lost 4.5 kg.", "Patients lost about 10 pounds.", True),
    ("Patients lost about 10 pounds.", "Patients lost 4.5 kg.", True),
    ("The ticket cost 10 pounds.", "The ticket cost £10.", True),
    ("The ticket cost £10.", "The ticket cost 10 pounds.", True),
    ("The ticket cost 12 pounds.", "The ticket cost £10.", False),
    ("Patients lost 6 kg.", "Patients lost about 10 pounds.", False),
])
def test_pounds_are_read_as_the_mass_or_sterling_they_are_compared_with(answer: str, source: str,
                                                                       passes: bool) -> None:
    assert verify(answer, source)["publishable"] is passes


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("成人每日最大剂量为1.2克。", "成人一次0.3g，一日4次，每日最大剂量不超过1200mg。", True),
    ("The maximum dose for adults is 4 g in 24 hours.", "Adults should take no more than 4 g of paracetamol in 24 hours.",
     True),
    # a limit named on the wrong side, or not named at all, is still a bound stated as a value
    ("The minimum dose for adults is 4 g in 24 hours.", "Adults should take no more than 4 g of paracetamol in 24 hours.",
     False),
    ("Adults take 4 g of paracetamol in 24 hours.", "Adults should take no more than 4 g of paracetamol in 24 hours.",
     False),
    ("成人每日剂量为1.2克。", "成人一次0.3g，一日4次，每日最大剂量不超过1200mg。", False),
])
def test_a_value_named_as_the_limit_restates_a_bound_on_its_side(answer: str, source: str, passes: bool) -> None:
    assert verdict_of(answer, source)[0] is passes


@pytest.mark.parametrize(("answer", "source", "publishable"), [
    ("The deposit stays at 15 cents.", "The deposit remains €0.15 per container.", True),
    ("The deposit stays at 20 cents.", "The deposit remains €0.15 per container.", False),
    ("The deposit stays at 15 cents.", "The deposit remains £0.15 per container.", False),
    ("The fare is €0.80.", "The fare is 80 cents.", True),
])
def test_cents_are_hundredths_of_any_currency_counted_in_them(answer: str, source: str, publishable: bool) -> None:
    assert verify(answer, [source])["publishable"] is publishable
