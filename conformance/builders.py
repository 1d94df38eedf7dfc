"""A small plan-building DSL for the golden conformance plans.

The golden cases need plans that exercise one relation option at a time (every join type, every set
operation, grouping sets with the index column, masks, write/DDL forms, ...), with exact control over each
proto field. substrait-python's ``substrait.builders.plan`` covers the common relations but not all of these
options (mark/single joins, multiset set operations, measure filters, byte-range slicing, masks on reads), so
this module builds the ``substrait.algebra_pb2`` messages directly and stands on substrait-python where it
fits: the extension registry (``ExtensionRegistry.lookup_function``) resolves each function call to its
declared compound name (``add:i32_i32``) and output type, so every call in a golden plan carries the type the
standard extension YAMLs derive, never a guess.

Invariants:

* a :class:`R` (relation) always knows its output types (after emit), so field references and the root's
  types are derived, not written by hand; :meth:`PlanBuilder.plan` returns a plan whose root types the case
  records as the expected output types;
* function anchors and extension URN anchors are allocated once per (URN, compound name) per builder, in
  first-use order, so regenerated plans are byte-stable;
* types are written in Substrait's short form (``i32?``, ``decimal<15,2>``, ``struct<i32, list?<string>>``)
  and parsed by :func:`parse_type`, the inverse of :func:`substrait_py.typesys.type_str`.
"""

from __future__ import annotations

import datetime as _dt
import decimal as _decimal
import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import pyarrow as pa
from substrait import algebra_pb2 as alg
from substrait import plan_pb2
from substrait import type_pb2 as tp
from substrait.algebra_pb2 import Expression
from substrait.extensions import extensions_pb2 as ext
from substrait.type_pb2 import Type

from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.typesys import type_str

__all__ = [
    "Ex",
    "PlanBuilder",
    "R",
    "arrow_type",
    "parse_type",
    "type_str",
]

#: The spec minor version the golden plans declare (URN extension references: 0.85 and later).
SPEC_MINOR = 85
NULLABLE = Type.NULLABILITY_NULLABLE
REQUIRED = Type.NULLABILITY_REQUIRED

# --------------------------------------------------------------------------------------------- type strings

_SIMPLE: dict[str, str] = {
    "boolean": "bool",
    "bool": "bool",
    "i8": "i8",
    "i16": "i16",
    "i32": "i32",
    "i64": "i64",
    "fp32": "fp32",
    "fp64": "fp64",
    "string": "string",
    "binary": "binary",
    "date": "date",
    "timestamp": "timestamp",
    "timestamp_tz": "timestamp_tz",
    "time": "time",
    "interval_year": "interval_year",
    "uuid": "uuid",
}


class _TypeParser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def fail(self, why: str) -> InvalidPlanError:
        return InvalidPlanError(f"bad type string {self.text!r} at {self.pos}: {why}", code="bad-type")

    def skip(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos] == " ":
            self.pos += 1

    def word(self) -> str:
        self.skip()
        start = self.pos
        while self.pos < len(self.text) and (self.text[self.pos].isalnum() or self.text[self.pos] == "_"):
            self.pos += 1
        if start == self.pos:
            raise self.fail("expected a type name")
        return self.text[start : self.pos]

    def peek(self, ch: str) -> bool:
        self.skip()
        return self.pos < len(self.text) and self.text[self.pos] == ch

    def take(self, ch: str) -> None:
        if not self.peek(ch):
            raise self.fail(f"expected {ch!r}")
        self.pos += 1

    def params(self, types: bool, count: int | None = None) -> list[Any]:
        out = self._params(types)
        if count is not None and len(out) != count:
            raise self.fail(f"expected {count} parameter(s), got {len(out)}")
        return out

    def _params(self, types: bool) -> list[Any]:
        out: list[Any] = []
        if not self.peek("<"):
            return out
        self.take("<")
        while True:
            if types:
                out.append(self.type())
            else:
                word = self.word()
                if not word.isdigit():
                    raise self.fail(f"expected an integer parameter, got {word!r}")
                out.append(int(word))
            if self.peek(","):
                self.take(",")
                continue
            self.take(">")
            return out

    def type(self) -> Type:
        name = self.word().lower()
        nullable = False
        if self.peek("?"):
            self.take("?")
            nullable = True
        n = NULLABLE if nullable else REQUIRED
        t = Type()
        if name in _SIMPLE:
            getattr(t, _SIMPLE[name]).nullability = n
        elif name == "decimal":
            p, s = self.params(False, 2)
            t.decimal.precision, t.decimal.scale, t.decimal.nullability = p, s, n
        elif name in ("varchar", "fixedchar", "fixedbinary"):
            (length,) = self.params(False, 1)
            kind = {"varchar": "varchar", "fixedchar": "fixed_char", "fixedbinary": "fixed_binary"}[name]
            getattr(t, kind).length = length
            getattr(t, kind).nullability = n
        elif name in ("precision_timestamp", "precision_timestamp_tz", "precision_time", "interval_day"):
            (prec,) = self.params(False, 1)
            getattr(t, name).precision = prec
            getattr(t, name).nullability = n
        elif name == "struct":
            t.struct.types.extend(self.params(True))
            t.struct.nullability = n
        elif name == "list":
            (elem,) = self.params(True, 1)
            t.list.type.CopyFrom(elem)
            t.list.nullability = n
        elif name == "map":
            key, value = self.params(True, 2)
            t.map.key.CopyFrom(key)
            t.map.value.CopyFrom(value)
            t.map.nullability = n
        else:
            raise self.fail(f"unknown type {name!r}")
        return t


