"""How many TPC-H (22) and TPC-DS (99) queries round-trip through our producer, both ways.

Usage::

    python -m conformance.producer_roundtrip --suite tpch  [--scale 0.01] [--only 1,6] [--json OUT]
    python -m conformance.producer_roundtrip --suite tpcds [--scale 0.01] [--timeout 600]

Per query, in ONE local Spark session (``spark_consumer.session.local_session``):

1. **reference**: DuckDB's answer to the query text over the suite's parquet tables
   (``conformance.reference.duckdb_answer``; data from ``conformance.tpch.generate_tpch`` /
   ``generate_tpcds``, cached under ``.cache/<suite>-<scale>``). A query DuckDB cannot answer is reported
   as such and left out of every denominator.
2. **produce**: ``spark_consumer.producer.to_substrait`` turns the Spark SQL text into a Substrait plan,
   once with ``dialect="standard"`` and once with ``dialect="datafusion"``.
3. **spark**: the standard plan through ``SparkConsumer(spark, tables).to_dataframe(plan)``, collected as
   Arrow and compared with DuckDB's answer.
4. **datafusion**: each dialect's plan on DataFusion's Substrait consumer (``conformance.engines.
   DataFusionEngine``, the parquet tables registered as Arrow tables) and compared with DuckDB's answer.
   When the two dialects give the same plan, DataFusion runs it once and both columns carry that result.

Answers are compared with ``conformance.reference.tables_diff`` (decimals exact to the coarser scale,
floats to 1e-9, multiset comparison unless the query orders its result at the top level, names not
compared: the produced root names are Spark's, which differ from DuckDB's for unaliased expressions).
When a way gives a wrong answer, Spark SQL's own answer to the same text is computed too, as a
diagnostic noted on the wrong step: when Spark's own answer matches DuckDB's, the difference came from the
producer or the consumer; when the wrong answer equals Spark's own answer and both differ from DuckDB's,
it is a Spark/DuckDB difference (dialect, ties under ORDER BY ... LIMIT), not a round-trip fault.

The query texts are DuckDB's; they are adapted for Spark as follows (:data:`ADAPTATIONS`):

* the trailing semicolon is dropped (the rule of ``bench.tpch.spark_sql_text``, which only takes a TPC-H
  query number);
* ``spark.sql.ansi.doubleQuotedIdentifiers`` is on while the queries are produced, so the standard-SQL
  quoted aliases of eight TPC-DS queries (``AS "order count"``) parse as identifiers, as DuckDB reads them;
* DuckDB answers with Spark's null order (``ASC NULLS FIRST``, ``DESC NULLS LAST``; DuckDB's own default is
  ``NULLS LAST`` both ways), so an ORDER BY over a nullable key means the same on both sides.

Every step is guarded: an error in one query is recorded (its class and first line) and the run goes on.
Spark jobs get a time limit (``--timeout``; the jobs are cancelled by tag); DataFusion runs in a daemon
thread that is abandoned after the same limit.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import datetime as _dt
import functools
import json
import re
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from .golden import CACHE_DIR
from .reference import duckdb_answer, sql_sorts, tables_diff
from .tpch import generate_tpcds, generate_tpch, tpcds_query, tpch_query

if TYPE_CHECKING:
    import pyarrow as pa
    from pyspark.sql import DataFrame, SparkSession
    from substrait.plan_pb2 import Plan

    from spark_consumer.producer import Dialect

    from .engines import DataFusionEngine

__all__ = [
    "ADAPTATIONS",
    "DIALECTS",
    "NATIVE_MATCHES_DUCKDB",
    "NOT_NATIVE_EITHER",
    "SAME_AS_NATIVE",
    "SPARK_NULL_ORDER",
    "SPARK_SQL_CONF",
    "SUITES",
    "QueryReport",
    "Step",
    "StepTimeout",
    "Suite",
    "failures_by_cause",
    "main",
    "run_roundtrip",
    "spark_sql_text",
    "totals",
]

Status = Literal["ok", "wrong", "error", "skipped"]

#: The producer dialects measured on DataFusion.
DIALECTS: tuple[Dialect, ...] = ("standard", "datafusion")

#: DuckDB setting that gives Spark's null order (ASC NULLS FIRST, DESC NULLS LAST) to the reference answer.
SPARK_NULL_ORDER = "SET default_null_order = 'nulls_first_on_asc_last_on_desc';\n"

#: Spark SQL settings in force while the queries are produced (restored afterwards).
SPARK_SQL_CONF: dict[str, str] = {"spark.sql.ansi.doubleQuotedIdentifiers": "true"}

#: The adaptations of DuckDB's query texts, as recorded in the JSON report.
ADAPTATIONS: tuple[str, ...] = (
    "Spark: trailing semicolon dropped",
    "Spark: spark.sql.ansi.doubleQuotedIdentifiers=true (standard quoted aliases, as DuckDB reads them)",
    "DuckDB: " + SPARK_NULL_ORDER.strip() + " (Spark's null order)",
)

#: Notes on a wrong answer, from Spark SQL's own answer to the same text (see ``_diagnose``).
NATIVE_MATCHES_DUCKDB = "Spark SQL's own answer matches DuckDB's"
SAME_AS_NATIVE = "same as Spark SQL's own answer, which differs from DuckDB's"
NOT_NATIVE_EITHER = "Spark SQL's own answer differs from DuckDB's and from this one"

_T = TypeVar("_T")


@dataclass(frozen=True)
class Suite:
    """A benchmark: its name, number of queries, query texts and data generator."""

    name: str
    count: int
    query: Callable[[int], str]
    generate: Callable[[float, Path | str], Path]

    def data_dir(self, scale: float) -> Path:
        """The suite's parquet tables at ``scale`` (generated on first use, cached under ``.cache``)."""
        return self.generate(scale, CACHE_DIR / f"{self.name}-{scale:g}")


