"""Shared fixtures. One SparkSession per test process (a session takes seconds to start; pytest-xdist
workers each start their own)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from conformance.pytest_support import pytest_runtest_makereport  # noqa: F401  (a hook)

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

REPO_ROOT = Path(__file__).resolve().parent.parent
CACHE_DIR = REPO_ROOT / ".cache"


@pytest.fixture(scope="session")
def spark(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SparkSession]:
    """The one classic local SparkSession of the test process (local[2], 2 shuffle partitions, UI off,
    a warehouse folder of its own)."""
    from conformance.pytest_support import local_test_session

    session = local_test_session("substrait-py-tests", tmp_path_factory)
    yield session
    session.stop()


@pytest.fixture(scope="session")
def tpch_dir() -> Path:
    """TPC-H data at scale 0.01 as one parquet file per table, generated once by DuckDB and cached."""
    from conformance.tpch import generate_tpch

    return generate_tpch(scale=0.01, out_dir=CACHE_DIR / "tpch-0.01")


def _register_hypothesis_profiles() -> None:
    """CI runs property tests derandomized (reproducible, no flakes from a lucky seed); locally they
    explore new examples on every run."""
    from hypothesis import settings

    settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
    settings.register_profile("dev", deadline=None)
    settings.load_profile("ci" if os.environ.get("CI") else "dev")


_register_hypothesis_profiles()
