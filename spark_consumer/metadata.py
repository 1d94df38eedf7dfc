"""Metadata columns on Spark: catalog tables as DataFrames, metadata fields of reads, and a SQL front
that gives ``SELECT *`` the seed's semantics (seed: metadata-columns-select-star).

The engine-neutral model (catalog, strategies, the plan extension) is :mod:`substrait_py.catalog`.

Values of metadata keys
-----------------------
* file keys (``file_path``, ``file_name``, ``file_size``, ``file_modification_time``,
  ``file_block_start``, ``file_block_length``, ``row_index``) are Spark's hidden ``_metadata`` struct of
  the file relation (``row_index`` for parquet only). ``_metadata`` resolves only on the DataFrame the
  file reader returned, so :func:`select_read` must get that DataFrame, before any projection;
* any other key is the source column of that name (the "storage" column).

How ``SELECT *`` gets the seed's semantics in Spark
--------------------------------------------------
Spark expands ``*`` over a relation's ``output``; only a leaf's ``metadataOutput`` (file ``_metadata``,
DSv2 ``SupportsMetadataColumns``) is hidden from ``*`` yet selectable by name, and user code cannot put
arbitrary columns there: marking a view column with ``__metadata_col`` or ``__qualified_access_only``
metadata does not hide it (tried on Spark 4.3: ``SELECT * FROM v`` still returns it). So the SQL front
(:func:`expand_sql`) rewrites the query text before Spark analyses it, but *locates* the stars with
Spark's own parser: every ``*`` / ``q.*`` that is a top-level item of a ``SELECT`` list (a ``Project`` or
``Aggregate`` of the parsed plan, subqueries included) and whose ``FROM`` reaches a catalog table is
replaced, using the parser's character offsets, by the table's :func:`~substrait_py.catalog.expand_star`
columns qualified by the table's alias; other relations of the same ``FROM`` keep ``alias.*``. A CTE
that shadows a catalog table name is left alone; a ``NATURAL``/``USING`` join with a catalog table under
an unqualified ``*`` is rejected (its coalesced columns have no exact rewrite). Everything else (name
resolution, the rest of the query) is Spark's.

Producing plans (:func:`produce_sql`): the rewritten query is planned against *stand-ins*: temporary
views named like the catalog tables over an empty parquet directory with the full catalog schema,
registered for the time of planning only (the session's own views of those names are put back, exactly
as they were, by :func:`stand_ins`), so the producer sees one leaf relation per catalog table and emits
``NamedTable`` reads listing all the table's columns; :func:`~substrait_py.catalog.bind_catalog_reads`
then points each read at its source and attaches the ``MetadataColumns`` extension.
:class:`MetadataConsumer` (a :class:`SparkConsumer` whose ``rel_read`` honours the extension) runs such
plans.
"""

from __future__ import annotations

import atexit
import re
import shutil
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pyspark.sql import Column, DataFrame, SparkSession
from pyspark.sql import functions as F
from pyspark.sql import types as T
from substrait import algebra_pb2 as alg
from substrait import plan_pb2
from substrait.algebra_pb2 import Expression
from substrait.type_pb2 import Type

from spark_consumer.consume.read import ReadMixin
from spark_consumer.consumer import Relation, SparkConsumer
from spark_consumer.sql.generate import quote
from spark_consumer.types import matches, spark_type, top_level_names, type_str
from substrait_py.catalog import (
    FILE_METADATA_KEYS,
    Catalog,
    CatalogTable,
    MetadataField,
    bind_catalog_reads,
    expand_star,
    insert_positions,
    metadata_fields,
    parse_type,
    read_metadata,
)
from substrait_py.errors import BindingError, SchemaMismatchError, UnsupportedFeatureError
from substrait_py.paths import PlanPath

_INTEGRAL = (T.ByteType, T.ShortType, T.IntegerType, T.LongType)


def metadata_column(key: str) -> Column:
    """The Spark column holding metadata key ``key`` on a raw source DataFrame: ``_metadata.<key>`` for
    a file key, else the source column named ``key``."""
    if key in FILE_METADATA_KEYS:
        return F.col(f"_metadata.{key}")
    return F.col(quote(key))


