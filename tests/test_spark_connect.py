"""Spark Connect parity (issue 3, item 6): the 22 DataFusion TPC-H plans on ``builder.remote("local")``.

The same checks as ``tests/test_consumer_tpch.py`` (classic session): output names equal the plan's root
names, the DataFrame's types equal the plan's derived types, and the answer equals DuckDB's on the same data
(order checked where the query sorts).

Why a subprocess: a classic session and a local Connect session cannot share one Python process. With a
classic ``SparkContext`` active, ``builder.remote("local")`` raises ``SESSION_ALREADY_EXIST``; once a local
Connect session is up, pyspark sets ``SPARK_CONNECT_MODE_ENABLED`` for the whole process, so
``builder.master(...).getOrCreate()`` returns the Connect session and ``pyspark.sql.functions`` builds Connect
columns. So the module fixture runs this file as a script (``python -m tests.test_spark_connect``) in a child
process that starts one Connect session for all 22 queries, and writes one JSON verdict per query; each test
reports its query's verdict. The child also runs standalone::

    .venv/bin/python -m tests.test_spark_connect --data .cache/tpch-0.01 [--mode classic] [--only 1,6]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
import traceback
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

REPO_ROOT = Path(__file__).resolve().parent.parent
PLAN_DIR = REPO_ROOT / "conformance" / "producers" / "datafusion" / "tpch"
TABLES = ("lineitem", "orders", "customer", "part", "partsupp", "supplier", "nation", "region")
QUERIES = tuple(range(1, 23))
#: Wall-time limit of the child process (session start ~20 s plus 22 queries at scale 0.01).
CHILD_TIMEOUT_S = 900

pytestmark = [pytest.mark.spark, pytest.mark.slow]


# ------------------------------------------------------------------------------------------------ the child


def connect_session(master: str = "local[2]") -> SparkSession:
    """A local Spark Connect session with the toolkit's settings (``spark_consumer.session.LOCAL_CONF``).

    ``builder.remote("local[2]")`` starts a Connect server inside this process's JVM (loopback only, works
    offline, ~20 s here) and connects to it. Static settings (driver memory, UI, warehouse) apply to that
    server; the client then tries to set them again on the Connect session and warns that it cannot: those
    warnings are silenced.
    """
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    from pyspark.sql import SparkSession

    from spark_consumer.session import LOCAL_CONF

    builder = SparkSession.builder.remote(master).appName("substrait-py-connect-tests")
    for key, value in LOCAL_CONF.items():
        builder = builder.config(key, value)
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Failed to set", category=UserWarning)
        return builder.getOrCreate()


def _classic_session() -> SparkSession:
    from spark_consumer.session import local_session

    return local_session(app_name="substrait-py-connect-parity-classic")


def run_query(spark: SparkSession, n: int, data_dir: Path, tables: dict[str, Any]) -> dict[str, Any]:
    """Run TPC-H plan ``n`` through ``SparkConsumer`` on ``spark`` and check it: the verdict as a dict
    (``status`` ``pass``/``fail``, ``stage`` where it failed, ``error`` type and ``message``, ``seconds``)."""
    from conformance.reference import assert_tables_match, duckdb_answer, tpch_sorts
    from conformance.tpch import tpch_query
    from spark_consumer.consumer import SparkConsumer
    from substrait_py.planio import read_plan
    from substrait_py.schema import root_output_names
    from tests._consumer_support import assert_plan_types

    start = time.perf_counter()
    stage = "load"
    try:
        plan = read_plan(PLAN_DIR / f"q{n:02d}.substrait")
        stage = "translate"
        df = SparkConsumer(spark, tables).to_dataframe(plan)
        stage = "names"
        names = root_output_names(plan)
        if df.columns != names:
            raise AssertionError(f"output names {df.columns} differ from the plan's root names {names}")
        stage = "types"
        assert_plan_types(df, plan)
        stage = "execute"
        actual = df.toArrow()
        stage = "compare"
        expected = duckdb_answer(tpch_query(n), data_dir)
        assert_tables_match(actual, expected, ordered=tpch_sorts(n), check_names=False)
    except Exception as exc:
        return {
            "status": "fail",
            "stage": stage,
            "error": f"{type(exc).__module__}.{type(exc).__qualname__}",
            "message": str(exc)[:4000],
            "traceback": traceback.format_exc()[-4000:],
            "seconds": round(time.perf_counter() - start, 3),
        }
    return {"status": "pass", "stage": "", "seconds": round(time.perf_counter() - start, 3)}


def main(argv: list[str] | None = None) -> int:
    """The child: one session (Connect by default), every requested query, verdicts as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--data", type=Path, required=True, help="folder of <table>.parquet (TPC-H)")
    parser.add_argument("--out", type=Path, default=None, help="write the verdicts here (default stdout)")
    parser.add_argument("--mode", choices=("connect", "classic"), default="connect")
    parser.add_argument("--only", default="", help="comma-separated query numbers (default all 22)")
    args = parser.parse_args(argv)
    queries = [int(q) for q in args.only.split(",") if q.strip()] or list(QUERIES)
    started = time.perf_counter()
    spark = connect_session() if args.mode == "connect" else _classic_session()
    session_s = time.perf_counter() - started
    report: dict[str, Any] = {
        "_session": {
            "mode": args.mode,
            "class": f"{type(spark).__module__}.{type(spark).__qualname__}",
            "version": spark.version,
            "start_seconds": round(session_s, 3),
        }
    }
    try:
        tables = {t: spark.read.parquet(str((args.data / f"{t}.parquet").resolve())) for t in TABLES}
        for n in queries:
            report[f"q{n:02d}"] = run_query(spark, n, args.data, tables)
    finally:
        report["_session"]["total_seconds"] = round(time.perf_counter() - started, 3)
        text = json.dumps(report, indent=1)
        if args.out is not None:
            args.out.write_text(text)
        else:
            print(text)
        spark.stop()
    return 0


