"""Small helpers over Substrait ``Type`` messages: printing, nullability, comparison.

``type_str`` prints Substrait's own short form (as used in the extension YAMLs and the spec's
type tables): ``i32``, ``string?``, ``decimal?<15,2>``, ``struct<i32, string?>``,
``list<i64>``, ``map<string, i32?>``. The ``?`` (nullable) sits after the type name and before
any parameters, exactly as the spec writes it.

These helpers never mutate their argument; every "with" function returns a fresh copy.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from substrait.type_pb2 import Type

from substrait_py.errors import InvalidPlanError

NULLABLE = Type.NULLABILITY_NULLABLE
REQUIRED = Type.NULLABILITY_REQUIRED

# Type kinds whose message has no parameters: kind -> short name.
_SIMPLE_NAMES: dict[str, str] = {
    "bool": "boolean",
    "i8": "i8",
    "i16": "i16",
    "i32": "i32",
    "i64": "i64",
    "fp32": "fp32",
    "fp64": "fp64",
    "string": "string",
    "binary": "binary",
    "date": "date",
    "interval_year": "interval_year",
    "uuid": "uuid",
    "timestamp": "timestamp",
    "timestamp_tz": "timestamp_tz",
    "time": "time",
}


def type_kind(t: Type) -> str | None:
    """The name of the ``kind`` oneof that is set (``"i32"``, ``"struct"``, ...), or None."""
    return t.WhichOneof("kind")


def is_nullable(t: Type) -> bool:
    """True when the type is declared nullable (``NULLABILITY_NULLABLE``).

    ``NULLABILITY_UNSPECIFIED`` counts as not nullable, as in substrait-python and the spec's
    type derivations (a type without the ``?`` marker is required)."""
    kind = t.WhichOneof("kind")
    if kind is None or kind in ("unbound", "alias"):
        return False  # no nullability: unspecified
    return bool(getattr(t, kind).nullability == NULLABLE)


def with_nullability(t: Type, nullable: bool) -> Type:
    """A copy of ``t`` that is nullable (``True``) or required (``False``), top level only.

    Types without a nullability (unset kind, ``unbound``, ``alias``) are returned as copies,
    unchanged."""
    out = Type()
    out.CopyFrom(t)
    kind = type_kind(out)
    if kind is not None and kind not in ("unbound", "alias"):
        getattr(out, kind).nullability = NULLABLE if nullable else REQUIRED
    return out


def make_nullable(t: Type) -> Type:
    """Shorthand for ``with_nullability(t, True)``."""
    return with_nullability(t, True)


def walk_types(t: Type) -> Iterator[Type]:
    """``t`` and every type nested in it (struct fields, list elements, map keys and values,
    function parameter and return types), iteratively: any depth. A caller may change a yielded
    type's own fields (nullability, variation); its children are read after it is yielded."""
    stack = [t]
    while stack:
        cur = stack.pop()
        yield cur
        kind = type_kind(cur)
        if kind == "struct":
            stack.extend(reversed(cur.struct.types))
        elif kind == "list":
            stack.append(cur.list.type)
        elif kind == "map":
            stack.extend((cur.map.value, cur.map.key))
        elif kind == "func":
            stack.append(cur.func.return_type)
            stack.extend(reversed(cur.func.parameter_types))


def names_consumed(t: Type) -> int:
    """How many ``NamedStruct.names`` a field of type ``t`` consumes (its own name plus nested
    struct field names, depth-first, through lists and maps), as the spec defines it.

    Same count as ``substrait.utils.type_num_names``, but iterative: that one recurses and fails
    on deeply nested types."""
    total = 0
    stack = [t]
    while stack:
        cur = stack.pop()
        kind = cur.WhichOneof("kind")
        if kind == "struct":
            total += 1
            stack.extend(cur.struct.types)
        elif kind == "list":
            stack.append(cur.list.type)
        elif kind == "map":
            # the map's own name is counted once; its key and value contribute only nested names
            total -= 1
            stack.extend((cur.map.key, cur.map.value))
        else:
            total += 1
    return total


def without_variations(t: Type) -> Type:
    """``t`` with every ``type_variation_reference`` cleared, at every nesting level: the extension
    YAMLs' signatures name base types, and producers attach variations (DataFusion: string variation 2,
    its ``Utf8View``, which it never declares). A copy when there is one to clear, else ``t`` itself
    (the caller changes neither)."""
    kind = t.WhichOneof("kind")
    if kind not in _NESTED_KINDS:
        detail = getattr(t, kind) if kind is not None else None
        if detail is None or not getattr(detail, "type_variation_reference", 0):
            return t  # nothing to clear
    out = Type()
    out.CopyFrom(t)
    for cur in walk_types(out):
        kind = cur.WhichOneof("kind")
        if kind is not None and hasattr(getattr(cur, kind), "type_variation_reference"):
            getattr(cur, kind).type_variation_reference = 0
    return out


#: The integer kinds, narrowest first.
INTEGER_KINDS = ("i8", "i16", "i32", "i64")
#: The floating-point kinds, narrowest first.
FLOAT_KINDS = ("fp32", "fp64")

#: Type kinds holding other types (a variation may sit on any of them).
_NESTED_KINDS = frozenset({"struct", "list", "map", "func", "user_defined"})


def _strip_nullability(t: Type) -> Type:
    """A deep copy of ``t`` with every nullability (at every nesting level) set to UNSPECIFIED."""
    out = Type()
    out.CopyFrom(t)
    for cur in walk_types(out):
        kind = type_kind(cur)
        if kind is not None and kind not in ("unbound", "alias"):
            getattr(cur, kind).nullability = Type.NULLABILITY_UNSPECIFIED
    return out


