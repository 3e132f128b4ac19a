#!/usr/bin/env python3
"""Time and peak memory of `validate` on generated jobs: 100, 1,000 and 5,000 claims over 1,000, 10,000 and 50,000
evidence items.

For each size, half the evidence is CSV rows and half Markdown paragraphs, generated deterministically and
prepared into a job; the synthetic author (scripts/synthetic_author.py) then writes claims and drafts citing
evidence spread evenly over the whole ledger. validate runs in a fresh process and reports its wall and CPU
time and its peak resident memory, with the memory after imports as the baseline. Prints a table and the growth
from each size to the next (CPU time, which other load on the machine does not inflate), and writes
benchmarks/evidence/perf/validate.json with the machine described. Timings depend on the machine; nothing
asserts on them.

    python scripts/bench_validate.py           # 100 / 1,000, 1,000 / 10,000, 5,000 / 50,000
    python scripts/bench_validate.py --quick   # 20 / 200 and 100 / 1,000, for a smoke run
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SCRIPTS = Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))  # the synthetic author is a sibling script, not part of the package

from bench_prepare import peak_rss_mb  # noqa: E402  (a sibling script)

OUTPUT = SCRIPTS.parent / "benchmarks" / "evidence" / "perf" / "validate.json"
SIZES = ((100, 1_000), (1_000, 10_000), (5_000, 50_000))  # (claims, evidence items)
QUICK_SIZES = ((20, 200), (100, 1_000))
MATERIALS = ("PLA", "PETG", "ABS", "Nylon")
SEALS = ("inlet", "outlet", "shaft", "flange")


def write_sources(folder: Path, items: int) -> list[Path]:
    """A CSV of ``items // 2`` specimen rows and a Markdown file of the other half as paragraphs."""
    rows, paragraphs = items // 2, items - items // 2
    table, notes = folder / "specimens.csv", folder / "soak_log.md"
    with table.open("w", encoding="utf-8") as handle:
        handle.write("specimen,material,infill_percent,max_load_N,tensile_strength_MPa\n")
        for i in range(rows):
            handle.write(f"S{i:06d},{MATERIALS[i % 4]},{40 + (i % 5) * 10},{700 + i % 600},{25 + (i % 230) / 10:.1f}\n")
    with notes.open("w", encoding="utf-8") as handle:
        for i in range(paragraphs):
            handle.write(
                f"Soak run {i} held pump {i % 97} at {40 + i % 30} °C for {12 + i % 36} hours. "
                f"The {SEALS[i % 4]} seal of pump {i % 97} showed no leak after run {i}.\n\n"
            )
    return [table, notes]


def build_job(claims: int, items: int, workspace: Path) -> dict[str, Any]:
    """Generate, prepare and author one job; returns its id and what was built."""
    from synthetic_author import author

    from report_workflow.prepare import prepare

    folder = workspace / f"sources-{items}"
    folder.mkdir(parents=True)
    sources = write_sources(folder, items)
    started = time.perf_counter()
    prepared = prepare(sources, workspace=workspace, job_id=f"bench-{claims}-{items}", profile="custom",
                       prompt="Soak test summary", title="Soak test summary")
    prepare_seconds = time.perf_counter() - started
    started = time.perf_counter()
    written = author(prepared.job_dir, prepared.contract, max_claims=claims)
    return {"job_id": prepared.job_id, "evidence_items": prepared.evidence_count, "claims": written.claims,
            "sentences": written.sentences, "prepare_seconds": round(prepare_seconds, 2),
            "author_seconds": round(time.perf_counter() - started, 2)}


def measure_validate(job_id: str, workspace: Path) -> dict[str, Any]:
    """Run in the child process: validate one job and report its time and memory."""
    from report_workflow.validate import validate

    baseline_mb = peak_rss_mb()
    started, cpu_started = time.perf_counter(), time.process_time()
    result = validate(job_id, str(workspace))
    cpu_seconds, seconds = time.process_time() - cpu_started, time.perf_counter() - started
    return {"seconds": round(seconds, 2), "cpu_seconds": round(cpu_seconds, 2), "peak_rss_mb": peak_rss_mb(),
            "baseline_rss_mb": baseline_mb, "qa_decision": result.qa_decision,
            "sentences_checked": result.counts["sentences"], "blocking": result.counts["blocking"]}


