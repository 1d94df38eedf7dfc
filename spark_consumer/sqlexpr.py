"""Spark SQL expressions built in Python: a stand-in for ``pyspark.sql.Column`` and ``functions``.

The consumer translates a whole plan into ONE Spark SQL query and hands it to ``spark.sql`` once, so Spark
parses and analyses the plan a single time, as it does for its own SQL (issue 3: translation within 1.5x of
Spark's analysis). Building ``pyspark`` Columns and DataFrames instead costs a JVM round trip per
expression node and an analysis per DataFrame operation on classic PySpark.

:class:`Column` mirrors the part of the PySpark Column API the translation uses and renders Spark SQL text.
The module-level functions mirror ``pyspark.sql.functions``: a call ``F.name(a, b)`` renders as
```name`(a, b)``, the very ``UnresolvedFunction`` that PySpark's own wrapper builds, so the semantics are
Spark's function registry either way. Function names are always back-quoted, which keeps keywords and
special syntax (``extract``, ``trim``, ``div``) out of the way of the parser. The few wrappers whose Scala
API reorders or rewrites arguments (``trim`` and friends, ``log``, distinct aggregates) are written out.

Rendering rules that keep the meaning exact: every compound expression is parenthesised; literals carry
their type (``5`` INT, ``5L`` BIGINT, ``1.5D`` DOUBLE, ``1.5BD`` DECIMAL, ``DATE '...'``, ``X'..'``) just as
``F.lit`` types Python values; identifiers are back-quoted with back-quotes doubled.
"""

from __future__ import annotations

import datetime as _dt
import decimal as _decimal
import inspect
import itertools
import math
from collections.abc import Callable, Sequence

from pyspark.sql import types as T

__all__ = [
    "Column",
    "Window",
    "WindowSpec",
    "col",
    "lit",
    "quote",
    "sql_literal",
    "sql_type",
    "when",
]

_lambda_ids = itertools.count(1)


def quote(name: str) -> str:
    """``name`` as a back-quoted Spark SQL identifier."""
    return "`" + name.replace("`", "``") + "`"


def name_parts(name: str) -> list[str]:
    """A column name split as ``F.col`` reads it: dots separate nested fields, back-quotes quote."""
    parts: list[str] = []
    cur: list[str] = []
    i, inside = 0, False
    while i < len(name):
        ch = name[i]
        if inside:
            if ch == "`":
                if i + 1 < len(name) and name[i + 1] == "`":
                    cur.append("`")
                    i += 1
                else:
                    inside = False
            else:
                cur.append(ch)
        elif ch == "`":
            inside = True
        elif ch == ".":
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    parts.append("".join(cur))
    return parts


_ATOMIC_SQL: dict[type[T.DataType], str] = {
    T.NullType: "VOID",
    T.BooleanType: "BOOLEAN",
    T.ByteType: "TINYINT",
    T.ShortType: "SMALLINT",
    T.IntegerType: "INT",
    T.LongType: "BIGINT",
    T.FloatType: "FLOAT",
    T.DoubleType: "DOUBLE",
    T.StringType: "STRING",
    T.BinaryType: "BINARY",
    T.DateType: "DATE",
    T.TimestampType: "TIMESTAMP",
    T.TimestampNTZType: "TIMESTAMP_NTZ",
    T.CalendarIntervalType: "INTERVAL",
}
_DAY_TIME_FIELDS = {0: "DAY", 1: "HOUR", 2: "MINUTE", 3: "SECOND"}
_YEAR_MONTH_FIELDS = {0: "YEAR", 1: "MONTH"}


