"""Substrait plan -> lazy Spark DataFrame: the consumer, one module per family of relations.

* :mod:`~spark_consumer.consume.consumer` -- :class:`SparkConsumer` (dispatch, emit, the root, the simple
  relations, ``to_dataframe``/``execute``/``translate``);
* :mod:`~spark_consumer.consume.read` -- reads and the binding of tables and files;
* :mod:`~spark_consumer.consume.join`, :mod:`~spark_consumer.consume.aggregate`,
  :mod:`~spark_consumer.consume.setops`, :mod:`~spark_consumer.consume.window` -- the other relations;
* :mod:`~spark_consumer.consume.write` -- writes and DDL (carried out only when allowed);
* :mod:`~spark_consumer.consume.expressions`, :mod:`~spark_consumer.consume.literals` -- expressions;
* :mod:`~spark_consumer.consume.sources` -- running the generated query with its DataFrames.
"""

from __future__ import annotations

from spark_consumer.consume.consumer import SparkConsumer, TableKey, load_plan_any
from spark_consumer.consume.literals import literal_expr, literal_type
from spark_consumer.consume.model import Relation, Scope, Translation, Typed, WriteAction

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
]
