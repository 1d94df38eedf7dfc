"""The producer on window offset functions, lists and maps: ``lag``/``lead``, ``size``/``cardinality``,
``arr[i]``/``get``/``element_at``/``map[key]``, ``array(...)`` and nested literals, ``explode`` of a literal,
and the refusals (``explode`` of a column, ``percentile_approx``, ANSI-mode array access).

Each query is produced with ``to_substrait`` from Spark SQL over a parquet table with list, map and struct
columns, run on our consumer and on DataFusion 55, and compared with Spark SQL's own answer to the same
text on the same data, under the same ANSI setting. The plan must also hold the construct under test (a
folded constant would pass trivially otherwise).
"""

from __future__ import annotations

import datetime as _dt
import decimal
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from pyspark.sql import types as T

from conformance.reference import assert_tables_match, sql_sorts
from spark_consumer.consumer import SparkConsumer
from spark_consumer.producer import literal_from_python, to_substrait
from spark_consumer.types import substrait_type
from substrait_py.errors import UnsupportedFeatureError
from substrait_py.schema import root_fields
from substrait_py.typesys import is_nullable, same_type
from substrait_py.validate import validate_plan

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession
    from substrait.plan_pb2 import Plan
    from substrait.type_pb2 import Type


# ------------------------------------------------------------------------------ plan-only (no Spark)


@pytest.mark.parametrize(
    ("value", "dt"),
    [
        ([1, None, 3], T.ArrayType(T.IntegerType(), True)),
        ([], T.ArrayType(T.StringType(), False)),
        ({"a": 1, "b": None}, T.MapType(T.StringType(), T.IntegerType(), True)),
        ({}, T.MapType(T.IntegerType(), T.DoubleType(), False)),
        (
            (1, ["x, y", "z"]),
            T.StructType(
                [
                    T.StructField("a", T.IntegerType(), False),
                    T.StructField("b", T.ArrayType(T.StringType(), False)),
                ]
            ),
        ),
        ([[decimal.Decimal("1.50")], None], T.ArrayType(T.ArrayType(T.DecimalType(5, 2), False), True)),
        ([_dt.date(2020, 1, 2)], T.ArrayType(T.DateType(), False)),
    ],
    ids=["list-with-null", "empty-list", "map", "empty-map", "struct", "nested-list", "dates"],
)
def test_nested_literals_have_sparks_type(value: object, dt: T.DataType) -> None:
    """A list, map or struct value becomes one literal whose derived type is Spark's (items nullable as
    the Spark type says), and a plan projecting it validates."""
    from substrait import plan_pb2

    typed = literal_from_python(value, dt)
    assert same_type(typed.type, substrait_type(dt, False))
    plan = plan_pb2.Plan()
    root = plan.relations.add().root
    read = root.input.project.input.read
    read.virtual_table.expressions.add()
    read.base_schema.struct.nullability = 1
    root.input.project.expressions.append(typed.expr)
    root.names.extend(["v", *(["a", "b"] if isinstance(dt, T.StructType) else [])])
    assert validate_plan(plan) == []
    (f,) = root_fields(plan)
    assert same_type(f.type, substrait_type(dt, False))


def test_collected_timestamps_are_read_in_the_local_time_zone(monkeypatch: pytest.MonkeyPatch) -> None:
    """PySpark collects a timestamp (VALUES rows, nested literals) as a naive datetime in the Python
    process's time zone: 2020-01-01 00:00 in New York is 05:00 UTC."""
    import time

    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    try:
        lit = literal_from_python([_dt.datetime(2020, 1, 1)], T.ArrayType(T.TimestampType(), False))
    finally:
        monkeypatch.undo()
        time.tzset()
    (value,) = lit.expr.literal.list.values
    assert value.precision_timestamp_tz.value == 1_577_854_800 * 10**6


# ------------------------------------------------------------------------------ Spark fixtures

