"""Engine adapters: run a serialized Substrait plan and return a pyarrow Table.

An :class:`Engine` has a ``name``, ``run(plan_bytes, tables=None) -> pyarrow.Table`` (``tables`` maps table
names to pyarrow Tables that bind the plan's named-table reads; the function-case runner passes none) and
``classify(exc)`` which sorts an exception into ``"unsupported"`` (the engine does not support something in
the plan: not implemented, no mapping for a function, ...) or ``"raised"`` (the engine accepted the plan and
raised while evaluating it, e.g. an overflow error). The function runner counts a ``"raised"`` as a pass when
the case expects ``<!ERROR>``.

Built-in adapters (:func:`get_engine`):

* ``datafusion`` -- ``datafusion.substrait.Consumer.from_substrait_plan`` then
  ``SessionContext.create_dataframe_from_logical_plan(...).to_arrow_table()``. Errors raised while converting
  the plan (``Consumer``) are ``unsupported``; errors raised while executing are ``raised``, except messages
  that say "not implemented"/"unsupported"/"not supported".
* ``acero`` -- ``pyarrow.substrait.run_query``. Arrow's consumer predates URNs (Substrait 0.85): the adapter
  adds the legacy ``extension_uris`` declarations (the standard YAML URLs) with
  :func:`with_legacy_extension_uris`, so Acero can resolve the functions. Acero rejects virtual-table reads:
  :func:`virtual_tables_to_named` rewrites each into a named-table read of a generated name and builds its
  pyarrow Table from the literal rows (:func:`virtual_table_to_arrow`, types by :func:`arrow_type`), handed to
  Acero with the caller's ``tables`` through ``table_provider`` (:func:`conform_to_acero` adapts columns to
  Acero's own extension types for varchar, fixed_char, uuid and intervals). ``ArrowNotImplementedError``,
  ``ArrowInvalid`` for enum arguments ("argument was not a value") and conversion messages ("No conversion
  function", "unsupported", "not implemented") are ``unsupported``; other ``ArrowInvalid``/``ArrowException``
  during execution are ``raised``.
* ``spark`` -- ``spark_consumer.consumer.SparkConsumer`` on ``spark_consumer.session.local_session()``,
  imported lazily. :class:`substrait_py.errors.UnsupportedFeatureError` is ``unsupported``; other errors are
  ``raised``. If the consumer module is not importable, every run reports ``unsupported`` with that reason.
* any callable ``bytes -> pyarrow.Table`` (:class:`CallableEngine`): ``NotImplementedError``,
  ``UnsupportedFeatureError`` and messages with "not implemented"/"unsupported"/"not supported" are
  ``unsupported``, anything else ``raised``.
"""

from __future__ import annotations

import decimal
import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Literal, Protocol

import pyarrow as pa
from google.protobuf.message import Message
from substrait import type_pb2 as tp

from substrait_py.errors import BindingError, InvalidPlanError, PlanLoadError, UnsupportedFeatureError

__all__ = [
    "ENGINE_NAMES",
    "VIRTUAL_TABLE_PREFIX",
    "AceroEngine",
    "CallableEngine",
    "DataFusionEngine",
    "Engine",
    "EngineUnavailable",
    "SparkEngine",
    "Verdict",
    "arrow_field",
    "arrow_type",
    "conform_to_acero",
    "get_engine",
    "literal_value",
    "virtual_table_to_arrow",
    "virtual_tables_to_named",
    "with_legacy_extension_uris",
]

Verdict = Literal["unsupported", "raised"]
ENGINE_NAMES = ("datafusion", "acero", "spark")

_UNSUPPORTED_TEXT = re.compile(
    r"not[ _]implemented|unsupported|not supported|no conversion function|notimplemented|unknown function",
    re.IGNORECASE,
)

_ACERO_CONVERSION_TEXT = re.compile(r"argument was not a value", re.IGNORECASE)


class EngineUnavailable(UnsupportedFeatureError):
    """The engine cannot be used at all here (module missing, ...); every case is unsupported."""