def select_read(
    df: DataFrame,
    names: Sequence[str],
    types: Sequence[Type],
    fields: Sequence[MetadataField],
    *,
    case_sensitive: bool = False,
    path: str | PlanPath = "",
    labels: Sequence[str] | None = None,
) -> DataFrame:
    """The columns of a read, positionally (one per ``base_schema`` field, named ``names``), from the raw
    source DataFrame ``df`` (the file reader's result or the bound table, not yet projected): ordinary
    fields by name, metadata fields from their key (:func:`metadata_column`), each cast to the declared
    type. A missing column or an incompatible type is a :class:`BindingError` naming it."""
    meta = {f.field: f for f in fields}
    shown = list(labels) if labels is not None else list(names)
    by_name: dict[str, T.StructField] = {}
    for sf in df.schema.fields:
        by_name.setdefault(sf.name if case_sensitive else sf.name.lower(), sf)
    cols: list[Column] = []
    for i, (name, t) in enumerate(zip(names, types, strict=True)):
        want = spark_type(t, path=path)
        mf = meta.get(i)
        source = mf.key if mf is not None else shown[i]
        if mf is not None and mf.key in FILE_METADATA_KEYS:
            cols.append(metadata_column(mf.key).cast(want).alias(name))
            continue
        found = by_name.get(source if case_sensitive else source.lower())
        if found is None:
            what = (
                f"metadata key {source!r} of field {shown[i]!r}" if mf is not None else f"column {source!r}"
            )
            raise BindingError(
                f"the source has no {what} (it has {', '.join(f.name for f in df.schema.fields)})",
                path=path,
            )
        sf = found
        widening = isinstance(sf.dataType, _INTEGRAL) and isinstance(want, _INTEGRAL)
        if not matches(sf.dataType, t) and not widening:
            raise BindingError(
                f"{source} is {sf.dataType.simpleString()} in the source but the plan declares "
                f"{type_str(t)} for {shown[i]!r}",
                path=path,
            )
        cols.append(F.col(quote(sf.name)).cast(want).alias(name))
    return df.select(*cols)


def _read_source(spark: SparkSession, table: CatalogTable, tables: Mapping[str, DataFrame]) -> DataFrame:
    src = table.source
    if src.path is not None:
        p = Path(src.path)
        reader = spark.read.format(src.format)
        if p.is_dir():
            reader = reader.option("recursiveFileLookup", "true")
        try:
            return reader.load(str(p))
        except Exception as exc:
            raise BindingError(f"table {table.name!r}: cannot read {src.path!r}: {exc}") from exc
    name = src.table or ""
    lowered = {k.lower(): v for k, v in tables.items()}
    if name.lower() in lowered:
        return lowered[name.lower()]
    try:
        df = spark.table(name)
        df.schema  # noqa: B018 - forces resolution so a missing table is a binding error here
    except Exception as exc:
        raise BindingError(f"table {table.name!r}: source table {name!r} not found") from exc
    return df


def table_dataframe(
    spark: SparkSession, table: CatalogTable, tables: Mapping[str, DataFrame] | None = None
) -> DataFrame:
    """All columns of ``table`` (physical and metadata, declaration order, declared types) as a
    DataFrame over its source. ``tables`` supplies DataFrames for table-backed sources by name (else the
    Spark catalog)."""
    raw = _read_source(spark, table, tables or {})
    names = [c.name for c in table.columns]
    types = [c.substrait_type() for c in table.columns]
    return select_read(raw, names, types, metadata_fields(table, names), path=f"table {table.name}")


def catalog_schema(table: CatalogTable) -> T.StructType:
    """The Spark schema of all columns of ``table``."""
    return T.StructType(
        [T.StructField(c.name, spark_type(c.substrait_type()), nullable=True) for c in table.columns]
    )


# ------------------------------------------------------------------------------- the consumer side


