#!/usr/bin/env python3
"""Every report profile end to end on bundled sources, written by the synthetic author; archive or check the results.

    scripts/run_report_benchmarks.py                     # run every case, print, write the archive
    scripts/run_report_benchmarks.py --check             # re-run and compare with the archive byte for byte
    scripts/run_report_benchmarks.py --profile proposal  # only the cases of one profile

A case (benchmarks/reports/cases.json) names a profile, front matter and sources of several formats. Each run
prepares the sources, lets scripts/synthetic_author.py write claims, outline and drafts from the ledger alone,
validates, and renders when validation passed, with SOURCE_DATE_EPOCH fixed. The archive holds per case the
QA decision, the counts, the verdict hash, every blocking finding, and a sha256 of the DOCX's text read back
with python-docx (paragraphs and table cells in document order). --check exits 1, naming each value that
differs, when a re-run disagrees with the archive or the archive files differ in any byte from what this run
would write.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from report_workflow.prepare import prepare
from report_workflow.render import render
from report_workflow.validate import validate

SCRIPTS = Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))  # the synthetic author and the archive check are sibling scripts
from archive_check import differing_files, report  # noqa: E402
from synthetic_author import author  # noqa: E402

REPO = SCRIPTS.parent
CASES = REPO / "benchmarks" / "reports" / "cases.json"
DEFAULT_ARCHIVE = REPO / "benchmarks" / "evidence" / "reports"
RESULTS, SUMMARY = "results.json", "summary.md"
SOURCE_DATE_EPOCH = "1704067200"  # 2024-01-01T00:00:00Z: dates in the DOCX and the job logs


def load_cases(path: Path = CASES) -> list[dict[str, Any]]:
    return json.loads(path.read_text(encoding="utf-8"))["cases"]


def run_case(case: dict[str, Any], workspace: Path) -> dict[str, Any]:
    """Prepare, author, validate and (when it passed) render one case; the figures to archive."""
    prepared = prepare(
        [REPO / source for source in case["sources"]], workspace=workspace, job_id=case["id"],
        prompt=case["prompt"], profile=case["profile"], title=case["title"], authors=case["authors"],
        affiliation=case["affiliation"], keywords=case["keywords"],
    )
    written = author(prepared.job_dir, prepared.contract)
    validated = validate(prepared.job_id, str(workspace))
    result: dict[str, Any] = {
        "profile": prepared.profile_id,
        "language": prepared.language,
        "sources": [Path(source).name for source in case["sources"]],
        "evidence_items": prepared.evidence_count,
        "authored": {"claims": written.claims, "sentences": written.sentences, "exhibits": written.exhibits},
        "qa_decision": validated.qa_decision,
        "verdict_hash": validated.verdict_hash,
        "counts": validated.counts,
        "blocking": [
            {"rule": finding["rule"], "at": finding.get("sentence_id") or finding.get("claim_id") or "",
             "sentence": finding.get("sentence") or "", "reason": finding["reason"]}
            for finding in validated.findings if finding["severity"] == "block"
        ],
        "docx": None,
    }
    if validated.passed:
        rendered = render(prepared.job_id, workspace)
        text = docx_text(rendered.docx_path)
        result["docx"] = {"engine": rendered.engine, "render_check_passed": rendered.render_check_passed,
                          "lines": text.count("\n"),
                          "text_sha256": hashlib.sha256(text.encode("utf-8")).hexdigest()}
    return result


def docx_text(path: Path) -> str:
    """The document's text as Word shows it: each paragraph, and each table cell row by row, one per line."""
    import docx
    from docx.table import Table

    lines = []
    for block in docx.Document(str(path)).iter_inner_content():
        if isinstance(block, Table):
            lines.extend(cell.text for row in block.rows for cell in row.cells)
        else:
            lines.append(block.text)
    return "".join(line + "\n" for line in lines)


@contextmanager
def fixed_clock() -> Iterator[None]:
    """SOURCE_DATE_EPOCH set for the runs, as it was afterwards."""
    previous = os.environ.get("SOURCE_DATE_EPOCH")
    os.environ["SOURCE_DATE_EPOCH"] = SOURCE_DATE_EPOCH
    try:
        yield
    finally:
        if previous is None:
            del os.environ["SOURCE_DATE_EPOCH"]
        else:
            os.environ["SOURCE_DATE_EPOCH"] = previous


