"""Plans written before spec 0.85 (extension URIs, removed fields) load in JSON, text and binary."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from google.protobuf.unknown_fields import UnknownFieldSet
from pyspark.sql import SparkSession
from substrait import plan_pb2

from substrait_py.errors import Diagnostic, Severity
from substrait_py.legacy import uri_to_urn
from substrait_py.planio import PlanFormat, load_plan, serialize_plan

ARITH_URI = "https://github.com/substrait-io/substrait/blob/main/extensions/functions_arithmetic.yaml"
CUSTOM_URI = "https://example.com/udfs/my functions.yaml"

LEGACY_JSON = {
    "extensionUris": [
        {"extensionUriAnchor": 1, "uri": ARITH_URI},
        {"extensionUriAnchor": 2, "uri": CUSTOM_URI},
    ],
    "extensions": [
        {"extensionFunction": {"extensionUriReference": 1, "functionAnchor": 0, "name": "add:i64_i64"}},
        {"extensionFunction": {"extensionUriReference": 2, "functionAnchor": 1, "name": "my_fn:i64"}},
    ],
    "relations": [
        {
            "root": {
                "input": {
                    "fetch": {
                        "input": {
                            "read": {
                                "baseSchema": {
                                    "names": ["ORDER_ID"],
                                    "struct": {"types": [{"i64": {"nullability": "NULLABILITY_REQUIRED"}}]},
                                },
                                "namedTable": {"names": ["ORDERS"]},
                            }
                        },
                        "offset": "2",
                        "count": "5",
                    }
                },
                "names": ["ORDER_ID"],
            }
        }
    ],
}


def expected_current() -> plan_pb2.Plan:
    p = plan_pb2.Plan()
    p.extension_urns.add(extension_urn_anchor=1, urn="extension:io.substrait:functions_arithmetic")
    p.extension_urns.add(extension_urn_anchor=2, urn="extension:legacy:example.com/udfs/my_functions.yaml")
    f = p.extensions.add().extension_function
    f.extension_urn_reference, f.function_anchor, f.name = 1, 0, "add:i64_i64"
    f = p.extensions.add().extension_function
    f.extension_urn_reference, f.function_anchor, f.name = 2, 1, "my_fn:i64"
    root = p.relations.add().root
    root.names.append("ORDER_ID")
    fetch = root.input.fetch
    read = fetch.input.read
    read.base_schema.names.append("ORDER_ID")
    read.base_schema.struct.types.add().i64.nullability = (
        plan_pb2.Plan.DESCRIPTOR.file.pool.FindEnumTypeByName("substrait.Type.Nullability")
        .values_by_name["NULLABILITY_REQUIRED"]
        .number
    )
    read.named_table.names.append("ORDERS")
    fetch.offset_expr.literal.i64 = 2
    fetch.count_expr.literal.i64 = 5
    return p


def _varint(n: int) -> bytes:
    out = bytearray()
    while n > 0x7F:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def _len_field(number: int, payload: bytes) -> bytes:
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def legacy_binary() -> bytes:
    """The same plan encoded by hand in the pre-0.85 wire form: Plan field 1 = SimpleExtensionURI
    {1: anchor, 2: uri}; declaration field 1 = extension_uri_reference; FetchRel 3/4 = offset/count."""
    current = expected_current()
    uris = b"".join(
        _len_field(1, _varint(1 << 3) + _varint(anchor) + _len_field(2, uri.encode()))
        for anchor, uri in [(1, ARITH_URI), (2, CUSTOM_URI)]
    )
    decls = b""
    for ext in current.extensions:
        fn = ext.extension_function
        body = _varint(1 << 3) + _varint(fn.extension_urn_reference)  # the URI anchor, same numbers
        body += _varint(2 << 3) + _varint(fn.function_anchor) + _len_field(3, fn.name.encode())
        decls += _len_field(2, _len_field(3, body))
    stripped = plan_pb2.Plan()
    stripped.CopyFrom(current)
    del stripped.extensions[:]
    del stripped.extension_urns[:]
    fetch = stripped.relations[0].root.input.fetch
    fetch.ClearField("offset_expr")
    fetch.ClearField("count_expr")
    # add the old FetchRel fields 3 and 4 inside the fetch message: re-encode the relation by hand
    fetch_bytes = fetch.SerializeToString() + _varint(3 << 3) + _varint(2) + _varint(4 << 3) + _varint(5)
    from substrait import algebra_pb2

    rel = _len_field(algebra_pb2.Rel.DESCRIPTOR.fields_by_name["fetch"].number, fetch_bytes)
    root = _len_field(1, rel) + _len_field(2, b"ORDER_ID")  # RelRoot.input = 1, names = 2
    plan_rel = _len_field(2, root)  # PlanRel.root = 2
    return uris + decls + _len_field(3, plan_rel)


def test_standard_and_unknown_uris() -> None:
    assert uri_to_urn(ARITH_URI) == ("extension:io.substrait:functions_arithmetic", True)
    assert uri_to_urn("/functions_comparison.yaml") == ("extension:io.substrait:functions_comparison", True)
    assert uri_to_urn("functions_string.yaml") == ("extension:io.substrait:functions_string", True)
    urn, standard = uri_to_urn(CUSTOM_URI)
    assert not standard and urn.startswith("extension:legacy:")
    raw = "https://raw.githubusercontent.com/substrait-io/substrait/v0.44.0/extensions/functions_string.yaml"
    assert uri_to_urn(raw) == ("extension:io.substrait:functions_string", True)


def test_another_projects_file_of_a_standard_name_is_not_the_standard_one() -> None:
    """Arrow's own ``extension_types.yaml`` (Acero's unsigned integers, half floats, large strings) is
    not Substrait's file of that name (points and lines)."""
    arrow = "https://github.com/apache/arrow/blob/main/format/substrait/extension_types.yaml"
    urn, standard = uri_to_urn(arrow)
    assert not standard
    assert urn == "extension:legacy:github.com/apache/arrow/blob/main/format/substrait/extension_types.yaml"
    substrait = "https://github.com/substrait-io/substrait/blob/main/extensions/extension_types.yaml"
    assert uri_to_urn(substrait) == ("extension:io.substrait:extension_types", True)


