"""An iterative protobuf wire-format decoder for messages nested deeper than upb allows.

upb (the protobuf runtime behind the ``protobuf`` package) refuses to parse a message nested more than
100 levels below the one being parsed, and the Python binding offers no way to raise that limit. A
Substrait plan of 10,000 nested ``FilterRel`` is valid, though, and ``substrait.utils.detached`` cannot
help with it: only expressions are detachable, relation trees are not.

:func:`decode` is the fallback :mod:`substrait_py.planio` uses only after ``ParseFromString`` has
failed. It walks the bytes with an explicit stack, guided by the message descriptor:

* a length-delimited field whose descriptor type is a message is descended into iteratively (a new
  stack frame, never Python recursion);
* a submessage whose encoding is short enough that it cannot nest more than upb's limit (every level
  costs at least two bytes: a tag and a length) is handed to the native parser in one call;
* every other field -- scalars, strings, packed repeated scalars, enums, maps, unknown fields -- is
  handed to the native parser as its raw bytes (``MergeFromString`` of the tag and value), so value
  decoding, UTF-8 checks and unknown-field preservation are upb's own.

Merge semantics are the wire format's: a non-repeated message field seen twice is merged, a oneof
keeps its last member, repeated fields append in order. Map fields are merged natively, so a map
value nested deeper than upb's limit still fails (Substrait has no such map).
"""

from __future__ import annotations

from typing import Any

from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import DecodeError, Message

# A submessage encoded in at most this many bytes nests at most half as many levels, so well within
# upb's limit of 100 levels below the message being parsed: parse it natively.
_NATIVE_SPAN = 180

_WT_VARINT, _WT_FIXED64, _WT_LEN, _WT_START_GROUP, _WT_END_GROUP, _WT_FIXED32 = 0, 1, 2, 3, 4, 5


class WireDecodeError(ValueError):
    """The bytes are not a valid encoding of the message (truncated, bad tag, bad length...)."""


class WireDepthError(WireDecodeError):
    """The message nests deeper than the ``max_depth`` given to :func:`decode`."""


