"""Typed model of the Substrait function test cases (``*.test`` files).

A test file is a header (kind, ``SUBSTRAIT_INCLUDE`` URN) and groups of cases. Every case becomes one
:class:`TestCase`: the function, its arguments (typed :class:`Value`\\ s), options, and the expected result
(a :class:`Value`, or :class:`ExpectedKind` ``ERROR``/``UNDEFINED``). Aggregate cases carry their input
table as :class:`Column`\\ s; argument values then refer to columns by position (:class:`ColumnRef`).
"""

from __future__ import annotations

import datetime as _dt
import decimal
import enum
from dataclasses import dataclass, field
from typing import Union


class CaseKind(enum.Enum):
    """The kind of a test file, from its ``### SUBSTRAIT_*_TEST`` header."""

    SCALAR = "scalar"
    AGGREGATE = "aggregate"
    WINDOW = "window"


class ExpectedKind(enum.Enum):
    """What a case expects: a value, an error (``<!ERROR>``) or nothing defined (``<!UNDEFINED>``)."""

    VALUE = "value"
    ERROR = "error"
    UNDEFINED = "undefined"


@dataclass(frozen=True)
class TestType:
    """A type as written in a test file, e.g. ``dec?<38,2>`` or ``list<i32?>``.

    ``kind`` is the canonical Substrait short name (``i32``, ``fp64``, ``decimal``, ``string``, ``varchar``,
    ``fixedchar``, ``fixedbinary``, ``binary``, ``boolean``, ``date``, ``interval_year``, ``interval_day``,
    ``interval_compound``, ``precision_time``, ``precision_timestamp``, ``precision_timestamp_tz``, ``uuid``,
    ``list``, ``struct``, ``map``, ``func``, ``user_defined``). ``params`` holds the integer parameters
    (decimal
    precision and scale, length, sub-second precision), ``children`` the element/field/key-value/parameter
    types (for ``func``: parameters then return type), ``name`` the user-defined type name (``u8``).
    """

    kind: str
    nullable: bool = False
    params: tuple[int, ...] = ()
    children: tuple[TestType, ...] = ()
    name: str | None = None

    def __str__(self) -> str:
        q = "?" if self.nullable else ""
        if self.kind == "user_defined":
            return f"u!{self.name}{q}"
        inner: list[str] = [str(p) for p in self.params] + [str(c) for c in self.children]
        if self.kind == "func":
            args = ", ".join(str(c) for c in self.children[:-1])
            return f"func{q}<{args} -> {self.children[-1]}>"
        return f"{self.kind}{q}<{', '.join(inner)}>" if inner else f"{self.kind}{q}"

    def with_nullable(self, nullable: bool) -> TestType:
        """This type with the given nullability."""
        return TestType(self.kind, nullable, self.params, self.children, self.name)


@dataclass(frozen=True)
class IntervalYear:
    """An ``interval_year`` value (``P1Y2M``)."""

    years: int
    months: int


@dataclass(frozen=True)
class IntervalDay:
    """An ``interval_day`` value (``P1DT2H3M4.5S``); ``microseconds`` holds the sub-day part."""

    days: int
    microseconds: int


@dataclass(frozen=True)
class IntervalCompound:
    """An ``interval_compound`` value."""

    months: int
    days: int
    microseconds: int


@dataclass(frozen=True)
class Lambda:
    """A lambda argument ``(x -> gt(x, 0::i32))``: parameter names and the body call."""

    params: tuple[str, ...]
    body: FuncCall


@dataclass(frozen=True)
class LambdaParam:
    """A reference to a lambda parameter inside a lambda body (a bare identifier)."""

    name: str


@dataclass(frozen=True)
class FuncCall:
    """A nested function call used as an argument or lambda body."""

    name: str
    args: tuple[Value, ...]


@dataclass(frozen=True)
class EnumValue:
    """An enumeration argument ``SAMPLE::enum``."""

    option: str


@dataclass(frozen=True)
class ColumnRef:
    """An aggregate argument that refers to column ``index`` of the case's input table."""

    index: int


PyValue = Union[
    None,
    bool,
    int,
    float,
    str,
    bytes,
    decimal.Decimal,
    _dt.date,
    _dt.time,
    _dt.datetime,
    IntervalYear,
    IntervalDay,
    IntervalCompound,
    "list[PyValue]",
    "tuple[PyValue, ...]",
    "dict[PyValue, PyValue]",
    Lambda,
]


@dataclass(frozen=True)
class Value:
    """A typed literal (``py`` holds the Python value, ``None`` for null), or a non-literal argument.

    Non-literal arguments: ``py`` is an :class:`EnumValue`, :class:`ColumnRef`, :class:`FuncCall` or
    :class:`LambdaParam`, and ``type`` may be ``None``.
    """

    py: object
    type: TestType | None
    text: str = ""


@dataclass(frozen=True)
class Column:
    """A column of an aggregate case's input table."""

    type: TestType
    values: tuple[object, ...]


@dataclass(frozen=True)
class TestCase:
    """One function test case.

    ``urn`` is the standard extension URN from the file's ``SUBSTRAIT_INCLUDE`` (``extension:io.substrait:
    functions_arithmetic``). ``group`` is the test-case folder (``arithmetic``), ``source`` ``<file>:<line>``.
    ``expected`` is set when ``expected_kind`` is ``VALUE``. ``columns`` is the input table of aggregate and
    window cases (empty for scalar cases); ``window_frame`` is the frame name of a window case.
    """

    kind: CaseKind
    group: str
    file: str
    line: int
    urn: str
    dependencies: tuple[str, ...]
    description: str
    function: str
    args: tuple[Value, ...]
    options: tuple[tuple[str, str], ...]
    expected_kind: ExpectedKind
    expected: Value | None
    columns: tuple[Column, ...] = ()
    text: str = ""
    window_frame: str | None = None
    extra: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    __test__ = False  # not a pytest test class

    @property
    def source(self) -> str:
        """``<group>/<file>:<line>``, a stable identifier for reports."""
        return f"{self.group}/{self.file}:{self.line}"

    @property
    def scored(self) -> bool:
        """Whether the case is scored (``<!UNDEFINED>`` cases are not)."""
        return self.expected_kind is not ExpectedKind.UNDEFINED
