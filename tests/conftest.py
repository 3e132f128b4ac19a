"""Fixtures shared by the suite."""

from __future__ import annotations

import pytest

from tests.support import prepare_example


@pytest.fixture
def lab_job(tmp_path):
    return prepare_example("lab_report", tmp_path / "ws")


@pytest.fixture
def business_job(tmp_path):
    return prepare_example("business_report_zh", tmp_path / "ws")