def _check(loaded_plan: plan_pb2.Plan, diagnostics: list[Diagnostic]) -> None:
    assert loaded_plan == expected_current()
    codes = {(d.code, d.severity) for d in diagnostics}
    assert ("legacy-extension-uri", Severity.INFO) in codes
    assert ("legacy-extension-uri-unknown", Severity.WARNING) in codes
    unknown = next(d for d in diagnostics if d.code == "legacy-extension-uri-unknown")
    assert unknown.path == "extension_uris[1]" and unknown.extra["uri"] == CUSTOM_URI


def test_legacy_json() -> None:
    loaded = load_plan(json.dumps(LEGACY_JSON).encode())
    assert loaded.format is PlanFormat.JSON
    _check(loaded.plan, loaded.diagnostics)


def test_legacy_json_with_proto_field_names() -> None:
    text = json.dumps(LEGACY_JSON)
    for camel, snake in [
        ("extensionUris", "extension_uris"),
        ("extensionUriReference", "extension_uri_reference"),
        ("extensionUriAnchor", "extension_uri_anchor"),
    ]:
        text = text.replace(camel, snake)
    loaded = load_plan(text)
    _check(loaded.plan, loaded.diagnostics)


def test_legacy_binary() -> None:
    data = legacy_binary()
    loaded = load_plan(data)
    assert loaded.format is PlanFormat.BINARY
    _check(loaded.plan, loaded.diagnostics)


def test_legacy_text() -> None:
    text = f"""
    extension_uris {{ extension_uri_anchor: 1 uri: "{ARITH_URI}" }}
    extension_uris {{ extension_uri_anchor: 2 uri: "{CUSTOM_URI}" }}
    extensions {{ extension_function {{
      extension_uri_reference: 1 function_anchor: 0 name: "add:i64_i64" }} }}
    extensions {{ extension_function {{
      extension_uri_reference: 2 function_anchor: 1 name: "my_fn:i64" }} }}
    relations {{ root {{ input {{ fetch {{
      input {{ read {{ base_schema {{ names: "ORDER_ID"
                                   struct {{ types {{ i64 {{ nullability: NULLABILITY_REQUIRED }} }} }} }}
                     named_table {{ names: "ORDERS" }} }} }}
      offset: 2 count: 5 }} }} names: "ORDER_ID" }} }}
    """
    loaded = load_plan(text.encode())
    assert loaded.format is PlanFormat.TEXT
    _check(loaded.plan, loaded.diagnostics)


