"""Small protobuf helpers shared by the core modules."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from google.protobuf.descriptor import Descriptor

from substrait_py.errors import InvalidPlanError
from substrait_py.paths import ROOT, PlanPath


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


@functools.cache
def fields_reaching(root: Descriptor, targets: frozenset[str]) -> dict[str, frozenset[int]]:
    """For every message type reachable from ``root`` (by full name): the numbers of its message-typed
    fields through which a message of one of the ``targets`` types (full names) can be reached. A
    walk looking for those messages need not enter any other field. Map fields are left out: Substrait
    keeps no relations, expressions or literals in maps. Cached per (root, targets)."""
    types: dict[str, Descriptor] = {}
    todo = [root]
    while todo:
        d = todo.pop()
        if d.full_name in types:
            continue
        types[d.full_name] = d
        todo.extend(f.message_type for f in d.fields if f.message_type is not None)
    reaches = {name for name in types if name in targets}
    changed = True
    while changed:
        changed = False
        for name, d in types.items():
            if name in reaches:
                continue
            if any(f.message_type is not None and f.message_type.full_name in reaches for f in d.fields):
                reaches.add(name)
                changed = True
    return {
        name: frozenset(
            f.number
            for f in d.fields
            if f.message_type is not None
            and not f.message_type.GetOptions().map_entry
            and f.message_type.full_name in reaches
        )
        for name, d in types.items()
    }


def _children(msg: Any, path: PlanPath, numbers: frozenset[int] | None = None) -> list[tuple[Any, PlanPath]]:
    """The message-typed field values of ``msg`` (map fields left out), in field order, with their paths;
    only the fields numbered in ``numbers`` when it is given."""
    children: list[tuple[Any, PlanPath]] = []
    for fd, value in msg.ListFields():
        if fd.message_type is None or fd.message_type.GetOptions().map_entry:
            continue
        if numbers is not None and fd.number not in numbers:
            continue
        sub = path.child(fd.name)
        if fd.is_repeated:
            children.extend((item, sub.index(i)) for i, item in enumerate(value))
        else:
            children.append((value, sub))
    return children


def walk_messages(root: Any) -> Iterator[tuple[Any, PlanPath]]:
    """Every message under ``root`` (pre-order, iterative) with its plan path (parent-linked: a plan
    nested 30,000 levels deep costs no string per level)."""
    stack: list[tuple[Any, PlanPath]] = [(root, ROOT)]
    while stack:
        msg, path = stack.pop()
        yield msg, path
        stack.extend(reversed(_children(msg, path)))


def messages_of_type(plan: Any, full_name: str) -> list[tuple[Any, PlanPath]]:
    """Every message of ``full_name`` (``substrait.ReadRel``) under ``plan``, with its plan path, in
    pre-order (iterative; entering only the fields through which such a message can be reached)."""
    fields = fields_reaching(plan.DESCRIPTOR, frozenset({full_name}))
    out: list[tuple[Any, PlanPath]] = []
    stack: list[tuple[Any, PlanPath]] = [(plan, ROOT)]
    while stack:
        msg, path = stack.pop()
        name = msg.DESCRIPTOR.full_name
        if name == full_name:
            out.append((msg, path))
        walk = fields.get(name)
        if walk:
            stack.extend(reversed(_children(msg, path, walk)))
    return out
