"""``explain``: a plan's relation tree, for people (text) and for tools (DOT, Mermaid, JSON).

Each relation is a node with its kind and main properties (table names, join type, expressions written
readably: functions by name, references by position and, where known, name, e.g. ``$3 (l_quantity)``;
literals of every kind, window partitions, orders and bounds), optionally its output schema in
Substrait's short type form (``?`` marks nullable), and the validator's findings at or below it (not in a
child relation). :func:`explain_tree` builds the nodes; :func:`explain_plan` writes them as text
(``schema=False`` for the compact form, ``width`` to wrap long lines), :func:`render_dot`,
:func:`render_mermaid` and :func:`render_json` in the other formats. The relation tree is walked
iteratively; call through :func:`substrait_py.deep.run_deep` for expressions nested thousands of levels
deep.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from substrait.algebra_pb2 import Expression, Rel
from substrait.plan_pb2 import Plan

from substrait_py.errors import Diagnostic, SubstraitPyError
from substrait_py.limits import DEFAULT_LIMITS, PlanLimits, enforce_plan_limits
from substrait_py.protoutil import enum_label
from substrait_py.values import format_date, format_decimal

_INDENT = "  "
_MAX_INDENT = 40  # deeper nodes print their depth instead of ever longer indentation


def _prefix(depth: int) -> str:
    return _INDENT * depth if depth <= _MAX_INDENT else f"{_INDENT * _MAX_INDENT}[{depth}] "


@dataclass
class ExplainNode:
    """One relation of the tree (or a plan relation's root line): ``kind`` (``Filter``, ``Root`` ...),
    ``detail`` (its properties as text), ``schema`` (its output schema as text), ``path`` (its plan path),
    ``edge`` (how its parent holds it: ``left``, ``inputs[1]``; empty for ``input``), its ``children``
    and the validator's ``findings`` that belong to it."""

    kind: str
    detail: str
    schema: str
    path: str
    edge: str = ""
    children: list[ExplainNode] = field(default_factory=list)
    findings: list[Diagnostic] = field(default_factory=list)

    def label(self) -> str:
        if self.kind in ("Root", "Rel"):
            return f"{self.path.split('.')[0]} {self.kind.lower() if self.kind == 'Rel' else self.kind}"
        return f"{self.edge + ': ' if self.edge else ''}{self.kind}{self.detail}"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "detail": self.detail.strip(),
            "schema": self.schema,
            "path": self.path,
            "edge": self.edge,
            "findings": [d.to_json() for d in self.findings],
            "children": [c.to_json() for c in self.children],
        }


def explain_tree(
    plan: Plan, limits: PlanLimits = DEFAULT_LIMITS, findings: Sequence[Diagnostic] = ()
) -> list[ExplainNode]:
    """The nodes of every plan relation; each of ``findings`` (validator diagnostics) is attached to
    the deepest relation whose path its path starts with. Raises
    :class:`~substrait_py.errors.InvalidPlanError` (``plan-too-deep``, ``plan-too-large``) for a plan
    beyond ``limits``."""
    enforce_plan_limits(plan, limits)
    roots = _Explainer(plan).nodes()
    if findings:
        _attach(roots, findings)
    return roots


def explain_plan(
    plan: Plan,
    limits: PlanLimits = DEFAULT_LIMITS,
    *,
    schema: bool = True,
    width: int | None = None,
    findings: Sequence[Diagnostic] = (),
) -> str:
    """The relation tree of every plan relation as text, one node per line (its output schema after
    ``->`` with ``schema``), the ``findings`` under their nodes, lines wrapped at ``width`` characters.

    Raises :class:`~substrait_py.errors.InvalidPlanError` (``plan-too-deep``, ``plan-too-large``) for a
    plan beyond ``limits``."""
    lines: list[str] = []
    stack: list[tuple[ExplainNode, int]] = [(n, 0) for n in reversed(explain_tree(plan, limits, findings))]
    while stack:
        node, depth = stack.pop()
        text = node.label() + (f" -> {node.schema}" if schema or node.kind == "Root" else "")
        lines.extend(_wrap(_prefix(depth), text, width))
        for line in finding_lines(node.findings):
            lines.extend(_wrap(_prefix(depth) + "  ", f"! {line}", width))
        stack.extend((c, depth + 1) for c in reversed(node.children))
    return "\n".join(lines)


