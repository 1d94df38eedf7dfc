"""The plan validator: collects every problem of a plan as :class:`~substrait_py.errors.Diagnostic`\\ s.

Like sqlglot's error levels, validation never stops at the first finding: every relation and every
expression is checked, and each finding carries a severity, a stable code, the plan path of the
fault (proto field names, oneof names and list indices, e.g.
``relations[0].root.input.project.expressions[2]``) and a message. A plan is valid when no
finding has severity ``error``.

Relations are walked iteratively and expressions inside a big-stack thread
(:func:`substrait_py.paths.run_deep`), so plans nested 10,000 levels deep validate.

Diagnostic codes (stable; tools may match on them):

===============================  ========  ============================================================
code                             severity  meaning
===============================  ========  ============================================================
empty-plan                       error     the plan has no relations
empty-rel                        error     a ``Rel`` (or plan relation) with no kind set
missing-input                    error     a relation lacks a required input relation
missing-field                    error     a required property is absent (read ``base_schema``,
                                           filter ``condition``, ...; the path names it)
missing-read-type                error     a read has none of virtual/local files/named/extension table
empty-table-name                 error     a named table with no name parts
schema-names-mismatch            error     ``base_schema.names`` does not fit its struct (depth-first)
empty-project                    warning   a project with no expressions (it passes its input through)
empty-sort                       error     a sort with no sort fields
join-type-unspecified            error     join type unspecified
missing-join-expression          warning   a join without an expression (every pair of rows matches)
set-op-unspecified               error     set operation unspecified
set-too-few-inputs               error     a set relation with fewer than two inputs
set-input-mismatch               error     set inputs with different field counts or types
aggregate-no-columns             error     an aggregate with neither groupings nor measures
grouping-reference-out-of-range  error     a grouping's ``expression_references`` past
                                           ``grouping_expressions``
emit-out-of-range                error     an ``emit.output_mapping`` index past the direct output
field-out-of-range               error     a struct field reference past the fields of its struct
outer-reference-out-of-range     error     an outer reference ``steps_out`` of 0 or past the enclosing queries
lambda-reference-out-of-range    error     a lambda parameter reference ``steps_out`` past the enclosing
                                           lambdas (or outside any lambda)
lambda-argument-mismatch         error     a lambda invocation whose arguments do not fit the lambda's
                                           parameters in number or type
unknown-rel-anchor               error     an outer reference whose ``rel_reference`` names no relation
                                           enclosing it (by ``RelCommon.rel_anchor``)
duplicate-rel-anchor             error     a ``rel_anchor`` set on two relations (it is plan-wide unique)
bad-rel-anchor                   error     a ``rel_anchor`` of 0 (when set it must be 1 or more)
unbound-parameter                warning   a dynamic parameter the plan binds no value to (it cannot run)
parameter-type-mismatch          error     a dynamic parameter's binding is a literal of another type
duplicate-parameter-binding      error     two bindings for one dynamic parameter
missing-execution-behavior       error     an execution context variable (``current_date``...) in a plan whose
                                           ``execution_behavior.variable_eval_mode`` is unspecified
bad-execution-variable           error     an execution context variable whose type is not required (they
                                           are never null)
unknown-function-anchor          error     a function reference with no extension declaration
unknown-function                 error     the function name is in no extension YAML (under its URN;
                                           warning for a name-only declaration, which may name an
                                           engine's own function, e.g. DataFusion's ``date_part``)
function-signature-mismatch      error     no overload of the function accepts the argument types
                                           (warning for a name-only declaration: it names no extension, so
                                           the lookup by name across URNs is only a best guess)
output-type-mismatch             error     declared output type differs from the derived one (in kind at
                                           some level of nesting: ``list<i32>`` for ``list<string>``)
output-parameter-mismatch        warning   the same kinds as derived at every level, other parameters
                                           (decimal precision or scale, lengths), or a lossless widening
                                           (``i32`` declared ``i64``, also inside a list, map or struct):
                                           engines' rules differ, the declared one wins
output-nullability-mismatch      warning   declared output required where the derived one is nullable
unknown-extension-urn            warning   a URN that is not a standard extension (not checked)
missing-output-type              warning   a function without a declared output type
reference-out-of-range           error     a ``ReferenceRel`` past the plan's relations
reference-cycle                  error     ``ReferenceRel``\\ s that refer to each other in a cycle
root-names-mismatch              error     root names count differs from what the output consumes
root-names-missing               warning   a root without names (names are derived)
root-names-ignored               warning   names on a root whose write or DDL returns no records
schema-error                     error     the schema of a relation could not be derived
bad-literal                      error     a literal whose type cannot be determined (no value set, a
                                           list or map literal with no elements)
missing-type                     error     a type the plan must give has (a part with) no kind set: a
                                           typed null's, an empty list's or map's, a cast's, a base
                                           schema column's (DataFusion 40's untyped columns excepted)
unknown-type-alias               error     a reference to a type alias the plan does not declare; with
duplicate-type-alias,                      the others, the faults of :mod:`substrait_py.aliases` (an
bad-type-alias, type-alias-cycle           alias is checked as the type it names)
bad-type-parameter               error     a type whose parameters no value can have (``decimal<50,2>``,
                                           ``varchar<0>``, a precision past 12) in a base schema, a
                                           cast, a declared output...; an ``interval_day`` without its
                                           precision in a plan of spec 0.97 or later
interval-precision-unset         warning   an ``interval_day`` without its precision in a plan of an
                                           earlier spec: read as 6 (microseconds), as that spec said
literal-out-of-range             error     a literal value its type cannot hold (i8 300, 12345 in
                                           ``decimal<3,0>``, a negative scale, 'abc' in ``varchar<2>``,
                                           a date past 9999...; see :mod:`substrait_py.literal_checks`)
plan-too-deep                    error     relations or expressions nest deeper than the limits of
                                           :mod:`substrait_py.limits` (nothing else is then checked)
plan-too-large                   error     more expressions, or function arguments, than those limits
unsupported-feature              warning   a valid feature whose meaning the toolkit does not know (an
                                           extension relation without a registered schema): not checked
                                           further
newer-spec                       warning   the plan's version is newer than the spec the toolkit reads
unknown-enhancement              warning   an advanced-extension enhancement (it changes the plan's meaning)
                                           of a type the toolkit does not know: valid, but ``run`` refuses
                                           it (optimizations, which change nothing, are not reported)
datafusion-unsigned-integer      error     in a DataFusion plan that declares no type variation 1:
                                           DataFusion's ``UInt8``..``UInt64`` (integers of variation 1)
                                           where the signed type answers wrongly: a literal it cannot
                                           hold (the bit pattern), a cast to one, wrapping arithmetic
datafusion-dictionary-type       error     likewise a map of variation 1, DataFusion's
                                           ``Dictionary(K, V)``, whose values are of type ``V``
case-base-form                   warning   DataFusion's ``CASE base WHEN v THEN ...`` written as an if-then
                                           whose first clause holds the base and no result
===============================  ========  ============================================================

A plan is judged by the definitions of its era (:mod:`substrait_py.eras`): function calls the current
extension YAMLs reject but the plan's era or a lossless widening accounts for are warnings with the codes
listed there (``era-signature``, ``comparison-argument-width``, ``output-integer-width``, ...). The upgrades
applied on load (:mod:`substrait_py.upgrades`) arrive among the load diagnostics as warnings with their codes.

Codes raised by the modules the validator stands on pass through unchanged, with severity error
unless listed above: from :mod:`substrait_py.extensions` (``function-without-urn`` -- a warning, a
name-only declaration as DataFusion writes them --, ``duplicate-function-anchor``, ...), from
:mod:`substrait_py.references` and :mod:`substrait_py.masks` (``field-out-of-range``,
``reference-type-mismatch``, ...) and from :mod:`substrait_py.schema` (``emit-out-of-range``, ...).

Loading diagnostics (legacy URIs mapped, unknown JSON fields) are passed in as
``load_diagnostics`` and reported first, unchanged. At most :data:`MAX_PER_CODE` findings of one code
are listed; one more finding of that code counts the others.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from substrait.algebra_pb2 import (
    AggregateFunction,
    AggregateRel,
    Expression,
    JoinRel,
    Rel,
    SetRel,
)
from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type

from substrait_py import typesys
from substrait_py.deep import run_deep
from substrait_py.errors import (
    Diagnostic,
    InvalidPlanError,
    Severity,
    SubstraitPyError,
    UnsupportedFeatureError,
)
from substrait_py.extensions import plan_enhancement, relation_enhancements
from substrait_py.limits import DEFAULT_LIMITS, PlanLimits, check_plan_limits
from substrait_py.literal_checks import (
    MISSING_TYPE,
    cast_type_message,
    has_unset_kind,
    literal_type,
    literal_visitors,
    untyped_literal_part,
)
from substrait_py.paths import ROOT, PlanPath
from substrait_py.references import enclosing_anchors, plain_field_type, reference_type, rel_anchor
from substrait_py.typesys import is_nullable, names_consumed, type_str, without_variations

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

# Codes raised by other modules (schema derivation) whose severity the validator lowers: a function
# without a declared output type is legal (DataFusion omits it for some aggregates); only the
# schema of the relations above it stays unknown.
_CODE_SEVERITY: dict[str, Severity] = {"missing-output-type": W}

#: Findings of one code listed per plan; the rest are counted in one more finding of that code (at
#: the first one not listed). A plan with an error at each of 10,000 nesting levels would otherwise
#: get 10,000 findings whose paths are up to 10,000 segments long: quadratic time and memory.
MAX_PER_CODE = 100

#: The spec version from which an ``interval_day`` type must give its precision (before, unset meant 6).
INTERVAL_PRECISION_REQUIRED = (0, 97, 0)

_READ_TYPES = ("virtual_table", "local_files", "named_table", "extension_table", "iceberg_table")


def validate_plan(
    plan: Plan, *, load_diagnostics: Iterable[Diagnostic] = (), limits: PlanLimits = DEFAULT_LIMITS
) -> list[Diagnostic]:
    """Check ``plan`` and return every finding (load diagnostics first).

    Never raises for a malformed plan: every fault becomes a diagnostic. The plan is valid when
    :func:`is_valid` holds for the result. A plan beyond ``limits`` (:mod:`substrait_py.limits`) gets
    only those findings: nothing else is checked.
    """
    return validate_with_root_types(plan, load_diagnostics=load_diagnostics, limits=limits)[0]


def validate_with_root_types(
    plan: Plan, *, load_diagnostics: Iterable[Diagnostic] = (), limits: PlanLimits = DEFAULT_LIMITS
) -> tuple[list[Diagnostic], list[list[Type] | None]]:
    """:func:`validate_plan`, and the output types the validation derived for each ``root`` entry of
    the plan, in order (None for a root whose schema could not be derived; an empty list of roots for
    a plan beyond ``limits``). A consumer compares what it built with them."""
    from substrait_py.aliases import resolve_type_aliases
    from substrait_py.upgrades import identify, origin_from_diagnostics

    load_diagnostics = list(load_diagnostics)
    origin = origin_from_diagnostics(load_diagnostics) or identify(plan)
    # aliases are checked as the types they name; their faults are the root of any others
    plan, alias_findings = resolve_type_aliases(plan)
    literal_findings: list[Diagnostic] = []
    # one walk checks the plan's shape, its literals and its types (a shape past the limits is all that
    # is reported)
    visitors = literal_visitors(
        literal_findings,
        interval_precision_required=not origin.spec_before(INTERVAL_PRECISION_REQUIRED),
        declared_aliases=frozenset(a.type_alias_anchor for a in plan.type_aliases),
        datafusion_wrapping=_datafusion_wrapping(plan) if origin.producer == "datafusion" else None,
    )
    too_big = check_plan_limits(plan, limits, visitors=visitors)
    if too_big:
        return _dedupe([*load_diagnostics, *too_big]), []
    typed_at_run = frozenset(d.path for d in load_diagnostics if d.code == "untyped-base-schema")
    validator = _Validator(plan, origin=origin, typed_at_run=typed_at_run)
    found = run_deep(validator.run)
    unknown_aliases = [d for d in literal_findings if d.code == "unknown-type-alias"]
    others = [d for d in literal_findings if d.code != "unknown-type-alias"]
    found = [*alias_findings, *unknown_aliases, *found, *others]
    return _dedupe([*load_diagnostics, *found]), validator.root_types


def _datafusion_wrapping(plan: Plan) -> frozenset[int] | None:
    """The anchors of a DataFusion plan's functions whose arithmetic on its unsigned integers wraps
    (:data:`substrait_py.literal_checks.DATAFUSION_WRAPPING`); None when the plan declares a type
    variation 1 of its own (its variations then mean what it declares)."""
    from substrait_py.literal_checks import DATAFUSION_WRAPPING

    anchors = set()
    for e in plan.extensions:
        kind = e.WhichOneof("mapping_type")
        if kind == "extension_type_variation" and e.extension_type_variation.type_variation_anchor == 1:
            return None
        if kind == "extension_function" and e.extension_function.name.split(":")[0] in DATAFUSION_WRAPPING:
            anchors.add(e.extension_function.function_anchor)
    return frozenset(anchors)


def _correlated_shared_relations(plan: Plan) -> frozenset[int]:
    """The plan relations of kind ``rel`` that a ``ReferenceRel`` uses (anywhere, subqueries included)
    and that hold outer references: they mean something only where they are used."""
    if len(plan.relations) < 2:
        return frozenset()
    from substrait_py.references import has_outer_references
    from substrait_py.upgrades import messages_of_type

    used = {ref.subtree_ordinal for ref, _ in messages_of_type(plan, "substrait.ReferenceRel")}
    return frozenset(
        i
        for i in used
        if 0 <= i < len(plan.relations)
        and plan.relations[i].WhichOneof("rel_type") == "rel"
        and has_outer_references(plan.relations[i].rel)
    )


@functools.lru_cache(maxsize=1)
def _installed_spec() -> tuple[int, ...]:
    from substrait.version import substrait_version

    return tuple(int(x) for x in substrait_version.split(".")[:3])


def _newer_spec(plan: Plan) -> str | None:
    """The message for a plan of a newer spec version than the installed protos and extensions define
    (None for any other plan)."""
    from substrait.version import substrait_version

    known = _installed_spec()
    v = plan.version
    claimed = (v.major_number, v.minor_number, v.patch_number)
    if claimed <= known:
        return None
    return (
        f"the plan is of spec {'.'.join(map(str, claimed))}, newer than the {substrait_version} this toolkit "
        "reads: a definition changed since is read as it is now (a field added since is reported on load)"
    )


def _enhancement_message(type_url: str) -> str:
    return (
        f"an enhancement of type {type_url}: it changes what the plan means and this toolkit does not "
        "know it, so the plan cannot be run here"
    )


def is_valid(diagnostics: Iterable[Diagnostic]) -> bool:
    """True when no diagnostic is an error."""
    return all(d.severity < Severity.ERROR for d in diagnostics)


def _dedupe(diags: list[Diagnostic]) -> list[Diagnostic]:
    seen: set[tuple[str, str]] = set()
    out: list[Diagnostic] = []
    for d in diags:
        key = (d.code, d.path)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


def _loose(t: Type) -> str:
    """A type's short form with nullability and variations ignored (for declared-vs-derived)."""

    return typesys.type_str_without_nullability(t)


