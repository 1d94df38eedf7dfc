"""Window functions: the window relation and window-function expressions."""

from __future__ import annotations

from pyspark.sql import types as T
from substrait import algebra_pb2 as alg
from substrait.algebra_pb2 import Expression

from spark_consumer import functions as fn
from spark_consumer.consume.base import ConsumerBase, options_of
from spark_consumer.consume.model import Relation, Scope, Typed
from spark_consumer.sql.tree import Expr, Frame, Lit, SortKey
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.paths import PlanPath


class WindowMixin(ConsumerBase):
    """The window handlers of :class:`~spark_consumer.consume.consumer.SparkConsumer`."""

    def expr_window_function(self, wf: Expression.WindowFunction, scope: Scope, path: PlanPath) -> Typed:
        """A window function: ranking functions from :data:`functions.WINDOW`, aggregates over a frame."""
        decl = self.decl(wf.function_reference, path)
        args, types, enums = self.args(wf.arguments, scope, path)
        parts = tuple(
            self.translate_expr(e, scope, path.child("partitions").index(i)).expr
            for i, e in enumerate(wf.partitions)
        )
        order = tuple(self.sort_keys(wf.sorts, scope, path.child("sorts")))
        name = decl.base_name
        window_builder = fn.WINDOW.get(name)
        if not order and name in fn.ORDERED_WINDOW:
            # Without sort keys every row of the partition is a peer of every other (ranks are 1, rows
            # are numbered in no particular order). Spark demands an ORDER BY for these functions: a
            # constant key keeps all rows peers.
            order = (SortKey(Lit(None, T.IntegerType())),)
        spec = Frame(parts, order)
        out_t = self.output_type(wf, decl, types, path)
        c = fn.Call(name, args, types, out_t, options_of(wf.options), enums, self.ansi, path)
        c.distinct = wf.invocation == alg.AggregateFunction.AGGREGATION_INVOCATION_DISTINCT
        c.literals, c.literal_args, _ = fn.literal_facts(wf.arguments)
        fn.check_options(c)
        self.check_arity(c)
        value: Expr
        if window_builder is not None:
            framed = name in fn.FRAMED_WINDOW
            value = window_builder(c).over(self._frame(spec, wf, bool(order), path) if framed else spec)
        else:
            builder = fn.aggregate_builder(name, self.producer_aggregate if decl.urn is None else None)
            if builder is None:
                raise UnsupportedFeatureError(
                    f"window function {decl.name} ({decl.urn or 'no URN'})", path=path
                )
            c.over = self._frame(spec, wf, bool(order), path)
            if c.distinct and name != "count":
                raise UnsupportedFeatureError(
                    f"window function {decl.name} with DISTINCT",
                    "Spark computes no DISTINCT aggregate over a window (count is counted from its set)",
                    path=path,
                )
            value = builder(c)
        return Typed(value.cast(self.cast_target(out_t, path)), out_t)

    def rel_window(self, msg: alg.ConsistentPartitionWindowRel, path: PlanPath) -> Relation:
        """The input's columns, then one column per window function; each is translated as the
        window-function expression with the relation's partitions and sorts (:meth:`expr_window_function`)."""
        rel = self.translate_rel(msg.input, path.child("input"))
        sc = self.scope(rel)
        outs: list[Typed] = []
        for i, f in enumerate(msg.window_functions):
            wf = Expression.WindowFunction(
                function_reference=f.function_reference,
                arguments=f.arguments,
                options=f.options,
                output_type=f.output_type,
                phase=f.phase,
                invocation=f.invocation,
                partitions=msg.partition_expressions,
                sorts=msg.sorts,
                bounds_type=f.bounds_type,
            )
            if f.HasField("lower_bound"):
                wf.lower_bound.CopyFrom(f.lower_bound)
            if f.HasField("upper_bound"):
                wf.upper_bound.CopyFrom(f.upper_bound)
            outs.append(self.expr_window_function(wf, sc, path.child("window_functions").index(i)))
        names = self.fresh(len(outs))
        return rel.appended([(t.expr, n) for t, n in zip(outs, names, strict=True)], [t.type for t in outs])

    def _frame(self, spec: Frame, wf: Expression.WindowFunction, ordered: bool, path: PlanPath) -> Frame:
        W = Expression.WindowFunction

        def bound(b: Expression.WindowFunction.Bound, lower: bool) -> int | None:
            kind = b.WhichOneof("kind")
            if kind is None or kind == "unbounded":
                return None
            if kind == "current_row":
                return 0
            sub = getattr(b, kind)
            off = int(sub.offset)
            if sub.HasField("offset_expr"):
                e = sub.offset_expr
                if e.WhichOneof("rex_type") != "literal":
                    raise UnsupportedFeatureError("non-literal window bound", path=path)
                lit = e.literal
                kind_of_lit = lit.WhichOneof("literal_type")
                if kind_of_lit not in ("i8", "i16", "i32", "i64"):
                    raise InvalidPlanError(
                        f"window bound of type {kind_of_lit}", code="bad-window-bound", path=path
                    )
                off = int(getattr(lit, kind_of_lit))
            if off < 0:
                raise InvalidPlanError(
                    f"negative window bound offset {off}", code="bad-window-bound", path=path
                )
            return -off if kind == "preceding" else off

        has_lower = wf.HasField("lower_bound")
        has_upper = wf.HasField("upper_bound")
        if not has_lower and not has_upper:
            if not ordered:
                return spec
            return spec.framed("RANGE", None, 0)
        lo = bound(wf.lower_bound, True)
        hi = bound(wf.upper_bound, False)
        if has_lower and wf.lower_bound.WhichOneof("kind") in (None, "unbounded"):
            lo = None
        if has_upper and wf.upper_bound.WhichOneof("kind") in (None, "unbounded"):
            hi = None
        kind = "RANGE" if wf.bounds_type == W.BOUNDS_TYPE_RANGE else "ROWS"
        return spec.framed(kind, lo, hi)
