"""``explain``: a plan's relation tree as plain text, one node per line, with its output schema.

Each relation prints its kind and its main properties (table names, join type, expressions written
readably: functions by name, references by position and, where known, name, e.g.
``$3 (l_quantity)``), followed by its output schema ``[name: type, ...]`` in Substrait's short type
form (``?`` marks nullable). The relation tree is walked iteratively; call through
:func:`substrait_py.paths.run_deep` for expressions nested thousands of levels deep.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from substrait.algebra_pb2 import Expression, Rel
from substrait.plan_pb2 import Plan

from substrait_py.errors import SubstraitPyError
from substrait_py.limits import DEFAULT_LIMITS, PlanLimits, enforce_plan_limits
from substrait_py.protoutil import enum_label
from substrait_py.values import format_date, format_decimal

_INDENT = "  "
_MAX_INDENT = 40  # deeper nodes print their depth instead of ever longer indentation


def _prefix(depth: int) -> str:
    return _INDENT * depth if depth <= _MAX_INDENT else f"{_INDENT * _MAX_INDENT}[{depth}] "


def explain_plan(plan: Plan, limits: PlanLimits = DEFAULT_LIMITS) -> str:
    """The relation tree of every plan relation, with schemas and readable expressions.

    Raises :class:`~substrait_py.errors.InvalidPlanError` (``plan-too-deep``, ``plan-too-large``) for a
    plan beyond ``limits``."""
    enforce_plan_limits(plan, limits)
    return _Explainer(plan).render()


class _Explainer:
    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        from substrait_py.extensions import index_extensions
        from substrait_py.schema import SchemaDeriver

        try:
            self.index: Any = index_extensions(plan)
        except SubstraitPyError:
            self.index = None
        self.deriver: Any = SchemaDeriver(plan, self.index)

    def fn_name(self, anchor: int) -> str:
        if self.index is not None and anchor in self.index.functions:
            return str(self.index.functions[anchor].base_name)
        return f"fn#{anchor}"

    def fields(self, rel: Rel) -> list[Any] | None:
        try:
            return list(self.deriver.rel_fields(rel, ""))
        except Exception:
            return None

    def schema_text(self, fields: list[Any] | None) -> str:
        from substrait_py.typesys import type_str

        if fields is None:
            return "[schema unknown]"
        return (
            "["
            + ", ".join(f"{f.name or '$' + str(i)}: {type_str(f.type)}" for i, f in enumerate(fields))
            + "]"
        )

    def root_schema(self, position: int, root: Any) -> str:
        """The plan's output schema: the root's names (or derived names) with the output types."""
        from substrait_py.schema import root_output_names
        from substrait_py.typesys import type_str

        fields = self.fields(root.input)
        if fields is None:
            return "[schema unknown]"
        ordinal = sum(1 for pr in self.plan.relations[:position] if pr.WhichOneof("rel_type") == "root")
        try:
            names = root_output_names(self.plan, ordinal, deriver=self.deriver)
        except SubstraitPyError:
            names = list(root.names)
        if len(names) != len(fields):
            return self.schema_text(fields) + f" (names: {list(root.names)})"
        return "[" + ", ".join(f"{n}: {type_str(f.type)}" for n, f in zip(names, fields, strict=True)) + "]"

    def render(self) -> str:
        lines: list[str] = []
        for i, prel in enumerate(self.plan.relations):
            kind = prel.WhichOneof("rel_type")
            if kind == "root":
                lines.append(f"relations[{i}] Root -> {self.root_schema(i, prel.root)}")
                self.tree(prel.root.input, 1, lines)
            elif kind == "rel":
                lines.append(f"relations[{i}] rel")
                self.tree(prel.rel, 1, lines)
        return "\n".join(lines)

    def tree(self, top: Rel, depth: int, lines: list[str]) -> None:
        stack: list[tuple[Rel, int, str]] = [(top, depth, "")]
        while stack:
            rel, d, label = stack.pop()
            kind = rel.WhichOneof("rel_type")
            if kind is None:
                lines.append(_prefix(d) + label + "<empty rel>")
                continue
            node = getattr(rel, kind)
            children = self.children(node)
            inputs = self.input_fields(node, children)
            detail = self.detail(kind, node, inputs)
            lines.append(
                f"{_prefix(d)}{label}{kind.capitalize()}{detail} -> {self.schema_text(self.fields(rel))}"
            )
            for name, child in reversed(children):
                stack.append((child, d + 1, f"{name}: " if name not in ("input",) else ""))

    @staticmethod
    def children(node: Any) -> list[tuple[str, Rel]]:
        out: list[tuple[str, Rel]] = []
        for f in node.DESCRIPTOR.fields:
            if f.message_type is None or f.message_type.full_name != "substrait.Rel":
                continue
            if f.is_repeated:
                out.extend((f"{f.name}[{j}]", c) for j, c in enumerate(getattr(node, f.name)))
            elif node.HasField(f.name):
                out.append((f.name, getattr(node, f.name)))
        return out

    def input_fields(self, node: Any, children: list[tuple[str, Rel]]) -> list[Any]:
        out: list[Any] = []
        for name, child in children:
            if name in ("input", "left", "right"):
                out.extend(self.fields(child) or [])
        return out

    def detail(self, kind: str, node: Any, fields: list[Any]) -> str:
        ex = lambda e: self.expr(e, fields)  # noqa: E731
        if kind == "read":
            what = (
                ".".join(node.named_table.names)
                if node.HasField("named_table")
                else str(node.WhichOneof("read_type"))
            )
            read_fields = [_Field(n) for n in node.base_schema.names]
            extra = f" filter={self.expr(node.filter, read_fields)}" if node.HasField("filter") else ""
            return f" {what}{extra}"
        if kind == "filter":
            return f" {ex(node.condition)}"
        if kind == "project":
            return " [" + ", ".join(ex(e) for e in node.expressions) + "]"
        if kind == "sort":
            return " [" + ", ".join(f"{ex(s.expr)} {self.direction(s)}" for s in node.sorts) + "]"
        if kind == "join":
            from substrait.algebra_pb2 import JoinRel

            jt = enum_label(JoinRel.JoinType, node.type, "JOIN_TYPE_")
            return f" {jt} on {ex(node.expression)}"
        if kind == "aggregate":
            groups = [ex(g) for g in node.grouping_expressions]
            measures = [self.function(m.measure, fields) for m in node.measures]
            return f" groups=[{', '.join(groups)}] measures=[{', '.join(measures)}]"
        if kind == "fetch":
            parts = []
            if node.HasField("offset_expr"):
                parts.append(f"offset={ex(node.offset_expr)}")
            if node.HasField("count_expr"):
                parts.append(f"count={ex(node.count_expr)}")
            return " " + " ".join(parts)
        if kind == "set":
            from substrait.algebra_pb2 import SetRel

            return " " + enum_label(SetRel.SetOp, node.op, "SET_OP_")
        if kind == "reference":
            return f" relations[{node.subtree_ordinal}]"
        return ""

    @staticmethod
    def direction(s: Any) -> str:
        from substrait.algebra_pb2 import SortField

        if s.WhichOneof("sort_kind") == "direction":
            return enum_label(SortField.SortDirection, s.direction, "SORT_DIRECTION_")
        return "custom"

    def function(self, fn: Any, fields: Sequence[Any]) -> str:
        args = []
        for a in fn.arguments:
            k = a.WhichOneof("arg_type")
            if k == "value":
                args.append(self.expr(a.value, fields))
            elif k == "enum":
                args.append(a.enum)
            elif k == "type":
                from substrait_py.typesys import type_str

                args.append(type_str(a.type))
        return f"{self.fn_name(fn.function_reference)}({', '.join(args)})"

    def expr(self, e: Expression, fields: Sequence[Any]) -> str:
        kind = e.WhichOneof("rex_type")
        if kind == "selection":
            sel = e.selection
            if (
                sel.WhichOneof("reference_type") == "direct_reference"
                and sel.direct_reference.WhichOneof("reference_type") == "struct_field"
            ):
                seg = sel.direct_reference.struct_field
                i = seg.field
                prefix = "outer." if sel.WhichOneof("root_type") == "outer_reference" else ""
                name = fields[i].name if prefix == "" and 0 <= i < len(fields) and fields[i].name else None
                text = f"{prefix}${i}" + (f" ({name})" if name else "")
                while seg.HasField("child") and seg.child.WhichOneof("reference_type") == "struct_field":
                    seg = seg.child.struct_field
                    text += f".{seg.field}"
                return text
            return "<reference>"
        if kind == "literal":
            return _literal(e.literal)
        if kind == "scalar_function":
            return self.function(e.scalar_function, fields)
        if kind == "window_function":
            return self.function(e.window_function, fields) + " over (...)"
        if kind == "cast":
            from substrait_py.typesys import type_str

            return f"cast({self.expr(e.cast.input, fields)} as {type_str(e.cast.type)})"
        if kind == "if_then":
            parts = [
                f"when {self.expr(getattr(c, 'if'), fields)} then {self.expr(c.then, fields)}"
                for c in e.if_then.ifs
            ]
            if e.if_then.HasField("else"):
                parts.append(f"else {self.expr(getattr(e.if_then, 'else'), fields)}")
            return "case " + " ".join(parts) + " end"
        if kind == "singular_or_list":
            opts = ", ".join(self.expr(o, fields) for o in e.singular_or_list.options)
            return f"{self.expr(e.singular_or_list.value, fields)} in ({opts})"
        if kind == "subquery":
            return f"<subquery {e.subquery.WhichOneof('subquery_type')}>"
        return f"<{kind}>"


class _Field:
    """A name-only stand-in for a logical field (read filters see the base schema's names)."""

    def __init__(self, name: str) -> None:
        self.name = name


def _literal(lit: Expression.Literal) -> str:
    kind = lit.WhichOneof("literal_type")
    if kind is None:
        return "<literal>"
    if kind == "null":
        return "null"
    value = getattr(lit, kind)
    if kind in ("string", "var_char", "fixed_char"):
        text = value if isinstance(value, str) else getattr(value, "value", "")
        return repr(text)
    if kind == "decimal":
        return format_decimal(value.value, value.scale)
    if kind == "date":
        return f"date '{format_date(value)}'"
    if isinstance(value, (int, float, bool, str)):
        return str(value).lower() if isinstance(value, bool) else str(value)
    return f"<{kind}>"