SUITES: dict[str, Suite] = {
    "tpch": Suite("tpch", 22, tpch_query, generate_tpch),
    "tpcds": Suite("tpcds", 99, tpcds_query, generate_tpcds),
}


class StepTimeout(TimeoutError):
    """A step ran longer than the time limit and was cancelled (Spark) or abandoned (DataFusion)."""


@dataclass
class Step:
    """The outcome of one step of one query.

    ``status`` is ``ok``, ``wrong`` (ran, answer differs from DuckDB's), ``error`` (raised) or ``skipped``
    (an earlier step failed). ``reason`` is one line; ``error_class`` the exception's class; ``stage``
    says where DataFusion failed (``conversion`` of the plan or ``execution``); ``detail`` holds the
    readable diff of a wrong answer (truncated).
    """

    status: Status
    reason: str = ""
    error_class: str | None = None
    stage: str | None = None
    seconds: float = 0.0
    detail: str | None = None

    @property
    def ok(self) -> bool:
        """Whether the step succeeded."""
        return self.status == "ok"


@dataclass
class QueryReport:
    """Everything measured for one query."""

    suite: str
    query: int
    ordered: bool
    reference: Step
    produce: dict[str, Step] = field(default_factory=dict)
    spark: Step = field(default_factory=lambda: Step("skipped"))
    datafusion: dict[str, Step] = field(default_factory=dict)
    native_spark: Step | None = None
    seconds: float = 0.0

    @property
    def answerable(self) -> bool:
        """Whether DuckDB answered the query (only such queries count in the denominators)."""
        return self.reference.ok

    def ways(self) -> Iterator[tuple[str, Step]]:
        """(label, step) of every measured step after the reference, in report order."""
        for dialect, step in self.produce.items():
            yield f"produce ({dialect})", step
        yield "spark", self.spark
        for dialect, step in self.datafusion.items():
            yield f"datafusion ({dialect})", step


# ------------------------------------------------------------------------------------------------- helpers


def spark_sql_text(sql: str) -> str:
    """DuckDB's query text in Spark's SQL dialect: without its trailing semicolon.

    The same rule as ``bench.tpch.spark_sql_text``, for any text (that one takes a TPC-H query number).
    """
    return sql.strip().rstrip(";").strip()


_JVM_CALL = re.compile(r"^An error occurred while calling ")


def _first_line(exc: BaseException, limit: int = 300) -> str:
    """The first informative line of ``exc``'s message (py4j's "An error occurred while calling ..."
    wrapper line skipped), at most ``limit`` characters."""
    for raw in str(exc).splitlines():
        line = raw.strip().removeprefix(": ").strip()
        if line and not _JVM_CALL.match(line):
            return line if len(line) <= limit else line[: limit - 3] + "..."
    return ""


