"""The stateless tools over a real stdio connection: the catalogue, verify_answer, verify_claims, profiles, rules."""

from __future__ import annotations

import pytest

from report_workflow.errors import BadInput
from report_workflow.gates.registry import all_rules, get_rule
from report_workflow.profiles import all_profiles
from report_workflow.verify import verify

from tests.mcp.support import connected, error_text

pytestmark = pytest.mark.anyio

TOOLS = {
    "verify_answer", "verify_claims", "list_report_profiles", "list_rules", "prepare_job", "get_workflow_status",
    "query_evidence", "validate_job", "render_job",
}
LAB_LOG = (
    "PLA at 80% infill reached a mean tensile strength of 46.2 MPa, the highest of all groups. "
    "PETG at 80% infill reached a mean tensile strength of 38.5 MPa."
)
PLA_EVIDENCE = "PLA at 80% infill reached a mean tensile strength of 46.2 MPa."
PETG_EVIDENCE = "PETG at 80% infill reached a mean tensile strength of 38.5 MPa."
REVENUE = "公司营业收入1.2亿元，同比增长8.5%。"


@pytest.fixture(scope="module")
async def server(tmp_path_factory):
    async with connected(cwd=tmp_path_factory.mktemp("mcp-verify")) as session:
        yield session


async def test_every_tool_is_listed_with_input_and_output_schemas(server):
    listed = {tool.name: tool for tool in (await server.list_tools()).tools}
    assert set(listed) == TOOLS
    for tool in listed.values():
        assert tool.description, tool.name
        assert tool.input_schema["type"] == "object", tool.name
        assert tool.output_schema is not None and tool.output_schema["type"] == "object", tool.name
    assert listed["verify_answer"].input_schema["required"] == ["answer"]  # and sources or source_files
    assert "publishable" in listed["verify_answer"].output_schema["required"]
    assert "findings" in listed["validate_job"].output_schema["properties"]


async def test_verify_answer_publishes_a_supported_answer(server):
    answer = "PLA at 80% infill reached a mean tensile strength of 46.2 MPa [log]."
    result = await server.call_tool("verify_answer", {"answer": answer, "sources": {"log": LAB_LOG}})
    verdict = result.structured_content
    assert not result.is_error
    assert verdict["publishable"] is True
    assert verdict["sentence_results"][0]["status"] == "verified"
    assert verdict["sentence_results"][0]["evidence"]["source_id"] == "log"


async def test_verify_answer_returns_exactly_what_verify_returns(server):
    answer = "PLA at 80% infill reached 46.2 MPa [log]. PETG reached 40.1 MPa [log]. See the appendix [sic]."
    result = await server.call_tool("verify_answer", {"answer": answer, "sources": {"log": LAB_LOG}})
    assert result.structured_content == verify(answer, {"log": LAB_LOG})


async def test_verify_answer_blocks_an_altered_number_with_reason_and_evidence(server):
    answer = "PLA at 80% infill reached a mean tensile strength of 48.2 MPa [log]."
    result = await server.call_tool("verify_answer", {"answer": answer, "sources": {"log": LAB_LOG}})
    verdict = result.structured_content
    blocked = verdict["sentence_results"][0]
    assert verdict["publishable"] is False and verdict["blocked_count"] == 1
    assert blocked["status"] == "blocked"
    assert blocked["checker"] == "FE"
    assert "48.2 MPa" in blocked["reason"] and "46.2 MPa" in blocked["reason"]
    assert blocked["hint"]
    assert verdict["verdict_hash"] == verify(answer, {"log": LAB_LOG})["verdict_hash"]


async def test_verify_answer_checks_chinese_against_a_list_of_sources(server):
    supported = await server.call_tool(
        "verify_answer", {"answer": "营业收入1.2亿元，同比增长8.5%[1]。", "sources": [REVENUE]}
    )
    altered = await server.call_tool(
        "verify_answer", {"answer": "营业收入1.2亿元，同比增长9.5%[1]。", "sources": [REVENUE]}
    )
    assert supported.structured_content["publishable"] is True
    assert altered.structured_content["publishable"] is False
    assert "9.5%" in altered.structured_content["sentence_results"][0]["reason"]


async def test_verify_answer_takes_one_plain_source_text(server):
    result = await server.call_tool("verify_answer", {"answer": "营业收入1.2亿元，同比增长8.5%。", "sources": REVENUE})
    assert result.structured_content["publishable"] is True
    assert result.structured_content["sentence_results"][0]["source_id"] == "1"


