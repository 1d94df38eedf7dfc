"""Generated protobuf code of the toolkit's own extension messages (sources in ``proto/``; do not edit).

Regenerate with ``python -m substrait_py.catalog --regenerate-proto``; ``tests/test_catalog.py`` checks
that the committed code matches the ``.proto`` source.
"""
