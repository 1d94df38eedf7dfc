"""Plan files: load and save Substrait plans as binary protobuf, JSON or protobuf text format.

Loading (:func:`load_plan`)
    The format is detected from the *content*: after an optional UTF-8 byte-order mark and white space,
    ``{`` or ``[`` is JSON; otherwise clean UTF-8 text (no control characters but tab, newline, carriage
    return and form feed) is text format -- and, should that fail to parse, binary is tried -- and
    anything else is binary. A caller may force a format with ``fmt``.

    Any spec version in use loads. Plans written before 0.85 name extension files by URI
    (``extensionUris`` / ``extension_uri_reference``); they are mapped to URNs by
    :mod:`substrait_py.legacy`, in JSON and text through a legacy message schema, in binary by spotting
    the old fields among the unknown fields (``Plan`` field 1, declaration field 1) and re-reading the
    plan with the legacy schema. JSON fields that no spec version we know has are removed and reported
    as warnings (``unknown-json-field``, with the JSON path), not failures; so are top-level binary
    fields numbered above the current ``Plan``'s highest field (``unknown-binary-field``). A JSON
    ``google.protobuf.Any`` of a message type no schema here knows cannot be read (JSON spells its
    content by that type's fields): an optimization hint is dropped, anything else keeps its type URL
    without content (``unknown-json-any``), so that an enhancement is refused for what it is when the
    plan runs instead of the file being called no plan.

    Detached expressions (spec 0.105) are resolved: returned plans are ordinary trees.

    An ``ExtendedExpression`` (expressions or measures over a schema, no relation) loads as the plan it
    stands for (:mod:`substrait_py.extended`: a projection or an aggregate over a read of the table
    ``input``), with the same upgrades; :attr:`LoadedPlan.extended_expression` keeps it as a message.
    JSON is one when it has ``referredExpr`` or ``baseSchema`` and no ``relations``, text when it names
    ``referred_expr``; binary when it has the top-level fields of one and parses as one with fewer
    unknown fields than as a plan (on a tie: when it carries an extended expression's version field and
    not a plan's).

    Plans of earlier producers and eras are upgraded by :func:`substrait_py.upgrades.upgrade_plan` (the
    table :data:`substrait_py.upgrades.UPGRADES`); each applied upgrade is a load diagnostic with its code.

When binary input is a plan
    Protobuf's binary parser is lenient: many byte strings parse as *some* ``Plan``, their content
    landing among the unknown fields. Binary input is accepted only when it (1) parses as
    ``substrait.Plan`` (natively, or -- for plans nested deeper than upb's limit of 100 levels -- with
    the iterative decoder of :mod:`substrait_py._wire`), (2) has no top-level unknown field with a
    number the current ``Plan`` uses (that is a known field with the wrong wire type) other than the
    legacy ``extension_uris`` (field 1, length-delimited), and (3) has at least one relation whose
    ``root`` or ``rel`` is set. Rule (3) applies to every format: a message without a relation is not a
    plan (``{}``, ``{"foo": 1}``, an empty text file).

Deep plans
    Binary: upb rejects messages nested more than 100 levels, so a failed native parse is retried with
    the iterative decoder. JSON and text: protobuf's converters are recursive; on ``RecursionError``
    they are re-run through :func:`substrait_py.deep.run_deep` (a thread with a big stack). Saving
    binary detaches deep expressions (``substrait.utils.detached.detach``) when that makes the output
    readable by default parsers; relation trees cannot be detached and are written as they are.

Saving (:func:`save_plan`) is atomic for files: a temporary file in the same directory, then
``os.replace``; a failed write leaves an existing file intact. Links, FIFOs, devices and folders are
refused as outputs (:mod:`substrait_py.outputs`). JSON and text cannot carry unknown
fields (a protobuf limitation), so converting drops them.
"""

from __future__ import annotations

import base64
import enum
import json
import os
import re
import stat
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, cast

from google.protobuf import json_format, text_format
from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import DecodeError, Message
from google.protobuf.unknown_fields import UnknownFieldSet
from substrait import plan_pb2
from substrait.algebra_pb2 import AggregateRel
from substrait.extended_expression_pb2 import ExtendedExpression
from substrait.plan_pb2 import Plan
from substrait.utils.detached import detach, resolve_detached

from substrait_py import _wire, extended, legacy, upgrades
from substrait_py.deep import call_deep_on_recursion, run_deep
from substrait_py.errors import Diagnostic, InvalidPlanError, PlanLoadError, Severity
from substrait_py.limits import (
    MAX_MESSAGE_DEPTH,
    MAX_PLAN_SIZE_ENV,
    format_size,
    max_plan_size,
    message_depth_exceeds,
)
from substrait_py.outputs import check_output_path, write_output
from substrait_py.paths import ROOT, PlanPath

__all__ = [
    "LoadedPlan",
    "PlanFormat",
    "detect_format",
    "format_for_path",
    "load_plan",
    "read_plan",
    "refuse_load_errors",
    "run_deep",
    "save_plan",
    "serialize_plan",
]


class PlanFormat(enum.Enum):
    """The three serializations of a plan."""

    BINARY = "binary"
    JSON = "json"
    TEXT = "text"


