"""Golden case definitions, one module per area; each module exposes ``CASES: list[CaseDef]``.

``python -m conformance.golden regenerate`` builds every case's plan and computes its expected answer.
"""

from __future__ import annotations
