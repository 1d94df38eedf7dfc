"""Upgrades on load (substrait_py.upgrades) and era-aware validation (substrait_py.eras), JVM-free.

The plans are real producers' plans from the consumer-testing corpus (tests/data/consumer_testing). What
each upgrade must yield follows from the plan itself and the spec: a projection's output width must equal
its root's name count, a comparison returns a boolean, a pre-0.54 semi join is today's LEFT_SEMI, ...
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from google.protobuf import json_format
from pyspark.sql import SparkSession
from substrait.algebra_pb2 import JoinRel
from substrait.plan_pb2 import Plan

from substrait_py import typesys
from substrait_py.errors import BindingError, InvalidPlanError, Severity
from substrait_py.planio import load_plan, read_plan
from substrait_py.schema import root_fields
from substrait_py.upgrades import (
    UPGRADES,
    identify,
    messages_of_type,
    origin_from_diagnostics,
    type_untyped_reads,
    upgrade_plan,
)
from substrait_py.validate import is_valid, validate_plan

CORPUS = Path(__file__).parent / "data" / "consumer_testing" / "substrait_consumer" / "snapshots" / "producer"
README = Path(__file__).resolve().parents[1] / "README.md"


def _plan(rel: str) -> Path:
    return CORPUS / rel


def _codes(diagnostics: list) -> set[str]:
    return {d.code for d in diagnostics}


def _root_width_matches_names(plan: Plan) -> bool:
    root = next(r.root for r in plan.relations if r.WhichOneof("rel_type") == "root")
    return len(root_fields(plan)) == len(root.names)


def test_duckdb_projection_comparisons_and_folder_uri() -> None:
    loaded = load_plan(_plan("relation/filter/where_and-duckdb_plan.json"))
    codes = _codes(loaded.diagnostics)
    assert {"project-expressions-only", "boolean-function-output-type", "extension-folder-uri"} <= codes
    upgrade_codes = {u.code for u in UPGRADES if u.stage == "plan"}
    assert all(d.severity is Severity.WARNING for d in loaded.diagnostics if d.code in upgrade_codes)
    # The DuckDB plan's root names one column per projected expression, as its producer meant.
    assert _root_width_matches_names(loaded.plan)
    # equal(string, string) and friends return a boolean (the spec's comparison signatures).
    names = {e.extension_function.function_anchor: e.extension_function.name for e in loaded.plan.extensions}
    for fn, _ in messages_of_type(loaded.plan, "substrait.Expression.ScalarFunction"):
        if names[fn.function_reference].split(":")[0] in ("equal", "is_not_null", "and"):
            assert fn.output_type.WhichOneof("kind") == "bool"
    # Every function now names the standard file defining it.
    urns = {u.urn for u in loaded.plan.extension_urns}
    assert "extension:io.substrait:functions_comparison" in urns
    diagnostics = validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
    assert is_valid(diagnostics)


def test_legacy_join_type_names_in_json() -> None:
    loaded = load_plan(_plan("relation/join/left_semi_join-duckdb_plan.json"))
    assert "legacy-join-type-name" in _codes(loaded.diagnostics)
    joins = [j for j, _ in messages_of_type(loaded.plan, "substrait.JoinRel")]
    assert [j.type for j in joins] == [JoinRel.JOIN_TYPE_LEFT_SEMI]


def test_legacy_join_type_names_in_text() -> None:
    plan = read_plan(_plan("relation/join/left_semi_join-duckdb_plan.json"))
    from google.protobuf import text_format

    text = text_format.MessageToString(plan).replace("JOIN_TYPE_LEFT_SEMI", "JOIN_TYPE_SEMI")
    loaded = load_plan(text.encode())
    assert "legacy-join-type-name" in _codes(loaded.diagnostics)


def test_duckdb_interval_microseconds_is_refused() -> None:
    # '06:00:00' is 21,600,000,000 microseconds; DuckDB 1.1 wrote 125163520 (wrapped at 32 bits).
    path = _plan("function/datetime/add_intervals-duckdb_plan.json")
    loaded = load_plan(path)
    assert {"legacy-interval-microseconds", "interval-microseconds-wrapped"} <= _codes(loaded.diagnostics)
    assert not is_valid(validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics))
    with pytest.raises(InvalidPlanError) as info:
        read_plan(path)
    assert info.value.code == "interval-microseconds-wrapped"


def test_duckdb_dummy_scan_gets_a_schema() -> None:
    loaded = load_plan(_plan("function/comparison/coalesce-duckdb_plan.json"))
    assert "virtual-table-without-schema" in _codes(loaded.diagnostics)
    reads = [r for r, _ in messages_of_type(loaded.plan, "substrait.ReadRel")]
    assert all(
        r.HasField("base_schema") and len(r.base_schema.names) == len(r.base_schema.struct.types)
        for r in reads
    )
    assert is_valid(validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics))


def test_duckdb_string_agg_gets_its_default_separator() -> None:
    loaded = load_plan(_plan("function/string/string_agg-duckdb_plan.json"))
    assert "string-agg-default-separator" in _codes(loaded.diagnostics)
    fns = [f for f, _ in messages_of_type(loaded.plan, "substrait.AggregateFunction")]
    assert [len(f.arguments) for f in fns] == [2]
    assert fns[0].arguments[1].value.literal.string == ","


def test_datafusion_untyped_base_schema_and_projection() -> None:
    loaded = load_plan(_plan("function/arithmetic/add-datafusion_plan.json"))
    codes = _codes(loaded.diagnostics)
    assert {"untyped-base-schema", "project-expressions-only", "legacy-fetch-count"} <= codes
    read = next(r for r, _ in messages_of_type(loaded.plan, "substrait.ReadRel"))
    assert len(read.base_schema.struct.types) == len(read.base_schema.names) == 5
    assert all(t.WhichOneof("kind") is None for t in read.base_schema.struct.types)
    # The project of [ps_partkey, ps_suppkey, ps_partkey + ps_suppkey] over two fields outputs the three.
    project = next(p for p, _ in messages_of_type(loaded.plan, "substrait.ProjectRel"))
    assert list(project.common.emit.output_mapping) == [2, 3, 4]
    diagnostics = validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
    assert is_valid(diagnostics)
    assert "untyped-base-schema" in _codes(diagnostics)
    assert "named-struct-names" not in _codes(diagnostics)


def test_type_untyped_reads_from_the_bound_table() -> None:
    plan = read_plan(_plan("function/arithmetic/add-datafusion_plan.json"))
    columns = {
        "PS_PARTKEY": typesys.simple("i64", nullable=True),
        "ps_suppkey": typesys.simple("i64", nullable=True),
        "ps_availqty": typesys.simple("i64", nullable=True),
        "ps_supplycost": typesys.decimal(15, 2, nullable=True),
        "ps_comment": typesys.simple("string", nullable=True),
    }
    typed = type_untyped_reads(plan, lambda names: columns if names[-1] == "partsupp" else None)
    assert [typesys.type_str(f.type) for f in root_fields(typed)][:2] == ["i64?", "i64?"]
    with pytest.raises(BindingError):
        type_untyped_reads(plan, lambda names: None)
    with pytest.raises(BindingError):
        type_untyped_reads(plan, lambda names: {"ps_partkey": typesys.simple("i64")})


def test_isthmus_grouping_sets_without_the_column() -> None:
    loaded = load_plan(_plan("relation/aggregate/aggregate_with_group_by_cube-isthmus_plan.json"))
    origin = origin_from_diagnostics(loaded.diagnostics)
    assert origin is not None and origin.producer == "isthmus" and origin.spec is None
    assert "grouping-set-column-absent" in _codes(loaded.diagnostics)
    agg = next(a for a, _ in messages_of_type(loaded.plan, "substrait.AggregateRel"))
    assert list(agg.common.emit.output_mapping) == [0, 1, 2]  # two keys and count(*), no index column
    assert _root_width_matches_names(loaded.plan)
    assert is_valid(validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics))


def test_plan_without_version_or_fingerprint_is_refused_when_ambiguous() -> None:
    data = json.loads(_plan("relation/aggregate/aggregate_with_group_by_cube-isthmus_plan.json").read_text())
    data["extensionUris"][0]["uri"] = "https://example.com/extensions/functions_aggregate_generic.yaml"
    with pytest.raises(InvalidPlanError) as info:
        load_plan(json.dumps(data).encode())
    assert info.value.code == "ambiguous-producer-era"


def test_plan_of_today_passes_through_unchanged() -> None:
    golden = (
        Path(__file__).resolve().parents[1]
        / "conformance"
        / "plans"
        / "aggregate"
        / "grouping_sets_cube.json"
    )
    plan = json_format.Parse(golden.read_text(), Plan())
    upgraded, diagnostics = upgrade_plan(plan)
    assert diagnostics == [] and upgraded == plan
    plan.ClearField("version")  # no version, but consistent with today's reading: nothing to guess
    upgraded, diagnostics = upgrade_plan(plan)
    assert diagnostics == [] and upgraded == plan


def test_upgrades_are_idempotent() -> None:
    first = read_plan(_plan("relation/filter/where_and-duckdb_plan.json"))
    again, diagnostics = upgrade_plan(first)
    assert again == first
    assert all(d.code == "producer-era" for d in diagnostics)


def test_isthmus_q01_is_judged_by_its_era() -> None:
    # subtract(date, interval_day) returned date before spec 0.91; Isthmus' URI plans predate 0.85.
    loaded = load_plan(_plan("integration/tpch/q01-isthmus_plan.json"))
    diagnostics = validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
    assert is_valid(diagnostics)
    assert "era-signature" in _codes(diagnostics)
    # The same call in a plan of today's spec is an error.
    today = Plan()
    today.CopyFrom(loaded.plan)
    today.version.minor_number = 100
    today.version.producer = "today"
    assert "output-type-mismatch" in _codes(validate_plan(today))


def _add_date_iyear(minor: int, output_type: str) -> Plan:
    """``SELECT d + INTERVAL 1 YEAR`` over one row (d = 2022-01-08), ``add:date_iyear`` declared with
    ``output_type``, in a plan of spec 0.``minor``."""
    from google.protobuf import text_format

    required = "nullability: NULLABILITY_REQUIRED"
    field0 = "selection { direct_reference { struct_field { field: 0 } } root_reference {} }"
    return text_format.Parse(
        f"""
        version {{ minor_number: {minor} producer: "hand-written" }}
        extension_urns {{ extension_urn_anchor: 1 urn: "extension:io.substrait:functions_datetime" }}
        extensions {{ extension_function {{
          extension_urn_reference: 1 function_anchor: 1 name: "add:date_iyear" }} }}
        relations {{ root {{ names: "x" input {{ project {{
          common {{ emit {{ output_mapping: 1 }} }}
          input {{ read {{
            base_schema {{ names: "d" struct {{ types {{ date {{ {required} }} }} {required} }} }}
            virtual_table {{ expressions {{ fields {{ literal {{ date: 19000 }} }} }} }} }} }}
          expressions {{ scalar_function {{ function_reference: 1 output_type {{ {output_type} }}
            arguments {{ value {{ {field0} }} }}
            arguments {{ value {{ literal {{ interval_year_to_month {{ years: 1 }} }} }} }} }} }} }} }} }} }}
        """,
        Plan(),
    )


_TIMESTAMP = "precision_timestamp { precision: 6 nullability: NULLABILITY_REQUIRED }"


def test_add_date_interval_year_returned_a_timestamp_before_spec_0_86() -> None:
    # functions_datetime.yaml's add(date, interval_year) returned timestamp until spec 0.86 made it date
    older = validate_plan(_add_date_iyear(80, _TIMESTAMP))
    assert is_valid(older) and "era-signature" in _codes(older)
    assert "output-type-mismatch" in _codes(validate_plan(_add_date_iyear(90, _TIMESTAMP)))
    assert validate_plan(_add_date_iyear(90, "date { nullability: NULLABILITY_REQUIRED }")) == []


@pytest.mark.spark
def test_add_date_interval_year_of_an_older_plan_runs_as_a_timestamp(spark: SparkSession) -> None:
    import duckdb

    from spark_consumer.consumer import SparkConsumer

    got = SparkConsumer(spark, {}).to_dataframe(_add_date_iyear(80, _TIMESTAMP)).toArrow()
    # DuckDB, whose date + interval is a timestamp too, as the old YAML said
    want = duckdb.sql("SELECT DATE '2022-01-08' + INTERVAL 1 YEAR AS x").to_arrow_table()
    assert got.column(0).to_pylist() == want.column(0).to_pylist()


def test_comparison_argument_widths_are_warnings() -> None:
    loaded = load_plan(_plan("integration/tpch/q06-isthmus_plan.json"))
    diagnostics = validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
    assert is_valid(diagnostics)
    assert "comparison-argument-width" in _codes(diagnostics)


def test_integer_output_widths_are_warnings_but_other_kinds_are_errors() -> None:
    add = load_plan(_plan("function/arithmetic/add-ibis_plan.json"))
    diagnostics = validate_plan(add.plan, load_diagnostics=add.diagnostics)
    assert is_valid(diagnostics) and "output-integer-width" in _codes(diagnostics)
    modulus = load_plan(_plan("function/arithmetic/modulus-isthmus_plan.json"))
    assert "output-integer-width" in _codes(validate_plan(modulus.plan, load_diagnostics=modulus.diagnostics))


def test_identify_by_version_and_fingerprint() -> None:
    plan = Plan()
    plan.version.minor_number = 53
    plan.version.producer = "DuckDB"
    origin = identify(plan)
    assert (origin.producer, origin.spec) == ("duckdb", (0, 53, 0))
    origin = identify(Plan(), uris=["/functions_arithmetic.yaml"])
    assert origin.producer == "isthmus" and origin.spec_before((0, 85, 0))
    assert identify(Plan()).producer is None


def test_every_upgrade_is_documented_in_the_readme() -> None:
    text = README.read_text()
    assert "## Producers and eras" in text
    for entry in UPGRADES:
        assert f"`{entry.code}`" in text, entry.code


def _union_with_untyped_null(producer: str, minor: int) -> str:
    """``SELECT c FROM t UNION ALL SELECT NULL FROM t`` with the null of no type, as DuckDB 1.1 writes it
    (projections without emit: by DuckDB 1.1's reading their output is their expressions only)."""
    read = {
        "read": {
            "baseSchema": {
                "names": ["c"],
                "struct": {"types": [{"string": {"nullability": "NULLABILITY_NULLABLE"}}]},
            },
            "namedTable": {"names": ["t"]},
        }
    }
    column = {"selection": {"directReference": {"structField": {}}, "rootReference": {}}}
    branches = [
        {"project": {"input": read, "expressions": [column]}},
        {"project": {"input": read, "expressions": [{"literal": {"null": {}}}]}},
    ]
    root = {"input": {"set": {"op": "SET_OP_UNION_ALL", "inputs": branches}}, "names": ["c"]}
    return json.dumps(
        {"version": {"minorNumber": minor, "producer": producer}, "relations": [{"root": root}]}
    )


def test_duckdb_null_of_no_type_in_a_union_takes_the_columns_type() -> None:
    loaded = load_plan(_union_with_untyped_null("DuckDB", 53))
    typed = [d for d in loaded.diagnostics if d.code == "untyped-null-set-column"]
    assert [d.path for d in typed] == ["relations[0].root.input.set.inputs[1].project.expressions[0].literal"]
    null = loaded.plan.relations[0].root.input.set.inputs[1].project.expressions[0].literal.null
    assert typesys.type_str(null) == "string?"  # the column c of the first input, nullable
    assert is_valid(validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics))


