"""Merging projections into the operators around them, before the generator writes a query.

Every relation of a plan becomes an operator of the tree, and each projection between two operators would
be a derived table in the text. Spark's analyser spends most of its time on derived tables (TPC-H q14 as
five nested derived tables took three times as long to analyse as the same query written flat), so a
projection is merged where the result means the same:

* a projection over a projection, a filter, an aggregate, a sort or a limit reads the projection's
  expressions in place of its columns (a filter or a limit below a projection is the same rows);
* the projections of a join's inputs move above the join (its condition reads their expressions), so a
  chain of joins over tables is one ``FROM`` list. Above the side an outer join pads with nulls, only
  projections that rename columns move (an expression of a null-padded row need not be null).

A projection stays where moving it would change what is computed: expressions that are volatile, that
aggregate, use a window, hold a subquery or make rows, and expressions that would be repeated (read more
than once and not a column or a literal). Projections that compute a value once on purpose
(:class:`spark_consumer.sql.tree.Let`) are made later, by the generator's own preparation.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from spark_consumer.sql.tree import (
    AGG,
    GENERATOR,
    SUBQUERY,
    VOLATILE,
    WINDOW,
    Aggregate,
    Col,
    Distinct,
    Expr,
    Filter,
    Join,
    Limit,
    Lit,
    Project,
    Query,
    SetOp,
    Shared,
    Sort,
    SortKey,
    substitute,
    walk_exprs,
)

__all__ = ["simplify"]

#: Flags of an expression that must stay in its projection.
_PINNED = AGG | WINDOW | SUBQUERY | GENERATOR | VOLATILE
#: An expression of at most this many nodes may be repeated where a merge reads it twice.
_REPEATABLE = 3


def simplify(q: Query, memo: dict[int, tuple[Query, Query]] | None = None) -> Query:
    """``q`` with its projections merged where that keeps its meaning (see the module docstring).

    ``memo`` (by node identity, holding the nodes so that identities stay unique) makes a shared subtree
    simplified once; a result is recorded as its own result too, so that simplifying a subtree of an
    earlier result (the generator does, block by block) costs nothing: linear in the tree, not
    quadratic in a chain's length. Skipping a second pass can only leave a projection unmerged."""
    memo = {} if memo is None else memo
    hit = memo.get(id(q))
    if hit is not None:
        return hit[1]
    out = _simplify(q, memo)
    memo[id(q)] = (q, out)
    memo.setdefault(id(out), (out, out))
    return out


def _simplify(q: Query, memo: dict[int, tuple[Query, Query]]) -> Query:
    if isinstance(q, Project):
        inner = simplify(q.input, memo)
        if isinstance(inner, Project) and _mergeable(inner, [e for e, _ in q.items]):
            return Project(inner.input, _inline_items(q.items, inner))
        return q if inner is q.input else Project(inner, q.items)
    if isinstance(q, Filter):
        inner = simplify(q.input, memo)
        if isinstance(inner, Project) and _mergeable(inner, [q.condition], repeat_ok=True):
            below = simplify(Filter(inner.input, _inline(q.condition, inner)), memo)
            return _over(below, inner.items)
        return q if inner is q.input else Filter(inner, q.condition)
    if isinstance(q, Aggregate):
        inner = simplify(q.input, memo)
        exprs = [e for e, _ in (*q.keys, *q.measures)]
        if isinstance(inner, Project) and _mergeable(inner, exprs):
            keys = tuple((_inline(e, inner), n) for e, n in q.keys)
            measures = tuple((_inline(e, inner), n) for e, n in q.measures)
            return Aggregate(inner.input, keys, measures, q.sets)
        return q if inner is q.input else Aggregate(inner, q.keys, q.measures, q.sets)
    if isinstance(q, Sort):
        inner = simplify(q.input, memo)
        exprs = [k.expr for k in q.keys]
        if isinstance(inner, Project) and _mergeable(inner, exprs, repeat_ok=True):
            sort_keys = tuple(SortKey(_inline(k.expr, inner), k.ascending, k.nulls_first) for k in q.keys)
            return _over(Sort(inner.input, sort_keys), inner.items)
        return q if inner is q.input else Sort(inner, q.keys)
    if isinstance(q, Limit):
        inner = simplify(q.input, memo)
        if isinstance(inner, Project) and _mergeable(inner, []):
            return _over(Limit(inner.input, q.count, q.offset), inner.items)
        return q if inner is q.input else Limit(inner, q.count, q.offset)
    if isinstance(q, Join):
        return _join(q, memo)
    if isinstance(q, SetOp):
        left, right = simplify(q.left, memo), simplify(q.right, memo)
        return q if (left is q.left and right is q.right) else SetOp(q.op, left, right)
    if isinstance(q, Shared):
        inner = simplify(q.input, memo)
        return q if inner is q.input else Shared(inner, q.key)
    if isinstance(q, Distinct):
        inner = simplify(q.input, memo)
        return q if inner is q.input else Distinct(inner)
    return q


