"""Join relation: every join type of the proto, post-join filters, non-equi conditions, emit, and the cross
product (the spec's logical relations, "Join Operation"; join-type table of the spec for
semi/anti/single/mark).

Mark joins: the mark is true when some partner satisfies the condition, null when none does but the
condition is null for some partner, false otherwise; the expected SQL states exactly that with EXISTS.
Single joins use inputs where every row has at most one partner, so both valid semantics of the spec agree.
"""

from __future__ import annotations

from collections.abc import Callable

from ..builders import Ex, PlanBuilder, R
from ..golden import Built, CaseDef
from ._common import EMP, LU, R_TABLE, RU, L, TableSpec, both, read

AREA = "join"


def _eq(pb: PlanBuilder, left: R, right: R) -> Ex:
    return pb.call("equal", both(pb, left, right, 0), both(pb, left, right, len(left.types)))


def _join(
    how: str,
    *,
    lt: TableSpec = L,
    rt: TableSpec = R_TABLE,
    cond: Callable[[PlanBuilder, R, R], Ex] = _eq,
    post: Callable[[PlanBuilder, R, R, list], Ex] | None = None,
    names: list[str] | None = None,
    emit: list[int] | None = None,
) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        left, right = read(pb, lt), read(pb, rt)
        probe = pb.join(left, right, cond(pb, left, right), how)
        pf = post(pb, left, right, probe.types) if post is not None else None
        j = pb.join(left, right, cond(pb, left, right), how, post_join_filter=pf, emit=emit)
        default = {
            "left_semi": ["k", "lv"],
            "left_anti": ["k", "lv"],
            "right_semi": ["k", "rv"],
            "right_anti": ["k", "rv"],
            "left_mark": ["k", "lv", "mark"],
            "right_mark": ["k", "rv", "mark"],
        }.get(how, ["lk", "lv", "rk", "rv"])
        return Built(j, names or default)

    return build


def _mark_sql(outer: str, inner: str, cond: str, cols: str) -> str:
    return (
        f"SELECT {cols}, CASE WHEN EXISTS (SELECT 1 FROM {inner} WHERE {cond}) THEN TRUE "
        f"WHEN EXISTS (SELECT 1 FROM {inner} WHERE ({cond}) IS NULL) THEN NULL ELSE FALSE END FROM {outer}"
    )


def _nonequi(pb: PlanBuilder, left: R, right: R) -> Ex:
    return pb.call("lt", both(pb, left, right, 0), both(pb, left, right, 2))


def _eq_and_not_b(pb: PlanBuilder, left: R, right: R) -> Ex:
    return pb.call(
        "and",
        _eq(pb, left, right),
        pb.call("not_equal", both(pb, left, right, 3), pb.lit("r2b", "string")),
    )


def _post_rv_not_null(pb: PlanBuilder, left: R, right: R, types: list) -> Ex:
    return pb.call("is_not_null", pb.field(3, types))


def _post_lv_ne(pb: PlanBuilder, left: R, right: R, types: list) -> Ex:
    return pb.call("not_equal", pb.field(1, types), pb.lit("l2", "string"))


def _post_partner_not_r1(pb: PlanBuilder, left: R, right: R, _types: list) -> Ex:
    """``r.rv <> 'r1'`` over the join's inputs (left, then right), whatever the join outputs."""
    return pb.call("not_equal", both(pb, left, right, 3), pb.lit("r1", "string"))


def _cross(pb: PlanBuilder) -> Built:
    left = read(pb, LU)
    right = pb.filter(read(pb, RU), pb.call("is_not_null", pb.field(0, read(pb, RU).types)))
    return Built(pb.cross(left, right), ["lk", "lv", "rk", "rv"])


def _null_safe_key(pb: PlanBuilder, left: R, right: R) -> Ex:
    a, b = both(pb, left, right, 0), both(pb, left, right, 2)
    return pb.call(
        "or",
        pb.call("equal", a, b),
        pb.call("and", pb.call("is_null", a), pb.call("is_null", b)),
    )


