"""Write (CTAS, CTAS over an existing table in each create mode, insert, insert returning the modified
records) and DDL (create/replace/drop table, create/drop view) on named tables (the spec's logical
relations, "Write Operator", "DDL Operator").

The answer of a case with a ``target`` is the target's content after the plan (or its absence), computed by
running the same statements in DuckDB. Tables marked ``catalog`` exist before the plan runs.
"""

from __future__ import annotations

from collections.abc import Callable

from ..builders import PlanBuilder
from ..golden import Built, CaseDef, TableSpec
from ._common import EMP, col, read

AREA_W = "write"
AREA_D = "ddl"
TARGET_COLUMNS: tuple[tuple[str, str], ...] = (("id", "i32?"), ("dept", "string?"))
TARGET_TYPES = [t for _, t in TARGET_COLUMNS]
TARGET_NAMES = [n for n, _ in TARGET_COLUMNS]


def _existing(name: str) -> TableSpec:
    return TableSpec(name, TARGET_COLUMNS, ((100, "old"), (101, None)), catalog=True)


def _emp_select(pb: PlanBuilder):
    e = read(pb, EMP)
    f = pb.filter(e, pb.call("gte", col(pb, e, 3), pb.lit(70, "i32")))
    return pb.select(f, [pb.cast(col(pb, f, 0), "i32?"), col(pb, f, 1)])


def _ctas(table: str, mode: str = "unspecified") -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        w = pb.write(_emp_select(pb), table, TARGET_COLUMNS, "ctas", create_mode=mode)
        return Built(w, [])

    return build


def _insert_values(table: str, output: str = "no_output") -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        vt = pb.virtual_table(TARGET_COLUMNS, [(3, "c"), (4, None)])
        w = pb.write(vt, table, TARGET_COLUMNS, "insert", output=output)
        return Built(w, TARGET_NAMES if output == "modified_records" else [])

    return build


def _insert_select(table: str) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        return Built(pb.write(_emp_select(pb), table, TARGET_COLUMNS, "insert"), [])

    return build


def _ddl_table(table: str, op: str) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        schema = TARGET_COLUMNS if op.startswith("create") else ()
        return Built(pb.ddl(table, "table", op, schema), [])

    return build


def _ddl_view(view: str, op: str) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        body = _emp_select(pb) if op.startswith("create") else None
        schema = TARGET_COLUMNS if body is not None else ()
        return Built(pb.ddl(view, "view", op, schema, view=body), [])

    return build


SELECT = "SELECT CAST(id AS INTEGER) AS id, dept FROM emp WHERE salary >= 70"


def _w(  # noqa: PLR0917 - one row per case in the table below
    name: str,
    sql: str,
    build: Callable[[PlanBuilder], Built],
    tables: tuple[TableSpec, ...],
    target: str,
    description: str,
    exists: bool = True,
    area: str = AREA_W,
) -> CaseDef:
    return CaseDef(
        area,
        name,
        sql,
        tables,
        build,
        names=TARGET_NAMES if exists else [],
        types=TARGET_TYPES if exists else [],
        target=target,
        target_exists=exists,
        description=description,
    )


