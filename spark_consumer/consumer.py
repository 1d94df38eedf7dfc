"""Substrait plan -> lazy Spark DataFrame.

Invariants (DESIGN.md principles 1-6):

* Every intermediate DataFrame carries internal, unique, positional column names ``_r<N>_<i>`` (``N`` a
  per-translation counter, so two relations never share a name); fields are looked up by position only.
  User-visible names are applied once, at the RelRoot.
* :class:`SparkConsumer` has one overridable method per Rel kind (``rel_<oneof name>``) and per
  Expression kind (``expr_<oneof name>``); the dispatch tables are built from the proto's oneof names.
  ``RelCommon`` (emit) is applied once after dispatch, in :meth:`SparkConsumer.translate_rel`.
* Every function result is cast to the function's declared output type (or the type the extension YAML
  derives for it), so the DataFrame's types equal the plan's types; :meth:`SparkConsumer.to_dataframe`
  checks the final schema and raises :class:`SchemaMismatchError` naming the column and both types.
* The whole plan becomes ONE Spark SQL query (``sqlexpr`` builds expressions, ``sqlframe`` relations,
  both mirroring the PySpark Column/DataFrame API the handlers are written against) that
  :meth:`SparkConsumer.to_dataframe` runs with ``spark.sql`` once: Spark parses and analyses the plan
  once, as for its own SQL, instead of once per DataFrame operation with a JVM round trip per expression
  node. Sources that only exist as DataFrames (given tables, files read by Spark's reader) enter as
  temporary views. No Python UDFs, and the same text runs on Spark Connect.
* Translation cost is linear in the plan's size: an expression that a check repeats (an aggregate's
  argument under its overflow check) is computed once by a projection below and referred to by name.

Choices documented here:

* ``SORT_DIRECTION_CLUSTERED`` sorts ascending, nulls first: a sorted order is one valid clustering, so
  the requirement is met exactly.
* Single joins fail at run time (``raise_error``) when a row has more than one partner (the second of the
  spec's two valid semantics).
"""

from __future__ import annotations

import datetime as _dt
import decimal as _decimal
import json
import os
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import reduce
from pathlib import Path
from typing import Any

from google.protobuf import json_format
from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as spark_functions
from pyspark.sql import types as T
from substrait import algebra_pb2 as alg
from substrait import plan_pb2
from substrait.algebra_pb2 import Expression
from substrait.type_pb2 import Type

from spark_consumer import functions as fn
from spark_consumer import sqlexpr as F
from spark_consumer.sqlexpr import Column, Window
from spark_consumer.sqlframe import LazyFrame, SqlBuilder
from spark_consumer.types import (
    is_nullable,
    kind_of,
    make,
    matches,
    nested_names,
    spark_type,
    substrait_type,
    top_level_names,
    type_str,
    with_nullability,
)
from substrait_py.errors import (
    BindingError,
    ExecutionError,
    InvalidPlanError,
    PlanLoadError,
    SchemaMismatchError,
    UnsupportedFeatureError,
)

TableKey = str | tuple[str, ...]


@dataclass
class Relation:
    """A translated relation: the DataFrame, its internal column names and their Substrait types.

    ``names`` are the relation's output columns, in order. ``columns``, when set, is the DataFrame's full
    column list: an emit or a mask that only drops or reorders columns is applied without a new
    ``select`` (each one is another derived table for Spark to analyse), so the DataFrame may carry
    further, hidden columns. Hidden columns are never referenced; every internal name is unique within a
    translation, so they cannot shadow an output column. Operations that are
    positional over the whole DataFrame (set operations, ``toDF``) go through
    :meth:`SparkConsumer.exact` first.
    """

    df: LazyFrame
    names: list[str]
    types: list[Type]
    columns: list[str] | None = None

    @property
    def all_names(self) -> list[str]:
        """Every column of ``df`` (the output columns and any hidden ones)."""
        return self.names if self.columns is None else self.columns

    @property
    def is_exact(self) -> bool:
        """Whether ``df``'s columns are exactly ``names``, in order."""
        return self.columns is None or self.columns == self.names

    def cols(self) -> list[Column]:
        return [F.col(n) for n in self.names]


@dataclass
class Typed:
    """A translated expression and its Substrait type."""

    col: Column
    type: Type


@dataclass
class Scope:
    """What field references see: the input relation(s) and, for subqueries, the outer ones
    (innermost last)."""

    names: list[str]
    types: list[Type]
    outer: tuple[Scope, ...] = ()
    as_outer: bool = False


@dataclass
class _FuncDecl:
    anchor: int
    urn: str | None
    name: str
    base_name: str
    signature: tuple[str, ...] | None


@dataclass
class _State:
    plan: plan_pb2.Plan
    functions: dict[int, _FuncDecl] = field(default_factory=dict)
    shared: dict[int, Relation] = field(default_factory=dict)


_REGISTRY: Any = None
#: Output types the extension YAMLs derive, by (URN, function name, argument types); b"" when none does.
#: Derivation parses the YAML's type expressions each time, which costs more than the rest of a function's
#: translation; the registry never changes, so the answers are kept for the process.
_DERIVED_OUTPUT: dict[tuple[str | None, str, tuple[bytes, ...]], bytes] = {}


def _registry() -> Any:
    """substrait-python's extension registry with the standard YAMLs (loaded once)."""
    global _REGISTRY  # noqa: PLW0603 - process-wide cache of an immutable registry
    if _REGISTRY is None:
        from substrait.extension_registry import ExtensionRegistry

        _REGISTRY = ExtensionRegistry(load_default_extensions=True)
    return _REGISTRY


_DDL_CASTABLE = (
    T.BooleanType,
    T.ByteType,
    T.ShortType,
    T.IntegerType,
    T.LongType,
    T.FloatType,
    T.DoubleType,
    T.StringType,
    T.BinaryType,
    T.DateType,
    T.TimestampType,
    T.TimestampNTZType,
    T.DecimalType,
)


def _cast(col: Column, dt: T.DataType) -> Column:
    """``col.cast(dt)``, by the type's DDL name where that names it exactly (atomic types and decimals).

    On classic PySpark a cast to a ``DataType`` object serialises it to JSON and parses it in the JVM
    (several round trips per cast); a DDL name is one. Other types (nested, intervals, char/varchar)
    go by the object."""
    if type(dt) in _DDL_CASTABLE:
        return col.cast(dt.simpleString())
    return col.cast(_nullable_inside(dt))


def _nullable_inside(dt: T.DataType) -> T.DataType:
    """``dt`` with nullable elements, values and fields at every level: Spark refuses to cast an array of
    nullable elements to one of non-null elements even when no element is null, and wider nullability on
    the Spark side is allowed (DESIGN.md principle 2)."""
    if isinstance(dt, T.ArrayType):
        return T.ArrayType(_nullable_inside(dt.elementType), True)
    if isinstance(dt, T.MapType):
        return T.MapType(_nullable_inside(dt.keyType), _nullable_inside(dt.valueType), True)
    if isinstance(dt, T.StructType):
        return T.StructType([T.StructField(f.name, _nullable_inside(f.dataType), True) for f in dt.fields])
    return dt


#: Functions whose Spark builder always yields a boolean (comparisons and logic): when the plan's
#: output type is boolean too, no cast is needed.
_BOOLEAN_RESULTS = frozenset(
    {"equal", "not_equal", "lt", "gt", "lte", "gte", "is_null", "is_not_null", "and", "or", "not", "like"}
)


def _q(name: str) -> str:
    """Quote a source column name for ``F.col`` (dots and backticks are literal)."""
    return "`" + name.replace("`", "``") + "`"


def load_plan_any(plan: plan_pb2.Plan | bytes | str | os.PathLike[str]) -> plan_pb2.Plan:
    """Accept a Plan, binary bytes, a path, or JSON text (through ``substrait_py.planio`` when present)."""
    if isinstance(plan, plan_pb2.Plan):
        return plan
    try:
        from substrait_py.planio import read_plan

        return read_plan(plan)
    except ImportError:
        pass
    data: bytes | str
    if isinstance(plan, (str, os.PathLike)) and (
        not isinstance(plan, str) or not plan.lstrip().startswith("{")
    ):
        p = Path(plan)
        if not p.exists():
            raise PlanLoadError(f"plan file not found: {p}")
        data = p.read_bytes()
    else:
        data = plan
    out = plan_pb2.Plan()
    if isinstance(data, bytes) and not data.lstrip().startswith(b"{"):
        try:
            out.ParseFromString(data)
            return out
        except Exception as exc:
            raise PlanLoadError(f"not a Substrait plan: {exc}") from exc
    text = data.decode() if isinstance(data, bytes) else data
    try:
        json_format.Parse(text, out, ignore_unknown_fields=True)
    except (json_format.ParseError, json.JSONDecodeError) as exc:
        raise PlanLoadError(f"not a Substrait JSON plan: {exc}") from exc
    return out


def _index_functions(plan: plan_pb2.Plan) -> dict[int, _FuncDecl]:
    """Function declarations by anchor: by URN, legacy URI, or name alone (``substrait_py.extensions``
    when present; a minimal reading of the declarations otherwise)."""
    try:
        from substrait_py.extensions import index_extensions

        index = index_extensions(plan)
        return {a: _FuncDecl(a, d.urn, d.name, d.base_name, d.signature) for a, d in index.functions.items()}
    except ImportError:
        pass
    urns = {u.extension_urn_anchor: u.urn for u in plan.extension_urns}
    uris = {u.extension_uri_anchor: u.uri for u in getattr(plan, "extension_uris", ())}
    out: dict[int, _FuncDecl] = {}
    for ext in plan.extensions:
        if ext.WhichOneof("mapping_type") != "extension_function":
            continue
        f = ext.extension_function
        urn = urns.get(f.extension_urn_reference) or uris.get(getattr(f, "extension_uri_reference", 0))
        base, _, sig = f.name.partition(":")
        out[f.function_anchor] = _FuncDecl(
            f.function_anchor, urn, f.name, base, tuple(sig.split("_")) if sig else None
        )
    return out