def run_size(claims: int, items: int, workspace: Path) -> dict[str, Any]:
    built = build_job(claims, items, workspace)
    output = subprocess.run(
        [sys.executable, __file__, "--child", built["job_id"], str(workspace)],
        capture_output=True, text=True, check=True,
    ).stdout
    figures = {**built, **json.loads(output.strip().splitlines()[-1])}
    figures["cpu_ms_per_sentence"] = round(1000 * figures["cpu_seconds"] / max(1, figures["sentences_checked"]), 2)
    del figures["job_id"]
    return figures


def growth(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """How time and memory grew from each size to the next, beside how the input grew."""
    steps = []
    for before, after in zip(rows, rows[1:]):
        steps.append({
            "from": f"{before['claims']} / {before['evidence_items']}",
            "to": f"{after['claims']} / {after['evidence_items']}",
            "claims_factor": round(after["claims"] / before["claims"], 1),
            "evidence_factor": round(after["evidence_items"] / before["evidence_items"], 1),
            "cpu_time_factor": round(after["cpu_seconds"] / before["cpu_seconds"], 1) if before["cpu_seconds"] else None,
            "peak_memory_factor": round(after["peak_rss_mb"] / before["peak_rss_mb"], 2),
        })
    return steps


def machine() -> dict[str, Any]:
    """The machine the figures were measured on."""
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            model = next((line.split(":", 1)[1].strip() for line in handle if line.startswith("model name")), model)
    except OSError:
        pass
    return {"python": platform.python_version(), "platform": platform.platform(), "cpus": os.cpu_count() or 1,
            "cpu_model": model}


def print_table(rows: list[dict[str, Any]], steps: list[dict[str, Any]]) -> None:
    print("| claims | evidence items | sentences | validate wall s | CPU s | CPU ms / sentence | peak MB | baseline MB "
          "| decision |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for row in rows:
        print(f"| {row['claims']:,} | {row['evidence_items']:,} | {row['sentences_checked']:,} | {row['seconds']} | "
              f"{row['cpu_seconds']} | {row['cpu_ms_per_sentence']} | {row['peak_rss_mb']} | {row['baseline_rss_mb']} | "
              f"{row['qa_decision']} ({row['blocking']} blocking) |")
    for step in steps:
        print(f"{step['from']} → {step['to']}: ×{step['claims_factor']} claims, ×{step['evidence_factor']} evidence "
              f"→ ×{step['cpu_time_factor']} CPU time, ×{step['peak_memory_factor']} peak memory")


def bench(sizes: tuple[tuple[int, int], ...]) -> dict[str, Any]:
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for claims, items in sizes:
            rows.append(run_size(claims, items, Path(scratch) / f"ws-{items}"))
            row = rows[-1]
            print(f"{row['claims']:>6} claims / {row['evidence_items']:>6} items: validate {row['cpu_seconds']} s CPU, "
                  f"{row['peak_rss_mb']} MB peak (prepare {row['prepare_seconds']} s, author "
                  f"{row['author_seconds']} s)", file=sys.stderr, flush=True)
    return {"rows": rows, "growth": growth(rows)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", nargs=2, metavar=("JOB_ID", "WORKSPACE"), help=argparse.SUPPRESS)
    parser.add_argument("--quick", action="store_true", help="small sizes, for a smoke run")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(measure_validate(args.child[0], Path(args.child[1]))))
        return 0
    figures = bench(QUICK_SIZES if args.quick else SIZES)
    print_table(figures["rows"], figures["growth"])
    report = {"machine": machine(), "profile": "custom", **figures}
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"written to {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
