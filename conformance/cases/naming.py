"""Every example of the output naming rules as a plan without root names.

The expected names follow the rules at every depth (``SELECT t1.id + ABS(id)`` is ``(t1.id + abs(t1.id))``;
every operator expression is parenthesised, also inside a function: ``abs((t1.id * t1.id))``). Rows come
from DuckDB.
"""

from __future__ import annotations

from collections.abc import Callable

from ..builders import Ex, PlanBuilder, R
from ..golden import Built, CaseDef, TableSpec

AREA = "naming"
T1 = TableSpec("t1", (("id", "i32?"), ("a", "string?")), ((1, "foo"), (2, "bar")))
T2 = TableSpec("t2", (("id", "i32?"), ("b", "string?")), ((1, "hello"), (2, "world")))
T3 = TableSpec("t3", (("c1", "fp64?"), ("c2", "fp64?")), ((1.5, 2.0), (2.5, 4.0), (None, 1.0)))


def _t(pb: PlanBuilder, spec: TableSpec) -> R:
    return pb.named_table(spec.name, spec.columns)


def _select(spec: TableSpec, exprs: Callable[[PlanBuilder, R], list[Ex]]) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        r = _t(pb, spec)
        return Built(pb.select(r, exprs(pb, r)), None)

    return build


def _no_from(exprs: Callable[[PlanBuilder], list[Ex]]) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        one_row = pb.virtual_table([], [()])
        return Built(pb.select(one_row, exprs(pb)), None)

    return build


def _projected_columns(pb: PlanBuilder) -> Built:
    t1, t2 = _t(pb, T1), _t(pb, T2)
    types = [*t1.types, *t2.types]
    j = pb.join(t1, t2, pb.call("equal", pb.field(0, types), pb.field(2, types)), "inner")
    return Built(pb.select(j, [pb.field(i, j.types) for i in range(4)]), None)


def _avg(pb: PlanBuilder) -> Built:
    r = _t(pb, T3)
    return Built(pb.aggregate(r, [], None, [pb.agg("avg", pb.field(0, r.types))]), None)


def _id(pb: PlanBuilder, r: R) -> Ex:
    return pb.field(0, r.types)


CASES = [
    CaseDef(
        AREA,
        "projected_columns",
        "SELECT t1.id, a, t2.id, b FROM t1 JOIN t2 ON t1.id = t2.id",
        (T1, T2),
        _projected_columns,
        names=["id", "a", "id", "b"],
        description="naming example 'Projected columns': bare columns are unqualified; duplicate names are "
        "legal",
    ),
    CaseDef(
        AREA,
        "function_transformed_columns",
        "SELECT ABS(t1.id), abs(-id) FROM t1",
        (T1,),
        _select(
            T1, lambda pb, r: [pb.call("abs", _id(pb, r)), pb.call("abs", pb.call("negate", _id(pb, r)))]
        ),
        names=["abs(t1.id)", "abs((- t1.id))"],
        description="naming example 'Function transformed columns' (DataFusion's names)",
    ),
    CaseDef(
        AREA,
        "function_with_operators",
        "SELECT t1.id + ABS(id), ABS(id * t1.id) FROM t1",
        (T1,),
        _select(
            T1,
            lambda pb, r: [
                pb.call("add", _id(pb, r), pb.call("abs", _id(pb, r))),
                pb.call("abs", pb.call("multiply", _id(pb, r), _id(pb, r))),
            ],
        ),
        names=["(t1.id + abs(t1.id))", "abs((t1.id * t1.id))"],
        description="naming example 'Function with operators': the MUST rules win over the example table",
    ),
    CaseDef(
        AREA,
        "project_literals",
        "SELECT 1, 2+5, 'foo_bar'",
        (),
        _no_from(
            lambda pb: [
                pb.lit(1, "i32"),
                pb.call("add", pb.lit(2, "i32"), pb.lit(5, "i32")),
                pb.lit("foo_bar", "string"),
            ]
        ),
        names=["1", "(2 + 5)", "foo_bar"],
        description="naming example 'Project literals' over a one-row virtual table without columns",
    ),
    CaseDef(
        AREA,
        "rule_bare_column_unqualified",
        "SELECT t1.id FROM t1",
        (T1,),
        _select(T1, lambda pb, r: [_id(pb, r)]),
        names=["id"],
        description="rule: bare column names carry no qualifier",
    ),
    CaseDef(
        AREA,
        "rule_compound_qualified",
        "SELECT c1 + c2 FROM t3",
        (T3,),
        _select(T3, lambda pb, r: [pb.call("add", pb.field(0, r.types), pb.field(1, r.types))]),
        names=["(t3.c1 + t3.c2)"],
        description="rule: columns inside compound expressions are qualified",
    ),
    CaseDef(
        AREA,
        "rule_function_lowercase",
        "SELECT AVG(c1) FROM t3",
        (T3,),
        _avg,
        names=["avg(t3.c1)"],
        description="rule: function names are lower case",
    ),
    CaseDef(
        AREA,
        "rule_string_literal_unquoted",
        "SELECT 'foo'",
        (),
        _no_from(lambda pb: [pb.lit("foo", "string")]),
        names=["foo"],
    ),
    CaseDef(
        AREA,
        "rule_operator_parenthesised",
        "SELECT -2",
        (),
        _no_from(lambda pb: [pb.call("negate", pb.lit(2, "i32"))]),
        names=["(- 2)"],
    ),
    CaseDef(
        AREA,
        "rule_operator_spaces",
        "SELECT 1+2",
        (),
        _no_from(lambda pb: [pb.call("add", pb.lit(1, "i32"), pb.lit(2, "i32"))]),
        names=["(1 + 2)"],
    ),
    CaseDef(
        AREA,
        "rule_function_arguments",
        "SELECT concat(a, a) FROM t1",
        (T1,),
        _select(T1, lambda pb, r: [pb.call("concat", pb.field(1, r.types), pb.field(1, r.types))]),
        names=["concat(t1.a, t1.a)"],
        description="rule: function arguments are separated by a comma and a space",
    ),
]
