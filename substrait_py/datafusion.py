"""What DataFusion means by the functions its plans declare by name alone, where a plan does not say.

DataFusion's producer names its own functions without an extension file, and its releases up to 54 write
no output type on scalar functions. :func:`datafusion_result_type` gives such a call the type DataFusion
gives its result, for the validator and the consumer alike, where the extension YAMLs cannot derive one
(a DataFusion function, or a standard one called with DataFusion's ``i64`` literals where the signatures
take ``i32``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from substrait.type_pb2 import Type

from substrait_py.typesys import simple, type_kind, with_nullability

__all__ = ["datafusion_own_result", "datafusion_result_type", "is_datafusion_plan"]


def is_datafusion_plan(plan: Any) -> bool:
    """Whether ``plan`` (a ``Plan``, or a message of the same shape read with removed fields) names
    DataFusion as its producer in its version."""
    return bool(plan.version.producer.lower().startswith("datafusion"))


_STRING_RESULTS = frozenset(
    {"str_concat", "concat", "concat_ws", "substr", "substring", "left", "right", "lpad", "rpad", "btrim"}
    | {"ltrim", "rtrim", "trim", "split_part", "md5", "to_hex", "chr", "encode", "initcap", "replace"}
    | {"translate", "reverse", "repeat", "overlay", "substr_index", "to_char", "date_format", "uuid"}
    | {"regexp_replace", "lower", "upper", "array_to_string"}
)
_I32_RESULTS = frozenset(
    {"ascii", "character_length", "char_length", "length", "octet_length", "bit_length", "strpos"}
    | {"levenshtein", "find_in_set"}
)
_FLOAT_RESULTS = frozenset(
    {"signum", "cbrt", "cot", "nanvl", "logb", "log", "round", "degrees", "radians", "exp", "ln", "sqrt"}
)
_SAME_AS_FIRST = frozenset(
    {"nvl", "coalesce", "nullif", "mod", "modulus", "negative", "negate", "abs", "greatest", "least"}
    | {"array_sort", "array_reverse", "array_distinct", "array_remove", "array_remove_all", "array_slice"}
    | {"array_replace", "array_replace_all", "array_resize", "array_pop_front", "array_pop_back"}
    | {"array_union", "array_except", "array_intersect", "array_concat", "array_append"}
    | {"bitwise_and", "bitwise_or", "bitwise_xor"}
)
#: The precision of the timestamp DataFusion's functions of a count since the epoch give.
_EPOCH_PRECISION = {
    "from_unixtime": 0,
    "to_timestamp_seconds": 0,
    "to_timestamp_millis": 3,
    "to_timestamp_micros": 6,
    "to_timestamp": 9,
}
_SAME_AS_SECOND = frozenset({"date_trunc", "date_bin", "nvl2", "array_prepend"})


def datafusion_result_type(name: str, arg_types: Sequence[Type]) -> Type | None:
    """The type DataFusion gives the result of its function ``name`` of ``arg_types`` (nullable), for
    its plans that declare the function by name alone and without an output type (DataFusion 54 and
    earlier write no output type for scalar functions); None when this table does not know it."""
    first = arg_types[0] if arg_types else None
    if name in _STRING_RESULTS:
        return simple("string", nullable=True)
    if name in {"decode", "digest", "sha224", "sha256", "sha384", "sha512"}:
        return simple("binary", nullable=True)
    if name in _I32_RESULTS:
        return simple("i32", nullable=True)
    if name in {"regexp_count", "gcd", "lcm", "factorial", "cardinality", "array_length", "array_ndims"}:
        return simple("i64", nullable=True)
    if name in {"array_position"}:
        return simple("i64", nullable=True)
    if name in {"isnan", "is_nan", "iszero", "regexp_like", "array_has_all", "array_has_any", "empty"}:
        return simple("bool", nullable=True)
    if name in {"starts_with", "ends_with"}:
        return simple("bool", nullable=True)
    if name in _FLOAT_RESULTS:
        if first is not None and type_kind(first) in ("fp32", "decimal") and name in ("round", "signum"):
            return with_nullability(first, True)
        return simple("fp64", nullable=True)
    if name in _SAME_AS_FIRST and first is not None:
        return with_nullability(first, True)
    if name in _SAME_AS_SECOND and len(arg_types) >= 2:
        return with_nullability(arg_types[1], True)
    if (
        name in {"array_element", "array_max", "array_min", "array_any_value"}
        and first is not None
        and first.HasField("list")
    ):
        return with_nullability(first.list.type, True)
    if name in {"make_array", "array_agg"} and first is not None:
        return _list_of(first)
    if name in {"range", "generate_series", "array_positions"}:
        return _list_of(simple("i64", nullable=True))
    if name in {"string_to_array", "regexp_match"}:
        return _list_of(simple("string", nullable=True))
    if name in {"add", "subtract"} and len(arg_types) == 2:
        return _datafusion_datetime_arithmetic(name, arg_types[0], arg_types[1])
    if (
        name == "flatten"
        and first is not None
        and first.HasField("list")
        and first.list.type.HasField("list")
    ):
        return with_nullability(first.list.type, True)
    if name == "array_repeat" and first is not None:
        return _list_of(first)
    if name in {"struct", "named_struct"} and arg_types:
        fields = arg_types[1::2] if name == "named_struct" else arg_types
        return Type(struct=Type.Struct(types=list(fields), nullability=Type.NULLABILITY_NULLABLE))
    if name == "map" and len(arg_types) == 2 and all(t.HasField("list") for t in arg_types):
        return Type(
            map=Type.Map(
                key=arg_types[0].list.type,
                value=arg_types[1].list.type,
                nullability=Type.NULLABILITY_NULLABLE,
            )
        )
    if name in _EPOCH_PRECISION:
        return Type(
            precision_timestamp=Type.PrecisionTimestamp(
                precision=_EPOCH_PRECISION[name], nullability=Type.NULLABILITY_NULLABLE
            )
        )
    return None


#: The decimal DataFusion casts an integer operand of decimal arithmetic to (Arrow's rule).
_INTEGER_AS_DECIMAL = {"i8": (3, 0), "i16": (5, 0), "i32": (10, 0), "i64": (20, 0)}


def datafusion_own_result(name: str, arg_types: Sequence[Type]) -> Type | None:
    """The result type DataFusion gives a call declared by name alone where it differs from the standard
    extensions' derivation, for its releases that write no output type (54 and earlier): a quotient of
    decimals (or of a decimal and an integer) has scale max(6, s1 + 4) and precision p1 - s1 + s2 + scale,
    at most 38 (the extensions' rule gives scale max(6, s1 + p2 + 1), so its values have other digits);
    the mean of integers is a double (the extensions' ``avg`` of an ``i64`` is an ``i64``; DataFusion 31 and
    later cast the argument to a double in their plans, 28 and earlier do not); the median of integers
    is an integer of their type (DataFusion's median takes no precision argument, so the extensions'
    signature does not match; 54 and later cast integers to a double in their plans). None where the
    standard derivation holds."""
    kind = (type_kind(arg_types[0]) or "") if len(arg_types) == 1 else ""
    if name == "avg" and kind in _INTEGER_AS_DECIMAL:
        return Type(fp64=Type.FP64(nullability=Type.NULLABILITY_NULLABLE))
    if name == "median" and kind in _INTEGER_AS_DECIMAL:
        return with_nullability(arg_types[0], True)
    if name != "divide" or len(arg_types) != 2:
        return None
    kinds = [type_kind(t) or "" for t in arg_types]
    if "decimal" not in kinds or any(k != "decimal" and k not in _INTEGER_AS_DECIMAL for k in kinds):
        return None
    (p1, s1), (_, s2) = (
        (t.decimal.precision, t.decimal.scale) if k == "decimal" else _INTEGER_AS_DECIMAL[k]
        for t, k in zip(arg_types, kinds, strict=True)
    )
    scale = max(6, s1 + 4)
    precision = min(38, p1 - s1 + s2 + scale)
    return Type(decimal=Type.Decimal(precision=precision, scale=scale, nullability=Type.NULLABILITY_NULLABLE))


def _datafusion_datetime_arithmetic(name: str, left: Type, right: Type) -> Type | None:
    """DataFusion's result of a date or timestamp plus or minus an interval (the date or timestamp's
    type: a date stays a date) and of a timestamp minus a timestamp (a day-to-second interval of
    microseconds). A date minus a date has none: DataFusion 52 gives a duration, 53 a count of days, and
    both write spec 0.77."""
    lk, rk = type_kind(left) or "", type_kind(right) or ""
    if lk in ("date", "precision_timestamp", "precision_timestamp_tz") and rk.startswith("interval"):
        return with_nullability(left, True)
    if name == "subtract" and lk == rk and lk in ("precision_timestamp", "precision_timestamp_tz"):
        return Type(interval_day=Type.IntervalDay(precision=6, nullability=Type.NULLABILITY_NULLABLE))
    return None


def _list_of(element: Type) -> Type:
    return Type(list=Type.List(type=element, nullability=Type.NULLABILITY_NULLABLE))
