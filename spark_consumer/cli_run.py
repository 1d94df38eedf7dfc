"""``substrait-py run``: run a Substrait plan on Spark and print or write its result.

::

    substrait-py run PLAN [--table NAME=PATH]... [--output PATH] [--master URL | --remote URL] [--limit N]

This module lives in ``spark_consumer`` (``substrait_py`` never imports pyspark); importing it loads
only typer, so ``substrait_py.cli`` registers the command at start-up and pyspark loads when ``run``
runs.

Behaviour:

- The plan is loaded (and table files checked) *before* a JVM starts: a garbage plan or a missing file
  fails in well under a second.
- ``--table NAME=PATH`` binds a named table of the plan to a file or folder; the format comes from the
  extension (``.parquet``, ``.csv``, ``.json``/``.jsonl``/``.ndjson``, ``.orc``, ``.avro`` when the
  spark-avro package is on the classpath) or, for a folder, from the files inside it. ``NAME`` may be
  dotted (``db.orders`` means the name parts ``("db", "orders")``). Typed formats (parquet, orc, avro)
  are given to the consumer as they are, so a type the plan does not declare is a binding error; text
  formats (CSV, JSON) carry no reliable types, so their columns are cast by name to the types the plan
  declares for that table (a value that does not parse fails the run).
- Without ``--output`` a readable table of at most ``--limit`` rows (default 20) is printed; the query
  runs once, collecting ``limit + 1`` rows to know whether there are more. Dates and timestamps are
  printed as Spark writes them (``+10000-01-01`` for years Python cannot hold), an instant (inside a
  struct, list or map too) as its UTC time marked ``Z``. Only a failure of Spark itself is "Spark
  failed" (exit 6); a closed pipe ends the command quietly (exit 1).
- ``--output PATH`` writes parquet (timestamps as microseconds, not Spark's default INT96), CSV (with
  header; structs, lists and maps as the printed table shows them) or JSON lines (nulls written) by the
  suffix, timestamps to the microsecond and alike in every session (parquet and JSON refuse a name that
  repeats, before the query runs, and keep names differing in case apart). A local path gets a single file,
  written by Spark into a temporary folder beside it and renamed into place, so a failed run leaves a
  previous output intact. A URL (``s3a://...``, ``hdfs://...``) gets Spark's usual folder of part
  files, written with mode ``overwrite``.
- In a terminal a spinner with the elapsed time shows while Spark works; nothing when stderr is piped.
- The JVM's own output (log4j, JDK warnings) goes to a log file in the temp folder, not to the terminal;
  the file is removed on success and named in the error message when Spark itself fails.
- Every failure is one line on stderr and the exit code of :mod:`substrait_py.errors`; Spark's own
  exceptions on a valid plan become :class:`~substrait_py.errors.ExecutionError` (exit 6) carrying the
  first line of Spark's message. Usage errors exit 2.
"""

from __future__ import annotations

import contextlib
import functools
import os
import shutil
import sys
import uuid
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from substrait_py.errors import (
    BindingError,
    ExecutionError,
    OutputError,
    SubstraitPyError,
    UnsupportedFeatureError,
)
from substrait_py.typesys import names_consumed

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession
    from pyspark.sql.types import StructType
    from rich.console import Console
    from substrait.plan_pb2 import Plan
    from substrait.type_pb2 import Type

#: Input formats by file suffix (Spark data source names).
INPUT_FORMATS: dict[str, str] = {
    ".parquet": "parquet",
    ".pq": "parquet",
    ".csv": "csv",
    ".json": "json",
    ".jsonl": "json",
    ".ndjson": "json",
    ".orc": "orc",
    ".avro": "avro",
}
#: Output formats by file suffix.
OUTPUT_FORMATS: dict[str, str] = {
    ".parquet": "parquet",
    ".pq": "parquet",
    ".csv": "csv",
    ".json": "json",
    ".jsonl": "json",
    ".ndjson": "json",
}
#: Formats whose values carry no types of their own: cast by name to the plan's declared types.
TEXT_FORMATS = frozenset({"csv", "json"})
#: Spark types printed (and written to CSV) as Spark's own text.
_NESTED_TYPES = frozenset({"StructType", "ArrayType", "MapType"})


def _nested(dt: Any) -> bool:
    return type(dt).__name__ in _NESTED_TYPES


DEFAULT_LIMIT = 20


@dataclass(frozen=True)
class TableSource:
    """One ``--table NAME=PATH`` binding: the name parts, the path and the Spark format."""

    parts: tuple[str, ...]
    path: str
    fmt: str


@dataclass
class RunOptions:
    """The parsed arguments of ``substrait-py run``."""

    plan: str
    tables: list[TableSource] = field(default_factory=list)
    output: str | None = None
    master: str | None = None
    remote: str | None = None
    limit: int = DEFAULT_LIMIT
    allow_writes: bool = False
    allow_paths: list[str] | None = None
    conf: dict[str, str] = field(default_factory=dict)
    #: The format of ``--output -`` (standard output): ``csv`` or ``json``.
    stdout_format: str = "csv"
    #: Values of the plan's dynamic parameters by anchor, as text (``--param N=VALUE``).
    parameters: dict[int, str] = field(default_factory=dict)


# ------------------------------------------------------------------------------------------ arguments


