"""The runner's classification, on DataFusion, Acero and fake engines, over the boolean group."""

from __future__ import annotations

import pyarrow as pa
import pytest

from conformance.testcases.model import ExpectedKind, TestCase
from conformance.testcases.parser import parse_file
from conformance.testcases.parser import testcase_root as _root
from conformance.testcases.runner import Outcome, run_cases


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
