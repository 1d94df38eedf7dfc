"""Output schemas of relations: logical fields (relation, name, type) with emit applied.

A **logical field** carries the relation it comes from (a named table's last name part; ``None``
once computed), its name and its type (the type carries the nullability); the **physical schema**
strips relations and may repeat names.

Expression typing stands on ``substrait.type_inference`` (``infer_literal_type``,
``infer_expression_type``, the join and set-operation helpers) and wraps it where it is wrong
or missing for us:

* field references go through :mod:`substrait_py.references` (list elements and map keys are
  nullable; masked and expression-rooted references are typed; errors carry a plan path);
* a read's projection mask goes through :mod:`substrait_py.masks`, which unwraps single-field
  nested structs as the spec's mask semantics say (substrait-python never unwraps);
* a scalar subquery is nullable (it yields null over an empty input; substrait-python keeps the
  inner column's nullability); an ``EXISTS``/``UNIQUE`` (set predicate) is a required boolean;
* ``if_then``/``switch`` are nullable when any branch is or when there is no ``else``
  (substrait-python takes the first branch's type as is);
* the deprecated inline grouping form (``Grouping.grouping_expressions``, field 1, removed from
  the current proto and therefore an unknown field) is read, and grouping expressions are
  deduplicated by protobuf equality as the spec says;
* ``ReferenceRel.subtree_ordinal`` indexes ``plan.relations`` (a ``root`` entry means its input);
  substrait-python counts only the ``rel`` entries -- the two agree when the shared ``rel``
  entries come first, as every producer writes them.

Deep plans: :meth:`SchemaDeriver.rel_fields` walks the relation tree with an explicit stack
(post-order) and memoises each relation's fields, so 10,000 nested relations cause no
``RecursionError``. Plan paths are built lazily (only when an error is raised).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn, Protocol

from google.protobuf import unknown_fields
from substrait import type_inference as ti
from substrait.algebra_pb2 import AggregateRel, Expression, JoinRel, Rel, SetRel
from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type
from substrait.utils import top_level_names, type_num_names

from substrait_py import typesys
from substrait_py.datafusion import is_datafusion_plan
from substrait_py.errors import InvalidPlanError, SubstraitPyError, UnsupportedFeatureError
from substrait_py.literal_checks import (
    MISSING_TYPE,
    cast_type_message,
    has_unset_kind,
    literal_type,
    untyped_literal_error,
)
from substrait_py.masks import apply_mask
from substrait_py.paths import PlanPath
from substrait_py.protoutil import enum_name
from substrait_py.references import (
    enclosing_anchors,
    plain_field_type,
    reference_type,
    top_level_field,
)


@dataclass(frozen=True)
class LogicalField:
    """One output column of a relation: the relation it comes from (a named table's last name
    part, or None), its name (None when unknown) and its type (nullability included)."""

    relation: str | None
    name: str | None
    type: Type

    @property
    def nullable(self) -> bool:
        """Whether the column may hold nulls."""
        return typesys.is_nullable(self.type)

    def qualified(self) -> str | None:
        """``relation.name`` when both are known, else the name."""
        if self.relation and self.name is not None:
            return f"{self.relation}.{self.name}"
        return self.name


class _FunctionIndex(Protocol):
    def function(self, anchor: int, *, path: str = "") -> object: ...


GROUPING_SET_COLUMN = "grouping_set"
MARK_COLUMN = ti.JOIN_MARK_COLUMN_NAME


class _Path:
    """A lazily joined plan path (a parent-linked chain; stringified only for errors)."""

    __slots__ = ("parent", "suffix")

    def __init__(self, suffix: str, parent: _Path | None = None) -> None:
        self.parent = parent
        self.suffix = suffix

    def __str__(self) -> str:
        parts: list[str] = []
        node: _Path | None = self
        while node is not None:
            parts.append(node.suffix)
            node = node.parent
        out = ""
        for p in reversed(parts):
            if not p:
                continue
            out = p if not out else (out + p if p.startswith("[") else f"{out}.{p}")
        return out


def _prefixed(exc: SubstraitPyError, prefix: str) -> SubstraitPyError:
    """The same error with ``prefix`` put in front of its (relative) path; an absolute path (inside a
    plan relation reached through a ``ReferenceRel``: ``relations[i]...``) stays as it is."""
    if (exc.path or "").startswith("relations["):
        return exc
    if isinstance(exc, InvalidPlanError):
        rel = exc.path
        path = prefix if not rel else (f"{prefix}.{rel}" if prefix else rel)
        new: SubstraitPyError = InvalidPlanError(exc.detail, code=exc.code, path=path)
    elif isinstance(exc, UnsupportedFeatureError):
        rel = exc.path
        path = prefix if not rel else (f"{prefix}.{rel}" if prefix else rel)
        text = str(exc).removeprefix(f"{exc.path}: " if exc.path else "")
        msg = text.removeprefix(f"unsupported: {exc.feature}").removeprefix(": ")
        new = UnsupportedFeatureError(exc.feature, msg, path=path)
    else:
        return exc
    return new


def _p(path: _Path | str) -> _Path:
    return path if isinstance(path, _Path) else _Path(path)


def _row(fields: Sequence[LogicalField]) -> Type.Struct:
    return typesys.row([f.type for f in fields])


def _boolean_check(t: Type, what: str, path: object) -> None:
    """Raise unless ``t`` is boolean; an unknown type (no kind, see ``_function_type``) passes."""
    if typesys.type_kind(t) not in ("bool", None):
        raise InvalidPlanError(
            f"{what} has type {typesys.type_str(t)}, not boolean", code="not-boolean", path=str(path)
        )


def _input_suffixes(rel: Rel) -> list[tuple[str, Rel]]:
    """The direct child relations of ``rel`` with their path suffixes (not ReferenceRel targets)."""
    kind = rel.WhichOneof("rel_type")
    if kind is None:
        return []
    node = getattr(rel, kind)
    out: list[tuple[str, Rel]] = []
    if kind == "lateral_join":
        out = []  # not derived (UnsupportedFeatureError): its right side needs the left row's anchor
    elif kind in ("join", "cross", "hash_join", "merge_join", "nested_loop_join"):
        out = [(f"{kind}.left", node.left), (f"{kind}.right", node.right)]
    elif kind in ("set", "extension_multi"):
        out = [(f"{kind}.inputs[{i}]", r) for i, r in enumerate(node.inputs)]
    elif kind in ("ddl", "read", "reference", "extension_leaf", "update"):
        out = []
    else:
        out = [(f"{kind}.input", node.input)]
    return out


class SchemaDeriver:
    """Derives the output fields of the relations of one plan (memoised per relation object).

    ``extensions`` (an ``ExtensionIndex``) gives function names for naming; without it the
    plan's own extension declarations are used."""

    def __init__(self, plan: Plan, extensions: _FunctionIndex | None = None) -> None:
        self.plan = plan
        self.extensions = extensions
        # Relations a ReferenceRel can point at, held so their wrapper ids stay valid.
        self._targets: list[Rel] = [
            pr.rel if pr.WhichOneof("rel_type") == "rel" else pr.root.input for pr in plan.relations
        ]
        self._memo: dict[int, tuple[Rel, list[LogicalField]]] = {}
        # Relations whose schema failed, each with the error (the fault's own path) it raises again.
        self._failed: dict[int, tuple[Rel, SubstraitPyError]] = {}
        self._in_progress: set[int] = set()
        # the rows of the enclosing queries (innermost last) and the relation messages whose expressions
        # hold each subquery (their anchors bind a rel_reference); the relation being typed
        self._outer: list[Type.Struct] = []
        self._outer_holders: list[Any] = []
        # the enclosing lambdas' parameters, innermost last (a subquery starts without them)
        self._lambdas: list[Type.Struct] = []
        self._holder: Any = None
        # The row type of the last field list expressions were typed over, with that list (held, so
        # that its identity stays its own) and its length: a relation's expressions share one row.
        self._last_row: tuple[Sequence[LogicalField], int, Type.Struct] | None = None
        self._function_names: dict[int, str] = {}
        self._function_urns: dict[int, str] = {}
        self._datafusion_layout = datafusion_grouping_layout(plan)
        self._datafusion_plan = is_datafusion_plan(plan)
        self._catalog_obj: Any = None
        urns = {u.extension_urn_anchor: u.urn for u in plan.extension_urns}
        for decl in plan.extensions:
            if decl.WhichOneof("mapping_type") == "extension_function":
                f = decl.extension_function
                self._function_names[f.function_anchor] = f.name.split(":", 1)[0]
                if f.extension_urn_reference in urns:
                    self._function_urns[f.function_anchor] = urns[f.extension_urn_reference]

    # -- names of functions ------------------------------------------------------------------

    def function_name(self, anchor: int) -> str:
        """The base name of the function declared under ``anchor`` (``"add"``, ``"sum"``)."""
        if self.extensions is not None:
            try:
                decl = self.extensions.function(anchor)
            except SubstraitPyError:
                decl = None
            base = getattr(decl, "base_name", None)
            if isinstance(base, str):
                return base
        return self._function_names.get(anchor, f"function_{anchor}")

    # -- relations ---------------------------------------------------------------------------

    def plan_rel_fields(self, i: int) -> list[LogicalField]:
        """Output fields of ``plan.relations[i]`` (a ``rel`` or a ``root``'s input)."""
        if not 0 <= i < len(self._targets):
            raise InvalidPlanError(
                f"plan has {len(self._targets)} relations, no relations[{i}]", code="relation-out-of-range"
            )
        kind = self.plan.relations[i].WhichOneof("rel_type")
        path = f"relations[{i}].rel" if kind == "rel" else f"relations[{i}].root.input"
        return self.rel_fields(self._targets[i], path)

    def rel_fields(self, rel: Rel, path: str = "") -> list[LogicalField]:
        """The output fields of ``rel`` with its emit applied (memoised per relation object).

        Walks the input tree iteratively (post-order with an explicit stack). Raises
        ``InvalidPlanError`` (with the plan path of the fault) for malformed relations and
        ``UnsupportedFeatureError`` for relations whose schema cannot be known (an extension
        relation without a registered deriver, UpdateRel).

        Failures are memoised too: the faulty relation and every relation above it on the failed
        walk raise the same error again, its path as the first walk computed it, without walking
        again (a fault under thousands of nested relations would otherwise cost a walk, and a path
        thousands of segments long, per relation above it). Callers that want those paths should
        give each relation the same path every time (the validator gives absolute paths)."""
        hit = self._memo.get(id(rel))
        if hit is not None:
            return hit[1]
        failed = self._failed.get(id(rel))
        if failed is not None:
            raise failed[1].with_traceback(None)
        try:
            return self._walk(rel, path)
        except RecursionError:
            # Relations are walked iteratively, but expressions nested thousands deep (a chain
            # of 10,000 function calls) recurse: redo the walk with a deep stack.
            from substrait_py.deep import run_deep

            self._in_progress.clear()
            return run_deep(lambda: self._walk(rel, path))

    def knows(self, rel: Rel) -> bool:
        """Whether ``rel``'s schema, or its failure, is memoised (:meth:`rel_fields` then needs no
        path: it neither walks nor builds one)."""
        return id(rel) in self._memo or id(rel) in self._failed

    def _walk(self, rel: Rel, path: str) -> list[LogicalField]:
        root_path = _Path(path)
        stack: list[tuple[Rel, _Path, bool]] = [(rel, root_path, False)]
        while stack:
            cur, cur_path, expanded = stack[-1]
            key = id(cur)
            if key in self._memo:
                stack.pop()
                if expanded:
                    self._in_progress.discard(key)
                continue
            if not expanded:
                stack[-1] = (cur, cur_path, True)
                self._in_progress.add(key)
                for suffix, child in reversed(self._children(cur, cur_path)):
                    ckey = id(child)
                    if ckey in self._memo:
                        continue
                    if ckey in self._failed:
                        self._fail(stack, self._failed[ckey][1])
                    if ckey in self._in_progress:
                        self._in_progress.clear()
                        raise InvalidPlanError(
                            "relation refers (through ReferenceRel) to a relation that contains it",
                            code="reference-cycle",
                            path=str(cur_path),
                        )
                    # a ReferenceRel's target is a plan relation: its path is absolute
                    absolute = cur.WhichOneof("rel_type") == "reference"
                    stack.append((child, _Path(suffix) if absolute else _Path(suffix, cur_path), False))
                continue
            try:
                fields = self._own_fields(cur)
            except SubstraitPyError as exc:
                self._fail(stack, _prefixed(exc, str(cur_path)))
            stack.pop()
            self._memo[key] = (cur, fields)
            self._in_progress.discard(key)
        return self._memo[id(rel)][1]

    def _fail(self, stack: list[tuple[Rel, _Path, bool]], error: SubstraitPyError) -> NoReturn:
        """Record ``error`` for every relation being derived on ``stack`` (the faulty one and those
        above it), then raise it."""
        self._in_progress.clear()
        for rel, _, expanded in stack:
            if expanded:
                self._failed[id(rel)] = (rel, error)
        raise error.with_traceback(None)

    def _children(self, rel: Rel, path: _Path) -> list[tuple[str, Rel]]:
        if rel.WhichOneof("rel_type") == "reference":
            ordinal = rel.reference.subtree_ordinal
            if not 0 <= ordinal < len(self._targets):
                raise InvalidPlanError(
                    f"ReferenceRel subtree_ordinal {ordinal} is out of range for a plan with "
                    f"{len(self._targets)} relation{'' if len(self._targets) == 1 else 's'}",
                    code="reference-out-of-range",
                    path=f"{path}.reference.subtree_ordinal" if str(path) else "reference.subtree_ordinal",
                )
            kind = self.plan.relations[ordinal].WhichOneof("rel_type")
            suffix = f"relations[{ordinal}]." + ("rel" if kind == "rel" else "root.input")
            return [(suffix, self._targets[ordinal])]
        return _input_suffixes(rel)

    def _in(self, rel: Rel) -> list[LogicalField]:
        return self._memo[id(rel)][1]

    def _own_fields(self, rel: Rel) -> list[LogicalField]:
        """Fields of ``rel`` whose inputs are memoised; paths in errors are relative to ``rel``."""
        kind = rel.WhichOneof("rel_type")
        if kind is None:
            raise InvalidPlanError("relation has no kind set", code="empty-rel", path="rel_type")
        handler: Callable[[Rel], list[LogicalField]] | None = getattr(self, f"_rel_{kind}", None)
        if handler is None:
            raise UnsupportedFeatureError(f"{kind} relation", "its output schema is not known", path=kind)
        node = getattr(rel, kind)
        saved, self._holder = self._holder, node
        try:
            fields = handler(rel)
        finally:
            self._holder = saved
        if kind in ("reference", "ddl"):
            return fields
        if not node.HasField("common") or not node.common.HasField("emit"):
            return fields
        out: list[LogicalField] = []
        for i, idx in enumerate(node.common.emit.output_mapping):
            if not 0 <= idx < len(fields):
                raise InvalidPlanError(
                    f"emit output_mapping {idx} is out of range for {len(fields)} direct output field"
                    f"{'' if len(fields) == 1 else 's'}",
                    code="emit-out-of-range",
                    path=f"{kind}.common.emit.output_mapping[{i}]",
                )
            out.append(fields[idx])
        return out

    # one handler per relation kind -----------------------------------------------------------

    def _rel_read(self, rel: Rel) -> list[LogicalField]:
        read = rel.read
        ns = read.base_schema
        need = sum(type_num_names(t) for t in ns.struct.types)
        if len(ns.names) != need:
            raise InvalidPlanError(
                f"base_schema has {len(ns.names)} names for {need} (top-level and nested struct) fields",
                code="named-struct-names",
                path="read.base_schema.names",
            )
        names = top_level_names(ns)
        relation = None
        if read.WhichOneof("read_type") == "named_table":
            if not read.named_table.names:
                raise InvalidPlanError(
                    "named table without a name", code="missing-table-name", path="read.named_table"
                )
            relation = read.named_table.names[-1]
        direct = [LogicalField(relation, n, t) for n, t in zip(names, ns.struct.types, strict=True)]
        for attr in ("filter", "best_effort_filter"):
            if read.HasField(attr):
                t = self._expr(getattr(read, attr), direct, f"read.{attr}")
                _boolean_check(t, f"read {attr}", f"read.{attr}")
        if not read.HasField("projection") or not read.projection.HasField("select"):
            return direct
        projected = apply_mask(read.projection, ns.struct, path="read.projection")
        return [
            LogicalField(relation, direct[item.field].name, t)
            for item, t in zip(read.projection.select.struct_items, projected.types, strict=True)
        ]

    def _rel_filter(self, rel: Rel) -> list[LogicalField]:
        fields = self._in(rel.filter.input)
        if rel.filter.HasField("condition"):
            t = self._expr(rel.filter.condition, fields, "filter.condition")
            _boolean_check(t, "filter condition", "filter.condition")
        return list(fields)

    def _rel_fetch(self, rel: Rel) -> list[LogicalField]:
        return list(self._in(rel.fetch.input))

    def _rel_sort(self, rel: Rel) -> list[LogicalField]:
        fields = self._in(rel.sort.input)
        for i, s in enumerate(rel.sort.sorts):
            self._expr(s.expr, fields, f"sort.sorts[{i}].expr")
        return list(fields)

    def _rel_top_n(self, rel: Rel) -> list[LogicalField]:
        return list(self._in(rel.top_n.input))

    def _rel_exchange(self, rel: Rel) -> list[LogicalField]:
        return list(self._in(rel.exchange.input))

    def _rel_project(self, rel: Rel) -> list[LogicalField]:
        fields = self._in(rel.project.input)
        out = list(fields)
        for i, e in enumerate(rel.project.expressions):
            out.append(self._expr_field(e, fields, f"project.expressions[{i}]"))
        return out

    def _rel_cross(self, rel: Rel) -> list[LogicalField]:
        return list(self._in(rel.cross.left)) + list(self._in(rel.cross.right))

    def _join_fields(self, kind: str, type_name: str, node: object) -> list[LogicalField]:
        left = self._in(node.left)  # type: ignore[attr-defined]
        right = self._in(node.right)  # type: ignore[attr-defined]
        if type_name == "JOIN_TYPE_UNSPECIFIED":
            raise InvalidPlanError(
                "join type is unspecified", code="join-type-unspecified", path=f"{kind}.type"
            )
        both = list(left) + list(right)
        for attr in ("expression", "post_join_filter"):
            if attr in node.DESCRIPTOR.fields_by_name and node.HasField(attr):  # type: ignore[attr-defined]
                t = self._expr(getattr(node, attr), both, f"{kind}.{attr}")
                _boolean_check(t, f"join {attr}", f"{kind}.{attr}")
        struct = ti._join_struct_from_schemas(type_name, _row(left), _row(right))
        shape = ti._join_column_shape(type_name)
        if shape in ("left", "left+mark"):
            src = list(left)
        elif shape in ("right", "right+mark"):
            src = list(right)
        else:
            src = both
        if shape.endswith("+mark"):
            src.append(LogicalField(None, MARK_COLUMN, typesys.boolean(True)))
        return [LogicalField(f.relation, f.name, t) for f, t in zip(src, struct.types, strict=True)]

    def _rel_join(self, rel: Rel) -> list[LogicalField]:
        return self._join_fields(
            "join", enum_name(JoinRel.JoinType, rel.join.type, path="join.type"), rel.join
        )

    def _rel_hash_join(self, rel: Rel) -> list[LogicalField]:
        return self._join_fields(
            "hash_join",
            enum_name(type(rel.hash_join).JoinType, rel.hash_join.type, path="hash_join.type"),
            rel.hash_join,
        )

    def _rel_merge_join(self, rel: Rel) -> list[LogicalField]:
        n = rel.merge_join
        return self._join_fields("merge_join", enum_name(type(n).JoinType, n.type, path="merge_join.type"), n)

    def _rel_nested_loop_join(self, rel: Rel) -> list[LogicalField]:
        n = rel.nested_loop_join
        kind = enum_name(type(n).JoinType, n.type, path="nested_loop_join.type")
        return self._join_fields("nested_loop_join", kind, n)

    def _rel_set(self, rel: Rel) -> list[LogicalField]:
        s = rel.set
        if s.op == SetRel.SET_OP_UNSPECIFIED:
            raise InvalidPlanError("set operation is unspecified", code="set-op-unspecified", path="set.op")
        if len(s.inputs) < 2:
            raise InvalidPlanError(
                f"set operation has {len(s.inputs)} input(s); it needs at least two",
                code="set-too-few-inputs",
                path="set.inputs",
            )
        inputs = [self._in(r) for r in s.inputs]
        primary = inputs[0]
        for i, other in enumerate(inputs[1:], start=1):
            if len(other) != len(primary):
                raise InvalidPlanError(
                    f"set input {i} has {len(other)} fields, the primary input {len(primary)}",
                    code="set-input-mismatch",
                    path=f"set.inputs[{i}]",
                )
            for j, (a, b) in enumerate(zip(primary, other, strict=True)):
                if not typesys.same_type(a.type, b.type, ignore_nullability=True):
                    raise InvalidPlanError(
                        f"set input {i} field {j} has type {typesys.type_str(b.type)}, the primary input "
                        f"{typesys.type_str(a.type)}",
                        code="set-input-mismatch",
                        path=f"set.inputs[{i}]",
                    )
        struct = ti._set_output_struct(
            enum_name(SetRel.SetOp, s.op, path="set.op"), [_row(x) for x in inputs]
        )
        return [LogicalField(f.relation, f.name, t) for f, t in zip(primary, struct.types, strict=True)]

    def _rel_aggregate(self, rel: Rel) -> list[LogicalField]:
        agg = rel.aggregate
        fields = self._in(agg.input)
        columns: list[Expression] = []
        col_paths: list[str] = []
        sets: list[list[int]] = []
        if agg.grouping_expressions:
            keys: dict[bytes, int] = {}
            index_of: list[int] = []
            for i, e in enumerate(agg.grouping_expressions):
                k = e.SerializeToString(deterministic=True)
                if k not in keys:
                    keys[k] = len(columns)
                    columns.append(e)
                    col_paths.append(f"aggregate.grouping_expressions[{i}]")
                index_of.append(keys[k])
            for gi, g in enumerate(agg.groupings):
                cols: list[int] = []
                for ri, r in enumerate(g.expression_references):
                    if r >= len(index_of):
                        raise InvalidPlanError(
                            f"grouping expression reference {r} is out of range for {len(index_of)} "
                            "grouping expressions",
                            code="grouping-reference-out-of-range",
                            path=f"aggregate.groupings[{gi}].expression_references[{ri}]",
                        )
                    cols.append(index_of[r])
                sets.append(cols)
        else:
            keys = {}
            for gi, g in enumerate(agg.groupings):
                cols = []
                for ei, e in enumerate(_inline_grouping_expressions(g)):
                    k = e.SerializeToString(deterministic=True)
                    if k not in keys:
                        keys[k] = len(columns)
                        columns.append(e)
                        col_paths.append(f"aggregate.groupings[{gi}].grouping_expressions[{ei}]")
                    cols.append(keys[k])
                sets.append(cols)
        out: list[LogicalField] = []
        for c, (e, p) in enumerate(zip(columns, col_paths, strict=True)):
            f = self._expr_field(e, fields, p)
            if sets and not all(c in s for s in sets):
                f = LogicalField(f.relation, f.name, typesys.make_nullable(f.type))
            out.append(f)
        from substrait_py.naming import aggregate_name

        for i, m in enumerate(agg.measures):
            mpath = f"aggregate.measures[{i}]"
            mtype = self._function_type(m.measure, _row(fields), f"{mpath}.measure")
            if m.HasField("filter"):
                _boolean_check(
                    self._expr(m.filter, fields, f"{mpath}.filter"), "measure filter", f"{mpath}.filter"
                )
            name = aggregate_name(m.measure, fields, self.function_name)
            out.append(LogicalField(None, name, mtype))
        if len(agg.groupings) > 1:
            at = len(columns) if self._datafusion_layout else len(out)
            out.insert(at, LogicalField(None, GROUPING_SET_COLUMN, typesys.i32()))
        if not out:
            raise InvalidPlanError(
                "aggregate yields no columns", code="aggregate-no-columns", path="aggregate"
            )
        return out

    def _rel_reference(self, rel: Rel) -> list[LogicalField]:
        return list(self._in(self._targets[rel.reference.subtree_ordinal]))

    def _rel_write(self, rel: Rel) -> list[LogicalField]:
        w = rel.write
        if w.output == w.OUTPUT_MODE_MODIFIED_RECORDS:
            return list(self._in(w.input))
        return []

    def _rel_ddl(self, rel: Rel) -> list[LogicalField]:
        return []

    def _rel_window(self, rel: Rel) -> list[LogicalField]:
        fields = self._in(rel.window.input)
        from substrait_py.naming import window_name

        out = list(fields)
        for i, wf in enumerate(rel.window.window_functions):
            wtype = self._function_type(wf, _row(fields), f"window.window_functions[{i}]")
            out.append(LogicalField(None, window_name(wf, fields, self.function_name), wtype))
        return out

    def _rel_expand(self, rel: Rel) -> list[LogicalField]:
        fields = self._in(rel.expand.input)
        out: list[LogicalField] = []
        for i, f in enumerate(rel.expand.fields):
            p = f"expand.fields[{i}]"
            if f.HasField("consistent_field"):
                out.append(self._expr_field(f.consistent_field, fields, f"{p}.consistent_field"))
                continue
            dups = f.switching_field.duplicates
            if not dups:
                raise InvalidPlanError("switching field has no duplicates", code="expand-empty", path=p)
            types = [
                self._expr(d, fields, f"{p}.switching_field.duplicates[{j}]") for j, d in enumerate(dups)
            ]
            t = types[0]
            if any(typesys.is_nullable(x) for x in types):
                t = typesys.make_nullable(t)
            out.append(LogicalField(None, None, t))
        out.append(LogicalField(None, None, typesys.i32()))
        return out

    def _rel_extension_single(self, rel: Rel) -> list[LogicalField]:
        raise UnsupportedFeatureError(
            "extension_single relation",
            f"output schema of {rel.extension_single.detail.type_url!r} is not known",
            path="extension_single.detail",
        )

    def _rel_extension_multi(self, rel: Rel) -> list[LogicalField]:
        raise UnsupportedFeatureError(
            "extension_multi relation",
            f"output schema of {rel.extension_multi.detail.type_url!r} is not known",
            path="extension_multi.detail",
        )

    def _rel_extension_leaf(self, rel: Rel) -> list[LogicalField]:
        raise UnsupportedFeatureError(
            "extension_leaf relation",
            f"output schema of {rel.extension_leaf.detail.type_url!r} is not known",
            path="extension_leaf.detail",
        )

    # -- expressions ---------------------------------------------------------------------------

    def expression_type(self, expr: Expression, input_fields: Sequence[LogicalField], path: str = "") -> Type:
        """The type of ``expr`` evaluated over a row of ``input_fields``; errors carry ``path``."""
        try:
            try:
                return self._expr(expr, input_fields, "")
            except RecursionError:
                from substrait_py.deep import run_deep

                return run_deep(lambda: self._expr(expr, input_fields, ""))
        except SubstraitPyError as exc:
            raise _prefixed(exc, path) from None

    def _expr_field(self, e: Expression, fields: Sequence[LogicalField], path: str) -> LogicalField:
        t = self._expr(e, fields, path)
        if e.HasField("selection"):
            idx = top_level_field(e.selection)
            if idx is not None:
                src = fields[idx]
                return LogicalField(src.relation, src.name, t)
        from substrait_py.naming import expression_name

        return LogicalField(None, expression_name(e, fields, self.function_name), t)

    def _expr(self, e: Expression, fields: Sequence[LogicalField], path: _Path | str) -> Type:
        last = self._last_row
        if last is not None and last[0] is fields and last[1] == len(fields):
            row = last[2]
        else:
            row = _row(fields)
            self._last_row = (fields, len(fields), row)
        return self._expr_row(e, row, path)

    def _expr_row(self, e: Expression, row: Type.Struct, path: _Path | str) -> Type:
        kind = e.WhichOneof("rex_type")
        here = _Path(str(kind), _p(path))
        if kind is None:
            raise InvalidPlanError("expression has no kind set", code="empty-expression", path=str(path))
        if kind == "selection":
            plain = plain_field_type(e.selection, row)
            if plain is not None:
                return plain
            by_anchor = (
                e.selection.WhichOneof("root_type") == "outer_reference"
                and e.selection.outer_reference.WhichOneof("outer_reference_type") == "rel_reference"
            )
            try:
                return reference_type(
                    e.selection,
                    row,
                    outer=self._outer,
                    anchors=enclosing_anchors(self._outer, self._outer_holders) if by_anchor else None,
                    expression_type=lambda inner, p: self._expr_row(inner, row, p),
                    lambdas=self._lambdas,
                )
            except SubstraitPyError as exc:
                raise _prefixed(exc, str(here)) from None
        if kind == "literal":
            untyped = untyped_literal_error(e.literal, here)
            if untyped is not None:
                raise untyped
            try:
                return literal_type(e.literal)
            except Exception as exc:  # substrait-python raises bare Exception / IndexError
                raise InvalidPlanError(
                    f"literal cannot be typed: {exc}", code="bad-literal", path=str(here)
                ) from exc
        if kind in ("scalar_function", "window_function"):
            return self._function_type(getattr(e, kind), row, here)
        if kind == "cast":
            self._expr_row(e.cast.input, row, _Path("input", here))
            if has_unset_kind(e.cast.type):
                raise InvalidPlanError(
                    cast_type_message(e.cast.type), code=MISSING_TYPE, path=str(_Path("type", here))
                )
            return e.cast.type
        if kind in ("if_then", "switch_expression"):
            node = getattr(e, kind)
            if not node.ifs:
                raise InvalidPlanError(f"{kind} has no branches", code="empty-branches", path=str(here))
            if kind == "switch_expression":
                self._expr_row(node.match, row, _Path("match", here))
            types = []
            base_form = kind == "if_then" and case_base_form(node)
            for i, clause in enumerate(node.ifs):
                if kind == "if_then":
                    c = self._expr_row(getattr(clause, "if"), row, _Path(f"ifs[{i}].if", here))
                    if base_form and i == 0:
                        continue  # the base of DataFusion's CASE-with-base form: any type, no result
                    if not base_form:
                        _boolean_check(c, "if condition", _Path(f"ifs[{i}].if", here))
                types.append(self._expr_row(clause.then, row, _Path(f"ifs[{i}].then", here)))
            has_else = node.HasField("else")
            if has_else:
                types.append(self._expr_row(getattr(node, "else"), row, _Path("else", here)))
            t = types[0]
            if not has_else or any(typesys.is_nullable(x) for x in types):
                t = typesys.make_nullable(t)
            return t
        if kind == "nested":
            n = e.nested
            nk = n.WhichOneof("nested_type")
            nullable = n.nullable
            if nk == "struct":
                return typesys.struct_of(
                    (
                        self._expr_row(f, row, _Path(f"struct.fields[{i}]", here))
                        for i, f in enumerate(n.struct.fields)
                    ),
                    nullable=nullable,
                )
            if nk == "list":
                if not n.list.values:
                    raise InvalidPlanError("nested list without values", code="empty-nested", path=str(here))
                ts = [
                    self._expr_row(v, row, _Path(f"list.values[{i}]", here))
                    for i, v in enumerate(n.list.values)
                ]
                el = typesys.make_nullable(ts[0]) if any(typesys.is_nullable(x) for x in ts) else ts[0]
                return typesys.list_of(el, nullable=nullable)
            if nk == "map":
                if not n.map.key_values:
                    raise InvalidPlanError("nested map without entries", code="empty-nested", path=str(here))
                kv = n.map.key_values[0]
                return typesys.map_of(
                    self._expr_row(kv.key, row, _Path("map.key_values[0].key", here)),
                    self._expr_row(kv.value, row, _Path("map.key_values[0].value", here)),
                    nullable=nullable,
                )
            raise InvalidPlanError("nested expression has no kind set", code="empty-nested", path=str(here))
        if kind == "subquery":
            return self._subquery_type(e.subquery, row, here)
        if kind == "lambda":
            return self._lambda_type(getattr(e, "lambda"), row, here)
        if kind == "lambda_invocation":
            return self._lambda_invocation_type(e.lambda_invocation, row, here)
        try:
            return ti.infer_expression_type(e, row)
        except SubstraitPyError:
            raise
        except Exception as exc:
            raise InvalidPlanError(
                f"expression cannot be typed: {exc}", code="expression-type", path=str(here)
            ) from exc

    def _function_type(self, fn: Any, row: Type.Struct, path: _Path | str) -> Type:
        """The output type of a scalar, aggregate or window function call.

        The declared ``output_type`` when present. DataFusion omits it (for example on ``sum``
        measures); then the return type is derived from the extension YAML of the declared
        function for the argument types (``substrait.extension_registry`` via the lazily loaded
        standard-extension catalog); when that fails too the type is unknown (``Type()``)."""
        signature: list[Type | str] = []
        complete = True
        parent = _p(path)
        for i, a in enumerate(fn.arguments):
            kind = a.WhichOneof("arg_type")
            if kind == "value":
                signature.append(self._expr_row(a.value, row, _Path(f"arguments[{i}].value", parent)))
            elif kind == "enum":
                signature.append(a.enum)
            elif kind == "type":
                signature.append(a.type)
            else:
                complete = False
        if fn.HasField("output_type") and typesys.type_kind(fn.output_type) is not None:
            return fn.output_type
        anchor = fn.function_reference
        urn, name = self._function_urn_and_name(anchor)
        if not complete or name is None:
            return Type()
        catalog = self._catalog()
        if urn is not None:
            candidates: list[str | None] = [urn]
        else:
            # A name-only declaration (DataFusion): try the standard files defining the name, the
            # ``*_decimal_output`` variants last (``count`` there returns decimal<38,0>; the generic
            # ``count`` returns i64).
            candidates = list(catalog.urns_defining(name))
            if self._datafusion_plan:
                from substrait_py.datafusion import datafusion_own_result

                own = datafusion_own_result(name, [t for t in signature if isinstance(t, Type)])
                if own is not None:
                    return own
            if not candidates and self._datafusion_plan:
                # DataFusion's own function (its releases up to 54 write no output type on them)
                from substrait_py.datafusion import datafusion_result_type

                return datafusion_result_type(name, [t for t in signature if isinstance(t, Type)]) or Type()
        for candidate in candidates or [None]:
            try:
                found = catalog.lookup(candidate, name, signature)
            except Exception:  # the catalog parses YAML and matches signatures: failure = unknown
                continue
            if found.status == "ok" and isinstance(found.return_type, Type):
                return found.return_type
        # Not derivable (unknown function, or a signature no overload accepts, such as DataFusion's
        # three-argument ``like``): the type is unknown -- an empty ``Type`` (no kind). The
        # validator reports the function itself; a consumer needing the type must reject it.
        return Type()

    def _function_urn_and_name(self, anchor: int) -> tuple[str | None, str | None]:
        if self.extensions is not None:
            decl = getattr(self.extensions, "functions", {}).get(anchor)
            if decl is not None:
                return decl.urn, decl.base_name
            return None, None
        if anchor not in self._function_names:
            return None, None
        return self._function_urns.get(anchor), self._function_names[anchor]

    def _catalog(self) -> Any:
        if self._catalog_obj is None:
            from substrait_py._catalog import FunctionCatalog

            self._catalog_obj = FunctionCatalog.shared()
        return self._catalog_obj

    def _lambda_type(self, lam: Expression.Lambda, row: Type.Struct, path: _Path) -> Type:
        """``func<parameters -> body>``; the body sees the row and the parameters."""
        faults = lambda_faults(lam, str(path))
        if faults:
            raise faults[0]
        self._lambdas.append(lam.parameters)
        try:
            body = self._expr_row(lam.body, row, _Path("body", path))
        finally:
            self._lambdas.pop()
        return typesys.func_of(lam.parameters.types, body)

    def _lambda_invocation_type(
        self, call: Expression.LambdaInvocation, row: Type.Struct, path: _Path
    ) -> Type:
        """The body's type; one argument per parameter, each of the parameter's type."""
        lam = getattr(call, "lambda")
        fn = self._lambda_type(lam, row, _Path("lambda", path))
        arguments = [
            self._expr_row(a, row, _Path(f"arguments.fields[{i}]", path))
            for i, a in enumerate(call.arguments.fields)
        ]
        faults = invocation_faults(lam.parameters.types, arguments, str(path))
        if faults:
            raise faults[0]
        return fn.func.return_type

    def _subquery_type(self, sq: Expression.Subquery, row: Type.Struct, path: _Path | str) -> Type:
        kind = sq.WhichOneof("subquery_type")
        self._outer.append(row)
        self._outer_holders.append(self._holder)
        lambdas, self._lambdas = self._lambdas, []
        try:
            if kind == "scalar":
                inner = self.rel_fields(sq.scalar.input, str(_Path("scalar.input", _p(path))))
                if len(inner) != 1:
                    raise InvalidPlanError(
                        f"scalar subquery yields {len(inner)} columns, not one",
                        code="scalar-subquery-width",
                        path=str(path),
                    )
                return typesys.make_nullable(inner[0].type)
            if kind == "in_predicate":
                for i, n in enumerate(sq.in_predicate.needles):
                    self._expr_row(n, row, _Path(f"in_predicate.needles[{i}]", _p(path)))
                self.rel_fields(sq.in_predicate.haystack, str(_Path("in_predicate.haystack", _p(path))))
                return typesys.boolean(True)
            if kind == "set_predicate":
                self.rel_fields(sq.set_predicate.tuples, str(_Path("set_predicate.tuples", _p(path))))
                return typesys.boolean(False)
            if kind == "set_comparison":
                self._expr_row(sq.set_comparison.left, row, _Path("set_comparison.left", _p(path)))
                self.rel_fields(sq.set_comparison.right, str(_Path("set_comparison.right", _p(path))))
                return typesys.boolean(True)
            raise InvalidPlanError("subquery has no kind set", code="empty-subquery", path=str(path))
        finally:
            self._outer.pop()
            self._outer_holders.pop()
            self._lambdas = lambdas


