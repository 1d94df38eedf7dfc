"""Small protobuf helpers shared by the core modules."""

from __future__ import annotations

from typing import Any

from substrait_py.errors import InvalidPlanError


def enum_name(enum_type: Any, value: int, *, path: str = "", what: str = "") -> str:
    """The name of ``value`` in the protobuf enum ``enum_type``.

    Plans from newer producers, or damaged plans, may carry numbers the installed proto does not
    define (protobuf keeps them as plain integers); ``Name()`` would then raise ``ValueError``.
    This raises :class:`InvalidPlanError` (code ``unknown-enum-value``) naming the field instead.
    """
    try:
        return str(enum_type.Name(value))
    except ValueError:
        label = what or enum_type.DESCRIPTOR.name
        raise InvalidPlanError(
            f"{label} has the value {value}, which this spec version does not define",
            code="unknown-enum-value",
            path=path,
        ) from None


def enum_label(enum_type: Any, value: int, prefix: str = "") -> str:
    """A readable, never-failing label for an enum value: its lower-case name without ``prefix``, or
    ``unknown(N)`` for a number the proto does not define (for display only)."""
    try:
        return str(enum_type.Name(value)).removeprefix(prefix).lower()
    except ValueError:
        return f"unknown({value})"
