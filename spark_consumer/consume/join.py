"""Joins: cross joins and every join type of ``JoinRel`` (inner, outer, semi, anti, mark, single)."""

from __future__ import annotations

from pyspark.sql import types as T
from substrait import algebra_pb2 as alg

from spark_consumer import functions as fn
from spark_consumer.consume.base import ConsumerBase
from spark_consumer.consume.model import Relation, Scope
from spark_consumer.sql.tree import (
    Aggregate,
    Col,
    Distinct,
    Expr,
    Join,
    Limit,
    Lit,
    Op,
    Project,
    Query,
    SubqueryExpr,
    call,
    when,
)
from spark_consumer.types import is_nullable, kind_of, make, with_nullability
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.paths import PlanPath

#: Substrait type kinds whose Spark equality and hash-join keys agree with the plan's equality (not
#: structs, lists or maps, whose Spark equality treats nulls inside as equal).
_ATOMIC_KEY_KINDS = frozenset(
    {
        "bool",
        "i8",
        "i16",
        "i32",
        "i64",
        "fp32",
        "fp64",
        "string",
        "binary",
        "date",
        "decimal",
        "varchar",
        "fixed_char",
        "fixed_binary",
        "timestamp",
        "timestamp_tz",
        "precision_timestamp",
        "precision_timestamp_tz",
        "time",
        "precision_time",
        "uuid",
        "interval_year",
        "interval_day",
    }
)


def _mark_keys(cond: Expr, outer: Relation, inner: Relation) -> tuple[str, str] | None:
    """``(outer column, inner column)`` when ``cond`` is one equality between a column of each side of
    an atomic type, else None."""
    if not (isinstance(cond, Op) and cond.op == "=" and len(cond.args) == 2):
        return None
    a, b = cond.args
    if not (isinstance(a, Col) and isinstance(b, Col)) or a.outer or b.outer:
        return None
    if a.name in inner.names and b.name in outer.names:
        a, b = b, a
    if a.name not in outer.names or b.name not in inner.names:
        return None
    for rel, name in ((outer, a.name), (inner, b.name)):
        if kind_of(rel.types[rel.names.index(name)]) not in _ATOMIC_KEY_KINDS:
            return None
    return a.name, b.name


