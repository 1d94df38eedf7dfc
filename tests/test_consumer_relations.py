"""Relations, join types, set operations and references that TPC-H does not exercise.

Expected answers come from DuckDB running the equivalent SQL on the same data, or from the Substrait spec's
worked examples (field references, masks, file slicing). Plans are written by hand in protobuf text (or
produced by DataFusion from SQL) so that each test exercises exactly one feature.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from google.protobuf import text_format
from substrait.algebra_pb2 import Expression
from substrait.plan_pb2 import Plan

from conformance.reference import assert_tables_match
from spark_consumer.consumer import Scope, SparkConsumer, Typed
from substrait_py.errors import BindingError, ExecutionError, SchemaMismatchError, UnsupportedFeatureError
from substrait_py.validate import validate_plan
from tests._consumer_support import assert_plan_types

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

    from conformance.golden import GoldenCase

pytestmark = pytest.mark.spark

# ----------------------------------------------------------------------------------------------- data

T = pa.table(
    {
        "a": pa.array([1, 1, 2, 3, None], pa.int64()),
        "b": pa.array(["x", "y", "x", None, "z"]),
        "c": pa.array([10, 20, 30, 40, 50], pa.int64()),
    }
)
S = pa.table({"x": pa.array([1, 1, 3, None], pa.int64()), "y": pa.array(["p", "q", "r", "s"])})
U = pa.table({"x": pa.array([1, 3], pa.int64()), "y": pa.array(["p", "r"])})
P = pa.table({"v": pa.array([1, 1, 1, 2, 2, 3, None, None], pa.int64())})
S1 = pa.table({"v": pa.array([1, 2, 2, 4, None], pa.int64())})
S2 = pa.table({"v": pa.array([1, 1, 2, 5], pa.int64())})
ARROW = {"t": T, "s": S, "u": U, "p": P, "s1": S1, "s2": S2}


@pytest.fixture(scope="module")
def tables(spark: SparkSession) -> dict[str, DataFrame]:
    return {
        name: spark.createDataFrame([tuple(r.values()) for r in tbl.to_pylist()], _spark_schema(tbl))
        for name, tbl in ARROW.items()
    }


def _spark_schema(tbl: pa.Table) -> str:
    kinds = {pa.int64(): "bigint", pa.string(): "string"}
    return ", ".join(f"{f.name} {kinds[f.type]}" for f in tbl.schema)


def duck(sql: str) -> pa.Table:
    import duckdb

    con = duckdb.connect()
    try:
        for name, tbl in ARROW.items():
            con.register(name, tbl)
        return con.execute(sql).to_arrow_table()
    finally:
        con.close()


# ------------------------------------------------------------------------------------------ plan text

NULLABLE = "nullability: NULLABILITY_NULLABLE"
I64 = f"i64 {{ {NULLABLE} }}"
STR = f"string {{ {NULLABLE} }}"
SCHEMAS = {
    "t": (["a", "b", "c"], [I64, STR, I64]),
    "s": (["x", "y"], [I64, STR]),
    "u": (["x", "y"], [I64, STR]),
    "p": (["v"], [I64]),
    "s1": (["v"], [I64]),
    "s2": (["v"], [I64]),
}
EXTENSIONS = """
extension_urns { extension_urn_anchor: 1 urn: "extension:io.substrait:functions_comparison" }
extension_urns { extension_urn_anchor: 2 urn: "extension:io.substrait:functions_arithmetic" }
extensions { extension_function { extension_urn_reference: 1 function_anchor: 1 name: "equal:any_any" } }
extensions { extension_function { extension_urn_reference: 2 function_anchor: 2 name: "sum:i64" } }
extensions { extension_function { extension_urn_reference: 1 function_anchor: 3 name: "gt:any_any" } }
"""


def read(table: str, names: list[str] | None = None) -> str:
    cols, types = SCHEMAS[table]
    cols = names or cols
    name_txt = " ".join(f'names: "{c}"' for c in cols)
    type_txt = " ".join(f"types {{ {t} }}" for t in types)
    return (
        f"read {{ base_schema {{ {name_txt} struct {{ {type_txt} nullability: NULLABILITY_REQUIRED }} }} "
        f'named_table {{ names: "{table}" }} }}'
    )


def field(i: int) -> str:
    return f"selection {{ direct_reference {{ struct_field {{ field: {i} }} }} root_reference {{ }} }}"


def eq(i: int, j: int) -> str:
    return (
        f"scalar_function {{ function_reference: 1 output_type {{ bool {{ {NULLABLE} }} }} "
        f"arguments {{ value {{ {field(i)} }} }} arguments {{ value {{ {field(j)} }} }} }}"
    )


def plan(rel: str, names: list[str], extra: str = "") -> Plan:
    name_txt = " ".join(f'names: "{n}"' for n in names)
    text = f"{EXTENSIONS} {extra} relations {{ root {{ input {{ {rel} }} {name_txt} }} }}"
    return text_format.Parse(text, Plan())


def run(spark: SparkSession, tables: dict[str, DataFrame], p: Plan) -> DataFrame:
    df = SparkConsumer(spark, tables).to_dataframe(p)
    assert_plan_types(df, p)
    return df


# ---------------------------------------------------------------------------------------- set operations

SET_SQL = {
    "SET_OP_UNION_ALL": "SELECT v FROM p UNION ALL SELECT v FROM s1 UNION ALL SELECT v FROM s2",
    "SET_OP_UNION_DISTINCT": "SELECT v FROM p UNION SELECT v FROM s1 UNION SELECT v FROM s2",
    "SET_OP_MINUS_PRIMARY": "SELECT v FROM p EXCEPT SELECT v FROM s1 EXCEPT SELECT v FROM s2",
    "SET_OP_MINUS_PRIMARY_ALL": "SELECT v FROM p EXCEPT ALL (SELECT v FROM s1 UNION ALL SELECT v FROM s2)",
    "SET_OP_INTERSECTION_PRIMARY": "SELECT v FROM p INTERSECT (SELECT v FROM s1 UNION ALL SELECT v FROM s2)",
    "SET_OP_INTERSECTION_MULTISET": "SELECT v FROM p INTERSECT SELECT v FROM s1 INTERSECT SELECT v FROM s2",
    "SET_OP_INTERSECTION_MULTISET_ALL": (
        "SELECT v FROM p INTERSECT ALL SELECT v FROM s1 INTERSECT ALL SELECT v FROM s2"
    ),
    # m - min(n1, n2) copies (spec: the primary minus the records included in all secondary sets)
    "SET_OP_MINUS_MULTISET": """
        WITH c AS (
            SELECT v, count(*) FILTER (WHERE src = 0) AS m, count(*) FILTER (WHERE src = 1) AS n1,
                   count(*) FILTER (WHERE src = 2) AS n2
            FROM (SELECT v, 0 AS src FROM p UNION ALL SELECT v, 1 FROM s1 UNION ALL SELECT v, 2 FROM s2)
            GROUP BY v)
        SELECT v FROM c, range(greatest(m - least(n1, n2), 0)) WHERE m > 0""",
}


@pytest.mark.parametrize("op", sorted(SET_SQL))
def test_set_operation_over_three_inputs(op: str, spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    rel = f"set {{ inputs {{ {read('p')} }} inputs {{ {read('s1')} }} inputs {{ {read('s2')} }} op: {op} }}"
    df = run(spark, tables, plan(rel, ["v"]))
    assert_tables_match(df.toArrow(), duck(SET_SQL[op]), ordered=False, check_names=False)


# ----------------------------------------------------------------------------------------------- joins


def _join(join_type: str, left: str = "t", right: str = "s", extra: str = "") -> str:
    return (
        f"join {{ left {{ {read(left)} }} right {{ {read(right)} }} expression {{ {eq(0, 3)} }} "
        f"type: {join_type} {extra} }}"
    )


JOIN_SQL = {
    "JOIN_TYPE_INNER": "SELECT * FROM t JOIN s ON a = x",
    "JOIN_TYPE_LEFT": "SELECT * FROM t LEFT JOIN s ON a = x",
    "JOIN_TYPE_RIGHT": "SELECT * FROM t RIGHT JOIN s ON a = x",
    "JOIN_TYPE_OUTER": "SELECT * FROM t FULL JOIN s ON a = x",
    "JOIN_TYPE_LEFT_SEMI": "SELECT * FROM t SEMI JOIN s ON a = x",
    "JOIN_TYPE_LEFT_ANTI": "SELECT * FROM t ANTI JOIN s ON a = x",
    "JOIN_TYPE_RIGHT_SEMI": "SELECT * FROM s SEMI JOIN t ON a = x",
    "JOIN_TYPE_RIGHT_ANTI": "SELECT * FROM s ANTI JOIN t ON a = x",
    # the mark is true with a partner, null when none matches but a comparison was null, else false: the
    # three-valued semantics of IN
    "JOIN_TYPE_LEFT_MARK": "SELECT t.*, a IN (SELECT x FROM s) FROM t",
}


@pytest.mark.parametrize("join_type", sorted(JOIN_SQL))
def test_join_types(join_type: str, spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    expected = duck(JOIN_SQL[join_type])
    names = [f"c{i}" for i in range(expected.num_columns)]
    df = run(spark, tables, plan(_join(join_type), names))
    assert_tables_match(df.toArrow(), expected, ordered=False, check_names=False)


def _str_gt(i: int, value: str) -> str:
    return (
        f"scalar_function {{ function_reference: 3 output_type {{ bool {{ {NULLABLE} }} }} "
        f"arguments {{ value {{ {field(i)} }} }} "
        f'arguments {{ value {{ literal {{ string: "{value}" }} }} }} }}'
    )


#: A semi join on one key with a filtered table: the filter keeps null and repeated keys on the filtered
#: side (s: 1, 1, 3, null; t: 1, 1, 2, null), and the other side has them too.
SEMI_OVER_FILTERED = {
    "JOIN_TYPE_LEFT_SEMI": (
        f"filter {{ input {{ {read('s')} }} condition {{ {_str_gt(1, 'o')} }} }}",
        "right",
        "SELECT * FROM t SEMI JOIN (SELECT * FROM s WHERE y > 'o') s ON a = x",
    ),
    "JOIN_TYPE_RIGHT_SEMI": (
        f"filter {{ input {{ {read('t')} }} condition {{ {_str_gt(1, 'a')} }} }}",
        "left",
        "SELECT * FROM s SEMI JOIN (SELECT * FROM t WHERE b > 'a') t ON a = x",
    ),
}


@pytest.mark.parametrize("join_type", sorted(SEMI_OVER_FILTERED))
def test_semi_join_with_a_filtered_table_as_an_in_predicate(
    join_type: str, spark: SparkSession, tables: dict[str, DataFrame]
) -> None:
    filtered, side, sql = SEMI_OVER_FILTERED[join_type]
    left = filtered if side == "left" else read("t")
    right = filtered if side == "right" else read("s")
    rel = f"join {{ left {{ {left} }} right {{ {right} }} expression {{ {eq(0, 3)} }} type: {join_type} }}"
    expected = duck(sql)
    p = plan(rel, [f"c{i}" for i in range(expected.num_columns)])
    consumer = SparkConsumer(spark, tables)
    # the form under test: the semi join is the predicate `key IN (SELECT ...)`
    assert " IN (" in consumer.translate(p).sql.text
    df = consumer.to_dataframe(p)
    assert_plan_types(df, p)
    assert_tables_match(df.toArrow(), expected, ordered=False, check_names=False)


def _gt(i: int, value: int) -> str:
    return (
        f"scalar_function {{ function_reference: 3 output_type {{ bool {{ {NULLABLE} }} }} "
        f"arguments {{ value {{ {field(i)} }} }} arguments {{ value {{ literal {{ i64: {value} }} }} }} }}"
    )


#: The join inputs filtered: ``t`` to ``c > 15``, ``s`` to ``x > 1``.
FILTERED = {"t": "(SELECT * FROM t WHERE c > 15) t", "s": "(SELECT * FROM s WHERE x > 1) s"}


@pytest.mark.parametrize("join_type", sorted(JOIN_SQL))
def test_join_types_over_filtered_inputs(
    join_type: str, spark: SparkSession, tables: dict[str, DataFrame]
) -> None:
    # the translation moves such filters above the join or into its condition where that keeps the
    # join's meaning: the answers are DuckDB's to the query with the filters in derived tables
    sql = JOIN_SQL[join_type]
    for word in ("FROM", "JOIN"):
        sql = sql.replace(f"{word} t", f"{word} {FILTERED['t']}").replace(
            f"{word} s", f"{word} {FILTERED['s']}"
        )
    expected = duck(sql)
    left = f"filter {{ input {{ {read('t')} }} condition {{ {_gt(2, 15)} }} }}"
    right = f"filter {{ input {{ {read('s')} }} condition {{ {_gt(0, 1)} }} }}"
    rel = f"join {{ left {{ {left} }} right {{ {right} }} expression {{ {eq(0, 3)} }} type: {join_type} }}"
    names = [f"c{i}" for i in range(expected.num_columns)]
    df = run(spark, tables, plan(rel, names))
    assert_tables_match(df.toArrow(), expected, ordered=False, check_names=False)


def test_post_join_filter(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    post = (
        "post_join_filter { scalar_function { function_reference: 3 "
        f"output_type {{ bool {{ {NULLABLE} }} }} "
        f"arguments {{ value {{ {field(2)} }} }} arguments {{ value {{ literal {{ i64: 15 }} }} }} }} }}"
    )
    df = run(spark, tables, plan(_join("JOIN_TYPE_LEFT", extra=post), ["a", "b", "c", "x", "y"]))
    expected = duck("SELECT * FROM t LEFT JOIN s ON a = x WHERE c > 15")
    assert_tables_match(df.toArrow(), expected, ordered=False, check_names=False)


def test_single_join_with_one_partner(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    df = run(spark, tables, plan(_join("JOIN_TYPE_LEFT_SINGLE", right="u"), ["a", "b", "c", "x", "y"]))
    expected = duck("SELECT * FROM t LEFT JOIN u ON a = x")
    assert_tables_match(df.toArrow(), expected, ordered=False, check_names=False)


def test_single_join_with_two_partners_fails(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    df = SparkConsumer(spark, tables).to_dataframe(plan(_join("JOIN_TYPE_LEFT_SINGLE"), list("abcxy")))
    with pytest.raises(Exception, match="more than one partner"):
        df.collect()


# ------------------------------------------------------------------------------ aggregate / grouping sets


@pytest.mark.parametrize(
    ("names", "fetch"),
    [(["a", "c", "s"], False), (["c", "a", "s"], False), (["c", "a", "s"], True), (["C", "x", "A"], True)],
)
def test_sorted_aggregate_under_root_names_that_cross_its_input_columns(
    names: list[str], fetch: bool, spark: SparkSession, tables: dict[str, DataFrame]
) -> None:
    # the root's names become the aggregate's own select list and ORDER BY reads them: names that
    # are the input's column names for other columns must not change what is sorted
    measure = (
        f"measures {{ measure {{ function_reference: 2 output_type {{ {I64} }} "
        f"arguments {{ value {{ {field(2)} }} }} }} }}"
    )
    agg = (
        f"aggregate {{ input {{ {read('t')} }} grouping_expressions {{ {field(0)} }} "
        f"grouping_expressions {{ {field(2)} }} groupings {{ expression_references: 0 "
        f"expression_references: 1 }} {measure} }}"
    )
    # sorted by the input's a (descending), then its c; emitted as (c, a, sum)
    rel = (
        f"sort {{ input {{ {agg} }} "
        f"sorts {{ expr {{ {field(0)} }} direction: SORT_DIRECTION_DESC_NULLS_FIRST }} "
        f"sorts {{ expr {{ {field(1)} }} direction: SORT_DIRECTION_ASC_NULLS_LAST }} }}"
    )
    if fetch:
        rel = f"fetch {{ input {{ {rel} }} count_expr {{ literal {{ i64: 3 }} }} }}"
    rel = (
        f"project {{ common {{ emit {{ output_mapping: 1 output_mapping: 0 output_mapping: 2 }} }} "
        f"input {{ {rel} }} }}"
    )
    df = run(spark, tables, plan(rel, names))
    expected = duck(
        "SELECT t.c, t.a, sum(t.c) FROM t GROUP BY t.a, t.c ORDER BY t.a DESC NULLS FIRST, t.c ASC NULLS LAST"
        + (" LIMIT 3" if fetch else "")
    )
    assert df.columns == names
    assert_tables_match(df.toArrow(), expected, ordered=True, check_names=False)


def test_grouping_sets_with_index_column(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    measure = (
        f"measures {{ measure {{ function_reference: 2 output_type {{ {I64} }} "
        f"arguments {{ value {{ {field(2)} }} }} }} }}"
    )
    rel = (
        f"aggregate {{ input {{ {read('t')} }} grouping_expressions {{ {field(0)} }} "
        f"grouping_expressions {{ {field(1)} }} groupings {{ expression_references: 0 }} "
        f"groupings {{ expression_references: 1 }} groupings {{ }} {measure} }}"
    )
    df = run(spark, tables, plan(rel, ["a", "b", "total", "set"]))
    expected = duck(
        "SELECT a, NULL::VARCHAR, sum(c), 0::INT FROM t GROUP BY a "
        "UNION ALL SELECT NULL::BIGINT, b, sum(c), 1::INT FROM t GROUP BY b "
        "UNION ALL SELECT NULL::BIGINT, NULL::VARCHAR, sum(c), 2::INT FROM t"
    )
    assert_tables_match(df.toArrow(), expected, ordered=False, check_names=False)


def test_grouping_set_naming_an_expression_twice_groups_by_it_once(
    spark: SparkSession, tables: dict[str, DataFrame]
) -> None:
    """``expression_references: [0, 0]`` is the set (a): its key column was written twice under one name
    (an ambiguous reference for Spark's analyser)."""
    measure = (
        f"measures {{ measure {{ function_reference: 2 output_type {{ {I64} }} "
        f"arguments {{ value {{ {field(2)} }} }} }} }}"
    )
    rel = (
        f"aggregate {{ input {{ {read('t')} }} grouping_expressions {{ {field(0)} }} "
        f"grouping_expressions {{ {field(1)} }} groupings {{ expression_references: [0, 0] }} "
        f"groupings {{ expression_references: [1, 1, 1] }} {measure} }}"
    )
    df = run(spark, tables, plan(rel, ["a", "b", "total", "set"]))
    expected = duck(
        "SELECT a, NULL::VARCHAR, sum(c), 0::INT FROM t GROUP BY a "
        "UNION ALL SELECT NULL::BIGINT, b, sum(c), 1::INT FROM t GROUP BY b"
    )
    assert_tables_match(df.toArrow(), expected, ordered=False, check_names=False)


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT a, b, sum(c) AS total FROM t GROUP BY GROUPING SETS ((a), (b), ())",
        "SELECT a, b, sum(c) AS total, grouping(a) AS ga, grouping(b) AS gb FROM t GROUP BY ROLLUP (a, b)",
    ],
    ids=["grouping-sets", "rollup-with-grouping"],
)
def test_datafusion_grouping_sets_plan(sql: str, spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    """DataFusion writes its own layout for several grouping sets (its ``__grouping_id`` bitmask between the
    keys and the measures); the consumer recognises the producer and follows it."""
    p = _datafusion_plan(sql)
    df = SparkConsumer(spark, tables).to_dataframe(p)
    assert_tables_match(df.toArrow(), duck(sql), ordered=False, check_names=False)


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT * FROM t WHERE EXISTS (SELECT 1 FROM s WHERE s.x = t.a) OR c > 40",
        "SELECT * FROM t WHERE a IN (SELECT x FROM s) OR c > 40",
        "SELECT * FROM t WHERE a NOT IN (SELECT x FROM s WHERE y <> 'q') OR c < 20",
    ],
    ids=["exists", "in", "not-in"],
)
def test_datafusion_mark_join_plan(sql: str, spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    """DataFusion writes a subquery under OR as a mark join on one key: it runs as an equi-join (a
    nested-loop join over both sides would be quadratic), and its mark is never null, as DataFusion
    documents its ``LeftMark`` (so ``NOT IN`` with a null key answers as DataFusion does, not as SQL's
    three-valued ``IN``: DuckDB keeps fewer rows there)."""
    from datafusion import SessionContext

    p = _datafusion_plan(sql)
    df = SparkConsumer(spark, tables).to_dataframe(p)
    ctx = SessionContext()
    for name, tbl in ARROW.items():
        ctx.register_record_batches(name, [tbl.to_batches()])
    expected = ctx.sql(sql).to_arrow_table()
    assert_tables_match(df.toArrow(), expected, ordered=False, check_names=False)
    physical = df._jdf.queryExecution().executedPlan().toString()
    assert "NestedLoopJoin" not in physical and "CartesianProduct" not in physical, physical


def test_fetch_with_offset_after_sort(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    sql = "SELECT a, c FROM t ORDER BY c DESC LIMIT 2 OFFSET 1"
    df = SparkConsumer(spark, tables).to_dataframe(_datafusion_plan(sql))
    assert_tables_match(df.toArrow(), duck(sql), ordered=True, check_names=False)


def _datafusion_plan(sql: str) -> Plan:
    from datafusion import SessionContext
    from datafusion import substrait as ss

    ctx = SessionContext()
    for name, tbl in ARROW.items():
        ctx.register_record_batches(name, [tbl.to_batches()])
    p = Plan()
    p.ParseFromString(ss.Serde.serialize_bytes(sql, ctx))
    return p


# ----------------------------------------------------------------------------------------------- reference


def test_reference_rel_shares_a_subtree(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    shared = f"filter {{ input {{ {read('t')} }} condition {{ {eq(0, 0)} }} }}"
    join = (
        "join { left { reference { subtree_ordinal: 0 } } right { reference { subtree_ordinal: 0 } } "
        f"expression {{ {eq(0, 3)} }} type: JOIN_TYPE_INNER }}"
    )
    text = (
        f"{EXTENSIONS} relations {{ rel {{ {shared} }} }} relations {{ root {{ input {{ {join} }} "
        + " ".join(f'names: "{n}"' for n in ["a", "b", "c", "a2", "b2", "c2"])
        + " } }"
    )
    p = text_format.Parse(text, Plan())
    df = SparkConsumer(spark, tables).to_dataframe(p)
    expected = duck("SELECT * FROM t t1 JOIN t t2 ON t1.a = t2.a")
    assert_tables_match(df.toArrow(), expected, ordered=False, check_names=False)


# ------------------------------------------------------------------------------------------- write / DDL


@pytest.fixture
def target(spark: SparkSession) -> Iterator[str]:
    name = "substrait_write_target"
    spark.sql(f"DROP TABLE IF EXISTS {name}")
    yield name
    spark.sql(f"DROP TABLE IF EXISTS {name}")


def _table_schema(table: str) -> str:
    """The text-format ``NamedStruct`` of test table ``table``."""
    names, types = SCHEMAS[table]
    return (
        " ".join(f'names: "{n}"' for n in names)
        + " struct { "
        + " ".join(f"types {{ {t} }}" for t in types)
        + " nullability: NULLABILITY_REQUIRED }"
    )


def _ddl(obj: str, op: str, name: str, view: str = "") -> Plan:
    """A DDL plan on ``name`` (dotted parts) with the schema of table ``s``."""
    body = f"view_definition {{ {view} }}" if view else ""
    parts = " ".join(f'names: "{part}"' for part in name.split("."))
    rel = (
        f"ddl {{ named_object {{ {parts} }} table_schema {{ {_table_schema('s')} }} "
        f"table_defaults {{ }} object: {obj} op: {op} {body} }}"
    )
    return text_format.Parse(f"relations {{ root {{ input {{ {rel} }} }} }}", Plan())


def _write(table: str, op: str, input_rel: str, mode: str = "CREATE_MODE_UNSPECIFIED") -> Plan:
    schema = _table_schema("t")
    rel = (
        f'write {{ named_table {{ names: "{table}" }} table_schema {{ {schema} }} op: {op} '
        f"create_mode: {mode} input {{ {input_rel} }} output: OUTPUT_MODE_NO_OUTPUT }}"
    )
    return text_format.Parse(f"{EXTENSIONS} relations {{ root {{ input {{ {rel} }} }} }}", Plan())


def _execute(spark: SparkSession, tables: dict[str, DataFrame], p: Plan) -> DataFrame | None:
    return SparkConsumer(spark, tables).execute(p, allow_writes=True)


def test_write_plans_change_nothing_unless_writes_are_allowed(
    spark: SparkSession, tables: dict[str, DataFrame], target: str
) -> None:
    p = _write(target, "WRITE_OP_CTAS", read("t"))
    with pytest.raises(UnsupportedFeatureError, match="execute"):
        SparkConsumer(spark, tables).to_dataframe(p)
    with pytest.raises(UnsupportedFeatureError, match="not allowed"):
        SparkConsumer(spark, tables).execute(p)
    assert not spark.catalog.tableExists(target)


def test_ctas_then_insert(spark: SparkSession, tables: dict[str, DataFrame], target: str) -> None:
    _execute(spark, tables, _write(target, "WRITE_OP_CTAS", read("t")))
    assert_tables_match(spark.table(target).toArrow(), duck("SELECT * FROM t"), ordered=False)
    _execute(spark, tables, _write(target, "WRITE_OP_INSERT", read("t")))
    expected = duck("SELECT * FROM t UNION ALL SELECT * FROM t")
    assert_tables_match(spark.table(target).toArrow(), expected, ordered=False)
    with pytest.raises(ExecutionError, match="already exists"):
        _execute(spark, tables, _write(target, "WRITE_OP_CTAS", read("t")))


@pytest.mark.parametrize("policy", ["ANSI", "LEGACY"])
def test_insert_of_other_types_is_refused_whatever_the_store_assignment_policy(
    spark: SparkSession, tables: dict[str, DataFrame], target: str, policy: str
) -> None:
    """Spark casts an INSERT's values to the table's types as ``spark.sql.storeAssignmentPolicy`` says
    (ANSI fails on a bigint that does not fit an int, LEGACY wraps it): a plan whose types differ from the
    table's is refused, naming the column, and the table keeps its rows."""
    from conformance.session_settings import SessionSettings

    spark.sql(f"CREATE TABLE {target} (a INT, b STRING, c BIGINT) USING parquet")
    spark.sql(f"INSERT INTO {target} VALUES (1, 'kept', 2)")
    policy_set = SessionSettings(spark, {"spark.sql.storeAssignmentPolicy": policy})
    with policy_set, pytest.raises(SchemaMismatchError, match="bigint into column 'a'") as info:
        _execute(spark, tables, _write(target, "WRITE_OP_INSERT", read("t")))
    assert info.value.column == "a" and info.value.expected == "int"
    assert [tuple(r) for r in spark.table(target).collect()] == [(1, "kept", 2)]


def test_ddl_create_table_is_parquet_whatever_the_default_source(
    spark: SparkSession, tables: dict[str, DataFrame], target: str
) -> None:
    from conformance.session_settings import SessionSettings

    plan = _ddl("DDL_OBJECT_TABLE", "DDL_OP_CREATE", target)
    with SessionSettings(spark, {"spark.sql.sources.default": "json"}):
        SparkConsumer(spark, tables).execute(plan, allow_writes=True)
    provider = [r for r in spark.sql(f"DESCRIBE TABLE EXTENDED {target}").collect() if r[0] == "Provider"]
    assert [r[1] for r in provider] == ["parquet"]


def test_failed_overwrite_leaves_target_intact(
    spark: SparkSession, tables: dict[str, DataFrame], target: str
) -> None:
    _execute(spark, tables, _write(target, "WRITE_OP_CTAS", read("t")))
    # the replacement's rows fail at run time: a cast of 'x' to i64 that must throw
    failing = (
        f"project {{ common {{ emit {{ output_mapping: [3, 1, 2] }} }} input {{ {read('t')} }} "
        f"expressions {{ cast {{ type {{ {I64} }} input {{ {field(1)} }} "
        "failure_behavior: FAILURE_BEHAVIOR_THROW_EXCEPTION } } }"
    )
    with pytest.raises(ExecutionError, match="target unchanged"):
        _execute(spark, tables, _write(target, "WRITE_OP_CTAS", failing, "CREATE_MODE_REPLACE_IF_EXISTS"))
    assert_tables_match(spark.table(target).toArrow(), duck("SELECT * FROM t"), ordered=False)


def test_ddl_create_and_drop_table_and_view(
    spark: SparkSession, tables: dict[str, DataFrame], target: str
) -> None:
    consumer = SparkConsumer(spark, tables)

    def run(p: Plan) -> None:
        consumer.execute(p, allow_writes=True)

    run(_ddl("DDL_OBJECT_TABLE", "DDL_OP_CREATE", target))
    assert spark.table(target).columns == ["x", "y"]
    assert spark.table(target).count() == 0
    run(_ddl("DDL_OBJECT_TABLE", "DDL_OP_DROP", target))
    assert not spark.catalog.tableExists(target)
    with pytest.raises(BindingError):
        run(_ddl("DDL_OBJECT_TABLE", "DDL_OP_DROP", target))
    run(_ddl("DDL_OBJECT_VIEW", "DDL_OP_CREATE_OR_REPLACE", "substrait_view", read("s")))
    assert_tables_match(spark.table("substrait_view").toArrow(), duck("SELECT * FROM s"), ordered=False)
    run(_ddl("DDL_OBJECT_VIEW", "DDL_OP_DROP", "substrait_view"))
    assert not spark.catalog.tableExists("substrait_view")
    # a qualified view name is honoured or refused, never stripped to the session's temporary view
    run(_ddl("DDL_OBJECT_VIEW", "DDL_OP_CREATE_OR_REPLACE", "substrait_view", read("s")))
    with pytest.raises(UnsupportedFeatureError, match="persistent view"):
        run(_ddl("DDL_OBJECT_VIEW", "DDL_OP_DROP_IF_EXIST", "other_db.substrait_view"))
    assert spark.catalog.tableExists("substrait_view")
    run(_ddl("DDL_OBJECT_VIEW", "DDL_OP_DROP", "substrait_view"))


# --------------------------------------------------------------------- nested references, masks, literals

NESTED_ROWS = """
virtual_table { expressions {
  fields { literal { struct { fields { i32: 1 } fields { string: "in" } } } }
  fields { literal { list { values { i32: 10 } values { i32: 20 } values { i32: 30 } } } }
  fields { literal { map { key_values { key { string: "k" } value { i32: 7 } } } } }
} }
"""
NESTED_SCHEMA = """
base_schema { names: "s" names: "s0" names: "s1" names: "l" names: "m" struct {
  types { struct { types { i32 { nullability: NULLABILITY_REQUIRED } } types { string {
    nullability: NULLABILITY_REQUIRED } } nullability: NULLABILITY_REQUIRED } }
  types { list { type { i32 { nullability: NULLABILITY_REQUIRED } } nullability: NULLABILITY_REQUIRED } }
  types { map { key { string { nullability: NULLABILITY_REQUIRED } } value { i32 {
    nullability: NULLABILITY_REQUIRED } } nullability: NULLABILITY_REQUIRED } }
  nullability: NULLABILITY_REQUIRED } }
"""


def _nested_read(extra: str = "") -> str:
    return f"read {{ {NESTED_SCHEMA} {NESTED_ROWS} {extra} }}"


def _ref(segment: str) -> str:
    return f"expressions {{ selection {{ direct_reference {{ {segment} }} root_reference {{ }} }} }}"


def test_nested_references_follow_the_seed(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    """Seed (field references): struct field by ordinal; list offsets from the end when negative; null on
    overflow either way (even with ANSI mode on); map key lookup."""
    assert str(spark.conf.get("spark.sql.ansi.enabled")).lower() == "true"
    refs = [
        "struct_field { field: 0 child { struct_field { field: 1 } } }",
        "struct_field { field: 1 child { list_element { offset: 0 } } }",
        "struct_field { field: 1 child { list_element { offset: -1 } } }",
        "struct_field { field: 1 child { list_element { offset: 3 } } }",
        "struct_field { field: 1 child { list_element { offset: -4 } } }",
        'struct_field { field: 2 child { map_key { map_key { string: "k" } } } }',
        'struct_field { field: 2 child { map_key { map_key { string: "nope" } } } }',
    ]
    rel = (
        "project { common { emit { output_mapping: [3, 4, 5, 6, 7, 8, 9] } } "
        f"input {{ {_nested_read()} }} {' '.join(_ref(r) for r in refs)} }}"
    )
    df = run(spark, tables, plan(rel, [f"r{i}" for i in range(7)]))
    assert [tuple(r) for r in df.collect()] == [("in", 10, 30, None, None, 7, None)]


def test_projection_mask_unwraps_single_struct_field(
    spark: SparkSession, tables: dict[str, DataFrame]
) -> None:
    """Seed (masks): selection in mask order; a struct with one selected field is unwrapped."""
    mask = (
        "projection { select { struct_items { field: 2 } "
        "struct_items { field: 0 child { struct { struct_items { field: 1 } } } } } }"
    )
    df = run(spark, tables, plan(_nested_read(mask), ["m", "s1"]))
    assert [tuple(r) for r in df.collect()] == [({"k": 7}, "in")]


def test_projection_mask_keeps_struct_when_asked(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    mask = (
        "projection { maintain_singular_struct: true select { "
        "struct_items { field: 0 child { struct { struct_items { field: 1 } } } } } }"
    )
    df = run(spark, tables, plan(_nested_read(mask), ["s", "inner"]))
    row = df.collect()[0]
    assert row[0].asDict() == {"inner": "in"}


# ------------------------------------------------------------------------------------------- file slicing


def test_parquet_byte_slices_partition_the_rows(
    spark: SparkSession, tables: dict[str, DataFrame], tmp_path: Path
) -> None:
    """Seed (read, slicing files): a row group is read by the slice containing its midpoint, so slices that
    cover the file read every row exactly once; a slice before the first midpoint reads nothing."""
    path = tmp_path / "t.parquet"
    pq.write_table(pa.table({"v": pa.array(range(300), pa.int64())}), path, row_group_size=100)
    size = path.stat().st_size
    meta = pq.ParquetFile(path).metadata
    rg1 = meta.row_group(1).column(0)
    # the second row group starts here (its dictionary page first): slice 1 holds group 0, slice 2 the rest
    cut = int((rg1.dictionary_page_offset if rg1.has_dictionary_page else None) or rg1.data_page_offset)

    def sliced(start: int, length: int) -> list[int]:
        rel = (
            f'read {{ base_schema {{ names: "v" struct {{ types {{ {I64} }} '
            "nullability: NULLABILITY_REQUIRED } } "
            f'local_files {{ items {{ uri_file: "{path}" start: {start} length: {length} '
            "parquet { } } } }"
        )
        return sorted(r[0] for r in run(spark, tables, plan(rel, ["v"])).collect())

    first = sliced(0, cut)
    rest = sliced(cut, size - cut)
    assert first == list(range(100))
    assert rest == list(range(100, 300))
    assert sliced(0, 4) == []


# ------------------------------------------------------------------------------------------------- errors


def test_missing_table_is_a_binding_error(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    p = plan(read("t").replace('names: "t" }', 'names: "no_such_table" }'), ["a", "b", "c"])
    with pytest.raises(BindingError, match="no_such_table"):
        SparkConsumer(spark, tables).to_dataframe(p)


def test_missing_column_names_both_sides(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    p = plan(read("t", ["a", "b", "zz"]), ["a", "b", "zz"])
    with pytest.raises(BindingError, match=r"'zz'.*i64.*table has a, b, c"):
        SparkConsumer(spark, tables).to_dataframe(p)


def test_type_mismatch_is_a_binding_error(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    p = plan(read("t").replace(f"types {{ {STR} }}", f"types {{ {I64} }}"), ["a", "b", "c"])
    with pytest.raises(BindingError, match=r"t\.b is string .* i64"):
        SparkConsumer(spark, tables).to_dataframe(p)


def test_function_of_an_unknown_extension_is_unsupported(
    spark: SparkSession, tables: dict[str, DataFrame]
) -> None:
    """``add`` under a URN that is not a standard extension means whatever that extension says: refused,
    naming the URN, never run as the standard ``add``."""
    extra = (
        'extension_urns { extension_urn_anchor: 7 urn: "extension:com.acme:functions" } '
        "extensions { extension_function { extension_urn_reference: 7 function_anchor: 9 "
        'name: "add:i64_i64" } }'
    )
    rel = (
        f"project {{ input {{ {read('t')} }} expressions {{ scalar_function {{ function_reference: 9 "
        f"output_type {{ {I64} }} arguments {{ value {{ {field(0)} }} }} "
        f"arguments {{ value {{ {field(2)} }} }} }} }} }}"
    )
    with pytest.raises(UnsupportedFeatureError, match=r"extension:com\.acme:functions"):
        SparkConsumer(spark, tables).to_dataframe(plan(rel, ["a", "b", "c", "f"], extra))


def test_undefined_standard_function_is_the_validators_error(
    spark: SparkSession, tables: dict[str, DataFrame]
) -> None:
    """A name the standard extension does not define is a malformed plan: the consumer reports the
    validator's code and path."""
    from substrait_py.errors import InvalidPlanError
    from substrait_py.validate import validate_plan

    extra = (
        "extensions { extension_function { extension_urn_reference: 1 function_anchor: 9 "
        'name: "frobnicate" } }'
    )
    rel = (
        f"project {{ input {{ {read('t')} }} expressions {{ scalar_function {{ function_reference: 9 "
        f"output_type {{ {I64} }} arguments {{ value {{ {field(0)} }} }} }} }} }}"
    )
    p = plan(rel, ["a", "b", "c", "f"], extra)
    errors = [(d.code, d.path) for d in validate_plan(p) if d.severity.name == "ERROR"]
    with pytest.raises(InvalidPlanError) as caught:
        SparkConsumer(spark, tables).to_dataframe(p)
    assert (caught.value.code, caught.value.path) == errors[0]
    assert caught.value.code == "unknown-function"


def test_extension_relation_names_its_type_url(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    rel = 'extension_leaf { detail { type_url: "type.example.com/my.Scan" } }'
    with pytest.raises(UnsupportedFeatureError, match=r"type\.example\.com/my\.Scan"):
        SparkConsumer(spark, tables).to_dataframe(plan(rel, []))


@pytest.mark.parametrize("where", ["read", "filter"])
def test_unknown_enhancement_is_rejected_not_ignored(
    spark: SparkSession, tables: dict[str, DataFrame], where: str
) -> None:
    """An enhancement changes what a relation means; ignoring one we do not know would be silently
    wrong: an unknown enhancement is refused."""
    ext = 'advanced_extension { enhancement { type_url: "type.example.com/my.Sampling" } }'
    if where == "read":
        rel = read("t").replace("named_table", f"{ext} named_table", 1)
    else:
        rel = f"filter {{ input {{ {read('t')} }} condition {{ literal {{ boolean: true }} }} {ext} }}"
    with pytest.raises(UnsupportedFeatureError, match=r"type\.example\.com/my\.Sampling"):
        SparkConsumer(spark, tables).to_dataframe(plan(rel, ["a", "b", "c"]))


def test_unhonoured_function_option_is_rejected(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    extra = (
        "extensions { extension_function { extension_urn_reference: 2 function_anchor: 8 "
        'name: "add:i64_i64" } }'
    )
    rel = (
        f"project {{ input {{ {read('t')} }} expressions {{ scalar_function {{ function_reference: 8 "
        f"output_type {{ {I64} }} arguments {{ value {{ {field(0)} }} }} "
        f"arguments {{ value {{ {field(2)} }} }} "
        'options { name: "rounding" preference: "CEILING" } } } }'
    )
    with pytest.raises(UnsupportedFeatureError, match="rounding=CEILING"):
        SparkConsumer(spark, tables).to_dataframe(plan(rel, ["a", "b", "c", "f"], extra))


def test_declared_type_spark_cannot_produce_is_a_schema_mismatch(
    spark: SparkSession, tables: dict[str, DataFrame]
) -> None:
    """Principle 2: the consumer refuses to return a DataFrame whose types differ from the plan's. A
    subclass that forgets to cast shows the check at the root."""

    class Forgetful(SparkConsumer):
        def expr_cast(self, c: Expression.Cast, scope: Scope, path: str) -> Typed:
            inner = self.translate_expr(c.input, scope, path)
            return Typed(inner.expr, c.type)

    rel = (
        f"project {{ common {{ emit {{ output_mapping: [3] }} }} input {{ {read('t')} }} "
        f"expressions {{ cast {{ type {{ {STR} }} input {{ {field(0)} }} }} }} }}"
    )
    with pytest.raises(SchemaMismatchError, match=r"'a_text'.*string.*bigint"):
        Forgetful(spark, tables).to_dataframe(plan(rel, ["a_text"]))


@pytest.mark.parametrize(
    ("sql", "check_types"),
    [
        ("SELECT b, count(DISTINCT a) AS n, sum(c) FILTER (WHERE a > 1) AS s FROM t GROUP BY b", True),
        # substrait_py.schema derives no type for max(string) (the YAML covers numeric max only), so the
        # independent type check cannot run here; the consumer's own root check still does.
        ("SELECT count(*) FILTER (WHERE c > 20) AS n, max(b) AS m FROM t", False),
        ("SELECT a, CASE WHEN c > 25 THEN 'big' ELSE 'small' END AS size FROM t WHERE b IN ('x', 'z')", True),
    ],
    ids=["distinct-and-filter", "count-star-filter", "case-and-in-list"],
)
def test_datafusion_aggregate_and_expression_plans(
    sql: str, check_types: bool, spark: SparkSession, tables: dict[str, DataFrame]
) -> None:
    p = _datafusion_plan(sql)
    df = SparkConsumer(spark, tables).to_dataframe(p)
    if check_types:
        assert_plan_types(df, p)
    assert_tables_match(df.toArrow(), duck(sql), ordered=False, check_names=False)


def test_datafusion_window_function_plan(spark: SparkSession, tables: dict[str, DataFrame]) -> None:
    sql = (
        "SELECT a, c, rank() OVER (PARTITION BY b ORDER BY c) AS r, "
        "sum(c) OVER (ORDER BY c ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) AS s FROM t"
    )
    df = SparkConsumer(spark, tables).to_dataframe(_datafusion_plan(sql))
    assert_tables_match(df.toArrow(), duck(sql), ordered=False, check_names=False)


@pytest.mark.parametrize(
    "sql",
    [
        # every row is a peer of every other: ranks are 1, percent_rank 0, cume_dist 1
        "SELECT a, rank() OVER (PARTITION BY b) AS r, dense_rank() OVER () AS d, "
        "percent_rank() OVER () AS p, cume_dist() OVER (PARTITION BY b) AS c FROM t",
        # rows are numbered in no particular order: each partition has the numbers 1 to its size
        "SELECT b, row_number() OVER (PARTITION BY b) AS n FROM t",
    ],
    ids=["ranks", "row-number"],
)
def test_ranking_window_functions_without_an_order(
    sql: str, spark: SparkSession, tables: dict[str, DataFrame]
) -> None:
    """A ranking function over a window with no sort keys runs (Spark's own SQL would demand an ORDER
    BY): all rows of a partition are peers."""
    df = SparkConsumer(spark, tables).to_dataframe(_datafusion_plan(sql))
    assert_tables_match(df.toArrow(), duck(sql), ordered=False, check_names=False)


def _exists(rel: str) -> str:
    return f"subquery {{ set_predicate {{ predicate_op: PREDICATE_OP_EXISTS tuples {{ {rel} }} }} }}"


def _outer_eq(inner: int, outer: int, steps: int, *, by_anchor: int | None = None) -> str:
    """``inner = <outer>`` where the outer column is ``steps`` queries out, or, with ``by_anchor``, in the
    query whose relation carries that ``rel_anchor`` (the spec's id-based outer reference)."""
    how = f"steps_out: {steps}" if by_anchor is None else f"rel_reference: {by_anchor}"
    outer_field = (
        f"selection {{ direct_reference {{ struct_field {{ field: {outer} }} }} "
        f"outer_reference {{ {how} }} }}"
    )
    return (
        f"scalar_function {{ function_reference: 1 output_type {{ bool {{ {NULLABLE} }} }} "
        f"arguments {{ value {{ {field(inner)} }} }} arguments {{ value {{ {outer_field} }} }} }}"
    )


def _nested_exists(steps: int, how: str) -> Plan:
    """``t WHERE EXISTS (s WHERE EXISTS (u WHERE u.x = <outer>.x))``, the outer column ``steps`` queries
    out: by ``steps_out``, or by ``rel_reference`` to the anchor on that query's filter or on its input."""
    anchor = "common { rel_anchor: 7 }"
    by_anchor = None if how == "steps_out" else 7
    innermost = (
        f"filter {{ input {{ {read('u')} }} condition {{ {_outer_eq(0, 0, steps, by_anchor=by_anchor)} }} }}"
    )
    anchored = {1: "", 2: ""}
    inputs = {1: read("s"), 2: read("t")}
    if how == "anchor on filter":
        anchored[steps] = anchor
    elif how == "anchor on input":
        inputs[steps] = inputs[steps].replace("read { ", f"read {{ {anchor} ", 1)
    middle = f"filter {{ {anchored[1]} input {{ {inputs[1]} }} condition {{ {_exists(innermost)} }} }}"
    rel = f"filter {{ {anchored[2]} input {{ {inputs[2]} }} condition {{ {_exists(middle)} }} }}"
    return plan(rel, ["a", "b", "c"])


@pytest.mark.parametrize(
    ("how", "steps"),
    [
        ("steps_out", 1),
        ("steps_out", 2),
        ("anchor on filter", 1),
        ("anchor on input", 1),
        ("anchor on filter", 2),
    ],
)
def test_a_correlated_reference_more_than_one_query_out_is_refused(
    spark: SparkSession, tables: dict[str, DataFrame], how: str, steps: int
) -> None:
    """A reference to the query that directly encloses a subquery runs; one to a query further out is
    refused before Spark sees it (Spark resolves a correlated column only from the enclosing query). By
    ``rel_reference`` (the spec's id-based outer reference, ``steps_out`` being deprecated) the anchor sits
    on the enclosing query's filter or, as substrait-java writes it, on its input; an anchor two queries out
    was once read as one query out."""
    p = _nested_exists(steps, how)
    if steps == 1:
        sql = "SELECT * FROM t WHERE EXISTS (SELECT 1 FROM s WHERE EXISTS (SELECT 1 FROM u WHERE u.x = s.x))"
        assert_tables_match(run(spark, tables, p).toArrow(), duck(sql), ordered=False, check_names=False)
        return
    with pytest.raises(UnsupportedFeatureError, match=r"2 queries out") as err:
        SparkConsumer(spark, tables).to_dataframe(p)
    assert err.value.path is not None and err.value.path.endswith("outer_reference")


@pytest.mark.parametrize("how", ["steps_out", "rel_reference"])
def test_a_shared_relation_with_an_outer_reference_reads_the_query_using_it(
    spark: SparkSession, tables: dict[str, DataFrame], how: str
) -> None:
    """The spec's case for ``rel_reference``: a plan relation (``x``: ``u WHERE u.x = <outer>.a``) used
    through ``ReferenceRel`` inside subqueries reads the query enclosing each use. ``t WHERE EXISTS (x)
    AND EXISTS (x)``: both uses read ``t``'s row (written at each use, not as one common table expression,
    which could not read it)."""
    by_anchor = 7 if how == "rel_reference" else None
    shared = f"filter {{ input {{ {read('u')} }} condition {{ {_outer_eq(0, 0, 1, by_anchor=by_anchor)} }} }}"
    use = _exists("reference { subtree_ordinal: 0 }")
    both = (
        f"scalar_function {{ function_reference: 9 output_type {{ bool {{ {NULLABLE} }} }} "
        f"arguments {{ value {{ {use} }} }} arguments {{ value {{ {use} }} }} }}"
    )
    extra = (
        'extension_urns { extension_urn_anchor: 9 urn: "extension:io.substrait:functions_boolean" } '
        "extensions { extension_function { extension_urn_reference: 9 function_anchor: 9 "
        'name: "and:bool" } } '
        f"relations {{ rel {{ {shared} }} }}"
    )
    rel = f"filter {{ common {{ rel_anchor: 7 }} input {{ {read('t')} }} condition {{ {both} }} }}"
    p = plan(rel, ["a", "b", "c"], extra)
    assert [d for d in validate_plan(p) if d.severity.name == "ERROR"] == []
    sql = "SELECT * FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.x = t.a)"
    assert_tables_match(run(spark, tables, p).toArrow(), duck(sql), ordered=False, check_names=False)


def test_a_relation_without_columns_gives_rows_without_columns(spark: SparkSession) -> None:
    """A virtual table of two rows and no columns, whose root names nothing: two rows of no columns (the
    SQL query must select something; the column it selects stays inside)."""
    rel = (
        "read { base_schema { struct { nullability: NULLABILITY_REQUIRED } } "
        "virtual_table { expressions { } expressions { } } }"
    )
    df = SparkConsumer(spark, {}).to_dataframe(plan(rel, []))
    assert df.columns == []
    assert df.count() == 2
    assert [tuple(r) for r in df.collect()] == [(), ()]


# ------------------------------------------------------------------------------------- confined reads


def _file_read(location: str) -> Plan:
    rel = (
        f'read {{ base_schema {{ names: "v" struct {{ types {{ {I64} }} '
        "nullability: NULLABILITY_REQUIRED } } "
        f'local_files {{ items {{ uri_file: "{location}" parquet {{ }} }} }} }}'
    )
    return plan(rel, ["v"])


def test_reads_confined_to_allowed_folders(spark: SparkSession, tmp_path: Path) -> None:
    """With allowed folders, a plan reads local files inside them only: a file:// URI, a file:/ URI or a
    plain path inside is read; a path outside, through '..', a symbolic link out, another scheme or a
    brace glob is a BindingError naming the read's plan path."""
    inside, outside = tmp_path / "inside", tmp_path / "outside"
    inside.mkdir()
    outside.mkdir()
    pq.write_table(pa.table({"v": pa.array([1, 2, 3], pa.int64())}), inside / "t.parquet")
    pq.write_table(pa.table({"v": pa.array([9], pa.int64())}), outside / "secret.parquet")
    (inside / "link.parquet").symlink_to(outside / "secret.parquet")
    consumer = SparkConsumer(spark, {}, allowed_paths=[inside])
    for location in (str(inside / "t.parquet"), (inside / "t.parquet").as_uri(), f"file:{inside}/t.parquet"):
        assert sorted(r[0] for r in consumer.to_dataframe(_file_read(location)).collect()) == [1, 2, 3]
    refused = [
        str(outside / "secret.parquet"),
        (outside / "secret.parquet").as_uri(),
        f"file:{outside}/secret.parquet",
        f"{inside}/../outside/secret.parquet",
        f"file:{inside}/%2E%2E/outside/secret.parquet",
        str(inside / "link.parquet"),
        f"{inside}/{{t.parquet,../outside/secret.parquet}}",
        "hdfs://namenode/secret.parquet",
    ]
    for location in refused:
        with pytest.raises(BindingError, match=r"local_files\.items\[0\].*(outside|local|braces)"):
            consumer.to_dataframe(_file_read(location))
    # without allowed folders nothing is confined
    assert [
        r[0]
        for r in SparkConsumer(spark, {}).to_dataframe(_file_read(str(outside / "secret.parquet"))).collect()
    ] == [9]


# ---------------------------------------------------------------------------------------- grouping sets


def _golden_case_tables(spark: SparkSession, case_id: str) -> tuple[GoldenCase, dict[str, DataFrame]]:
    """The golden case ``case_id`` and its input tables as the golden suite binds them on Spark."""
    from conformance.golden import load_cases
    from conformance.plan_runner import SparkCaseEngine

    case = next(c for c in load_cases(filter=case_id) if c.id == case_id)
    engine = SparkCaseEngine(spark)
    return case, {name: engine._frame(case, name) for name in case.tables}


@pytest.mark.parametrize(
    ("case_id", "reads", "added_rows"),
    [
        # four distinct sets: one pass over the input, and the one-row VALUES added for the empty set
        ("aggregate/grouping_sets_cube", 1, 1),
        ("aggregate/grouping_sets_reordered", 1, 1),
        ("aggregate/grouping_sets_measure_filter", 1, 0),  # no empty set: nothing added
        ("aggregate/grouping_sets_repeated", 3, 0),  # a set given twice: one aggregate per set
    ],
)
def test_distinct_grouping_sets_read_their_input_once(
    spark: SparkSession, case_id: str, reads: int, added_rows: int
) -> None:
    """Spark's own plan for distinct grouping sets (one Expand under one aggregate) reads the input once;
    sets that repeat one another cannot be told apart by Spark and take one aggregate each."""
    case, tables = _golden_case_tables(spark, case_id)
    df = SparkConsumer(spark, tables).to_dataframe(case.plan())
    plan = df._jdf.queryExecution().optimizedPlan().toString()
    # the case's table and the added row are both local relations
    assert plan.count("LogicalRDD") + plan.count("LocalRelation") == reads + added_rows, plan
    assert ("Expand" in plan) == (reads == 1), plan


@pytest.mark.parametrize("case_id", ["aggregate/grouping_sets_reordered", "aggregate/grouping_sets_cube"])
def test_datafusions_grouping_id_whatever_the_order_of_the_sets(spark: SparkSession, case_id: str) -> None:
    """A DataFusion plan puts ``__grouping_id`` (bit ``n-1-i`` set when grouping expression ``i`` is left
    out: DuckDB's ``GROUPING(dept, grade)``) before the measures, also when its sets name the keys in
    another order than the grouping expressions (Spark's own ``grouping_id()`` bits then differ)."""
    import duckdb

    case, tables = _golden_case_tables(spark, case_id)
    plan = case.plan()
    plan.version.producer = "datafusion"
    plan.version.minor_number = 60
    got = SparkConsumer(spark, tables).to_dataframe(plan).toArrow()
    con = duckdb.connect()
    con.register("emp", case.tables["emp"].arrow())
    sets = case.sql.split("GROUPING SETS", 1)[1]
    want = con.sql(
        "SELECT dept, grade, CAST(GROUPING(dept, grade) AS INTEGER), SUM(salary), COUNT(*) FROM emp "
        f"GROUP BY GROUPING SETS {sets}"
    ).to_arrow_table()
    assert_tables_match(got, want, ordered=False, check_names=False)


def test_ctas_whose_root_names_the_new_tables_columns_runs(
    spark: SparkSession, tables: dict[str, DataFrame], target: str
) -> None:
    """substrait-go names a CTAS plan's root by the table's columns although the write returns no
    records: the names are ignored (a warning), the table is created."""
    p = _write(target, "WRITE_OP_CTAS", read("t"))
    p.relations[0].root.names.extend(SCHEMAS["t"][0])
    found = [(d.severity.name, d.code) for d in validate_plan(p)]
    assert ("WARNING", "root-names-ignored") in found
    assert not [d for d in found if d[0] == "ERROR"]
    assert _execute(spark, tables, p) is None
    assert_tables_match(spark.table(target).toArrow(), duck("SELECT * FROM t"), ordered=False)


@pytest.mark.parametrize("location", ["x" * 300, "/tmp/" + "d" * 300 + "/t.parquet"])
def test_a_file_name_the_system_cannot_hold_is_a_binding_error(spark: SparkSession, location: str) -> None:
    """A path longer than the file system allows (found by the fuzz lane) is a file that cannot be read,
    not an ``OSError`` out of the check of whether it exists."""
    with pytest.raises(BindingError, match="cannot be read"):
        SparkConsumer(spark, {}).to_dataframe(_file_read(location))