class UsageError(Exception):
    """Bad command-line usage of ``run`` (exit code 2)."""


def _run_command(
    plan: Annotated[str, typer.Argument(help="Plan file (binary, JSON or text); '-' reads stdin.")],
    *,
    table: Annotated[
        list[str] | None,
        typer.Option(
            "--table",
            "-t",
            metavar="NAME=PATH",
            help="Bind the plan's table NAME (dotted for name parts: db.t) to a file or folder "
            "(.parquet, .csv, .json/.jsonl, .orc, .avro); repeatable.",
        ),
    ] = None,
    output: Annotated[
        str | None,
        typer.Option(
            "--output",
            "-o",
            metavar="PATH",
            help="Write the result to PATH (.parquet, .csv or .json); '-' writes CSV or JSON lines to "
            "standard output (see --to).",
        ),
    ] = None,
    to: Annotated[
        str | None, typer.Option("--to", metavar="csv|json", help="The format of --output - (default csv).")
    ] = None,
    conf: Annotated[
        list[str] | None,
        typer.Option(
            "--conf",
            metavar="KEY=VALUE",
            help="A Spark setting for the session the command starts (repeatable).",
        ),
    ] = None,
    master: Annotated[
        str | None,
        typer.Option("--master", metavar="URL", help="Spark master URL (default: embedded local[*])."),
    ] = None,
    remote: Annotated[
        str | None,
        typer.Option("--remote", metavar="URL", help="Spark Connect URL, e.g. sc://host:15002 (or 'local')."),
    ] = None,
    allow_writes: Annotated[
        bool,
        typer.Option(
            "--allow-writes",
            help="Let a plan that writes, creates, replaces or drops a table or view do so "
            "(refused otherwise).",
        ),
    ] = False,
    allow_path: Annotated[
        list[str] | None,
        typer.Option(
            "--allow-path",
            metavar="DIR",
            help="Confine the local files a plan reads (its local_files reads) to DIR; repeatable "
            "(default: no confinement).",
        ),
    ] = None,
    param: Annotated[
        list[str] | None,
        typer.Option(
            "--param",
            metavar="N=VALUE",
            help="A value for the plan's dynamic parameter N, written as Spark writes a value of its type "
            "(25, 2024-01-31, text); replaces the plan's own binding; repeatable.",
        ),
    ] = None,
    limit: Annotated[
        int,
        typer.Option(
            "--limit",
            "-n",
            metavar="N",
            help=f"Rows to print (default {DEFAULT_LIMIT}; ignored with --output).",
        ),
    ] = DEFAULT_LIMIT,
) -> RunOptions:
    """Run a Substrait plan on Spark; print its result as a table or write it to a file."""
    if master is not None and remote is not None:
        raise UsageError("give either --master or --remote, not both")
    if to is not None and to not in ("csv", "json"):
        raise UsageError(f"--to must be csv or json, not {to!r}")
    if limit < 0:
        raise UsageError("--limit must be zero or more")
    settings = _key_values(conf, "--conf expects KEY=VALUE", bool)
    numbered = _key_values(param, "--param expects N=VALUE with N a parameter number", str.isdigit)
    parameters = {int(key): value for key, value in numbered.items()}
    if to is not None and output != "-":
        raise UsageError("--to applies to --output - only (a file's format comes from its suffix)")
    if output is not None and output != "-":
        suffix = Path(output.rstrip("/")).suffix.lower()
        if suffix not in OUTPUT_FORMATS:
            raise UsageError(
                f"--output {output!r}: the suffix must be one of {', '.join(sorted(OUTPUT_FORMATS))}"
            )
        if not _has_scheme(output):
            # A folder, a missing folder, a link or a device fails now, not after Spark has started.
            from substrait_py.outputs import check_output_path

            check_output_path(Path(output.removeprefix("file://")).expanduser())
    return RunOptions(
        plan=plan,
        tables=[parse_table(s) for s in table or []],
        output=output,
        master=master,
        remote=remote,
        limit=limit,
        allow_writes=allow_writes,
        allow_paths=allow_path,
        conf=settings,
        stdout_format=to or "csv",
        parameters=parameters,
    )


def _key_values(items: list[str] | None, usage: str, key_ok: Callable[[str], bool]) -> dict[str, str]:
    """``KEY=VALUE`` options as a dict (keys stripped); ``usage`` for one without ``=`` or a bad key."""
    out: dict[str, str] = {}
    for item in items or []:
        key, sep, value = item.partition("=")
        if not sep or not key_ok(key.strip()):
            raise UsageError(f"{usage}, not {item!r}")
        out[key.strip()] = value
    return out


def register(app: typer.Typer) -> None:
    """Add the ``run`` command to ``app`` (pyspark loads only when it runs)."""

    @app.command("run", help=_run_command.__doc__)
    @functools.wraps(_run_command)
    def run_command(**params: Any) -> None:
        from substrait_py.cli import _fail, _guard

        try:
            options = _guard(lambda: _run_command(**params))
        except UsageError as exc:
            _fail(f"run: {exc} (see substrait-py run --help)", 2)
        _guard(lambda: run(options))


@functools.cache
def _parser() -> Any:
    """``run`` as a click command (typer's), to parse an argument list as the command line does."""
    app = typer.Typer(add_completion=False, context_settings={"help_option_names": ["-h", "--help"]})
    app.command("run")(_run_command)
    return typer.main.get_command(app)