def lambda_faults(lam: Expression.Lambda, path: str) -> list[InvalidPlanError]:
    """What makes the lambda at ``path`` malformed whatever its body says: a parameter without a type,
    no body."""
    faults = [
        InvalidPlanError(
            "a lambda parameter needs a type", code=MISSING_TYPE, path=f"{path}.parameters.types[{i}]"
        )
        for i, t in enumerate(lam.parameters.types)
        if has_unset_kind(t)
    ]
    if not lam.HasField("body"):
        faults.append(InvalidPlanError("a lambda needs a body", code="missing-field", path=f"{path}.body"))
    return faults


def invocation_faults(
    parameters: Sequence[Type], arguments: Sequence[Type | None], path: str | PlanPath
) -> list[InvalidPlanError]:
    """What makes the lambda invocation at ``path`` malformed: not one argument per parameter, or an
    argument of another type than its parameter (nullability aside). An argument typed None (unknown) is
    not compared."""
    if len(arguments) != len(parameters):
        return [
            InvalidPlanError(
                f"the lambda takes {len(parameters)} argument(s), the invocation gives {len(arguments)}",
                code="lambda-argument-mismatch",
                path=f"{path}.arguments",
            )
        ]
    loose = typesys.type_str_without_nullability
    return [
        InvalidPlanError(
            f"argument {i} is a {typesys.type_str(t)}, the lambda's parameter a {typesys.type_str(p)}",
            code="lambda-argument-mismatch",
            path=f"{path}.arguments.fields[{i}]",
        )
        for i, (p, t) in enumerate(zip(parameters, arguments, strict=True))
        if t is not None and loose(t) != loose(p)
    ]


