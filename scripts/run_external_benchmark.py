#!/usr/bin/env python3
"""Measure verify() on public hallucination data sets, and archive (or check) the results.

    scripts/run_external_benchmark.py --dataset halueval               # all 10,000 QA pairs
    scripts/run_external_benchmark.py --dataset summedits --sample 2000  # pinned stratified sample
    scripts/run_external_benchmark.py --dataset halueval --check       # recompute, compare with the archive

The data is read from <repo>/../shared/data (or --data-dir) and every file's sha256 is checked against the table
below; a missing or altered file stops the run with exit code 4. Results go to
benchmarks/evidence/external/<dataset>[-sample].json and .md, without timestamps or machine paths.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from report_workflow.verify import verify

SCRIPTS = Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))  # the archive check is a sibling script, not part of the package
from archive_check import differing_files, report  # noqa: E402

REPO = SCRIPTS.parent
DEFAULT_DATA = REPO.parent / "shared" / "data"
ARCHIVE = REPO / "benchmarks" / "evidence" / "external"
BAD_INPUT = 4

PINNED: dict[str, dict[str, str]] = {
    "halueval": {
        "halueval/qa_data.json": "89ed139ec5e3a3169a0b30e45569ac1283846f76f27f7bb5e908ee6deed57e88",
    },
    "summedits": {
        "summedits/summedits_ectsum.json": "dc255beb81ff1194b9069dfe03c1f888e0c5357c117e304bb44baaaa381a718b",
        "summedits/summedits_news.json": "aa06a1998cf7bfe6e40f8a79e0c10a1f77528165d8659056202c0ed679191c8e",
        "summedits/summedits_podcast.json": "3d6c777190ff1cad633fed48b52856774e078d8a8b78ae00189df7abb506f8dc",
        "summedits/summedits_qmsumm.json": "011e2b70ba291d1a75d14526fcacb156f70cb6ed66b375143768389b6db67bff",
        "summedits/summedits_sales_call.json": "81381ad89c8e3dd8450ee6355f847e8b76cbb134e126d5568a79a33334bb1fef",
        "summedits/summedits_sales_email.json": "8267fffdd318e513bde0f7efbd9226f908f1a5a2944f783902fdd0d6b0b8ccef",
        "summedits/summedits_samsum.json": "1d65ca667e646c7cc1cde9e6b35bdf43531eeea9191c692a9ac9ec0aa84eb5b5",
        "summedits/summedits_scitldr.json": "b4d359277bafa11587505f0332797266b69c316c713db17376f0d99413e4b350",
    },
}
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
FALSE_POSITIVES_LISTED = 200


class DataError(Exception):
    """A data file is missing or does not match its pinned digest."""


def verified_files(data_dir: Path, dataset: str) -> dict[str, Path]:
    files = {}
    for relative, digest in PINNED[dataset].items():
        path = data_dir / relative
        if not path.is_file():
            raise DataError(f"{relative} is missing from {data_dir} (use --data-dir to point at the data)")
        actual = hashlib.sha256(path.read_bytes()).hexdigest()
        if actual != digest:
            raise DataError(f"{relative} has sha256 {actual}, expected {digest}: the file was altered")
        files[relative] = path
    return files


def _pick(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def sample(rows: list[dict[str, Any]], size: int | None, stratum: Callable[[dict[str, Any]], str]) -> list[dict[str, Any]]:
    """All rows, or a pinned stratified sample: each stratum keeps its share, rows chosen by a hash of their id."""
    if size is None or size >= len(rows):
        return rows
    strata: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        strata.setdefault(stratum(row), []).append(row)
    chosen: list[dict[str, Any]] = []
    for name in sorted(strata):
        members = sorted(strata[name], key=lambda row: _pick(row["_key"]))
        chosen += members[: round(size * len(members) / len(rows))]
    return sorted(chosen, key=lambda row: row["_order"])


def _rate(part: int, whole: int) -> float | None:
    return round(part / whole, 6) if whole else None


def _blocking(result: dict[str, Any]) -> tuple[str | None, list[str]]:
    primary = next((item["rule"] for item in result["sentence_results"] if item["status"] == "blocked"), None)
    rules = sorted({finding["rule"] for item in result["sentence_results"] for finding in item["findings"]
                    if finding["severity"] == "block"})
    return primary, rules


def _first_reason(result: dict[str, Any]) -> str:
    return next((item["reason"] for item in result["sentence_results"] if item["status"] == "blocked"), "")


# -- HaluEval -------------------------------------------------------------------------------------------------

def halueval_rows(files: dict[str, Path]) -> list[dict[str, Any]]:
    rows = []
    with files["halueval/qa_data.json"].open(encoding="utf-8") as handle:
        for order, line in enumerate(handle):
            if line.strip():
                row = json.loads(line)
                row["_order"], row["_key"] = order, f"halueval:{order}"
                rows.append(row)
    return rows


def run_halueval(rows: list[dict[str, Any]]) -> dict[str, Any]:
    has_digit = re.compile(r"\d")
    right_blocked, hallucinated_blocked = [], 0
    digit = Counter()
    primary_rules: Counter[str] = Counter()
    any_rules: Counter[str] = Counter()
    fp_rules: Counter[str] = Counter()
    for row in rows:
        right = verify(row["right_answer"], row["knowledge"])
        if not right["publishable"]:
            primary, _ = _blocking(right)
            fp_rules[primary or "?"] += 1
            right_blocked.append({"row": row["_order"], "question": row["question"], "answer": row["right_answer"],
                                  "rule": primary, "reason": _first_reason(right)})
        hallucinated = verify(row["hallucinated_answer"], row["knowledge"])
        right_digit = bool(has_digit.search(row["right_answer"]))
        hallucinated_digit = bool(has_digit.search(row["hallucinated_answer"]))
        digit["right"] += right_digit
        digit["right_blocked"] += right_digit and not right["publishable"]
        digit["hallucinated"] += hallucinated_digit
        if not hallucinated["publishable"]:
            hallucinated_blocked += 1
            digit["hallucinated_blocked"] += hallucinated_digit
            primary, rules = _blocking(hallucinated)
            primary_rules[primary or "?"] += 1
            any_rules.update(rules)
    pairs = len(rows)
    false_positives = len(right_blocked)
    return {
        "dataset": "halueval",
        "pairs": pairs,
        "false_positives": false_positives,
        "false_positive_rate": _rate(false_positives, pairs),
        "hallucinations_blocked": hallucinated_blocked,
        "recall": _rate(hallucinated_blocked, pairs),
        "precision": _rate(hallucinated_blocked, hallucinated_blocked + false_positives),
        "numeric_subset": {
            "right_answers_with_digit": digit["right"],
            "right_with_digit_blocked": digit["right_blocked"],
            "false_positive_rate": _rate(digit["right_blocked"], digit["right"]),
            "hallucinated_with_digit": digit["hallucinated"],
            "hallucinated_with_digit_blocked": digit["hallucinated_blocked"],
            "recall": _rate(digit["hallucinated_blocked"], digit["hallucinated"]),
        },
        "blocking_rule_of_hallucinations": dict(sorted(primary_rules.items())),
        "rules_firing_on_hallucinations": dict(sorted(any_rules.items())),
        "false_positive_rules": dict(sorted(fp_rules.items())),
        "false_positive_cases": right_blocked[:FALSE_POSITIVES_LISTED],
    }


def halueval_summary(results: dict[str, Any]) -> str:
    numeric = results["numeric_subset"]
    lines = [
        f"# HaluEval QA: verify(answer, knowledge) on {results['pairs']:,} pairs",
        "",
        "| measure | value |",
        "| --- | --- |",
        f"| false positives (right answers blocked) | {results['false_positives']} |",
        f"| false-positive rate | {_percent(results['false_positive_rate'], 3)} |",
        f"| hallucinated answers blocked | {results['hallucinations_blocked']} |",
        f"| recall | {_percent(results['recall'])} |",
        f"| precision | {_percent(results['precision'])} |",
        f"| numeric subset: right answers with a digit blocked | {numeric['right_with_digit_blocked']} of "
        f"{numeric['right_answers_with_digit']} ({_percent(numeric['false_positive_rate'], 3)}) |",
        f"| numeric subset: hallucinated answers with a digit blocked | {numeric['hallucinated_with_digit_blocked']} of "
        f"{numeric['hallucinated_with_digit']} ({_percent(numeric['recall'])}) |",
        "",
        "Rule that blocked each hallucinated answer (first blocking finding):",
        "",
        "| rule | answers |",
        "| --- | --- |",
        *(f"| {rule} | {count} |" for rule, count in results["blocking_rule_of_hallucinations"].items()),
        "",
        "## Every false positive",
        "",
    ]
    if not results["false_positive_cases"]:
        lines.append("None.")
    for case in results["false_positive_cases"]:
        lines.append(f"- row {case['row']}: Q: {case['question'].strip()} A: {case['answer']!r} — {case['rule']}: "
                     f"{case['reason']}")
    return "\n".join(lines) + "\n"


# -- SummEdits ------------------------------------------------------------------------------------------------

SLICES = ("number_changed", "negation", "antonym", "entity", "hallucinated_fact_insertion")
_EDIT_SLICES = {
    "negation": "negation_insertion_removal",
    "antonym": "antonym_swap",
    "entity": "entity_modification",
    "hallucinated_fact_insertion": "hallucinated_fact_insertion",
}


def summedits_rows(files: dict[str, Path]) -> list[dict[str, Any]]:
    rows = []
    for relative in sorted(files):
        domain = Path(relative).stem.removeprefix("summedits_")
        for row in json.loads(files[relative].read_text(encoding="utf-8")):
            row["_domain"], row["_order"], row["_key"] = domain, len(rows), f"summedits:{domain}:{row['id']}"
            rows.append(row)
    return rows


def _numbers(text: str) -> Counter[str]:
    return Counter(number.replace(",", "").rstrip(".") for number in _NUMBER.findall(text))


def row_slices(row: dict[str, Any]) -> list[str]:
    if row["label"] == 1:
        return ["paraphrased_consistent"] if row["summary"] != row["original_summary"] else []
    found = [name for name, edit in _EDIT_SLICES.items() if edit in row["edit_types"]]
    if _numbers(row["summary"]) != _numbers(row["original_summary"]):
        found.insert(0, "number_changed")
    return found


def run_summedits(rows: list[dict[str, Any]]) -> dict[str, Any]:
    totals: Counter[str] = Counter()
    blocked: Counter[str] = Counter()
    domains: dict[str, Counter[str]] = {}
    rules_on_inconsistent: Counter[str] = Counter()
    rules_on_consistent: Counter[str] = Counter()
    false_positives = []
    for row in rows:
        result = verify(row["summary"], row["doc"])
        is_blocked = not result["publishable"]
        kind = "consistent" if row["label"] == 1 else "inconsistent"
        domain = domains.setdefault(row["_domain"], Counter())
        domain[kind] += 1
        domain[f"{kind}_blocked"] += is_blocked
        totals[kind] += 1
        blocked[kind] += is_blocked
        for name in row_slices(row):
            totals[name] += 1
            blocked[name] += is_blocked
        if is_blocked:
            primary, _ = _blocking(result)
            (rules_on_consistent if row["label"] == 1 else rules_on_inconsistent)[primary or "?"] += 1
            if row["label"] == 1:
                false_positives.append({"id": row["id"], "domain": row["_domain"], "rule": primary,
                                        "reason": _first_reason(result)})
    consistent, inconsistent = totals["consistent"], totals["inconsistent"]
    return {
        "dataset": "summedits",
        "rows": len(rows),
        "consistent": consistent,
        "inconsistent": inconsistent,
        "false_positive_rate": _rate(blocked["consistent"], consistent),
        "recall": _rate(blocked["inconsistent"], inconsistent),
        "precision": _rate(blocked["inconsistent"], blocked["inconsistent"] + blocked["consistent"]),
        "slices": {
            name: {"rows": totals[name], "blocked": blocked[name], "rate": _rate(blocked[name], totals[name]),
                   "measure": "false-positive rate" if name == "paraphrased_consistent" else "recall"}
            for name in (*SLICES, "paraphrased_consistent")
        },
        "domains": {
            name: {
                "consistent": counts["consistent"],
                "false_positive_rate": _rate(counts["consistent_blocked"], counts["consistent"]),
                "inconsistent": counts["inconsistent"],
                "recall": _rate(counts["inconsistent_blocked"], counts["inconsistent"]),
            }
            for name, counts in sorted(domains.items())
        },
        "blocking_rule_on_inconsistent": dict(sorted(rules_on_inconsistent.items())),
        "blocking_rule_on_consistent": dict(sorted(rules_on_consistent.items())),
        "false_positive_cases": false_positives[:FALSE_POSITIVES_LISTED],
    }


def summedits_summary(results: dict[str, Any]) -> str:
    lines = [
        f"# SummEdits: verify(summary, doc) on {results['rows']:,} summaries",
        "",
        f"Consistent summaries blocked (false-positive rate): {_percent(results['false_positive_rate'])} of "
        f"{results['consistent']}; inconsistent summaries blocked (recall): {_percent(results['recall'])} of "
        f"{results['inconsistent']}; precision {_percent(results['precision'])}.",
        "",
        "| slice | rows | blocked | measure |",
        "| --- | --- | --- | --- |",
        *(f"| {name.replace('_', ' ')} | {row['rows']} | {row['blocked']} | {row['measure']} "
          f"{_percent(row['rate'])} |" for name, row in results["slices"].items()),
        "",
        "| domain | consistent | false-positive rate | inconsistent | recall |",
        "| --- | --- | --- | --- | --- |",
        *(f"| {name} | {row['consistent']} | {_percent(row['false_positive_rate'])} | {row['inconsistent']} | "
          f"{_percent(row['recall'])} |" for name, row in results["domains"].items()),
        "",
        "Rule that blocked (first blocking finding): inconsistent "
        + ", ".join(f"{rule} {count}" for rule, count in results["blocking_rule_on_inconsistent"].items())
        + "; consistent "
        + ", ".join(f"{rule} {count}" for rule, count in results["blocking_rule_on_consistent"].items()) + ".",
        "",
        "## False positives (consistent summaries blocked)",
        "",
    ]
    lines += [f"- {case['domain']} {case['id']}: {case['rule']}: {case['reason']}"
              for case in results["false_positive_cases"]] or ["None."]
    return "\n".join(lines) + "\n"


def _percent(value: float | None, digits: int = 1) -> str:
    return "n/a" if value is None else f"{value:.{digits}%}"


DATASETS: dict[str, tuple[Callable[[dict[str, Path]], list[dict[str, Any]]],
                          Callable[[dict[str, Any]], str],
                          Callable[[list[dict[str, Any]]], dict[str, Any]],
                          Callable[[dict[str, Any]], str]]] = {
    "halueval": (halueval_rows, lambda row: "digit" if re.search(r"\d", row["hallucinated_answer"]) else "plain",
                 run_halueval, halueval_summary),
    "summedits": (summedits_rows, lambda row: f"{row['_domain']}:{row['label']}", run_summedits, summedits_summary),
}


def render(results: dict[str, Any], summarise: Callable[[dict[str, Any]], str]) -> dict[str, str]:
    return {"json": json.dumps(results, ensure_ascii=False, indent=1, sort_keys=True) + "\n", "md": summarise(results)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), required=True)
    parser.add_argument("--sample", type=int, default=None, help="pinned stratified sample of N rows")
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--archive", type=Path, default=ARCHIVE)
    parser.add_argument("--check", action="store_true", help="compare with the archive instead of writing it")
    args = parser.parse_args(argv)
    load, stratum, run, summarise = DATASETS[args.dataset]
    try:
        files = verified_files(args.data_dir, args.dataset)
    except DataError as error:
        print(f"error: {error}", file=sys.stderr)
        return BAD_INPUT
    rows = sample(load(files), args.sample, stratum)
    results = run(rows)
    if args.sample is not None:
        results["sample"] = {"requested": args.sample, "rows": len(rows), "selection": "sha256 of row keys, stratified"}
    rendered = render(results, summarise)
    print(rendered["md"])
    stem = args.archive / (args.dataset + ("-sample" if args.sample is not None else ""))
    if args.check:
        files = {f"{stem.name}.{suffix}": text for suffix, text in rendered.items()}
        return report(differing_files(args.archive, files), "check passed: the archive matches this run")
    args.archive.mkdir(parents=True, exist_ok=True)
    for suffix, text in rendered.items():
        stem.with_suffix(f".{suffix}").write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
