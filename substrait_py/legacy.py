"""Plans written before Substrait 0.85: extension URIs mapped to URNs.

Before 0.85 a plan named its extension files by URI: ``Plan.extension_uris`` (field 1, a list of
``SimpleExtensionURI {uint32 extension_uri_anchor = 1; string uri = 2}``) and, in each declaration
(``ExtensionFunction``, ``ExtensionType``, ``ExtensionTypeVariation``), ``uint32
extension_uri_reference = 1``. Since 0.85 those field numbers are reserved and a plan names its files
by URN (``extension_urns`` = 8, ``extension_urn_reference`` = 4). The numbers were checked against the
``reserved 1`` ranges of the current descriptors and the old ``extensions.proto``.

This module

* builds message classes for the *legacy* schema -- the current descriptors plus the old fields -- in a
  private descriptor pool (:func:`legacy_plan_class`), so that JSON and text plans with
  ``extensionUris`` parse, and binary plans can be re-read with the old fields visible;
* maps URIs to URNs (:func:`uri_to_urn`): a URI whose last path segment is a standard extension file
  (``functions_arithmetic.yaml`` ...) maps to that file's URN ``extension:io.substrait:<stem>``; any
  other URI keeps a derived URN ``extension:legacy:<sanitised uri>`` and gets a warning;
* rewrites a legacy plan message in place into the current form (:func:`upgrade_legacy_plan`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
from google.protobuf.message import Message
from substrait import type_pb2

from substrait_py.errors import Diagnostic, Severity

#: Standard extension files that existed in some spec version but are not shipped with the installed
#: ``substrait-extensions`` package (their URNs follow the same rule).
_HISTORIC_STANDARD_STEMS = ("extension_types", "type_variations", "unknown")

LEGACY_URN_PREFIX = "extension:legacy:"

_DECLARATION_KINDS = ("extension_function", "extension_type", "extension_type_variation")


@functools.lru_cache(maxsize=1)
def standard_extension_urns() -> dict[str, str]:
    """File stem -> URN of every standard extension file (``functions_arithmetic`` ->
    ``extension:io.substrait:functions_arithmetic``), read from the ``urn:`` line of the YAML files of
    the installed ``substrait-extensions`` package, plus historic standard files."""
    out = {stem: f"extension:io.substrait:{stem}" for stem in _HISTORIC_STANDARD_STEMS}
    try:
        import substrait_extensions.extensions as pkg

        directory = Path(next(iter(pkg.__path__)))
    except (ImportError, StopIteration):  # pragma: no cover - the package is a dependency
        return out
    urn_line = re.compile(r"^urn:\s*['\"]?([^'\"\s]+)", re.MULTILINE)
    for path in sorted(directory.glob("*.yaml")):
        if path.stem == "simple_extensions_schema":
            continue
        match = urn_line.search(path.read_text(encoding="utf-8"))
        out[path.stem] = match.group(1) if match else f"extension:io.substrait:{path.stem}"
    return out


def _sanitise(uri: str) -> str:
    parts = urlsplit(uri)
    body = (parts.netloc + parts.path) if parts.scheme else uri
    body = re.sub(r"[^A-Za-z0-9._/-]+", "_", body).strip("/_") or "unnamed"
    return body


def uri_to_urn(uri: str) -> tuple[str, bool]:
    """``(urn, standard)`` for a pre-0.85 extension URI.

    Standard when the last path segment (query and fragment ignored) is a known standard extension
    file, e.g. ``https://github.com/substrait-io/substrait/blob/main/extensions/functions_arithmetic.yaml``
    or ``/functions_arithmetic.yaml``, and the URI does not name another GitHub repository; otherwise
    ``extension:legacy:<uri without scheme, characters outside [A-Za-z0-9._/-] replaced by _>``.
    """
    parts = urlsplit(uri)
    path = parts.path or uri
    name = path.rstrip("/").rsplit("/", 1)[-1]
    stem = re.sub(r"\.ya?ml$", "", name)
    standard = standard_extension_urns()
    if stem in standard and not _other_repository(parts.netloc, path):
        return standard[stem], True
    return LEGACY_URN_PREFIX + _sanitise(uri), False


_GITHUB_HOSTS = frozenset({"github.com", "www.github.com", "raw.githubusercontent.com"})


def _other_repository(host: str, path: str) -> bool:
    """Whether a URI names a file of a GitHub repository other than Substrait's own (Arrow's
    ``extension_types.yaml`` has the name of a standard file and other contents)."""
    if host.lower() not in _GITHUB_HOSTS:
        return False
    owner_and_repository = [p.lower() for p in path.strip("/").split("/")[:2]]
    return owner_and_repository != ["substrait-io", "substrait"]


def _file_protos() -> list[descriptor_pb2.FileDescriptorProto]:
    from substrait import plan_pb2

    ordered: dict[str, Any] = {}

    def visit(fd: Any) -> None:
        for dep in fd.dependencies:
            visit(dep)
        ordered.setdefault(fd.name, fd)

    visit(plan_pb2.DESCRIPTOR)
    out = []
    for fd in ordered.values():
        proto = descriptor_pb2.FileDescriptorProto()
        fd.CopyToProto(proto)
        out.append(proto)
    return out


def _unreserve(message: descriptor_pb2.DescriptorProto, number: int) -> None:
    kept = [r for r in message.reserved_range if not r.start <= number < r.end]
    del message.reserved_range[:]
    message.reserved_range.extend(kept)


_FDP = descriptor_pb2.FieldDescriptorProto

#: Fields removed from the spec, re-added to the legacy schema: (message path in its file, name, number,
#: type, type name for messages, repeated). Scalars get explicit presence (proto3 ``optional``), so that
#: "absent" and "zero" stay apart.
_REMOVED_FIELDS: tuple[tuple[str, str, str, int, int, str, bool], ...] = (
    (
        "substrait/plan.proto",
        "Plan",
        "extension_uris",
        1,
        _FDP.TYPE_MESSAGE,
        ".substrait.extensions.SimpleExtensionURI",
        True,
    ),
    (
        "substrait/extensions/extensions.proto",
        "SimpleExtensionDeclaration.ExtensionFunction",
        "extension_uri_reference",
        1,
        _FDP.TYPE_UINT32,
        "",
        False,
    ),
    (
        "substrait/extensions/extensions.proto",
        "SimpleExtensionDeclaration.ExtensionType",
        "extension_uri_reference",
        1,
        _FDP.TYPE_UINT32,
        "",
        False,
    ),
    (
        "substrait/extensions/extensions.proto",
        "SimpleExtensionDeclaration.ExtensionTypeVariation",
        "extension_uri_reference",
        1,
        _FDP.TYPE_UINT32,
        "",
        False,
    ),
    ("substrait/algebra.proto", "FetchRel", "offset", 3, _FDP.TYPE_INT64, "", False),
    ("substrait/algebra.proto", "FetchRel", "count", 4, _FDP.TYPE_INT64, "", False),
    (
        "substrait/algebra.proto",
        "AggregateRel.Grouping",
        "grouping_expressions",
        1,
        _FDP.TYPE_MESSAGE,
        ".substrait.Expression",
        True,
    ),
    (
        "substrait/algebra.proto",
        "Expression.ScalarFunction",
        "args",
        2,
        _FDP.TYPE_MESSAGE,
        ".substrait.Expression",
        True,
    ),
    (
        "substrait/algebra.proto",
        "Expression.WindowFunction",
        "args",
        8,
        _FDP.TYPE_MESSAGE,
        ".substrait.Expression",
        True,
    ),
    (
        "substrait/algebra.proto",
        "AggregateFunction",
        "args",
        2,
        _FDP.TYPE_MESSAGE,
        ".substrait.Expression",
        True,
    ),
    (
        "substrait/algebra.proto",
        "ReadRel.VirtualTable",
        "values",
        1,
        _FDP.TYPE_MESSAGE,
        ".substrait.Expression.Literal.Struct",
        True,
    ),
    (
        "substrait/algebra.proto",
        "Expression.Literal.IntervalDayToSecond",
        "microseconds",
        3,
        _FDP.TYPE_INT32,
        "",
        False,
    ),
    # The microsecond types removed in spec 0.88; their messages (Timestamp, Time, TimestampTZ) had the
    # fields of Type.Date (type_variation_reference = 1, nullability = 2), which stands in for them.
    ("substrait/type.proto", "Type", "timestamp", 14, _FDP.TYPE_MESSAGE, ".substrait.Type.Date", False),
    ("substrait/type.proto", "Type", "time", 17, _FDP.TYPE_MESSAGE, ".substrait.Type.Date", False),
    ("substrait/type.proto", "Type", "timestamp_tz", 29, _FDP.TYPE_MESSAGE, ".substrait.Type.Date", False),
    ("substrait/type.proto", "Type", "user_defined_type_reference", 31, _FDP.TYPE_UINT32, "", False),
    ("substrait/algebra.proto", "Expression.Literal", "timestamp", 14, _FDP.TYPE_INT64, "", False),
    ("substrait/algebra.proto", "Expression.Literal", "time", 17, _FDP.TYPE_INT64, "", False),
    ("substrait/algebra.proto", "Expression.Literal", "timestamp_tz", 27, _FDP.TYPE_INT64, "", False),
)

#: The microsecond types of spec < 0.88 and the precision types that replaced them (precision 6).
_MICROSECOND_KINDS: dict[str, str] = {
    "timestamp": "precision_timestamp",
    "timestamp_tz": "precision_timestamp_tz",
    "time": "precision_time",
}
#: DataFusion 40 and earlier wrote an Arrow timestamp's unit as the deprecated type's (and literal's) type
#: variation: 0 seconds, 1 milliseconds, 2 microseconds, 3 nanoseconds (its own convention, declared
#: nowhere in the plan); the precision each means.
_DATAFUSION_TIMESTAMP_UNITS: dict[int, int] = {0: 0, 1: 3, 2: 6, 3: 9}

#: ``(message full name, field name)`` of every field only the legacy schema has.
LEGACY_ONLY_FIELDS = frozenset(
    (("substrait.extensions." if f.startswith("substrait/extensions") else "substrait.") + m, n)
    for f, m, n, *_ in _REMOVED_FIELDS
)


def _message_proto(proto: descriptor_pb2.FileDescriptorProto, dotted: str) -> descriptor_pb2.DescriptorProto:
    parts = dotted.split(".")
    msg = next(m for m in proto.message_type if m.name == parts[0])
    for part in parts[1:]:
        msg = next(m for m in msg.nested_type if m.name == part)
    return msg


@functools.lru_cache(maxsize=1)
def legacy_plan_class() -> type[Message]:
    """The ``substrait.Plan`` class of the legacy schema: the current descriptors plus the fields
    removed since (``Plan.extension_uris = 1``, ``extension_uri_reference = 1`` in the three declaration
    kinds, ``FetchRel.offset/count = 3/4``, ``AggregateRel.Grouping.grouping_expressions = 1``,
    ``args`` of scalar/aggregate/window functions, ``VirtualTable.values = 1``,
    ``IntervalDayToSecond.microseconds = 3``, the microsecond types ``Type.timestamp/time/timestamp_tz =
    14/17/29`` and their literals ``= 14/17/27``, ``Type.user_defined_type_reference = 31``). Its wire
    format equals
    the current one for every other field."""
    pool = descriptor_pool.DescriptorPool()
    for proto in _file_protos():
        if proto.name == "substrait/extensions/extensions.proto":
            uri_msg = proto.message_type.add(name="SimpleExtensionURI")
            uri_msg.field.add(
                name="extension_uri_anchor",
                number=1,
                type=_FDP.TYPE_UINT32,
                label=_FDP.LABEL_OPTIONAL,
                json_name="extensionUriAnchor",
            )
            uri_msg.field.add(
                name="uri", number=2, type=_FDP.TYPE_STRING, label=_FDP.LABEL_OPTIONAL, json_name="uri"
            )
        for file_name, msg_name, name, number, ftype, type_name, repeated in _REMOVED_FIELDS:
            if file_name != proto.name:
                continue
            msg = _message_proto(proto, msg_name)
            _unreserve(msg, number)
            camel = re.sub(r"_([a-z])", lambda m: m.group(1).upper(), name)
            fd = msg.field.add(
                name=name,
                number=number,
                type=ftype,
                json_name=camel,
                label=_FDP.LABEL_REPEATED if repeated else _FDP.LABEL_OPTIONAL,
            )
            if type_name:
                fd.type_name = type_name
            if not repeated and ftype != _FDP.TYPE_MESSAGE:
                fd.proto3_optional = True
                fd.oneof_index = len(msg.oneof_decl)
                msg.oneof_decl.add(name=f"_{name}")
        pool.Add(proto)
    return message_factory.GetMessageClass(pool.FindMessageTypeByName("substrait.Plan"))


def has_legacy_fields(legacy_plan: Any) -> bool:
    """Whether a message of :func:`legacy_plan_class` uses any pre-0.85 field."""
    if len(legacy_plan.extension_uris):
        return True
    for ext in legacy_plan.extensions:
        kind = ext.WhichOneof("mapping_type")
        if kind is not None and getattr(ext, kind).HasField("extension_uri_reference"):
            return True
    return False


#: Where a message sits in the walk of :func:`_upgrade_removed_fields`: (its parent's place, its field's
#: name, its list index or -1); None for the plan.
_Place = tuple[Any, str, int] | None


def _child_places(msg: Any, place: _Place) -> list[tuple[Any, _Place]]:
    out: list[tuple[Any, _Place]] = []
    for fd, value in msg.ListFields():
        if fd.message_type is None or fd.message_type.GetOptions().map_entry:
            continue
        if fd.is_repeated:
            name = fd.name
            out.extend((item, (place, name, i)) for i, item in enumerate(value))
        else:
            out.append((value, (place, fd.name, -1)))
    return out


def _place_path(place: _Place) -> str:
    """The dotted path of the message at ``place`` (``relations[0].root.input``)."""
    parts: list[str] = []
    while place is not None:
        place, name, index = place
        parts.append(f"{name}[{index}]" if index >= 0 else name)
    return ".".join(reversed(parts))


def _i64(expr: Any, value: int) -> None:
    expr.literal.i64 = value


#: Diagnostic code of each removed field's rewrite (listed in the upgrade table of
#: :mod:`substrait_py.upgrades`).
REMOVED_FIELD_CODES: dict[str, str] = {
    "FetchRel.offset": "legacy-fetch-offset",
    "FetchRel.count": "legacy-fetch-count",
    "Grouping.grouping_expressions": "legacy-grouping-expressions",
    "args": "legacy-function-args",
    "VirtualTable.values": "legacy-virtual-table-values",
    "IntervalDayToSecond.microseconds": "legacy-interval-microseconds",
    "microsecond types": "legacy-microsecond-types",
    "Type.user_defined_type_reference": "legacy-user-defined-type-reference",
}


def _precision_of(variation: int, datafusion_units: bool) -> tuple[int, int]:
    """(precision, type variation) of a deprecated microsecond type or literal: precision 6 and the
    variation kept; in DataFusion 40's plans the variation names the unit and is dropped."""
    if datafusion_units and variation in _DATAFUSION_TIMESTAMP_UNITS:
        return _DATAFUSION_TIMESTAMP_UNITS[variation], 0
    return 6, variation


