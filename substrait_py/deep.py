"""Running recursive code over very deep plans.

A Substrait plan may nest thousands of levels (10,000 nested ``FilterRel``, or an expression nested
10,000 levels: 30,000 protobuf message levels). Recursive Python over such a tree -- protobuf's own
``json_format`` and ``text_format``, or a recursive visitor -- exceeds Python's recursion limit (1,000),
and merely raising the limit would overflow the main thread's C stack (8 MiB) and crash the process.

:func:`run_deep` runs a function in a helper thread with a large stack (1 GiB of *virtual* memory:
only the pages actually touched are used) and a raised recursion limit, and returns its result or
re-raises its exception in the caller. How callers should walk plans:

* Prefer iterative walks (an explicit stack) -- they need nothing special. ``substrait.utils.detached``
  and :mod:`substrait_py._wire` are iterative.
* Recursive code (a visitor with one method per node kind, the validator, ``explain``, the CLI) should
  be *entered* through ``run_deep(fn, *args)``, e.g. ``diagnostics = run_deep(validate_plan, plan)``.
  Calls made inside the helper thread run directly (``run_deep`` does not nest threads), so library
  functions may call it unconditionally.
* A cheap pattern for code that is rarely deep: try the plain call, and on ``RecursionError`` run it
  again through ``run_deep`` (:func:`call_deep_on_recursion` does exactly that; the plain call must not
  have side effects that a retry would repeat).

The raised recursion limit is process-wide in CPython; it is raised while at least one deep thread runs
and restored when the last one ends.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

#: Stack size of the helper thread. Virtual memory; pages are committed only when touched.
DEEP_STACK_SIZE = 1 << 30
#: Recursion limit while a helper thread runs (enough for ~100,000 plan message levels in protobuf's
#: recursive ``json_format``/``text_format`` code).
DEEP_RECURSION_LIMIT = 1_000_000

_lock = threading.Lock()
_local = threading.local()


class _LimitState:
    """How many deep threads run, and the recursion limit to restore after the last one."""

    active = 0
    saved_limit = 0


def in_deep_thread() -> bool:
    """Whether the caller runs inside a :func:`run_deep` helper thread."""
    return bool(getattr(_local, "deep", False))


def _raise_limit() -> None:
    if _LimitState.active == 0:
        _LimitState.saved_limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(_LimitState.saved_limit, DEEP_RECURSION_LIMIT))
    _LimitState.active += 1


def _restore_limit() -> None:
    _LimitState.active -= 1
    if _LimitState.active == 0:
        sys.setrecursionlimit(_LimitState.saved_limit)


def _start(target: Callable[[], None]) -> threading.Thread:
    """Start ``target`` in a thread with the biggest stack the system grants (1 GiB, else 256 MiB)."""
    for size in (DEEP_STACK_SIZE, DEEP_STACK_SIZE // 4):
        old_size = threading.stack_size(size)
        try:
            thread = threading.Thread(target=target, name="substrait-py-deep", daemon=True)
            thread.start()
            return thread
        except RuntimeError:  # "can't start new thread": address space limited (ulimit -v)
            continue
        finally:
            threading.stack_size(old_size)
    raise MemoryError("cannot start a thread with a large stack for a deeply nested plan")


def run_deep(fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
    """``fn(*args, **kwargs)`` run in a thread with a 1 GiB stack and a raised recursion limit.

    Returns its result or re-raises its exception (with its traceback). Inside such a thread it simply
    calls ``fn``.
    """
    if in_deep_thread():
        return fn(*args, **kwargs)
    outcome: dict[str, Any] = {}

    def target() -> None:
        _local.deep = True
        try:
            outcome["value"] = fn(*args, **kwargs)
        except BaseException as exc:
            outcome["error"] = exc

    with _lock:
        _raise_limit()
        try:
            thread = _start(target)
        except BaseException:
            _restore_limit()
            raise
    try:
        thread.join()
    finally:
        with _lock:
            _restore_limit()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def call_deep_on_recursion(fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
    """``fn(*args, **kwargs)``; if it raises ``RecursionError``, the same call again through
    :func:`run_deep`. For side-effect-free functions that are rarely deep."""
    try:
        return fn(*args, **kwargs)
    except RecursionError:
        if in_deep_thread():
            raise
    return run_deep(fn, *args, **kwargs)
