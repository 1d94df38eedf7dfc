"""Limits on a plan's shape (depth, size) and on the size of plan input.

Expected paths are spelled from the proto's own field names: the plans are built field by field."""

from __future__ import annotations

import pytest
import validator_plans as vp
from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type

from substrait_py.errors import InvalidPlanError, PlanLoadError
from substrait_py.explain import explain_plan
from substrait_py.limits import (
    DEFAULT_LIMITS,
    DEFAULT_MAX_PLAN_SIZE,
    MAX_PLAN_SIZE_ENV,
    PlanLimits,
    check_plan_limits,
    enforce_plan_limits,
    format_size,
    max_plan_size,
    parse_size,
)
from substrait_py.validate import is_valid, validate_plan


def nested_expression_plan(depth: int) -> Plan:
    """A project whose one expression is ``depth`` scalar functions, each the first argument of the
    one above, over a column reference."""
    plan = vp.base_plan()
    root = plan.relations[0].root
    inner = root.input.filter
    project = root.input.project
    project.input.filter.CopyFrom(inner)
    expr = project.expressions.add()
    for _ in range(depth):
        fn = expr.scalar_function
        fn.function_reference = 1
        fn.output_type.bool.nullability = Type.NULLABILITY_NULLABLE
        expr = fn.arguments.add().value
    expr.selection.direct_reference.struct_field.field = 0
    return plan


def project_of_literals(count: int, *, args: int = 0) -> Plan:
    """A project over a read with ``count`` literal expressions (and no other expression), the last
    one a function call with ``args`` literal arguments when ``args`` is given."""
    plan = Plan()
    root = plan.relations.add().root
    project = root.input.project
    read = project.input.read
    read.named_table.names.append("t")
    read.base_schema.names.append("a")
    read.base_schema.struct.types.add().i64.nullability = Type.NULLABILITY_NULLABLE
    for i in range(count):
        project.expressions.add().literal.i64 = i
    if args:
        fn = project.expressions.add().scalar_function
        for i in range(args):
            fn.arguments.add().value.literal.i64 = i
    return plan


# ------------------------------------------------------------------------------------------ shape


def test_committed_deep_test_plans_are_within_the_default_limits() -> None:
    assert check_plan_limits(vp.deep_plan(10_000)) == []
    assert check_plan_limits(nested_expression_plan(10_000)) == []


def test_relation_depth_path_names_the_first_relation_past_the_limit() -> None:
    (diag,) = check_plan_limits(vp.deep_plan(50), PlanLimits(max_relation_depth=7))
    assert diag.code == "plan-too-deep"
    # the root's input is relation level 1; level 8 sits under seven filters
    assert diag.path == "relations[0].root.input" + ".filter.input" * 7
    assert "7" in diag.message


def test_expression_depth_path_names_the_first_expression_past_the_limit() -> None:
    (diag,) = check_plan_limits(nested_expression_plan(30), PlanLimits(max_expression_depth=4))
    assert diag.code == "plan-too-deep"
    assert diag.path == (
        "relations[0].root.input.project.expressions[0]" + ".scalar_function.arguments[0].value" * 4
    )


def test_expression_count_and_argument_count() -> None:
    # three literals, then a call (the 4th expression) whose first argument is the 5th
    (diag,) = check_plan_limits(project_of_literals(3, args=3), PlanLimits(max_expressions=4))
    assert (diag.code, diag.path) == (
        "plan-too-large",
        "relations[0].root.input.project.expressions[3].scalar_function.arguments[0].value",
    )
    assert check_plan_limits(project_of_literals(2, args=1), PlanLimits(max_expressions=4)) == []

    (diag,) = check_plan_limits(project_of_literals(0, args=9), PlanLimits(max_function_arguments=8))
    assert diag.code == "plan-too-large"
    assert diag.path == "relations[0].root.input.project.expressions[0].scalar_function.arguments"
    assert check_plan_limits(project_of_literals(0, args=8), PlanLimits(max_function_arguments=8)) == []


