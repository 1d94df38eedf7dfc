"""Literal values against their types. Ranges are the spec's type classes (and, for dates and
timestamps, the years 0001..9999); the day counts are checked against Python's own calendar."""

from __future__ import annotations

import datetime
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from google.protobuf import json_format
from substrait.algebra_pb2 import Expression
from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type

from substrait_py.literal_checks import (
    MAX_DATE,
    MAX_SECOND,
    MIN_DATE,
    MIN_SECOND,
    check_literals,
)
from substrait_py.planio import load_plan
from substrait_py.validate import is_valid, validate_plan
from substrait_py.values import days_from_civil

REPO = Path(__file__).resolve().parent.parent
LIT = "relations[0].root.input.project.expressions[0].literal"
Setter = Callable[[Expression.Literal], None]


def literal_plan(setter: Setter) -> Plan:
    """``SELECT <literal> FROM t`` with the literal built by ``setter``."""
    plan = Plan()
    root = plan.relations.add().root
    root.names.extend(["a", "x"])
    project = root.input.project
    read = project.input.read
    read.named_table.names.append("t")
    read.base_schema.names.append("a")
    read.base_schema.struct.types.add().i64.nullability = Type.NULLABILITY_NULLABLE
    setter(project.expressions.add().literal)
    return plan


def decimal(value: int, precision: int, scale: int, size: int = 16) -> Setter:
    def setter(lit: Expression.Literal) -> None:
        lit.decimal.value = value.to_bytes(size, "little", signed=True)
        lit.decimal.precision = precision
        lit.decimal.scale = scale

    return setter


def setter_of(**fields: object) -> Setter:
    """A literal from its protobuf JSON form, e.g. ``setter_of(i8=300)``."""

    def setter(lit: Expression.Literal) -> None:
        json_format.ParseDict(fields, lit, ignore_unknown_fields=False)

    return setter


def pts(precision: int, value: int, kind: str = "precisionTimestamp") -> Setter:
    return setter_of(**{kind: {"precision": precision, "value": str(value)}})


def paths(setter: Setter) -> list[str]:
    return [d.path for d in check_literals(literal_plan(setter))]


# ------------------------------------------------------------------------------------------ the calendar


def test_day_counts_agree_with_pythons_calendar() -> None:
    epoch = datetime.date(1970, 1, 1).toordinal()
    assert datetime.date(1, 1, 1).toordinal() - epoch == MIN_DATE
    assert datetime.date(9999, 12, 31).toordinal() - epoch == MAX_DATE
    for d in (datetime.date(1600, 2, 29), datetime.date(1900, 3, 1), datetime.date(2000, 2, 29)):
        assert days_from_civil(d.year, d.month, d.day) == d.toordinal() - epoch
    utc = datetime.timezone.utc
    epoch_dt = datetime.datetime(1970, 1, 1, tzinfo=utc)
    assert (datetime.datetime(1, 1, 1, tzinfo=utc) - epoch_dt) // datetime.timedelta(seconds=1) == MIN_SECOND
    last = datetime.datetime(9999, 12, 31, 23, 59, 59, tzinfo=utc)
    assert (last - epoch_dt) // datetime.timedelta(seconds=1) == MAX_SECOND


# ------------------------------------------------------------------------------------------ impossible


