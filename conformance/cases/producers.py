"""Plans made by other producers, referenced in place (not copied) as golden cases.

* ``tpch_datafusion``: the 22 TPC-H plans DataFusion 55 made (``conformance/producers/datafusion/tpch``);
* ``tpcds_datafusion``: the TPC-DS plans DataFusion made (``conformance/producers/datafusion/tpcds``);
* ``substrait_python``: plans made with substrait-python's DataFrame API (``conformance/producers/
  substrait_python``, each with its SQL beside it);
* ``tpch_duckdb113`` and ``tpcds_duckdb113``: the TPC-H and TPC-DS plans DuckDB 1.1.3 made (``conformance/
  producers/duckdb-1.1.3``, JSON, written by ``conformance/generate_duckdb113.py``), read with the upgrades
  of their era.

Expected rows come from DuckDB running the query text on the same data at scale 0.01; order counts when the
query orders its result at the top level (``conformance.reference.sql_sorts``). Output names and types are
the plan's own (its root names; types derived by ``substrait_py.schema``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from google.protobuf import json_format

from ..golden import TPCH_SCALE, CaseDef, TableSpec
from ..reference import sql_sorts

REPO = Path(__file__).resolve().parents[2]
#: DataFusion plans SQL with PostgreSQL's null order (ASC NULLS LAST, DESC NULLS FIRST) and writes it into
#: every sort of the plan; DuckDB answers the same SQL text with that convention too, so the expected order
#: of null sort keys is the plan's.
DATAFUSION_NULL_ORDER = "SET default_null_order = 'nulls_last_on_asc_first_on_desc';\n"
PRODUCERS = REPO / "conformance" / "producers"


def _names_in(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "namedTable" and isinstance(value, dict) and value.get("names"):
                yield str(value["names"][-1]).lower()
            else:
                yield from _names_in(value)
    elif isinstance(node, list):
        for item in node:
            yield from _names_in(item)


def named_tables(path: Path) -> list[str]:
    """The (last parts of the) table names a plan file reads, sorted."""
    from substrait_py.planio import read_plan

    plan = read_plan(path)
    return sorted(set(_names_in(json_format.MessageToDict(plan))))


def _tpch_cases() -> list[CaseDef]:
    from ..tpch import tpch_query

    out = []
    for n in range(1, 23):
        plan = PRODUCERS / "datafusion" / "tpch" / f"q{n:02d}.substrait"
        if not plan.exists():
            continue
        sql = DATAFUSION_NULL_ORDER + tpch_query(n)
        tables = tuple(TableSpec(t, tpch=TPCH_SCALE) for t in named_tables(plan))
        out.append(
            CaseDef(
                "tpch_datafusion",
                f"q{n:02d}",
                sql,
                tables,
                plan_ref=plan.relative_to(REPO).as_posix(),
                ordered=sql_sorts(sql),
                description=f"TPC-H query {n} as DataFusion 55 plans it (binary)",
            )
        )
    return out


def _tpcds_cases() -> list[CaseDef]:
    from ..tpch import tpcds_query

    out = []
    for n in range(1, 100):
        plan = PRODUCERS / "datafusion" / "tpcds" / f"q{n:02d}.substrait"
        if not plan.exists():
            continue
        sql = DATAFUSION_NULL_ORDER + tpcds_query(n)
        tables = tuple(TableSpec(t, tpcds=TPCH_SCALE) for t in named_tables(plan))
        out.append(
            CaseDef(
                "tpcds_datafusion",
                f"q{n:02d}",
                sql,
                tables,
                plan_ref=plan.relative_to(REPO).as_posix(),
                ordered=sql_sorts(sql),
                description=f"TPC-DS query {n} as DataFusion 55 plans it (binary)",
            )
        )
    return out


def _substrait_python_cases() -> list[CaseDef]:
    out = []
    folder = PRODUCERS / "substrait_python"
    for plan in sorted(folder.glob("*.substrait")):
        sql_file = plan.with_suffix(".sql")
        if not sql_file.exists():
            continue
        sql = sql_file.read_text()
        tables = tuple(TableSpec(t, tpch=TPCH_SCALE) for t in named_tables(plan))
        out.append(
            CaseDef(
                "substrait_python",
                plan.stem,
                sql,
                tables,
                plan_ref=plan.relative_to(REPO).as_posix(),
                ordered=sql_sorts(sql),
                description="made with substrait-python's DataFrame API",
            )
        )
    return out


#: DuckDB 1.1.3's plans (``conformance/generate_duckdb113.py``): JSON in that era's form, upgraded on load.
DUCKDB113 = PRODUCERS / "duckdb-1.1.3"


def _duckdb113_cases(suite: str) -> list[CaseDef]:
    from ..tpch import tpcds_query, tpch_query

    query = tpch_query if suite == "tpch" else tpcds_query
    out = []
    for plan in sorted((DUCKDB113 / suite).glob("q*.json")):
        n = int(plan.stem[1:])
        sql = query(n)
        spec = (
            (lambda t: TableSpec(t, tpch=TPCH_SCALE))
            if suite == "tpch"
            else (lambda t: TableSpec(t, tpcds=TPCH_SCALE))
        )
        out.append(
            CaseDef(
                f"{suite}_duckdb113",
                plan.stem,
                sql,
                tuple(spec(t) for t in named_tables(plan)),
                plan_ref=plan.relative_to(REPO).as_posix(),
                ordered=sql_sorts(sql),
                description=f"{'TPC-H' if suite == 'tpch' else 'TPC-DS'} query {n} as DuckDB 1.1.3 plans it "
                "(JSON, upgraded on load)",
            )
        )
    return out


CASES = (
    _tpch_cases()
    + _substrait_python_cases()
    + _tpcds_cases()
    + _duckdb113_cases("tpch")
    + _duckdb113_cases("tpcds")
)
