"""A typed, immutable tree of Spark SQL: expressions and relational operators.

The consumer translates a Substrait plan into this tree; :mod:`spark_consumer.sql.generate` alone turns
it into SQL text (quoting, literal spelling, parameters, precedence, clause merging, cutting deep
expressions). Nothing in the tree is SQL text: names are internal column names the consumer made,
literals are Python values with their Spark type, functions are Spark SQL registry names.

Every node is immutable (``__slots__``, no setters: building a node never changes its children) and
carries facts about its subtree, computed once when it is built from its children's facts:

* ``flags`` -- a bit set: contains an aggregate call (:data:`AGG`), a window (:data:`WINDOW`), a subquery
  (:data:`SUBQUERY`), a reference to a column of an enclosing query (:data:`OUTER`), is not deterministic
  (:data:`VOLATILE`), contains a :class:`Let` (:data:`LET`), is a generator of rows (:data:`GENERATOR`);
* ``depth`` -- nesting depth (a leaf is 1), so the generator finds expressions too deep for Spark's parser
  without walking them;
* ``size`` -- number of nodes, so the generator can tell a small expression (cheap to repeat) from a big one;
* ``dtype`` -- the Spark type of the value where it is known without Spark (a cast's target, a literal's
  type, a column the translation typed, and what follows from those), else None; a cast to the type an
  expression already has is left out;
* ``free_vars`` -- the lambda variables and ``Let`` names used and not bound inside (an expression that
  reads a lambda's variable cannot be computed outside the lambda, nor one reading a ``Let`` outside it).

Python operators build operator nodes (``a + b`` is ``Op("+", (a, b))``, ``a == b`` is SQL ``=``), so a
node must never be used as a ``bool``; structural equality is :func:`same`.
"""

from __future__ import annotations

import datetime as _dt
import decimal as _decimal
import itertools
from collections.abc import Callable, Iterator, Sequence
from typing import Any, ClassVar

from pyspark.sql import types as T

__all__ = [
    "AGG",
    "GENERATOR",
    "LET",
    "OUTER",
    "SUBQUERY",
    "VOLATILE",
    "WINDOW",
    "Aggregate",
    "Call",
    "Case",
    "Cast",
    "Col",
    "Distinct",
    "Expr",
    "Field",
    "Filter",
    "Frame",
    "InList",
    "InQuery",
    "Join",
    "LVar",
    "Lambda",
    "Let",
    "LetRef",
    "Limit",
    "Lit",
    "Op",
    "Project",
    "Query",
    "SetOp",
    "Shared",
    "Sort",
    "SortKey",
    "Source",
    "SubqueryExpr",
    "Values",
    "Window",
    "WithinGroup",
    "children",
    "rebuild",
    "same",
    "substitute",
]

AGG = 1
WINDOW = 2
SUBQUERY = 4
OUTER = 8
VOLATILE = 16
LET = 32
GENERATOR = 64

_NO_VARS: frozenset[str] = frozenset()

#: Spark SQL functions whose value is not a function of their arguments (a fresh draw per row or call).
VOLATILE_FUNCTIONS: frozenset[str] = frozenset(
    {
        "rand",
        "randn",
        "random",
        "randstr",
        "uniform",
        "uuid",
        "shuffle",
        "monotonically_increasing_id",
        "spark_partition_id",
        "input_file_name",
        "input_file_block_start",
        "input_file_block_length",
    }
)

#: Spark SQL generators: a call of one makes several rows of one (valid only as a select item).
GENERATOR_FUNCTIONS: frozenset[str] = frozenset({"explode", "explode_outer", "posexplode", "inline", "stack"})

#: Spark SQL's regression aggregates of pairs of doubles (``regr_count`` aside), each a double.
REGRESSION_AGGREGATES: tuple[str, ...] = (
    "regr_slope",
    "regr_intercept",
    "regr_r2",
    "regr_avgx",
    "regr_avgy",
    "regr_sxx",
    "regr_syy",
    "regr_sxy",
)

#: Spark SQL aggregate functions the consumer calls (a call of one of them is an aggregate unless it has
#: an ``OVER`` window).
AGGREGATE_FUNCTIONS: frozenset[str] = frozenset(
    {
        "sum",
        "try_sum",
        "avg",
        "try_avg",
        "min",
        "max",
        "count",
        "count_if",
        "any_value",
        "bool_and",
        "bool_or",
        "every",
        "some",
        "stddev_samp",
        "stddev_pop",
        "var_samp",
        "var_pop",
        "median",
        "mode",
        "approx_count_distinct",
        "approx_percentile",
        "percentile",
        "percentile_approx",
        "first",
        "last",
        "first_value",
        "last_value",
        "collect_list",
        "collect_set",
        "array_agg",
        "string_agg",
        "listagg",
        "product",
        "max_by",
        "min_by",
        "bit_and",
        "bit_or",
        "bit_xor",
        "covar_samp",
        "covar_pop",
        "corr",
        "skewness",
        "kurtosis",
        "regr_count",
        *REGRESSION_AGGREGATES,
        # not an aggregate, but valid only where aggregate calls are: in an aggregate with grouping sets
        "grouping_id",
    }
)

#: Spark SQL window functions that are not aggregates (valid only with ``OVER``).
WINDOW_FUNCTIONS: frozenset[str] = frozenset(
    {"rank", "dense_rank", "row_number", "percent_rank", "cume_dist", "ntile", "lead", "lag", "nth_value"}
)


class _Immutable:
    """Slots and no attribute assignment after construction (``object.__setattr__`` in ``__init__``)."""

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")