@dataclass
class LoadedPlan:
    """A loaded plan, the format it was read from, and what loading noticed (legacy URIs mapped,
    unknown fields skipped). When the input was an ``ExtendedExpression``, ``plan`` is the plan it stands
    for and ``extended_expression`` the message itself, upgraded as the plan was."""

    plan: plan_pb2.Plan
    format: PlanFormat
    diagnostics: list[Diagnostic] = field(default_factory=list)
    extended_expression: ExtendedExpression | None = None

    def input_path(self, path: str) -> str:
        """Where ``path`` (a path in :attr:`plan`) is in the input: the same path for a plan, the
        extended expression's own path for one (:func:`substrait_py.extended.expression_path`)."""
        return path if self.extended_expression is None else extended.expression_path(path)


_TEXT_SUFFIXES = {".txt", ".textproto", ".pbtxt", ".txtpb", ".textpb"}


def format_for_path(path: str | os.PathLike[str]) -> PlanFormat:
    """The format a file name implies: ``.json`` -> JSON, ``.txt``/``.textproto``/``.pbtxt`` -> text,
    anything else (``.substrait``, ``.bin``, ``.pb``, ``-``) -> binary."""
    suffix = Path(os.fspath(path)).suffix.lower()
    if suffix == ".json":
        return PlanFormat.JSON
    if suffix in _TEXT_SUFFIXES:
        return PlanFormat.TEXT
    return PlanFormat.BINARY


# ----------------------------------------------------------------------------------------------- input

_CONTROL = re.compile(rb"[\x00-\x08\x0b\x0e-\x1f\x7f]")
_BOM = b"\xef\xbb\xbf"


def _read_source(source: str | bytes | os.PathLike[str] | BinaryIO, limit: int) -> tuple[bytes, str]:
    """The input's bytes (at most ``limit``, else PlanLoadError) and a name for messages."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        return _within(bytes(source), limit, "the input"), "<bytes>"
    if isinstance(source, str):
        if source == "-":
            return _read_stream(sys.stdin.buffer, limit, "standard input"), "<stdin>"
        if not source.strip():
            return source.encode("utf-8"), "<string>"
        stripped = source.lstrip()
        looks_like_content = stripped[:1] in ("{", "[") or "\n" in source or ":" in source or "{" in source
        if not looks_like_content or os.path.isfile(source):
            return _read_file(source, limit), source
        return _within(source.encode("utf-8"), limit, "the input"), "<string>"
    if isinstance(source, os.PathLike):
        return _read_file(os.fspath(source), limit), os.fspath(source)
    if hasattr(source, "read"):
        name = str(getattr(source, "name", "<stream>"))
        return _read_stream(source, limit, name), name
    raise TypeError(f"cannot load a plan from a {type(source).__name__}")


def _too_big(what: str, size: int | None, limit: int) -> PlanLoadError:
    """The error for input over the limit; ``size`` None: a stream, read only to the limit."""
    over = "is larger than" if size is None else f"is {format_size(size)}, more than"
    return PlanLoadError(
        f"{what} {over} the plan size limit of {format_size(limit)} "
        f"(raise it with --max-plan-size or {MAX_PLAN_SIZE_ENV})"
    )


def _within(data: bytes, limit: int, what: str) -> bytes:
    if len(data) > limit:
        raise _too_big(what, len(data), limit)
    return data


_CHUNK = 1 << 20


def _read_stream(stream: Any, limit: int, what: str) -> bytes:
    """At most ``limit`` bytes of ``stream`` (read in chunks: never ``limit`` bytes allocated up
    front); PlanLoadError when there are more."""
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = stream.read(min(_CHUNK, limit + 1 - total))
        if not chunk:
            break
        if isinstance(chunk, str):
            chunk = chunk.encode("utf-8")
        chunks.append(bytes(chunk))
        total += len(chunk)
        if total > limit:
            raise _too_big(what, None, limit)
    return b"".join(chunks)


_SPECIAL_KINDS = (
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISSOCK, "a socket"),
)


def _read_file(path: str, limit: int) -> bytes:
    """The bytes of the regular file ``path``. Anything else that cannot be sized beforehand -- a
    device such as ``/dev/zero``, a FIFO, a socket -- is refused without reading (a device may never
    end, a FIFO without a writer would block): plans come from regular files or ``-``. The file is
    opened non-blocking, so even opening a FIFO cannot hang."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise PlanLoadError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise PlanLoadError(f"{path}: is a directory, not a plan file") from None
    except OSError as exc:
        raise PlanLoadError(f"{path}: cannot read: {exc.strerror or exc}") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise PlanLoadError(f"{path}: is a directory, not a plan file")
        if not stat.S_ISREG(st.st_mode):
            kind = next((label for test, label in _SPECIAL_KINDS if test(st.st_mode)), "not a regular file")
            raise PlanLoadError(
                f"{path}: is {kind}, not a regular file; plans are read from files or from "
                "standard input ('-')"
            )
        if st.st_size > limit:
            raise _too_big(path, st.st_size, limit)
        os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=True) as fh:
            fd = -1
            return _read_stream(fh, limit, path)
    except OSError as exc:
        raise PlanLoadError(f"{path}: cannot read: {exc.strerror or exc}") from None
    finally:
        if fd >= 0:
            os.close(fd)


