"""The Substrait spec's function test cases as a conformance suite (parser, plan builder, runner, report).

See :mod:`conformance.testcases.parser`, :mod:`~conformance.testcases.plans`,
:mod:`~conformance.testcases.runner` and :mod:`~conformance.testcases.report`; engines live in
:mod:`conformance.engines`.
"""

from __future__ import annotations
