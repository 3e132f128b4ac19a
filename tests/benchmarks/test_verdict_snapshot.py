"""The verdict snapshot records every verdict hash and names each verdict a change moved."""

from __future__ import annotations

import pytest

from tests.support import load_script

PAIRS = [
    ("plant:1", "The pilot plant processed 4,200 tonnes of ore in 2023.", "The pilot plant processed 4,200 tonnes."),
    ("年报:1", "营收为1.2亿元。", {"年报": "公司营收为1.2亿元。"}),
]


@pytest.fixture()
def snapshot(monkeypatch):
    module = load_script("verdict_snapshot")
    monkeypatch.setattr(module, "checked_pairs", lambda data_dir: iter(PAIRS))
    return module


def test_an_unchanged_run_matches_what_was_written(snapshot, tmp_path, capsys) -> None:
    assert snapshot.main(["write", str(tmp_path / "before.json")]) == 0
    assert snapshot.main(["check", str(tmp_path / "before.json")]) == 0
    assert "all 2 verdicts are as recorded" in capsys.readouterr().out


def test_a_moved_verdict_is_named_and_fails_the_check(snapshot, tmp_path, capsys, monkeypatch) -> None:
    assert snapshot.main(["write", str(tmp_path / "before.json")]) == 0
    moved = [PAIRS[0], ("年报:1", "营收为12亿元。", {"年报": "公司营收为1.2亿元。"})]
    monkeypatch.setattr(snapshot, "checked_pairs", lambda data_dir: iter(moved))
    assert snapshot.main(["check", str(tmp_path / "before.json")]) == 1
    assert "moved: 年报:1" in capsys.readouterr().err


def test_missing_data_is_bad_input(tmp_path, capsys) -> None:
    assert load_script("verdict_snapshot").main(["check", str(tmp_path / "x.json"), "--data-dir", str(tmp_path)]) == 4
    assert "missing" in capsys.readouterr().err


def test_a_moved_verdict_shows_its_outcome_before_and_after(snapshot, tmp_path, capsys, monkeypatch) -> None:
    assert snapshot.main(["write", str(tmp_path / "before.json")]) == 0
    moved = [PAIRS[0], ("年报:1", "营收为12亿元。", {"年报": "公司营收为1.2亿元。"})]
    monkeypatch.setattr(snapshot, "checked_pairs", lambda data_dir: iter(moved))
    assert snapshot.main(["check", str(tmp_path / "before.json"), "--all"]) == 1
    err = capsys.readouterr().err
    assert "moved: 年报:1: pass -> block (FE001)" in err
    assert "1 of 2 verdicts moved (年报 pass -> block: 1)" in err
