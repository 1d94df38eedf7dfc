"""Spark SQL or a PySpark DataFrame -> a Substrait plan.

:func:`to_substrait` reads Spark's **optimized** logical plan, not the analyzed one. The optimizer turns
``EXISTS``/``IN`` subqueries and correlated scalar subqueries into (semi/anti) joins and aggregates, folds
constants (``date '1998-12-01' - interval '90' day`` becomes a date literal), removes ``SubqueryAlias`` and
``View`` wrappers and prunes columns: the result uses only relations and functions every Substrait consumer
knows, which is what other engines need. The few rules that would introduce Spark-only nodes are switched
off while the producer re-optimizes the analyzed plan (:data:`EXCLUDED_RULES`: ``LimitPushDown`` puts
per-partition ``LocalLimit``\\ s below unions and joins, ``RewriteDistinctAggregates`` turns
``count(DISTINCT x)`` into ``Expand`` + ``gid`` filters, runtime filters and dynamic partition pruning add
bloom filters and ``DynamicPruning`` subqueries, ``OptimizeIn`` turns long ``IN`` lists into ``InSet``, and
``MergeScalarSubqueries``/``RewriteExceptAll``/``RewriteIntersectAll`` add struct-packing and
``ReplicateRows`` generators, ``DecimalAggregates`` sums decimals as ``UnscaledValue`` longs and
``InferWindowGroupLimit`` adds a ``WindowGroupLimit`` node). The analyzed plan is still read, once,
for the names of the tables and views the leaves came from.

Both plans cross py4j once each as ``TreeNode.toJSON()`` and are walked in Python
(:mod:`spark_consumer.producer_tree`). Only leaves that are not a named table or view (a DataFrame read
straight from files, an inline ``VALUES`` table) need further JVM calls.

Output conventions:

* extension functions by their standard URN (``extension:io.substrait:functions_arithmetic``) and
  compound name (``add:i64_i64``), declared through substrait-python's ``ExtensionCollector``, overloads
  resolved by its ``ExtensionRegistry``;
* every field reference is positional; a relation's output is tracked as a list of Catalyst attributes
  (``exprId``) and each reference becomes that attribute's position;
* the ``RelRoot`` names are the column names Spark shows (``df.columns``), nested struct names depth-first;
* types are Spark's exactly (decimal precision and scale included): where a Substrait function derives
  another type than Spark computes, the call is wrapped in a cast to Spark's type;
* a Spark node or expression the producer cannot express exactly raises :class:`UnsupportedFeatureError`
  naming it.

Every plan is checked before it is returned: :func:`substrait_py.validate.validate_plan` reports no error,
the plan survives serialize -> parse -> compare in binary and JSON, and the root types equal Spark's schema.

Reads are emitted by :meth:`SparkProducer.emit_read` from a :class:`TableSource`, which lists the source's
fields; a later extension (metadata columns) marks fields there and attaches its message
to ``ReadRel.advanced_extension`` without touching the rest of the producer.
"""

from __future__ import annotations

import datetime as _dt
import decimal as _decimal
import functools
import json
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from pyspark.sql import types as T
from substrait import algebra_pb2 as alg
from substrait import plan_pb2
from substrait.algebra_pb2 import Expression
from substrait.extension_registry import ExtensionCollector, ExtensionRegistry
from substrait.type_pb2 import NamedStruct, Type

from spark_consumer.producer_functions import (
    AGGREGATE,
    DATE_PARTS,
    LOGARITHMS,
    SCALAR,
    TIME_PARTS,
    TRIMS,
    URN_AGGREGATE_GENERIC,
    URN_ARITHMETIC,
    URN_ARITHMETIC_DECIMAL,
    URN_BOOLEAN,
    URN_DATETIME,
    URN_LIST,
    URN_LOGARITHMIC,
    URN_ROUNDING,
    URN_ROUNDING_DECIMAL,
    URN_STRING,
    FunctionMapping,
    spark_result_type,
)
from spark_consumer.producer_tree import Node, parse_plan_json, parse_tree
from spark_consumer.session import settings_set
from spark_consumer.types import substrait_type
from substrait_py.errors import InvalidPlanError, SubstraitPyError, UnsupportedFeatureError
from substrait_py.typesys import is_nullable, same_type, type_str, with_nullability

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

#: Output conventions: the standard extensions only, or DataFusion's spelling where it cannot read them.
Dialect = Literal["standard", "datafusion"]


#: Optimizer rules switched off while the producer re-optimizes (see the module docstring).
EXCLUDED_RULES: tuple[str, ...] = (
    "org.apache.spark.sql.catalyst.optimizer.LimitPushDown",
    "org.apache.spark.sql.catalyst.optimizer.RewriteDistinctAggregates",
    "org.apache.spark.sql.catalyst.optimizer.InjectRuntimeFilter",
    "org.apache.spark.sql.execution.dynamicpruning.PartitionPruning",
    "org.apache.spark.sql.catalyst.optimizer.OptimizeIn",
    "org.apache.spark.sql.catalyst.optimizer.MergeScalarSubqueries",  # Spark before 4.1
    "org.apache.spark.sql.execution.planmerging.MergeSubplans",  # its successor
    "org.apache.spark.sql.catalyst.optimizer.RewriteExceptAll",
    "org.apache.spark.sql.catalyst.optimizer.RewriteIntersectAll",
    "org.apache.spark.sql.catalyst.optimizer.DecimalAggregates",
    "org.apache.spark.sql.catalyst.optimizer.InferWindowGroupLimit",
)

PRODUCER_NAME = "substrait-py spark producer"

_LEAF_RELATIONS = ("LogicalRelation", "HiveTableRelation", "LocalRelation", "LogicalRDD", "OneRowRelation")
#: Leaves that a ``SubqueryAlias`` names as a table without a ``View`` in between (catalog tables).
_CATALOG_RELATIONS = ("LogicalRelation", "HiveTableRelation")

_REGISTRY: list[ExtensionRegistry] = []


def _registry() -> ExtensionRegistry:
    """substrait-python's registry of the standard extensions (loaded once: parsing the YAML is slow)."""
    if not _REGISTRY:
        _REGISTRY.append(ExtensionRegistry(load_default_extensions=True))
    return _REGISTRY[0]


# ------------------------------------------------------------------------------------------ data model


@dataclass
class Attr:
    """One output column of a produced relation: the Catalyst attribute it carries and its types."""

    expr_id: int
    name: str
    dtype: T.DataType
    type: Type


@dataclass
class Produced:
    """A produced relation and its output columns in order (position i = field i)."""

    rel: alg.Rel
    attrs: list[Attr]


@dataclass
class Typed:
    """A produced expression with its Substrait type and Spark's type of the value."""

    expr: Expression
    type: Type
    dtype: T.DataType


@dataclass
class TableSource:
    """What a read relation reads: a named table (``names``) or files (``files``, ``file_format``), with
    the fields it exposes. ``metadata`` is reserved for the metadata-column extension:
    field name -> metadata key."""

    attrs: list[Attr]
    names: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    file_format: str = ""
    rows: list[tuple[Any, ...]] | None = None
    metadata: dict[str, str] = field(default_factory=dict)


@dataclass
class _Scope:
    """Expression scope: the input columns, outer scopes (innermost last), and substitutions (expression
    key -> position) used when translating an aggregate's result expressions."""

    attrs: list[Attr]
    outer: tuple[list[Attr], ...] = ()
    substitutions: dict[Any, Typed] = field(default_factory=dict)


# ------------------------------------------------------------------------------------------ helpers


def parse_spark_type(value: Any) -> T.DataType:
    """A Spark DataType from its JSON form in a Catalyst tree (``"decimal(15,2)"`` or a struct object)."""
    from pyspark.sql.types import _parse_datatype_json_value

    try:
        return _parse_datatype_json_value(value)
    except Exception as exc:
        raise UnsupportedFeatureError(f"Spark type {value!r}", str(exc)) from exc


def _named_struct_names(name: str, dt: T.DataType, out: list[str]) -> None:
    """Append ``name`` and the names of any nested struct fields of ``dt``, depth-first."""
    out.append(name)
    _nested_names(dt, out)


def _nested_names(dt: T.DataType, out: list[str]) -> None:
    if isinstance(dt, T.StructType):
        for f in dt.fields:
            _named_struct_names(f.name, f.dataType, out)
    elif isinstance(dt, T.ArrayType):
        _nested_names(dt.elementType, out)
    elif isinstance(dt, T.MapType):
        _nested_names(dt.keyType, out)
        _nested_names(dt.valueType, out)


def _field_ref(index: int, steps_out: int = 0) -> Expression:
    e = Expression()
    sel = e.selection
    sel.direct_reference.struct_field.field = index
    if steps_out:
        sel.outer_reference.steps_out = steps_out
    else:
        sel.root_reference.SetInParent()
    return e


def _reference_into(value: Expression) -> tuple[Expression, Expression.ReferenceSegment]:
    """A field reference continuing ``value`` and its empty last segment, for the caller to fill: a
    reference's chain of segments is extended, any other expression becomes the root of a new one."""
    e = Expression()
    sel = e.selection
    if value.WhichOneof("rex_type") == "selection" and value.selection.HasField("direct_reference"):
        sel.CopyFrom(value.selection)
        seg = sel.direct_reference
        while True:
            step = getattr(seg, str(seg.WhichOneof("reference_type")))
            if not step.HasField("child"):
                return e, step.child
            seg = step.child
    sel.expression.CopyFrom(value)
    return e, sel.direct_reference


def _union_nullability(a: T.DataType, b: T.DataType) -> T.DataType:
    """``a`` (of the same type as ``b`` but for nullability) nullable wherever either is, at every level."""
    if isinstance(a, T.ArrayType) and isinstance(b, T.ArrayType):
        return T.ArrayType(_union_nullability(a.elementType, b.elementType), a.containsNull or b.containsNull)
    if isinstance(a, T.MapType) and isinstance(b, T.MapType):
        return T.MapType(
            _union_nullability(a.keyType, b.keyType),
            _union_nullability(a.valueType, b.valueType),
            a.valueContainsNull or b.valueContainsNull,
        )
    if isinstance(a, T.StructType) and isinstance(b, T.StructType) and len(a.fields) == len(b.fields):
        return T.StructType(
            [
                T.StructField(
                    fa.name, _union_nullability(fa.dataType, fb.dataType), fa.nullable or fb.nullable
                )
                for fa, fb in zip(a.fields, b.fields, strict=True)
            ]
        )
    return a


def _i64_literal(value: int) -> Expression:
    e = Expression()
    e.literal.i64 = value
    return e


def _key(node: Node) -> Any:
    """A structural key of an expression: attributes by ``exprId``, other nodes by class, scalar fields
    and children (used to match an aggregate's result expressions with its grouping expressions)."""
    if node.cls == "AttributeReference":
        return ("attr", node.expr_id())
    scalars = tuple(
        sorted(
            (k, json.dumps(v, sort_keys=True))
            for k, v in node.fields.items()
            if k not in ("num-children", "exprId", "resultId", "qualifier", "class")
        )
    )
    return (node.cls, scalars, tuple(_key(c) for c in node.children))


#: A leaf relation's identity: its class and the ``exprId`` of every output column. The first ``exprId``
#: alone is not one: the optimizer replaces a relation proven empty with an empty ``LocalRelation`` of
#: the same columns.
LeafKey = tuple[str, tuple[int, ...]]


def _leaf_key(node: Node) -> LeafKey:
    return node.cls, tuple(a.expr_id() for a in node.trees("output"))


@dataclass(frozen=True)
class _View:
    """The name parts a leaf relation was read under, and its rows as Spark's JSON writes them (a
    ``LocalRelation``'s ``data``; None for other leaves): the same leaf with other rows is not the view."""

    names: list[str]
    data: str | None


def _leaf_data(node: Node) -> str | None:
    return json.dumps(node.get("data"), sort_keys=True) if node.cls == "LocalRelation" else None


def _collect_views(root: Node) -> dict[LeafKey, _View]:
    """Map every leaf relation directly under a ``SubqueryAlias`` (through a ``View``) to that alias's name
    parts, searching subquery plans inside expressions too. Rows an alias names without a ``View``
    (``VALUES (...) AS v``) are no table: they are written as a virtual table."""
    out: dict[LeafKey, _View] = {}
    pending: list[Node] = [root]
    while pending:
        tree = pending.pop()
        for node in tree.walk():
            for value in node.fields.values():
                pending.extend(_embedded_trees(value))
            if node.cls != "SubqueryAlias":
                continue
            ident = node.get("identifier") or {}
            name = ident.get("name")
            qualifier = [q for q in (ident.get("qualifier") or []) if q != "spark_catalog"]
            child = node.children[0] if node.children else None
            through_view = False
            while child is not None and child.cls == "View":
                through_view = True
                child = child.children[0] if child.children else None
            if child is None or child.cls not in _LEAF_RELATIONS or not isinstance(name, str):
                continue
            if not through_view and child.cls not in _CATALOG_RELATIONS:
                continue  # an alias of rows written in the query (``VALUES ... AS v``), not a table
            if child.trees("output"):
                out.setdefault(_leaf_key(child), _View([*qualifier, name], _leaf_data(child)))
    return out


def _embedded_trees(value: Any) -> Iterator[Node]:
    """Plan trees embedded in a node's field (subquery plans inside expressions)."""
    if isinstance(value, list) and value:
        if isinstance(value[0], dict) and "class" in value[0]:
            tree = parse_tree(value)
            for n in tree.walk():
                if n.cls in ("ScalarSubquery", "ListQuery", "Exists", "LateralSubquery"):
                    plan = n.get("plan")
                    if isinstance(plan, list) and plan:
                        yield parse_tree(plan)
        else:
            for v in value:
                yield from _embedded_trees(v)
    elif isinstance(value, dict) and "product-class" in value:
        for v in value.values():
            yield from _embedded_trees(v)


# ------------------------------------------------------------------------------------------ literals


def _decimal_bytes(value: _decimal.Decimal, scale: int) -> bytes:
    unscaled = int(value.scaleb(scale).to_integral_value(rounding=_decimal.ROUND_HALF_UP))
    return unscaled.to_bytes(16, "little", signed=True)


_EPOCH = _dt.date(1970, 1, 1)
_TEMPORAL_TYPES = (T.DateType, T.TimestampType, T.TimestampNTZType)


def literal_from_spark(value: Any, dt: T.DataType, *, time_zone: str = "UTC") -> Typed:
    """A Substrait literal for a Catalyst ``Literal`` (its JSON ``value`` string and Spark type)."""
    e = Expression()
    lit = e.literal
    t = substrait_type(dt, value is None)
    if value is None:
        lit.null.CopyFrom(t)
        lit.nullable = True
        return Typed(e, t, dt)
    text = str(value)
    if isinstance(dt, T.BooleanType):
        lit.boolean = text == "true"
    elif isinstance(dt, T.ByteType):
        lit.i8 = int(text)
    elif isinstance(dt, T.ShortType):
        lit.i16 = int(text)
    elif isinstance(dt, T.IntegerType):
        lit.i32 = int(text)
    elif isinstance(dt, T.LongType):
        lit.i64 = int(text)
    elif isinstance(dt, T.FloatType):
        lit.fp32 = float(text)
    elif isinstance(dt, T.DoubleType):
        lit.fp64 = float(text)
    elif isinstance(dt, (T.StringType, T.CharType, T.VarcharType)):
        lit.string = text
    elif isinstance(dt, T.DecimalType):
        lit.decimal.value = _decimal_bytes(_decimal.Decimal(text), dt.scale)
        lit.decimal.precision = dt.precision
        lit.decimal.scale = dt.scale
    elif isinstance(dt, T.DateType):
        lit.date = (_dt.date.fromisoformat(text) - _EPOCH).days
    elif isinstance(dt, (T.TimestampType, T.TimestampNTZType)) and text.lstrip("-").isdigit():
        # Spark's JSON writes a TIMESTAMP_NTZ literal as its count of microseconds, not as text
        if isinstance(dt, T.TimestampType):
            lit.precision_timestamp_tz.value, lit.precision_timestamp_tz.precision = int(text), 6
        else:
            lit.precision_timestamp.value, lit.precision_timestamp.precision = int(text), 6
    elif isinstance(dt, (T.TimestampType, T.TimestampNTZType)):
        when = _dt.datetime.fromisoformat(text)
        if isinstance(dt, T.TimestampType):
            from zoneinfo import ZoneInfo

            when = when.replace(tzinfo=ZoneInfo(time_zone))
            micros = (when - _dt.datetime(1970, 1, 1, tzinfo=_dt.UTC)) // _dt.timedelta(microseconds=1)
            lit.precision_timestamp_tz.value = micros
            lit.precision_timestamp_tz.precision = 6
        else:
            micros = (when - _dt.datetime(1970, 1, 1)) // _dt.timedelta(microseconds=1)
            lit.precision_timestamp.value = micros
            lit.precision_timestamp.precision = 6
    elif isinstance(dt, T.DayTimeIntervalType):
        micros = int(text)
        days, rest = divmod(micros, 86_400_000_000)
        seconds, sub = divmod(rest, 1_000_000)
        iv = lit.interval_day_to_second
        iv.days, iv.seconds, iv.subseconds, iv.precision = days, seconds, sub, 6
    elif isinstance(dt, T.YearMonthIntervalType):
        years, months = divmod(int(text), 12)
        lit.interval_year_to_month.years = years
        lit.interval_year_to_month.months = months
    else:
        raise UnsupportedFeatureError(f"Spark literal of type {dt.simpleString()}")
    lit.nullable = False
    return Typed(e, with_nullability(t, False), dt)


