"""The ``report-workflow-mcp`` command itself: protocol only on stdout, and clear exits when it cannot serve."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

COMMAND = str(Path(sys.executable).parent / "report-workflow-mcp")


def message(request_id: int | None, method: str, params: dict[str, object]) -> str:
    body: dict[str, object] = {"jsonrpc": "2.0", "method": method, "params": params}
    if request_id is not None:
        body["id"] = request_id
    return json.dumps(body) + "\n"


def test_stdout_carries_nothing_but_protocol_messages(tmp_path):
    server = subprocess.Popen([COMMAND, "--log-level", "DEBUG"], cwd=tmp_path, text=True, encoding="utf-8",
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    server.stdin.write(message(1, "initialize", {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw-client", "version": "1"},
    }))
    server.stdin.flush()
    initialized = json.loads(server.stdout.readline())
    server.stdin.write(message(None, "notifications/initialized", {}))
    server.stdin.write(message(2, "tools/call", {"name": "verify_answer", "arguments": {
        "answer": "营业收入1.2亿元，同比增长8.5%。", "sources": "公司营业收入1.2亿元，同比增长8.5%。",
    }}))
    server.stdin.flush()
    verified = json.loads(server.stdout.readline())
    rest, log = server.communicate(timeout=60)

    assert initialized["id"] == 1 and initialized["result"]["serverInfo"]["name"] == "report-workflow"
    assert verified["id"] == 2 and verified["result"]["structuredContent"]["publishable"] is True
    assert rest == ""
    assert log  # DEBUG logging went to stderr


def test_a_missing_mcp_package_exits_5_with_the_install_command(tmp_path):
    shadow = tmp_path / "shadow" / "mcp"
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text('raise ModuleNotFoundError("No module named \'mcp\'", name="mcp")\n')
    done = subprocess.run([COMMAND], cwd=tmp_path, capture_output=True, text=True, stdin=subprocess.DEVNULL,
                          env={"PYTHONPATH": str(shadow.parent), "PATH": str(Path(sys.executable).parent)})
    assert done.returncode == 5
    assert "pip install 'report-workflow[mcp]'" in done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout == ""


def test_an_allowed_root_that_is_not_a_folder_exits_4(tmp_path):
    done = subprocess.run([COMMAND, "--allow-root", str(tmp_path / "absent")], capture_output=True, text=True,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 4
    assert f"--allow-root {tmp_path / 'absent'} is not a folder" in done.stderr
    assert done.stdout == ""


def test_an_unknown_option_is_a_usage_error_with_exit_4(tmp_path):
    done = subprocess.run([COMMAND, "--workspcae", str(tmp_path)], capture_output=True, text=True,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 4
    assert "unrecognized arguments: --workspcae" in done.stderr
    assert "Traceback" not in done.stderr


def test_ctrl_c_stops_the_server_without_a_traceback(tmp_path):
    server = subprocess.Popen([COMMAND], cwd=tmp_path, text=True, encoding="utf-8",
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    server.stdin.write(message(1, "initialize", {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw-client", "version": "1"},
    }))
    server.stdin.flush()
    assert json.loads(server.stdout.readline())["id"] == 1  # serving
    server.send_signal(signal.SIGINT)
    _, log = server.communicate(timeout=60)

    assert server.returncode == 0
    assert "Traceback" not in log and "stopped" in log
