"""Declarative tables mapping Substrait functions to builders of Spark SQL expressions.

A builder takes a :class:`Call` (the arguments already translated into
:mod:`spark_consumer.sql.tree` expressions, their Substrait types, options, enum arguments) and returns
the expression of the result: calls of Spark SQL functions by their registry names, operators, CASE, casts
and native lambdas, never a Python UDF.

Answers do not depend on ``spark.sql.ansi.enabled``: every operation whose Spark behaviour changes with
ANSI mode (integer overflow, division by zero, ``size`` of null, ...) is computed exactly (in a wider type,
or guarded) and the Substrait option decides the answer, with ``raise_error`` for ERROR semantics. The one
use of the mode: when it is on (Spark 4's default) and an option asks for ERROR on overflow, Spark's own
checked arithmetic, sums and casts already raise, so add, subtract, multiply, sum and avg (and decimal
divide, whose zero divisor Spark then refuses too) are left to Spark instead of guarded. The consumer
reads the mode when it translates, and Spark fixes each expression's mode when it analyses the query. A
builder that reads an argument more than once binds it with :meth:`~spark_consumer.sql.tree.Let.of`, so
the generated text stays linear in the plan's size.

A function resolves by its base name (``gt`` for the compound ``gt:i32_i32``) inside the standard extension
URNs listed in :data:`URNS` (a name means the same operation in every standard extension that declares it);
the consumer refuses other URNs. Where Spark's behaviour differs by argument type the builder dispatches on
:attr:`Call.arg_types`; :data:`SIGNATURE_SCALAR` holds type-specific builders keyed by
``(name, first-argument kind)``, and :data:`UNSUPPORTED_ARGS` lists argument kinds a mapping rejects.
Options: :data:`SUPPORTED_OPTIONS` lists what each function honours (value lists); anything else raises
:class:`UnsupportedFeatureError` naming the option. An absent option takes the spec's strictest behaviour
(ERROR where ERROR is offered).

The consumer casts every result to the function's declared (or derived) output type, so builders only
need the value right (and within the range of that type), not the exact Spark type.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal as _Decimal
from typing import Any

from pyspark.sql import types as T
from substrait.algebra_pb2 import FunctionArgument
from substrait.type_pb2 import Type

from spark_consumer.producer_functions import adjust_precision_scale, decimal_exact_result
from spark_consumer.sql.tree import (
    REGRESSION_AGGREGATES,
    Case,
    Col,
    Expr,
    Field,
    Frame,
    InList,
    Lambda,
    Let,
    Lit,
    Op,
    SortKey,
    WithinGroup,
    call,
    same,
    when,
)
from spark_consumer.sql.tree import (
    Call as SqlCall,
)
from spark_consumer.types import BINARY_KINDS, STRING_KINDS, is_nullable, kind_of, spark_type
from substrait_py.errors import UnsupportedFeatureError
from substrait_py.extensions import EXTRACT_COMPONENT_ALIASES, EXTRACT_INDEXED_COMPONENTS
from substrait_py.paths import PlanPath
from substrait_py.regex import capture_groups, pattern_pieces

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

LONG = T.LongType()
INT = T.IntegerType()
DOUBLE = T.DoubleType()
BOOLEAN = T.BooleanType()
_DEC38 = T.DecimalType(38, 0)


@dataclass(frozen=True)
class LambdaBody:
    """A lambda argument: its arity and a builder of its body from the lambda's variables."""

    arity: int
    build: Callable[[list[Expr]], Expr]

    def spark(self, c: Call) -> Lambda:
        """The native Spark lambda (``x -> body``) of this argument."""
        if self.arity not in (1, 2):
            raise c.unsupported(f"lambda with {self.arity} parameters")
        b = self.build
        return Lambda.of(self.arity, lambda *params: b(list(params)))


@dataclass
class Call:
    """One function invocation, already translated: the expressions and Substrait types of the value
    arguments, enum arguments (``None`` at value positions), options, and the output type.

    ``ansi`` is the session's ANSI setting at translation: only :func:`_native_overflow` reads it.
    """

    name: str
    args: list[Expr]
    arg_types: list[Type]
    output_type: Type | None
    options: dict[str, list[str]] = field(default_factory=dict)
    enums: list[str | None] = field(default_factory=list)
    ansi: bool = True
    path: str | PlanPath = ""
    distinct: bool = False
    null_literals: list[bool] = field(default_factory=list)
    #: Python values of literal value arguments (:data:`NOT_LITERAL` elsewhere).
    literals: list[object] = field(default_factory=list)
    #: Per value argument: whether it is a literal, of any type (:func:`literal_facts`).
    literal_args: list[bool] = field(default_factory=list)
    #: Per value argument: the lambda's body builder, ``None`` for non-lambda arguments.
    lambdas: list[LambdaBody | None] = field(default_factory=list)
    #: The window when an aggregate function is evaluated as a window function.
    over: Frame | None = None
    #: The condition of the rows an aggregate takes (a measure's filter), deterministic.
    filter: Expr | None = None
    #: The order of the input rows an aggregate asks for (its sorts), for those whose result depends on it.
    order: tuple[SortKey, ...] = ()
    #: Whether the plan declares the call's output type (DataFusion 54 and earlier declare none on scalar
    #: functions, and some of their functions meant other things than DataFusion 55's, which does).
    declared_output: bool = True

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

    def is_literal(self, index: int) -> bool:
        """Whether value argument ``index`` is a literal (of any type, nested ones included)."""
        return index < len(self.literal_args) and self.literal_args[index]

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

    def agg(self, e: SqlCall | WithinGroup) -> Expr:
        """An aggregate call ``e`` taking the rows of :attr:`filter`, windowed over :attr:`over` when the
        aggregate is a window function (aggregate builders wrap each aggregate they use, so checks
        around it stay outside the window).

        With a filter, each argument and sort key (but columns and literals) is also computed only
        where the filter holds (``CASE WHEN filter THEN argument END``): Spark may evaluate an
        aggregate's arguments for rows its FILTER leaves out (its common subexpressions are computed
        before the filter, and an argument computed in a projection below is computed for every
        row), where an argument that fails (a cast, a division by zero) must fail for the rows it
        takes alone."""
        condition = self.filter
        if condition is not None:
            if isinstance(e, WithinGroup):
                keys = tuple(
                    SortKey(_only_where(condition, k.expr), k.ascending, k.nulls_first) for k in e.order
                )
                e = WithinGroup(_taking(e.func, condition), keys)
            else:
                e = _taking(e, condition)
        return e.over(self.over) if self.over is not None else e

    def fail(self, message: str) -> Expr:
        """An expression that raises ``message`` when evaluated (ERROR semantics, independent of ANSI)."""
        return call("raise_error", f"{self.name}: {message}")


def _only_where(condition: Expr, value: Expr) -> Expr:
    """``value`` computed only where ``condition`` holds (null elsewhere); a column or literal as itself."""
    return value if isinstance(value, (Col, Lit)) else when(condition, value)


def _taking(e: SqlCall, condition: Expr) -> SqlCall:
    """The aggregate call ``e`` over the rows where ``condition`` holds, its arguments computed there
    alone."""
    args = tuple(_only_where(condition, a) for a in e.args)
    return SqlCall(e.name, args, e.distinct, e.filter).filtered(condition)


Builder = Callable[[Call], Expr]

#: Marks a value argument that is not a literal in :attr:`Call.literals`.
NOT_LITERAL: object = object()

_LITERAL_KINDS = ("boolean", "i8", "i16", "i32", "i64", "fp32", "fp64", "string")


def literal_facts(arguments: Sequence[FunctionArgument]) -> tuple[list[object], list[bool], list[bool]]:
    """What a call's builder asks of its literal arguments, in one pass over them: per value argument,
    its Python value when it is a literal of a simple type (null is ``None``; :data:`NOT_LITERAL`
    otherwise) and whether it is a literal of any type; per argument (enum and type arguments too),
    whether it is a null literal."""
    values: list[object] = []
    flags: list[bool] = []
    nulls: list[bool] = []
    for a in arguments:
        if a.WhichOneof("arg_type") != "value":
            nulls.append(False)
            continue
        value = a.value
        if value.WhichOneof("rex_type") != "literal":
            values.append(NOT_LITERAL)
            flags.append(False)
            nulls.append(False)
            continue
        lit = value.literal
        kind = lit.WhichOneof("literal_type")
        flags.append(True)
        nulls.append(kind == "null")
        if kind == "null":
            values.append(None)
        elif kind in _LITERAL_KINDS:
            values.append(getattr(lit, kind))
        else:
            values.append(NOT_LITERAL)
    return values, flags, nulls


_INT_BITS = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}
_INT_TYPES: dict[str, T.DataType] = {
    "i8": T.ByteType(),
    "i16": T.ShortType(),
    "i32": T.IntegerType(),
    "i64": T.LongType(),
}
_FP = ("fp32", "fp64")


def _big(value: int) -> Expr:
    """An integer of up to 38 digits as a decimal literal of its own precision (decimal arithmetic and
    comparisons widen it; a cast gives it another type where one is needed)."""
    import decimal

    return Lit(decimal.Decimal(value), T.DecimalType(max(1, len(str(abs(value)))), 0))


def let_all(values: Sequence[Expr], build: Callable[..., Expr]) -> Expr:
    """``build(*vs)`` with every value of ``values`` computed once (``vs`` stand for them)."""
    if not values:
        return build()
    first, rest = values[0], values[1:]
    return Let.of(first, lambda v: let_all(rest, lambda *vs: build(v, *vs)))


def and_all(parts: Sequence[Expr]) -> Expr:
    """``a AND b AND ...`` as a balanced tree (depth log2 of the count, however many parts)."""
    return _balanced("AND", list(parts))


def or_all(parts: Sequence[Expr]) -> Expr:
    """``a OR b OR ...`` as a balanced tree."""
    return _balanced("OR", list(parts))


def _equalities_as_in(parts: Sequence[Expr]) -> list[Expr]:
    """``x = v1 OR x = v2 OR ...`` (deterministic ``x``, non-null literals ``v`` of one type; an
    ``x IN (...)`` of such literals counts as its equalities) as ``x IN (v1, v2, ...)``: the same
    three-valued answer (true when ``x`` equals a value, null when ``x`` is null, false otherwise), and
    Spark analyses one list of 10,000 values in milliseconds where 10,000 comparisons take most of a
    minute. Other disjuncts stay as they are."""
    keys: list[tuple[Expr, T.DataType]] = []
    groups: list[list[Lit]] = []
    out: list[Expr | int] = []
    for part in parts:
        found = _literal_choices(part)
        if found is None:
            out.append(part)
            continue
        x, values = found
        for i, (key, key_type) in enumerate(keys):
            if key_type == values[0].type and same(key, x):
                groups[i].extend(values)
                break
        else:
            keys.append((x, values[0].type))
            groups.append(list(values))
            out.append(len(keys) - 1)
    result: list[Expr] = []
    for item in out:
        if not isinstance(item, int):
            result.append(item)
            continue
        key, values = keys[item][0], groups[item]
        result.append(Op("=", (key, values[0])) if len(values) == 1 else InList(key, tuple(values)))
    return result


def _literal_choices(e: Expr) -> tuple[Expr, list[Lit]] | None:
    """``(x, [v])`` for ``x = v`` (or ``v = x``), ``(x, [v1, ...])`` for ``x IN (v1, ...)``: ``x``
    deterministic and not a literal, the values non-null literals of one type; None otherwise."""
    if isinstance(e, InList):
        x, options = e.value, list(e.options)
    elif isinstance(e, Op) and e.op == "=" and len(e.args) == 2:
        x, v = e.args
        if isinstance(x, Lit):
            x, v = v, x
        options = [v]
    else:
        return None
    if isinstance(x, Lit) or not x.deterministic or not options:
        return None
    values = [v for v in options if isinstance(v, Lit) and v.value is not None]
    if len(values) != len(options) or any(v.type != values[0].type for v in values):
        return None
    return x, values


def _balanced(op: str, parts: list[Expr]) -> Expr:
    if not parts:
        return Lit(op == "AND", BOOLEAN)
    while len(parts) > 1:
        nxt: list[Expr] = [Op(op, (parts[i], parts[i + 1])) for i in range(0, len(parts) - 1, 2)]
        if len(parts) % 2:
            nxt.append(parts[-1])
        parts = nxt
    return parts[0]


def _bin(op: Callable[[Expr, Expr], Expr]) -> Builder:
    return lambda c: op(c.args[0], c.args[1])


def _un(fn: Callable[[Expr], Expr]) -> Builder:
    return lambda c: fn(c.args[0])


def _fn(name: str) -> Builder:
    """The Spark SQL function ``name`` of all the arguments."""
    return lambda c: SqlCall(name, tuple(c.args))


#: Beyond this many arguments, :func:`_extreme_or_null` reads them from one list (each argument it
#: compares one by one is bound by a Let of its own, nested one in the other)
_EXTREME_ARGUMENTS_BOUND = 16


def _extreme_or_null(name: str) -> Builder:
    """The spec's ``least`` and ``greatest`` (Spark's ``name``): null when any argument is null, where
    Spark's skip nulls (as ``least_skip_null`` and ``greatest_skip_null`` do)."""
    array_name = {"least": "array_min", "greatest": "array_max"}[name]

    def build(c: Call) -> Expr:
        nullable = [is_nullable(t) for t in c.arg_types]
        if not any(nullable):
            return SqlCall(name, tuple(c.args))
        if len(c.args) > _EXTREME_ARGUMENTS_BOUND:

            def of_list(values: Expr) -> Expr:
                has_null = call("exists", values, Lambda.of(1, lambda v: v.is_null()))
                return when(has_null, Lit(None, T.NullType())).else_(call(array_name, values))

            return Let.of(SqlCall("array", tuple(c.args)), of_list)

        def of_values(*values: Expr) -> Expr:
            has_null = or_all([v.is_null() for v, n in zip(values, nullable, strict=True) if n])
            return when(has_null, Lit(None, T.NullType())).else_(SqlCall(name, values))

        return let_all(c.args, of_values)

    return build


def _fn1(name: str) -> Callable[[Expr], Expr]:
    return lambda x: SqlCall(name, (x,))


def _transformed(values: Expr, each: Callable[[Expr], Expr]) -> Expr:
    """Spark's ``transform(values, e -> each(e))``: ``each`` of every element of a list."""
    return SqlCall("transform", (values, Lambda.of(1, each)))


def _out_kind(c: Call) -> str:
    return kind_of(c.output_type) if c.output_type is not None else (c.kinds()[0] if c.args else "unset")


def _native_overflow(c: Call) -> bool:
    """Whether Spark's own operator raises exactly when the ERROR overflow option asks for an error:
    ANSI mode, and the option absent or ERROR."""
    return c.ansi and c.option("overflow", "ERROR") == "ERROR"


def _range_checked(c: Call, exact: Expr, kind: str) -> Expr:
    """``exact`` (an exactly computed integer, at most 38 digits) within the range of integer ``kind`` per
    option overflow: an error (ERROR), the nearest end (SATURATE), or wrapped around (SILENT)."""
    bits = _INT_BITS[kind]
    lo, hi = -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
    mode = c.option("overflow", "ERROR")

    target = _INT_TYPES[kind]

    def check(v: Expr) -> Expr:
        if mode == "SATURATE":
            return when(v > _big(hi), _big(hi)).when(v < _big(lo), _big(lo)).else_(v)
        # TRY_CAST gives null exactly when the (integral) value is outside the target's range, whatever
        # ANSI mode says
        inside = v.try_cast(target).is_not_null()
        if mode == "SILENT":
            # the spec leaves the result unspecified: two's complement wrapping, as Spark without ANSI
            # mode, DataFusion and Acero compute it (the exact value taken modulo 2^bits)
            wrapped = call("pmod", v + _big(-lo), _big(2**bits)) - _big(-lo)
            return when(inside, v).else_(wrapped)
        return when(v.is_null() | inside, v).else_(c.fail(f"overflow of {kind}"))

    return Let.of(exact, check)


def _dec_range_checked(c: Call, value: Expr) -> Expr:
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

    def check(v: Expr) -> Expr:
        # TRY_CAST gives null exactly when the value (rounded to the scale) does not fit, whatever ANSI
        # mode says; a comparison with 10**(p-s) would be typed by the session's decimal rules (with
        # retainFractionDigitsOnTruncate, decimal(38,1) against 10**37 makes the bound null)
        inside = v.try_cast(T.DecimalType(p, s)).is_not_null()
        if mode == "SILENT":
            return when(inside, v)
        return when(v.is_null() | inside, v).else_(c.fail(f"overflow of decimal({p},{s})"))

    return Let.of(value, check)


def _exact_int(args: Sequence[Expr]) -> list[Expr]:
    return [a.cast(_DEC38) for a in args]


_TRY = {"+": "try_add", "-": "try_subtract", "*": "try_multiply"}


def _arith(op: str) -> Builder:
    """add/subtract/multiply: exact in decimal(38,0) for integers, ``try_*`` plus checks for decimals."""

    def apply(a: Expr, b: Expr) -> Expr:
        return Op(op, (a, b))

    def build(c: Call) -> Expr:
        kinds = c.kinds()
        if "decimal" in kinds:
            narrowed = _narrowed_decimal(c, op)
            if narrowed is not None:
                return narrowed
        same_kind = len(kinds) == 2 and kinds[0] == kinds[1] == _out_kind(c)
        if same_kind and _native_overflow(c) and (kinds[0] in _INT_BITS or kinds[0] == "decimal"):
            # Spark's ANSI arithmetic in the arguments' own type raises on overflow (decimals: the
            # consumer's cast to the output type raises when the value does not fit)
            return apply(c.args[0], c.args[1])
        if same_kind and kinds[0] in _INT_BITS and c.option("overflow", "ERROR") == "ERROR":
            # try_add and friends give null on overflow, whatever ANSI mode says: an error then
            target = _INT_TYPES[kinds[0]]
            args = [a.cast(target) for a in c.args]
            fail = c.fail(f"overflow of {kinds[0]}")
            # the error is evaluated only when try_* gave null and neither argument was null
            return let_all(
                args,
                lambda a, b: call(
                    "coalesce",
                    call(_TRY[op], a, b),
                    call("if", a.is_null() | b.is_null(), Lit(None, T.NullType()), fail),
                ),
            )
        if len(kinds) == 2 and all(k in _INT_BITS for k in kinds):
            a, b = _exact_int(c.args)
            return _range_checked(c, apply(a, b), _out_kind(c))
        if "decimal" in kinds:
            exact = _exact_decimal_result(c, op)
            if exact is not None:
                # Spark computes this exactly (no overflow, no null, whatever ANSI says): only the
                # declared output type can be too narrow
                value = apply(c.args[0], c.args[1])
                return value if _fits(exact, c.output_type) else _dec_range_checked(c, value)
            return let_all(c.args, lambda a, b: _dec_checked_try(c, call(_TRY[op], a, b), [a, b]))
        return apply(c.args[0], c.args[1])

    return build


#: Spark's decimal view of an integer argument: (precision, scale).
_INT_AS_DECIMAL = {"i8": (3, 0), "i16": (5, 0), "i32": (10, 0), "i64": (20, 0)}


def _decimal_of(t: Type) -> tuple[int, int] | None:
    k = kind_of(t)
    if k == "decimal":
        return t.decimal.precision, t.decimal.scale
    return _INT_AS_DECIMAL.get(k)


#: Catalyst's class of each decimal operator :func:`decimal_exact_result` knows.
_DECIMAL_CLASS = {"+": "Add", "-": "Subtract", "*": "Multiply"}


def _decimal_operands(c: Call) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """(precision, scale) of both arguments of a binary call, as Spark views them (an integer as a
    decimal of scale 0); None when there are not two, or one is neither."""
    if len(c.arg_types) != 2:
        return None
    first, second = _decimal_of(c.arg_types[0]), _decimal_of(c.arg_types[1])
    return None if first is None or second is None else (first, second)


def _exact_decimal_result(c: Call, op: str) -> tuple[int, int] | None:
    """Spark's result type (precision, scale) of a decimal add, subtract or multiply when it needs at
    most 38 digits: Spark then computes the exact value and never overflows. None otherwise."""
    operands = _decimal_operands(c)
    if operands is None:
        return None
    (p1, s1), (p2, s2) = operands
    p, s = decimal_exact_result(_DECIMAL_CLASS[op], p1, s1, p2, s2)
    return (p, s) if p <= 38 else None