#: Kinds whose values every engine widens into each other without loss (one family each).
_KIND_FAMILIES: dict[str, str] = {
    **dict.fromkeys((*typesys.INTEGER_KINDS, "decimal"), "exact"),
    **dict.fromkeys(typesys.FLOAT_KINDS, "float"),
    **dict.fromkeys(("string", "varchar", "fixed_char"), "text"),
    **dict.fromkeys(("binary", "fixed_binary"), "binary"),
    **dict.fromkeys(("timestamp", "precision_timestamp"), "timestamp"),
    **dict.fromkeys(("timestamp_tz", "precision_timestamp_tz"), "timestamp_tz"),
    **dict.fromkeys(("time", "precision_time"), "time"),
}


def _kind_family(t: Type) -> str | None:
    """The family of ``t``'s kind (:data:`_KIND_FAMILIES`), else the kind itself; None when unset."""
    kind = typesys.type_kind(t)
    return None if kind is None else _KIND_FAMILIES.get(kind, kind)


def _literal_type(e: Expression.Literal) -> Type | None:
    """The type of a literal, None when it has none (the literal's own check reports that)."""
    try:
        return literal_type(e)
    except Exception:  # substrait-python raises bare Exceptions for bad literals
        return None


@dataclass
class _Scope:
    """What expressions of one relation see: the input row and the enclosing queries' rows."""

    fields: list[Any] | None  # list[LogicalField] from schema.py, None when unknown
    struct: Type.Struct | None
    outer: tuple[Type.Struct, ...] = ()  # innermost enclosing query last
    lambdas: tuple[Type.Struct, ...] = ()  # the enclosing lambdas' parameters, innermost last