class Engine(Protocol):
    """What the runner needs from an engine."""

    name: str

    def run(self, plan: bytes, tables: Mapping[str, pa.Table] | None = None) -> pa.Table:
        """Execute a serialized plan and return its result.

        ``tables`` binds named-table reads of the plan: the key is the table name (a multi-part name joined
        with ``.``, or its last part).
        """
        ...

    def classify(self, exc: BaseException) -> Verdict:
        """``"unsupported"`` or ``"raised"`` for an exception from :meth:`run`."""
        ...


def _generic_classify(exc: BaseException) -> Verdict:
    if isinstance(exc, (NotImplementedError, UnsupportedFeatureError)):
        return "unsupported"
    if _UNSUPPORTED_TEXT.search(str(exc)):
        return "unsupported"
    return "raised"


class CallableEngine:
    """Adapter for any callable from plan bytes to a pyarrow Table."""

    def __init__(self, fn: Callable[[bytes], pa.Table], name: str = "callable") -> None:
        self.fn = fn
        self.name = name

    def run(self, plan: bytes, tables: Mapping[str, pa.Table] | None = None) -> pa.Table:
        """Call the wrapped function (with ``tables`` as a second argument only when tables are given)."""
        fn: Any = self.fn
        result = fn(plan) if tables is None else fn(plan, tables)
        if isinstance(result, pa.RecordBatchReader):
            return result.read_all()
        return result

    def classify(self, exc: BaseException) -> Verdict:
        """See the module docstring."""
        return _generic_classify(exc)


class _ConversionError(Exception):
    """An error raised while an engine converts the plan (before execution)."""

    def __init__(self, cause: BaseException) -> None:
        super().__init__(str(cause))
        self.cause = cause


class DataFusionEngine:
    """DataFusion 55 through its Python Substrait consumer."""

    name = "datafusion"

    def __init__(self) -> None:
        from datafusion import SessionContext

        self._ctx_factory = SessionContext

    def run(self, plan: bytes, tables: Mapping[str, pa.Table] | None = None) -> pa.Table:
        """Convert and execute ``plan`` in a fresh ``SessionContext`` with ``tables`` registered by name.

        Each table is registered as an in-memory table under its key (an empty table keeps its schema), so
        the plan's ``NamedTable`` reads resolve to it; DataFusion runs virtual tables itself.
        """
        from datafusion.substrait import Consumer, Serde

        ctx = self._ctx_factory()
        for name, table in (tables or {}).items():
            batches = table.to_batches() or [pa.RecordBatch.from_pylist([], schema=table.schema)]
            ctx.register_record_batches(name, [batches])
        try:
            sub = Serde.deserialize_bytes(plan)
            logical = Consumer.from_substrait_plan(ctx, sub)
        except Exception as exc:
            raise _ConversionError(exc) from exc
        df = ctx.create_dataframe_from_logical_plan(logical)
        return df.to_arrow_table()

    def classify(self, exc: BaseException) -> Verdict:
        """Conversion errors are unsupported; execution errors raised (unless they say unsupported)."""
        if isinstance(exc, _ConversionError):
            return "unsupported"
        return _generic_classify(exc)


def with_legacy_extension_uris(plan: bytes) -> bytes:
    """``plan`` with legacy ``extension_uris`` added next to its URNs, for consumers older than 0.85.

    Each URN ``extension:io.substrait:<stem>`` gets the URI
    ``https://github.com/substrait-io/substrait/blob/main/extensions/<stem>.yaml`` under the same anchor, and
    every declaration gets ``extension_uri_reference`` equal to its URN reference. Uses the legacy message
    class of :mod:`substrait_py.legacy` (fields 1 of Plan and of the declarations, reserved since 0.85).
    """
    from substrait_py.legacy import legacy_plan_class

    cls: Any = legacy_plan_class()
    msg = cls()
    msg.ParseFromString(plan)
    for u in msg.extension_urns:
        stem = u.urn.rsplit(":", 1)[-1]
        msg.extension_uris.add(
            extension_uri_anchor=u.extension_urn_anchor,
            uri=f"https://github.com/substrait-io/substrait/blob/main/extensions/{stem}.yaml",
        )
    for d in msg.extensions:
        kind = d.WhichOneof("mapping_type")
        if kind is None:
            continue
        decl = getattr(d, kind)
        decl.extension_uri_reference = decl.extension_urn_reference
    return bytes(msg.SerializeToString())