_set = object.__setattr__


# ============================================================================================ expressions


class Expr(_Immutable):
    """A Spark SQL expression node. Subclasses list their fields in ``_fields`` (children are the ``Expr``
    values among them, and the expressions inside tuples)."""

    __slots__ = ("depth", "dtype", "flags", "free_vars", "size")
    _fields: ClassVar[tuple[str, ...]] = ()

    flags: int
    depth: int
    size: int
    free_vars: frozenset[str]
    dtype: T.DataType | None

    def _facts(self, kids: Sequence[Expr], own: int = 0, dtype: T.DataType | None = None) -> None:
        flags = own
        depth = 0
        size = 1
        lvars = _NO_VARS
        for k in kids:
            flags |= k.flags
            depth = max(depth, k.depth)
            size += k.size
            if k.free_vars:
                lvars = lvars | k.free_vars
        _set(self, "flags", flags)
        _set(self, "depth", depth + 1)
        _set(self, "size", size)
        _set(self, "free_vars", lvars)
        _set(self, "dtype", dtype)

    def _leaf(
        self, flags: int = 0, free_vars: frozenset[str] = _NO_VARS, dtype: T.DataType | None = None
    ) -> None:
        _set(self, "flags", flags)
        _set(self, "depth", 1)
        _set(self, "size", 1)
        _set(self, "free_vars", free_vars)
        _set(self, "dtype", dtype)

    @property
    def deterministic(self) -> bool:
        """Whether the expression gives the same value every time for the same input row."""
        return not self.flags & VOLATILE

    def __bool__(self) -> bool:
        raise TypeError("an SQL expression is not a Python bool: use '&', '|', '~' for AND, OR, NOT")

    __hash__ = object.__hash__

    def __repr__(self) -> str:
        fields = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields)
        return f"{type(self).__name__}({fields})"

    # ------------------------------------------------------------------ operator sugar
    def _op(self, op: str, other: object) -> Op:
        return Op(op, (self, lit(other)))

    def _rop(self, op: str, other: object) -> Op:
        return Op(op, (lit(other), self))

    def __add__(self, other: object) -> Op:
        return self._op("+", other)

    def __radd__(self, other: object) -> Op:
        return self._rop("+", other)

    def __sub__(self, other: object) -> Op:
        return self._op("-", other)

    def __rsub__(self, other: object) -> Op:
        return self._rop("-", other)

    def __mul__(self, other: object) -> Op:
        return self._op("*", other)

    def __rmul__(self, other: object) -> Op:
        return self._rop("*", other)

    def __truediv__(self, other: object) -> Op:
        return self._op("/", other)

    def __mod__(self, other: object) -> Op:
        return self._op("%", other)

    def __eq__(self, other: object) -> Op:  # type: ignore[override]
        return self._op("=", other)

    def __ne__(self, other: object) -> Op:  # type: ignore[override]
        return self._op("<>", other)

    def __lt__(self, other: object) -> Op:
        return self._op("<", other)

    def __le__(self, other: object) -> Op:
        return self._op("<=", other)

    def __gt__(self, other: object) -> Op:
        return self._op(">", other)

    def __ge__(self, other: object) -> Op:
        return self._op(">=", other)

    def __and__(self, other: object) -> Op:
        return self._op("AND", other)

    def __rand__(self, other: object) -> Op:
        return self._rop("AND", other)

    def __or__(self, other: object) -> Op:
        return self._op("OR", other)

    def __ror__(self, other: object) -> Op:
        return self._rop("OR", other)

    def __invert__(self) -> Op:
        return Op("NOT", (self,))

    def __neg__(self) -> Op:
        return Op("NEG", (self,))

    # ------------------------------------------------------------------ common forms
    def is_null(self) -> Op:
        return Op("IS NULL", (self,))

    def is_not_null(self) -> Op:
        return Op("IS NOT NULL", (self,))

    def null_safe_eq(self, other: object) -> Op:
        return self._op("<=>", other)

    def cast(self, to: T.DataType) -> Expr:
        """``CAST(self AS to)``; a cast to the type the expression already has is left out."""
        if self.dtype is not None and self.dtype == to:
            return self
        return Cast(self, to)

    def try_cast(self, to: T.DataType) -> Cast:
        return Cast(self, to, try_=True)

    def field(self, name: str) -> Field:
        return Field(self, name)

    def isin(self, values: Sequence[object]) -> Expr:
        if not values:
            return Lit(False, T.BooleanType())
        return InList(self, tuple(lit(v) for v in values))

    def between(self, low: object, high: object) -> Op:
        return Op("BETWEEN", (self, lit(low), lit(high)))

    def over(self, window: Frame) -> Window:
        return Window(self, window)


def lit(value: object) -> Expr:
    """``value`` as an expression: an expression stays itself, a Python value becomes :meth:`Lit.of`."""
    return value if isinstance(value, Expr) else Lit.of(value)


class Col(Expr):
    """A column by its internal name. ``outer`` marks a column of an enclosing query (a correlated
    subquery's reference); it renders the same, internal names being unique within a translation."""

    __slots__ = ("name", "outer")
    _fields = ("name", "outer")
    name: str
    outer: bool

    def __init__(self, name: str, outer: bool = False, dtype: T.DataType | None = None) -> None:
        _set(self, "name", name)
        _set(self, "outer", outer)
        self._leaf(OUTER if outer else 0, dtype=dtype)


