"""``report-workflow-mcp``: the library's functions as MCP tools over stdio.

A third door beside the CLI and the Python API: every tool takes typed arguments, calls one library function and
returns its result as structured content with a published output schema. A library error comes back as a tool
error (``isError``) carrying the message and hint the CLI prints. What an agent may touch is fixed when the server
starts, never by a tool argument: the workspace (``--workspace``, else ``$REPORT_WORKFLOW_WORKSPACE``, else
``./report_jobs``) and the folders sources may be read from (``--allow-root``, default: the working directory).
Only protocol goes to stdout; logs go to stderr.
"""

from __future__ import annotations

import argparse
import functools
import os
import signal
import stat
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, NoReturn, TypedDict, get_args

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer

from . import __version__
from .contracts import ContractStamp, EvidenceItem, FindingRecord, StageRecord
from .errors import BadInput, MissingDependency, ReportWorkflowError
from .job import Job, check_job_id, resolve_workspace
from .prepare import SourceInput, parse_source_option, source_file_text
from .profiles import Profile
from .verify import verify, verify_claims

if TYPE_CHECKING:
    from mcp.server import MCPServer

INSTALL_HINT = "pip install 'report-workflow[mcp]'"
# The logging levels --log-level offers, spelt as the MCP server takes them.
LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR"]
INSTRUCTIONS = """\
Deterministic evidence gates for LLM-written text. No tool calls a model or the network.
Check an answer: verify_answer (answer + source texts) or verify_claims (claims + evidence texts).
Write a report: prepare_job → read the brief get_workflow_status returns → write claim_matrix.json, outline.json and
section_drafts/<section>.md into the job directory (cite with [CITE:<evidence_id>]; query_evidence finds ids) →
validate_job → fix every blocked sentence with its hint → validate_job again → render_job.
Rules are explained by list_rules(code)."""


# --- payloads: what the tools take and return (the contracts' own models where an artifact has one) -----------


