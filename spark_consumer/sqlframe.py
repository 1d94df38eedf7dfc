"""A lazy relation as Spark SQL text, with the part of the DataFrame API the consumer uses.

Each :class:`LazyFrame` is one complete query; an operation wraps its input as a derived table
(``FROM (<input>) AS _qN``) and returns a new frame, so nothing reaches Spark until
:meth:`SqlBuilder.dataframe` runs the finished text with ``spark.sql`` once. The logical plan Spark
builds from that text is the one the DataFrame operations would have built (a ``Project`` for a select,
a ``Filter`` for a filter, and so on), so the optimizer sees the same plan, analysed once instead of once
per operation.

Sources that exist only as DataFrames (tables given to the consumer, files read through Spark's reader)
enter the text as temporary views, registered once per DataFrame object and session.
"""

from __future__ import annotations

import itertools
import threading
import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING

from spark_consumer.sqlexpr import Column, quote

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

__all__ = ["GroupedFrame", "LazyFrame", "SqlBuilder"]

_aliases = itertools.count(1)
_views = itertools.count(1)
_view_lock = threading.Lock()
#: Views registered for source DataFrames: id(df) -> (weak reference to df, view name). A view stays as
#: long as the session (it is a temporary view); the weak reference tells a reused id from the same df.
_VIEWS: dict[int, tuple[weakref.ref[DataFrame], str]] = {}

_JOINS = {
    "inner": "JOIN",
    "full": "FULL OUTER JOIN",
    "left": "LEFT OUTER JOIN",
    "right": "RIGHT OUTER JOIN",
    "left_semi": "LEFT SEMI JOIN",
    "left_anti": "LEFT ANTI JOIN",
}


def _items(cols: Sequence[Column | str]) -> tuple[list[str], list[str | None]]:
    texts: list[str] = []
    names: list[str | None] = []
    for c in cols:
        if isinstance(c, Column):
            column = c
        elif c == "*":
            column = Column("*")
        else:
            column = Column(quote(c), attr=c)
        texts.append(column.select_item())
        names.append(None if column.sql == "*" else column.output_name)
    return texts, names


