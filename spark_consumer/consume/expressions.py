"""Expressions: one handler per Substrait expression kind (``expr_<oneof name>``), function calls,
lambdas, casts, conditionals, nested values and subqueries."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from pyspark.sql import types as T
from substrait import algebra_pb2 as alg
from substrait.algebra_pb2 import Expression
from substrait.type_pb2 import Type

from spark_consumer import functions as fn
from spark_consumer.consume.base import ConsumerBase, options_of
from spark_consumer.consume.literals import literal_expr, literal_type
from spark_consumer.consume.model import FuncDecl, Relation, Scope, Typed
from spark_consumer.sql.tree import (
    Call,
    Col,
    Expr,
    Field,
    InQuery,
    Let,
    Lit,
    SubqueryExpr,
    call,
    when,
)
from spark_consumer.types import (
    STRING_KINDS,
    is_nullable,
    kind_of,
    make,
    spark_type,
    type_str,
    with_nullability,
)
from substrait_py.datafusion import datafusion_own_result, datafusion_result_type
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.parameters import unbound_parameter
from substrait_py.paths import PlanPath
from substrait_py.references import (
    binding_anchors,
    check_lambda_steps_out,
    check_steps_out,
    unknown_rel_anchor,
)
from substrait_py.typesys import FLOAT_KINDS, INTEGER_KINDS, without_variations

#: Functions whose Spark builder always yields a boolean (comparisons and logic): when the plan's
#: output type is boolean too, no cast is needed.
_BOOLEAN_RESULTS = frozenset(
    {"equal", "not_equal", "lt", "gt", "lte", "gte", "is_null", "is_not_null", "and", "or", "not", "like"}
)

_REGISTRY: Any = None
#: Output types the extension YAMLs derive, by (URN, function name, argument types); b"" when none does.
_DERIVED_OUTPUT: dict[tuple[str | None, str, tuple[bytes, ...]], bytes] = {}


def _registry() -> Any:
    """substrait-python's extension registry with the standard YAMLs (loaded once)."""
    global _REGISTRY  # noqa: PLW0603 - process-wide cache of an immutable registry
    if _REGISTRY is None:
        from substrait.extension_registry import ExtensionRegistry

        _REGISTRY = ExtensionRegistry(load_default_extensions=True)
    return _REGISTRY


def _outer_steps(
    outer_ref: Expression.FieldReference.OuterReference, outer: tuple[Scope, ...], path: PlanPath
) -> int:
    """How many enclosing queries out an outer reference reaches (1 = the innermost): its ``steps_out``,
    or for a ``rel_reference`` the innermost enclosing query that anchor binds."""
    if outer_ref.WhichOneof("outer_reference_type") == "rel_reference":
        for steps, enclosing in enumerate(reversed(outer), 1):
            if enclosing.holder is not None and outer_ref.rel_reference in binding_anchors(enclosing.holder):
                return steps
        raise unknown_rel_anchor(outer_ref.rel_reference, path.child("rel_reference"))
    check_steps_out(outer_ref.steps_out, len(outer), path.child("steps_out"))
    return outer_ref.steps_out