class Payload(BaseModel):
    """A result as the library gives it: the schema names the fields to rely on, fields the library leaves out stay
    out, and fields it adds pass through."""

    model_config = ConfigDict(extra="allow")

    @model_serializer(mode="wrap")
    def _as_given(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return {key: value for key, value in handler(self).items() if key in self.model_fields_set}


class Argument(BaseModel):
    """A structured tool argument: an unknown field is an error, so a misspelt one is not silently ignored."""

    model_config = ConfigDict(extra="forbid")


class SourceFile(Argument):
    path: str = Field(description="a file under the server's allowed roots; relative to its working directory")
    role: Literal["source_data", "base_document"] = "source_data"


class ClaimToCheck(Argument):
    claim_id: str
    text: str = Field(min_length=1, description="the claim as it would be published")
    evidence_ids: list[str] = Field(description="ids (keys of `evidence`) the claim rests on")


class EvidenceRef(Payload):
    """A span of a source: ``text == source[start:end]``."""

    source_id: str
    start: int
    end: int
    text: str | None = None
    evidence_id: str | None = None


class Finding(Payload):
    """One rule firing on one sentence or claim: the reason, how to repair it, what it was compared with."""

    rule: str
    family: str
    severity: Literal["block", "warn"]
    reason: str
    hint: str
    evidence: EvidenceRef | None = None


class SentenceVerdict(Payload):
    sentence: str
    status: Literal["verified", "blocked"]
    checker: str | None = Field(description="family of the first blocking rule")
    rule: str | None
    reason: str
    hint: str | None
    source_id: str | None
    answer_span: list[int] = Field(description="[start, end) of the sentence in the answer")
    evidence: EvidenceRef | None
    findings: list[Finding]


class AnswerVerdict(Payload):
    publishable: bool
    verified_count: int
    blocked_count: int
    sentence_results: list[SentenceVerdict]
    verdict_hash: str = Field(description="sha256 of the canonical JSON of the verdicts")


class ClaimVerdict(Payload):
    claim_id: str
    status: Literal["verified", "blocked"]
    checker: str | None
    rule: str | None
    reason: str
    hint: str | None
    findings: list[Finding] = Field(description="cited evidence that was not supplied (FA001), or none cited (FA002)")
    sentence_results: list[SentenceVerdict] = Field(description="the claim's sentences against its evidence")


class ClaimsVerdict(Payload):
    publishable: bool
    verified_count: int
    blocked_count: int
    claim_results: list[ClaimVerdict]
    verdict_hash: str


class ProfileList(Payload):
    profiles: list[Profile]


class RuleInfo(Payload):
    code: str
    name: str
    family: str
    severity: Literal["block", "warn"]
    summary: str
    message: str
    hint: str
    doc: str | None = Field(description="what it does, why, an example and the fix; given when asked by code")


class RuleList(Payload):
    rules: list[RuleInfo]


class PreparedSource(Payload):
    source_id: str
    name: str
    revision: int
    items: int


class PreparedJob(Payload):
    job_id: str
    job_dir: str
    profile_id: str
    language: str
    evidence_count: int
    sources: list[PreparedSource]
    briefs: list[str]
    contract: ContractStamp = Field(description="copy into every JSON artifact as `_contract`")
    next_step: str
    warnings: list[str]


class WorkflowStatus(Payload):
    job_id: str
    job_dir: str
    stages: dict[str, StageRecord]
    missing_artifacts: list[str]
    next_step: str
    brief: str | None = Field(description="the brief to read next, relative to the job directory")
    brief_path: str | None
    brief_text: str | None


class EvidencePage(Payload):
    total: int
    offset: int
    limit: int
    items: list[EvidenceItem]
    unknown_ids: list[str] = Field(default_factory=list)


class Validation(Payload):
    job_id: str
    qa_decision: Literal["pass", "hard_fail"]
    passed: bool
    counts: dict[str, int]
    reasons: list[str]
    verdict_hash: str
    findings: list[FindingRecord] = Field(description="every finding, each with its reason and repair hint")


class Rendered(Payload):
    job_id: str
    docx_path: str
    published_dir: str
    engine: str
    counts: dict[str, int]
    render_check_passed: bool
    warnings: list[str]


# --- configuration: what the agent may touch ----------------------------------------------------------------------


@dataclass(frozen=True)
class ServerConfig:
    """The workspace and the folders sources may come from, fixed when the server starts."""

    workspace: Path
    allowed_roots: tuple[Path, ...]
    base: Path  # relative paths start here: the server's working directory

    @classmethod
    def from_options(cls, workspace: str | None, allowed_roots: Sequence[str]) -> ServerConfig:
        base = Path.cwd().resolve()
        roots = []
        for root in allowed_roots or [str(base)]:
            resolved = (base / Path(root).expanduser()).resolve()
            if not resolved.is_dir():
                raise BadInput(f"--allow-root {root} is not a folder", hint="name an existing folder")
            roots.append(resolved)
        return cls(resolve_workspace(workspace), tuple(roots), base)

    def readable_file(self, path: str, what: str = "source") -> Path:
        """``path`` with symlinks resolved, when that is a regular file inside an allowed root."""
        try:
            resolved = (self.base / Path(path).expanduser()).resolve()
        except (OSError, RuntimeError, ValueError) as error:
            raise BadInput(f"{what} {path!r} cannot be resolved ({error})") from None
        if not any(resolved.is_relative_to(root) for root in self.allowed_roots):
            raise BadInput(
                f"{what} {path!r} is outside the folders this server may read",
                hint=f"use a file under {', '.join(map(str, self.allowed_roots))}, "
                "or start report-workflow-mcp with --allow-root <folder>",
            )
        try:
            mode = resolved.stat().st_mode
        except FileNotFoundError:
            raise BadInput(f"{what} {path!r} does not exist") from None
        except OSError as error:
            raise BadInput(f"{what} {path!r} cannot be read ({error.strerror})") from None
        if not stat.S_ISREG(mode):
            raise BadInput(f"{what} {path!r} is not a regular file", hint="pass a file, not a folder or a device")
        return resolved

    def source(self, item: SourceFile | str) -> SourceInput:
        given = parse_source_option(item) if isinstance(item, str) else SourceInput(Path(item.path), item.role)
        return SourceInput(self.readable_file(str(given.path)), given.role)


# --- the tools ----------------------------------------------------------------------------------------------------

JobId = Annotated[str, Field(description="the job's id: letters, digits, '.', '_' or '-'")]


class Tools:
    """One method per tool; each calls one library function with the server's configuration."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config

    def verify_answer(
        self,
        answer: Annotated[str, Field(description="the text to check; [1], 【1】, [src], [CITE:id] markers scope a sentence")],
        sources: Annotated[
            dict[str, str] | list[str] | str | None,
            Field(description='source texts: {"id": "text"}, a list (ids "1", "2", ...) or one text (id "1")'),
        ] = None,
        source_files: Annotated[
            dict[str, str] | None,
            Field(description='source files: {"id": "path"} of any format prepare reads (pdf, docx, xlsx, csv, md, '
                              "txt, json), under the folders this server may read"),
        ] = None,
    ) -> AnswerVerdict:
        """Check every sentence of an answer against source texts or files; publishable only when none is blocked.

        Each blocked sentence names the rule, the reason, a repair hint and the source span it was compared with.
        The same input always gives the same verdict_hash.
        """
        return AnswerVerdict.model_validate(verify(answer, self._sources(sources, source_files)))

    def _sources(self, texts: dict[str, str] | list[str] | str | None,
                 files: dict[str, str] | None) -> dict[str, str] | list[str] | str:
        """The texts given, with the text of each file read by its reader (ids must not repeat)."""
        if not files:
            if texts is None:
                raise BadInput("no sources were given", hint="pass sources (texts) or source_files (paths)")
            return texts
        if texts is not None and not isinstance(texts, dict):
            raise BadInput("with source_files, sources must be an object of id -> text",
                           hint='e.g. {"notes": "..."}; the files bring their own ids')
        read = {source_id: source_file_text(self.config.readable_file(path)) for source_id, path in files.items()}
        repeated = sorted(set(read) & set(texts or {}))
        if repeated:
            raise BadInput(f"source id {repeated[0]!r} is given twice", hint="give every source a distinct id")
        return {**(texts or {}), **read}

    def verify_claims(
        self,
        claims: Annotated[list[ClaimToCheck], Field(min_length=1)],
        evidence: Annotated[dict[str, str], Field(description="evidence id -> evidence text")],
    ) -> ClaimsVerdict:
        """Check each claim against the union of the evidence texts it names, with the same gates as verify_answer.

        A claim naming an evidence id that is not in `evidence` is blocked as a fabricated citation (FA001), a claim
        naming none as unsupported (FA002).
        """
        return ClaimsVerdict.model_validate(verify_claims([claim.model_dump() for claim in claims], evidence))

    def list_report_profiles(self) -> ProfileList:
        """The report profiles prepare_job can use: sections, citation style, front-matter and figure rules."""
        from .profiles import all_profiles

        return ProfileList(profiles=list(all_profiles().values()))

    def list_rules(
        self, code: Annotated[str | None, Field(description="a rule code such as FE001 for its full doc")] = None
    ) -> RuleList:
        """Every gate rule with its code, family, severity and summary; with a code, that rule's full doc."""
        from .gates.registry import all_rules, get_rule

        if code is not None:
            return RuleList(rules=[RuleInfo.model_validate(get_rule(code).to_dict())])
        return RuleList(rules=[RuleInfo.model_validate({**rule.to_dict(), "doc": None}) for rule in all_rules()])

    def prepare_job(
        self,
        sources: Annotated[
            list[SourceFile | str],
            Field(min_length=1, description="source files (txt, md, csv, tsv, xlsx, json, pdf, docx); "
                                            "a string is a path, optionally ending in :source_data or :base_document"),
        ],
        prompt: Annotated[str, Field(description="what the report is about (never used as a path)")] = "",
        profile: Annotated[str | None, Field(description="a profile id; inferred from the prompt if omitted")] = None,
        title: str | None = None,
        authors: list[str] | None = None,
        affiliation: str | None = None,
        keywords: list[str] | None = None,
        template_fields: Annotated[
            dict[str, str] | None, Field(description="title-page fields such as {\"course\": \"ME301\"}")
        ] = None,
        reference_docx: Annotated[str | None, Field(description="a DOCX whose styles the report uses")] = None,
        job_id: Annotated[str | None, Field(description="the job's id; derived from the inputs if omitted")] = None,
    ) -> PreparedJob:
        """Parse sources into a job directory: evidence ledger, spec, blueprint, schemas and the agent's briefs.

        Returns the job directory, the `_contract` stamp every artifact must carry and the briefs to read.
        """
        from .prepare import prepare

        result = prepare(
            [self.config.source(item) for item in sources], prompt=prompt, profile=profile, title=title,
            authors=authors, affiliation=affiliation, keywords=keywords, template_fields=template_fields,
            reference_docx=self.config.readable_file(reference_docx, "reference DOCX") if reference_docx else None,
            job_id=check_job_id(job_id) if job_id is not None else None, workspace=self.config.workspace,
        )
        return PreparedJob.model_validate(result.to_dict())

    def get_workflow_status(self, job_id: JobId) -> WorkflowStatus:
        """Where a job stands: each stage, the agent artifacts still missing, the next step and the brief to read."""
        from .status import job_status

        status = job_status(check_job_id(job_id), self.config.workspace)
        brief = status["brief"]
        job = Job.open(job_id, self.config.workspace)
        return WorkflowStatus.model_validate({
            **status,
            "brief_path": str(job.path(brief)) if brief else None,
            "brief_text": job.read_text(brief) if brief else None,
        })

    def query_evidence(
        self,
        job_id: JobId,
        ids: Annotated[list[str] | None, Field(description="evidence ids to look up")] = None,
        text: Annotated[str | None, Field(description="case-insensitive text the items must contain")] = None,
        source_id: Annotated[str | None, Field(description="only items of this source")] = None,
        offset: Annotated[int, Field(ge=0)] = 0,
        limit: Annotated[int, Field(ge=1, le=1000)] = 20,
    ) -> EvidencePage:
        """Evidence items of a job by id, by text or by source: their ids, text, spans, quantities and grade."""
        from .ledger import query_evidence

        job = Job.open(check_job_id(job_id), self.config.workspace)
        found = query_evidence(job.path("evidence_ledger.jsonl"), ids=ids, grep=text, source_id=source_id,
                               offset=offset, limit=limit)
        return EvidencePage.model_validate(found)

    def validate_job(self, job_id: JobId) -> Validation:
        """Run every gate over the agent's artifacts and decide: pass, or hard_fail with a repair hint per finding.

        A tool error means the job cannot be validated yet (for example, artifacts still missing).
        """
        from .validate import validate

        result = validate(check_job_id(job_id), self.config.workspace)
        return Validation.model_validate({**result.to_dict(), "passed": result.passed})

    def render_job(
        self,
        job_id: JobId,
        allow_degraded: Annotated[
            bool, Field(description="without pandoc, write the DOCX with python-docx instead of failing")
        ] = False,
    ) -> Rendered:
        """Write the DOCX and the published pack; refused unless the last validation passed and nothing changed."""
        from .render import render

        result = render(check_job_id(job_id), self.config.workspace, allow_degraded=allow_degraded)
        return Rendered.model_validate(result.to_dict())


class ToolHints(TypedDict, total=False):
    """The behaviour hints of a tool, as ``ToolAnnotations`` takes them."""

    read_only_hint: bool
    destructive_hint: bool
    idempotent_hint: bool
    open_world_hint: bool


READ_ONLY: ToolHints = {"read_only_hint": True, "open_world_hint": False}
WRITES_JOB: ToolHints = {
    "read_only_hint": False, "destructive_hint": False, "idempotent_hint": True, "open_world_hint": False
}
TOOL_HINTS: dict[str, ToolHints] = {
    "verify_answer": READ_ONLY,
    "verify_claims": READ_ONLY,
    "list_report_profiles": READ_ONLY,
    "list_rules": READ_ONLY,
    # Preparing an existing job again replaces its tool outputs (the agent's artifacts stay).
    "prepare_job": {**WRITES_JOB, "destructive_hint": True},
    "get_workflow_status": READ_ONLY,
    "query_evidence": READ_ONLY,
    "validate_job": WRITES_JOB,
    "render_job": WRITES_JOB,
}


def _reported_as(tool_error: type[Exception], method: Callable[..., Any]) -> Callable[..., Any]:
    """``method`` with library errors raised as ``tool_error``: an ``isError`` result with the CLI's message."""

    @functools.wraps(method)
    def tool(*args: Any, **kwargs: Any) -> Any:
        try:
            return method(*args, **kwargs)
        except ReportWorkflowError as error:
            raise tool_error(str(error)) from error

    return tool


def create_server(config: ServerConfig, log_level: LogLevel = "WARNING") -> MCPServer:
    """The MCP server with every tool registered; a clear error when the ``mcp`` package is missing."""
    try:
        from mcp.server import MCPServer
        from mcp.server.mcpserver.exceptions import ToolError
        from mcp.types import ToolAnnotations
    except ImportError as error:
        raise MissingDependency(
            f"report-workflow-mcp needs the mcp package, version 2 or later ({error})", hint=INSTALL_HINT
        ) from None
    server = MCPServer("report-workflow", version=__version__, instructions=INSTRUCTIONS, log_level=log_level)
    tools = Tools(config)
    for name, hints in TOOL_HINTS.items():
        server.add_tool(_reported_as(ToolError, getattr(tools, name)), annotations=ToolAnnotations(**hints))
    return server


# --- the command --------------------------------------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        """Usage errors are bad input (exit 4); argparse's own exit 2 means "blocked" here."""
        raise BadInput(message, hint="run report-workflow-mcp --help")


def _options(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = _Parser(prog="report-workflow-mcp", description="Serve the report-workflow tools over MCP (stdio).")
    parser.add_argument("--workspace", help="folder holding jobs (default: $REPORT_WORKFLOW_WORKSPACE or "
                                            "./report_jobs); tools cannot choose another")
    parser.add_argument("--allow-root", dest="allow_roots", action="append", default=[], metavar="FOLDER",
                        help="a folder prepare_job may read sources from (repeatable; default: the working directory)")
    parser.add_argument("--log-level", default="WARNING", choices=get_args(LogLevel),
                        help="logging on stderr (default: WARNING)")
    parser.add_argument("--version", action="version", version=f"report-workflow-mcp {__version__}")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> None:
    """Entry point: serve over stdio until the client closes the connection."""
    try:
        options = _options(argv)
        server = create_server(ServerConfig.from_options(options.workspace, options.allow_roots), options.log_level)
    except ReportWorkflowError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(int(error.exit_code))
    signal.signal(signal.SIGINT, _stop)
    server.run("stdio")


def _stop(signum: int, frame: object) -> None:
    """Ctrl-C in a terminal: the user stopped the server, which is not an error. It stops at once, wherever the
    event loop is (an interrupt raised inside a running task would be logged as a crash): every job file is written
    atomically and a job's lock is released with the process, so no job is left half-written or locked."""
    print("stopped", file=sys.stderr, flush=True)
    os._exit(0)


if __name__ == "__main__":
    main()
