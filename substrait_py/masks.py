"""Masked complex expressions (``Expression.MaskExpression``): parse a compact mask notation and type a mask.

Semantics:

* Selection is in **mask order** (``1,0`` swaps two fields).
* By default (``maintain_singular_struct`` false) a **nested** struct with exactly one selected
  field is *unwrapped* (replaced by that field's type), and a list with exactly one selected
  *element* (a single ``ListElement`` item, not a slice) is unwrapped to its element type.
  ``maintain_singular_struct`` keeps every wrapper.
* The **root row is never unwrapped**: :func:`apply_mask` always returns a ``Type.Struct``.
* Nullability: an unwrapped list element is nullable (an offset past either end gives null);
  a field unwrapped out of a nullable struct is nullable (a null struct has null fields).
* Map selections: a single map key (``MapSelect.key``) unwraps to the (nullable) value type
  like a map-key reference; a key *expression* (wildcard) unwraps to ``list<value>`` (every
  matching value). With ``maintain_singular_struct`` the map wrapper is kept.

**Where we differ from substrait-python** (``substrait.type_inference._project_read_struct``)
and substrait-java: they never unwrap. For the mask ``0:[0],2`` (the first field of the struct in
field 0, and field 2) they give ``struct<struct<i32>, i32>`` where we give ``struct<i32, i32>``;
``tests/test_masks.py`` shows both results side by side. A read relation's projection uses this
module, so the output schema of such a read unwraps too, unlike substrait-python's.

Notation accepted by :func:`parse_mask`:

``items``  := ``item ("," item)*`` -- a struct selection
``item``   := ``INT [":" "[" sub "]"]``
``sub``    := a struct selection, or a list selection ``litem ("," litem)* [":" "[" sub "]"]``
             where ``litem`` is ``INT`` (one element) or ``[INT] ".." [INT]`` (a slice; ``..5``
             = start 0, end 5; ``3..`` = start 3, end -1 i.e. to the end), or a map selection
             ``'key' [":" "[" sub "]"]`` / ``~'pattern' [":" "[" sub "]"]`` (key expression).

Whether ``[3]`` selects struct field 3 or list element 3 depends on the type underneath: pass
``schema=`` and :func:`parse_mask` decides from the type; without it a bracket containing a
``..`` item is a list selection and plain integers are struct fields.
"""

from __future__ import annotations

from substrait.algebra_pb2 import Expression
from substrait.type_pb2 import Type

from substrait_py import typesys
from substrait_py.errors import InvalidPlanError

Mask = Expression.MaskExpression

_MAX_DEPTH = 1000


# ---------------------------------------------------------------------------------------------
# apply_mask


def apply_mask(mask: Expression.MaskExpression, struct: Type.Struct, *, path: str = "") -> Type.Struct:
    """The row type selected by ``mask`` from ``struct`` (the root row, never unwrapped).

    A mask without a ``select`` selects the whole struct. Raises ``InvalidPlanError`` with code
    ``mask-field-out-of-range`` or ``mask-type-mismatch`` and the path of the faulty item."""
    if not mask.HasField("select"):
        out = Type.Struct()
        out.CopyFrom(struct)
        return out
    keep = mask.maintain_singular_struct
    fields = _select_struct_fields(mask.select, struct, keep, f"{path}.select" if path else "select", 0)
    return Type.Struct(types=fields, nullability=struct.nullability or Type.NULLABILITY_REQUIRED)


def selected_fields(mask: Expression.MaskExpression) -> list[int]:
    """The top-level field indices a mask selects, in mask order (all when it has no select)."""
    return [item.field for item in mask.select.struct_items]