def _upgrade_microsecond_kind(msg: Any, is_type: bool, datafusion_units: bool) -> str | None:
    """A ``Type`` (``is_type``) or literal holding a removed microsecond kind rewritten to its precision
    kind, in place; the old kind's name, or None when it holds none. A type's nullability and variation
    live in the kind's message, a literal's variation on the literal itself."""
    for old, new in _MICROSECOND_KINDS.items():
        if not msg.HasField(old):
            continue
        held = getattr(msg, old)  # a type's Timestamp/Time message, or a literal's int64 value
        carrier = held if is_type else msg
        precision, variation = _precision_of(carrier.type_variation_reference, datafusion_units)
        nullability = held.nullability if is_type else None
        msg.ClearField(old)
        target = getattr(msg, new)
        target.precision = precision
        if is_type:
            target.nullability = nullability
            target.type_variation_reference = variation
        else:
            target.value = held
            msg.type_variation_reference = variation
        return old
    return None


def _datafusion_units(legacy_plan: Any) -> bool:
    """Whether the plan is DataFusion's of spec 0.51 or earlier (its timestamp variations are units)."""
    from substrait_py.datafusion import is_datafusion_plan

    version = legacy_plan.version
    return is_datafusion_plan(legacy_plan) and (version.major_number, version.minor_number) <= (0, 51)


