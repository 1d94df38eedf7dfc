"""Output schemas of every relation of the relations seed, with emit applied.

Expected types come from the relations seed and the Substrait spec's text (join null padding,
the mark column, set-operation nullability, the grouping-set column), not from our output."""

from __future__ import annotations

from pathlib import Path

import pytest
from _schema_builders import (
    BOOL,
    COUNT,
    EQ,
    GT,
    I32,
    I32N,
    STR,
    STRN,
    SUM,
    agg,
    filter_,
    fn,
    join,
    lit_i32,
    plan_of,
    project,
    read,
    ref,
)
from substrait.algebra_pb2 import AggregateRel, Expression, JoinRel, Rel, SetRel, WriteRel
from substrait.plan_pb2 import Plan, PlanRel
from substrait.type_inference import infer_rel_schema
from substrait.type_pb2 import Type

from substrait_py import typesys as ts
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.masks import parse_mask
from substrait_py.schema import (
    LogicalField,
    SchemaDeriver,
    physical_schema,
    root_fields,
    root_output_names,
)

I64 = ts.simple("i64")
L = read(["cat", "db", "l"], ["a", "b"], [I32, STRN])
R = read("r", ["c", "d"], [I64, ts.boolean(True)])


def fields(rel: Rel, plan: Plan | None = None) -> list[LogicalField]:
    return SchemaDeriver(plan or plan_of(rel)).rel_fields(rel, "relations[0].root.input")


def types(rel: Rel) -> list[str]:
    return [ts.type_str(f.type) for f in fields(rel)]


# -- read ----------------------------------------------------------------------------------------


def test_named_table_read_relation_is_last_name_part_and_physical_strips_it() -> None:
    fs = fields(L)
    assert [(f.relation, f.name, ts.type_str(f.type)) for f in fs] == [
        ("l", "a", "i32"),
        ("l", "b", "string?"),
    ]
    assert physical_schema(fs) == [("a", I32), ("b", STRN)]


def test_read_projection_mask_and_emit() -> None:
    rel = read("t", ["a", "b", "c"], [I32, STRN, I64])
    rel.read.projection.CopyFrom(parse_mask("2,0"))
    assert [(f.name, ts.type_str(f.type)) for f in fields(rel)] == [("c", "i64"), ("a", "i32")]
    rel.read.common.emit.output_mapping.append(1)
    assert [f.name for f in fields(rel)] == ["a"]


def test_read_filters_typed_against_direct_schema() -> None:
    rel = read("t", ["a", "b", "c"], [I32, STRN, I64])
    rel.read.projection.CopyFrom(parse_mask("1"))
    # References field 2, which the projection drops: legal, the filter sees the direct schema.
    rel.read.filter.CopyFrom(fn(GT, ref(2), ref(2), out=BOOL))
    rel.read.best_effort_filter.CopyFrom(fn(GT, ref(0), ref(0), out=BOOL))
    assert [f.name for f in fields(rel)] == ["b"]
    rel.read.best_effort_filter.CopyFrom(ref(1))
    with pytest.raises(InvalidPlanError) as exc:
        fields(rel)
    assert exc.value.code == "not-boolean"
    assert exc.value.path == "relations[0].root.input.read.best_effort_filter"


def test_read_names_must_cover_nested_fields() -> None:
    rel = read("t", ["s"], [ts.struct_of([I32])])
    with pytest.raises(InvalidPlanError) as exc:
        fields(rel)
    assert exc.value.code == "named-struct-names"
    rel = read("t", ["s", "x"], [ts.struct_of([I32])])
    assert [f.name for f in fields(rel)] == ["s"]


def test_virtual_table_and_local_files_reads_have_no_relation() -> None:
    rel = Rel()
    rel.read.base_schema.names.extend(["v"])
    rel.read.base_schema.struct.types.append(I32)
    rel.read.virtual_table.SetInParent()
    assert fields(rel) == [LogicalField(None, "v", I32)]
    rel.read.local_files.items.add().uri_file = "/x.parquet"
    assert fields(rel) == [LogicalField(None, "v", I32)]


# -- single-input relations ----------------------------------------------------------------------


def test_filter_sort_fetch_keep_input_and_filter_is_boolean() -> None:
    f = filter_(L, fn(GT, ref(0), lit_i32(1), out=BOOL))
    assert types(f) == ["i32", "string?"]
    s = Rel()
    s.sort.input.CopyFrom(f)
    s.sort.sorts.add().expr.CopyFrom(ref(1))
    fe = Rel()
    fe.fetch.input.CopyFrom(s)
    fe.fetch.count_expr.CopyFrom(lit_i32(3))
    assert [f.name for f in fields(fe)] == ["a", "b"]
    with pytest.raises(InvalidPlanError) as exc:
        fields(filter_(L, ref(0)))
    assert exc.value.code == "not-boolean"


