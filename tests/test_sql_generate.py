"""The SQL generator without a JVM: literal spelling, parameters, clause merging, computing once, cutting
deep expressions. What the text means on Spark is tested in ``test_session_independence.py``."""

from __future__ import annotations

import decimal
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pyspark.sql import types as T

from spark_consumer import functions as fn
from spark_consumer.sql.generate import HARD_DEPTH, MAX_DEPTH, SqlGenerator, generate, plain_string, sql_type
from spark_consumer.sql.tree import (
    Aggregate,
    Call,
    Col,
    Expr,
    Filter,
    Join,
    Let,
    Limit,
    Lit,
    Op,
    Project,
    Query,
    SetOp,
    Sort,
    SortKey,
    Source,
    SubqueryExpr,
    WithinGroup,
    call,
    children,
    same,
    when,
)
from substrait_py.errors import UnsupportedFeatureError

SRC = Source("src1", ("a", "b"))
BASE = Project(SRC, ((Col("a"), "_c1_0"), (Col("b"), "_c1_1")))
A, B = Col("_c1_0"), Col("_c1_1")
DEC38 = T.DecimalType(38, 0)


def _sql(q: Project | Filter) -> str:
    return generate(q).text


# ----------------------------------------------------------------------------------------- literals


@settings(max_examples=300)
@given(st.text())
def test_a_string_is_inline_only_when_no_setting_can_change_it(value: str) -> None:
    text = generate(Project(BASE, ((Lit(value, T.StringType()), "_c2_0"),))).text
    inline = f"'{value}'" in text
    assert inline == plain_string(value)
    if not inline:
        assert f"CAST(X'{value.encode().hex().upper()}' AS STRING)" in text
    # whatever the value, the text holds nothing variable substitution or escape processing reads
    assert "${" not in text and "\\" not in text


@pytest.mark.parametrize(
    "value",
    [
        "it's",
        "a\\b",
        "${env:HOME}",
        "${spark.app.name}",
        "x -- y",
        "/* c */",
        "a\nb",
        "\x00",
        "😀",
        "{x}",
        "`",
    ],
)
def test_strings_a_parser_could_read_are_parameters(value: str) -> None:
    assert not plain_string(value)


def test_plain_strings_stay_inline() -> None:
    for value in ("", "abc", "2024-01-01", "A_B c.d", "(x)", "a%b"):
        assert plain_string(value)


@pytest.mark.parametrize(
    ("value", "dt", "expected"),
    [
        (5, T.IntegerType(), "5"),
        (-5, T.IntegerType(), "(-5)"),
        (5, T.LongType(), "5L"),
        (5, T.ShortType(), "5S"),
        (5, T.ByteType(), "5Y"),
        (1.5, T.DoubleType(), "1.5D"),
        (1e100, T.DoubleType(), "1E100D"),
        (float("nan"), T.DoubleType(), "CAST('NaN' AS DOUBLE)"),
        (decimal.Decimal("-1.50"), T.DecimalType(5, 2), "CAST((-1.50BD) AS DECIMAL(5,2))"),
        (b"\x01\xff", T.BinaryType(), "X'01FF'"),
        (18262, T.DateType(), "DATE '2020-01-01'"),
        (-719162, T.DateType(), "DATE '0001-01-01'"),
        (2932896, T.DateType(), "DATE '9999-12-31'"),
        (-719163, T.DateType(), "`date_from_unix_date`(-719163)"),  # year 0: no ISO date of four digits
        (2932897, T.DateType(), "`date_from_unix_date`(2932897)"),
        (1, T.TimestampType(), "`timestamp_micros`(1L)"),
        (None, T.TimestampType(), "CAST(NULL AS TIMESTAMP_LTZ)"),
    ],
)
def test_literal_spelling(value: object, dt: T.DataType, expected: str) -> None:
    assert SqlGenerator().literal(value, dt) == expected


def test_timestamp_ntz_literals_are_exact_beyond_year_9999() -> None:
    # 10000-01-01 00:00:00.000001 is 253402300800000001 microseconds after the epoch
    text = SqlGenerator().literal(253402300800000001, T.TimestampNTZType())
    assert text == "`make_timestamp_ntz`(10000, 1, 1, 0, 0, CAST(0.000001BD AS DECIMAL(16,6)))"


def test_types_are_spelled_without_setting_dependent_names() -> None:
    assert sql_type(T.TimestampType()) == "TIMESTAMP_LTZ"
    assert sql_type(T.TimestampNTZType()) == "TIMESTAMP_NTZ"
    with pytest.raises(ValueError, match="internal names"):
        sql_type(T.StructType([T.StructField("user name", T.IntegerType())]))