def sql_type(dt: T.DataType | str) -> str:
    """A Spark type in SQL syntax (a ``str`` is taken as a DDL type name already). Nullability of
    elements and fields is not expressible in a cast and is left to Spark (it derives it)."""
    if isinstance(dt, str):
        return dt
    atomic = _ATOMIC_SQL.get(type(dt))
    if atomic is not None:
        return atomic
    if isinstance(dt, T.DecimalType):
        return f"DECIMAL({dt.precision},{dt.scale})"
    if isinstance(dt, T.CharType):
        return f"CHAR({dt.length})"
    if isinstance(dt, T.VarcharType):
        return f"VARCHAR({dt.length})"
    if isinstance(dt, T.DayTimeIntervalType):
        start, end = _DAY_TIME_FIELDS[dt.startField], _DAY_TIME_FIELDS[dt.endField]
        return f"INTERVAL {start}" if start == end else f"INTERVAL {start} TO {end}"
    if isinstance(dt, T.YearMonthIntervalType):
        start, end = _YEAR_MONTH_FIELDS[dt.startField], _YEAR_MONTH_FIELDS[dt.endField]
        return f"INTERVAL {start}" if start == end else f"INTERVAL {start} TO {end}"
    if isinstance(dt, T.ArrayType):
        return f"ARRAY<{sql_type(dt.elementType)}>"
    if isinstance(dt, T.MapType):
        return f"MAP<{sql_type(dt.keyType)}, {sql_type(dt.valueType)}>"
    if isinstance(dt, T.StructType):
        return "STRUCT<" + ", ".join(f"{quote(f.name)}: {sql_type(f.dataType)}" for f in dt.fields) + ">"
    raise TypeError(f"no SQL spelling for Spark type {dt.simpleString()}")


_INT_MIN, _INT_MAX = -(2**31), 2**31 - 1
_LONG_MIN, _LONG_MAX = -(2**63), 2**63 - 1


def _string(value: str) -> str:
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _interval(value: _dt.timedelta) -> str:
    micros = (value.days * 86_400 + value.seconds) * 1_000_000 + value.microseconds
    sign = "-" if micros < 0 else ""
    micros = abs(micros)
    days, rest = divmod(micros, 86_400_000_000)
    hours, rest = divmod(rest, 3_600_000_000)
    minutes, rest = divmod(rest, 60_000_000)
    seconds, frac = divmod(rest, 1_000_000)
    return f"INTERVAL '{sign}{days} {hours:02d}:{minutes:02d}:{seconds:02d}.{frac:06d}' DAY TO SECOND"


def sql_literal(value: object) -> str:
    """A Python value as the Spark SQL literal of the type ``F.lit`` gives it."""
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int):
        if _INT_MIN <= value <= _INT_MAX:
            text = str(value)
        elif _LONG_MIN <= value <= _LONG_MAX:
            text = f"{value}L"
        else:
            text = f"{value}BD"
        return f"({text})" if value < 0 else text
    if isinstance(value, float):
        if math.isnan(value):
            return "CAST('NaN' AS DOUBLE)"
        if math.isinf(value):
            return "CAST('Infinity' AS DOUBLE)" if value > 0 else "CAST('-Infinity' AS DOUBLE)"
        text = repr(value)
        if "e" in text or "E" in text:
            return f"CAST('{text}' AS DOUBLE)"
        return f"({text}D)" if value < 0 else f"{text}D"
    if isinstance(value, _decimal.Decimal):
        if not value.is_finite():
            raise TypeError(f"no Spark literal for decimal {value}")
        text = format(value, "f")
        return f"({text}BD)" if value < 0 else f"{text}BD"
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, (bytes, bytearray)):
        return f"X'{bytes(value).hex().upper()}'"
    if isinstance(value, _dt.datetime):
        raise TypeError("datetime literals are built from microseconds, not Python datetimes")
    if isinstance(value, _dt.date):
        return f"DATE '{value.isoformat()}'"
    if isinstance(value, _dt.timedelta):
        return _interval(value)
    if isinstance(value, (list, tuple)):
        return "array(" + ", ".join(sql_literal(v) for v in value) + ")"
    raise TypeError(f"no Spark literal for {type(value).__name__}")


