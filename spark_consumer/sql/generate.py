"""The one generator of Spark SQL text from the tree of :mod:`spark_consumer.sql.tree`.

It alone decides how the tree is spelled, so that what a query means depends on the tree and never on
the text's accidents or the reader's settings:

* **Literals** are spelled so that no parser setting changes them: numbers with their type suffix or a
  cast, dates of years 1 to 9999 as ``DATE 'yyyy-mm-dd'`` (digits and dashes: nothing a setting reads),
  other dates and timestamps through functions of integers (``date_from_unix_date``, ``timestamp_micros``,
  ``make_timestamp_ntz``), intervals through ``make_dt_interval``/``make_ym_interval``. A string is
  written inline only when it holds nothing a setting or the SQL variable substitution could read
  (:func:`plain_string`); every other string is its UTF-8 bytes in hexadecimal cast to a string
  (``CAST(X'6974...' AS STRING)``), so ``spark.sql.parser.escapedStringLiterals`` and ``${...}``
  substitution cannot touch a plan's strings. (Spark 4.3 substitutes bound parameters into the text as
  escaped literals and parses them again, so a parameter would not survive
  ``escapedStringLiterals``.)
* **Names** inside the query are the consumer's internal names (``_c12_3``: letters, digits and ``_``,
  written unquoted); a source's columns are back-quoted. Types are spelled in full
  (``TIMESTAMP_LTZ``, never the setting-dependent ``TIMESTAMP``).
* **Precedence**: parentheses only where Spark's operator precedence needs them (the parser slows
  down markedly on every parenthesis it has to decide about).
* **Clause merging**: consecutive operators share one ``SELECT`` where SQL's evaluation order gives the
  same result (``WHERE`` before ``GROUP BY`` before the select list before ``ORDER BY`` before
  ``LIMIT``/``OFFSET``); otherwise the input becomes a derived table. Joins of joins are written as one
  ``FROM`` chain; a query nested more than :data:`MAX_NESTING` derived tables deep, and every
  :class:`~spark_consumer.sql.tree.Shared` query, becomes a common table expression.
* **Computing once** (:class:`~spark_consumer.sql.tree.Let`): a value the translation needs more than
  once is computed by a projection below and referred to by name when that evaluates it exactly as often
  as the original would (it sits where it is always evaluated, and its body always reads it); otherwise
  it is bound by a one-element ``transform`` (a native lambda) or, when small and deterministic,
  repeated. The text stays linear in the size of the tree.
* **Depth**: Spark's SQL parser recurses once per nesting level and fails near 200 levels. An expression
  deeper than :data:`MAX_DEPTH` is cut: sub-expressions at positions that are always evaluated are
  computed by projections below, so no single expression in the text is deep; each such projection sits
  over a one-row generator so that Spark's optimizer does not merge the cuts back together (see
  :class:`_CutProject`). What cannot be cut (deep conditional branches) and stays deeper than
  :data:`HARD_DEPTH` is refused with :class:`~substrait_py.errors.UnsupportedFeatureError`.

The result is :class:`SqlText`: the text and the source keys it uses.
"""

from __future__ import annotations

import decimal as _decimal
import itertools
import math
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from pyspark.sql import types as T

from spark_consumer.sql.simplify import simplify
from spark_consumer.sql.tree import (
    AGG,
    GENERATOR,
    JOIN_KINDS,
    LET,
    OUTER,
    SET_OPS,
    SUBQUERY,
    WINDOW,
    Aggregate,
    Call,
    Case,
    Cast,
    Col,
    Distinct,
    Expr,
    Field,
    Filter,
    InList,
    InQuery,
    Join,
    Lambda,
    Let,
    LetRef,
    Limit,
    Lit,
    LVar,
    Op,
    Project,
    Query,
    SetOp,
    Shared,
    Sort,
    SortKey,
    Source,
    SubqueryExpr,
    Values,
    Window,
    WithinGroup,
    children,
    substitute,
    walk_exprs,
)
from substrait_py.errors import UnsupportedFeatureError
from substrait_py.literal_checks import MAX_DATE, MIN_DATE
from substrait_py.values import format_date

__all__ = [
    "HARD_DEPTH",
    "MAX_DEPTH",
    "MAX_NESTING",
    "SqlGenerator",
    "SqlText",
    "generate",
    "plain_string",
    "quote",
    "quote_parts",
    "sql_type",
]

#: Expression depth above which always-evaluated sub-expressions are computed by a projection below.
MAX_DEPTH = 40
#: Expression depth that is refused when cutting could not bring an expression below it.
HARD_DEPTH = 120
#: Derived-table nesting after which a query becomes a common table expression.
MAX_NESTING = 24
#: A ``Let`` value of at most this many nodes may be repeated where it cannot be computed once.
INLINE_LET_SIZE = 8

_INTERNAL = re.compile(r"^_[A-Za-z0-9_]*$")
#: Characters a string literal may hold inline: nothing that escape processing (``\\``), variable
#: substitution (``$``, braces) or quoting (quotes, back-quotes) reads, and printable ASCII only.
_PLAIN_STRING = re.compile(r"^[A-Za-z0-9 _.,:;+\-*/%=<>!?@#&|^~()\[\]]*$")


def plain_string(value: str) -> bool:
    """Whether ``value`` may be written as an inline ``'...'`` literal, unchanged by every parser setting
    and by variable substitution."""
    return bool(_PLAIN_STRING.match(value)) and "--" not in value and "/*" not in value


def quote(name: str) -> str:
    """An identifier: internal names as they are, any other name back-quoted."""
    if _INTERNAL.match(name):
        return name
    return "`" + name.replace("`", "``") + "`"


def quote_parts(parts: Sequence[str]) -> str:
    """A multi-part name (``catalog.db.table``, a column inside a struct) as Spark's parser and
    ``pyspark.sql.functions.col`` read it: each part an identifier (:func:`quote`), dots between."""
    return ".".join(quote(p) for p in parts)


# ----------------------------------------------------------------------------------------------- types

_ATOMIC: dict[type[T.DataType], str] = {
    T.NullType: "VOID",
    T.BooleanType: "BOOLEAN",
    T.ByteType: "TINYINT",
    T.ShortType: "SMALLINT",
    T.IntegerType: "INT",
    T.LongType: "BIGINT",
    T.FloatType: "FLOAT",
    T.DoubleType: "DOUBLE",
    T.StringType: "STRING",
    T.BinaryType: "BINARY",
    T.DateType: "DATE",
    T.TimestampType: "TIMESTAMP_LTZ",
    T.TimestampNTZType: "TIMESTAMP_NTZ",
    T.CalendarIntervalType: "INTERVAL",
}
_DAY_TIME = {0: "DAY", 1: "HOUR", 2: "MINUTE", 3: "SECOND"}
_YEAR_MONTH = {0: "YEAR", 1: "MONTH"}


