"""The job tools over a real stdio connection: prepare → status → validate (blocked) → fix → validate → render,
evidence lookup, errors with the CLI's messages, and source paths confined to the allowed roots."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from report_workflow.errors import ReportWorkflowError
from report_workflow.job import Job, check_job_id
from tests.mcp.support import connected, error_text
from tests.support import EXAMPLES, load_script

pytestmark = pytest.mark.anyio

LAB = EXAMPLES / "lab_report"


@pytest.fixture(scope="module")
def folders(tmp_path_factory) -> dict[str, Path]:
    """The server's working directory (its one allowed root) holding the lab sources; a secret outside it."""
    root = tmp_path_factory.mktemp("mcp-jobs")
    inside, outside = root / "inside", root / "outside"
    shutil.copytree(LAB / "sources", inside / "lab_report")
    (inside / "notes").mkdir()
    outside.mkdir()
    (outside / "secret.md").write_text("The access code of the laboratory door is 4711.\n", encoding="utf-8")
    (inside / "shortcut.md").symlink_to(outside / "secret.md")
    return {"inside": inside, "outside": outside, "workspace": root / "workspace"}


@pytest.fixture(scope="module")
async def server(folders):
    async with connected("--workspace", str(folders["workspace"]), cwd=folders["inside"]) as session:
        yield session


def lab_arguments(job_id: str) -> dict[str, object]:
    """prepare_job arguments for the bundled lab report, its sources given relative to the server's folder."""
    spec = json.loads((LAB / "job.json").read_text(encoding="utf-8"))
    spec["sources"] = [f"lab_report/{name}" for name in spec["sources"]]
    return {**spec, "job_id": job_id}


@pytest.fixture(scope="module")
async def waiting_job(server):
    """A prepared lab job the agent has not written anything for yet."""
    result = await server.call_tool("prepare_job", lab_arguments("lab-waiting"))
    assert not result.is_error, error_text(result)
    return result.structured_content


async def test_prepare_job_returns_the_job_its_contract_and_briefs(waiting_job, folders):
    assert Path(waiting_job["job_dir"]) == folders["workspace"].resolve() / "lab-waiting"
    assert waiting_job["profile_id"] == "engineering_lab_report"
    assert {source["name"] for source in waiting_job["sources"]} == {"tensile_test_log.md", "tensile_results.csv"}
    assert waiting_job["evidence_count"] == sum(source["items"] for source in waiting_job["sources"])
    assert waiting_job["contract"]["job_id"] == "lab-waiting"
    assert "agent_tasks/00_start_here.md" in waiting_job["briefs"]


async def test_prepare_job_takes_sources_as_objects_with_a_role(server):
    sources = [{"path": "lab_report/tensile_results.csv"},
               {"path": "lab_report/tensile_test_log.md", "role": "base_document"}]
    result = await server.call_tool("prepare_job", {"sources": sources, "prompt": "Lab report", "job_id": "lab-roles"})
    assert not result.is_error, error_text(result)
    assert len(result.structured_content["sources"]) == 2


async def test_status_names_the_missing_artifacts_and_gives_the_brief(server, waiting_job):
    status = (await server.call_tool("get_workflow_status", {"job_id": "lab-waiting"})).structured_content
    brief = Path(waiting_job["job_dir"]) / "agent_tasks" / "00_start_here.md"
    assert status["stages"]["prepare"]["state"] == "done"
    assert status["missing_artifacts"] == ["claim_matrix.json", "outline.json", "drafts"]
    assert status["brief_path"] == str(brief)
    assert status["brief_text"] == brief.read_text(encoding="utf-8")


async def test_validate_before_the_agent_wrote_is_a_tool_error(server, waiting_job):
    result = await server.call_tool("validate_job", {"job_id": "lab-waiting"})
    assert "is waiting for agent artifacts: claim_matrix.json, outline.json, drafts" in error_text(result)