@dataclass
class _Validator:
    plan: Plan
    diags: list[Diagnostic] = field(default_factory=list)
    origin: Any = None  # PlanOrigin: the era the plan is judged by (substrait_py.eras)
    #: paths of the base schemas whose columns are typed from the bound tables (``untyped-base-schema``)
    typed_at_run: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        self._deriver: Any = None
        self._index: Any = None
        self._catalog: Any = None
        self._reported_urns: set[str] = set()
        self._clean_trees: list[bool] = []
        self._counts: dict[str, int] = {}
        self._omitted: dict[str, tuple[Severity, PlanPath | str]] = {}
        # the relation message whose expressions are being checked, those whose expressions hold the
        # enclosing subqueries (aligned with a scope's ``outer``; their anchors bind a rel_reference), and
        # every rel_anchor seen (plan-wide unique)
        self._holder: Any = None
        self._outer_holders: list[Any] = []
        self._seen_anchors: set[int] = set()
        # plan relations (``rel``) used through a ReferenceRel that hold outer references, and those being
        # checked at a use
        self._correlated_shared: frozenset[int] = frozenset()
        self._shared_in_progress: set[int] = set()
        self._behavior_reported = False
        self._bindings: dict[int, tuple[int, Any]] | None = None
        #: the output types derived for each root entry (None where the derivation failed)
        self.root_types: list[list[Type] | None] = []
        self._rel_handlers: dict[str, Callable[[Any, PlanPath, Rel, tuple[Type.Struct, ...]], None]] = {
            name[len("_rel_") :]: getattr(self, name) for name in _REL_HANDLER_NAMES
        }

    # ------------------------------------------------------------------ plumbing
    def _listed(self, code: str, severity: Severity, path: PlanPath | str) -> bool:
        """Count a finding; False (and remember the first such path) past MAX_PER_CODE of ``code``."""
        n = self._counts[code] = self._counts.get(code, 0) + 1
        if n <= MAX_PER_CODE:
            return True
        first = self._omitted.setdefault(code, (severity, path))
        self._omitted[code] = (max(first[0], severity), first[1])
        return False

    def add(self, severity: Severity, code: str, path: PlanPath | str, message: str) -> None:
        if self._listed(code, severity, path):
            self.diags.append(Diagnostic(severity, code, str(path), message))

    def _reported_below(self, code: str, path: str) -> bool:
        """Whether a fault of ``code`` was reported at a path ending in ``path``: the schema derivation
        raises a fault inside a subquery again, for each relation that holds it, with the path relative
        to where its derivation started."""
        if path.startswith("relations"):
            return False
        tail = "." + path
        return any(d.code == code and d.path.endswith(tail) for d in self.diags)

    def add_error(self, exc: SubstraitPyError, fallback_path: PlanPath) -> None:
        if isinstance(exc, UnsupportedFeatureError):
            # valid, but what it means is not known here (an extension relation): not checked further
            feature_path = exc.path or str(fallback_path)
            self.diags.append(
                Diagnostic(W, "unsupported-feature", feature_path, str(exc).removeprefix(f"{exc.path}: "))
            )
            return
        code = getattr(exc, "code", "invalid-plan")
        path = getattr(exc, "path", "") or fallback_path
        if self._reported_below(code, str(path)):
            return
        severity = _CODE_SEVERITY.get(code, E)
        if self._listed(code, severity, path):
            detail = getattr(exc, "detail", None) or str(exc)
            self.diags.append(Diagnostic(severity, code, str(path), detail))

    def run(self) -> list[Diagnostic]:
        self._run()
        for code, (severity, path) in self._omitted.items():
            more = self._counts[code] - MAX_PER_CODE
            self.diags.append(
                Diagnostic(severity, code, str(path), f"{more:,} more finding(s) with this code, not listed")
            )
        return self.diags

    def _run(self) -> None:
        from substrait_py.extensions import index_extensions

        plan = self.plan
        try:
            self._index = index_extensions(plan)
            self.diags.extend(self._index.diagnostics)
        except SubstraitPyError as exc:
            self.add_error(exc, ROOT.child("extensions"))
            self._index = None
        if not plan.relations:
            self.add(E, "empty-plan", "relations", "the plan has no relations")
            return
        newer = _newer_spec(plan)
        if newer is not None:
            self.add(W, "newer-spec", "version", newer)
        enhancement = plan_enhancement(plan)
        if enhancement is not None:
            self.add(W, "unknown-enhancement", enhancement[0], _enhancement_message(enhancement[1]))
        self._check_reference_graph()
        from substrait_py.schema import SchemaDeriver

        self._deriver = SchemaDeriver(plan, self._index)
        self._correlated_shared = _correlated_shared_relations(plan)
        for i, prel in enumerate(plan.relations):
            ppath = ROOT.child("relations").index(i)
            kind = prel.WhichOneof("rel_type")
            if kind == "root":
                rpath = ppath.child("root")
                if not prel.root.HasField("input"):
                    self.add(E, "missing-input", rpath.child("input"), "the root has no input relation")
                    self.root_types.append(None)
                    continue
                self._walk(prel.root.input, rpath.child("input"), ())
                fields = self._check_root_names(prel.root, rpath)
                self.root_types.append(None if fields is None else [f.type for f in fields])
            elif kind == "rel":
                if i not in self._correlated_shared:  # else checked where it is used
                    self._walk(prel.rel, ppath.child("rel"), ())
            else:
                self.add(E, "empty-rel", ppath, "a plan relation with neither rel nor root")

    # ------------------------------------------------------------------ extensions
    def _function_decl(self, anchor: int, path: PlanPath) -> Any:
        if self._index is None:
            return None
        known = getattr(self._index, "functions", {}).get(anchor)
        if known is not None:
            return known  # the path (quadratic to build in deep expressions) is only for the error
        try:
            listed = self._counts.get("unknown-function-anchor", 0) < MAX_PER_CODE
            return self._index.function(anchor, path=str(path) if listed else "")
        except InvalidPlanError as exc:
            self.add_error(exc, path)
            return None

    def _catalog_lookup(self, decl: Any, signature: list[Any]) -> Any:
        if self._catalog is None:
            from substrait_py._catalog import FunctionCatalog

            self._catalog = FunctionCatalog.shared()
        return self._catalog.lookup(decl.urn, decl.base_name, signature)

    def _check_function(
        self,
        fn: Expression.ScalarFunction | AggregateFunction | Expression.WindowFunction,
        path: PlanPath,
        scope: _Scope,
    ) -> Type | None:
        signature: list[Any] = []
        complete = True
        arguments = path.child("arguments")
        for j, arg in enumerate(fn.arguments):
            apath = arguments.index(j)
            akind = arg.WhichOneof("arg_type")
            if akind == "value":
                t = self._expr(arg.value, apath.child("value"), scope)
                if t is None or t.WhichOneof("kind") is None:
                    complete = False
                else:
                    signature.append(without_variations(t))
            elif akind == "enum":
                signature.append(arg.enum)
            elif akind == "type":
                signature.append(arg.type)
            else:
                self.add(E, "missing-field", apath, "a function argument with no value, type or enum")
                complete = False
        names = _field_names(fn.DESCRIPTOR)  # sorts: aggregate and window functions; partitions: window
        for j, sort in enumerate(fn.sorts if "sorts" in names else ()):
            self._expr(sort.expr, path.child("sorts").index(j).child("expr"), scope)
        for j, part in enumerate(fn.partitions if "partitions" in names else ()):
            self._expr(part, path.child("partitions").index(j), scope)
        decl = self._function_decl(fn.function_reference, path.child("function_reference"))
        declared = (
            fn.output_type if fn.HasField("output_type") and fn.output_type.WhichOneof("kind") else None
        )
        if declared is None:
            self.add(
                W, "missing-output-type", path.child("output_type"), "the function declares no output type"
            )
        if decl is None or not complete:
            return declared
        if decl.urn is not None and self._catalog_needed_urn(decl.urn, path):
            return declared
        found = self._catalog_lookup(decl, signature)

        def shown() -> str:
            """The call as people read it, for messages."""
            args = ", ".join(s if isinstance(s, str) else type_str(s) for s in signature)
            return f"{decl.base_name}({args})"

        if found.status == "unknown-urn":
            return declared
        if found.status == "unknown-function":
            where = f"extension {decl.urn}" if decl.urn else "any standard extension"
            severity = E if decl.urn is not None else W
            self.add(severity, "unknown-function", path, f"function {decl.name!r} is not defined in {where}")
            return declared or self._producers_type(decl, signature)
        if found.status == "no-match":
            from substrait_py.eras import judge_no_match

            excused = judge_no_match(
                self.origin,
                decl.base_name,
                signature,
                lambda sig: self._catalog_lookup(decl, sig).status == "ok",
            )
            if excused is not None:
                self.add(W, excused[0], path, f"{shown()}: {excused[1]}")
                return declared
            self.add(
                E if decl.urn is not None else W,
                "function-signature-mismatch",
                path,
                f"no overload of {decl.base_name!r} accepts {shown()}; "
                f"overloads: {', '.join(found.candidates)}",
            )
            return declared
        derived: Type = found.return_type
        if declared is None:
            return self._producers_own_type(decl, signature) or derived
        if declared != derived and _loose(declared) != _loose(derived):
            # Same kind, other parameters (decimal precision/scale, lengths): engines differ from
            # the YAML's derivation rules (DataFusion's decimal divide); the declared type is the
            # plan's contract (answers follow the plan's types), so this is a warning only.
            same_kind = _same_shape(declared, derived)
            widened = not same_kind and _widened_shape(derived, declared)
            from substrait_py.eras import judge_output

            excused = (
                None if same_kind else judge_output(self.origin, decl.base_name, signature, declared, derived)
            )
            if excused is not None:
                self.add(
                    W,
                    excused[0],
                    path.child("output_type"),
                    f"{shown()} declares output {type_str(declared)}, the extension derives "
                    f"{type_str(derived)}: {excused[1]}",
                )
                return declared
            self.add(
                W if same_kind or widened else E,
                "output-parameter-mismatch" if same_kind or widened else "output-type-mismatch",
                path.child("output_type"),
                f"{shown()} declares output {type_str(declared)} but the extension derives "
                f"{type_str(derived)}",
            )
        elif is_nullable(derived) and not is_nullable(declared):
            self.add(
                W,
                "output-nullability-mismatch",
                path.child("output_type"),
                f"{shown()} declares required output {type_str(declared)} but the extension "
                f"derives nullable {type_str(derived)}",
            )
        return declared

    def _producers_own_type(self, decl: Any, signature: list[Any]) -> Type | None:
        """The type DataFusion gives a standard function declared by name alone without an output type
        where it differs from the extension's (:func:`substrait_py.datafusion.datafusion_own_result`), as
        the schema derivation types it; None for other producers' plans."""
        if decl.urn is not None or self.origin.producer != "datafusion":
            return None
        from substrait_py.datafusion import datafusion_own_result

        return datafusion_own_result(decl.base_name, [t for t in signature if isinstance(t, Type)])

    def _producers_type(self, decl: Any, signature: list[Any]) -> Type | None:
        """The type DataFusion gives its own function (no standard file defines it) declared by name alone
        without an output type (:func:`substrait_py.datafusion.datafusion_result_type`), as the schema
        derivation types it; None for other producers' plans."""
        if decl.urn is not None or self.origin.producer != "datafusion":
            return None
        from substrait_py.datafusion import datafusion_result_type

        return datafusion_result_type(decl.base_name, [t for t in signature if isinstance(t, Type)])

    def _catalog_needed_urn(self, urn: str, path: PlanPath) -> bool:
        """Report a non-standard URN once; True when the function cannot be checked."""
        if self._catalog is None:
            from substrait_py._catalog import FunctionCatalog

            self._catalog = FunctionCatalog.shared()
        if self._catalog.knows_urn(urn):
            return False
        if urn not in self._reported_urns:
            self._reported_urns.add(urn)
            self.add(
                W,
                "unknown-extension-urn",
                path,
                f"extension {urn} is not a standard extension; its functions are not checked",
            )
        return True

    # ------------------------------------------------------------------ references between relations
    def _check_reference_graph(self) -> None:
        n = len(self.plan.relations)
        edges: dict[int, set[int]] = {}
        for i, prel in enumerate(self.plan.relations):
            kind = prel.WhichOneof("rel_type")
            if kind is None:
                continue
            top = prel.root.input if kind == "root" else prel.rel
            base = ROOT.child("relations").index(i).child(kind)
            base = base.child("input") if kind == "root" else base
            targets: set[int] = set()
            for rel, path in _iter_rels(top, base):
                if rel.WhichOneof("rel_type") != "reference":
                    continue
                ordinal = rel.reference.subtree_ordinal
                if ordinal < 0 or ordinal >= n:
                    self.add(
                        E,
                        "reference-out-of-range",
                        path.child("reference").child("subtree_ordinal"),
                        f"ReferenceRel refers to relation {ordinal} but the plan has {n} relation(s)",
                    )
                else:
                    targets.add(ordinal)
            edges[i] = targets
        # cycle detection (iterative DFS, colours)
        colour = dict.fromkeys(range(n), 0)
        for start in range(n):
            if colour[start]:
                continue
            stack: list[tuple[int, Iterator[int]]] = [(start, iter(sorted(edges.get(start, ()))))]
            colour[start] = 1
            while stack:
                node, it = stack[-1]
                nxt = next(it, None)
                if nxt is None:
                    colour[node] = 2
                    stack.pop()
                elif colour[nxt] == 1:
                    cycle = [s for s, _ in stack]
                    cycle = [*cycle[cycle.index(nxt) :], nxt]
                    self.add(
                        E,
                        "reference-cycle",
                        ROOT.child("relations").index(nxt),
                        "ReferenceRels form a cycle: " + " -> ".join(f"relations[{c}]" for c in cycle),
                    )
                elif colour[nxt] == 0:
                    colour[nxt] = 1
                    stack.append((nxt, iter(sorted(edges.get(nxt, ())))))

    # ------------------------------------------------------------------ schemas
    def _fields(self, rel: Rel, path: PlanPath) -> list[Any] | None:
        # Inside a tree whose top derived cleanly every relation is memoised by the deriver, and
        # below and above a fault the deriver remembers the schema or the error: then the path is
        # never used, so skip materialising it (quadratic for 10,000-deep plans).
        known = (self._clean_trees and self._clean_trees[-1]) or self._deriver.knows(rel)
        text = "" if known else str(path)
        try:
            return list(self._deriver.rel_fields(rel, text))
        except SubstraitPyError as exc:
            self.add_error(exc, path)
        except (RecursionError, MemoryError):
            raise
        except Exception as exc:
            self.add(E, "schema-error", path, f"the schema of this relation cannot be derived: {exc}")
        return None

    @staticmethod
    def _struct(fields: list[Any] | None) -> Type.Struct | None:
        if fields is None:
            return None
        s = Type.Struct(nullability=Type.NULLABILITY_REQUIRED)
        s.types.extend([f.type for f in fields])
        return s

    def _scope_of(self, rel: Rel, path: PlanPath, outer: tuple[Type.Struct, ...]) -> _Scope:
        fields = self._fields(rel, path)
        return _Scope(fields, self._struct(fields), outer)

    def _check_root_names(self, root: Any, path: PlanPath) -> list[Any] | None:
        """Check the root's names against its output; the output's fields (None when they could not be
        derived, which is reported where it failed)."""
        fields = self._fields(root.input, path.child("input"))
        if fields is None:
            return None
        expected = sum(names_consumed(f.type) for f in fields)
        have = len(root.names)
        if have == 0:
            self.add(W, "root-names-missing", path.child("names"), "the root has no names; names are derived")
        elif expected == 0 and root.input.WhichOneof("rel_type") in ("write", "ddl"):
            # substrait-go names a CTAS root by the table's columns: nothing is returned to name
            self.add(
                W,
                "root-names-ignored",
                path.child("names"),
                f"the root has {have} name(s) but its {root.input.WhichOneof('rel_type')} returns no "
                "records; the names are ignored",
            )
        elif have != expected:
            self.add(
                E,
                "root-names-mismatch",
                path.child("names"),
                f"the root has {have} name(s) but its output of {len(fields)} field(s) needs {expected} "
                "(nested struct names depth-first)",
            )
        return fields

    # ------------------------------------------------------------------ relations
    def _walk(self, top: Rel, top_path: PlanPath, outer: tuple[Type.Struct, ...]) -> None:
        # Derive the whole tree's schema once from the top (memoised per relation by the deriver).
        self._clean_trees.append(self._fields(top, top_path) is not None)
        try:
            self._walk_tree(top, top_path, outer)
        finally:
            self._clean_trees.pop()

    def _walk_tree(self, top: Rel, top_path: PlanPath, outer: tuple[Type.Struct, ...]) -> None:
        for rel, path in _iter_rels(top, top_path):
            kind = rel.WhichOneof("rel_type")
            if kind is None:
                self.add(E, "empty-rel", path, "a relation with no kind set")
                continue
            node = getattr(rel, kind)
            kpath = path.child(kind)
            anchor = rel_anchor(node)
            if anchor is not None:
                self._check_rel_anchor(anchor, kpath)
            handler = self._rel_handlers.get(kind)
            if handler is not None:
                saved, self._holder = self._holder, node
                try:
                    handler(node, kpath, rel, outer)
                finally:
                    self._holder = saved
            for where, type_url in relation_enhancements(node, kpath):
                self.add(W, "unknown-enhancement", where, _enhancement_message(type_url))
            if _has_field(node, "common") and node.HasField("common"):
                self._check_emit(rel, node, path, kind)

    def _check_rel_anchor(self, anchor: int, path: PlanPath) -> None:
        where = path.child("common").child("rel_anchor")
        if anchor < 1:
            self.add(E, "bad-rel-anchor", where, "a rel_anchor, when set, must be 1 or more")
        elif anchor in self._seen_anchors:
            self.add(E, "duplicate-rel-anchor", where, f"rel_anchor {anchor} is set on another relation too")
        self._seen_anchors.add(anchor)

    def _require_input(self, node: Any, path: PlanPath, name: str = "input") -> bool:
        if not node.HasField(name):
            self.add(E, "missing-input", path.child(name), f"required input relation {name!r} is missing")
            return False
        return True

    def _check_emit(self, rel: Rel, node: Any, path: PlanPath, kind: str) -> None:
        if not node.common.HasField("emit"):
            return
        # the deriver reports emit faults when deriving this relation
        self._fields(rel, path)

    def _input_scope(
        self, node: Any, path: PlanPath, outer: tuple[Type.Struct, ...], name: str = "input"
    ) -> _Scope:
        if not node.HasField(name):
            return _Scope(None, None, outer)
        return self._scope_of(getattr(node, name), path.child(name), outer)

    def _rel_read(self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]) -> None:
        if not node.HasField("base_schema"):
            self.add(E, "missing-field", path.child("base_schema"), "a read needs base_schema")
            struct = None
        else:
            struct = node.base_schema.struct
            need = sum(names_consumed(t) for t in struct.types)
            if len(node.base_schema.names) != need:
                self.add(
                    E,
                    "schema-names-mismatch",
                    path.child("base_schema").child("names"),
                    f"base_schema has {len(node.base_schema.names)} name(s) but its "
                    f"{len(struct.types)} field(s) need {need} (nested struct names depth-first)",
                )
            schema_path = path.child("base_schema")
            typed_at_run: bool | None = None  # the path is printed once, and only when needed
            for j, t in enumerate(struct.types):
                if not has_unset_kind(t):
                    continue
                if t.WhichOneof("kind") is None:
                    if typed_at_run is None:
                        typed_at_run = str(schema_path) in self.typed_at_run
                    if typed_at_run:
                        continue  # DataFusion 40's untyped column, typed from the bound table at run time
                self.add(
                    E,
                    MISSING_TYPE,
                    schema_path.child("struct").child("types").index(j),
                    f"column {j} of the base schema needs its whole type; it has {type_str(t)}",
                )
        rtype = node.WhichOneof("read_type")
        if rtype is None:
            self.add(
                E, "missing-read-type", path, "a read needs a read type (" + ", ".join(_READ_TYPES) + ")"
            )
        elif rtype == "named_table" and not node.named_table.names:
            self.add(
                E, "empty-table-name", path.child("named_table").child("names"), "a named table needs a name"
            )
        scope = _Scope(None, struct, outer)
        for name in ("filter", "best_effort_filter"):
            if node.HasField(name):
                self._expr(getattr(node, name), path.child(name), scope)
        if rtype == "virtual_table":
            for j, row in enumerate(node.virtual_table.expressions):
                rpath = path.child("virtual_table").child("expressions").index(j)
                for k, f in enumerate(row.fields):
                    self._expr(f, rpath.child("fields").index(k), _Scope(None, None, outer))

    def _rel_filter(self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]) -> None:
        self._require_input(node, path)
        if not node.HasField("condition"):
            self.add(E, "missing-field", path.child("condition"), "a filter needs a condition")
            return
        self._expr(node.condition, path.child("condition"), self._input_scope(node, path, outer))

    def _rel_fetch(self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]) -> None:
        self._require_input(node, path)
        scope = _Scope(None, None, outer)
        for name in ("offset_expr", "count_expr"):
            if node.HasField(name):
                self._expr(getattr(node, name), path.child(name), scope)

    def _rel_sort(self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]) -> None:
        self._require_input(node, path)
        if not node.sorts:
            self.add(E, "empty-sort", path.child("sorts"), "a sort needs at least one sort field")
        scope = self._input_scope(node, path, outer)
        for j, s in enumerate(node.sorts):
            self._expr(s.expr, path.child("sorts").index(j).child("expr"), scope)

    def _rel_project(self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]) -> None:
        self._require_input(node, path)
        if not node.expressions:
            self.add(
                W,
                "empty-project",
                path.child("expressions"),
                "a project without expressions passes its input through (DataFusion writes them with emit)",
            )
        scope = self._input_scope(node, path, outer)
        for j, e in enumerate(node.expressions):
            self._expr(e, path.child("expressions").index(j), scope)

    def _two_sided(self, node: Any, path: PlanPath, outer: tuple[Type.Struct, ...]) -> _Scope:
        ok = self._require_input(node, path, "left") & self._require_input(node, path, "right")
        if not ok:
            return _Scope(None, None, outer)
        left = self._fields(node.left, path.child("left"))
        right = self._fields(node.right, path.child("right"))
        if left is None or right is None:
            return _Scope(None, None, outer)
        return _Scope(left + right, self._struct(left + right), outer)

    def _rel_cross(self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]) -> None:
        self._two_sided(node, path, outer)

    def _rel_join(self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]) -> None:
        scope = self._two_sided(node, path, outer)
        if node.type == JoinRel.JOIN_TYPE_UNSPECIFIED:
            self.add(E, "join-type-unspecified", path.child("type"), "the join type is unspecified")
        if not node.HasField("expression"):
            self.add(
                W,
                "missing-join-expression",
                path.child("expression"),
                "a join without an expression matches every pair of rows (DataFusion writes cross joins so)",
            )
        else:
            self._expr(node.expression, path.child("expression"), scope)
        if node.HasField("post_join_filter"):
            self._expr(node.post_join_filter, path.child("post_join_filter"), scope)

    def _rel_set(self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]) -> None:
        if node.op == SetRel.SET_OP_UNSPECIFIED:
            self.add(E, "set-op-unspecified", path.child("op"), "the set operation is unspecified")
        if len(node.inputs) < 2:
            self.add(
                E,
                "set-too-few-inputs",
                path.child("inputs"),
                f"a set needs at least two inputs, has {len(node.inputs)}",
            )
        first: list[Any] | None = None
        for j, inp in enumerate(node.inputs):
            fields = self._fields(inp, path.child("inputs").index(j))
            if fields is None:
                continue
            if first is None:
                first = fields
                continue
            if len(fields) != len(first) or any(
                _loose(a.type) != _loose(b.type) for a, b in zip(first, fields, strict=False)
            ):
                from substrait_py.typesys import type_str

                self.add(
                    E,
                    "set-input-mismatch",
                    path.child("inputs").index(j),
                    "set inputs differ: "
                    f"({', '.join(type_str(f.type) for f in first)}) vs "
                    f"({', '.join(type_str(f.type) for f in fields)})",
                )

    def _rel_aggregate(
        self, node: AggregateRel, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]
    ) -> None:
        self._require_input(node, path)
        grouping_exprs = list(node.grouping_expressions)
        if not node.measures and not node.groupings and not grouping_exprs:
            self.add(
                E,
                "aggregate-no-columns",
                path,
                "an aggregate with neither groupings nor measures yields no columns",
            )
        scope = self._input_scope(node, path, outer)
        for j, g in enumerate(grouping_exprs):
            self._expr(g, path.child("grouping_expressions").index(j), scope)
        for j, grouping in enumerate(node.groupings):
            gpath = path.child("groupings").index(j)
            for k, ref in enumerate(grouping.expression_references):
                if ref >= len(grouping_exprs):
                    self.add(
                        E,
                        "grouping-reference-out-of-range",
                        gpath.child("expression_references").index(k),
                        f"grouping refers to grouping expression {ref} but there are {len(grouping_exprs)}",
                    )
            for k, ge in enumerate(getattr(grouping, "grouping_expressions", ())):
                self._expr(ge, gpath.child("grouping_expressions").index(k), scope)
        for j, m in enumerate(node.measures):
            mpath = path.child("measures").index(j)
            if not m.HasField("measure"):
                self.add(E, "missing-field", mpath.child("measure"), "a measure needs an aggregate function")
            else:
                self._check_function(m.measure, mpath.child("measure"), scope)
            if m.HasField("filter"):
                self._expr(m.filter, mpath.child("filter"), scope)

    def _rel_reference(self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]) -> None:
        # bounds and cycles are checked over the whole plan (_check_reference_graph); a plan relation
        # with outer references is checked at each use, against the queries that enclose it there
        i = node.subtree_ordinal
        if i in self._correlated_shared and i not in self._shared_in_progress:
            self._shared_in_progress.add(i)
            try:
                self._walk(self.plan.relations[i].rel, ROOT.child("relations").index(i).child("rel"), outer)
            finally:
                self._shared_in_progress.discard(i)

    def _rel_window(self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]) -> None:
        self._require_input(node, path)
        scope = self._input_scope(node, path, outer)
        for j, p in enumerate(node.partition_expressions):
            self._expr(p, path.child("partition_expressions").index(j), scope)
        for j, s in enumerate(node.sorts):
            self._expr(s.expr, path.child("sorts").index(j).child("expr"), scope)
        for j, wf in enumerate(node.window_functions):
            self._check_function(wf, path.child("window_functions").index(j), scope)

    def _rel_write(self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]) -> None:
        self._require_input(node, path)
        if node.WhichOneof("write_type") is None:
            self.add(E, "missing-field", path, "a write needs a write type (named_table or extension_table)")

    def _rel_extension_single(
        self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]
    ) -> None:
        self._require_input(node, path)

    def _rel_top_n(self, node: Any, path: PlanPath, rel: Rel, outer: tuple[Type.Struct, ...]) -> None:
        self._require_input(node, path)
        scope = self._input_scope(node, path, outer)
        for j, s in enumerate(node.sorts):
            self._expr(s.expr, path.child("sorts").index(j).child("expr"), scope)

    # ------------------------------------------------------------------ expressions
    def _expr(self, expr: Expression, path: PlanPath, scope: _Scope) -> Type | None:
        """Check ``expr`` (and everything in it) and return its type, or None when unknown."""
        kind = expr.WhichOneof("rex_type")
        if kind is None:
            self.add(E, "missing-field", path, "an expression with no kind set")
            return None
        if kind == "selection" and scope.struct is not None:
            # the common case, a column of the input row: typed as _selection types it, without its path
            plain = plain_field_type(expr.selection, scope.struct)
            if plain is not None:
                return plain
        kpath = path.child(kind)
        try:
            if kind == "literal":
                untyped = untyped_literal_part(expr.literal, kpath)
                if untyped is not None:
                    where, code, message = untyped
                    self.add(E, code, where, message)
                    return None
                try:
                    return literal_type(expr.literal)
                except Exception as exc:  # substrait-python raises bare Exceptions for bad literals
                    self.add(E, "bad-literal", kpath, f"the literal has no valid type: {exc}")
                    return None
            if kind == "selection":
                return self._selection(expr.selection, kpath, scope)
            if kind == "execution_context_variable":
                self._check_context_variable(expr.execution_context_variable, kpath)
            if kind == "dynamic_parameter":
                return self._check_parameter(expr.dynamic_parameter, kpath)
            if kind == "scalar_function":
                return self._check_function(expr.scalar_function, kpath, scope)
            if kind == "window_function":
                return self._check_function(expr.window_function, kpath, scope)
            if kind == "cast":
                if expr.cast.HasField("input"):
                    self._expr(expr.cast.input, kpath.child("input"), scope)
                else:
                    self.add(E, "missing-field", kpath.child("input"), "a cast needs an input")
                if has_unset_kind(expr.cast.type):
                    self.add(E, MISSING_TYPE, kpath.child("type"), cast_type_message(expr.cast.type))
                    return None
                return expr.cast.type
            if kind == "if_then":
                from substrait_py.schema import case_base_form

                result: Type | None = None
                base_form = case_base_form(expr.if_then)
                if base_form:
                    self.add(
                        W,
                        "case-base-form",
                        kpath.child("ifs").index(0),
                        "DataFusion's CASE-with-base form: the first clause holds the base expression "
                        "and no result; the other clauses compare their value with it",
                    )
                for j, clause in enumerate(expr.if_then.ifs):
                    cpath = kpath.child("ifs").index(j)
                    self._expr(getattr(clause, "if"), cpath.child("if"), scope)
                    if base_form and j == 0:
                        continue
                    t = self._expr(clause.then, cpath.child("then"), scope)
                    self._same_kind(result, t, cpath.child("then"), "if-then-type-mismatch", "the results")
                    result = result or t
                if expr.if_then.HasField("else"):
                    t = self._expr(getattr(expr.if_then, "else"), kpath.child("else"), scope)
                    self._same_kind(result, t, kpath.child("else"), "if-then-type-mismatch", "the results")
                    result = result or t
                return result
            if kind == "switch_expression":
                sw = expr.switch_expression
                match = self._expr(sw.match, kpath.child("match"), scope)
                result = None
                for j, clause in enumerate(sw.ifs):
                    cpath = kpath.child("ifs").index(j)
                    if match is not None and clause.HasField("if"):
                        case = _literal_type(getattr(clause, "if"))
                        self._same_kind(match, case, cpath.child("if"), "switch-type-mismatch", "the match")
                    t = self._expr(clause.then, cpath.child("then"), scope)
                    self._same_kind(result, t, cpath.child("then"), "switch-type-mismatch", "the results")
                    result = result or t
                if sw.HasField("else"):
                    t = self._expr(getattr(sw, "else"), kpath.child("else"), scope)
                    self._same_kind(result, t, kpath.child("else"), "switch-type-mismatch", "the results")
                    result = result or t
                return result
            if kind == "singular_or_list":
                value = self._expr(expr.singular_or_list.value, kpath.child("value"), scope)
                for j, o in enumerate(expr.singular_or_list.options):
                    opath = kpath.child("options").index(j)
                    option = self._expr(o, opath, scope)
                    self._same_kind(value, option, opath, "or-list-type-mismatch", "the value and option")
                return _bool()
            if kind == "multi_or_list":
                values = [
                    self._expr(v, kpath.child("value").index(j), scope)
                    for j, v in enumerate(expr.multi_or_list.value)
                ]
                for j, rec in enumerate(expr.multi_or_list.options):
                    for k, f in enumerate(rec.fields):
                        fpath = kpath.child("options").index(j).child("fields").index(k)
                        option = self._expr(f, fpath, scope)
                        if k < len(values):
                            self._same_kind(
                                values[k], option, fpath, "or-list-type-mismatch", "the value and option"
                            )
                return _bool()
            if kind == "nested":
                return self._nested(expr.nested, kpath, scope)
            if kind == "subquery":
                return self._subquery(expr.subquery, kpath, scope)
            if kind == "lambda":
                return self._lambda(getattr(expr, "lambda"), kpath, scope)
            if kind == "lambda_invocation":
                return self._lambda_invocation(expr.lambda_invocation, kpath, scope)
        except SubstraitPyError as exc:
            self.add_error(exc, kpath)
            return None
        return self._fallback_type(expr, kpath, scope)

    def _same_kind(
        self, first: Type | None, other: Type | None, path: PlanPath, code: str, what: str
    ) -> None:
        """Report ``other`` where it cannot stand next to ``first`` (the results of one CASE, an IN list's
        value and options): types of one kind agree whatever their parameters and nullability, and so do
        integers and decimals, floating-point numbers, strings, binaries, each among themselves (every
        engine widens them without loss); a producer whose engine casts other pairs is judged by
        :func:`substrait_py.eras.judge_no_match` as its comparisons are (a warning); anything else is
        ``code``. An unknown type passes, and so does a user-defined one (DataFusion types a bare NULL
        as its own type ``null``)."""
        if first is None or other is None:
            return
        families = {_kind_family(first), _kind_family(other)}
        if len(families) == 1 or families & {None, "user_defined"}:
            return
        from substrait_py.eras import judge_no_match

        excused = judge_no_match(self.origin, "equal", [first, other], lambda _signature: False)
        if excused is not None:
            self.add(W, excused[0], path, f"{what}: {excused[1]}")
            return
        self.add(
            E,
            code,
            path,
            f"{what} are of different kinds ({type_str(first)}, {type_str(other)}): no engine may cast "
            "one to the other for the plan",
        )

    def _parameter_bindings(self) -> dict[int, tuple[int, Any]]:
        """The plan's parameter bindings by anchor, with their positions (reported once: an anchor bound
        twice)."""
        if self._bindings is None:
            self._bindings = {}
            for i, binding in enumerate(self.plan.parameter_bindings):
                anchor = binding.parameter_anchor
                if anchor in self._bindings:
                    self.add(
                        E,
                        "duplicate-parameter-binding",
                        ROOT.child("parameter_bindings").index(i).child("parameter_anchor"),
                        f"dynamic parameter {anchor} is bound twice",
                    )
                    continue
                self._bindings[anchor] = (i, binding)
        return self._bindings

    def _check_parameter(self, param: Any, path: PlanPath) -> Type | None:
        if not param.HasField("type") or has_unset_kind(param.type):
            self.add(E, MISSING_TYPE, path.child("type"), "a dynamic parameter needs its whole type")
            return None
        found = self._parameter_bindings().get(param.parameter_reference)
        if found is None:
            self.add(
                W,
                "unbound-parameter",
                path.child("parameter_reference"),
                f"dynamic parameter {param.parameter_reference} has no binding in the plan: it needs a value "
                "to run",
            )
            return param.type
        i, binding = found
        where = ROOT.child("parameter_bindings").index(i).child("value")
        untyped = untyped_literal_part(binding.value, where)
        if untyped is not None:
            self.add(E, untyped[1], untyped[0], untyped[2])
            return param.type
        try:
            bound = literal_type(binding.value)
        except Exception as exc:  # substrait-python raises bare Exceptions for bad literals
            self.add(E, "bad-literal", where, f"the literal has no valid type: {exc}")
            return param.type
        if _loose(without_variations(bound)) != _loose(without_variations(param.type)):
            self.add(
                E,
                "parameter-type-mismatch",
                where,
                f"dynamic parameter {param.parameter_reference} is {type_str(param.type)} but its binding is "
                f"a {type_str(bound)} literal",
            )
        return param.type

    def _check_context_variable(self, variable: Expression.ExecutionContextVariable, path: PlanPath) -> None:
        from substrait.plan_pb2 import ExecutionBehavior

        kind = variable.WhichOneof("execution_context_variable_type")
        if kind is None:
            self.add(E, "missing-field", path, "an execution context variable with no kind set")
            return
        if getattr(variable, kind).nullability != Type.NULLABILITY_REQUIRED:
            self.add(
                E,
                "bad-execution-variable",
                path.child(kind).child("nullability"),
                f"{kind} is never null: its type's nullability must be NULLABILITY_REQUIRED",
            )
        unspecified = ExecutionBehavior.VARIABLE_EVALUATION_MODE_UNSPECIFIED
        if self.plan.execution_behavior.variable_eval_mode == unspecified and not self._behavior_reported:
            self._behavior_reported = True
            self.add(
                E,
                "missing-execution-behavior",
                ROOT.child("execution_behavior").child("variable_eval_mode"),
                f"the plan uses {kind} but does not say how often execution context variables are "
                "evaluated (once per plan or per record): execution_behavior.variable_eval_mode",
            )

    def _fallback_type(self, expr: Expression, path: PlanPath, scope: _Scope) -> Type | None:
        if scope.fields is None:
            return None
        try:
            t: Type = self._deriver.expression_type(expr, scope.fields, str(path))
            return t
        except SubstraitPyError as exc:
            self.add_error(exc, path)
        return None

    def _lambda(self, lam: Expression.Lambda, path: PlanPath, scope: _Scope) -> Type | None:
        """Check a lambda's parameter types and its body (which sees the parameters, innermost last,
        besides the row); its type is ``func<parameters -> body>``."""
        from substrait_py.schema import lambda_faults

        faults = lambda_faults(lam, str(path))
        for fault in faults:
            self.add_error(fault, path)
        if not lam.HasField("body"):
            return None
        inner = replace(scope, lambdas=(*scope.lambdas, lam.parameters))
        body = self._expr(lam.body, path.child("body"), inner)
        return None if body is None or faults else typesys.func_of(lam.parameters.types, body)

    def _lambda_invocation(
        self, call: Expression.LambdaInvocation, path: PlanPath, scope: _Scope
    ) -> Type | None:
        """Check a lambda applied in place to arguments (one per parameter, of the parameter's
        type); its type is the body's."""
        from substrait_py.schema import invocation_faults

        lam = getattr(call, "lambda")
        fn = self._lambda(lam, path.child("lambda"), scope)
        arguments = [
            self._expr(a, path.child("arguments").child("fields").index(j), scope)
            for j, a in enumerate(call.arguments.fields)
        ]
        faults = invocation_faults(lam.parameters.types, arguments, str(path))
        for fault in faults:
            self.add_error(fault, path)
        return None if fn is None or faults else fn.func.return_type

    def _selection(self, sel: Expression.FieldReference, path: PlanPath, scope: _Scope) -> Type | None:
        root = sel.WhichOneof("root_type")
        anchors: dict[int, Type.Struct] | None = None
        if root == "outer_reference":
            # typed against the enclosing rows (a reference past them is reported there)
            if sel.outer_reference.WhichOneof("outer_reference_type") == "rel_reference":
                anchors = enclosing_anchors(scope.outer, self._outer_holders)
        elif root not in ("expression", "lambda_parameter_reference") and scope.struct is None:
            return None
        elif scope.struct is not None:
            plain = plain_field_type(sel, scope.struct)
            if plain is not None:
                return plain

        def root_expression_type(e: Expression, _path: str) -> Type:
            t = self._expr(e, path.child("expression"), scope)
            if t is None:
                raise _UnknownType
            return t

        try:
            return reference_type(
                sel,
                scope.struct if scope.struct is not None else Type.Struct(),
                outer=scope.outer,
                path=str(path),
                expression_type=root_expression_type,
                anchors=anchors,
                lambdas=scope.lambdas,
            )
        except _UnknownType:
            return None

    def _nested(self, nested: Expression.Nested, path: PlanPath, scope: _Scope) -> Type | None:
        kind = nested.WhichOneof("nested_type")
        if kind == "struct":
            types = [
                self._expr(f, path.child("struct").child("fields").index(j), scope)
                for j, f in enumerate(nested.struct.fields)
            ]
            if any(t is None for t in types):
                return None
            out = Type()
            out.struct.types.extend(t for t in types if t is not None)
            out.struct.nullability = (
                Type.NULLABILITY_NULLABLE if nested.nullable else Type.NULLABILITY_REQUIRED
            )
            return out
        if kind == "list":
            for j, v in enumerate(nested.list.values):
                self._expr(v, path.child("list").child("values").index(j), scope)
        elif kind == "map":
            for j, kv in enumerate(nested.map.key_values):
                kvp = path.child("map").child("key_values").index(j)
                self._expr(kv.key, kvp.child("key"), scope)
                self._expr(kv.value, kvp.child("value"), scope)
        return None

    def _subquery(self, sq: Expression.Subquery, path: PlanPath, scope: _Scope) -> Type | None:
        if scope.struct is None:
            return self._subquery_within(sq, path, scope, scope.outer)
        self._outer_holders.append(self._holder)
        try:
            return self._subquery_within(sq, path, scope, (*scope.outer, scope.struct))
        finally:
            self._outer_holders.pop()

    def _subquery_within(
        self, sq: Expression.Subquery, path: PlanPath, scope: _Scope, inner_outer: tuple[Type.Struct, ...]
    ) -> Type | None:
        kind = sq.WhichOneof("subquery_type")
        if kind == "scalar":
            if sq.scalar.HasField("input"):
                self._walk(sq.scalar.input, path.child("scalar").child("input"), inner_outer)
                fields = self._fields(sq.scalar.input, path.child("scalar").child("input"))
                if fields is not None and len(fields) == 1:
                    from substrait_py.typesys import with_nullability

                    return with_nullability(fields[0].type, True)
            return None
        if kind == "in_predicate":
            for j, n in enumerate(sq.in_predicate.needles):
                self._expr(n, path.child("in_predicate").child("needles").index(j), scope)
            if sq.in_predicate.HasField("haystack"):
                self._walk(
                    sq.in_predicate.haystack, path.child("in_predicate").child("haystack"), inner_outer
                )
            return _bool()
        if kind == "set_predicate":
            if sq.set_predicate.HasField("tuples"):
                self._walk(sq.set_predicate.tuples, path.child("set_predicate").child("tuples"), inner_outer)
            return _bool()
        if kind == "set_comparison":
            self._expr(sq.set_comparison.left, path.child("set_comparison").child("left"), scope)
            if sq.set_comparison.HasField("right"):
                self._walk(sq.set_comparison.right, path.child("set_comparison").child("right"), inner_outer)
            return _bool()
        return None


