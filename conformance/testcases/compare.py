"""Compare an engine's result (a pyarrow value and type) with a test case's expected value and type.

Types: the Substrait type of the expected result maps to the Arrow types an engine may legitimately use for
it (``string`` -> ``string``/``large_string``/``string_view``; ``varchar``/``fixedchar`` likewise, Arrow has
no
bounded strings; ``decimal<P,S>`` -> ``decimal128(P,S)`` or ``decimal256(P,S)``; ``precision_timestamp<p>`` ->
``timestamp`` with the unit of ``p`` and no zone, ``_tz`` with any zone; intervals -> the Arrow interval
types).
Nullability is not compared (Arrow fields do not carry it reliably).

Values: integers, booleans, strings, dates exactly; decimals exactly (as :class:`decimal.Decimal`); floats
with a
tolerance: relative ``4 * epsilon`` of the expected type, widened to half a unit in the last written digit
when
the expected literal is written with 6 or more significant digits (a rounded value), and an ``fp32`` result
also passes when it equals the expected value rounded to ``float32``; NaN equals NaN; infinities exactly.
"""

from __future__ import annotations

import datetime as _dt
import decimal
import math
import re
import struct
from typing import Any

import pyarrow as pa

from .model import IntervalCompound, IntervalDay, IntervalYear, TestType

__all__ = ["CompareError", "compare_type", "compare_value", "float_tolerance"]


class CompareError(Exception):
    """The harness cannot compare this type (a harness fault, not an engine failure)."""


_INT = {"i8": pa.int8(), "i16": pa.int16(), "i32": pa.int32(), "i64": pa.int64()}
_UNITS = {0: "s", 3: "ms", 6: "us", 9: "ns"}


def _unit(precision: int) -> str:
    if precision not in _UNITS:
        raise CompareError(f"no Arrow time unit for precision {precision}")
    return _UNITS[precision]


def compare_type(expected: TestType, actual: pa.DataType) -> str | None:
    """``None`` when ``actual`` can represent ``expected``, else a reason naming both types."""
    ok = _type_ok(expected, actual)
    return None if ok else f"type differs: expected {expected}, got {actual}"


def _type_ok(e: TestType, a: pa.DataType) -> bool:
    k = e.kind
    if pa.types.is_dictionary(a):
        a = a.value_type
    if k in _INT:
        return bool(a == _INT[k])
    if k == "fp32":
        return bool(a == pa.float32())
    if k == "fp64":
        return bool(a == pa.float64())
    if k == "boolean":
        return bool(a == pa.bool_())
    if k in ("string", "varchar", "fixedchar"):
        return bool(pa.types.is_string(a) or pa.types.is_large_string(a) or pa.types.is_string_view(a))
    if k in ("binary", "fixedbinary"):
        return bool(
            pa.types.is_binary(a)
            or pa.types.is_large_binary(a)
            or pa.types.is_binary_view(a)
            or pa.types.is_fixed_size_binary(a)
        )
    if k == "decimal":
        return bool(pa.types.is_decimal(a) and (a.precision, a.scale) == tuple(e.params))
    if k == "date":
        return bool(pa.types.is_date32(a) or pa.types.is_date64(a))
    if k == "precision_timestamp":
        return bool(pa.types.is_timestamp(a) and a.tz is None and a.unit == _unit(e.params[0]))
    if k == "precision_timestamp_tz":
        return bool(pa.types.is_timestamp(a) and a.tz is not None and a.unit == _unit(e.params[0]))
    if k == "precision_time":
        return bool((pa.types.is_time32(a) or pa.types.is_time64(a)) and a.unit == _unit(e.params[0]))
    if k == "interval_year":
        return bool(a == pa.month_day_nano_interval() or str(a) in ("month_interval", "interval[months]"))
    if k in ("interval_day", "interval_compound"):
        return bool(
            a == pa.month_day_nano_interval() or str(a).startswith("day_time") or pa.types.is_duration(a)
        )
    if k == "list":
        if not (pa.types.is_list(a) or pa.types.is_large_list(a) or pa.types.is_list_view(a)):
            return False
        return _type_ok(e.children[0], a.value_type)
    if k == "struct":
        return bool(
            pa.types.is_struct(a)
            and a.num_fields == len(e.children)
            and all(_type_ok(c, a.field(i).type) for i, c in enumerate(e.children))
        )
    raise CompareError(f"the harness cannot compare values of type {e}")


_SIG = re.compile(r"^[+-]?(\d*)\.?(\d*)(?:e([+-]?\d+))?$", re.IGNORECASE)


def float_tolerance(expected: float, literal_text: str, kind: str) -> float:
    """Absolute tolerance for comparing a float result with ``expected`` written as ``literal_text``."""
    eps = 2.0**-23 if kind == "fp32" else 2.0**-52
    tol = abs(expected) * eps * 4
    m = _SIG.match(literal_text.strip())
    if m:
        int_part, frac_part, exp = m.group(1), m.group(2), int(m.group(3) or 0)
        digits = (int_part + frac_part).lstrip("0")
        if len(digits) >= 6:
            tol = max(tol, 0.5 * 10.0 ** (exp - len(frac_part)) * 1.000001)
    return tol


