"""The held-out benchmark's --check: it passes on the archive and fails when a case or an archive file changes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.support import load_script

ROOT = Path(__file__).resolve().parents[2]
SETS = ROOT / "benchmarks" / "heldout"
ARCHIVE = ROOT / "benchmarks" / "evidence" / "heldout"


@pytest.fixture(scope="module")
def benchmark():
    return load_script("run_heldout_benchmark")


@pytest.fixture
def copies(tmp_path: Path) -> tuple[Path, Path]:
    sets = tmp_path / "sets"
    shutil.copytree(SETS, sets)
    archive = tmp_path / "archive"
    shutil.copytree(ARCHIVE, archive)
    return sets, archive


def _check(benchmark, sets: Path, archive: Path) -> int:
    return benchmark.main(["--check", "--sets-dir", str(sets), "--archive", str(archive)])


def test_check_passes_on_the_archive(benchmark, copies, capsys) -> None:
    assert _check(benchmark, *copies) == 0


def test_changing_one_expected_verdict_fails_the_check(benchmark, copies, capsys) -> None:
    sets, archive = copies
    path = sets / "set-7.json"
    cases = json.loads(path.read_text(encoding="utf-8"))
    case = next(case for case in cases if case["expected"] == "pass")
    case["expected"] = "block"
    path.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    assert _check(benchmark, sets, archive) == 1
    err = capsys.readouterr().err
    assert f"set-7 case {case['id']}: archived expected=pass" in err
    assert "set-7: cases_hash changed" in err


def test_editing_an_archive_file_fails_the_check(benchmark, copies, capsys) -> None:
    sets, archive = copies
    summary = archive / "summary.md"
    summary.write_text(summary.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert _check(benchmark, sets, archive) == 1
    assert "summary.md differs in bytes" in capsys.readouterr().err
