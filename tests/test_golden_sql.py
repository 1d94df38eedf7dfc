"""The Spark SQL of every golden plan, checked without a JVM against ``conformance/sql/`` (regenerate with
``python -m conformance.golden_sql --regenerate`` and review the diff)."""

from __future__ import annotations

import difflib

import pytest

from conformance.golden import GoldenCase, load_cases
from conformance.golden_sql import golden_sql, sql_path

CASES = load_cases()


def test_every_golden_case_has_its_sql() -> None:
    missing = [c.id for c in CASES if not sql_path(c).exists()]
    assert not missing, f"no golden SQL for {missing[:5]}: python -m conformance.golden_sql --regenerate"


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_generated_sql_equals_the_golden_file(case: GoldenCase) -> None:
    path = sql_path(case)
    want = path.read_text(encoding="utf-8")
    got = golden_sql(case)
    if got != want:
        diff = "".join(
            difflib.unified_diff(want.splitlines(True), got.splitlines(True), str(path), "generated")
        )
        pytest.fail(f"the generated SQL changed (python -m conformance.golden_sql --regenerate):\n{diff}")


def test_only_known_failures_are_refused() -> None:
    """A refusal is a strict expected failure of the golden suite on Spark, never a surprise."""
    from conformance.expected_failures import expected_failure

    refused = [c.id for c in CASES if sql_path(c).read_text(encoding="utf-8").startswith("-- refused")]
    assert [r for r in refused if expected_failure("spark", r) is None] == []
