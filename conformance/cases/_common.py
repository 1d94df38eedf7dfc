"""Input tables and small helpers shared by the golden case definitions.

The inline tables are small on purpose and hold the values that tell semantics apart: nulls in keys and
values, duplicate keys, rows without partners, ties.
"""

from __future__ import annotations

from ..builders import Ex, PlanBuilder, R
from ..golden import TableSpec

EMP_COLUMNS: tuple[tuple[str, str], ...] = (
    ("id", "i32"),
    ("dept", "string?"),
    ("grade", "string?"),
    ("salary", "i32?"),
    ("bonus", "i32?"),
    ("score", "fp64?"),
)
#: Employees: duplicate departments and grades, null department/grade/salary/bonus, unique non-null scores
#: except one null (so sorts on ``score`` are total).
EMP = TableSpec(
    "emp",
    EMP_COLUMNS,
    (
        (1, "eng", "a", 100, 10, 3.5),
        (2, "eng", "b", 80, None, 1.25),
        (3, "ops", "a", 60, 5, 7.0),
        (4, "ops", "b", None, 0, -2.0),
        (5, None, "a", 70, 3, 0.5),
        (6, "eng", "a", 100, 10, 9.75),
        (7, "hr", None, 50, None, None),
        (8, "ops", "a", 60, 7, 4.0),
    ),
)

L_COLUMNS: tuple[tuple[str, str], ...] = (("k", "i32?"), ("lv", "string?"))
R_COLUMNS: tuple[tuple[str, str], ...] = (("k", "i32?"), ("rv", "string?"))
#: Join inputs: key 2 matches twice on the right, 1 once, 3/4 and 9 have no partner, nulls on both sides.
L = TableSpec("l", L_COLUMNS, ((1, "l1"), (2, "l2"), (3, "l3"), (None, "lnull"), (4, "l4")))
R_TABLE = TableSpec("r", R_COLUMNS, ((1, "r1"), (2, "r2a"), (2, "r2b"), (9, "r9"), (None, "rnull")))
#: Right input with unique keys (single joins need at most one partner per left row).
RU = TableSpec("ru", R_COLUMNS, ((1, "r1"), (2, "r2"), (9, "r9"), (None, "rnull")))
#: Left input with unique keys (right single join).
LU = TableSpec("lu", L_COLUMNS, ((1, "l1"), (2, "l2"), (3, "l3"), (None, "lnull")))

SET_COLUMNS: tuple[tuple[str, str], ...] = (("a", "i32?"), ("b", "string?"))
#: Set inputs: duplicates (m, n1, n2 differ per row) and null rows (NULL matches NULL in set operations).
P = TableSpec(
    "p",
    SET_COLUMNS,
    (
        (1, "x"),
        (2, "y"),
        (2, "y"),
        (3, "z"),
        (3, "z"),
        (3, "z"),
        (4, "w"),
        (None, None),
        (None, None),
        (5, None),
    ),
)
S1 = TableSpec("s1", SET_COLUMNS, ((1, "x"), (2, "y"), (3, "z"), (3, "z"), (6, "v"), (None, None), (5, None)))
S2 = TableSpec("s2", SET_COLUMNS, ((2, "y"), (3, "z"), (3, "z"), (3, "z"), (7, "u"), (None, None)))
#: Primary input without duplicates (minus multiset: see the case's description).
PD = TableSpec("pd", SET_COLUMNS, ((1, "x"), (2, "y"), (3, "z"), (4, "w"), (None, None), (5, None)))


def read(pb: PlanBuilder, table: TableSpec) -> R:
    """A named-table read of an inline or TPC-H table spec."""
    return pb.named_table(table.name, table.columns)


def col(pb: PlanBuilder, r: R, i: int) -> Ex:
    """Field ``i`` of relation ``r``'s output."""
    return pb.field(i, r.types)


def both(pb: PlanBuilder, left: R, right: R, i: int) -> Ex:
    """Field ``i`` of the concatenation of two relations' outputs (join expressions)."""
    return pb.field(i, [*left.types, *right.types])