def detect_format(data: bytes) -> PlanFormat:
    """The format of plan bytes, judged from the content (see the module docstring)."""
    head = data[len(_BOM) :] if data.startswith(_BOM) else data
    head = head.lstrip()
    if head[:1] in (b"{", b"["):
        return PlanFormat.JSON
    if _CONTROL.search(head) is None:
        try:
            head.decode("utf-8")
        except UnicodeDecodeError:
            return PlanFormat.BINARY
        return PlanFormat.TEXT
    return PlanFormat.BINARY


def _as_text(data: bytes, what: str) -> str:
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PlanLoadError(
            f"not a Substrait plan: {what} input is not valid UTF-8 (byte {exc.start})"
        ) from None


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


# ---------------------------------------------------------------------------------------------- binary


def _parse_binary_as(data: bytes, message: Message) -> Message:
    """``data`` parsed into ``message``: natively, or with the iterative decoder when upb refuses (too
    deep). Raises PlanLoadError for bytes that are no valid encoding."""
    try:
        message.ParseFromString(data)
        return message
    except DecodeError:
        pass
    message.Clear()
    try:
        return _wire.decode(data, message, max_depth=MAX_MESSAGE_DEPTH)
    except _wire.WireDepthError:
        raise _too_deep() from None
    except _wire.WireDecodeError as exc:
        raise PlanLoadError(f"not a Substrait plan: invalid binary protobuf: {exc}") from None


_PLAN_MAX_FIELD = max(f.number for f in Plan.DESCRIPTOR.fields)
_LEGACY_FIELD = 1
_WIRETYPE_LEN = 2


def _unknown(msg: Message) -> list[Any]:
    """The unknown fields of ``msg`` itself (not of its submessages)."""
    return list(cast(Any, UnknownFieldSet(msg)))


def _check_top_level(plan: Any) -> None:
    """Raise PlanLoadError when the top-level unknown fields show the bytes are not a plan."""
    for unknown in _unknown(plan):
        number, wire_type = unknown.field_number, unknown.wire_type
        if number == _LEGACY_FIELD and wire_type == _WIRETYPE_LEN:
            continue
        if number <= _PLAN_MAX_FIELD:
            raise PlanLoadError(
                f"not a Substrait plan: top-level field {number} has wire type {wire_type}, "
                "which no version of substrait.Plan uses"
            )


def _known_size(plan: Plan) -> int:
    """The encoded size of the plan without its unknown fields (decided natively). It is the plan's own
    size exactly when no message in the plan carries unknown fields: each costs at least a byte."""
    stripped = Plan()
    stripped.CopyFrom(plan)
    stripped.DiscardUnknownFields()
    return stripped.ByteSize()


def _has_unknown_fields(plan: Plan) -> bool:
    """Whether any message in the plan carries unknown fields (decided natively)."""
    return _known_size(plan) != plan.ByteSize()


#: ``AggregateRel.Grouping.grouping_expressions``, removed from the spec (0.57 moved the keys to the
#: aggregate, the groupings refer to them).
_REMOVED_GROUPING_KEYS = 1


def _drop_repeated_grouping_keys(plan: Plan, known_size: int) -> bool:
    """Whether the plan's only unknown fields are removed grouping keys written next to today's
    references (DataFusion writes each grouping's keys both ways), which are then dropped, as reading
    the plan for removed fields would drop them, without that walk over every message. False (and the
    plan unchanged) otherwise. ``known_size`` is the plan's :func:`_known_size`."""
    groupings = [
        g
        for aggregate, _ in upgrades.messages_of_type(plan, AggregateRel.DESCRIPTOR.full_name)
        for g in aggregate.groupings
        if _unknown(g)
    ]
    if not groupings or any(
        not g.expression_references or any(u.field_number != _REMOVED_GROUPING_KEYS for u in _unknown(g))
        for g in groupings
    ):
        return False
    saved = [g.SerializeToString() for g in groupings]
    for g in groupings:
        g.DiscardUnknownFields()
    if plan.ByteSize() != known_size:  # other unknown fields are left
        for g, data in zip(groupings, saved, strict=True):
            g.ParseFromString(data)
        return False
    return True


def _unknown_field_paths(plan: Plan) -> list[tuple[str, int]]:
    """``(path, field number)`` of every unknown field (iterative walk)."""
    out: list[tuple[str, int]] = []
    stack: list[tuple[Any, str]] = [(plan, "")]
    while stack:
        msg, path = stack.pop()
        out.extend((path, u.field_number) for u in _unknown(msg))
        for fd, value in msg.ListFields():
            if fd.message_type is None or fd.message_type.GetOptions().map_entry:
                continue
            sub = f"{path}.{fd.name}" if path else fd.name
            if fd.is_repeated:
                stack.extend((item, f"{sub}[{i}]") for i, item in enumerate(value))
            else:
                stack.append((value, sub))
    out.sort()
    return out


def _drop_unknown_fields(plan: Plan) -> list[Diagnostic]:
    """Warnings for the unknown fields left after the legacy upgrade, which are then discarded: the
    current schema cannot interpret them and JSON and text cannot carry them."""
    if not _has_unknown_fields(plan):
        return []
    diagnostics = [
        Diagnostic(
            Severity.WARNING,
            "unknown-binary-field",
            path or "<plan>",
            f"field number {number} is not part of {_message_at(plan, path)} in this spec version; ignored",
        )
        for path, number in _unknown_field_paths(plan)
    ]
    plan.DiscardUnknownFields()
    return diagnostics


