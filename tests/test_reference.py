"""Unit tests of the result comparer and DuckDB reference helpers (``conformance.reference``)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from conformance.reference import (
    TablesDiffer,
    assert_tables_match,
    duckdb_answer,
    sql_sorts,
    tables_diff,
)
from substrait_py.errors import BindingError

DEC = pa.decimal128(15, 2)


def _table(rows: Sequence[Sequence[Any]], schema: pa.Schema) -> pa.Table:
    columns: list[Sequence[Any]] = list(zip(*rows, strict=True)) if rows else [[] for _ in schema]
    return pa.table(
        [pa.array(list(c), type=f.type) for c, f in zip(columns, schema, strict=True)], schema=schema
    )


_TYPES: list[tuple[str, pa.DataType]] = [
    ("k", pa.int64()),
    ("price", DEC),
    ("d", pa.date32()),
    ("s", pa.string()),
]
SCHEMA = pa.schema(_TYPES)
ROWS: list[tuple[Any, ...]] = [
    (1, Decimal("10.25"), dt.date(1995, 1, 1), "a"),
    (2, Decimal("20.50"), dt.date(1996, 2, 29), "b"),
    (3, Decimal("0.01"), dt.date(1997, 12, 31), None),
]


def test_identical_tables_match_ordered_and_unordered() -> None:
    t = _table(ROWS, SCHEMA)
    assert_tables_match(t, _table(list(ROWS), SCHEMA), ordered=True)
    assert_tables_match(t, _table(list(reversed(ROWS)), SCHEMA), ordered=False)


def test_decimal_precision_may_differ_when_scale_and_values_agree() -> None:
    wide = SCHEMA.set(1, pa.field("price", pa.decimal128(38, 2)))
    assert_tables_match(_table(ROWS, wide), _table(ROWS, SCHEMA), ordered=True)


@pytest.mark.parametrize("ordered", [True, False])
def test_wrong_decimal_in_last_digit_fails(ordered: bool) -> None:
    wrong = list(ROWS)
    wrong[1] = (2, Decimal("20.51"), dt.date(1996, 2, 29), "b")
    with pytest.raises(TablesDiffer) as info:
        assert_tables_match(_table(wrong, SCHEMA), _table(ROWS, SCHEMA), ordered=ordered)
    assert "20.51" in str(info.value)
    assert "20.50" in str(info.value)


@pytest.mark.parametrize("ordered", [True, False])
def test_missing_row_fails(ordered: bool) -> None:
    with pytest.raises(TablesDiffer) as info:
        assert_tables_match(_table(ROWS[:2], SCHEMA), _table(ROWS, SCHEMA), ordered=ordered)
    assert "missing rows" in str(info.value)
    assert "1997-12-31" in str(info.value)


def test_extra_row_fails_unordered() -> None:
    with pytest.raises(TablesDiffer, match="unexpected rows"):
        assert_tables_match(_table([*ROWS, ROWS[0]], SCHEMA), _table(ROWS, SCHEMA), ordered=False)


def test_wrong_order_fails_when_ordered_and_passes_when_not() -> None:
    shuffled = _table([ROWS[1], ROWS[0], ROWS[2]], SCHEMA)
    expected = _table(ROWS, SCHEMA)
    with pytest.raises(TablesDiffer) as info:
        assert_tables_match(shuffled, expected, ordered=True)
    assert "only the order differs" in str(info.value)
    assert_tables_match(shuffled, expected, ordered=False)


def test_duplicates_are_compared_as_a_multiset() -> None:
    schema = pa.schema([("x", pa.int64())])
    with pytest.raises(TablesDiffer):
        assert_tables_match(
            _table([(1,), (1,), (2,)], schema), _table([(1,), (2,), (2,)], schema), ordered=False
        )


def test_dates_compare_exactly() -> None:
    wrong = [(*ROWS[0][:2], dt.date(1995, 1, 2), ROWS[0][3]), *ROWS[1:]]
    with pytest.raises(TablesDiffer):
        assert_tables_match(_table(wrong, SCHEMA), _table(ROWS, SCHEMA), ordered=True)


def test_timestamps_compare_exactly() -> None:
    schema = pa.schema([("t", pa.timestamp("us"))])
    a = _table([(dt.datetime(2020, 1, 1, 0, 0, 0, 1),)], schema)
    b = _table([(dt.datetime(2020, 1, 1, 0, 0, 0, 0),)], schema)
    with pytest.raises(TablesDiffer):
        assert_tables_match(a, b, ordered=True)


def test_null_equals_only_null() -> None:
    schema = pa.schema([("s", pa.string())])
    assert_tables_match(_table([(None,)], schema), _table([(None,)], schema), ordered=True)
    with pytest.raises(TablesDiffer):
        assert_tables_match(_table([("",)], schema), _table([(None,)], schema), ordered=True)


def test_floats_use_a_relative_tolerance_of_1e_9() -> None:
    schema = pa.schema([("f", pa.float64())])
    expected = _table([(1234.5,)], schema)
    assert_tables_match(_table([(1234.5 * (1 + 1e-11),)], schema), expected, ordered=True)
    with pytest.raises(TablesDiffer):
        assert_tables_match(_table([(1234.5 * (1 + 1e-7),)], schema), expected, ordered=False)


def test_nan_equals_nan() -> None:
    schema = pa.schema([("f", pa.float64())])
    assert_tables_match(_table([(float("nan"),)], schema), _table([(float("nan"),)], schema), ordered=True)


def test_decimal_against_float_is_exact_to_the_decimal_scale() -> None:
    # DuckDB's avg of a decimal is a double; Spark gives decimal(19,6) rounded half-up, DataFusion truncated.
    expected = pa.table({"avg": pa.array([25.575154611454693], pa.float64())})
    for good in ("25.575155", "25.575154"):
        actual = pa.table({"avg": pa.array([Decimal(good)], pa.decimal128(19, 6))})
        assert_tables_match(actual, expected, ordered=True)
    for bad in ("25.575153", "25.575156"):
        actual = pa.table({"avg": pa.array([Decimal(bad)], pa.decimal128(19, 6))})
        with pytest.raises(TablesDiffer):
            assert_tables_match(actual, expected, ordered=True)


def test_column_names_checked_only_when_asked() -> None:
    a = pa.table({"x": [1]})
    b = pa.table({"y": [1]})
    with pytest.raises(TablesDiffer, match="column names differ"):
        assert_tables_match(a, b, ordered=True)
    assert_tables_match(a, b, ordered=True, check_names=False)


def test_column_count_mismatch_fails() -> None:
    with pytest.raises(TablesDiffer, match="column count"):
        assert_tables_match(
            pa.table({"x": [1]}), pa.table({"x": [1], "y": [2]}), ordered=True, check_names=False
        )


def test_integer_types_of_different_width_compare_by_value() -> None:
    a = pa.table({"x": pa.array([1, 2], pa.int32())})
    b = pa.table({"x": pa.array([2, 1], pa.int64())})
    assert tables_diff(a, b, ordered=False) is None
    assert tables_diff(a, b, ordered=True) is not None


def test_nested_values_compare_element_wise() -> None:
    a = pa.table({"l": pa.array([[1.0, 2.0]], pa.list_(pa.float64()))})
    b = pa.table({"l": pa.array([[1.0, 2.0 + 1e-13]], pa.list_(pa.float64()))})
    c = pa.table({"l": pa.array([[1.0, 3.0]], pa.list_(pa.float64()))})
    assert_tables_match(a, b, ordered=False)
    with pytest.raises(TablesDiffer):
        assert_tables_match(a, c, ordered=False)


def test_sql_sorts_sees_only_the_outermost_order_by() -> None:
    assert sql_sorts("SELECT a FROM t ORDER BY a")
    assert not sql_sorts("SELECT a FROM (SELECT a FROM t ORDER BY a LIMIT 3) s")
    assert not sql_sorts("SELECT a, row_number() OVER (ORDER BY a) FROM t")
    assert not sql_sorts("SELECT 'order by' AS x -- order by x\nFROM t")


def test_duckdb_answer_reads_parquet_files_as_views(tmp_path: Path) -> None:
    pq.write_table(pa.table({"a": [3, 1, 2]}), tmp_path / "nums.parquet")
    got = duckdb_answer("SELECT sum(a) AS s FROM nums", tmp_path)
    assert got.to_pylist() == [{"s": 6}]


def test_duckdb_answer_without_parquet_files_is_a_binding_error(tmp_path: Path) -> None:
    with pytest.raises(BindingError, match=r"no \.parquet files"):
        duckdb_answer("SELECT 1", tmp_path)


def test_decimal38_values_compare_exactly() -> None:
    """38-digit decimals exceed Python's default 28-digit context; the comparer must still be exact."""
    import pyarrow as pa

    from conformance.reference import TablesDiffer, assert_tables_match

    t = pa.decimal128(38, 0)
    big = pa.table({"x": pa.array([Decimal("99999999999999999999999999999999999999")], t)})
    off = pa.table({"x": pa.array([Decimal("99999999999999999999999999999999999998")], t)})
    assert_tables_match(big, big, ordered=True)
    with pytest.raises(TablesDiffer):
        assert_tables_match(big, off, ordered=True)
