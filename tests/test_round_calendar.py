"""The standard ``round_calendar`` on Spark, for dates, wall times and instants in named zones.

Expected values come from the extension's definition computed here in Python (``zoneinfo`` for the zones)
and, where a call is a plain truncation (FLOOR to one unit), from DuckDB's ``date_trunc``. Each kind runs
as one plan: a virtual table of sample values and one projected column per (rounding, unit, origin,
multiple) combination, drawn with a fixed seed. The samples hold the edges: exact multiples, ties, month
ends and leap days, times before 1970, and the days Los Angeles and Lord Howe Island change their clocks.
"""

from __future__ import annotations

import calendar
import datetime as dt
import itertools
import random
from collections.abc import Sequence
from typing import Any
from zoneinfo import ZoneInfo

import duckdb
import pytest

from conformance.builders import Ex, PlanBuilder
from conformance.session_settings import COMBINED, SessionSettings
from spark_consumer.consumer import SparkConsumer

ROUNDINGS = ("FLOOR", "CEIL", "ROUND_TIE_DOWN", "ROUND_TIE_UP")
TIMESTAMP_UNITS = ("YEAR", "MONTH", "WEEK", "DAY", "HOUR", "MINUTE", "SECOND", "MILLISECOND", "MICROSECOND")
TIMESTAMP_ORIGINS = (
    "YEAR",
    "MONTH",
    "MONDAY_WEEK",
    "SUNDAY_WEEK",
    "ISO_WEEK",
    "US_WEEK",
    "DAY",
    "HOUR",
    "MINUTE",
    "SECOND",
    "MILLISECOND",
)
DATE_UNITS = ("YEAR", "MONTH", "WEEK", "DAY")
DATE_ORIGINS = ("YEAR", "MONTH", "MONDAY_WEEK", "SUNDAY_WEEK", "ISO_WEEK", "US_WEEK", "DAY")
MULTIPLES = (1, 2, 3, 5, 7)
ZONES = ("UTC", "America/Los_Angeles", "Asia/Kolkata", "Australia/Lord_Howe")

WALL_TIMES = [
    dt.datetime(2016, 12, 31, 13, 30, 15),
    dt.datetime(2024, 2, 29, 12, 0),  # a leap day, noon: a tie between two days
    dt.datetime(2024, 3, 31, 23, 59, 59, 999_999),
    dt.datetime(2024, 1, 1),  # a multiple of everything counted from a year
    dt.datetime(2024, 1, 7, 12, 0),  # a Sunday, noon
    dt.datetime(2024, 1, 8, 6, 30, 0, 500),  # a Monday
    dt.datetime(2023, 7, 16, 18, 45, 30, 250_000),
    dt.datetime(1969, 12, 31, 23, 59, 59, 999_999),
    dt.datetime(1900, 2, 28, 0, 0, 0, 1),
    dt.datetime(2000, 6, 15, 12, 30, 30, 500_000),  # ties at the minute and the second
    dt.datetime(2024, 3, 10, 2, 30),  # skipped in Los Angeles
    dt.datetime(2024, 11, 3, 1, 30),  # repeated in Los Angeles
]
INSTANTS = [
    dt.datetime(2024, 3, 10, 9, 30, tzinfo=dt.UTC),  # 01:30 PST, the day clocks go forward
    dt.datetime(2024, 3, 10, 10, 30, tzinfo=dt.UTC),  # 03:30 PDT
    dt.datetime(2024, 11, 3, 8, 30, tzinfo=dt.UTC),  # 01:30 PDT, the day clocks go back
    dt.datetime(2024, 11, 3, 9, 30, tzinfo=dt.UTC),  # 01:30 PST, the second time
    dt.datetime(2024, 4, 6, 14, 45, tzinfo=dt.UTC),  # Lord Howe goes back half an hour
    dt.datetime(2016, 12, 31, 20, 0, tzinfo=dt.UTC),  # the next day in Kolkata
    dt.datetime(1969, 12, 31, 23, 59, 59, 999_999, tzinfo=dt.UTC),
    dt.datetime(2024, 2, 29, 18, 30, tzinfo=dt.UTC),  # midnight in Kolkata
]
DATES = [
    dt.date(2016, 12, 31),
    dt.date(2024, 2, 29),
    dt.date(2024, 1, 1),
    dt.date(2024, 1, 7),  # a Sunday
    dt.date(2024, 1, 8),  # a Monday
    dt.date(1969, 12, 31),
    dt.date(1900, 3, 1),
    dt.date(2023, 7, 16),
]