def sql_type(dt: T.DataType) -> str:
    """A Spark type in SQL syntax, independent of settings (``TIMESTAMP_LTZ``, not ``TIMESTAMP``, whose
    meaning ``spark.sql.timestampType`` changes). Element and field nullability cannot be written in a
    cast; Spark derives it."""
    atomic = _ATOMIC.get(type(dt))
    if atomic is not None:
        return atomic
    if isinstance(dt, T.DecimalType):
        return f"DECIMAL({dt.precision},{dt.scale})"
    if isinstance(dt, T.CharType):
        return f"CHAR({dt.length})"
    if isinstance(dt, T.VarcharType):
        return f"VARCHAR({dt.length})"
    if isinstance(dt, T.DayTimeIntervalType):
        start, end = _DAY_TIME[dt.startField], _DAY_TIME[dt.endField]
        return f"INTERVAL {start}" if start == end else f"INTERVAL {start} TO {end}"
    if isinstance(dt, T.YearMonthIntervalType):
        start, end = _YEAR_MONTH[dt.startField], _YEAR_MONTH[dt.endField]
        return f"INTERVAL {start}" if start == end else f"INTERVAL {start} TO {end}"
    if isinstance(dt, T.TimeType):
        return f"TIME({dt.precision})"
    if isinstance(dt, T.ArrayType):
        return f"ARRAY<{sql_type(dt.elementType)}>"
    if isinstance(dt, T.MapType):
        return f"MAP<{sql_type(dt.keyType)}, {sql_type(dt.valueType)}>"
    if isinstance(dt, T.StructType):
        for f in dt.fields:
            if not _INTERNAL.match(f.name):
                raise ValueError(f"struct field {f.name!r}: only internal names are written in SQL")
        return "STRUCT<" + ", ".join(f"{f.name}: {sql_type(f.dataType)}" for f in dt.fields) + ">"
    raise TypeError(f"no SQL spelling for Spark type {dt.simpleString()}")


# --------------------------------------------------------------------------------------------- result


@dataclass(frozen=True)
class SqlText:
    """A generated query: ``text`` (with ``{key}`` placeholders for sources) and the source keys it
    reads."""

    text: str
    sources: tuple[str, ...]


# ----------------------------------------------------------------------------------------- preparing


#: Functions that evaluate their arguments after the first only when needed.
_LAZY_FUNCTIONS = frozenset({"coalesce", "nvl", "ifnull", "nvl2", "if", "nullif"})


def _conditional_children(e: Expr) -> Iterator[tuple[Expr, bool]]:
    """The children of ``e`` with whether SQL evaluates them every time ``e`` is evaluated."""
    if isinstance(e, Case):
        for i, (c, v) in enumerate(e.whens):
            yield c, i == 0
            yield v, False
        if e.otherwise is not None:
            yield e.otherwise, False
    elif (isinstance(e, Op) and e.op in ("AND", "OR")) or (isinstance(e, Call) and e.name in _LAZY_FUNCTIONS):
        yield e.args[0], True
        yield from ((a, False) for a in e.args[1:])
    elif isinstance(e, Call) and e.name in ("transform", "filter", "exists", "forall", "aggregate"):
        yield from ((a, not isinstance(a, Lambda)) for a in e.args)
    elif isinstance(e, Lambda):
        yield e.body, False
    else:
        for c in children(e):
            yield c, True


def _reads_unconditionally(body: Expr, name: str) -> bool:
    """Whether evaluating ``body`` always evaluates the :class:`LetRef` ``name``."""
    stack = [body]
    while stack:
        x = stack.pop()
        if isinstance(x, LetRef) and x.name == name:
            return True
        for c, always in _conditional_children(x):
            if always:
                stack.append(c)
    return False


def _movable(e: Expr) -> bool:
    """Whether ``e`` may be computed by a projection below the operator it is in: no aggregate, no
    reference to an enclosing query, no subquery, no lambda variable, no value of an enclosing ``Let``."""
    return not e.flags & (AGG | OUTER | SUBQUERY | GENERATOR) and not e.free_vars


class _CutProject(Project):
    """A projection that computes the parts of a deep expression cut below the operator that reads them.
    It is written over its input with a one-row ``LATERAL VIEW explode(array(0))``: Spark's optimizer
    merges adjacent projections (``CollapseProject``), which would put the deep expression back together
    and overflow the JVM's stack in planning or code generation; a generator between two projections is
    not merged (it could change the number of rows), and one that yields one row per row changes nothing."""

    __slots__ = ()


