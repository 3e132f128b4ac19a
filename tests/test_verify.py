"""verify(answer, sources): the result shape, citation markers, source forms, bad input, determinism, batches."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys

import pytest

from report_workflow.errors import BadInput
from report_workflow.text.markers import read_markers
from report_workflow.verify import verdict_hash, verify, verify_batch

PLANT = "The pilot plant processed 4,200 tonnes of ore in 2023. Output at the main plant fell by a third."


def test_a_supported_answer_is_publishable_with_its_evidence_span() -> None:
    result = verify("The pilot plant processed 4,200 tonnes of ore in 2023.", PLANT)
    assert result["publishable"] and result["verified_count"] == 1 and result["blocked_count"] == 0
    item = result["sentence_results"][0]
    assert item["status"] == "verified" and item["checker"] is None and item["rule"] is None
    evidence = item["evidence"]
    assert PLANT[evidence["start"] : evidence["end"]] == evidence["text"]
    assert item["answer_span"] == [0, len("The pilot plant processed 4,200 tonnes of ore in 2023.")]


def test_a_blocked_sentence_names_its_checker_rule_reason_and_hint() -> None:
    result = verify("The pilot plant processed 4,800 tonnes of ore in 2023.", PLANT)
    item = result["sentence_results"][0]
    assert not result["publishable"]
    assert (item["status"], item["checker"], item["rule"]) == ("blocked", "FE", "FE001")
    assert "4,200" in item["reason"] and "4,200" in item["hint"]
    assert item["source_id"] == "1" and item["findings"][0]["rule"] == "FE001"


def test_the_result_is_plain_json_with_a_hash_over_its_canonical_form() -> None:
    result = verify("Output at the main plant fell by a third. It rained.", PLANT)
    assert json.loads(json.dumps(result, ensure_ascii=False)) == result
    without_hash = {key: value for key, value in result.items() if key != "verdict_hash"}
    assert result["verdict_hash"] == verdict_hash(without_hash)


def test_answer_spans_point_into_the_answer_as_given() -> None:
    answer = "First, the plant processed 4,200 tonnes of ore in 2023 [1].  Output at the main plant fell by a third."
    for item in verify(answer, PLANT)["sentence_results"]:
        start, end = item["answer_span"]
        assert answer[start:end] == item["sentence"]


@pytest.mark.parametrize(
    ("sentence", "text", "cited"),
    [
        ("Revenue rose [1].", "Revenue rose.", ("1",)),
        ("Revenue rose [src_a].", "Revenue rose.", ("src_a",)),
        ("Revenue rose [CITE:ev-1a2b].", "Revenue rose.", ("ev-1a2b",)),
        ("Revenue rose [1, 2].", "Revenue rose.", ("1", "2")),
        ("Revenue rose [1][2].", "Revenue rose.", ("1", "2")),
        ("Revenue rose [1-3].", "Revenue rose.", ("1", "2", "3")),
        ("Revenue rose [[1]].", "Revenue rose.", ("1",)),
        ("营收增长[1]。", "营收增长。", ("1",)),
        ('He wrote "close [sic] on Monday".', 'He wrote "close [sic] on Monday".', ()),
        ('He said it was "ambitious [...] but achievable".', 'He said it was "ambitious [...] but achievable".', ()),
        ("Revenue rose [citation needed].", "Revenue rose [citation needed].", ()),
        ("An array [ is not a marker, nor is [].", "An array [ is not a marker, nor is [].", ()),
    ],
)
def test_markers_are_read_and_removed_but_editorial_brackets_stay(sentence: str, text: str, cited: tuple) -> None:
    assert read_markers(sentence) == (text, cited)


def test_a_marker_naming_an_unknown_source_is_a_fabricated_citation() -> None:
    result = verify("The pilot plant processed 4,200 tonnes of ore in 2023 [2].", PLANT)
    assert result["sentence_results"][0]["rule"] == "FA001"


def test_a_marker_scopes_the_sentence_to_the_sources_it_names() -> None:
    sources = {"a": "Plant A reported 3 incidents in 2023.", "b": "Plant B reported 9 incidents in 2023."}
    assert not verify("Plant B reported 9 incidents in 2023 [a].", sources)["publishable"]
    assert verify("Plant B reported 9 incidents in 2023 [b].", sources)["publishable"]
    assert verify("Plant B reported 9 incidents in 2023.", sources)["publishable"]


def test_a_sentence_citing_several_sources_is_checked_against_their_union() -> None:
    sources = ["The survey covered 1,024 households.", "Of the surveyed households, 37% used solar heaters."]
    answer = "The survey covered 1,024 households, and 37% of them used solar heaters [1, 2]."
    assert verify(answer, sources)["publishable"]
    assert not verify(answer.replace("[1, 2]", "[1]"), sources)["publishable"]


@pytest.mark.parametrize(
    "sources",
    [
        "Turnout was 64% in 2022.",
        ["Turnout was 64% in 2022."],
        {"poll": "Turnout was 64% in 2022."},
        [("poll", "Turnout was 64% in 2022.")],
    ],
)
def test_sources_may_be_a_string_a_list_a_dict_or_id_text_pairs(sources: object) -> None:
    assert verify("Turnout was 64% in 2022.", sources)["publishable"]


def test_list_sources_are_numbered_from_one() -> None:
    result = verify("Turnout was 64% in 2022 [2].", ["Rain fell all day.", "Turnout was 64% in 2022."])
    assert result["publishable"] and result["sentence_results"][0]["source_id"] == "2"


def test_a_sentence_stating_nothing_checkable_is_verified() -> None:
    assert verify("Yes.", PLANT)["publishable"]


@pytest.mark.parametrize(
    ("answer", "sources", "message"),
    [
        ("", PLANT, "empty"),
        ("   \n ", PLANT, "empty"),
        (42, PLANT, "string"),
        ("x" * 1_000_001, PLANT, "characters"),
        ("Output fell.", "", "empty"),
        ("Output fell.", "  \n", "empty"),
        ("Output fell.", [], "no sources"),
        ("Output fell.", {}, "no sources"),
        ("Output fell.", None, "sources must be"),
        ("Output fell.", 7, "sources must be"),
        ("Output fell.", ["fine", 3], "must be text"),
        ("Output fell.", {1: "text"}, "cannot be cited"),
        ("Output fell.", {"has space": "text"}, "cannot be cited"),
        ("Output fell.", [("a", "one"), ("a", "two")], "twice"),
    ],
)
def test_bad_input_is_a_value_error_saying_what_is_wrong(answer: object, sources: object, message: str) -> None:
    with pytest.raises(BadInput, match=message) as raised:
        verify(answer, sources)  # type: ignore[arg-type]
    assert isinstance(raised.value, ValueError)


@pytest.mark.parametrize(
    "answer",
    [
        "Output at the main plant fell\x00 by a third.",
        "Output at the main plant fell by a third.\x1b[0m",
        "The plant (\u5de5\u5382) processed 4,200 tonnes of ore in 2023; \u0627\u0644\u0645\u0635\u0646\u0639.",
        "[",
        "[]",
        "\ufeffOutput at the main plant fell by a third.",
        "Output at the main plant fell \ud800by a third.",
    ],
)
def test_odd_but_legal_input_gets_a_verdict_not_a_crash(answer: str) -> None:
    result = verify(answer, PLANT)
    assert result["verified_count"] + result["blocked_count"] == len(result["sentence_results"])


def test_a_source_with_a_lone_surrogate_gets_a_verdict() -> None:
    result = verify("Output at the main plant fell by a third.", "Output at the main \udc80plant fell by a third.")
    assert result["sentence_results"][0]["evidence"]["text"] == "Output at the main \ufffdplant fell by a third."


def test_the_same_input_gives_the_same_hash() -> None:
    answer = "The pilot plant processed 4,800 tonnes of ore in 2023. Output at the main plant fell by a third."
    assert verify(answer, PLANT)["verdict_hash"] == verify(answer, PLANT)["verdict_hash"]


def test_the_hash_is_the_sha256_of_the_sorted_compact_json() -> None:
    result = verify("营收为12亿元。Output at the main plant fell by a third [1].", {"1": PLANT, "年报": "营收为1.2亿元。"})
    without_hash = {key: value for key, value in result.items() if key != "verdict_hash"}
    canonical = json.dumps(without_hash, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert result["verdict_hash"] == hashlib.sha256(canonical.encode("utf-8")).hexdigest()


# Two passages tie for the first place in the greedy cover: "harbour", "granite" and "ledger" weigh 1/2, 1/3 and 1/6
# (the share of candidate passages holding them), "turbine" weighs 1. Added in some orders the three make
# 0.9999999999999999, so a set's order (which follows the hash seed) once decided which passage came first.
TIE_SOURCE = (
    "The harbour has granite and a ledger. A turbine stood there. The harbour kept a ledger. "
    "Granite lines the ledger. Granite marks each ledger. Ledger only. Another ledger."
)
TIE_SCRIPT = (
    "import sys; from report_workflow.verify import verify; "
    "print(verify(sys.argv[1], sys.argv[2])['verdict_hash'])"
)


def test_verdicts_do_not_depend_on_the_hash_seed() -> None:
    hashes = {
        subprocess.run(
            [sys.executable, "-c", TIE_SCRIPT, "The harbour granite ledger turbine.", TIE_SOURCE],
            env={**os.environ, "PYTHONHASHSEED": str(seed)}, capture_output=True, text=True, check=True,
        ).stdout
        for seed in range(6)
    }
    assert len(hashes) == 1


RECORDS = [
    {"id": "r1", "answer": "Output at the main plant fell by a third.", "sources": PLANT},
    {"id": "r2", "answer": "The pilot plant processed 4,800 tonnes of ore in 2023.", "sources": PLANT},
    {"id": "r3", "answer": "", "sources": PLANT},
    {"id": "r4", "answer": "营收为1.2亿元。", "sources": {"年报": "公司营收为1.2亿元。"}},
    {"id": "r5", "answer": "营收为12亿元。", "sources": {"年报": "公司营收为1.2亿元。"}},
]


def test_a_batch_streams_results_in_input_order_and_reports_bad_records() -> None:
    results = list(verify_batch(RECORDS, workers=1))
    assert [result["id"] for result in results] == ["r1", "r2", "r3", "r4", "r5"]
    assert [result.get("publishable") for result in results] == [True, False, None, True, False]
    assert results[2]["error"]["exit_code"] == 4


def test_a_batch_over_two_processes_matches_the_sequential_run() -> None:
    sequential = [result.get("verdict_hash") for result in verify_batch(RECORDS * 3, workers=1)]
    parallel = [result.get("verdict_hash") for result in verify_batch(RECORDS * 3, workers=2)]
    assert parallel == sequential


def test_a_number_written_only_in_words_elsewhere_in_the_source_is_found() -> None:
    source = (
        "The harbour rowing club trains on the river every morning before work. "
        "Membership rose sharply last season. It now counts seventeen."
    )
    result = verify("The harbour rowing club has 17 members.", source)
    assert result["publishable"] and result["sentence_results"][0]["findings"] == []


@pytest.mark.parametrize(("answer", "source"), [
    ("In 2023 sales were 945 units.", "Sales dropped by 1.8% to 945 units in 2023."),
    ("Sales dropped 1.8% in 2023.", "Sales dropped by 1.8% to 945 units in 2023."),
    ("2023年销量为945台。", "2023年销量下降1.8%至945台。"),
    ("Headcount fell to about 18,000.", "Headcount fell by 1,200 to 18,400."),
    ("Operating margin was 14.1% in the quarter.", "Operating margin fell 1.2% to 14.1% in the quarter."),
    ("The rate rose to 5.1%.", "The rate rose from 4.2% to 5.1%."),
    ("The rate stood at 4.2% before the rise.", "The rate rose from 4.2% to 5.1%."),
])
def test_a_change_and_the_level_it_reached_can_be_stated_apart(answer: str, source: str) -> None:
    assert verify(answer, source)["publishable"]


def test_a_change_stated_the_other_way_is_blocked_for_its_direction_not_as_a_range() -> None:
    result = verify("Headcount rose by 1,200.", "Headcount fell by 1,200 to 18,400.")
    assert [sentence["rule"] for sentence in result["sentence_results"]] == ["FP002"]


def test_a_batch_record_id_is_echoed_as_text_that_can_be_written() -> None:
    records = [{"id": "r\ud800", "answer": "营收为1.2亿元。", "sources": {"年报": "公司营收为1.2亿元。"}},
               {"id": {"nested": 1}, "answer": "营收为1.2亿元。", "sources": {"年报": "公司营收为1.2亿元。"}}]
    first, second = verify_batch(records)
    assert first["id"] == "r\ufffd" and first["publishable"]
    assert second["id"] is None and "id must be a string or a number" in second["error"]["message"]
    assert json.dumps([first, second], ensure_ascii=False).encode("utf-8")