class ExpressionsMixin(ConsumerBase):
    """The expression handlers of :class:`~spark_consumer.consume.consumer.SparkConsumer`."""

    # ------------------------------------------------------------------ literals and references
    def expr_literal(self, lit: Expression.Literal, scope: Scope, path: PlanPath) -> Typed:
        t = literal_type(lit, path)
        return Typed(literal_expr(lit, t, path), t)

    def expr_selection(self, ref: Expression.FieldReference, scope: Scope, path: PlanPath) -> Typed:
        rt = ref.WhichOneof("root_type")
        base: Expr | None
        if rt == "outer_reference":
            steps = _outer_steps(ref.outer_reference, scope.outer, path.child("outer_reference"))
            if steps > 1:
                raise UnsupportedFeatureError(
                    f"a correlated reference to a column {steps} queries out",
                    "Spark resolves a correlated column only from the query that directly encloses the "
                    "subquery",
                    path=path.child("outer_reference"),
                )
            target = scope.outer[-steps]
            base = None
            names, types = target.names, target.types
            outer = True
        elif rt == "lambda_parameter_reference":
            return self._lambda_reference(ref, path)
        elif rt == "expression":
            inner = self.translate_expr(ref.expression, scope, path.child("expression"))
            base, names, types, outer = inner.expr, [], [inner.type], False
        else:
            base, names, types, outer = None, scope.names, scope.types, scope.as_outer
        kind = ref.WhichOneof("reference_type")
        if kind != "direct_reference":
            raise UnsupportedFeatureError(f"field reference {kind}", path=path)
        seg = ref.direct_reference
        if base is None:
            if seg.WhichOneof("reference_type") != "struct_field":
                raise InvalidPlanError(
                    "a root reference must start with a struct field", code="bad-reference", path=path
                )
            i = seg.struct_field.field
            if i < 0 or i >= len(names):
                raise InvalidPlanError(
                    f"field {i} out of range ({len(names)} fields)",
                    code="field-out-of-range",
                    path=path.child("direct_reference"),
                )
            col: Expr = Col(names[i], outer=outer, dtype=column_dtype(types[i]))
            t = types[i]
            child = seg.struct_field.child if seg.struct_field.HasField("child") else None
        else:
            col, t, child = base, types[0], seg
        return self._segments(col, t, child, path.child("direct_reference"))

    def expr_lambda_invocation(self, inv: Expression.LambdaInvocation, scope: Scope, path: PlanPath) -> Typed:
        """A lambda applied in place: its body with each parameter standing for its argument, every
        argument computed once (:meth:`Let.of`) however often the body uses it."""
        from substrait_py.schema import invocation_faults

        lam = getattr(inv, "lambda")
        ptypes = list(lam.parameters.types)
        args = [
            self.translate_expr(a, scope, path.child("arguments").child("fields").index(j))
            for j, a in enumerate(inv.arguments.fields)
        ]
        faults = invocation_faults(ptypes, [a.type for a in args], path)
        if faults:
            raise faults[0]
        body_type: list[Type] = []

        def bind(bound: list[Expr]) -> Expr:
            if len(bound) < len(args):
                return Let.of(args[len(bound)].expr, lambda v: bind([*bound, v]))
            self._lambda_frames.append((bound, ptypes))
            try:
                body = self.translate_expr(lam.body, scope, path.child("lambda").child("body"))
            finally:
                self._lambda_frames.pop()
            body_type.append(body.type)
            return body.expr

        expr = bind([])
        return Typed(expr, body_type[0])

    def _lambda_reference(self, ref: Expression.FieldReference, path: PlanPath) -> Typed:
        steps = ref.lambda_parameter_reference.steps_out
        seg = ref.direct_reference
        check_lambda_steps_out(steps, len(self._lambda_frames), path)
        params, ptypes = self._lambda_frames[-1 - steps]
        if (
            ref.WhichOneof("reference_type") != "direct_reference"
            or seg.WhichOneof("reference_type") != "struct_field"
        ):
            raise UnsupportedFeatureError(
                "a lambda parameter reference that does not select one of the lambda's parameters", path=path
            )
        i = seg.struct_field.field
        if not 0 <= i < len(params):
            raise InvalidPlanError(
                f"field {i} out of range ({len(params)} fields)",
                code="field-out-of-range",
                path=path.child("direct_reference").child("struct_field"),
            )
        child = seg.struct_field.child if seg.struct_field.HasField("child") else None
        return self._segments(params[i], ptypes[i], child, path.child("direct_reference"))

    def list_get(self, value: Expr, offset: int) -> Expr:
        """List element with negative offsets from the end and null on overflow either way (even under
        ANSI mode: ``get`` returns null outside the array)."""
        if offset >= 0:
            return call("get", value, offset)
        return Let.of(value, lambda v: call("get", v, call("size", v) + offset))

    def _segments(self, col: Expr, t: Type, seg: Expression.ReferenceSegment | None, path: PlanPath) -> Typed:
        nullable_chain = False
        while seg is not None:
            kind = seg.WhichOneof("reference_type")
            if kind == "struct_field":
                if kind_of(t) != "struct":
                    raise InvalidPlanError(f"struct field of {type_str(t)}", code="bad-reference", path=path)
                i = seg.struct_field.field
                if i < 0 or i >= len(t.struct.types):
                    raise InvalidPlanError(f"field {i} out of range", code="field-out-of-range", path=path)
                nullable_chain = nullable_chain or is_nullable(t)
                col = Field(col.cast(spark_type(t)), f"_f{i}")
                t = t.struct.types[i]
                seg = seg.struct_field.child if seg.struct_field.HasField("child") else None
            elif kind == "list_element":
                if kind_of(t) != "list":
                    raise InvalidPlanError(f"list element of {type_str(t)}", code="bad-reference", path=path)
                col = self.list_get(col, seg.list_element.offset)
                t = with_nullability(t.list.type, True)
                seg = seg.list_element.child if seg.list_element.HasField("child") else None
            elif kind == "map_key":
                if kind_of(t) != "map":
                    raise InvalidPlanError(f"map key of {type_str(t)}", code="bad-reference", path=path)
                key = self.expr_literal(seg.map_key.map_key, Scope([], []), path)
                col = call("try_element_at", col, key.expr)
                t = with_nullability(t.map.value, True)
                seg = seg.map_key.child if seg.map_key.HasField("child") else None
            else:
                raise UnsupportedFeatureError(f"reference segment {kind}", path=path)
            path = path.child(kind)
        if nullable_chain:
            t = with_nullability(t, True)
        return Typed(col, t)

    # ------------------------------------------------------------------ functions
    def decl(self, anchor: int, path: PlanPath) -> FuncDecl:
        """The declaration of function ``anchor``: a standard extension's function or a name-only one
        (which means the producer's function of that name, read as the standard one of the same name
        where the two agree). A function under any other URN is unsupported: its meaning is unknown."""
        d = self.state.functions.get(anchor)
        if d is None:
            raise InvalidPlanError(
                f"function anchor {anchor} is not declared", code="unknown-function-anchor", path=path
            )
        if d.urn is not None and d.urn not in _STANDARD_URNS:
            raise UnsupportedFeatureError(
                f"function {d.name} of extension {d.urn}",
                "only the standard extensions' functions are known",
                path=path,
            )
        return d

    def args(
        self, arguments: Sequence[alg.FunctionArgument], sc: Scope, path: PlanPath
    ) -> tuple[list[Expr], list[Type], list[str | None]]:
        exprs: list[Expr] = []
        types: list[Type] = []
        enums: list[str | None] = []
        for i, a in enumerate(arguments):
            kind = a.WhichOneof("arg_type")
            if kind == "value" and a.value.WhichOneof("rex_type") == "lambda":
                # a lambda argument: the function's builder builds it from Call.lambdas (_lambda_args)
                lam = getattr(a.value, "lambda")
                exprs.append(Lit(None, T.NullType()))
                types.append(Type(func=Type.Func(parameter_types=lam.parameters.types)))
                enums.append(None)
            elif kind == "value":
                v = self.translate_expr(a.value, sc, path.child("arguments").index(i).child("value"))
                lit = a.value.literal if a.value.WhichOneof("rex_type") == "literal" else None
                exprs.append(v.expr)
                types.append(v.type)
                enums.append(
                    lit.string if lit is not None and lit.WhichOneof("literal_type") == "string" else None
                )
            elif kind == "enum":
                enums.append(a.enum)
            elif kind == "type":
                raise UnsupportedFeatureError("type arguments", path=path.child("arguments").index(i))
            else:
                raise InvalidPlanError("function argument without a kind", code="missing-field", path=path)
        return exprs, types, enums

    def output_type(self, f: Any, decl: FuncDecl, arg_types: list[Type], path: PlanPath) -> Type:
        """The function's declared output type, else the one the extension YAML derives for the argument
        types, else the producer-known fallbacks; unsupported when none gives one."""
        if f.HasField("output_type") and f.output_type.WhichOneof("kind"):
            return f.output_type
        if decl.urn is None and self.datafusion_plan:
            own = datafusion_own_result(decl.base_name, arg_types)
            if own is not None:
                return own
        # the extension signatures name base types: variations (DataFusion's string view) are ignored
        base_types = [without_variations(t) for t in arg_types]
        key = (decl.urn, decl.base_name, tuple(t.SerializeToString(deterministic=True) for t in base_types))
        derived = _DERIVED_OUTPUT.get(key)
        if derived is None:
            reg = _registry()
            urns = [decl.urn] if decl.urn and reg.has_urn(decl.urn) else None
            try:
                hit = reg.find_function(decl.base_name, base_types, urns)
                if hit is None and urns is not None:
                    hit = reg.find_function(decl.base_name, base_types)
            except Exception:  # substrait-python's matching fails on some argument types: no derivation
                hit = None
            derived = hit[1].SerializeToString() if hit is not None else b""
            if len(_DERIVED_OUTPUT) < 100_000:
                _DERIVED_OUTPUT[key] = derived
        if derived:
            return Type.FromString(derived)
        if decl.base_name in _BOOLEAN_RESULTS:
            # a comparison or logical function is boolean whatever its arguments' parameters
            return make("bool", any(is_nullable(t) for t in arg_types))
        if decl.base_name in fn.RESULT_IS_ARGUMENT and arg_types:
            return with_nullability(arg_types[0], True)
        if (
            decl.base_name in fn.DECIMAL_RESULT_IS_ARGUMENT
            and arg_types
            and kind_of(arg_types[-1]) == "decimal"
        ):
            return with_nullability(arg_types[-1], True)
        if decl.base_name in fn.RESULT_IS_LIST_OF_ARGUMENT and arg_types:
            return Type(list=Type.List(type=arg_types[0], nullability=Type.NULLABILITY_NULLABLE))
        fallback = fn.FALLBACK_RESULT.get(decl.base_name)
        if fallback:
            return make(fallback, any(is_nullable(t) for t in arg_types))
        if decl.urn is None and self.datafusion_plan:
            datafusion = datafusion_result_type(decl.base_name, arg_types)
            if datafusion is not None:
                return datafusion
        raise UnsupportedFeatureError(
            f"function {decl.name}({', '.join(type_str(t) for t in arg_types)}) without an output type "
            "that the extension YAML can derive",
            path=path,
        )

    def expr_scalar_function(self, f: Expression.ScalarFunction, scope: Scope, path: PlanPath) -> Typed:
        decl = self.decl(f.function_reference, path)
        args, types, enums = self.args(f.arguments, scope, path)
        # DataFusion's own functions (by name alone in its plans) check their own arguments
        if decl.base_name == "get_field" and decl.urn is None and types and kind_of(types[0]) == "struct":
            return self._struct_field_by_name(f, args[0], types[0], path)
        own = self.producer_scalar.get(decl.base_name) if decl.urn is None else None
        builder = own or fn.scalar_builder(decl.base_name, kind_of(types[0]) if types else None)
        if builder is None:
            raise UnsupportedFeatureError(f"function {decl.name} ({decl.urn or 'no URN'})", path=path)
        out_t = self.output_type(f, decl, types, path)
        c = fn.Call(decl.base_name, args, types, out_t, options_of(f.options), enums, self.ansi, path)
        c.declared_output = f.HasField("output_type") and f.output_type.WhichOneof("kind") is not None
        c.literals, c.literal_args, c.null_literals = fn.literal_facts(f.arguments)
        c.lambdas = self._lambda_args(f.arguments, scope, path)
        fn.check_options(c, producers_own=own is not None)
        if own is None:
            self.check_arity(c)
        value = builder(c)
        if decl.base_name in _BOOLEAN_RESULTS and kind_of(out_t) == "bool":
            return Typed(value, out_t)
        return Typed(value.cast(self.cast_target(out_t, path)), out_t)

    def _struct_field_by_name(
        self, f: Expression.ScalarFunction, value: Expr, t: Type, path: PlanPath
    ) -> Typed:
        """``get_field(struct, 'name')`` (DataFusion's ``st.p`` and ``st['p']``): the field the read that
        produced the struct names so (Substrait types carry no field names). Refused where the struct does
        not come unchanged from a read, or the name is not one of its fields."""
        from substrait_py.field_names import struct_field_names

        name_arg = f.arguments[1] if len(f.arguments) == 2 else None
        if name_arg is None or name_arg.value.WhichOneof("rex_type") != "literal":
            raise UnsupportedFeatureError("get_field without a literal field name", path=path)
        name = name_arg.value.literal.string
        names = struct_field_names(self._holder, f.arguments[0].value)
        if names is None:
            raise UnsupportedFeatureError(
                f"get_field({name!r}) of a struct whose field names the plan does not give where it is used",
                "the names of a struct's fields are known only where a read names them",
                path=path,
            )
        if names.count(name) != 1 or len(names) != len(t.struct.types):
            raise UnsupportedFeatureError(f"get_field: the struct has no one field named {name!r}", path=path)
        i = names.index(name)
        out = t.struct.types[i]
        if is_nullable(t):
            out = with_nullability(out, True)
        return Typed(Field(value.cast(spark_type(t)), f"_f{i}"), out)

    @staticmethod
    def check_arity(c: fn.Call) -> None:
        """Refuse a call whose value arguments are fewer than its builder reads (a malformed plan would
        otherwise fail inside the builder)."""
        need = _MIN_ARGS.get(c.name, 0)
        if len(c.args) < need:
            raise InvalidPlanError(
                f"function {c.name} takes at least {need} value argument(s), the plan gives {len(c.args)}",
                code="function-signature-mismatch",
                path=c.path,
            )

    def _lambda_args(
        self, arguments: Sequence[alg.FunctionArgument], scope: Scope, path: PlanPath
    ) -> list[fn.LambdaBody | None]:
        """For each value argument: a builder of its lambda's body (``None`` for other arguments)."""
        out: list[fn.LambdaBody | None] = []
        for i, a in enumerate(arguments):
            if a.WhichOneof("arg_type") != "value":
                continue
            if a.value.WhichOneof("rex_type") != "lambda":
                out.append(None)
                continue
            lam = getattr(a.value, "lambda")
            out.append(
                self._lambda_body(lam, scope, path.child("arguments").index(i).child("value").child("lambda"))
            )
        return out

    def _lambda_body(self, lam: Expression.Lambda, scope: Scope, path: PlanPath) -> fn.LambdaBody:
        ptypes = list(lam.parameters.types)

        def build(params: list[Expr]) -> Expr:
            if len(params) != len(ptypes):
                raise UnsupportedFeatureError(
                    f"lambda with {len(ptypes)} parameters where Spark passes {len(params)}", path=path
                )
            self._lambda_frames.append((params, ptypes))
            try:
                return self.translate_expr(lam.body, scope, path.child("body")).expr
            finally:
                self._lambda_frames.pop()

        return fn.LambdaBody(len(ptypes), build)

    # ------------------------------------------------------------------ conditionals
    def expr_if_then(self, it: Expression.IfThen, scope: Scope, path: PlanPath) -> Typed:
        """CASE WHEN. DataFusion 55 writes its ``CASE base WHEN v THEN ...`` form as an if-then whose
        first clause holds the base expression and no result (``then`` unset; TPC-DS q39), and reads it
        back so: such a clause makes the others compare the base with their ``if`` value."""
        ifs = list(it.ifs)
        if not ifs:
            raise InvalidPlanError("if_then without clauses", code="empty-branches", path=path)
        first = 0
        base: Typed | None = None
        if len(ifs) > 1 and ifs[0].then.WhichOneof("rex_type") is None:
            base = self.translate_expr(getattr(ifs[0], "if"), scope, path.child("ifs").index(0).child("if"))
            first = 1
        conds: list[Expr] = []
        thens: list[Typed] = []
        for i in range(first, len(ifs)):
            conds.append(
                self.translate_expr(getattr(ifs[i], "if"), scope, path.child("ifs").index(i).child("if")).expr
            )
            thens.append(self.translate_expr(ifs[i].then, scope, path.child("ifs").index(i).child("then")))
        out_t = thens[0].type
        st = self.cast_target(out_t, path)
        nullable = is_nullable(out_t) or any(is_nullable(t.type) for t in thens)
        otherwise: Typed | None = None
        if it.HasField("else"):
            otherwise = self.translate_expr(getattr(it, "else"), scope, path.child("else"))
            nullable = nullable or is_nullable(otherwise.type)
        else:
            nullable = True

        def build(b: Expr | None) -> Expr:
            clauses = [
                (b == c if b is not None else c, t.expr.cast(st)) for c, t in zip(conds, thens, strict=True)
            ]
            case = when(clauses[0][0], clauses[0][1])
            for c, v in clauses[1:]:
                case = case.when(c, v)
            return case.else_(otherwise.expr.cast(st)) if otherwise is not None else case

        value = Let.of(base.expr, build) if base is not None else build(None)
        return Typed(value, with_nullability(out_t, nullable))

    def expr_switch_expression(self, sw: Expression.SwitchExpression, scope: Scope, path: PlanPath) -> Typed:
        match = self.translate_expr(sw.match, scope, path.child("match"))
        clauses = [
            (
                self.expr_literal(getattr(c, "if"), scope, path.child("ifs").index(i).child("if")),
                self.translate_expr(c.then, scope, path.child("ifs").index(i).child("then")),
            )
            for i, c in enumerate(sw.ifs)
        ]
        if not clauses:
            raise InvalidPlanError("switch without clauses", code="empty-branches", path=path)
        out_t = clauses[0][1].type
        st = self.cast_target(out_t, path)
        otherwise: Typed | None = None
        nullable = True
        if sw.HasField("else"):
            otherwise = self.translate_expr(getattr(sw, "else"), scope, path.child("else"))
            nullable = is_nullable(otherwise.type) or any(is_nullable(r.type) for _, r in clauses)

        def build(m: Expr) -> Expr:
            case = when(m == clauses[0][0].expr, clauses[0][1].expr.cast(st))
            for v, r in clauses[1:]:
                case = case.when(m == v.expr, r.expr.cast(st))
            return case.else_(otherwise.expr.cast(st)) if otherwise is not None else case

        return Typed(Let.of(match.expr, build), with_nullability(out_t, nullable))

    def expr_singular_or_list(self, sol: Expression.SingularOrList, scope: Scope, path: PlanPath) -> Typed:
        v = self.translate_expr(sol.value, scope, path.child("value"))
        opts = [
            self.translate_expr(o, scope, path.child("options").index(i)) for i, o in enumerate(sol.options)
        ]
        nullable = is_nullable(v.type) or any(is_nullable(o.type) for o in opts)
        return Typed(v.expr.isin([o.expr for o in opts]), make("bool", nullable))

    def expr_multi_or_list(self, mol: Expression.MultiOrList, scope: Scope, path: PlanPath) -> Typed:
        vals = [
            self.translate_expr(v, scope, path.child("value").index(i)).expr for i, v in enumerate(mol.value)
        ]
        records = [
            [
                self.translate_expr(f, scope, path.child("options").index(j).child("fields").index(k)).expr
                for k, f in enumerate(rec.fields)
            ]
            for j, rec in enumerate(mol.options)
        ]

        def build(*bound: Expr) -> Expr:
            alts = [fn.and_all([x == y for x, y in zip(bound, rec, strict=False)]) for rec in records]
            return fn.or_all(alts)

        return Typed(fn.let_all(vals, build), make("bool", True))

    def expr_dynamic_parameter(self, param: alg.DynamicParameter, scope: Scope, path: PlanPath) -> Typed:
        """A dynamic parameter takes the value the plan binds to it (``Plan.parameter_bindings``), a literal
        of the parameter's type; one the plan leaves unbound cannot run."""
        return Typed(literal_expr(self._bound_value(param, path), param.type, path), param.type)

    def _bound_value(self, param: alg.DynamicParameter, path: PlanPath) -> Expression.Literal:
        """The literal the plan binds to dynamic parameter ``param``; a BindingError when it binds none."""
        assert self._state is not None
        anchor = param.parameter_reference
        for binding in self._state.plan.parameter_bindings:
            if binding.parameter_anchor == anchor:
                return binding.value
        raise unbound_parameter(anchor, path)

    def expr_execution_context_variable(
        self, v: Expression.ExecutionContextVariable, scope: Scope, path: PlanPath
    ) -> Typed:
        """``current_date``, ``current_timestamp`` and ``current_timezone``, evaluated once per plan (Spark
        evaluates ``current_timestamp()`` once per query, the same value everywhere in it). The execution's
        time zone is UTC, as for every other reading of instants here: the date is the UTC date of that
        instant and the time zone ``UTC``, whatever the session's time zone."""
        from substrait.plan_pb2 import ExecutionBehavior

        assert self._state is not None
        mode = self._state.plan.execution_behavior.variable_eval_mode
        if mode == ExecutionBehavior.VARIABLE_EVALUATION_MODE_PER_RECORD:
            raise UnsupportedFeatureError(
                "execution context variables evaluated per record",
                "Spark evaluates current_date and current_timestamp once per query",
                path=path,
            )
        kind = v.WhichOneof("execution_context_variable_type")
        now = Call("current_timestamp")
        if kind == "current_date":
            return Typed(fn.utc_wall_time(now).cast(T.DateType()), Type(date=v.current_date))
        if kind == "current_timezone":
            return Typed(Lit("UTC", T.StringType()), Type(string=v.current_timezone))
        if kind == "current_timestamp":
            precision = v.current_timestamp.precision
            t = Type(precision_timestamp_tz=v.current_timestamp)
            if not 0 <= precision <= 6:
                raise UnsupportedFeatureError(
                    f"current_timestamp of precision {precision}",
                    "Spark timestamps hold microseconds",
                    path=path,
                )
            if precision == 6:
                return Typed(now, t)
            unit = 10 ** (6 - precision)

            def truncated(micros: Expr) -> Expr:
                return call("timestamp_micros", micros - micros % unit)

            return Typed(Let.of(call("unix_micros", now), truncated), t)
        raise InvalidPlanError(
            "an execution context variable with no kind set", code="missing-field", path=path
        )

    def _converted(
        self, x: Expr, source: str, target: str, st: T.DataType, *, c: Expression.Cast, path: PlanPath
    ) -> Expr:
        """``x`` of kind ``source`` cast to kind ``target`` (Spark type ``st``) as the failure behavior of
        ``c`` says: null where the value does not convert, or a failure whatever the session's ANSI mode."""
        FB = Expression.Cast.FailureBehavior
        if c.failure_behavior == FB.FAILURE_BEHAVIOR_RETURN_NULL:
            return cast_value(x, source, target, st, try_=True)
        # THROW_EXCEPTION, and UNSPECIFIED read as it (every producer's CAST fails where the value
        # does not convert): Spark's CAST fails only in ANSI mode
        if not self.ansi:
            return checked_cast(x, source, target, st, f"cast failed at {path}")
        if source in FLOAT_KINDS and target == "decimal":
            # ANSI mode's CAST gives null for NaN and the infinities as a decimal: v - v is NaN
            # exactly for them (0 for every other number); written null-intolerant (nanvl, +) so that
            # Spark still infers that the value is not null where the cast's result is not
            failed = call("raise_error", f"cast failed at {path}")
            x = Let.of(x, lambda v: call("nanvl", v - v, failed) + v)
        return cast_value(x, source, target, st, try_=False)

    def expr_cast(self, c: Expression.Cast, scope: Scope, path: PlanPath) -> Typed:
        v = self.translate_expr(c.input, scope, path.child("input"))
        source, target = kind_of(v.type), kind_of(c.type)
        if (source in _TEMPORAL_KINDS) != (target in _TEMPORAL_KINDS) and not (
            source in STRING_KINDS or target in STRING_KINDS
        ):
            return Typed(self._count_cast(v, c, path), c.type)
        st = self.cast_target(c.type, path)
        kept = _timestamp_precision(c.type)

        def converted(x: Expr) -> Expr:
            return self._converted(x, source, target, st, c=c, path=path)

        if kept is not None and kept > 6 and source in STRING_KINDS:
            # Spark reads the text to microseconds and drops finer digits: fail where there are any
            message = _finer_than_micros(path)

            def guarded(x: Expr) -> Expr:
                finer = Call("rlike", (x, Lit(fn.FINER_THAN_MICROS, T.StringType())))
                return when(finer, call("raise_error", message)).else_(converted(x))

            value = Let.of(v.expr, guarded)
        else:
            value = converted(v.expr)
        if kept is not None and kept < 6 and source != "date" and (_timestamp_precision(v.type) or 6) > kept:
            value = Let.of(value, lambda x: _truncated(x, kept, target))
        return Typed(value, c.type)

    def _count_cast(self, v: Typed, c: Expression.Cast, path: PlanPath) -> Expr:
        """A cast between a date or timestamp and a number: the number counts the temporal type's units
        since the epoch (days for a date, 10^-p seconds for a timestamp of precision p), the way the type's
        literals hold their values and DataFusion's casts read them; a count of another number's type is
        cast on to it as any number is. Spark's own CAST counts seconds, or refuses. A count is an integer
        or a decimal of scale 0; a float or a decimal with a fraction is refused (a fraction of the unit
        has no agreed meaning), and so is any other type cast to or from a date or timestamp."""
        source, target = kind_of(v.type), kind_of(c.type)
        if source in _TEMPORAL_KINDS and target in _NUMBER_KINDS:
            count, count_kind = _unit_count(v.expr, source, _timestamp_precision(v.type))
            return self._converted(count, count_kind, target, self.cast_target(c.type, path), c=c, path=path)
        whole_decimal = source == "decimal" and v.type.decimal.scale == 0
        if (source in INTEGER_KINDS or whole_decimal) and target in _TEMPORAL_KINDS:
            if target == "date":
                days = self._converted(v.expr, source, "i32", T.IntegerType(), c=c, path=path)
                return call("date_from_unix_date", days)
            count = v.expr
            if whole_decimal:  # beyond 64 bits no timestamp's count fits
                count = self._converted(count, source, "i64", T.LongType(), c=c, path=path)
            precision = _timestamp_precision(c.type)
            micros = self._micros_of_count(count, 6 if precision is None else precision, c, path)
            instant = call("timestamp_micros", micros)
            return instant if target in _INSTANT_KINDS else fn.utc_wall_time(instant)
        why = (
            "a fraction of the unit has no agreed meaning"
            if source in _NUMBER_KINDS
            else "no engine defines the cast alike"
        )
        raise UnsupportedFeatureError(
            f"a cast from {type_str(v.type)} to {type_str(c.type)}: {why}", path=path
        )

    def _micros_of_count(self, count: Expr, precision: int, c: Expression.Cast, path: PlanPath) -> Expr:
        """The microseconds since the epoch of ``count`` units of 10^-``precision`` seconds: a failure
        as the cast's failure behavior says where they are beyond 64 bits, and a failure whatever it says
        where the count is not whole microseconds (Spark holds microseconds)."""
        if precision <= 6:
            scaled = count.cast(_DECIMAL_COUNT) * Lit(10 ** (6 - precision), T.LongType())
            return self._converted(scaled, "decimal", "i64", T.LongType(), c=c, path=path)
        per_micro = Lit(10 ** (precision - 6), T.LongType())
        message = _finer_than_micros(path)

        def whole(n: Expr) -> Expr:
            finer = call("pmod", n.cast(T.LongType()), per_micro) != Lit(0, T.LongType())
            return when(finer, call("raise_error", message)).else_(call("div", n, per_micro))

        return Let.of(count, whole)

    # ------------------------------------------------------------------ nested values
    def expr_nested(self, n: Expression.Nested, scope: Scope, path: PlanPath) -> Typed:
        kind = n.WhichOneof("nested_type")
        nullability = Type.NULLABILITY_NULLABLE if n.nullable else Type.NULLABILITY_REQUIRED
        if kind == "struct":
            parts = [
                self.translate_expr(f, scope, path.child("struct").child("fields").index(i))
                for i, f in enumerate(n.struct.fields)
            ]
            t = Type()
            t.struct.nullability = nullability
            for p in parts:
                t.struct.types.append(p.type)
            return Typed(struct_of([p.expr for p in parts]), t)
        if kind == "list":
            items = [
                self.translate_expr(f, scope, path.child("list").child("values").index(i))
                for i, f in enumerate(n.list.values)
            ]
            if not items:
                raise InvalidPlanError("nested list without values", code="empty-nested", path=path)
            t = Type()
            t.list.type.CopyFrom(items[0].type)
            t.list.nullability = nullability
            et = self.cast_target(items[0].type, path)
            return Typed(Call("array", tuple(p.expr.cast(et) for p in items)), t)
        if kind == "map":
            kv: list[Expr] = []
            t = Type()
            for i, e in enumerate(n.map.key_values):
                k = self.translate_expr(
                    e.key, scope, path.child("map").child("key_values").index(i).child("key")
                )
                v = self.translate_expr(
                    e.value, scope, path.child("map").child("key_values").index(i).child("value")
                )
                kv += [k.expr, v.expr]
                if i == 0:
                    t.map.key.CopyFrom(k.type)
                    t.map.value.CopyFrom(v.type)
            if not kv:
                raise InvalidPlanError("nested map without entries", code="empty-nested", path=path)
            t.map.nullability = nullability
            return Typed(Call("map", tuple(kv)), t)
        raise UnsupportedFeatureError(f"nested expression {kind}", path=path)

    # ------------------------------------------------------------------ subqueries
    def subquery_rel(self, rel: alg.Rel, scope: Scope, path: PlanPath) -> Relation:
        """Translate a subquery's relation with the current scope as its outer scope."""
        saved = self._outer
        self._outer = (*saved, replace(scope, holder=self._holder))
        try:
            return self.translate_rel(rel, path)
        finally:
            self._outer = saved

    def expr_subquery(self, sq: Expression.Subquery, scope: Scope, path: PlanPath) -> Typed:
        kind = sq.WhichOneof("subquery_type")
        if kind == "scalar":
            r = self.subquery_rel(sq.scalar.input, scope, path.child("scalar").child("input"))
            if len(r.names) != 1:
                raise InvalidPlanError(
                    "scalar subquery must return one column", code="scalar-subquery-width", path=path
                )
            return Typed(SubqueryExpr("scalar", r.query), with_nullability(r.types[0], True))
        if kind == "in_predicate":
            needles = [
                self.translate_expr(e, scope, path.child("in_predicate").child("needles").index(i))
                for i, e in enumerate(sq.in_predicate.needles)
            ]
            r = self.subquery_rel(
                sq.in_predicate.haystack, scope, path.child("in_predicate").child("haystack")
            )
            if len(needles) != len(r.names):
                raise InvalidPlanError(
                    f"{len(needles)} needle(s) for a haystack of {len(r.names)} column(s)",
                    code="in-predicate-width",
                    path=path,
                )
            if len(needles) == 1:
                return Typed(InQuery(needles[0].expr, r.query), make("bool", True))
            packed = r.query.select([(struct_of(r.cols()), self.fresh(1)[0])])
            return Typed(InQuery(struct_of([n.expr for n in needles]), packed), make("bool", True))
        if kind == "set_predicate":
            P = Expression.Subquery.SetPredicate.PredicateOp
            r = self.subquery_rel(sq.set_predicate.tuples, scope, path.child("set_predicate").child("tuples"))
            if sq.set_predicate.predicate_op == P.PREDICATE_OP_EXISTS:
                return Typed(SubqueryExpr("exists", r.query), make("bool", False))
            raise UnsupportedFeatureError(
                f"set predicate {self.enum_name(P, sq.set_predicate.predicate_op, path)}", path=path
            )
        if kind == "set_comparison":
            return self._set_comparison(sq.set_comparison, scope, path)
        raise UnsupportedFeatureError(f"subquery {kind}", path=path)

    def _set_comparison(
        self, sc_msg: Expression.Subquery.SetComparison, scope: Scope, path: PlanPath
    ) -> Typed:
        C = Expression.Subquery.SetComparison.ComparisonOp
        R = Expression.Subquery.SetComparison.ReductionOp
        outer_scope = Scope(scope.names, scope.types, scope.outer, as_outer=True)
        left = self.translate_expr(sc_msg.left, outer_scope, path.child("set_comparison").child("left"))
        r = self.subquery_rel(sc_msg.right, scope, path.child("set_comparison").child("right"))
        ops = {
            C.COMPARISON_OP_EQ: "=",
            C.COMPARISON_OP_NE: "<>",
            C.COMPARISON_OP_LT: "<",
            C.COMPARISON_OP_GT: ">",
            C.COMPARISON_OP_LE: "<=",
            C.COMPARISON_OP_GE: ">=",
        }
        op = ops.get(sc_msg.comparison_op)
        if op is None or sc_msg.reduction_op == R.REDUCTION_OP_UNSPECIFIED:
            raise InvalidPlanError(
                "set comparison needs an operator and a reduction", code="set-comparison", path=path
            )
        from spark_consumer.sql.tree import Op

        # the left value enters the subquery as an outer reference
        cmp = Op(op, (left.expr, Col(r.names[0])))
        any_true = SubqueryExpr("exists", r.query.filter(cmp))
        any_null = SubqueryExpr("exists", r.query.filter(cmp.is_null()))
        null_bool = Lit(None, T.BooleanType())
        if sc_msg.reduction_op == R.REDUCTION_OP_ANY:
            value = when(any_true, True).when(any_null, null_bool).else_(False)
        else:
            any_false = SubqueryExpr("exists", r.query.filter(~cmp))
            value = when(any_false, False).when(any_null, null_bool).else_(True)
        return Typed(value, make("bool", True))