def case_base_form(if_then: Expression.IfThen) -> bool:
    """Whether ``if_then`` is DataFusion's ``CASE base WHEN v THEN ...`` form: more than one clause, the
    first without a result (``then`` unset). Its first ``if`` holds the base expression, and every other
    clause's ``if`` is a value compared with the base for equality (DataFusion reads it back so)."""
    return len(if_then.ifs) > 1 and if_then.ifs[0].then.WhichOneof("rex_type") is None


def _inline_grouping_expressions(g: AggregateRel.Grouping) -> list[Expression]:
    """The deprecated inline ``Grouping.grouping_expressions`` (field 1), which the current proto no
    longer declares; protobuf keeps it as an unknown field."""
    out: list[Expression] = []
    for f in unknown_fields.UnknownFieldSet(g):  # type: ignore[attr-defined]
        if f.field_number == 1 and f.wire_type == 2:
            e = Expression()
            e.ParseFromString(f.data)
            out.append(e)
    return out


# ---------------------------------------------------------------------------------------------
# plan-level helpers


def datafusion_grouping_layout(plan: Plan) -> bool:
    """Whether the plan's aggregates with several grouping sets put the grouping-set column after the
    grouping keys, before the measures, as DataFusion's plans after spec 0.55 (DataFusion 43 on) do
    (the spec puts it last; DataFusion's plans of 0.55 and before have none, see
    :mod:`substrait_py.upgrades`)."""
    v = plan.version
    return is_datafusion_plan(plan) and (v.major_number, v.minor_number) > (0, 55)


