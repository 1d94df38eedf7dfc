"""Golden plans made with substrait-python's DataFrame API over the TPC-H tables.

Run ``python -m conformance.producers.substrait_python.generate``. Each plan is written, binary, to
``conformance/producers/substrait_python/<name>.substrait`` with the equivalent SQL beside it in
``<name>.sql``, so DuckDB can give the expected answer (``conformance.reference.duckdb_answer``). Whether
the answer's order counts follows the SQL (``conformance.reference.sql_sorts``).

The table schemas given to ``read_named_table`` are read from the TPC-H parquet files that DuckDB writes
(``conformance.tpch.generate_tpch``), so the plans declare exactly the types the data has (all columns
nullable, as parquet marks them). The plans refer to tables by name, so they work at any scale.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from ...tpch import generate_tpch

__all__ = ["OUT_DIR", "PLANS", "ProducedPlan", "build_plans", "table_schema", "write_plans"]

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE
REPO_ROOT = HERE.parents[2]
DEFAULT_DATA = REPO_ROOT / ".cache" / "tpch-0.01"


def _substrait_type(t: pa.DataType) -> Any:
    """The nullable Substrait type builder result for an Arrow type of the TPC-H files."""
    import substrait.dataframe as sub

    if pa.types.is_int32(t):
        return sub.i32()
    if pa.types.is_int64(t):
        return sub.i64()
    if pa.types.is_string(t) or pa.types.is_large_string(t):
        return sub.string()
    if pa.types.is_date32(t):
        return sub.date()
    if pa.types.is_float64(t):
        return sub.fp64()
    if pa.types.is_decimal(t):
        return sub.decimal(t.scale, t.precision)
    raise TypeError(f"no Substrait type mapping for Arrow type {t}")


def table_schema(data_dir: Path, table: str) -> dict[str, Any]:
    """``{column: substrait type}`` of ``data_dir/<table>.parquet``, in file order."""
    schema = pq.read_schema(data_dir / f"{table}.parquet")
    return {field.name: _substrait_type(field.type) for field in schema}


@dataclass(frozen=True)
class ProducedPlan:
    """One golden plan: its file stem, the plan, and the SQL that DuckDB answers for comparison."""

    name: str
    plan: Any
    sql: str


def _filter(data: Path) -> ProducedPlan:
    import substrait.dataframe as sub

    plan = (
        sub.read_named_table("nation", table_schema(data, "nation"))
        .filter(sub.col("n_regionkey") == sub.lit(1, sub.i32()))
        .to_plan()
    )
    sql = "SELECT n_nationkey, n_name, n_regionkey, n_comment FROM nation WHERE n_regionkey = 1"
    return ProducedPlan("filter_nation", plan, sql)


def _project_arith(data: Path) -> ProducedPlan:
    import substrait.dataframe as sub

    one = sub.lit(1, sub.i32()).cast(sub.decimal(2, 15))
    plan = (
        sub.read_named_table("lineitem", table_schema(data, "lineitem"))
        .filter(sub.col("l_orderkey") < sub.lit(100, sub.i64()))
        .select(
            "l_orderkey",
            "l_linenumber",
            (sub.col("l_extendedprice") * (one - sub.col("l_discount"))).alias("disc_price"),
            (sub.col("l_quantity") + sub.col("l_tax")).alias("qty_plus_tax"),
        )
        .to_plan()
    )
    sql = (
        "SELECT l_orderkey, l_linenumber, l_extendedprice * (1 - l_discount) AS disc_price,\n"
        "       l_quantity + l_tax AS qty_plus_tax\n"
        "FROM lineitem WHERE l_orderkey < 100"
    )
    return ProducedPlan("project_arith_lineitem", plan, sql)


def _aggregate(data: Path) -> ProducedPlan:
    import substrait.dataframe as sub

    plan = (
        sub.read_named_table("lineitem", table_schema(data, "lineitem"))
        .group_by("l_returnflag", "l_linestatus")
        .agg(
            sub.f.sum(sub.col("l_quantity")).alias("sum_qty"),
            sub.f.min(sub.col("l_extendedprice")).alias("min_price"),
            sub.f.count(sub.col("l_orderkey")).alias("count_order"),
        )
        .to_plan()
    )
    sql = (
        "SELECT l_returnflag, l_linestatus, sum(l_quantity) AS sum_qty, min(l_extendedprice) AS min_price,\n"
        "       count(l_orderkey) AS count_order\n"
        "FROM lineitem GROUP BY l_returnflag, l_linestatus"
    )
    return ProducedPlan("aggregate_lineitem", plan, sql)


def _join(data: Path) -> ProducedPlan:
    import substrait.dataframe as sub

    nation = sub.read_named_table("nation", table_schema(data, "nation"))
    region = sub.read_named_table("region", table_schema(data, "region"))
    plan = (
        nation.join(region, sub.col("n_regionkey") == sub.col("r_regionkey"), how="inner")
        .select("n_nationkey", "n_name", "r_name")
        .to_plan()
    )
    sql = "SELECT n_nationkey, n_name, r_name FROM nation JOIN region ON n_regionkey = r_regionkey"
    return ProducedPlan("join_nation_region", plan, sql)


def _sort_fetch(data: Path) -> ProducedPlan:
    import substrait.dataframe as sub

    plan = (
        sub.read_named_table("orders", table_schema(data, "orders"))
        .select("o_orderkey", "o_orderdate", "o_totalprice")
        .sort("o_totalprice", "o_orderkey", descending=[True, False])
        .limit(10, offset=5)
        .to_plan()
    )
    sql = (
        "SELECT o_orderkey, o_orderdate, o_totalprice FROM orders\n"
        "ORDER BY o_totalprice DESC, o_orderkey LIMIT 10 OFFSET 5"
    )
    return ProducedPlan("sort_fetch_orders", plan, sql)


#: The plan makers, each taking the TPC-H data folder (for the table schemas).
PLANS: tuple[Callable[[Path], ProducedPlan], ...] = (_filter, _project_arith, _aggregate, _join, _sort_fetch)


def build_plans(data_dir: Path) -> list[ProducedPlan]:
    """Build every golden plan against the schemas of the TPC-H files in ``data_dir``."""
    return [make(data_dir) for make in PLANS]


def write_plans(data_dir: Path, out_dir: Path = OUT_DIR) -> list[Path]:
    """Write ``<name>.substrait`` and ``<name>.sql`` of every plan into ``out_dir``; return the plan paths."""
    written: list[Path] = []
    for produced in build_plans(data_dir):
        path = out_dir / f"{produced.name}.substrait"
        path.write_bytes(produced.plan.SerializeToString(deterministic=True))
        (out_dir / f"{produced.name}.sql").write_text(produced.sql.strip() + "\n")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point: regenerate the plans (TPC-H data made at scale 0.01 if missing)."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m conformance.producers.substrait_python.generate")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="TPC-H data folder (made if missing)")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output folder")
    args = parser.parse_args(argv)
    generate_tpch(0.01, args.data)
    for path in write_plans(args.data, args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
