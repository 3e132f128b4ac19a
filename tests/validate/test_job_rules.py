"""Job-level rules (SCHEMA, FA020/FA021, FS, FC, QA sections and figures), each failing and passing, EN and ZH."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from report_workflow.ledger import iter_ledger
from report_workflow.prepare import prepare
from report_workflow.validate import validate

SOURCES = {
    "en": {
        "pump_log.md": "The pump ran for 48 hours at 60 °C.\n\nMean flow was 12.5 L/min.\n\n"
                       "The inlet seal did not leak.\n",
        "pump_runs.csv": "run,flow_l_min,hours\nR1,12.4,24\nR2,12.6,24\n",
        "pump_audit.md": "Mean flow was 11.0 L/min during the pump test.\n",
    },
    "zh": {
        "泵试验记录.md": "水泵连续运行48小时，水温60 °C。\n\n平均流量为12.5升/分钟。\n\n进口密封未发生泄漏。\n",
        "泵运行数据.csv": "批次,流量_升每分钟,小时\nR1,12.4,24\nR2,12.6,24\n",
        "泵审计记录.md": "试验期间平均流量为11.0升/分钟。\n",
    },
}
SENTENCES = {
    "en": ("The pump ran for 48 hours at 60 °C.", "Mean flow was 12.5 L/min.", "The inlet seal did not leak."),
    "zh": ("水泵连续运行48小时，水温60 °C。", "平均流量为12.5升/分钟。", "进口密封未发生泄漏。"),
}


@dataclass
class Job:
    job_id: str
    workspace: Path
    root: Path
    contract: dict
    ids: dict[str, str]  # evidence text -> id

    def write(self, name: str, content) -> None:
        path = self.root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            path.write_text(content, encoding="utf-8")
        else:
            path.write_text(json.dumps({"_contract": self.contract, **content}, ensure_ascii=False), encoding="utf-8")

    def validate(self):
        return validate(self.job_id, self.workspace)


def make_job(tmp_path: Path, language: str, *, with_audit: bool = False, prompt: str = "Pump soak test report") -> Job:
    folder = tmp_path / "src"
    folder.mkdir(exist_ok=True)
    paths = []
    for name, text in SOURCES[language].items():
        if "audit" in name or "审计" in name:
            if not with_audit:
                continue
        (folder / name).write_text(text, encoding="utf-8")
        paths.append(folder / name)
    result = prepare(paths, prompt=prompt, profile="custom", title="Pump soak test", job_id=f"j-{language}",
                     workspace=tmp_path / "ws")
    ids = {item["text"]: item["evidence_id"] for item in iter_ledger(result.job_dir / "evidence_ledger.jsonl")}
    return Job(result.job_id, tmp_path / "ws", result.job_dir, result.contract, ids)


def author(job: Job, language: str, *, summary: str | None = None, body_extra: str = "", claims_extra=(),
           conflicts=(), figures: str = "") -> None:
    """A small honest report: three claims, summary and body sections, each sentence cited."""
    s1, s2, s3 = SENTENCES[language]
    claims = [
        {"claim_id": "c1", "claim_text": s1, "claim_type": "statistical", "status": "supported",
         "evidence_ids": [job.ids[s1]]},
        {"claim_id": "c2", "claim_text": s2, "claim_type": "statistical", "status": "supported",
         "evidence_ids": [job.ids[s2]]},
        {"claim_id": "c3", "claim_text": s3, "claim_type": "factual", "status": "supported",
         "evidence_ids": [job.ids[s3]]},
        *claims_extra,
    ]
    job.write("claim_matrix.json", {"claims": claims, "conflicts": list(conflicts)})
    job.write("outline.json", {"sections": [
        {"section_id": "summary", "title": "Summary", "claim_ids": ["c1"]},
        {"section_id": "body", "title": "Details", "claim_ids": ["c2", "c3"]},
    ]})
    cite = lambda text: f"{text[:-1]} [CITE:{job.ids[text]}]{text[-1]}"  # noqa: E731
    job.write("section_drafts/summary.md", summary if summary is not None else cite(s1) + "\n")
    job.write("section_drafts/body.md", f"{cite(s2)}\n{cite(s3)}\n{body_extra}\n{figures}\n")


def blocking(result) -> set[str]:
    return {finding["rule"] for finding in result.findings if finding["severity"] == "block"}


@pytest.fixture(params=["en", "zh"])
def language(request):
    return request.param


def test_honest_small_report_passes(tmp_path, language):
    job = make_job(tmp_path, language)
    author(job, language)
    result = job.validate()
    assert result.qa_decision == "pass", result.reasons


def test_uncited_statement_with_a_number_blocks(tmp_path, language):
    job = make_job(tmp_path, language)
    extra = {"en": "Peak flow reached 14.1 L/min.", "zh": "峰值流量达到14.1升/分钟。"}[language]
    author(job, language, body_extra=extra)
    assert "FA020" in blocking(job.validate())


def test_uncited_transition_passes(tmp_path, language):
    job = make_job(tmp_path, language)
    author(job, language, body_extra={"en": "Details follow.", "zh": "详情如下。"}[language])
    assert job.validate().qa_decision == "pass"


def test_prose_that_drifts_from_its_claim_blocks(tmp_path, language):
    job = make_job(tmp_path, language)
    s1 = SENTENCES[language][0]
    drifted = {"en": "The pump ran for 48 hours at 60 °C", "zh": "水泵连续运行48小时，水温60 °C"}[language]
    claim_text = {"en": "The pump ran for 24 hours at 60 °C.", "zh": "水泵连续运行24小时，水温60 °C。"}[language]
    author(job, language, summary=f"{drifted} [CITE:{job.ids[s1]}].\n")
    matrix = json.loads((job.root / "claim_matrix.json").read_text())
    matrix["claims"][0]["claim_text"] = claim_text
    (job.root / "claim_matrix.json").write_text(json.dumps(matrix, ensure_ascii=False))
    assert "FS001" in blocking(job.validate())


def test_unregistered_conflict_blocks_and_registered_one_passes(tmp_path, language):
    job = make_job(tmp_path, language, with_audit=True)
    author(job, language)
    result = job.validate()
    assert "FC001" in blocking(result), result.reasons
    audit = next(text for text in job.ids if "11.0" in text)
    s2 = SENTENCES[language][1]
    author(job, language, conflicts=[{"metric": "mean flow", "evidence_ids": [job.ids[s2], job.ids[audit]],
                                      "resolution": "the audit measured a different period; both are reported"}])
    assert "FC001" not in blocking(job.validate())


def test_empty_section_and_required_section_missing_block(tmp_path, language):
    job = make_job(tmp_path, language)
    author(job, language, summary="")
    assert "QA010" in blocking(job.validate())
    outline = json.loads((job.root / "outline.json").read_text())
    outline["sections"] = [s for s in outline["sections"] if s["section_id"] != "summary"]
    (job.root / "outline.json").write_text(json.dumps(outline))
    (job.root / "section_drafts" / "summary.md").unlink()
    assert "QA001" in blocking(job.validate())


def test_summary_over_its_word_bound_blocks(tmp_path, language):
    job = make_job(tmp_path, language)
    s1 = SENTENCES[language][0]
    long_summary = " ".join([f"{s1[:-1]} [CITE:{job.ids[s1]}]{s1[-1]}"] * 40)
    author(job, language, summary=long_summary + "\n")
    assert "QA003" in blocking(job.validate())


def test_outline_claim_never_stated_blocks(tmp_path, language):
    job = make_job(tmp_path, language)
    author(job, language)
    outline = json.loads((job.root / "outline.json").read_text())
    outline["sections"][0]["claim_ids"].append("c3")
    (job.root / "outline.json").write_text(json.dumps(outline, ensure_ascii=False))
    assert "QA002" in blocking(job.validate())


def test_figure_markers_must_name_table_rows(tmp_path, language):
    job = make_job(tmp_path, language)
    row = next(text for text in job.ids if text.startswith("R1"))
    author(job, language, figures=f"[FIGURE:{job.ids[row]} Flow per run]")
    assert job.validate().qa_decision == "pass"
    prose = SENTENCES[language][1]
    author(job, language, figures=f"[TABLE:{job.ids[prose]} Flow]\n\n[FIGURE:ev-000000000000 Flow]")
    result = job.validate()
    assert [f["rule"] for f in result.findings].count("QA009") == 2


def test_unpublishable_claim_blocks_only_when_stated(tmp_path, language):
    job = make_job(tmp_path, language)
    s3 = SENTENCES[language][2]
    author(job, language, claims_extra=[{"claim_id": "c9", "claim_text": s3, "claim_type": "factual",
                                         "status": "disputed", "evidence_ids": [job.ids[s3]]}])
    assert job.validate().qa_decision == "pass"  # recorded, not stated
    outline = json.loads((job.root / "outline.json").read_text())
    outline["sections"][1]["claim_ids"] = ["c2", "c9"]
    matrix = json.loads((job.root / "claim_matrix.json").read_text())
    matrix["claims"] = [c for c in matrix["claims"] if c["claim_id"] != "c3"]
    (job.root / "outline.json").write_text(json.dumps(outline, ensure_ascii=False))
    (job.root / "claim_matrix.json").write_text(json.dumps(matrix, ensure_ascii=False))
    assert "FA006" in blocking(job.validate())


def test_artifact_from_another_job_blocks(tmp_path, language):
    job = make_job(tmp_path, language)
    author(job, language)
    matrix = json.loads((job.root / "claim_matrix.json").read_text())
    matrix["_contract"]["job_id"] = "job-0000000000"
    (job.root / "claim_matrix.json").write_text(json.dumps(matrix))
    assert "SCHEMA003" in blocking(job.validate())


def test_structured_drafts_are_validated_like_markdown(tmp_path, language):
    job = make_job(tmp_path, language)
    author(job, language)
    s1, s2, s3 = SENTENCES[language]
    for path in (job.root / "section_drafts").glob("*.md"):
        path.unlink()
    job.write("structured_drafts.json", {"sections": [
        {"section_id": "summary", "paragraphs": [[{"text": s1, "claim_ids": ["c1"], "evidence_ids": [job.ids[s1]]}]]},
        {"section_id": "body", "paragraphs": [[
            {"text": s2, "claim_ids": ["c2"], "evidence_ids": [job.ids[s2]]},
            {"text": s3.replace("did not leak", "leaked").replace("未发生泄漏", "发生泄漏"), "claim_ids": ["c3"],
             "evidence_ids": [job.ids[s3]]},
        ]]},
    ]})
    result = job.validate()
    assert "FP001" in blocking(result)
    flipped = next(f for f in result.findings if f["rule"] == "FP001")
    assert flipped["draft_path"].startswith("structured_drafts.json#/sections/1/paragraphs/0/1")


def test_agent_sentence_map_binds_claims(tmp_path, language):
    job = make_job(tmp_path, language)
    author(job, language)
    result = job.validate()
    derived = (job.root / "validation" / "sentence_map.jsonl").read_text(encoding="utf-8").splitlines()
    entries = [json.loads(line) for line in derived]
    entries[-1]["claim_ids"] = ["c404"]
    (job.root / "sentence_map.jsonl").write_text("\n".join(json.dumps(e, ensure_ascii=False) for e in entries))
    assert result.qa_decision == "pass"
    assert "FA004" in blocking(job.validate())


@pytest.mark.parametrize("honest, altered", [
    ("Run R1 ran for 24 hours at a flow of 12.4 L/min.", "Run R1 ran for 24 hours at a flow of 13.4 L/min."),
    ("批次R1的流量为12.4升/分钟，运行24小时。", "批次R1的流量为14.2升/分钟，运行24小时。"),
])
def test_sentences_may_state_table_rows_read_with_their_headers(tmp_path, honest, altered):
    language = "zh" if "批次" in honest else "en"
    job = make_job(tmp_path, language)
    row = next(text for text in job.ids if text.startswith("R1"))
    cite = lambda text: f"{text[:-1]} [CITE:{job.ids[row]}]{text[-1]}"  # noqa: E731
    claim = {"claim_id": "c4", "claim_text": honest, "claim_type": "statistical", "status": "supported",
             "evidence_ids": [job.ids[row]]}
    author(job, language, body_extra=cite(honest), claims_extra=[claim])
    outline = json.loads((job.root / "outline.json").read_text())
    outline["sections"][1]["claim_ids"].append("c4")
    (job.root / "outline.json").write_text(json.dumps(outline, ensure_ascii=False))
    result = job.validate()
    assert result.qa_decision == "pass", result.reasons
    author(job, language, body_extra=cite(altered), claims_extra=[claim])
    (job.root / "outline.json").write_text(json.dumps(outline, ensure_ascii=False))
    result = job.validate()
    number = next(f for f in result.findings if f["rule"].startswith("FE00"))
    assert number["evidence"]["text"] == row  # cited as the row as written in the source
