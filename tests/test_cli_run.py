"""``substrait-py run``: subprocess runs of the installed console script (each JVM run costs 5-30 s, so
only two start Spark), and in-process runs of ``cli_run.main`` on the shared ``spark`` fixture.

Expected answers come from DuckDB running the TPC-H SQL on the same parquet files."""

from __future__ import annotations

import datetime
import io
import json
import os
import subprocess
import sys
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from substrait.plan_pb2 import Plan

from conformance.pytest_support import without_java
from conformance.reference import assert_tables_match, duckdb_answer
from conformance.tpch import tpch_query
from spark_consumer import cli_run
from substrait_py.errors import BindingError, ExecutionError, OutputError

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

REPO = Path(__file__).resolve().parent.parent
SCRIPT = Path(sys.executable).parent / "substrait-py"
PLANS = REPO / "conformance" / "producers" / "datafusion" / "tpch"
Q06 = PLANS / "q06.substrait"
Q01 = PLANS / "q01.substrait"


def run_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(SCRIPT), "run", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=300,
        check=False,
        env=env,
    )


def table_args(tpch_dir: Path) -> list[str]:
    args: list[str] = []
    for f in sorted(tpch_dir.glob("*.parquet")):
        args += ["--table", f"{f.stem}={f}"]
    return args


def assert_quiet(stderr: str) -> None:
    """No Spark/JVM noise and no traceback reached the user's terminal."""
    for noise in ("WARN", "Traceback", "log4j", "Setting default log level", "py4j"):
        assert noise not in stderr, f"{noise!r} on stderr:\n{stderr}"


# ------------------------------------------------------------------ subprocess: the real command


@pytest.mark.spark
@pytest.mark.slow
def test_q06_prints_duckdbs_answer_quietly(tpch_dir: Path) -> None:
    expected = duckdb_answer(tpch_query(6), tpch_dir)
    (value,) = expected.column("revenue").to_pylist()
    proc = run_cli(str(Q06), *table_args(tpch_dir))
    assert proc.returncode == 0, proc.stderr
    assert_quiet(proc.stderr)
    assert proc.stderr.strip() == ""
    assert "revenue" in proc.stdout
    assert str(value) in proc.stdout.split()
    assert "(1 row)" in proc.stdout


def test_missing_tables_are_all_named_before_spark_starts(tmp_path: Path) -> None:
    """Q03 reads customer, orders and lineitem: with only orders bound, the two others are named in one
    line with the --table hint, before any JVM starts (there is no Java to start one)."""
    q03 = PLANS / "q03.substrait"
    orders = tmp_path / "orders.parquet"
    orders.write_bytes(b"")  # bound, never read: nothing starts
    proc = run_cli(str(q03), "--table", f"orders={orders}", env=without_java())
    assert proc.returncode == BindingError.exit_code == 4, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert "2 tables not found: customer, lineitem" in lines[0] and "--table NAME=PATH" in lines[0]
    assert_quiet(proc.stderr)
    assert proc.stdout == ""


def test_invalid_plan_fails_before_spark_starts(tmp_path: Path) -> None:
    """A plan the validator rejects (a field reference out of range) is refused with its code and path,
    before any JVM starts (there is no Java to start one)."""
    plan = Plan()
    root = plan.relations.add().root
    root.names.append("x")
    project = root.input.project
    read = project.input.read
    read.named_table.names.append("t")
    read.base_schema.names.append("a")
    read.base_schema.struct.types.add().i64.nullability = 1
    project.expressions.add().selection.direct_reference.struct_field.field = 5
    path = tmp_path / "bad.substrait"
    path.write_bytes(plan.SerializeToString())
    proc = run_cli(str(path), env=without_java())
    assert proc.returncode == 1, proc.stderr
    (line,) = proc.stderr.strip().splitlines()
    assert "relations[0].root.input.project.expressions[0]" in line


def test_missing_file_exits_4_before_spark(tmp_path: Path) -> None:
    missing = tmp_path / "nope" / "lineitem.parquet"
    proc = run_cli(str(Q06), "--table", f"lineitem={missing}")
    assert proc.returncode == 4, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and str(missing) in lines[0] and "lineitem" in lines[0]
    assert_quiet(proc.stderr)


