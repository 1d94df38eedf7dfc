"""The validator (``substrait_py.validate``): every finding collected, with code, severity and path."""

from __future__ import annotations

from pathlib import Path

import pytest
import substrait.dataframe as sub
import validator_plans as vp
from pyspark.sql import types as T
from substrait.algebra_pb2 import Expression, SetRel
from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type

from substrait_py import validate as validate_module
from substrait_py.errors import Diagnostic, InvalidPlanError, Severity
from substrait_py.planio import load_plan
from substrait_py.validate import is_valid, names_consumed


def validate_plan(plan: Plan, **kwargs: object) -> list[Diagnostic]:
    """The validator, and the consumer on the same plan: a plan with a seeded fault gives the same first
    error (code and path) from both (the consumer translates without Spark here: the fault is found
    before any table is bound)."""
    found = validate_module.validate_plan(plan, **kwargs)  # type: ignore[arg-type]
    first = next((d for d in found if d.severity == Severity.ERROR), None)
    if first is not None and not kwargs:
        from spark_consumer.consumer import SparkConsumer

        with pytest.raises(InvalidPlanError) as caught:
            SparkConsumer(None).translate(plan)
        assert (caught.value.code, caught.value.path) == (first.code, first.path)
    return found


def codes(diags: list[Diagnostic], severity: Severity = Severity.ERROR) -> set[tuple[str, str]]:
    return {(d.code, d.path) for d in diags if d.severity == severity}


def errors(diags: list[Diagnostic]) -> list[Diagnostic]:
    return [d for d in diags if d.severity == Severity.ERROR]


def test_base_plan_is_valid_without_findings() -> None:
    assert validate_plan(vp.base_plan()) == []


def test_struct_field_out_of_range_names_the_reference() -> None:
    diags = validate_plan(vp.field_out_of_range())
    errs = errors(diags)
    assert [d.code for d in errs] == ["field-out-of-range"]
    assert errs[0].path.startswith(f"{vp.CONDITION}.scalar_function.arguments[0].value.selection")


def test_undeclared_function_anchor() -> None:
    errs = errors(validate_plan(vp.undeclared_anchor()))
    assert [d.code for d in errs] == ["unknown-function-anchor"]
    assert errs[0].path.startswith(f"{vp.CONDITION}.scalar_function")


def test_root_with_fewer_names_than_fields() -> None:
    assert codes(validate_plan(vp.too_few_names())) == {("root-names-mismatch", "relations[0].root.names")}


def test_reference_rel_past_the_relations() -> None:
    found = codes(validate_plan(vp.reference_past_end()))
    assert ("reference-out-of-range", "relations[0].root.input.reference.subtree_ordinal") in found


def test_reference_cycle_between_relations() -> None:
    plan = Plan()
    plan.relations.add().rel.reference.subtree_ordinal = 1
    plan.relations.add().rel.reference.subtree_ordinal = 0
    assert "reference-cycle" in {d.code for d in errors(validate_plan(plan))}


def test_every_fault_is_collected_not_only_the_first() -> None:
    # two faults in one expression, a third in another relation of the plan
    plan = vp.field_out_of_range()
    plan.relations[0].root.input.filter.condition.scalar_function.function_reference = 9
    plan.relations.add().root.CopyFrom(vp.too_few_names().relations[0].root)
    found = {d.code for d in errors(validate_plan(plan))}
    assert {"field-out-of-range", "unknown-function-anchor", "root-names-mismatch"} <= found


# ---------------------------------------------------------------------------------- structure


def test_read_needs_base_schema_and_read_type() -> None:
    plan = vp.base_plan()
    read = plan.relations[0].root.input.filter.input.read
    read.ClearField("base_schema")
    read.ClearField("named_table")
    found = codes(validate_plan(plan))
    assert ("missing-field", "relations[0].root.input.filter.input.read.base_schema") in found
    assert ("missing-read-type", "relations[0].root.input.filter.input.read") in found


def test_project_without_expressions_and_sort_without_fields() -> None:
    plan = vp.base_plan()
    root = plan.relations[0].root
    old = Plan()
    old.CopyFrom(plan)
    root.input.sort.input.project.input.CopyFrom(old.relations[0].root.input)
    found = codes(validate_plan(plan))
    assert ("empty-sort", "relations[0].root.input.sort.sorts") in found
    # a project without expressions passes its input through (DataFusion writes them): a warning
    warnings = codes(validate_plan(plan), Severity.WARNING)
    assert ("empty-project", "relations[0].root.input.sort.input.project.expressions") in warnings


def test_join_needs_type_and_expression_and_set_needs_two_inputs() -> None:
    plan = vp.base_plan()
    read = plan.relations[0].root.input.filter.input
    join = Plan()
    j = join.relations.add().root
    j.names.extend(["a", "b", "c", "d"])
    j.input.join.left.CopyFrom(read)
    j.input.join.right.CopyFrom(read)
    found = codes(validate_plan(join))
    assert ("join-type-unspecified", "relations[0].root.input.join.type") in found
    # no expression: every pair matches (DataFusion writes cross joins so), a warning
    warnings = codes(validate_plan(join), Severity.WARNING)
    assert ("missing-join-expression", "relations[0].root.input.join.expression") in warnings

    one = Plan()
    s = one.relations.add().root
    s.names.extend(["id", "age"])
    s.input.set.op = SetRel.SET_OP_UNION_ALL
    s.input.set.inputs.add().CopyFrom(read)
    assert ("set-too-few-inputs", "relations[0].root.input.set.inputs") in codes(validate_plan(one))


def test_aggregate_with_no_columns() -> None:
    plan = vp.base_plan()
    read = plan.relations[0].root.input.filter.input
    agg = Plan()
    r = agg.relations.add().root
    r.input.aggregate.input.CopyFrom(read)
    assert "aggregate-no-columns" in {d.code for d in errors(validate_plan(agg))}


