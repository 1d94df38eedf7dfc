"""Running a generated query: the DataFrames it reads, its parameters, and Spark's errors.

A query reads DataFrames (given tables, catalog tables, files) through ``{key}`` placeholders. On Spark
Connect they are handed to ``spark.sql`` as the call's own relations (PySpark sends them with the query;
nothing is registered in the session). On classic Spark each DataFrame is registered once as a temporary
view with an unguessable name (``__substrait_py_<uuid>``) and reused by every later query over the same
DataFrame object (registering costs a command per view, more than analysing a query); the view is dropped
once the DataFrame object is gone (at the next query, never from a garbage-collector callback) or by
:func:`drop_views`. A query that Spark has analysed no longer needs its views (classic Spark resolves
them into the analysed plan), so dropping one never changes a DataFrame already made.

Spark's own errors while parsing or analysing a generated query become the toolkit's typed errors: the
plan is valid and bound by then, so what Spark refuses is an unsupported combination
(:class:`UnsupportedFeatureError`); a JVM stack overflow on a very deep plan is reported the same way.
"""

from __future__ import annotations

import threading
import uuid
import weakref
from collections import deque
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from pyspark.sql.types import StructType

from spark_consumer.sql.generate import SqlText
from substrait_py.errors import ExecutionError, UnsupportedFeatureError

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

__all__ = ["VIEW_PREFIX", "drop_views", "is_connect", "registered_views", "run_sql"]

#: The prefix of every temporary view the consumer registers (a plan cannot name or guess the rest).
VIEW_PREFIX = "__substrait_py_"

_lock = threading.RLock()
#: (id of the session, id of the DataFrame) -> (weak reference to the DataFrame, view name)
_views: dict[tuple[int, int], tuple[weakref.ref[Any], str]] = {}
#: Views whose DataFrame is gone, to drop at the next query: (weak reference to the session, view name).
#: A deque: the weak-reference callback appends without taking a lock (it may run at any allocation).
_dead: deque[tuple[weakref.ref[Any], str]] = deque()


def is_connect(spark: SparkSession) -> bool:
    """Whether ``spark`` is a Spark Connect session (no JVM in this process)."""
    return not hasattr(spark, "_jsparkSession")


def _forget(session: weakref.ref[Any], name: str) -> None:
    _dead.append((session, name))


def _view_for(spark: SparkSession, df: DataFrame) -> str:
    key = (id(spark), id(df))
    with _lock:
        hit = _views.get(key)
        if hit is not None and hit[0]() is df:
            return hit[1]
    name = f"{VIEW_PREFIX}{uuid.uuid4().hex}"
    df.createOrReplaceTempView(name)
    session_ref = weakref.ref(spark)

    def gone(_ref: object, name: str = name) -> None:
        _forget(session_ref, name)

    ref = weakref.ref(df, gone)
    with _lock:
        _views[key] = (ref, name)
    return name


def _drop_dead() -> None:
    dead: list[tuple[weakref.ref[Any], str]] = []
    while _dead:
        dead.append(_dead.popleft())
    if not dead:
        return
    with _lock:
        for key in [k for k, (ref, _) in _views.items() if ref() is None]:
            del _views[key]
    for session_ref, name in dead:
        session = session_ref()
        if session is not None:
            try:
                session.catalog.dropTempView(name)
            except Exception:  # a stopped session: its views are gone with it
                continue


def registered_views() -> int:
    """How many temporary views the consumer holds (for tests of their lifetime)."""
    with _lock:
        return len(_views)


def drop_views(spark: SparkSession | None = None) -> None:
    """Drop every temporary view the consumer registered (in ``spark``, or in every session)."""
    with _lock:
        items = [(k, v) for k, v in _views.items() if spark is None or k[0] == id(spark)]
        for k, _ in items:
            _views.pop(k, None)
    for (_, _), (ref, name) in items:
        df = ref()
        session = df.sparkSession if df is not None else spark
        if session is not None:
            try:
                session.catalog.dropTempView(name)
            except Exception:  # a stopped session: its views are gone with it
                continue
    _drop_dead()


def run_sql(spark: SparkSession, sql: SqlText, sources: Mapping[str, DataFrame | StructType]) -> DataFrame:
    """``spark.sql`` of a generated query with its parameters and the DataFrames it reads, analysed
    (classic Spark analyses eagerly; on Spark Connect the schema is asked for so that errors surface
    here)."""
    frames: dict[str, DataFrame] = {}
    for key in sql.sources:
        df = sources[key]
        if isinstance(df, StructType):
            raise UnsupportedFeatureError("running a plan over a table given as a schema alone")
        frames[key] = df
    try:
        if is_connect(spark):
            out = spark.sql(sql.text, None, **frames)
            _ = out.schema
            return out
        _drop_dead()
        names = {k: _view_for(spark, df) for k, df in frames.items()}
        text = sql.text.format(**names) if names else sql.text.replace("{{", "{").replace("}}", "}")
        return _classic_sql(spark, text)
    except (UnsupportedFeatureError, ExecutionError):
        raise
    except Exception as exc:
        raise spark_error(exc) from exc


def _classic_sql(spark: SparkSession, text: str) -> DataFrame:
    """``spark.sql(text)`` on a classic session (not :func:`is_connect`) in one call to the JVM.
    PySpark's ``spark.sql`` first builds an empty parameter array (three more round trips, about 0.4 ms
    of a translation's 9 ms); the JVM's one-argument ``sql`` parses and analyses exactly as the call with
    no parameters does. PySpark's error conversion applies to every JVM call, so Spark's errors arrive as
    its Python exceptions."""
    from pyspark.sql.classic.dataframe import DataFrame as ClassicDataFrame

    return ClassicDataFrame(spark._jsparkSession.sql(text), spark)


def spark_error(exc: BaseException) -> UnsupportedFeatureError | ExecutionError:
    """The toolkit's error for an exception Spark raised while parsing or analysing a generated query."""
    text = str(exc)
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    first = lines[0] if lines else type(exc).__name__
    if first.startswith("An error occurred while calling") and len(lines) > 1:
        first = lines[1].removeprefix(": ")  # Py4J's line names the call; the next one, Java's exception
    if "StackOverflowError" in text or "Max iterations" in first:
        return UnsupportedFeatureError("a plan nested too deep for Spark's analyser", first[:300])
    name = type(exc).__name__
    if name in (
        "AnalysisException",
        "ParseException",
        "SparkConnectGrpcException",
        "IllegalArgumentException",
    ):
        return UnsupportedFeatureError("a plan Spark cannot analyse", first[:500])
    return ExecutionError(f"Spark failed: {first[:500]}")
