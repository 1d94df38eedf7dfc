"""Golden conformance cases: the case model, loading, and regeneration of the golden files.

A golden case lives under ``conformance/plans/<area>/``:

* ``<case>.json`` -- the Substrait plan in protobuf JSON (absent for *referenced* cases, whose plan is a
  file made by a producer elsewhere in the repository, named by ``plan`` in the expected file);
* ``<case>.expected.json`` -- what any engine must answer::

    {
      "case": "joins/left_mark",            # <area>/<case>
      "description": "...",
      "plan": "left_mark.json",             # relative to this file
      "names": ["id", "mark"],              # output names
      "types": ["i32?", "boolean?"],        # Substrait type strings of the plan's output
      "types_from": "plan",                 # "duckdb" when the plan's types could not be derived (then
                                            # only values are compared, not types)
      "rows": [[1, true], [2, null]],       # JSON values: decimals as strings exact to scale, dates ISO,
                                            # structs as lists in field order, maps as [key, value] lists
      "ordered": false,                     # whether row order is part of the answer
      "tables": {                           # the input tables the case needs
        "t": {"columns": [["id", "i32?"]], "rows": [[1], [2]]},   # inline (optionally "catalog": true)
        "lineitem": {"tpch": 0.01}                               # TPC-H at scale 0.01
      },
      "sql": "SELECT ...",                  # what the independent engine ran (statements split by ';',
                                            # the last one gives the rows)
      "source": "duckdb 1.5.5",             # who computed the rows (DuckDB, or the spec)
      "target": null                        # write/DDL cases: {"name": "t", "exists": true}: the answer is
    }                                       # the target's content after the plan (or its absence)

Local-file reads name their files as ``file://${GOLDEN_PLANS}/<area>/data/<file>``; :meth:`GoldenCase.plan`
substitutes the absolute ``conformance/plans`` folder, so the committed plans are portable.

Invariants: expected rows come from DuckDB running ``sql`` on the case's tables (or from the seed, when
``source`` says so), never from an engine under test; regeneration is deterministic (same inputs, same
bytes), so ``git diff`` after ``python -m conformance.golden regenerate`` shows exactly what changed.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as _dt
import decimal as _decimal
import importlib
import json
import math
import pkgutil
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyarrow as pa
from google.protobuf import json_format
from substrait import plan_pb2
from substrait import type_pb2 as tp

from substrait_py.errors import InvalidPlanError, PlanLoadError, SubstraitPyError

from .builders import PlanBuilder, R, arrow_type, parse_type, type_str

__all__ = [
    "CACHE_DIR",
    "PLACEHOLDER",
    "PLANS_DIR",
    "Built",
    "CaseDef",
    "GoldenCase",
    "TableSpec",
    "arrow_table",
    "expected_json_rows",
    "load_cases",
    "regenerate",
]

#: Where the golden files live.
PLANS_DIR: Path = Path(__file__).resolve().parent / "plans"
#: Repository cache (TPC-H data and the like).
CACHE_DIR: Path = Path(__file__).resolve().parent.parent / ".cache"
#: Placeholder for ``PLANS_DIR`` in local-file URIs of committed plans.
PLACEHOLDER = "${GOLDEN_PLANS}"
#: TPC-H scale of the referenced tables.
TPCH_SCALE = 0.01


# ------------------------------------------------------------------------------------------------- tables


@dataclass(frozen=True)
class TableSpec:
    """An input table of a case: inline ``rows`` with ``columns`` (name, Substrait type string), or a
    TPC-H table (``tpch`` = scale). ``catalog`` tables are created as real catalog tables (write and DDL
    cases need a table the plan can modify), the others are bound as in-memory tables."""

    name: str
    columns: tuple[tuple[str, str], ...] = ()
    rows: tuple[tuple[Any, ...], ...] = ()
    tpch: float | None = None
    catalog: bool = False
    tpcds: float | None = None

    def to_json(self) -> dict[str, Any]:
        """The form stored in the expected file."""
        if self.tpch is not None:
            return {"tpch": self.tpch}
        if self.tpcds is not None:
            return {"tpcds": self.tpcds}
        out: dict[str, Any] = {
            "columns": [list(c) for c in self.columns],
            "rows": [
                [_json_value(v, parse_type(t)) for v, (_, t) in zip(r, self.columns, strict=True)]
                for r in self.rows
            ],
        }
        if self.catalog:
            out["catalog"] = True
        return out

    @staticmethod
    def from_json(name: str, data: dict[str, Any]) -> TableSpec:
        """Inverse of :meth:`to_json`."""
        if "tpch" in data:
            return TableSpec(name, tpch=float(data["tpch"]))
        if "tpcds" in data:
            return TableSpec(name, tpcds=float(data["tpcds"]))
        return TableSpec(
            name,
            columns=tuple((str(n), str(t)) for n, t in data["columns"]),
            rows=tuple(tuple(r) for r in data["rows"]),
            catalog=bool(data.get("catalog", False)),
        )

    def arrow(self) -> pa.Table:
        """The table's data as Arrow (TPC-H tables are read from the generated parquet file)."""
        if self.tpch is not None or self.tpcds is not None:
            import pyarrow.parquet as pq

            return pq.read_table(self.parquet_path())
        types = [parse_type(t) for _, t in self.columns]
        return arrow_table([n for n, _ in self.columns], types, [list(r) for r in self.rows])

    def parquet_path(self) -> Path:
        """The parquet file of a TPC-H or TPC-DS table (generated on first use)."""
        if self.tpch is not None:
            return tpch_dir(self.tpch) / f"{self.name}.parquet"
        if self.tpcds is not None:
            return tpcds_dir(self.tpcds) / f"{self.name}.parquet"
        raise InvalidPlanError(f"table {self.name} is inline, not a benchmark table", code="bad-case")

    @property
    def generated(self) -> bool:
        """Whether the table is a generated benchmark table (TPC-H or TPC-DS)."""
        return self.tpch is not None or self.tpcds is not None