def _message_at(plan: Plan, path: str) -> str:
    msg: Any = plan
    for part in filter(None, re.split(r"\.|\[(\d+)\]", path)):
        msg = msg[int(part)] if part.isdigit() else getattr(msg, part)
    return str(msg.DESCRIPTOR.full_name)


def _upgrade(legacy_plan: Any) -> tuple[Plan, list[Diagnostic]]:
    """A legacy-schema plan rewritten into a current ``Plan``."""
    diagnostics = legacy.upgrade_legacy_plan(legacy_plan)
    data = legacy_plan.SerializeToString()
    return cast(Plan, _parse_binary_as(data, Plan())), diagnostics


def _unknown_size(msg: Message) -> int:
    """The encoded size of the unknown fields anywhere in ``msg``."""
    stripped = type(msg)()
    stripped.CopyFrom(msg)
    stripped.DiscardUnknownFields()
    return msg.ByteSize() - stripped.ByteSize()


def _extended_binary(data: bytes) -> tuple[bytes, list[int]] | None:
    """When ``data`` is an ``ExtendedExpression`` (see the module docstring): the binary plan it stands
    for and the number of output names of each of its references; else None."""
    if not extended.may_be_extended_expression(data):
        return None
    try:
        ee = cast(ExtendedExpression, _parse_binary_as(data, ExtendedExpression()))
    except PlanLoadError:
        return None
    if not ee.referred_expr or not ee.HasField("base_schema"):
        return None
    try:
        plan: Plan | None = cast(Plan, _parse_binary_as(data, Plan()))
    except PlanLoadError:
        plan = None
    if plan is not None:
        as_plan, as_expression = _unknown_size(plan), _unknown_size(ee)
        versioned = ee.HasField("version") and not plan.HasField("version")
        if as_plan < as_expression or (as_plan == as_expression and not versioned):
            return None
    return extended.plan_bytes(ee), [len(ref.output_names) for ref in ee.referred_expr]


def _read_binary(data: bytes) -> tuple[Plan, list[Diagnostic], list[int] | None]:
    found = _extended_binary(data)
    if found is None:
        return (*_load_binary(data), None)
    plan_data, name_counts = found
    return (*_load_binary(plan_data), name_counts)


def _load_binary(data: bytes) -> tuple[Plan, list[Diagnostic]]:
    plan = cast(Plan, _parse_binary_as(data, Plan()))
    _check_top_level(plan)
    diagnostics: list[Diagnostic] = []
    known_size = _known_size(plan)
    if known_size != plan.ByteSize() and not _drop_repeated_grouping_keys(plan, known_size):
        # Fields of an older spec version survive as unknown fields: re-read with the legacy schema.
        legacy_plan = _parse_binary_as(data, legacy.legacy_plan_class()())
        plan, diagnostics = _upgrade(legacy_plan)
        diagnostics.extend(_drop_unknown_fields(plan))
    return plan, diagnostics


# ------------------------------------------------------------------------------------------------ JSON


def _json_fields(descriptor: Any) -> dict[str, FieldDescriptor]:
    out: dict[str, FieldDescriptor] = {}
    for f in descriptor.fields:
        out[f.name] = f
        out[f.json_name] = f
    return out


def _strip_unknown_json(obj: dict[str, Any], descriptor: Any) -> tuple[list[Diagnostic], bool, bool]:
    """Remove (in place) JSON keys that are no field of the message they sit in; a warning for each.
    Iterative, so any depth is fine. Also reports whether pre-0.85 fields occur. Values of the wrong
    JSON type are left for ``json_format`` to reject."""
    diagnostics: list[Diagnostic] = []
    uses_legacy = False
    stand_ins = False
    cache: dict[str, dict[str, FieldDescriptor]] = {}
    # Paths are parent-linked (PlanPath): a string per node would be quadratic in the depth.
    stack: list[tuple[Any, Any, PlanPath]] = [(obj, descriptor, ROOT)]
    while stack:
        value, desc, path = stack.pop()
        if not isinstance(value, dict) or desc.full_name.startswith("google.protobuf."):
            continue
        fields = cache.get(desc.full_name)
        if fields is None:
            fields = cache[desc.full_name] = _json_fields(desc)
        for key in list(value):
            fd = fields.get(key)
            if fd is None:
                del value[key]
                diagnostics.append(
                    Diagnostic(
                        Severity.WARNING,
                        "unknown-json-field",
                        str(path.child(key)),
                        f"{desc.full_name} has no field {key!r} in this spec version; ignored",
                    )
                )
                continue
            if (desc.full_name, fd.name) in legacy.LEGACY_ONLY_FIELDS:
                uses_legacy = True
            if fd.message_type is None:
                continue
            item = value[key]
            sub_path = path.child(fd.name)
            if fd.message_type.full_name == _ANY:
                found, stood_in = _unreadable_anys(value, key, fd, sub_path)
                diagnostics.extend(found)
                stand_ins = stand_ins or stood_in
                continue
            if fd.message_type.GetOptions().map_entry:
                value_fd = fd.message_type.fields_by_name["value"]
                if value_fd.message_type is not None and isinstance(item, dict):
                    stack.extend(
                        (v, value_fd.message_type, PlanPath(f"[{k!r}]", sub_path)) for k, v in item.items()
                    )
            elif fd.is_repeated:
                if isinstance(item, list):
                    stack.extend((v, fd.message_type, sub_path.index(i)) for i, v in enumerate(item))
            else:
                stack.append((item, fd.message_type, sub_path))
    diagnostics.reverse()
    diagnostics.sort(key=lambda d: d.path)
    return diagnostics, uses_legacy, stand_ins


