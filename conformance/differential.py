"""Differential testing against DataFusion: random SQL queries, seeded, that DataFusion 55 plans and
answers; the consumer runs DataFusion's plan on Spark and must give DataFusion's answer.

``queries(seed, count)`` makes the queries (the same ones for the same seed), over one table ``t``
(:data:`TABLE`: integers, doubles with NaN, decimals, strings, dates, timestamps and nulls). The shapes
are those of real queries: projections of scalar expressions (arithmetic, strings with text outside the
BMP, regular expressions, dates and timestamps, casts, arrays), filters, grouped, rolled-up and cubed
aggregates (with measure filters, DISTINCT and ``grouping()``), global aggregates over no row, window
functions (over aggregates too), joins of every kind (null-safe, on expressions, with ``USING``),
``IN``/``EXISTS`` and scalar subqueries, set operations of coerced types, ``DISTINCT``, common table
expressions and ordered limits with nulls first or last. The generator stays away from what DataFusion
itself answers against its own documentation or the SQL standard, so that a difference is the consumer's:
integer arithmetic that could overflow (DataFusion wraps), division by zero, limits without a total order
(-0.0 and 0.0 included: equal to IEEE 754's comparison, and to Spark's, ordered by DataFusion's sort),
``NOT IN`` of a nullable value (DataFusion's plan says a plain anti join), decimal division (DataFusion
truncates, Spark rounds; the extension leaves it open), ``min`` and ``max`` of doubles (DataFusion 55 skips
a NaN unless it comes first; Spark, like PostgreSQL, takes NaN for the greatest value), a NaN computed from
a number (the x86 NaN of ``power(-7.75, 0.5)`` has its sign bit set, and DataFusion's comparisons, by IEEE
total order, take it for less than every number), the population variance and standard deviation of doubles
(of one NaN or infinity DataFusion's ungrouped aggregate gives 0.0, its grouped one NaN), and functions
whose results differ by documented choice.

``tests/test_differential.py`` runs them (``DIFFERENTIAL_QUERIES`` queries, 100 by default;
``DIFFERENTIAL_SEED``; every other one with the combined Spark settings). From the command line::

    python -m conformance.differential --seed 7 --count 500

prints each query whose answers differ, with both answers, and a tally (``--settings combined``: with
every Spark setting that could change an answer set on the session, :mod:`conformance.session_settings`).
"""

from __future__ import annotations

import argparse
import datetime
import decimal
import random
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow as pa

__all__ = ["TABLE", "Outcome", "compare", "engines_over", "queries"]

TABLE = pa.table(
    {
        "id": pa.array(range(1, 13), pa.int32()),
        "x": pa.array([10, -3, None, 7, 0, 5, 5, -8, None, 2, 9, -1], pa.int64()),
        "y": pa.array([1, 2, 3, None, 2, 1, 4, 4, 0, -2, None, 3], pa.int32()),
        "f": pa.array(
            [1.5, -0.25, None, float("nan"), 0.0, 2.0, 1e10, -7.75, 3.25, None, 0.5, -0.0], pa.float64()
        ),
        "d": pa.array(
            [
                decimal.Decimal(v) if v is not None else None
                for v in (
                    "1.10",
                    "-2.55",
                    None,
                    "0.00",
                    "9.99",
                    "3.33",
                    "12.50",
                    "-0.01",
                    "4.00",
                    None,
                    "7.77",
                    "1.11",
                )
            ],
            pa.decimal128(9, 2),
        ),
        "s": pa.array(
            [
                "Hello",
                "wörld",
                None,
                "",
                "  pad ",
                "a,b,c",
                "abc",
                "ABC",
                "x_y%z",
                None,
                "hello wörld ÉTÉ ٣",
                "b",
            ]
        ),
        "g": pa.array(["a", "b", "a", None, "b", "a", "c", "c", None, "a", "b", "c"]),
        "b": pa.array([True, False, None, True, True, False, None, False, True, True, False, True]),
        "dt": pa.array(
            [
                datetime.date(2024, 1, 31),
                datetime.date(1970, 1, 1),
                None,
                datetime.date(2000, 2, 29),
                datetime.date(1999, 12, 31),
                datetime.date(2024, 3, 1),
                datetime.date(2023, 7, 15),
                None,
                datetime.date(1969, 12, 31),
                datetime.date(2024, 2, 29),
                datetime.date(2001, 9, 9),
                datetime.date(2024, 1, 1),
            ]
        ),
        "ts": pa.array(
            [
                datetime.datetime(2024, 1, 31, 23, 59, 59, 123456),
                datetime.datetime(1969, 12, 31, 23, 0),
                None,
                datetime.datetime(2000, 2, 29, 12),
                datetime.datetime(2024, 3, 1, 0, 30),
                datetime.datetime(1999, 1, 1),
                datetime.datetime(2023, 7, 15, 8, 15, 30),
                datetime.datetime(2024, 1, 1),
                None,
                datetime.datetime(1970, 1, 1, 0, 0, 1),
                datetime.datetime(2001, 9, 9, 1, 46, 40),
                datetime.datetime(2024, 12, 31, 23, 59, 59),
            ],
            pa.timestamp("us"),
        ),
    }
)

_INT_COLUMNS = ("id", "x", "y")
_STRING_COLUMNS = ("s", "g")
_FLOAT_CONSTANTS = ("0.0", "-0.0", "CAST('NaN' AS DOUBLE)", "1e10")
#: Patterns whose classes, word boundaries and case folding know all of Unicode in DataFusion (Rust's
#: regex crate), as in ICU, and ASCII alone in Java unless told otherwise
_UNICODE_PATTERNS = (r"\w+", r"\W", r"\bw", r"\d", "(?i)é", r"(?i)\w{3}")