class SparkConsumer:
    """Translate Substrait plans into lazy Spark DataFrames.

    ``tables`` maps a table name (str, or a tuple of name parts) to a DataFrame; other named tables
    resolve through the Spark catalog (``spark.table``). Binding of table and column names is
    case-insensitive unless ``spark.sql.caseSensitive`` is on.

    Subclasses may override any ``rel_<kind>`` or ``expr_<kind>`` method; the dispatch picks them up.
    """

    REL_KINDS: tuple[str, ...] = tuple(f.name for f in alg.Rel.DESCRIPTOR.oneofs_by_name["rel_type"].fields)
    EXPR_KINDS: tuple[str, ...] = tuple(
        f.name for f in Expression.DESCRIPTOR.oneofs_by_name["rex_type"].fields
    )

    def __init__(
        self,
        spark: SparkSession,
        tables: Mapping[str, DataFrame]
        | Mapping[tuple[str, ...], DataFrame]
        | Mapping[TableKey, DataFrame]
        | None = None,
    ) -> None:
        self.spark = spark
        self.case_sensitive = str(spark.conf.get("spark.sql.caseSensitive", "false")).lower() == "true"
        #: Spark's ANSI mode, read again at every translation (Spark fixes it in the query it analyses).
        self.ansi = self._ansi_enabled()
        self.tables: dict[tuple[str, ...], DataFrame] = {}
        for key, df in (tables or {}).items():
            parts = (key,) if isinstance(key, str) else tuple(key)
            self.tables[self._norm_key(parts)] = df
        self._counter = 0
        self._outer: tuple[Scope, ...] = ()
        #: Spark lambda variables (and their Substrait types) of the lambdas being translated, innermost last.
        self._lambda_frames: list[tuple[list[Column], list[Type]]] = []
        #: DataFusion (55) writes aggregates with several grouping sets with its own layout: the grouping
        #: column is its ``__grouping_id`` bitmask and sits between the grouping keys and the measures (the
        #: spec puts the set index last). Plans whose ``version.producer`` is DataFusion get that layout;
        #: every other plan gets the spec's.
        self._datafusion_layout = False
        self._state: _State | None = None
        #: Per-translation cache of ``F.col(name)`` (building a Column is a JVM round trip on classic).
        self._colcache: dict[str, Column] = {}
        #: Set by a handler that applied its relation's emit itself (``rel_project`` folds the emit into
        #: its one ``select``); read and cleared by :meth:`translate_rel` right after the dispatch.
        self._emit_taken = False
        #: Named-table bindings: table key -> (source DataFrame, its fields by normalised name).
        #: Entries of given tables live as long as the consumer (a DataFrame's schema never changes);
        #: catalog entries are dropped at the start of every translation.
        self._bound: dict[
            tuple[str, ...], tuple[DataFrame | None, LazyFrame, dict[str, T.StructField], list[str]]
        ] = {}
        self._sql = SqlBuilder(spark)
        self._rel_dispatch: dict[str, Callable[[Any, str], Relation]] = {
            k: getattr(self, f"rel_{k}", self._rel_unsupported(k)) for k in self.REL_KINDS
        }
        self._expr_dispatch: dict[str, Callable[[Any, Scope, str], Typed]] = {
            k: getattr(self, f"expr_{k}", self._expr_unsupported(k)) for k in self.EXPR_KINDS
        }

    # ------------------------------------------------------------------ public API

    def to_dataframe(self, plan: plan_pb2.Plan | bytes | str | os.PathLike[str], index: int = 0) -> DataFrame:
        """Translate the ``index``-th root relation of ``plan`` into a lazy DataFrame named by the root."""
        p = load_plan_any(plan)
        self.ansi = self._ansi_enabled()
        self._state = _State(plan=p, functions=_index_functions(p))
        self._colcache = {}
        self._emit_taken = False
        self._bound = {k: v for k, v in self._bound.items() if self.tables.get(k) is v[0]}
        self._datafusion_layout = p.version.producer.lower().startswith("datafusion")
        roots = [i for i, r in enumerate(p.relations) if r.WhichOneof("rel_type") == "root"]
        if not roots:
            raise InvalidPlanError("plan has no root relation", code="no-root", path="relations")
        if index >= len(roots):
            raise InvalidPlanError(f"plan has {len(roots)} root relations, not {index + 1}", code="no-root")
        ri = roots[index]
        root = p.relations[ri].root
        path = f"relations[{ri}].root"
        rel = self.translate_rel(root.input, f"{path}.input")
        return self._apply_root(rel, root, p, index, path)

    # ------------------------------------------------------------------ plumbing

    def _ansi_enabled(self) -> bool:
        return str(self.spark.conf.get("spark.sql.ansi.enabled", "true")).lower() == "true"

    def _norm_key(self, parts: Sequence[str]) -> tuple[str, ...]:
        return tuple(parts) if self.case_sensitive else tuple(x.lower() for x in parts)

    def fresh(self, count: int) -> list[str]:
        """``count`` new internal column names, unique within this consumer."""
        self._counter += 1
        return [f"_r{self._counter}_{i}" for i in range(count)]

    @property
    def state(self) -> _State:
        if self._state is None:
            raise RuntimeError("no plan is being translated")
        return self._state

    def _rel_unsupported(self, kind: str) -> Callable[[Any, str], Relation]:
        def handler(_msg: Any, path: str) -> Relation:
            raise UnsupportedFeatureError(f"relation {kind}", path=path)

        return handler

    def _expr_unsupported(self, kind: str) -> Callable[[Any, Scope, str], Typed]:
        def handler(_msg: Any, _scope: Scope, path: str) -> Typed:
            raise UnsupportedFeatureError(f"expression {kind}", path=path)

        return handler

    def translate_rel(self, rel: alg.Rel, path: str) -> Relation:
        """Dispatch on the Rel kind, then apply ``RelCommon`` (emit) once."""
        kind = rel.WhichOneof("rel_type")
        if kind is None:
            raise InvalidPlanError("relation has no type", code="empty-rel", path=path)
        msg = getattr(rel, kind)
        if kind != "read":
            self._reject_enhancement(msg, f"{path}.{kind}")
        self._emit_taken = False
        out = self._rel_dispatch[kind](msg, f"{path}.{kind}")
        taken, self._emit_taken = self._emit_taken, False
        if not taken and hasattr(msg, "common") and msg.HasField("common"):
            out = self.apply_common(out, msg.common, f"{path}.{kind}.common")
        return out

    @staticmethod
    def _reject_enhancement(msg: Any, path: str) -> None:
        """An ``advanced_extension.enhancement`` changes a relation's meaning (optimizations do not), so
        one this consumer does not know is an unsupported feature, never ignored (principle 3)."""
        ext = getattr(msg, "advanced_extension", None)
        if ext is not None and msg.HasField("advanced_extension") and ext.HasField("enhancement"):
            raise UnsupportedFeatureError(
                f"relation enhancement {ext.enhancement.type_url}", path=f"{path}.advanced_extension"
            )

    def apply_common(self, rel: Relation, common: alg.RelCommon, path: str) -> Relation:
        """Apply emit (hints and advanced extensions do not change results). An emit that selects each
        field at most once needs no ``select``: the fields left out stay in the DataFrame, hidden (see
        :class:`Relation`); a field emitted twice gets a fresh name in a ``select``."""
        if common.WhichOneof("emit_kind") != "emit":
            return rel
        mapping = self._emit_mapping(common, len(rel.names), path)
        if len(set(mapping)) == len(mapping):
            names = [rel.names[m] for m in mapping]
            return Relation(rel.df, names, [rel.types[m] for m in mapping], rel.all_names)
        new = self.fresh(len(mapping))
        df = rel.df.select(*[self.col(rel.names[m]).alias(n) for m, n in zip(mapping, new, strict=False)])
        return Relation(df, new, [rel.types[m] for m in mapping])

    @staticmethod
    def _emit_mapping(common: alg.RelCommon, width: int, path: str) -> list[int]:
        mapping = list(common.emit.output_mapping)
        for i, m in enumerate(mapping):
            if m < 0 or m >= width:
                raise InvalidPlanError(
                    f"emit maps to field {m} of {width}",
                    code="field-out-of-range",
                    path=f"{path}.emit[{i}]",
                )
        return mapping

    def col(self, name: str) -> Column:
        """``F.col(name)``, built once per name and translation (Columns are immutable)."""
        c = self._colcache.get(name)
        if c is None:
            c = self._colcache[name] = F.col(name)
        return c

    def cols(self, rel: Relation) -> list[Column]:
        """The output columns of ``rel``, in order."""
        return [self.col(n) for n in rel.names]

    def exact(self, rel: Relation) -> Relation:
        """``rel`` with a DataFrame whose columns are exactly its output columns (one ``select`` when it
        carries hidden columns), for operations positional over the whole DataFrame."""
        if rel.is_exact:
            return rel
        return Relation(rel.df.select(*self.cols(rel)), rel.names, rel.types)

    def translate_expr(self, expr: Expression, scope: Scope, path: str) -> Typed:
        """Dispatch on the Expression kind."""
        kind = expr.WhichOneof("rex_type")
        if kind is None:
            raise InvalidPlanError("expression has no type", code="empty-expression", path=path)
        return self._expr_dispatch[kind](getattr(expr, kind), scope, f"{path}.{kind}")

    def _rename(self, rel: Relation) -> Relation:
        new = self.fresh(len(rel.names))
        return Relation(
            rel.df.select(*[self.col(o).alias(n) for o, n in zip(rel.names, new, strict=False)]),
            new,
            rel.types,
        )

    def scope(self, rel: Relation) -> Scope:
        """The scope of expressions over ``rel`` (outer scopes of enclosing subqueries included)."""
        return Scope(rel.names, rel.types, self._outer)

    def _cast_to(self, col: Column, t: Type, path: str) -> Column:
        return _cast(col, spark_type(t, path=path))

    # ------------------------------------------------------------------ root

    def _apply_root(
        self, rel: Relation, root: alg.RelRoot, plan: plan_pb2.Plan, root_index: int, path: str
    ) -> DataFrame:
        names = list(root.names)
        out_cols: list[Column] = []
        if names:
            top: list[str] = []
            pos = 0
            for n, t in zip(rel.names, rel.types, strict=False):
                if pos >= len(names):
                    raise InvalidPlanError(
                        f"root has {len(names)} names, too few for {len(rel.names)} columns",
                        code="root-names",
                        path=f"{path}.names",
                    )
                name = names[pos]
                top.append(name)
                nested, pos = nested_names(t, names, pos + 1)
                col = self.col(n)
                if nested is not None:
                    col = col.cast(nested)
                out_cols.append(col.alias(name))
            if pos != len(names):
                raise InvalidPlanError(
                    f"root has {len(names)} names, the output needs {pos}",
                    code="root-names",
                    path=f"{path}.names",
                )
        else:
            derived = self._derived_names(plan, root_index, len(rel.names))
            out_cols = [self.col(n).alias(d) for n, d in zip(rel.names, derived, strict=False)]
        if not out_cols:
            return self.spark.range(0).select()
        df = self._sql.dataframe(rel.df.select(*out_cols))
        self.check_schema(df, rel.types)
        return df

    def _derived_names(self, plan: plan_pb2.Plan, root_index: int, count: int) -> list[str]:
        try:
            from substrait_py.schema import root_output_names

            got = list(root_output_names(plan, root_index))
            if len(got) == count:
                return got
        except ImportError:
            pass
        return [f"col{i}" for i in range(count)]

    def check_schema(self, df: DataFrame, types: Sequence[Type]) -> None:
        """Principle 2: every column's Spark type holds the plan's type exactly (nullability may be wider
        on Spark's side). Raises :class:`SchemaMismatchError` naming the column and both types."""
        for f, t in zip(df.schema.fields, types, strict=False):
            if not matches(f.dataType, t):
                raise SchemaMismatchError(
                    f"column {f.name!r}: plan type {type_str(t)}, Spark produces {f.dataType.simpleString()}",
                    column=f.name,
                    expected=type_str(t),
                    actual=f.dataType.simpleString(),
                )

    # ------------------------------------------------------------------ relations

    def rel_read(self, read: alg.ReadRel, path: str) -> Relation:
        if read.HasField("advanced_extension") and read.advanced_extension.HasField("enhancement"):
            # The toolkit's own MetadataColumns message; anything else is rejected below.
            from spark_consumer.metadata import metadata_rel_read  # imports this module

            done = metadata_rel_read(self, read, path)
            if done is not None:
                return done
            self._reject_enhancement(read, path)
        kind = read.WhichOneof("read_type")
        col_names = top_level_names(read.base_schema)
        types = list(read.base_schema.struct.types)
        if kind == "named_table":
            # One select binds the source columns straight to fresh positional names, and only those
            # the read uses (its mask's fields and its filters' references); the rest are still checked.
            new = self.fresh(len(types))
            used = _read_fields(read, len(types))
            df = self._bind_named_table(
                list(read.named_table.names), col_names, types, path, names=new, keep=used
            )
            rel = Relation(df, new, types, [new[i] for i in used] if used is not None else None)
            return self._read_rest(read, rel, path)
        if kind == "virtual_table":
            df = self._virtual_table(read.virtual_table, types, f"{path}.virtual_table")
        elif kind == "local_files":
            df = self._local_files(read.local_files, col_names, types, f"{path}.local_files")
        elif kind == "extension_table":
            raise UnsupportedFeatureError(
                f"extension table {read.extension_table.detail.type_url}", path=f"{path}.extension_table"
            )
        else:
            raise UnsupportedFeatureError(f"read type {kind}", path=path)
        new = self.fresh(len(types))
        return self._read_rest(read, Relation(df.toDF(*new), new, types), path)

    def _read_rest(self, read: alg.ReadRel, rel: Relation, path: str) -> Relation:
        """A read's filter, best-effort filter and projection mask over its bound source."""
        for fname in ("filter", "best_effort_filter"):
            if read.HasField(fname):
                cond = self.translate_expr(getattr(read, fname), self.scope(rel), f"{path}.{fname}")
                rel = Relation(rel.df.filter(cond.col), rel.names, rel.types, rel.columns)
        if read.HasField("projection"):
            rel = self._apply_mask(rel, read.projection, f"{path}.projection")
        return rel

    def _bind_named_table(
        self,
        parts: list[str],
        col_names: list[str],
        types: list[Type],
        path: str,
        *,
        names: Sequence[str] | None = None,
        keep: Sequence[int] | None = None,
    ) -> LazyFrame:
        """Select the plan's declared columns from the table ``parts`` (cast where the plan declares a
        safely wider type). Every declared column is checked; only those in ``keep`` (all by default) are
        selected, in that order, named by ``names`` (by position in the declaration) when given."""
        label = ".".join(parts)
        key = self._norm_key(parts)
        bound = self._bound.get(key)
        if bound is None:
            src = self.tables.get(key)
            if src is None and len(key) > 1:
                src = self.tables.get(key[-1:])
            if src is None:
                try:
                    schema = self.spark.table(".".join(_q(x) for x in parts)).schema
                except Exception as exc:
                    raise BindingError(
                        f"{path}: table {label!r} not found (given tables and Spark catalog)"
                    ) from exc
                frame = self._sql.table(parts, [x.name for x in schema.fields])
            else:
                schema = src.schema
                frame = self._sql.frame(src)
            by_name: dict[str, T.StructField] = {}
            for sf in schema.fields:
                by_name.setdefault(sf.name if self.case_sensitive else sf.name.lower(), sf)
            bound = (src, frame, by_name, [x.name for x in schema.fields])
            self._bound[key] = bound
        _src, frame, by_name, all_fields = bound
        sources: list[tuple[str, T.DataType | None]] = []  # (source column, cast to) per declared one
        for name, t in zip(col_names, types, strict=False):
            f = by_name.get(name if self.case_sensitive else name.lower())
            if f is None:
                raise BindingError(
                    f"{path}: table {label!r} has no column {name!r} (plan declares {type_str(t)}; "
                    f"table has {', '.join(all_fields)})"
                )
            want = spark_type(t, path=path)
            cast_to: T.DataType | None = None
            if not matches(f.dataType, t):
                if not _safe_widening(f.dataType, want):
                    raise BindingError(
                        f"{path}: column {label}.{name} is {f.dataType.simpleString()} in the table "
                        f"but the plan declares {type_str(t)}"
                    )
                cast_to = want
            sources.append((f.name, cast_to))
        cols: list[Column] = []
        for i in range(len(sources)) if keep is None else keep:
            source, cast_to = sources[i]
            col = F.col(_q(source))
            if cast_to is not None:
                col = _cast(col, cast_to)
            cols.append(col.alias(names[i]) if names is not None else col)
        return frame.select(*cols)

    def _virtual_table(self, vt: alg.ReadRel.VirtualTable, types: list[Type], path: str) -> LazyFrame:
        schema = T.StructType([T.StructField(f"_v{i}", spark_type(t), True) for i, t in enumerate(types)])
        rows: list[list[Column]] = []
        empty = Scope([], [])
        for i, row in enumerate(getattr(vt, "values", ())):
            rows.append(
                [
                    self.expr_literal(lit, empty, f"{path}.values[{i}].fields[{j}]").col
                    for j, lit in enumerate(row.fields)
                ]
            )
        for i, row_expr in enumerate(vt.expressions):
            rows.append(
                [
                    self.translate_expr(e, empty, f"{path}.expressions[{i}].fields[{j}]").col
                    for j, e in enumerate(row_expr.fields)
                ]
            )
        fields = schema.fields
        names = [f.name for f in fields]
        # a table without columns still has rows: SQL needs an item, which stays hidden (see Relation)
        no_columns = ["1 AS `_no_columns`"] if not names else []
        if not rows:
            nulls = [F.lit(None).cast(f.dataType).alias(f.name).select_item() for f in schema.fields]
            return LazyFrame(f"SELECT {', '.join(nulls or no_columns)} WHERE FALSE", names)
        frames = [
            LazyFrame(
                "SELECT "
                + ", ".join(
                    [_cast(c, fields[j].dataType).alias(f"_v{j}").select_item() for j, c in enumerate(r)]
                    or no_columns
                ),
                names,
            )
            for r in rows
        ]
        return reduce(lambda a, b: a.unionAll(b), frames)

    def _local_files(
        self, lf: alg.ReadRel.LocalFiles, col_names: list[str], types: list[Type], path: str
    ) -> LazyFrame:
        frames: list[DataFrame] = []
        for i, item in enumerate(lf.items):
            ipath = f"{path}.items[{i}]"
            which = item.WhichOneof("path_type")
            loc = getattr(item, which) if which else ""
            if loc.startswith("file://"):
                loc = loc[len("file://") :]
            fmt = item.WhichOneof("file_format")
            spark_fmt = {"parquet": "parquet", "orc": "orc", "dwrf": "orc", "text": "csv", "arrow": None}.get(
                fmt or ""
            )
            if spark_fmt is None:
                raise UnsupportedFeatureError(f"local file format {fmt}", path=ipath)
            if which != "uri_path_glob" and not any(ch in loc for ch in "*?[") and not Path(loc).exists():
                raise BindingError(f"{ipath}: file {loc!r} not found")
            reader = self.spark.read.format(spark_fmt)
            if fmt == "text":
                opts = item.text
                schema = T.StructType(
                    [T.StructField(n, spark_type(t), True) for n, t in zip(col_names, types, strict=False)]
                )
                reader = reader.schema(schema).option("sep", opts.field_delimiter or ",")
                reader = reader.option("header", "true" if opts.header_lines_to_skip else "false")
                if opts.quote:
                    reader = reader.option("quote", opts.quote)
                if opts.escape:
                    reader = reader.option("escape", opts.escape)
                if opts.HasField("value_treated_as_null"):
                    reader = reader.option("nullValue", opts.value_treated_as_null)
            if which == "uri_folder":
                reader = reader.option("recursiveFileLookup", "true")
            try:
                df = reader.load(loc)
            except Exception as exc:
                raise BindingError(f"{ipath}: cannot read {loc!r}: {exc}") from exc
            if item.start or item.length:
                df = self._slice(df, loc, fmt or "", start=item.start, length=item.length, path=ipath)
            frames.append(df)
        if not frames:
            raise InvalidPlanError("local_files has no items", code="empty-local-files", path=path)
        out: list[LazyFrame] = []
        for df in frames:
            by_name = {(f.name if self.case_sensitive else f.name.lower()): f for f in df.schema.fields}
            cols = []
            for j, (n, t) in enumerate(zip(col_names, types, strict=False)):
                f = by_name.get(n if self.case_sensitive else n.lower())
                if f is None:
                    raise BindingError(f"{path}: file has no column {n!r} (plan declares {type_str(t)})")
                if not matches(f.dataType, t) and not _safe_widening(f.dataType, spark_type(t)):
                    raise BindingError(
                        f"{path}: column {n} is {f.dataType.simpleString()} in the file but the plan "
                        f"declares {type_str(t)}"
                    )
                cols.append(F.col(_q(f.name)).cast(spark_type(t)).alias(f"_c{j}"))
            out.append(self._sql.frame(df).select(*cols))
        return reduce(lambda a, b: a.unionAll(b), out)

    def _slice(self, df: DataFrame, loc: str, fmt: str, *, start: int, length: int, path: str) -> DataFrame:
        """Byte-range slicing. Parquet: the row groups whose midpoint lies in [start, start+length), by
        row index (Spark's ``_metadata.row_index``). Other formats only when the range covers the file."""
        size = Path(loc).stat().st_size if Path(loc).is_file() else -1
        if start == 0 and length >= size >= 0:
            return df
        if fmt != "parquet" or size < 0:
            raise UnsupportedFeatureError(f"byte-range slicing of {fmt or 'this'} files", path=path)
        import pyarrow.parquet as pq

        meta = pq.ParquetFile(loc).metadata
        ranges: list[tuple[int, int]] = []
        first_row = 0
        for g in range(meta.num_row_groups):
            rg = meta.row_group(g)
            col0 = rg.column(0)
            begin = col0.dictionary_page_offset if col0.has_dictionary_page else col0.data_page_offset
            begin = min(begin, col0.data_page_offset) if begin else col0.data_page_offset
            size_c = sum(rg.column(j).total_compressed_size for j in range(rg.num_columns))
            mid = begin + size_c // 2
            if start <= mid < start + length:
                ranges.append((first_row, first_row + rg.num_rows))
            first_row += rg.num_rows
        idx = spark_functions.col("_metadata.row_index")
        cond = reduce(
            lambda a, b: a | b,
            [(idx >= lo) & (idx < hi) for lo, hi in ranges],
            spark_functions.lit(False),
        )
        return df.select("*", "_metadata").filter(cond).drop("_metadata")

    def _apply_mask(self, rel: Relation, mask: Expression.MaskExpression, path: str) -> Relation:
        items = list(mask.select.struct_items)
        if not items:
            return rel
        for i, item in enumerate(items):
            if item.field < 0 or item.field >= len(rel.names):
                raise InvalidPlanError(
                    f"mask selects field {item.field} of {len(rel.names)}",
                    code="field-out-of-range",
                    path=f"{path}.select.struct_items[{i}]",
                )
        fields = [item.field for item in items]
        if not any(item.HasField("child") for item in items) and len(set(fields)) == len(fields):
            # top-level fields, each once: no select, the others stay hidden (see Relation)
            return Relation(
                rel.df, [rel.names[f] for f in fields], [rel.types[f] for f in fields], rel.all_names
            )
        cols: list[Column] = []
        types: list[Type] = []
        for i, item in enumerate(items):
            col, t = self.col(rel.names[item.field]), rel.types[item.field]
            if item.HasField("child"):
                col, t = self._mask_child(col, t, item.child, mask.maintain_singular_struct, f"{path}[{i}]")
            cols.append(col)
            types.append(t)
        new = self.fresh(len(cols))
        return Relation(rel.df.select(*[c.alias(n) for c, n in zip(cols, new, strict=False)]), new, types)

    def _mask_child(
        self, col: Column, t: Type, sel: Expression.MaskExpression.Select, keep: bool, path: str
    ) -> tuple[Column, Type]:
        which = sel.WhichOneof("type")
        if which == "struct" and kind_of(t) == "struct":
            positional = col.cast(spark_type(t))
            parts: list[tuple[Column, Type]] = []
            for item in sel.struct.struct_items:
                c, ft = positional.getField(f"_f{item.field}"), t.struct.types[item.field]
                if item.HasField("child"):
                    c, ft = self._mask_child(c, ft, item.child, keep, path)
                parts.append((c, ft))
            if len(parts) == 1 and not keep:
                return parts[0]
            st = Type()
            st.struct.nullability = t.struct.nullability
            for _, ft in parts:
                st.struct.types.append(ft)
            built = F.struct(*[c.alias(f"_f{i}") for i, (c, _) in enumerate(parts)])
            return F.when(col.isNull(), F.lit(None).cast(spark_type(st))).otherwise(built), st
        if which == "list" and kind_of(t) == "list":
            ls = sel.list
            elem = t.list.type
            pieces: list[Column] = []
            single: Column | None = None
            for s in ls.selection:
                if s.WhichOneof("type") == "item":
                    single = self._list_get(col, s.item.field)
                    pieces.append(F.array(single))
                else:
                    start, end = s.slice.start, s.slice.end
                    size = F.size(col)
                    lo = F.lit(start) if start >= 0 else size + F.lit(start)
                    hi = F.lit(end) if end > 0 else size + F.lit(end)
                    pieces.append(
                        F.slice(
                            col,
                            F.greatest(lo, F.lit(0)) + 1,
                            F.greatest(hi - F.greatest(lo, F.lit(0)), F.lit(0)),
                        )
                    )
            if len(ls.selection) == 1 and single is not None and not keep:
                out, ot = single, with_nullability(elem, True)
                if ls.HasField("child"):
                    out, ot = self._mask_child(out, ot, ls.child, keep, path)
                return out, ot
            out, ot = F.concat(*pieces) if pieces else col, t
            if ls.HasField("child"):
                # the child selection applies to every selected element (a native lambda, no UDF); the
                # element type it gives does not depend on the column, so one call outside finds it
                _, elem_out = self._mask_child(col, elem, ls.child, keep, path)
                out = F.transform(out, lambda e: self._mask_child(e, elem, ls.child, keep, path)[0])
                ot = Type()
                ot.list.type.CopyFrom(elem_out)
                ot.list.nullability = t.list.nullability
            return out, ot
        raise UnsupportedFeatureError(f"mask selection {which} over {type_str(t)}", path=path)

    def rel_filter(self, msg: alg.FilterRel, path: str) -> Relation:
        rel = self.translate_rel(msg.input, f"{path}.input")
        cond = self.translate_expr(msg.condition, self.scope(rel), f"{path}.condition")
        return Relation(rel.df.filter(cond.col), rel.names, rel.types, rel.columns)

    def rel_project(self, msg: alg.ProjectRel, path: str) -> Relation:
        """One ``select`` at most, with the relation's emit folded in: only the emitted outputs are
        selected; an input column, or an expression that is a plain reference to one, keeps its name
        (its first time in the output); everything else gets a fresh name. When every output is such
        a column, no select is needed at all (the rest stay hidden, see :class:`Relation`)."""
        rel = self.translate_rel(msg.input, f"{path}.input")
        sc = self.scope(rel)
        exprs = [
            self.translate_expr(e, sc, f"{path}.expressions[{i}]") for i, e in enumerate(msg.expressions)
        ]
        # the output before the emit: (input column name or None, Column, type)
        full: list[tuple[str | None, Column, Type]] = [
            (n, self.col(n), t) for n, t in zip(rel.names, rel.types, strict=False)
        ]
        for e in exprs:
            ref = next((n for n in rel.names if self._colcache.get(n) is e.col), None)
            full.append((ref, e.col, e.type))
        common = msg.common if msg.HasField("common") else None
        if common is not None and common.WhichOneof("emit_kind") == "emit":
            mapping = self._emit_mapping(common, len(full), f"{path}.common")
        else:
            mapping = list(range(len(full)))
        fresh = iter(self.fresh(len(mapping)))
        names: list[str] = []
        cols: list[Column] = []
        seen: set[str] = set()
        plain = True  # every output is an input column, each once
        for m in mapping:
            ref, col, _t = full[m]
            if ref is not None and ref not in seen:
                names.append(ref)
                cols.append(col)
            else:
                names.append(next(fresh))
                cols.append(col.alias(names[-1]))
                plain = False
            seen.add(names[-1])
        types = [full[m][2] for m in mapping]
        self._emit_taken = True
        if plain:
            return Relation(rel.df, names, types, rel.all_names)
        return Relation(rel.df.select(*cols), names, types)

    def rel_sort(self, msg: alg.SortRel, path: str) -> Relation:
        rel = self.translate_rel(msg.input, f"{path}.input")
        sc = self.scope(rel)
        ordered = rel.df.orderBy(*self._sort_cols(msg.sorts, sc, f"{path}.sorts"))
        return Relation(ordered, rel.names, rel.types, rel.columns)

    def _sort_cols(self, sorts: Sequence[alg.SortField], sc: Scope, path: str) -> list[Column]:
        out = []
        D = alg.SortField.SortDirection
        for i, s in enumerate(sorts):
            c = self.translate_expr(s.expr, sc, f"{path}[{i}].expr").col
            if s.WhichOneof("sort_kind") == "comparison_function_reference":
                raise UnsupportedFeatureError("sort by a comparison function", path=f"{path}[{i}]")
            d = s.direction
            if d in (
                D.SORT_DIRECTION_ASC_NULLS_FIRST,
                D.SORT_DIRECTION_CLUSTERED,
                D.SORT_DIRECTION_UNSPECIFIED,
            ):
                out.append(c.asc_nulls_first())
            elif d == D.SORT_DIRECTION_ASC_NULLS_LAST:
                out.append(c.asc_nulls_last())
            elif d == D.SORT_DIRECTION_DESC_NULLS_FIRST:
                out.append(c.desc_nulls_first())
            else:
                out.append(c.desc_nulls_last())
        return out

    def rel_fetch(self, msg: alg.FetchRel, path: str) -> Relation:
        rel = self.translate_rel(msg.input, f"{path}.input")
        offset = self._const_int(msg, "offset", path)
        count = self._const_int(msg, "count", path)
        df = rel.df
        if offset:
            df = df.offset(offset)
        if count is not None and count >= 0:
            df = df.limit(count)
        return Relation(df, rel.names, rel.types, rel.columns)

    def _const_int(self, msg: alg.FetchRel, which: str, path: str) -> int | None:
        field_expr = f"{which}_expr"
        if msg.HasField(field_expr):
            e = getattr(msg, field_expr)
            if e.WhichOneof("rex_type") != "literal":
                raise UnsupportedFeatureError(f"non-literal fetch {which}", path=f"{path}.{field_expr}")
            lit = e.literal
            kind = lit.WhichOneof("literal_type")
            if kind == "null":
                return None
            return int(getattr(lit, kind or "i64"))
        legacy = getattr(msg, which, None)
        if isinstance(legacy, int):
            return legacy if (legacy or which == "offset") else None
        return None if which == "count" else 0

    def rel_cross(self, msg: alg.CrossRel, path: str) -> Relation:
        left = self.translate_rel(msg.left, f"{path}.left")
        right = self.translate_rel(msg.right, f"{path}.right")
        if set(left.all_names) & set(right.all_names):
            right = self._rename(right)
        return Relation(
            left.df.crossJoin(right.df),
            left.names + right.names,
            left.types + right.types,
            _joined_columns(left, right),
        )

    def rel_join(self, msg: alg.JoinRel, path: str) -> Relation:
        left = self.translate_rel(msg.left, f"{path}.left")
        right = self.translate_rel(msg.right, f"{path}.right")
        if set(left.all_names) & set(right.all_names):
            right = self._rename(right)
        both = Scope(left.names + right.names, left.types + right.types, self._outer)
        cond = (
            self.translate_expr(msg.expression, both, f"{path}.expression").col
            if msg.HasField("expression")
            else F.lit(True)
        )
        J = alg.JoinRel.JoinType
        jt = msg.type
        lt = left.types
        rt = right.types
        nl = [with_nullability(t, True) for t in lt]
        nr = [with_nullability(t, True) for t in rt]
        hidden = _joined_columns(left, right)
        if jt == J.JOIN_TYPE_INNER:
            out = Relation(left.df.join(right.df, cond, "inner"), both.names, lt + rt, hidden)
        elif jt == J.JOIN_TYPE_OUTER:
            out = Relation(left.df.join(right.df, cond, "full"), both.names, nl + nr, hidden)
        elif jt == J.JOIN_TYPE_LEFT:
            out = Relation(left.df.join(right.df, cond, "left"), both.names, lt + nr, hidden)
        elif jt == J.JOIN_TYPE_RIGHT:
            out = Relation(left.df.join(right.df, cond, "right"), both.names, nl + rt, hidden)
        elif jt in (J.JOIN_TYPE_LEFT_SEMI, J.JOIN_TYPE_LEFT_ANTI):
            how = "left_semi" if jt == J.JOIN_TYPE_LEFT_SEMI else "left_anti"
            out = Relation(left.df.join(right.df, cond, how), left.names, lt, left.columns)
        elif jt in (J.JOIN_TYPE_RIGHT_SEMI, J.JOIN_TYPE_RIGHT_ANTI):
            how = "left_semi" if jt == J.JOIN_TYPE_RIGHT_SEMI else "left_anti"
            out = Relation(right.df.join(left.df, cond, how), right.names, rt, right.columns)
        elif jt in (J.JOIN_TYPE_LEFT_MARK, J.JOIN_TYPE_RIGHT_MARK):
            outer, inner = (left, right) if jt == J.JOIN_TYPE_LEFT_MARK else (right, left)
            out = self._mark_join(outer, inner, cond, path)
        elif jt in (J.JOIN_TYPE_LEFT_SINGLE, J.JOIN_TYPE_RIGHT_SINGLE):
            if jt == J.JOIN_TYPE_LEFT_SINGLE:
                out = self._single_join(
                    left, right, cond, names=left.names + right.names, types=lt + nr, path=path
                )
            else:
                out = self._single_join(
                    right, left, cond, names=left.names + right.names, types=nl + rt, path=path
                )
        else:
            raise UnsupportedFeatureError(f"join type {J.Name(jt)}", path=path)
        if msg.HasField("post_join_filter"):
            pf = self.translate_expr(msg.post_join_filter, self.scope(out), f"{path}.post_join_filter")
            out = Relation(out.df.filter(pf.col), out.names, out.types, out.columns)
        return out

    def _mark_join(self, outer: Relation, inner: Relation, cond: Column, path: str) -> Relation:
        """Mark join without row ids: the mark of a row depends only on its values, so it is computed on
        the distinct outer rows (true if a partner matches, null if none does but the condition is null
        for one, false otherwise) and joined back null-safely on every outer column."""
        hit = self.fresh(2)
        distinct = outer.df.select(*outer.cols()).distinct()
        tagged_inner = inner.df.withColumn(hit[0], F.lit(1))
        score = F.when(F.col(hit[0]).isNull(), F.lit(0)).when(cond, F.lit(2)).when(cond.isNull(), F.lit(1))
        pairs = distinct.join(tagged_inner, cond | cond.isNull(), "left")
        marks = pairs.groupBy(*outer.cols()).agg(F.max(F.coalesce(score, F.lit(0))).alias(hit[1]))
        back = self._rename(Relation(marks, [*outer.names, hit[1]], [*outer.types, make("bool")]))
        on = reduce(
            lambda a, b: a & b,
            [F.col(o).eqNullSafe(F.col(n)) for o, n in zip(outer.names, back.names[:-1], strict=False)],
            F.lit(True),
        )
        mark_name = self.fresh(1)[0]
        mark = (
            F.when(F.col(back.names[-1]) == 2, F.lit(True))
            .when(F.col(back.names[-1]) == 1, F.lit(None).cast("boolean"))
            .otherwise(F.lit(False))
        )
        df = outer.df.join(back.df, on, "left").select(*outer.cols(), mark.alias(mark_name))
        return Relation(df, [*outer.names, mark_name], [*outer.types, make("bool", True)])

    def _single_join(
        self,
        outer: Relation,
        inner: Relation,
        cond: Column,
        *,
        names: list[str],
        types: list[Type],
        path: str,
    ) -> Relation:
        """Single join: every outer row with its one partner (nulls when none). More than one partner is a
        run-time error (``raise_error``), detected per distinct outer row by an uncorrelated scalar
        subquery evaluated once."""
        cnt = self.fresh(1)[0]
        distinct = outer.df.select(*outer.cols()).distinct()
        counts = (
            distinct.join(inner.df, cond, "inner").groupBy(*outer.cols()).agg(F.count(F.lit(1)).alias(cnt))
        )
        bad = counts.filter(F.col(cnt) > 1).select(F.lit(True).alias(cnt)).limit(1).scalar()
        guard = F.coalesce(
            F.when(
                bad.isNotNull(), F.raise_error(F.lit(f"{path}: single join found more than one partner"))
            ).cast("boolean"),
            F.lit(True),
        )
        joined = outer.df.join(inner.df, cond, "left").filter(guard)
        return Relation(joined.select(*[F.col(n) for n in names]), names, types)

    def rel_set(self, msg: alg.SetRel, path: str) -> Relation:
        ins = [self.translate_rel(r, f"{path}.inputs[{i}]") for i, r in enumerate(msg.inputs)]
        if len(ins) < 2:
            raise InvalidPlanError("set needs two or more inputs", code="set-inputs", path=path)
        ins = [self.exact(r) for r in ins]
        first = ins[0]
        dfs = [first.df] + [r.df.toDF(*first.names) for r in ins[1:]]
        S = alg.SetRel.SetOp
        op = msg.op
        types = [
            with_nullability(t, any(is_nullable(r.types[i]) for r in ins)) for i, t in enumerate(first.types)
        ]
        primary, rest = dfs[0], dfs[1:]
        union_rest = reduce(lambda a, b: a.unionAll(b), rest)
        if op == S.SET_OP_UNION_ALL:
            df = reduce(lambda a, b: a.unionAll(b), dfs)
        elif op == S.SET_OP_UNION_DISTINCT:
            df = reduce(lambda a, b: a.unionAll(b), dfs).distinct()
        elif op == S.SET_OP_MINUS_PRIMARY:
            df = primary.subtract(union_rest)
        elif op == S.SET_OP_MINUS_PRIMARY_ALL:
            df = primary.exceptAll(union_rest)
        elif op == S.SET_OP_INTERSECTION_PRIMARY:
            df = primary.intersect(union_rest)
        elif op == S.SET_OP_INTERSECTION_MULTISET:
            df = reduce(lambda a, b: a.intersect(b), dfs)
        elif op == S.SET_OP_INTERSECTION_MULTISET_ALL:
            df = reduce(lambda a, b: a.intersectAll(b), dfs)
        elif op == S.SET_OP_MINUS_MULTISET:
            df = self._minus_multiset(primary, rest, first.names)
        else:
            raise UnsupportedFeatureError(f"set operation {S.Name(op)}", path=path)
        if op in (S.SET_OP_MINUS_PRIMARY, S.SET_OP_MINUS_PRIMARY_ALL):
            types = list(first.types)
        return Relation(df, first.names, types)

    def _minus_multiset(self, primary: LazyFrame, rest: list[LazyFrame], names: list[str]) -> LazyFrame:
        """m - min(n1..nk) copies of each primary row (floor 0), by counting per source."""
        src = self.fresh(2)
        tagged = [primary.withColumn(src[0], F.lit(0))] + [
            d.withColumn(src[0], F.lit(i + 1)) for i, d in enumerate(rest)
        ]
        counts = (
            reduce(lambda a, b: a.unionAll(b), tagged)
            .groupBy(*[F.col(n) for n in names])
            .agg(
                *[
                    F.count(F.when(F.col(src[0]) == i, F.lit(1))).alias(f"{src[1]}_{i}")
                    for i in range(len(tagged))
                ]
            )
        )
        m = F.col(f"{src[1]}_0")
        mn = (
            F.least(*[F.col(f"{src[1]}_{i}") for i in range(1, len(tagged))])
            if len(tagged) > 2
            else F.col(f"{src[1]}_1")
        )
        mult = F.greatest(m - mn, F.lit(0))
        return (
            counts.filter(mult > 0)
            .select(
                *[F.col(n) for n in names],
                F.explode(F.array_repeat(F.lit(1), mult.cast("int"))).alias(src[1]),
            )
            .drop(src[1])
        )

    def rel_reference(self, msg: alg.ReferenceRel, path: str) -> Relation:
        i = msg.subtree_ordinal
        st = self.state
        if i in st.shared:
            return st.shared[i]
        if i < 0 or i >= len(st.plan.relations):
            raise InvalidPlanError(
                f"reference to relation {i} of {len(st.plan.relations)}", code="bad-reference", path=path
            )
        pr = st.plan.relations[i]
        r = pr.rel if pr.WhichOneof("rel_type") == "rel" else pr.root.input
        out = self.translate_rel(r, f"relations[{i}].rel")
        st.shared[i] = out
        return out

    def rel_aggregate(self, msg: alg.AggregateRel, path: str) -> Relation:
        rel = self.translate_rel(msg.input, f"{path}.input")
        sc = self.scope(rel)
        # grouping expressions: the new style lists them once and sets refer by index
        # Grouping expressions whose protobuf messages are equal share one output column (spec), in order
        # of first appearance; sets refer to them by canonical index.
        gexprs: list[Expression] = []
        keyed: dict[bytes, int] = {}

        def canonical(e: Expression) -> int:
            k = e.SerializeToString(deterministic=True)
            if k not in keyed:
                keyed[k] = len(gexprs)
                gexprs.append(e)
            return keyed[k]

        listed = [canonical(e) for e in msg.grouping_expressions]
        sets: list[list[int]] = []
        for gi, g in enumerate(msg.groupings):
            legacy = list(getattr(g, "grouping_expressions", ()))
            if legacy:
                sets.append([canonical(e) for e in legacy])
                continue
            refs = []
            for r in g.expression_references:
                if r >= len(listed):
                    raise InvalidPlanError(
                        f"grouping refers to expression {r} of {len(listed)}",
                        code="field-out-of-range",
                        path=f"{path}.groupings[{gi}]",
                    )
                refs.append(listed[r])
            sets.append(refs)
        gt = [self.translate_expr(e, sc, f"{path}.grouping_expressions[{i}]") for i, e in enumerate(gexprs)]
        gnames = self.fresh(len(gt))
        # Grouping keys that are plain input columns are grouped on directly (no pre-projection).
        refs = [next((n for n in rel.names if self._colcache.get(n) is t.col), None) for t in gt]
        direct = len(sets) <= 1 and None not in refs and len(set(refs)) == len(refs)
        measures: list[Typed] = []
        hoisted: list[Column] = []
        for i, m in enumerate(msg.measures):
            measures.append(self._measure(m, sc, f"{path}.measures[{i}]", hoisted))
        if direct and not hoisted:
            gnames = [r for r in refs if r is not None]
            pre = rel.df
        else:
            if direct:
                gnames = [r for r in refs if r is not None]
                keys_pre: list[Column] = []
            else:
                keys_pre = [t.col.alias(n) for t, n in zip(gt, gnames, strict=False)]
            pre = rel.df.select(*self.cols(rel), *keys_pre, *hoisted)
        mnames = self.fresh(len(measures))
        aggs = [t.col.alias(n) for t, n in zip(measures, mnames, strict=False)]
        in_all = [all(i in s for s in sets) for i in range(len(gt))] if sets else [True] * len(gt)
        gtypes = [t.type if in_all[i] else with_nullability(t.type, True) for i, t in enumerate(gt)]
        mtypes = [t.type for t in measures]
        if len(sets) <= 1:
            used = set(sets[0]) if sets else set()
            if used != set(range(len(gt))):
                raise InvalidPlanError(
                    "a grouping expression is used by no grouping set", code="unused-grouping", path=path
                )
            keys = [self.col(n) for n in gnames]
            # groupBy(keys).agg(aggs) yields exactly the keys, then the measures: no select after it
            if keys:
                df = pre.groupBy(*keys).agg(*aggs) if aggs else pre.select(*keys).distinct()
            elif aggs:
                df = pre.agg(*aggs)
            else:
                raise InvalidPlanError(
                    "aggregate without groupings or measures", code="empty-aggregate", path=path
                )
            return Relation(df, gnames + mnames, gtypes + mtypes)
        idx = self.fresh(1)[0]
        parts: list[LazyFrame] = []
        datafusion = self._datafusion_layout
        ngroups = len(gnames)
        for si, s in enumerate(sets):
            keys = [F.col(gnames[i]) for i in s]
            part = pre.groupBy(*keys).agg(*aggs) if keys else pre.agg(*aggs)
            cols = [
                F.col(n) if gi in s else F.lit(None).cast(spark_type(gtypes[gi])).alias(n)
                for gi, n in enumerate(gnames)
            ]
            if datafusion:
                # DataFusion's __grouping_id: bit (n-1-i) set when grouping expression i is not in the set
                mask = sum(1 << (ngroups - 1 - gi) for gi in range(ngroups) if gi not in s)
                parts.append(part.select(*cols, F.lit(mask).alias(idx), *[F.col(m) for m in mnames]))
            else:
                parts.append(part.select(*cols, *[F.col(m) for m in mnames], F.lit(si).alias(idx)))
        df = reduce(lambda a, b: a.unionAll(b), parts)
        if datafusion:
            return Relation(df, [*gnames, idx, *mnames], [*gtypes, make("i32", False), *mtypes])
        return Relation(df, [*gnames, *mnames, idx], [*gtypes, *mtypes, make("i32", False)])

    def _measure(
        self, m: alg.AggregateRel.Measure, sc: Scope, path: str, hoisted: list[Column] | None = None
    ) -> Typed:
        """One measure. Argument expressions go to ``hoisted`` (computed by a projection below the
        aggregate) and the aggregate refers to them by name: the overflow checks around an aggregate
        repeat its argument, and a repeated column name keeps the SQL text linear in the plan's size."""
        af = m.measure
        decl = self._decl(af.function_reference, f"{path}.measure")
        P = alg.AggregationPhase
        if af.phase not in (P.AGGREGATION_PHASE_UNSPECIFIED, P.AGGREGATION_PHASE_INITIAL_TO_RESULT):
            raise UnsupportedFeatureError(f"aggregation phase {P.Name(af.phase)}", path=path)
        args, types, enums = self._args(af.arguments, sc, f"{path}.measure")
        if m.HasField("filter"):
            flt = self.translate_expr(m.filter, sc, f"{path}.filter").col
            if not args and decl.base_name == "count":
                args, types, enums = [F.lit(1)], [make("i32", False)], [None]
            args = [F.when(flt, a) for a in args]
        if hoisted is not None and not self._outer and not self._lambda_frames:
            args = [self._hoist(a, hoisted) for a in args]
        name = decl.base_name
        if af.sorts and name not in fn.AGGREGATE:
            raise UnsupportedFeatureError(f"ordered aggregate {name}", path=path)
        out_t = self._output_type(af, decl, types, path)
        call = fn.Call(
            name,
            args,
            types,
            out_t,
            self._options(af.options),
            enums,
            self.ansi,
            path,
            af.invocation == alg.AggregateFunction.AGGREGATION_INVOCATION_DISTINCT,
        )
        builder = fn.aggregate_builder(name)
        if builder is None:
            raise UnsupportedFeatureError(
                f"aggregate function {decl.name} ({decl.urn or 'no URN'})", path=path
            )
        fn.check_options(call)
        col = builder(call)
        return Typed(_cast(col, spark_type(out_t, path=path)), out_t)

    def _hoist(self, value: Column, hoisted: list[Column]) -> Column:
        """``value`` as a fresh column of ``hoisted``, unless it already is a column or a literal."""
        if _SIMPLE.match(value.sql):
            return value
        name = self.fresh(1)[0]
        hoisted.append(value.alias(name))
        return self.col(name)

    # -------------------------------------------------------------- write / DDL

    def rel_write(self, msg: alg.WriteRel, path: str) -> Relation:
        """Write into a catalog table. The write runs when the plan is translated (it is a side effect,
        not part of the lazy result). It is staged: the plan's rows are first written to a fresh staging
        table, and only when that succeeded is the target created, replaced (drop + rename) or appended
        to, so a plan failing midway leaves an existing target as it was (Spark's own overwrite of a
        session-catalog table deletes the old files before the new ones exist).

        CTAS honours the create mode (error / ignore / append / replace if exists); INSERT appends to an
        existing table; DELETE and UPDATE are unsupported (session-catalog tables cannot do them)."""
        if msg.WhichOneof("write_type") != "named_table":
            raise UnsupportedFeatureError("write to a non-named table", path=path)
        parts = list(msg.named_table.names)
        dotted = ".".join(parts)
        table = ".".join(_q(x) for x in parts)
        rel = self.translate_rel(msg.input, f"{path}.input")
        W = alg.WriteRel.WriteOp
        C = alg.WriteRel.CreateMode
        if msg.op not in (W.WRITE_OP_CTAS, W.WRITE_OP_INSERT):
            raise UnsupportedFeatureError(f"write operation {W.Name(msg.op)}", path=path)
        exists = self.spark.catalog.tableExists(dotted)
        mode = msg.create_mode
        if msg.op == W.WRITE_OP_INSERT and not exists:
            raise BindingError(f"{path}: table {dotted!r} not found for INSERT")
        if (
            msg.op == W.WRITE_OP_CTAS
            and exists
            and mode in (C.CREATE_MODE_ERROR_IF_EXISTS, C.CREATE_MODE_UNSPECIFIED)
        ):
            raise ExecutionError(f"{path}: table {dotted!r} already exists (create mode {C.Name(mode)})")
        skip = msg.op == W.WRITE_OP_CTAS and exists and mode == C.CREATE_MODE_IGNORE_IF_EXISTS
        if not skip:
            if msg.op == W.WRITE_OP_INSERT:
                col_names = self.spark.table(table).columns
            else:
                col_names = top_level_names(msg.table_schema) or [f"col{i}" for i in range(len(rel.names))]
            if len(col_names) != len(rel.names):
                raise SchemaMismatchError(
                    f"{path}: the plan writes {len(rel.names)} columns into {len(col_names)} of {dotted!r}"
                )
            out = rel.df.select(*[F.col(n).alias(c) for n, c in zip(rel.names, col_names, strict=True)])
            staging = self._staged(
                parts,
                lambda name: self._sql.dataframe(out).write.format("parquet").saveAsTable(name),
                f"{path}: write to {dotted!r}",
            )
            try:
                append = msg.op == W.WRITE_OP_INSERT or (exists and mode == C.CREATE_MODE_APPEND_IF_EXISTS)
                if append:
                    self.spark.table(staging).write.insertInto(table)
                else:
                    self._take_place(staging, table, exists)
            finally:
                self.spark.sql(f"DROP TABLE IF EXISTS {staging}")
        if msg.output == alg.WriteRel.OUTPUT_MODE_MODIFIED_RECORDS:
            return rel
        return Relation(_NOTHING, [], [])

    def _staged(self, parts: Sequence[str], create: Callable[[str], None], what: str) -> str:
        """Create a table under a fresh staging name beside ``parts`` (``create`` gets the quoted name)
        and return that name; when creating fails, the staging table is dropped and the target is left
        as it was (:class:`ExecutionError`)."""
        staging_parts = [*parts[:-1], f"{parts[-1]}__substrait_staging_{os.getpid()}_{self._counter}"]
        staging = ".".join(_q(x) for x in staging_parts)
        try:
            create(staging)
        except Exception as exc:
            self.spark.sql(f"DROP TABLE IF EXISTS {staging}")
            raise ExecutionError(f"{what} failed, target unchanged: {exc}") from exc
        return staging

    def _take_place(self, staging: str, table: str, exists: bool) -> None:
        """The staging table becomes ``table`` (the old one, when it ``exists``, is dropped first)."""
        if exists:
            self.spark.sql(f"DROP TABLE {table}")
        self.spark.sql(f"ALTER TABLE {staging} RENAME TO {table}")

    def rel_ddl(self, msg: alg.DdlRel, path: str) -> Relation:
        if msg.WhichOneof("write_type") != "named_object":
            raise UnsupportedFeatureError("DDL on a non-named object", path=path)
        parts = list(msg.named_object.names)
        name = ".".join(_q(x) for x in parts)
        D = alg.DdlRel
        if msg.op in (D.DDL_OP_DROP, D.DDL_OP_DROP_IF_EXIST):
            what = "VIEW" if msg.object == D.DDL_OBJECT_VIEW else "TABLE"
            if msg.op == D.DDL_OP_DROP and not self.spark.catalog.tableExists(".".join(parts)):
                raise BindingError(f"{path}: {what.lower()} {'.'.join(parts)} not found")
            if what == "VIEW":
                self.spark.catalog.dropTempView(parts[-1]) or self.spark.sql(f"DROP VIEW IF EXISTS {name}")
            else:
                self.spark.sql(f"DROP TABLE IF EXISTS {name}")
        elif msg.op in (D.DDL_OP_CREATE, D.DDL_OP_CREATE_OR_REPLACE):
            if msg.object == D.DDL_OBJECT_VIEW:
                rel = self.exact(self.translate_rel(msg.view_definition, f"{path}.view_definition"))
                view = rel.df.toDF(*top_level_names(msg.table_schema)) if msg.table_schema.names else rel.df
                df = self._sql.dataframe(view)
                if msg.op == D.DDL_OP_CREATE:
                    df.createTempView(parts[-1])
                else:
                    df.createOrReplaceTempView(parts[-1])
            else:
                names = top_level_names(msg.table_schema)
                schema = T.StructType(
                    [
                        T.StructField(n, spark_type(t), is_nullable(t))
                        for n, t in zip(names, msg.table_schema.struct.types, strict=False)
                    ]
                )
                empty = self.spark.createDataFrame([], schema)
                exists = self.spark.catalog.tableExists(".".join(parts))
                if msg.op == D.DDL_OP_CREATE and exists:
                    raise BindingError(f"{path}: table {'.'.join(parts)} already exists")
                if not exists:
                    empty.writeTo(name).create()
                else:
                    # the session catalog's v1 tables cannot REPLACE TABLE: stage, then take the place
                    staging = self._staged(
                        parts, lambda n: empty.writeTo(n).create(), f"{path}: replacing {'.'.join(parts)!r}"
                    )
                    self._take_place(staging, name, exists=True)
        else:
            raise UnsupportedFeatureError(f"DDL operation {D.DdlOp.Name(msg.op)}", path=path)
        return Relation(_NOTHING, [], [])

    def rel_extension_single(self, msg: alg.ExtensionSingleRel, path: str) -> Relation:
        raise UnsupportedFeatureError(f"extension relation {msg.detail.type_url}", path=path)

    def rel_extension_multi(self, msg: alg.ExtensionMultiRel, path: str) -> Relation:
        raise UnsupportedFeatureError(f"extension relation {msg.detail.type_url}", path=path)

    def rel_extension_leaf(self, msg: alg.ExtensionLeafRel, path: str) -> Relation:
        raise UnsupportedFeatureError(f"extension relation {msg.detail.type_url}", path=path)

    # ------------------------------------------------------------------ expressions

    def expr_literal(self, lit: Expression.Literal, scope: Scope, path: str) -> Typed:
        t = literal_type(lit, path)
        return Typed(literal_column(lit, t, path), t)

    def expr_selection(self, ref: Expression.FieldReference, scope: Scope, path: str) -> Typed:
        rt = ref.WhichOneof("root_type")
        if rt == "outer_reference":
            steps = ref.outer_reference.steps_out or 1
            if steps > len(scope.outer):
                raise InvalidPlanError(
                    f"outer reference {steps} steps out", code="bad-outer-reference", path=path
                )
            target = scope.outer[-steps]
            base: Column | None = None
            names, types = target.names, target.types
            outer = True
        elif rt == "lambda_parameter_reference":
            steps = ref.lambda_parameter_reference.steps_out
            seg = ref.direct_reference
            if steps >= len(self._lambda_frames):
                raise InvalidPlanError(
                    f"lambda parameter reference {steps} steps out", code="bad-lambda-reference", path=path
                )
            params, ptypes = self._lambda_frames[-1 - steps]
            if (
                ref.WhichOneof("reference_type") != "direct_reference"
                or seg.WhichOneof("reference_type") != "struct_field"
                or not 0 <= seg.struct_field.field < len(params)
            ):
                raise InvalidPlanError(
                    "a lambda parameter reference must select one of the lambda's parameters",
                    code="bad-lambda-reference",
                    path=path,
                )
            i = seg.struct_field.field
            child = seg.struct_field.child if seg.struct_field.HasField("child") else None
            return self._segments(params[i], ptypes[i], child, f"{path}.direct_reference")
        elif rt == "expression":
            inner = self.translate_expr(ref.expression, scope, f"{path}.expression")
            base, names, types, outer = inner.col, [], [inner.type], False
        else:
            base, names, types, outer = None, scope.names, scope.types, scope.as_outer
        kind = ref.WhichOneof("reference_type")
        if kind != "direct_reference":
            raise UnsupportedFeatureError(f"field reference {kind}", path=path)
        seg = ref.direct_reference
        if base is None:
            if seg.WhichOneof("reference_type") != "struct_field":
                raise InvalidPlanError(
                    "a root reference must start with a struct field", code="bad-reference", path=path
                )
            i = seg.struct_field.field
            if i < 0 or i >= len(names):
                raise InvalidPlanError(
                    f"field {i} out of range ({len(names)} fields)",
                    code="field-out-of-range",
                    path=f"{path}.direct_reference",
                )
            col = F.col(names[i]).outer() if outer else self.col(names[i])
            t = types[i]
            child = seg.struct_field.child if seg.struct_field.HasField("child") else None
        else:
            col, t, child = base, types[0], seg
        return self._segments(col, t, child, f"{path}.direct_reference")

    def _list_get(self, col: Column, offset: int) -> Column:
        """List element with negative offsets from the end and null on overflow either way (even under
        ANSI mode: ``F.get`` returns null outside the array)."""
        if offset >= 0:
            return F.get(col, F.lit(offset))
        return F.get(col, F.size(col) + F.lit(offset))

    def _segments(self, col: Column, t: Type, seg: Expression.ReferenceSegment | None, path: str) -> Typed:
        nullable_chain = False
        while seg is not None:
            kind = seg.WhichOneof("reference_type")
            if kind == "struct_field":
                if kind_of(t) != "struct":
                    raise InvalidPlanError(f"struct field of {type_str(t)}", code="bad-reference", path=path)
                i = seg.struct_field.field
                if i < 0 or i >= len(t.struct.types):
                    raise InvalidPlanError(f"field {i} out of range", code="field-out-of-range", path=path)
                nullable_chain = nullable_chain or is_nullable(t)
                col = col.cast(spark_type(t)).getField(f"_f{i}")
                t = t.struct.types[i]
                seg = seg.struct_field.child if seg.struct_field.HasField("child") else None
            elif kind == "list_element":
                if kind_of(t) != "list":
                    raise InvalidPlanError(f"list element of {type_str(t)}", code="bad-reference", path=path)
                col = self._list_get(col, seg.list_element.offset)
                t = with_nullability(t.list.type, True)
                seg = seg.list_element.child if seg.list_element.HasField("child") else None
            elif kind == "map_key":
                if kind_of(t) != "map":
                    raise InvalidPlanError(f"map key of {type_str(t)}", code="bad-reference", path=path)
                key = self.expr_literal(seg.map_key.map_key, Scope([], []), path)
                col = F.try_element_at(col, key.col)
                t = with_nullability(t.map.value, True)
                seg = seg.map_key.child if seg.map_key.HasField("child") else None
            else:
                raise UnsupportedFeatureError(f"reference segment {kind}", path=path)
            path += f".{kind}"
        if nullable_chain:
            t = with_nullability(t, True)
        return Typed(col, t)

    def _decl(self, anchor: int, path: str) -> _FuncDecl:
        d = self.state.functions.get(anchor)
        if d is None:
            raise InvalidPlanError(
                f"function anchor {anchor} is not declared", code="unknown-function-anchor", path=path
            )
        return d

    def _args(
        self, arguments: Sequence[alg.FunctionArgument], sc: Scope, path: str
    ) -> tuple[list[Column], list[Type], list[str | None]]:
        cols: list[Column] = []
        types: list[Type] = []
        enums: list[str | None] = []
        for i, a in enumerate(arguments):
            kind = a.WhichOneof("arg_type")
            if kind == "value" and a.value.WhichOneof("rex_type") == "lambda":
                # a lambda argument: the function's builder builds it from Call.lambdas (_lambda_args)
                lam = getattr(a.value, "lambda")
                cols.append(F.lit(None))
                types.append(Type(func=Type.Func(parameter_types=lam.parameters.types)))
                enums.append(None)
            elif kind == "value":
                v = self.translate_expr(a.value, sc, f"{path}.arguments[{i}].value")
                lit = a.value.literal if a.value.WhichOneof("rex_type") == "literal" else None
                cols.append(v.col)
                types.append(v.type)
                enums.append(
                    lit.string if lit is not None and lit.WhichOneof("literal_type") == "string" else None
                )
            elif kind == "enum":
                enums.append(a.enum)
            elif kind == "type":
                raise UnsupportedFeatureError("type arguments", path=f"{path}.arguments[{i}]")
        return cols, types, enums

    @staticmethod
    def _options(options: Sequence[alg.FunctionOption]) -> dict[str, list[str]]:
        return {o.name: list(o.preference) for o in options}

    def _output_type(self, f: Any, decl: _FuncDecl, arg_types: list[Type], path: str) -> Type:
        if f.HasField("output_type") and f.output_type.WhichOneof("kind"):
            return f.output_type
        key = (decl.urn, decl.base_name, tuple(t.SerializeToString(deterministic=True) for t in arg_types))
        derived = _DERIVED_OUTPUT.get(key)
        if derived is None:
            reg = _registry()
            urns = [decl.urn] if decl.urn and reg.has_urn(decl.urn) else None
            hit = reg.find_function(decl.base_name, list(arg_types), urns)
            if hit is None and urns is not None:
                hit = reg.find_function(decl.base_name, list(arg_types))
            derived = hit[1].SerializeToString() if hit is not None else b""
            if len(_DERIVED_OUTPUT) < 100_000:
                _DERIVED_OUTPUT[key] = derived
        if derived:
            return Type.FromString(derived)
        if decl.base_name in fn.RESULT_IS_ARGUMENT and len(arg_types) == 1:
            return with_nullability(arg_types[0], True)
        fallback = fn.FALLBACK_RESULT.get(decl.base_name)
        if fallback:
            return make(fallback, any(is_nullable(t) for t in arg_types))
        raise UnsupportedFeatureError(
            f"function {decl.name}({', '.join(type_str(t) for t in arg_types)}) without an output type "
            "that the extension YAML can derive",
            path=path,
        )

    def expr_scalar_function(self, f: Expression.ScalarFunction, scope: Scope, path: str) -> Typed:
        decl = self._decl(f.function_reference, path)
        args, types, enums = self._args(f.arguments, scope, path)
        builder = fn.scalar_builder(decl.base_name, kind_of(types[0]) if types else None)
        if builder is None:
            raise UnsupportedFeatureError(f"function {decl.name} ({decl.urn or 'no URN'})", path=path)
        out_t = self._output_type(f, decl, types, path)
        call = fn.Call(decl.base_name, args, types, out_t, self._options(f.options), enums, self.ansi, path)
        call.null_literals = [
            a.WhichOneof("arg_type") == "value"
            and a.value.WhichOneof("rex_type") == "literal"
            and a.value.literal.WhichOneof("literal_type") == "null"
            for a in f.arguments
        ]
        call.lambdas = self._lambda_args(f.arguments, scope, path)
        fn.check_options(call)
        col = builder(call)
        if decl.base_name in _BOOLEAN_RESULTS and kind_of(out_t) == "bool":
            return Typed(col, out_t)
        return Typed(_cast(col, spark_type(out_t, path=path)), out_t)

    def _lambda_args(
        self, arguments: Sequence[alg.FunctionArgument], scope: Scope, path: str
    ) -> list[fn.LambdaBody | None]:
        """For each value argument: a builder of its lambda's body (``None`` for other arguments).

        The builder takes the Spark lambda variables (``F.transform`` and friends pass them) and translates
        the body with them bound for lambda parameter references."""
        out: list[fn.LambdaBody | None] = []
        for i, a in enumerate(arguments):
            if a.WhichOneof("arg_type") != "value":
                continue
            if a.value.WhichOneof("rex_type") != "lambda":
                out.append(None)
                continue
            lam = getattr(a.value, "lambda")
            out.append(self._lambda_body(lam, scope, f"{path}.arguments[{i}].value.lambda"))
        return out

    def _lambda_body(self, lam: Expression.Lambda, scope: Scope, path: str) -> fn.LambdaBody:
        ptypes = list(lam.parameters.types)

        def build(params: list[Column]) -> Column:
            if len(params) != len(ptypes):
                raise UnsupportedFeatureError(
                    f"lambda with {len(ptypes)} parameters where Spark passes {len(params)}", path=path
                )
            self._lambda_frames.append((params, ptypes))
            try:
                return self.translate_expr(lam.body, scope, f"{path}.body").col
            finally:
                self._lambda_frames.pop()

        return fn.LambdaBody(len(ptypes), build)

    def expr_window_function(self, wf: Expression.WindowFunction, scope: Scope, path: str) -> Typed:
        """A window function: ranking functions from :data:`functions.WINDOW`, aggregates over a frame."""
        decl = self._decl(wf.function_reference, path)
        args, types, enums = self._args(wf.arguments, scope, path)
        parts = [
            self.translate_expr(e, scope, f"{path}.partitions[{i}]").col for i, e in enumerate(wf.partitions)
        ]
        order = self._sort_cols(wf.sorts, scope, f"{path}.sorts")
        spec = Window.partitionBy(*parts).orderBy(*order) if order else Window.partitionBy(*parts)
        name = decl.base_name
        window_builder = fn.WINDOW.get(name)
        out_t = self._output_type(wf, decl, types, path)
        call = fn.Call(name, args, types, out_t, self._options(wf.options), enums, self.ansi, path)
        call.distinct = wf.invocation == alg.AggregateFunction.AGGREGATION_INVOCATION_DISTINCT
        call.literals = fn.literal_values(wf.arguments)
        fn.check_options(call)
        if window_builder is not None:
            framed = name in fn.FRAMED_WINDOW
            col = window_builder(call).over(self._frame(spec, wf, bool(order), path) if framed else spec)
        else:
            builder = fn.aggregate_builder(name)
            if builder is None:
                raise UnsupportedFeatureError(
                    f"window function {decl.name} ({decl.urn or 'no URN'})", path=path
                )
            call.over = self._frame(spec, wf, bool(order), path)
            col = builder(call)
        return Typed(col.cast(spark_type(out_t, path=path)), out_t)

    def rel_window(self, msg: alg.ConsistentPartitionWindowRel, path: str) -> Relation:
        """The input's columns, then one column per window function; each is translated as the
        window-function expression with the relation's partitions and sorts (:meth:`expr_window_function`)."""
        rel = self.translate_rel(msg.input, f"{path}.input")
        sc = self.scope(rel)
        outs: list[Typed] = []
        for i, f in enumerate(msg.window_functions):
            wf = Expression.WindowFunction(
                function_reference=f.function_reference,
                arguments=f.arguments,
                options=f.options,
                output_type=f.output_type,
                phase=f.phase,
                invocation=f.invocation,
                partitions=msg.partition_expressions,
                sorts=msg.sorts,
                bounds_type=f.bounds_type,
            )
            if f.HasField("lower_bound"):
                wf.lower_bound.CopyFrom(f.lower_bound)
            if f.HasField("upper_bound"):
                wf.upper_bound.CopyFrom(f.upper_bound)
            outs.append(self.expr_window_function(wf, sc, f"{path}.window_functions[{i}]"))
        names = self.fresh(len(outs))
        df = rel.df.select(*rel.cols(), *[t.col.alias(n) for t, n in zip(outs, names, strict=True)])
        return Relation(df, rel.names + names, rel.types + [t.type for t in outs])

    def _frame(self, spec: Any, wf: Expression.WindowFunction, ordered: bool, path: str) -> Any:
        W = Expression.WindowFunction

        def bound(b: Expression.WindowFunction.Bound, lower: bool) -> int:
            kind = b.WhichOneof("kind")
            if kind is None or kind == "unbounded":
                return Window.unboundedPreceding if lower else Window.unboundedFollowing
            if kind == "current_row":
                return Window.currentRow
            sub = getattr(b, kind)
            off = int(sub.offset)
            if sub.HasField("offset_expr"):
                e = sub.offset_expr
                if e.WhichOneof("rex_type") != "literal":
                    raise UnsupportedFeatureError("non-literal window bound", path=path)
                lit = e.literal
                off = int(getattr(lit, lit.WhichOneof("literal_type") or "i64"))
            return -off if kind == "preceding" else off

        has_lower = wf.HasField("lower_bound")
        has_upper = wf.HasField("upper_bound")
        if not has_lower and not has_upper:
            if not ordered:
                return spec
            lo, hi = Window.unboundedPreceding, Window.currentRow
            return spec.rangeBetween(lo, hi)
        lo = bound(wf.lower_bound, True)
        hi = bound(wf.upper_bound, False)
        if wf.bounds_type == W.BOUNDS_TYPE_RANGE:
            return spec.rangeBetween(lo, hi)
        return spec.rowsBetween(lo, hi)

    def expr_if_then(self, it: Expression.IfThen, scope: Scope, path: str) -> Typed:
        """CASE WHEN. DataFusion 55 writes its ``CASE base WHEN v THEN ...`` form as an if-then whose
        first clause holds the base expression and no result (``then`` unset; TPC-DS q39), and reads it
        back so: such a clause makes the others compare the base with their ``if`` value. Any other
        clause without a result is an invalid plan."""
        ifs = list(it.ifs)
        if not ifs:
            raise InvalidPlanError("if_then without clauses", code="empty-if-then", path=path)
        base: Typed | None = None
        first = 0
        if len(ifs) > 1 and ifs[0].then.WhichOneof("rex_type") is None:
            base = self.translate_expr(getattr(ifs[0], "if"), scope, f"{path}.ifs[0].if")
            first = 1
        clauses: list[tuple[Column, Typed]] = []
        for i in range(first, len(ifs)):
            cond = self.translate_expr(getattr(ifs[i], "if"), scope, f"{path}.ifs[{i}].if").col
            then = self.translate_expr(ifs[i].then, scope, f"{path}.ifs[{i}].then")
            clauses.append((base.col == cond if base is not None else cond, then))
        out_t = clauses[0][1].type
        st = spark_type(out_t, path=path)
        nullable = is_nullable(out_t) or any(is_nullable(t.type) for _, t in clauses)
        col = F.when(clauses[0][0], clauses[0][1].col.cast(st))
        for cond, val in clauses[1:]:
            col = col.when(cond, val.col.cast(st))
        if it.HasField("else"):
            e = self.translate_expr(getattr(it, "else"), scope, f"{path}.else")
            col = col.otherwise(e.col.cast(st))
            nullable = nullable or is_nullable(e.type)
        else:
            nullable = True
        return Typed(col, with_nullability(out_t, nullable))

    def expr_switch_expression(self, sw: Expression.SwitchExpression, scope: Scope, path: str) -> Typed:
        match = self.translate_expr(sw.match, scope, f"{path}.match")
        clauses = [
            (
                self.expr_literal(getattr(c, "if"), scope, f"{path}.ifs[{i}].if"),
                self.translate_expr(c.then, scope, f"{path}.ifs[{i}].then"),
            )
            for i, c in enumerate(sw.ifs)
        ]
        out_t = clauses[0][1].type
        st = spark_type(out_t, path=path)
        col = F.when(match.col == clauses[0][0].col, clauses[0][1].col.cast(st))
        for v, r in clauses[1:]:
            col = col.when(match.col == v.col, r.col.cast(st))
        nullable = True
        if sw.HasField("else"):
            e = self.translate_expr(getattr(sw, "else"), scope, f"{path}.else")
            col = col.otherwise(e.col.cast(st))
            nullable = is_nullable(e.type) or any(is_nullable(r.type) for _, r in clauses)
        return Typed(col, with_nullability(out_t, nullable))

    def expr_singular_or_list(self, sol: Expression.SingularOrList, scope: Scope, path: str) -> Typed:
        v = self.translate_expr(sol.value, scope, f"{path}.value")
        opts = [self.translate_expr(o, scope, f"{path}.options[{i}]") for i, o in enumerate(sol.options)]
        nullable = is_nullable(v.type) or any(is_nullable(o.type) for o in opts)
        return Typed(v.col.isin(*[o.col for o in opts]), make("bool", nullable))

    def expr_multi_or_list(self, mol: Expression.MultiOrList, scope: Scope, path: str) -> Typed:
        vals = [self.translate_expr(v, scope, f"{path}.value[{i}]").col for i, v in enumerate(mol.value)]
        alts = []
        for j, rec in enumerate(mol.options):
            fields = [
                self.translate_expr(f, scope, f"{path}.options[{j}].fields[{k}]").col
                for k, f in enumerate(rec.fields)
            ]
            alts.append(reduce(lambda a, b: a & b, [x == y for x, y in zip(vals, fields, strict=False)]))
        return Typed(reduce(lambda a, b: a | b, alts, F.lit(False)), make("bool", True))

    def expr_cast(self, c: Expression.Cast, scope: Scope, path: str) -> Typed:
        v = self.translate_expr(c.input, scope, f"{path}.input")
        st = spark_type(c.type, path=path)
        FB = Expression.Cast.FailureBehavior
        if c.failure_behavior == FB.FAILURE_BEHAVIOR_RETURN_NULL:
            col = v.col.try_cast(st)
        elif c.failure_behavior == FB.FAILURE_BEHAVIOR_THROW_EXCEPTION and not self.ansi:
            tried = v.col.try_cast(st)
            col = F.when(
                v.col.isNotNull() & tried.isNull(), F.raise_error(F.lit(f"cast failed at {path}")).cast(st)
            ).otherwise(tried)
        else:
            col = v.col.cast(st)
        return Typed(col, c.type)

    def expr_nested(self, n: Expression.Nested, scope: Scope, path: str) -> Typed:
        kind = n.WhichOneof("nested_type")
        if kind == "struct":
            parts = [
                self.translate_expr(f, scope, f"{path}.struct.fields[{i}]")
                for i, f in enumerate(n.struct.fields)
            ]
            t = Type()
            t.struct.nullability = Type.NULLABILITY_NULLABLE if n.nullable else Type.NULLABILITY_REQUIRED
            for p in parts:
                t.struct.types.append(p.type)
            return Typed(F.struct(*[p.col.alias(f"_f{i}") for i, p in enumerate(parts)]), t)
        if kind == "list":
            parts = [
                self.translate_expr(f, scope, f"{path}.list.values[{i}]") for i, f in enumerate(n.list.values)
            ]
            t = Type()
            t.list.type.CopyFrom(parts[0].type)
            t.list.nullability = Type.NULLABILITY_NULLABLE if n.nullable else Type.NULLABILITY_REQUIRED
            et = spark_type(parts[0].type)
            return Typed(F.array(*[p.col.cast(et) for p in parts]), t)
        if kind == "map":
            kv = []
            t = Type()
            for i, e in enumerate(n.map.key_values):
                k = self.translate_expr(e.key, scope, f"{path}.map.key_values[{i}].key")
                v = self.translate_expr(e.value, scope, f"{path}.map.key_values[{i}].value")
                kv += [k.col, v.col]
                if i == 0:
                    t.map.key.CopyFrom(k.type)
                    t.map.value.CopyFrom(v.type)
            t.map.nullability = Type.NULLABILITY_NULLABLE if n.nullable else Type.NULLABILITY_REQUIRED
            return Typed(F.create_map(*kv), t)
        raise UnsupportedFeatureError(f"nested expression {kind}", path=path)

    def _subquery_rel(self, rel: alg.Rel, scope: Scope, path: str) -> Relation:
        """Translate a subquery's relation with the current scope as its outer scope."""
        saved = self._outer
        self._outer = (*saved, scope)
        try:
            return self.translate_rel(rel, path)
        finally:
            self._outer = saved

    def expr_subquery(self, sq: Expression.Subquery, scope: Scope, path: str) -> Typed:
        kind = sq.WhichOneof("subquery_type")
        if kind == "scalar":
            r = self._subquery_rel(sq.scalar.input, scope, f"{path}.scalar.input")
            if len(r.names) != 1:
                raise InvalidPlanError(
                    "scalar subquery must return one column", code="scalar-subquery", path=path
                )
            return Typed(r.df.select(F.col(r.names[0])).scalar(), with_nullability(r.types[0], True))
        if kind == "in_predicate":
            needles = [
                self.translate_expr(e, scope, f"{path}.in_predicate.needles[{i}]")
                for i, e in enumerate(sq.in_predicate.needles)
            ]
            r = self._subquery_rel(sq.in_predicate.haystack, scope, f"{path}.in_predicate.haystack")
            if len(needles) == 1:
                return Typed(needles[0].col.isin(r.df.select(F.col(r.names[0]))), make("bool", True))
            return Typed(
                F.struct(*[n.col.alias(f"_f{i}") for i, n in enumerate(needles)]).isin(
                    r.df.select(F.struct(*[F.col(x).alias(f"_f{i}") for i, x in enumerate(r.names)]))
                ),
                make("bool", True),
            )
        if kind == "set_predicate":
            P = Expression.Subquery.SetPredicate.PredicateOp
            r = self._subquery_rel(sq.set_predicate.tuples, scope, f"{path}.set_predicate.tuples")
            if sq.set_predicate.predicate_op == P.PREDICATE_OP_EXISTS:
                return Typed(r.df.exists(), make("bool", False))
            raise UnsupportedFeatureError(f"set predicate {P.Name(sq.set_predicate.predicate_op)}", path=path)
        if kind == "set_comparison":
            return self._set_comparison(sq.set_comparison, scope, path)
        raise UnsupportedFeatureError(f"subquery {kind}", path=path)

    def _set_comparison(self, sc_msg: Expression.Subquery.SetComparison, scope: Scope, path: str) -> Typed:
        C = Expression.Subquery.SetComparison.ComparisonOp
        R = Expression.Subquery.SetComparison.ReductionOp
        outer_scope = Scope(scope.names, scope.types, scope.outer, as_outer=True)
        left = self.translate_expr(sc_msg.left, outer_scope, f"{path}.set_comparison.left")
        r = self._subquery_rel(sc_msg.right, scope, f"{path}.set_comparison.right")
        ops: dict[int, Callable[[Column, Column], Column]] = {
            C.COMPARISON_OP_EQ: lambda a, b: a == b,
            C.COMPARISON_OP_NE: lambda a, b: a != b,
            C.COMPARISON_OP_LT: lambda a, b: a < b,
            C.COMPARISON_OP_GT: lambda a, b: a > b,
            C.COMPARISON_OP_LE: lambda a, b: a <= b,
            C.COMPARISON_OP_GE: lambda a, b: a >= b,
        }
        op = ops.get(sc_msg.comparison_op)
        if op is None or sc_msg.reduction_op == R.REDUCTION_OP_UNSPECIFIED:
            raise InvalidPlanError(
                "set comparison needs an operator and a reduction", code="set-comparison", path=path
            )
        # the left value enters the subquery as an outer reference
        cmp = op(left.col, F.col(r.names[0]))
        any_true = r.df.filter(cmp).exists()
        any_null = r.df.filter(cmp.isNull()).exists()
        if sc_msg.reduction_op == R.REDUCTION_OP_ANY:
            col = (
                F.when(any_true, F.lit(True))
                .when(any_null, F.lit(None).cast("boolean"))
                .otherwise(F.lit(False))
            )
        else:
            any_false = r.df.filter(~cmp).exists()
            col = (
                F.when(any_false, F.lit(False))
                .when(any_null, F.lit(None).cast("boolean"))
                .otherwise(F.lit(True))
            )
        return Typed(col, make("bool", True))


