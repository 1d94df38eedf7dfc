"""The benchmarks' suites (JVM-free): every query has a plan and a Spark SQL text, query lists are checked."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from substrait.plan_pb2 import Plan

from bench.tpch import TPCDS, TPCH, Suite, _parse_queries


@pytest.mark.parametrize("suite", [TPCH, TPCDS], ids=lambda s: s.key)
def test_every_query_has_a_plan_and_a_text(suite: Suite) -> None:
    for n in range(1, suite.count + 1):
        plan = Plan()
        plan.ParseFromString((suite.plan_dir / f"q{n:02d}.substrait").read_bytes())
        assert len(plan.relations) >= 1, n
        text = suite.sql_text(n)
        assert text.upper().lstrip().startswith(("SELECT", "WITH")), n
        assert not text.endswith(";"), n
    assert not (suite.plan_dir / f"q{suite.count + 1:02d}.substrait").exists()


def test_query_lists_are_checked_against_the_suite() -> None:
    assert _parse_queries("1,3,5-7", TPCDS) == [1, 3, 5, 6, 7]
    assert _parse_queries("95-99", TPCDS) == [95, 96, 97, 98, 99]
    with pytest.raises(argparse.ArgumentTypeError, match=r"TPC-H queries are 1\.\.22"):
        _parse_queries("21-23", TPCH)
    with pytest.raises(argparse.ArgumentTypeError, match=r"TPC-DS queries are 1\.\.99"):
        _parse_queries("0", TPCDS)


def test_tables_are_the_suites_or_the_folders(tmp_path: Path) -> None:
    for name in ("store_sales", "date_dim"):
        (tmp_path / f"{name}.parquet").write_bytes(b"")
    (tmp_path / "_tpcds_scale").write_text("1\n")
    assert TPCDS.table_names(tmp_path) == ["date_dim", "store_sales"]
    assert TPCH.table_names(tmp_path) == list(TPCH.tables)
    assert "lineitem" in TPCH.tables


def test_tpcds_texts_back_quote_double_quoted_names() -> None:
    text = TPCDS.sql_text(50)
    assert '"' not in text
    assert "AS `30 days`" in text
    for n in range(1, TPCDS.count + 1):
        assert "'" not in "".join(part for part in TPCDS.sql_text(n).split("`")[1::2]), n
