"""Lambdas: the list functions that take one (``transform``, ``filter``), a lambda nested in another that
refers to the enclosing lambda's parameter, and a lambda applied in place (``lambda_invocation``).

Expected rows come from DuckDB over the same data (``list_transform``, ``list_filter``; an invocation is
its body with the argument written in place of the parameter).
"""

from __future__ import annotations

from collections.abc import Callable

from ..builders import Ex, LambdaParameter, PlanBuilder, R
from ..golden import Built, CaseDef, TableSpec

AREA = "lambda"

LISTS = TableSpec(
    "lists",
    (("id", "i32"), ("l", "list?<i32?>")),
    (
        (1, [1, 2, 3]),
        (2, [4]),
        (3, None),
        (4, []),
        (5, [7, None, 9, 10]),
    ),
)


def _read(pb: PlanBuilder) -> R:
    return pb.named_table(LISTS.name, LISTS.columns)


def _list_function(name: str, body: str, column: str) -> Callable[[PlanBuilder], Built]:
    """``SELECT id, <name>(l, (x) -> <body>(x, 2)) AS <column> FROM lists``."""

    def build(pb: PlanBuilder) -> Built:
        r = _read(pb)
        lam = pb.lambda_(["i32?"], lambda x: pb.call(body, x.ref(), pb.lit(2, "i32")))
        return Built(
            pb.select(r, [pb.field(0, r.types), pb.call(name, pb.field(1, r.types), lam)]), ["id", column]
        )

    return build


def _nested(pb: PlanBuilder) -> Built:
    r = _read(pb)
    values = pb.field(1, r.types)

    def outer(x: LambdaParameter) -> Ex:
        inner = pb.lambda_(["i32?"], lambda y: pb.call("multiply", y.ref(), x.ref()))
        return pb.call("transform", values, inner)

    products = pb.lambda_(["i32?"], outer)
    return Built(
        pb.select(r, [pb.field(0, r.types), pb.call("transform", values, products)]), ["id", "products"]
    )


def _invocation(pb: PlanBuilder) -> Built:
    r = _read(pb)
    square_plus = pb.lambda_(
        ["i32", "i32"], lambda a, b: pb.call("add", pb.call("multiply", a.ref(), a.ref()), b.ref())
    )
    next_id = pb.call("add", pb.field(0, r.types), pb.lit(1, "i32"))
    return Built(
        pb.select(r, [pb.field(0, r.types), pb.invoke(square_plus, next_id, pb.field(0, r.types))]),
        ["id", "v"],
    )


CASES = [
    CaseDef(
        AREA,
        "transform",
        "SELECT id, list_transform(l, x -> x * 2) FROM lists",
        (LISTS,),
        _list_function("transform", "multiply", "doubled"),
        description="transform(l, (x) -> x * 2): a null list gives null, a null element a null result",
    ),
    CaseDef(
        AREA,
        "filter",
        "SELECT id, list_filter(l, x -> x > 2) FROM lists",
        (LISTS,),
        _list_function("filter", "gt", "kept"),
        description="filter(l, (x) -> x > 2): elements whose predicate is null are dropped",
    ),
    CaseDef(
        AREA,
        "nested_outer_parameter",
        "SELECT id, list_transform(l, x -> list_transform(l, y -> y * x)) FROM lists",
        (LISTS,),
        _nested,
        description="a lambda inside a lambda refers to the enclosing one's parameter (steps_out 1)",
    ),
    CaseDef(
        AREA,
        "invocation",
        "SELECT id, (id + 1) * (id + 1) + id FROM lists",
        (LISTS,),
        _invocation,
        description="((a, b) -> a * a + b)(id + 1, id): a lambda applied in place; a is used twice",
    ),
]
