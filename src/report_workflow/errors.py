"""Errors that carry the CLI exit code they map to (AGENTS.md, "Exit codes")."""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    OK = 0
    INTERNAL = 1
    BLOCKED = 2
    WAITING = 3
    BAD_INPUT = 4
    MISSING_DEPENDENCY = 5


class ReportWorkflowError(Exception):
    """Base error: a message a person can act on, an optional hint and location."""

    exit_code: ExitCode = ExitCode.INTERNAL

    def __init__(self, message: str, *, hint: str | None = None, where: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.where = where

    def to_dict(self) -> dict[str, object]:
        return {
            "error": type(self).__name__,
            "exit_code": int(self.exit_code),
            "message": self.message,
            "where": self.where,
            "hint": self.hint,
        }

    def __str__(self) -> str:
        text = self.message
        if self.where:
            text = f"{self.where}: {text}"
        if self.hint:
            text = f"{text}\n  hint: {self.hint}"
        return text


class BadInput(ReportWorkflowError, ValueError):
    """Input that cannot be used: missing, malformed, too large, unsafe."""

    exit_code = ExitCode.BAD_INPUT


class ArtifactsMissing(ReportWorkflowError):
    """The job waits for agent-authored artifacts."""

    exit_code = ExitCode.WAITING


class Blocked(ReportWorkflowError):
    """The gates refused: nothing is published."""

    exit_code = ExitCode.BLOCKED


class MissingDependency(ReportWorkflowError):
    """An optional tool or package needed for this step is not installed."""

    exit_code = ExitCode.MISSING_DEPENDENCY
