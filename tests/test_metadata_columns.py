"""Metadata columns end to end on Spark: the example table ``t (i, s, rt1, rt2, rt3, rt4)`` through the
SQL front, the producer and the consumer, and the file metadata of a file-backed table.

Expected column lists follow the metadata-column rules of ``SELECT *``; expected values come from the rows
the test stores (rt2 and rt4 both read the key ``timestamp``) and, for file metadata, from ``os.stat`` and
pyarrow's reading of the file - never from Spark's output."""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote, urlparse

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from substrait_py.catalog import Catalog, ExpansionStrategy, load_catalog, read_metadata

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

pytestmark = pytest.mark.spark

ALIASED = ExpansionStrategy.EXCLUDE_ALIASED_VIRTUAL_METADATA_COLUMNS
DEFAULT = ExpansionStrategy.EXCLUDE_DEFAULT_VIRTUAL_METADATA_COLUMNS
UTC = dt.timezone.utc
STORAGE = f"meta_example_storage_{os.getpid()}"

# storage rows: (i, s, rt1, timestamp, rt3) - the columns of the example table's underlying data
ROWS = [
    (1, "a", dt.datetime(2024, 1, 1, 1, tzinfo=UTC), dt.datetime(2024, 2, 2, 2, tzinfo=UTC),
     dt.datetime(2024, 3, 3, 3, tzinfo=UTC)),
    (2, "b", dt.datetime(2025, 1, 1, 1, tzinfo=UTC), dt.datetime(2025, 2, 2, 2, tzinfo=UTC),
     dt.datetime(2025, 3, 3, 3, tzinfo=UTC)),
]  # fmt: skip


def example_values(row: tuple[Any, ...]) -> dict[str, Any]:
    """The example table's columns of a storage row: rt2 and rt4 both read key 'timestamp'."""
    i, s, rt1, ts, rt3 = row
    return {"i": i, "s": s, "rt1": rt1, "rt2": ts, "rt3": rt3, "rt4": ts}


def catalog_text(storage: str) -> str:
    ts = "precision_timestamp_tz?<6>"
    return f"""
tables:
  t:
    source: {{table: {storage}}}
    columns:
      - i i32?
      - s string?
      - rt1 {ts} METADATA VIRTUAL
      - rt2 {ts} METADATA VIRTUAL FROM 'timestamp'
      - rt3 {ts} METADATA
      - rt4 {ts} METADATA FROM 'timestamp'
"""


def _create_storage(spark: SparkSession, name: str) -> None:
    from pyspark.sql import types as T

    schema = T.StructType(
        [
            T.StructField("i", T.IntegerType()),
            T.StructField("s", T.StringType()),
            T.StructField("rt1", T.TimestampType()),
            T.StructField("timestamp", T.TimestampType()),
            T.StructField("rt3", T.TimestampType()),
        ]
    )
    spark.sql(f"DROP TABLE IF EXISTS {name}")
    spark.createDataFrame(ROWS, schema).write.format("parquet").saveAsTable(name)


@pytest.fixture(scope="module")
def example(spark: SparkSession) -> Iterator[Catalog]:
    _create_storage(spark, STORAGE)
    yield load_catalog(catalog_text(STORAGE))
    spark.sql(f"DROP TABLE IF EXISTS {STORAGE}")


def _as_utc(v: Any) -> Any:
    if isinstance(v, dt.datetime):
        return v.replace(tzinfo=UTC) if v.tzinfo is None else v.astimezone(UTC)
    return v


def _run(spark: SparkSession, plan: Any) -> tuple[list[str], list[tuple[Any, ...]]]:
    from spark_consumer.metadata import MetadataConsumer

    df = MetadataConsumer(spark).to_dataframe(plan)
    rows = sorted(tuple(_as_utc(v) for v in r) for r in df.collect())
    return df.columns, rows


