"""Catalog tables with metadata columns, and ``SELECT *`` expansion (seed: metadata-columns-select-star).

Engine-neutral (never imports pyspark). The Spark side (binding a catalog table to a DataFrame, the SQL
front) is :mod:`spark_consumer.metadata`.

The model
---------
A :class:`CatalogTable` declares columns of three kinds (:class:`ColumnKind`), as in Flink SQL:

* ``PHYSICAL``: a column of the data (``i i32?``);
* ``METADATA``: a *persisted* metadata column, read from and written to the metadata key
  (``rt3 precision_timestamp_tz<6>? METADATA``, ``rt4 ... METADATA FROM 'timestamp'``);
* ``METADATA VIRTUAL``: a read-only metadata column, never written (``rt1 ... METADATA VIRTUAL``).

A metadata column's *key* is its ``FROM 'key'`` or, without ``FROM``, its own name. Types are
**Substrait type strings** (``i32``, ``string?``, ``decimal?<15,2>``, ``precision_timestamp_tz?<6>``),
parsed by substrait-python's ``derivation_expression.evaluate``; ``?`` marks a nullable type, as in the
spec. We chose Substrait's notation over Spark's because the catalog is engine-neutral and its types go
straight into plans.

Where a key's value comes from (:attr:`CatalogTable.source`):

* the :data:`FILE_METADATA_KEYS` (``file_path``, ``file_name``, ``file_size``, ``file_modification_time``,
  ``file_block_start``, ``file_block_length``, ``row_index``) are facts about the file a row was read
  from (Spark's ``_metadata`` struct; ``row_index`` needs parquet). They exist only for file-backed
  tables and are read-only, so a column with a file key must be ``METADATA VIRTUAL``;
* any other key (``timestamp``, say) names a column of the underlying data (the storage): it is
  read from that column and a persisted metadata column is written to it. Two persisted columns may not
  write the same key.

``SELECT *`` (:func:`expand_star`): all columns in declaration order, minus the virtual metadata columns
the :class:`ExpansionStrategy` list excludes (``EXCLUDE_ALIASED_VIRTUAL_METADATA_COLUMNS``: those with
``FROM``; ``EXCLUDE_DEFAULT_VIRTUAL_METADATA_COLUMNS``: those without). Excluded columns can always be
selected by name. :func:`describe` lists every column.

Writes (``INSERT INTO t <query>``, :func:`insert_positions`): the written columns are the physical and the
persisted metadata columns (:meth:`CatalogTable.writable_columns`). The query's columns are matched to
them by name when the query has every writable column by name and its other columns are virtual metadata
columns of ``t`` (dropped: virtual columns are not written) - so ``INSERT INTO t SELECT * FROM t`` works
under every strategy; otherwise positionally when the counts are equal (standard SQL); otherwise it is a
:class:`~substrait_py.errors.SchemaMismatchError`.

In plans
--------
A read of a catalog table lists all its columns in ``base_schema`` (for ``t (i, s, rt1, rt2, rt3, rt4)`` all
six); which of them are metadata, and their keys, travels as the toolkit's extension message
``substrait_py.MetadataColumns`` (``proto/substrait_py/extensions.proto``) packed in
``ReadRel.advanced_extension.enhancement`` (:func:`attach_metadata`, :func:`read_metadata`). It is an
*enhancement*, not an optimization: a consumer that ignores it would look the metadata fields up as data
columns (``rt2`` instead of ``timestamp``), so it must reject the plan instead.
:func:`bind_catalog_reads` turns a plan's ``NamedTable`` reads of catalog tables into reads of their
source (files as ``LocalFiles``, a storage table by its name) with the extension attached.

YAML
----
::

    column-expansion-strategy: [EXCLUDE_DEFAULT_VIRTUAL_METADATA_COLUMNS]
    tables:
      t:
        source: {table: t_storage}            # or {path: data/t, format: parquet} (relative to the file)
        columns:
          - i i32?
          - s string?
          - rt1 precision_timestamp_tz?<6> METADATA VIRTUAL
          - rt2 precision_timestamp_tz?<6> METADATA VIRTUAL FROM 'timestamp'
          - {name: rt3, type: "precision_timestamp_tz?<6>", metadata: persisted}
          - {name: rt4, type: "precision_timestamp_tz?<6>", metadata: persisted, from: timestamp}

Columns are either declaration strings (``name type [METADATA [VIRTUAL]] [FROM 'key']``; ``VIRTUAL``
may also follow ``FROM 'key'`` as in Flink) or mappings (``metadata``: ``virtual`` or ``persisted``).
"""

