"""Set operations: union, intersection and the minus operations of ``SetRel``."""

from __future__ import annotations

from functools import reduce

from pyspark.sql import types as T
from substrait import algebra_pb2 as alg

from spark_consumer.consume.base import ConsumerBase
from spark_consumer.consume.model import Relation
from spark_consumer.sql.tree import Aggregate, Call, Col, Lit, Project, Query, SetOp, call, when
from spark_consumer.types import is_nullable, with_nullability
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.paths import PlanPath


class SetMixin(ConsumerBase):
    """The set-operation handler of :class:`~spark_consumer.consume.consumer.SparkConsumer`."""

    def rel_set(self, msg: alg.SetRel, path: PlanPath) -> Relation:
        ins = [self.translate_rel(r, path.child("inputs").index(i)) for i, r in enumerate(msg.inputs)]
        if len(ins) < 2:
            raise InvalidPlanError("set needs two or more inputs", code="set-too-few-inputs", path=path)
        width = len(ins[0].names)
        for i, r in enumerate(ins[1:], start=1):
            if len(r.names) != width:
                raise InvalidPlanError(
                    f"set input of {len(r.names)} columns, the first has {width}",
                    code="set-input-mismatch",
                    path=path.child("inputs").index(i),
                )
        first = ins[0]
        queries = [r.query for r in ins]
        S = alg.SetRel.SetOp
        op = msg.op
        types = [
            with_nullability(t, any(is_nullable(r.types[i]) for r in ins)) for i, t in enumerate(first.types)
        ]

        def chain(kind: str, qs: list[Query]) -> Query:
            return reduce(lambda a, b: SetOp(kind, a, b), qs)

        primary, rest = queries[0], queries[1:]
        if op == S.SET_OP_UNION_ALL:
            query = chain("union_all", queries)
        elif op == S.SET_OP_UNION_DISTINCT:
            query = chain("union", queries)
        elif op == S.SET_OP_MINUS_PRIMARY:
            query = SetOp("except", primary, chain("union_all", rest))
        elif op == S.SET_OP_MINUS_PRIMARY_ALL:
            query = SetOp("except_all", primary, chain("union_all", rest))
        elif op == S.SET_OP_INTERSECTION_PRIMARY:
            query = SetOp("intersect", primary, chain("union_all", rest))
        elif op == S.SET_OP_INTERSECTION_MULTISET:
            query = chain("intersect", queries)
        elif op == S.SET_OP_INTERSECTION_MULTISET_ALL:
            query = chain("intersect_all", queries)
        elif op == S.SET_OP_MINUS_MULTISET:
            query = self._minus_multiset(primary, rest, first.names)
        elif op == S.SET_OP_UNSPECIFIED:
            raise InvalidPlanError(
                "the set operation is unspecified", code="set-op-unspecified", path=path.child("op")
            )
        else:
            raise UnsupportedFeatureError(f"set operation {self.enum_name(S, op, f'{path}.op')}", path=path)
        if op in (S.SET_OP_MINUS_PRIMARY, S.SET_OP_MINUS_PRIMARY_ALL):
            types = list(first.types)
        return Relation(query, types)

    def _minus_multiset(self, primary: Query, rest: list[Query], names: list[str]) -> Query:
        """m - min(n1..nk) copies of each primary row (floor 0), by counting per source."""
        src, cnt = self.fresh(2)
        tagged: list[Query] = []
        for i, q in enumerate([primary, *rest]):
            cols = [(Col(c), n) for c, n in zip(q.columns, names, strict=True)]
            tagged.append(Project(q, (*cols, (Lit(i, T.IntegerType()), src))))
        union = reduce(lambda a, b: SetOp("union_all", a, b), tagged)
        counts = [f"{cnt}_{i}" for i in range(len(tagged))]
        grouped = Aggregate(
            union,
            tuple((Col(n), n) for n in names),
            tuple(
                (call("count", when(Col(src) == i, Lit(1, T.IntegerType()))), c) for i, c in enumerate(counts)
            ),
        )
        m = Col(counts[0])
        mn = Call("least", tuple(Col(c) for c in counts[1:])) if len(counts) > 2 else Col(counts[1])
        mult = call("greatest", m - mn, 0)
        repeated = self.fresh(1)[0]
        exploded = Project(
            grouped.filter(mult > 0),
            (
                *((Col(n), n) for n in names),
                (call("explode", call("array_repeat", 1, mult.cast(T.IntegerType()))), repeated),
            ),
        )
        return exploded.pick(names)