class _Preparer:
    """Rewrites a query so that every ``Let`` that can be computed once below, and every cut of a deep
    expression, is a column of a projection below; memoised per query object (a shared query is
    prepared once)."""

    def __init__(self, names: Iterator[str]) -> None:
        self._names = names
        self._memo: dict[int, tuple[Query, Query]] = {}
        self._passing_cols: dict[str, Col] = {}

    def prepare(self, q: Query) -> Query:
        hit = self._memo.get(id(q))
        if hit is not None:
            return hit[1]
        out = self._prepare(q)
        self._memo[id(q)] = (q, out)
        self._memo[id(out)] = (out, out)
        return out

    def _prepare(self, q: Query) -> Query:
        if isinstance(q, (Source, Values)):
            return q
        if isinstance(q, Project):
            inner = self.prepare(q.input)
            items, lower = self._extract([e for e, _ in q.items], inner)
            return Project(lower, tuple((e, n) for e, (_, n) in zip(items, q.items, strict=True)))
        if isinstance(q, Filter):
            inner = self.prepare(q.input)
            (cond,), lower = self._extract([q.condition], inner)
            if lower is inner:
                return Filter(inner, cond)
            return Filter(lower, cond).pick(q.columns)
        if isinstance(q, Sort):
            inner = self.prepare(q.input)
            exprs, lower = self._extract([k.expr for k in q.keys], inner)
            keys = tuple(SortKey(e, k.ascending, k.nulls_first) for e, k in zip(exprs, q.keys, strict=True))
            if lower is inner:
                return Sort(inner, keys)
            return Sort(lower, keys).pick(q.columns)
        if isinstance(q, Aggregate):
            return self._aggregate(q)
        if isinstance(q, Distinct):
            return Distinct(self.prepare(q.input))
        if isinstance(q, Limit):
            return Limit(self.prepare(q.input), q.count, q.offset)
        if isinstance(q, Join):
            return Join(self.prepare(q.left), self.prepare(q.right), q.kind, q.condition)
        if isinstance(q, SetOp):
            return SetOp(q.op, self.prepare(q.left), self.prepare(q.right))
        if isinstance(q, Shared):
            return Shared(self.prepare(q.input), q.key)
        raise TypeError(f"unknown query node {type(q).__name__}")

    def _aggregate(self, q: Aggregate) -> Query:
        inner = self.prepare(q.input)
        # keys are per input row; the arguments of aggregate calls too: both may move below
        keys, lower = self._extract([e for e, _ in q.keys], inner)
        measures: list[Expr] = []
        post: list[tuple[Expr, str]] | None = None
        hoisted: list[tuple[Expr, str]] = []
        for e, _ in q.measures:
            measures.append(self._aggregate_args(e, lower, hoisted))
        if hoisted:
            lower = self._hoisted(lower, hoisted)
        # a measure that is more than an aggregate call and holds a Let or is deep: its aggregate
        # calls are computed by the aggregate, the rest by a projection above
        if any(_needs_post(m) for m in measures):
            calls: list[tuple[Expr, str]] = []
            post = []
            for m, (_, name) in zip(measures, q.measures, strict=True):
                post.append((self._split_aggregate(m, calls), name))
            key_items = tuple((e, n) for e, (_, n) in zip(keys, q.keys, strict=True))
            agg = Aggregate(lower, key_items, tuple(calls), q.sets)
            items = (*((Col(n), n) for _, n in q.keys), *post)
            return self.prepare(Project(agg, items))
        key_items = tuple((e, n) for e, (_, n) in zip(keys, q.keys, strict=True))
        return Aggregate(
            lower, key_items, tuple((m, n) for m, (_, n) in zip(measures, q.measures, strict=True)), q.sets
        )

    def _aggregate_args(self, e: Expr, lower: Query, hoisted: list[tuple[Expr, str]]) -> Expr:
        """``e`` with deep or ``Let``-holding arguments of its aggregate calls moved into ``hoisted``
        (a projection below the aggregate computes them per input row)."""
        if not e.flags & LET and e.depth <= MAX_DEPTH:
            return e
        by_id: dict[int, Expr] = {}
        stack = [e]
        while stack:
            x = stack.pop()
            if isinstance(x, Call) and x.flags & AGG and not any(a.flags & AGG for a in x.args):
                for a in x.args:
                    if _movable(a) and not isinstance(a, (Col, Lit)) and (a.flags & LET or a.depth > 4):
                        name = next(self._names)
                        hoisted.append((a, name))
                        by_id[id(a)] = Col(name)
                continue
            if isinstance(x, Window):
                continue
            stack.extend(children(x))
        return substitute(e, by_id, {})

    def _split_aggregate(self, e: Expr, calls: list[tuple[Expr, str]]) -> Expr:
        """``e`` with each outermost aggregate call replaced by a column of ``calls``. A ``Let`` of a
        per-row value read inside aggregate calls is resolved by repeating the value there (the aggregate
        evaluates it per row either way)."""
        e = _inline_row_lets(e)
        by_id: dict[int, Expr] = {}
        stack = [e]
        while stack:
            x = stack.pop()
            # an ordered aggregate (``WithinGroup``) is one aggregate call with its order
            if (isinstance(x, Call) and _is_aggregate_call(x)) or isinstance(x, WithinGroup):
                name = next(self._names)
                calls.append((x, name))
                by_id[id(x)] = Col(name)
                continue
            if not isinstance(x, Window):
                stack.extend(children(x))
        return substitute(e, by_id, {})

    def _extract(self, exprs: Sequence[Expr], inner: Query) -> tuple[list[Expr], Query]:
        """Rewrite ``exprs`` (evaluated once per row of ``inner``): every ``Let`` that may be computed
        below, and the always-evaluated sub-expressions at every :data:`MAX_DEPTH` levels of a deep
        expression, become columns of a projection over ``inner``. Returns the rewritten expressions and
        the (possibly new) input. A ``Let`` whose value reads another ``Let`` moves in a later round, to a
        projection above the first one's."""
        out = list(exprs)
        while any(e.flags & LET or e.depth > MAX_DEPTH for e in out):
            out, lower = self._extract_round(out, inner)
            if lower is inner:
                break
            inner = lower
        return out, inner

    def _extract_round(self, exprs: list[Expr], inner: Query) -> tuple[list[Expr], Query]:
        lower: list[tuple[Expr, str]] = []
        cut = False  # a part of a deep expression moves below (not only Lets)
        found: list[tuple[int, Expr]] = []  # (id of a replaced node, its replacement), in walk order
        seen: set[int] = set()
        by_let: dict[str, Expr] = {}
        for e in exprs:
            stack: list[tuple[Expr, int, bool]] = [(e, 0, True)]
            while stack:
                x, level, always = stack.pop()
                if id(x) in seen:
                    continue
                if isinstance(x, Let):
                    if (
                        always
                        and _movable(x.value)
                        and (x.value.size > INLINE_LET_SIZE or not x.value.deterministic)
                        and _reads_unconditionally(x.body, x.name)
                    ):
                        name = next(self._names)
                        lower.append((x.value, name))
                        by_let[x.name] = Col(name)
                        seen.add(id(x))
                        found.append((id(x), x.body))  # the body, rewritten below
                        stack.append((x.body, level, True))
                        continue
                elif always and level >= MAX_DEPTH and x.depth > 1 and _movable(x):
                    name = next(self._names)
                    lower.append((x, name))
                    cut = True
                    seen.add(id(x))
                    found.append((id(x), Col(name)))
                    continue
                for c, c_always in _conditional_children(x):
                    stack.append((c, level + 1, always and c_always))
        if not lower:
            return exprs, inner
        # a hoisted Let's body may hold later replacements: resolve from the last found to the first
        by_id: dict[int, Expr] = {}
        for key, value in reversed(found):
            by_id[key] = substitute(value, by_id, by_let)
        out = [substitute(e, by_id, by_let) for e in exprs]
        return out, self._hoisted(inner, lower, cut=cut)

    def _hoisted(self, inner: Query, lower: list[tuple[Expr, str]], cut: bool = False) -> Query:
        """A projection of every column of ``inner`` and the expressions ``lower`` (prepared: their own
        Lets and deep parts go further below; every column below passes through, so the text says ``*``).
        With ``cut`` (``lower`` holds parts of a deep expression) it is a :class:`_CutProject`, whose text
        names its columns: only ``inner``'s pass, the parts cut further below are read by ``lower`` alone
        (a stack of cuts stays linear in text)."""
        values, below = self._extract([v for v, _ in lower], inner)
        # the passing columns' nodes are shared between the stacked projections (nodes are immutable)
        cols = self._passing_cols
        passing = []
        for c in inner.columns if cut else below.columns:
            col = cols.get(c)
            if col is None:
                col = cols[c] = Col(c)
            passing.append((col, c))
        items = (*passing, *zip(values, (n for _, n in lower), strict=True))
        out = _CutProject(below, items) if cut else Project(below, items)
        self._memo[id(out)] = (out, out)
        return out