from __future__ import annotations

import enum
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from google.protobuf import any_pb2
from substrait import algebra_pb2 as alg
from substrait import plan_pb2
from substrait.type_pb2 import Type

from substrait_py._proto.extensions_pb2 import MetadataColumns, MetadataField
from substrait_py.errors import BindingError, InvalidPlanError, SchemaMismatchError, SubstraitPyError
from substrait_py.paths import PlanPath

#: Type URL of the :class:`MetadataColumns` message inside ``google.protobuf.Any``.
METADATA_COLUMNS_TYPE_URL = "type.googleapis.com/substrait_py.MetadataColumns"

#: Metadata keys of file-backed tables (Spark's ``_metadata`` fields) and the Substrait type kinds their
#: columns may be declared with (nullability and timestamp precision are not checked).
FILE_METADATA_KEYS: dict[str, tuple[str, ...]] = {
    "file_path": ("string",),
    "file_name": ("string",),
    "file_size": ("i64",),
    "file_modification_time": ("precision_timestamp_tz", "timestamp_tz"),
    "file_block_start": ("i64",),
    "file_block_length": ("i64",),
    "row_index": ("i64",),
}

#: File formats a file-backed table may use (``row_index`` needs parquet).
FILE_FORMATS = ("parquet", "orc")


class CatalogError(SubstraitPyError):
    """A catalog (YAML file or Python declaration) is malformed. ``path`` locates the faulty entry,
    e.g. ``tables.t.columns[2]``."""

    exit_code = 2

    def __init__(self, message: str, *, path: str = "") -> None:
        self.path = path
        super().__init__(f"{path}: {message}" if path else message)


class ColumnKind(enum.Enum):
    """The kind of a catalog column."""

    PHYSICAL = "PHYSICAL"
    METADATA = "METADATA"
    METADATA_VIRTUAL = "METADATA VIRTUAL"


class ExpansionStrategy(enum.Enum):
    """Values of the ``column-expansion-strategy`` option (a list; the default is empty)."""

    #: Excludes ``c METADATA VIRTUAL FROM 'k'`` from ``SELECT *``.
    EXCLUDE_ALIASED_VIRTUAL_METADATA_COLUMNS = "EXCLUDE_ALIASED_VIRTUAL_METADATA_COLUMNS"
    #: Excludes ``c METADATA VIRTUAL`` (no ``FROM``) from ``SELECT *``.
    EXCLUDE_DEFAULT_VIRTUAL_METADATA_COLUMNS = "EXCLUDE_DEFAULT_VIRTUAL_METADATA_COLUMNS"


def parse_type(text: str, *, path: str = "") -> Type:
    """A Substrait type string (``i32``, ``string?``, ``decimal?<15,2>``) as a ``Type`` message.

    Wraps substrait-python's ``derivation_expression.evaluate`` (which parses the spec's type grammar)
    so that a bad string is a :class:`CatalogError` naming it rather than an ANTLR exception."""
    from substrait.derivation_expression import evaluate

    try:
        t = evaluate(text.strip())
    except Exception as exc:
        raise CatalogError(f"not a Substrait type: {text!r} ({exc})", path=path) from exc
    if not isinstance(t, Type) or t.WhichOneof("kind") is None:
        raise CatalogError(f"not a Substrait type: {text!r}", path=path)
    return t