# ------------------------------------------------------------------------------ virtual tables -> Arrow

#: Prefix of the names of virtual tables rewritten into named-table reads (:func:`virtual_tables_to_named`).
VIRTUAL_TABLE_PREFIX = "__substrait_py_virtual_"

_TimeUnit = Literal["s", "ms", "us", "ns"]
_TIME_UNITS: dict[int, _TimeUnit] = {0: "s", 3: "ms", 6: "us", 9: "ns"}
_UNIT_DIGITS = {"s": 0, "ms": 3, "us": 6, "ns": 9}


def _unit(precision: int, what: str) -> _TimeUnit:
    unit = _TIME_UNITS.get(precision)
    if unit is None:
        raise UnsupportedFeatureError(
            f"{what} precision {precision}",
            f"Arrow has no {what} unit for precision {precision} (only 0, 3, 6, 9)",
        )
    return unit


def arrow_type(t: Any, names: Iterator[str] | None = None) -> pa.DataType:
    """The pyarrow type of the Substrait type ``t`` (a ``substrait.type_pb2.Type``).

    ``names`` yields the names of nested struct fields depth-first, as a ``NamedStruct`` lists them after the
    top-level name (structs inside lists and maps included); a struct whose names run out gets ``f<i>``.
    Mapping: ``bool``, ``i8``..``i64``, ``fp32``/``fp64``, ``string``/``varchar``/``fixedchar`` -> utf8,
    ``binary`` -> binary, ``fixedbinary<n>`` and ``uuid`` -> ``fixed_size_binary``, ``decimal<p,s>`` ->
    decimal128, ``date`` -> date32, ``time`` -> time64[us], ``precision_time<p>`` -> time32/64 of the unit,
    ``timestamp``/``timestamp_tz`` -> timestamp[us] (tz UTC), ``precision_timestamp[_tz]<p>`` -> timestamp of
    the unit, intervals -> month_day_nano, ``list``/``map``/``struct`` recursively. Anything else raises
    :class:`UnsupportedFeatureError`.
    """
    kind = t.WhichOneof("kind")
    if kind is None:
        raise UnsupportedFeatureError("empty type", "a type with no kind has no Arrow type")
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
        "interval_year": pa.month_day_nano_interval(),
        "interval_day": pa.month_day_nano_interval(),
        "interval_compound": pa.month_day_nano_interval(),
        "uuid": pa.binary(16),
        "varchar": pa.string(),
        "fixed_char": pa.string(),
    }
    if kind in simple:
        return simple[kind]
    if kind == "fixed_binary":
        return pa.binary(t.fixed_binary.length)
    if kind == "decimal":
        precision = t.decimal.precision or 38
        return pa.decimal128(precision, t.decimal.scale)
    if kind == "precision_timestamp":
        return pa.timestamp(_unit(t.precision_timestamp.precision, "timestamp"))
    if kind == "precision_timestamp_tz":
        return pa.timestamp(_unit(t.precision_timestamp_tz.precision, "timestamp"), tz="UTC")
    if kind == "precision_time":
        unit = _unit(t.precision_time.precision, "time")
        times: dict[str, pa.DataType] = {
            "s": pa.time32("s"),
            "ms": pa.time32("ms"),
            "us": pa.time64("us"),
            "ns": pa.time64("ns"),
        }
        return times[unit]
    if kind == "list":
        return pa.list_(arrow_field("item", t.list.type, names))
    if kind == "map":
        map_: Any = pa.map_  # the stubs refuse a Field as the item, pyarrow takes it (nullability)
        return map_(arrow_type(t.map.key, names), arrow_field("value", t.map.value, names))
    if kind == "struct":
        fields = []
        for i, child in enumerate(t.struct.types):
            name = next(names, None) if names is not None else None
            fields.append(arrow_field(name if name is not None else f"f{i}", child, names))
        return pa.struct(fields)
    raise UnsupportedFeatureError(f"type {kind}", f"no Arrow type for the Substrait type {kind!r}")


