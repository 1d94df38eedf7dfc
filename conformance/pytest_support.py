"""Helpers shared by the pytest collections of golden cases (``conformance/test_plans.py`` and
``tests/test_golden_*.py``): parameters with strict expected failures, and the assertion of one outcome."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from .expected_failures import expected_failure, resolve_exception
from .golden import GoldenCase
from .plan_runner import CaseEngine, run_case

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

__all__ = [
    "assert_case_passes",
    "case_params",
    "jvm_exit_note",
    "local_test_session",
    "pytest_runtest_makereport",
]


#: JVM options of the test sessions. The tests' queries are small and many: the JVM's optimising compiler
#: (C2) and parallel garbage collector spend more of the two cores than they give back, while the other
#: test process needs them. Without C2 the JVM reserves only 48 MB for compiled code, which Spark's
#: generated classes fill within one test run; the JVM then throws "Out of space in CodeCache for
#: adapters" in a task thread, and Spark ends the whole JVM on such an error (exit status 50): the code
#: cache gets the size it has with C2. No option changes what a query computes.
TEST_JAVA_OPTIONS = "-XX:TieredStopAtLevel=1 -XX:ReservedCodeCacheSize=240m -XX:+UseSerialGC"

#: Memory page size of the test sessions. Spark sizes a page from the heap and the cores (32 MB for a 2 GB
#: local[2] driver), and every hash table and sort of a task takes at least one: on the tests' small
#: tables the TPC-DS plans held over 1 GB of nearly empty pages at once, so the old generation sat at 1.3
#: of its 1.4 GB. With 1 MB pages it stays under 0.6 GB and the golden cases run about a fifth faster.
#: Spark spills or grows a page as the data needs, so answers do not change.
TEST_PAGE_SIZE = "1m"


#: The folders where test sessions' JVMs write a crash log (``hs_err_pid<pid>.log``).
_crash_log_folders: list[Path] = []


def local_test_session(app_name: str, tmp_path_factory: pytest.TempPathFactory) -> SparkSession:
    """The classic local Spark session of a test process (``local[2]``, the toolkit's settings) with a
    warehouse folder of its own under the process's temporary folder: test processes that run side by
    side (pytest-xdist workers, each with its own session) never share a managed table."""
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    from spark_consumer.session import LOCAL_CONF, local_session

    base = tmp_path_factory.getbasetemp()
    if base not in _crash_log_folders:  # both conftests ask; the process has one session and one folder
        _crash_log_folders.append(base)
    warehouse = base / "spark-warehouse"
    conf = {
        "spark.sql.warehouse.dir": str(warehouse),
        "spark.driver.extraJavaOptions": f"{LOCAL_CONF['spark.driver.extraJavaOptions']} {TEST_JAVA_OPTIONS}"
        f" -XX:ErrorFile={base / 'hs_err_pid%p.log'}",
        "spark.buffer.pageSize": TEST_PAGE_SIZE,
    }
    return local_session(app_name=app_name, master="local[2]", conf=conf)


def without_java() -> dict[str, str]:
    """The environment with no Java to be found (``JAVA_HOME`` names none, ``PATH`` holds no ``java``):
    a command that started Spark there would fail for want of Java."""
    env = {k: v for k, v in os.environ.items() if k != "JAVA_HOME"}
    env["JAVA_HOME"] = "/nonexistent-java-home"
    env["PATH"] = os.pathsep.join(
        d for d in env.get("PATH", "").split(os.pathsep) if d and not (Path(d) / "java").exists()
    )
    return env


def jvm_exit_note() -> str | None:
    """A sentence on the test process's Spark JVM when it has exited (its exit status, and where a crash
    log is), else None. Once the JVM is gone every later Spark test fails with a refused connection; this
    says why."""
    from pyspark import SparkContext

    gateway = SparkContext._gateway
    proc = getattr(gateway, "proc", None)
    if proc is None or proc.poll() is None:
        return None
    status = proc.returncode
    meaning = {50: "an uncaught fatal error in a task", 52: "a Java OutOfMemoryError"}.get(status, "")
    if status < 0:
        meaning = f"killed by signal {-status}"
    note = f"the Spark JVM exited with status {status}" + (f" ({meaning})" if meaning else "")
    crash_logs = sorted(log for folder in _crash_log_folders for log in folder.glob("hs_err_pid*.log"))
    return note + (f"; crash log: {crash_logs[-1]}" if crash_logs else "")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """Name a dead Spark JVM in the report of a test that failed on a refused connection to it."""
    report = yield
    excinfo = call.excinfo
    if (
        report.failed
        and excinfo is not None
        and "pyspark" in sys.modules
        and (excinfo.errisinstance(ConnectionRefusedError) or "Py4JNetwork" in excinfo.typename)
    ):
        note = jvm_exit_note()
        if note is not None:
            report.sections.append(("Spark JVM", note))
    return report


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