def test_set_inputs_must_have_the_same_fields() -> None:
    plan = vp.base_plan()
    read = plan.relations[0].root.input.filter.input
    narrower = Plan()
    narrower.relations.add().rel.CopyFrom(read)
    n = narrower.relations[0].rel.read
    n.base_schema.names.pop()
    n.base_schema.struct.types.pop()
    s = Plan()
    root = s.relations.add().root
    root.names.extend(["id", "age"])
    root.input.set.op = SetRel.SET_OP_UNION_ALL
    root.input.set.inputs.add().CopyFrom(read)
    root.input.set.inputs.add().CopyFrom(narrower.relations[0].rel)
    assert "set-input-mismatch" in {d.code for d in errors(validate_plan(s))}


# ---------------------------------------------------------------------------------- types the plan must give

_LITERAL = f"{vp.CONDITION}.scalar_function.arguments[1].value.literal"
_READ = "relations[0].root.input.filter.input.read"


def _untyped_literal(kind: str) -> Plan:
    """The base plan with its literal 25 replaced by a literal whose type is not (wholly) given."""
    plan = vp.base_plan()
    lit = plan.relations[0].root.input.filter.condition.scalar_function.arguments[1].value.literal
    lit.Clear()
    if kind == "null":
        lit.null.SetInParent()
    elif kind == "null-list":
        lit.null.list.nullability = Type.NULLABILITY_NULLABLE
    elif kind == "empty-list":
        lit.empty_list.nullability = Type.NULLABILITY_NULLABLE
    elif kind == "empty-map":
        lit.empty_map.key.i64.nullability = Type.NULLABILITY_REQUIRED
    elif kind == "list":
        lit.list.SetInParent()
    elif kind == "map":
        lit.map.SetInParent()
    elif kind == "list-with-untyped-null":
        lit.list.values.add().null.SetInParent()
        lit.list.values.add().i64 = 1
    return plan


@pytest.mark.parametrize(
    ("kind", "code", "path"),
    [
        ("null", "missing-type", f"{_LITERAL}.null"),
        ("null-list", "missing-type", f"{_LITERAL}.null"),
        ("empty-list", "missing-type", f"{_LITERAL}.empty_list"),
        ("empty-map", "missing-type", f"{_LITERAL}.empty_map"),
        ("list", "bad-literal", f"{_LITERAL}.list"),
        ("map", "bad-literal", f"{_LITERAL}.map"),
        ("list-with-untyped-null", "missing-type", f"{_LITERAL}.list.values[0].null"),
        ("no-value", "bad-literal", _LITERAL),
    ],
)
def test_literal_whose_type_is_not_given(kind: str, code: str, path: str) -> None:
    # a typed null, an empty list and an empty map carry their whole type; a list or map literal has
    # elements (the spec's empty_list / empty_map say the type of an empty one)
    assert codes(validate_plan(_untyped_literal(kind))) == {(code, path)}


def test_cast_and_base_schema_column_without_a_type() -> None:
    plan = vp.base_plan()
    arg = plan.relations[0].root.input.filter.condition.scalar_function.arguments[1].value
    arg.cast.input.literal.i64 = 25
    arg.cast.type.SetInParent()  # a type with no kind
    assert codes(validate_plan(plan)) == {
        ("missing-type", f"{vp.CONDITION}.scalar_function.arguments[1].value.cast.type")
    }

    plan = vp.base_plan()
    column = plan.relations[0].root.input.filter.input.read.base_schema.struct.types[0]
    column.Clear()
    column.list.nullability = Type.NULLABILITY_NULLABLE  # a list of no element type
    assert codes(validate_plan(plan)) == {("missing-type", f"{_READ}.base_schema.struct.types[0]")}


# ------------------------------------------------------------------------------ type parameters
# The spec's type classes: DECIMAL<P, S> has P <= 38 and 0 <= S <= P; VARCHAR<L>, FIXEDCHAR<L> and
# FIXEDBINARY<L> have L within [1..2,147,483,647]; PRECISION_TIMESTAMP<P> and INTERVAL_DAY<P> have
# 0 <= P <= 12; since spec 0.97 an interval_day's precision must be given (before, unset meant 6).


def _with_version(plan: Plan, minor: int) -> Plan:
    plan.version.minor_number = minor
    plan.version.producer = "hand-written"
    return plan


def _set_kind(t: Type, kind: str, **params: int) -> None:
    t.Clear()
    detail = getattr(t, kind)
    detail.nullability = Type.NULLABILITY_NULLABLE
    for name, value in params.items():
        setattr(detail, name, value)


_IMPOSSIBLE_TYPES = {
    "decimal<50,2>": ("decimal", {"precision": 50, "scale": 2}),
    "decimal<5,6>": ("decimal", {"precision": 5, "scale": 6}),
    "varchar<0>": ("varchar", {"length": 0}),
    "fixedbinary<0>": ("fixed_binary", {"length": 0}),
    "precision_timestamp<13>": ("precision_timestamp", {"precision": 13}),
    "interval_day<13>": ("interval_day", {"precision": 13}),
}


