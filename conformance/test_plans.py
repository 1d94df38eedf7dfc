"""Every golden case on every chosen engine (``pytest conformance [--golden-engine NAME]``).

A case passes when the engine's answer equals the expected answer (names, rows, order when it counts, and on
Spark the plan's output types); known failures are strict expected failures with ``raises=`` and a reason.
"""

from __future__ import annotations

from .golden import GoldenCase
from .plan_runner import CaseEngine
from .pytest_support import assert_case_passes


def test_golden_case(engine_name: str, golden_case: GoldenCase, case_engine: CaseEngine) -> None:
    assert case_engine.name == engine_name
    assert_case_passes(golden_case, case_engine)