# ----------------------------------------------------------------------------------------- structure


def test_filters_extend_one_select_and_a_projection_over_them_too() -> None:
    q = Project(BASE.filter(A > 1).filter(B == "x"), ((A + 1, "_c2_0"),))
    text = _sql(q)
    # the read's renaming projection is merged too: one SELECT ... WHERE ... AND ...
    assert text.count("SELECT") == 1
    assert text.endswith("WHERE `a` > 1 AND `b` = 'x'")


def test_two_equal_volatile_filters_are_two_filters() -> None:
    draw = call("rand") < 0.5
    text = _sql(Project(BASE.filter(draw).filter(call("rand") < 0.5), ((A, "_c2_0"),)))
    assert text.count("`rand`()") == 2
    # a deterministic condition repeated by a filter above (DataFusion writes both) is applied once
    text = _sql(Project(BASE.filter(A > 1).filter(A > 1), ((A, "_c2_0"),)))
    assert text.count("`a` > 1") == 1


def test_same_is_structural_and_never_holds_for_volatile_expressions() -> None:
    assert same(A + 1, Col("_c1_0") + 1)
    assert not same(A + 1, A + 2)
    r = call("rand")
    assert not same(r, r)


def test_left_deep_joins_are_one_from_chain() -> None:
    j = Join(BASE, Source("src2", ("c",)), "inner", A == Col("c"))
    j = Join(j, Source("src3", ("d",)), "left", Col("c") == Col("d"))
    text = _sql(Project(j, ((Col("d"), "_x"),)))
    assert re.search(r"JOIN \{src2\} ON .* LEFT OUTER JOIN \{src3\} ON", text)
    # the renaming projection of the first input moves above the joins: one SELECT
    assert text.count("SELECT") == 1


LEFT_T, RIGHT_T = Source("src1", ("a", "b")), Source("src2", ("c", "d"))


def _filtered_join(kind: str, left_cond: Expr | None = None, right: Source = RIGHT_T) -> str:
    left_in = LEFT_T.filter(left_cond if left_cond is not None else Col("a") > 1)
    right_in = right.filter(Col("d") == "x")
    j = Join(left_in, right_in, kind, Col("a") == Col(right.columns[0]))
    return _sql(Project(j, ((Col("a"), "_o"),)))


@pytest.mark.parametrize(
    ("kind", "on", "where"),
    [
        ("inner", "`a` = `c`", "`a` > 1 AND `d` = 'x'"),
        ("left", "`a` = `c` AND `d` = 'x'", "`a` > 1"),
        ("right", "`a` = `c` AND `a` > 1", "`d` = 'x'"),
        ("semi", "`a` = `c` AND `d` = 'x'", "`a` > 1"),
        ("anti", "`a` = `c` AND `d` = 'x'", "`a` > 1"),
    ],
)
def test_the_filters_of_join_inputs_apply_above_the_join_or_in_its_condition(
    kind: str, on: str, where: str
) -> None:
    # a filter moves where it keeps the join's meaning: above it when each output row carries its input
    # row unchanged, into its condition for the null-padded side of an outer join and the right side
    # of a semi or anti join; the inputs are then tables, not derived tables
    text = _filtered_join(kind)
    assert text.count("SELECT") == 1, text
    assert f" ON {on}" in text
    assert text.endswith(f"WHERE {where}")


def test_filters_of_full_join_inputs_stay_with_their_inputs() -> None:
    assert _filtered_join("full").count("SELECT") == 3


def test_volatile_or_name_sharing_join_input_filters_stay_with_their_inputs() -> None:
    draw = call("rand") < 0.5
    assert _filtered_join("inner", left_cond=draw).count("SELECT") == 2
    # the inputs share a column name, so a condition moved out of its input could read the other's
    assert _filtered_join("inner", right=Source("src2", ("a", "d"))).count("SELECT") == 3


def test_a_join_input_filter_that_needs_preparing_stays_out_of_the_join_condition() -> None:
    big = Col("d").cast(DEC38) + 3 + 4 + 5 + 6
    checked = Let.of(big, lambda v: when(v.is_null() | (v > 0), v).else_(call("raise_error", "overflow")))
    right_in = RIGHT_T.filter(checked > 1)
    j = Join(LEFT_T, right_in, "left", Col("a") == Col("c"))
    text = _sql(Project(j, ((Col("a"), "_o"),)))
    # the checked value is computed once below the filter, in the right input's own derived table
    assert "LEFT OUTER JOIN (" in text
    assert text.count("CAST(`d` AS DECIMAL(38,0)) + 3") == 1


