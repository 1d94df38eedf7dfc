"""The TPC-H fixtures: data made by DuckDB, query texts, DataFusion's and substrait-python's golden plans.

Expected values come from the TPC-H specification (table cardinalities) or from an independent engine:
DuckDB's answer is compared with DataFusion's, for the SQL and for the golden plan files run by DataFusion's
consumer. No Spark here.
"""

from __future__ import annotations

from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from substrait.plan_pb2 import Plan

from conformance.producers.datafusion.generate import (
    PLAN_DIR,
    datafusion_answer,
    make_context,
    round_trip,
)
from conformance.producers.substrait_python.generate import OUT_DIR as SP_DIR
from conformance.reference import assert_tables_match, duckdb_answer, sql_sorts, tpch_sorts
from conformance.tpch import QUERY_DIR, TPCH_TABLES, generate_tpch, tpch_query

QUERIES = list(range(1, 23))

# DataFusion names an unaliased aggregate after its qualified input (``sum(lineitem.l_quantity)``), DuckDB
# after the bare column (``sum(l_quantity)``). Only the names differ; the values are compared.
NAME_DIFFERS = {18}

# TPC-H specification, clause 4.2.5: table cardinalities at scale factor SF (SF = 0.01 here).
SF001_ROWS = {
    "region": 5,
    "nation": 25,
    "supplier": 100,
    "customer": 1_500,
    "part": 2_000,
    "partsupp": 8_000,
    "orders": 15_000,
}


@pytest.fixture(scope="module")
def df_ctx(tpch_dir: Path) -> object:
    return make_context(tpch_dir)


def _plan(path: Path) -> Plan:
    plan = Plan()
    plan.ParseFromString(path.read_bytes())
    return plan


# ------------------------------------------------------------------------------------------------------ data


def test_generated_tables_have_the_spec_cardinalities(tpch_dir: Path) -> None:
    for table in TPCH_TABLES:
        assert (tpch_dir / f"{table}.parquet").is_file(), table
    for table, rows in SF001_ROWS.items():
        assert pq.read_metadata(tpch_dir / f"{table}.parquet").num_rows == rows, table
    # lineitem has 1..7 lines per order: its count lies between the bounds the spec implies.
    lines = pq.read_metadata(tpch_dir / "lineitem.parquet").num_rows
    assert SF001_ROWS["orders"] < lines < 7 * SF001_ROWS["orders"]


def test_generated_tables_keep_duckdb_types(tpch_dir: Path) -> None:
    schema = pq.read_schema(tpch_dir / "lineitem.parquet")
    assert schema.field("l_quantity").type == pa.decimal128(15, 2)
    assert schema.field("l_extendedprice").type == pa.decimal128(15, 2)
    assert schema.field("l_shipdate").type == pa.date32()
    assert schema.field("l_orderkey").type == pa.int64()
    assert pa.types.is_string(schema.field("l_comment").type)


def test_generate_is_idempotent(tpch_dir: Path) -> None:
    before = {p.name: p.stat().st_mtime_ns for p in tpch_dir.glob("*.parquet")}
    assert generate_tpch(0.01, tpch_dir) == tpch_dir
    after = {p.name: p.stat().st_mtime_ns for p in tpch_dir.glob("*.parquet")}
    assert before == after


def test_generate_rejects_a_non_positive_scale(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="positive"):
        generate_tpch(0, tmp_path)
    assert not any(tmp_path.iterdir())


def test_query_texts_are_stored_for_all_22() -> None:
    assert sorted(p.name for p in QUERY_DIR.glob("q*.sql")) == [f"q{n:02d}.sql" for n in QUERIES]
    assert "l_returnflag" in tpch_query(1)
    with pytest.raises(ValueError):
        tpch_query(23)


def test_tpch_sorts_follows_the_top_level_order_by() -> None:
    # Queries 6, 14, 17 and 19 return one aggregate row with no ORDER BY (TPC-H specification, clause 2.4).
    assert [n for n in QUERIES if not tpch_sorts(n)] == [6, 14, 17, 19]


# --------------------------------------------------------------------------------------------------- answers


@pytest.mark.parametrize("n", QUERIES)
def test_duckdb_answers_are_not_empty(tpch_dir: Path, n: int) -> None:
    assert duckdb_answer(tpch_query(n), tpch_dir).num_rows > 0