def _narrowed_decimal(c: Call, op: str) -> Expr | None:
    """A decimal add, subtract or multiply whose declared output keeps more fraction digits than Spark's
    result would: where the exact result needs more than 38 digits Spark drops fraction digits
    (``spark.sql.decimalOperations.allowPrecisionLoss``; without it, it keeps them and overflows instead),
    so the operands are first cast to fewer integer digits, their scales kept, for Spark's exact result to
    fit 38 digits; it is then exact, whatever that setting says. Rows with an operand too wide for that
    (a value of 10^27 and more in a sum of decimal(38,10), say) get Spark's result with fewer fraction
    digits, as without the narrowing. None where Spark's own result keeps every fraction digit the exact
    one has and the plan wants (or no narrowing can make it exact)."""
    out = c.output_type
    operands = _decimal_operands(c)
    if op not in _DECIMAL_CLASS or operands is None or out is None or kind_of(out) != "decimal":
        return None
    first, second = operands
    (p1, s1), (p2, s2) = first, second
    precision, scale = decimal_exact_result(_DECIMAL_CLASS[op], p1, s1, p2, s2)
    if precision <= 38 or min(out.decimal.scale, scale) <= adjust_precision_scale(precision, scale).scale:
        return None
    digits = [p1 - s1, p2 - s2]
    room = 37 - scale  # integer digits each operand of a sum may keep; both of a product together
    if op == "*":
        smaller = 0 if digits[0] <= digits[1] else 1
        kept = [0, 0]
        kept[smaller] = min(digits[smaller], room // 2)
        kept[1 - smaller] = min(digits[1 - smaller], room - kept[smaller])
    else:
        kept = [min(d, room) for d in digits]
    if any(k < min(d, 1) for k, d in zip(kept, digits, strict=True)):
        return None
    targets = [T.DecimalType(k + s, s) for k, s in zip(kept, (s1, s2), strict=True)]
    result = spark_type(out)

    narrow = [k < d for k, d in zip(kept, digits, strict=True)]

    def exact(a: Expr, b: Expr) -> Expr:
        def narrowed(na: Expr, nb: Expr) -> Expr:
            too_wide = or_all(
                [
                    n.is_null() & o.is_not_null()
                    for n, o, cut in ((na, a, narrow[0]), (nb, b, narrow[1]))
                    if cut
                ]
            )
            wide = _dec_checked_try(c, call(_TRY[op], a, b), [a, b])
            # each branch of the output's type: Spark would type the CASE by the wider of the two, which
            # may need more than 38 digits
            return when(too_wide, wide.cast(result)).else_(
                _dec_range_checked(c, Op(op, (na, nb))).cast(result)
            )

        operands = [x.try_cast(t) if cut else x for x, t, cut in zip((a, b), targets, narrow, strict=True)]
        return let_all(operands, narrowed)

    return let_all(c.args, exact)


def _fits(value: tuple[int, int], out: Type | None) -> bool:
    """Whether every decimal(p, s) value ``value`` describes casts to the declared output type without
    overflow (rounding to fewer fraction digits may carry into one more integer digit)."""
    if out is None or kind_of(out) != "decimal":
        return out is None
    p, s = value
    op_, os_ = out.decimal.precision, out.decimal.scale
    integer, out_integer = p - s, op_ - os_
    return integer < out_integer or (integer == out_integer and s <= os_)


def _dec_checked_try(c: Call, value: Expr, inputs: Sequence[Expr]) -> Expr:
    """A ``try_*`` decimal result: null with non-null inputs means Spark overflowed -> overflow option.
    ``inputs`` are the (already bound) arguments."""
    mode = c.option("overflow", "ERROR")
    if mode == "SATURATE":
        raise c.unsupported("option overflow=SATURATE for decimals")
    if mode == "ERROR":
        present = and_all([a.is_not_null() for a in inputs])
        value = Let.of(value, lambda v: when(v.is_null() & present, c.fail("decimal overflow")).else_(v))
    return _dec_range_checked(c, value)


def _zero_of(kind: str) -> Lit:
    """Zero as a literal of a divisor's kind (a comparison of two types costs Spark a coercion to
    analyse: a quarter of a millisecond for a double against an integer 0)."""
    if kind == "fp64":
        return Lit(0.0, DOUBLE)
    if kind == "fp32":
        return Lit(0.0, T.FloatType())
    if kind == "decimal":
        return Lit(_Decimal(0), T.DecimalType(1, 0))
    return Lit(0, INT)


def _zero_divisor(a: Expr, b: Expr, zero: Lit, *, raises: bool) -> Expr:
    """When a division's by-zero branch applies: ``b`` is zero, and, when that branch raises, ``a`` is
    not null (a null operand gives null, as Spark's own division does and the spec's null rule asks)."""
    return (b == zero) & a.is_not_null() if raises else b == zero


def _divide(c: Call) -> Expr:
    kinds = c.kinds()
    if all(k in _INT_BITS for k in kinds):
        zero = c.option("on_division_by_zero", "ERROR")
        by_zero = Lit(None, T.NullType()) if zero in ("NULL", "NAN") else c.fail("division by zero")

        def integer(a: Expr, b: Expr) -> Expr:
            # Long.MinValue div -1 overflows silently in Spark: compute that one exactly as a decimal
            exact = when((a == Lit(-(2**63), LONG)) & (b == Lit(-1, LONG)), _big(2**63)).else_(
                call("div", a, b).cast(_DEC38)
            )
            zero_divisor = _zero_divisor(a, b, Lit(0, LONG), raises=zero not in ("NULL", "NAN"))
            return when(zero_divisor, by_zero).else_(_range_checked(c, exact, _out_kind(c)))

        return let_all([a.cast(LONG) for a in c.args], integer)
    if all(k in _FP for k in kinds):
        zero = c.option("on_division_by_zero", "IEEE")

        def floating(a: Expr, b: Expr) -> Expr:
            if isinstance(b, Lit) and isinstance(b.value, (int, float)) and b.value != 0:
                return a / b  # a divisor known not to be zero (NaN included): Spark's division alone
            if zero == "IEEE":
                # b is +0.0 or -0.0 here, and pow(b, -1) is +inf or -inf with b's sign (Spark's atan2
                # would not tell: it adds 0.0 to its arguments, which makes -0.0 +0.0). IEEE
                # multiplication does the rest: a * +-inf is +-inf with a's sign folded in, NaN for a = 0
                # and for NaN.
                by_zero: Expr = a.cast(DOUBLE) * call("power", b.cast(DOUBLE), Lit(-1.0, DOUBLE))
            elif zero == "NULL":
                by_zero = Lit(None, T.NullType())
            else:
                by_zero = c.fail("division by zero")
            # b == 0 is decided above, and Spark's division of floating point numbers raises only on
            # a zero divisor (NaN and null divisors give NaN and null)
            zero_divisor = _zero_divisor(a, b, _zero_of(kinds[1]), raises=zero not in ("IEEE", "NULL"))
            return when(zero_divisor, by_zero).else_(a / b)

        return let_all(c.args, floating)
    if "decimal" in kinds:
        zero = c.option("on_division_by_zero", "ERROR")
        if _native_overflow(c):
            # ANSI: Spark's own decimal division raises on a zero divisor and on overflow (and
            # try_divide is the same division with nulls for those errors)
            if zero == "ERROR":
                return c.args[0] / c.args[1]
            return let_all(
                c.args,
                lambda a, b: when(b == _zero_of(kinds[1]), Lit(None, T.NullType())).else_(a / b),
            )
        by_zero = Lit(None, T.NullType()) if zero == "NULL" else c.fail("division by zero")
        return let_all(
            c.args,
            lambda a, b: when(_zero_divisor(a, b, _zero_of(kinds[1]), raises=zero != "NULL"), by_zero).else_(
                _dec_checked_try(c, call("try_divide", a, b), [a, b])
            ),
        )
    raise c.unsupported(f"arguments {', '.join(kinds)}")


def _modulus(c: Call) -> Expr:
    kinds = c.kinds()
    if all(k in _INT_BITS or k == "decimal" for k in kinds) and "decimal" in kinds:
        return _decimal_modulus(c)
    if not all(k in _INT_BITS for k in kinds):
        raise c.unsupported(f"arguments {', '.join(kinds)}")

    def build(a: Expr, b: Expr) -> Expr:
        # Spark's % (like Java's) truncates; guard b == 0 and b == -1 (Long.MinValue % -1) explicitly
        r: Expr = when((b == Lit(-1, LONG)) & a.is_not_null(), Lit(0, LONG)).else_(call("try_mod", a, b))
        if c.option("division_type", "TRUNCATE") == "FLOOR":
            r = Let.of(r, lambda v: when((v != Lit(0, LONG)) & ((v < 0) != (b < 0)), v + b).else_(v))
        zero = c.option("on_domain_error", "ERROR")
        by_zero = Lit(None, T.NullType()) if zero == "NULL" else c.fail("modulus by zero")
        return when(_zero_divisor(a, b, Lit(0, LONG), raises=zero != "NULL"), by_zero).else_(r)

    return let_all([a.cast(LONG) for a in c.args], build)


def _decimal_modulus(c: Call) -> Expr:
    """Decimal remainder: Spark's ``%`` of decimals is exact (its type holds every remainder) and
    truncates like the spec's default; division by zero and FLOOR are decided here."""

    def build(a: Expr, b: Expr) -> Expr:
        r: Expr = call("try_mod", a, b)
        if c.option("division_type", "TRUNCATE") == "FLOOR":
            r = Let.of(r, lambda v: when((v != 0) & ((v < 0) != (b < 0)), v + b).else_(v))
        zero = c.option("on_domain_error", "ERROR")
        by_zero = Lit(None, T.NullType()) if zero == "NULL" else c.fail("modulus by zero")
        return when(_zero_divisor(a, b, _zero_of(c.kinds()[1]), raises=zero != "NULL"), by_zero).else_(r)

    return let_all(c.args, build)


def _float_remainder(by_zero: float | None, others: Builder | None = None) -> Builder:
    """The remainder of floating-point numbers as C's ``fmod`` and Rust's ``%`` give it (the sign of the
    dividend; Spark's ``%`` of doubles is Java's, the same) where a zero divisor gives ``by_zero``
    (DuckDB 1.1 and DataFusion: NaN, DuckDB 1.0: null), where Spark's ``%`` gives null or fails.
    Decimals: the sign of the dividend, null for a zero divisor (DuckDB's), unless ``others`` builds
    every call without a floating-point argument (integers are then the producer's too)."""

    def build(c: Call) -> Expr:
        a, b = _arguments(c, 2, 2)
        kinds = c.kinds()
        floats = any(k in ("fp32", "fp64") for k in kinds)
        if not floats and others is not None:
            return others(c)
        if "decimal" in kinds and all(k == "decimal" or k in _INT_BITS for k in kinds):
            return let_all(
                [a, b],
                lambda x, y: when(y == _zero_of(kinds[1]), Lit(None, T.NullType())).else_(x % y),
            )
        if any(k not in ("fp32", "fp64") for k in kinds):
            raise c.unsupported(
                "arguments other than floating-point or decimal numbers (integers are modulus)"
            )
        special: Expr = Lit(None, T.NullType()) if by_zero is None else Lit(by_zero, DOUBLE)

        def remainder(x: Expr, y: Expr) -> Expr:
            return when(x.is_not_null() & (y == Lit(0.0, DOUBLE)), special).else_(x % y)

        # fp32 operands are exact as doubles, and so is their remainder (fmod rounds nothing)
        return let_all([a.cast(DOUBLE), b.cast(DOUBLE)], remainder)

    return build


def _negate(c: Call) -> Expr:
    k = c.kinds()[0]
    if k in _INT_BITS:
        return _range_checked(c, -c.args[0].cast(_DEC38), _out_kind(c))
    if k == "decimal":
        return _dec_range_checked(c, call("try_subtract", Lit(0, INT).cast(_DEC38), c.args[0]))
    return -c.args[0]


def _abs(c: Call) -> Expr:
    k = c.kinds()[0]
    if k in _INT_BITS:
        return _range_checked(c, call("abs", c.args[0].cast(_DEC38)), _out_kind(c))
    return call("abs", c.args[0])


def _factorial(c: Call) -> Expr:
    k = c.kinds()[0]
    if k == "decimal":
        if c.arg_types[0].decimal.scale != 0:
            raise c.unsupported("decimal argument with a scale")

        def decimal_factorial(n: Expr) -> Expr:
            # 33! is the largest factorial with at most 38 digits; the product of 1..n as decimal(38,0)
            product = SqlCall(
                "aggregate",
                (
                    call("sequence", 1, n.cast(INT)),
                    _big(1).cast(_DEC38),  # aggregate() needs its start and its merge of one type
                    Lambda.of(2, lambda acc, i: (acc * i).cast(_DEC38)),
                ),
            )
            value = when(n <= 1, _big(1)).else_(product)
            return (
                when(n < 0, c.fail("factorial of a negative number"))
                .when(n > 33, c.fail("overflow of decimal(38,0)"))
                .else_(value)
            )

        return Let.of(c.args[0], decimal_factorial)
    if k not in _INT_BITS:
        raise c.unsupported(f"argument {k}")

    def integer_factorial(x: Expr) -> Expr:
        # factorial() is exact for 0..20 (null otherwise); 20! fits i64, 12! fits i32
        exact = when(x > Lit(20, LONG), _big(10**30)).else_(call("factorial", x).cast(_DEC38))
        if _out_kind(c) not in _INT_BITS:
            # an output declared decimal (DuckDB's HUGEINT): 21! and beyond are not computed here
            bounded = when(x > Lit(20, LONG), c.fail("factorial beyond 20! of an integer")).else_(exact)
            return when(x < 0, c.fail("factorial of a negative number")).else_(_dec_range_checked(c, bounded))
        value = _range_checked(c, exact, _out_kind(c))
        return when(x < 0, c.fail("factorial of a negative number")).else_(value)

    return Let.of(c.args[0].cast(LONG), integer_factorial)


def _power(c: Call) -> Expr:
    kinds = c.kinds()
    if all(k in _INT_BITS for k in kinds) and _out_kind(c) in _INT_BITS:

        def integer(a: Expr, b: Expr) -> Expr:
            # Java's pow of integers is exact wherever the result is a double (below 2**53); from there to
            # 2**64 the power is multiplied out in decimal(38,0) (at most 64 steps: |a| >= 2 there);
            # beyond, an out-of-range stand-in of the result's sign for the overflow option; null stays null
            def checked(approx: Expr) -> Expr:
                steps = SqlCall(
                    "aggregate",
                    (
                        call("sequence", 1, b.cast(INT)),
                        _big(1).cast(_DEC38),
                        Lambda.of(2, lambda acc, _i: (acc * a).cast(_DEC38)),
                    ),
                )
                magnitude = call("abs", approx)
                # (with SILENT, a power beyond 2**64 is null: its low bits are not computed)
                silent = c.option("overflow", "ERROR") == "SILENT"
                value = (
                    when(magnitude < Lit(float(2**53), DOUBLE), approx.cast(_DEC38))
                    .when(magnitude < Lit(float(2**64), DOUBLE), steps)
                    .when(approx < 0, Lit(None, _DEC38) if silent else _big(-(10**30)))
                    .when(approx > 0, Lit(None, _DEC38) if silent else _big(10**30))
                    .else_(approx.cast(_DEC38))  # null
                )
                exact = when(b < 0, c.fail("negative exponent")).else_(value)
                return _range_checked(c, exact, _out_kind(c))

            return Let.of(call("power", a, b), checked)

        return let_all(c.args, integer)

    def floating(fa: Expr, fb: Expr) -> Expr:
        complex_result = (fa < 0) & (call("floor", fb) != fb)
        mode = c.option("complex_number_result", "NAN" if all(k in _FP for k in kinds) else "ERROR")
        complex_value = Lit(float("nan"), DOUBLE) if mode == "NAN" else c.fail("complex number result")
        return when(complex_result, complex_value).else_(call("power", fa, fb))

    return let_all([a.cast(DOUBLE) for a in c.args], floating)


def _domain(c: Call, value: Expr, bad: Expr, *, default: str = "ERROR") -> Expr:
    """``value`` unless ``bad`` holds: then the on_domain_error option (NAN, NULL/NONE, ERROR)."""
    mode = c.option("on_domain_error", default)
    if mode == "NAN":
        out: Expr = Lit(float("nan"), DOUBLE)
    elif mode in ("NULL", "NONE"):
        out = Lit(None, T.NullType())
    else:
        out = c.fail("argument outside the domain")
    return when(bad, out).else_(value)


def _sqrt(c: Call) -> Expr:
    return Let.of(c.args[0].cast(DOUBLE), lambda x: _domain(c, call("sqrt", x), x < 0))


def _fp_un(name: str, bad: Callable[[Expr], Expr] | None = None) -> Builder:
    def build(c: Call) -> Expr:
        if bad is None:
            return call(name, c.args[0].cast(DOUBLE))
        return Let.of(c.args[0].cast(DOUBLE), lambda x: _domain(c, call(name, x), bad(x), default="NAN"))

    return build


def _log_family(base: str) -> Builder:
    """ln/log10/log2/logb: zero per on_log_zero, negatives per on_domain_error; Spark's log gives null.
    ``logb(x, base)`` is the logarithm of ``x`` to ``base``, in the extension's order (value first, as
    DataFusion writes it); a base of 0 or 1, or a negative one, is outside the domain."""

    def build(c: Call) -> Expr:
        zero_mode = c.option("on_log_zero", "MINUS_INFINITY")
        if zero_mode == "MINUS_INFINITY":
            zero: Expr = Lit(float("-inf"), DOUBLE)
        elif zero_mode == "NAN":
            zero = Lit(float("nan"), DOUBLE)
        else:
            zero = c.fail("logarithm of zero")

        def around(x: Expr, value: Expr, bad_base: Expr | None = None) -> Expr:
            bad = x < 0 if bad_base is None else (x < 0) | bad_base
            inner = _domain(c, value, bad, default="NAN")
            inner = (
                when(call("isnan", x), Lit(float("nan"), DOUBLE))
                .when(x == Lit(float("inf"), DOUBLE), Lit(float("inf"), DOUBLE))
                .else_(inner)
            )
            return when(x == Lit(0.0, DOUBLE), zero).else_(inner)

        if c.name == "logb":
            # Spark's log(b, x) is null for x <= 0 or b <= 0: those cases are decided here
            return let_all(
                [c.args[0].cast(DOUBLE), c.args[1].cast(DOUBLE)],
                lambda x, b: when(call("isnan", b), Lit(float("nan"), DOUBLE)).else_(
                    around(x, call("log", b, x), (b <= 0) | (b == Lit(1.0, DOUBLE)))
                ),
            )
        return Let.of(c.args[0].cast(DOUBLE), lambda x: around(x, call(base, x)))

    return build


def _extract(c: Call) -> Expr:
    """extract(component[, indexing], x): the component counted from 1, or from 0 where the indexing
    argument says ZERO."""
    enums = [e for e in c.enums if e is not None]
    if not enums:
        raise c.unsupported("component must be a literal")
    comp = enums[0].upper()
    comp = EXTRACT_COMPONENT_ALIASES.get(comp, comp)
    value = _extract_from_one(c, comp)
    if comp in EXTRACT_INDEXED_COMPONENTS and len(enums) > 1 and enums[1].upper() == "ZERO":
        return value - 1
    return value


#: The components counted in (fractions of) seconds, by how many make a second.
_SECOND_PARTS = {"SECOND": 1, "MILLISECOND": 1000, "MICROSECOND": 1_000_000, "NANOSECOND": 1_000_000_000}


#: Kinds of timestamps with a time zone: instants, whose parts are read as wall times.
INSTANT_KINDS = frozenset({"precision_timestamp_tz", "timestamp_tz"})


def _extract_from_one(c: Call, comp: str) -> Expr:
    """The component ``comp`` of the value (the last argument, or the one before a zone). An instant's
    parts are those of its wall time in the zone the call names, in UTC where it names none: Spark's
    parts of an instant are in the session's zone."""
    kinds = c.kinds()
    zone = None
    if len(c.args) >= 2 and kinds[-1] in STRING_KINDS and kinds[-2] in INSTANT_KINDS:
        zone, instant, kind = c.args[-1], c.args[-2], kinds[-2]
    else:
        instant, kind = c.args[-1], kinds[-1]
    if comp == "EPOCH":  # DataFusion's: seconds since 1970-01-01 00:00:00 (UTC for an instant)
        return _epoch_seconds(instant, kind)
    if comp == "UNIX_TIME":  # whole seconds since 1970-01-01 00:00:00 UTC (a wall time read as UTC)
        if kind == "date":
            return call("unix_date", instant).cast(LONG) * Lit(86_400, LONG)
        return _floor_div(epoch_micros(instant, kind), 1_000_000)
    if comp == "SUBSECOND":  # microseconds since the last full second (no zone moves them)
        return call("pmod", epoch_micros(instant, kind), Lit(1_000_000, LONG))
    if comp == "TIMEZONE_OFFSET":
        return _zone_offset_seconds(c, instant, kind, zone)
    if comp == "PICOSECOND":
        raise c.unsupported("extract component PICOSECOND: Spark holds microseconds")
    value = _wall_time_in(instant, zone) if kind in INSTANT_KINDS else instant
    if comp in _SECOND_PARTS and c.output_type is not None and c.output_type.WhichOneof("kind") == "fp64":
        # a double result (DataFusion 43's date_part) keeps the fraction of the second
        return (call("date_part", "SECONDS", value) * _SECOND_PARTS[comp]).cast(DOUBLE)
    simple = {
        "YEAR": "year",
        "MONTH": "month",
        "DAY": "dayofmonth",
        "HOUR": "hour",
        "MINUTE": "minute",
        "QUARTER": "quarter",
        "DAY_OF_YEAR": "dayofyear",
        "DOY": "dayofyear",
        "WEEK": "weekofyear",
        "ISO_WEEK": "weekofyear",
        "SECOND": "second",
    }
    if comp in simple:
        return call(simple[comp], value)
    if comp in ("MILLISECOND", "MICROSECOND"):
        scale = 1000 if comp == "MILLISECOND" else 1_000_000
        return call("floor", call("date_part", "SECONDS", value) * scale)
    if comp == "NANOSECOND":  # DataFusion's: the minute's nanoseconds (Spark holds microseconds)
        return (call("date_part", "SECONDS", value) * 1_000_000).cast(LONG) * Lit(1000, LONG)
    if comp == "ISO_YEAR":
        return call("date_part", "YEAROFWEEK", value)
    if comp == "SUNDAY_DAY_OF_WEEK":
        return call("dayofweek", value)
    if comp == "MONDAY_DAY_OF_WEEK":
        return call("weekday", value) + 1
    if comp in {"DAY_OF_WEEK", "DOW"}:
        return call("dayofweek", value) - 1
    if comp == "ISODOW":  # DataFusion's: Monday 1 to Sunday 7
        return call("weekday", value) + 1
    if comp in _WEEK_COUNTS:
        return _week_count(value, comp)
    raise c.unsupported(f"extract component {comp}")


#: extract's week counts, each as (the function giving the day of a date's week that decides the week's
#: year, and whether the answer is that day's year or its week's number). A US week (Sunday to Saturday)
#: belongs to the year holding its Wednesday, the year it has four or more days in (so the year's last
#: week holds its last Wednesday); a Monday (Sunday) week to the year holding its Monday (Sunday): the
#: first one starts on the year's first Monday (Sunday), and the days of January before it belong to the
#: year before's last week, as the spec counts these weeks from 1 with no week 0. (Spark's ``weekday``
#: is 0 on Monday, its ``dayofweek`` 1 on Sunday.)
def _wednesday_of_us_week(d: Expr) -> Expr:
    return call("date_add", d, Lit(4, INT) - call("dayofweek", d))


_WEEK_COUNTS: dict[str, tuple[Callable[[Expr], Expr], str]] = {
    "US_YEAR": (_wednesday_of_us_week, "year"),
    "US_WEEK": (_wednesday_of_us_week, "week"),
    "MONDAY_WEEK": (lambda d: call("date_sub", d, call("weekday", d)), "week"),
    "SUNDAY_WEEK": (lambda d: call("date_sub", d, call("dayofweek", d) - 1), "week"),
}


def _week_count(value: Expr, comp: str) -> Expr:
    """US_YEAR, US_WEEK, MONDAY_WEEK or SUNDAY_WEEK of a date or a wall time (see :data:`_WEEK_COUNTS`):
    a week's number is one more than the whole weeks between the start of its year and its counted day."""
    day_of_week, part = _WEEK_COUNTS[comp]

    def build(d: Expr) -> Expr:
        day = day_of_week(d)
        if part == "year":
            return call("year", day)
        return call("div", call("dayofyear", day) - 1, Lit(7, INT)) + 1

    return Let.of(value.cast(T.DateType()), build)


def _floor_div(value: Expr, divisor: int) -> Expr:
    """``value`` (a long) divided by ``divisor`` (positive), rounded toward negative infinity (Spark's
    ``div`` cuts toward zero)."""
    size = Lit(divisor, LONG)
    return Let.of(value, lambda v: call("div", v - call("pmod", v, size), size))


def _zone_offset_seconds(c: Call, instant: Expr, kind: str | None, zone: Expr | None) -> Expr:
    """extract(TIMEZONE_OFFSET): the seconds the zone the call names is ahead of UTC at ``instant``
    (0 where it names none: the instant is read in UTC): its wall time there, read as UTC, less itself."""
    if kind not in INSTANT_KINDS:
        raise c.unsupported("extract component TIMEZONE_OFFSET of a value without a time zone")
    if zone is None:
        return Lit(0, LONG)

    def build(at: Expr) -> Expr:
        ahead = epoch_micros(_wall_time_in(at, zone), "precision_timestamp") - call("unix_micros", at)
        return call("div", ahead, Lit(1_000_000, LONG))

    return Let.of(instant, build)


def _wall_time_in(instant: Expr, zone: Expr | None) -> Expr:
    """The wall time (a timestamp without time zone) of ``instant`` in ``zone``, in UTC where None."""
    wall = utc_wall_time(instant)
    return wall if zone is None else call("convert_timezone", Lit("UTC", STRING), zone, wall)


def _epoch_seconds(value: Expr, kind: str | None) -> Expr:
    """Seconds since the epoch as a double: of an instant, of a wall time read as UTC, of a date's start."""
    if kind == "date":
        return call("unix_date", value).cast(DOUBLE) * 86_400
    return epoch_micros(value, kind).cast(DOUBLE) / 1_000_000


def utc_wall_time(instant: Expr) -> Expr:
    """The UTC wall time (a timestamp without time zone) of ``instant``: the epoch plus the instant's
    days and microseconds as an interval. Arithmetic on wall times involves no time zone, where Spark's
    CAST of an instant reads the session's (and its arithmetic on instants follows the session's
    historical offsets)."""
    day = Lit(86_400_000_000, LONG)

    def build(micros: Expr) -> Expr:
        # whole days first: the seconds of make_dt_interval stop near the year 33,658, Spark's
        # instants at 294,247 (the day count is exact: an integer quotient, rounded)
        rest = call("pmod", micros, day)
        days = call("round", (micros - rest) / day).cast(INT)
        seconds = (rest.cast(T.DecimalType(11, 0)) / 1_000_000).cast(T.DecimalType(11, 6))
        return Lit(0, T.TimestampNTZType()) + call("make_dt_interval", days, 0, 0, seconds)

    return Let.of(call("unix_micros", instant), build)


def utc_instant_of_wall_time(wall: Expr) -> Expr:
    """The instant at which the wall time ``wall`` (a timestamp without time zone) is read in UTC."""
    return call("timestamp_micros", epoch_micros(wall, "precision_timestamp"))


#: round_calendar's units of fixed length, in microseconds (a day of a wall time is 24 hours).
_FIXED_UNIT_MICROS = {
    "WEEK": 7 * 86_400_000_000,
    "DAY": 86_400_000_000,
    "HOUR": 3_600_000_000,
    "MINUTE": 60_000_000,
    "SECOND": 1_000_000,
    "MILLISECOND": 1000,
    "MICROSECOND": 1,
}
#: round_calendar's calendar units, in months.
_MONTH_UNITS = {"YEAR": 12, "MONTH": 1}
#: round_calendar's origins that start a week, by the day they start on. The spec's extract counts
#: MONDAY_WEEK and SUNDAY_WEEK from 1 with no week 0, so their weeks start on a Monday (Sunday) as ISO
#: (US) weeks do, the days of January before the first one belonging to the year before's last week.
_WEEK_ORIGINS = {"MONDAY_WEEK": "monday", "ISO_WEEK": "monday", "SUNDAY_WEEK": "sunday", "US_WEEK": "sunday"}
#: round_calendar's other origins, as :func:`_truncated_wall_time` names the unit it truncates to.
_UNIT_ORIGINS = frozenset({"YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND", "MILLISECOND"})
_ROUNDINGS = frozenset({"FLOOR", "CEIL", "ROUND_TIE_DOWN", "ROUND_TIE_UP"})
_TEN_THOUSAND_YEARS_MICROS = 10_000 * 366 * 86_400_000_000


def _round_calendar(c: Call) -> Expr:
    """round_calendar(x, rounding, unit, origin, multiple[, timezone]): x rounded to one of the points
    ``origin_start + k * multiple * unit`` (k = 0, 1, ...), ``origin_start`` the start of the origin unit
    holding x: the last such point at or before x (FLOOR), the first at or after it (CEIL), or the
    nearer, a tie going to the earlier (ROUND_TIE_DOWN) or the later (ROUND_TIE_UP). A calendar unit
    counts months from ``origin_start`` (a day past a month's end is its last day, as Spark's
    ``add_months``); a point past the next origin start is not held back. A date is rounded as its
    midnight; an instant as its wall time in the zone it names, the result read back in that zone (a
    wall time the zone skips moves forward; one it repeats has x's own offset where that is one of its
    two, else the earlier, as Java's ``ZonedDateTime`` reads it). A multiple below 1, or one
    whose step spans more than 10,000 years, fails."""
    kinds = c.kinds()
    enums = [e.upper() for e in c.enums if e is not None]
    if len(enums) < 3 or len(c.args) not in (2, 3):
        raise c.unsupported("arguments other than (x, rounding, unit, origin, multiple[, timezone])")
    rounding, unit, origin = enums[:3]
    if rounding not in _ROUNDINGS:
        raise c.unsupported(f"rounding {rounding}")
    if unit not in _FIXED_UNIT_MICROS and unit not in _MONTH_UNITS:
        raise c.unsupported(f"unit {unit}")
    if origin not in _WEEK_ORIGINS and origin not in _UNIT_ORIGINS:
        raise c.unsupported(f"origin {origin}")
    kind = kinds[0]
    if kind not in ("date", "precision_timestamp", "precision_timestamp_tz"):
        raise c.unsupported(f"round_calendar of a {kind} (dates and timestamps are supported)")
    if (kind == "precision_timestamp_tz") != (len(c.args) == 3):
        raise c.unsupported("a time zone given for anything but a timestamp with time zone")
    value, multiple = c.args[0], c.args[1].cast(T.LongType())

    def rounded(wall: Expr) -> Expr:
        return _rounded_wall_time(c, wall, multiple, rounding=rounding, unit=unit, origin=origin)

    if kind == "date":
        return Let.of(value.cast(T.TimestampNTZType()), rounded).cast(T.DateType())
    if kind == "precision_timestamp":
        return Let.of(value, rounded)
    return in_wall_time(value, c.args[2], rounded)


def in_wall_time(instant: Expr, zone: Expr | None, change: Callable[[Expr], Expr]) -> Expr:
    """The instant whose wall time in ``zone`` (UTC when None) is ``change`` of ``instant``'s: Spark's
    arithmetic on instants reads them in the session's zone, here the plan names the zone. A wall time
    the zone skips moves forward; one it repeats keeps the instant's own offset where that is one of
    its two, else the earlier, as Java's ``ZonedDateTime`` does."""
    if zone is None:
        return utc_instant_of_wall_time(Let.of(utc_wall_time(instant), change))

    def read_back(z: Expr, utc: Expr, local: Expr, result: Expr) -> Expr:
        kept = result - (local - utc)
        holds = call("convert_timezone", Lit("UTC", STRING), z, kept) == result
        chosen = when(holds, kept).else_(call("convert_timezone", z, Lit("UTC", STRING), result))
        return utc_instant_of_wall_time(chosen)

    def from_utc(z: Expr, utc: Expr) -> Expr:
        local = call("convert_timezone", Lit("UTC", STRING), z, utc)
        return Let.of(local, lambda lo: Let.of(change(lo), lambda r: read_back(z, utc, lo, r)))

    return let_all([zone, utc_wall_time(instant)], from_utc)


def _origin_start(origin: str, wall: Expr) -> Expr:
    """The start of the origin unit holding the wall time ``wall``."""
    if origin in _UNIT_ORIGINS:
        return _truncated_wall_time(origin.lower(), wall)
    return _week_start(origin, wall.cast(T.DateType())).cast(T.TimestampNTZType())


def _week_start(origin: str, day: Expr) -> Expr:
    """The first day of the week (of a week origin) holding the date ``day``."""
    if _WEEK_ORIGINS[origin] == "monday":
        return call("trunc", day, Lit("WEEK", STRING))
    return call("date_sub", day, call("dayofweek", day) - 1)


def _micros_into_origin(origin: str, wall: Expr) -> Expr:
    """The microseconds from the start of the origin unit holding the wall time ``wall`` to it."""
    second = (call("date_part", "SECOND", wall) * 1_000_000).cast(LONG)  # the minute's, with its fraction
    if origin == "MILLISECOND":
        return call("pmod", second, Lit(1000, LONG))
    if origin == "SECOND":
        return _micros_of_second(wall)
    if origin == "MINUTE":
        return second
    minutes = call("minute", wall).cast(LONG) * 60_000_000 + second
    if origin == "HOUR":
        return minutes
    of_day = call("hour", wall).cast(LONG) * 3_600_000_000 + minutes
    if origin == "DAY":
        return of_day
    day = wall.cast(T.DateType())
    first = _week_start(origin, day) if origin in _WEEK_ORIGINS else call("trunc", day, Lit(origin, STRING))
    return call("datediff", day, first).cast(LONG) * 86_400_000_000 + of_day


def _rounded_wall_time(c: Call, wall: Expr, multiple: Expr, *, rounding: str, unit: str, origin: str) -> Expr:
    """The wall time ``wall`` rounded as :func:`_round_calendar` says, in wall-time arithmetic (no zone)."""

    def pick(w: Expr, lower: Expr, upper: Expr, distances: Callable[[], tuple[Expr, Expr]]) -> Expr:
        """``lower`` or ``upper`` by the rounding (``w`` itself where it is a point); ``distances`` gives
        the microseconds from lower to w and from lower to upper."""
        if rounding == "FLOOR":
            return lower
        if rounding == "CEIL":
            return when(lower == w, w).else_(upper)
        into, span = distances()
        near_lower = into * 2 <= span if rounding == "ROUND_TIE_DOWN" else into * 2 < span
        return when(near_lower, lower).else_(upper)

    def interval(micros: Expr) -> Expr:
        seconds = (micros.cast(T.DecimalType(20, 0)) / 1_000_000).cast(T.DecimalType(18, 6))
        return call("make_dt_interval", Lit(0, INT), Lit(0, INT), Lit(0, INT), seconds)

    def fixed(w: Expr, step: Expr) -> Expr:
        def around(into: Expr, lower: Expr) -> Expr:
            return pick(w, lower, lower + interval(step), lambda: (into, step))

        into = call("pmod", _micros_into_origin(origin, w), step)
        return Let.of(into, lambda r: Let.of(w - interval(r), lambda lower: around(r, lower)))

    def months(w: Expr, step: Expr) -> Expr:
        def count(t: Expr) -> Expr:
            return call("year", t) * 12 + call("month", t)

        def with_start(start: Expr) -> Expr:
            def plus(n: Expr) -> Expr:
                return start + call("make_ym_interval", Lit(0, INT), n.cast(INT))

            def around(lower: Expr, upper: Expr) -> Expr:
                def distances() -> tuple[Expr, Expr]:
                    # the two points have the start's time of day
                    def days(a: Expr, b: Expr) -> Expr:
                        return call("datediff", b.cast(T.DateType()), a.cast(T.DateType())).cast(LONG)

                    day = Lit(86_400_000_000, LONG)
                    of_day = _micros_into_origin("DAY", w) - _micros_into_origin("DAY", lower)
                    return days(lower, w) * day + of_day, days(lower, upper) * day

                return pick(w, lower, upper, distances)

            whole = call("floor", (count(w) - count(start)) / step).cast(LONG) * step
            # a start inside a month (a week or day origin) may put the last month's point past w
            return Let.of(
                whole,
                lambda n: Let.of(
                    when(plus(n) > w, n - step).else_(n),
                    lambda k: let_all([plus(k), plus(k + step)], around),
                ),
            )

        return Let.of(_origin_start(origin, w), with_start)

    # a step longer than 10,000 years reaches past the timestamps Spark holds from any start
    if unit in _MONTH_UNITS:
        length, longest = _MONTH_UNITS[unit], 120_000 // _MONTH_UNITS[unit]
    else:
        length, longest = _FIXED_UNIT_MICROS[unit], _TEN_THOUSAND_YEARS_MICROS // _FIXED_UNIT_MICROS[unit]
    steps = fixed if unit in _FIXED_UNIT_MICROS else months
    known = c.literals[1] if len(c.literals) > 1 else NOT_LITERAL
    if isinstance(known, int) and 1 <= known <= longest:
        return Let.of(wall, lambda w: steps(w, Lit(known * length, LONG)))
    if known is None:
        return Lit(None, T.TimestampNTZType())

    def build(w: Expr, m: Expr) -> Expr:
        in_range = (m >= Lit(1, LONG)) & (m <= Lit(longest, LONG))
        # null out of range (no division by a zero step): the failure is the last thing decided
        step = when(in_range, m * Lit(length, LONG))
        return when(~in_range, c.fail(f"a multiple below 1 or above {longest} at {c.path}")).else_(
            Let.of(step, lambda st: steps(w, st))
        )

    return let_all([wall, multiple], build)


#: Seconds with a nonzero digit after the sixth of their fraction.
FINER_THAN_MICROS = r":\d{1,2}\.\d{6}\d*[1-9]"

#: A time of day followed by something other than digits: a string Spark reads with its own offset or
#: zone (``+02:00``, ``Z``, ``UTC``, ``America/New_York``).
_ZONE_AFTER_TIME = r"\d:\d{1,2}(:\d{1,2}(\.\d*)?)?\s*[A-Za-z+-]"


def utc_instant_of_text(text: Expr, *, try_: bool) -> Expr:
    """``text`` read as an instant: with the offset or zone it names, else its wall time in UTC (read
    as a timestamp without time zone, which involves no zone); ``try_`` gives null where it does not
    read, else Spark's cast fails as it does for any other cast."""

    def read(v: Expr) -> Expr:
        def as_(to: T.DataType) -> Expr:
            return v.try_cast(to) if try_ else v.cast(to)

        named = SqlCall("rlike", (v, Lit(_ZONE_AFTER_TIME, T.StringType())))
        return when(named, as_(T.TimestampType())).else_(utc_instant_of_wall_time(as_(T.TimestampNTZType())))

    return Let.of(text, read)


def epoch_micros(value: Expr, kind: str | None) -> Expr:
    """Microseconds since the epoch (a long) of an instant (``kind`` a zoned timestamp kind), or of a
    wall time read as UTC (any other kind): taken apart into parts that involve no time zone (Spark reads
    a wall time's epoch in the session's zone)."""
    if kind in INSTANT_KINDS:
        return call("unix_micros", value)

    def micros(w: Expr) -> Expr:
        days = call("unix_date", w.cast(T.DateType())).cast(T.LongType()) * 86_400_000_000
        minutes = (call("hour", w) * 60 + call("minute", w)).cast(T.LongType()) * 60_000_000
        return days + minutes + (call("date_part", "SECOND", w) * 1_000_000).cast(T.LongType())

    return Let.of(value, micros)


_TIMESTAMP_KINDS = frozenset({"precision_timestamp", "timestamp", "precision_timestamp_tz", "timestamp_tz"})


def _datetime_arith(op: str) -> Builder:
    def build(c: Call) -> Expr:
        out = c.output_type
        if out is not None and kind_of(out) in ("precision_timestamp", "precision_timestamp_tz"):
            prec = getattr(out, kind_of(out)).precision
            if prec < 6:  # (finer ones hold the microseconds Spark computes exactly)
                raise c.unsupported(f"{kind_of(out)}<{prec}> result: Spark computes timestamps in micros")
        if all(k in _INT_BITS or k == "decimal" for k in c.kinds()):
            return _arith(op)(c)
        kinds = c.kinds()
        args = list(c.args)
        if op == "+" and len(kinds) == 2 and kinds[0].startswith("interval") and kinds[1] in _DATETIME_KINDS:
            # an interval written first (DataFusion's INTERVAL '1 day' + ts): the same sum
            args, kinds = args[::-1], kinds[::-1]
        if kinds[0] == "date" and len(kinds) == 2 and kinds[1] in ("interval_day", "interval_compound"):
            # the date's midnight as a wall time plus the interval (Spark would add it to the date's
            # midnight in the session's zone)
            return Op(op, (args[0].cast(T.TimestampNTZType()), args[1]))
        if op == "-" and kinds == ["date", "date"]:
            # days apart (Spark's own difference is a calendar interval under the legacy interval setting)
            days = call("datediff", c.args[0], c.args[1])
            if c.output_type is not None and kind_of(c.output_type) == "interval_day":
                return call("make_dt_interval", days, 0, 0, 0)
            return days
        if kinds[0] in INSTANT_KINDS and len(kinds) in (2, 3) and kinds[1].startswith("interval"):
            # on the instant's wall time in UTC, or in the zone the call names (a year-month interval)
            zone = args[2] if len(kinds) == 3 else None
            return in_wall_time(args[0], zone, lambda wall: Op(op, (wall, args[1])))
        if op == "-" and len(kinds) == 2 and kinds[0] == kinds[1] and kinds[0] in _TIMESTAMP_KINDS:
            # the difference of two timestamps as a day-to-second interval from their microseconds
            # (Spark's own difference is a calendar interval where spark.sql.legacy.interval.enabled is set)
            difference = epoch_micros(c.args[0], kinds[0]) - epoch_micros(c.args[1], kinds[1])
            seconds = difference.cast(T.DecimalType(20, 0)) / 1_000_000
            return call("make_dt_interval", 0, 0, 0, seconds.cast(T.DecimalType(18, 6)))
        return Op(op, (args[0], args[1]))

    return build


#: Kinds of dates and timestamps.
_DATETIME_KINDS = _TIMESTAMP_KINDS | {"date"}


def as_wall_time(value: Expr, kind: str | None) -> Expr:
    """``value`` as a wall time where it is an instant (its wall time in UTC), else itself: what a date
    or a name of a day is taken from (Spark reads an instant's date in the session's zone)."""
    return utc_wall_time(value) if kind in INSTANT_KINDS else value


_SUBSTRING_MAX = 2147483647


def _is_non_negative_integer(e: Expr) -> bool:
    """Whether ``e`` is a non-null integer literal of at least zero."""
    return isinstance(e, Lit) and isinstance(e.value, int) and not isinstance(e.value, bool) and e.value >= 0


def _clamped(value: Expr, low: Expr | int | None = None, high: Expr | int | None = None) -> Expr:
    """``value`` (a long) limited to ``low``..``high`` (either may be absent); a null stays null, where
    Spark's ``least`` and ``greatest`` skip it."""

    def bound(b: Expr | int) -> Expr:
        return Lit(b, LONG) if isinstance(b, int) else b

    def build(v: Expr) -> Expr:
        limited = None
        if high is not None:
            limited = when(v > bound(high), bound(high))
        if low is not None:
            below = v < bound(low)
            limited = when(below, bound(low)) if limited is None else limited.when(below, bound(low))
        return v if limited is None else limited.else_(v)

    return Let.of(value, build)


#: The largest position or count Spark's string and list functions take (an INT)
_INT_LIMIT = 2147483647


def _substring(c: Call) -> Expr:
    length_arg = c.args[2].cast(LONG) if len(c.args) >= 3 else Lit(_SUBSTRING_MAX, LONG)
    mode = c.option("negative_start", "WRAP_FROM_END")

    def build(s: Expr, start: Expr, length: Expr) -> Expr:
        if mode == "LEFT_OF_BEGINNING":
            # positions before 1 count as characters left of the string: shorten the length accordingly
            eff_start = when(start < 1, Lit(1, LONG)).else_(start)
            eff_len = Let.of(
                when(start < 1, start + length - 1).else_(length),
                lambda n: when(n < 0, Lit(0, LONG)).else_(n),
            )
            return call("substring", s, eff_start.cast(INT), eff_len.cast(INT))
        # Spark's start is an INT, and from the smallest one its end position (start plus length, from
        # the end of the string) overflows: a start before -2^31 + 1 counts as that one, after 2^31 - 1
        # as that one (both before the string's beginning or after its end, whatever it holds)
        if not (c.is_literal(1) and isinstance(c.literals[1], int) and abs(c.literals[1]) < 2**31):
            start = _clamped(start, -_INT_LIMIT, _INT_LIMIT)
        taken = call("substring", s, start.cast(INT), length.cast(INT))
        if _is_non_negative_integer(length):
            return taken  # a literal length needs no run-time check
        return when(length < 0, c.fail("negative length")).else_(taken)

    s = c.args[0]
    return let_all([c.args[1].cast(LONG), length_arg], lambda start, length: build(s, start, length))


def _like(c: Call) -> Expr:
    """like(input, match): the extension's two arguments are SQL's LIKE without ESCAPE, which has no
    escape character (Spark's like escapes with a backslash unless told otherwise: each backslash of the
    pattern is escaped, so that it stands for itself). DataFusion passes an escape character as a third
    argument, a null literal when there is none, and then escapes with a backslash as Spark does; Spark
    needs it as a one-character string literal."""
    name = "ilike" if c.option("case_sensitivity", "CASE_SENSITIVE") == "CASE_INSENSITIVE" else "like"
    if len(c.args) == 2:
        return call(name, c.args[0], _backslashes_escaped(c.args[1]))
    if not (len(c.null_literals) > 2 and c.null_literals[2]):
        return _like_escaped_by(c, c.enums[2] if len(c.enums) > 2 else None, name)
    return _like_escaped_by(c, "\\", name)  # DataFusion's null escape: a backslash, as Spark's


def _like_escaped_by(c: Call, escape: object, name: str = "like") -> Expr:
    """like (or ``name``, ilike) of input and match with ``escape`` (a one-character literal) as the
    escape character."""
    if not isinstance(escape, str) or len(escape) != 1:
        raise c.unsupported("escape character that is not a one-character literal")
    pattern = c.literals[1] if c.is_literal(1) else None
    match = Lit(_spark_escapes(pattern, escape), STRING) if isinstance(pattern, str) else c.args[1]
    if escape == "\\":
        return call(name, c.args[0], match)  # Spark's own escape character
    from spark_consumer.sql.generate import plain_string

    if not plain_string(escape):
        # Spark takes the escape only as a plain literal, and this one would need quoting
        raise c.unsupported(f"escape character {escape!r}")
    return call(name, c.args[0], match, escape)


def _spark_escapes(pattern: str, escape: str) -> str:
    """``pattern`` as Spark reads a LIKE pattern with ``escape``: Spark lets the escape character precede
    only ``_``, ``%`` and itself, where DuckDB and DataFusion let it precede any character, which then
    stands for itself (the escape is dropped there; a pattern that is no literal is left to Spark, which
    fails on such an escape)."""
    out: list[str] = []
    chars = iter(pattern)
    for ch in chars:
        if ch != escape:
            out.append(ch)
            continue
        following = next(chars, None)
        if following is None:
            out.append(ch)  # a trailing escape: Spark refuses it, as DuckDB does
        elif following in ("_", "%", escape):
            out += [ch, following]
        else:
            out.append(following)
    return "".join(out)


def _duckdb_like_escape(c: Call) -> Expr:
    """DuckDB's like_escape(s, pattern, escape): LIKE ... ESCAPE."""
    _arguments(c, 3, 3)
    return _like_escaped_by(c, c.literals[2] if c.is_literal(2) else None)


def _backslashes_escaped(pattern: Expr) -> Expr:
    """A LIKE pattern with each backslash escaped by a backslash (Spark's default escape character)."""
    if isinstance(pattern, Lit) and isinstance(pattern.value, str):
        return Lit(pattern.value.replace("\\", "\\\\"), STRING)
    return call("replace", pattern, Lit("\\", STRING), Lit("\\\\", STRING))


def _case_fold(c: Call) -> tuple[Expr, Expr]:
    a, b = c.args[0], c.args[1]
    if c.option("case_sensitivity", "CASE_SENSITIVE") == "CASE_INSENSITIVE":
        return call("lower", a), call("lower", b)
    return a, b


def _cs(name: str) -> Builder:
    return lambda c: call(name, *_case_fold(c))


def _count(c: Call) -> Expr:
    if not c.args:
        return c.agg(call("count", 1))
    if c.distinct and c.over is not None:
        # Spark has no DISTINCT aggregate over a window: the size of the set of the present values
        if len(c.args) != 1:
            raise c.unsupported("DISTINCT over a window of more than one argument")
        return call("size", c.agg(call("collect_set", c.args[0])))
    if c.distinct:
        return c.agg(SqlCall("count", tuple(c.args), distinct=True))
    if len(c.args) == 1:
        return c.agg(call("count", c.args[0]))
    return c.agg(call("count", when(and_all([a.is_not_null() for a in c.args]), Lit(1, INT))))


def _sum_call(c: Call, x: Expr, name: str = "sum") -> Expr:
    return c.agg(SqlCall("sum", (x,), distinct=True) if c.distinct else call(name, x))


def _sum(c: Call) -> Expr:
    k = c.kinds()[0]
    x = c.args[0]
    wider_decimal = k in _INT_BITS and _out_kind(c) == "decimal"
    if _native_overflow(c) and (k in _INT_BITS or k == "decimal") and not wider_decimal:
        # ANSI sums raise on overflow of Spark's result type (bigint; decimal(p+10, s)), and the cast to
        # the output type raises when the total does not fit there
        return _sum_call(c, x)
    if k in _INT_BITS:
        # exact: sum as decimal(38,0) (no ANSI dependence), then the range of the output type
        exact = _sum_call(c, x.cast(_DEC38), "try_sum")
        if _out_kind(c) == "decimal":  # DuckDB declares sums of integers as decimal(38,0)
            return _dec_range_checked(c, _agg_overflow(c, exact, x))
        return _range_checked(c, exact, _out_kind(c))
    if k == "decimal":
        # x is read twice (the sum and the count of _agg_overflow): aggregates do not nest, so the text
        # stays linear
        return _dec_range_checked(c, _agg_overflow(c, _sum_call(c, x, "try_sum"), x))
    return _sum_call(c, x)


def _avg(c: Call) -> Expr:
    k = c.kinds()[0]

    def avg(name: str, x: Expr) -> Expr:
        return c.agg(SqlCall(name, (x,), distinct=True) if c.distinct else call(name, x))

    if _out_kind(c) in _FP and k not in _FP:
        # a floating-point result (DuckDB's average of decimals): the mean of the values as doubles,
        # not a decimal mean rounded to Spark's scale and then converted
        if c.distinct and k in _INT_BITS:
            # the distinct integers themselves (two of them can be one double), averaged as doubles
            return c.agg(SqlCall("avg", (c.args[0].cast(LONG),), distinct=True))
        if c.distinct:  # (distinct decimals can be one double)
            raise c.unsupported("DISTINCT invocation of decimals with a floating-point result")
        return c.agg(call("avg", c.args[0].cast(DOUBLE)))
    if (k in _INT_BITS or k == "decimal") and not _native_overflow(c):
        x = c.args[0]
        return _agg_overflow(c, avg("try_avg", x), x)
    return avg("avg", c.args[0])


def _agg_overflow(c: Call, value: Expr, x: Expr) -> Expr:
    """A ``try_*`` aggregate: null over at least one non-null input means Spark overflowed."""
    mode = c.option("overflow", "ERROR")
    if mode == "SATURATE":
        raise c.unsupported("option overflow=SATURATE for decimals")
    if mode == "SILENT":
        return value
    return Let.of(
        value,
        lambda v: when(v.is_null() & (c.agg(call("count", x)) > 0), c.fail("overflow")).else_(v),
    )


def _median(c: Call) -> Expr:
    """The exact median: the middle value, or the mean of the two middle values for an even count.

    Of floating-point values a double (Spark's median), with the IEEE rounding of Spark's arithmetic.
    Of integers whose result is an integer (the extensions' median of ``i32`` is an ``i32``; DataFusion 53
    and earlier declare it by name and compute it so), the mean is rounded as option ``rounding`` says,
    toward zero when it says nothing (DataFusion's): :func:`_integer_median`. Of decimals,
    :func:`_decimal_median`."""
    kind = c.kinds()[-1]
    out = kind_of(c.output_type) if c.output_type is not None else "fp64"
    if kind == "decimal":
        return _decimal_median(c)
    if kind in _INT_BITS and out in _INT_BITS:
        return _integer_median(c)
    if c.option("rounding", "TIE_TO_EVEN") != "TIE_TO_EVEN":
        raise c.unsupported(f"option rounding={c.option('rounding', '')} of floating-point values")
    return _agg1("median")(c)


def _integer_median(c: Call) -> Expr:
    """The median of integers as an integer, rounded per option ``rounding`` (default ``TRUNCATE``).
    Spark's median (a double) is exact for integers of up to 32 bits: the mean of two of them is a whole
    number or a half. Of ``i64`` values it is not, so their middle values are found in the sorted list of
    them and averaged as decimals, exactly. Rounding a half is the only rounding there is."""
    rounding = c.option("rounding", "TRUNCATE")
    if c.kinds()[-1] == "i64":
        if c.distinct:
            raise c.unsupported("DISTINCT invocation")
        exact = _middle_mean(c, c.args[-1].cast(T.DecimalType(19, 0)))
    else:
        exact = _agg1("median")(c)
    if rounding == "TRUNCATE":
        return exact.cast(T.LongType())  # a cast to an integer cuts toward zero
    return call(_MEDIAN_ROUNDING[rounding], exact)


#: The Spark function rounding a half (a double or a decimal) as each ``rounding`` option says.
_MEDIAN_ROUNDING = {
    "TIE_TO_EVEN": "bround",
    "TIE_AWAY_FROM_ZERO": "round",
    "CEILING": "ceil",
    "FLOOR": "floor",
}


def _middle_mean(c: Call, values: Expr) -> Expr:
    """The median of decimal ``values`` of scale s, exactly: the middle one, or the mean of the middle
    two (of scale s + 1, its last digit 0 or 5); null of no values. The values are collected and sorted."""

    def middle(sorted_values: Expr) -> Expr:
        count = call("size", sorted_values)
        upper = call("div", count, Lit(2, INT)).cast(INT)
        low, high = call("get", sorted_values, upper - Lit(1, INT)), call("get", sorted_values, upper)
        half = Lit(_Decimal("0.5"), T.DecimalType(1, 1))
        return (
            when(count == Lit(0, INT), Lit(None, T.NullType()))
            .when(count % 2 == Lit(1, INT), high)
            .else_((low + high) * half)
        )

    return Let.of(call("array_sort", c.agg(call("collect_list", values))), middle)


def _decimal_median(c: Call) -> Expr:
    """The median of decimals as DataFusion computes it, a decimal of the argument's type: the mean of the
    two middle values cut toward zero to the argument's scale (Spark's median is a double, which cannot
    hold every such mean). The mean of two values of scale s has one more digit, 0 or 5, so it is rounded
    half away from zero and moved back one unit where it was a half."""
    if c.distinct:
        raise c.unsupported("DISTINCT invocation")
    if c.option("rounding", "TRUNCATE") != "TRUNCATE":
        raise c.unsupported(f"option rounding={c.option('rounding', '')} of decimals")
    argument = c.arg_types[-1].decimal
    precision, scale = argument.precision, argument.scale
    if precision > 35:
        raise c.unsupported(f"median of decimal<{precision},{scale}> (the mean of two needs 3 more digits)")
    unit = Lit(_Decimal(1).scaleb(-scale), T.DecimalType(max(scale, 1), scale))

    def toward_zero(mean: Expr) -> Expr:
        rounded = mean.cast(T.DecimalType(precision + 1, scale))
        return Let.of(
            rounded,
            lambda r: when(r == mean, r).when(mean > Lit(0, INT), r - unit).else_(r + unit),
        )

    return Let.of(_middle_mean(c, c.args[-1]), toward_zero)


def _agg1(name: str, distinct_ok: bool = False) -> Builder:
    def build(c: Call) -> Expr:
        if c.distinct and not distinct_ok:
            raise c.unsupported("DISTINCT invocation")
        return c.agg(SqlCall(name, (c.args[0],), distinct=c.distinct))

    return build


def _any_value(c: Call) -> Expr:
    """Any value of the group: Spark's ``any_value`` keeps the first row's, null or not, unless told to
    skip nulls (``ignore_nulls`` TRUE: a non-null value where the group has one)."""
    if c.distinct:
        raise c.unsupported("DISTINCT invocation")
    if c.option("ignore_nulls", "FALSE") == "TRUE":
        return c.agg(SqlCall("any_value", (c.args[0], Lit(True, BOOLEAN))))
    return c.agg(SqlCall("any_value", (c.args[0],)))


#: From this magnitude on every double is an integer (2^52): ceil and floor give it back unchanged.
_INTEGRAL_DOUBLE = float(1 << 52)


def _atan2(c: Call) -> Expr:
    """atan2(y, x) as IEEE 754 defines it at signed zeros: Spark's atan2 adds 0.0 to both arguments,
    which makes -0.0 +0.0 (so atan2(-0.0, -1) gave pi, not -pi, and atan2(0.0, -0.0) gave 0, not pi).
    With y a zero of either sign the result is 0 or pi (pi when x is negative or -0.0) with y's sign;
    elsewhere it is Spark's. The sign of a zero is that of ``power(zero, -1)``, an infinity."""

    def negative_zero_or_less(v: Expr) -> Expr:
        return (v < Lit(0.0, DOUBLE)) | (
            (v == Lit(0.0, DOUBLE)) & (call("power", v, Lit(-1.0, DOUBLE)) < Lit(0.0, DOUBLE))
        )

    def build(y: Expr, x: Expr) -> Expr:
        size = when(negative_zero_or_less(x), call("pi")).else_(Lit(0.0, DOUBLE))
        at_zero = Let.of(size, lambda m: when(negative_zero_or_less(y), -m).else_(m))
        return when((y == Lit(0.0, DOUBLE)) & x.is_not_null() & ~call("isnan", x), at_zero).else_(
            call("atan2", y, x)
        )

    return let_all([a.cast(DOUBLE) for a in c.args], build)


def _zero_signed_as(value: Expr, rounded: Expr) -> Expr:
    """``rounded``, a double rounded from the double ``value``, with a zero of ``value``'s sign (IEEE:
    ceil(-0.5) is -0.0). Spark rounds through integers or decimals, which have no negative zero."""
    return Let.of(rounded, lambda r: when(r == Lit(0.0, DOUBLE), value * Lit(0.0, DOUBLE)).else_(r))


def _rounding(name: str) -> Builder:
    """ceil or floor. Of a floating-point value the result is floating-point, as the extension says:
    Spark's own ceil and floor of a double are BIGINT, which overflows past 2^63 (1e300, infinity); a
    value from 2^52 on (and NaN, which Spark orders above every number) is already integral and is
    given back as it is."""

    def build(c: Call) -> Expr:
        x = c.args[0]
        if c.kinds()[0] not in ("fp32", "fp64"):
            return call(name, x)
        return Let.of(
            x.cast(DOUBLE),
            lambda v: when(call("abs", v) >= _INTEGRAL_DOUBLE, v).else_(
                _zero_signed_as(v, call(name, v).cast(DOUBLE))
            ),
        )

    return build


def _round_to(x: Expr, scale: int, even: bool, *, floating: bool = False) -> Expr:
    """``x`` rounded to ``scale`` digits; of a ``floating`` value a zero keeps its sign."""
    if floating:
        return Let.of(x, lambda v: _zero_signed_as(v, call("bround" if even else "round", v, scale)))
    return call("bround" if even else "round", x, scale)


def _round(c: Call) -> Expr:
    """round(x, s): Spark needs a literal scale; a column scale becomes a CASE over the scales that change
    the value (each branch cast to the output type, so Spark does not widen them); other scales: x itself
    above the type's scale, an error below the useful range (never a guessed value)."""
    even = c.option("rounding", "TIE_AWAY_FROM_ZERO") == "TIE_TO_EVEN"
    out = spark_type(c.output_type) if c.output_type is not None else None

    def fix(e: Expr) -> Expr:
        return e.cast(out) if out is not None else e

    t = c.arg_types[0]
    kind = kind_of(t)
    floating = kind in ("fp32", "fp64")
    if len(c.args) == 1:
        return fix(_round_to(c.args[0], 0, even, floating=floating))
    if kind == "decimal":
        lo, hi = -(t.decimal.precision - t.decimal.scale) - 1, t.decimal.scale
    elif kind in _INT_BITS:
        lo, hi = -20, 0
    else:
        lo, hi = -20, 20
    scale = c.literals[1] if len(c.literals) > 1 else NOT_LITERAL
    if isinstance(scale, int) and not isinstance(scale, bool):
        if scale > hi and (kind in _INT_BITS or kind == "decimal"):
            return fix(c.args[0])
        if lo <= scale <= hi:
            return fix(_round_to(c.args[0], scale, even, floating=floating))

    def by_scale(x: Expr, s: Expr) -> Expr:
        expr: Case = when(s.is_null(), Lit(None, T.NullType()))
        for k in range(lo, hi + 1):
            expr = expr.when(s == k, fix(_round_to(x, k, even, floating=floating)))
        if kind in _INT_BITS or kind == "decimal":
            expr = expr.when(s > hi, fix(x))
        return expr.else_(c.fail("rounding scale outside the supported range"))

    return let_all(c.args[:2], by_scale)


def _xor(c: Call) -> Expr:
    return let_all(c.args, lambda a, b: (a | b) & ~(a & b))


def _between(c: Call) -> Expr:
    return let_all(c.args[:1], lambda x: (x >= c.args[1]) & (x <= c.args[2]))


def _capitalize(c: Call) -> Expr:
    """capitalize(s): the first character upper-cased (with char_set ASCII_ONLY only an ASCII letter), the
    rest as it is."""

    def build(s: Expr) -> Expr:
        first = call("substring", s, 1, 1)
        head: Expr = call("upper", first)
        if c.option("char_set", "UTF8") == "ASCII_ONLY":
            head = when(call("rlike", first, Lit("^[a-z]$", STRING)), head).else_(first)
        return call("concat", head, call("substring", s, 2))

    return Let.of(c.args[0], build)


def _concat(c: Call) -> Expr:
    if c.option("null_handling", "ACCEPT_NULLS") == "IGNORE_NULLS":
        return SqlCall("concat_ws", (Lit("", T.StringType()), *c.args))
    return SqlCall("concat", tuple(c.args))


def _concat_ws(c: Call) -> Expr:
    # Spark's concat_ws takes any string expression as separator
    return let_all(
        c.args[:1],
        lambda sep: when(sep.is_null(), Lit(None, T.NullType())).else_(
            SqlCall("concat_ws", (sep, *c.args[1:]))
        ),
    )


def _trim(name: str) -> Builder:
    def build(c: Call) -> Expr:
        if len(c.args) == 1:
            # Spark trims the space character only
            if c.option("spaces_only", "TRUE") != "TRUE":
                raise c.unsupported("option spaces_only=FALSE without characters to trim")
            return call(name, c.args[0])
        # the registry's trim(trimStr, str)
        return call(name, c.args[1], c.args[0])

    return build


def _bitwise(op: str) -> Builder:
    def build(c: Call) -> Expr:
        kinds = c.kinds()
        if "decimal" in kinds:
            for t in c.arg_types:
                if kind_of(t) == "decimal" and t.decimal.scale != 0:
                    raise c.unsupported("decimal arguments with a scale")

            def checked(a: Expr, b: Expr) -> Expr:
                # two's complement on 64 bits: values beyond a long are an error, never a wrapped value
                fits = [call("abs", x.cast(_DEC38)) <= _big(2**63 - 1) for x in (a, b)]
                value = Op(op, (a.cast(LONG), b.cast(LONG)))
                ok = (fits[0] | a.is_null()) & (fits[1] | b.is_null())
                return when(ok, value).else_(c.fail("decimal argument outside the 64-bit range"))

            return let_all(c.args, checked)
        return Op(op, (c.args[0], c.args[1]))

    return build


def _bitwise_not(c: Call) -> Expr:
    return Op("~", (c.args[0],))


def _shift(fn_name: str) -> Builder:
    def build(c: Call) -> Expr:
        bits = _INT_BITS.get(c.kinds()[0], 64)

        def shifted(a: Expr, n: Expr) -> Expr:
            bad = (n < 0) | (n >= bits)
            if bits < 32 and fn_name != "shiftleft":
                a = a.cast(INT)
            if fn_name == "shiftrightunsigned" and bits < 64:
                # unsigned shift of a narrow type: reinterpret its bits as unsigned first
                unsigned = Let.of(a, lambda v: when(v < 0, v.cast(LONG) + 2**bits).else_(v.cast(LONG)))
                value: Expr = call("shiftright", unsigned, n)
            elif fn_name == "shiftleft" and bits < 64:
                # keep the low `bits` bits and reinterpret them as signed
                low = Op("&", (call("shiftleft", a.cast(LONG), n), Lit(2**bits - 1, LONG)))
                value = Let.of(low, lambda v: when(v >= 2 ** (bits - 1), v - 2**bits).else_(v))
            else:
                value = call(fn_name, a.cast(LONG) if bits == 64 else a, n)
            return when(bad, c.fail("shift amount outside the type's width")).else_(value)

        return let_all([c.args[0], c.args[1].cast(INT)], shifted)

    return build


def _is_finite(c: Call) -> Expr:
    return Let.of(c.args[0], lambda x: ~(call("isnan", x) | (call("abs", x) == Lit(float("inf"), DOUBLE))))


def _is_infinite(c: Call) -> Expr:
    return call("abs", c.args[0]) == Lit(float("inf"), DOUBLE)


def _is_nan(c: Call) -> Expr:
    return Let.of(c.args[0], lambda x: when(x.is_null(), Lit(None, T.NullType())).else_(call("isnan", x)))


#: After a pattern taken as an atomic group: no empty match where the previous match ended (but at the
#: start), as Rust's regex crate and RE2 iterate their matches (Java and ICU find one there). Atomic, as
#: there they take no match at all when the one they prefer is empty (not a longer one found by
#: backtracking: ``b|a*?`` over ``ba`` matches ``b`` and then the empty string after ``a``)
_NO_EMPTY_MATCH_AFTER_A_MATCH = "(?:(?<!\\G)|\\A)"


def _java_regex(flags: str, pattern: Expr, *, rust_matches: bool = False) -> Expr:
    """``pattern`` for Java with the inline ``flags`` and Java's ``U`` (Unicode classes and case
    folding): ICU's, and Rust's, ``\\w``, ``\\d``, ``\\s``, ``\\b`` and case-insensitive matching know
    all of Unicode, Java's only ASCII without it. No match starts inside a character outside the BMP;
    with ``rust_matches`` none is empty where the previous one ended (the pattern an atomic group
    followed by :data:`_NO_EMPTY_MATCH_AFTER_A_MATCH`)."""
    # after an empty match Java steps on by one UTF-16 unit, ICU and Rust by one character: no match
    # starts between the two halves of a character outside the BMP (where the next is half of one)
    if rust_matches:
        return call("concat", f"(?U{flags})(?!\\p{{Cs}})(?>", pattern, ")" + _NO_EMPTY_MATCH_AFTER_A_MATCH)
    return call("concat", f"(?U{flags})(?!\\p{{Cs}})(?:", pattern, ")")


def _regex_pattern(c: Call, pattern: Expr, *, checked: bool = False, rust_matches: bool = False) -> Expr:
    """The pattern (value argument 1 of ``c``) for Java (:func:`_java_regex`) with the call's options as
    inline flags; checked by :func:`_checked_pattern` unless ``checked`` says it was."""
    if not checked:
        pattern = _checked_pattern(c, 1, pattern)
    flags = ""
    if c.option("case_sensitivity", "CASE_SENSITIVE") == "CASE_INSENSITIVE":
        flags += "i"
    if c.option("multiline", "MULTILINE_DISABLED") == "MULTILINE_ENABLED":
        flags += "m"
    if c.option("dotall", "DOTALL_DISABLED") == "DOTALL_ENABLED":
        flags += "s"
    return _java_regex(flags, pattern, rust_matches=rust_matches)


def _check_pattern(c: Call, index: int) -> None:
    """Refuse a literal pattern (value argument ``index``) that Java would read otherwise than ICU and
    Rust: a set in their syntax alone (``[:alpha:]``, a difference ``--`` or symmetric difference ``~~``
    of sets in a class), which Java reads as a class of characters."""
    pattern = c.literals[index] if c.is_literal(index) else None
    if isinstance(pattern, str):
        foreign = foreign_class_syntax(pattern)
        if foreign is not None:
            raise c.unsupported(f"the pattern {pattern!r}: {foreign} (Java reads it as characters)")


#: A pattern holding a set ICU and Rust read where Java reads characters, found when the query runs:
#: :func:`foreign_class_syntax` nearly (a ``[:name:]``, or a ``--`` or ``~~`` after a ``[`` with no ``]``
#: between, the bracket not escaped, or after a ``]``, or before a ``[`` or ``\\p``), as a Java regular
#: expression
_FOREIGN_SET = (
    r"(?:^|[^\\])(?:\\\\)*\[(?::\^?[A-Za-z_][A-Za-z0-9_ =&.-]*:\]|[^\]]*(?:--|~~))"
    r"|(?:--|~~)(?:\[|\\[pP])|\](?:--|~~)"
)


def _checked_pattern(c: Call, index: int, pattern: Expr) -> Expr:
    """``pattern`` (value argument ``index``) where Java reads it as ICU and Rust do: a literal one is
    checked now (:func:`_check_pattern`), another fails when the query runs where it holds a set
    Java would read as characters (:data:`_FOREIGN_SET`)."""
    if c.is_literal(index):
        _check_pattern(c, index)
        return pattern
    foreign = c.fail("the pattern holds a set ([:name:], or -- or ~~ in a class) Java reads as characters")
    return Let.of(pattern, lambda p: when(call("rlike", p, _FOREIGN_SET), foreign).else_(p))


def foreign_class_syntax(pattern: str) -> str | None:
    """What in ``pattern`` ICU and Rust's regex crate read as a set where Java reads characters: a
    property set ``[:name:]`` (also at the top level, where ICU reads it as a set) or a set
    difference ``--`` or symmetric difference ``~~`` inside a class; None when there is none."""
    for i, piece, depth in pattern_pieces(pattern):
        if piece == "[" and re.match(r"\[:\^?[A-Za-z_][A-Za-z0-9_ =&.-]*:\]", pattern[i:]):
            return "a property set [:name:]"
        if depth and pattern.startswith(("--", "~~"), i):
            return f"a set operation {pattern[i : i + 2]} in a class"
    return None


def _pos_arg(c: Call, index: int, default: int = 1) -> Expr:
    return c.args[index].cast(LONG) if len(c.args) > index else Lit(default, LONG)


def _regexp_count(c: Call) -> Expr:
    def build(s: Expr, pos: Expr) -> Expr:
        tail = call("substring", s, pos.cast(INT), _SUBSTRING_MAX)
        return when(pos < 1, c.fail("position must be positive")).else_(
            call("regexp_count", tail, _regex_pattern(c, c.args[1]))
        )

    return let_all([c.args[0], _pos_arg(c, 2)], build)


def _regexp_match(c: Call) -> Expr:
    def build(s: Expr, pos: Expr, occ: Expr, grp: Expr) -> Expr:
        tail = call("substring", s, pos.cast(INT), _SUBSTRING_MAX)

        def pick(matches: Expr) -> Expr:
            value = call("element_at", matches, occ.cast(INT))
            return when(call("size", matches) >= occ.cast(INT), value)

        value = Let.of(call("regexp_extract_all", tail, _regex_pattern(c, c.args[1]), grp.cast(INT)), pick)
        bad = (pos < 1) | (occ < 1) | (grp < 0)
        return when(bad, c.fail("position, occurrence or group out of range")).else_(value)

    return let_all([c.args[0], _pos_arg(c, 2), _pos_arg(c, 3), _pos_arg(c, 4, 0)], build)


def _regexp_replace(
    c: Call,
    *,
    java_text: Callable[[int], str] | None = None,
    java_differs: tuple[str, str] | None = None,
    rust_matches: bool = False,
) -> Expr:
    """regexp_replace(input, pattern, replacement[, position[, occurrence]]): every match (occurrence 0)
    is Spark's regexp_replace; the first match alone (occurrence 1) matches the shortest prefix before
    it, \\A(.*?)(pattern), and replaces it with that prefix and the replacement (so a back reference
    in the pattern is refused); a later occurrence has no Spark function and fails. An occurrence
    given as a literal builds only what it needs.

    A literal replacement is written for Java's ``Matcher`` by ``java_text(shift)``, group N as
    ``$(N + shift)`` (the first match alone shifts the pattern's groups by 2); by default the spec's
    syntax (:func:`_spec_replacement`). A replacement that is not a literal is written for Java when
    the query runs (:func:`_spec_replacement_at_run`), unless ``java_differs`` (a regular expression
    and why) says where Java reads it otherwise than the function: there it fails. With the first
    match alone, a group reference in a replacement that is not a literal fails. ``rust_matches``:
    the matches are those Rust's regex crate finds (:func:`_regex_pattern`)."""
    occurrence: object = None
    if len(c.args) > 4 and c.is_literal(4):
        occurrence = c.literal(4, "occurrence")
    elif len(c.args) <= 4:
        occurrence = 0
    pattern_literal = c.literals[1] if c.is_literal(1) else None
    if occurrence == 1 and isinstance(pattern_literal, str) and re.search(r"\\[0-9]", pattern_literal):
        # what a literal pattern says is refused now, not when the query runs
        raise c.unsupported("back references with one occurrence replaced")
    replacement_literal = c.literals[2] if c.is_literal(2) else None
    if java_text is None and isinstance(replacement_literal, str):
        groups = capture_groups(pattern_literal) if isinstance(pattern_literal, str) else None
        text = replacement_literal

        def java_text(shift: int) -> str:
            return _spec_replacement(c, text, groups, shift)

    flags = "sU"
    if c.option("case_sensitivity", "CASE_SENSITIVE") == "CASE_INSENSITIVE":
        flags += "i"
    if c.option("multiline", "MULTILINE_DISABLED") == "MULTILINE_ENABLED":
        flags += "m"
    # (?s) covers the prefix alone, the pattern's dot keeps its meaning; \A is the start of the text,
    # also in multiline mode (where ^ matches after every line break)
    dot = "" if c.option("dotall", "DOTALL_DISABLED") == "DOTALL_ENABLED" else "(?-s)"

    def written(r: Expr, shift: int) -> Expr | str:
        """The replacement for Java with the pattern's groups shifted by ``shift``, or why it fails."""
        if java_text is None:
            return r
        try:
            return Lit(java_text(shift), STRING)
        except _BadReplacement as bad:
            return str(bad)

    def build(s: Expr, pattern: Expr, r: Expr, pos: Expr, occ: Expr) -> Expr:
        if java_text is None and java_differs is None:
            return Let.of(
                _spec_replacement_at_run(r), lambda java_r: finish(s, pattern, r, pos, occ, java_r=java_r)
            )
        return finish(s, pattern, r, pos, occ, java_r=r)

    def finish(s: Expr, pattern: Expr, r: Expr, pos: Expr, occ: Expr, *, java_r: Expr) -> Expr:
        """The call, ``java_r`` the replacement written for Java when it is not a literal."""
        tail = call("substring", s, pos.cast(INT), _SUBSTRING_MAX)
        matched = _regex_pattern(c, pattern, checked=True, rust_matches=rust_matches)
        checked = when((pos < 1) | (occ < 0), c.fail("position or occurrence out of range"))
        one = Lit(True, BOOLEAN) if occurrence == 1 else occ == 1
        every: Expr | None = None
        first: Expr | None = None
        if occurrence != 1:
            every_r = written(java_r, 0)
            if isinstance(every_r, str):
                # the replacement fails where the pattern matches (as ICU's fails on the first match)
                checked = checked.when(~one & call("rlike", tail, matched), c.fail(every_r))
                every_r = Lit("", STRING)
            every = call("regexp_replace", tail, matched, every_r)
        if occurrence != 0:
            first_r = written(java_r, 2)
            if isinstance(first_r, str):
                checked = checked.when(one & call("rlike", tail, matched), c.fail(first_r))
                first_r = Lit("", STRING)
            first = call(
                "regexp_replace",
                tail,
                call("concat", f"(?{flags})\\A(.*?)({dot}", pattern, ")"),
                call("concat", "$1", first_r),
            )
        assert every is not None or first is not None
        picked = first if every is None else every if first is None else when(occ == 1, first).else_(every)
        value = call("concat", call("substring", s, 1, (pos - 1).cast(INT)), picked)
        if java_text is None and java_differs is not None:
            checked = checked.when(call("rlike", r, java_differs[0]), c.fail(java_differs[1]))
        if occurrence != 0:
            checked = checked.when(
                occ > 1, c.fail("replacing the n-th occurrence (n > 1) is not supported on Spark")
            )
            if java_text is None:
                checked = checked.when(
                    one & call("rlike", java_r, _JAVA_GROUP),
                    c.fail("a group reference with one occurrence replaced"),
                )
            checked = checked.when(
                one & call("rlike", pattern, "\\\\[0-9]"),
                c.fail("a back reference in the pattern with one occurrence replaced"),
            )
        return checked.else_(value)

    pattern_arg = _checked_pattern(c, 1, c.args[1])
    return let_all([c.args[0], pattern_arg, c.args[2], _pos_arg(c, 3), _pos_arg(c, 4, 0)], build)


#: The pieces of the spec's replacement text (:func:`_spec_replacement`), as a Java regular expression:
#: a surrogate pair escaped as two ``\\u`` escapes, one ``\\u`` or ``\\U`` escape, a backslash and what it
#: escapes (or a backslash at the end), a group (``${name}``, ``$`` and its digits), any other character
_REPLACEMENT_PIECES = (
    r"\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|\\U[0-9a-fA-F]{8}"
    r"|\\[\s\S]?|\$\{[^}]*\}|\$[0-9]+|[\s\S]"
)


def _spec_replacement_at_run(r: Expr) -> Expr:
    """:func:`_spec_replacement` (without a shift) of a replacement known when the query runs, in
    Spark's own functions: the text cut into its pieces (:data:`_REPLACEMENT_PIECES`), each written
    for Java's ``Matcher`` and joined again. ``\\N`` is Java's ``$N``; a code point escape is the
    character, escaped; a backslash at the end is dropped; a digit is escaped (it must not lengthen
    a group number before it); the rest Java reads as ICU does (``$N`` taking the digits that name a
    group, ``${name}``, a backslash before any other character, a ``$`` that starts no group failing)."""

    def piece(t: Expr) -> Expr:
        hex_digits = call("regexp_replace", t, r"\\[uU]", "")
        return (
            when(call("rlike", t, r"^\\[0-9]$"), call("concat", "$", call("substring", t, 2)))
            .when(
                call("rlike", t, r"^\\u[0-9a-fA-F]{4}"),
                call("concat", "\\", call("decode", call("unhex", hex_digits), "UTF-16BE")),
            )
            .when(
                call("rlike", t, r"^\\U[0-9a-fA-F]{8}"),
                call("concat", "\\", call("decode", call("unhex", hex_digits), "UTF-32")),
            )
            .when(t == "\\", "")
            .when(call("rlike", t, "^[0-9]$"), call("concat", "\\", t))
            .else_(t)
        )

    pieces = call("regexp_extract_all", r, _REPLACEMENT_PIECES, 0)
    return call("array_join", _transformed(pieces, piece), "")


#: A group in a Java replacement text: a ``$`` after an even number of backslashes
_JAVA_GROUP = r"(?:^|[^\\])(?:\\\\)*\$"


class _BadReplacement(Exception):
    """A replacement text that fails wherever the pattern matches (the message says why)."""


def _spec_replacement(
    c: Call, replacement: str, groups: tuple[int, dict[str, int]] | None, shift: int
) -> str:
    """The spec's replacement text of regexp_replace written for Java's ``Matcher``, group N as
    ``$(N + shift)``. The spec's regular expressions are ICU's, and so is its replacement text (``$N``
    takes as many digits as name a group, ``${name}``, a backslash makes the next character itself,
    ``\\uhhhh`` and ``\\Uhhhhhhhh`` are code points, a backslash at the end is dropped), but for the
    numbered back references its description and test cases use: ``\\N``, one digit, is group N.
    ``groups`` is what :func:`capture_groups` says of the pattern; without it (a pattern that is not a
    literal) Java checks the references when the query runs, and a shift is refused.

    Raises :class:`_BadReplacement` for a reference to a group the pattern lacks, or a ``$`` that
    starts none (ICU fails where the pattern matches)."""
    out: list[str] = []
    i, n = 0, len(replacement)

    def group(number: int | None, name: str | None, spelled: str) -> None:
        if groups is None:
            if shift:
                raise c.unsupported("a group reference in the replacement of a pattern that is not a literal")
            out.append(spelled)  # Java resolves it the same way, or fails
            return
        count, names = groups
        index = names.get(name, -1) if name is not None else number
        if index is None or not 0 <= index <= count:
            raise _BadReplacement(f"the replacement refers to group {spelled!r}, which the pattern lacks")
        out.append(f"${index + shift}")

    while i < n:
        ch = replacement[i]
        if ch == "\\":
            if i + 1 == n:
                break
            nxt = replacement[i + 1]
            escape = re.match(r"u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})", replacement[i + 1 :])
            if "0" <= nxt <= "9":
                group(int(nxt), None, "$" + nxt)
                i += 2
            elif escape is not None and int(escape.group(1) or escape.group(2), 16) <= 0x10FFFF:
                out.append(_java_literal(chr(int(escape.group(1) or escape.group(2), 16))))
                i += 1 + len(escape.group(0))
            elif nxt in "uU":
                i += 1  # a malformed escape: ICU drops the backslash
            else:
                out.append(_java_literal(nxt))
                i += 2
        elif ch == "$":
            braced = re.match(r"\{([A-Za-z1-9]*)\}", replacement[i + 1 :])
            digits = re.match(r"[0-9]+", replacement[i + 1 :])
            if braced is not None:
                group(None, braced.group(1), "$" + braced.group(0))
                i += 1 + len(braced.group(0))
            elif digits is not None:
                taken = digits.group(0)
                if groups is not None:
                    # as many digits as name a group of the pattern
                    while len(taken) > 1 and int(taken) > groups[0]:
                        taken = taken[:-1]
                group(int(taken), None, "$" + taken)
                i += 1 + len(taken)
            else:
                raise _BadReplacement(f"a '$' at {i + 1} of the replacement names no group")
        else:
            out.append(_java_literal(ch))
            i += 1
    try:
        # \\uD83D\\uDE00 is one code point, written as the two UTF-16 units ICU appends
        return "".join(out).encode("utf-16-le", "surrogatepass").decode("utf-16-le")
    except UnicodeDecodeError:
        raise c.unsupported("a replacement escaping half a surrogate pair") from None


def _java_literal(ch: str) -> str:
    """One character of a Java replacement text standing for itself (a digit escaped too, so that it
    does not lengthen a group number written before it)."""
    return "\\" + ch if ch in "\\$" or "0" <= ch <= "9" else ch


def _datafusion_replacement(
    c: Call, replacement: str, groups: tuple[int, dict[str, int]] | None, shift: int
) -> str:
    """DataFusion's replacement text of regexp_replace written for Java's ``Matcher``: DataFusion turns
    ``\\N`` into ``${N}`` and expands what Rust's ``regex`` crate expands (``$N``, ``$name``, ``${N}``,
    ``${name}``, ``$$`` for ``$``; a group the pattern lacks is the empty text, any other character is
    itself, backslashes included). Group N is written ``$(N + shift)``; ``groups`` is what
    :func:`capture_groups` says of the pattern (None when it is not known: a reference is refused)."""
    text = re.sub(r"\\(\d+)", r"${\1}", replacement)
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        reference: str | None = None
        if ch == "$" and text.startswith("$$", i):
            out.append("\\$")
            i += 2
            continue
        if ch == "$" and text.startswith("${", i) and "}" in text[i + 2 :]:
            end = text.index("}", i + 2)
            reference, i = text[i + 2 : end], end + 1
        elif ch == "$":
            name = re.match(r"[0-9A-Za-z_]*", text[i + 1 :])
            if name is not None and name.group(0):
                reference, i = name.group(0), i + 1 + len(name.group(0))
        if reference is None:
            out.append("\\" + ch if ch in "\\$" or ch.isdigit() else ch)
            i += 1
            continue
        if groups is None:
            raise c.unsupported("a group reference in the replacement, where the pattern is not a literal")
        count, names = groups
        index = int(reference) if reference.isdigit() else names.get(reference, -1)
        if 0 <= index <= count:
            out.append(f"${index + shift}")
    return "".join(out)


def _regexp_split(c: Call) -> Expr:
    return call("split", c.args[0], _regex_pattern(c, c.args[1]), -1)


def _string_split(c: Call) -> Expr:
    def build(s: Expr, sep: Expr) -> Expr:
        # quote the separator for Java's regular expressions (\Q...\E); an empty one splits nothing
        quoted = call("concat", "\\Q", sep, "\\E")
        # a null separator splits nothing (as the spec's cases expect)
        value = when(sep.is_null() | (sep == ""), call("array", s)).else_(call("split", s, quoted, -1))
        has_end_quote = call("coalesce", call("contains", sep, "\\E"), False)
        return when(has_end_quote, c.fail("separator containing \\E")).else_(value)

    return let_all(c.args[:2], build)


def _list_lambda(name: str) -> Builder:
    """transform/filter/all_match: Spark's higher-order functions with a native lambda (a null list gives
    null; ``forall`` follows three-valued logic like Substrait's all_match in every mode)."""

    def build(c: Call) -> Expr:
        return SqlCall(name, (c.args[0], c.lambda_arg(1).spark(c)))

    return build


_transform = _list_lambda("transform")


def _any_match(c: Call) -> Expr:
    """Whether some element satisfies the predicate, in three-valued logic: true when one does, else null
    when one gives null, else false. Spark's ``exists`` answers false instead of null under
    ``spark.sql.legacy.followThreeValuedLogicInArrayExists=false``; ``array_contains`` of the mapped
    predicates has the three-valued answer in every mode."""
    return call("array_contains", _transform(c), True)


def _cardinality(c: Call) -> Expr:
    # size(null) is -1 unless ANSI is on: guard null explicitly
    return Let.of(c.args[0], lambda x: when(x.is_null(), Lit(None, T.NullType())).else_(call("size", x)))


def _sort_list(c: Call) -> Expr:
    direction = c.option("direction", "ASC_NULLS_LAST")
    asc = direction.startswith("ASC")
    nulls_first = direction.endswith("NULLS_FIRST")
    if asc and nulls_first:
        return call("sort_array", c.args[0], True)
    if not asc and not nulls_first:
        return call("sort_array", c.args[0], False)

    def build(x: Expr) -> Expr:
        non_null = SqlCall("filter", (x, Lambda.of(1, lambda e: e.is_not_null())))
        nulls = SqlCall("filter", (x, Lambda.of(1, lambda e: e.is_null())))
        nn = call("sort_array", non_null, asc)
        combined = call("concat", nn, nulls) if asc else call("concat", nulls, nn)
        return when(x.is_null(), Lit(None, T.NullType())).else_(combined)

    return Let.of(c.args[0], build)


def _constant_or_null(c: Call) -> Expr:
    if not c.args:
        raise c.unsupported("constant_or_null without arguments")
    if len(c.args) == 1:
        return c.args[0]
    return when(or_all([a.is_null() for a in c.args[1:]]), Lit(None, T.NullType())).else_(c.args[0])


def _by_distribution(c: Call, sample: str, population: str) -> Expr:
    """std_dev / variance: the ``distribution`` (enum argument or option) picks sample or population."""
    if c.distinct:
        raise c.unsupported("DISTINCT invocation")
    enum = next((e for e in c.enums if e is not None and e in ("SAMPLE", "POPULATION")), None)
    chosen = enum or c.option("distribution", "SAMPLE")
    return _statistic(population if chosen == "POPULATION" else sample)(c)


def _statistic(name: str) -> Builder:
    """A sample or population statistic of doubles. The sample ones divide by n - 1: one value gives
    null, never the NaN that ``spark.sql.legacy.statisticalAggregate`` would make."""

    def build(c: Call) -> Expr:
        if c.distinct:
            raise c.unsupported("DISTINCT invocation")
        x = c.args[0].cast(DOUBLE)
        if name.endswith("_samp"):
            return when(c.agg(call("count", x)) > 1, c.agg(call(name, x)))
        return c.agg(call(name, x))

    return build


def _product(c: Call) -> Expr:
    """The product of the non-null values (1 for none, as the spec says): a fold over the collected
    values in a native lambda (Spark SQL has no product aggregate). Integers are multiplied exactly as
    decimal(38,0) (``try_multiply``: null beyond 38 digits), then checked against the output type."""
    if c.distinct:
        raise c.unsupported("DISTINCT invocation")
    k = c.kinds()[0]
    if k in _FP:
        values = c.agg(call("collect_list", c.args[0].cast(DOUBLE)))
        return SqlCall("aggregate", (values, Lit(1.0, DOUBLE), Lambda.of(2, lambda acc, v: acc * v)))
    if k not in _INT_BITS:
        raise c.unsupported(f"argument {k}")
    values = c.agg(call("collect_list", c.args[0].cast(_DEC38)))
    product: Expr = SqlCall(
        "aggregate", (values, _big(1).cast(_DEC38), Lambda.of(2, lambda acc, v: call("try_multiply", acc, v)))
    )
    mode = c.option("overflow", "ERROR")
    if mode == "ERROR":
        product = Let.of(product, lambda p: when(p.is_null(), c.fail(f"overflow of {_out_kind(c)}")).else_(p))
    return _range_checked(c, product, _out_kind(c) if _out_kind(c) in _INT_BITS else k)


def _string_agg(c: Call) -> Expr:
    """The strings joined by the separator (nulls skipped; null when no string is left), in the order
    the aggregate's sorts ask for. Ordered, with a literal separator, the rows are collected and sorted
    (:func:`_group_values`): Spark's ``WITHIN GROUP`` fails in its analyser (a ``ClassCastException``)
    when the aggregate also has DISTINCT measures of two different arguments. Without sorts any order is
    the plan's."""
    if c.distinct:
        raise c.unsupported("DISTINCT invocation")
    joined = call("string_agg", c.args[0], c.args[1])
    if not c.order:
        return c.agg(joined)
    if c.over is not None:
        raise c.unsupported("an ordered string_agg over a window (Spark has no WITHIN GROUP there)")
    if not (len(c.literal_args) > 1 and c.literal_args[1]):
        return c.agg(WithinGroup(joined, c.order))
    separator = c.args[1]

    def join(values: Expr) -> Expr:
        present = SqlCall("filter", (values, Lambda.of(1, lambda v: v.is_not_null())))
        return Let.of(
            present,
            lambda p: when(call("size", p) == Lit(0, INT), Lit(None, T.NullType())).else_(
                call("array_join", p, separator)
            ),
        )

    return _group_values(c, c.args[0], join)


def _sort_comparator(keys: Sequence[SortKey], field_names: Sequence[str]) -> Lambda:
    """``array_sort``'s comparator of two structs by the fields ``field_names``, which hold the values of
    ``keys`` (each ascending or not, nulls first or last): -1, 0 or 1, the first key that tells the two
    apart deciding. One CASE, so the comparator's text grows linearly with the keys."""

    def compare(left: Expr, right: Expr) -> Expr:
        before: list[Expr] = []
        after: list[Expr] = []
        for key, name in zip(keys, field_names, strict=True):
            a, b = Field(left, name), Field(right, name)
            null_a_only = a.is_null() & b.is_not_null()
            null_b_only = a.is_not_null() & b.is_null()
            smaller, larger = (a < b, a > b) if key.ascending else (a > b, a < b)
            before.append((null_a_only if key.nulls_first else null_b_only) | smaller)
            after.append((null_b_only if key.nulls_first else null_a_only) | larger)
        case = when(before[0], Lit(-1, INT)).when(after[0], Lit(1, INT))
        for b_cond, a_cond in zip(before[1:], after[1:], strict=True):
            case = case.when(b_cond, Lit(-1, INT)).when(a_cond, Lit(1, INT))
        return case.else_(Lit(0, INT))

    return Lambda.of(2, compare)


def _group_values(c: Call, value: Expr, use: Callable[[Expr], Expr]) -> Expr:
    """``use(values)`` of the list of ``value`` over the group's rows, nulls kept (Spark's collect_list
    drops nulls: each value is collected inside a struct, which is never null), in the order of the
    aggregate's sorts (any order without them), distinct values alone for a DISTINCT invocation; null
    when the group has no row."""
    if c.order and c.over is not None:
        raise c.unsupported("an ordered aggregate over a window")
    key_names = [f"k{i}" for i in range(len(c.order))]
    parts: list[Expr] = []
    for name, key in zip(key_names, c.order, strict=True):
        parts += [Lit(name, T.StringType()), key.expr]
    parts += [Lit("v", T.StringType()), value]
    rows = c.agg(SqlCall("collect_set" if c.distinct else "collect_list", (call("named_struct", *parts),)))
    if c.order:
        rows = SqlCall("array_sort", (rows, _sort_comparator(c.order, key_names)))

    def build(r: Expr) -> Expr:
        values = _transformed(r, lambda row: Field(row, "v"))
        return when(call("size", r) == Lit(0, INT), Lit(None, T.NullType())).else_(use(values))

    return Let.of(rows, build)


def _array_agg(c: Call) -> Expr:
    """DataFusion's array_agg: the values as a list, nulls kept, in the order of the sorts (any order
    without them); null when there is no row."""
    return _group_values(c, c.args[0], lambda values: values)


def _ordered_pick(which: str) -> Builder:
    """first_value / last_value / nth_value as aggregates: the value of the first, last or n-th row in the
    order of the sorts (null when there is no such row, or its value is null)."""

    def build(c: Call) -> Expr:
        if c.distinct:
            raise c.unsupported("DISTINCT invocation")
        if which == "nth":
            n = _int_literal(c, 1, "nth_value's index", 1)
            if n < 1:
                raise c.unsupported("nth_value's index must be positive")
            return _group_values(c, c.args[0], lambda v: call("get", v, Lit(n - 1, INT)))
        if not c.order:
            # without sorts the plan asks for the value of any row: Spark's first or last row's
            return c.agg(call("first" if which == "first" else "last", c.args[0], Lit(False, BOOLEAN)))
        if which == "first":
            return _group_values(c, c.args[0], lambda v: call("get", v, Lit(0, INT)))
        return _group_values(
            c, c.args[0], lambda v: Let.of(v, lambda w: call("get", w, call("size", w) - Lit(1, INT)))
        )

    return build


def _paired_statistic(name: str, *, zero_variance_null: bool = False, minimum: int = 1) -> Builder:
    """Spark's statistic of pairs (rows where both values are present): null below ``minimum`` pairs,
    whatever ``spark.sql.legacy.statisticalAggregate`` says; with ``zero_variance_null``, null too when
    either side's values are all equal (corr, as DataFusion and DuckDB give it, and DataFusion's
    regr_r2; Spark gives NaN or 1 there)."""

    def build(c: Call) -> Expr:
        if c.distinct:
            raise c.unsupported("DISTINCT invocation")
        y, x = (a.cast(DOUBLE) for a in _arguments(c, 2, 2))

        def with_pairs(y_: Expr, x_: Expr) -> Expr:
            value = c.agg(call(name, y_, x_))
            if minimum <= 1 and not zero_variance_null:
                return value
            pairs = c.agg(call("regr_count", y_, x_))
            undefined = pairs < Lit(minimum, LONG)
            if zero_variance_null:
                both = y_.is_not_null() & x_.is_not_null()
                for side in (y_, x_):
                    undefined = undefined | (c.agg(call("var_pop", when(both, side))) == Lit(0.0, DOUBLE))
            return when(undefined, Lit(None, T.NullType())).else_(value)

        return let_all([y, x], with_pairs)

    return build


def _approx_count_distinct(c: Call) -> Expr:
    return c.agg(call("approx_count_distinct", c.args[0]))


def _log1p(c: Call) -> Expr:
    """log1p(x) = ln(1 + x), exact near zero (Spark's log1p): x = -1 per on_log_zero, x < -1 per
    on_domain_error (Spark's log1p gives null for both)."""
    zero_mode = c.option("on_log_zero", "MINUS_INFINITY")
    zero = Lit(float("-inf"), DOUBLE) if zero_mode == "MINUS_INFINITY" else c.fail("logarithm of zero")

    def build(x: Expr) -> Expr:
        return (
            when(x == Lit(-1.0, DOUBLE), zero)
            .when(call("isnan", x), Lit(float("nan"), DOUBLE))
            .else_(_domain(c, call("log1p", x), x < Lit(-1.0, DOUBLE), default="NAN"))
        )

    return Let.of(c.args[0].cast(DOUBLE), build)


def _characters(value: Expr) -> Expr:
    """The list of a string's characters (code points: a pair of surrogates is one)."""
    return call("regexp_extract_all", value, Lit("(?s).", STRING), Lit(0, INT))


def _swapcase(c: Call) -> Expr:
    """swapcase(s): each upper-case character lower-cased and each lower-case one upper-cased (with
    char_set ASCII_ONLY, ASCII letters only); a null string gives null."""
    ascii_only = c.option("char_set", "UTF8") == "ASCII_ONLY"

    def one(ch: Expr) -> Expr:
        if ascii_only:
            return (
                when(call("rlike", ch, Lit("^[A-Z]$", STRING)), call("lower", ch))
                .when(call("rlike", ch, Lit("^[a-z]$", STRING)), call("upper", ch))
                .else_(ch)
            )
        return when(call("lower", ch) != ch, call("lower", ch)).else_(call("upper", ch))

    transformed = _transformed(_characters(c.args[0]), one)
    return call("array_join", transformed, Lit("", STRING))


def _count_substring(c: Call) -> Expr:
    """count_substring(s, sub): the non-overlapping occurrences of ``sub`` in ``s``, counted from the left
    (each replaced occurrence removes its length); an empty ``sub`` occurs before every character and at
    the end (Arrow's and Python's count). CASE_INSENSITIVE compares the lower-cased strings."""
    s, sub = _case_fold(c)

    def build(text: Expr, part: Expr) -> Expr:
        n = call("char_length", part)
        rest = call("replace", text, part, Lit("", STRING))
        removed = call("char_length", text) - call("char_length", rest)
        return when(n == Lit(0, INT), call("char_length", text) + 1).else_(call("div", removed, n))

    return let_all([s, sub], build)


def _replace_slice(c: Call) -> Expr:
    """replace_slice(s, start, length, new): ``length`` characters from ``start`` (1-based) replaced by
    ``new``; null where start is below 1 or beyond the string, or length is negative."""

    def build(s: Expr, start: Expr, length: Expr, new: Expr) -> Expr:
        size = call("char_length", s).cast(LONG)
        head = call("substring", s, Lit(1, INT), (start - 1).cast(INT))
        tail = call("substring", s, (start + _clamped(length, high=size)).cast(INT))
        bad = (start < 1) | (start > size) | (length < 0)
        return when(bad, Lit(None, T.NullType())).else_(call("concat", head, new, tail))

    return let_all([c.args[0], c.args[1].cast(LONG), c.args[2].cast(LONG), c.args[3]], build)


def _regexp_strpos(c: Call) -> Expr:
    """regexp_strpos(s, pattern, position, occurrence): the 1-based position of the first match found
    from ``position`` on, 0 when there is none; a later occurrence (Spark's regexp_instr finds the first
    only) is unsupported."""
    if len(c.args) < 4 or not c.is_literal(3) or c.literal(3, "occurrence") != 1:
        raise c.unsupported("an occurrence other than the literal 1")

    def build(s: Expr, pos: Expr) -> Expr:
        tail = call("substring", s, pos.cast(INT), _SUBSTRING_MAX)
        found = Let.of(
            call("regexp_instr", tail, _regex_pattern(c, c.args[1])),
            lambda i: when(i == Lit(0, INT), Lit(0, LONG)).else_(i + pos - 1),
        )
        return when(pos < 1, c.fail("position must be positive")).else_(found)

    return let_all([c.args[0], c.args[2].cast(LONG)], build)


def _index_in(c: Call) -> Expr:
    """index_in(needle, haystack): the 0-based index of the needle's first equal in the list, null when
    there is none or the needle is null. NaN finds NaN (Spark's array_position treats NaN as equal to
    itself), unless nan_equality is NAN_IS_NOT_NAN."""

    def build(needle: Expr, haystack: Expr) -> Expr:
        found = Let.of(
            call("array_position", haystack, needle),
            lambda p: when(p == Lit(0, LONG), Lit(None, T.NullType())).else_(p - 1),
        )
        if c.option("nan_equality", "NAN_IS_NAN") == "NAN_IS_NOT_NAN" and c.kinds()[0] in ("fp32", "fp64"):
            return when(call("isnan", needle), Lit(None, T.NullType())).else_(found)
        return found

    return let_all([c.args[0], c.args[1]], build)


def _extract_boolean(c: Call) -> Expr:
    """extract_boolean(IS_LEAP_YEAR, date or timestamp): whether the value's year is a leap year of the
    Gregorian calendar. The zoned form (a timestamp with time zone and a zone name) is unsupported."""
    enums = [e for e in c.enums if e is not None]
    if not enums or enums[0].upper() != "IS_LEAP_YEAR":
        raise c.unsupported(f"component {enums[0] if enums else '(none)'}")
    if len(c.args) != 1 or c.kinds()[0] not in ("date", "precision_timestamp", "timestamp"):
        raise c.unsupported("a value other than a date or a timestamp without time zone")
    return Let.of(
        call("year", c.args[0]),
        lambda y: ((y % 4 == Lit(0, INT)) & (y % 100 != Lit(0, INT))) | (y % 400 == Lit(0, INT)),
    )


SCALAR: dict[str, Builder] = {
    # comparison
    "equal": _bin(lambda a, b: a == b),
    "not_equal": _bin(lambda a, b: a != b),
    "lt": _bin(lambda a, b: a < b),
    "gt": _bin(lambda a, b: a > b),
    "lte": _bin(lambda a, b: a <= b),
    "gte": _bin(lambda a, b: a >= b),
    "is_null": _un(lambda a: a.is_null()),
    "is_not_null": _un(lambda a: a.is_not_null()),
    "is_nan": _is_nan,
    "is_finite": _is_finite,
    "is_infinite": _is_infinite,
    "is_true": _un(lambda a: call("coalesce", a, False)),
    "is_false": _un(lambda a: call("coalesce", ~a, False)),
    "is_not_true": _un(lambda a: ~call("coalesce", a, False)),
    "is_not_false": _un(lambda a: ~call("coalesce", ~a, False)),
    "is_distinct_from": _bin(lambda a, b: ~a.null_safe_eq(b)),
    "is_not_distinct_from": _bin(lambda a, b: a.null_safe_eq(b)),
    "between": _between,
    "coalesce": _fn("coalesce"),
    "nullif": _fn("nullif"),
    "least": _extreme_or_null("least"),
    "greatest": _extreme_or_null("greatest"),
    "least_skip_null": _fn("least"),
    "greatest_skip_null": _fn("greatest"),
    # boolean (Spark's AND/OR are Kleene, like Substrait's)
    "and": lambda c: and_all(c.args),
    "or": lambda c: or_all(_equalities_as_in(c.args)),
    "not": _un(lambda a: ~a),
    "xor": _xor,
    "and_not": _bin(lambda a, b: a & ~b),
    # arithmetic
    "add": _datetime_arith("+"),
    "subtract": _datetime_arith("-"),
    "multiply": _arith("*"),
    "divide": _divide,
    "modulus": _modulus,
    "negate": _negate,
    "abs": _abs,
    "sign": _un(_fn1("signum")),
    "sqrt": _sqrt,
    "exp": _fp_un("exp"),
    "power": _power,
    "factorial": _factorial,
    "sin": _fp_un("sin"),
    "cos": _fp_un("cos"),
    "tan": _fp_un("tan"),
    "asin": _fp_un("asin", lambda x: call("abs", x) > 1),
    "acos": _fp_un("acos", lambda x: call("abs", x) > 1),
    "atan": _fp_un("atan"),
    "atan2": _atan2,
    "sinh": _fp_un("sinh"),
    "cosh": _fp_un("cosh"),
    "tanh": _fp_un("tanh"),
    "asinh": _fp_un("asinh"),
    "acosh": _fp_un("acosh", lambda x: x < 1),
    "atanh": _fp_un("atanh", lambda x: call("abs", x) > 1),
    "radians": _fp_un("radians"),
    "degrees": _fp_un("degrees"),
    # logarithmic
    "ln": _log_family("ln"),
    "log10": _log_family("log10"),
    "log2": _log_family("log2"),
    "logb": _log_family("ln"),
    "log1p": _log1p,
    # rounding
    "floor": _rounding("floor"),
    "ceil": _rounding("ceil"),
    "round": _round,
    # strings
    "concat": _concat,
    "concat_ws": _concat_ws,
    "like": _like,
    "ilike": lambda c: call("ilike", c.args[0], c.args[1]),
    "substring": _substring,
    "upper": _fn("upper"),
    "capitalize": _capitalize,
    "swapcase": _swapcase,
    "lower": _fn("lower"),
    "trim": _trim("trim"),
    "ltrim": _trim("ltrim"),
    "rtrim": _trim("rtrim"),
    "char_length": _fn("char_length"),
    "character_length": _fn("char_length"),
    "octet_length": _fn("octet_length"),
    "bit_length": _fn("bit_length"),
    "strpos": _cs("instr"),
    "starts_with": _cs("startswith"),
    "ends_with": _cs("endswith"),
    "contains": _cs("contains"),
    "replace": lambda c: call("replace", c.args[0], c.args[1], c.args[2]),
    "reverse": _fn("reverse"),
    "lpad": lambda c: call("lpad", c.args[0], c.args[1].cast(INT), c.args[2] if len(c.args) > 2 else " "),
    "rpad": lambda c: call("rpad", c.args[0], c.args[1].cast(INT), c.args[2] if len(c.args) > 2 else " "),
    "left": _fn("left"),
    "right": _fn("right"),
    "repeat": lambda c: call("repeat", c.args[0], c.args[1].cast(INT)),
    "regexp_count_substring": _regexp_count,
    "regexp_strpos": _regexp_strpos,
    "count_substring": _count_substring,
    "replace_slice": _replace_slice,
    "regexp_match_substring": _regexp_match,
    "regexp_replace": _regexp_replace,
    "regexp_string_split": _regexp_split,
    "string_split": _string_split,
    # bitwise
    "bitwise_and": _bitwise("&"),
    "bitwise_or": _bitwise("|"),
    "bitwise_xor": _bitwise("^"),
    "bitwise_not": _bitwise_not,
    "shift_right": _shift("shiftright"),
    "shift_left": _shift("shiftleft"),
    "shift_right_unsigned": _shift("shiftrightunsigned"),
    # DataFusion's names (it writes them for its grouping-set id)
    "bitwise_shift_right": _shift("shiftright"),
    "bitwise_shift_left": _shift("shiftleft"),
    # DataFusion's random() (a name-only declaration): uniform in [0, 1), drawn per row, as Spark's rand()
    "random": lambda c: call("rand"),
    # DuckDB's internal constant_or_null(value, x...) (a name-only declaration its optimizer writes for a
    # comparison it decided): null when any x is null, else value
    "constant_or_null": _constant_or_null,
    # date and time
    "extract": _extract,
    "date_part": _extract,
    "round_calendar": _round_calendar,
    "add_intervals": _bin(lambda a, b: a + b),
    "extract_boolean": _extract_boolean,
    # sets
    "index_in": _index_in,
    # lists
    "cardinality": _cardinality,
    "transform": _transform,
    "filter": _list_lambda("filter"),
    "any_match": _any_match,
    "all_match": _list_lambda("forall"),
    "sort": _sort_list,
}


def _arguments(c: Call, low: int, high: int) -> list[Expr]:
    """The value arguments of ``c``, unsupported unless there are ``low`` to ``high`` of them."""
    if not low <= len(c.args) <= high:
        raise c.unsupported(f"{len(c.args)} arguments (this mapping takes {low} to {high})")
    return c.args


def _df_concat(c: Call) -> Expr:
    """DataFusion's concat (as PostgreSQL's): null arguments are skipped, all null gives ''."""
    return SqlCall("concat_ws", (Lit("", T.StringType()), *_arguments(c, 1, 1_000_000)))


def _df_array_has(c: Call) -> Expr:
    """Whether the list holds the value: null for a null list or value, else true or false (a null
    element does not make the answer null, unlike Spark's array_contains)."""
    values, needle = _arguments(c, 2, 2)
    return Let.of(
        values,
        lambda v: Let.of(
            needle,
            lambda x: when(v.is_null() | x.is_null(), Lit(None, T.NullType())).else_(
                call("coalesce", call("array_contains", v, x), False)
            ),
        ),
    )


def _df_array_element(c: Call) -> Expr:
    """Element ``i`` of a list, 1-based; a negative ``i`` counts from the end; 0 or past either end is
    null."""
    values, index = _arguments(c, 2, 2)

    def pick(v: Expr, i: Expr) -> Expr:
        return (
            when(i > 0, call("get", v, i - 1))
            .when(i < 0, call("get", v, call("size", v) + i))
            .else_(Lit(None, T.NullType()))
        )

    return Let.of(values, lambda v: Let.of(index, lambda i: pick(v, i)))


def _df_array_length(c: Call) -> Expr:
    """The length of a list (its first dimension); null for a null list."""
    _arguments(c, 1, 1)
    return _cardinality(c)


def _df_array_position(c: Call) -> Expr:
    """The 1-based position of the value's first occurrence; null when it does not occur. DataFusion
    compares as IS NOT DISTINCT FROM does, floating-point numbers by their bits: a null finds a null,
    NaN finds NaN, and -0.0 does not find 0.0 (Spark's array_position finds none of them apart, and
    finds nothing for a null). Floating-point numbers are compared by their text, which tells every
    two numbers apart."""
    values, needle = _arguments(c, 2, 2)
    list_type = c.arg_types[0]
    floats = kind_of(list_type) == "list" and kind_of(list_type.list.type) in ("fp32", "fp64")

    def position(vs: Expr, x: Expr) -> Expr:
        if floats:
            texts = _transformed(vs, lambda e: e.cast(STRING))
            found = call("array_position", texts, x.cast(STRING))
        else:
            found = call("array_position", vs, x)
        nulls = _transformed(vs, lambda e: e.is_null())
        first_null = call("array_position", nulls, Lit(True, BOOLEAN))
        return call("nullif", when(x.is_null(), first_null).else_(found), 0)

    return let_all([values, needle], position)


def _df_substr(c: Call) -> Expr:
    """substr(s, start[, length]) as PostgreSQL's: positions before 1 are left of the string (they count
    towards the length but take nothing); a negative start never counts from the end."""
    args = _arguments(c, 2, 3)
    start = c.literals[1] if len(c.literals) > 1 else NOT_LITERAL
    if isinstance(start, int) and not isinstance(start, bool) and start >= 1:
        return _substring(c)  # a start of 1 or more means the same in either reading
    if isinstance(start, int) and not isinstance(start, bool) and len(args) == 3 and c.is_literal(2):
        length = c.literals[2]
        if isinstance(length, int) and not isinstance(length, bool) and length >= 0:
            return call("substring", args[0], 1, max(start + length - 1, 0))
    c.options = {**c.options, "negative_start": ["LEFT_OF_BEGINNING"]}
    return _substring(c)


def _df_left_right(name: str) -> Builder:
    """left/right(s, n) as PostgreSQL's: a negative n takes all but the last (first) -n characters."""

    def build(c: Call) -> Expr:
        s_arg, n_arg = _arguments(c, 2, 2)

        def pick(s: Expr, n: Expr) -> Expr:
            rest = call("greatest", call("char_length", s) + n, 0).cast(INT)
            negative = call(name, s, rest)
            return when(n < 0, negative).else_(call(name, s, n.cast(INT)))

        return Let.of(s_arg, lambda s: Let.of(n_arg.cast(LONG), lambda n: pick(s, n)))

    return build


def _df_regexp_replace(c: Call) -> Expr:
    """regexp_replace(s, pattern, replacement[, flags]) as DataFusion's: the first match only unless the
    flags hold ``g``; ``i`` ignores case. It is the standard regexp_replace from position 1 of
    occurrence 1, or 0 with ``g`` (:func:`_regexp_replace`), with a literal replacement written for Java
    (:func:`_datafusion_replacement`: DataFusion's group references, and its backslashes and dollar
    signs that stand for themselves)."""
    args = _arguments(c, 3, 4)
    flags = ""
    if len(args) == 4:
        given = c.literal(3, "regexp_replace's flags")
        if not isinstance(given, str) or set(given) - {"g", "i"}:
            raise c.unsupported(f"flags {given!r} (g and i are supported)")
        flags = given
    occurrence = 0 if "g" in flags else 1
    case = "CASE_INSENSITIVE" if "i" in flags else "CASE_SENSITIVE"
    literals = (list(c.literals) + [NOT_LITERAL] * 3)[:3]
    literal_args = (list(c.literal_args) + [False] * 3)[:3]
    replacement = literals[2]
    java_text: Callable[[int], str] | None = None
    if isinstance(replacement, str):
        pattern = literals[1]
        groups = capture_groups(pattern) if isinstance(pattern, str) else None
        text = replacement

        def java_text(shift: int) -> str:
            return _datafusion_replacement(c, text, groups, shift)

    return _regexp_replace(
        replace(
            c,
            args=[*args[:3], Lit(1, LONG), Lit(occurrence, LONG)],
            literals=[*literals, 1, occurrence],
            literal_args=[*literal_args, True, True],
            options={**c.options, "case_sensitivity": [case]},
        ),
        java_text=java_text,
        java_differs=(r"[\\$]", "a backslash or dollar sign in a replacement that is not a literal"),
        rust_matches=True,
    )


def _df_regex_match(negated: bool, insensitive: bool) -> Builder:
    """``s ~ pattern`` and its variants (``~*``, ``!~``, ``!~*``): whether the pattern matches anywhere."""

    def build(c: Call) -> Expr:
        s_arg, pattern = _arguments(c, 2, 2)
        found = call("rlike", s_arg, _java_regex("i" if insensitive else "", _checked_pattern(c, 1, pattern)))
        return ~found if negated else found

    return build


def _df_log(c: Call) -> Expr:
    """DataFusion's log: ``logb(x)`` is the logarithm to base 10, ``logb(x, base)`` the extension's."""
    if len(_arguments(c, 1, 2)) == 1:
        return _log_family("log10")(replace(c, name="log10"))
    return _log_family("ln")(c)


def _df_log_base_first(c: Call) -> Expr:
    """DataFusion 49's and earlier ``log``: ``log(base, x)`` in DataFusion's own order (later versions
    write ``logb(x, base)``), ``log(x)`` the logarithm to base 10."""
    args = _arguments(c, 1, 2)
    if len(args) == 1:
        return _df_log(c)

    def swapped(values: list[Any]) -> list[Any]:
        return [values[1], values[0], *values[2:]] if len(values) >= 2 else values

    return _df_log(
        replace(
            c,
            name="logb",
            args=swapped(c.args),
            arg_types=swapped(c.arg_types),
            literals=swapped(c.literals),
            literal_args=swapped(c.literal_args),
            null_literals=swapped(c.null_literals),
        )
    )


def _java_regex_literal(text: str) -> str:
    """A Java regular expression that matches ``text`` exactly (every character that is not a letter or
    a digit escaped)."""
    return "".join(ch if ch.isalnum() else "\\" + ch for ch in text)


def _df_string_to_array(c: Call) -> Expr:
    """string_to_array(s, delimiter[, null_text]) as DataFusion's: '' gives an empty list, an empty
    delimiter the whole string as one element; a part equal to ``null_text`` is null (none when it is
    null). The delimiter must be a literal."""
    s_arg, _, *null_text = _arguments(c, 2, 3)
    delimiter = c.literal(1, "string_to_array's delimiter")
    if not isinstance(delimiter, str):
        raise c.unsupported("a delimiter that is not a string")
    empty = call("array_repeat", Lit(None, T.StringType()), 0)

    def build(s: Expr) -> Expr:
        parts: Expr = (
            call("array", s) if delimiter == "" else call("split", s, _java_regex_literal(delimiter), -1)
        )
        if null_text:
            parts = _transformed(parts, lambda p: call("nullif", p, null_text[0]))
        return when(s.is_null(), Lit(None, T.NullType())).when(s == "", empty).else_(parts)

    return Let.of(s_arg, build)


def _df_array_slice(c: Call) -> Expr:
    """array_slice(list, from, to) as DataFusion's: elements ``from`` to ``to``, 1-based and inclusive,
    where a negative bound counts from the end (-1 is the last element), a start of 0 or before the
    first element is the first, an end past the last is the last, and an end of 0 or before the first
    element (or before the start) leaves none; a null bound gives null. A stride is refused."""
    values, low, high = _arguments(c, 3, 3)

    def build(v: Expr, a: Expr, b: Expr) -> Expr:
        n = call("size", v).cast(LONG)
        start = when(a < 0, call("greatest", n + a + 1, Lit(1, LONG))).when(a == 0, Lit(1, LONG)).else_(a)
        end = when(b < 0, n + b + 1).else_(call("least", b, n))

        def sliced(first: Expr, last: Expr) -> Expr:
            empty = call("slice", v, Lit(1, INT), Lit(0, INT))
            return when((first > n) | (last < first), empty).else_(
                call("slice", v, first.cast(INT), (last - first + 1).cast(INT))
            )

        return when(v.is_null() | a.is_null() | b.is_null(), Lit(None, T.NullType())).else_(
            let_all([start, end], sliced)
        )

    return let_all([values, low.cast(LONG), high.cast(LONG)], build)


def _df_array_sort(c: Call) -> Expr:
    """array_sort(list[, direction[, nulls]]) as DataFusion's: ``ASC`` or ``DESC`` (either case), nulls
    first unless ``NULLS LAST``; a null direction or nulls argument gives null. Both must be literals."""
    args = _arguments(c, 1, 3)
    words: list[str] = []
    for i, default, allowed in (
        (1, "ASC", ("ASC", "DESC")),
        (2, "NULLS FIRST", ("NULLS FIRST", "NULLS LAST")),
    ):
        if len(args) <= i:
            words.append(default)
            continue
        given = c.literal(i, "array_sort's direction" if i == 1 else "array_sort's null order")
        if given is None:
            return Lit(None, T.NullType())
        if not isinstance(given, str) or given.upper() not in allowed:
            raise c.unsupported(f"array_sort's argument {given!r} (one of {', '.join(allowed)})")
        words.append(given.upper())
    direction = f"{words[0]}_{words[1].replace(' ', '_')}"
    return _sort_list(replace(c, args=[args[0]], options={**c.options, "direction": [direction]}))


def _df_array_any_value(c: Call) -> Expr:
    """The list's first element that is not null; null when there is none (or the list is null)."""
    (values,) = _arguments(c, 1, 1)
    present = SqlCall("filter", (values, Lambda.of(1, lambda e: e.is_not_null())))
    return call("get", present, Lit(0, INT))


def _df_sha(bits: int) -> Builder:
    """sha224/256/384/512 as DataFusion's: the digest's bytes (binary), not their hex text."""
    return lambda c: call("unhex", call("sha2", _arguments(c, 1, 1)[0], bits))


#: date_trunc's units, as DataFusion and Spark both name them.
_TRUNC_UNITS = frozenset(
    {"year", "quarter", "month", "week", "day", "hour", "minute", "second", "millisecond", "microsecond"}
)


def _df_date_trunc(c: Call) -> Expr:
    """date_trunc(unit, timestamp) of a timestamp without a time zone (a wall time: weeks start on Monday),
    or of one with a time zone (an instant), truncated in UTC; the unit must be a literal."""
    _, ts = _arguments(c, 2, 2)
    unit = c.literal(0, "date_trunc's unit")
    if not isinstance(unit, str) or unit.lower() not in _TRUNC_UNITS:
        raise c.unsupported(f"unit {unit!r}")
    kind = c.kinds()[1]
    if kind == "precision_timestamp_tz":
        # an instant: truncated in UTC (the plan names no zone; DataFusion reads its timestamps with a time
        # zone back as UTC)
        return Let.of(
            ts,
            lambda instant: utc_instant_of_wall_time(
                _truncated_wall_time(unit.lower(), utc_wall_time(instant))
            ),
        )
    if kind != "precision_timestamp":
        raise c.unsupported(f"date_trunc of a {kind} (a timestamp with or without time zone is supported)")
    return Let.of(ts, lambda wall: _truncated_wall_time(unit.lower(), wall))


def _truncated_wall_time(unit: str, wall: Expr) -> Expr:
    """A timestamp without time zone truncated to ``unit``, from its date and the parts of its time of day,
    none of which a time zone changes (Spark's date_trunc reads the wall time in the session's zone, and
    moves one the zone skips, such as 02:30 on the day clocks go forward)."""
    day = wall.cast(T.DateType())
    if unit in ("year", "quarter", "month", "week"):
        return call("trunc", day, Lit(unit.upper(), STRING)).cast(T.TimestampNTZType())
    if unit == "day":
        return day.cast(T.TimestampNTZType())
    if unit == "microsecond":
        return wall
    hours = call("hour", wall)
    minutes = call("minute", wall) if unit != "hour" else Lit(0, INT)
    if unit == "millisecond":
        seconds = (call("floor", call("date_part", Lit("SECOND", STRING), wall) * 1000) / 1000).cast(
            T.DecimalType(18, 6)
        )
    elif unit == "second":
        seconds = call("second", wall).cast(T.DecimalType(18, 6))
    else:
        seconds = Lit(0, INT).cast(T.DecimalType(18, 6))
    interval = call("make_dt_interval", Lit(0, INT), hours, minutes, seconds)
    return day.cast(T.TimestampNTZType()) + interval


def _toward_zero(v: Expr) -> Expr:
    """A double with its fraction dropped, as a double (an integral value, infinity and NaN stay)."""
    whole = when(v >= Lit(0.0, DOUBLE), call("floor", v)).else_(call("ceil", v)).cast(DOUBLE)
    return when((call("abs", v) >= _INTEGRAL_DOUBLE) | call("isnan", v), v).else_(_zero_signed_as(v, whole))


def _df_trunc(c: Call) -> Expr:
    """DataFusion's trunc(x[, n]): x cut toward zero to n decimal places (n < 0: to tens, hundreds...), as
    a double, computed as DataFusion does: trunc(x * 10^n) / 10^n."""
    args = _arguments(c, 1, 2)
    x = args[0].cast(DOUBLE)
    if len(args) == 1:
        return Let.of(x, _toward_zero)
    factor = call("power", Lit(10.0, DOUBLE), args[1].cast(DOUBLE))
    return Let.of(factor, lambda f: Let.of(x * f, _toward_zero) / f)


def _since_epoch(unit_micros: int, *, fraction: bool = False) -> Builder:
    """The time since 1970-01-01 of a date or timestamp in units of ``unit_micros`` microseconds: whole
    units cut toward zero (a long), or with their fraction (a double); a wall time is read as UTC,
    whatever the session's zone. DataFusion's to_unixtime, DuckDB's epoch and epoch_ms."""

    def build(c: Call) -> Expr:
        (value,) = _arguments(c, 1, 1)
        kind = c.kinds()[0]
        if kind == "date":
            days = call("unix_date", value)
            per_day = 86_400_000_000 // unit_micros
            if fraction:
                return days.cast(DOUBLE) * Lit(float(per_day), DOUBLE)
            return days.cast(LONG) * Lit(per_day, LONG)
        if kind not in _TIMESTAMP_KINDS:
            raise c.unsupported(f"a {kind} (dates and timestamps are supported)")
        micros = epoch_micros(value, kind)
        if fraction:
            return micros.cast(DOUBLE) / Lit(float(unit_micros), DOUBLE)
        return call("div", micros, Lit(unit_micros, LONG))

    return build


def _df_make_date(c: Call) -> Expr:
    """DataFusion's make_date(year, month, day) of integers: an error for a day that does not exist, null
    when an argument is null (Spark's make_date gives null for such a day outside ANSI mode)."""
    args = _arguments(c, 3, 3)
    if any(k not in _INT_BITS for k in c.kinds()):
        raise c.unsupported("arguments other than integers")
    return let_all(
        args,
        lambda *parts: _existing(
            call("make_date", *(p.cast(INT) for p in parts)), parts, f"make_date: no such date at {c.path}"
        ),
    )


def _existing(made: Expr, parts: Sequence[Expr], message: str) -> Expr:
    """``made`` from ``parts`` (Spark's make_date / make_timestamp_ntz, which give null for a day or time
    that does not exist outside ANSI mode), failing with ``message`` where it is null though no part is."""
    given = and_all([p.is_not_null() for p in parts])
    return Let.of(made, lambda v: when(given & v.is_null(), call("raise_error", message)).else_(v))


STRING = T.StringType()


def _bytes_of(c: Call, index: int) -> Expr:
    """Value argument ``index`` (a string or binary) as bytes: a string's UTF-8 encoding."""
    kind = c.kinds()[index]
    if kind in STRING_KINDS:
        return c.args[index].cast(T.BinaryType())
    if kind in BINARY_KINDS:
        return c.args[index]
    raise c.unsupported(f"an argument of type {kind} (strings and binaries are supported)")


def _literal_choice(c: Call, index: int, what: str, choices: Sequence[str]) -> str:
    """Literal string argument ``index``, one of ``choices`` (case-insensitive)."""
    value = c.literal(index, what)
    if not isinstance(value, str) or value.lower() not in choices:
        raise c.unsupported(f"{what} {value!r} (supported: {', '.join(choices)})")
    return value.lower()


def _df_encode(c: Call) -> Expr:
    """encode(bytes or string, 'hex' | 'base64'): lower-case hex digits, or base64 without padding (as
    DataFusion writes it; the line breaks Spark may insert are dropped too)."""
    _arguments(c, 2, 2)
    encoding = _literal_choice(c, 1, "encode's encoding", ("hex", "base64"))
    data = _bytes_of(c, 0)
    if encoding == "hex":
        return call("lower", call("hex", data))
    return call("regexp_replace", call("base64", data), Lit("[=\r\n]", STRING), Lit("", STRING))


#: Base64 as DataFusion decodes it: the standard alphabet, the padding optional, and no bits left over in
#: the last character (the Rust base64 crate's canonical form)
_BASE64_TEXT = "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw](?:==)?|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=?)?$"


def _df_decode(c: Call) -> Expr:
    """decode(text, 'hex' | 'base64'): the bytes the hex digits spell, or the base64 text (its padding
    optional, :data:`_BASE64_TEXT`); other text fails, as in DataFusion (Spark's unhex would pad it or
    give null, its unbase64 skip what is not base64)."""
    _arguments(c, 2, 2)
    encoding = _literal_choice(c, 1, "decode's encoding", ("hex", "base64"))
    text = c.args[0] if c.kinds()[0] in STRING_KINDS else _bytes_of(c, 0).cast(STRING)

    def build(text: Expr) -> Expr:
        if encoding == "base64":
            bad = ~call("regexp_like", text, Lit(_BASE64_TEXT, STRING))
            decoded = call("unbase64", text)
        else:
            decoded = call("unhex", text)
            bad = (call("length", text) % 2 == Lit(1, INT)) | decoded.is_null()
        return when(text.is_not_null() & bad, c.fail(f"text that is not {encoding} at {c.path}")).else_(
            decoded
        )

    return Let.of(text, build)


_DIGESTS = {"md5": 0, "sha224": 224, "sha256": 256, "sha384": 384, "sha512": 512}


def _df_digest(c: Call) -> Expr:
    """digest(data, algorithm): the digest's bytes; md5 and the SHA-2 family (the BLAKE ones are refused:
    Spark has none)."""
    _arguments(c, 2, 2)
    algorithm = _literal_choice(c, 1, "digest's algorithm", tuple(_DIGESTS))
    data = _bytes_of(c, 0)
    bits = _DIGESTS[algorithm]
    return call("unhex", call("md5", data) if bits == 0 else call("sha2", data, Lit(bits, INT)))


def _df_to_hex(c: Call) -> Expr:
    """to_hex of an integer: lower-case hex digits; a negative one in 64-bit two's complement (as
    DataFusion writes every integer type)."""
    (value,) = _arguments(c, 1, 1)
    if c.kinds()[0] not in _INT_BITS:
        raise c.unsupported(f"to_hex of a {c.kinds()[0]} (integers are supported)")
    return call("lower", call("hex", value.cast(LONG)))


def _df_chr(c: Call) -> Expr:
    """chr(n): the character of Unicode code point n (Spark's chr takes n modulo 256); n that is not a
    Unicode scalar value (negative, a surrogate, beyond U+10FFFF) fails, as in DataFusion."""
    (value,) = _arguments(c, 1, 1)
    if c.kinds()[0] not in _INT_BITS:
        raise c.unsupported(f"chr of a {c.kinds()[0]} (integers are supported)")

    def build(n: Expr) -> Expr:
        invalid = (
            (n < Lit(0, LONG)) | (n > Lit(0x10FFFF, LONG)) | n.between(Lit(0xD800, LONG), Lit(0xDFFF, LONG))
        )
        utf32 = call("unhex", call("lpad", call("hex", n), Lit(8, INT), Lit("0", STRING)))
        character = call("decode", utf32, Lit("UTF-32", STRING))
        return when(invalid, c.fail(f"not a Unicode scalar value at {c.path}")).else_(character)

    return Let.of(value.cast(LONG), build)


def _initcap(c: Call) -> Expr:
    """initcap(s), the standard one and DataFusion's alike: each character upper-cased after a character
    that is not a letter or digit (or at the start), lower-cased after one; a word is a run of letters
    and digits, as SQL's initcap has it since PostgreSQL (Spark's initcap knows only spaces as word
    breaks)."""
    (value,) = _arguments(c, 1, 1)
    characters = _characters(value)

    def build(chars: Expr) -> Expr:
        def one(ch: Expr, i: Expr) -> Expr:
            previous = call("get", chars, i - Lit(1, INT))  # null before the first
            in_word = call(
                "coalesce",
                call("rlike", previous, Lit(r"^[\p{IsAlphabetic}\p{N}]$", STRING)),
                Lit(False, BOOLEAN),
            )
            return when(in_word, call("lower", ch)).else_(call("upper", ch))

        return call("array_join", SqlCall("transform", (chars, Lambda.of(2, one))), Lit("", STRING))

    return Let.of(characters, build)


def _df_overlay(c: Call) -> Expr:
    """overlay(s PLACING r FROM pos [FOR n]): s with n characters from pos (1-based; pos below 1 fails, as
    in DataFusion) replaced by r; n defaults to r's length, and a negative n keeps that many characters
    before pos again (Spark's overlay would read it as r's length)."""
    args = _arguments(c, 3, 4)

    def build(s: Expr, r: Expr, pos: Expr, *count: Expr) -> Expr:
        n = count[0] if count else call("char_length", r).cast(LONG)
        rest_from = _clamped(pos + n, 1, _INT_LIMIT)
        replaced = call(
            "concat",
            call("substring", s, Lit(1, INT), _clamped(pos - Lit(1, LONG), 0).cast(INT)),
            r,
            call("substring", s, rest_from.cast(INT)),
        )
        return when(pos < Lit(1, LONG), c.fail(f"start position below 1 at {c.path}")).else_(replaced)

    return let_all([a.cast(LONG) if i >= 2 else a for i, a in enumerate(args)], build)


_REGEX_FLAGS = frozenset("ims")


def _datafusion_regex_flags(c: Call, index: int, what: str) -> str:
    """DataFusion's flags argument ``index`` (a literal of i, m and s; '' when absent or null), which
    are Java's inline flags of the same letters."""
    flags = c.literal(index, what) if index < len(c.args) else None
    if flags is not None and (not isinstance(flags, str) or not set(flags) <= _REGEX_FLAGS):
        raise c.unsupported(f"flags {flags!r} (supported: i, m, s)")
    return flags or ""


def _df_regexp_count(c: Call, *, empty_pattern_none: bool = False) -> Expr:
    """regexp_count(s, pattern[, start[, flags]]): the matches from character ``start`` on (1-based;
    below 1 fails, as in DataFusion); the flags i, m and s. A null string or pattern gives null, as in
    DataFusion 55; DataFusion 54 and earlier (whose calls declare no output type) gave 0 and failed on a
    null start. With ``empty_pattern_none`` (DataFusion 53 and earlier) an empty pattern matches nowhere
    (a pattern that matches the empty string, such as ``x*``, still matches between characters)."""
    args = _arguments(c, 2, 4)
    if empty_pattern_none and c.is_literal(1) and c.literals[1] == "":
        if not c.declared_output:
            return Lit(0, LONG)  # a null string counts 0 too
        return Let.of(args[0], lambda s: when(s.is_null(), Lit(None, T.NullType())).else_(Lit(0, LONG)))
    flags = _datafusion_regex_flags(c, 3, "regexp_count's flags")
    legacy = not c.declared_output

    def counted(s: Expr, pattern: Expr, start: Expr | None) -> Expr:
        text = _java_regex(flags, pattern, rust_matches=True)
        if start is None:
            value: Expr = call("regexp_count", s, text)
        else:
            tail = call("substring", s, _clamped(start, high=_INT_LIMIT).cast(INT))
            bad = start < Lit(1, LONG)
            if legacy:
                bad = bad | start.is_null()
            value = when(bad, c.fail(f"start below 1 at {c.path}")).else_(call("regexp_count", tail, text))
        if legacy:
            return when(s.is_null() | pattern.is_null(), Lit(0, LONG)).else_(value)
        return value

    pattern_arg = _checked_pattern(c, 1, args[1])
    if len(args) == 2:
        return let_all([args[0], pattern_arg], lambda s, pattern: counted(s, pattern, None))
    return let_all([args[0], pattern_arg, args[2].cast(LONG)], counted)


def _df_sqrt(c: Call) -> Expr:
    """sqrt: of a negative number an error in DataFusion 55 (the extension's default), NaN in DataFusion
    54 and earlier (whose calls declare no output type), as Rust's ``f64::sqrt`` and Spark's sqrt give."""
    if c.declared_output:
        return _sqrt(c)
    return call("sqrt", c.args[0].cast(DOUBLE))


def _df_replace(c: Call) -> Expr:
    """replace(s, from, to): every occurrence of ``from`` replaced (Spark's replace). An empty ``from``
    leaves the string as it is in DataFusion 55; DataFusion 54 and earlier (whose calls declare no output
    type) put ``to`` before every character and at the end, as Rust's ``str::replace`` does."""
    s, search, replacement = _arguments(c, 3, 3)
    if c.declared_output:
        return call("replace", s, search, replacement)

    def build(text: Expr, find: Expr, to: Expr) -> Expr:
        everywhere = when(text == Lit("", STRING), to).else_(
            call("concat", to, call("array_join", _characters(text), to), to)
        )
        return when(find == Lit("", STRING), everywhere).else_(call("replace", text, find, to))

    return let_all([s, search, replacement], build)


def _df_substr_index(c: Call) -> Expr:
    """substr_index(s, delimiter, n): the part of s before its n-th delimiter (n < 0: after the n-th from
    the end), as Spark's substring_index."""
    s, delimiter, n = _arguments(c, 3, 3)
    clamped = _clamped(n.cast(LONG), -_INT_LIMIT, _INT_LIMIT)
    return call("substring_index", s, delimiter, clamped.cast(INT))


def _empty_list_of(c: Call) -> Expr:
    """An empty list of the output type's elements."""
    out = spark_type(c.output_type) if c.output_type is not None else None
    if not isinstance(out, T.ArrayType):
        raise c.unsupported("an output type that is not a list")
    return call("array_repeat", Lit(None, out.elementType), Lit(0, INT))


def _df_array_append(prepend: bool) -> Builder:
    """array_append(list, x) / array_prepend(x, list): a null list counts as empty."""

    def build(c: Call) -> Expr:
        first, second = _arguments(c, 2, 2)
        values, x = (second, first) if prepend else (first, second)

        def with_list(v: Expr) -> Expr:
            one = call("array", x)
            joined = call("concat", one, v) if prepend else call("concat", v, one)
            return when(v.is_null(), one).else_(joined)

        return Let.of(values, with_list)

    return build


def _null_safe_position(values: Expr, x: Expr) -> Expr:
    """The 1-based position of the first element equal to ``x`` or both null (0 when none)."""
    return call(
        "array_position",
        _transformed(values, lambda e: e.null_safe_eq(x)),
        Lit(True, BOOLEAN),
    )


def _df_array_remove(c: Call) -> Expr:
    """array_remove(list, x): without the first element equal to x (null when x is null)."""
    values, needle = _arguments(c, 2, 2)

    def build(v: Expr, x: Expr) -> Expr:
        # the position computed once, not for every element the filter visits
        kept = Let.of(
            call("array_position", v, x),
            lambda p: SqlCall("filter", (v, Lambda.of(2, lambda _e, i: i != p - Lit(1, LONG)))),
        )
        return when(x.is_null(), Lit(None, T.NullType())).else_(kept)

    return let_all([values, needle], build)


def _df_array_replace(every: bool) -> Builder:
    """array_replace(list, from, to) (the first element equal to ``from``) and array_replace_all (every
    one); a null ``from`` replaces null elements."""

    def build(c: Call) -> Expr:
        values, old, new = _arguments(c, 3, 3)

        def replaced(v: Expr, o: Expr, n: Expr) -> Expr:
            if every:
                return _transformed(v, lambda e: when(e.null_safe_eq(o), n).else_(e))
            return Let.of(
                _null_safe_position(v, o),
                lambda p: SqlCall(
                    "transform", (v, Lambda.of(2, lambda e, i: when(i == p - Lit(1, INT), n).else_(e)))
                ),
            )

        return let_all([values, old, new], replaced)

    return build


def _df_array_has_all_any(every: bool) -> Builder:
    """array_has_all(list, wanted) / array_has_any: whether the list holds every (some) element of
    ``wanted``, a null element matching a null one; an empty ``wanted`` gives true (false) even for a null
    list; else a null list gives null."""

    def build(c: Call) -> Expr:
        values, wanted = _arguments(c, 2, 2)

        def answer(v: Expr, w: Expr) -> Expr:
            held = Lambda.of(1, lambda y: SqlCall("exists", (v, Lambda.of(1, lambda e: e.null_safe_eq(y)))))
            found = SqlCall("forall" if every else "exists", (w, held))
            return (
                when(w.is_null(), Lit(None, T.NullType()))
                .when(call("size", w) == Lit(0, INT), Lit(every, BOOLEAN))
                .when(v.is_null(), Lit(None, T.NullType()))
                .else_(found)
            )

        return let_all([values, wanted], answer)

    return build


def _df_array_intersect(c: Call) -> Expr:
    """array_intersect(a, b) as DataFusion 55 computes it: the distinct elements of the longer list (the
    first when as long) that the other holds, in their order there; a null matches a null (Spark's
    array_intersect keeps the first list's order)."""
    first, second = _arguments(c, 2, 2)

    def common(longer: Expr, other: Expr) -> Expr:
        held = Lambda.of(1, lambda e: SqlCall("exists", (other, Lambda.of(1, lambda y: y.null_safe_eq(e)))))
        return SqlCall("filter", (call("array_distinct", longer), held))

    def build(a: Expr, b: Expr) -> Expr:
        return (
            when(a.is_null() | b.is_null(), Lit(None, T.NullType()))
            .when(call("size", a) >= call("size", b), common(a, b))
            .else_(common(b, a))
        )

    return let_all([first, second], build)


def _df_array_positions(c: Call) -> Expr:
    """array_positions(list, x): the 1-based positions of every element equal to x (a null x finds the
    null elements); null for a null list."""
    values, needle = _arguments(c, 2, 2)

    def build(x: Expr) -> Expr:
        marked = SqlCall(
            "transform",
            (values, Lambda.of(2, lambda e, i: when(e.null_safe_eq(x), i + Lit(1, INT)))),
        )
        return SqlCall("filter", (marked, Lambda.of(1, lambda p: p.is_not_null())))

    return Let.of(needle, build)


def _df_array_resize(c: Call) -> Expr:
    """array_resize(list, n[, fill]): the first n elements, or the list padded with ``fill`` (null by
    default) to n; a negative n fails, as in DataFusion."""
    args = _arguments(c, 2, 3)
    if c.kinds()[1] not in _INT_BITS:
        raise c.unsupported("a size that is not an integer")
    element = spark_type(c.arg_types[0].list.type) if c.kinds()[0] == "list" else None
    if element is None:
        raise c.unsupported("an argument that is not a list")
    fill = args[2] if len(args) == 3 else Lit(None, element)

    def build(values: Expr, n: Expr) -> Expr:
        length = call("size", values)
        padding = call("array_repeat", fill, (n - length).cast(INT))
        return (
            when(n < Lit(0, LONG), c.fail(f"a negative size at {c.path}"))
            .when(n > Lit(2147483647, LONG), c.fail(f"a size beyond 2147483647 at {c.path}"))
            .when(length >= n, call("slice", values, Lit(1, INT), n.cast(INT)))
            .else_(call("concat", values, padding))
        )

    return let_all([args[0], args[1].cast(LONG)], build)


_LONG_MAX = 9_223_372_036_854_775_807
#: Steps enough for Euclid's algorithm on any two numbers below 2^64 (Fibonacci's 94th is beyond it).
_EUCLID_STEPS = 93


def _gcd_of(a: Expr, b: Expr) -> Expr:
    """The greatest common divisor of two longs as a decimal(20,0) (|-2^63| = 2^63 fits): Euclid's
    algorithm as a fold over a fixed number of steps, a step after the remainder is 0 changing nothing."""
    wide = T.DecimalType(20, 0)
    start = call(
        "named_struct",
        Lit("a", STRING),
        call("abs", a.cast(wide)),
        Lit("b", STRING),
        call("abs", b.cast(wide)),
    )

    def step(acc: Expr, _i: Expr) -> Expr:
        x, y = Field(acc, "a"), Field(acc, "b")
        following = call("named_struct", Lit("a", STRING), y, Lit("b", STRING), x % y)
        return when(y == Lit(0, INT), acc).else_(following)

    steps = call("sequence", Lit(1, INT), Lit(_EUCLID_STEPS, INT))
    return SqlCall("aggregate", (steps, start, Lambda.of(2, step), Lambda.of(1, lambda acc: Field(acc, "a"))))


def _df_gcd(c: Call) -> Expr:
    """gcd(a, b) of integers, never negative (gcd(0, 0) = 0); one that is 2^63 fails, as in DataFusion."""
    a, b = _arguments(c, 2, 2)
    if any(k not in _INT_BITS for k in c.kinds()):
        raise c.unsupported("arguments other than integers")
    limit = Lit(_Decimal(_LONG_MAX), T.DecimalType(19, 0))

    def build(x: Expr, y: Expr) -> Expr:
        g = _gcd_of(x, y)
        return Let.of(
            g, lambda v: when(v > limit, c.fail(f"overflow of i64 at {c.path}")).else_(v.cast(LONG))
        )

    return let_all([a.cast(LONG), b.cast(LONG)], build)


def _df_lcm(c: Call) -> Expr:
    """lcm(a, b) of integers, never negative (0 when either is 0); beyond a 64-bit integer it fails, as in
    DataFusion."""
    a, b = _arguments(c, 2, 2)
    if any(k not in _INT_BITS for k in c.kinds()):
        raise c.unsupported("arguments other than integers")
    minimum = Lit(-_LONG_MAX - 1, LONG)
    overflow = c.fail(f"overflow of i64 at {c.path}")

    def build(x: Expr, y: Expr) -> Expr:
        g = _gcd_of(x, y).cast(LONG)  # below 2^63 unless x or y is -2^63, handled first
        product = call("try_multiply", call("div", call("abs", x), g), call("abs", y))
        return (
            when(x.is_null() | y.is_null(), Lit(None, T.NullType()))
            .when((x == Lit(0, LONG)) | (y == Lit(0, LONG)), Lit(0, LONG))
            .when((x == minimum) | (y == minimum), overflow)
            .else_(Let.of(product, lambda p: when(p.is_null(), overflow).else_(p)))
        )

    return let_all([a.cast(LONG), b.cast(LONG)], build)


def _df_array_ndims(c: Call) -> Expr:
    """array_ndims(list): how many lists deep its type nests (a constant of the type); null for a null
    list."""
    (values,) = _arguments(c, 1, 1)
    depth, t = 0, c.arg_types[0]
    while t.WhichOneof("kind") == "list":
        depth, t = depth + 1, t.list.type
    if depth == 0:
        raise c.unsupported("an argument that is not a list")
    return when(values.is_null(), Lit(None, T.NullType())).else_(Lit(depth, LONG))


def _capture_groups(pattern: str) -> int | None:
    """How many capturing groups ``pattern`` has when every one of them takes part in every match: no
    alternation and no group (of any kind) that a quantifier may skip. None otherwise, and for a group
    this reading does not know (a named group, a lookaround, inline flags)."""
    groups = 0
    piece, depth = "", 0
    for i, piece, depth in pattern_pieces(pattern):
        if depth:
            continue
        if piece == "|":
            return None
        if piece == "(":
            if pattern[i + 1 : i + 2] != "?":
                groups += 1
            elif pattern[i + 1 : i + 3] != "?:":
                return None
        elif piece == ")":
            after = pattern[i + 1 : i + 3]
            if after[:1] in ("?", "*") or after == "{0":
                return None
    unclosed_class = depth > 0 or piece == "["
    return None if unclosed_class else groups


def _df_regexp_match(c: Call) -> Expr:
    """regexp_match(s, pattern[, flags]): the first match's capture groups as a list (the whole match when
    there is none); null when nothing matches. The pattern must be a literal whose every group takes part in
    every match (Spark cannot tell a group that took no part, which DataFusion leaves out, from one that
    matched nothing)."""
    args = _arguments(c, 2, 3)
    pattern = c.literal(1, "regexp_match's pattern")
    if not isinstance(pattern, str):
        raise c.unsupported("a pattern that is not a string")
    groups = _capture_groups(pattern)
    if groups is None:
        raise c.unsupported(
            f"the pattern {pattern!r}: a capture group may take no part in a match (alternation, an "
            "optional group), which Spark cannot tell from one that matched nothing"
        )
    _check_pattern(c, 1)
    java = _java_regex(_datafusion_regex_flags(c, 2, "regexp_match's flags"), Lit(pattern, STRING))

    def build(s: Expr) -> Expr:
        parts = [call("regexp_extract", s, java, Lit(g, INT)) for g in range(1 if groups else 0, groups + 1)]
        return when(call("rlike", s, java), call("array", *parts)).else_(Lit(None, T.NullType()))

    return Let.of(args[0], build)


def _df_array_empty(c: Call) -> Expr:
    """empty(list): whether the list has no element; null for a null list."""
    (values,) = _arguments(c, 1, 1)
    return Let.of(
        values, lambda v: when(v.is_null(), Lit(None, T.NullType())).else_(call("size", v) == Lit(0, INT))
    )


def _df_array_pop(front: bool) -> Builder:
    """array_pop_front / array_pop_back: the list without its first (last) element; empty stays empty."""

    def build(c: Call) -> Expr:
        (values,) = _arguments(c, 1, 1)
        if front:
            return SqlCall("filter", (values, Lambda.of(2, lambda _e, i: i > Lit(0, INT))))
        return Let.of(
            values,
            lambda v: SqlCall("filter", (v, Lambda.of(2, lambda _e, i: i < call("size", v) - Lit(1, INT)))),
        )

    return build


def _df_range(inclusive: bool) -> Builder:
    """range(stop) / range(start, stop[, step]) (``stop`` excluded) and generate_series (included): the
    integers from start by step; empty when step points away from stop; a zero step fails."""

    def build(c: Call) -> Expr:
        args = _arguments(c, 1, 3)
        if any(k not in _INT_BITS for k in c.kinds()):
            raise c.unsupported("arguments other than integers")
        longs = [a.cast(LONG) for a in args]
        if len(longs) == 1:
            longs = [Lit(0, LONG), longs[0]]
        if len(longs) == 2:
            longs.append(Lit(1, LONG))
        empty = _empty_list_of(c)

        def series(start: Expr, stop: Expr, step: Expr) -> Expr:
            up_to = stop if inclusive else stop - Lit(1, LONG)
            down_to = stop if inclusive else stop + Lit(1, LONG)
            rising = (start <= stop) if inclusive else (start < stop)
            falling = (start >= stop) if inclusive else (start > stop)
            return (
                when(step == Lit(0, LONG), c.fail(f"step 0 at {c.path}"))
                .when((step > Lit(0, LONG)) & rising, call("sequence", start, up_to, step))
                .when((step < Lit(0, LONG)) & falling, call("sequence", start, down_to, step))
                .when(start.is_null() | stop.is_null() | step.is_null(), Lit(None, T.NullType()))
                .else_(empty)
            )

        return let_all(longs, series)

    return build


def _df_flatten(c: Call) -> Expr:
    """flatten(list of lists): the inner lists joined; null inner lists are skipped (Spark's flatten
    would give null)."""
    (values,) = _arguments(c, 1, 1)
    inner = c.arg_types[0].list.type if c.arg_types[0].WhichOneof("kind") == "list" else None
    if inner is None or inner.WhichOneof("kind") != "list" or inner.list.type.WhichOneof("kind") == "list":
        raise c.unsupported("an argument that is not a list of lists of values")
    return call("flatten", SqlCall("filter", (values, Lambda.of(1, lambda e: e.is_not_null()))))


def _df_array_concat(c: Call) -> Expr:
    """array_concat(lists...): the lists joined, null ones skipped; null when every one is null."""
    lists = call("array", *_arguments(c, 1, 1_000_000))

    def build(v: Expr) -> Expr:
        present = SqlCall("filter", (v, Lambda.of(1, lambda e: e.is_not_null())))
        return Let.of(
            present,
            lambda p: when(call("size", p) == Lit(0, INT), Lit(None, T.NullType())).else_(call("flatten", p)),
        )

    return Let.of(lists, build)


def _df_array_repeat(c: Call) -> Expr:
    """array_repeat(x, n): a list of n copies of x (empty for n <= 0); x a value, not a list."""
    value, count = _arguments(c, 2, 2)
    if c.kinds()[0] in ("list", "map", "struct") or c.kinds()[1] not in _INT_BITS:
        raise c.unsupported("arguments other than a value and an integer")
    clamped = _clamped(count.cast(LONG), -1, _INT_LIMIT)
    return call("array_repeat", value, clamped.cast(INT))


def _padded(value: Expr, width: int, pad: str = "0") -> Expr:
    """An integer's digits, padded on the left to ``width``."""
    return call("lpad", value.cast(STRING), Lit(width, INT), Lit(pad, STRING))


def _signed_year(year: Expr) -> Expr:
    """chrono's ``%Y``: the proleptic year padded to four digits, with a sign before 0 and after 9999
    (``-0001``, ``+10000``)."""
    return Let.of(
        year,
        lambda y: (
            when(y > Lit(9999, INT), call("concat", Lit("+", STRING), y.cast(STRING)))
            .when(y < Lit(0, INT), call("concat", Lit("-", STRING), _padded(-y, 4)))
            .else_(_padded(y, 4))
        ),
    )


def _named(value: Expr, pattern: str) -> Expr:
    """A month's or weekday's English name (Spark formats dates in Locale.US); of a date, which no time
    zone moves."""
    return call("date_format", value.cast(T.DateType()), Lit(pattern, STRING))


def _micros_of_second(value: Expr) -> Expr:
    """The microseconds of a wall time's second (0 to 999,999)."""
    return (call("date_part", Lit("SECOND", STRING), value) * 1_000_000).cast(LONG) % 1_000_000


def _fraction(value: Expr, digits: int) -> Expr:
    """The first ``digits`` digits of the fraction of the second (Spark holds six; more are zeros)."""
    text = _padded(_micros_of_second(value), 6)
    return (
        call("substring", text, Lit(1, INT), Lit(digits, INT))
        if digits <= 6
        else call("concat", text, Lit("0" * (digits - 6), STRING))
    )


def _auto_fraction(value: Expr) -> Expr:
    """chrono's ``%.f``: nothing for a whole second, else a dot and 3 or 6 digits, as many as needed."""

    def text(m: Expr) -> Expr:
        millis = call("concat", Lit(".", STRING), _padded(call("div", m, Lit(1000, LONG)), 3))
        whole = m == Lit(0, LONG)
        return (
            when(whole, Lit("", STRING))
            .when(m % 1000 == Lit(0, LONG), millis)
            .else_(call("concat", Lit(".", STRING), _padded(m, 6)))
        )

    return Let.of(_micros_of_second(value), text)


def _twelve_hour(v: Expr, pad: str) -> Expr:
    """The hour on a twelve-hour clock (1 to 12), two characters wide."""
    return _padded((call("hour", v) + 11) % 12 + 1, 2, pad)


#: chrono's date specifiers (``%Y``, ...): what each writes of a date or wall time.
_CHRONO_DATE: dict[str, Callable[[Expr], list[Expr]]] = {
    "Y": lambda v: [_signed_year(call("year", v))],
    "C": lambda v: [_padded(call("div", call("year", v), Lit(100, INT)), 2)],
    "y": lambda v: [_padded(call("year", v) % 100, 2)],
    "m": lambda v: [_padded(call("month", v), 2)],
    "b": lambda v: [_named(v, "MMM")],
    "h": lambda v: [_named(v, "MMM")],
    "B": lambda v: [_named(v, "MMMM")],
    "d": lambda v: [_padded(call("dayofmonth", v), 2)],
    "e": lambda v: [_padded(call("dayofmonth", v), 2, " ")],
    "a": lambda v: [_named(v, "EEE")],
    "A": lambda v: [_named(v, "EEEE")],
    "j": lambda v: [_padded(call("dayofyear", v), 3)],
    "u": lambda v: [(call("weekday", v) + 1).cast(STRING)],
    "w": lambda v: [(call("dayofweek", v) - 1).cast(STRING)],
}
_CHRONO_DATE["F"] = lambda v: [
    *_CHRONO_DATE["Y"](v),
    Lit("-", STRING),
    *_CHRONO_DATE["m"](v),
    Lit("-", STRING),
    *_CHRONO_DATE["d"](v),
]
_CHRONO_DATE["D"] = lambda v: [
    *_CHRONO_DATE["m"](v),
    Lit("/", STRING),
    *_CHRONO_DATE["d"](v),
    Lit("/", STRING),
    *_CHRONO_DATE["y"](v),
]
_CHRONO_DATE["x"] = _CHRONO_DATE["D"]

#: chrono's time specifiers: what each writes of a wall time.
_CHRONO_TIME: dict[str, Callable[[Expr], list[Expr]]] = {
    "H": lambda v: [_padded(call("hour", v), 2)],
    "k": lambda v: [_padded(call("hour", v), 2, " ")],
    "I": lambda v: [_twelve_hour(v, "0")],
    "l": lambda v: [_twelve_hour(v, " ")],
    "p": lambda v: [when(call("hour", v) < 12, Lit("AM", STRING)).else_(Lit("PM", STRING))],
    "P": lambda v: [when(call("hour", v) < 12, Lit("am", STRING)).else_(Lit("pm", STRING))],
    "M": lambda v: [_padded(call("minute", v), 2)],
    "S": lambda v: [_padded(call("second", v), 2)],
    "f": lambda v: [_fraction(v, 9)],
}
_CHRONO_TIME["R"] = lambda v: [*_CHRONO_TIME["H"](v), Lit(":", STRING), *_CHRONO_TIME["M"](v)]
_CHRONO_TIME["T"] = lambda v: [*_CHRONO_TIME["R"](v), Lit(":", STRING), *_CHRONO_TIME["S"](v)]
_CHRONO_TIME["X"] = _CHRONO_TIME["T"]

_CHRONO_LITERAL = {"%": "%", "n": "\n", "t": "\t"}
_CHRONO_FRACTION = re.compile(r"(\.?)([369]?)f")


def _chrono_parts(c: Call, fmt: str, value: Expr, with_time: bool, *, c_format: bool = False) -> list[Expr]:
    """The pieces of text chrono's format ``fmt`` writes of ``value``; a specifier Spark cannot compute
    exactly (zones, week numbers, padding modifiers) is refused. With ``c_format`` the format is C's
    strftime's, whose specifiers chrono's share but for the fractions of a second (``%f``, ``%.3f``: C
    has none), which are refused."""
    parts: list[Expr] = []
    text = ""
    i = 0
    while i < len(fmt):
        if fmt[i] != "%":
            text += fmt[i]
            i += 1
            continue
        rest = fmt[i + 1 :]
        fraction = _CHRONO_FRACTION.match(rest)
        spec = rest[:1]
        if spec in _CHRONO_LITERAL:
            text += _CHRONO_LITERAL[spec]
            i += 2
            continue
        if text:
            parts.append(Lit(text, STRING))
            text = ""
        if c_format and (spec == "f" or fraction is not None):
            raise c.unsupported(f"the format specifier %{fraction.group(0) if fraction else spec} in {fmt!r}")
        if fraction is not None and fraction.group(0) != "f" and with_time:
            dot, digits = fraction.groups()
            if not digits:
                parts.append(_auto_fraction(value))
            else:
                parts += ([Lit(".", STRING)] if dot else []) + [_fraction(value, int(digits))]
            i += 1 + len(fraction.group(0))
        elif spec in _CHRONO_DATE or (with_time and spec in _CHRONO_TIME):
            parts += (_CHRONO_DATE.get(spec) or _CHRONO_TIME[spec])(value)
            i += 2
        else:
            raise c.unsupported(f"the format specifier %{spec} in {fmt!r}")
    if text:
        parts.append(Lit(text, STRING))
    return parts


def _df_to_char(c: Call) -> Expr:
    """to_char(date or timestamp, format) with chrono's format (``%Y-%m-%d %H:%M:%S``): built from the
    value's parts, which no session setting or time zone changes (Spark's date_format reads a wall time
    in the session's zone); the format must be a literal."""
    _arguments(c, 2, 2)
    return _formatted(c, c_format=False)


def _formatted(c: Call, *, c_format: bool) -> Expr:
    """The date or timestamp without time zone of argument 0 written in the literal format of argument 1
    (chrono's, or with ``c_format`` C's strftime's), from the value's parts."""
    fmt = c.literal(1, "the format")
    kind = c.kinds()[0]
    if not isinstance(fmt, str):
        raise c.unsupported("a format that is not a string")
    if kind not in ("date", "precision_timestamp", "timestamp"):
        raise c.unsupported(f"a {kind} (dates and timestamps without time zone are supported)")

    def build(v: Expr) -> Expr:
        parts = _chrono_parts(c, fmt, v, with_time=kind != "date", c_format=c_format)
        text = call("concat", *parts) if len(parts) > 1 else parts[0] if parts else Lit("", STRING)
        return when(v.is_null(), Lit(None, T.NullType())).else_(text)

    return Let.of(c.args[0], build)


def _strftime(c: Call) -> Expr:
    """strftime(date or timestamp, format) with C's format (:func:`_formatted`). The zoned form (a
    timestamp with time zone and a zone name) and times are unsupported."""
    if len(c.args) != 2:
        raise c.unsupported("the zoned form (a timestamp with time zone and a zone name)")
    return _formatted(c, c_format=True)


SCALAR["strftime"] = _strftime
SCALAR["initcap"] = _initcap


def _df_map(c: Call) -> Expr:
    """map(keys, values) (and make_map, which DataFusion writes as it): a duplicate key fails, as in
    DataFusion, whatever ``spark.sql.mapKeyDedupPolicy`` says (LAST_WIN would keep the last value); a
    null key fails in both; a null list of keys gives null."""
    keys, values = _arguments(c, 2, 2)

    def build(k: Expr) -> Expr:
        duplicate = call("size", call("array_distinct", k)) < call("size", k)
        made = call("map_from_arrays", k, values)
        return when(k.is_not_null() & duplicate, c.fail(f"duplicate key at {c.path}")).else_(made)

    return Let.of(keys, build)


def _df_map_lookup(as_list: bool) -> Builder:
    """map_extract(map, key) (a one-element list: the value, null when the key is absent or the map null)
    and ``map[key]`` (DataFusion's get_field of a map: the value)."""

    def build(c: Call) -> Expr:
        mapping, key = _arguments(c, 2, 2)
        if c.kinds()[0] != "map":
            raise c.unsupported(f"an argument of type {c.kinds()[0]} (maps are supported)")
        value = call("try_element_at", mapping, key)
        return call("array", value) if as_list else value

    return build


def _df_date_bin(c: Call) -> Expr:
    """date_bin(stride, t[, origin]): the start of the stride-long bin holding t, bins counted from origin
    (1970-01-01 00:00:00 by default): origin + floor((t - origin) / stride) * stride, in microseconds; a
    stride of months is refused, one not above zero fails."""
    args = _arguments(c, 2, 3)
    kinds = c.kinds()
    if kinds[0] not in ("interval_day", "interval_compound"):
        raise c.unsupported(f"a stride of type {kinds[0]}")
    if kinds[1] not in _TIMESTAMP_KINDS or (len(args) == 3 and kinds[2] not in _TIMESTAMP_KINDS):
        raise c.unsupported("arguments other than timestamps")
    if not isinstance(args[0].dtype, T.DayTimeIntervalType):
        raise c.unsupported("a stride that is not a literal of days and time (months are refused)")
    # (days added to a wall time are 24 hours; to an instant, Spark adds them in the session's zone)
    stride = epoch_micros(Lit(0, T.TimestampNTZType()) + args[0], "precision_timestamp")
    origin = epoch_micros(args[2], kinds[2]) if len(args) == 3 else Lit(0, LONG)

    def bin_start(step: Expr, t: Expr) -> Expr:
        micros = epoch_micros(t, kinds[1])
        into_bin = call("pmod", micros - origin, step)
        start: Expr
        if kinds[1] in INSTANT_KINDS:
            start = call("timestamp_micros", micros - into_bin)
        else:
            seconds = (into_bin.cast(T.DecimalType(18, 0)) / 1_000_000).cast(T.DecimalType(18, 6))
            start = t - call("make_dt_interval", Lit(0, INT), Lit(0, INT), Lit(0, INT), seconds)
        return when(step <= Lit(0, LONG), c.fail(f"a stride not above zero at {c.path}")).else_(start)

    return let_all([stride, args[1]], bin_start)


def _df_from_epoch(unit_micros: int) -> Builder:
    """from_unixtime(n) / to_timestamp_seconds / _millis / _micros of an integer: the UTC wall time n
    units after 1970-01-01 00:00:00."""

    def build(c: Call) -> Expr:
        (value,) = _arguments(c, 1, 1)
        if c.kinds()[0] not in _INT_BITS:
            raise c.unsupported("an argument other than an integer")
        # decimal(20,0) over a small divisor keeps every digit whatever the decimal settings
        per_second = 1_000_000 // unit_micros
        whole = value.cast(T.DecimalType(20, 0))
        seconds = (whole if per_second == 1 else whole / per_second).cast(T.DecimalType(18, 6))
        return Lit(0, T.TimestampNTZType()) + call(
            "make_dt_interval", Lit(0, INT), Lit(0, INT), Lit(0, INT), seconds
        )

    return build


def _df_to_timestamp(c: Call) -> Expr:
    """DataFusion's to_timestamp of one argument: an integer counts seconds since 1970-01-01 00:00:00 (as
    to_timestamp_seconds does); text is read as DataFusion's cast to TIMESTAMP reads it, the instant it
    names (with its offset or zone, in UTC without one) as a wall time in UTC, failing where it names
    none or has digits finer than a microsecond. Formats (further arguments, chrono's) are refused."""
    if len(c.args) > 1:
        raise c.unsupported("formats (chrono's, which no Spark pattern reads alike)")
    (value,) = _arguments(c, 1, 1)
    kind = c.kinds()[0]
    if kind in _INT_BITS:
        return _df_from_epoch(1_000_000)(c)
    if kind not in STRING_KINDS:
        raise c.unsupported(f"an argument of type {kind} (integers and text are read)")

    def read(text: Expr) -> Expr:
        finer = SqlCall("rlike", (text, Lit(FINER_THAN_MICROS, STRING)))

        def checked(instant: Expr) -> Expr:
            too_fine = c.fail("a timestamp with digits finer than a microsecond: Spark holds microseconds")
            return (
                when(finer, too_fine)
                .when(instant.is_null() & text.is_not_null(), c.fail("text that names no timestamp"))
                .else_(utc_wall_time(instant))
            )

        return Let.of(utc_instant_of_text(text, try_=True), checked)

    return Let.of(value, read)


def _rust_float_text(x: Expr) -> Expr:
    """A floating-point number as Rust's ``Display`` writes it (Arrow's text of a list element): in full,
    never with an exponent (``1e20`` is ``100000000000000000000``, ``1e-7`` is ``0.0000001``), with no
    fraction when it has none (``2``, ``-0``), ``inf`` and ``-inf`` for the infinities. Made from Java's
    text of the number (Spark's cast: the same shortest digits, with an exponent outside 0.001 to 10^7),
    whose digits are moved about the point."""

    def build(text: Expr) -> Expr:
        whole = call("regexp_extract", text, Lit("^-?([0-9]+)", STRING), 1)
        fraction = call("regexp_extract", text, Lit("\\.([0-9]*?)0*(?:E|$)", STRING), 1)
        exponent = call("regexp_extract", text, Lit("E(-?[0-9]+)$", STRING), 1)
        # where the point goes, counted in digits from the first
        point = call("length", whole) + call("coalesce", call("nullif", exponent, "").cast(INT), Lit(0, INT))
        sign = when(call("left", text, 1) == Lit("-", STRING), Lit("-", STRING)).else_(Lit("", STRING))

        def placed(digits: Expr, point: Expr) -> Expr:
            """``digits`` with the point ``point`` digits after the first (before it when negative)."""
            size = call("length", digits)
            before_digits = call("concat", "0.", call("repeat", "0", -point), digits)
            after_digits = call("concat", digits, call("repeat", "0", point - size))
            inside = call("concat", call("substr", digits, 1, point), ".", call("substr", digits, point + 1))
            return when(point <= Lit(0, INT), before_digits).when(point >= size, after_digits).else_(inside)

        return (
            when(text == Lit("NaN", STRING), text)
            .when(text == Lit("Infinity", STRING), Lit("inf", STRING))
            .when(text == Lit("-Infinity", STRING), Lit("-inf", STRING))
            .else_(call("concat", sign, let_all([call("concat", whole, fraction), point], placed)))
        )

    return Let.of(x.cast(STRING), build)


#: Kinds of list elements array_to_string writes as Spark's cast to a string does (Arrow's text of them
#: is the same)
_SAME_TEXT_KINDS = frozenset({"i8", "i16", "i32", "i64", "decimal", "date", "bool", *STRING_KINDS})


def _df_element_texts(c: Call, values: Expr, list_type: Type) -> Expr:
    """The elements of ``values`` (of ``list_type``), nested lists flattened, as array_to_string writes
    them (a null list inside is one null element)."""
    element = list_type.list.type
    kind = kind_of(element)
    if kind == "list":
        one_null = call("array", Lit(None, STRING))
        return call(
            "flatten",
            _transformed(
                values, lambda inner: call("coalesce", _df_element_texts(c, inner, element), one_null)
            ),
        )
    if kind in ("fp32", "fp64"):
        text: Callable[[Expr], Expr] = _rust_float_text
    elif kind in _TIMESTAMP_KINDS:
        zoned = kind in INSTANT_KINDS

        def text(v: Expr) -> Expr:
            wall = utc_wall_time(v) if zoned else v
            parts = _chrono_parts(c, "%Y-%m-%dT%H:%M:%S%.f", wall, True)
            return call("concat", *parts, *([Lit("Z", STRING)] if zoned else []))
    elif kind in _SAME_TEXT_KINDS:
        return _transformed(values, lambda v: v.cast(STRING))
    else:
        raise c.unsupported(f"a list of {kind} (Arrow's text of it is not Spark's)")
    return _transformed(values, lambda v: when(v.is_null(), Lit(None, STRING)).else_(text(v)))


def _df_array_to_string(c: Call) -> Expr:
    """array_to_string(list, delimiter[, null_text]) as DataFusion writes it: nested lists are flattened,
    null elements left out or, given a (non-null) ``null_text``, written as it (a null list inside a list
    is one null element); elements as Arrow writes them (:func:`_df_element_texts`: floating-point
    numbers as Rust does, :func:`_rust_float_text`; timestamps as chrono's ``%Y-%m-%dT%H:%M:%S%.f``,
    a zoned one in UTC followed by ``Z``)."""
    args = _arguments(c, 2, 3)
    if kind_of(c.arg_types[0]) != "list":
        raise c.unsupported(f"an argument of type {kind_of(c.arg_types[0])} (lists are supported)")
    texts = _df_element_texts(c, args[0], c.arg_types[0])
    if len(args) == 3:
        null_text = args[2]
        texts = _transformed(texts, lambda v: call("coalesce", v, null_text))
    return call("array_join", texts, args[1])


def _df_fixed(name: str, low: int, high: int) -> Builder:
    """Spark's function ``name``, of the same meaning, taking ``low`` to ``high`` arguments."""
    return lambda c: SqlCall(name, tuple(_arguments(c, low, high)))


def _df_signum(c: Call) -> Expr:
    """DataFusion's ``signum``: 0.0 for either zero (Spark's, as Java's ``Math.signum``, is -0.0 for -0.0)."""
    (x,) = _arguments(c, 1, 1)
    return Let.of(x, lambda v: when(v == Lit(0, INT), Lit(0.0, DOUBLE)).else_(call("signum", v)))


#: DataFusion's own functions, for plans DataFusion made that declare them by name alone (it names its
#: functions, not the standard extensions'): the names the standard extensions lack, and ``concat``, which
#: means something else there (nulls are skipped). Each has the meaning DataFusion gives it, null handling
#: included.
DATAFUSION_SCALAR: dict[str, Builder] = {
    "concat": _df_concat,
    # DataFusion's least and greatest skip nulls (PostgreSQL's), the spec's give null for one
    "least": _fn("least"),
    "greatest": _fn("greatest"),
    # DataFusion's modulus also takes floating-point numbers (Rust's %: NaN for a zero divisor)
    "modulus": _float_remainder(float("nan"), _modulus),
    "sqrt": _df_sqrt,
    "logb": _df_log,
    "cbrt": _df_fixed("cbrt", 1, 1),
    "degrees": _df_fixed("degrees", 1, 1),
    "radians": _df_fixed("radians", 1, 1),
    "substr": _df_substr,
    "substring": _df_substr,
    "left": _df_left_right("left"),
    "right": _df_left_right("right"),
    "regexp_replace": _df_regexp_replace,
    "regex_match": _df_regex_match(negated=False, insensitive=False),
    "regex_imatch": _df_regex_match(negated=False, insensitive=True),
    "regex_not_match": _df_regex_match(negated=True, insensitive=False),
    "regex_not_imatch": _df_regex_match(negated=True, insensitive=True),
    "str_concat": _df_fixed("concat", 2, 2),  # ``a || b``: null when either is
    "btrim": _df_fixed("btrim", 1, 2),
    "translate": _df_fixed("translate", 3, 3),
    "split_part": _df_fixed("split_part", 3, 3),
    "ascii": _df_fixed("ascii", 1, 1),
    "md5": _df_fixed("md5", 1, 1),
    "nanvl": _df_fixed("nanvl", 2, 2),
    "signum": _df_signum,
    "make_array": _df_fixed("array", 1, 1_000_000),
    "struct": _df_fixed("struct", 1, 1_000_000),
    "uuid": _df_fixed("uuid", 0, 0),
    "sha224": _df_sha(224),
    "sha256": _df_sha(256),
    "sha384": _df_sha(384),
    "sha512": _df_sha(512),
    "iszero": lambda c: _arguments(c, 1, 1)[0] == Lit(0.0, DOUBLE),
    "is_unknown": lambda c: _arguments(c, 1, 1)[0].is_null(),
    "is_not_unknown": lambda c: _arguments(c, 1, 1)[0].is_not_null(),
    "string_to_array": _df_string_to_array,
    "date_trunc": _df_date_trunc,
    "array_slice": _df_array_slice,
    "array_length": _df_array_length,
    "array_has": _df_array_has,
    "array_element": _df_array_element,
    "array_position": _df_array_position,
    "array_reverse": _df_fixed("reverse", 1, 1),
    "array_distinct": _df_fixed("array_distinct", 1, 1),
    "array_sort": _df_array_sort,
    "array_any_value": _df_array_any_value,
    "array_to_string": _df_array_to_string,
    "named_struct": _df_fixed("named_struct", 2, 1_000_000),
    "levenshtein": _df_fixed("levenshtein", 2, 2),
    "trunc": _df_trunc,
    "to_unixtime": _since_epoch(1_000_000),
    "make_date": _df_make_date,
    "cot": _df_fixed("cot", 1, 1),
    "find_in_set": _df_fixed("find_in_set", 2, 2),
    "substr_index": _df_substr_index,
    "overlay": _df_overlay,
    "regexp_count": _df_regexp_count,
    "replace": _df_replace,
    "initcap": _initcap,
    "chr": _df_chr,
    "to_hex": _df_to_hex,
    "encode": _df_encode,
    "decode": _df_decode,
    "digest": _df_digest,
    "date_bin": _df_date_bin,
    "from_unixtime": _df_from_epoch(1_000_000),
    "to_timestamp": _df_to_timestamp,
    "to_timestamp_seconds": _df_from_epoch(1_000_000),
    "to_timestamp_millis": _df_from_epoch(1_000),
    "to_timestamp_micros": _df_from_epoch(1),
    "array_append": _df_array_append(prepend=False),
    "array_prepend": _df_array_append(prepend=True),
    "array_remove": _df_array_remove,
    "array_remove_all": lambda c: SqlCall("array_remove", tuple(_arguments(c, 2, 2))),
    "array_replace": _df_array_replace(every=False),
    "array_replace_all": _df_array_replace(every=True),
    "array_has_all": _df_array_has_all_any(every=True),
    "array_has_any": _df_array_has_all_any(every=False),
    "array_union": _df_fixed("array_union", 2, 2),
    "array_except": _df_fixed("array_except", 2, 2),
    "array_intersect": _df_array_intersect,
    "array_positions": _df_array_positions,
    "array_ndims": _df_array_ndims,
    "regexp_match": _df_regexp_match,
    "array_resize": _df_array_resize,
    "gcd": _df_gcd,
    "lcm": _df_lcm,
    "array_max": _df_fixed("array_max", 1, 1),
    "array_min": _df_fixed("array_min", 1, 1),
    "empty": _df_array_empty,
    "array_pop_front": _df_array_pop(front=True),
    "array_pop_back": _df_array_pop(front=False),
    "range": _df_range(inclusive=False),
    "generate_series": _df_range(inclusive=True),
    "flatten": _df_flatten,
    "array_concat": _df_array_concat,
    "to_char": _df_to_char,
    "map": _df_map,
    "map_extract": _df_map_lookup(as_list=True),
    "get_field": _df_map_lookup(as_list=False),
    "map_keys": _df_fixed("map_keys", 1, 1),
    "map_values": _df_fixed("map_values", 1, 1),
    "date_format": _df_to_char,
    "array_repeat": _df_array_repeat,
    # the names of DataFusion 49 and earlier for functions it later wrote by the standard names
    "isnan": _is_nan,
    "mod": _modulus,
    "negative": _negate,
    "nvl": _fn("coalesce"),
    "nvl2": _df_fixed("nvl2", 3, 3),
    "regexp_like": _df_regex_match(negated=False, insensitive=False),
    "log": _df_log_base_first,
    # higher-order functions: the same meaning as the standard ones, null lists and three-valued logic
    # included
    "array_transform": _transform,
    "array_filter": _list_lambda("filter"),
    "array_any_match": _any_match,
}


def _duckdb_log(c: Call) -> Expr:
    """DuckDB's log: ``log(x)`` the logarithm to base 10, ``log(b, x)`` to base b (the base first); the
    logarithm of zero or of a negative number fails, as does base 1 (DuckDB divides by ln(1))."""
    args = _arguments(c, 1, 2)

    def checked(x: Expr, value: Expr) -> Expr:
        return (
            when(x == Lit(0.0, DOUBLE), c.fail("cannot take logarithm of zero"))
            .when(x < Lit(0.0, DOUBLE), c.fail("cannot take logarithm of a negative number"))
            .else_(value)
        )

    if len(args) == 1:
        return Let.of(args[0].cast(DOUBLE), lambda x: checked(x, call("log10", x)))

    def based(b: Expr, x: Expr) -> Expr:
        ratio = call("ln", x) / call("ln", b)
        return checked(
            b,
            when(b == Lit(1.0, DOUBLE), c.fail("division by zero in based logarithm")).else_(
                checked(x, ratio)
            ),
        )

    return let_all([args[0].cast(DOUBLE), args[1].cast(DOUBLE)], based)


def _duckdb_trunc(c: Call) -> Expr:
    """DuckDB's trunc(x): toward zero, of the argument's type (an integer unchanged, a decimal to scale
    0, a float as a float)."""
    (value,) = _arguments(c, 1, 1)
    kind = c.kinds()[0]
    if kind in _INT_BITS:
        return value
    if kind == "decimal":
        return Let.of(value, lambda v: when(v >= 0, call("floor", v)).else_(call("ceil", v)))
    if kind in ("fp32", "fp64"):
        return Let.of(value.cast(DOUBLE), _toward_zero)
    raise c.unsupported(f"trunc of a {kind}")


def _duckdb_cot(c: Call) -> Expr:
    """DuckDB's cot(x): 1 / tan(x); of zero it fails (Spark's cot gives infinity)."""
    (value,) = _arguments(c, 1, 1)
    return Let.of(
        value.cast(DOUBLE),
        lambda x: when(x == Lit(0.0, DOUBLE), c.fail("cot of 0 is out of range")).else_(call("cot", x)),
    )


#: DuckDB's date_trunc units longer than a year: the years a unit spans (its first is a multiple of them:
#: DuckDB's century of 2024 begins in 2000).
_DUCKDB_LONG_UNITS = {"decade": 10, "century": 100, "millennium": 1000}


def _duckdb_date_trunc(c: Call) -> Expr:
    """DuckDB's date_trunc(unit, date or timestamp): a date is truncated as the timestamp of its midnight
    (DuckDB gives a date for units of a day or more, else a timestamp: the declared output type); a
    decade, century or millennium is the first of January of its first year."""
    unit = c.literals[0] if c.is_literal(0) else None
    if isinstance(unit, str) and unit.lower() in _DUCKDB_LONG_UNITS and len(c.args) == 2:
        years = Lit(_DUCKDB_LONG_UNITS[unit.lower()], INT)
        first = call("floor", call("year", as_wall_time(c.args[1], c.kinds()[1])) / years) * years
        day = call("make_date", first.cast(INT), Lit(1, INT), Lit(1, INT))
        out = _out_kind(c)
        if out in INSTANT_KINDS:  # its midnight in UTC (a cast would take the session's)
            return utc_instant_of_wall_time(day.cast(T.TimestampNTZType()))
        return day.cast(T.TimestampNTZType()) if out in ("precision_timestamp", "timestamp") else day
    if len(c.args) == 2 and c.kinds()[1] == "date":
        ntz = c.args[1].cast(T.TimestampNTZType())
        retyped = Type(precision_timestamp=Type.PrecisionTimestamp(precision=6))
        c = replace(c, args=[c.args[0], ntz], arg_types=[c.arg_types[0], retyped])
    return _df_date_trunc(c)


def _duckdb_date_plus(sign: str) -> Builder:
    """DuckDB's ``+`` / ``-`` with a date: a date plus or minus whole days (either order for ``+``), or
    the days between two dates (``-``)."""

    def build(c: Call) -> Expr:
        a, b = _arguments(c, 2, 2)
        kinds = c.kinds()
        if sign == "-" and kinds == ["date", "date"]:
            return call("datediff", a, b).cast(LONG)
        if kinds[0] == "date" and kinds[1] in _INT_BITS:
            return call("date_add" if sign == "+" else "date_sub", a, b.cast(INT))
        if sign == "+" and kinds[1] == "date" and kinds[0] in _INT_BITS:
            return call("date_add", b, a.cast(INT))
        raise c.unsupported(f"{sign} of {' and '.join(kinds)} (a date and days, or two dates)")

    return build


#: The time parts of DuckDB's date_diff this mapping computes, in microseconds.
_DATE_DIFF_MICROS = {"hour": 3_600_000_000, "minute": 60_000_000, "second": 1_000_000, "millisecond": 1_000}


def _duckdb_date_diff(*, floor: bool) -> Builder:
    """DuckDB's date_diff(part, start, end) (and datediff): how many boundaries of the part lie between
    ``start`` and ``end`` (negative when ``end`` is earlier): days between the dates for ``day``, calendar
    months, quarters and years; for the time parts the difference of each value's whole hours (minutes...)
    since the epoch, rounded down (DuckDB 1.1) or cut toward zero (DuckDB 1.0, where a minute's boundary
    before 1970 is not counted). Other parts (``week``, ``decade``...) are unsupported."""

    def build(c: Call) -> Expr:
        _, start, end = _arguments(c, 3, 3)
        part = c.literal(0, "date_diff's part")
        if not isinstance(part, str):
            raise c.unsupported("a part that is not a string")
        part = part.lower().rstrip("s") if part.lower() not in ("ms", "us") else part.lower()
        kinds = c.kinds()[1:]
        values = [start, end]
        for i in (0, 1):
            # DuckDB writes a TIMESTAMP or DATE literal it has not folded as its text: the other's type
            if kinds[i] == "string" and c.is_literal(i + 1) and kinds[1 - i] != "string":
                target = T.DateType() if kinds[1 - i] == "date" else T.TimestampNTZType()
                values[i] = values[i].cast(target)
                kinds[i] = "date" if kinds[1 - i] == "date" else "precision_timestamp"
        start, end = values
        if any(k not in ("date", "precision_timestamp", "timestamp") for k in kinds):
            raise c.unsupported("arguments other than dates and timestamps without time zone")
        if part == "day":
            return call("datediff", end.cast(T.DateType()), start.cast(T.DateType())).cast(LONG)
        if part == "year":
            return call("year", end).cast(LONG) - call("year", start).cast(LONG)
        if part in ("month", "quarter"):
            per_year, of_year = (12, "month") if part == "month" else (4, "quarter")
            periods = [
                call("year", v).cast(LONG) * per_year + call(of_year, v).cast(LONG) for v in (end, start)
            ]
            return periods[0] - periods[1]
        unit = _DATE_DIFF_MICROS.get(part)
        if unit is None:
            raise c.unsupported(f"part {part!r}")

        def whole(micros: Expr) -> Expr:
            if floor:
                return _floor_div(micros, unit)
            return call("div", micros, Lit(unit, LONG))  # Spark's div cuts toward zero

        counts = [whole(epoch_micros(v, k)) for v, k in ((end, kinds[1]), (start, kinds[0]))]
        return counts[0] - counts[1]

    return build


def _duckdb_named_day(pattern: str) -> Builder:
    """DuckDB's dayname / monthname: the English name of a date's (or timestamp's) weekday or month."""
    return lambda c: _named(as_wall_time(_arguments(c, 1, 1)[0], c.kinds()[0]), pattern)


def _duckdb_year_week(c: Call) -> Expr:
    """DuckDB's yearweek(x): the ISO year times 100 plus the ISO week."""
    (value,) = _arguments(c, 1, 1)
    day = as_wall_time(value, c.kinds()[0]).cast(T.DateType())
    # the ISO year is the year of the week's Thursday
    thursday = call("date_add", day, Lit(3, INT) - (call("weekday", day)))
    return call("year", thursday).cast(LONG) * 100 + call("weekofyear", day).cast(LONG)


def _duckdb_regexp_extract(c: Call) -> Expr:
    """DuckDB's regexp_extract(s, pattern[, group]): the group (0, the whole match, unless given) of the
    first match, '' where nothing matches (Spark's, whose group defaults to 1)."""
    args = _arguments(c, 2, 3)
    group = args[2].cast(INT) if len(args) == 3 else Lit(0, INT)
    return call("regexp_extract", args[0], args[1], group)


def _duckdb_make_timestamp(c: Call) -> Expr:
    """DuckDB's make_timestamp(year, month, day, hour, minute, seconds): the wall time; one that does not
    exist fails, as in DuckDB (Spark's make_timestamp_ntz gives null outside ANSI mode)."""
    args = _arguments(c, 6, 6)

    def checked(*parts: Expr) -> Expr:
        made = call(
            "make_timestamp_ntz", *(p.cast(INT) for p in parts[:5]), parts[5].cast(T.DecimalType(16, 6))
        )
        return _existing(made, parts, f"make_timestamp: no such time at {c.path}")

    return let_all(args, checked)


def _duckdb_to_hex(c: Call) -> Expr:
    """DuckDB's to_hex of an integer: upper-case hex digits, a negative one in 64-bit two's complement."""
    (value,) = _arguments(c, 1, 1)
    if c.kinds()[0] not in _INT_BITS:
        raise c.unsupported(f"to_hex of a {c.kinds()[0]} (integers are supported)")
    return call("hex", value.cast(LONG))


def _duckdb_full_match(c: Call) -> Expr:
    """DuckDB's regexp_full_match(s, pattern) (SQL's SIMILAR TO): the whole string matches."""
    value, pattern = _arguments(c, 2, 2)
    return call("rlike", value, call("concat", Lit("\\A(?:", STRING), pattern, Lit(")\\z", STRING)))


def _duckdb_integer_division(c: Call) -> Expr:
    """DuckDB's ``//``: of integers the quotient toward zero, null for a zero divisor (an overflow fails);
    of floating-point numbers their quotient, as ``/``."""
    _arguments(c, 2, 2)
    kinds = c.kinds()
    if all(k in _INT_BITS for k in kinds):
        return _divide(replace(c, options={**c.options, "on_division_by_zero": ["NULL"]}))
    if all(k in _FP or k in _INT_BITS for k in kinds):
        return _divide(c)
    raise c.unsupported(f"arguments of type {' and '.join(kinds)}")


#: DuckDB's own functions, for plans DuckDB made that declare them by name alone (DuckDB's names the
#: standard extensions lack), each with the meaning DuckDB gives it, null handling and errors included.
#: Where DataFusion's function of the name means the same, its builder is shared.
DUCKDB_SCALAR: dict[str, Builder] = {
    "//": _duckdb_integer_division,
    # DuckDB's least and greatest skip nulls, the spec's give null for one
    "least": _fn("least"),
    "greatest": _fn("greatest"),
    "like_escape": _duckdb_like_escape,
    "md5": _df_fixed("md5", 1, 1),
    "sha256": lambda c: call("sha2", _arguments(c, 1, 1)[0], Lit(256, INT)),  # hex digits, not bytes
    "ascii": _df_fixed("ascii", 1, 1),
    "chr": _df_chr,
    "gcd": _df_gcd,
    "lcm": _df_lcm,
    "make_date": _df_make_date,
    "cbrt": _df_fixed("cbrt", 1, 1),
    "cot": _duckdb_cot,
    "log": _duckdb_log,
    "trunc": _duckdb_trunc,
    "epoch": _since_epoch(1_000_000, fraction=True),  # seconds with their fraction
    "date_trunc": _duckdb_date_trunc,
    "instr": _df_fixed("instr", 2, 2),
    "position": _df_fixed("instr", 2, 2),
    "to_hex": _duckdb_to_hex,
    "uuid": _df_fixed("uuid", 0, 0),
    "levenshtein": _df_fixed("levenshtein", 2, 2),
    "regexp_full_match": _duckdb_full_match,
    "%": _float_remainder(float("nan")),
    "regexp_matches": lambda c: call("rlike", *_arguments(c, 2, 2)),  # a match anywhere
    "regexp_extract": _duckdb_regexp_extract,
    "date_diff": _duckdb_date_diff(floor=True),
    "datediff": _duckdb_date_diff(floor=True),
    "last_day": lambda c: call(
        "last_day", as_wall_time(_arguments(c, 1, 1)[0], c.kinds()[0]).cast(T.DateType())
    ),
    "dayname": _duckdb_named_day("EEEE"),
    "monthname": _duckdb_named_day("MMMM"),
    "yearweek": _duckdb_year_week,
    "epoch_ms": _since_epoch(1_000),
    "make_timestamp": _duckdb_make_timestamp,
    "struct_pack": _df_fixed("struct", 1, 1_000_000),  # the fields' names are the output type's
    # a date and days, two dates (duckdb-date-integer)
    "+": _duckdb_date_plus("+"),
    "-": _duckdb_date_plus("-"),
    # a count that may be negative (duckdb-negative-count): PostgreSQL's meaning, as DataFusion's
    "left": _df_left_right("left"),
    "right": _df_left_right("right"),
}


def _duckdb_quantile_cont(c: Call) -> Expr:
    """DuckDB's quantile_cont(x, q) of numbers other than decimals, ``q`` a literal fraction (DuckDB 1.1
    writes the call without its fraction, which cannot then be known)."""
    if len(c.args) == 1:
        raise c.unsupported("the fraction is not in the plan")
    value, _ = _arguments(c, 2, 2)
    if c.kinds()[0] not in (*_INT_BITS, "fp32", "fp64"):
        raise c.unsupported(f"quantile_cont of a {c.kinds()[0]} (integers and floats are supported)")
    q = c.literal(1, "quantile_cont's fraction")
    if not isinstance(q, float | int) or isinstance(q, bool) or not 0 <= q <= 1:
        raise c.unsupported("a fraction that is not a number from 0 to 1")
    return c.agg(call("percentile", value.cast(DOUBLE), Lit(float(q), DOUBLE)))


#: DuckDB's own aggregates, for plans DuckDB made that declare them by name alone: arg_max / arg_min
#: (the value at the row of the largest or smallest key: Spark's max_by / min_by, rows with a null key
#: left out; which of tied rows is unspecified in both) and quantile_cont (linear interpolation between
#: the closest ranks: Spark's percentile, of numbers other than decimals).
DUCKDB_AGGREGATE: dict[str, Builder] = {
    "arg_max": lambda c: c.agg(call("max_by", *_arguments(c, 2, 2))),
    "arg_min": lambda c: c.agg(call("min_by", *_arguments(c, 2, 2))),
    "quantile_cont": _duckdb_quantile_cont,
}


#: DuckDB 1.0's (spec 0.48) where they differ from DUCKDB_SCALAR: its remainder by zero is null, and its
#: date_diff of time parts cuts each value's count toward zero.
DUCKDB_10_SCALAR: dict[str, Builder] = {
    **DUCKDB_SCALAR,
    "%": _float_remainder(None),
    "date_diff": _duckdb_date_diff(floor=False),
    "datediff": _duckdb_date_diff(floor=False),
}


#: DataFusion 53 and earlier (plans of spec before 0.85) where they differ from DATAFUSION_SCALAR: their
#: regexp_count of an empty pattern is 0.
DATAFUSION_53_SCALAR: dict[str, Builder] = {
    **DATAFUSION_SCALAR,
    "regexp_count": lambda c: _df_regexp_count(c, empty_pattern_none=True),
}

#: Type-specific scalar builders: (name, kind of the first argument) -> builder.
SIGNATURE_SCALAR: dict[tuple[str, str], Builder] = {}

#: Functions taking lambda arguments (the consumer passes them as :class:`LambdaBody`).
LAMBDA_FUNCTIONS: frozenset[str] = frozenset({"transform", "filter", "any_match", "all_match"})

#: Argument kinds a mapping rejects (Spark cannot hold or compute them exactly).
UNSUPPORTED_ARGS: dict[str, frozenset[str]] = {
    "modulus": frozenset({"fp32", "fp64"}),
    "add": frozenset({"precision_time"}),
    "subtract": frozenset({"precision_time"}),
    "round_calendar": frozenset({"precision_time"}),
}

AGGREGATE: dict[str, Builder] = {
    "sum": _sum,
    "sum0": lambda c: call("coalesce", _sum(c), 0),
    "avg": _avg,
    "mean": _avg,
    "min": _agg1("min", distinct_ok=True),
    "max": _agg1("max", distinct_ok=True),
    "count": _count,
    "any_value": _any_value,
    "bool_and": _agg1("bool_and", distinct_ok=True),
    "bool_or": _agg1("bool_or", distinct_ok=True),
    "std_dev": lambda c: _by_distribution(c, "stddev_samp", "stddev_pop"),
    "stddev": _statistic("stddev_samp"),
    "variance": lambda c: _by_distribution(c, "var_samp", "var_pop"),
    "stddev_samp": _statistic("stddev_samp"),
    "stddev_pop": _statistic("stddev_pop"),
    "var_samp": _statistic("var_samp"),
    "var_pop": _statistic("var_pop"),
    "median": _median,
    "approx_count_distinct": _approx_count_distinct,
    "mode": _agg1("mode"),
    "product": _product,
    "string_agg": _string_agg,
    # DataFusion's names (name-only declarations)
    "var": _statistic("var_samp"),
    "bit_and": _agg1("bit_and", distinct_ok=True),
    "bit_or": _agg1("bit_or", distinct_ok=True),
    "bit_xor": _agg1("bit_xor"),
    "approx_distinct": _approx_count_distinct,
    "array_agg": _array_agg,
    "first_value": _ordered_pick("first"),
    "last_value": _ordered_pick("last"),
    "nth_value": _ordered_pick("nth"),
    "corr": _paired_statistic("corr", zero_variance_null=True, minimum=2),
    "covar_samp": _paired_statistic("covar_samp", minimum=2),
    "covar_pop": _paired_statistic("covar_pop"),
    "regr_count": _paired_statistic("regr_count"),
    # regr_r2 as the SQL standard (and Spark, DuckDB) defines it: 1 where the dependent values are all
    # equal; DataFusion's is DATAFUSION_AGGREGATE's
    **{name: _paired_statistic(name) for name in REGRESSION_AGGREGATES},
}

#: DataFusion's own aggregates where they differ from the functions of the same names in AGGREGATE, for
#: DataFusion's plans (which declare them by name alone).
DATAFUSION_AGGREGATE: dict[str, Builder] = {
    "regr_r2": _paired_statistic("regr_r2", zero_variance_null=True),
}

#: Aggregates whose value depends on the order of the rows: the plan's sort of the measure is refused
#: for those that cannot follow it; for the others the order does not matter.
ORDER_SENSITIVE: frozenset[str] = frozenset()
#: Aggregates whose result depends on the order of the input rows and that follow the sorts (``Call.order``).
ORDERED: frozenset[str] = frozenset({"string_agg", "array_agg", "first_value", "last_value", "nth_value"})


def _int_literal(c: Call, index: int, what: str, default: int) -> int:
    if index >= len(c.args):
        return default
    value = c.literal(index, what)
    if not isinstance(value, int) or isinstance(value, bool):
        raise c.unsupported(f"{what} must be an integer literal")
    return value


def _nth_value(c: Call) -> Expr:
    n = _int_literal(c, 1, "nth_value's index", 1)
    if n < 1:
        raise c.unsupported("nth_value's index must be positive")
    return call("nth_value", c.args[0], n)


def _lead_lag(name: str) -> Builder:
    def build(c: Call) -> Expr:
        offset = _int_literal(c, 1, "the offset", 1)
        default = c.args[2] if len(c.args) > 2 else Lit(None, T.NullType())
        if len(c.args) > 2 and not c.is_literal(2):
            # Spark evaluates the default on the current row; the spec does not say on which row
            raise c.unsupported("the default must be a literal")
        return call(name, c.args[0], offset, default)

    return build


def _ntile(c: Call) -> Expr:
    n = _int_literal(c, 0, "ntile's bucket count", 1)
    if n < 1:
        raise c.unsupported("ntile's bucket count must be positive")
    return call("ntile", n)


#: Window-only functions; aggregates also work as window functions through :data:`AGGREGATE`.
WINDOW: dict[str, Builder] = {
    "rank": lambda c: call("rank"),
    "dense_rank": lambda c: call("dense_rank"),
    "row_number": lambda c: call("row_number"),
    "percent_rank": lambda c: call("percent_rank"),
    "cume_dist": lambda c: call("cume_dist"),
    "ntile": _ntile,
    "lead": _lead_lag("lead"),
    "lag": _lead_lag("lag"),
    "first_value": lambda c: call("first", c.args[0], False),
    "last_value": lambda c: call("last", c.args[0], False),
    "nth_value": _nth_value,
}

#: Window functions Spark computes only over an ordered window.
ORDERED_WINDOW: frozenset[str] = frozenset(
    {"rank", "dense_rank", "row_number", "percent_rank", "cume_dist", "ntile", "lead", "lag"}
)

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
    "product": {"overflow": {"ERROR", "SILENT"}, **_FP_ROUND},
    "power": {
        "overflow": {"ERROR", "SILENT", "SATURATE"},
        **_FP_ROUND,
        "complex_number_result": {"NAN", "ERROR"},
    },
    "sum": {"overflow": {"SILENT", "SATURATE", "ERROR"}},
    "sum0": {"overflow": {"SILENT", "SATURATE", "ERROR"}},
    "avg": {"overflow": {"ERROR", "SILENT"}},  # SILENT: null where the sum overflows, as Spark without ANSI
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
    "replace": {"case_sensitivity": {"CASE_SENSITIVE"}},  # Spark's replace is case-sensitive
    "concat": {"null_handling": {"ACCEPT_NULLS", "IGNORE_NULLS"}},
    "any_value": {"ignore_nulls": {"TRUE", "FALSE"}},
    "trim": {"spaces_only": {"TRUE", "FALSE"}},
    "ltrim": {"spaces_only": {"TRUE", "FALSE"}},
    "rtrim": {"spaces_only": {"TRUE", "FALSE"}},
    "upper": {"full_unicode": {"TRUE"}},  # the JVM's case mapping covers all of Unicode
    "capitalize": {"char_set": {"UTF8", "ASCII_ONLY"}},
    "swapcase": {"char_set": {"UTF8", "ASCII_ONLY"}},
    "initcap": {"char_set": {"UTF8"}},
    "count_substring": _CASE,
    "regexp_strpos": _REGEX,
    "index_in": {"nan_equality": {"NAN_IS_NAN", "NAN_IS_NOT_NAN"}},
    "radians": _FP_ROUND,
    "degrees": _FP_ROUND,
    "log1p": _LOG,
    "lower": {"full_unicode": {"TRUE"}},
    "regexp_count_substring": _REGEX,
    "regexp_match_substring": _REGEX,
    "regexp_replace": _REGEX,
    "regexp_string_split": _REGEX,
    "round": {"rounding": {"TIE_AWAY_FROM_ZERO", "TIE_TO_EVEN"}},
    # of floating-point values TIE_TO_EVEN only, of decimals TRUNCATE only (_median)
    "median": {"rounding": {"TIE_TO_EVEN", "TIE_AWAY_FROM_ZERO", "TRUNCATE", "CEILING", "FLOOR"}},
    "std_dev": {"distribution": {"SAMPLE", "POPULATION"}, **_FP_ROUND},
    "variance": {"distribution": {"SAMPLE", "POPULATION"}, **_FP_ROUND},
    "sort": {"direction": {"ASC_NULLS_FIRST", "ASC_NULLS_LAST", "DESC_NULLS_FIRST", "DESC_NULLS_LAST"}},
}

