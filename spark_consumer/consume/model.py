"""What the translation passes around: translated relations and expressions, scopes, function
declarations, and the result of translating a plan."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from substrait import plan_pb2
from substrait.type_pb2 import Type

from spark_consumer.sql.generate import SqlText
from spark_consumer.sql.tree import Col, Expr, Project, Query

if TYPE_CHECKING:
    from pyspark.sql import DataFrame
    from pyspark.sql import types as T

__all__ = ["FuncDecl", "Relation", "Scope", "Translation", "Typed", "WriteAction"]


@dataclass(frozen=True)
class Relation:
    """A translated relation: its query, and per output column the internal name (the query's columns,
    in order) and the Substrait type."""

    query: Query
    types: list[Type]

    @property
    def names(self) -> list[str]:
        return list(self.query.columns)

    def cols(self) -> list[Col]:
        """The output columns as expressions, in order."""
        return [Col(n) for n in self.query.columns]

    def appended(self, items: Sequence[tuple[Expr, str]], types: Sequence[Type]) -> Relation:
        """This relation's columns, then ``items`` (expressions over them, by name) of ``types``."""
        own = tuple((Col(n), n) for n in self.query.columns)
        return Relation(Project(self.query, (*own, *items)), [*self.types, *types])


@dataclass(frozen=True)
class Typed:
    """A translated expression and its Substrait type."""

    expr: Expr
    type: Type


@dataclass(frozen=True)
class Scope:
    """What field references see: the input relation's columns (names and types) and, inside a subquery,
    the enclosing queries' scopes (innermost last). ``as_outer`` makes references to this scope outer
    references (the left side of a set comparison, evaluated inside the subquery). ``holder`` is, on an
    enclosing query's scope, the relation message whose expression holds the subquery: the anchors an outer
    reference's ``rel_reference`` names to bind to this scope are its
    :func:`substrait_py.references.binding_anchors`."""

    names: list[str]
    types: list[Type]
    outer: tuple[Scope, ...] = ()
    as_outer: bool = False
    holder: Any = None


@dataclass(frozen=True)
class FuncDecl:
    """A function declaration of the plan: anchor, extension URN (None for a name-only declaration),
    compound name, base name and signature (the argument type names of the compound name, if given)."""

    anchor: int
    urn: str | None
    name: str
    base_name: str
    signature: tuple[str, ...] | None


@dataclass(frozen=True)
class WriteAction:
    """What a write or DDL relation asks for, to be carried out by ``SparkConsumer.execute``.

    ``op`` is ``ctas``, ``insert``, ``create_view``, ``create_table`` or ``drop``; ``target`` the object's
    name parts; ``object`` ``table`` or ``view``; ``mode`` the create mode name (``ERROR_IF_EXISTS``,
    ``IGNORE_IF_EXISTS``, ``APPEND_IF_EXISTS``, ``REPLACE_IF_EXISTS``) or the DDL op (``CREATE``,
    ``CREATE_OR_REPLACE``, ``DROP``, ``DROP_IF_EXIST``); ``input`` the translated rows to write (or the
    view's definition) with ``column_names`` their names; ``schema`` the columns of a table created empty;
    ``returns_rows`` whether the relation's own output is the written rows."""

    op: str
    target: tuple[str, ...]
    object: str
    mode: str
    path: str
    input: Translation | None = None
    column_names: tuple[str, ...] = ()
    schema: T.StructType | None = None
    returns_rows: bool = False


@dataclass
class Translation:
    """A translated plan root: the generated SQL, the DataFrames it reads (by source key), the root's
    output names (``names``; nested struct names are in ``nested``: the Spark type with names per column,
    None where the column holds no struct) and Substrait types, and the write or DDL action it carries
    (None for a query)."""

    sql: SqlText
    sources: dict[str, DataFrame | T.StructType]
    names: list[str]
    types: list[Type]
    nested: list[T.DataType | None] = field(default_factory=list)
    names_in_sql: bool = True
    action: WriteAction | None = None
    plan: plan_pb2.Plan | None = None
    #: The plan's anchors of DataFusion's type of a bare NULL (Spark's void: ``types.null_type_anchors``).
    null_type_anchors: frozenset[int] = frozenset()
