"""Engine-neutral Substrait toolkit core: plan files, references and masks, schemas, naming, validation.

This package never imports pyspark, so that ``convert``, ``validate`` and ``explain`` start fast.
"""

from __future__ import annotations

__version__ = "0.1.0"
