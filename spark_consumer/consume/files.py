"""Reading a plan's local files so that what Spark reads depends on the files alone.

Several session settings change what Spark reads from the same file: the types it infers from a parquet
footer (``parquet.binaryAsString`` reads binary columns as strings, ``parquet.inferTimestampNTZ.enabled``
off reads timestamps without a time zone as instants, ``parquet.int96AsTimestamp`` off refuses INT96
timestamps), how it rebases old dates (``parquet.datetimeRebaseModeInRead=LEGACY`` moves 1500-03-01 to
1500-02-20), whether it skips files it cannot read (``files.ignoreCorruptFiles``,
``files.ignoreMissingFiles``: rows silently missing), which ORC reader runs (``orc.impl=hive`` cannot
read timestamps with a time zone) and the time zone of a text file's timestamp without an offset
(``session.timeZone``).

So a file is read in two steps. Its schema is inferred in a private session of the same Spark
application whose settings are pinned (:data:`INFERENCE_SETTINGS`; case sensitivity follows the user's
session, as name binding does), and the file is then read in the user's session with that schema given
explicitly and with options that pin the rest (:data:`READ_OPTIONS`): execution no longer consults the
settings above. Text files are read with the plan's schema, timestamps without an offset as UTC.

ORC files from writers other than Hive's older Java one are read in the proleptic Gregorian calendar
they were written in, where Spark would take them for hybrid Julian/Gregorian and read dates before 1582
10 days early (:func:`_orc_calendar_options`).

A catalog table's files are read with the same options (:func:`read_catalog_table`); its schema is the
catalog's.

On Spark Connect the private session is a second session on the same server (PySpark 4.3's
``newSession``; an older client has none). Where there is no private session, or the private session
cannot read the file (a file system whose credentials the user's session set at run time), the schema is
inferred in the user's session (the read options still apply).
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from spark_consumer.consume.sources import is_connect

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession
    from pyspark.sql import types as T
    from substrait.type_pb2 import Type

__all__ = [
    "CATALOG_READ_OPTIONS",
    "INFERENCE_SETTINGS",
    "READ_OPTIONS",
    "cast_text_columns",
    "read_catalog_table",
    "read_file",
]

#: The settings of the private session in which a file's schema is inferred: Spark 4's defaults.
INFERENCE_SETTINGS: dict[str, str] = {
    "spark.sql.parquet.binaryAsString": "false",
    "spark.sql.parquet.int96AsTimestamp": "true",
    "spark.sql.parquet.inferTimestampNTZ.enabled": "true",
    "spark.sql.legacy.parquet.nanosAsLong": "false",
    "spark.sql.parquet.mergeSchema": "false",
    "spark.sql.orc.mergeSchema": "false",
    "spark.sql.files.ignoreCorruptFiles": "false",
    "spark.sql.files.ignoreMissingFiles": "false",
}

#: Options of every read, by Spark format (``""``: every format). Rebasing applies only to files that
#: do not say which calendar wrote them (files Spark 2 wrote say so, and are rebased whatever the option).
READ_OPTIONS: dict[str, dict[str, str]] = {
    "": {"ignoreCorruptFiles": "false", "ignoreMissingFiles": "false"},
    "parquet": {"datetimeRebaseMode": "CORRECTED", "int96RebaseMode": "CORRECTED"},
    "csv": {"timeZone": "UTC"},
    "json": {"timeZone": "UTC"},
}

#: Options of a catalog table's read, whatever its format: a table's files are read as a plan's local files
#: are (Spark passes these to a file-based table and ignores them for a view). The table's schema comes
#: from the catalog, so inference does not arise.
CATALOG_READ_OPTIONS: dict[str, str] = {
    key: value for fmt in ("", "parquet", "csv") for key, value in READ_OPTIONS[fmt].items()
}

#: Spark's own ORC reader, named by class so that ``spark.sql.orc.impl`` cannot swap in Hive's.
_NATIVE_ORC = "org.apache.spark.sql.execution.datasources.orc.OrcFileFormat"

#: The private inference session of each user session.
_private: weakref.WeakKeyDictionary[SparkSession, SparkSession] = weakref.WeakKeyDictionary()
#: User sessions that cannot open a private one.
_no_private: weakref.WeakSet[SparkSession] = weakref.WeakSet()


def read_file(
    spark: SparkSession,
    fmt: str,
    location: str,
    options: Mapping[str, str] | None = None,
    schema: T.StructType | None = None,
) -> DataFrame:
    """A DataFrame of the files at ``location`` in Spark format ``fmt`` (``parquet``, ``orc``, ``csv``, ...)
    with ``options`` on top of :data:`READ_OPTIONS`; ``schema`` when given (text files), else the schema
    inferred under :data:`INFERENCE_SETTINGS`. Spark's errors (a missing or unreadable file) propagate."""
    opts = {**READ_OPTIONS[""], **READ_OPTIONS.get(fmt, {}), **(options or {})}
    if fmt == "orc":
        opts.update(_orc_calendar_options(location))
    source = _NATIVE_ORC if fmt == "orc" else fmt
    if schema is None:
        from py4j.protocol import Py4JJavaError
        from pyspark.errors import PySparkException

        try:
            with _inference_session(spark) as private:
                if private is not None:
                    schema = private.read.format(source).options(**opts).load(location).schema
        except (PySparkException, Py4JJavaError):
            # Spark could not read the file there. The private session lacks what the user's session set
            # at run time (a file system's credentials, say), so the schema is inferred in the user's
            # session by the read below; a file that is really unreadable fails there with Spark's error.
            schema = None
    reader = spark.read.format(source).options(**opts)
    if schema is not None:
        reader = reader.schema(schema)
    return reader.load(location)


