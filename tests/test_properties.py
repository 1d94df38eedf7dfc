"""Property tests: mutated plans only ever give diagnostics or the toolkit's own errors.

Mutations: flipped, replaced, inserted and cut bytes of serialized plans, and changed anchors,
ordinals and enum values set through the protobuf fields. Loading (``planio.load_plan``),
validating and explaining must return normally or raise a ``SubstraitPyError`` -- never any other
exception (which the CLI would show as a crash).
"""

from __future__ import annotations

import contextlib
from typing import Any

import validator_plans as vp
from google.protobuf.descriptor import FieldDescriptor
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from substrait.plan_pb2 import Plan

from substrait_py.errors import Diagnostic, SubstraitPyError
from substrait_py.explain import explain_plan
from substrait_py.planio import load_plan
from substrait_py.validate import validate_plan

SEEDS: list[bytes] = [
    vp.base_plan().SerializeToString(),
    (vp.DATAFUSION_TPCH / "q03.substrait").read_bytes(),
    (vp.DATAFUSION_TPCH / "q18.substrait").read_bytes(),
]

SETTINGS = settings(
    max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)


def check(plan: Plan) -> None:
    """Validate and explain; only diagnostics or toolkit errors are allowed."""
    try:
        diags = validate_plan(plan)
    except SubstraitPyError:
        return
    assert all(isinstance(d, Diagnostic) for d in diags)
    with contextlib.suppress(SubstraitPyError):
        assert isinstance(explain_plan(plan), str)


@st.composite
def mutated_bytes(draw: Any) -> bytes:
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 6))):
        if not data:
            break
        op = draw(st.sampled_from(["flip", "set", "insert", "cut"]))
        pos = draw(st.integers(0, len(data) - 1))
        if op == "flip":
            data[pos] ^= 1 << draw(st.integers(0, 7))
        elif op == "set":
            data[pos] = draw(st.integers(0, 255))
        elif op == "insert":
            data[pos:pos] = draw(st.binary(min_size=1, max_size=8))
        else:
            del data[pos : pos + draw(st.integers(1, 16))]
    return bytes(data)


@SETTINGS
@given(mutated_bytes())
def test_mutated_bytes_load_and_validate_cleanly(data: bytes) -> None:
    try:
        loaded = load_plan(data)
    except SubstraitPyError:
        return
    check(loaded.plan)


_INT_TYPES = {
    FieldDescriptor.TYPE_INT32,
    FieldDescriptor.TYPE_INT64,
    FieldDescriptor.TYPE_UINT32,
    FieldDescriptor.TYPE_UINT64,
    FieldDescriptor.TYPE_ENUM,
}


def scalar_slots(plan: Plan) -> list[tuple[Any, FieldDescriptor]]:
    """Every set (message, integer or enum field) of the plan: anchors, ordinals, enums."""
    out: list[tuple[Any, FieldDescriptor]] = []
    stack: list[Any] = [plan]
    while stack:
        msg = stack.pop()
        for fd, value in msg.ListFields():
            if fd.type == FieldDescriptor.TYPE_MESSAGE:
                if fd.is_repeated:
                    stack.extend(value)
                elif not fd.message_type.GetOptions().map_entry:
                    stack.append(value)
            elif fd.type in _INT_TYPES and not fd.is_repeated:
                out.append((msg, fd))
    return out


def _value_for(fd: FieldDescriptor, draw: Any) -> int:
    if fd.type == FieldDescriptor.TYPE_ENUM:
        return int(draw(st.integers(-3, 20)))
    if fd.type in (FieldDescriptor.TYPE_UINT32, FieldDescriptor.TYPE_UINT64):
        return int(draw(st.one_of(st.integers(0, 12), st.just(0xFFFFFFFF))))
    return int(draw(st.integers(-3, 40)))


@st.composite
def mutated_plans(draw: Any) -> Plan:
    plan = Plan()
    plan.ParseFromString(draw(st.sampled_from(SEEDS)))
    slots = scalar_slots(plan)
    for _ in range(draw(st.integers(1, 4))):
        msg, fd = draw(st.sampled_from(slots))
        setattr(msg, fd.name, _value_for(fd, draw))
    return plan


@SETTINGS
@given(mutated_plans())
def test_mutated_anchors_ordinals_and_enums_validate_cleanly(plan: Plan) -> None:
    check(plan)


def test_mutations_do_find_faults() -> None:
    # guard against a vacuous property: a changed field ordinal must be reported
    plan = vp.base_plan()
    slots = [(m, fd) for m, fd in scalar_slots(plan) if fd.name == "field"]
    assert slots
    setattr(slots[0][0], "field", 40)  # noqa: B010
    assert any(d.code == "field-out-of-range" for d in validate_plan(plan))