def _mark_filtered(pb: PlanBuilder, empty: bool = False) -> Built:
    left = read(pb, L)
    rr = read(pb, R_TABLE)
    key = pb.field(0, rr.types)
    cond = pb.call("gt", key, pb.lit(100, "i32")) if empty else pb.call("is_not_null", key)
    right = pb.filter(rr, cond)
    j = pb.join(left, right, _eq(pb, left, right), "left_mark")
    return Built(j, ["k", "lv", "mark"])


def _mark_required_keys(pb: PlanBuilder) -> Built:
    outer = read(pb, EMP)
    scan = read(pb, EMP)
    inner = pb.filter(scan, pb.call("gt", pb.field(3, scan.types), pb.lit(60, "i32")))
    key = pb.call("equal", pb.field(0, outer.types + inner.types), pb.field(6, outer.types + inner.types))
    j = pb.join(outer, inner, key, "left_mark")
    return Built(j, [name for name, _ in EMP.columns] + ["mark"])


T = (L, R_TABLE)
EQ = "l.k = r.k"

CASES = [
    CaseDef(AREA, "inner", f"SELECT * FROM l JOIN r ON {EQ}", T, _join("inner")),
    CaseDef(AREA, "outer", f"SELECT * FROM l FULL OUTER JOIN r ON {EQ}", T, _join("outer")),
    CaseDef(AREA, "left", f"SELECT * FROM l LEFT JOIN r ON {EQ}", T, _join("left")),
    CaseDef(AREA, "right", f"SELECT * FROM l RIGHT JOIN r ON {EQ}", T, _join("right")),
    CaseDef(
        AREA,
        "left_semi",
        f"SELECT * FROM l WHERE EXISTS (SELECT 1 FROM r WHERE {EQ})",
        T,
        _join("left_semi"),
        description="left rows with a partner; duplicates on the right do not multiply them",
    ),
    CaseDef(
        AREA,
        "right_semi",
        f"SELECT * FROM r WHERE EXISTS (SELECT 1 FROM l WHERE {EQ})",
        T,
        _join("right_semi"),
        description="right rows with a partner on the left",
    ),
    CaseDef(
        AREA,
        "left_anti",
        f"SELECT * FROM l WHERE NOT EXISTS (SELECT 1 FROM r WHERE {EQ})",
        T,
        _join("left_anti"),
        description="left rows without a partner (a null key never has one)",
    ),
    CaseDef(
        AREA,
        "right_anti",
        f"SELECT * FROM r WHERE NOT EXISTS (SELECT 1 FROM l WHERE {EQ})",
        T,
        _join("right_anti"),
    ),
    CaseDef(
        AREA,
        "left_semi_post_join_filter",
        f"SELECT * FROM l WHERE EXISTS (SELECT 1 FROM r WHERE {EQ} AND r.rv <> 'r1')",
        T,
        _join("left_semi", post=_post_partner_not_r1),
        description="a semi join's post-join filter reads the right input: it decides the partners",
    ),
    CaseDef(
        AREA,
        "left_anti_post_join_filter",
        f"SELECT * FROM l WHERE NOT EXISTS (SELECT 1 FROM r WHERE {EQ} AND r.rv <> 'r1')",
        T,
        _join("left_anti", post=_post_partner_not_r1),
        description="an anti join's post-join filter reads the right input: it decides the partners",
    ),
    CaseDef(
        AREA,
        "left_single",
        "SELECT * FROM l LEFT JOIN ru ON l.k = ru.k",
        (L, RU),
        _join("left_single", lt=L, rt=RU),
        description="every left row with its at most one partner (nulls when none)",
    ),
    CaseDef(
        AREA,
        "right_single",
        "SELECT * FROM lu RIGHT JOIN r ON lu.k = r.k",
        (LU, R_TABLE),
        _join("right_single", lt=LU, rt=R_TABLE),
        description="every right row with its at most one left partner",
    ),
    CaseDef(
        AREA,
        "left_mark",
        _mark_sql("l", "r", EQ, "l.k, l.lv"),
        T,
        _join("left_mark"),
        description="mark: true with a partner; null when the condition is null for some right row "
        "(r has a null key, l.k null); false otherwise",
    ),
    CaseDef(
        AREA,
        "right_mark",
        _mark_sql("r", "l", EQ, "r.k, r.rv"),
        T,
        _join("right_mark"),
    ),
    CaseDef(
        AREA,
        "left_mark_no_nulls_inside",
        _mark_sql("l", "(SELECT * FROM r WHERE k IS NOT NULL) r", EQ, "l.k, l.lv"),
        (L, R_TABLE),
        _mark_filtered,
        description="mark join whose right side has no null key: only a null left key gives a null mark",
    ),
    CaseDef(
        AREA,
        "left_mark_empty_right",
        _mark_sql("l", "(SELECT * FROM r WHERE k > 100) r", EQ, "l.k, l.lv"),
        (L, R_TABLE),
        lambda pb: _mark_filtered(pb, empty=True),
        description="mark join against an empty right side: every mark is false, even for a null key",
    ),
    CaseDef(
        AREA,
        "left_mark_non_equi",
        _mark_sql("l", "r", "l.k < r.k", "l.k, l.lv"),
        T,
        _join("left_mark", cond=_nonequi),
        description="mark join on a condition that is not an equality (no equi-join: computed on the "
        "distinct left rows)",
    ),
    CaseDef(
        AREA,
        "left_mark_compound_condition",
        _mark_sql("l", "r", f"{EQ} AND r.rv <> 'r2b'", "l.k, l.lv"),
        T,
        _join("left_mark", cond=_eq_and_not_b),
        description="mark join on an equality and a second comparison",
    ),
    CaseDef(
        AREA,
        "left_mark_required_keys",
        _mark_sql("emp e", "(SELECT * FROM emp WHERE salary > 60) f", "e.id = f.id", "e.*"),
        (EMP,),
        _mark_required_keys,
        description="mark join on keys that cannot be null: every mark is true or false",
    ),
    CaseDef(
        AREA,
        "inner_post_join_filter",
        f"SELECT * FROM l JOIN r ON {EQ} WHERE r.rv IS NOT NULL AND l.lv <> 'l2'",
        T,
        _join(
            "inner",
            post=lambda pb, lft, rgt, ty: pb.call(
                "and", _post_rv_not_null(pb, lft, rgt, ty), _post_lv_ne(pb, lft, rgt, ty)
            ),
        ),
        description="post-join filter applied to the joined rows",
    ),
    CaseDef(
        AREA,
        "left_post_join_filter",
        f"SELECT * FROM (SELECT * FROM l LEFT JOIN r ON {EQ}) WHERE rv IS NOT NULL",
        T,
        _join("left", post=_post_rv_not_null),
        description="a post-join filter on a left join runs after the null-extension (drops unmatched)",
    ),
    CaseDef(
        AREA,
        "left_non_equi",
        "SELECT * FROM l LEFT JOIN r ON l.k < r.k",
        T,
        _join("left", cond=_nonequi),
        description="a join condition that is not an equality",
    ),
    CaseDef(
        AREA,
        "outer_compound_condition",
        f"SELECT * FROM l FULL OUTER JOIN r ON {EQ} AND r.rv <> 'r2b'",
        T,
        _join("outer", cond=_eq_and_not_b),
    ),
    CaseDef(
        AREA,
        "inner_null_safe",
        "SELECT * FROM l JOIN r ON l.k IS NOT DISTINCT FROM r.k",
        T,
        _join("inner", cond=_null_safe_key),
        description="a condition that matches null keys (a = b OR both null)",
    ),
    CaseDef(
        AREA,
        "inner_emit",
        f"SELECT r.rv, l.lv FROM l JOIN r ON {EQ}",
        T,
        _join("inner", emit=[3, 1], names=["rv", "lv"]),
        description="emit on the join reorders and drops columns",
    ),
    CaseDef(
        AREA,
        "cross",
        "SELECT * FROM lu CROSS JOIN (SELECT * FROM ru WHERE k IS NOT NULL)",
        (LU, RU),
        _cross,
        description="cross product",
    ),
]