#: The names of the validator's relation handlers (``_rel_read``...).
_REL_HANDLER_NAMES = tuple(name for name in dir(_Validator) if name.startswith("_rel_"))


class _UnknownType(Exception):
    """Internal: a sub-expression's type is unknown (already reported), stop typing quietly."""


_WIDER = {"i8": 0, "i16": 1, "i32": 2, "i64": 3}


def _children(t: Type) -> list[Type] | None:
    """The types a compound type is made of (list element, map key and value, struct fields, a function's
    parameters and result), in order; None for a type without parts."""
    kind = t.WhichOneof("kind")
    if kind == "list":
        return [t.list.type]
    if kind == "map":
        return [t.map.key, t.map.value]
    if kind == "struct":
        return list(t.struct.types)
    if kind == "func":
        return [*t.func.parameter_types, t.func.return_type]
    return None


def _shapes_match(a: Type, b: Type, leaf: Callable[[Type, Type], bool]) -> bool:
    """Whether ``a`` and ``b`` have the same kind at every level of nesting (the same number of parts),
    their leaves related by ``leaf``."""
    ka, kb = a.WhichOneof("kind"), b.WhichOneof("kind")
    parts_a, parts_b = _children(a), _children(b)
    if parts_a is None or parts_b is None:
        return parts_a is None and parts_b is None and leaf(a, b)
    return (
        ka == kb
        and len(parts_a) == len(parts_b)
        and all(_shapes_match(x, y, leaf) for x, y in zip(parts_a, parts_b, strict=True))
    )