@pytest.mark.parametrize("fmt", list(PlanFormat))
def test_legacy_plan_converts_to_current_form(fmt: PlanFormat) -> None:
    plan = load_plan(legacy_binary()).plan
    again = load_plan(serialize_plan(plan, fmt))
    assert again.plan == expected_current()
    assert again.diagnostics == []


def test_transition_plan_with_both_uris_and_urns_keeps_its_urns() -> None:
    obj = json.loads(json.dumps(LEGACY_JSON))
    obj["extensionUrns"] = [{"extensionUrnAnchor": 7, "urn": "extension:io.substrait:functions_arithmetic"}]
    obj["extensions"][0]["extensionFunction"]["extensionUrnReference"] = 7
    plan = load_plan(json.dumps(obj)).plan
    urns = {u.extension_urn_anchor: u.urn for u in plan.extension_urns}
    decl = plan.extensions[0].extension_function
    assert urns[decl.extension_urn_reference] == "extension:io.substrait:functions_arithmetic"
    assert sorted(urns.values()).count("extension:io.substrait:functions_arithmetic") == 1


def test_count_minus_one_means_all() -> None:
    obj = json.loads(json.dumps(LEGACY_JSON))
    obj["relations"][0]["root"]["input"]["fetch"]["count"] = "-1"
    fetch = load_plan(json.dumps(obj)).plan.relations[0].root.input.fetch
    assert not fetch.HasField("count_expr")
    assert fetch.offset_expr.literal.i64 == 2


def test_old_function_args_and_grouping_expressions() -> None:
    obj = {
        "relations": [
            {
                "root": {
                    "input": {
                        "aggregate": {
                            "input": {
                                "read": {
                                    "namedTable": {"names": ["T"]},
                                    "baseSchema": {"names": ["A"], "struct": {"types": [{"i64": {}}]}},
                                }
                            },
                            "groupings": [
                                {
                                    "groupingExpressions": [
                                        {
                                            "selection": {
                                                "directReference": {"structField": {}},
                                                "rootReference": {},
                                            }
                                        }
                                    ]
                                }
                            ],
                            "measures": [
                                {
                                    "measure": {
                                        "functionReference": 1,
                                        "args": [
                                            {
                                                "selection": {
                                                    "directReference": {"structField": {}},
                                                    "rootReference": {},
                                                }
                                            }
                                        ],
                                    }
                                }
                            ],
                        }
                    }
                }
            }
        ]
    }
    plan = load_plan(json.dumps(obj)).plan
    agg = plan.relations[0].root.input.aggregate
    assert len(agg.grouping_expressions) == 1
    assert list(agg.groupings[0].expression_references) == [0]
    assert agg.measures[0].measure.arguments[0].value.selection.direct_reference.struct_field.field == 0


def test_legacy_binary_that_starts_like_json_is_still_binary() -> None:
    # Plan field 1 (tag 0x0a = "\n") with a SimpleExtensionURI of 123 bytes (= "{"): 2 + 2 + 119.
    uri = "https://example.com/" + "x" * (119 - len("https://example.com/") - len(".yaml")) + ".yaml"
    assert len(uri) == 119
    entry = _varint(1 << 3) + _varint(1) + _len_field(2, uri.encode())
    data = _len_field(1, entry) + legacy_binary()
    assert data.startswith(b"\n{")
    loaded = load_plan(data)
    assert loaded.format is PlanFormat.BINARY
    assert "extension:legacy:example.com/" + "x" * 94 + ".yaml" in {u.urn for u in loaded.plan.extension_urns}


# ------------------------------------------------------------------ microsecond types (removed in 0.88)


