"""Parser of the spec's function test files, checked against an independent line scan."""

from __future__ import annotations

import datetime as dt
import decimal
import math
from pathlib import Path

import pytest

from conformance.testcases.model import CaseKind, ExpectedKind, IntervalDay, IntervalYear
from conformance.testcases.parser import load_cases, parse_file, parse_text, standard_urn
from conformance.testcases.parser import testcase_root as _root
from substrait_py.errors import PlanLoadError

FILES = [
    "arithmetic/add.test",
    "boolean/and.test",
    "aggregate_generic/count.test",
    "arithmetic/variance.test",
    "string/concat.test",
    "datetime/extract.test",
    "list/transform.test",
]


def _scan_count(path: Path) -> int:
    """Test-case lines counted without the grammar: non-blank lines that are not comments, headers or
    window-table definitions (``DEFINE f1(...) = ...`` precedes its window case on its own line)."""
    n = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        s = line.strip()
        if s and not s.startswith("#") and not s.startswith("DEFINE "):
            n += 1
    return n


@pytest.mark.parametrize("rel", FILES)
def test_case_count_matches_line_scan(rel: str) -> None:
    path = _root() / rel
    cases = parse_file(path, root=_root())
    assert len(cases) == _scan_count(path)
    assert {c.group for c in cases} == {rel.split("/", maxsplit=1)[0]}


def test_all_files_parse_and_total_matches_line_scan() -> None:
    root = _root()
    total = sum(_scan_count(p) for p in root.glob("**/*.test"))
    cases = load_cases()
    assert len(cases) == total
    assert len(cases) > 1200


def test_a_changed_file_is_parsed_again(tmp_path: Path) -> None:
    header = (
        "### SUBSTRAIT_SCALAR_TEST: v1.0\n"
        "### SUBSTRAIT_INCLUDE: extension:io.substrait:functions_arithmetic\n\n"
    )
    path = tmp_path / "arithmetic" / "add.test"
    path.parent.mkdir()
    path.write_text(header + "# basic\nadd(1::i8, 2::i8) = 3::i8\n", encoding="utf-8")
    first = parse_file(path, root=tmp_path)
    assert [c.expected.py for c in first if c.expected is not None] == [3]
    first.clear()  # callers get their own list: the kept parse is not changed through it
    assert len(parse_file(path, root=tmp_path)) == 1
    more = "# basic\nadd(1::i8, 2::i8) = 3::i8\nadd(2::i8, 2::i8) = 4::i8\n"
    path.write_text(header + more, encoding="utf-8")
    assert [c.expected.py for c in parse_file(path, root=tmp_path) if c.expected is not None] == [3, 4]


def test_scalar_case_fields() -> None:
    cases = parse_file(_root() / "arithmetic/add.test", root=_root())
    first = cases[0]
    assert first.kind is CaseKind.SCALAR
    assert first.urn == "extension:io.substrait:functions_arithmetic"
    assert first.function == "add"
    assert [a.py for a in first.args] == [120, 5]
    assert [str(a.type) for a in first.args] == ["i8", "i8"]
    assert first.expected is not None and first.expected.py == 125
    overflow = [c for c in cases if c.options == (("overflow", "ERROR"),)]
    assert overflow and all(c.expected_kind is ExpectedKind.ERROR for c in overflow)
    silent = [c for c in cases if c.options == (("overflow", "SILENT"),)]
    assert silent and all(c.expected_kind is ExpectedKind.UNDEFINED and not c.scored for c in silent)


def test_aggregate_columns() -> None:
    cases = parse_file(_root() / "aggregate_generic/count.test", root=_root())
    c = cases[0]
    assert c.kind is CaseKind.AGGREGATE
    assert c.columns[0].values == (100, -200, 300, -400, 5, 6)
    assert str(c.columns[0].type) == "i16"
    assert c.expected is not None and c.expected.py == 6


def test_literal_kinds() -> None:
    text = """### SUBSTRAIT_SCALAR_TEST: v1.0
### SUBSTRAIT_INCLUDE: extension:io.substrait:functions_datetime

# group: literals
myfn(2020-12-31::date, P1Y2M::iyear, P1DT2H::iday, 1.50::dec<5,2>, 'it''s'::str, null::i32) =\
 2016-12-31T13:30:15::pts<6>
myfn(nan::fp64, -inf::fp32, 2016-12-31T13:30:15-01:00::ptstz<6>, [1, null]::list<i32?>) = <!ERROR>
"""
    a, b = parse_text(text, group="g", file="x.test")
    assert a.urn == "extension:io.substrait:functions_datetime"
    assert [v.py for v in a.args] == [
        dt.date(2020, 12, 31),
        IntervalYear(1, 2),
        IntervalDay(1, 2 * 3_600_000_000),
        decimal.Decimal("1.50"),
        "it's",
        None,
    ]
    assert a.expected is not None and a.expected.py == dt.datetime(2016, 12, 31, 13, 30, 15)
    nan, ninf, tz, lst = (v.py for v in b.args)
    assert isinstance(nan, float) and math.isnan(nan) and ninf == float("-inf")
    assert tz == dt.datetime(2016, 12, 31, 14, 30, 15, tzinfo=dt.timezone.utc)
    assert lst == [1, None]


def test_standard_urn_from_yaml_path() -> None:
    assert standard_urn("/extensions/functions_string.yaml") == "extension:io.substrait:functions_string"
    assert (
        standard_urn("extension:io.substrait:functions_string") == "extension:io.substrait:functions_string"
    )


def test_bad_file_raises_typed_error() -> None:
    with pytest.raises(PlanLoadError, match="does not parse"):
        parse_text("### SUBSTRAIT_SCALAR_TEST: v1.0\nadd(1::i8 = 2\n", group="g", file="bad.test")