#: SQL text that is a plain column reference or literal (nothing to hoist).
_SIMPLE = re.compile(r"^(`[^`]*`|[0-9.]+[LDBS]*|TRUE|FALSE|NULL)$")

#: The relation of a write or DDL without output rows: no columns (``to_dataframe`` gives an empty
#: DataFrame for it without running any SQL).
_NOTHING = LazyFrame("SELECT 1 AS _nothing WHERE FALSE", [])


def _joined_columns(left: Relation, right: Relation) -> list[str] | None:
    """The full column list of ``left`` joined with ``right`` (None when neither has hidden columns)."""
    if left.columns is None and right.columns is None:
        return None
    return left.all_names + right.all_names


def _read_fields(read: alg.ReadRel, width: int) -> list[int] | None:
    """The base-schema fields a read uses: its mask's top-level fields (in mask order), then those its
    filters refer to. None (every field) without a mask, or when a filter holds a subquery."""
    if not read.HasField("projection") or not read.projection.select.struct_items:
        return None
    used = [item.field for item in read.projection.select.struct_items]
    refs: set[int] = set()
    for fname in ("filter", "best_effort_filter"):
        if read.HasField(fname) and not _root_fields(getattr(read, fname), refs):
            return None
    out = list(dict.fromkeys(used + sorted(refs)))
    if any(f < 0 or f >= width for f in out):
        return None  # the mask or filter reports the error with its path
    return out


