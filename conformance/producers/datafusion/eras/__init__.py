"""TPC-H plans made by earlier DataFusion releases: one folder per release whose plans differ from the
previous one's (besides the version field), ``<major>/qNN.substrait``.

=========  ===========  ===================================================================================
folder     DataFusion   what its plans are like (the toolkit's upgrades and readings, see the README)
=========  ===========  ===================================================================================
``28``     28.0.0       spec 0.31: aggregates declared by their display names (``variance``,
                        ``correlation``), subtraction as ``substract``, the mean of integers without a
                        cast to a double, an EXISTS subquery's other conditions in the semi or anti
                        join's post-join filter; otherwise as 32's
``32``     32.0.0       spec 0.35: as 39's (qualified root names, untyped columns, no output types)
``39``     39.0.0       spec 0.49: as 41's, and the root's names qualified by their table
                        (``lineitem.l_returnflag``); no names of nested struct fields at all
``41``     41.0.0       spec 0.51: columns of named tables without types, projections that output their
                        expressions only, grouping keys in the removed ``Grouping.grouping_expressions``,
                        extension URIs, no output types on scalar functions
``42``     42.0.0       spec 0.55: typed columns; projections still output their expressions only, no
                        grouping-set column
``43``     43.1.0       spec 0.58: projections with an emit, the grouping-set column after the keys
``44``     44.0.0       spec 0.63.1
``47``     47.0.0       spec 0.69
``51``     51.0.0       spec 0.77
``54``     54.1.0       spec 0.85 (extension URNs); the last release without output types on scalar
                        functions
=========  ===========  ===================================================================================

Release 40 writes the same plans as 41 (but for the numbering of function anchors); releases 45, 46,
48-50, 52 and 53 write the same plans as the folder before them. Releases 34 to 38 on PyPI cannot write
Substrait (their wheels were built without it); 29 and 30 were never published; 21 to 27 make fewer than
22 of the TPC-H plans (and 20 writes no version, by which its plans could be recognised). Each plan is made as
``conformance.producers.datafusion.generate`` makes DataFusion 55's, except that the session keeps
DataFusion's default settings: the SQL text of ``conformance/queries/tpch/qNN.sql`` over the TPC-H parquet
tables registered by name, its optimized logical plan, ``datafusion.substrait.Producer.to_substrait_plan``,
the plan's bytes as written.

Run ``python -m conformance.producers.datafusion.eras --major 42`` to make a release's plans again: it
installs that release of the PyPI package ``datafusion`` into a virtual environment of its own under
``.cache/datafusion-<major>`` and writes the plans into ``<major>/``.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import venv
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[3]
#: The release of each folder.
RELEASES = {
    28: "28.0.0",
    32: "32.0.0",
    39: "39.0.0",
    41: "41.0.0",
    42: "42.0.0",
    43: "43.1.0",
    44: "44.0.0",
    47: "47.0.0",
    51: "51.0.0",
    54: "54.1.0",
}

_PRODUCE = """
import sys
from pathlib import Path
from datafusion import SessionContext, substrait as ss

data, queries, out = (Path(a) for a in sys.argv[1:4])
# 39's module exports the lower-case name only
Producer = getattr(ss, "Producer", None) or ss.producer
ctx = SessionContext()
for path in sorted(data.glob("*.parquet")):
    ctx.register_parquet(path.stem, str(path))
out.mkdir(parents=True, exist_ok=True)
for n in range(1, 23):
    sql = (queries / f"q{n:02d}.sql").read_text().strip().rstrip(";")
    plan = Producer.to_substrait_plan(ctx.sql(sql).optimized_logical_plan(), ctx)
    (out / f"q{n:02d}.substrait").write_bytes(bytes(plan.encode()))
"""


def plan_dir(major: int) -> Path:
    """The folder of the plans DataFusion ``major`` made."""
    return HERE / str(major)


def produce(major: int) -> Path:
    """Make the 22 TPC-H plans of DataFusion ``major`` again (see the module docstring)."""
    from conformance.tpch import generate_tpch

    data = generate_tpch(scale=0.01, out_dir=REPO_ROOT / ".cache" / "tpch-0.01")
    env = REPO_ROOT / ".cache" / f"datafusion-{major}"
    python = env / "bin" / "python"
    if not python.exists():
        venv.create(env, with_pip=True)
    subprocess.run([str(python), "-m", "pip", "install", "-q", f"datafusion=={RELEASES[major]}"], check=True)
    queries = REPO_ROOT / "conformance" / "queries" / "tpch"
    subprocess.run([str(python), "-c", _PRODUCE, str(data), str(queries), str(plan_dir(major))], check=True)
    return plan_dir(major)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--major", type=int, choices=sorted(RELEASES), required=True)
    args = parser.parse_args(argv)
    print(produce(args.major))
    return 0


if __name__ == "__main__":
    sys.exit(main())