def tpcds_dir(scale: float = TPCH_SCALE) -> Path:
    """TPC-DS data at ``scale`` (generated once, cached under ``.cache``)."""
    from .tpch import generate_tpcds

    return generate_tpcds(scale, CACHE_DIR / f"tpcds-{scale:g}")


def tpch_dir(scale: float = TPCH_SCALE) -> Path:
    """TPC-H data at ``scale`` (generated once, cached under ``.cache``)."""
    from .tpch import generate_tpch

    return generate_tpch(scale, CACHE_DIR / f"tpch-{scale:g}")


# ------------------------------------------------------------------------------------------ value codecs


def _json_value(value: Any, t: tp.Type) -> Any:
    """A Python value of Substrait type ``t`` as stored in the golden JSON files."""
    if value is None:
        return None
    kind = t.WhichOneof("kind")
    if kind == "decimal":
        if isinstance(value, float):
            return value if math.isfinite(value) else repr(value)
        quantum = _decimal.Decimal(1).scaleb(-t.decimal.scale)
        exact = _decimal.Decimal(str(value))
        shown = exact.quantize(quantum, _decimal.ROUND_HALF_UP)
        # Written at the type's scale; an answer with more digits than the type holds is kept whole (the
        # comparer rounds to the coarser scale), never rounded here.
        return str(shown) if shown == exact else str(exact)
    if kind in ("fp32", "fp64"):
        f = float(value)
        return f if math.isfinite(f) else repr(f)
    if kind in ("i8", "i16", "i32", "i64") and isinstance(value, (int, _decimal.Decimal)):
        return int(value)
    if isinstance(value, _decimal.Decimal):
        return str(value)
    if isinstance(value, (_dt.date, _dt.datetime)):
        return value.isoformat()
    if kind == "struct":
        values = list(value.values()) if isinstance(value, dict) else list(value)
        return [_json_value(v, ft) for v, ft in zip(values, t.struct.types, strict=True)]
    if kind == "list":
        return [_json_value(v, t.list.type) for v in value]
    if kind == "map":
        items = value.items() if isinstance(value, dict) else value
        return [[_json_value(k, t.map.key), _json_value(v, t.map.value)] for k, v in items]
    if isinstance(value, bytes):
        return value.hex()
    return value


def _py_value(value: Any, t: tp.Type) -> Any:
    """Inverse of :func:`_json_value`: the Python value Arrow takes for type ``t``."""
    if value is None:
        return None
    kind = t.WhichOneof("kind")
    if kind == "decimal":
        return value if isinstance(value, float) else _decimal.Decimal(value)
    if kind in ("fp32", "fp64") and isinstance(value, str):
        return float(value)
    if kind == "date":
        return _dt.date.fromisoformat(value)
    if kind in ("timestamp", "precision_timestamp", "timestamp_tz", "precision_timestamp_tz"):
        return _dt.datetime.fromisoformat(value)
    if kind in ("binary", "fixed_binary"):
        return bytes.fromhex(value)
    if kind == "struct":
        return {
            f"f{i}": _py_value(v, ft) for i, (v, ft) in enumerate(zip(value, t.struct.types, strict=True))
        }
    if kind == "list":
        return [_py_value(v, t.list.type) for v in value]
    if kind == "map":
        return [(_py_value(k, t.map.key), _py_value(v, t.map.value)) for k, v in value]
    return value