def cast_text_columns(
    spark: SparkSession, df: DataFrame, declared: Sequence[tuple[str, Type]], label: str
) -> DataFrame:
    """The columns of a text file (``df``, read as strings) cast by name to the plan's declared types, as
    the consumer casts (:func:`~spark_consumer.consume.expressions.checked_cast`): a value that does not
    convert fails the query whether or not ANSI mode is on, and a timestamp with a time zone is read with
    the offset or zone it names, else as UTC, whatever the session's time zone. ``label`` names the table
    in the error. Columns the plan does not declare stay as read; the file's own names never reach the SQL
    text (the query reads positional names, and the names are put back through the DataFrame API)."""
    from pyspark.sql import types as T

    from spark_consumer.consume.expressions import checked_cast
    from spark_consumer.consume.sources import run_sql
    from spark_consumer.sql.generate import generate
    from spark_consumer.sql.tree import Col, Expr, Project, Source
    from spark_consumer.types import STRING_KINDS, kind_of, spark_type, type_str

    want = {name.lower(): t for name, t in declared}
    names = df.columns
    internal = [f"c{i}" for i in range(len(names))]
    items: list[tuple[Expr, str]] = []
    for name, f, column in zip(names, df.schema.fields, internal, strict=True):
        t = want.get(name.lower())
        value: Expr = Col(column)
        source = "string" if isinstance(f.dataType, T.StringType) else "struct"
        if t is not None and not (source == "string" and kind_of(t) in STRING_KINDS):
            message = f"table {label}: column {name}: a value does not read as {type_str(t)}"
            value = checked_cast(value, source, kind_of(t), spark_type(t), message)
        items.append((value, column))
    query = Project(Source("file", internal), tuple(items))
    return run_sql(spark, generate(query), {"file": df.toDF(*internal)}).toDF(*names)


#: ORC writers whose files may hold dates and timestamps in the hybrid Julian/Gregorian calendar without
#: naming it: Java's ORC (Hive before 3.1 wrote so; later Java writers name their calendar, and the
#: option below does not change how such files read). Every other writer (C++ ORC, which pyarrow uses;
#: Presto, Trino, Go, cuDF) counts days in the proleptic Gregorian calendar, as Spark does.
_HYBRID_CALENDAR_WRITERS = frozenset({"ORC_JAVA"})


def _orc_calendar_options(location: str) -> dict[str, str]:
    """The option that reads the ORC files at ``location`` in the calendar they were written in. Spark's
    ORC reader takes a file that does not name its calendar to be hybrid Julian/Gregorian, as Hive's
    older Java writer wrote, so a date before 1582 from any other writer reads 10 days early. When every
    file at a local ``location`` comes from a writer that counts days in the proleptic Gregorian calendar,
    such files are read as proleptic (a file that names its calendar is read in it either way). Anything
    else (a remote location, a glob, a file pyarrow cannot open) keeps Spark's default."""
    from pathlib import Path

    path = Path(location)
    if "://" in location or any(ch in location for ch in "*?[") or not path.exists():
        return {}
    if path.is_file():
        files = [path]
    else:
        files = [f for f in path.rglob("*") if f.is_file() and not f.name.startswith((".", "_"))]
    if not files:
        return {}
    import pyarrow as pa
    from pyarrow import orc

    for f in files:
        try:
            writer = str(orc.ORCFile(str(f)).writer)
        except (pa.ArrowException, OSError):  # not an ORC file pyarrow reads: Spark reports it on reading
            return {}
        if writer in _HYBRID_CALENDAR_WRITERS:
            return {}
    return {"orc.proleptic.gregorian.default": "true"}


def read_catalog_table(spark: SparkSession, name: str) -> DataFrame:
    """The catalog table or view ``name`` (a SQL multi-part name, quoted) read with
    :data:`CATALOG_READ_OPTIONS`, so that no session setting rebases its old dates, skips its unreadable
    files or moves its text timestamps. Spark's errors (no such table) propagate."""
    return spark.read.options(**CATALOG_READ_OPTIONS).table(name)


@contextlib.contextmanager
def _inference_session(spark: SparkSession) -> Iterator[SparkSession | None]:
    """The private session of ``spark`` with :data:`INFERENCE_SETTINGS` and the user's current case
    sensitivity; None where there is none (a Spark Connect client older than PySpark 4.3 cannot open a
    second session).

    A classic session's private session is made on first use and kept. On Spark Connect it is a second
    session on the server, opened for one inference and closed after it: a Connect client left open
    tries to reach its server when the process exits, and waits out its retries if the server is gone
    (an in-process server stops with the user's session)."""
    from pyspark.errors import PySparkNotImplementedError

    if spark in _no_private:
        yield None
        return
    connect = is_connect(spark)
    private = None if connect else _private.get(spark)
    if private is None:
        try:
            private = spark.newSession()
        except PySparkNotImplementedError:
            _no_private.add(spark)
            yield None
            return
        for key, value in INFERENCE_SETTINGS.items():
            private.conf.set(key, value)
        if not connect:
            _private[spark] = private
    try:
        private.conf.set("spark.sql.caseSensitive", str(spark.conf.get("spark.sql.caseSensitive", "false")))
        yield private
    finally:
        if connect:
            _close_connect_session(private)


def _close_connect_session(session: SparkSession) -> None:
    """Release a Spark Connect session on its server and close its channel, without ``stop()`` (which
    also stops an in-process server that the user's session runs on)."""
    from pyspark.errors import PySparkException

    client = session.client
    with contextlib.suppress(PySparkException):  # the session is gone already: nothing left to release
        client.release_session()
    client.close()