def _root_entries(plan: Plan) -> list[int]:
    return [i for i, pr in enumerate(plan.relations) if pr.WhichOneof("rel_type") == "root"]


def _root_position(plan: Plan, index: int) -> int:
    roots = _root_entries(plan)
    if not 0 <= index < len(roots):
        raise InvalidPlanError(f"plan has {len(roots)} root relation(s), no root {index}", code="no-root")
    return roots[index]


def root_fields(plan: Plan, index: int = 0, *, deriver: SchemaDeriver | None = None) -> list[LogicalField]:
    """Output fields of the plan's ``index``-th RelRoot (counting only ``root`` entries)."""
    pos = _root_position(plan, index)
    d = deriver or SchemaDeriver(plan)
    return d.rel_fields(plan.relations[pos].root.input, f"relations[{pos}].root.input")


def physical_schema(fields: Sequence[LogicalField]) -> list[tuple[str | None, Type]]:
    """The physical schema: (name, type) per field, relations stripped; names may repeat."""
    return [(f.name, f.type) for f in fields]


def root_output_names(plan: Plan, index: int = 0, *, deriver: SchemaDeriver | None = None) -> list[str]:
    """The output names of the ``index``-th RelRoot: the plan's names when it has them (top level
    only; nested struct names are consumed depth-first), otherwise derived by the naming rules.

    Raises ``InvalidPlanError(code="root-names-count")`` when the plan's names do not cover the
    output (top-level and nested struct fields)."""
    pos = _root_position(plan, index)
    root = plan.relations[pos].root
    d = deriver or SchemaDeriver(plan)
    fields = d.rel_fields(root.input, f"relations[{pos}].root.input")
    if not root.names:
        from substrait_py.naming import names_for_fields

        return names_for_fields(fields)
    need = sum(type_num_names(f.type) for f in fields)
    if len(root.names) != need:
        raise InvalidPlanError(
            f"root has {len(root.names)} names for {need} output fields (top-level and nested struct fields)",
            code="root-names-count",
            path=f"relations[{pos}].root.names",
        )
    names: list[str] = []
    offset = 0
    for f in fields:
        names.append(root.names[offset])
        offset += type_num_names(f.type)
    return names
