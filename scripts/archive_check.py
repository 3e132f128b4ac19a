"""The end of every benchmark run: with --check, which archived files this run would change and the verdict on
them; without, the archive written."""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from pathlib import Path


def differing_files(archive: Path, files: Mapping[str, str]) -> list[str]:
    """Each of ``files`` (name -> text this run writes) that ``archive`` lacks or holds with other bytes."""
    problems = []
    for name, text in files.items():
        path = archive / name
        if not path.is_file():
            problems.append(f"{name} is not archived; run without --check first")
        elif path.read_bytes() != text.encode("utf-8"):
            problems.append(f"{name} differs in bytes from what this run writes")
    return problems


def report(problems: list[str], passed: str) -> int:
    """Print each problem on stderr and return 1; with none, print ``passed`` and return 0."""
    for problem in problems:
        print(f"check failed: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(passed)
    return 0


def check_or_write(files: dict[str, str], archive: Path,
                   check: Callable[[dict[str, str], Path], list[str]] | None) -> int:
    """With ``check`` (a --check run), report what it finds wrong with ``archive``; without, write ``files`` (name ->
    text) into ``archive`` and say so."""
    if check is not None:
        return report(check(files, archive), "check passed: the archive matches this run")
    archive.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (archive / name).write_text(text, encoding="utf-8")
    print(f"wrote {' and '.join(str(archive / name) for name in files)}")
    return 0
