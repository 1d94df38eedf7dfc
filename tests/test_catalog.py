"""The engine-neutral catalog: declarations, ``SELECT *`` expansion, describe, INSERT alignment, the plan
extension and the generated code of its ``.proto`` (no Spark)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from google.protobuf import descriptor_pb2
from substrait import algebra_pb2 as alg
from substrait import plan_pb2
from substrait.type_pb2 import Type

from substrait_py._proto import extensions_pb2
from substrait_py.catalog import (
    METADATA_COLUMNS_TYPE_URL,
    Catalog,
    CatalogColumn,
    CatalogError,
    CatalogTable,
    ColumnKind,
    ExpansionStrategy,
    MetadataField,
    TableSource,
    attach_metadata,
    bind_catalog_reads,
    catalog_from_dict,
    describe,
    expand_star,
    insert_positions,
    load_catalog,
    parse_column,
    read_metadata,
)
from substrait_py.errors import BindingError, InvalidPlanError, SchemaMismatchError

REPO = Path(__file__).resolve().parent.parent
PROTO = REPO / "proto" / "substrait_py" / "extensions.proto"

TS = "precision_timestamp_tz?<6>"
# The example table t of the metadata-column rules (types in Substrait's notation).
EXAMPLE_COLUMNS = [
    "i i32?",
    "s string?",
    f"rt1 {TS} METADATA VIRTUAL",
    f"rt2 {TS} METADATA VIRTUAL FROM 'timestamp'",
    f"rt3 {TS} METADATA",
    f"rt4 {TS} METADATA FROM 'timestamp'",
]
ALIASED = ExpansionStrategy.EXCLUDE_ALIASED_VIRTUAL_METADATA_COLUMNS
DEFAULT = ExpansionStrategy.EXCLUDE_DEFAULT_VIRTUAL_METADATA_COLUMNS


def example_table(source: TableSource | None = None) -> CatalogTable:
    return CatalogTable(
        "t", [parse_column(c) for c in EXAMPLE_COLUMNS], source or TableSource(table="t_storage")
    )


# ------------------------------------------------------------------------------ the rules' outcomes


@pytest.mark.parametrize(
    ("strategies", "expected"),
    [
        ((), ["i", "s", "rt1", "rt2", "rt3", "rt4"]),  # SELECT * FROM t
        ((DEFAULT,), ["i", "s", "rt2", "rt3", "rt4"]),  # EXCLUDE_DEFAULT_VIRTUAL_METADATA_COLUMNS
        ((ALIASED,), ["i", "s", "rt1", "rt3", "rt4"]),  # EXCLUDE_ALIASED_VIRTUAL_METADATA_COLUMNS
        ((ALIASED, DEFAULT), ["i", "s", "rt3", "rt4"]),  # both: every virtual column excluded
    ],
)
def test_expand_star_of_the_example(strategies: tuple[ExpansionStrategy, ...], expected: list[str]) -> None:
    assert [c.name for c in expand_star(example_table(), strategies)] == expected
    # strategy names as the YAML spells them work the same
    assert [c.name for c in expand_star(example_table(), [s.value for s in strategies])] == expected


def test_describe_lists_every_column_with_its_kind() -> None:
    rows = describe(example_table())
    assert [(r.name, r.kind, r.key, r.written) for r in rows] == [
        ("i", ColumnKind.PHYSICAL, None, True),
        ("s", ColumnKind.PHYSICAL, None, True),
        ("rt1", ColumnKind.METADATA_VIRTUAL, "rt1", False),
        ("rt2", ColumnKind.METADATA_VIRTUAL, "timestamp", False),
        ("rt3", ColumnKind.METADATA, "rt3", True),
        ("rt4", ColumnKind.METADATA, "timestamp", True),
    ]
    # describe is independent of the expansion strategy and prints the declarations back
    assert [str(r) for r in rows] == EXAMPLE_COLUMNS


@pytest.mark.parametrize("strategies", [(), (DEFAULT,), (ALIASED,), (ALIASED, DEFAULT)])
def test_insert_select_star_always_aligns(strategies: tuple[ExpansionStrategy, ...]) -> None:
    t = example_table()
    names = [c.name for c in expand_star(t, strategies)]
    positions = insert_positions(t, names)
    # the written columns are i, s, rt3, rt4: virtual columns are not written, persisted ones are
    assert [names[p] for p in positions] == ["i", "s", "rt3", "rt4"]


def test_insert_positional_and_mismatch() -> None:
    t = example_table()
    assert insert_positions(t, ["a", "b", "c", "d"]) == [0, 1, 2, 3]
    with pytest.raises(SchemaMismatchError, match="virtual metadata columns are not written"):
        insert_positions(t, ["i", "s", "rt3"])
    with pytest.raises(SchemaMismatchError):
        insert_positions(t, ["i", "s", "rt3", "rt4", "other"])


def test_storage_columns_of_the_example() -> None:
    # physical columns, then one column per non-file key: rt1, timestamp (rt2 and rt4), rt3
    assert [n for n, _ in example_table().storage_columns()] == ["i", "s", "rt1", "timestamp", "rt3"]


# ------------------------------------------------------------------------------------ declarations


@pytest.mark.parametrize(
    ("text", "kind", "key"),
    [
        ("a i64", ColumnKind.PHYSICAL, None),
        ("a i64 METADATA", ColumnKind.METADATA, None),
        ("a i64 metadata virtual", ColumnKind.METADATA_VIRTUAL, None),
        ("a i64 METADATA FROM 'k'", ColumnKind.METADATA, "k"),
        ("a i64 METADATA VIRTUAL FROM 'k'", ColumnKind.METADATA_VIRTUAL, "k"),
        ("a i64 METADATA FROM 'k' VIRTUAL", ColumnKind.METADATA_VIRTUAL, "k"),  # Flink's order
        ('a decimal?<15, 2> METADATA FROM "k"', ColumnKind.METADATA, "k"),
    ],
)
def test_parse_column(text: str, kind: ColumnKind, key: str | None) -> None:
    c = parse_column(text)
    assert (c.name, c.kind, c.key) == ("a", kind, key)
    assert c.metadata_key == (None if kind is ColumnKind.PHYSICAL else key or "a")


def test_parse_column_rejects_garbage() -> None:
    with pytest.raises(CatalogError, match="after METADATA"):
        parse_column("a i64 METADATA VIRTUAL FROM 'k' VIRTUAL")
    with pytest.raises(CatalogError, match="cannot parse"):
        parse_column("a")


@pytest.mark.parametrize(
    ("columns", "source", "message"),
    [
        (["p string METADATA VIRTUAL FROM 'file_path'"], TableSource(table="x"), "needs a file-backed table"),
        (["p string METADATA FROM 'file_path'"], TableSource(path="/d"), "read-only"),
        (["p i32 METADATA VIRTUAL FROM 'file_size'"], TableSource(path="/d"), "i64"),
        (["row_index i64 METADATA VIRTUAL"], TableSource(path="/d", format="orc"), "needs parquet"),
        (["a i32", "A i64"], TableSource(table="x"), "duplicate column"),
        (
            ["a i32", "b i32 METADATA FROM 'k'", "c i32 METADATA FROM 'k'"],
            TableSource(table="x"),
            "both write",
        ),
        (["a i32", "b i32 METADATA FROM 'a'"], TableSource(table="x"), "also a physical column"),
        (["a notatype"], TableSource(table="x"), "not a Substrait type"),
        (["a i32"], TableSource(path="/d", format="csv"), "file format"),
        (["a i32"], TableSource(), "exactly one"),
    ],
)
def test_invalid_tables(columns: list[str], source: TableSource, message: str) -> None:
    with pytest.raises(CatalogError, match=message):
        CatalogTable("x", [parse_column(c) for c in columns], source)


def test_physical_column_with_from_is_rejected() -> None:
    with pytest.raises(CatalogError, match="physical column"):
        CatalogTable("x", [CatalogColumn("a", "i32", ColumnKind.PHYSICAL, "k")], TableSource(table="y"))


def test_load_yaml(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    text = f"""
column-expansion-strategy: [EXCLUDE_DEFAULT_VIRTUAL_METADATA_COLUMNS]
tables:
  t:
    source: {{table: t_storage}}
    columns:
{chr(10).join(f'      - "{c}"' for c in EXAMPLE_COLUMNS[:4])}
      - {{name: rt3, type: "{TS}", metadata: persisted}}
      - {{name: rt4, type: "{TS}", metadata: persisted, from: timestamp}}
  f:
    source: {{path: data, format: parquet}}
    columns:
      - id i64?
      - path string? METADATA VIRTUAL FROM 'file_path'