@dataclass
class _Gen:
    """One query's generator state: the random source and the table alias columns are read through."""

    rng: random.Random
    alias: str = ""

    def col(self, name: str) -> str:
        return f"{self.alias}.{name}" if self.alias else name

    def pick(self, *options: Callable[[], str]) -> str:
        return self.rng.choice(options)()

    # ---------------------------------------------------------------- typed expressions
    def small_int(self, depth: int = 0) -> str:
        """An integer expression whose value stays far from overflow (operands of at most 2 levels)."""
        r = self.rng
        leaf = [
            lambda: self.col(r.choice(_INT_COLUMNS)),
            lambda: str(r.randint(-5, 12)),
        ]
        if depth >= 2:
            return r.choice(leaf)()
        return self.pick(
            *leaf,
            lambda: f"({self.small_int(depth + 1)} {r.choice('+-*')} {self.small_int(depth + 1)})",
            lambda: f"abs({self.small_int(depth + 1)})",
            lambda: f"coalesce({self.small_int(depth + 1)}, {self.small_int(depth + 1)})",
            lambda: (
                f"CASE WHEN {self.boolean(depth + 1)} THEN {self.small_int(depth + 1)} "
                f"ELSE {self.small_int(depth + 1)} END"
            ),
            lambda: f"({self.small_int(depth + 1)} % {r.choice([2, 3, 5, -4])})",
            lambda: f"character_length({self.string(depth + 1)})",
            lambda: f"extract(year FROM {self.col('dt')})",
            lambda: f"date_part('month', {self.col('ts')})",
            lambda: f"greatest({self.small_int(depth + 1)}, {self.small_int(depth + 1)})",
            lambda: f"nullif({self.small_int(depth + 1)}, {r.randint(0, 3)})",
            lambda: f"CAST({self.decimal(depth + 1)} AS BIGINT)",
            lambda: f"({self.small_int(depth + 1)} / {r.choice([2, 3, -4])})",
            lambda: f"strpos({self.string(depth + 1)}, '{r.choice(['a', 'l', 'b', ''])}')",
            lambda: f"signum({self.small_int(depth + 1)})",
            lambda: (
                f"date_part('{r.choice(['day', 'hour', 'dow', 'doy', 'quarter', 'week', 'minute'])}', "
                f"{self.col('ts')})"
            ),
            lambda: f"CAST({self.double(depth + 1)} AS INT)",
            lambda: f"octet_length({self.string(depth + 1)})",
            lambda: f"ascii({self.string(depth + 1)})",
            lambda: (
                f"CASE {self.col('y')} WHEN {r.randint(0, 2)} THEN {self.small_int(depth + 1)} "
                f"WHEN {r.randint(3, 4)} THEN {self.small_int(depth + 1)} "
                f"ELSE {self.small_int(depth + 1)} END"
            ),
            lambda: f"({self.small_int(depth + 1)} {r.choice(['&', '|'])} {r.randint(1, 7)})",
            lambda: f"position('{r.choice(['l', 'b', 'c'])}' IN {self.string(depth + 1)})",
            lambda: f"date_part('{r.choice(['year', 'month', 'day', 'dow'])}', {self.date(depth + 1)})",
            lambda: f"array_length(make_array({self.small_int(depth + 1)}, {self.small_int(depth + 1)}))",
            lambda: f"make_array({self.col('x')}, {self.col('y')}, {r.randint(0, 3)})[{r.randint(1, 3)}]",
            lambda: f"levenshtein({self.string(depth + 1)}, {self.string(depth + 1)})",
            lambda: f"TRY_CAST({self.string(depth + 1)} AS INT)",
            lambda: f"CAST({self.decimal(depth + 1)} AS INT)",
            lambda: (
                f"array_position(make_array({self.col('x')}, {self.col('y')}, 5), "
                f"{self.small_int(depth + 1)})"
            ),
            # cardinality is unsigned in DataFusion: divided by a signed integer, a decimal division
            lambda: (
                f"CAST(cardinality(array_remove(make_array({self.col('y')}, 2, {self.col('y')}), 2)) "
                "AS BIGINT)"
            ),
            lambda: (
                f"regexp_count({self.string(depth + 1)}, '{self.regex('l', '[a-c]', '.', 'l*', 'l|o*?')}')"
            ),
            lambda: (
                f"{r.choice(['greatest', 'least'])}({self.col('x')}, {self.col('y')}, {r.randint(-2, 5)})"
            ),
            # a date or timestamp cast to a number counts its type's units (days, microseconds, seconds)
            lambda: f"(CAST({self.date(depth + 1)} AS INT) % {r.choice([7, 1000])})",
            lambda: f"(CAST({self.timestamp(depth + 1)} AS BIGINT) % {r.choice([1000, 86400000000])})",
        )

    def double(self, depth: int = 0) -> str:
        r = self.rng
        leaf = [lambda: self.col("f"), lambda: r.choice(["0.5", "-1.25", "2.0", "1e3"])]
        if depth >= 2:
            return r.choice(leaf)()
        return self.pick(
            *leaf,
            lambda: f"({self.double(depth + 1)} {r.choice('+-*')} {self.double(depth + 1)})",
            lambda: f"CAST({self.small_int(depth + 1)} AS DOUBLE)",
            lambda: f"abs({self.double(depth + 1)})",
            lambda: f"round({self.double(depth + 1)}, {r.randint(0, 2)})",
            lambda: f"floor({self.double(depth + 1)})",
            lambda: f"ceil({self.double(depth + 1)})",
            lambda: f"sqrt(abs({self.double(depth + 1)}))",
            lambda: f"coalesce({self.double(depth + 1)}, {self.double(depth + 1)})",
            lambda: f"CAST({self.decimal(depth + 1)} AS DOUBLE)",
            lambda: f"power({self.double(depth + 1)}, {r.choice([2, 3])})",
            lambda: f"ln(abs({self.double(depth + 1)}) + 1)",
            lambda: f"exp({r.choice(['0.5', '-2.0'])} * {self.col('y')})",
            lambda: f"trunc({self.double(depth + 1)})",
            lambda: f"({self.double(depth + 1)} / {r.choice(['2.0', '-4.0', '0.5'])})",
            lambda: f"atan2({self.double(depth + 1)}, {self.double(depth + 1)})",
            lambda: f"log10(abs({self.double(depth + 1)}) + 1)",
            lambda: (
                f"{r.choice(['sin', 'cos', 'tanh', 'degrees', 'radians', 'cbrt'])}({self.double(depth + 1)})"
            ),
            lambda: f"round({self.double(depth + 1)}, {r.choice([-1, -2])})",
            lambda: f"({self.double(depth + 1)} % {r.choice(['2.0', '-3.5'])})",
            lambda: f"signum({self.double(depth + 1)})",
            lambda: f"date_part('epoch', {self.timestamp(depth + 1)})",
            lambda: f"pi() * {self.col('y')}",
            lambda: f"log(2.0, abs({self.double(depth + 1)}) + 1)",
            lambda: f"{r.choice(['greatest', 'least'])}({self.double(depth + 1)}, {self.double(depth + 1)})",
            lambda: f"nanvl({self.col('f')}, {self.double(depth + 1)})",
            lambda: f"CAST({self.string(depth + 1)} AS DOUBLE)",
        )

    def decimal(self, depth: int = 0) -> str:
        r = self.rng
        leaf = [lambda: self.col("d"), lambda: r.choice(["1.5", "-0.25", "10.00"])]
        if depth >= 2:
            return r.choice(leaf)()
        return self.pick(
            *leaf,
            lambda: f"({self.decimal(depth + 1)} {r.choice('+-')} {self.decimal(depth + 1)})",
            lambda: f"({self.col('d')} * {r.randint(-3, 3)})",
            lambda: f"abs({self.decimal(depth + 1)})",
            lambda: f"round({self.col('d')}, {r.randint(0, 1)})",
            lambda: f"CAST({self.small_int(depth + 1)} AS DECIMAL(10, 2))",
            lambda: f"({self.col('d')} * {self.col('d')})",
            lambda: f"trunc({self.col('d')}, {r.randint(0, 1)})",
            lambda: f"CAST({self.double(depth + 1)} AS DECIMAL(12, 2))",
            lambda: f"CAST({self.col('d')} AS DECIMAL(5, 1))",
            lambda: f"{r.choice(['greatest', 'least'])}({self.col('d')}, {r.choice(['1.5', '0', '-2.555'])})",
            lambda: f"{r.choice(['ceil', 'floor'])}({self.col('d')})",
        )

    def string(self, depth: int = 0) -> str:
        r = self.rng
        leaf = [
            lambda: self.col(r.choice(_STRING_COLUMNS)),
            lambda: r.choice(["'a'", "''", "'Hello'", "'x y'", "'ö'", "'ß'", "'🙂x'", "'İi'"]),
        ]
        if depth >= 2:
            return r.choice(leaf)()
        return self.pick(
            *leaf,
            lambda: f"upper({self.string(depth + 1)})",
            lambda: f"lower({self.string(depth + 1)})",
            lambda: f"trim({self.string(depth + 1)})",
            lambda: f"concat({self.string(depth + 1)}, {self.string(depth + 1)})",
            lambda: f"({self.string(depth + 1)} || {self.string(depth + 1)})",
            lambda: f"substr({self.string(depth + 1)}, {r.randint(1, 4)}, {r.randint(0, 3)})",
            lambda: f"replace({self.string(depth + 1)}, 'a', 'Z')",
            lambda: f"coalesce({self.string(depth + 1)}, {self.string(depth + 1)})",
            lambda: f"CAST({self.small_int(depth + 1)} AS VARCHAR)",
            lambda: f"CASE WHEN {self.boolean(depth + 1)} THEN {self.string(depth + 1)} END",
            lambda: f"lpad({self.string(depth + 1)}, {r.randint(0, 6)}, '*')",
            lambda: f"reverse({self.string(depth + 1)})",
            lambda: f"split_part({self.string(depth + 1)}, '{r.choice([',', 'l', ' '])}', {r.randint(1, 3)})",
            lambda: f"left({self.string(depth + 1)}, {r.randint(-2, 4)})",
            lambda: f"right({self.string(depth + 1)}, {r.randint(-2, 4)})",
            lambda: f"initcap({self.string(depth + 1)})",
            lambda: (
                f"regexp_replace({self.string(depth + 1)}, "
                f"'{self.regex('[aeiou]', 'l+', '^.', 'b|c', 'e|l??', 'x*')}', "
                f"'{r.choice(['', '-', 'X'])}'{r.choice(['', ', ' + repr('g')])})"
            ),
            lambda: f"repeat({self.string(depth + 1)}, {r.randint(0, 3)})",
            lambda: f"to_char({self.col('dt')}, '{r.choice(['%Y-%m', '%d/%m/%Y', '%j'])}')",
            lambda: f"CAST({self.date(depth + 1)} AS VARCHAR)",
            lambda: f"CAST({self.decimal(depth + 1)} AS VARCHAR)",
            lambda: f"translate({self.string(depth + 1)}, 'abl', 'xy')",
            lambda: f"btrim({self.string(depth + 1)}, ' ao')",
            lambda: f"{r.choice(['ltrim', 'rtrim'])}({self.string(depth + 1)})",
            lambda: f"rpad({self.string(depth + 1)}, {r.randint(0, 6)}, '-')",
            lambda: f"md5({self.string(depth + 1)})",
            lambda: f"to_hex({self.small_int(depth + 1)})",
            lambda: f"chr({r.randint(65, 90)} + abs({self.col('y')}))",
            lambda: f"concat_ws('-', {self.string(depth + 1)}, {self.string(depth + 1)})",
            lambda: f"split_part({self.string(depth + 1)}, ',', {r.choice([-1, -2, 2])})",
            lambda: f"substr({self.string(depth + 1)}, {r.randint(-3, 0)}, {r.randint(1, 4)})",
            lambda: f"substr({self.string(depth + 1)}, {r.randint(1, 4)})",
            lambda: f"CAST({self.col('b')} AS VARCHAR)",
            lambda: f"CAST({self.small_int(depth + 1)} AS VARCHAR)",
            lambda: f"nullif({self.string(depth + 1)}, '')",
            lambda: f"{r.choice(['greatest', 'least'])}({self.string(depth + 1)}, {self.string(depth + 1)})",
            lambda: f"array_to_string(make_array({self.string(depth + 1)}, {self.string(depth + 1)}), ',')",
            lambda: f"regexp_replace({self.string(depth + 1)}, '(l+)(o?)', '<\\2\\1>', 'g')",
            lambda: f"CAST({self.timestamp(depth + 1)} AS DATE) || ''",
        )

    def regex(self, *usual: str) -> str:
        """One of ``usual`` patterns or of :data:`_UNICODE_PATTERNS`."""
        return self.rng.choice([*usual, *_UNICODE_PATTERNS])

    def timestamp(self, depth: int = 0) -> str:
        r = self.rng
        return self.pick(
            lambda: self.col("ts"),
            lambda: (
                f"({self.col('ts')} + INTERVAL '{r.randint(1, 30)} {r.choice(['hours', 'minutes', 'days'])}')"
            ),
            lambda: f"({self.col('ts')} - INTERVAL '{r.randint(1, 14)} {r.choice(['months', 'seconds'])}')",
            lambda: f"date_trunc('{r.choice(['hour', 'day', 'month', 'minute', 'year'])}', {self.col('ts')})",
            lambda: f"CAST({self.col('dt')} AS TIMESTAMP)",
            lambda: "TIMESTAMP '2000-02-29 12:00:00'",
            lambda: f"to_timestamp('{r.choice(['2024-01-31 23:59:59', '1970-01-01 00:00:00'])}')",
            # a BIGINT counts seconds (an unsigned count, DataFusion's array_position, makes a decimal of
            # nanoseconds, which Spark cannot hold)
            lambda: (
                f"to_timestamp(CAST({self.small_int(depth + 1)} AS BIGINT) * {r.choice([3600, 86399, -1])})"
            ),
            lambda: (
                f"CAST(CAST({self.small_int(depth + 1)} AS BIGINT) * {r.choice([60, 86400])} AS TIMESTAMP)"
            ),
            # text with an offset names an instant, read as its wall time in UTC
            self._text_timestamp,
        )

    def _text_timestamp(self) -> str:
        """Text naming a timestamp, with or without an offset, read by to_timestamp or by a cast."""
        r = self.rng
        time = r.choice([" 10:00:00", "T23:30:00.5"]) + r.choice(["", "Z", "+05:30", "-07:00"])
        text = f"(CAST({self.col('dt')} AS VARCHAR) || '{time}')"  # null for a null date (concat skips it)
        return f"to_timestamp({text})" if r.random() < 0.5 else f"CAST({text} AS TIMESTAMP)"

    def date(self, depth: int = 0) -> str:
        r = self.rng
        return self.pick(
            lambda: self.col("dt"),
            lambda: f"({self.col('dt')} + INTERVAL '{r.randint(1, 40)} days')",
            lambda: f"({self.col('dt')} - INTERVAL '{r.randint(1, 14)} months')",
            lambda: "DATE '2000-01-01'",
            lambda: f"CAST({self.col('ts')} AS DATE)",
            lambda: (
                f"CAST(date_trunc('{r.choice(['month', 'year', 'week', 'quarter'])}', "
                f"{self.col('dt')}) AS DATE)"
            ),
            lambda: f"make_date({r.choice(['2024', '1999'])}, {r.randint(1, 12)}, {r.randint(1, 28)})",
            lambda: f"CAST(CAST({self.small_int(depth + 1)} AS BIGINT) * {r.choice([1, 365])} AS DATE)",
            lambda: (
                f"CAST((CAST({self.col('dt')} AS VARCHAR) || "
                f"' 23:30:00{r.choice(['', '-05:00', '+14:00'])}') AS DATE)"
            ),
        )

    def boolean(self, depth: int = 0) -> str:
        r = self.rng
        compare = r.choice(["=", "<>", "<", "<=", ">", ">="])
        options: list[Callable[[], str]] = [
            lambda: self.col("b"),
            lambda: f"{self.small_int(depth + 1)} {compare} {self.small_int(depth + 1)}",
            lambda: f"{self.string(depth + 1)} {compare} {self.string(depth + 1)}",
            lambda: f"{self.decimal(depth + 1)} {compare} {self.decimal(depth + 1)}",
            lambda: f"{self.date(depth + 1)} {compare} {self.date(depth + 1)}",
            lambda: f"{self.col(r.choice(('x', 's', 'f', 'd', 'g', 'dt')))} IS {r.choice(['', 'NOT '])}NULL",
            lambda: f"{self.small_int(depth + 1)} BETWEEN {r.randint(-3, 3)} AND {r.randint(3, 9)}",
            lambda: f"{self.col('x')} IN ({', '.join(str(r.randint(-3, 10)) for _ in range(3))})",
            lambda: f"{self.col('s')} LIKE '{r.choice(['%a%', 'a%', '_b%', '%c', 'H%o', '%'])}'",
            lambda: f"{self.col('s')} ILIKE '{r.choice(['%a%', 'h%', '%C'])}'",
            lambda: f"{self.double(depth + 1)} {compare} {self.double(depth + 1)}",
            lambda: f"starts_with({self.string(depth + 1)}, '{r.choice(['a', 'H', ''])}')",
            lambda: f"{self.col('b')} IS {r.choice(['', 'NOT '])}{r.choice(['TRUE', 'FALSE', 'UNKNOWN'])}",
            lambda: (
                f"{self.small_int(depth + 1)} IS {r.choice(['', 'NOT '])}DISTINCT FROM "
                f"{self.small_int(depth + 1)}"
            ),
            lambda: f"{self.col('s')} ~ '{self.regex('^a', 'l{2}', '[A-Z]', 'c$')}'",
            lambda: f"isnan({self.col('f')})",
            lambda: f"{self.string(depth + 1)} {r.choice(['', 'NOT '])}IN ('a', 'Hello', '', 'b')",
            lambda: f"{self.col('s')} NOT LIKE '{r.choice(['%a%', 'a%', '%l_'])}'",
            lambda: f"{self.timestamp(depth + 1)} {compare} {self.timestamp(depth + 1)}",
            lambda: f"ends_with({self.string(depth + 1)}, '{r.choice(['o', 'c', ''])}')",
            lambda: f"{self.small_int(depth + 1)} NOT BETWEEN {r.randint(-3, 3)} AND {r.randint(3, 9)}",
            lambda: f"{self.col('b')} = ({self.small_int(depth + 1)} > 0)",
            lambda: f"regexp_like({self.string(depth + 1)}, '{self.regex('^[a-c]', 'o$', '(?i)h')}')",
            lambda: f"array_has(make_array({self.col('x')}, {self.col('y')}), {self.small_int(depth + 1)})",
            lambda: f"{self.col('x')} IS NOT DISTINCT FROM {self.col('y')}",
            lambda: f"{self.col('f')} {compare} {r.choice(_FLOAT_CONSTANTS)}",
        ]
        if depth < 2:
            options += [
                lambda: f"({self.boolean(depth + 1)} AND {self.boolean(depth + 1)})",
                lambda: f"({self.boolean(depth + 1)} OR {self.boolean(depth + 1)})",
                lambda: f"NOT ({self.boolean(depth + 1)})",
            ]
        return r.choice(options)()

    def scalar(self) -> str:
        return self.pick(
            self.small_int, self.double, self.decimal, self.string, self.date, self.timestamp, self.boolean
        )

    def aggregate(self) -> str:
        r = self.rng
        flt = f" FILTER (WHERE {self.boolean(1)})" if r.random() < 0.2 else ""
        return self.pick(
            lambda: f"count(*){flt}",
            lambda: f"count({self.scalar()}){flt}",
            lambda: f"count(DISTINCT {self.small_int(1)}){flt}",
            lambda: f"sum({self.small_int(1)}){flt}",
            lambda: f"sum({self.decimal(1)}){flt}",
            lambda: f"min({self.pick(self.small_int, self.decimal, self.string, self.date)}){flt}",
            lambda: f"max({self.string(1)}){flt}",
            lambda: f"avg({self.small_int(1)}){flt}",
            lambda: f"avg({self.decimal(1)}){flt}",
            lambda: f"bool_and({self.boolean(1)}){flt}",
            lambda: f"bool_or({self.boolean(1)}){flt}",
            lambda: f"sum(DISTINCT {self.small_int(1)}){flt}",
            lambda: f"stddev({self.double(1)}){flt}",
            lambda: f"var_pop({self.small_int(1)}){flt}",
            lambda: f"median({self.small_int(1)}){flt}",
            lambda: f"string_agg({self.string(1)}, ',' ORDER BY id){flt}",
            lambda: f"array_agg({self.small_int(1)} ORDER BY id){flt}",
            lambda: f"first_value({self.scalar()} ORDER BY id DESC){flt}",
            lambda: f"min({self.date(1)}){flt}",
            lambda: f"count(DISTINCT {self.string(1)}){flt}",
            # population statistics of doubles are left out (see the module docstring)
            lambda: f"{r.choice(['var_samp', 'stddev_samp', 'stddev'])}({self.double(1)}){flt}",
            lambda: (
                f"{r.choice(['covar_pop', 'covar_samp', 'corr'])}({self.small_int(1)}, "
                f"{self.small_int(1)}){flt}"
            ),
            lambda: f"{r.choice(['bit_and', 'bit_or', 'bit_xor'])}({self.small_int(1)}){flt}",
            lambda: f"{r.choice(['min', 'max'])}({self.timestamp(1)}){flt}",
            lambda: f"{r.choice(['min', 'max'])}({self.col('b')}){flt}",
            lambda: f"last_value({self.scalar()} ORDER BY id){flt}",
            lambda: f"avg({self.double(1)}){flt}",
            lambda: f"sum({self.double(1)}){flt}",
        )