def test_null_of_no_type_in_a_union_of_todays_spec_is_an_error() -> None:
    # today's projection outputs its input and its expressions: the null is a column of its own, and a
    # plan of today's spec must give every literal's type
    loaded = load_plan(_union_with_untyped_null("probe", 75))
    assert not any(d.code == "untyped-null-set-column" for d in loaded.diagnostics)
    found = [(d.code, d.path) for d in validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)]
    path = "relations[0].root.input.set.inputs[1].project.expressions[0].literal.null"
    assert ("missing-type", path) in found


def test_duckdb_tpcds_q27_nulls_are_typed_from_the_union() -> None:
    # TPC-DS q27 as DuckDB 1.1.3 plans it: NULL AS s_state (and NULL AS i_item_id) in the rollup branches;
    # both columns are VARCHAR in TPC-DS (Substrait string)
    plan_path = Path(__file__).resolve().parents[1] / "conformance/producers/duckdb-1.1.3/tpcds/q27.json"
    loaded = load_plan(plan_path)
    typed = [d for d in loaded.diagnostics if d.code == "untyped-null-set-column"]
    assert len(typed) == 3
    nulls = [
        lit.null
        for lit, _ in messages_of_type(loaded.plan, "substrait.Expression.Literal")
        if lit.WhichOneof("literal_type") == "null"
    ]
    assert [typesys.type_str(t) for t in nulls] == ["string?"] * 3
    assert is_valid(validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics))


