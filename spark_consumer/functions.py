"""Declarative tables mapping Substrait functions to Spark Column builders.

Only ``pyspark.sql.functions`` and the public Column API are used (DESIGN.md principle 5), so the builders
work on classic PySpark and on Spark Connect alike. Answers do not depend on ``spark.sql.ansi.enabled``:
every operation whose Spark behaviour changes with ANSI mode (integer overflow, division by zero, ``size``
of null, ...) is computed exactly (in a wider type, or guarded) and the Substrait option decides the
answer, with ``F.raise_error`` for ERROR semantics. The one use of the mode: when it is on (Spark 4's
default) and an option asks for ERROR on overflow, Spark's own checked arithmetic, sums and casts already
raise, so add, subtract, multiply, sum and avg are left to Spark instead of guarded. The consumer reads the
mode when it translates, and Spark fixes each expression's mode when it analyses the query, so a later
change of the setting does not change the plan.

A function resolves by its base name (``gt`` for the compound ``gt:i32_i32``) inside the standard extension
URNs listed in :data:`URNS` (a name means the same operation in every standard extension that declares it).
Where Spark's behaviour differs by argument type the builder dispatches on :attr:`Call.arg_types`;
:data:`SIGNATURE_SCALAR` holds type-specific builders keyed by ``(name, first-argument kind)``, and
:data:`UNSUPPORTED_ARGS` lists argument kinds a mapping rejects. Options: :data:`SUPPORTED_OPTIONS` lists
what each function honours (value lists); anything else raises :class:`UnsupportedFeatureError` naming the
option (principle 3). An absent option takes the spec's strictest behaviour (ERROR where ERROR is offered).

The consumer casts every result to the function's declared (or derived) output type, so builders only
need the value right (and within the range of that type), not the exact Spark type.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import reduce
from typing import Any

from pyspark.sql import types as T
from substrait.algebra_pb2 import FunctionArgument
from substrait.type_pb2 import Type

from spark_consumer import sqlexpr as F
from spark_consumer.producer_functions import decimal_exact_result
from spark_consumer.sqlexpr import Column
from spark_consumer.types import kind_of, spark_type
from substrait_py.errors import UnsupportedFeatureError

_STD = "extension:io.substrait:"
#: The standard extension URNs whose functions the tables below implement (by base name).
URNS: dict[str, str] = {
    "arithmetic": _STD + "functions_arithmetic",
    "arithmetic_decimal": _STD + "functions_arithmetic_decimal",
    "boolean": _STD + "functions_boolean",
    "comparison": _STD + "functions_comparison",
    "datetime": _STD + "functions_datetime",
    "string": _STD + "functions_string",
    "rounding": _STD + "functions_rounding",
    "rounding_decimal": _STD + "functions_rounding_decimal",
    "logarithmic": _STD + "functions_logarithmic",
    "list": _STD + "functions_list",
    "set": _STD + "functions_set",
    "aggregate_generic": _STD + "functions_aggregate_generic",
    "aggregate_approx": _STD + "functions_aggregate_approx",
    "aggregate_decimal_output": _STD + "functions_aggregate_decimal_output",
}


@dataclass(frozen=True)
class LambdaBody:
    """A lambda argument: its arity and a builder of its body from Spark lambda variables."""

    arity: int
    build: Callable[[list[Column]], Column]

    def spark(self, c: Call) -> Callable[..., Column]:
        """A Python function of exactly ``arity`` parameters, as ``F.transform`` and friends require (they
        turn it into a native Spark lambda: no UDF)."""
        b = self.build
        if self.arity == 1:
            return lambda x: b([x])
        if self.arity == 2:
            return lambda x, y: b([x, y])
        raise c.unsupported(f"lambda with {self.arity} parameters")


@dataclass
class Call:
    """One function invocation, already translated: Spark columns and Substrait types of the value
    arguments, enum arguments (``None`` at value positions), options, and the output type.

    ``ansi`` is the session's ANSI setting at translation: only :func:`_native_overflow` reads it.
    """

    name: str
    args: list[Column]
    arg_types: list[Type]
    output_type: Type | None
    options: dict[str, list[str]] = field(default_factory=dict)
    enums: list[str | None] = field(default_factory=list)
    ansi: bool = True
    path: str = ""
    distinct: bool = False
    null_literals: list[bool] = field(default_factory=list)
    #: Python values of literal value arguments (:data:`NOT_LITERAL` elsewhere), where the consumer fills it.
    literals: list[object] = field(default_factory=list)
    #: Per value argument: the lambda's body builder, ``None`` for non-lambda arguments.
    lambdas: list[LambdaBody | None] = field(default_factory=list)
    #: The window (a ``WindowSpec``) when an aggregate function is evaluated as a window function.
    over: Any = None

    def lambda_arg(self, index: int) -> LambdaBody:
        """The lambda at value argument ``index`` (unsupported when it is not a lambda literal)."""
        lam = self.lambdas[index] if index < len(self.lambdas) else None
        if lam is None:
            raise self.unsupported(f"argument {index + 1} must be a lambda")
        return lam

    def literal(self, index: int, what: str) -> object:
        """The Python value of value argument ``index`` when it is a literal; else unsupported."""
        value = self.literals[index] if index < len(self.literals) else NOT_LITERAL
        if value is NOT_LITERAL:
            raise self.unsupported(f"{what} must be a literal")
        return value

    def unsupported(self, what: str) -> UnsupportedFeatureError:
        """An :class:`UnsupportedFeatureError` naming this function and ``what``."""
        return UnsupportedFeatureError(f"function {self.name}: {what}", path=self.path)

    def option(self, name: str, default: str) -> str:
        """The chosen value of option ``name`` (after :func:`check_options`), ``default`` when absent."""
        prefs = self.options.get(name)
        return prefs[0] if prefs else default

    def kinds(self) -> list[str]:
        """The kinds (``i32``, ``decimal``, ...) of the value arguments."""
        return [kind_of(t) for t in self.arg_types]

    def agg(self, col: Column) -> Column:
        """An aggregate call ``col``, windowed over :attr:`over` when the aggregate is a window function
        (aggregate builders wrap each aggregate they use, so checks around it stay outside the window)."""
        return col.over(self.over) if self.over is not None else col

    def fail(self, message: str) -> Column:
        """A column that raises ``message`` when evaluated (ERROR semantics, independent of ANSI)."""
        return F.raise_error(F.lit(f"{self.name}: {message}"))


Builder = Callable[[Call], Column]

#: Marks a value argument that is not a literal in :attr:`Call.literals`.
NOT_LITERAL: object = object()

_LITERAL_KINDS = ("boolean", "i8", "i16", "i32", "i64", "fp32", "fp64", "string")


def literal_values(arguments: Sequence[FunctionArgument]) -> list[object]:
    """The Python values of the literal value arguments (simple types; null is ``None``), one entry per
    value argument, :data:`NOT_LITERAL` for any other argument."""
    out: list[object] = []
    for a in arguments:
        if a.WhichOneof("arg_type") != "value":
            continue
        if a.value.WhichOneof("rex_type") != "literal":
            out.append(NOT_LITERAL)
            continue
        kind = a.value.literal.WhichOneof("literal_type")
        if kind == "null":
            out.append(None)
        elif kind in _LITERAL_KINDS:
            out.append(getattr(a.value.literal, kind))
        else:
            out.append(NOT_LITERAL)
    return out


_INT_BITS = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}
_FP = ("fp32", "fp64")
_DEC38 = T.DecimalType(38, 0)


def _big(value: int) -> Column:
    """An integer literal of any size up to 38 digits, as decimal(38,0) (``F.lit`` stops at 64 bits)."""
    return F.lit(str(value)).cast(_DEC38)


def _bin(op: Callable[[Column, Column], Column]) -> Builder:
    return lambda c: op(c.args[0], c.args[1])


def _fold(op: Callable[[Column, Column], Column]) -> Builder:
    return lambda c: reduce(op, c.args)


def _un(fn: Callable[[Column], Column]) -> Builder:
    return lambda c: fn(c.args[0])


def _is_int(t: Type) -> bool:
    return kind_of(t) in _INT_BITS


def _out_kind(c: Call) -> str:
    return kind_of(c.output_type) if c.output_type is not None else (c.kinds()[0] if c.args else "unset")


def _native_overflow(c: Call) -> bool:
    """Whether Spark's own operator raises exactly when the ERROR overflow option asks for an error:
    ANSI mode, and the option absent or ERROR."""
    return c.ansi and c.option("overflow", "ERROR") == "ERROR"


def _range_checked(c: Call, exact: Column, kind: str) -> Column:
    """``exact`` (an exactly computed integer) within the range of integer ``kind`` per option overflow."""
    bits = _INT_BITS[kind]
    lo, hi = -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
    mode = c.option("overflow", "ERROR")
    if mode == "SATURATE":
        return F.when(exact > F.lit(hi), F.lit(hi)).when(exact < F.lit(lo), F.lit(lo)).otherwise(exact)
    inside = exact.between(F.lit(lo), F.lit(hi))
    if mode == "SILENT":  # the spec leaves the result unspecified: null
        return F.when(inside, exact)
    return F.when(exact.isNull() | inside, exact).otherwise(c.fail(f"overflow of {kind}"))


def _dec_range_checked(c: Call, value: Column) -> Column:
    """A decimal result checked against the declared output precision (ERROR on overflow, no ANSI)."""
    t = c.output_type
    if t is None or kind_of(t) != "decimal":
        return value
    p, s = t.decimal.precision, t.decimal.scale
    mode = c.option("overflow", "ERROR")
    if mode == "SATURATE":
        raise c.unsupported("option overflow=SATURATE for decimals")
    if p - s >= 38 or _native_overflow(c):  # every decimal(38, s) value fits, or Spark's cast raises
        return value
    inside = F.abs(value) < _big(10 ** (p - s))
    if mode == "SILENT":
        return F.when(inside, value)
    return F.when(value.isNull() | inside, value).otherwise(c.fail(f"overflow of decimal({p},{s})"))


def _exact_int(c: Call) -> list[Column]:
    return [a.cast(_DEC38) for a in c.args]


def _arith(op: Callable[[Column, Column], Column], try_op: str) -> Builder:
    """add/subtract/multiply: exact in decimal(38,0) for integers, ``try_*`` plus checks for decimals."""

    def build(c: Call) -> Column:
        kinds = c.kinds()
        same_kind = len(kinds) == 2 and kinds[0] == kinds[1] == _out_kind(c)
        if same_kind and _native_overflow(c) and (kinds[0] in _INT_BITS or kinds[0] == "decimal"):
            # Spark's ANSI arithmetic in the arguments' own type raises on overflow (decimals: the
            # consumer's cast to the output type raises when the value does not fit)
            return op(c.args[0], c.args[1])
        if len(kinds) == 2 and all(k in _INT_BITS for k in kinds):
            a, b = _exact_int(c)
            return _range_checked(c, op(a, b), _out_kind(c))
        if "decimal" in kinds:
            exact = _exact_decimal_result(c, try_op)
            if exact is not None:
                # Spark computes this exactly (no overflow, no null, whatever ANSI says): only the
                # declared output type can be too narrow
                value = op(c.args[0], c.args[1])
                return value if _fits(exact, c.output_type) else _dec_range_checked(c, value)
            return _dec_checked_try(c, F.call_function(try_op, c.args[0], c.args[1]))
        return op(c.args[0], c.args[1])

    return build


#: Spark's decimal view of an integer argument: (precision, scale).
_INT_AS_DECIMAL = {"i8": (3, 0), "i16": (5, 0), "i32": (10, 0), "i64": (20, 0)}


def _decimal_of(t: Type) -> tuple[int, int] | None:
    k = kind_of(t)
    if k == "decimal":
        return t.decimal.precision, t.decimal.scale
    return _INT_AS_DECIMAL.get(k)


def _exact_decimal_result(c: Call, try_op: str) -> tuple[int, int] | None:
    """Spark's result type (precision, scale) of a decimal add, subtract or multiply when it needs at
    most 38 digits: Spark then computes the exact value and never overflows. None otherwise."""
    if len(c.arg_types) != 2:
        return None
    ab = [_decimal_of(t) for t in c.arg_types]
    if ab[0] is None or ab[1] is None:
        return None
    (p1, s1), (p2, s2) = ab[0], ab[1]
    cls = {"try_add": "Add", "try_subtract": "Subtract", "try_multiply": "Multiply"}[try_op]
    p, s = decimal_exact_result(cls, p1, s1, p2, s2)
    return (p, s) if p <= 38 else None


def _fits(value: tuple[int, int], out: Type | None) -> bool:
    """Whether every decimal(p, s) value ``value`` describes casts to the declared output type without
    overflow (rounding to fewer fraction digits may carry into one more integer digit)."""
    if out is None or kind_of(out) != "decimal":
        return out is None
    p, s = value
    op_, os_ = out.decimal.precision, out.decimal.scale
    integer, out_integer = p - s, op_ - os_
    return integer < out_integer or (integer == out_integer and s <= os_)


def _dec_checked_try(c: Call, value: Column) -> Column:
    """A ``try_*`` decimal result: null with non-null inputs means Spark overflowed -> overflow option."""
    inputs_present = reduce(lambda x, y: x & y, [a.isNotNull() for a in c.args])
    mode = c.option("overflow", "ERROR")
    if mode == "SATURATE":
        raise c.unsupported("option overflow=SATURATE for decimals")
    if mode == "ERROR":
        value = F.when(value.isNull() & inputs_present, c.fail("decimal overflow")).otherwise(value)
    return _dec_range_checked(c, value)


def _divide(c: Call) -> Column:
    a, b = c.args
    kinds = c.kinds()
    if all(k in _INT_BITS for k in kinds):
        zero = c.option("on_division_by_zero", "ERROR")
        by_zero = F.lit(None) if zero in ("NULL", "NAN") else c.fail("division by zero")
        la, lb = a.cast("long"), b.cast("long")
        # Long.MinValue div -1 overflows silently in Spark: compute that one exactly as a decimal
        exact = F.when((la == F.lit(-(2**63))) & (lb == F.lit(-1)), _big(2**63)).otherwise(
            F.call_function("div", la, lb).cast(_DEC38)
        )
        checked = _range_checked(c, exact, _out_kind(c))
        return F.when(b == F.lit(0), by_zero).otherwise(checked)
    if all(k in _FP for k in kinds):
        zero = c.option("on_division_by_zero", "IEEE")
        if zero == "IEEE":
            # b is +0.0 or -0.0 here, and atan2(b, -1) is +pi or -pi: its sign is b's. IEEE multiplication
            # does the rest: a * +-inf is +-inf with a's sign folded in, NaN for a = 0 and for NaN.
            by_zero = a.cast("double") * F.signum(F.atan2(b, F.lit(-1.0))) * F.lit(float("inf"))
        elif zero == "NULL":
            by_zero = F.lit(None)
        else:
            by_zero = c.fail("division by zero")
        # F.try_divide never raises; b == 0 is decided above
        return F.when(b == F.lit(0), by_zero).otherwise(F.try_divide(a, b))
    if "decimal" in kinds:
        zero = c.option("on_division_by_zero", "ERROR")
        by_zero = F.lit(None) if zero == "NULL" else c.fail("division by zero")
        return F.when(b == F.lit(0), by_zero).otherwise(_dec_checked_try(c, F.try_divide(a, b)))
    raise c.unsupported(f"arguments {', '.join(kinds)}")


def _modulus(c: Call) -> Column:
    a, b = c.args
    kinds = c.kinds()
    if not all(k in _INT_BITS for k in kinds):
        raise c.unsupported(f"arguments {', '.join(kinds)}")
    la, lb = a.cast("long"), b.cast("long")
    # Spark's % (like Java's) truncates; guard b == 0 and b == -1 (Long.MinValue % -1) explicitly
    r = F.when(lb == F.lit(-1), F.lit(0).cast("long")).otherwise(F.call_function("try_mod", la, lb))
    if c.option("division_type", "TRUNCATE") == "FLOOR":
        r = F.when((r != 0) & ((r < 0) != (lb < 0)), r + lb).otherwise(r)
    zero = c.option("on_domain_error", "ERROR")
    by_zero = F.lit(None) if zero == "NULL" else c.fail("modulus by zero")
    return F.when(lb == F.lit(0), by_zero).otherwise(r)


def _negate(c: Call) -> Column:
    k = c.kinds()[0]
    if k in _INT_BITS:
        return _range_checked(c, -c.args[0].cast(_DEC38), _out_kind(c))
    if k == "decimal":
        return _dec_range_checked(c, F.call_function("try_subtract", F.lit(0).cast(_DEC38), c.args[0]))
    return -c.args[0]


def _abs(c: Call) -> Column:
    k = c.kinds()[0]
    if k in _INT_BITS:
        return _range_checked(c, F.abs(c.args[0].cast(_DEC38)), _out_kind(c))
    return F.abs(c.args[0])


def _factorial(c: Call) -> Column:
    k = c.kinds()[0]
    if k == "decimal":
        if c.arg_types[0].decimal.scale != 0:
            raise c.unsupported("decimal argument with a scale")
        n = c.args[0]
        # 33! is the largest factorial with at most 38 digits; the product of 1..n as decimal(38,0)
        product = F.aggregate(
            F.sequence(F.lit(1), n.cast("int")), F.lit(1).cast(_DEC38), lambda acc, i: (acc * i).cast(_DEC38)
        )
        value = F.when(n <= 1, F.lit(1).cast(_DEC38)).otherwise(product)
        return (
            F.when(n < 0, c.fail("factorial of a negative number"))
            .when(n > 33, c.fail("overflow of decimal(38,0)"))
            .otherwise(value)
        )
    if k not in _INT_BITS:
        raise c.unsupported(f"argument {k}")
    x = c.args[0].cast("long")
    # F.factorial is exact for 0..20 (null otherwise); 20! fits i64, 12! fits i32
    exact = F.when(x > F.lit(20), _big(10**30)).otherwise(F.factorial(x).cast(_DEC38))
    value = _range_checked(c, exact, _out_kind(c))
    return F.when(x < 0, c.fail("factorial of a negative number")).otherwise(value)


def _power(c: Call) -> Column:
    a, b = c.args
    kinds = c.kinds()
    if all(k in _INT_BITS for k in kinds):
        # integer power through doubles is exact below 2**53; beyond that: an error, never a rounded value
        value = F.power(a, b)
        exact = F.when(b < 0, c.fail("negative exponent")).otherwise(value)
        too_big = F.abs(value) >= F.lit(float(2**53))
        return _range_checked(
            c, F.when(too_big, c.fail("result not exact")).otherwise(exact.cast(_DEC38)), _out_kind(c)
        )
    fa, fb = a.cast("double"), b.cast("double")
    complex_result = (fa < 0) & (F.floor(fb) != fb)
    mode = c.option("complex_number_result", "NAN" if all(k in _FP for k in kinds) else "ERROR")
    complex_value = F.lit(float("nan")) if mode == "NAN" else c.fail("complex number result")
    return F.when(complex_result, complex_value).otherwise(F.power(fa, fb))


def _unsupported_col(c: Call, what: str) -> Column:
    raise c.unsupported(what)


def _domain(
    c: Call,
    x: Column,
    value: Column,
    bad: Column,
    *,
    default: str = "ERROR",
) -> Column:
    """``value`` unless ``bad`` holds: then the on_domain_error option (NAN, NULL/NONE, ERROR)."""
    mode = c.option("on_domain_error", default)
    if mode == "NAN":
        out = F.lit(float("nan"))
    elif mode in ("NULL", "NONE"):
        out = F.lit(None)
    else:
        out = c.fail("argument outside the domain")
    return F.when(bad, out).otherwise(value)


def _sqrt(c: Call) -> Column:
    x = c.args[0].cast("double")
    return _domain(c, x, F.sqrt(x), x < 0)


def _fp_un(fn: Callable[[Column], Column], bad: Callable[[Column], Column] | None = None) -> Builder:
    def build(c: Call) -> Column:
        x = c.args[0].cast("double")
        value = fn(x)
        if bad is None:
            return value
        return _domain(c, x, value, bad(x), default="NAN")

    return build


def _log_family(base: Callable[[Column], Column]) -> Builder:
    """ln/log10/log2/logb: zero per on_log_zero, negatives per on_domain_error; Spark's log gives null."""

    def build(c: Call) -> Column:
        if c.name == "logb":
            b, x = c.args[0].cast("double"), c.args[1].cast("double")
            value = F.call_function("log", b, x)
            # Spark's log(b, x) is null for x <= 0: decide those cases ourselves
        else:
            x = c.args[0].cast("double")
            value = base(x)
        zero_mode = c.option("on_log_zero", "MINUS_INFINITY")
        if zero_mode == "MINUS_INFINITY":
            zero = F.lit(float("-inf"))
        elif zero_mode == "NAN":
            zero = F.lit(float("nan"))
        else:
            zero = c.fail("logarithm of zero")
        inner = _domain(c, x, value, x < 0, default="NAN")
        inner = (
            F.when(F.isnan(x), F.lit(float("nan")))
            .when(x == F.lit(float("inf")), F.lit(float("inf")))
            .otherwise(inner)
        )
        return F.when(x == 0, zero).otherwise(inner)

    return build