def arrow_table(names: Sequence[str], types: Sequence[tp.Type], rows: Sequence[Sequence[Any]]) -> pa.Table:
    """An Arrow table from JSON rows of the given Substrait types.

    A decimal column holding JSON numbers (the independent engine answered with a double, e.g. DuckDB's
    ``avg``) becomes a float64 column, so the comparer applies its decimal-vs-float rule.
    """
    arrays = []
    fields = []
    for i, (name, t) in enumerate(zip(names, types, strict=True)):
        column = [_py_value(r[i], t) for r in rows]
        at = arrow_type(t)
        if pa.types.is_decimal(at) and any(isinstance(v, float) for v in column):
            at = pa.float64()
        arrays.append(pa.array(column, type=at))
        fields.append(
            pa.field(
                name,
                at,
                nullable=bool(getattr(t, t.WhichOneof("kind")).nullability != tp.Type.NULLABILITY_REQUIRED),
            )
        )
    return pa.Table.from_arrays(arrays, schema=pa.schema(fields))


def expected_json_rows(table: pa.Table, types: Sequence[tp.Type]) -> list[list[Any]]:
    """The rows of an engine's answer (``table``) as golden JSON values of the plan's ``types``."""
    if table.num_columns != len(types):
        raise InvalidPlanError(
            f"the reference answer has {table.num_columns} columns, the plan outputs {len(types)}",
            code="bad-case",
        )
    columns = [c.to_pylist() for c in table.columns]
    return [[_json_value(columns[j][i], types[j]) for j in range(len(types))] for i in range(table.num_rows)]


# --------------------------------------------------------------------------------------------- case model


@dataclass
class Built:
    """What a case's plan builder returns: the root relation, its names (``None``: an unnamed root) and the
    shared relations placed before the root (targets of ReferenceRels)."""

    root: R
    names: list[str] | None
    shared: list[R] = field(default_factory=list)


@dataclass
class CaseDef:
    """A golden case as defined in Python (``conformance/cases/<area>.py``).

    Exactly one of ``build`` (a plan builder) and ``plan_ref`` (a plan file made by a producer, relative to
    the repository root) is given. ``sql`` computes the expected rows in DuckDB over ``tables``; ``rows``
    (with ``source``) gives them from the spec instead. ``names`` overrides the expected names (the
    output-naming cases); ``types`` overrides the expected types (referenced plans, whose types the
    builder does not know). ``target`` makes the answer the content of that table after the plan.
    """

    area: str
    name: str
    sql: str | None
    tables: Sequence[TableSpec] = ()
    build: Callable[[PlanBuilder], Built] | None = None
    plan_ref: str | None = None
    ordered: bool = False
    description: str = ""
    names: Sequence[str] | None = None
    types: Sequence[str] | None = None
    rows: Sequence[Sequence[Any]] | None = None
    source: str | None = None
    target: str | None = None
    target_exists: bool = True

    @property
    def id(self) -> str:
        """``<area>/<name>``."""
        return f"{self.area}/{self.name}"