_INSTANT_KINDS = fn.INSTANT_KINDS
_WALL_TIME_KINDS = frozenset({"precision_timestamp", "timestamp"})
_TEMPORAL_KINDS = _INSTANT_KINDS | _WALL_TIME_KINDS | {"date"}
_NUMBER_KINDS = frozenset({*INTEGER_KINDS, *FLOAT_KINDS, "decimal"})
_MICROS_PER_DAY = 86_400_000_000
#: A count of units held exactly: microseconds times a thousand, or seconds times a million.
_DECIMAL_COUNT = T.DecimalType(38, 0)


def _finer_than_micros(path: PlanPath) -> str:
    """The failure of a timestamp at ``path`` with a digit Spark cannot hold."""
    return f"a timestamp with digits finer than a microsecond at {path}: Spark holds microseconds"


def _unit_count(value: Expr, kind: str, precision: int | None) -> tuple[Expr, str]:
    """The count of its type's units since the epoch of a date (days) or a timestamp of ``precision``
    (10^-precision seconds, toward the earlier time), with the kind of number it is."""
    if kind == "date":
        return call("unix_date", value).cast(T.LongType()), "i64"
    micros = fn.epoch_micros(value, kind)
    precision = 6 if precision is None else precision
    if precision > 6:
        return micros.cast(_DECIMAL_COUNT) * Lit(10 ** (precision - 6), T.LongType()), "decimal"
    if precision == 6:
        return micros, "i64"
    per_unit = Lit(10 ** (6 - precision), T.LongType())
    return Let.of(micros, lambda m: call("div", m - call("pmod", m, per_unit), per_unit)), "i64"


