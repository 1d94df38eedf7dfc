"""Helpers shared by the pytest collections of golden cases (``conformance/test_plans.py`` and
``tests/test_golden_*.py``): parameters with strict expected failures, and the assertion of one outcome."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from .expected_failures import expected_failure, resolve_exception
from .golden import GoldenCase
from .plan_runner import CaseEngine, run_case

__all__ = ["assert_case_passes", "case_params"]


def case_params(cases: Iterable[GoldenCase], engine: str) -> list[Any]:
    """``pytest.param`` per case, marked ``xfail(strict=True, raises=..., reason=...)`` when the case is a
    known failure on ``engine``."""
    params = []
    for case in cases:
        known = expected_failure(engine, case.id)
        marks = (
            [pytest.mark.xfail(strict=True, raises=resolve_exception(known.raises), reason=known.reason)]
            if known
            else []
        )
        params.append(pytest.param(case, id=case.id, marks=marks))
    return params


def assert_case_passes(case: GoldenCase, engine: CaseEngine) -> None:
    """Run ``case`` on ``engine``; re-raise the engine's exception, or fail with the diff when it is wrong."""
    outcome = run_case(case, engine)
    if outcome.status == "pass":
        return
    if outcome.exception is not None:
        raise outcome.exception
    raise AssertionError(f"{case.id} on {engine.name}: {outcome.status}\n{outcome.detail}")