def _format_of(path: Path, table: str) -> str:
    """The Spark format of a table file or folder, from its suffix (a folder: from its files)."""
    suffix = path.suffix.lower()
    if suffix in INPUT_FORMATS:
        return INPUT_FORMATS[suffix]
    if path.is_dir():
        found = {
            INPUT_FORMATS[f.suffix.lower()]
            for f in path.rglob("*")
            if f.is_file() and f.suffix.lower() in INPUT_FORMATS and not f.name.startswith((".", "_"))
        }
        if len(found) == 1:
            return found.pop()
        what = "no data files" if not found else f"files of several formats ({', '.join(sorted(found))})"
        raise BindingError(f"table {table}: folder {str(path)!r} holds {what}")
    raise BindingError(
        f"table {table}: cannot tell the format of {str(path)!r} "
        f"(known suffixes: {', '.join(sorted(INPUT_FORMATS))})"
    )


def _has_scheme(path: str) -> bool:
    head, sep, _ = path.partition("://")
    return bool(sep) and head.isalnum() and head.lower() != "file"


def parse_table(spec: str) -> TableSource:
    """Parse one ``NAME=PATH`` binding and check that a local PATH exists.

    Raises :class:`BindingError` for a missing file or an unknown format, :class:`UsageError` for a
    malformed spec."""
    name, sep, path = spec.partition("=")
    name = name.strip()
    if not sep or not name or not path:
        raise UsageError(f"--table expects NAME=PATH, not {spec!r}")
    parts = tuple(name.split("."))
    if any(not x for x in parts):
        raise UsageError(f"--table name {name!r} has an empty name part")
    if _has_scheme(path):
        suffix = Path(path.rstrip("/")).suffix.lower()
        if suffix not in INPUT_FORMATS:
            raise BindingError(f"table {name}: cannot tell the format of {path!r}")
        return TableSource(parts, path, INPUT_FORMATS[suffix])
    local = Path(path.removeprefix("file://")).expanduser()
    if not local.exists():
        raise BindingError(f"table {name}: file {str(local)!r} not found")
    return TableSource(parts, str(local.resolve()), _format_of(local, name))


def parse_args(argv: Sequence[str]) -> RunOptions:
    """Parse the arguments of ``run`` as the command line does (raises :class:`UsageError`; ``--help``
    prints the help and raises ``SystemExit(0)``). A local ``--output`` path is checked here, before
    Spark starts (:func:`substrait_py.outputs.check_output_path`:
    :class:`~substrait_py.errors.OutputError`)."""
    try:
        result = _parser().main(args=list(argv), prog_name="substrait-py run", standalone_mode=False)
    except Exception as exc:
        # click's usage errors (typer bundles its own click in newer releases: matched by module)
        if type(exc).__module__.endswith("click.exceptions") and hasattr(exc, "format_message"):
            raise UsageError(exc.format_message()) from None
        raise
    if not isinstance(result, RunOptions):  # --help was printed
        raise SystemExit(result or 0)
    return result


# ------------------------------------------------------------------------------------------ binding


def declared_tables(plan: Plan) -> dict[tuple[str, ...], list[tuple[str, Type]]]:
    """The named tables the plan reads (lower-cased name parts), each with its declared top-level
    columns (name, type). Walks every message of the plan, so reads inside subqueries count too."""
    from google.protobuf.message import Message
    from substrait.algebra_pb2 import ReadRel

    found: dict[tuple[str, ...], list[tuple[str, Type]]] = {}
    stack: list[Message] = [plan]
    while stack:
        msg = stack.pop()
        if isinstance(msg, ReadRel) and msg.HasField("named_table"):
            names = list(msg.base_schema.names)
            cols: list[tuple[str, Type]] = []
            pos = 0
            for t in msg.base_schema.struct.types:  # top-level names: nested names are depth-first
                cols.append((names[pos] if pos < len(names) else f"_{pos}", t))
                pos += names_consumed(t)
            found.setdefault(tuple(x.lower() for x in msg.named_table.names), cols)
        for fd, value in msg.ListFields():
            if fd.message_type is None:
                continue
            if fd.is_repeated:
                if fd.message_type.GetOptions().map_entry:
                    continue
                stack.extend(value)
            else:
                stack.append(value)
    return found


def missing_tables(
    plan: Plan,
    sources: Sequence[TableSource],
    exists: Callable[[tuple[str, ...]], bool] | None = None,
) -> list[str]:
    """The named tables ``plan`` reads that no ``--table`` binds (by the full name, or by its last part
    as the consumer binds them) and, when ``exists`` is given, that it says the catalog lacks."""
    given = {tuple(x.lower() for x in s.parts) for s in sources}
    out: list[str] = []
    for parts in declared_tables(plan):
        if parts in given or parts[-1:] in given:
            continue
        if exists is not None and exists(parts):
            continue
        out.append(".".join(parts))
    return sorted(out)


def _missing_error(missing: Sequence[str], where: str) -> BindingError:
    what = "table" if len(missing) == 1 else f"{len(missing)} tables"
    return BindingError(f"{what} not found: {', '.join(missing)} ({where}; bind each with --table NAME=PATH)")