def _microsecond_plan(producer: str, minor: int, variation: int = 0) -> dict:
    """A spec-0.4x plan reading a table of the removed microsecond types and filtering on a removed
    timestamp literal: ``SELECT ts, tz, t FROM events WHERE ts >= TIMESTAMP '2024-01-02 03:04:05.123456'``."""
    nullable = {"nullability": "NULLABILITY_NULLABLE", "typeVariationReference": variation}
    column = {"selection": {"directReference": {"structField": {}}, "rootReference": {}}}
    return {
        "version": {"minorNumber": minor, "producer": producer},
        "extensionUris": [{"extensionUriAnchor": 1, "uri": "/functions_comparison.yaml"}],
        "extensions": [
            {"extensionFunction": {"extensionUriReference": 1, "functionAnchor": 1, "name": "gte:any_any"}}
        ],
        "relations": [
            {
                "root": {
                    "input": {
                        "filter": {
                            "input": {
                                "read": {
                                    "baseSchema": {
                                        "names": ["ts", "tz", "t"],
                                        "struct": {
                                            "types": [
                                                {"timestamp": nullable},
                                                {"timestampTz": nullable},
                                                {"time": nullable},
                                            ],
                                            "nullability": "NULLABILITY_REQUIRED",
                                        },
                                    },
                                    "namedTable": {"names": ["events"]},
                                }
                            },
                            "condition": {
                                "scalarFunction": {
                                    "functionReference": 1,
                                    "outputType": {"bool": {"nullability": "NULLABILITY_NULLABLE"}},
                                    "arguments": [
                                        {"value": column},
                                        {
                                            "value": {
                                                "literal": {
                                                    "timestamp": "1704164645123456",
                                                    "typeVariationReference": variation,
                                                }
                                            }
                                        },
                                    ],
                                }
                            },
                        }
                    },
                    "names": ["ts", "tz", "t"],
                }
            }
        ],
    }


def test_removed_microsecond_types_and_literals_read_as_precision_6() -> None:
    loaded = load_plan(json.dumps(_microsecond_plan("substrait-java", 40)))
    read = loaded.plan.relations[0].root.input.filter.input.read
    kinds = [
        (t.WhichOneof("kind"), getattr(t, t.WhichOneof("kind")).precision)
        for t in read.base_schema.struct.types
    ]
    # the spec: timestamp, timestamp_tz and time counted microseconds; precision 6 is microseconds
    assert kinds == [("precision_timestamp", 6), ("precision_timestamp_tz", 6), ("precision_time", 6)]
    assert all(t.precision_timestamp.nullability == 1 for t in read.base_schema.struct.types[:1])
    lit = loaded.plan.relations[0].root.input.filter.condition.scalar_function.arguments[1].value.literal
    assert (lit.precision_timestamp.precision, lit.precision_timestamp.value) == (6, 1704164645123456)
    assert sum(d.code == "legacy-microsecond-types" for d in loaded.diagnostics) == 4
    from substrait_py.validate import is_valid, validate_plan

    assert is_valid(validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics))


def test_removed_microsecond_type_on_the_wire() -> None:
    # Type.timestamp was field 14 of Type, a message {type_variation_reference = 1, nullability = 2}:
    # tag (14 << 3 | 2) = 0x72, length 2, nullability NULLABLE (1) = 0x10 0x01
    old_type = b"\x72\x02\x10\x01"
    struct = _len_field(1, old_type)  # Type.Struct.types = 1
    base_schema = _len_field(1, b"ts") + _len_field(2, struct)  # NamedStruct.names = 1, struct = 2
    from substrait import algebra_pb2

    read_fields = algebra_pb2.ReadRel.DESCRIPTOR.fields_by_name
    table = _len_field(1, b"events")  # NamedTable.names = 1
    read = _len_field(read_fields["base_schema"].number, base_schema)
    read += _len_field(read_fields["named_table"].number, table)
    rel = _len_field(algebra_pb2.Rel.DESCRIPTOR.fields_by_name["read"].number, read)
    plan = _len_field(3, _len_field(2, _len_field(1, rel) + _len_field(2, b"ts")))
    loaded = load_plan(plan, fmt=PlanFormat.BINARY)
    t = loaded.plan.relations[0].root.input.read.base_schema.struct.types[0]
    assert (t.WhichOneof("kind"), t.precision_timestamp.precision, t.precision_timestamp.nullability) == (
        "precision_timestamp",
        6,
        1,
    )


@pytest.mark.parametrize(("variation", "precision"), [(0, 0), (1, 3), (2, 6), (3, 9)])
def test_datafusion_40_timestamp_variations_are_units(variation: int, precision: int) -> None:
    # DataFusion 40 wrote an Arrow timestamp's unit as the type variation (0 s, 1 ms, 2 us, 3 ns) and the
    # literal's value in that unit
    loaded = load_plan(json.dumps(_microsecond_plan("datafusion", 51, variation)))
    read = loaded.plan.relations[0].root.input.filter.input.read
    ts = read.base_schema.struct.types[0].precision_timestamp
    assert (ts.precision, ts.type_variation_reference) == (precision, 0)
    lit = loaded.plan.relations[0].root.input.filter.condition.scalar_function.arguments[1].value.literal
    assert (lit.precision_timestamp.precision, lit.precision_timestamp.value) == (precision, 1704164645123456)
    assert lit.type_variation_reference == 0


