"""prepare: sources in, a job directory out; exact spans, stable ids, clear errors, nothing half-written."""

from __future__ import annotations

import json
import multiprocessing
import shutil
from pathlib import Path

import pytest

from report_workflow.contracts import EvidenceItem, SourceRegistry
from report_workflow.errors import BadInput
from report_workflow.job import Job
from report_workflow.ledger import iter_ledger
from report_workflow.prepare import parse_source_option, prepare
from report_workflow.text.hedges import find_hedges

FIXTURES = Path(__file__).parent / "fixtures" / "sources"
EXAMPLES = Path(__file__).parents[1] / "examples"
ALL_FIXTURES = sorted(FIXTURES.iterdir())


def ledger_items(job_dir: Path) -> list[dict]:
    return list(iter_ledger(job_dir / "evidence_ledger.jsonl"))


@pytest.fixture(scope="module")
def fixture_job(tmp_path_factory):
    workspace = tmp_path_factory.mktemp("ws")
    return prepare([str(path) for path in ALL_FIXTURES], prompt="Quarterly engineering summary",
                   job_id="fixtures", workspace=workspace)


def test_every_evidence_span_points_at_its_text_in_every_fixture(fixture_job):
    texts = {}
    items = ledger_items(fixture_job.job_dir)
    assert {item["source_id"] for item in items} == {s["source_id"] for s in fixture_job.sources}
    for item in items:
        source_id = item["source_id"]
        if source_id not in texts:
            texts[source_id] = (fixture_job.job_dir / "sources" / f"{source_id}.txt").read_text(encoding="utf-8")
        assert texts[source_id][item["start"]:item["end"]] == item["text"]
        for quantity in item["quantities"]:
            assert item["text"][quantity["start"]:quantity["end"]] == quantity["surface"]


def test_ledger_items_and_registry_satisfy_their_contracts(fixture_job):
    for item in ledger_items(fixture_job.job_dir):
        EvidenceItem.model_validate(item)
    registry = SourceRegistry.model_validate_json((fixture_job.job_dir / "source_registry.json").read_text())
    assert len(registry.sources) == len(ALL_FIXTURES)
    assert all(len(record.sha256) == 64 and record.revision == 1 for record in registry.sources)


def test_job_directory_holds_spec_profile_blueprint_schemas_and_briefs(fixture_job):
    root = fixture_job.job_dir
    for name in ("report_spec.json", "report_profile.json", "blueprint.json", "job.json", "events.jsonl"):
        assert (root / name).is_file(), name
    assert (root / "schemas" / "claim_matrix.schema.json").is_file()
    start = (root / "agent_tasks" / "00_start_here.md").read_text(encoding="utf-8")
    assert fixture_job.contract["ledger_digest"] in start
    assert not (root / ".staging").exists()
    assert json.loads((root / "job.json").read_text())["stages"]["prepare"]["state"] == "done"


def test_evidence_index_brief_stays_compact_for_large_sources(tmp_path):
    rows = "\n".join(f"S{i},{i * 1.5:.1f}" for i in range(3000))
    big = tmp_path / "readings.csv"
    big.write_text("sample,value_ms\n" + rows + "\n", encoding="utf-8")
    result = prepare([big], workspace=tmp_path / "ws", job_id="big")
    index = (result.job_dir / "agent_tasks" / "50_evidence_index.md").read_text(encoding="utf-8")
    assert result.evidence_count == 3000
    assert index.count("`ev-") <= 30
    assert "2975 more items" in index


def test_table_rows_carry_headers_and_typed_cells(fixture_job):
    rows = [item for item in ledger_items(fixture_job.job_dir) if item["kind"] == "table_row"]
    assert rows and all(row["table"]["headers"] for row in rows)
    assert any(isinstance(cell, (int, float)) for row in rows for cell in row["table"]["cells"])
    assert all(row["evidence_type"] == "tabular" for row in rows)
    assert all(row["grade"] == "A" for row in rows if not find_hedges(row["text"]))
    assert all(row["grade"] == "C" for row in rows if find_hedges(row["text"]))