def _changes_catalog(plan: Plan) -> bool:
    """Whether ``plan`` writes or has DDL (it may then create a table that it reads)."""
    from google.protobuf.message import Message
    from substrait.algebra_pb2 import DdlRel, WriteRel

    stack: list[Message] = [plan]
    while stack:
        msg = stack.pop()
        if isinstance(msg, (WriteRel, DdlRel)):
            return True
        for fd, value in msg.ListFields():
            if fd.message_type is not None and not fd.message_type.GetOptions().map_entry:
                stack.extend(value if fd.is_repeated else [value])
    return False


def check_before_spark(options: RunOptions, plan: Plan, *, embedded: bool) -> None:
    """What can be known without a JVM, checked before Spark starts: the plan is valid (else its first
    error, with the count of the others, as :class:`InvalidPlanError`), and, on an ``embedded`` local
    Spark (whose catalog starts empty), every table the plan reads is bound with ``--table`` (else one
    :class:`BindingError` naming all missing ones), and every dynamic parameter has a value (and every
    ``--param`` a parameter: :func:`~substrait_py.parameters.check_parameter_values`)."""
    from substrait_py.errors import InvalidPlanError, Severity
    from substrait_py.parameters import check_parameter_values
    from substrait_py.validate import validate_plan

    errors = [d for d in validate_plan(plan) if d.severity is Severity.ERROR]
    if errors:
        first = errors[0]
        more = f" (and {len(errors) - 1} more: substrait-py validate lists them)" if len(errors) > 1 else ""
        raise InvalidPlanError(f"{first.message}{more}", code=first.code, path=first.path)
    if embedded and not _changes_catalog(plan):
        missing = missing_tables(plan, options.tables)
        if missing:
            raise _missing_error(missing, "the embedded Spark's catalog is empty")
    check_parameter_values(plan, options.parameters, hint="; give one with --param N=VALUE")


def load_table(spark: SparkSession, src: TableSource, declared: list[tuple[str, Type]] | None) -> DataFrame:
    """Read one bound table, as :func:`spark_consumer.consume.files.read_file` reads a file (what it reads
    as does not depend on the session's settings). Text formats (CSV, JSON) are cast by column name to the
    plan's declared types; typed formats are returned as read (the consumer binds and checks them)."""
    from spark_consumer.consume.files import cast_text_columns, read_file

    label = ".".join(src.parts)
    options: dict[str, str] = {}
    if src.fmt == "csv":
        options = {"header": "true", "inferSchema": "false" if declared else "true"}
    elif src.fmt == "json" and declared:
        options = {"primitivesAsString": "true"}
    try:
        df = read_file(spark, src.fmt, src.path, options)
        df.schema  # noqa: B018 - resolves the files now, so a bad file is a binding error here
    except Exception as exc:
        text = _first_line(exc)
        if src.fmt == "avro" and "avro" in text.lower():
            raise UnsupportedFeatureError(
                "avro input", "the spark-avro package is not on Spark's classpath"
            ) from exc
        raise BindingError(f"table {label}: cannot read {src.path!r}: {text}") from exc
    if src.fmt not in TEXT_FORMATS or not declared:
        return df
    return cast_text_columns(spark, df, declared, label)


# ------------------------------------------------------------------------------------------ output


def _cell(value: Any) -> str:
    """A value as the table shows it."""
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, (bytes, bytearray)):
        return "0x" + bytes(value).hex()
    if hasattr(value, "isoformat") and hasattr(value, "hour") and hasattr(value, "date"):
        return str(value.isoformat(sep=" "))
    return str(value)


def print_table(console: Console, schema: StructType, limit: int, rows: list[Any]) -> None:
    """Print ``rows`` (up to ``limit + 1`` collected from a result of ``schema``) as a table and a
    one-line summary: the exact row count when all rows fit, otherwise that more exist (never a second
    query). Pure Python: needs no Spark session."""
    from pyspark.sql import types as T
    from rich import box
    from rich.measure import Measurement
    from rich.table import Table
    from rich.text import Text

    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for f in schema.fields:
        numeric = isinstance(f.dataType, T.NumericType)
        table.add_column(f.name, justify="right" if numeric else "left", overflow="fold")
    for row in rows[:limit]:
        table.add_row(*[Text("NULL", style="dim") if v is None else Text(_cell(v)) for v in row])
    # Never fold a value to fit the terminal: widen the console instead (the terminal wraps long lines).
    need = Measurement.get(console, console.options.update_width(1_000_000), table).maximum
    console.width = max(console.width, need)
    console.print(table)
    shown = min(len(rows), limit)
    if len(rows) > limit:
        console.print(f"(first {shown} rows shown; more exist: raise --limit or use --output)", style="dim")
    else:
        console.print(f"({shown} row{'' if shown == 1 else 's'})", style="dim")


def text_columns(schema: StructType) -> list[bool]:
    """Which columns of a result to collect as Spark's own text for printing: structs, lists and maps
    (printed as Spark's ``show()`` prints them: ``{Oslo, 1}``, ``[1, 2]``, ``{a -> 1}``) and columns
    holding a date, a timestamp or a year-month interval at any depth. Spark holds years Python's
    ``datetime`` cannot (10000 and later), so collecting such values as Python objects fails; Spark's
    text (``+10000-01-01``) never does. PySpark cannot collect a year-month interval at all; its text is
    ``INTERVAL '3-2' YEAR TO MONTH``."""
    from pyspark.sql import types as T

    temporal = (T.DateType, T.TimestampType, T.TimestampNTZType, T.YearMonthIntervalType)
    return [_nested(f.dataType) or _holds(f.dataType, temporal) for f in schema.fields]