def _root_fields(msg: Any, into: set[int]) -> bool:
    """Add to ``into`` the top-level fields that root references in ``msg`` use; False when ``msg``
    holds a subquery (whose references this walk does not follow)."""
    if isinstance(msg, Expression.Subquery):
        return False
    if isinstance(msg, Expression.FieldReference):
        rt = msg.WhichOneof("root_type")
        if rt == "expression":
            return _root_fields(msg.expression, into)
        if rt != "outer_reference" and msg.direct_reference.HasField("struct_field"):
            into.add(msg.direct_reference.struct_field.field)
            return True
    for fd, value in msg.ListFields():
        if fd.message_type is None:
            continue
        for item in value if fd.is_repeated else (value,):
            if not _root_fields(item, into):
                return False
    return True


def _safe_widening(actual: T.DataType, want: T.DataType) -> bool:
    """Casts that never lose information (so a source column may be wider-typed in the plan)."""
    ints = [T.ByteType, T.ShortType, T.IntegerType, T.LongType]
    for i, a in enumerate(ints):
        if isinstance(actual, a):
            if any(isinstance(want, b) for b in ints[i:]):
                return True
            if isinstance(want, T.DecimalType):
                digits = {0: 3, 1: 5, 2: 10, 3: 19}[i]
                return want.precision - want.scale >= digits
    if isinstance(actual, T.FloatType) and isinstance(want, T.DoubleType):
        return True
    if isinstance(actual, T.DecimalType) and isinstance(want, T.DecimalType):
        return want.scale >= actual.scale and want.precision - want.scale >= actual.precision - actual.scale
    return bool(isinstance(actual, (T.CharType, T.VarcharType)) and isinstance(want, T.StringType))


