"""The external benchmark refuses data it cannot vouch for, and its pinned sample reproduces the archive."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import load_script

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT.parent / "shared" / "data"


@pytest.fixture(scope="module")
def benchmark():
    return load_script("run_external_benchmark")


def test_a_missing_data_file_is_bad_input(benchmark, tmp_path, capsys) -> None:
    assert benchmark.main(["--dataset", "halueval", "--data-dir", str(tmp_path)]) == 4
    assert "missing" in capsys.readouterr().err


def test_an_altered_data_file_is_bad_input(benchmark, tmp_path, capsys) -> None:
    (tmp_path / "halueval").mkdir()
    (tmp_path / "halueval" / "qa_data.json").write_text('{"knowledge": "altered"}\n', encoding="utf-8")
    assert benchmark.main(["--dataset", "halueval", "--data-dir", str(tmp_path)]) == 4
    assert "altered" in capsys.readouterr().err


@pytest.mark.skipif(not DATA.is_dir(), reason="the shared data sets are not present")
def test_the_pinned_summedits_sample_matches_its_archive(benchmark, capsys) -> None:
    assert benchmark.main(["--dataset", "summedits", "--sample", "1200", "--check"]) == 0