def _extract(c: Call) -> Column:
    component = next((e for e in c.enums if e is not None), None)
    value = c.args[-1]
    if component is None:
        raise c.unsupported("component must be a literal")
    comp = component.upper()
    simple = {
        "YEAR": F.year,
        "MONTH": F.month,
        "DAY": F.dayofmonth,
        "HOUR": F.hour,
        "MINUTE": F.minute,
        "QUARTER": F.quarter,
        "DAY_OF_YEAR": F.dayofyear,
        "DOY": F.dayofyear,
        "WEEK": F.weekofyear,
        "ISO_WEEK": F.weekofyear,
    }
    if comp in simple:
        return simple[comp](value)
    if comp == "SECOND":
        return F.second(value)
    if comp in ("MILLISECOND", "MICROSECOND"):
        scale = 1000 if comp == "MILLISECOND" else 1_000_000
        return F.floor(F.extract(F.lit("SECONDS"), value) * F.lit(scale))
    if comp == "ISO_YEAR":
        return F.extract(F.lit("YEAROFWEEK"), value)
    if comp == "SUNDAY_DAY_OF_WEEK":
        return F.dayofweek(value)
    if comp == "MONDAY_DAY_OF_WEEK":
        return F.weekday(value) + F.lit(1)
    if comp in {"DAY_OF_WEEK", "DOW"}:
        return F.dayofweek(value) - F.lit(1)
    raise c.unsupported(f"extract component {comp}")


