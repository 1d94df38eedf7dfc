"""Run function test cases on an engine and classify each one.

Every case ends as exactly one :class:`Outcome`:

* ``PASS`` -- value and type equal the expectation, or the case expects ``<!ERROR>`` and the engine raised
while
  evaluating (the engine's ``classify`` said ``"raised"``);
* ``WRONG`` -- the engine returned a different value or type, or returned a value where ``<!ERROR>`` was
  expected (a silent wrong answer);
* ``UNSUPPORTED`` -- the engine rejected the plan as unsupported, or raised where a value was expected (the
  reason says which: ``unsupported: ...`` or ``raised: ...``);
* ``FAULT`` -- the harness could not build the plan or compare the result (our limitation, kept apart);
* ``UNDEFINED`` -- the case expects ``<!UNDEFINED>``: not run, not scored.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pyarrow as pa

from ..engines import Engine, get_engine
from .compare import CompareError, compare_type, compare_value
from .model import CaseKind, ExpectedKind, TestCase
from .plans import HarnessFault, PlanBuilder

__all__ = ["CaseResult", "Outcome", "run_case", "run_cases"]


class Outcome(enum.Enum):
    """The classification of one case."""

    PASS = "pass"
    WRONG = "wrong"
    UNSUPPORTED = "unsupported"
    FAULT = "fault"
    UNDEFINED = "undefined"


@dataclass(frozen=True)
class CaseResult:
    """The outcome of one case with its reason (empty for a pass) and the run time in seconds."""

    case: TestCase
    outcome: Outcome
    reason: str = ""
    seconds: float = 0.0

    def to_dict(self) -> dict[str, object]:
        """JSON-ready form."""
        return {
            "source": self.case.source,
            "group": self.case.group,
            "function": self.case.function,
            "case": self.case.text,
            "outcome": self.outcome.value,
            "reason": self.reason,
        }


def _short(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}".strip()
    first = text.splitlines()[0] if text else type(exc).__name__
    return first if len(first) <= 300 else first[:297] + "..."


def run_case(case: TestCase, engine: Engine, builder: PlanBuilder | None = None) -> CaseResult:
    """Build, run and classify one case."""
    start = time.perf_counter()
    if case.expected_kind is ExpectedKind.UNDEFINED:
        return CaseResult(case, Outcome.UNDEFINED, "<!UNDEFINED>: not scored")
    b = builder if builder is not None else PlanBuilder()
    try:
        plan = b.build(case)
    except HarnessFault as exc:
        return CaseResult(case, Outcome.FAULT, exc.reason, time.perf_counter() - start)
    data = plan.SerializeToString()
    try:
        table = engine.run(data)
    except (KeyboardInterrupt, SystemExit, GeneratorExit):
        raise
    except BaseException as exc:
        verdict = engine.classify(exc)
        elapsed = time.perf_counter() - start
        if verdict == "raised" and case.expected_kind is ExpectedKind.ERROR:
            return CaseResult(case, Outcome.PASS, f"raised as expected: {_short(exc)}", elapsed)
        return CaseResult(case, Outcome.UNSUPPORTED, f"{verdict}: {_short(exc)}", elapsed)
    return _judged(case, table, time.perf_counter() - start)


def _judged(case: TestCase, table: pa.Table, elapsed: float) -> CaseResult:
    """The outcome of ``case`` answered by ``table``; a harness fault when the answer cannot be compared."""
    try:
        return _judge(case, table, elapsed)
    except CompareError as exc:
        return CaseResult(case, Outcome.FAULT, str(exc), elapsed)


def _judge(case: TestCase, table: pa.Table, elapsed: float) -> CaseResult:
    if table.num_columns != 1:
        return CaseResult(case, Outcome.WRONG, f"expected 1 column, got {table.num_columns}", elapsed)
    if case.expected_kind is ExpectedKind.ERROR:
        shown = table.column(0).to_pylist()[:3]
        return CaseResult(case, Outcome.WRONG, f"expected an error, got {shown!r}", elapsed)
    expected = case.expected
    if expected is None or expected.type is None:
        raise CompareError("case has no expected value")
    column = table.column(0)
    type_problem = compare_type(expected.type, column.type)
    if case.kind is CaseKind.WINDOW:
        # a window case expects one value per input row, in the rows' written order
        wanted = expected.py if isinstance(expected.py, (tuple, list)) else (expected.py,)
        if table.num_rows != len(wanted):
            return CaseResult(
                case, Outcome.WRONG, f"expected {len(wanted)} rows, got {table.num_rows}", elapsed
            )
        got = column.to_pylist()
        row_problems = [
            f"row {i}: {p}"
            for i, (w, g) in enumerate(zip(wanted, got, strict=True))
            if (p := compare_value(w, expected.type, g, repr(w)))
        ]
        problems = [p for p in ("; ".join(row_problems), type_problem) if p]
        if problems:
            return CaseResult(case, Outcome.WRONG, "; ".join(problems), elapsed)
        return CaseResult(case, Outcome.PASS, "", elapsed)
    if table.num_rows != 1:
        return CaseResult(case, Outcome.WRONG, f"expected 1 row, got {table.num_rows}", elapsed)
    value_problem = compare_value(expected.py, expected.type, column[0].as_py(), expected.text)
    problems = [p for p in (value_problem, type_problem) if p]
    if problems:
        return CaseResult(case, Outcome.WRONG, "; ".join(problems), elapsed)
    return CaseResult(case, Outcome.PASS, "", elapsed)


def run_cases(
    cases: Iterable[TestCase],
    engine: Engine | str | Callable[[bytes], pa.Table],
    *,
    builder: PlanBuilder | None = None,
    on_result: Callable[[CaseResult], None] | None = None,
    batch_size: int = 1,
) -> list[CaseResult]:
    """Run every case on ``engine`` (a name, an :class:`Engine` or a callable); the results in the cases'
    order.

    ``on_result`` is called with each result as it is produced (progress display). With ``batch_size``
    above 1, scalar cases that expect a value run up to that many at a time as one plan
    (:meth:`PlanBuilder.build_scalar_batch`: one query instead of one each); a batch the engine refuses
    or fails is split in halves until the cases that fail run alone, so each case is classified as it is
    on its own. Other cases (aggregates, windows, expected errors) run alone.
    """
    eng = get_engine(engine)
    b = builder if builder is not None else PlanBuilder()
    cases = list(cases)
    results: dict[int, CaseResult] = {}

    def done(index: int, result: CaseResult) -> None:
        results[index] = result
        if on_result is not None:
            on_result(result)

    batchable: list[int] = []
    for i, case in enumerate(cases):
        if batch_size > 1 and _batchable(case, b):
            batchable.append(i)
        else:
            done(i, run_case(case, eng, b))
    for start in range(0, len(batchable), batch_size):
        _run_batch([(i, cases[i]) for i in batchable[start : start + batch_size]], eng, b, done)
    return [results[i] for i in range(len(cases))]


def _batchable(case: TestCase, builder: PlanBuilder) -> bool:
    """Whether ``case`` may run in a batch: a scalar case expecting a value that the harness can build."""
    if case.kind is not CaseKind.SCALAR or case.expected_kind is not ExpectedKind.VALUE:
        return False
    try:
        builder.build(case)
    except HarnessFault:
        return False
    return True


def _run_batch(
    batch: list[tuple[int, TestCase]],
    engine: Engine,
    builder: PlanBuilder,
    done: Callable[[int, CaseResult], None],
) -> None:
    """Run ``batch`` as one plan and judge each case on its own column; halve it when the engine raises."""
    if len(batch) == 1:
        index, case = batch[0]
        done(index, run_case(case, engine, builder))
        return
    start = time.perf_counter()
    try:
        table = engine.run(builder.build_scalar_batch([c for _, c in batch]).SerializeToString())
    except (KeyboardInterrupt, SystemExit, GeneratorExit):
        raise
    except BaseException:
        half = len(batch) // 2
        _run_batch(batch[:half], engine, builder, done)
        _run_batch(batch[half:], engine, builder, done)
        return
    share = (time.perf_counter() - start) / len(batch)
    if table.num_columns != len(batch):  # the engine answered something else: judge each alone
        for index, case in batch:
            done(index, run_case(case, engine, builder))
        return
    for column, (index, case) in enumerate(batch):
        done(index, _judged(case, pa.table({"result": table.column(column)}), share))