def test_project_appends_and_emit_selects() -> None:
    p = project(L, fn(GT, ref(0), lit_i32(1), out=BOOL), ref(1))
    assert types(p) == ["i32", "string?", "boolean", "string?"]
    p.project.common.emit.output_mapping.extend([3, 0])
    assert [(f.relation, f.name) for f in fields(p)] == [("l", "b"), ("l", "a")]
    p.project.common.emit.output_mapping.append(9)
    with pytest.raises(InvalidPlanError) as exc:
        fields(p)
    assert exc.value.code == "emit-out-of-range"
    assert exc.value.path == "relations[0].root.input.project.common.emit.output_mapping[2]"


def test_cross() -> None:
    c = Rel()
    c.cross.left.CopyFrom(L)
    c.cross.right.CopyFrom(R)
    assert types(c) == ["i32", "string?", "i64", "boolean?"]


# -- joins: every JoinRel type -------------------------------------------------------------------

# From the spec's join type table: which sides are emitted, which get null-padded, mark column.
JOIN_EXPECTED = {
    "JOIN_TYPE_INNER": ["i32", "string?", "i64", "boolean?"],
    "JOIN_TYPE_OUTER": ["i32?", "string?", "i64?", "boolean?"],
    "JOIN_TYPE_LEFT": ["i32", "string?", "i64?", "boolean?"],
    "JOIN_TYPE_RIGHT": ["i32?", "string?", "i64", "boolean?"],
    "JOIN_TYPE_LEFT_SEMI": ["i32", "string?"],
    "JOIN_TYPE_LEFT_ANTI": ["i32", "string?"],
    "JOIN_TYPE_RIGHT_SEMI": ["i64", "boolean?"],
    "JOIN_TYPE_RIGHT_ANTI": ["i64", "boolean?"],
    "JOIN_TYPE_LEFT_SINGLE": ["i32", "string?", "i64?", "boolean?"],
    "JOIN_TYPE_RIGHT_SINGLE": ["i32?", "string?", "i64", "boolean?"],
    "JOIN_TYPE_LEFT_MARK": ["i32", "string?", "boolean?"],
    "JOIN_TYPE_RIGHT_MARK": ["i64", "boolean?", "boolean?"],
}


def test_every_join_type_in_the_proto_is_covered() -> None:
    assert set(JOIN_EXPECTED) == set(JoinRel.JoinType.keys()) - {"JOIN_TYPE_UNSPECIFIED"}


@pytest.mark.parametrize("name", sorted(JOIN_EXPECTED))
def test_join_types(name: str) -> None:
    j = join(L, R, JoinRel.JoinType.Value(name), fn(EQ, ref(0), ref(2), out=BOOL))
    assert types(j) == JOIN_EXPECTED[name]
    fs = fields(j)
    if name.endswith("_MARK"):
        assert fs[-1].name == "mark" and fs[-1].relation is None
    if name in ("JOIN_TYPE_INNER", "JOIN_TYPE_OUTER"):
        assert [f.relation for f in fs] == ["l", "l", "r", "r"]


def test_join_condition_must_be_boolean_and_type_set() -> None:
    with pytest.raises(InvalidPlanError) as exc:
        fields(join(L, R, JoinRel.JOIN_TYPE_INNER, ref(2)))
    assert exc.value.code == "not-boolean"
    assert exc.value.path == "relations[0].root.input.join.expression"
    with pytest.raises(InvalidPlanError) as exc:
        fields(join(L, R, JoinRel.JOIN_TYPE_UNSPECIFIED, fn(EQ, ref(0), ref(2), out=BOOL)))
    assert exc.value.code == "join-type-unspecified"


def test_hash_join_same_shapes() -> None:
    h = Rel()
    h.hash_join.left.CopyFrom(L)
    h.hash_join.right.CopyFrom(R)
    h.hash_join.type = h.hash_join.JOIN_TYPE_LEFT_MARK
    assert types(h) == ["i32", "string?", "boolean?"]


# -- set operations ------------------------------------------------------------------------------

