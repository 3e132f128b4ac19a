#!/usr/bin/env python3
"""Speed and memory of prepare, verify and validate at several sizes in one run, written to
benchmarks/evidence/perf/latest.json with the machine described.

It runs the other benchmarks' measurements, each in a fresh process so that peak memory belongs to one run:
prepare on generated CSV, Markdown and PDF (scripts/bench_prepare.py), verify() on HaluEval knowledge and answers
of growing size (scripts/bench_verify.py; skipped with the reason when its data is not there), and validate on
generated jobs written by the synthetic author (scripts/bench_validate.py). Growth factors between sizes show
whether a stage scales linearly. Timings depend on the machine; nothing asserts on them.

    python scripts/bench_perf.py            # moderate sizes, a few minutes
    python scripts/bench_perf.py --quick    # small sizes, for a smoke run
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

SCRIPTS = Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))  # the other benchmarks are sibling scripts, not part of the package

import bench_prepare  # noqa: E402
import bench_validate  # noqa: E402

OUTPUT = SCRIPTS.parent / "benchmarks" / "evidence" / "perf" / "latest.json"
PREPARE_SIZES = {"csv_rows": (10_000, 100_000), "markdown_mb": (1, 10), "pdf_pages": (10, 50)}
QUICK_PREPARE_SIZES = {"csv_rows": (1_000, 10_000), "markdown_mb": (1, 2), "pdf_pages": (2, 10)}
VALIDATE_SIZES = ((100, 1_000), (1_000, 10_000))
QUICK_VALIDATE_SIZES = ((20, 200), (100, 1_000))
VERIFY_PAIRS, QUICK_VERIFY_PAIRS = 2_000, 200
WRITERS = {"csv_rows": ("csv", "rows.csv", bench_prepare.write_csv),
           "markdown_mb": ("markdown", "notes.md", bench_prepare.write_markdown),
           "pdf_pages": ("pdf", "pages.pdf", bench_prepare.write_pdf)}


def prepare_figures(sizes: dict[str, tuple[int, ...]]) -> dict[str, Any]:
    """prepare per input kind and size, each in a fresh process, with the growth from size to size."""
    figures: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for measure, values in sizes.items():
            kind, name, _ = WRITERS[measure]
            rows = []
            for value in values:
                source = Path(scratch) / f"{value}-{name}"
                # Written by a child: the PDF writer loads matplotlib, and on Linux a spawned process's ru_maxrss
                # (which bench_prepare reports) starts from its parent's high-water mark.
                subprocess.run([sys.executable, __file__, "--child-write", measure, str(value), str(source)], check=True)
                rows.append({measure: value, **bench_prepare.run(kind, source, Path(scratch) / f"ws-{kind}-{value}")})
                source.unlink()
            figures[kind] = {"rows": rows, "growth": [
                {"size_factor": round(after[measure] / before[measure], 1),
                 "time_factor": round(after["seconds"] / before["seconds"], 1) if before["seconds"] else None,
                 "peak_memory_factor": round(after["peak_rss_mb"] / before["peak_rss_mb"], 2)}
                for before, after in zip(rows, rows[1:])]}
    return figures


def verify_figures(pairs: int) -> dict[str, Any]:
    """bench_verify's throughput and scaling runs in a fresh process, with that process's peak memory."""
    done = subprocess.run([sys.executable, __file__, "--child-verify", str(pairs)], capture_output=True, text=True)
    if done.returncode != 0:
        return {"skipped": done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "bench_verify failed"}
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure_verify(pairs: int) -> dict[str, Any]:
    """Run in the child process."""
    import bench_verify

    data = bench_verify.load_pairs(bench_verify.DEFAULT_DATA)
    figures = {"halueval": bench_verify.throughput(data, pairs), "scaling": bench_verify.scaling(data)}
    figures["peak_rss_mb"] = bench_validate.peak_rss_mb()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child-verify", type=int, metavar="PAIRS", help=argparse.SUPPRESS)
    parser.add_argument("--child-write", nargs=3, metavar=("MEASURE", "SIZE", "PATH"), help=argparse.SUPPRESS)
    parser.add_argument("--quick", action="store_true", help="small sizes, for a smoke run")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    if args.child_write:
        measure, size, path = args.child_write
        WRITERS[measure][2](Path(path), int(size))
        return 0
    if args.child_verify:
        print(json.dumps(measure_verify(args.child_verify)))
        return 0
    print("prepare", file=sys.stderr)
    prepare = prepare_figures(QUICK_PREPARE_SIZES if args.quick else PREPARE_SIZES)
    print("verify", file=sys.stderr)
    verify = verify_figures(QUICK_VERIFY_PAIRS if args.quick else VERIFY_PAIRS)
    print("validate", file=sys.stderr)
    validate = bench_validate.bench(QUICK_VALIDATE_SIZES if args.quick else VALIDATE_SIZES)
    report = {"machine": bench_validate.machine(), "prepare": prepare, "verify": verify, "validate": validate}
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    _print_summary(report)
    print(f"written to {args.output}", file=sys.stderr)
    return 0


def _print_summary(report: dict[str, Any]) -> None:
    print(f"\n{report['machine']['cpu_model']}, {report['machine']['cpus']} CPUs, Python {report['machine']['python']}")
    for kind, figures in report["prepare"].items():
        for step in figures["growth"]:
            print(f"prepare {kind}: ×{step['size_factor']} input → ×{step['time_factor']} time, "
                  f"×{step['peak_memory_factor']} peak memory")
    verify = report["verify"]
    if "skipped" in verify:
        print(f"verify: skipped ({verify['skipped']})")
    else:
        print(f"verify: {verify['peak_rss_mb']} MB peak; HaluEval QA: {_pairs(verify['halueval'])}")
        for row in verify["scaling"]:
            print(f"  {_pairs(row)}")
    bench_validate.print_table(report["validate"]["rows"], report["validate"]["growth"])


def _pairs(figures: dict[str, Any]) -> str:
    """bench_verify's figures as printed, whatever it names them."""
    return ", ".join(f"{name} {value}" for name, value in figures.items())


if __name__ == "__main__":
    sys.exit(main())