def test_garbage_plan_exits_2(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.substrait"
    garbage.write_bytes(b"\xff\xfe this is not a plan \x07\x00\x13")
    proc = run_cli(str(garbage))
    assert proc.returncode == 2, proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    assert "Traceback" not in proc.stderr


# ------------------------------------------------------------------ argument parsing (no Spark)


def test_table_names_dotted_and_format_by_suffix(tmp_path: Path) -> None:
    f = tmp_path / "Orders.CSV"
    f.write_text("a\n1\n")
    src = cli_run.parse_table(f"sales.Orders={f}")
    assert src.parts == ("sales", "Orders")
    assert src.fmt == "csv"
    folder = tmp_path / "parts"
    folder.mkdir()
    (folder / "part-0.parquet").write_bytes(b"")
    (folder / "_SUCCESS").write_bytes(b"")
    assert cli_run.parse_table(f"t={folder}").fmt == "parquet"
    unknown = tmp_path / "orders.xlsx"
    unknown.write_bytes(b"")
    with pytest.raises(BindingError, match="cannot tell the format"):
        cli_run.parse_table(f"t={unknown}")


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (
        [str(Q06), "--output", "result.txt"],
        [str(Q06), "--limit", "-1"],
        [str(Q06), "--table", "lineitem"],
        [str(Q06), "--master", "local[1]", "--remote", "sc://localhost"],
    ):
        with pytest.raises(SystemExit) as exc:
            cli_run.main(argv)
        assert exc.value.code == 2, argv
        assert len(capsys.readouterr().err.strip().splitlines()) == 1, argv


@pytest.mark.parametrize("kind", ["missing-folder", "folder", "symlink", "fifo"])
def test_bad_output_exits_2_before_spark_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    def no_spark(*args: object, **kwargs: object) -> None:
        raise AssertionError("Spark was started")

    monkeypatch.setattr("spark_consumer.session.session_for", no_spark)
    out = tmp_path / "result.parquet"
    if kind == "missing-folder":
        out = tmp_path / "missing" / "result.parquet"
    elif kind == "folder":
        out.mkdir()
    elif kind == "symlink":
        (tmp_path / "target.parquet").write_bytes(b"keep")
        out.symlink_to(tmp_path / "target.parquet")
    else:
        os.mkfifo(out)
    with pytest.raises(OutputError) as exc:
        cli_run.main([str(Q06), "-o", str(out)])
    assert exc.value.exit_code == 2
    assert str(out) in exc.value.one_line()
    if kind == "symlink":
        assert out.is_symlink() and (tmp_path / "target.parquet").read_bytes() == b"keep"


def test_missing_output_folder_is_one_line_exit_2() -> None:
    proc = run_cli(str(Q06), "-o", "/missing/dir/x.parquet")
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "/missing" in lines[0] and "does not exist" in lines[0]
    assert_quiet(proc.stderr)


# ------------------------------------------------------------------ printing (no Spark)


def test_temporal_and_nested_columns_are_collected_as_spark_text() -> None:
    from pyspark.sql import types as T

    schema = T.StructType(
        [
            T.StructField("i", T.IntegerType()),
            T.StructField("d", T.DateType()),
            T.StructField("ts", T.TimestampType()),
            T.StructField("ntz", T.TimestampNTZType()),
            T.StructField("s", T.StringType()),
            T.StructField("dates", T.ArrayType(T.DateType())),
            T.StructField(
                "m", T.MapType(T.StringType(), T.StructType([T.StructField("t", T.TimestampType())]))
            ),
            T.StructField("nums", T.ArrayType(T.DecimalType(10, 2))),
            T.StructField("span", T.YearMonthIntervalType()),
        ]
    )
    assert cli_run.text_columns(schema) == [False, True, True, True, False, True, True, True, True]


def _console() -> tuple[Any, io.StringIO]:
    from rich.console import Console

    buf = io.StringIO()
    return Console(file=buf, width=200, soft_wrap=False), buf


def test_rows_print_from_the_schema_alone() -> None:
    from pyspark.sql import Row
    from pyspark.sql import types as T

    schema = T.StructType([T.StructField("d", T.DateType()), T.StructField("n", T.LongType())])
    console, buf = _console()
    cli_run.print_table(console, schema, 5, [Row(d="+10000-01-01", n=1), Row(d=None, n=2)])
    out = buf.getvalue()
    assert "+10000-01-01" in out and "NULL" in out and "(2 rows)" in out


def test_a_failure_while_printing_is_not_spark_failing(monkeypatch: pytest.MonkeyPatch) -> None:
    from pyspark.sql import types as T
    from rich.console import Console

    class Full(io.StringIO):
        def __init__(self, error: OSError) -> None:
            super().__init__()
            self.error = error

        def write(self, text: str) -> int:
            raise self.error

    schema = T.StructType([T.StructField("n", T.LongType())])
    full = Console(file=Full(OSError(28, "No space left on device")))
    with pytest.raises(OutputError, match="No space left on device") as exc:
        cli_run._print_result(full, schema, 5, [(1,)])
    assert exc.value.exit_code == 2
    redirected: list[int] = []
    monkeypatch.setattr(os, "dup2", lambda fd, fd2: redirected.append(fd2))
    closed = Console(file=Full(BrokenPipeError(32, "Broken pipe")))
    with pytest.raises(SystemExit) as stop:
        cli_run._print_result(closed, schema, 5, [(1,)])
    assert stop.value.code == 1  # quietly, as rich ends on a closed pipe
    assert redirected == [sys.stdout.fileno()]


# ------------------------------------------------------------------ in process, on the shared session


@pytest.mark.spark
def test_output_parquet_equals_duckdb(spark: SparkSession, tpch_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "q01.parquet"
    cli_run.main([str(Q01), *table_args(tpch_dir), "--output", str(out)], spark=spark)
    assert out.is_file()
    assert [p.name for p in tmp_path.iterdir()] == ["q01.parquet"]  # no temporary folder left
    assert_tables_match(pq.read_table(out), duckdb_answer(tpch_query(1), tpch_dir), ordered=True)


@pytest.mark.spark
def test_limit_shows_first_rows_and_says_more_exist(
    spark: SparkSession, tpch_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    expected = duckdb_answer(tpch_query(1), tpch_dir)  # 4 rows, ordered by returnflag, linestatus
    assert expected.num_rows > 2
    cli_run.main([str(Q01), *table_args(tpch_dir), "--limit", "2"], spark=spark)
    out = capsys.readouterr().out
    flags = expected.column("l_returnflag").to_pylist()
    lines = out.splitlines()
    body = [ln.split()[0] for ln in lines if ln.split() and ln.split()[0] in set(flags)]
    assert body == flags[:2]
    assert "first 2 rows shown; more exist" in out


@pytest.mark.spark
def test_csv_input_cast_to_plan_types_and_failed_write_keeps_old_output(
    spark: SparkSession, tpch_dir: Path, tmp_path: Path
) -> None:
    import duckdb

    good = tmp_path / "lineitem.csv"
    bad = tmp_path / "bad_lineitem.csv"
    src = str(tpch_dir / "lineitem.parquet")
    duckdb.sql(f"COPY (SELECT * FROM read_parquet('{src}')) TO '{good}' (HEADER)")
    duckdb.sql(
        f"COPY (SELECT * REPLACE (CAST(l_shipdate AS VARCHAR) || 'x' AS l_shipdate) "
        f"FROM read_parquet('{src}') LIMIT 10) TO '{bad}' (HEADER)"
    )
    out = tmp_path / "q06.csv"
    cli_run.main([str(Q06), "--table", f"lineitem={good}", "-o", str(out)], spark=spark)
    (expected,) = duckdb_answer(tpch_query(6), tpch_dir).column("revenue").to_pylist()
    lines = out.read_text().splitlines()
    assert lines[0] == "revenue"
    assert Decimal(lines[1]) == expected
    before = out.read_bytes()
    # 'YYYY-MM-DDx' is not a date: the cast to the plan's date type fails while Spark writes.
    with pytest.raises(ExecutionError, match="Spark failed"):
        cli_run.main([str(Q06), "--table", f"lineitem={bad}", "-o", str(out)], spark=spark)
    assert out.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad_lineitem.csv", "lineitem.csv", "q06.csv"]


@pytest.mark.spark
def test_dates_and_timestamps_beyond_year_9999_print(
    spark: SparkSession, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Spark holds year 10000; Python's datetime does not. The values print as Spark writes them."""

    from substrait_py.values import days_from_civil

    day = days_from_civil(10_000, 6, 15)
    micros = (day * 86_400 + 12 * 3600) * 1_000_000  # 10000-06-15 12:00 UTC: that day in any zone
    # past the year 33,658 an instant's microseconds no longer fit the seconds of make_dt_interval
    far = days_from_civil(40_000, 1, 1)
    data = tmp_path / "t.parquet"
    pq.write_table(
        pa.table(
            {
                "d": pa.array([day, 0, far], pa.date32()),
                "ts": pa.array([micros, 0, far * 86_400_000_000], pa.timestamp("us", tz="UTC")),
            }
        ),
        data,
    )
    plan = Plan()
    root = plan.relations.add().root
    root.names.extend(["d", "ts"])
    read = root.input.read
    read.named_table.names.append("t")
    read.base_schema.names.extend(["d", "ts"])
    read.base_schema.struct.types.add().date.nullability = 1
    ts = read.base_schema.struct.types.add().precision_timestamp_tz
    ts.precision, ts.nullability = 6, 1
    plan_file = tmp_path / "p.substrait"
    plan_file.write_bytes(plan.SerializeToString())
    cli_run.main([str(plan_file), "--table", f"t={data}"], spark=spark)
    out = capsys.readouterr().out
    assert "+10000-06-15" in out.split("\n", 2)[2]  # the first row
    assert out.count("+10000-06-15") == 2  # the date and the timestamp
    assert out.count("+40000-01-01") == 2
    assert "1970-01-01" in out
    assert "(3 rows)" in out


def test_allow_path_confines_the_files_a_plan_reads(
    spark: SparkSession, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """run --allow-path DIR: a plan's local_files read outside DIR is a binding error naming the read;
    inside DIR it runs."""
    inside, outside = tmp_path / "in", tmp_path / "out"
    inside.mkdir()
    outside.mkdir()
    for folder, values in ((inside, [1, 2]), (outside, [7])):
        pq.write_table(pa.table({"v": pa.array(values, pa.int64())}), folder / "t.parquet")

    def plan_file(folder: Path) -> str:
        plan = Plan()
        root = plan.relations.add().root
        root.names.append("v")
        read = root.input.read
        read.base_schema.names.append("v")
        read.base_schema.struct.types.add().i64.nullability = 2
        item = read.local_files.items.add()
        item.uri_file = (folder / "t.parquet").as_uri()
        item.parquet.SetInParent()
        path = tmp_path / f"{folder.name}.substrait"
        path.write_bytes(plan.SerializeToString())
        return str(path)

    cli_run.main([plan_file(inside), "--allow-path", str(inside)], spark=spark)
    assert "(2 rows)" in capsys.readouterr().out
    with pytest.raises(BindingError, match=r"local_files\.items\[0\].*outside the allowed folders"):
        cli_run.main([plan_file(outside), "--allow-path", str(inside)], spark=spark)


def _nested_plan(tmp_path: Path) -> tuple[str, str]:
    """A plan reading t(id i64, info struct<city string, n i32>, tags list<string>) and its data."""
    data = tmp_path / "t.parquet"
    pq.write_table(
        pa.table(
            {
                "id": pa.array([1, 2], pa.int64()),
                "info": pa.array(
                    [{"city": "Oslo", "n": 1}, {"city": 'Say "hi", Bergen', "n": 2}],
                    pa.struct([("city", pa.string()), ("n", pa.int32())]),
                ),
                "tags": pa.array([["a", "b"], []], pa.list_(pa.string())),
            }
        ),
        data,
    )
    plan = Plan()
    root = plan.relations.add().root
    root.names.extend(["id", "info", "city", "n", "tags"])
    read = root.input.read
    read.named_table.names.append("t")
    read.base_schema.names.extend(["id", "info", "city", "n", "tags"])
    types = read.base_schema.struct.types
    types.add().i64.nullability = 1
    info = types.add().struct
    info.nullability = 1
    info.types.add().string.nullability = 1
    info.types.add().i32.nullability = 1
    tags = types.add().list
    tags.nullability = 1
    tags.type.string.nullability = 1
    path = tmp_path / "nested.substrait"
    path.write_bytes(plan.SerializeToString())
    return str(path), f"t={data}"


@pytest.mark.spark
def test_nested_values_print_as_spark_shows_them(
    spark: SparkSession, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan, table = _nested_plan(tmp_path)
    cli_run.main([plan, "--table", table], spark=spark)
    out = capsys.readouterr().out
    shown = spark.read.parquet(table.split("=", 1)[1]).orderBy("id").collect()
    assert "Row(" not in out
    assert "{Oslo, 1}" in out and "[a, b]" in out
    assert len(shown) == 2


@pytest.mark.spark
@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_output_to_standard_output(
    spark: SparkSession, tmp_path: Path, capsys: pytest.CaptureFixture[str], fmt: str
) -> None:
    """-o - writes the whole result to standard output as CSV (header first) or JSON lines, read back
    here by Python's own csv and json modules."""
    import csv
    import json

    plan, table = _nested_plan(tmp_path)
    cli_run.main([plan, "--table", table, "-o", "-", "--to", fmt], spark=spark)
    out = capsys.readouterr().out
    if fmt == "json":
        rows = [json.loads(line) for line in out.splitlines()]
        assert sorted(r["id"] for r in rows) == [1, 2]
        second = next(r for r in rows if r["id"] == 2)
        assert second["info"] == {"city": 'Say "hi", Bergen', "n": 2} and second["tags"] == []
    else:
        records = list(csv.reader(io.StringIO(out), escapechar="\\"))
        assert records[0] == ["id", "info", "tags"]
        assert sorted(r[0] for r in records[1:]) == ["1", "2"]
        assert len(records) == 3


@pytest.mark.spark
def test_a_written_output_reports_its_row_count(
    spark: SparkSession, tpch_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "q01.csv"
    cli_run.main([str(Q01), *table_args(tpch_dir), "-o", str(out)], spark=spark)
    expected = duckdb_answer(tpch_query(1), tpch_dir).num_rows
    assert f"wrote {expected} rows to {out}" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--conf", "nonsense"], "KEY=VALUE"),
        (["--to", "json"], "--output -"),
        (["-o", "x.csv", "--to", "csv"], "--output -"),
    ],
)
def test_conf_and_to_usage_errors(args: list[str], message: str) -> None:
    with pytest.raises(cli_run.UsageError, match=message):
        cli_run.parse_args([str(Q06), *args])


def test_conf_reaches_the_options() -> None:
    options = cli_run.parse_args([str(Q06), "--conf", "spark.sql.shuffle.partitions=7", "--conf", "a=b=c"])
    assert options.conf == {"spark.sql.shuffle.partitions": "7", "a": "b=c"}


@pytest.mark.spark
def test_a_year_month_interval_prints(
    spark: SparkSession, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # PySpark cannot collect a year-month interval as a Python object; the CLI prints Spark's text of it
    plan = {
        "version": {"minorNumber": 75, "producer": "probe"},
        "relations": [
            {
                "root": {
                    "input": {
                        "project": {
                            "common": {"emit": {"outputMapping": [0]}},
                            "input": {
                                "read": {
                                    "baseSchema": {"struct": {"nullability": "NULLABILITY_REQUIRED"}},
                                    "virtualTable": {"expressions": [{}]},
                                }
                            },
                            "expressions": [{"literal": {"intervalYearToMonth": {"years": 3, "months": 2}}}],
                        }
                    },
                    "names": ["span"],
                }
            }
        ],
    }
    path = tmp_path / "interval.json"
    path.write_text(json.dumps(plan))
    cli_run.main([str(path)], spark=spark)
    out = capsys.readouterr().out
    assert "3-2" in out and "YEAR TO MONTH" in out and "(1 row)" in out


@pytest.mark.spark
@pytest.mark.parametrize("output", ["-", "rows.json"])
def test_json_output_writes_nulls(
    spark: SparkSession, tmp_path: Path, capsys: pytest.CaptureFixture[str], output: str
) -> None:
    """Every row of JSON output names every column, null or not (as CSV has a cell for each), whatever
    ``spark.sql.jsonGenerator.ignoreNullFields`` says on the session: Spark's JSON leaves null fields out,
    so a column null in every row was not in the output at all."""
    from conformance.builders import PlanBuilder
    from conformance.session_settings import SessionSettings

    pb = PlanBuilder()
    rows = [(1, None, None), (None, "x", None)]
    table = pb.virtual_table([("a", "i32?"), ("s", "string?"), ("n", "i64?")], rows)
    plan_path = tmp_path / "nulls.substrait"
    plan_path.write_bytes(pb.plan(table, ["a", "s", "n"]).SerializeToString())
    target = output if output == "-" else str(tmp_path / output)
    with SessionSettings(spark, {"spark.sql.jsonGenerator.ignoreNullFields": "true"}):
        cli_run.main(
            [str(plan_path), "-o", target, *(["--to", "json"] if output == "-" else [])], spark=spark
        )
    out = capsys.readouterr().out
    if output == "-":
        lines = out.splitlines()
    else:
        files = (
            [tmp_path / output]
            if (tmp_path / output).is_file()
            else sorted((tmp_path / output).glob("*.json"))
        )
        lines = [line for f in files for line in f.read_text().splitlines()]
    got = [json.loads(line) for line in lines]
    assert sorted(got, key=lambda r: (r["a"] is None, r["a"] or 0)) == [
        {"a": a, "s": s, "n": n} for a, s, n in rows
    ]


@pytest.mark.spark
def test_parquet_output_holds_instants_every_reader_reads(spark: SparkSession, tmp_path: Path) -> None:
    """Instants go to a parquet file as microseconds since the epoch adjusted to UTC, the type other
    readers take as it is: Spark's default, the deprecated INT96, is read by pyarrow as nanoseconds,
    which wrapped the year 1000 to 2169."""
    import datetime

    from conformance.builders import PlanBuilder

    utc = datetime.timezone.utc
    instants = [
        datetime.datetime(1000, 1, 1, 12, tzinfo=utc),
        datetime.datetime(2024, 3, 10, 9, 30, tzinfo=utc),
    ]
    pb = PlanBuilder()
    table = pb.virtual_table([("t", "precision_timestamp_tz<6>")], [(i,) for i in instants])
    plan_path = tmp_path / "instants.substrait"
    plan_path.write_bytes(pb.plan(table, ["t"]).SerializeToString())
    target = tmp_path / "instants.parquet"
    cli_run.main([str(plan_path), "-o", str(target)], spark=spark)
    written = pq.read_table(target)
    assert written.schema.field("t").type == pa.timestamp("us", tz="UTC")
    assert sorted(written.column("t").to_pylist()) == instants


_MICROS_TIMESTAMPS = [
    (
        datetime.datetime(2024, 1, 1, 12, 0, 0, 123456),
        datetime.datetime(2024, 1, 1, 12, 0, 0, 654321, tzinfo=datetime.timezone.utc),
        datetime.date(2024, 1, 1),
    ),
    (
        datetime.datetime(1000, 1, 1, 0, 0, 1),
        datetime.datetime(1500, 7, 1, 23, 59, 59, 999999, tzinfo=datetime.timezone.utc),
        datetime.date(1000, 1, 1),
    ),
]


@pytest.mark.spark
@pytest.mark.parametrize("fmt", ["csv", "json"])
@pytest.mark.parametrize("to_file", [False, True], ids=["stdout", "file"])
def test_text_output_keeps_every_microsecond_whatever_the_session_says(
    spark: SparkSession, tmp_path: Path, capsys: pytest.CaptureFixture[str], fmt: str, to_file: bool
) -> None:
    """CSV and JSON output hold timestamps to the microsecond, an instant with its offset, and dates
    before 1582 as they are, with every non-default session setting on (another time zone, the legacy
    datetime formatter): Spark's default format wrote milliseconds (12:00:00.123456 came out as
    12:00:00.123) and instants in the session's zone (with Los Angeles' offset of 1500, -07:52:58)."""
    import csv

    from conformance.builders import PlanBuilder
    from conformance.session_settings import COMBINED, SessionSettings

    pb = PlanBuilder()
    schema = [("ts", "precision_timestamp<6>"), ("tz", "precision_timestamp_tz<6>"), ("d", "date")]
    table = pb.virtual_table(schema, _MICROS_TIMESTAMPS)
    plan_path = tmp_path / "times.substrait"
    plan_path.write_bytes(pb.plan(table, ["ts", "tz", "d"]).SerializeToString())
    target = tmp_path / f"times.{fmt}"
    args = ["-o", str(target)] if to_file else ["-o", "-", "--to", fmt]
    with SessionSettings(spark, COMBINED):
        before = str(spark.conf.get("spark.sql.legacy.timeParserPolicy"))
        cli_run.main([str(plan_path), *args], spark=spark)
        assert str(spark.conf.get("spark.sql.legacy.timeParserPolicy")) == before
    text = target.read_text() if to_file else capsys.readouterr().out
    if fmt == "json":
        records = [json.loads(line) for line in text.splitlines()]
    else:
        records = list(csv.DictReader(io.StringIO(text)))
    got = sorted(
        (
            datetime.datetime.fromisoformat(r["ts"]),
            datetime.datetime.fromisoformat(r["tz"]),
            datetime.date.fromisoformat(r["d"]),
        )
        for r in records
    )
    assert got == sorted(_MICROS_TIMESTAMPS)
    for r in records:
        assert datetime.datetime.fromisoformat(r["tz"]).utcoffset() == datetime.timedelta(0), r["tz"]


@pytest.mark.spark
def test_printed_instants_are_in_utc_whatever_the_session_zone(
    spark: SparkSession, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The printed table shows an instant as its UTC time marked ``Z``: Spark's text of it is a wall time
    in the session's zone without an offset (12:00Z showed as 04:00 in a Los Angeles session)."""
    from conformance.builders import PlanBuilder
    from conformance.session_settings import SessionSettings

    pb = PlanBuilder()
    instants = [
        datetime.datetime(2024, 1, 1, 12, 0, 0, 654321, tzinfo=datetime.timezone.utc),
        datetime.datetime(1500, 7, 1, 23, 59, 59, tzinfo=datetime.timezone.utc),
    ]
    table = pb.virtual_table([("id", "i32"), ("tz", "precision_timestamp_tz<6>")], list(enumerate(instants)))
    plan_path = tmp_path / "instants.substrait"
    plan_path.write_bytes(pb.plan(table, ["id", "tz"]).SerializeToString())
    with SessionSettings(spark, {"spark.sql.session.timeZone": "America/Los_Angeles"}):
        cli_run.main([str(plan_path)], spark=spark)
    lines = capsys.readouterr().out.splitlines()
    shown = {}
    for line in lines:
        cells = line.split()
        if len(cells) == 3 and cells[0].isdigit():
            shown[int(cells[0])] = datetime.datetime.fromisoformat(f"{cells[1]}T{cells[2]}")
    assert shown == dict(enumerate(instants))


#: (id, struct(instant, n), list of instants, map of instants) rows: instants inside values
_NESTED_INSTANTS = [
    (
        1,
        (datetime.datetime(2024, 1, 1, 12, 0, 0, 654321, tzinfo=datetime.timezone.utc), 1),
        [datetime.datetime(1500, 7, 1, 23, 59, 59, tzinfo=datetime.timezone.utc)],
        [("k", datetime.datetime(2024, 11, 3, 8, 30, tzinfo=datetime.timezone.utc))],
    ),
    (2, None, [], []),
]


def _nested_instants_plan(tmp_path: Path) -> Path:
    """A plan of :data:`_NESTED_INSTANTS`; the struct's two fields are both named ``at``."""
    from conformance.builders import PlanBuilder

    pb = PlanBuilder()
    schema = [
        ("id", "i32"),
        ("s", "struct?<precision_timestamp_tz<6>, i32>"),
        ("l", "list<precision_timestamp_tz<6>>"),
        ("m", "map<string, precision_timestamp_tz<6>>"),
    ]
    table = pb.virtual_table(schema, _NESTED_INSTANTS)
    plan = pb.plan(table, ["id", "s", "l", "m"])
    names = plan.relations[-1].root.names
    assert len(names) == 6  # id, s, its two fields, l, m
    names[2] = names[3] = "at"
    path = tmp_path / "nested-instants.substrait"
    path.write_bytes(plan.SerializeToString())
    return path


def _utc_text(t: datetime.datetime) -> str:
    """An instant as Spark's text of its UTC wall time, marked ``Z`` (no fraction when it has none)."""
    return t.astimezone(datetime.timezone.utc).replace(tzinfo=None).isoformat(sep=" ") + "Z"


@pytest.mark.spark
@pytest.mark.parametrize("output", [None, "-", "out.csv"], ids=["printed", "csv", "csv-file"])
def test_nested_instants_are_in_utc_whatever_the_session_zone(
    spark: SparkSession, tmp_path: Path, capsys: pytest.CaptureFixture[str], output: str | None
) -> None:
    """Instants inside structs, lists and maps are shown (and written to CSV) as their UTC times marked
    ``Z``, as top-level ones are: Spark's text of a struct writes them in the session's zone (12:00Z was
    04:00 in Los Angeles). A null struct stays null, and fields of the same name keep their values. A
    CSV file holds them as standard output does (Spark's CSV writer refused structs, lists and maps)."""
    import csv

    from conformance.session_settings import SessionSettings

    plan = _nested_instants_plan(tmp_path)
    target = tmp_path / "out.csv"
    args = {None: [], "-": ["-o", "-", "--to", "csv"]}.get(output, ["-o", str(target)])
    with SessionSettings(spark, {"spark.sql.session.timeZone": "America/Los_Angeles"}):
        cli_run.main([str(plan), *args], spark=spark)
    out = target.read_text() if output == "out.csv" else capsys.readouterr().out
    (_, (at, n), [listed], [(key, mapped)]) = _NESTED_INSTANTS[0]
    want = [f"{{{_utc_text(at)}, {n}}}", f"[{_utc_text(listed)}]", f"{{{key} -> {_utc_text(mapped)}}}"]
    if output is None:
        for text in want:
            assert text in out
        assert "NULL" in out and "[]" in out
    else:
        records = list(csv.reader(io.StringIO(out), escapechar="\\"))
        assert records[0] == ["id", "s", "l", "m"]
        assert sorted(records[1:]) == [["1", *want], ["2", "", "[]", "{}"]]


def _named_plan(tmp_path: Path, names: list[str]) -> Path:
    """A plan of two rows of (i32, string) whose root names are ``names``."""
    from conformance.builders import PlanBuilder

    pb = PlanBuilder()
    table = pb.virtual_table([("a", "i32"), ("b", "string?")], [(1, "x"), (2, None)])
    path = tmp_path / "named.substrait"
    path.write_bytes(pb.plan(table, names).SerializeToString())
    return path


@pytest.mark.spark
@pytest.mark.parametrize("suffix", [".parquet", ".json"])
def test_names_differing_in_case_are_written_whatever_the_session_says(
    spark: SparkSession, tmp_path: Path, suffix: str
) -> None:
    """Columns ``a`` and ``A`` are two names in parquet and JSON: Spark refused to write them unless the
    session was case-sensitive (it is not by default), so the output depended on the session."""
    plan = _named_plan(tmp_path, ["a", "A"])
    target = tmp_path / f"out{suffix}"
    before = spark.conf.get("spark.sql.caseSensitive")
    cli_run.main([str(plan), "-o", str(target)], spark=spark)
    assert spark.conf.get("spark.sql.caseSensitive") == before
    if suffix == ".parquet":
        rows = pq.read_table(target).to_pylist()
    else:
        rows = [json.loads(line) for line in target.read_text().splitlines()]
    assert sorted(rows, key=lambda r: r["a"]) == [{"a": 1, "A": "x"}, {"a": 2, "A": None}]


@pytest.mark.spark
@pytest.mark.parametrize("output", ["out.parquet", "out.json", "-"])
def test_repeated_names_are_refused_where_values_are_stored_by_name(
    spark: SparkSession, tmp_path: Path, output: str
) -> None:
    """Two columns named ``a`` cannot both be a parquet column or a JSON key (standard output's JSON wrote
    an object with ``a`` twice; the files failed as "Spark failed"): refused before the query runs, with
    the name and the outputs that hold it. CSV and the printed table keep both."""
    import csv

    plan = _named_plan(tmp_path, ["a", "a"])
    args = ["-o", "-", "--to", "json"] if output == "-" else ["-o", str(tmp_path / output)]
    with pytest.raises(OutputError, match=r"two columns named 'a'.*CSV") as raised:
        cli_run.main([str(plan), *args], spark=spark)
    assert raised.value.exit_code == 2
    assert not (tmp_path / output).exists()
    cli_run.main([str(plan), "-o", str(tmp_path / "out.csv")], spark=spark)
    assert next(csv.reader(io.StringIO((tmp_path / "out.csv").read_text()))) == ["a", "a"]


@pytest.mark.spark
def test_repeated_field_names_of_a_struct_are_refused_in_json(spark: SparkSession, tmp_path: Path) -> None:
    plan = _nested_instants_plan(tmp_path)  # struct s holds two fields named at
    with pytest.raises(OutputError, match=r"the struct 's' has two fields named 'at'"):
        cli_run.main([str(plan), "-o", str(tmp_path / "out.json")], spark=spark)
