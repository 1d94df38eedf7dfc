"""Declarative tables for the producer: Catalyst expression classes -> Substrait functions, and Spark's
result-type rules for them.

A Catalyst class maps to a Substrait function name and the standard extension URNs to search, in order
(the first URN declaring an overload that accepts the argument types wins; its compound name, e.g.
``add:dec_dec``, is what the plan declares). Irregular expressions (``Like``, ``Substring``, ``Year``,
``Count``, ``Average``, ...) get code in :mod:`spark_consumer.producer`.

Spark's own result type of every expression the producer supports is computed by :func:`spark_result_type`
(Catalyst's rules, as of Spark 4.x with ``spark.sql.decimalOperations.allowPrecisionLoss`` on). Where the
Substrait extension derives another type (``sum`` of ``decimal(15,2)`` is ``decimal<38,2>`` in Substrait and
``decimal(25,2)`` in Spark) the producer casts to Spark's type, so the plan's types equal Spark's schema.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyspark.sql import types as T

from substrait_py.errors import UnsupportedFeatureError

URN_ARITHMETIC = "extension:io.substrait:functions_arithmetic"
URN_ARITHMETIC_DECIMAL = "extension:io.substrait:functions_arithmetic_decimal"
URN_COMPARISON = "extension:io.substrait:functions_comparison"
URN_BOOLEAN = "extension:io.substrait:functions_boolean"
URN_STRING = "extension:io.substrait:functions_string"
URN_DATETIME = "extension:io.substrait:functions_datetime"
URN_AGGREGATE_GENERIC = "extension:io.substrait:functions_aggregate_generic"
URN_ROUNDING = "extension:io.substrait:functions_rounding"
URN_ROUNDING_DECIMAL = "extension:io.substrait:functions_rounding_decimal"
URN_LOGARITHMIC = "extension:io.substrait:functions_logarithmic"
URN_LIST = "extension:io.substrait:functions_list"

NUMERIC = (URN_ARITHMETIC, URN_ARITHMETIC_DECIMAL)


@dataclass(frozen=True)
class FunctionMapping:
    """A Catalyst expression class that is one Substrait function over its children, in order."""

    name: str
    urns: tuple[str, ...]
    #: the Substrait function's options Spark's semantics fix (name -> value), when the overload declares
    #: them; ``"ansi"`` values depend on ``spark.sql.ansi.enabled`` and are resolved by the producer.
    options: tuple[tuple[str, str], ...] = ()


_OVERFLOW = (("overflow", "ansi"),)

#: Catalyst trigonometric and hyperbolic functions: each is the Substrait function of its lower-case name.
TRIGONOMETRIC = (
    "Sin",
    "Cos",
    "Tan",
    "Asin",
    "Acos",
    "Atan",
    "Sinh",
    "Cosh",
    "Tanh",
    "Asinh",
    "Acosh",
    "Atanh",
)

#: Catalyst scalar expression class -> Substrait scalar function.
SCALAR: dict[str, FunctionMapping] = {
    "Add": FunctionMapping("add", NUMERIC, _OVERFLOW),
    "Subtract": FunctionMapping("subtract", NUMERIC, _OVERFLOW),
    "Multiply": FunctionMapping("multiply", NUMERIC, _OVERFLOW),
    "Divide": FunctionMapping("divide", NUMERIC, (*_OVERFLOW, ("on_division_by_zero", "ansi"))),
    "IntegralDivide": FunctionMapping("divide", NUMERIC, (*_OVERFLOW, ("on_division_by_zero", "ansi"))),
    "Remainder": FunctionMapping(
        "modulus", NUMERIC, (("division_type", "TRUNCATE"), ("on_domain_error", "ansi"), *_OVERFLOW)
    ),
    "UnaryMinus": FunctionMapping("negate", NUMERIC, _OVERFLOW),
    "Abs": FunctionMapping("abs", NUMERIC, _OVERFLOW),
    "EqualTo": FunctionMapping("equal", (URN_COMPARISON,)),
    "LessThan": FunctionMapping("lt", (URN_COMPARISON,)),
    "LessThanOrEqual": FunctionMapping("lte", (URN_COMPARISON,)),
    "GreaterThan": FunctionMapping("gt", (URN_COMPARISON,)),
    "GreaterThanOrEqual": FunctionMapping("gte", (URN_COMPARISON,)),
    "EqualNullSafe": FunctionMapping("is_not_distinct_from", (URN_COMPARISON,)),
    "IsNull": FunctionMapping("is_null", (URN_COMPARISON,)),
    "IsNotNull": FunctionMapping("is_not_null", (URN_COMPARISON,)),
    "IsNaN": FunctionMapping("is_nan", (URN_COMPARISON,)),
    "Coalesce": FunctionMapping("coalesce", (URN_COMPARISON,)),
    "And": FunctionMapping("and", (URN_BOOLEAN,)),
    "Or": FunctionMapping("or", (URN_BOOLEAN,)),
    "Not": FunctionMapping("not", (URN_BOOLEAN,)),
    "StartsWith": FunctionMapping("starts_with", (URN_STRING,)),
    "EndsWith": FunctionMapping("ends_with", (URN_STRING,)),
    "Contains": FunctionMapping("contains", (URN_STRING,)),
    "Upper": FunctionMapping("upper", (URN_STRING,)),
    "Lower": FunctionMapping("lower", (URN_STRING,)),
    "Length": FunctionMapping("char_length", (URN_STRING,)),
    # Spark's concat is null where any argument is: the plan says so (DataFusion's skips nulls)
    "Concat": FunctionMapping("concat", (URN_STRING,), (("null_handling", "ACCEPT_NULLS"),)),
    "Sqrt": FunctionMapping("sqrt", (URN_ARITHMETIC,)),
    "Exp": FunctionMapping("exp", (URN_ARITHMETIC,)),
    # Spark's pow is Java's Math.pow of doubles (NaN for a negative base to a fractional power), as is
    # Substrait's power of fp64, which has no options
    "Pow": FunctionMapping("power", (URN_ARITHMETIC,)),
    "BitwiseAnd": FunctionMapping("bitwise_and", (URN_ARITHMETIC,)),
    "BitwiseOr": FunctionMapping("bitwise_or", (URN_ARITHMETIC,)),
    "BitwiseXor": FunctionMapping("bitwise_xor", (URN_ARITHMETIC,)),
    "ShiftLeft": FunctionMapping("shift_left", (URN_ARITHMETIC,)),
    "ShiftRight": FunctionMapping("shift_right", (URN_ARITHMETIC,)),
    # Spark's greatest and least skip nulls (null only when every argument is)
    "Greatest": FunctionMapping("greatest_skip_null", (URN_COMPARISON,)),
    "Least": FunctionMapping("least_skip_null", (URN_COMPARISON,)),
    # Spark computes these on doubles and gives NaN outside their domain (asin(2), acosh(0.5))
    **{
        cls: FunctionMapping(cls.lower(), (URN_ARITHMETIC,), (("on_domain_error", "NAN"),))
        for cls in TRIGONOMETRIC
    },
    "ToRadians": FunctionMapping("radians", (URN_ARITHMETIC,)),
    "ToDegrees": FunctionMapping("degrees", (URN_ARITHMETIC,)),
    "Signum": FunctionMapping("sign", (URN_ARITHMETIC,)),
    "OctetLength": FunctionMapping("octet_length", (URN_STRING,)),
    "BitLength": FunctionMapping("bit_length", (URN_STRING,)),
    "StringInstr": FunctionMapping("strpos", (URN_STRING,), (("case_sensitivity", "CASE_SENSITIVE"),)),
    "StringLPad": FunctionMapping("lpad", (URN_STRING,)),
    "StringRPad": FunctionMapping("rpad", (URN_STRING,)),
}

#: Spark's one-argument logarithms -> (Substrait function, the value at and below which Spark gives null).
LOGARITHMS: dict[str, tuple[str, float]] = {
    "Log": ("ln", 0.0),
    "Log10": ("log10", 0.0),
    "Log2": ("log2", 0.0),
    "Log1p": ("log1p", -1.0),
}

#: Spark's trims (of spaces, or of the characters given) -> Substrait function.
TRIMS: dict[str, str] = {"StringTrim": "trim", "StringTrimLeft": "ltrim", "StringTrimRight": "rtrim"}

#: Catalyst aggregate function class -> Substrait aggregate function (``Count`` and ``Average`` are
#: irregular and handled in code).
AGGREGATE: dict[str, FunctionMapping] = {
    "Sum": FunctionMapping("sum", NUMERIC, _OVERFLOW),
    "Min": FunctionMapping("min", (*NUMERIC, URN_DATETIME)),
    "Max": FunctionMapping("max", (*NUMERIC, URN_DATETIME)),
    "StddevSamp": FunctionMapping("std_dev", (URN_ARITHMETIC,), (("distribution", "SAMPLE"),)),
    "StddevPop": FunctionMapping("std_dev", (URN_ARITHMETIC,), (("distribution", "POPULATION"),)),
    "VarianceSamp": FunctionMapping("variance", (URN_ARITHMETIC,), (("distribution", "SAMPLE"),)),
    "VariancePop": FunctionMapping("variance", (URN_ARITHMETIC,), (("distribution", "POPULATION"),)),
}

#: Spark's statistical aggregates: a double whatever the (numeric) input.
_DOUBLE_AGGREGATES = frozenset({"StddevSamp", "StddevPop", "VarianceSamp", "VariancePop"})

#: Catalyst date-part expressions -> (Substrait ``extract`` component, indexing enum or None).
DATE_PARTS: dict[str, tuple[str, str | None]] = {
    "Year": ("YEAR", None),
    "Quarter": ("QUARTER", "ONE"),
    "Month": ("MONTH", "ONE"),
    "DayOfMonth": ("DAY", "ONE"),
    "DayOfYear": ("DAY_OF_YEAR", "ONE"),
    "DayOfWeek": ("SUNDAY_DAY_OF_WEEK", "ONE"),
    "WeekDay": ("MONDAY_DAY_OF_WEEK", "ZERO"),
}

#: Catalyst time-of-day parts of a timestamp -> Substrait ``extract`` component (Spark's second is whole).
TIME_PARTS: dict[str, str] = {"Hour": "HOUR", "Minute": "MINUTE", "Second": "SECOND"}

#: Expressions whose Spark result is boolean.
_BOOLEAN_RESULT = {
    "EqualTo",
    "LessThan",
    "LessThanOrEqual",
    "GreaterThan",
    "GreaterThanOrEqual",
    "EqualNullSafe",
    "IsNull",
    "IsNotNull",
    "IsNaN",
    "And",
    "Or",
    "Not",
    "StartsWith",
    "EndsWith",
    "Contains",
    "Like",
    "In",
    "InSet",
    "Exists",
}

MAX_PRECISION = 38
MINIMUM_ADJUSTED_SCALE = 6


def adjust_precision_scale(precision: int, scale: int) -> T.DecimalType:
    """Catalyst's ``DecimalType.adjustPrecisionScale`` (precision loss allowed, Spark's default)."""
    if precision <= MAX_PRECISION:
        return T.DecimalType(precision, scale)
    int_digits = precision - scale
    min_scale = min(scale, MINIMUM_ADJUSTED_SCALE)
    adjusted = max(MAX_PRECISION - int_digits, min_scale)
    return T.DecimalType(MAX_PRECISION, adjusted)


def bounded(precision: int, scale: int) -> T.DecimalType:
    """Catalyst's ``DecimalType.bounded``."""
    return T.DecimalType(min(precision, MAX_PRECISION), min(scale, MAX_PRECISION))