def _datetime_arith(op: Callable[[Column, Column], Column]) -> Builder:
    def build(c: Call) -> Column:
        out = c.output_type
        if out is not None and kind_of(out) in ("precision_timestamp", "precision_timestamp_tz"):
            prec = getattr(out, kind_of(out)).precision
            if prec != 6:
                raise c.unsupported(f"{kind_of(out)}<{prec}> result: Spark holds timestamps in microseconds")
        if all(k in _INT_BITS or k == "decimal" for k in c.kinds()):
            return _arith(op, "try_add" if c.name == "add" else "try_subtract")(c)
        return op(c.args[0], c.args[1])

    return build


_SUBSTRING_MAX = 2147483647


def _substring(c: Call) -> Column:
    s = c.args[0]
    start = c.args[1].cast("long")
    length = c.args[2].cast("long") if len(c.args) >= 3 else F.lit(_SUBSTRING_MAX).cast("long")
    mode = c.option("negative_start", "WRAP_FROM_END")
    if mode == "LEFT_OF_BEGINNING":
        # positions before 1 count as characters left of the string: shorten the length accordingly
        end = start + length
        eff_start = F.when(start < 1, F.lit(1)).otherwise(start)
        eff_len = F.when(start < 1, end - F.lit(1)).otherwise(length)
        eff_len = F.when(eff_len < 0, F.lit(0)).otherwise(eff_len)
        return s.substr(eff_start.cast("int"), eff_len.cast("int"))
    return F.when(length < 0, c.fail("negative length")).otherwise(
        s.substr(start.cast("int"), length.cast("int"))
    )


