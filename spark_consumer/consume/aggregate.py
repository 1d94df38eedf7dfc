"""Aggregates: grouping expressions, grouping sets and measures."""

from __future__ import annotations

from collections.abc import Sequence

from pyspark.sql import types as T
from substrait import algebra_pb2 as alg
from substrait.algebra_pb2 import Expression
from substrait.type_pb2 import Type

from spark_consumer import functions as fn
from spark_consumer.consume.base import ConsumerBase, options_of
from spark_consumer.consume.model import Relation, Scope, Typed
from spark_consumer.sql.tree import (
    Aggregate,
    Call,
    Case,
    Cast,
    Col,
    Distinct,
    Expr,
    Lit,
    Project,
    Query,
    SetOp,
    Values,
    same,
)
from spark_consumer.types import make, with_nullability
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.paths import PlanPath


class AggregateMixin(ConsumerBase):
    """The aggregate handler of :class:`~spark_consumer.consume.consumer.SparkConsumer`."""

    def rel_aggregate(self, msg: alg.AggregateRel, path: PlanPath) -> Relation:
        rel = self.translate_rel(msg.input, path.child("input"))
        sc = self.scope(rel)
        # Grouping expressions whose protobuf messages are equal share one output column (spec), in order
        # of first appearance; sets refer to them by canonical index.
        gexprs: list[Expression] = []
        keyed: dict[bytes, int] = {}

        def canonical(e: Expression) -> int:
            k = e.SerializeToString(deterministic=True)
            if k not in keyed:
                keyed[k] = len(gexprs)
                gexprs.append(e)
            return keyed[k]

        listed = [canonical(e) for e in msg.grouping_expressions]
        sets: list[list[int]] = []
        for gi, g in enumerate(msg.groupings):
            legacy = list(getattr(g, "grouping_expressions", ()))
            if legacy:
                sets.append([canonical(e) for e in legacy])
                continue
            from substrait_py.schema import _inline_grouping_expressions

            inline = _inline_grouping_expressions(g)
            if inline and not g.expression_references:
                sets.append([canonical(e) for e in inline])
                continue
            refs = []
            for r in g.expression_references:
                if r >= len(listed):
                    raise InvalidPlanError(
                        f"grouping refers to expression {r} of {len(listed)}",
                        code="grouping-reference-out-of-range",
                        path=path.child("groupings").index(gi),
                    )
                refs.append(listed[r])
            sets.append(refs)
        # a set naming one expression twice groups by it once (its key column would be ambiguous)
        sets = [list(dict.fromkeys(s)) for s in sets]
        gt = [
            self.translate_expr(e, sc, path.child("grouping_expressions").index(i))
            for i, e in enumerate(gexprs)
        ]
        gnames = self.fresh(len(gt))
        rel, filters = self._measure_filters(msg, rel, sc, path)
        one_pass = len(sets) > 1 and _one_pass(sets, gt)
        sentinel = None
        if one_pass and [] in sets and len(gt) < 63:
            # the keys are computed before the row is added, and every measure's filter reads the mark
            # first: nothing of the plan is computed over the added row's nulls (where it could fail)
            rel, gt = self._keys_computed(rel, gt)
            rel, sentinel = self._with_sentinel_row(rel, path)
            not_sentinel = ~Col(sentinel)
            filters = [not_sentinel if f is None else not_sentinel & f for f in filters]
        measures = [
            self.measure(m, sc, path.child("measures").index(i), filters[i])
            for i, m in enumerate(msg.measures)
        ]
        mnames = self.fresh(len(measures))
        in_all = [all(i in s for s in sets) for i in range(len(gt))] if sets else [True] * len(gt)
        gtypes = [t.type if in_all[i] else with_nullability(t.type, True) for i, t in enumerate(gt)]
        mtypes = [t.type for t in measures]
        aggs = tuple((t.expr, n) for t, n in zip(measures, mnames, strict=True))
        if len(sets) <= 1:
            used = set(sets[0]) if sets else set()
            if used != set(range(len(gt))):
                raise InvalidPlanError(
                    "a grouping expression is used by no grouping set", code="unused-grouping", path=path
                )
            keys = tuple((t.expr, n) for t, n in zip(gt, gnames, strict=True))
            if not keys and not aggs:
                raise InvalidPlanError(
                    "aggregate without groupings or measures", code="aggregate-no-columns", path=path
                )
            if keys and not aggs:
                query: Query = Distinct(Project(rel.query, keys))
            else:
                query = Aggregate(rel.query, keys, aggs)
            return Relation(query, gtypes + mtypes)
        if one_pass:
            return self._grouping_sets(
                rel,
                sets,
                gt=gt,
                gnames=gnames,
                gtypes=gtypes,
                measures=measures,
                mnames=mnames,
                sentinel=sentinel,
            )
        datafusion = self.datafusion_layout
        # sets that repeat one another (or keys Spark would take for one another): one aggregate per set,
        # each with every grouping column (null where the set does not group by it) and the set's index,
        # their union all
        pre_names = self.fresh(len(gt))
        shared = self.shared(rel.appended(list(zip((t.expr for t in gt), pre_names, strict=True)), gtypes))
        idx = self.fresh(1)[0]
        union: Query | None = None
        for si, s in enumerate(sets):
            source = self.renamed(shared)
            mapping = dict(zip(shared.names, source.names, strict=True))
            keys = tuple((Col(mapping[pre_names[i]]), f"{gnames[i]}_{si}") for i in s)
            set_aggs = tuple(
                (_rename_columns(t.expr, mapping), f"{n}_{si}") for t, n in zip(measures, mnames, strict=True)
            )
            part: Query = Aggregate(source.query, keys, set_aggs) if (keys or set_aggs) else source.query
            key_of = {i: f"{gnames[i]}_{si}" for i in s}
            cols: list[tuple[Expr, str]] = [
                (Col(key_of[gi]) if gi in key_of else Lit(None, self.cast_target(gtypes[gi], path)), n)
                for gi, n in enumerate(gnames)
            ]
            measure_cols = [(Col(f"{n}_{si}"), n) for n in mnames]
            if datafusion:
                items = (*cols, (Lit(_grouping_mask(s, len(gnames)), T.IntegerType()), idx), *measure_cols)
            else:
                items = (*cols, *measure_cols, (Lit(si, T.IntegerType()), idx))
            projected = Project(part, tuple(items))
            union = projected if union is None else SetOp("union_all", union, projected)
        assert union is not None
        if datafusion:
            return Relation(union, [*gtypes, make("i32", False), *mtypes])
        return Relation(union, [*gtypes, *mtypes, make("i32", False)])

    def _grouping_sets(
        self,
        rel: Relation,
        sets: list[list[int]],
        *,
        gt: list[Typed],
        gnames: list[str],
        gtypes: list[Type],
        measures: list[Typed],
        mnames: list[str],
        sentinel: str | None = None,
    ) -> Relation:
        """Several distinct grouping sets in one pass over the input (Spark's ``GROUPING SETS``): every
        grouping column (null where a row's set does not group by it), the measures, and the column that
        tells the sets apart: DataFusion's ``__grouping_id`` (bit ``n-1-i`` set when grouping expression
        ``i`` is not in the set) before the measures, or the set's index after them.

        Both come from Spark's ``grouping_id()``, whose bits follow the keys in the order the sets first
        name them: the keys are listed in that order, so that no reading of the key list (the legacy
        ``groupingIdWithAppendedUserGroupBy`` setting changes it) gives other bits.

        ``sentinel`` names the input's column that marks the added row of :meth:`_with_sentinel_row`:
        every set but the empty one groups by it too (a first key), and the groups of that row are left
        out, so that the empty set has its row however many rows the input has."""
        n = len(gt)
        order = list(dict.fromkeys(i for s in sets for i in s))
        position = {key: p for p, key in enumerate(order)}
        keys = tuple((gt[i].expr, gnames[i]) for i in order)
        spark_sets = tuple(tuple(position[i] for i in s) for s in sets)
        if sentinel is not None:
            # the first key, and first in every set that groups by it: both readings of the bit order
            # still agree
            keys = ((Col(sentinel), sentinel), *keys)
            spark_sets = tuple((0, *(p + 1 for p in s)) if s else s for s in spark_sets)
        gid = self.fresh(1)[0]
        aggs = (
            *((t.expr, name) for t, name in zip(measures, mnames, strict=True)),
            (Call("grouping_id"), gid),
        )
        grouped: Query = Aggregate(rel.query, keys, aggs, spark_sets)
        if sentinel is not None:
            # the sentinel column is null in the empty set's row (not grouped by it), true in the
            # groups of the added row
            grouped = grouped.filter(~Call("coalesce", (Col(sentinel), Lit(False, T.BooleanType()))))
        spark_masks = [_grouping_mask(s, len(keys)) for s in spark_sets]
        # what the plan's column holds per set: DataFusion's mask (the plan's key order), or the set's index
        wanted = [_grouping_mask(s, n) for s in sets] if self.datafusion_layout else list(range(len(sets)))
        if wanted == spark_masks:
            tag: Expr = Cast(Col(gid), T.IntegerType())
        else:
            tag = Case(
                tuple(
                    (Col(gid) == Lit(mask, T.LongType()), Lit(value, T.IntegerType()))
                    for mask, value in zip(spark_masks[:-1], wanted[:-1], strict=True)
                ),
                Lit(wanted[-1], T.IntegerType()),
            )
        idx = self.fresh(1)[0]
        key_cols = [(Col(name), name) for name in gnames]
        measure_cols = [(Col(name), name) for name in mnames]
        mtypes = [t.type for t in measures]
        if self.datafusion_layout:
            items = (*key_cols, (tag, idx), *measure_cols)
            return Relation(Project(grouped, items), [*gtypes, make("i32", False), *mtypes])
        items = (*key_cols, *measure_cols, (tag, idx))
        return Relation(Project(grouped, items), [*gtypes, *mtypes, make("i32", False)])

    def _measure_filters(
        self, msg: alg.AggregateRel, rel: Relation, sc: Scope, path: PlanPath
    ) -> tuple[Relation, list[Expr | None]]:
        """The measures' filters, and the aggregate's input: a volatile filter (``random() < 0.5``) is
        drawn once per input row in a projection below (Spark's FILTER clause takes only deterministic
        conditions), and the filter reads its column."""
        filters: list[Expr | None] = [
            self.translate_expr(m.filter, sc, path.child("measures").index(i).child("filter")).expr
            if m.HasField("filter")
            else None
            for i, m in enumerate(msg.measures)
        ]
        volatile = [i for i, f in enumerate(filters) if f is not None and not f.deterministic]
        if not volatile:
            return rel, filters
        names = self.fresh(len(volatile))
        drawn: list[tuple[Expr, str]] = []
        for i, name in zip(volatile, names, strict=True):
            f = filters[i]
            assert f is not None
            drawn.append((f, name))
            filters[i] = Col(name)
        return rel.appended(drawn, [make("bool") for _ in volatile]), filters

    def _keys_computed(self, rel: Relation, keys: list[Typed]) -> tuple[Relation, list[Typed]]:
        """``rel`` with a column for each grouping key that is more than a column or literal, and the
        keys reading those columns."""
        computed = [i for i, k in enumerate(keys) if not isinstance(k.expr, (Col, Lit))]
        if not computed:
            return rel, keys
        names = self.fresh(len(computed))
        out = list(keys)
        for i, name in zip(computed, names, strict=True):
            out[i] = Typed(Col(name), keys[i].type)
        return rel.appended(
            [(keys[i].expr, n) for i, n in zip(computed, names, strict=True)],
            [keys[i].type for i in computed],
        ), out

    def _with_sentinel_row(self, rel: Relation, path: PlanPath) -> tuple[Relation, str]:
        """``rel`` with a column marking one added row of nulls (true there, false in every input row),
        and the column's name. Over an empty input Spark's ``GROUPING SETS`` give no row at all, where
        the empty grouping set has its row (the measures over no row): with the added row they have it,
        its measures leaving that row out (their filters) and the other sets' groups of it left out
        after the aggregate (:meth:`_grouping_sets`)."""
        tag = self.fresh(1)[0]
        rows = rel.appended([(Lit(False, T.BooleanType()), tag)], [make("bool", False)])
        types = [self.cast_target(t, path) for t in rel.types]
        added = Values(
            [[*(Lit(None, t) for t in types), Lit(True, T.BooleanType())]],
            [*rel.names, tag],
            [*types, T.BooleanType()],
        )
        return Relation(SetOp("union_all", rows.query, added), rows.types), tag

    def measure(
        self, m: alg.AggregateRel.Measure, sc: Scope, path: PlanPath, rows: Expr | None = None
    ) -> Typed:
        """One measure: the aggregate call cast to the measure's output type, taking the rows where
        ``rows`` (its filter, translated, and any condition of the aggregate's own) holds."""
        af = m.measure
        decl = self.decl(af.function_reference, path.child("measure"))
        P = alg.AggregationPhase
        if af.phase not in (P.AGGREGATION_PHASE_UNSPECIFIED, P.AGGREGATION_PHASE_INITIAL_TO_RESULT):
            raise UnsupportedFeatureError(
                f"aggregation phase {self.enum_name(P, af.phase, f'{path}.measure.phase')}", path=path
            )
        args, types, enums = self.args(af.arguments, sc, path.child("measure"))
        name = decl.base_name
        if af.sorts and (name not in fn.AGGREGATE or name in fn.ORDER_SENSITIVE):
            raise UnsupportedFeatureError(f"ordered aggregate {name}", path=path)
        out_t = self.output_type(af, decl, types, path)
        c = fn.Call(
            name,
            args,
            types,
            out_t,
            options_of(af.options),
            enums,
            self.ansi,
            path,
            af.invocation == alg.AggregateFunction.AGGREGATION_INVOCATION_DISTINCT,
        )
        c.literals, c.literal_args, _ = fn.literal_facts(af.arguments)
        c.filter = rows
        if af.sorts and name in fn.ORDERED:
            c.order = tuple(self.sort_keys(af.sorts, sc, path.child("measure").child("sorts")))
        builder = fn.aggregate_builder(name, self.producer_aggregate if decl.urn is None else None)
        if builder is None:
            raise UnsupportedFeatureError(
                f"aggregate function {decl.name} ({decl.urn or 'no URN'})", path=path
            )
        fn.check_options(c)
        self.check_arity(c)
        built = builder(c)
        if rows is not None and not _every_aggregate_filtered(built):
            raise UnsupportedFeatureError(f"aggregate function {decl.name} with a filter", path=path)
        return Typed(built.cast(self.cast_target(out_t, path)), out_t)