def _is_jvm_gone(exc: BaseException) -> bool:
    """Whether ``exc`` says the Spark driver JVM is unreachable (crashed, e.g. out of memory)."""
    names = {cls.__name__ for cls in type(exc).__mro__}
    if "Py4JNetworkError" in names or isinstance(exc, ConnectionError):
        return True
    text = str(exc)
    return "Answer from Java side is empty" in text or "Error while sending or receiving" in text


def _conversion_cause(exc: BaseException) -> BaseException | None:
    """The original error when ``exc`` is ``DataFusionEngine``'s wrapper of a plan-conversion error."""
    cause = getattr(exc, "cause", None)
    return cause if isinstance(cause, BaseException) else None


def _error_step(exc: BaseException, seconds: float, stage: str | None = None) -> Step:
    """A ``Step`` recording ``exc`` (its cause, for DataFusion's conversion wrapper)."""
    cause = _conversion_cause(exc) or exc
    line = _first_line(cause)
    if "OutOfMemoryError" in str(cause):
        line = "OUT OF MEMORY: " + line
    return Step("error", line, error_class=type(cause).__name__, stage=stage, seconds=round(seconds, 3))


def _attempt(action: Callable[[], _T]) -> tuple[_T | None, Step]:
    """Run ``action``; return its value and an ``ok`` step, or None and an ``error`` step.

    Every ``Exception`` is caught on purpose (one query's failure must not stop the run) and recorded in
    the returned step: its class and first line. ``KeyboardInterrupt`` still stops the run.
    """
    start = time.perf_counter()
    try:
        value = action()
    except Exception as exc:
        return None, _error_step(exc, time.perf_counter() - start)
    return value, Step("ok", seconds=round(time.perf_counter() - start, 3))


_ROWS = re.compile(r"expected (\d+) rows, got (\d+) rows")


def _diff_reason(diff: str) -> str:
    """One line summarising a ``tables_diff`` text."""
    lines = [line.strip() for line in diff.splitlines() if line.strip()]
    parts: list[str] = []
    if "only the order differs" in diff:
        parts.append("only the row order differs")
    else:
        counts = _ROWS.search(lines[0]) if lines else None
        if counts and counts.group(1) != counts.group(2):
            parts.append(f"{counts.group(2)} rows instead of {counts.group(1)}")
    if len(lines) > 1:
        parts.append(lines[1])
    reason = "; ".join(parts) or (lines[0] if lines else "tables differ")
    return reason if len(reason) <= 300 else reason[:297] + "..."


def _compare(got: pa.Table, expected: pa.Table, *, ordered: bool, seconds: float) -> Step:
    """``ok`` when ``got`` matches ``expected``, else ``wrong`` with the diff."""
    diff = tables_diff(got, expected, ordered=ordered, check_names=False)
    if diff is None:
        return Step("ok", seconds=round(seconds, 3))
    return Step("wrong", _diff_reason(diff), seconds=round(seconds, 3), detail=diff[:4000])


@contextlib.contextmanager
def _spark_time_limit(spark: SparkSession, seconds: float | None) -> Iterator[None]:
    """Once ``seconds`` have passed, cancel the Spark jobs this thread runs inside the block (those running
    then and any started later, checked every second); the resulting error becomes :class:`StepTimeout`."""
    if seconds is None:
        yield
        return
    sc = spark.sparkContext
    tag = f"producer-roundtrip-{uuid.uuid4().hex[:12]}"
    fired = threading.Event()
    done = threading.Event()

    def watchdog() -> None:
        if done.wait(seconds):
            return
        fired.set()
        while not done.is_set():
            sc.cancelJobsWithTag(tag)
            done.wait(1.0)

    sc.addJobTag(tag)
    sc.setInterruptOnCancel(True)
    watcher = threading.Thread(target=watchdog, daemon=True, name="producer-roundtrip-watchdog")
    watcher.start()
    try:
        yield
    except Exception as exc:
        if fired.is_set():
            raise StepTimeout(f"Spark jobs cancelled after {seconds:g} s") from exc
        raise
    finally:
        done.set()
        watcher.join()
        sc.removeJobTag(tag)


def _in_thread(action: Callable[[], _T], seconds: float | None) -> _T:
    """Run ``action`` in a daemon thread; raise :class:`StepTimeout` (abandoning the thread) when it takes
    longer than ``seconds``, re-raise its exception otherwise."""
    if seconds is None:
        return action()
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = action()
        except BaseException as exc:  # handed back to the calling thread below
            box["error"] = exc

    worker = threading.Thread(target=target, daemon=True, name="producer-roundtrip-datafusion")
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        raise StepTimeout(f"abandoned after {seconds:g} s (still running in a background thread)")
    if "error" in box:
        raise box["error"]
    value: _T = box["value"]
    return value