IMPOSSIBLE: dict[str, tuple[Setter, str]] = {
    "i8 300": (setter_of(i8=300), "i8"),
    "i8 -129": (setter_of(i8=-129), "i8"),
    "i16 32768": (setter_of(i16=32768), "i16"),
    "i16 -32769": (setter_of(i16=-32769), "i16"),
    "12345 in decimal<3,0>": (decimal(12345, 3, 0), "decimal"),
    "-1000 in decimal<3,0>": (decimal(-1000, 3, 0), "decimal"),
    "negative scale": (decimal(5, 5, -1), "decimal"),
    "scale above precision": (decimal(5, 5, 6), "decimal"),
    "precision 39": (decimal(5, 39, 0), "decimal"),
    "precision 0": (decimal(0, 0, 0), "decimal"),
    "decimal of 15 bytes": (decimal(5, 5, 0, size=15), "decimal"),
    "'abc' in varchar<2>": (setter_of(varChar={"value": "abc", "length": 2}), "var_char"),
    "varchar<0>": (setter_of(varChar={"value": "", "length": 0}), "var_char"),
    "empty fixed_char": (setter_of(fixedChar=""), "fixed_char"),
    "uuid of 15 bytes": (lambda lit: setattr(lit, "uuid", b"\0" * 15), "uuid"),
    "date 10000-01-01": (setter_of(date=MAX_DATE + 1), "date"),
    "date 0000-12-31": (setter_of(date=MIN_DATE - 1), "date"),
    "timestamp 10000-01-01": (pts(6, (MAX_SECOND + 1) * 10**6), "precision_timestamp"),
    "timestamp_tz 0000-12-31 23:59:59.999999": (
        pts(6, MIN_SECOND * 10**6 - 1, "precisionTimestampTz"),
        "precision_timestamp_tz",
    ),
    "timestamp precision 13": (pts(13, 0), "precision_timestamp"),
    "timestamp precision -1": (pts(-1, 0), "precision_timestamp"),
    "time of 24 hours": (
        setter_of(precisionTime={"precision": 6, "value": str(86_400 * 10**6)}),
        "precision_time",
    ),
    "negative time": (setter_of(precisionTime={"precision": 0, "value": "-1"}), "precision_time"),
    "10,001 years": (setter_of(intervalYearToMonth={"years": 10_001}), "interval_year_to_month"),
    "120,001 months": (setter_of(intervalYearToMonth={"months": 120_001}), "interval_year_to_month"),
    "10,000 years and a month": (
        setter_of(intervalYearToMonth={"years": 10_000, "months": 1}),
        "interval_year_to_month",
    ),
    "-10000y 200000m (the spec's example)": (
        setter_of(intervalYearToMonth={"years": -10_000, "months": 200_000}),
        "interval_year_to_month",
    ),
    "3,650,001 days": (
        setter_of(intervalDayToSecond={"days": 3_650_001, "precision": 0}),
        "interval_day_to_second",
    ),
    "3,650,000 days and a second": (
        setter_of(intervalDayToSecond={"days": 3_650_000, "seconds": 1, "precision": 0}),
        "interval_day_to_second",
    ),
    "interval precision 13": (setter_of(intervalDayToSecond={"precision": 13}), "interval_day_to_second"),
    "compound with 10,001 years": (
        setter_of(intervalCompound={"intervalYearToMonth": {"years": 10_001}, "intervalDayToSecond": {}}),
        "interval_compound",
    ),
    "typed null decimal<40,2>": (setter_of(null={"decimal": {"precision": 40, "scale": 2}}), "null"),
    "empty list of varchar<0>": (
        setter_of(emptyList={"type": {"varchar": {"length": 0}}}),
        "empty_list",
    ),
}


@pytest.mark.parametrize("case", list(IMPOSSIBLE))
def test_impossible_literal_is_an_error_at_its_field(case: str) -> None:
    setter, field = IMPOSSIBLE[case]
    (diag,) = check_literals(literal_plan(setter))
    assert diag.code == "literal-out-of-range"
    assert diag.path == f"{LIT}.{field}"
    diags = validate_plan(literal_plan(setter))
    assert not is_valid(diags)
    assert any(d.code == "literal-out-of-range" and d.path == f"{LIT}.{field}" for d in diags)


# ------------------------------------------------------------------------------------------ valid edges


def _varchar(value: str, length: int) -> Setter:
    return setter_of(varChar={"value": value, "length": length})


