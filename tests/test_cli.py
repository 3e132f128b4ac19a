"""The command line: documented exit codes, one JSON document with --json, no tracebacks."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import EXAMPLES

LAB_SOURCES = EXAMPLES / "lab_report" / "sources"


def cli(*args: str, cwd: Path | None = None, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "report_workflow", *args], capture_output=True, text=True,
                          cwd=cwd, input=stdin, timeout=300)


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    workspace = tmp_path_factory.mktemp("ws")
    run = cli("prepare", "--source", str(LAB_SOURCES / "tensile_test_log.md"),
              "--source", str(LAB_SOURCES / "tensile_results.csv"), "--prompt", "Lab report on the tensile test",
              "--job-id", "lab", "--workspace", str(workspace), "--json")
    assert run.returncode == 0, run.stderr
    return workspace, json.loads(run.stdout)


def test_prepare_json_reports_the_job(prepared):
    _, result = prepared
    assert result["job_id"] == "lab" and result["evidence_count"] > 20
    assert result["briefs"][0] == "agent_tasks/00_start_here.md"


def test_status_names_missing_artifacts_and_next_step(prepared):
    workspace, _ = prepared
    run = cli("status", "--job-id", "lab", "--workspace", str(workspace), "--json")
    status = json.loads(run.stdout)
    assert status["missing_artifacts"] == ["claim_matrix.json", "outline.json", "drafts"]
    assert "10_claim_matrix.md" in status["next_step"]


def test_validate_waits_for_artifacts_with_exit_3(prepared):
    workspace, _ = prepared
    run = cli("validate", "--job-id", "lab", "--workspace", str(workspace))
    assert run.returncode == 3
    assert "claim_matrix.json" in run.stderr and "Traceback" not in run.stderr


def test_evidence_lookup_by_text(prepared):
    workspace, _ = prepared
    run = cli("evidence", "--job-id", "lab", "--workspace", str(workspace), "--grep", "46.2 MPa", "--json")
    items = json.loads(run.stdout)["items"]
    assert items and all("46.2 MPa" in item["text"] for item in items)


@pytest.mark.parametrize("args, needle", [
    (["prepare", "--source", "missing.txt", "--job-id", "x"], "does not exist"),
    (["prepare", "--source", str(LAB_SOURCES / "tensile_results.csv"), "--job-id", "../escape"], "not allowed"),
    (["prepare", "--source", str(LAB_SOURCES / "tensile_results.csv"), "--template-field", "novalue"], "KEY=VALUE"),
    (["status", "--job-id", "nope"], "no job"),
    (["schema", "nope"], "unknown schema"),
    (["prepare"], "Missing option"),
    (["frobnicate"], "No such command"),
])
def test_bad_input_exits_4_with_a_message_and_no_traceback(tmp_path, args, needle):
    run = cli(*args, "--workspace", str(tmp_path / "ws")) if args[0] in ("prepare", "status") else cli(*args)
    assert run.returncode == 4, (run.stdout, run.stderr)
    assert needle in run.stderr and "Traceback" not in run.stderr


def test_json_errors_are_one_document_on_stdout(tmp_path):
    run = cli("prepare", "--source", "missing.txt", "--workspace", str(tmp_path), "--json")
    error = json.loads(run.stdout)
    assert error["exit_code"] == 4 and "does not exist" in error["message"]


def test_schema_and_profiles_listings():
    assert "claim_matrix" in cli("schema").stdout.split()
    schema = json.loads(cli("schema", "claim_matrix").stdout)
    assert "_contract" in schema["required"]
    profiles = json.loads(cli("profiles", "--json").stdout)
    assert {profile["id"] for profile in profiles} == {
        "engineering_lab_report", "academic_paper", "business_report", "proposal", "admissions_report",
        "admissions_project_report", "custom",
    }


def test_doctor_reports_pandoc_and_costs():
    report = json.loads(cli("doctor", "--json").stdout)
    names = {check["name"] for check in report["checks"]}
    assert {"pandoc", "python-docx", "pypdf"} <= names
    assert all(check["cost"] for check in report["checks"] if not check["ok"])


def test_render_refuses_before_validation_then_run_publishes(tmp_path):
    from tests.support import prepare_example

    job = prepare_example("lab_report", tmp_path / "ws")
    workspace = str(tmp_path / "ws")
    refused = cli("render", "--job-id", job.job_id, "--workspace", workspace)
    assert refused.returncode == 2 and "validat" in refused.stderr
    done = cli("run", "--job-id", job.job_id, "--workspace", workspace, "--json")
    assert done.returncode == 0, done.stderr
    assert Path(json.loads(done.stdout)["docx_path"]).is_file()


def test_validate_json_reports_blocks_with_exit_2(tmp_path):
    from tests.support import EXAMPLES, prepare_example

    job = prepare_example("lab_report", tmp_path / "ws")
    (job.job_dir / "section_drafts" / "results.md").write_text(
        (EXAMPLES / "lab_report" / "blocked_results.md").read_text(encoding="utf-8"), encoding="utf-8")
    run = cli("validate", "--job-id", job.job_id, "--workspace", str(tmp_path / "ws"), "--json")
    assert run.returncode == 2
    result = json.loads(run.stdout)
    assert result["qa_decision"] == "hard_fail"
    assert all(finding["hint"] for finding in result["findings"] if finding["severity"] == "block")


def test_verify_reads_the_answer_from_stdin_and_sources_as_id_path(tmp_path):
    source = tmp_path / "q3.txt"
    source.write_text("2023年第三季度，公司实现营业收入1.2亿元，同比增长8.5%。", encoding="utf-8")
    honest = cli("verify", "--source", f"q3={source}", "--json", stdin="第三季度营业收入1.2亿元，同比增长8.5%[q3]。")
    assert honest.returncode == 0, honest.stdout
    assert json.loads(honest.stdout)["publishable"] is True
    invented = cli("verify", "--source", f"q3={source}", stdin="第三季度营业收入1.5亿元，同比增长8.5%[q3]。")
    assert invented.returncode == 2 and "FE001" in invented.stdout


def test_verify_reads_the_answer_file_given_as_its_argument(tmp_path):
    source, answer = tmp_path / "q3.txt", tmp_path / "answer.md"
    source.write_text("Revenue rose 12% to $4.1bn in 2023.", encoding="utf-8")
    answer.write_text("Revenue rose 12% to $4.2bn in 2023 [q3].", encoding="utf-8")
    run = cli("verify", str(answer), "--source", f"q3={source}")
    assert run.returncode == 2 and "FE001" in run.stdout and "$4.1bn" in run.stdout
    twice = cli("verify", str(answer), "--answer", str(source), "--source", f"q3={source}")
    assert twice.returncode == 4 and "two answers were given" in twice.stderr


def test_verify_reads_any_source_format_prepare_reads_and_cites_a_bare_path_by_its_name(tmp_path):
    docx = pytest.importorskip("docx")
    document = docx.Document()
    document.add_paragraph("Revenue rose 12% to $4.1bn in 2023.")
    table = document.add_table(rows=3, cols=2)
    for row, cells in enumerate([("Region", "Revenue ($m)"), ("North", "412"), ("South", "380")]):
        for column, text in enumerate(cells):
            table.cell(row, column).text = text
    document.save(tmp_path / "q3.docx")
    answer = "Revenue rose 12% to $4.1bn in 2023 [q3]. South revenue was $380m [q3]. North revenue was $380m [q3]."
    run = cli("verify", "--source", str(tmp_path / "q3.docx"), "--json", stdin=answer)
    results = json.loads(run.stdout)["sentence_results"]
    assert [result["status"] for result in results] == ["verified", "verified", "blocked"]
    assert results[2]["rule"] == "FN001" and "$412m" in results[2]["reason"]


def test_verify_does_not_wait_on_a_terminal_for_the_answer(tmp_path):
    pty = pytest.importorskip("pty")
    source = tmp_path / "q3.txt"
    source.write_text("Revenue rose 12%.", encoding="utf-8")
    output = bytearray()

    def read(fd: int) -> bytes:
        data = os.read(fd, 1024)
        output.extend(data)
        return data

    status = pty.spawn([sys.executable, "-m", "report_workflow", "verify", "--source", f"q3={source}"], read)
    assert os.waitstatus_to_exitcode(status) == 4
    assert b"no answer was given" in output


def test_verify_sources_json_and_bad_sources(tmp_path):
    sources = tmp_path / "sources.json"
    sources.write_text(json.dumps(["Mean latency fell from 120 ms to 85 ms after the cache was enabled."]))
    run = cli("verify", "--sources-json", str(sources), "--json", stdin="Mean latency fell to 85 ms [1].")
    assert run.returncode == 0 and json.loads(run.stdout)["verified_count"] == 1
    duplicate = cli("verify", "--sources-json", str(sources), "--source", f"1={sources}", stdin="x")
    assert duplicate.returncode == 4 and "given twice" in duplicate.stderr
    malformed = tmp_path / "bad.json"
    malformed.write_text("{")
    assert cli("verify", "--sources-json", str(malformed), stdin="x").returncode == 4
    malformed.write_text("[" * 100_000 + "]" * 100_000)
    nested = cli("verify", "--sources-json", str(malformed), stdin="x")
    assert nested.returncode == 4 and "nests too deeply" in nested.stderr


def test_a_batch_line_nesting_too_deeply_is_bad_input(tmp_path):
    batch = tmp_path / "answers.jsonl"
    batch.write_text("[" * 100_000 + "]" * 100_000 + "\n")
    run = cli("verify", "--batch", str(batch))
    assert run.returncode == 4 and "answers.jsonl:1" in run.stderr and "nests too deeply" in run.stderr


def test_verify_batch_streams_one_line_per_record_in_order(tmp_path):
    batch = tmp_path / "answers.jsonl"
    source = {"1": "The pump ran for 48 hours at 60 °C."}
    records = [{"id": f"r{i}", "answer": f"The pump ran for {hours} hours [1].", "sources": source}
               for i, hours in enumerate([48, 36, 48])]
    batch.write_text("\n".join(json.dumps(record) for record in records) + "\n")
    run = cli("verify", "--batch", str(batch), "--workers", "2")
    lines = [json.loads(line) for line in run.stdout.splitlines()]
    assert [line["id"] for line in lines] == ["r0", "r1", "r2"]
    assert [line["publishable"] for line in lines] == [True, False, True]
    assert run.returncode == 2


def test_rules_lists_every_code_and_explains_one():
    listing = cli("rules", "--json")
    codes = {rule["code"] for rule in json.loads(listing.stdout)}
    assert {"FA001", "FE001", "FP001", "FN001", "FD001", "FS001", "FC001", "QA004", "SCHEMA002", "RENDER001"} <= codes
    explained = cli("rules", "fe003")
    assert explained.returncode == 0 and "Fix:" in explained.stdout
    assert cli("rules", "XX999").returncode == 4


def test_error_text_in_brackets_is_printed_as_written(tmp_path):
    source = tmp_path / "my report.txt"
    source.write_text("Revenue rose 12%.", encoding="utf-8")
    run = cli("verify", "--source", str(source), stdin="Revenue rose 12% [my report].")
    assert run.returncode == 4 and "what [id] markers name" in run.stderr
