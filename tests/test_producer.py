"""The Spark -> Substrait producer: plan shape, names and types, breadth beyond TPC-H, errors, CLI."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyarrow.parquet as pq
import pytest
from pyspark.sql import types as T

from conformance.reference import TablesDiffer, assert_tables_match, duckdb_answer, sql_sorts
from spark_consumer.consumer import SparkConsumer
from spark_consumer.producer import self_check, to_substrait
from spark_consumer.producer_functions import decimal_arithmetic_type, spark_result_type
from spark_consumer.producer_tree import parse_tree
from spark_consumer.types import substrait_type
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.schema import root_fields, root_output_names
from substrait_py.typesys import same_type
from substrait_py.validate import validate_plan

if TYPE_CHECKING:
    import pyarrow as pa
    from pyspark.sql import DataFrame, SparkSession
    from substrait.plan_pb2 import Plan

TABLES = ("nation", "region", "supplier", "orders")

# ------------------------------------------------------------------------------ plan-only (no Spark)


def test_parse_tree_rebuilds_the_nesting_of_a_flat_pre_order_list() -> None:
    lit = {"class": "org.apache.spark.sql.catalyst.expressions.Literal", "num-children": 0}
    flat = [
        {"class": "org.apache.spark.sql.catalyst.expressions.Add", "num-children": 2, "left": 0, "right": 1},
        {**lit, "value": "1"},
        {
            "class": "org.apache.spark.sql.catalyst.expressions.Multiply",
            "num-children": 2,
            "left": 0,
            "right": 1,
        },
        {**lit, "value": "2"},
        {**lit, "value": "3"},
    ]
    root = parse_tree(flat)
    assert root.cls == "Add"
    assert root.child("left").get("value") == "1"
    right = root.child("right")
    assert right.cls == "Multiply"
    assert [c.get("value") for c in right.children] == ["2", "3"]
    assert [n.cls for n in root.walk()] == ["Add", "Literal", "Multiply", "Literal", "Literal"]


def test_emit_read_lists_fields_with_nested_names_and_exact_types() -> None:
    """The read relation of a named table: base-schema names depth-first, nullability from Spark."""
    from substrait.type_pb2 import Type

    from spark_consumer.producer import Attr, SparkProducer, TableSource

    nested = T.StructType([T.StructField("a", T.StringType()), T.StructField("b", T.IntegerType(), False)])
    attrs = [
        Attr(1, "k", T.LongType(), substrait_type(T.LongType(), False)),
        Attr(2, "price", T.DecimalType(15, 2), substrait_type(T.DecimalType(15, 2), True)),
        Attr(3, "s", nested, substrait_type(nested, True)),
    ]
    rel = SparkProducer().emit_read(TableSource(attrs=attrs, names=["db", "t"]))
    read = rel.read
    assert list(read.named_table.names) == ["db", "t"]
    assert list(read.base_schema.names) == ["k", "price", "s", "a", "b"]
    k, price, st = read.base_schema.struct.types
    assert k.i64.nullability == Type.NULLABILITY_REQUIRED
    assert (price.decimal.precision, price.decimal.scale) == (15, 2)
    assert st.struct.types[1].i32.nullability == Type.NULLABILITY_REQUIRED
    assert price.decimal.nullability == Type.NULLABILITY_NULLABLE
    files = SparkProducer().emit_read(
        TableSource(attrs=attrs[:1], files=["file:///data/x.parquet"], file_format="parquet")
    )
    (item,) = files.read.local_files.items
    assert item.uri_file == "file:///data/x.parquet" and item.WhichOneof("file_format") == "parquet"
    with pytest.raises(UnsupportedFeatureError, match="csv"):
        SparkProducer().emit_read(TableSource(attrs=attrs[:1], files=["file:///x.csv"], file_format="csv"))


@pytest.mark.parametrize("op", ["add", "subtract", "multiply"])
@pytest.mark.parametrize(
    "a,b", [((15, 2), (16, 2)), ((38, 10), (10, 2)), ((1, 0), (15, 2)), ((25, 4), (19, 6))]
)
def test_spark_decimal_rules_equal_the_substrait_derivations(
    op: str, a: tuple[int, int], b: tuple[int, int]
) -> None:
    """Spark's decimal add/subtract/multiply result types equal what the standard extension YAML derives,
    so no cast is needed around them (the expected side is substrait-python's YAML evaluation). Divide
    differs (see the next test)."""
    from substrait.extension_registry import ExtensionRegistry

    ta, tb = substrait_type(T.DecimalType(*a)), substrait_type(T.DecimalType(*b))
    hit = ExtensionRegistry().find_function(
        op, [ta, tb], ["extension:io.substrait:functions_arithmetic_decimal"]
    )
    assert hit is not None
    spark_class = {"add": "Add", "subtract": "Subtract", "multiply": "Multiply"}[op]
    ours = decimal_arithmetic_type(spark_class, T.DecimalType(*a), T.DecimalType(*b))
    assert same_type(substrait_type(ours), hit[1], ignore_nullability=True)


# ------------------------------------------------------------------------------ Spark fixtures

pytestmark = pytest.mark.spark


@pytest.fixture(scope="module")
def views(spark: SparkSession, tpch_dir: Path) -> dict[str, DataFrame]:
    out = {}
    for t in TABLES:
        df = spark.read.parquet(str(tpch_dir / f"{t}.parquet"))
        df.createOrReplaceTempView(t)
        out[t] = df
    return out


@pytest.fixture(scope="module")
def arrow_tables(tpch_dir: Path) -> dict[str, pa.Table]:
    return {t: pq.read_table(tpch_dir / f"{t}.parquet") for t in TABLES}


def _datafusion(plan: Plan, tables: dict[str, pa.Table]) -> pa.Table:
    from datafusion import SessionContext
    from datafusion.substrait import Consumer, Serde

    ctx = SessionContext()
    for name, table in tables.items():
        ctx.register_record_batches(name, [table.to_batches()])
    logical = Consumer.from_substrait_plan(ctx, Serde.deserialize_bytes(plan.SerializeToString()))
    return ctx.create_dataframe_from_logical_plan(logical).to_arrow_table()


def test_decimal_divide_declares_sparks_type_where_the_extension_keeps_fewer_digits(
    spark: SparkSession, views: dict[str, DataFrame]
) -> None:
    """decimal(15,2) / decimal(16,2): Spark computes decimal(34,19), the YAML derives decimal(38,9).
    Casting a result computed at scale 9 would lose ten digits, so the plan declares Spark's type."""
    sql = "SELECT o_totalprice / CAST(o_orderkey AS DECIMAL(16,2)) AS q FROM orders WHERE o_orderkey < 100"
    df = spark.sql(sql)
    assert df.schema.fields[0].dataType == T.DecimalType(34, 19)
    plan = to_substrait(df, spark)
    assert [d.code for d in validate_plan(plan)] == ["output-parameter-mismatch"]
    (field,) = root_fields(plan)
    assert same_type(field.type, substrait_type(T.DecimalType(34, 19)), ignore_nullability=True)
    got = SparkConsumer(spark, views).to_dataframe(plan).collect()
    assert sorted(got) == sorted(df.collect())


# ------------------------------------------------------------------------------ types and names


def test_spark_result_type_rules_equal_spark(spark: SparkSession) -> None:
    """The producer's copy of Catalyst's result-type rules agrees with Spark's own schema."""
    df = spark.sql(
        "SELECT a * b AS m, a / b AS d, a + b AS s, a - b AS x, a % b AS r FROM "
        "VALUES (CAST(1 AS DECIMAL(15,2)), CAST(2 AS DECIMAL(7,3))) AS t(a, b)"
    )
    a, b = T.DecimalType(15, 2), T.DecimalType(7, 3)
    expected = [f.dataType for f in df.schema.fields]
    ours = [spark_result_type(c, [a, b]) for c in ("Multiply", "Divide", "Add", "Subtract", "Remainder")]
    assert ours == expected
    agg = spark.sql(
        "SELECT sum(a), avg(a), sum(i), avg(i), count(i) FROM VALUES (CAST(1 AS DECIMAL(15,2)), 1) AS t(a, i)"
    )
    got = [f.dataType for f in agg.schema.fields]
    assert got == [
        spark_result_type("Sum", [a]),
        spark_result_type("Average", [a]),
        spark_result_type("Sum", [T.IntegerType()]),
        spark_result_type("Average", [T.IntegerType()]),
        spark_result_type("Count", [T.IntegerType()]),
    ]


def test_root_names_equal_spark_columns_and_types_are_exact(
    spark: SparkSession, views: dict[str, DataFrame]
) -> None:
    sql = (
        "SELECT n_name AS name, n_nationkey, n_regionkey AS name, CAST(n_nationkey AS DECIMAL(10,3)) AS d, "
        "named_struct('a', n_name, 'b', n_regionkey) AS s, nth_value(n_name, 2) OVER (ORDER BY n_name) AS w "
        "FROM nation"
    )
    with pytest.raises(UnsupportedFeatureError, match="NthValue"):
        to_substrait(sql, spark)
    sql = sql.replace(", nth_value(n_name, 2) OVER (ORDER BY n_name) AS w", "")
    df = spark.sql(sql)
    plan = to_substrait(df, spark)
    assert root_output_names(plan) == df.columns == ["name", "n_nationkey", "name", "d", "s"]
    assert list(plan.relations[0].root.names) == ["name", "n_nationkey", "name", "d", "s", "a", "b"]
    for f, sf in zip(root_fields(plan), df.schema.fields, strict=True):
        assert same_type(f.type, substrait_type(sf.dataType, sf.nullable), ignore_nullability=True)
    assert validate_plan(plan) == []
    out = SparkConsumer(spark, views).to_dataframe(plan)
    assert out.columns == df.columns
    assert sorted(map(tuple, out.collect())) == sorted(map(tuple, df.collect()))


def test_functions_are_declared_by_standard_urn_and_compound_name(
    spark: SparkSession, views: dict[str, DataFrame]
) -> None:
    plan = to_substrait("SELECT n_nationkey + 1 AS k FROM nation WHERE n_name LIKE '_A%'", spark)
    urns = {u.extension_urn_anchor: u.urn for u in plan.extension_urns}
    decls = {
        (urns[e.extension_function.extension_urn_reference], e.extension_function.name)
        for e in plan.extensions
    }
    assert ("extension:io.substrait:functions_arithmetic", "add:i64_i64") in decls or (
        "extension:io.substrait:functions_arithmetic",
        "add:i32_i32",
    ) in decls
    assert ("extension:io.substrait:functions_string", "like:str_str") in decls


# ------------------------------------------------------------------------------ breadth, vs DuckDB

QUERIES = [
    "SELECT n_name FROM nation WHERE n_regionkey = 1 UNION ALL SELECT r_name FROM region ORDER BY 1",
    "SELECT n_name, r_name FROM nation LEFT JOIN region ON n_regionkey = r_regionkey AND r_name LIKE 'A%' "
    "ORDER BY n_name",
    "SELECT r_name, n_name FROM region FULL OUTER JOIN nation "
    "ON r_regionkey = n_regionkey AND n_nationkey < 3 ORDER BY r_name NULLS LAST, n_name NULLS LAST",
    "SELECT count(DISTINCT n_regionkey) AS c, count(*) AS n, min(n_nationkey) AS m FROM nation",
    "SELECT n_name FROM nation WHERE n_nationkey NOT IN "
    "(SELECT s_nationkey FROM supplier WHERE s_acctbal > 9000) ORDER BY n_name",
    "SELECT r_name FROM region r WHERE EXISTS (SELECT 1 FROM nation n WHERE n.n_regionkey = r.r_regionkey "
    "AND n.n_name LIKE '%A%') ORDER BY r_name",
    "SELECT n_name, CASE WHEN n_regionkey = 0 THEN 'zero' END AS z FROM nation "
    "ORDER BY n_name LIMIT 5 OFFSET 3",
    "SELECT DISTINCT n_regionkey FROM nation ORDER BY 1",
    "SELECT n_regionkey, sum(n_nationkey) * 2 AS s, avg(n_nationkey) AS a FROM nation GROUP BY n_regionkey "
    "HAVING count(*) > 4 ORDER BY n_regionkey",
    "SELECT o_orderpriority, sum(o_totalprice) AS t, avg(o_totalprice) AS a FROM orders "
    "WHERE o_orderdate BETWEEN DATE '1995-01-01' AND DATE '1995-03-31' GROUP BY o_orderpriority ORDER BY 1",
    "SELECT x, y FROM (VALUES (1, 'a'), (2, NULL), (3, 'c')) AS t(x, y) WHERE x > 1 ORDER BY x",
    "SELECT n_name, (SELECT max(r_regionkey) FROM region) - n_regionkey AS d FROM nation ORDER BY n_name",
    "SELECT n_name, row_number() OVER (PARTITION BY n_regionkey ORDER BY n_name) AS r, "
    "sum(n_nationkey) OVER (PARTITION BY n_regionkey ORDER BY n_name "
    "ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) AS s, rank() OVER (ORDER BY n_regionkey) AS k "
    "FROM nation ORDER BY n_name",
    "SELECT o_orderkey, round(o_totalprice, 0) AS a, round(o_totalprice / 7, 3) AS b, "
    "o_orderdate + 30 AS c, o_orderdate - 3 AS d FROM orders WHERE o_orderkey < 40 ORDER BY 1",
    "SELECT r_name FROM region WHERE r_regionkey = 1 OR EXISTS "
    "(SELECT 1 FROM nation WHERE n_regionkey = r_regionkey AND n_name LIKE '_A%') ORDER BY r_name",
    "SELECT n_name, lag(n_name) OVER (PARTITION BY n_regionkey ORDER BY n_name) AS p, "
    "lead(n_nationkey, 2, -1) OVER (ORDER BY n_nationkey) AS q, "
    "lag(n_regionkey, -1, 99) OVER (PARTITION BY n_regionkey ORDER BY n_nationkey DESC) AS r "
    "FROM nation ORDER BY n_name",
]


@pytest.mark.parametrize("sql", QUERIES, ids=[f"s{i:02d}" for i in range(len(QUERIES))])
def test_produced_plans_run_right_on_spark_and_datafusion(
    sql: str,
    spark: SparkSession,
    tpch_dir: Path,
    views: dict[str, DataFrame],
    arrow_tables: dict[str, pa.Table],
) -> None:
    plan = to_substrait(sql, spark)
    assert validate_plan(plan) == []
    expected = duckdb_answer(sql, tpch_dir)
    got = SparkConsumer(spark, views).to_dataframe(plan).toArrow()
    assert_tables_match(got, expected, ordered=sql_sorts(sql), check_names=False)
    assert_tables_match(_datafusion(plan, arrow_tables), expected, ordered=sql_sorts(sql), check_names=False)


@pytest.mark.parametrize(
    "select",
    [
        "SELECT * FROM {rows} AS v(a, b)",
        "SELECT v.b, n_name FROM {rows} AS v(a, b) JOIN nation ON v.a = n_nationkey ORDER BY v.a",
    ],
    ids=["alone", "joined"],
)
def test_rows_written_in_the_query_are_a_virtual_table_not_a_table_named_by_their_alias(
    select: str,
    spark: SparkSession,
    tpch_dir: Path,
    views: dict[str, DataFrame],
    arrow_tables: dict[str, pa.Table],
) -> None:
    """Spark's ``FROM VALUES (...) AS v(a, b)`` (no parentheses) is an alias over the rows, not a view:
    the plan read a table named ``v``. DuckDB answers the same query written with parentheses."""
    rows = "VALUES (1, 'a'), (2, 'b'), (3, NULL)"
    plan = to_substrait(select.format(rows=rows), spark)
    assert validate_plan(plan) == []
    reads = _walk_reads(plan)
    assert any(r.WhichOneof("read_type") == "virtual_table" for r in reads)
    assert all(list(r.named_table.names) != ["v"] for r in reads)
    duck_sql = select.format(rows=f"({rows})")
    expected = duckdb_answer(duck_sql, tpch_dir)
    got = SparkConsumer(spark, views).to_dataframe(plan).toArrow()
    assert_tables_match(got, expected, ordered=sql_sorts(duck_sql), check_names=False)
    assert_tables_match(
        _datafusion(plan, arrow_tables), expected, ordered=sql_sorts(duck_sql), check_names=False
    )


ROLLUP = (
    "SELECT n_regionkey, n_nationkey % 2 AS p, sum(n_nationkey) AS s, count(*) AS c, "
    "grouping_id(n_regionkey, n_nationkey % 2) AS g FROM nation "
    "GROUP BY ROLLUP (n_regionkey, n_nationkey % 2) ORDER BY 1 NULLS LAST, 2 NULLS LAST"
)


def test_grouping_sets_become_one_aggregate_with_several_groupings(
    spark: SparkSession, tpch_dir: Path, views: dict[str, DataFrame]
) -> None:
    """ROLLUP (Spark's Aggregate over Expand) is one AggregateRel with three groupings; Spark's grouping
    id comes from the grouping-set index."""
    plan = to_substrait(ROLLUP, spark)
    assert validate_plan(plan) == []
    aggregates = [r for r in _walk_rels(plan) if r.WhichOneof("rel_type") == "aggregate"]
    assert [len(a.aggregate.groupings) for a in aggregates] == [3]
    got = SparkConsumer(spark, views).to_dataframe(plan).toArrow()
    assert_tables_match(got, duckdb_answer(ROLLUP, tpch_dir), ordered=True, check_names=False)


@pytest.mark.xfail(
    strict=True,
    raises=TablesDiffer,
    reason="DataFusion 55 places the grouping-set index column before the measures, not after them",
)
def test_grouping_sets_on_datafusion(
    spark: SparkSession, tpch_dir: Path, views: dict[str, DataFrame], arrow_tables: dict[str, pa.Table]
) -> None:
    plan = to_substrait(ROLLUP, spark)
    got = _datafusion(plan, arrow_tables)
    assert_tables_match(got, duckdb_answer(ROLLUP, tpch_dir), ordered=True, check_names=False)


def test_dataframe_read_from_files_becomes_local_files(spark: SparkSession, tpch_dir: Path) -> None:
    path = tpch_dir / "nation.parquet"
    df = spark.read.parquet(str(path)).where("n_regionkey = 2").select("n_name", "n_nationkey")
    plan = to_substrait(df, spark)
    reads = _walk_reads(plan)
    assert len(reads) == 1 and reads[0].WhichOneof("read_type") == "local_files"
    items = reads[0].local_files.items
    assert [Path(i.uri_file.removeprefix("file:")).name for i in items] == ["nation.parquet"]
    assert all(i.WhichOneof("file_format") == "parquet" for i in items)
    got = SparkConsumer(spark).to_dataframe(plan).toArrow()
    expected = duckdb_answer("SELECT n_name, n_nationkey FROM nation WHERE n_regionkey = 2", tpch_dir)
    assert_tables_match(got, expected, ordered=False, check_names=True)


def _walk_rels(plan: Plan) -> list[Any]:
    out: list[Any] = []
    stack = [plan.relations[0].root.input]
    while stack:
        rel = stack.pop()
        out.append(rel)
        body = getattr(rel, rel.WhichOneof("rel_type"))
        for f, v in body.ListFields():
            if f.message_type is not None and f.message_type.name == "Rel":
                stack.extend(v if f.is_repeated else [v])
    return out


def _walk_reads(plan: Plan) -> list[Any]:
    return [r.read for r in _walk_rels(plan) if r.WhichOneof("rel_type") == "read"]


# ------------------------------------------------------------------------------ errors


#: Spark's CAST between a timestamp and an integer counts seconds, toward the earlier second.
SECOND_CASTS = (
    "SELECT o_orderkey, CAST(CAST(o_orderdate AS TIMESTAMP) AS INT) AS a, "
    "CAST(CAST(concat('2001-02-03 04:05:0', o_orderkey % 10, '.5') AS TIMESTAMP) AS BIGINT) AS b, "
    "CAST(o_orderkey * 86399 AS TIMESTAMP) AS c, CAST(CAST(o_orderkey AS INT) AS TIMESTAMP) AS d "
    "FROM orders WHERE o_orderkey < 40"
)
#: ... before 1970 too (where DataFusion's cast to seconds goes toward 1970: 23:59:51.5 to 23:59:52).
SECOND_CASTS_BEFORE_1970 = (
    "SELECT o_orderkey, "
    "CAST(CAST(concat('1969-12-31 23:59:5', o_orderkey % 10, '.5') AS TIMESTAMP) AS BIGINT) AS a, "
    "CAST(o_orderkey * 86399 - 1000000 AS TIMESTAMP) AS b, CAST(CAST(-o_orderkey AS INT) AS TIMESTAMP) AS c "
    "FROM orders WHERE o_orderkey < 40"
)


@pytest.mark.parametrize("ansi", ["true", "false"])
@pytest.mark.parametrize("sql", [SECOND_CASTS, SECOND_CASTS_BEFORE_1970], ids=["after-1970", "before-1970"])
def test_sparks_casts_between_timestamps_and_integers_count_seconds(
    sql: str,
    ansi: str,
    spark: SparkSession,
    views: dict[str, DataFrame],
    arrow_tables: dict[str, pa.Table],
) -> None:
    """The plan gives Spark's own answer to the query in either ANSI mode, on Spark, and on DataFusion
    after 1970."""
    from conformance.session_settings import SessionSettings

    with SessionSettings(spark, {"spark.sql.ansi.enabled": ansi, "spark.sql.session.timeZone": "UTC"}):
        plan = to_substrait(sql, spark)
        expected = spark.sql(sql).toArrow()
    assert validate_plan(plan) == []
    got = SparkConsumer(spark, views).to_dataframe(plan).toArrow()
    assert_tables_match(got, expected, ordered=False, check_names=False)
    if sql == SECOND_CASTS:
        datafusion = _datafusion(plan, arrow_tables)
        assert_tables_match(datafusion, expected.cast(datafusion.schema), ordered=False, check_names=False)


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT CAST(CAST(o_orderdate AS TIMESTAMP) AS DOUBLE) FROM orders",
        "SELECT CAST(o_totalprice AS TIMESTAMP) FROM orders",
        "SELECT CAST(o_orderkey > 3 AS TIMESTAMP) FROM orders",
    ],
)
def test_sparks_casts_of_timestamps_to_other_numbers_are_refused(
    sql: str, spark: SparkSession, views: dict[str, DataFrame]
) -> None:
    from conformance.session_settings import SessionSettings

    with (
        SessionSettings(spark, {"spark.sql.ansi.enabled": "false"}),
        pytest.raises(UnsupportedFeatureError, match="Spark's CAST from"),
    ):
        to_substrait(sql, spark)


