"""Throughput and peak memory of `prepare` on generated inputs: a large CSV, a large Markdown file, a long PDF.

Each input is generated deterministically, then prepared in a fresh process so that the peak resident memory
(ru_maxrss) belongs to that run alone. Figures are printed and written to benchmarks/evidence/perf/prepare.json.

    python scripts/bench_prepare.py                 # 1,000,000 CSV rows, 50 MB Markdown, 300 PDF pages
    python scripts/bench_prepare.py --quick         # small sizes, for a smoke run
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUTPUT = ROOT / "benchmarks" / "evidence" / "perf" / "prepare.json"
MATERIALS = ("PLA", "PETG", "ABS", "Nylon")
PARAGRAPH = (
    "Run {i} of the soak test held the pump at {temp:.1f} °C for {hours} hours; mean flow was {flow:.2f} L/min "
    "and the pressure drop stayed below {drop} kPa. The operator noted no leaks at the {seal} seal."
)


def write_csv(path: Path, rows: int) -> None:
    with path.open("w", encoding="utf-8") as handle:
        handle.write("specimen,material,infill_percent,max_load_N,tensile_strength_MPa,elongation_percent\n")
        for i in range(rows):
            handle.write(f"S{i:07d},{MATERIALS[i % 4]},{40 + (i % 5) * 10},{700 + i % 600},"
                         f"{25 + (i % 230) / 10:.1f},{2 + (i % 60) / 10:.1f}\n")


def write_markdown(path: Path, megabytes: int) -> None:
    target = megabytes * 1_000_000
    written, i = 0, 0
    with path.open("w", encoding="utf-8") as handle:
        while written < target:
            if i % 20 == 0:
                block = f"## Soak test batch {i // 20}\n\n"
            else:
                block = PARAGRAPH.format(i=i, temp=40 + i % 30 / 3, hours=12 + i % 36, flow=10 + i % 70 / 7,
                                         drop=20 + i % 15, seal=("inlet", "outlet")[i % 2]) + "\n\n"
            handle.write(block)
            written += len(block.encode("utf-8"))
            i += 1


def write_pdf(path: Path, pages: int) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.backends.backend_pdf import PdfPages

    with PdfPages(path, metadata={"CreationDate": None, "ModDate": None}) as pdf:
        for page in range(pages):
            figure = plt.figure(figsize=(8.27, 11.69))
            for line in range(40):
                i = page * 40 + line
                text = (f"Run {i}: the pump held {40 + i % 30 / 3:.1f} °C for {12 + i % 36} hours at "
                        f"{10 + i % 70 / 7:.2f} L/min.")
                figure.text(0.08, 0.95 - line * 0.022, text, fontsize=9)
            pdf.savefig(figure)
            plt.close(figure)


def peak_rss_mb() -> float:
    """This process's peak resident memory in MB: VmHWM on Linux, which starts afresh at exec (ru_maxrss keeps
    the high-water mark of the parent that started the process)."""
    try:
        with open("/proc/self/status", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def measure_one(source: Path, workspace: Path) -> dict[str, float]:
    """Run in the child process: prepare one source and report time, memory and item count."""
    from report_workflow.prepare import prepare

    started = time.perf_counter()
    result = prepare([source], workspace=workspace, job_id="bench", max_bytes=512 * 1024 * 1024)
    seconds = time.perf_counter() - started
    peak_mb = peak_rss_mb()
    return {"seconds": round(seconds, 2), "peak_rss_mb": round(peak_mb, 1), "items": result.evidence_count,
            "bytes": source.stat().st_size}


def run(kind: str, source: Path, workspace: Path) -> dict[str, float]:
    output = subprocess.run(
        [sys.executable, __file__, "--child", str(source), str(workspace)],
        capture_output=True, text=True, check=True,
    ).stdout
    figures = json.loads(output.strip().splitlines()[-1])
    figures["items_per_second"] = round(figures["items"] / figures["seconds"]) if figures["seconds"] else None
    figures["mb_per_second"] = round(figures["bytes"] / 1e6 / figures["seconds"], 2) if figures["seconds"] else None
    print(f"{kind:<10} {figures['bytes'] / 1e6:>8.1f} MB {figures['items']:>9} items {figures['seconds']:>8.2f} s "
          f"{figures['items_per_second'] or 0:>9} items/s {figures['peak_rss_mb']:>8.1f} MB peak", flush=True)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--child", nargs=2, metavar=("SOURCE", "WORKSPACE"), help=argparse.SUPPRESS)
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--markdown-mb", type=int, default=50)
    parser.add_argument("--pdf-pages", type=int, default=300)
    parser.add_argument("--quick", action="store_true", help="10,000 rows, 2 MB, 10 pages")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure_one(Path(args.child[0]), Path(args.child[1]))))
        return 0
    if args.quick:
        args.rows, args.markdown_mb, args.pdf_pages = 10_000, 2, 10
    results = {}
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        inputs = {
            "csv": (folder / "rows.csv", lambda p: write_csv(p, args.rows)),
            "markdown": (folder / "notes.md", lambda p: write_markdown(p, args.markdown_mb)),
            "pdf": (folder / "pages.pdf", lambda p: write_pdf(p, args.pdf_pages)),
        }
        for kind, (path, make) in inputs.items():
            make(path)
            results[kind] = run(kind, path, folder / f"ws-{kind}")
    report = {
        "machine": {"python": platform.python_version(), "platform": platform.platform(),
                    "processor": platform.processor() or platform.machine(), "cpus": _cpus()},
        "sizes": {"csv_rows": args.rows, "markdown_mb": args.markdown_mb, "pdf_pages": args.pdf_pages},
        "results": results,
    }
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"written to {args.output}")
    return 0


def _cpus() -> int:
    return os.cpu_count() or 1


if __name__ == "__main__":
    sys.exit(main())