def metadata_rel_read(consumer: ReadMixin, read: alg.ReadRel, path: PlanPath) -> Relation | None:
    """The relation of a read that carries the ``substrait_py.MetadataColumns`` extension, or None when
    it carries none (the caller then reads as usual).

    The read's source is taken raw (the files of a ``LocalFiles`` read, one DataFrame per item, or the
    named table as ``consumer`` binds names), :func:`select_read` makes one column per ``base_schema``
    field (metadata fields from their keys), and the result is bound like a named table's DataFrame, so
    filters, projections and type checks stay the consumer's."""
    fields = read_metadata(read, path=path)
    if not fields:
        return None
    names = top_level_names(read.base_schema)
    types = list(read.base_schema.struct.types)
    kind = read.WhichOneof("read_type")
    frames: list[DataFrame] = []
    if kind == "named_table":
        found = consumer.binder.lookup(list(read.named_table.names), path)
        if isinstance(found, T.StructType):
            raise UnsupportedFeatureError("metadata columns of a table given as a schema alone", path=path)
        frames.append(found)
    elif kind == "local_files":
        for i, item in enumerate(read.local_files.items):
            loc = getattr(item, item.WhichOneof("path_type") or "", "")
            consumer.check_local_path(
                loc.removeprefix("file://"), path.child("local_files").child("items").index(i)
            )
            frames.append(_raw_file(consumer.spark, item, path.child("local_files").child("items").index(i)))
    else:
        raise UnsupportedFeatureError(f"metadata columns on a {kind} read", path=path)
    positional = [f"_m{i}" for i in range(len(names))]
    selected = [
        select_read(
            raw, positional, types, fields, case_sensitive=consumer.case_sensitive, path=path, labels=names
        )
        for raw in frames
    ]
    df = selected[0]
    for other in selected[1:]:
        df = df.unionAll(other)
    new = consumer.fresh(len(types))
    query = consumer.binder.bind_columns(df, "metadata read", positional, types, new, path=path)
    return consumer._read_rest(read, Relation(query, types), path)


def _raw_file(spark: SparkSession, item: alg.ReadRel.LocalFiles.FileOrFiles, path: PlanPath) -> DataFrame:
    which = item.WhichOneof("path_type")
    loc = getattr(item, which) if which else ""
    if loc.startswith("file://"):
        loc = loc[len("file://") :]
    fmt = item.WhichOneof("file_format")
    if fmt not in ("parquet", "orc"):
        raise UnsupportedFeatureError(f"metadata columns on {fmt} files", path=path)
    if item.start or item.length:
        raise UnsupportedFeatureError("metadata columns on a byte range of a file", path=path)
    reader = spark.read.format(fmt)
    if which == "uri_folder":
        reader = reader.option("recursiveFileLookup", "true")
    try:
        return reader.load(loc)
    except Exception as exc:
        raise BindingError(f"cannot read {loc!r}: {exc}", path=path) from exc


class MetadataConsumer(SparkConsumer):
    """A :class:`SparkConsumer` whose reads honour the ``substrait_py.MetadataColumns`` extension
    (:func:`metadata_rel_read`), until the base consumer calls it itself."""

    def rel_read(self, read: alg.ReadRel, path: PlanPath) -> Relation:
        done = metadata_rel_read(self, read, path)
        return done if done is not None else super().rel_read(read, path)


# ------------------------------------------------------------------------------------- SQL front


def _seq(s: Any) -> list[Any]:
    return [s.apply(i) for i in range(s.size())]


def _opt(o: Any) -> Any:
    return o.get() if o.isDefined() else None


@dataclass
class _Rel:
    """A relation of a FROM clause: its qualifier (alias or last name part) and catalog table (or None)."""

    qualifier: str
    table: CatalogTable | None


@dataclass
class _Star:
    start: int
    stop: int
    target: list[str] | None
    rels: list[_Rel]
    using_join: bool