ITEM = pa.struct([pa.field("name", pa.string()), pa.field("v", pa.int32())])
SCHEMA = pa.schema(
    [
        pa.field("k", pa.int32(), nullable=False),
        pa.field("g", pa.string()),
        pa.field("d", pa.float64()),
        pa.field("dec", pa.decimal128(10, 2)),
        pa.field("s", pa.string()),
        pa.field("arr", pa.list_(pa.int32())),
        pa.field("sarr", pa.list_(pa.string())),
        pa.field("m", pa.map_(pa.string(), pa.int32())),
        pa.field("st", pa.struct([pa.field("items", pa.list_(pa.int32())), pa.field("tag", pa.string())])),
        pa.field("recs", pa.list_(ITEM)),
    ]
)
D = decimal.Decimal
ROWS = [
    (
        1,
        "a",
        1.5,
        D("10.25"),
        "x",
        [1, None, 3],
        ["x", "y"],
        [("a", 1), ("b", 2)],
        {"items": [7, 8], "tag": "p"},
        [{"name": "n1", "v": 1}, {"name": "n2", "v": None}],
    ),
    (2, "a", None, D("-3.00"), None, [], None, [], {"items": None, "tag": "q"}, []),
    (3, "a", 2.5, None, "z", None, [], None, None, None),
    (
        4,
        "b",
        -1.0,
        D("0.01"),
        "w",
        [4],
        ["z"],
        [("b", None)],
        {"items": [], "tag": None},
        [None, {"name": "n3", "v": 3}],
    ),
    (
        5,
        "b",
        0.0,
        D("99.99"),
        "v",
        [5, 6, 7, 8],
        ["a,b", "c"],
        [("a", 5)],
        {"items": [9], "tag": "r"},
        [{"name": None, "v": 4}],
    ),
    (
        6,
        None,
        7.25,
        D("1.00"),
        "u",
        [None],
        [None],
        [("c", 3)],
        {"items": [None, 10], "tag": "s"},
        [{"name": "n6", "v": 6}],
    ),
]
TABLE = "nested_t"


@dataclass
class Env:
    """Spark, the table as a DataFrame and as Arrow."""

    spark: SparkSession
    df: DataFrame
    arrow: pa.Table
    plans: dict[str, Plan] = field(default_factory=dict)


@pytest.fixture(scope="module")
def env(spark: SparkSession, tmp_path_factory: pytest.TempPathFactory) -> Env:
    columns = list(zip(*ROWS, strict=True))
    table = pa.Table.from_arrays(
        [pa.array(list(c), type=f.type) for c, f in zip(columns, SCHEMA, strict=True)], schema=SCHEMA
    )
    path = Path(tmp_path_factory.mktemp("nested")) / f"{TABLE}.parquet"
    pq.write_table(table, path)
    df = spark.read.parquet(str(path))
    df.createOrReplaceTempView(TABLE)
    return Env(spark, df, table)


@contextmanager
def ansi(spark: SparkSession, enabled: bool) -> Iterator[None]:
    """``spark.sql.ansi.enabled`` set for the block, restored after it."""
    key = "spark.sql.ansi.enabled"
    before = spark.conf.get(key, None)
    spark.conf.set(key, "true" if enabled else "false")
    try:
        yield
    finally:
        if before is None:
            spark.conf.unset(key)
        else:
            spark.conf.set(key, before)


class DataFusionLacks(Exception):
    """DataFusion 55's Substrait consumer does not implement what the plan uses (:data:`DATAFUSION_LACKS`)."""


#: DataFusion 55's own words for what it does not implement: only these count as its limitation; any other
#: failure fails the test.
DATAFUSION_LACKS = ("Direct reference StructField with child is not supported",)


def _datafusion(plan: Plan, table: pa.Table) -> pa.Table:
    from datafusion import SessionContext
    from datafusion.substrait import Consumer, Serde

    ctx = SessionContext()
    ctx.register_record_batches(TABLE, [table.to_batches()])
    try:
        logical = Consumer.from_substrait_plan(ctx, Serde.deserialize_bytes(plan.SerializeToString()))
        return ctx.create_dataframe_from_logical_plan(logical).to_arrow_table()
    except Exception as exc:
        if any(known in str(exc) for known in DATAFUSION_LACKS):
            raise DataFusionLacks(str(exc).splitlines()[0]) from exc
        raise