# ------------------------------------------------------------------------------------------------ the run


@dataclass
class _Env:
    """The shared state of a run."""

    suite: Suite
    spark: SparkSession
    data_dir: Path
    tables: dict[str, DataFrame]
    arrow: dict[str, pa.Table] | None
    engine: DataFusionEngine | None
    timeout: float | None
    jvm_gone: str | None = None


def _register(spark: SparkSession, data_dir: Path) -> dict[str, DataFrame]:
    """Read every ``data_dir/<name>.parquet`` and register it as temporary view ``<name>``."""
    tables: dict[str, DataFrame] = {}
    for path in sorted(data_dir.glob("*.parquet")):
        df = spark.read.parquet(str(path))
        df.createOrReplaceTempView(path.stem)
        tables[path.stem] = df
    return tables


def _spark_step(env: _Env, action: Callable[[], _T]) -> tuple[_T | None, Step]:
    """Like ``_attempt``, for a step that needs the Spark JVM: skipped once the JVM is gone, and noting
    when an error says it just went."""
    if env.jvm_gone is not None:
        return None, Step("skipped", f"Spark driver unreachable since {env.jvm_gone}")
    start = time.perf_counter()
    try:
        value = action()
    except Exception as exc:  # recorded in the step: one query's failure must not stop the run
        if _is_jvm_gone(exc):
            env.jvm_gone = f"{type(exc).__name__}: {_first_line(exc)}"
        return None, _error_step(exc, time.perf_counter() - start)
    return value, Step("ok", seconds=round(time.perf_counter() - start, 3))


def _run_datafusion(env: _Env, plan: Plan) -> tuple[pa.Table | None, Step]:
    """Run ``plan`` on DataFusion; a failure's stage is ``conversion`` or ``execution``."""
    engine = env.engine
    if engine is None:
        raise ValueError("the run was started without DataFusion")
    plan_bytes = plan.SerializeToString()
    start = time.perf_counter()
    try:
        table = _in_thread(lambda: engine.run(plan_bytes, env.arrow), env.timeout)
    except Exception as exc:  # recorded in the step: one query's failure must not stop the run
        if isinstance(exc, StepTimeout):
            stage = "timeout"
        elif _conversion_cause(exc) is not None:
            stage = "conversion"
        else:
            stage = "execution"
        return None, _error_step(exc, time.perf_counter() - start, stage=stage)
    return table, Step("ok", seconds=round(time.perf_counter() - start, 3))


def _same_plan(a: Plan, b: Plan) -> bool:
    return a.SerializeToString(deterministic=True) == b.SerializeToString(deterministic=True)


def _run_query(env: _Env, n: int) -> QueryReport:
    """Measure query ``n`` of the suite (see the module docstring)."""
    from spark_consumer.consumer import SparkConsumer
    from spark_consumer.producer import to_substrait

    start = time.perf_counter()
    duck_sql = env.suite.query(n)
    text = spark_sql_text(duck_sql)
    report = QueryReport(env.suite.name, n, sql_sorts(duck_sql), Step("skipped"))
    expected, report.reference = _attempt(lambda: duckdb_answer(SPARK_NULL_ORDER + duck_sql, env.data_dir))
    if expected is None:
        report.reference.reason = "DuckDB cannot answer: " + report.reference.reason
        report.seconds = round(time.perf_counter() - start, 3)
        return report

    plans: dict[str, Plan | None] = {}
    for dialect in DIALECTS if env.engine is not None else DIALECTS[:1]:
        plans[dialect], report.produce[dialect] = _spark_step(
            env, functools.partial(to_substrait, text, env.spark, dialect=dialect)
        )

    answers: dict[str, pa.Table] = {}
    plan = plans["standard"]
    if plan is None:
        report.spark = Step("skipped", "not produced")
    else:

        def spark_answer(p: Plan = plan) -> pa.Table:
            df = SparkConsumer(env.spark, env.tables).to_dataframe(p)
            with _spark_time_limit(env.spark, env.timeout):
                return df.toArrow()

        got, report.spark = _spark_step(env, spark_answer)
        if got is not None:
            report.spark = _compare(got, expected, ordered=report.ordered, seconds=report.spark.seconds)
            answers["spark"] = got

    if env.engine is not None:
        for dialect in DIALECTS:
            dplan = plans.get(dialect)
            label = f"datafusion ({dialect})"
            if dplan is None:
                report.datafusion[dialect] = Step("skipped", "not produced")
                continue
            standard = plans["standard"]
            if dialect != "standard" and standard is not None and _same_plan(dplan, standard):
                same = report.datafusion["standard"]
                report.datafusion[dialect] = dataclasses.replace(same, seconds=0.0)
                if "datafusion (standard)" in answers:
                    answers[label] = answers["datafusion (standard)"]
                continue
            got_df, step = _run_datafusion(env, dplan)
            if got_df is not None:
                step = _compare(got_df, expected, ordered=report.ordered, seconds=step.seconds)
                answers[label] = got_df
            report.datafusion[dialect] = step

    wrong = [label for label, step in report.ways() if step.status == "wrong"]
    if wrong:
        _diagnose(env, report, text, expected, answers)
    report.seconds = round(time.perf_counter() - start, 3)
    return report


