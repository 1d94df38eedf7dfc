"""Mutation fuzzing of Substrait plans: protobuf-aware mutations of the committed golden plans.

Anything that takes a plan -- the loader, the validator, ``explain``, an engine's consumer -- must end
normally or with one of the toolkit's typed errors (:class:`~substrait_py.errors.SubstraitPyError`) on
every input, quickly. This module makes the inputs and runs the check:

* :func:`corpus` -- the golden plans (``conformance/producers/**/*.substrait`` and the JSON plans under
  ``conformance/plans``), loaded once.
* :func:`mutate` -- applies random protobuf-aware mutations to a copy of a plan: an integer field set
  to an edge value, an enum set to a number no spec version defines, a submessage dropped, a repeated
  field's element duplicated or removed, the member of a oneof swapped, a submessage replaced by
  another of the same type (from the plan or from another golden plan), a string or bytes field
  replaced, an unset field set, relations or expressions nested thousands of levels deep.
* :func:`fuzz_cases` -- the cases of a run: each a plan mutated one to four times, serialized as
  binary, JSON or text, sometimes with its bytes damaged (flipped, cut, spliced). Case ``i`` of seed
  ``s`` is always the same input, so a failure is reproduced from its index alone.
* :func:`run_fuzz` -- runs a check over the cases and collects the *escapes*: exceptions that are not
  allowed, with the case's mutations and the last lines of the traceback, and cases slower than a
  budget.

Reuse for another consumer::

    from .fuzz import run_fuzz

    report = run_fuzz(lambda data: consumer.to_dataframe(data), cases=500, seed=0)
    assert not report.escapes, report.summary()

Mutations run in a deep-stack thread (:func:`substrait_py.deep.run_deep`): copying and serializing a
plan nested thousands of levels deep recurses in protobuf's native code.
"""

from __future__ import annotations

import functools
import random
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import Message
from substrait.algebra_pb2 import Expression, Rel
from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type

from substrait_py.deep import run_deep
from substrait_py.errors import SubstraitPyError
from substrait_py.planio import PlanFormat, load_plan, serialize_plan

ROOT = Path(__file__).resolve().parent

_INT_RANGES = {
    FieldDescriptor.CPPTYPE_INT32: (-(1 << 31), (1 << 31) - 1),
    FieldDescriptor.CPPTYPE_INT64: (-(1 << 63), (1 << 63) - 1),
    FieldDescriptor.CPPTYPE_UINT32: (0, (1 << 32) - 1),
    FieldDescriptor.CPPTYPE_UINT64: (0, (1 << 64) - 1),
}
_STRINGS = (
    "",
    "x" * 1000,
    "\x00",
    "é",
    "\U0001f600",
    "a.b",
    "lineitem",
    "l_orderkey",
    "count",
    "add:i64_i64",
)
_FLOATS = (float("nan"), float("inf"), float("-inf"), -0.0, 1e308, 5e-324)


# ------------------------------------------------------------------------------------------ corpus


def corpus_files(root: Path = ROOT) -> list[Path]:
    """The committed golden plan files, sorted."""
    files = [*root.glob("producers/**/*.substrait"), *root.glob("plans/**/*.substrait")]
    files += [p for p in root.glob("plans/**/*.json") if not p.name.endswith(".expected.json")]
    return sorted(files)


@dataclass(frozen=True)
class CorpusPlan:
    """A golden plan, with the weight it is picked with (smaller plans more often: they are cheaper
    to check, and a mutation of a small plan is as telling as one of a big plan)."""

    path: Path
    plan: Plan
    weight: float


@functools.cache
def corpus(root: Path = ROOT) -> tuple[CorpusPlan, ...]:
    """The golden plans, loaded once."""
    out = []
    for path in corpus_files(root):
        plan = load_plan(path).plan
        out.append(CorpusPlan(path, plan, 1.0 / max(1, plan.ByteSize()) ** 0.75))
    return tuple(out)


