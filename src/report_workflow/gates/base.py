"""Rules and findings: what every gate family is built from.

A rule is a small class with a stable code, a family, a severity, a message template and a hint template; its
docstring is the rule's documentation (what it does, why it matters, an example, the fix), printed by
``report-workflow rules CODE``. A gate only decides *when* a rule fires and with which arguments; the rule turns
them into a ``Finding`` a person can act on.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, NotRequired, TypedDict

Severity = Literal["block", "warn"]

FAMILIES: dict[str, str] = {
    "SCHEMA": "artifacts parse, satisfy their schemas and carry a stamp matching the ledger",
    "FA": "linkage: citations name real evidence, and claims, sentences and evidence agree",
    "FB": "backing: statistical claims rest on quantitative evidence",
    "FE": "content: numbers, quotes and terms of the sentence are stated by the evidence",
    "FP": "polarity: negation and direction agree with the evidence",
    "FN": "attribution: a number sits with the same entity, metric and period, and a quote with the same speaker, "
          "as in the evidence",
    "FD": "strength: the wording is no stronger than the evidence",
    "FS": "prose: the published prose states what the claim states",
    "FC": "conflicts: disagreeing evidence is registered, not silently picked",
    "QA": "report quality: sections, placeholders, leaks, front matter, figures",
    "RENDER": "the written document holds every sentence and resolves every citation",
}


@dataclass(frozen=True, slots=True)
class EvidenceRef:
    """The evidence span a finding compared against: ``text == source_text[start:end]``."""

    source_id: str
    start: int
    end: int
    text: str
    evidence_id: str | None = None

    def to_dict(self) -> dict[str, Any]:
        record: dict[str, Any] = {"source_id": self.source_id, "start": self.start, "end": self.end, "text": self.text}
        if self.evidence_id is not None:
            record["evidence_id"] = self.evidence_id
        return record


@dataclass(frozen=True, slots=True)
class Finding:
    """One rule firing on one sentence (or claim): the reason, the repair, and what it was compared with."""

    rule: str
    name: str
    family: str
    severity: Severity
    reason: str
    hint: str
    sentence: str
    span: tuple[int, int] | None
    evidence: EvidenceRef | None = None
    location: str | None = None

    @property
    def blocks(self) -> bool:
        return self.severity == "block"

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "name": self.name,
            "family": self.family,
            "severity": self.severity,
            "reason": self.reason,
            "hint": self.hint,
            "sentence": self.sentence,
            "span": list(self.span) if self.span is not None else None,
            "evidence": self.evidence.to_dict() if self.evidence is not None else None,
            "location": self.location,
        }


class Where(TypedDict):
    """What a finding is about, gathered once and passed to several ``Rule.finding`` calls as ``**where``."""

    sentence: str
    span: tuple[int, int] | None
    evidence: NotRequired[EvidenceRef | None]
    location: NotRequired[str | None]


class Rule:
    """Base of every rule. Subclasses set the class attributes; the subclass docstring is the rule doc."""

    code: ClassVar[str]
    family: ClassVar[str]
    severity: ClassVar[Severity] = "block"
    message: ClassVar[str]
    hint: ClassVar[str]

    @property
    def name(self) -> str:
        return type(self).__name__

    @property
    def doc(self) -> str:
        return inspect.cleandoc(type(self).__doc__ or "")

    @property
    def summary(self) -> str:
        return self.doc.split("\n", 1)[0]

    def finding(
        self,
        *,
        sentence: str,
        span: tuple[int, int] | None,
        evidence: EvidenceRef | None = None,
        location: str | None = None,
        **args: Any,
    ) -> Finding:
        """A finding with the message and hint templates filled from ``args``."""
        return Finding(
            rule=self.code,
            name=self.name,
            family=self.family,
            severity=self.severity,
            reason=self.message.format(**args),
            hint=self.hint.format(**args),
            sentence=sentence,
            span=span,
            evidence=evidence,
            location=location,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "name": self.name,
            "family": self.family,
            "severity": self.severity,
            "summary": self.summary,
            "message": self.message,
            "hint": self.hint,
            "doc": self.doc,
        }

    def __repr__(self) -> str:
        return f"<{self.code} {self.name}>"


def excerpt(text: str, limit: int = 160) -> str:
    """``text`` on one line, cut to ``limit`` characters, for messages and hints."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def first_per_rule(findings: list[Finding]) -> list[Finding]:
    """The first finding of each rule: one sentence blocked once per reason, however many clauses repeat it."""
    seen: set[str] = set()
    kept = []
    for finding in findings:
        if finding.rule not in seen:
            seen.add(finding.rule)
            kept.append(finding)
    return kept
