"""Upgrades on load: plans that real producers wrote in earlier eras, rewritten into today's meaning.

A Substrait plan means what the spec of its era and its producer's habits made it mean. Many plans in use
were written by producers that read the spec differently at the time (a projection that outputs only its
expressions, an aggregate without the grouping-set column, comparisons declared with the argument's type),
or by spec versions whose messages have since changed (removed fields, renamed enum values). Such a plan,
read by today's definitions, is rejected or -- worse -- silently means something else.

:data:`UPGRADES` is the one table of these rewrites. Each entry names the producer and the range of
versions it applies to, what it rewrites, why, and the diagnostic code it reports. Both ``validate`` and the
Spark consumer use it: :func:`substrait_py.planio.load_plan` applies it to every plan it reads (the applied
upgrades come back as load diagnostics, warnings with their codes), and :func:`upgrade_plan` applies it to a
``Plan`` object built elsewhere.

Which entries apply is decided by the plan's ``version`` (producer string and spec major/minor/patch). A plan
without a version is recognised by its producer's fingerprint (:func:`identify`): extension URIs of the form
``/functions_<name>.yaml`` are substrait-java's (Isthmus) habit. When a plan without version or fingerprint
holds a construct whose meaning changed between eras and only the older reading is consistent with its root
names, the plan is refused (``InvalidPlanError``, code ``ambiguous-producer-era``) rather than guessed.

Invariants:

* every upgrade yields a plan of today's spec with the *same meaning* the producer gave it; a quirk that
  cannot be repaired is reported as an error diagnostic (the plan stays as written);
* an upgrade never applies to a plan whose producer and version fall outside its range; plans of today's
  spec pass through unchanged (only the ``producer-era`` info is added);
* the rewrites are idempotent: an upgraded plan carries explicit emits, types and names, so upgrading it
  again changes nothing.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from google.protobuf.message import DecodeError
from substrait.algebra_pb2 import Expression, FunctionArgument, JoinRel, Rel
from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type

from substrait_py import legacy, typesys
from substrait_py.errors import BindingError, Diagnostic, InvalidPlanError, Severity, SubstraitPyError
from substrait_py.extensions import EXTRACT_COMPONENT_ALIASES, EXTRACT_INDEXED_COMPONENTS
from substrait_py.paths import ROOT, PlanPath
from substrait_py.protoutil import messages_of_type, walk_messages
from substrait_py.regex import capture_groups, pattern_pieces

__all__ = [
    "ERA_CODE",
    "UPGRADES",
    "PlanOrigin",
    "Upgrade",
    "identify",
    "messages_of_type",
    "origin_from_diagnostics",
    "rewrite_legacy_json",
    "rewrite_legacy_text",
    "type_untyped_reads",
    "upgrade_plan",
    "upgrade_table_markdown",
    "walk_messages",
]

W, E, INFO = Severity.WARNING, Severity.ERROR, Severity.INFO

#: Code of the info diagnostic that records which producer and era a plan was judged by.
ERA_CODE = "producer-era"

Version = tuple[int, int, int]


# ------------------------------------------------------------------------------------------------- origin


@dataclass(frozen=True)
class PlanOrigin:
    """Who made a plan and for which spec version, as far as it can be told.

    ``producer`` is a canonical key (``duckdb``, ``datafusion``, ``ibis-substrait``, ``isthmus``,
    ``acero``, or the lower-cased producer string of any other producer), None when unknown; ``spec``
    the declared spec version, None when the plan has no version; ``pre_urn`` whether the plan named its
    extension files by URI (spec before 0.85); ``evidence`` how the producer was recognised."""

    producer: str | None
    spec: Version | None
    pre_urn: bool = False
    evidence: str = ""

    def spec_before(self, version: Version) -> bool:
        """Whether the plan's spec version is known to be older than ``version`` (a URI plan without a
        version is older than 0.85)."""
        if self.spec is not None:
            return self.spec < version
        return self.pre_urn and version >= (0, 85, 0)

    def describe(self) -> str:
        """``DuckDB (spec 0.53.0, from the version field)`` and the like."""
        who = _DISPLAY.get(self.producer or "", self.producer or "an unknown producer")
        spec = "no version" if self.spec is None else "spec " + ".".join(map(str, self.spec))
        return f"{who} ({spec}{', ' + self.evidence if self.evidence else ''})"

    def to_extra(self) -> dict[str, str]:
        """The origin as the ``extra`` of a diagnostic (read back by :func:`origin_from_diagnostics`)."""
        return {
            "producer": self.producer or "",
            "spec": "" if self.spec is None else ".".join(map(str, self.spec)),
            "pre_urn": "1" if self.pre_urn else "",
            "evidence": self.evidence,
        }


_DISPLAY = {
    "duckdb": "DuckDB",
    "datafusion": "DataFusion",
    "ibis-substrait": "ibis-substrait",
    "isthmus": "Isthmus (substrait-java)",
    "acero": "Acero (Arrow)",
}
_PRODUCER_KEYS = (
    ("duckdb", "duckdb"),
    ("datafusion", "datafusion"),
    ("ibis", "ibis-substrait"),
    ("isthmus", "isthmus"),
    ("substrait-java", "isthmus"),
    ("acero", "acero"),
)
#: substrait-java (Isthmus) names extension files by a bare absolute path.
_ISTHMUS_URI = re.compile(r"^/functions_[a-z_]+\.yaml$")


def _who(origin: PlanOrigin) -> str:
    return _DISPLAY.get(origin.producer or "", origin.producer or "the producer's")


def _legacy_uris(diagnostics: Iterable[Diagnostic]) -> list[str]:
    return [
        d.extra["uri"] for d in diagnostics if d.code.startswith("legacy-extension-uri") and "uri" in d.extra
    ]


def identify(plan: Plan, *, uris: Sequence[str] = ()) -> PlanOrigin:
    """The producer and spec version of ``plan``.

    ``uris`` are the pre-0.85 extension URIs the plan declared (the loader passes them; they are gone from
    an upgraded plan). The version field decides; without one, the producer's fingerprint does."""
    version = plan.version
    spec: Version | None = (version.major_number, version.minor_number, version.patch_number)
    raw = version.producer.strip().lower()
    if spec == (0, 0, 0) and not raw:
        spec = None
    producer: str | None = None
    evidence = ""
    if raw:
        producer = next((key for needle, key in _PRODUCER_KEYS if needle in raw), raw)
        evidence = "from the version field"
    elif uris and all(_ISTHMUS_URI.match(u) for u in uris):
        producer = "isthmus"
        evidence = "recognised by its '/functions_<name>.yaml' extension URIs"
    elif spec is None and uris and all(not u for u in uris):
        producer = "ibis-substrait"
        evidence = "recognised by its one extension URI, empty (ibis-substrait before 2.29)"
    return PlanOrigin(producer, spec, pre_urn=bool(uris), evidence=evidence)


def origin_from_diagnostics(diagnostics: Iterable[Diagnostic]) -> PlanOrigin | None:
    """The origin recorded by :func:`upgrade_plan` among load diagnostics, or None."""
    for d in diagnostics:
        if d.code == ERA_CODE and d.extra:
            spec_text = d.extra.get("spec", "")
            spec = tuple(int(x) for x in spec_text.split(".")) if spec_text else None
            return PlanOrigin(
                d.extra.get("producer") or None,
                spec if spec is None or len(spec) == 3 else None,
                pre_urn=bool(d.extra.get("pre_urn")),
                evidence=d.extra.get("evidence", ""),
            )
    return None


# -------------------------------------------------------------------------------------------------- table


@dataclass(frozen=True)
class Upgrade:
    """One entry of the upgrade table.

    ``stage`` says where it runs: ``json`` (on the JSON text, before parsing), ``legacy`` (while reading
    removed proto fields, :mod:`substrait_py.legacy`) or ``plan`` (on the parsed plan, :func:`upgrade_plan`).
    ``applies`` decides from the plan's origin; ``apply`` rewrites the plan in place and returns one
    diagnostic per rewrite (``plan`` stage only)."""

    code: str
    producer: str
    versions: str
    rewrites: str
    why: str
    stage: str
    severity: Severity = W
    applies: Callable[[PlanOrigin], bool] = lambda origin: True
    apply: Callable[[Plan, PlanOrigin, list[Diagnostic]], list[Diagnostic]] | None = None


def _duckdb_era(origin: PlanOrigin) -> bool:
    return origin.producer == "duckdb" and origin.spec is not None and origin.spec <= (0, 53, 99)


def _datafusion_through(origin: PlanOrigin, last: tuple[int, int, int]) -> bool:
    """A DataFusion plan of spec ``last`` or an earlier one."""
    return origin.producer == "datafusion" and origin.spec is not None and origin.spec <= last


def _datafusion_era(origin: PlanOrigin) -> bool:
    return _datafusion_through(origin, (0, 51, 99))


def _datafusion_projection_era(origin: PlanOrigin) -> bool:
    """DataFusion 42 and earlier (spec 0.55 and before): projections output their expressions only, and
    aggregates with several grouping sets have no grouping-set column."""
    return _datafusion_through(origin, (0, 55, 99))


def _isthmus_uri_era(origin: PlanOrigin) -> bool:
    return origin.producer == "isthmus" and origin.spec is None


def _no_grouping_set_column(origin: PlanOrigin) -> bool:
    return _isthmus_uri_era(origin) or _datafusion_projection_era(origin) or _duckdb_era(origin)


# ------------------------------------------------------------------------------------------------ walking


def _rels_bottom_up(plan: Plan) -> list[tuple[Rel, PlanPath]]:
    """Every relation of the plan, subqueries included, each after all relations below it."""
    return list(reversed(messages_of_type(plan, "substrait.Rel")))


_SEMI_LEFT = {JoinRel.JOIN_TYPE_LEFT_SEMI, JoinRel.JOIN_TYPE_LEFT_ANTI}
_SEMI_RIGHT = {JoinRel.JOIN_TYPE_RIGHT_SEMI, JoinRel.JOIN_TYPE_RIGHT_ANTI}


class _Widths:
    """Top-level output field counts of relations (no types needed), with emits applied.

    ``modern_grouping`` says whether an aggregate with several grouping sets has the grouping-set column."""

    def __init__(self, plan: Plan, *, modern_grouping: bool = True) -> None:
        self.plan = plan
        self.modern_grouping = modern_grouping
        self._targets = [
            pr.rel if pr.WhichOneof("rel_type") == "rel" else pr.root.input for pr in plan.relations
        ]
        # width by relation; each entry holds its relation, so that the wrapper's id stays its own. A
        # relation is measured once across calls (a walk asking for the width of every relation's input
        # stays linear); a caller that changes a relation's width forgets it (:meth:`forget`).
        self._memo: dict[int, tuple[Rel, int]] = {}

    def forget(self, rel: Rel) -> None:
        """Forget the width of ``rel``, which the caller changed (the relations above it were not measured
        yet: walks rewrite bottom up)."""
        self._memo.pop(id(rel), None)

    def width(self, rel: Rel) -> int:
        """Output field count of ``rel`` (raises ``InvalidPlanError`` when it cannot be told)."""
        # Iterative post-order: child widths first.
        memo = self._memo
        stack: list[tuple[Rel, list[Rel] | None]] = [(rel, None)]
        while stack:
            cur, children = stack.pop()
            if id(cur) in memo:
                continue
            if children is None:
                children = self._children(cur)
                stack.append((cur, children))
                stack.extend((c, None) for c in children if id(c) not in memo)
                continue
            memo[id(cur)] = (cur, self._own(cur, [memo[id(c)][1] for c in children]))
        return memo[id(rel)][1]

    def _children(self, rel: Rel) -> list[Rel]:
        kind = rel.WhichOneof("rel_type")
        if kind is None:
            return []
        node = getattr(rel, kind)
        if kind == "reference":
            ordinal = node.subtree_ordinal
            return [self._targets[ordinal]] if 0 <= ordinal < len(self._targets) else []
        if kind in ("join", "cross", "hash_join", "merge_join", "nested_loop_join"):
            return [node.left, node.right]
        if kind in ("set", "extension_multi"):
            return list(node.inputs)
        if kind in ("read", "ddl", "extension_leaf", "update"):
            return []
        return [node.input] if node.HasField("input") else []

    def _own(self, rel: Rel, inputs: list[int]) -> int:
        kind = rel.WhichOneof("rel_type")
        if kind is None:
            raise InvalidPlanError("a relation with no kind set", code="upgrade-width")
        node: Any = getattr(rel, kind)
        has_common = "common" in node.DESCRIPTOR.fields_by_name
        if has_common and node.common.WhichOneof("emit_kind") == "emit":
            return len(node.common.emit.output_mapping)
        if kind == "read":
            if node.HasField("projection") and node.projection.HasField("select"):
                return len(node.projection.select.struct_items)
            if node.base_schema.struct.types:
                return len(node.base_schema.struct.types)
            return _top_level_name_count(node.base_schema)
        if kind in ("filter", "sort", "fetch", "top_n", "exchange", "reference"):
            return inputs[0] if inputs else 0
        if kind == "project":
            return (inputs[0] if inputs else 0) + len(node.expressions)
        if kind == "cross":
            return sum(inputs)
        if kind in ("join", "hash_join", "merge_join", "nested_loop_join"):
            left, right = inputs
            t = node.type
            if kind == "join":
                if t in _SEMI_LEFT:
                    return left
                if t in _SEMI_RIGHT:
                    return right
                if t == JoinRel.JOIN_TYPE_LEFT_MARK:
                    return left + 1
                if t == JoinRel.JOIN_TYPE_RIGHT_MARK:
                    return right + 1
            return left + right
        if kind == "set":
            return inputs[0] if inputs else 0
        if kind == "aggregate":
            distinct = {e.SerializeToString(deterministic=True) for e in node.grouping_expressions}
            extra = 1 if self.modern_grouping and len(node.groupings) > 1 else 0
            return len(distinct) + len(node.measures) + extra
        if kind == "window":
            return (inputs[0] if inputs else 0) + len(node.window_functions)
        if kind == "expand":
            return len(node.fields) + 1
        raise InvalidPlanError(f"the width of a {kind} relation is not known", code="upgrade-width")


def _top_level_name_count(ns: Any) -> int:
    return len(ns.names)


# ---------------------------------------------------------------------------------------- the rewrites


def _reads_used_beyond_first_column(rels: list[tuple[Rel, PlanPath]]) -> set[str]:
    """The paths of the read relations among ``rels`` whose parent, a filter or a projection, refers to
    one of their columns after the first."""
    used: set[str] = set()
    for rel, path in rels:
        kind = rel.WhichOneof("rel_type")
        if kind not in ("filter", "project"):
            continue
        parent = getattr(rel, kind)
        if parent.input.WhichOneof("rel_type") != "read":
            continue
        expressions = [parent.condition] if kind == "filter" else list(parent.expressions)
        for expression in expressions:
            for ref, _ in messages_of_type(expression, "substrait.Expression.FieldReference"):
                if ref.HasField("root_reference") and ref.direct_reference.struct_field.field >= 1:
                    used.add(f"{path}.{kind}.input")
    return used