DATAFUSION_ERAS = Path(__file__).parent / "data" / "datafusion_eras"
#: ``SELECT id, dt + INTERVAL '1 month', dt - INTERVAL '10 days', ts + INTERVAL '90 minutes' FROM t`` as
#: DataFusion 42 and 40 plan it (the table: ``probe-t.parquet``).
INTERVAL_PLANS = {
    42: DATAFUSION_ERAS / "datafusion-42-interval-literals.substrait",
    40: DATAFUSION_ERAS / "datafusion-40-interval-literals.substrait",
}


@pytest.mark.parametrize("major", sorted(INTERVAL_PLANS))
def test_datafusions_interval_literals_are_todays_interval_literals(major: int) -> None:
    """DataFusion 42 and earlier write each interval as a literal of a user-defined type, its value the
    16 little-endian bytes of Arrow's month-day-nanosecond interval. 41 and 42 declare the type by the
    name ``interval-month-day-nano``; 40 and earlier declare nothing and refer to the type by the fixed
    anchor 3, naming it only in the value's type URL. Either way they are the spec's compound interval
    literals of the same months, days and nanoseconds."""
    from substrait.algebra_pb2 import Expression

    loaded = load_plan(INTERVAL_PLANS[major])
    assert "datafusion-interval-literal" in _codes(loaded.diagnostics)
    literals = [
        lit
        for lit, _ in messages_of_type(loaded.plan, "substrait.Expression.Literal")
        if lit.WhichOneof("literal_type") in ("interval_compound", "user_defined")
    ]
    got = [
        (
            lit.interval_compound.interval_year_to_month.years * 12
            + lit.interval_compound.interval_year_to_month.months,
            lit.interval_compound.interval_day_to_second.days,
            lit.interval_compound.interval_day_to_second.seconds,
            lit.interval_compound.interval_day_to_second.subseconds,
            lit.interval_compound.interval_day_to_second.precision,
            lit.type_variation_reference,
        )
        for lit in literals
    ]
    assert got == [(1, 0, 0, 0, 9, 0), (0, 10, 0, 0, 9, 0), (0, 0, 5400, 0, 9, 0)]
    assert all(isinstance(lit, Expression.Literal) for lit in literals)
    assert is_valid(validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics))


