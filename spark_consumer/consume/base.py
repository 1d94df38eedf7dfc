"""The plumbing every family of relation and expression handlers uses: the consumer's state, internal
names, the dispatch of relations and expressions with emit applied once, scopes, and the typed interface
the families call on each other (implemented by the mixins that :class:`SparkConsumer` combines)."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

from pyspark.sql import types as T
from substrait import algebra_pb2 as alg
from substrait import plan_pb2
from substrait.algebra_pb2 import Expression
from substrait.type_pb2 import Type

from spark_consumer.consume.model import FuncDecl, Relation, Scope, Translation, Typed
from spark_consumer.consume.sources import is_connect
from spark_consumer.sql.tree import Col, Expr, Project, Shared, SortKey
from spark_consumer.types import spark_type
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.paths import PlanPath

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

    from spark_consumer import functions as fn
    from spark_consumer.consume.read import Binder

TableKey = str | tuple[str, ...]
#: What a table name is bound to: a DataFrame, a schema alone (translation without Spark), or a file or
#: folder path (``.parquet``, ``.csv``, ``.json``, ``.orc``, ``.avro``) read when a plan reads the table.
TableValue: TypeAlias = "DataFrame | T.StructType | str | os.PathLike[str]"


class _State:
    """The plan being translated, its function declarations and its shared relations."""

    def __init__(self, plan: plan_pb2.Plan, functions: dict[int, FuncDecl]) -> None:
        self.plan = plan
        self.functions = functions
        self.shared: dict[int, Relation] = {}


class ConsumerBase:
    """State and plumbing of a consumer (see :class:`~spark_consumer.consume.consumer.SparkConsumer`)."""

    REL_KINDS: tuple[str, ...] = tuple(f.name for f in alg.Rel.DESCRIPTOR.oneofs_by_name["rel_type"].fields)
    EXPR_KINDS: tuple[str, ...] = tuple(
        f.name for f in Expression.DESCRIPTOR.oneofs_by_name["rex_type"].fields
    )

    def __init__(
        self,
        spark: SparkSession | None,
        tables: Mapping[str, TableValue]
        | Mapping[tuple[str, ...], TableValue]
        | Mapping[TableKey, TableValue]
        | None = None,
        *,
        allowed_paths: Sequence[str | os.PathLike[str]] | None = None,
    ) -> None:
        self._spark = spark
        self.case_sensitive = (
            spark is not None and str(spark.conf.get("spark.sql.caseSensitive", "false")).lower() == "true"
        )
        self._session_conf: Any = None
        #: Spark's ANSI mode, read again at every translation (Spark fixes it in the query it analyses).
        self.ansi = self._ansi_enabled()
        self.tables: dict[tuple[str, ...], DataFrame | T.StructType] = {}
        #: Tables given as files: read when a plan reads them (text formats cast to its declared types).
        self.table_files: dict[tuple[str, ...], Any] = {}
        for key, df in (tables or {}).items():
            parts = (key,) if isinstance(key, str) else tuple(key)
            if isinstance(df, (str, os.PathLike)):
                from spark_consumer.cli_run import parse_table

                # a missing file or an unknown format is a BindingError now, not at the first plan
                self.table_files[self.norm_key(parts)] = parse_table(f"{'.'.join(parts)}={os.fspath(df)}")
            else:
                self.tables[self.norm_key(parts)] = df
        self.allowed_paths = [Path(p).resolve() for p in allowed_paths] if allowed_paths is not None else None
        self._counter = 0
        #: Write the SQL one clause per line (set by ``translate``).
        self.pretty = False
        self._outer: tuple[Scope, ...] = ()
        #: The relation message whose expressions are being translated: a subquery in them records it on
        #: its outer scope, whose anchors (:func:`substrait_py.references.binding_anchors`) an outer
        #: reference's ``rel_reference`` names.
        self._holder: Any = None
        #: The lambda variables (and their Substrait types) of the lambdas being translated, innermost last.
        self._lambda_frames: list[tuple[list[Any], list[Type]]] = []
        #: DataFusion (55) writes aggregates with several grouping sets with its own layout: the grouping
        #: column is its ``__grouping_id`` bitmask and sits between the grouping keys and the measures (the
        #: spec puts the set index last). DataFusion's plans of spec 0.52 and later get that layout.
        self.datafusion_layout = False
        #: whether the plan being translated is DataFusion's (its name-only functions are its own)
        self.datafusion_plan = False
        #: the producer's own scalar functions, for those the plan declares by name alone (DataFusion's
        #: and DuckDB's plans; empty for others)
        self.producer_scalar: Mapping[str, Any] = {}
        #: the producer's own aggregates, likewise
        self.producer_aggregate: Mapping[str, Any] = {}
        self._state: _State | None = None
        #: Set by a handler that applied its relation's emit itself (``rel_project`` folds the emit into
        #: its one projection); read and cleared by :meth:`translate_rel` right after the dispatch.
        self._emit_taken = False
        from spark_consumer.consume.read import Binder

        self.binder: Binder = Binder(self)
        #: Translations of plans seen before, by (encoded plan, load diagnostics, root index, pretty,
        #: ANSI mode), with the bindings they were made with (kept only while those still hold).
        self._translations: dict[tuple[Any, ...], tuple[Translation, tuple[Any, ...]]] = {}
        self._rel_dispatch: dict[str, Callable[[Any, PlanPath], Relation]] = {
            k: getattr(self, f"rel_{k}", self._rel_unsupported(k)) for k in self.REL_KINDS
        }
        self._expr_dispatch: dict[str, Callable[[Any, Scope, PlanPath], Typed]] = {
            k: getattr(self, f"expr_{k}", self._expr_unsupported(k)) for k in self.EXPR_KINDS
        }

    # ------------------------------------------------------------------ plumbing
    @property
    def spark(self) -> SparkSession:
        """The Spark session (a consumer made without one translates plans into SQL only)."""
        if self._spark is None:
            raise UnsupportedFeatureError(
                "running a plan without a Spark session", "this consumer only translates (spark=None)"
            )
        return self._spark

    def _ansi_enabled(self) -> bool:
        if self._spark is None:
            return True
        if is_connect(self._spark):
            return str(self._spark.conf.get("spark.sql.ansi.enabled", "true")).lower() == "true"
        if self._session_conf is None:
            # the session's SQLConf object (fixed for the session; setting a value changes it): one JVM
            # call per read instead of PySpark's conf.get
            self._session_conf = self._spark._jsparkSession.sessionState().conf()
        return bool(self._session_conf.ansiEnabled())

    def norm_key(self, parts: Sequence[str]) -> tuple[str, ...]:
        return tuple(parts) if self.case_sensitive else tuple(x.lower() for x in parts)

    def fresh(self, count: int) -> list[str]:
        """``count`` new internal column names, unique within this translation."""
        self._counter += 1
        return [f"_c{self._counter}_{i}" for i in range(count)]

    @property
    def state(self) -> _State:
        if self._state is None:
            raise RuntimeError("no plan is being translated")
        return self._state

    def check_local_path(self, location: str, path: str | PlanPath) -> None:
        """Refuse a file a plan reads outside the allowed folders (when the consumer was given some).

        Confined, a plan reads local files only: a ``file:`` URI or a plain path, resolved (links
        followed, ``%``-escapes decoded) inside one of the folders. Other schemes, ``..`` segments and
        brace globs (``{a,b}``, which Hadoop expands across folders) are refused rather than judged."""
        if self.allowed_paths is None:
            return
        from urllib.parse import unquote, urlsplit

        from substrait_py.errors import BindingError

        def refuse(why: str) -> BindingError:
            return BindingError(f"file {location!r} {why}", path=path)

        parts = urlsplit(location)
        local = location
        if len(parts.scheme) > 1:  # a one-letter "scheme" is a Windows drive
            if parts.scheme.lower() != "file" or parts.netloc not in ("", "localhost"):
                raise refuse("is not a local file (only local files in the allowed folders are read)")
            local = parts.path
        local = unquote(local)
        if any(ch in local for ch in "{}\\") or ".." in Path(local).parts:
            raise refuse("uses '..', braces or backslashes (refused when reads are confined to folders)")
        resolved = Path(local).resolve()
        if not any(resolved == root or root in resolved.parents for root in self.allowed_paths):
            raise refuse("is outside the allowed folders")

    @staticmethod
    def enum_name(enum: Any, value: int, path: str | PlanPath) -> str:
        """The name of an enum value; a number the proto does not define is an invalid plan."""
        try:
            return str(enum.Name(value))
        except ValueError:
            raise InvalidPlanError(f"enum value {value} is not defined", code="bad-enum", path=path) from None

    def _rel_unsupported(self, kind: str) -> Callable[[Any, PlanPath], Relation]:
        def handler(_msg: Any, path: PlanPath) -> Relation:
            raise UnsupportedFeatureError(f"relation {kind}", path=path)

        return handler

    def _expr_unsupported(self, kind: str) -> Callable[[Any, Scope, PlanPath], Typed]:
        def handler(_msg: Any, _scope: Scope, path: PlanPath) -> Typed:
            raise UnsupportedFeatureError(f"expression {kind}", path=path)

        return handler

    def translate_rel(self, rel: alg.Rel, path: PlanPath) -> Relation:
        """Dispatch on the Rel kind, then apply ``RelCommon`` (emit) once."""
        kind = rel.WhichOneof("rel_type")
        if kind is None:
            raise InvalidPlanError("relation has no type", code="empty-rel", path=path)
        msg = getattr(rel, kind)
        here = path.child(kind)
        self.reject_enhancement(msg, here)
        saved, self._holder = self._holder, msg
        self._emit_taken = False
        try:
            out = self._rel_dispatch[kind](msg, here)
        finally:
            self._holder = saved
        taken, self._emit_taken = self._emit_taken, False
        if not taken and hasattr(msg, "common") and msg.HasField("common"):
            out = self.apply_common(out, msg.common, here.child("common"))
        return out

    @staticmethod
    def reject_enhancement(msg: Any, path: PlanPath) -> None:
        """An advanced-extension *enhancement* changes a relation's meaning (optimizations do not), so
        one this consumer does not know -- in the relation's own ``advanced_extension``, its
        ``RelCommon`` and hints, a read's named table or local files -- is an unsupported feature, never
        ignored (:func:`substrait_py.extensions.relation_enhancements`; a read's metadata columns are
        known). A subclass that knows an enhancement overrides this."""
        from substrait_py.extensions import relation_enhancements

        found = relation_enhancements(msg, path)
        if found:
            raise enhancement_refusal(*found[0])

    def apply_common(self, rel: Relation, common: alg.RelCommon, path: PlanPath) -> Relation:
        """Apply emit (hints and advanced extensions do not change results). A field emitted twice is
        one column read twice (a volatile value is drawn once)."""
        if common.WhichOneof("emit_kind") != "emit":
            return rel
        mapping = self.emit_mapping(common, len(rel.names), path)
        names = rel.names
        if len(set(mapping)) == len(mapping):
            return Relation(rel.query.pick([names[m] for m in mapping]), [rel.types[m] for m in mapping])
        new = self.fresh(len(mapping))
        items = tuple((Col(names[m]), n) for m, n in zip(mapping, new, strict=True))
        return Relation(Project(rel.query, items), [rel.types[m] for m in mapping])

    @staticmethod
    def emit_mapping(common: alg.RelCommon, width: int, path: PlanPath) -> list[int]:
        mapping = list(common.emit.output_mapping)
        for i, m in enumerate(mapping):
            if m < 0 or m >= width:
                raise InvalidPlanError(
                    f"emit maps to field {m} of {width}",
                    code="emit-out-of-range",
                    path=path.child("emit").index(i),
                )
        return mapping

    def translate_expr(self, expr: Expression, scope: Scope, path: PlanPath) -> Typed:
        """Dispatch on the Expression kind."""
        kind = expr.WhichOneof("rex_type")
        if kind is None:
            raise InvalidPlanError("expression has no type", code="empty-expression", path=path)
        return self._expr_dispatch[kind](getattr(expr, kind), scope, path.child(kind))

    def scope(self, rel: Relation) -> Scope:
        """The scope of expressions over ``rel`` (outer scopes of enclosing subqueries included)."""
        return Scope(rel.names, rel.types, self._outer)

    def sort_keys(self, sorts: Sequence[alg.SortField], sc: Scope, path: PlanPath) -> list[SortKey]:
        out = []
        D = alg.SortField.SortDirection
        for i, s in enumerate(sorts):
            e = self.translate_expr(s.expr, sc, path.index(i).child("expr")).expr
            if s.WhichOneof("sort_kind") == "comparison_function_reference":
                raise UnsupportedFeatureError("sort by a comparison function", path=path.index(i))
            d = s.direction
            if d in (
                D.SORT_DIRECTION_ASC_NULLS_FIRST,
                D.SORT_DIRECTION_CLUSTERED,
                D.SORT_DIRECTION_UNSPECIFIED,
            ):
                out.append(SortKey(e, True, True))
            elif d == D.SORT_DIRECTION_ASC_NULLS_LAST:
                out.append(SortKey(e, True, False))
            elif d == D.SORT_DIRECTION_DESC_NULLS_FIRST:
                out.append(SortKey(e, False, True))
            elif d == D.SORT_DIRECTION_DESC_NULLS_LAST:
                out.append(SortKey(e, False, False))
            else:
                raise InvalidPlanError(
                    f"sort direction {d} is not defined", code="bad-enum", path=path.index(i)
                )
        return out

    def renamed(self, rel: Relation) -> Relation:
        """``rel`` with fresh column names."""
        new = self.fresh(len(rel.names))
        items = tuple((Col(o), n) for o, n in zip(rel.names, new, strict=True))
        return Relation(Project(rel.query, items), rel.types)

    def shared(self, rel: Relation) -> Relation:
        """``rel`` written once (a common table expression), for a translation that reads it twice."""
        return Relation(Shared(rel.query, f"_shared{self.fresh(1)[0]}"), rel.types)

    def cast_target(self, t: Type, path: str | PlanPath) -> T.DataType:
        """The Spark type a value of Substrait type ``t`` is cast to: nullable inside (Spark refuses to
        cast an array of nullable elements to one of non-null elements even when no element is null, and
        wider nullability on the Spark side is allowed)."""
        return nullable_inside(spark_type(t, path=path))

    # ------------------------------------------------------------------ implemented by the families
    def translate_action(
        self, root: alg.RelRoot, plan: plan_pb2.Plan, ri: int, path: PlanPath
    ) -> Translation:
        raise NotImplementedError

    def dataframe(self, translation: Translation) -> DataFrame:
        raise NotImplementedError

    def decl(self, anchor: int, path: PlanPath) -> FuncDecl:
        raise NotImplementedError

    def args(
        self, arguments: Sequence[alg.FunctionArgument], sc: Scope, path: PlanPath
    ) -> tuple[list[Expr], list[Type], list[str | None]]:
        raise NotImplementedError

    def output_type(self, f: Any, decl: FuncDecl, arg_types: list[Type], path: PlanPath) -> Type:
        raise NotImplementedError

    def check_arity(self, c: fn.Call) -> None:
        raise NotImplementedError

    def list_get(self, value: Expr, offset: int) -> Expr:
        raise NotImplementedError

    def expr_literal(self, lit: Expression.Literal, scope: Scope, path: PlanPath) -> Typed:
        raise NotImplementedError


def options_of(options: Sequence[alg.FunctionOption]) -> dict[str, list[str]]:
    """A function's options: name -> preference list."""
    return {o.name: list(o.preference) for o in options}


def nullable_inside(dt: T.DataType) -> T.DataType:
    """``dt`` with nullable elements, values and fields at every level."""
    if isinstance(dt, T.ArrayType):
        return T.ArrayType(nullable_inside(dt.elementType), True)
    if isinstance(dt, T.MapType):
        return T.MapType(nullable_inside(dt.keyType), nullable_inside(dt.valueType), True)
    if isinstance(dt, T.StructType):
        return T.StructType([T.StructField(f.name, nullable_inside(f.dataType), True) for f in dt.fields])
    return dt


def enhancement_refusal(where: str, type_url: str) -> UnsupportedFeatureError:
    """The error for an enhancement of type ``type_url`` at ``where`` that this consumer does not know."""
    return UnsupportedFeatureError(
        f"an enhancement of type {type_url}",
        "an enhancement changes what the plan means, and this consumer does not know this one",
        path=where,
    )
