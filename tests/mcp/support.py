"""A live ``report-workflow-mcp`` process, driven through the MCP SDK's own stdio client."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.types import CallToolResult, TextContent


@asynccontextmanager
async def connected(*options: str, cwd: Path) -> AsyncIterator[ClientSession]:
    """A client session with a freshly started server; its stderr goes to ``cwd/server.log``."""
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "report_workflow.mcp_server", *options],
        cwd=cwd,
        env={"SOURCE_DATE_EPOCH": "1700000000"},
    )
    with (cwd / "server.log").open("w", encoding="utf-8") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            yield session


def error_text(result: CallToolResult) -> str:
    """The message of a tool error (an ``isError`` result)."""
    assert result.is_error, result.structured_content
    return "\n".join(block.text for block in result.content if isinstance(block, TextContent))