def _inline_row_lets(e: Expr) -> Expr:
    """``e`` with every ``Let`` whose value holds no aggregate but whose body does replaced by its body
    reading the value directly."""
    if not e.flags & LET:
        return e
    by_id: dict[int, Expr] = {}
    by_let: dict[str, Expr] = {}
    for x in _walk(e):
        if isinstance(x, Let) and not x.value.flags & AGG and x.body.flags & AGG:
            by_let[x.name] = x.value
            by_id[id(x)] = x.body
    if not by_id:
        return e
    resolved: dict[int, Expr] = {}
    for key, body in reversed(list(by_id.items())):
        resolved[key] = substitute(body, resolved, by_let)
    return substitute(e, resolved, by_let)


def _walk(e: Expr) -> Iterator[Expr]:
    stack = [e]
    while stack:
        x = stack.pop()
        yield x
        stack.extend(children(x))


def _is_aggregate_call(x: Call) -> bool:
    from spark_consumer.sql.tree import AGGREGATE_FUNCTIONS

    return x.name in AGGREGATE_FUNCTIONS


def _needs_post(m: Expr) -> bool:
    if isinstance(m, Call) and _is_aggregate_call(m) and not any(a.flags & LET for a in m.args):
        return False
    return bool(m.flags & LET) or m.depth > MAX_DEPTH


# ------------------------------------------------------------------------------------------ rendering


@dataclass
class _Block:
    """One ``SELECT`` being assembled. ``items`` None selects ``columns`` straight from the source."""

    source: str
    source_columns: tuple[str, ...]
    columns: tuple[str, ...]
    items: list[tuple[str, str]] | None = None  # (expression text, output name)
    simple_items: set[str] = field(default_factory=set)  # output names whose item is a column or literal
    generators: bool = False  # an item makes rows (explode): no item may be dropped
    where: list[tuple[Expr, str]] = field(default_factory=list)
    group: list[str] | None = None
    #: with ``group``: the grouping sets, each a tuple of key texts (``GROUP BY k GROUPING SETS (...)``)
    grouping_sets: list[tuple[str, ...]] | None = None
    distinct: bool = False
    order: list[str] | None = None
    #: the source columns ``order`` reads (a select-list name equal to one would be read instead)
    order_reads: set[str] = field(default_factory=set)
    limit: int | None = None
    offset: int | None = None
    raw: str | None = None  # a finished query (set operation): later clauses wrap it
    join_chain: bool = False  # source is a FROM list of joins (or one table) that another join may extend
    single: bool = False  # source is one table, derived table or common table expression
    nesting: int = 0
    correlated: bool = False

    @property
    def plain(self) -> bool:
        """``SELECT <source columns> FROM source [WHERE ...]``: any clause may still be added."""
        return (
            self.raw is None
            and self.items is None
            and self.group is None
            and not self.distinct
            and self.order is None
            and self.limit is None
            and self.offset is None
        )

    @property
    def bare(self) -> bool:
        """``SELECT * FROM source`` of one table: a source another join may use as it is."""
        return self.single and self.plain and not self.where and self.columns == self.source_columns

    def text(self, pretty: bool = False) -> str:
        """The ``SELECT``; with ``pretty`` one clause per line (nested queries indented)."""
        if self.raw is not None:
            return self.raw
        if self.items is None:
            if self.columns == self.source_columns and self.columns:
                select = "*"
            else:
                select = ", ".join(quote(c) for c in self.columns) or "1 AS _nocols"
        else:
            select = (
                ", ".join(t if t == quote(n) or n == "*" else f"{t} AS {quote(n)}" for t, n in self.items)
                or "1 AS _nocols"
            )
        parts = [f"SELECT {'DISTINCT ' if self.distinct else ''}{select}"]
        if self.source:
            parts.append(f"FROM {self.source}")
        if self.where:
            parts.append("WHERE " + " AND ".join(t for _, t in self.where))
        if self.group is not None and self.grouping_sets is not None:
            # the keys listed first: grouping_id()'s bits follow their order
            sets = ", ".join(f"({', '.join(s)})" for s in self.grouping_sets)
            parts.append(f"GROUP BY {', '.join(self.group)} GROUPING SETS ({sets})")
        elif self.group is not None and self.group:
            parts.append("GROUP BY " + ", ".join(self.group))
        if self.order is not None:
            parts.append("ORDER BY " + ", ".join(self.order))
        if self.limit is not None:
            parts.append(f"LIMIT {self.limit}")
        if self.offset is not None:
            parts.append(f"OFFSET {self.offset}")
        return ("\n" if pretty else " ").join(parts)


