"""Aggregate relation: no grouping, grouping, grouping sets with the i32 index column, measure filters,
DISTINCT measures (the spec's logical relations, "Aggregate Operation")."""

from __future__ import annotations

from ..builders import PlanBuilder
from ..golden import Built, CaseDef
from ._common import EMP, col, read

AREA = "aggregate"
ID, DEPT, GRADE, SALARY, BONUS, SCORE = range(6)


def _no_grouping(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    agg = pb.aggregate(
        e,
        [],
        None,
        [
            pb.agg("count"),
            pb.agg("sum", col(pb, e, SALARY)),
            pb.agg("min", col(pb, e, SALARY)),
            pb.agg("max", col(pb, e, BONUS)),
            pb.agg("count", col(pb, e, BONUS)),
        ],
    )
    return Built(agg, ["n", "total", "lowest", "top_bonus", "n_bonus"])


def _no_grouping_empty(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    none = pb.filter(e, pb.call("gt", col(pb, e, ID), pb.lit(1000, "i32")))
    agg = pb.aggregate(none, [], None, [pb.agg("count"), pb.agg("sum", col(pb, none, SALARY))])
    return Built(agg, ["n", "total"])


def _group_by(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    agg = pb.aggregate(
        e,
        [col(pb, e, DEPT)],
        None,
        [pb.agg("sum", col(pb, e, SALARY)), pb.agg("count", col(pb, e, SALARY)), pb.agg("count")],
    )
    return Built(agg, ["dept", "total", "n_salary", "n"])


def _group_by_two(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    agg = pb.aggregate(e, [col(pb, e, DEPT), col(pb, e, GRADE)], None, [pb.agg("max", col(pb, e, SALARY))])
    return Built(agg, ["dept", "grade", "top"])


def _grouping_only(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    return Built(pb.aggregate(e, [col(pb, e, GRADE)], None, []), ["grade"])


def _sets(sets: list[list[int]], with_filter: bool = False):
    def build(pb: PlanBuilder) -> Built:
        e = read(pb, EMP)
        flt = pb.call("gt", col(pb, e, BONUS), pb.lit(4, "i32")) if with_filter else None
        agg = pb.aggregate(
            e,
            [col(pb, e, DEPT), col(pb, e, GRADE)],
            sets,
            [pb.agg("sum", col(pb, e, SALARY), filter=flt), pb.agg("count")],
        )
        return Built(agg, ["dept", "grade", "total", "n", "set_index"])

    return build


def _rollup_empty_input(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    none = pb.filter(e, pb.call("gt", col(pb, e, ID), pb.lit(1000, "i32")))
    agg = pb.aggregate(
        none,
        [col(pb, none, DEPT), col(pb, none, GRADE)],
        SETS_3,
        [pb.agg("sum", col(pb, none, SALARY)), pb.agg("count")],
    )
    return Built(agg, ["dept", "grade", "total", "n", "set_index"])


def _index_sql(sets: list[list[int]]) -> str:
    """The grouping set index computed from DuckDB's GROUPING(dept, grade) bitmask (bit set = not grouped;
    dept is the high bit)."""
    whens = []
    for i, s in enumerate(sets):
        mask = (0 if 0 in s else 2) | (0 if 1 in s else 1)
        whens.append(f"WHEN {mask} THEN {i}")
    return f"CAST(CASE GROUPING(dept, grade) {' '.join(whens)} END AS INTEGER)"


def _sets_sql(sets: list[list[int]], with_filter: bool = False) -> str:
    names = ["dept", "grade"]
    spec = ", ".join("(" + ", ".join(names[i] for i in s) + ")" for s in sets)
    measure = "SUM(salary) FILTER (WHERE bonus > 4)" if with_filter else "SUM(salary)"
    return (
        f"SELECT dept, grade, {measure}, COUNT(*), {_index_sql(sets)} FROM emp "
        f"GROUP BY GROUPING SETS ({spec})"
    )


def _sets_measure_of_key(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    agg = pb.aggregate(
        e,
        [col(pb, e, BONUS)],
        [[0], []],
        [pb.agg("count", col(pb, e, BONUS)), pb.agg("sum", col(pb, e, BONUS))],
    )
    return Built(agg, ["bonus", "n_bonus", "total_bonus", "set_index"])


def _sets_repeated(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    agg = pb.aggregate(e, [col(pb, e, DEPT)], [[0], [0], []], [pb.agg("count")])
    return Built(agg, ["dept", "n", "set_index"])


def _measure_filter(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    high = pb.call("gte", col(pb, e, SALARY), pb.lit(70, "i32"))
    has_bonus = pb.call("gt", col(pb, e, BONUS), pb.lit(0, "i32"))
    agg = pb.aggregate(
        e,
        [col(pb, e, DEPT)],
        None,
        [
            pb.agg("sum", col(pb, e, SALARY), filter=high),
            pb.agg("count", filter=has_bonus),
            pb.agg("sum", col(pb, e, SALARY)),
        ],
    )
    return Built(agg, ["dept", "high_total", "n_bonus", "total"])


def _measure_filter_no_grouping(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    eng = pb.call("equal", col(pb, e, DEPT), pb.lit("eng", "string"))
    agg = pb.aggregate(
        e, [], None, [pb.agg("count", filter=eng), pb.agg("max", col(pb, e, SCORE), filter=eng)]
    )
    return Built(agg, ["n_eng", "best_eng"])


def _distinct(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    agg = pb.aggregate(
        e,
        [],
        None,
        [
            pb.agg("count", col(pb, e, DEPT), distinct=True),
            pb.agg("sum", col(pb, e, SALARY), distinct=True),
            pb.agg("sum", col(pb, e, SALARY)),
        ],
    )
    return Built(agg, ["n_dept", "sum_distinct", "sum_all"])


def _distinct_grouped(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    agg = pb.aggregate(
        e,
        [col(pb, e, DEPT)],
        None,
        [pb.agg("count", col(pb, e, SALARY), distinct=True), pb.agg("count", col(pb, e, SALARY))],
    )
    return Built(agg, ["dept", "n_distinct", "n"])


def _distinct_filter(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    grade_a = pb.call("equal", col(pb, e, GRADE), pb.lit("a", "string"))
    agg = pb.aggregate(e, [], None, [pb.agg("count", col(pb, e, SALARY), distinct=True, filter=grade_a)])
    return Built(agg, ["n"])


def _emit(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    agg = pb.aggregate(
        e, [col(pb, e, DEPT)], None, [pb.agg("count"), pb.agg("min", col(pb, e, ID))], emit=[2, 0]
    )
    return Built(agg, ["first_id", "dept"])


def _group_by_expression(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    bucket = pb.call(
        "multiply", pb.call("divide", col(pb, e, SALARY), pb.lit(50, "i32?")), pb.lit(50, "i32?")
    )
    agg = pb.aggregate(e, [bucket], None, [pb.agg("count")])
    return Built(agg, ["bucket", "n"])


#: The median's rounding options, each with DuckDB's rounding of its (double) median of integers.
MEDIAN_ROUNDINGS = (
    ("TRUNCATE", "trunc({})"),
    ("FLOOR", "floor({})"),
    ("CEILING", "ceil({})"),
    ("TIE_AWAY_FROM_ZERO", "round({})"),
    ("TIE_TO_EVEN", "round_even({}, 0)"),
)


def _median_of_integers(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    up = pb.call("add", col(pb, e, SALARY), col(pb, e, ID))
    down = pb.call("subtract", col(pb, e, ID), col(pb, e, SALARY))
    measures = [pb.agg("median", "EXACT", up), pb.agg("median", "EXACT", down)]
    for rounding, _ in MEDIAN_ROUNDINGS:
        measures += [pb.agg("median", "EXACT", x, options={"rounding": rounding}) for x in (up, down)]
    names = ["up", "down"] + [f"{x}_{r.lower()}" for r, _ in MEDIAN_ROUNDINGS for x in ("up", "down")]
    return Built(pb.aggregate(e, [col(pb, e, DEPT)], None, measures), ["dept", *names])


def _median_of_integers_sql() -> str:
    def rounded(how: str, x: str) -> str:
        return f"CAST({how.format(f'median({x})')} AS INTEGER)"

    exprs = [rounded("trunc({})", x) for x in ("salary + id", "id - salary")]
    exprs += [rounded(how, x) for _, how in MEDIAN_ROUNDINGS for x in ("salary + id", "id - salary")]
    return f"SELECT dept, {', '.join(exprs)} FROM emp GROUP BY dept"


SETS_2 = [[0], [1]]
SETS_3 = [[0, 1], [0], []]
SETS_CUBE = [[0, 1], [0], [1], []]
SETS_REORDERED = [[1], [1, 0], []]

CASES = [
    CaseDef(
        AREA,
        "no_grouping",
        "SELECT COUNT(*), SUM(salary), MIN(salary), MAX(bonus), COUNT(bonus) FROM emp",
        (EMP,),
        _no_grouping,
        description="measures only: all rows fold into one",
    ),
    CaseDef(
        AREA,
        "no_grouping_empty_input",
        "SELECT COUNT(*), SUM(salary) FROM emp WHERE id > 1000",
        (EMP,),
        _no_grouping_empty,
        description="no grouping over an empty input still yields one row (count 0, sum null)",
    ),
    CaseDef(
        AREA,
        "group_by",
        "SELECT dept, SUM(salary), COUNT(salary), COUNT(*) FROM emp GROUP BY dept",
        (EMP,),
        _group_by,
        description="one grouping set; null keys form their own group",
    ),
    CaseDef(
        AREA,
        "group_by_two_keys",
        "SELECT dept, grade, MAX(salary) FROM emp GROUP BY dept, grade",
        (EMP,),
        _group_by_two,
    ),
    CaseDef(
        AREA,
        "grouping_only",
        "SELECT grade FROM emp GROUP BY grade",
        (EMP,),
        _grouping_only,
        description="grouping expressions without measures",
    ),
    CaseDef(
        AREA,
        "grouping_sets_two",
        _sets_sql(SETS_2),
        (EMP,),
        _sets(SETS_2),
        description="two grouping sets ((dept), (grade)) with the i32 grouping set index column",
    ),
    CaseDef(
        AREA,
        "grouping_sets_rollup",
        _sets_sql(SETS_3),
        (EMP,),
        _sets(SETS_3),
        description="three grouping sets ((dept, grade), (dept), ()) with the index column",
    ),
    CaseDef(
        AREA,
        "grouping_sets_rollup_empty_input",
        _sets_sql(SETS_3).replace(" FROM emp ", " FROM emp WHERE id > 1000 "),
        (EMP,),
        _rollup_empty_input,
        description="the empty grouping set over an empty input still yields its one row (count 0)",
    ),
    CaseDef(
        AREA,
        "grouping_sets_cube",
        _sets_sql(SETS_CUBE),
        (EMP,),
        _sets(SETS_CUBE),
        description="four grouping sets (a cube) with the index column",
    ),
    CaseDef(
        AREA,
        "grouping_sets_measure_filter",
        _sets_sql(SETS_2, with_filter=True),
        (EMP,),
        _sets(SETS_2, with_filter=True),
        description="grouping sets with a filtered measure",
    ),
    CaseDef(
        AREA,
        "grouping_sets_reordered",
        _sets_sql(SETS_REORDERED),
        (EMP,),
        _sets(SETS_REORDERED),
        description="grouping sets listing the keys in another order than the grouping expressions",
    ),
    CaseDef(
        AREA,
        "grouping_sets_measure_of_key",
        "SELECT bonus, COUNT(bonus), SUM(bonus), CAST(CASE GROUPING(bonus) WHEN 0 THEN 0 WHEN 1 THEN 1 END "
        "AS INTEGER) FROM emp GROUP BY GROUPING SETS ((bonus), ())",
        (EMP,),
        _sets_measure_of_key,
        description="measures over a grouping key see its values, also in the set that leaves the key out",
    ),
    CaseDef(
        AREA,
        "grouping_sets_repeated",
        "SELECT dept, COUNT(*), 0::INTEGER FROM emp GROUP BY dept UNION ALL "
        "SELECT dept, COUNT(*), 1::INTEGER FROM emp GROUP BY dept UNION ALL "
        "SELECT NULL, COUNT(*), 2::INTEGER FROM emp",
        (EMP,),
        _sets_repeated,
        description="a grouping set given twice yields its groups twice, each with its own set index",
    ),
    CaseDef(
        AREA,
        "measure_filter",
        "SELECT dept, SUM(salary) FILTER (WHERE salary >= 70), COUNT(*) FILTER (WHERE bonus > 0), "
        "SUM(salary) FROM emp GROUP BY dept",
        (EMP,),
        _measure_filter,
        description="measures with filters next to an unfiltered one",
    ),
    CaseDef(
        AREA,
        "measure_filter_no_grouping",
        "SELECT COUNT(*) FILTER (WHERE dept = 'eng'), MAX(score) FILTER (WHERE dept = 'eng') FROM emp",
        (EMP,),
        _measure_filter_no_grouping,
    ),
    CaseDef(
        AREA,
        "distinct_measures",
        "SELECT COUNT(DISTINCT dept), SUM(DISTINCT salary), SUM(salary) FROM emp",
        (EMP,),
        _distinct,
        description="DISTINCT and ALL invocations side by side",
    ),
    CaseDef(
        AREA,
        "distinct_grouped",
        "SELECT dept, COUNT(DISTINCT salary), COUNT(salary) FROM emp GROUP BY dept",
        (EMP,),
        _distinct_grouped,
    ),
    CaseDef(
        AREA,
        "distinct_with_filter",
        "SELECT COUNT(DISTINCT salary) FILTER (WHERE grade = 'a') FROM emp",
        (EMP,),
        _distinct_filter,
    ),
    CaseDef(
        AREA,
        "emit",
        "SELECT MIN(id), dept FROM emp GROUP BY dept",
        (EMP,),
        _emit,
        description="emit reorders and drops aggregate outputs",
    ),
    CaseDef(
        AREA,
        "group_by_expression",
        "SELECT CAST(TRUNC(salary / 50) * 50 AS INTEGER), COUNT(*) FROM emp GROUP BY 1",
        (EMP,),
        _group_by_expression,
        description="grouping on a computed expression (integer division truncates)",
    ),
    CaseDef(
        AREA,
        "median_of_integers",
        _median_of_integers_sql(),
        (EMP,),
        _median_of_integers,
        description="the median of i32 values is an i32: the mean of the middle two rounded as option "
        "rounding says (toward zero when it says nothing), exactly",
    ),
]
