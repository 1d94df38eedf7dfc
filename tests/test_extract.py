"""The standard ``extract`` on Spark: every component the extension defines for dates, wall times and
instants read in named zones, against the extension's definitions computed here in Python.

Each kind runs as one plan: a virtual table of sample values and one projected column per (component,
indexing) pair; dates count from 1 and from 0, instants from 0, wall times from 1. The dates cover the turn
of every year from 1995 to 2030 (each way a year can start and end on a weekday, leap years included) and
a few far ones; the instants the days zones change their clocks, half-hour and 45-minute zones and
Monrovia's offset of 44 minutes 30 seconds (until 1972; the samples stay after 1970, where Java's and
Python's time zone data agree).

Python's ``datetime`` gives the calendar's parts (``isocalendar`` the ISO weeks) and ``zoneinfo`` the
zones. The weeks Python has no function for are counted as the extension describes them, by finding each
year's first week: a US week (Sunday to Saturday) is the first of its year when four or more of its days
are in January; a Monday (Sunday) week is the first when it starts on the year's first Monday (Sunday),
the days before it belonging to the year before's last week (the extension counts these weeks from 1 with
no week 0). MILLISECOND, MICROSECOND and NANOSECOND count from the last full minute, as the extension's
test file ``extract.test`` has them (``extract(MILLISECOND, 13:30:15) = 15000``).

The components of each kind are those the extension's YAML lists for it, so a component it adds is tested
(and fails until the consumer reads it).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from conformance.builders import Ex, PlanBuilder
from conformance.session_settings import COMBINED, SessionSettings
from spark_consumer.consumer import SparkConsumer
from substrait_py.errors import UnsupportedFeatureError

EPOCH = dt.datetime(1970, 1, 1)


def spec_components(value: str) -> tuple[list[str], list[str]]:
    """The components the extension's ``extract`` defines for a value of type ``value`` (``date``,
    ``precision_timestamp``, ``precision_timestamp_tz``): (those without, those with the indexing
    argument), read from its YAML. PICOSECOND is left out (refused: Spark holds microseconds)."""
    from importlib.resources import files

    import yaml

    text = files("substrait_extensions.extensions").joinpath("functions_datetime.yaml").read_text()
    [extract] = [f for f in yaml.safe_load(text)["scalar_functions"] if f["name"] == "extract"]
    plain: list[str] = []
    indexed: list[str] = []
    for impl in extract["impls"]:
        if impl["args"][-1].get("name") == "timezone":
            x = impl["args"][-2]["value"]
        else:
            x = impl["args"][-1]["value"]
        if x.split("<")[0] != value:
            continue
        counted = any(a.get("name") == "indexing" for a in impl["args"])
        options = [o for o in impl["args"][0]["options"] if o != "PICOSECOND"]
        (indexed if counted else plain).extend(options)
    return plain, indexed


DATE_PLAIN, DATE_INDEXED = spec_components("date")
WALL_PLAIN, WALL_INDEXED = spec_components("precision_timestamp")
INSTANT_PLAIN, INSTANT_INDEXED = spec_components("precision_timestamp_tz")
#: (component, indexing or None) of each projected column
DATE_CALLS = [(p, None) for p in DATE_PLAIN] + [(p, i) for p in DATE_INDEXED for i in ("ONE", "ZERO")]
WALL_CALLS = [(p, None) for p in WALL_PLAIN] + [(p, "ONE") for p in WALL_INDEXED]
INSTANT_CALLS = [(p, None) for p in INSTANT_PLAIN] + [(p, "ZERO") for p in INSTANT_INDEXED]

DATES = [dt.date(year, 12, 24) + dt.timedelta(days=n) for year in range(1994, 2030) for n in range(16)] + [
    dt.date(1, 3, 1),
    dt.date(1582, 10, 15),
    dt.date(1900, 2, 28),
    dt.date(9999, 12, 31),
    dt.date(2024, 6, 30),
]
WALL_TIMES = [
    dt.datetime(2016, 12, 31, 13, 30, 15),
    dt.datetime(2016, 12, 31, 13, 30, 15, 220_000),
    dt.datetime(1969, 12, 31, 23, 59, 59, 999_999),  # before the epoch: whole seconds round down
    dt.datetime(1969, 12, 31, 23, 59, 59),
    dt.datetime(1900, 1, 1, 0, 0, 0, 1),
    dt.datetime(2021, 1, 3, 12, 0),  # a Sunday in the year before's last ISO week
    dt.datetime(2024, 12, 29, 6, 45, 30, 123_456),  # a Sunday in the next year's first weeks
    dt.datetime(9999, 12, 31, 23, 59, 59, 999_999),
    dt.datetime(1, 3, 1),
]
INSTANTS = [
    dt.datetime(2024, 3, 10, 9, 59, 59, 500_000, tzinfo=dt.UTC),  # the last minute of PST
    dt.datetime(2024, 3, 10, 10, 0, tzinfo=dt.UTC),  # 03:00 PDT
    dt.datetime(2024, 11, 3, 8, 30, tzinfo=dt.UTC),  # 01:30 PDT, the day clocks go back
    dt.datetime(2024, 11, 3, 9, 30, tzinfo=dt.UTC),  # 01:30 PST, the second time
    dt.datetime(2024, 4, 6, 14, 45, tzinfo=dt.UTC),  # Lord Howe goes back half an hour
    dt.datetime(2016, 12, 31, 20, 0, 0, 7, tzinfo=dt.UTC),  # the next year in Kolkata and Kathmandu
    dt.datetime(1969, 12, 31, 23, 59, 59, 999_999, tzinfo=dt.UTC),
    dt.datetime(1971, 6, 1, 12, 0, 0, 250_000, tzinfo=dt.UTC),  # Monrovia: 44 min 30 s behind
    dt.datetime(2020, 12, 31, 23, 30, tzinfo=dt.UTC),
]
ZONES = (
    "UTC",
    "America/Los_Angeles",
    "Asia/Kolkata",
    "Asia/Kathmandu",
    "Australia/Lord_Howe",
    "Africa/Monrovia",
)


# -- the extension's definitions ----------------------------------------------------------------------


def _first_week_start(year: int, week: str) -> int:
    """The first day (a proleptic Gregorian ordinal) of ``year``'s first week of the kind ``week``."""
    jan1 = dt.date(year, 1, 1)
    if week == "US":
        sunday_before = jan1.toordinal() - (jan1.weekday() + 1) % 7
        days_in_january = 7 - (jan1.toordinal() - sunday_before)
        return sunday_before if days_in_january >= 4 else sunday_before + 7
    starts_on = 0 if week == "MONDAY" else 6  # (Python's weekday: Monday 0, Sunday 6)
    return jan1.toordinal() + (starts_on - jan1.weekday()) % 7