@pytest.mark.parametrize(
    ("sql", "named"),
    [
        ("SELECT sha2(n_name, 256) FROM nation", "Sha2"),
        ("SELECT max(n_name) FROM nation", "max"),
        ("SELECT n_name, lag(n_name) IGNORE NULLS OVER (ORDER BY n_name) FROM nation", "IGNORE NULLS"),
        ("SELECT n_name FROM nation WHERE n_name LIKE 'A\\\\_%'", "escape"),
    ],
)
def test_unsupported_spark_features_are_named(
    sql: str, named: str, spark: SparkSession, views: dict[str, DataFrame]
) -> None:
    with pytest.raises(UnsupportedFeatureError, match=named):
        to_substrait(sql, spark)


def test_self_check_rejects_root_types_other_than_spark(
    spark: SparkSession, views: dict[str, DataFrame]
) -> None:
    plan = to_substrait("SELECT n_nationkey FROM nation", spark)
    self_check(plan, T.StructType([T.StructField("n_nationkey", T.IntegerType())]))
    with pytest.raises(InvalidPlanError, match="n_nationkey"):
        self_check(plan, T.StructType([T.StructField("n_nationkey", T.LongType())]))


# ------------------------------------------------------------------------------ CLI


def _cli_app() -> object:
    import typer

    from spark_consumer.cli_produce import register

    app = typer.Typer()

    @app.callback()
    def main() -> None:
        """Test app."""

    register(app)
    return app