def literal_from_python(value: Any, dt: T.DataType) -> Typed:
    """A Substrait literal for a Python value collected from Spark (VALUES rows, nested literals): lists,
    dicts and rows become list, map and struct literals, their items nullable as ``dt`` says."""
    if value is None:
        return literal_from_spark(None, dt)
    if isinstance(dt, (T.ArrayType, T.MapType, T.StructType)):
        return _nested_literal(value, dt)
    if isinstance(dt, T.BooleanType):
        return literal_from_spark("true" if value else "false", dt)
    if isinstance(dt, (T.DateType,)):
        return literal_from_spark(value.isoformat(), dt)
    if isinstance(dt, T.TimestampNTZType):
        return literal_from_spark(value.isoformat(), dt)
    if isinstance(dt, T.TimestampType):
        # PySpark collects a timestamp as a naive datetime in the Python process's local time zone;
        # astimezone reads a naive datetime as local time
        utc = value.astimezone(_dt.UTC).replace(tzinfo=None)
        return literal_from_spark(utc.isoformat(), dt, time_zone="UTC")
    if isinstance(dt, T.DayTimeIntervalType):
        return literal_from_spark(str(value // _dt.timedelta(microseconds=1)), dt)
    return literal_from_spark(str(value), dt)


def _nested_literal(value: Any, dt: T.ArrayType | T.MapType | T.StructType) -> Typed:
    def item(v: Any, item_dt: T.DataType, nullable: bool) -> Expression:
        lit = literal_from_python(v, item_dt).expr
        if lit.literal.WhichOneof("literal_type") != "null":
            lit.literal.nullable = nullable
        return lit

    e = Expression()
    lit = e.literal
    if isinstance(dt, T.ArrayType):
        if not value:
            lit.empty_list.type.CopyFrom(substrait_type(dt.elementType, dt.containsNull))
            lit.empty_list.nullability = Type.NULLABILITY_REQUIRED
        for v in value:
            lit.list.values.append(item(v, dt.elementType, dt.containsNull).literal)
    elif isinstance(dt, T.MapType):
        if not value:
            lit.empty_map.key.CopyFrom(substrait_type(dt.keyType, False))
            lit.empty_map.value.CopyFrom(substrait_type(dt.valueType, dt.valueContainsNull))
            lit.empty_map.nullability = Type.NULLABILITY_REQUIRED
        for k, v in value.items():
            kv = lit.map.key_values.add()
            kv.key.CopyFrom(item(k, dt.keyType, False).literal)
            kv.value.CopyFrom(item(v, dt.valueType, dt.valueContainsNull).literal)
    else:
        values = list(value)
        if len(values) != len(dt.fields):
            raise UnsupportedFeatureError(
                f"Spark struct literal of {len(values)} values for {dt.simpleString()}"
            )
        lit.struct.SetInParent()
        for v, f in zip(values, dt.fields, strict=True):
            lit.struct.fields.append(item(v, f.dataType, f.nullable).literal)
    lit.nullable = False
    return Typed(e, substrait_type(dt, False), dt)


# ------------------------------------------------------------------------------------------ producer


class SparkProducer:
    """Translates one optimized Catalyst plan (as parsed JSON) into Substrait.

    One handler per Catalyst node class (``rel_<Class>``) and per expression class (``expr_<Class>``),
    found by name; simple functions come from the tables in :mod:`spark_consumer.producer_functions`.
    Subclasses may add or override handlers.
    """

    def __init__(
        self,
        *,
        views: dict[LeafKey, _View] | None = None,
        ansi: bool = True,
        time_zone: str = "UTC",
        leaf_resolver: Callable[[Node], TableSource] | None = None,
        literal_resolver: Callable[[Node, T.DataType], Any] | None = None,
        dialect: Dialect = "standard",
        jvm_root: Any = None,
        try_casts: Callable[[Node], bool] | None = None,
    ) -> None:
        if dialect not in ("standard", "datafusion"):
            raise UnsupportedFeatureError(f"producer dialect {dialect!r}", "use 'standard' or 'datafusion'")
        self.dialect = dialect
        self.views = views or {}
        self.ansi = ansi
        self.time_zone = time_zone
        self.leaf_resolver = leaf_resolver
        self.literal_resolver = literal_resolver
        #: whether a Cast node is a TRY cast (``try_cast``), which Spark's JSON does not say
        self.try_casts = try_casts
        #: the failure behaviour of the casts being written, where the ANSI mode does not decide it
        self._cast_failure: Expression.Cast.FailureBehavior.ValueType | None = None
        self.jvm_root = jvm_root
        self._root: Node | None = None
        self.collector = ExtensionCollector()
        self.registry = _registry()
        self._outer: tuple[list[Attr], ...] = ()

    # -------------------------------------------------------------- entry points

    def plan(self, root: Node, names: Sequence[str] | None = None) -> plan_pb2.Plan:
        """The Substrait plan of Catalyst plan ``root``; root names default to its output names."""
        self._root = root
        produced = self.rel(root)
        out_names = list(names) if names is not None else [a.name for a in produced.attrs]
        if len(out_names) != len(produced.attrs):
            raise InvalidPlanError(
                f"{len(out_names)} names for {len(produced.attrs)} columns", code="producer-root-names"
            )
        plan = plan_pb2.Plan()
        from substrait.version import substrait_version

        parts = [int(x) for x in substrait_version.split(".")[:3] if x.isdigit()]
        while len(parts) < 3:
            parts.append(0)
        plan.version.major_number, plan.version.minor_number, plan.version.patch_number = parts[:3]
        plan.version.producer = PRODUCER_NAME
        root_rel = plan.relations.add().root
        root_rel.input.CopyFrom(produced.rel)
        flat: list[str] = []
        for name, attr in zip(out_names, produced.attrs, strict=True):
            _named_struct_names(name, attr.dtype, flat)
        root_rel.names.extend(flat)
        self.collector.write_into(plan)
        return plan

    def rel(self, node: Node) -> Produced:
        handler = getattr(self, f"rel_{node.cls}", None)
        if handler is None:
            raise UnsupportedFeatureError(f"Spark plan node {node.cls}")
        out: Produced = handler(node)
        return out

    def expr(self, node: Node, scope: _Scope) -> Typed:
        if scope.substitutions:
            hit = scope.substitutions.get(_key(node))
            if hit is not None:
                return hit
        handler = getattr(self, f"expr_{node.cls}", None)
        if handler is not None:
            out: Typed = handler(node, scope)
            return out
        if node.cls in SCALAR:
            args = [self.expr(c, scope) for c in node.children]
            result = self.call(node.cls, SCALAR[node.cls], args)
            if node.cls in _DIVISIONS and not self.ansi and isinstance(args[1].dtype, T.DecimalType):
                # the decimal overloads have no option for a zero divisor; Spark without ANSI gives null
                zero = self.call(
                    "EqualTo", SCALAR["EqualTo"], [args[1], literal_from_spark("0", args[1].dtype)]
                )
                return self._if_then([(zero, literal_from_spark(None, result.dtype))], result)
            return result
        if node.cls in DATE_PARTS:
            return self._date_part(node, scope)
        if node.cls in TIME_PARTS:
            return self._time_part(node, scope)
        if node.cls in LOGARITHMS:
            return self._logarithm(node, scope)
        if node.cls in TRIMS:
            return self._trim(node, scope)
        raise UnsupportedFeatureError(f"Spark expression {node.cls}")

    # -------------------------------------------------------------- functions

    def _resolve(self, name: str, urns: Sequence[str], signature: list[Type | str]) -> tuple[Any, Type, str]:
        hit = self.registry.find_function(name, signature, list(urns))
        if hit is None:
            shown = ", ".join(s if isinstance(s, str) else type_str(s) for s in signature)
            raise UnsupportedFeatureError(
                f"function {name}({shown})", "no standard Substrait extension declares this overload"
            )
        entry, out_type = hit
        compound = repr(entry).rstrip(":")
        return entry, out_type, compound

    def _options(self, entry: Any, wanted: Sequence[tuple[str, str]]) -> list[alg.FunctionOption]:
        declared = getattr(entry.impl, "options", None) or {}
        out: list[alg.FunctionOption] = []
        for name, wanted_value in wanted:
            value = wanted_value
            if value == "ansi":
                ansi_values = {
                    "overflow": "ERROR",
                    "on_division_by_zero": "ERROR",
                    "on_domain_error": "ERROR",
                }
                legacy_values = {
                    "overflow": "SILENT",
                    "on_division_by_zero": "NULL",
                    "on_domain_error": "NULL",
                }
                value = (ansi_values if self.ansi else legacy_values)[name]
            spec = declared.get(name)
            if spec is None or value not in list(getattr(spec, "values", []) or []):
                continue
            out.append(alg.FunctionOption(name=name, preference=[value]))
        return out

    def call(
        self,
        spark_class: str,
        mapping: FunctionMapping,
        args: list[Typed],
        *,
        enums: Sequence[tuple[int, str]] = (),
        extra_options: Sequence[tuple[str, str]] = (),
        dtype: T.DataType | None = None,
    ) -> Typed:
        """A scalar function call of ``mapping`` over ``args`` (enum arguments inserted at their positions),
        typed as Spark types ``spark_class``; cast to Spark's type where Substrait derives another."""
        signature: list[Type | str] = [a.type for a in args]
        for pos, value in enums:
            signature.insert(pos, value)
        entry, out_type, compound = self._resolve(mapping.name, mapping.urns, signature)
        fn = Expression()
        sf = fn.scalar_function
        if self.dialect == "datafusion" and mapping.name in _DATAFUSION_NAMES:
            sf.function_reference = self.collector.function_reference(None, _DATAFUSION_NAMES[mapping.name])
        else:
            sf.function_reference = self.collector.function_reference(entry.urn, compound)
        sf.output_type.CopyFrom(out_type)
        values = iter(args)
        for item in signature:
            arg = sf.arguments.add()
            if isinstance(item, str):
                arg.enum = item
            else:
                arg.value.CopyFrom(next(values).expr)
        sf.options.extend(self._options(entry, [*mapping.options, *extra_options]))
        if dtype is None:
            dtype = spark_result_type(spark_class, [a.dtype for a in args])
        spark_t = substrait_type(dtype, is_nullable(out_type))
        if _loses_scale(out_type, spark_t):
            # The extension derives a smaller decimal scale than Spark computes (decimal divide: the
            # YAML counts the divisor's precision where Spark counts its scale), so computing in the
            # derived type and casting would drop digits Spark keeps. Declare Spark's type instead; the
            # validator reports the difference as a warning (output-parameter-mismatch).
            sf.output_type.CopyFrom(spark_t)
            return Typed(fn, spark_t, dtype)
        return self.conform(Typed(fn, out_type, dtype))

    def conform(self, value: Typed) -> Typed:
        """``value`` cast to Spark's type ``value.dtype`` when its Substrait type differs."""
        want = substrait_type(value.dtype, is_nullable(value.type))
        if same_type(want, value.type, ignore_nullability=True):
            return value
        return self.cast(value, want, value.dtype)

    def cast(self, value: Typed, target: Type, dtype: T.DataType) -> Typed:
        """``value`` cast to ``target`` (Spark type ``dtype``), failing or null where it does not
        convert as the session's ANSI mode says. Spark's CAST between a timestamp and an integer counts
        seconds, Substrait's the type's units: it goes through a timestamp of precision 0."""
        source_temporal = isinstance(value.dtype, _TEMPORAL_TYPES)
        if source_temporal != isinstance(dtype, _TEMPORAL_TYPES) and not (
            isinstance(value.dtype, T.StringType) or isinstance(dtype, T.StringType)
        ):
            source, goal = (value.dtype, dtype) if source_temporal else (dtype, value.dtype)
            if not (isinstance(source, T.TimestampType) and isinstance(goal, T.IntegralType)):
                raise UnsupportedFeatureError(
                    f"Spark's CAST from {value.dtype.simpleString()} to {dtype.simpleString()}",
                    "Substrait's cast between a date or timestamp and a number counts the type's units; "
                    "Spark's counts seconds, or fails: write unix_seconds, unix_micros or timestamp_seconds",
                )
            seconds = substrait_type(T.TimestampType(), is_nullable(value.type))
            seconds.precision_timestamp_tz.precision = 0
            value = self._plain_cast(value, seconds, T.TimestampType())
        return self._plain_cast(value, target, dtype)

    def _plain_cast(self, value: Typed, target: Type, dtype: T.DataType) -> Typed:
        e = Expression()
        c = e.cast
        c.type.CopyFrom(target)
        c.input.CopyFrom(value.expr)
        fb = Expression.Cast.FailureBehavior
        if self._cast_failure is not None:
            c.failure_behavior = self._cast_failure
        else:
            c.failure_behavior = (
                fb.FAILURE_BEHAVIOR_THROW_EXCEPTION if self.ansi else fb.FAILURE_BEHAVIOR_RETURN_NULL
            )
        return Typed(e, target, dtype)

    # -------------------------------------------------------------- leaves

    def _leaf_attrs(self, node: Node) -> list[Attr]:
        attrs = []
        for a in node.trees("output"):
            if a.cls != "AttributeReference":
                raise UnsupportedFeatureError(f"relation output {a.cls}")
            meta = a.get("metadata") or {}
            if any(str(k).startswith("__") for k in meta):
                raise UnsupportedFeatureError(
                    f"metadata column {a.get('name')!r}", "metadata columns are not supported yet"
                )
            dt = parse_spark_type(a.get("dataType"))
            attrs.append(
                Attr(a.expr_id(), str(a.get("name")), dt, substrait_type(dt, bool(a.get("nullable"))))
            )
        return attrs

    def _leaf(self, node: Node) -> Produced:
        attrs = self._leaf_attrs(node)
        view = self.views.get(_leaf_key(node)) if attrs else None
        if view is not None and view.data == _leaf_data(node):
            source = TableSource(attrs=attrs, names=list(view.names))
        elif node.cls == "LocalRelation" and node.get("data") == []:
            source = TableSource(attrs=attrs, rows=[])  # what the optimizer leaves of a relation proven empty
        elif self.leaf_resolver is not None:
            source = self.leaf_resolver(node)
            source.attrs = attrs
        else:
            raise UnsupportedFeatureError(
                f"Spark relation {node.cls} without a table name",
                "register the DataFrame as a temporary view or table",
            )
        return Produced(self.emit_read(source), attrs)

    def emit_read(self, source: TableSource) -> alg.Rel:
        """The read relation of ``source`` (overridable: the metadata-column extension marks fields here)."""
        rel = alg.Rel()
        read = rel.read
        schema: NamedStruct = read.base_schema
        schema.struct.nullability = Type.NULLABILITY_REQUIRED
        for a in source.attrs:
            _named_struct_names(a.name, a.dtype, schema.names)
            schema.struct.types.append(a.type)
        if source.names:
            read.named_table.names.extend(source.names)
        elif source.rows is not None:
            vt = read.virtual_table
            vt.SetInParent()  # a table of no rows is still a virtual table
            for row in source.rows:
                st = vt.expressions.add()
                for value, a in zip(row, source.attrs, strict=True):
                    lit = literal_from_python(value, a.dtype)
                    if lit.expr.literal.WhichOneof("literal_type") == "null":
                        lit.expr.literal.null.CopyFrom(with_nullability(a.type, True))
                    st.fields.append(lit.expr)
        elif source.files:
            lf = read.local_files
            for path in source.files:
                item = lf.items.add()
                item.uri_file = path
                fmt = source.file_format.lower()
                if fmt == "parquet":
                    item.parquet.SetInParent()
                elif fmt == "orc":
                    item.orc.SetInParent()
                elif fmt == "arrow":
                    item.arrow.SetInParent()
                else:
                    raise UnsupportedFeatureError(f"file format {source.file_format!r}")
        else:
            raise UnsupportedFeatureError("a relation without a table name, files or rows")
        return rel

    def rel_LogicalRelation(self, node: Node) -> Produced:
        return self._leaf(node)

    def rel_HiveTableRelation(self, node: Node) -> Produced:
        return self._leaf(node)

    def rel_LocalRelation(self, node: Node) -> Produced:
        return self._leaf(node)

    def rel_LogicalRDD(self, node: Node) -> Produced:
        return self._leaf(node)

    def rel_OneRowRelation(self, node: Node) -> Produced:
        rel = alg.Rel()
        read = rel.read
        read.base_schema.struct.nullability = Type.NULLABILITY_REQUIRED
        read.virtual_table.expressions.add()
        return Produced(rel, [])

    # -------------------------------------------------------------- relations

    def _scope(self, attrs: list[Attr]) -> _Scope:
        return _Scope(attrs, self._outer)

    def rel_Project(self, node: Node) -> Produced:
        child = self.rel(node.child())
        return self._project(child, node.trees("projectList"), self._scope(child.attrs))

    def _project(self, child: Produced, items: list[Node], scope: _Scope) -> Produced:
        n_in = len(child.attrs)
        exprs: list[Expression] = []
        mapping: list[int] = []
        attrs: list[Attr] = []
        for item in items:
            target = item.children[0] if item.cls == "Alias" else item
            value = self.expr(target, scope)
            if item.cls in ("Alias", "AttributeReference"):
                name, expr_id = str(item.get("name")), item.expr_id()
            else:
                raise UnsupportedFeatureError(f"Spark project item {item.cls}")
            sel = value.expr.selection if value.expr.WhichOneof("rex_type") == "selection" else None
            if (
                sel is not None
                and sel.WhichOneof("root_type") == "root_reference"
                and not sel.direct_reference.struct_field.HasField("child")
            ):
                mapping.append(sel.direct_reference.struct_field.field)
            else:
                exprs.append(value.expr)
                mapping.append(n_in + len(exprs) - 1)
            attrs.append(Attr(expr_id, name, value.dtype, value.type))
        if not exprs:
            if mapping == list(range(n_in)):
                return Produced(child.rel, attrs)
            return Produced(_with_emit(child.rel, mapping), attrs)
        rel = alg.Rel()
        rel.project.input.CopyFrom(child.rel)
        rel.project.expressions.extend(exprs)
        rel.project.common.emit.output_mapping.extend(mapping)
        return Produced(rel, attrs)

    def rel_Filter(self, node: Node) -> Produced:
        child = self.rel(node.child())
        cond = self.expr(self._required_tree(node, "condition"), self._scope(child.attrs))
        rel = alg.Rel()
        rel.filter.input.CopyFrom(child.rel)
        rel.filter.condition.CopyFrom(cond.expr)
        return Produced(rel, child.attrs)

    def _required_tree(self, node: Node, key: str) -> Node:
        tree = node.tree(key)
        if tree is None:
            raise UnsupportedFeatureError(f"Spark {node.cls} without {key}")
        return tree

    def rel_Join(self, node: Node) -> Produced:
        left = self.rel(node.child("left"))
        right = self.rel(node.child("right"))
        jt = node.object_name("joinType") or "?"
        cond_node = node.tree("condition")
        JT = alg.JoinRel.JoinType
        both = left.attrs + right.attrs
        rel = alg.Rel()
        if jt in ("Inner", "Cross") and cond_node is None:
            rel.cross.left.CopyFrom(left.rel)
            rel.cross.right.CopyFrom(right.rel)
            return Produced(rel, both)
        kinds = {
            "Inner": JT.JOIN_TYPE_INNER,
            "Cross": JT.JOIN_TYPE_INNER,
            "LeftOuter": JT.JOIN_TYPE_LEFT,
            "RightOuter": JT.JOIN_TYPE_RIGHT,
            "FullOuter": JT.JOIN_TYPE_OUTER,
            "LeftSemi": JT.JOIN_TYPE_LEFT_SEMI,
            "LeftAnti": JT.JOIN_TYPE_LEFT_ANTI,
            "ExistenceJoin": JT.JOIN_TYPE_LEFT_MARK,
        }
        if jt not in kinds:
            raise UnsupportedFeatureError(f"Spark join type {jt}")
        join = rel.join
        join.left.CopyFrom(left.rel)
        join.right.CopyFrom(right.rel)
        join.type = kinds[jt]
        if cond_node is not None:
            join.expression.CopyFrom(self.expr(cond_node, self._scope(both)).expr)
        else:
            join.expression.literal.boolean = True

        def nullable(attrs: list[Attr]) -> list[Attr]:
            return [Attr(a.expr_id, a.name, a.dtype, with_nullability(a.type, True)) for a in attrs]

        if jt in ("Inner", "Cross"):
            attrs = both
        elif jt == "LeftOuter":
            attrs = left.attrs + nullable(right.attrs)
        elif jt == "RightOuter":
            attrs = nullable(left.attrs) + right.attrs
        elif jt == "FullOuter":
            attrs = nullable(left.attrs) + nullable(right.attrs)
        elif jt == "ExistenceJoin":
            jt_value = node.get("joinType") or {}
            exists = parse_tree(jt_value["exists"]) if isinstance(jt_value.get("exists"), list) else None
            if exists is None:
                raise UnsupportedFeatureError("Spark ExistenceJoin without its attribute")
            attrs = [
                *left.attrs,
                Attr(exists.expr_id(), str(exists.get("name")), T.BooleanType(), _bool(True)),
            ]
        else:
            attrs = left.attrs
        return Produced(rel, attrs)

    def rel_Sort(self, node: Node) -> Produced:
        child = self.rel(node.child())
        scope = self._scope(child.attrs)
        rel = alg.Rel()
        rel.sort.input.CopyFrom(child.rel)
        for order in node.trees("order"):
            rel.sort.sorts.append(self._sort_field(order, scope))
        return Produced(rel, child.attrs)

    def _sort_field(self, order: Node, scope: _Scope) -> alg.SortField:
        if order.cls != "SortOrder":
            raise UnsupportedFeatureError(f"Spark sort key {order.cls}")
        SD = alg.SortField.SortDirection
        value = self.expr(order.child(), scope)
        asc = order.object_name("direction") == "Ascending"
        nulls_first = order.object_name("nullOrdering") == "NullsFirst"
        sf = alg.SortField()
        sf.expr.CopyFrom(value.expr)
        if asc:
            sf.direction = (
                SD.SORT_DIRECTION_ASC_NULLS_FIRST if nulls_first else SD.SORT_DIRECTION_ASC_NULLS_LAST
            )
        else:
            sf.direction = (
                SD.SORT_DIRECTION_DESC_NULLS_FIRST if nulls_first else SD.SORT_DIRECTION_DESC_NULLS_LAST
            )
        return sf

    def _int_literal(self, node: Node, key: str) -> int:
        tree = self._required_tree(node, key)
        if tree.cls != "Literal" or tree.get("value") is None:
            raise UnsupportedFeatureError(f"Spark {node.cls} with a non-literal {key}")
        return int(tree.get("value"))

    def rel_GlobalLimit(self, node: Node) -> Produced:
        count = self._int_literal(node, "limitExpr")
        child_node = node.child()
        offset = 0
        if child_node.cls == "Offset":
            offset = self._int_literal(child_node, "offsetExpr")
            child_node = child_node.child()
        # A LocalLimit of at least offset + count under the global limit keeps every row the global
        # limit can pick, so it adds nothing.
        if child_node.cls == "LocalLimit" and self._int_literal(child_node, "limitExpr") >= count + offset:
            child_node = child_node.child()
        child = self.rel(child_node)
        return self._fetch(child, offset, count)

    def rel_Offset(self, node: Node) -> Produced:
        child = self.rel(node.child())
        return self._fetch(child, self._int_literal(node, "offsetExpr"), None)

    def _fetch(self, child: Produced, offset: int, count: int | None) -> Produced:
        rel = alg.Rel()
        rel.fetch.input.CopyFrom(child.rel)
        if offset:
            rel.fetch.offset_expr.CopyFrom(_i64_literal(offset))
        if count is not None:
            rel.fetch.count_expr.CopyFrom(_i64_literal(count))
        return Produced(rel, child.attrs)

    def rel_Union(self, node: Node) -> Produced:
        inputs = [self.rel(c) for c in node.children]
        rel = alg.Rel()
        rel.set.op = alg.SetRel.SetOp.SET_OP_UNION_ALL
        for p in inputs:
            rel.set.inputs.append(p.rel)
        first = inputs[0]
        attrs = []
        for i, a in enumerate(first.attrs):
            nullable = any(is_nullable(p.attrs[i].type) for p in inputs)
            attrs.append(Attr(a.expr_id, a.name, a.dtype, with_nullability(a.type, nullable)))
        return Produced(rel, attrs)

    def rel_Intersect(self, node: Node) -> Produced:
        return self._set_op(
            node, "INTERSECTION_MULTISET_ALL" if node.get("isAll") else "INTERSECTION_MULTISET"
        )

    def rel_Except(self, node: Node) -> Produced:
        return self._set_op(node, "MINUS_PRIMARY_ALL" if node.get("isAll") else "MINUS_PRIMARY")

    def _set_op(self, node: Node, op: str) -> Produced:
        left = self.rel(node.child("left"))
        right = self.rel(node.child("right"))
        rel = alg.Rel()
        rel.set.op = alg.SetRel.SetOp.Value(f"SET_OP_{op}")
        rel.set.inputs.extend([left.rel, right.rel])
        return Produced(rel, left.attrs)

    def rel_Aggregate(self, node: Node) -> Produced:
        child_node = node.child()
        groups = node.trees("groupingExpressions")
        results = node.trees("aggregateExpressions")
        if child_node.cls == "Expand":
            return self._grouping_sets(node, child_node, groups, results)
        child = self.rel(child_node)
        scope = self._scope(child.attrs)
        values = [self.expr(g, scope) for g in groups]
        sets = [list(range(len(groups)))] if groups else []
        return self._aggregate(
            child,
            scope,
            keys=[_key(g) for g in groups],
            groups=groups,
            values=values,
            sets=sets,
            results=results,
            grouping_id=None,
        )

    def _aggregate(
        self,
        child: Produced,
        scope: _Scope,
        *,
        keys: list[Any],
        groups: list[Node],
        values: list[Typed],
        sets: list[list[int]],
        results: list[Node],
        grouping_id: tuple[Any, list[Typed]] | None,
    ) -> Produced:
        """An AggregateRel over ``child`` (grouping expressions ``values``, grouping sets ``sets`` of
        indices into them), then a projection computing Spark's ``results`` over its output.

        ``grouping_id``: the key of Spark's grouping-id attribute and its value for each grouping set,
        computed from the set index Substrait appends when there are several sets."""
        rel = alg.Rel()
        agg = rel.aggregate
        agg.input.CopyFrom(child.rel)
        substitutions: dict[Any, Typed] = {}
        out_attrs: list[Attr] = []
        for i, (g, value) in enumerate(zip(groups, values, strict=True)):
            agg.grouping_expressions.append(value.expr)
            in_all = all(i in s for s in sets)
            t = value.type if in_all else with_nullability(value.type, True)
            substitutions.setdefault(keys[i], Typed(_field_ref(i), t, value.dtype))
            eid = g.expr_id() if g.cls == "AttributeReference" else -1
            out_attrs.append(Attr(eid, str(g.get("name", "")), value.dtype, t))
        for s in sets:
            agg.groupings.add().expression_references.extend(s)
        measures: list[Node] = []
        for r in results:
            for n in r.walk():
                if n.cls == "AggregateExpression" and _key(n) not in substitutions:
                    typed = self._measure(n, scope, agg)
                    pos = len(groups) + len(measures)
                    measures.append(n)
                    substitutions[_key(n)] = self.conform(Typed(_field_ref(pos), typed.type, typed.dtype))
                    out_attrs.append(Attr(-1, "", typed.dtype, typed.type))
        if not groups and not measures:
            raise UnsupportedFeatureError("Spark Aggregate without grouping or aggregate functions")
        if len(sets) > 1:
            index = Typed(_field_ref(len(out_attrs)), substrait_type(T.IntegerType(), False), T.IntegerType())
            out_attrs.append(Attr(-1, "", index.dtype, index.type))
            if grouping_id is not None:
                key, per_set = grouping_id
                substitutions[key] = self._select_by_index(index, per_set)
        produced = Produced(rel, out_attrs)
        result_scope = _Scope(out_attrs, self._outer, substitutions)
        return self._project(produced, results, result_scope)

    def _select_by_index(self, index: Typed, values: list[Typed]) -> Typed:
        """``values[index]`` as an if-then chain (the last value is the else branch)."""
        e = Expression()
        it = e.if_then
        for i, v in enumerate(values[:-1]):
            cond = self.call(
                "EqualTo", SCALAR["EqualTo"], [index, literal_from_spark(str(i), T.IntegerType())]
            )
            clause = it.ifs.add()
            getattr(clause, "if").CopyFrom(cond.expr)
            clause.then.CopyFrom(v.expr)
        getattr(it, "else").CopyFrom(values[-1].expr)
        return Typed(e, values[-1].type, values[-1].dtype)

    def _expand_projections(self, expand: Node) -> list[list[Node]]:
        """The projections of an ``Expand``. Spark's JSON sometimes leaves them out (``null``); then they
        are read from the JVM node, one ``toJSON`` per expression."""
        raw = expand.get("projections")
        if raw is not None:
            return [[parse_tree(e) for e in row] for row in raw]
        jnode = self._jvm_node(expand)
        if jnode is None:
            raise UnsupportedFeatureError("Spark Expand whose projections Spark does not serialize")
        rows: list[list[Node]] = []
        projections = jnode.projections()
        for i in range(projections.size()):
            row = projections.apply(i)
            rows.append([parse_plan_json(str(row.apply(j).toJSON())) for j in range(row.size())])
        return rows

    def _jvm_node(self, target: Node) -> Any:
        """The JVM node of plan node ``target`` of the main plan (None inside subqueries or without JVM)."""
        if self.jvm_root is None or self._root is None:
            return None
        path: list[int] | None = None
        stack: list[tuple[Node, list[int]]] = [(self._root, [])]
        while stack:
            node, where = stack.pop()
            if node is target:
                path = where
                break
            stack.extend((c, [*where, i]) for i, c in enumerate(node.children))
        if path is None:
            return None
        jnode = self.jvm_root
        for i in path:
            jnode = jnode.children().apply(i)
        return jnode

    def _grouping_sets(self, node: Node, expand: Node, groups: list[Node], results: list[Node]) -> Produced:
        """Spark's ``Aggregate`` over ``Expand`` (GROUPING SETS, ROLLUP, CUBE) as one AggregateRel with a
        grouping per Expand projection, read over the Expand's input."""
        base = self.rel(expand.child())
        base_scope = self._scope(base.attrs)
        rows = self._expand_projections(expand)
        outputs = expand.trees("output")
        if not rows or any(len(r) != len(outputs) for r in rows):
            raise UnsupportedFeatureError("Spark Expand with irregular projections")

        def is_null(n: Node) -> bool:
            return n.cls == "Literal" and n.get("value") is None

        through: dict[Any, Typed] = {}
        group_columns: dict[int, Node] = {}
        id_columns: dict[int, list[Node]] = {}
        for j, out in enumerate(outputs):
            column = [r[j] for r in rows]
            if len({_key(c) for c in column}) == 1:
                through[("attr", out.expr_id())] = self.expr(column[0], base_scope)
                continue
            present = [c for c in column if not is_null(c)]
            if out.get("name") == "spark_grouping_id" and all(c.cls == "Literal" for c in column):
                id_columns[out.expr_id()] = column
            elif present and len({_key(c) for c in present}) == 1:
                group_columns[out.expr_id()] = present[0]
            else:
                raise UnsupportedFeatureError("Spark Expand column that is not a grouping column")
        scope = _Scope(base.attrs, self._outer, through)
        keys: list[Any] = []
        kept: list[Node] = []
        values: list[Typed] = []
        columns: list[int] = []
        grouping_id: tuple[Any, list[Typed]] | None = None
        for g in groups:
            eid = g.expr_id() if g.cls == "AttributeReference" else None
            if eid is not None and eid in id_columns:
                per_set = [self.expr(lit, base_scope) for lit in id_columns[eid]]
                grouping_id = (_key(g), per_set)
                continue
            if eid is None or eid not in group_columns:
                raise UnsupportedFeatureError("Spark grouping-set key that is not an Expand column")
            keys.append(_key(g))
            kept.append(g)
            values.append(self.expr(group_columns[eid], scope))
            columns.append(outputs.index(next(o for o in outputs if o.expr_id() == eid)))
        sets = [[k for k, j in enumerate(columns) if not is_null(row[j])] for row in rows]
        return self._aggregate(
            base,
            scope,
            keys=keys,
            groups=kept,
            values=values,
            sets=sets,
            results=results,
            grouping_id=grouping_id,
        )

    def _measure(self, node: Node, scope: _Scope, agg: alg.AggregateRel) -> Typed:
        mode = node.object_name("mode")
        if mode not in (None, "Complete"):
            raise UnsupportedFeatureError(f"Spark aggregate mode {mode}")
        distinct = bool(node.get("isDistinct"))
        filt = node.tree("filter")
        measure = agg.measures.add()
        if filt is not None:
            measure.filter.CopyFrom(self.expr(filt, scope).expr)
        call = self._aggregate_call(node.child("aggregateFunction"), distinct, scope)
        af = measure.measure
        af.phase = alg.AggregationPhase.AGGREGATION_PHASE_INITIAL_TO_RESULT
        af.invocation = _invocation(distinct)
        af.function_reference = call.reference
        af.output_type.CopyFrom(call.output_type)
        for a in call.args:
            af.arguments.add().value.CopyFrom(a.expr)
        af.options.extend(call.options)
        return Typed(Expression(), call.output_type, call.dtype)

    def _aggregate_call(self, fn_node: Node, distinct: bool, scope: _Scope) -> _AggregateCall:
        """The Substrait aggregate function of Catalyst aggregate function ``fn_node``."""
        cls = fn_node.cls
        args = [self.expr(c, scope) for c in fn_node.children]
        options: Sequence[tuple[str, str]] = ()
        urns: tuple[str, ...]
        if cls == "ApproximatePercentile":
            raise UnsupportedFeatureError(
                "Spark percentile_approx (ApproximatePercentile)",
                "no standard Substrait function means the same: functions_aggregate_approx declares only "
                "approx_count_distinct, and functions_arithmetic's quantile and median interpolate between "
                "values (EXACT) or promise only a value between the minimum and the maximum (APPROXIMATE), "
                "where Spark returns an input value whose rank is off by at most 1/accuracy",
            )
        if cls not in ("Count", "Average", *_ANY_VALUES, *AGGREGATE):
            raise UnsupportedFeatureError(f"Spark aggregate function {cls}")
        dtype = spark_result_type(cls, [a.dtype for a in args])
        if cls == "Count":
            if len(args) != 1:
                raise UnsupportedFeatureError("Spark count over several expressions")
            non_null_literal = (
                fn_node.children[0].cls == "Literal" and fn_node.children[0].get("value") is not None
            )
            if non_null_literal and not distinct:
                args = []
            name, urns = "count", (URN_AGGREGATE_GENERIC,)
        elif cls == "Average":
            (a,) = args
            if isinstance(a.dtype, T.DecimalType):
                # Substrait's avg keeps the input scale; Spark's result has 4 more digits of scale.
                args = [self.cast(a, substrait_type(dtype, is_nullable(a.type)), dtype)]
            elif not isinstance(a.dtype, T.DoubleType):
                args = [self.cast(a, substrait_type(T.DoubleType(), is_nullable(a.type)), T.DoubleType())]
            name, urns = "avg", (URN_ARITHMETIC, URN_ARITHMETIC_DECIMAL)
            options = (("overflow", "ansi"),)
        elif cls in _ANY_VALUES:
            # Spark's first, last and any_value promise no particular row (their answer depends on the
            # order rows arrive in): Substrait's any_value, skipping nulls as they are told to
            skip_nulls = "TRUE" if fn_node.get("ignoreNulls") is True else "FALSE"
            name, urns, options = "any_value", (URN_AGGREGATE_GENERIC,), (("ignore_nulls", skip_nulls),)
        elif cls in ("Min", "Max") and isinstance(args[0].dtype, T.BooleanType):
            # false < true: the least is false when any is, the greatest true when any is
            name, urns = ("bool_and" if cls == "Min" else "bool_or"), (URN_BOOLEAN,)
        else:
            mapping = AGGREGATE[cls]
            name, urns, options = mapping.name, mapping.urns, mapping.options
        entry, out_type, compound = self._resolve(name, urns, [a.type for a in args])
        return _AggregateCall(
            self.collector.function_reference(entry.urn, compound),
            out_type,
            args,
            self._options(entry, options),
            dtype,
        )

    def rel_Generate(self, node: Node) -> Produced:
        """Spark's ``Generate`` (``explode``, ``posexplode``, ``inline``, their ``_outer`` forms, LATERAL
        VIEW) of a **literal** list or map: the rows it makes are known, so they become a virtual table,
        crossed with the input's rows (read alone over Spark's one-row relation). That is exact: every
        input row gets the same rows.

        A generator over anything else is refused: Substrait has no standard relation that turns a
        list's elements into rows (an extension relation would be this producer's own)."""
        generator = self._required_tree(node, "generator")
        kind = generator.cls
        if kind not in ("Explode", "PosExplode", "Inline"):
            raise UnsupportedFeatureError(
                f"Spark generator {kind}", "Substrait has no standard relation that turns values into rows"
            )
        source = generator.children[0] if generator.children else None
        if source is None or source.cls != "Literal":
            raise UnsupportedFeatureError(
                f"Spark {kind.lower()} of a list or map that is not a literal",
                "Substrait has no standard relation that turns a list's elements into rows (no unnest)",
            )
        outer = bool(node.get("outer"))
        attrs = []
        for a in node.trees("generatorOutput"):
            dt = parse_spark_type(a.get("dataType"))
            nullable = outer or bool(a.get("nullable"))
            attrs.append(Attr(a.expr_id(), str(a.get("name")), dt, substrait_type(dt, nullable)))
        rows = self._generated_rows(kind, source, len(attrs))
        if outer and not rows:
            rows = [tuple(None for _ in attrs)]
        table = Produced(self.emit_read(TableSource(attrs=attrs, rows=rows)), attrs)
        child_node = node.child()
        if child_node.cls == "OneRowRelation":
            return table
        child = self.rel(child_node)
        unrequired = {int(i) for i in node.get("unrequiredChildIndex") or []}
        kept = [i for i in range(len(child.attrs)) if i not in unrequired]
        rel = alg.Rel()
        rel.cross.left.CopyFrom(child.rel)
        rel.cross.right.CopyFrom(table.rel)
        width = len(child.attrs)
        mapping = kept + [width + j for j in range(len(attrs))]
        out_attrs = [child.attrs[i] for i in kept] + attrs
        if mapping == list(range(width + len(attrs))):
            return Produced(rel, out_attrs)
        return Produced(_with_emit(rel, mapping), out_attrs)

    def _generated_rows(self, kind: str, source: Node, width: int) -> list[tuple[Any, ...]]:
        """The rows Spark's generator ``kind`` makes of the literal ``source``."""
        dt = parse_spark_type(source.get("dataType"))
        if source.get("value") is None:
            return []
        if self.literal_resolver is None:
            raise UnsupportedFeatureError(f"Spark {kind.lower()} of a literal without the JVM plan")
        value = self.literal_resolver(source, dt)
        items: list[tuple[Any, ...]]
        if isinstance(dt, T.MapType):
            items = [(k, v) for k, v in value.items()]
        elif isinstance(dt, T.ArrayType):
            items = [(v,) for v in value]
        else:
            raise UnsupportedFeatureError(f"Spark {kind.lower()} of {dt.simpleString()}")
        if kind == "PosExplode":
            items = [(i, *item) for i, item in enumerate(items)]
        elif kind == "Inline":
            if not isinstance(dt, T.ArrayType) or any(v is None for (v,) in items):
                raise UnsupportedFeatureError("Spark inline of anything but a list of non-null structs")
            items = [tuple(v) for (v,) in items]
        if any(len(item) != width for item in items):
            raise UnsupportedFeatureError(f"Spark {kind.lower()} with {width} output columns")
        return items

    def rel_Window(self, node: Node) -> Produced:
        """Spark's ``Window`` as a ProjectRel appending one window-function expression per result."""
        child = self.rel(node.child())
        scope = self._scope(child.attrs)
        attrs = list(child.attrs)
        rel = alg.Rel()
        rel.project.input.CopyFrom(child.rel)
        for item in node.trees("windowExpressions"):
            inner = item.children[0] if item.cls == "Alias" and item.children else None
            if inner is None or inner.cls != "WindowExpression":
                raise UnsupportedFeatureError(f"Spark window expression {item.cls}")
            value = self._window_function(inner.child("windowFunction"), inner.child("windowSpec"), scope)
            rel.project.expressions.append(value.expr)
            attrs.append(Attr(item.expr_id(), str(item.get("name")), value.dtype, value.type))
        return Produced(rel, attrs)

    def _window_function(self, fn: Node, spec: Node, scope: _Scope) -> Typed:
        e = Expression()
        wf = e.window_function
        if fn.cls == "AggregateExpression":
            if fn.tree("filter") is not None:
                raise UnsupportedFeatureError("Spark window aggregate with FILTER")
            distinct = bool(fn.get("isDistinct"))
            call = self._aggregate_call(fn.child("aggregateFunction"), distinct, scope)
            wf.invocation = _invocation(distinct)
        elif fn.cls in WINDOW_FUNCTIONS:
            name = WINDOW_FUNCTIONS[fn.cls]
            entry, out_type, compound = self._resolve(name, (URN_ARITHMETIC,), [])
            dtype = T.DoubleType() if name in ("percent_rank", "cume_dist") else T.IntegerType()
            ref = self.collector.function_reference(entry.urn, compound)
            call = _AggregateCall(ref, out_type, [], [], dtype)
            wf.invocation = _invocation(False)
        elif fn.cls in ("Lag", "Lead"):
            call = self._offset_function(fn, scope)
            wf.invocation = _invocation(False)
        elif fn.cls == "NTile":
            call = self._ntile(fn)
            wf.invocation = _invocation(False)
        else:
            raise UnsupportedFeatureError(f"Spark window function {fn.cls}")
        wf.function_reference = call.reference
        wf.output_type.CopyFrom(call.output_type)
        wf.phase = alg.AggregationPhase.AGGREGATION_PHASE_INITIAL_TO_RESULT
        for a in call.args:
            wf.arguments.add().value.CopyFrom(a.expr)
        wf.options.extend(call.options)
        for p in spec.child_list("partitionSpec"):
            wf.partitions.append(self.expr(p, scope).expr)
        for order in spec.child_list("orderSpec"):
            wf.sorts.append(self._sort_field(order, scope))
        frame = spec.child("frameSpecification")
        if fn.cls in ("Lag", "Lead"):
            pass  # the row is picked by the offset; Spark's frame (ROWS -n..-n) restates it
        elif frame.cls == "SpecifiedWindowFrame":
            W = Expression.WindowFunction
            row = frame.object_name("frameType") == "RowFrame"
            wf.bounds_type = W.BOUNDS_TYPE_ROWS if row else W.BOUNDS_TYPE_RANGE
            self._bound(frame.child("lower"), wf.lower_bound)
            self._bound(frame.child("upper"), wf.upper_bound)
        elif frame.cls != "UnspecifiedFrame":
            raise UnsupportedFeatureError(f"Spark window frame {frame.cls}")
        return self.conform(Typed(e, call.output_type, call.dtype))

    def _ntile(self, fn: Node) -> _AggregateCall:
        """Spark's ``ntile(n)``: ``n`` is a positive integer literal (Spark refuses anything else)."""
        buckets = fn.child("buckets")
        if buckets.cls != "Literal" or buckets.get("value") is None:
            raise UnsupportedFeatureError("Spark ntile of a number of buckets that is not a literal")
        n = literal_from_spark(str(int(buckets.get("value"))), T.IntegerType())
        entry, out_type, compound = self._resolve("ntile", (URN_ARITHMETIC,), [n.type])
        ref = self.collector.function_reference(entry.urn, compound)
        return _AggregateCall(ref, out_type, [n], [], T.IntegerType())

    def _offset_function(self, fn: Node, scope: _Scope) -> _AggregateCall:
        """Spark's ``lag``/``lead`` as the standard window functions of functions_arithmetic:
        ``lag(x, offset)`` or ``lag(x, offset, default)`` with the offset Spark was given (a negative one
        looks the other way in both) and a literal default (none: null, as in Spark).

        ``IGNORE NULLS`` has no standard form and is refused, as is a default that is not a literal:
        Spark evaluates it on the current row, and the spec does not say on which row it is evaluated."""
        if fn.get("ignoreNulls"):
            raise UnsupportedFeatureError(
                f"Spark {fn.cls.lower()} with IGNORE NULLS", "the standard lag/lead have no such option"
            )
        name = fn.cls.lower()
        value = self.expr(fn.child("input"), scope)
        offset_node = fn.child("inputOffset" if fn.cls == "Lag" else "offset")
        if offset_node.cls != "Literal" or offset_node.get("value") is None:
            raise UnsupportedFeatureError(f"Spark {name} with an offset that is not a literal")
        offset = literal_from_spark(str(int(offset_node.get("value"))), T.IntegerType())
        args = [value, offset]
        default_node = fn.child("default")
        if default_node.cls != "Literal":
            raise UnsupportedFeatureError(
                f"Spark {name} with a default that is not a literal",
                "Spark evaluates it on the current row; the standard function does not say on which row",
            )
        if default_node.get("value") is not None:
            default = self.expr(default_node, scope)
            if not same_type(default.type, value.type, ignore_nullability=True):
                raise UnsupportedFeatureError(
                    f"Spark {name} with a default of type {default.dtype.simpleString()}",
                    f"the value is {value.dtype.simpleString()}",
                )
            args.append(self._as_type(default, value.type))
        entry, out_type, compound = self._resolve(name, (URN_ARITHMETIC,), [a.type for a in args])
        ref = self.collector.function_reference(entry.urn, compound)
        return _AggregateCall(ref, out_type, args, [], value.dtype)

    @staticmethod
    def _bound(node: Node, bound: Expression.WindowFunction.Bound) -> None:
        if node.cls in ("UnboundedPreceding", "UnboundedFollowing"):
            bound.unbounded.SetInParent()
        elif node.cls == "CurrentRow":
            bound.current_row.SetInParent()
        elif node.cls == "Literal" and node.get("value") is not None:
            offset = int(node.get("value"))
            if offset < 0:
                bound.preceding.offset = -offset
            elif offset > 0:
                bound.following.offset = offset
            else:
                bound.current_row.SetInParent()
        else:
            raise UnsupportedFeatureError(f"Spark window bound {node.cls}")

    # -------------------------------------------------------------- expressions

    def expr_AttributeReference(self, node: Node, scope: _Scope) -> Typed:
        eid = node.expr_id()
        for i, a in enumerate(scope.attrs):
            if a.expr_id == eid:
                return Typed(_field_ref(i), a.type, a.dtype)
        for steps, outer in enumerate(reversed(scope.outer), start=1):
            for i, a in enumerate(outer):
                if a.expr_id == eid:
                    return Typed(_field_ref(i, steps), a.type, a.dtype)
        raise UnsupportedFeatureError(
            f"reference to column {node.get('name')}#{eid}", "not in the input of its relation"
        )

    def expr_OuterReference(self, node: Node, scope: _Scope) -> Typed:
        target = node.children[0] if node.children else node.child("e")
        eid = target.expr_id()
        for steps, outer in enumerate(reversed(scope.outer), start=1):
            for i, a in enumerate(outer):
                if a.expr_id == eid:
                    return Typed(_field_ref(i, steps), a.type, a.dtype)
        raise UnsupportedFeatureError(f"outer reference to {target.get('name')}#{eid}")

    def expr_Alias(self, node: Node, scope: _Scope) -> Typed:
        return self.expr(node.children[0], scope)

    def expr_Literal(self, node: Node, scope: _Scope) -> Typed:
        """A literal; one of a nested type (an array, map or struct Spark folded from constants) is read
        through ``literal_resolver``: Spark's JSON writes its value as ambiguous text."""
        dt = parse_spark_type(node.get("dataType"))
        value = node.get("value")
        if value is not None and isinstance(dt, (T.ArrayType, T.MapType, T.StructType)):
            if self.literal_resolver is None:
                raise UnsupportedFeatureError(
                    f"Spark literal of type {dt.simpleString()} without the JVM plan"
                )
            return literal_from_python(self.literal_resolver(node, dt), dt)
        if value is not None and isinstance(dt, T.TimestampType) and _repeated(str(value), self.time_zone):
            # the text of an instant the zone's clocks show twice names two instants: the JVM knows which
            if self.literal_resolver is None:
                raise UnsupportedFeatureError(
                    f"Spark TIMESTAMP literal {value} in {self.time_zone} without the JVM plan",
                    "the zone shows that wall time twice",
                )
            return literal_from_spark(str(self.literal_resolver(node, dt)), dt)
        return literal_from_spark(value, dt, time_zone=self.time_zone)

    def expr_Cast(self, node: Node, scope: _Scope) -> Typed:
        """Spark's CAST as the session's ANSI mode says; ``try_cast`` as an ANSI cast that gives null
        where it does not convert (``failure_behavior`` RETURN_NULL), whatever the mode."""
        value = self.expr(node.child(), scope)
        dt = parse_spark_type(node.get("dataType"))
        if self.try_casts is None or not self.try_casts(node):
            return self._cast_to(node, value, dt)
        ansi, self.ansi, self._cast_failure = self.ansi, True, _RETURN_NULL
        try:
            return self._cast_to(node, value, dt)
        finally:
            self.ansi, self._cast_failure = ansi, None

    def _cast_to(self, node: Node, value: Typed, dt: T.DataType) -> Typed:
        zone = self._zone_of(node)
        if _cast_reads_the_zone(value.dtype, dt) and zone not in _UTC_NAMES:
            raise UnsupportedFeatureError(
                f"Spark's CAST from {value.dtype.simpleString()} to {dt.simpleString()} in time zone {zone}",
                "it reads or writes wall times in the session's zone, and a Substrait cast between them "
                "reads a wall time as UTC: produce the plan in a session whose time zone is UTC",
            )
        target = substrait_type(dt, is_nullable(value.type))
        if same_type(target, value.type, ignore_nullability=True):
            return Typed(value.expr, value.type, dt)
        if not self.ansi and isinstance(dt, T.IntegralType) and isinstance(value.dtype, T.StringType):
            raise UnsupportedFeatureError(
                f"Spark's CAST from string to {dt.simpleString()} with ANSI mode off",
                "Spark then reads a fraction and drops it ('1.5' is 1), where a Substrait cast of text "
                "to an integer fails or gives null: cast to a decimal first, or turn ANSI mode on",
            )
        if not self.ansi and isinstance(dt, T.IntegralType) and _narrowing(value.dtype, dt):
            return self._legacy_integer_cast(value, dt)
        return self.cast(value, target, dt)

    def _legacy_integer_cast(self, value: Typed, dt: T.DataType) -> Typed:
        """Spark's CAST of a number to a narrower integer type with ANSI mode off, as Java converts: a
        float or double saturates at ``INT``'s (``BIGINT``'s) ends and NaN gives 0, and is then
        narrowed; an integer (or a decimal's whole part) keeps its low bits (two's complement). A cast
        that fails or gives null would not mean that."""
        bits = _INTEGER_BITS[type(dt)]
        long = T.LongType()
        src = value.dtype
        if isinstance(src, (T.FloatType, T.DoubleType)):
            saturated = self._java_integer(value, long if bits == 64 else T.IntegerType(), saturate=True)
            if bits >= 32:
                return saturated
            value = saturated
        elif isinstance(src, T.DecimalType):
            if src.precision - src.scale > 18:
                raise UnsupportedFeatureError(
                    f"Spark's CAST from {src.simpleString()} to {dt.simpleString()} with ANSI mode off",
                    "Spark keeps the low bits of a whole part that may not fit BIGINT",
                )
            value = self._plain_cast(value, substrait_type(long, is_nullable(value.type)), long)
            if bits == 64:
                return value
        # the low bits: ((v & mask) ^ sign) - sign, in BIGINT, then the (exact) cast to the target
        if not isinstance(value.dtype, T.LongType):
            value = self._plain_cast(value, substrait_type(long, is_nullable(value.type)), long)
        sign = literal_from_spark(str(2 ** (bits - 1)), long)
        low = self.call(
            "BitwiseAnd", SCALAR["BitwiseAnd"], [value, literal_from_spark(str(2**bits - 1), long)]
        )
        flipped = self.call("BitwiseXor", SCALAR["BitwiseXor"], [low, sign])
        wrapped = self.call("Subtract", SCALAR["Subtract"], [flipped, sign], dtype=long)
        return self._plain_cast(wrapped, substrait_type(dt, is_nullable(wrapped.type)), dt)

    def expr_IsNaN(self, node: Node, scope: _Scope) -> Typed:
        """Spark's ``isnan`` of null is false; Substrait's ``is_nan`` of null is null."""
        value = self.expr(node.child(), scope)
        nan = self.call("IsNaN", SCALAR["IsNaN"], [value])
        if not is_nullable(value.type):
            return nan
        false = literal_from_spark("false", T.BooleanType())
        return self.call("Coalesce", SCALAR["Coalesce"], [nan, false])

    def expr_Like(self, node: Node, scope: _Scope) -> Typed:
        pattern = node.child("right")
        escape = node.get("escapeChar")
        if pattern.cls != "Literal" or pattern.get("value") is None:
            raise UnsupportedFeatureError("LIKE with a pattern that is not a literal")
        if "\\" in str(pattern.get("value")) or (escape not in (None, "\\")):
            raise UnsupportedFeatureError("LIKE with an escape character")
        args = [self.expr(node.child("left"), scope), self.expr(pattern, scope)]
        return self.call("Like", FunctionMapping("like", (URN_STRING,)), args)

    def expr_Substring(self, node: Node, scope: _Scope) -> Typed:
        s = self.expr(node.child("str"), scope)
        pos_node = node.child("pos")
        if pos_node.cls != "Literal" or pos_node.get("value") is None:
            raise UnsupportedFeatureError("substring with a start that is not a literal")
        pos = int(pos_node.get("value"))
        # Spark treats start 0 as 1 and a negative start as counting from the end.
        pos_lit = literal_from_spark(str(pos if pos != 0 else 1), T.IntegerType())
        args = [s, pos_lit, self.expr(node.child("len"), scope)]
        return self.call(
            "Substring",
            FunctionMapping("substring", (URN_STRING,)),
            args,
            extra_options=(("negative_start", "WRAP_FROM_END"),),
        )

    def _date_part(self, node: Node, scope: _Scope) -> Typed:
        component, indexing = DATE_PARTS[node.cls]
        value = self.expr(node.children[0], scope)
        if not isinstance(value.dtype, T.DateType):
            raise UnsupportedFeatureError(f"Spark {node.cls} of {value.dtype.simpleString()}")
        if self.dialect == "datafusion":
            if component not in _DATAFUSION_DATE_PARTS:
                raise UnsupportedFeatureError(
                    f"Spark {node.cls} in the DataFusion dialect",
                    "DataFusion's consumer rejects extract's enum",
                )
            return self._datafusion_date_part(component, value)
        enums = [(0, component)] + ([(1, indexing)] if indexing else [])
        return self.call(node.cls, FunctionMapping("extract", (URN_DATETIME,)), [value], enums=enums)

    def _time_part(self, node: Node, scope: _Scope) -> Typed:
        """Spark's ``hour``/``minute``/``second`` of a timestamp: of a wall time (``TIMESTAMP_NTZ``) as it
        reads, of an instant (``TIMESTAMP``) in the zone Spark reads it in (the session's)."""
        component = TIME_PARTS[node.cls]
        value = self.expr(node.children[0], scope)
        if self.dialect == "datafusion":
            raise UnsupportedFeatureError(
                f"Spark {node.cls} in the DataFusion dialect", "DataFusion's consumer rejects extract's enum"
            )
        args = [value]
        if isinstance(value.dtype, T.TimestampType):
            zone = self._zone_of(node)
            args.append(literal_from_spark(zone, T.StringType()))
        elif not isinstance(value.dtype, T.TimestampNTZType):
            raise UnsupportedFeatureError(f"Spark {node.cls} of {value.dtype.simpleString()}")
        mapping = FunctionMapping("extract", (URN_DATETIME,))
        return self.call(node.cls, mapping, args, enums=[(0, component)])

    def expr_TruncTimestamp(self, node: Node, scope: _Scope) -> Typed:
        """Spark's ``date_trunc(format, ts)``: the instant truncated in the zone Spark reads it in (the
        session's), written as ``round_calendar(ts, FLOOR, unit, origin, multiple, zone)``; a format
        Spark does not know gives null."""
        value = self.expr(node.child("timestamp"), scope)
        zone = self._zone_of(node)
        return self._truncation(node, node.child("format"), value, zone)

    def expr_TruncDate(self, node: Node, scope: _Scope) -> Typed:
        """Spark's ``trunc(date, format)`` (years, quarters, months and weeks): ``round_calendar`` of the
        date; a format Spark does not know gives null."""
        return self._truncation(node, node.child("format"), self.expr(node.child("date"), scope), None)

    def _truncation(self, node: Node, format_node: Node, value: Typed, zone: str | None) -> Typed:
        if format_node.cls != "Literal":
            raise UnsupportedFeatureError(f"Spark {node.cls} with a format that is not a literal")
        text = format_node.get("value")
        units = _DATE_TRUNCATIONS if zone is None else _TIMESTAMP_TRUNCATIONS
        how = units.get(str(text).upper()) if text is not None else None
        if how is None:  # Spark's answer to a format it does not know (or a null one)
            return literal_from_spark(None, value.dtype)
        unit, origin, multiple = how
        if self.dialect == "datafusion":
            return self._datafusion_date_trunc(node, value, zone, unit if multiple == 1 else "QUARTER")
        args = [value, literal_from_spark(str(multiple), T.LongType())]
        if zone is not None:
            args.append(literal_from_spark(zone, T.StringType()))
        mapping = FunctionMapping("round_calendar", (URN_DATETIME,))
        enums = [(1, "FLOOR"), (2, unit), (3, origin)]
        return self.call(node.cls, mapping, args, enums=enums, dtype=value.dtype)

    def _datafusion_date_trunc(self, node: Node, value: Typed, zone: str | None, unit: str) -> Typed:
        """DataFusion's ``date_trunc(<unit string>, value)`` (no URN, as DataFusion declares it), which
        truncates an instant in UTC."""
        if zone is None:
            raise UnsupportedFeatureError(
                f"Spark {node.cls} in the DataFusion dialect", "DataFusion's date_trunc has no date overload"
            )
        if zone not in _UTC_NAMES:
            raise UnsupportedFeatureError(
                f"Spark {node.cls} in the DataFusion dialect outside UTC",
                "DataFusion's date_trunc truncates instants in UTC",
            )
        e = Expression()
        sf = e.scalar_function
        sf.function_reference = self.collector.function_reference(None, "date_trunc")
        sf.output_type.CopyFrom(value.type)
        sf.arguments.add().value.CopyFrom(literal_from_spark(unit.lower(), T.StringType()).expr)
        sf.arguments.add().value.CopyFrom(value.expr)
        return Typed(e, value.type, value.dtype)

    @staticmethod
    def _if_then(clauses: Sequence[tuple[Typed, Typed]], otherwise: Typed) -> Typed:
        """``IF c1 THEN v1 ... ELSE otherwise`` (the values of one type; nullable when any is)."""
        e = Expression()
        for condition, value in clauses:
            clause = e.if_then.ifs.add()
            clause.__getattribute__("if").CopyFrom(condition.expr)
            clause.then.CopyFrom(value.expr)
        e.if_then.__getattribute__("else").CopyFrom(otherwise.expr)
        nullable = any(is_nullable(v.type) for v in (otherwise, *(v for _, v in clauses)))
        return Typed(e, with_nullability(otherwise.type, nullable), otherwise.dtype)

    def _zone_of(self, node: Node) -> str:
        """The time zone a zone-aware Catalyst expression reads instants in (the session's)."""
        return str(node.get("timeZoneId") or self.time_zone)

    def _java_integer(self, x: Typed, wide: T.DataType, *, saturate: bool) -> Typed:
        """A float or double ``x`` as Java's ``(int)``/``(long)`` makes it (``wide`` says which): NaN
        gives 0; beyond the type's ends the nearest end where ``saturate`` (Spark without ANSI mode),
        else the cast, which fails there (with ANSI mode on)."""
        bits = _INTEGER_BITS[type(wide)]
        as_wide = self._plain_cast(x, substrait_type(wide, is_nullable(x.type)), wide)
        clauses = [(self.call("IsNaN", SCALAR["IsNaN"], [x]), literal_from_spark("0", wide))]
        if saturate:
            top = literal_from_spark(str(2.0 ** (bits - 1)), x.dtype)
            bottom = literal_from_spark(str(-(2.0 ** (bits - 1))), x.dtype)
            gte, lte = SCALAR["GreaterThanOrEqual"], SCALAR["LessThanOrEqual"]
            clauses.append(
                (
                    self.call("GreaterThanOrEqual", gte, [x, top]),
                    literal_from_spark(str(2 ** (bits - 1) - 1), wide),
                )
            )
            clauses.append(
                (
                    self.call("LessThanOrEqual", lte, [x, bottom]),
                    literal_from_spark(str(-(2 ** (bits - 1))), wide),
                )
            )
        return self._if_then(clauses, as_wide)

    def expr_Ceil(self, node: Node, scope: _Scope) -> Typed:
        return self._ceil_or_floor(node, scope, "ceil")

    def expr_Floor(self, node: Node, scope: _Scope) -> Typed:
        return self._ceil_or_floor(node, scope, "floor")

    def _ceil_or_floor(self, node: Node, scope: _Scope, name: str) -> Typed:
        """Spark's one-argument ``ceil``/``floor``: a decimal of scale 0 (``p - s + 1`` digits), a
        ``BIGINT`` of an integer (itself), and a ``BIGINT`` of a double, where NaN gives 0 and a value
        outside ``BIGINT`` fails (ANSI) or gives its nearest end (ANSI off), as Java's ``(long)`` does."""
        value = self.expr(node.children[0], scope)
        dt = value.dtype
        if isinstance(dt, T.IntegralType) or (isinstance(dt, T.DecimalType) and dt.scale == 0):
            return value
        if isinstance(dt, T.DecimalType):
            dtype = T.DecimalType(min(dt.precision - dt.scale + 1, 38), 0)
            return self.call(node.cls, FunctionMapping(name, (URN_ROUNDING_DECIMAL,)), [value], dtype=dtype)
        if not isinstance(dt, T.DoubleType):
            raise UnsupportedFeatureError(f"Spark {name} of {dt.simpleString()}")
        whole = self.call(node.cls, FunctionMapping(name, (URN_ROUNDING,)), [value], dtype=T.DoubleType())
        return self._java_integer(whole, T.LongType(), saturate=not self.ansi)

    def _logarithm(self, node: Node, scope: _Scope) -> Typed:
        """Spark's ``ln``/``log10``/``log2``/``log1p``: null at and below the function's asymptote (0, or
        -1 for ``log1p``), decided by a CASE before the logarithm sees the value (the extension's
        ``on_log_zero`` has no null, and engines differ in whether they honour ``on_domain_error``)."""
        name, asymptote = LOGARITHMS[node.cls]
        value = self.expr(node.children[0], scope)
        at = literal_from_spark(str(asymptote), T.DoubleType())
        outside = self.call("LessThanOrEqual", SCALAR["LessThanOrEqual"], [value, at])
        log = self.call(node.cls, FunctionMapping(name, (URN_LOGARITHMIC,)), [value])
        return self._if_then([(outside, literal_from_spark(None, log.dtype))], log)

    def _trim(self, node: Node, scope: _Scope) -> Typed:
        """Spark's ``trim``/``ltrim``/``rtrim``: of spaces (U+0020 alone), or of the characters given."""
        args = [self.expr(c, scope) for c in node.children]
        if len(args) == 1:
            args.append(literal_from_spark(" ", T.StringType()))
        return self.call(node.cls, FunctionMapping(TRIMS[node.cls], (URN_STRING,)), args)

    def expr_Reverse(self, node: Node, scope: _Scope) -> Typed:
        value = self.expr(node.children[0], scope)
        if not isinstance(value.dtype, T.StringType):
            raise UnsupportedFeatureError(
                f"Spark reverse of {value.dtype.simpleString()}", "the standard reverse is of strings"
            )
        return self.call("Reverse", FunctionMapping("reverse", (URN_STRING,)), [value])

    def expr_StringLocate(self, node: Node, scope: _Scope) -> Typed:
        """Spark's ``locate(substr, str)`` and ``position``: from the first character only."""
        start = node.child("start")
        if start.cls != "Literal" or str(start.get("value")) != "1":
            raise UnsupportedFeatureError(
                "Spark locate from a position other than 1", "the standard strpos searches the whole string"
            )
        args = [self.expr(node.child("str"), scope), self.expr(node.child("substr"), scope)]
        return self.call("StringLocate", SCALAR["StringInstr"], args)

    def _datafusion_date_part(self, component: str, value: Typed) -> Typed:
        """DataFusion's ``date_part(<part string>, value) -> i32`` (no URN, as DataFusion declares it)."""
        e = Expression()
        sf = e.scalar_function
        sf.function_reference = self.collector.function_reference(None, "date_part")
        out_type = with_nullability(substrait_type(T.IntegerType()), is_nullable(value.type))
        sf.output_type.CopyFrom(out_type)
        sf.arguments.add().value.CopyFrom(
            literal_from_spark(_DATAFUSION_DATE_PARTS[component], T.StringType()).expr
        )
        sf.arguments.add().value.CopyFrom(value.expr)
        return Typed(e, out_type, T.IntegerType())

    def expr_CaseWhen(self, node: Node, scope: _Scope) -> Typed:
        n = len(node.children)
        has_else = n % 2 == 1
        pairs = [(node.children[i], node.children[i + 1]) for i in range(0, n - (1 if has_else else 0), 2)]
        clauses = [(self.expr(c, scope), self.expr(v, scope)) for c, v in pairs]
        dtype = clauses[0][1].dtype
        other = self.expr(node.children[-1], scope) if has_else else literal_from_spark(None, dtype)
        values = [*(v for _, v in clauses), other]
        for v in values:
            if not same_type(v.type, values[0].type, ignore_nullability=True):
                raise UnsupportedFeatureError(
                    "CASE WHEN with branches of different types",
                    f"{type_str(v.type)} vs {type_str(values[0].type)}",
                )
        out = self._if_then(clauses, other)
        return Typed(out.expr, with_nullability(values[0].type, is_nullable(out.type)), dtype)

    def expr_If(self, node: Node, scope: _Scope) -> Typed:
        return self.expr_CaseWhen(node, scope)

    def expr_In(self, node: Node, scope: _Scope) -> Typed:
        value = self.expr(node.child("value"), scope)
        options = [self.expr(o, scope) for o in node.child_list("list")]
        e = Expression()
        e.singular_or_list.value.CopyFrom(value.expr)
        for o in options:
            e.singular_or_list.options.append(o.expr)
        nullable = is_nullable(value.type) or any(is_nullable(o.type) for o in options)
        return Typed(e, _bool(nullable), T.BooleanType())

    def expr_ScalarSubquery(self, node: Node, scope: _Scope) -> Typed:
        plan = node.get("plan")
        if not isinstance(plan, list) or not plan:
            raise UnsupportedFeatureError("Spark scalar subquery without its plan")
        if node.get("outerAttrs"):
            raise UnsupportedFeatureError("correlated scalar subquery left by the optimizer")
        saved = self._outer
        self._outer = (*saved, scope.attrs)
        try:
            inner = self.rel(parse_tree(plan))
        finally:
            self._outer = saved
        if len(inner.attrs) != 1:
            raise UnsupportedFeatureError("scalar subquery with several columns")
        e = Expression()
        e.subquery.scalar.input.CopyFrom(inner.rel)
        a = inner.attrs[0]
        return Typed(e, with_nullability(a.type, True), a.dtype)

    def expr_Round(self, node: Node, scope: _Scope) -> Typed:
        return self._round(node, scope, "TIE_AWAY_FROM_ZERO")

    def expr_BRound(self, node: Node, scope: _Scope) -> Typed:
        return self._round(node, scope, "TIE_TO_EVEN")

    def _round(self, node: Node, scope: _Scope, rounding: str) -> Typed:
        """``round(x, d)`` (HALF_UP) / ``bround(x, d)`` (HALF_EVEN) with a literal ``d``."""
        value = self.expr(node.child("child"), scope)
        scale_node = node.child("scale")
        if scale_node.cls != "Literal" or scale_node.get("value") is None:
            raise UnsupportedFeatureError(f"Spark {node.cls} with a scale that is not a literal")
        digits = int(scale_node.get("value"))
        dt = value.dtype
        if isinstance(dt, T.DecimalType):
            if digits < 0:
                raise UnsupportedFeatureError(f"Spark {node.cls} of a decimal to a negative scale")
            new_scale = min(dt.scale, digits)
            dtype: T.DataType = T.DecimalType(min(dt.precision - dt.scale + 1 + new_scale, 38), new_scale)
        else:
            dtype = dt
        scale = literal_from_spark(str(digits), T.IntegerType())
        mapping = FunctionMapping("round", (URN_ROUNDING, URN_ROUNDING_DECIMAL), (("rounding", rounding),))
        return self.call(node.cls, mapping, [value, scale], dtype=dtype)

    def expr_CreateNamedStruct(self, node: Node, scope: _Scope) -> Typed:
        kids = node.children
        if len(kids) % 2:
            raise UnsupportedFeatureError("Spark named_struct with an odd number of arguments")
        names: list[str] = []
        e = Expression()
        t = Type()
        t.struct.nullability = Type.NULLABILITY_REQUIRED
        fields: list[T.StructField] = []
        for name_node, value_node in zip(kids[::2], kids[1::2], strict=True):
            if name_node.cls != "Literal" or name_node.get("value") is None:
                raise UnsupportedFeatureError("Spark named_struct with a computed field name")
            value = self.expr(value_node, scope)
            names.append(str(name_node.get("value")))
            e.nested.struct.fields.append(value.expr)
            t.struct.types.append(value.type)
            fields.append(T.StructField(names[-1], value.dtype, is_nullable(value.type)))
        e.nested.nullable = False
        return Typed(e, t, T.StructType(fields))

    def expr_GetStructField(self, node: Node, scope: _Scope) -> Typed:
        value = self.expr(node.child(), scope)
        ordinal = int(node.get("ordinal"))
        if not isinstance(value.dtype, T.StructType) or value.type.WhichOneof("kind") != "struct":
            raise UnsupportedFeatureError("Spark GetStructField of a value that is not a struct")
        e, seg = _reference_into(value.expr)
        seg.struct_field.field = ordinal
        field_t = value.type.struct.types[ordinal]
        nullable = is_nullable(field_t) or is_nullable(value.type)
        return Typed(e, with_nullability(field_t, nullable), value.dtype.fields[ordinal].dataType)

    # -------------------------------------------------------------- lists and maps

    def expr_GetArrayItem(self, node: Node, scope: _Scope) -> Typed:
        """``arr[i]`` and ``get(arr, i)`` (0-based) with a literal ``i``: a list element reference.

        Outside the array Spark gives null unless ``failOnError`` (``arr[i]`` under ANSI mode) makes it
        fail, where the reference gives null: that form is refused. A negative ``i`` is always null in
        Spark but counts from the end in a reference: refused too."""
        value = self.expr(node.child(), scope)
        index = self._literal_index(node.child("ordinal"), "arr[i]")
        if node.get("failOnError"):
            raise UnsupportedFeatureError(
                "Spark arr[i] under ANSI mode",
                "Spark fails on an index outside the array, a Substrait list element reference gives null; "
                "use get(arr, i) or try_element_at(arr, i + 1), or turn spark.sql.ansi.enabled off",
            )
        if index < 0:
            raise UnsupportedFeatureError(
                "Spark arr[i] or get(arr, i) with a negative index",
                "Spark gives null, a Substrait list element reference counts a negative offset from the end",
            )
        return self._list_element(value, index)

    def expr_ElementAt(self, node: Node, scope: _Scope) -> Typed:
        """``element_at(arr, i)`` (1-based, negative from the end) and ``element_at(map, key)`` with a
        literal index or key: a list element or map key reference.

        ``element_at(arr, i)`` fails outside the array under ANSI mode (``failOnError``), where a
        reference gives null: refused (``try_element_at`` has Spark's null). Index 0 always fails in
        Spark: refused. A missing map key is null in Spark whatever the mode, as for the reference."""
        if node.get("defaultValueOutOfBound") not in (None, [], {}):
            raise UnsupportedFeatureError("Spark element_at with a default for an index out of bounds")
        value = self.expr(node.child("left"), scope)
        if isinstance(value.dtype, T.MapType):
            return self._map_value(value, node.child("right"), scope)
        index = self._literal_index(node.child("right"), "element_at(arr, i)")
        if node.get("failOnError"):
            raise UnsupportedFeatureError(
                "Spark element_at(arr, i) under ANSI mode",
                "Spark fails on an index outside the array, a Substrait list element reference gives null; "
                "use try_element_at, or turn spark.sql.ansi.enabled off",
            )
        if index == 0:
            raise UnsupportedFeatureError(
                "Spark element_at(arr, 0)", "Spark fails on index 0 (it counts from 1)"
            )
        return self._list_element(value, index - 1 if index > 0 else index)

    def expr_GetMapValue(self, node: Node, scope: _Scope) -> Typed:
        """``map[key]`` with a literal key: a map key reference (a missing key gives null, as in Spark)."""
        return self._map_value(self.expr(node.child(), scope), node.child("key"), scope)

    def _literal_index(self, node: Node, what: str) -> int:
        if node.cls != "Literal" or node.get("value") is None:
            raise UnsupportedFeatureError(
                f"Spark {what} with an index that is not a literal",
                "a Substrait list element reference takes a fixed offset; the standard extensions have no "
                "element function",
            )
        index = int(node.get("value"))
        if not -(2**31) <= index < 2**31:
            raise UnsupportedFeatureError(
                f"Spark {what} with index {index}", "outside the 32-bit offset range"
            )
        return index

    def _list_element(self, value: Typed, offset: int) -> Typed:
        """A list element reference (0-based, negative from the end, null outside the list)."""
        if not isinstance(value.dtype, T.ArrayType) or value.type.WhichOneof("kind") != "list":
            raise UnsupportedFeatureError(f"Spark array access of {value.dtype.simpleString()}")
        e, seg = _reference_into(value.expr)
        seg.list_element.offset = offset
        return Typed(e, with_nullability(value.type.list.type, True), value.dtype.elementType)

    def _map_value(self, value: Typed, key_node: Node, scope: _Scope) -> Typed:
        if not isinstance(value.dtype, T.MapType) or value.type.WhichOneof("kind") != "map":
            raise UnsupportedFeatureError(f"Spark map access of {value.dtype.simpleString()}")
        if key_node.cls != "Literal" or key_node.get("value") is None:
            raise UnsupportedFeatureError(
                "Spark map[key] or element_at(map, key) with a key that is not a literal",
                "a Substrait map key reference takes a literal key; the standard extensions have no map "
                "lookup function",
            )
        key = self.expr(key_node, scope)
        if not same_type(key.type, value.type.map.key, ignore_nullability=True):
            raise UnsupportedFeatureError(
                f"Spark map lookup with a {key.dtype.simpleString()} key in a map keyed by "
                f"{value.dtype.keyType.simpleString()}"
            )
        e, seg = _reference_into(value.expr)
        seg.map_key.map_key.CopyFrom(key.expr.literal)
        return Typed(e, with_nullability(value.type.map.value, True), value.dtype.valueType)

    def expr_Size(self, node: Node, scope: _Scope) -> Typed:
        """``size(arr)`` / ``cardinality(arr)``: the standard ``cardinality`` (i64) cast to Spark's int.
        With ``legacySizeOfNull`` (``spark.sql.legacy.sizeOfNull`` with ANSI mode off) a null array has
        size -1: ``coalesce(..., -1)``."""
        value = self.expr(node.child(), scope)
        if not isinstance(value.dtype, T.ArrayType):
            raise UnsupportedFeatureError(
                f"Spark size of a {value.dtype.typeName()}", "the standard cardinality function takes a list"
            )
        count = self.call("Size", FunctionMapping("cardinality", (URN_LIST,)), [value], dtype=T.IntegerType())
        if node.get("legacySizeOfNull") and is_nullable(value.type):
            minus_one = literal_from_spark("-1", T.IntegerType())
            count = self.call("Coalesce", SCALAR["Coalesce"], [count, minus_one], dtype=T.IntegerType())
        return count

    def expr_CreateArray(self, node: Node, scope: _Scope) -> Typed:
        """``array(a, b, ...)``: a nested list expression. Spark has cast the items to one type; its
        nullability (``containsNull``, and inside nested items) is the union of theirs, and every item
        is given exactly that type (a literal by its flag, another item by a cast)."""
        items = [self.expr(c, scope) for c in node.children]
        if not items:
            raise UnsupportedFeatureError("Spark array() without items", "its element type is void")
        for item in items:
            if not same_type(item.type, items[0].type, ignore_nullability=True):
                raise UnsupportedFeatureError(
                    "Spark array() with items of different types",
                    f"{type_str(item.type)} vs {type_str(items[0].type)}",
                )
        element = functools.reduce(_union_nullability, [i.dtype for i in items])
        target = substrait_type(element, any(is_nullable(i.type) for i in items))
        e = Expression()
        for item in items:
            e.nested.list.values.append(self._as_type(item, target).expr)
        e.nested.nullable = False
        dtype = T.ArrayType(element, is_nullable(target))
        return Typed(e, substrait_type(dtype, False), dtype)

    def _as_type(self, value: Typed, target: Type) -> Typed:
        """``value`` typed exactly ``target`` (which differs from its type in nullability at most): as it
        is, a literal made nullable by its flag, or a cast."""
        if same_type(value.type, target):
            return value
        if value.expr.WhichOneof("rex_type") == "literal" and same_type(
            with_nullability(value.type, True), target
        ):
            e = Expression()
            e.CopyFrom(value.expr)
            e.literal.nullable = True
            return Typed(e, target, value.dtype)
        return self.cast(value, target, value.dtype)

    def expr_DateAddYMInterval(self, node: Node, scope: _Scope) -> Typed:
        """``date + INTERVAL n MONTH``: the standard ``add(date, interval_year)`` (a day past the month's
        end is its last day, as Spark's ``add_months``)."""
        args = [self.expr(node.child("date"), scope), self.expr(node.child("interval"), scope)]
        return self.call(node.cls, FunctionMapping("add", (URN_DATETIME,)), args, dtype=T.DateType())

    def expr_TimestampAddYMInterval(self, node: Node, scope: _Scope) -> Typed:
        """``ts + INTERVAL n MONTH``: months added to a wall time, or to an instant's wall time in the
        zone Spark reads it in (the session's), named in the plan."""
        value = self.expr(node.child("timestamp"), scope)
        args = [value, self.expr(node.child("interval"), scope)]
        if isinstance(value.dtype, T.TimestampType):
            if self.dialect == "datafusion":
                raise UnsupportedFeatureError(
                    "Spark's TIMESTAMP + INTERVAL of months in the DataFusion dialect",
                    "DataFusion's consumer reads no zone argument of add",
                )
            args.append(literal_from_spark(self._zone_of(node), T.StringType()))
        return self.call(node.cls, FunctionMapping("add", (URN_DATETIME,)), args, dtype=value.dtype)

    def expr_TimestampAddInterval(self, node: Node, scope: _Scope) -> Typed:
        """``ts + INTERVAL ... DAY TO SECOND``: the standard ``add`` of a duration. Spark adds the
        interval's whole days to an instant in the session's zone (a day across the change of clocks is
        23 or 25 hours), so outside UTC an instant takes an interval of less than a day alone."""
        value = self.expr(node.child("start"), scope)
        interval_node = node.child("interval")
        interval = self.expr(interval_node, scope)
        if not isinstance(interval.dtype, T.DayTimeIntervalType):
            raise UnsupportedFeatureError(f"Spark {node.cls} of a {interval.dtype.simpleString()}")
        zone = self._zone_of(node)
        if isinstance(value.dtype, T.TimestampType) and zone not in _UTC_NAMES:
            micros = interval_node.get("value") if interval_node.cls == "Literal" else None
            if micros is None or abs(int(micros)) >= 86_400_000_000:
                raise UnsupportedFeatureError(
                    f"Spark's TIMESTAMP + INTERVAL of days in time zone {zone}",
                    "Spark adds whole days in the session's zone; the standard add of an interval_day "
                    "adds a duration: produce the plan in a session whose time zone is UTC",
                )
        mapping = FunctionMapping("add", (URN_DATETIME,))
        return self.call(node.cls, mapping, [value, interval], dtype=value.dtype)

    def expr_NaNvl(self, node: Node, scope: _Scope) -> Typed:
        """Spark's ``nanvl(a, b)``: ``b`` where ``a`` is NaN, else ``a`` (null stays null)."""
        left, right = (self.expr(c, scope) for c in node.children)
        # is_nan of null is null: the CASE then gives the null itself
        return self._if_then([(self.call("IsNaN", SCALAR["IsNaN"], [left]), right)], left)

    def expr_Logarithm(self, node: Node, scope: _Scope) -> Typed:
        """Spark's ``log(base, x)``: null where either is at most 0, else ``ln(x) / ln(base)`` with IEEE
        division (a base of 1 gives an infinity or NaN, as in Spark)."""
        base, value = (self.expr(c, scope) for c in node.children)
        zero = literal_from_spark("0.0", T.DoubleType())
        le = SCALAR["LessThanOrEqual"]
        outside = self.call(
            "Or",
            SCALAR["Or"],
            [self.call("LessThanOrEqual", le, [base, zero]), self.call("LessThanOrEqual", le, [value, zero])],
        )
        ln = FunctionMapping("ln", (URN_LOGARITHMIC,))
        logs = [self.call("Log", ln, [value]), self.call("Log", ln, [base])]
        divide = FunctionMapping("divide", (URN_ARITHMETIC,), (("on_division_by_zero", "IEEE"),))
        quotient = self.call(node.cls, divide, logs, dtype=T.DoubleType())
        return self._if_then([(outside, literal_from_spark(None, T.DoubleType()))], quotient)

    def expr_StringReplace(self, node: Node, scope: _Scope) -> Typed:
        """Spark's ``replace(str, search, replacement)``: every occurrence, case-sensitive; an empty
        ``search`` leaves the string as it is (engines differ there, so a CASE says it)."""
        source = self.expr(node.child("srcExpr"), scope)
        search_node = node.child("searchExpr")
        search = self.expr(search_node, scope)
        args = [source, search, self.expr(node.child("replaceExpr"), scope)]
        mapping = FunctionMapping("replace", (URN_STRING,), (("case_sensitivity", "CASE_SENSITIVE"),))
        replaced = self.call(node.cls, mapping, args, dtype=T.StringType())
        if search_node.cls == "Literal" and search_node.get("value") not in (None, ""):
            return replaced
        empty = self.call("EqualTo", SCALAR["EqualTo"], [search, literal_from_spark("", T.StringType())])
        return self._if_then([(empty, source)], replaced)

    def expr_Concat(self, node: Node, scope: _Scope) -> Typed:
        """Spark's ``concat`` and ``||``: null where any argument is (``null_handling`` ACCEPT_NULLS). In
        the ``datafusion`` dialect a CASE says it too where the arguments are columns or literals:
        DataFusion's concat skips nulls whatever the option says."""
        args = [self.expr(c, scope) for c in node.children]
        joined = self.call(node.cls, SCALAR["Concat"], args)
        nullable = [a for a in args if is_nullable(a.type)]
        simple = all(a.expr.WhichOneof("rex_type") in ("selection", "literal") for a in nullable)
        if self.dialect != "datafusion" or not nullable or not simple:
            return joined
        checks = [self.call("IsNull", SCALAR["IsNull"], [a]) for a in nullable]
        any_null = functools.reduce(lambda x, y: self.call("Or", SCALAR["Or"], [x, y]), checks)
        return self._if_then([(any_null, literal_from_spark(None, joined.dtype))], joined)

    def expr_ConcatWs(self, node: Node, scope: _Scope) -> Typed:
        """Spark's ``concat_ws(sep, s, ...)``: the standard ``concat_ws``, read as every engine reads it
        (null strings left out, a null separator gives null). Arrays of strings, which Spark also joins,
        and no strings at all are refused."""
        args = [self.expr(c, scope) for c in node.children]
        if len(args) < 2:
            raise UnsupportedFeatureError("Spark concat_ws without strings to join")
        if any(not isinstance(a.dtype, T.StringType) for a in args):
            raise UnsupportedFeatureError(
                "Spark concat_ws of an array", "the standard concat_ws joins strings"
            )
        mapping = FunctionMapping("concat_ws", (URN_STRING,))
        return self.call(node.cls, mapping, args, dtype=T.StringType())

    def expr_DateAdd(self, node: Node, scope: _Scope) -> Typed:
        return self._date_shift(node, scope, "add")

    def expr_DateSub(self, node: Node, scope: _Scope) -> Typed:
        return self._date_shift(node, scope, "subtract")

    def _date_shift(self, node: Node, scope: _Scope, op: str) -> Typed:
        """``date_add(d, n)`` with a literal ``n``: the standard ``add:date_iday`` (a timestamp at
        midnight) cast back to a date."""
        start = self.expr(node.child("startDate"), scope)
        days = node.child("days")
        if days.cls != "Literal" or days.get("value") is None:
            raise UnsupportedFeatureError(f"Spark {node.cls} with a number of days that is not a literal")
        interval = literal_from_spark(
            str(int(days.get("value")) * 86_400_000_000), T.DayTimeIntervalType(0, 3)
        )
        entry, out_type, compound = self._resolve(op, (URN_DATETIME,), [start.type, interval.type])
        e = Expression()
        sf = e.scalar_function
        sf.function_reference = self.collector.function_reference(entry.urn, compound)
        sf.output_type.CopyFrom(out_type)
        sf.arguments.add().value.CopyFrom(start.expr)
        sf.arguments.add().value.CopyFrom(interval.expr)
        return self.cast(
            Typed(e, out_type, T.TimestampNTZType()),
            substrait_type(T.DateType(), is_nullable(out_type)),
            T.DateType(),
        )

    def expr_KnownFloatingPointNormalized(self, node: Node, scope: _Scope) -> Typed:
        return self.expr(node.children[0], scope)

    def expr_NormalizeNaNAndZero(self, node: Node, scope: _Scope) -> Typed:
        raise UnsupportedFeatureError("Spark NormalizeNaNAndZero (grouping or joining on floating point)")


def _with_emit(rel: alg.Rel, mapping: list[int]) -> alg.Rel:
    """A copy of ``rel`` whose output is ``mapping`` of its current output (composing an existing emit)."""
    out = alg.Rel()
    out.CopyFrom(rel)
    kind = out.WhichOneof("rel_type")
    body = getattr(out, str(kind))
    if not hasattr(body, "common"):
        raise UnsupportedFeatureError(f"relation {kind} without RelCommon")
    common = body.common
    if common.WhichOneof("emit_kind") == "emit":
        old = list(common.emit.output_mapping)
        mapping = [old[i] for i in mapping]
    common.emit.ClearField("output_mapping")
    common.emit.output_mapping.extend(mapping)
    return out


@dataclass
class _AggregateCall:
    """A resolved aggregate (or window) function: anchor, output type, arguments, options, Spark type."""

    reference: int
    output_type: Type
    args: list[Typed]
    options: list[alg.FunctionOption]
    dtype: T.DataType


#: Catalyst divisions, which fail (ANSI) or give null (ANSI off) for a zero divisor.
_DIVISIONS = frozenset({"Divide", "IntegralDivide", "Remainder"})

#: Names of the zone in which a Substrait cast reads and writes the wall time of an instant.
_UTC_NAMES = frozenset({"UTC", "Etc/UTC", "GMT", "Etc/GMT", "Z", "+00:00"})


#: Bits of Spark's integer types.
_INTEGER_BITS: dict[type, int] = {T.ByteType: 8, T.ShortType: 16, T.IntegerType: 32, T.LongType: 64}


def _narrowing(source: T.DataType, target: T.DataType) -> bool:
    """Whether a number of type ``source`` may not fit integer type ``target``."""
    if isinstance(source, T.IntegralType):
        return _INTEGER_BITS[type(source)] > _INTEGER_BITS[type(target)]
    if isinstance(source, T.DecimalType):
        return source.precision - source.scale > len(str(2 ** (_INTEGER_BITS[type(target)] - 1))) - 1
    return isinstance(source, (T.FloatType, T.DoubleType))


def _repeated(text: str, zone: str) -> bool:
    """Whether the wall time ``text`` (Spark's text of a ``TIMESTAMP``) is one the zone's clocks show
    twice (as they go back), so that it names two instants."""
    from zoneinfo import ZoneInfo

    try:
        when, z = _dt.datetime.fromisoformat(text), ZoneInfo(zone)
    except (ValueError, KeyError):
        return False
    return when.replace(tzinfo=z, fold=0).utcoffset() != when.replace(tzinfo=z, fold=1).utcoffset()


#: Spark's date_trunc formats as round_calendar's (unit, origin, multiple): a quarter is three months
#: counted from the year's start, a week starts on Monday, a microsecond counts from the millisecond.
_TIMESTAMP_TRUNCATIONS: dict[str, tuple[str, str, int]] = {
    **dict.fromkeys(("YEAR", "YYYY", "YY"), ("YEAR", "YEAR", 1)),
    "QUARTER": ("MONTH", "YEAR", 3),
    **dict.fromkeys(("MONTH", "MM", "MON"), ("MONTH", "MONTH", 1)),
    "WEEK": ("WEEK", "ISO_WEEK", 1),
    **dict.fromkeys(("DAY", "DD"), ("DAY", "DAY", 1)),
    "HOUR": ("HOUR", "HOUR", 1),
    "MINUTE": ("MINUTE", "MINUTE", 1),
    "SECOND": ("SECOND", "SECOND", 1),
    "MILLISECOND": ("MILLISECOND", "MILLISECOND", 1),
    "MICROSECOND": ("MICROSECOND", "MILLISECOND", 1),
}
#: Spark's trunc formats of a date (the coarser ones alone).
_DATE_TRUNCATIONS = {k: v for k, v in _TIMESTAMP_TRUNCATIONS.items() if v[0] in ("YEAR", "MONTH", "WEEK")}


def _cast_reads_the_zone(source: T.DataType, target: T.DataType) -> bool:
    """Whether Spark's CAST from ``source`` to ``target`` reads or writes a wall time in the session's
    time zone (Catalyst's ``Cast.needsTimeZone``): between an instant (``TIMESTAMP``) and text, a date or
    a wall time (``TIMESTAMP_NTZ``), also inside lists, maps and structs."""
    if isinstance(source, T.ArrayType) and isinstance(target, T.ArrayType):
        return _cast_reads_the_zone(source.elementType, target.elementType)
    if isinstance(source, T.MapType) and isinstance(target, T.MapType):
        return _cast_reads_the_zone(source.keyType, target.keyType) or _cast_reads_the_zone(
            source.valueType, target.valueType
        )
    if isinstance(source, T.StructType) and isinstance(target, T.StructType):
        return any(
            _cast_reads_the_zone(a.dataType, b.dataType)
            for a, b in zip(source.fields, target.fields, strict=False)
        )
    others = (T.StringType, T.DateType, T.TimestampNTZType)
    return (isinstance(source, T.TimestampType) and isinstance(target, others)) or (
        isinstance(target, T.TimestampType) and isinstance(source, others)
    )


#: Substrait ``extract`` components -> DataFusion's ``date_part`` names of the same meaning.
_DATAFUSION_DATE_PARTS = {
    "YEAR": "year",
    "QUARTER": "quarter",
    "MONTH": "month",
    "DAY": "day",
    "DAY_OF_YEAR": "doy",
}

_RETURN_NULL = Expression.Cast.FailureBehavior.FAILURE_BEHAVIOR_RETURN_NULL

#: Catalyst's aggregates of any one value of a group (``first``, ``last``, ``any_value``).
_ANY_VALUES = ("First", "Last")

#: Standard functions DataFusion 55's consumer does not know, and its own functions of the same meaning,
#: which the DataFusion dialect declares by name alone (DataFusion's ``greatest`` and ``least`` skip nulls).
_DATAFUSION_NAMES = {"greatest_skip_null": "greatest", "least_skip_null": "least", "sign": "signum"}

#: Catalyst ranking functions -> Substrait window functions (functions_arithmetic).
WINDOW_FUNCTIONS: dict[str, str] = {
    "RowNumber": "row_number",
    "Rank": "rank",
    "DenseRank": "dense_rank",
    "PercentRank": "percent_rank",
    "CumeDist": "cume_dist",
}


def _invocation(distinct: bool) -> alg.AggregateFunction.AggregationInvocation.ValueType:
    inv = alg.AggregateFunction.AggregationInvocation
    return inv.AGGREGATION_INVOCATION_DISTINCT if distinct else inv.AGGREGATION_INVOCATION_ALL


def _loses_scale(derived: Type, spark: Type) -> bool:
    """True when both are decimals and the derived type keeps fewer fractional digits than Spark's."""
    return (
        derived.WhichOneof("kind") == "decimal"
        and spark.WhichOneof("kind") == "decimal"
        and derived.decimal.scale < spark.decimal.scale
    )


def _bool(nullable: bool) -> Type:
    t = Type()
    t.bool.nullability = Type.NULLABILITY_NULLABLE if nullable else Type.NULLABILITY_REQUIRED
    return t


# ------------------------------------------------------------------------------------------ Spark side


def _excluded_rules(spark: SparkSession, rules: Sequence[str]) -> AbstractContextManager[None]:
    """Spark's optimizer without ``rules`` (besides those the session excludes) inside the block."""
    key = "spark.sql.optimizer.excludedRules"
    previous = spark.conf.get(key, None)
    merged = [r for r in (previous or "").split(",") if r.strip()] + list(rules)
    return settings_set(spark, {key: ",".join(dict.fromkeys(merged))})


@dataclass
class SparkPlans:
    """Spark's analyzed and (re-)optimized plans of one DataFrame: the JVM objects and their JSON."""

    analyzed: Any
    optimized: Any
    analyzed_json: str
    optimized_json: str
    #: the analyzed and optimized plans as text: the only form that shows TRY evaluation
    plan_text: str


def spark_plans(df: DataFrame, spark: SparkSession) -> SparkPlans:
    """The analyzed plan of ``df`` and that plan re-optimized without :data:`EXCLUDED_RULES`.

    Needs a classic session (py4j): Spark Connect has no access to Catalyst plans.
    """
    jdf = getattr(df, "_jdf", None)
    if jdf is None:
        raise UnsupportedFeatureError(
            "producing from a Spark Connect DataFrame", "the producer needs a classic SparkSession"
        )
    analyzed = jdf.queryExecution().analyzed()
    jss = spark._jsparkSession
    with _excluded_rules(spark, EXCLUDED_RULES):
        optimized = jss.sessionState().optimizer().execute(analyzed)
    with _untruncated(spark):
        text = str(analyzed.toString()) + "\n" + str(optimized.toString())
    return SparkPlans(analyzed, optimized, str(analyzed.toJSON()), str(optimized.toJSON()), text)


def _untruncated(spark: SparkSession) -> AbstractContextManager[None]:
    """Inside the block Spark's text of a plan or an expression holds every field: by default it stops
    after 25 (``... 6 more fields``), which hid a ``try_add`` in a query's 31st column."""
    return settings_set(spark, {"spark.sql.debug.maxToStringFields": str(2**31 - 1)})


def _jvm_expressions(root: Any) -> Iterator[Any]:
    """The expressions of every node of the JVM plan ``root`` and of all its subqueries (each node's
    top-level expressions; their children are the caller's to walk)."""
    plans = [root]
    subs = root.subqueriesAll()
    plans.extend(subs.apply(i) for i in range(subs.size()))
    while plans:
        plan = plans.pop()
        children = plan.children()
        plans.extend(children.apply(i) for i in range(children.size()))
        expressions = plan.expressions()
        yield from (expressions.apply(i) for i in range(expressions.size()))


def _jvm_leaves(plan: Any) -> dict[LeafKey, Any]:
    """The leaves of a JVM plan and of all its subqueries, by :data:`LeafKey`."""
    plans = [plan]
    subs = plan.subqueriesAll()
    plans.extend(subs.apply(i) for i in range(subs.size()))
    found: dict[LeafKey, Any] = {}
    for p in plans:
        leaves = p.collectLeaves()
        for i in range(leaves.size()):
            leaf = leaves.apply(i)
            out = leaf.output()
            ids = tuple(int(out.apply(j).exprId().id()) for j in range(out.size()))
            found.setdefault((str(leaf.getClass().getSimpleName()), ids), leaf)
    return found


class _JvmLeaves:
    r"""Resolves leaf relations that carry no table name in the analyzed plan by asking the JVM.

    A leaf the optimizer copied (a CTE inlined twice gets fresh ``exprId``\ s) is matched with a named
    leaf of the analyzed plan by ``sameResult`` (Catalyst's canonical comparison); otherwise a file
    relation becomes its files and a local relation its rows. Leaves are found by :data:`LeafKey`.
    """

    def __init__(self, spark: SparkSession, plans: SparkPlans, views: dict[LeafKey, _View]) -> None:
        self.spark = spark
        self.plans = plans
        self.views = views
        self._optimized: dict[LeafKey, Any] | None = None
        self._named: list[tuple[Any, list[str]]] | None = None

    def _leaf(self, key: LeafKey) -> Any:
        if self._optimized is None:
            self._optimized = _jvm_leaves(self.plans.optimized)
        return self._optimized.get(key)

    def _named_leaves(self) -> list[tuple[Any, list[str]]]:
        if self._named is None:
            analyzed = _jvm_leaves(self.plans.analyzed)
            self._named = [(leaf, self.views[k].names) for k, leaf in analyzed.items() if k in self.views]
        return self._named

    def __call__(self, node: Node) -> TableSource:
        outputs = node.trees("output")
        if not outputs:
            raise UnsupportedFeatureError(f"Spark {node.cls} without columns")
        jleaf = self._leaf(_leaf_key(node))
        if jleaf is None:
            raise UnsupportedFeatureError(f"Spark {node.cls}", "cannot locate the relation in the JVM plan")
        for named, names in self._named_leaves():
            if bool(jleaf.sameResult(named)):
                return TableSource(attrs=[], names=list(names))
        if node.cls == "LogicalRelation":
            relation = jleaf.relation()
            try:
                files = list(relation.location().inputFiles())
                fmt = str(relation.fileFormat().shortName())
                partitioned = int(relation.partitionSchema().size()) > 0
            except Exception as exc:
                raise UnsupportedFeatureError(
                    f"Spark relation {relation.getClass().getSimpleName()}",
                    "only file relations are supported",
                ) from exc
            if partitioned:
                raise UnsupportedFeatureError(
                    "a partitioned file relation without a table name",
                    "partition values live in directory names, not in the files; register it as a view",
                )
            return TableSource(attrs=[], files=[str(f) for f in files], file_format=fmt)
        if node.cls == "LocalRelation":
            from pyspark.sql import DataFrame as PyDataFrame

            jvm: Any = self.spark._jvm
            jss = self.spark._jsparkSession
            jds = jvm.org.apache.spark.sql.classic.Dataset.ofRows(jss, jleaf)
            rows = [tuple(r) for r in PyDataFrame(jds, self.spark).collect()]
            return TableSource(attrs=[], rows=rows)
        raise UnsupportedFeatureError(f"Spark relation {node.cls} without a table name")


def _tree_key(root: Node) -> tuple[Any, ...]:
    """A hashable form of a Catalyst tree read from JSON: equal for equal trees (built without
    recursion, so a deep tree is no problem)."""
    keys: dict[int, tuple[Any, ...]] = {}
    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        if not children_done:
            stack.append((node, True))
            stack.extend((c, False) for c in node.children)
            continue
        fields = tuple(sorted((k, json.dumps(v, sort_keys=True)) for k, v in node.fields.items()))
        keys[id(node)] = (node.full_class, fields, tuple(keys[id(c)] for c in node.children))
    return keys[id(root)]


class _JvmTryCasts:
    """Which casts of the optimized plan are ``try_cast``: Spark's JSON writes a cast's ``EvalMode`` as
    null. The JVM plan's casts are found once (only in expressions whose text holds a cast), each keyed
    by its JSON tree; a JSON cast is TRY when its tree is that of a TRY cast. A query holding the same
    cast in TRY and in another mode (``try_cast(s AS INT)`` beside ``CAST(s AS INT)``) is refused: the
    JSON cannot tell them apart."""

    def __init__(self, spark: SparkSession, plans: SparkPlans) -> None:
        self.spark = spark
        self.plans = plans
        self._modes: dict[tuple[Any, ...], set[str]] | None = None

    def _build(self) -> dict[tuple[Any, ...], set[str]]:
        with _untruncated(self.spark):
            return self._casts()

    def _casts(self) -> dict[tuple[Any, ...], set[str]]:
        modes: dict[tuple[Any, ...], set[str]] = {}
        for top in _jvm_expressions(self.plans.optimized):
            stack = [top]
            while stack:
                expr = stack.pop()
                if "cast(" not in str(expr.toString()):
                    continue
                if str(expr.nodeName()) == "Cast":
                    key = _tree_key(parse_plan_json(str(expr.toJSON())))
                    modes.setdefault(key, set()).add(str(expr.evalMode()))
                kids = expr.children()
                stack.extend(kids.apply(i) for i in range(kids.size()))
        return modes

    def __call__(self, node: Node) -> bool:
        if self._modes is None:
            self._modes = self._build()
        modes = self._modes.get(_tree_key(node), set())
        if "TRY" in modes and len(modes) > 1:
            raise UnsupportedFeatureError(
                "Spark's try_cast beside the same CAST in another mode",
                "Spark's JSON plan does not say which is which: write one of them differently",
            )
        return "TRY" in modes


class _JvmLiterals:
    r"""The values of literals of nested types (arrays, maps, structs: what Spark folds ``array(1, 2)``
    into), read from the JVM plan: Spark's JSON writes them as text that cannot be read back
    (``[a, b,c]`` is two strings or three). Also the microseconds of a ``TIMESTAMP`` literal, whose JSON
    text is a wall time in the session's zone, the same for the two instants of a wall time the zone's
    clocks show twice.

    The JVM plan's nested literals are indexed once by type and that text; the one matching a JSON
    literal is written as SQL by Spark (``Literal.sql``), evaluated, and its value collected. The
    evaluated literal must be written the same way again, so the value is the literal's. Two literals
    of the same text but different values make the JSON one ambiguous: refused.
    """

    def __init__(self, spark: SparkSession, plans: SparkPlans) -> None:
        self.spark = spark
        self.plans = plans
        self._index: dict[tuple[str, str], dict[str, Any]] | None = None

    def _build(self) -> dict[tuple[str, str], dict[str, Any]]:
        index: dict[tuple[str, str], dict[str, Any]] = {}
        for expression in _jvm_expressions(self.plans.optimized):
            leaves = expression.collectLeaves()
            for j in range(leaves.size()):
                leaf = leaves.apply(j)
                if str(leaf.nodeName()) != "Literal" or leaf.value() is None:
                    continue
                kind = str(leaf.dataType().typeName())
                if kind == "timestamp":  # by its text, which Spark writes in the session's zone
                    key = (T.TimestampType().json(), str(leaf.toString()))
                    index.setdefault(key, {})[str(leaf.value())] = leaf
                    continue
                if kind not in ("array", "map", "struct"):
                    continue
                dt = parse_spark_type(json.loads(str(leaf.dataType().json())))
                key = (dt.json(), str(leaf.value().toString()))
                index.setdefault(key, {})[str(leaf.sql())] = leaf
        return index

    def __call__(self, node: Node, dt: T.DataType) -> Any:
        if self._index is None:
            self._index = self._build()
        found = self._index.get((dt.json(), str(node.get("value"))), {})
        what = f"Spark literal {node.get('value')} of type {dt.simpleString()}"
        if len(found) != 1:
            raise UnsupportedFeatureError(
                what, "not found in the JVM plan" if not found else "several literals are written alike"
            )
        ((sql, jlit),) = found.items()
        if isinstance(dt, T.TimestampType):
            return int(sql)  # microseconds since the epoch
        if sql in ("ARRAY()", "MAP()"):  # empty: Spark reads the text back with a void element type
            return [] if isinstance(dt, T.ArrayType) else {}
        df = self.spark.sql(f"SELECT {sql} AS v")
        again = df._jdf.queryExecution().optimizedPlan().expressions().apply(0).child()
        if (
            str(again.nodeName()) != "Literal"
            or str(again.sql()) != sql
            or not bool(again.dataType().sameType(jlit.dataType()))
        ):
            raise UnsupportedFeatureError(what, f"Spark does not read {sql} back as the same literal")
        return df.collect()[0][0]


# ------------------------------------------------------------------------------------------ public API


def to_substrait(
    df_or_sql: DataFrame | str,
    spark: SparkSession,
    *,
    check: bool = True,
    dialect: Dialect = "standard",
) -> plan_pb2.Plan:
    """The Substrait plan of a Spark SQL query or a (classic) PySpark DataFrame.

    Tables and views are read as ``NamedTable`` by the name they were registered or queried under;
    a DataFrame read straight from files becomes ``LocalFiles``; an inline table a ``VirtualTable``.
    The root names equal ``df.columns``. With ``check`` (the default) the plan is validated, round-tripped
    through binary and JSON and its root types compared with Spark's schema before it is returned
    (:func:`self_check`).

    ``dialect="datafusion"`` writes what DataFusion 55's consumer cannot read in its own convention
    instead of the standard one: date parts as DataFusion's ``date_part('year', x)`` (declared without
    URN, as DataFusion writes it) rather than the standard ``extract(YEAR, x)``, whose enum argument
    DataFusion rejects (date parts it has no name for, and times of day, are refused); and the standard
    functions it does not know by DataFusion's names of the same meaning (``greatest_skip_null`` as
    ``greatest``, ``least_skip_null`` as ``least``, ``sign`` as ``signum``). Such a plan validates with
    warnings (unknown functions without URN).

    Raises :class:`UnsupportedFeatureError` naming the first Spark node, expression or type it cannot
    express exactly.
    """
    df = spark.sql(df_or_sql) if isinstance(df_or_sql, str) else df_or_sql
    plans = spark_plans(df, spark)
    views = _collect_views(parse_plan_json(plans.analyzed_json))
    ansi = str(spark.conf.get("spark.sql.ansi.enabled", "true")).lower() == "true"
    tz = str(spark.conf.get("spark.sql.session.timeZone", "UTC"))
    root = parse_plan_json(plans.optimized_json)
    try_call = _TRY_CALL.search(plans.plan_text)
    if try_call is not None:
        raise UnsupportedFeatureError(
            f"Spark {try_call.group(0)}...)", "TRY evaluation (null instead of an error) is not produced yet"
        )
    producer = SparkProducer(
        views=views,
        ansi=ansi,
        time_zone=tz,
        leaf_resolver=_JvmLeaves(spark, plans, views),
        literal_resolver=_JvmLiterals(spark, plans),
        try_casts=_JvmTryCasts(spark, plans) if "try_cast(" in plans.plan_text else None,
        dialect=dialect,
        jvm_root=plans.optimized,
    )
    plan = producer.plan(root, names=list(df.columns))
    if check:
        self_check(plan, df.schema)
    return plan


#: A TRY-mode expression in Spark's plan text (``try_cast(``, ``try_add(``, ``try_avg(`` ...): the JSON
#: form drops the ``EvalMode`` enumeration. The analyzed plan still holds ``try_add`` and friends as
#: themselves (the optimizer replaces them by ``Add`` in TRY mode, printed as a plain ``+``), so both
#: texts are searched. ``try_element_at`` is the exception: the optimized plan holds it as ``ElementAt``
#: with ``failOnError`` off, which the producer reads (its null outside the array is a list element
#: reference's). ``try_cast`` is read too (:class:`_JvmTryCasts`).
_TRY_CALL = re.compile(r"\btry_(?!element_at\(|cast\()[a-z_]+\(")


def self_check(plan: plan_pb2.Plan, schema: T.StructType | None = None) -> None:
    """Validate ``plan``, round-trip it through binary and JSON, and compare its root types with
    ``schema`` (kinds and parameters; nullability may be wider in the plan). Raises
    :class:`InvalidPlanError` (code ``producer-self-check``) naming the first problem."""
    from substrait_py.errors import Severity
    from substrait_py.planio import PlanFormat, load_plan, serialize_plan
    from substrait_py.schema import root_fields
    from substrait_py.validate import validate_plan

    errors = [d for d in validate_plan(plan) if d.severity >= Severity.ERROR]
    if errors:
        raise InvalidPlanError(
            "the produced plan does not validate: " + "; ".join(str(d) for d in errors[:5]),
            code="producer-self-check",
        )
    for fmt in (PlanFormat.BINARY, PlanFormat.JSON):
        again = load_plan(serialize_plan(plan, fmt), fmt=fmt).plan
        if again != plan:
            raise InvalidPlanError(
                f"the produced plan changes when serialized as {fmt.value} and parsed back",
                code="producer-self-check",
            )
    if schema is None:
        return
    try:
        fields = root_fields(plan)
    except SubstraitPyError as exc:
        raise InvalidPlanError(f"cannot derive the root schema: {exc}", code="producer-self-check") from exc
    if len(fields) != len(schema.fields):
        raise InvalidPlanError(
            f"the plan has {len(fields)} root columns, Spark {len(schema.fields)}", code="producer-self-check"
        )
    for f, sf in zip(fields, schema.fields, strict=True):
        want = substrait_type(sf.dataType, sf.nullable)
        if not same_type(f.type, want, ignore_nullability=True):
            raise InvalidPlanError(
                f"column {sf.name!r}: the plan derives {type_str(f.type)}, "
                f"Spark has {sf.dataType.simpleString()}",
                code="producer-self-check",
            )


__all__ = [
    "EXCLUDED_RULES",
    "Attr",
    "Dialect",
    "Produced",
    "SparkPlans",
    "SparkProducer",
    "TableSource",
    "Typed",
    "literal_from_spark",
    "self_check",
    "spark_plans",
    "to_substrait",
]