def decimal_exact_result(cls: str, p1: int, s1: int, p2: int, s2: int) -> tuple[int, int]:
    """(precision, scale) of the exact result of decimal ``Add``/``Subtract``/``Multiply``/``Divide``/
    ``Remainder`` in Spark 4, before Spark bounds it to 38 digits (:func:`adjust_precision_scale`)."""
    if cls in ("Add", "Subtract"):
        scale = max(s1, s2)
        return max(p1 - s1, p2 - s2) + scale + 1, scale
    if cls == "Multiply":
        return p1 + p2 + 1, s1 + s2
    if cls == "Divide":
        scale = max(MINIMUM_ADJUSTED_SCALE, s1 + p2 + 1)
        return p1 - s1 + s2 + scale, scale
    if cls == "Remainder":
        scale = max(s1, s2)
        return min(p1 - s1, p2 - s2) + scale, scale
    raise UnsupportedFeatureError(f"decimal {cls}")


def decimal_arithmetic_type(cls: str, a: T.DecimalType, b: T.DecimalType) -> T.DecimalType:
    """Result type of decimal ``Add``/``Subtract``/``Multiply``/``Divide``/``Remainder`` in Spark 4."""
    return adjust_precision_scale(*decimal_exact_result(cls, a.precision, a.scale, b.precision, b.scale))