def _over(below: Query, items: tuple[tuple[Expr, str], ...]) -> Query:
    """``items`` over ``below``, merged into a projection ``below`` ends with."""
    if isinstance(below, Project) and _mergeable(below, [e for e, _ in items]):
        return Project(below.input, _inline_items(items, below))
    return Project(below, items)


def _join(q: Join, memo: dict[int, tuple[Query, Query]]) -> Query:
    left, right = simplify(q.left, memo), simplify(q.right, memo)
    cond = q.condition
    left_nullable = q.kind in ("right", "full")
    right_nullable = q.kind in ("left", "full")
    lifted: list[tuple[Expr, str]] = []
    moved = False
    new_left, new_right = left, right
    condition_exprs = [cond] if cond is not None else []
    if isinstance(left, Project) and _liftable(left, right, left_nullable, condition_exprs):
        new_left = left.input
        moved = True
    if isinstance(right, Project) and _liftable(right, new_left, right_nullable, condition_exprs):
        new_right = right.input
        moved = True
    if not moved:
        if left is q.left and right is q.right:
            return q
        return Join(left, right, q.kind, cond)
    if not _distinct_names((*new_left.columns, *new_right.columns)):
        # the inputs' own columns share a name: each stays a derived table of its own
        return Join(left, right, q.kind, cond)
    mapping: dict[str, Expr] = {}
    for side, new in ((left, new_left), (right, new_right)):
        if side is not new:
            assert isinstance(side, Project)
            mapping.update({n: e for e, n in side.items})
    if cond is not None:
        cond = _inline_map(cond, mapping)
    joined = Join(new_left, new_right, q.kind, cond)
    for side, new in ((left, new_left), (right, new_right)):
        if q.kind in ("semi", "anti") and side is right:
            continue
        if side is new:
            lifted.extend((Col(c), c) for c in side.columns)
        else:
            assert isinstance(side, Project)
            lifted.extend(side.items)
    return Project(joined, tuple(lifted))


def _liftable(side: Project, other: Query, nullable: bool, condition: Sequence[Expr]) -> bool:
    """Whether a join input's projection may move above the join."""
    if nullable and not all(isinstance(e, Col) and not e.outer for e, _ in side.items):
        return False
    return _mergeable(side, condition, repeat_ok=True)


def _mergeable(inner: Project, readers: Iterable[Expr], *, repeat_ok: bool = False) -> bool:
    """Whether ``readers`` (the expressions of the operator above ``inner``) may read ``inner``'s
    expressions in place of its columns."""
    readers = list(readers)
    if any(e.flags & SUBQUERY for e in readers):
        return False  # a correlated subquery above may refer to the projection's columns by name
    names = {n: e for e, n in inner.items}
    if not _distinct_names(n for _, n in inner.items) or not _distinct_names(inner.input.columns):
        return False  # a name that means two columns: each stays where it is
    uses: Counter[str] = Counter()
    for r in readers:
        for x in walk_exprs(r):
            if isinstance(x, Col) and not x.outer and x.name in names:
                uses[x.name] += 1
    for e, n in inner.items:
        if isinstance(e, (Col, Lit)):
            continue
        if e.flags & _PINNED:
            return False
        if uses[n] > 1 and not repeat_ok and e.size > _REPEATABLE:
            return False
    return True


def _distinct_names(names: Iterable[str]) -> bool:
    """Whether no two of ``names`` are equal ignoring case (Spark's analyser may be told to ignore it)."""
    names = list(names)
    return len({n.lower() for n in names}) == len(names)


def _inline(e: Expr, inner: Project) -> Expr:
    return _inline_map(e, {n: x for x, n in inner.items})


def _inline_items(items: Sequence[tuple[Expr, str]], inner: Project) -> tuple[tuple[Expr, str], ...]:
    mapping = {n: x for x, n in inner.items}
    return tuple((_inline_map(e, mapping), n) for e, n in items)


def _inline_map(e: Expr, mapping: dict[str, Expr]) -> Expr:
    """``e`` with its (non-outer) columns named in ``mapping`` replaced by their expressions."""
    by_id: dict[int, Expr] = {}
    for x in walk_exprs(e):
        if isinstance(x, Col) and not x.outer and x.name in mapping:
            by_id[id(x)] = mapping[x.name]
    return substitute(e, by_id, {}) if by_id else e
