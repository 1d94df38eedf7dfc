"""Type printing and comparison helpers (Substrait's short type forms from the spec)."""

from __future__ import annotations

from substrait.type_pb2 import Type

from substrait_py import typesys as ts


def test_type_str_short_forms() -> None:
    assert ts.type_str(ts.i32()) == "i32"
    assert ts.type_str(ts.decimal(15, 2, nullable=True)) == "decimal?<15,2>"
    assert ts.type_str(ts.struct_of([ts.i32(), ts.simple("string", nullable=True)])) == "struct<i32, string?>"
    assert ts.type_str(ts.list_of(ts.simple("i64"))) == "list<i64>"
    assert ts.type_str(ts.map_of(ts.simple("string"), ts.i32(True))) == "map<string, i32?>"
    assert ts.type_str(ts.boolean(True)) == "boolean?"
    t = Type()
    t.varchar.length = 25
    assert ts.type_str(t) == "varchar<25>"
    t = Type()
    t.precision_timestamp.precision = 6
    t.precision_timestamp.nullability = ts.NULLABLE
    assert ts.type_str(t) == "precision_timestamp?<6>"


def test_nullability_helpers() -> None:
    t = ts.i32()
    assert not ts.is_nullable(t)
    n = ts.with_nullability(t, True)
    assert ts.is_nullable(n) and not ts.is_nullable(t)  # the argument is not mutated
    assert not ts.is_nullable(ts.with_nullability(n, False))
    unspecified = Type()
    unspecified.i32.SetInParent()
    assert not ts.is_nullable(unspecified)


def test_same_type() -> None:
    unspecified = Type()
    unspecified.i32.SetInParent()
    assert ts.same_type(unspecified, ts.i32())
    assert not ts.same_type(ts.i32(), ts.i32(True))
    assert ts.same_type(ts.i32(), ts.i32(True), ignore_nullability=True)
    assert ts.same_type(
        ts.list_of(ts.i32(True)), ts.list_of(ts.i32(), nullable=True), ignore_nullability=True
    )
    assert not ts.same_type(ts.decimal(15, 2), ts.decimal(15, 3), ignore_nullability=True)
    assert not ts.same_type(ts.i32(), ts.simple("i64"), ignore_nullability=True)
