"""Dates as day counts and literals as text, checked against Python's calendar and decimal module
where those can hold the value, and never overflowing where they cannot."""

from __future__ import annotations

import datetime
import decimal
import random

import pytest

from substrait_py.values import civil_from_days, days_from_civil, format_date, format_decimal

EPOCH = datetime.date(1970, 1, 1).toordinal()


def test_day_counts_agree_with_pythons_calendar_in_its_range() -> None:
    rng = random.Random(0)
    first, last = datetime.date.min.toordinal(), datetime.date.max.toordinal()
    for ordinal in [first, last, EPOCH, EPOCH - 1, *(rng.randint(first, last) for _ in range(5000))]:
        d = datetime.date.fromordinal(ordinal)
        days = ordinal - EPOCH
        assert days_from_civil(d.year, d.month, d.day) == days
        assert civil_from_days(days) == (d.year, d.month, d.day)
        assert format_date(days) == d.isoformat()


def test_dates_beyond_pythons_calendar() -> None:
    last = datetime.date.max.toordinal() - EPOCH  # 9999-12-31
    assert format_date(last + 1) == "+10000-01-01"
    assert format_date(datetime.date.min.toordinal() - EPOCH - 1) == "0000-12-31"
    assert civil_from_days(days_from_civil(-44, 3, 15)) == (-44, 3, 15)
    assert format_date(days_from_civil(-44, 3, 15)) == "-0044-03-15"
    for days in (2**31 - 1, -(2**31)):
        year, month, day = civil_from_days(days)
        assert days_from_civil(year, month, day) == days


@pytest.mark.parametrize(
    ("unscaled", "scale"),
    [(12345, 2), (-5, 2), (0, 3), (7, 0), (12, -2), (10**38 - 1, 38), (-(10**38) + 1, 10)],
)
def test_decimals_as_pythons_decimal_writes_them(unscaled: int, scale: int) -> None:
    text = format_decimal(unscaled.to_bytes(16, "little", signed=True), scale)
    expected = decimal.Decimal(unscaled).scaleb(-scale, decimal.Context(prec=80))
    assert decimal.Decimal(text) == expected
    assert ("." in text) == (scale > 0)


def test_hostile_decimals_stay_short() -> None:
    # written out, 10 ** 2147483648 would take hours and gigabytes
    assert format_decimal((5).to_bytes(16, "little"), -(2**31)) == "5E2147483648"
    assert format_decimal((5).to_bytes(16, "little"), 2**31 - 1) == "5E-2147483647"
    assert format_decimal(b"\xff" * 100_000, 2) == "<decimal of 100000 bytes>"
