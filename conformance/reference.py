"""Reference answers from DuckDB and the result comparer used by every conformance and integration test.

``duckdb_answer`` runs SQL on DuckDB over a folder of ``<table>.parquet`` files (each registered as a view
named after the file), giving the independent expected answer (never an engine under test).

``assert_tables_match`` compares an engine's answer with the expected one:

* columns are matched by position; names are compared when ``check_names`` is true;
* values are compared by kind, not by Arrow type (engines differ in result precision, e.g. ``sum`` of a
  ``decimal(15,2)`` is ``decimal(38,2)`` in DuckDB and ``decimal(25,2)`` in DataFusion):

  - two decimals (or a decimal and an integer) compare exactly at the coarser of the two scales (the finer
    value is rounded half-up to the coarser scale; at equal scales this is plain equality, so a wrong last
    digit fails);
  - a decimal and a float compare equal when the decimal is one of the two decimals of its scale that bracket
    the float (``|a - b| < 10**-scale``, plus a relative float slack of 1e-9), i.e. the float rounded *or*
    truncated to the decimal's scale. DuckDB's ``avg`` of a decimal is a double; Spark's is a decimal rounded
    half-up, DataFusion's a decimal truncated (25.5751546... is 25.575155 in Spark, 25.575154 in DataFusion);
  - two floats (or a float and an integer) compare with a relative tolerance of 1e-9 (NaN equals NaN);
  - everything else (strings, booleans, dates, timestamps, binary) compares exactly; nested lists, structs and
    maps compare element by element with the same rules; null equals only null; a nanosecond timestamp or
    duration column compares as microseconds when none of its values has a finer digit;

* ``ordered=True`` compares row ``i`` with row ``i``; otherwise the rows are compared as multisets.

The assertion message lists the differing rows (at most ``max_diff_rows`` of each kind) readably.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Callable, Hashable, Sequence
from decimal import ROUND_HALF_UP, Context, Decimal
from pathlib import Path
from typing import Any

import pyarrow as pa

from substrait_py.errors import BindingError

#: Decimal arithmetic wide enough for decimal<38,S> values (Python's default context has 28 digits).
_WIDE = Context(prec=80)

__all__ = [
    "FLOAT_REL_TOL",
    "TablesDiffer",
    "assert_tables_match",
    "duckdb_answer",
    "sql_sorts",
    "tables_diff",
    "tpch_sorts",
]

#: Relative tolerance for floating-point values.
FLOAT_REL_TOL = 1e-9
_FLOAT_ABS_TOL = 1e-12


class TablesDiffer(AssertionError):
    """Raised by :func:`assert_tables_match`; the message is the readable diff."""


# --------------------------------------------------------------------------------------------------- DuckDB


def duckdb_answer(sql: str, data_dir: Path | str) -> pa.Table:
    """DuckDB's answer to ``sql`` with every ``data_dir/<name>.parquet`` registered as a view ``<name>``.

    Runs on a fresh in-memory connection. Raises ``BindingError`` when ``data_dir`` holds no parquet file.
    """
    import duckdb

    directory = Path(data_dir)
    files = sorted(directory.glob("*.parquet"))
    if not files:
        raise BindingError(f"no .parquet files in {directory}")
    con = duckdb.connect()
    try:
        for path in files:
            literal = str(path.resolve()).replace("'", "''")
            con.execute(f"CREATE VIEW \"{path.stem}\" AS SELECT * FROM read_parquet('{literal}')")
        return con.execute(sql).to_arrow_table()
    finally:
        con.close()


# ----------------------------------------------------------------------------------------- ORDER BY detection

_COMMENT = re.compile(r"--[^\n]*|/\*.*?\*/", re.DOTALL)
_STRING = re.compile(r"'(?:[^']|'')*'")
_ORDER_BY = re.compile(r"\border\s+by\b", re.IGNORECASE)


def sql_sorts(sql: str) -> bool:
    """Whether the outermost query of ``sql`` has an ORDER BY (so the result order is part of the answer).

    Comments and string literals are ignored; an ORDER BY inside parentheses (subqueries, CTE bodies, window
    specifications) does not count.
    """
    text = _STRING.sub("''", _COMMENT.sub(" ", sql))
    depth = 0
    top_level: list[str] = []
    for char in text:
        if char == "(":
            depth += 1
            top_level.append(" ")
        elif char == ")":
            depth -= 1
            top_level.append(" ")
        else:
            top_level.append(char if depth == 0 else " ")
    return _ORDER_BY.search("".join(top_level)) is not None


def tpch_sorts(n: int) -> bool:
    """Whether TPC-H query ``n`` orders its result at the top level (so the comparison checks order)."""
    from .tpch import tpch_query

    return sql_sorts(tpch_query(n))


# ------------------------------------------------------------------------------------------------ comparison


def _is_float(t: pa.DataType) -> bool:
    return pa.types.is_floating(t)


def _is_decimal(t: pa.DataType) -> bool:
    return pa.types.is_decimal(t)


def _is_nested(t: pa.DataType) -> bool:
    return pa.types.is_nested(t)


def _floats_close(a: float, b: float) -> bool:
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return math.isclose(a, b, rel_tol=FLOAT_REL_TOL, abs_tol=_FLOAT_ABS_TOL)


def _scale(d: Decimal) -> int:
    exponent = d.as_tuple().exponent
    return -exponent if isinstance(exponent, int) else 0


def _values_equal(a: Any, b: Any) -> bool:
    """Compare two Python values (from ``pa.Table.to_pylist``) by the module's rules."""
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, Decimal) and isinstance(b, Decimal):
        if not (a.is_finite() and b.is_finite()):
            return a == b
        scale = min(_scale(a), _scale(b))
        quantum = Decimal(1).scaleb(-scale)
        return a.quantize(quantum, ROUND_HALF_UP, _WIDE) == b.quantize(quantum, ROUND_HALF_UP, _WIDE)
    if isinstance(a, Decimal) or isinstance(b, Decimal):
        dec, other = (a, b) if isinstance(a, Decimal) else (b, a)
        if isinstance(other, int):
            return dec == other
        if isinstance(other, float):
            if math.isnan(other) or math.isinf(other):
                return False
            ulp = Decimal(1).scaleb(-_scale(dec))
            slack = Decimal(abs(other)) * Decimal(FLOAT_REL_TOL)
            return abs(Decimal(other) - dec) < ulp + slack
        return False
    if isinstance(a, float) or isinstance(b, float):
        if isinstance(a, (int, float)) and isinstance(b, (int, float)):
            return _floats_close(float(a), float(b))
        return False
    if isinstance(a, dict) and isinstance(b, dict):
        return len(a) == len(b) and all(
            _values_equal(x, y) for x, y in zip(a.values(), b.values(), strict=True)
        )
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_values_equal(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and bool(a == b)


def _rows_equal(a: Sequence[Any], b: Sequence[Any]) -> bool:
    return all(_values_equal(x, y) for x, y in zip(a, b, strict=True))


def _exact_key(actual_type: pa.DataType, expected_type: pa.DataType) -> Callable[[Any], Hashable] | None:
    """A hashable normaliser for a column whose values compare exactly on both sides, or None (tolerant)."""
    if _is_float(actual_type) or _is_float(expected_type):
        return None
    if _is_nested(actual_type) or _is_nested(expected_type):
        return None
    if _is_decimal(actual_type) or _is_decimal(expected_type):
        scales = [int(getattr(t, "scale", 0)) for t in (actual_type, expected_type) if _is_decimal(t)]
        quantum = Decimal(1).scaleb(-min(scales)) if min(scales) >= 0 else Decimal(1)

        def dec_key(value: Any) -> Hashable:
            if value is None:
                return None
            if isinstance(value, Decimal) and value.is_finite():
                return value.quantize(quantum, ROUND_HALF_UP, _WIDE)
            return Decimal(value) if isinstance(value, int) else repr(value)

        return dec_key

    def plain_key(value: Any) -> Hashable:
        return (type(value).__name__, value) if not isinstance(value, (bytes, str)) else value

    return plain_key


def _fmt_value(value: Any) -> str:
    if isinstance(value, str):
        return repr(value)
    if value is None:
        return "NULL"
    return str(value)


def _fmt_row(row: Sequence[Any]) -> str:
    return "(" + ", ".join(_fmt_value(v) for v in row) + ")"


def _fmt_diff_cols(expected: Sequence[Any], actual: Sequence[Any], names: Sequence[str]) -> str:
    parts = [
        f"{names[i]}: expected {_fmt_value(e)}, got {_fmt_value(a)}"
        for i, (e, a) in enumerate(zip(expected, actual, strict=True))
        if not _values_equal(a, e)
    ]
    return "; ".join(parts)


def _in_microseconds(column: pa.ChunkedArray) -> pa.ChunkedArray:
    """A nanosecond timestamp or duration column in microseconds when no value has a finer digit (Python
    holds microseconds; a finer value stays as it is, and then equals no microsecond value)."""
    t = column.type
    if (pa.types.is_timestamp(t) or pa.types.is_duration(t)) and t.unit == "ns":
        target = pa.timestamp("us", t.tz) if pa.types.is_timestamp(t) else pa.duration("us")
        try:
            return column.cast(target, safe=True)
        except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
            return column
    return column


def _rows(table: pa.Table) -> list[tuple[Any, ...]]:
    columns = [_in_microseconds(col).to_pylist() for col in table.columns]
    return list(zip(*columns, strict=True)) if columns else [() for _ in range(table.num_rows)]


def tables_diff(
    actual: pa.Table,
    expected: pa.Table,
    *,
    ordered: bool,
    check_names: bool = True,
    max_diff_rows: int = 10,
) -> str | None:
    """The readable difference between ``actual`` and ``expected``, or None when they match.

    See the module docstring for the comparison rules.
    """
    header: list[str] = []
    if actual.num_columns != expected.num_columns:
        return (
            f"column count differs: expected {expected.num_columns} {expected.column_names}, "
            f"got {actual.num_columns} {actual.column_names}"
        )
    if check_names and actual.column_names != expected.column_names:
        header.append(f"column names differ: expected {expected.column_names}, got {actual.column_names}")
    names = expected.column_names
    exp_rows = _rows(expected)
    act_rows = _rows(actual)
    problems: list[str] = []
    if ordered:
        if len(exp_rows) != len(act_rows):
            problems.append(f"row count differs: expected {len(exp_rows)}, got {len(act_rows)}")
        shown = 0
        for i, (e_row, a_row) in enumerate(zip(exp_rows, act_rows, strict=False)):
            if not _rows_equal(a_row, e_row):
                if shown < max_diff_rows:
                    problems.append(
                        f"row {i}: {_fmt_diff_cols(e_row, a_row, names)}\n"
                        f"    expected {_fmt_row(e_row)}\n    got      {_fmt_row(a_row)}"
                    )
                shown += 1
        if shown > max_diff_rows:
            problems.append(f"... and {shown - max_diff_rows} more differing rows")
        if len(exp_rows) > len(act_rows):
            extra = exp_rows[len(act_rows) :]
            problems.append(
                f"missing rows at the end ({len(extra)}): "
                + ", ".join(_fmt_row(r) for r in extra[:max_diff_rows])
            )
        elif len(act_rows) > len(exp_rows):
            extra = act_rows[len(exp_rows) :]
            problems.append(
                f"unexpected rows at the end ({len(extra)}): "
                + ", ".join(_fmt_row(r) for r in extra[:max_diff_rows])
            )
        if problems and not _unordered_problems(act_rows, exp_rows, actual, expected, max_diff_rows):
            problems.append("(the rows match as a multiset: only the order differs)")
    else:
        problems = _unordered_problems(act_rows, exp_rows, actual, expected, max_diff_rows)
    if not header and not problems:
        return None
    summary = (
        f"tables differ ({'ordered' if ordered else 'unordered'}; expected {len(exp_rows)} rows, "
        f"got {len(act_rows)} rows; columns {names})"
    )
    return "\n".join([summary, *header, *problems])


def _unordered_problems(
    act_rows: list[tuple[Any, ...]],
    exp_rows: list[tuple[Any, ...]],
    actual: pa.Table,
    expected: pa.Table,
    max_diff_rows: int,
) -> list[str]:
    """Multiset comparison: rows are bucketed by their exactly-comparable columns, then matched greedily."""
    keyers = [_exact_key(a.type, e.type) for a, e in zip(actual.schema, expected.schema, strict=True)]
    exact_cols = [(i, k) for i, k in enumerate(keyers) if k is not None]

    def bucket(row: tuple[Any, ...]) -> Hashable:
        return tuple(k(row[i]) for i, k in exact_cols)

    pending: dict[Hashable, list[tuple[Any, ...]]] = defaultdict(list)
    for row in act_rows:
        pending[bucket(row)].append(row)
    missing: list[tuple[Any, ...]] = []
    for row in exp_rows:
        candidates = pending.get(bucket(row))
        if candidates:
            for j, cand in enumerate(candidates):
                if _rows_equal(cand, row):
                    del candidates[j]
                    break
            else:
                missing.append(row)
        else:
            missing.append(row)
    unexpected = [row for rows in pending.values() for row in rows]
    problems: list[str] = []
    if missing:
        problems.append(f"missing rows (expected, not in actual): {len(missing)}")
        problems.extend(f"    - {_fmt_row(r)}" for r in missing[:max_diff_rows])
        if len(missing) > max_diff_rows:
            problems.append(f"    ... and {len(missing) - max_diff_rows} more")
    if unexpected:
        problems.append(f"unexpected rows (in actual, not expected): {len(unexpected)}")
        problems.extend(f"    + {_fmt_row(r)}" for r in unexpected[:max_diff_rows])
        if len(unexpected) > max_diff_rows:
            problems.append(f"    ... and {len(unexpected) - max_diff_rows} more")
    return problems


def assert_tables_match(
    actual: pa.Table,
    expected: pa.Table,
    *,
    ordered: bool,
    check_names: bool = True,
    max_diff_rows: int = 10,
) -> None:
    """Raise :class:`TablesDiffer` (an ``AssertionError``) with a readable diff unless the tables match.

    ``actual`` is the answer under test (e.g. Spark's ``DataFrame.toArrow()``), ``expected`` the independent
    engine's. See the module docstring for the rules (decimals exact to their scale, floats to 1e-9 relative,
    dates/timestamps exact, multiset comparison when ``ordered`` is false).
    """
    diff = tables_diff(
        actual, expected, ordered=ordered, check_names=check_names, max_diff_rows=max_diff_rows
    )
    if diff is not None:
        raise TablesDiffer(diff)
