"""Merging projections into the operators around them, before the generator writes a query.

Every relation of a plan becomes an operator of the tree, and each projection between two operators would
be a derived table in the text. Spark's analyser spends most of its time on derived tables (TPC-H q14 as
five nested derived tables took three times as long to analyse as the same query written flat), so a
projection is merged where the result means the same:

* a projection over a projection, a filter, an aggregate, a sort or a limit reads the projection's
  expressions in place of its columns (a filter or a limit below a projection is the same rows);
* the projections of a join's inputs move above the join (its condition reads their expressions), so a
  chain of joins over tables is one ``FROM`` list. Above the side an outer join pads with nulls, only
  projections that rename columns move (an expression of a null-padded row need not be null);
* the filters of a join's inputs move too: above the join where each output row carries the filtered
  row unchanged (both sides of an inner or cross join, the preserved side of an outer join, the left
  side of a semi or anti join), into the join's condition for the null-padded side of an outer join and
  the right side of a semi or anti join. The tables are then joined as they are, with one ``WHERE``, as
  a person writes it (Spark's optimiser pushes the conditions back down to the tables either way);
* a projection that only picks and renames the columns of a sorted or limited aggregate moves below the
  sort and the limit (the sort keys read the new names): it becomes the aggregate's own select list, so
  the root's names need no query around the aggregate;
* a semi join on one key with a filtered table becomes the predicate ``key IN (SELECT ...)``, which
  Spark's optimiser carries to the other inputs joined on that key (:func:`_semi_as_in`).

A projection stays where moving it would change what is computed: expressions that are volatile, that
aggregate, use a window, hold a subquery or make rows, and expressions that would be repeated (read more
than once and not a column or a literal). A filter stays with its input when its condition is volatile,
refers to an enclosing query, holds a value computed once (``Let``) or a subquery that reads more than
filtered tables (and any subquery stays out of a join's condition), when the join is a full outer join
or its condition is volatile, and when the two inputs share a column name (a moved condition reads
names). Projections that compute a value once on purpose
(:class:`spark_consumer.sql.tree.Let`) are made later, by the generator's own preparation.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from spark_consumer.sql.tree import (
    AGG,
    GENERATOR,
    LET,
    OUTER,
    SUBQUERY,
    VOLATILE,
    WINDOW,
    Aggregate,
    Col,
    Distinct,
    Expr,
    Filter,
    InQuery,
    Join,
    Limit,
    Lit,
    Op,
    Project,
    Query,
    SetOp,
    Shared,
    Sort,
    SortKey,
    Source,
    SubqueryExpr,
    same,
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
            return _over(inner.input, _inline_items(q.items, inner))
        picked = _pick_below_order(q.items, inner)
        if picked is not None:
            return picked
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


def _pick_below_order(items: tuple[tuple[Expr, str], ...], inner: Query) -> Query | None:
    """A projection that only picks and renames the columns of a sorted or limited aggregate, moved
    below the sort and the limit (the sort keys read the new names), so that it becomes the aggregate's
    own select list instead of a query around it; None where that does not apply. Every column a sort
    key reads must be picked, under names unique ignoring case: ``ORDER BY`` then reads only names of
    the select list, which Spark resolves before any column of the aggregate's input."""
    if not all(isinstance(e, Col) and not e.outer for e, _ in items):
        return None
    chain: list[Sort | Limit] = []
    node = inner
    while isinstance(node, (Sort, Limit)):
        chain.append(node)
        node = node.input
    if not chain:
        return None
    picker = None  # a projection that picks between the aggregate and the sort: read through it
    if isinstance(node, Project) and all(isinstance(e, Col) and not e.outer for e, _ in node.items):
        picker = node
        items = _inline_items(items, picker)
        node = node.input
    if not isinstance(node, Aggregate) or not _distinct_names(n for _, n in items):
        return None
    renamed: dict[str, Expr] = {}
    for e, n in items:
        assert isinstance(e, Col)
        renamed.setdefault(e.name, Col(n))
    rebuilt: list[tuple[SortKey, ...] | None] = []  # each Sort's new keys; None for a Limit
    for s in chain:
        if not isinstance(s, Sort):
            rebuilt.append(None)
            continue
        keys: list[SortKey] = []
        for k in s.keys:
            if k.expr.flags & (SUBQUERY | OUTER):
                return None
            e = k.expr if picker is None else _inline(k.expr, picker)
            if not _reads(e) <= renamed.keys():
                return None
            keys.append(SortKey(_inline_map(e, renamed), k.ascending, k.nulls_first))
        rebuilt.append(tuple(keys))
    out: Query = Project(node, items)
    for s, sort_keys in zip(reversed(chain), reversed(rebuilt), strict=True):
        if sort_keys is None:
            assert isinstance(s, Limit)
            out = Limit(out, s.count, s.offset)
        else:
            out = Sort(out, sort_keys)
    return out


