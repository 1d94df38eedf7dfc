"""pytest collection of the golden cases: ``pytest conformance`` runs every case on the chosen engines.

Options: ``--golden-engine NAME`` (repeatable; ``spark`` by default, or ``all``), ``--golden-filter TEXT``
(only case ids containing it) and ``--golden-slow`` or ``GOLDEN_SLOW=1`` (also run the slow areas, the
TPC-DS plans of DataFusion and DuckDB; without it they are collected and skipped). ``GOLDEN_SLOW=sample``
runs every third case of each slow area (``scripts/test.sh`` sets it: the rest are the slow lane, and the
generated SQL of every case is checked without a JVM in ``tests/test_golden_sql.py``). Known failures are
strict expected failures (``conformance/expected_failures.py``). One Spark session serves each test
process.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from .expected_failures import expected_failure, resolve_exception
from .golden import load_cases
from .plan_runner import ENGINES, CaseEngine, make_engine
from .pytest_support import pytest_runtest_makereport  # noqa: F401  (a hook)

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

#: Areas skipped unless ``--golden-slow`` is given (they would take the run past CI's time).
SLOW_AREAS = frozenset({"tpcds_datafusion", "tpcds_duckdb113"})
#: With ``GOLDEN_SLOW=sample`` one case in this many of each slow area runs (the first, then every n-th).
SLOW_SAMPLE_EVERY = 3


def _slow_mode(config: pytest.Config) -> str:
    """``all``, ``sample`` or ``none``: which cases of the slow areas run."""
    if config.getoption("--golden-slow"):
        return "all"
    value = os.environ.get("GOLDEN_SLOW", "").strip().lower()
    if value in ("", "0"):
        return "none"
    return "sample" if value == "sample" else "all"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("golden", "golden conformance cases")
    group.addoption(
        "--golden-engine",
        action="append",
        default=[],
        help=f"engine to run the golden cases on ({', '.join(ENGINES)} or all); repeatable; default spark",
    )
    group.addoption("--golden-filter", default=None, help="only golden cases whose id contains this text")
    group.addoption("--golden-slow", action="store_true", help="also run the slow areas (TPC-DS)")


def _engines(config: pytest.Config) -> list[str]:
    chosen: list[str] = config.getoption("--golden-engine") or []
    env = os.environ.get("GOLDEN_ENGINES")
    if not chosen and env:
        chosen = [e.strip() for e in env.split(",") if e.strip()]
    if not chosen:
        chosen = ["spark"]
    if "all" in chosen:
        return list(ENGINES)
    unknown = [e for e in chosen if e not in ENGINES]
    if unknown:
        raise pytest.UsageError(f"unknown golden engine(s) {unknown}; choose from {ENGINES} or all")
    return chosen


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "golden_case" not in metafunc.fixturenames:
        return
    config = metafunc.config
    slow = _slow_mode(config)
    cases = load_cases(filter=config.getoption("--golden-filter"))
    seen_in_area: dict[str, int] = {}
    position: dict[str, int] = {}  # a slow case's place among its area's cases
    for case in cases:
        if case.area in SLOW_AREAS:
            position[case.id] = seen_in_area.get(case.area, 0)
            seen_in_area[case.area] = position[case.id] + 1
    params: list[Any] = []
    for engine in _engines(config):
        for case in cases:
            marks: list[Any] = []
            known = expected_failure(engine, case.id)
            if known is not None:
                marks.append(
                    pytest.mark.xfail(
                        strict=True, raises=resolve_exception(known.raises), reason=known.reason
                    )
                )
            if case.area in SLOW_AREAS:
                marks.append(pytest.mark.slow)
                sampled = slow == "sample" and position[case.id] % SLOW_SAMPLE_EVERY == 0
                if slow == "none" or (slow == "sample" and not sampled):
                    marks.append(pytest.mark.skip(reason=f"{case.area} is slow: run with --golden-slow"))
            if engine == "spark":
                marks.append(pytest.mark.spark)
            params.append(pytest.param(engine, case, id=f"{engine}:{case.id}", marks=marks))
    metafunc.parametrize(("engine_name", "golden_case"), params)


@pytest.fixture(scope="session")
def spark(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SparkSession]:
    """The one local SparkSession of the test process (the same as ``tests/conftest.py``'s)."""
    from .pytest_support import local_test_session

    session = local_test_session("substrait-py-conformance", tmp_path_factory)
    yield session
    session.stop()


@pytest.fixture(scope="session")
def golden_engines() -> Iterator[dict[str, CaseEngine]]:
    """Engines created on first use and shared by the whole run (child processes stopped at the end)."""
    engines: dict[str, CaseEngine] = {}
    yield engines
    for engine in engines.values():
        close = getattr(engine, "close", None)
        if close is not None:
            close()


@pytest.fixture(scope="module")
def _golden_settings_on_session(request: pytest.FixtureRequest) -> Iterator[SparkSession]:
    """The Spark session with the settings ``GOLDEN_SETTINGS`` names on it, from the module's first golden
    case on Spark to its end (setting some seventy values takes as long as a small case runs)."""
    name = os.environ.get("GOLDEN_SETTINGS", "")
    from .session_settings import SessionSettings, named_settings

    values = named_settings(name)
    if values is None:
        raise pytest.UsageError(f"GOLDEN_SETTINGS={name!r}: not combined nor an entry of SETTINGS")
    spark = request.getfixturevalue("spark")
    with SessionSettings(spark, values):
        yield spark


@pytest.fixture(autouse=True)
def golden_session_settings(request: pytest.FixtureRequest) -> Iterator[None]:
    """With ``GOLDEN_SETTINGS=combined`` (or the name of one entry of
    :data:`conformance.session_settings.SETTINGS`), a golden case on Spark runs with those settings on
    the session, and must leave every setting as it found it (else the settings are set again, so that
    the next case runs as it would have)."""
    if not os.environ.get("GOLDEN_SETTINGS", "") or request.node.get_closest_marker("spark") is None:
        yield
        return
    from .session_settings import conf_snapshot

    spark: SparkSession = request.getfixturevalue("_golden_settings_on_session")
    before = conf_snapshot(spark)
    yield
    after = conf_snapshot(spark)
    if after != before:
        changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
        for key in changed:
            if key in before:
                spark.conf.set(key, before[key])
            else:
                spark.conf.unset(key)
        raise AssertionError(f"a golden case changed the session's settings: {', '.join(changed)}")


@pytest.fixture
def case_engine(
    engine_name: str, golden_engines: dict[str, CaseEngine], request: pytest.FixtureRequest
) -> CaseEngine:
    """The engine a parametrized golden test runs on."""
    if engine_name not in golden_engines:
        spark = request.getfixturevalue("spark") if engine_name == "spark" else None
        golden_engines[engine_name] = make_engine(engine_name, spark)
    return golden_engines[engine_name]
