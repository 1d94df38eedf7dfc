"""Every example of the output naming rules, on hand-built Substrait plans.

The rules hold together at every depth: every operator expression is parenthesised and every column inside a
compound expression is qualified (``(t1.id + abs(t1.id))``, ``abs((t1.id * t1.id))``)."""

from __future__ import annotations

from _schema_builders import (
    ABS,
    ADD,
    AVG,
    BOOL,
    EQ,
    I32N,
    MUL,
    NEG,
    F,
    agg,
    fn,
    join,
    lit_i32,
    lit_str,
    plan_of,
    project,
    read,
    ref,
    varchar,
    virtual_one_row,
)
from substrait.algebra_pb2 import AggregateRel, JoinRel, Rel

from substrait_py.naming import derive_names
from substrait_py.schema import SchemaDeriver, root_output_names

# CREATE TABLE t1 (id INT, a VARCHAR(5)); CREATE TABLE t2 (id INT, b VARCHAR(5));
T1 = read("t1", ["id", "a"], [I32N, varchar(5)])
T2 = read("t2", ["id", "b"], [I32N, varchar(5)])
# The rules' examples use a table called "table" with columns foo, bar, c1, c2.
TABLE = read("table", ["foo", "bar", "c1", "c2"], [I32N, I32N, I32N, I32N])


def names(rel: Rel) -> list[str]:
    plan = plan_of(rel)
    got = derive_names(rel, SchemaDeriver(plan))
    assert root_output_names(plan) == got  # a plan without names gets the derived ones
    return got


def test_projected_columns() -> None:
    # SELECT t1.id, a, t2.id, b FROM t1 JOIN t2 ON t1.id = t2.id  ->  id, a, id, b
    j = join(T1, T2, JoinRel.JOIN_TYPE_INNER, fn(EQ, ref(0), ref(2), out=BOOL))
    rel = project(j, ref(0), ref(1), ref(2), ref(3), emit=[4, 5, 6, 7])
    assert names(rel) == ["id", "a", "id", "b"]


def test_function_transformed_columns() -> None:
    # SELECT ABS(t1.id), abs(-id) FROM t1  ->  abs(t1.id), abs((- t1.id))
    rel = project(T1, fn(ABS, ref(0)), fn(ABS, fn(NEG, ref(0))), emit=[2, 3])
    assert names(rel) == ["abs(t1.id)", "abs((- t1.id))"]


def test_function_with_operators_design_resolution() -> None:
    # SELECT t1.id + ABS(id), ABS(id * t1.id) FROM t1
    rel = project(T1, fn(ADD, ref(0), fn(ABS, ref(0))), fn(ABS, fn(MUL, ref(0), ref(0))), emit=[2, 3])
    assert names(rel) == ["(t1.id + abs(t1.id))", "abs((t1.id * t1.id))"]


def test_project_literals() -> None:
    # SELECT 1, 2+5, 'foo_bar'  ->  1, (2 + 5), foo_bar
    rel = project(virtual_one_row(), lit_i32(1), fn(ADD, lit_i32(2), lit_i32(5)), lit_str("foo_bar"))
    assert names(rel) == ["1", "(2 + 5)", "foo_bar"]


def test_rule_bare_column_unqualified() -> None:
    # SELECT t1.id and SELECT id  ->  id
    assert names(project(T1, ref(0), emit=[2])) == ["id"]


def test_rule_compound_column_qualified() -> None:
    # SELECT foo + bar  ->  table.foo PLUS table.bar, written with the operator rules: (table.foo + table.bar)
    assert names(project(TABLE, fn(ADD, ref(0), ref(1)), emit=[4])) == ["(table.foo + table.bar)"]


def test_rule_function_lower_case_aggregate() -> None:
    # SELECT AVG(c1)  ->  avg(table.c1)
    rel = Rel()
    rel.aggregate.input.CopyFrom(TABLE)
    rel.aggregate.groupings.append(AggregateRel.Grouping())
    rel.aggregate.measures.add().measure.CopyFrom(agg(AVG, ref(2), out=I32N))
    assert names(rel) == ["avg(table.c1)"]


def test_rule_string_literal_unquoted() -> None:
    assert names(project(virtual_one_row(), lit_str("foo"))) == ["foo"]


def test_rule_operator_parenthesised() -> None:
    # SELECT -2  ->  (- 2)
    assert names(project(virtual_one_row(), fn(NEG, lit_i32(2)))) == ["(- 2)"]


def test_rule_operator_spaces() -> None:
    # SELECT 1+2  ->  (1 + 2)
    assert names(project(virtual_one_row(), fn(ADD, lit_i32(1), lit_i32(2)))) == ["(1 + 2)"]


def test_rule_function_arguments_comma_space() -> None:
    # SELECT f(c1,c2)  ->  f(table.c1, table.c2)
    assert names(project(TABLE, fn(F, ref(2), ref(3)), emit=[4])) == ["f(table.c1, table.c2)"]


def test_name_survives_a_later_projection() -> None:
    # SELECT x FROM (SELECT abs(id) AS ... FROM t1): a bare reference keeps the computed name.
    inner = project(T1, fn(ABS, ref(0)), emit=[2])
    assert names(project(inner, ref(0), emit=[1])) == ["abs(t1.id)"]


def test_plan_names_win_over_derived_names() -> None:
    rel = project(T1, fn(ABS, ref(0)), emit=[2])
    assert root_output_names(plan_of(rel, ["x"])) == ["x"]


def test_context_variables_and_parameters_are_named_as_sql_writes_them() -> None:
    # SELECT CURRENT_DATE, ? FROM t1  ->  current_date, ?1
    from substrait.algebra_pb2 import Expression
    from substrait.type_pb2 import Type

    today = Expression()
    today.execution_context_variable.current_date.nullability = Type.NULLABILITY_REQUIRED
    param = Expression()
    param.dynamic_parameter.type.i32.nullability = Type.NULLABILITY_NULLABLE
    param.dynamic_parameter.parameter_reference = 1
    rel = project(T1, today, param, emit=[2, 3])
    assert names(rel) == ["current_date", "?1"]