def _diagnose(
    env: _Env, report: QueryReport, text: str, expected: pa.Table, answers: Mapping[str, pa.Table]
) -> None:
    """Compare Spark SQL's own answer with DuckDB's and with each wrong answer; append the finding to
    each wrong step's reason (:data:`NATIVE_MATCHES_DUCKDB`, :data:`SAME_AS_NATIVE` or
    :data:`NOT_NATIVE_EITHER`)."""

    def native() -> pa.Table:
        with _spark_time_limit(env.spark, env.timeout):
            return env.spark.sql(text).toArrow()

    got, step = _spark_step(env, native)
    if got is None:
        report.native_spark = step
        return
    report.native_spark = _compare(got, expected, ordered=report.ordered, seconds=step.seconds)
    for label, way in report.ways():
        answer = answers.get(label)
        if way.status != "wrong" or answer is None:
            continue
        if report.native_spark.ok:
            way.reason += f" [{NATIVE_MATCHES_DUCKDB}]"
        elif tables_diff(answer, got, ordered=report.ordered, check_names=False) is None:
            way.reason += f" [{SAME_AS_NATIVE}]"
        else:
            way.reason += f" [{NOT_NATIVE_EITHER}]"


def run_roundtrip(
    suite: str,
    queries: Sequence[int] | None,
    spark: SparkSession,
    data_dir: Path | str,
    *,
    datafusion: bool = True,
    timeout: float | None = 600.0,
    progress: Callable[[QueryReport], None] | None = None,
) -> list[QueryReport]:
    """Measure the round trip of ``queries`` (all of the suite when None) of ``suite`` (``tpch`` or
    ``tpcds``) over the parquet tables in ``data_dir``, on ``spark``.

    Registers every table of ``data_dir`` as a temporary view of ``spark``; sets :data:`SPARK_SQL_CONF` for
    the run and restores it afterwards. ``datafusion=False`` skips the DataFusion way (and the datafusion
    dialect). ``timeout`` limits each Spark collection and DataFusion run (None: no limit). ``progress``
    is called with each query's report as it completes. Raises ``ValueError`` for an unknown suite or a
    query number outside the suite; every other failure is recorded in the reports.
    """
    if suite not in SUITES:
        raise ValueError(f"unknown suite {suite!r}; choose from {', '.join(SUITES)}")
    spec = SUITES[suite]
    numbers = list(range(1, spec.count + 1)) if queries is None else list(queries)
    bad = [n for n in numbers if not 1 <= n <= spec.count]
    if bad:
        raise ValueError(f"{suite} has queries 1..{spec.count}; got {bad}")
    directory = Path(data_dir)
    arrow: dict[str, pa.Table] | None = None
    engine: DataFusionEngine | None = None
    if datafusion:
        import pyarrow.parquet as pq

        from .engines import DataFusionEngine

        arrow = {path.stem: pq.read_table(path) for path in sorted(directory.glob("*.parquet"))}
        engine = DataFusionEngine()
    env = _Env(spec, spark, directory, _register(spark, directory), arrow, engine, timeout)
    reports: list[QueryReport] = []
    from spark_consumer.session import settings_set

    with settings_set(spark, SPARK_SQL_CONF):
        for n in numbers:
            report = _run_query(env, n)
            reports.append(report)
            if progress is not None:
                progress(report)
    return reports


# --------------------------------------------------------------------------------------------- reporting