def week_and_year(d: dt.date, week: str) -> tuple[int, int]:
    """(the week's number counted from 1, its year) of ``d`` for US, MONDAY or SUNDAY weeks."""
    for year in (d.year + 1, d.year, d.year - 1):
        if 1 <= year <= 9999:
            start = _first_week_start(year, week)
            if d.toordinal() >= start:
                return (d.toordinal() - start) // 7 + 1, year
    raise AssertionError(f"no week holds {d}")


def date_part(d: dt.date, component: str) -> int:
    """A component of a date (counted from 1)."""
    simple: dict[str, Callable[[dt.date], int]] = {
        "YEAR": lambda x: x.year,
        "ISO_YEAR": lambda x: x.isocalendar().year,
        "US_YEAR": lambda x: week_and_year(x, "US")[1],
        "QUARTER": lambda x: (x.month - 1) // 3 + 1,
        "MONTH": lambda x: x.month,
        "DAY": lambda x: x.day,
        "DAY_OF_YEAR": lambda x: x.timetuple().tm_yday,
        "MONDAY_DAY_OF_WEEK": lambda x: x.isoweekday(),
        "SUNDAY_DAY_OF_WEEK": lambda x: x.isoweekday() % 7 + 1,
        "MONDAY_WEEK": lambda x: week_and_year(x, "MONDAY")[0],
        "SUNDAY_WEEK": lambda x: week_and_year(x, "SUNDAY")[0],
        "ISO_WEEK": lambda x: x.isocalendar().week,
        "US_WEEK": lambda x: week_and_year(x, "US")[0],
        "UNIX_TIME": lambda x: (x - EPOCH.date()).days * 86_400,
    }
    return simple[component](d)


def wall_part(w: dt.datetime, component: str) -> int:
    """A component of a wall time (its date's for the date components)."""
    if component == "UNIX_TIME":
        return (w - EPOCH) // dt.timedelta(seconds=1)
    time_parts = {
        "HOUR": w.hour,
        "MINUTE": w.minute,
        "SECOND": w.second,
        "MILLISECOND": w.second * 1000 + w.microsecond // 1000,
        "MICROSECOND": w.second * 1_000_000 + w.microsecond,
        "NANOSECOND": (w.second * 1_000_000 + w.microsecond) * 1000,
        "SUBSECOND": w.microsecond,
    }
    if component in time_parts:
        return time_parts[component]
    return date_part(w.date(), component)


