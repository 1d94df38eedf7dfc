"""Small protobuf helpers shared by the core modules."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from google.protobuf.descriptor import Descriptor, FieldDescriptor

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
    return {
        d.full_name: frozenset(f.number for f in entered)
        for d, entered in _entered_fields(root, targets).items()
    }


@functools.cache
def _entered_fields(
    root: Descriptor, targets: frozenset[str]
) -> dict[Descriptor, tuple[FieldDescriptor, ...]]:
    """:func:`fields_reaching` by descriptor, with the fields themselves."""
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
        d: tuple(
            f
            for f in d.fields
            if f.message_type is not None
            and not f.message_type.GetOptions().map_entry
            and f.message_type.full_name in reaches
        )
        for d in types.values()
    }


@functools.cache
def _message_fields(descriptor: Descriptor) -> dict[int, tuple[str, bool] | None]:
    """The fields of ``descriptor`` by number: for a message-typed field but a map, its name and whether
    it is repeated; None for the others."""
    return {f.number: _message_field(f) for f in descriptor.fields}


def _message_field(fd: FieldDescriptor) -> tuple[str, bool] | None:
    if fd.message_type is None or fd.message_type.GetOptions().map_entry:
        return None
    return fd.name, fd.is_repeated


def _children(msg: Any, path: PlanPath) -> list[tuple[Any, PlanPath]]:
    """The message-typed field values of ``msg`` (map fields left out), in field order, with their paths."""
    fields = _message_fields(msg.DESCRIPTOR)
    children: list[tuple[Any, PlanPath]] = []
    for fd, value in msg.ListFields():
        number = fd.number
        field = fields[number] if number in fields else _message_field(fd)  # else an extension
        if field is None:
            continue
        name, repeated = field
        sub = path.child(name)
        if repeated:
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


#: One step of a walk through a message, as :func:`walk_steps` plans it: ``(oneof, members, name,
#: repeated, item)``. With ``oneof`` set, the step reads which member of that oneof is set and enters it
#: when it is one of ``members`` (a oneof member is never repeated); else it enters the field ``name``,
#: when set (``repeated``: every element). ``item`` is the message type of the field (of the oneof's
#: members: None).
WalkStep = tuple[str, frozenset[str], str, bool, Descriptor | None]


@functools.cache
def walk_steps(root: Descriptor, targets: frozenset[str]) -> dict[Descriptor, tuple[WalkStep, ...]]:
    """For every message type reachable from ``root`` with a field through which a message of one of
    the ``targets`` types (full names) can be reached (:func:`fields_reaching`), the steps that enter
    those fields, the highest field number first: a walk that pushes what each step finds onto a stack
    pops the messages in the order they are serialized. Members of one oneof that are next to each
    other in that order make one step (reading which member is set costs one call, asking for each
    member one call each). Cached per (root, targets)."""
    out: dict[Descriptor, tuple[WalkStep, ...]] = {}
    for d, fields in _entered_fields(root, targets).items():
        if not fields:
            continue
        ordered = sorted(fields, key=lambda f: f.number, reverse=True)
        runs: list[list[FieldDescriptor]] = []
        for f in ordered:
            if runs and f.containing_oneof is not None and _same_oneof(f, runs[-1][0]):
                runs[-1].append(f)
            else:
                runs.append([f])
        steps: list[WalkStep] = []
        for run in runs:
            oneof = run[0].containing_oneof
            if len(run) > 1 and oneof is not None:
                steps.append((oneof.name, frozenset(f.name for f in run), "", False, None))
            else:
                steps.extend(("", frozenset(), f.name, f.is_repeated, f.message_type) for f in run)
        out[d] = tuple(steps)
    return out


def _same_oneof(a: FieldDescriptor, b: FieldDescriptor) -> bool:
    oneof_a, oneof_b = a.containing_oneof, b.containing_oneof
    return oneof_a is not None and oneof_b is not None and oneof_a.full_name == oneof_b.full_name


@functools.cache
def _descriptor_named(root: Descriptor, full_name: str) -> Descriptor | None:
    """The message type named ``full_name`` among those reachable from ``root``; None when none is."""
    return next((d for d in _entered_fields(root, frozenset()) if d.full_name == full_name), None)


#: A message as :func:`messages_of_type` meets it: the message, its parent's visit (None for the top),
#: the name of the field holding it and its index in that field (-1 when the field is not repeated).
#: The visits chain up to the top, so a message's path is made only when the message is found.
_Visit = tuple[Any, Any, str, int]


def messages_of_type(plan: Any, full_name: str) -> list[tuple[Any, PlanPath]]:
    """Every message of ``full_name`` (``substrait.ReadRel``) under ``plan``, with its plan path, in
    pre-order (iterative; entering only the fields through which such a message can be reached)."""
    root = plan.DESCRIPTOR
    target = _descriptor_named(root, full_name)
    steps = walk_steps(root, frozenset({full_name}))
    found: list[_Visit] = []
    stack: list[_Visit] = [(plan, None, "", -1)]
    pop, push = stack.pop, stack.append
    while stack:
        visit = pop()
        msg = visit[0]
        desc = msg.DESCRIPTOR
        if desc is target:
            found.append(visit)
        walk = steps.get(desc)
        if walk is None:
            continue
        for oneof, members, name, repeated, _item in walk:
            if oneof:
                kind = msg.WhichOneof(oneof)
                if kind in members:
                    push((getattr(msg, kind), visit, kind, -1))
            elif repeated:
                items = list(getattr(msg, name))
                for i in range(len(items) - 1, -1, -1):
                    push((items[i], visit, name, i))
            elif msg.HasField(name):
                push((getattr(msg, name), visit, name, -1))
    return _with_paths(found)


def _with_paths(visits: list[_Visit]) -> list[tuple[Any, PlanPath]]:
    """The messages of ``visits`` with their paths; a path shared by several (a common ancestor's) is
    made once, so that the cost stays linear in the messages of a deep plan."""
    made: dict[int, PlanPath] = {}
    out: list[tuple[Any, PlanPath]] = []
    for visit in visits:
        above: list[_Visit] = []
        cur: Any = visit
        while cur is not None and id(cur) not in made:
            above.append(cur)
            cur = cur[1]
        path = ROOT if cur is None else made[id(cur)]
        for node in reversed(above):
            _msg, parent, name, index = node
            if parent is not None:
                path = path.child(name)
                if index >= 0:
                    path = path.index(index)
            made[id(node)] = path
        out.append((visit[0], path))
    return out