def test_removed_microsecond_types_run_on_spark(spark: SparkSession) -> None:
    import datetime

    import duckdb
    import pyarrow as pa

    from spark_consumer.consumer import SparkConsumer

    utc = datetime.timezone.utc
    table = pa.table(
        {
            "ts": pa.array(
                [
                    datetime.datetime(2024, 1, 2, 3, 4, 5, 123455),
                    datetime.datetime(2024, 1, 2, 3, 4, 5, 123456),
                ],
                pa.timestamp("us"),
            ),
            "tz": pa.array(
                [datetime.datetime(2024, 1, 1, tzinfo=utc), datetime.datetime(2025, 6, 1, 12, tzinfo=utc)],
                pa.timestamp("us", "UTC"),
            ),
        }
    )
    # Spark 4 has no TIME type by default: the plan's time column is left out here
    plan = _microsecond_plan("substrait-java", 40)
    root = plan["relations"][0]["root"]
    schema = root["input"]["filter"]["input"]["read"]["baseSchema"]
    schema["names"], schema["struct"]["types"] = schema["names"][:2], schema["struct"]["types"][:2]
    root["names"] = ["ts", "tz"]
    frame = spark.createDataFrame(table.to_pandas(), "ts timestamp_ntz, tz timestamp")
    got = SparkConsumer(spark, {"events": frame}).to_dataframe(json.dumps(plan)).toArrow()
    con = duckdb.connect()
    con.register("events", table)
    want = con.execute(
        "SELECT ts, tz FROM events WHERE ts >= TIMESTAMP '2024-01-02 03:04:05.123456'"
    ).to_arrow_table()
    assert want.num_rows == 1

    def micros(t: pa.Table) -> list[tuple[int, int]]:
        # instants as microseconds since the epoch, whatever time zone each engine labels them with
        columns = [
            t.column(n).cast(pa.timestamp("us", "UTC") if n == "tz" else pa.timestamp("us"))
            for n in ("ts", "tz")
        ]
        return [(a.value, b.value) for a, b in zip(*columns, strict=True)]

    assert micros(got) == micros(want)


def test_removed_user_defined_type_reference_reads_as_a_required_user_defined_type() -> None:
    # Type.user_defined_type_reference (field 31, removed in 0.95): "treat it as being non-nullable and
    # having the default variation"
    plan = {
        "version": {"minorNumber": 60, "producer": "probe"},
        "extensionUrns": [{"extensionUrnAnchor": 1, "urn": "extension:com.acme:types"}],
        "extensions": [{"extensionType": {"extensionUrnReference": 1, "typeAnchor": 7, "name": "point"}}],
        "relations": [
            {
                "root": {
                    "input": {
                        "read": {
                            "baseSchema": {
                                "names": ["p"],
                                "struct": {"types": [{"userDefinedTypeReference": 7}]},
                            },
                            "namedTable": {"names": ["shapes"]},
                        }
                    },
                    "names": ["p"],
                }
            }
        ],
    }
    loaded = load_plan(json.dumps(plan))
    t = loaded.plan.relations[0].root.input.read.base_schema.struct.types[0]
    assert t.WhichOneof("kind") == "user_defined"
    assert (
        t.user_defined.type_reference,
        t.user_defined.nullability,
        t.user_defined.type_variation_reference,
    ) == (
        7,
        2,  # NULLABILITY_REQUIRED
        0,
    )
    assert "legacy-user-defined-type-reference" in {d.code for d in loaded.diagnostics}


