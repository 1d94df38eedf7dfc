"""Known failures of golden cases per engine: strict expected failures, each with the exception it raises
and the reason (ibis-style ``notimpl`` markers: an expected failure can never hide a new one).

A golden case that fails on an engine must be listed here with ``raises`` -- the dotted name of the
exception class the runner re-raises (``substrait_py.errors.UnsupportedFeatureError`` for "unsupported",
``AssertionError`` for a wrong answer, the engine's own class for a crash) -- and a reason. The pytest
collection turns each entry into ``pytest.mark.xfail(strict=True, raises=..., reason=...)``: when the case
starts passing, the run fails until the entry is removed.
"""

from __future__ import annotations

import functools
import importlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .plan_runner import Outcome

__all__ = [
    "EXPECTED_FAILURES",
    "GENERATED_PATH",
    "ExpectedFailure",
    "expected_failure",
    "resolve_exception",
    "write_generated",
]

#: Failures of the other engines (datafusion, acero), recorded by
#: ``substrait-py conformance matrix --update-expected-failures`` and reviewed in the diff.
GENERATED_PATH = Path(__file__).resolve().parent / "expected_failures.json"


@dataclass(frozen=True)
class ExpectedFailure:
    """Why a case fails on an engine, and the exception that shows it."""

    raises: str
    reason: str


_UNSUPPORTED = "substrait_py.errors.UnsupportedFeatureError"
_INVALID = "substrait_py.errors.InvalidPlanError"

#: engine -> case id -> expected failure.
_WRONG = "AssertionError"
_ROLLUP = (
    "producer: DuckDB 1.1.3 writes ROLLUP as one grouping set of all keys, so the plan has no subtotal rows "
    "(its meaning differs from the query text the expected answer comes from)"
)

#: engine -> case id -> expected failure.
EXPECTED_FAILURES: dict[str, dict[str, ExpectedFailure]] = {
    "spark": {
        "tpch_duckdb113/q13": ExpectedFailure(
            _WRONG,
            "producer: DuckDB 1.1.3 writes o_comment NOT LIKE '%special%requests%' as not_equal(o_comment, "
            "'%special%requests%')",
        ),
        "tpcds_duckdb113/q05": ExpectedFailure(_WRONG, _ROLLUP),
        "tpcds_duckdb113/q18": ExpectedFailure(_WRONG, _ROLLUP),
        "tpcds_duckdb113/q22": ExpectedFailure(_WRONG, _ROLLUP),
    },
}


@functools.lru_cache(maxsize=1)
def _generated() -> dict[str, dict[str, ExpectedFailure]]:
    if not GENERATED_PATH.exists():
        return {}
    data = json.loads(GENERATED_PATH.read_text())
    return {
        engine: {case: ExpectedFailure(str(v["raises"]), str(v["reason"])) for case, v in cases.items()}
        for engine, cases in data.items()
    }


def expected_failure(engine: str, case_id: str) -> ExpectedFailure | None:
    """The expected failure of ``case_id`` on ``engine``, if any (hand-written entries first)."""
    known = EXPECTED_FAILURES.get(engine, {}).get(case_id)
    if known is not None:
        return known
    return _generated().get(engine, {}).get(case_id)


#: This package's import name: ``conformance`` in a source checkout, ``substrait_py.conformance`` when
#: installed. Exception names are recorded as ``conformance.<module>.<Class>`` either way.
_PACKAGE = __name__.rpartition(".")[0]


def _raises(outcome: Outcome) -> str:
    if outcome.status == "wrong" or outcome.exception is None:
        return "AssertionError"
    cls = type(outcome.exception)
    module = cls.__module__
    if module == _PACKAGE or module.startswith(f"{_PACKAGE}."):
        module = "conformance" + module[len(_PACKAGE) :]
    return f"{module}.{cls.__qualname__}"


def write_generated(outcomes: Sequence[Outcome], engines: Sequence[str]) -> None:
    """Record the failing ``outcomes`` of ``engines`` in :data:`GENERATED_PATH` (entries of other engines
    are kept). Each entry names the exception the runner re-raises and the first line of the failure."""
    data: dict[str, dict[str, dict[str, str]]] = {}
    if GENERATED_PATH.exists():
        data = json.loads(GENERATED_PATH.read_text())
    for engine in engines:
        entries: dict[str, dict[str, str]] = {}
        for o in sorted(outcomes, key=lambda x: x.case_id):
            if o.engine != engine or o.status == "pass":
                continue
            first = o.detail.splitlines()[0] if o.detail else o.status
            entries[o.case_id] = {"raises": _raises(o), "reason": f"{engine} {o.status}: {first}"[:300]}
        data[engine] = entries
    tmp = GENERATED_PATH.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    tmp.replace(GENERATED_PATH)
    _generated.cache_clear()


def resolve_exception(dotted: str) -> type[BaseException]:
    """The exception class named ``dotted`` (``AssertionError`` or ``package.module.Class``)."""
    module, _, name = dotted.rpartition(".")
    if module == "conformance" or module.startswith("conformance."):
        module = _PACKAGE + module[len("conformance") :]
    obj = getattr(importlib.import_module(module or "builtins"), name)
    if not (isinstance(obj, type) and issubclass(obj, BaseException)):
        raise TypeError(f"{dotted} is not an exception class")
    return obj