def _every_aggregate_filtered(e: Expr) -> bool:
    """Whether every aggregate call in ``e`` (outside windows) has a FILTER clause: a builder that made an
    aggregate without :meth:`~spark_consumer.functions.Call.agg` would take every row."""
    from spark_consumer.sql.tree import AGGREGATE_FUNCTIONS, Window, children

    stack = [e]
    while stack:
        x = stack.pop()
        if isinstance(x, Window):
            continue
        if isinstance(x, Call) and x.name in AGGREGATE_FUNCTIONS and x.filter is None:
            return False
        stack.extend(children(x))
    return True


def _grouping_mask(grouping_set: Sequence[int], n_keys: int) -> int:
    """Spark's ``grouping_id()`` (and DataFusion's ``__grouping_id``) of a set of key positions: bit
    ``n_keys - 1 - i`` is set when key ``i`` is not in the set."""
    return sum(1 << (n_keys - 1 - i) for i in range(n_keys) if i not in grouping_set)


def _one_pass(sets: list[list[int]], keys: list[Typed]) -> bool:
    """Whether Spark's ``GROUPING SETS`` computes these sets: no two are equal (Spark could not tell their
    rows apart), every key is in one (Spark groups by the keys listed), no two keys are the same
    expression (Spark would take them for one key), and the keys fit the 63 bits of ``grouping_id()``."""
    if len(keys) > 63 or len({frozenset(s) for s in sets}) != len(sets):
        return False
    if {i for s in sets for i in s} != set(range(len(keys))):
        return False
    return not any(same(a.expr, b.expr) for i, a in enumerate(keys) for b in keys[i + 1 :])


def _rename_columns(e: Expr, mapping: dict[str, str]) -> Expr:
    """``e`` reading the columns of ``mapping``'s keys under their new names."""
    from spark_consumer.sql.tree import substitute, walk_exprs

    by_id: dict[int, Expr] = {}
    for x in walk_exprs(e):
        if isinstance(x, Col) and x.name in mapping and not x.outer:
            by_id[id(x)] = Col(mapping[x.name])
    return substitute(e, by_id, {}) if by_id else e