async def test_verify_answer_refuses_an_empty_answer_as_a_tool_error(server):
    result = await server.call_tool("verify_answer", {"answer": "  ", "sources": [REVENUE]})
    with pytest.raises(BadInput) as library:
        verify("  ", [REVENUE])
    assert str(library.value) in error_text(result)


async def test_verify_claims_checks_each_claim_against_its_own_evidence(server):
    claims = [
        {"claim_id": "C1", "text": "PLA at 80% infill reached a mean tensile strength of 46.2 MPa.",
         "evidence_ids": ["ev-pla"]},
        # True of PLA, but the claim is about PETG and rests on the PETG row only.
        {"claim_id": "C2", "text": "PETG at 80% infill reached a mean tensile strength of 46.2 MPa.",
         "evidence_ids": ["ev-petg"]},
    ]
    result = await server.call_tool(
        "verify_claims", {"claims": claims, "evidence": {"ev-pla": PLA_EVIDENCE, "ev-petg": PETG_EVIDENCE}}
    )
    verdict = result.structured_content
    first, second = verdict["claim_results"]
    assert verdict["publishable"] is False and verdict["blocked_count"] == 1
    assert (first["claim_id"], first["status"]) == ("C1", "verified")
    assert (second["claim_id"], second["status"]) == ("C2", "blocked")
    assert "46.2 MPa" in second["reason"]
    assert second["sentence_results"][0]["evidence"]["source_id"] == "ev-petg"


async def test_verify_claims_blocks_evidence_that_was_not_supplied(server):
    claims = [{"claim_id": "C3", "text": "营业收入同比增长8.5%。", "evidence_ids": ["ev-revenue", "ev-missing"]}]
    result = await server.call_tool("verify_claims", {"claims": claims, "evidence": {"ev-revenue": REVENUE}})
    claim = result.structured_content["claim_results"][0]
    assert claim["status"] == "blocked"
    assert claim["rule"] == "FA001"
    assert "ev-missing" in claim["reason"]
    assert claim["sentence_results"][0]["status"] == "verified"


async def test_verify_claims_blocks_a_claim_without_evidence(server):
    claims = [{"claim_id": "C4", "text": "PETG is the stronger material.", "evidence_ids": []}]
    result = await server.call_tool("verify_claims", {"claims": claims, "evidence": {"ev-petg": PETG_EVIDENCE}})
    claim = result.structured_content["claim_results"][0]
    assert (claim["status"], claim["rule"]) == ("blocked", "FA002")


async def test_list_report_profiles_lists_every_profile(server):
    result = await server.call_tool("list_report_profiles", {})
    profiles = {profile["id"]: profile for profile in result.structured_content["profiles"]}
    assert set(profiles) == set(all_profiles())
    assert any(section["required"] for section in profiles["engineering_lab_report"]["sections"])


async def test_list_rules_lists_every_code_and_explains_one(server):
    listing = (await server.call_tool("list_rules", {})).structured_content["rules"]
    explained = (await server.call_tool("list_rules", {"code": "fe001"})).structured_content["rules"]
    assert [rule["code"] for rule in listing] == [rule.code for rule in all_rules()]
    assert all(rule["summary"] for rule in listing)
    assert [rule["code"] for rule in explained] == ["FE001"]
    assert explained[0]["doc"] == get_rule("FE001").doc


async def test_an_unknown_rule_code_is_a_tool_error_with_the_cli_message(server):
    result = await server.call_tool("list_rules", {"code": "ZZ999"})
    with pytest.raises(BadInput) as library:
        get_rule("ZZ999")
    assert str(library.value) in error_text(result)


async def test_verify_answer_reads_source_files_under_the_allowed_folders(tmp_path):
    (tmp_path / "q3.md").write_text("# Q3\n\n" + REVENUE, encoding="utf-8")
    async with connected(cwd=tmp_path) as session:
        honest = await session.call_tool("verify_answer", {"answer": "营业收入1.2亿元[q3]。",
                                                           "source_files": {"q3": "q3.md"}})
        altered = await session.call_tool("verify_answer", {"answer": "营业收入1.5亿元[q3]。",
                                                            "source_files": {"q3": "q3.md"}})
        outside = await session.call_tool("verify_answer", {"answer": "营业收入1.2亿元。",
                                                            "source_files": {"q3": "/etc/hostname"}})
    assert honest.structured_content["publishable"] is True
    assert altered.structured_content["sentence_results"][0]["rule"] == "FE001"
    assert "outside the folders this server may read" in error_text(outside)


async def test_verify_answer_without_sources_is_a_tool_error(server):
    result = await server.call_tool("verify_answer", {"answer": "营业收入1.2亿元。"})
    assert "no sources were given" in error_text(result)
