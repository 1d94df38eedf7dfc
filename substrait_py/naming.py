"""Output names for plans without names, as SQL engines derive a column's name from its expression.

Rules:

* a bare column is its **unqualified** name: ``SELECT t1.id`` -> ``id``;
* a column inside a compound expression is qualified ``relation.name`` when its relation is
  known (a named table's last name part): ``SELECT AVG(c1)`` -> ``avg(table.c1)``;
* function names are lower case, arguments separated by ``", "``: ``f(table.c1, table.c2)``;
* string literals are not quoted: ``SELECT 'foo'`` -> ``foo``;
* every operator expression is wrapped in parentheses with spaces around the operator:
  ``(- 2)``, ``(1 + 2)``, ``abs((- t1.id))``. The two rules hold together at every depth:
  ``SELECT t1.id + ABS(id)`` -> ``(t1.id + abs(t1.id))`` and
  ``ABS(id * t1.id)`` -> ``abs((t1.id * t1.id))``.

Substrait function names map to SQL operators (:data:`BINARY_OPERATORS`,
:data:`PREFIX_OPERATORS`, :data:`POSTFIX_OPERATORS`); every other function prints as
``name(arg, ...)``. A column with no known name prints as ``_c<i>`` (Spark's convention for
unnamed columns).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from substrait.algebra_pb2 import AggregateFunction, ConsistentPartitionWindowRel, Expression, Rel

from substrait_py import typesys
from substrait_py.references import top_level_field
from substrait_py.values import format_date, format_decimal

if TYPE_CHECKING:
    from substrait_py.schema import LogicalField, SchemaDeriver

FunctionName = Callable[[int], str]

BINARY_OPERATORS: dict[str, str] = {
    "add": "+",
    "subtract": "-",
    "multiply": "*",
    "divide": "/",
    "modulus": "%",
    "modulo": "%",
    "equal": "=",
    "not_equal": "!=",
    "lt": "<",
    "gt": ">",
    "lte": "<=",
    "gte": ">=",
    "and": "AND",
    "or": "OR",
    "like": "LIKE",
    "ilike": "ILIKE",
    "is_distinct_from": "IS DISTINCT FROM",
    "is_not_distinct_from": "IS NOT DISTINCT FROM",
    "bitwise_and": "&",
    "bitwise_or": "|",
    "bitwise_xor": "^",
    "shift_left": "<<",
    "shift_right": ">>",
}
PREFIX_OPERATORS: dict[str, str] = {"negate": "-", "not": "NOT", "bitwise_not": "~"}
POSTFIX_OPERATORS: dict[str, str] = {
    "is_null": "IS NULL",
    "is_not_null": "IS NOT NULL",
    "is_true": "IS TRUE",
    "is_false": "IS FALSE",
    "is_not_true": "IS NOT TRUE",
    "is_not_false": "IS NOT FALSE",
    "is_nan": "IS NAN",
}


def unnamed(i: int) -> str:
    """The name of output column ``i`` when nothing better is known."""
    return f"_c{i}"


def _column(i: int, fields: Sequence[LogicalField], qualified: bool) -> str:
    if not 0 <= i < len(fields):
        return unnamed(i)
    f = fields[i]
    name = f.name if f.name is not None else unnamed(i)
    if qualified and f.relation:
        return f"{f.relation}.{name}"
    return name


def literal_text(lit: Expression.Literal) -> str:
    """A literal as it appears in a name: strings unquoted, NULL for nulls."""
    kind = lit.WhichOneof("literal_type")
    if kind is None or kind == "null":
        return "NULL"
    if kind == "boolean":
        return "true" if lit.boolean else "false"
    if kind in ("i8", "i16", "i32", "i64"):
        return str(getattr(lit, kind))
    if kind in ("fp32", "fp64"):
        v = float(getattr(lit, kind))
        return str(int(v)) if v.is_integer() and abs(v) < 1e16 else repr(v)
    if kind in ("string", "fixed_char"):
        return str(getattr(lit, kind))
    if kind == "var_char":
        return lit.var_char.value
    if kind == "decimal":
        return format_decimal(lit.decimal.value, lit.decimal.scale)
    if kind == "date":
        return format_date(lit.date)
    if kind in ("binary", "fixed_binary"):
        return getattr(lit, kind).hex()
    return kind


def _segments(seg: Expression.ReferenceSegment) -> str:
    out = ""
    cur = seg
    while True:
        kind = cur.WhichOneof("reference_type")
        if kind == "struct_field":
            out += f"[{cur.struct_field.field}]"
            nxt = cur.struct_field
        elif kind == "list_element":
            out += f"[{cur.list_element.offset}]"
            nxt = cur.list_element
        elif kind == "map_key":
            out += f"[{literal_text(cur.map_key.map_key)}]"
            nxt = cur.map_key
        else:
            return out
        if not nxt.HasField("child"):
            return out
        cur = nxt.child


def _selection(ref: Expression.FieldReference, fields: Sequence[LogicalField], qualified: bool) -> str:
    root = ref.WhichOneof("root_type")
    if ref.WhichOneof("reference_type") != "direct_reference":
        return "masked"
    seg = ref.direct_reference
    if root in (None, "root_reference") and seg.WhichOneof("reference_type") == "struct_field":
        base = _column(seg.struct_field.field, fields, qualified)
        rest = _segments(seg.struct_field.child) if seg.struct_field.HasField("child") else ""
        return base + rest
    if root == "outer_reference":
        o = ref.outer_reference
        if o.WhichOneof("outer_reference_type") == "rel_reference":
            return f"outer@{o.rel_reference}" + _segments(seg)
        return f"outer{o.steps_out}" + _segments(seg)
    return "ref" + _segments(seg)


def _call(name: str, args: list[str]) -> str:
    lname = name.lower()
    if lname in BINARY_OPERATORS and len(args) >= 2:
        return "(" + f" {BINARY_OPERATORS[lname]} ".join(args) + ")"
    if lname in PREFIX_OPERATORS and len(args) == 1:
        return f"({PREFIX_OPERATORS[lname]} {args[0]})"
    if lname in POSTFIX_OPERATORS and len(args) == 1:
        return f"({args[0]} {POSTFIX_OPERATORS[lname]})"
    return f"{lname}({', '.join(args)})"


def _args(
    arguments: Sequence[object], fields: Sequence[LogicalField], function_name: FunctionName
) -> list[str]:
    out: list[str] = []
    for a in arguments:
        kind = a.WhichOneof("arg_type")  # type: ignore[attr-defined]
        if kind == "value":
            out.append(_name(a.value, fields, function_name, True))  # type: ignore[attr-defined]
        elif kind == "enum":
            out.append(a.enum)  # type: ignore[attr-defined]
        elif kind == "type":
            out.append(typesys.type_str(a.type))  # type: ignore[attr-defined]
    return out


def _name(e: Expression, fields: Sequence[LogicalField], function_name: FunctionName, compound: bool) -> str:
    kind = e.WhichOneof("rex_type")
    if kind == "selection":
        return _selection(e.selection, fields, compound)
    if kind == "literal":
        return literal_text(e.literal)
    if kind == "scalar_function":
        f = e.scalar_function
        return _call(function_name(f.function_reference), _args(f.arguments, fields, function_name))
    if kind == "window_function":
        f2 = e.window_function
        return _call(function_name(f2.function_reference), _args(f2.arguments, fields, function_name))
    if kind == "cast":
        inner = _name(e.cast.input, fields, function_name, True)
        return f"CAST({inner} AS {typesys.type_str(typesys.with_nullability(e.cast.type, False))})"
    if kind == "if_then":
        parts = [
            f"WHEN {_name(getattr(c, 'if'), fields, function_name, True)} "
            f"THEN {_name(c.then, fields, function_name, True)}"
            for c in e.if_then.ifs
        ]
        if e.if_then.HasField("else"):
            parts.append(f"ELSE {_name(getattr(e.if_then, 'else'), fields, function_name, True)}")
        return "CASE " + " ".join(parts) + " END"
    if kind == "switch_expression":
        s = e.switch_expression
        parts = [
            f"WHEN {literal_text(getattr(c, 'if'))} THEN {_name(c.then, fields, function_name, True)}"
            for c in s.ifs
        ]
        if s.HasField("else"):
            parts.append(f"ELSE {_name(getattr(s, 'else'), fields, function_name, True)}")
        return f"CASE {_name(s.match, fields, function_name, True)} " + " ".join(parts) + " END"
    if kind == "singular_or_list":
        sol = e.singular_or_list
        opts = ", ".join(_name(o, fields, function_name, True) for o in sol.options)
        return f"({_name(sol.value, fields, function_name, True)} IN ({opts}))"
    if kind == "nested":
        n = e.nested
        nk = n.WhichOneof("nested_type")
        if nk == "struct":
            return "struct(" + ", ".join(_name(x, fields, function_name, True) for x in n.struct.fields) + ")"
        if nk == "list":
            return "[" + ", ".join(_name(x, fields, function_name, True) for x in n.list.values) + "]"
        if nk == "map":
            kvs = ", ".join(
                _name(kv.key, fields, function_name, True)
                + ", "
                + _name(kv.value, fields, function_name, True)
                for kv in n.map.key_values
            )
            return f"map({kvs})"
    if kind == "subquery":
        return f"({e.subquery.WhichOneof('subquery_type') or 'subquery'} subquery)"
    if kind == "execution_context_variable":
        return e.execution_context_variable.WhichOneof("execution_context_variable_type") or str(kind)
    if kind == "dynamic_parameter":
        return f"?{e.dynamic_parameter.parameter_reference}"  # a placeholder, as SQL writes one
    return str(kind)


def expression_name(
    expr: Expression, input_fields: Sequence[LogicalField], function_name: FunctionName
) -> str:
    """The output name of ``expr`` computed over ``input_fields`` (see the module rules).

    ``function_name`` maps a function anchor to its (base) name, e.g. ``SchemaDeriver.function_name``."""
    try:
        return _name(expr, input_fields, function_name, False)
    except RecursionError:
        return "expression"


def aggregate_name(
    f: AggregateFunction, input_fields: Sequence[LogicalField], function_name: FunctionName
) -> str:
    """The output name of an aggregate measure: ``avg(table.c1)``, ``count(DISTINCT t.x)``,
    ``count(*)`` for a call without arguments."""
    args = _args(f.arguments, input_fields, function_name)
    name = function_name(f.function_reference).lower()
    if not args:
        return f"{name}(*)"
    distinct = "DISTINCT " if f.invocation == AggregateFunction.AGGREGATION_INVOCATION_DISTINCT else ""
    if distinct:
        return f"{name}({distinct}{', '.join(args)})"
    return _call(name, args)


def window_name(
    f: ConsistentPartitionWindowRel.WindowRelFunction,
    input_fields: Sequence[LogicalField],
    function_name: FunctionName,
) -> str:
    """The output name of a window function of a window relation: ``name(args)``."""
    return _call(function_name(f.function_reference), _args(f.arguments, input_fields, function_name))


def names_for_fields(fields: Sequence[LogicalField]) -> list[str]:
    """Names of output fields: each field's name, ``_c<i>`` where it has none."""
    return [f.name if f.name is not None else unnamed(i) for i, f in enumerate(fields)]


def derive_names(rel: Rel, deriver: SchemaDeriver) -> list[str]:
    """The output names of a relation without names, by the naming rules (see the module doc)."""
    return names_for_fields(deriver.rel_fields(rel))


__all__ = [
    "BINARY_OPERATORS",
    "POSTFIX_OPERATORS",
    "PREFIX_OPERATORS",
    "aggregate_name",
    "derive_names",
    "expression_name",
    "literal_text",
    "names_for_fields",
    "top_level_field",
    "window_name",
]