def totals(reports: Sequence[QueryReport]) -> dict[str, Any]:
    """The counts of a run: queries, those DuckDB cannot answer (excluded), and the ``ok`` counts of each
    way over the answerable queries."""
    answerable = [r for r in reports if r.answerable]

    def count(pick: Callable[[QueryReport], Step | None]) -> int:
        return sum(1 for r in answerable if (step := pick(r)) is not None and step.ok)

    return {
        "queries": len(reports),
        "duckdb_cannot_answer": [r.query for r in reports if not r.answerable],
        "denominator": len(answerable),
        "produced": count(lambda r: r.produce.get("standard")),
        "produced_datafusion_dialect": count(lambda r: r.produce.get("datafusion")),
        "spark_ok": count(lambda r: r.spark),
        "datafusion_standard_ok": count(lambda r: r.datafusion.get("standard")),
        "datafusion_dialect_ok": count(lambda r: r.datafusion.get("datafusion")),
    }


_IDS = re.compile(r"#\d+L?|\bo\d+\b")


def _cause(step: Step) -> str:
    """A grouping key for a failed step: the error class and first line (expression ids blanked), or the
    kind of wrong answer."""
    if step.status == "wrong":
        if "only the row order differs" in step.reason:
            kind = "only the row order differs"
        elif "rows instead of" in step.reason:
            kind = "row count differs"
        else:
            kind = "values differ"
        for note in (NATIVE_MATCHES_DUCKDB, SAME_AS_NATIVE, NOT_NATIVE_EITHER):
            if f"[{note}]" in step.reason:
                kind += f" ({note})"
        return f"wrong: {kind}"
    prefix = f"{step.stage}: " if step.stage else ""
    return f"{prefix}{step.error_class}: {_IDS.sub('#N', step.reason)}"


def failures_by_cause(reports: Sequence[QueryReport]) -> list[dict[str, Any]]:
    """The failed steps of answerable queries grouped by way and cause: ``[{way, cause, queries}]``,
    most frequent first. Skipped steps (an earlier step failed) are not listed."""
    groups: dict[tuple[str, str], list[int]] = {}
    for report in reports:
        if not report.answerable:
            continue
        for label, step in report.ways():
            if step.status in ("wrong", "error"):
                groups.setdefault((label, _cause(step)), []).append(report.query)
    ordered = sorted(groups.items(), key=lambda item: (-len(item[1]), item[0]))
    return [{"way": way, "cause": cause, "queries": queries} for (way, cause), queries in ordered]


_STYLE = {"ok": "green", "wrong": "red", "error": "yellow", "skipped": "dim"}


def _cell(step: Step | None) -> str:
    if step is None:
        return "[dim]-[/dim]"
    return f"[{_STYLE[step.status]}]{step.status}[/{_STYLE[step.status]}]"


def _first_failure(report: QueryReport) -> str:
    if not report.answerable:
        return report.reference.reason
    for label, step in report.ways():
        if step.status in ("wrong", "error"):
            return f"{label}: {step.reason}"
    return ""


def render(reports: Sequence[QueryReport], suite: str, wall_seconds: float) -> None:
    """Print the per-query table, the failures grouped by cause and the totals (rich, to stdout)."""
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    console = Console(width=max(Console().width, 160))
    table = Table(title=f"{suite}: Spark SQL -> Substrait (our producer) -> Spark / DataFusion vs DuckDB")
    for name in ("query", "DuckDB", "produced", "spark", "datafusion\nstandard", "datafusion\ndialect"):
        table.add_column(name, no_wrap=True)
    table.add_column("first failure", overflow="fold")
    for r in reports:
        table.add_row(
            f"q{r.query:02d}",
            _cell(r.reference),
            _cell(r.produce.get("standard")),
            _cell(r.spark),
            _cell(r.datafusion.get("standard")),
            _cell(r.datafusion.get("datafusion")),
            escape(_first_failure(r)),
        )
    console.print(table)

    causes = failures_by_cause(reports)
    if causes:
        by_cause = Table(title="failures by cause")
        by_cause.add_column("way", no_wrap=True)
        by_cause.add_column("n", justify="right")
        by_cause.add_column("queries")
        by_cause.add_column("cause", overflow="fold")
        for group in causes:
            by_cause.add_row(
                group["way"],
                str(len(group["queries"])),
                ",".join(str(q) for q in group["queries"]),
                escape(group["cause"]),
            )
        console.print(by_cause)

    t = totals(reports)
    d = t["denominator"]
    excluded = t["duckdb_cannot_answer"]
    ran_datafusion = any(r.datafusion for r in reports)
    datafusion = (
        f"datafusion (standard) ok {t['datafusion_standard_ok']}/{d}, "
        f"datafusion (dialect) ok {t['datafusion_dialect_ok']}/{d}"
        if ran_datafusion
        else "datafusion not run"
    )
    console.print(
        f"[bold]{suite} totals[/bold] (out of {d} queries DuckDB answers): "
        f"produced {t['produced']}/{d}, spark ok {t['spark_ok']}/{d}, {datafusion}"
    )
    console.print(
        "DuckDB cannot answer: "
        + (
            ", ".join(f"q{n:02d}" for n in excluded) + " (excluded from the denominators)"
            if excluded
            else "none"
        )
    )
    console.print(f"wall time {wall_seconds:.1f} s")


