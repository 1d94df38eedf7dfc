"""Type aliases (``Plan.type_aliases``, ``Type.alias``): a plan may declare a type once and refer to it.

The spec's rules for a ``TypeAlias``: its type gives every parameter, is not itself an alias (types nested
in it may be, without cycles), and its own nullability is ignored: a reference
(``Type.TypeAliasReference``) gives the nullability, which must be specified. :func:`resolve_type_aliases`
returns a copy of a plan with every reference replaced by the type it names, so that the schema
derivation, the validator and the consumer see ordinary types; the faults it finds are error
diagnostics with these codes:

=======================  ===================================================================
code                     meaning
=======================  ===================================================================
duplicate-type-alias     two aliases with one anchor
bad-type-alias           an alias whose type is itself an alias, or has no kind; a reference
                         with unspecified nullability
type-alias-cycle         aliases whose types refer to each other in a cycle
unknown-type-alias       a reference to an anchor no alias has
=======================  ===================================================================

A faulty reference is left as it is (its type stays unknown).
"""

from __future__ import annotations

from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type

from substrait_py.errors import Diagnostic, Severity
from substrait_py.literal_checks import unknown_alias
from substrait_py.paths import ROOT, PlanPath
from substrait_py.typesys import walk_types

__all__ = ["resolve_type_aliases"]

_E = Severity.ERROR
_ALIAS_TABLE = ROOT.child("type_aliases")


def resolve_type_aliases(plan: Plan) -> tuple[Plan, list[Diagnostic]]:
    """``plan`` itself when it declares no alias (a reference in it is reported by the validator's walk of
    the plan's types, :func:`substrait_py.literal_checks.literal_visitors`); else a copy with every alias
    reference replaced by its type (the reference's nullability set on it), and the faults found."""
    if not plan.type_aliases:
        return plan, []
    out = Plan()
    out.CopyFrom(plan)
    found: list[Diagnostic] = []
    table = _resolved_table(out, found)
    declared = {a.type_alias_anchor for a in out.type_aliases}
    for t, path in _alias_references(out):
        _replace(t, path, table, declared, found)
    return out, found


def _alias_references(plan: Plan) -> list[tuple[Type, PlanPath]]:
    """Every ``Type`` of the plan outside the alias table whose kind is ``alias`` (nested ones too)."""
    from substrait_py.upgrades import messages_of_type

    out = []
    for t, path in messages_of_type(plan, "substrait.Type"):
        if str(path).startswith("type_aliases"):
            continue
        if t.WhichOneof("kind") == "alias":
            out.append((t, path))
    return out


def _resolved_table(plan: Plan, found: list[Diagnostic]) -> dict[int, Type]:
    """The aliases' types by anchor, with the aliases nested in them resolved (those in a cycle, or
    faulty, left out)."""
    declared: dict[int, tuple[Type, PlanPath]] = {}
    for i, alias in enumerate(plan.type_aliases):
        where = _ALIAS_TABLE.index(i)
        anchor = alias.type_alias_anchor
        if anchor in declared:
            found.append(
                Diagnostic(
                    _E,
                    "duplicate-type-alias",
                    str(where.child("type_alias_anchor")),
                    f"type alias {anchor} is declared twice",
                )
            )
            continue
        kind = alias.type.WhichOneof("kind")
        if kind is None or kind == "alias":
            what = "has no type" if kind is None else "is itself an alias (an alias names a concrete type)"
            found.append(
                Diagnostic(_E, "bad-type-alias", str(where.child("type")), f"type alias {anchor} {what}")
            )
            continue
        declared[anchor] = (alias.type, where.child("type"))
    resolved: dict[int, Type] = {}
    state: dict[int, int] = {}  # 1 = being resolved, 2 = done

    def resolve(anchor: int) -> Type | None:
        # iterative over the nesting of types, recursive over alias-to-alias references (as many levels
        # as there are aliases, each visited once)
        if state.get(anchor) == 2:
            return resolved.get(anchor)
        if state.get(anchor) == 1:
            return None
        state[anchor] = 1
        t, where = declared[anchor]
        copy = Type()
        copy.CopyFrom(t)
        ok = True
        for inner in list(walk_types(copy)):
            if inner.WhichOneof("kind") != "alias":
                continue
            target = inner.alias.type_alias_reference
            if target not in declared:
                found.append(
                    Diagnostic(
                        _E,
                        "unknown-type-alias",
                        str(where),
                        f"type alias {anchor} refers to type alias {target}, which is not declared",
                    )
                )
                ok = False
                continue
            if state.get(target) == 1:
                found.append(
                    Diagnostic(
                        _E,
                        "type-alias-cycle",
                        str(where),
                        f"type aliases {anchor} and {target} refer to each other",
                    )
                )
                ok = False
                continue
            named = resolve(target)
            if named is None:
                ok = False
                continue
            _substitute(inner, named)
        state[anchor] = 2
        if ok:
            resolved[anchor] = copy
        return resolved.get(anchor)

    for anchor in declared:
        resolve(anchor)
    return resolved


def _replace(
    t: Type, path: PlanPath, table: dict[int, Type], declared: set[int], found: list[Diagnostic]
) -> None:
    ref = t.alias
    anchor = ref.type_alias_reference
    if ref.nullability == Type.NULLABILITY_UNSPECIFIED:
        found.append(
            Diagnostic(
                _E,
                "bad-type-alias",
                str(path.child("alias").child("nullability")),
                f"a reference to type alias {anchor} must give its nullability",
            )
        )
        return
    named = table.get(anchor)
    if named is None:
        if anchor not in declared:  # a faulty alias is reported where it is declared
            found.append(unknown_alias(anchor, path))
        return
    _substitute(t, named)


def _substitute(t: Type, named: Type) -> None:
    """Replace the alias reference ``t`` by a copy of ``named`` with the reference's nullability."""
    nullability = t.alias.nullability
    t.CopyFrom(named)
    kind = t.WhichOneof("kind")
    if kind is not None:
        getattr(t, kind).nullability = nullability