@dataclass(frozen=True)
class CatalogColumn:
    """One declared column. ``key`` is the ``FROM 'key'`` of a metadata column (None without FROM)."""

    name: str
    type: str
    kind: ColumnKind = ColumnKind.PHYSICAL
    key: str | None = None

    @property
    def is_metadata(self) -> bool:
        return self.kind is not ColumnKind.PHYSICAL

    @property
    def is_virtual(self) -> bool:
        return self.kind is ColumnKind.METADATA_VIRTUAL

    @property
    def is_aliased(self) -> bool:
        """Declared with ``FROM 'key'``."""
        return self.key is not None

    @property
    def metadata_key(self) -> str | None:
        """The key a metadata column reads (its ``FROM`` or its name); None for a physical column."""
        if not self.is_metadata:
            return None
        return self.key if self.key is not None else self.name

    def substrait_type(self) -> Type:
        """The column's type as a Substrait ``Type``."""
        return parse_type(self.type)

    def declaration(self) -> str:
        """The column as a declaration string, e.g. ``rt2 i64 METADATA VIRTUAL FROM 'timestamp'``."""
        text = f"{self.name} {self.type}"
        if self.is_metadata:
            text += f" {self.kind.value}"
        if self.key is not None:
            text += f" FROM '{self.key}'"
        return text


@dataclass(frozen=True)
class TableSource:
    """Where a table's data lives: files (``path``: a file or a directory; ``format``: parquet or orc) or
    a table the engine resolves by name (``table``: a Spark catalog table or view, or a DataFrame given
    to the consumer under that name). Exactly one of ``path`` and ``table`` is set."""

    path: str | None = None
    format: str = "parquet"
    table: str | None = None

    @property
    def is_files(self) -> bool:
        return self.path is not None


@dataclass
class CatalogTable:
    """A table: its columns in declaration order and its source. Validated on construction
    (:class:`CatalogError`)."""

    name: str
    columns: list[CatalogColumn]
    source: TableSource
    _by_name: dict[str, CatalogColumn] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        where = f"tables.{self.name}"
        if not self.name:
            raise CatalogError("a table needs a name", path="tables")
        if (self.source.path is None) == (self.source.table is None):
            raise CatalogError("the source needs exactly one of 'path' and 'table'", path=f"{where}.source")
        if self.source.is_files and self.source.format not in FILE_FORMATS:
            raise CatalogError(
                f"file format {self.source.format!r} is not one of {', '.join(FILE_FORMATS)}",
                path=f"{where}.source",
            )
        if not self.columns:
            raise CatalogError("a table needs at least one column", path=f"{where}.columns")
        self._by_name = {}
        written_keys: dict[str, str] = {}
        physical = {c.name.lower() for c in self.columns if not c.is_metadata}
        for i, c in enumerate(self.columns):
            cpath = f"{where}.columns[{i}]"
            if c.name.lower() in self._by_name:
                raise CatalogError(f"duplicate column {c.name!r}", path=cpath)
            self._by_name[c.name.lower()] = c
            t = parse_type(c.type, path=cpath)
            if c.key is not None and not c.is_metadata:
                raise CatalogError(f"FROM '{c.key}' on the physical column {c.name!r}", path=cpath)
            key = c.metadata_key
            if key is None:
                continue
            if key in FILE_METADATA_KEYS:
                if not self.source.is_files:
                    raise CatalogError(
                        f"metadata key {key!r} of column {c.name!r} needs a file-backed table", path=cpath
                    )
                if not c.is_virtual:
                    raise CatalogError(
                        f"file metadata key {key!r} is read-only: declare {c.name!r} METADATA VIRTUAL",
                        path=cpath,
                    )
                kind = t.WhichOneof("kind") or ""
                if kind not in FILE_METADATA_KEYS[key]:
                    raise CatalogError(
                        f"column {c.name!r} reads {key!r}, which is {' or '.join(FILE_METADATA_KEYS[key])},"
                        f" not {c.type}",
                        path=cpath,
                    )
                if key == "row_index" and self.source.format != "parquet":
                    raise CatalogError("metadata key 'row_index' needs parquet files", path=cpath)
                continue
            if key.lower() in physical:
                raise CatalogError(
                    f"metadata key {key!r} of column {c.name!r} is also a physical column", path=cpath
                )
            if not c.is_virtual:
                other = written_keys.get(key.lower())
                if other is not None:
                    raise CatalogError(
                        f"persisted metadata columns {other!r} and {c.name!r} both write key {key!r}",
                        path=cpath,
                    )
                written_keys[key.lower()] = c.name

    def column(self, name: str) -> CatalogColumn:
        """The column called ``name`` (case-insensitive); :class:`BindingError` if there is none."""
        c = self._by_name.get(name.lower())
        if c is None:
            have = ", ".join(x.name for x in self.columns)
            raise BindingError(f"table {self.name!r} has no column {name!r} (it has {have})")
        return c

    def has_column(self, name: str) -> bool:
        return name.lower() in self._by_name

    def writable_columns(self) -> list[CatalogColumn]:
        """The columns an INSERT writes: physical and persisted metadata columns, in declaration order."""
        return [c for c in self.columns if not c.is_virtual]

    def storage_columns(self) -> list[tuple[str, str]]:
        """The columns of the underlying data as (name, Substrait type string), in order: the physical
        columns, then one column per non-file metadata key (named by the key; type of the first column
        declaring it). Files of a file-backed table, or the storage table, must have these columns."""
        out: list[tuple[str, str]] = [(c.name, c.type) for c in self.columns if not c.is_metadata]
        seen: set[str] = set()
        for c in self.columns:
            key = c.metadata_key
            if key is None or key in FILE_METADATA_KEYS or key.lower() in seen:
                continue
            seen.add(key.lower())
            out.append((key, c.type))
        return out


