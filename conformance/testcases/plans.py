"""Turn a function test case into a Substrait plan.

* **scalar** cases: ``Project`` over a one-row ``VirtualTable``. By default (``inline=False``) the virtual
table
  holds the literal arguments as its columns and the function reads them through field references, so an
  engine evaluates the function on data rather than folding constants; with ``inline=True`` the literals are
  written into the call over a one-column dummy table. The projection emits only the function's result.
* **aggregate** cases: ``Aggregate`` (no grouping keys: one output row) over a ``VirtualTable`` of the case's
  columns.
* **batches** of scalar cases (:meth:`PlanBuilder.build_scalar_batch`): one ``Project`` over one row holding
  all their arguments; output column ``i`` is case ``i``'s result.
* **window** cases: the case's table gets a row-index column; a ``ConsistentPartitionWindowRel`` (one
  partition, ordered by the row index, ROWS from unbounded preceding to the current row) computes the function
  over the table's rows in their written order; a ``Sort`` on the row index keeps that order and a final
  ``Project`` emits only the function's result (one value per row). Non-column arguments (lag's offset and
  default) are literals in the call.

The function is declared through its standard URN (``extension:io.substrait:functions_arithmetic``) with the
compound name of the overload found in substrait-python's :class:`ExtensionRegistry` (``add:i8_i8``); options
become ``FunctionOption``\\ s; the call's ``output_type`` is the expected result type (the registry's derived
type when the case expects an error). The ``RelRoot`` names the single output ``result``.

Anything the harness cannot express (a literal type with no Substrait literal, a function the registry does
not know for the argument types, ...) raises :class:`HarnessFault` with the reason: such cases are reported
apart, never hidden and never counted against an engine.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import decimal
from collections.abc import Sequence
from dataclasses import dataclass, field

from substrait import algebra_pb2 as alg
from substrait import plan_pb2
from substrait import type_pb2 as tp
from substrait.builders import extended_expression as eeb
from substrait.builders import type as tb
from substrait.extension_registry import ExtensionRegistry
from substrait.extensions import extensions_pb2 as ext

from .model import (
    CaseKind,
    ColumnRef,
    EnumValue,
    ExpectedKind,
    FuncCall,
    IntervalCompound,
    IntervalDay,
    IntervalYear,
    Lambda,
    LambdaParam,
    TestCase,
    TestType,
    Value,
)

__all__ = ["HarnessFault", "PlanBuilder", "build_plan", "default_registry", "to_substrait_type"]

OUTPUT_NAME = "result"


class HarnessFault(Exception):
    """The harness cannot turn a case into a plan (our limitation, not the engine's); ``reason`` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


_REGISTRY: ExtensionRegistry | None = None


def default_registry() -> ExtensionRegistry:
    """A process-wide :class:`ExtensionRegistry` with every standard extension (and unsigned integers)."""
    global _REGISTRY  # noqa: PLW0603 - process-wide cache, loading the YAML files takes seconds
    if _REGISTRY is None:
        from importlib.resources import files

        reg = ExtensionRegistry(load_default_extensions=True)
        extra = files("substrait_extensions.extensions").joinpath("unsigned_integers.yaml")
        # optional file: when absent or unreadable there are simply no unsigned functions
        with contextlib.suppress(Exception):
            reg.register_extension_yaml(extra)
        _REGISTRY = reg
    return _REGISTRY


def _req(nullable: bool) -> bool:
    return nullable


def to_substrait_type(t: TestType) -> tp.Type:
    """The Substrait ``Type`` of a test-file type (raises :class:`HarnessFault` for ``func``/user-defined)."""
    n = t.nullable
    k = t.kind
    simple = {
        "boolean": tb.boolean,
        "i8": tb.i8,
        "i16": tb.i16,
        "i32": tb.i32,
        "i64": tb.i64,
        "fp32": tb.fp32,
        "fp64": tb.fp64,
        "string": tb.string,
        "binary": tb.binary,
        "date": tb.date,
        "interval_year": tb.interval_year,
        "uuid": tb.uuid,
    }
    if k in simple:
        return simple[k](nullable=n)
    if k == "decimal":
        precision, scale = t.params
        return tb.decimal(scale, precision, nullable=n)  # substrait-python's order is (scale, precision)
    if k == "varchar":
        return tb.var_char(t.params[0], nullable=n)
    if k == "fixedchar":
        return tb.fixed_char(t.params[0], nullable=n)
    if k == "fixedbinary":
        return tb.fixed_binary(t.params[0], nullable=n)
    if k == "interval_day":
        return tb.interval_day(t.params[0], nullable=n)
    if k == "interval_compound":
        return tb.interval_compound(t.params[0], nullable=n)
    if k == "precision_time":
        return tb.precision_time(t.params[0], nullable=n)
    if k == "precision_timestamp":
        return tb.precision_timestamp(t.params[0], nullable=n)
    if k == "precision_timestamp_tz":
        return tb.precision_timestamp_tz(t.params[0], nullable=n)
    if k == "list":
        return tb.list(to_substrait_type(t.children[0]), nullable=n)
    if k == "struct":
        return tb.struct([to_substrait_type(c) for c in t.children], nullable=n)
    if k == "map":
        return tb.map(to_substrait_type(t.children[0]), to_substrait_type(t.children[1]), nullable=n)
    if k == "func":
        return tp.Type(
            func=tp.Type.Func(
                parameter_types=[to_substrait_type(c) for c in t.children[:-1]],
                return_type=to_substrait_type(t.children[-1]),
                nullability=tp.Type.NULLABILITY_NULLABLE if n else tp.Type.NULLABILITY_REQUIRED,
            )
        )
    if k == "user_defined":
        raise HarnessFault(
            f"user-defined type {t}: substrait-python's registry cannot match user-defined argument types"
        )
    raise HarnessFault(f"type {t} has no Substrait type the harness can build")


def _check_decimal(value: decimal.Decimal, t: TestType) -> None:
    with decimal.localcontext(prec=200):
        _check_decimal_exact(value, t)


def _check_decimal_exact(value: decimal.Decimal, t: TestType) -> None:
    precision, scale = t.params
    exponent = value.as_tuple().exponent
    if (
        isinstance(exponent, int)
        and -exponent > scale
        and value != value.quantize(decimal.Decimal(1).scaleb(-scale))
    ):
        raise HarnessFault(f"decimal literal {value} has more fractional digits than {t}")
    digits = len(value.quantize(decimal.Decimal(1).scaleb(-scale)).as_tuple().digits)
    if digits > precision and value != 0:
        raise HarnessFault(f"decimal literal {value} does not fit {t}")


def _sub_precision(micros: int, precision: int, what: str) -> None:
    if precision < 6 and micros % 10 ** (6 - precision):
        raise HarnessFault(f"{what} has digits below its precision {precision}")


def _python_literal_value(py: object, t: TestType) -> object:
    """The value representation substrait-python's literal builder expects for ``py`` of type ``t``."""
    if py is None:
        return None
    k = t.kind
    if k == "decimal":
        if not isinstance(py, decimal.Decimal):
            raise HarnessFault(f"decimal literal {py!r} is not a Decimal")
        _check_decimal(py, t)
        return py
    if k in ("precision_timestamp", "precision_timestamp_tz"):
        if not isinstance(py, _dt.datetime):
            raise HarnessFault(f"timestamp literal {py!r} is not a datetime")
        _sub_precision(py.microsecond, t.params[0], f"timestamp {py}")
        return py
    if k == "precision_time":
        if not isinstance(py, _dt.time):
            raise HarnessFault(f"time literal {py!r} is not a time")
        _sub_precision(py.microsecond, t.params[0], f"time {py}")
        return py
    if k == "interval_year":
        if not isinstance(py, IntervalYear):
            raise HarnessFault(f"interval literal {py!r}")
        return (py.years, py.months)
    if k == "interval_day":
        if not isinstance(py, IntervalDay):
            raise HarnessFault(f"interval literal {py!r}")
        _sub_precision(py.microseconds % 1_000_000, t.params[0], "interval")
        return _dt.timedelta(days=py.days, microseconds=py.microseconds)
    if k == "interval_compound":
        if not isinstance(py, IntervalCompound):
            raise HarnessFault(f"interval literal {py!r}")
        return ((py.months // 12, py.months % 12), _dt.timedelta(days=py.days, microseconds=py.microseconds))
    if k == "list":
        if not isinstance(py, list):
            raise HarnessFault(f"list literal {py!r} is not a list")
        return [_python_literal_value(v, t.children[0]) for v in py]
    if k == "struct":
        if not isinstance(py, tuple):
            raise HarnessFault(f"struct literal {py!r} is not a tuple")
        return [_python_literal_value(v, c) for v, c in zip(py, t.children, strict=False)]
    if k in ("fixedchar",) and isinstance(py, str) and len(py) != t.params[0]:
        raise HarnessFault(f"fixedchar literal {py!r} does not have length {t.params[0]}")
    if k in ("i8", "i16", "i32", "i64"):
        bits = int(k[1:])
        if not isinstance(py, int) or not -(2 ** (bits - 1)) <= py < 2 ** (bits - 1):
            raise HarnessFault(f"integer literal {py!r} does not fit {k}")
    return py


_EMPTY_SCHEMA = tb.named_struct([], tb.struct([], nullable=False))


def make_literal(py: object, t: TestType) -> alg.Expression.Literal:
    """A Substrait literal of ``py`` with type ``t``, built by substrait-python's ``literal`` builder.

    A null literal of a non-nullable type becomes a null of the nullable type (the test files write
    ``null::i8`` for a null argument). Values below the type's precision raise :class:`HarnessFault` instead
    of being rounded, which substrait-python would do silently.
    """
    if t.kind == "func":
        if py is None:
            return alg.Expression.Literal(null=to_substrait_type(t.with_nullable(True)), nullable=True)
        raise HarnessFault(f"literals of type {t} are not supported by the harness")
    if t.kind == "user_defined":
        raise HarnessFault(f"literals of user-defined type {t} are not supported by the harness")
    st = to_substrait_type(t if py is not None else t.with_nullable(True))
    value = _python_literal_value(py, t)
    try:
        built = eeb.literal(value, st)(_EMPTY_SCHEMA, default_registry())
    except HarnessFault:
        raise
    except Exception as exc:
        raise HarnessFault(f"cannot build a literal {py!r} of type {t}: {exc}") from exc
    lit = built.referred_expr[0].expression.literal
    # substrait-python writes nullable=False on literals of non-nullable types; keep nullable types nullable.
    return lit


@dataclass
class _Decls:
    """The plan's extension declarations, anchors allocated in order of first use."""

    urns: dict[str, int] = field(default_factory=dict)
    functions: dict[tuple[str, str], int] = field(default_factory=dict)

    def function(self, urn: str, name: str) -> int:
        if urn not in self.urns:
            self.urns[urn] = len(self.urns) + 1
        key = (urn, name)
        if key not in self.functions:
            self.functions[key] = len(self.functions) + 1
        return self.functions[key]

    def fill(self, plan: plan_pb2.Plan) -> None:
        for urn, anchor in self.urns.items():
            plan.extension_urns.append(ext.SimpleExtensionURN(extension_urn_anchor=anchor, urn=urn))
        for (urn, name), anchor in self.functions.items():
            plan.extensions.append(
                ext.SimpleExtensionDeclaration(
                    extension_function=ext.SimpleExtensionDeclaration.ExtensionFunction(
                        extension_urn_reference=self.urns[urn], function_anchor=anchor, name=name
                    )
                )
            )


def _field_ref(index: int) -> alg.Expression:
    return alg.Expression(
        selection=alg.Expression.FieldReference(
            direct_reference=alg.Expression.ReferenceSegment(
                struct_field=alg.Expression.ReferenceSegment.StructField(field=index)
            ),
            root_reference=alg.Expression.FieldReference.RootReference(),
        )
    )


def _lambda_param_ref(index: int, steps_out: int) -> alg.Expression:
    return alg.Expression(
        selection=alg.Expression.FieldReference(
            direct_reference=alg.Expression.ReferenceSegment(
                struct_field=alg.Expression.ReferenceSegment.StructField(field=index)
            ),
            lambda_parameter_reference=alg.Expression.FieldReference.LambdaParameterReference(
                steps_out=steps_out
            ),
        )
    )


@dataclass
class _Scope:
    """Lambda parameters visible while building a lambda body (innermost last)."""

    frames: list[tuple[tuple[str, ...], tuple[TestType, ...]]] = field(default_factory=list)

    def lookup(self, name: str) -> tuple[int, int, TestType]:
        for steps, (names, types) in enumerate(reversed(self.frames)):
            if name in names:
                i = names.index(name)
                return steps, i, types[i]
        raise HarnessFault(f"lambda parameter {name!r} is not bound")


class PlanBuilder:
    """Builds plans for test cases; ``inline`` puts scalar arguments into the call instead of a table."""

    def __init__(self, registry: ExtensionRegistry | None = None, *, inline: bool = False) -> None:
        self.registry = registry if registry is not None else default_registry()
        self.inline = inline

    # -- function resolution
    # -----------------------------------------------------------------------------------
    def resolve(
        self, case: TestCase, name: str, signature: Sequence[tp.Type | str]
    ) -> tuple[str, str, tp.Type]:
        """(urn, compound name, derived output type) of ``name`` for ``signature`` (types and enum tokens).

        Searches the case's URN first, then its dependencies, then every registered URN.
        """
        sig = list(signature)
        for urn in (case.urn, *case.dependencies):
            found = self.registry.lookup_function(urn, name, sig)
            if found is not None:
                return urn, str(found[0]), found[1]
        found = self.registry.find_function(name, sig)
        if found is not None:
            return found[0].urn, str(found[0]), found[1]
        shown = ", ".join(s if isinstance(s, str) else _type_text(s) for s in sig)
        raise HarnessFault(f"no overload {name}({shown}) in the extension registry (searched {case.urn})")

    # -- expressions
    # -------------------------------------------------------------------------------------------
    def _arg(
        self,
        case: TestCase,
        v: Value,
        decls: _Decls,
        scope: _Scope,
        columns: dict[int, int],
    ) -> tuple[alg.FunctionArgument, tp.Type | str]:
        py = v.py
        if isinstance(py, EnumValue):
            return alg.FunctionArgument(enum=py.option), py.option
        if isinstance(py, ColumnRef):
            if v.type is None:
                raise HarnessFault("column argument without a type")
            return alg.FunctionArgument(value=_field_ref(py.index)), to_substrait_type(v.type)
        if isinstance(py, LambdaParam):
            steps, index, ptype = scope.lookup(py.name)
            return alg.FunctionArgument(value=_lambda_param_ref(index, steps)), to_substrait_type(ptype)
        if isinstance(py, FuncCall):
            expr, out = self._call(case, py.name, py.args, (), None, decls, scope, {})
            return alg.FunctionArgument(value=expr), out
        if isinstance(py, Lambda):
            if v.type is None or v.type.kind != "func":
                raise HarnessFault(f"lambda {v.text} without a func type")
            ptypes = v.type.children[:-1]
            if len(ptypes) != len(py.params):
                raise HarnessFault(f"lambda {v.text}: {len(py.params)} parameters, type has {len(ptypes)}")
            scope.frames.append((py.params, ptypes))
            try:
                body, _ = self._call(case, py.body.name, py.body.args, (), None, decls, scope, {})
            finally:
                scope.frames.pop()
            lam = alg.Expression.Lambda(
                parameters=tp.Type.Struct(
                    types=[to_substrait_type(t) for t in ptypes], nullability=tp.Type.NULLABILITY_REQUIRED
                ),
                body=body,
            )
            return alg.FunctionArgument(value=alg.Expression(**{"lambda": lam})), _func_type(v.type)
        if v.type is None:
            raise HarnessFault(f"argument {v.text!r} has no type")
        if id(v) in columns:
            col = columns[id(v)]
            vtype = v.type if v.py is not None else v.type.with_nullable(True)
            return alg.FunctionArgument(value=_field_ref(col)), to_substrait_type(vtype)
        lit = make_literal(py, v.type)
        vtype = v.type if py is not None else v.type.with_nullable(True)
        return alg.FunctionArgument(value=alg.Expression(literal=lit)), to_substrait_type(vtype)

    def _call(  # noqa: PLR0917 - internal helper
        self,
        case: TestCase,
        name: str,
        args: Sequence[Value],
        options: Sequence[tuple[str, str]],
        output: TestType | None,
        decls: _Decls,
        scope: _Scope,
        columns: dict[int, int],
    ) -> tuple[alg.Expression, tp.Type]:
        built = [self._arg(case, a, decls, scope, columns) for a in args]
        urn, compound, derived = self.resolve(case, name, [s for _, s in built])
        anchor = decls.function(urn, compound)
        out_type = to_substrait_type(output) if output is not None else derived
        fn = alg.Expression.ScalarFunction(
            function_reference=anchor,
            arguments=[a for a, _ in built],
            output_type=out_type,
            options=[alg.FunctionOption(name=k, preference=[v]) for k, v in options],
        )
        return alg.Expression(scalar_function=fn), out_type

    # -- plans
    # -------------------------------------------------------------------------------------------------
    def build(self, case: TestCase) -> plan_pb2.Plan:
        """The plan of ``case`` (raises :class:`HarnessFault`)."""
        if case.extra.get("fault"):
            raise HarnessFault(case.extra["fault"])
        from .errata import erratum_for

        erratum = erratum_for(case)
        if erratum is not None:
            raise HarnessFault(f"spec erratum: {erratum.reason}")
        if case.kind is CaseKind.SCALAR:
            return self._scalar(case)
        if case.kind is CaseKind.AGGREGATE:
            return self._aggregate(case)
        if case.kind is CaseKind.WINDOW:
            return self._window(case)
        raise HarnessFault(f"test cases of kind {case.kind.value} are not built by the harness")

    def _output_type(self, case: TestCase) -> TestType | None:
        if case.expected_kind is ExpectedKind.VALUE and case.expected is not None:
            return case.expected.type
        return None

    def _root(self, rel: alg.Rel, decls: _Decls, names: Sequence[str] = (OUTPUT_NAME,)) -> plan_pb2.Plan:
        from substrait import version as _sv  # the spec version substrait-python's protos follow

        plan = plan_pb2.Plan(version=_plan_version(_sv))
        decls.fill(plan)
        plan.relations.append(plan_pb2.PlanRel(root=alg.RelRoot(input=rel, names=list(names))))
        return plan

    def _scalar(self, case: TestCase) -> plan_pb2.Plan:
        return self.build_scalar_batch([case])

    def build_scalar_batch(self, cases: Sequence[TestCase]) -> plan_pb2.Plan:
        """One plan of several scalar cases: their arguments side by side in one virtual-table row and a
        ``Project`` emitting each case's result in the cases' order (output ``result`` for one case,
        ``result_<i>`` for several). Raises :class:`HarnessFault` for a case the harness cannot build."""
        decls = _Decls()
        col_types: list[tp.Type] = []
        row: list[alg.Expression] = []
        expressions: list[alg.Expression] = []
        for case in cases:
            if case.kind is not CaseKind.SCALAR:
                raise HarnessFault(f"a {case.kind.value} case is not a scalar case")
            columns: dict[int, int] = {}
            if not self.inline:
                for a in case.args:
                    if (
                        a.type is not None
                        and a.type.kind not in ("func",)
                        and not isinstance(a.py, (EnumValue, ColumnRef, FuncCall, Lambda, LambdaParam))
                    ):
                        lit = make_literal(a.py, a.type)
                        columns[id(a)] = len(row)
                        row.append(alg.Expression(literal=lit))
                        col_types.append(
                            to_substrait_type(a.type if a.py is not None else a.type.with_nullable(True))
                        )
            out = self._output_type(case)
            expr, _ = self._call(case, case.function, case.args, case.options, out, decls, _Scope(), columns)
            expressions.append(expr)
        if not row:
            row.append(alg.Expression(literal=alg.Expression.Literal(i32=0)))
            col_types.append(tb.i32(nullable=False))
        read = _virtual_table(col_types, [row])
        project = alg.Rel(
            project=alg.ProjectRel(
                common=alg.RelCommon(
                    emit=alg.RelCommon.Emit(output_mapping=range(len(col_types), len(col_types) + len(cases)))
                ),
                input=read,
                expressions=expressions,
            )
        )
        names = [OUTPUT_NAME] if len(cases) == 1 else [f"{OUTPUT_NAME}_{i}" for i in range(len(cases))]
        return self._root(project, decls, names)

    def _aggregate(self, case: TestCase) -> plan_pb2.Plan:
        decls = _Decls()
        return self._root(self._aggregate_rel(case, decls), decls)

    def _aggregate_rel(self, case: TestCase, decls: _Decls) -> alg.Rel:
        """The case's aggregate without grouping keys (one row: the measure) over its virtual table."""
        # A column holding nulls is nullable even where the file writes a non-nullable type ((true,
        # null)::bool).
        ttypes = [
            c.type.with_nullable(True) if any(v is None for v in c.values) else c.type for c in case.columns
        ]
        col_types = [to_substrait_type(t) for t in ttypes]
        nrows = len(case.columns[0].values) if case.columns else 0
        rows: list[list[alg.Expression]] = []
        for r in range(nrows):
            rows.append(
                [
                    alg.Expression(literal=make_literal(c.values[r], t))
                    for c, t in zip(case.columns, ttypes, strict=False)
                ]
            )
        args = [
            Value(a.py, ttypes[a.py.index], a.text)
            if isinstance(a.py, ColumnRef) and a.py.index < len(ttypes)
            else a
            for a in case.args
        ]
        built = [self._arg(case, a, decls, _Scope(), {}) for a in args]
        urn, compound, derived = self.resolve(case, case.function, [s for _, s in built])
        anchor = decls.function(urn, compound)
        output = self._output_type(case)
        measure = alg.AggregateFunction(
            function_reference=anchor,
            arguments=[a for a, _ in built],
            options=[alg.FunctionOption(name=k, preference=[v]) for k, v in case.options],
            output_type=to_substrait_type(output) if output is not None else derived,
            phase=alg.AGGREGATION_PHASE_INITIAL_TO_RESULT,
            invocation=alg.AggregateFunction.AGGREGATION_INVOCATION_ALL,
        )
        return alg.Rel(
            aggregate=alg.AggregateRel(
                input=_virtual_table(col_types, rows),
                groupings=[],
                measures=[alg.AggregateRel.Measure(measure=measure)],
            )
        )

    def _window(self, case: TestCase) -> plan_pb2.Plan:
        decls = _Decls()
        ttypes = [
            c.type.with_nullable(True) if any(v is None for v in c.values) else c.type for c in case.columns
        ]
        col_types = [to_substrait_type(t) for t in ttypes] + [tb.i64(nullable=False)]
        index_col = len(ttypes)
        nrows = len(case.columns[0].values) if case.columns else 0
        rows: list[list[alg.Expression]] = []
        for r in range(nrows):
            row = [
                alg.Expression(literal=make_literal(c.values[r], t))
                for c, t in zip(case.columns, ttypes, strict=False)
            ]
            row.append(alg.Expression(literal=alg.Expression.Literal(i64=r)))
            rows.append(row)
        args = [
            Value(a.py, ttypes[a.py.index], a.text)
            if isinstance(a.py, ColumnRef) and a.py.index < len(ttypes)
            else a
            for a in case.args
        ]
        built = [self._arg(case, a, decls, _Scope(), {}) for a in args]
        urn, compound, derived = self.resolve(case, case.function, [s for _, s in built])
        anchor = decls.function(urn, compound)
        output = self._output_type(case)
        W = alg.Expression.WindowFunction
        fn = alg.ConsistentPartitionWindowRel.WindowRelFunction(
            function_reference=anchor,
            arguments=[a for a, _ in built],
            options=[alg.FunctionOption(name=k, preference=[v]) for k, v in case.options],
            output_type=to_substrait_type(output) if output is not None else derived,
            phase=alg.AGGREGATION_PHASE_INITIAL_TO_RESULT,
            invocation=alg.AggregateFunction.AGGREGATION_INVOCATION_ALL,
            bounds_type=W.BOUNDS_TYPE_ROWS,
            lower_bound=W.Bound(unbounded=W.Bound.Unbounded()),
            upper_bound=W.Bound(current_row=W.Bound.CurrentRow()),
        )
        by_index = alg.SortField(
            expr=_field_ref(index_col), direction=alg.SortField.SORT_DIRECTION_ASC_NULLS_LAST
        )
        window = alg.Rel(
            window=alg.ConsistentPartitionWindowRel(
                input=_virtual_table(col_types, rows), window_functions=[fn], sorts=[by_index]
            )
        )
        result_col = len(col_types)
        ordered = alg.Rel(sort=alg.SortRel(input=window, sorts=[by_index]))
        project = alg.Rel(
            project=alg.ProjectRel(
                common=alg.RelCommon(emit=alg.RelCommon.Emit(output_mapping=[result_col])),
                input=ordered,
                expressions=[],
            )
        )
        return self._root(project, decls)


def _plan_version(sv: object) -> plan_pb2.Version:
    text = str(getattr(sv, "substrait_version", "") or "")
    parts = [int(p) for p in text.split(".") if p.isdigit()] if text else []
    while len(parts) < 3:
        parts.append(0)
    if parts == [0, 0, 0]:
        parts = [0, 79, 0]
    return plan_pb2.Version(
        major_number=parts[0],
        minor_number=parts[1],
        patch_number=parts[2],
        producer="substrait-py conformance",
    )


def _virtual_table(col_types: Sequence[tp.Type], rows: Sequence[Sequence[alg.Expression]]) -> alg.Rel:
    names = [f"c{i}" for i in range(len(col_types))]
    schema = tp.NamedStruct(
        names=names, struct=tp.Type.Struct(types=list(col_types), nullability=tp.Type.NULLABILITY_REQUIRED)
    )
    return alg.Rel(
        read=alg.ReadRel(
            base_schema=schema,
            virtual_table=alg.ReadRel.VirtualTable(
                expressions=[alg.Expression.Nested.Struct(fields=list(r)) for r in rows]
            ),
        )
    )


def _func_type(t: TestType) -> tp.Type:
    return to_substrait_type(t)


def _type_text(t: tp.Type) -> str:
    from substrait_py.typesys import type_str

    return type_str(t)


def build_plan(case: TestCase, *, inline: bool = False) -> plan_pb2.Plan:
    """The plan of ``case`` built with the default registry (raises :class:`HarnessFault`)."""
    return PlanBuilder(inline=inline).build(case)