def _like(c: Call) -> Column:
    # DataFusion passes the escape character as a third argument (a null literal when there is none);
    # Spark needs it as a one-character string literal.
    if c.option("case_sensitivity", "CASE_SENSITIVE") == "CASE_INSENSITIVE":
        return F.ilike(c.args[0], c.args[1])
    if len(c.args) >= 3 and not (len(c.null_literals) > 2 and c.null_literals[2]):
        esc = c.enums[2] if len(c.enums) > 2 else None
        if esc is None or len(esc) != 1:
            raise c.unsupported("escape character that is not a one-character literal")
        return F.like(c.args[0], c.args[1], F.lit(esc))
    return F.like(c.args[0], c.args[1])


def _case_fold(c: Call) -> tuple[Column, Column]:
    a, b = c.args[0], c.args[1]
    if c.option("case_sensitivity", "CASE_SENSITIVE") == "CASE_INSENSITIVE":
        return F.lower(a), F.lower(b)
    return a, b


def _cs(fn: Callable[[Column, Column], Column]) -> Builder:
    return lambda c: fn(*_case_fold(c))


def _count(c: Call) -> Column:
    if not c.args:
        return c.agg(F.count(F.lit(1)))
    if c.distinct:
        return c.agg(F.count_distinct(*c.args))
    if len(c.args) == 1:
        return c.agg(F.count(c.args[0]))
    return c.agg(F.count(F.when(reduce(lambda x, y: x & y, [a.isNotNull() for a in c.args]), F.lit(1))))


def _sum(c: Call) -> Column:
    k = c.kinds()[0]
    x = c.args[0]
    if _native_overflow(c) and (k in _INT_BITS or k == "decimal"):
        # ANSI sums raise on overflow of Spark's result type (bigint; decimal(p+10, s)), and the cast to
        # the output type raises when the total does not fit there
        return c.agg(F.sum_distinct(x) if c.distinct else F.sum(x))
    if k in _INT_BITS:
        # exact: sum as decimal(38,0) (no ANSI dependence), then the range of the output type
        total = c.agg(F.sum_distinct(x.cast(_DEC38)) if c.distinct else F.try_sum(x.cast(_DEC38)))
        return _range_checked(c, total, _out_kind(c))
    if k == "decimal":
        total = c.agg(F.sum_distinct(x) if c.distinct else F.try_sum(x))
        return _dec_range_checked(c, _agg_overflow(c, total, x))
    return c.agg(F.sum_distinct(x) if c.distinct else F.sum(x))


def _avg(c: Call) -> Column:
    if c.distinct:
        raise c.unsupported("DISTINCT invocation")
    k = c.kinds()[0]
    if (k in _INT_BITS or k == "decimal") and not _native_overflow(c):
        return _agg_overflow(c, c.agg(F.try_avg(c.args[0])), c.args[0])
    return c.agg(F.avg(c.args[0]))