def _gateway_plan(producer: str, value_type: str, literal: dict[str, object], function: str = "lt") -> str:
    """``SELECT d FROM events WHERE d < <literal>`` as the Spark Substrait gateway writes it (Isthmus-style
    extension URIs, version 0.52), ``d`` of ``value_type``."""
    nullable = {"nullability": "NULLABILITY_NULLABLE"}
    plan = {
        "extensionUris": [{"extensionUriAnchor": 1, "uri": "/functions_comparison.yaml"}],
        "extensions": [
            {
                "extensionFunction": {
                    "extensionUriReference": 1,
                    "functionAnchor": 1,
                    "name": f"{function}:any_any",
                }
            }
        ],
        "relations": [
            {
                "root": {
                    "input": {
                        "filter": {
                            "input": {
                                "read": {
                                    "baseSchema": {
                                        "names": ["d"],
                                        "struct": {"types": [{value_type: nullable}], **nullable},
                                    },
                                    "namedTable": {"names": ["events"]},
                                }
                            },
                            "condition": {
                                "scalarFunction": {
                                    "functionReference": 1,
                                    "outputType": {"bool": nullable},
                                    "arguments": [
                                        {
                                            "value": {
                                                "selection": {
                                                    "directReference": {"structField": {"field": 0}},
                                                    "rootReference": {},
                                                }
                                            }
                                        },
                                        {"value": {"literal": literal}},
                                    ],
                                }
                            },
                        }
                    },
                    "names": ["d"],
                }
            }
        ],
        "version": {"minorNumber": 52, "producer": producer},
    }
    return json.dumps(plan)


CONDITION_PATH = "relations[0].root.input.filter.condition.scalar_function"


def test_the_spark_gateways_comparison_of_a_date_with_a_string_is_sparks_implicit_cast() -> None:
    from substrait_py.validate import validate_plan

    def findings(producer: str) -> set[tuple[str, str, str]]:
        loaded = load_plan(_gateway_plan(producer, "date", {"string": "1995-03-15"}).encode())
        return {
            (d.severity.name, d.code, d.path)
            for d in validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
            if d.severity >= Severity.WARNING
        }

    assert findings("spark-substrait-gateway") == {("WARNING", "spark-implicit-cast", CONDITION_PATH)}
    # from any other producer the comparison is ill-typed
    assert ("ERROR", "function-signature-mismatch", CONDITION_PATH) in findings("some-producer")


def test_the_spark_gateways_arithmetic_on_mixed_kinds_stays_an_error() -> None:
    from substrait_py.validate import validate_plan

    plan = json.loads(_gateway_plan("spark-substrait-gateway", "i32", {"fp64": 2.5}, function="gt"))
    plan["extensionUris"].append({"extensionUriAnchor": 2, "uri": "/functions_arithmetic.yaml"})
    plan["extensions"].append(
        {"extensionFunction": {"extensionUriReference": 2, "functionAnchor": 2, "name": "multiply:i32_fp64"}}
    )
    arguments = plan["relations"][0]["root"]["input"]["filter"]["condition"]["scalarFunction"]["arguments"]
    column = arguments[0]["value"]
    # gt(multiply(d, 0.5), 2.5): the gateway's multiply(i32, fp64)
    arguments[0]["value"] = {
        "scalarFunction": {
            "functionReference": 2,
            "outputType": {"fp64": {"nullability": "NULLABILITY_NULLABLE"}},
            "arguments": [{"value": column}, {"value": {"literal": {"fp64": 0.5}}}],
        }
    }
    loaded = load_plan(json.dumps(plan).encode())
    codes = {
        (d.code, d.path)
        for d in validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
        if d.severity is Severity.ERROR
    }
    assert codes == {("function-signature-mismatch", f"{CONDITION_PATH}.arguments[0].value.scalar_function")}


@pytest.mark.parametrize(
    ("value_type", "literal", "column"),
    [("date", {"string": "1995-03-15"}, "d DATE"), ("i64", {"string": "10"}, "d BIGINT")],
)
def test_the_spark_gateways_string_comparisons_run_as_spark_casts_them(
    spark: SparkSession, value_type: str, literal: dict[str, object], column: str
) -> None:
    import datetime

    from spark_consumer.consumer import SparkConsumer

    if value_type == "date":
        values: list[object] = [
            datetime.date(1995, 3, 14),
            datetime.date(1995, 3, 15),
            None,
            datetime.date(1996, 1, 1),
        ]
        bound: object = datetime.date(1995, 3, 15)
    else:
        values, bound = [9, 10, None, 100, 2], 10
    frame = spark.createDataFrame([(v,) for v in values], column)
    plan = _gateway_plan("spark-substrait-gateway", value_type, literal)
    got = [r.d for r in SparkConsumer(spark, {"events": frame}).to_dataframe(plan).collect()]
    # compared as values, not as text ('100' < '10' as strings; 100 > 10 as numbers)
    assert sorted(got) == sorted(v for v in values if v is not None and v < bound)  # type: ignore[operator]


