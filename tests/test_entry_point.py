"""The one import for Spark users (``substrait_py.spark``), its session helper, and tables given as
file paths."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from conformance.reference import assert_tables_match, duckdb_answer
from conformance.tpch import tpch_query
from substrait_py.errors import BindingError
from tests._consumer_support import plan_reading

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

REPO = Path(__file__).resolve().parent.parent
PLANS = REPO / "conformance" / "producers" / "datafusion" / "tpch"


def test_one_import_gives_the_consumer_the_producer_and_the_session() -> None:
    import spark_consumer.consumer
    import spark_consumer.producer
    import spark_consumer.session
    from substrait_py.spark import SparkConsumer, load_plan, session, to_substrait

    # the old import paths keep working and name the same objects
    assert SparkConsumer is spark_consumer.consumer.SparkConsumer
    assert to_substrait is spark_consumer.producer.to_substrait
    assert callable(session) and callable(load_plan)
    import inspect

    # the session helper has the command line's default: every core
    assert inspect.signature(spark_consumer.session.local_session).parameters["master"].default == "local[*]"


@pytest.mark.spark
def test_session_returns_the_running_session(spark: SparkSession) -> None:
    from substrait_py.spark import session

    assert session() is spark


@pytest.mark.spark
def test_tables_given_as_paths(spark: SparkSession, tpch_dir: Path) -> None:
    """tables= maps names to parquet files: TPC-H q06 (a DataFusion plan) gives DuckDB's answer."""
    from substrait_py.spark import SparkConsumer

    tables = {f.stem: f for f in tpch_dir.glob("*.parquet")}
    tables["lineitem"] = str(tables["lineitem"])  # str and Path alike
    df = SparkConsumer(spark, tables).to_dataframe(PLANS / "q06.substrait")
    assert_tables_match(df.toArrow(), duckdb_answer(tpch_query(6), tpch_dir), ordered=True)


@pytest.mark.spark
def test_csv_path_values_are_cast_to_the_declared_types(spark: SparkSession, tmp_path: Path) -> None:
    from substrait_py.spark import SparkConsumer

    csv = tmp_path / "cities.csv"
    csv.write_text("id,city\n1,Oslo\n22,Bergen\n")
    df = SparkConsumer(spark, {"cities": csv}).to_dataframe(plan_reading("cities"))
    assert [tuple(r) for r in df.orderBy("id").collect()] == [(1, "Oslo"), (22, "Bergen")]
    assert df.schema["id"].dataType.simpleString() == "bigint"


def test_missing_file_or_unknown_format_is_a_binding_error_at_once(tmp_path: Path) -> None:
    from substrait_py.spark import SparkConsumer

    with pytest.raises(BindingError, match="not found"):
        SparkConsumer(None, {"t": tmp_path / "absent.parquet"})
    odd = tmp_path / "t.xlsx"
    odd.write_text("x")
    with pytest.raises(BindingError, match="cannot tell the format"):
        SparkConsumer(None, {"t": odd})


def test_parquet_path_translates_without_spark(tmp_path: Path) -> None:
    from substrait_py.spark import SparkConsumer

    path = tmp_path / "cities.parquet"
    pq.write_table(pa.table({"id": pa.array([1], pa.int64()), "city": ["Oslo"]}), path)
    sql = SparkConsumer(None, {"cities": path}).translate(plan_reading("cities")).sql
    assert "SELECT" in str(sql)
    bad = tmp_path / "cities2.parquet"
    pq.write_table(pa.table({"id": ["one"], "city": ["Oslo"]}), bad)
    with pytest.raises(BindingError, match="string"):
        SparkConsumer(None, {"cities": bad}).translate(plan_reading("cities"))


def test_the_wheel_adds_no_top_level_conformance_package(tmp_path: Path) -> None:
    """The conformance suite (``conformance/`` in the source tree) is installed as
    ``substrait_py.conformance``: the wheel's top-level names are the two packages and the metadata,
    and installed from the wheel alone the ``conformance`` command and the golden plans are there."""
    import subprocess
    import sys
    import zipfile
    from importlib import metadata

    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(REPO), "--no-deps", "-q", "-w", str(tmp_path)],
        check=False,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    (wheel,) = tmp_path.glob("*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    version = metadata.version("substrait-py")
    assert {n.split("/")[0] for n in names} == {
        "substrait_py",
        "spark_consumer",
        f"substrait_py-{version}.dist-info",
    }
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    golden = len(list((REPO / "conformance" / "plans").rglob("*.json")))
    script = (
        f"import sys; sys.path.insert(0, {str(site)!r})\n"
        "import importlib.util, substrait_py.conformance.golden as g\n"
        f"assert g.__file__.startswith({str(site)!r}), g.__file__\n"
        "assert importlib.util.find_spec('conformance') is None\n"
        f"assert len(list(g.PLANS_DIR.rglob('*.json'))) == {golden}\n"
        "sys.argv = ['substrait-py', 'conformance', '-h']\n"
        "from substrait_py.cli import main\n"
        "main()\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", script], check=False, capture_output=True, text=True, cwd=tmp_path, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Usage: substrait-py conformance" in proc.stdout
