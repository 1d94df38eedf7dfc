"""The output-naming examples (plans without root names) through SparkConsumer: the output names must follow
the naming rules (:mod:`substrait_py.naming`); the rows come from DuckDB (``conformance/plans/naming``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from conformance.golden import GoldenCase, load_cases
from conformance.pytest_support import assert_case_passes, case_params

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

    from conformance.plan_runner import SparkCaseEngine

CONSUMER = Path(__file__).resolve().parent.parent / "spark_consumer" / "consumer.py"
CASES = [c for c in load_cases() if c.area == "naming"]

pytestmark = [
    pytest.mark.spark,
    pytest.mark.skipif(not CONSUMER.exists(), reason="spark_consumer/consumer.py does not exist yet"),
]


@pytest.fixture(scope="module")
def engine(spark: SparkSession) -> SparkCaseEngine:
    from conformance.plan_runner import SparkCaseEngine

    return SparkCaseEngine(spark)


def test_every_naming_example_is_a_case() -> None:
    names = {c.name for c in CASES}
    assert {
        "projected_columns",
        "function_transformed_columns",
        "function_with_operators",
        "project_literals",
    } <= names


@pytest.mark.parametrize("case", case_params(CASES, "spark"))
def test_golden_naming_case(case: GoldenCase, engine: SparkCaseEngine) -> None:
    assert_case_passes(case, engine)