def _upgrade_removed_fields(legacy_plan: Any) -> list[Diagnostic]:
    """Rewrite fields removed from the spec into their current form, in place (iterative walk).

    * ``FetchRel.offset``/``count`` (int64; count -1 = all) -> ``offset_expr``/``count_expr`` i64 literals;
    * ``AggregateRel.Grouping.grouping_expressions`` -> ``AggregateRel.grouping_expressions`` plus
      ``expression_references`` (dropped when the references are present too, as DataFusion writes both);
    * ``args`` of scalar, aggregate and window functions -> ``arguments`` (value arguments);
    * ``ReadRel.VirtualTable.values`` (literal structs) -> ``expressions``;
    * ``IntervalDayToSecond.microseconds`` -> ``seconds`` plus ``subseconds`` at ``precision`` 6;
    * ``Type.user_defined_type_reference`` -> ``user_defined`` with that reference, required (spec
      0.95 removed it; its comment said to read it as non-nullable of the default variation);
    * the types ``timestamp``, ``timestamp_tz`` and ``time`` (microseconds) -> ``precision_timestamp``,
      ``precision_timestamp_tz`` and ``precision_time`` at precision 6, and their literals likewise
      (DataFusion 40's unit variations give the precision instead).

    Each rewrite is a warning with its own code (:data:`REMOVED_FIELD_CODES`).
    """
    diagnostics: list[Diagnostic] = []

    def note(path: str, old: str, new: str) -> None:
        diagnostics.append(
            Diagnostic(
                Severity.WARNING,
                REMOVED_FIELD_CODES[old],
                path,
                f"removed field {old} read as {new}",
            )
        )

    datafusion_units = _datafusion_units(legacy_plan)
    # places are made into paths only for a rewrite (most plans have none, and a path string per
    # message costs more than the walk)
    stack: list[tuple[Any, _Place]] = [(legacy_plan, None)]
    while stack:
        msg, place = stack.pop()
        name = msg.DESCRIPTOR.full_name
        if name == "substrait.Type" and msg.HasField("user_defined_type_reference"):
            reference = msg.user_defined_type_reference
            msg.ClearField("user_defined_type_reference")
            if msg.WhichOneof("kind") is None:
                # the spec: non-nullable, of the default variation
                msg.user_defined.type_reference = reference
                msg.user_defined.nullability = type_pb2.Type.NULLABILITY_REQUIRED
                note(_place_path(place), "Type.user_defined_type_reference", "user_defined (required)")
        if name in ("substrait.Type", "substrait.Expression.Literal"):
            is_type = name == "substrait.Type"
            old_kind = _upgrade_microsecond_kind(msg, is_type, datafusion_units)
            if old_kind is not None:
                new_kind = _MICROSECOND_KINDS[old_kind]
                precision = getattr(msg, new_kind).precision
                diagnostics.append(
                    Diagnostic(
                        Severity.WARNING,
                        REMOVED_FIELD_CODES["microsecond types"],
                        _place_path(place),
                        f"removed {'type' if is_type else 'literal'} {old_kind} read as {new_kind} "
                        f"with precision {precision}",
                    )
                )
        if name == "substrait.FetchRel":
            if msg.HasField("offset"):
                if not msg.HasField("offset_expr"):
                    _i64(msg.offset_expr, msg.offset)
                    note(_place_path(place), "FetchRel.offset", "offset_expr")
                msg.ClearField("offset")
            if msg.HasField("count"):
                if not msg.HasField("count_expr") and msg.count != -1:
                    _i64(msg.count_expr, msg.count)
                    note(_place_path(place), "FetchRel.count", "count_expr")
                msg.ClearField("count")
        elif name == "substrait.AggregateRel":
            for i, grouping in enumerate(msg.groupings):
                if not len(grouping.grouping_expressions):
                    continue
                if not len(grouping.expression_references):
                    for expr in grouping.grouping_expressions:
                        for j, known in enumerate(msg.grouping_expressions):
                            if known == expr:
                                grouping.expression_references.append(j)
                                break
                        else:
                            msg.grouping_expressions.add().CopyFrom(expr)
                            grouping.expression_references.append(len(msg.grouping_expressions) - 1)
                    note(
                        f"{_place_path(place)}.groupings[{i}]",
                        "Grouping.grouping_expressions",
                        "expression_references",
                    )
                grouping.ClearField("grouping_expressions")
        elif name in (
            "substrait.Expression.ScalarFunction",
            "substrait.Expression.WindowFunction",
            "substrait.AggregateFunction",
        ):
            if len(msg.args):
                if not len(msg.arguments):
                    for arg in msg.args:
                        msg.arguments.add().value.CopyFrom(arg)
                    note(_place_path(place), "args", "arguments")
                msg.ClearField("args")
        elif name == "substrait.ReadRel.VirtualTable" and len(msg.values):
            if not len(msg.expressions):
                for row in msg.values:
                    out = msg.expressions.add()
                    for value in row.fields:
                        out.fields.add().literal.CopyFrom(value)
                note(_place_path(place), "VirtualTable.values", "expressions")
            msg.ClearField("values")
        elif name == "substrait.Expression.Literal.IntervalDayToSecond" and msg.HasField("microseconds"):
            total = int(msg.microseconds)
            msg.ClearField("microseconds")
            if not msg.precision and not msg.subseconds:
                whole, fraction = divmod(total, 1_000_000)
                msg.seconds += whole
                msg.subseconds = fraction
                msg.precision = 6
                note(
                    _place_path(place),
                    "IntervalDayToSecond.microseconds",
                    "seconds and subseconds (precision 6)",
                )
        stack.extend(_child_places(msg, place))
    return diagnostics


