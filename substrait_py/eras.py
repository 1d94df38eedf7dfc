"""Judging a plan by the definitions of its era: the validator's rules for older producers' plans.

The validator checks function calls against today's extension YAMLs. Some definitions changed since plans
in use were written, and some producers rely on conversions every engine makes without loss. This module
says, for one function call the YAMLs reject, whether the plan's era or a lossless widening accounts for
it; the validator then reports a warning (with the code below) instead of an error.

Rules (``origin`` is the :class:`~substrait_py.upgrades.PlanOrigin` recorded when the plan was loaded):

=============================  ===========================================================================
code                           when
=============================  ===========================================================================
era-signature                  a signature whose return type changed since the plan's spec version, used
                               in its older form (:data:`HISTORIC_RETURNS`: ``subtract(date,
                               interval_day)`` returned ``date`` before spec 0.91, ``add(date,
                               interval_year)`` ``timestamp`` before 0.86)
comparison-argument-width      a comparison (``equal``, ``lt``, ``gte``, ``between``, ...) of arguments
                               that differ only in integer width or decimal parameters (``i32`` vs ``i8``,
                               ``decimal<15,2>`` vs ``decimal<3,2>``): every engine widens them without loss
output-integer-width           a declared integer output of another width than the YAML's (Calcite's
                               ``sum(i32) -> i32``, ibis' ``add(i32, i32) -> i64``, DuckDB's ``sign ->
                               i8``): the declared type is the plan's contract; a value that does not fit
                               fails at run time, it is never wrapped
ibis-integer-rounding          ibis-substrait: ``ceil`` and ``floor`` of a float declared as an integer
                               (ibis' own result type); the whole number is cast to it
output-integer-as-decimal      an integer result declared as ``decimal<P,0>`` (DuckDB's HUGEINT for
                               ``sum`` of integers and ``factorial``): a lossless widening
output-double-result           DuckDB 1.1 only: a decimal or integer result declared ``fp64`` (DuckDB
                               averages decimals and integers as DOUBLE)
duckdb-date-arithmetic-       DuckDB 1.1 and 1.0: ``add``/``subtract`` of a date and an interval whose
timestamp                      spec result is a date, declared ``precision_timestamp`` (DuckDB computes
                               on the date's midnight): the date result is cast to it, the same value
implicit-argument-cast         DuckDB 1.1 only: numeric arguments of another width or kind than every
                               overload's (``left(string, i64)``, ``atan2(decimal, decimal)``), which
                               DuckDB casts implicitly
spark-implicit-cast            plans of the Spark Substrait gateway (``spark-substrait-gateway``), which
                               writes Spark's expressions as they are and leaves Spark's implicit casts
                               to the consumer: a comparison of a string with a date, timestamp or
                               number (``lt(date, '1995-03-15')``), which Spark casts as the query it
                               came from did. (Its arithmetic on mixed kinds, ``multiply(decimal, i64)``,
                               stays an error: the gateway declares those results as integers, so
                               neither the declared types nor the arguments' say what was meant.)
=============================  ===========================================================================

Anything else the YAMLs reject stays an error.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

from substrait.type_pb2 import Type

from substrait_py import typesys
from substrait_py.upgrades import PlanOrigin

__all__ = ["COMPARISONS", "HISTORIC_RETURNS", "judge_no_match", "judge_output"]

#: ``(function, argument kinds, first spec version with today's return type, return kind before)``.
HISTORIC_RETURNS: tuple[tuple[str, tuple[str, ...], tuple[int, int, int], str], ...] = (
    ("subtract", ("date", "interval_day"), (0, 91, 0), "date"),
    # the YAML said timestamp (microseconds), read today as precision_timestamp<6>
    ("add", ("date", "interval_year"), (0, 86, 0), "precision_timestamp"),
)

#: Functions whose arguments must have one type (``any1``) and whose result is a boolean.
COMPARISONS = frozenset(
    {
        "equal",
        "not_equal",
        "lt",
        "gt",
        "lte",
        "gte",
        "between",
        "is_distinct_from",
        "is_not_distinct_from",
    }
)

_INTEGERS = typesys.INTEGER_KINDS


def _kind(t: Any) -> str | None:
    return t.WhichOneof("kind") if isinstance(t, Type) else None


_NUMERIC = frozenset({*_INTEGERS, *typesys.FLOAT_KINDS, "decimal"})
#: What Spark compares a string with by casting the string (to the other side's type).
_CAST_FROM_STRING = frozenset(
    {*_NUMERIC, "date", "timestamp", "timestamp_tz", "precision_timestamp", "precision_timestamp_tz"}
)


def _spark_gateway(origin: PlanOrigin | None) -> bool:
    return origin is not None and origin.producer == "spark-substrait-gateway"


def _spark_casts(name: str, kinds: Sequence[str | None]) -> bool:
    """Whether ``name`` is a comparison of a string with values Spark casts a string to (a date, a
    timestamp, a number), which Spark's implicit casts make well typed."""
    return (
        name in COMPARISONS
        and "string" in kinds
        and all(k == "string" or k in _CAST_FROM_STRING for k in kinds)
        and any(k != "string" for k in kinds)
    )


