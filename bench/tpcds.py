"""TPC-DS benchmark: DataFusion's Substrait plans run through ``SparkConsumer`` vs Spark's own SQL.

Usage::

    .venv/bin/python bench/tpcds.py --scale 1 --repeat 3 --json bench-tpcds-sf1.json
    .venv/bin/python bench/tpcds.py --scale 0.01 --queries 5,18,22,67 --check

The same measurements as ``bench/tpch.py`` (see its docstring) over TPC-DS: DuckDB generates the data
(``dsdgen``, cached under ``.cache/tpcds-<scale>``; scale 1 takes a few minutes once), the 99 plans are
``conformance/producers/datafusion/tpcds/qNN.substrait`` and Spark SQL runs DuckDB's query texts without
their trailing semicolon. A query whose text Spark cannot run is reported as an error of that query.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):
    # run as a script: the repository root makes ``bench`` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.tpch import TPCDS, main

if __name__ == "__main__":
    sys.exit(main(suite=TPCDS))
