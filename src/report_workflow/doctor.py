"""``doctor``: what is installed, and what each missing piece costs."""

from __future__ import annotations

import platform
import shutil
import subprocess
from importlib import metadata
from typing import Any

from . import __version__

PACKAGES = (
    ("pypandoc_binary", "DOCX through pandoc is unavailable; render needs --allow-degraded-render (python-docx)"),
    ("python-docx", "DOCX cannot be read (sources) nor written or checked (render)"),
    ("pypdf", "PDF sources cannot be read"),
    ("pdfplumber", "ruled tables in PDF sources are read as plain text"),
    ("openpyxl", "XLSX sources cannot be read"),
    ("pint", "units cannot be converted; numbers in other units than the evidence block"),
    ("jieba", "Chinese text cannot be read word by word; verifying it stops with exit 5"),
    ("matplotlib", "charts from table evidence are not drawn"),
    ("mcp", "the MCP server `report-workflow-mcp` cannot start (install the `mcp` extra)"),
)


def _package_version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def _pandoc_version() -> str | None:
    try:
        import pypandoc  # type: ignore[import-untyped]  # pypandoc ships no type hints

        return str(pypandoc.get_pandoc_version())
    except (ImportError, OSError, RuntimeError):
        return None


def _cjk_fonts() -> list[str]:
    if not shutil.which("fc-list"):
        return []
    try:
        listing = subprocess.run(
            ["fc-list", ":lang=zh", "family"], capture_output=True, text=True, timeout=20, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return sorted({line.split(",")[0].strip() for line in listing.splitlines() if line.strip()})[:5]


def doctor() -> dict[str, Any]:
    """A report of the environment; ``ok`` is False only when the main job cannot run."""
    checks: list[dict[str, Any]] = [
        {"name": "report-workflow", "ok": True, "version": __version__, "cost": None},
        {"name": "python", "ok": True, "version": platform.python_version(), "cost": None},
    ]
    for package, cost in PACKAGES:
        version = _package_version(package)
        checks.append({"name": package, "ok": version is not None, "version": version, "cost": None if version else cost})
    pandoc = _pandoc_version()
    checks.append({
        "name": "pandoc", "ok": pandoc is not None, "version": pandoc,
        "cost": None if pandoc else "render falls back to python-docx only with --allow-degraded-render",
    })
    fonts = _cjk_fonts()
    checks.append({
        "name": "CJK fonts", "ok": bool(fonts), "version": ", ".join(fonts) or None,
        "cost": None if fonts else "Chinese text in charts may show as boxes (the DOCX itself names CJK fonts for Word)",
    })
    libreoffice = shutil.which("libreoffice") or shutil.which("soffice")
    checks.append({
        "name": "libreoffice (optional)", "ok": libreoffice is not None, "version": libreoffice,
        "cost": None if libreoffice else "no PDF preview of the DOCX; nothing in the pipeline needs it",
    })
    essential = {"python-docx", "pypdf", "openpyxl", "pint", "jieba"}
    ok = all(check["ok"] for check in checks if check["name"] in essential)
    return {"ok": ok, "checks": checks}
