"""Resource limits on plans: how many bytes a plan file may have, how deep and how large its tree may be.

A plan is untrusted input. Without limits a character device (``/dev/zero``) is read until memory runs
out, and a plan nested a million levels deep crashes protobuf's native (recursive) code. Three limits
apply, at three moments:

Plan size, when reading (:func:`max_plan_size`)
    :func:`substrait_py.planio.load_plan` reads at most this many bytes (default
    :data:`DEFAULT_MAX_PLAN_SIZE`, 256 MiB) and refuses larger input with a
    :class:`~substrait_py.errors.PlanLoadError`. Set it per call (``max_size=``), per command
    (``--max-plan-size``) or for every command (the environment variable ``SUBSTRAIT_PY_MAX_PLAN_SIZE``),
    in bytes or with a suffix ``K``, ``M``, ``G`` (powers of 1024): ``512M``.

Message nesting, when decoding (:data:`MAX_MESSAGE_DEPTH`)
    The loader refuses a plan whose protobuf messages nest deeper than 64,000 levels, whatever its
    encoding: just below the 65,536 levels upb's encoder can write, so that every plan that loads can
    be saved again (and can be searched for detached expressions, which serializes it). An expression
    level costs about three message levels (``Expression`` -> ``ScalarFunction`` ->
    ``FunctionArgument`` -> ``Expression``), a relation level two (``Rel`` -> ``FilterRel`` ->
    ``Rel``). Protobuf's native code recurses over such trees; the toolkit runs it on deep plans in a
    thread with a 1 GiB stack (:func:`substrait_py.deep.run_deep`), which holds this depth many times
    over. On a thread with the usual 8 MiB stack upb's serializer crashes the process at about 40,000
    levels and ``MergeFrom`` at about 11,000, so callers handling deep plans themselves should do so
    through ``run_deep`` too.

Plan shape, when validating or running (:class:`PlanLimits`, :func:`check_plan_limits`)
    Nesting depth of relations, of expressions and of one type or literal, the number of relations and
    of expressions, and the arguments of one function call. The defaults are far above any real plan
    (the largest committed golden plan, TPC-DS query 8 from DataFusion, has 879 expressions, relations
    nested 42 deep and expressions 13 deep; the one with most relations, query 14, has 215) and above the
    10,000-level plans the toolkit is tested with; they exist so that a hostile plan gets a clear error
    instead of minutes of work (or, for a type or literal, a failure inside protobuf's runtime).
    :func:`substrait_py.validate.validate_plan` reports a violation as an error diagnostic and checks
    nothing else; an engine's consumer calls :func:`enforce_plan_limits` (perhaps with tighter limits)
    before translating a plan.

    ==================  ==========================================================================
    code                meaning
    ==================  ==========================================================================
    plan-too-deep       relations or expressions nest deeper than the limit, or a type or literal
                        nests more message levels than protobuf's runtime adds to a list; the path is the
                        first node (in serialization order) past the limit, or that type or literal
    plan-too-large      more relations or expressions in the plan, or more arguments in one
                        function call, than the limit; the path is the node that goes over it, or
                        the list that alone is longer than the limit
    ==================  ==========================================================================

The check is iterative (a plan nested 10,000 levels deep is walked without recursion) and stops
early: it does not descend below a node that is already too deep, it stops at the first relation or
expression over the count limits, and it does not walk a list that alone is longer than them, so its
cost is bounded by the limits, not by the plan.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from google.protobuf.descriptor import Descriptor
from google.protobuf.message import Message
from substrait.algebra_pb2 import Expression, FunctionArgument, Rel
from substrait.plan_pb2 import PlanRel
from substrait.type_pb2 import Type

from substrait_py.errors import Diagnostic, InvalidPlanError, PlanLoadError, Severity
from substrait_py.paths import ROOT, PlanPath
from substrait_py.protoutil import walk_steps

#: Default of the plan size limit: 256 MiB.
DEFAULT_MAX_PLAN_SIZE = 256 * 1024 * 1024
#: Environment variable that sets the plan size limit for every command.
MAX_PLAN_SIZE_ENV = "SUBSTRAIT_PY_MAX_PLAN_SIZE"
#: Deepest protobuf message nesting the loader accepts (see the module docstring).
MAX_MESSAGE_DEPTH = 64_000

_SIZE = re.compile(r"\s*(\d+)\s*([kmg]i?b?|b)?\s*", re.IGNORECASE)
_UNITS = {"": 1, "b": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30}


def parse_size(text: str) -> int:
    """Bytes from ``"1048576"``, ``"512K"``, ``"256M"``, ``"2G"`` (also ``KB``/``KiB``..., any case;
    powers of 1024). Raises ``ValueError`` for anything else, or for zero."""
    m = _SIZE.fullmatch(text)
    if m is None:
        raise ValueError(f"{text!r} is not a size (bytes, or a number with K, M or G)")
    value = int(m.group(1)) * _UNITS[(m.group(2) or "")[:1].lower()]
    if value <= 0:
        raise ValueError(f"{text!r}: the size must be at least one byte")
    return value


def format_size(size: int) -> str:
    """``size`` bytes the way people read them: ``256 MiB``, ``1.5 KiB``, ``17 bytes``."""
    for unit, factor in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if size >= factor:
            value = size / factor
            return f"{value:.0f} {unit}" if value == int(value) else f"{value:.1f} {unit}"
    return f"{size} byte{'' if size == 1 else 's'}"


def max_plan_size(explicit: int | None = None) -> int:
    """The plan size limit in force: ``explicit`` if given, else ``SUBSTRAIT_PY_MAX_PLAN_SIZE``, else
    :data:`DEFAULT_MAX_PLAN_SIZE`. A malformed environment value is a :class:`PlanLoadError` (exit 2),
    not silently ignored."""
    if explicit is not None:
        if explicit <= 0:
            raise ValueError("the plan size limit must be at least one byte")
        return explicit
    env = os.environ.get(MAX_PLAN_SIZE_ENV, "").strip()
    if not env:
        return DEFAULT_MAX_PLAN_SIZE
    try:
        return parse_size(env)
    except ValueError as exc:
        raise PlanLoadError(f"{MAX_PLAN_SIZE_ENV}: {exc}") from None


# ------------------------------------------------------------------------------------ plan shape


@dataclass(frozen=True)
class PlanLimits:
    """Limits on the shape of a plan (see the module docstring for why these defaults).

    Depths count nodes on one path from the plan's top: the root's input relation has relation depth
    1, a top-level expression of a relation has expression depth 1. Relations inside subqueries count
    towards the relation depth of the relation holding the subquery, and their expressions towards
    the expression depth of the enclosing expression: both are nesting the consumer has to follow.
    """

    #: Relations nested inside each other (through inputs and subqueries).
    max_relation_depth: int = 20_000
    #: Expressions nested inside each other (function arguments, casts, conditions, subqueries...).
    max_expression_depth: int = 20_000
    #: Expressions in the whole plan.
    max_expressions: int = 500_000
    #: Relations in the whole plan (also the length of the plan's list of relations).
    max_relations: int = 100_000
    #: Arguments of one function call (scalar, aggregate or window).
    max_function_arguments: int = 10_000
    #: Protobuf message levels below one type or literal (a struct type costs two per level: ``Type``
    #: -> ``Type.Struct`` -> ``Type``). upb adds a message to a repeated field by encoding and parsing it
    #: again, and parses no message nested more than 100 levels, so a deeper type could not be added to a
    #: row, which deriving the plan's types does; no real type comes near (a struct nested 45 levels).
    max_value_depth: int = 90


DEFAULT_LIMITS = PlanLimits()

_REL = Rel.DESCRIPTOR
_EXPRESSION = Expression.DESCRIPTOR
_ARGUMENT = FunctionArgument.DESCRIPTOR
_PLAN_REL = PlanRel.DESCRIPTOR


_TYPE = Type.DESCRIPTOR
_LITERAL = Expression.Literal.DESCRIPTOR
#: Kinds of types and literals that nest other types or literals.
_NESTING_KINDS = frozenset(
    {"struct", "list", "map", "func", "empty_list", "empty_map", "null", "user_defined"}
)
_TARGETS = frozenset({_REL.full_name, _EXPRESSION.full_name, _TYPE.full_name, _LITERAL.full_name})


#: Called by :func:`check_plan_limits` for each message of a type it is asked to visit, with the
#: message and a function giving its path (made only when asked for: most messages need none);
#: returns whether the walk goes on into the message's fields.
Visitor = Callable[[Any, Callable[[], PlanPath]], bool]

#: A message as the walk meets it: (the message, its parent's visit or None at the top, the name of
#: the field holding it, its list index or -1, its relation depth, its expression depth). The visits
#: chain up to the top: a path object for each message would cost more than the walk itself, so
#: :func:`_path_at` makes the path when a finding needs it.
_Visit = tuple[Any, Any, str, int, int, int]


def check_plan_limits(
    plan: Message,
    limits: PlanLimits = DEFAULT_LIMITS,
    *,
    visitors: Mapping[Descriptor, Visitor] | None = None,
) -> list[Diagnostic]:
    """Error diagnostics (codes ``plan-too-deep``, ``plan-too-large``) for every limit ``plan``
    exceeds: at most one per limit, at the first offending node in the order the plan is serialized
    (field numbers, then list positions). Empty when the plan is within the limits.

    ``plan`` is a ``Plan`` or any message holding relations or expressions (an ``ExtendedExpression``,
    a ``Rel``); paths start at it. ``visitors`` (by message type) are called on every message of
    their type the walk reaches, in serialization order, so that other checks of the plan's messages
    share this one walk (:func:`substrait_py.literal_checks.check_literals` does)."""
    visitors = visitors or {}
    targets = _TARGETS | frozenset(d.full_name for d in visitors)
    steps = walk_steps(plan.DESCRIPTOR, targets)
    found: dict[str, Diagnostic] = {}

    def report(key: str, code: str, at: _Visit, message: str, field: str = "") -> None:
        # the first finding of each limit only: its path is made once (nodes past a depth limit may
        # be many, each as deep as the limit)
        if key not in found:
            path = _path_at(at).child(field) if field else _path_at(at)
            found[key] = Diagnostic(Severity.ERROR, code, str(path) or "<plan>", message)

    max_relation_depth, max_relations = limits.max_relation_depth, limits.max_relations
    max_expression_depth, max_expressions = limits.max_expression_depth, limits.max_expressions
    max_value_depth = limits.max_value_depth
    value_depth_checked = max_value_depth < sys.maxsize
    expressions = relations = 0
    # Lists longer than a count limit are reported without being walked (a list of millions of
    # empty relations costs two bytes each on the wire).
    list_limits = {
        _REL: ("relations", max_relations),
        _PLAN_REL: ("relations", max_relations),
        _EXPRESSION: ("expressions", max_expressions),
        _ARGUMENT: ("arguments", limits.max_function_arguments),
    }
    # Each message's children are pushed last first (walk_steps orders the fields so) so that nodes
    # pop in serialization order and "first" means first in the plan as written.
    stack: list[_Visit] = [(plan, None, "", -1, 0, 0)]
    pop, push = stack.pop, stack.append
    while stack:
        node = pop()
        msg, _parent, _name, _index, rel_depth, expr_depth = node
        desc = msg.DESCRIPTOR
        if desc is _REL:
            rel_depth += 1
            relations += 1
            if rel_depth > max_relation_depth:
                report(
                    "rel-depth",
                    "plan-too-deep",
                    node,
                    f"relations nest deeper than {max_relation_depth:,} levels",
                )
                continue
            if relations > max_relations:
                report(
                    "relations",
                    "plan-too-large",
                    node,
                    f"the plan has more than {max_relations:,} relations",
                )
                break
        elif desc is _EXPRESSION:
            expr_depth += 1
            expressions += 1
            if expr_depth > max_expression_depth:
                report(
                    "expr-depth",
                    "plan-too-deep",
                    node,
                    f"expressions nest deeper than {max_expression_depth:,} levels",
                )
                continue
            if expressions > max_expressions:
                report(
                    "expressions",
                    "plan-too-large",
                    node,
                    f"the plan has more than {max_expressions:,} expressions",
                )
                break
        elif desc is _TYPE or desc is _LITERAL:
            kind = msg.WhichOneof("literal_type" if desc is _LITERAL else "kind")
            if kind in _NESTING_KINDS and value_depth_checked and message_depth_exceeds(msg, max_value_depth):
                what = "literal" if desc is _LITERAL else "type"
                report(
                    "value-depth",
                    "plan-too-deep",
                    node,
                    f"a {what} nests more than {max_value_depth} protobuf levels (a struct about "
                    f"{max_value_depth // 2}): protobuf's runtime adds a value to a list by parsing "
                    "it again, and parses no message nested more than 100 levels",
                )
                continue
            if desc not in visitors:
                continue  # nothing inside a type or literal counts towards the other limits
        visitor = visitors.get(desc)
        if visitor is not None and not visitor(msg, partial(_path_at, node)):
            continue
        walk = steps.get(desc)
        if walk is None:
            continue
        too_long: list[tuple[str, int, int, str]] | None = None
        for oneof, members, name, repeated, item in walk:
            if oneof:
                kind = msg.WhichOneof(oneof)
                if kind in members:
                    push((getattr(msg, kind), node, kind, -1, rel_depth, expr_depth))
            elif not repeated:
                if msg.HasField(name):
                    push((getattr(msg, name), node, name, -1, rel_depth, expr_depth))
            else:
                items = getattr(msg, name)
                count = len(items)
                if not count:
                    continue
                what, most = list_limits.get(item, ("", 0))
                if what and count > most:
                    too_long = too_long or []
                    too_long.append((what, count, most, name))
                    continue
                listed = list(items)
                for i in range(count - 1, -1, -1):
                    push((listed[i], node, name, i, rel_depth, expr_depth))
        if too_long:  # reported in field order, as the fields come in the plan
            for what, length, most, name in reversed(too_long):
                report(
                    what,
                    "plan-too-large",
                    node,
                    f"a list of {length:,} {what}, more than the limit of {most:,}",
                    name,
                )
    return list(found.values())


def _path_at(node: _Visit) -> PlanPath:
    """The path of the message ``node`` visits (iterative: visits may chain any number of levels)."""
    steps: list[tuple[str, int]] = []
    while node[1] is not None:
        steps.append((node[2], node[3]))
        node = node[1]
    path = ROOT
    for name, index in reversed(steps):
        path = path.child(name)
        if index >= 0:
            path = path.index(index)
    return path


def enforce_plan_limits(plan: Message, limits: PlanLimits = DEFAULT_LIMITS) -> None:
    """Raise :class:`InvalidPlanError` (code and path of the first violation) when ``plan`` exceeds
    ``limits``; return quietly otherwise. For consumers, before any recursive processing."""
    problems = check_plan_limits(plan, limits)
    if problems:
        first = problems[0]
        raise InvalidPlanError(first.message, code=first.code, path=first.path)


def message_depth_exceeds(msg: Message, limit: int) -> bool:
    """Whether protobuf messages nest more than ``limit`` levels below ``msg`` (``msg`` itself is level
    0). Iterative; stops at the first message past the limit."""
    stack: list[tuple[Any, int]] = [(msg, 0)]
    while stack:
        cur, depth = stack.pop()
        if depth > limit:
            return True
        for fd, value in cur.ListFields():
            if fd.message_type is None:
                continue
            if fd.message_type.GetOptions().map_entry:
                stack.extend((v, depth + 2) for v in value.values() if isinstance(v, Message))
            elif fd.is_repeated:
                stack.extend((v, depth + 1) for v in value)
            else:
                stack.append((value, depth + 1))
    return False


__all__ = [
    "DEFAULT_LIMITS",
    "DEFAULT_MAX_PLAN_SIZE",
    "MAX_MESSAGE_DEPTH",
    "MAX_PLAN_SIZE_ENV",
    "PlanLimits",
    "Visitor",
    "check_plan_limits",
    "enforce_plan_limits",
    "format_size",
    "max_plan_size",
    "message_depth_exceeds",
    "parse_size",
]
