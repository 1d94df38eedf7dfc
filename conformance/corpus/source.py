"""The consumer-testing corpus: where it is, its snapshot plans and its test definitions.

The corpus (``substrait-io/consumer-testing``, Apache-2.0) holds plans that real producers made for each
test (``substrait_consumer/snapshots/producer/<category>/<group>/<test>-[validate-]<producer>_plan.json``)
and the tests themselves (``substrait_consumer/testdata/<category>/<group>/.../<test>.json``: the SQL, the
producers it is meant for, and the tables it reads, by parquet file name). Only what the tests need is read
here; none of the corpus's code is used.

:func:`open_corpus` accepts a checkout or a bare git repository (cloned once under ``.cache``).

Invariants: every plan file whose name ends in ``-<producer>_plan.json`` for one of :data:`PRODUCERS` is
listed (the ``-validate-`` variants too: they are separate plans); the older unlabelled copies of the ibis
plans (``<test>_plan.json``, byte-identical to ``<test>-ibis_plan.json``) are not. A plan's test definition
is found by its category, group and test name.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from substrait_py.errors import BindingError

__all__ = [
    "PRODUCERS",
    "Corpus",
    "CorpusPlan",
    "TestDefinition",
    "open_corpus",
]

#: Producers of the snapshot plans, as the corpus names them.
PRODUCERS: tuple[str, ...] = ("duckdb", "datafusion", "ibis", "isthmus")

_PLAN_NAME = re.compile(
    r"^(?P<test>.+?)-(?P<validate>validate-)?(?P<producer>duckdb|datafusion|ibis|isthmus)_plan\.json$"
)
_PACKAGE = "substrait_consumer"


@dataclass(frozen=True)
class TestDefinition:
    """One test of the corpus: its SQL (``{table}`` placeholders), the producers it is meant for, and the
    tables (name -> parquet file name) and local files (placeholder -> parquet file name) it reads."""

    __test__ = False  # not a pytest test class

    category: str
    group: str
    name: str
    sql: str
    producers: tuple[str, ...]
    named_tables: dict[str, str] = field(default_factory=dict)
    local_files: dict[str, str] = field(default_factory=dict)
    path: Path | None = None

    @staticmethod
    def load(path: Path, category: str, group: str) -> TestDefinition:
        """Read a test definition file (the SQL inline or in ``query_path`` beside it)."""
        data: dict[str, Any] = json.loads(path.read_text())
        query = data["sql_query"]
        sql = query["query"] if "query" in query else (path.parent / query["query_path"]).read_text()
        return TestDefinition(
            category,
            group,
            path.stem,
            sql,
            tuple(query.get("producers", ())),
            dict(data.get("named_tables", {})),
            dict(data.get("local_files", {})),
            path,
        )


@dataclass(frozen=True)
class CorpusPlan:
    """One snapshot plan: ``id`` is ``<category>/<group>/<test>-[validate-]<producer>``."""

    category: str
    group: str
    test: str
    producer: str
    validate_variant: bool
    path: Path

    @property
    def id(self) -> str:
        """``function/arithmetic/add-duckdb``."""
        variant = "validate-" if self.validate_variant else ""
        return f"{self.category}/{self.group}/{self.test}-{variant}{self.producer}"


@dataclass
class Corpus:
    """A checkout of the corpus (the folder holding ``substrait_consumer``)."""

    root: Path

    @property
    def package(self) -> Path:
        """The ``substrait_consumer`` folder."""
        return self.root / _PACKAGE

    def plans(self, producers: tuple[str, ...] = PRODUCERS) -> list[CorpusPlan]:
        """Every snapshot plan of ``producers``, sorted by id."""
        base = self.package / "snapshots" / "producer"
        out = []
        for path in sorted(base.glob("*/*/*_plan.json")):
            m = _PLAN_NAME.match(path.name)
            if m is None or m["producer"] not in producers:
                continue
            category, group = path.parent.parent.name, path.parent.name
            out.append(CorpusPlan(category, group, m["test"], m["producer"], bool(m["validate"]), path))
        return sorted(out, key=lambda p: p.id)

    def definitions(self) -> dict[tuple[str, str, str], TestDefinition]:
        """Every test definition by (category, group, test name)."""
        base = self.package / "testdata"
        out: dict[tuple[str, str, str], TestDefinition] = {}
        for path in sorted(base.rglob("*.json")):
            rel = path.relative_to(base).parts
            if len(rel) < 3:
                continue
            category, group = rel[0], rel[1]
            out.setdefault((category, group, path.stem), TestDefinition.load(path, category, group))
        return out

    def definition_of(self, plan: CorpusPlan) -> TestDefinition | None:
        """The test definition a plan was made for (None when the corpus has none)."""
        return self.definitions().get((plan.category, plan.group, plan.test))

    def stored_result(self, plan: CorpusPlan) -> list[list[str]] | None:
        """DuckDB's answer as the corpus stored it (``<test>_result_data.txt``: column after column,
        values as text, columns ended by a line holding one space), or None."""
        path = (
            self.package
            / "snapshots"
            / "results"
            / plan.category
            / plan.group
            / f"{plan.test}_result_data.txt"
        )
        if not path.is_file():
            return None
        columns: list[list[str]] = [[]]
        for line in path.read_text().split("\n"):
            if line == " ":
                columns.append([])
            else:
                columns[-1].append(line)
        return [c for c in columns if c] if any(columns) else []


def open_corpus(path: Path | str, cache: Path) -> Corpus:
    """The corpus at ``path``: a checkout (a folder holding ``substrait_consumer``), or a bare git repository,
    which is cloned (once, and refreshed when its head moves) to ``cache/consumer-testing``."""
    root = Path(path).expanduser().resolve()
    if (root / _PACKAGE).is_dir():
        return Corpus(root)
    if not (root / "HEAD").is_file() or not (root / "objects").is_dir():
        raise BindingError(f"{root}: neither a consumer-testing checkout nor a bare git repository")
    head = _git(["--git-dir", str(root), "rev-parse", "HEAD"]).strip()
    target = cache / "consumer-testing"
    marker = target / ".corpus-head"
    if not (marker.is_file() and marker.read_text().strip() == head):
        if target.exists():
            shutil.rmtree(target)
        cache.mkdir(parents=True, exist_ok=True)
        _git(["clone", "--quiet", str(root), str(target)])
        marker.write_text(head + "\n")
    return Corpus(target)


def _git(args: list[str]) -> str:
    try:
        return subprocess.run(["git", *args], check=True, capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError) as exc:
        detail = getattr(exc, "stderr", "") or str(exc)
        raise BindingError(f"git {' '.join(args[:2])} failed: {detail.strip()}") from None
