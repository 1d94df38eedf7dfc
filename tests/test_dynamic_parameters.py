"""Dynamic parameters (``Expression.DynamicParameter``) and the plan's ``parameter_bindings``.

The spec: a dynamic parameter is a placeholder of a given type whose value is set at run time; the plan
may bind it (``DynamicParameterBinding``: an anchor and a literal of the parameter's type). Isthmus
writes one for each ``?`` of a SQL statement. Expected rows come from DuckDB running the same query with
the bound value in place of the placeholder.
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from google.protobuf import json_format, text_format
from pyspark.sql import SparkSession
from pyspark.sql import types as T
from substrait.plan_pb2 import Plan

from conformance.reference import assert_tables_match
from spark_consumer.consumer import SparkConsumer
from substrait_py.errors import BindingError, InvalidPlanError
from substrait_py.validate import validate_plan

PEOPLE = pa.table({"name": ["ann", "bob", "cy", "dee"], "age": pa.array([17, 25, 40, None], pa.int64())})
SCHEMA = T.StructType([T.StructField("name", T.StringType()), T.StructField("age", T.LongType())])
NULLABLE = "nullability: NULLABILITY_NULLABLE"
#: The read of ``people`` (name string, age i64), as protobuf text.
PEOPLE_READ = f"""read {{
  base_schema {{ names: "name" names: "age"
    struct {{ types {{ string {{ {NULLABLE} }} }} types {{ i64 {{ {NULLABLE} }} }}
      nullability: NULLABILITY_REQUIRED }} }}
  named_table {{ names: "people" }} }}"""


def parameter_plan(bindings: str, parameter_type: str = f"i64 {{ {NULLABLE} }}") -> Plan:
    """``SELECT name FROM people WHERE age > ?`` (parameter 1, of ``parameter_type``) with ``bindings``."""
    return text_format.Parse(
        f"""
        version {{ minor_number: 100 producer: "hand-written" }}
        extension_urns {{ extension_urn_anchor: 1 urn: "extension:io.substrait:functions_comparison" }}
        extensions {{ extension_function {{
          extension_urn_reference: 1 function_anchor: 1 name: "gt:any_any" }} }}
        {bindings}
        relations {{ root {{ names: "name" input {{ project {{
          common {{ emit {{ output_mapping: 2 }} }}
          input {{ filter {{
            input {{ {PEOPLE_READ} }}
            condition {{ scalar_function {{ function_reference: 1 output_type {{ bool {{ {NULLABLE} }} }}
              arguments {{ value {{ selection {{ direct_reference {{ struct_field {{ field: 1 }} }}
                root_reference {{ }} }} }} }}
              arguments {{ value {{ dynamic_parameter {{ type {{ {parameter_type} }}
                parameter_reference: 1 }} }} }} }} }} }} }}
          expressions {{ selection {{ direct_reference {{ struct_field {{ field: 0 }} }}
            root_reference {{ }} }} }} }} }} }} }}
        """,
        Plan(),
    )


@pytest.mark.spark
@pytest.mark.parametrize("value", [20, 39, 41])
def test_a_bound_parameter_takes_its_value(spark: SparkSession, value: int) -> None:
    plan = parameter_plan(f"parameter_bindings {{ parameter_anchor: 1 value {{ i64: {value} }} }}")
    assert [d for d in validate_plan(plan) if d.severity.name != "INFO"] == []
    people = spark.createDataFrame(PEOPLE.to_pandas(), "name string, age bigint")
    got = SparkConsumer(spark, {"people": people}).to_dataframe(plan).toArrow()
    con = duckdb.connect()
    con.register("people", PEOPLE)
    want = con.execute("SELECT name FROM people WHERE age > ?", [value]).to_arrow_table()
    assert_tables_match(got, want, ordered=False)


def test_an_unbound_parameter_is_valid_but_cannot_run() -> None:
    plan = parameter_plan("")
    path = (
        "relations[0].root.input.project.input.filter.condition.scalar_function.arguments[1].value"
        ".dynamic_parameter"
    )
    found = validate_plan(plan)
    assert [(d.severity.name, d.code, d.path) for d in found] == [
        ("WARNING", "unbound-parameter", f"{path}.parameter_reference")
    ]
    with pytest.raises(BindingError, match="dynamic parameter 1 has no value") as caught:
        SparkConsumer(None, {"people": SCHEMA}).translate(plan)
    assert caught.value.path == path


def test_a_binding_of_another_type_or_bound_twice_is_invalid() -> None:
    plan = parameter_plan('parameter_bindings { parameter_anchor: 1 value { string: "25" } }')
    errors = [(d.code, d.path) for d in validate_plan(plan) if d.severity.name == "ERROR"]
    assert errors == [("parameter-type-mismatch", "parameter_bindings[0].value")]
    with pytest.raises(InvalidPlanError) as caught:
        SparkConsumer(None).translate(plan)
    assert (caught.value.code, caught.value.path) == errors[0]
    twice = parameter_plan(
        "parameter_bindings { parameter_anchor: 1 value { i64: 1 } } "
        "parameter_bindings { parameter_anchor: 1 value { i64: 2 } }"
    )
    errors = [(d.code, d.path) for d in validate_plan(twice) if d.severity.name == "ERROR"]
    assert errors == [("duplicate-parameter-binding", "parameter_bindings[1].parameter_anchor")]


@pytest.mark.spark
@pytest.mark.parametrize("value", [39, "39"])
def test_a_value_given_at_run_time_binds_the_parameter(spark: SparkSession, value: object) -> None:
    """A plan shared without its values (the spec's use: no sensitive data in the plan) runs with values
    given when it runs, a Python value or the text Spark writes for one; a given value replaces the plan's
    own binding."""
    people = spark.createDataFrame(PEOPLE.to_pandas(), "name string, age bigint")
    con = duckdb.connect()
    con.register("people", PEOPLE)
    want = con.execute("SELECT name FROM people WHERE age > ?", [39]).to_arrow_table()
    for plan in (
        parameter_plan(""),
        parameter_plan("parameter_bindings { parameter_anchor: 1 value { i64: 5 } }"),
    ):
        got = SparkConsumer(spark, {"people": people}).to_dataframe(plan, parameters={1: value}).toArrow()
        assert_tables_match(got, want, ordered=False)


def test_a_value_of_another_type_or_for_no_parameter_is_a_binding_error() -> None:
    consumer = SparkConsumer(None, {"people": SCHEMA})
    with pytest.raises(BindingError, match="'old' given for dynamic parameter 1 is not a i64"):
        consumer.translate(parameter_plan(""), parameters={1: "old"})
    with pytest.raises(BindingError, match="no dynamic parameter 2"):
        consumer.translate(parameter_plan(""), parameters={2: 5})


@pytest.mark.spark
@pytest.mark.slow
def test_run_takes_parameter_values(tmp_path: Path) -> None:
    """``--param N=VALUE`` binds a parameter; a parameter left without a value, a value for a parameter the
    plan lacks and a malformed ``--param`` are refused before Spark starts (there is no Java to start it)."""
    import subprocess
    import sys

    from conformance.pytest_support import without_java

    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json_format.MessageToJson(parameter_plan("")))
    table = tmp_path / "people.parquet"
    pq.write_table(PEOPLE, table)
    script = Path(sys.executable).parent / "substrait-py"
    args = [str(script), "run", str(plan_file), "--table", f"people={table}", "--output", "-"]
    done = subprocess.run(
        [*args, "--param", "1=20"], capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stderr
    assert sorted(done.stdout.split()[1:]) == ["bob", "cy"]  # after the header: ages 25 and 40

    def refused(*extra: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [*args, *extra], capture_output=True, text=True, timeout=60, check=False, env=without_java()
        )

    missing = refused()
    assert missing.returncode == BindingError.exit_code, missing.stderr
    assert "dynamic parameter 1 has no value" in missing.stderr and "--param N=VALUE" in missing.stderr
    assert "filter.condition.scalar_function.arguments[1].value.dynamic_parameter" in missing.stderr
    unknown = refused("--param", "1=20", "--param", "2=5")
    assert unknown.returncode == BindingError.exit_code, unknown.stderr
    assert "the plan has no dynamic parameter 2 (it has: 1)" in unknown.stderr
    bad = refused("--param", "x=1")
    assert bad.returncode == 2 and "--param expects N=VALUE" in bad.stderr


def fetch_plan(bindings: str) -> Plan:
    """``SELECT name FROM people ORDER BY name LIMIT ? OFFSET ?`` (parameters 1 and 2, i64), as Isthmus
    writes ``FETCH ?``."""
    return text_format.Parse(
        f"""
        version {{ minor_number: 100 producer: "hand-written" }}
        {bindings}
        relations {{ root {{ names: "name" input {{ fetch {{
          input {{ project {{
            common {{ emit {{ output_mapping: 2 }} }}
            input {{ sort {{
              input {{ {PEOPLE_READ} }}
              sorts {{ expr {{ selection {{ direct_reference {{ struct_field {{ field: 0 }} }}
                root_reference {{ }} }} }} direction: SORT_DIRECTION_ASC_NULLS_LAST }} }} }}
            expressions {{ selection {{ direct_reference {{ struct_field {{ field: 0 }} }}
              root_reference {{ }} }} }} }} }}
          count_expr {{ dynamic_parameter {{ type {{ i64 {{ {NULLABLE} }} }} parameter_reference: 1 }} }}
          offset_expr {{ dynamic_parameter {{ type {{ i64 {{ {NULLABLE} }} }} parameter_reference: 2 }} }}
        }} }} }} }}
        """,
        Plan(),
    )


@pytest.mark.spark
@pytest.mark.parametrize(("count", "offset"), [(2, 1), (0, 0), (2**40, 1), (None, 2), (3, None)])
def test_a_fetch_count_and_offset_may_be_parameters(
    spark: SparkSession, count: int | None, offset: int | None
) -> None:
    """The spec's fetch count and offset are expressions; Isthmus writes ``LIMIT ?`` as a parameter. A
    null count is every row, a null offset none; a count past Spark's integers is every row too."""

    def binding(anchor: int, value: int | None) -> str:
        literal = f"i64: {value}" if value is not None else f"null {{ i64 {{ {NULLABLE} }} }}"
        return f"parameter_bindings {{ parameter_anchor: {anchor} value {{ {literal} }} }}"

    plan = fetch_plan(binding(1, count) + binding(2, offset))
    assert [d for d in validate_plan(plan) if d.severity.name != "INFO"] == []
    people = spark.createDataFrame(PEOPLE.to_pandas(), "name string, age bigint")
    got = SparkConsumer(spark, {"people": people}).to_dataframe(plan).toArrow()
    con = duckdb.connect()
    con.register("people", PEOPLE)
    sql = "SELECT name FROM people ORDER BY name"
    if count is not None:
        sql += f" LIMIT {count}"
    sql += f" OFFSET {offset or 0}"
    assert_tables_match(got, con.execute(sql).to_arrow_table(), ordered=True)