#: Result types for functions whose output type a producer may omit and whose YAML signature does not
#: match the producer's arguments (DataFusion writes ``like`` with a third escape argument).
FALLBACK_RESULT: dict[str, str] = {
    "random": "fp64",
    "array_any_match": "bool",
    "array_has": "bool",
    "iszero": "bool",
    "is_unknown": "bool",
    "is_not_unknown": "bool",
    "regex_match": "bool",
    "regex_imatch": "bool",
    "regex_not_match": "bool",
    "regex_not_imatch": "bool",
    "array_length": "i64",
    "like": "bool",
    "ilike": "bool",
    "date_part": "i32",
    "trunc": "fp64",
    "to_unixtime": "i64",
    "make_date": "date",
    # DataFusion's of floating-point values (of integers datafusion_own_result says), which takes no
    # precision argument
    "median": "fp64",
    # DataFusion's names for the sample/population statistics (the YAML's std_dev/variance take options)
    "stddev": "fp64",
    "var": "fp64",
    "approx_distinct": "i64",
    "stddev_samp": "fp64",
    "stddev_pop": "fp64",
    "var_samp": "fp64",
    "var_pop": "fp64",
    "corr": "fp64",
    "covar_samp": "fp64",
    "covar_pop": "fp64",
    "regr_count": "i64",
    **dict.fromkeys(REGRESSION_AGGREGATES, "fp64"),
}