def _holds(dtype: Any, kinds: tuple[type, ...]) -> bool:
    """Whether ``dtype`` is, or holds at any depth (struct fields, list elements, map keys and values),
    a type of one of the Spark type classes ``kinds``."""
    from pyspark.sql import types as T

    stack = [dtype]
    while stack:
        t = stack.pop()
        if isinstance(t, kinds):
            return True
        if isinstance(t, T.StructType):
            stack.extend(x.dataType for x in t.fields)
        elif isinstance(t, T.ArrayType):
            stack.append(t.elementType)
        elif isinstance(t, T.MapType):
            stack.extend((t.keyType, t.valueType))
    return False


def printable(df: DataFrame, schema: StructType) -> DataFrame:
    """``df`` (of ``schema``) with the :func:`text_columns` as Spark's text (:func:`spark_text`: an
    instant, at any depth, is its UTC time marked ``Z``; Spark's text of it is a wall time in the
    session's zone)."""
    return _columns_as_text(df, schema, text_columns(schema))


def _columns_as_text(df: DataFrame, schema: StructType, as_text: list[bool]) -> DataFrame:
    """``df`` (of ``schema``) with the columns ``as_text`` marks as :func:`spark_text` (by position:
    result names may repeat)."""
    if not any(as_text):
        return df
    from pyspark.sql import functions as F

    inner = [f"_c{i}" for i in range(len(as_text))]
    return df.toDF(*inner).select(
        *[
            (spark_text(c, f.dataType) if text else F.col(c)).alias(f.name)
            for c, text, f in zip(inner, as_text, schema.fields, strict=True)
        ]
    )


def spark_text(column: str, dtype: Any) -> Any:
    """The column ``column`` of type ``dtype`` as Spark's text of it (a PySpark Column of strings), but
    with every instant in it, at any depth, written as its UTC time marked ``Z``: the same text in
    every session."""
    from pyspark.sql import functions as F
    from pyspark.sql import types as T

    from spark_consumer.sql.generate import SqlGenerator
    from spark_consumer.sql.tree import Col

    if not _holds_instants(dtype):
        return F.col(column).cast("string")
    text = _instants_as_utc_text(Col(column, dtype=dtype), dtype).cast(T.StringType())
    return F.expr(SqlGenerator().expr(text))


def _holds_instants(dtype: Any) -> bool:
    from pyspark.sql import types as T

    return _holds(dtype, (T.TimestampType,))


def _instants_as_utc_text(value: Any, dtype: Any) -> Any:
    """``value`` (a SQL tree expression of type ``dtype``) with every instant in it replaced by the text
    of its UTC wall time followed by ``Z``: a struct field by field (a null struct stays null; its
    fields renamed by position, as names may repeat, which Spark's text of a struct does not show), a
    list element by element, a map key by key and value by value."""
    from pyspark.sql import types as T

    from spark_consumer.functions import utc_wall_time
    from spark_consumer.sql.tree import Field, Lambda, Let, Lit, call, when

    if not _holds_instants(dtype):
        return value
    if isinstance(dtype, T.TimestampType):
        return call("concat", utc_wall_time(value).cast(T.StringType()), Lit("Z", T.StringType()))
    if isinstance(dtype, T.ArrayType):
        element = dtype.elementType
        return call("transform", value, Lambda.of(1, lambda e: _instants_as_utc_text(e, element)))
    if isinstance(dtype, T.MapType):
        key, item = dtype.keyType, dtype.valueType
        if _holds_instants(key):
            value = call("transform_keys", value, Lambda.of(2, lambda k, _v: _instants_as_utc_text(k, key)))
        if _holds_instants(item):
            value = call(
                "transform_values", value, Lambda.of(2, lambda _k, v: _instants_as_utc_text(v, item))
            )
        return value
    assert isinstance(dtype, T.StructType)

    by_position = T.StructType(
        [T.StructField(f"_f{i}", f.dataType, f.nullable) for i, f in enumerate(dtype.fields)]
    )

    def rebuild(struct: Any) -> Any:
        fields: list[Any] = []
        for f in by_position.fields:
            fields += [Lit(f.name, T.StringType()), _instants_as_utc_text(Field(struct, f.name), f.dataType)]
        return when(struct.is_not_null(), call("named_struct", *fields))

    return Let.of(value.cast(by_position), rebuild)