@dataclass
class GoldenCase:
    """A golden case as loaded from its files."""

    id: str
    area: str
    name: str
    expected_path: Path
    plan_path: Path
    names: list[str]
    types: list[str]
    rows: list[list[Any]]
    ordered: bool
    tables: dict[str, TableSpec]
    sql: str | None
    source: str
    description: str = ""
    target: str | None = None
    target_exists: bool = True
    types_from: str = "plan"

    def plan(self) -> plan_pb2.Plan:
        """The plan, with ``${GOLDEN_PLANS}`` in file URIs replaced by the absolute plans folder. Plans made
        by producers elsewhere in the repository are read by ``read_plan``, so the upgrades of their era
        apply (DuckDB 1.1.3's JSON plans)."""
        from substrait_py.planio import read_plan

        if self.plan_path.suffix == ".json" and PLANS_DIR in self.plan_path.parents:
            text = self.plan_path.read_text().replace(PLACEHOLDER, str(PLANS_DIR))
            try:
                return json_format.Parse(text, plan_pb2.Plan())
            except json_format.ParseError:
                return read_plan(text)
        return read_plan(self.plan_path)

    def plan_bytes(self) -> bytes:
        """The plan serialized as binary protobuf."""
        return bytes(self.plan().SerializeToString())

    def substrait_types(self) -> list[tp.Type]:
        """The expected output types as ``Type`` messages."""
        return [parse_type(t) for t in self.types]

    def expected_table(self) -> pa.Table:
        """The expected answer as an Arrow table (names, types and rows of the expected file)."""
        return arrow_table(self.names, self.substrait_types(), self.rows)

    @staticmethod
    def load(expected_path: Path) -> GoldenCase:
        """Load one case from its ``.expected.json`` file."""
        try:
            data = json.loads(expected_path.read_text())
        except (OSError, ValueError) as exc:
            raise PlanLoadError(f"cannot read golden file {expected_path}: {exc}") from exc
        case_id = str(data["case"])
        area, _, name = case_id.partition("/")
        return GoldenCase(
            id=case_id,
            area=area,
            name=name,
            expected_path=expected_path,
            plan_path=(expected_path.parent / data["plan"]).resolve(),
            names=list(data["names"]),
            types=list(data["types"]),
            rows=list(data["rows"]),
            ordered=bool(data["ordered"]),
            tables={k: TableSpec.from_json(k, v) for k, v in data.get("tables", {}).items()},
            sql=data.get("sql"),
            source=str(data.get("source", "")),
            description=str(data.get("description", "")),
            target=(data.get("target") or {}).get("name"),
            target_exists=bool((data.get("target") or {}).get("exists", True)),
            types_from=str(data.get("types_from", "plan")),
        )


def load_cases(root: Path = PLANS_DIR, filter: str | None = None) -> list[GoldenCase]:
    """Every golden case under ``root`` (sorted by id), optionally only ids containing ``filter``."""
    cases = [GoldenCase.load(p) for p in sorted(root.glob("*/*.expected.json"))]
    if filter:
        cases = [c for c in cases if filter in c.id]
    return cases


# ------------------------------------------------------------------------------------------ regeneration


def case_definitions() -> list[CaseDef]:
    """Every case defined under ``conformance/cases`` (each module exposes ``CASES``)."""
    from . import cases as pkg

    out: list[CaseDef] = []
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{pkg.__name__}.{info.name}")
        out.extend(getattr(module, "CASES", []))
    ids = [c.id for c in out]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise InvalidPlanError(f"duplicate golden case ids: {dupes}", code="bad-case")
    return out


def _duckdb_rows(case: CaseDef) -> tuple[pa.Table, str]:
    """DuckDB's answer to the case's SQL over its tables, and the DuckDB version."""
    import duckdb

    con = duckdb.connect()
    try:
        for spec in case.tables:
            if spec.generated:
                path = str(spec.parquet_path().resolve()).replace("'", "''")
                con.execute(f"CREATE VIEW \"{spec.name}\" AS SELECT * FROM read_parquet('{path}')")
            else:
                data = spec.arrow()
                con.register(f"__golden_{spec.name}", data)
                con.execute(f'CREATE TABLE "{spec.name}" AS SELECT * FROM "__golden_{spec.name}"')
                con.unregister(f"__golden_{spec.name}")
        statements = [s.strip() for s in (case.sql or "").split(";") if s.strip()]
        if not statements:
            raise InvalidPlanError(f"{case.id}: no SQL to compute the expected answer", code="bad-case")
        for stmt in statements[:-1]:
            con.execute(stmt)
        return con.execute(statements[-1]).to_arrow_table(), str(duckdb.__version__)
    finally:
        con.close()


def _plan_types_and_names(plan: plan_pb2.Plan) -> tuple[list[str], list[str]]:
    """Root output types and names of a referenced plan (derived by the schema module)."""
    from substrait_py.schema import root_fields, root_output_names

    types = [type_str(f.type) for f in root_fields(plan)]
    unset = [i for i, t in enumerate(types) if "<unset>" in t]
    if unset:
        raise ValueError(f"output columns {unset} have no derivable type")
    return types, root_output_names(plan)


def _family(kind: str) -> str:
    if kind in ("i8", "i16", "i32", "i64"):
        return "integer"
    if kind in ("decimal", "fp32", "fp64"):
        return "number"
    if kind in ("string", "varchar", "fixed_char"):
        return "string"
    return kind