def parse_type(text: str) -> Type:
    """Parse Substrait's short type form (``i32?``, ``decimal?<15,2>``, ``list<struct<i32, string?>>``).

    The inverse of :func:`substrait_py.typesys.type_str` for the types the golden cases use. Raises
    ``InvalidPlanError`` (code ``bad-type``) for anything else.
    """
    parser = _TypeParser(text)
    t = parser.type()
    parser.skip()
    if parser.pos != len(text):
        raise parser.fail("trailing text")
    return t


def _kind(t: Type) -> str:
    kind = t.WhichOneof("kind")
    if kind is None:
        raise InvalidPlanError("type with no kind", code="bad-type")
    return kind


def is_nullable(t: Type) -> bool:
    """Whether ``t`` is nullable at its top level."""
    return bool(getattr(t, _kind(t)).nullability == NULLABLE)


def nullable(t: Type, flag: bool = True) -> Type:
    """A copy of ``t`` with its top-level nullability set to ``flag``."""
    out = Type()
    out.CopyFrom(t)
    getattr(out, _kind(out)).nullability = NULLABLE if flag else REQUIRED
    return out


def arrow_type(t: Type) -> pa.DataType:
    """The Arrow type that holds values of Substrait type ``t`` (struct fields named ``f0``, ``f1``...)."""
    kind = _kind(t)
    simple: dict[str, pa.DataType] = {
        "bool": pa.bool_(),
        "i8": pa.int8(),
        "i16": pa.int16(),
        "i32": pa.int32(),
        "i64": pa.int64(),
        "fp32": pa.float32(),
        "fp64": pa.float64(),
        "string": pa.string(),
        "binary": pa.binary(),
        "date": pa.date32(),
        "timestamp": pa.timestamp("us"),
        "timestamp_tz": pa.timestamp("us", tz="UTC"),
        "varchar": pa.string(),
        "fixed_char": pa.string(),
        "fixed_binary": pa.binary(),
    }
    if kind in simple:
        return simple[kind]
    if kind == "decimal":
        return pa.decimal128(t.decimal.precision, t.decimal.scale)
    if kind in ("precision_timestamp", "precision_timestamp_tz"):
        prec = getattr(t, kind).precision
        units: dict[int, Literal["s", "ms", "us", "ns"]] = {0: "s", 3: "ms", 6: "us", 9: "ns"}
        unit = units[min(u for u in units if u >= prec)] if prec <= 9 else "ns"
        return pa.timestamp(unit, tz="UTC") if kind.endswith("_tz") else pa.timestamp(unit)
    if kind == "struct":
        return pa.struct(
            [pa.field(f"f{i}", arrow_type(x), nullable=is_nullable(x)) for i, x in enumerate(t.struct.types)]
        )
    if kind == "list":
        return pa.list_(pa.field("item", arrow_type(t.list.type), nullable=is_nullable(t.list.type)))
    if kind == "map":
        return pa.map_(arrow_type(t.map.key), arrow_type(t.map.value))
    raise UnsupportedFeatureError(f"type {type_str(t)}", "no Arrow type for it in the golden suite")