class SqlGenerator:
    """Turns a query tree into :class:`SqlText`. One instance per generated query (it numbers
    parameters, aliases and common table expressions)."""

    def __init__(self, *, pretty: bool = False) -> None:
        #: One clause per line and nested queries indented (for people and golden files); the same
        #: query either way.
        self.pretty = pretty
        self._aliases = itertools.count(1)
        self._sources: dict[str, None] = {}
        self._ctes: list[tuple[str, str]] = []
        self._shared: dict[str, str] = {}
        self._let_text: dict[str, str] = {}
        #: Lets written by repeating a value that holds a subquery: a Let reading one of them holds the
        #: subquery too (its flags cannot say so), and may not be bound with a lambda either.
        self._subquery_lets: set[str] = set()
        #: lambda variables as written: the tree's names are unique per process, the text's per query
        self._lvar_text: dict[str, str] = {}
        self._lvars = itertools.count(1)
        self._preparer = _Preparer(f"_g{i}" for i in itertools.count(1))
        self._simplified: dict[int, tuple[Query, Query]] = {}

    # ------------------------------------------------------------------ entry
    def generate(self, query: Query) -> SqlText:
        block = self._render(self._preparer.prepare(simplify(query, self._simplified)))
        body = block.text(self.pretty)
        if self._ctes:
            if self.pretty:
                defs = ",\n".join(f"{n} AS (\n{_indent(t)}\n)" for n, t in self._ctes)
                body = f"WITH\n{defs}\n{body}"
            else:
                body = "WITH " + ", ".join(f"{n} AS ({t})" for n, t in self._ctes) + " " + body
        return SqlText(body, tuple(self._sources))

    def _nested(self, text: str) -> str:
        """A nested query's text inside parentheses."""
        return f"(\n{_indent(text)}\n)" if self.pretty else f"({text})"

    # ------------------------------------------------------------------ queries
    def _alias(self) -> str:
        return f"_q{next(self._aliases)}"

    def _derived(self, b: _Block) -> _Block:
        """``b`` as the source of a new plain block (a derived table, or a common table expression when
        nested deep)."""
        nesting = b.nesting + 1
        visible = b.columns or ("_nocols",)  # a query without columns still selects one
        if nesting > MAX_NESTING and not b.correlated:
            name = self._alias()
            self._ctes.append((name, b.text(self.pretty)))
            return _Block(name, visible, b.columns, join_chain=True, single=True)
        text = f"{self._nested(b.text(self.pretty))} AS {self._alias()}"
        return _Block(
            text, visible, b.columns, join_chain=True, single=True, nesting=nesting, correlated=b.correlated
        )

    def _render(self, q: Query) -> _Block:
        correlated = bool(q.flags & OUTER)
        b = self._render_node(q)
        b.correlated = b.correlated or correlated
        return b

    def _render_node(self, q: Query) -> _Block:
        if isinstance(q, Source):
            self._sources[q.key] = None
            return _Block("{" + q.key + "}", q.columns, q.columns, join_chain=True, single=True)
        if isinstance(q, Values):
            return self._values(q)
        if isinstance(q, Shared):
            name = self._shared.get(q.key)
            if name is None:
                name = quote(q.key)
                inner = self._render(q.input)
                self._ctes.append((name, inner.text(self.pretty)))
                self._shared[q.key] = name
            return _Block(name, q.columns, q.columns, join_chain=True, single=True)
        if isinstance(q, Project):
            return self._project(q)
        if isinstance(q, Filter):
            b = self._render(q.input)
            if not b.plain:
                b = self._derived(b)
            if q.condition.deterministic and any(_same_condition(q.condition, e) for e, _ in b.where):
                return b  # a read's filter that a filter above it repeats (DataFusion writes both)
            b.where.append((q.condition, self._sub_checked(q.condition, _OP_PRECEDENCE["AND"])))
            b.join_chain = False
            return b
        if isinstance(q, Aggregate):
            b = self._render(q.input)
            if not b.plain:
                b = self._derived(b)
            items = [(self._key(e), n) for e, n in q.keys] + [(self.expr(e), n) for e, n in q.measures]
            b.items = items
            b.simple_items = {n for e, n in q.keys if isinstance(e, (Col, Lit))}
            b.group = [t for t, _ in items[: len(q.keys)]]
            if q.sets is not None:
                b.grouping_sets = [tuple(b.group[i] for i in s) for s in q.sets]
            b.columns = q.columns
            b.join_chain = False
            return b
        if isinstance(q, Distinct):
            b = self._render(q.input)
            if not (b.raw is None and b.group is None and not b.distinct and b.order is None) or (
                b.limit is not None or b.offset is not None
            ):
                b = self._derived(b)
            b.distinct = True
            b.join_chain = False
            return b
        if isinstance(q, Sort):
            b = self._render(q.input)
            keys = [self._sort_key(k) for k in q.keys]
            bare_keys = all(isinstance(k.expr, Col) and k.expr.name in b.columns for k in q.keys)
            mergeable = b.plain or (
                bare_keys and b.raw is None and b.order is None and b.limit is None and b.offset is None
            )
            if not mergeable:
                b = self._derived(b)
            b.order = keys
            if b.items is None:
                b.order_reads = {
                    x.name for k in q.keys for x in walk_exprs(k.expr) if isinstance(x, Col) and not x.outer
                }
            b.join_chain = False
            return b
        if isinstance(q, Limit):
            b = self._render(q.input)
            if b.raw is not None or b.limit is not None or (q.offset and b.offset is not None):
                b = self._derived(b)
            if q.offset:
                b.offset = q.offset
            if q.count is not None:
                b.limit = q.count
            b.join_chain = False
            return b
        if isinstance(q, Join):
            return self._join(q)
        if isinstance(q, SetOp):
            return self._set_op(q)
        raise TypeError(f"unknown query node {type(q).__name__}")

    def _project(self, q: Project) -> _Block:
        if isinstance(q, _CutProject):
            return self._cut_project(q)
        b = self._render(q.input)
        picks = all(isinstance(e, Col) and not e.outer for e, _ in q.items)
        if (
            picks
            and b.items is not None
            and b.raw is None
            and not b.distinct
            and b.order is None
            and not b.generators
        ):
            by_name = {n: t for t, n in b.items}
            if (
                b.limit is None
                and b.offset is None
                and self._can_pick(b, q)
                and all(isinstance(e, Col) and e.name in by_name for e, _ in q.items)
            ):
                b.items = [(by_name[e.name], n) for e, n in q.items if isinstance(e, Col)]
                b.simple_items = {n for e, n in q.items if isinstance(e, Col) and e.name in b.simple_items}
                b.columns = q.columns
                return b
        if not b.plain and not self._selects_over_order(b, q):
            b = self._derived(b)
        if picks and all(isinstance(e, Col) and e.name == n for e, n in q.items):
            b.columns = q.columns  # a selection of columns by their own names
            b.join_chain = False
            return b
        keep = len(b.source_columns)
        if (
            keep
            and len(q.items) >= keep
            and b.columns == b.source_columns
            and all(
                isinstance(e, Col) and e.name == n == c
                for (e, n), c in zip(q.items[:keep], b.source_columns, strict=False)
            )
        ):
            # every input column first, in order: ``*`` says it (a projection below adds columns; not
            # rendering them keeps a stack of such projections linear in text and time)
            b.items = [("*", "*"), *((self.expr(e), n) for e, n in q.items[keep:])]
        else:
            b.items = [(self.expr(e), n) for e, n in q.items]
        b.simple_items = {n for e, n in q.items if isinstance(e, (Col, Lit))}
        b.generators = any(e.flags & GENERATOR for e, _ in q.items)
        b.columns = q.columns
        b.join_chain = False
        return b

    def _cut_project(self, q: _CutProject) -> _Block:
        """``SELECT <every column by name>, <cut parts> FROM input LATERAL VIEW explode(array(0)) ...``
        (see :class:`_CutProject`; the select list names the columns, so the view's own stays out)."""
        b = self._render(q.input)
        if not b.plain or b.where:
            b = self._derived(b)
        view = self._alias()
        b.source = f"{b.source} LATERAL VIEW explode(array(0)) {view} AS {view}"
        b.items = [(self.expr(e), n) for e, n in q.items]
        b.simple_items = {n for e, n in q.items if isinstance(e, (Col, Lit))}
        b.columns = q.columns
        b.join_chain = b.single = False
        return b

    @staticmethod
    def _selects_over_order(b: _Block, q: Project) -> bool:
        """Whether ``q``'s select list may be written into ``b``, a ``SELECT`` of its source's columns
        with ``ORDER BY`` or ``LIMIT``: row by row, deterministic items that make no rows, and no output
        name that ``ORDER BY`` would read in place of the source column of that name (Spark resolves
        ``ORDER BY`` names against the select list first). Under ``LIMIT`` only columns and literals:
        an item that can fail must not be computed for rows the limit leaves out."""
        if b.raw is not None or b.items is not None or b.group is not None or b.distinct:
            return False
        if b.order is None and b.limit is None and b.offset is None:
            return False
        limited = b.limit is not None or b.offset is not None
        reads = {n.lower() for n in b.order_reads}
        for e, n in q.items:
            if limited and not isinstance(e, (Col, Lit)):
                return False
            if not e.deterministic or e.flags & (AGG | WINDOW | GENERATOR | SUBQUERY | OUTER):
                return False
            if n.lower() in reads and not (isinstance(e, Col) and e.name == n and n in b.order_reads):
                return False
        return True

    @staticmethod
    def _can_pick(b: _Block, q: Project) -> bool:
        """Whether the columns ``q`` picks can be taken from ``b``'s select list directly: each is
        picked once, unless its item is a plain column or literal (repeating those costs nothing)."""
        seen: set[str] = set()
        for e, _ in q.items:
            assert isinstance(e, Col)
            if e.name in seen and e.name not in b.simple_items:
                return False
            seen.add(e.name)
        return True

    def _join(self, q: Join) -> _Block:
        left = self._render(q.left)
        if not left.join_chain or not left.plain or left.where:
            left = self._derived(left)
        right = self._render(q.right)
        if not right.bare:
            right = self._derived(right)
        on = f" ON {self.expr(q.condition)}" if q.condition is not None else ""
        source = f"{left.source} {JOIN_KINDS[q.kind]} {right.source}{on}"
        visible = left.source_columns
        if q.kind not in ("semi", "anti"):
            visible = visible + right.source_columns
        return _Block(
            source,
            visible,
            q.columns,
            join_chain=True,
            nesting=max(left.nesting, right.nesting),
            correlated=left.correlated or right.correlated,
        )

    def _set_op(self, q: SetOp) -> _Block:
        # a chain of one operator is written without parentheses (left-associative in every parser
        # mode); anything else is parenthesised, so INTERSECT's precedence never matters
        operands: list[Query] = []
        node: Query = q
        while isinstance(node, SetOp) and node.op == q.op:
            operands.append(node.right)
            node = node.left
        operands.append(node)
        operands.reverse()
        texts: list[str] = []
        nesting = 0
        correlated = False
        for operand in operands:
            b = self._operand(self._render(operand))
            nesting = max(nesting, b.nesting)
            correlated = correlated or b.correlated
            texts.append(b.text(self.pretty))
        # long chains: groups of 64 operands as common table expressions keep the parse shallow
        op = SET_OPS[q.op]
        joiner = f"\n{op}\n" if self.pretty else f" {op} "
        while len(texts) > 64 and q.op in ("union_all", "union") and not correlated:
            grouped = []
            for i in range(0, len(texts), 64):
                name = self._alias()
                self._ctes.append((name, joiner.join(texts[i : i + 64])))
                grouped.append(f"SELECT * FROM {name}")
            texts = grouped
        raw = joiner.join(texts)
        return _Block("", q.columns, q.columns, raw=raw, nesting=nesting + 1, correlated=correlated)

    def _operand(self, b: _Block) -> _Block:
        """A set operand: a query that may stand next to a set operator (no ORDER BY, LIMIT or set
        operation of its own), selecting exactly its columns."""
        if b.raw is not None or b.order is not None or b.limit is not None or b.offset is not None:
            b = self._derived(b)
        return b

    def _values(self, q: Values) -> _Block:
        if not q.rows:
            items = [(f"CAST(NULL AS {sql_type(t)})", n) for n, t in zip(q.columns, q.types, strict=True)]
            return _Block("", (), q.columns, items=items, where=[(Lit(False, T.BooleanType()), "FALSE")])
        if not q.columns:
            return _Block(f"range(0, {len(q.rows)})", ("id",), (), items=[])
        cols = [f"_v{i}" for i in range(len(q.columns))]
        rows = ", ".join("(" + ", ".join(self.expr(e) for e in r) + ")" for r in q.rows)
        source = f"VALUES {rows} AS {self._alias()}({', '.join(cols)})"
        items = [(f"CAST({c} AS {sql_type(t)})", n) for c, n, t in zip(cols, q.columns, q.types, strict=True)]
        return _Block(source, tuple(cols), q.columns, items=items)

    def _sort_key(self, k: SortKey) -> str:
        direction = "ASC" if k.ascending else "DESC"
        nulls = "NULLS FIRST" if k.nulls_first else "NULLS LAST"
        return f"{self._key(k.expr)} {direction} {nulls}"

    def _key(self, e: Expr) -> str:
        """The text of a grouping or sort key: an INT literal is cast, as ``GROUP BY 1`` and ``ORDER BY 1``
        name a position in the select list (the default of two settings)."""
        text = self.expr(e)
        if isinstance(e, Lit) and isinstance(e.type, T.IntegerType) and e.value is not None:
            return f"CAST({text} AS INT)"
        return text

    def subquery(self, q: Query) -> str:
        """The text of a subquery (prepared and rendered in this generator's context)."""
        return self._render(self._preparer.prepare(simplify(q, self._simplified))).text(self.pretty)

    # ------------------------------------------------------------------ expressions
    def expr(self, e: Expr) -> str:
        """The text of expression ``e``."""
        self.expr_depth_check(e)
        return self._expr(e)

    def _expr(self, e: Expr) -> str:
        render = _RENDER.get(type(e))
        if render is None:
            raise TypeError(f"unknown expression node {type(e).__name__}")
        return render(self, e)

    def _sub_checked(self, e: Expr, least: int) -> str:
        """:meth:`_sub` with the depth check of :meth:`expr`."""
        self.expr_depth_check(e)
        return self._sub(e, least)

    def expr_depth_check(self, e: Expr) -> None:
        if e.depth > HARD_DEPTH:
            raise UnsupportedFeatureError(
                f"an expression nested {e.depth} levels deep",
                f"Spark's SQL parser takes about {HARD_DEPTH}; the levels inside conditional branches "
                "cannot be computed separately",
            )

    def _sub(self, e: Expr, least: int) -> str:
        """``e`` as an operand that needs at least precedence ``least``: in parentheses when it binds
        looser. Parentheses are kept to what precedence needs: Spark's parser slows down markedly on
        every parenthesis it must decide about."""
        text = self._expr(e)
        return text if _precedence(e) >= least else f"({text})"

    def _col(self, e: Col) -> str:
        return quote(e.name)

    def _lit(self, e: Lit) -> str:
        return self.literal(e.value, e.type)

    def _op(self, e: Op) -> str:
        op = e.op
        level = _OP_PRECEDENCE[op]
        if op == "NOT":
            return f"NOT {self._sub(e.args[0], level)}"
        if op == "NEG":
            return f"- {self._sub(e.args[0], level)}"
        if op == "~":
            return f"~ {self._sub(e.args[0], level)}"
        if op in ("IS NULL", "IS NOT NULL"):
            return f"{self._sub(e.args[0], _COMPARISON + 1)} {op}"
        if op == "BETWEEN":
            a, lo, hi = (self._sub(x, _COMPARISON + 1) for x in e.args)
            return f"{a} BETWEEN {lo} AND {hi}"
        if level == _COMPARISON:
            return f" {op} ".join(self._sub(x, level + 1) for x in e.args)
        # left-associative: the left operand may be the same operator; AND and OR are associative
        right = level if op in ("AND", "OR") else level + 1
        first, *rest = e.args
        return f" {op} ".join([self._sub(first, level), *(self._sub(x, right) for x in rest)])

    def _call(self, e: Call) -> str:
        return self._call_only(e) + self._filter_clause(e)

    def _call_only(self, e: Call) -> str:
        args = ", ".join(self._expr(x) for x in e.args)
        distinct = "DISTINCT " if e.distinct else ""
        return f"`{e.name}`({distinct}{args})"

    def _filter_clause(self, e: Call) -> str:
        return "" if e.filter is None else f" FILTER (WHERE {self._expr(e.filter)})"

    def _cast(self, e: Cast) -> str:
        kind = "TRY_CAST" if e.try_ else "CAST"
        return f"{kind}({self._expr(e.value)} AS {sql_type(e.to)})"

    def _case(self, e: Case) -> str:
        parts = ["CASE"]
        for c, v in e.whens:
            parts.append(f"WHEN {self._expr(c)} THEN {self._expr(v)}")
        if e.otherwise is not None:
            parts.append(f"ELSE {self._expr(e.otherwise)}")
        parts.append("END")
        return " ".join(parts)

    def _field(self, e: Field) -> str:
        return f"{self._sub(e.value, _PRIMARY)}.{quote(e.name)}"

    def _in_list(self, e: InList) -> str:
        return f"{self._sub(e.value, _COMPARISON + 1)} IN ({', '.join(self._expr(o) for o in e.options)})"

    def _lvar(self, e: LVar) -> str:
        return self._lvar_text.get(e.name, e.name)

    def _lambda(self, e: Lambda) -> str:
        params = []
        for p in e.params:
            self._lvar_text[p] = f"_l{next(self._lvars)}"
            params.append(self._lvar_text[p])
        body = self._expr(e.body)
        if len(params) == 1:
            return f"{params[0]} -> {body}"
        return f"({', '.join(params)}) -> {body}"

    def _let_ref(self, e: LetRef) -> str:
        text = self._let_text.get(e.name)
        if text is None:
            raise ValueError(f"reference to {e.name} outside its Let")
        return text

    def _let(self, e: Let) -> str:
        value = self._expr(e.value)
        reads_subquery = bool((e.value.free_vars | e.body.free_vars) & self._subquery_lets)
        if _inlined(e) or (reads_subquery and e.value.deterministic):
            # small (or in a place no lambda may go): the value is repeated where the body reads it
            self._let_text[e.name] = value if _precedence(e.value) >= _PRIMARY else f"({value})"
            if e.value.flags & SUBQUERY or e.value.free_vars & self._subquery_lets:
                self._subquery_lets.add(e.name)
            body = self._expr(e.body)
            # (a Let _precedence takes for a lambda binding is written as one: parenthesized)
            return body if _inlined(e) else f"({body})"
        if reads_subquery or (e.body.flags | e.value.flags) & (AGG | SUBQUERY | OUTER):
            raise UnsupportedFeatureError(
                "a non-deterministic value used twice inside an aggregate or subquery expression"
            )
        var = f"_l{next(self._lvars)}"
        self._let_text[e.name] = var
        body = self._expr(e.body)
        return f"`transform`(`array`({value}), {var} -> {body})[0]"

    def _window(self, e: Window) -> str:
        f = e.frame
        parts = []
        if f.partition:
            parts.append("PARTITION BY " + ", ".join(self._expr(p) for p in f.partition))
        if f.order:
            parts.append("ORDER BY " + ", ".join(self._sort_key(k) for k in f.order))
        if f.kind is not None:
            parts.append(f"{f.kind} BETWEEN {_bound(f.lower, True)} AND {_bound(f.upper, False)}")
        return f"{self._expr(e.func)} OVER ({' '.join(parts)})"

    def _within_group(self, e: WithinGroup) -> str:
        keys = ", ".join(self._sort_key(k) for k in e.order)
        # Spark's grammar: the FILTER clause follows WITHIN GROUP
        return f"{self._call_only(e.func)} WITHIN GROUP (ORDER BY {keys}){self._filter_clause(e.func)}"

    def _subquery(self, e: SubqueryExpr) -> str:
        text = self._nested(self.subquery(e.query))
        return f"EXISTS {text}" if e.kind == "exists" else text

    def _in_query(self, e: InQuery) -> str:
        return f"{self._sub(e.value, _COMPARISON + 1)} IN {self._nested(self.subquery(e.query))}"

    # ------------------------------------------------------------------ literals
    def literal(self, value: object, dt: T.DataType) -> str:
        """The text of a literal of Spark type ``dt`` (see the module docstring)."""
        if value is None:
            return "NULL" if isinstance(dt, T.NullType) else f"CAST(NULL AS {sql_type(dt)})"
        if isinstance(dt, T.BooleanType):
            return "TRUE" if value else "FALSE"
        if isinstance(dt, (T.ByteType, T.ShortType, T.IntegerType, T.LongType)):
            assert isinstance(value, int)
            suffix = {T.ByteType: "Y", T.ShortType: "S", T.IntegerType: "", T.LongType: "L"}[type(dt)]
            return f"({value}{suffix})" if value < 0 else f"{value}{suffix}"
        if isinstance(dt, (T.DoubleType, T.FloatType)):
            assert isinstance(value, float)
            if math.isnan(value) or math.isinf(value):
                text = (
                    "CAST('NaN' AS DOUBLE)"
                    if math.isnan(value)
                    else ("CAST('Infinity' AS DOUBLE)" if value > 0 else "CAST('-Infinity' AS DOUBLE)")
                )
            else:
                text = repr(value).upper().replace("E+", "E") + "D"
                if text.startswith("-"):
                    text = f"({text})"
            return text if isinstance(dt, T.DoubleType) else f"CAST({text} AS FLOAT)"
        if isinstance(dt, T.DecimalType):
            assert isinstance(value, _decimal.Decimal)
            digits = format(value, "f")
            text = f"{digits}BD"
            if value < 0:
                text = f"({text})"
            _sign, numerals, exponent = value.as_tuple()
            scale = max(0, -int(exponent))
            if (dt.precision, dt.scale) == (max(len(numerals), scale, 1), scale):
                return text  # the literal's own type
            return f"CAST({text} AS {sql_type(dt)})"
        if isinstance(dt, T.StringType):
            assert isinstance(value, str)
            if plain_string(value):
                return f"'{value}'"
            # the UTF-8 bytes in hexadecimal, read as a string: nothing in the text to escape or substitute
            return f"CAST(X'{value.encode('utf-8').hex().upper()}' AS STRING)"
        if isinstance(dt, T.BinaryType):
            assert isinstance(value, bytes)
            return f"X'{value.hex().upper()}'"
        if isinstance(dt, T.DateType):
            days = int(value)  # type: ignore[call-overload]
            if MIN_DATE <= days <= MAX_DATE:
                # digits and dashes only: nothing a parser setting reads, and Spark's own date parser
                # (no formatter, no time zone) reads it; a third cheaper to analyse than the call
                return f"DATE '{format_date(days)}'"
            return f"`date_from_unix_date`({days})"
        if isinstance(dt, T.TimestampType):
            return f"`timestamp_micros`({int(value)}L)"  # type: ignore[call-overload]
        if isinstance(dt, T.TimestampNTZType):
            return _ntz_literal(int(value))  # type: ignore[call-overload]
        if isinstance(dt, T.DayTimeIntervalType):
            micros = int(value)  # type: ignore[call-overload]
            sign = "-" if micros < 0 else ""
            days, rest = divmod(abs(micros), 86_400_000_000)
            secs = _decimal.Decimal(rest).scaleb(-6)
            text = f"`make_dt_interval`({days}, 0, 0, CAST({secs}BD AS DECIMAL(18,6)))"
            return f"(- {text})" if sign else text
        if isinstance(dt, T.YearMonthIntervalType):
            months = int(value)  # type: ignore[call-overload]
            return (
                f"`make_ym_interval`(0, {months})" if months >= 0 else f"(- `make_ym_interval`(0, {-months}))"
            )
        raise TypeError(f"no literal of Spark type {dt.simpleString()}")


