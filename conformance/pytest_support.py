"""Helpers shared by the pytest collections of golden cases (``conformance/test_plans.py`` and
``tests/test_golden_*.py``): parameters with strict expected failures, and the assertion of one outcome."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import pytest

from .expected_failures import expected_failure, resolve_exception
from .golden import GoldenCase
from .plan_runner import CaseEngine, run_case

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

__all__ = ["assert_case_passes", "case_params", "local_test_session"]


#: JVM options of the test sessions. The tests' queries are small and many: the JVM's optimising compiler
#: (C2) and parallel garbage collector spend more of the two cores than they give back, while the other
#: test process needs them. Neither option changes what a query computes.
TEST_JAVA_OPTIONS = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"


def local_test_session(app_name: str, tmp_path_factory: pytest.TempPathFactory) -> SparkSession:
    """The classic local Spark session of a test process (``local[2]``, the toolkit's settings) with a
    warehouse folder of its own under the process's temporary folder: test processes that run side by
    side (pytest-xdist workers, each with its own session) never share a managed table."""
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    from spark_consumer.session import LOCAL_CONF, local_session

    warehouse = tmp_path_factory.getbasetemp() / "spark-warehouse"
    conf = {
        "spark.sql.warehouse.dir": str(warehouse),
        "spark.driver.extraJavaOptions": f"{LOCAL_CONF['spark.driver.extraJavaOptions']} {TEST_JAVA_OPTIONS}",
    }
    return local_session(app_name=app_name, master="local[2]", conf=conf)


def case_params(cases: Iterable[GoldenCase], engine: str) -> list[Any]:
    """``pytest.param`` per case, marked ``xfail(strict=True, raises=..., reason=...)`` when the case is a
    known failure on ``engine``."""
    params = []
    for case in cases:
        known = expected_failure(engine, case.id)
        marks = (
            [pytest.mark.xfail(strict=True, raises=resolve_exception(known.raises), reason=known.reason)]
            if known
            else []
        )
        params.append(pytest.param(case, id=case.id, marks=marks))
    return params


def assert_case_passes(case: GoldenCase, engine: CaseEngine) -> None:
    """Run ``case`` on ``engine``; re-raise the engine's exception, or fail with the diff when it is wrong."""
    outcome = run_case(case, engine)
    if outcome.status == "pass":
        return
    if outcome.exception is not None:
        raise outcome.exception
    raise AssertionError(f"{case.id} on {engine.name}: {outcome.status}\n{outcome.detail}")