@pytest.mark.spark
@pytest.mark.parametrize("major", sorted(INTERVAL_PLANS))
def test_datafusions_interval_literals_give_duckdbs_answer(spark: SparkSession, major: int) -> None:
    import pyarrow.parquet as pq

    from conformance.reference import assert_tables_match
    from spark_consumer.consumer import SparkConsumer

    table = DATAFUSION_ERAS / "probe-t.parquet"
    got = SparkConsumer(spark, {"t": str(table)}).to_dataframe(INTERVAL_PLANS[major].read_bytes()).toArrow()
    duckdb = pytest.importorskip("duckdb")
    con = duckdb.connect()
    con.register("t", pq.read_table(table))
    # DataFusion's date plus or minus an interval is a date (DuckDB's a timestamp at midnight)
    expected = con.sql(
        "SELECT id, CAST(dt + INTERVAL '1 month' AS DATE), CAST(dt - INTERVAL '10 days' AS DATE), "
        "ts + INTERVAL '90 minutes' FROM t"
    ).to_arrow_table()
    assert_tables_match(got, expected, ordered=False, check_names=False)


def test_every_upgrade_has_its_own_code() -> None:
    from substrait_py.upgrades import UPGRADES

    codes = [u.code for u in UPGRADES]
    assert len(codes) == len(set(codes))


