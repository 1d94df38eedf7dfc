"""``explain_plan``: the relation tree with output schemas and readable expressions.

Expected texts follow from how each plan is built (its table and column names, the functions it
declares) and from Substrait's short type form (``i64?`` = nullable i64)."""

from __future__ import annotations

import substrait.dataframe as sub
import validator_plans as vp

from substrait_py.deep import run_deep
from substrait_py.explain import explain_plan
from substrait_py.planio import load_plan


def test_filter_over_read_with_schema_and_named_reference() -> None:
    lines = explain_plan(vp.base_plan()).splitlines()
    assert lines == [
        "relations[0] Root -> [id: i64?, age: i64?]",
        "  Filter gt($1 (age), 25) -> [id: i64?, age: i64?]",
        "    Read people -> [id: i64?, age: i64?]",
    ]


def test_join_shows_both_sides_and_the_concatenated_schema() -> None:
    people = sub.read_named_table("people", {"id": sub.i64, "name": sub.string})
    pets = sub.read_named_table("pets", {"owner": sub.i64, "kind": sub.string})
    text = explain_plan(people.join(pets, on=sub.col("id") == sub.col("owner")).to_plan())
    lines = text.splitlines()
    assert lines[1] == (
        "  Join inner on equal($0 (id), $2 (owner)) -> [id: i64?, name: string?, owner: i64?, kind: string?]"
    )
    assert lines[2] == "    left: Read people -> [id: i64?, name: string?]"
    assert lines[3] == "    right: Read pets -> [owner: i64?, kind: string?]"


def test_tpch_plan_uses_root_names_and_function_names() -> None:
    text = explain_plan(load_plan(vp.DATAFUSION_TPCH / "q06.substrait").plan)
    # TPC-H Q6: SELECT sum(l_extendedprice * l_discount) AS revenue FROM lineitem WHERE ...
    assert text.splitlines()[0].startswith("relations[0] Root -> [revenue: decimal?<")
    assert "multiply($" in text
    assert "(l_extendedprice)" in text and "(l_discount)" in text
    assert "Read lineitem" in text


def test_unknown_anchor_and_bad_reference_still_explain() -> None:
    text = explain_plan(vp.field_out_of_range())
    assert "gt($7, 25)" in text
    text = explain_plan(vp.undeclared_anchor())
    assert "fn#9($1 (age), 25)" in text


def test_deep_plan_indentation_is_bounded() -> None:
    text = run_deep(explain_plan, vp.deep_plan(2_000))
    lines = text.splitlines()
    assert len(lines) == 2_002
    assert max(len(ln) for ln in lines) < 200
    assert lines[-1].strip().startswith("[2001] Read t")


def test_literals_no_calendar_or_decimal_can_hold_still_explain() -> None:
    from substrait.plan_pb2 import Plan

    from substrait_py.values import days_from_civil

    plan = Plan()
    project = plan.relations.add().root.input.project
    project.input.read.named_table.names.append("t")
    project.expressions.add().literal.date = days_from_civil(10_000, 1, 1)
    project.expressions.add().literal.date = -(2**31)
    dec = project.expressions.add().literal.decimal
    dec.value, dec.precision, dec.scale = (5).to_bytes(16, "little"), 1, -(2**31)
    text = explain_plan(plan)
    assert "date '+10000-01-01'" in text
    assert "5E2147483648" in text
