"""Golden cases of the relations TPC-H does not exercise, run through SparkConsumer.

Each case's expected answer was computed by DuckDB from the equivalent SQL (or taken from the Substrait
spec's worked examples) and is stored under ``conformance/plans/<area>/``; see ``conformance/golden.py``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from conformance.golden import GoldenCase, load_cases
from conformance.pytest_support import assert_case_passes, case_params

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

    from conformance.plan_runner import SparkCaseEngine

RELATION_AREAS = (
    "aggregate",
    "join",
    "set",
    "fetch",
    "sort",
    "project_filter",
    "reference",
    "read",
    "nested_reference",
    "mask",
    "write",
    "ddl",
)
CONSUMER = Path(__file__).resolve().parent.parent / "spark_consumer" / "consumer.py"
CASES = [c for c in load_cases() if c.area in RELATION_AREAS]

pytestmark = [
    pytest.mark.spark,
    pytest.mark.skipif(not CONSUMER.exists(), reason="spark_consumer/consumer.py does not exist yet"),
]


@pytest.fixture(scope="module")
def engine(spark: SparkSession) -> SparkCaseEngine:
    from conformance.plan_runner import SparkCaseEngine

    return SparkCaseEngine(spark)


def test_every_relation_area_has_cases() -> None:
    areas = {c.area for c in CASES}
    assert areas == set(RELATION_AREAS)


@pytest.mark.parametrize("case", case_params(CASES, "spark"))
def test_golden_relation_case(case: GoldenCase, engine: SparkCaseEngine) -> None:
    assert_case_passes(case, engine)
