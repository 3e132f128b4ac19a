"""The rule registry: stable codes, one family each, a doc in four parts, and templates that format."""

from __future__ import annotations

import re
import string

import pytest

from report_workflow.errors import BadInput
from report_workflow.gates.base import FAMILIES
from report_workflow.gates.registry import all_rules, get_rule


def test_codes_are_unique_and_follow_the_family_scheme() -> None:
    codes = [rule.code for rule in all_rules()]
    assert len(codes) == len(set(codes))
    for rule in all_rules():
        assert re.fullmatch(rf"{rule.family}\d{{3}}", rule.code), rule.code
        assert rule.family in FAMILIES


def test_every_rule_doc_says_what_why_example_and_fix() -> None:
    for rule in all_rules():
        for part in ("What it does:", "Why it matters:", "Example:", "Fix:"):
            assert part in rule.doc, f"{rule.code} doc lacks {part!r}"


RESERVED = {"sentence", "span", "evidence", "location"}


def _fields(rule: object) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(rule.message + rule.hint) if name}


def test_templates_do_not_use_the_names_of_finding_arguments() -> None:
    clashes = {rule.code: sorted(_fields(rule) & RESERVED) for rule in all_rules() if _fields(rule) & RESERVED}
    assert not clashes, f"template fields clash with Rule.finding arguments: {clashes}"


def test_message_and_hint_templates_format_with_their_own_fields() -> None:
    for rule in all_rules():
        fields = _fields(rule)
        if fields & RESERVED:
            continue  # reported by the test above
        finding = rule.finding(sentence="s", span=(0, 1), **{name: f"<{name}>" for name in fields})
        assert finding.rule == rule.code and finding.family == rule.family
        for name in fields:
            assert f"<{name}>" in finding.reason + finding.hint


def test_get_rule_is_case_insensitive() -> None:
    assert get_rule("fe001").code == "FE001"


def test_unknown_code_is_bad_input_with_a_hint() -> None:
    with pytest.raises(BadInput) as raised:
        get_rule("FE999")
    assert "report-workflow rules" in (raised.value.hint or "")


def test_content_families_have_the_rules_the_gates_promise() -> None:
    families = {rule.family for rule in all_rules()}
    assert {"FA", "FB", "FE", "FP", "FN", "FD"} <= families


def test_warning_rules_do_not_block() -> None:
    warning = get_rule("FE008")
    assert warning.severity == "warn"
    assert not warning.finding(sentence="300", span=(0, 3), number="300", evidence_number="over 300").blocks