@pytest.mark.parametrize("case", list(_IMPOSSIBLE_TYPES))
def test_a_type_no_value_can_have_is_an_error_wherever_it_is(case: str) -> None:
    kind, params = _IMPOSSIBLE_TYPES[case]
    # a cast's type
    plan = vp.base_plan()
    arg = plan.relations[0].root.input.filter.condition.scalar_function.arguments[1].value
    arg.cast.input.literal.i64 = 25
    _set_kind(arg.cast.type, kind, **params)
    cast_path = f"{vp.CONDITION}.scalar_function.arguments[1].value.cast.type"
    # (a comparison of i64 with a decimal or a varchar is also a signature mismatch)
    assert ("bad-type-parameter", cast_path) in codes(validate_plan(plan))
    # a base schema's column, nested in a list
    plan = vp.base_plan()
    column = plan.relations[0].root.input.filter.input.read.base_schema.struct.types[0]
    column.Clear()
    column.list.nullability = Type.NULLABILITY_NULLABLE
    _set_kind(column.list.type, kind, **params)
    assert codes(validate_plan(plan)) == {("bad-type-parameter", f"{_READ}.base_schema.struct.types[0]")}
    # a function's declared output type
    plan = vp.base_plan()
    _set_kind(plan.relations[0].root.input.filter.condition.scalar_function.output_type, kind, **params)
    found = codes(validate_plan(plan))
    assert ("bad-type-parameter", f"{vp.CONDITION}.scalar_function.output_type") in found


def test_types_at_the_edges_of_their_parameters_are_valid() -> None:
    for kind, params in [
        ("decimal", {"precision": 38, "scale": 38}),
        ("varchar", {"length": 1}),
        ("precision_timestamp", {"precision": 12}),
        ("interval_day", {"precision": 12}),  # picoseconds, since spec 0.97
    ]:
        plan = vp.base_plan()
        arg = plan.relations[0].root.input.filter.condition.scalar_function.arguments[1].value
        arg.cast.input.literal.i64 = 25
        _set_kind(arg.cast.type, kind, **params)
        assert not [d for d in validate_plan(plan) if d.code == "bad-type-parameter"], kind


def test_interval_day_without_precision_is_judged_by_the_plans_spec() -> None:
    def plan_with_unset_precision(minor: int) -> Plan:
        plan = _with_version(vp.base_plan(), minor)
        gt = plan.relations[0].root.input.filter.condition.scalar_function
        gt.arguments[0].value.selection.direct_reference.struct_field.field = 0  # the interval column
        gt.arguments[1].value.literal.null.interval_day.nullability = Type.NULLABILITY_NULLABLE
        column = plan.relations[0].root.input.filter.input.read.base_schema.struct.types[0]
        column.Clear()
        column.interval_day.nullability = Type.NULLABILITY_NULLABLE
        return plan

    null_path = f"{vp.CONDITION}.scalar_function.arguments[1].value.literal.null"
    column_path = f"{_READ}.base_schema.struct.types[0]"
    # spec 0.97 on: "Implementations should reject an unset precision"
    assert codes(validate_plan(plan_with_unset_precision(97))) == {
        ("bad-type-parameter", column_path),
        ("bad-type-parameter", null_path),
    }
    # before: "if unset, treat as 6"; a warning, and the plan is valid
    older = validate_plan(plan_with_unset_precision(96))
    assert errors(older) == []
    assert codes(older, Severity.WARNING) == {
        ("interval-precision-unset", column_path),
        ("interval-precision-unset", null_path),
    }


def test_interval_day_without_precision_of_an_older_plan_is_read_as_microseconds() -> None:
    from spark_consumer.consumer import SparkConsumer
    from spark_consumer.types import spark_type

    plan = _with_version(vp.base_plan(), 60)
    column = plan.relations[0].root.input.filter.input.read.base_schema.struct.types[0]
    column.Clear()
    column.interval_day.nullability = Type.NULLABILITY_NULLABLE
    interval = spark_type(column)
    assert interval.simpleString() == "interval day to second"  # Spark's intervals hold microseconds
    schema = T.StructType([T.StructField("id", interval), T.StructField("age", T.LongType())])
    translation = SparkConsumer(None, {"people": schema}).translate(plan)
    assert [t.WhichOneof("kind") for t in translation.types] == ["interval_day", "i64"]


def test_duckdb_varchar_without_length_reads_as_string() -> None:
    from spark_consumer.consumer import SparkConsumer

    plan = vp.base_plan()
    plan.version.minor_number = 19
    plan.version.producer = "DuckDB"
    column = plan.relations[0].root.input.filter.input.read.base_schema.struct.types[0]
    _set_kind(column, "varchar")  # no length, as DuckDB's own test plans write it
    loaded = load_plan(plan.SerializeToString())
    warnings = codes(loaded.diagnostics, Severity.WARNING)
    assert warnings == {("varchar-without-length", f"{_READ}.base_schema.struct.types[0]")}
    upgraded = loaded.plan.relations[0].root.input.filter.input.read.base_schema.struct.types[0]
    assert upgraded.WhichOneof("kind") == "string"
    assert upgraded.string.nullability == Type.NULLABILITY_NULLABLE
    assert errors(validate_module.validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)) == []
    # the same plan from another producer is refused: the spec requires a length of 1 or more
    plan.version.producer = "hand-written"
    loaded = load_plan(plan.SerializeToString())
    assert codes(validate_plan(loaded.plan)) == {
        ("bad-type-parameter", f"{_READ}.base_schema.struct.types[0]")
    }
    with pytest.raises(InvalidPlanError) as caught:
        SparkConsumer(None).translate(plan)
    assert caught.value.code == "bad-type-parameter"


def _datafusion_plan() -> Plan:
    plan = vp.base_plan()
    plan.version.minor_number = 85
    plan.version.producer = "datafusion"
    return plan