_INT_TYPES: dict[type[T.DataType], tuple[int, int]] = {
    T.ByteType: (-(2**7), 2**7 - 1),
    T.ShortType: (-(2**15), 2**15 - 1),
    T.IntegerType: (-(2**31), 2**31 - 1),
    T.LongType: (-(2**63), 2**63 - 1),
}


class Lit(Expr):
    """A literal: a Python value and the Spark type it has. ``None`` is a typed null. Values:

    ``bool``; ``int`` for the integer types (within their range); ``float`` for FLOAT/DOUBLE;
    ``decimal.Decimal`` for DECIMAL; ``str`` for STRING; ``bytes`` for BINARY; ``int`` days since the epoch
    for DATE; ``int`` microseconds since the epoch for TIMESTAMP (an instant) and TIMESTAMP_NTZ (a wall
    clock reading); ``int`` microseconds for day-time intervals; ``int`` months for year-month intervals.
    Dates and timestamps are numbers, not Python ``datetime`` objects, so years beyond 9999 are exact."""

    __slots__ = ("type", "value")
    _fields = ("value", "type")
    value: object
    type: T.DataType

    def __init__(self, value: object, type: T.DataType) -> None:
        if value is not None:
            _check_literal(value, type)
        _set(self, "value", value)
        _set(self, "type", type)
        self._leaf(dtype=type)

    @classmethod
    def of(cls, value: object) -> Lit:
        """A Python value with the Spark type ``pyspark.sql.functions.lit`` would give it (ints: INT when
        they fit, else BIGINT; floats DOUBLE; ``str`` STRING; ``bytes`` BINARY; ``Decimal`` the
        narrowest decimal holding it; ``date``; ``None`` a null of type VOID)."""
        if value is None:
            return cls(None, T.NullType())
        if isinstance(value, bool):
            return cls(value, T.BooleanType())
        if isinstance(value, int):
            if -(2**31) <= value < 2**31:
                return cls(value, T.IntegerType())
            if -(2**63) <= value < 2**63:
                return cls(value, T.LongType())
            return cls(_decimal.Decimal(value), T.DecimalType(38, 0))
        if isinstance(value, float):
            return cls(value, T.DoubleType())
        if isinstance(value, str):
            return cls(value, T.StringType())
        if isinstance(value, (bytes, bytearray)):
            return cls(bytes(value), T.BinaryType())
        if isinstance(value, _decimal.Decimal):
            _sign, digits, exponent = value.as_tuple()
            scale = max(0, -int(exponent))
            precision = max(len(digits), scale, 1)
            return cls(value, T.DecimalType(min(precision, 38), scale))
        if isinstance(value, _dt.date) and not isinstance(value, _dt.datetime):
            return cls((value - _dt.date(1970, 1, 1)).days, T.DateType())
        raise TypeError(f"no Spark literal for a Python {type(value).__name__}")

    def cast(self, to: T.DataType) -> Expr:
        """As :meth:`Expr.cast`; an integer cast to another integer type that holds it is that type's
        literal (``1`` rather than ``CAST(1L AS INT)``: the same value, and less for Spark to analyse)."""
        bounds = _INT_TYPES.get(type(to))
        if (
            bounds is not None
            and type(self.type) in _INT_TYPES
            and isinstance(self.value, int)
            and bounds[0] <= self.value <= bounds[1]
        ):
            return self if self.type == to else Lit(self.value, to)
        return super().cast(to)


def _check_literal(value: object, dt: T.DataType) -> None:
    """Reject a value that does not fit its Spark type (a bug in the caller, not bad input)."""
    bounds = _INT_TYPES.get(type(dt))
    if bounds is not None:
        if not isinstance(value, int) or isinstance(value, bool) or not bounds[0] <= value <= bounds[1]:
            raise ValueError(f"{value!r} is not a {dt.simpleString()}")
    elif isinstance(dt, T.BooleanType) and not isinstance(value, bool):
        raise ValueError(f"{value!r} is not a boolean")
    elif isinstance(dt, T.StringType) and not isinstance(value, str):
        raise ValueError(f"{value!r} is not a string")


_BOOLEAN = T.BooleanType()
_BOOLEAN_OPS = frozenset(
    {"=", "<>", "<", "<=", ">", ">=", "<=>", "AND", "OR", "NOT", "IS NULL", "IS NOT NULL", "BETWEEN"}
)
#: Operators whose result has the type of their operands when these are of one integral or floating
#: point type (Spark widens only operands of different types). ``/`` keeps only doubles: Spark divides
#: every other numeric type as doubles or decimals.
_SAME_TYPE_OPS = frozenset({"+", "-", "*", "%", "NEG"})
_SAME_TYPE_OP_TYPES = (T.ByteType, T.ShortType, T.IntegerType, T.LongType, T.FloatType, T.DoubleType)

#: Spark functions whose result is a double whatever their (numeric) arguments.
_DOUBLE_FUNCTIONS = frozenset({"signum", "atan2"})

#: Spark functions whose result has the type of their (same-typed) arguments.
_SAME_TYPE_FUNCTIONS = frozenset(
    {"try_add", "try_subtract", "try_multiply", "coalesce", "greatest", "least", "nvl"}
)


def common_dtype(values: Sequence[Expr]) -> T.DataType | None:
    """The Spark type of a value that is one of ``values`` (CASE results, coalesce arguments), where it
    is known: a null (or ``raise_error``) takes any type; otherwise all must have the same known type."""
    typed = [v.dtype for v in values if not isinstance(v.dtype, T.NullType)]
    if not typed:
        return T.NullType() if values else None
    first = typed[0]
    return first if first is not None and all(t == first for t in typed) else None


