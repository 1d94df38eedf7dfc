"""The Spark consumer: a Substrait plan becomes one Spark SQL query, run with ``spark.sql`` once.

Invariants:

* **Positions inside, names at the edge.** Every relation's columns get internal, unique, positional
  names (``_c<N>_<i>``, ``N`` counting relations within one translation); fields are looked up by position
  only. The root's names are applied once, at the edge: as select aliases when every name is plain text
  (letters, digits, spaces and common punctuation), otherwise through the DataFrame API (``toDF``, and a
  cast to the named struct type for nested names), so no name ever needs quoting in SQL.
* **One handler per kind, one dispatch.** :class:`SparkConsumer` has one overridable method per Rel kind
  (``rel_<oneof name>``) and per Expression kind (``expr_<oneof name>``); the dispatch tables are built from
  the proto's oneof names. ``RelCommon`` (emit) is applied once after dispatch, in
  :meth:`SparkConsumer.translate_rel`.
* **The plan's types are the contract.** Every function result is cast to the function's declared output
  type (or the type the extension YAML derives); :meth:`SparkConsumer.to_dataframe` checks the final
  schema and raises :class:`SchemaMismatchError` naming the column and both types.
* **One source of truth.** A plan is validated (:func:`substrait_py.validate.validate_plan`) before it is
  translated: a malformed plan is refused with the validator's code and plan path, the same as
  ``substrait-py validate`` reports.
* **The answer depends on the plan and the data alone.** Translation builds the typed tree of
  :mod:`spark_consumer.sql.tree`; :mod:`spark_consumer.sql.generate` writes it so that no session or parser
  setting changes its meaning (see there); functions are written so that ANSI mode does not change their
  answers (:mod:`spark_consumer.functions`).
* **No side effects.** Translating never touches the catalog. Plans with write or DDL relations run only
  through :meth:`SparkConsumer.execute` with ``allow_writes=True``. DataFrames the query reads enter it as
  relations of the one ``spark.sql`` call: on Spark Connect as the call's own references, on classic Spark
  as temporary views with unguessable names that are dropped once their DataFrame is gone
  (:mod:`spark_consumer.consume.sources`).

Choices documented here:

* ``SORT_DIRECTION_CLUSTERED`` sorts ascending, nulls first: a sorted order is one valid clustering, so
  the requirement is met exactly.
* Single joins fail at run time (``raise_error``) when a row has more than one partner (the second of the
  spec's two valid semantics).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, TypeAlias

from google.protobuf import json_format
from pyspark.sql import DataFrame
from pyspark.sql import types as T
from substrait import algebra_pb2 as alg
from substrait import plan_pb2
from substrait.extended_expression_pb2 import ExtendedExpression
from substrait.type_pb2 import Type

from spark_consumer import functions as fn
from spark_consumer.consume.aggregate import AggregateMixin
from spark_consumer.consume.base import TableKey, _State, enhancement_refusal
from spark_consumer.consume.expressions import ExpressionsMixin
from spark_consumer.consume.join import JoinMixin
from spark_consumer.consume.model import FuncDecl, Relation, Translation
from spark_consumer.consume.read import ReadMixin
from spark_consumer.consume.setops import SetMixin
from spark_consumer.consume.sources import run_sql
from spark_consumer.consume.window import WindowMixin
from spark_consumer.consume.write import WriteMixin
from spark_consumer.sql.generate import generate, quote
from spark_consumer.sql.tree import Col, Limit, Project, Query, Shared
from spark_consumer.types import copy_type, matches, nested_names, type_str
from substrait_py.datafusion import is_datafusion_plan
from substrait_py.errors import (
    BindingError,
    Diagnostic,
    InvalidPlanError,
    PlanLoadError,
    SchemaMismatchError,
    SubstraitPyError,
    UnsupportedFeatureError,
)
from substrait_py.extensions import ExtensionIndex
from substrait_py.paths import ROOT, PlanPath
from substrait_py.planio import LoadedPlan
from substrait_py.references import has_outer_references
from substrait_py.upgrades import identify

__all__ = ["SparkConsumer", "TableKey", "bind_parameters", "load_plan_any"]

#: Root names written as select aliases (anything else goes through the DataFrame API).
_PLAIN_NAME = re.compile(r"^[A-Za-z0-9 _.,:;+\-*/%=<>!?@#&|^~()\[\]]+$")


#: Plans the validator found valid: (serialized plan, load diagnostics) -> None, oldest first.
#: Plans encoded in fewer bytes nest fewer than half as many messages: safe for upb on any usual stack.
_SHALLOW_PLAN_BYTES = 32 * 1024
#: Plans the validator found valid (by bytes and load diagnostics), with the output types it derived for
#: each root entry.
_VALID_PLANS: dict[tuple[bytes, tuple[Diagnostic, ...]], list[list[Type] | None]] = {}
#: ``Plan`` objects read as their bytes before (by those bytes): the upgraded plan and what loading it
#: reported. Reading a plan's bytes walks it for the fields later specs removed.
_LOADED_PLANS: dict[bytes, tuple[plan_pb2.Plan, tuple[Diagnostic, ...]]] = {}

#: Translations a consumer keeps for plans it sees again (the oldest is forgotten first), and the
#: largest plan (encoded) it keeps one for.
_KEPT_TRANSLATIONS = 128
_KEPT_PLAN_BYTES = 1 << 20

#: The largest count or offset Spark's LIMIT and OFFSET take (32-bit integers).
_SPARK_INT_MAX = 2**31 - 1

#: What ``translate``, ``to_dataframe`` and ``execute`` accept as a plan. An ``ExtendedExpression`` (or a
#: file holding one) runs as the plan it stands for: its expressions or measures over the table ``input``
#: (:mod:`substrait_py.extended`); the paths of errors are that plan's.
PlanInput: TypeAlias = plan_pb2.Plan | ExtendedExpression | LoadedPlan | bytes | str | os.PathLike[str]


def load_plan_any(plan: PlanInput) -> plan_pb2.Plan:
    """A Plan from a Plan, binary bytes, JSON or text, or a path to a file holding one (detected from the
    content, upgraded as :func:`substrait_py.planio.read_plan` does)."""
    return load_with_diagnostics(plan)[0]


def load_with_diagnostics(plan: PlanInput) -> tuple[plan_pb2.Plan, list[Diagnostic]]:
    """The plan upgraded by the producer-and-era table of :mod:`substrait_py.upgrades` (a file or bytes
    as :func:`substrait_py.planio.load_plan` reads them, a loaded plan with what loading found, a ``Plan``
    object as its bytes are read), and what the upgrades reported; a quirk no upgrade repairs is refused
    with its code and path.

    A ``Plan`` object parsed by today's proto holds the fields later specs removed (an older producer's
    extension URIs, its grouping keys in ``Grouping.grouping_expressions``...) as unknown fields, which
    only the reading of its bytes sees: read as the object alone, such a plan would mean something else
    (an aggregate without its keys)."""
    from substrait_py.errors import Severity
    from substrait_py.planio import LoadedPlan

    if isinstance(plan, LoadedPlan):
        out, diagnostics = plan.plan, list(plan.diagnostics)
    elif isinstance(plan, plan_pb2.Plan):
        from substrait_py.deep import run_deep

        data = run_deep(_bytes_with_unknown_fields, plan)
        if data is None:
            from substrait_py.upgrades import upgrade_plan

            out, diagnostics = upgrade_plan(plan)
        else:
            out, diagnostics = _load_plan_bytes(data)
    else:
        from substrait_py.planio import load_plan

        if isinstance(plan, ExtendedExpression):
            from substrait_py.extended import plan_bytes

            plan = plan_bytes(plan)  # as loaded from a file: upgraded, detached expressions resolved
        loaded = load_plan(plan)
        out, diagnostics = loaded.plan, list(loaded.diagnostics)
    for d in diagnostics:
        if d.severity is Severity.ERROR:
            raise InvalidPlanError(d.message, code=d.code, path=d.path)
    return out, diagnostics


def _bytes_with_unknown_fields(plan: plan_pb2.Plan) -> bytes | None:
    """The bytes of ``plan`` when it holds fields today's proto does not know, anywhere; None when it
    holds none (protobuf's native code compares the sizes). Run in a deep thread: protobuf's native
    code recurses over the plan."""
    bare = plan_pb2.Plan()
    bare.CopyFrom(plan)
    bare.DiscardUnknownFields()
    return plan.SerializeToString() if bare.ByteSize() != plan.ByteSize() else None


def _load_plan_bytes(data: bytes) -> tuple[plan_pb2.Plan, list[Diagnostic]]:
    """:func:`substrait_py.planio.load_plan` of ``data``, kept for the same bytes given again (a copy each
    time: the caller may change it)."""
    from substrait_py.planio import load_plan

    kept = _LOADED_PLANS.get(data)
    if kept is None:
        loaded = load_plan(data)
        kept = (loaded.plan, tuple(loaded.diagnostics))
        if len(_LOADED_PLANS) >= 256:
            _LOADED_PLANS.pop(next(iter(_LOADED_PLANS)))
        _LOADED_PLANS[data] = kept
    out = plan_pb2.Plan()
    out.CopyFrom(kept[0])
    return out, list(kept[1])


def _check_root_types(built: Sequence[Type], derived: Sequence[Type] | None, path: PlanPath) -> None:
    """Refuse a translation whose output columns are not of the types the plan's schema derivation gives
    (kinds and parameters; nullability may differ): a translation that lost track of its columns would
    otherwise answer with the wrong ones. A column the derivation could not type (a function declared
    by name alone, without an output type) is not compared."""
    if derived is None:
        return
    from substrait_py.typesys import type_str_without_nullability

    if len(built) != len(derived):
        raise SchemaMismatchError(
            f"the translation has {len(built)} output columns where the plan's schema has {len(derived)}",
            path=path,
        )
    for i, (ours, theirs) in enumerate(zip(built, derived, strict=True)):
        expected = type_str_without_nullability(theirs)
        if "<unset>" not in expected and type_str_without_nullability(ours) != expected:
            raise SchemaMismatchError(
                f"the translation's column {i} is {type_str(ours)} where the plan's schema has "
                f"{type_str(theirs)}",
                column=str(i),
                expected=type_str(theirs),
                actual=type_str(ours),
                path=path,
            )


def _write_refused(action: Any, reason: str) -> UnsupportedFeatureError:
    """The refusal of a plan whose root writes or changes the catalog (``action``), for ``reason``."""
    return UnsupportedFeatureError(f"a plan with a {action.op} relation", reason, path=action.path)


def bind_parameters(plan: plan_pb2.Plan, values: Mapping[int, object]) -> plan_pb2.Plan:
    """A copy of ``plan`` whose ``parameter_bindings`` bind ``values`` (by parameter anchor; they replace
    the plan's own bindings of those anchors), each as a literal of the type the plan's dynamic parameter
    declares. A value is a Python value, or text as Spark writes a value of that type; ``None`` is null.
    Raises :class:`BindingError` for an anchor no dynamic parameter of the plan has, or a value that is
    not of its type."""
    from substrait_py.parameters import declared_parameters, no_such_parameter

    declared = declared_parameters(plan)
    out = plan_pb2.Plan()
    out.CopyFrom(plan)
    kept = [b for b in out.parameter_bindings if b.parameter_anchor not in values]
    del out.parameter_bindings[:]
    out.parameter_bindings.extend(kept)
    for anchor, value in values.items():
        if anchor not in declared:
            raise no_such_parameter(anchor, declared)
        binding = out.parameter_bindings.add()
        binding.parameter_anchor = anchor
        binding.value.CopyFrom(_parameter_literal(value, declared[anchor][0], anchor))
    return out


def _parameter_literal(value: object, t: Type, anchor: int) -> alg.Expression.Literal:
    from spark_consumer.producer import literal_from_python, literal_from_spark
    from spark_consumer.types import is_nullable, spark_type

    kind = t.WhichOneof("kind")
    lit = alg.Expression.Literal()
    try:
        if value is None:
            lit.null.CopyFrom(t)
        elif kind == "string":
            lit.string = str(value)
        elif kind == "varchar":
            lit.var_char.value, lit.var_char.length = str(value), t.varchar.length
        elif kind == "fixed_char":
            lit.fixed_char = str(value)
        else:
            dt = spark_type(t)
            made = literal_from_spark(value, dt) if isinstance(value, str) else literal_from_python(value, dt)
            lit.CopyFrom(made.expr.literal)
    except (ValueError, TypeError, ArithmeticError, SubstraitPyError) as exc:
        raise BindingError(
            f"the value {value!r} given for dynamic parameter {anchor} is not a {type_str(t)}: {exc}"
        ) from None
    lit.nullable = is_nullable(t)
    return lit


#: Load diagnostics of fields the installed spec version does not define (they were dropped).
UNKNOWN_FIELD_CODES = frozenset({"unknown-binary-field", "unknown-json-field"})


def refuse_unknown_fields(diagnostics: Sequence[Diagnostic]) -> None:
    """Refuse a plan in which loading found fields this spec version does not define (a newer spec's, or
    a fork's): the loader drops them, and what they would have changed in the plan's meaning is not known,
    so running the rest could give another answer than the plan's. ``validate`` reports them as warnings."""
    for d in diagnostics:
        if d.code in UNKNOWN_FIELD_CODES:
            raise UnsupportedFeatureError(
                d.message.removesuffix("; ignored"),
                "a field this spec version does not define may change what the plan means",
                path=d.path,
            )


def _fresh_copy(translation: Translation, plan: plan_pb2.Plan | None) -> Translation:
    """A copy of a kept query translation that shares nothing mutable with it (the root's types are
    copied: they may be messages of the plan), for ``plan``."""
    return replace(
        translation,
        sources=dict(translation.sources),
        names=list(translation.names),
        types=[copy_type(t) for t in translation.types],
        nested=list(translation.nested),
        plan=plan,
    )


def _function_decls(index: ExtensionIndex) -> dict[int, FuncDecl]:
    """Function declarations by anchor: by URN, legacy URI, or name alone."""
    return {a: FuncDecl(a, d.urn, d.name, d.base_name, d.signature) for a, d in index.functions.items()}


class SparkConsumer(
    ReadMixin, JoinMixin, AggregateMixin, SetMixin, WindowMixin, WriteMixin, ExpressionsMixin
):
    """Translate Substrait plans into lazy Spark DataFrames.

    ``tables`` maps a table name (str, or a tuple of name parts) to a DataFrame or to a file or folder
    path (``.parquet``, ``.csv``, ``.json``, ``.orc``, ``.avro``; read when a plan reads the table, CSV
    and JSON values cast to the plan's declared types); other named tables resolve through the Spark
    catalog. Binding of table and column names is case-insensitive unless
    ``spark.sql.caseSensitive`` is on. ``allowed_paths``, when given, confines the local files a plan
    may read to those folders.

    With ``spark=None`` and tables given as schemas (``pyspark.sql.types.StructType``, pure Python) the
    consumer translates plans into SQL (:meth:`translate`) without a JVM, as if ANSI mode were on.

    Subclasses may override any ``rel_<kind>`` or ``expr_<kind>`` method; the dispatch picks them up.
    """

    # ------------------------------------------------------------------ public API
    def to_dataframe(
        self, plan: PlanInput, index: int = 0, *, parameters: Mapping[int, object] | None = None
    ) -> DataFrame:
        """The ``index``-th root relation of ``plan`` as a lazy DataFrame, named by the root.

        ``parameters`` gives values of the plan's dynamic parameters by anchor (see :meth:`translate`).
        A plan that writes or changes the catalog is refused (:class:`UnsupportedFeatureError`): run it
        with :meth:`execute`. Raises the toolkit's typed errors for every problem of the plan."""
        translation = self.translate(plan, index, parameters=parameters)
        if translation.action is not None:
            raise _write_refused(
                translation.action,
                "translation never changes the catalog: run it with SparkConsumer.execute(plan, "
                "allow_writes=True)",
            )
        return self.dataframe(translation)

    def execute(
        self,
        plan: PlanInput,
        index: int = 0,
        *,
        allow_writes: bool = False,
        parameters: Mapping[int, object] | None = None,
    ) -> DataFrame | None:
        """Run the ``index``-th root of ``plan``: a query gives its DataFrame (as :meth:`to_dataframe`); a
        plan that writes or creates, replaces or drops a table or view carries it out when
        ``allow_writes`` is set (else :class:`UnsupportedFeatureError`) and gives the written rows when the
        plan asks for them, else None. ``parameters`` as for :meth:`translate`."""
        translation = self.translate(plan, index, parameters=parameters)
        if translation.action is None:
            return self.dataframe(translation)
        if not allow_writes:
            raise _write_refused(
                translation.action,
                "writes are not allowed (allow_writes=True, or substrait-py run --allow-writes)",
            )
        return self.carry_out(translation.action)

    def translate(
        self,
        plan: PlanInput,
        index: int = 0,
        *,
        pretty: bool = False,
        parameters: Mapping[int, object] | None = None,
    ) -> Translation:
        """Translate the ``index``-th root of ``plan`` into SQL without running anything: the plan is
        loaded, validated, bound (table schemas are read) and written as one query (one clause per line
        with ``pretty``: the same query, for people).

        ``parameters`` gives values of the plan's dynamic parameters by anchor, in place of the plan's own
        bindings of those anchors (:func:`bind_parameters`): Python values, or text as Spark writes
        values of the parameter's type (``"25"``, ``"2024-01-31"``).

        A plan seen before (the same bytes, root, ``pretty`` and ANSI mode) whose every read is a given
        table or file still bound to the same object gets a copy of the kept translation
        (:meth:`forget_plans` forgets them)."""
        self.pretty = pretty
        from substrait_py.deep import run_deep

        p, diagnostics = load_with_diagnostics(plan)
        refuse_unknown_fields(diagnostics)
        if parameters:
            p = bind_parameters(p, parameters)
        # upb's encoder (and its copy and comparison) recurse natively: a plan nested some 40,000
        # messages deep crashes the process on an 8 MiB stack. Encoded in a deep thread, the plan's
        # size bounds its depth (a nested message costs at least two bytes), and a plan that could be
        # that deep is checked and translated in a deep thread as a whole.
        encoded = run_deep(p.SerializeToString, deterministic=True)
        self.ansi = self._ansi_enabled()
        key = (encoded, tuple(diagnostics), index, pretty, self.ansi)
        kept = self._translations.get(key)
        if kept is not None and self.binder.still_bound(kept[1]):
            return _fresh_copy(kept[0], p)
        self.binder.begin()
        if len(encoded) > _SHALLOW_PLAN_BYTES:
            translation = run_deep(self._checked_translation, p, diagnostics, index, encoded)
        else:
            translation = self._checked_translation(p, diagnostics, index, encoded)
        if translation.action is None and len(encoded) <= _KEPT_PLAN_BYTES and self.binder.stable():
            if len(self._translations) >= _KEPT_TRANSLATIONS:
                self._translations.pop(next(iter(self._translations)))
            self._translations[key] = (_fresh_copy(translation, None), tuple(self.binder.bindings))
        return translation

    def forget_plans(self) -> None:
        """Forget every plan seen before: the validator's verdicts and this consumer's kept
        translations (the next translation of any plan does all its work again)."""
        _VALID_PLANS.clear()
        _LOADED_PLANS.clear()
        self._translations.clear()

    def _checked_translation(
        self, p: plan_pb2.Plan, diagnostics: list[Diagnostic], index: int, encoded: bytes
    ) -> Translation:
        from substrait_py.deep import call_deep_on_recursion

        if any(d.code == "untyped-base-schema" for d in diagnostics):
            p = self._type_untyped_reads(p)
            encoded = p.SerializeToString(deterministic=True)
        if p.type_aliases:
            from substrait_py.aliases import resolve_type_aliases

            p, _ = resolve_type_aliases(p)  # its faults are the validator's findings
            encoded = p.SerializeToString(deterministic=True)
        root_types = self._check_valid(p, diagnostics, encoded)
        try:
            return call_deep_on_recursion(self._translate, p, index, root_types)
        except SubstraitPyError:
            raise
        except (ValueError, IndexError, KeyError, TypeError, AttributeError) as exc:
            raise InvalidPlanError(
                f"the plan cannot be translated: {exc}", code="translation-failed"
            ) from exc

    def _type_untyped_reads(self, plan: plan_pb2.Plan) -> plan_pb2.Plan:
        """A plan whose reads name columns without types (DataFusion 40) typed from the bound tables."""
        from spark_consumer.types import substrait_type
        from substrait_py.upgrades import type_untyped_reads

        def schema_of(parts: Sequence[str]) -> dict[str, Type] | None:
            found = self.binder.lookup(parts, "read.named_table")
            schema = found if isinstance(found, T.StructType) else self.binder.schema(found)
            return {f.name: substrait_type(f.dataType, f.nullable) for f in schema.fields}

        return type_untyped_reads(plan, schema_of)

    def _check_valid(
        self, plan: plan_pb2.Plan, load_diagnostics: Sequence[Diagnostic] = (), encoded: bytes | None = None
    ) -> list[list[Type] | None]:
        """Refuse a plan the validator finds malformed, with its first error's code and path (plans of
        earlier eras are judged by their era's definitions, which the load diagnostics name); return the
        output types the validation derived for each root entry. The verdict depends on the plan's bytes
        and the load diagnostics alone, so it is kept for plans seen again."""
        from substrait_py.errors import Severity
        from substrait_py.validate import validate_with_root_types

        if encoded is None:
            encoded = plan.SerializeToString(deterministic=True)
        key = (encoded, tuple(load_diagnostics))
        kept = _VALID_PLANS.get(key)
        if kept is not None:
            return kept
        diagnostics, root_types = validate_with_root_types(plan, load_diagnostics=load_diagnostics)
        for d in diagnostics:
            if d.severity >= Severity.ERROR:
                raise InvalidPlanError(d.message, code=d.code, path=d.path)
        if len(_VALID_PLANS) >= 256:
            _VALID_PLANS.pop(next(iter(_VALID_PLANS)))
        _VALID_PLANS[key] = root_types
        return root_types

    def _translate(
        self, p: plan_pb2.Plan, index: int, root_types: Sequence[list[Type] | None] = ()
    ) -> Translation:
        """The translation of root ``index``; DataFusion's type of a bare NULL (a user-defined type it
        declares by the name ``null`` alone) is Spark's void while it runs, and a user-defined type Spark
        cannot hold is refused by its declared name."""
        from spark_consumer.types import declared_user_types, null_type_anchors
        from substrait_py.extensions import index_extensions

        extensions = index_extensions(p)
        if not extensions.types:
            return self._translate_plan(p, index, root_types, extensions)
        anchors = (
            frozenset(a for a, d in extensions.types.items() if d.urn is None and d.name == "null")
            if is_datafusion_plan(p)
            else frozenset()
        )
        names = {a: f"{d.name!r} of {d.urn or 'no extension'}" for a, d in extensions.types.items()}
        with null_type_anchors(anchors), declared_user_types(names):
            translation = self._translate_plan(p, index, root_types, extensions)
        return replace(translation, null_type_anchors=anchors) if anchors else translation

    def _translate_plan(
        self,
        p: plan_pb2.Plan,
        index: int,
        root_types: Sequence[list[Type] | None],
        extensions: ExtensionIndex,
    ) -> Translation:
        self._state = _State(p, _function_decls(extensions))
        self._counter = 0
        self._outer = ()
        self._lambda_frames = []
        self._emit_taken = False
        self.binder.reset()
        # DataFusion's own grouping-set column layout; its plans of spec 0.55 and before had no such
        # column (the upgrade table leaves them the spec's layout without the column)
        from substrait_py.schema import datafusion_grouping_layout

        self.datafusion_plan = is_datafusion_plan(p)
        self.producer_scalar, self.producer_aggregate = {}, {}
        origin = identify(p)
        if self.datafusion_plan:
            # DataFusion 53 and earlier write spec 0.77 and earlier, 54 and 55 spec 0.85
            before_54 = origin.spec_before((0, 85, 0))
            scalar = fn.DATAFUSION_53_SCALAR if before_54 else fn.DATAFUSION_SCALAR
            self.producer_scalar, self.producer_aggregate = scalar, fn.DATAFUSION_AGGREGATE
        elif origin.producer == "duckdb":
            # DuckDB 1.0 writes spec 0.48, 1.1 spec 0.53
            before_11 = origin.spec_before((0, 53, 0))
            self.producer_scalar = fn.DUCKDB_10_SCALAR if before_11 else fn.DUCKDB_SCALAR
            self.producer_aggregate = fn.DUCKDB_AGGREGATE
        self.datafusion_layout = datafusion_grouping_layout(p)
        from substrait_py.extensions import plan_enhancement

        enhancement = plan_enhancement(p)
        if enhancement is not None:
            raise enhancement_refusal(*enhancement)
        roots = [i for i, r in enumerate(p.relations) if r.WhichOneof("rel_type") == "root"]
        if not roots:
            raise InvalidPlanError("plan has no root relation", code="no-root", path="relations")
        if not 0 <= index < len(roots):
            raise InvalidPlanError(f"plan has {len(roots)} root relations, not {index + 1}", code="no-root")
        ri = roots[index]
        root = p.relations[ri].root
        path = ROOT.child("relations").index(ri).child("root")
        kind = root.input.WhichOneof("rel_type")
        if kind in ("write", "ddl"):
            return self.translate_action(root, p, ri, path)
        rel = self.translate_rel(root.input, path.child("input"))
        if index < len(root_types):
            _check_root_types(rel.types, root_types[index], path.child("input"))
        return self.finish(rel, root, p, index, path)

    # ------------------------------------------------------------------ root
    def finish(
        self, rel: Relation, root: alg.RelRoot, plan: plan_pb2.Plan, index: int, path: PlanPath
    ) -> Translation:
        """The root's output: names (the plan's, or derived by the naming rules) and the SQL."""
        names = list(root.names)
        nested: list[T.DataType | None] = []
        if names:
            top: list[str] = []
            pos = 0
            for t in rel.types:
                if pos >= len(names):
                    raise InvalidPlanError(
                        f"root has {len(names)} names, too few for {len(rel.names)} columns",
                        code="root-names-mismatch",
                        path=path.child("names"),
                    )
                top.append(names[pos])
                inner, pos = nested_names(t, names, pos + 1)
                nested.append(inner)
            if pos != len(names):
                raise InvalidPlanError(
                    f"root has {len(names)} names, the output needs {pos}",
                    code="root-names-mismatch",
                    path=path.child("names"),
                )
        else:
            top = self._derived_names(plan, index, len(rel.names))
            nested = [None] * len(top)
        in_sql = all(_PLAIN_NAME.match(n) for n in top) and all(n is None for n in nested)
        query: Query
        if in_sql:
            query = Project(rel.query, tuple((Col(c), n) for c, n in zip(rel.names, top, strict=True)))
        else:
            query = rel.query
        sql = generate(query, pretty=self.pretty)
        # the caller's own copies: the plan's types are shared with the validator's kept verdicts
        types = [copy_type(t) for t in rel.types]
        return Translation(sql, dict(self.binder.sources), top, types, nested, in_sql, plan=plan)

    def _derived_names(self, plan: plan_pb2.Plan, root_index: int, count: int) -> list[str]:
        from substrait_py.schema import root_output_names

        got = list(root_output_names(plan, root_index))
        return got if len(got) == count else [f"col{i}" for i in range(count)]

    def dataframe(self, translation: Translation) -> DataFrame:
        """Run a translated query with ``spark.sql`` (one parse and analysis) and name it by the root."""
        df = run_sql(self.spark, translation.sql, translation.sources)
        if not translation.names_in_sql:
            # the query's columns have unique internal names: nested names first (a cast to the named
            # struct type), then the root's names, which may repeat
            if any(n is not None for n in translation.nested):
                from pyspark.sql import functions as F

                from spark_consumer.consume.base import nullable_inside

                cols = [
                    F.col(quote(c)) if t is None else F.col(quote(c)).cast(nullable_inside(t))
                    for c, t in zip(df.columns, translation.nested, strict=True)
                ]
                df = df.select(*cols)
            df = df.toDF(*translation.names)
        if not translation.types:
            df = df.select()  # a query selects at least one column; the root has none
        from spark_consumer.types import null_type_anchors

        with null_type_anchors(translation.null_type_anchors):
            self.check_schema(df, translation.types)
        return df

    def check_schema(self, df: DataFrame, types: Sequence[Type]) -> None:
        """Every column's Spark type holds the plan's type exactly (nullability may be wider on Spark's
        side). Raises :class:`SchemaMismatchError` naming the column and both types."""
        for f, t in zip(df.schema.fields, types, strict=False):
            if not matches(f.dataType, t):
                raise SchemaMismatchError(
                    f"column {f.name!r}: plan type {type_str(t)}, Spark produces {f.dataType.simpleString()}",
                    column=f.name,
                    expected=type_str(t),
                    actual=f.dataType.simpleString(),
                )

    def rel_extension_single(self, msg: alg.ExtensionSingleRel, path: PlanPath) -> Relation:
        raise UnsupportedFeatureError(f"extension relation {msg.detail.type_url}", path=path)

    def rel_extension_multi(self, msg: alg.ExtensionMultiRel, path: PlanPath) -> Relation:
        raise UnsupportedFeatureError(f"extension relation {msg.detail.type_url}", path=path)

    def rel_extension_leaf(self, msg: alg.ExtensionLeafRel, path: PlanPath) -> Relation:
        raise UnsupportedFeatureError(f"extension relation {msg.detail.type_url}", path=path)

    # ------------------------------------------------------------------ simple relations
    def rel_filter(self, msg: alg.FilterRel, path: PlanPath) -> Relation:
        rel = self.translate_rel(msg.input, path.child("input"))
        cond = self.translate_expr(msg.condition, self.scope(rel), path.child("condition"))
        return Relation(rel.query.filter(cond.expr), rel.types)

    def rel_project(self, msg: alg.ProjectRel, path: PlanPath) -> Relation:
        """One projection, with the relation's emit folded in: only the emitted outputs are computed; an
        input column, or an expression that is a plain reference to one, keeps its name (its first time
        in the output); everything else gets a fresh name. An expression emitted twice is computed once
        below and read twice (a volatile one is drawn once)."""
        rel = self.translate_rel(msg.input, path.child("input"))
        sc = self.scope(rel)
        exprs = [
            self.translate_expr(e, sc, path.child("expressions").index(i))
            for i, e in enumerate(msg.expressions)
        ]
        full: list[tuple[Any, Type]] = [(Col(n), t) for n, t in zip(rel.names, rel.types, strict=True)]
        full += [(e.expr, e.type) for e in exprs]
        common = msg.common if msg.HasField("common") else None
        if common is not None and common.WhichOneof("emit_kind") == "emit":
            mapping = self.emit_mapping(common, len(full), path.child("common"))
        else:
            mapping = list(range(len(full)))
        self._emit_taken = True
        counts: dict[int, int] = {}
        for m in mapping:
            counts[m] = counts.get(m, 0) + 1
        query = rel.query
        twice = [m for m, k in counts.items() if k > 1 and not isinstance(full[m][0], Col)]
        if twice:
            # computed once in a projection below, read as many times as emitted
            below = self.fresh(len(twice))
            query = Project(
                query,
                (
                    *((Col(n), n) for n in rel.names),
                    *((full[m][0], b) for m, b in zip(twice, below, strict=True)),
                ),
            )
            for m, b in zip(twice, below, strict=True):
                full[m] = (Col(b), full[m][1])
        fresh = iter(self.fresh(len(mapping)))
        items: list[tuple[Any, str]] = []
        seen: set[str] = set()
        for m in mapping:
            value = full[m][0]
            if isinstance(value, Col) and not value.outer and value.name not in seen:
                items.append((value, value.name))
            else:
                items.append((value, next(fresh)))
            seen.add(items[-1][1])
        return Relation(Project(query, tuple(items)), [full[m][1] for m in mapping])

    def rel_sort(self, msg: alg.SortRel, path: PlanPath) -> Relation:
        rel = self.translate_rel(msg.input, path.child("input"))
        keys = self.sort_keys(msg.sorts, self.scope(rel), path.child("sorts"))
        return Relation(rel.query.sort(keys), rel.types)

    def rel_fetch(self, msg: alg.FetchRel, path: PlanPath) -> Relation:
        """``LIMIT``/``OFFSET`` of a count and an offset that are literals or bound dynamic parameters
        (Isthmus writes ``FETCH ?`` as one). A null count is every row, a null offset none; Spark's are
        32-bit, so a count past them is every row and an offset past them no row."""
        rel = self.translate_rel(msg.input, path.child("input"))
        offset = self._const_int(msg, "offset", path) or 0
        count = self._const_int(msg, "count", path)
        if count is not None and count < 0:
            count = None  # -1: all rows
        if offset < 0:
            raise InvalidPlanError(
                f"negative fetch offset {offset}", code="bad-fetch", path=path.child("offset")
            )
        if count is not None and count > _SPARK_INT_MAX:
            count = None
        if offset > _SPARK_INT_MAX:
            count, offset = 0, 0
        if not offset and count is None:
            return rel
        return Relation(Limit(rel.query, count, offset), rel.types)

    def _const_int(self, msg: alg.FetchRel, which: str, path: PlanPath) -> int | None:
        field_expr = f"{which}_expr"
        if msg.HasField(field_expr):
            e = getattr(msg, field_expr)
            where = path.child(field_expr)
            rex = e.WhichOneof("rex_type")
            if rex == "literal":
                lit = e.literal
            elif rex == "dynamic_parameter":
                lit = self._bound_value(e.dynamic_parameter, where.child("dynamic_parameter"))
            else:
                raise UnsupportedFeatureError(
                    f"a fetch {which} that is neither a literal nor a dynamic parameter ({rex})", path=where
                )
            kind = lit.WhichOneof("literal_type")
            if kind == "null":
                return None
            if kind not in ("i8", "i16", "i32", "i64"):
                raise InvalidPlanError(f"fetch {which} of type {kind}", code="bad-fetch", path=where)
            return int(getattr(lit, kind))
        legacy = getattr(msg, which, None)
        if isinstance(legacy, int):
            return legacy if (legacy or which == "offset") else None
        return None if which == "count" else 0

    def rel_reference(self, msg: alg.ReferenceRel, path: PlanPath) -> Relation:
        """A plan relation used by reference: written once (a common table expression); every use reads
        it under fresh column names, so two uses never share a name (a self-join, a subquery). One that
        holds outer references reads the queries enclosing each use (the spec's reason for
        ``rel_reference``), so it is written at each use instead."""
        i = msg.subtree_ordinal
        st = self.state
        shared = st.shared.get(i)
        if shared is None:
            if i < 0 or i >= len(st.plan.relations):
                raise InvalidPlanError(
                    f"reference to relation {i} of {len(st.plan.relations)}",
                    code="reference-out-of-range",
                    path=path,
                )
            pr = st.plan.relations[i]
            r = pr.rel if pr.WhichOneof("rel_type") == "rel" else pr.root.input
            inner = self.translate_rel(r, ROOT.child("relations").index(i).child("rel"))
            if has_outer_references(r):
                # it reads the queries that enclose each use: written at each use, not once
                return self.renamed(inner)
            shared = Relation(Shared(inner.query, f"_shared{i}"), inner.types)
            st.shared[i] = shared
        return self.renamed(shared)


def plan_json(plan: plan_pb2.Plan) -> str:
    """The plan as JSON (for messages and debugging)."""
    return json_format.MessageToJson(plan)


__all__ += ["PlanLoadError", "plan_json"]