def _varint(data: bytes, pos: int, end: int) -> tuple[int, int]:
    result = 0
    shift = 0
    while True:
        if pos >= end:
            raise WireDecodeError(f"truncated varint at byte {pos}")
        b = data[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if not b & 0x80:
            return result, pos
        shift += 7
        if shift >= 70:
            raise WireDecodeError(f"varint too long at byte {pos}")


def _skip(data: bytes, pos: int, end: int, wire_type: int, field_number: int) -> int:
    """Position after the value of a field of ``wire_type`` starting at ``pos`` (groups skipped
    iteratively)."""
    groups = [field_number] if wire_type == _WT_START_GROUP else []
    if wire_type == _WT_START_GROUP:
        wire_type = -1  # enter the loop below reading tags
    while True:
        if wire_type == _WT_VARINT:
            _, pos = _varint(data, pos, end)
        elif wire_type == _WT_FIXED64:
            pos += 8
        elif wire_type == _WT_FIXED32:
            pos += 4
        elif wire_type == _WT_LEN:
            length, pos = _varint(data, pos, end)
            pos += length
        elif wire_type != -1:
            raise WireDecodeError(f"invalid wire type {wire_type} at byte {pos}")
        if pos > end:
            raise WireDecodeError(f"field {field_number} runs past the end of its message (byte {end})")
        if not groups:
            return pos
        tag, pos = _varint(data, pos, end)
        number, wire_type = tag >> 3, tag & 7
        if number == 0:
            raise WireDecodeError(f"field number 0 at byte {pos}")
        if wire_type == _WT_START_GROUP:
            groups.append(number)
            wire_type = -1
        elif wire_type == _WT_END_GROUP:
            if groups.pop() != number:
                raise WireDecodeError(f"mismatched end of group {number} at byte {pos}")
            if not groups:
                return pos
            wire_type = -1


def _is_message_field(field: FieldDescriptor) -> bool:
    return (
        field.type == FieldDescriptor.TYPE_MESSAGE
        and field.message_type is not None
        and not field.message_type.GetOptions().map_entry
    )


def _merge_native(msg: Message, raw: bytes, where: int) -> None:
    if not raw:
        return
    try:
        msg.MergeFromString(raw)
    except DecodeError as exc:
        raise WireDecodeError(f"cannot decode {msg.DESCRIPTOR.full_name} field at byte {where}") from exc


def decode(data: bytes, message: Message, *, max_depth: int | None = None) -> Message:
    """Merge the wire-format ``data`` into ``message`` (normally empty) and return it.

    Iterative: nesting depth is bounded only by memory, or by ``max_depth`` (``message`` is level 0):
    a submessage deeper than that raises :class:`WireDepthError` as soon as it is met, before the
    rest is decoded. Raises :class:`WireDecodeError` for bytes that are not a valid encoding.
    """
    data = bytes(data)
    # Each frame: (message, its descriptor's fields by number, end of its bytes).
    msg: Message = message
    fields: Any = message.DESCRIPTOR.fields_by_number
    end = len(data)
    pos = 0
    stack: list[tuple[Message, Any, int]] = []
    pending = pos  # start of a run of fields not yet handed to the native parser
    while True:
        if pos >= end:
            if pos > end:
                raise WireDecodeError(f"a field runs past the end of its message (byte {end})")
            _merge_native(msg, data[pending:pos], pending)
            if not stack:
                return message
            msg, fields, end = stack.pop()
            pending = pos
            continue
        start = pos
        tag, pos = _varint(data, pos, end)
        number, wire_type = tag >> 3, tag & 7
        if number == 0:
            raise WireDecodeError(f"field number 0 at byte {start}")
        field = fields.get(number)
        if field is None or wire_type != _WT_LEN or not _is_message_field(field):
            if wire_type == _WT_END_GROUP:
                raise WireDecodeError(f"unexpected end of group at byte {start}")
            pos = _skip(data, pos, end, wire_type, number)
            continue
        length, pos = _varint(data, pos, end)
        sub_end = pos + length
        if sub_end > end:
            raise WireDecodeError(
                f"field {field.name} of {msg.DESCRIPTOR.full_name} is longer than its message (truncated?)"
            )
        _merge_native(msg, data[pending:start], pending)
        if field.is_repeated:
            sub = getattr(msg, field.name).add()
        else:
            sub = getattr(msg, field.name)
            sub.SetInParent()
        depth = len(stack) + 1  # of ``sub``
        if max_depth is not None and depth > max_depth:
            raise WireDepthError(
                f"{sub.DESCRIPTOR.full_name} at byte {start} is nested deeper than {max_depth}"
            )
        # Every level below ``sub`` costs at least two bytes (a tag and a length).
        if length <= _NATIVE_SPAN and (max_depth is None or depth + length // 2 <= max_depth):
            _merge_native(sub, data[pos:sub_end], pos)
            pos = pending = sub_end
            continue
        stack.append((msg, fields, end))
        descriptor: Any = field.message_type
        msg, fields, end = sub, descriptor.fields_by_number, sub_end
        pending = pos


def fields(data: bytes, start: int = 0, end: int | None = None) -> list[tuple[int, int, int, int]]:
    """The fields of the message encoded in ``data[start:end]``, not descended into: ``(field number,
    wire type, start of the value, end of the value)`` each; a length-delimited value starts after its
    length. Raises :class:`WireDecodeError` for bytes that are no valid encoding."""
    end = len(data) if end is None else end
    out: list[tuple[int, int, int, int]] = []
    pos = start
    while pos < end:
        tag, pos = _varint(data, pos, end)
        number, wire_type = tag >> 3, tag & 7
        if number == 0:
            raise WireDecodeError(f"field number 0 at byte {pos}")
        if wire_type == _WT_LEN:
            length, value_start = _varint(data, pos, end)
            pos = value_start + length
            if pos > end:
                raise WireDecodeError(f"field {number} runs past the end of its message (byte {end})")
            out.append((number, wire_type, value_start, pos))
        else:
            value_start = pos
            pos = _skip(data, pos, end, wire_type, number)
            out.append((number, wire_type, value_start, pos))
    return out