def _indent(text: str) -> str:
    """``text`` indented by two spaces (no string literal holds a line break: see :func:`plain_string`)."""
    return "  " + text.replace("\n", "\n  ")


_PRIMARY = 100
_COMPARISON = 40
_PREDICATE = 35
#: Spark SQL's operator precedence (higher binds tighter).
_OP_PRECEDENCE: dict[str, int] = {
    "OR": 10,
    "AND": 20,
    "NOT": 30,
    "IS NULL": _PREDICATE,
    "IS NOT NULL": _PREDICATE,
    "BETWEEN": _PREDICATE,
    **dict.fromkeys(("=", "<>", "<", "<=", ">", ">=", "<=>"), _COMPARISON),
    "|": 50,
    "^": 55,
    "&": 60,
    "+": 70,
    "-": 70,
    "*": 80,
    "/": 80,
    "%": 80,
    "NEG": 90,
    "~": 90,
}


def _precedence(e: Expr) -> int:
    """How tightly the text of ``e`` binds (see :data:`_OP_PRECEDENCE`); calls, casts, CASE, columns
    and literals are primary."""
    if isinstance(e, Op):
        return _OP_PRECEDENCE[e.op]
    if isinstance(e, (InList, InQuery)) or (isinstance(e, SubqueryExpr) and e.kind == "exists"):
        return _PREDICATE
    if isinstance(e, Let):
        return _precedence(e.body) if _inlined(e) else _PRIMARY
    if isinstance(e, Lambda):
        return 0
    return _PRIMARY


