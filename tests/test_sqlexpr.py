"""The SQL-text stand-ins for PySpark's Column and DataFrame: literals, names and types render so that Spark
gives the values and types PySpark's own ``F.lit`` / ``F.col`` / casts give (PySpark is the oracle)."""

from __future__ import annotations

import datetime as dt
import decimal
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pyspark.errors import AnalysisException
from pyspark.sql import functions as PF
from pyspark.sql import types as T

from spark_consumer import sqlexpr as F
from spark_consumer.sqlframe import LazyFrame, SqlBuilder

pytestmark = pytest.mark.spark

_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.binary(max_size=8),
    # PySpark's own lit (the oracle) fails on years before 1000
    st.dates(min_value=dt.date(1000, 1, 1), max_value=dt.date(9999, 12, 31)),
    st.timedeltas(min_value=dt.timedelta(days=-(10**5)), max_value=dt.timedelta(days=10**5)),
    st.decimals(allow_nan=False, allow_infinity=False, places=3, min_value=-(10**20), max_value=10**20),
)


@settings(max_examples=60, deadline=None)
@given(values=st.lists(_values, min_size=1, max_size=6))
def test_literals_have_the_value_and_type_of_pyspark_lit(spark, values):
    ours = spark.sql(
        "SELECT " + ", ".join(F.lit(v).alias(f"c{i}").select_item() for i, v in enumerate(values))
    )
    theirs = spark.range(1).select(*[PF.lit(v).alias(f"c{i}") for i, v in enumerate(values)])
    assert [f.dataType for f in ours.schema.fields] == [f.dataType for f in theirs.schema.fields]
    got, want = ours.collect()[0], theirs.collect()[0]
    for g, w in zip(got, want, strict=True):
        if isinstance(w, float) and math.isnan(w):
            assert isinstance(g, float) and math.isnan(g)
        else:
            assert g == w


@pytest.mark.parametrize("name", ["plain", "with space", "a.b", "back`tick", "select", "ÜnÏcødé", "x``y"])
def test_quoted_column_names_resolve_to_the_source_column(spark, name):
    df = spark.range(1).select(PF.lit(7).alias(name))
    frame = SqlBuilder(spark).frame(df)
    assert spark.sql(frame.select(F.col(F.quote(name)).alias("v")).sql).collect()[0].v == 7


def test_dotted_names_reach_nested_fields_as_pyspark_col_does(spark):
    df = spark.range(1).select(PF.struct(PF.lit(5).alias("b")).alias("a"))
    frame = SqlBuilder(spark).frame(df)
    assert spark.sql(frame.select(F.col("a.b").alias("v")).sql).collect()[0].v == 5
    assert df.select(PF.col("a.b").alias("v")).collect()[0].v == 5


@pytest.mark.parametrize(
    "dtype",
    [
        T.DecimalType(38, 10),
        T.ArrayType(T.MapType(T.StringType(), T.LongType())),
        T.StructType([T.StructField("a b", T.IntegerType()), T.StructField("c`d", T.DateType())]),
        T.DayTimeIntervalType(T.DayTimeIntervalType.DAY, T.DayTimeIntervalType.SECOND),
        T.YearMonthIntervalType(T.YearMonthIntervalType.YEAR, T.YearMonthIntervalType.MONTH),
        T.TimestampNTZType(),
        T.BinaryType(),
    ],
)
def test_casts_give_the_type_a_pyspark_cast_gives(spark, dtype):
    ours = spark.sql(f"SELECT {F.lit(None).cast(dtype).alias('v').select_item()}").schema["v"].dataType
    theirs = spark.range(1).select(PF.lit(None).cast(dtype).alias("v")).schema["v"].dataType
    assert ours == theirs


def test_trim_with_characters_trims_the_first_argument(spark):
    row = spark.sql(f"SELECT {F.trim(F.lit('xxaxx'), F.lit('x')).alias('v').select_item()}").collect()[0]
    assert row.v == spark.range(1).select(PF.trim(PF.lit("xxaxx"), PF.lit("x")).alias("v")).collect()[0].v


def test_lambdas_nest_with_distinct_variables(spark):
    inner = F.transform(F.array(F.lit(1), F.lit(2)), lambda x: F.transform(F.array(x), lambda y: x + y))
    assert spark.sql(f"SELECT {inner.alias('v').select_item()}").collect()[0].v == [[2], [4]]


def test_a_column_is_not_a_bool():
    with pytest.raises(ValueError, match="bool"):
        bool(F.col("a") == 1)


def test_frames_compose_into_one_query(spark):
    base = LazyFrame("SELECT * FROM VALUES (1, 'a'), (2, 'b'), (2, 'b') AS t(`k`, `v`)", ["k", "v"])
    joined = base.join(base.toDF("k2", "v2"), F.col("k") == F.col("k2"), "left_semi")
    counted = (
        joined.groupBy(F.col("v")).agg(F.count(F.lit(1)).alias("n")).orderBy(F.col("v").asc_nulls_first())
    )
    assert [tuple(r) for r in spark.sql(counted.sql).collect()] == [("a", 1), ("b", 2)]
    assert counted.columns == ["v", "n"]
    assert (
        decimal.Decimal("1.5") == spark.sql(f"SELECT {F.sql_literal(decimal.Decimal('1.5'))} AS d").first().d
    )


def _generic_function_names() -> set[str]:
    """Every ``F.<name>`` the consumer calls that ``sqlexpr`` does not define itself (its module
    ``__getattr__`` turns those into registry calls by the same name)."""
    import ast
    from pathlib import Path

    root = Path(F.__file__).resolve().parent
    names: set[str] = set()
    for source in ("consumer.py", "functions.py"):
        tree = ast.parse((root / source).read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "F":
                names.add(node.attr)
    return {n for n in names if n not in vars(F)}


def test_every_generic_function_the_consumer_calls_is_in_sparks_registry(spark):
    names = _generic_function_names()
    assert "abs" in names and "lit" not in names
    missing = []
    for name in sorted(names):
        try:
            spark.sql(f"SELECT {F.quote(name)}()").schema  # noqa: B018 - resolves the function
        except AnalysisException as exc:  # a wrong argument count is fine; an unknown name is not
            if "UNRESOLVED_ROUTINE" in str(exc):
                missing.append(name)
    assert missing == []
