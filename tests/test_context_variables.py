"""Execution context variables (``current_date``, ``current_timestamp``, ``current_timezone``; spec 0.87).

The spec: each is evaluated once per plan execution or once per record, as the plan's
``execution_behavior.variable_eval_mode`` says; ``current_timestamp`` is the current instant at the
precision its type gives, ``current_date`` the current date, ``current_timezone`` the execution's IANA
time zone. The consumer's execution reads every instant in UTC, whatever the session's time zone, so
the expected values here come from Python's clock in UTC, taken before and after the run.
"""

from __future__ import annotations

import datetime

import pytest
from google.protobuf import text_format
from pyspark.sql import SparkSession
from substrait.plan_pb2 import ExecutionBehavior, Plan

from conformance.session_settings import SessionSettings
from spark_consumer.consumer import SparkConsumer
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.validate import validate_plan

REQUIRED = "nullability: NULLABILITY_REQUIRED"
PER_PLAN = ExecutionBehavior.VARIABLE_EVALUATION_MODE_PER_PLAN
PER_RECORD = ExecutionBehavior.VARIABLE_EVALUATION_MODE_PER_RECORD

#: (root name, the variable as protobuf text)
VARIABLES = [
    ("d", f"current_date {{ {REQUIRED} }}"),
    ("ts6", f"current_timestamp {{ precision: 6 {REQUIRED} }}"),
    ("ts3", f"current_timestamp {{ precision: 3 {REQUIRED} }}"),
    ("ts0", f"current_timestamp {{ precision: 0 {REQUIRED} }}"),
    ("tz", f"current_timezone {{ {REQUIRED} }}"),
]


def variables_plan(variables: list[tuple[str, str]] = VARIABLES, mode: int | None = PER_PLAN) -> Plan:
    """Three rows of a virtual table, projected to ``variables`` (the row's own column left out)."""
    rows = " ".join(f"expressions {{ fields {{ literal {{ i32: {i} }} }} }}" for i in range(3))
    exprs = " ".join(f"expressions {{ execution_context_variable {{ {v} }} }}" for _, v in variables)
    mapping = " ".join(f"output_mapping: {i + 1}" for i in range(len(variables)))
    names = " ".join(f'names: "{n}"' for n, _ in variables)
    behavior = "" if mode is None else f"execution_behavior {{ variable_eval_mode: {mode} }}"
    return text_format.Parse(
        f"""
        version {{ minor_number: 100 producer: "hand-written" }}
        {behavior}
        relations {{ root {{ {names} input {{ project {{
          common {{ emit {{ {mapping} }} }}
          input {{ read {{
            base_schema {{ names: "i" struct {{ types {{ i32 {{ {REQUIRED} }} }} {REQUIRED} }} }}
            virtual_table {{ {rows} }} }} }}
          {exprs} }} }} }} }}
        """,
        Plan(),
    )


def _utc_now() -> datetime.datetime:
    return datetime.datetime.now(datetime.timezone.utc)


# UTC+14 and UTC-11: at any moment one of them is on another date than UTC
@pytest.mark.parametrize("zone", ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago"])
def test_variables_are_the_current_instant_date_and_zone_in_utc(spark: SparkSession, zone: str) -> None:
    with SessionSettings(spark, {"spark.sql.session.timeZone": zone}):
        before = _utc_now()
        table = SparkConsumer(spark).to_dataframe(variables_plan()).toArrow()
        after = _utc_now()
    assert table.column_names == [n for n, _ in VARIABLES]
    rows = table.to_pylist()
    assert len(rows) == 3
    assert all(row == rows[0] for row in rows)  # evaluated once per plan: every row sees the same values
    row = rows[0]
    assert row["tz"] == "UTC"
    instants = {n: row[n].astimezone(datetime.timezone.utc) for n in ("ts6", "ts3", "ts0")}
    assert before - datetime.timedelta(microseconds=1) <= instants["ts6"] <= after
    for name, unit in (("ts3", 1_000), ("ts0", 1_000_000)):
        assert instants[name].microsecond % unit == 0, name  # the instant at the type's precision
        assert instants["ts6"] - datetime.timedelta(microseconds=unit) < instants[name] <= instants["ts6"]
    assert row["d"] == instants["ts6"].date()  # the UTC date of that instant, whatever the session's zone
    assert before.date() <= row["d"] <= after.date()


def test_variables_evaluated_per_record_are_refused(spark: SparkSession) -> None:
    # Spark evaluates current_timestamp() once per query: a per-record reading cannot be honoured
    with pytest.raises(UnsupportedFeatureError, match="per record") as caught:
        SparkConsumer(spark).to_dataframe(variables_plan(mode=PER_RECORD))
    assert caught.value.path is not None and caught.value.path.endswith("execution_context_variable")


def test_a_timestamp_finer_than_microseconds_is_refused() -> None:
    plan = variables_plan([("ts9", f"current_timestamp {{ precision: 9 {REQUIRED} }}")])
    with pytest.raises(UnsupportedFeatureError, match="precision 9"):
        SparkConsumer(None).translate(plan)


def test_a_plan_must_say_how_often_variables_are_evaluated() -> None:
    # the plan's execution_behavior is required; without a mode the variables' values are not defined
    plan = variables_plan(mode=None)
    found = [(d.code, d.path) for d in validate_plan(plan) if d.severity.name == "ERROR"]
    assert found == [("missing-execution-behavior", "execution_behavior.variable_eval_mode")]
    with pytest.raises(InvalidPlanError) as caught:
        SparkConsumer(None).translate(plan)
    assert (caught.value.code, caught.value.path) == found[0]


def test_a_variable_is_never_null() -> None:
    plan = variables_plan([("d", "current_date { nullability: NULLABILITY_NULLABLE }")])
    found = [(d.code, d.path) for d in validate_plan(plan) if d.severity.name == "ERROR"]
    path = (
        "relations[0].root.input.project.expressions[0].execution_context_variable.current_date.nullability"
    )
    assert found == [("bad-execution-variable", path)]
