"""Plan paths for the validator and the consumer.

A plan path names one place in a plan with the proto's own field names, oneof names and list
indices, e.g. ``relations[0].root.input.project.expressions[2]``.

Invariant: a :class:`PlanPath` is a parent-linked chain, so extending it is O(1) and a plan nested
10,000 levels deep does not build 10,000 strings of growing length (which would be quadratic in
memory: a 195 KB plan nested 19,600 levels deep once took 9 GB to translate). The string is only
made when a diagnostic or an error needs it.
"""

from __future__ import annotations


class PlanPath:
    """An immutable plan path; ``child`` appends a field name, ``index`` a list index."""

    __slots__ = ("_parent", "_segment")

    def __init__(self, segment: str = "", parent: PlanPath | None = None) -> None:
        self._parent = parent
        self._segment = segment

    def child(self, name: str) -> PlanPath:
        """The path of field (or oneof member) ``name`` under this path."""
        return PlanPath("." + name if (self._parent is not None or self._segment) else name, self)

    def index(self, i: int) -> PlanPath:
        """The path of element ``i`` of the repeated field this path names."""
        return PlanPath(f"[{i}]", self)

    def __truediv__(self, name: str) -> PlanPath:
        return self.child(name)

    def __str__(self) -> str:
        parts: list[str] = []
        node: PlanPath | None = self
        while node is not None:
            parts.append(node._segment)
            node = node._parent
        return "".join(reversed(parts))

    def __repr__(self) -> str:
        return f"PlanPath({str(self)!r})"


ROOT = PlanPath()
