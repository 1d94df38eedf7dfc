"""The standard ``add``/``subtract`` of an interval to an instant (``precision_timestamp_tz``), in the
spec's own test-case format, in a UTC session and in one with every non-default setting (Los Angeles as
its zone): an instant plus days and time is the instant that many microseconds later; years and months
are added to its wall time in the zone the call names. Spark adds days and months to an instant in the
session's zone, which once made ``add(2024-03-09T20:00Z, P1D)`` 23 hours later in a Los Angeles session,
and ignored the zone a call names. The expected values follow from those definitions (2024-03-10 is the
day clocks go forward in Los Angeles)."""

from __future__ import annotations

from typing import Any

import pytest

from conformance.engines import SparkEngine
from conformance.session_settings import COMBINED, SessionSettings
from conformance.testcases.parser import parse_text
from conformance.testcases.runner import Outcome, run_case

LA = "'America/Los_Angeles'::str"
CASES = [
    # days and time are a duration
    ("add(2024-03-09T20:00:00+00:00::ptstz<6>, P1D::iday<6>)", "2024-03-10T20:00:00+00:00"),
    ("add(2024-03-09T20:00:00+00:00::ptstz<6>, P10DT5H::iday<6>)", "2024-03-20T01:00:00+00:00"),
    ("subtract(2024-03-10T20:00:00+00:00::ptstz<6>, P1D::iday<6>)", "2024-03-09T20:00:00+00:00"),
    ("subtract(1970-01-01T00:00:00+00:00::ptstz<6>, PT1S::iday<6>)", "1969-12-31T23:59:59+00:00"),
    # months on the wall time in the named zone: noon PST a month later is noon PDT
    (f"add(2024-03-09T20:00:00+00:00::ptstz<6>, P1M::iyear, {LA})", "2024-04-09T19:00:00+00:00"),
    ("add(2024-03-09T20:00:00+00:00::ptstz<6>, P1M::iyear, 'UTC'::str)", "2024-04-09T20:00:00+00:00"),
    (
        "add(2024-01-31T06:00:00+00:00::ptstz<6>, P1M::iyear, 'Asia/Kolkata'::str)",
        "2024-02-29T06:00:00+00:00",
    ),
    (f"subtract(2024-04-09T19:00:00+00:00::ptstz<6>, P1M::iyear, {LA})", "2024-03-09T20:00:00+00:00"),
    # a wall time the zone shows twice keeps the instant's offset: 01:30 PST a month earlier is 01:30 PST,
    # and 01:30 PDT a month later (PDT has ended) the first 01:30
    (f"subtract(2024-12-03T09:30:00+00:00::ptstz<6>, P1M::iyear, {LA})", "2024-11-03T09:30:00+00:00"),
    (f"add(2024-10-03T08:30:00+00:00::ptstz<6>, P1M::iyear, {LA})", "2024-11-03T08:30:00+00:00"),
    # a wall time the zone skips moves forward
    (f"add(2024-02-10T10:30:00+00:00::ptstz<6>, P1M::iyear, {LA})", "2024-03-10T10:30:00+00:00"),
]
TEST_FILE = (
    "### SUBSTRAIT_SCALAR_TEST: v1.0\n### SUBSTRAIT_INCLUDE: extension:io.substrait:functions_datetime\n\n"
    + "".join(f"{call} = {want}::ptstz<6>\n" for call, want in CASES)
)


@pytest.mark.parametrize("settings", [{}, COMBINED], ids=["default", "combined"])
def test_intervals_added_to_instants_mean_what_the_plan_says(spark: Any, settings: dict[str, str]) -> None:
    engine = SparkEngine(spark)
    with SessionSettings(spark, settings):
        results = [run_case(c, engine) for c in parse_text(TEST_FILE, group="datetime", file="instants.test")]
    assert len(results) == len(CASES)
    assert [f"line {r.case.line}: {r.reason}" for r in results if r.outcome is not Outcome.PASS] == []