def _timestamp_precision(t: Type) -> int | None:
    """The precision of a timestamp type (6 for the microsecond types of earlier specs), else None."""
    kind = t.WhichOneof("kind")
    if kind in ("precision_timestamp", "precision_timestamp_tz"):
        return int(getattr(t, kind).precision)
    return 6 if kind in ("timestamp", "timestamp_tz") else None


def _utc_instant_of_date(day: Expr) -> Expr:
    """The instant at which ``day`` starts in UTC."""
    return call("timestamp_micros", call("unix_date", day).cast(T.LongType()) * _MICROS_PER_DAY)


def _truncated(value: Expr, precision: int, kind: str) -> Expr:
    """A timestamp of ``kind`` (an instant or a wall time) with the digits of its seconds beyond
    ``precision`` (below 6) dropped: toward the earlier time, as a wall time's digits are cut. Zone
    offsets are whole seconds, and subtracting a day-time interval involves no zone."""
    dropped = call("pmod", fn.epoch_micros(value, kind), Lit(10 ** (6 - precision), T.LongType()))
    seconds = (dropped.cast(T.DecimalType(18, 0)) / 1_000_000).cast(T.DecimalType(18, 6))
    return value - call("make_dt_interval", 0, 0, 0, seconds)


def _utc_cast(source: str, target: str) -> Callable[[Expr, T.DataType], Expr] | None:
    """How a cast between an instant (a timestamp with time zone) and a date, a wall time or a string is
    written so that wall times stand for UTC, as everywhere in the consumer, whatever the session's time
    zone (``value, Spark target type -> expression``); None for every other cast (a string cast to an
    instant, which can fail, is :func:`functions.utc_instant_of_text`)."""
    if source in _INSTANT_KINDS:
        if target in _WALL_TIME_KINDS:
            return lambda x, _st: fn.utc_wall_time(x)
        if target == "date" or target in STRING_KINDS:
            return lambda x, st: fn.utc_wall_time(x).cast(st)
    elif target in _INSTANT_KINDS:
        if source == "date":
            return lambda x, _st: _utc_instant_of_date(x)
        if source in _WALL_TIME_KINDS:
            return lambda x, _st: fn.utc_instant_of_wall_time(x)
    return None


