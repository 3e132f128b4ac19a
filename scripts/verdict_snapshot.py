#!/usr/bin/env python3
"""Every verdict of the external data sets and the adversarial corpus, to show what a change moves.

    scripts/verdict_snapshot.py write before.json        # on the code before the change
    scripts/verdict_snapshot.py check before.json        # after it: exit 1, naming each verdict that moved
    scripts/verdict_snapshot.py check before.json --all  # every moved verdict, not only the first 20

A speed change must leave every verdict byte for byte as it was; the archived benchmarks keep counts, so they
cannot show a moved evidence span or reason. A gate change moves verdicts on purpose, and each one should be
looked at: the check names it with its outcome before and after ("pass -> block (FN001)") and counts the moves
by data set and direction. This records the ``verdict_hash``, the outcome and the blocking rules of all 20,000
HaluEval answers, all 4,681 SummEdits summaries and every corpus case (about 20 CPU seconds), read from
<repo>/../shared/data (or --data-dir) with the digests pinned in run_external_benchmark.py.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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


def snapshot(data_dir: Path) -> dict[str, dict[str, Any]]:
    return {key: _outcome(verify(answer, sources)) for key, answer, sources in checked_pairs(data_dir)}


def _outcome(result: dict[str, Any]) -> dict[str, Any]:
    rules = [sentence["rule"] for sentence in result["sentence_results"] if sentence["rule"]]
    return {"hash": result["verdict_hash"], "publishable": result["publishable"], "rules": rules}


def _shown(outcome: dict[str, Any] | None) -> str:
    if outcome is None:
        return "absent"
    return "pass" if outcome["publishable"] else f"block ({', '.join(outcome['rules'])})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=("write", "check"))
    parser.add_argument("path", type=Path)
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--all", action="store_true", help=f"list every moved verdict, not only {MOVED_LISTED}")
    args = parser.parse_args(argv)
    try:
        current = snapshot(args.data_dir)
    except DataError as error:
        print(f"error: {error}", file=sys.stderr)
        return BAD_INPUT
    if args.mode == "write":
        args.path.write_text(json.dumps(current, indent=0, sort_keys=True, ensure_ascii=False) + "\n",
                             encoding="utf-8")
        print(f"wrote {len(current):,} verdicts to {args.path}")
        return 0
    recorded = json.loads(args.path.read_text(encoding="utf-8"))
    moved = sorted(key for key in recorded.keys() | current.keys() if recorded.get(key) != current.get(key))
    for key in moved if args.all else moved[:MOVED_LISTED]:
        print(f"moved: {key}: {_shown(recorded.get(key))} -> {_shown(current.get(key))}", file=sys.stderr)
    if moved:
        directions = Counter(
            f"{key.split(':')[0]} {_shown(recorded.get(key)).split()[0]} -> {_shown(current.get(key)).split()[0]}"
            for key in moved
        )
        counts = ", ".join(f"{direction}: {count}" for direction, count in sorted(directions.items()))
        print(f"{len(moved):,} of {len(recorded):,} verdicts moved ({counts})", file=sys.stderr)
        return 1
    print(f"all {len(current):,} verdicts are as recorded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
