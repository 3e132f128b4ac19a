"""The ``report-workflow`` command: a thin shell over the library (parse options, call, print, exit code)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from . import __version__
from .errors import BadInput, ExitCode, ReportWorkflowError

stderr = Console(stderr=True, highlight=False)
DEBUG_ENV = "REPORT_WORKFLOW_DEBUG"

json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON document on stdout.")
workspace_option = click.option(
    "--workspace", type=click.Path(file_okay=False), default=None,
    help="Folder holding jobs (default: $REPORT_WORKFLOW_WORKSPACE or ./report_jobs).",
)
job_id_option = click.option("--job-id", required=True, help="The job to work on.")


def emit_json(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


def handles_errors(command: Callable[..., Any]) -> Callable[..., Any]:
    """Turn library errors into a readable message (or a JSON error document) and the documented exit code."""

    @wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return command(*args, **kwargs)
        except ReportWorkflowError as error:
            if kwargs.get("as_json"):
                emit_json(error.to_dict())
            stderr.print(f"[bold red]error:[/] {escape(str(error))}", soft_wrap=True)
            sys.exit(int(error.exit_code))

    return wrapper


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="report-workflow")
def cli() -> None:
    """Deterministic evidence gates between an LLM-drafted report and a published one.

    \b
    prepare → (an agent writes claim_matrix, outline, drafts) → validate → render
    verify checks any answer against sources with the same gates.

    \b
    Exit codes: 0 ok · 1 internal error · 2 blocked by gates · 3 waiting for agent artifacts
                4 bad input or usage · 5 missing dependency
    """


def _parse_fields(values: tuple[str, ...]) -> dict[str, str]:
    fields = {}
    for value in values:
        key, sep, text = value.partition("=")
        if not sep or not key.strip():
            raise BadInput(f"--template-field {value!r} must look like KEY=VALUE")
        fields[key.strip()] = text
    return fields


@cli.command()
@click.option("--source", "sources", multiple=True, required=True, metavar="PATH[:ROLE]",
              help="A source file; ROLE is source_data (default) or base_document. Repeatable.")
@click.option("--prompt", default="", help="What the report should be about (never used as a path).")
@click.option("--profile", default=None, help="Profile id (see `report-workflow profiles`); inferred if omitted.")
@click.option("--title", default=None, help="Report title for the front matter.")
@click.option("--author", "authors", multiple=True, help="An author. Repeatable.")
@click.option("--affiliation", default=None, help="Authors' affiliation.")
@click.option("--keyword", "keywords", multiple=True, help="A keyword. Repeatable.")
@click.option("--template-field", "template_fields", multiple=True, metavar="KEY=VALUE",
              help="A title-page field such as course=ME301. Repeatable.")
@click.option("--reference-docx", type=click.Path(dir_okay=False), default=None,
              help="A DOCX whose styles the rendered report uses.")
@click.option("--job-id", default=None, help="Job id (default: derived from the inputs).")
@click.option("--max-source-bytes", type=int, default=None,
              help="Largest source accepted (default 100 MiB or $REPORT_WORKFLOW_MAX_SOURCE_BYTES).")
@workspace_option
@json_option
@handles_errors
def prepare(sources: tuple[str, ...], prompt: str, profile: str | None, title: str | None,
            authors: tuple[str, ...], affiliation: str | None, keywords: tuple[str, ...],
            template_fields: tuple[str, ...], reference_docx: str | None, job_id: str | None,
            max_source_bytes: int | None, workspace: str | None, as_json: bool) -> None:
    """Parse sources into a job directory: registry, evidence ledger, spec, blueprint, schemas, agent briefs."""
    from .prepare import prepare as run_prepare

    result = run_prepare(
        list(sources), prompt=prompt, profile=profile, title=title, authors=list(authors),
        affiliation=affiliation, keywords=list(keywords), template_fields=_parse_fields(template_fields),
        reference_docx=reference_docx, job_id=job_id, workspace=workspace, max_bytes=max_source_bytes,
    )
    if as_json:
        emit_json(result.to_dict())
        return
    click.echo(f"job {result.job_id}: {result.evidence_count} evidence items from {len(result.sources)} sources")
    for source in result.sources:
        click.echo(f"  {source['source_id']:<28} rev {source['revision']}  {source['items']:>7} items  {source['name']}")
    for warning in result.warnings:
        stderr.print(f"[yellow]warning:[/] {escape(str(warning))}")
    click.echo(f"profile {result.profile_id}, language {result.language}")
    click.echo(f"job directory: {result.job_dir}")
    click.echo(f"next: {result.next_step}")


@cli.command()
@job_id_option
@workspace_option
@json_option
@handles_errors
def status(job_id: str, workspace: str | None, as_json: bool) -> None:
    """Stages of a job, the agent artifacts still missing, and the next step."""
    from .status import job_status

    report = job_status(job_id, workspace)
    if as_json:
        emit_json(report)
        return
    table = Table(title=f"job {report['job_id']}", show_header=True)
    for column in ("stage", "state", "detail"):
        table.add_column(column)
    for name in ("prepare", "author", "validate", "render"):
        stage = report["stages"].get(name, {"state": "pending", "detail": None})
        table.add_row(name, stage["state"], escape(stage.get("detail") or ""))
    Console().print(table)
    click.echo(f"next: {report['next_step']}")


@cli.command()
@job_id_option
@click.option("--id", "ids", multiple=True, help="An evidence id. Repeatable.")
@click.option("--grep", default=None, help="Case-insensitive text to look for.")
@click.option("--source", "source_id", default=None, help="Only items of this source id.")
@click.option("--offset", type=click.IntRange(min=0), default=0)
@click.option("--limit", type=click.IntRange(1, 1000), default=20)
@workspace_option
@json_option
@handles_errors
def evidence(job_id: str, ids: tuple[str, ...], grep: str | None, source_id: str | None, offset: int,
             limit: int, workspace: str | None, as_json: bool) -> None:
    """Look up evidence items of a job by id, text or source."""
    from .job import Job
    from .ledger import query_evidence

    job = Job.open(job_id, workspace)
    result = query_evidence(job.path("evidence_ledger.jsonl"), ids=list(ids), grep=grep, source_id=source_id,
                            offset=offset, limit=limit)
    if as_json:
        emit_json(result)
        return
    for item in result["items"]:
        click.echo(f"{item['evidence_id']}  {item['source_id']}  {item['kind']}  grade {item['grade']}  {item['locator']}")
        click.echo(f"    {item['text'][:300]}")
    shown = len(result["items"])
    click.echo(f"{shown} of {result['total']} matching items (offset {offset})")
    if result.get("unknown_ids"):
        click.echo(f"unknown ids: {', '.join(result['unknown_ids'])}")


@cli.command()
@click.argument("name", required=False)
@click.option("--write", "write_dir", type=click.Path(file_okay=False), default=None,
              help="Write every schema into this folder instead of printing.")
@handles_errors
def schema(name: str | None, write_dir: str | None) -> None:
    """Print the JSON Schema of an artifact (no NAME: list them)."""
    from .schemas import render_schema, schema_names, write_schemas

    if write_dir:
        for path in write_schemas(Path(write_dir)):
            click.echo(str(path))
    elif name:
        click.echo(render_schema(name), nl=False)
    else:
        click.echo("\n".join(schema_names()))


@cli.command()
@json_option
@handles_errors
def profiles(as_json: bool) -> None:
    """List the report profiles."""
    from .profiles import all_profiles

    found = all_profiles()
    if as_json:
        emit_json([profile.model_dump() for profile in found.values()])
        return
    for profile in found.values():
        sections = ", ".join(section.id + ("" if section.required else "?") for section in profile.sections)
        click.echo(f"{profile.id:<28} {profile.name.en} / {profile.name.zh}")
        click.echo(f"{'':<28} citations {profile.citation_style}, {profile.strictness}; sections: {sections}")


@cli.command()
@json_option
@handles_errors
def doctor(as_json: bool) -> None:
    """What is installed, and what each missing piece costs."""
    from .doctor import doctor as run_doctor

    report = run_doctor()
    if as_json:
        emit_json(report)
    else:
        for check in report["checks"]:
            mark = "ok  " if check["ok"] else "MISS"
            line = f"{mark} {check['name']:<24} {check['version'] or ''}"
            click.echo(line if check["ok"] else f"{line}  -> {check['cost']}")
    sys.exit(0 if report["ok"] else int(ExitCode.MISSING_DEPENDENCY))


def _print_findings(findings: list[dict[str, Any]], title: str) -> None:
    """Blocks grouped by section, each with its fix, on stderr."""
    blocking = [f for f in findings if f["severity"] == "block"]
    if not blocking:
        return
    table = Table(title=title, show_lines=True)
    for column in ("where", "rule", "reason", "fix"):
        table.add_column(column, overflow="fold")
    for finding in blocking:
        where = finding.get("sentence_id") or finding.get("claim_id") or finding.get("draft_path") or "-"
        section = finding.get("section_id")
        place = f"{section}: {where}" if section else where
        # reasons quote the draft, whose [CITE:...] markers are text, not markup
        table.add_row(*map(escape, (place, finding["rule"], finding["reason"], finding.get("hint") or "")))
    stderr.print(table)


@cli.command()
@job_id_option
@workspace_option
@json_option
@handles_errors
def validate(job_id: str, workspace: str | None, as_json: bool) -> None:
    """Run every gate over the agent's artifacts; exit 0 pass, 2 blocked, 3 artifacts missing, 4 invalid input."""
    from .validate import validate as run_validate

    result = run_validate(job_id, workspace)
    if as_json:
        emit_json(result.to_dict())
    else:
        _print_findings(result.findings, f"job {job_id}: blocked sentences and claims")
        warnings = result.counts["warnings"]
        click.echo(f"qa_decision: {result.qa_decision} ({result.counts['blocking']} blocking, {warnings} warnings; "
                   f"{result.counts['sentences']} sentences, {result.counts['claims']} claims)")
        click.echo(f"verdict hash: {result.verdict_hash}")
    sys.exit(_validation_exit(result))


