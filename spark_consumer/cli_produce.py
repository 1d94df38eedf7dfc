"""``substrait-py produce``: Spark SQL -> a Substrait plan file (issue 6 item 2).

``substrait-py produce (--sql TEXT | --sql-file PATH) [--table NAME=PATH]... [--catalog FILE] -o OUT``

Each ``--table`` registers a temporary view ``NAME`` over the file or directory ``PATH`` (format from the
suffix: ``.parquet`` (and directories), ``.csv`` with a header row, ``.json``, ``.orc``); the query is
planned by a local Spark session and written by :func:`substrait_py.planio.save_plan` in the format of
``OUT``'s suffix (``.json``, ``.txt``/``.textproto``/``.pbtxt``, otherwise binary; ``-`` is stdout).
``--catalog FILE`` declares tables with metadata columns and the ``column-expansion-strategy``
(:mod:`substrait_py.catalog`): ``*`` then expands by the strategy, metadata columns stay selectable by
name, and ``INSERT INTO t SELECT * FROM t`` produces a write that leaves virtual columns out.

Only :func:`register` and ``typer`` are imported with this module (it lives in ``spark_consumer`` because
``produce`` needs Spark; ``substrait_py`` never imports pyspark); pyspark is imported when ``produce``
runs, so ``substrait-py validate`` stays fast.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from substrait_py.errors import BindingError, UnsupportedFeatureError

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

_READERS = {".parquet": "parquet", ".csv": "csv", ".json": "json", ".orc": "orc"}


def parse_table_option(text: str) -> tuple[str, Path]:
    """``NAME=PATH`` -> (name, path); raises :class:`BindingError` for a malformed option."""
    name, sep, path = text.partition("=")
    if not sep or not name.strip() or not path.strip():
        raise BindingError(f"--table expects NAME=PATH, got {text!r}")
    return name.strip(), Path(path.strip())


def read_table(spark: SparkSession, path: Path) -> DataFrame:
    """A DataFrame over ``path`` (format from its suffix; a directory is read as parquet)."""
    if not path.exists():
        raise BindingError(f"table file {str(path)!r} does not exist")
    fmt = "parquet" if path.is_dir() else _READERS.get(path.suffix.lower())
    if fmt is None:
        raise UnsupportedFeatureError(
            f"table file format {path.suffix!r}", "use .parquet, .csv, .json, .orc or a parquet directory"
        )
    reader = spark.read.format(fmt)
    if fmt == "csv":
        reader = reader.option("header", "true").option("inferSchema", "true")
    return reader.load(str(path))


def produce(
    sql: str,
    tables: list[tuple[str, Path]],
    out: str,
    *,
    dialect: str = "standard",
    catalog: Path | None = None,
    spark: SparkSession | None = None,
) -> None:
    """Plan ``sql`` over ``tables`` (and the tables of ``catalog``, if given) on Spark and save the
    Substrait plan to ``out``."""
    from spark_consumer.producer import to_substrait
    from substrait_py.planio import save_plan

    if dialect not in ("standard", "datafusion"):
        raise UnsupportedFeatureError(f"dialect {dialect!r}", "use 'standard' or 'datafusion'")
    cat = None
    if catalog is not None:
        from substrait_py.catalog import load_catalog

        cat = load_catalog(catalog)
        if dialect != "standard":
            raise UnsupportedFeatureError("--catalog with --dialect datafusion")

    if spark is None:
        from spark_consumer.session import local_session

        spark = local_session(app_name="substrait-py-produce")
    for name, path in tables:
        read_table(spark, path).createOrReplaceTempView(name)
    if cat is not None:
        from spark_consumer.metadata import produce_insert, produce_sql

        is_insert = sql.lstrip().upper().startswith("INSERT")
        save_plan(produce_insert(spark, sql, cat) if is_insert else produce_sql(spark, sql, cat), out)
        return
    try:
        df = spark.sql(sql)
    except Exception as exc:  # Spark's AnalysisException / ParseException
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        raise BindingError(f"Spark cannot plan the query: {first[:300]}") from exc
    plan = to_substrait(df, spark, dialect="datafusion" if dialect == "datafusion" else "standard")
    save_plan(plan, out)


def register(app: typer.Typer) -> None:
    """Add the ``produce`` command to ``app``."""

    @app.command("produce")
    def produce_command(
        *,
        out: Annotated[str, typer.Option("-o", "--out", help="Output plan file ('-' for stdout).")],
        sql: Annotated[str | None, typer.Option("--sql", help="The Spark SQL query.")] = None,
        sql_file: Annotated[
            Path | None, typer.Option("--sql-file", help="A file holding the Spark SQL query.")
        ] = None,
        table: Annotated[
            list[str] | None,
            typer.Option(
                "--table", help="NAME=PATH: a temporary view over a file or directory (repeatable)."
            ),
        ] = None,
        catalog: Annotated[
            Path | None,
            typer.Option("--catalog", help="Catalog YAML: metadata columns, * strategy."),
        ] = None,
        dialect: Annotated[
            str,
            typer.Option("--dialect", help="'standard' (default) or 'datafusion' (DataFusion's date_part)."),
        ] = "standard",
    ) -> None:
        """Turn a Spark SQL query into a Substrait plan (binary, JSON or text by OUT's suffix)."""

        def work() -> None:
            if (sql is None) == (sql_file is None):
                raise BindingError("give exactly one of --sql and --sql-file")
            if sql_file is not None:
                try:
                    text = sql_file.read_text(encoding="utf-8")
                except OSError as exc:
                    raise BindingError(f"cannot read {str(sql_file)!r}: {exc.strerror or exc}") from exc
            else:
                text = str(sql)
            tables = [parse_table_option(t) for t in table or []]
            if out != "-":
                from substrait_py.outputs import check_output_path

                check_output_path(out)  # before Spark starts
            produce(text, tables, out, dialect=dialect, catalog=catalog)

        _run_guarded(work)


def _run_guarded(work: Callable[[], None]) -> None:
    """Run ``work`` with the main CLI's error handling (one line and an exit code, never a traceback)."""
    from substrait_py.cli import _guard

    _guard(work)


__all__ = ["parse_table_option", "produce", "read_table", "register"]