_MONTHS = {"YEAR": 12, "MONTH": 1}
_FIXED = {
    "WEEK": dt.timedelta(days=7),
    "DAY": dt.timedelta(days=1),
    "HOUR": dt.timedelta(hours=1),
    "MINUTE": dt.timedelta(minutes=1),
    "SECOND": dt.timedelta(seconds=1),
    "MILLISECOND": dt.timedelta(milliseconds=1),
    "MICROSECOND": dt.timedelta(microseconds=1),
}


def origin_start(w: dt.datetime, origin: str) -> dt.datetime:
    """The start of the origin unit holding ``w`` (weeks start on Monday or Sunday)."""
    midnight = dt.datetime(w.year, w.month, w.day)
    if origin == "YEAR":
        return dt.datetime(w.year, 1, 1)
    if origin == "MONTH":
        return dt.datetime(w.year, w.month, 1)
    if origin in ("MONDAY_WEEK", "ISO_WEEK"):
        return midnight - dt.timedelta(days=w.weekday())
    if origin in ("SUNDAY_WEEK", "US_WEEK"):
        return midnight - dt.timedelta(days=(w.weekday() + 1) % 7)
    if origin == "DAY":
        return midnight
    if origin == "HOUR":
        return w.replace(minute=0, second=0, microsecond=0)
    if origin == "MINUTE":
        return w.replace(second=0, microsecond=0)
    if origin == "SECOND":
        return w.replace(microsecond=0)
    assert origin == "MILLISECOND"
    return w.replace(microsecond=w.microsecond // 1000 * 1000)


def plus_months(t: dt.datetime, n: int) -> dt.datetime:
    """``t`` ``n`` months later, a day past the month's end its last day."""
    y, m = divmod(t.year * 12 + t.month - 1 + n, 12)
    return t.replace(year=y, month=m + 1, day=min(t.day, calendar.monthrange(y, m + 1)[1]))


def spec_round(w: dt.datetime, rounding: str, unit: str, origin: str, multiple: int) -> dt.datetime:
    """The extension's round_calendar of the wall time ``w``: the points are the origin unit's start plus
    whole multiples of ``multiple`` units."""
    start = origin_start(w, origin)
    if unit in _MONTHS:
        step = multiple * _MONTHS[unit]
        n = 0
        while plus_months(start, n + step) <= w:
            n += step
        lower, upper = plus_months(start, n), plus_months(start, n + step)
    else:
        width = _FIXED[unit] * multiple
        lower = start + (w - start) // width * width
        upper = lower + width
    if lower == w:
        return w
    if rounding == "FLOOR":
        return lower
    if rounding == "CEIL":
        return upper
    into, span = w - lower, upper - lower
    nearer_lower = into * 2 <= span if rounding == "ROUND_TIE_DOWN" else into * 2 < span
    return lower if nearer_lower else upper


def spec_round_instant(t: dt.datetime, *call: Any) -> dt.datetime:
    """An instant rounded as its wall time in ``zone``, the result read in that zone: a repeated wall
    time at the instant's own offset where it is one of the two, else the earlier; a skipped one at the
    offset before the change (the same instant as moving it forward)."""
    *how, zone = call
    z = ZoneInfo(zone)
    local = t.astimezone(z)
    got = spec_round(local.replace(tzinfo=None), *how)
    for fold in (0, 1):
        candidate = got.replace(tzinfo=z, fold=fold)
        if candidate.utcoffset() == local.utcoffset() and candidate.astimezone(z).replace(tzinfo=None) == got:
            return candidate.astimezone(dt.UTC)
    return got.replace(tzinfo=z, fold=0).astimezone(dt.UTC)


def combos(units: Sequence[str], origins: Sequence[str], count: int, seed: int) -> list[tuple[Any, ...]]:
    every = list(itertools.product(ROUNDINGS, units, origins, MULTIPLES))
    return random.Random(seed).sample(every, count)


WALL_COMBOS = combos(TIMESTAMP_UNITS, TIMESTAMP_ORIGINS, 40, 1)
DATE_COMBOS = combos(DATE_UNITS, DATE_ORIGINS, 24, 2)
INSTANT_COMBOS = [
    (*c, ZONES[i % len(ZONES)]) for i, c in enumerate(combos(TIMESTAMP_UNITS, TIMESTAMP_ORIGINS, 32, 3))
]


def rounding_plan(value_type: str, values: Sequence[object], calls: Sequence[tuple[Any, ...]]) -> Any:
    """A plan of one column of ``values`` and one round_calendar column per call."""
    b = PlanBuilder()
    table = b.virtual_table([("x", value_type)], [[v] for v in values])
    x = b.field(0, table.types)
    columns: list[Ex] = []
    for rounding, unit, origin, multiple, *zone in calls:
        args: list[Ex | str] = [x, rounding, unit, origin, b.lit(multiple, "i64")]
        args += [b.lit(z, "string") for z in zone]
        columns.append(b.call("round_calendar", *args))
    out = b.project(table, columns, emit=list(range(1, len(columns) + 1)))
    return b.plan(out, [f"c{i}" for i in range(len(columns))])


def run(spark: Any, plan: Any) -> list[tuple[Any, ...]]:
    return [tuple(r) for r in SparkConsumer(spark).to_dataframe(plan).collect()]


def mismatches(
    got: list[tuple[Any, ...]], values: Sequence[Any], calls: Sequence[tuple[Any, ...]], expect: Any
) -> list[str]:
    wrong = []
    for row, value in zip(got, values, strict=True):
        for cell, call_args in zip(row, calls, strict=True):
            want = expect(value, *call_args)
            if cell != want:
                wrong.append(
                    f"round_calendar({value}, {', '.join(map(str, call_args))}) = {cell}, want {want}"
                )
    return wrong


def test_wall_times_round_as_the_extension_defines(spark: Any) -> None:
    got = run(spark, rounding_plan("precision_timestamp<6>", WALL_TIMES, WALL_COMBOS))
    assert mismatches(got, WALL_TIMES, WALL_COMBOS, spec_round) == []


def test_dates_round_as_their_midnights(spark: Any) -> None:
    got = run(spark, rounding_plan("date", DATES, DATE_COMBOS))

    def expect(d: dt.date, *args: Any) -> dt.date:
        return spec_round(dt.datetime(d.year, d.month, d.day), *args).date()

    assert mismatches(got, DATES, DATE_COMBOS, expect) == []


def _utc(got: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    # collect() gives a TIMESTAMP as a naive local time of the Python process's zone: compare instants
    return [tuple(c.astimezone(dt.UTC) if c is not None else None for c in row) for row in got]


def test_instants_round_in_the_zone_the_call_names(spark: Any) -> None:
    got = _utc(run(spark, rounding_plan("precision_timestamp_tz<6>", INSTANTS, INSTANT_COMBOS)))
    assert mismatches(got, INSTANTS, INSTANT_COMBOS, spec_round_instant) == []


def test_answers_do_not_depend_on_the_session(spark: Any) -> None:
    """Every non-default setting at once (Los Angeles as the session's zone, TIMESTAMP_NTZ as its
    timestamp type, ANSI off) changes no answer."""
    plans = [
        rounding_plan("precision_timestamp<6>", WALL_TIMES, WALL_COMBOS[:20]),
        rounding_plan("precision_timestamp_tz<6>", INSTANTS, INSTANT_COMBOS[:20]),
    ]
    before = [_utc(run(spark, p)) if i else run(spark, p) for i, p in enumerate(plans)]
    with SessionSettings(spark, COMBINED):
        after = [_utc(run(spark, p)) if i else run(spark, p) for i, p in enumerate(plans)]
    assert after == before


TRUNC_UNITS = ("YEAR", "MONTH", "WEEK", "DAY", "HOUR", "MINUTE", "SECOND", "MILLISECOND", "MICROSECOND")


def test_truncation_agrees_with_duckdb_date_trunc(spark: Any) -> None:
    """FLOOR to one unit counted from that unit's start (ISO weeks for WEEK) is DuckDB's date_trunc."""
    origins = {"WEEK": "ISO_WEEK", "MICROSECOND": "MILLISECOND"}  # (no origin of a microsecond)
    calls = [("FLOOR", u, origins.get(u, u), 1) for u in TRUNC_UNITS]
    got = run(spark, rounding_plan("precision_timestamp<6>", WALL_TIMES, calls))
    con = duckdb.connect()
    want = [
        tuple(
            con.execute(f"SELECT date_trunc('{u.lower()}', ?::TIMESTAMP)", [w]).fetchone()[0]
            for u in TRUNC_UNITS
        )
        for w in WALL_TIMES
    ]
    assert got == want


def test_a_multiple_below_one_fails(spark: Any) -> None:
    plan = rounding_plan("precision_timestamp<6>", WALL_TIMES[:1], [("FLOOR", "DAY", "DAY", 0)])
    with pytest.raises(Exception, match="multiple below 1"):
        run(spark, plan)


def test_an_unknown_zone_fails(spark: Any) -> None:
    plan = rounding_plan(
        "precision_timestamp_tz<6>", INSTANTS[:1], [("FLOOR", "DAY", "DAY", 1, "Mars/Olympus")]
    )
    with pytest.raises(Exception, match="Mars/Olympus"):
        run(spark, plan)
