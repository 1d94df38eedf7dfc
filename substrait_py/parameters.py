"""A plan's dynamic parameters and the values bound to them, read without a JVM: which parameters a plan
declares, and the binding errors of a plan run with some values given by anchor (``--param N=VALUE``,
``SparkConsumer.to_dataframe(plan, parameters=...)``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from substrait.type_pb2 import Type

from substrait_py.errors import BindingError
from substrait_py.paths import PlanPath
from substrait_py.protoutil import messages_of_type

__all__ = ["check_parameter_values", "declared_parameters", "no_such_parameter", "unbound_parameter"]


def declared_parameters(plan: Any) -> dict[int, tuple[Type, PlanPath]]:
    """The plan's dynamic parameters by anchor: the type and path of the first reference to each."""
    declared: dict[int, tuple[Type, PlanPath]] = {}
    for param, path in messages_of_type(plan, "substrait.DynamicParameter"):
        declared.setdefault(param.parameter_reference, (param.type, path))
    return declared


def no_such_parameter(anchor: int, declared: Iterable[int]) -> BindingError:
    """The error of a value given for ``anchor``, which no dynamic parameter of the plan has."""
    known = ", ".join(map(str, sorted(declared))) or "none"
    return BindingError(f"the plan has no dynamic parameter {anchor} (it has: {known})")


def unbound_parameter(anchor: int, path: PlanPath | str, hint: str = "") -> BindingError:
    """The error of dynamic parameter ``anchor`` (referred to at ``path``) left without a value."""
    return BindingError(
        f"dynamic parameter {anchor} has no value: the plan binds none to it (parameter_bindings){hint}",
        path=path,
    )


def check_parameter_values(plan: Any, given: Iterable[int], hint: str = "") -> None:
    """Raise the :class:`BindingError` of running ``plan`` with values for the anchors ``given``: one of
    them names no parameter of the plan, or a parameter has neither a value given nor one the plan binds
    (the first such one in the plan, at its path)."""
    declared = declared_parameters(plan)
    given = set(given)
    for anchor in sorted(given):
        if anchor not in declared:
            raise no_such_parameter(anchor, declared)
    bound = {b.parameter_anchor for b in plan.parameter_bindings} | given
    for anchor, (_type, path) in declared.items():
        if anchor not in bound:
            raise unbound_parameter(anchor, path, hint)