#: DDL type names that have another spelling in :func:`sql_type`'s output.
_TYPE_SYNONYMS = {"LONG": "BIGINT", "INTEGER": "INT", "SHORT": "SMALLINT", "BYTE": "TINYINT", "REAL": "FLOAT"}


def _canonical_type(text: str) -> str:
    if "`" in text:  # a struct type: field names keep their case
        return text
    upper = text.upper()
    return _TYPE_SYNONYMS.get(upper, upper)


def _e(value: object) -> str:
    """The SQL of a Column, or of a Python value as a literal."""
    if isinstance(value, Column):
        return value.sql
    return sql_literal(value)


class Column:
    """A Spark SQL expression: its text, and the name it is selected as (``alias``) when it has one.

    Immutable. Like PySpark's Column it overloads Python operators and cannot be used as a bool."""

    __slots__ = ("_attr", "alias_name", "sql", "sql_type")

    def __init__(
        self, sql: str, alias_name: str | None = None, attr: str | None = None, sql_type: str | None = None
    ) -> None:
        self.sql = sql
        self.alias_name = alias_name
        self._attr = attr
        #: The Spark type (SQL spelling, upper case) when known: a cast's target, a typed literal's type.
        self.sql_type = sql_type

    # ---------------------------------------------------------------- naming

    @property
    def output_name(self) -> str | None:
        """The name this column has in a select list: its alias, or the attribute's own (last) name."""
        return self.alias_name if self.alias_name is not None else self._attr

    def alias(self, name: str) -> Column:
        return Column(self.sql, name, self._attr, self.sql_type)

    def select_item(self) -> str:
        """The column as an item of a select list."""
        return f"{self.sql} AS {quote(self.alias_name)}" if self.alias_name is not None else self.sql

    def __repr__(self) -> str:
        return f"Column<{self.select_item()}>"

    def __bool__(self) -> bool:
        raise ValueError("a Column cannot be used as a bool: use '&' for 'and', '|' for 'or', '~' for 'not'")

    __hash__ = object.__hash__

    # ---------------------------------------------------------------- operators

    def _bin(self, op: str, other: object) -> Column:
        return Column(f"({self.sql} {op} {_e(other)})")

    def _rbin(self, op: str, other: object) -> Column:
        return Column(f"({_e(other)} {op} {self.sql})")

    def __add__(self, other: object) -> Column:
        return self._bin("+", other)

    def __radd__(self, other: object) -> Column:
        return self._rbin("+", other)

    def __sub__(self, other: object) -> Column:
        return self._bin("-", other)

    def __rsub__(self, other: object) -> Column:
        return self._rbin("-", other)

    def __mul__(self, other: object) -> Column:
        return self._bin("*", other)

    def __rmul__(self, other: object) -> Column:
        return self._rbin("*", other)

    def __truediv__(self, other: object) -> Column:
        return self._bin("/", other)

    def __rtruediv__(self, other: object) -> Column:
        return self._rbin("/", other)

    def __mod__(self, other: object) -> Column:
        return self._bin("%", other)

    def __rmod__(self, other: object) -> Column:
        return self._rbin("%", other)

    def __pow__(self, other: object) -> Column:
        return Column(f"`power`({self.sql}, {_e(other)})")

    def __eq__(self, other: object) -> Column:  # type: ignore[override]
        return self._bin("=", other)

    def __ne__(self, other: object) -> Column:  # type: ignore[override]
        return Column(f"(NOT ({self.sql} = {_e(other)}))")

    def __lt__(self, other: object) -> Column:
        return self._bin("<", other)

    def __le__(self, other: object) -> Column:
        return self._bin("<=", other)

    def __gt__(self, other: object) -> Column:
        return self._bin(">", other)

    def __ge__(self, other: object) -> Column:
        return self._bin(">=", other)

    def __and__(self, other: object) -> Column:
        return self._bin("AND", other)

    def __rand__(self, other: object) -> Column:
        return self._rbin("AND", other)

    def __or__(self, other: object) -> Column:
        return self._bin("OR", other)

    def __ror__(self, other: object) -> Column:
        return self._rbin("OR", other)

    def __invert__(self) -> Column:
        return Column(f"(NOT {self.sql})")

    def __neg__(self) -> Column:
        return Column(f"(- {self.sql})")

    def eqNullSafe(self, other: object) -> Column:
        return self._bin("<=>", other)

    def bitwiseAND(self, other: object) -> Column:
        return self._bin("&", other)

    def bitwiseOR(self, other: object) -> Column:
        return self._bin("|", other)

    def bitwiseXOR(self, other: object) -> Column:
        return self._bin("^", other)

    # ---------------------------------------------------------------- methods

    def cast(self, dt: T.DataType | str) -> Column:
        target = _canonical_type(sql_type(dt))
        if target == self.sql_type:
            return Column(self.sql, sql_type=target)
        return Column(f"CAST({self.sql} AS {target})", sql_type=target)

    def try_cast(self, dt: T.DataType | str) -> Column:
        return Column(f"TRY_CAST({self.sql} AS {sql_type(dt)})")

    def isNull(self) -> Column:
        return Column(f"({self.sql} IS NULL)")

    def isNotNull(self) -> Column:
        return Column(f"({self.sql} IS NOT NULL)")

    def getField(self, name: str) -> Column:
        return Column(f"({self.sql}).{quote(name)}")

    def isin(self, *values: object) -> Column:
        from spark_consumer.sqlframe import LazyFrame

        if len(values) == 1 and isinstance(values[0], LazyFrame):
            return Column(f"({self.sql} IN ({values[0].sql}))")
        if len(values) == 1 and isinstance(values[0], (list, tuple, set)):
            values = tuple(values[0])
        if not values:
            return Column("FALSE")
        return Column(f"({self.sql} IN ({', '.join(_e(v) for v in values)}))")

    def between(self, low: object, high: object) -> Column:
        return Column(f"({self.sql} BETWEEN {_e(low)} AND {_e(high)})")

    def substr(self, start: object, length: object) -> Column:
        return Column(f"`substring`({self.sql}, {_e(start)}, {_e(length)})")

    def outer(self) -> Column:
        """An outer reference of a correlated subquery: Spark SQL resolves a name the subquery does not
        define in the enclosing query, and every internal name is unique, so the text is unchanged."""
        return self

    def over(self, window: WindowSpec) -> Column:
        return Column(f"{self.sql} OVER ({window.sql})")

    def when(self, condition: Column, value: object) -> Column:
        raise TypeError("when() follows F.when(...), not an arbitrary column")

    def otherwise(self, value: object) -> Column:
        raise TypeError("otherwise() follows F.when(...), not an arbitrary column")

    def asc_nulls_first(self) -> Column:
        return Column(f"{self.sql} ASC NULLS FIRST")

    def asc_nulls_last(self) -> Column:
        return Column(f"{self.sql} ASC NULLS LAST")

    def desc_nulls_first(self) -> Column:
        return Column(f"{self.sql} DESC NULLS FIRST")

    def desc_nulls_last(self) -> Column:
        return Column(f"{self.sql} DESC NULLS LAST")