_ANY = "google.protobuf.Any"
#: An ``Any`` of a message type no schema here describes cannot pass through protobuf's JSON reader or
#: writer, which spell its content by that type's fields. The toolkit writes one as
#: ``{"@type": URL, "value": BASE64}`` (its bytes, as protobuf's own form of ``bytes``) and reads that
#: form back exactly; any other JSON of an unknown type keeps its type URL and loses its content. Inside
#: protobuf it travels as a ``StringValue`` stand-in holding this prefix, the type URL, a line break and
#: the base64 bytes (:func:`_restore_unknown_anys`).
_STAND_IN_PREFIX = "\x00substrait-py:any:"
_STRING_VALUE_URL = "type.googleapis.com/google.protobuf.StringValue"


def _known_any_type(type_url: str) -> bool:
    from google.protobuf import descriptor_pool
    from google.protobuf import wrappers_pb2 as _wrappers  # noqa: F401  (registers StringValue)

    import substrait_py._proto.extensions_pb2 as _own  # noqa: F401  (registers MetadataColumns)

    try:
        descriptor_pool.Default().FindMessageTypeByName(type_url.rsplit("/", 1)[-1])
    except KeyError:
        return False
    return True


def _stand_in(type_url: str, data: bytes) -> dict[str, str]:
    encoded = base64.b64encode(data).decode("ascii")
    return {"@type": _STRING_VALUE_URL, "value": f"{_STAND_IN_PREFIX}{type_url}\n{encoded}"}


def _base64_bytes(value: Any) -> bytes | None:
    if not isinstance(value, str):
        return None
    try:
        return base64.b64decode(value, validate=True)
    except ValueError:
        return None


def _unreadable_anys(
    holder: dict[str, Any], key: str, fd: Any, path: PlanPath
) -> tuple[list[Diagnostic], bool]:
    """``Any`` values (JSON objects with ``@type``) of message types no schema here knows. The
    toolkit's own form (``@type`` and base64 ``value``) is read exactly; otherwise an *optimization* is
    dropped (the spec lets a consumer ignore it) and any other (an enhancement, an extension relation's
    detail) keeps its type URL and loses its content, which cannot be read. Returns the warnings and
    whether a stand-in was put in."""
    item = holder[key]
    items = item if fd.is_repeated and isinstance(item, list) else [item]
    kept: list[Any] = []
    found: list[Diagnostic] = []
    stood_in = False
    for i, value in enumerate(items):
        url = value.get("@type") if isinstance(value, dict) else None
        if not isinstance(url, str) or _known_any_type(url):
            kept.append(value)
            continue
        data = _base64_bytes(value.get("value")) if set(value) == {"@type", "value"} else None
        if data is not None:
            kept.append(_stand_in(url, data))
            stood_in = True
            continue
        where = str(path.index(i) if fd.is_repeated else path)
        if fd.name == "optimization":
            found.append(
                Diagnostic(
                    Severity.WARNING,
                    "unknown-json-any",
                    where,
                    f"an optimization of type {url}, which no schema here describes: ignored "
                    "(an optimization does not change results)",
                )
            )
            continue
        found.append(
            Diagnostic(
                Severity.WARNING,
                "unknown-json-any",
                where,
                f"a message of type {url}, which no schema here describes: its type is kept, its "
                "content cannot be read from JSON",
            )
        )
        kept.append(_stand_in(url, b""))
        stood_in = True
    if fd.is_repeated and isinstance(item, list):
        holder[key] = kept
    elif kept:
        holder[key] = kept[0]
    return found, stood_in


def _restore_unknown_anys(plan: Message) -> None:
    """Turn the stand-ins of :func:`_unreadable_anys` back into the ``Any``\\ s they stand for."""
    from google.protobuf import wrappers_pb2

    for msg, _path in upgrades.messages_of_type(plan, _ANY):
        if msg.type_url != _STRING_VALUE_URL:
            continue
        inner = wrappers_pb2.StringValue()
        inner.ParseFromString(msg.value)
        if inner.value.startswith(_STAND_IN_PREFIX):
            url, _, encoded = inner.value.removeprefix(_STAND_IN_PREFIX).partition("\n")
            msg.type_url = url
            msg.value = base64.b64decode(encoded)


def _json_with_unknown_anys(plan: Message) -> dict[str, Any]:
    """``MessageToDict`` of a plan holding ``Any``\\ s of unknown message types, each written in the
    toolkit's form (``@type`` and base64 ``value``)."""
    copy = type(plan)()
    copy.CopyFrom(plan)
    from google.protobuf import wrappers_pb2

    for msg, _path in upgrades.messages_of_type(copy, _ANY):
        if msg.type_url and not _known_any_type(msg.type_url):
            stand_in = _stand_in(msg.type_url, msg.value)
            msg.Pack(wrappers_pb2.StringValue(value=stand_in["value"]))
    obj: dict[str, Any] = json_format.MessageToDict(copy)
    stack: list[Any] = [obj]
    while stack:
        cur = stack.pop()
        slots = enumerate(cur) if isinstance(cur, list) else cur.items() if isinstance(cur, dict) else ()
        for slot, value in list(slots):
            written = _written_form(value)
            if written is not None:
                cur[slot] = written
            else:
                stack.append(value)
    return obj