"""
    path = tmp_path / "catalog.yaml"
    path.write_text(text)
    cat = load_catalog(path)
    assert cat.column_expansion_strategy == (DEFAULT,)
    assert [c.name for c in cat.expand_star("T")] == ["i", "s", "rt2", "rt3", "rt4"]
    assert cat.table("t").columns == example_table().columns
    assert cat.table(["db", "f"]).source.path == str(tmp_path / "data")
    assert [c.name for c in cat.with_strategy([]).expand_star("t")] == ["i", "s", "rt1", "rt2", "rt3", "rt4"]
    with pytest.raises(BindingError, match="not in the catalog"):
        cat.table("nope")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"column-expansion-strategy": ["EXCLUDE_EVERYTHING"]}, "unknown column-expansion-strategy"),
        ({"tables": {"t": {"columns": ["a i32"]}}}, "source"),
        (
            {
                "tables": {
                    "t": {"source": {"table": "x"}, "columns": [{"name": "a", "type": "i32", "from": "k"}]}
                }
            },
            "from",
        ),
        (
            {
                "tables": {
                    "t": {
                        "source": {"table": "x"},
                        "columns": [{"name": "a", "type": "i32", "metadata": "x"}],
                    }
                }
            },
            "virtual",
        ),
        ({"other": 1}, "unknown top-level"),
    ],
)
def test_invalid_catalog_data(data: dict[str, object], message: str) -> None:
    with pytest.raises(CatalogError, match=message):
        catalog_from_dict(data)


# --------------------------------------------------------------------------------- plan extension


def _read_of(table: CatalogTable, names: list[str]) -> alg.ReadRel:
    read = alg.ReadRel()
    read.base_schema.struct.nullability = Type.NULLABILITY_REQUIRED
    for n in names:
        read.base_schema.names.append(n)
        read.base_schema.struct.types.append(table.column(n).substrait_type())
    read.named_table.names.append(table.name)
    return read


def test_attach_and_read_metadata_round_trip() -> None:
    from substrait_py.catalog import metadata_fields
    from substrait_py.planio import PlanFormat, load_plan, serialize_plan

    t = example_table()
    read = _read_of(t, ["rt4", "i", "rt1"])
    attach_metadata(read, metadata_fields(t, ["rt4", "i", "rt1"]))
    assert read.advanced_extension.enhancement.type_url == METADATA_COLUMNS_TYPE_URL
    got = [(f.field, f.name, f.key, f.virtual, f.aliased) for f in read_metadata(read)]
    assert got == [(0, "rt4", "timestamp", False, True), (2, "rt1", "rt1", True, False)]
    # the message survives the plan's binary and JSON forms
    plan = plan_pb2.Plan()
    rel = plan.relations.add().root
    rel.input.read.CopyFrom(read)
    rel.names.extend(["rt4", "i", "rt1"])
    for fmt in (PlanFormat.BINARY, PlanFormat.JSON):
        again = load_plan(serialize_plan(plan, fmt), fmt=fmt).plan
        assert [f.key for f in read_metadata(again.relations[0].root.input.read)] == ["timestamp", "rt1"]


def test_read_metadata_validates() -> None:
    t = example_table()
    read = _read_of(t, ["i", "rt1"])
    assert read_metadata(read) == []
    with pytest.raises(InvalidPlanError, match="outside"):
        attach_metadata(read, [MetadataField(field=5, name="rt1", key="rt1")])
    attach_metadata(read, [MetadataField(field=0, name="rt1", key="rt1")])
    with pytest.raises(InvalidPlanError, match="names it 'i'") as err:
        read_metadata(read, path="relations[0].root.input.read")
    assert err.value.code == "invalid-metadata-columns"
    assert err.value.path.startswith("relations[0].root.input.read.advanced_extension.enhancement")
    other = _read_of(t, ["i"])
    other.advanced_extension.enhancement.type_url = "type.googleapis.com/other.Thing"
    with pytest.raises(InvalidPlanError, match="already carries"):
        attach_metadata(other, [MetadataField(field=0, name="i", key="k")])


def test_bind_catalog_reads(tmp_path: Path) -> None:
    files = CatalogTable(
        "f",
        [parse_column("id i64?"), parse_column("p string? METADATA VIRTUAL FROM 'file_path'")],
        TableSource(path=str(tmp_path)),
    )
    cat = Catalog({"t": example_table(), "f": files})
    plan = plan_pb2.Plan()
    join = plan.relations.add().root.input.cross
    join.left.read.CopyFrom(_read_of(example_table(), ["i", "rt2"]))
    join.right.read.CopyFrom(_read_of(files, ["p", "id"]))
    assert bind_catalog_reads(plan, cat) == 2
    left, right = join.left.read, join.right.read
    assert list(left.named_table.names) == ["t_storage"]
    assert [(f.field, f.key) for f in read_metadata(left)] == [(1, "timestamp")]
    assert right.WhichOneof("read_type") == "local_files"
    assert right.local_files.items[0].uri_folder == tmp_path.resolve().as_uri()
    assert right.local_files.items[0].HasField("parquet")
    assert [(f.field, f.key) for f in read_metadata(right)] == [(0, "file_path")]


# ---------------------------------------------------------------------- generated code is in sync


def _embedded_descriptor() -> descriptor_pb2.FileDescriptorProto:
    fdp = descriptor_pb2.FileDescriptorProto()
    extensions_pb2.DESCRIPTOR.CopyToProto(fdp)
    return fdp


def test_generated_code_matches_proto_compiled_now(tmp_path: Path) -> None:
    """Exact check: compile the .proto with grpcio-tools' protoc (offline) and compare descriptors."""
    protoc = pytest.importorskip("grpc_tools.protoc", reason="grpcio-tools (dev extra) not installed")
    out = tmp_path / "set.pb"
    rc = protoc.main(["protoc", f"-I{REPO / 'proto'}", f"--descriptor_set_out={out}", str(PROTO)])
    assert rc == 0
    fds = descriptor_pb2.FileDescriptorSet.FromString(out.read_bytes())
    for msg in fds.file[0].message_type:  # the Python generator leaves out the default json_name
        for f in msg.field:
            f.ClearField("json_name")
    assert fds.file[0] == _embedded_descriptor(), (
        "regenerate: python -m substrait_py.catalog --regenerate-proto"
    )


def test_generated_code_matches_proto_text() -> None:
    """Compiler-free check (always runs): every message and field (name, number) of the .proto text is in
    the embedded descriptor and vice versa."""
    text = re.sub(r"//[^\n]*", "", PROTO.read_text())
    assert re.search(r"\bpackage\s+substrait_py\s*;", text)
    from_text: dict[str, set[tuple[str, int]]] = {}
    for m in re.finditer(r"\bmessage\s+(\w+)\s*\{([^{}]*)\}", text):
        fields = re.findall(r"^\s*(?:repeated\s+)?[\w.]+\s+(\w+)\s*=\s*(\d+)\s*;", m.group(2), re.M)
        from_text[m.group(1)] = {(n, int(num)) for n, num in fields}
    embedded = {
        msg.name: {(f.name, f.number) for f in msg.field} for msg in _embedded_descriptor().message_type
    }
    assert from_text == embedded
    assert _embedded_descriptor().package == "substrait_py"
