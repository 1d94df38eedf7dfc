"""Substrait types <-> Spark data types.

The mapping is exact where Spark can hold the Substrait type and an :class:`UnsupportedFeatureError`
otherwise (never an approximation: an unknown meaning is refused):

================================  ======================================================
Substrait                         Spark
================================  ======================================================
bool, i8, i16, i32, i64           BooleanType, ByteType, ShortType, IntegerType, LongType
fp32, fp64                        FloatType, DoubleType
string, varchar<L>, fixed_char<L> StringType (Spark keeps char/varchar only in table DDL)
binary, fixed_binary<L>           BinaryType
decimal<P,S>                      DecimalType(P, S)
date                              DateType
precision_time<P> (P <= 6)        TimeType(P)
timestamp / precision_timestamp   TimestampNTZType (P <= 6: Spark holds microseconds)
timestamp_tz / precision_ts_tz    TimestampType (P <= 6)
interval_year                     YearMonthIntervalType(YEAR, MONTH)
interval_day<P> (P <= 6)          DayTimeIntervalType(DAY, SECOND)
list<T>, map<K,V>, struct<...>    ArrayType, MapType, StructType (internal field names)
================================  ======================================================

``uuid``, ``interval_compound``, user-defined types and sub-microsecond precisions are unsupported.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from types import MappingProxyType

from pyspark.sql import types as T
from substrait.type_pb2 import NamedStruct, Type

from substrait_py.errors import UnsupportedFeatureError
from substrait_py.paths import PlanPath
from substrait_py.typesys import type_str as _core_type_str

NULLABLE = Type.NULLABILITY_NULLABLE
REQUIRED = Type.NULLABILITY_REQUIRED


def kind_of(t: Type) -> str:
    """The name of the set oneof ``kind`` of ``t`` (``"unset"`` when empty)."""
    return t.WhichOneof("kind") or "unset"


def is_nullable(t: Type) -> bool:
    """True unless the type is declared REQUIRED."""
    kind = t.WhichOneof("kind")
    if kind is None:
        return True
    nullability = getattr(getattr(t, kind), "nullability", NULLABLE)
    return bool(nullability != REQUIRED)


def with_nullability(t: Type, nullable: bool) -> Type:
    """A copy of ``t`` with top-level nullability set."""
    out = Type()
    out.CopyFrom(t)
    kind = out.WhichOneof("kind")
    if kind is not None and hasattr(getattr(out, kind), "nullability"):
        getattr(out, kind).nullability = NULLABLE if nullable else REQUIRED
    return out


def copy_type(t: Type) -> Type:
    """A copy of ``t`` that shares nothing with it (a type taken from a plan the caller may change)."""
    out = Type()
    out.CopyFrom(t)
    return out


def make(kind: str, nullable: bool = True, **params: int) -> Type:
    """Build a simple type, e.g. ``make("decimal", precision=38, scale=2)``."""
    t = Type()
    sub = getattr(t, kind)
    sub.SetInParent()
    for key, value in params.items():
        setattr(sub, key, value)
    if hasattr(sub, "nullability"):
        sub.nullability = NULLABLE if nullable else REQUIRED
    return t


def type_str(t: Type) -> str:
    """A short human-readable form of ``t`` for messages (``decimal?<15,2>``): the core's own notation."""
    return str(_core_type_str(t))


_SIMPLE: dict[str, T.DataType] = {
    "bool": T.BooleanType(),
    "i8": T.ByteType(),
    "i16": T.ShortType(),
    "i32": T.IntegerType(),
    "i64": T.LongType(),
    "fp32": T.FloatType(),
    "fp64": T.DoubleType(),
    "string": T.StringType(),
    "varchar": T.StringType(),
    "fixed_char": T.StringType(),
    "binary": T.BinaryType(),
    "fixed_binary": T.BinaryType(),
    "date": T.DateType(),
    "interval_year": T.YearMonthIntervalType(T.YearMonthIntervalType.YEAR, T.YearMonthIntervalType.MONTH),
}


def _precision(sub: object, default: int = 6) -> int:
    return int(getattr(sub, "precision", default))


#: Substrait kinds that are strings in Spark.
STRING_KINDS = frozenset({"string", "varchar", "fixed_char"})
#: Substrait kinds that are binaries in Spark.
BINARY_KINDS = frozenset({"binary", "fixed_binary"})

