"""The Spark consumer (kept under its original import path): see :mod:`spark_consumer.consume`."""

from __future__ import annotations

from spark_consumer.consume import (
    Relation,
    Scope,
    SparkConsumer,
    TableKey,
    Translation,
    Typed,
    WriteAction,
    literal_expr,
    literal_type,
    load_plan_any,
)
from spark_consumer.types import substrait_type

__all__ = [
    "Relation",
    "Scope",
    "SparkConsumer",
    "TableKey",
    "Translation",
    "Typed",
    "WriteAction",
    "literal_expr",
    "literal_type",
    "load_plan_any",
    "substrait_type",
]
