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
        measures = [self.measure(m, sc, path.child("measures").index(i)) for i, m in enumerate(msg.measures)]
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
        if _one_pass(sets, gt):
            return self._grouping_sets(
                rel, sets, gt=gt, gnames=gnames, gtypes=gtypes, measures=measures, mnames=mnames
            )
        datafusion = self.datafusion_layout
        # sets that repeat one another (or keys Spark would take for one another): one aggregate per set,
        # each with every grouping column (null where the set does not group by it) and the set's index,
        # their union all
        pre_names = self.fresh(len(gt))
        pre = Project(
            rel.query,
            (*((Col(n), n) for n in rel.names), *((t.expr, n) for t, n in zip(gt, pre_names, strict=True))),
        )
        shared = self.shared(Relation(pre, [*rel.types, *gtypes]))
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
    ) -> Relation:
        """Several distinct grouping sets in one pass over the input (Spark's ``GROUPING SETS``): every
        grouping column (null where a row's set does not group by it), the measures, and the column that
        tells the sets apart: DataFusion's ``__grouping_id`` (bit ``n-1-i`` set when grouping expression
        ``i`` is not in the set) before the measures, or the set's index after them.

        Both come from Spark's ``grouping_id()``, whose bits follow the keys in the order the sets first
        name them: the keys are listed in that order, so that no reading of the key list (the legacy
        ``groupingIdWithAppendedUserGroupBy`` setting changes it) gives other bits."""
        n = len(gt)
        order = list(dict.fromkeys(i for s in sets for i in s))
        position = {key: p for p, key in enumerate(order)}
        keys = tuple((gt[i].expr, gnames[i]) for i in order)
        gid = self.fresh(1)[0]
        aggs = (
            *((t.expr, name) for t, name in zip(measures, mnames, strict=True)),
            (Call("grouping_id"), gid),
        )
        spark_sets = tuple(tuple(position[i] for i in s) for s in sets)
        grouped = Aggregate(rel.query, keys, aggs, spark_sets)
        spark_masks = [_grouping_mask(s, n) for s in spark_sets]
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

    def measure(self, m: alg.AggregateRel.Measure, sc: Scope, path: PlanPath) -> Typed:
        """One measure: the aggregate call (with its filter) cast to the measure's output type."""
        af = m.measure
        decl = self.decl(af.function_reference, path.child("measure"))
        P = alg.AggregationPhase
        if af.phase not in (P.AGGREGATION_PHASE_UNSPECIFIED, P.AGGREGATION_PHASE_INITIAL_TO_RESULT):
            raise UnsupportedFeatureError(
                f"aggregation phase {self.enum_name(P, af.phase, f'{path}.measure.phase')}", path=path
            )
        args, types, enums = self.args(af.arguments, sc, path.child("measure"))
        if m.HasField("filter"):
            flt = self.translate_expr(m.filter, sc, path.child("filter")).expr
            if not args and decl.base_name == "count":
                args, types, enums = [Lit(1, T.IntegerType())], [make("i32", False)], [None]
            from spark_consumer.sql.tree import when

            args = [when(flt, a) for a in args]
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
        if af.sorts and name in fn.ORDERED:
            c.order = tuple(self.sort_keys(af.sorts, sc, path.child("measure").child("sorts")))
        builder = fn.aggregate_builder(name, self.producer_aggregate if decl.urn is None else None)
        if builder is None:
            raise UnsupportedFeatureError(
                f"aggregate function {decl.name} ({decl.urn or 'no URN'})", path=path
            )
        fn.check_options(c)
        self.check_arity(c)
        return Typed(builder(c).cast(self.cast_target(out_t, path)), out_t)


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