def _select_struct_fields(
    select: Expression.MaskExpression.StructSelect, struct: Type.Struct, keep: bool, path: str, depth: int
) -> list[Type]:
    if depth > _MAX_DEPTH:
        raise InvalidPlanError("mask nested too deeply", code="mask-too-deep", path=path)
    out: list[Type] = []
    for i, item in enumerate(select.struct_items):
        ipath = f"{path}.struct_items[{i}]"
        if not 0 <= item.field < len(struct.types):
            raise InvalidPlanError(
                f"mask selects field {item.field} of a struct with {len(struct.types)} fields",
                code="mask-field-out-of-range",
                path=f"{ipath}.field",
            )
        field = struct.types[item.field]
        if item.HasField("child"):
            field = _apply_select(item.child, field, keep, f"{ipath}.child", depth + 1)
        out.append(field)
    return out


def _apply_select(
    select: Expression.MaskExpression.Select, t: Type, keep: bool, path: str, depth: int
) -> Type:
    kind = select.WhichOneof("type")
    tkind = typesys.type_kind(t)
    if kind is None:
        raise InvalidPlanError("mask selection has no struct/list/map select", code="mask-empty", path=path)
    if kind != tkind:
        raise InvalidPlanError(
            f"mask {kind} selection over a {typesys.type_str(t)} value",
            code="mask-type-mismatch",
            path=f"{path}.{kind}",
        )
    parent_nullable = typesys.is_nullable(t)
    if kind == "struct":
        fields = _select_struct_fields(select.struct, t.struct, keep, f"{path}.struct", depth)
        if len(fields) == 1 and not keep:
            return typesys.make_nullable(fields[0]) if parent_nullable else fields[0]
        return typesys.struct_of(fields, nullable=parent_nullable)
    if kind == "list":
        ls = select.list
        element = t.list.type
        if ls.HasField("child"):
            element = _apply_select(ls.child, element, keep, f"{path}.list.child", depth + 1)
        single = len(ls.selection) == 1 and ls.selection[0].WhichOneof("type") == "item"
        if single and not keep:
            return typesys.make_nullable(element)
        return typesys.list_of(element, nullable=parent_nullable)
    # map
    ms = select.map
    value = t.map.value
    if ms.HasField("child"):
        value = _apply_select(ms.child, value, keep, f"{path}.map.child", depth + 1)
    if keep:
        return typesys.map_of(t.map.key, value, nullable=parent_nullable)
    if ms.WhichOneof("select") == "expression":
        if typesys.type_kind(t.map.key) not in ("string", "varchar", "fixed_char"):
            raise InvalidPlanError(
                "map key expression over a map whose key is "
                f"{typesys.type_str(t.map.key)}, not a character type",
                code="mask-type-mismatch",
                path=f"{path}.map.expression",
            )
        return typesys.list_of(value, nullable=parent_nullable)
    if ms.WhichOneof("select") == "key":
        return typesys.make_nullable(value)
    return typesys.map_of(t.map.key, value, nullable=parent_nullable)


