"""Regenerate the binary reader fixtures in tests/fixtures/sources/.

The output is byte-for-byte reproducible: fixed document dates, fixed ZIP timestamps, no randomness. The
text fixtures (.txt .md .csv .tsv .json .jsonl) are written by hand; this script only derives the re-encoded
copies of 销售数据_zh.csv from them.

    .venv/bin/python scripts/make_fixtures.py

The Chinese PDF needs a CJK font (Debian/Ubuntu: apt-get install fonts-noto-cjk); the committed fixtures
make the tests independent of it.
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Sequence
from datetime import date, datetime
from pathlib import Path

import docx
import matplotlib
import openpyxl
from docx.shared import Pt
from openpyxl.styles import Font

matplotlib.use("pdf")
matplotlib.rcParams["pdf.fonttype"] = 42  # embedded TrueType with a ToUnicode map: extractable text

import matplotlib.pyplot as plt  # noqa: E402 - after choosing the backend
from matplotlib import font_manager  # noqa: E402
from matplotlib.backends.backend_pdf import PdfPages  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402

SOURCES = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "sources"
FIXED_TIME = datetime(2024, 3, 12, 9, 0, 0)
ZIP_TIME = (2024, 3, 12, 9, 0, 0)
A4_INCHES = (8.27, 11.69)


def main() -> None:
    write_encoded_csv_copies()
    write_sales_en_xlsx(SOURCES / "sales_en.xlsx")
    write_metrics_zh_xlsx(SOURCES / "指标_zh.xlsx")
    write_memo_en_docx(SOURCES / "memo_en.docx")
    write_memo_zh_docx(SOURCES / "备忘录_zh.docx")
    write_report_en_pdf(SOURCES / "report_en.pdf")
    write_report_zh_pdf(SOURCES / "报告_zh.pdf")


# --- CSV encodings -------------------------------------------------------------------------------------------


def write_encoded_csv_copies() -> None:
    text = (SOURCES / "销售数据_zh.csv").read_text(encoding="utf-8")
    (SOURCES / "销售数据_gb18030_zh.csv").write_bytes(text.replace("\n", "\r\n").encode("gb18030"))
    (SOURCES / "销售数据_bom_zh.csv").write_bytes(text.encode("utf-8-sig"))


# --- XLSX ----------------------------------------------------------------------------------------------------


def write_sales_en_xlsx(path: Path) -> None:
    workbook = openpyxl.Workbook()
    sales = workbook.active
    sales.title = "Q3 Sales"
    _fill(sales, [
        ["Region", "Product", "Revenue (USD k)", "YoY growth", "Orders", "Reported"],
        ["East", "Sensors", 1250.5, 0.125, 340, date(2023, 9, 30)],
        [None, "Actuators", 980, 0.052, 215, date(2023, 9, 30)],
        ["South", "Sensors", 730.25, -0.031, 160, date(2023, 9, 30)],
        ["West", "-", "n/a", None, "-", None],
        ["Total", None, "2,960.75", 0.06, 715, date(2023, 9, 30)],
    ])
    sales.merge_cells("A2:A3")  # East covers both product rows
    for row in range(2, 7):
        sales.cell(row, 4).number_format = "0.0%"
        sales.cell(row, 6).number_format = "yyyy-mm-dd"
    lab = workbook.create_sheet("Lab")
    _fill(lab, [
        ["Specimen", "Tensile strength (MPa)", "Temperature (°C)", "Latency (ms)", "Note"],
        ["A1", 315.2, 23, 14, "within tolerance"],
        ["A2", 309.8, 23, 16, None],
        ["B1", 298.4, 80, 21, "did not fracture in the gauge length"],
    ])
    workbook.create_sheet("Notes")  # left empty on purpose
    _save_workbook(workbook, path)


def write_metrics_zh_xlsx(path: Path) -> None:
    workbook = openpyxl.Workbook()
    metrics = workbook.active
    metrics.title = "区域指标"
    _fill(metrics, [
        ["区域", "指标", "2023年第三季度", "同比增长"],
        ["华东", "营业收入（万元）", 5800, 0.12],
        [None, "新增客户（家）", 36, 0.2],
        ["华南", "营业收入（万元）", 3100, -0.032],
        [None, "新增客户（家）", 12, -0.1],
        ["华北", "待填", None, None],
    ])
    metrics.merge_cells("A2:A3")
    metrics.merge_cells("A4:A5")
    metrics.merge_cells("B6:D6")  # a placeholder spread over the row
    for row in range(2, 6):
        metrics.cell(row, 4).number_format = "0.0%"
    notes = workbook.create_sheet("说明")
    _fill(notes, [
        ["项目", "内容"],
        ["数据口径", "营业收入为含税口径，合计1.2亿元，同比增长5个百分点"],
        ["风险", "原材料价格上涨可能影响第四季度毛利率"],
        ["审计", "以上数据未经审计"],
    ])
    _save_workbook(workbook, path)


def _fill(sheet: openpyxl.worksheet.worksheet.Worksheet, rows: Sequence[Sequence[object]]) -> None:
    for row in rows:
        sheet.append(list(row))
    for cell in sheet[1]:
        cell.font = Font(bold=True)


def _save_workbook(workbook: openpyxl.Workbook, path: Path) -> None:
    workbook.properties.creator = "report-workflow fixtures"
    workbook.properties.created = FIXED_TIME
    workbook.properties.modified = FIXED_TIME
    buffer = io.BytesIO()
    workbook.save(buffer)
    path.write_bytes(_frozen_zip(buffer.getvalue()))


# --- DOCX ----------------------------------------------------------------------------------------------------


def write_memo_en_docx(path: Path) -> None:
    document = docx.Document()
    document.add_heading("Tensile Test Memo", level=0)
    document.add_paragraph("To: Materials engineering team. From: Lab B2. Date: 12 March 2024.")
    document.add_heading("Summary", level=1)
    document.add_paragraph(
        "Batch A reached a mean tensile strength of 312 MPa at 23 °C, 4.7% above batch B. "
        "The higher strength may come from a longer ageing time."
    )
    document.add_heading("Method", level=2)
    document.add_paragraph("Crosshead speed 2 mm/min, gauge length 50 mm.", style="List Bullet")
    document.add_paragraph("Data logger sampling at 100 Hz; latency averaged 12 ms.", style="List Bullet")
    document.add_paragraph("Repeat batch B at 80 °C.", style="List Number")
    document.add_heading("Results", level=1)
    table = document.add_table(rows=5, cols=4)
    table.style = "Table Grid"
    rows = [
        ["Specimen", "Tensile strength (MPa)", "Temperature (°C)", "Result"],
        ["A1", "315.2", "23", "pass"],
        ["A2", "309.8", "", "pass"],
        ["A3", "not tested: grips replaced", "", ""],
        ["B1", "298.4", "80", "did not fracture"],
    ]
    _fill_table(table, rows)
    table.cell(1, 2).merge(table.cell(2, 2))  # 23 °C for A1 and A2
    table.cell(3, 1).merge(table.cell(3, 3))  # one remark across three columns
    closing = document.add_paragraph("Specimen B1 did not fracture within the gauge length.")
    closing.add_run().add_break()
    closing.add_run("It is excluded from the mean.")
    _save_document(document, path, "Tensile Test Memo")


def write_memo_zh_docx(path: Path) -> None:
    document = docx.Document()
    document.add_heading("关于2023年第三季度经营情况的备忘录", level=0)
    document.add_heading("一、总体情况", level=1)
    document.add_paragraph("2023年第三季度公司实现营业收入1.2亿元，同比增长5个百分点。")
    document.add_heading("二、区域表现", level=1)
    document.add_paragraph("华东地区收入同比增长12%，新增客户36家。", style="List Bullet")
    document.add_paragraph("华南地区受台风影响，收入同比下降3.2%。", style="List Bullet")
    table = document.add_table(rows=4, cols=3)
    table.style = "Table Grid"
    _fill_table(table, [
        ["区域", "营业收入（万元）", "同比增长"],
        ["华东", "5,800", "12%"],
        ["华南", "3,100", "-3.2%"],
        ["华北", "待填", ""],
    ])
    table.cell(3, 1).merge(table.cell(3, 2))
    document.add_heading("三、风险提示", level=1)
    document.add_paragraph("第四季度毛利率可能下降；华南地区回款目标未完成。")
    _save_document(document, path, "经营情况备忘录")


def _fill_table(table: docx.table.Table, rows: list[list[str]]) -> None:
    for row_cells, values in zip(table.rows, rows):
        for cell, value in zip(row_cells.cells, values):
            cell.text = value
            for run in cell.paragraphs[0].runs:
                run.font.size = Pt(10)


def _save_document(document: docx.document.Document, path: Path, title: str) -> None:
    properties = document.core_properties
    properties.title = title
    properties.author = "report-workflow fixtures"
    properties.last_modified_by = "report-workflow fixtures"
    properties.created = FIXED_TIME
    properties.modified = FIXED_TIME
    properties.last_printed = FIXED_TIME
    properties.revision = 1
    buffer = io.BytesIO()
    document.save(buffer)
    path.write_bytes(_frozen_zip(buffer.getvalue()))


def _frozen_zip(data: bytes) -> bytes:
    """The same package with every member stamped with one fixed time."""
    output = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as target:
        for member in source.infolist():
            content = source.read(member.filename)
            if member.filename == "docProps/core.xml":
                content = _fixed_core_dates(content)
            target.writestr(zipfile.ZipInfo(member.filename, date_time=ZIP_TIME), content, zipfile.ZIP_DEFLATED)
    return output.getvalue()


def _fixed_core_dates(xml: bytes) -> bytes:
    stamp = FIXED_TIME.strftime("%Y-%m-%dT%H:%M:%SZ").encode()
    return re.sub(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(</dcterms:)", rb"\g<1>" + stamp + rb"\g<2>", xml)


# --- PDF -----------------------------------------------------------------------------------------------------

LINE_STEP = 0.022  # figure-height units between text lines


class PdfPage:
    """One A4 page drawn top-down in figure coordinates: lines of text and ruled tables."""

    def __init__(self, pdf: PdfPages, font: font_manager.FontProperties | None) -> None:
        self.pdf = pdf
        self.font = font
        self.figure = plt.figure(figsize=A4_INCHES)
        self.figure.patch.set_visible(False)  # no background box: only tables draw lines
        self.y = 0.93

    def text(self, lines: Sequence[str], size: float = 10.5, gap: float = 0.012) -> None:
        for line in lines:
            self.figure.text(0.09, self.y, line, fontsize=size, fontproperties=self._font(size))
            self.y -= LINE_STEP * size / 10.5
        self.y -= gap

    def table(self, rows: Sequence[Sequence[str]], widths: Sequence[float]) -> None:
        height = 0.03
        left, right = 0.09, 0.09 + sum(widths)
        top = self.y + 0.012
        for index in range(len(rows) + 1):
            y = top - index * height
            self._rule([left, right], [y, y])
        edges = [left]
        for width in widths:
            edges.append(edges[-1] + width)
        bottom = top - len(rows) * height
        for x in edges:
            self._rule([x, x], [bottom, top])
        for row_index, row in enumerate(rows):
            y = top - (row_index + 1) * height + 0.009
            for column, value in enumerate(row):
                if value:
                    self.figure.text(edges[column] + 0.008, y, value, fontsize=9.5, fontproperties=self._font(9.5))
        self.y = bottom - 0.035

    def _rule(self, xs: list[float], ys: list[float]) -> None:
        self.figure.add_artist(Line2D(xs, ys, transform=self.figure.transFigure, color="black", lw=0.8))

    def finish(self) -> None:
        self.pdf.savefig(self.figure)
        plt.close(self.figure)

    def _font(self, size: float) -> font_manager.FontProperties | None:
        if self.font is None:
            return None
        font = self.font.copy()
        font.set_size(size)
        return font


def _pdf(path: Path, title: str) -> PdfPages:
    metadata = {"Title": title, "Creator": None, "Producer": None, "CreationDate": None, "ModDate": None}
    return PdfPages(path, metadata=metadata)


def write_report_en_pdf(path: Path) -> None:
    with _pdf(path, "Tensile test report") as pdf:
        page = PdfPage(pdf, None)
        page.text(["Tensile Test Report: Alloy 6061-T6"], size=15, gap=0.02)
        page.text(["1 Scope"], size=12)
        page.text([
            "This report covers 48 tensile specimens of aluminium alloy 6061-T6 tested on",
            "12 March 2024 in Materials Lab B2. The ambient temperature was 23 °C and the",
            "relative humidity 45%.",
        ])
        page.text(["2 Method"], size=12)
        page.text([
            "The universal testing machine ran at a crosshead speed of 2 mm/min with a gauge",
            "length of 50 mm. The data logger sampled at 100 Hz; its latency averaged 12 ms",
            "with a worst case of 31 ms.",
        ])
        page.text([
            "• Load cell calibrated to within 0.5% of full scale.",
            "• Specimens conditioned for 24 h before testing.",
        ])
        page.finish()
        page = PdfPage(pdf, None)
        page.text(["3 Results"], size=12)
        page.text([
            "Batch A reached a mean tensile strength of 312 MPa and batch B 298 MPa. The",
            "results per specimen are listed in Table 1.",
        ])
        page.table(
            [
                ["Specimen", "Strength (MPa)", "Elongation (%)", "Latency (ms)"],
                ["A1", "315.2", "12.5", "14"],
                ["A2", "309.8", "11.9", "16"],
                ["A3", "-", "n/a", "-"],
                ["B1", "298.4", "10.2", "21"],
            ],
            [0.18, 0.2, 0.2, 0.18],
        )
        page.text([
            "The higher strength of batch A may come from a longer ageing time. Specimen",
            "B1 did not fracture within the gauge length and was excluded from the mean.",
        ])
        page.finish()


def write_report_zh_pdf(path: Path) -> None:
    font = _cjk_font()
    with _pdf(path, "2023年第三季度经营报告") as pdf:
        page = PdfPage(pdf, font)
        page.text(["2023年第三季度经营报告"], size=15, gap=0.02)
        page.text(["一、经营概况"], size=12)
        page.text([
            "2023年第三季度，公司实现营业收入1.2亿元，同比增长5个百分点，毛利率为",
            "32.5%。华东地区贡献收入5,800万元。",
        ])
        page.text(["二、区域业绩"], size=12)
        page.table(
            [
                ["区域", "营业收入（万元）", "同比增长"],
                ["华东", "5,800", "12%"],
                ["华南", "3,100", "-3.2%"],
                ["华北", "待填", "暂无"],
            ],
            [0.16, 0.26, 0.18],
        )
        page.text([
            "华南地区受台风影响，收入同比下降3.2%，第四季度可能继续承压。华南地区的",
            "回款目标未完成。",
        ])
        page.finish()


CJK_FONT_FILES = ("NotoSansCJK-Regular", "NotoSansSC-Regular", "SourceHanSansSC-Regular", "wqy-microhei")


def _cjk_font() -> font_manager.FontProperties:
    installed = sorted(font_manager.findSystemFonts())
    for wanted in CJK_FONT_FILES:
        for candidate in installed:
            if wanted in candidate:
                return font_manager.FontProperties(fname=candidate)
    raise SystemExit("no CJK font found; install one (Debian/Ubuntu: apt-get install fonts-noto-cjk)")


if __name__ == "__main__":
    main()