@dataclass(frozen=True)
class ColumnDescription:
    """One row of :func:`describe`."""

    name: str
    type: str
    kind: ColumnKind
    key: str | None
    aliased: bool
    written: bool

    def __str__(self) -> str:
        extra = f" {self.kind.value}" if self.kind is not ColumnKind.PHYSICAL else ""
        if self.aliased:
            extra += f" FROM '{self.key}'"
        return f"{self.name} {self.type}{extra}"


def describe(table: CatalogTable) -> list[ColumnDescription]:
    """Every column of ``table`` (metadata columns included, whatever the strategy), in declaration
    order, with its kind, its metadata key (``FROM`` or the column name) and whether INSERT writes it."""
    return [
        ColumnDescription(c.name, c.type, c.kind, c.metadata_key, c.is_aliased, not c.is_virtual)
        for c in table.columns
    ]


def _strategies(strategies: Iterable[ExpansionStrategy | str]) -> frozenset[ExpansionStrategy]:
    out = set()
    for s in strategies:
        if isinstance(s, ExpansionStrategy):
            out.add(s)
            continue
        try:
            out.add(ExpansionStrategy(str(s).strip().upper()))
        except ValueError:
            names = ", ".join(x.value for x in ExpansionStrategy)
            raise CatalogError(
                f"unknown column-expansion-strategy {s!r} (known: {names})", path="column-expansion-strategy"
            ) from None
    return frozenset(out)


def expand_star(
    table: CatalogTable, strategies: Iterable[ExpansionStrategy | str] = ()
) -> list[CatalogColumn]:
    """The columns ``SELECT *`` over ``table`` returns under ``strategies``, in declaration order.

    Only virtual metadata columns are ever excluded: ``EXCLUDE_ALIASED_VIRTUAL_METADATA_COLUMNS`` drops
    those declared ``FROM 'key'``, ``EXCLUDE_DEFAULT_VIRTUAL_METADATA_COLUMNS`` those without ``FROM``.
    """
    chosen = _strategies(strategies)
    out = []
    for c in table.columns:
        if c.is_virtual:
            if c.is_aliased and ExpansionStrategy.EXCLUDE_ALIASED_VIRTUAL_METADATA_COLUMNS in chosen:
                continue
            if not c.is_aliased and ExpansionStrategy.EXCLUDE_DEFAULT_VIRTUAL_METADATA_COLUMNS in chosen:
                continue
        out.append(c)
    return out