def _validation_exit(result: Any) -> int:
    """0 pass; 4 when artifacts are unreadable or break their schemas (invalid input); 2 otherwise."""
    if result.passed:
        return int(ExitCode.OK)
    return int(ExitCode.BAD_INPUT if result.counts.get("family_SCHEMA") else ExitCode.BLOCKED)


@cli.command()
@job_id_option
@click.option("--write", is_flag=True, help="Apply the mapping to the agent artifacts.")
@workspace_option
@json_option
@handles_errors
def remap(job_id: str, write: bool, workspace: str | None, as_json: bool) -> None:
    """Propose new evidence ids for citations whose source was prepared again (same text, new id)."""
    from .remap import remap as run_remap

    result = run_remap(job_id, workspace, write=write)
    if as_json:
        emit_json(result.to_dict())
        return
    for old, new in result.mapping.items():
        click.echo(f"{old} -> {new}")
    for old in result.unresolved:
        click.echo(f"{old} -> (text changed or removed: rewrite the claim)")
    if write:
        click.echo(f"updated: {', '.join(result.written) or 'nothing'}")
    elif result.mapping:
        click.echo("run again with --write to apply")


def _render_and_report(job_id: str, workspace: str | None, allow_degraded: bool, as_json: bool) -> None:
    from .render import render as run_render

    result = run_render(job_id, workspace, allow_degraded=allow_degraded)
    if as_json:
        emit_json(result.to_dict())
    else:
        click.echo(f"rendered with {result.engine}: {result.docx_path}")
        click.echo(f"published pack: {result.published_dir}")


