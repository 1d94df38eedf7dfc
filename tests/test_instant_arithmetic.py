"""The standard ``add``/``subtract`` of an interval to an instant (``precision_timestamp_tz``) or a date,
in the spec's own test-case format, in a UTC session, in one with every non-default setting (Los Angeles
as its zone) and in Sao Paulo and Lord Howe Island sessions: an instant plus days and time is the
instant that many microseconds later; years and months are added to its wall time in the zone the call
names; a date plus days and time is its midnight, a wall time, plus them. Spark adds days and months to
an instant (or a date's midnight) in the session's zone, which once made ``add(2024-03-09T20:00Z, P1D)``
23 hours later in a Los Angeles session, and ignored the zone a call names. The expected values follow
from those definitions (2024-03-10 is the day clocks go forward in Los Angeles). Also DuckDB's own
functions that read an instant's date."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from conformance.engines import SparkEngine
from conformance.session_settings import COMBINED, SessionSettings
from conformance.testcases.parser import parse_text
from conformance.testcases.runner import Outcome, run_case

LA = "'America/Los_Angeles'::str"
#: (call, what it gives)
CASES = [
    # days and time are a duration
    ("add(2024-03-09T20:00:00+00:00::ptstz<6>, P1D::iday<6>)", "2024-03-10T20:00:00+00:00::ptstz<6>"),
    ("add(2024-03-09T20:00:00+00:00::ptstz<6>, P10DT5H::iday<6>)", "2024-03-20T01:00:00+00:00::ptstz<6>"),
    ("subtract(2024-03-10T20:00:00+00:00::ptstz<6>, P1D::iday<6>)", "2024-03-09T20:00:00+00:00::ptstz<6>"),
    ("subtract(1970-01-01T00:00:00+00:00::ptstz<6>, PT1S::iday<6>)", "1969-12-31T23:59:59+00:00::ptstz<6>"),
    # months on the wall time in the named zone: noon PST a month later is noon PDT
    (f"add(2024-03-09T20:00:00+00:00::ptstz<6>, P1M::iyear, {LA})", "2024-04-09T19:00:00+00:00::ptstz<6>"),
    (
        "add(2024-03-09T20:00:00+00:00::ptstz<6>, P1M::iyear, 'UTC'::str)",
        "2024-04-09T20:00:00+00:00::ptstz<6>",
    ),
    (
        "add(2024-01-31T06:00:00+00:00::ptstz<6>, P1M::iyear, 'Asia/Kolkata'::str)",
        "2024-02-29T06:00:00+00:00::ptstz<6>",
    ),
    (
        f"subtract(2024-04-09T19:00:00+00:00::ptstz<6>, P1M::iyear, {LA})",
        "2024-03-09T20:00:00+00:00::ptstz<6>",
    ),
    # a wall time the zone shows twice keeps the instant's offset: 01:30 PST a month earlier is 01:30 PST,
    # and 01:30 PDT a month later (PDT has ended) the first 01:30
    (
        f"subtract(2024-12-03T09:30:00+00:00::ptstz<6>, P1M::iyear, {LA})",
        "2024-11-03T09:30:00+00:00::ptstz<6>",
    ),
    (f"add(2024-10-03T08:30:00+00:00::ptstz<6>, P1M::iyear, {LA})", "2024-11-03T08:30:00+00:00::ptstz<6>"),
    # a wall time the zone skips moves forward
    (f"add(2024-02-10T10:30:00+00:00::ptstz<6>, P1M::iyear, {LA})", "2024-03-10T10:30:00+00:00::ptstz<6>"),
    # a date plus days and time is its midnight (a wall time) plus them, also on a day whose midnight a
    # zone skips (Sao Paulo, 4 November 2018) or whose clocks change (Lord Howe, 7 April 2024)
    ("add(2024-03-10::date, PT3H::iday<6>)", "2024-03-10T03:00:00::pts<6>"),
    ("subtract(2024-03-11::date, PT23H::iday<6>)", "2024-03-10T01:00:00::pts<6>"),
    ("add(2018-11-03::date, P1D::iday<6>)", "2018-11-04T00:00:00::pts<6>"),
    ("add(2024-04-07::date, PT3H::iday<6>)", "2024-04-07T03:00:00::pts<6>"),
]
TEST_FILE = (
    "### SUBSTRAIT_SCALAR_TEST: v1.0\n### SUBSTRAIT_INCLUDE: extension:io.substrait:functions_datetime\n\n"
    + "".join(f"{call} = {want}\n" for call, want in CASES)
)


@pytest.mark.parametrize(
    "settings",
    [
        {},
        COMBINED,
        {"spark.sql.session.timeZone": "America/Sao_Paulo"},
        {"spark.sql.session.timeZone": "Australia/Lord_Howe"},
    ],
    ids=["default", "combined", "sao-paulo", "lord-howe"],
)
def test_intervals_added_to_instants_mean_what_the_plan_says(spark: Any, settings: dict[str, str]) -> None:
    engine = SparkEngine(spark)
    with SessionSettings(spark, settings):
        results = [run_case(c, engine) for c in parse_text(TEST_FILE, group="datetime", file="instants.test")]
    assert len(results) == len(CASES)
    assert [f"line {r.case.line}: {r.reason}" for r in results if r.outcome is not Outcome.PASS] == []


# ------------------------------------------------------------------ DuckDB's own functions of an instant

_INSTANTS = [
    dt.datetime(2024, 1, 1, 3, 0, tzinfo=dt.UTC),  # New Year's Eve in Los Angeles
    dt.datetime(2029, 12, 31, 20, 0, tzinfo=dt.UTC),  # 2030 in Kolkata
    dt.datetime(2024, 2, 29, 20, 0, tzinfo=dt.UTC),  # 1 March in Kolkata
]


def _duckdb_plan(calls: list[tuple[str, list[dict[str, Any]], dict[str, Any]]]) -> bytes:
    """A plan as DuckDB 1.1 writes one (spec 0.53, functions declared by name alone) projecting
    ``calls`` (name, arguments, output type) over the column ``tz`` of table ``t``."""
    from google.protobuf import json_format
    from substrait.plan_pb2 import Plan

    nullable = "NULLABILITY_NULLABLE"
    names = sorted({name for name, _, _ in calls})
    anchors = {n: i + 1 for i, n in enumerate(names)}
    column = {"selection": {"directReference": {"structField": {"field": 0}}, "rootReference": {}}}
    expressions = [
        {
            "scalarFunction": {
                "functionReference": anchors[name],
                "outputType": out,
                "arguments": [{"value": column if a == "x" else a} for a in args],
            }
        }
        for name, args, out in calls
    ]
    schema = {
        "names": ["tz"],
        "struct": {
            "types": [{"precisionTimestampTz": {"precision": 6, "nullability": nullable}}],
            "nullability": "NULLABILITY_REQUIRED",
        },
    }
    read = {"read": {"baseSchema": schema, "namedTable": {"names": ["t"]}}}
    project = {"project": {"common": {"emit": {"outputMapping": list(range(1, len(calls) + 1))}}}}
    project["project"].update({"input": read, "expressions": expressions})
    plan = {
        "version": {"minorNumber": 53, "producer": "DuckDB"},
        "extensions": [{"extensionFunction": {"functionAnchor": a, "name": n}} for n, a in anchors.items()],
        "relations": [{"root": {"input": project, "names": [f"c{i}" for i in range(len(calls))]}}],
    }
    return json_format.ParseDict(plan, Plan()).SerializeToString()


@pytest.mark.parametrize("zone", ["UTC", "America/Los_Angeles", "Asia/Kolkata"])
def test_duckdb_functions_read_an_instant_in_utc(spark: Any, zone: str) -> None:
    """DuckDB's dayname, monthname, yearweek, last_day and date_trunc to a decade read an instant's date in
    UTC (as the consumer reads every instant a plan names no zone for); they read it in the session's
    zone, a day or a year apart."""
    import pyarrow as pa

    from spark_consumer.consumer import SparkConsumer

    string, i64 = (
        {"string": {"nullability": "NULLABILITY_NULLABLE"}},
        {"i64": {"nullability": "NULLABILITY_NULLABLE"}},
    )
    date = {"date": {"nullability": "NULLABILITY_NULLABLE"}}
    instant = {"precisionTimestampTz": {"precision": 6, "nullability": "NULLABILITY_NULLABLE"}}
    calls = [
        ("dayname", ["x"], string),
        ("monthname", ["x"], string),
        ("yearweek", ["x"], i64),
        ("last_day", ["x"], date),
        ("date_trunc", [{"literal": {"string": "decade"}}, "x"], instant),
    ]
    table = spark.createDataFrame(
        pa.table({"tz": pa.array(_INSTANTS, pa.timestamp("us", tz="UTC"))}).to_pandas()
    )
    with SessionSettings(spark, {"spark.sql.session.timeZone": zone}):
        got = SparkConsumer(spark, {"t": table}).to_dataframe(_duckdb_plan(calls)).toArrow().to_pylist()
    want = []
    for t in _INSTANTS:
        day = t.date()
        iso = day.isocalendar()
        next_month = dt.date(day.year + day.month // 12, day.month % 12 + 1, 1)
        decade = dt.datetime(day.year // 10 * 10, 1, 1, tzinfo=dt.UTC)
        row = [
            day.strftime("%A"),
            day.strftime("%B"),
            iso.year * 100 + iso.week,
            next_month - dt.timedelta(1),
        ]
        want.append(dict(zip([f"c{i}" for i in range(5)], [*row, decade], strict=True)))
    assert [{**r, "c4": r["c4"].astimezone(dt.UTC)} for r in got] == want
