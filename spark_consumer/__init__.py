"""Everything that touches Spark: Substrait -> DataFrame, Spark -> Substrait, type and function mappings."""

from __future__ import annotations
