"""The Spark session the tests share: the toolkit's local settings, a warehouse folder of the test
process's own, and the JVM options of :data:`conformance.pytest_support.TEST_JAVA_OPTIONS` in effect."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conformance.pytest_support import TEST_JAVA_OPTIONS
from spark_consumer.session import LOCAL_CONF

pytestmark = pytest.mark.spark


def test_the_jvm_runs_with_the_test_options(spark: Any) -> None:
    runtime = spark.sparkContext._jvm.java.lang.management.ManagementFactory.getRuntimeMXBean()
    arguments = set(runtime.getInputArguments())
    assert set(TEST_JAVA_OPTIONS.split()) <= arguments
    # the toolkit's own driver options are kept next to them
    assert {o for o in LOCAL_CONF["spark.driver.extraJavaOptions"].split() if o.startswith("-D")} <= arguments


def test_the_warehouse_is_the_test_processs_own(spark: Any, tmp_path_factory: pytest.TempPathFactory) -> None:
    warehouse = str(spark.conf.get("spark.sql.warehouse.dir"))
    base = tmp_path_factory.getbasetemp().resolve()
    assert Path(warehouse.removeprefix("file:")).resolve().is_relative_to(base)
    assert spark.conf.get("spark.sql.session.timeZone") == LOCAL_CONF["spark.sql.session.timeZone"]