def insert_positions(table: CatalogTable, query_columns: Sequence[str]) -> list[int]:
    """For ``INSERT INTO table <query>``: the position in the query's output of each writable column of
    ``table`` (:meth:`CatalogTable.writable_columns` order). See the module docstring for the rule;
    raises :class:`SchemaMismatchError` when the query fits neither by name nor by position."""
    writable = table.writable_columns()
    by_name: dict[str, int] = {}
    duplicates = set()
    for i, n in enumerate(query_columns):
        if n.lower() in by_name:
            duplicates.add(n.lower())
        by_name.setdefault(n.lower(), i)
    wanted = {c.name.lower() for c in writable}
    virtual = {c.name.lower() for c in table.columns if c.is_virtual}
    extra = [n for n in query_columns if n.lower() not in wanted]
    if wanted <= by_name.keys() and not (duplicates & wanted) and all(n.lower() in virtual for n in extra):
        return [by_name[c.name.lower()] for c in writable]
    if len(query_columns) == len(writable):
        return list(range(len(writable)))
    raise SchemaMismatchError(
        f"INSERT INTO {table.name}: the query returns ({', '.join(query_columns)}) but the table writes "
        f"({', '.join(c.name for c in writable)}); virtual metadata columns are not written"
    )


@dataclass
class Catalog:
    """Tables by name (case-insensitive) and the ``column-expansion-strategy`` option."""

    tables: dict[str, CatalogTable] = field(default_factory=dict)
    column_expansion_strategy: tuple[ExpansionStrategy, ...] = ()

    def __post_init__(self) -> None:
        self.column_expansion_strategy = tuple(sorted(_strategies(self.column_expansion_strategy), key=str))
        self.tables = {k.lower(): v for k, v in self.tables.items()}

    def add(self, table: CatalogTable) -> None:
        """Add or replace ``table``."""
        self.tables[table.name.lower()] = table

    def find(self, name: str | Sequence[str]) -> CatalogTable | None:
        """The table named ``name`` (a dotted name's last part decides), or None."""
        parts = [name] if isinstance(name, str) else list(name)
        return self.tables.get(parts[-1].lower()) if parts else None

    def table(self, name: str | Sequence[str]) -> CatalogTable:
        """The table named ``name``; :class:`BindingError` if the catalog has none."""
        t = self.find(name)
        if t is None:
            label = name if isinstance(name, str) else ".".join(name)
            raise BindingError(f"table {label!r} is not in the catalog ({', '.join(self.tables) or 'empty'})")
        return t

    def with_strategy(self, strategies: Iterable[ExpansionStrategy | str]) -> Catalog:
        """A copy of this catalog with another ``column-expansion-strategy``."""
        return Catalog(dict(self.tables), tuple(_strategies(strategies)))

    def expand_star(self, name: str | Sequence[str]) -> list[CatalogColumn]:
        """:func:`expand_star` of the table ``name`` under this catalog's strategy."""
        return expand_star(self.table(name), self.column_expansion_strategy)


# ------------------------------------------------------------------------------------ declarations

_DECL = re.compile(
    r"""^\s*(?P<name>"[^"]+"|`[^`]+`|[A-Za-z_][A-Za-z0-9_]*)\s+(?P<type>.+?)
        (?:\s+(?P<meta>METADATA)\b(?P<rest>.*))?\s*$""",
    re.IGNORECASE | re.VERBOSE | re.DOTALL,
)
_REST = re.compile(
    r"""^\s*(?:(?P<v1>VIRTUAL)\s*)?(?:FROM\s+(?:'(?P<key>[^']*)'|"(?P<key2>[^"]*)")\s*)?(?:(?P<v2>VIRTUAL)\s*)?$""",
    re.IGNORECASE | re.VERBOSE,
)