def test_cli_produce_writes_a_plan_datafusion_runs(
    spark: SparkSession, tpch_dir: Path, tmp_path: Path, arrow_tables: dict[str, pa.Table]
) -> None:
    from typer.testing import CliRunner

    from substrait_py.planio import read_plan

    sql = "SELECT r_name, count(*) AS n FROM nation JOIN region ON n_regionkey = r_regionkey GROUP BY r_name"
    sql_file = tmp_path / "q.sql"
    sql_file.write_text(sql)
    out = tmp_path / "plan.json"
    result = CliRunner().invoke(
        _cli_app(),  # type: ignore[arg-type]
        [
            "produce",
            "--sql-file",
            str(sql_file),
            "--table",
            f"nation={tpch_dir / 'nation.parquet'}",
            "--table",
            f"region={tpch_dir / 'region.parquet'}",
            "-o",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    assert out.read_text().lstrip().startswith("{")
    plan = read_plan(out)
    assert_tables_match(
        _datafusion(plan, arrow_tables), duckdb_answer(sql, tpch_dir), ordered=False, check_names=True
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--sql", "SELECT 1", "--catalog", "c.yaml"], "cannot read catalog"),
        (["--sql", "SELECT 1", "--sql-file", "q.sql"], "exactly one"),
        (["--sql", "SELECT 1", "--table", "broken"], "NAME=PATH"),
        (["--sql", "SELECT * FROM no_such_table_here"], "no_such_table_here"),
    ],
)
def test_cli_produce_reports_bad_input_in_one_line(
    spark: SparkSession, tmp_path: Path, args: list[str], message: str
) -> None:
    from typer.testing import CliRunner

    result = CliRunner().invoke(_cli_app(), ["produce", *args, "-o", str(tmp_path / "o.bin")])  # type: ignore[arg-type]
    assert result.exit_code != 0
    assert message in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "o.bin").exists()


