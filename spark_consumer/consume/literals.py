"""Substrait literals as typed Spark SQL literals.

Every value becomes a :class:`~spark_consumer.sql.tree.Lit` of the Spark type that holds the literal's
Substrait type exactly; the generator spells it so that no parser or session setting changes it. Dates,
timestamps and intervals stay integers (days, microseconds, months) end to end, so values beyond Python's
``datetime`` range (year 10000 and later, which Spark holds) are exact.
"""

from __future__ import annotations

import decimal as _decimal
from typing import Any

from pyspark.sql import types as T
from substrait.algebra_pb2 import Expression
from substrait.type_pb2 import Type

from spark_consumer.sql.tree import Call, Expr, Lit, call
from spark_consumer.types import spark_type, with_nullability
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.literal_checks import literal_type as typed_literal
from substrait_py.literal_checks import untyped_literal_error
from substrait_py.paths import ROOT, PlanPath

__all__ = ["decimal_value", "literal_expr", "literal_type"]


def literal_type(lit: Expression.Literal, path: PlanPath = ROOT) -> Type:
    """The Substrait type of a literal (:func:`substrait_py.literal_checks.literal_type`, nullability from
    the literal). A
    literal whose type the plan does not wholly give is an invalid plan, with the validator's code
    (:func:`substrait_py.literal_checks.untyped_literal_error`)."""
    untyped = untyped_literal_error(lit, path)
    if untyped is not None:
        raise untyped
    kind = lit.WhichOneof("literal_type")
    if kind == "null":
        return with_nullability(lit.null, True)
    try:
        t = typed_literal(lit)
    except Exception as exc:  # substrait-python raises bare exceptions for literals it cannot type
        raise InvalidPlanError(
            f"the literal has no valid type: {exc}", code="bad-literal", path=path
        ) from exc
    return with_nullability(t, lit.nullable)


def decimal_value(lit: Expression.Literal) -> _decimal.Decimal:
    """The exact value of a decimal literal (16-byte little-endian two's complement, scaled)."""
    unscaled = int.from_bytes(lit.decimal.value, "little", signed=True)
    # exact: the default context (28 digits) would round a 38-digit value
    return _decimal.Decimal(unscaled).scaleb(-lit.decimal.scale, context=_decimal.Context(prec=80))


def _micros(value: int, precision: int, what: str, path: PlanPath) -> int:
    """``value`` in units of 10^-precision seconds, as microseconds (exactly, or unsupported)."""
    if precision <= 6:
        return value * 10 ** (6 - precision)
    step = 10 ** (precision - 6)
    if value % step:
        raise UnsupportedFeatureError(
            f"{what} with digits finer than a microsecond (precision {precision})",
            "Spark holds microseconds",
            path=path,
        )
    return value // step


def _day_second_micros(iv: Any, path: PlanPath) -> int:
    """Microseconds of a day-to-second interval (the deprecated ``microseconds`` field means precision 6
    where the proto still has it)."""
    if iv.precision or iv.subseconds:
        sub = _micros(int(iv.subseconds), int(iv.precision), "interval literal", path)
    else:
        sub = int(getattr(iv, "microseconds", 0))
    return (int(iv.days) * 86_400 + int(iv.seconds)) * 1_000_000 + sub


_INT_KINDS: dict[str, T.DataType] = {
    "i8": T.ByteType(),
    "i16": T.ShortType(),
    "i32": T.IntegerType(),
    "i64": T.LongType(),
}
_INT_RANGE = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}


