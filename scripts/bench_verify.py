#!/usr/bin/env python3
"""How fast verify() is: verdicts per second on HaluEval QA pairs, and how it scales with answer and source size.

    scripts/bench_verify.py [--pairs 5000] [--rounds 5] [--data-dir ../shared/data]

One core; times are CPU time of the process, so other load on the machine counts less. A shared machine still
moves the figure (caches, clock), so the throughput is measured in several fresh processes, one after another,
and their median and best are reported. Each run warms up first (unit tables, regexes, caches), then times
verify() on each pair's right and hallucinated answer against its knowledge. The scaling runs build answers of
10 to 200 sentences and sources of 10 KB to 1 MB from the same passages, so a quadratic step would show as time
per sentence growing with the source. Prints a table and writes benchmarks/evidence/perf/verify.json. Timings
depend on the machine; nothing asserts on them.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from report_workflow.text import split_sentences
from report_workflow.verify import verify

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO.parent / "shared" / "data"
OUTPUT = REPO / "benchmarks" / "evidence" / "perf" / "verify.json"
WARM_UP_PAIRS = 300
ANSWER_SENTENCES = (10, 25, 50, 100, 200)
SOURCE_KILOBYTES = (10, 100, 1000)


def load_pairs(data_dir: Path) -> list[dict[str, str]]:
    with (data_dir / "halueval" / "qa_data.json").open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def throughput_rounds(data_dir: Path, count: int, rounds: int) -> dict[str, Any]:
    """``throughput`` in ``rounds`` fresh processes one after another: each starts cold, and the median and best
    show how much a shared machine moved the figure."""
    with multiprocessing.get_context("spawn").Pool(1, maxtasksperchild=1) as pool:
        runs = pool.starmap(_throughput_of, [(data_dir, count)] * rounds)
    rates = sorted(run["verdicts_per_cpu_second"] for run in runs)
    return {"rounds": runs, "median_verdicts_per_cpu_second": round(statistics.median(rates)),
            "best_verdicts_per_cpu_second": rates[-1]}


def _throughput_of(data_dir: Path, count: int) -> dict[str, float]:
    return throughput(load_pairs(data_dir), count)


def throughput(pairs: list[dict[str, str]], count: int) -> dict[str, float]:
    for pair in pairs[-WARM_UP_PAIRS:]:
        verify(pair["right_answer"], pair["knowledge"])
        verify(pair["hallucinated_answer"], pair["knowledge"])
    timed = pairs[:count]
    started, started_cpu = time.perf_counter(), time.process_time()
    for pair in timed:
        verify(pair["right_answer"], pair["knowledge"])
        verify(pair["hallucinated_answer"], pair["knowledge"])
    seconds, cpu_seconds = time.perf_counter() - started, time.process_time() - started_cpu
    verdicts = 2 * len(timed)
    return {
        "verdicts": verdicts,
        "cpu_seconds": round(cpu_seconds, 3),
        "wall_seconds": round(seconds, 3),
        "verdicts_per_cpu_second": round(verdicts / cpu_seconds),
        "verdicts_per_wall_second": round(verdicts / seconds),
    }


def corpus_of(pairs: list[dict[str, str]], kilobytes: int) -> str:
    """A source of about ``kilobytes`` KB made of HaluEval knowledge passages, one per paragraph."""
    parts: list[str] = []
    size = 0
    for pair in pairs:
        if size >= kilobytes * 1000:
            break
        parts.append(pair["knowledge"].strip())
        size += len(parts[-1]) + 2
    return "\n\n".join(parts)


def answer_of(source: str, sentences: int) -> str:
    """An answer of ``sentences`` sentences taken evenly from across the source."""
    pool = [sentence.text for sentence in split_sentences(source) if len(sentence.text) > 40]
    step = max(1, len(pool) // sentences)
    return " ".join(pool[index * step % len(pool)] for index in range(sentences))


def timed_verify(answer: str, source: str) -> float:
    """CPU seconds for one verify() call on a source it has not seen (no cached passages)."""
    started = time.process_time()
    verify(answer, {"corpus": source})
    return time.process_time() - started


def scaling(pairs: list[dict[str, str]]) -> list[dict[str, float]]:
    # loads the unit tables and the Chinese word segmenter's dictionary, which the first row needing them would pay
    verify("It weighs 5 kg.", "It weighs 5 kg.")
    verify("浙派画家张三于1450年创作了这幅画。", "浙派画家张三、李四于1450年前后创作了这幅画。")
    rows = []
    for kilobytes in SOURCE_KILOBYTES:
        source = corpus_of(pairs, kilobytes)
        for sentences in ANSWER_SENTENCES:
            answer = answer_of(source, sentences)
            seconds = timed_verify(answer, source + f"\n\n(run {kilobytes}-{sentences})")
            rows.append({
                "source_kb": round(len(source) / 1000),
                "answer_sentences": sentences,
                "cpu_seconds": round(seconds, 3),
                "ms_per_sentence": round(1000 * seconds / sentences, 2),
            })
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=5000, help="HaluEval pairs to time (two verdicts each)")
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--rounds", type=int, default=5, help="throughput runs, each in a fresh process")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    pairs = load_pairs(args.data_dir)
    speed = throughput_rounds(args.data_dir, args.pairs, args.rounds)
    for number, run in enumerate(speed["rounds"], start=1):
        print(f"HaluEval QA, round {number}: {run['verdicts']} verdicts in {run['cpu_seconds']} CPU s on one core: "
              f"{run['verdicts_per_cpu_second']:,} verdicts per CPU second "
              f"({run['verdicts_per_wall_second']:,} per wall-clock second)")
    print(f"median {speed['median_verdicts_per_cpu_second']:,}, best {speed['best_verdicts_per_cpu_second']:,} "
          "verdicts per CPU second")
    rows = scaling(pairs)
    print("\n| source | answer sentences | CPU seconds | ms per sentence |\n| --- | --- | --- | --- |")
    for row in rows:
        print(f"| {row['source_kb']} KB | {row['answer_sentences']} | {row['cpu_seconds']} | {row['ms_per_sentence']} |")
    report = {"python": platform.python_version(), "machine": platform.machine(), "halueval": speed,
              "scaling": rows}
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