def _nullable(t: Any) -> bool:
    kind = t.WhichOneof("kind")
    inner = getattr(t, kind) if kind is not None else None
    nullability = getattr(inner, "nullability", None)
    return nullability != tp.Type.NULLABILITY_REQUIRED


def arrow_field(name: str, t: Any, names: Iterator[str] | None = None) -> pa.Field:
    """A pyarrow field of the Substrait type ``t`` (:func:`arrow_type`), nullable unless ``t`` is required."""
    return pa.field(name, arrow_type(t, names), nullable=_nullable(t))


#: Wide enough for any decimal128 (the default context's 28 digits would round 38-digit values).
_DECIMAL_CONTEXT = decimal.Context(prec=80)


def _decimal_value(raw: bytes, scale: int) -> decimal.Decimal:
    unscaled = int.from_bytes(raw, "little", signed=True)
    return decimal.Decimal(unscaled).scaleb(-scale, _DECIMAL_CONTEXT)


def _rescale(value: int, from_digits: int, to_digits: int) -> int:
    if to_digits >= from_digits:
        return value * 10 ** (to_digits - from_digits)
    factor = 10 ** (from_digits - to_digits)
    if value % factor:
        raise UnsupportedFeatureError(
            "temporal literal precision", f"value {value} at precision {from_digits} does not fit {to_digits}"
        )
    return value // factor


def _unit_digits(target: pa.DataType, default: int) -> int:
    unit = getattr(target, "unit", None)
    return _UNIT_DIGITS.get(str(unit), default)


def _day_to_second_nanos(iv: Any) -> int:
    """Seconds and subseconds (at ``precision`` digits) of an ``IntervalDayToSecond`` in nanoseconds."""
    sub = _rescale(iv.subseconds, iv.precision, 9)
    return int(iv.seconds) * 1_000_000_000 + sub


def literal_value(lit: Any, target: pa.DataType) -> Any:
    """The Python value of the Substrait literal ``lit`` for an Arrow column of type ``target``.

    Temporal values are integers in ``target``'s unit (days for dates); decimals are ``Decimal``; intervals
    ``(months, days, nanoseconds)``; structs tuples; maps lists of pairs; a typed ``null`` is None.
    """
    kind = lit.WhichOneof("literal_type")
    if kind is None:
        raise UnsupportedFeatureError("empty literal", "a virtual table cell holds a literal with no value")
    if kind in ("boolean", "i8", "i16", "i32", "i64", "fp32", "fp64", "string", "binary", "fixed_binary"):
        return getattr(lit, kind)
    if kind in ("fixed_char", "var_char"):
        return lit.fixed_char if kind == "fixed_char" else lit.var_char.value
    if kind == "null":
        return None
    if kind == "date":
        return lit.date
    if kind in ("precision_timestamp", "precision_timestamp_tz"):
        ts = getattr(lit, kind)
        return _rescale(ts.value, ts.precision, _unit_digits(target, ts.precision))
    if kind == "precision_time":
        return _rescale(lit.precision_time.value, lit.precision_time.precision, _unit_digits(target, 6))
    if kind == "decimal":
        return _decimal_value(lit.decimal.value, lit.decimal.scale)
    if kind == "uuid":
        return bytes(lit.uuid)
    if kind == "interval_year_to_month":
        iv = lit.interval_year_to_month
        return (iv.years * 12 + iv.months, 0, 0)
    if kind == "interval_day_to_second":
        iv = lit.interval_day_to_second
        return (0, iv.days, _day_to_second_nanos(iv))
    if kind == "interval_compound":
        ym, ds = lit.interval_compound.interval_year_to_month, lit.interval_compound.interval_day_to_second
        return (ym.years * 12 + ym.months, ds.days, _day_to_second_nanos(ds))
    if kind in ("empty_list", "empty_map"):
        return []
    if kind == "list":
        elem = target.value_type if pa.types.is_list(target) else pa.null()
        return [literal_value(v, elem) for v in lit.list.values]
    if kind == "map":
        kt = target.key_type if pa.types.is_map(target) else pa.null()
        vt = target.item_type if pa.types.is_map(target) else pa.null()
        return [(literal_value(kv.key, kt), literal_value(kv.value, vt)) for kv in lit.map.key_values]
    if kind == "struct":
        types = [target.field(i).type for i in range(target.num_fields)] if pa.types.is_struct(target) else []
        return tuple(
            literal_value(v, types[i] if i < len(types) else pa.null())
            for i, v in enumerate(lit.struct.fields)
        )
    raise UnsupportedFeatureError(f"literal {kind}", f"no Arrow value for the Substrait literal {kind!r}")


