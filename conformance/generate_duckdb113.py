"""Make the golden TPC-H and TPC-DS plans of DuckDB 1.1.3's Substrait extension.

DuckDB 1.1.3 (with ``duckdb-extension-substrait==1.1.3``) is the DuckDB of the consumer-testing corpus; its
plans carry that era's habits (projections that output only their expressions, comparisons declared with
their argument's type, the old join type names in JSON, ...), which :mod:`substrait_py.upgrades` repairs on
load. This script must run with a Python whose ``duckdb`` is 1.1.3, outside this project's environment::

    python3 -m venv /work/venv-duckdb113
    /work/venv-duckdb113/bin/pip install duckdb==1.1.3 duckdb-extension-substrait==1.1.3
    .venv/bin/python -c "from conformance.golden import tpch_dir, tpcds_dir; tpch_dir(); tpcds_dir()"
    /work/venv-duckdb113/bin/python conformance/generate_duckdb113.py

It reads the query texts under ``conformance/queries/{tpch,tpcds}`` and the parquet tables of
``.cache/tpch-0.01`` and ``.cache/tpcds-0.01`` (each loaded as a table of its name, as the corpus loads its
tables; a fresh database after each failure, as an internal error invalidates it), asks DuckDB for each
query's plan as JSON (``get_substrait_json``) and writes it, unchanged, to
``conformance/producers/duckdb-1.1.3/{tpch,tpcds}/qNN.json``; ``STATUS.json`` beside them records which
queries DuckDB 1.1.3 could not plan and why. Only the standard library and ``duckdb`` are imported.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "conformance" / "producers" / "duckdb-1.1.3"
QUERIES = REPO / "conformance" / "queries"
DATA = {"tpch": REPO / ".cache" / "tpch-0.01", "tpcds": REPO / ".cache" / "tpcds-0.01"}
COUNTS = {"tpch": 22, "tpcds": 99}


def _connect(suite: str) -> object:
    import duckdb
    import duckdb_extension_substrait as ext

    path = (
        Path(next(iter(ext.__path__)))
        / "extensions"
        / f"v{duckdb.__version__}"
        / "substrait.duckdb_extension"
    )
    con = duckdb.connect()
    con.execute(f"LOAD '{path}'")
    tables = sorted(DATA[suite].glob("*.parquet"))
    if not tables:
        raise SystemExit(
            f"no parquet tables in {DATA[suite]}: generate them first (see the module docstring)"
        )
    for table in tables:
        con.execute(f"CREATE TABLE \"{table.stem}\" AS SELECT * FROM read_parquet('{table}')")
    return con


def generate(suite: str) -> dict[str, object]:
    """Write the plans of one suite; return its status."""
    con = _connect(suite)
    out_dir = OUT / suite
    out_dir.mkdir(parents=True, exist_ok=True)
    status: dict[str, str] = {}
    for n in range(1, COUNTS[suite] + 1):
        name = f"q{n:02d}"
        sql = (QUERIES / suite / f"{name}.sql").read_text()
        try:
            text = con.execute("CALL get_substrait_json(?)", [sql]).fetchone()[0]  # type: ignore[attr-defined]
        except Exception as exc:
            status[name] = f"not produced: {type(exc).__name__}: {' '.join(str(exc).split())[:300]}"
            (out_dir / f"{name}.json").unlink(missing_ok=True)
            # An internal error invalidates the whole database: start again from a fresh one.
            con.close()  # type: ignore[attr-defined]
            con = _connect(suite)
            continue
        plan = json.loads(text)
        (out_dir / f"{name}.json").write_text(json.dumps(plan, indent=1) + "\n")
        status[name] = "produced"
    import duckdb

    summary: dict[str, object] = {
        "producer": f"duckdb {duckdb.__version__} with duckdb-extension-substrait",
        "produced": sorted(k for k, v in status.items() if v == "produced"),
        "not_produced": {k: v for k, v in sorted(status.items()) if v != "produced"},
    }
    (out_dir / "STATUS.json").write_text(json.dumps(summary, indent=1) + "\n")
    return summary


def main() -> int:
    """Generate both suites and print how many plans each has."""
    import duckdb

    if duckdb.__version__ != "1.1.3":
        print(f"this script needs duckdb 1.1.3, found {duckdb.__version__}", file=sys.stderr)
        return 2
    for suite in ("tpch", "tpcds"):
        summary = generate(suite)
        produced = summary["produced"]
        assert isinstance(produced, list)
        print(f"{suite}: {len(produced)} of {COUNTS[suite]} plans")
    return 0


if __name__ == "__main__":
    sys.exit(main())