def _agg_overflow(c: Call, value: Column, x: Column) -> Column:
    """A ``try_*`` aggregate: null over at least one non-null input means Spark overflowed."""
    overflowed = value.isNull() & (c.agg(F.count(x)) > F.lit(0))
    mode = c.option("overflow", "ERROR")
    if mode == "SATURATE":
        raise c.unsupported("option overflow=SATURATE for decimals")
    if mode == "SILENT":
        return value
    return F.when(overflowed, c.fail("overflow")).otherwise(value)


def _agg1(fn: Callable[[Column], Column], distinct_ok: bool = False) -> Builder:
    def build(c: Call) -> Column:
        if c.distinct and not distinct_ok:
            raise c.unsupported("DISTINCT invocation")
        return c.agg(fn(c.args[0]))

    return build


def _round_to(x: Column, scale: int, even: bool) -> Column:
    return F.bround(x, scale) if even else F.round(x, scale)


def _round(c: Call) -> Column:
    """round(x, s): Spark needs a literal scale; a column scale becomes a CASE over the scales that change
    the value (each branch cast to the output type, so Spark does not widen them); other scales: x itself
    above the type's scale, an error below the useful range (never a guessed value)."""
    mode = c.option("rounding", "TIE_AWAY_FROM_ZERO")
    even = mode == "TIE_TO_EVEN"
    x = c.args[0]
    out = spark_type(c.output_type) if c.output_type is not None else None

    def fix(col: Column) -> Column:
        return col.cast(out) if out is not None else col

    if len(c.args) == 1:
        return fix(_round_to(x, 0, even))
    t = c.arg_types[0]
    kind = kind_of(t)
    if kind == "decimal":
        lo, hi = -(t.decimal.precision - t.decimal.scale) - 1, t.decimal.scale
    elif kind in _INT_BITS:
        lo, hi = -20, 0
    else:
        lo, hi = -20, 20
    s = c.args[1]
    expr = F.when(s.isNull(), F.lit(None))
    for k in range(lo, hi + 1):
        expr = expr.when(s == F.lit(k), fix(_round_to(x, k, even)))
    if kind in _INT_BITS or kind == "decimal":
        expr = expr.when(s > F.lit(hi), fix(x))
    return expr.otherwise(c.fail("rounding scale outside the supported range"))


def _xor(c: Call) -> Column:
    a, b = c.args
    return (a | b) & ~(a & b)


def _between(c: Call) -> Column:
    x, lo, hi = c.args
    return (x >= lo) & (x <= hi)


def _concat(c: Call) -> Column:
    if c.option("null_handling", "ACCEPT_NULLS") == "IGNORE_NULLS":
        return F.concat_ws("", *c.args)
    return F.concat(*c.args)


def _concat_ws(c: Call) -> Column:
    # Spark's concat_ws takes any string expression as separator (the pyspark wrapper only a literal)
    return F.when(c.args[0].isNull(), F.lit(None)).otherwise(F.call_function("concat_ws", *c.args))


def _trim(fn: Callable[..., Column]) -> Builder:
    def build(c: Call) -> Column:
        if len(c.args) == 1:
            # Spark trims the space character only
            if c.option("spaces_only", "TRUE") != "TRUE":
                raise c.unsupported("option spaces_only=FALSE without characters to trim")
            return fn(c.args[0])
        return fn(c.args[0], c.args[1])

    return build


def _bitwise(op: Callable[[Column, Column], Column]) -> Builder:
    def build(c: Call) -> Column:
        kinds = c.kinds()
        if "decimal" in kinds:
            for t in c.arg_types:
                if kind_of(t) == "decimal" and t.decimal.scale != 0:
                    raise c.unsupported("decimal arguments with a scale")
            # two's complement on 64 bits: values beyond a long are an error, never a wrapped value
            fits = [F.abs(a.cast(_DEC38)) <= _big(2**63 - 1) for a in c.args]
            value = op(c.args[0].cast("long"), c.args[1].cast("long"))
            ok = (fits[0] | c.args[0].isNull()) & (fits[1] | c.args[1].isNull())
            return F.when(ok, value).otherwise(c.fail("decimal argument outside the 64-bit range"))
        return op(c.args[0], c.args[1])

    return build


def _bitwise_not(c: Call) -> Column:
    return F.bitwise_not(c.args[0])


def _shift(fn_name: str) -> Builder:
    def build(c: Call) -> Column:
        bits = _INT_BITS.get(c.kinds()[0], 64)
        a, n = c.args[0], c.args[1].cast("int")
        bad = (n < 0) | (n >= F.lit(bits))
        if bits < 32 and fn_name != "shiftleft":
            a = a.cast("int")
        if fn_name == "shiftrightunsigned" and bits < 64:
            # unsigned shift of a narrow type: reinterpret its bits as unsigned first
            a = F.when(a < 0, a.cast("long") + F.lit(2**bits)).otherwise(a.cast("long"))
            value = F.call_function("shiftright", a, n)
        else:
            value = F.call_function(fn_name, a.cast("long") if bits == 64 else a, n)
        if fn_name == "shiftleft" and bits < 64:
            # keep the low `bits` bits and reinterpret them as signed
            v = F.call_function("shiftleft", a.cast("long"), n).bitwiseAND(F.lit(2**bits - 1))
            value = F.when(v >= F.lit(2 ** (bits - 1)), v - F.lit(2**bits)).otherwise(v)
        return F.when(bad, c.fail("shift amount outside the type's width")).otherwise(value)

    return build


def _is_finite(c: Call) -> Column:
    x = c.args[0]
    return ~(F.isnan(x) | (F.abs(x) == F.lit(float("inf"))))


def _is_infinite(c: Call) -> Column:
    return F.abs(c.args[0]) == F.lit(float("inf"))


def _is_nan(c: Call) -> Column:
    return F.when(c.args[0].isNull(), F.lit(None)).otherwise(F.isnan(c.args[0]))


def _regex_pattern(c: Call, pattern: Column) -> Column:
    flags = ""
    if c.option("case_sensitivity", "CASE_SENSITIVE") == "CASE_INSENSITIVE":
        flags += "i"
    if c.option("multiline", "MULTILINE_DISABLED") == "MULTILINE_ENABLED":
        flags += "m"
    if c.option("dotall", "DOTALL_DISABLED") == "DOTALL_ENABLED":
        flags += "s"
    return F.concat(F.lit(f"(?{flags})"), pattern) if flags else pattern


def _pos_arg(c: Call, index: int, default: int = 1) -> Column:
    return c.args[index].cast("long") if len(c.args) > index else F.lit(default).cast("long")


def _regexp_count(c: Call) -> Column:
    s, p = c.args[0], _regex_pattern(c, c.args[1])
    pos = _pos_arg(c, 2)
    tail = s.substr(pos.cast("int"), F.lit(_SUBSTRING_MAX))
    return F.when(pos < 1, c.fail("position must be positive")).otherwise(F.regexp_count(tail, p))