def _over(below: Query, items: tuple[tuple[Expr, str], ...]) -> Query:
    """``items`` over ``below``, merged into a projection ``below`` ends with."""
    if isinstance(below, Project) and _mergeable(below, [e for e, _ in items]):
        return Project(below.input, _inline_items(items, below))
    picked = _pick_below_order(items, below)
    return picked if picked is not None else Project(below, items)


def _join(q: Join, memo: dict[int, tuple[Query, Query]]) -> Query:
    left, right = simplify(q.left, memo), simplify(q.right, memo)
    cond = q.condition
    left_nullable = q.kind in ("right", "full")
    right_nullable = q.kind in ("left", "full")
    condition_exprs = [cond] if cond is not None else []
    new_left, new_right = left, right
    if isinstance(left, Project) and _liftable(left, right, left_nullable, condition_exprs):
        new_left = left.input
    if isinstance(right, Project) and _liftable(right, new_left, right_nullable, condition_exprs):
        new_right = right.input
    if not _distinct_names((*new_left.columns, *new_right.columns)):
        # the inputs' own columns share a name: each stays a derived table of its own
        new_left, new_right = left, right
    lifted_left, lifted_right = new_left is not left, new_right is not right
    if lifted_left or lifted_right:
        mapping: dict[str, Expr] = {}
        for side, lifted in ((left, lifted_left), (right, lifted_right)):
            if lifted:
                assert isinstance(side, Project)
                mapping.update({n: e for e, n in side.items})
        if cond is not None:
            cond = _inline_map(cond, mapping)
    new_left, new_right, cond, where = _lift_filters(q.kind, new_left, new_right, cond)
    semi = _semi_as_in(new_left, new_right, cond) if q.kind == "semi" else None
    if new_left is left and new_right is right and semi is None:
        if left is q.left and right is q.right:
            return q
        return Join(left, right, q.kind, cond)
    out: Query = semi if semi is not None else Join(new_left, new_right, q.kind, cond)
    for condition in where:
        out = Filter(out, condition)
    if not (lifted_left or lifted_right):
        return out
    items: list[tuple[Expr, str]] = []
    for side, lifted in ((left, lifted_left), (right, lifted_right)):
        if q.kind in ("semi", "anti") and side is right:
            continue
        if lifted:
            assert isinstance(side, Project)
            items.extend(side.items)
        else:
            items.extend((Col(c), c) for c in side.columns)
    return Project(out, tuple(items))


#: Join kinds whose left input's filter may be applied to the join's rows instead (each output row
#: carries one left row unchanged, and a left row the filter drops would give no row of its own).
_LEFT_FILTER_ABOVE = frozenset({"inner", "cross", "left", "semi", "anti"})
#: Join kinds whose right input's filter may be applied to the join's rows instead.
_RIGHT_FILTER_ABOVE = frozenset({"inner", "cross", "right"})
#: Join kinds whose right input's filter may join the join's condition: a right row that fails it
#: matches nothing, as if it were not there (the null-padded side of an outer join; semi and anti
#: joins, whose right rows only ever match).
_RIGHT_FILTER_ON = frozenset({"left", "semi", "anti"})
#: Flags of a filter condition that must stay where it is.
_STAYS = _PINNED | OUTER | LET


def _lift_filters(
    kind: str, left: Query, right: Query, cond: Expr | None
) -> tuple[Query, Query, Expr | None, list[Expr]]:
    """The filters of a join's inputs taken out of them: applied to the join's rows (returned, for
    filters above the join) or added to its condition, where either means the same, so that the join's
    inputs are tables, not derived tables (Spark analyses a derived table at a cost; its optimiser
    pushes the filters back down to the inputs either way). Only deterministic conditions move, over
    inputs whose column names are unique between them (the conditions read them by name)."""
    if kind == "full" or (cond is not None and not cond.deterministic):
        return left, right, cond, []
    if not (isinstance(left, Filter) or isinstance(right, Filter)):
        return left, right, cond, []
    if not _distinct_names((*left.columns, *right.columns)):
        return left, right, cond, []
    left, left_above, left_on = _take_filters(
        left, kind in _LEFT_FILTER_ABOVE, kind == "right" and cond is not None
    )
    right, right_above, right_on = _take_filters(
        right, kind in _RIGHT_FILTER_ABOVE, kind in _RIGHT_FILTER_ON and cond is not None
    )
    for c in (*left_on, *right_on):
        assert cond is not None
        cond = Op("AND", (cond, c))
    # a condition both inputs carried becomes two filters, which the generator writes once
    return left, right, cond, [*left_above, *right_above]


def _take_filters(side: Query, above: bool, on: bool) -> tuple[Query, list[Expr], list[Expr]]:
    """The filters at the top of a join input taken off it: the input below them, the conditions that
    go above the join (when ``above``) and those that go into its condition (when ``on``), innermost
    first (a condition that could fail is still evaluated after the ones that were below it). A
    condition repeated (DataFusion repeats a read's filter in a filter above it) is kept once."""
    taken: list[Expr] = []
    while isinstance(side, Filter) and _movable_condition(side.condition, into_condition=not above):
        if not above and not (on and _fits_condition(side.condition)):
            break
        if not any(same(side.condition, x) for x in taken):
            taken.append(side.condition)
        side = side.input
    taken.reverse()
    return (side, taken, []) if above else (side, [], taken)


