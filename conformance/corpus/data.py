"""The corpus's data and the expected answers.

Data is made as the corpus's own set-up makes it: DuckDB's TPC-H generator at scale 0.1 (``<table>.parquet``)
and at scale 0.0001 with the suffix ``_small`` (``<table>_small.parquet``), written as parquet with DuckDB's
types, plus the table ``t`` (``a``, ``b`` BIGINT, ``c``, ``d`` BOOLEAN, ten rows) that the corpus creates in
every DuckDB connection and that tests without named tables read. Files are cached under
``.cache/corpus-data`` (generated once; a marker file is written last).

Expected answers come from DuckDB (the ``duckdb`` package of this environment, not the producer under test)
running the test's SQL over the same data, set up as the corpus's DuckDB producer does it: each named table
created from its parquet file, ``{name}`` placeholders replaced by the table name and local-file
placeholders by the file's absolute path.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pyarrow as pa
from substrait.type_pb2 import Type

from substrait_py import typesys
from substrait_py.errors import BindingError

from .source import TestDefinition

__all__ = [
    "TABLE_T",
    "CorpusData",
    "arrow_to_substrait",
    "format_sql",
]

#: The table every corpus DuckDB connection has (``load_custom_duckdb_table``).
TABLE_T: dict[str, list[Any]] = {
    "a": [1, 2, 3, -4, 5, -6, 7, 8, 9, None],
    "b": [1, 1, 1, 1, 1, 2, 2, 2, 2, 2],
    "c": [True, False, True, True, False, True, False, True, False, False],
    "d": [True] * 10,
}
_MARKER = "_corpus_data_done"


def table_t() -> pa.Table:
    """The table ``t`` as Arrow (BIGINT, BIGINT, BOOLEAN, BOOLEAN; all nullable)."""
    return pa.table(
        {
            "a": pa.array(TABLE_T["a"], pa.int64()),
            "b": pa.array(TABLE_T["b"], pa.int64()),
            "c": pa.array(TABLE_T["c"], pa.bool_()),
            "d": pa.array(TABLE_T["d"], pa.bool_()),
        }
    )


def format_sql(definition: TestDefinition, data_dir: Path) -> str:
    """The test's SQL with its placeholders filled as the corpus's producers fill them."""
    files = {k: str((data_dir / v).resolve()) for k, v in definition.local_files.items()}
    tables = {k: k for k in definition.named_tables}
    return definition.sql.format(**files, **tables)


class CorpusData:
    """The generated tables under ``directory`` (``tpch_parquet/``), made on first use."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.parquet_dir = directory / "tpch_parquet"

    def ensure(self) -> Path:
        """Generate the TPC-H tables (scale 0.1 and 0.0001 ``_small``) unless already there."""
        if (self.parquet_dir / _MARKER).is_file():
            return self.parquet_dir
        import duckdb

        from ..tpch import load_duckdb_extension

        self.parquet_dir.mkdir(parents=True, exist_ok=True)
        for scale, suffix in ((0.1, ""), (0.0001, "_small")):
            con = duckdb.connect()
            try:
                load_duckdb_extension(con, "tpch")
                con.execute(
                    f"CALL dbgen(sf={scale}, suffix='{suffix}')" if suffix else f"CALL dbgen(sf={scale})"
                )
                names = [
                    r[0] for r in con.execute("SELECT table_name FROM information_schema.tables").fetchall()
                ]
                for name in names:
                    target = str(self.parquet_dir / f"{name}.parquet").replace("'", "''")
                    con.execute(f"COPY \"{name}\" TO '{target}' (FORMAT PARQUET)")
            finally:
                con.close()
        (self.parquet_dir / _MARKER).write_text("done\n")
        return self.parquet_dir

    def tables(self, definition: TestDefinition) -> dict[str, pa.Table | Path]:
        """The tables a test reads: name -> parquet path (named tables) or Arrow table (``t``)."""
        directory = self.ensure()
        if not definition.named_tables:
            return {"t": table_t()}
        out: dict[str, pa.Table | Path] = {}
        for name, file in definition.named_tables.items():
            path = directory / file
            if not path.is_file():
                raise BindingError(f"corpus table file {file} not found in {directory}")
            out[name] = path
        return out

    def expected(self, definition: TestDefinition) -> pa.Table | None:
        """DuckDB's answer to the test's SQL over the same data (None when the statement returns no rows
        set, as DDL does)."""
        import duckdb

        directory = self.ensure() if definition.named_tables or definition.local_files else self.parquet_dir
        con = duckdb.connect()
        try:
            con.register("__corpus_t", table_t())
            con.execute("CREATE TABLE t AS SELECT * FROM __corpus_t")
            for name, file in definition.named_tables.items():
                path = str((directory / file).resolve()).replace("'", "''")
                con.execute(f"CREATE OR REPLACE TABLE \"{name}\" AS SELECT * FROM read_parquet('{path}')")
            relation = con.sql(format_sql(definition, directory))
            if relation is None:
                return None
            return relation.to_arrow_table()
        finally:
            con.close()


def arrow_to_substrait(t: pa.DataType, nullable: bool = True) -> Type:
    """The Substrait type of an Arrow column type (the kinds the corpus's tables hold)."""
    simple: list[tuple[Any, str]] = [
        (pa.types.is_boolean, "bool"),
        (pa.types.is_int8, "i8"),
        (pa.types.is_int16, "i16"),
        (pa.types.is_int32, "i32"),
        (pa.types.is_int64, "i64"),
        (pa.types.is_float32, "fp32"),
        (pa.types.is_float64, "fp64"),
        (pa.types.is_date32, "date"),
        (pa.types.is_string, "string"),
        (pa.types.is_large_string, "string"),
        (pa.types.is_binary, "binary"),
    ]
    for test, kind in simple:
        if test(t):
            return typesys.simple(kind, nullable=nullable)
    if pa.types.is_decimal(t):
        return typesys.decimal(t.precision, t.scale, nullable=nullable)
    raise BindingError(f"no Substrait type for the Arrow type {t}")


def schema_types(table: pa.Table | Path) -> Mapping[str, Type]:
    """``{column: Substrait type}`` of a table (an Arrow table or a parquet file)."""
    if isinstance(table, Path):
        import pyarrow.parquet as pq

        schema = pq.read_schema(table)
    else:
        schema = table.schema
    return {f.name: arrow_to_substrait(f.type, f.nullable) for f in schema}
