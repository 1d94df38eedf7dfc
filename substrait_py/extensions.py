"""Extension declarations of a plan, resolved once: function, type and type-variation anchors.

Plans written before spec 0.85 (URIs) are already mapped to URNs by :mod:`substrait_py.planio`.
Producers such as DataFusion 55 declare functions by name only: their ``extension_urn_reference``
points at no declared URN (DataFusion writes ``4294967295``) and the plan has no ``extension_urns``.
Such declarations get ``urn=None`` and a warning (``function-without-urn``, ``type-without-urn``,
``type-variation-without-urn``); consumers then match by name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from substrait import plan_pb2

from substrait_py.catalog import METADATA_COLUMNS_TYPE_URL
from substrait_py.errors import Diagnostic, InvalidPlanError, Severity

#: Component names producers write for the standard ``extract``'s options (upper-cased): DuckDB's
#: ``isoyear`` is ``ISO_YEAR``.
EXTRACT_COMPONENT_ALIASES = {"ISOYEAR": "ISO_YEAR"}

#: The components of the standard ``extract`` that count from its ``indexing`` argument's first value
#: (``ONE``: from 1, ``ZERO``: from 0; the argument exists since spec 0.30).
EXTRACT_INDEXED_COMPONENTS = frozenset(
    {
        "QUARTER",
        "MONTH",
        "DAY",
        "DAY_OF_YEAR",
        "MONDAY_DAY_OF_WEEK",
        "SUNDAY_DAY_OF_WEEK",
        "MONDAY_WEEK",
        "SUNDAY_WEEK",
        "ISO_WEEK",
        "US_WEEK",
    }
)


@dataclass(frozen=True)
class FunctionDecl:
    """A declared function. ``name`` as declared (``gt:i32_i32`` or ``sum``); ``base_name`` without
    the signature (``gt``); ``signature`` the argument type short names of a compound name
    (``("i32", "i32")``), ``None`` for a plain name (``()`` for a compound name of no arguments)."""

    anchor: int
    urn: str | None
    name: str
    base_name: str
    signature: tuple[str, ...] | None


@dataclass(frozen=True)
class TypeDecl:
    """A declared user-defined type or type variation."""

    anchor: int
    urn: str | None
    name: str


@dataclass
class ExtensionIndex:
    """Anchors of a plan's extension declarations, and what indexing noticed."""

    functions: dict[int, FunctionDecl] = field(default_factory=dict)
    types: dict[int, TypeDecl] = field(default_factory=dict)
    type_variations: dict[int, TypeDecl] = field(default_factory=dict)
    urns: dict[int, str] = field(default_factory=dict)
    diagnostics: list[Diagnostic] = field(default_factory=list)

    def function(self, anchor: int, *, path: str = "") -> FunctionDecl:
        """The function declared with ``anchor``; ``InvalidPlanError(code="unknown-function-anchor")``
        at ``path`` when none is."""
        try:
            return self.functions[anchor]
        except KeyError:
            raise InvalidPlanError(
                f"function reference {anchor} has no extension declaration",
                code="unknown-function-anchor",
                path=path,
            ) from None

    def function_name(self, anchor: int) -> str:
        """The base name of the function with ``anchor``, or ``fn#<anchor>`` when undeclared."""
        decl = self.functions.get(anchor)
        return decl.base_name if decl is not None else f"fn#{anchor}"


def split_compound_name(name: str) -> tuple[str, tuple[str, ...] | None]:
    """``"gt:i32_i32"`` -> ``("gt", ("i32", "i32"))``; ``"sum"`` -> ``("sum", None)``;
    ``"now:"`` -> ``("now", ())``. Signatures use the short type names (``i32``, ``pts``, ``any1``),
    which contain no ``_``, so ``_`` separates arguments."""
    base, sep, signature = name.partition(":")
    if not sep:
        return name, None
    return base, tuple(part for part in signature.split("_") if part)


_KINDS = (
    ("extension_function", "function_anchor", "function"),
    ("extension_type", "type_anchor", "type"),
    ("extension_type_variation", "type_variation_anchor", "type-variation"),
)


