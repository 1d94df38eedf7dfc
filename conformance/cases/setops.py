"""Set relation: every operation of the proto over two and three inputs (the spec's logical relations and its
set-operation table: m = copies in the primary, n1, n2 = copies in the secondaries; NULL matches NULL).

The SQL states each operation's multiplicity rule with DuckDB's EXCEPT/INTERSECT/UNION [ALL]:

* minus primary = ``p EXCEPT (s1 UNION s2)`` (distinct);
* minus primary all = ``p EXCEPT ALL (s1 UNION ALL s2)``: max(0, m - (n1 + n2)) copies;
* minus multiset = ``p EXCEPT (s1 INTERSECT s2)``: primary rows not included in *all* secondaries. The spec
  does not say how duplicates of the primary are kept, so these cases use a primary without duplicates;
* intersection primary = ``p INTERSECT (s1 UNION s2)`` (distinct primary rows present in any secondary);
* intersection multiset = ``p INTERSECT s1 INTERSECT s2`` (distinct);
* intersection multiset all = ``p INTERSECT ALL s1 INTERSECT ALL s2``: min(m, n1, n2) copies;
* union distinct / union all.
"""

from __future__ import annotations

from collections.abc import Callable

from ..builders import PlanBuilder
from ..golden import Built, CaseDef
from ._common import PD, S1, S2, P, TableSpec, read

AREA = "set"


def _set(op: str, inputs: tuple[TableSpec, ...], width: int) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        rels = []
        for t in inputs:
            r = read(pb, t)
            if width == 1:
                r = pb.select(r, [pb.field(0, r.types)])
            rels.append(r)
        return Built(pb.set(op, rels), ["a", "b"][:width])

    return build


def _q(t: TableSpec, width: int) -> str:
    cols = "a, b" if width == 2 else "a"
    return f"SELECT {cols} FROM {t.name}"


def _sql(op: str, inputs: tuple[TableSpec, ...], width: int) -> str:
    p, *rest = (_q(t, width) for t in inputs)
    cols = "a, b" if width == 2 else "a"

    def sub(query: str) -> str:
        return f"SELECT {cols} FROM ({query})"

    if op == "minus_primary":
        return f"{p} EXCEPT {sub(' UNION '.join(rest))}"
    if op == "minus_primary_all":
        return f"{p} EXCEPT ALL {sub(' UNION ALL '.join(rest))}"
    if op == "minus_multiset":
        return f"{p} EXCEPT {sub(' INTERSECT '.join(rest))}"
    if op == "intersection_primary":
        return f"{p} INTERSECT {sub(' UNION '.join(rest))}"
    if op == "intersection_multiset":
        return " INTERSECT ".join([p, *rest])
    if op == "intersection_multiset_all":
        return " INTERSECT ALL ".join([p, *rest])
    if op == "union_distinct":
        return " UNION ".join([p, *rest])
    if op == "union_all":
        return " UNION ALL ".join([p, *rest])
    raise ValueError(op)


OPS = (
    "minus_primary",
    "minus_primary_all",
    "minus_multiset",
    "intersection_primary",
    "intersection_multiset",
    "intersection_multiset_all",
    "union_distinct",
    "union_all",
)

CASES: list[CaseDef] = []
for _op in OPS:
    _primary = PD if _op == "minus_multiset" else P
    for _inputs in ((_primary, S1), (_primary, S1, S2)):
        for _width in (1, 2):
            if _width == 2 and len(_inputs) == 2:
                continue
            _suffix = f"{len(_inputs)}_inputs" + ("_two_columns" if _width == 2 else "")
            CASES.append(
                CaseDef(
                    AREA,
                    f"{_op}_{_suffix}",
                    _sql(_op, _inputs, _width),
                    _inputs,
                    _set(_op, _inputs, _width),
                    description=f"{_op.replace('_', ' ')} over {len(_inputs)} inputs "
                    f"({_width} column{'s' if _width == 2 else ''}); duplicates and nulls in every input",
                )
            )
