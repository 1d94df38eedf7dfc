"""Mutation fuzzing of the JVM-free paths: every mutant of a golden plan goes through ``load_plan``
(bytes), ``validate_plan``, ``explain_plan`` and a save in another format (``convert``), and ends
normally or with a :class:`~substrait_py.errors.SubstraitPyError`: never another exception, never more
than a few seconds.

``FUZZ_CASES`` (default 2,000) and ``FUZZ_SEED`` (default 0) choose the run; the cases of a seed are
always the same, so ``FUZZ_CASES=100000`` is the slow lane and an escape is reproduced from its index
with :func:`conformance.fuzz.fuzz_case`. The mutations are in :mod:`conformance.fuzz`."""

from __future__ import annotations

import os
import random

import pytest

from conformance.fuzz import corpus, fuzz_case, mutate, run_fuzz
from substrait_py.deep import run_deep
from substrait_py.explain import explain_plan
from substrait_py.planio import PlanFormat, load_plan, serialize_plan
from substrait_py.validate import validate_plan

CASES = int(os.environ.get("FUZZ_CASES", "2000"))
SEED = int(os.environ.get("FUZZ_SEED", "0"))
#: Seconds one case may take (load, validate, explain, save) before it counts as a hang.
BUDGET = 10.0


def check_core(data: bytes) -> None:
    """What ``validate``, ``explain`` and ``convert`` do with one input."""
    loaded = load_plan(data)
    validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
    assert isinstance(run_deep(explain_plan, loaded.plan), str)
    fmt = list(PlanFormat)[len(data) % 3]
    load_plan(serialize_plan(loaded.plan, fmt), fmt=fmt)


def test_mutants_end_normally_or_with_a_typed_error() -> None:
    report = run_fuzz(check_core, cases=CASES, seed=SEED, budget=BUDGET)
    print(report.summary())
    assert report.cases == CASES
    assert not report.escapes, report.summary()
    # the run exercises both ends: plans that pass and plans that are refused
    assert report.outcomes.get("ok", 0) > CASES // 10
    assert report.outcomes.get("PlanLoadError", 0) > CASES // 50


def test_cases_are_reproducible_from_their_index() -> None:
    first = fuzz_case(17, SEED)
    again = fuzz_case(17, SEED)
    assert first.data == again.data and first.mutations == again.mutations
    assert fuzz_case(18, SEED).data != first.data


def test_mutations_change_the_plan_and_leave_the_original_alone() -> None:
    original = corpus()[0].plan
    before = original.SerializeToString()
    rng = random.Random(1)
    changed = 0
    for _ in range(50):
        mutant, done = mutate(original, rng, count=1)
        assert len(done) == 1
        changed += mutant != original
    assert original.SerializeToString() == before
    assert changed >= 40


@pytest.mark.parametrize("kind", ["nest a relation", "nest an expression", "nest a type", "nest a literal"])
def test_deep_nesting_mutation_builds_deep_plans(kind: str) -> None:
    rng = random.Random(0)
    # a plan with literals and types
    plan = next(c.plan for c in corpus() if _has_literal(c.plan))
    for _ in range(2000):
        mutant, done = mutate(plan, rng, count=1)
        if done[0].startswith(kind):
            break
    else:
        pytest.fail("no such nesting mutation in 2,000 draws")
    depth = int(done[0].split()[-2])
    assert depth >= 2
    assert run_deep(lambda: mutant.ByteSize() > plan.ByteSize())


def _has_literal(plan: object) -> bool:
    from substrait_py.upgrades import messages_of_type

    return bool(messages_of_type(plan, "substrait.Expression.Literal"))