def _duckdb_era(origin: PlanOrigin | None) -> bool:
    return (
        origin is not None
        and origin.producer == "duckdb"
        and origin.spec is not None
        and origin.spec <= (0, 53, 99)
    )


def judge_output(
    origin: PlanOrigin | None, name: str, signature: Sequence[Any], declared: Type, derived: Type
) -> tuple[str, str] | None:
    """``(code, reason)`` when a declared output of another kind than the derived one is accounted for
    (a warning), None when it stays an ``output-type-mismatch`` error."""
    dk, ek = _kind(declared), _kind(derived)
    kinds = tuple(_kind(s) for s in signature if isinstance(s, Type))
    for fn, args, until, before in HISTORIC_RETURNS:
        if fn == name and kinds == args and dk == before and origin is not None and origin.spec_before(until):
            version = ".".join(map(str, until[:2]))
            return "era-signature", f"{fn}({', '.join(args)}) returned {before} before spec {version}"
    if dk in _INTEGERS and ek in _INTEGERS:
        return "output-integer-width", "integer width as the producer declares it; the declared type wins"
    if (
        origin is not None
        and origin.producer == "ibis-substrait"
        and name in ("ceil", "floor")
        and dk in _INTEGERS
        and ek in ("fp32", "fp64")
    ):
        return "ibis-integer-rounding", "ibis' ceil and floor give integers; the whole number is cast to it"
    if dk == "decimal" and ek in _INTEGERS and declared.decimal.scale == 0:
        return "output-integer-as-decimal", "an integer result widened to a decimal of scale 0 without loss"
    if dk in ("fp32", "fp64") and ek in ("decimal", *_INTEGERS) and _duckdb_era(origin):
        return "output-double-result", "DuckDB 1.1 computes this result (an average) as DOUBLE"
    if name in ("add", "subtract") and ek == "date" and dk == "precision_timestamp" and _duckdb_era(origin):
        return (
            "duckdb-date-arithmetic-timestamp",
            "DuckDB adds an interval to a date as to a TIMESTAMP at its midnight; the date result is cast "
            "to it",
        )
    return None


def judge_no_match(
    origin: PlanOrigin | None,
    name: str,
    signature: Sequence[Any],
    lookup: Callable[[list[Any]], bool],
) -> tuple[str, str] | None:
    """``(code, reason)`` when a call no overload accepts is accounted for (a warning), else None.

    ``lookup(signature)`` says whether some overload accepts ``signature``."""
    values = [s for s in signature if isinstance(s, Type)]
    kinds = [_kind(v) for v in values]
    if name in COMPARISONS and len(values) == len(signature) and values:
        exact = set(kinds) <= {*_INTEGERS, "decimal"}
        floating = set(kinds) <= {"fp32", "fp64"}
        if exact or floating:
            return (
                "comparison-argument-width",
                "the arguments differ only in width or decimal parameters, which engines widen without loss",
            )
    if _spark_gateway(origin) and len(values) == len(signature) and _spark_casts(name, kinds):
        return (
            "spark-implicit-cast",
            "the Spark Substrait gateway leaves Spark's implicit casts to the consumer; Spark casts the "
            "string as the query the plan came from did",
        )
    if _duckdb_era(origin):
        options: list[list[Any]] = []
        for s in signature:
            kind = _kind(s)
            if kind in _INTEGERS:
                options.append([s, *(_retyped(s, k) for k in (*_INTEGERS, "fp64") if k != kind)])
            elif kind == "decimal":
                options.append([s, _retyped(s, "fp64")])
            else:
                options.append([s])
        for combo in itertools.islice(itertools.product(*options), 1, 200):
            if lookup(list(combo)):
                return "implicit-argument-cast", "DuckDB casts these numeric arguments implicitly"
    return None


def _retyped(t: Type, kind: str) -> Type:
    return typesys.simple(kind, nullable=typesys.is_nullable(t))