def test_relation_count_and_lists_longer_than_a_limit() -> None:
    # the root's input and 9 filters are 10 relations; the 11th is the first past the limit
    (diag,) = check_plan_limits(vp.deep_plan(20), PlanLimits(max_relations=10))
    assert (diag.code, diag.path) == ("plan-too-large", "relations[0].root.input" + ".filter.input" * 10)
    assert check_plan_limits(vp.deep_plan(9), PlanLimits(max_relations=10)) == []
    plan = Plan()
    for _ in range(11):
        plan.relations.add()  # empty: two bytes each on the wire
    (diag,) = check_plan_limits(plan, PlanLimits(max_relations=10))
    assert (diag.code, diag.path) == ("plan-too-large", "relations")
    assert "11" in diag.message
    (diag,) = check_plan_limits(project_of_literals(6), PlanLimits(max_expressions=5))
    assert (diag.code, diag.path) == ("plan-too-large", "relations[0].root.input.project.expressions")


def test_every_exceeded_limit_is_reported_once() -> None:
    plan = nested_expression_plan(20)
    plan.relations.add().root.input.CopyFrom(vp.deep_plan(20).relations[0].root.input)
    limits = PlanLimits(max_relation_depth=5, max_expression_depth=5)
    codes = sorted((d.code, d.path.split(".")[0]) for d in check_plan_limits(plan, limits))
    assert codes == [("plan-too-deep", "relations[0]"), ("plan-too-deep", "relations[1]")]


def test_plans_far_deeper_than_the_recursion_limit_are_checked_iteratively() -> None:
    plan = vp.deep_plan(30_000)
    (diag,) = check_plan_limits(plan)
    assert diag.code == "plan-too-deep"
    assert diag.path.count(".filter.input") == DEFAULT_LIMITS.max_relation_depth
    assert check_plan_limits(plan, PlanLimits(max_relation_depth=40_000)) == []


def test_validate_reports_only_the_limits_and_explain_refuses() -> None:
    plan = vp.deep_plan(40)
    limits = PlanLimits(max_relation_depth=10)
    diags = validate_plan(plan, limits=limits)
    assert [d.code for d in diags] == ["plan-too-deep"]
    assert not is_valid(diags)
    assert is_valid(validate_plan(plan))
    with pytest.raises(InvalidPlanError) as exc:
        explain_plan(plan, limits)
    assert exc.value.code == "plan-too-deep"
    assert exc.value.path == "relations[0].root.input" + ".filter.input" * 10
    with pytest.raises(InvalidPlanError):
        enforce_plan_limits(plan, limits)
    enforce_plan_limits(plan)


def test_limits_are_a_frozen_value() -> None:
    with pytest.raises(AttributeError):
        DEFAULT_LIMITS.max_expressions = 1  # type: ignore[misc]


# ------------------------------------------------------------------------------------------ sizes


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("1", 1),
        ("4096", 4096),
        ("1K", 1024),
        ("1kb", 1024),
        ("3KiB", 3072),
        ("256M", 256 << 20),
        ("2G", 2 << 30),
    ],
)
def test_parse_size(text: str, size: int) -> None:
    assert parse_size(text) == size


@pytest.mark.parametrize("text", ["", "0", "-1", "1.5M", "12T", "M", "ten"])
def test_parse_size_rejects(text: str) -> None:
    with pytest.raises(ValueError):
        parse_size(text)


def test_format_size() -> None:
    assert format_size(256 << 20) == "256 MiB"
    assert format_size(1536) == "1.5 KiB"
    assert format_size(1) == "1 byte"


def test_plan_size_limit_from_argument_environment_or_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(MAX_PLAN_SIZE_ENV, raising=False)
    assert max_plan_size() == DEFAULT_MAX_PLAN_SIZE == 256 * 1024 * 1024
    monkeypatch.setenv(MAX_PLAN_SIZE_ENV, "1M")
    assert max_plan_size() == 1 << 20
    assert max_plan_size(10) == 10
    monkeypatch.setenv(MAX_PLAN_SIZE_ENV, "lots")
    with pytest.raises(PlanLoadError, match=MAX_PLAN_SIZE_ENV):
        max_plan_size()