def test_a_join_input_filter_repeated_above_it_is_applied_once() -> None:
    right_in = RIGHT_T.filter(Col("d") == "x").filter(Col("d") == "x")
    text = _sql(Project(Join(LEFT_T, right_in, "semi", Col("a") == Col("c")), ((Col("a"), "_o"),)))
    assert text.count("`d` = 'x'") == 1


LONG, INT = T.LongType(), T.IntegerType()
#: Tables whose columns carry their Spark types (a key's type decides whether a semi join is a predicate).
TYPED_LEFT = Project(Source("src1", ("a", "b")), ((Col("a", dtype=LONG), "a"), (Col("b"), "b")))
TYPED_RIGHT = Source("src2", ("c", "d"))


def _semi(condition: Expr, right: Query | None = None, kind: str = "semi") -> str:
    right = right if right is not None else Filter(TYPED_RIGHT, Col("d") == "x")
    return _sql(Project(Join(TYPED_LEFT, right, kind, condition), ((Col("a"), "_o"),)))


def test_a_semi_join_on_one_key_with_a_filtered_table_is_an_in_predicate() -> None:
    # written as a predicate, the restriction is one Spark's optimiser carries through the equalities of
    # the joins above (TPC-H q20); the right input's filter becomes the subquery's WHERE
    # the keys' IS NOT NULL is what Spark infers from a join's equality, and not from the predicate
    text = _semi(Col("a", dtype=LONG) == Col("c", dtype=LONG))
    assert "SEMI JOIN" not in text
    assert text == (
        "SELECT `a` AS _o FROM {src1} WHERE `a` IS NOT NULL AND `a` IN "
        "(SELECT `c` FROM {src2} WHERE `c` IS NOT NULL AND `d` = 'x')"
    )
    # the key may be an expression of the left input; the condition may hold more terms on the right
    key = Col("a", dtype=LONG) + Lit(1, LONG)
    assert key.dtype == LONG
    text = _semi(Op("AND", (key == Col("c", dtype=LONG), Col("d") > "a")))
    assert text.endswith(
        "WHERE `a` + 1L IS NOT NULL AND `a` + 1L IN "
        "(SELECT `c` FROM {src2} WHERE `c` IS NOT NULL AND `d` > 'a' AND `d` = 'x')"
    )


@pytest.mark.parametrize(
    ("condition", "right", "kind"),
    [
        # an anti join is not NOT IN: that one is null when the key is null or the right input holds a null
        (Col("a", dtype=LONG) == Col("c", dtype=LONG), None, "anti"),
        # a key of another type: IN and = would convert the two sides by different rules
        (Col("a", dtype=LONG) == Col("c", dtype=INT), None, "semi"),
        (Col("a", dtype=LONG) == Col("c"), None, "semi"),
        # two keys, a null-safe key, a condition on both inputs, a volatile condition
        (
            Op("AND", (Col("a", dtype=LONG) == Col("c", dtype=LONG), Col("b") == Col("d"))),
            None,
            "semi",
        ),
        (Col("a", dtype=LONG).null_safe_eq(Col("c", dtype=LONG)), None, "semi"),
        (Op("AND", (Col("a", dtype=LONG) == Col("c", dtype=LONG), Col("b") < Col("d"))), None, "semi"),
        (Op("AND", (Col("a", dtype=LONG) == Col("c", dtype=LONG), call("rand") < 0.5)), None, "semi"),
        # the right input is an aggregate, or a table without a filter: Spark would compute or scan it
        # once more for every place it carries the predicate to
        (
            Col("a", dtype=LONG) == Col("c", dtype=LONG),
            Aggregate(TYPED_RIGHT, ((Col("c", dtype=LONG), "c"),), ((call("count", Col("d")), "n"),)),
            "semi",
        ),
        (Col("a", dtype=LONG) == Col("c", dtype=LONG), TYPED_RIGHT, "semi"),
    ],
)
def test_other_semi_joins_stay_joins(condition: Expr, right: Query | None, kind: str) -> None:
    text = _semi(condition, right, kind)
    assert f"LEFT {kind.upper()} JOIN" in text
    assert " IN (" not in text