# ---------------------------------------------------------------------- literals


def literal_type(lit: Expression.Literal, path: str = "") -> Type:
    """The Substrait type of a literal (substrait-python's inference, nullability from the literal)."""
    kind = lit.WhichOneof("literal_type")
    if kind == "null":
        return with_nullability(lit.null, True)
    from substrait.type_inference import infer_literal_type

    try:
        t = infer_literal_type(lit)
    except Exception as exc:
        raise UnsupportedFeatureError(f"literal {kind}", str(exc), path=path) from exc
    return with_nullability(t, lit.nullable)


def _decimal_value(lit: Expression.Literal) -> _decimal.Decimal:
    unscaled = int.from_bytes(lit.decimal.value, "little", signed=True)
    # exact: the default context (28 digits) would round a 38-digit value
    return _decimal.Decimal(unscaled).scaleb(-lit.decimal.scale, context=_decimal.Context(prec=80))


def _day_second_parts(iv: Any) -> tuple[int, int]:
    """(precision, subseconds) of a day-to-second literal; the deprecated ``microseconds`` field means
    precision 6 where the proto still has it."""
    if iv.precision or iv.subseconds:
        return int(iv.precision), int(iv.subseconds)
    return 6, int(getattr(iv, "microseconds", 0))


def _compound_interval(iv: Any, path: str) -> Column:
    """A compound interval literal: a day-time or year-month interval when one part is zero (exact Spark
    types), else Spark's calendar interval (months, days, microseconds)."""
    ym = iv.interval_year_to_month
    ds = iv.interval_day_to_second
    months = ym.years * 12 + ym.months
    prec, sub = _day_second_parts(ds)
    if prec > 6 and sub % 10 ** (prec - 6):
        raise UnsupportedFeatureError(f"interval literal with precision {prec}", path=path)
    micros = sub * 10 ** (6 - prec) if prec <= 6 else sub // 10 ** (prec - 6)
    if months == 0:
        return F.lit(_dt.timedelta(days=ds.days, seconds=ds.seconds, microseconds=micros))
    if ds.days == 0 and ds.seconds == 0 and micros == 0:
        return F.make_ym_interval(F.lit(ym.years), F.lit(ym.months))
    secs = _decimal.Decimal(ds.seconds) + _decimal.Decimal(micros).scaleb(-6)
    return F.make_interval(
        F.lit(ym.years),
        F.lit(ym.months),
        F.lit(0),
        F.lit(ds.days),
        F.lit(0),
        F.lit(0),
        F.lit(secs).cast("decimal(18,6)"),
    )


