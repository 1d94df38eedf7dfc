"""``python -m conformance.testcases [--engine NAME] [--filter TEXT] [--format table|json|md]``."""

from __future__ import annotations

from ..cli import standalone_app

if __name__ == "__main__":
    standalone_app()()
