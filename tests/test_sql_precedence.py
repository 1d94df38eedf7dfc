"""The generator writes only the parentheses precedence needs: random expression trees of integer
arithmetic, comparisons and logic, written by the generator and evaluated by Spark, give the values Python
computes for the same trees."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pyspark.sql import types as T

from spark_consumer.sql.generate import generate
from spark_consumer.sql.tree import Expr, Lit, Op, Project, Values

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

pytestmark = pytest.mark.spark

LONG = T.LongType()


def _ints(depth: int) -> st.SearchStrategy[tuple[Expr, int]]:
    leaf = st.integers(-9, 9).map(lambda v: (Lit(v, LONG), v))
    if depth == 0:
        return leaf
    sub = _ints(depth - 1)

    def binary(op: str, fn: Any) -> st.SearchStrategy[tuple[Expr, int]]:
        return st.tuples(sub, sub).map(lambda ab: (Op(op, (ab[0][0], ab[1][0])), fn(ab[0][1], ab[1][1])))

    return st.one_of(
        leaf,
        binary("+", lambda a, b: a + b),
        binary("-", lambda a, b: a - b),
        binary("*", lambda a, b: a * b),
        sub.map(lambda a: (Op("NEG", (a[0],)), -a[1])),
    )


def _bools(depth: int) -> st.SearchStrategy[tuple[Expr, bool]]:
    ints = _ints(2)
    comparisons = {"=": int.__eq__, "<>": int.__ne__, "<": int.__lt__, "<=": int.__le__, ">": int.__gt__}
    leaf = st.tuples(st.sampled_from(sorted(comparisons)), ints, ints).map(
        lambda t: (Op(t[0], (t[1][0], t[2][0])), comparisons[t[0]](t[1][1], t[2][1]))
    )
    if depth == 0:
        return leaf
    sub = _bools(depth - 1)
    return st.one_of(
        leaf,
        st.tuples(sub, sub).map(lambda ab: (Op("AND", (ab[0][0], ab[1][0])), ab[0][1] and ab[1][1])),
        st.tuples(sub, sub).map(lambda ab: (Op("OR", (ab[0][0], ab[1][0])), ab[0][1] or ab[1][1])),
        sub.map(lambda a: (Op("NOT", (a[0],)), not a[1])),
        sub.map(lambda a: (Op("IS NULL", (a[0],)), False)),
    )


@settings(max_examples=60, deadline=None)
@given(ints=st.lists(_ints(3), min_size=1, max_size=6), bools=st.lists(_bools(3), min_size=1, max_size=6))
def test_generated_text_evaluates_as_the_tree(spark: SparkSession, ints: list[Any], bools: list[Any]) -> None:
    one = Values([[Lit(0, LONG)]], ["_v"], [LONG])
    items = [(e, f"_i{i}") for i, (e, _) in enumerate(ints)] + [
        (e, f"_b{i}") for i, (e, _) in enumerate(bools)
    ]
    sql = generate(Project(one, tuple(items)))
    row = spark.sql(sql.text).collect()[0]
    assert list(row) == [v for _, v in ints] + [v for _, v in bools], sql.text