def test_hedged_statements_are_graded_c_with_the_reason(tmp_path):
    notes = tmp_path / "notes.md"
    notes.write_text("The seal may fail above 80 °C.\n\n原材料价格上涨可能使毛利率承压。\n\nThe seal held at 60 °C.\n\n"
                     "The leak re-appeared at 70 °C.\n")
    items = ledger_items(prepare([notes], workspace=tmp_path / "ws", job_id="g").job_dir)
    grades = {item["text"]: (item["grade"], item["grade_reason"]) for item in items}
    assert grades["The seal may fail above 80 °C."][0] == "C"
    assert "may" in grades["The seal may fail above 80 °C."][1]
    assert grades["原材料价格上涨可能使毛利率承压。"][0] == "C"
    assert grades["The seal held at 60 °C."][0] == "A"
    assert grades["The leak re-appeared at 70 °C."][0] == "A"  # a compound, not the hedge "appeared"


def test_ids_are_stable_across_reruns_and_renaming_the_file(tmp_path):
    original = tmp_path / "log.md"
    original.write_text("# Test\n\nThe pump ran for 48 hours.\n\nFlow was 12.5 L/min.\n", encoding="utf-8")
    first = prepare([original], workspace=tmp_path / "ws", job_id="a")
    again = prepare([original], workspace=tmp_path / "ws", job_id="a")
    renamed = tmp_path / "pump_log_renamed.md"
    shutil.copyfile(original, renamed)
    moved = prepare([renamed], workspace=tmp_path / "ws", job_id="b")
    ids = [[item["evidence_id"] for item in ledger_items(result.job_dir)] for result in (first, again, moved)]
    assert ids[0] == ids[1] == ids[2]


def test_same_inputs_give_the_same_default_job_id(tmp_path):
    source = EXAMPLES / "lab_report" / "sources" / "tensile_results.csv"
    one = prepare([source], prompt="lab report", workspace=tmp_path / "ws")
    two = prepare([source], prompt="lab report", workspace=tmp_path / "ws")
    other = prepare([source], prompt="another report", workspace=tmp_path / "ws")
    assert one.job_id == two.job_id != other.job_id


def test_changed_source_bumps_revision_and_unchanged_blocks_keep_ids(tmp_path):
    source = tmp_path / "log.md"
    source.write_text("Flow was 12.5 L/min.\n\nThe pump ran for 48 hours.\n", encoding="utf-8")
    first = prepare([source], workspace=tmp_path / "ws", job_id="r")
    before = {item["text"]: item["evidence_id"] for item in ledger_items(first.job_dir)}
    source.write_text("Flow was 12.7 L/min.\n\nThe pump ran for 48 hours.\n", encoding="utf-8")
    second = prepare([source], workspace=tmp_path / "ws", job_id="r")
    after = {item["text"]: item for item in ledger_items(second.job_dir)}
    assert second.sources[0]["revision"] == 2
    assert after["The pump ran for 48 hours."]["evidence_id"] == before["The pump ran for 48 hours."]
    assert after["The pump ran for 48 hours."]["revision"] == 2
    assert "Flow was 12.5 L/min." not in after
    assert list((second.job_dir / "history").glob("ledger-*.jsonl"))


def test_role_suffix_is_read_only_when_it_is_a_role():
    assert parse_source_option("notes.md:base_document").role == "base_document"
    windows = parse_source_option("C:\\data\\x.txt")
    assert (str(windows.path), windows.role) == ("C:\\data\\x.txt", "source_data")
    assert str(parse_source_option("a:b.txt").path) == "a:b.txt"


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda d: d / "missing.txt", "does not exist"),
        (lambda d: d, "directory"),
        (lambda d: _write(d / "empty.txt", b""), "empty"),
        (lambda d: _write(d / "binary.txt", bytes(range(256)) * 8), "binary"),
        (lambda d: _write(d / "broken.pdf", b"%PDF-1.4 garbage"), "PDF"),
        (lambda d: _write(d / "broken.docx", b"PK\x03\x04 not a zip"), "DOCX"),
        (lambda d: _write(d / "broken.xlsx", b"not a spreadsheet"), "XLSX"),
        (lambda d: _write(d / "data.bin", b"abc"), "supported"),
    ],
)
def test_bad_sources_are_clear_errors_and_leave_no_job(tmp_path, make, message):
    path = make(tmp_path)
    with pytest.raises(BadInput) as error:
        prepare([path], workspace=tmp_path / "ws", job_id="bad")
    assert message.lower() in str(error.value).lower()
    assert not (tmp_path / "ws" / "bad").exists()


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def test_oversized_source_names_the_limit_and_how_to_raise_it(tmp_path):
    big = _write(tmp_path / "big.txt", b"word " * 5000)
    with pytest.raises(BadInput) as error:
        prepare([big], workspace=tmp_path / "ws", job_id="big", max_bytes=1000)
    assert "--max-source-bytes" in str(error.value)