def _inlined(e: Let) -> bool:
    """Whether a ``Let`` left in an expression is written by repeating its value (small and
    deterministic, or in a place no lambda may go: around an aggregate, an outer reference or a subquery,
    or holding a subquery itself, which Spark refuses inside a higher-order function) rather than binding
    it with a lambda."""
    return e.value.deterministic and (
        e.value.size <= INLINE_LET_SIZE or bool((e.body.flags | e.value.flags) & (AGG | OUTER | SUBQUERY))
    )


def _ntz_literal(micros: int) -> str:
    """A TIMESTAMP_NTZ from microseconds since 1970-01-01 00:00, by its fields (no time zone involved;
    integer arithmetic, so years past 9999 are exact)."""
    days, rest = divmod(micros, 86_400_000_000)
    y, m, d = _civil_from_days(days)
    hours, rest = divmod(rest, 3_600_000_000)
    minutes, rest = divmod(rest, 60_000_000)
    secs = _decimal.Decimal(rest).scaleb(-6)
    return f"`make_timestamp_ntz`({y}, {m}, {d}, {hours}, {minutes}, CAST({secs}BD AS DECIMAL(16,6)))"


def _civil_from_days(z: int) -> tuple[int, int, int]:
    """(year, month, day) of day ``z`` since 1970-01-01 in the proleptic Gregorian calendar (Howard
    Hinnant's algorithm; exact for any integer)."""
    z += 719468
    era = (z if z >= 0 else z - 146096) // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    return (y + 1 if m <= 2 else y), m, d


