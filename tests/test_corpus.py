"""The consumer-testing corpus runner (conformance.corpus).

JVM-free: reading a corpus (a checkout, or a bare repository it clones), finding each plan's test, DuckDB's
expected answers, classification and judging, on the few corpus plans vendored under
tests/data/consumer_testing. With ``CORPUS_PATH`` set to a checkout (or the bare repository) of
consumer-testing, the ``spark`` tests run plans of the real corpus on Spark.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pyarrow as pa
import pytest

from conformance.corpus.data import CorpusData, format_sql
from conformance.corpus.runner import (
    ConversionError,
    Expected,
    classify_exception,
    judge,
    reason_key,
)
from conformance.corpus.source import Corpus, TestDefinition, open_corpus
from substrait_py.errors import BindingError, InvalidPlanError, UnsupportedFeatureError

VENDORED = Path(__file__).parent / "data" / "consumer_testing"


def test_plans_and_their_tests_are_found() -> None:
    corpus = Corpus(VENDORED)
    plans = corpus.plans()
    ids = [p.id for p in plans]
    assert "relation/filter/where_and-duckdb" in ids
    assert "function/arithmetic/add-ibis" in ids
    # The unlabelled copy of the ibis plan (add_plan.json) is not a plan of its own.
    assert not any(i.endswith("/add") for i in ids)
    assert len(plans) == 14
    assert {p.producer for p in plans} == {"duckdb", "datafusion", "ibis", "isthmus"}
    assert all(corpus.definition_of(p) is not None for p in plans)
    assert corpus.plans(producers=("isthmus",)) == [p for p in plans if p.producer == "isthmus"]


def test_test_definitions() -> None:
    definitions = Corpus(VENDORED).definitions()
    q01 = definitions[("integration", "tpch", "q01")]
    assert "l_returnflag" in q01.sql and "{lineitem}" in q01.sql  # read from q01.sql beside the json
    assert q01.named_tables == {"lineitem": "lineitem.parquet"}
    cube = definitions[("relation", "aggregate", "aggregate_with_group_by_cube")]
    assert cube.producers == ("duckdb", "datafusion", "isthmus")
    sql = format_sql(cube, Path("/data"))
    assert "FROM 'lineitem'" in sql and "{" not in sql


def test_bare_repository_is_cloned(tmp_path: Path) -> None:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    work = tmp_path / "work"
    shutil.copytree(VENDORED, work)
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t"}
    env["GIT_COMMITTER_EMAIL"] = "t@t"
    for args in (["init", "-q"], ["add", "."], ["commit", "-qm", "corpus"]):
        subprocess.run(["git", *args], cwd=work, check=True, env=env)
    bare = tmp_path / "bare.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(work), str(bare)], check=True)
    corpus = open_corpus(bare, tmp_path / "cache")
    assert [p.id for p in corpus.plans()] == [p.id for p in Corpus(VENDORED).plans()]
    with pytest.raises(BindingError):
        open_corpus(tmp_path / "nothing-here", tmp_path / "cache")


def test_expected_answer_over_table_t(tmp_path: Path) -> None:
    # Tests without named tables read the corpus's table t (a: 1, 2, 3, -4, 5, -6, 7, 8, 9, NULL).
    definition = TestDefinition(
        "function", "comparison", "gt", "SELECT a FROM t WHERE a > 5 ORDER BY a", ("duckdb",)
    )
    answer = CorpusData(tmp_path).expected(definition)
    assert answer is not None and answer.column("a").to_pylist() == [7, 8, 9]


def test_classification() -> None:
    assert classify_exception(UnsupportedFeatureError("function mode")) == "refused"
    assert classify_exception(BindingError("table t not found")) == "refused"
    assert classify_exception(ConversionError(RuntimeError("not implemented"))) == "refused"
    assert classify_exception(KeyError("decimal")) == "crash"
    assert classify_exception(RuntimeError("AnalysisException")) == "crash"
    key = reason_key(InvalidPlanError("bad", code="x", path="relations[0].root.input.project"))
    assert key == "InvalidPlanError: bad [x]"


def test_judging() -> None:
    expected = Expected(pa.table({"x": [1, 2, 3]}), ordered=False)
    assert judge(pa.table({"y": [3, 1, 2]}), expected)[0] == "right"  # names are not compared
    status, detail, _ = judge(pa.table({"x": [1, 2, 4]}), expected)
    assert status == "wrong" and "missing rows" in detail
    # The plan's own meaning decides where it differs from the SQL (integer division).
    integer = pa.table({"x": [0, 0, 0]})
    status, _, note = judge(integer, Expected(pa.table({"x": [0.1, 0.2, 0.3]}), False), meaning=integer)
    assert status == "right" and "plan's meaning" in note
    ordered = Expected(pa.table({"x": [1, 2, 3]}), ordered=True)
    assert judge(pa.table({"x": [3, 2, 1]}), ordered)[0] == "wrong"
    estimate = Expected(pa.table({"n": [1000]}), False)
    assert judge(pa.table({"n": [1040]}), estimate, tolerance=0.1)[0] == "right"
    assert judge(pa.table({"n": [1200]}), estimate, tolerance=0.1)[0] == "wrong"
    assert judge(pa.table({"n": [1]}), Expected(None, False))[0] == "right"  # DDL: no rows to compare


CORPUS_PATH = os.environ.get("CORPUS_PATH")

#: Plans of the corpus that must run right on Spark: one per producer and era quirk.
RIGHT_ON_SPARK = (
    "integration/tpch/q06-duckdb",  # projections without emit, comparisons declared with their argument types
    "integration/tpch/q06-isthmus",  # comparisons of decimals of other parameters
    "integration/tpch/q01-isthmus",  # subtract(date, interval_day) of the URI era
    "function/arithmetic/add-datafusion",  # untyped base schema, typed from the bound table
    "relation/aggregate/aggregate_with_group_by_cube-isthmus",  # grouping sets without the column
    "relation/join/left_semi_join-duckdb",  # JOIN_TYPE_SEMI
    "function/arithmetic/median-datafusion",  # DataFusion's own median of decimals: a decimal
)


@pytest.mark.spark
@pytest.mark.skipif(
    not CORPUS_PATH, reason="set CORPUS_PATH to a consumer-testing checkout to run the corpus"
)
@pytest.mark.parametrize("plan_id", RIGHT_ON_SPARK)
def test_corpus_plan_is_right_on_spark(spark: object, plan_id: str) -> None:
    from conformance.corpus.runner import SparkEngine, run_corpus

    cache = Path(__file__).resolve().parents[1] / ".cache"
    corpus = open_corpus(Path(str(CORPUS_PATH)), cache)
    result = run_corpus(corpus, CorpusData(cache / "corpus-data"), [SparkEngine(spark)], filter_text=plan_id)
    verdicts = [v for v in result.verdicts if v.plan == plan_id]
    assert len(verdicts) == 1
    assert verdicts[0].status == "right", verdicts[0].detail or verdicts[0].reason


@pytest.mark.parametrize(
    ("option", "message"),
    [
        (["--settings", "no-such-setting"], "--settings is combined or one of"),
        (["--conf", "no-equals-sign"], "--conf expects KEY=VALUE"),
    ],
)
def test_session_settings_options_are_checked_before_anything_runs(
    tmp_path: Path, option: list[str], message: str
) -> None:
    """A bad ``--settings`` or ``--conf`` is a usage error (exit 2, no traceback) before the corpus is
    opened or a Spark session started."""
    from tests.test_cli import no_traceback, run

    proc = run("conformance", "corpus", str(tmp_path / "missing"), "--engine", "spark", *option)
    assert proc.returncode == 2
    assert message in proc.stderr
    no_traceback(proc)