def parse_column(text: str, *, path: str = "") -> CatalogColumn:
    """A declaration string ``name type [METADATA [VIRTUAL]] [FROM 'key'] [VIRTUAL]`` as a column."""
    m = _DECL.match(text)
    if m is None:
        raise CatalogError(
            f"cannot parse column declaration {text!r} (want 'name type [METADATA ...]')", path=path
        )
    name = m.group("name").strip('"`')
    if not m.group("meta"):
        return CatalogColumn(name, m.group("type").strip())
    r = _REST.match(m.group("rest") or "")
    if r is None or (r.group("v1") and r.group("v2")):
        raise CatalogError(
            f"cannot parse {m.group('rest').strip()!r} after METADATA (want [VIRTUAL] [FROM 'key'])",
            path=path,
        )
    virtual = bool(r.group("v1") or r.group("v2"))
    key = r.group("key") if r.group("key") is not None else r.group("key2")
    if key is not None and not key:
        raise CatalogError("empty metadata key", path=path)
    kind = ColumnKind.METADATA_VIRTUAL if virtual else ColumnKind.METADATA
    return CatalogColumn(name, m.group("type").strip(), kind, key)


def _column_from_mapping(data: Mapping[str, Any], path: str) -> CatalogColumn:
    unknown = set(data) - {"name", "type", "metadata", "from"}
    if unknown:
        raise CatalogError(f"unknown column fields {sorted(unknown)}", path=path)
    name, typ = data.get("name"), data.get("type")
    if not isinstance(name, str) or not isinstance(typ, str):
        raise CatalogError("a column needs a string 'name' and 'type'", path=path)
    meta = data.get("metadata")
    key = data.get("from")
    if key is not None and not isinstance(key, str):
        raise CatalogError("'from' must be a string", path=path)
    if meta is None:
        if key is not None:
            raise CatalogError("'from' needs 'metadata: virtual' or 'metadata: persisted'", path=path)
        return CatalogColumn(name, typ)
    kinds = {"virtual": ColumnKind.METADATA_VIRTUAL, "persisted": ColumnKind.METADATA}
    kind = kinds.get(str(meta).lower())
    if kind is None:
        raise CatalogError(f"'metadata' must be 'virtual' or 'persisted', not {meta!r}", path=path)
    return CatalogColumn(name, typ, kind, key)


def catalog_from_dict(data: Mapping[str, Any], *, base_dir: str | os.PathLike[str] | None = None) -> Catalog:
    """A catalog from parsed YAML/JSON data (see the module docstring). Relative file paths are taken
    relative to ``base_dir``."""
    if not isinstance(data, Mapping):
        raise CatalogError("a catalog is a mapping with 'tables' and 'column-expansion-strategy'")
    unknown = set(data) - {"tables", "column-expansion-strategy"}
    if unknown:
        raise CatalogError(f"unknown top-level keys {sorted(unknown)}")
    strategy = data.get("column-expansion-strategy") or []
    if isinstance(strategy, str):
        strategy = [s for s in re.split(r"[,\s]+", strategy) if s]
    if not isinstance(strategy, list):
        raise CatalogError("must be a list", path="column-expansion-strategy")
    tables_data = data.get("tables") or {}
    if not isinstance(tables_data, Mapping):
        raise CatalogError("must map table names to tables", path="tables")
    catalog = Catalog(column_expansion_strategy=tuple(_strategies(strategy)))
    for tname, tdata in tables_data.items():
        where = f"tables.{tname}"
        if not isinstance(tdata, Mapping):
            raise CatalogError("a table is a mapping with 'source' and 'columns'", path=where)
        src = tdata.get("source")
        if not isinstance(src, Mapping):
            raise CatalogError(
                "needs a mapping with 'path' (and 'format') or 'table'", path=f"{where}.source"
            )
        path = src.get("path")
        if path is not None:
            p = Path(str(path))
            if not p.is_absolute() and base_dir is not None:
                p = Path(base_dir) / p
            path = str(p)
        source = TableSource(
            path=path,
            format=str(src.get("format", "parquet")).lower(),
            table=None if src.get("table") is None else str(src.get("table")),
        )
        cols_data = tdata.get("columns")
        if not isinstance(cols_data, list):
            raise CatalogError("must be a list of columns", path=f"{where}.columns")
        columns = []
        for i, cd in enumerate(cols_data):
            cpath = f"{where}.columns[{i}]"
            if isinstance(cd, str):
                columns.append(parse_column(cd, path=cpath))
            elif isinstance(cd, Mapping):
                columns.append(_column_from_mapping(cd, cpath))
            else:
                raise CatalogError("a column is a declaration string or a mapping", path=cpath)
        catalog.add(CatalogTable(str(tname), columns, source))
    return catalog


