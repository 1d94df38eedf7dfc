"""What a plan reads: every named table, local file and virtual table, with the schema the plan declares.

:func:`plan_tables` walks the whole plan (subqueries included, iteratively) and lists each read once per
place it occurs, with its plan path. ``substrait-py tables PLAN`` prints the list; ``run`` uses the same
walk to check, before Spark starts, that every table is bound.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from substrait.algebra_pb2 import ReadRel
from substrait.plan_pb2 import Plan
from substrait.type_pb2 import NamedStruct

from substrait_py.paths import PlanPath
from substrait_py.protoutil import messages_of_type
from substrait_py.typesys import names_consumed, type_str

__all__ = ["TableRead", "plan_tables"]


@dataclass(frozen=True)
class TableRead:
    """One read of a plan: ``kind`` is ``named_table``, ``local_files``, ``virtual_table``,
    ``extension_table`` or ``iceberg_table``; ``name`` the table's name parts (named tables), ``files``
    the URIs and formats of local files; ``columns`` the declared top-level columns (name, type text)."""

    kind: str
    path: str
    name: tuple[str, ...] = ()
    files: tuple[tuple[str, str], ...] = ()
    columns: tuple[tuple[str, str], ...] = field(default_factory=tuple)

    def label(self) -> str:
        """The table's name, the files it reads, or its kind."""
        if self.name:
            return ".".join(self.name)
        if self.files:
            return ", ".join(uri for uri, _ in self.files)
        return self.kind.replace("_", " ")

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "name": list(self.name),
            "files": [{"uri": uri, "format": fmt} for uri, fmt in self.files],
            "columns": [{"name": n, "type": t} for n, t in self.columns],
            "path": self.path,
        }


def _columns(schema: NamedStruct) -> tuple[tuple[str, str], ...]:
    """Top-level (name, type text) of a base schema (nested names are depth-first among the names)."""
    names = list(schema.names)
    out: list[tuple[str, str]] = []
    pos = 0
    for t in schema.struct.types:
        out.append((names[pos] if pos < len(names) else f"<unnamed {pos}>", type_str(t)))
        pos += names_consumed(t)
    return tuple(out)


def _read(read: ReadRel, path: PlanPath) -> TableRead:
    kind = read.WhichOneof("read_type") or "unset"
    columns = _columns(read.base_schema)
    if kind == "named_table":
        return TableRead(kind, str(path), name=tuple(read.named_table.names), columns=columns)
    if kind == "local_files":
        files = tuple(
            (
                str(getattr(item, item.WhichOneof("path_type") or "uri_path", "")),
                item.WhichOneof("file_format") or "unknown",
            )
            for item in read.local_files.items
        )
        return TableRead(kind, str(path), files=files, columns=columns)
    return TableRead(kind, str(path), columns=columns)


def plan_tables(plan: Plan) -> list[TableRead]:
    """Every read of ``plan`` in plan order (pre-order), subqueries included."""
    return [_read(read, path) for read, path in messages_of_type(plan, "substrait.ReadRel")]
