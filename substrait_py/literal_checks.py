"""Literal values checked against their types: values that no engine can hold are errors.

Protobuf stores several Substrait values in wider fields than their type allows (an ``i8`` in an
``int32``, a decimal as 16 free bytes, a varchar's length next to its value), so a plan can carry a
literal that cannot exist. :func:`check_literals` finds every literal of a plan -- in expressions,
virtual tables, switch cases, map-key references, nested inside list, map and struct literals -- and
reports each impossible value as an error diagnostic with code ``literal-out-of-range`` and the path
of the offending field (``...expressions[0].literal.i8``). The checks, from the spec's type classes:

=========================  =====================================================================
literal                    must hold
=========================  =====================================================================
``i8``, ``i16``            -128..127, -32,768..32,767 (``i32``, ``i64`` cannot overflow their field)
``decimal``                16 value bytes (little-endian two's complement); precision 1..38;
                           0 <= scale <= precision; the unscaled value has at most ``precision``
                           digits
``var_char``               length 1..2,147,483,647, and the value at most that many characters
``fixed_char``             at least one character (``FIXEDCHAR<L>`` needs L >= 1)
``uuid``                   16 bytes
``date``                   0001-01-01..9999-12-31
``precision_timestamp``    precision 0..12; the instant within 0001-01-01 00:00:00 ..
(and ``_tz``)              9999-12-31 23:59:59.999... (UTC for ``_tz``)
``precision_time``         precision 0..12; 0 <= value < one day
``interval_year_to_month`` each component, and the total, within 10,000 years (120,000 months)
``interval_day_to_second`` precision 0..12; each component, and the total, within 3,650,000 days
``interval_compound``      both parts as above
typed ``null``, empty      the type's parameters: decimal precision and scale as above, varchar and
list and map types         fixedchar and fixedbinary lengths >= 1, precisions 0..12
lists, maps                the rules above for every element; ``fixed_char`` and ``fixed_binary``
                           elements as long as the first one (all have one type)
virtual-table rows         ``var_char`` values no longer than the column's declared ``varchar<L>``,
                           ``fixed_char`` and ``fixed_binary`` values exactly the declared length,
                           decimals within the column's precision and scale
=========================  =====================================================================

A literal whose type the plan does not give cannot be typed at all (:func:`untyped_literal_part`): a
``null``, ``empty_list`` or ``empty_map`` whose type has a part with no kind set (code ``missing-type``),
a ``list`` or ``map`` with no elements (an empty one is written ``empty_list`` or ``empty_map``, with its
type) and a literal with no value set (both ``bad-literal``). The validator and the schema derivation
ask it before typing a literal, so that both name the fault by its place instead of by what typing it
failed with.

Dates and timestamps: the spec guarantees the years 1000..9999 and lets engines hold more; 0001..9999 is
what Spark (``DateType``, ``TimestampType``), Python and ISO 8601's four-digit years hold, so values
outside it are errors and values in 0001..0999 are accepted. All arithmetic is on integers (Python's
``datetime`` overflows exactly where the checks are needed).

Everything is iterative: literals nested thousands of levels deep are checked without recursion.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import Any

from google.protobuf.descriptor import Descriptor
from google.protobuf.message import Message
from substrait.algebra_pb2 import Expression, ReadRel
from substrait.type_pb2 import Type

from substrait_py.errors import Diagnostic, InvalidPlanError, Severity
from substrait_py.limits import PlanLimits, Visitor, check_plan_limits
from substrait_py.paths import ROOT, PlanPath
from substrait_py.typesys import type_str, walk_types
from substrait_py.values import days_from_civil

CODE = "literal-out-of-range"
#: Code of a type the plan must give but leaves (in part) without a kind: a typed null's type, an empty
#: list's or map's element types, the type of a cast.
MISSING_TYPE = "missing-type"
#: Code of a type (outside literals) whose parameters no value can have: ``decimal<50,2>``,
#: ``varchar<0>``, a precision past 12; and of an ``interval_day`` without its precision (spec 0.97 on).
BAD_TYPE_PARAMETER = "bad-type-parameter"
#: Code of the warning for an ``interval_day`` without its precision in a plan of spec < 0.97.
UNSET_INTERVAL_PRECISION = "interval-precision-unset"
#: Codes of DataFusion's types that its plans write as another type of its own (undeclared) type
#: variation 1, with values or a meaning the written type does not have: ``UInt32`` as ``i32``,
#: ``Dictionary(K, V)`` as ``map<K, V>``.
DATAFUSION_UNSIGNED = "datafusion-unsigned-integer"
DATAFUSION_DICTIONARY = "datafusion-dictionary-type"

_LITERAL = Expression.Literal.DESCRIPTOR
_READ = ReadRel.DESCRIPTOR
_SEGMENT = Expression.ReferenceSegment.DESCRIPTOR
_TYPE = Type.DESCRIPTOR
#: Limits no plan reaches: :func:`check_literals` walks the whole plan.
_NO_LIMITS = PlanLimits(
    max_relation_depth=sys.maxsize,
    max_expression_depth=sys.maxsize,
    max_expressions=sys.maxsize,
    max_relations=sys.maxsize,
    max_function_arguments=sys.maxsize,
    max_value_depth=sys.maxsize,
)

_INT_RANGES = {"i8": (-(1 << 7), (1 << 7) - 1), "i16": (-(1 << 15), (1 << 15) - 1)}
MAX_DECIMAL_PRECISION = 38
#: Picoseconds; interval precisions too (spec 0.97 named 12 for them; earlier specs listed 0, 3, 6 and 9
#: "etc.", naming no highest).
MAX_SUBSECOND_PRECISION = 12
MAX_LENGTH = (1 << 31) - 1
_DAY_SECONDS = 86_400
_INTERVAL_YEARS = 10_000
_INTERVAL_DAYS = 3_650_000


#: First and last day (days since 1970-01-01) of the years 0001..9999.
MIN_DATE = days_from_civil(1, 1, 1)
MAX_DATE = days_from_civil(9999, 12, 31)
#: First and last second (since 1970-01-01 00:00:00) of the years 0001..9999.
MIN_SECOND = MIN_DATE * _DAY_SECONDS
MAX_SECOND = (MAX_DATE + 1) * _DAY_SECONDS - 1


def check_literals(plan: Message) -> list[Diagnostic]:
    """Every impossible literal value in ``plan`` (any message: a ``Plan``, a ``Rel``, an
    ``Expression``), as error diagnostics with code ``literal-out-of-range``."""
    found: list[Diagnostic] = []
    visitors = literal_visitors(found)
    del visitors[_TYPE]  # literals only
    check_plan_limits(plan, _NO_LIMITS, visitors=visitors)
    return found


def literal_visitors(
    found: list[Diagnostic],
    *,
    interval_precision_required: bool = True,
    declared_aliases: frozenset[int] = frozenset(),
    datafusion_wrapping: frozenset[int] | None = None,
) -> dict[Descriptor, Visitor]:
    """Visitors for :func:`substrait_py.limits.check_plan_limits` that add the problems of every
    literal, virtual table and type of the walked plan to ``found`` (so that one walk of a plan checks
    its shape, its literals and its types).

    A type outside literals (a base schema's, a cast's, a function's output type...) with impossible
    parameters is an error with code ``bad-type-parameter``. An ``interval_day`` type without its
    precision, anywhere, is one too when ``interval_precision_required`` (plans of spec 0.97 on), else a
    warning with code ``interval-precision-unset``: it is read as 6 (microseconds), as earlier specs
    said. A reference to a type alias none of ``declared_aliases`` is (``unknown-type-alias``) is an
    error (references to declared ones are resolved before: :mod:`substrait_py.aliases`).

    ``datafusion_wrapping`` is given for a DataFusion plan that declares no type variation 1: the
    anchors of its functions whose arithmetic wraps (``add``, ``multiply``, ...). DataFusion writes its
    unsigned integers and dictionaries as other types of its own variation 1; where reading them as
    the written type answers wrongly, the plan is refused (:func:`datafusion_variation_problem`): an
    unsigned literal the signed type cannot hold (``UInt32`` 3000000000 is written as the bit pattern
    -1294967296), a cast to an unsigned type (DataFusion's fails for a negative value) or a wrapping
    function giving one (code ``datafusion-unsigned-integer``), and any dictionary type (code
    ``datafusion-dictionary-type``: its values are of its value type). A column or a count
    (``cardinality``) of an unsigned type holds the same values as the signed type as far as that type
    reaches, and a column's values beyond it fail the read of the bound table."""

    def unset_precision(t: Type, path_of: Callable[[], PlanPath]) -> None:
        if unset_interval_precision(t):
            found.append(_unset_precision_finding(path_of(), required=interval_precision_required))

    def report(problem: tuple[str, str] | None, path_of: Callable[[], PlanPath]) -> bool:
        if problem is not None:
            found.append(Diagnostic(Severity.ERROR, problem[0], str(path_of()), problem[1]))
        return problem is not None

    datafusion = datafusion_wrapping is not None
    wrapping = datafusion_wrapping or frozenset()

    def literal(msg: Any, path_of: Callable[[], PlanPath]) -> bool:
        # DataFusion's UInt8 200 is the i8 literal 200: the range it is past is not its type's
        if datafusion and report(_unsigned_literal_problem(msg), path_of):
            return False
        if literal_problems(msg):
            found.extend(literal_problems(msg, path_of()))  # again, now with the real paths
        if msg.WhichOneof("literal_type") not in _PLAIN_KINDS:
            for t, where in _literal_types(msg, path_of):
                unset_precision(t, where)
                if datafusion:
                    report(datafusion_variation_problem(t, unsigned=False), where)
        return False  # the literals nested in it are checked with it

    def type_(msg: Any, path_of: Callable[[], PlanPath]) -> bool:
        kind = msg.WhichOneof("kind")
        if kind == "alias" and msg.alias.type_alias_reference not in declared_aliases:
            found.append(unknown_alias(msg.alias.type_alias_reference, path_of()))
            return False
        if kind not in _PARAMETER_KINDS:
            return False  # no parameters and no nested types: none of the checks below can find anything
        problems = type_parameter_problems(msg)
        if problems:
            found.append(Diagnostic(Severity.ERROR, BAD_TYPE_PARAMETER, str(path_of()), "; ".join(problems)))
        unset_precision(msg, path_of)
        if datafusion:
            report(datafusion_variation_problem(msg, unsigned=False), path_of)
        return False  # the types nested in it are checked with it

    def unsigned(t: Type, what: str, why: str, path_of: Callable[[], PlanPath]) -> None:
        problem = datafusion_variation_problem(t, dictionary=False)
        if problem is not None:
            report((problem[0], f"{what} {problem[1]}: {why}"), path_of)

    def cast(msg: Any, path_of: Callable[[], PlanPath]) -> bool:
        unsigned(msg.type, "a cast to", "DataFusion's cast fails for a negative value", path_of)
        return True

    def function(msg: Any, path_of: Callable[[], PlanPath]) -> bool:
        if msg.function_reference in wrapping:
            unsigned(msg.output_type, "a result of", "DataFusion's arithmetic on it wraps", path_of)
        return True

    def read(msg: Any, path_of: Callable[[], PlanPath]) -> bool:
        if msg.HasField("virtual_table") and msg.HasField("base_schema"):
            found.extend(_virtual_table_problems(msg, path_of()))
        return True

    def segment(msg: Any, path_of: Callable[[], PlanPath]) -> bool:
        # A chain of reference segments holds literals only as map keys: followed in a loop (every
        # field reference has a chain), with paths made only for a key found.
        trail: list[str] = []
        made: PlanPath | None = None  # the path of trail[:len_made], once a key needed one
        len_made = 0
        seg = msg
        while True:
            kind = seg.WhichOneof("reference_type")
            if kind is None:
                return False
            node = getattr(seg, kind)
            trail.append(kind)
            if kind == "map_key" and node.HasField("map_key"):
                made = path_of() if made is None else made
                for name in trail[len_made:]:
                    made = made.child(name)
                len_made = len(trail)
                found.extend(literal_problems(node.map_key, made.child("map_key")))
            if not node.HasField("child"):
                return False
            seg = node.child
            trail.append("child")

    visitors: dict[Descriptor, Visitor] = {_LITERAL: literal, _READ: read, _SEGMENT: segment, _TYPE: type_}
    if datafusion:
        visitors[Expression.Cast.DESCRIPTOR] = cast
        visitors[Expression.ScalarFunction.DESCRIPTOR] = function
    return visitors


_UNSIGNED_NAMES = {"i8": "UInt8", "i16": "UInt16", "i32": "UInt32", "i64": "UInt64"}
_INTEGER_BITS = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}
#: DataFusion's functions whose arithmetic on unsigned integers wraps (``UInt32`` 1 - 2 is 4294967295).
DATAFUSION_WRAPPING = frozenset({"add", "subtract", "multiply", "negate", "bitwise_not", "shift_left"})


def datafusion_variation_problem(
    t: Type, *, unsigned: bool = True, dictionary: bool = True
) -> tuple[str, str] | None:
    """(code, what) when ``t`` or a type nested in it is DataFusion's unsigned integer (with
    ``unsigned``) or dictionary (with ``dictionary``), written as another type of its own type variation
    1; else None. For DataFusion plans that do not declare variation 1. DataFusion's other variations
    (large and view strings, binaries and lists, ``Date64``, ``Decimal256``, ``Duration``) hold the
    written type's values and are not reported."""
    for cur in walk_types(t):
        kind = cur.WhichOneof("kind")
        if unsigned and kind in _UNSIGNED_NAMES and getattr(cur, kind).type_variation_reference == 1:
            return DATAFUSION_UNSIGNED, (
                f"DataFusion's unsigned integer {_UNSIGNED_NAMES[kind]} (written as {kind} of its own type "
                "variation 1, which the plan does not declare)"
            )
        if dictionary and kind == "map" and cur.map.type_variation_reference == 1:
            return DATAFUSION_DICTIONARY, (
                f"DataFusion writes its dictionary type Dictionary({type_str(cur.map.key)}, "
                f"{type_str(cur.map.value)}) as a map of its own type variation 1, which the plan does not "
                f"declare: a value of it is a {type_str(cur.map.value)}, not a map"
            )
    return None


def _unsigned_literal_problem(literal: Any) -> tuple[str, str] | None:
    """The problem of an integer literal of type variation 1 in ``literal`` (itself or nested in it)
    that its written signed type cannot hold: DataFusion's unsigned value, whose 32- and 64-bit
    literals hold the bit pattern (3000000000 as ``UInt32`` is the ``i32`` -1294967296)."""
    stack = [literal]
    while stack:
        lit = stack.pop()
        kind = lit.WhichOneof("literal_type")
        if kind in _UNSIGNED_NAMES and lit.type_variation_reference == 1:
            bits = _INTEGER_BITS[kind]
            value = getattr(lit, kind)
            if not 0 <= value < 1 << (bits - 1):
                return DATAFUSION_UNSIGNED, (
                    f"DataFusion's unsigned integer {_UNSIGNED_NAMES[kind]} {value % (1 << bits)} is written "
                    f"as the {kind} literal {value} of its own type variation 1, which the plan does not "
                    f"declare; {kind} cannot hold that value"
                )
        if kind is not None and kind not in _PLAIN_KINDS:
            stack.extend(child for child, _, _ in _nested(lit, kind, ROOT))
    return None


def unknown_alias(anchor: int, path: PlanPath) -> Diagnostic:
    """The finding for a reference (the ``Type`` at ``path``) to a type alias the plan does not declare."""
    return Diagnostic(
        Severity.ERROR,
        "unknown-type-alias",
        str(path.child("alias").child("type_alias_reference")),
        f"type alias {anchor} is not declared",
    )


def _unset_precision_finding(path: PlanPath, *, required: bool) -> Diagnostic:
    if required:
        return Diagnostic(
            Severity.ERROR,
            BAD_TYPE_PARAMETER,
            str(path),
            "an interval_day type needs its precision (since spec 0.97 an unset one has no meaning)",
        )
    return Diagnostic(
        Severity.WARNING,
        UNSET_INTERVAL_PRECISION,
        str(path),
        "an interval_day type without its precision: read as 6 (microseconds), as the plan's spec said",
    )


def _literal_types(
    literal: Any, path_of: Callable[[], PlanPath]
) -> Iterator[tuple[Type, Callable[[], PlanPath]]]:
    """The types written in ``literal`` and the literals nested in it (typed nulls, empty lists and
    maps), each with a function giving its path."""
    stack: list[tuple[Any, Callable[[], PlanPath]]] = [(literal, path_of)]
    while stack:
        lit, lpath_of = stack.pop()
        kind = lit.WhichOneof("literal_type")
        if kind is None or kind in _PLAIN_KINDS:
            continue
        if kind == "null":
            yield lit.null, _below(lpath_of, "null")
        elif kind == "empty_list":
            yield Type(list=lit.empty_list), _below(lpath_of, "empty_list")
        elif kind == "empty_map":
            yield Type(map=lit.empty_map), _below(lpath_of, "empty_map")
        else:
            base = lpath_of()  # nested literals are rare: their paths are made
            for child, cpath, _ in _nested(lit, kind, base.child(kind)):
                stack.append((child, _fixed(cpath)))


def _below(path_of: Callable[[], PlanPath], name: str) -> Callable[[], PlanPath]:
    return lambda: path_of().child(name)


def _fixed(path: PlanPath) -> Callable[[], PlanPath]:
    return lambda: path


def literal_problems(literal: Expression.Literal, path: PlanPath = ROOT) -> list[Diagnostic]:
    """The impossible values in ``literal`` and every literal nested in it; ``path`` is the literal's
    own path (diagnostics name the offending field below it)."""
    found: list[Diagnostic] = []
    stack: list[tuple[Any, PlanPath]] = [(literal, path)]
    while stack:
        lit, lpath = stack.pop()
        kind = lit.WhichOneof("literal_type")
        untyped = _untyped_here(lit, kind, lpath)
        if untyped is not None:
            where, code, message = untyped
            found.append(Diagnostic(Severity.ERROR, code, str(where), message))
        if kind is None:
            continue
        kpath = lpath.child(kind)
        for message in _value_problems(lit, kind):
            found.append(Diagnostic(Severity.ERROR, CODE, str(kpath), message))
        children = list(_nested(lit, kind, kpath))
        found.extend(_same_length_problems(children))
        stack.extend((child, cpath) for child, cpath, _ in reversed(children))
    return found


#: Type kinds that hold other types (see :func:`substrait_py.typesys.walk_types`).
_CONTAINER_KINDS = frozenset({"struct", "list", "map", "func"})


def has_unset_kind(t: Type) -> bool:
    """True when ``t`` or any type nested in it has no kind set."""
    kind = t.WhichOneof("kind")
    if kind is None:
        return True
    if kind not in _CONTAINER_KINDS:
        return False  # the common case, without the walk
    return any(cur.WhichOneof("kind") is None for cur in walk_types(t))


def cast_type_message(t: Type) -> str:
    """The message of a cast whose type has (a part with) no kind set."""
    return f"a cast needs the whole type it casts to; it has {type_str(t)}"


#: Literal kinds that hold another literal or a type; in the others nothing can be untyped.
_NESTING_KINDS = frozenset({"null", "empty_list", "empty_map", "list", "map", "struct", "user_defined"})
_PLAIN_KINDS = (
    frozenset(f.name for f in Expression.Literal.DESCRIPTOR.oneofs_by_name["literal_type"].fields)
    - _NESTING_KINDS
)


def untyped_literal_part(
    literal: Expression.Literal, path: PlanPath = ROOT
) -> tuple[PlanPath, str, str] | None:
    """The first part of ``literal`` (``path`` is the literal's own) whose type the plan does not give,
    as (its path, code, message); None when every part can be typed. See the module docstring."""
    if literal.WhichOneof("literal_type") in _PLAIN_KINDS:
        return None
    stack: list[tuple[Any, PlanPath]] = [(literal, path)]
    while stack:
        lit, lpath = stack.pop()
        kind = lit.WhichOneof("literal_type")
        found = _untyped_here(lit, kind, lpath)
        if found is not None:
            return found
        if kind is not None and kind not in _PLAIN_KINDS:
            stack.extend(
                (child, cpath) for child, cpath, _ in reversed(list(_nested(lit, kind, lpath.child(kind))))
            )
    return None


def literal_type(literal: Expression.Literal) -> Type:
    """The type of ``literal``: substrait-python's ``infer_literal_type``, and for a user-defined literal
    (which it does not type) the user-defined type or type alias the literal names, with its parameters.
    Raises what ``infer_literal_type`` raises for a literal it cannot type."""
    if not literal.HasField("user_defined"):
        from substrait.type_inference import infer_literal_type

        return infer_literal_type(literal)
    ud = literal.user_defined
    nullability = Type.NULLABILITY_NULLABLE if literal.nullable else Type.NULLABILITY_REQUIRED
    t = Type()
    if ud.WhichOneof("type_anchor_type") == "type_alias_reference":
        t.alias.type_alias_reference = ud.type_alias_reference
        t.alias.nullability = nullability
        return t
    t.user_defined.type_reference = ud.type_reference
    t.user_defined.type_parameters.extend(ud.type_parameters)
    t.user_defined.type_variation_reference = literal.type_variation_reference
    t.user_defined.nullability = nullability
    return t


def untyped_literal_error(literal: Expression.Literal, path: object = "") -> InvalidPlanError | None:
    """The error for the first part of ``literal`` whose type the plan does not give, or None;
    ``path`` is the literal's own path, printed only when there is a fault (a parent-linked path costs
    its depth to print)."""
    found = untyped_literal_part(literal)
    if found is None:
        return None
    below, code, message = found
    own, rel = str(path), str(below)
    return InvalidPlanError(message, code=code, path=f"{own}.{rel}" if own and rel else own or rel)


def _untyped_here(lit: Any, kind: str | None, lpath: PlanPath) -> tuple[PlanPath, str, str] | None:
    """The fault of ``lit`` itself (not of the literals in it) that leaves its type unknown."""
    if kind is None:
        return lpath, "bad-literal", "a literal with no value set"
    if kind in _PLAIN_KINDS:
        return None
    kpath = lpath.child(kind)
    if kind == "null":
        if has_unset_kind(lit.null):
            return kpath, MISSING_TYPE, f"a typed null needs its whole type; it has {type_str(lit.null)}"
    elif kind == "empty_list":
        t = Type(list=lit.empty_list)
        if has_unset_kind(t):
            return kpath, MISSING_TYPE, f"an empty list needs its element type; it has {type_str(t)}"
    elif kind == "empty_map":
        t = Type(map=lit.empty_map)
        if has_unset_kind(t):
            return kpath, MISSING_TYPE, f"an empty map needs its key and value types; it has {type_str(t)}"
    elif kind == "list" and not lit.list.values:
        return (
            kpath,
            "bad-literal",
            "a list literal with no values (an empty list is written empty_list, with its type)",
        )
    elif kind == "map" and not lit.map.key_values:
        return (
            kpath,
            "bad-literal",
            "a map literal with no entries (an empty map is written empty_map, with its types)",
        )
    elif kind == "map":
        for i, kv in enumerate(lit.map.key_values):
            if not (kv.HasField("key") and kv.HasField("value")):
                side = "key" if not kv.HasField("key") else "value"
                return kpath.child("key_values").index(i), "bad-literal", f"a map entry with no {side}"
    return None


def _nested(lit: Any, kind: str, kpath: PlanPath) -> Iterator[tuple[Any, PlanPath, str | None]]:
    """The literals directly inside ``lit``, with their paths and the group sharing one type (list
    elements; map keys; map values; None for struct fields, which may differ)."""
    if kind == "struct":
        yield from ((f, kpath.child("fields").index(i), None) for i, f in enumerate(lit.struct.fields))
    elif kind == "list":
        yield from ((v, kpath.child("values").index(i), "element") for i, v in enumerate(lit.list.values))
    elif kind == "map":
        for i, kv in enumerate(lit.map.key_values):
            kvpath = kpath.child("key_values").index(i)
            if kv.HasField("key"):
                yield kv.key, kvpath.child("key"), "key"
            if kv.HasField("value"):
                yield kv.value, kvpath.child("value"), "value"
    elif kind == "user_defined" and lit.user_defined.HasField("struct"):
        spath = kpath.child("struct").child("fields")
        yield from ((f, spath.index(i), None) for i, f in enumerate(lit.user_defined.struct.fields))


def _same_length_problems(children: list[tuple[Any, PlanPath, str | None]]) -> list[Diagnostic]:
    """The elements of a list (the keys of a map, its values) share one type: fixed-length ones one
    length, the first element's."""
    found = []
    first: dict[tuple[str, str], int] = {}
    for lit, path, group in children:
        kind = lit.WhichOneof("literal_type")
        if group is None or kind not in ("fixed_char", "fixed_binary"):
            continue
        length = len(getattr(lit, kind))
        want = first.setdefault((group, kind), length)
        if length != want:
            found.append(
                Diagnostic(
                    Severity.ERROR,
                    CODE,
                    str(path.child(kind)),
                    f"{kind} value of length {length} among elements of length {want} "
                    "(the elements of a list or map have one type)",
                )
            )
    return found


def _value_problems(lit: Any, kind: str) -> list[str]:
    if kind in _INT_RANGES:
        low, high = _INT_RANGES[kind]
        value = getattr(lit, kind)
        return [] if low <= value <= high else [f"{kind} literal {value} is outside [{low}, {high}]"]
    if kind == "decimal":
        return _decimal_problems(lit.decimal.value, lit.decimal.precision, lit.decimal.scale)
    if kind == "var_char":
        vc = lit.var_char
        if not 1 <= vc.length <= MAX_LENGTH:
            return [f"varchar<{vc.length}>: the length must be within [1, {MAX_LENGTH}]"]
        if len(vc.value) > vc.length:
            return [f"varchar<{vc.length}> value of {len(vc.value)} characters is longer than {vc.length}"]
        return []
    if kind == "fixed_char":
        return [] if lit.fixed_char else ["fixed_char value is empty: FIXEDCHAR<L> needs L >= 1"]
    if kind == "uuid":
        n = len(lit.uuid)
        return [] if n == 16 else [f"uuid value has {n} bytes, not 16"]
    if kind == "date":
        return _date_problems(lit.date)
    if kind in ("precision_timestamp", "precision_timestamp_tz"):
        ts = getattr(lit, kind)
        return _timestamp_problems(ts.precision, ts.value, kind)
    if kind == "precision_time":
        return _time_problems(lit.precision_time.precision, lit.precision_time.value)
    if kind == "interval_year_to_month":
        return _interval_year_problems(lit.interval_year_to_month)
    if kind == "interval_day_to_second":
        return _interval_day_problems(lit.interval_day_to_second)
    if kind == "interval_compound":
        ic = lit.interval_compound
        return _interval_year_problems(ic.interval_year_to_month) + _interval_day_problems(
            ic.interval_day_to_second
        )
    if kind in ("null", "empty_list", "empty_map"):
        t = Type()
        if kind == "null":
            t.CopyFrom(lit.null)
        elif kind == "empty_list":
            t.list.CopyFrom(lit.empty_list)
        else:
            t.map.CopyFrom(lit.empty_map)
        return type_parameter_problems(t)
    return []


def _decimal_type_problems(precision: int, scale: int) -> list[str]:
    if not 1 <= precision <= MAX_DECIMAL_PRECISION:
        return [f"decimal precision {precision} is outside [1, {MAX_DECIMAL_PRECISION}]"]
    if not 0 <= scale <= precision:
        return [f"decimal<{precision},{scale}>: the scale must be within [0, {precision}]"]
    return []


def _digits(unscaled_le: bytes) -> tuple[int, int]:
    """The unscaled value of a decimal's little-endian two's-complement bytes, and its digit count."""
    unscaled = int.from_bytes(unscaled_le, "little", signed=True)
    return unscaled, len(str(abs(unscaled)))


def _decimal_problems(value: bytes, precision: int, scale: int) -> list[str]:
    problems = [] if len(value) == 16 else [f"decimal value has {len(value)} bytes, not 16"]
    problems.extend(_decimal_type_problems(precision, scale))
    if not problems:
        unscaled, digits = _digits(value)
        if digits > precision:
            problems.append(
                f"decimal<{precision},{scale}> value with {digits} digits ({unscaled} unscaled) "
                f"does not fit its precision {precision}"
            )
    return problems


def _date_problems(days: int) -> list[str]:
    if MIN_DATE <= days <= MAX_DATE:
        return []
    return [f"date {days} (days since 1970-01-01) is outside the years 0001..9999"]


def _precision_problems(precision: int, what: str, highest: int = MAX_SUBSECOND_PRECISION) -> list[str]:
    if 0 <= precision <= highest:
        return []
    return [f"{what} precision {precision} is outside [0, {highest}]"]


def _timestamp_problems(precision: int, value: int, kind: str) -> list[str]:
    problems = _precision_problems(precision, kind)
    if problems:
        return problems
    unit = 10**precision
    if MIN_SECOND * unit <= value <= (MAX_SECOND + 1) * unit - 1:
        return []
    return [f"{kind}<{precision}> value {value} is outside the years 0001..9999"]


def _time_problems(precision: int, value: int) -> list[str]:
    problems = _precision_problems(precision, "precision_time")
    if problems:
        return problems
    if 0 <= value < _DAY_SECONDS * 10**precision:
        return []
    return [f"precision_time<{precision}> value {value} is not within one day"]


def _interval_year_problems(iv: Any) -> list[str]:
    months_limit = _INTERVAL_YEARS * 12
    if abs(iv.years) > _INTERVAL_YEARS or abs(iv.months) > months_limit:
        return [f"interval_year component ({iv.years} years, {iv.months} months) exceeds 10,000 years"]
    if abs(iv.years * 12 + iv.months) > months_limit:
        return [f"interval_year of {iv.years} years {iv.months} months exceeds 10,000 years"]
    return []


def _interval_day_problems(iv: Any) -> list[str]:
    # Older spec versions give microseconds instead of a precision and subseconds.
    micro = "microseconds" in iv.DESCRIPTOR.fields_by_name and iv.HasField("microseconds")
    precision = 6 if micro else iv.precision
    problems = _precision_problems(precision, "interval_day")
    if problems:
        return problems
    unit = 10**precision
    sub = iv.microseconds if micro else iv.subseconds
    limit = _INTERVAL_DAYS * _DAY_SECONDS * unit
    total = (iv.days * _DAY_SECONDS + iv.seconds) * unit + sub
    if (
        abs(iv.days) > _INTERVAL_DAYS
        or abs(iv.seconds) * unit > limit
        or abs(sub) > limit
        or abs(total) > limit
    ):
        return [
            f"interval_day ({iv.days} days, {iv.seconds} seconds, {sub} x 10^-{precision} s) "
            f"exceeds {_INTERVAL_DAYS:,} days"
        ]
    return []


_LENGTH_KINDS = frozenset({"varchar", "fixed_char", "fixed_binary"})
_PRECISION_KINDS = frozenset(
    {"precision_time", "precision_timestamp", "precision_timestamp_tz", "interval_day", "interval_compound"}
)
#: Kinds whose parameters :func:`type_parameter_problems` checks, and the kinds holding other types.
_PARAMETER_KINDS = _LENGTH_KINDS | _PRECISION_KINDS | {"decimal"} | _CONTAINER_KINDS


def type_parameter_problems(t: Type) -> list[str]:
    """Impossible parameters anywhere in the type ``t`` (iterative): decimal precision and scale,
    varchar, fixedchar and fixedbinary lengths, timestamp, time and interval precisions."""
    if t.WhichOneof("kind") not in _PARAMETER_KINDS:
        return []  # the common case, without the walk
    problems: list[str] = []
    for cur in walk_types(t):
        kind = cur.WhichOneof("kind")
        if kind is None:
            continue
        detail = getattr(cur, kind)
        if kind == "decimal":
            problems.extend(_decimal_type_problems(detail.precision, detail.scale))
        elif kind in _LENGTH_KINDS and not 1 <= detail.length <= MAX_LENGTH:
            problems.append(f"{kind}<{detail.length}>: the length must be within [1, {MAX_LENGTH}]")
        elif kind in _PRECISION_KINDS:
            problems.extend(_precision_problems(detail.precision, kind))
    return problems


def unset_interval_precision(t: Type) -> bool:
    """True when ``t`` or a type nested in it is an ``interval_day`` without its precision (specs
    before 0.97 read it as 6, microseconds; since 0.97 it has no meaning and is rejected)."""
    kind = t.WhichOneof("kind")
    if kind == "interval_day":
        return not t.interval_day.HasField("precision")
    if kind not in _CONTAINER_KINDS:
        return False
    return any(
        cur.WhichOneof("kind") == "interval_day" and not cur.interval_day.HasField("precision")
        for cur in walk_types(t)
    )


def _virtual_table_problems(read: Any, path: PlanPath) -> list[Diagnostic]:
    """Row values of a virtual table against the lengths and precisions its columns declare."""
    declared = list(read.base_schema.struct.types)
    found = []
    rows = path.child("virtual_table").child("expressions")
    for i, row in enumerate(read.virtual_table.expressions):
        for k, (field, t) in enumerate(zip(row.fields, declared, strict=False)):
            if field.WhichOneof("rex_type") != "literal":
                continue
            lit = field.literal
            kind = lit.WhichOneof("literal_type")
            message = _fits_declared(lit, kind, t)
            if message:
                fpath = rows.index(i).child("fields").index(k).child("literal").child(str(kind))
                found.append(Diagnostic(Severity.ERROR, CODE, str(fpath), message))
    return found


def _fits_declared(lit: Any, kind: str | None, t: Type) -> str | None:
    tkind = t.WhichOneof("kind")
    if kind == "var_char" and tkind == "varchar" and len(lit.var_char.value) > t.varchar.length:
        return (
            f"value of {len(lit.var_char.value)} characters in a column declared varchar<{t.varchar.length}>"
        )
    if kind in ("fixed_char", "fixed_binary") and tkind == kind:
        have, want = len(getattr(lit, kind)), getattr(t, kind).length
        if have != want:
            return f"{kind} value of length {have} in a column declared {kind}<{want}>"
    if kind == "decimal" and tkind == "decimal":
        d = t.decimal
        if (
            len(lit.decimal.value) == 16
            and lit.decimal.scale == d.scale
            and not _decimal_type_problems(d.precision, d.scale)
        ):
            _, digits = _digits(lit.decimal.value)
            if digits > d.precision:
                return (
                    f"decimal value of {digits} digits in a column declared decimal<{d.precision},{d.scale}>"
                )
    return None


__all__ = [
    "BAD_TYPE_PARAMETER",
    "CODE",
    "MAX_DATE",
    "MAX_SECOND",
    "MIN_DATE",
    "MIN_SECOND",
    "UNSET_INTERVAL_PRECISION",
    "check_literals",
    "literal_problems",
    "literal_visitors",
    "type_parameter_problems",
    "unset_interval_precision",
]