def test_an_in_predicate_over_a_table_moves_above_the_joins_around_it() -> None:
    # the predicate reads nothing but tables, so it goes with the other filters of a chain of joins
    semi = Join(
        TYPED_LEFT, Filter(TYPED_RIGHT, Col("d") == "x"), "semi", Col("a", dtype=LONG) == Col("c", dtype=LONG)
    )
    third = Source("src3", ("e", "f"))
    text = _sql(Project(Join(semi, third, "inner", Col("a") == Col("e")), ((Col("f"), "_o"),)))
    assert text == (
        "SELECT `f` AS _o FROM {src1} JOIN {src3} ON `a` = `e` WHERE `a` IS NOT NULL AND `a` IN "
        "(SELECT `c` FROM {src2} WHERE `c` IS NOT NULL AND `d` = 'x')"
    )
    # but never into a join's condition (Spark refuses most subqueries there)
    text = _sql(Project(Join(third, semi, "left", Col("a") == Col("e")), ((Col("f"), "_o"),)))
    assert "LEFT OUTER JOIN (" in text
    assert "ON `a` = `e`" in text.split(") AS ")[-1]


def test_a_renaming_projection_over_a_sorted_aggregate_becomes_its_select_list() -> None:
    agg = Aggregate(BASE, ((A, "_c2_0"),), ((call("sum", B), "_c2_1"),))
    ordered = Limit(Sort(agg, (SortKey(Col("_c2_1"), False, True),)), 5)
    text = _sql(Project(ordered, ((Col("_c2_1"), "total"), (Col("_c2_0"), "a"))))
    assert text.count("SELECT") == 1
    assert text.startswith("SELECT `sum`(`b`) AS `total`, `a` FROM")
    assert text.endswith("ORDER BY `total` DESC NULLS FIRST LIMIT 5")


def test_an_ordered_aggregate_is_written_within_group() -> None:
    joined = WithinGroup(call("string_agg", B, ","), (SortKey(A, False, False), SortKey(B, True, True)))
    agg = Aggregate(BASE, ((A, "_c2_0"),), ((joined, "_c2_1"),))
    text = _sql(Project(agg, ((Col("_c2_1"), "s"),)))
    assert "`string_agg`(`b`, ',') WITHIN GROUP (ORDER BY `a` DESC NULLS LAST, `b` ASC NULLS FIRST)" in text
    # its keys are among its children: a rename of the input reaches them
    assert [type(k).__name__ for k in children(joined)] == ["Call", "Col", "Col"]


def test_a_value_holding_a_subquery_is_never_bound_by_a_lambda() -> None:
    """Spark refuses a subquery inside a higher-order function: a value that holds one (or reads a value
    that does, repeated where it is read) is repeated, never bound by ``transform``, however large."""
    scalar = SubqueryExpr("scalar", Project(SRC, ((call("max", Col("a")), "_m"),)))
    large = call("coalesce", *[call("abs", scalar) + i for i in range(4)])

    def checked(v: Expr) -> Expr:
        return when(v.is_null(), Lit(0, T.LongType())).when(v > 5, v).else_(v * 2)

    inner = Let.of(large * 3, checked)
    outer = Let.of(scalar, lambda s: when(s > 1, inner).else_(s))
    text = _sql(Filter(BASE, outer > Lit(1, T.LongType())))
    assert "transform" not in text
    assert "SELECT `max`(`a`)" in text


def test_an_ordered_aggregate_next_to_a_measure_computed_above_the_aggregate_stays_whole() -> None:
    """A measure with a ``Let`` is finished in a projection above the aggregate; the ordered aggregate
    beside it is one aggregate call there, its order kept."""
    joined = WithinGroup(call("string_agg", B, ","), (SortKey(A, True, True),))
    checked = Let.of(call("sum", B), lambda v: when(v > 10, v).else_(v * 2))
    agg = Aggregate(BASE, ((A, "_c2_0"),), ((joined, "_c2_1"), (checked, "_c2_2")))
    text = _sql(Project(agg, ((Col("_c2_1"), "s"), (Col("_c2_2"), "t"))))
    assert "`string_agg`(`b`, ',') WITHIN GROUP (ORDER BY `a` ASC NULLS FIRST)" in text
    assert text.count("`sum`(`b`)") == 1


def test_a_sort_on_a_column_the_root_leaves_out_keeps_the_projection_around_it() -> None:
    agg = Aggregate(BASE, ((A, "_c2_0"),), ((call("sum", B), "_c2_1"),))
    ordered = Sort(agg, (SortKey(Col("_c2_1"), False, True),))
    text = _sql(Project(ordered, ((Col("_c2_0"), "a"),)))
    assert text.count("SELECT") == 2
    assert "ORDER BY _c2_1 DESC" in text


