#!/usr/bin/env python3
"""Measure the gates on the adversarial corpus against two baselines, and archive (or check) the results.

    scripts/run_adversarial_benchmark.py            # measure, print, write the archive
    scripts/run_adversarial_benchmark.py --check    # recompute and compare with the archive byte for byte

Baselines: "no gate" publishes everything; "citation presence" publishes a sentence when it carries a marker
naming an existing source. The full stack is run five times in-process and must give one verdict hash.
--check exits 1, saying why, when a case's verdict differs from the archive, a hash changed, or the archive
files differ in any byte from what this run would write.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from report_workflow.verify import answer_sentences, source_texts, verdict_hash, verify

SCRIPTS = Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))  # the archive check is a sibling script, not part of the package
from archive_check import check_or_write, differing_files  # noqa: E402

REPO = SCRIPTS.parent
DEFAULT_CORPUS = REPO / "benchmarks" / "adversarial" / "corpus.json"
DEFAULT_ARCHIVE = REPO / "benchmarks" / "evidence" / "adversarial"
RUNS = 5


def no_gate(case: dict[str, Any]) -> tuple[bool, list[str]]:
    return True, []


def citation_presence(case: dict[str, Any]) -> tuple[bool, list[str]]:
    known = source_texts(case["sources"]).keys()
    for sentence in answer_sentences(case["answer"]):
        if not any(source_id in known for source_id in sentence.cited):
            return False, ["uncited"]
    return True, []


def full_stack(case: dict[str, Any]) -> tuple[bool, list[str], dict[str, Any]]:
    result = verify(case["answer"], case["sources"])
    rules = sorted({finding["rule"] for item in result["sentence_results"] for finding in item["findings"]
                    if finding["severity"] == "block"})
    families = sorted({finding["family"] for item in result["sentence_results"] for finding in item["findings"]
                       if finding["severity"] == "block"})
    return result["publishable"], rules, {"families": families, "verdict_hash": result["verdict_hash"],
                                          "primary": [item["rule"] for item in result["sentence_results"]]}


def scores(outcomes: list[tuple[str, bool]]) -> dict[str, Any]:
    """Confusion counts and rates; ``outcomes`` holds (expected, published) per case."""
    tp = sum(expected == "block" and not published for expected, published in outcomes)
    fn = sum(expected == "block" and published for expected, published in outcomes)
    fp = sum(expected == "pass" and not published for expected, published in outcomes)
    tn = sum(expected == "pass" and published for expected, published in outcomes)
    return {
        "caught": tp,
        "missed": fn,
        "false_positives": fp,
        "true_negatives": tn,
        "recall": round(tp / (tp + fn), 4) if tp + fn else None,
        "false_positive_rate": round(fp / (fp + tn), 4) if fp + tn else None,
        "precision": round(tp / (tp + fp), 4) if tp + fp else None,
    }


def measure(corpus: dict[str, Any]) -> dict[str, Any]:
    cases = corpus["cases"]
    run_hashes = []
    for _ in range(RUNS):
        verdicts = [full_stack(case) for case in cases]
        run_hashes.append(verdict_hash({"verdicts": [extra["verdict_hash"] for _, _, extra in verdicts]}))
    if len(set(run_hashes)) != 1:
        raise SystemExit(f"the {RUNS} runs disagree: {sorted(set(run_hashes))}")
    baselines = {"no_gate": [no_gate(case) for case in cases],
                 "citation_presence": [citation_presence(case) for case in cases]}
    per_case = []
    families: dict[str, dict[str, Any]] = defaultdict(lambda: {"cases": 0, "blocks": 0, "caught": 0,
                                                               "caught_by_expected_family": 0, "honest": 0,
                                                               "false_positives": 0, "rules": Counter()})
    for case, (published, rules, extra) in zip(cases, verdicts, strict=True):
        correct = published == (case["expected"] == "pass")
        per_case.append({
            "id": case["id"],
            "family": case["family"],
            "language": case["language"],
            "expected": case["expected"],
            "expected_family": case["expected_family"],
            "verdict": "pass" if published else "block",
            "correct": correct,
            "rules": rules,
            "families": extra["families"],
            "primary_rules": extra["primary"],
            "verdict_hash": extra["verdict_hash"],
        })
        row = families[case["family"]]
        row["cases"] += 1
        row["rules"].update(rules)
        if case["expected"] == "block":
            row["blocks"] += 1
            row["caught"] += not published
            row["caught_by_expected_family"] += case["expected_family"] in extra["families"]
        else:
            row["honest"] += 1
            row["false_positives"] += not published
    outcomes = {
        "full_stack": scores([(case["expected"], published) for case, (published, _, _) in zip(cases, verdicts)]),
        **{name: scores([(case["expected"], published) for case, (published, _) in zip(cases, results)])
           for name, results in baselines.items()},
    }
    by_language = {
        language: scores([(case["expected"], published) for case, (published, _, _) in zip(cases, verdicts)
                          if case["language"] == language])
        for language in sorted({case["language"] for case in cases})
    }
    blocks = [case for case in cases if case["expected"] == "block"]
    return {
        "corpus_hash": verdict_hash(corpus),
        "verdict_hash": run_hashes[0],
        "runs_agreeing": RUNS,
        "cases": len(cases),
        "honest_controls": len(cases) - len(blocks),
        "chinese_cases": sum(case["language"] == "zh" for case in cases),
        "scores": outcomes,
        "by_language": by_language,
        "caught_by_expected_family": sum(item["expected_family"] in item["families"] for item in per_case
                                         if item["expected"] == "block" and item["verdict"] == "block"),
        "families": {name: {**row, "rules": dict(sorted(row["rules"].items()))}
                     for name, row in sorted(families.items())},
        "misses": [item["id"] for item in per_case if item["expected"] == "block" and item["verdict"] == "pass"],
        "false_positives": [item["id"] for item in per_case if item["expected"] == "pass" and item["verdict"] == "block"],
        "per_case": per_case,
    }


def _percent(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1%}"


def summary(results: dict[str, Any], corpus: dict[str, Any]) -> str:
    by_id = {case["id"]: case for case in corpus["cases"]}
    lines = [
        "# Adversarial benchmark",
        "",
        f"{results['cases']} cases ({results['honest_controls']} honest controls, {results['chinese_cases']} Chinese), "
        f"{len(results['families'])} families. Corpus hash `{results['corpus_hash']}`; verdict hash "
        f"`{results['verdict_hash']}` ({results['runs_agreeing']} in-process runs agree).",
        "",
        "| gate stack | caught | missed | false positives | recall | false-positive rate | precision |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for name, row in results["scores"].items():
        lines.append(f"| {name.replace('_', ' ')} | {row['caught']} | {row['missed']} | {row['false_positives']} | "
                     f"{_percent(row['recall'])} | {_percent(row['false_positive_rate'])} | "
                     f"{_percent(row['precision'])} |")
    lines += ["", "By language (full stack):", "", "| language | recall | false-positive rate |", "| --- | --- | --- |"]
    for language, row in results["by_language"].items():
        lines.append(f"| {language} | {_percent(row['recall'])} | {_percent(row['false_positive_rate'])} |")
    lines += ["", f"Blocks caught by the expected gate family: {results['caught_by_expected_family']} of "
              f"{results['scores']['full_stack']['caught']} caught.", "",
              "| family | cases | blocks caught | by expected family | honest passed | rules fired |",
              "| --- | --- | --- | --- | --- | --- |"]
    for name, row in results["families"].items():
        rules = ", ".join(f"{code}×{count}" for code, count in row["rules"].items()) or "-"
        lines.append(f"| {name} | {row['cases']} | {row['caught']}/{row['blocks']} | "
                     f"{row['caught_by_expected_family']}/{row['blocks']} | "
                     f"{row['honest'] - row['false_positives']}/{row['honest']} | {rules} |")
    for title, ids in (("Misses (expected block, published)", results["misses"]),
                       ("False positives (expected pass, blocked)", results["false_positives"])):
        lines += ["", f"## {title}", ""]
        if not ids:
            lines.append("None.")
        for case_id in ids:
            case = by_id[case_id]
            lines.append(f"- `{case_id}` ({case['family']}): {case['answer']} — {case['note']}")
    return "\n".join(lines) + "\n"


def render(results: dict[str, Any], corpus: dict[str, Any]) -> dict[str, str]:
    return {
        "results.json": json.dumps(results, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
        "summary.md": summary(results, corpus),
    }


def check(files: dict[str, str], archive: Path) -> list[str]:
    problems = []
    archived_path = archive / "results.json"
    if not archived_path.exists():
        return [f"no archive at {archived_path}; run without --check first"]
    archived = json.loads(archived_path.read_text(encoding="utf-8"))
    current = json.loads(files["results.json"])
    for key in ("corpus_hash", "verdict_hash"):
        if archived.get(key) != current[key]:
            problems.append(f"{key} changed: archived {archived.get(key)}, now {current[key]}")
    before = {item["id"]: item for item in archived.get("per_case", [])}
    for item in current["per_case"]:
        old = before.get(item["id"])
        if old is None:
            problems.append(f"case {item['id']} is not in the archive")
        elif (old["expected"], old["verdict"]) != (item["expected"], item["verdict"]):
            problems.append(f"case {item['id']}: archived expected={old['expected']} verdict={old['verdict']}, "
                            f"now expected={item['expected']} verdict={item['verdict']}")
    for name in sorted(set(before) - {item["id"] for item in current["per_case"]}):
        problems.append(f"archived case {name} is no longer in the corpus")
    return problems + differing_files(archive, files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--archive", type=Path, default=DEFAULT_ARCHIVE)
    parser.add_argument("--check", action="store_true", help="compare with the archive instead of writing it")
    args = parser.parse_args(argv)
    corpus = json.loads(args.corpus.read_text(encoding="utf-8"))
    results = measure(corpus)
    files = render(results, corpus)
    print(files["summary.md"])
    return check_or_write(files, args.archive, check if args.check else None)


if __name__ == "__main__":
    sys.exit(main())