def _features(plan: Plan) -> set[str]:
    """What a plan is made of: declared function names, relation and read kinds, expression kinds,
    literal kinds of lists and maps, reference segment kinds."""
    from google.protobuf.message import Message

    out = {e.extension_function.name.split(":")[0] for e in plan.extensions}
    oneofs = {
        "substrait.Rel": "rel_type",
        "substrait.ReadRel": "read_type",
        "substrait.Expression": "rex_type",
        "substrait.Expression.Literal": "literal_type",
        "substrait.Expression.ReferenceSegment": "reference_type",
    }
    stack: list[Message] = [plan]
    while stack:
        msg = stack.pop()
        oneof = oneofs.get(msg.DESCRIPTOR.full_name)
        if oneof is not None:
            kind = msg.WhichOneof(oneof)
            if msg.DESCRIPTOR.full_name == "substrait.Expression.Literal":
                kind = f"{kind}_literal"
            out.add(str(kind))
        for fd, value in msg.ListFields():
            if fd.message_type is None:
                continue
            if fd.is_repeated:
                if not (fd.message_type.GetOptions().map_entry):
                    stack.extend(value)
            else:
                stack.append(value)
    return out


# ------------------------------------------------------------------------------ the query set


@dataclass(frozen=True)
class Case:
    """One query: its text, the ANSI mode it is produced and answered in, what its plan must hold, and
    why DataFusion cannot run it (None: it must answer right)."""

    id: str
    sql: str
    features: frozenset[str]
    ansi: bool = True
    datafusion_lacks: str | None = None


def case(
    id: str, sql: str, features: set[str], *, ansi: bool = True, datafusion_lacks: str | None = None
) -> Case:
    return Case(id, sql, frozenset(features), ansi, datafusion_lacks)


_NESTED_REFERENCE = (
    "DataFusion 55 reads no reference segment below a column (list element, map key, struct field)"
)

CASES = [
    case(
        "lag-lead",
        f"SELECT k, g, lag(k) OVER (PARTITION BY g ORDER BY k) AS p, "
        f"lead(d, 2) OVER (PARTITION BY g ORDER BY k) AS n2, lead(s) OVER (ORDER BY k DESC) AS ns "
        f"FROM {TABLE}",
        {"lag", "lead", "window_function"},
    ),
    case(
        "lag-lead-defaults-offsets",
        f"SELECT k, lag(dec, 1, 0) OVER (ORDER BY k) AS a, lead(s, 1, 'none') OVER (ORDER BY k) AS b, "
        f"lag(k, -2, -1) OVER (PARTITION BY g ORDER BY k) AS c, lead(d, -1) OVER (ORDER BY k) AS e, "
        f"lag(k, 0) OVER (ORDER BY k) AS z, lag(arr, 1) OVER (ORDER BY k) AS l FROM {TABLE} ORDER BY k",
        {"lag", "lead"},
    ),
    case(
        "size-cardinality",
        f"SELECT k, size(arr) AS n, cardinality(sarr) AS c, size(recs) AS r, size(array(k, k)) AS two "
        f"FROM {TABLE}",
        {"cardinality"},
    ),
    case(
        "size-of-null-legacy",
        f"SELECT k, size(arr) AS n, cardinality(sarr) AS c FROM {TABLE} WHERE size(arr) < 2",
        {"cardinality", "coalesce"},
        ansi=False,
    ),
    case(
        "get-try-element-at-map",
        f"SELECT k, get(arr, 0) AS a0, get(arr, 3) AS a3, try_element_at(arr, 1) AS e1, "
        f"try_element_at(arr, -1) AS el, try_element_at(arr, 9) AS e9, try_element_at(arr, -9) AS em9, "
        f"m['a'] AS ma, element_at(m, 'zz') AS mz, try_element_at(m, 'b') AS mb FROM {TABLE}",
        {"list_element", "map_key"},
        datafusion_lacks=_NESTED_REFERENCE,
    ),
    case(
        "index-and-element-at-ansi-off",
        f"SELECT k, arr[1] AS a1, arr[7] AS a7, element_at(arr, 2) AS e2, element_at(arr, -2) AS em2, "
        f"m['b'] AS mb, sarr[0] AS s0 FROM {TABLE} WHERE m['a'] IS NOT NULL OR arr[0] IS NULL",
        {"list_element", "map_key"},
        ansi=False,
        datafusion_lacks=_NESTED_REFERENCE,
    ),
    case(
        "structs-and-lists-chained",
        f"SELECT k, get(st.items, 1) AS i1, get(recs, 0).name AS n0, try_element_at(recs, -1).v AS vl, "
        f"st.tag AS tag FROM {TABLE}",
        {"list_element"},
        datafusion_lacks=_NESTED_REFERENCE,
    ),
    case(
        "array-constructor",
        f"SELECT k, array(k, k * 2, NULL) AS a, array(s, 'q') AS b, array(arr, array(1, 2)) AS c, "
        f"array(dec, dec + 1) AS dd FROM {TABLE}",
        {"nested", "list_literal"},
    ),
    case(
        "nested-literals",
        f"SELECT k, array(1, 2, NULL) AS a, array('x, y', 'z') AS b, "
        f"map('a', 1, 'b', CAST(NULL AS INT)) AS m, array(array(1), NULL) AS n FROM {TABLE} "
        f"WHERE arr = array(1, NULL, 3) OR k > 4",
        {"list_literal", "map_literal"},
    ),
    case(
        "explode-literal-alone",
        "SELECT explode(array(10, 20, 30)) AS x",
        {"virtual_table"},
    ),
    case(
        "posexplode-literal-lateral-view",
        f"SELECT k, p, v FROM {TABLE} LATERAL VIEW posexplode(array('a', 'b')) e AS p, v WHERE k < 4",
        {"virtual_table", "cross"},
    ),
    case(
        "explode-outer-map-literal",
        f"SELECT s, key, value FROM {TABLE} LATERAL VIEW OUTER explode(map('x', 1, 'y', 2)) e AS key, value",
        {"virtual_table", "cross"},
    ),
    case(
        "explode-outer-empty-literal",
        f"SELECT k, x FROM {TABLE} LATERAL VIEW OUTER explode(CAST(array() AS ARRAY<INT>)) e AS x",
        {"virtual_table", "cross"},
    ),
]