def _bound(b: int | None, lower: bool) -> str:
    if b is None:
        return "UNBOUNDED PRECEDING" if lower else "UNBOUNDED FOLLOWING"
    if b == 0:
        return "CURRENT ROW"
    return f"{-b} PRECEDING" if b < 0 else f"{b} FOLLOWING"


def _same_condition(a: Expr, b: Expr) -> bool:
    from spark_consumer.sql.tree import same

    return same(a, b)


_RENDER: dict[type[Expr], Callable[[SqlGenerator, Expr], str]] = {
    Col: SqlGenerator._col,  # type: ignore[dict-item]
    Lit: SqlGenerator._lit,  # type: ignore[dict-item]
    Op: SqlGenerator._op,  # type: ignore[dict-item]
    Call: SqlGenerator._call,  # type: ignore[dict-item]
    Cast: SqlGenerator._cast,  # type: ignore[dict-item]
    Case: SqlGenerator._case,  # type: ignore[dict-item]
    Field: SqlGenerator._field,  # type: ignore[dict-item]
    InList: SqlGenerator._in_list,  # type: ignore[dict-item]
    LVar: SqlGenerator._lvar,  # type: ignore[dict-item]
    Lambda: SqlGenerator._lambda,  # type: ignore[dict-item]
    LetRef: SqlGenerator._let_ref,  # type: ignore[dict-item]
    Let: SqlGenerator._let,  # type: ignore[dict-item]
    Window: SqlGenerator._window,  # type: ignore[dict-item]
    WithinGroup: SqlGenerator._within_group,  # type: ignore[dict-item]
    SubqueryExpr: SqlGenerator._subquery,  # type: ignore[dict-item]
    InQuery: SqlGenerator._in_query,  # type: ignore[dict-item]
}


def generate(query: Query, *, pretty: bool = False) -> SqlText:
    """The SQL text of ``query`` (a fresh :class:`SqlGenerator`; a query nested deeper than Python's
    recursion limit is generated again in a thread with a deep stack)."""
    from substrait_py.deep import call_deep_on_recursion

    return call_deep_on_recursion(lambda: SqlGenerator(pretty=pretty).generate(query))