def _versions() -> dict[str, str]:
    from importlib.metadata import PackageNotFoundError, version

    out: dict[str, str] = {}
    for name in ("pyspark", "datafusion", "duckdb", "substrait"):
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            out[name] = "not installed"
    return out


def _parse_only(text: str) -> list[int]:
    try:
        return [int(part) for part in text.split(",") if part.strip()]
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"--only takes query numbers separated by commas: {text!r}") from exc


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (see the module docstring). Returns the exit code: 0, or 2 for bad usage."""
    parser = argparse.ArgumentParser(
        prog="python -m conformance.producer_roundtrip",
        description="TPC-H / TPC-DS queries through our Substrait producer, run on Spark and DataFusion.",
    )
    parser.add_argument("--suite", choices=sorted(SUITES), required=True)
    parser.add_argument("--scale", type=float, default=0.01, help="scale factor (default 0.01)")
    parser.add_argument("--only", type=_parse_only, help="query numbers, e.g. 1,6,14")
    parser.add_argument("--json", type=Path, dest="json_out", help="write every figure to this file")
    parser.add_argument(
        "--timeout", type=float, default=600.0, help="seconds per Spark collection / DataFusion run"
    )
    parser.add_argument("--no-datafusion", action="store_true", help="skip the DataFusion way")
    args = parser.parse_args(argv)
    spec = SUITES[args.suite]
    if args.only and any(not 1 <= n <= spec.count for n in args.only):
        parser.error(f"--only: {args.suite} has queries 1..{spec.count}")

    from rich.console import Console

    from spark_consumer.session import default_log_path, jvm_stderr_to, local_session

    err = Console(stderr=True)
    started = time.perf_counter()
    started_at = _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
    data_dir = spec.data_dir(args.scale)
    log_path = default_log_path()
    with jvm_stderr_to(log_path):
        spark = local_session(app_name="producer-roundtrip")
    err.print(f"data {data_dir}; Spark {spark.version} (JVM log {log_path})")

    def progress(report: QueryReport) -> None:
        cells = [f"ref={report.reference.status}"]
        cells += [f"{label}={step.status}" for label, step in report.ways()]
        failure = _first_failure(report)
        err.print(
            f"q{report.query:02d} {report.seconds:6.1f}s "
            + " ".join(cells)
            + (f" | {failure}" if failure else ""),
            markup=False,
            highlight=False,
            soft_wrap=True,
        )

    try:
        reports = run_roundtrip(
            args.suite,
            args.only,
            spark,
            data_dir,
            datafusion=not args.no_datafusion,
            timeout=args.timeout if args.timeout > 0 else None,
            progress=progress,
        )
    finally:
        with contextlib.suppress(Exception):  # the JVM may already be gone; nothing left to release
            spark.stop()
    wall = time.perf_counter() - started
    render(reports, args.suite, wall)
    if args.json_out is not None:
        payload = {
            "suite": args.suite,
            "scale": args.scale,
            "data_dir": str(data_dir),
            "started_at": started_at,
            "wall_seconds": round(wall, 1),
            "versions": _versions(),
            "adaptations": list(ADAPTATIONS),
            "totals": totals(reports),
            "failures_by_cause": failures_by_cause(reports),
            "reports": [asdict(r) for r in reports],
        }
        args.json_out.parent.mkdir(parents=True, exist_ok=True)
        args.json_out.write_text(json.dumps(payload, indent=2) + "\n")
        err.print(f"wrote {args.json_out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
