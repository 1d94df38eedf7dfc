"""Engine-neutral Substrait toolkit core: plan files, references and masks, schemas, naming, validation.

This package never imports pyspark, so that ``convert``, ``validate`` and ``explain`` start fast.
"""

from __future__ import annotations


def _version() -> str:
    """The installed distribution's version; the source tree's when it is not installed."""
    from importlib import metadata

    try:
        return metadata.version("substrait-py")
    except metadata.PackageNotFoundError:
        return "0.1.0"


__version__ = _version()