# ------------------------------------------------------------------------------------------------ literals


def literal(value: Any, t: Type) -> Expression.Literal:
    """A literal of Substrait type ``t`` holding the Python ``value`` (``None`` is a typed null)."""
    lit = Expression.Literal()
    nul = is_nullable(t)
    kind = _kind(t)
    if value is None:
        lit.null.CopyFrom(nullable(t, True))
        return lit
    lit.nullable = nul
    if kind == "bool":
        lit.boolean = bool(value)
    elif kind in ("i8", "i16", "i32", "i64", "fp32", "fp64", "string", "binary"):
        setattr(lit, kind, value)
    elif kind == "date":
        day = value if isinstance(value, _dt.date) else _dt.date.fromisoformat(str(value))
        lit.date = (day - _dt.date(1970, 1, 1)).days
    elif kind in ("precision_timestamp", "precision_timestamp_tz"):
        # a datetime: naive for a wall time, aware (any zone) for an instant
        when = (
            value
            if kind == "precision_timestamp"
            else value.astimezone(_dt.timezone.utc).replace(tzinfo=None)
        )
        micros = (when - _dt.datetime(1970, 1, 1)) // _dt.timedelta(microseconds=1)
        precision = getattr(t, kind).precision
        target = getattr(lit, kind)
        target.precision = precision
        target.value = micros * 10 ** (precision - 6) if precision >= 6 else micros // 10 ** (6 - precision)
    elif kind == "decimal":
        scale = t.decimal.scale
        unscaled = int(_decimal.Decimal(str(value)).scaleb(scale).to_integral_exact())
        lit.decimal.value = unscaled.to_bytes(16, "little", signed=True)
        lit.decimal.precision = t.decimal.precision
        lit.decimal.scale = scale
    elif kind == "varchar":
        lit.var_char.value = str(value)
        lit.var_char.length = t.varchar.length
    elif kind == "struct":
        for v, ft in zip(value, t.struct.types, strict=True):
            lit.struct.fields.append(literal(v, ft))
    elif kind == "list":
        if not value:
            lit.empty_list.CopyFrom(t.list)
        else:
            for v in value:
                lit.list.values.append(literal(v, t.list.type))
    elif kind == "map":
        if not value:
            lit.empty_map.CopyFrom(t.map)
        else:
            for k, v in value:
                kv = lit.map.key_values.add()
                kv.key.CopyFrom(literal(k, t.map.key))
                kv.value.CopyFrom(literal(v, t.map.value))
    else:
        raise UnsupportedFeatureError(f"literal of type {type_str(t)}", "not built by the golden DSL")
    return lit


# ------------------------------------------------------------------------------------------------ wrappers


@dataclass
class Ex:
    """An expression and its Substrait type."""

    expr: Expression
    type: Type


@dataclass
class LambdaParameter:
    """Parameter ``index`` (of type ``type``) of the lambda ``depth`` lambdas deep that ``builder`` builds."""

    builder: PlanBuilder
    depth: int
    index: int
    type: Type

    def ref(self) -> Ex:
        """A reference to this parameter from the body being built (``steps_out`` counts the lambdas
        between)."""
        e = Expression()
        e.selection.direct_reference.struct_field.field = self.index
        e.selection.lambda_parameter_reference.steps_out = self.builder.lambda_depth - 1 - self.depth
        return Ex(e, self.type)


@dataclass
class R:
    """A relation and its output types (after emit)."""

    rel: alg.Rel
    types: list[Type]
    names: list[str] = field(default_factory=list)


Schema = Sequence[tuple[str, str]]


def named_struct(schema: Schema) -> tp.NamedStruct:
    """A ``NamedStruct`` from ``(name, type string)`` pairs (top-level names; nested struct fields unnamed
    get ``<name>_<i>`` names depth-first)."""
    ns = tp.NamedStruct()
    for name, text in schema:
        t = parse_type(text)
        ns.struct.types.append(t)
        ns.names.append(name)
        ns.names.extend(_nested_names(name, t))
    ns.struct.nullability = REQUIRED
    return ns


