"""The job directory: where it lives, safe paths in it, atomic writes, the lock, the manifest and the event log."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path, PurePosixPath
from typing import Any

from filelock import FileLock, Timeout
from pydantic import BaseModel, ValidationError

from . import __version__
from .contracts import JobManifest, StageRecord, StageState
from .errors import BadInput

WORKSPACE_ENV = "REPORT_WORKFLOW_WORKSPACE"
DEFAULT_WORKSPACE = "report_jobs"
JOB_ID_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
STAGES = ("prepare", "author", "validate", "render")
MANIFEST = "job.json"
EVENTS = "events.jsonl"
LOCK_NAME = ".lock"


def resolve_workspace(workspace: str | os.PathLike[str] | None = None) -> Path:
    """The option wins, then ``REPORT_WORKFLOW_WORKSPACE``, then ``./report_jobs``."""
    chosen = workspace or os.environ.get(WORKSPACE_ENV) or DEFAULT_WORKSPACE
    return Path(chosen).expanduser().resolve()


def check_job_id(job_id: str) -> str:
    if not JOB_ID_PATTERN.match(job_id) or ".." in job_id:
        raise BadInput(
            f"job id {job_id!r} is not allowed",
            hint="use 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit",
        )
    return job_id


def default_job_id(digest_parts: list[str]) -> str:
    """A short id derived from the inputs, so the same inputs give the same job."""
    digest = hashlib.sha256("\n".join(digest_parts).encode("utf-8")).hexdigest()
    return f"job-{digest[:10]}"


def now_iso() -> str:
    """Current UTC time, or ``SOURCE_DATE_EPOCH`` when set, so reruns can be byte-identical."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    seconds = int(epoch) if epoch and epoch.isdigit() else int(time.time())
    return datetime.fromtimestamp(seconds, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def parse_json(text: str, where: str) -> Any:
    """The value of a JSON text; malformed or too deeply nested JSON is ``BadInput`` saying where and what."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadInput(f"malformed JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}", where=where) from None
    except RecursionError:
        raise BadInput("the JSON nests too deeply to be read", where=where, hint="flatten the structure") from None


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write to a temporary file beside ``path`` and rename it into place: readers never see half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def replace_path(staged: Path, target: Path) -> None:
    """Move a staged file or folder over its old version; a folder's old version is kept aside until the move."""
    if not staged.is_dir():
        os.replace(staged, target)
        return
    old = target.with_name(f".{target.name}.old")
    shutil.rmtree(old, ignore_errors=True)
    if target.exists():
        target.rename(old)
    staged.rename(target)
    shutil.rmtree(old, ignore_errors=True)


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def dump_json(data: Any) -> str:
    if isinstance(data, BaseModel):
        data = data.model_dump(mode="json", by_alias=True, exclude_none=False)
    return json.dumps(data, ensure_ascii=False, indent=2, sort_keys=False) + "\n"


def safe_relative(rel: str) -> PurePosixPath:
    """A path named inside an artifact: relative, no ``..``, no drive, no backslashes."""
    candidate = PurePosixPath(rel.replace("\\", "/"))
    if not rel or candidate.is_absolute() or ".." in candidate.parts or re.match(r"^[A-Za-z]:", rel):
        raise BadInput(f"path {rel!r} escapes the job directory", hint="use a path relative to the job directory")
    return candidate


class Job:
    """One job directory under a workspace."""

    def __init__(self, workspace: Path, job_id: str) -> None:
        self.job_id = check_job_id(job_id)
        self.workspace = workspace
        self.root = workspace / job_id

    @classmethod
    def open(cls, job_id: str, workspace: str | os.PathLike[str] | None = None) -> Job:
        """An existing job; a clear error when it is not there."""
        job = cls(resolve_workspace(workspace), job_id)
        if not (job.root / MANIFEST).is_file():
            raise BadInput(
                f"no job {job_id!r} in workspace {job.workspace}",
                hint="run `report-workflow prepare` first, or pass --workspace / set REPORT_WORKFLOW_WORKSPACE",
            )
        return job

    def path(self, rel: str) -> Path:
        return self.root / Path(*safe_relative(rel).parts)

    def exists(self, rel: str) -> bool:
        return self.path(rel).exists()

    # --- reading ---------------------------------------------------------------------------------------------

    def read_text(self, rel: str) -> str:
        try:
            return self.path(rel).read_text(encoding="utf-8")
        except FileNotFoundError:
            raise BadInput(f"{rel} is missing from job {self.job_id}") from None
        except UnicodeDecodeError as exc:
            raise BadInput(f"{rel} is not UTF-8 text ({exc.reason} at byte {exc.start})", where=rel) from None

    def read_json(self, rel: str) -> Any:
        return parse_json(self.read_text(rel), rel)

    def read_model(self, rel: str, model: type[BaseModel]) -> Any:
        data = self.read_json(rel)
        try:
            return model.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            loc = "/".join(str(part) for part in first["loc"]) or "(root)"
            raise BadInput(f"{first['msg']} at {loc}", where=rel) from None

    def digest(self, rel: str) -> str:
        return sha256_file(self.path(rel))

    # --- writing ---------------------------------------------------------------------------------------------

    def write_text(self, rel: str, text: str) -> Path:
        target = self.path(rel)
        atomic_write_text(target, text)
        return target

    def write_json(self, rel: str, data: Any) -> Path:
        return self.write_text(rel, dump_json(data))

    def append_event(self, event: str, **fields: Any) -> None:
        """Append one line to the event log: what happened, when (``SOURCE_DATE_EPOCH`` aware)."""
        record = {"at": now_iso(), "event": event, **fields}
        self.root.mkdir(parents=True, exist_ok=True)
        with (self.root / EVENTS).open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")

    # --- lock and manifest -----------------------------------------------------------------------------------

    @contextmanager
    def lock(self, timeout: float = 0) -> Iterator[None]:
        """One writer per job. ``timeout=0`` fails at once when another run holds the job."""
        self.root.mkdir(parents=True, exist_ok=True)
        lock = FileLock(str(self.root / LOCK_NAME), timeout=timeout)
        try:
            lock.acquire()
        except Timeout:
            raise BadInput(
                f"job {self.job_id} is busy: another report-workflow run holds its lock",
                hint="wait for the other run to finish, then try again",
            ) from None
        try:
            yield
        finally:
            lock.release()

    def manifest(self) -> JobManifest:
        if not (self.root / MANIFEST).is_file():
            return JobManifest(
                job_id=self.job_id,
                tool_version=__version__,
                stages={name: StageRecord() for name in STAGES},
            )
        return self.read_model(MANIFEST, JobManifest)

    def save_manifest(self, manifest: JobManifest) -> None:
        manifest.tool_version = __version__
        self.write_json(MANIFEST, manifest)

    def set_stage(self, stage: str, state: StageState, detail: str | None = None, digests: dict[str, str] | None = None) -> None:
        manifest = self.manifest()
        manifest.stages[stage] = StageRecord(state=state, detail=detail, at=now_iso())
        if digests:
            manifest.digests.update(digests)
        self.save_manifest(manifest)
        self.append_event(f"{stage}.{state}", **({"detail": detail} if detail else {}))