VALID: dict[str, Setter] = {
    "i8 127": setter_of(i8=127),
    "i8 -128": setter_of(i8=-128),
    "i16 32767": setter_of(i16=32767),
    "i16 -32768": setter_of(i16=-32768),
    "decimal<38,0> max": decimal(10**38 - 1, 38, 0),
    "decimal<38,0> min": decimal(-(10**38 - 1), 38, 0),
    "decimal<38,38> max": decimal(10**38 - 1, 38, 38),
    "decimal<38,10> max": decimal(10**38 - 1, 38, 10),
    "decimal<1,0> 9": decimal(9, 1, 0),
    "decimal<1,1> 0": decimal(0, 1, 1),
    "decimal<3,0> -999": decimal(-999, 3, 0),
    "varchar<3> 'abc'": _varchar("abc", 3),
    "varchar<3> of three two-byte characters": _varchar("äöü", 3),
    "varchar<10> 'abc'": _varchar("abc", 10),
    "fixed_char 'ab'": setter_of(fixedChar="ab"),
    "uuid": lambda lit: setattr(lit, "uuid", bytes(range(16))),
    "date 0001-01-01": setter_of(date=MIN_DATE),
    "date 9999-12-31": setter_of(date=MAX_DATE),
    "timestamp 0001-01-01 00:00:00": pts(0, MIN_SECOND),
    "timestamp 9999-12-31 23:59:59.999999": pts(6, (MAX_SECOND + 1) * 10**6 - 1),
    "timestamp_tz 9999-12-31 23:59:59.999": pts(3, (MAX_SECOND + 1) * 10**3 - 1, "precisionTimestampTz"),
    "timestamp at the picosecond": pts(12, 1),
    "time 23:59:59.999": setter_of(precisionTime={"precision": 3, "value": str(86_400_000 - 1)}),
    "10,000 years": setter_of(intervalYearToMonth={"years": 10_000}),
    "-10,000 years": setter_of(intervalYearToMonth={"years": -10_000}),
    "1001y -12000m (the spec's example)": setter_of(intervalYearToMonth={"years": 1001, "months": -12_000}),
    "3,650,000 days": setter_of(intervalDayToSecond={"days": 3_650_000, "precision": 6}),
    "nanoseconds": setter_of(intervalDayToSecond={"seconds": 5, "subseconds": "999999999", "precision": 9}),
    # picoseconds: the spec's type table gives interval_day 0 <= P <= 12 (since 0.97)
    "picoseconds": setter_of(
        intervalDayToSecond={"seconds": 5, "subseconds": "999999999999", "precision": 12}
    ),
    "typed null decimal<38,38>": setter_of(null={"decimal": {"precision": 38, "scale": 38}}),
    "list of fixed_char of one length": setter_of(
        list={"values": [{"fixedChar": "ab"}, {"fixedChar": "cd"}]}
    ),
}


@pytest.mark.parametrize("case", list(VALID))
def test_valid_edge_values_are_accepted(case: str) -> None:
    plan = literal_plan(VALID[case])
    assert check_literals(plan) == []
    assert not [d for d in validate_plan(plan) if d.code == "literal-out-of-range"]


# ------------------------------------------------------------------------------------------ nesting


def test_nested_literals_are_checked_with_their_paths() -> None:
    lst = setter_of(list={"values": [{"list": {"values": [{"i8": 1}, {"i8": 300}]}}]})
    assert paths(lst) == [f"{LIT}.list.values[0].list.values[1].i8"]
    mp = setter_of(map={"keyValues": [{"key": {"i16": 40_000}, "value": {"date": MAX_DATE + 1}}]})
    assert paths(mp) == [f"{LIT}.map.key_values[0].key.i16", f"{LIT}.map.key_values[0].value.date"]
    st = setter_of(struct={"fields": [{"i8": 0}, {"varChar": {"value": "abc", "length": 1}}]})
    assert paths(st) == [f"{LIT}.struct.fields[1].var_char"]


def test_fixed_length_elements_share_the_first_ones_length() -> None:
    lst = setter_of(list={"values": [{"fixedChar": "ab"}, {"fixedChar": "abc"}, {"fixedChar": "cd"}]})
    assert paths(lst) == [f"{LIT}.list.values[1].fixed_char"]
    mp = setter_of(
        map={
            "keyValues": [
                {"key": {"fixedBinary": "AAA="}, "value": {"fixedChar": "x"}},
                {"key": {"fixedBinary": "AAAA"}, "value": {"fixedChar": "y"}},
            ]
        }
    )
    assert paths(mp) == [f"{LIT}.map.key_values[1].key.fixed_binary"]


def test_literals_nested_ten_thousand_deep() -> None:
    plan = literal_plan(lambda lit: None)
    lit = plan.relations[0].root.input.project.expressions[0].literal
    for _ in range(10_000):
        lit = lit.list.values.add()
    lit.i8 = 300
    (diag,) = check_literals(plan)
    assert diag.path == LIT + ".list.values[0]" * 10_000 + ".i8"