def _timestamp_plus_day(minor: int) -> bytes:
    """``SELECT ts + INTERVAL '1' DAY, i`` over one row, in a plan of spec 0.``minor`` whose interval_day
    literal and column name no precision (before spec 0.54 the type had none: microseconds)."""
    from google.protobuf import text_format

    required = "nullability: NULLABILITY_REQUIRED"
    field0 = "selection { direct_reference { struct_field { field: 0 } } root_reference {} }"
    plan = text_format.Parse(
        f"""
        version {{ minor_number: {minor} producer: "hand-written" }}
        extension_urns {{ extension_urn_anchor: 1 urn: "extension:io.substrait:functions_datetime" }}
        extensions {{ extension_function {{
          extension_urn_reference: 1 function_anchor: 1 name: "add:pts_iday" }} }}
        relations {{ root {{ names: "x" names: "i" input {{ project {{
          common {{ emit {{ output_mapping: 2 output_mapping: 1 }} }}
          input {{ read {{
            base_schema {{ names: "ts" names: "i"
              struct {{ types {{ precision_timestamp {{ precision: 6 {required} }} }}
                        types {{ interval_day {{ {required} }} }} {required} }} }}
            virtual_table {{ expressions {{
              fields {{ literal {{ precision_timestamp {{ precision: 6 value: 0 }} }} }}
              fields {{ literal {{ interval_day_to_second {{ seconds: 5 }} }} }} }} }}
          }} }}
          expressions {{ scalar_function {{ function_reference: 1
            output_type {{ precision_timestamp {{ precision: 6 {required} }} }}
            arguments {{ value {{ {field0} }} }}
            arguments {{ value {{ literal {{ interval_day_to_second {{ days: 1 }} }} }} }} }} }} }} }} }} }}
        """,
        Plan(),
    )
    return plan.SerializeToString()