def run(cases: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    results = {}
    with fixed_clock(), tempfile.TemporaryDirectory() as scratch:
        for case in cases:
            results[case["id"]] = result = run_case(case, Path(scratch))
            print(f"{case['id']:<26} {result['language']}  {result['evidence_items']:>4} items  "
                  f"{result['authored']['claims']:>3} claims  {result['qa_decision']:<9} "
                  f"{result['counts']['blocking']:>3} blocking  {result['verdict_hash'][:12]}", file=sys.stderr)
    return results


# --- the archive -----------------------------------------------------------------------------------------------

def results_text(results: dict[str, dict[str, Any]]) -> str:
    return json.dumps({"source_date_epoch": int(SOURCE_DATE_EPOCH), "cases": results}, ensure_ascii=False,
                      indent=1, sort_keys=True) + "\n"


def summary_text(results: dict[str, dict[str, Any]]) -> str:
    lines = [
        "# Report benchmarks",
        "",
        "Every profile end to end: bundled sources → prepare → synthetic author (claims, outline and drafts from the "
        "ledger, no hand-written text) → validate → render when validation passed. Reproduce with "
        "`scripts/run_report_benchmarks.py --check`.",
        "",
        "| case | language | sources | evidence | claims | sentences | decision | blocking | verdict hash | DOCX text sha256 |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for case_id, result in results.items():
        docx = result["docx"]
        lines.append(
            f"| {case_id} | {result['language']} | {len(result['sources'])} | {result['evidence_items']} | "
            f"{result['authored']['claims']} | {result['counts']['sentences']} | {result['qa_decision']} | "
            f"{result['counts']['blocking']} | `{result['verdict_hash'][:16]}` | "
            f"{'`' + docx['text_sha256'][:16] + '`' if docx else 'not rendered'} |"
        )
    blocked = {case_id: result for case_id, result in results.items() if result["blocking"]}
    if blocked:
        lines += ["", "## What blocked the honest synthetic text", "",
                  "Each claim is source text or a table row read out, so every block below is worth a look at the "
                  "gate. One example per rule and case:", ""]
        for case_id, result in blocked.items():
            rules = Counter(finding["rule"] for finding in result["blocking"])
            lines.append(f"- **{case_id}**: " + ", ".join(f"{rule} ×{count}" for rule, count in sorted(rules.items())))
            seen = set()
            for finding in result["blocking"]:
                if finding["rule"] in seen:
                    continue
                seen.add(finding["rule"])
                sentence = " ".join(finding["sentence"].split())
                lines.append(f"  - {finding['rule']} {finding['at']}: {finding['reason']} — “{sentence}”")
    return "\n".join(lines) + "\n"


def differences(archived: Any, current: Any, where: str = "") -> list[str]:
    """Every value that differs between two results, named by its path; lists are compared as collections."""
    if isinstance(archived, dict) and isinstance(current, dict):
        found = []
        for key in sorted(set(archived) | set(current), key=str):
            path = f"{where}.{key}" if where else str(key)
            if key not in current:
                found.append(f"{path}: in the archive, not produced by this run")
            elif key not in archived:
                found.append(f"{path}: produced by this run, not in the archive")
            else:
                found += differences(archived[key], current[key], path)
        return found
    if isinstance(archived, list) and isinstance(current, list) and archived != current:
        before, after = [_canonical(item) for item in archived], [_canonical(item) for item in current]
        gone, new = [item for item in before if item not in after], [item for item in after if item not in before]
        if not gone and not new:
            return [f"{where}: the same {len(before)} entries in another order"]
        return ([f"{where}: only in the archive: {item[:300]}" for item in gone]
                + [f"{where}: only in this run: {item[:300]}" for item in new])
    if archived != current:
        return [f"{where}: archived {_canonical(archived)[:200]}, now {_canonical(current)[:200]}"]
    return []


def _canonical(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def check(archive: Path, results: dict[str, dict[str, Any]], everything: bool) -> list[str]:
    """What differs between the archive and this run; empty when the archive is reproduced byte for byte."""
    path = archive / RESULTS
    if not path.is_file():
        return [f"{path} does not exist: run without --check to write it"]
    archived = json.loads(path.read_text(encoding="utf-8"))["cases"]
    selected = archived if everything else {case_id: archived.get(case_id, {}) for case_id in results}
    problems = differences(selected, results)
    merged = {**archived, **results}
    return problems + differing_files(archive, {RESULTS: results_text(merged), SUMMARY: summary_text(merged)})


def write(archive: Path, results: dict[str, dict[str, Any]]) -> None:
    path = archive / RESULTS
    merged = json.loads(path.read_text(encoding="utf-8"))["cases"] if path.is_file() else {}
    merged.update(results)
    merged = {case_id: merged[case_id] for case_id in sorted(merged)}
    archive.mkdir(parents=True, exist_ok=True)
    (archive / RESULTS).write_text(results_text(merged), encoding="utf-8")
    (archive / SUMMARY).write_text(summary_text(merged), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="re-run and compare with the archive; exit 1 on any difference")
    parser.add_argument("--profile", help="only the cases of this profile")
    parser.add_argument("--cases", type=Path, default=CASES)
    parser.add_argument("--archive", type=Path, default=DEFAULT_ARCHIVE)
    args = parser.parse_args(argv)
    cases = load_cases(args.cases)
    if args.profile:
        cases = [case for case in cases if case["profile"] == args.profile]
        if not cases:
            print(f"no case uses profile {args.profile!r}", file=sys.stderr)
            return 4
    results = dict(sorted(run(cases).items()))
    if args.check:
        return report(check(args.archive, results, everything=not args.profile),
                      f"the archive in {args.archive} is reproduced")
    write(args.archive, results)
    print(summary_text(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
