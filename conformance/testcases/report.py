"""Per-group summaries of function test-case results, rendered as a rich table, JSON or Markdown.

Percentages are of *scored* cases: pass + wrong + unsupported (harness faults and ``<!UNDEFINED>`` cases are
reported but not scored).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from .runner import CaseResult, Outcome

__all__ = ["GroupSummary", "render_json", "render_markdown", "render_table", "summarize"]


@dataclass
class GroupSummary:
    """Counts of one group (a test-case folder) or of ``total``."""

    group: str
    passed: int = 0
    wrong: int = 0
    unsupported: int = 0
    fault: int = 0
    undefined: int = 0

    @property
    def scored(self) -> int:
        """pass + wrong + unsupported."""
        return self.passed + self.wrong + self.unsupported

    def pct(self, n: int) -> float:
        """``n`` as a percentage of scored cases (0 when none are scored)."""
        return 100.0 * n / self.scored if self.scored else 0.0

    def add(self, outcome: Outcome) -> None:
        """Count one result."""
        if outcome is Outcome.PASS:
            self.passed += 1
        elif outcome is Outcome.WRONG:
            self.wrong += 1
        elif outcome is Outcome.UNSUPPORTED:
            self.unsupported += 1
        elif outcome is Outcome.FAULT:
            self.fault += 1
        else:
            self.undefined += 1

    def to_dict(self) -> dict[str, object]:
        """JSON-ready form."""
        return {
            "group": self.group,
            "pass": self.passed,
            "wrong": self.wrong,
            "unsupported": self.unsupported,
            "fault": self.fault,
            "undefined": self.undefined,
            "scored": self.scored,
            "pass_pct": round(self.pct(self.passed), 1),
        }


def summarize(results: Sequence[CaseResult]) -> list[GroupSummary]:
    """One summary per group (sorted) followed by the ``total``."""
    groups: dict[str, GroupSummary] = {}
    total = GroupSummary("total")
    for r in results:
        groups.setdefault(r.case.group, GroupSummary(r.case.group)).add(r.outcome)
        total.add(r.outcome)
    return [groups[g] for g in sorted(groups)] + [total]


_HEAD = ("group", "scored", "pass", "wrong", "unsupported", "fault", "undefined", "pass %")


def _row(s: GroupSummary) -> list[str]:
    return [
        s.group,
        str(s.scored),
        str(s.passed),
        f"{s.wrong} ({s.pct(s.wrong):.1f}%)",
        f"{s.unsupported} ({s.pct(s.unsupported):.1f}%)",
        str(s.fault),
        str(s.undefined),
        f"{s.pct(s.passed):.1f}",
    ]


def render_markdown(summaries: Sequence[GroupSummary], engine: str) -> str:
    """A Markdown table."""
    lines = [f"Engine: `{engine}`", "", "| " + " | ".join(_HEAD) + " |", "|" + "---|" * len(_HEAD)]
    for s in summaries:
        cells = _row(s)
        if s.group == "total":
            cells = [f"**{c}**" for c in cells]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def render_json(summaries: Sequence[GroupSummary], results: Sequence[CaseResult], engine: str) -> str:
    """JSON with the summaries and every non-passing case with its reason."""
    doc = {
        "engine": engine,
        "groups": [s.to_dict() for s in summaries],
        "cases": [r.to_dict() for r in results if r.outcome is not Outcome.PASS],
    }
    return json.dumps(doc, indent=2)


def render_table(summaries: Sequence[GroupSummary], engine: str) -> object:
    """A :class:`rich.table.Table`."""
    from rich.table import Table

    table = Table(title=f"Substrait function test cases on {engine}")
    for h in _HEAD:
        table.add_column(h, justify="left" if h == "group" else "right")
    for s in summaries:
        table.add_row(*_row(s), style="bold" if s.group == "total" else None)
    return table
