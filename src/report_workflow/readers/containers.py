"""Refusing broken PDF and Office files with a message a person can act on.

The parsing libraries raise whatever their internals hit on a damaged file (zip errors, XML errors, key
errors, ...). A damaged source is the user's problem to fix, not a crash, so it becomes ``BadInput``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from ..errors import BadInput

_ZIP_MAGIC = b"PK\x03\x04"
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


@contextmanager
def parsing(name: str, format_name: str, hint: str) -> Iterator[None]:
    """Turn any library error raised inside the block into ``BadInput`` "not a valid <format> file"."""
    try:
        yield
    except BadInput:
        raise
    except Exception as error:  # noqa: BLE001 - parsers raise arbitrary types on damaged input
        detail = f"{type(error).__name__}: {error}".strip().rstrip(":")
        raise BadInput(f"not a valid {format_name} file ({detail})", where=name, hint=hint) from error


def check_office_package(data: bytes, name: str, format_name: str, legacy_extension: str) -> None:
    """Refuse a .docx/.xlsx that is not a ZIP package, naming the likely cause."""
    if data.startswith(_ZIP_MAGIC):
        return
    if data.startswith(_OLE_MAGIC):
        raise BadInput(
            f"not a valid {format_name} file: it is a legacy {legacy_extension} file or a password-protected "
            "document",
            where=name,
            hint=f"open it in Office, remove any password and save it as {format_name}",
        )
    raise BadInput(
        f"not a valid {format_name} file (it is not a ZIP package)",
        where=name,
        hint=f"check the file; re-save it as {format_name} if it opens in Office",
    )