CASES = [
    _w(
        "ctas",
        f"CREATE TABLE golden_w_ctas AS {SELECT}; SELECT * FROM golden_w_ctas",
        _ctas("golden_w_ctas"),
        (EMP,),
        "golden_w_ctas",
        "create table as select into a new table",
    ),
    _w(
        "ctas_replace_if_exists",
        f"CREATE OR REPLACE TABLE golden_w_over AS {SELECT}; SELECT * FROM golden_w_over",
        _ctas("golden_w_over", "replace_if_exists"),
        (EMP, _existing("golden_w_over")),
        "golden_w_over",
        "overwrite: CTAS replacing an existing table",
    ),
    _w(
        "ctas_ignore_if_exists",
        f"CREATE TABLE IF NOT EXISTS golden_w_ign AS {SELECT}; SELECT * FROM golden_w_ign",
        _ctas("golden_w_ign", "ignore_if_exists"),
        (EMP, _existing("golden_w_ign")),
        "golden_w_ign",
        "CTAS on an existing table with IGNORE_IF_EXISTS leaves it as it was",
    ),
    _w(
        "ctas_append_if_exists",
        f"INSERT INTO golden_w_app {SELECT}; SELECT * FROM golden_w_app",
        _ctas("golden_w_app", "append_if_exists"),
        (EMP, _existing("golden_w_app")),
        "golden_w_app",
        "CTAS on an existing table with APPEND_IF_EXISTS appends",
    ),
    _w(
        "insert_values",
        "INSERT INTO golden_w_ins VALUES (3, 'c'), (4, NULL); SELECT * FROM golden_w_ins",
        _insert_values("golden_w_ins"),
        (_existing("golden_w_ins"),),
        "golden_w_ins",
        "insert literal rows into an existing table",
    ),
    _w(
        "insert_select",
        f"INSERT INTO golden_w_inss {SELECT}; SELECT * FROM golden_w_inss",
        _insert_select("golden_w_inss"),
        (EMP, _existing("golden_w_inss")),
        "golden_w_inss",
        "insert the result of a query",
    ),
    CaseDef(
        AREA_W,
        "insert_output_modified_records",
        "INSERT INTO golden_w_ret VALUES (3, 'c'), (4, NULL) RETURNING *",
        (_existing("golden_w_ret"),),
        _insert_values("golden_w_ret", "modified_records"),
        description="OUTPUT_MODE_MODIFIED_RECORDS returns the inserted records",
    ),
    _w(
        "create_table",
        "CREATE TABLE golden_d_new (id INTEGER, dept VARCHAR); SELECT * FROM golden_d_new",
        _ddl_table("golden_d_new", "create"),
        (),
        "golden_d_new",
        "create an empty table with the given schema",
        area=AREA_D,
    ),
    _w(
        "create_or_replace_table",
        "CREATE OR REPLACE TABLE golden_d_repl (id INTEGER, dept VARCHAR); SELECT * FROM golden_d_repl",
        _ddl_table("golden_d_repl", "create_or_replace"),
        (_existing("golden_d_repl"),),
        "golden_d_repl",
        "replace an existing table by an empty one",
        area=AREA_D,
    ),
    _w(
        "drop_table",
        "DROP TABLE golden_d_drop; SELECT 1 WHERE FALSE",
        _ddl_table("golden_d_drop", "drop"),
        (_existing("golden_d_drop"),),
        "golden_d_drop",
        "drop an existing table",
        exists=False,
        area=AREA_D,
    ),
    _w(
        "drop_table_if_exists_absent",
        "DROP TABLE IF EXISTS golden_d_none; SELECT 1 WHERE FALSE",
        _ddl_table("golden_d_none", "drop_if_exist"),
        (),
        "golden_d_none",
        "drop-if-exists of a table that does not exist succeeds",
        exists=False,
        area=AREA_D,
    ),
    _w(
        "create_view",
        f"CREATE VIEW golden_d_view AS {SELECT}; SELECT * FROM golden_d_view",
        _ddl_view("golden_d_view", "create"),
        (EMP,),
        "golden_d_view",
        "create a view; its content is the body's answer",
        area=AREA_D,
    ),
    _w(
        "create_or_replace_view",
        f"CREATE OR REPLACE VIEW golden_d_view2 AS {SELECT}; SELECT * FROM golden_d_view2",
        _ddl_view("golden_d_view2", "create_or_replace"),
        (EMP,),
        "golden_d_view2",
        "create-or-replace a view",
        area=AREA_D,
    ),
    _w(
        "drop_view_if_exists_absent",
        "DROP VIEW IF EXISTS golden_d_noview; SELECT 1 WHERE FALSE",
        _ddl_view("golden_d_noview", "drop_if_exist"),
        (),
        "golden_d_noview",
        "drop-if-exists of a view that does not exist succeeds",
        exists=False,
        area=AREA_D,
    ),
]