def _select(gen: _Gen) -> str:
    r = gen.rng
    items = ", ".join(f"{gen.scalar()} AS c{i}" for i in range(r.randint(1, 4)))
    where = f" WHERE {gen.boolean()}" if r.random() < 0.6 else ""
    return f"SELECT id, {items} FROM t{where}"


def _grouped(gen: _Gen) -> str:
    r = gen.rng
    keys = r.sample(["g", "b", "y", "dt"], r.randint(1, 2))
    measures = ", ".join(f"{gen.aggregate()} AS m{i}" for i in range(r.randint(1, 3)))
    where = f" WHERE {gen.boolean()}" if r.random() < 0.4 else ""
    group = ", ".join(keys)
    grouping = r.choice(
        [group, group, f"ROLLUP({group})", f"CUBE({group})", f"GROUPING SETS (({group}), ())"]
    )
    having = f" HAVING count(*) > {r.randint(0, 2)}" if r.random() < 0.2 else ""
    return f"SELECT {group}, {measures} FROM t{where} GROUP BY {grouping}{having}"


def _windowed(gen: _Gen) -> str:
    r = gen.rng
    order = r.choice(["id", "id DESC"])
    part = r.choice(["", "PARTITION BY g ", "PARTITION BY b "])
    frame = r.choice(
        ["", " ROWS BETWEEN 1 PRECEDING AND CURRENT ROW", " ROWS BETWEEN UNBOUNDED PRECEDING AND 1 FOLLOWING"]
    )
    fn = r.choice(
        [
            f"row_number() OVER ({part}ORDER BY {order})",
            f"rank() OVER ({part}ORDER BY {order})",
            f"sum({gen.small_int(1)}) OVER ({part}ORDER BY {order}{frame})",
            f"count(*) OVER ({part}ORDER BY {order}{frame})",
            f"min({gen.small_int(1)}) OVER ({part}ORDER BY {order}{frame})",
            f"lag({gen.small_int(1)}, 1) OVER ({part}ORDER BY {order})",
            f"lead({gen.string(1)}) OVER ({part}ORDER BY {order})",
            f"first_value({gen.small_int(1)}) OVER ({part}ORDER BY {order}{frame})",
            f"sum({gen.decimal(1)}) OVER ({part}ORDER BY {order})",
            f"dense_rank() OVER ({part}ORDER BY {r.choice(['y', 'g', 'x DESC'])})",
            f"ntile({r.randint(2, 4)}) OVER ({part}ORDER BY {order})",
            f"percent_rank() OVER ({part}ORDER BY {r.choice(['y', 'x'])})",
            f"cume_dist() OVER ({part}ORDER BY {r.choice(['y', 'x'])})",
            f"nth_value({gen.small_int(1)}, 2) OVER ({part}ORDER BY {order}{frame})",
            f"avg({gen.small_int(1)}) OVER ({part}ORDER BY y RANGE BETWEEN 1 PRECEDING AND 1 FOLLOWING)",
            f"max({gen.string(1)}) OVER ({part.strip()})",
            f"last_value({gen.small_int(1)}) OVER ({part}ORDER BY {order}{frame})",
            f"lag({gen.small_int(1)}, 2, {r.randint(-1, 1)}) OVER ({part}ORDER BY {order})",
            f"lead({gen.col('x')}, 1, {gen.col('y')}) OVER ({part}ORDER BY {order})",
            f"first_value({gen.string(1)}) OVER ({part}ORDER BY {order}{frame})",
            f"count({gen.col('x')}) OVER ({part.strip()})",
            f"row_number() OVER ({part}ORDER BY x {r.choice(['ASC', 'DESC'])} "
            f"NULLS {r.choice(['FIRST', 'LAST'])}, id)",
            f"rank() OVER ({part}ORDER BY {r.choice(['s', 'dt', 'ts DESC', 'd'])})",
            f"sum({gen.small_int(1)}) OVER ({part}ORDER BY id "
            "ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING)",
            f"sum({gen.col('x')}) OVER ({part}ORDER BY y RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)",
            f"max({gen.double(1)}) OVER ({part}ORDER BY {order} ROWS BETWEEN 2 PRECEDING AND 1 PRECEDING)",
            f"avg({gen.decimal(1)}) OVER ({part}ORDER BY {order}{frame})",
            f"sum({gen.col('x')}) OVER ()",
            "count(*) OVER (PARTITION BY g, b)",
            f"lag({gen.col('s')}, 1, 'none') OVER ({part}ORDER BY {order})",
        ]
    )
    return f"SELECT id, {fn} AS w FROM t"