# ------------------------------------------------------------------------------------------------ the tests


@pytest.fixture(scope="module")
def connect_verdicts(tpch_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Run the child once (one Connect session for all 22 queries) and return its verdicts."""
    out = tmp_path_factory.mktemp("spark-connect") / "verdicts.json"
    env = dict(os.environ)
    for key in ("SPARK_REMOTE", "SPARK_CONNECT_MODE_ENABLED", "SPARK_LOCAL_REMOTE", "SPARK_API_MODE"):
        env.pop(key, None)
    cmd = [sys.executable, "-m", "tests.test_spark_connect", "--data", str(tpch_dir), "--out", str(out)]
    try:
        proc = subprocess.run(
            cmd, cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=CHILD_TIMEOUT_S, check=False
        )
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"the Spark Connect child did not finish within {CHILD_TIMEOUT_S} s: {exc}")
    if proc.returncode != 0 or not out.exists():
        pytest.fail(
            f"the Spark Connect child failed (exit {proc.returncode}):\n{proc.stderr[-4000:]}", pytrace=False
        )
    verdicts: dict[str, Any] = json.loads(out.read_text())
    return verdicts


def test_child_ran_on_spark_connect(connect_verdicts: dict[str, Any]) -> None:
    """The parity run really used a Connect session (not a classic one picked up by ``getOrCreate``)."""
    session = connect_verdicts["_session"]
    assert session["class"] == "pyspark.sql.connect.session.SparkSession"
    assert session["mode"] == "connect"


@pytest.mark.parametrize("n", QUERIES, ids=lambda n: f"q{n:02d}")
def test_tpch_plan_on_spark_connect_matches_duckdb(n: int, connect_verdicts: dict[str, Any]) -> None:
    verdict = connect_verdicts[f"q{n:02d}"]
    if verdict["status"] != "pass":
        pytest.fail(
            f"q{n:02d} failed on Spark Connect at {verdict['stage']}: "
            f"{verdict['error']}: {verdict['message']}",
            pytrace=False,
        )


if __name__ == "__main__":
    sys.exit(main())