def upgrade_legacy_plan(legacy_plan: Any) -> list[Diagnostic]:
    """Rewrite a :func:`legacy_plan_class` message in place into the current (URN) form.

    Every ``extension_uris`` entry becomes an ``extension_urns`` entry (a URN already declared is
    reused; the URI's anchor is kept when free), every declaration's ``extension_uri_reference`` an
    ``extension_urn_reference`` -- unless the declaration already refers to a declared URN (plans of the
    transition period carry both). The old fields are cleared. Returns diagnostics: info for a standard
    URI mapped, warning for an unknown URI (derived URN) or a reference to an undeclared URI anchor.
    """
    diagnostics: list[Diagnostic] = []
    urn_anchor_by_urn: dict[str, int] = {}
    declared_urn_anchors: set[int] = set()
    for entry in legacy_plan.extension_urns:
        urn_anchor_by_urn.setdefault(entry.urn, entry.extension_urn_anchor)
        declared_urn_anchors.add(entry.extension_urn_anchor)
    taken = set(declared_urn_anchors)

    urn_anchor_by_uri_anchor: dict[int, int] = {}
    for i, entry in enumerate(legacy_plan.extension_uris):
        path = f"extension_uris[{i}]"
        urn, standard = uri_to_urn(entry.uri)
        extra = {"uri": entry.uri, "urn": urn}
        if standard:
            diagnostics.append(
                Diagnostic(
                    Severity.INFO,
                    "legacy-extension-uri",
                    path,
                    f"pre-0.85 extension URI {entry.uri!r} mapped to URN {urn!r}",
                    extra,
                )
            )
        else:
            diagnostics.append(
                Diagnostic(
                    Severity.WARNING,
                    "legacy-extension-uri-unknown",
                    path,
                    f"pre-0.85 extension URI {entry.uri!r} is not a standard extension file; "
                    f"given the derived URN {urn!r}",
                    extra,
                )
            )
        anchor = urn_anchor_by_urn.get(urn)
        if anchor is None:
            anchor = entry.extension_uri_anchor
            if anchor in taken:
                anchor = max(taken, default=0) + 1
            taken.add(anchor)
            urn_anchor_by_urn[urn] = anchor
            legacy_plan.extension_urns.add(extension_urn_anchor=anchor, urn=urn)
        urn_anchor_by_uri_anchor.setdefault(entry.extension_uri_anchor, anchor)

    for i, ext in enumerate(legacy_plan.extensions):
        kind = ext.WhichOneof("mapping_type")
        if kind is None:
            continue
        decl = getattr(ext, kind)
        uri_ref = decl.extension_uri_reference
        decl.ClearField("extension_uri_reference")
        if decl.extension_urn_reference in declared_urn_anchors:
            continue  # already refers to a URN declared by the plan itself
        if uri_ref in urn_anchor_by_uri_anchor:
            decl.extension_urn_reference = urn_anchor_by_uri_anchor[uri_ref]
        elif len(legacy_plan.extension_uris) or uri_ref:
            # Point it at no URN at all rather than at whichever URN happens to have its anchor.
            decl.extension_urn_reference = max(taken, default=0) + 1
            diagnostics.append(
                Diagnostic(
                    Severity.WARNING,
                    "legacy-extension-uri-undeclared",
                    f"extensions[{i}].{kind}.extension_uri_reference",
                    f"{decl.name!r} refers to extension URI anchor {uri_ref}, "
                    "which the plan does not declare",
                )
            )
    legacy_plan.ClearField("extension_uris")
    diagnostics.extend(_upgrade_removed_fields(legacy_plan))
    return diagnostics