def test_literals_outside_projections_are_found() -> None:
    plan = literal_plan(setter_of(i8=1))
    read = plan.relations[0].root.input.project.input.read
    read.filter.literal.i16 = 99_999
    switch = plan.relations[0].root.input.project.expressions.add().switch_expression
    switch.match.literal.i8 = 1
    case = switch.ifs.add()
    getattr(case, "if").i8 = 200
    case.then.literal.boolean = True
    assert paths(lambda lit: None) == []
    found = [d.path for d in check_literals(plan)]
    assert found == [
        "relations[0].root.input.project.input.read.filter.literal.i16",
        "relations[0].root.input.project.expressions[1].switch_expression.ifs[0].if.i8",
    ]


def test_map_key_literals_in_reference_chains_are_found() -> None:
    plan = literal_plan(setter_of(i8=1))
    selection = plan.relations[0].root.input.project.expressions.add().selection
    first = selection.direct_reference.struct_field
    first.field = 0
    key = first.child.map_key
    key.map_key.i8 = 500  # out of range, one segment down
    inner = key.child.map_key
    inner.map_key.i16 = 1  # fine
    inner.child.map_key.map_key.date = MAX_DATE + 1  # out of range, three segments down
    chain = "relations[0].root.input.project.expressions[1].selection.direct_reference.struct_field.child"
    assert [d.path for d in check_literals(plan)] == [
        f"{chain}.map_key.map_key.i8",
        f"{chain}.map_key.child.map_key.child.map_key.map_key.date",
    ]
    # the validator reports them too (besides the reference's own type fault: the column is no map)
    found = {(d.path, d.code) for d in validate_plan(plan)}
    assert (f"{chain}.map_key.map_key.i8", "literal-out-of-range") in found
    assert (f"{chain}.map_key.child.map_key.child.map_key.map_key.date", "literal-out-of-range") in found


def test_a_reference_chain_ten_thousand_segments_long_is_walked_without_recursion() -> None:
    plan = literal_plan(setter_of(i8=1))
    seg = plan.relations[0].root.input.project.expressions.add().selection.direct_reference
    for _ in range(10_000):
        seg = seg.map_key.child
    seg.map_key.map_key.i8 = 300
    (diag,) = check_literals(plan)
    assert diag.path.endswith(".map_key.child" * 10_000 + ".map_key.map_key.i8")


def test_virtual_table_rows_against_declared_column_types() -> None:
    plan = Plan()
    read = plan.relations.add().root.input.read
    read.base_schema.names.extend(["v", "f", "d"])
    types = read.base_schema.struct.types
    types.add().varchar.length = 2
    types.add().fixed_char.length = 3
    types.add().decimal.CopyFrom(Type.Decimal(precision=4, scale=2))
    row = read.virtual_table.expressions.add()
    row.fields.add().literal.var_char.CopyFrom(Expression.Literal.VarChar(value="abc", length=5))
    row.fields.add().literal.fixed_char = "ab"
    dec = row.fields.add().literal.decimal
    dec.value, dec.precision, dec.scale = (12345).to_bytes(16, "little", signed=True), 5, 2
    ok = read.virtual_table.expressions.add()
    ok.fields.add().literal.var_char.CopyFrom(Expression.Literal.VarChar(value="ab", length=2))
    ok.fields.add().literal.fixed_char = "abc"
    dec = ok.fields.add().literal.decimal
    dec.value, dec.precision, dec.scale = (9999).to_bytes(16, "little", signed=True), 4, 2
    rows = "relations[0].root.input.read.virtual_table.expressions"
    assert [d.path for d in check_literals(plan)] == [
        f"{rows}[0].fields[0].literal.var_char",
        f"{rows}[0].fields[1].literal.fixed_char",
        f"{rows}[0].fields[2].literal.decimal",
    ]


def test_golden_plans_have_no_impossible_literals() -> None:
    files = [
        *REPO.glob("conformance/producers/**/*.substrait"),
        *(p for p in REPO.glob("conformance/plans/**/*.json") if not p.name.endswith(".expected.json")),
    ]
    assert len(files) > 200
    for f in files:
        assert check_literals(load_plan(f).plan) == [], f


def test_cli_reports_the_literal_and_exits_1(tmp_path: Path) -> None:
    path = tmp_path / "p.substrait"
    path.write_bytes(literal_plan(setter_of(i8=300)).SerializeToString())
    proc = subprocess.run(
        [str(Path(sys.executable).parent / "substrait-py"), "validate", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert f"{LIT}.i8" in proc.stdout and "[literal-out-of-range]" in proc.stdout
