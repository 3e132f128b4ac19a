"""Fixtures shared by the suite."""

from __future__ import annotations

import pytest
from hypothesis import settings

from tests.support import prepare_example

# Property tests check behaviour, not speed: the first example a worker runs may pay a one-time cost (loading the
# unit registry), so no example has a deadline. Speed is measured by the benchmarks in ``scripts/``.
settings.register_profile("suite", deadline=None)
settings.load_profile("suite")


@pytest.fixture
def lab_job(tmp_path):
    return prepare_example("lab_report", tmp_path / "ws")


@pytest.fixture
def business_job(tmp_path):
    return prepare_example("business_report_zh", tmp_path / "ws")