def _regexp_match(c: Call) -> Column:
    s, p = c.args[0], _regex_pattern(c, c.args[1])
    pos = _pos_arg(c, 2)
    occ = _pos_arg(c, 3)
    grp = _pos_arg(c, 4, 0)
    tail = s.substr(pos.cast("int"), F.lit(_SUBSTRING_MAX))
    matches = F.regexp_extract_all(tail, p, grp.cast("int"))
    value = F.element_at(matches, occ.cast("int"))
    value = F.when(F.size(matches) >= occ.cast("int"), value)
    bad = (pos < 1) | (occ < 1) | (grp < 0)
    return F.when(bad, c.fail("position, occurrence or group out of range")).otherwise(value)


def _regexp_replace(c: Call) -> Column:
    s, p, r = c.args[0], _regex_pattern(c, c.args[1]), c.args[2]
    pos = _pos_arg(c, 3)
    occ = _pos_arg(c, 4, 0)
    value = F.regexp_replace(s.substr(pos.cast("int"), F.lit(_SUBSTRING_MAX)), p, r)
    value = F.concat(s.substr(F.lit(1), (pos - 1).cast("int")), value)
    bad = (pos < 1) | (occ < 0)
    # ICU and Java differ on backslashes in the replacement: refuse instead of guessing
    odd = F.contains(r, F.lit("\\"))
    return (
        F.when(bad, c.fail("position or occurrence out of range"))
        .when(odd, c.fail("backslash in the replacement string"))
        .when(occ != 0, _nth_unsupported(c))
        .otherwise(value)
    )


def _nth_unsupported(c: Call) -> Column:
    # replacing only the n-th occurrence has no Spark function: an error, never a wrong answer
    return c.fail("replacing one occurrence (occurrence > 0) is not supported on Spark")


def _regexp_split(c: Call) -> Column:
    return F.split(c.args[0], _regex_pattern(c, c.args[1]), -1)


def _string_split(c: Call) -> Column:
    s, sep = c.args[0], c.args[1]
    # quote the separator for Java's regular expressions (\\Q...\\E); an empty one splits nothing
    quoted = F.concat(F.lit("\\Q"), sep, F.lit("\\E"))
    # a null separator splits nothing (as the spec's cases expect)
    value = F.when(sep.isNull() | (sep == F.lit("")), F.array(s)).otherwise(F.split(s, quoted, -1))
    has_end_quote = F.coalesce(F.contains(sep, F.lit("\\E")), F.lit(False))
    return F.when(has_end_quote, c.fail("separator containing \\E")).otherwise(value)


def _list_lambda(fn: Callable[[Column, Callable[..., Column]], Column]) -> Builder:
    """transform/filter/any_match/all_match: Spark's higher-order functions with a native lambda (a null
    list gives null; exists/forall follow three-valued logic like Substrait's any_match/all_match)."""

    def build(c: Call) -> Column:
        lam = c.lambda_arg(1)
        return fn(c.args[0], lam.spark(c))

    return build


def _cardinality(c: Call) -> Column:
    # F.size(null) is -1 unless ANSI is on: guard null explicitly
    return F.when(c.args[0].isNull(), F.lit(None)).otherwise(F.size(c.args[0]))


def _sort_list(c: Call) -> Column:
    direction = c.option("direction", "ASC_NULLS_LAST")
    x = c.args[0]
    asc = direction.startswith("ASC")
    nulls_first = direction.endswith("NULLS_FIRST")
    if asc and nulls_first:
        return F.sort_array(x, asc=True)
    if not asc and not nulls_first:
        return F.sort_array(x, asc=False)
    if asc:  # nulls last: sort the non-null elements and append the nulls
        nn = F.sort_array(F.filter(x, lambda e: e.isNotNull()), asc=True)
    else:
        nn = F.sort_array(F.filter(x, lambda e: e.isNotNull()), asc=False)
    nulls = F.filter(x, lambda e: e.isNull())
    combined = F.concat(nn, nulls) if asc else F.concat(nulls, nn)
    return F.when(x.isNull(), F.lit(None)).otherwise(combined)


def _by_distribution(
    c: Call, sample: Callable[[Column], Column], population: Callable[[Column], Column]
) -> Column:
    """std_dev / variance: the ``distribution`` (enum argument or option) picks sample or population."""
    if c.distinct:
        raise c.unsupported("DISTINCT invocation")
    enum = next((e for e in c.enums if e is not None and e in ("SAMPLE", "POPULATION")), None)
    chosen = enum or c.option("distribution", "SAMPLE")
    x = c.args[0].cast("double")
    return c.agg((population if chosen == "POPULATION" else sample)(x))


def _approx_count_distinct(c: Call) -> Column:
    return c.agg(F.approx_count_distinct(c.args[0]))


