"""The published schemas/ are exactly what the pydantic contracts generate."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from report_workflow.schemas import artifact_schema, schema_files

SCHEMAS = Path(__file__).parents[1] / "schemas"


def test_schemas_folder_matches_the_contracts():
    generated = schema_files()
    on_disk = {path.name: path.read_text(encoding="utf-8") for path in SCHEMAS.glob("*.schema.json")}
    assert sorted(on_disk) == sorted(generated), "run `report-workflow schema --write schemas`"
    for name, text in generated.items():
        assert on_disk[name] == text, f"{name} drifted: run `report-workflow schema --write schemas`"


@pytest.mark.parametrize("name", sorted(path.name.split(".")[0] for path in SCHEMAS.glob("*.schema.json")))
def test_every_schema_is_a_valid_draft_2020_12_schema(name):
    Draft202012Validator.check_schema(artifact_schema(name))


def test_claim_matrix_schema_requires_the_contract_stamp_and_rejects_unknown_fields():
    validator = Draft202012Validator(artifact_schema("claim_matrix"))
    stamp = {"job_id": "j", "ledger_digest": "a", "registry_digest": "b"}
    claim = {"claim_id": "c1", "claim_text": "Flow was 12 L/min.", "claim_type": "statistical",
             "status": "supported", "evidence_ids": ["ev-1"]}
    assert not list(validator.iter_errors({"_contract": stamp, "claims": [claim]}))
    assert list(validator.iter_errors({"claims": [claim]}))
    assert list(validator.iter_errors({"_contract": stamp, "claims": [{**claim, "evidence_id": "x"}]}))
    assert json.dumps(artifact_schema("claim_matrix"))