class Op(Expr):
    """An operator: ``op`` is one of ``+ - * / % = <> < <= > >= <=> AND OR & | ^`` (binary), ``NOT``,
    ``NEG``, ``~``, ``IS NULL``, ``IS NOT NULL`` (unary), ``BETWEEN`` (three operands)."""

    __slots__ = ("args", "op")
    _fields = ("op", "args")
    op: str
    args: tuple[Expr, ...]

    def __init__(self, op: str, args: tuple[Expr, ...]) -> None:
        _set(self, "op", op)
        _set(self, "args", args)
        dtype: T.DataType | None = None
        if op in _BOOLEAN_OPS:
            dtype = _BOOLEAN
        elif op in _SAME_TYPE_OPS:
            first = args[0].dtype
            if isinstance(first, _SAME_TYPE_OP_TYPES) and all(a.dtype == first for a in args):
                dtype = first
        elif op == "/" and all(isinstance(a.dtype, T.DoubleType) for a in args):
            dtype = args[0].dtype
        self._facts(args, dtype=dtype)


class Call(Expr):
    """A call of the Spark SQL function ``name`` (a registry name: ``abs``, ``date_part``, ...).
    ``distinct`` makes an aggregate's ``DISTINCT`` call, ``filter`` its ``FILTER (WHERE ...)`` clause (the
    rows the aggregate takes; a deterministic condition, as Spark requires). An aggregate call sets
    :data:`AGG` (unless it is windowed: :class:`Window` clears it); a volatile function sets
    :data:`VOLATILE`."""

    __slots__ = ("args", "distinct", "filter", "name")
    _fields = ("name", "args", "distinct", "filter")
    name: str
    args: tuple[Expr, ...]
    distinct: bool
    filter: Expr | None

    def __init__(
        self, name: str, args: tuple[Expr, ...] = (), distinct: bool = False, filter: Expr | None = None
    ) -> None:
        _set(self, "name", name)
        _set(self, "args", args)
        _set(self, "distinct", distinct)
        _set(self, "filter", filter)
        own = 0
        if name in AGGREGATE_FUNCTIONS:
            own |= AGG
        if name in VOLATILE_FUNCTIONS:
            own |= VOLATILE
        if name in GENERATOR_FUNCTIONS:
            own |= GENERATOR
        dtype: T.DataType | None = None
        if name == "raise_error":
            dtype = T.NullType()
        elif name == "count":
            dtype = T.LongType()  # whatever it counts
        elif name in _DOUBLE_FUNCTIONS:
            dtype = T.DoubleType()
        elif name in _SAME_TYPE_FUNCTIONS and args:
            dtype = common_dtype(args)
            if name.startswith("try_") and isinstance(dtype, T.DecimalType):
                dtype = None  # decimal arithmetic widens (and may round) its result type
        elif name == "if" and len(args) == 3:
            dtype = common_dtype(args[1:])
        self._facts(args if filter is None else (*args, filter), own, dtype)

    def filtered(self, condition: Expr) -> Call:
        """This aggregate call taking only the rows where ``condition`` holds (and its own filter's)."""
        both = condition if self.filter is None else Op("AND", (self.filter, condition))
        return Call(self.name, self.args, self.distinct, both)


def call(name: str, *args: object) -> Call:
    """``name(args)``; Python values among ``args`` become literals."""
    return Call(name, tuple(lit(a) for a in args))


class Cast(Expr):
    """``CAST(value AS to)``, or ``TRY_CAST`` (null when the value does not convert) when ``try_``."""

    __slots__ = ("to", "try_", "value")
    _fields = ("value", "to", "try_")
    value: Expr
    to: T.DataType
    try_: bool

    def __init__(self, value: Expr, to: T.DataType, try_: bool = False) -> None:
        _set(self, "value", value)
        _set(self, "to", to)
        _set(self, "try_", try_)
        self._facts((value,), dtype=to)


class Case(Expr):
    """``CASE WHEN c1 THEN v1 ... ELSE e END`` (``otherwise`` None: no ELSE, null)."""

    __slots__ = ("otherwise", "whens")
    _fields = ("whens", "otherwise")
    whens: tuple[tuple[Expr, Expr], ...]
    otherwise: Expr | None

    def __init__(self, whens: tuple[tuple[Expr, Expr], ...], otherwise: Expr | None = None) -> None:
        if not whens:
            raise ValueError("CASE needs at least one WHEN")
        _set(self, "whens", whens)
        _set(self, "otherwise", otherwise)
        kids: list[Expr] = [x for w in whens for x in w]
        if otherwise is not None:
            kids.append(otherwise)
        # the common type of the results, where it is known: a null or raise_error result takes any type
        results = [v for _, v in whens] + ([otherwise] if otherwise is not None else [])
        self._facts(kids, dtype=common_dtype(results))

    def when(self, condition: Expr, value: object) -> Case:
        """This CASE with one more WHEN clause (before the ELSE)."""
        if self.otherwise is not None:
            raise ValueError("WHEN after ELSE")
        return Case((*self.whens, (condition, lit(value))))

    def else_(self, value: object) -> Case:
        """This CASE with its ELSE."""
        if self.otherwise is not None:
            raise ValueError("two ELSE clauses")
        return Case(self.whens, lit(value))


def when(condition: Expr, value: object) -> Case:
    """``CASE WHEN condition THEN value END``; extend with :meth:`Case.when` and :meth:`Case.else_`."""
    return Case(((condition, lit(value)),))