@pytest.mark.parametrize("n", QUERIES)
def test_datafusion_sql_answer_equals_duckdb(tpch_dir: Path, df_ctx: object, n: int) -> None:
    sql = tpch_query(n)
    assert_tables_match(
        datafusion_answer(sql, df_ctx),
        duckdb_answer(sql, tpch_dir),
        ordered=tpch_sorts(n),
        check_names=n not in NAME_DIFFERS,
    )


# ------------------------------------------------------------------------------------------ DataFusion plans


@pytest.mark.parametrize("n", QUERIES)
def test_datafusion_plan_file_parses(df_ctx: object, n: int) -> None:
    plan = _plan(PLAN_DIR / f"q{n:02d}.substrait")
    assert len(plan.relations) == 1
    root = plan.relations[0].root
    assert root.HasField("input")
    # The root names are those DataFusion gives the SQL's output columns.
    assert list(root.names) == datafusion_answer(tpch_query(n), df_ctx).column_names


@pytest.mark.parametrize("n", QUERIES)
def test_datafusion_plan_file_runs_back_to_duckdb_answer(tpch_dir: Path, df_ctx: object, n: int) -> None:
    got = round_trip((PLAN_DIR / f"q{n:02d}.substrait").read_bytes(), df_ctx)
    assert_tables_match(
        got, duckdb_answer(tpch_query(n), tpch_dir), ordered=tpch_sorts(n), check_names=n not in NAME_DIFFERS
    )


def test_no_stray_plan_files() -> None:
    assert sorted(p.name for p in PLAN_DIR.glob("*.substrait")) == [f"q{n:02d}.substrait" for n in QUERIES]


# ------------------------------------------------------------------------------------- substrait-python plans

SP_PLANS = sorted(p.stem for p in SP_DIR.glob("*.substrait"))


def test_substrait_python_plans_cover_the_relations() -> None:
    assert len(SP_PLANS) >= 5
    kinds: set[str] = set()
    for name in SP_PLANS:
        stack = [_plan(SP_DIR / f"{name}.substrait").relations[0].root.input]
        while stack:
            rel = stack.pop()
            kind = rel.WhichOneof("rel_type")
            assert kind is not None
            kinds.add(kind)
            inner = getattr(rel, kind)
            stack.extend(
                getattr(inner, field)
                for field in ("input", "left", "right")
                if field in inner.DESCRIPTOR.fields_by_name and inner.HasField(field)
            )
    assert {"read", "filter", "project", "aggregate", "join", "sort", "fetch"} <= kinds


@pytest.mark.parametrize("name", SP_PLANS)
def test_substrait_python_plan_runs_in_datafusion_to_duckdb_answer(
    tpch_dir: Path, df_ctx: object, name: str
) -> None:
    sql = (SP_DIR / f"{name}.sql").read_text()
    plan = _plan(SP_DIR / f"{name}.substrait")
    assert len(plan.relations) == 1
    expected = duckdb_answer(sql, tpch_dir)
    assert list(plan.relations[0].root.names) == expected.column_names
    got = round_trip(plan.SerializeToString(), df_ctx)
    assert_tables_match(got, expected, ordered=sql_sorts(sql))


def test_generation_leaves_no_temporaries_and_a_scale_marker(tpch_dir: Path) -> None:
    assert [p.name for p in tpch_dir.iterdir() if p.name.endswith(".tmp")] == []
    assert (tpch_dir / "_tpch_scale").read_text().strip() == "0.01"


# ----------------------------------------------------------------------------------------------- TPC-DS plans


def test_tpcds_plans_listed_as_produced_exist_and_parse() -> None:
    import json

    tpcds_dir = PLAN_DIR.parent / "tpcds"
    status = json.loads((tpcds_dir / "STATUS.json").read_text())
    produced = status["produced"]
    assert sorted(p.stem for p in tpcds_dir.glob("*.substrait")) == sorted(produced)
    assert len(produced) + len(status["not_produced"]) == 99
    for name in produced:
        plan = _plan(tpcds_dir / f"{name}.substrait")
        assert len(plan.relations) == 1
        assert len(plan.relations[0].root.names) > 0