SCALAR: dict[str, Builder] = {
    # comparison
    "equal": _bin(lambda a, b: a == b),
    "not_equal": _bin(lambda a, b: a != b),
    "lt": _bin(lambda a, b: a < b),
    "gt": _bin(lambda a, b: a > b),
    "lte": _bin(lambda a, b: a <= b),
    "gte": _bin(lambda a, b: a >= b),
    "is_null": _un(lambda a: a.isNull()),
    "is_not_null": _un(lambda a: a.isNotNull()),
    "is_nan": _is_nan,
    "is_finite": _is_finite,
    "is_infinite": _is_infinite,
    "is_true": _un(lambda a: F.coalesce(a, F.lit(False))),
    "is_false": _un(lambda a: F.coalesce(~a, F.lit(False))),
    "is_not_true": _un(lambda a: ~F.coalesce(a, F.lit(False))),
    "is_not_false": _un(lambda a: ~F.coalesce(~a, F.lit(False))),
    "is_distinct_from": _bin(lambda a, b: ~a.eqNullSafe(b)),
    "is_not_distinct_from": _bin(lambda a, b: a.eqNullSafe(b)),
    "between": _between,
    "coalesce": lambda c: F.coalesce(*c.args),
    "nullif": _bin(F.nullif),
    "least": lambda c: F.least(*c.args),
    "greatest": lambda c: F.greatest(*c.args),
    "least_skip_null": lambda c: F.least(*c.args),
    "greatest_skip_null": lambda c: F.greatest(*c.args),
    # boolean (Spark's AND/OR are Kleene, like Substrait's)
    "and": _fold(lambda a, b: a & b),
    "or": _fold(lambda a, b: a | b),
    "not": _un(lambda a: ~a),
    "xor": _xor,
    "and_not": _bin(lambda a, b: a & ~b),
    # arithmetic
    "add": _datetime_arith(lambda a, b: a + b),
    "subtract": _datetime_arith(lambda a, b: a - b),
    "multiply": _arith(lambda a, b: a * b, "try_multiply"),
    "divide": _divide,
    "modulus": _modulus,
    "negate": _negate,
    "abs": _abs,
    "sign": _un(F.signum),
    "sqrt": _sqrt,
    "exp": _un(F.exp),
    "power": _power,
    "factorial": _factorial,
    "sin": _fp_un(F.sin),
    "cos": _fp_un(F.cos),
    "tan": _fp_un(F.tan),
    "asin": _fp_un(F.asin, lambda x: F.abs(x) > 1),
    "acos": _fp_un(F.acos, lambda x: F.abs(x) > 1),
    "atan": _fp_un(F.atan),
    "atan2": _bin(F.atan2),
    "sinh": _fp_un(F.sinh),
    "cosh": _fp_un(F.cosh),
    "tanh": _fp_un(F.tanh),
    "asinh": _fp_un(F.asinh),
    "acosh": _fp_un(F.acosh, lambda x: x < 1),
    "atanh": _fp_un(F.atanh, lambda x: F.abs(x) > 1),
    # logarithmic
    "ln": _log_family(F.log),
    "log10": _log_family(F.log10),
    "log2": _log_family(F.log2),
    "logb": _log_family(F.log),
    # rounding
    "floor": _un(F.floor),
    "ceil": _un(F.ceil),
    "round": _round,
    # strings
    "concat": _concat,
    "concat_ws": _concat_ws,
    "like": _like,
    "ilike": lambda c: F.ilike(c.args[0], c.args[1]),
    "substring": _substring,
    "upper": _un(F.upper),
    "lower": _un(F.lower),
    "trim": _trim(F.trim),
    "ltrim": _trim(F.ltrim),
    "rtrim": _trim(F.rtrim),
    "char_length": _un(F.char_length),
    "character_length": _un(F.char_length),
    "octet_length": _un(F.octet_length),
    "bit_length": _un(F.bit_length),
    "strpos": _cs(F.instr),
    "starts_with": _cs(F.startswith),
    "ends_with": _cs(F.endswith),
    "contains": _cs(F.contains),
    "replace": lambda c: F.replace(c.args[0], c.args[1], c.args[2]),
    "reverse": _un(F.reverse),
    "lpad": lambda c: F.lpad(c.args[0], c.args[1].cast("int"), c.args[2] if len(c.args) > 2 else F.lit(" ")),
    "rpad": lambda c: F.rpad(c.args[0], c.args[1].cast("int"), c.args[2] if len(c.args) > 2 else F.lit(" ")),
    "left": _bin(F.left),
    "right": _bin(F.right),
    "repeat": _bin(lambda a, b: F.repeat(a, b.cast("int"))),
    "regexp_count_substring": _regexp_count,
    "regexp_match_substring": _regexp_match,
    "regexp_replace": _regexp_replace,
    "regexp_string_split": _regexp_split,
    "string_split": _string_split,
    # bitwise
    "bitwise_and": _bitwise(lambda a, b: a.bitwiseAND(b)),
    "bitwise_or": _bitwise(lambda a, b: a.bitwiseOR(b)),
    "bitwise_xor": _bitwise(lambda a, b: a.bitwiseXOR(b)),
    "bitwise_not": _bitwise_not,
    "shift_right": _shift("shiftright"),
    "shift_left": _shift("shiftleft"),
    "shift_right_unsigned": _shift("shiftrightunsigned"),
    # DataFusion's names (it writes them for its grouping-set id)
    "bitwise_shift_right": _shift("shiftright"),
    "bitwise_shift_left": _shift("shiftleft"),
    # date and time
    "extract": _extract,
    "date_part": _extract,
    "add_intervals": _bin(lambda a, b: a + b),
    # lists
    "cardinality": _cardinality,
    "transform": _list_lambda(F.transform),
    "filter": _list_lambda(F.filter),
    "any_match": _list_lambda(F.exists),
    "all_match": _list_lambda(F.forall),
    "sort": _sort_list,
}

#: Type-specific scalar builders: (name, kind of the first argument) -> builder.
SIGNATURE_SCALAR: dict[tuple[str, str], Builder] = {}

#: Functions taking lambda arguments (the consumer passes them as :class:`LambdaBody`).
LAMBDA_FUNCTIONS: frozenset[str] = frozenset({"transform", "filter", "any_match", "all_match"})

#: Argument kinds a mapping rejects (Spark cannot hold or compute them exactly).
UNSUPPORTED_ARGS: dict[str, frozenset[str]] = {
    "modulus": frozenset({"decimal", "fp32", "fp64"}),
    "add": frozenset({"precision_time"}),
    "subtract": frozenset({"precision_time"}),
}

AGGREGATE: dict[str, Builder] = {
    "sum": _sum,
    "sum0": lambda c: F.coalesce(_sum(c), F.lit(0)),
    "avg": _avg,
    "mean": _avg,
    "min": _agg1(F.min, distinct_ok=True),
    "max": _agg1(F.max, distinct_ok=True),
    "count": _count,
    "any_value": _agg1(F.any_value),
    "bool_and": _agg1(F.bool_and, distinct_ok=True),
    "bool_or": _agg1(F.bool_or, distinct_ok=True),
    "std_dev": lambda c: _by_distribution(c, F.stddev_samp, F.stddev_pop),
    "stddev": _agg1(F.stddev_samp),
    "variance": lambda c: _by_distribution(c, F.var_samp, F.var_pop),
    "stddev_samp": _agg1(F.stddev_samp),
    "stddev_pop": _agg1(F.stddev_pop),
    "var_samp": _agg1(F.var_samp),
    "var_pop": _agg1(F.var_pop),
    "median": _agg1(F.median),
    "approx_count_distinct": _approx_count_distinct,
}


def _int_literal(c: Call, index: int, what: str, default: int) -> int:
    if index >= len(c.args):
        return default
    value = c.literal(index, what)
    if not isinstance(value, int) or isinstance(value, bool):
        raise c.unsupported(f"{what} must be an integer literal")
    return value


def _nth_value(c: Call) -> Column:
    n = _int_literal(c, 1, "nth_value's index", 1)
    if n < 1:
        raise c.unsupported("nth_value's index must be positive")
    return F.nth_value(c.args[0], n)


def _lead_lag(fn: Callable[..., Column]) -> Builder:
    def build(c: Call) -> Column:
        offset = _int_literal(c, 1, "the offset", 1)
        default = c.literal(2, "the default") if len(c.args) > 2 else None
        return fn(c.args[0], offset, default)

    return build


def _ntile(c: Call) -> Column:
    n = _int_literal(c, 0, "ntile's bucket count", 1)
    if n < 1:
        raise c.unsupported("ntile's bucket count must be positive")
    return F.ntile(n)


#: Window-only functions; aggregates also work as window functions through :data:`AGGREGATE`.
WINDOW: dict[str, Builder] = {
    "rank": lambda c: F.rank(),
    "dense_rank": lambda c: F.dense_rank(),
    "row_number": lambda c: F.row_number(),
    "percent_rank": lambda c: F.percent_rank(),
    "cume_dist": lambda c: F.cume_dist(),
    "ntile": _ntile,
    "lead": _lead_lag(F.lead),
    "lag": _lead_lag(F.lag),
    "first_value": lambda c: F.first(c.args[0]),
    "last_value": lambda c: F.last(c.args[0]),
    "nth_value": _nth_value,
}

