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
from dataclasses import dataclass, replace
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


@dataclass(frozen=True)
class _Query:
    """The clauses of one ``SELECT``. ``raw`` is a finished query text (a set operation, a literal row)
    that later clauses wrap rather than extend."""

    source: str = ""
    items: str = "*"
    where: tuple[str, ...] = ()
    group: str | None = None
    distinct: bool = False
    order: str | None = None
    offset: int | None = None
    limit: int | None = None
    raw: str | None = None

    @property
    def plain(self) -> bool:
        """``SELECT * FROM source [WHERE ...]``: a filter, a projection, an aggregate, DISTINCT or an
        ORDER BY may be added to it without changing what either means."""
        return (
            self.raw is None
            and self.items == "*"
            and self.group is None
            and not self.distinct
            and self.order is None
            and self.offset is None
            and self.limit is None
        )

    def text(self) -> str:
        if self.raw is not None:
            return self.raw
        out = [f"SELECT {'DISTINCT ' if self.distinct else ''}{self.items} FROM {self.source}"]
        if self.where:
            out.append("WHERE " + " AND ".join(self.where))
        if self.group is not None:
            out.append(f"GROUP BY {self.group}")
        if self.order is not None:
            out.append(f"ORDER BY {self.order}")
        if self.limit is not None:
            out.append(f"LIMIT {self.limit}")
        if self.offset is not None:
            out.append(f"OFFSET {self.offset}")
        return " ".join(out)


class LazyFrame:
    """One Spark SQL query and its output column names, in order.

    An operation extends the query's clauses when SQL evaluates the result in the same order the
    DataFrame operations would (``WHERE`` before ``GROUP BY`` before the select list before ``ORDER BY``
    before ``OFFSET``/``LIMIT``), and wraps the query as a derived table otherwise; fewer derived tables
    mean less for Spark to analyse."""

    __slots__ = ("_query", "columns")

    def __init__(self, sql: str | _Query, columns: Sequence[str]) -> None:
        self._query = sql if isinstance(sql, _Query) else _Query(raw=sql)
        self.columns = list(columns)

    @classmethod
    def of_table(cls, name: str, columns: Sequence[str]) -> LazyFrame:
        """``SELECT * FROM name`` (a table or view name, quoted)."""
        return cls(_Query(source=f"{name} AS _q{next(_aliases)}"), columns)

    @property
    def sql(self) -> str:
        return self._query.text()

    def __repr__(self) -> str:
        return f"LazyFrame({self.columns}: {self.sql})"

    def _from(self) -> str:
        return f"({self.sql}) AS _q{next(_aliases)}"

    def _plain(self) -> _Query:
        """The query, or a plain query over it as a derived table, ready for another clause."""
        return self._query if self._query.plain else _Query(source=self._from())

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
        return LazyFrame(replace(self._plain(), items=", ".join(texts)), out)

    def withColumn(self, name: str, value: Column) -> LazyFrame:
        return self.select("*", value.alias(name))

    def toDF(self, *names: str) -> LazyFrame:
        if len(names) != len(self.columns):
            raise ValueError(f"toDF: {len(names)} names for {len(self.columns)} columns")
        if list(names) == self.columns:
            return self
        items = ", ".join(f"{quote(c)} AS {quote(n)}" for c, n in zip(self.columns, names, strict=True))
        return LazyFrame(replace(self._plain(), items=items), names)

    def drop(self, *names: str) -> LazyFrame:
        keep = [c for c in self.columns if c not in names]
        return LazyFrame(replace(self._plain(), items=", ".join(quote(c) for c in keep)), keep)

    def filter(self, condition: Column) -> LazyFrame:
        q = self._plain()
        if condition.sql in q.where:  # a read's filter repeated by a filter above it (DataFusion)
            return LazyFrame(q, self.columns)
        return LazyFrame(replace(q, where=(*q.where, condition.sql)), self.columns)

    def distinct(self) -> LazyFrame:
        return LazyFrame(replace(self._plain(), distinct=True), self.columns)

    def orderBy(self, *cols: Column) -> LazyFrame:
        return LazyFrame(replace(self._plain(), order=", ".join(c.sql for c in cols)), self.columns)

    def limit(self, count: int) -> LazyFrame:
        q = self._query
        if q.raw is not None or q.limit is not None:
            q = _Query(source=self._from())
        return LazyFrame(replace(q, limit=int(count)), self.columns)

    def offset(self, count: int) -> LazyFrame:
        q = self._query
        if q.raw is not None or q.limit is not None or q.offset is not None:
            q = _Query(source=self._from())
        return LazyFrame(replace(q, offset=int(count)), self.columns)

    # ---------------------------------------------------------------- joins and set operations

    def join(self, other: LazyFrame, on: Column, how: str = "inner") -> LazyFrame:
        kind = _JOINS[how]
        columns = self.columns if how in ("left_semi", "left_anti") else self.columns + other.columns
        return LazyFrame(_Query(source=f"{self._from()} {kind} {other._from()} ON {on.sql}"), columns)

    def crossJoin(self, other: LazyFrame) -> LazyFrame:
        source = f"{self._from()} CROSS JOIN {other._from()}"
        return LazyFrame(_Query(source=source), self.columns + other.columns)

    def _set(self, op: str, other: LazyFrame) -> LazyFrame:
        return LazyFrame(f"SELECT * FROM {self._from()} {op} SELECT * FROM {other._from()}", self.columns)

    def unionAll(self, other: LazyFrame) -> LazyFrame:
        return self._set("UNION ALL", other)

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
        group = ", ".join(k.sql for k in self.keys) if self.keys else None
        query = replace(self.frame._plain(), items=", ".join(texts), group=group)
        return LazyFrame(query, [n for n in names if n is not None])


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
        return LazyFrame.of_table(quote(view), df.columns)

    @staticmethod
    def table(parts: Sequence[str], columns: Sequence[str]) -> LazyFrame:
        """A catalog table by its name parts."""
        return LazyFrame.of_table(".".join(quote(p) for p in parts), columns)

    def dataframe(self, frame: LazyFrame) -> DataFrame:
        """Run the frame's text through ``spark.sql`` (one parse and one analysis)."""
        return self.spark.sql(frame.sql)