def test_a_chain_of_one_set_operation_has_no_nested_parentheses() -> None:
    q: Project | SetOp = BASE
    for i in range(200):
        q = SetOp(
            "union_all", q, Project(Source(f"s{i}", ("x", "y")), ((Col("x"), f"_u{i}"), (Col("y"), f"_v{i}")))
        )
    text = generate(q).text
    assert text.count("UNION ALL") == 200
    assert max(_paren_depth(text)) <= 3


def test_deep_derived_tables_become_common_table_expressions() -> None:
    q: Project | Sort = BASE
    for i in range(200):
        q = Project(Sort(q, (SortKey(Col(q.columns[0])),)), ((Col(q.columns[0]), f"_n{i}"),))
    text = generate(q).text
    assert text.startswith("WITH ")
    assert max(_paren_depth(text)) < 60


def _paren_depth(text: str) -> list[int]:
    depth, out = 0, [0]
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        out.append(depth)
    return out


# --------------------------------------------------------------------------------- computing once


def _guarded_negation(x: Expr) -> Expr:
    """What the consumer builds for a checked i64 negation when ANSI mode is off."""
    c = fn.Call("negate", [x], [], None, ansi=False)
    return fn._range_checked(c, -x.cast(DEC38), "i64")


def test_nested_overflow_checks_grow_linearly() -> None:
    sizes = []
    for depth in (4, 8, 16):
        x: Expr = A
        for _ in range(depth):
            x = _guarded_negation(x)
        sizes.append(len(_sql(Project(BASE, ((x, "_c2_0"),)))))
    assert sizes[2] - sizes[1] < 2.5 * (sizes[1] - sizes[0])
    assert sizes[2] < 16 * 600


def test_eleven_term_checked_sum_renders_small() -> None:
    """``add`` of i64 with overflow ERROR and ANSI off, as the consumer builds it: the checked sum of
    eleven terms stays under 2 KB (each level reads the one below by name)."""
    from spark_consumer.types import make

    i64 = make("i64")
    terms = [Col(f"_c1_{i % 2}", dtype=T.LongType()) for i in range(11)]
    total: object = terms[0]
    for t in terms[1:]:
        c = fn.Call("add", [total, t], [i64, i64], i64, ansi=False)  # type: ignore[list-item]
        total = fn.SCALAR["add"](c).cast(T.LongType())
    assert len(_sql(Project(BASE, ((total, "_c2_0"),)))) < 2000  # type: ignore[arg-type]


def test_a_let_read_once_unconditionally_moves_below() -> None:
    big = A.cast(DEC38) + B.cast(DEC38) * 2 + 3 + 4 + 5
    e = Let.of(big, lambda v: when(v.is_null() | (v > 0), v).else_(call("raise_error", "overflow")))
    text = _sql(Project(BASE, ((e, "_c2_0"),)))
    assert text.count("CAST(`b` AS DECIMAL(38,0)) * 2") == 1
    assert "AS _g1 FROM" in text


def test_a_let_in_a_conditional_branch_is_bound_by_a_lambda() -> None:
    big = A.cast(DEC38) + B.cast(DEC38) * 2 + 3 + 4 + 5
    inner = Let.of(big, lambda v: when(v > 0, v).else_(-v))
    e = when(A > 0, inner).else_(Lit(None, DEC38))
    text = _sql(Project(BASE, ((e, "_c2_0"),)))
    assert "`transform`(`array`(" in text
    assert text.count("CAST(`b` AS DECIMAL(38,0)) * 2") == 1


def test_an_aggregate_measure_with_a_check_computes_the_aggregate_once() -> None:
    c = fn.Call("sum", [A], [], None, ansi=False, options={"overflow": ["ERROR"]})
    measure = fn._agg_overflow(c, call("try_sum", A), A)
    text = _sql(Project(Aggregate(BASE, ((B, "_k"),), ((measure, "_m"),)), ((Col("_m"), "_o"),)))
    assert text.count("`try_sum`(") == 1


# ----------------------------------------------------------------------------------------- depth


