"""Spec test cases whose expected value is wrong (errata), kept apart from the scored cases.

Each erratum names the case by ``(group, file, line)``, says why the expectation is wrong and, where an
independent engine can check it, gives the DuckDB SQL that computes the right answer and that answer. A case
listed here is reported as a harness fault with the reason ``spec erratum: ...`` (never scored against an
engine); ``tests/test_functions_spark.py`` checks every SQL answer with DuckDB, so an erratum cannot hide an
engine bug.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import TestCase

__all__ = ["ERRATA", "Erratum", "erratum_for"]


@dataclass(frozen=True)
class Erratum:
    """Why a case's expectation is wrong; ``sql``/``answer``: DuckDB's independent answer, when it has one."""

    reason: str
    sql: str | None = None
    answer: float | int | str | None = None


_NEG = "(VALUES (-5.0), (-3.0), (-1.0), (1.0), (3.0), (5.0)) t(x)"
_MIX = "(VALUES (0.0), (100.0), (50.0), (25.0), (75.0)) t(x)"
_DEC = "(VALUES (1.1), (2.2), (3.3), (4.4), (5.5)) t(x)"

ERRATA: dict[tuple[str, str, int], Erratum] = {
    ("arithmetic", "shift_left.test", 8): Erratum(
        "301989888 << 8 is 77309411328 (the expectation is 301989888 << 16)",
        "SELECT (301989888::BIGINT << 8)",
        77309411328,
    ),
    ("arithmetic", "multiply.test", 16): Erratum(
        "-13 * -10 is +130, which saturates to 127 in i8, not -128", "SELECT least((-13) * (-10), 127)", 127
    ),
    ("arithmetic", "std_dev.test", 19): Erratum(
        "sample std_dev of -5,-3,-1,1,3,5 is sqrt(14)",
        f"SELECT stddev_samp(x) FROM {_NEG}",
        3.7416573867739413,
    ),
    ("arithmetic", "std_dev.test", 20): Erratum(
        "sample std_dev of -5,-3,-1,1,3,5 is sqrt(14)",
        f"SELECT stddev_samp(x) FROM {_NEG}",
        3.7416573867739413,
    ),
    ("arithmetic", "std_dev.test", 44): Erratum(
        "sample std_dev of 1.1..5.5 is sqrt(3.025)", f"SELECT stddev_samp(x) FROM {_DEC}", 1.7392527130926085
    ),
    ("arithmetic", "std_dev.test", 45): Erratum(
        "sample std_dev of 1.1..5.5 is sqrt(3.025)", f"SELECT stddev_samp(x) FROM {_DEC}", 1.7392527130926085
    ),
    ("arithmetic", "std_dev.test", 52): Erratum(
        "sample std_dev of 0,100,50,25,75 is sqrt(1562.5)",
        f"SELECT stddev_samp(x) FROM {_MIX}",
        39.528470752104745,
    ),
    ("arithmetic", "std_dev.test", 53): Erratum(
        "population std_dev of 0,100,50,25,75 is sqrt(1250)",
        f"SELECT stddev_pop(x) FROM {_MIX}",
        35.35533905932738,
    ),
    ("arithmetic", "variance.test", 19): Erratum(
        "sample variance of -5,-3,-1,1,3,5 is 14", f"SELECT var_samp(x) FROM {_NEG}", 14.0
    ),
    ("arithmetic", "variance.test", 20): Erratum(
        "sample variance of -5,-3,-1,1,3,5 is 14", f"SELECT var_samp(x) FROM {_NEG}", 14.0
    ),
    ("arithmetic", "variance.test", 44): Erratum(
        "sample variance of 1.1..5.5 is 3.025", f"SELECT var_samp(x) FROM {_DEC}", 3.025
    ),
    ("arithmetic", "variance.test", 45): Erratum(
        "sample variance of 1.1..5.5 is 3.025", f"SELECT var_samp(x) FROM {_DEC}", 3.025
    ),
    ("arithmetic", "variance.test", 52): Erratum(
        "sample variance of 0,100,50,25,75 is 1562.5", f"SELECT var_samp(x) FROM {_MIX}", 1562.5
    ),
    ("arithmetic", "variance.test", 53): Erratum(
        "population variance of 0,100,50,25,75 is 1250", f"SELECT var_pop(x) FROM {_MIX}", 1250.0
    ),
}

_OCCURRENCE = (
    "the function's description says occurrence 0 (and an omitted occurrence) replaces all occurrences; "
    "the expectation replaces only the first"
)
for _line, _args, _answer in (
    (42, "'a bcdef', '\\S', ','", ", ,,,,,"),
    (43, "' abcdef', '\\w', '1'", " 111111"),
    (48, "'a bcdef', '\\S', ','", ", ,,,,,"),
    (49, "' abcdef', '\\w', '1'", " 111111"),
    (54, "'abcabcabc', '[bc]', 'dd'", "addddaddddadddd"),
    (58, "'abcabcabc', '[bc]', 'dd'", "addddaddddadddd"),
):
    ERRATA[("string", "regexp_replace.test", _line)] = Erratum(
        _OCCURRENCE, f"SELECT regexp_replace({_args}, 'g')", _answer
    )


_LOGB = (
    "the extension defines logb(x, base) = log_base(x), the value first (as DataFusion writes it and "
    "DataFusion and Acero read it); this case passes the base first"
)
for _line, _sql, _value in (
    (5, "SELECT log(100000, 10)", 0.2),  # logb(10, 100000): 10 to base 100000
    (7, "SELECT log(7.0, 2.0)", 0.3562071871080222),  # logb(2, 7): 2 to base 7
    (10, "SELECT log('inf'::DOUBLE, 2.34)", 0.0),  # logb(2.34, inf): 2.34 to base infinity
):
    ERRATA[("logarithmic", "logb.test", _line)] = Erratum(_LOGB, _sql, _value)
# logb(7, 1.0) is 7 to base 1, and logb(2.0, 0.0) 2 to base 0: bases outside the domain, which the
# expectations (a logarithm of 1 to base 7, and of zero to base 2) do not consider
for _line in (6, 16, 17, 18):
    ERRATA[("logarithmic", "logb.test", _line)] = Erratum(
        _LOGB + " (the base given here is outside the domain)"
    )


def erratum_for(case: TestCase) -> Erratum | None:
    """The erratum of ``case``, if its expectation is known to be wrong."""
    return ERRATA.get((case.group, case.file, case.line))
