"""``substrait-py produce``: Spark SQL -> a Substrait plan file.

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


def _table_format(path: Path) -> str:
    """The reader format of a ``--table`` file or folder (a folder is read as parquet). Raises
    :class:`BindingError` for a missing path, :class:`UnsupportedFeatureError` for an unknown suffix."""
    if not path.exists():
        raise BindingError(f"table file {str(path)!r} does not exist")
    fmt = "parquet" if path.is_dir() else _READERS.get(path.suffix.lower())
    if fmt is None:
        raise UnsupportedFeatureError(
            f"table file format {path.suffix!r}", "use .parquet, .csv, .json, .orc or a parquet directory"
        )
    return fmt


def read_table(spark: SparkSession, path: Path) -> DataFrame:
    """A DataFrame over ``path`` (format from its suffix; a directory is read as parquet)."""
    reader = spark.read.format(_table_format(path))
    if _table_format(path) == "csv":
        reader = reader.option("header", "true").option("inferSchema", "true")
    return reader.load(str(path))


def parse_conf(items: list[str] | None) -> dict[str, str]:
    """``--conf KEY=VALUE`` options as a dict; a malformed one is a usage error (exit 2)."""
    out: dict[str, str] = {}
    for item in items or []:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            from substrait_py.cli import _fail

            _fail(f"--conf expects KEY=VALUE, not {item!r}", 2)
        out[key.strip()] = value
    return out


def produce(
    sql: str,
    tables: list[tuple[str, Path]],
    out: str,
    *,
    dialect: str = "standard",
    catalog: Path | None = None,
    spark: SparkSession | None = None,
    master: str | None = None,
    conf: dict[str, str] | None = None,
) -> None:
    """Plan ``sql`` over ``tables`` (and the tables of ``catalog``, if given) on Spark and save the
    Substrait plan to ``out``. Everything that can be checked without Spark (the dialect, the catalog,
    every table file) is checked before a session starts; a session is started on ``master`` (default:
    the embedded ``local[*]``) with ``conf`` unless ``spark`` is given."""
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
    for _name, path in tables:
        _table_format(path)

    if spark is None:
        spark = _start_spark(master, conf)
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


def _start_spark(master: str | None, conf: dict[str, str] | None) -> SparkSession:
    """A classic session as ``run`` starts one: a spinner on a terminal, the JVM's own output in a log
    file (removed when the session started)."""
    import contextlib
    import os

    from rich.console import Console

    from spark_consumer import session as sessions
    from spark_consumer.cli_run import _first_line, _progress
    from substrait_py.errors import ExecutionError

    log_path = sessions.default_log_path()
    console = Console(stderr=True)
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    with _progress(console, "Starting Spark"), sessions.jvm_stderr_to(log_path):
        try:
            spark = sessions.local_session(
                app_name="substrait-py-produce", master=master or "local[*]", conf=conf
            )
        except Exception as exc:
            raise ExecutionError(f"cannot start Spark: {_first_line(exc)} (log: {log_path})") from exc
    with contextlib.suppress(OSError):
        log_path.unlink()
    return spark


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
                "--table", "-t", help="NAME=PATH: a temporary view over a file or directory (repeatable)."
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
        master: Annotated[
            str | None,
            typer.Option("--master", metavar="URL", help="Spark master URL (default: embedded local[*])."),
        ] = None,
        remote: Annotated[
            str | None,
            typer.Option(
                "--remote",
                metavar="URL",
                help="Spark Connect URL: refused (the producer reads Spark's optimized plan in the JVM).",
            ),
        ] = None,
        conf: Annotated[
            list[str] | None,
            typer.Option("--conf", metavar="KEY=VALUE", help="A Spark setting (repeatable)."),
        ] = None,
    ) -> None:
        """Turn a Spark SQL query into a Substrait plan (binary, JSON or text by OUT's suffix)."""
        from substrait_py.cli import _fail

        if (sql is None) == (sql_file is None):
            _fail("give exactly one of --sql and --sql-file (see substrait-py produce --help)", 2)
        if master is not None and remote is not None:
            _fail("give either --master or --remote, not both", 2)
        settings = parse_conf(conf)

        def work() -> None:
            if remote is not None:
                raise UnsupportedFeatureError(
                    "produce over Spark Connect",
                    "the producer reads Spark's optimized plan in the driver's JVM, which a Connect "
                    "client cannot reach: use --master or the embedded Spark",
                )
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
            produce(text, tables, out, dialect=dialect, catalog=catalog, master=master, conf=settings)

        _run_guarded(work)


def _run_guarded(work: Callable[[], None]) -> None:
    """Run ``work`` with the main CLI's error handling (one line and an exit code, never a traceback)."""
    from substrait_py.cli import _guard

    _guard(work)


__all__ = ["parse_conf", "parse_table_option", "produce", "read_table", "register"]
