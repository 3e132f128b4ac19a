"""Async tests of the MCP server run on asyncio, the loop the SDK's stdio client is tested on."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def anyio_backend() -> str:
    """One event loop per module, so one server process serves all of a module's tests."""
    return "asyncio"