def test_duplicate_source_names_and_unknown_roles_are_refused(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    one = _write(tmp_path / "a" / "notes.txt", b"The valve opened at 3 bar.")
    two = _write(tmp_path / "b" / "notes.txt", b"The valve closed at 1 bar.")
    with pytest.raises(BadInput, match="two sources are named"):
        prepare([one, two], workspace=tmp_path / "ws")
    from report_workflow.prepare import SourceInput

    with pytest.raises(BadInput, match="unknown source role"):
        prepare([SourceInput(one, "appendix")], workspace=tmp_path / "ws")


def test_failed_reprepare_keeps_previous_outputs(tmp_path, monkeypatch):
    source = _write(tmp_path / "log.txt", b"The valve opened at 3 bar.\n")
    first = prepare([source], workspace=tmp_path / "ws", job_id="keep")
    ledger_before = (first.job_dir / "evidence_ledger.jsonl").read_bytes()
    import report_workflow.prepare as module

    def fail(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(module, "write_briefs", fail)
    source.write_bytes(b"The valve opened at 4 bar.\n")
    with pytest.raises(OSError):
        prepare([source], workspace=tmp_path / "ws", job_id="keep")
    assert (first.job_dir / "evidence_ledger.jsonl").read_bytes() == ledger_before
    assert Job(tmp_path / "ws", "keep").manifest().stages["prepare"].state == "failed"


def _hold_lock(workspace: str, ready, release) -> None:
    with Job(Path(workspace), "locked").lock():
        ready.set()
        release.wait(30)


def test_two_prepares_on_one_job_at_once_are_refused(tmp_path):
    source = _write(tmp_path / "log.txt", b"The valve opened at 3 bar.\n")
    context = multiprocessing.get_context("spawn")
    ready, release = context.Event(), context.Event()
    holder = context.Process(target=_hold_lock, args=(str(tmp_path / "ws"), ready, release))
    holder.start()
    try:
        assert ready.wait(30)
        with pytest.raises(BadInput, match="busy"):
            prepare([source], workspace=tmp_path / "ws", job_id="locked")
    finally:
        release.set()
        holder.join(30)


def test_reference_docx_must_be_a_word_document(tmp_path):
    source = _write(tmp_path / "log.txt", b"The valve opened at 3 bar.\n")
    fake = _write(tmp_path / "styles.docx", b"plain text")
    with pytest.raises(BadInput, match="not a valid Word document"):
        prepare([source], workspace=tmp_path / "ws", reference_docx=fake)


def test_table_rows_are_read_cell_by_cell(tmp_path):
    rows = tmp_path / "runs.csv"
    rows.write_text('specimen,material,infill_percent,max_load_N\nS1,PLA,40,700\nS2,PETG,"1,210",80\n')
    items = ledger_items(prepare([rows], workspace=tmp_path / "ws", job_id="cells").job_dir)
    first = [(q["surface"], q["value"]) for q in items[0]["quantities"] if q["kind"] == "value"]
    second = [(q["surface"], q["value"]) for q in items[1]["quantities"] if q["kind"] == "value"]
    assert first == [("40", 40.0), ("700", 700.0)]  # not "40,700" read as forty thousand
    assert second == [("1,210", 1210.0), ("80", 80.0)]
    for item in items:
        assert "texts" not in item["table"]
        for quantity in item["quantities"]:
            assert item["text"][quantity["start"]:quantity["end"]] == quantity["surface"]
