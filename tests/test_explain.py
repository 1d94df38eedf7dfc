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


def test_parameters_context_variables_and_anchored_outer_references_show_as_written() -> None:
    from substrait.type_pb2 import Type

    plan = vp.base_plan()
    gt = plan.relations[0].root.input.filter.condition.scalar_function
    gt.arguments[1].value.Clear()
    gt.arguments[1].value.dynamic_parameter.type.i64.nullability = Type.NULLABILITY_NULLABLE
    gt.arguments[1].value.dynamic_parameter.parameter_reference = 2
    assert "gt($1 (age), ?2)" in explain_plan(plan)
    today = gt.arguments[1].value
    today.Clear()
    today.execution_context_variable.current_date.nullability = Type.NULLABILITY_REQUIRED
    assert "gt($1 (age), current_date)" in explain_plan(plan)
    outer = gt.arguments[0].value.selection
    outer.outer_reference.rel_reference = 7
    assert "gt(outer@7.$1, current_date)" in explain_plan(plan)


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


# ------------------------------------------------------------------------------------ formats and findings

import json  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from substrait_py.explain import explain_tree, render_dot, render_json, render_mermaid  # noqa: E402
from substrait_py.validate import validate_plan  # noqa: E402

SCRIPT = Path(sys.executable).parent / "substrait-py"
Q08 = vp.DATAFUSION_TPCH / "q08.substrait"


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(SCRIPT), "explain", *args], capture_output=True, text=True, check=False)


def _rel_count(plan: object) -> int:
    from google.protobuf.message import Message
    from substrait.algebra_pb2 import Rel

    stack: list[Message] = [plan]  # type: ignore[list-item]
    count = 0
    while stack:
        m = stack.pop()
        count += isinstance(m, Rel)
        for fd, value in m.ListFields():
            if fd.message_type is not None and not fd.message_type.GetOptions().map_entry:
                stack.extend(value if fd.is_repeated else [value])
    return count


def test_compact_text_of_q08_fits_160_columns_and_schema_is_optional() -> None:
    compact = cli(str(Q08))
    assert compact.returncode == 0, compact.stderr
    lines = compact.stdout.splitlines()
    assert max(len(line) for line in lines) <= 160
    assert sum("->" in line for line in lines) == 1  # only the root line names the output
    full = cli(str(Q08), "--schema")
    sort = next(line for line in full.stdout.splitlines() if line.strip().startswith("Sort"))
    assert "-> [" in sort and "decimal?<15,2>" in full.stdout


def test_findings_are_marked_on_their_nodes() -> None:
    text = explain_plan(vp.field_out_of_range(), findings=validate_plan(vp.field_out_of_range()))
    lines = text.splitlines()
    filter_at = next(i for i, line in enumerate(lines) if line.strip().startswith("Filter"))
    assert lines[filter_at + 1].strip().startswith("! error:")
    assert "[field-out-of-range]" in lines[filter_at + 1]
    proc = cli(str(Path(__file__).parent / "data" / "nonexistent.substrait"))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


def test_json_tree_has_one_node_per_relation_with_valid_paths() -> None:
    plan = load_plan(Q08).plan
    roots = json.loads(render_json(explain_tree(plan)))
    nodes, stack = [], list(roots)
    while stack:
        n = stack.pop()
        nodes.append(n)
        stack.extend(n["children"])
    assert len(nodes) - len(roots) == _rel_count(plan)
    from google.protobuf.json_format import MessageToDict

    as_dict = MessageToDict(plan, preserving_proto_field_name=True)
    for n in nodes[1:]:
        target: object = as_dict
        for part in n["path"].replace("[", ".[").split("."):
            target = target[int(part[1:-1])] if part.startswith("[") else target[part]  # type: ignore[index]
        assert isinstance(target, dict)


def test_mermaid_escapes_what_mermaid_reads_as_syntax() -> None:
    text = render_mermaid(explain_tree(load_plan(Q08).plan))
    lines = text.splitlines()
    assert lines[0] == "flowchart TD"
    for line in lines[1:]:
        if '["' in line:
            label = line.split('["', 1)[1].rsplit('"]', 1)[0]
            assert not any(ch in label for ch in '"<>{}|') or "<br/>" in label
            assert '"' not in label and "{" not in label
    assert sum("-->" in line for line in lines) == _rel_count(load_plan(Q08).plan)


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz's dot is not installed")
def test_dot_of_q08_renders_with_graphviz(tmp_path: Path) -> None:
    dot = render_dot(explain_tree(load_plan(Q08).plan))
    done = subprocess.run(["dot", "-Tsvg"], input=dot, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert "<svg" in done.stdout
    out = tmp_path / "q08.svg"
    proc = cli(str(Q08), "--format", "dot", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    assert out.read_text().lstrip().startswith("<?xml") and "<svg" in out.read_text()


def test_windows_intervals_and_nested_literals_are_shown() -> None:
    from substrait.plan_pb2 import Plan

    plan = Plan()
    ext = plan.extensions.add().extension_function
    ext.function_anchor, ext.name = 1, "rank"
    project = plan.relations.add().root.input.project
    read = project.input.read
    read.named_table.names.append("t")
    read.base_schema.names.extend(["a", "b"])
    read.base_schema.struct.types.add().i64.nullability = 1
    read.base_schema.struct.types.add().i64.nullability = 1
    w = project.expressions.add().window_function
    w.function_reference = 1
    w.partitions.add().selection.direct_reference.struct_field.field = 0
    key = w.sorts.add()
    key.expr.selection.direct_reference.struct_field.field = 1
    key.direction = 3  # SORT_DIRECTION_DESC_NULLS_FIRST
    w.lower_bound.preceding.offset = 2
    w.upper_bound.current_row.SetInParent()
    interval = project.expressions.add().literal.interval_day_to_second
    interval.days, interval.seconds = 3, 7
    items = project.expressions.add().literal.list.values
    items.add().i32 = 1
    items.add().string = "x"
    text = explain_plan(plan)
    assert "rank() over (partition by $0 (a) order by $1 (b) desc_nulls_first" in text
    assert "between 2 preceding and current row)" in text
    assert "interval '3 days 7 seconds" in text
    assert "[1, 'x']" in text


def test_lambdas_show_their_parameters_named_by_nesting_depth() -> None:
    text = explain_plan(vp.nested_lambdas())
    assert "transform($0 (xs), (x0) -> transform($0 (xs), (y0) -> multiply(y0, x0)))" in text


def test_a_lambda_parameter_reference_past_the_outermost_lambda_is_shown_not_raised() -> None:
    text = explain_plan(vp.nested_lambdas(outer_steps=2))
    assert "multiply(y0, <unbound lambda parameter 0>)" in text


def test_a_lambda_invocation_shows_the_lambda_applied_to_its_arguments() -> None:
    add = vp.function(vp.ADD, vp.i32(), vp.lambda_parameter(0, 0), vp.lambda_parameter(1, 0))
    lam = vp.lambda_of([vp.i32(), vp.i32()], add)
    text = explain_plan(vp.lambda_project(vp.lambda_invocation(lam, vp.column(1), vp.column(1))))
    assert "Project [((x0, x1) -> add(x0, x1))($1 (n), $1 (n))]" in text