_INTEGRAL = (T.ByteType, T.ShortType, T.IntegerType, T.LongType)


def spark_result_type(cls: str, args: list[T.DataType]) -> T.DataType:
    """Spark's result type of the Catalyst expression ``cls`` over arguments of types ``args``.

    Raises :class:`UnsupportedFeatureError` for a class the producer does not type.
    """
    if cls in _BOOLEAN_RESULT:
        return T.BooleanType()
    if cls in ("Add", "Subtract", "Multiply", "Divide", "Remainder"):
        a, b = args
        if isinstance(a, T.DecimalType) and isinstance(b, T.DecimalType):
            return decimal_arithmetic_type(cls, a, b)
        if cls == "Divide":
            return T.DoubleType()
        return a
    if cls == "IntegralDivide":
        return T.LongType()
    if cls in ("UnaryMinus", "Abs", "Coalesce", "Min", "Max", "Greatest", "Least", "First", "Last"):
        return args[0]
    if cls in ("BitwiseAnd", "BitwiseOr", "BitwiseXor", "ShiftLeft", "ShiftRight"):
        return args[0]
    if cls in _DOUBLE_AGGREGATES:
        return T.DoubleType()
    if cls in ("Sqrt", "Exp", "Pow", "ToRadians", "ToDegrees", "Signum", *TRIGONOMETRIC) or cls in LOGARITHMS:
        return T.DoubleType()
    if (
        cls in ("Upper", "Lower", "Concat", "Substring", "StringLPad", "StringRPad", "Reverse")
        or cls in TRIMS
    ):
        return T.StringType()
    if cls in ("Length", "OctetLength", "BitLength", "StringInstr", "StringLocate"):
        return T.IntegerType()
    if cls in DATE_PARTS or cls in TIME_PARTS:
        return T.IntegerType()
    if cls == "Sum":
        (a,) = args
        if isinstance(a, T.DecimalType):
            return bounded(a.precision + 10, a.scale)
        if isinstance(a, _INTEGRAL):
            return T.LongType()
        if isinstance(a, (T.FloatType, T.DoubleType)):
            return T.DoubleType()
        return a
    if cls == "Average":
        (a,) = args
        if isinstance(a, T.DecimalType):
            return bounded(a.precision + 4, a.scale + 4)
        return T.DoubleType()
    if cls == "Count":
        return T.LongType()
    raise UnsupportedFeatureError(f"Spark expression {cls}", "the producer does not know its result type")