DATAFUSION_41_Q01 = Path(__file__).parent / "data" / "datafusion_eras" / "datafusion-41-tpch-q01.substrait"


def test_a_plan_object_with_removed_fields_is_read_as_its_bytes() -> None:
    """A ``Plan`` parsed by today's proto keeps the fields later specs removed as unknown fields
    (DataFusion 41's grouping keys in ``Grouping.grouping_expressions``, its extension URIs): given as
    an object, the plan is read as its bytes are, not as an aggregate without keys."""
    from spark_consumer.consume.consumer import load_with_diagnostics

    data = DATAFUSION_41_Q01.read_bytes()
    parsed = plan_pb2.Plan()
    parsed.ParseFromString(data)
    from_bytes, bytes_diagnostics = load_with_diagnostics(data)
    from_object, object_diagnostics = load_with_diagnostics(parsed)
    assert "legacy-grouping-expressions" in {d.code for d in bytes_diagnostics}
    assert object_diagnostics == bytes_diagnostics
    assert from_object == from_bytes
    aggregate = from_object.relations[0].root.input.sort.input.project.input.aggregate
    assert len(aggregate.grouping_expressions) == 2  # l_returnflag, l_linestatus


def test_an_upgraded_plan_given_again_is_typed_from_its_tables_again() -> None:
    """The plan ``load_plan`` returns (DataFusion 41's reads typed ``<unset>`` until the tables are bound),
    given again as a ``Plan`` object, is still read as a plan whose reads are typed from the tables."""
    from spark_consumer.consume.consumer import load_with_diagnostics

    loaded = load_plan(DATAFUSION_41_Q01)
    _, diagnostics = load_with_diagnostics(loaded.plan)
    assert "untyped-base-schema" in {d.code for d in diagnostics}


def test_datafusion_plans_with_both_grouping_forms_load_as_the_legacy_reading_does() -> None:
    """DataFusion 55 writes each grouping's keys twice: as today's references and in the removed
    ``Grouping.grouping_expressions``. Such a plan loads without reading it for removed fields (the
    references say it all), to the plan the full legacy reading gives, with no diagnostic."""
    from substrait_py import legacy as legacy_module
    from substrait_py.planio import _upgrade

    folder = Path(__file__).resolve().parent.parent / "conformance" / "producers" / "datafusion"
    files = sorted((folder / "tpch").glob("*.substrait")) + sorted((folder / "tpcds").glob("*.substrait"))
    both = 0
    for path in files:
        data = path.read_bytes()
        legacy_plan = legacy_module.legacy_plan_class()()
        legacy_plan.ParseFromString(data)
        by_legacy_reading, _ = _upgrade(legacy_plan)
        loaded = load_plan(data)
        assert loaded.plan == by_legacy_reading, path.name
        assert not [d for d in loaded.diagnostics if d.severity is not Severity.INFO], path.name
        raw = plan_pb2.Plan()
        raw.ParseFromString(data)
        both += any(len(UnknownFieldSet(g)) for a, _ in _aggregates(raw) for g in a.groupings)
    assert both > 20  # the plans with the removed field


def test_a_grouping_with_another_unknown_field_is_still_reported() -> None:
    """Only the removed grouping keys next to references are dropped quietly; another unknown field of a
    grouping is reported as any unknown field is."""
    path = Path(__file__).resolve().parent.parent / "conformance/producers/datafusion/tpch/q01.substrait"
    plan = plan_pb2.Plan()
    plan.ParseFromString(path.read_bytes())
    aggregate = next(a for a, _ in _aggregates(plan) if a.groupings)
    aggregate.groupings[0].MergeFromString(b"\xf8\x06\x01")  # field 111, varint 1
    loaded = load_plan(plan.SerializeToString())
    assert [d.code for d in loaded.diagnostics if d.severity is Severity.WARNING] == ["unknown-binary-field"]


def _aggregates(plan: plan_pb2.Plan) -> list[tuple[Any, Any]]:
    from substrait_py.upgrades import messages_of_type

    return messages_of_type(plan, "substrait.AggregateRel")