def load_catalog(source: str | os.PathLike[str]) -> Catalog:
    """A catalog from a YAML file (a path), or from YAML text (a str that is not an existing file)."""
    import yaml

    p = Path(source)
    is_file = isinstance(source, os.PathLike) or ("\n" not in str(source) and p.is_file())
    try:
        text = p.read_text(encoding="utf-8") if is_file else str(source)
        data = yaml.safe_load(text)
    except (OSError, yaml.YAMLError) as exc:
        raise CatalogError(f"cannot read catalog {str(source)[:80]!r}: {exc}") from exc
    return catalog_from_dict(data or {}, base_dir=p.resolve().parent if is_file else None)


# ------------------------------------------------------------------------------- plan extension


def metadata_fields(table: CatalogTable, names: Sequence[str]) -> list[MetadataField]:
    """The :class:`MetadataField` entries of a read of ``table`` whose ``base_schema`` has the top-level
    ``names`` (any subset of the table's columns, any order). Names that are not columns of ``table`` are
    a :class:`BindingError`."""
    out = []
    for i, n in enumerate(names):
        c = table.column(n)
        key = c.metadata_key
        if key is not None:
            out.append(
                MetadataField(field=i, name=c.name, key=key, virtual=c.is_virtual, aliased=c.is_aliased)
            )
    return out


def attach_metadata(read_rel: alg.ReadRel, fields: Sequence[MetadataField]) -> None:
    """Record ``fields`` in ``read_rel.advanced_extension.enhancement`` (replacing an earlier
    MetadataColumns message). With no fields nothing is attached. Another enhancement already present
    (Substrait allows only one) is an :class:`InvalidPlanError`."""
    if not fields:
        return
    ext = read_rel.advanced_extension
    if ext.HasField("enhancement") and ext.enhancement.type_url != METADATA_COLUMNS_TYPE_URL:
        raise InvalidPlanError(
            f"the read already carries the enhancement {ext.enhancement.type_url}",
            code="enhancement-conflict",
        )
    width = len(read_rel.base_schema.names) if read_rel.HasField("base_schema") else None
    seen: set[int] = set()
    for f in fields:
        if f.field in seen:
            raise InvalidPlanError(f"metadata field {f.field} listed twice", code="invalid-metadata-columns")
        seen.add(f.field)
        if width is not None and f.field >= len(read_rel.base_schema.struct.types):
            raise InvalidPlanError(
                f"metadata field {f.field} ({f.name}) is outside the read's "
                f"{len(read_rel.base_schema.struct.types)} fields",
                code="invalid-metadata-columns",
            )
    ordered: list[MetadataField] = sorted(fields, key=lambda f: f.field)
    msg = MetadataColumns(fields=ordered)
    packed = any_pb2.Any()
    packed.Pack(msg, type_url_prefix="type.googleapis.com/")
    ext.enhancement.CopyFrom(packed)


def read_metadata(read_rel: alg.ReadRel, *, path: str | PlanPath = "") -> list[MetadataField]:
    """The metadata fields recorded on ``read_rel`` by :func:`attach_metadata` (empty when there are
    none), validated against the read's ``base_schema``: positions in range, not repeated, the name equal
    to the base_schema's top-level name at that position (case-insensitive), a non-empty key.
    A malformed message is an :class:`InvalidPlanError` at ``path``."""
    ext = read_rel.advanced_extension
    if not read_rel.HasField("advanced_extension") or not ext.HasField("enhancement"):
        return []
    if ext.enhancement.type_url != METADATA_COLUMNS_TYPE_URL:
        return []
    path = str(path)
    where = f"{path}.advanced_extension.enhancement" if path else "advanced_extension.enhancement"
    msg = MetadataColumns()
    if not ext.enhancement.Unpack(msg):
        raise InvalidPlanError(
            "cannot unpack substrait_py.MetadataColumns", code="invalid-metadata-columns", path=where
        )
    names = _top_level_names(read_rel)
    seen: set[int] = set()
    for i, f in enumerate(msg.fields):
        fpath = f"{where}.fields[{i}]"
        if f.field >= len(names) or f.field in seen:
            raise InvalidPlanError(
                f"metadata field position {f.field} is out of range or repeated (the read has {len(names)})",
                code="invalid-metadata-columns",
                path=fpath,
            )
        seen.add(f.field)
        if f.name and f.name.lower() != names[f.field].lower():
            raise InvalidPlanError(
                f"metadata field {f.field} is called {f.name!r} but the read names it {names[f.field]!r}",
                code="invalid-metadata-columns",
                path=fpath,
            )
        if not f.key:
            raise InvalidPlanError(
                "metadata field without a key", code="invalid-metadata-columns", path=fpath
            )
    return list(msg.fields)