# ------------------------------------------------------------------------------------------ mutations


def _messages(root: Message) -> list[Message]:
    """Every message in ``root`` (pre-order, iterative), ``root`` first."""
    out: list[Message] = []
    stack: list[Any] = [root]
    while stack:
        msg = stack.pop()
        out.append(msg)
        for fd, value in msg.ListFields():
            if fd.message_type is None:
                continue
            if fd.message_type.GetOptions().map_entry:
                stack.extend(v for v in value.values() if isinstance(v, Message))
            elif fd.is_repeated:
                stack.extend(value)
            else:
                stack.append(value)
    return out


def _random_scalar(rng: random.Random, fd: FieldDescriptor, plan_strings: Sequence[str]) -> Any:
    cpp = fd.cpp_type
    if cpp in _INT_RANGES:
        low, high = _INT_RANGES[cpp]
        edges = [0, 1, 2, 3, 7, 100, 1000, 65_536, low, high, low + 1, high - 1]
        if low < 0:
            edges += [-1, -2, -1000]
        return rng.choice(edges) if rng.random() < 0.8 else rng.randint(low, high)
    if cpp == FieldDescriptor.CPPTYPE_BOOL:
        return rng.random() < 0.5
    if cpp in (FieldDescriptor.CPPTYPE_FLOAT, FieldDescriptor.CPPTYPE_DOUBLE):
        return rng.choice(_FLOATS)
    if cpp == FieldDescriptor.CPPTYPE_ENUM:
        assert fd.enum_type is not None
        defined = [v.number for v in fd.enum_type.values]
        return rng.choice([max(defined) + 1, max(defined) + 97, -1, (1 << 31) - 1, -(1 << 31)])
    if fd.type == FieldDescriptor.TYPE_BYTES:
        return bytes(rng.getrandbits(8) for _ in range(rng.choice((0, 1, 4, 15, 16, 17, 33))))
    if plan_strings and rng.random() < 0.4:
        return rng.choice(plan_strings)
    return rng.choice(_STRINGS)


def _set_scalar(msg: Any, fd: FieldDescriptor, value: Any, index: int | None = None) -> bool:
    try:
        if index is None:
            setattr(msg, fd.name, value)
        else:
            getattr(msg, fd.name)[index] = value
    except (ValueError, TypeError):  # e.g. a closed enum, or a value protobuf refuses
        return False
    return True