def _normalise_nullability(t: Type) -> Type:
    """A deep copy with UNSPECIFIED nullability mapped to REQUIRED everywhere."""
    out = Type()
    out.CopyFrom(t)
    stack = [out]
    while stack:
        cur = stack.pop()
        kind = type_kind(cur)
        if kind is None or kind in ("unbound", "alias"):
            continue
        detail = getattr(cur, kind)
        if detail.nullability == Type.NULLABILITY_UNSPECIFIED:
            detail.nullability = REQUIRED
        if kind == "struct":
            stack.extend(detail.types)
        elif kind == "list":
            stack.append(detail.type)
        elif kind == "map":
            stack.extend((detail.key, detail.value))
        elif kind == "func":
            stack.extend(detail.parameter_types)
            stack.append(detail.return_type)
    return out


def same_type(a: Type, b: Type, *, ignore_nullability: bool = False) -> bool:
    """Structural equality of two types (parameters, variations and nested types included).

    UNSPECIFIED nullability equals REQUIRED. With ``ignore_nullability`` the nullability is
    ignored at every nesting level."""
    if ignore_nullability:
        return _strip_nullability(a) == _strip_nullability(b)
    return _normalise_nullability(a) == _normalise_nullability(b)


def _join(types: Iterable[Type]) -> str:
    return ", ".join(type_str(t) for t in types)


def type_str(t: Type) -> str:
    """Substrait's short form of a type, e.g. ``i32``, ``decimal?<15,2>``, ``struct<i32, string?>``.

    User-defined types print as ``u!<anchor>`` (the extension index knows their names);
    a type with no kind set prints as ``<unset>``."""
    kind = type_kind(t)
    if kind is None:
        return "<unset>"
    if kind == "unbound":
        return "unbound"
    if kind == "alias":
        return "alias"
    detail = getattr(t, kind)
    q = "?" if detail.nullability == NULLABLE else ""
    if kind in _SIMPLE_NAMES:
        return _SIMPLE_NAMES[kind] + q
    if kind == "decimal":
        return f"decimal{q}<{detail.precision},{detail.scale}>"
    if kind in ("fixed_char", "varchar", "fixed_binary"):
        name = {"fixed_char": "fixedchar", "varchar": "varchar", "fixed_binary": "fixedbinary"}[kind]
        return f"{name}{q}<{detail.length}>"
    if kind in (
        "interval_day",
        "interval_compound",
        "precision_time",
        "precision_timestamp",
        "precision_timestamp_tz",
    ):
        return f"{kind}{q}<{detail.precision}>"
    if kind == "struct":
        return f"struct{q}<{_join(detail.types)}>"
    if kind == "list":
        return f"list{q}<{type_str(detail.type)}>"
    if kind == "map":
        return f"map{q}<{type_str(detail.key)}, {type_str(detail.value)}>"
    if kind == "func":
        return f"func{q}<{_join(detail.parameter_types)} -> {type_str(detail.return_type)}>"
    if kind == "user_defined":
        return f"u!{detail.type_reference}{q}"
    return kind + q


# ---------------------------------------------------------------------------------------------
# Constructors used by the rest of the toolkit and the tests.


def type_str_without_nullability(t: Type) -> str:
    """:func:`type_str` with the nullability marks of every nesting level left out (variations are not
    shown either): the form two types are compared in when only their kinds and parameters matter."""
    return type_str(t).replace("?", "")


def func_of(parameter_types: Iterable[Type], return_type: Type) -> Type:
    """``func<parameters -> return>``, required (a lambda's type)."""
    return Type(
        func=Type.Func(
            parameter_types=parameter_types, return_type=return_type, nullability=Type.NULLABILITY_REQUIRED
        )
    )


def simple(kind: str, *, nullable: bool = False) -> Type:
    """A parameterless type by kind name (``"i32"``, ``"string"``, ``"bool"``, ...)."""
    t = Type()
    if kind not in _SIMPLE_NAMES:
        raise InvalidPlanError(f"not a parameterless type kind: {kind!r}", code="bad-type")
    getattr(t, kind).nullability = NULLABLE if nullable else REQUIRED
    return t


def boolean(nullable: bool = False) -> Type:
    """``boolean`` / ``boolean?``."""
    return simple("bool", nullable=nullable)


def i32(nullable: bool = False) -> Type:
    """``i32`` / ``i32?``."""
    return simple("i32", nullable=nullable)


def decimal(precision: int, scale: int, nullable: bool = False) -> Type:
    """``decimal<P,S>``."""
    t = Type()
    t.decimal.precision = precision
    t.decimal.scale = scale
    t.decimal.nullability = NULLABLE if nullable else REQUIRED
    return t


def struct_of(types: Iterable[Type], nullable: bool = False) -> Type:
    """``struct<...>`` as a ``Type``."""
    t = Type()
    t.struct.types.extend(types)
    t.struct.nullability = NULLABLE if nullable else REQUIRED
    return t


def list_of(element: Type, nullable: bool = False) -> Type:
    """``list<element>``."""
    t = Type()
    t.list.type.CopyFrom(element)
    t.list.nullability = NULLABLE if nullable else REQUIRED
    return t


def map_of(key: Type, value: Type, nullable: bool = False) -> Type:
    """``map<key, value>``."""
    t = Type()
    t.map.key.CopyFrom(key)
    t.map.value.CopyFrom(value)
    t.map.nullability = NULLABLE if nullable else REQUIRED
    return t


def row(types: Iterable[Type]) -> Type.Struct:
    """A relation row (``Type.Struct``, required) from field types."""
    s = Type.Struct()
    s.types.extend(types)
    s.nullability = REQUIRED
    return s