class Field(Expr):
    """The field ``name`` of a struct value."""

    __slots__ = ("name", "value")
    _fields = ("value", "name")
    value: Expr
    name: str

    def __init__(self, value: Expr, name: str) -> None:
        _set(self, "value", value)
        _set(self, "name", name)
        self._facts((value,))


class InList(Expr):
    """``value IN (options)``."""

    __slots__ = ("options", "value")
    _fields = ("value", "options")
    value: Expr
    options: tuple[Expr, ...]

    def __init__(self, value: Expr, options: tuple[Expr, ...]) -> None:
        _set(self, "value", value)
        _set(self, "options", options)
        self._facts((value, *options))


class LVar(Expr):
    """A lambda variable (bound by an enclosing :class:`Lambda`)."""

    __slots__ = ("name",)
    _fields = ("name",)
    name: str

    def __init__(self, name: str) -> None:
        _set(self, "name", name)
        self._leaf(free_vars=frozenset((name,)))


_lambda_ids = itertools.count(1)


class Lambda(Expr):
    """``(params) -> body``, an argument of a higher-order function (``transform``, ``filter``, ...)."""

    __slots__ = ("body", "params")
    _fields = ("params", "body")
    params: tuple[str, ...]
    body: Expr

    def __init__(self, params: tuple[str, ...], body: Expr) -> None:
        _set(self, "params", params)
        _set(self, "body", body)
        self._facts((body,))
        _set(self, "free_vars", body.free_vars - frozenset(params))

    @classmethod
    def of(cls, arity: int, build: Callable[..., Expr]) -> Lambda:
        """A lambda of ``arity`` fresh variables whose body ``build(*variables)`` makes."""
        names = tuple(f"_lv{next(_lambda_ids)}" for _ in range(arity))
        return cls(names, build(*[LVar(n) for n in names]))


class LetRef(Expr):
    """The value bound by the enclosing :class:`Let` named ``name``."""

    __slots__ = ("name",)
    _fields = ("name",)
    name: str

    def __init__(self, name: str, dtype: T.DataType | None = None) -> None:
        _set(self, "name", name)
        self._leaf(free_vars=frozenset((name,)), dtype=dtype)


_let_ids = itertools.count(1)


class Let(Expr):
    """``body`` with ``value`` computed once and referred to by :class:`LetRef` ``name``: the way a
    translation uses a sub-expression more than once without repeating its text (an overflow check reads
    the value it checks three times). The generator computes ``value`` in a projection below when it
    may (see :mod:`spark_consumer.sql.generate`), else binds it with a one-element ``transform``, else
    repeats it where it is small and deterministic."""

    __slots__ = ("body", "name", "value")
    _fields = ("name", "value", "body")
    name: str
    value: Expr
    body: Expr

    def __init__(self, name: str, value: Expr, body: Expr) -> None:
        _set(self, "name", name)
        _set(self, "value", value)
        _set(self, "body", body)
        self._facts((value, body), LET, body.dtype)
        _set(self, "free_vars", value.free_vars | (body.free_vars - {name}))

    @classmethod
    def of(cls, value: Expr, build: Callable[[Expr], Expr]) -> Expr:
        """``build(v)`` with ``v`` standing for ``value`` computed once. A column, a literal or a lambda
        variable is used as itself (repeating it costs nothing)."""
        if isinstance(value, (Col, Lit, LVar, LetRef)):
            return build(value)
        name = f"_let{next(_let_ids)}"
        return cls(name, value, build(LetRef(name, value.dtype)))


class SortKey(_Immutable):
    """One ORDER BY key: an expression, ascending or not, nulls first or not."""

    __slots__ = ("ascending", "expr", "nulls_first")
    expr: Expr
    ascending: bool
    nulls_first: bool

    def __init__(self, expr: Expr, ascending: bool = True, nulls_first: bool = True) -> None:
        _set(self, "expr", expr)
        _set(self, "ascending", ascending)
        _set(self, "nulls_first", nulls_first)

    def __repr__(self) -> str:
        return f"SortKey({self.expr!r}, {self.ascending}, {self.nulls_first})"


#: Frame bounds: ``None`` is unbounded, 0 the current row, negative preceding, positive following.
Bound = int | None


class Frame(_Immutable):
    """A window: partition keys, order keys and an optional frame (``ROWS``/``RANGE`` between bounds)."""

    __slots__ = ("kind", "lower", "order", "partition", "upper")
    partition: tuple[Expr, ...]
    order: tuple[SortKey, ...]
    kind: str | None
    lower: Bound
    upper: Bound

    def __init__(
        self,
        partition: tuple[Expr, ...] = (),
        order: tuple[SortKey, ...] = (),
        kind: str | None = None,
        lower: Bound = None,
        upper: Bound = None,
    ) -> None:
        if kind not in (None, "ROWS", "RANGE"):
            raise ValueError(f"frame kind {kind!r}")
        _set(self, "partition", partition)
        _set(self, "order", order)
        _set(self, "kind", kind)
        _set(self, "lower", lower)
        _set(self, "upper", upper)

    def framed(self, kind: str, lower: Bound, upper: Bound) -> Frame:
        return Frame(self.partition, self.order, kind, lower, upper)

    def exprs(self) -> tuple[Expr, ...]:
        return (*self.partition, *(k.expr for k in self.order))

    def __repr__(self) -> str:
        return f"Frame({self.partition!r}, {self.order!r}, {self.kind}, {self.lower}, {self.upper})"


