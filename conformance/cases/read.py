"""Read relation: virtual table, named table, local files (parquet, CSV, ORC) with filter, best-effort
filter and projection mask, and byte-range slicing of a parquet file with several row groups (the spec's
logical relations, "Read Operator": a chunk is read when its midpoint lies in the asked-for byte range).

The data files are committed under ``conformance/plans/read/data/`` (written once from the inline table
``items`` below, so their byte offsets never move); the plans name them as
``file://${GOLDEN_PLANS}/read/data/<file>``. Slice ranges are whole row groups, ``[start of group i, start of
group j)``, so every reasonable midpoint definition selects the same groups.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from substrait import algebra_pb2 as alg

from ..builders import Ex, PlanBuilder, R
from ..golden import PLACEHOLDER, PLANS_DIR, Built, CaseDef, TableSpec
from ._common import EMP, col, read

AREA = "read"
DATA = PLANS_DIR / AREA / "data"
ITEMS_COLUMNS: tuple[tuple[str, str], ...] = (
    ("id", "i32?"),
    ("name", "string?"),
    ("price", "decimal?<10,2>"),
    ("day", "date?"),
)
ITEMS = TableSpec(
    "items",
    ITEMS_COLUMNS,
    tuple(
        (
            i,
            None if i % 5 == 0 else f"item{i:02d}",
            None if i % 7 == 0 else f"{i * 3.25:.2f}",
            None if i % 4 == 0 else f"2024-0{1 + i % 9}-{10 + i:02d}",
        )
        for i in range(1, 13)
    ),
)
ROW_GROUP = 4


def ensure_data() -> dict[str, Path]:
    """Write the data files from ``ITEMS`` when they are missing; return them by format."""
    import pyarrow.csv as pcsv
    import pyarrow.orc as porc
    import pyarrow.parquet as pq

    DATA.mkdir(parents=True, exist_ok=True)
    files = {"parquet": DATA / "items.parquet", "text": DATA / "items.csv", "orc": DATA / "items.orc"}
    table = ITEMS.arrow()
    if not files["parquet"].exists():
        pq.write_table(table, files["parquet"], row_group_size=ROW_GROUP, compression="none")
    if not files["text"].exists():
        pcsv.write_csv(table, files["text"], pcsv.WriteOptions(include_header=True))
    if not files["orc"].exists():
        porc.write_table(table, files["orc"])
    return files


def _uri(path: Path) -> str:
    return f"file://{PLACEHOLDER}/{path.relative_to(PLANS_DIR).as_posix()}"


def row_group_starts() -> list[int]:
    """Byte offset where each row group of ``items.parquet`` starts, then the footer's offset."""
    import pyarrow.parquet as pq

    path = ensure_data()["parquet"]
    meta = pq.ParquetFile(path).metadata
    starts = []
    for g in range(meta.num_row_groups):
        c = meta.row_group(g).column(0)
        offsets = [c.data_page_offset] + ([c.dictionary_page_offset] if c.has_dictionary_page else [])
        starts.append(min(o for o in offsets if o is not None and o > 0))
    size = path.stat().st_size
    footer_len = int.from_bytes(path.read_bytes()[-8:-4], "little")
    starts.append(size - 8 - footer_len)
    return starts


def _local(pb: PlanBuilder, fmt: str, slices: list[tuple[int, int]] | None = None) -> R:
    path = ensure_data()[fmt]
    items: list[alg.ReadRel.LocalFiles.FileOrFiles] = []
    options = {"header_lines_to_skip": 1, "null": ""} if fmt == "text" else {}
    for start, length in slices or [(0, 0)]:
        items.append(pb.file_item(_uri(path), fmt, start=start, length=length, **options))
    return pb.local_files(ITEMS_COLUMNS, items)


def _file_case(fmt: str) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        return Built(_local(pb, fmt), [n for n, _ in ITEMS_COLUMNS])

    return build


def _mask(fields: list[int]) -> alg.Expression.MaskExpression:
    m = alg.Expression.MaskExpression()
    m.maintain_singular_struct = True
    for f in fields:
        m.select.struct_items.add(field=f)
    return m


def _price_gt(pb: PlanBuilder, r: R, value: str) -> Ex:
    return pb.call("gt", pb.field(2, r.types), pb.lit(value, "decimal<10,2>"))


def _file_filter_mask(fmt: str) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        r = _local(pb, fmt)
        out = pb.read_options(
            r,
            filter=_price_gt(pb, r, "10.00"),
            projection=_mask([0, 2]),
            projected_types=[r.types[0], r.types[2]],
        )
        return Built(out, ["id", "price"])

    return build


