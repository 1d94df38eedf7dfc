"""The runner's classification, on DataFusion, Acero and fake engines, over the boolean group."""

from __future__ import annotations

import pyarrow as pa
import pytest

from conformance.testcases.model import ExpectedKind, TestCase
from conformance.testcases.parser import parse_file
from conformance.testcases.parser import testcase_root as _root
from conformance.testcases.runner import CaseResult, Outcome, run_cases


def _boolean_cases() -> list[TestCase]:
    root = _root()
    out: list[TestCase] = []
    for p in sorted((root / "boolean").glob("*.test")):
        out.extend(parse_file(p, root=root))
    return out


def test_datafusion_passes_boolean_group() -> None:
    cases = _boolean_cases()
    results = run_cases(cases, "datafusion")
    bad = [(r.case.text, r.reason) for r in results if r.outcome is not Outcome.PASS]
    assert bad == []


def test_acero_boolean_group_has_no_wrong_answers() -> None:
    results = run_cases(_boolean_cases(), "acero")
    assert len(results) == len(_boolean_cases())
    assert not [r for r in results if r.outcome is Outcome.WRONG]
    assert all(r.reason for r in results if r.outcome is not Outcome.PASS)


def _first_true_case() -> TestCase:
    return next(c for c in _boolean_cases() if c.expected is not None and c.expected.py is True)


def test_wrong_value_is_wrong() -> None:
    case = _first_true_case()
    [r] = run_cases([case], lambda plan: pa.table({"result": pa.array([False])}))
    assert r.outcome is Outcome.WRONG
    assert "value differs" in r.reason


def test_wrong_type_is_wrong() -> None:
    case = _first_true_case()
    [r] = run_cases([case], lambda plan: pa.table({"result": pa.array([1], pa.int8())}))
    assert r.outcome is Outcome.WRONG


def test_not_implemented_is_unsupported() -> None:
    def engine(plan: bytes) -> pa.Table:
        raise NotImplementedError("no such function")

    [r] = run_cases([_first_true_case()], engine)
    assert r.outcome is Outcome.UNSUPPORTED
    assert "no such function" in r.reason


@pytest.fixture(scope="module")
def error_case() -> TestCase:
    root = _root()
    return next(
        c
        for c in parse_file(root / "arithmetic/add.test", root=root)
        if c.expected_kind is ExpectedKind.ERROR
    )


def test_expected_error_raised_is_pass(error_case: TestCase) -> None:
    def engine(plan: bytes) -> pa.Table:
        raise ArithmeticError("overflow")

    [r] = run_cases([error_case], engine)
    assert r.outcome is Outcome.PASS


def test_expected_error_but_value_is_wrong(error_case: TestCase) -> None:
    [r] = run_cases([error_case], lambda plan: pa.table({"result": pa.array([-126], pa.int8())}))
    assert r.outcome is Outcome.WRONG


# -- batches -------------------------------------------------------------------------------------------------


def _group_cases(*groups: str) -> list[TestCase]:
    root = _root()
    return [c for g in groups for p in sorted((root / g).glob("*.test")) for c in parse_file(p, root=root)]


def _outcomes(results: list[CaseResult]) -> list[tuple[str, Outcome, str]]:
    return [(f"{r.case.file}:{r.case.line}", r.outcome, r.reason) for r in results]


def test_batched_cases_are_classified_as_each_is_alone_on_datafusion() -> None:
    """DataFusion answers many cases of these groups, refuses some and fails others at run time: the
    batches it refuses or fails are halved until the failing cases run alone, and every case ends with
    the outcome and reason it has when it runs alone."""
    cases = _group_cases("arithmetic", "string", "datetime")
    alone = run_cases(cases, "datafusion")
    batched = run_cases(cases, "datafusion", batch_size=32)
    assert {r.outcome for r in alone} >= {Outcome.PASS, Outcome.UNSUPPORTED, Outcome.WRONG}
    assert _outcomes(batched) == _outcomes(alone)


def test_a_batch_runs_as_one_plan_and_a_failing_case_alone() -> None:
    """Each batch is one plan with one column per case; a plan holding the one case the engine fails (the
    only call of ``add`` among the boolean cases) is halved until that case runs alone: a handful of extra
    plans, not one per case."""
    from substrait import plan_pb2

    from conformance.engines import get_engine

    boolean = [
        c for c in _boolean_cases() if c.kind.value == "scalar" and c.expected_kind is ExpectedKind.VALUE
    ]
    poisoned = next(
        c for c in _group_cases("arithmetic") if c.function == "add" and c.expected_kind is ExpectedKind.VALUE
    )
    cases = [*boolean[:5], poisoned, *boolean[5:]]
    datafusion = get_engine("datafusion")
    widths: list[int] = []

    def engine(data: bytes) -> pa.Table:
        plan = plan_pb2.Plan.FromString(data)
        widths.append(len(plan.relations[-1].root.names))
        if any(e.extension_function.name.startswith("add:") for e in plan.extensions):
            raise NotImplementedError("no add here")
        return datafusion.run(data)

    results = run_cases(cases, engine, batch_size=len(cases))
    assert [(r.outcome, r.case.text) for r in results] == [
        (Outcome.UNSUPPORTED if c is poisoned else Outcome.PASS, c.text) for c in cases
    ]
    assert widths[0] == len(cases)
    assert len(widths) <= 2 * len(cases).bit_length() + 1