def cast_value(value: Expr, source: str, target: str, st: T.DataType, *, try_: bool) -> Expr:
    """``value`` of Substrait kind ``source`` cast to kind ``target`` (Spark type ``st``). ``try_`` gives
    null where the value does not convert; without it Spark's CAST decides, which fails only under ANSI
    mode. Wall times stand for UTC whatever the session's time zone (:func:`_utc_cast`,
    :func:`functions.utc_instant_of_text`)."""
    by_utc = _utc_cast(source, target)
    if by_utc is not None:
        return by_utc(value, st)  # exact for every value of the source type: nothing can fail
    if source in STRING_KINDS and target in _INSTANT_KINDS:
        return fn.utc_instant_of_text(value, try_=try_)
    return value.try_cast(st) if try_ else value.cast(st)


def checked_cast(value: Expr, source: str, target: str, st: T.DataType, message: str) -> Expr:
    """:func:`cast_value` that fails with ``message`` where a value does not convert, whether or not
    ANSI mode is on (a try-cast, and ``raise_error`` where it gave null for a value that is not)."""

    def checked(x: Expr) -> Expr:
        tried = cast_value(x, source, target, st, try_=True)
        return Let.of(
            tried, lambda t: when(x.is_not_null() & t.is_null(), call("raise_error", message)).else_(t)
        )

    return Let.of(value, checked)