class _StarFinder:
    """Walks Spark's parsed (unresolved) plan through py4j and records the stars to rewrite."""

    _BOUNDARY = ("Project", "Aggregate")
    _SUBQUERIES = ("Exists", "ListQuery", "ScalarSubquery", "LateralSubquery")

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.stars: list[_Star] = []

    def plan(self, node: Any, ctes: frozenset[str]) -> None:
        cls = node.getClass().getSimpleName()
        if cls == "UnresolvedWith":
            names = {str(pair._1()).lower() for pair in _seq(node.cteRelations())}
            ctes = ctes | names
            for pair in _seq(node.cteRelations()):
                self.plan(pair._2(), ctes)
            self.plan(node.child(), ctes)
            return
        if cls in self._BOUNDARY:
            items = node.projectList() if cls == "Project" else node.aggregateExpressions()
            rels, using = self._from(node.child(), ctes)
            for e in _seq(items):
                if e.getClass().getSimpleName() == "UnresolvedStar":
                    o = e.origin()
                    start, stop = _opt(o.startIndex()), _opt(o.stopIndex())
                    target = _opt(e.target())
                    self.stars.append(
                        _Star(
                            int(start) if start is not None else -1,
                            int(stop) if stop is not None else -1,
                            [str(x) for x in _seq(target)] if target is not None else None,
                            rels,
                            using,
                        )
                    )
        for e in _seq(node.expressions()):
            self._subqueries(e, ctes)
        for c in _seq(node.children()):
            self.plan(c, ctes)

    def _subqueries(self, expr: Any, ctes: frozenset[str]) -> None:
        pending = [expr]
        while pending:
            e = pending.pop()
            if e.getClass().getSimpleName() in self._SUBQUERIES:
                self.plan(e.plan(), ctes)
            pending.extend(_seq(e.children()))

    def _from(self, node: Any, ctes: frozenset[str]) -> tuple[list[_Rel], bool]:
        """The relations a star over ``node`` expands, left to right, and whether a USING/NATURAL join
        is among them."""
        cls = node.getClass().getSimpleName()
        if cls == "SubqueryAlias":
            child = node.child()
            alias = str(node.identifier().name())
            if child.getClass().getSimpleName() == "UnresolvedRelation":
                return [_Rel(alias, self._catalog_table(child, ctes))], False
            return [_Rel(alias, None)], False
        if cls == "UnresolvedRelation":
            parts = [str(x) for x in _seq(node.multipartIdentifier())]
            return [_Rel(parts[-1], self._catalog_table(node, ctes))], False
        if cls == "Join":
            left, lu = self._from(node.left(), ctes)
            right, ru = self._from(node.right(), ctes)
            jt = node.joinType().getClass().getSimpleName()
            using = lu or ru or jt.startswith(("UsingJoin", "NaturalJoin"))
            if jt.startswith(("LeftSemi", "LeftAnti")):
                return left, using
            return left + right, using
        if cls in self._BOUNDARY:
            return [_Rel("", None)], False
        children = _seq(node.children())
        if len(children) == 1:
            return self._from(children[0], ctes)
        return [_Rel("", None)], False

    def _catalog_table(self, rel: Any, ctes: frozenset[str]) -> CatalogTable | None:
        parts = [str(x) for x in _seq(rel.multipartIdentifier())]
        if len(parts) == 1 and parts[0].lower() in ctes:
            return None
        return self.catalog.find(parts)


def _replacement(star: _Star, catalog: Catalog) -> str | None:
    """The select items replacing ``star``, or None to leave it to Spark."""

    def cols(rel: _Rel) -> list[str]:
        if rel.table is None:
            return [f"{quote(rel.qualifier)}.*"] if rel.qualifier else ["*"]
        return [
            f"{quote(rel.qualifier)}.{quote(c.name)}"
            for c in expand_star(rel.table, catalog.column_expansion_strategy)
        ]

    if star.target is not None:
        matching = [r for r in star.rels if r.qualifier.lower() == star.target[-1].lower()]
        if len(matching) != 1 or matching[0].table is None:
            return None
        return ", ".join(cols(matching[0]))
    if not any(r.table is not None for r in star.rels):
        return None
    if star.using_join:
        raise UnsupportedFeatureError("SELECT * over a NATURAL or USING join with a catalog table")
    if any(not r.qualifier for r in star.rels):
        raise UnsupportedFeatureError("SELECT * over a catalog table joined with an unaliased subquery")
    return ", ".join(x for r in star.rels for x in cols(r))