def _written_form(value: Any) -> dict[str, str] | None:
    """The toolkit's JSON form of a stand-in (``@type`` and base64 ``value``); None for anything else."""
    if not (isinstance(value, dict) and value.get("@type") == _STRING_VALUE_URL):
        return None
    text = value.get("value")
    if not (isinstance(text, str) and text.startswith(_STAND_IN_PREFIX)):
        return None
    url, _, encoded = text.removeprefix(_STAND_IN_PREFIX).partition("\n")
    return {"@type": url, "value": encoded}


_SHALLOW = 48  # a JSON subtree at most this high is handed to json_format whole


def _heights(obj: Any) -> dict[int, int]:
    """Height (nesting of objects and arrays below it) of every dict and list in ``obj``, by ``id``.
    Iterative (post-order with an explicit stack)."""
    heights: dict[int, int] = {}
    stack: list[tuple[Any, bool]] = [(obj, False)]
    while stack:
        node, done = stack.pop()
        children = node.values() if isinstance(node, dict) else node
        nested = [c for c in children if isinstance(c, (dict, list))]
        if done:
            heights[id(node)] = 1 + max((heights[id(c)] for c in nested), default=0)
            continue
        stack.append((node, True))
        stack.extend((c, False) for c in nested)
    return heights


def _parse_dict_deep(obj: dict[str, Any], message: Message) -> None:
    """``json_format.ParseDict`` for JSON nested deeper than its recursion limit (100) allows.

    ``json_format`` builds a path string per level, which is quadratic in the depth, so the deep part
    is walked here iteratively, descending into message-typed fields, and every subtree at most
    ``_SHALLOW`` high, as well as every other field, is handed to ``json_format`` itself."""
    heights = _heights(obj)
    cache: dict[str, dict[str, FieldDescriptor]] = {}
    stack: list[tuple[Any, Message]] = [(obj, message)]
    while stack:
        node, msg = stack.pop()
        desc = msg.DESCRIPTOR
        if heights.get(id(node), 0) <= _SHALLOW or desc.full_name.startswith("google.protobuf."):
            json_format.ParseDict(node, msg)
            continue
        fields = cache.get(desc.full_name)
        if fields is None:
            fields = cache[desc.full_name] = _json_fields(desc)
        rest: dict[str, Any] = {}
        for key, value in node.items():
            fd = fields.get(key)
            if fd is None or fd.message_type is None or fd.message_type.GetOptions().map_entry:
                rest[key] = value
            elif fd.is_repeated and isinstance(value, list) and all(isinstance(v, dict) for v in value):
                container = getattr(msg, fd.name)
                stack.extend((item, container.add()) for item in value)
            elif not fd.is_repeated and isinstance(value, dict):
                sub = getattr(msg, fd.name)
                sub.SetInParent()
                stack.append((value, sub))
            else:
                rest[key] = value
        if rest:
            json_format.ParseDict(rest, msg)