_DTYPE_KINDS = frozenset(
    {
        "bool",
        "i8",
        "i16",
        "i32",
        "i64",
        "fp32",
        "fp64",
        "binary",
        "date",
        "decimal",
        "timestamp",
        "timestamp_tz",
        "precision_timestamp",
        "precision_timestamp_tz",
    }
)


def column_dtype(t: Type) -> T.DataType | None:
    """The Spark type a column of Substrait type ``t`` has in the query, where it is certain: atomic
    types other than strings (a source's char or varchar column stands for a string unchanged)."""
    if t.WhichOneof("kind") not in _DTYPE_KINDS:
        return None
    try:
        return spark_type(t)
    except UnsupportedFeatureError:
        return None


def struct_of(values: Sequence[Expr]) -> Expr:
    """A struct of ``values`` with positional field names ``_f0``, ``_f1``, ..."""
    parts: list[Expr] = []
    for i, v in enumerate(values):
        parts += [Lit(f"_f{i}", T.StringType()), v]
    return Call("named_struct", tuple(parts)) if parts else Call("struct", ())


_STANDARD_URNS = frozenset(fn.URNS.values())

#: The number of value arguments each builder reads at least (a malformed plan giving fewer is refused
#: with the validator's code before any builder runs).
_MIN_ARGS: dict[str, int] = {
    **dict.fromkeys(
        (
            "equal",
            "not_equal",
            "lt",
            "gt",
            "lte",
            "gte",
            "is_distinct_from",
            "is_not_distinct_from",
            "xor",
            "and_not",
            "add",
            "subtract",
            "multiply",
            "divide",
            "modulus",
            "power",
            "atan2",
            "logb",
            "like",
            "ilike",
            "strpos",
            "starts_with",
            "ends_with",
            "contains",
            "left",
            "right",
            "repeat",
            "regexp_count_substring",
            "regexp_match_substring",
            "regexp_string_split",
            "string_split",
            "bitwise_and",
            "bitwise_or",
            "bitwise_xor",
            "shift_right",
            "shift_left",
            "shift_right_unsigned",
            "bitwise_shift_right",
            "bitwise_shift_left",
            "add_intervals",
            "nullif",
            "concat_ws",
            "lpad",
            "rpad",
            "transform",
            "filter",
            "any_match",
            "all_match",
        ),
        2,
    ),
    **dict.fromkeys(("between", "replace", "regexp_replace"), 3),
    **dict.fromkeys(
        (
            "is_null",
            "is_not_null",
            "is_nan",
            "is_finite",
            "is_infinite",
            "is_true",
            "is_false",
            "is_not_true",
            "is_not_false",
            "not",
            "negate",
            "abs",
            "sign",
            "sqrt",
            "exp",
            "factorial",
            "sin",
            "cos",
            "tan",
            "asin",
            "acos",
            "atan",
            "sinh",
            "cosh",
            "tanh",
            "asinh",
            "acosh",
            "atanh",
            "ln",
            "log10",
            "log2",
            "floor",
            "ceil",
            "round",
            "substring",
            "upper",
            "lower",
            "trim",
            "ltrim",
            "rtrim",
            "char_length",
            "character_length",
            "octet_length",
            "bit_length",
            "reverse",
            "bitwise_not",
            "extract",
            "date_part",
            "cardinality",
            "sort",
            "coalesce",
            "least",
            "greatest",
            "least_skip_null",
            "greatest_skip_null",
            "and",
            "or",
            "sum",
            "sum0",
            "avg",
            "mean",
            "min",
            "max",
            "any_value",
            "bool_and",
            "bool_or",
            "std_dev",
            "stddev",
            "variance",
            "stddev_samp",
            "stddev_pop",
            "var_samp",
            "var_pop",
            "median",
            "approx_count_distinct",
            "first_value",
            "last_value",
            "nth_value",
            "lead",
            "lag",
        ),
        1,
    ),
}