class JoinMixin(ConsumerBase):
    """The join handlers of :class:`~spark_consumer.consume.consumer.SparkConsumer`."""

    def rel_cross(self, msg: alg.CrossRel, path: PlanPath) -> Relation:
        left = self.translate_rel(msg.left, path.child("left"))
        right = self._distinct_names(left, self.translate_rel(msg.right, path.child("right")))
        return Relation(Join(left.query, right.query, "cross"), left.types + right.types)

    def _distinct_names(self, left: Relation, right: Relation) -> Relation:
        """``right`` renamed when it shares a column name with ``left``."""
        return self.renamed(right) if set(left.names) & set(right.names) else right

    def rel_join(self, msg: alg.JoinRel, path: PlanPath) -> Relation:
        left = self.translate_rel(msg.left, path.child("left"))
        right = self._distinct_names(left, self.translate_rel(msg.right, path.child("right")))
        both = Scope(left.names + right.names, left.types + right.types, self._outer)
        cond: Expr = (
            self.translate_expr(msg.expression, both, path.child("expression")).expr
            if msg.HasField("expression")
            else Lit(True, T.BooleanType())
        )
        J = alg.JoinRel.JoinType
        jt = msg.type
        # The post-join filter reads the inputs' fields (left, then right) and keeps the joined records
        # that satisfy it: for the joins whose output is those records it filters the output; for the
        # others (semi, anti, single, mark) a joined record exists only as a partner, so it is part of
        # what makes a partner.
        after_join = jt in (J.JOIN_TYPE_INNER, J.JOIN_TYPE_OUTER, J.JOIN_TYPE_LEFT, J.JOIN_TYPE_RIGHT)
        if msg.HasField("post_join_filter") and not after_join:
            pf = self.translate_expr(msg.post_join_filter, both, path.child("post_join_filter"))
            cond = cond & pf.expr
        lt, rt = left.types, right.types
        nl = [with_nullability(t, True) for t in lt]
        nr = [with_nullability(t, True) for t in rt]
        simple = {
            J.JOIN_TYPE_INNER: ("inner", lt + rt),
            J.JOIN_TYPE_OUTER: ("full", nl + nr),
            J.JOIN_TYPE_LEFT: ("left", lt + nr),
            J.JOIN_TYPE_RIGHT: ("right", nl + rt),
        }
        if jt in simple:
            kind, types = simple[jt]
            out = Relation(Join(left.query, right.query, kind, cond), types)
        elif jt in (J.JOIN_TYPE_LEFT_SEMI, J.JOIN_TYPE_LEFT_ANTI):
            kind = "semi" if jt == J.JOIN_TYPE_LEFT_SEMI else "anti"
            out = Relation(Join(left.query, right.query, kind, cond), lt)
        elif jt in (J.JOIN_TYPE_RIGHT_SEMI, J.JOIN_TYPE_RIGHT_ANTI):
            kind = "semi" if jt == J.JOIN_TYPE_RIGHT_SEMI else "anti"
            out = Relation(Join(right.query, left.query, kind, cond), rt)
        elif jt in (J.JOIN_TYPE_LEFT_MARK, J.JOIN_TYPE_RIGHT_MARK):
            outer, inner = (left, right) if jt == J.JOIN_TYPE_LEFT_MARK else (right, left)
            out = self._mark_join(outer, inner, cond)
        elif jt in (J.JOIN_TYPE_LEFT_SINGLE, J.JOIN_TYPE_RIGHT_SINGLE):
            if jt == J.JOIN_TYPE_LEFT_SINGLE:
                out = self._single_join(left, right, cond, left_first=True, types=lt + nr, path=path)
            else:
                out = self._single_join(right, left, cond, left_first=False, types=nl + rt, path=path)
        elif jt == J.JOIN_TYPE_UNSPECIFIED:
            raise InvalidPlanError(
                "the join type is unspecified", code="join-type-unspecified", path=path.child("type")
            )
        else:
            raise UnsupportedFeatureError(f"join type {self.enum_name(J, jt, f'{path}.type')}", path=path)
        if msg.HasField("post_join_filter") and after_join:
            pf = self.translate_expr(msg.post_join_filter, self.scope(out), path.child("post_join_filter"))
            out = Relation(out.query.filter(pf.expr), out.types)
        return out

    def _mark_join(self, outer: Relation, inner: Relation, cond: Expr) -> Relation:
        """Mark join: every outer row with a mark that is true if a partner matches, null if none does but
        the condition is null for one, false otherwise. In a DataFusion plan the mark is never null
        (DataFusion's ``LeftMark``, which it writes for ``EXISTS`` and ``IN`` inside a disjunction): false
        where no partner matches.

        A condition that equates one outer column with one inner column (what decorrelated ``EXISTS``
        and ``IN`` subqueries give) is an equi-join (:meth:`_key_mark_join`). Any other condition is
        computed without row ids: the mark of a row depends only on its values, so it is computed on the
        distinct outer rows (a join on the condition or its being null, which Spark runs as a nested
        loop) and joined back null-safely on every outer column."""
        two_valued = self.datafusion_plan
        keys = _mark_keys(cond, outer, inner)
        if keys is not None:
            return self._key_mark_join(outer, inner, *keys, two_valued=two_valued)
        outer = self.shared(outer)
        hit, score_name = self.fresh(2)
        distinct = Distinct(outer.query)
        tagged = Project(inner.query, (*((Col(n), n) for n in inner.names), (Lit(1, T.IntegerType()), hit)))
        pairs = Join(distinct, tagged, "left", cond if two_valued else cond | cond.is_null())
        score = when(Col(hit).is_null(), 0).when(cond, 2).when(cond.is_null(), 1)
        marks = Aggregate(
            pairs,
            tuple((Col(n), n) for n in outer.names),
            ((call("max", call("coalesce", score, 0)), score_name),),
        )
        back = self.renamed(Relation(marks, [*outer.types, make("i32")]))
        first = self.renamed(outer)
        on = fn.and_all(
            [Col(o).null_safe_eq(Col(n)) for o, n in zip(first.names, back.names[:-1], strict=True)]
        )
        mark_name = self.fresh(1)[0]
        flag = Col(back.names[-1])
        mark: Expr
        if two_valued:
            mark = call("coalesce", flag == 2, False)
        else:
            mark = when(flag == 2, True).when(flag == 1, Lit(None, T.BooleanType())).else_(False)
        joined = Join(first.query, back.query, "left", on)
        items = (*((Col(n), n) for n in first.names), (mark, mark_name))
        return Relation(Project(joined, items), [*outer.types, make("bool", True)])

    def _key_mark_join(
        self, outer: Relation, inner: Relation, key: str, inner_key: str, *, two_valued: bool = False
    ) -> Relation:
        """The mark of ``outer.key = inner.inner_key`` by an equi-join: each outer row is joined to the
        distinct non-null inner keys (at most one partner), so a partner means true. Without one, the
        condition is null for some inner row exactly when an inner key is null, or the outer key is null
        and the inner side has a row: two facts asked once each, by uncorrelated scalar subqueries that
        stop at the first such row (and only when the plan's types let a key be null). A ``two_valued``
        mark is false there."""
        inner_nullable = is_nullable(inner.types[inner.names.index(inner_key)]) and not two_valued
        outer_nullable = is_nullable(outer.types[outer.names.index(key)]) and not two_valued
        if inner_nullable or outer_nullable:
            inner = self.shared(inner)
        found_key, hit, flag = self.fresh(3)
        boolean = T.BooleanType()
        found = Distinct(
            Project(
                inner.query.filter(Col(inner_key).is_not_null()),
                ((Col(inner_key), found_key), (Lit(True, boolean), hit)),
            )
        )

        def any_row(rows: Query) -> Expr:
            return SubqueryExpr(
                "scalar", Limit(Project(rows, ((Lit(True, boolean), flag),)), 1)
            ).is_not_null()

        null_partner: list[Expr] = []
        if inner_nullable:
            null_partner.append(any_row(inner.query.filter(Col(inner_key).is_null())))
        if outer_nullable:
            null_partner.append(Col(key).is_null() & any_row(inner.query))
        mark: Expr = Col(hit).is_not_null()
        if null_partner:
            unknown = null_partner[0] if len(null_partner) == 1 else null_partner[0] | null_partner[1]
            mark = when(mark, True).when(unknown, Lit(None, boolean)).else_(False)
        joined = Join(outer.query, found, "left", Col(key) == Col(found_key))
        items = (*((Col(n), n) for n in outer.names), (mark, self.fresh(1)[0]))
        return Relation(Project(joined, items), [*outer.types, make("bool", True)])

    def _single_join(
        self,
        outer: Relation,
        inner: Relation,
        cond: Expr,
        *,
        left_first: bool,
        types: list,
        path: PlanPath,
    ) -> Relation:
        """Single join: every outer row with its one partner (nulls when none). More than one partner is a
        run-time error (``raise_error``), detected per distinct outer row by an uncorrelated scalar
        subquery evaluated once."""
        outer, inner = self.shared(outer), self.shared(inner)
        counted = self.fresh(1)[0]
        distinct = Distinct(outer.query)
        pairs = Join(distinct, inner.query, "inner", cond)
        counts = Aggregate(pairs, tuple((Col(n), n) for n in outer.names), ((call("count", 1), counted),))
        flag = self.fresh(1)[0]
        bad = Limit(Project(counts.filter(Col(counted) > 1), ((Lit(True, T.BooleanType()), flag),)), 1)
        guard = call(
            "coalesce",
            when(
                SubqueryExpr("scalar", bad).is_not_null(),
                call("raise_error", f"{path}: single join found more than one partner"),
            ).cast(T.BooleanType()),
            True,
        )
        joined = Join(outer.query, inner.query, "left", cond).filter(guard)
        names = outer.names + inner.names if left_first else inner.names + outer.names
        return Relation(joined.pick(names), types)