def _joined(gen: _Gen) -> str:
    r = gen.rng
    kind = r.choice(["JOIN", "LEFT JOIN", "RIGHT JOIN", "FULL JOIN"])
    key = r.choice(["u.g = v.g", "u.y = v.y", "u.id = v.y", "u.x = v.x AND u.id < v.id"])
    gen.alias = "u"
    left = gen.scalar()
    gen.alias = "v"
    right = gen.scalar()
    gen.alias = "u"
    where = f" WHERE {gen.boolean()}" if r.random() < 0.4 else ""
    gen.alias = ""
    return f"SELECT u.id AS a, v.id AS b, {left} AS l, {right} AS r FROM t AS u {kind} t AS v ON {key}{where}"


def _subquery(gen: _Gen) -> str:
    r = gen.rng
    inner = gen.boolean()
    return r.choice(
        [
            f"SELECT id, g FROM t WHERE y IN (SELECT id FROM t WHERE {inner})",
            # DataFusion writes NOT IN as a plain anti join (a null on the left is kept), which its own
            # execution does not do: the left side is never null here
            f"SELECT id, g FROM t WHERE id NOT IN (SELECT y FROM t WHERE {inner} AND y IS NOT NULL)",
            "SELECT id FROM t AS o WHERE EXISTS "
            f"(SELECT 1 FROM t AS i WHERE i.g = o.g AND i.id > o.id AND {inner})",
            f"SELECT id FROM t AS o WHERE NOT EXISTS (SELECT 1 FROM t AS i WHERE i.y = o.id AND {inner})",
            f"SELECT id, (SELECT max(i.x) FROM t AS i WHERE i.g = o.g) AS m FROM t AS o WHERE {inner}",
            f"SELECT id FROM t WHERE x > (SELECT avg(x) FROM t WHERE {inner})",
        ]
    )


