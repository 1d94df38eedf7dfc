"""Fetch (offset only, count only, both, count 0, offset past the end) and sort (every direction and null
order, several keys), plus filter/project/emit basics (the spec's logical relations)."""

from __future__ import annotations

from collections.abc import Callable

from ..builders import PlanBuilder, R
from ..golden import Built, CaseDef
from ._common import EMP, col, read

ID, DEPT, GRADE, SALARY, BONUS, SCORE = range(6)
NAMES = [n for n, _ in EMP.columns]


def _by_id(pb: PlanBuilder) -> R:
    e = read(pb, EMP)
    return pb.sort(e, [(col(pb, e, ID), "asc_nulls_last")])


def _fetch(offset: int | None, count: int | None) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        return Built(pb.fetch(_by_id(pb), offset=offset, count=count), NAMES)

    return build


def _sort(keys: list[tuple[int, str]]) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        e = read(pb, EMP)
        return Built(pb.sort(e, [(col(pb, e, i), d) for i, d in keys]), NAMES)

    return build


def _sql_dir(d: str) -> str:
    a, _, n = d.partition("_nulls_")
    return f"{a.upper()} NULLS {n.upper()}"


def _sort_sql(keys: list[tuple[int, str]]) -> str:
    return "SELECT * FROM emp ORDER BY " + ", ".join(f"{NAMES[i]} {_sql_dir(d)}" for i, d in keys)


def _filter(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    cond = pb.call(
        "or",
        pb.call("gt", col(pb, e, SALARY), pb.lit(75, "i32")),
        pb.call("is_null", col(pb, e, DEPT)),
    )
    return Built(pb.filter(e, cond), NAMES)


def _filter_null_condition(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    return Built(pb.filter(e, pb.call("gt", col(pb, e, BONUS), pb.lit(4, "i32"))), NAMES)


def _project(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    total = pb.call("add", col(pb, e, SALARY), col(pb, e, BONUS))
    neg = pb.call("negate", col(pb, e, ID))
    return Built(pb.project(e, [total, neg]), [*NAMES, "total", "neg_id"])


def _project_emit(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    total = pb.call("add", col(pb, e, SALARY), col(pb, e, BONUS))
    return Built(pb.project(e, [total], emit=[6, 0, 6]), ["total", "id", "total_again"])


def _project_chain(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    p1 = pb.select(e, [col(pb, e, ID), pb.call("multiply", col(pb, e, SALARY), pb.lit(2, "i32"))])
    p2 = pb.select(p1, [pb.call("subtract", pb.field(1, p1.types), pb.field(0, p1.types))])
    return Built(p2, ["x"])


def _topn(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    s = pb.sort(e, [(col(pb, e, SALARY), "desc_nulls_last"), (col(pb, e, ID), "asc_nulls_last")])
    return Built(pb.fetch(pb.select(s, [col(pb, s, ID), col(pb, s, SALARY)]), count=3), ["id", "salary"])


AREA_F = "fetch"
AREA_S = "sort"
AREA_P = "project_filter"
BASE = "SELECT * FROM emp ORDER BY id"

CASES = [
    CaseDef(AREA_F, "offset_only", f"{BASE} OFFSET 3", (EMP,), _fetch(3, None), ordered=True),
    CaseDef(AREA_F, "count_only", f"{BASE} LIMIT 2", (EMP,), _fetch(None, 2), ordered=True),
    CaseDef(AREA_F, "offset_and_count", f"{BASE} LIMIT 3 OFFSET 2", (EMP,), _fetch(2, 3), ordered=True),
    CaseDef(AREA_F, "count_zero", f"{BASE} LIMIT 0", (EMP,), _fetch(None, 0), ordered=True),
    CaseDef(AREA_F, "offset_past_end", f"{BASE} OFFSET 20", (EMP,), _fetch(20, None), ordered=True),
    CaseDef(AREA_F, "count_past_end", f"{BASE} LIMIT 5 OFFSET 6", (EMP,), _fetch(6, 5), ordered=True),
    CaseDef(
        AREA_F,
        "top_n_after_project",
        "SELECT id, salary FROM emp ORDER BY salary DESC NULLS LAST, id LIMIT 3",
        (EMP,),
        _topn,
        ordered=True,
        description="sort, project, then fetch: the order survives the projection",
    ),
]
for _d in ("asc_nulls_first", "asc_nulls_last", "desc_nulls_first", "desc_nulls_last"):
    CASES.append(
        CaseDef(AREA_S, f"score_{_d}", _sort_sql([(SCORE, _d)]), (EMP,), _sort([(SCORE, _d)]), ordered=True)
    )
for _name, _keys in (
    ("two_keys_mixed", [(DEPT, "asc_nulls_last"), (SALARY, "desc_nulls_first"), (ID, "asc_nulls_first")]),
    (
        "two_keys_nulls_first",
        [(GRADE, "desc_nulls_first"), (BONUS, "asc_nulls_first"), (ID, "desc_nulls_last")],
    ),
    ("string_key", [(DEPT, "desc_nulls_last"), (ID, "asc_nulls_last")]),
):
    CASES.append(CaseDef(AREA_S, _name, _sort_sql(_keys), (EMP,), _sort(_keys), ordered=True))
CASES += [
    CaseDef(
        AREA_P,
        "filter_or_null",
        "SELECT * FROM emp WHERE salary > 75 OR dept IS NULL",
        (EMP,),
        _filter,
    ),
    CaseDef(
        AREA_P,
        "filter_drops_null_condition",
        "SELECT * FROM emp WHERE bonus > 4",
        (EMP,),
        _filter_null_condition,
        description="rows whose condition is null are dropped",
    ),
    CaseDef(
        AREA_P,
        "project_appends",
        "SELECT *, salary + bonus, -id FROM emp",
        (EMP,),
        _project,
        description="a project outputs its input followed by the new expressions",
    ),
    CaseDef(
        AREA_P,
        "project_emit_repeats",
        "SELECT salary + bonus, id, salary + bonus FROM emp",
        (EMP,),
        _project_emit,
        description="emit may repeat a field; duplicate names are legal only at the edge, here distinct",
    ),
    CaseDef(
        AREA_P,
        "project_chain",
        "SELECT salary * 2 - id FROM emp",
        (EMP,),
        _project_chain,
    ),
]
