"""Plans nested 10,000 levels deep load and save in all three formats (upb's own limit is 100)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from substrait import plan_pb2

from substrait_py.deep import run_deep
from substrait_py.planio import PlanFormat, load_plan, serialize_plan

DEPTH = 10_000


def nested_filters(depth: int) -> plan_pb2.Plan:
    p = plan_pb2.Plan()
    rel = p.relations.add().root.input
    for _ in range(depth):
        rel.filter.condition.literal.boolean = True
        rel = rel.filter.input
    rel.read.named_table.names.append("T")
    rel.read.base_schema.names.append("A")
    rel.read.base_schema.struct.types.add().i64.nullability = 2
    return p


def nested_expression(depth: int) -> plan_pb2.Plan:
    p = plan_pb2.Plan()
    proj = p.relations.add().root.input.project
    proj.input.read.named_table.names.append("T")
    proj.input.read.base_schema.names.append("A")
    proj.input.read.base_schema.struct.types.add().i64.nullability = 2
    expr = proj.expressions.add()
    for i in range(depth):
        fn = expr.scalar_function
        fn.arguments.add().value.literal.i64 = i
        expr = fn.arguments.add().value
    expr.selection.direct_reference.struct_field.field = 0
    return p


PLANS = {"filters": nested_filters, "expression": nested_expression}


def test_upb_alone_rejects_these_plans() -> None:
    data = nested_filters(DEPTH).SerializeToString()
    with pytest.raises(Exception, match="Error parsing"):
        plan_pb2.Plan.FromString(data)


@pytest.mark.slow
@pytest.mark.parametrize("kind", list(PLANS))
@pytest.mark.parametrize("fmt", list(PlanFormat))
def test_deep_plan_round_trips(kind: str, fmt: PlanFormat) -> None:
    plan = PLANS[kind](DEPTH)
    data = serialize_plan(plan, fmt)
    loaded = load_plan(data)
    assert loaded.format is fmt
    assert loaded.plan == plan


def test_native_binary_of_deep_relations_loads_via_wire_decoder() -> None:
    plan = nested_filters(DEPTH)
    assert load_plan(plan.SerializeToString()).plan == plan


def test_deep_expression_is_saved_detached_and_readable_by_default_parsers() -> None:
    plan = nested_expression(DEPTH)
    data = serialize_plan(plan, PlanFormat.BINARY)
    parsed = plan_pb2.Plan.FromString(data)  # upb's default limit: would fail without detaching
    assert len(parsed.relations[0].detached_expressions) > 0
    assert load_plan(data).plan == plan


def test_run_deep_allows_deep_recursion() -> None:
    def depth(n: int) -> int:
        return 0 if n == 0 else 1 + depth(n - 1)

    with pytest.raises(RecursionError):
        depth(50_000)
    assert run_deep(depth, 50_000) == 50_000
    with pytest.raises(ZeroDivisionError):
        run_deep(lambda: 1 // 0)


def test_run_deep_hands_short_calls_to_one_thread_and_restores_the_limit() -> None:
    import sys
    import threading

    limit = sys.getrecursionlimit()
    # thread objects, not identifiers: an ended thread's identifier may be given to the next one
    workers = {run_deep(threading.current_thread) for _ in range(20)}
    assert len(workers) == 1 and threading.current_thread() not in workers
    assert sys.getrecursionlimit() == limit
    with pytest.raises(ZeroDivisionError):
        run_deep(lambda: 1 // 0)
    assert run_deep(threading.current_thread) in workers  # an error does not end the worker

    # a long call ends the worker afterwards (its stack is given back); the next call gets a new one
    def slow() -> int:
        import time

        time.sleep(0.05)
        return threading.current_thread()

    assert run_deep(slow) in workers
    assert run_deep(threading.current_thread) not in workers
    assert sys.getrecursionlimit() == limit


def test_run_deep_from_many_threads_at_once() -> None:
    """Callers that find the worker busy run in threads of their own; every call gets its own answer."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    def depth(n: int) -> int:
        return 0 if n == 0 else 1 + depth(n - 1)

    def call(n: int) -> tuple[int, bool]:
        return run_deep(lambda: (depth(n), threading.current_thread().name == "substrait-py-deep"))

    with ThreadPoolExecutor(8) as pool:
        got = list(pool.map(call, range(5_000, 5_040)))
    assert got == [(n, True) for n in range(5_000, 5_040)]


def nested_struct_column(depth: int, producer: str = "") -> plan_pb2.Plan:
    """A read of one column whose struct type nests ``depth`` levels, projected as the root's output."""
    p = plan_pb2.Plan()
    p.version.minor_number = 80
    p.version.producer = producer
    root = p.relations.add().root
    project = root.input.project
    project.common.emit.output_mapping.append(1)
    selection = project.expressions.add().selection
    selection.direct_reference.struct_field.field = 0
    selection.root_reference.SetInParent()
    read = project.input.read
    read.named_table.names.append("T")
    schema = read.base_schema
    schema.struct.nullability = 2
    schema.names.append("A")
    t = schema.struct.types.add()
    for _ in range(depth):
        t.struct.nullability = 1
        schema.names.append("N")
        t = t.struct.types.add()
    t.i64.nullability = 1
    root.names.extend(schema.names)
    return p


