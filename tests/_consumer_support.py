"""Helpers shared by the Spark consumer tests."""

from __future__ import annotations

from typing import TYPE_CHECKING

from substrait.plan_pb2 import Plan

from spark_consumer.types import matches, spark_type
from substrait_py.schema import root_fields
from substrait_py.typesys import is_nullable, type_str

if TYPE_CHECKING:
    from pyspark.sql import DataFrame


def assert_plan_types(df: DataFrame, plan: Plan, index: int = 0) -> None:
    """The plan's types are the contract: the DataFrame's schema equals the plan's output types, derived
    independently by ``substrait_py.schema`` (not by the consumer), type for type; nullability may only be
    wider on Spark's side (a column the plan declares nullable must be nullable in Spark)."""
    fields = root_fields(plan, index)
    spark_fields = df.schema.fields
    assert len(spark_fields) == len(fields), f"{len(spark_fields)} columns, plan has {len(fields)}"
    problems = []
    for i, (sf, lf) in enumerate(zip(spark_fields, fields, strict=False)):
        if not matches(sf.dataType, lf.type):
            problems.append(
                f"column {i} {sf.name!r}: plan {type_str(lf.type)} "
                f"(Spark {spark_type(lf.type).simpleString()}), DataFrame {sf.dataType.simpleString()}"
            )
        elif is_nullable(lf.type) and not sf.nullable:
            problems.append(f"column {i} {sf.name!r}: plan nullable, DataFrame not nullable")
    assert not problems, "\n".join(problems)


def plan_reading(table: str, names: tuple[str, str] = ("id", "city")) -> Plan:
    """A plan reading the columns ``id`` (i64) and ``city`` (string) of the named table ``table``, its root
    named ``names``."""
    plan = Plan()
    root = plan.relations.add().root
    root.names.extend(names)
    read = root.input.read
    read.named_table.names.append(table)
    read.base_schema.names.extend(["id", "city"])
    read.base_schema.struct.types.add().i64.nullability = 1
    read.base_schema.struct.types.add().string.nullability = 1
    return plan