class Window(Expr):
    """``func OVER (frame)``: an aggregate or window function evaluated over a window."""

    __slots__ = ("frame", "func")
    _fields = ("func", "frame")
    func: Expr
    frame: Frame

    def __init__(self, func: Expr, frame: Frame) -> None:
        _set(self, "func", func)
        _set(self, "frame", frame)
        inner = func.args if isinstance(func, Call) else (func,)
        self._facts((*inner, *frame.exprs()), WINDOW)


class WithinGroup(Expr):
    """``func WITHIN GROUP (ORDER BY order)``: an aggregate whose result depends on the order of its
    input rows (``string_agg``, ``listagg``)."""

    __slots__ = ("func", "order")
    _fields = ("func", "order")
    func: Call
    order: tuple[SortKey, ...]

    def __init__(self, func: Call, order: tuple[SortKey, ...]) -> None:
        _set(self, "func", func)
        _set(self, "order", order)
        self._facts((func, *(k.expr for k in order)))


class SubqueryExpr(Expr):
    """A subquery as an expression: ``kind`` ``scalar`` (its one column of at most one row) or
    ``exists``."""

    __slots__ = ("kind", "query")
    _fields = ("kind", "query")
    kind: str
    query: Query

    def __init__(self, kind: str, query: Query) -> None:
        if kind not in ("scalar", "exists"):
            raise ValueError(f"subquery kind {kind!r}")
        _set(self, "kind", kind)
        _set(self, "query", query)
        self._leaf(SUBQUERY | (query.flags & VOLATILE), dtype=_BOOLEAN if kind == "exists" else None)


class InQuery(Expr):
    """``value IN (query)`` (the query has one column)."""

    __slots__ = ("query", "value")
    _fields = ("value", "query")
    value: Expr
    query: Query

    def __init__(self, value: Expr, query: Query) -> None:
        _set(self, "value", value)
        _set(self, "query", query)
        self._facts((value,), SUBQUERY | (query.flags & VOLATILE))


def children(e: Expr) -> tuple[Expr, ...]:
    """The direct sub-expressions of ``e`` (not those inside subqueries), in a fixed order that
    :func:`rebuild` follows. Dispatched on the node's class (every walk of the tree asks this of every
    node, leaves included); a subclass gets its nearest base's children."""
    get = _CHILDREN.get(type(e))
    if get is None:
        get = _CHILDREN[type(e)] = next(
            (_CHILDREN[base] for base in type(e).__mro__ if base in _CHILDREN), _no_children
        )
    return get(e)


def _no_children(e: Expr) -> tuple[Expr, ...]:
    return ()


def _case_children(e: Case) -> tuple[Expr, ...]:
    kids = [x for pair in e.whens for x in pair]
    if e.otherwise is not None:
        kids.append(e.otherwise)
    return tuple(kids)


_CHILDREN: dict[type, Callable[[Any], tuple[Expr, ...]]] = {
    Op: lambda e: e.args,
    Call: lambda e: e.args if e.filter is None else (*e.args, e.filter),
    Cast: lambda e: (e.value,),
    Case: _case_children,
    Field: lambda e: (e.value,),
    InList: lambda e: (e.value, *e.options),
    Lambda: lambda e: (e.body,),
    Let: lambda e: (e.value, e.body),
    Window: lambda e: (e.func, *e.frame.exprs()),
    WithinGroup: lambda e: (e.func, *(k.expr for k in e.order)),
    InQuery: lambda e: (e.value,),
}


def same(a: object, b: object) -> bool:
    """Structural equality of two expressions (or of any values inside them), walked without recursion.
    Two volatile expressions are never the same: each draws its own values."""
    stack: list[tuple[object, object]] = [(a, b)]
    while stack:
        x, y = stack.pop()
        if x is y:
            if isinstance(x, Expr) and not x.deterministic:
                return False
            continue
        if type(x) is not type(y):
            return False
        if isinstance(x, Expr):
            assert isinstance(y, Expr)
            if x.depth != y.depth or x.size != y.size or x.flags != y.flags or not x.deterministic:
                return False
            for f in x._fields:
                stack.append((getattr(x, f), getattr(y, f)))
        elif isinstance(x, (tuple, list)):
            assert isinstance(y, (tuple, list))
            if len(x) != len(y):
                return False
            stack.extend(zip(x, y, strict=True))
        elif isinstance(x, (SortKey, Frame)):
            for f in type(x).__slots__:
                stack.append((getattr(x, f), getattr(y, f)))
        elif isinstance(x, Query):
            return False  # subqueries are compared by identity only
        elif x != y:
            return False
    return True


# ============================================================================================== queries


class Query(_Immutable):
    """A relational operator. ``columns`` are its output columns' internal names, in order (unique within
    a translation). ``flags`` has :data:`OUTER` when it refers to a column of an enclosing query and
    :data:`VOLATILE` when any expression in it is volatile."""

    __slots__ = ("columns", "flags")
    columns: tuple[str, ...]
    flags: int

    def _init(self, columns: Sequence[str], exprs: Sequence[Expr] = (), inputs: Sequence[Query] = ()) -> None:
        _set(self, "columns", tuple(columns))
        flags = 0
        for e in exprs:
            flags |= e.flags & (OUTER | VOLATILE)
        for q in inputs:
            flags |= q.flags
        _set(self, "flags", flags)

    def __repr__(self) -> str:
        return f"{type(self).__name__}{self.columns}"

    def __bool__(self) -> bool:
        return True

    # ------------------------------------------------------------------ builders
    def select(self, items: Sequence[tuple[Expr, str]]) -> Project:
        return Project(self, tuple(items))

    def pick(self, names: Sequence[str]) -> Query:
        """Only the columns ``names``, in that order (itself when they already are its columns)."""
        if tuple(names) == self.columns:
            return self
        return Project(self, tuple((Col(n), n) for n in names))

    def filter(self, condition: Expr) -> Filter:
        return Filter(self, condition)

    def distinct(self) -> Distinct:
        return Distinct(self)

    def sort(self, keys: Sequence[SortKey]) -> Sort:
        return Sort(self, tuple(keys))


