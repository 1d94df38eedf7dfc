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
    got = [r.result for r in SparkConsumer(table.sparkSession, {"t": table}).to_dataframe(plan).collect()]
    assert got == [(n + 1) * (n + 1) + n for _, n in ROWS]


def test_a_volatile_argument_of_a_lambda_invocation_is_drawn_once(table: DataFrame) -> None:
    # ((a) -> a - a)(random()) is 0 on every row only when random() is drawn once per row
    random = vp.function(vp.RANDOM, vp.fp64())
    lam = vp.lambda_of(
        [vp.fp64()], vp.function(vp.SUBTRACT, vp.fp64(), vp.lambda_parameter(0, 0), vp.lambda_parameter(0, 0))
    )
    plan = vp.lambda_project(vp.lambda_invocation(lam, random))
    got = [r.result for r in SparkConsumer(table.sparkSession, {"t": table}).to_dataframe(plan).collect()]
    assert got == [0.0] * len(ROWS)


def _i32_literal(value: int) -> vp.Expression:
    e = vp.Expression()
    e.literal.i32 = value
    return e