def _literal_of(text: str) -> str:
    """The literal part of ``<literal>::<type>`` as written in the test file."""
    return text.split("::", 1)[0]


def compare_value(expected: object, etype: TestType, actual: object, text: str = "") -> str | None:
    """``None`` when ``actual`` (``as_py()`` of the result) equals ``expected``, else the reason."""
    ok = _value_ok(expected, etype, actual, _literal_of(text))
    return None if ok else f"value differs: expected {_show(expected)}, got {_show(actual)}"


def _show(v: object) -> str:
    text = repr(v)
    return text if len(text) <= 120 else text[:117] + "..."


def _to_f32(x: float) -> float:
    return float(struct.unpack("f", struct.pack("f", x))[0])


def _value_ok(e: object, t: TestType, a: object, literal: str) -> bool:
    if e is None or a is None:
        return e is None and a is None
    k = t.kind
    if k in ("fp32", "fp64"):
        if not isinstance(a, (int, float)) or not isinstance(e, (int, float)):
            return False
        ef, af = float(e), float(a)
        if math.isnan(ef) or math.isnan(af):
            return math.isnan(ef) and math.isnan(af)
        if math.isinf(ef) or math.isinf(af):
            return ef == af
        if k == "fp32" and _to_f32(ef) == _to_f32(af):
            return True
        return abs(ef - af) <= float_tolerance(ef, literal, k)
    if k == "decimal":
        if isinstance(a, decimal.Decimal) and isinstance(e, decimal.Decimal):
            with decimal.localcontext(prec=200):
                return a == e
        return False
    if k in _INT:
        return isinstance(a, int) and not isinstance(a, bool) and a == e
    if k == "boolean":
        return isinstance(a, bool) and a == e
    if k in ("string", "varchar", "fixedchar"):
        return isinstance(a, str) and a == e
    if k in ("binary", "fixedbinary"):
        return isinstance(a, (bytes, bytearray)) and bytes(a) == e
    if k == "date":
        if isinstance(a, _dt.datetime):
            a = a.date()
        return isinstance(a, _dt.date) and a == e
    if k in ("precision_timestamp", "precision_timestamp_tz"):
        return _timestamp_equal(e, a)
    if k == "precision_time":
        return isinstance(a, _dt.time) and a == e
    if k == "interval_year":
        if not isinstance(e, IntervalYear):
            return False
        months = e.years * 12 + e.months
        if isinstance(a, int):
            return a == months
        return _mdn_equal(a, months, 0, 0)
    if k in ("interval_day", "interval_compound"):
        if isinstance(e, IntervalDay):
            months, days, micros = 0, e.days, e.microseconds
        elif isinstance(e, IntervalCompound):
            months, days, micros = e.months, e.days, e.microseconds
        else:
            return False
        if isinstance(a, _dt.timedelta):
            return months == 0 and a == _dt.timedelta(days=days, microseconds=micros)
        return _mdn_equal(a, months, days, micros * 1000)
    if k == "list":
        if not isinstance(a, list) or not isinstance(e, list) or len(a) != len(e):
            return False
        return all(_value_ok(x, t.children[0], y, "") for x, y in zip(e, a, strict=False))
    if k == "struct":
        av: Any = list(a.values()) if isinstance(a, dict) else a
        if not isinstance(e, tuple) or len(av) != len(e):
            return False
        return all(_value_ok(x, c, y, "") for x, c, y in zip(e, t.children, av, strict=False))
    raise CompareError(f"the harness cannot compare values of type {t}")


def _timestamp_equal(e: object, a: object) -> bool:
    if not isinstance(e, _dt.datetime):
        return False
    value = getattr(a, "to_pydatetime", None)
    if value is not None and not isinstance(a, _dt.datetime):
        a = value()
    if not isinstance(a, _dt.datetime):
        return False
    if (e.tzinfo is None) != (a.tzinfo is None):
        return False
    if e.tzinfo is not None and a.tzinfo is not None:
        return e.astimezone(_dt.timezone.utc) == a.astimezone(_dt.timezone.utc)
    return e == a


def _mdn_equal(a: object, months: int, days: int, nanos: int) -> bool:
    m = getattr(a, "months", None)
    d = getattr(a, "days", None)
    n = getattr(a, "nanoseconds", None)
    if m is None or d is None or n is None:
        if isinstance(a, tuple) and len(a) == 2:  # day_time interval (days, milliseconds)
            return months == 0 and a[0] == days and a[1] * 1_000_000 == nanos
        return False
    # engines may normalise days into sub-day nanoseconds or the reverse; compare the day-time total
    return bool(m == months and d * 86_400_000_000_000 + n == days * 86_400_000_000_000 + nanos)