SEED_CASES = [
    ("SELECT * FROM t", (), ["i", "s", "rt1", "rt2", "rt3", "rt4"]),
    ("SELECT * FROM t", (DEFAULT,), ["i", "s", "rt2", "rt3", "rt4"]),
    ("SELECT rt1, * FROM t", (DEFAULT,), ["rt1", "i", "s", "rt2", "rt3", "rt4"]),
    ("SELECT * FROM t", (ALIASED,), ["i", "s", "rt1", "rt3", "rt4"]),
]


@pytest.mark.parametrize(("query", "strategies", "expected"), SEED_CASES)
def test_example_select_star_through_substrait(
    spark: SparkSession,
    example: Catalog,
    query: str,
    strategies: tuple[ExpansionStrategy, ...],
    expected: list[str],
) -> None:
    from spark_consumer.metadata import produce_sql

    catalog = example.with_strategy(strategies)
    plan = produce_sql(spark, query, catalog)
    assert list(plan.relations[-1].root.names) == expected
    columns, rows = _run(spark, plan)
    assert columns == expected
    assert rows == sorted(tuple(example_values(r)[c] for c in expected) for r in ROWS)


def test_example_plan_carries_metadata_fields(spark: SparkSession, example: Catalog) -> None:
    from substrait.utils import iter_plan_rels

    from spark_consumer.metadata import produce_sql

    plan = produce_sql(spark, "SELECT * FROM t", example)
    reads = [r.read for r in iter_plan_rels(plan) if r.WhichOneof("rel_type") == "read"]
    assert len(reads) == 1
    assert list(reads[0].named_table.names) == [STORAGE]
    names = list(reads[0].base_schema.names)
    got = {names[f.field]: (f.key, f.virtual) for f in read_metadata(reads[0])}
    assert got == {
        "rt1": ("rt1", True),
        "rt2": ("timestamp", True),
        "rt3": ("rt3", False),
        "rt4": ("timestamp", False),
    }


@pytest.mark.parametrize(("query", "strategies", "expected"), SEED_CASES)
def test_example_select_star_on_spark_directly(
    spark: SparkSession,
    example: Catalog,
    query: str,
    strategies: tuple[ExpansionStrategy, ...],
    expected: list[str],
) -> None:
    from spark_consumer.metadata import sql

    assert sql(spark, query, example.with_strategy(strategies)).columns == expected


def test_excluded_columns_selectable_by_name(spark: SparkSession, example: Catalog) -> None:
    from spark_consumer.metadata import produce_sql

    catalog = example.with_strategy([ALIASED, DEFAULT])
    plan = produce_sql(spark, "SELECT x.rt2, x.*, rt1 FROM t AS x WHERE i = 2", catalog)
    columns, rows = _run(spark, plan)
    assert columns == ["rt2", "i", "s", "rt3", "rt4", "rt1"]
    v = example_values(ROWS[1])
    assert rows == [tuple(v[c] for c in columns)]


def test_producing_leaves_the_session_views_as_they_were(spark: SparkSession, example: Catalog) -> None:
    """Producing plans the stand-ins of the catalog tables under their names for the time it takes; the
    session's own temporary view of that name answers as before afterwards, and no view is left behind
    where the session had none."""
    from spark_consumer.metadata import produce_sql

    spark.sql("CREATE OR REPLACE TEMPORARY VIEW t AS SELECT 41 AS mine UNION ALL SELECT 42")
    try:
        produce_sql(spark, "SELECT * FROM t", example)
        assert sorted(r.mine for r in spark.table("t").collect()) == [41, 42]
    finally:
        spark.catalog.dropTempView("t")
    produce_sql(spark, "SELECT i FROM t", example)
    assert not spark.catalog.tableExists("t")