def expand_sql(spark: SparkSession, sql: str, catalog: Catalog) -> str:
    """``sql`` with every select-list ``*`` over catalog tables replaced by the columns the catalog's
    ``column-expansion-strategy`` gives (see the module docstring). Stars are located by Spark's parser."""
    parser = spark._jsparkSession.sessionState().sqlParser()
    try:
        parsed = parser.parsePlan(sql)
    except Exception as exc:
        raise UnsupportedFeatureError("SQL the Spark parser rejects", str(exc).splitlines()[0]) from exc
    finder = _StarFinder(catalog)
    finder.plan(parsed, frozenset())
    edits: list[tuple[int, int, str]] = []
    for star in finder.stars:
        text = _replacement(star, catalog)
        if text is None:
            continue
        if star.start < 0 or star.stop < star.start or "*" not in sql[star.start : star.stop + 1]:
            raise UnsupportedFeatureError("a SELECT * whose position the Spark parser does not report")
        edits.append((star.start, star.stop + 1, text))
    out = sql
    for start, stop, text in sorted(set(edits), reverse=True):
        out = out[:start] + text + out[stop:]
    return out


def register_catalog(
    spark: SparkSession, catalog: Catalog, tables: Mapping[str, DataFrame] | None = None
) -> dict[str, DataFrame]:
    """Register every catalog table as a temporary view with all its columns
    (:func:`table_dataframe`), for running the rewritten SQL directly on Spark. Returns the DataFrames."""
    out = {}
    for t in catalog.tables.values():
        df = table_dataframe(spark, t, tables)
        df.createOrReplaceTempView(t.name)
        out[t.name] = df
    return out


def sql(
    spark: SparkSession, query: str, catalog: Catalog, tables: Mapping[str, DataFrame] | None = None
) -> DataFrame:
    """Run ``query`` on Spark directly with the catalog's semantics (no Substrait involved): registers
    the catalog tables as views and runs :func:`expand_sql` of the query."""
    register_catalog(spark, catalog, tables)
    return spark.sql(expand_sql(spark, query, catalog))


_STAND_IN_DIR: list[str] = []


def _stand_in_dir() -> str:
    """An empty directory the stand-in views read: one per process, removed when the process ends."""
    if not _STAND_IN_DIR:
        made = tempfile.mkdtemp(prefix="substrait_py_stand_ins_")
        _STAND_IN_DIR.append(made)
        atexit.register(shutil.rmtree, made, ignore_errors=True)
    d = Path(_STAND_IN_DIR[0]) / "empty"
    d.mkdir(exist_ok=True)
    return str(d)


def register_stand_ins(spark: SparkSession, catalog: Catalog) -> None:
    """Register, for every catalog table, a temporary view of its name over an empty parquet directory
    with the table's full schema (see the module docstring: the producer's view of a catalog table).
    The views stay; :func:`produce_sql` uses :func:`stand_ins`, which puts the session's back."""
    for t in catalog.tables.values():
        spark.read.schema(catalog_schema(t)).parquet(_stand_in_dir()).createOrReplaceTempView(t.name)


@contextmanager
def stand_ins(spark: SparkSession, catalog: Catalog) -> Iterator[None]:
    """The stand-ins of :func:`register_stand_ins` for the duration of the block; afterwards each name
    is what it was before: the session's own temporary view of that name (its definition as stored,
    restored exactly) or no view at all. Classic sessions only (as the producer)."""
    session_catalog = spark._jsparkSession.sessionState().catalog()
    before = {}
    for t in catalog.tables.values():
        raw = session_catalog.getRawTempView(t.name)
        before[t.name] = raw.get() if raw.isDefined() else None
    try:
        register_stand_ins(spark, catalog)
        yield
    finally:
        for name, view in before.items():
            if view is None:
                spark.catalog.dropTempView(name)
            else:
                session_catalog.createTempView(name, view, True)