def _read_without_columns(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """A read of a named table without a projection mask (DuckDB's read of a table none of whose columns
    the query uses) outputs one column: it gets the mask selecting the first."""
    out: list[Diagnostic] = []
    rels = _rels_bottom_up(plan)
    used = _reads_used_beyond_first_column(rels)
    for rel, path in rels:
        if rel.WhichOneof("rel_type") != "read":
            continue
        read = rel.read
        if read.WhichOneof("read_type") != "named_table" or read.HasField("projection"):
            continue
        if len(read.base_schema.struct.types) <= 1 or str(path) in used:
            continue  # one column either way, or a plan (not DuckDB's) that reads its other columns
        read.projection.select.struct_items.add(field=0)
        read.projection.maintain_singular_struct = True
        out.append(
            Diagnostic(
                W,
                "duckdb-read-without-columns",
                f"{path}.read",
                f"{_who(origin)} read of {'.'.join(read.named_table.names)} has no projection: it outputs "
                f"one column (DuckDB's), not the table's {len(read.base_schema.struct.types)}",
            )
        )
    return out


def _project_emit(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """A ProjectRel without emit outputs only its expressions: give it the emit that says so."""
    out: list[Diagnostic] = []
    widths = _Widths(plan, modern_grouping=not _no_grouping_set_column(origin))
    for rel, path in _rels_bottom_up(plan):
        if rel.WhichOneof("rel_type") != "project":
            continue
        project = rel.project
        if project.common.WhichOneof("emit_kind") == "emit":
            continue
        n_in = widths.width(project.input)
        mapping = list(range(n_in, n_in + len(project.expressions)))
        project.common.emit.output_mapping.extend(mapping)
        widths.forget(rel)
        out.append(
            Diagnostic(
                W,
                "project-expressions-only",
                f"{path}.project",
                f"{_who(origin)} projection outputs only its {len(mapping)} expression(s), not its "
                f"{n_in} input field(s) first: emit {mapping} added",
            )
        )
    return out


def _grouping_set_column(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """An aggregate with several grouping sets has no grouping-set column in this era: drop today's."""
    out: list[Diagnostic] = []
    widths = _Widths(plan, modern_grouping=True)
    for rel, path in _rels_bottom_up(plan):
        if rel.WhichOneof("rel_type") != "aggregate" or len(rel.aggregate.groupings) < 2:
            continue
        agg = rel.aggregate
        if agg.common.WhichOneof("emit_kind") == "emit":
            # The emit was written for the direct output without the column; the positions of the
            # grouping keys and measures are the same today, so it stays as it is.
            continue
        n = widths.width(rel)
        mapping = list(range(n - 1))
        agg.common.emit.output_mapping.extend(mapping)
        widths.forget(rel)
        out.append(
            Diagnostic(
                W,
                "grouping-set-column-absent",
                f"{path}.aggregate",
                f"{_who(origin)} aggregate with {len(agg.groupings)} grouping sets has no "
                f"grouping-set column: emit {mapping} added (today's column {n - 1} left out)",
            )
        )
    return out


def _untyped_base_schemas(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """Base schemas with names but no types: one type of no kind per name (to be typed from the table).
    A base schema this upgrade already gave its types of no kind is reported again, so that a plan
    upgraded before is still typed from its tables."""
    out: list[Diagnostic] = []
    for read, path in messages_of_type(plan, "substrait.ReadRel"):
        ns = read.base_schema
        if not read.HasField("base_schema") or not ns.names:
            continue
        types = ns.struct.types
        if types and (len(types) != len(ns.names) or any(t.WhichOneof("kind") for t in types)):
            continue
        if not types:
            ns.struct.nullability = Type.NULLABILITY_REQUIRED
            for _ in ns.names:
                types.add()
        out.append(
            Diagnostic(
                W,
                "untyped-base-schema",
                f"{path}.base_schema",
                f"{_who(origin)} base schema names {len(ns.names)} column(s) without types; they are "
                "typed from the bound table when the plan runs",
            )
        )
    return out


def _virtual_table_schema(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """A virtual table without a base schema gets one from its literal rows."""
    from substrait.type_inference import infer_literal_type

    out: list[Diagnostic] = []
    for read, path in messages_of_type(plan, "substrait.ReadRel"):
        if read.WhichOneof("read_type") != "virtual_table" or read.HasField("base_schema"):
            continue
        rows = list(read.virtual_table.expressions)
        if not rows or any(f.WhichOneof("rex_type") != "literal" for f in rows[0].fields):
            continue
        try:
            types = [infer_literal_type(f.literal) for f in rows[0].fields]
        except Exception:  # substrait-python raises bare exceptions for untypable literals
            continue
        ns = read.base_schema
        ns.struct.nullability = Type.NULLABILITY_REQUIRED
        for i, t in enumerate(types):
            ns.names.append(f"col{i}")
            ns.struct.types.add().CopyFrom(t)
        out.append(
            Diagnostic(
                W,
                "virtual-table-without-schema",
                f"{path}.base_schema",
                f"{_who(origin)} virtual table has no base schema: typed from its first row "
                f"({len(types)} column(s) col0...)",
            )
        )
    return out


def _boolean_function_names() -> frozenset[str]:
    """Names of the standard scalar functions all of whose overloads return a boolean."""
    from substrait_py._catalog import FunctionCatalog

    catalog = FunctionCatalog.shared()
    returns: dict[str, set[bool]] = {}
    for urn in catalog._files:
        for fn in catalog._parsed(urn).get("scalar_functions") or ():
            for impl in fn.get("impls") or ():
                text = str(impl.get("return", "")).strip().lower()
                returns.setdefault(str(fn.get("name")), set()).add(text.startswith("boolean"))
    return frozenset(name for name, kinds in returns.items() if kinds == {True})


def _declared_names(plan: Plan) -> dict[int, str]:
    return {
        e.extension_function.function_anchor: e.extension_function.name.split(":", 1)[0]
        for e in plan.extensions
        if e.WhichOneof("mapping_type") == "extension_function"
    }


def _calls_named(
    plan: Plan, name: str, message: str = "substrait.Expression.ScalarFunction"
) -> list[tuple[Any, PlanPath]]:
    """The calls (messages of type ``message``) of the function the plan declares by the plain name
    ``name``, with their paths; no walk when the plan declares no such function."""
    anchors = {anchor for anchor, declared in _declared_names(plan).items() if declared == name}
    if not anchors:
        return []
    return [(fn, path) for fn, path in messages_of_type(plan, message) if fn.function_reference in anchors]


def _comparison_output(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """Boolean functions declared with a non-boolean output type get a boolean one."""
    names = _declared_names(plan)
    boolean = _boolean_function_names()
    out: list[Diagnostic] = []
    for fn, path in messages_of_type(plan, "substrait.Expression.ScalarFunction"):
        name = names.get(fn.function_reference)
        kind = fn.output_type.WhichOneof("kind")
        if name not in boolean or kind in (None, "bool"):
            continue
        nullability = getattr(fn.output_type, kind).nullability or Type.NULLABILITY_NULLABLE
        fn.output_type.Clear()
        fn.output_type.bool.nullability = nullability
        out.append(
            Diagnostic(
                W,
                "boolean-function-output-type",
                f"{path}.output_type",
                f"DuckDB declares {name!r} with output type {kind}; the function returns a boolean",
            )
        )
    return out


_FOLDER_URN = re.compile(r"^" + re.escape(legacy.LEGACY_URN_PREFIX) + r".*/extensions$")


def _folder_uri(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """Functions declared under the extension *folder* URI, or under a standard file that does not define
    them, get the URN of the standard file that does."""
    from substrait_py._catalog import FunctionCatalog
    from substrait_py.extensions import split_compound_name

    catalog = FunctionCatalog.shared()
    urn_of = {u.extension_urn_anchor: u.urn for u in plan.extension_urns}
    anchor_of = {u.urn: u.extension_urn_anchor for u in plan.extension_urns}
    out: list[Diagnostic] = []
    for i, ext in enumerate(plan.extensions):
        if ext.WhichOneof("mapping_type") != "extension_function":
            continue
        decl = ext.extension_function
        declared = urn_of.get(decl.extension_urn_reference)
        base, _ = split_compound_name(decl.name)
        folder = declared is not None and _FOLDER_URN.match(declared) is not None
        candidates = [u for u in catalog.urns_defining(base) if _defines(catalog, u, base)]
        misplaced = declared is None or (
            catalog.knows_urn(declared)
            and (
                not _defines(catalog, declared, base)
                or _dated_under_arithmetic(declared, decl.name, candidates)
            )
        )
        unknown = declared == _DUCKDB_UNKNOWN_URN
        if not folder and not misplaced and not unknown:
            continue
        if not candidates and not unknown:
            continue
        if unknown or _own_extreme(decl.name):
            why = "declared under unknown.yaml" if unknown else "no standard file defines it"
            # no standard file orders strings or booleans: DuckDB's own min/max, declared by name alone
            decl.extension_urn_reference = _free_urn_anchor(plan)
            out.append(
                Diagnostic(
                    W,
                    "extension-folder-uri" if folder or unknown else "function-in-wrong-file",
                    f"extensions[{i}].extension_function",
                    f"{decl.name!r}: {why}; read by name alone as DuckDB's own {base}",
                )
            )
            continue
        urn = _pick_file(candidates, decl.name)
        if urn not in anchor_of:
            anchor_of[urn] = _free_urn_anchor(plan)
            plan.extension_urns.add(extension_urn_anchor=anchor_of[urn], urn=urn)
        decl.extension_urn_reference = anchor_of[urn]
        if folder:
            where = "the extension folder URI, not a file"
        elif declared is None:
            where = "no declared extension file"
        else:
            where = f"{declared}, which does not define it"
        out.append(
            Diagnostic(
                W,
                "extension-folder-uri" if folder else "function-in-wrong-file",
                f"extensions[{i}].extension_function",
                f"{decl.name!r} is declared under {where}: resolved to {urn}",
            )
        )
    return out


def _dated_under_arithmetic(declared: str, compound_name: str, candidates: list[str]) -> bool:
    """Whether a compound name of date/time arguments (``max:timestamp``) is declared under an arithmetic
    file, whose overloads take numbers only, while the date/time file defines the function (DuckDB 1.0)."""
    words = re.split(r"[:_]", compound_name.lower())[1:]
    return (
        "functions_arithmetic" in declared
        and any(w in _DATETIME_WORDS for w in words)
        and any("datetime" in u for u in candidates)
    )


def _free_urn_anchor(plan: Plan) -> int:
    """A URN anchor that neither a declared URN has nor a declaration refers to (the loader points the
    declarations of undeclared URIs at an anchor no URN has, so reusing one would give them a URN)."""
    used = {*(u.extension_urn_anchor for u in plan.extension_urns), *map(_urn_reference, plan.extensions)}
    return max(used, default=0) + 1


def _urn_reference(ext: Any) -> int:
    kind = ext.WhichOneof("mapping_type")
    return int(getattr(ext, kind).extension_urn_reference) if kind else 0


_DATETIME_WORDS = ("date", "time", "interval", "timestamp", "iday", "iyear", "pts", "pt")


#: The URN of DuckDB's ``.../extensions/unknown.yaml``, under which it declares functions it has no
#: standard file for (``min:bool``).
_DUCKDB_UNKNOWN_URN = "extension:io.substrait:unknown"

#: Argument words of DuckDB's compound names for types no standard ``min``/``max`` takes.
_UNORDERED_BY_STANDARD = frozenset(
    {"string", "str", "varchar", "vchar", "fixedchar", "fchar", "bool", "boolean"}
)


def _own_extreme(compound_name: str) -> bool:
    """Whether a DuckDB compound name is ``min`` or ``max`` of a string or boolean (``min:string``)."""
    base, _, signature = compound_name.lower().partition(":")
    return base in ("min", "max") and bool(signature) and set(signature.split("_")) <= _UNORDERED_BY_STANDARD


def _pick_file(candidates: list[str], compound_name: str) -> str:
    """The standard file a DuckDB compound name (``add:date_interval_day``, ``count:decimal``) most
    likely means: the date/time file for date/time arguments, the decimal file for decimal arguments,
    otherwise the first other file; the ``*_decimal_output`` variants only when nothing else defines it."""
    words = re.split(r"[:_]", compound_name.lower())[1:]
    usual = [u for u in candidates if "decimal_output" not in u] or candidates
    if any(w in _DATETIME_WORDS for w in words):
        dated = [u for u in usual if "datetime" in u]
        if dated:
            return dated[0]
    decimal = any(w.startswith("dec") for w in words)
    preferred = [u for u in usual if ("decimal" in u) == decimal] or usual
    return preferred[0]


def _defines(catalog: Any, urn: str, name: str) -> bool:
    data = catalog._parsed(urn)
    return any(
        fn.get("name") == name
        for section in ("scalar_functions", "aggregate_functions", "window_functions")
        for fn in data.get(section) or ()
    )


def _extract_component_case(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``extract``'s component enum written in lower case gets the spec's upper-case option name
    (``isoyear``: ``ISO_YEAR``)."""
    names = _declared_names(plan)
    out: list[Diagnostic] = []
    for fn, path in messages_of_type(plan, "substrait.Expression.ScalarFunction"):
        if names.get(fn.function_reference) != "extract" or not fn.arguments:
            continue
        first = fn.arguments[0]
        if first.WhichOneof("arg_type") == "enum" and first.enum != first.enum.upper():
            old = first.enum
            first.enum = EXTRACT_COMPONENT_ALIASES.get(old.upper(), old.upper())
            out.append(
                Diagnostic(
                    W,
                    "extract-component-case",
                    f"{path}.arguments[0].enum",
                    f"extract component {old!r} read as {first.enum!r} (the spec's options are upper case)",
                )
            )
    return out


def _string_agg_separator(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``string_agg`` with one argument gets DuckDB's default separator ``','`` as its second."""
    names = _declared_names(plan)
    out: list[Diagnostic] = []
    for fn, path in messages_of_type(plan, "substrait.AggregateFunction"):
        if names.get(fn.function_reference) != "string_agg" or len(fn.arguments) != 1:
            continue
        fn.arguments.add().value.literal.string = ","
        out.append(
            Diagnostic(
                W,
                "string-agg-default-separator",
                f"{path}.arguments",
                "string_agg without a separator: DuckDB's default separator ',' added as its second argument",
            )
        )
    return out


def _concat_ignores_nulls(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``concat`` without its ``null_handling`` option gets DuckDB's ``IGNORE_NULLS``."""
    out: list[Diagnostic] = []
    for fn, path in _calls_named(plan, "concat"):
        if any(o.name == "null_handling" for o in fn.options):
            continue
        fn.options.add(name="null_handling", preference=["IGNORE_NULLS"])
        out.append(
            Diagnostic(
                W,
                "concat-ignores-nulls",
                str(path),
                "concat without null_handling: DuckDB's concat skips nulls (IGNORE_NULLS made explicit)",
            )
        )
    return out


def _regexp_replace_first(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """DuckDB's ``regexp_replace(s, pattern, replacement[, flags])`` in the spec's form: the first match
    alone (position 1, occurrence 1) unless the flags say ``g`` (every match); ``i`` is the
    case_sensitivity option. Other flags are left as they are (the call is refused). DuckDB's are RE2's
    regular expressions: a literal pattern and replacement are written again in the spec's (ICU's)
    syntax with their meaning (:func:`re2_pattern_as_icu`, :func:`re2_replacement_as_icu`)."""
    out: list[Diagnostic] = []
    for fn, path in _calls_named(plan, "regexp_replace"):
        if len(fn.arguments) not in (3, 4):
            continue
        flags = ""
        if len(fn.arguments) == 4:
            given = _string_literal(fn.arguments[3])
            if given is None or set(given) - {"g", "i"}:
                continue
            flags = given
            del fn.arguments[3]
            if "i" in flags:
                fn.options.add(name="case_sensitivity", preference=["CASE_INSENSITIVE"])
        for value in (1, 0 if "g" in flags else 1):  # position, occurrence
            fn.arguments.add().value.literal.i64 = value
        pattern, replacement = (_string_literal(fn.arguments[index]) for index in (1, 2))
        if pattern is not None:
            fn.arguments[1].value.literal.string = re2_pattern_as_icu(pattern)
        if replacement is not None:
            groups = capture_groups(pattern) if pattern is not None else None
            fn.arguments[2].value.literal.string = re2_replacement_as_icu(
                replacement, groups=None if groups is None else groups[0], every_match="g" in flags
            )
        what = "every match" if "g" in flags else "the first match alone"
        out.append(
            Diagnostic(
                W,
                "regexp-replace-first",
                str(path),
                f"DuckDB's regexp_replace{f' with flags {flags!r}' if flags else ''} replaces {what}: "
                "position and occurrence made explicit",
            )
        )
    return out


#: RE2's classes \\d, \\w and \\s, which know ASCII alone (ICU's know all of Unicode), as class members
_RE2_ASCII_CLASSES = {"d": "0-9", "w": "0-9A-Za-z_", "s": "\\t\\n\\f\\r "}
#: RE2's \\b and \\B (ASCII word characters) in ICU's syntax
_RE2_BOUNDARIES = {
    "b": "(?:(?<=[0-9A-Za-z_])(?![0-9A-Za-z_])|(?<![0-9A-Za-z_])(?=[0-9A-Za-z_]))",
    "B": "(?:(?<=[0-9A-Za-z_])(?=[0-9A-Za-z_])|(?<![0-9A-Za-z_])(?![0-9A-Za-z_]))",
}


def re2_pattern_as_icu(pattern: str) -> str:
    """An RE2 pattern (DuckDB's) in ICU's syntax with RE2's meaning: ``\\d``, ``\\w``, ``\\s``, their
    negations and ``\\b``, ``\\B`` know ASCII alone in RE2, all of Unicode in ICU, and are written as
    ASCII classes (a negated one inside a class as a nested set); the rest the two read alike. RE2
    finds no match where the previous match ended (but at the start) when the one it prefers there is
    empty, ICU finds that one or a longer one: the pattern is an atomic group followed by
    ``(?:(?<!\\G)|\\A)``."""
    out: list[str] = []
    for _, piece, depth in pattern_pieces(pattern):
        members = _RE2_ASCII_CLASSES.get(piece[1].lower()) if len(piece) == 2 and piece[0] == "\\" else None
        if members is not None:
            negated = piece[1].isupper()
            out.append(f"[^{members}]" if negated else (members if depth else f"[{members}]"))
        elif piece in ("\\b", "\\B") and not depth:
            out.append(_RE2_BOUNDARIES[piece[1]])
        else:
            out.append(piece)
    return "(?>" + "".join(out) + ")(?:(?<!\\G)|\\A)"


def _string_literal(argument: FunctionArgument) -> str | None:
    """The text of a string literal argument, else None."""
    if argument.WhichOneof("arg_type") != "value" or argument.value.WhichOneof("rex_type") != "literal":
        return None
    literal = argument.value.literal
    return literal.string if literal.WhichOneof("literal_type") == "string" else None


#: The replacement that leaves the text as it is (each match replaced by itself), in the spec's syntax
_EACH_MATCH_ITSELF = "$0"


def re2_replacement_as_icu(replacement: str, *, groups: int | None = None, every_match: bool = True) -> str:
    """An RE2 replacement (DuckDB's) in the spec's syntax with RE2's meaning: ``\\N`` (one digit) is group
    N and ``\\\\`` a backslash in both; a ``$``, itself in RE2, is escaped (in ICU it starts a group).
    RE2 replaces nothing when the replacement names a group beyond the pattern's ``groups`` (when
    known), and a backslash before anything else (or last) ends the replacement there when
    ``every_match`` is replaced, and replaces nothing when the first match alone is: the text is left
    as it is (each match replaced by itself)."""
    # RE2 reads a backslash and the character after it as one piece: a digit names a group, a
    # backslash is itself, anything else (or nothing) is an error
    pieces = re.findall(r"\\.?|[^\\]", replacement, flags=re.DOTALL)
    named = [int(p[1]) for p in pieces if len(p) == 2 and p[0] == "\\" and p[1].isascii() and p[1].isdigit()]
    if groups is not None and named and max(named) > groups:
        return _EACH_MATCH_ITSELF
    out: list[str] = []
    for piece in pieces:
        if piece[0] != "\\":
            out.append("\\$" if piece == "$" else piece)
        elif len(piece) == 2 and (piece[1] == "\\" or (piece[1].isascii() and piece[1].isdigit())):
            out.append(piece)
        elif every_match:
            break
        else:
            return _EACH_MATCH_ITSELF
    return "".join(out)


_STRING_URN = "extension:io.substrait:functions_string"
_DATETIME_URN = "extension:io.substrait:functions_datetime"
_BOOLEAN_URN = "extension:io.substrait:functions_boolean"
#: DuckDB's own date part functions: extract's component and indexing of the same value (the spec's test
#: cases count MILLISECOND with the second's whole milliseconds, as DuckDB does).
_DUCKDB_DATE_PARTS: dict[str, tuple[str, str | None]] = {
    "dayofweek": ("SUNDAY_DAY_OF_WEEK", "ZERO"),
    "weekday": ("SUNDAY_DAY_OF_WEEK", "ZERO"),
    "isodow": ("MONDAY_DAY_OF_WEEK", "ONE"),
    "dayofyear": ("DAY_OF_YEAR", "ONE"),
    "week": ("ISO_WEEK", "ONE"),
    "millisecond": ("MILLISECOND", None),
}
_DUCKDB_LIKES = ("~~", "~~*", "!~~", "!~~*")
_DUCKDB_OWN_NAMES = frozenset({"||", "%", "~", *_DUCKDB_LIKES, *_DUCKDB_DATE_PARTS})


def _duckdb_function_names(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """Calls of DuckDB's own functions (declared by name under no extension file) that a standard
    function means: ``||`` of strings is concat (null if any argument is), ``%`` of integers the
    truncated modulus, ``~`` of an integer bitwise_not, ``~~``/``~~*`` like (``*``: ignoring case) and
    ``!~~``/``!~~*`` its negation, and
    ``dayofweek``, ``isodow``, ``dayofyear``, ``week`` and ``millisecond`` of a date or timestamp extract
    of the same component."""
    declared = _declared_names(plan)
    if not _DUCKDB_OWN_NAMES & set(declared.values()):
        return []
    out: list[Diagnostic] = []
    kept: dict[tuple[str, str], int] = {}
    for call, path, decl, types in _typed_calls(plan):
        name = declared.get(call.function_reference)
        if decl.urn is not None or name not in _DUCKDB_OWN_NAMES or call.DESCRIPTOR.name != "ScalarFunction":
            continue
        kinds = [t.WhichOneof("kind") if isinstance(t, Type) else None for t in types]
        if name == "||" and kinds and all(k in ("string", "varchar", "fixed_char") for k in kinds):
            call.function_reference = _redeclared(plan, _STRING_URN, "concat", kept)
            call.options.add(name="null_handling", preference=["ACCEPT_NULLS"])
            meant = "concat (null if any argument is)"
        elif name == "%" and len(kinds) == 2 and all(k in typesys.INTEGER_KINDS for k in kinds):
            call.function_reference = _redeclared(plan, _ARITHMETIC_URN, "modulus", kept)
            call.options.add(name="division_type", preference=["TRUNCATE"])
            meant = "modulus (truncated)"
        elif name == "~" and len(kinds) == 1 and kinds[0] in typesys.INTEGER_KINDS:
            call.function_reference = _redeclared(plan, _ARITHMETIC_URN, "bitwise_not", kept)
            meant = "bitwise_not"
        elif name in _DUCKDB_LIKES and len(kinds) == 2:
            negated = name.startswith("!")
            call.function_reference = _redeclared(plan, _STRING_URN, "like", kept)
            if name.endswith("*"):
                call.options.add(name="case_sensitivity", preference=["CASE_INSENSITIVE"])
            if negated:
                inner = Expression()
                inner.scalar_function.CopyFrom(call)
                nullable = any(typesys.is_nullable(t) for t in types if isinstance(t, Type))
                call.Clear()
                call.function_reference = _redeclared(plan, _BOOLEAN_URN, "not", kept)
                call.output_type.CopyFrom(typesys.simple("bool", nullable=nullable))
                call.arguments.add().value.CopyFrom(inner)
            meant = f"{'not ' if negated else ''}like{' ignoring case' if name.endswith('*') else ''}"
        elif name in _DUCKDB_DATE_PARTS and kinds in (["date"], ["precision_timestamp"]):
            component, indexing = _DUCKDB_DATE_PARTS[name]
            if component == "MILLISECOND" and kinds != ["precision_timestamp"]:
                continue
            call.function_reference = _redeclared(plan, _DATETIME_URN, "extract", kept)
            if indexing is not None:
                _insert_enum_argument(call, 0, indexing)
            _insert_enum_argument(call, 0, component)
            meant = f"extract({component}{f', {indexing}' if indexing else ''})"
        else:
            continue
        out.append(
            Diagnostic(W, "duckdb-function-name", str(path), f"DuckDB's {name} is the standard {meant}")
        )
    return out


def _unary_minus(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``subtract(x)`` of one argument (DuckDB's ``-x``) is ``negate(x)``."""
    out: list[Diagnostic] = []
    kept: dict[tuple[str, str], int] = {}
    for fn, path in _calls_named(plan, "subtract"):
        if len(fn.arguments) != 1:
            continue
        if fn.arguments[0].WhichOneof("arg_type") != "value":
            continue
        fn.function_reference = _redeclared(plan, _ARITHMETIC_URN, "negate", kept)
        out.append(
            Diagnostic(W, "unary-minus", str(path), "subtract of one argument (DuckDB's -x) read as negate")
        )
    return out


def _text_literal_casts(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """A comparison of a date or timestamp with a string literal compares with the literal cast to the
    other side's type (DuckDB writes ``TIMESTAMP '2000-01-01 00:00:00'`` as the text alone)."""
    from substrait_py.eras import COMPARISONS

    if not COMPARISONS & set(_declared_names(plan).values()):
        return []
    out: list[Diagnostic] = []
    for call, path, decl, types in _typed_calls(plan):
        if decl.name.split(":", 1)[0] not in COMPARISONS or len(types) != 2:
            continue
        kinds = [t.WhichOneof("kind") if isinstance(t, Type) else None for t in types]
        for text, other in ((0, 1), (1, 0)):
            arg = call.arguments[text]
            is_text = (
                kinds[text] == "string"
                and arg.WhichOneof("arg_type") == "value"
                and arg.value.WhichOneof("rex_type") == "literal"
                and arg.value.literal.WhichOneof("literal_type") == "string"
            )
            target = types[other]
            if (
                not is_text
                or kinds[other] not in ("date", "precision_timestamp")
                or not isinstance(target, Type)
            ):
                continue
            cast = Expression()
            cast.cast.type.CopyFrom(typesys.with_nullability(target, False))
            cast.cast.input.CopyFrom(arg.value)
            arg.value.CopyFrom(cast)
            out.append(
                Diagnostic(
                    W,
                    "text-literal-cast",
                    str(path),
                    f"a {kinds[other]} compared with the text {cast.cast.input.literal.string!r}: the text "
                    f"cast to {typesys.type_str(target)}, as DuckDB reads it",
                )
            )
    return out


def _substring_from_zero(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``substring`` from the literal position 0 without the ``negative_start`` option starts one
    character left of the string (``LEFT_OF_BEGINNING``), as DuckDB's does."""
    out: list[Diagnostic] = []
    for fn, path in _calls_named(plan, "substring"):
        if len(fn.arguments) < 2:
            continue
        if any(o.name == "negative_start" for o in fn.options):
            continue
        start = fn.arguments[1]
        literal = start.value.literal if start.WhichOneof("arg_type") == "value" else None
        if literal is None or start.value.WhichOneof("rex_type") != "literal":
            continue
        kind = literal.WhichOneof("literal_type")
        if kind not in typesys.INTEGER_KINDS or getattr(literal, kind) != 0:
            continue
        fn.options.add(name="negative_start", preference=["LEFT_OF_BEGINNING"])
        out.append(
            Diagnostic(
                W,
                "substring-from-zero",
                str(path),
                "substring from position 0: DuckDB starts one character left of the string "
                "(negative_start LEFT_OF_BEGINNING made explicit)",
            )
        )
    return out


def _duckdb_negative_counts(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``left``/``right`` whose count is not a literal of at least 0 are DuckDB's own, declared by name
    alone: a negative count takes all but that many characters from the other end (the spec does not
    say what a negative count means)."""
    out: list[Diagnostic] = []
    kept: dict[str, int] = {}
    for name in ("left", "right"):
        for fn, path in _calls_named(plan, name):
            if len(fn.arguments) != 2:
                continue
            count = fn.arguments[1]
            literal = count.value.literal if count.value.WhichOneof("rex_type") == "literal" else None
            kind = literal.WhichOneof("literal_type") if literal is not None else None
            if literal is not None and kind in typesys.INTEGER_KINDS and getattr(literal, kind) >= 0:
                continue
            if name not in kept:
                kept[name] = _declared_by_name(plan, name)
            fn.function_reference = kept[name]
            out.append(
                Diagnostic(
                    W,
                    "duckdb-negative-count",
                    str(path),
                    f"{name} with a count that may be negative: DuckDB's own {name} (a negative count takes "
                    "all but that many characters)",
                )
            )
    return out


#: DuckDB's functions it writes without an argument the spec's overloads all take, and the literal it means.
_DUCKDB_OMITTED = {
    "round": ("i32", 0),
    "trim": ("string", " "),
    "ltrim": ("string", " "),
    "rtrim": ("string", " "),
}


def _duckdb_omitted_arguments(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``round(x)`` is ``round(x, 0)`` and ``trim(s)`` (``ltrim``, ``rtrim``) ``trim(s, ' ')``: DuckDB writes
    them with one argument, which no overload takes; its round of one argument rounds to a whole number
    and its trims remove spaces."""
    out: list[Diagnostic] = []
    for name, (kind, value) in _DUCKDB_OMITTED.items():
        for fn, path in _calls_named(plan, name):
            if len(fn.arguments) != 1 or not fn.arguments[0].HasField("value"):
                continue
            literal = fn.arguments.add().value.literal
            setattr(literal, kind, value)
            out.append(
                Diagnostic(
                    W,
                    "duckdb-omitted-argument",
                    f"{path}.arguments[1]",
                    f"{name} of one argument: the omitted {'digits' if name == 'round' else 'characters'} "
                    f"are {value!r}, as DuckDB means",
                )
            )
    return out


def _duckdb_date_integers(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``add``/``subtract`` of a date and an integer (days), and ``subtract`` of two dates (the days
    between), which no standard overload takes, are DuckDB's own ``+`` and ``-``, declared by name
    alone."""
    if not {"add", "subtract"} & set(_declared_names(plan).values()):
        return []
    out: list[Diagnostic] = []
    kept: dict[str, int] = {}
    for call, path, decl, types in _typed_calls(plan):
        name = decl.name.split(":", 1)[0]
        if name not in ("add", "subtract") or decl.urn is None or len(types) != 2:
            continue
        kinds = [t.WhichOneof("kind") if isinstance(t, Type) else None for t in types]
        integer = [k in typesys.INTEGER_KINDS for k in kinds]
        dates = [k == "date" for k in kinds]
        if not (
            (dates[0] and integer[1])
            or (name == "add" and integer[0] and dates[1])
            or (name == "subtract" and all(dates))
        ):
            continue
        own = "+" if name == "add" else "-"
        if own not in kept:
            kept[own] = _declared_by_name(plan, own)
        call.function_reference = kept[own]
        meaning = "the days between" if all(dates) else "days"
        out.append(
            Diagnostic(
                W,
                "duckdb-date-integer",
                str(path),
                f"{name}({', '.join(k or '?' for k in kinds)}): DuckDB's own {own} of a date and {meaning}",
            )
        )
    return out


def _declared_by_name(plan: Plan, name: str) -> int:
    """The anchor of a new declaration of function ``name`` by name alone (under a URN anchor that no
    URN has)."""
    return _new_declaration(plan, _free_urn_anchor(plan), name)


_ROUNDING_URN = "extension:io.substrait:functions_rounding"
_ROUNDING_DECIMAL_URN = "extension:io.substrait:functions_rounding_decimal"


def _cast_rounds(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """A cast of a floating-point number or a decimal to an integer rounds first, as DuckDB's does: a
    double to the nearest integer (ties to even), a decimal half away from zero."""
    casts = messages_of_type(plan, "substrait.Expression.Cast")
    if not any(cast.type.WhichOneof("kind") in typesys.INTEGER_KINDS for cast, _ in casts):
        return []  # no cast to an integer: the typed walk is not needed
    found = [
        (cast, path, value)
        for cast, path, value in _typed_casts(plan)
        if cast.type.WhichOneof("kind") in typesys.INTEGER_KINDS
        and value.WhichOneof("kind") in (*typesys.FLOAT_KINDS, "decimal")
    ]
    out: list[Diagnostic] = []
    kept: dict[tuple[str, str], int] = {}
    for cast, path, value in found:
        kind = value.WhichOneof("kind")
        nullable = typesys.is_nullable(value)
        rounded = Expression()
        call = rounded.scalar_function
        if kind == "decimal":
            call.function_reference = _redeclared(plan, _ROUNDING_DECIMAL_URN, "round", kept)
            precision, scale = value.decimal.precision, value.decimal.scale
            call.output_type.CopyFrom(typesys.decimal(min(precision + 1, 38), scale, nullable=nullable))
            mode = "TIE_AWAY_FROM_ZERO"
        else:
            call.function_reference = _redeclared(plan, _ROUNDING_URN, "round", kept)
            call.output_type.CopyFrom(typesys.simple(kind, nullable=nullable))
            mode = "TIE_TO_EVEN"
        call.arguments.add().value.CopyFrom(cast.input)
        call.arguments.add().value.literal.i32 = 0
        call.options.add(name="rounding", preference=[mode])
        cast.input.CopyFrom(rounded)
        out.append(
            Diagnostic(
                W,
                "cast-to-integer-rounds",
                str(path),
                f"a cast of {kind} to {cast.type.WhichOneof('kind')}: DuckDB rounds ({mode}), made explicit",
            )
        )
    return out


_WALL_TIME_KINDS = ("precision_timestamp", "timestamp")


def _datafusion_plan(origin: PlanOrigin) -> bool:
    return origin.producer == "datafusion"


def _text_read_as_instants(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """A cast of a string to a timestamp without time zone or to a date goes through a timestamp with
    time zone, as DataFusion reads the text: the instant it names (with its offset or zone, in UTC
    without one), whose wall time or date in UTC is the result. The timestamp has the wall time's
    precision; for a date, microseconds (digits finer than that cannot change the date)."""
    targets = (*_WALL_TIME_KINDS, "date")
    casts = messages_of_type(plan, "substrait.Expression.Cast")
    if not any(cast.type.WhichOneof("kind") in targets for cast, _ in casts):
        return []  # no cast to a wall time or a date: the typed walk is not needed
    found = [
        (cast, path)
        for cast, path, value in _typed_casts(plan)
        if cast.type.WhichOneof("kind") in targets
        and value.WhichOneof("kind") in ("string", "varchar", "fixed_char")
    ]
    out: list[Diagnostic] = []
    for cast, path in found:
        kind = cast.type.WhichOneof("kind")
        instant = Expression()
        inner = instant.cast
        inner.input.CopyFrom(cast.input)
        inner.failure_behavior = cast.failure_behavior
        if kind == "timestamp":
            inner.type.timestamp_tz.nullability = cast.type.timestamp.nullability
        else:
            precision = cast.type.precision_timestamp.precision if kind == "precision_timestamp" else 6
            inner.type.precision_timestamp_tz.precision = precision
            inner.type.precision_timestamp_tz.nullability = getattr(cast.type, kind).nullability
        cast.input.CopyFrom(instant)
        out.append(
            Diagnostic(
                W,
                "datafusion-text-instant",
                str(path),
                f"a cast of text to {kind}: DataFusion reads the instant the text names and takes its "
                f"{'date' if kind == 'date' else 'wall time'} in UTC, made explicit",
            )
        )
    return out


#: The names DataFusion 32 and earlier declared functions by (its aggregate functions' display names,
#: and a misspelling), by the names its later releases declare the same functions by.
_DATAFUSION_EARLY_NAMES = {
    "substract": "subtract",
    "arrayagg": "array_agg",
    "booland": "bool_and",
    "boolor": "bool_or",
    "bitand": "bit_and",
    "bitor": "bit_or",
    "bitxor": "bit_xor",
    "approxdistinct": "approx_distinct",
    "approxpercentilecont": "approx_percentile_cont",
    "stddevpop": "stddev_pop",
    "variance": "var_samp",
    "variancepop": "var_pop",
    "variance_pop": "var_pop",
    "covariance": "covar_samp",
    "covariancepop": "covar_pop",
    "covariance_pop": "covar_pop",
    "correlation": "corr",
}


def _datafusion_early_era(origin: PlanOrigin) -> bool:
    """DataFusion 38 and earlier (spec before 0.49): functions declared by its early names."""
    return _datafusion_through(origin, (0, 48, 99))


def _datafusion_early_names(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """Functions declared by name alone under DataFusion's early names get the names its later releases
    write (which the consumer reads as DataFusion's functions)."""
    declared = {u.extension_urn_anchor for u in plan.extension_urns}
    out: list[Diagnostic] = []
    for i, ext in enumerate(plan.extensions):
        if ext.WhichOneof("mapping_type") != "extension_function":
            continue
        decl = ext.extension_function
        base, colon, signature = decl.name.partition(":")
        later = _DATAFUSION_EARLY_NAMES.get(base)
        if later is None or decl.extension_urn_reference in declared:
            continue
        old = decl.name
        decl.name = later + colon + signature
        out.append(
            Diagnostic(
                W,
                "datafusion-early-function-name",
                f"extensions[{i}].extension_function.name",
                f"DataFusion's early name {old!r} is the {later!r} its later releases declare",
            )
        )
    return out


def _datafusion_double_date_part_era(origin: PlanOrigin) -> bool:
    """DataFusion 43 and earlier (spec 0.58 and before): ``date_part`` gives a double."""
    return _datafusion_through(origin, (0, 58, 99))


def _datafusion_date_part_double(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """Calls of ``date_part`` without an output type get DataFusion's, a double (the seconds with their
    fraction)."""
    out: list[Diagnostic] = []
    for fn, path in _calls_named(plan, "date_part"):
        if fn.output_type.WhichOneof("kind") is not None:
            continue
        fn.output_type.fp64.nullability = Type.NULLABILITY_NULLABLE
        out.append(
            Diagnostic(
                W,
                "datafusion-date-part-double",
                str(path.child("output_type")),
                "DataFusion 43 and earlier give date_part as a double (seconds with their fraction)",
            )
        )
    return out


#: DataFusion's own names of standard functions (same meaning, as DataFusion 40 evaluates them).
_DATAFUSION_NAMES = {
    "character_length": "char_length",
    "isnan": "is_nan",
    "approx_distinct": "approx_count_distinct",
}


def _datafusion_names(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """Functions declared by DataFusion's own name get the standard name and the file defining it."""
    from substrait_py._catalog import FunctionCatalog
    from substrait_py.extensions import split_compound_name

    catalog = FunctionCatalog.shared()
    anchor_of = {u.urn: u.extension_urn_anchor for u in plan.extension_urns}
    out: list[Diagnostic] = []
    for i, ext in enumerate(plan.extensions):
        if ext.WhichOneof("mapping_type") != "extension_function":
            continue
        decl = ext.extension_function
        base, _ = split_compound_name(decl.name)
        standard = _DATAFUSION_NAMES.get(base)
        if standard is None:
            continue
        candidates = [u for u in catalog.urns_defining(standard) if _defines(catalog, u, standard)]
        if not candidates:
            continue
        urn = _pick_file(candidates, standard)
        if urn not in anchor_of:
            anchor_of[urn] = _free_urn_anchor(plan)
            plan.extension_urns.add(extension_urn_anchor=anchor_of[urn], urn=urn)
        old = decl.name
        decl.name = standard
        decl.extension_urn_reference = anchor_of[urn]
        out.append(
            Diagnostic(
                W,
                "datafusion-function-name",
                f"extensions[{i}].extension_function",
                f"DataFusion's {old!r} is the standard {standard!r} ({urn})",
            )
        )
    return out


#: DataFusion 42's and earlier user-defined interval types, by the name it declares them under (its
#: literals hold Arrow's interval bytes, little-endian).
_DATAFUSION_INTERVAL_TYPES = ("interval-month-day-nano", "interval-day-time", "interval-year-month")
#: DataFusion 40 and earlier declare no extension type for them: a type refers to the fixed anchor of its
#: kind, and a literal names its kind again in its value's type URL (and repeats the anchor as its type
#: variation).
_DATAFUSION_40_INTERVAL_ANCHORS = {
    1: "interval-year-month",
    2: "interval-day-time",
    3: "interval-month-day-nano",
}


def _datafusion_interval_literals(
    plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]
) -> list[Diagnostic]:
    """Literals of DataFusion's user-defined interval types become the spec's interval literals, and the
    types themselves the spec's interval types (a month-day-nanosecond interval is a compound interval
    of precision 9, a day-time one an ``interval_day`` of milliseconds, a year-month one an
    ``interval_year``). The types are those the plan declares by DataFusion's names, and (DataFusion 40
    and earlier) the fixed anchors of those kinds that the plan does not declare."""
    declared_types = {
        e.extension_type.type_anchor: e.extension_type.name
        for e in plan.extensions
        if e.WhichOneof("mapping_type") == "extension_type"
    }
    kinds = {a: name for a, name in declared_types.items() if name in _DATAFUSION_INTERVAL_TYPES}
    undeclared = {a: name for a, name in _DATAFUSION_40_INTERVAL_ANCHORS.items() if a not in declared_types}
    out: list[Diagnostic] = []
    for msg, path in walk_messages(plan):  # one walk: literals and types alike
        name = msg.DESCRIPTOR.full_name
        if name == "substrait.Expression.Literal" and msg.WhichOneof("literal_type") == "user_defined":
            kind = _datafusion_interval_literal(msg, kinds, undeclared)
            what = "literal is the spec's interval literal of the same value"
        elif name == "substrait.Type" and msg.WhichOneof("kind") == "user_defined":
            kind = _datafusion_interval_type(msg, {**undeclared, **kinds})
            what = "type is the spec's"
        else:
            continue
        if kind is not None:
            out.append(Diagnostic(W, "datafusion-interval-literal", str(path), f"DataFusion's {kind} {what}"))
    return out


def _datafusion_interval_literal(
    lit: Any, kinds: Mapping[int, str], undeclared: Mapping[int, str] | None = None
) -> str | None:
    """Rewrite a literal of one of DataFusion's interval types (``kinds``: declared, by type anchor;
    ``undeclared``: DataFusion 40's fixed anchors, which the value's type URL must name) in place; the
    type's name, or None when it is none of them (or its bytes are not such an interval's)."""
    udt = lit.user_defined
    data = udt.value.value if udt.HasField("value") else b""
    anchor = udt.type_reference
    kind = kinds.get(anchor)
    legacy = kind is None and (undeclared or {}).get(anchor) == udt.value.type_url
    if legacy:
        kind = udt.value.type_url
    if kind is None or len(data) != {"interval-month-day-nano": 16, "interval-day-time": 8}.get(kind, 4):
        return None
    nullable = lit.nullable
    lit.ClearField("user_defined")
    lit.nullable = nullable
    if legacy and lit.type_variation_reference == anchor:
        lit.type_variation_reference = 0  # DataFusion 40's repetition of the type's anchor
    if kind == "interval-month-day-nano":
        months, days, nanos = struct.unpack("<iiq", data)
        compound = lit.interval_compound
        compound.interval_year_to_month.months = months
        dts = compound.interval_day_to_second
        dts.days, dts.seconds, dts.subseconds, dts.precision = days, nanos // 10**9, nanos % 10**9, 9
    elif kind == "interval-day-time":
        days, millis = struct.unpack("<ii", data)
        dts = lit.interval_day_to_second
        dts.days, dts.seconds, dts.subseconds, dts.precision = days, millis // 1000, millis % 1000, 3
    else:
        (months,) = struct.unpack("<i", data)
        lit.interval_year_to_month.months = months
    return kind


def _datafusion_interval_type(t: Type, kinds: Mapping[int, str]) -> str | None:
    """Rewrite a type that is one of DataFusion's interval types in place; its name, or None."""
    kind = kinds.get(t.user_defined.type_reference)
    if kind is None:
        return None
    nullability = t.user_defined.nullability
    t.ClearField("user_defined")
    if kind == "interval-month-day-nano":
        t.interval_compound.precision, t.interval_compound.nullability = 9, nullability
    elif kind == "interval-day-time":
        t.interval_day.precision, t.interval_day.nullability = 3, nullability
    else:
        t.interval_year.nullability = nullability
    return kind


def _i32_parameters(catalog: Any, name: str, arity: int) -> set[int]:
    """Positions at which every standard overload of ``name`` with ``arity`` arguments takes an ``i32``."""
    positions: set[int] | None = None
    for urn in catalog.urns_defining(name):
        for fn in catalog._parsed(urn).get("scalar_functions") or ():
            if fn.get("name") != name:
                continue
            for impl in fn.get("impls") or ():
                args = impl.get("args") or []
                if len(args) != arity:
                    continue
                here = {j for j, a in enumerate(args) if str(a.get("value", "")).rstrip("?") == "i32"}
                positions = here if positions is None else positions & here
    return positions or set()


def _integer_literal_width(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``i64`` literals where every overload takes an ``i32`` become ``i32`` literals (when they fit)."""
    from substrait_py._catalog import FunctionCatalog

    catalog = FunctionCatalog.shared()
    names = _declared_names(plan)
    out: list[Diagnostic] = []
    for fn, path in messages_of_type(plan, "substrait.Expression.ScalarFunction"):
        name = names.get(fn.function_reference)
        if name is None:
            continue
        positions = _i32_parameters(catalog, name, len(fn.arguments))
        for j in sorted(positions):
            arg = fn.arguments[j]
            if arg.WhichOneof("arg_type") != "value" or arg.value.WhichOneof("rex_type") != "literal":
                continue
            lit = arg.value.literal
            if lit.WhichOneof("literal_type") != "i64" or not -(2**31) <= lit.i64 < 2**31:
                continue
            value = lit.i64
            lit.i32 = value
            out.append(
                Diagnostic(
                    W,
                    "integer-literal-width",
                    f"{path}.arguments[{j}].value.literal",
                    f"{name}: the i64 literal {value} is passed where the function takes an i32; read as i32",
                )
            )
    return out


_SIGNATURE_TYPES = {
    "i8": "i8",
    "i16": "i16",
    "i32": "i32",
    "i64": "i64",
    "fp32": "fp32",
    "fp64": "fp64",
    "bool": "bool",
    "boolean": "bool",
    "str": "string",
    "string": "string",
    "date": "date",
}


#: DuckDB's functions that give NULL for a zero divisor, and the spec option that says so.
_ZERO_DIVISOR_OPTION = {"divide": "on_division_by_zero", "modulus": "on_domain_error"}
#: The spec version DuckDB 1.1 writes: from it, DuckDB divides doubles by zero as IEEE 754 does.
_DUCKDB_IEEE_DIVISION = (0, 53, 0)


def _division_by_zero_null(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """DuckDB's ``divide`` and ``modulus`` made explicit: a zero divisor gives NULL. From DuckDB 1.1 (spec
    0.53) its division of floating-point numbers (every ``/`` of DuckDB's SQL) is IEEE's and keeps the
    spec's default; DuckDB 1.0's is NULL too."""
    out: list[Diagnostic] = []
    full_names = {
        e.extension_function.function_anchor: e.extension_function.name
        for e in plan.extensions
        if e.WhichOneof("mapping_type") == "extension_function"
    }
    for fn, path in messages_of_type(plan, "substrait.Expression.ScalarFunction"):
        name, _, signature = full_names.get(fn.function_reference, "").partition(":")
        option = _ZERO_DIVISOR_OPTION.get(name)
        if option is None or any(o.name == option for o in fn.options):
            continue
        declared = fn.output_type.WhichOneof("kind")
        floating = declared in typesys.FLOAT_KINDS or (declared is None and signature.startswith("fp"))
        if floating and not origin.spec_before(_DUCKDB_IEEE_DIVISION):
            continue
        fn.options.add(name=option, preference=["NULL"])
        out.append(
            Diagnostic(
                W,
                "division-by-zero-null",
                str(path),
                f"DuckDB gives NULL for a zero divisor: {option}=NULL made explicit",
            )
        )
    return out


def _untyped_nulls(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """A null literal whose type is unset gets a type: the type it is cast to, or, as a function
    argument, the simple type the function's compound name gives that position (``is_not_distinct_from:
    i64_i64``)."""
    out: list[Diagnostic] = []
    names = {
        e.extension_function.function_anchor: e.extension_function.name
        for e in plan.extensions
        if e.WhichOneof("mapping_type") == "extension_function"
    }
    for fn, path in messages_of_type(plan, "substrait.Expression.ScalarFunction"):
        _base, _, signature = names.get(fn.function_reference, "").partition(":")
        kinds = signature.split("_") if signature else []
        for i, arg in enumerate(fn.arguments):
            lit = arg.value.literal if arg.WhichOneof("arg_type") == "value" else None
            if lit is None or arg.value.WhichOneof("rex_type") != "literal":
                continue
            if lit.WhichOneof("literal_type") != "null" or lit.null.WhichOneof("kind") is not None:
                continue
            kind = _SIGNATURE_TYPES.get(kinds[i]) if i < len(kinds) else None
            if kind is None:
                continue
            getattr(lit.null, kind).nullability = Type.NULLABILITY_NULLABLE
            out.append(
                Diagnostic(
                    W,
                    "untyped-null-literal",
                    f"{path}.arguments[{i}].value.literal",
                    f"a null literal without a type as argument {i + 1} of {names[fn.function_reference]}: "
                    f"typed as {kind}?",
                )
            )
    for cast, path in messages_of_type(plan, "substrait.Expression.Cast"):
        inner = cast.input
        if inner.WhichOneof("rex_type") != "literal" or inner.literal.WhichOneof("literal_type") != "null":
            continue
        if inner.literal.null.WhichOneof("kind") is not None or cast.type.WhichOneof("kind") is None:
            continue
        inner.literal.null.CopyFrom(typesys.make_nullable(cast.type))
        out.append(
            Diagnostic(
                W,
                "untyped-null-literal",
                f"{path}.input.literal",
                f"a null literal without a type, cast to {typesys.type_str(cast.type)}: typed as "
                f"{typesys.type_str(inner.literal.null)}",
            )
        )
    out += _nulls_typed_by_siblings(plan)
    return out


def _nulls_typed_by_siblings(plan: Plan) -> list[Diagnostic]:
    """Null literals of no type still left: as a function argument, the type its other value arguments
    all have (``concat(s, NULL, g)``); as an option of ``x IN (...)``, the type of ``x``."""
    out: list[Diagnostic] = []
    literals = messages_of_type(plan, "substrait.Expression.Literal")
    if not any(
        lit.WhichOneof("literal_type") == "null" and not lit.null.WhichOneof("kind") for lit, _ in literals
    ):
        return out
    for message, path, type_of in _typed_walk(plan, _CALLS | _IN_LISTS):
        if message.DESCRIPTOR.full_name == "substrait.Expression.SingularOrList":
            holes = [(o, path.child("options").index(i)) for i, o in enumerate(message.options)]
            known: list[Type] = [type_of(message.value)] if _typed(message.value) else []
        else:
            values = [(i, a.value) for i, a in enumerate(message.arguments) if a.HasField("value")]
            holes = [(v, path.child("arguments").index(i).child("value")) for i, v in values]
            known = [type_of(v) for _, v in values if _typed(v)]
        holes = [(e, p) for e, p in holes if _is_untyped_null(e)]
        known = [t for t in known if t is not None]
        if not holes or not known:
            continue
        plain = {typesys.with_nullability(t, False).SerializeToString(deterministic=True) for t in known}
        if len(plain) != 1:
            continue  # the other values disagree: which type the null has cannot be told
        for e, p in holes:
            e.literal.null.CopyFrom(typesys.make_nullable(known[0]))
            out.append(
                Diagnostic(
                    W,
                    "untyped-null-literal",
                    f"{p}.literal",
                    f"a null literal without a type beside values of type {typesys.type_str(known[0])}: "
                    f"typed as {typesys.type_str(e.literal.null)}",
                )
            )
    return out


def _typed(e: Any) -> bool:
    """Whether expression ``e`` is not an untyped null (whose type cannot be derived)."""
    return not _is_untyped_null(e)


def _set_column_nulls(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """A null literal of no type that a projection puts in a column of a set operation's input gets that
    column's type in the set's other inputs (DuckDB's ``SELECT NULL AS c ... UNION ALL ...``). Runs after
    the projection upgrades, so that the projection's output positions are those its producer meant."""
    from substrait_py.schema import SchemaDeriver

    out: list[Diagnostic] = []
    # inner sets first: an outer set's input may be a set whose column is such a null
    for setrel, path in reversed(messages_of_type(plan, "substrait.SetRel")):
        for i, branch in enumerate(setrel.inputs):
            if branch.WhichOneof("rel_type") != "project":
                continue
            project = branch.project
            untyped = {j for j, e in enumerate(project.expressions) if _is_untyped_null(e)}
            if not untyped:
                continue
            deriver = SchemaDeriver(plan)  # fresh: the nulls typed so far change what it derives
            try:
                width = len(deriver.rel_fields(project.input))
            except SubstraitPyError:
                continue
            if project.common.HasField("emit"):
                mapping = list(project.common.emit.output_mapping)
            else:
                mapping = list(range(width + len(project.expressions)))
            for column, position in enumerate(mapping):
                j = position - width
                if j not in untyped:
                    continue
                found = _column_type_elsewhere(deriver, setrel, i, column)
                if found is None:
                    continue
                project.expressions[j].literal.null.CopyFrom(typesys.make_nullable(found))
                untyped.discard(j)
                out.append(
                    Diagnostic(
                        W,
                        "untyped-null-set-column",
                        f"{path}.inputs[{i}].project.expressions[{j}].literal",
                        f"a null literal without a type as column {column} of set input {i}: typed as "
                        f"{typesys.type_str(typesys.make_nullable(found))}, the column's type in the other "
                        "inputs",
                    )
                )
    return out


def _acero(origin: PlanOrigin) -> bool:
    return origin.producer == "acero"


def _acero_output_name_count(t: Type) -> int:
    """How many names Acero writes for the fields nested in an output of type ``t``: Arrow's fields, a
    list's ``item`` and a map's ``entries``, ``key`` and ``value`` among them."""
    kind = t.WhichOneof("kind")
    if kind == "struct":
        return sum(1 + _acero_output_name_count(x) for x in t.struct.types)
    if kind == "list":
        return 1 + _acero_output_name_count(t.list.type)
    if kind == "map":
        return 3 + _acero_output_name_count(t.map.key) + _acero_output_name_count(t.map.value)
    return 0


def _from_acero_output_order(t: Type, names: Iterator[str]) -> list[str]:
    """The spec's names of the fields nested in ``t`` (each before its own children), read from Acero's
    order (each field's children before the field, Arrow's list and map fields among them)."""
    kind = t.WhichOneof("kind")
    if kind == "struct":
        out: list[str] = []
        for field_type in t.struct.types:
            inner = _from_acero_output_order(field_type, names)
            out += [next(names), *inner]
        return out
    if kind == "list":
        inner = _from_acero_output_order(t.list.type, names)
        next(names)  # Arrow's list element field, "item"
        return inner
    if kind == "map":
        keys = _from_acero_output_order(t.map.key, names)
        next(names)  # "key"
        values = _from_acero_output_order(t.map.value, names)
        next(names)  # "value"
        next(names)  # "entries"
        return keys + values
    return []


def _acero_schema_name_count(t: Type) -> int:
    """How many names Acero writes in a base schema for the fields nested in ``t`` (none inside lists and
    maps)."""
    if t.WhichOneof("kind") == "struct":
        return sum(1 + _acero_schema_name_count(x) for x in t.struct.types)
    return 0


def _schema_names_completed(t: Type, names: Iterator[str], *, named: bool) -> list[str]:
    """The spec's names of the fields nested in ``t``, taken from ``names`` where Acero wrote them
    (``named``: outside lists and maps), else Spark's names for unnamed struct fields (``col1``, ...)."""
    kind = t.WhichOneof("kind")
    if kind == "struct":
        out: list[str] = []
        for i, field_type in enumerate(t.struct.types):
            out.append(next(names) if named else f"col{i + 1}")
            out += _schema_names_completed(field_type, names, named=named)
        return out
    if kind == "list":
        return _schema_names_completed(t.list.type, names, named=False)
    if kind == "map":
        return _schema_names_completed(t.map.key, names, named=False) + _schema_names_completed(
            t.map.value, names, named=False
        )
    return []


def _acero_nested_names(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """Acero's names of nested fields, in the spec's order: base schemas gain names for the struct fields
    inside lists and maps (which Acero leaves out), and roots' names are read from Acero's children-first
    order. A list of names whose count does not fit Acero's way is left as it is."""
    from substrait_py.schema import SchemaDeriver

    out: list[Diagnostic] = []
    for read, path in messages_of_type(plan, "substrait.ReadRel"):
        schema = read.base_schema
        types = list(schema.struct.types)
        have = len(schema.names)
        if have != sum(1 + _acero_schema_name_count(t) for t in types):
            continue
        if have == sum(typesys.names_consumed(t) for t in types):
            continue
        given = iter(list(schema.names))
        completed: list[str] = []
        for t in types:
            completed += [next(given), *_schema_names_completed(t, given, named=True)]
        del schema.names[:]
        schema.names.extend(completed)
        out.append(
            Diagnostic(
                W,
                "acero-nested-names",
                f"{path}.base_schema.names",
                "the base schema names no struct field inside a list or map: they are named col1, col2, ... "
                "(names the output never shows)",
            )
        )
    deriver = SchemaDeriver(plan)
    for i, prel in enumerate(plan.relations):
        if prel.WhichOneof("rel_type") != "root" or not prel.root.names:
            continue
        try:
            fields = [f.type for f in deriver.rel_fields(prel.root.input)]
        except SubstraitPyError:
            continue
        written = list(prel.root.names)
        if len(written) != sum(1 + _acero_output_name_count(t) for t in fields):
            continue
        given = iter(written)
        spec_order: list[str] = []
        for t in fields:
            inner = _from_acero_output_order(t, given)
            spec_order += [next(given), *inner]
        if spec_order == written:
            continue
        del prel.root.names[:]
        prel.root.names.extend(spec_order)
        out.append(
            Diagnostic(
                W,
                "acero-nested-names",
                f"relations[{i}].root.names",
                "the names of nested fields, written each after its own fields with Arrow's list and map "
                "fields among them, read in the spec's order (each before its fields)",
            )
        )
    return out


def _unbounded_varchars(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``varchar`` types without a length (length 0, which no value but the empty string fits) become
    ``string`` of the same nullability and variation: what DuckDB, whose own plans write them, reads."""
    out: list[Diagnostic] = []
    for t, path in messages_of_type(plan, "substrait.Type"):
        if t.WhichOneof("kind") != "varchar" or t.varchar.length:
            continue
        nullability, variation = t.varchar.nullability, t.varchar.type_variation_reference
        t.string.nullability = nullability  # replaces the oneof's varchar
        t.string.type_variation_reference = variation
        out.append(
            Diagnostic(W, "varchar-without-length", str(path), "a varchar without a length: read as string")
        )
    return out


def _is_untyped_null(e: Any) -> bool:
    return (
        e.WhichOneof("rex_type") == "literal"
        and e.literal.WhichOneof("literal_type") == "null"
        and e.literal.null.WhichOneof("kind") is None
    )


def _column_type_elsewhere(deriver: Any, setrel: Any, skip: int, column: int) -> Type | None:
    """The type of output ``column`` of the first input of ``setrel`` other than ``skip`` that has it
    wholly typed; None when none has."""
    from substrait_py.literal_checks import has_unset_kind

    for k, other in enumerate(setrel.inputs):
        if k == skip:
            continue
        try:
            fields = deriver.rel_fields(other)
        except SubstraitPyError:
            continue
        if column < len(fields) and not has_unset_kind(fields[column].type):
            found: Type = fields[column].type
            return found
    return None


def _ibis(origin: PlanOrigin) -> bool:
    return origin.producer == "ibis-substrait"


def _ibis_groupings(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """An aggregate of several groupings becomes one grouping of all their keys, in order: ibis has no
    grouping sets, so several groupings are one group-by written one grouping per key."""
    out: list[Diagnostic] = []
    for agg, path in messages_of_type(plan, "substrait.AggregateRel"):
        if len(agg.groupings) < 2:
            continue
        keys: list[int] = []
        for g in agg.groupings:
            keys.extend(r for r in g.expression_references if r not in keys)
        count = len(agg.groupings)
        del agg.groupings[:]
        agg.groupings.add().expression_references.extend(keys)
        out.append(
            Diagnostic(
                W,
                "ibis-grouping-per-key",
                f"{path}.groupings",
                f"ibis-substrait writes the keys of one group-by as {count} groupings (grouping sets): "
                f"read as one grouping of all {len(keys)} keys",
            )
        )
    return out


def _ibis_project_emits(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """A projection whose emit is a run of as many consecutive positions as it has expressions, starting
    elsewhere than at its input's width, emits its expressions: ibis-substrait emits exactly the
    expressions of every projection, and counts the input's width wrong above a join of a table with
    itself or with a relation made from it (releases up to 3.2)."""
    widths = _Widths(plan)
    out: list[Diagnostic] = []
    for project, path in messages_of_type(plan, "substrait.ProjectRel"):
        mapping = list(project.common.emit.output_mapping)
        count = len(project.expressions)
        if not count or len(mapping) != count or mapping != list(range(mapping[0], mapping[0] + count)):
            continue
        try:
            width = widths.width(project.input)
        except InvalidPlanError:
            continue
        if mapping[0] == width:
            continue
        project.common.emit.ClearField("output_mapping")
        project.common.emit.output_mapping.extend(range(width, width + count))
        out.append(
            Diagnostic(
                W,
                "ibis-project-emit-offset",
                f"{path}.common.emit.output_mapping",
                f"ibis-substrait counts the projection's input as {mapping[0]} fields (it has {width}): "
                f"its emit of positions {mapping[0]} to {mapping[-1]} read as its {count} expressions",
            )
        )
    return out


#: The URN the loader gives the empty extension URI of ibis-substrait before 2.29.
_UNNAMED_URN = legacy.LEGACY_URN_PREFIX + "unnamed"
#: ibis-substrait's own names for standard functions (before 2.29).
_IBIS_NAMES = {"mean": "avg", "countdistinct": "count"}


def _ibis_unnamed_extension(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """Functions declared under the empty extension URI are declared by name alone (read as the standard
    extensions' functions of that name, as for DataFusion's), ``mean`` as ``avg`` and ``countdistinct`` as
    a DISTINCT ``count``."""
    from substrait.algebra_pb2 import AggregateFunction

    unnamed = {u.extension_urn_anchor for u in plan.extension_urns if u.urn == _UNNAMED_URN}
    if not unnamed:
        return []
    out: list[Diagnostic] = []
    distinct: set[int] = set()
    for i, ext in enumerate(plan.extensions):
        if ext.WhichOneof("mapping_type") != "extension_function":
            continue
        decl = ext.extension_function
        if decl.extension_urn_reference not in unnamed:
            continue
        decl.extension_urn_reference = 0
        renamed = _IBIS_NAMES.get(decl.name)
        note = ""
        if renamed is not None:
            note = f", read as {renamed}" + (" DISTINCT" if decl.name == "countdistinct" else "")
            if decl.name == "countdistinct":
                distinct.add(decl.function_anchor)
            decl.name = renamed
        out.append(
            Diagnostic(
                W,
                "ibis-unnamed-extension",
                f"extensions[{i}].extension_function",
                f"{decl.name!r} is declared under an empty extension URI: read by its name alone{note}",
            )
        )
    for fn, _path in messages_of_type(plan, "substrait.AggregateFunction"):
        if fn.function_reference in distinct:
            fn.invocation = AggregateFunction.AGGREGATION_INVOCATION_DISTINCT
    kept = [u for u in plan.extension_urns if u.extension_urn_anchor not in unnamed]
    del plan.extension_urns[:]
    plan.extension_urns.extend(kept)
    return out


def _enum_messages(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """An enum argument holding the encoding of the old ``FunctionArgument.Enum`` message (its field 1,
    ``specified``, a string) becomes that string."""
    out: list[Diagnostic] = []
    for arg, path in messages_of_type(plan, "substrait.FunctionArgument"):
        if arg.WhichOneof("arg_type") != "enum":
            continue
        raw = arg.enum.encode("utf-8", "surrogateescape")
        if len(raw) < 2 or raw[0] != 0x0A or raw[1] != len(raw) - 2:
            continue
        text = raw[2:].decode("utf-8", "replace")
        arg.enum = text
        out.append(
            Diagnostic(
                W,
                "legacy-enum-argument",
                f"{path}.enum",
                f"an enum argument written as the old Enum message (field 'specified'): read as {text!r}",
            )
        )
    return out


_INT_MAX = {
    kind: 2 ** (bits - 1) - 1 for kind, bits in zip(typesys.INTEGER_KINDS, (8, 16, 32, 64), strict=True)
}


def _ibis_substring_start(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``substring``'s start, which ibis-substrait passes on as ibis's 0-based position, becomes the
    spec's 1-based one: an integer literal ``n >= 0`` (or such a literal cast to an integer type) becomes
    ``n + 1`` of the same type; any other start is refused (it cannot be rewritten without a function
    the plan does not declare)."""
    names = _declared_names(plan)
    if "substring" not in names.values():
        return []
    out: list[Diagnostic] = []
    for fn, path in messages_of_type(plan, "substrait.Expression.ScalarFunction"):
        if names.get(fn.function_reference) != "substring" or len(fn.arguments) < 2:
            continue
        where = f"{path}.arguments[1].value"
        start = fn.arguments[1].value
        holder = start.cast.input if start.WhichOneof("rex_type") == "cast" else start
        literal = holder.literal
        kind = literal.WhichOneof("literal_type") if holder.WhichOneof("rex_type") == "literal" else None
        value = getattr(literal, kind) if kind in _INT_MAX else None
        if value is None or value < 0 or value + 1 > _INT_MAX[str(kind)]:
            out.append(
                Diagnostic(
                    E,
                    "ibis-substring-start",
                    where,
                    "ibis-substrait writes ibis's 0-based start of a substring; only a literal start of 0 "
                    "or more can be read as the spec's 1-based one",
                )
            )
            continue
        setattr(literal, str(kind), value + 1)
        out.append(
            Diagnostic(
                W,
                "ibis-substring-start",
                where,
                f"ibis-substrait writes ibis's 0-based start {value}: read as the 1-based start {value + 1}",
            )
        )
    return out


_CALLS = frozenset(
    {
        "substrait.Expression.ScalarFunction",
        "substrait.AggregateFunction",
        "substrait.Expression.WindowFunction",
    }
)
_CASTS = frozenset({"substrait.Expression.Cast"})
_IN_LISTS = frozenset({"substrait.Expression.SingularOrList"})


def _calls_innermost_first(
    message: Any, path: PlanPath, kinds: frozenset[str] = _CALLS
) -> Iterator[tuple[Any, PlanPath]]:
    """The function calls (or other messages of ``kinds``) inside an expression (or an aggregate's
    measure) with their paths, each after those in its arguments; subqueries are not entered (their
    relations are visited on their own)."""
    for fd, value in message.ListFields():
        if fd.message_type is None or fd.message_type.full_name == "substrait.Rel":
            continue
        if fd.is_repeated:
            for i, item in enumerate(value):
                yield from _calls_innermost_first(item, path.child(fd.name).index(i), kinds)
        else:
            yield from _calls_innermost_first(value, path.child(fd.name), kinds)
    if message.DESCRIPTOR.full_name in kinds:
        yield message, path


def _expression_holders(rel: Rel, path: PlanPath) -> tuple[list[Rel], list[tuple[Any, PlanPath]]]:
    """The inputs whose row ``rel``'s expressions see, and those expressions (measures and their filters
    included) with their paths. A read's filters see no input but the read's base schema
    (:func:`_holder_fields`)."""
    kind = rel.WhichOneof("rel_type")
    if kind not in ("project", "filter", "sort", "aggregate", "join", "read"):
        return [], []
    node = getattr(rel, kind)
    here = path.child(kind)
    if kind == "read":
        return [], [
            (getattr(node, attr), here.child(attr))
            for attr in ("filter", "best_effort_filter")
            if node.HasField(attr)
        ]
    if kind == "project":
        return [node.input], [(e, here.child("expressions").index(i)) for i, e in enumerate(node.expressions)]
    if kind == "filter":
        return [node.input], [(node.condition, here.child("condition"))]
    if kind == "sort":
        return [node.input], [
            (s.expr, here.child("sorts").index(i).child("expr")) for i, s in enumerate(node.sorts)
        ]
    if kind == "aggregate":
        keys = [
            (e, here.child("grouping_expressions").index(i)) for i, e in enumerate(node.grouping_expressions)
        ]
        measures = [
            (m.measure, here.child("measures").index(i).child("measure")) for i, m in enumerate(node.measures)
        ]
        filters = [
            (m.filter, here.child("measures").index(i).child("filter"))
            for i, m in enumerate(node.measures)
            if m.HasField("filter")
        ]
        return [node.input], keys + measures + filters
    joined = [
        (node.expression, here.child("expression")),
        (node.post_join_filter, here.child("post_join_filter")),
    ]
    return [node.left, node.right], [(e, p) for e, p in joined if e.ByteSize()]


def _holder_fields(deriver: Any, rel: Rel, inputs: Sequence[Rel]) -> list[Any]:
    """The fields the expressions of ``rel`` (:func:`_expression_holders`) see: its inputs' fields, or a
    read's base schema."""
    if rel.WhichOneof("rel_type") == "read":
        from substrait.utils import type_num_names

        from substrait_py.schema import LogicalField

        schema = rel.read.base_schema
        types = list(schema.struct.types)
        if len(schema.names) != sum(type_num_names(t) for t in types):
            # malformed: the validator names it; the read's expressions are left as they are
            raise InvalidPlanError("base_schema names do not match its types", code="named-struct-names")
        return [LogicalField(None, "", t) for t in types]
    return [f for r in inputs for f in deriver.rel_fields(r)]


def _argument_type(deriver: Any, arg: Any, fields: Sequence[Any]) -> Type | str:
    """The type of a value argument (a call's or a cast's own declared type without deriving it again,
    so a walk of nested calls stays linear), an enum argument's text, a type argument's type."""
    if arg.HasField("value"):
        value = arg.value
        kind = value.WhichOneof("rex_type")
        if kind in ("scalar_function", "window_function"):
            declared: Type = getattr(value, kind).output_type
            if declared.WhichOneof("kind") is not None:
                return declared
        if kind == "cast" and value.cast.type.WhichOneof("kind") is not None:
            cast_type: Type = value.cast.type
            return cast_type
        derived: Type = deriver.expression_type(value, fields)
        return derived
    if arg.HasField("type"):
        argument_type: Type = arg.type
        return argument_type
    return str(arg.enum)


def _typed_calls(plan: Plan) -> Iterator[tuple[Any, PlanPath, Any, list[Type | str]]]:
    """Every function call of the plan's relations (subqueries included) with its path, its declaration
    and its arguments' types (:func:`_argument_type`), calls innermost first and relations bottom up. The
    types are derived when a call is reached, so what the caller rewrote in an inner call or a lower
    relation is seen; a call whose declaration or types cannot be had is skipped."""
    from substrait_py.extensions import index_extensions
    from substrait_py.schema import SchemaDeriver

    functions = index_extensions(plan).functions
    # One deriver, memoised per relation: relations are visited bottom up, so a relation's fields are
    # derived (when the relation above asks for them) after its own calls were rewritten; each relation
    # is derived once, and the walk stays linear in the plan's size.
    deriver = SchemaDeriver(plan)
    for rel, path in _rels_bottom_up(plan):
        inputs, expressions = _expression_holders(rel, path)
        if not expressions:
            continue
        try:
            fields = _holder_fields(deriver, rel, inputs)
        except SubstraitPyError:
            continue
        for expression, where in expressions:
            for call, call_path in _calls_innermost_first(expression, where):
                decl = functions.get(call.function_reference)
                if decl is None:
                    continue
                try:
                    signature = [_argument_type(deriver, a, fields) for a in call.arguments]
                except SubstraitPyError:
                    continue
                yield call, call_path, decl, signature


def _typed_casts(plan: Plan) -> Iterator[tuple[Any, PlanPath, Type]]:
    """Every cast of the plan's relations (subqueries included) with its path and its input's type,
    innermost first and relations bottom up; a cast whose input cannot be typed is skipped."""
    for cast, path, type_of in _typed_walk(plan, _CASTS):
        input_type = type_of(cast.input)
        if input_type is not None:
            yield cast, path, input_type


def _typed_walk(
    plan: Plan, kinds: frozenset[str]
) -> Iterator[tuple[Any, PlanPath, Callable[[Any], Type | None]]]:
    """Every message of ``kinds`` in the plan's relations' expressions (subqueries included), innermost
    first and relations bottom up, with its path and a function that derives the type of an expression
    beside it (None where it cannot be derived)."""
    from substrait_py.schema import SchemaDeriver

    deriver = SchemaDeriver(plan)  # one for the walk, as in _typed_calls
    for rel, path in _rels_bottom_up(plan):
        inputs, expressions = _expression_holders(rel, path)
        if not expressions:
            continue
        try:
            fields = _holder_fields(deriver, rel, inputs)
        except SubstraitPyError:
            continue

        def type_of(e: Any, fields: list[Any] = fields) -> Type | None:
            try:
                derived: Type = deriver.expression_type(e, fields)
            except SubstraitPyError:
                return None
            return derived

        for expression, where in expressions:
            for message, message_path in _calls_innermost_first(expression, where, kinds):
                yield message, message_path, type_of


def _ibis_decimal_results(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """A decimal result declared with other parameters than the extension YAML derives gets the YAML's
    (the declared nullability kept); each derivation sees its arguments' corrected types."""
    from substrait_py._catalog import FunctionCatalog

    catalog = FunctionCatalog.shared()
    out: list[Diagnostic] = []
    for call, call_path, decl, signature in _typed_calls(plan):
        declared = call.output_type
        if declared.WhichOneof("kind") != "decimal":
            continue
        try:
            found = catalog.lookup(decl.urn, decl.base_name, signature)
        except SubstraitPyError:
            continue
        derived = found.return_type if found.status == "ok" else None
        if not isinstance(derived, Type) or derived.WhichOneof("kind") != "decimal":
            continue
        if (derived.decimal.precision, derived.decimal.scale) == (
            declared.decimal.precision,
            declared.decimal.scale,
        ):
            continue
        before = typesys.type_str(declared)
        declared.decimal.precision = derived.decimal.precision
        declared.decimal.scale = derived.decimal.scale
        out.append(
            Diagnostic(
                W,
                "ibis-decimal-result",
                str(call_path.child("output_type")),
                f"{decl.base_name} declared {before}, ibis' own type for it: read as the "
                f"extension's {typesys.type_str(declared)} (ibis computes the exact result)",
            )
        )
    return out


_EXACT_KINDS = frozenset({*typesys.INTEGER_KINDS, "decimal"})
_FLOAT_KINDS = frozenset(typesys.FLOAT_KINDS)
_ARITHMETIC = frozenset({"add", "subtract", "multiply", "divide", "modulus", "power"})
_ARITHMETIC_URN = "extension:io.substrait:functions_arithmetic"


def _cast_argument(call: Any, index: int, kind: str, nullable: bool) -> None:
    """Wrap value argument ``index`` of ``call`` in a cast to the simple type ``kind``."""
    cast = Expression()
    cast.cast.type.CopyFrom(typesys.simple(kind, nullable=nullable))
    cast.cast.input.CopyFrom(call.arguments[index].value)
    call.arguments[index].value.CopyFrom(cast)


def _redeclared(plan: Plan, urn: str, name: str, kept: dict[tuple[str, str], int]) -> int:
    """The anchor of function ``name`` under ``urn``, declared (with the URN) when the plan lacks it."""
    key = (urn, name)
    if key in kept:
        return kept[key]
    urn_anchor = next((u.extension_urn_anchor for u in plan.extension_urns if u.urn == urn), None)
    if urn_anchor is None:
        urn_anchor = _free_urn_anchor(plan)
        plan.extension_urns.add(extension_urn_anchor=urn_anchor, urn=urn)
    kept[key] = _new_declaration(plan, urn_anchor, name)
    return kept[key]


def _new_declaration(plan: Plan, urn_anchor: int, name: str) -> int:
    """Declare function ``name`` under URN anchor ``urn_anchor`` at a fresh function anchor; the anchor."""
    anchors = [
        e.extension_function.function_anchor for e in plan.extensions if e.HasField("extension_function")
    ]
    declared = plan.extensions.add().extension_function
    declared.function_anchor = max(anchors, default=0) + 1
    declared.extension_urn_reference = urn_anchor
    declared.name = name
    return declared.function_anchor


def _implicit_cast_targets(name: str, kinds: Mapping[int, str], declared: str | None) -> dict[int, str]:
    """The value arguments ibis converts implicitly in a call of ``name`` (argument kinds by position, the
    declared output kind), each with the kind it converts them to."""
    from substrait_py.eras import COMPARISONS

    present = set(kinds.values())
    if name in COMPARISONS | _ARITHMETIC and present <= _EXACT_KINDS | _FLOAT_KINDS:
        if present & _EXACT_KINDS and present & _FLOAT_KINDS:
            return {i: "fp64" for i, k in kinds.items() if k in _EXACT_KINDS}
        if name == "divide" and declared in _FLOAT_KINDS and present <= _EXACT_KINDS:
            return dict.fromkeys(kinds, str(declared))
        return {}
    if name == "avg" and declared in _FLOAT_KINDS and present <= _EXACT_KINDS:
        return dict.fromkeys(kinds, str(declared))
    if name in ("nullif", "coalesce") and present <= set(typesys.INTEGER_KINDS):
        widest = max(present, key=typesys.INTEGER_KINDS.index)
        return {i: widest for i, k in kinds.items() if k != widest}
    return {}


def _ibis_numeric_casts(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """The numeric conversions ibis makes implicitly, made explicit with casts (see the table entry)."""
    redeclared: dict[tuple[str, str], int] = {}
    out: list[Diagnostic] = []
    for call, call_path, decl, signature in _typed_calls(plan):
        values = {i: t for i, t in enumerate(signature) if isinstance(t, Type)}
        kinds = {i: typesys.type_kind(t) for i, t in values.items()}
        if not values or any(k is None for k in kinds.values()):
            continue
        declared = call.output_type.WhichOneof("kind")
        targets = _implicit_cast_targets(decl.base_name, {i: str(k) for i, k in kinds.items()}, declared)
        if not targets:
            continue
        for i, kind in targets.items():
            _cast_argument(call, i, kind, typesys.is_nullable(values[i]))
        if decl.urn is not None and decl.urn != _ARITHMETIC_URN and decl.base_name in ("divide", "avg"):
            # the decimal file defines no float overload: the function of the arithmetic file
            kinds_now = "_".join(str(targets.get(i, kinds[i])) for i in sorted(kinds))
            name = f"{decl.base_name}:{kinds_now}"
            call.function_reference = _redeclared(plan, _ARITHMETIC_URN, name, redeclared)
        shown = ", ".join(typesys.type_str(values[i]) for i in sorted(values))
        out.append(
            Diagnostic(
                W,
                "ibis-implicit-cast",
                str(call_path),
                f"{decl.base_name}({shown}): ibis converts "
                + ", ".join(f"argument {i + 1} to {k}" for i, k in sorted(targets.items()))
                + " implicitly; the casts are made explicit",
            )
        )
    return out


def _insert_enum_argument(fn: Any, index: int, text: str) -> None:
    """Insert the enum argument ``text`` into ``fn``'s arguments at ``index``."""
    kept = [type(a)() for a in fn.arguments]
    for copy, arg in zip(kept, fn.arguments, strict=True):
        copy.CopyFrom(arg)
    del fn.arguments[:]
    for j, arg in enumerate(kept):
        if j == index:
            fn.arguments.add().enum = text
        fn.arguments.add().CopyFrom(arg)
    if index >= len(kept):
        fn.arguments.add().enum = text


def _extract_indexing(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``extract`` of a counted component (MONTH, DAY, ...) without the ``indexing`` option gets ``ONE``
    as its second argument: the form before spec 0.30, which counted from 1."""
    names = _declared_names(plan)
    if "extract" not in names.values():
        return []
    out: list[Diagnostic] = []
    for fn, path in messages_of_type(plan, "substrait.Expression.ScalarFunction"):
        if names.get(fn.function_reference) != "extract" or len(fn.arguments) < 2:
            continue
        first, second = fn.arguments[0], fn.arguments[1]
        if first.WhichOneof("arg_type") != "enum" or first.enum.upper() not in EXTRACT_INDEXED_COMPONENTS:
            continue
        if second.WhichOneof("arg_type") == "enum":
            continue  # the indexing option is there
        _insert_enum_argument(fn, 1, "ONE")
        out.append(
            Diagnostic(
                W,
                "legacy-extract-indexing",
                f"{path}.arguments[1]",
                f"extract of {first.enum} without the indexing option (the form before spec 0.30): counted "
                "from 1 (ONE)",
            )
        )
    return out


def _ibis_median_precision(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``median(x)`` without the precision option gets ``EXACT`` as its first argument (ibis' median is
    exact)."""
    return _median_precision(plan, "ibis-median-precision", "ibis")


def _duckdb_median_precision(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``median(x)`` without the precision option gets ``EXACT`` as its first argument (DuckDB's median is
    exact), except DuckDB 1.0's median of decimals, which is the lower of the middle two values (left
    without a precision: no overload takes it)."""
    if not origin.spec_before(_DUCKDB_IEEE_DIVISION):
        return _median_precision(plan, "duckdb-median-precision", "DuckDB")
    if "median" not in _declared_names(plan).values():
        return []
    discrete = {
        str(path)
        for _, path, decl, types in _typed_calls(plan)
        if decl.name.split(":", 1)[0] == "median"
        and any(isinstance(t, Type) and t.WhichOneof("kind") == "decimal" for t in types)
    }
    return _median_precision(plan, "duckdb-median-precision", "DuckDB", skip=discrete)


def _median_precision(
    plan: Plan, code: str, producer: str, skip: frozenset[str] | set[str] = frozenset()
) -> list[Diagnostic]:
    """``median(x)`` without the precision option gets ``EXACT`` as its first argument (but the calls at
    the paths in ``skip``)."""
    out: list[Diagnostic] = []
    for fn, path in _calls_named(plan, "median", "substrait.AggregateFunction"):
        if not fn.arguments or str(path) in skip:
            continue
        if fn.arguments[0].WhichOneof("arg_type") == "enum":
            continue
        _insert_enum_argument(fn, 0, "EXACT")
        out.append(
            Diagnostic(
                W,
                code,
                f"{path}.arguments[0]",
                f"median without the precision option: {producer}'s median is exact (EXACT)",
            )
        )
    return out


def _interval_day_precision(plan: Plan, origin: PlanOrigin, _load: list[Diagnostic]) -> list[Diagnostic]:
    """``interval_day`` types and literals without a precision get precision 6: before spec 0.54 the type
    had no parameter and held microseconds (a literal's value is unchanged: without the removed
    ``microseconds`` field it has whole seconds only)."""
    out: list[Diagnostic] = []
    for msg, path in walk_messages(plan):
        name = msg.DESCRIPTOR.full_name
        if name == "substrait.Type.IntervalDay" and not msg.HasField("precision"):
            msg.precision = 6
            what = "type"
        elif (
            name == "substrait.Expression.Literal.IntervalDayToSecond"
            and msg.precision == 0
            and msg.subseconds == 0
        ):
            msg.precision = 6
            what = "literal"
        else:
            continue
        out.append(
            Diagnostic(
                W,
                "legacy-interval-day-precision",
                str(path),
                f"an interval_day {what} of {origin.describe()}, before spec 0.54 (no precision then: "
                "microseconds), has precision 6",
            )
        )
    return out


def _interval_wrapped(plan: Plan, origin: PlanOrigin, load: list[Diagnostic]) -> list[Diagnostic]:
    """DuckDB wrote interval literals as 32-bit microseconds: past 35m47s they wrapped. Irreparable."""
    return [
        Diagnostic(
            E,
            "interval-microseconds-wrapped",
            d.path,
            "DuckDB 1.1 writes an interval literal as a 32-bit count of microseconds, which wraps for "
            "intervals longer than 35m47s; the value cannot be trusted",
        )
        for d in load
        if d.code == "legacy-interval-microseconds"
    ]


UPGRADES: tuple[Upgrade, ...] = (
    Upgrade(
        "legacy-join-type-name",
        "any",
        "spec < 0.54",
        "JSON/text enum names JOIN_TYPE_SEMI, JOIN_TYPE_ANTI, JOIN_TYPE_SINGLE -> JOIN_TYPE_LEFT_SEMI, "
        "JOIN_TYPE_LEFT_ANTI, JOIN_TYPE_LEFT_SINGLE",
        "renamed in spec 0.54 (same numbers, so binary plans are unaffected); today's JSON parser rejects "
        "the old names",
        "json",
    ),
    Upgrade(
        "legacy-extension-uri",
        "any",
        "spec < 0.85",
        "extension_uris / extension_uri_reference -> extension_urns / extension_urn_reference (standard "
        "files by their URN; others get extension:legacy:<uri>)",
        "spec 0.85 replaced URIs by URNs; the old field numbers are reserved",
        "legacy",
        INFO,
    ),
    Upgrade(
        "legacy-fetch-count",
        "any",
        "spec < 0.63",
        "FetchRel.count (int64, -1 = all) -> count_expr (i64 literal); FetchRel.offset likewise "
        "(legacy-fetch-offset)",
        "the plain fields were deprecated for expressions in spec 0.63 and later removed",
        "legacy",
    ),
    Upgrade(
        "legacy-grouping-expressions",
        "any",
        "spec < 0.57",
        "AggregateRel.Grouping.grouping_expressions -> AggregateRel.grouping_expressions plus "
        "expression_references",
        "spec 0.57 moved grouping expressions to the aggregate and made groupings refer to them",
        "legacy",
    ),
    Upgrade(
        "legacy-function-args",
        "any",
        "spec < 0.3",
        "args of scalar, aggregate and window functions -> arguments (value arguments)",
        "replaced by FunctionArgument lists (enum and type arguments); later removed",
        "legacy",
    ),
    Upgrade(
        "legacy-virtual-table-values",
        "any",
        "spec < 0.58",
        "ReadRel.VirtualTable.values (literal structs) -> expressions",
        "spec 0.58 allowed expressions as virtual-table values and deprecated the literal rows",
        "legacy",
    ),
    Upgrade(
        "legacy-interval-microseconds",
        "any",
        "spec < 0.100",
        "IntervalDayToSecond.microseconds -> seconds plus subseconds at precision 6",
        "deprecated for precision/subseconds in spec 0.54, removed in 0.100",
        "legacy",
    ),
    Upgrade(
        "legacy-microsecond-types",
        "any",
        "spec < 0.88",
        "the types timestamp, timestamp_tz and time (microseconds) and their literals -> "
        "precision_timestamp, precision_timestamp_tz and precision_time with precision 6 (for DataFusion "
        "spec <= 0.51, the precision its type variation names: 0 seconds, 1 milliseconds, 2 microseconds, "
        "3 nanoseconds)",
        "deprecated for the precision types in spec 0.43, removed in 0.88 (their field numbers are "
        "reserved); DataFusion 40 wrote an Arrow timestamp's unit as the type variation",
        "legacy",
    ),
    Upgrade(
        "legacy-user-defined-type-reference",
        "any",
        "spec < 0.95",
        "Type.user_defined_type_reference -> user_defined with that type reference, required",
        "deprecated for user_defined (which has nullability and variations), removed in 0.95; the spec "
        "said to read it as non-nullable of the default variation",
        "legacy",
    ),
    Upgrade(
        "interval-microseconds-wrapped",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "nothing: reported as an error",
        "DuckDB 1.1 writes the interval's microseconds as a 32-bit integer, which wraps for intervals longer "
        "than 35m47s ('06:00:00' is written as 125163520); the true value is lost",
        "plan",
        E,
        _duckdb_era,
        _interval_wrapped,
    ),
    Upgrade(
        "extension-folder-uri",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "functions declared under the URI of the extensions *folder* (.../extensions/) -> the URN of the "
        "standard file that defines the function (the decimal file when the signature names decimals); min "
        "and max of strings or booleans, which no standard file defines, and functions declared under "
        "DuckDB's .../extensions/unknown.yaml -> declared by name alone (DuckDB's own)",
        "DuckDB declares comparison and other functions under the folder, which names no file; without the "
        "file the functions cannot be checked",
        "plan",
        W,
        _duckdb_era,
        _folder_uri,
    ),
    Upgrade(
        "function-in-wrong-file",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "a function declared under no extension file, or under a standard file that does not define it "
        "(concat under functions_datetime) or defines it for numbers alone (DuckDB 1.0's max:timestamp "
        "under functions_arithmetic) -> the URN of the standard file that does (applied with "
        "extension-folder-uri)",
        "DuckDB 1.0 and 1.1 sometimes declare a function under another function's file; the name and "
        "arguments say which function it means",
        "plan",
        W,
        _duckdb_era,
        None,
    ),
    Upgrade(
        "boolean-function-output-type",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "output_type of a function every standard overload of which returns boolean (equal, lt, gte, "
        "is_not_null, like, ...) declared as another type -> boolean (nullability kept)",
        "DuckDB 1.1 declares comparisons with the type of their first argument (equal:i64_i64 -> i64); "
        "consumers that honour the declared type cast the comparison to BIGINT before AND",
        "plan",
        W,
        _duckdb_era,
        _comparison_output,
    ),
    Upgrade(
        "extract-component-case",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "extract's first (enum) argument in lower case ('year') -> upper case ('YEAR'; 'isoyear' -> "
        "'ISO_YEAR')",
        "the spec's enum options are upper case; DuckDB writes its own lower-case part names",
        "plan",
        W,
        _duckdb_era,
        _extract_component_case,
    ),
    Upgrade(
        "string-agg-default-separator",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "string_agg(x) with one argument -> string_agg(x, ',')",
        "DuckDB writes its one-argument form, whose separator defaults to ','; the spec's string_agg takes "
        "the separator as a required argument",
        "plan",
        W,
        _duckdb_era,
        _string_agg_separator,
    ),
    Upgrade(
        "untyped-null-literal",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "a null literal whose type is unset, as the input of a cast -> a null of the cast's type (nullable)",
        "DuckDB 1.1 writes CAST(NULL AS T) with a null of no type; the cast says which type it is",
        "plan",
        W,
        _duckdb_era,
        _untyped_nulls,
    ),
    Upgrade(
        "virtual-table-without-schema",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "a virtual table read without base_schema -> a base schema typed from its first row (names col0...)",
        "DuckDB writes the dummy one-row scan of SELECT without FROM without a schema; consumers fail "
        "(IndexError) reading it",
        "plan",
        W,
        _duckdb_era,
        _virtual_table_schema,
    ),
    Upgrade(
        "datafusion-early-function-name",
        "DataFusion",
        "spec < 0.49 (DataFusion 38 and earlier; 21 to 32 seen)",
        "functions declared by name alone under DataFusion's early names -> the names its later releases "
        "write: substract -> subtract, arrayagg -> array_agg, booland -> bool_and, bitand -> bit_and, "
        "approxdistinct -> approx_distinct, stddevpop -> stddev_pop, variance -> var_samp, variance_pop -> "
        "var_pop, covariance -> covar_samp, covariance_pop -> covar_pop, correlation -> corr, ...",
        "DataFusion 32 and earlier declared its aggregates by their display names (``ARRAYAGG``, "
        "``VARIANCE``, lower-cased) and subtraction as 'substract' (28 and earlier): read as the standard "
        "names they are not, such plans were refused, TPC-H q01 among them",
        "plan",
        W,
        _datafusion_early_era,
        _datafusion_early_names,
    ),
    Upgrade(
        "datafusion-text-instant",
        "DataFusion",
        "any version",
        "a cast of a string to a timestamp without time zone or a date -> the cast of its cast to a "
        "timestamp with time zone (of the wall time's precision; microseconds for a date)",
        "DataFusion reads the text's offset or zone and gives the instant's wall time or date in UTC "
        "('2024-02-29T10:00:00+05:30' is 04:30, '2023-06-15 12:00:00+14:00' is 2023-06-14); DuckDB, "
        "PostgreSQL and Spark drop it (10:00, 2023-06-15), and the spec does not say how a cast reads text",
        "plan",
        W,
        _datafusion_plan,
        _text_read_as_instants,
    ),
    Upgrade(
        "datafusion-date-part-double",
        "DataFusion",
        "spec <= 0.58 (DataFusion 43 and earlier)",
        "calls of date_part declared by name alone without an output type -> output type fp64",
        "DataFusion 43 and earlier give date_part as a double: the seconds of 23:59:59.123456 are "
        "59.123456, its milliseconds 59123.456; 44 and later give an i32 (59), which the consumer reads "
        "when the plan declares no output type",
        "plan",
        W,
        _datafusion_double_date_part_era,
        _datafusion_date_part_double,
    ),
    Upgrade(
        "datafusion-function-name",
        "DataFusion",
        "spec <= 0.51 (DataFusion 41 and earlier)",
        "functions declared by DataFusion's own name (character_length, isnan, approx_distinct) -> "
        "the standard name (char_length, is_nan, approx_count_distinct) and the file defining it",
        "DataFusion 40 declares functions by its own names and no extension file; the standard functions of "
        "those names mean the same",
        "plan",
        W,
        _datafusion_era,
        _datafusion_names,
    ),
    Upgrade(
        "integer-literal-width",
        "DataFusion",
        "spec <= 0.51 (DataFusion 41 and earlier)",
        "an i64 literal passed where every overload takes an i32 (round's digits, left/right/lpad/rpad "
        "lengths, substring's start and length) -> an i32 literal of the same value (when it fits)",
        "DataFusion 40 writes integer literals as i64; no overload of these functions accepts it, so the "
        "output type (which DataFusion omits) cannot be derived",
        "plan",
        W,
        _datafusion_era,
        _integer_literal_width,
    ),
    Upgrade(
        "datafusion-interval-literal",
        "DataFusion",
        "spec <= 0.55 (DataFusion 42 and earlier)",
        "literals of the user-defined types DataFusion declares as interval-month-day-nano, "
        "interval-day-time and interval-year-month (Arrow's interval bytes) -> the spec's interval_compound "
        "(precision 9), interval_day (precision 3) and interval_year literals; those types likewise, and "
        "the undeclared anchors 3, 2 and 1 DataFusion 40 and earlier use for them (a literal's value names "
        "its kind by its type URL)",
        "DataFusion 42 and earlier wrote intervals as user-defined types of its own (40 and earlier without "
        "declaring them); later releases write the spec's interval types",
        "plan",
        W,
        _datafusion_projection_era,
        _datafusion_interval_literals,
    ),
    Upgrade(
        "legacy-interval-day-precision",
        "any",
        "spec < 0.54",
        "interval_day types and interval_day_to_second literals without a precision -> precision 6",
        "before spec 0.54 interval_day had no precision parameter and held microseconds; read today a "
        "missing precision is 0, and no overload pairs interval_day<0> with precision_timestamp<6>",
        "plan",
        W,
        lambda origin: origin.spec is not None and origin.spec < (0, 54, 0),
        _interval_day_precision,
    ),
    Upgrade(
        "untyped-base-schema",
        "DataFusion",
        "spec <= 0.51 (DataFusion 41 and earlier)",
        "base_schema with names but no struct -> one type of no kind per name, typed from the bound table "
        "when the plan runs (type_untyped_reads)",
        "DataFusion 40 writes only the column names of named tables; the types cannot be known from the "
        "plan alone",
        "plan",
        W,
        _datafusion_era,
        _untyped_base_schemas,
    ),
    Upgrade(
        "duckdb-read-without-columns",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "a read of a named table without a projection mask -> the mask selecting its first column",
        "DuckDB writes no mask on a read of a table none of whose columns the query uses (it scans a row "
        "number alone) and counts the positions above it as if the read output one column; by the spec it "
        "outputs every column, and a join's columns to its right are read at the wrong positions",
        "plan",
        W,
        _duckdb_era,
        _read_without_columns,
    ),
    Upgrade(
        "grouping-set-column-absent",
        "Isthmus, DataFusion, DuckDB",
        "Isthmus without version (URI era); DataFusion spec <= 0.55 (DataFusion 42 and earlier); DuckDB "
        "spec <= 0.53",
        "an aggregate with several grouping sets and no emit -> emit of its grouping keys and measures "
        "(today's trailing grouping-set column left out); an aggregate with an emit is kept (same positions)",
        "these producers wrote and read aggregates without the grouping-set index column; read by today's "
        "rule every reference above the aggregate selects one position off",
        "plan",
        W,
        _no_grouping_set_column,
        _grouping_set_column,
    ),
    Upgrade(
        "project-expressions-only",
        "DuckDB, DataFusion",
        "DuckDB spec <= 0.53 (DuckDB 1.1.x and 1.0.x); DataFusion spec <= 0.55 (DataFusion 42 and earlier)",
        "a ProjectRel without emit -> emit of its expressions only (input fields left out)",
        "these producers (and their consumers) took a projection's output to be its expressions only; by "
        "today's spec the input fields come first (DataFusion writes the emit from version 43, spec 0.58)",
        "plan",
        W,
        lambda origin: _duckdb_era(origin) or _datafusion_projection_era(origin),
        _project_emit,
    ),
    Upgrade(
        "duckdb-function-name",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "DuckDB's own functions declared under no extension file -> the standard function of the same "
        "meaning: || of strings -> concat (null_handling ACCEPT_NULLS), % of integers -> modulus "
        "(division_type TRUNCATE), ~ of an integer -> bitwise_not, ~~ / ~~* -> like (CASE_INSENSITIVE for "
        "~~*), !~~ / !~~* -> not(like), dayofweek and weekday / isodow / dayofyear / week / millisecond -> "
        "extract(SUNDAY_DAY_OF_WEEK ZERO / MONDAY_DAY_OF_WEEK ONE / DAY_OF_YEAR ONE / ISO_WEEK ONE / "
        "MILLISECOND)",
        "DuckDB writes its operators and date parts by its own names; the standard functions mean the same "
        "(its || propagates nulls where its concat skips them)",
        "plan",
        W,
        _duckdb_era,
        _duckdb_function_names,
    ),
    Upgrade(
        "unary-minus",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "subtract(x) of one argument -> negate(x)",
        "DuckDB writes the negation -x as subtract with one argument, which no overload takes",
        "plan",
        W,
        _duckdb_era,
        _unary_minus,
    ),
    Upgrade(
        "text-literal-cast",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "a comparison of a date or timestamp with a string literal -> the literal cast to the other side's "
        "type",
        "DuckDB writes a DATE or TIMESTAMP literal it has not folded as its text (ts > '2000-01-01 "
        "00:00:00'), which no overload takes; DuckDB casts the text to the other side's type",
        "plan",
        W,
        _duckdb_era,
        _text_literal_casts,
    ),
    Upgrade(
        "duckdb-median-precision",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "median(x) -> median(EXACT, x) (but DuckDB 1.0's median of a decimal)",
        "DuckDB writes median with its value alone; every overload of the spec's median takes the precision "
        "option first, and DuckDB's median is the exact one (DuckDB 1.0's median of decimals is the lower of "
        "the middle two values, which the spec has no function for)",
        "plan",
        W,
        _duckdb_era,
        _duckdb_median_precision,
    ),
    Upgrade(
        "substring-from-zero",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "substring(s, 0, n) without the negative_start option -> negative_start LEFT_OF_BEGINNING",
        "DuckDB's substring from position 0 starts one character left of the string (substr('Hello', 0, 2) "
        "is 'H'); the spec leaves position 0 to the negative_start option, which the plan does not give",
        "plan",
        W,
        _duckdb_era,
        _substring_from_zero,
    ),
    Upgrade(
        "duckdb-negative-count",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "left(s, n) / right(s, n) with n not a literal of at least 0 -> DuckDB's own left / right, declared "
        "by name alone",
        "DuckDB's left and right of a negative count take all but that many characters from the other end "
        "(left('Hello', -2) is 'Hel'); the spec does not say what a negative count means",
        "plan",
        W,
        _duckdb_era,
        _duckdb_negative_counts,
    ),
    Upgrade(
        "duckdb-omitted-argument",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "round(x) -> round(x, 0); trim(s), ltrim(s), rtrim(s) -> trim(s, ' ') and so on",
        "DuckDB writes these with one argument, which none of the spec's overloads takes; its round of one "
        "argument rounds to a whole number, its trims remove spaces",
        "plan",
        W,
        _duckdb_era,
        _duckdb_omitted_arguments,
    ),
    Upgrade(
        "duckdb-date-integer",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "add(date, integer), add(integer, date), subtract(date, integer), subtract(date, date) -> DuckDB's "
        "own + and -, declared by name alone",
        "DuckDB adds days to a date as integers and subtracts dates to the days between them; no overload "
        "of the spec's add and subtract takes an integer with a date, or two dates",
        "plan",
        W,
        _duckdb_era,
        _duckdb_date_integers,
    ),
    Upgrade(
        "concat-ignores-nulls",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "concat without the null_handling option -> null_handling IGNORE_NULLS",
        "DuckDB's concat skips null arguments (concat(NULL, 'a') is 'a'); its plans do not say so, and the "
        "spec leaves the choice to the consumer",
        "plan",
        W,
        _duckdb_era,
        _concat_ignores_nulls,
    ),
    Upgrade(
        "cast-to-integer-rounds",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "a cast of fp32/fp64 or a decimal to an integer type -> the cast of round(x, 0) (TIE_TO_EVEN for "
        "floating point, TIE_AWAY_FROM_ZERO for decimals)",
        "DuckDB's cast to an integer rounds (CAST(2.5::DOUBLE AS INT) is 2, CAST(2.5 AS INT) is 3); its "
        "plans do not say so, and the spec does not say how a cast rounds",
        "plan",
        W,
        _duckdb_era,
        _cast_rounds,
    ),
    Upgrade(
        "regexp-replace-first",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "regexp_replace(s, pattern, replacement) -> the same with position 1 and occurrence 1; with a fourth "
        "argument of flags g and i: occurrence 0 for g, the case_sensitivity option CASE_INSENSITIVE for i; "
        "a literal pattern's \\d, \\w, \\s (and negations), \\b, \\B -> ASCII classes, and no match where "
        "the previous one ended if the one RE2 prefers there is empty; a literal replacement's $ -> \\$, and "
        "one naming a group the pattern lacks, or with a backslash RE2 refuses, as RE2 reads it",
        "DuckDB's regexp_replace replaces the first match unless its flags (a fourth argument the spec does "
        "not have) say g; by the spec, three arguments replace every match. Its regular expressions are "
        "RE2's: its classes know ASCII alone, it takes no match where the previous match ended if the one "
        "it prefers there is empty, and its replacement reads $ as itself",
        "plan",
        W,
        _duckdb_era,
        _regexp_replace_first,
    ),
    Upgrade(
        "division-by-zero-null",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "divide / modulus without a zero-divisor option (of doubles: DuckDB 1.0 only) -> "
        "on_division_by_zero / on_domain_error NULL",
        "DuckDB's integer division and remainders by zero give NULL, and so does DuckDB 1.0's division of "
        "doubles; its plans do not say so. DuckDB 1.1 divides doubles by '/' as IEEE 754 does (the spec's "
        "default) and by divide() or '//' to NULL, but writes both as divide:fp64_fp64: read as '/'",
        "plan",
        W,
        _duckdb_era,
        _division_by_zero_null,
    ),
    Upgrade(
        "varchar-without-length",
        "DuckDB",
        "all",
        "a varchar type without a length (varchar<0>) -> string",
        "DuckDB's own plans (its extension's tests) write varchar without the length the spec requires "
        "(1 or more) and DuckDB reads it as an unbounded VARCHAR",
        "plan",
        W,
        lambda origin: origin.producer == "duckdb",
        _unbounded_varchars,
    ),
    Upgrade(
        "legacy-enum-argument",
        "any",
        "spec < 0.21 or no version (ibis-substrait before 2.20 writes it)",
        "an enum argument holding an encoded FunctionArgument.Enum message (specified = text) -> the text",
        "before spec 0.21 an enum argument was a message Enum { string specified = 1; Empty unspecified = 2 }"
        "; today's string field at the same number reads its encoding as text",
        "plan",
        W,
        lambda origin: origin.spec is None or origin.spec < (0, 21, 0),
        _enum_messages,
    ),
    Upgrade(
        "legacy-extract-indexing",
        "any",
        "all (ibis-substrait 4.0.1 still writes the old form)",
        "extract of QUARTER, MONTH, DAY, DAY_OF_YEAR or a week component with no indexing option -> the "
        "option ONE inserted as the second argument",
        "spec 0.30 added the indexing option (count from 1 or 0) to these components and removed the form "
        "without it, which counted from 1",
        "plan",
        W,
        lambda origin: True,
        _extract_indexing,
    ),
    # ibis-substrait: declarations, groupings and emits first; the later entries derive types over them
    Upgrade(
        "ibis-unnamed-extension",
        "ibis-substrait",
        "no version, one empty extension URI (ibis-substrait before 2.29)",
        "functions declared under the empty extension URI -> declared by name alone (the standard "
        "extensions' functions of that name); mean -> avg, countdistinct -> count with DISTINCT",
        "ibis-substrait before 2.29 declared every function under one extension URI with no text, by its "
        "plain name, and wrote no version",
        "plan",
        W,
        lambda origin: origin.producer == "ibis-substrait" and origin.spec is None,
        _ibis_unnamed_extension,
    ),
    Upgrade(
        "ibis-grouping-per-key",
        "ibis-substrait",
        "all (ibis-substrait before 3.1 writes it)",
        "an aggregate with several groupings -> one grouping of all their keys, in order",
        "ibis has no grouping sets; ibis-substrait up to 3.0 wrote a group-by on several keys as one "
        "grouping per key (GROUPING SETS), and its own projections above count the keys and measures only",
        "plan",
        W,
        _ibis,
        _ibis_groupings,
    ),
    Upgrade(
        "ibis-project-emit-offset",
        "ibis-substrait",
        "all (2.29 to 3.2 write it)",
        "a projection's emit of as many consecutive positions as it has expressions, not starting at its "
        "input's width -> its expressions, in order",
        "ibis-substrait emits exactly the expressions of every projection, and counts the input's width "
        "wrong above a self-join or a join with an aggregate of the same table; read as written, such a "
        "projection answers with the join's columns instead of the selected ones",
        "plan",
        W,
        _ibis,
        _ibis_project_emits,
    ),
    Upgrade(
        "ibis-decimal-result",
        "ibis-substrait",
        "all (4.0.1 writes them)",
        "a function's decimal output type with other precision or scale than the extension derives -> the "
        "derived one (nullability kept)",
        "ibis-substrait declares decimal results with ibis' own type (multiply(decimal<15,2>, "
        "decimal<15,2>) -> decimal<15,2>) while ibis' engines compute the exact product; read as declared, "
        "every product would be rounded to 2 digits before a sum (TPC-H q1 off by cents)",
        "plan",
        W,
        _ibis,
        _ibis_decimal_results,
    ),
    Upgrade(
        "ibis-implicit-cast",
        "ibis-substrait",
        "all",
        "casts made explicit where ibis converts numbers implicitly: a comparison of, or arithmetic on, an "
        "integer or decimal and a float -> the integer or decimal cast to fp64; nullif and coalesce of "
        "integers of different widths -> cast to the widest; divide and avg of integers or decimals "
        "declared as a float -> the arguments cast to that float (the float function of "
        "functions_arithmetic)",
        "ibis compares numbers of any kinds and divides and averages integers and decimals as floats (true "
        "division); ibis-substrait writes such calls as they are, with the float result type, which no "
        "overload of the spec gives",
        "plan",
        W,
        _ibis,
        _ibis_numeric_casts,
    ),
    Upgrade(
        "ibis-median-precision",
        "ibis-substrait",
        "all",
        "median(x) -> median(EXACT, x)",
        "ibis-substrait writes median with its value alone; every overload of the spec's median takes the "
        "precision option first, and ibis' median is the exact one",
        "plan",
        W,
        _ibis,
        _ibis_median_precision,
    ),
    Upgrade(
        "ibis-substring-start",
        "ibis-substrait",
        "all (2.14 to 4.0.1)",
        "substring's literal start n (ibis's 0-based position) -> n + 1; another start is refused (error)",
        "ibis numbers a string's characters from 0; ibis-substrait passes its start on unchanged, where the "
        "spec's substring counts from 1",
        "plan",
        W,
        _ibis,
        _ibis_substring_start,
    ),
    Upgrade(
        "acero-nested-names",
        "Acero (Arrow)",
        "all (pyarrow 14 to 26 write them)",
        "a base schema without names for the struct fields inside lists and maps -> those fields named col1, "
        "col2, ...; root names (an extended expression's output names) of nested fields written each after "
        "its own fields, with Arrow's list item and map entries/key/value fields among them -> the spec's "
        "order, each field before its own fields, without Arrow's",
        "Acero names an output's nested fields children first and names Arrow's internal fields; read as "
        "the spec orders names, a struct result comes back under the names of its fields (pyarrow's "
        "serialize_expressions of a struct column s<x, y<z>> writes x, z, y, s), and any list or map "
        "result or input of structs is refused for its count of names",
        "plan",
        W,
        _acero,
        _acero_nested_names,
    ),
    Upgrade(
        "untyped-null-set-column",
        "DuckDB",
        "spec <= 0.53 (DuckDB 1.1.x and 1.0.x)",
        "a null literal whose type is unset, projected as a column of a set operation's input -> a null of "
        "that column's type in the other inputs (nullable)",
        "DuckDB 1.1 writes SELECT NULL AS c ... UNION ALL SELECT c ... with a null of no type; the other "
        "inputs say which type the column has",
        "plan",
        W,
        _duckdb_era,
        _set_column_nulls,
    ),
)


# ------------------------------------------------------------------------------------------- JSON stage

_JOIN_RENAMES = {
    "JOIN_TYPE_SEMI": "JOIN_TYPE_LEFT_SEMI",
    "JOIN_TYPE_ANTI": "JOIN_TYPE_LEFT_ANTI",
    "JOIN_TYPE_SINGLE": "JOIN_TYPE_LEFT_SINGLE",
}


def rewrite_legacy_json(obj: Any) -> list[Diagnostic]:
    """Rename, in place, enum values of the JSON form that older spec versions wrote (the
    ``json``-stage entries of :data:`UPGRADES`); one warning per rename. Iterative."""
    out: list[Diagnostic] = []
    stack: list[tuple[Any, PlanPath, str]] = [(obj, ROOT, "")]
    while stack:
        node, path, last_key = stack.pop()
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "type" and isinstance(value, str) and value in _JOIN_RENAMES and last_key == "join":
                    node[key] = _JOIN_RENAMES[value]
                    out.append(
                        Diagnostic(
                            W,
                            "legacy-join-type-name",
                            str(path.child(key)),
                            f"join type {value} read as {node[key]}",
                        )
                    )
                elif isinstance(value, (dict, list)):
                    stack.append((value, path.child(key), key))
        elif isinstance(node, list):
            stack.extend((v, path.index(i), "") for i, v in enumerate(node) if isinstance(v, (dict, list)))
    out.sort(key=lambda d: d.path)
    return out


_JOIN_TEXT = re.compile(r"\bJOIN_TYPE_(SEMI|ANTI|SINGLE)\b")


def rewrite_legacy_text(text: str) -> tuple[str, list[Diagnostic]]:
    """The protobuf text form with the old join type names renamed (as :func:`rewrite_legacy_json`)."""
    found = sorted(set(_JOIN_TEXT.findall(text)))
    if not found:
        return text, []
    renamed = _JOIN_TEXT.sub(lambda m: _JOIN_RENAMES[m.group(0)], text)
    return renamed, [
        Diagnostic(
            W,
            "legacy-join-type-name",
            "",
            f"join type JOIN_TYPE_{name} read as {_JOIN_RENAMES['JOIN_TYPE_' + name]}",
        )
        for name in found
    ]


# ------------------------------------------------------------------------------------------- plan stage


def _roots_consistent(plan: Plan, *, modern_grouping: bool) -> bool:
    """Whether every root's names fit its output width (nested struct names aside)."""
    widths = _Widths(plan, modern_grouping=modern_grouping)
    for prel in plan.relations:
        if prel.WhichOneof("rel_type") != "root" or not prel.root.names:
            continue
        try:
            width = widths.width(prel.root.input)
        except InvalidPlanError:
            return True
        if width != len(prel.root.names) and not _has_nested_output(prel.root.names, width):
            return False
    return True


def _has_nested_output(names: Sequence[str], width: int) -> bool:
    return len(names) > width  # nested struct fields consume more names than top-level fields


def _check_ambiguous(plan: Plan, origin: PlanOrigin) -> None:
    if origin.producer is not None or origin.spec is not None:
        return
    multi = any(
        rel.WhichOneof("rel_type") == "aggregate" and len(rel.aggregate.groupings) > 1
        for rel, _ in _rels_bottom_up(plan)
    )
    if not multi:
        return
    if _roots_consistent(plan, modern_grouping=True):
        return
    if _roots_consistent(plan, modern_grouping=False):
        raise InvalidPlanError(
            "the plan has no version and no known producer's fingerprint, and its aggregate with several "
            "grouping sets fits its root names only without the grouping-set column (the reading of older "
            "producers); refusing to guess which era it comes from (give the plan a version)",
            code="ambiguous-producer-era",
        )


def upgrade_plan(
    plan: Plan, *, load_diagnostics: Sequence[Diagnostic] = (), in_place: bool = False
) -> tuple[Plan, list[Diagnostic]]:
    """Apply the ``plan``-stage entries of :data:`UPGRADES` that fit the plan's origin.

    Returns the upgraded plan (a copy unless ``in_place``) and the diagnostics: one ``producer-era`` info
    first (the origin the plan was judged by, read back by :func:`origin_from_diagnostics`; only for plans
    of an earlier era), then one per rewrite (warnings; errors for quirks that cannot be repaired).
    ``load_diagnostics`` are what loading reported (the pre-0.85 URIs in them identify the producer); a
    plan that was already upgraded keeps its recorded origin. Raises
    ``InvalidPlanError(code="ambiguous-producer-era")`` as the module docstring says.
    """
    origin = origin_from_diagnostics(load_diagnostics) or identify(plan, uris=_legacy_uris(load_diagnostics))
    target = plan
    if not in_place:
        target = Plan()
        target.CopyFrom(plan)
    _check_ambiguous(target, origin)
    if any(d.code == ERA_CODE for d in load_diagnostics):
        return target, []  # upgraded already
    loaded = list(load_diagnostics)
    applied: list[Diagnostic] = []
    for entry in UPGRADES:
        if entry.stage != "plan" or entry.apply is None or not entry.applies(origin):
            continue
        try:
            applied.extend(entry.apply(target, origin, loaded))
        except (DecodeError, SystemError) as exc:
            if not isinstance(exc, DecodeError) and not isinstance(exc.__cause__, DecodeError):
                raise
            # a type or literal nested deeper than protobuf's runtime adds to a list (deriving types
            # does): validation refuses the plan for it (plan-too-deep), so the rest is not upgraded
            break
    if not applied and not origin.pre_urn:
        return target, []  # a plan of today's spec (its version field tells its origin again)
    era = Diagnostic(INFO, ERA_CODE, "version", f"judged as a plan of {origin.describe()}", origin.to_extra())
    return target, [era, *applied]


# ----------------------------------------------------------------------------------- run-time typing


def type_untyped_reads(
    plan: Plan, schema_of: Callable[[Sequence[str]], Mapping[str, Type] | None], *, in_place: bool = False
) -> Plan:
    """Type the base schemas marked by ``untyped-base-schema`` (types of no kind) from bound tables.

    ``schema_of(table_name_parts)`` returns the bound table's columns as ``{name: Type}`` (looked up
    case-insensitively), or None when the table is not bound. Raises ``BindingError`` for an unbound table
    or a column it lacks. For consumers; the core never knows the tables."""
    target = plan
    if not in_place:
        target = Plan()
        target.CopyFrom(plan)
    for read, _path in messages_of_type(target, "substrait.ReadRel"):
        ns = read.base_schema
        if not ns.struct.types or any(t.WhichOneof("kind") for t in ns.struct.types):
            continue
        if len(ns.names) != len(ns.struct.types):
            continue  # not one type per name: validation refuses the schema
        names = list(read.named_table.names) if read.WhichOneof("read_type") == "named_table" else []
        columns = schema_of(names)
        if columns is None:
            raise BindingError(f"table {'.'.join(names) or '<unnamed>'!r} not found to type its columns")
        lowered = {k.lower(): v for k, v in columns.items()}
        for i, name in enumerate(ns.names):
            found = lowered.get(name.lower())
            if found is None:
                raise BindingError(f"table {'.'.join(names)!r} has no column {name!r}")
            ns.struct.types[i].CopyFrom(found)
    return target


# ---------------------------------------------------------------------------------------------- docs


def upgrade_table_markdown() -> str:
    """The upgrade table as Markdown (the README's "Producers and eras" section shows it)."""
    lines = [
        "| code | producer | versions | rewrites | why |",
        "|---|---|---|---|---|",
    ]
    for u in UPGRADES:
        sev = "" if u.severity is W else f" ({u.severity})"
        lines.append(f"| `{u.code}`{sev} | {u.producer} | {u.versions} | {u.rewrites} | {u.why} |")
    return "\n".join(lines)