class Source(Query):
    """A DataFrame handed to the query (a given table, a catalog table, files read by Spark's reader),
    known to the generator by ``key``; ``columns`` are its column names, which the translation made sure
    are safe to spell in SQL (or renamed through the DataFrame API)."""

    __slots__ = ("key",)
    key: str

    def __init__(self, key: str, columns: Sequence[str]) -> None:
        _set(self, "key", key)
        self._init(columns)


class Values(Query):
    """Rows of expressions (no input): ``rows`` of ``len(columns)`` expressions each, and the Spark types
    of the columns (every value is cast to them)."""

    __slots__ = ("rows", "types")
    rows: tuple[tuple[Expr, ...], ...]
    types: tuple[T.DataType, ...]

    def __init__(
        self, rows: Sequence[Sequence[Expr]], columns: Sequence[str], types: Sequence[T.DataType]
    ) -> None:
        _set(self, "rows", tuple(tuple(r) for r in rows))
        _set(self, "types", tuple(types))
        self._init(columns, [e for r in self.rows for e in r])


class Project(Query):
    """``SELECT expr AS name, ...`` over ``input``."""

    __slots__ = ("input", "items")
    input: Query
    items: tuple[tuple[Expr, str], ...]

    def __init__(self, input: Query, items: tuple[tuple[Expr, str], ...]) -> None:
        _set(self, "input", input)
        _set(self, "items", items)
        self._init([n for _, n in items], [e for e, _ in items], [input])


class Filter(Query):
    """The rows of ``input`` for which ``condition`` is true."""

    __slots__ = ("condition", "input")
    input: Query
    condition: Expr

    def __init__(self, input: Query, condition: Expr) -> None:
        _set(self, "input", input)
        _set(self, "condition", condition)
        self._init(input.columns, [condition], [input])


class Aggregate(Query):
    """``GROUP BY keys`` (none: one row over all input rows) with ``measures``: its columns are the keys'
    then the measures' names. Keys are input expressions; measures are expressions over aggregate calls.

    With ``sets`` (each a tuple of indexes into ``keys``; every key in at least one set, no two sets
    equal) the input is grouped by each set in turn, in one pass (``GROUP BY keys GROUPING SETS (...)``):
    a key outside a row's set is null in that row, and the measure ``grouping_id()`` tells the sets apart
    (bit ``len(keys) - 1 - i`` is set when key ``i`` is outside the row's set)."""

    __slots__ = ("input", "keys", "measures", "sets")
    input: Query
    keys: tuple[tuple[Expr, str], ...]
    measures: tuple[tuple[Expr, str], ...]
    sets: tuple[tuple[int, ...], ...] | None

    def __init__(
        self,
        input: Query,
        keys: tuple[tuple[Expr, str], ...],
        measures: tuple[tuple[Expr, str], ...],
        sets: tuple[tuple[int, ...], ...] | None = None,
    ) -> None:
        if not keys and not measures:
            raise ValueError("an aggregate needs keys or measures")
        if sets is not None and (
            len(set(map(frozenset, sets))) != len(sets)
            or {i for s in sets for i in s} != set(range(len(keys)))
        ):
            raise ValueError("grouping sets must be distinct and use every key")
        _set(self, "input", input)
        _set(self, "keys", keys)
        _set(self, "measures", measures)
        _set(self, "sets", sets)
        self._init(
            [n for _, n in keys] + [n for _, n in measures], [e for e, _ in (*keys, *measures)], [input]
        )


class Distinct(Query):
    """The distinct rows of ``input``."""

    __slots__ = ("input",)
    input: Query

    def __init__(self, input: Query) -> None:
        _set(self, "input", input)
        self._init(input.columns, (), [input])


class Sort(Query):
    """``input`` ordered by ``keys``."""

    __slots__ = ("input", "keys")
    input: Query
    keys: tuple[SortKey, ...]

    def __init__(self, input: Query, keys: tuple[SortKey, ...]) -> None:
        _set(self, "input", input)
        _set(self, "keys", keys)
        self._init(input.columns, [k.expr for k in keys], [input])


class Limit(Query):
    """Skip ``offset`` rows of ``input``, then keep at most ``count`` (all when None)."""

    __slots__ = ("count", "input", "offset")
    input: Query
    count: int | None
    offset: int

    def __init__(self, input: Query, count: int | None, offset: int = 0) -> None:
        if (count is not None and count < 0) or offset < 0:
            raise ValueError("negative limit or offset")
        _set(self, "input", input)
        _set(self, "count", count)
        _set(self, "offset", offset)
        self._init(input.columns, (), [input])


#: Join kinds and their SQL.
JOIN_KINDS: dict[str, str] = {
    "inner": "JOIN",
    "left": "LEFT OUTER JOIN",
    "right": "RIGHT OUTER JOIN",
    "full": "FULL OUTER JOIN",
    "semi": "LEFT SEMI JOIN",
    "anti": "LEFT ANTI JOIN",
    "cross": "CROSS JOIN",
}