def _expression_value(expr: Any, target: pa.DataType) -> Any:
    """The value of a virtual-table cell: a literal or a nested constructor (struct, list, map) of them."""
    kind = expr.WhichOneof("rex_type")
    if kind == "literal":
        return literal_value(expr.literal, target)
    if kind == "nested":
        nested = expr.nested
        nkind = nested.WhichOneof("nested_type")
        if nkind == "struct":
            types = (
                [target.field(i).type for i in range(target.num_fields)] if pa.types.is_struct(target) else []
            )
            return tuple(
                _expression_value(v, types[i] if i < len(types) else pa.null())
                for i, v in enumerate(nested.struct.fields)
            )
        if nkind == "list":
            elem = target.value_type if pa.types.is_list(target) else pa.null()
            return [_expression_value(v, elem) for v in nested.list.values]
        if nkind == "map":
            kt = target.key_type if pa.types.is_map(target) else pa.null()
            vt = target.item_type if pa.types.is_map(target) else pa.null()
            return [
                (_expression_value(kv.key, kt), _expression_value(kv.value, vt))
                for kv in nested.map.key_values
            ]
    raise UnsupportedFeatureError(
        f"virtual table expression {kind}",
        f"a virtual table cell must be a literal, not a {kind!r} expression",
    )


def virtual_table_to_arrow(read: Any) -> pa.Table:
    """The rows of the ``ReadRel`` ``read`` (whose ``read_type`` is ``virtual_table``) as a pyarrow Table.

    Column names and types come from ``read.base_schema`` (see :func:`arrow_type`); rows come from
    ``virtual_table.expressions`` (the deprecated ``values`` of literal structs is gone from the proto this
    package uses). A row whose width differs from the schema is an :class:`InvalidPlanError`.
    """
    schema = read.base_schema
    names = iter(schema.names)
    fields: list[pa.Field] = []
    for i, t in enumerate(schema.struct.types):
        name = next(names, None)
        fields.append(arrow_field(name if name is not None else f"c{i}", t, names))
    rows: list[list[Any]] = []
    for r, row_expr in enumerate(read.virtual_table.expressions):
        if len(row_expr.fields) != len(fields):
            raise InvalidPlanError(
                f"virtual table row {r} has {len(row_expr.fields)} values, the schema {len(fields)}",
                code="virtual-table-width",
            )
        rows.append([_expression_value(e, f.type) for e, f in zip(row_expr.fields, fields, strict=True)])
    arrays = [pa.array([row[i] for row in rows], type=f.type) for i, f in enumerate(fields)]
    return pa.Table.from_arrays(arrays, schema=pa.schema(fields))