class _Case(Column):
    """``F.when(...)...otherwise(...)``: a CASE expression."""

    __slots__ = ("_branches", "_else")

    def __init__(self, branches: tuple[tuple[str, str], ...], otherwise: str | None = None) -> None:
        body = " ".join(f"WHEN {c} THEN {v}" for c, v in branches)
        tail = f" ELSE {otherwise}" if otherwise is not None else ""
        super().__init__(f"CASE {body}{tail} END")
        self._branches = branches
        self._else = otherwise

    def when(self, condition: Column, value: object) -> Column:
        if self._else is not None:
            raise TypeError("when() after otherwise()")
        return _Case((*self._branches, (condition.sql, _e(value))))

    def otherwise(self, value: object) -> Column:
        if self._else is not None:
            raise TypeError("otherwise() twice")
        return _Case(self._branches, _e(value))


# -------------------------------------------------------------------- functions


def col(name: str) -> Column:
    """A column by name (``F.col``: dots reach nested fields, back-quotes quote)."""
    if name == "*":
        return Column("*")
    parts = name_parts(name)
    return Column(".".join(quote(p) for p in parts), attr=parts[-1])


def lit(value: object) -> Column:
    if isinstance(value, Column):
        return value
    return Column(sql_literal(value), sql_type=_literal_type(value))