def test_datafusions_unsigned_integers_are_refused_where_read_as_signed_they_answer_wrongly() -> None:
    """DataFusion writes UInt8..UInt64 as the signed type of the same width with its own type variation 1,
    which it never declares: UInt32 3000000000 is the i32 literal -1294967296 of variation 1. Such a
    literal, a cast to an unsigned type (DataFusion's fails for a negative value) and wrapping arithmetic
    are refused; a column of an unsigned type and a small unsigned literal hold what the signed type does."""
    literal_path = f"{vp.CONDITION}.scalar_function.arguments[1].value.literal"

    def with_literal(value: int, kind: str = "i64") -> Plan:
        plan = _datafusion_plan()
        literal = plan.relations[0].root.input.filter.condition.scalar_function.arguments[1].value.literal
        literal.Clear()
        setattr(literal, kind, value)
        literal.type_variation_reference = 1
        return plan

    found = errors(validate_plan(with_literal(-1294967296)))
    assert [(d.code, d.path) for d in found] == [("datafusion-unsigned-integer", literal_path)]
    assert "UInt64 18446744072414584320" in found[0].message
    # UInt8 200 is the i8 literal 200: refused for what it is, not as an i8 out of range
    found = errors(validate_module.validate_plan(with_literal(200, "i8")))
    assert [(d.code, d.path) for d in found] == [("datafusion-unsigned-integer", literal_path)]
    assert errors(validate_plan(with_literal(25))) == []

    # inside a list literal too
    plan = _datafusion_plan()
    literal = plan.relations[0].root.input.filter.condition.scalar_function.arguments[1].value.literal
    literal.Clear()
    literal.list.values.add().i8 = 1
    literal.list.values.add().i8 = -56
    literal.list.values[1].type_variation_reference = 1
    assert ("datafusion-unsigned-integer", literal_path) in {
        (d.code, d.path) for d in validate_module.validate_plan(plan)
    }

    # a column of UInt64: its values up to i64's largest are i64's (the bound table's larger ones fail)
    plan = _datafusion_plan()
    read = plan.relations[0].root.input.filter.input.read
    read.base_schema.struct.types[1].i64.type_variation_reference = 1
    assert errors(validate_plan(plan)) == []

    # a cast to UInt64
    plan = _datafusion_plan()
    argument = plan.relations[0].root.input.filter.condition.scalar_function.arguments[0].value
    column = Expression()
    column.CopyFrom(argument)
    argument.cast.type.i64.nullability = Type.NULLABILITY_NULLABLE
    argument.cast.type.i64.type_variation_reference = 1
    argument.cast.input.CopyFrom(column)
    found = errors(validate_plan(plan))
    assert [(d.code, d.path) for d in found] == [
        ("datafusion-unsigned-integer", f"{vp.CONDITION}.scalar_function.arguments[0].value.cast")
    ]


def test_datafusions_dictionary_type_is_refused_for_its_reason() -> None:
    """DataFusion writes Dictionary(K, V) as map<K, V> of its type variation 1: a value of it is a V."""
    plan = _datafusion_plan()
    column = plan.relations[0].root.input.filter.input.read.base_schema.struct.types[0]
    column.Clear()
    column.map.key.i32.nullability = Type.NULLABILITY_NULLABLE
    column.map.value.i64.nullability = Type.NULLABILITY_NULLABLE
    column.map.nullability = Type.NULLABILITY_NULLABLE
    column.map.type_variation_reference = 1
    found = errors(validate_plan(plan))
    assert [(d.code, d.path) for d in found] == [
        ("datafusion-dictionary-type", f"{_READ}.base_schema.struct.types[0]")
    ]


def test_a_declared_variation_or_another_producers_is_not_datafusions() -> None:
    plan = _datafusion_plan()
    literal = plan.relations[0].root.input.filter.condition.scalar_function.arguments[1].value.literal
    literal.i64 = -1
    literal.type_variation_reference = 1
    assert "datafusion-unsigned-integer" in {d.code for d in validate_module.validate_plan(plan)}
    declared = plan.extensions.add().extension_type_variation
    declared.type_variation_anchor = 1
    declared.name = "small"
    declared.extension_urn_reference = 1
    assert "datafusion-unsigned-integer" not in {d.code for d in validate_module.validate_plan(plan)}
    plan.extensions.pop()
    plan.version.producer = "hand-written"
    assert "datafusion-unsigned-integer" not in {d.code for d in validate_module.validate_plan(plan)}


def test_a_plan_of_a_newer_spec_is_judged_with_a_warning() -> None:
    from substrait.version import substrait_version

    major, minor, _patch = (int(x) for x in substrait_version.split("."))
    plan = vp.base_plan()
    plan.version.major_number, plan.version.minor_number = major, minor + 1
    assert codes(validate_plan(plan), Severity.WARNING) == {("newer-spec", "version")}
    plan.version.minor_number = minor
    assert validate_plan(plan) == []


# ------------------------------------------------------------------------------ outer references


def _correlated(rel_reference: int, anchors: tuple[int, ...] = (5,), *, on_input: bool = False) -> Plan:
    """``people WHERE EXISTS (people WHERE id = <outer>.id)`` with the outer reference by
    ``rel_reference``; the outer filter carries ``anchors[0]`` (its input read, ``on_input``, as
    substrait-java anchors a Calcite filter's input), the inner read the rest (if any)."""
    plan = vp.base_plan()
    outer_filter = plan.relations[0].root.input.filter
    inner = Plan()
    inner.CopyFrom(plan)
    if on_input:
        outer_filter.input.read.common.rel_anchor = anchors[0]
    else:
        outer_filter.common.rel_anchor = anchors[0]
    sub_filter = inner.relations[0].root.input.filter
    if len(anchors) > 1:
        sub_filter.input.read.common.rel_anchor = anchors[1]
    cond = sub_filter.condition.scalar_function
    cond.arguments[0].value.selection.direct_reference.struct_field.field = 0
    outer_ref = cond.arguments[1].value
    outer_ref.Clear()
    outer_ref.selection.direct_reference.struct_field.field = 0
    outer_ref.selection.outer_reference.rel_reference = rel_reference
    exists = outer_filter.condition
    exists.Clear()
    exists.subquery.set_predicate.predicate_op = exists.subquery.set_predicate.PREDICATE_OP_EXISTS
    exists.subquery.set_predicate.tuples.CopyFrom(inner.relations[0].root.input)
    return plan