def virtual_tables_to_named(plan: Any, prefix: str = VIRTUAL_TABLE_PREFIX) -> dict[str, pa.Table]:
    """Rewrite, in place, every ``ReadRel`` of ``plan`` reading a ``VirtualTable`` into a ``NamedTable`` read.

    Every message of the plan is visited (iteratively, so deep plans and reads inside subqueries, set
    comparisons, extension relations' typed inputs, ... are all found). Each virtual table becomes the named
    table ``<prefix><n>`` (``n`` counts from 0 in visiting order); the read's ``base_schema``, ``filter``,
    ``projection`` and ``common`` are kept. Returns the tables by name (see :func:`virtual_table_to_arrow`).
    """
    from substrait import algebra_pb2

    tables: dict[str, pa.Table] = {}
    stack: list[Any] = [plan]
    while stack:
        msg = stack.pop()
        if isinstance(msg, algebra_pb2.ReadRel) and msg.WhichOneof("read_type") == "virtual_table":
            name = f"{prefix}{len(tables)}"
            tables[name] = virtual_table_to_arrow(msg)
            msg.named_table.CopyFrom(algebra_pb2.ReadRel.NamedTable(names=[name]))
        for fd, value in msg.ListFields():
            if fd.message_type is None:
                continue
            if isinstance(value, Message):
                stack.append(value)
            elif fd.message_type.GetOptions().map_entry:
                if fd.message_type.fields_by_name["value"].message_type is not None:
                    stack.extend(value.values())
            else:
                stack.extend(value)
    return tables