def _literal_type(value: object) -> str | None:
    """The Spark type of :func:`sql_literal`'s text for the common kinds (None when not tracked)."""
    if isinstance(value, bool):
        return "BOOLEAN"
    if isinstance(value, int):
        return (
            "INT" if _INT_MIN <= value <= _INT_MAX else "BIGINT" if _LONG_MIN <= value <= _LONG_MAX else None
        )
    if isinstance(value, float):
        return "DOUBLE"
    if isinstance(value, str):
        return "STRING"
    if isinstance(value, _dt.date) and not isinstance(value, _dt.datetime):
        return "DATE"
    return None


def when(condition: Column, value: object) -> Column:
    return _Case(((condition.sql, _e(value)),))


def call_function(name: str, *args: object) -> Column:
    return Column(f"{quote(name)}({', '.join(_e(a) for a in args)})")


def _call(name: str, args: Sequence[object]) -> Column:
    return call_function(name, *args)


def struct(*cols: Column) -> Column:
    """``named_struct`` of the columns: a field is named by the column's alias, an attribute's own name,
    else ``col<n>`` (Spark's names for unnamed struct fields)."""
    if not cols:
        return Column("`struct`()")
    parts = []
    for i, c in enumerate(cols):
        name = c.output_name if c.output_name is not None else f"col{i + 1}"
        parts.append(f"{_string(name)}, {c.sql}")
    return Column(f"`named_struct`({', '.join(parts)})")


def array(*cols: object) -> Column:
    return _call("array", cols)


def create_map(*cols: object) -> Column:
    return _call("map", cols)


def count_distinct(*cols: Column) -> Column:
    return Column(f"`count`(DISTINCT {', '.join(c.sql for c in cols)})")


def bitwise_not(value: Column) -> Column:
    """``~value`` (PySpark's wrapper name; the registry only knows the operator)."""
    return Column(f"(~ {value.sql})")


def sum_distinct(value: Column) -> Column:
    return Column(f"`sum`(DISTINCT {value.sql})")


def _trim(name: str) -> Callable[..., Column]:
    def build(value: Column, trim: object = None) -> Column:
        # Scala's functions.trim(e, trimString) calls the registry's trim(trimString, e)
        if trim is None:
            return _call(name, [value])
        return _call(name, [trim, value])

    build.__name__ = name
    return build


trim = _trim("trim")
ltrim = _trim("ltrim")
rtrim = _trim("rtrim")


def log(first: object, second: object = None) -> Column:
    """``F.log``: natural logarithm of one argument, ``log(base, x)`` of two."""
    return _call("ln", [first]) if second is None else _call("log", [first, second])


def extract(field: object, source: object) -> Column:
    return _call("date_part", [field, source])


def sort_array(value: Column, asc: bool = True) -> Column:
    return _call("sort_array", [value, asc])


def approx_count_distinct(value: Column, rsd: float | None = None) -> Column:
    return _call("approx_count_distinct", [value] if rsd is None else [value, rsd])


def first(value: Column, ignorenulls: bool = False) -> Column:
    return _call("first", [value, ignorenulls])


def last(value: Column, ignorenulls: bool = False) -> Column:
    return _call("last", [value, ignorenulls])


def lead(value: Column, offset: int = 1, default: object = None) -> Column:
    return _call("lead", [value, offset, default])


def lag(value: Column, offset: int = 1, default: object = None) -> Column:
    return _call("lag", [value, offset, default])