# ---------------------------------------------------------------------------------------------
# parse_mask


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def error(self, msg: str) -> InvalidPlanError:
        return InvalidPlanError(f"{msg} at position {self.pos} of mask {self.text!r}", code="bad-mask-text")

    def skip(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self, s: str) -> bool:
        self.skip()
        return self.text.startswith(s, self.pos)

    def eat(self, s: str) -> bool:
        if self.peek(s):
            self.pos += len(s)
            return True
        return False

    def expect(self, s: str) -> None:
        if not self.eat(s):
            raise self.error(f"expected {s!r}")

    def at_end(self) -> bool:
        self.skip()
        return self.pos >= len(self.text)

    def int_(self) -> int:
        self.skip()
        start = self.pos
        if self.pos < len(self.text) and self.text[self.pos] in "+-":
            self.pos += 1
        while self.pos < len(self.text) and self.text[self.pos].isdigit():
            self.pos += 1
        digits = self.text[start : self.pos]
        if digits in ("", "+", "-"):
            self.pos = start
            raise self.error("expected an integer")
        return int(digits)

    def maybe_int(self) -> int | None:
        self.skip()
        if self.pos < len(self.text) and (self.text[self.pos].isdigit() or self.text[self.pos] in "+-"):
            return self.int_()
        return None

    def quoted(self) -> str:
        self.skip()
        if self.pos >= len(self.text) or self.text[self.pos] not in "'\"":
            raise self.error("expected a quoted string")
        q = self.text[self.pos]
        end = self.text.find(q, self.pos + 1)
        if end < 0:
            raise self.error("unterminated string")
        s = self.text[self.pos + 1 : end]
        self.pos = end + 1
        return s

    def bracket_is_list(self) -> bool:
        """Without a schema: does the bracket starting here contain a top-level ``..`` item?"""
        depth = 0
        i = self.pos
        while i < len(self.text):
            c = self.text[i]
            if c == "[":
                depth += 1
            elif c == "]":
                if depth == 0:
                    return False
                depth -= 1
            elif c == ":" and depth == 0:
                # the rest belongs to a child; decide on what was seen before it
                return False
            elif depth == 0 and self.text.startswith("..", i):
                return True
            i += 1
        return False

    # -- grammar ------------------------------------------------------------------------------

    def struct_select(self, schema: Type.Struct | None, out: Expression.MaskExpression.StructSelect) -> None:
        while True:
            item = out.struct_items.add()
            item.field = self.int_()
            if self.eat(":"):
                self.expect("[")
                sub = None
                if schema is not None and 0 <= item.field < len(schema.types):
                    sub = schema.types[item.field]
                self.select(sub, item.child)
                self.expect("]")
            if not self.eat(","):
                return

    def select(self, t: Type | None, out: Expression.MaskExpression.Select) -> None:
        kind = typesys.type_kind(t) if t is not None else None
        if self.peek("'") or self.peek('"') or self.peek("~"):
            kind = "map"
        elif kind is None:
            kind = "list" if self.bracket_is_list() else "struct"
        if kind == "struct":
            self.struct_select(t.struct if t is not None else None, out.struct)
        elif kind == "list":
            self.list_select(t.list.type if t is not None else None, out.list)
        elif kind == "map":
            self.map_select(t.map.value if t is not None and t.HasField("map") else None, out.map)
        else:
            raise self.error(f"cannot select inside a {kind} value")

    def list_select(self, element: Type | None, out: Expression.MaskExpression.ListSelect) -> None:
        while True:
            start = self.maybe_int()
            if self.eat(".."):
                end = self.maybe_int()
                sl = out.selection.add().slice
                sl.start = start if start is not None else 0
                sl.end = end if end is not None else -1
            elif start is not None:
                out.selection.add().item.field = start
            else:
                raise self.error("expected a list element or slice")
            if self.eat(":"):
                self.expect("[")
                self.select(element, out.child)
                self.expect("]")
                return
            if not self.eat(","):
                return

    def map_select(self, value: Type | None, out: Expression.MaskExpression.MapSelect) -> None:
        if self.eat("~"):
            out.expression.map_key_expression = self.quoted()
        else:
            out.key.map_key = self.quoted()
        if self.eat(":"):
            self.expect("[")
            self.select(value, out.child)
            self.expect("]")


def parse_mask(
    text: str, *, schema: Type.Struct | None = None, maintain_singular_struct: bool = False
) -> Expression.MaskExpression:
    """Parse the compact mask notation (e.g. ``0:[0,1:[..5:[0,2]]],2,3``) into a MaskExpression.

    ``schema`` (the row the mask applies to) disambiguates list elements from struct fields;
    see the module docstring for the grammar. Raises ``InvalidPlanError(code="bad-mask-text")``."""
    p = _Parser(text)
    mask = Expression.MaskExpression(maintain_singular_struct=maintain_singular_struct)
    if p.at_end():
        raise p.error("empty mask")
    p.struct_select(schema, mask.select)
    if not p.at_end():
        raise p.error("unexpected text")
    return mask