class Join(Query):
    """``left JOIN right ON condition`` of kind ``inner``, ``left``, ``right``, ``full``, ``semi``,
    ``anti`` (columns: the left's only) or ``cross`` (no condition)."""

    __slots__ = ("condition", "kind", "left", "right")
    left: Query
    right: Query
    kind: str
    condition: Expr | None

    def __init__(self, left: Query, right: Query, kind: str, condition: Expr | None = None) -> None:
        if kind not in JOIN_KINDS:
            raise ValueError(f"join kind {kind!r}")
        if (kind == "cross") != (condition is None):
            raise ValueError("a cross join has no condition; every other join has one")
        _set(self, "left", left)
        _set(self, "right", right)
        _set(self, "kind", kind)
        _set(self, "condition", condition)
        columns = left.columns if kind in ("semi", "anti") else left.columns + right.columns
        self._init(columns, [condition] if condition is not None else [], [left, right])


#: Set operations and their SQL.
SET_OPS: dict[str, str] = {
    "union_all": "UNION ALL",
    "union": "UNION",
    "except": "EXCEPT",
    "except_all": "EXCEPT ALL",
    "intersect": "INTERSECT",
    "intersect_all": "INTERSECT ALL",
}


class SetOp(Query):
    """``left <op> right`` by position; the columns are the left's names."""

    __slots__ = ("left", "op", "right")
    op: str
    left: Query
    right: Query

    def __init__(self, op: str, left: Query, right: Query) -> None:
        if op not in SET_OPS:
            raise ValueError(f"set operation {op!r}")
        if len(left.columns) != len(right.columns):
            raise ValueError("set operation inputs of different widths")
        _set(self, "op", op)
        _set(self, "left", left)
        _set(self, "right", right)
        self._init(left.columns, (), [left, right])


class Shared(Query):
    """A query used more than once (a plan's ``ReferenceRel``): the generator writes it once, as a common
    table expression, and every use refers to it, so all uses read the same rows."""

    __slots__ = ("input", "key")
    input: Query
    key: str

    def __init__(self, input: Query, key: str) -> None:
        _set(self, "input", input)
        _set(self, "key", key)
        self._init(input.columns, (), [input])


def walk_exprs(e: Expr) -> Iterator[Expr]:
    """``e`` and every expression inside it (not inside subqueries), without recursion."""
    stack = [e]
    while stack:
        x = stack.pop()
        yield x
        stack.extend(children(x))


def any_expr(e: Expr, test: Callable[[Expr], bool]) -> bool:
    """Whether ``test`` holds for ``e`` or an expression inside it."""
    return any(test(x) for x in walk_exprs(e))


def rebuild(e: Expr, kids: list[Expr]) -> Expr:
    """``e`` with its children (in :func:`children` order) replaced by ``kids``."""
    if isinstance(e, Op):
        return Op(e.op, tuple(kids))
    if isinstance(e, Call):
        if e.filter is None:
            return Call(e.name, tuple(kids), e.distinct)
        return Call(e.name, tuple(kids[:-1]), e.distinct, kids[-1])
    if isinstance(e, Cast):
        return Cast(kids[0], e.to, e.try_)
    if isinstance(e, Case):
        n = len(e.whens)
        whens = tuple((kids[2 * i], kids[2 * i + 1]) for i in range(n))
        return Case(whens, kids[2 * n] if e.otherwise is not None else None)
    if isinstance(e, Field):
        return Field(kids[0], e.name)
    if isinstance(e, InList):
        return InList(kids[0], tuple(kids[1:]))
    if isinstance(e, Lambda):
        return Lambda(e.params, kids[0])
    if isinstance(e, Let):
        return Let(e.name, kids[0], kids[1])
    if isinstance(e, Window):
        f = e.frame
        np = len(f.partition)
        order = tuple(
            SortKey(k, o.ascending, o.nulls_first) for k, o in zip(kids[1 + np :], f.order, strict=True)
        )
        return Window(kids[0], Frame(tuple(kids[1 : 1 + np]), order, f.kind, f.lower, f.upper))
    if isinstance(e, WithinGroup):
        func = kids[0]
        assert isinstance(func, Call)
        keys = tuple(SortKey(k, o.ascending, o.nulls_first) for k, o in zip(kids[1:], e.order, strict=True))
        return WithinGroup(func, keys)
    if isinstance(e, InQuery):
        return InQuery(kids[0], e.query)
    return e


def substitute(e: Expr, by_id: dict[int, Expr], by_let: dict[str, Expr]) -> Expr:
    """``e`` with the nodes in ``by_id`` (by identity) and the :class:`LetRef`\\ s in ``by_let`` (by name)
    replaced, rebuilding only the nodes above a replacement. Iterative (post-order)."""
    if not by_id and not by_let:
        return e
    done: dict[int, Expr] = {}
    stack: list[tuple[Expr, bool]] = [(e, False)]
    while stack:
        x, expanded = stack.pop()
        key = id(x)
        if key in done:
            continue
        if key in by_id:
            done[key] = by_id[key]
            continue
        if isinstance(x, LetRef) and x.name in by_let:
            done[key] = by_let[x.name]
            continue
        kids = list(children(x))
        if not kids:
            done[key] = x
            continue
        if not expanded:
            stack.append((x, True))
            stack.extend((k, False) for k in kids if id(k) not in done)
            continue
        new = [done[id(k)] for k in kids]
        done[key] = x if all(a is b for a, b in zip(new, kids, strict=True)) else rebuild(x, new)
    return done[id(e)]