def instant_part(t: dt.datetime, zone: str, component: str) -> int:
    """A component of an instant read in ``zone`` (UNIX_TIME the instant's own)."""
    local = t.astimezone(ZoneInfo(zone))
    if component == "TIMEZONE_OFFSET":
        offset = local.utcoffset()
        assert offset is not None
        return offset // dt.timedelta(seconds=1)
    if component == "UNIX_TIME":
        return (t - EPOCH.replace(tzinfo=dt.UTC)) // dt.timedelta(seconds=1)
    return wall_part(local.replace(tzinfo=None), component)


def expected(part: Callable[..., int], value: Any, component: str, indexing: str | None, *zone: str) -> int:
    got = part(value, *zone, component)
    return got - 1 if indexing == "ZERO" else got


# -- plans ------------------------------------------------------------------------------------------


def extract_plan(value_type: str, values: Sequence[object], calls: Sequence[tuple[Any, ...]]) -> Any:
    """A plan of one column of ``values`` and one extract column per (component, indexing[, zone])."""
    b = PlanBuilder()
    table = b.virtual_table([("x", value_type)], [[v] for v in values])
    x = b.field(0, table.types)
    columns: list[Ex] = []
    for component, indexing, *zone in calls:
        args: list[Ex | str] = [component] + ([indexing] if indexing else []) + [x]
        args += [b.lit(z, "string") for z in zone]
        columns.append(b.call("extract", *args))
    out = b.project(table, columns, emit=list(range(1, len(columns) + 1)))
    return b.plan(out, [f"c{i}" for i in range(len(columns))])


def run(spark: Any, plan: Any) -> list[tuple[Any, ...]]:
    return [tuple(r) for r in SparkConsumer(spark).to_dataframe(plan).collect()]


def mismatches(
    got: list[tuple[Any, ...]],
    values: Sequence[Any],
    calls: Sequence[tuple[Any, ...]],
    part: Callable[..., int],
) -> list[str]:
    wrong = []
    for row, value in zip(got, values, strict=True):
        for cell, (component, indexing, *zone) in zip(row, calls, strict=True):
            want = expected(part, value, component, indexing, *zone)
            if cell != want:
                wrong.append(f"extract({component}, {indexing}, {value}, {zone}) = {cell}, want {want}")
    return wrong


INSTANT_ZONE_CALLS = [(component, indexing, zone) for zone in ZONES for component, indexing in INSTANT_CALLS]


def test_dates(spark: Any) -> None:
    got = run(spark, extract_plan("date", DATES, DATE_CALLS))
    assert mismatches(got, DATES, DATE_CALLS, date_part) == []


def test_wall_times(spark: Any) -> None:
    got = run(spark, extract_plan("precision_timestamp<6>", WALL_TIMES, WALL_CALLS))
    assert mismatches(got, WALL_TIMES, WALL_CALLS, wall_part) == []


def test_instants_in_the_zone_the_call_names(spark: Any) -> None:
    got = run(spark, extract_plan("precision_timestamp_tz<6>", INSTANTS, INSTANT_ZONE_CALLS))
    assert mismatches(got, INSTANTS, INSTANT_ZONE_CALLS, instant_part) == []


def test_answers_do_not_depend_on_the_session(spark: Any) -> None:
    """Every non-default setting at once (Los Angeles as the session's zone, TIMESTAMP_NTZ as its
    timestamp type, ANSI off, ...) changes no answer."""
    plans = [
        extract_plan("precision_timestamp<6>", WALL_TIMES, WALL_CALLS),
        extract_plan("precision_timestamp_tz<6>", INSTANTS, INSTANT_ZONE_CALLS),
    ]
    with SessionSettings(spark, COMBINED):
        got = [run(spark, p) for p in plans]
    assert mismatches(got[0], WALL_TIMES, WALL_CALLS, wall_part) == []
    assert mismatches(got[1], INSTANTS, INSTANT_ZONE_CALLS, instant_part) == []


def test_picoseconds_are_refused_with_the_reason(spark: Any) -> None:
    plan = extract_plan("precision_timestamp_tz<6>", INSTANTS[:1], [("PICOSECOND", None, "UTC")])
    with pytest.raises(UnsupportedFeatureError, match="PICOSECOND: Spark holds microseconds"):
        SparkConsumer(spark).to_dataframe(plan)