def literal_expr(lit: Expression.Literal, t: Type, path: PlanPath = ROOT) -> Expr:
    """The Spark expression of literal ``lit`` of Substrait type ``t``."""
    kind = lit.WhichOneof("literal_type")
    if kind == "interval_compound":
        return _compound_interval(lit.interval_compound, path)
    st = spark_type(t, path=path)
    if kind == "null":
        return Lit(None, st)
    if kind == "boolean":
        return Lit(bool(lit.boolean), T.BooleanType())
    if kind in _INT_KINDS:
        value = int(getattr(lit, kind))
        bits = _INT_RANGE[kind]
        if not -(2 ** (bits - 1)) <= value < 2 ** (bits - 1):
            raise InvalidPlanError(
                f"{kind} literal {value} is outside the range of {kind}",
                code="literal-out-of-range",
                path=path.child(kind),
            )
        return Lit(value, _INT_KINDS[kind])
    if kind in ("fp32", "fp64"):
        return Lit(float(getattr(lit, kind)), T.FloatType() if kind == "fp32" else T.DoubleType())
    if kind == "string":
        return Lit(lit.string, T.StringType())
    if kind == "var_char":
        return Lit(lit.var_char.value, T.StringType())
    if kind == "fixed_char":
        return Lit(lit.fixed_char, T.StringType())
    if kind in ("binary", "fixed_binary"):
        return Lit(bytes(getattr(lit, kind)), T.BinaryType())
    if kind == "date":
        return Lit(int(lit.date), T.DateType())
    if kind == "decimal":
        if not isinstance(st, T.DecimalType):
            raise InvalidPlanError("decimal literal of a non-decimal type", code="bad-literal", path=path)
        number = decimal_value(lit)
        digits = len(number.as_tuple().digits) if number else 1
        if digits - lit.decimal.scale > st.precision - st.scale and number:
            raise InvalidPlanError(
                f"decimal literal {number} does not fit decimal<{st.precision},{st.scale}>",
                code="literal-out-of-range",
                path=path.child("decimal"),
            )
        return Lit(number, st)
    if kind in ("precision_timestamp", "precision_timestamp_tz"):
        # (the microsecond literals of spec < 0.88 arrive in this form: substrait_py.legacy)
        sub = getattr(lit, kind)
        micros = _micros(int(sub.value), int(sub.precision), "timestamp literal", path)
        return Lit(micros, st)
    if kind == "interval_year_to_month":
        iv = lit.interval_year_to_month
        return Lit(int(iv.years) * 12 + int(iv.months), st)
    if kind == "interval_day_to_second":
        return Lit(_day_second_micros(lit.interval_day_to_second, path), st)
    if kind == "list":
        et = t.list.type
        return Call("array", tuple(literal_expr(v, et, path) for v in lit.list.values)).cast(st)
    if kind == "empty_list":
        assert isinstance(st, T.ArrayType)
        return _empty_array(st.elementType).cast(st)
    if kind == "map":
        kv: list[Expr] = []
        for e in lit.map.key_values:
            kv += [literal_expr(e.key, t.map.key, path), literal_expr(e.value, t.map.value, path)]
        return Call("map", tuple(kv)).cast(st)
    if kind == "empty_map":
        assert isinstance(st, T.MapType)
        keys, values = _empty_array(st.keyType), _empty_array(st.valueType)
        return Call("map_from_arrays", (keys, values)).cast(st)
    if kind == "struct":
        parts: list[Expr] = []
        for i, (v, ft) in enumerate(zip(lit.struct.fields, t.struct.types, strict=False)):
            parts += [Lit(f"_f{i}", T.StringType()), literal_expr(v, ft, path)]
        return Call("named_struct", tuple(parts)).cast(st)
    raise UnsupportedFeatureError(f"literal {kind}", path=path)


def _empty_array(element: T.DataType) -> Expr:
    """An empty array of ``element``: no null repeated zero times. Spark's ``array()`` has no element
    type of its own (void, or string under ``spark.sql.legacy.createEmptyCollectionUsingStringType``, from
    which a cast to an array of structs fails)."""
    return Call("array_repeat", (Lit(None, element), Lit(0, T.IntegerType())))


def _compound_interval(iv: Any, path: PlanPath) -> Expr:
    """A compound interval literal: a day-time or year-month interval when one part is zero (exact Spark
    types), else Spark's calendar interval (months, days, microseconds)."""
    ym = iv.interval_year_to_month
    months = int(ym.years) * 12 + int(ym.months)
    micros = _day_second_micros(iv.interval_day_to_second, path)
    ds = T.DayTimeIntervalType(T.DayTimeIntervalType.DAY, T.DayTimeIntervalType.SECOND)
    if months == 0:
        return Lit(micros, ds)
    if micros == 0:
        return Lit(
            months, T.YearMonthIntervalType(T.YearMonthIntervalType.YEAR, T.YearMonthIntervalType.MONTH)
        )
    days, rest = divmod(micros, 86_400_000_000)
    secs = _decimal.Decimal(rest).scaleb(-6)
    return call("make_interval", 0, months, 0, days, 0, 0, Lit(secs, T.DecimalType(18, 6)))