def _slice(groups: list[list[int]]) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        starts = row_group_starts()
        slices = [(starts[g[0]], starts[g[-1] + 1] - starts[g[0]]) for g in groups]
        return Built(_local(pb, "parquet", slices), [n for n, _ in ITEMS_COLUMNS])

    return build


def _slice_sql(groups: list[list[int]]) -> str:
    ranges = [f"id BETWEEN {g[0] * ROW_GROUP + 1} AND {(g[-1] + 1) * ROW_GROUP}" for g in groups]
    return "SELECT * FROM items WHERE " + " OR ".join(ranges)


def _slice_whole(pb: PlanBuilder) -> Built:
    size = ensure_data()["parquet"].stat().st_size
    return Built(_local(pb, "parquet", [(0, size)]), [n for n, _ in ITEMS_COLUMNS])


def _slice_no_midpoint(pb: PlanBuilder) -> Built:
    starts = row_group_starts()
    return Built(_local(pb, "parquet", [(starts[1], 1)]), [n for n, _ in ITEMS_COLUMNS])


def _virtual(pb: PlanBuilder) -> Built:
    schema = [
        ("i", "i32"),
        ("s", "string?"),
        ("d", "decimal?<12,3>"),
        ("day", "date?"),
        ("flag", "boolean?"),
        ("x", "fp64?"),
        ("big", "i64?"),
    ]
    rows = [
        (1, "a", "1.500", "2020-02-29", True, 0.25, 9007199254740993),
        (2, None, "-12.125", None, False, None, -1),
        (3, "ccc", None, "1999-12-31", None, -1e10, None),
    ]
    return Built(pb.virtual_table(schema, rows), [n for n, _ in schema])


def _virtual_empty(pb: PlanBuilder) -> Built:
    return Built(pb.virtual_table([("a", "i32?"), ("b", "string?")], []), ["a", "b"])


def _virtual_filtered(pb: PlanBuilder) -> Built:
    vt = pb.virtual_table([("a", "i32"), ("b", "string")], [(1, "x"), (2, "y"), (3, "z")])
    out = pb.read_options(vt, filter=pb.call("gte", pb.field(0, vt.types), pb.lit(2, "i32")))
    return Built(out, ["a", "b"])


def _named(pb: PlanBuilder) -> Built:
    return Built(read(pb, EMP), [n for n, _ in EMP.columns])