def finding_lines(findings: Sequence[Diagnostic]) -> list[str]:
    """One line per (severity, code) of ``findings``: its first message, and how many more there are."""
    groups: dict[tuple[str, str], list[Diagnostic]] = {}
    for d in findings:
        groups.setdefault((str(d.severity), d.code), []).append(d)
    out = []
    for (severity, code), found in groups.items():
        more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
        out.append(f"{severity}: {found[0].message} [{code}]{more}")
    return out


def _wrap(prefix: str, text: str, width: int | None) -> list[str]:
    """``prefix + text``, or, past ``width`` characters, several lines (continuations indented)."""
    if width is None or len(prefix) + len(text) <= width:
        return [prefix + text]
    return _wrap_parts(prefix, text, max(20, width - len(prefix)))


def _wrap_parts(prefix: str, text: str, room: int) -> list[str]:
    import textwrap

    first, *rest = textwrap.wrap(text, room, break_on_hyphens=False) or [""]
    out = [prefix + first]
    if rest:
        out.extend(prefix + "    " + line for line in textwrap.wrap(" ".join(rest), max(16, room - 4)))
    return out


def _attach(roots: list[ExplainNode], findings: Sequence[Diagnostic]) -> None:
    nodes: list[ExplainNode] = []
    stack = list(roots)
    while stack:
        n = stack.pop()
        nodes.append(n)
        stack.extend(n.children)
    nodes.sort(key=lambda n: len(n.path), reverse=True)
    for d in findings:
        for n in nodes:
            if d.path == n.path or (d.path.startswith(n.path) and d.path[len(n.path)] in ".["):
                n.findings.append(d)
                break
        else:
            if roots:
                roots[0].findings.append(d)