def with_extension_uris(plan: Message, diagnostics: Sequence[Diagnostic]) -> Message:
    """``plan`` as a :func:`legacy_plan_class` message naming its extension files by the URIs it was
    read with: the reverse of :func:`upgrade_legacy_plan`, for writing a plan back for consumers of
    the URI era.

    ``diagnostics`` are what loading reported; its ``legacy-extension-uri*`` findings say which URN
    each URI was mapped to. Every URN that came from a URI becomes an ``extension_uris`` entry again
    (with that URN's anchor) and the declarations referring to it refer to the URI instead. A standard
    file's URN that loading resolved from a folder URI is named by its URI in the folder the plan's
    other URIs use; other URNs stay as they are. The rest of the plan is unchanged (upgrades of other
    fields made while loading are kept). ``plan`` itself is not modified. A plan read without URIs
    comes back unchanged (in the legacy schema)."""
    from substrait_py import _wire
    from substrait_py.deep import run_deep
    from substrait_py.limits import MAX_MESSAGE_DEPTH

    uri_by_urn: dict[str, str] = {}
    for d in diagnostics:
        if d.code.startswith("legacy-extension-uri") and "uri" in d.extra and "urn" in d.extra:
            uri_by_urn.setdefault(str(d.extra["urn"]), str(d.extra["uri"]))
    # upb's encoder recurses natively and its parser stops at 100 levels: a deep thread for the one,
    # the iterative decoder for the other.
    out: Any = _wire.decode(
        run_deep(plan.SerializeToString), legacy_plan_class()(), max_depth=MAX_MESSAGE_DEPTH
    )
    if not uri_by_urn:
        return out
    base = _standard_uri_base(uri_by_urn)
    restored: set[int] = set()
    kept = []
    for entry in out.extension_urns:
        uri = uri_by_urn.get(entry.urn)
        stem = entry.urn.removeprefix(_STANDARD_URN_PREFIX)
        if uri is None and entry.urn.startswith(_STANDARD_URN_PREFIX) and stem in standard_extension_urns():
            uri = f"{base}{stem}.yaml"  # a standard file the upgrades resolved to (from a folder URI)
        if uri is None:
            kept.append((entry.extension_urn_anchor, entry.urn))
            continue
        out.extension_uris.add(extension_uri_anchor=entry.extension_urn_anchor, uri=uri)
        restored.add(entry.extension_urn_anchor)
    out.ClearField("extension_urns")
    for anchor, urn in kept:
        out.extension_urns.add(extension_urn_anchor=anchor, urn=urn)
    for ext in out.extensions:
        kind = ext.WhichOneof("mapping_type")
        if kind is None:
            continue
        decl = getattr(ext, kind)
        if decl.extension_urn_reference in restored:
            decl.extension_uri_reference = decl.extension_urn_reference
            decl.ClearField("extension_urn_reference")
    return out


_STANDARD_URN_PREFIX = "extension:io.substrait:"
#: Where producers of the URI era pointed for the standard extension files.
_STANDARD_URI_BASE = "https://github.com/substrait-io/substrait/blob/main/extensions/"


def _standard_uri_base(uri_by_urn: dict[str, str]) -> str:
    """The folder of the standard extension files as the plan's own URIs name it (everything before
    the file name of a URI that mapped to a standard URN), else the spec repository's folder."""
    for urn, uri in sorted(uri_by_urn.items()):
        if urn.startswith(_STANDARD_URN_PREFIX) and uri.endswith(".yaml") and "/" in uri:
            return uri.rsplit("/", 1)[0] + "/"
    return _STANDARD_URI_BASE
