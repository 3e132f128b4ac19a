"""The adversarial benchmark's --check: it passes on the archive and fails when the corpus or a verdict changes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.support import load_script

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "benchmarks" / "adversarial" / "corpus.json"
ARCHIVE = ROOT / "benchmarks" / "evidence" / "adversarial"


@pytest.fixture(scope="module")
def benchmark():
    return load_script("run_adversarial_benchmark")


@pytest.fixture
def copies(tmp_path: Path) -> tuple[Path, Path]:
    corpus = tmp_path / "corpus.json"
    shutil.copyfile(CORPUS, corpus)
    archive = tmp_path / "archive"
    shutil.copytree(ARCHIVE, archive)
    return corpus, archive


def _edit(corpus: Path, change) -> None:
    data = json.loads(corpus.read_text(encoding="utf-8"))
    change(data["cases"])
    corpus.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def test_check_passes_on_the_archive(benchmark, copies, capsys) -> None:
    corpus, archive = copies
    assert benchmark.main(["--check", "--corpus", str(corpus), "--archive", str(archive)]) == 0


def test_changing_one_expected_verdict_fails_the_check(benchmark, copies, capsys) -> None:
    corpus, archive = copies

    def flip(cases: list[dict]) -> None:
        case = next(case for case in cases if case["expected"] == "pass")
        case["expected"], case["expected_family"] = "block", "FE"

    _edit(corpus, flip)
    assert benchmark.main(["--check", "--corpus", str(corpus), "--archive", str(archive)]) == 1
    assert "expected=block" in capsys.readouterr().err


def test_changing_one_case_fails_the_check(benchmark, copies, capsys) -> None:
    corpus, archive = copies

    def reword(cases: list[dict]) -> None:
        cases[0]["answer"] = cases[0]["answer"].replace("4,200", "4,300")

    _edit(corpus, reword)
    assert benchmark.main(["--check", "--corpus", str(corpus), "--archive", str(archive)]) == 1
    assert "corpus_hash changed" in capsys.readouterr().err


def test_every_error_case_names_the_gate_family_that_should_catch_it() -> None:
    from report_workflow.gates.base import FAMILIES

    cases = json.loads(CORPUS.read_text(encoding="utf-8"))["cases"]
    errors = [case for case in cases if case["expected"] == "block"]
    assert errors and all(case["expected_family"] in FAMILIES for case in errors), sorted(
        {case["expected_family"] for case in errors} - set(FAMILIES))
    assert all(case["expected_family"] is None for case in cases if case["expected"] == "pass")
