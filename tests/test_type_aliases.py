"""Type aliases (``Plan.type_aliases``, ``Type.alias``; spec 0.76): a reference is the type its alias
names, with the reference's nullability. Expected rows come from DuckDB's cast to the aliased type."""

from __future__ import annotations

from decimal import Decimal

import duckdb
import pyarrow as pa
import pytest
import validator_plans as vp
from pyspark.sql import SparkSession
from pyspark.sql import types as T
from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type

from conformance.reference import assert_tables_match
from spark_consumer.consumer import SparkConsumer
from substrait_py.errors import InvalidPlanError
from substrait_py.validate import validate_plan

READ = "relations[0].root.input.filter.input.read"
SCHEMA = T.StructType([T.StructField("id", T.DecimalType(12, 2)), T.StructField("age", T.LongType())])


def _alias(plan: Plan, anchor: int) -> Type:
    alias = plan.type_aliases.add()
    alias.type_alias_anchor = anchor
    return alias.type


def _refer(t: Type, anchor: int, nullability: Type.Nullability.ValueType = Type.NULLABILITY_NULLABLE) -> None:
    t.Clear()
    t.alias.type_alias_reference = anchor
    t.alias.nullability = nullability


def aliased_plan() -> Plan:
    """``people WHERE age > 25`` whose ``id`` column is declared ``decimal<12,2>`` through alias 3 (its
    own nullability, required, is ignored: the reference makes it nullable)."""
    plan = vp.base_plan()
    named = _alias(plan, 3)
    named.decimal.precision, named.decimal.scale = 12, 2
    named.decimal.nullability = Type.NULLABILITY_REQUIRED
    _refer(plan.relations[0].root.input.filter.input.read.base_schema.struct.types[0], 3)
    return plan


def errors(plan: Plan) -> list[tuple[str, str]]:
    """The validator's errors; the consumer refuses the plan with the first."""
    found = [(d.code, d.path) for d in validate_plan(plan) if d.severity.name == "ERROR"]
    if found:
        with pytest.raises(InvalidPlanError) as caught:
            SparkConsumer(None, {"people": SCHEMA}).translate(plan)
        assert (caught.value.code, caught.value.path) == found[0]
    return found


def test_a_reference_is_the_type_its_alias_names() -> None:
    plan = aliased_plan()
    assert validate_plan(plan) == []
    translation = SparkConsumer(None, {"people": SCHEMA}).translate(plan)
    assert [typ.WhichOneof("kind") for typ in translation.types] == ["decimal", "i64"]
    decimal = translation.types[0].decimal
    assert (decimal.precision, decimal.scale, decimal.nullability) == (12, 2, Type.NULLABILITY_NULLABLE)


@pytest.mark.spark
def test_a_cast_to_an_aliased_type_runs(spark: SparkSession) -> None:
    plan = aliased_plan()
    # a second alias, nested: list<alias 3>; the filter's literal is cast to alias 3
    _refer(_alias(plan, 4).list.type, 3)
    arg = plan.relations[0].root.input.filter.condition.scalar_function.arguments[1].value
    arg.Clear()
    arg.cast.input.literal.string = "25.50"
    arg.cast.failure_behavior = arg.cast.FAILURE_BEHAVIOR_THROW_EXCEPTION
    _refer(arg.cast.type, 3, Type.NULLABILITY_REQUIRED)
    plan.relations[0].root.input.filter.condition.scalar_function.arguments[
        0
    ].value.selection.direct_reference.struct_field.field = 0
    ids = [Decimal("10"), Decimal("25.5"), Decimal("26"), None]
    people = pa.table({"id": pa.array(ids, pa.decimal128(12, 2)), "age": pa.array([1, 2, 3, 4], pa.int64())})
    frame = spark.createDataFrame(people.to_pandas(), "id decimal(12,2), age bigint")
    got = SparkConsumer(spark, {"people": frame}).to_dataframe(plan).toArrow()
    con = duckdb.connect()
    con.register("people", people)
    want = con.execute(
        "SELECT id, age FROM people WHERE id > CAST('25.50' AS DECIMAL(12,2))"
    ).to_arrow_table()
    assert_tables_match(got, want, ordered=False)


def test_faulty_aliases_and_references_are_invalid() -> None:
    column = f"{READ}.base_schema.struct.types[0]"
    # no alias declared at all, and one declared but not the one referred to
    plan = vp.base_plan()
    _refer(plan.relations[0].root.input.filter.input.read.base_schema.struct.types[0], 9)
    assert errors(plan) == [("unknown-type-alias", f"{column}.alias.type_alias_reference")]
    plan = aliased_plan()
    plan.relations[0].root.input.filter.input.read.base_schema.struct.types[0].alias.type_alias_reference = 9
    assert errors(plan) == [("unknown-type-alias", f"{column}.alias.type_alias_reference")]
    # a reference must give its nullability
    plan = aliased_plan()
    plan.relations[0].root.input.filter.input.read.base_schema.struct.types[0].alias.nullability = 0
    assert errors(plan) == [("bad-type-alias", f"{column}.alias.nullability")]
    # an alias declared twice, an alias of an alias, aliases in a cycle
    plan = aliased_plan()
    _alias(plan, 3).i64.nullability = Type.NULLABILITY_NULLABLE
    assert ("duplicate-type-alias", "type_aliases[1].type_alias_anchor") in errors(plan)
    plan = aliased_plan()
    _refer(_alias(plan, 5), 3)
    assert ("bad-type-alias", "type_aliases[1].type") in errors(plan)
    plan = aliased_plan()
    _refer(_alias(plan, 6).list.type, 7)
    _refer(_alias(plan, 7).list.type, 6)
    _refer(plan.relations[0].root.input.filter.input.read.base_schema.struct.types[1], 6)
    assert [code for code, _ in errors(plan)][:1] == ["type-alias-cycle"]


def test_aliases_naming_a_huge_type_are_refused_not_expanded() -> None:
    """Forty aliases each naming ``struct<next, next>`` would name a type of 2^40 parts (and a chain of
    50,000 a type nested 50,000 deep): refused as too large before anything is built (expanding them
    would not finish)."""
    from substrait_py.aliases import MAX_TYPE_DEPTH, MAX_TYPE_SIZE

    def chained(levels: int, refs_per_level: int) -> Plan:
        plan = vp.base_plan()
        for i in range(levels):
            named = _alias(plan, i)
            if i == levels - 1:
                named.i64.nullability = Type.NULLABILITY_NULLABLE
                continue
            named.struct.nullability = Type.NULLABILITY_NULLABLE
            for _ in range(refs_per_level):
                _refer(named.struct.types.add(), i + 1)
        _refer(plan.relations[0].root.input.filter.input.read.base_schema.struct.types[1], 0)
        return plan

    for levels, refs in ((40, 2), (50_000, 1)):
        found = [d for d in validate_plan(chained(levels, refs)) if d.code == "plan-too-large"]
        assert len(found) == 1 and found[0].path.startswith("type_aliases[")
        assert f"{MAX_TYPE_SIZE:,} parts and {MAX_TYPE_DEPTH:,} levels" in found[0].message