_SUBQUERY = f"{vp.CONDITION}.subquery.set_predicate.tuples.filter"
_INNER_REF = (
    f"{_SUBQUERY}.condition.scalar_function.arguments[1].value.selection.outer_reference.rel_reference"
)


def test_an_outer_reference_by_rel_anchor_is_resolved_against_the_enclosing_relations() -> None:
    # the enclosing filter carries the anchor (the spec's examples), or its input does (substrait-java's
    # Isthmus): resolved to the row the filter's condition sees (and typed: gt(i64, i64) checks)
    assert errors(validate_plan(_correlated(5))) == []
    assert errors(validate_plan(_correlated(5, on_input=True))) == []
    from spark_consumer.consumer import SparkConsumer

    schema = T.StructType([T.StructField("id", T.LongType()), T.StructField("age", T.LongType())])
    for on_input in (False, True):
        text = SparkConsumer(None, {"people": schema}).translate(_correlated(5, on_input=on_input)).sql.text
        assert "EXISTS" in text
    # an anchor no relation carries, and one that a relation inside the subquery carries (it does not
    # enclose the reference's query), name no enclosing query
    assert codes(validate_plan(_correlated(9))) == {("unknown-rel-anchor", _INNER_REF)}
    assert codes(validate_plan(_correlated(6, anchors=(5, 6)))) == {("unknown-rel-anchor", _INNER_REF)}


def test_a_shared_relation_with_an_outer_reference_is_checked_where_it_is_used() -> None:
    # relations[0].rel holds the correlated filter of _correlated; used inside the subquery it is valid,
    # used as the root's own input (no enclosing query) its reference names nothing, reported once, at
    # the shared relation's own path
    plan = _correlated(5)
    shared = plan.relations[0].root.input.filter.condition.subquery.set_predicate.tuples
    inside = Plan()
    inside.CopyFrom(plan)
    inside.relations.insert(0, type(plan.relations[0])(rel=shared))
    use = inside.relations[1].root.input.filter.condition.subquery.set_predicate.tuples
    use.Clear()
    use.reference.subtree_ordinal = 0
    assert errors(validate_plan(inside)) == []
    outside = Plan()
    outside.CopyFrom(inside)
    outside.relations[1].root.input.Clear()
    outside.relations[1].root.input.reference.subtree_ordinal = 0
    ref = "relations[0].rel.filter.condition.scalar_function.arguments[1].value.selection.outer_reference"
    assert codes(validate_plan(outside)) == {("unknown-rel-anchor", f"{ref}.rel_reference")}


def test_rel_anchors_are_plan_wide_unique_and_positive() -> None:
    read_anchor = f"{_SUBQUERY}.input.read.common.rel_anchor"
    assert ("duplicate-rel-anchor", read_anchor) in codes(validate_plan(_correlated(5, anchors=(5, 5))))
    zero = codes(validate_plan(_correlated(5, anchors=(0,))))
    assert ("bad-rel-anchor", "relations[0].root.input.filter.common.rel_anchor") in zero


# ---------------------------------------------------------------------------------- functions


def test_function_signature_checked_against_the_yaml() -> None:
    # functions_arithmetic.yaml defines add for numeric pairs only, not (i64, string).
    plan = vp.base_plan()
    plan.extension_urns.add(extension_urn_anchor=2, urn=vp.ARITHMETIC_URN)
    f = plan.extensions.add().extension_function
    f.function_anchor = 2
    f.extension_urn_reference = 2
    f.name = "add"
    cond = plan.relations[0].root.input.filter.condition.scalar_function
    inner = cond.arguments[1].value
    inner.Clear()
    add = inner.scalar_function
    add.function_reference = 2
    add.output_type.i64.nullability = Type.NULLABILITY_NULLABLE
    add.arguments.add().value.literal.i64 = 1
    add.arguments.add().value.literal.string = "x"
    path = f"{vp.CONDITION}.scalar_function.arguments[1].value.scalar_function"
    assert ("function-signature-mismatch", path) in codes(validate_plan(plan))


def test_unknown_function_under_a_standard_urn() -> None:
    plan = vp.base_plan()
    plan.extensions[0].extension_function.name = "greater_than_ever"
    assert ("unknown-function", f"{vp.CONDITION}.scalar_function") in codes(validate_plan(plan))


def test_declared_output_type_against_the_yaml() -> None:
    # gt returns boolean (functions_comparison.yaml); declaring i64 is a type mismatch.
    plan = vp.base_plan()
    out = plan.relations[0].root.input.filter.condition.scalar_function.output_type
    out.Clear()
    out.i64.nullability = Type.NULLABILITY_NULLABLE
    found = codes(validate_plan(plan))
    assert ("output-type-mismatch", f"{vp.CONDITION}.scalar_function.output_type") in found


def test_name_only_declaration_resolves_by_name_with_a_warning() -> None:
    plan = vp.base_plan()
    plan.ClearField("extension_urns")
    plan.extensions[0].extension_function.extension_urn_reference = 0xFFFFFFFF  # as DataFusion writes
    plan.extensions[0].extension_function.name = "gt"
    diags = validate_plan(plan)
    assert is_valid(diags)
    assert any(d.severity == Severity.WARNING and d.path.startswith("extensions[0]") for d in diags)


# ---------------------------------------------------------------------------------- names


