"""Lambdas on Spark: functions that take one (``transform``), lambdas nested in lambdas that refer to
an enclosing lambda's parameter, and lambdas applied in place (``lambda_invocation``). Expected values
are computed here in Python from the spec's meaning of each plan."""

from __future__ import annotations

import pytest
import validator_plans as vp
from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import types as T

from spark_consumer.consumer import SparkConsumer

ROWS = [([1, 2, 3], 4), ([], -1), ([5], 0), ([-2, 7], 10)]


@pytest.fixture(scope="module")
def table(spark: SparkSession) -> DataFrame:
    schema = T.StructType(
        [
            T.StructField("xs", T.ArrayType(T.IntegerType(), False), False),
            T.StructField("n", T.IntegerType(), False),
        ]
    )
    return spark.createDataFrame(ROWS, schema)


def test_a_nested_lambda_uses_its_own_and_the_enclosing_lambdas_parameter(table: DataFrame) -> None:
    df = SparkConsumer(table.sparkSession, {"t": table}).to_dataframe(vp.nested_lambdas())
    assert df.columns == ["result"]
    got = [r.result for r in df.collect()]
    assert got == [[[y * x for y in xs] for x in xs] for xs, _ in ROWS]


def test_a_lambda_invocation_binds_each_argument_to_its_parameter(table: DataFrame) -> None:
    # ((a, b) -> a * a + b)(n + 1, n): the first argument is used twice
    square = vp.function(vp.MULTIPLY, vp.i32(), vp.lambda_parameter(0, 0), vp.lambda_parameter(0, 0))
    body = vp.function(vp.ADD, vp.i32(), square, vp.lambda_parameter(1, 0))
    lam = vp.lambda_of([vp.i32(), vp.i32()], body)
    n_plus_one = vp.function(vp.ADD, vp.i32(), vp.column(1), _i32_literal(1))
    plan = vp.lambda_project(vp.lambda_invocation(lam, n_plus_one, vp.column(1)))
    got = _results(table, plan)
    assert got == [(n + 1) * (n + 1) + n for _, n in ROWS]


def test_a_volatile_argument_of_a_lambda_invocation_is_drawn_once(table: DataFrame) -> None:
    # ((a) -> a - a)(random()) is 0 on every row only when random() is drawn once per row
    random = vp.function(vp.RANDOM, vp.fp64())
    lam = vp.lambda_of(
        [vp.fp64()], vp.function(vp.SUBTRACT, vp.fp64(), vp.lambda_parameter(0, 0), vp.lambda_parameter(0, 0))
    )
    plan = vp.lambda_project(vp.lambda_invocation(lam, random))
    got = _results(table, plan)
    assert got == [0.0] * len(ROWS)


def _i32_literal(value: int) -> vp.Expression:
    e = vp.Expression()
    e.literal.i32 = value
    return e


NULLABLE_ROWS = [([1, 2, 3],), ([],), (None,), ([None, 1],), ([None, 5],)]


@pytest.fixture(scope="module")
def nullable_table(spark: SparkSession) -> DataFrame:
    schema = T.StructType(
        [
            T.StructField("xs", T.ArrayType(T.IntegerType(), True), True),
            T.StructField("n", T.IntegerType(), True),
        ]
    )
    return spark.createDataFrame([(xs, 0) for (xs,) in NULLABLE_ROWS], schema)


def _int_or_null() -> vp.Type:
    return vp.Type(i32=vp.Type.I32(nullability=vp.Type.NULLABILITY_NULLABLE))


def _datafusion_call(name: str, predicate: str | None, out: vp.Type) -> vp.Plan:
    """``name(xs, x -> <body>)`` with DataFusion's name-only declarations, run over ``nullable_table``:
    the body is ``x * 2``, or ``x > <n>`` for ``predicate`` ``gt<n>``."""
    element = _int_or_null()
    lists = vp.Type(list=vp.Type.List(type=element, nullability=vp.Type.NULLABILITY_NULLABLE))
    x = vp.lambda_parameter(0, 0)
    if predicate is None:
        body = vp.function(vp.MULTIPLY, element, x, _i32_literal(2))
    else:
        bound = _i32_literal(int(predicate.removeprefix("gt")))
        body = vp.function(
            21, vp.Type(bool=vp.Type.Boolean(nullability=vp.Type.NULLABILITY_NULLABLE)), x, bound
        )
    plan = vp.lambda_project(vp.function(20, out, vp.column(0), vp.lambda_of([element], body)), xs=lists)
    plan.version.producer = "DataFusion"  # its own functions, declared by name alone
    vp.name_only(plan, 20, name)
    vp.name_only(plan, 21, "gt")
    return plan


def test_datafusions_array_transform_maps_each_element(nullable_table: DataFrame) -> None:
    lists = vp.Type(list=vp.Type.List(type=_int_or_null(), nullability=vp.Type.NULLABILITY_NULLABLE))
    plan = _datafusion_call("array_transform", None, lists)
    got = _results(nullable_table, plan)
    assert got == [
        None if xs is None else [None if x is None else x * 2 for x in xs] for (xs,) in NULLABLE_ROWS
    ]


def test_datafusions_array_filter_keeps_the_elements_the_predicate_holds_for(
    nullable_table: DataFrame,
) -> None:
    lists = vp.Type(list=vp.Type.List(type=_int_or_null(), nullability=vp.Type.NULLABILITY_NULLABLE))
    plan = _datafusion_call("array_filter", "gt1", lists)
    got = _results(nullable_table, plan)
    assert got == [
        None if xs is None else [x for x in xs if x is not None and x > 1] for (xs,) in NULLABLE_ROWS
    ]


def test_datafusions_array_any_match_follows_three_valued_logic(nullable_table: DataFrame) -> None:
    def any_match(xs: list[int | None] | None) -> bool | None:
        if xs is None:
            return None
        if any(x is not None and x > 2 for x in xs):
            return True
        return None if None in xs else False

    boolean = vp.Type(bool=vp.Type.Boolean(nullability=vp.Type.NULLABILITY_NULLABLE))
    plan = _datafusion_call("array_any_match", "gt2", boolean)
    got = _results(nullable_table, plan)
    assert got == [any_match(xs) for (xs,) in NULLABLE_ROWS]


def _results(table: DataFrame, plan: vp.Plan) -> list[object]:
    """The ``result`` column of ``plan`` run over ``table`` (bound as ``t``)."""
    return [r.result for r in SparkConsumer(table.sparkSession, {"t": table}).to_dataframe(plan).collect()]