def count(value: object) -> Column:
    return _call("count", [value])


def _lambda(fn: Callable[..., Column]) -> str:
    arity = len(inspect.signature(fn).parameters)
    names = [f"_lv{next(_lambda_ids)}" for _ in range(arity)]
    body = fn(*[Column(quote(n)) for n in names])
    params = ", ".join(quote(n) for n in names)
    return f"({params}) -> {body.sql}" if arity != 1 else f"{quote(names[0])} -> {body.sql}"


def _higher_order(name: str) -> Callable[..., Column]:
    def build(value: Column, fn: Callable[..., Column]) -> Column:
        return Column(f"{quote(name)}({value.sql}, {_lambda(fn)})")

    build.__name__ = name
    return build


transform = _higher_order("transform")
filter = _higher_order("filter")
exists = _higher_order("exists")
forall = _higher_order("forall")


def aggregate(
    value: Column,
    initial: Column,
    merge: Callable[[Column, Column], Column],
    finish: Callable[[Column], Column] | None = None,
) -> Column:
    parts = [value.sql, initial.sql, _lambda(merge)]
    if finish is not None:
        parts.append(_lambda(finish))
    return Column(f"`aggregate`({', '.join(parts)})")


def __getattr__(name: str) -> Callable[..., Column]:
    """Every other ``F.<name>(*args)``: the registry function ``name`` of the arguments (Python values
    are literals, as in PySpark's wrappers of literal parameters)."""
    if name.startswith("__"):
        raise AttributeError(name)

    def build(*args: object) -> Column:
        return _call(name, args)

    build.__name__ = name
    return build


# -------------------------------------------------------------------- windows


class WindowSpec:
    """A window specification: partitioning, ordering and frame, rendered as ``OVER (...)`` text."""

    __slots__ = ("_frame", "_order", "_parts")

    def __init__(self, parts: tuple[str, ...] = (), order: tuple[str, ...] = (), frame: str = "") -> None:
        self._parts = parts
        self._order = order
        self._frame = frame

    def partitionBy(self, *cols: Column) -> WindowSpec:
        return WindowSpec(tuple(c.sql for c in cols), self._order, self._frame)

    def orderBy(self, *cols: Column) -> WindowSpec:
        return WindowSpec(self._parts, tuple(c.sql for c in cols), self._frame)

    def rowsBetween(self, start: int, end: int) -> WindowSpec:
        return WindowSpec(self._parts, self._order, f"ROWS BETWEEN {_bound(start)} AND {_bound(end)}")

    def rangeBetween(self, start: int, end: int) -> WindowSpec:
        return WindowSpec(self._parts, self._order, f"RANGE BETWEEN {_bound(start)} AND {_bound(end)}")

    @property
    def sql(self) -> str:
        pieces = []
        if self._parts:
            pieces.append("PARTITION BY " + ", ".join(self._parts))
        if self._order:
            pieces.append("ORDER BY " + ", ".join(self._order))
        if self._frame:
            pieces.append(self._frame)
        return " ".join(pieces)


def _bound(value: int) -> str:
    if value <= Window.unboundedPreceding:
        return "UNBOUNDED PRECEDING"
    if value >= Window.unboundedFollowing:
        return "UNBOUNDED FOLLOWING"
    if value == 0:
        return "CURRENT ROW"
    return f"{-value} PRECEDING" if value < 0 else f"{value} FOLLOWING"


class Window:
    """``pyspark.sql.Window``'s constructors and frame-bound constants."""

    unboundedPreceding: int = _LONG_MIN
    unboundedFollowing: int = _LONG_MAX
    currentRow: int = 0

    @staticmethod
    def partitionBy(*cols: Column) -> WindowSpec:
        return WindowSpec().partitionBy(*cols)

    @staticmethod
    def orderBy(*cols: Column) -> WindowSpec:
        return WindowSpec().orderBy(*cols)
