#!/usr/bin/env bash
# Sets everything up (idempotently) and runs the whole test suite: lint, types, tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PYSPARK_PYTHON="$PWD/.venv/bin/python"
export SPARK_LOCAL_IP=${SPARK_LOCAL_IP:-127.0.0.1}
# the golden conformance suite runs with every third of its TPC-DS plans (all 141 take about 5 minutes
# on Spark: GOLDEN_SLOW=1 runs them, the slow lane; the SQL generated for each is checked without a JVM)
export GOLDEN_SLOW=${GOLDEN_SLOW:-sample}
# ... under every session setting that could change an answer, at once (answers must not depend on them)
export GOLDEN_SETTINGS=${GOLDEN_SETTINGS:-combined}
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy
# two test processes side by side (pytest-xdist), each with its own Spark session, one test module at a
# time (a module's fixtures are built once); TEST_WORKERS=0 runs everything in this process
.venv/bin/python -m pytest -n "${TEST_WORKERS:-2}" --dist loadfile "$@"
