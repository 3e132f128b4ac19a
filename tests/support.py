"""Test support: bundled examples prepared into a temporary workspace with their agent artifacts."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

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
