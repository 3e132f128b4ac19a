#!/usr/bin/env python3
"""Measure the gates on the held-out sets, and archive (or check) the results.

    scripts/run_heldout_benchmark.py            # measure, print, write the archive
    scripts/run_heldout_benchmark.py --check    # recompute and compare with the archive byte for byte

Every case of every ``set-*.json`` in the sets folder is run through ``verify(answer, sources)``; a case is right
when the verdict (publishable or not) is the one it expects. --check exits 1, saying why, when a set's cases or
a case's verdict differ from the archive, or the archive files differ in any byte from what this run would write.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from report_workflow.verify import verdict_hash, verify

SCRIPTS = Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))  # the archive check is a sibling script, not part of the package
from archive_check import check_or_write, differing_files  # noqa: E402

REPO = SCRIPTS.parent
DEFAULT_SETS = REPO / "benchmarks" / "heldout"
DEFAULT_ARCHIVE = REPO / "benchmarks" / "evidence" / "heldout"
REASON_CHARS = 120


def load_sets(sets_dir: Path) -> dict[str, list[dict[str, Any]]]:
    """Each held-out set by name ("set-5"), in the order of its number."""
    paths = sorted(sets_dir.glob("set-*.json"), key=lambda path: int(path.stem.removeprefix("set-")))
    return {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in paths}


def judge(set_name: str, case: dict[str, Any]) -> dict[str, Any]:
    """The verdict on one case, the rules that blocked it and the first blocked sentence's rule and reason."""
    result = verify(case["answer"], case["sources"])
    blocked = [item for item in result["sentence_results"] if item["status"] == "blocked"]
    return {
        "set": set_name,
        "id": case["id"],
        "lang": case["lang"],
        "kind": case["kind"],
        "expected": case["expected"],
        "got": "pass" if result["publishable"] else "block",
        "rules": sorted({finding["rule"] for item in blocked for finding in item["findings"]
                         if finding["severity"] == "block"}),
        "first_rule": blocked[0]["rule"] if blocked else None,
        "first_reason": blocked[0]["reason"] if blocked else None,
        "verdict_hash": result["verdict_hash"],
    }


def tally(cases: list[dict[str, Any]]) -> dict[str, Any]:
    """Right out of total, with the honest answers passed and the errors caught, for ``cases`` (judged)."""
    honest = [case for case in cases if case["expected"] == "pass"]
    errors = [case for case in cases if case["expected"] == "block"]
    return {
        "right": sum(case["got"] == case["expected"] for case in cases),
        "total": len(cases),
        "honest_passed": sum(case["got"] == "pass" for case in honest),
        "honest": len(honest),
        "errors_caught": sum(case["got"] == "block" for case in errors),
        "errors": len(errors),
    }


def measure(sets: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    per_case = [judge(name, case) for name, cases in sets.items() for case in cases]
    by_set = {}
    for name, cases in sets.items():
        judged = [case for case in per_case if case["set"] == name]
        by_set[name] = {
            "cases_hash": verdict_hash({"cases": cases}),
            "all": tally(judged),
            "by_lang": {lang: tally([case for case in judged if case["lang"] == lang])
                        for lang in sorted({case["lang"] for case in judged})},
        }
    return {
        "verdict_hash": verdict_hash({"verdicts": [case["verdict_hash"] for case in per_case]}),
        "overall": tally(per_case),
        "sets": by_set,
        "per_case": per_case,
    }


def _fraction(right: int, total: int) -> str:
    return f"{right}/{total} ({right / total:.1%})" if total else "0/0"


def _shortened(text: str) -> str:
    return text if len(text) <= REASON_CHARS else text[:REASON_CHARS - 1] + "…"


def summary(results: dict[str, Any]) -> str:
    overall = results["overall"]
    lines = [
        "# Held-out benchmark",
        "",
        f"{overall['total']} cases in {len(results['sets'])} sets; what each set still measures is in "
        "`benchmarks/heldout/README.md`. Verdict hash "
        f"`{results['verdict_hash']}`.",
        "",
        f"Overall accuracy: {_fraction(overall['right'], overall['total'])}.",
    ]
    for name, row in results["sets"].items():
        lines += [
            "",
            f"## {name.replace('-', ' ').capitalize()}",
            "",
            f"Accuracy: {_fraction(row['all']['right'], row['all']['total'])}. Cases hash `{row['cases_hash']}`.",
            "",
            "| language | honest passed | errors caught | right |",
            "| --- | --- | --- | --- |",
        ]
        for lang, counts in [*row["by_lang"].items(), ("all", row["all"])]:
            lines.append(f"| {lang} | {counts['honest_passed']}/{counts['honest']} | "
                         f"{counts['errors_caught']}/{counts['errors']} | {counts['right']}/{counts['total']} |")
        wrong = [case for case in results["per_case"] if case["set"] == name and case["got"] != case["expected"]]
        lines += ["", "Wrong verdicts:", ""]
        if not wrong:
            lines.append("None.")
        for case in wrong:
            why = (f"{case['first_rule']}: {_shortened(case['first_reason'])}" if case["first_rule"]
                   else "no rule fired")
            lines.append(f"- `{case['id']}` ({case['kind']}): expected {case['expected']}, got {case['got']} — {why}")
    return "\n".join(lines) + "\n"


def render(results: dict[str, Any]) -> dict[str, str]:
    return {
        "results.json": json.dumps(results, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
        "summary.md": summary(results),
    }


def check(files: dict[str, str], archive: Path) -> list[str]:
    archived_path = archive / "results.json"
    if not archived_path.exists():
        return [f"no archive at {archived_path}; run without --check first"]
    archived = json.loads(archived_path.read_text(encoding="utf-8"))
    current = json.loads(files["results.json"])
    problems = []
    for name, row in current["sets"].items():
        old = archived.get("sets", {}).get(name)
        if old is None:
            problems.append(f"{name} is not in the archive")
        elif old["cases_hash"] != row["cases_hash"]:
            problems.append(f"{name}: cases_hash changed: archived {old['cases_hash']}, now {row['cases_hash']}")
    for name in sorted(set(archived.get("sets", {})) - set(current["sets"])):
        problems.append(f"archived {name} is no longer in the sets folder")
    before = {(case["set"], case["id"]): case for case in archived.get("per_case", [])}
    for case in current["per_case"]:
        old = before.get((case["set"], case["id"]))
        if old is None:
            problems.append(f"{case['set']} case {case['id']} is not in the archive")
        elif (old["expected"], old["got"]) != (case["expected"], case["got"]):
            problems.append(f"{case['set']} case {case['id']}: archived expected={old['expected']} "
                            f"got={old['got']}, now expected={case['expected']} got={case['got']}")
    for set_name, case_id in sorted(set(before) - {(case["set"], case["id"]) for case in current["per_case"]}):
        problems.append(f"archived {set_name} case {case_id} is no longer in its set")
    return problems + differing_files(archive, files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets-dir", type=Path, default=DEFAULT_SETS)
    parser.add_argument("--archive", type=Path, default=DEFAULT_ARCHIVE)
    parser.add_argument("--check", action="store_true", help="compare with the archive instead of writing it")
    args = parser.parse_args(argv)
    sets = load_sets(args.sets_dir)
    if not sets:
        print(f"no set-*.json in {args.sets_dir}", file=sys.stderr)
        return 4
    files = render(measure(sets))
    print(files["summary.md"])
    return check_or_write(files, args.archive, check if args.check else None)


if __name__ == "__main__":
    sys.exit(main())
