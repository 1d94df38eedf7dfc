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


def test_the_session_has_room_for_compiled_code_and_small_pages(spark: Any) -> None:
    """A C1-only JVM reserves 48 MB for compiled code unless told otherwise; Spark's generated classes
    outgrow that within one test run, and the JVM's error then ends it. The pages are 1 MB."""
    from conformance.pytest_support import TEST_PAGE_SIZE

    flags = spark.sparkContext._jvm.java.lang.management.ManagementFactory.getPlatformMXBean(
        spark.sparkContext._jvm.java.lang.Class.forName("com.sun.management.HotSpotDiagnosticMXBean")
    )
    assert int(flags.getVMOption("ReservedCodeCacheSize").getValue()) >= 240 * 1024 * 1024
    assert spark.conf.get("spark.buffer.pageSize") == TEST_PAGE_SIZE


@pytest.mark.parametrize(
    ("status", "expected"),
    [
        (None, None),
        (50, "the Spark JVM exited with status 50 (an uncaught fatal error in a task)"),
        (52, "the Spark JVM exited with status 52 (a Java OutOfMemoryError)"),
        (-9, "the Spark JVM exited with status -9 (killed by signal 9)"),
        (1, "the Spark JVM exited with status 1"),
    ],
)
def test_a_dead_jvm_is_named_with_its_exit_status(
    monkeypatch: pytest.MonkeyPatch, status: int | None, expected: str | None
) -> None:
    from pyspark import SparkContext

    import conformance.pytest_support as support

    class Process:
        returncode = status

        def poll(self) -> int | None:
            return status

    class Gateway:
        proc = Process()

    monkeypatch.setattr(SparkContext, "_gateway", Gateway(), raising=False)
    monkeypatch.setattr(support, "_crash_log_folders", [])
    assert support.jvm_exit_note() == expected