def _movable_condition(c: Expr, *, into_condition: bool = False) -> bool:
    """Whether a filter's condition may leave its input for the join above. A subquery may go along
    (never into a join's condition) when it reads nothing but tables: it means the same anywhere."""
    if not c.deterministic or c.flags & (_STAYS & ~SUBQUERY):
        return False
    if not c.flags & SUBQUERY:
        return True
    return not into_condition and all(
        _table_chain(x.query) is not None for x in walk_exprs(c) if isinstance(x, (InQuery, SubqueryExpr))
    )


def _table_chain(q: Query) -> list[Filter | Project] | None:
    """The projections and filters over a table that ``q`` is (outermost first), when they read its
    columns alone (no enclosing query's column, no subquery), so that ``q`` means the same wherever it
    is written; None when ``q`` is anything else."""
    chain: list[Filter | Project] = []
    while not isinstance(q, Source):
        if isinstance(q, Filter):
            exprs = [q.condition]
        elif isinstance(q, Project):
            exprs = [e for e, _ in q.items]
        else:
            return None
        if q.flags & OUTER or any(e.flags & SUBQUERY for e in exprs):
            return None
        chain.append(q)
        q = q.input
    return chain


def _semi_as_in(left: Query, right: Query, cond: Expr | None) -> Query | None:
    """A semi join of ``left`` with a filtered table as the filter ``key IS NOT NULL AND key IN (SELECT
    right_key FROM table WHERE right_key IS NOT NULL AND ...)``, where its condition is one equality
    between an expression of the left input and a column of the right one (of the same type), and
    conditions on the right input alone; None otherwise.

    Both mean the same (a left row whose key is null, or matches no right row, is dropped either way;
    a left row is kept once however many right rows match), and Spark turns the predicate back into
    the same semi join. Written as a predicate, it is also a fact Spark's optimiser carries through the
    equalities of the joins above: a table joined on the same key is restricted by the subquery too
    before its rows are aggregated (TPC-H q20 sums the line items of the kept parts only, not every
    line item). The ``IS NOT NULL`` terms are what Spark infers from a join's equality and not from
    the predicate (TPC-DS q14 runs a fifth slower without them: rows with a null key reach the join).

    Only a table with at least one filter qualifies: Spark evaluates the subquery once more for each
    place it carries it to, which costs little for a filtered table and much for a whole fact table
    (TPC-DS q82 scanned ``store_sales`` twice) or an aggregate."""
    chain = _table_chain(right)
    if cond is None or not cond.deterministic or chain is None:
        return None
    left_names, right_names = set(left.columns), set(right.columns)
    if left_names & right_names:
        return None
    key: tuple[Expr, Col] | None = None
    right_only: list[Expr] = []
    for part in _conjuncts(cond):
        if part.flags & _STAYS:
            return None
        reads = _reads(part)
        if reads <= right_names:
            right_only.append(part)
            continue
        if key is not None or not (isinstance(part, Op) and part.op == "=" and len(part.args) == 2):
            return None
        a, b = part.args
        if isinstance(a, Col) and a.name in right_names:
            a, b = b, a
        if not (isinstance(b, Col) and b.name in right_names and not b.outer):
            return None
        key_reads = _reads(a)
        if not (key_reads and key_reads <= left_names) or a.dtype is None or a.dtype != b.dtype:
            return None
        key = (a, b)
    if key is None or not (right_only or any(isinstance(x, Filter) for x in chain)):
        return None
    value, column = key
    rows = Filter(right, column.is_not_null())
    for part in right_only:
        rows = Filter(rows, part)
    return Filter(left, Op("AND", (value.is_not_null(), InQuery(value, rows.pick([column.name])))))


def _conjuncts(e: Expr) -> list[Expr]:
    """The terms of ``e`` as a conjunction (``a AND b AND c`` gives three), in order."""
    out: list[Expr] = []
    stack = [e]
    while stack:
        x = stack.pop()
        if isinstance(x, Op) and x.op == "AND" and len(x.args) == 2:
            stack.extend(reversed(x.args))
        else:
            out.append(x)
    return out


def _reads(e: Expr) -> set[str]:
    """The names of the (non-outer) columns ``e`` reads."""
    return {x.name for x in walk_exprs(e) if isinstance(x, Col) and not x.outer}


def _fits_condition(c: Expr) -> bool:
    """Whether a filter's condition may be written into a join's condition as it is: the generator
    prepares (computes values once, cuts deep expressions) only the conditions of filters."""
    from spark_consumer.sql.generate import MAX_DEPTH

    return c.depth < MAX_DEPTH


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