def test_parentheses_only_where_precedence_needs_them() -> None:
    e = (A + B) * (A - (B - A)) > 3
    assert SqlGenerator().expr(e) == "(_c1_0 + _c1_1) * (_c1_0 - (_c1_1 - _c1_0)) > 3"
    cond = (A > 1) | (B > 2) & ~(A == B)
    assert SqlGenerator().expr(cond) == "_c1_0 > 1 OR _c1_1 > 2 AND NOT _c1_0 = _c1_1"
    assert SqlGenerator().expr(((A > 1) | (B > 2)) & (A < 5)) == "(_c1_0 > 1 OR _c1_1 > 2) AND _c1_0 < 5"
    assert SqlGenerator().expr((A == B).is_null()) == "(_c1_0 = _c1_1) IS NULL"
    assert SqlGenerator().expr(-(A + 1)) == "- (_c1_0 + 1)"
    # a read's filter and a filter above it are joined with AND: an OR keeps its parentheses
    text = _sql(Project(BASE.filter((A > 1) | (B > 1)).filter(A < 9), ((A, "_c2_0"),)))
    assert "WHERE (`a` > 1 OR `b` > 1) AND `a` < 9" in text


def test_deep_always_evaluated_expressions_are_cut_into_projections() -> None:
    x: Op | Col = A
    for _ in range(2000):
        x = -x
    text = _sql(Project(BASE, ((x, "_c2_0"),)))
    assert max(_paren_depth(text)) < MAX_DEPTH + 30
    assert text.count("SELECT") >= 2000 // MAX_DEPTH


def test_each_cut_of_a_deep_expression_sits_over_a_one_row_generator_and_names_what_passes() -> None:
    """Spark's optimizer merges adjacent projections and so would rebuild the deep expression; a
    generator between the cuts keeps them apart. Each cut passes only the input's columns on (not the
    parts cut below it), so the text grows linearly with the depth."""
    lengths = []
    for terms in (1000, 2000):
        x: Op | Col = A
        for i in range(terms):
            x = x + (B if i % 2 == 0 else A)
        text = _sql(Project(BASE, ((x, "_c2_0"),)))
        cuts = text.count("SELECT") - 1
        assert cuts >= terms // MAX_DEPTH - 1
        assert len(re.findall(r"LATERAL VIEW explode\(array\(0\)\) (_q\d+) AS \1\b", text)) == cuts
        assert max(_paren_depth(text)) < MAX_DEPTH + 30
        lengths.append(len(text))
    assert lengths[1] < 2.2 * lengths[0]


@pytest.mark.parametrize(
    ("left", "right", "same_type"),
    [
        (T.LongType(), T.LongType(), True),
        (T.ByteType(), T.ByteType(), True),
        (T.DoubleType(), T.DoubleType(), True),
        (T.IntegerType(), T.LongType(), False),  # Spark widens to bigint
        (T.DecimalType(10, 2), T.DecimalType(10, 2), False),  # the sum's precision grows
        (T.DateType(), T.IntegerType(), False),
    ],
)
def test_arithmetic_of_one_numeric_type_has_that_type_so_a_cast_to_it_is_left_out(
    left: T.DataType, right: T.DataType, same_type: bool
) -> None:
    for op in ("+", "-", "*", "%"):
        e = Op(op, (Col("_c1_0", dtype=left), Col("_c1_1", dtype=right)))
        assert (e.cast(left) is e) is same_type, op
    negated = Op("NEG", (Col("_c1_0", dtype=left),))
    assert (negated.cast(left) is negated) is not isinstance(left, (T.DecimalType, T.DateType))
    # a quotient is a double or a decimal: of doubles only is it known here
    quotient = Op("/", (Col("_c1_0", dtype=left), Col("_c1_1", dtype=right)))
    assert quotient.dtype == (left if isinstance(left, T.DoubleType) else None)


def test_a_subclass_of_an_expression_node_has_its_bases_children() -> None:
    class Sum(Op):
        __slots__ = ()

    a, b = Col("_c1_0", dtype=T.LongType()), Col("_c1_1", dtype=T.LongType())
    assert children(Sum("+", (a, b))) == (a, b)
    assert children(Call("abs", (a,))) == (a,)
    assert children(a) == ()


def test_deep_conditional_branches_are_refused_with_a_typed_error() -> None:
    x: object = A
    for i in range(HARD_DEPTH + 10):
        x = when(A > i, B).else_(x)
    with pytest.raises(UnsupportedFeatureError, match="levels deep"):
        _sql(Project(BASE, ((x, "_c2_0"),)))  # type: ignore[arg-type]