def _check_families(types: Sequence[str], answer: pa.Schema) -> None:
    """Raise ``ValueError`` when derived types and the reference answer disagree in kind (integer vs
    fractional number vs string vs date...), i.e. the derivation went wrong for this plan."""
    if len(types) != len(answer):
        raise ValueError(f"{len(types)} derived types for {len(answer)} answer columns")
    for i, (text, fld) in enumerate(zip(types, answer, strict=True)):
        derived = _family(str(parse_type(text).WhichOneof("kind")))
        actual = _family(str(parse_type(_substrait_text(fld.type)).WhichOneof("kind")))
        whole = pa.types.is_decimal(fld.type) and fld.type.scale == 0
        if derived == "integer" and actual == "number" and not whole:
            raise ValueError(f"column {i} ({fld.name}) derived as {text}, answer is {fld.type}")
        if {derived, actual} <= {"integer", "number"}:
            continue
        if derived != actual:
            raise ValueError(f"column {i} ({fld.name}) derived as {text}, answer is {fld.type}")


def _top_level_root_names(plan: plan_pb2.Plan) -> list[str]:
    """The root's names when the plan has no nested struct output (so names are top-level only)."""
    for rel in plan.relations:
        if rel.WhichOneof("rel_type") == "root":
            return list(rel.root.names)
    return []


def _substrait_text(t: pa.DataType) -> str:
    """A nullable Substrait type string for an Arrow type of a reference answer."""
    if pa.types.is_decimal(t):
        return f"decimal?<{t.precision},{t.scale}>"
    simple: list[tuple[Callable[[pa.DataType], bool], str]] = [
        (pa.types.is_boolean, "boolean?"),
        (pa.types.is_int8, "i8?"),
        (pa.types.is_int16, "i16?"),
        (pa.types.is_int32, "i32?"),
        (pa.types.is_int64, "i64?"),
        (pa.types.is_float32, "fp32?"),
        (pa.types.is_float64, "fp64?"),
        (pa.types.is_date32, "date?"),
        (pa.types.is_string, "string?"),
        (pa.types.is_large_string, "string?"),
        (pa.types.is_string_view, "string?"),
        (pa.types.is_timestamp, "timestamp?"),
        (pa.types.is_binary, "binary?"),
    ]
    for test, text in simple:
        if test(t):
            return text
    raise InvalidPlanError(f"no Substrait type string for Arrow type {t}", code="bad-case")


def write_case(case: CaseDef, root: Path = PLANS_DIR) -> Path:
    """Build the case's plan (or read its referenced plan), compute the expected answer, and write both
    files. Returns the expected file's path."""
    area_dir = root / case.area
    area_dir.mkdir(parents=True, exist_ok=True)
    expected_path = area_dir / f"{case.name}.expected.json"
    if case.build is not None:
        pb = PlanBuilder()
        built = case.build(pb)
        plan = pb.plan(built.root, built.names, built.shared)
        plan_file = area_dir / f"{case.name}.json"
        text = json_format.MessageToJson(plan, indent=2) + "\n"
        _write_text(plan_file, text)
        plan_rel = plan_file.name
        out_types = [type_str(t) for t in built.root.types]
        out_names = list(case.names if case.names is not None else (built.names or []))
        types_from = "plan"
    elif case.plan_ref is not None:
        from substrait_py.planio import read_plan

        ref = (root.parent.parent / case.plan_ref).resolve()
        plan = read_plan(ref)
        types_from = "plan"
        try:
            derived_types, derived_names = _plan_types_and_names(plan)
            _check_families(derived_types, _duckdb_rows(case)[0].schema)
        except (SubstraitPyError, ValueError) as exc:
            # The schema module cannot derive this plan's types: fall back to the independent engine's
            # answer types (mapped to Substrait, all nullable) and the root's own names, and say so.
            answer, _ = _duckdb_rows(case)
            derived_types = [_substrait_text(f.type) for f in answer.schema]
            derived_names = _top_level_root_names(plan) or list(answer.column_names)
            note = f" (types from DuckDB's answer: the plan's types could not be derived: {exc})"
            case = dataclasses.replace(case, description=case.description + note)
            types_from = "duckdb"
        out_types = list(case.types) if case.types is not None else derived_types
        out_names = list(case.names) if case.names is not None else derived_names
        plan_rel = _relpath(ref, area_dir)
    else:
        raise InvalidPlanError(f"{case.id}: neither build nor plan_ref", code="bad-case")
    if case.types is not None:
        out_types = list(case.types)
    types = [parse_type(t) for t in out_types]
    if case.rows is not None:
        rows = [list(r) for r in case.rows]
        rows = [[_json_value(v, t) for v, t in zip(r, types, strict=True)] for r in rows]
        source = case.source or "seed"
    else:
        answer, version = _duckdb_rows(case)
        absent = case.target is not None and not case.target_exists
        rows = [] if absent else expected_json_rows(answer, types)
        source = f"duckdb {version}"
    if not case.ordered:
        rows.sort(key=lambda r: json.dumps(r, sort_keys=True))
    if len(out_names) != len(out_types):
        out_names = out_names + [f"column{i}" for i in range(len(out_names), len(out_types))]
    data: dict[str, Any] = {
        "case": case.id,
        "description": case.description,
        "plan": plan_rel,
        "names": out_names,
        "types": out_types,
        "types_from": types_from,
        "rows": rows,
        "ordered": case.ordered,
        "tables": {t.name: t.to_json() for t in case.tables},
        "sql": case.sql,
        "source": source,
        "target": {"name": case.target, "exists": case.target_exists} if case.target else None,
    }
    _write_text(expected_path, _dump(data))
    return expected_path


