"""Sources a person must fix are refused with BadInput (exit code 4) and a message saying what to do."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import docx
import openpyxl
import pypdf
import pytest

from report_workflow.errors import BadInput, ExitCode
from report_workflow.readers import SUPPORTED_EXTENSIONS, read_source

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "sources"


def refusal(tmp_path: Path, name: str, content: bytes, max_bytes: int = 10_000_000) -> BadInput:
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(BadInput) as caught:
        read_source(path, max_bytes=max_bytes)
    assert caught.value.exit_code == ExitCode.BAD_INPUT
    return caught.value


def test_a_missing_file_is_named(tmp_path):
    with pytest.raises(BadInput, match="does not exist") as caught:
        read_source(tmp_path / "lab_notes.md", max_bytes=1000)
    assert "lab_notes.md" in str(caught.value)


def test_a_directory_is_not_a_source(tmp_path):
    folder = tmp_path / "sources.md"
    folder.mkdir()
    with pytest.raises(BadInput, match="directory"):
        read_source(folder, max_bytes=1000)


@pytest.mark.parametrize("name", ["notes.txt", "report.pdf", "memo.docx", "sales.xlsx", "data.json"])
def test_a_zero_byte_file_is_empty(tmp_path, name):
    assert "empty" in refusal(tmp_path, name, b"").message


@pytest.mark.parametrize("name", ["notes.txt", "notes.md", "table.csv", "records.jsonl"])
def test_a_file_of_only_whitespace_is_empty(tmp_path, name):
    assert "only whitespace" in refusal(tmp_path, name, b"  \r\n\t\n   ").message


def test_a_file_over_the_limit_states_size_limit_and_how_to_raise_it(tmp_path):
    error = refusal(tmp_path, "log.txt", b"Latency 12 ms.\n" * 100, max_bytes=1000)
    assert "1,500 bytes" in error.message
    assert "1,000 bytes" in error.message
    assert "--max-source-bytes" in error.hint
    assert "REPORT_WORKFLOW_MAX_SOURCE_BYTES" in error.hint


def test_an_unsupported_extension_lists_the_supported_ones(tmp_path):
    error = refusal(tmp_path, "slides.pptx", b"PK\x03\x04")
    assert ".pptx" in error.message
    assert all(extension in error.hint for extension in SUPPORTED_EXTENSIONS)


def test_nul_bytes_in_a_text_format_look_binary(tmp_path):
    assert "looks binary" in refusal(tmp_path, "notes.txt", b"Tensile\x00strength\x00\x01\x02").message


def test_many_control_characters_look_binary(tmp_path):
    assert "looks binary" in refusal(tmp_path, "table.csv", bytes(range(1, 32)) * 20 + b"a,b\n").message


def test_undecodable_text_names_the_encodings_tried(tmp_path):
    error = refusal(tmp_path, "notes.txt", "Température: 23 °C, café\n".encode("cp1252"))
    for encoding in ("utf-8", "gb18030", "big5", "cp950"):
        assert encoding in error.message
    assert "UTF-8" in error.hint


@pytest.mark.parametrize(
    ("name", "content", "format_name"),
    [
        ("report.pdf", b"%PDF-1.7\n" + b"not really a pdf " * 20, "PDF"),
        ("report.pdf", b"Tensile strength 312 MPa", "PDF"),
        ("memo.docx", b"PK\x03\x04" + b"\x00" * 40, "DOCX"),
        ("memo.docx", b"Tensile strength 312 MPa", "DOCX"),
        ("sales.xlsx", b"PK\x03\x04" + b"\x00" * 40, "XLSX"),
        ("sales.xlsx", b"region,revenue\n", "XLSX"),
    ],
)
def test_a_corrupt_binary_file_is_not_a_valid_file_of_its_format(tmp_path, name, content, format_name):
    assert f"not a valid {format_name} file" in refusal(tmp_path, name, content).message


def test_a_truncated_pdf_is_not_a_valid_pdf(tmp_path):
    data = (FIXTURES / "report_en.pdf").read_bytes()
    assert "not a valid PDF" in refusal(tmp_path, "report.pdf", data[: len(data) // 3]).message


def test_a_workbook_renamed_to_docx_is_not_a_valid_docx(tmp_path):
    data = (FIXTURES / "sales_en.xlsx").read_bytes()
    assert "not a valid DOCX" in refusal(tmp_path, "memo.docx", data).message


@pytest.mark.parametrize(("name", "legacy"), [("memo.docx", ".doc"), ("sales.xlsx", ".xls")])
def test_a_legacy_or_protected_office_file_says_so(tmp_path, name, legacy):
    error = refusal(tmp_path, name, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 512)
    assert legacy in error.message
    assert "password" in error.message


def test_a_password_protected_pdf_asks_for_the_password_to_be_removed(tmp_path):
    writer = pypdf.PdfWriter(clone_from=FIXTURES / "report_en.pdf")
    writer.encrypt(user_password="lab-b2", owner_password="owner", algorithm="AES-128")
    buffer = io.BytesIO()
    writer.write(buffer)
    error = refusal(tmp_path, "report.pdf", buffer.getvalue())
    assert "encrypted" in error.message
    assert "remove the password" in error.hint


def test_a_pdf_without_text_is_refused_as_a_scan_needing_ocr(tmp_path):
    writer = pypdf.PdfWriter()
    writer.add_blank_page(width=595, height=842)
    writer.add_blank_page(width=595, height=842)
    buffer = io.BytesIO()
    writer.write(buffer)
    error = refusal(tmp_path, "scan.pdf", buffer.getvalue())
    assert "no extractable text" in error.message
    assert "OCR" in error.message


def test_invalid_json_gives_line_and_column(tmp_path):
    content = b'{\n  "specimen": "A1",\n  "tensile_strength_mpa": 315.2,,\n}\n'
    error = refusal(tmp_path, "records.json", content)
    assert "line 3, column 33" in error.message


def test_an_invalid_json_lines_record_gives_its_line(tmp_path):
    content = '{"区域": "华东"}\n{"区域": "华南", }\n'.encode()
    assert "line 2" in refusal(tmp_path, "记录.jsonl", content).message


@pytest.mark.parametrize("content", [b"[]", b"{}", b'{"records": []}', b'""'])
def test_json_without_values_is_refused(tmp_path, content):
    assert "no records" in refusal(tmp_path, "records.json", content).message


def test_a_workbook_without_values_is_refused(tmp_path):
    workbook = openpyxl.Workbook()
    buffer = io.BytesIO()
    workbook.save(buffer)
    assert "no cell values" in refusal(tmp_path, "empty.xlsx", buffer.getvalue()).message


def test_a_document_without_text_is_refused(tmp_path):
    buffer = io.BytesIO()
    docx.Document().save(buffer)
    assert "no text" in refusal(tmp_path, "empty.docx", buffer.getvalue()).message


def test_a_zip_that_is_no_office_package_is_not_a_valid_xlsx(tmp_path):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("notes.txt", "Tensile strength 312 MPa")
    assert "not a valid XLSX" in refusal(tmp_path, "sales.xlsx", buffer.getvalue()).message


def test_an_office_file_named_like_text_is_told_its_real_kind(tmp_path):
    error = refusal(tmp_path, "sales.csv", (FIXTURES / "sales_en.xlsx").read_bytes())
    assert "looks binary" in error.message
    assert ".xlsx" in error.hint


def test_deeply_nested_json_is_refused(tmp_path):
    assert "nests too deeply" in refusal(tmp_path, "deep.json", b"[" * 100_000 + b"]" * 100_000).message