class _Mutator:
    """One mutation at a time on ``plan`` (in place), drawing donors from ``donors``."""

    def __init__(self, plan: Plan, rng: random.Random, donors: Sequence[Plan]) -> None:
        self.plan = plan
        self.rng = rng
        self.donors = donors

    def messages(self) -> list[Message]:
        return _messages(self.plan)

    def strings(self, messages: Sequence[Message]) -> list[str]:
        out: list[str] = []
        for m in messages[:2000]:
            for fd, value in m.ListFields():
                if fd.type == FieldDescriptor.TYPE_STRING:
                    out.extend(value if fd.is_repeated else [value])
        return out

    def apply(self) -> str:
        ops: list[tuple[float, Callable[[list[Message]], str | None]]] = [
            (3, self.scalar_field),
            (1.5, self.enum_field),
            (2, self.drop_submessage),
            (2, self.repeated),
            (1.5, self.oneof_swap),
            (2, self.splice),
            (1, self.set_unset),
            (0.6, self.deep_nest),
        ]
        messages = self.messages()
        for _ in range(20):  # an operation may find nothing to act on: draw another
            op = self.rng.choices([o for _, o in ops], weights=[w for w, _ in ops])[0]
            done = op(messages)
            if done:
                return done
        return "nothing"

    def pick(self, messages: Sequence[Message], pred: Callable[[Message], bool]) -> Message | None:
        candidates = [m for m in messages if pred(m)]
        return self.rng.choice(candidates) if candidates else None

    @staticmethod
    def _where(m: Message) -> str:
        return str(m.DESCRIPTOR.full_name)

    def scalar_field(self, messages: list[Message]) -> str | None:
        return self._set_field(messages, enum=False)

    def enum_field(self, messages: list[Message]) -> str | None:
        return self._set_field(messages, enum=True)

    def _set_field(self, messages: list[Message], *, enum: bool) -> str | None:
        """Set a scalar (or, with ``enum``, an enum) field of a random message to an edge value."""

        def fields(m: Message) -> list[Any]:
            return [
                fd
                for fd in m.DESCRIPTOR.fields
                if fd.message_type is None and (fd.cpp_type == FieldDescriptor.CPPTYPE_ENUM) == enum
            ]

        m = self.pick(messages, lambda m: bool(fields(m)))
        if m is None:
            return None
        fd = self.rng.choice(fields(m))
        value = _random_scalar(self.rng, fd, () if enum else self.strings(messages))
        if fd.is_repeated:
            items = getattr(m, fd.name)
            if not items:
                return None
            ok = _set_scalar(m, fd, value, self.rng.randrange(len(items)))
        else:
            ok = _set_scalar(m, fd, value)
        return f"{'enum' if enum else 'set'} {self._where(m)}.{fd.name} = {value!r:.40}" if ok else None

    def drop_submessage(self, messages: list[Message]) -> str | None:
        def set_messages(m: Message) -> list[Any]:
            return [fd for fd, _ in m.ListFields() if fd.message_type is not None and not fd.is_repeated]

        m = self.pick(messages, lambda m: bool(set_messages(m)))
        if m is None:
            return None
        fd = self.rng.choice(set_messages(m))
        m.ClearField(fd.name)
        return f"drop {self._where(m)}.{fd.name}"

    def repeated(self, messages: list[Message]) -> str | None:
        def lists(m: Message) -> list[Any]:
            return [
                fd
                for fd, v in m.ListFields()
                if fd.is_repeated
                and not (fd.message_type is not None and fd.message_type.GetOptions().map_entry)
            ]

        m = self.pick(messages, lambda m: bool(lists(m)))
        if m is None:
            return None
        fd = self.rng.choice(lists(m))
        items = getattr(m, fd.name)
        i = self.rng.randrange(len(items))
        how = self.rng.choice(("duplicate", "remove", "truncate", "double"))
        if how == "duplicate":
            if fd.message_type is not None:
                copy = type(items[i])()
                copy.CopyFrom(items[i])
                items.add().CopyFrom(copy)
            else:
                items.append(items[i])
        elif how == "remove":
            del items[i]
        elif how == "truncate":
            del items[i:]
        else:
            for j in range(len(items)):
                if fd.message_type is not None:
                    copy = type(items[j])()
                    copy.CopyFrom(items[j])
                    items.add().CopyFrom(copy)
                else:
                    items.append(items[j])
        return f"{how} {self._where(m)}.{fd.name}[{i}]"

    def oneof_swap(self, messages: list[Message]) -> str | None:
        def set_oneofs(m: Message) -> list[Any]:
            return [o for o in m.DESCRIPTOR.oneofs if m.WhichOneof(o.name) is not None and len(o.fields) > 1]

        m = self.pick(messages, lambda m: bool(set_oneofs(m)))
        if m is None:
            return None
        oneof = self.rng.choice(set_oneofs(m))
        current = m.WhichOneof(oneof.name)
        fd = self.rng.choice([f for f in oneof.fields if f.name != current])
        if fd.message_type is not None:
            donor = self.donor(fd.message_type.full_name, messages)
            target = getattr(m, fd.name)
            if donor is not None:
                target.CopyFrom(donor)
            else:
                target.SetInParent()
            return f"oneof {self._where(m)}.{oneof.name}: {current} -> {fd.name}"
        if not _set_scalar(m, fd, _random_scalar(self.rng, fd, ())):
            return None
        return f"oneof {self._where(m)}.{oneof.name}: {current} -> {fd.name}"

    def donor(self, full_name: str, messages: Sequence[Message]) -> Message | None:
        """A detached copy of a random message of type ``full_name``: from this plan, or sometimes
        from another golden plan."""
        pool: Sequence[Message] = messages
        if self.donors and self.rng.random() < 0.3:
            pool = _messages(self.rng.choice(self.donors))
        candidates = [m for m in pool if m.DESCRIPTOR.full_name == full_name]
        if not candidates:
            return None
        chosen = self.rng.choice(candidates)
        copy = type(chosen)()
        copy.CopyFrom(chosen)  # never copy an ancestor into its own descendant directly
        return copy

    def splice(self, messages: list[Message]) -> str | None:
        m = self.pick(messages[1:], lambda m: m.DESCRIPTOR.full_name in _SPLICE_TYPES)
        if m is None:
            return None
        donor = self.donor(m.DESCRIPTOR.full_name, messages)
        if donor is None:
            return None
        m.CopyFrom(donor)
        return f"splice {self._where(m)}"

    def set_unset(self, messages: list[Message]) -> str | None:
        def unset(m: Message) -> list[Any]:
            present = {fd.name for fd, _ in m.ListFields()}
            return [fd for fd in m.DESCRIPTOR.fields if fd.name not in present]

        m = self.pick(messages, lambda m: bool(unset(m)))
        if m is None:
            return None
        fd = self.rng.choice(unset(m))
        if fd.message_type is not None:
            if fd.message_type.GetOptions().map_entry:
                return None
            if fd.is_repeated:
                getattr(m, fd.name).add()
            else:
                getattr(m, fd.name).SetInParent()
        elif fd.is_repeated:
            try:
                getattr(m, fd.name).append(_random_scalar(self.rng, fd, ()))
            except (ValueError, TypeError):
                return None
        elif not _set_scalar(m, fd, _random_scalar(self.rng, fd, ())):
            return None
        return f"set unset {self._where(m)}.{fd.name}"

    def deep_nest(self, messages: list[Message]) -> str | None:
        roll = self.rng.random()
        depth = self.rng.choice((2, 10, 50, 200)) if roll < 0.9 else self.rng.choice((1000, 3000))
        if roll > 0.997:
            depth = 21_000  # past the default limits of substrait_py.limits, within the loader's
        what = self.rng.random()
        if what < 0.2:
            return self._nest_value(messages, min(depth, 3000))
        if what < 0.6:
            rel = self.pick(messages, lambda m: m.DESCRIPTOR is Rel.DESCRIPTOR)
            if rel is None:
                return None
            inner = Rel()
            inner.CopyFrom(rel)
            rel.Clear()
            cur: Any = rel
            for _ in range(depth):
                cur.filter.condition.literal.boolean = True
                cur = cur.filter.input
            cur.CopyFrom(inner)
            return f"nest a relation under {depth} filters"
        expr = self.pick(messages, lambda m: m.DESCRIPTOR is Expression.DESCRIPTOR)
        if expr is None:
            return None
        inner_expr = Expression()
        inner_expr.CopyFrom(expr)
        expr.Clear()
        cur = expr
        anchors = [d.extension_function.function_anchor for d in self.plan.extensions] or [1]
        for _ in range(depth):
            if self.rng.random() < 0.5:
                cur.cast.type.i64.nullability = 1
                cur = cur.cast.input
            else:
                fn = cur.scalar_function
                fn.function_reference = self.rng.choice(anchors)
                cur = fn.arguments.add().value
        cur.CopyFrom(inner_expr)
        return f"nest an expression {depth} deep"

    def _nest_value(self, messages: list[Message], depth: int) -> str | None:
        """A type wrapped in ``depth`` struct or list types, or a literal in ``depth`` struct literals
        (protobuf's runtime adds no value nested more than 100 message levels to a list)."""
        value = self.pick(
            messages, lambda m: m.DESCRIPTOR in (Type.DESCRIPTOR, Expression.Literal.DESCRIPTOR)
        )
        if value is None:
            return None
        inner = type(value)()
        inner.CopyFrom(value)
        value.Clear()
        cur: Any = value
        if isinstance(value, Type):
            for _ in range(depth):
                if self.rng.random() < 0.5:
                    cur.struct.nullability = 1
                    cur = cur.struct.types.add()
                else:
                    cur.list.nullability = 1
                    cur = cur.list.type
            cur.CopyFrom(inner)
            return f"nest a type {depth} deep"
        for _ in range(depth):
            cur = cur.struct.fields.add()
        cur.CopyFrom(inner)
        return f"nest a literal {depth} deep"