#: Functions whose result has the type of their decimal argument (made nullable) when the plan declares
#: none (DataFusion's median of decimals; of other types :data:`FALLBACK_RESULT` gives it).
DECIMAL_RESULT_IS_ARGUMENT: frozenset[str] = frozenset({"median"})

#: Functions whose result is a nullable list of their first argument's type when the plan declares none
#: (DataFusion's array_agg).
RESULT_IS_LIST_OF_ARGUMENT: frozenset[str] = frozenset({"array_agg"})

#: Functions whose result has the type of their first argument (made nullable) when the plan declares none
#: and the YAML signatures do not cover the argument type: aggregates (``max`` of a string: the standard
#: YAML declares numeric and temporal ones only) and window functions (DataFusion writes ``lead(x, 2, 0)``
#: without an output type).
RESULT_IS_ARGUMENT: frozenset[str] = frozenset(
    {"min", "max", "any_value", "first", "last", "bit_and", "bit_or", "bit_xor"}
    | {"lead", "lag", "first_value", "last_value", "nth_value"}
)


def check_options(c: Call, *, producers_own: bool = False) -> None:
    """Reject options and argument kinds the mapping cannot honour (the kinds of
    :data:`UNSUPPORTED_ARGS` not for a producer's own function, whose builder checks its arguments).

    Each option's preference list is narrowed to the first value the mapping honours; none honoured raises
    :class:`UnsupportedFeatureError` naming the option.
    """
    rejected = frozenset() if producers_own else UNSUPPORTED_ARGS.get(c.name, frozenset())
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