def test_names_consumed_depth_first() -> None:
    # struct<i32, struct<string, i64>> consumes its own name + 2 + nested struct's 2 = 5 names.
    inner = Type()
    inner.struct.types.add().string.SetInParent()
    inner.struct.types.add().i64.SetInParent()
    outer = Type()
    outer.struct.types.add().i32.SetInParent()
    outer.struct.types.add().CopyFrom(inner)
    assert names_consumed(outer) == 5
    lst = Type()
    lst.list.type.CopyFrom(inner)
    assert names_consumed(lst) == 3


def test_root_names_count_nested_struct_names() -> None:
    plan = Plan()
    root = plan.relations.add().root
    read = root.input.read
    read.named_table.names.append("t")
    t = read.base_schema.struct.types.add()
    t.struct.types.add().i32.SetInParent()
    t.struct.types.add().string.SetInParent()
    read.base_schema.names.extend(["s", "a", "b"])
    root.names.extend(["s", "a", "b"])
    assert errors(validate_plan(plan)) == []
    del root.names[2]
    assert ("root-names-mismatch", "relations[0].root.names") in codes(validate_plan(plan))


# ---------------------------------------------------------------------------------- producers


def _df_plans() -> dict[str, Plan]:
    people = sub.read_named_table("people", {"id": sub.i64, "age": sub.i64, "name": sub.string})
    pets = sub.read_named_table("pets", {"owner": sub.i64, "kind": sub.string})
    frames = {
        "filter_select": people.filter(sub.col("age") > 25)
        .with_columns(adult=sub.col("age") >= 18)
        .select("id", "name"),
        "aggregate": people.group_by("name").agg(sub.f.sum(sub.col("age")).alias("total")),
        "join": people.join(pets, on=sub.col("id") == sub.col("owner")),
        "semi_join": people.join(pets, on=sub.col("id") == sub.col("owner"), how="left_semi"),
        "sort_limit": people.sort("age").limit(3),
        "union": people.union(people),
        "cross": people.cross_join(pets),
    }
    return {k: v.to_plan() for k, v in frames.items()}


@pytest.mark.parametrize("name", sorted(_df_plans()))
def test_substrait_python_dataframe_plans_are_valid(name: str) -> None:
    diags = validate_plan(_df_plans()[name])
    assert errors(diags) == []


def test_substrait_python_rollup_names_miss_the_grouping_set_column() -> None:
    # The relations seed: an aggregate with more than one grouping set gets an extra i32 column.
    # substrait-python's own infer_plan_schema derives 4 fields here, but the DataFrame API
    # writes only 3 root names, so the plan is invalid (a substrait-python bug we report).
    people = sub.read_named_table("people", {"id": sub.i64, "age": sub.i64, "name": sub.string})
    plan = people.rollup("name", "id").agg(sub.f.count(sub.col("age")).alias("n")).to_plan()
    assert codes(validate_plan(plan)) == {("root-names-mismatch", "relations[0].root.names")}


_TPCH = sorted(vp.DATAFUSION_TPCH.glob("q*.substrait"))


def test_all_22_datafusion_tpch_plans_are_present() -> None:
    assert [p.name for p in _TPCH] == [f"q{n:02d}.substrait" for n in range(1, 23)]


@pytest.mark.parametrize("path", _TPCH, ids=lambda p: p.stem)
def test_datafusion_tpch_plans_are_valid(path: Path) -> None:
    loaded = load_plan(path)
    diags = validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
    assert errors(diags) == []
    # DataFusion declares functions by name only: reported, but only as warnings.
    assert any(d.code == "function-without-urn" for d in diags)


@pytest.mark.parametrize("path", sorted(vp.SUBSTRAIT_PYTHON_PLANS.glob("*.substrait")), ids=lambda p: p.stem)
def test_committed_substrait_python_plans_are_valid(path: Path) -> None:
    assert errors(validate_plan(load_plan(path).plan)) == []


def test_deep_plan_validates() -> None:
    assert errors(validate_plan(vp.deep_plan(10_000))) == []


def test_load_diagnostics_come_first_unchanged() -> None:
    pre = Diagnostic(Severity.WARNING, "legacy-uri", "extension_uris[0]", "mapped")
    assert validate_plan(vp.base_plan(), load_diagnostics=[pre]) == [pre]


@pytest.mark.parametrize(
    "path",
    _TPCH + sorted(vp.SUBSTRAIT_PYTHON_PLANS.glob("*.substrait")),
    ids=lambda p: f"{p.parent.name}-{p.stem}",
)
def test_producer_plans_round_trip_binary_json_text_binary(path: Path) -> None:
    """Issue 2's acceptance: binary -> JSON -> text -> binary gives an equal message, for every committed
    plan of a real producer (the loaded message: legacy fields DataFusion writes are upgraded on load)."""
    from substrait_py.planio import PlanFormat, serialize_plan

    original = load_plan(path).plan
    as_json = serialize_plan(original, PlanFormat.JSON)
    from_json = load_plan(as_json)
    assert from_json.format is PlanFormat.JSON
    as_text = serialize_plan(from_json.plan, PlanFormat.TEXT)
    from_text = load_plan(as_text)
    assert from_text.format is PlanFormat.TEXT
    as_binary = serialize_plan(from_text.plan, PlanFormat.BINARY)
    final = Plan()
    final.ParseFromString(as_binary)
    assert final == original