def _dot_text(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


def _short(text: str, limit: int = 120) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def render_dot(roots: Sequence[ExplainNode], *, schema: bool = False) -> str:
    """Graphviz DOT of the trees: one box per relation (findings in red), edges from parent to child."""
    lines = ["digraph plan {", "  rankdir=TB;", '  node [shape=box, fontname="monospace", fontsize=10];']
    counter = 0
    stack: list[tuple[ExplainNode, str | None]] = [(n, None) for n in reversed(roots)]
    while stack:
        node, parent = stack.pop()
        name = f"n{counter}"
        counter += 1
        label = [_short(node.kind + node.detail)]
        if schema or node.kind == "Root":
            label.append(_short(node.schema))
        label.extend(_short(line) for line in finding_lines(node.findings))
        color = ", color=red, fontcolor=red" if any(str(d.severity) == "error" for d in node.findings) else ""
        text = "\\l".join(_dot_text(x) for x in label) + "\\l"
        lines.append(f'  {name} [label="{text}"{color}];')
        if parent is not None:
            edge = f' [label="{_dot_text(node.edge)}"]' if node.edge else ""
            lines.append(f"  {parent} -> {name}{edge};")
        stack.extend((c, name) for c in reversed(node.children))
    lines.append("}")
    return "\n".join(lines) + "\n"


def _mermaid_text(text: str) -> str:
    out = []
    for ch in text:
        if ch.isalnum() or ch in " _.,:;+-*/=$?()[]'":
            out.append(ch)
        else:
            out.append(f"#{ord(ch)};")
    return "".join(out)


def render_mermaid(roots: Sequence[ExplainNode], *, schema: bool = False) -> str:
    """A Mermaid flowchart (``flowchart TD``) of the trees; characters Mermaid reads as syntax are
    written as entity codes (``#34;``)."""
    lines = ["flowchart TD"]
    counter = 0
    stack: list[tuple[ExplainNode, str | None]] = [(n, None) for n in reversed(roots)]
    while stack:
        node, parent = stack.pop()
        name = f"n{counter}"
        counter += 1
        label = [_short(node.kind + node.detail)]
        if schema or node.kind == "Root":
            label.append(_short(node.schema))
        label.extend(_short(line) for line in finding_lines(node.findings))
        text = "<br/>".join(_mermaid_text(x) for x in label)
        lines.append(f'  {name}["{text}"]')
        if parent is not None:
            arrow = f"-->|{_mermaid_text(node.edge)}|" if node.edge else "-->"
            lines.append(f"  {parent} {arrow} {name}")
        if any(str(d.severity) == "error" for d in node.findings):
            lines.append(f"  style {name} stroke:#d00,color:#d00")
        stack.extend((c, name) for c in reversed(node.children))
    return "\n".join(lines) + "\n"


def render_json(roots: Sequence[ExplainNode]) -> str:
    """The trees as JSON: a list of nodes with ``kind``, ``detail``, ``schema``, ``path``, ``edge``,
    ``findings`` and ``children``."""
    import json

    return json.dumps([r.to_json() for r in roots], indent=1)


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
        #: how many lambdas enclose the expression being written (their parameters are named by depth)
        self.lambda_depth = 0

    def fn_name(self, anchor: int) -> str:
        if self.index is not None and anchor in self.index.functions:
            return str(self.index.functions[anchor].base_name)
        return f"fn#{anchor}"

    def fields(self, rel: Rel) -> list[Any] | None:
        try:
            return list(self.deriver.rel_fields(rel, ""))
        except SubstraitPyError:  # a malformed relation: the validator's finding says why
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

    def nodes(self) -> list[ExplainNode]:
        out: list[ExplainNode] = []
        for i, prel in enumerate(self.plan.relations):
            kind = prel.WhichOneof("rel_type")
            if kind == "root":
                root = ExplainNode("Root", "", self.root_schema(i, prel.root), f"relations[{i}].root")
                root.children.append(self.tree(prel.root.input, f"relations[{i}].root.input"))
                out.append(root)
            elif kind == "rel":
                top = ExplainNode("Rel", "", "", f"relations[{i}].rel")
                top.children.append(self.tree(prel.rel, f"relations[{i}].rel"))
                out.append(top)
        return out

    def tree(self, top: Rel, path: str) -> ExplainNode:
        result: list[ExplainNode] = []
        stack: list[tuple[Rel, str, str, list[ExplainNode]]] = [(top, path, "", result)]
        while stack:
            rel, rel_path, edge, into = stack.pop()
            kind = rel.WhichOneof("rel_type")
            if kind is None:
                into.append(ExplainNode("<empty rel>", "", "", rel_path, edge))
                continue
            node = getattr(rel, kind)
            children = self.children(node)
            inputs = self.input_fields(node, children)
            made = ExplainNode(
                kind.capitalize(),
                self.detail(kind, node, inputs),
                self.schema_text(self.fields(rel)),
                rel_path,
                edge,
            )
            into.append(made)
            for name, child in reversed(children):
                stack.append(
                    (child, f"{rel_path}.{kind}.{name}", name if name != "input" else "", made.children)
                )
        return result[0]

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

    def window(self, w: Any, fields: Sequence[Any]) -> str:
        """A window function's partitions, orders and frame, as SQL writes them."""
        parts = []
        if len(w.partitions):
            parts.append("partition by " + ", ".join(self.expr(p, fields) for p in w.partitions))
        if len(w.sorts):
            parts.append(
                "order by " + ", ".join(f"{self.expr(x.expr, fields)} {self.direction(x)}" for x in w.sorts)
            )
        if w.HasField("lower_bound") or w.HasField("upper_bound"):
            from substrait.algebra_pb2 import Expression as E

            unit = enum_label(E.WindowFunction.BoundsType, w.bounds_type, "BOUNDS_TYPE_") or "rows"
            unit = "rows" if unit in ("unspecified", "") else unit
            parts.append(f"{unit} between {_bound(w.lower_bound)} and {_bound(w.upper_bound)}")
        return " ".join(parts)

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
                if sel.WhichOneof("root_type") == "lambda_parameter_reference":
                    depth = self.lambda_depth - 1 - sel.lambda_parameter_reference.steps_out
                    text = _lambda_parameter(depth, i)
                    while seg.HasField("child") and seg.child.WhichOneof("reference_type") == "struct_field":
                        seg = seg.child.struct_field
                        text += f".{seg.field}"
                    return text
                prefix = ""
                if sel.WhichOneof("root_type") == "outer_reference":
                    by_anchor = sel.outer_reference.WhichOneof("outer_reference_type") == "rel_reference"
                    prefix = f"outer@{sel.outer_reference.rel_reference}." if by_anchor else "outer."
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
            return (
                self.function(e.window_function, fields) + f" over ({self.window(e.window_function, fields)})"
            )
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
        if kind == "execution_context_variable":
            return e.execution_context_variable.WhichOneof("execution_context_variable_type") or f"<{kind}>"
        if kind == "dynamic_parameter":
            return f"?{e.dynamic_parameter.parameter_reference}"
        if kind == "lambda":
            return self.lambda_text(getattr(e, "lambda"), fields)
        if kind == "lambda_invocation":
            inv = e.lambda_invocation
            args = ", ".join(self.expr(a, fields) for a in inv.arguments.fields)
            return f"({self.lambda_text(getattr(inv, 'lambda'), fields)})({args})"
        return f"<{kind}>"

    def lambda_text(self, lam: Expression.Lambda, fields: Sequence[Any]) -> str:
        """``(x0, x1) -> body``: parameters named by how many lambdas enclose this one."""
        params = ", ".join(_lambda_parameter(self.lambda_depth, i) for i in range(len(lam.parameters.types)))
        self.lambda_depth += 1
        try:
            body = self.expr(lam.body, fields)
        finally:
            self.lambda_depth -= 1
        return f"({params}) -> {body}"


def _lambda_parameter(depth: int, index: int) -> str:
    """The name of parameter ``index`` of the lambda nested ``depth`` lambdas deep (``x0``, ``x1`` of
    the outermost, ``y0`` of one inside it, ...; a reference past the outermost lambda says so)."""
    if depth < 0:
        return f"<unbound lambda parameter {index}>"
    letters = "xyzuvw"
    return f"{letters[depth]}{index}" if depth < len(letters) else f"x{depth}_{index}"


def _bound(b: Any) -> str:
    kind = b.WhichOneof("kind")
    if kind == "preceding":
        return f"{b.preceding.offset} preceding"
    if kind == "following":
        return f"{b.following.offset} following"
    if kind == "current_row":
        return "current row"
    if kind == "unbounded":
        return "unbounded"
    return "unbounded"


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
    if kind == "interval_year_to_month":
        return f"interval '{value.years} years {value.months} months'"
    if kind == "interval_day_to_second":
        sub = f" {value.subseconds}e-{value.precision}" if value.subseconds else ""
        return f"interval '{value.days} days {value.seconds} seconds{sub}'"
    if kind in ("timestamp", "timestamp_tz", "time"):
        return f"{kind} {value} us"
    if kind in ("precision_timestamp", "precision_timestamp_tz", "precision_time"):
        return f"{kind.removeprefix('precision_')} {value.value}e-{value.precision} s"
    if kind in ("list", "struct"):
        items = ", ".join(_literal(v) for v in (value.values if kind == "list" else value.fields))
        return f"[{items}]" if kind == "list" else f"{{{items}}}"
    if kind == "map":
        return "{" + ", ".join(f"{_literal(kv.key)}: {_literal(kv.value)}" for kv in value.key_values) + "}"
    if kind in ("binary", "fixed_binary"):
        return "x'" + bytes(value).hex() + "'"
    if kind == "uuid":
        return "uuid '" + bytes(value).hex() + "'"
    if isinstance(value, (int, float, bool, str)):
        return str(value).lower() if isinstance(value, bool) else str(value)
    return f"<{kind}>"