def _narrower(plan_t: Type, spark_t: Type, where: str = "") -> list[str]:
    """Where ``plan_t`` says required and ``spark_t`` (Spark's type of the same value) nullable."""
    out = [where or "<top>"] if is_nullable(spark_t) and not is_nullable(plan_t) else []
    kind = plan_t.WhichOneof("kind")
    if kind == "list":
        out += _narrower(plan_t.list.type, spark_t.list.type, f"{where}[]")
    elif kind == "map":
        out += _narrower(plan_t.map.key, spark_t.map.key, f"{where}{{key}}")
        out += _narrower(plan_t.map.value, spark_t.map.value, f"{where}{{value}}")
    elif kind == "struct":
        for i, (a, b) in enumerate(zip(plan_t.struct.types, spark_t.struct.types, strict=True)):
            out += _narrower(a, b, f"{where}.{i}")
    return out


def _plan(env: Env, c: Case) -> Plan:
    if c.id not in env.plans:
        with ansi(env.spark, c.ansi):
            env.plans[c.id] = to_substrait(c.sql, env.spark)
    return env.plans[c.id]


def _spark_answer(env: Env, c: Case) -> pa.Table:
    with ansi(env.spark, c.ansi):
        return env.spark.sql(c.sql).toArrow()


@pytest.mark.spark
@pytest.mark.parametrize("c", CASES, ids=[c.id for c in CASES])
def test_produced_plan_runs_right_on_our_consumer(c: Case, env: Env) -> None:
    plan = _plan(env, c)
    assert validate_plan(plan) == []
    assert c.features <= _features(plan), _features(plan)
    with ansi(env.spark, c.ansi):
        schema = env.spark.sql(c.sql).schema
    for f, sf in zip(root_fields(plan), schema.fields, strict=True):
        # the plan's types are Spark's, nullable at least where Spark's are (nested levels included)
        spark_t = substrait_type(sf.dataType, sf.nullable)
        assert same_type(f.type, spark_t, ignore_nullability=True), (sf.name, f.type, spark_t)
        assert _narrower(f.type, spark_t) == [], (sf.name, _narrower(f.type, spark_t))
    expected = _spark_answer(env, c)
    with ansi(env.spark, c.ansi):
        got = SparkConsumer(env.spark, {TABLE: env.df}).to_dataframe(plan).toArrow()
    assert got.num_rows == expected.num_rows > 0
    assert_tables_match(got, expected, ordered=sql_sorts(c.sql), check_names=True)


def _datafusion_param(c: Case) -> object:
    if c.datafusion_lacks is None:
        return pytest.param(c, id=c.id)
    mark = pytest.mark.xfail(strict=True, raises=DataFusionLacks, reason=c.datafusion_lacks)
    return pytest.param(c, id=c.id, marks=mark)