# Field 0 is required in the primary and nullable in the secondary; field 1 the other way round.
# Output nullability per the spec's set-operation table.
SET_EXPECTED = {
    "SET_OP_MINUS_PRIMARY": ["i32", "string?"],  # as the primary
    "SET_OP_MINUS_PRIMARY_ALL": ["i32", "string?"],
    "SET_OP_MINUS_MULTISET": ["i32", "string?"],
    "SET_OP_INTERSECTION_PRIMARY": ["i32", "string?"],  # nullable if nullable in primary and a secondary
    "SET_OP_INTERSECTION_MULTISET": ["i32", "string"],  # required if required in any input
    "SET_OP_INTERSECTION_MULTISET_ALL": ["i32", "string"],
    "SET_OP_UNION_DISTINCT": ["i32?", "string?"],  # nullable if nullable in any input
    "SET_OP_UNION_ALL": ["i32?", "string?"],
}


def set_rel(op: int, *inputs: Rel) -> Rel:
    s = Rel()
    s.set.op = op
    for i in inputs:
        s.set.inputs.append(i)
    return s


def test_every_set_op_is_covered() -> None:
    assert set(SET_EXPECTED) == set(SetRel.SetOp.keys()) - {"SET_OP_UNSPECIFIED"}


@pytest.mark.parametrize("name", sorted(SET_EXPECTED))
def test_set_ops_over_three_inputs(name: str) -> None:
    primary = read("p", ["a", "b"], [I32, STRN])
    second = read("s", ["x", "y"], [I32N, STR])
    third = read("u", ["x", "y"], [I32, STRN])
    s = set_rel(SetRel.SetOp.Value(name), primary, second, third)
    assert types(s) == SET_EXPECTED[name]
    assert [(f.relation, f.name) for f in fields(s)] == [("p", "a"), ("p", "b")]


def test_set_op_errors() -> None:
    with pytest.raises(InvalidPlanError) as exc:
        fields(set_rel(SetRel.SET_OP_UNION_ALL, L))
    assert exc.value.code == "set-too-few-inputs"
    with pytest.raises(InvalidPlanError) as exc:
        fields(set_rel(SetRel.SET_OP_UNION_ALL, L, R))
    assert exc.value.code == "set-input-mismatch"
    with pytest.raises(InvalidPlanError) as exc:
        fields(set_rel(SetRel.SET_OP_UNSPECIFIED, L, L))
    assert exc.value.code == "set-op-unspecified"


# -- aggregate -----------------------------------------------------------------------------------

T = read("t", ["a", "b", "c"], [I32, STR, I64])


def count_measure() -> AggregateRel.Measure:
    m = AggregateRel.Measure()
    m.measure.CopyFrom(agg(COUNT, out=I64))
    return m


def test_aggregate_grouping_sets_newer_form() -> None:
    a = Rel()
    a.aggregate.input.CopyFrom(T)
    a.aggregate.grouping_expressions.extend([ref(0), ref(1)])
    a.aggregate.groupings.add().expression_references.extend([0])
    a.aggregate.groupings.add().expression_references.extend([0, 1])
    a.aggregate.measures.append(count_measure())
    fs = fields(a)
    # a is in every set (required); b is not (nullable); the measure; the i32 grouping-set index.
    assert [ts.type_str(f.type) for f in fs] == ["i32", "string?", "i64", "i32"]
    assert [f.name for f in fs] == ["a", "b", "count(*)", "grouping_set"]


def test_aggregate_single_set_has_no_index_column() -> None:
    a = Rel()
    a.aggregate.input.CopyFrom(T)
    a.aggregate.grouping_expressions.extend([ref(2)])
    a.aggregate.groupings.add().expression_references.extend([0])
    assert types(a) == ["i64"]


def test_aggregate_deprecated_inline_form_dedupes_by_proto_equality() -> None:
    def grouping(*exprs: Expression) -> AggregateRel.Grouping:
        raw = b"".join(b"\x0a" + _varint(len(e.SerializeToString())) + e.SerializeToString() for e in exprs)
        g = AggregateRel.Grouping()
        g.ParseFromString(raw)  # field 1 (grouping_expressions) is gone from the proto: an unknown field
        return g

    a = Rel()
    a.aggregate.input.CopyFrom(T)
    a.aggregate.groupings.append(grouping(ref(1), ref(0)))
    a.aggregate.groupings.append(grouping(ref(0)))
    a.aggregate.measures.append(count_measure())
    fs = fields(a)
    # Columns in order of first appearance: b (not in set 1 -> nullable), a (in both), then measure, index.
    assert [(f.name, ts.type_str(f.type)) for f in fs] == [
        ("b", "string?"),
        ("a", "i32"),
        ("count(*)", "i64"),
        ("grouping_set", "i32"),
    ]