#: The anchors of the plan being translated that declare DataFusion's type of a bare NULL (an extension
#: type named ``null`` without an extension URN): Spark's NullType (void) holds it. Set for the duration
#: of a translation (:func:`null_type_anchors`).
_NULL_TYPE_ANCHORS: ContextVar[frozenset[int]] = ContextVar("_NULL_TYPE_ANCHORS", default=frozenset())


@contextmanager
def null_type_anchors(anchors: frozenset[int]) -> Iterator[None]:
    """Within the block, user-defined types of these anchors are DataFusion's type of a bare NULL."""
    token = _NULL_TYPE_ANCHORS.set(anchors)
    try:
        yield
    finally:
        _NULL_TYPE_ANCHORS.reset(token)


#: The declarations of the user-defined types of the plan being translated, by anchor (their names and
#: extension URNs), for the message that refuses one. Set for the duration of a translation
#: (:func:`declared_user_types`).
_USER_TYPES: ContextVar[Mapping[int, str]] = ContextVar("_USER_TYPES", default=MappingProxyType({}))


@contextmanager
def declared_user_types(names: Mapping[int, str]) -> Iterator[None]:
    """Within the block, a refused user-defined type is named by its declaration in ``names``
    (anchor -> ``'name' of URN``)."""
    token = _USER_TYPES.set(names)
    try:
        yield
    finally:
        _USER_TYPES.reset(token)


def spark_type(t: Type, *, path: str | PlanPath = "") -> T.DataType:
    """The Spark DataType holding Substrait type ``t`` exactly; unsupported types raise
    :class:`UnsupportedFeatureError` naming the type."""
    kind = kind_of(t)
    if kind in _SIMPLE:
        return _SIMPLE[kind]
    if kind == "user_defined" and t.user_defined.type_reference in _NULL_TYPE_ANCHORS.get():
        return T.NullType()
    if kind == "decimal":
        if t.decimal.precision > 38:
            raise UnsupportedFeatureError(
                f"type {type_str(t)}", "Spark decimals hold at most 38 digits", path=path
            )
        return T.DecimalType(t.decimal.precision or 38, t.decimal.scale)
    # Timestamps and day-to-second intervals finer than microseconds (DataFusion's TIMESTAMP is
    # precision_timestamp<9>) are held as microseconds: exact for every value with no finer digit, and
    # nothing a plan computes on Spark has one. A literal with finer digits is refused where it is read
    # (consume.literals), a string cast to such a type fails where it has them (consume.expressions).
    if kind in ("timestamp", "precision_timestamp"):
        return T.TimestampNTZType()
    if kind in ("timestamp_tz", "precision_timestamp_tz"):
        return T.TimestampType()
    if kind == "precision_time":
        if _precision(t.precision_time) > 6:
            raise UnsupportedFeatureError(f"type {type_str(t)}", "Spark times hold microseconds", path=path)
        return T.TimeType(_precision(t.precision_time))
    if kind == "interval_day":
        return T.DayTimeIntervalType(T.DayTimeIntervalType.DAY, T.DayTimeIntervalType.SECOND)
    if kind == "interval_compound":
        # only as an operand of date/time arithmetic: a column of this type cannot be an output (the
        # check of the output's types against the plan's then reports the mismatch)
        return T.CalendarIntervalType()
    if kind == "list":
        return T.ArrayType(spark_type(t.list.type, path=path), is_nullable(t.list.type))
    if kind == "map":
        return T.MapType(
            spark_type(t.map.key, path=path), spark_type(t.map.value, path=path), is_nullable(t.map.value)
        )
    if kind == "struct":
        return T.StructType(
            [
                T.StructField(f"_f{i}", spark_type(ft, path=path), is_nullable(ft))
                for i, ft in enumerate(t.struct.types)
            ]
        )
    if kind == "user_defined" and t.user_defined.type_reference in _USER_TYPES.get():
        declared = _USER_TYPES.get()[t.user_defined.type_reference]
        raise UnsupportedFeatureError(
            f"user-defined type {declared} ({type_str(t)})", "Spark has no equivalent", path=path
        )
    raise UnsupportedFeatureError(f"type {type_str(t)}", "Spark has no exact equivalent", path=path)