allow_degraded_option = click.option(
    "--allow-degraded-render", "allow_degraded", is_flag=True,
    help="Without pandoc, write the DOCX with python-docx instead of failing (exit 5).",
)


@cli.command()
@job_id_option
@allow_degraded_option
@workspace_option
@json_option
@handles_errors
def render(job_id: str, allow_degraded: bool, workspace: str | None, as_json: bool) -> None:
    """Write the DOCX and the published pack; refuses unless the last validation passed (exit 2)."""
    _render_and_report(job_id, workspace, allow_degraded, as_json)


@cli.command()
@job_id_option
@allow_degraded_option
@workspace_option
@json_option
@handles_errors
def run(job_id: str, allow_degraded: bool, workspace: str | None, as_json: bool) -> None:
    """Validate, then render if validation passed."""
    from .validate import validate as run_validate

    result = run_validate(job_id, workspace)
    if not result.passed:
        if as_json:
            emit_json(result.to_dict())
        _print_findings(result.findings, f"job {job_id}: blocked sentences and claims")
        click.echo(f"qa_decision: {result.qa_decision}; nothing rendered", err=True)
        sys.exit(_validation_exit(result))
    _render_and_report(job_id, workspace, allow_degraded, as_json)


def _read_sources(pairs: tuple[str, ...], sources_json: str | None) -> dict[str, str]:
    sources: dict[str, str] = {}
    if sources_json:
        data = _read_json_file(sources_json)
        if isinstance(data, list):
            data = {str(index): text for index, text in enumerate(data, start=1)}
        if not isinstance(data, dict):
            raise BadInput(f"{sources_json} must hold a JSON object (id -> text) or a list of texts")
        sources.update(data)
    for pair in pairs:
        source_id, path = _source_pair(pair)
        if source_id in sources:
            raise BadInput(f"source id {source_id!r} is given twice")
        sources[source_id] = _source_text(path)
    if not sources:
        raise BadInput("no sources given", hint="pass --source ID=PATH or --source PATH (repeatable), or --sources-json FILE")
    return sources