def _load_json(data: bytes) -> tuple[Plan, list[Diagnostic], list[int] | None]:
    text = _as_text(data, "JSON")
    try:
        obj = call_deep_on_recursion(json.loads, text)
    except json.JSONDecodeError as exc:
        raise PlanLoadError(
            f"not a Substrait plan: invalid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from None
    except ValueError as exc:  # an integer of more digits than Python converts (4,300)
        raise PlanLoadError(f"not a Substrait plan: invalid JSON: {_one_line(str(exc))}") from None
    if not isinstance(obj, dict):
        kind = {list: "a list", str: "a string", int: "a number", float: "a number", bool: "a boolean"}
        raise PlanLoadError(
            f"not a Substrait plan: the JSON is {kind.get(type(obj), 'null')}, "
            "expected an object with the fields of substrait.Plan"
        )
    name_counts: list[int] | None = None
    if extended.is_extended_expression_json(obj):
        obj, name_counts = extended.plan_json(obj)
    legacy_cls = legacy.legacy_plan_class()
    keys = list(obj)
    renamed = upgrades.rewrite_legacy_json(obj)
    diagnostics, uses_legacy, stand_ins = _strip_unknown_json(obj, legacy_cls.DESCRIPTOR)
    diagnostics = renamed + diagnostics
    if keys and not obj:
        shown = ", ".join(map(repr, keys[:5])) + (", ..." if len(keys) > 5 else "")
        raise PlanLoadError(
            f"not a Substrait plan: JSON of another message: none of its keys ({shown}) "
            "is a field of substrait.Plan"
        )
    target: Message = legacy_cls() if uses_legacy else Plan()
    try:
        try:
            json_format.ParseDict(obj, target)
        except (json_format.ParseError, RecursionError) as exc:
            if isinstance(exc, json_format.ParseError) and "too deep" not in str(exc):
                raise
            target = type(target)()
            run_deep(_parse_dict_deep, obj, target)
    except (json_format.ParseError, ValueError, TypeError, AttributeError, KeyError) as exc:
        # json_format raises ParseError for most mismatches, but lets a few plain errors through.
        raise PlanLoadError(f"not a Substrait plan: {_one_line(str(exc))}") from None
    _check_depth(target, text.count("{") + text.count("["))
    if stand_ins:
        _restore_unknown_anys(target)
    if uses_legacy:
        plan, more = _upgrade(target)
        return plan, diagnostics + more, name_counts
    return cast(Plan, target), diagnostics, name_counts


# ------------------------------------------------------------------------------------------------ text

_LEGACY_TEXT = re.compile(r"\b(" + "|".join(sorted({name for _, name in legacy.LEGACY_ONLY_FIELDS})) + r")\b")


def _text_parse(text: str, message: Message) -> Message:
    target = type(message)()
    text_format.Parse(text, target)
    return target


_EXTENDED_TEXT = re.compile(r"\breferred_expr\b")


def _load_text(data: bytes) -> tuple[Plan, list[Diagnostic], list[int] | None]:
    text, renamed = upgrades.rewrite_legacy_text(_as_text(data, "text"))
    if _EXTENDED_TEXT.search(text):
        try:
            ee = cast(ExtendedExpression, call_deep_on_recursion(_text_parse, text, ExtendedExpression()))
        except (text_format.ParseError, ValueError, TypeError) as exc:
            raise PlanLoadError(
                f"not a Substrait extended expression: invalid protobuf text format: {_one_line(str(exc))}"
            ) from None
        _check_depth(ee, text.count("{") + text.count("<"))
        plan, diagnostics = _load_binary(extended.plan_bytes(ee))
        return plan, renamed + diagnostics, [len(ref.output_names) for ref in ee.referred_expr]
    uses_legacy = _LEGACY_TEXT.search(text) is not None
    target: Message = legacy.legacy_plan_class()() if uses_legacy else Plan()
    try:
        target = call_deep_on_recursion(_text_parse, text, target)
    except (text_format.ParseError, ValueError, TypeError) as exc:
        raise PlanLoadError(
            f"not a Substrait plan: invalid protobuf text format: {_one_line(str(exc))}"
        ) from None
    _check_depth(target, text.count("{") + text.count("<"))
    if uses_legacy:
        plan, more = _upgrade(target)
        return plan, renamed + more, None
    return cast(Plan, target), renamed, None


# ------------------------------------------------------------------------------------------------ load

_LOADERS = {PlanFormat.BINARY: _read_binary, PlanFormat.JSON: _load_json, PlanFormat.TEXT: _load_text}


def _has_relation(plan: Plan) -> bool:
    return any(rel.WhichOneof("rel_type") is not None for rel in plan.relations)


def load_plan(
    source: str | bytes | os.PathLike[str] | BinaryIO,
    *,
    fmt: PlanFormat | None = None,
    max_size: int | None = None,
) -> LoadedPlan:
    """Load a plan from a path, bytes, a string, a binary stream, or ``"-"`` (standard input).

    A ``str`` is a path when such a file exists or when it cannot be plan content (one line without
    ``{`` or ``:``); otherwise it is JSON or text content. The format is detected from the content
    unless ``fmt`` is given. Raises :class:`PlanLoadError` (one-line message) when the input is not a
    readable Substrait plan.

    Bounded (see :mod:`substrait_py.limits`): at most ``max_size`` bytes are read (default: the
    ``SUBSTRAIT_PY_MAX_PLAN_SIZE`` environment variable, else 256 MiB); only regular files are read
    by path (a device, FIFO or socket is refused, never opened for a blocking read); messages nested
    deeper than :data:`~substrait_py.limits.MAX_MESSAGE_DEPTH` are refused. Decoding runs in a thread
    with a big stack (:func:`substrait_py.deep.run_deep`), so a deep plan cannot overflow the
    caller's stack inside protobuf's native code.
    """
    data, name = _read_source(source, max_plan_size(max_size))
    prefix = "" if name.startswith("<") else f"{name}: "
    try:
        plan, detected, diagnostics, name_counts = run_deep(_load_data, data, fmt)
    except (RecursionError, MemoryError) as exc:
        raise PlanLoadError(
            f"{prefix}not a readable Substrait plan: nested too deeply ({type(exc).__name__})"
        ) from None
    except PlanLoadError as exc:
        if prefix:
            raise PlanLoadError(prefix + str(exc)) from None
        raise
    expression = None if name_counts is None else extended.from_plan(plan, name_counts)
    return LoadedPlan(plan=plan, format=detected, diagnostics=diagnostics, extended_expression=expression)


def _load_data(
    data: bytes, fmt: PlanFormat | None
) -> tuple[Plan, PlanFormat, list[Diagnostic], list[int] | None]:
    if not data.strip():
        raise PlanLoadError("not a Substrait plan: the input is empty")
    detected = fmt or detect_format(data)
    try:
        plan, diagnostics, name_counts = _LOADERS[detected](data)
    except PlanLoadError:
        if fmt is not None or detected is PlanFormat.BINARY:
            raise
        # What looks like text may still be binary: a plan without control bytes, or a pre-0.85
        # plan whose first bytes are "\n{" (field 1, length 123). Try it.
        try:
            plan, diagnostics, name_counts = _read_binary(data)
        except PlanLoadError:
            pass
        else:
            if _has_relation(plan):
                detected = PlanFormat.BINARY
        if detected is not PlanFormat.BINARY:
            raise
    if not _has_relation(plan):
        raise PlanLoadError(
            f"not a Substrait plan: the {detected.value} message has no relation "
            "(a plan needs at least one relation with a root or rel)"
        )
    try:
        resolved = resolve_detached(plan)
    except ValueError as exc:
        raise PlanLoadError(f"invalid detached expressions: {exc}") from None
    if resolved is not plan:
        # Each detached entry is shallow, but a chain of them resolves into a tree of any depth.
        _check_depth(resolved)
    resolved, applied = upgrades.upgrade_plan(resolved, load_diagnostics=diagnostics, in_place=True)
    return resolved, detected, diagnostics + applied, name_counts


def _check_depth(message: Message, bound: int | None = None) -> None:
    """PlanLoadError when ``message`` nests deeper than MAX_MESSAGE_DEPTH. ``bound`` is a cheap upper
    bound of its depth known from the input (the number of opening brackets of its text); when it is
    within the limit, the message is not walked."""
    if bound is not None and bound <= MAX_MESSAGE_DEPTH:
        return
    if message_depth_exceeds(message, MAX_MESSAGE_DEPTH):
        raise _too_deep()


def _too_deep() -> PlanLoadError:
    return PlanLoadError(
        f"not a readable Substrait plan: its messages nest more than {MAX_MESSAGE_DEPTH:,} levels deep"
    )


def read_plan(source: str | bytes | os.PathLike[str] | BinaryIO) -> Plan:
    """``load_plan(source).plan``, for running it: a plan with a quirk of its producer that no upgrade can
    repair (an error among the load diagnostics) is refused with ``InvalidPlanError`` (its code and path)."""
    return refuse_load_errors(load_plan(source)).plan


def refuse_load_errors(loaded: LoadedPlan) -> LoadedPlan:
    """``loaded``, unless one of its load diagnostics is an error: then ``InvalidPlanError`` with that
    diagnostic's code and path (in the input's terms, :meth:`LoadedPlan.input_path`)."""
    for d in loaded.diagnostics:
        if d.severity is Severity.ERROR:
            raise InvalidPlanError(d.message, code=d.code, path=loaded.input_path(d.path))
    return loaded


# ------------------------------------------------------------------------------------------------ save


def _natively_readable(data: bytes) -> bool:
    try:
        Plan().ParseFromString(data)
    except DecodeError:
        return False
    return True


def _to_binary(plan: Message) -> bytes:
    # upb's serializer recurses natively: on an 8 MiB stack it crashes at about 40,000 levels.
    return run_deep(_to_binary_here, plan)


def _to_binary_here(plan: Message) -> bytes:
    data = plan.SerializeToString()
    if not isinstance(plan, Plan) or _natively_readable(data):
        return data
    detached = detach(plan).SerializeToString()
    return detached if _natively_readable(detached) else data


def _to_json(plan: Message) -> bytes:
    try:
        return (json_format.MessageToJson(plan, indent=2) + "\n").encode("utf-8")
    except RecursionError:
        pass
    except TypeError as exc:  # an Any of a message type no schema here describes
        if "message descriptor" not in str(exc):
            raise
        return (json.dumps(_json_with_unknown_anys(plan), indent=2) + "\n").encode("utf-8")
    # Deep: indentation would grow quadratically (and Python's indenting encoder is quadratic in
    # the depth too), so deep plans are written compact, by the C encoder, in a deep thread.
    return run_deep(lambda: (json.dumps(json_format.MessageToDict(plan)) + "\n").encode("utf-8"))


def _to_text(plan: Message) -> bytes:
    try:
        return text_format.MessageToString(plan).encode("utf-8")
    except RecursionError:
        pass
    # Deep: one line, as indentation would make the text quadratic in the depth.
    return run_deep(lambda: (text_format.MessageToString(plan, as_one_line=True) + "\n").encode("utf-8"))


def serialize_plan(plan: Message, fmt: PlanFormat) -> bytes:
    """The plan serialized as ``fmt``. Binary output detaches deep expressions of a ``Plan`` when that
    makes it readable by parsers with the default depth limit; JSON is indented protobuf JSON with a
    final newline; text is protobuf text format. ``plan`` may also be a plan of the legacy schema
    (:func:`substrait_py.legacy.with_extension_uris`)."""
    if fmt is PlanFormat.BINARY:
        return _to_binary(plan)
    if fmt is PlanFormat.JSON:
        return _to_json(plan)
    if fmt is PlanFormat.TEXT:
        return _to_text(plan)
    raise ValueError(f"unknown plan format {fmt!r}")


def save_plan(
    plan: Message,
    dest: str | os.PathLike[str] | BinaryIO,
    fmt: PlanFormat | None = None,
    *,
    allow_special: bool = False,
) -> None:
    """Write ``plan`` to a file path, ``"-"`` (standard output) or a binary stream.

    The format defaults to :func:`format_for_path` of the path (binary for streams and ``"-"``). Files
    are written by :func:`substrait_py.outputs.write_output`: atomically (temporary file in the same
    directory, then ``os.replace``), and a symbolic link, FIFO, device, socket or folder is refused
    with an :class:`~substrait_py.errors.OutputError` unless ``allow_special`` (then written in place).
    """
    if isinstance(dest, (str, os.PathLike)):
        path = os.fspath(dest)
        if path == "-":
            data = serialize_plan(plan, fmt or format_for_path(path))
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
            return
        check_output_path(path, allow_special=allow_special)
        write_output(path, serialize_plan(plan, fmt or format_for_path(path)), allow_special=allow_special)
        return
    data = serialize_plan(plan, fmt or PlanFormat.BINARY)
    dest.write(data)