@pytest.mark.parametrize("kind", ["missing-folder", "folder", "symlink"])
def test_cli_produce_refuses_a_bad_output_before_spark_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    from typer.testing import CliRunner

    def no_spark(*args: object, **kwargs: object) -> None:
        raise AssertionError("Spark was started")

    monkeypatch.setattr("spark_consumer.session.local_session", no_spark)
    out = {
        "missing-folder": tmp_path / "missing" / "plan.json",
        "folder": tmp_path,
        "symlink": tmp_path / "l",
    }[kind]
    if kind == "symlink":
        (tmp_path / "target").write_text("keep")
        out.symlink_to(tmp_path / "target")
    result = CliRunner().invoke(_cli_app(), ["produce", "--sql", "SELECT 1", "-o", str(out)])  # type: ignore[arg-type]
    assert result.exit_code == 2, result.output
    assert len(result.output.strip().splitlines()) == 1
    assert "Traceback" not in result.output
    if kind == "symlink":
        assert out.is_symlink() and (tmp_path / "target").read_text() == "keep"


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["--sql", "SELECT 1", "--sql-file", "q.sql"], 2, "exactly one"),
        ([], 2, "exactly one"),
        (["--sql", "SELECT 1", "--conf", "no-equals-sign"], 2, "KEY=VALUE"),
        (["--sql", "SELECT 1", "--master", "local[1]", "--remote", "sc://h:1"], 2, "not both"),
        (["--sql", "SELECT 1", "-t", "t=/no/such/file.parquet"], 4, "does not exist"),
        (["--sql", "SELECT 1", "--remote", "sc://localhost:1"], 3, "Spark Connect"),
    ],
)
def test_cli_produce_fails_before_spark_starts_with_run_exit_codes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], code: int, message: str
) -> None:
    """Usage errors are exit 2, a missing table file exit 4 and Connect exit 3, each one line, and none
    of them starts Spark."""
    from typer.testing import CliRunner

    def no_spark(*a: object, **k: object) -> None:
        raise AssertionError("Spark was started")

    monkeypatch.setattr("spark_consumer.session.local_session", no_spark)
    result = CliRunner().invoke(_cli_app(), ["produce", *args, "-o", str(tmp_path / "o.json")])  # type: ignore[arg-type]
    assert result.exit_code == code, result.output
    assert message in result.output and len(result.output.strip().splitlines()) == 1
    assert not (tmp_path / "o.json").exists()


def test_cli_produce_short_table_option_and_conf(
    spark: SparkSession, tpch_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """-t binds a table like --table; --conf settings reach the session the command starts."""
    from typer.testing import CliRunner

    from spark_consumer import session as sessions

    seen: dict[str, object] = {}
    real = sessions.local_session

    def recording(*a: object, **k: object) -> SparkSession:
        seen.update(k)
        return real(app_name="substrait-py-tests", master="local[2]")

    monkeypatch.setattr("spark_consumer.session.local_session", recording)
    out = tmp_path / "plan.json"
    result = CliRunner().invoke(
        _cli_app(),  # type: ignore[arg-type]
        [
            "produce",
            "--sql",
            "SELECT count(*) AS n FROM region",
            "-t",
            f"region={tpch_dir / 'region.parquet'}",
            "--conf",
            "spark.sql.shuffle.partitions=3",
            "-o",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    assert seen["conf"] == {"spark.sql.shuffle.partitions": "3"}
    from substrait_py.planio import read_plan

    assert read_plan(out).relations[0].root.names == ["n"]