def _varint(n: int) -> bytes:
    out = b""
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out += bytes([b | 0x80])
        else:
            return out + bytes([b])


def test_aggregate_errors() -> None:
    a = Rel()
    a.aggregate.input.CopyFrom(T)
    with pytest.raises(InvalidPlanError) as exc:
        fields(a)
    assert exc.value.code == "aggregate-no-columns"
    a.aggregate.grouping_expressions.append(ref(0))
    a.aggregate.groupings.add().expression_references.append(4)
    with pytest.raises(InvalidPlanError) as exc:
        fields(a)
    assert exc.value.code == "grouping-reference-out-of-range"
    assert exc.value.path.endswith("aggregate.groupings[0].expression_references[0]")


# -- reference, write, DDL, extensions -----------------------------------------------------------


def test_reference_rel() -> None:
    ref_rel = Rel()
    ref_rel.reference.subtree_ordinal = 0
    plan = plan_of(ref_rel, shared=[L])
    assert [(f.relation, f.name) for f in root_fields(plan)] == [("l", "a"), ("l", "b")]
    ref_rel.reference.subtree_ordinal = 5
    plan = plan_of(ref_rel, shared=[L])
    with pytest.raises(InvalidPlanError) as exc:
        root_fields(plan)
    assert exc.value.code == "reference-out-of-range"
    assert exc.value.path == "relations[1].root.input.reference.subtree_ordinal"


def test_reference_cycle() -> None:
    ref_rel = Rel()
    ref_rel.reference.subtree_ordinal = 0
    plan = Plan()
    plan.relations.append(PlanRel(rel=ref_rel))
    with pytest.raises(InvalidPlanError) as exc:
        SchemaDeriver(plan).plan_rel_fields(0)
    assert exc.value.code == "reference-cycle"


def test_write_output_modes_and_ddl() -> None:
    w = Rel()
    w.write.input.CopyFrom(L)
    w.write.op = WriteRel.WRITE_OP_INSERT
    w.write.output = WriteRel.OUTPUT_MODE_NO_OUTPUT
    assert fields(w) == []
    w.write.output = WriteRel.OUTPUT_MODE_MODIFIED_RECORDS
    assert [f.name for f in fields(w)] == ["a", "b"]
    d = Rel()
    d.ddl.named_object.names.append("v")
    assert fields(d) == []


def test_extension_relation_without_known_schema_is_unsupported() -> None:
    e = Rel()
    e.extension_leaf.detail.type_url = "type.example/Thing"
    with pytest.raises(UnsupportedFeatureError) as exc:
        fields(e)
    assert "extension_leaf" in exc.value.feature
    assert exc.value.path == "relations[0].root.input.extension_leaf.detail"


# -- expressions where we differ from substrait-python --------------------------------------------


def test_scalar_subquery_is_nullable_substrait_python_is_not() -> None:
    inner = Rel()
    inner.fetch.input.CopyFrom(read("r", ["c"], [I64]))
    inner.fetch.count_expr.CopyFrom(lit_i32(1))
    e = Expression()
    e.subquery.scalar.input.CopyFrom(inner)
    p = project(L, e)
    ours = fields(p)[-1].type
    theirs = infer_rel_schema(p).types[-1]
    assert ours == ts.simple("i64", nullable=True)  # an empty subquery yields null
    assert theirs == I64


def test_correlated_subquery_outer_reference() -> None:
    outer_ref = Expression()
    outer_ref.selection.direct_reference.struct_field.field = 1
    outer_ref.selection.outer_reference.steps_out = 1
    inner = project(read("r", ["c"], [I64]), outer_ref, emit=[1])
    e = Expression()
    e.subquery.scalar.input.CopyFrom(inner)
    assert fields(project(L, e))[-1].type == STRN


# -- plans: root names, deep plans ---------------------------------------------------------------


def test_root_output_names_consume_nested_names_depth_first() -> None:
    rel = read("t", ["s", "x", "y", "k"], [ts.struct_of([I32, STR]), I64])
    assert root_output_names(plan_of(rel, ["S", "X", "Y", "K"])) == ["S", "K"]
    with pytest.raises(InvalidPlanError) as exc:
        root_output_names(plan_of(rel, ["S", "K"]))
    assert exc.value.code == "root-names-count"
    assert exc.value.path == "relations[0].root.names"