def substrait_type(dt: T.DataType, nullable: bool = True) -> Type:
    """The Substrait type of a Spark DataType (used to type catalog columns and Spark results)."""
    for kind, sdt in _SIMPLE.items():
        if kind in ("varchar", "fixed_char", "fixed_binary"):
            continue
        if dt == sdt:
            return make(kind, nullable)
    if isinstance(dt, (T.CharType, T.VarcharType)):
        return make("string", nullable)
    if isinstance(dt, T.DecimalType):
        return make("decimal", nullable, precision=dt.precision, scale=dt.scale)
    if isinstance(dt, T.TimestampNTZType):
        return make("precision_timestamp", nullable, precision=6)
    if isinstance(dt, T.TimestampType):
        return make("precision_timestamp_tz", nullable, precision=6)
    if isinstance(dt, T.DayTimeIntervalType):
        return make("interval_day", nullable, precision=6)
    if isinstance(dt, T.YearMonthIntervalType):
        return make("interval_year", nullable)
    if isinstance(dt, T.TimeType):
        return make("precision_time", nullable, precision=dt.precision)
    t = Type()
    if isinstance(dt, T.ArrayType):
        t.list.type.CopyFrom(substrait_type(dt.elementType, dt.containsNull))
        t.list.nullability = NULLABLE if nullable else REQUIRED
        return t
    if isinstance(dt, T.MapType):
        t.map.key.CopyFrom(substrait_type(dt.keyType, False))
        t.map.value.CopyFrom(substrait_type(dt.valueType, dt.valueContainsNull))
        t.map.nullability = NULLABLE if nullable else REQUIRED
        return t
    if isinstance(dt, T.StructType):
        for f in dt.fields:
            t.struct.types.append(substrait_type(f.dataType, f.nullable))
        t.struct.nullability = NULLABLE if nullable else REQUIRED
        return t
    raise UnsupportedFeatureError(f"Spark type {dt.simpleString()}", "no Substrait equivalent")


def strip_names(dt: T.DataType) -> T.DataType:
    """``dt`` with struct field names replaced by positions and nullability flags dropped, for comparing
    types the way Substrait does (by position, not by name)."""
    if isinstance(dt, T.StructType):
        return T.StructType(
            [T.StructField(f"_f{i}", strip_names(f.dataType), True) for i, f in enumerate(dt.fields)]
        )
    if isinstance(dt, T.ArrayType):
        return T.ArrayType(strip_names(dt.elementType), True)
    if isinstance(dt, T.MapType):
        return T.MapType(strip_names(dt.keyType), strip_names(dt.valueType), True)
    if isinstance(dt, (T.CharType, T.VarcharType)):
        return T.StringType()
    return dt


def same_spark_type(actual: T.DataType, expected: T.DataType) -> bool:
    """Equal up to struct field names, char/varchar vs string, and nullability."""
    return strip_names(actual) == strip_names(expected)


def matches(actual: T.DataType, expected: Type) -> bool:
    """True when Spark type ``actual`` holds exactly Substrait type ``expected`` (nullability ignored)."""
    return same_spark_type(actual, spark_type(expected))


def top_level_names(ns: NamedStruct) -> list[str]:
    """The top-level field names of a NamedStruct, whose ``names`` list nested struct fields depth-first."""
    names = list(ns.names)
    out: list[str] = []
    pos = 0

    def consume(t: Type) -> None:
        nonlocal pos
        kind = kind_of(t)
        if kind == "struct":
            for ft in t.struct.types:
                pos += 1
                consume(ft)
        elif kind == "list":
            consume(t.list.type)
        elif kind == "map":
            consume(t.map.key)
            consume(t.map.value)

    for ft in ns.struct.types:
        out.append(names[pos] if pos < len(names) else f"_{len(out)}")
        pos += 1
        consume(ft)
    return out


def nested_names(t: Type, names: Sequence[str], pos: int) -> tuple[T.DataType | None, int]:
    """Consume depth-first struct names for type ``t`` starting at ``pos``: returns the Spark type with
    those names applied to nested structs (None when ``t`` holds no struct) and the next position."""
    kind = kind_of(t)
    if kind == "struct":
        fields: list[T.StructField] = []
        for ft in t.struct.types:
            name = names[pos] if pos < len(names) else f"_f{len(fields)}"
            pos += 1
            inner, pos = nested_names(ft, names, pos)
            fields.append(T.StructField(name, inner or spark_type(ft), is_nullable(ft)))
        return T.StructType(fields), pos
    if kind == "list":
        inner, pos = nested_names(t.list.type, names, pos)
        return (T.ArrayType(inner, is_nullable(t.list.type)) if inner else None), pos
    if kind == "map":
        k, pos = nested_names(t.map.key, names, pos)
        v, pos = nested_names(t.map.value, names, pos)
        if k is None and v is None:
            return None, pos
        return T.MapType(
            k or spark_type(t.map.key), v or spark_type(t.map.value), is_nullable(t.map.value)
        ), pos
    return None, pos