def _same_shape(declared: Type, derived: Type) -> bool:
    """The same kinds at every level; parameters (decimal precision and scale, lengths) may differ."""
    return _shapes_match(declared, derived, lambda a, b: a.WhichOneof("kind") == b.WhichOneof("kind"))


def _widened_shape(derived: Type, declared: Type) -> bool:
    """The same shape, every leaf of ``declared`` the same kind as ``derived``'s or a lossless widening
    of it, at least one widened."""
    return _shapes_match(
        derived,
        declared,
        lambda a, b: (
            a.WhichOneof("kind") == b.WhichOneof("kind")
            or _lossless_widening(a.WhichOneof("kind"), b.WhichOneof("kind"))
        ),
    )


def _lossless_widening(derived: str | None, declared: str | None) -> bool:
    """Whether every value of kind ``derived`` has an exact value of kind ``declared`` (a wider integer,
    or fp32 declared as fp64): the declared type is then a lossless contract for the engine."""
    if derived in _WIDER and declared in _WIDER:
        return _WIDER[declared] > _WIDER[derived]
    return (derived, declared) == ("fp32", "fp64")


def _bool() -> Type:
    t = Type()
    t.bool.nullability = Type.NULLABILITY_NULLABLE
    return t


def _has_field(msg: Any, name: str) -> bool:
    return name in _field_names(msg.DESCRIPTOR)