def _top_level_names(read_rel: alg.ReadRel) -> list[str]:
    from substrait.utils import top_level_names

    return list(top_level_names(read_rel.base_schema))


def bind_catalog_reads(plan: plan_pb2.Plan, catalog: Catalog) -> int:
    """Rewrite, in place, every ``NamedTable`` read of a catalog table in ``plan`` (subqueries included)
    into a read of its source with the :class:`MetadataColumns` extension attached: a file-backed table
    becomes ``LocalFiles`` (its file, or its directory as ``uri_folder``), a table-backed one a
    ``NamedTable`` read of the storage table. The ``base_schema`` (the catalog column names) is kept;
    the metadata extension tells the consumer which fields to take from the file metadata or the key
    columns. Returns the number of reads rewritten."""
    from substrait.utils import iter_plan_rels

    count = 0
    for rel in iter_plan_rels(plan):
        if rel.WhichOneof("rel_type") != "read":
            continue
        read = rel.read
        if read.WhichOneof("read_type") != "named_table":
            continue
        table = catalog.find(list(read.named_table.names))
        if table is None:
            continue
        attach_metadata(read, metadata_fields(table, _top_level_names(read)))
        src = table.source
        if src.path is not None:
            read.ClearField("named_table")
            item = read.local_files.items.add()
            if Path(src.path).is_dir():
                item.uri_folder = Path(src.path).resolve().as_uri()
            else:
                item.uri_file = Path(src.path).resolve().as_uri()
            getattr(item, src.format).SetInParent()
        elif src.table is not None:
            del read.named_table.names[:]
            read.named_table.names.extend(src.table.split("."))
        count += 1
    return count


def _regenerate_proto() -> None:  # pragma: no cover - a developer tool
    """Regenerate ``substrait_py/_proto/extensions_pb2.py(i)`` from ``proto/`` with grpcio-tools."""
    import shutil
    import tempfile

    from grpc_tools import protoc

    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory() as tmp:
        rc = protoc.main(
            [
                "protoc",
                f"-I{root / 'proto'}",
                f"--python_out={tmp}",
                f"--pyi_out={tmp}",
                str(root / "proto" / "substrait_py" / "extensions.proto"),
            ]
        )
        if rc != 0:
            raise SystemExit(f"protoc failed with exit code {rc}")
        for suffix in ("py", "pyi"):
            shutil.copy(
                Path(tmp) / "substrait_py" / f"extensions_pb2.{suffix}", root / "substrait_py" / "_proto"
            )


if __name__ == "__main__":  # pragma: no cover
    import sys

    if sys.argv[1:] == ["--regenerate-proto"]:
        _regenerate_proto()
    else:
        raise SystemExit("usage: python -m substrait_py.catalog --regenerate-proto")


__all__ = [
    "FILE_METADATA_KEYS",
    "METADATA_COLUMNS_TYPE_URL",
    "Catalog",
    "CatalogColumn",
    "CatalogError",
    "CatalogTable",
    "ColumnDescription",
    "ColumnKind",
    "ExpansionStrategy",
    "MetadataColumns",
    "MetadataField",
    "TableSource",
    "attach_metadata",
    "bind_catalog_reads",
    "catalog_from_dict",
    "describe",
    "expand_star",
    "insert_positions",
    "load_catalog",
    "metadata_fields",
    "parse_column",
    "parse_type",
    "read_metadata",
]