#: Literal kinds whose Python value ``F.lit`` turns into exactly this Spark type (no cast needed).
_LIT_EXACT: dict[str, type[T.DataType]] = {
    "boolean": T.BooleanType,
    "i32": T.IntegerType,
    "fp64": T.DoubleType,
    "string": T.StringType,
}


def literal_column(lit: Expression.Literal, t: Type, path: str = "") -> Column:
    """A Spark Column holding the literal exactly, cast to the Spark type of ``t``."""
    kind = lit.WhichOneof("literal_type")
    if kind == "interval_compound":
        return _compound_interval(lit.interval_compound, path)
    st = spark_type(t, path=path)
    if kind == "null":
        return _cast(F.lit(None), st)
    if kind in ("boolean", "i8", "i16", "i32", "i64", "fp32", "fp64", "string", "fixed_char", "var_char"):
        v = getattr(lit, kind)
        if kind == "var_char":
            v = lit.var_char.value
        if _LIT_EXACT.get(kind) is type(st) and (kind != "i32" or -(2**31) <= v < 2**31):
            return F.lit(v)  # F.lit already gives exactly this Spark type
        return _cast(F.lit(v), st)
    if kind in ("binary", "fixed_binary"):
        return _cast(F.lit(bytearray(getattr(lit, kind))), st)
    if kind == "date":
        return F.lit(_dt.date(1970, 1, 1) + _dt.timedelta(days=lit.date))
    if kind == "decimal":
        return _cast(F.lit(str(_decimal_value(lit))), st)
    if kind in ("precision_timestamp", "precision_timestamp_tz", "timestamp", "timestamp_tz"):
        sub = getattr(lit, kind)
        if kind.startswith("precision"):
            value, prec = sub.value, sub.precision
        else:
            value, prec = sub, 6
        micros = value * 10 ** (6 - prec) if prec <= 6 else None
        if micros is None or (prec > 6 and value % 10 ** (prec - 6)):
            raise UnsupportedFeatureError(f"timestamp literal with precision {prec}", path=path)
        col = F.timestamp_micros(F.lit(micros))
        if isinstance(st, T.TimestampNTZType):
            when = _dt.datetime(1970, 1, 1) + _dt.timedelta(microseconds=micros)
            return F.make_timestamp_ntz(
                F.lit(when.year),
                F.lit(when.month),
                F.lit(when.day),
                F.lit(when.hour),
                F.lit(when.minute),
                F.lit(_decimal.Decimal(when.second) + _decimal.Decimal(when.microsecond).scaleb(-6)).cast(
                    "decimal(16,6)"
                ),
            )
        return col
    if kind == "interval_year_to_month":
        iv = lit.interval_year_to_month
        return F.make_ym_interval(F.lit(iv.years), F.lit(iv.months))
    if kind == "interval_day_to_second":
        iv = lit.interval_day_to_second
        prec, sub = _day_second_parts(iv)
        if prec > 6 and sub % 10 ** (prec - 6):
            raise UnsupportedFeatureError(f"interval literal with precision {prec}", path=path)
        micros = sub * 10 ** (6 - prec) if prec <= 6 else sub // 10 ** (prec - 6)
        return F.lit(_dt.timedelta(days=iv.days, seconds=iv.seconds, microseconds=micros)).cast(st)
    if kind == "list":
        et = t.list.type
        return F.array(*[literal_column(v, et, path) for v in lit.list.values]).cast(st)
    if kind == "empty_list":
        return F.array().cast(st)
    if kind == "map":
        kv: list[Column] = []
        for e in lit.map.key_values:
            kv += [literal_column(e.key, t.map.key, path), literal_column(e.value, t.map.value, path)]
        return F.create_map(*kv).cast(st)
    if kind == "empty_map":
        return F.create_map().cast(st)
    if kind == "struct":
        return F.struct(
            *[
                literal_column(v, ft, path).alias(f"_f{i}")
                for i, (v, ft) in enumerate(zip(lit.struct.fields, t.struct.types, strict=False))
            ]
        ).cast(st)
    raise UnsupportedFeatureError(f"literal {kind}", path=path)


__all__ = ["Relation", "Scope", "SparkConsumer", "Typed", "literal_column", "literal_type", "substrait_type"]