def nested_struct_literal(depth: int) -> plan_pb2.Plan:
    """A projection of one struct literal nested ``depth`` levels."""
    p = plan_pb2.Plan()
    p.version.minor_number = 80
    root = p.relations.add().root
    project = root.input.project
    project.input.read.named_table.names.append("T")
    project.input.read.base_schema.names.append("A")
    project.input.read.base_schema.struct.types.add().i64.nullability = 2
    project.common.emit.output_mapping.append(1)
    literal = project.expressions.add().literal
    for _ in range(depth):
        literal = literal.struct.fields.add()
    literal.i64 = 1
    root.names.extend(["X"] + ["F"] * depth)
    return p


@pytest.mark.parametrize("fmt", list(PlanFormat))
@pytest.mark.parametrize("make", [nested_struct_column, nested_struct_literal])
def test_a_type_or_literal_nested_past_protobufs_copy_limit_is_too_deep(
    fmt: PlanFormat, make: Callable[[int], plan_pb2.Plan]
) -> None:
    """upb copies a message by encoding and parsing it again, and parses no message nested more than 100
    levels: a type or literal nested deeper cannot be added to a list, which deriving types does. Such a plan
    loads and is saved again, and validation and the consumer refuse it (``plan-too-deep``, at the
    value); one just within the limit validates and translates."""
    from pyspark.sql import types as T

    from spark_consumer.consumer import SparkConsumer
    from substrait_py.errors import InvalidPlanError
    from substrait_py.limits import DEFAULT_LIMITS
    from substrait_py.validate import validate_plan

    limit = DEFAULT_LIMITS.max_value_depth
    schema = T.StructType([T.StructField("A", T.LongType())])
    within = load_plan(serialize_plan(make(limit // 2 - 1), fmt))
    assert not [d for d in validate_plan(within.plan) if d.severity.name == "ERROR"]
    if make is nested_struct_literal:
        SparkConsumer(None, {"T": schema}).translate(within.plan)
    value = (
        "relations[0].root.input.project.expressions[0].literal"
        if make is nested_struct_literal
        else "relations[0].root.input.project.input.read.base_schema.struct.types[0]"
    )
    for depth in (limit // 2 + 1, 1000):
        loaded = load_plan(serialize_plan(make(depth), fmt))
        assert loaded.plan == make(depth)
        found = validate_plan(loaded.plan)
        assert [(d.code, d.path) for d in found if d.severity.name == "ERROR"] == [("plan-too-deep", value)]
        with pytest.raises(InvalidPlanError, match="parses no message nested more than 100 levels") as caught:
            SparkConsumer(None, {"T": schema}).translate(loaded.plan)
        assert (caught.value.code, caught.value.path) == ("plan-too-deep", value)


def test_a_deep_type_in_a_plan_of_a_producer_with_upgrades_loads() -> None:
    """The upgrades of some producers' plans derive types while loading; such a plan loads, and
    validation refuses it."""
    from substrait_py.validate import validate_plan

    for producer in ("Acero 26.0.1", "DuckDB", "ibis-substrait"):
        loaded = load_plan(nested_struct_column(300, producer).SerializeToString())
        codes = {d.code for d in validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)}
        assert "plan-too-deep" in codes, producer


def nested_casts(depth: int, *, fault: bool = False) -> plan_pb2.Plan:
    """``CAST(... CAST(A AS i64) ... AS i64)`` ``depth`` levels deep over table ``T``; with ``fault``, the
    innermost value is a call without arguments of ``add`` declared by name alone (which the validator
    only warns about: the translation finds the fault, at the very bottom)."""
    p = plan_pb2.Plan()
    fn = p.extensions.add().extension_function
    fn.function_anchor, fn.name = 1, "add"
    root = p.relations.add().root
    root.names.append("x")
    proj = root.input.project
    proj.input.read.named_table.names.append("T")
    proj.input.read.base_schema.names.append("A")
    proj.input.read.base_schema.struct.types.add().i64.nullability = 2
    expr = proj.expressions.add()
    for _ in range(depth):
        expr.cast.type.i64.nullability = 2
        expr.cast.failure_behavior = 2
        expr = expr.cast.input
    if fault:
        expr.scalar_function.function_reference = 1
        expr.scalar_function.output_type.i64.nullability = 2
    else:
        expr.selection.direct_reference.struct_field.field = 0
        expr.selection.root_reference.SetInParent()
    proj.common.emit.output_mapping.append(1)
    return p


@pytest.mark.parametrize("fault", [False, True])
def test_translating_a_deep_expression_takes_memory_linear_in_its_depth(fault: bool) -> None:
    """A plan path is only spelled out when an error names it: carrying the path of every level of a
    deep expression as a string of growing length took memory quadratic in the depth (a 195 KB plan of
    19,600 levels took 9 GB; 1,500 levels of casts took some 24 MiB for their paths alone, 6,000 levels
    382 MiB). (tracemalloc counts every frame of the stack at each allocation: deeper plans would make
    the test slow, not the translation.)"""
    import tracemalloc

    from pyspark.sql import types as T

    from spark_consumer.consumer import SparkConsumer
    from substrait_py.errors import InvalidPlanError

    depth = 1_500
    plan = load_plan(serialize_plan(nested_casts(depth, fault=fault), PlanFormat.BINARY)).plan
    consumer = SparkConsumer(None, {"T": T.StructType([T.StructField("A", T.LongType(), False)])})
    tracemalloc.start()
    try:
        if fault:
            with pytest.raises(InvalidPlanError) as caught:
                consumer.translate(plan)
            assert caught.value.path.endswith(".cast.input.scalar_function")
            assert caught.value.path.count(".cast.input") == depth
        else:
            assert consumer.translate(plan).types[0].WhichOneof("kind") == "i64"
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8 << 20, f"peak {peak >> 20} MiB"