def test_interval_day_without_precision_is_microseconds_before_spec_0_54() -> None:
    older = load_plan(_timestamp_plus_day(53))
    marked = [d.path for d in older.diagnostics if d.code == "legacy-interval-day-precision"]
    assert len(marked) == 3  # the column's type, the column's value and the argument
    assert is_valid(validate_plan(older.plan, load_diagnostics=older.diagnostics))
    fields = root_fields(older.plan)
    assert [typesys.type_str(f.type) for f in fields] == ["precision_timestamp<6>", "interval_day<6>"]
    # today a missing precision is 0, and interval_day<0> does not pair with precision_timestamp<6>
    today = load_plan(_timestamp_plus_day(60))
    assert "legacy-interval-day-precision" not in _codes(today.diagnostics)
    assert "function-signature-mismatch" in _codes(
        validate_plan(today.plan, load_diagnostics=today.diagnostics)
    )


def test_datafusions_text_cast_to_a_wall_time_or_date_reads_the_instant_and_no_one_elses_does(
    tmp_path: Path,
) -> None:
    """DataFusion reads '10:00+05:30' cast to TIMESTAMP as 04:30 (the instant's wall time in UTC), and cast
    to DATE as the instant's date in UTC: its plan's casts of text go through a timestamp with time zone.
    Another producer's plan keeps its casts (the offset is dropped, as DuckDB, PostgreSQL and Spark drop
    it); a second upgrade changes nothing."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    generate = pytest.importorskip("conformance.producers.datafusion.generate")
    pq.write_table(pa.table({"s": ["2024-02-29T10:00:00+05:30"]}), tmp_path / "t.parquet")
    ctx = generate.make_context(tmp_path)
    sql = "SELECT CAST(s AS TIMESTAMP) AS a, CAST(s AS DATE) AS b FROM t"
    plan = Plan.FromString(generate.produce_plan(sql, ctx))
    assert generate.datafusion_answer(sql, ctx).column("a")[0].as_py().hour == 4
    upgraded, diagnostics = upgrade_plan(plan)
    assert [d.code for d in diagnostics if d.code != "producer-era"] == ["datafusion-text-instant"] * 2
    wall_time, day = (e.cast for e in upgraded.relations[0].root.input.project.expressions)
    assert wall_time.type.precision_timestamp.precision == 9
    assert wall_time.input.cast.type.precision_timestamp_tz.precision == 9
    assert day.type.HasField("date") and day.input.cast.type.precision_timestamp_tz.precision == 6
    again, diagnostics = upgrade_plan(upgraded)
    assert again == upgraded and all(d.code == "producer-era" for d in diagnostics)
    plan.version.producer = "another"
    assert upgrade_plan(plan) == (plan, [])
