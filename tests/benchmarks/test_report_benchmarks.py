"""The report benchmarks' --check: it re-runs every profile and reproduces the archive, and fails on any change."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.support import load_script

ROOT = Path(__file__).resolve().parents[2]
ARCHIVE = ROOT / "benchmarks" / "evidence" / "reports"


@pytest.fixture(scope="module")
def benchmark():
    return load_script("run_report_benchmarks")


@pytest.fixture
def archive(tmp_path: Path) -> Path:
    copy = tmp_path / "archive"
    shutil.copytree(ARCHIVE, copy)
    return copy


def _edit(archive: Path, case_id: str, key: str, value) -> None:
    path = archive / "results.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["cases"][case_id][key] = value
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def test_check_reproduces_the_archive_of_every_profile(benchmark, archive) -> None:
    assert benchmark.main(["--check", "--archive", str(archive)]) == 0


def test_a_changed_verdict_hash_fails_the_check_and_is_named(benchmark, archive, capsys) -> None:
    _edit(archive, "custom", "verdict_hash", "0" * 64)
    assert benchmark.main(["--check", "--profile", "custom", "--archive", str(archive)]) == 1
    assert "custom.verdict_hash" in capsys.readouterr().err


def test_an_edited_summary_fails_the_check(benchmark, archive, capsys) -> None:
    summary = archive / "summary.md"
    summary.write_text(summary.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert benchmark.main(["--check", "--profile", "custom", "--archive", str(archive)]) == 1
    assert "summary.md differs" in capsys.readouterr().err
