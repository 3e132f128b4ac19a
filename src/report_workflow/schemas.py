"""JSON Schemas of the artifacts, generated from the pydantic contracts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .contracts import ARTIFACT_MODELS
from .errors import BadInput
from .job import atomic_write_text

SCHEMA_BASE_URI = "https://report-workflow.dev/schemas/"


def schema_names() -> list[str]:
    return sorted(ARTIFACT_MODELS)


def artifact_schema(name: str) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of one artifact."""
    if name not in ARTIFACT_MODELS:
        raise BadInput(f"unknown schema {name!r}", hint=f"choose one of: {', '.join(schema_names())}")
    schema = ARTIFACT_MODELS[name].model_json_schema(by_alias=True, mode="validation")
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"{SCHEMA_BASE_URI}{name}.schema.json",
        **schema,
    }


def render_schema(name: str) -> str:
    return json.dumps(artifact_schema(name), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def schema_files() -> dict[str, str]:
    """File name → text for every schema, as written to ``schemas/`` and to each job."""
    return {f"{name}.schema.json": render_schema(name) for name in schema_names()}


def write_schemas(directory: Path) -> list[Path]:
    written = []
    for file_name, text in schema_files().items():
        target = directory / file_name
        atomic_write_text(target, text)
        written.append(target)
    return written