def _set_operation(gen: _Gen) -> str:
    r = gen.rng
    op = r.choice(["UNION", "UNION ALL", "INTERSECT", "EXCEPT", "INTERSECT ALL", "EXCEPT ALL"])
    col = r.choice(["g", "y", "s", "b"])
    return f"SELECT {col} FROM t WHERE {gen.boolean()} {op} SELECT {col} FROM t WHERE {gen.boolean()}"


def _top(gen: _Gen) -> str:
    r = gen.rng
    items = ", ".join(f"{gen.scalar()} AS c{i}" for i in range(r.randint(1, 3)))
    return (
        f"SELECT id, {items} FROM t WHERE {gen.boolean()} ORDER BY {r.choice(['id', 'id DESC'])} "
        f"LIMIT {r.randint(0, 5)}{r.choice(['', f' OFFSET {r.randint(1, 3)}'])}"
    )


def _nested(gen: _Gen) -> str:
    r = gen.rng
    inner = _grouped(gen) if r.random() < 0.5 else _select(gen)
    column = "m0" if "m0" in inner else "c0"
    return f"SELECT * FROM ({inner}) AS q WHERE {r.choice(['true', 'false'])} OR q.{column} IS NOT NULL"


def _distinct(gen: _Gen) -> str:
    r = gen.rng
    cols = ", ".join(r.sample(["g", "b", "y", "dt", "s"], r.randint(1, 2)))
    return f"SELECT DISTINCT {cols} FROM t WHERE {gen.boolean()}"