#: Options of Spark's CSV and JSON writers that make a timestamp's text exact and the same in every
#: session: microseconds (Spark's default format stops at milliseconds), an instant in UTC with its
#: offset (by default it is written in the session's zone).
_TEXT_OPTIONS = {
    "timeZone": "UTC",
    "timestampFormat": "yyyy-MM-dd'T'HH:mm:ss.SSSSSSXXX",
    "timestampNTZFormat": "yyyy-MM-dd'T'HH:mm:ss.SSSSSS",
}
#: Session settings an output is written under whatever the session says (format -> setting -> (the
#: value replaced, the value written with)): parquet timestamps as microseconds since the epoch, not
#: Spark's default INT96 (deprecated, and read by pyarrow as nanoseconds: the year 1000 became 2169);
#: CSV and JSON text by Spark's own datetime formatter, not the legacy one (which reads ``S`` as
#: milliseconds and writes dates before 1582 in the Julian calendar); names that differ only in case
#: (``a`` and ``A``) as the distinct names they are in parquet and JSON (Spark refuses to write them
#: unless the session is case-sensitive).
_OUTPUT_SETTINGS: dict[str, dict[str, tuple[str, str]]] = {
    "parquet": {
        "spark.sql.parquet.outputTimestampType": ("INT96", "TIMESTAMP_MICROS"),
        "spark.sql.caseSensitive": ("FALSE", "TRUE"),
    },
    "csv": {"spark.sql.legacy.timeParserPolicy": ("LEGACY", "CORRECTED")},
    "json": {
        "spark.sql.legacy.timeParserPolicy": ("LEGACY", "CORRECTED"),
        "spark.sql.caseSensitive": ("FALSE", "TRUE"),
    },
}
#: Formats that store each value under its column's (and struct field's) name, where a name that repeats
#: cannot be written (CSV's header and the printed table hold repeated names).
_NAMED_FORMATS = frozenset({"parquet", "json"})


@contextlib.contextmanager
def _output_settings(spark: SparkSession, fmt: str) -> Iterator[None]:
    """Inside the block the session holds :data:`_OUTPUT_SETTINGS`' values for ``fmt`` where it held the
    values they replace; every setting is as it was after the block."""
    from spark_consumer.session import settings_set

    wanted = {
        key: written
        for key, (replaced, written) in _OUTPUT_SETTINGS.get(fmt, {}).items()
        if str(spark.conf.get(key)).upper() == replaced
    }
    with settings_set(spark, wanted):
        yield


def output_format(output: str) -> str:
    """The format ``--output`` writes to the path or URL ``output``, by its suffix (checked when the
    options were parsed)."""
    return OUTPUT_FORMATS[Path(output.rstrip("/")).suffix.lower()]


def check_names_writable(schema: StructType, fmt: str) -> None:
    """Raise :class:`OutputError` when ``fmt`` stores values by name (:data:`_NAMED_FORMATS`) and a name
    repeats among the result's columns or among the fields of a struct in it (at any depth): a JSON object
    or a parquet schema cannot hold both. Checked before the query runs."""
    from pyspark.sql import types as T

    if fmt not in _NAMED_FORMATS:
        return
    stack: list[tuple[str, Any]] = [("", schema)]
    while stack:
        where, dtype = stack.pop()
        if isinstance(dtype, T.StructType):
            seen: set[str] = set()
            for f in dtype.fields:
                if f.name in seen:
                    what = f"the struct {where} has two fields" if where else "the result has two columns"
                    raise OutputError(
                        f"{fmt.upper()} output names every value, and {what} named {f.name!r}: write CSV "
                        "(--output x.csv) or print the result, which keep repeated names"
                    )
                seen.add(f.name)
            stack.extend((f"{where}.{f.name}" if where else repr(f.name), f.dataType) for f in dtype.fields)
        elif isinstance(dtype, T.ArrayType):
            stack.append((f"{where}[]", dtype.elementType))
        elif isinstance(dtype, T.MapType):
            stack.extend(((f"{where} key", dtype.keyType), (f"{where} value", dtype.valueType)))


def write_output(df: DataFrame, output: str) -> int:
    """Write ``df`` to ``output`` in the format of its suffix (see the module docstring): a local path
    gets one file, moved into place only after Spark finished writing it. Returns the number of rows
    written (read back from what was written: the query runs once). Timestamps are written exactly
    and alike in every session (:data:`_TEXT_OPTIONS`, :data:`_OUTPUT_SETTINGS`)."""
    with _output_settings(df.sparkSession, output_format(output)):
        return _write_output(df, output)


def _write_output(df: DataFrame, output: str) -> int:
    fmt = output_format(output)
    if fmt == "csv":
        df = _nested_as_text(df)
    if _has_scheme(output):
        _writer(df, fmt).mode("overwrite").save(output)
        return _written_rows(df, output, fmt)
    target = Path(output.removeprefix("file://")).expanduser().resolve()
    if target.is_dir():
        raise BindingError(f"--output {output!r} is a folder; give a file name")
    if not target.parent.is_dir():
        raise BindingError(f"--output {output!r}: folder {str(target.parent)!r} not found")
    tmp = target.parent / f".{target.name}.tmp-{uuid.uuid4().hex[:12]}"
    try:
        # the folder is new and ours: "overwrite" (Spark Connect refuses "errorifexists")
        _writer(df.coalesce(1), fmt).mode("overwrite").save(str(tmp / "data"))
        parts = sorted(p for p in (tmp / "data").iterdir() if p.name.startswith("part-"))
        if len(parts) > 1:
            raise ExecutionError(f"Spark wrote {len(parts)} files for {output!r}, expected one")
        if parts:
            os.replace(parts[0], target)
        elif fmt == "parquet":  # an empty result that Spark wrote no file for
            import pyarrow.parquet as pq

            pq.write_table(df.limit(0).toArrow(), target)
        else:
            target.write_text(",".join(df.columns) + "\n" if fmt == "csv" else "")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return _written_rows(df, str(target), fmt)