def aggregate_builder(name: str, own: Mapping[str, Builder] | None = None) -> Builder | None:
    """The builder for aggregate function ``name``; ``own`` are the producer's aggregates, for a function
    its plan declares by name alone (:data:`DATAFUSION_AGGREGATE`, :data:`DUCKDB_AGGREGATE`: the
    producer's own where it differs from :data:`AGGREGATE` or is not there)."""
    return (own.get(name) if own else None) or AGGREGATE.get(name)


__all__ = [
    "AGGREGATE",
    "DATAFUSION_53_SCALAR",
    "DATAFUSION_AGGREGATE",
    "DATAFUSION_SCALAR",
    "DECIMAL_RESULT_IS_ARGUMENT",
    "DUCKDB_10_SCALAR",
    "DUCKDB_AGGREGATE",
    "DUCKDB_SCALAR",
    "FALLBACK_RESULT",
    "FRAMED_WINDOW",
    "LAMBDA_FUNCTIONS",
    "NOT_LITERAL",
    "ORDERED",
    "RESULT_IS_ARGUMENT",
    "RESULT_IS_LIST_OF_ARGUMENT",
    "SCALAR",
    "SIGNATURE_SCALAR",
    "SUPPORTED_OPTIONS",
    "UNSUPPORTED_ARGS",
    "URNS",
    "WINDOW",
    "Builder",
    "Call",
    "LambdaBody",
    "and_all",
    "capture_groups",
    "check_options",
    "epoch_micros",
    "foreign_class_syntax",
    "let_all",
    "literal_facts",
    "or_all",
    "scalar_builder",
]