#: Window functions whose value depends on the frame (the others ignore it; Spark rejects a frame there).
FRAMED_WINDOW: frozenset[str] = frozenset({"first_value", "last_value", "nth_value"})

_OVERFLOW = {"overflow": {"SILENT", "SATURATE", "ERROR"}}
_FP_ROUND = {"rounding": {"TIE_TO_EVEN"}}  # IEEE round-to-nearest-even is what Spark (the JVM) does
_DOMAIN = {"on_domain_error": {"NAN", "NULL", "NONE", "ERROR"}}
# on_log_zero=NAN is rejected: the spec's own cases expect null for it, its YAML says NaN
_LOG = {**_FP_ROUND, **_DOMAIN, "on_log_zero": {"MINUS_INFINITY", "ERROR"}}
_CASE = {"case_sensitivity": {"CASE_SENSITIVE", "CASE_INSENSITIVE"}}
_REGEX = {
    **_CASE,
    "multiline": {"MULTILINE_DISABLED", "MULTILINE_ENABLED"},
    "dotall": {"DOTALL_DISABLED", "DOTALL_ENABLED"},
    "lookaround": {"TRUE", "FALSE"},  # Java regular expressions support lookaround
}
_TRIG = {**_FP_ROUND, **_DOMAIN}

#: Function options each mapping honours exactly, with the values it accepts. An option not listed here
#: is rejected with :class:`UnsupportedFeatureError`.
SUPPORTED_OPTIONS: dict[str, dict[str, set[str]]] = {
    "add": {**_OVERFLOW, **_FP_ROUND},
    "subtract": {**_OVERFLOW, **_FP_ROUND},
    "multiply": {**_OVERFLOW, **_FP_ROUND},
    "divide": {
        **_OVERFLOW,
        **_FP_ROUND,
        "on_division_by_zero": {"NULL", "ERROR", "IEEE", "NAN"},
        "on_domain_error": {"NULL", "ERROR", "NAN"},
    },
    "modulus": {**_OVERFLOW, "division_type": {"TRUNCATE", "FLOOR"}, "on_domain_error": {"NULL", "ERROR"}},
    "negate": _OVERFLOW,
    "abs": _OVERFLOW,
    "factorial": _OVERFLOW,
    "power": {
        "overflow": {"ERROR", "SILENT", "SATURATE"},
        **_FP_ROUND,
        "complex_number_result": {"NAN", "ERROR"},
    },
    "sum": {"overflow": {"SILENT", "SATURATE", "ERROR"}},
    "sum0": {"overflow": {"SILENT", "SATURATE", "ERROR"}},
    "avg": {"overflow": {"ERROR"}},
    "count": {"overflow": {"SILENT", "ERROR"}},
    # on_domain_error=NAN is rejected for sqrt: the spec's cases expect null for it, its YAML says NaN
    "sqrt": {**_FP_ROUND, "on_domain_error": {"NULL", "NONE", "ERROR"}},
    "exp": _FP_ROUND,
    **dict.fromkeys(("sin", "cos", "tan", "asin", "acos", "atan", "atan2"), _TRIG),
    **dict.fromkeys(("sinh", "cosh", "tanh", "asinh", "acosh", "atanh"), _TRIG),
    "ln": _LOG,
    "log10": _LOG,
    "log2": _LOG,
    "logb": _LOG,
    "substring": {"negative_start": {"WRAP_FROM_END", "LEFT_OF_BEGINNING"}},
    "like": _CASE,
    "contains": _CASE,
    "starts_with": _CASE,
    "ends_with": _CASE,
    "strpos": _CASE,
    "concat": {"null_handling": {"ACCEPT_NULLS", "IGNORE_NULLS"}},
    "trim": {"spaces_only": {"TRUE", "FALSE"}},
    "ltrim": {"spaces_only": {"TRUE", "FALSE"}},
    "rtrim": {"spaces_only": {"TRUE", "FALSE"}},
    "upper": {"full_unicode": {"TRUE"}},  # the JVM's case mapping covers all of Unicode
    "lower": {"full_unicode": {"TRUE"}},
    "regexp_count_substring": _REGEX,
    "regexp_match_substring": _REGEX,
    "regexp_replace": _REGEX,
    "regexp_string_split": _REGEX,
    "round": {"rounding": {"TIE_AWAY_FROM_ZERO", "TIE_TO_EVEN"}},
    "std_dev": {"distribution": {"SAMPLE", "POPULATION"}, **_FP_ROUND},
    "variance": {"distribution": {"SAMPLE", "POPULATION"}, **_FP_ROUND},
    "sort": {"direction": {"ASC_NULLS_FIRST", "ASC_NULLS_LAST", "DESC_NULLS_FIRST", "DESC_NULLS_LAST"}},
}

#: Result types for functions whose output type a producer may omit and whose YAML signature does not
#: match the producer's arguments (DataFusion writes ``like`` with a third escape argument).
FALLBACK_RESULT: dict[str, str] = {
    "like": "bool",
    "ilike": "bool",
    "date_part": "i32",
    # DataFusion's names for the sample/population statistics (the YAML's std_dev/variance take options)
    "stddev": "fp64",
    "stddev_samp": "fp64",
    "stddev_pop": "fp64",
    "var_samp": "fp64",
    "var_pop": "fp64",
}

#: Aggregates whose result has the type of their argument (made nullable) where the YAML signatures do not
#: cover the argument type (``max`` of a string: the standard YAML declares numeric and temporal ones only).
RESULT_IS_ARGUMENT: frozenset[str] = frozenset({"min", "max", "any_value", "first", "last"})


def check_options(c: Call) -> None:
    """Reject options and argument kinds the mapping cannot honour (DESIGN.md principle 3).

    Each option's preference list is narrowed to the first value the mapping honours; none honoured raises
    :class:`UnsupportedFeatureError` naming the option.
    """
    rejected = UNSUPPORTED_ARGS.get(c.name, frozenset())
    for k in c.kinds():
        if k in rejected:
            raise c.unsupported(f"arguments of type {k}")
    allowed = SUPPORTED_OPTIONS.get(c.name, {})
    for name, prefs in c.options.items():
        accepted = allowed.get(name, set())
        if not prefs:
            continue
        chosen = next((p for p in prefs if p.upper() in accepted or "*" in accepted), None)
        if chosen is None:
            raise c.unsupported(f"option {name}={'|'.join(prefs)}")
        c.options[name] = [chosen.upper()]


def scalar_builder(name: str, first_kind: str | None) -> Builder | None:
    """The builder for scalar function ``name`` (type-specific first)."""
    if first_kind is not None and (name, first_kind) in SIGNATURE_SCALAR:
        return SIGNATURE_SCALAR[(name, first_kind)]
    return SCALAR.get(name)


def aggregate_builder(name: str) -> Builder | None:
    """The builder for aggregate function ``name``."""
    return AGGREGATE.get(name)