def _dump(data: dict[str, Any]) -> str:
    """JSON with one key per line and one row per line (readable diffs of regenerated files)."""
    lines = ["{"]
    items = list(data.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if key == "rows" and value:
            lines.append(f' "{key}": [')
            for j, row in enumerate(value):
                sep = "," if j < len(value) - 1 else ""
                lines.append("  " + json.dumps(row, ensure_ascii=False) + sep)
            lines.append(" ]" + comma)
        elif key == "tables":
            lines.append(f' "{key}": {{')
            tables = list(value.items())
            for j, (name, spec) in enumerate(tables):
                sep = "," if j < len(tables) - 1 else ""
                if "rows" in spec:
                    lines.append(f'  "{name}": {{')
                    lines.append('   "columns": ' + json.dumps(spec["columns"]) + ",")
                    extra = {k: v for k, v in spec.items() if k not in ("columns", "rows")}
                    rows = spec["rows"]
                    lines.append('   "rows": [' + ("" if rows else "]" + ("," if extra else "")))
                    for k, row in enumerate(rows):
                        rsep = "," if k < len(rows) - 1 else ""
                        lines.append("    " + json.dumps(row, ensure_ascii=False) + rsep)
                    if rows:
                        lines.append("   ]" + ("," if extra else ""))
                    for k, (ek, ev) in enumerate(extra.items()):
                        esep = "," if k < len(extra) - 1 else ""
                        lines.append(f'   "{ek}": {json.dumps(ev)}{esep}')
                    lines.append("  }" + sep)
                else:
                    lines.append(f'  "{name}": {json.dumps(spec)}{sep}')
            lines.append(" }" + comma)
        else:
            lines.append(f' "{key}": {json.dumps(value, ensure_ascii=False)}{comma}')
    lines.append("}")
    text = "\n".join(lines) + "\n"
    json.loads(text)  # the hand-made layout must stay valid JSON
    return text


def _relpath(path: Path, start: Path) -> str:
    import os

    return os.path.relpath(path, start)


def _write_text(path: Path, text: str) -> None:
    if path.exists() and path.read_text() == text:
        return
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(text)
    tmp.replace(path)


def regenerate(filter: str | None = None, root: Path = PLANS_DIR) -> Iterator[tuple[str, str]]:
    """Rewrite the golden files of every defined case whose id contains ``filter``; yields (id, status)."""
    for case in case_definitions():
        if filter and filter not in case.id:
            continue
        try:
            write_case(case, root)
        except Exception as exc:
            yield case.id, f"FAILED: {type(exc).__name__}: {exc}"
        else:
            yield case.id, "ok"


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m conformance.golden regenerate [--filter TEXT]`` | ``list [--filter TEXT]``."""
    parser = argparse.ArgumentParser(prog="python -m conformance.golden")
    sub = parser.add_subparsers(dest="command", required=True)
    regen = sub.add_parser("regenerate", help="rebuild plans and expected files from the case definitions")
    regen.add_argument("--filter", default=None, help="only case ids containing this text")
    lst = sub.add_parser("list", help="list the golden cases on disk")
    lst.add_argument("--filter", default=None)
    args = parser.parse_args(argv)
    if args.command == "regenerate":
        failed = 0
        for case_id, status in regenerate(args.filter):
            print(f"{case_id}: {status}")
            failed += status != "ok"
        return 1 if failed else 0
    for case in load_cases(filter=args.filter):
        print(case.id)
    return 0


if __name__ == "__main__":
    sys.exit(main())
