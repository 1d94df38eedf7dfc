"""Spark Connect as a first-class target: the 22 DataFusion TPC-H plans against a real Connect server.

The module fixture starts a Spark Connect server process with ``start-connect-server.sh`` from the
PySpark install (on a free port, stopped at the end) and runs a child process that connects to it
(``sc://127.0.0.1:PORT``) and, for every third TPC-H plan (all 22 with ``SPARK_CONNECT_QUERIES=all``, the
slow lane):

* through the API (``SparkConsumer(connect_session, tables).to_dataframe(plan)``): output names equal the
  plan's root names and the DataFrame's types equal the plan's derived types;
* through the code of ``substrait-py run PLAN -t ... -o qNN.parquet`` on the same session: the written
  file holds DuckDB's answer on the same data (order checked where the query sorts).

One more test runs the command itself in its own process (``--remote sc://...``, ``-o``), and one checks
that a ``--remote`` where nothing listens fails within seconds.

Why a child process: a classic session and a Connect session cannot share one Python process (once a
Connect session is up, pyspark sets ``SPARK_CONNECT_MODE_ENABLED`` for the whole process and
``pyspark.sql.functions`` builds Connect columns). The child also runs standalone::

    .venv/bin/python -m tests.test_spark_connect --data .cache/tpch-0.01 [--remote sc://host:15002]
        [--mode classic] [--only 1,6]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import traceback
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

REPO_ROOT = Path(__file__).resolve().parent.parent
PLAN_DIR = REPO_ROOT / "conformance" / "producers" / "datafusion" / "tpch"
TABLES = ("lineitem", "orders", "customer", "part", "partsupp", "supplier", "nation", "region")
QUERIES = tuple(range(1, 23))
#: The queries the tests run: every third (q01, q04, ..., q22: joins, subqueries, aggregates, a view),
#: or all 22 with ``SPARK_CONNECT_QUERIES=all`` (the slow lane; the child run takes about 3 s a query).
RUN_QUERIES = QUERIES if os.environ.get("SPARK_CONNECT_QUERIES", "") == "all" else QUERIES[::3]
#: Wall-time limit of the child process (session start ~20 s plus 22 queries at scale 0.01).
CHILD_TIMEOUT_S = 900

pytestmark = [pytest.mark.spark, pytest.mark.slow]


# ------------------------------------------------------------------------------------------------ the child


def connect_session(url: str = "local[2]") -> SparkSession:
    """A Spark Connect session to ``url``: a server's ``sc://host:port``, or ``local[2]`` (a Connect
    server started inside this process's JVM, ~20 s, with the toolkit's settings). The client tries to
    set static settings again on the Connect session and warns that it cannot: those warnings are
    silenced."""
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    from pyspark.sql import SparkSession

    from spark_consumer.session import LOCAL_CONF

    builder = SparkSession.builder.remote(url).appName("substrait-py-connect-tests")
    if not url.startswith("sc://"):
        for key, value in LOCAL_CONF.items():
            builder = builder.config(key, value)
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Failed to set", category=UserWarning)
        return builder.getOrCreate()


def _classic_session() -> SparkSession:
    from spark_consumer.session import local_session

    return local_session(app_name="substrait-py-connect-parity-classic")


def run_query(
    spark: SparkSession, n: int, data_dir: Path, tables: dict[str, Any], out_dir: Path | None = None
) -> dict[str, Any]:
    """Run TPC-H plan ``n`` through ``SparkConsumer`` on ``spark`` and check it: the verdict as a dict
    (``status`` ``pass``/``fail``, ``stage`` where it failed, ``error`` type and ``message``, ``seconds``)."""
    import pyarrow.parquet as pq

    from conformance.reference import assert_tables_match, duckdb_answer, tpch_sorts
    from conformance.tpch import tpch_query
    from spark_consumer import cli_run
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
        if out_dir is None:
            stage = "execute"
            actual = df.toArrow()
        else:
            # the result once more, written by the command line's code on this session
            stage = "run -o"
            out = out_dir / f"q{n:02d}.parquet"
            args = [str(PLAN_DIR / f"q{n:02d}.substrait"), "-o", str(out)]
            for t in TABLES:
                args += ["-t", f"{t}={(data_dir / f'{t}.parquet').resolve()}"]
            cli_run.main(args, spark=spark)
            actual = pq.read_table(out)
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


def run_file_reads(spark: SparkSession) -> dict[str, Any]:
    """A parquet file (binary values that are not UTF-8, a date before 1582, a timestamp with a time zone)
    read by a plan's local files under the ``file-reads`` settings and Los Angeles time: the verdict as a
    dict, as :func:`run_query` gives it. The session's settings are restored afterwards."""
    import datetime

    import pyarrow as pa
    import pyarrow.parquet as pq

    from conformance.builders import PlanBuilder
    from conformance.session_settings import SETTINGS, SessionSettings
    from spark_consumer.consumer import SparkConsumer

    start = time.perf_counter()
    utc = datetime.timezone.utc
    rows = [
        (1, b"\x00\xff", datetime.date(1500, 3, 1), datetime.datetime(1500, 3, 1, 3, 30, tzinfo=utc)),
        (2, b"\xc3\x28", datetime.date(2024, 1, 2), datetime.datetime(2024, 1, 2, 23, 4, 5, tzinfo=utc)),
    ]
    types = [pa.int64(), pa.binary(), pa.date32(), pa.timestamp("us", tz="UTC")]
    columns = [("id", "i64?"), ("b", "binary?"), ("d", "date?"), ("tz", "precision_timestamp_tz?<6>")]
    try:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "t.parquet"
            arrays = [pa.array([r[i] for r in rows], t) for i, t in enumerate(types)]
            table = pa.table(dict(zip([n for n, _ in columns], arrays, strict=True)))
            pq.write_table(table, path)
            pb = PlanBuilder()
            plan = pb.plan(
                pb.local_files(columns, [pb.file_item(path.as_uri(), "parquet")]), [n for n, _ in columns]
            )
            settings = {**SETTINGS["file-reads"], **SETTINGS["tz-los-angeles"]}
            with SessionSettings(spark, settings):
                got = SparkConsumer(spark).to_dataframe(plan).toArrow().to_pylist()
        if [tuple(r.values()) for r in got] != rows:
            raise AssertionError(f"read {got}, wrote {rows}")
    except Exception as exc:
        return {
            "status": "fail",
            "stage": "files",
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
    parser.add_argument(
        "--remote", default="local[2]", help="Connect URL (default: a server inside this process)"
    )
    parser.add_argument("--only", default="", help="comma-separated query numbers (default all 22)")
    args = parser.parse_args(argv)
    queries = [int(q) for q in args.only.split(",") if q.strip()] or list(QUERIES)
    started = time.perf_counter()
    spark = connect_session(args.remote) if args.mode == "connect" else _classic_session()
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
        with tempfile.TemporaryDirectory() as out_dir:
            for n in queries:
                report[f"q{n:02d}"] = run_query(spark, n, args.data, tables, Path(out_dir))
        report["files"] = run_file_reads(spark)
    finally:
        spark.stop()
    report["_session"]["total_seconds"] = round(time.perf_counter() - started, 3)
    text = json.dumps(report, indent=1)
    if args.out is not None:
        args.out.write_text(text)
    else:
        print(text)
    return 0


# ------------------------------------------------------------------------------------------------ the tests


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def connect_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A Spark Connect server process started with ``sbin/start-connect-server.sh`` of the PySpark
    install, listening on a free loopback port; its URL. Stopped (and its process killed if need be)
    at the end."""
    import pyspark

    from conformance.pytest_support import TEST_JAVA_OPTIONS
    from spark_consumer.session import LOCAL_CONF

    home = Path(pyspark.__file__).resolve().parent
    run_dir = tmp_path_factory.mktemp("connect-server")
    port = _free_port()
    env = {
        **os.environ,
        "SPARK_HOME": str(home),
        "SPARK_LOG_DIR": str(run_dir),
        "SPARK_PID_DIR": str(run_dir),
        "SPARK_IDENT_STRING": f"substrait-py-tests-{port}",
        "SPARK_LOCAL_IP": "127.0.0.1",
    }
    conf = {
        **{k: v for k, v in LOCAL_CONF.items() if not k.startswith("spark.driver.extraJavaOptions")},
        "spark.connect.grpc.binding.address": "127.0.0.1",
        "spark.connect.grpc.binding.port": str(port),
        "spark.driver.extraJavaOptions": TEST_JAVA_OPTIONS,
    }
    cmd = [str(home / "sbin" / "start-connect-server.sh"), "--master", "local[2]"]
    for key, value in conf.items():
        cmd += ["--conf", f"{key}={value}"]
    subprocess.run(cmd, env=env, cwd=run_dir, capture_output=True, text=True, timeout=120, check=True)
    import socket

    deadline = time.monotonic() + 120
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                break
        except OSError:
            if time.monotonic() > deadline:
                logs = "".join(p.read_text(errors="replace")[-3000:] for p in run_dir.glob("*.out"))
                pytest.fail(f"the Connect server did not listen within 120 s:\n{logs}", pytrace=False)
            time.sleep(0.5)
    try:
        yield f"sc://127.0.0.1:{port}"
    finally:
        stop = home / "sbin" / "stop-connect-server.sh"
        subprocess.run([str(stop)], env=env, capture_output=True, timeout=120, check=False)
        for pid_file in run_dir.glob("*.pid"):
            with contextlib.suppress(ValueError, OSError):
                os.kill(int(pid_file.read_text().strip()), signal.SIGKILL)


@pytest.fixture(scope="module")
def connect_verdicts(
    tpch_dir: Path, connect_server: str, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Any]:
    """Run the child once against the server (one Connect session for the :data:`RUN_QUERIES`) and return
    its verdicts."""
    out = tmp_path_factory.mktemp("spark-connect") / "verdicts.json"
    env = dict(os.environ)
    for key in ("SPARK_REMOTE", "SPARK_CONNECT_MODE_ENABLED", "SPARK_LOCAL_REMOTE", "SPARK_API_MODE"):
        env.pop(key, None)
    cmd = [sys.executable, "-m", "tests.test_spark_connect", "--data", str(tpch_dir), "--out", str(out)]
    cmd += ["--remote", connect_server, "--only", ",".join(map(str, RUN_QUERIES))]
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
    if n not in RUN_QUERIES:
        pytest.skip("every third query runs: SPARK_CONNECT_QUERIES=all runs them all")
    verdict = connect_verdicts[f"q{n:02d}"]
    if verdict["status"] != "pass":
        pytest.fail(
            f"q{n:02d} failed on Spark Connect at {verdict['stage']}: "
            f"{verdict['error']}: {verdict['message']}",
            pytrace=False,
        )


def test_local_files_read_the_same_on_spark_connect(connect_verdicts: dict[str, Any]) -> None:
    """On Spark Connect too, a local parquet file gives exactly the values written to it under the
    settings that change what Spark infers and reads from a file (binary as strings, old dates rebased,
    timestamps without a time zone as instants, ...) and another time zone."""
    verdict = connect_verdicts["files"]
    if verdict["status"] != "pass":
        pytest.fail(f"{verdict['error']}: {verdict['message']}", pytrace=False)


def test_run_command_writes_over_spark_connect(connect_server: str, tpch_dir: Path, tmp_path: Path) -> None:
    """The command itself (its own process, its own Connect client): ``substrait-py run q01 --remote
    sc://... -o q01.parquet`` writes DuckDB's answer, says how many rows, and exits."""
    import pyarrow.parquet as pq

    from conformance.reference import assert_tables_match, duckdb_answer
    from conformance.tpch import tpch_query

    out = tmp_path / "q01.parquet"
    args = [str(PLAN_DIR / "q01.substrait"), "--remote", connect_server, "-o", str(out)]
    for t in ("lineitem",):
        args += ["-t", f"{t}={tpch_dir / f'{t}.parquet'}"]
    script = Path(sys.executable).parent / "substrait-py"
    proc = subprocess.run(
        [str(script), "run", *args], capture_output=True, text=True, timeout=300, check=False
    )
    assert proc.returncode == 0, proc.stderr
    expected = duckdb_answer(tpch_query(1), tpch_dir)
    assert proc.stderr.strip() == f"wrote {expected.num_rows} rows to {out}"
    assert_tables_match(pq.read_table(out), expected, ordered=True, check_names=False)


def test_unreachable_remote_fails_fast_and_the_process_exits(tmp_path: Path) -> None:
    """``--remote`` where nothing listens: one line, the binding exit code, well within 10 s, and the
    process ends (no retries at exit)."""
    script = Path(sys.executable).parent / "substrait-py"
    began = time.perf_counter()
    proc = subprocess.run(
        [str(script), "run", str(PLAN_DIR / "q06.substrait"), "--remote", f"sc://localhost:{_free_port()}"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    took = time.perf_counter() - began
    assert proc.returncode == 4, proc.stderr
    (line,) = proc.stderr.strip().splitlines()
    assert "cannot reach Spark Connect" in line
    assert took < 10, f"{took:.1f} s"


if __name__ == "__main__":
    sys.exit(main())