def _keyed_by_expression(gen: _Gen) -> str:
    key = gen.pick(gen.string, gen.small_int, gen.date)
    return f"SELECT {key} AS k, count(*) AS n, {gen.aggregate()} AS m FROM t GROUP BY {key}"


def _global_aggregate(gen: _Gen) -> str:
    r = gen.rng
    measures = ", ".join(f"{gen.aggregate()} AS m{i}" for i in range(r.randint(1, 3)))
    where = r.choice(["", " WHERE false", f" WHERE {gen.boolean()}"])
    return f"SELECT {measures} FROM t{where}"


def _coerced_union(gen: _Gen) -> str:
    r = gen.rng
    left, right = r.choice(
        [("id", "x"), ("y", "d"), ("x", "f"), ("dt", "ts"), ("s", "g"), ("id", "CAST(NULL AS INT)")]
    )
    op = r.choice(["UNION ALL", "UNION", "EXCEPT"])
    return f"SELECT {left} AS v FROM t WHERE {gen.boolean()} {op} SELECT {right} FROM t"


def _with_join(gen: _Gen) -> str:
    r = gen.rng
    inner = f"SELECT g, y, count(*) AS n, {gen.aggregate()} AS m FROM t GROUP BY g, y"
    kind = r.choice(["JOIN", "LEFT JOIN", "FULL JOIN"])
    cond = r.choice(["a.g = c.g", "a.g = c.g AND a.y = c.y", "a.y = c.y AND c.n > 1", "a.id = c.n"])
    return f"WITH c AS ({inner}) SELECT a.id, c.n, c.m FROM t AS a {kind} c ON {cond}"


