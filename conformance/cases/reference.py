"""Reference relation: a shared subtree (``plan.relations[0]``) used twice by the root (the spec's logical
relations, "Reference Operator")."""

from __future__ import annotations

from ..builders import PlanBuilder
from ..golden import Built, CaseDef
from ._common import EMP, col, read

AREA = "reference"
SHARED_SQL = "WITH d AS (SELECT dept, SUM(salary) AS total FROM emp WHERE dept IS NOT NULL GROUP BY dept) "


def _shared(pb: PlanBuilder):
    e = read(pb, EMP)
    known = pb.filter(e, pb.call("is_not_null", col(pb, e, 1)))
    return pb.aggregate(known, [col(pb, known, 1)], None, [pb.agg("sum", col(pb, known, 3))])


def _union_twice(pb: PlanBuilder) -> Built:
    shared = _shared(pb)
    a = pb.reference(0, shared.types)
    b = pb.reference(0, shared.types)
    return Built(pb.set("union_all", [a, b]), ["dept", "total"], [shared])


def _self_join(pb: PlanBuilder) -> Built:
    shared = _shared(pb)
    a = pb.reference(0, shared.types)
    b = pb.reference(0, shared.types)
    cond = pb.call("lt", pb.field(1, [*a.types, *b.types]), pb.field(3, [*a.types, *b.types]))
    return Built(pb.join(a, b, cond, "inner"), ["dept", "total", "dept2", "total2"], [shared])


def _join_back(pb: PlanBuilder) -> Built:
    shared = _shared(pb)
    ref = pb.reference(0, shared.types)
    e = read(pb, EMP)
    both = [*e.types, *ref.types]
    j = pb.join(e, ref, pb.call("equal", pb.field(1, both), pb.field(6, both)), "inner", emit=[0, 3, 7])
    ref2 = pb.reference(0, shared.types)
    top = pb.aggregate(ref2, [], None, [pb.agg("max", pb.field(1, ref2.types))])
    cross = pb.cross(j, top)
    return Built(cross, ["id", "salary", "dept_total", "max_total"], [shared])


CASES = [
    CaseDef(
        AREA,
        "union_all_twice",
        SHARED_SQL + "SELECT * FROM d UNION ALL SELECT * FROM d",
        (EMP,),
        _union_twice,
        description="the shared aggregate read twice through ReferenceRel (plan with 2 relations)",
    ),
    CaseDef(
        AREA,
        "self_join",
        SHARED_SQL + "SELECT * FROM d a JOIN d b ON a.total < b.total",
        (EMP,),
        _self_join,
    ),
    CaseDef(
        AREA,
        "join_back_and_aggregate",
        SHARED_SQL
        + "SELECT e.id, e.salary, d.total, (SELECT MAX(total) FROM d) FROM emp e JOIN d ON e.dept = d.dept",
        (EMP,),
        _join_back,
        description="one shared subtree referenced from a join and from an aggregate",
    ),
]