def _nested_names(prefix: str, t: Type) -> list[str]:
    kind = _kind(t)
    out: list[str] = []
    if kind == "struct":
        for i, ft in enumerate(t.struct.types):
            name = f"{prefix}_{i}"
            out.append(name)
            out.extend(_nested_names(name, ft))
    elif kind == "list":
        out.extend(_nested_names(prefix, t.list.type))
    elif kind == "map":
        out.extend(_nested_names(prefix, t.map.key))
        out.extend(_nested_names(prefix, t.map.value))
    return out


_FUNCTION_URNS: tuple[str, ...] = (
    "extension:io.substrait:functions_comparison",
    "extension:io.substrait:functions_boolean",
    "extension:io.substrait:functions_arithmetic",
    "extension:io.substrait:functions_arithmetic_decimal",
    "extension:io.substrait:functions_aggregate_generic",
    "extension:io.substrait:functions_string",
    "extension:io.substrait:functions_list",
    "extension:io.substrait:functions_datetime",
)


@functools.lru_cache(maxsize=1)
def _registry() -> Any:
    """substrait-python's registry of the standard extension YAMLs (loaded once)."""
    from substrait.extension_registry import ExtensionRegistry

    return ExtensionRegistry(load_default_extensions=True)


class PlanBuilder:
    """Builds one plan: relations, expressions, and the extension declarations they need."""

    def __init__(self) -> None:
        self._urns: dict[str, int] = {}
        self._functions: dict[tuple[str, str], int] = {}
        self._plan = plan_pb2.Plan()
        #: how many lambdas enclose the body being built (a parameter reference's steps_out counts them)
        self.lambda_depth = 0

    # ------------------------------------------------------------------ functions

    def _anchor(self, urn: str, name: str) -> int:
        key = (urn, name)
        if key in self._functions:
            return self._functions[key]
        if urn not in self._urns:
            self._urns[urn] = len(self._urns) + 1
            self._plan.extension_urns.add(extension_urn_anchor=self._urns[urn], urn=urn)
        anchor = len(self._functions) + 1
        self._functions[key] = anchor
        decl = ext.SimpleExtensionDeclaration()
        decl.extension_function.extension_urn_reference = self._urns[urn]
        decl.extension_function.function_anchor = anchor
        decl.extension_function.name = name
        self._plan.extensions.append(decl)
        return anchor

    def _resolve(self, name: str, arg_types: Sequence[Type | str]) -> tuple[str, str, Type]:
        """(URN, compound name, output type) of ``name`` over ``arg_types`` from the standard extensions."""
        for urn in _FUNCTION_URNS:
            found = _registry().lookup_function(urn, name, list(arg_types))
            if found is not None:
                entry, out = found
                compound = repr(entry).rstrip(":")
                return urn, compound, out
        sig = ", ".join(t if isinstance(t, str) else type_str(t) for t in arg_types)
        raise UnsupportedFeatureError(f"function {name}({sig})", "no standard extension declares it")

    def call(self, name: str, *args: Ex | str) -> Ex:
        """A scalar function call; the output type comes from the extension YAML. A text argument is an
        enum argument (``"FLOOR"``)."""
        urn, compound, out = self._resolve(name, [a if isinstance(a, str) else a.type for a in args])
        e = Expression()
        f = e.scalar_function
        f.function_reference = self._anchor(urn, compound)
        f.output_type.CopyFrom(out)
        for a in args:
            if isinstance(a, str):
                f.arguments.add().enum = a
            else:
                f.arguments.add().value.CopyFrom(a.expr)
        return Ex(e, out)

    def agg(
        self,
        name: str,
        *args: Ex | str,
        distinct: bool = False,
        filter: Ex | None = None,
        options: Mapping[str, str] | None = None,
    ) -> tuple[alg.AggregateRel.Measure, Type]:
        """A measure (aggregate function, ``DISTINCT`` when asked, optional filter) and its output type.
        A text argument is an enum argument (``"EXACT"``); ``options`` gives one value per option."""
        urn, compound, out = self._resolve(name, [a if isinstance(a, str) else a.type for a in args])
        m = alg.AggregateRel.Measure()
        f = m.measure
        f.function_reference = self._anchor(urn, compound)
        f.output_type.CopyFrom(out)
        f.phase = alg.AGGREGATION_PHASE_INITIAL_TO_RESULT
        f.invocation = (
            alg.AggregateFunction.AGGREGATION_INVOCATION_DISTINCT
            if distinct
            else alg.AggregateFunction.AGGREGATION_INVOCATION_ALL
        )
        for a in args:
            if isinstance(a, str):
                f.arguments.add().enum = a
            else:
                f.arguments.add().value.CopyFrom(a.expr)
        for option, value in (options or {}).items():
            f.options.add(name=option, preference=[value])
        if filter is not None:
            m.filter.CopyFrom(filter.expr)
        return m, out

    def lambda_(self, parameter_types: Sequence[str], body: Callable[..., Ex]) -> Ex:
        """A lambda ``(p0, p1, ...) -> body``: ``body`` is called with one :class:`LambdaParameter` per
        parameter (``p.ref()`` refers to it, from this lambda's body or one nested in it); its type is
        ``func<parameters -> body>``."""
        types = [parse_type(t) for t in parameter_types]
        params = [LambdaParameter(self, self.lambda_depth, i, t) for i, t in enumerate(types)]
        self.lambda_depth += 1
        try:
            b = body(*params)
        finally:
            self.lambda_depth -= 1
        e = Expression()
        lam = getattr(e, "lambda")
        lam.parameters.types.extend(types)
        lam.parameters.nullability = Type.NULLABILITY_REQUIRED
        lam.body.CopyFrom(b.expr)
        func = Type(
            func=Type.Func(parameter_types=types, return_type=b.type, nullability=Type.NULLABILITY_REQUIRED)
        )
        return Ex(e, func)

    @staticmethod
    def invoke(lam: Ex, *args: Ex) -> Ex:
        """The lambda ``lam`` applied in place to ``args`` (a lambda invocation); its type is the body's."""
        e = Expression()
        getattr(e.lambda_invocation, "lambda").CopyFrom(getattr(lam.expr, "lambda"))
        for a in args:
            e.lambda_invocation.arguments.fields.add().CopyFrom(a.expr)
        return Ex(e, lam.type.func.return_type)

    # ---------------------------------------------------------------- expressions

    @staticmethod
    def lit(value: Any, type_text: str) -> Ex:
        """A literal of the type written as ``type_text``."""
        t = parse_type(type_text)
        e = Expression()
        e.literal.CopyFrom(literal(value, t))
        return Ex(e, t)

    @staticmethod
    def field(index: int, types: Sequence[Type]) -> Ex:
        """A direct reference to field ``index`` of a row with ``types``."""
        if not 0 <= index < len(types):
            raise InvalidPlanError(
                f"field {index} out of range ({len(types)} fields)", code="field-out-of-range"
            )
        e = Expression()
        e.selection.direct_reference.struct_field.field = index
        e.selection.root_reference.SetInParent()
        return Ex(e, types[index])

    @staticmethod
    def ref(selection: Expression.FieldReference, t: Type) -> Ex:
        """An expression from a hand-built field reference whose type the caller states."""
        e = Expression()
        e.selection.CopyFrom(selection)
        return Ex(e, t)

    @staticmethod
    def cast(value: Ex, type_text: str) -> Ex:
        """``CAST(value AS type)`` (failure behaviour unspecified)."""
        t = parse_type(type_text)
        e = Expression()
        e.cast.type.CopyFrom(t)
        e.cast.input.CopyFrom(value.expr)
        return Ex(e, t)

    # ------------------------------------------------------------------ relations

    @staticmethod
    def _emit(rel_common: alg.RelCommon, emit: Sequence[int] | None) -> None:
        if emit is None:
            rel_common.direct.SetInParent()
        else:
            rel_common.emit.output_mapping.extend(emit)

    @staticmethod
    def _after_emit(types: list[Type], emit: Sequence[int] | None) -> list[Type]:
        return list(types) if emit is None else [types[i] for i in emit]

    def named_table(self, names: str | Sequence[str], schema: Schema) -> R:
        """Read a named table with the given base schema."""
        rel = alg.Rel()
        read = rel.read
        read.common.direct.SetInParent()
        read.base_schema.CopyFrom(named_struct(schema))
        read.named_table.names.extend([names] if isinstance(names, str) else list(names))
        return R(rel, list(read.base_schema.struct.types), [n for n, _ in schema])

    def virtual_table(self, schema: Schema, rows: Sequence[Sequence[Any]]) -> R:
        """Read a virtual table whose rows are literal structs."""
        rel = alg.Rel()
        read = rel.read
        read.common.direct.SetInParent()
        read.base_schema.CopyFrom(named_struct(schema))
        types = list(read.base_schema.struct.types)
        read.virtual_table.SetInParent()
        for row in rows:
            st = read.virtual_table.expressions.add()
            for v, t in zip(row, types, strict=True):
                st.fields.add().literal.CopyFrom(literal(v, t))
        return R(rel, types, [n for n, _ in schema])

    def local_files(self, schema: Schema, items: Sequence[alg.ReadRel.LocalFiles.FileOrFiles]) -> R:
        """Read local files (items built by the caller: path, format, slicing)."""
        rel = alg.Rel()
        read = rel.read
        read.common.direct.SetInParent()
        read.base_schema.CopyFrom(named_struct(schema))
        read.local_files.items.extend(items)
        return R(rel, list(read.base_schema.struct.types), [n for n, _ in schema])

    @staticmethod
    def file_item(
        uri: str, fmt: str, *, start: int = 0, length: int = 0, **options: Any
    ) -> alg.ReadRel.LocalFiles.FileOrFiles:
        """One local-files item: ``uri_file`` with format ``parquet``, ``orc``, ``arrow`` or ``text``."""
        item = alg.ReadRel.LocalFiles.FileOrFiles()
        item.uri_file = uri
        item.start = start
        item.length = length
        if fmt == "text":
            item.text.field_delimiter = options.get("delimiter", ",")
            item.text.max_line_size = options.get("max_line_size", 1 << 20)
            item.text.quote = options.get("quote", '"')
            item.text.header_lines_to_skip = options.get("header_lines_to_skip", 1)
            item.text.escape = options.get("escape", "\\")
            if "null" in options:
                item.text.value_treated_as_null = options["null"]
        else:
            getattr(item, fmt).SetInParent()
        return item

    def read_options(
        self,
        r: R,
        *,
        filter: Ex | None = None,
        best_effort_filter: Ex | None = None,
        projection: Expression.MaskExpression | None = None,
        projected_types: Sequence[Type] | None = None,
    ) -> R:
        """Set the filter, best-effort filter and projection of a read (in place); the projected output
        types must be stated by the caller when a projection is given (the seed's result schema)."""
        read = r.rel.read
        if filter is not None:
            read.filter.CopyFrom(filter.expr)
        if best_effort_filter is not None:
            read.best_effort_filter.CopyFrom(best_effort_filter.expr)
        types = list(r.types)
        if projection is not None:
            read.projection.CopyFrom(projection)
            if projected_types is None:
                raise InvalidPlanError("a projected read needs its output types", code="bad-case")
            types = list(projected_types)
        return R(r.rel, types)

    def filter(self, r: R, cond: Ex) -> R:
        """``FilterRel``."""
        rel = alg.Rel()
        rel.filter.common.direct.SetInParent()
        rel.filter.input.CopyFrom(r.rel)
        rel.filter.condition.CopyFrom(cond.expr)
        return R(rel, list(r.types))

    def project(self, r: R, exprs: Sequence[Ex], emit: Sequence[int] | None = None) -> R:
        """``ProjectRel``: the input fields followed by ``exprs``, then ``emit``."""
        rel = alg.Rel()
        p = rel.project
        self._emit(p.common, emit)
        p.input.CopyFrom(r.rel)
        for e in exprs:
            p.expressions.append(e.expr)
        return R(rel, self._after_emit([*r.types, *(e.type for e in exprs)], emit))

    def select(self, r: R, exprs: Sequence[Ex]) -> R:
        """A project that outputs only ``exprs``."""
        n = len(r.types)
        return self.project(r, exprs, emit=list(range(n, n + len(exprs))))

    def sort(self, r: R, keys: Sequence[tuple[Ex, str]]) -> R:
        """``SortRel``; directions: ``asc_nulls_first``, ``asc_nulls_last``, ``desc_nulls_first``,
        ``desc_nulls_last``, ``clustered``."""
        rel = alg.Rel()
        s = rel.sort
        s.common.direct.SetInParent()
        s.input.CopyFrom(r.rel)
        for e, direction in keys:
            sf = s.sorts.add()
            sf.expr.CopyFrom(e.expr)
            sf.direction = alg.SortField.SortDirection.Value(f"SORT_DIRECTION_{direction.upper()}")
        return R(rel, list(r.types))

    def fetch(self, r: R, *, offset: int | None = None, count: int | None = None) -> R:
        """``FetchRel`` with ``offset_expr``/``count_expr`` i64 literals (absent when ``None``)."""
        rel = alg.Rel()
        f = rel.fetch
        f.common.direct.SetInParent()
        f.input.CopyFrom(r.rel)
        if offset is not None:
            f.offset_expr.CopyFrom(self.lit(offset, "i64").expr)
        if count is not None:
            f.count_expr.CopyFrom(self.lit(count, "i64").expr)
        return R(rel, list(r.types))

    def cross(self, left: R, right: R) -> R:
        """``CrossRel``."""
        rel = alg.Rel()
        c = rel.cross
        c.common.direct.SetInParent()
        c.left.CopyFrom(left.rel)
        c.right.CopyFrom(right.rel)
        return R(rel, [*left.types, *right.types])

    def join(
        self,
        left: R,
        right: R,
        cond: Ex,
        how: str,
        *,
        post_join_filter: Ex | None = None,
        emit: Sequence[int] | None = None,
    ) -> R:
        """``JoinRel`` of type ``how`` (``inner``, ``outer``, ``left``, ``right``, ``left_semi``,
        ``right_semi``, ``left_anti``, ``right_anti``, ``left_single``, ``right_single``, ``left_mark``,
        ``right_mark``).

        Output types per the spec: outer sides nullable; semi/anti keep one side; single joins keep both
        sides with the optional side nullable; mark joins keep the marked side plus a ``boolean?`` mark.
        """
        rel = alg.Rel()
        j = rel.join
        self._emit(j.common, emit)
        j.left.CopyFrom(left.rel)
        j.right.CopyFrom(right.rel)
        j.expression.CopyFrom(cond.expr)
        j.type = alg.JoinRel.JoinType.Value(f"JOIN_TYPE_{how.upper()}")
        lt, rt = list(left.types), list(right.types)
        nl = [nullable(t) for t in lt]
        nr = [nullable(t) for t in rt]
        boolean = parse_type("boolean?")
        out: dict[str, list[Type]] = {
            "inner": lt + rt,
            "outer": nl + nr,
            "left": lt + nr,
            "right": nl + rt,
            "left_semi": lt,
            "left_anti": lt,
            "right_semi": rt,
            "right_anti": rt,
            "left_single": lt + nr,
            "right_single": nl + rt,
            "left_mark": [*lt, boolean],
            "right_mark": [*rt, boolean],
        }
        types = out[how]
        if post_join_filter is not None:
            j.post_join_filter.CopyFrom(post_join_filter.expr)
        return R(rel, self._after_emit(types, emit))

    def set(self, op: str, inputs: Sequence[R]) -> R:
        """``SetRel`` (``minus_primary``, ``minus_primary_all``, ``minus_multiset``, ``intersection_primary``,
        ``intersection_multiset``, ``intersection_multiset_all``, ``union_distinct``, ``union_all``).

        Output nullability per the spec's table: minus keeps the primary's; intersection primary is
        nullable when the primary and any secondary are; intersection multiset is nullable only when every
        input is; unions are nullable when any input is.
        """
        rel = alg.Rel()
        s = rel.set
        s.common.direct.SetInParent()
        for r in inputs:
            s.inputs.append(r.rel)
        s.op = alg.SetRel.SetOp.Value(f"SET_OP_{op.upper()}")
        types: list[Type] = []
        for i, t in enumerate(inputs[0].types):
            flags = [is_nullable(r.types[i]) for r in inputs]
            if op.startswith("minus"):
                n = flags[0]
            elif op == "intersection_primary":
                n = flags[0] and any(flags[1:])
            elif op.startswith("intersection"):
                n = all(flags)
            else:
                n = any(flags)
            types.append(nullable(t, n))
        return R(rel, types)

    def aggregate(
        self,
        r: R,
        groupings: Sequence[Ex],
        sets: Sequence[Sequence[int]] | None,
        measures: Sequence[tuple[alg.AggregateRel.Measure, Type]],
        emit: Sequence[int] | None = None,
    ) -> R:
        """``AggregateRel`` with grouping expressions, grouping sets (lists of indexes into them; ``None``
        means one set of all expressions, or no grouping when there are none) and measures.

        Output: grouping expressions (nullable when not in every set), measures, and the ``i32`` grouping
        set index when there is more than one set.
        """
        rel = alg.Rel()
        a = rel.aggregate
        self._emit(a.common, emit)
        a.input.CopyFrom(r.rel)
        for g in groupings:
            a.grouping_expressions.append(g.expr)
        if sets is None:
            sets = [list(range(len(groupings)))] if groupings else []
        for s in sets:
            a.groupings.add().expression_references.extend(s)
        types: list[Type] = []
        for i, g in enumerate(groupings):
            in_all = all(i in s for s in sets)
            types.append(g.type if in_all else nullable(g.type))
        for m, t in measures:
            a.measures.append(m)
            types.append(t)
        if len(sets) > 1:
            types.append(parse_type("i32"))
        return R(rel, self._after_emit(types, emit))

    @staticmethod
    def reference(ordinal: int, types: Sequence[Type]) -> R:
        """``ReferenceRel`` to ``plan.relations[ordinal]`` (whose output types the caller passes)."""
        rel = alg.Rel()
        rel.reference.subtree_ordinal = ordinal
        return R(rel, list(types))

    def write(
        self,
        r: R,
        table: str,
        schema: Schema,
        op: str,
        *,
        create_mode: str = "unspecified",
        output: str = "no_output",
    ) -> R:
        """``WriteRel`` on a named table (``op``: ``insert``, ``ctas``, ``delete``, ``update``)."""
        rel = alg.Rel()
        w = rel.write
        w.named_table.names.append(table)
        w.table_schema.CopyFrom(named_struct(schema))
        w.op = alg.WriteRel.WriteOp.Value(f"WRITE_OP_{op.upper()}")
        w.create_mode = alg.WriteRel.CreateMode.Value(f"CREATE_MODE_{create_mode.upper()}")
        w.output = alg.WriteRel.OutputMode.Value(f"OUTPUT_MODE_{output.upper()}")
        w.input.CopyFrom(r.rel)
        return R(rel, list(r.types) if output == "modified_records" else [])

    def ddl(
        self,
        name: str,
        obj: str,
        op: str,
        schema: Schema = (),
        view: R | None = None,
    ) -> R:
        """``DdlRel`` (``obj``: ``table`` or ``view``; ``op``: ``create``, ``create_or_replace``, ``drop``,
        ``drop_if_exist``)."""
        rel = alg.Rel()
        d = rel.ddl
        d.named_object.names.append(name)
        if schema:
            d.table_schema.CopyFrom(named_struct(schema))
            d.table_defaults.SetInParent()
            for _n, text in schema:
                d.table_defaults.fields.append(literal(None, nullable(parse_type(text))))
        d.object = alg.DdlRel.DdlObject.Value(f"DDL_OBJECT_{obj.upper()}")
        d.op = alg.DdlRel.DdlOp.Value(f"DDL_OP_{op.upper()}")
        if view is not None:
            d.view_definition.CopyFrom(view.rel)
        return R(rel, [])

    # ----------------------------------------------------------------------- plan

    def plan(self, root_rel: R, names: Sequence[str] | None, shared: Iterable[R] = ()) -> plan_pb2.Plan:
        """The plan: ``shared`` relations first (``relations[0..]``, targets of ReferenceRels), then the
        root with ``names`` (``None`` leaves the root unnamed, for the naming seed's cases)."""
        plan = plan_pb2.Plan()
        plan.CopyFrom(self._plan)
        plan.version.major_number = 0
        plan.version.minor_number = SPEC_MINOR
        plan.version.producer = "substrait-py golden"
        for s in shared:
            plan.relations.add().rel.CopyFrom(s.rel)
        root = plan.relations.add().root
        root.input.CopyFrom(root_rel.rel)
        if names is not None:
            if len(names) != len(root_rel.types):
                raise InvalidPlanError(
                    f"{len(names)} root names for {len(root_rel.types)} output fields",
                    code="root-names-count",
                )
            for name, t in zip(names, root_rel.types, strict=True):
                root.names.append(name)
                root.names.extend(_nested_names(name, t))
        return plan
