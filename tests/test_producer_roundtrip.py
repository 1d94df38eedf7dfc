"""``conformance.producer_roundtrip``: TPC-H queries through our producer, on Spark and DataFusion, checked
against DuckDB's answers (computed by the module itself, never written down here)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from conformance.producer_roundtrip import (
    SPARK_SQL_CONF,
    QueryReport,
    Step,
    failures_by_cause,
    run_roundtrip,
    spark_sql_text,
    totals,
)

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

QUERIES = (1, 6, 13)


@pytest.mark.spark
def test_tpch_queries_round_trip_on_spark_and_datafusion(spark: SparkSession, tpch_dir: Path) -> None:
    conf_key = next(iter(SPARK_SQL_CONF))
    before = spark.conf.get(conf_key, None)
    reports = run_roundtrip("tpch", QUERIES, spark, tpch_dir, timeout=120)
    assert [r.query for r in reports] == list(QUERIES)
    for r in reports:
        assert r.reference.ok, f"q{r.query}: DuckDB: {r.reference.reason}"
        assert r.produce["standard"].ok, f"q{r.query}: produce: {r.produce['standard'].reason}"
        assert r.spark.ok, f"q{r.query}: spark {r.spark.status}: {r.spark.reason}\n{r.spark.detail or ''}"
        assert r.datafusion["standard"].ok, f"q{r.query}: datafusion: {r.datafusion['standard'].reason}"
    assert r.ordered  # q13 orders its result: the comparison checked the order
    t = totals(reports)
    assert (t["denominator"], t["produced"], t["spark_ok"], t["datafusion_standard_ok"]) == (3, 3, 3, 3)
    assert failures_by_cause(reports) == []
    assert spark.conf.get(conf_key, None) == before  # the run's own Spark settings are restored


def test_totals_exclude_queries_duckdb_cannot_answer() -> None:
    answered = QueryReport("tpch", 1, True, Step("ok"), {"standard": Step("ok")}, Step("ok"))
    failed = QueryReport("tpch", 2, False, Step("ok"), {"standard": Step("error", "boom", "ValueError")})
    unanswerable = QueryReport("tpch", 3, False, Step("error", "DuckDB cannot answer: x", "ParserException"))
    reports = [answered, failed, unanswerable]
    t = totals(reports)
    assert t["duckdb_cannot_answer"] == [3]
    assert (t["queries"], t["denominator"], t["produced"], t["spark_ok"]) == (3, 2, 1, 1)
    assert failures_by_cause(reports) == [
        {"way": "produce (standard)", "cause": "ValueError: boom", "queries": [2]}
    ]


def test_spark_sql_text_drops_the_trailing_semicolon() -> None:
    assert spark_sql_text("SELECT 1;\n") == "SELECT 1"