async def test_query_evidence_finds_items_by_text_and_by_id(server, waiting_job):
    by_text = (await server.call_tool(
        "query_evidence", {"job_id": "lab-waiting", "text": "46.2 mpa", "limit": 5}
    )).structured_content
    assert by_text["total"] >= 1
    assert all("46.2 MPa" in item["text"] for item in by_text["items"])
    known = by_text["items"][0]["evidence_id"]
    by_id = (await server.call_tool(
        "query_evidence", {"job_id": "lab-waiting", "ids": [known, "ev-000000000000"]}
    )).structured_content
    assert [item["evidence_id"] for item in by_id["items"]] == [known]
    assert by_id["unknown_ids"] == ["ev-000000000000"]


async def test_a_blocked_draft_is_fixed_then_the_job_renders(server):
    prepared = (await server.call_tool("prepare_job", lab_arguments("lab-flow"))).structured_content
    job_dir = Path(prepared["job_dir"])
    load_script("demo").install_artifacts(LAB / "artifacts", job_dir, prepared["contract"])
    results = job_dir / "section_drafts" / "results.md"
    original = results.read_text(encoding="utf-8")
    results.write_text((LAB / "blocked_results.md").read_text(encoding="utf-8"), encoding="utf-8")

    blocked = (await server.call_tool("validate_job", {"job_id": "lab-flow"})).structured_content
    blocks = [finding for finding in blocked["findings"] if finding["severity"] == "block"]
    assert (blocked["qa_decision"], blocked["passed"]) == ("hard_fail", False)
    assert any("48.2 MPa" in finding["reason"] for finding in blocks)
    assert all(finding["hint"] for finding in blocks)
    refused = await server.call_tool("render_job", {"job_id": "lab-flow"})
    assert "the last validation of job lab-flow did not pass" in error_text(refused)

    results.write_text(original, encoding="utf-8")
    passed = (await server.call_tool("validate_job", {"job_id": "lab-flow"})).structured_content
    assert (passed["qa_decision"], passed["passed"]) == ("pass", True)
    rendered = await server.call_tool("render_job", {"job_id": "lab-flow"})
    assert not rendered.is_error, error_text(rendered)
    assert rendered.structured_content["render_check_passed"] is True
    assert Path(rendered.structured_content["docx_path"]) == job_dir / "published" / "report.docx"
    assert (job_dir / "published" / "report.docx").stat().st_size > 0


@pytest.mark.parametrize("tool", ["get_workflow_status", "query_evidence", "validate_job", "render_job"])
async def test_an_unknown_job_is_a_tool_error_with_the_cli_message(server, folders, tool):
    result = await server.call_tool(tool, {"job_id": "no-such-job"})
    with pytest.raises(ReportWorkflowError) as library:
        Job.open("no-such-job", folders["workspace"])
    assert str(library.value) in error_text(result)


async def test_a_job_id_that_is_not_a_plain_name_is_refused(server):
    result = await server.call_tool("get_workflow_status", {"job_id": "../inside"})
    with pytest.raises(ReportWorkflowError) as library:
        check_job_id("../inside")
    assert str(library.value) in error_text(result)


@pytest.mark.parametrize(
    "source",
    ["../outside/secret.md", "shortcut.md", "{outside}/secret.md"],
    ids=["relative-escape", "symlink-to-outside", "absolute-outside"],
)
async def test_a_source_outside_the_allowed_roots_is_refused(server, folders, source):
    source = source.format(outside=folders["outside"])
    result = await server.call_tool("prepare_job", {"sources": [source], "job_id": "refused"})
    assert "is outside the folders this server may read" in error_text(result)
    assert not (folders["workspace"] / "refused").exists()


@pytest.mark.parametrize(
    ("source", "problem"),
    [("lab_report/missing.md", "does not exist"), ("notes", "is not a regular file")],
)
async def test_a_source_that_is_not_a_file_is_refused(server, folders, source, problem):
    result = await server.call_tool("prepare_job", {"sources": [source], "job_id": "refused"})
    assert f"source {source!r} {problem}" in error_text(result)
    assert not (folders["workspace"] / "refused").exists()


async def test_a_reference_docx_outside_the_allowed_roots_is_refused(server, folders):
    arguments = {**lab_arguments("refused"), "reference_docx": str(folders["outside"] / "secret.md")}
    result = await server.call_tool("prepare_job", arguments)
    assert "reference DOCX" in error_text(result) and "is outside the folders" in error_text(result)
