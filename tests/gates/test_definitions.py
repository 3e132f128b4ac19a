"""FE024: a class defined by a bound keeps that bound (建筑高度大于100.0m的民用建筑为超高层建筑)."""

from __future__ import annotations

import pytest

from report_workflow.gates.definitions import definitions
from report_workflow.gates.inputs import Statement
from report_workflow.verify import verify
from tests.support import fired, verdict_of

CODE = "建筑高度大于100.0m的民用建筑为超高层建筑。"
CODE_EN = "Under the code, civil buildings more than 100 metres tall are classified as super high-rise buildings."
CLASSES = "建筑高度大于100.0m的民用建筑为超高层建筑；建筑高度大于27.0m的住宅建筑为高层住宅建筑。"


@pytest.mark.parametrize(("text", "defined", "limit"), [
    ("根据规范，建筑高度超过50米的民用建筑均为超高层建筑。", "超高层建筑", 50.0),
    ("Civil buildings more than 100 metres tall are classified as super high-rise buildings.",
     "super high-rise buildings", 100.0),
])
def test_a_definition_by_a_bound_is_read_with_its_class(text: str, defined: str, limit: float) -> None:
    ((definition,),) = (definitions(Statement(text)),)
    assert (definition.defined, definition.bound.value) == (defined, limit)


@pytest.mark.parametrize("text", [
    "The tower is more than 100 metres tall.",
    "该楼建筑高度超过100米。",
])
def test_a_bound_stated_as_a_measurement_defines_nothing(text: str) -> None:
    assert definitions(Statement(text)) == ()


@pytest.mark.parametrize(("answer", "source"), [
    ("根据规范，建筑高度超过50米的民用建筑均为超高层建筑[1]。", CODE),
    ("Civil buildings more than 50 metres tall are classified as super high-rise buildings [1].", CODE_EN),
    ("建筑高度大于100米的住宅建筑为高层住宅建筑[1]。", CLASSES),
])
def test_a_class_defined_by_another_bound_blocks(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert "FE024" in fired(result), result["sentence_results"]
    assert not result["publishable"]


@pytest.mark.parametrize(("answer", "source"), [
    ("根据规范，建筑高度超过100米的民用建筑为超高层建筑[1]。", CODE),
    ("Civil buildings over 100 m tall are classified as super high-rise buildings [1].", CODE_EN),
    ("建筑高度大于27米的住宅建筑为高层住宅建筑[1]。", CLASSES),
    # a bound as a measurement is implied by a stronger one
    ("该楼建筑高度超过50米[1]。", "该楼建筑高度超过100米，为超高层建筑。"),
])
def test_a_class_defined_by_the_evidence_bound_or_a_measurement_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings
