"""Mutation fuzzing of the consumer: mutants of the golden plans (:mod:`conformance.fuzz`) are
translated to Spark SQL without a JVM and, for a smaller share, run on Spark through the code of
``substrait-py run``. Every case ends normally or with a :class:`~substrait_py.errors.SubstraitPyError`
(Spark's failures at run time as :class:`~substrait_py.errors.ExecutionError`), within 10 s.

``FUZZ_CASES`` (default 2,000) sets the translation cases and ``FUZZ_SPARK_CASES`` (default 50) the
cases run on Spark; ``FUZZ_SEED`` (default 0) the run. ``FUZZ_CASES=100000 FUZZ_SPARK_CASES=5000`` is
the slow lane."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from typing import TYPE_CHECKING, Any

import pyarrow.parquet as pq
import pytest
from pyspark.sql import types as T
from substrait.algebra_pb2 import ReadRel
from substrait.plan_pb2 import Plan

from conformance.fuzz import run_fuzz
from conformance.golden import PLANS_DIR, load_cases
from spark_consumer import cli_run
from spark_consumer.consumer import SparkConsumer
from spark_consumer.types import spark_type, top_level_names
from substrait_py.deep import run_deep
from substrait_py.errors import SubstraitPyError
from substrait_py.planio import load_plan

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

CASES = int(os.environ.get("FUZZ_CASES", "2000"))
SPARK_CASES = int(os.environ.get("FUZZ_SPARK_CASES", "50"))
SEED = int(os.environ.get("FUZZ_SEED", "0"))
BUDGET = 10.0


def declared_schemas(plan: Plan) -> dict[tuple[str, ...], T.StructType]:
    """A schema for every named table the plan reads, from the plan's own base schemas (so that the
    binder accepts most mutants and translation goes deep); a base schema Spark cannot hold is left
    out (the read is then a missing table)."""
    out: dict[tuple[str, ...], T.StructType] = {}
    stack: list[Any] = [plan]
    while stack:
        msg = stack.pop()
        if isinstance(msg, ReadRel) and msg.HasField("named_table"):
            try:
                names = top_level_names(msg.base_schema)
                types = [spark_type(t) for t in msg.base_schema.struct.types]
                if len(names) == len(types):
                    key = tuple(msg.named_table.names)
                    out[key] = T.StructType([T.StructField(n, t) for n, t in zip(names, types, strict=True)])
            except (SubstraitPyError, ValueError):
                pass
        for fd, value in msg.ListFields():
            if fd.message_type is None or fd.message_type.GetOptions().map_entry:
                continue
            stack.extend(value if fd.is_repeated else [value])
    return out


def check_translation(data: bytes) -> None:
    """What the consumer does with one input before Spark: load, validate, bind, write the SQL."""
    plan = load_plan(data).plan
    tables = run_deep(declared_schemas, plan)
    SparkConsumer(None, tables).translate(plan)


def test_mutants_translate_or_fail_with_a_typed_error() -> None:
    report = run_fuzz(check_translation, cases=CASES, seed=SEED, budget=BUDGET)
    print(report.summary())
    assert report.cases == CASES
    assert not report.escapes, report.summary()
    assert report.outcomes.get("ok", 0) > CASES // 10
    assert report.outcomes.get("InvalidPlanError", 0) > CASES // 50


@pytest.fixture(scope="module")
def golden_tables(tmp_path_factory: pytest.TempPathFactory) -> list[cli_run.TableSource]:
    """Every golden table as a parquet file (a name used by several cases: its first definition)."""
    folder = tmp_path_factory.mktemp("fuzz-tables")
    sources: dict[str, cli_run.TableSource] = {}
    for case in load_cases():
        for name, spec in case.tables.items():
            if name.lower() in sources:
                continue
            if spec.generated:
                path = spec.parquet_path()
            else:
                path = folder / f"{name}.parquet"
                pq.write_table(spec.arrow(), path)
            sources[name.lower()] = cli_run.TableSource((name,), str(path), "parquet")
    return list(sources.values())


_DEEP_PLAN_SCRIPT = """
import sys
from substrait.algebra_pb2 import Expression, Rel
from spark_consumer.consumer import SparkConsumer
from substrait_py.errors import SubstraitPyError
from substrait_py.planio import load_plan