def test_a_fault_under_thousands_of_relations_is_derived_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each relation above a fault fails with the fault's error; the deriver remembers it instead of
    walking down to the fault again from every one of them (which made validation quadratic)."""
    from substrait_py.schema import SchemaDeriver

    depth = 2_000
    plan = vp.deep_plan(depth)
    cur = plan.relations[0].root.input
    for _ in range(depth - 1):
        cur = cur.filter.input
    cur.filter.condition.literal.i64 = 1  # the innermost condition is not boolean
    calls = 0
    children = SchemaDeriver._children

    def counted(self: SchemaDeriver, rel: object, path: object) -> object:
        nonlocal calls
        calls += 1  # one per relation entered by a walk
        return children(self, rel, path)  # type: ignore[arg-type]

    monkeypatch.setattr(SchemaDeriver, "_children", counted)
    errs = errors(validate_plan(plan))
    assert [(d.code, d.path) for d in errs] == [
        ("not-boolean", "relations[0].root.input" + ".filter.input" * (depth - 1) + ".filter.condition")
    ]
    assert calls <= 2 * (depth + 1)


def test_findings_of_one_code_are_listed_up_to_a_limit_and_counted() -> None:
    from substrait_py.validate import MAX_PER_CODE

    plan = vp.base_plan()
    root = plan.relations[0].root
    project = root.input.project
    project.input.filter.CopyFrom(root.input.filter)
    n = MAX_PER_CODE + 250
    for _ in range(n):
        fn = project.expressions.add().scalar_function
        fn.function_reference = 77  # declared nowhere
        fn.output_type.i64.nullability = Type.NULLABILITY_NULLABLE
    root.names.extend(f"c{i}" for i in range(n))
    found = [d for d in validate_plan(plan) if d.code == "unknown-function-anchor"]
    assert len(found) == MAX_PER_CODE + 1
    listed, summary = found[:-1], found[-1]
    expressions = "relations[0].root.input.project.expressions"
    assert [d.path for d in listed] == [
        f"{expressions}[{i}].scalar_function.function_reference" for i in range(MAX_PER_CODE)
    ]
    assert summary.path == f"{expressions}[{MAX_PER_CODE}].scalar_function.function_reference"
    assert "250 more" in summary.message
    assert summary.severity == Severity.ERROR


# ---------------------------------------------------------------------------------- advanced extensions

_FILTER = "relations[0].root.input.filter"


def _with_extension(where: str, field: str) -> Plan:
    """The base plan with an ``Any`` of a type no one here knows as the ``field`` (enhancement or
    optimization) of the advanced extension at ``where``."""
    from google.protobuf import any_pb2

    plan = vp.base_plan()
    flt = plan.relations[0].root.input.filter
    holder = {
        "plan": lambda: plan.advanced_extensions,
        "filter": lambda: flt.advanced_extension,
        "filter-common": lambda: flt.common.advanced_extension,
        "filter-hint": lambda: flt.common.hint.advanced_extension,
        "read": lambda: flt.input.read.advanced_extension,
        "read-table": lambda: flt.input.read.named_table.advanced_extension,
    }[where]()
    value = any_pb2.Any(type_url="type.googleapis.com/acme.Sampling", value=b"\x08\x05")
    if field == "enhancement":
        holder.enhancement.CopyFrom(value)
    else:
        holder.optimization.add().CopyFrom(value)
    return plan


@pytest.mark.parametrize(
    ("where", "path"),
    [
        ("plan", "advanced_extensions.enhancement"),
        ("filter", f"{_FILTER}.advanced_extension.enhancement"),
        ("filter-common", f"{_FILTER}.common.advanced_extension.enhancement"),
        ("filter-hint", f"{_FILTER}.common.hint.advanced_extension.enhancement"),
        ("read", f"{_FILTER}.input.read.advanced_extension.enhancement"),
        ("read-table", f"{_FILTER}.input.read.named_table.advanced_extension.enhancement"),
    ],
)
def test_an_unknown_enhancement_anywhere_is_refused_and_an_optimization_ignored(
    where: str, path: str
) -> None:
    # the spec: an enhancement changes the plan's meaning and cannot be ignored; an optimization may be
    from spark_consumer.consumer import SparkConsumer
    from substrait_py.errors import UnsupportedFeatureError

    found = validate_plan(_with_extension(where, "enhancement"))
    assert is_valid(found)
    assert codes(found, Severity.WARNING) == {("unknown-enhancement", path)}
    with pytest.raises(UnsupportedFeatureError, match=r"acme\.Sampling") as caught:
        SparkConsumer(None).translate(_with_extension(where, "enhancement"))
    assert caught.value.path == path

    assert validate_plan(_with_extension(where, "optimization")) == []
    from pyspark.sql import types as T

    people = T.StructType([T.StructField("id", T.LongType()), T.StructField("age", T.LongType())])
    translation = SparkConsumer(None, {"people": people}).translate(_with_extension(where, "optimization"))
    assert "WHERE `age` > 25L" in translation.sql.text  # the plan's filter, as if no hint were there


def test_nested_lambdas_referring_to_an_enclosing_lambdas_parameter_are_valid() -> None:
    assert errors(validate_plan(vp.nested_lambdas())) == []


INNER_REFERENCE = (
    f"{vp.LAMBDA_EXPR}.scalar_function.arguments[1].value.lambda.body.scalar_function.arguments[1]"
    ".value.lambda.body.scalar_function.arguments[1].value.selection"
)


def test_a_lambda_parameter_reference_past_the_enclosing_lambdas() -> None:
    found = codes(validate_plan(vp.nested_lambdas(outer_steps=2)))
    assert found == {
        ("lambda-reference-out-of-range", f"{INNER_REFERENCE}.lambda_parameter_reference.steps_out")
    }


def test_a_lambda_parameter_reference_past_the_lambdas_parameters() -> None:
    found = codes(validate_plan(vp.nested_lambdas(parameter=1)))
    assert found == {("field-out-of-range", f"{INNER_REFERENCE}.direct_reference.struct_field")}


def test_a_lambda_parameter_reference_outside_any_lambda() -> None:
    plan = vp.lambda_project(vp.lambda_parameter(0, 0))
    found = codes(validate_plan(plan))
    assert found == {
        ("lambda-reference-out-of-range", f"{vp.LAMBDA_EXPR}.selection.lambda_parameter_reference.steps_out")
    }


def test_an_undeclared_function_inside_a_lambda_body() -> None:
    body = vp.function(9, vp.i32(), vp.lambda_parameter(0, 0))
    plan = vp.lambda_project(
        vp.function(vp.TRANSFORM, vp.list_of(vp.i32()), vp.column(0), vp.lambda_of([vp.i32()], body))
    )
    found = codes(validate_plan(plan))
    path = f"{vp.LAMBDA_EXPR}.scalar_function.arguments[1].value.lambda.body.scalar_function"
    assert found == {("unknown-function-anchor", f"{path}.function_reference")}


def test_a_lambda_invocation_checks_its_arguments_against_the_parameters() -> None:
    add = vp.function(vp.ADD, vp.i32(), vp.lambda_parameter(0, 0), vp.lambda_parameter(1, 0))
    lam = vp.lambda_of([vp.i32(), vp.i32()], add)
    assert (
        errors(validate_plan(vp.lambda_project(vp.lambda_invocation(lam, vp.column(1), vp.column(1))))) == []
    )
    too_few = codes(validate_plan(vp.lambda_project(vp.lambda_invocation(lam, vp.column(1)))))
    assert too_few == {("lambda-argument-mismatch", f"{vp.LAMBDA_EXPR}.lambda_invocation.arguments")}
    wrong_type = codes(
        validate_plan(vp.lambda_project(vp.lambda_invocation(lam, vp.column(1), vp.column(0))))
    )
    assert wrong_type == {
        ("lambda-argument-mismatch", f"{vp.LAMBDA_EXPR}.lambda_invocation.arguments.fields[1]")
    }


def test_a_declared_output_type_is_compared_at_every_level_of_nesting() -> None:
    """transform(xs, (x) -> x) is a list<i32>: declared list<list<i32>> it is wrong (an error), declared
    list<i64> it is a lossless widening of the elements (a warning)."""

    def identity_transform(declared: Type) -> Plan:
        identity = vp.lambda_of([vp.i32()], vp.lambda_parameter(0, 0))
        return vp.lambda_project(vp.function(vp.TRANSFORM, declared, vp.column(0), identity))

    where = f"{vp.LAMBDA_EXPR}.scalar_function.output_type"
    wrong = validate_plan(identity_transform(vp.list_of(vp.list_of(vp.i32()))))
    assert codes(wrong) == {("output-type-mismatch", where)}
    i64 = Type(i64=Type.I64(nullability=Type.NULLABILITY_REQUIRED))
    widened = validate_plan(identity_transform(vp.list_of(i64)))
    assert errors(widened) == []
    assert ("output-parameter-mismatch", where) in codes(widened, Severity.WARNING)


# -- expressions whose parts must agree in type -----------------------------------------------------------


def _condition(plan: Plan, expr: Expression) -> Plan:
    plan.relations[0].root.input.filter.condition.CopyFrom(expr)
    return plan


def _or_list(*options: Expression) -> Expression:
    e = Expression()
    e.singular_or_list.value.CopyFrom(vp.column(1))  # age: i64
    for o in options:
        e.singular_or_list.options.add().CopyFrom(o)
    return e


def _literal(**kind: object) -> Expression:
    e = Expression()
    for k, v in kind.items():
        setattr(e.literal, k, v)
    return e


def test_an_in_list_of_values_of_another_kind_than_its_value_is_an_error() -> None:
    """An i64 column IN ('1-URGENT', '2-HIGH') (what ibis-substrait 4.0.1 writes for TPC-H q12 after it
    drops a projection but keeps its field positions): no engine may cast one side to the other."""
    plan = _condition(vp.base_plan(), _or_list(_literal(i64=1), _literal(string="1-URGENT")))
    errs = errors(validate_plan(plan))
    assert [(d.code, d.path) for d in errs] == [
        ("or-list-type-mismatch", f"{vp.CONDITION}.singular_or_list.options[1]")
    ]


def test_an_in_list_of_integers_of_another_width_is_valid() -> None:
    plan = _condition(vp.base_plan(), _or_list(_literal(i32=1), _literal(i8=2), _literal(i64=3)))
    assert errors(validate_plan(plan)) == []


def _if_then(condition: Expression, then: Expression, otherwise: Expression) -> Expression:
    e = Expression()
    clause = e.if_then.ifs.add()
    getattr(clause, "if").CopyFrom(condition)
    clause.then.CopyFrom(then)
    getattr(e.if_then, "else").CopyFrom(otherwise)
    return e


def test_if_then_results_of_different_kinds_are_an_error() -> None:
    project = vp.base_plan()
    cond = project.relations[0].root.input.filter.condition
    case = _if_then(cond, _literal(string="old"), _literal(i64=0))
    plan = _condition(vp.base_plan(), _or_list(_literal(string="old")))
    plan.relations[0].root.input.filter.condition.singular_or_list.value.CopyFrom(case)
    errs = errors(validate_plan(plan))
    assert [(d.code, d.path) for d in errs] == [
        ("if-then-type-mismatch", f"{vp.CONDITION}.singular_or_list.value.if_then.else")
    ]


def test_an_if_condition_that_is_not_boolean_is_an_error() -> None:
    case = _if_then(vp.column(1), _literal(boolean=True), _literal(boolean=False))
    errs = errors(validate_plan(_condition(vp.base_plan(), case)))
    assert [(d.code, d.path) for d in errs] == [("not-boolean", f"{vp.CONDITION}.if_then.ifs[0].if")]