def produce_sql(spark: SparkSession, query: str, catalog: Catalog) -> plan_pb2.Plan:
    """The Substrait plan of ``query`` (a SELECT) with the catalog's ``*`` semantics: stars expanded
    (:func:`expand_sql`), planned against stand-ins (:func:`stand_ins`: the session's temporary views of
    the catalog tables' names are as before afterwards) by :func:`spark_consumer.producer.to_substrait`,
    reads bound to the sources with the metadata extension
    (:func:`substrait_py.catalog.bind_catalog_reads`)."""
    from spark_consumer.producer import to_substrait

    expanded = expand_sql(spark, query, catalog)
    with stand_ins(spark, catalog):
        plan = to_substrait(expanded, spark)
    bind_catalog_reads(plan, catalog)
    return plan


_INSERT = re.compile(r"^\s*INSERT\s+INTO\s+(?:TABLE\s+)?(?P<name>[`\w.]+)\s+(?P<query>.*)$", re.I | re.S)


def produce_insert(spark: SparkSession, statement: str, catalog: Catalog) -> plan_pb2.Plan:
    """The Substrait plan of ``INSERT INTO t <query>`` for a table-backed catalog table ``t``: a
    ``WriteRel`` (``WRITE_OP_INSERT``) into the storage table whose input writes, per storage column
    (:meth:`CatalogTable.storage_columns`), the physical column or the persisted metadata column of that
    key, and null for keys only virtual columns read. The query's columns are aligned to the writable
    columns by :func:`substrait_py.catalog.insert_positions`."""
    m = _INSERT.match(statement)
    if m is None:
        raise UnsupportedFeatureError("statement", "only INSERT INTO <table> <query> is supported")
    table = catalog.table(m.group("name").replace("`", "").split("."))
    if table.source.table is None:
        raise UnsupportedFeatureError(
            f"INSERT into the file-backed catalog table {table.name!r}", "write into a table-backed one"
        )
    plan = produce_sql(spark, m.group("query"), catalog)
    root = plan.relations[-1].root
    query_names = list(root.names)
    from substrait_py.schema import root_fields

    query_types = [f.type for f in root_fields(plan)]
    if len(query_types) != len(query_names):
        raise UnsupportedFeatureError("INSERT of a query with nested column names")
    positions = insert_positions(table, query_names)
    writable = table.writable_columns()
    source_of: dict[str, int] = {}
    for c, at in zip(writable, positions, strict=True):
        source_of[(c.metadata_key or c.name).lower()] = at
    storage = table.storage_columns()
    project = alg.Rel()
    pr = project.project
    pr.input.CopyFrom(root.input)
    width = len(query_names)
    emit: list[int] = []
    for name, tstr in storage:
        want = parse_type(tstr)
        pos = source_of.get(name.lower())
        if pos is None:
            null_t = Type()
            null_t.CopyFrom(want)
            getattr(null_t, null_t.WhichOneof("kind") or "").nullability = Type.NULLABILITY_NULLABLE
            e = Expression(literal=Expression.Literal(null=null_t))
        else:
            if query_types[pos].WhichOneof("kind") != want.WhichOneof("kind"):
                raise SchemaMismatchError(
                    f"INSERT INTO {table.name}: {query_names[pos]} is {type_str(query_types[pos])} but "
                    f"{name} is {tstr}"
                )
            e = Expression()
            e.selection.direct_reference.struct_field.field = pos
            e.selection.root_reference.SetInParent()
        pr.expressions.append(e)
        emit.append(width + len(emit))
    pr.common.emit.output_mapping.extend(emit)
    write = alg.Rel()
    w = write.write
    w.named_table.names.extend((table.source.table or "").split("."))
    w.op = alg.WriteRel.WRITE_OP_INSERT
    w.output = alg.WriteRel.OUTPUT_MODE_NO_OUTPUT
    w.table_schema.struct.nullability = Type.NULLABILITY_REQUIRED
    for name, tstr in storage:
        w.table_schema.names.append(name)
        w.table_schema.struct.types.append(parse_type(tstr))
    w.input.CopyFrom(project)
    root.input.CopyFrom(write)
    del root.names[:]
    return plan


__all__ = [
    "MetadataConsumer",
    "catalog_schema",
    "expand_sql",
    "metadata_column",
    "metadata_rel_read",
    "produce_insert",
    "produce_sql",
    "register_catalog",
    "register_stand_ins",
    "select_read",
    "sql",
    "stand_ins",
    "table_dataframe",
]
