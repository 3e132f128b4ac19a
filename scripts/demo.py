"""The main job end to end on the bundled examples: prepare → agent artifacts → validate → render.

The agent artifacts under examples/<name>/artifacts/ were written by hand, as an authoring agent would write them
after reading the briefs; this script copies them into each job with the job's `_contract` stamp, then lets the
tool decide. Last, it shows a blocked draft and the reasons the gates give.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

from report_workflow.errors import ReportWorkflowError
from report_workflow.prepare import prepare
from report_workflow.render import render
from report_workflow.validate import validate

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
WORKSPACE = ROOT / "report_jobs"
STAMPED = ("claim_matrix.json", "outline.json", "structured_drafts.json")


def install_artifacts(artifacts: Path, job_dir: Path, contract: dict[str, str]) -> None:
    """Copy hand-written agent artifacts into a job, stamping JSON artifacts with the job's contract."""
    for path in sorted(artifacts.rglob("*")):
        if path.is_dir():
            continue
        target = job_dir / path.relative_to(artifacts)
        target.parent.mkdir(parents=True, exist_ok=True)
        if path.name in STAMPED:
            data = json.loads(path.read_text(encoding="utf-8"))
            data["_contract"] = contract
            target.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        else:
            shutil.copyfile(path, target)


def run_example(name: str) -> Path:
    spec = json.loads((EXAMPLES / name / "job.json").read_text(encoding="utf-8"))
    sources = [str(EXAMPLES / name / "sources" / source) for source in spec.pop("sources")]
    job_dir = WORKSPACE / spec["job_id"]
    shutil.rmtree(job_dir, ignore_errors=True)
    prepared = prepare(sources, workspace=WORKSPACE, **spec)
    print(f"[{name}] prepared {prepared.evidence_count} evidence items from {len(sources)} sources "
          f"(profile {prepared.profile_id})")
    install_artifacts(EXAMPLES / name / "artifacts", job_dir, prepared.contract)
    result = validate(prepared.job_id, WORKSPACE)
    print(f"[{name}] validate: {result.qa_decision} ({result.counts['sentences']} sentences, "
          f"{result.counts['claims']} claims, verdict {result.verdict_hash[:16]})")
    if not result.passed:
        for reason in result.reasons:
            print(f"    {reason}")
        raise SystemExit(f"[{name}] the bundled example should pass; see {job_dir / 'validation'}")
    rendered = render(prepared.job_id, WORKSPACE)
    print(f"[{name}] render: {rendered.docx_path} ({rendered.engine})")
    return job_dir


def show_blocked(job_dir: Path) -> None:
    """Swap in a draft with typical LLM slips and show what the gates say about it."""
    blocked = EXAMPLES / "lab_report" / "blocked_results.md"
    target = job_dir / "section_drafts" / "results.md"
    original = target.read_text(encoding="utf-8")
    target.write_text(blocked.read_text(encoding="utf-8"), encoding="utf-8")
    try:
        result = validate(job_dir.name, WORKSPACE)
        print(f"\n[blocked example] a draft with invented and altered facts: {result.qa_decision}")
        for finding in result.findings:
            if finding["severity"] == "block":
                print(f"  {finding['rule']} {finding.get('sentence_id') or ''}: {finding['reason']}")
                print(f"      sentence: {finding.get('sentence')}")
                print(f"      fix: {finding.get('hint')}")
    finally:
        target.write_text(original, encoding="utf-8")
        validate(job_dir.name, WORKSPACE)  # leave the job in its passing, published state


def main() -> int:
    try:
        lab = run_example("lab_report")
        run_example("business_report_zh")
        show_blocked(lab)
    except ReportWorkflowError as error:
        print(f"error: {error}", file=sys.stderr)
        return int(error.exit_code)
    print(f"\nDOCX files are under {WORKSPACE}/*/published/report.docx")
    return 0


if __name__ == "__main__":
    sys.exit(main())