_SPLICE_TYPES = frozenset(
    d.full_name
    for d in (
        Rel.DESCRIPTOR,
        Expression.DESCRIPTOR,
        Expression.Literal.DESCRIPTOR,
        Expression.FieldReference.DESCRIPTOR,
        Plan.DESCRIPTOR.fields_by_name["extensions"].message_type,
        Plan.DESCRIPTOR.fields_by_name["relations"].message_type,
    )
) | {"substrait.Type", "substrait.NamedStruct", "substrait.FunctionArgument", "substrait.SortField"}


def mutate(
    plan: Plan, rng: random.Random, *, count: int = 1, donors: Sequence[Plan] = ()
) -> tuple[Plan, list[str]]:
    """A mutated copy of ``plan`` (``count`` mutations, each described in the returned list)."""

    def work() -> tuple[Plan, list[str]]:
        out = Plan()
        out.CopyFrom(plan)
        mutator = _Mutator(out, rng, donors)
        return out, [mutator.apply() for _ in range(count)]

    return run_deep(work)


def damage(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """``data`` with its bytes damaged: flipped, cut short, a slice repeated, or random bytes put in."""
    if not data:
        return bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 64))), "random bytes"
    how = rng.choice(("flip", "cut", "repeat", "insert"))
    buf = bytearray(data)
    if how == "flip":
        for _ in range(rng.randint(1, 8)):
            buf[rng.randrange(len(buf))] ^= 1 << rng.randrange(8)
    elif how == "cut":
        del buf[rng.randrange(len(buf)) :]
    elif how == "repeat":
        i = rng.randrange(len(buf))
        j = rng.randint(i, min(len(buf), i + 64))
        buf[j:j] = buf[i:j] * rng.randint(1, 50)
    else:
        i = rng.randrange(len(buf) + 1)
        buf[i:i] = bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 16)))
    return bytes(buf), f"bytes {how}"