@functools.cache
def _field_names(descriptor: Any) -> frozenset[str]:
    """The names of the fields of the message type ``descriptor``."""
    return frozenset(f.name for f in descriptor.fields)


@functools.cache
def _child_rel_fields(descriptor: Any) -> tuple[tuple[str, bool], ...]:
    """The fields of the message type ``descriptor`` that hold relations, in declaration order: each
    one's name and whether it is repeated."""
    return tuple(
        (f.name, f.is_repeated)
        for f in descriptor.fields
        if f.message_type is not None and f.message_type.full_name == "substrait.Rel"
    )


def _iter_rels(top: Rel, top_path: PlanPath) -> Iterable[tuple[Rel, PlanPath]]:
    """Every relation of the tree under ``top`` (pre-order, iterative), with its path. Relations
    inside subquery expressions are not included (the validator walks them with their scope)."""
    stack: list[tuple[Rel, PlanPath]] = [(top, top_path)]
    while stack:
        rel, path = stack.pop()
        yield rel, path
        kind = rel.WhichOneof("rel_type")
        if kind is None:
            continue
        node = getattr(rel, kind)
        children: list[tuple[Rel, PlanPath]] = []
        kpath = path.child(kind)
        for name, repeated in _child_rel_fields(node.DESCRIPTOR):
            if repeated:
                children.extend((c, kpath.child(name).index(j)) for j, c in enumerate(getattr(node, name)))
            elif node.HasField(name):
                children.append((getattr(node, name), kpath.child(name)))
        stack.extend(reversed(children))


__all__ = ["is_valid", "names_consumed", "validate_plan", "validate_with_root_types"]