def _named_filter(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    return Built(
        pb.read_options(e, filter=pb.call("gt", col(pb, e, 3), pb.lit(60, "i32"))),
        [n for n, _ in EMP.columns],
    )


def _named_mask(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    out = pb.read_options(e, projection=_mask([0, 3]), projected_types=[e.types[0], e.types[3]])
    return Built(out, ["id", "salary"])


def _named_filter_outside_mask(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    out = pb.read_options(
        e,
        filter=pb.call("gt", col(pb, e, 3), pb.lit(60, "i32")),
        projection=_mask([0, 1]),
        projected_types=[e.types[0], e.types[1]],
    )
    return Built(out, ["id", "dept"])


def _best_effort(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    eng = pb.call("equal", col(pb, e, 1), pb.lit("eng", "string"))
    r = pb.read_options(
        e,
        filter=pb.call("gt", col(pb, e, 3), pb.lit(55, "i32")),
        best_effort_filter=eng,
    )
    upper_a = pb.call("equal", pb.call("upper", col(pb, e, 2)), pb.lit("A", "string"))
    top = pb.filter(r, pb.call("and", eng, upper_a))
    return Built(top, [n for n, _ in EMP.columns])


def _best_effort_only(pb: PlanBuilder) -> Built:
    e = read(pb, EMP)
    cond = pb.call("lt", col(pb, e, 0), pb.lit(4, "i32"))
    r = pb.read_options(e, best_effort_filter=cond)
    return Built(pb.filter(r, cond), [n for n, _ in EMP.columns])


ALL = "SELECT * FROM items"
VIRTUAL_SQL = (
    "SELECT * FROM (VALUES (1, 'a', 1.500::DECIMAL(12,3), DATE '2020-02-29', TRUE, 0.25, "
    "9007199254740993::BIGINT), (2, NULL, -12.125, NULL, FALSE, NULL, -1), "
    "(3, 'ccc', NULL, DATE '1999-12-31', NULL, -1e10, NULL))"
)
BEST_EFFORT_DESCRIPTION = (
    "the spec's example: filter, best-effort filter, and the rest in a filter relation that repeats the "
    "best-effort part (so the answer does not depend on whether it is applied)"
)
VIRTUAL_SQL = (
    "SELECT * FROM (VALUES (1, 'a', 1.500::DECIMAL(12,3), DATE '2020-02-29', TRUE, 0.25, "
    "9007199254740993::BIGINT), (2, NULL, -12.125, NULL, FALSE, NULL, -1), "
    "(3, 'ccc', NULL, DATE '1999-12-31', NULL, -1e10, NULL))"
)
CASES = [
    CaseDef(
        AREA,
        "virtual_table",
        VIRTUAL_SQL,
        (),
        _virtual,
        description="literal rows of several types with nulls",
    ),
    CaseDef(
        AREA,
        "virtual_table_empty",
        "SELECT 1::INTEGER, 'x' WHERE FALSE",
        (),
        _virtual_empty,
        description="a virtual table with no rows",
    ),
    CaseDef(
        AREA,
        "virtual_table_filter",
        "SELECT * FROM (VALUES (1, 'x'), (2, 'y'), (3, 'z')) WHERE col0 >= 2",
        (),
        _virtual_filtered,
    ),
    CaseDef(AREA, "named_table", "SELECT * FROM emp", (EMP,), _named),
    CaseDef(
        AREA,
        "named_table_filter",
        "SELECT * FROM emp WHERE salary > 60",
        (EMP,),
        _named_filter,
        description="the read's filter must be applied",
    ),
    CaseDef(
        AREA,
        "named_table_mask",
        "SELECT id, salary FROM emp",
        (EMP,),
        _named_mask,
        description="projection mask selecting top-level fields 0 and 3",
    ),
    CaseDef(
        AREA,
        "named_table_filter_outside_mask",
        "SELECT id, dept FROM emp WHERE salary > 60",
        (EMP,),
        _named_filter_outside_mask,
        description="the filter reads a field the projection drops (it sees the direct schema)",
    ),
    CaseDef(
        AREA,
        "named_table_best_effort_filter",
        "SELECT * FROM emp WHERE salary > 55 AND dept = 'eng' AND upper(grade) = 'A'",
        (EMP,),
        _best_effort,
        description=BEST_EFFORT_DESCRIPTION,
    ),
    CaseDef(
        AREA, "named_table_best_effort_only", "SELECT * FROM emp WHERE id < 4", (EMP,), _best_effort_only
    ),
    CaseDef(AREA, "parquet_file", ALL, (ITEMS,), _file_case("parquet")),
    CaseDef(
        AREA,
        "csv_file",
        ALL,
        (ITEMS,),
        _file_case("text"),
        description="delimiter-separated text with a header line; empty fields are null",
    ),
    CaseDef(AREA, "orc_file", ALL, (ITEMS,), _file_case("orc")),
    CaseDef(
        AREA,
        "parquet_filter_mask",
        "SELECT id, price FROM items WHERE price > 10.00",
        (ITEMS,),
        _file_filter_mask("parquet"),
    ),
    CaseDef(
        AREA,
        "csv_filter_mask",
        "SELECT id, price FROM items WHERE price > 10.00",
        (ITEMS,),
        _file_filter_mask("text"),
    ),
    CaseDef(
        AREA,
        "orc_filter_mask",
        "SELECT id, price FROM items WHERE price > 10.00",
        (ITEMS,),
        _file_filter_mask("orc"),
    ),
    CaseDef(
        AREA,
        "parquet_slice_middle_group",
        _slice_sql([[1]]),
        (ITEMS,),
        _slice([[1]]),
        description="byte range = row group 1 of 3",
    ),
    CaseDef(AREA, "parquet_slice_first_two_groups", _slice_sql([[0, 1]]), (ITEMS,), _slice([[0, 1]])),
    CaseDef(
        AREA,
        "parquet_slice_two_items",
        _slice_sql([[0], [2]]),
        (ITEMS,),
        _slice([[0], [2]]),
        description="the same file twice, with the ranges of groups 0 and 2",
    ),
    CaseDef(AREA, "parquet_slice_whole_file", ALL, (ITEMS,), _slice_whole),
    CaseDef(
        AREA,
        "parquet_slice_no_midpoint",
        "SELECT * FROM items WHERE FALSE",
        (ITEMS,),
        _slice_no_midpoint,
        description="a one-byte range holding no row group's midpoint reads nothing",
    ),
]
