"""Literal values as text and dates as day counts, by integer arithmetic that hostile values cannot break.

A plan's literals are untrusted: a date may be two billion days from 1970 (Python's ``datetime``
overflows past the year 9999), a decimal's scale may be -2,147,483,648 (``10 ** 2147483648`` would take
hours and gigabytes). Everything that prints or names a literal uses these helpers instead.
"""

from __future__ import annotations

#: Decimal scales written out digit by digit; beyond them (only in invalid plans) a decimal is
#: written with an exponent, so that no text grows with the scale.
_PLAIN_SCALES = range(-38, 39)


def days_from_civil(year: int, month: int, day: int) -> int:
    """Days from 1970-01-01 to the proleptic Gregorian date ``year-month-day`` (any year)."""
    year -= month <= 2
    era = year // 400
    year_of_era = year - era * 400
    day_of_year = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    day_of_era = year_of_era * 365 + year_of_era // 4 - year_of_era // 100 + day_of_year
    return era * 146_097 + day_of_era - 719_468


def civil_from_days(days: int) -> tuple[int, int, int]:
    """The proleptic Gregorian ``(year, month, day)`` that is ``days`` days from 1970-01-01 (any
    count; the inverse of :func:`days_from_civil`)."""
    days += 719_468
    era = days // 146_097
    day_of_era = days - era * 146_097
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36_524 - day_of_era // 146_096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    mp = (5 * day_of_year + 2) // 153
    day = day_of_year - (153 * mp + 2) // 5 + 1
    month = mp + 3 if mp < 10 else mp - 9
    return year_of_era + era * 400 + (month <= 2), month, day


def format_date(days: int) -> str:
    """ISO 8601 text of a date given as days since 1970-01-01: ``2024-02-29``; years outside
    0000..9999 get a sign and at least four digits, ``+10000-01-01`` (as Spark writes them)."""
    year, month, day = civil_from_days(days)
    sign = "" if 0 <= year <= 9999 else ("+" if year > 0 else "-")
    return f"{sign}{abs(year):04d}-{month:02d}-{day:02d}"


def format_decimal(value: bytes, scale: int) -> str:
    """The decimal literal of ``value`` (its unscaled integer: 16 bytes, little-endian two's
    complement) and ``scale`` as text: ``123.45``, ``-0.05``, ``1200`` (a negative scale). With an
    exponent (``5E-2147483647``) when the scale is outside -38..38, and ``<decimal of N bytes>`` when
    the value is not 16 bytes: only invalid plans have those, and their text must not grow with them."""
    if len(value) != 16:
        return f"<decimal of {len(value)} bytes>"
    unscaled = int.from_bytes(value, "little", signed=True)
    if scale not in _PLAIN_SCALES:
        return f"{unscaled}E{-scale}"
    if scale <= 0:
        return str(unscaled * 10 ** (-scale))
    sign = "-" if unscaled < 0 else ""
    digits = str(abs(unscaled)).rjust(scale + 1, "0")
    return f"{sign}{digits[:-scale]}.{digits[-scale:]}"


__all__ = ["civil_from_days", "days_from_civil", "format_date", "format_decimal"]