def _written_rows(df: DataFrame, output: str, fmt: str) -> int:
    """The rows in a written output: a parquet file's footer, else Spark reading it back."""
    if fmt == "parquet" and Path(output).is_file():
        import pyarrow.parquet as pq

        return int(pq.ParquetFile(output).metadata.num_rows)
    reader = df.sparkSession.read.format(fmt)
    if fmt == "csv":
        reader = reader.option("header", "true")
    return int(reader.load(output).count())


def _nested_as_text(df: DataFrame) -> DataFrame:
    """``df`` with its structs, lists and maps as Spark's text of them (:func:`spark_text`), which CSV
    holds (Spark's CSV writer refuses them)."""
    schema = df.schema
    return _columns_as_text(df, schema, [_nested(f.dataType) for f in schema.fields])


def output_lines(df: DataFrame, fmt: str) -> list[str]:
    """The whole result as lines of CSV (a header first, Spark's quoting) or of JSON (one object per
    row, nulls written), formatted by Spark: what ``--output -`` writes to standard output."""
    import csv
    import io

    from pyspark.sql import functions as F

    inner = [f"_c{i}" for i in range(len(df.columns))]
    renamed = df.toDF(*inner)
    with _output_settings(df.sparkSession, fmt):
        if fmt == "json":
            named = [F.col(c).alias(n) for c, n in zip(inner, df.columns, strict=True)]
            options = {**_TEXT_OPTIONS, "ignoreNullFields": "false"}
            rows = renamed.select(F.to_json(F.struct(*named), options)).collect()
            return [r[0] for r in rows]
        header = io.StringIO()
        csv.writer(header, lineterminator="").writerow(df.columns)
        flat = _nested_as_text(renamed)
        rows = flat.select(F.to_csv(F.struct(*[F.col(c) for c in inner]), _TEXT_OPTIONS)).collect()
        return [header.getvalue(), *(r[0] for r in rows)]


def _write_lines(lines: list[str]) -> None:
    try:
        sys.stdout.write("".join(line + "\n" for line in lines))
        sys.stdout.flush()
    except BrokenPipeError:
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise SystemExit(1) from None
    except OSError as exc:
        raise OutputError(f"cannot write the result: {exc.strerror or exc}") from None


def _writer(df: DataFrame, fmt: str) -> Any:
    w = df.write.format(fmt)
    if fmt == "csv":
        w = w.option("header", "true")
    if fmt == "json":  # every row names every column, as a CSV row has a cell for each
        w = w.option("ignoreNullFields", "false")
    if fmt in ("csv", "json"):
        w = w.options(**_TEXT_OPTIONS)
    return w


# ------------------------------------------------------------------------------------------ running


def _first_line(exc: BaseException) -> str:
    """The first non-empty line of a (Spark) exception's message, without the JVM stack trace."""
    java = getattr(exc, "java_exception", None)
    text = ""
    if java is not None:
        with contextlib.suppress(Exception):
            text = str(java.toString())
    if not text:
        text = str(exc)
    for raw in text.splitlines():
        line = raw.strip()
        if line and not line.startswith("An error occurred while calling"):
            return line.removeprefix(": ")
    return type(exc).__name__


def _is_engine_error(exc: BaseException) -> bool:
    module = type(exc).__module__ or ""
    return module.startswith(("pyspark", "py4j", "grpc"))


@contextlib.contextmanager
def _progress(console: Console, what: str) -> Iterator[None]:
    """A transient spinner with the elapsed time on a terminal; nothing otherwise."""
    if not console.is_terminal:
        yield
        return
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    with Progress(
        SpinnerColumn(),
        TextColumn("{task.description}"),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    ) as progress:
        progress.add_task(what, total=None)
        yield


def execute(
    options: RunOptions,
    spark: SparkSession,
    plan: Plan,
    *,
    out: Console | None = None,
    err: Console | None = None,
) -> int:
    """Run ``plan`` with the parsed ``run`` options on ``spark``: returns the number of result rows
    printed, or -1 when the result was written to ``options.output``. Spark's own failures become
    :class:`ExecutionError`; the toolkit's typed errors pass through."""
    from rich.console import Console

    from spark_consumer.consumer import SparkConsumer

    out = out or Console(soft_wrap=False, width=None if sys.stdout.isatty() else 10_000)
    err = err or Console(stderr=True)
    try:
        if not _changes_catalog(plan):
            missing = missing_tables(plan, options.tables, lambda parts: _in_catalog(spark, parts))
            if missing:
                raise _missing_error(missing, "not in the Spark catalog either")
        declared = declared_tables(plan)
        tables: dict[str | tuple[str, ...], DataFrame] = {
            src.parts: load_table(spark, src, declared.get(tuple(x.lower() for x in src.parts)))
            for src in options.tables
        }
        consumer = SparkConsumer(spark, tables=tables, allowed_paths=options.allow_paths)
        with _progress(err, "Running on Spark"):
            df = consumer.execute(
                plan, allow_writes=options.allow_writes, parameters=options.parameters or None
            )
            if df is None:  # a write or DDL without rows of its own
                err.print("done: the plan's write or DDL ran")
                return 0
            if options.output == "-":
                check_names_writable(df.schema, options.stdout_format)
                lines = output_lines(df, options.stdout_format)
            elif options.output is not None:
                check_names_writable(df.schema, output_format(options.output))
                count = write_output(df, options.output)
                err.print(
                    f"wrote {count:,} row{'s' if count != 1 else ''} to {options.output}",
                    soft_wrap=True,
                    markup=False,
                    highlight=False,
                )
                return -1
            else:
                lines = None
            schema = df.schema
            if lines is None:
                rows = printable(df, schema).limit(options.limit + 1).collect()
    except SubstraitPyError:
        raise
    except Exception as exc:
        if not _is_engine_error(exc):
            raise
        raise ExecutionError(f"Spark failed: {_first_line(exc)}") from exc
    # Spark is done: a failure from here on is the terminal's or the printing's, never Spark's.
    if lines is not None:
        _write_lines(lines)
        return -1
    _print_result(out, schema, options.limit, rows)
    return min(len(rows), options.limit)


