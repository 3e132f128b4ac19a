"""Turning the bytes of a text-based source into its normalised text.

Sources arrive from many desks: UTF-8 from editors, UTF-8 with a BOM from Excel, GB18030 from mainland
Windows, Big5/CP950 from Taiwan and Hong Kong. The encodings are tried in a fixed order so the result never
depends on guesswork that could change between runs.
"""

from __future__ import annotations

import codecs

from ..errors import BadInput
from ..text.normalise import normalise_source_text

ENCODINGS = ("utf-8-sig", "gb18030", "big5", "cp950")  # utf-8-sig reads UTF-8 with or without a BOM

_SAMPLE_BYTES = 65536
_BINARY_CONTROLS = bytes(byte for byte in range(0x20) if byte not in b"\t\n\r\f\v\x1b")
_MAX_CONTROL_RATIO = 0.1
# Big5 bytes also decode as GB18030 (both are double-byte with overlapping ranges), producing rare
# characters. Genuine simplified Chinese is almost entirely GB2312.
_MIN_GB2312_SHARE = 0.9
_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


def load_text(data: bytes, name: str) -> str:
    """Decode ``data`` and normalise it; refuse binary, undecodable and blank content."""
    text = normalise_source_text(decode_text(data, name))
    if not text.strip():
        raise BadInput("the file holds only whitespace", where=name, hint="give a file with content")
    return text


def decode_text(data: bytes, name: str) -> str:
    """Decode with the first encoding in ``ENCODINGS`` that fits (UTF-16 is taken when it carries a BOM)."""
    if data.startswith(_UTF16_BOMS):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass
    if looks_binary(data):
        raise BadInput(
            "the file looks binary (it contains NUL bytes or many control characters), not text",
            where=name,
            hint=_binary_hint(data),
        )
    unlikely_gb18030 = None
    for encoding in ENCODINGS:
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        if encoding == "gb18030" and not _reads_as_simplified_chinese(text):
            unlikely_gb18030 = text  # perhaps Big5: kept only if Big5 and CP950 do not fit
            continue
        return text
    if unlikely_gb18030 is not None:
        return unlikely_gb18030
    raise BadInput(
        "the text could not be decoded; tried utf-8 (with or without BOM), gb18030, big5, cp950",
        where=name,
        hint="save the file as UTF-8 and try again",
    )


def _binary_hint(data: bytes) -> str:
    if data.startswith(b"%PDF-"):
        return "it is a PDF: give it the extension .pdf"
    if data.startswith(b"PK\x03\x04"):
        return "it is a ZIP package, perhaps a Word or Excel file: give it the extension .docx or .xlsx"
    return "check that this is the file you meant, or convert it to plain text first"


def looks_binary(data: bytes) -> bool:
    """True for NUL bytes or a high share of control characters in the first 64 KiB."""
    sample = data[:_SAMPLE_BYTES]
    if b"\x00" in sample:
        return True
    controls = len(sample) - len(sample.translate(None, _BINARY_CONTROLS))
    return controls > _MAX_CONTROL_RATIO * max(len(sample), 1)


def _reads_as_simplified_chinese(text: str) -> bool:
    wide = len(text) - len(text.encode("ascii", errors="ignore"))
    outside_gb2312 = len(text) - len(text.encode("gb2312", errors="ignore").decode("gb2312"))
    return outside_gb2312 <= (1 - _MIN_GB2312_SHARE) * wide
