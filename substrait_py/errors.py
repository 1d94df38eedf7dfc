"""The toolkit's typed errors and validator diagnostics.

Every failure caused by the input (a plan, a file, a table binding) surfaces as a subclass of
:class:`SubstraitPyError`. The CLI maps each class to an exit code and prints one line; a user never
sees a traceback for bad input. Programming errors (bugs) stay ordinary Python exceptions.

Exit codes (the CLI's contract, see ``substrait_py.cli``):

====  =========================================================
0     success (``validate``: valid, warnings allowed)
1     invalid plan (malformed: a diagnostic code and a plan path)
2     unreadable input (not a plan at all), an output that cannot be written safely, or bad
      command-line usage
3     unsupported feature (valid plan, feature not supported)
4     binding error (table, file or column not found)
5     schema mismatch (declared and produced types differ)
6     the engine failed while running a valid, bound plan
====  =========================================================
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from substrait_py.paths import PlanPath


class SubstraitPyError(Exception):
    """Base class of every error the toolkit raises for bad input. ``path`` is the plan path of the
    fault where one is known (``relations[0].root.input.read``), else empty; the message starts with it.
    A :class:`~substrait_py.paths.PlanPath` given as ``path`` is spelled out here, once."""

    exit_code: int = 1
    path: str = ""

    def __init__(self, message: str = "", *, path: str | PlanPath = "") -> None:
        path = str(path)
        self.path = path
        super().__init__(f"{path}: {message}" if path and message else message or path)

    def relocate(self, path: str | PlanPath) -> None:
        """Name ``path`` as the fault's place instead of :attr:`path` (the same place, as the input the
        user gave names it: an extended expression's path for a path in the plan it stands for)."""
        path = str(path)
        if path == self.path:
            return
        text = str(self)
        if self.path and text.startswith(self.path):
            self.args = (path + text[len(self.path) :],)
        self.path = path

    def one_line(self) -> str:
        """The message as a single line, as the CLI prints it."""
        return " ".join(str(self).split())


class PlanLoadError(SubstraitPyError):
    """The input is not a readable Substrait plan (garbage bytes, empty file, JSON of another message)."""

    exit_code = 2


class OutputError(SubstraitPyError):
    """An output path the toolkit will not or cannot write: a folder, a missing folder, a symbolic
    link, FIFO, device or socket it would otherwise replace, or a write that failed (disk full,
    permission denied). A file that existed at the path is left as it was (see
    :mod:`substrait_py.outputs`)."""

    exit_code = 2


class InvalidPlanError(SubstraitPyError):
    """The plan is malformed. ``code`` is a stable diagnostic code, ``path`` a plan path such as
    ``relations[0].root.input.project.expressions[2]``."""

    exit_code = 1

    def __init__(self, message: str, *, code: str = "invalid-plan", path: str | PlanPath = "") -> None:
        self.code = code
        self.detail = message
        super().__init__(f"{message} [{code}]", path=path)


class UnsupportedFeatureError(SubstraitPyError):
    """The plan is valid but uses a feature this toolkit (or the chosen engine) does not support.
    ``feature`` names it."""

    exit_code = 3

    def __init__(self, feature: str, message: str = "", *, path: str | PlanPath = "") -> None:
        self.feature = feature
        text = f"unsupported: {feature}" + (f": {message}" if message else "")
        super().__init__(text, path=path)


class BindingError(SubstraitPyError):
    """A named table, file or column the plan refers to cannot be bound."""

    exit_code = 4


class SchemaMismatchError(SubstraitPyError):
    """The types an engine produces differ from the types the plan declares or derives."""

    exit_code = 5

    def __init__(
        self,
        message: str,
        *,
        column: str | None = None,
        expected: str = "",
        actual: str = "",
        path: str | PlanPath = "",
    ) -> None:
        self.column = column
        self.expected = expected
        self.actual = actual
        super().__init__(message, path=path)


class ExecutionError(SubstraitPyError):
    """The engine failed while running a valid, bound plan (for example a cast that fails at run time
    under the plan's THROW_EXCEPTION behaviour, or a write that could not complete)."""

    exit_code = 6


class Severity(enum.IntEnum):
    """Severity of a validator finding; ordered so that ``max()`` gives the worst."""

    INFO = 0
    WARNING = 1
    ERROR = 2

    def __str__(self) -> str:
        return self.name.lower()


@dataclass(frozen=True)
class Diagnostic:
    """One finding of the validator (or of loading): severity, stable code, plan path, message."""

    severity: Severity
    code: str
    path: str
    message: str
    extra: dict[str, str] = field(default_factory=dict, compare=False)

    def __str__(self) -> str:
        where = self.path or "<plan>"
        return f"{self.severity}: {where}: {self.message} [{self.code}]"

    def to_json(self) -> dict[str, object]:
        return {
            "severity": str(self.severity),
            "code": self.code,
            "path": self.path,
            "message": self.message,
            **({"extra": dict(self.extra)} if self.extra else {}),
        }