def _in_catalog(spark: SparkSession, parts: tuple[str, ...]) -> bool:
    try:
        return bool(spark.catalog.tableExists(".".join(f"`{p.replace('`', '``')}`" for p in parts)))
    except Exception:  # a name the catalog cannot parse: the consumer reports it with its path
        return True


def _print_result(out: Console, schema: StructType, limit: int, rows: list[Any]) -> None:
    try:
        print_table(out, schema, limit, rows)
        out.file.flush()
    except BrokenPipeError:
        # The reader went away (``run ... | head``): stop quietly with exit 1, as rich itself does
        # when the pipe closes while it prints.
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise SystemExit(1) from None
    except OSError as exc:
        raise OutputError(f"cannot print the result: {exc.strerror or exc}") from None


def _quiet_python() -> None:
    """Keep Python-side warnings of pyspark (deprecations, pandas hints) off the user's terminal."""
    warnings.filterwarnings("ignore", module=r"pyspark(\..*)?")
    warnings.filterwarnings("ignore", category=FutureWarning)
    warnings.filterwarnings("ignore", category=DeprecationWarning)


def main(argv: Sequence[str], *, spark: SparkSession | None = None) -> None:
    """Run ``substrait-py run`` with the argument list ``argv`` (tests; the command line goes through
    :func:`register`).

    Raises a :class:`SubstraitPyError` (the caller prints it as one line and exits with its code) or
    ``SystemExit`` (usage errors: 2; ``--help``: 0; interrupted: 130). ``spark`` is an existing session
    to run on."""
    try:
        options = parse_args(argv)
    except UsageError as exc:
        print(f"substrait-py run: {exc} (see substrait-py run --help)", file=sys.stderr)
        raise SystemExit(2) from None
    run(options, spark=spark)


def run(options: RunOptions, *, spark: SparkSession | None = None) -> None:
    """Run the plan ``options`` names: load and check it before any JVM starts, then run it on ``spark``
    or on a session created from ``--master`` or ``--remote`` (the JVM's own output sent to a log file
    instead of the terminal)."""
    # Read the plan before any JVM starts: garbage input fails fast.
    from substrait_py.planio import load_plan, refuse_load_errors

    loaded = refuse_load_errors(load_plan(sys.stdin.buffer if options.plan == "-" else options.plan))
    plan = loaded.plan
    try:
        check_before_spark(
            options, plan, embedded=spark is None and options.master is None and options.remote is None
        )
        _quiet_python()
        _main(options, plan, spark)
    except KeyboardInterrupt:
        print("substrait-py run: interrupted", file=sys.stderr)
        raise SystemExit(130) from None
    except SubstraitPyError as exc:
        exc.relocate(loaded.input_path(exc.path))  # an extended expression's own paths
        raise


def _main(options: RunOptions, plan: Plan, spark: SparkSession | None) -> None:
    if spark is not None:
        execute(options, spark, plan)
        return
    from rich.console import Console

    from spark_consumer.session import default_log_path, jvm_stderr_to, session_for

    if options.remote is not None:
        from spark_consumer.session import probe_connect

        try:
            probe_connect(options.remote)
        except OSError as exc:
            raise BindingError(f"{exc} (is a Connect server running there?)") from None
    log_path = default_log_path()
    # The spinner writes to a duplicate of the real stderr: descriptor 2 itself points at the log file
    # while the JVM starts (see ``jvm_stderr_to``).
    err_file = os.fdopen(os.dup(sys.stderr.fileno()), "w", buffering=1)
    err_console = Console(file=err_file)
    failed = False
    try:
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
        with _progress(err_console, "Starting Spark"), jvm_stderr_to(log_path):
            try:
                session = session_for(master=options.master, remote=options.remote, conf=options.conf)
                with contextlib.suppress(Exception):
                    session.sparkContext.setLogLevel("ERROR")
            except Exception as exc:
                failed = True
                raise ExecutionError(f"cannot start Spark: {_first_line(exc)} (log: {log_path})") from exc
        try:
            execute(options, session, plan, err=err_console)
        except ExecutionError as exc:
            failed = True
            raise ExecutionError(f"{exc.one_line()} (Spark log: {log_path})") from exc
        finally:
            with contextlib.suppress(Exception), jvm_stderr_to(log_path):
                session.stop()
    finally:
        err_file.close()
        if not failed:
            with contextlib.suppress(OSError):
                log_path.unlink()