def _ordered_top(gen: _Gen) -> str:
    r = gen.rng
    # abs(f): -0.0 and 0.0 are equal to IEEE 754's comparison (Spark's), not to DataFusion's sort
    key = r.choice(["x", "s", "abs(f)", "dt", "d", "b", "ts"])
    direction = r.choice(["ASC", "DESC"])
    nulls = r.choice(["FIRST", "LAST"])
    return (
        f"SELECT id, {key}, {gen.scalar()} AS c FROM t ORDER BY {key} {direction} NULLS {nulls}, id "
        f"LIMIT {r.randint(1, 8)}"
    )


def _scalar_subqueries(gen: _Gen) -> str:
    r = gen.rng
    return r.choice(
        [
            "SELECT id, (SELECT count(*) FROM t AS i WHERE i.y = o.id) AS n FROM t AS o",
            f"SELECT id, x - (SELECT min(x) FROM t) AS dx FROM t WHERE {gen.boolean()}",
            "SELECT id FROM t AS o WHERE o.x IN (SELECT i.x FROM t AS i WHERE i.g = o.g AND i.id <> o.id)",
            "SELECT g, count(*) AS n FROM t GROUP BY g HAVING count(*) > (SELECT count(*) / 4 FROM t)",
            "SELECT id FROM t AS o WHERE o.y = (SELECT max(i.y) FROM t AS i WHERE i.g = o.g)",
        ]
    )


def _grouping_ids(gen: _Gen) -> str:
    r = gen.rng
    keys = r.sample(["g", "b", "y"], 2)
    grouping = r.choice(["ROLLUP", "CUBE"])
    return (
        f"SELECT {keys[0]}, {keys[1]}, grouping({keys[0]}) AS g0, grouping({keys[1]}) AS g1, "
        f"{gen.aggregate()} AS m FROM t GROUP BY {grouping}({keys[0]}, {keys[1]})"
    )


def _window_over_aggregate(gen: _Gen) -> str:
    r = gen.rng
    fn = r.choice(["rank()", "row_number()", "sum(sum(x))", "dense_rank()"])
    return (
        f"SELECT g, sum(x) AS s, {gen.aggregate()} AS m, {fn} OVER (ORDER BY sum(x) NULLS FIRST, g) AS w "
        "FROM t GROUP BY g"
    )


