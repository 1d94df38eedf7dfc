"""Declarative tables mapping Substrait functions to Spark Column builders.

Only ``pyspark.sql.functions`` and the public Column API are used (DESIGN.md principle 5), so the builders
work on classic PySpark and on Spark Connect alike.

A function resolves by its base name (``gt`` for the compound ``gt:i32_i32``); the URN does not matter
where every standard extension that declares the name means the same operation (the case for everything
below). Where Spark's behaviour differs by argument type, :data:`SIGNATURE_SCALAR` holds the
type-specific builder, keyed by ``(name, first-argument kind)``. Options a builder cannot honour raise
:class:`UnsupportedFeatureError` naming the option (principle 3): :data:`SUPPORTED_OPTIONS` lists what
each function honours; anything else is rejected.

The consumer casts every result to the function's declared (or derived) output type, so builders only
need the value right, not the exact Spark type.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import reduce

from pyspark.sql import Column
from pyspark.sql import functions as F
from pyspark.sql import types as T
from substrait.type_pb2 import Type

from spark_consumer.types import kind_of
from substrait_py.errors import UnsupportedFeatureError


@dataclass
class Call:
    """One function invocation, already translated: Spark columns and Substrait types of the value
    arguments, enum arguments (``None`` at value positions), options, and the output type."""

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

    def unsupported(self, what: str) -> UnsupportedFeatureError:
        return UnsupportedFeatureError(f"function {self.name}: {what}", path=self.path)


Builder = Callable[[Call], Column]


def _bin(op: Callable[[Column, Column], Column]) -> Builder:
    return lambda c: op(c.args[0], c.args[1])


def _fold(op: Callable[[Column, Column], Column]) -> Builder:
    return lambda c: reduce(op, c.args)


def _un(fn: Callable[[Column], Column]) -> Builder:
    return lambda c: fn(c.args[0])


def _is_int(t: Type) -> bool:
    return kind_of(t) in ("i8", "i16", "i32", "i64")


def _divide(c: Call) -> Column:
    a, b = c.args
    if _is_int(c.arg_types[0]) and _is_int(c.arg_types[1]):
        # Substrait integer division truncates; Spark's `/` gives a double. Divide exactly as decimals
        # and let the cast to the integer output type truncate towards zero.
        dec = T.DecimalType(20, 0)
        return a.cast(dec) / b.cast(dec)
    return a / b


def _modulus(c: Call) -> Column:
    return c.args[0] % c.args[1]


def _extract(c: Call) -> Column:
    # Substrait: extract(component enum, value) -- DataFusion: date_part('YEAR', value)
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
    }
    if comp in simple:
        return simple[comp](value)
    if comp == "SECOND":
        return F.floor(F.second(value))
    if comp in {"DAY_OF_WEEK", "DOW"}:
        return F.dayofweek(value) - F.lit(1)
    return F.extract(F.lit(comp), value)


def _substring(c: Call) -> Column:
    s = c.args[0]
    start = c.args[1].cast("int")
    if len(c.args) >= 3:
        return s.substr(start, c.args[2].cast("int"))
    return s.substr(start, F.lit(2147483647))


def _like(c: Call) -> Column:
    # DataFusion passes the escape character as a third argument (a null literal when there is none);
    # Spark needs it as a one-character string literal.
    if len(c.args) >= 3 and not (len(c.null_literals) > 2 and c.null_literals[2]):
        esc = c.enums[2] if len(c.enums) > 2 else None
        if esc is None or len(esc) != 1:
            raise c.unsupported("escape character that is not a one-character literal")
        return F.like(c.args[0], c.args[1], F.lit(esc))
    return F.like(c.args[0], c.args[1])


def _ilike(c: Call) -> Column:
    return F.ilike(c.args[0], c.args[1])


def _count(c: Call) -> Column:
    if not c.args:
        return F.count(F.lit(1))
    if c.distinct:
        return F.count_distinct(*c.args)
    if len(c.args) == 1:
        return F.count(c.args[0])
    return F.count(F.when(reduce(lambda x, y: x & y, [a.isNotNull() for a in c.args]), F.lit(1)))


def _sum(c: Call) -> Column:
    return F.sum_distinct(c.args[0]) if c.distinct else F.sum(c.args[0])


def _agg1(fn: Callable[[Column], Column], distinct_ok: bool = False) -> Builder:
    def build(c: Call) -> Column:
        if c.distinct and not distinct_ok:
            raise c.unsupported("DISTINCT invocation")
        return fn(c.args[0])

    return build


def _round(c: Call) -> Column:
    scale = c.args[1] if len(c.args) > 1 else F.lit(0)
    return F.round(c.args[0], scale)


def _xor(c: Call) -> Column:
    a, b = c.args
    return (a | b) & ~(a & b)


def _between(c: Call) -> Column:
    x, lo, hi = c.args
    return (x >= lo) & (x <= hi)


def _concat(c: Call) -> Column:
    return F.concat(*c.args)


def _locate(c: Call) -> Column:
    # position of substring (1-based, 0 when absent) without a literal-only API: instr takes a column
    return F.instr(c.args[0], c.args[1])


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
    "is_nan": _un(F.isnan),
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
    "add": _bin(lambda a, b: a + b),
    "subtract": _bin(lambda a, b: a - b),
    "multiply": _bin(lambda a, b: a * b),
    "divide": _divide,
    "modulus": _modulus,
    "negate": _un(lambda a: -a),
    "abs": _un(F.abs),
    "sign": _un(F.signum),
    "sqrt": _un(F.sqrt),
    "exp": _un(F.exp),
    "power": _bin(F.power),
    "ln": _un(F.log),
    "log10": _un(F.log10),
    "log2": _un(F.log2),
    "sin": _un(F.sin),
    "cos": _un(F.cos),
    "tan": _un(F.tan),
    "asin": _un(F.asin),
    "acos": _un(F.acos),
    "atan": _un(F.atan),
    "atan2": _bin(F.atan2),
    "floor": _un(F.floor),
    "ceil": _un(F.ceil),
    "round": _round,
    # strings
    "concat": _concat,
    "like": _like,
    "ilike": _ilike,
    "substring": _substring,
    "upper": _un(F.upper),
    "lower": _un(F.lower),
    "trim": _un(F.trim),
    "ltrim": _un(F.ltrim),
    "rtrim": _un(F.rtrim),
    "char_length": _un(F.char_length),
    "character_length": _un(F.char_length),
    "octet_length": _un(F.octet_length),
    "bit_length": _un(F.bit_length),
    "strpos": _locate,
    "starts_with": _bin(F.startswith),
    "ends_with": _bin(F.endswith),
    "contains": _bin(F.contains),
    "replace": lambda c: F.replace(c.args[0], c.args[1], c.args[2]),
    "reverse": _un(F.reverse),
    "lpad": lambda c: F.lpad(c.args[0], c.args[1].cast("int"), c.args[2] if len(c.args) > 2 else F.lit(" ")),
    "rpad": lambda c: F.rpad(c.args[0], c.args[1].cast("int"), c.args[2] if len(c.args) > 2 else F.lit(" ")),
    "left": _bin(F.left),
    "right": _bin(F.right),
    "repeat": _bin(lambda a, b: F.repeat(a, b.cast("int"))),
    # bitwise
    "bitwise_and": _bin(lambda a, b: a.bitwiseAND(b)),
    "bitwise_or": _bin(lambda a, b: a.bitwiseOR(b)),
    "bitwise_xor": _bin(lambda a, b: a.bitwiseXOR(b)),
    "bitwise_not": _un(F.bitwise_not),
    "bitwise_shift_right": _bin(lambda a, b: F.call_function("shiftright", a, b.cast("int"))),
    "bitwise_shift_left": _bin(lambda a, b: F.call_function("shiftleft", a, b.cast("int"))),
    "shift_right": _bin(lambda a, b: F.call_function("shiftright", a, b.cast("int"))),
    "shift_left": _bin(lambda a, b: F.call_function("shiftleft", a, b.cast("int"))),
    # date and time
    "extract": _extract,
    "date_part": _extract,
}

#: Type-specific scalar builders: (name, kind of the first argument) -> builder.
SIGNATURE_SCALAR: dict[tuple[str, str], Builder] = {}

AGGREGATE: dict[str, Builder] = {
    "sum": _sum,
    "avg": _agg1(F.avg),
    "mean": _agg1(F.avg),
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
}


def _by_distribution(
    c: Call, sample: Callable[[Column], Column], population: Callable[[Column], Column]
) -> Column:
    """std_dev / variance: the ``distribution`` option picks the sample (default) or population form."""
    if c.distinct:
        raise c.unsupported("DISTINCT invocation")
    chosen = (c.options.get("distribution") or ["SAMPLE"])[0]
    return (population if chosen == "POPULATION" else sample)(c.args[0])


#: Window-only functions (ranking); aggregates also work as window functions through AGGREGATE.
WINDOW: dict[str, Builder] = {
    "rank": lambda c: F.rank(),
    "dense_rank": lambda c: F.dense_rank(),
    "row_number": lambda c: F.row_number(),
    "percent_rank": lambda c: F.percent_rank(),
    "cume_dist": lambda c: F.cume_dist(),
}

#: Function options each mapping honours exactly, with the values it accepts. ``"*"`` accepts any value.
#: Overflow ERROR is honoured only under ANSI mode (checked by the consumer), SILENT leaves the result
#: unspecified by definition, so any Spark behaviour satisfies it.
_ARITH_OPTS = {"overflow": {"SILENT", "ERROR"}, "rounding": {"TIE_AWAY_FROM_ZERO"}}
SUPPORTED_OPTIONS: dict[str, dict[str, set[str]]] = {
    "add": _ARITH_OPTS,
    "subtract": _ARITH_OPTS,
    "multiply": _ARITH_OPTS,
    "divide": {**_ARITH_OPTS, "on_division_by_zero": {"NULL", "ERROR"}, "on_domain_error": {"NULL", "ERROR"}},
    "sum": {"overflow": {"SILENT", "ERROR"}},
    "avg": {"overflow": {"SILENT", "ERROR"}},
    "negate": {"overflow": {"SILENT", "ERROR"}},
    "abs": {"overflow": {"SILENT", "ERROR"}},
    "count": {"overflow": {"SILENT", "ERROR"}},
    "sqrt": {"rounding": {"TIE_TO_EVEN"}, "on_domain_error": {"NAN", "NULL"}},
    "ln": {
        "rounding": {"TIE_TO_EVEN"},
        "on_domain_error": {"NULL"},
        "on_log_zero": {"NAN", "MINUS_INFINITY"},
    },
    "substring": {"negative_start": {"WRAP_FROM_END"}},
    "like": {"case_sensitivity": {"CASE_SENSITIVE"}},
    "contains": {"case_sensitivity": {"CASE_SENSITIVE"}},
    "starts_with": {"case_sensitivity": {"CASE_SENSITIVE"}},
    "ends_with": {"case_sensitivity": {"CASE_SENSITIVE"}},
    "strpos": {"case_sensitivity": {"CASE_SENSITIVE"}},
    "round": {"rounding": {"TIE_AWAY_FROM_ZERO"}},
    "std_dev": {"distribution": {"SAMPLE", "POPULATION"}, "rounding": {"TIE_TO_EVEN"}},
    "variance": {"distribution": {"SAMPLE", "POPULATION"}, "rounding": {"TIE_TO_EVEN"}},
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
    """Reject options the mapping cannot honour (DESIGN.md principle 3)."""
    allowed = SUPPORTED_OPTIONS.get(c.name, {})
    for name, prefs in c.options.items():
        accepted = allowed.get(name, set())
        if not prefs:
            continue
        chosen = next((p for p in prefs if p in accepted or "*" in accepted), None)
        if chosen is None:
            raise c.unsupported(f"option {name}={'|'.join(prefs)}")
        if name == "overflow" and chosen == "ERROR" and not c.ansi:
            raise c.unsupported("option overflow=ERROR needs spark.sql.ansi.enabled=true")
        c.options[name] = [chosen]


def scalar_builder(name: str, first_kind: str | None) -> Builder | None:
    """The builder for scalar function ``name`` (type-specific first)."""
    if first_kind is not None and (name, first_kind) in SIGNATURE_SCALAR:
        return SIGNATURE_SCALAR[(name, first_kind)]
    return SCALAR.get(name)


def aggregate_builder(name: str) -> Builder | None:
    """The builder for aggregate function ``name``."""
    return AGGREGATE.get(name)