# ------------------------------------------------------------------------------------------ cases


@dataclass(frozen=True)
class FuzzCase:
    """One input: its index in the run, the golden plan it came from, what was done, the bytes."""

    index: int
    source: Path
    fmt: PlanFormat
    mutations: tuple[str, ...]
    data: bytes

    def describe(self) -> str:
        return f"case {self.index} ({self.source.name}, {self.fmt.value}): {'; '.join(self.mutations)}"


def fuzz_case(index: int, seed: int = 0, plans: Sequence[CorpusPlan] | None = None) -> FuzzCase:
    """Case ``index`` of the run seeded ``seed`` (deterministic)."""
    plans = plans if plans is not None else corpus()
    rng = random.Random(f"substrait-py-fuzz:{seed}:{index}")
    chosen = rng.choices(plans, weights=[p.weight for p in plans])[0]
    count = 1 + min(3, int(rng.expovariate(1.2)))
    donors = [rng.choice(plans).plan for _ in range(2)]
    plan, done = mutate(chosen.plan, rng, count=count, donors=donors)
    fmt = rng.choices(list(PlanFormat), weights=[6, 2, 2])[0]
    try:
        data = serialize_plan(plan, fmt)
    except Exception as exc:  # a mutant protobuf itself cannot write (nested past upb's encoder)
        done.append(f"unwritable as {fmt.value} ({type(exc).__name__}): the original plan instead")
        data = serialize_plan(chosen.plan, fmt)
    if rng.random() < 0.15:
        data, how = damage(data, rng)
        done.append(how)
    return FuzzCase(index, chosen.path, fmt, tuple(done), data)


