"""Catalyst trees as Python objects, read from ``TreeNode.toJSON`` (one py4j round trip per plan).

Spark serializes a tree as a flat JSON list in pre-order; every node carries ``class`` and ``num-children``
and its children follow it. A constructor field that holds a child is the child's index (``"child": 0``,
``"left": 0, "right": 1``, ``"list": [1, 2]``); a field that holds a tree which is not a child (a plan's
expressions, a subquery's plan) is that tree's own flat list, and a sequence of trees is a list of flat
lists. :func:`parse_tree` rebuilds the nesting iteratively (safe for deep plans) and :class:`Node` gives
typed access to the fields.

Fields Spark cannot serialize (``EvalMode`` enumerations, a ``LogicalRelation``'s relation, a
``LocalRelation``'s rows) arrive as ``null``; the producer fetches what it needs of those separately.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from substrait_py.errors import UnsupportedFeatureError


@dataclass(eq=False)
class Node:
    """One Catalyst node: its short class name, its raw JSON fields and its parsed children."""

    full_class: str
    fields: dict[str, Any]
    children: list[Node] = field(default_factory=list)

    @property
    def cls(self) -> str:
        """The short class name (``Join``, ``AttributeReference``; a Scala object loses its ``$``)."""
        return self.full_class.rsplit(".", 1)[-1].rstrip("$")

    @property
    def num_children(self) -> int:
        return int(self.fields.get("num-children", 0))

    def get(self, key: str, default: Any = None) -> Any:
        """The raw JSON value of constructor field ``key``."""
        return self.fields.get(key, default)

    def child(self, key: str = "child") -> Node:
        """The child held by field ``key`` (its value is a child index)."""
        value = self.fields.get(key)
        if isinstance(value, int) and 0 <= value < len(self.children):
            return self.children[value]
        if isinstance(value, list) and value and isinstance(value[0], dict):
            return parse_tree(value)
        raise UnsupportedFeatureError(f"Spark node {self.cls}", f"field {key!r} holds no child")

    def child_list(self, key: str) -> list[Node]:
        """The children held by field ``key`` (a list of child indices)."""
        value = self.fields.get(key) or []
        out: list[Node] = []
        for v in value:
            if isinstance(v, int):
                out.append(self.children[v])
            elif isinstance(v, list):
                out.append(parse_tree(v))
            else:
                raise UnsupportedFeatureError(f"Spark node {self.cls}", f"field {key!r} is not a child list")
        return out

    def tree(self, key: str) -> Node | None:
        """The tree held by field ``key`` (a flat JSON list), or None when the field is empty/null."""
        value = self.fields.get(key)
        if value is None or value == []:
            return None
        if isinstance(value, int):
            return self.children[value]
        if isinstance(value, list) and isinstance(value[0], dict):
            return parse_tree(value)
        raise UnsupportedFeatureError(f"Spark node {self.cls}", f"field {key!r} is not a tree")

    def trees(self, key: str) -> list[Node]:
        """The trees held by field ``key`` (a list of flat JSON lists)."""
        value = self.fields.get(key) or []
        return [parse_tree(v) if isinstance(v, list) else self.children[v] for v in value]

    def object_name(self, key: str) -> str | None:
        """The short name of a Scala ``object`` value (``{"object": "...Inner$"}``) in field ``key``."""
        value = self.fields.get(key)
        if isinstance(value, dict):
            name = value.get("object") or value.get("product-class")
            if isinstance(name, str):
                return name.rsplit(".", 1)[-1].rstrip("$")
        return None

    def expr_id(self) -> int:
        """The ``exprId.id`` of an attribute or alias."""
        value = self.fields.get("exprId")
        if isinstance(value, dict) and "id" in value:
            return int(value["id"])
        raise UnsupportedFeatureError(f"Spark expression {self.cls}", "has no exprId")

    def walk(self) -> list[Node]:
        """This node and its descendants in pre-order (iterative)."""
        out: list[Node] = []
        stack: list[Node] = [self]
        while stack:
            n = stack.pop()
            out.append(n)
            stack.extend(reversed(n.children))
        return out


def parse_tree(flat: list[dict[str, Any]]) -> Node:
    """Rebuild one tree from Spark's flat pre-order JSON list."""
    if not flat:
        raise UnsupportedFeatureError("empty Spark tree")
    root: Node | None = None
    stack: list[Node] = []
    for entry in flat:
        node = Node(str(entry.get("class", "")), entry)
        if stack:
            parent = stack[-1]
            parent.children.append(node)
            if len(parent.children) >= parent.num_children:
                stack.pop()
        elif root is None:
            root = node
        else:
            raise UnsupportedFeatureError("Spark tree", "more than one root in one JSON tree")
        if node.num_children > 0:
            stack.append(node)
    if root is None:
        raise UnsupportedFeatureError("empty Spark tree")
    return root


def parse_plan_json(text: str) -> Node:
    """Parse the output of ``LogicalPlan.toJSON()``."""
    return parse_tree(json.loads(text))