def test_a_wide_or_is_balanced() -> None:
    e = fn.or_all([A == i for i in range(10_000)])
    assert e.depth <= 16
    text = _sql(Project(BASE, ((e, "_c2_0"),)))
    assert max(_paren_depth(text)) <= 20


def test_equalities_of_one_column_become_one_in_list() -> None:
    """x = 1 OR x = 2 OR y = 3 OR (x IN (4, 5)): x's values join one IN list, in the place of its first
    equality; y's equality, a null literal, a volatile key and a differently typed literal stay apart."""
    from spark_consumer.sql.tree import Call, Col, InList, Op, same

    x, y = Col("x"), Col("y")
    big = T.LongType()

    def eq(a: object, b: object) -> Op:
        return Op("=", (a, b))  # type: ignore[arg-type]

    parts = [
        eq(x, Lit(1, big)),
        eq(y, Lit(3, big)),
        eq(Lit(2, big), x),
        InList(x, (Lit(4, big), Lit(5, big))),
        eq(x, Lit(None, big)),
        eq(x, Lit(6, T.IntegerType())),
    ]
    out = fn._equalities_as_in(parts)
    assert len(out) == 4
    assert isinstance(out[0], InList) and [v.value for v in out[0].options] == [1, 2, 4, 5]  # type: ignore[attr-defined]
    assert same(out[1], parts[1]) and same(out[2], parts[4])
    assert isinstance(out[3], Op) and out[3].args[1].value == 6  # type: ignore[attr-defined]
    rand = Call("rand", ())
    volatile = [eq(rand, Lit(1, big)), eq(rand, Lit(2, big))]
    kept = fn._equalities_as_in(volatile)
    assert len(kept) == 2 and all(isinstance(e, Op) and e.op == "=" for e in kept)


@pytest.mark.parametrize(("n_keys", "one_pass"), [(63, True), (64, False)])
def test_grouping_sets_over_more_keys_than_grouping_id_holds_are_a_union(n_keys: int, one_pass: bool) -> None:
    """Spark's ``grouping_id()`` is a 64-bit integer: up to 63 keys the sets are one ``GROUPING SETS``
    aggregate, beyond that one aggregate per set, their ``UNION ALL``."""
    from conformance.builders import PlanBuilder, parse_type
    from conformance.cases._common import EMP, col, read
    from spark_consumer.consumer import SparkConsumer
    from spark_consumer.types import spark_type

    pb = PlanBuilder()
    e = read(pb, EMP)
    salary = [name for name, _ in EMP.columns].index("salary")
    keys = [pb.call("add", col(pb, e, salary), pb.lit(i, "i32")) for i in range(n_keys)]
    agg = pb.aggregate(e, keys, [list(range(n_keys)), [0]], [pb.agg("count")])
    names = [f"k{i}" for i in range(n_keys)] + ["n", "set_index"]
    schema = T.StructType([T.StructField(c, spark_type(parse_type(t))) for c, t in EMP.columns])
    text = SparkConsumer(None, {"emp": schema}).translate(pb.plan(agg, names)).sql.text
    assert ("GROUPING SETS" in text) == one_pass
    assert ("UNION ALL" in text) == (not one_pass)


@pytest.mark.parametrize(("length", "checked"), [(5, False), (0, False), (-1, True), (None, True)])
def test_substring_checks_the_length_at_run_time_unless_it_is_a_literal_of_at_least_zero(
    length: int | None, checked: bool
) -> None:
    """A negative length is an error (the spec leaves no result for it); a literal length of at least
    zero can never be one, so its check is left out of the text."""
    from spark_consumer.types import make

    string, i64 = make("string"), make("i64")
    length_arg = B if length is None else Lit(length, T.LongType())
    c = fn.Call("substring", [A, Lit(1, T.LongType()), length_arg], [string, i64, i64], string)
    text = _sql(Project(BASE, ((fn.SCALAR["substring"](c), "_c2_0"),)))
    assert ("raise_error" in text) is checked
    assert "`substring`(" in text