def _source_pair(pair: str) -> tuple[str, str]:
    """``ID=PATH``, or a bare ``PATH`` cited by its file name without the extension (q3.pdf is cited as [q3])."""
    source_id, sep, path = pair.partition("=")
    if sep and source_id and path:
        return source_id, path
    if not sep and pair and pair != "-":
        return Path(pair).stem, pair
    raise BadInput(f"--source {pair!r} must look like ID=PATH or PATH", hint="e.g. --source q3=report.pdf")


def _source_text(path: str) -> str:
    """The text of a source file of any format prepare reads (txt, md, csv, xlsx, json, pdf, docx); '-' is stdin."""
    from .prepare import source_file_text

    return sys.stdin.read() if path == "-" else source_file_text(Path(path))


def _read_text_file(path: str) -> str:
    try:
        return sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BadInput(f"{path} does not exist") from None
    except IsADirectoryError:
        raise BadInput(f"{path} is a directory, not a file") from None
    except UnicodeDecodeError as exc:
        raise BadInput(f"{path} is not UTF-8 text ({exc.reason} at byte {exc.start})") from None


def _read_json_file(path: str) -> Any:
    from .job import parse_json

    return parse_json(_read_text_file(path), path)


@cli.command()
@click.argument("answer_file", required=False, metavar="[ANSWER]")
@click.option("--answer", "answer_path", default=None, metavar="FILE", help="The answer to check ('-' for stdin).")
@click.option("--source", "source_pairs", multiple=True, metavar="ID=PATH",
              help="A source file (txt, md, csv, xlsx, json, pdf, docx); a bare PATH is cited by its name without "
                   "the extension. Repeatable.")
@click.option("--sources-json", default=None, metavar="FILE", help="JSON object id -> text, or a list of texts.")
@click.option("--batch", "batch_path", default=None, metavar="FILE.jsonl",
              help="JSONL records {id, answer, sources}; one result line per record, in input order.")
