#!/usr/bin/env bash
# Idempotent set-up: checks Java, creates ./.venv and installs the project with its dev extra.
# Re-installs only when pyproject.toml or setup.py changed since the last successful install.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v java >/dev/null 2>&1; then
    echo "error: Java is not installed; PySpark 4 needs Java 17 or 21." >&2
    echo "       On Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y openjdk-17-jre-headless" >&2
    exit 1
fi
java_major=$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1)
if [ -n "$java_major" ] && [ "$java_major" -lt 17 ]; then
    echo "error: Java $java_major found; PySpark 4 needs Java 17 or newer." >&2
    exit 1
fi

PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
stamp=.venv/.substrait-py-installed
want=$(cat pyproject.toml setup.py | sha256sum | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "setting up .venv (first run, or pyproject.toml or setup.py changed) ..." >&2
    log=.venv/install.log
    if ! { .venv/bin/python -m pip install --disable-pip-version-check --upgrade pip \
            && .venv/bin/python -m pip install --disable-pip-version-check -e '.[dev]'; } >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        echo "error: installing the project failed; the full log is $log" >&2
        exit 1
    fi
    echo "$want" > "$stamp"
fi