def deep_plan(depth: int, *, bad_leaf_ref: bool = False) -> Plan:
    plan = plan_of(Rel())
    cur = plan.relations[0].root.input
    for i in range(depth):
        if i % 2:
            cur.filter.condition.CopyFrom(fn(GT, ref(0), lit_i32(0), out=BOOL))
            cur = cur.filter.input
        else:
            cur.project.expressions.append(ref(0))
            cur.project.common.emit.output_mapping.append(7 if bad_leaf_ref and i == depth - 2 else 0)
            cur = cur.project.input
    cur.CopyFrom(read("t", ["a", "b"], [I32, STR]))
    return plan


def test_ten_thousand_nested_relations_no_recursion_error() -> None:
    plan = deep_plan(10_000)
    fs = root_fields(plan)
    assert [(f.relation, f.name, f.type) for f in fs] == [("t", "a", I32)]


def test_deep_fault_has_the_full_path() -> None:
    plan = deep_plan(10_000, bad_leaf_ref=True)
    with pytest.raises(InvalidPlanError) as exc:
        root_fields(plan)
    err = exc.value
    assert err.code == "emit-out-of-range"
    assert err.path.startswith("relations[0].root.input.project.input.filter.input.project")
    assert err.path.endswith(".project.common.emit.output_mapping[0]")
    assert err.path.count(".filter.input") == 4_999


def test_schema_types_match_substrait_python_on_a_plain_plan() -> None:
    """Where substrait-python is right (no nested references, masks or subqueries) we agree."""
    j = join(L, R, JoinRel.JOIN_TYPE_LEFT, fn(EQ, ref(0), ref(2), out=BOOL))
    p = project(j, fn(GT, ref(0), lit_i32(1), out=BOOL), emit=[4, 1, 3])
    assert ts.row(f.type for f in fields(p)) == infer_rel_schema(p)


def test_emitted_type_is_a_type_message() -> None:
    assert isinstance(fields(L)[0].type, Type)


# -- functions without a declared output_type (DataFusion omits it on measures) ------------------


def test_missing_output_type_derived_from_extension_yaml() -> None:
    # sum over decimal<15,2>: functions_arithmetic_decimal.yaml returns DECIMAL?<38,S>;
    # a name-only "count" (as DataFusion declares it) is the generic count returning i64.
    t = read("t", ["x"], [ts.decimal(15, 2)])
    a = Rel()
    a.aggregate.input.CopyFrom(t)
    a.aggregate.groupings.append(AggregateRel.Grouping())
    m = a.aggregate.measures.add()
    m.measure.function_reference = SUM
    m.measure.arguments.add().value.CopyFrom(ref(0))
    c = a.aggregate.measures.add()
    c.measure.function_reference = COUNT
    plan = plan_of(a)
    plan.extension_urns[0].urn = "extension:io.substrait:functions_arithmetic_decimal"
    for d in plan.extensions:
        if d.extension_function.function_anchor == COUNT:
            d.extension_function.extension_urn_reference = 0  # name-only
    fs = SchemaDeriver(plan).rel_fields(a)
    assert [ts.type_str(f.type) for f in fs] == ["decimal?<38,2>", "i64"]
    assert [f.name for f in fs] == ["sum(t.x)", "count(*)"]


def test_underivable_function_type_is_unknown_not_a_crash() -> None:
    e = Expression()
    e.scalar_function.function_reference = 99  # undeclared
    fs = fields(project(L, e))
    assert fs[-1].type == Type()


DATAFUSION_TPCH = sorted(
    Path(__file__).resolve().parents[1].glob("conformance/producers/datafusion/tpch/q*.substrait")
)


@pytest.mark.skipif(not DATAFUSION_TPCH, reason="DataFusion TPC-H plans not generated")
def test_datafusion_tpch_plans_derive_and_agree_with_their_root_names() -> None:
    for f in DATAFUSION_TPCH:
        plan = Plan()
        plan.ParseFromString(f.read_bytes())
        fs = root_fields(plan)
        assert all(x.type.WhichOneof("kind") for x in fs), f.name
        assert len(root_output_names(plan)) == len(fs), f.name


def test_expression_nested_ten_thousand_deep() -> None:
    plan = plan_of(Rel())
    p = plan.relations[0].root.input.project
    p.input.CopyFrom(read("t", ["a"], [I64]))
    e = p.expressions.add()
    for i in range(10_000):
        f = e.scalar_function
        f.function_reference = SUM  # declared as "sum"; output type given
        f.output_type.CopyFrom(I64)
        f.arguments.add().value.literal.i64 = i
        e = f.arguments.add().value
    e.CopyFrom(ref(0))
    fs = root_fields(plan)
    assert [ts.type_str(f.type) for f in fs] == ["i64", "i64"]
    assert fs[1].name is not None and fs[1].name.startswith("sum(0, sum(1, ")