@click.option("--workers", type=click.IntRange(1, 64), default=1, help="Processes for --batch.")
@json_option
@handles_errors
def verify(answer_file: str | None, answer_path: str | None, source_pairs: tuple[str, ...], sources_json: str | None,
           batch_path: str | None, workers: int, as_json: bool) -> None:
    """Check an answer against sources with the content gates; exit 0 publishable, 2 blocked.

    The answer is the file ANSWER (or --answer FILE), or standard input when it is '-' or not given.
    """
    from .verify import verify as run_verify
    from .verify import verify_batch

    if batch_path:
        blocked = _verify_batch(batch_path, workers, verify_batch)
        sys.exit(int(ExitCode.BLOCKED) if blocked else 0)
    answer = _read_text_file(_answer_source(answer_file, answer_path))
    result = run_verify(answer, _read_sources(source_pairs, sources_json))
    if as_json:
        emit_json(result)
    else:
        for sentence in result["sentence_results"]:
            mark = "ok   " if sentence["status"] == "verified" else "BLOCK"
            click.echo(f"{mark} {sentence['sentence']}")
            if sentence["status"] != "verified":
                click.echo(f"      {sentence['rule']}: {sentence['reason']}")
                if sentence.get("hint"):
                    click.echo(f"      fix: {sentence['hint']}")
        click.echo(f"publishable: {result['publishable']} ({result['verified_count']} verified, "
                   f"{result['blocked_count']} blocked); verdict hash {result['verdict_hash']}")
    sys.exit(0 if result["publishable"] else int(ExitCode.BLOCKED))


def _answer_source(answer_file: str | None, answer_path: str | None) -> str:
    """The one path the answer is read from ('-' is standard input), refusing to wait on a terminal for it."""
    if answer_file and answer_path and answer_file != answer_path:
        raise BadInput(f"two answers were given ({answer_file} and --answer {answer_path})",
                       hint="give the answer once, as ANSWER or as --answer FILE")
    path = answer_file or answer_path or "-"
    if path == "-" and sys.stdin.isatty():
        raise BadInput("no answer was given", hint="pass the answer file (report-workflow verify answer.md "
                       "--source 1=source.txt) or pipe it on standard input")
    return path


def _verify_batch(batch_path: str, workers: int, verify_batch: Callable[..., Any]) -> bool:
    from .job import parse_json

    def records():
        text = _read_text_file(batch_path)
        for number, line in enumerate(text.splitlines(), start=1):
            if line.strip():
                yield parse_json(line, f"{batch_path}:{number}")

    blocked = False
    for result in verify_batch(records(), workers=workers):
        blocked = blocked or not result.get("publishable", False)
        click.echo(json.dumps(result, ensure_ascii=False, sort_keys=True))
    return blocked


@cli.command()
@click.argument("code", required=False)
@json_option
@handles_errors
def rules(code: str | None, as_json: bool) -> None:
    """List the gate rules, or explain one (what it does, why, an example, the fix)."""
    from .gates.registry import all_rules, get_rule

    if code:
        rule = get_rule(code)
        if as_json:
            emit_json(rule.to_dict())
        else:
            click.echo(f"{rule.code} {rule.name} ({rule.family}, {rule.severity})\n")
            click.echo(rule.doc)
        return
    found = all_rules()
    if as_json:
        emit_json([rule.to_dict() for rule in found])
        return
    for rule in found:
        click.echo(f"{rule.code:<10} {rule.severity:<6} {rule.name:<28} {rule.summary}")


def main() -> None:
    """Entry point: usage errors exit 4 (not click's 2, which means "blocked" here); no tracebacks."""
    try:
        cli.main(standalone_mode=False)
    except click.exceptions.Abort:
        stderr.print("aborted")
        sys.exit(int(ExitCode.BAD_INPUT))
    except click.exceptions.Exit as done:
        sys.exit(done.exit_code)
    except click.ClickException as error:
        error.show()
        sys.exit(int(ExitCode.BAD_INPUT))
    except ReportWorkflowError as error:
        stderr.print(f"[bold red]error:[/] {escape(str(error))}")
        sys.exit(int(error.exit_code))
    except Exception as error:  # the last line of defence: a short message, never a traceback
        if os.environ.get(DEBUG_ENV):
            raise
        stderr.print(
            f"[bold red]internal error:[/] {type(error).__name__}: {escape(str(error))}\n"
            f"  set {DEBUG_ENV}=1 for the traceback, and please report it"
        )
        sys.exit(int(ExitCode.INTERNAL))