plan = load_plan("conformance/producers/datafusion/tpch/q06.substrait").plan
rel = plan.relations[0].root.input
if sys.argv[1] == "relation":
    inner = Rel()
    inner.CopyFrom(rel)
    rel.Clear()
    cur = rel
    for _ in range(21_000):  # 42,000 messages: past what upb's encoder survives on an 8 MiB stack
        cur.filter.condition.literal.boolean = True
        cur = cur.filter.input
    cur.CopyFrom(inner)
else:
    stack = [rel]
    while not isinstance(stack[-1], Expression):
        msg = stack.pop()
        stack.extend(v for fd, value in msg.ListFields() if fd.message_type is not None
                     for v in (value if fd.is_repeated else [value]))
    expr = stack[-1]
    inner = Expression()
    inner.CopyFrom(expr)
    expr.Clear()
    cur = expr
    for _ in range(21_000):
        cur.cast.type.i64.nullability = 1
        cur = cur.cast.input
    cur.CopyFrom(inner)
try:
    SparkConsumer(None, {}).translate(plan)
except SubstraitPyError as exc:
    print(exc.code)
"""


@pytest.mark.parametrize("kind", ["relation", "expression"])
def test_plan_nested_past_the_native_encoders_stack_is_refused_not_a_crash(kind: str) -> None:
    """A plan some 42,000 messages deep (within the loader's limit, past the validator's) is refused
    with the validator's code; the protobuf encoder never meets it on the caller's own stack (where it
    crashed the process). Run in a child process, so a crash fails this test only."""
    proc = subprocess.run(
        [sys.executable, "-c", _DEEP_PLAN_SCRIPT, kind],
        check=False,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip() == "plan-too-deep", proc.stdout + proc.stderr[-2000:]


def test_mutants_run_on_spark_or_fail_with_a_typed_error(
    spark: SparkSession, golden_tables: list[cli_run.TableSource]
) -> None:
    from rich.console import Console

    def check_run(data: bytes) -> None:
        plan = load_plan(data).plan
        declared = cli_run.declared_tables(plan)
        wanted = [s for s in golden_tables if tuple(p.lower() for p in s.parts) in declared]
        options = cli_run.RunOptions(plan="<fuzz>", tables=wanted, limit=5)
        sink = io.StringIO()
        cli_run.execute(options, spark, plan, out=Console(file=sink), err=Console(file=sink))

    # the first queries of a session compile Spark's code paths: not a hang of the plan
    spark.range(10).groupBy().count().collect()
    report = run_fuzz(check_run, cases=SPARK_CASES, seed=SEED + 1, budget=BUDGET)
    print(report.summary())
    assert not report.escapes, report.summary()
    assert report.outcomes.get("ok", 0) > SPARK_CASES // 10


def _nested_under_filters(depth: int) -> Plan:
    from substrait.algebra_pb2 import Rel

    plan = load_plan(PLANS_DIR / "join" / "left_mark_empty_right.json").plan
    rel = plan.relations[0].root.input
    inner = Rel()
    inner.CopyFrom(rel)
    rel.Clear()
    cur = rel
    for _ in range(depth):
        cur.filter.condition.literal.boolean = True
        cur = cur.filter.input
    cur.CopyFrom(inner)
    return plan


def test_translation_work_grows_linearly_with_stacked_filters(monkeypatch: pytest.MonkeyPatch) -> None:
    """Filters stacked over a mark join: doubling their number doubles the simplifier's work (counted
    in node visits, not time). Simplifying every query block of a simplified tree again was quadratic
    (3,000 filters took 16 s)."""
    import spark_consumer.sql.simplify as simplify_module

    counts = {"n": 0}
    real_simplify = simplify_module._simplify

    def counting_simplify(q: Any, memo: Any) -> Any:
        counts["n"] += 1
        return real_simplify(q, memo)

    monkeypatch.setattr(simplify_module, "_simplify", counting_simplify)

    def work(depth: int) -> int:
        counts["n"] = 0
        plan = _nested_under_filters(depth)
        run_deep(lambda: SparkConsumer(None, run_deep(declared_schemas, plan)).translate(plan))
        return counts["n"]

    small, large = work(400), work(800)
    assert small > 400
    assert large < 2.5 * small, (small, large)