def index_extensions(plan: plan_pb2.Plan) -> ExtensionIndex:
    """Index the plan's declarations. Duplicate URN or declaration anchors are errors
    (``duplicate-urn-anchor``, ``duplicate-function-anchor`` ...; the first declaration wins);
    declarations without a declared URN get ``urn=None`` and a warning."""
    index = ExtensionIndex()
    for i, entry in enumerate(plan.extension_urns):
        if entry.extension_urn_anchor in index.urns:
            index.diagnostics.append(
                Diagnostic(
                    Severity.ERROR,
                    "duplicate-urn-anchor",
                    f"extension_urns[{i}]",
                    f"URN anchor {entry.extension_urn_anchor} is declared more than once",
                )
            )
            continue
        index.urns[entry.extension_urn_anchor] = entry.urn
    targets: dict[str, dict[int, FunctionDecl] | dict[int, TypeDecl]] = {
        "function": index.functions,
        "type": index.types,
        "type-variation": index.type_variations,
    }
    for i, ext in enumerate(plan.extensions):
        kind = ext.WhichOneof("mapping_type")
        if kind is None:
            index.diagnostics.append(
                Diagnostic(
                    Severity.ERROR,
                    "empty-extension-declaration",
                    f"extensions[{i}]",
                    "extension declaration has no function, type or type variation",
                )
            )
            continue
        decl = getattr(ext, kind)
        _, anchor_field, label = next(k for k in _KINDS if k[0] == kind)
        anchor = getattr(decl, anchor_field)
        path = f"extensions[{i}].{kind}"
        urn = index.urns.get(decl.extension_urn_reference)
        if urn is None:
            index.diagnostics.append(
                Diagnostic(
                    Severity.WARNING,
                    f"{label}-without-urn",
                    path,
                    f"{label.replace('-', ' ')} {decl.name!r} (anchor {anchor}) refers to URN anchor "
                    f"{decl.extension_urn_reference}, which the plan does not declare; matched by name only",
                )
            )
        target = targets[label]
        if anchor in target:
            index.diagnostics.append(
                Diagnostic(
                    Severity.ERROR,
                    f"duplicate-{label}-anchor",
                    path,
                    f"{label.replace('-', ' ')} anchor {anchor} is declared more than once",
                )
            )
            continue
        if label == "function":
            base, signature = split_compound_name(decl.name)
            index.functions[anchor] = FunctionDecl(anchor, urn, decl.name, base, signature)
        elif label == "type":
            index.types[anchor] = TypeDecl(anchor, urn, decl.name)
        else:
            index.type_variations[anchor] = TypeDecl(anchor, urn, decl.name)
    return index


def relation_enhancements(node: Any, path: object) -> list[tuple[str, str]]:
    """The ``(path, type URL)`` of every advanced-extension *enhancement* that relation message ``node``
    (a ``ReadRel``, ``FilterRel``, ...; ``path`` its own path, made a string only when one is found:
    a parent-linked path costs its depth to print) holds itself: in its ``advanced_extension``,
    in its ``RelCommon`` (the common part and its hints) and, for a read, in its named table and local
    files. Its inputs are not looked at.

    The spec says an enhancement changes what the plan means and cannot be ignored (an optimization
    may be), so a consumer that does not know one must refuse the plan; the toolkit's own metadata
    columns of a read are the one it knows."""
    found: list[tuple[str, str]] = []
    fields = node.DESCRIPTOR.fields_by_name
    is_read = node.DESCRIPTOR.full_name == "substrait.ReadRel"
    if "advanced_extension" in fields and node.HasField("advanced_extension"):
        ext = node.advanced_extension
        if ext.HasField("enhancement") and not (
            is_read and ext.enhancement.type_url == METADATA_COLUMNS_TYPE_URL
        ):
            found.append((f"{path}.advanced_extension.enhancement", ext.enhancement.type_url))
    if "common" in fields and node.HasField("common"):
        common = node.common
        if common.HasField("advanced_extension") or common.HasField("hint"):
            found.extend(_nested_enhancements(common, f"{path}.common"))
    if is_read:
        for holder in ("named_table", "local_files"):
            if node.HasField(holder):
                held = getattr(node, holder)
                if held.HasField("advanced_extension") and held.advanced_extension.HasField("enhancement"):
                    where = f"{path}.{holder}.advanced_extension.enhancement"
                    found.append((where, held.advanced_extension.enhancement.type_url))
    return found


def plan_enhancement(plan: plan_pb2.Plan) -> tuple[str, str] | None:
    """The ``(path, type URL)`` of the plan's own enhancement (``advanced_extensions``), if any."""
    if plan.HasField("advanced_extensions") and plan.advanced_extensions.HasField("enhancement"):
        return "advanced_extensions.enhancement", plan.advanced_extensions.enhancement.type_url
    return None


def _nested_enhancements(msg: Any, path: str) -> list[tuple[str, str]]:
    """Enhancements in ``msg`` and the messages below it (a ``RelCommon`` and its hints: a few small
    messages, walked iteratively)."""
    found: list[tuple[str, str]] = []
    stack: list[tuple[Any, str]] = [(msg, path)]
    while stack:
        cur, cur_path = stack.pop()
        for fd, value in cur.ListFields():
            if fd.message_type is None:
                continue
            sub = f"{cur_path}.{fd.name}"
            if fd.message_type.full_name == "substrait.extensions.AdvancedExtension":
                if value.HasField("enhancement"):
                    found.append((f"{sub}.enhancement", value.enhancement.type_url))
            else:
                items = list(enumerate(value)) if fd.is_repeated else [(None, value)]
                stack.extend((v, sub if i is None else f"{sub}[{i}]") for i, v in items)
    return found