@pytest.mark.parametrize(
    ("value", "source", "target", "folded"),
    [
        (1, T.LongType(), T.IntegerType(), "1"),
        (-(2**31), T.LongType(), T.IntegerType(), "(-2147483648)"),
        (2**31, T.LongType(), T.IntegerType(), None),  # out of range: Spark's cast decides (error or wrap)
        (7, T.IntegerType(), T.LongType(), "7L"),
        (100, T.IntegerType(), T.ByteType(), "100Y"),
        (300, T.IntegerType(), T.ByteType(), None),
        (None, T.LongType(), T.IntegerType(), None),  # a typed null keeps its cast
        (1, T.LongType(), T.DoubleType(), None),
    ],
)
def test_an_integer_literal_cast_to_an_integer_type_that_holds_it_is_that_types_literal(
    value: int | None, source: T.DataType, target: T.DataType, folded: str | None
) -> None:
    out = Lit(value, source).cast(target)
    text = _sql(Project(BASE, ((out, "_c2_0"),)))
    if folded is None:
        assert "CAST(" in text
    else:
        assert same(out, Lit(value, target))
        assert text == f"SELECT {folded} AS _c2_0 FROM {{src1}}"


def test_count_is_a_bigint_so_a_cast_to_bigint_is_left_out() -> None:
    as_bigint = _sql(Project(BASE, ((Call("count", (A,)).cast(T.LongType()), "_c2_0"),)))
    as_int = _sql(Project(BASE, ((Call("count", (A,)).cast(T.IntegerType()), "_c2_0"),)))
    assert as_bigint == "SELECT `count`(`a`) AS _c2_0 FROM {src1}"
    assert as_int == "SELECT CAST(`count`(`a`) AS INT) AS _c2_0 FROM {src1}"


@pytest.mark.parametrize(
    ("ansi", "options", "expected"),
    [
        (True, {}, "SELECT `a` / `b` AS _c2_0 FROM {src1}"),
        (True, {"on_division_by_zero": ["NULL"]}, "CASE WHEN `b` = 0BD THEN NULL ELSE `a` / `b` END"),
        (False, {}, "`raise_error`('divide: decimal overflow')"),
    ],
)
def test_decimal_division_is_spark_s_own_when_ansi_mode_raises_what_the_options_ask(
    ansi: bool, options: dict[str, list[str]], expected: str
) -> None:
    """Under ANSI mode Spark's decimal division raises on a zero divisor and on overflow, as the ERROR
    options ask; without it, try_divide and explicit checks give the same answers."""
    from spark_consumer.types import make

    dec = make("decimal", precision=38, scale=4)
    out = make("decimal", precision=38, scale=8)
    c = fn.Call("divide", [A, B], [dec, dec], out, options=options, ansi=ansi)
    text = _sql(Project(BASE, ((fn.SCALAR["divide"](c), "_c2_0"),)))
    assert expected in text
    assert ("raise_error" in text) is not ansi


@pytest.mark.parametrize(
    ("divisor", "guarded"),
    [(7.0, False), (float("nan"), False), (-2.5, False), (0.0, True), (-0.0, True), (None, True)],
)
def test_floating_division_by_a_literal_known_not_zero_is_spark_s_own(
    divisor: float | None, guarded: bool
) -> None:
    """The IEEE by-zero branch (an infinity of the right sign) is needed only where the divisor may be
    zero; Spark's own division of doubles gives the same answer for any other divisor, NaN included."""
    from spark_consumer.types import make

    f64 = make("fp64")
    b = Col("_c1_1") if divisor is None else Lit(divisor, T.DoubleType())
    c = fn.Call("divide", [A.cast(T.DoubleType()), b], [f64, f64], f64, ansi=False)
    text = _sql(Project(BASE, ((fn.SCALAR["divide"](c), "_c2_0"),)))
    assert ("CASE WHEN" in text) is guarded
    assert ("`power`(" in text) is guarded


@pytest.mark.parametrize(
    ("pattern", "escape", "spark"),
    [
        ("a!_%", "!", "a!_%"),  # an escaped wildcard stays escaped
        ("a!,b", "!", "a,b"),  # an escaped ordinary character is that character
        ("a!!b", "!", "a!!b"),  # an escaped escape stays
        ("a!!,b", "!", "a!!,b"),  # ... and the character after it is ordinary
        ("100#%", "#", "100#%"),
        ("ends!", "!", "ends!"),  # a trailing escape is left for Spark to refuse
        ("a\\b!x", "!", "a\\bx"),  # a backslash is ordinary under another escape character
        ("a\\,b\\_", "\\", "a,b\\_"),  # DataFusion's backslash escape before an ordinary character
    ],
)
def test_like_patterns_with_an_escape_are_spelled_as_spark_reads_them(
    pattern: str, escape: str, spark: str
) -> None:
    """Spark lets a LIKE escape precede only ``_``, ``%`` and itself; DuckDB and DataFusion let it precede
    any character, which then stands for itself."""
    assert fn._spark_escapes(pattern, escape) == spark