class LazyFrame:
    """One Spark SQL query and its output column names, in order."""

    __slots__ = ("columns", "source", "sql")

    def __init__(self, sql: str, columns: Sequence[str], source: str | None = None) -> None:
        self.sql = sql
        self.columns = list(columns)
        #: A table or view name when the frame is exactly ``SELECT * FROM <source>``.
        self.source = source

    def __repr__(self) -> str:
        return f"LazyFrame({self.columns}: {self.sql})"

    def _from(self) -> str:
        inner = self.source if self.source is not None else f"({self.sql})"
        return f"{inner} AS _q{next(_aliases)}"

    # ---------------------------------------------------------------- projections and filters

    def select(self, *cols: Column | str) -> LazyFrame:
        texts, names = _items(cols)
        out: list[str] = []
        for text, name in zip(texts, names, strict=True):
            if text == "*":
                out.extend(self.columns)
            elif name is None:
                raise ValueError(f"a selected expression needs a name: {text}")
            else:
                out.append(name)
        return LazyFrame(f"SELECT {', '.join(texts)} FROM {self._from()}", out)

    def withColumn(self, name: str, value: Column) -> LazyFrame:
        return self.select("*", value.alias(name))

    def toDF(self, *names: str) -> LazyFrame:
        if len(names) != len(self.columns):
            raise ValueError(f"toDF: {len(names)} names for {len(self.columns)} columns")
        if list(names) == self.columns:
            return self
        items = [f"{quote(c)} AS {quote(n)}" for c, n in zip(self.columns, names, strict=True)]
        return LazyFrame(f"SELECT {', '.join(items)} FROM {self._from()}", names)

    def drop(self, *names: str) -> LazyFrame:
        keep = [c for c in self.columns if c not in names]
        return LazyFrame(f"SELECT {', '.join(quote(c) for c in keep)} FROM {self._from()}", keep)

    def filter(self, condition: Column) -> LazyFrame:
        return LazyFrame(f"SELECT * FROM {self._from()} WHERE {condition.sql}", self.columns)

    where = filter

    def distinct(self) -> LazyFrame:
        return LazyFrame(f"SELECT DISTINCT * FROM {self._from()}", self.columns)

    def orderBy(self, *cols: Column) -> LazyFrame:
        order = ", ".join(c.sql for c in cols)
        return LazyFrame(f"SELECT * FROM {self._from()} ORDER BY {order}", self.columns)

    def limit(self, count: int) -> LazyFrame:
        return LazyFrame(f"SELECT * FROM {self._from()} LIMIT {int(count)}", self.columns)

    def offset(self, count: int) -> LazyFrame:
        return LazyFrame(f"SELECT * FROM {self._from()} OFFSET {int(count)}", self.columns)

    # ---------------------------------------------------------------- joins and set operations

    def join(self, other: LazyFrame, on: Column, how: str = "inner") -> LazyFrame:
        kind = _JOINS[how]
        columns = self.columns if how in ("left_semi", "left_anti") else self.columns + other.columns
        return LazyFrame(f"SELECT * FROM {self._from()} {kind} {other._from()} ON {on.sql}", columns)

    def crossJoin(self, other: LazyFrame) -> LazyFrame:
        return LazyFrame(
            f"SELECT * FROM {self._from()} CROSS JOIN {other._from()}", self.columns + other.columns
        )

    def _set(self, op: str, other: LazyFrame) -> LazyFrame:
        return LazyFrame(f"SELECT * FROM {self._from()} {op} SELECT * FROM {other._from()}", self.columns)

    def unionAll(self, other: LazyFrame) -> LazyFrame:
        return self._set("UNION ALL", other)

    union = unionAll

    def subtract(self, other: LazyFrame) -> LazyFrame:
        return self._set("EXCEPT DISTINCT", other)

    def exceptAll(self, other: LazyFrame) -> LazyFrame:
        return self._set("EXCEPT ALL", other)

    def intersect(self, other: LazyFrame) -> LazyFrame:
        return self._set("INTERSECT DISTINCT", other)

    def intersectAll(self, other: LazyFrame) -> LazyFrame:
        return self._set("INTERSECT ALL", other)

    # ---------------------------------------------------------------- aggregation

    def groupBy(self, *keys: Column) -> GroupedFrame:
        return GroupedFrame(self, list(keys))

    def agg(self, *aggs: Column) -> LazyFrame:
        return GroupedFrame(self, []).agg(*aggs)

    # ---------------------------------------------------------------- subquery expressions

    def scalar(self) -> Column:
        return Column(f"({self.sql})")

    def exists(self) -> Column:
        return Column(f"(EXISTS ({self.sql}))")


class GroupedFrame:
    """``frame.groupBy(keys)``, waiting for its aggregates."""

    __slots__ = ("frame", "keys")

    def __init__(self, frame: LazyFrame, keys: list[Column]) -> None:
        self.frame = frame
        self.keys = keys

    def agg(self, *aggs: Column) -> LazyFrame:
        texts, names = _items([*self.keys, *aggs])
        if any(n is None for n in names):
            raise ValueError("grouping keys and aggregates need names")
        group = f" GROUP BY {', '.join(k.sql for k in self.keys)}" if self.keys else ""
        sql = f"SELECT {', '.join(texts)} FROM {self.frame._from()}{group}"
        return LazyFrame(sql, [n for n in names if n is not None])


class SqlBuilder:
    """Turns DataFrames into frames (through temporary views) and finished frames into DataFrames."""

    def __init__(self, spark: SparkSession) -> None:
        self.spark = spark

    def frame(self, df: DataFrame) -> LazyFrame:
        """``SELECT * FROM`` a temporary view of ``df`` (registered on first use)."""
        key = id(df)
        with _view_lock:
            hit = _VIEWS.get(key)
            if hit is not None and hit[0]() is df:
                view = hit[1]
            else:
                view = f"__substrait_py_source_{next(_views)}"
                df.createOrReplaceTempView(view)
                _VIEWS[key] = (weakref.ref(df), view)
        return LazyFrame(f"SELECT * FROM {quote(view)}", df.columns, source=quote(view))

    @staticmethod
    def table(parts: Sequence[str], columns: Sequence[str]) -> LazyFrame:
        """A catalog table by its name parts."""
        name = ".".join(quote(p) for p in parts)
        return LazyFrame(f"SELECT * FROM {name}", columns, source=name)

    def dataframe(self, frame: LazyFrame) -> DataFrame:
        """Run the frame's text through ``spark.sql`` (one parse and one analysis)."""
        return self.spark.sql(frame.sql)
