"""Golden SQL: the Spark SQL the consumer generates for every golden plan, kept as files and checked
without a JVM.

The consumer translates with the tables' schemas alone (``SparkConsumer(None, tables={name: schema})``,
as if ANSI mode were on), so a change of the generated SQL shows in ``git diff`` as a change of
``conformance/sql/<area>/<case>.sql``, reviewed like any other code. Regenerate with::

    python -m conformance.golden_sql --regenerate

A file holds the query, one clause per line. A case whose plan
the consumer refuses holds the refusal instead, so that a refusal appearing or going away shows too.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from substrait_py.errors import SubstraitPyError

from .golden import GoldenCase, load_cases

__all__ = ["SQL_DIR", "golden_sql", "regenerate", "sql_path", "table_schemas"]

#: Where the golden SQL files live.
SQL_DIR: Path = Path(__file__).resolve().parent / "sql"


def sql_path(case: GoldenCase) -> Path:
    """The golden SQL file of ``case``."""
    return SQL_DIR / case.area / f"{case.name}.sql"


def table_schemas(case: GoldenCase) -> dict[str, Any]:
    """The Spark schema of every input table of ``case`` (benchmark tables from their generated parquet
    files), without a JVM."""
    from pyspark.sql import types as T

    from spark_consumer.types import is_nullable, spark_type

    from .builders import parse_type

    out: dict[str, Any] = {}
    for name, spec in case.tables.items():
        if spec.tpch is not None or spec.tpcds is not None:
            import pyarrow.parquet as pq
            from pyspark.sql.pandas.types import from_arrow_schema

            out[name] = from_arrow_schema(pq.read_schema(spec.parquet_path()))
        else:
            fields = []
            for col, type_text in spec.columns:
                t = parse_type(type_text)
                fields.append(T.StructField(col, spark_type(t), is_nullable(t)))
            out[name] = T.StructType(fields)
    return out


def golden_sql(case: GoldenCase) -> str:
    """The golden SQL text of ``case`` (see the module docstring)."""
    from spark_consumer.consumer import SparkConsumer

    consumer = SparkConsumer(None, table_schemas(case))
    try:
        translation = consumer.translate(case.plan(), pretty=True)
    except SubstraitPyError as exc:
        return f"-- refused: {exc.one_line()}\n"
    header = f"-- {case.id}: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)\n"
    action = translation.action
    if action is not None:
        header += f"-- {action.op} {'.'.join(action.target)} ({action.mode})\n"
        if action.input is None:
            return header
        translation = action.input
    return f"{header}{translation.sql.text}\n"


def regenerate(cases: list[GoldenCase] | None = None) -> int:
    """Write every golden SQL file; returns how many changed."""
    changed = 0
    for case in cases if cases is not None else load_cases():
        path = sql_path(case)
        text = golden_sql(case)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            changed += 1
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conformance.golden_sql", description=__doc__)
    parser.add_argument("--regenerate", action="store_true", help="rewrite the golden SQL files")
    args = parser.parse_args(argv)
    if not args.regenerate:
        parser.print_help()
        return 2
    print(f"{regenerate()} file(s) changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