def _more_joins(gen: _Gen) -> str:
    r = gen.rng
    gen.alias = "u"
    where = gen.boolean()
    gen.alias = ""
    return r.choice(
        [
            "SELECT u.id, v.id AS vid FROM t AS u LEFT JOIN t AS v ON u.x IS NOT DISTINCT FROM v.y",
            "SELECT u.id, v.id AS vid FROM t AS u JOIN t AS v ON u.x + 1 = v.y",
            "SELECT u.id, v.id AS vid FROM t AS u LEFT JOIN t AS v ON u.id = v.y OR u.x = v.id",
            "SELECT u.id FROM t AS u LEFT JOIN t AS v ON u.id = v.y WHERE v.id IS NULL",
            f"SELECT u.id, v.g FROM t AS u JOIN t AS v USING (g) WHERE {where}",
            "SELECT u.id, count(v.id) AS n FROM t AS u LEFT JOIN t AS v ON u.g = v.g AND v.id > u.id "
            "GROUP BY u.id",
            "SELECT a.id, b.m FROM t AS a JOIN (SELECT g, max(x) AS m FROM t GROUP BY g) AS b "
            "ON a.g = b.g AND a.x = b.m",
            f"SELECT u.id, v.id AS vid FROM t AS u CROSS JOIN t AS v WHERE u.id + v.id = {r.randint(3, 20)}",
        ]
    )


def _limited_inner(gen: _Gen) -> str:
    r = gen.rng
    return (
        f"SELECT count(*) AS n, {gen.aggregate()} AS m FROM "
        f"(SELECT * FROM t ORDER BY {r.choice(['id', 'id DESC'])} LIMIT {r.randint(0, 8)}) AS q"
    )


_SHAPES: tuple[Callable[[_Gen], str], ...] = (
    _top,
    _nested,
    _select,
    _select,
    _grouped,
    _grouped,
    _windowed,
    _joined,
    _subquery,
    _set_operation,
    _distinct,
    _keyed_by_expression,
    _global_aggregate,
    _coerced_union,
    _with_join,
    _ordered_top,
    _scalar_subqueries,
    _grouping_ids,
    _window_over_aggregate,
    _more_joins,
    _limited_inner,
)


def queries(seed: int, count: int) -> list[str]:
    """``count`` random queries over :data:`TABLE` (as ``t``), the same for the same seed."""
    rng = random.Random(seed)
    return [rng.choice(_SHAPES)(_Gen(rng)) for _ in range(count)]


@dataclass
class Outcome:
    """How one query went: ``skipped`` (DataFusion refused to plan or answer it), ``same``, ``different``
    (with the difference), ``refused`` (the consumer raised one of the toolkit's typed errors; ``code``
    is its code) or ``failed`` (any other error; with the error)."""

    sql: str
    verdict: str
    detail: str = ""
    code: str = ""


def engines_over(table: pa.Table, folder: Path, spark: Any) -> tuple[Any, Any]:
    """A DataFusion context and a ``SparkConsumer`` (of ``spark``) that both read ``table`` as ``t``,
    from one parquet file written to ``folder``."""
    import pyarrow.parquet as pq

    from conformance.producers.datafusion import generate as datafusion
    from spark_consumer.consumer import SparkConsumer

    path = folder / "t.parquet"
    pq.write_table(table, path)
    return datafusion.make_context(folder), SparkConsumer(spark, {"t": spark.read.parquet(str(path))})


def compare(sql: str, ctx: object, consumer: object, settings: Mapping[str, str] | None = None) -> Outcome:
    """Run ``sql``'s DataFusion plan through ``consumer`` (a ``SparkConsumer`` reading ``t``) and compare
    with DataFusion's own answer (``ctx``, from ``make_context`` over :data:`TABLE`). ``settings`` are
    set on the consumer's Spark session while the plan is translated and run (the answer must not
    depend on them), and restored after."""
    from conformance.producers.datafusion import generate as datafusion
    from conformance.reference import tables_diff
    from conformance.session_settings import SessionSettings
    from substrait_py.errors import SubstraitPyError

    try:
        plan = datafusion.produce_plan(sql, ctx)
        want = datafusion.datafusion_answer(sql, ctx)
    except Exception as exc:  # DataFusion's refusal: not the consumer's to answer
        return Outcome(sql, "skipped", str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__)
    try:
        with SessionSettings(consumer.spark, dict(settings or {})):  # type: ignore[attr-defined]
            got = consumer.to_dataframe(plan).toArrow()  # type: ignore[attr-defined]
    except SubstraitPyError as exc:
        return Outcome(sql, "refused", exc.one_line(), getattr(exc, "code", "") or type(exc).__name__)
    except Exception as exc:
        return Outcome(
            sql, "failed", f"{type(exc).__name__}: {str(exc).splitlines()[0][:300] if str(exc) else ''}"
        )
    diff = tables_diff(got, want, ordered=False, check_names=False)
    if diff is None:
        return Outcome(sql, "same")
    return Outcome(sql, "different", f"{diff}\n  got  {got.to_pylist()[:12]}\n  want {want.to_pylist()[:12]}")


def main(argv: list[str] | None = None) -> int:
    import os
    import tempfile

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument(
        "--settings",
        default="default",
        help="Spark settings set on the session while each plan runs: a name of "
        "conformance.session_settings.SETTINGS, or combined (all at once)",
    )
    args = parser.parse_args(argv)
    from conformance.session_settings import named_settings

    settings = named_settings(args.settings) or {}
    if args.settings != "default" and not settings:
        parser.error(f"unknown settings {args.settings!r}")

    from spark_consumer.session import local_session

    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    ctx, consumer = engines_over(TABLE, Path(tempfile.mkdtemp(prefix="differential-")), local_session())
    tally: dict[str, int] = {}
    for sql in queries(args.seed, args.count):
        outcome = compare(sql, ctx, consumer, settings)
        tally[outcome.verdict] = tally.get(outcome.verdict, 0) + 1
        if outcome.verdict in ("different", "failed", "refused"):
            print(f"== {outcome.verdict}: {sql}\n{outcome.detail}\n", flush=True)
    print(", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
    return 0 if not tally.get("different") and not tally.get("failed") else 1


if __name__ == "__main__":
    sys.exit(main())