def fuzz_cases(count: int, seed: int = 0, start: int = 0) -> Iterator[FuzzCase]:
    """Cases ``start .. start + count - 1`` of the run seeded ``seed``."""
    plans = corpus()
    for i in range(start, start + count):
        yield fuzz_case(i, seed, plans)


# ------------------------------------------------------------------------------------------ running


@dataclass(frozen=True)
class Escape:
    """A case that ended in an exception that is not allowed, or took longer than the budget."""

    case: str
    error: str
    seconds: float


@dataclass
class FuzzReport:
    """The outcome of :func:`run_fuzz`: how the cases ended and what escaped."""

    cases: int = 0
    outcomes: dict[str, int] = field(default_factory=dict)
    escapes: list[Escape] = field(default_factory=list)
    slowest: list[tuple[float, str]] = field(default_factory=list)
    seconds: float = 0.0

    def summary(self) -> str:
        lines = [
            f"{self.cases} cases in {self.seconds:.1f} s; outcomes: {dict(sorted(self.outcomes.items()))}"
        ]
        lines += [f"slowest: {s:.2f} s {what}" for s, what in self.slowest[:3]]
        lines += [f"ESCAPE {e.case}\n    {e.error}" for e in self.escapes[:20]]
        if len(self.escapes) > 20:
            lines.append(f"... and {len(self.escapes) - 20} more escapes")
        return "\n".join(lines)


def run_fuzz(
    check: Callable[[bytes], object],
    *,
    cases: int,
    seed: int = 0,
    start: int = 0,
    allowed: tuple[type[BaseException], ...] = (SubstraitPyError,),
    budget: float = 10.0,
    progress: Callable[[int, FuzzReport], None] | None = None,
) -> FuzzReport:
    """Run ``check`` on the bytes of every case; an exception of an ``allowed`` type counts as a
    normal end (by class name in ``outcomes``), anything else, or a case slower than ``budget``
    seconds, is an :class:`Escape`."""
    report = FuzzReport()
    began = time.perf_counter()
    for case in fuzz_cases(cases, seed, start):
        t0 = time.perf_counter()
        try:
            check(case.data)
            outcome = "ok"
        except allowed as exc:
            outcome = type(exc).__name__
        except Exception as exc:
            outcome = "ESCAPE"
            tb = traceback.format_exception(type(exc), exc, exc.__traceback__)
            where = " | ".join(line.strip().splitlines()[0] for line in tb[-4:-1])
            report.escapes.append(
                Escape(case.describe(), f"{type(exc).__name__}: {str(exc)[:300]} at {where}", 0.0)
            )
        took = time.perf_counter() - t0
        if took > budget:
            report.escapes.append(Escape(case.describe(), f"took {took:.1f} s (budget {budget} s)", took))
        report.outcomes[outcome] = report.outcomes.get(outcome, 0) + 1
        report.cases += 1
        report.slowest.append((took, case.describe()))
        report.slowest = sorted(report.slowest, reverse=True)[:5]
        if progress is not None:
            progress(case.index, report)
    report.seconds = time.perf_counter() - began
    return report


__all__ = [
    "CorpusPlan",
    "Escape",
    "FuzzCase",
    "FuzzReport",
    "corpus",
    "corpus_files",
    "damage",
    "fuzz_case",
    "fuzz_cases",
    "mutate",
    "run_fuzz",
]