@pytest.mark.parametrize("strategies", [(), (DEFAULT,), (ALIASED,), (ALIASED, DEFAULT)])
def test_insert_into_t_select_star_from_t(
    spark: SparkSession, strategies: tuple[ExpansionStrategy, ...]
) -> None:
    from spark_consumer.metadata import MetadataConsumer, produce_insert

    storage = f"meta_insert_storage_{os.getpid()}"
    _create_storage(spark, storage)
    try:
        catalog = load_catalog(catalog_text(storage)).with_strategy(strategies)
        plan = produce_insert(spark, "INSERT INTO t SELECT * FROM t", catalog)
        MetadataConsumer(spark).execute(plan, allow_writes=True)
        got = sorted((tuple(_as_utc(v) for v in r) for r in spark.table(storage).collect()), key=repr)
        # written: i, s, rt3 and rt4 (into key 'timestamp'); rt1 is virtual, so its key stays null
        written: list[tuple[Any, ...]] = [(i, s, None, ts, rt3) for i, s, _rt1, ts, rt3 in ROWS]
        assert got == sorted([*ROWS, *written], key=repr)
    finally:
        spark.sql(f"DROP TABLE IF EXISTS {storage}")


def test_expand_sql_leaves_other_stars_alone(spark: SparkSession, example: Catalog) -> None:
    from spark_consumer.metadata import expand_sql

    catalog = example.with_strategy([DEFAULT])
    q = "SELECT count(*) FROM t JOIN (SELECT 1 AS k) AS u ON t.i = u.k"
    assert expand_sql(spark, q, catalog) == q
    q2 = "SELECT * FROM t AS a JOIN (SELECT * FROM range(3)) AS u ON a.i = u.id"
    assert expand_sql(spark, q2, catalog) == (
        "SELECT `a`.`i`, `a`.`s`, `a`.`rt2`, `a`.`rt3`, `a`.`rt4`, `u`.* FROM t AS a "
        "JOIN (SELECT * FROM range(3)) AS u ON a.i = u.id"
    )
    q3 = "WITH t AS (SELECT 1 AS z) SELECT * FROM t"
    assert expand_sql(spark, q3, catalog) == q3  # the CTE shadows the catalog table
    q4 = "SELECT * FROM range(2) WHERE EXISTS (SELECT * FROM t)"
    assert "`t`.`rt2`" in expand_sql(spark, q4, catalog)


# ------------------------------------------------------------------------------ file-backed tables


@pytest.fixture(scope="module")
def parquet_table(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("meta_files")
    path = d / "data.parquet"
    table = pa.table({"id": pa.array([10, 20, 30, 40, 50], pa.int64()), "v": ["a", "b", "c", "d", "e"]})
    pq.write_table(table, path, row_group_size=2)  # three row groups: row_index must count across them
    return path


def test_file_metadata_columns(spark: SparkSession, parquet_table: Path) -> None:
    from spark_consumer.metadata import MetadataConsumer, produce_sql

    text = f"""
column-expansion-strategy: [EXCLUDE_ALIASED_VIRTUAL_METADATA_COLUMNS]
tables:
  f:
    source: {{path: {parquet_table}, format: parquet}}
    columns:
      - id i64?
      - v string?
      - path string METADATA VIRTUAL FROM 'file_path'
      - name string METADATA VIRTUAL FROM 'file_name'
      - size i64 METADATA VIRTUAL FROM 'file_size'
      - mtime precision_timestamp_tz<6> METADATA VIRTUAL FROM 'file_modification_time'
      - row_index i64 METADATA VIRTUAL
"""
    catalog = load_catalog(text)
    plan = produce_sql(spark, "SELECT * FROM f", catalog)
    assert list(plan.relations[-1].root.names) == ["id", "v", "row_index"]
    plan = produce_sql(spark, "SELECT path, name, size, mtime, * FROM f", catalog)
    df = MetadataConsumer(spark).to_dataframe(plan)
    rows = df.collect()
    stat = os.stat(parquet_table)
    arrow = pq.read_table(parquet_table)
    expected_rows = {
        (i, v, pos)
        for pos, (i, v) in enumerate(zip(arrow["id"].to_pylist(), arrow["v"].to_pylist(), strict=True))
    }
    assert {(r["id"], r["v"], r["row_index"]) for r in rows} == expected_rows
    for r in rows:
        assert Path(unquote(urlparse(r["path"]).path)) == parquet_table.resolve()
        assert r["name"] == parquet_table.name
        assert r["size"] == stat.st_size
        # Spark keeps the file system's modification time in milliseconds
        assert abs(_as_utc(r["mtime"]).timestamp() - stat.st_mtime) < 0.001