@pytest.mark.spark
@pytest.mark.parametrize("c", [_datafusion_param(c) for c in CASES])
def test_produced_plan_runs_right_on_datafusion(c: Case, env: Env) -> None:
    got = _datafusion(_plan(env, c), env.arrow)
    assert_tables_match(got, _spark_answer(env, c), ordered=sql_sorts(c.sql), check_names=False)


# ------------------------------------------------------------------------------ refusals

REFUSED = [
    ("explode-column", f"SELECT k, explode(arr) FROM {TABLE}", True, "no standard relation"),
    (
        "explode-computed",
        f"SELECT k, x FROM {TABLE} LATERAL VIEW explode(array(k, 1)) e AS x",
        True,
        "not a literal",
    ),
    ("percentile-approx", f"SELECT percentile_approx(d, 0.5) FROM {TABLE}", True, "percentile_approx"),
    (
        "approx-percentile-array",
        f"SELECT g, approx_percentile(k, array(0.25, 0.75), 100) FROM {TABLE} GROUP BY g",
        True,
        "percentile_approx",
    ),
    (
        "percentile-approx-window",
        f"SELECT percentile_approx(d, 0.5) OVER (PARTITION BY g) FROM {TABLE}",
        True,
        "percentile_approx",
    ),
    ("index-ansi", f"SELECT arr[0] FROM {TABLE}", True, "ANSI mode"),
    ("element-at-ansi", f"SELECT element_at(arr, 1) FROM {TABLE}", True, "ANSI mode"),
    ("element-at-zero", f"SELECT try_element_at(arr, 0) FROM {TABLE}", True, "index 0"),
    ("get-negative", f"SELECT get(arr, -1) FROM {TABLE}", True, "negative index"),
    ("index-negative-ansi-off", f"SELECT arr[-1] FROM {TABLE}", False, "negative index"),
    ("index-column", f"SELECT get(arr, k) FROM {TABLE}", True, "not a literal"),
    ("map-key-column", f"SELECT m[s] FROM {TABLE}", True, "not a literal"),
    ("size-of-map", f"SELECT size(m) FROM {TABLE}", True, "takes a list"),
    ("lag-ignore-nulls", f"SELECT lag(d) IGNORE NULLS OVER (ORDER BY k) FROM {TABLE}", True, "IGNORE NULLS"),
    (
        "lag-column-default",
        f"SELECT lag(d, 1, k) OVER (ORDER BY k) FROM {TABLE}",
        True,
        "default that is not a literal",
    ),
]


@pytest.mark.spark
@pytest.mark.parametrize(("sql", "ansi_on", "named"), [r[1:] for r in REFUSED], ids=[r[0] for r in REFUSED])
def test_what_substrait_cannot_say_exactly_is_refused(sql: str, ansi_on: bool, named: str, env: Env) -> None:
    with ansi(env.spark, ansi_on), pytest.raises(UnsupportedFeatureError, match=named):
        to_substrait(sql, env.spark)


@pytest.mark.spark
def test_dataframe_api_forms_produce_the_same_constructs(env: Env) -> None:
    """The PySpark DataFrame API reaches the same Catalyst expressions: a DataFrame of them is produced
    and runs right on our consumer (expected: the DataFrame's own answer)."""
    from pyspark.sql import Window
    from pyspark.sql import functions as F

    w = Window.partitionBy("g").orderBy("k")
    df = env.df.select(
        "k",
        F.lag("k", 1).over(w).alias("p"),
        F.lead("s", 1, "none").over(w).alias("n"),
        F.get("arr", 0).alias("a0"),
        F.try_element_at("arr", F.lit(-1)).alias("last"),
        F.col("m")["a"].alias("ma"),
        F.size("sarr").alias("n_s"),
        F.array("k", F.lit(5)).alias("arr2"),
    )
    plan = to_substrait(df, env.spark)
    assert {"lag", "lead", "cardinality", "list_element", "map_key", "nested"} <= _features(plan)
    got = SparkConsumer(env.spark, {TABLE: env.df}).to_dataframe(plan).toArrow()
    assert_tables_match(got, df.toArrow(), ordered=False, check_names=True)
    with pytest.raises(UnsupportedFeatureError, match="no standard relation"):
        to_substrait(env.df.select("k", F.explode("arr")), env.spark)