def _to_acero_extension(array: pa.Array, target: Any) -> pa.Array:
    """``array`` as Acero's Substrait extension type ``target`` (built from its storage type)."""
    text = str(target)
    storage_type = target.storage_type
    if text.startswith("extension<interval_year"):
        values = array.to_pylist()
        storage = pa.array(
            [None if v is None else [v.months // 12, v.months % 12] for v in values], type=storage_type
        )
    elif text.startswith("extension<interval_day"):
        out: list[list[int] | None] = []
        for v in array.to_pylist():
            if v is None:
                out.append(None)
                continue
            if v.months or v.nanoseconds % 1_000_000_000:
                raise UnsupportedFeatureError(
                    "interval_day subseconds", f"Acero's interval_day holds days and seconds only, not {v}"
                )
            out.append([v.days, v.nanoseconds // 1_000_000_000])
        storage = pa.array(out, type=storage_type)
    elif pa.types.is_fixed_size_binary(storage_type) and pa.types.is_string(array.type):
        storage = pa.array([None if v is None else v.encode() for v in array.to_pylist()], type=storage_type)
    else:
        storage = array.cast(storage_type)
    return pa.ExtensionArray.from_storage(target, storage)


def conform_to_acero(table: pa.Table, schema: pa.Schema, name: str = "") -> pa.Table:
    """``table`` with the names and types of the ``schema`` Acero asks its table provider for.

    Acero converts a read's ``base_schema`` itself: ``varchar``, ``fixed_char``, ``uuid`` and the intervals
    become Arrow extension types of Acero's own (``extension<varchar{length:5}>``, ``interval_year`` stored as
    ``[years, months]``, ``interval_day`` as ``[days, seconds]``, ...), and nested fields carry the declared
    nullability. Columns of the plain Arrow type :func:`arrow_type` gives are rebuilt as those types; columns
    that already match are kept; anything else is cast safely. A column count that differs, or a value that
    does not fit, raises :class:`BindingError` naming the table and both types.
    """
    if len(table.schema) != len(schema):
        raise BindingError(
            f"table {name!r} has {len(table.schema)} columns {table.schema.names}, the plan's read declares "
            f"{len(schema)} {schema.names}"
        )
    columns: list[pa.Array | pa.ChunkedArray] = []
    for column, field in zip(table.columns, schema, strict=True):
        if column.type.equals(field.type):
            columns.append(column)
            continue
        try:
            array = column.combine_chunks()
            if isinstance(field.type, pa.BaseExtensionType):
                columns.append(_to_acero_extension(array, field.type))
            else:
                columns.append(array.cast(field.type))
        except (pa.ArrowException, ValueError, TypeError) as exc:
            raise BindingError(
                f"table {name!r} column {field.name!r}: cannot give {column.type} as {field.type}: {exc}"
            ) from exc
    return pa.Table.from_arrays(columns, schema=schema)


def _lookup_table(tables: Mapping[str, pa.Table], names: list[str]) -> pa.Table:
    """The table of a named-table read: dotted name, then last part, then either case-insensitively."""
    keys = [".".join(names), names[-1]] if names else []
    for key in keys:
        if key in tables:
            return tables[key]
    folded = {k.lower(): v for k, v in tables.items()}
    for key in keys:
        if key.lower() in folded:
            return folded[key.lower()]
    raise BindingError(f"table {'.'.join(names)!r} not found; given tables: {sorted(tables)}")


class AceroEngine:
    """Arrow's Acero through ``pyarrow.substrait.run_query``.

    Two rewrites make current plans runnable: Acero's consumer rejects ``ReadRel`` with a ``VirtualTable``,
    so every virtual-table read (anywhere in the plan, subqueries included) becomes a ``NamedTable`` read of a
    generated name whose rows are handed over as a pyarrow Table through ``table_provider``
    (:func:`virtual_tables_to_named`); and the legacy extension URIs are added
    (:func:`with_legacy_extension_uris`).
    """

    name = "acero"

    def run(self, plan: bytes, tables: Mapping[str, pa.Table] | None = None) -> pa.Table:
        """Execute ``plan`` with Acero; ``tables`` bind its named tables (see :func:`_lookup_table`)."""
        import pyarrow.substrait as ps
        from google.protobuf.message import DecodeError
        from substrait import plan_pb2

        parsed = plan_pb2.Plan()
        try:
            parsed.ParseFromString(plan)
        except DecodeError as exc:
            raise PlanLoadError(f"plan bytes do not parse: {exc}") from exc
        generated = virtual_tables_to_named(parsed)
        data = parsed.SerializeToString() if generated else plan
        provided: dict[str, pa.Table] = dict(tables or {})
        clash = sorted(set(provided) & set(generated))
        if clash:
            raise BindingError(f"table names {clash} are reserved for rewritten virtual tables")
        provided.update(generated)

        problems: list[BaseException] = []

        def provider(names: list[str], schema: pa.Schema) -> pa.Table:
            # An exception raised here is printed and ignored by pyarrow: keep it, hand Acero an empty
            # table of the requested schema and raise the problem after the run.
            try:
                return conform_to_acero(_lookup_table(provided, list(names)), schema, ".".join(names))
            except Exception as exc:
                problems.append(exc)
                return schema.empty_table()

        try:
            reader = ps.run_query(
                pa.py_buffer(with_legacy_extension_uris(data)), table_provider=provider, use_threads=False
            )
            result = reader.read_all()
        except Exception:
            if problems:
                raise problems[0] from None
            raise
        if problems:
            raise problems[0]
        return result

    def classify(self, exc: BaseException) -> Verdict:
        """``ArrowNotImplementedError`` and conversion messages are unsupported; other errors raised.

        Acero's plan conversion also raises ``ArrowInvalid`` when a call passes an enum argument where Acero
        wants a value (``std_dev(POPULATION, x)``: it predates enum arguments): that is unsupported too.
        """
        if isinstance(exc, pa.ArrowNotImplementedError):
            return "unsupported"
        if isinstance(exc, pa.ArrowInvalid) and _ACERO_CONVERSION_TEXT.search(str(exc)):
            return "unsupported"
        return _generic_classify(exc)


class SparkEngine:
    """Our Spark consumer (``spark_consumer.consumer.SparkConsumer``), imported lazily."""

    name = "spark"

    def __init__(self, spark: Any = None) -> None:
        self._spark = spark
        self._consumer_cls: Any = None
        self._unavailable: str | None = None
        try:
            from spark_consumer.consumer import SparkConsumer
        except ImportError as exc:
            self._unavailable = f"spark_consumer.consumer is not available: {exc}"
        else:
            self._consumer_cls = SparkConsumer

    def _session(self) -> Any:
        if self._spark is None:
            from spark_consumer.session import local_session

            self._spark = local_session()
        return self._spark

    def run(self, plan: bytes, tables: Mapping[str, pa.Table] | None = None) -> pa.Table:
        """Translate ``plan`` to a DataFrame (``tables`` as Spark DataFrames) and collect it as Arrow."""
        if self._unavailable is not None:
            raise EngineUnavailable("spark consumer", self._unavailable)
        from substrait import plan_pb2

        from substrait_py.errors import PlanLoadError

        parsed = plan_pb2.Plan()
        try:
            parsed.ParseFromString(plan)
        except Exception as exc:
            raise PlanLoadError(f"plan bytes do not parse: {exc}") from exc
        spark = self._session()
        bound = {name: spark.createDataFrame(table) for name, table in (tables or {}).items()} or None
        df = self._consumer_cls(spark, bound).to_dataframe(parsed)
        fast = _collect_small(df)
        if fast is not None:
            return fast
        to_arrow = getattr(df, "toArrow", None)
        if to_arrow is not None:
            return to_arrow()
        return pa.Table.from_pylist([r.asDict() for r in df.collect()])

    def classify(self, exc: BaseException) -> Verdict:
        """``UnsupportedFeatureError`` is unsupported; every other error raised."""
        if isinstance(exc, UnsupportedFeatureError):
            return "unsupported"
        return "raised"


#: Spark types whose Python values convert to Arrow exactly (no time zone, no nesting).
_PLAIN_TYPES = frozenset(
    {
        "NullType",
        "BooleanType",
        "ByteType",
        "ShortType",
        "IntegerType",
        "LongType",
        "FloatType",
        "DoubleType",
        "DecimalType",
        "StringType",
        "BinaryType",
        "DateType",
    }
)


def _collect_small(df: Any) -> pa.Table | None:
    """The result of a classic DataFrame of plain column types as Arrow, collected as rows: Spark runs
    a query over a small local table in the driver that way (about 35 ms), where ``toArrow`` always
    starts a job (about 90 ms). The types are those ``toArrow`` gives. None when the schema holds
    other types or a value does not convert (a date past 9999): the caller then uses ``toArrow``."""
    if not hasattr(df, "_jdf"):
        return None
    schema = df.schema
    if not schema.fields or not all(type(f.dataType).__name__ in _PLAIN_TYPES for f in schema.fields):
        return None  # (a result without columns still has a row count, which arrays would not carry)
    from pyspark.sql.pandas.types import to_arrow_schema

    large = str(df.sparkSession.conf.get("spark.sql.execution.arrow.useLargeVarTypes", "false")) == "true"
    arrow_schema = to_arrow_schema(schema, timezone="UTC", prefers_large_types=large)
    try:
        rows = df.collect()
        columns = [
            pa.array([row[i] for row in rows], type=arrow_schema.field(i).type)
            for i in range(len(schema.fields))
        ]
    except (ValueError, OverflowError, TypeError, pa.ArrowException):
        return None
    return pa.Table.from_arrays(columns, schema=arrow_schema)


def get_engine(name: str | Engine | Callable[[bytes], pa.Table]) -> Engine:
    """The adapter for an engine name (``datafusion``, ``acero``, ``spark``), an engine, or a callable."""
    if isinstance(name, str):
        key = name.lower()
        if key == "datafusion":
            return DataFusionEngine()
        if key == "acero":
            return AceroEngine()
        if key == "spark":
            return SparkEngine()
        raise UnsupportedFeatureError(
            f"engine {name!r}", f"unknown engine {name!r}; choose one of {ENGINE_NAMES}"
        )
    if hasattr(name, "run") and hasattr(name, "classify") and hasattr(name, "name"):
        return name
    if callable(name):
        return CallableEngine(name, getattr(name, "__name__", "callable"))
    raise UnsupportedFeatureError("engine", f"not an engine: {name!r}")
