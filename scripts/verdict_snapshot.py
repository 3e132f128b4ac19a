#!/usr/bin/env python3
"""Every verdict hash of the external data sets and the adversarial corpus, to prove a change moves no verdict.

    scripts/verdict_snapshot.py write before.json        # on the code before the change
    scripts/verdict_snapshot.py check before.json        # after it: exit 1, naming each verdict that moved

A speed change must leave every verdict byte for byte as it was; the archived benchmarks keep counts, so they
cannot show a moved evidence span or reason. This records the ``verdict_hash`` of all 20,000 HaluEval answers,
all 4,681 SummEdits summaries and every corpus case (about 20 CPU seconds), read from <repo>/../shared/data (or
--data-dir) with the digests pinned in run_external_benchmark.py.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path

from report_workflow.verify import verify

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the benchmark scripts are siblings, not the package
from run_adversarial_benchmark import DEFAULT_CORPUS  # noqa: E402
from run_external_benchmark import (  # noqa: E402
    BAD_INPUT,
    DEFAULT_DATA,
    DataError,
    halueval_rows,
    summedits_rows,
    verified_files,
)

MOVED_LISTED = 20


def checked_pairs(data_dir: Path) -> Iterator[tuple[str, str, object]]:
    """(key, answer, sources) of every verdict the snapshot records."""
    for row in halueval_rows(verified_files(data_dir, "halueval")):
        yield f"{row['_key']}:right", row["right_answer"], row["knowledge"]
        yield f"{row['_key']}:hallucinated", row["hallucinated_answer"], row["knowledge"]
    for row in summedits_rows(verified_files(data_dir, "summedits")):
        yield row["_key"], row["summary"], row["doc"]
    for case in json.loads(DEFAULT_CORPUS.read_text(encoding="utf-8"))["cases"]:
        yield f"corpus:{case['id']}", case["answer"], case["sources"]


def snapshot(data_dir: Path) -> dict[str, str]:
    return {key: verify(answer, sources)["verdict_hash"] for key, answer, sources in checked_pairs(data_dir)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=("write", "check"))
    parser.add_argument("path", type=Path)
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA)
    args = parser.parse_args(argv)
    try:
        current = snapshot(args.data_dir)
    except DataError as error:
        print(f"error: {error}", file=sys.stderr)
        return BAD_INPUT
    if args.mode == "write":
        args.path.write_text(json.dumps(current, indent=0, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {len(current):,} verdict hashes to {args.path}")
        return 0
    recorded = json.loads(args.path.read_text(encoding="utf-8"))
    moved = sorted(key for key in recorded.keys() | current.keys() if recorded.get(key) != current.get(key))
    for key in moved[:MOVED_LISTED]:
        print(f"moved: {key}", file=sys.stderr)
    if moved:
        print(f"{len(moved):,} of {len(recorded):,} verdicts moved", file=sys.stderr)
        return 1
    print(f"all {len(current):,} verdicts are as recorded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
