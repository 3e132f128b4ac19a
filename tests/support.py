"""Test support: bundled examples prepared into a temporary workspace with their agent artifacts, and the
findings of a ``verify`` result read the way the gate tests read them."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

from report_workflow.verify import verify

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"


def load_script(name: str) -> ModuleType:
    """A script of ``scripts/`` loaded as a module (scripts are not part of the package)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def prepare_example(name: str, workspace: Path, *, with_artifacts: bool = True):
    """Prepare a bundled example; optionally install its hand-written agent artifacts."""
    from report_workflow.prepare import prepare

    spec = json.loads((EXAMPLES / name / "job.json").read_text(encoding="utf-8"))
    sources = [str(EXAMPLES / name / "sources" / source) for source in spec.pop("sources")]
    result = prepare(sources, workspace=workspace, **spec)
    if with_artifacts:
        load_script("demo").install_artifacts(EXAMPLES / name / "artifacts", result.job_dir, result.contract)
    return result


def findings_of(result: dict) -> list[dict]:
    """Every finding of every sentence of a ``verify`` result."""
    return [finding for sentence in result["sentence_results"] for finding in sentence["findings"]]


def sentence_rules(result: dict) -> list[str]:
    """The rule that decided each sentence of a ``verify`` result, for the sentences a rule decided."""
    return [item["rule"] for item in result["sentence_results"] if item["rule"]]


def assert_publishable(answer: str, sources: object) -> None:
    """Assert that ``answer`` is publishable against ``sources``, showing each sentence's result when it is not."""
    result = verify(answer, sources)
    assert result["publishable"], (sentence_rules(result), result["sentence_results"])


def assert_blocked_as_unstated(answer: str, sources: object) -> None:
    """Assert that ``answer`` is blocked, with a number the evidence does not state (FE001) among its reasons."""
    result = verify(answer, sources)
    assert not result["publishable"] and "FE001" in sentence_rules(result), result["sentence_results"]


def fired(result: dict, family: str = "") -> set[str]:
    """The rules a ``verify`` result's findings name, only those of ``family`` ("FP", "FD") when it is given."""
    return {finding["rule"] for finding in findings_of(result) if finding["rule"].startswith(family)}


def verdict_of(answer: str, source: str) -> tuple[bool, list[dict]]:
    """Whether ``answer`` is publishable against the one ``source``, and every finding."""
    result = verify(answer, [source])
    return result["publishable"], findings_of(result)


def assert_verdict(answer: str, sources: object, rule: str | None) -> None:
    """Assert that ``answer`` is publishable against ``sources`` when ``rule`` is ``None``, else that it is blocked
    with a finding of ``rule`` (a code, or the start of one: "FE" for any FE rule)."""
    result = verify(answer, sources)
    if rule is None:
        assert result["publishable"], result["sentence_results"]
    else:
        assert not result["publishable"] and fired(result, rule), result["sentence_results"]
