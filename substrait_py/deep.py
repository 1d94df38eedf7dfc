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
* Calls are handed to one long-lived helper thread (a new thread only when it is busy), so
  ``run_deep`` costs tens of microseconds and is cheap enough for every plan.
* A cheap pattern for code that is rarely deep: try the plain call, and on ``RecursionError`` run it
  again through ``run_deep`` (:func:`call_deep_on_recursion` does exactly that; the plain call must not
  have side effects that a retry would repeat).

The raised recursion limit is process-wide in CPython; it is raised while at least one call runs in a
deep thread and restored when the last one ends.
"""

from __future__ import annotations

import os
import queue
import sys
import threading
import time
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


#: A call longer than this ends the long-lived worker thread after it (see :class:`_Worker`).
_RETIRE_AFTER_S = 0.01


class _Worker:
    """The one long-lived deep thread, started at first use. Starting a thread with a large stack costs
    about 0.1 ms on an idle machine and several milliseconds while other processes (a JVM) keep the
    cores busy; handing a call to a waiting thread costs tens of microseconds either way.

    ``busy`` is taken by the caller that hands over a call and released by the worker once the call is
    done, so a caller that finds it taken (another thread's call, or one whose caller was interrupted)
    starts a thread of its own instead of waiting."""

    busy = threading.Lock()
    jobs: queue.SimpleQueue[tuple[Callable[[], None], Any]] = queue.SimpleQueue()
    thread: threading.Thread | None = None
    pid = 0

    @classmethod
    def serve(cls) -> None:
        jobs = cls.jobs
        while True:
            job, done = jobs.get()
            start = time.perf_counter()
            try:
                job()
            finally:
                # A long call may have recursed deep and left much of the stack resident: the thread
                # ends (the next call starts a fresh one) and its stack is given back.
                retire = time.perf_counter() - start > _RETIRE_AFTER_S
                if retire:
                    cls.thread = None
                cls.busy.release()
                done.release()
            if retire:
                return

    @classmethod
    def call(cls, job: Callable[[], None]) -> bool:
        """Run ``job`` on the worker and wait for it; False (nothing run) when the worker is busy or
        cannot be started."""
        if not cls.busy.acquire(blocking=False):
            return False
        try:
            if cls.thread is None or cls.pid != os.getpid() or not cls.thread.is_alive():
                cls.jobs = queue.SimpleQueue()
                cls.thread = _start(cls.serve)
                cls.pid = os.getpid()
        except BaseException:
            cls.busy.release()
            return False
        done = threading.Lock()  # released by the worker when the call is done
        done.acquire()
        cls.jobs.put((job, done))
        done.acquire()
        return True


def _after_fork_in_child() -> None:
    # the worker thread does not exist in a forked child, and its lock may be held there
    _Worker.busy = threading.Lock()
    _Worker.thread = None


os.register_at_fork(after_in_child=_after_fork_in_child)


def run_deep(fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
    """``fn(*args, **kwargs)`` run in a thread with a 1 GiB stack and a raised recursion limit (the
    long-lived worker when it is free, else a thread of its own).

    Returns its result or re-raises its exception (with its traceback). Inside such a thread it simply
    calls ``fn``.
    """
    if in_deep_thread():
        return fn(*args, **kwargs)
    outcome: dict[str, Any] = {}

    def job() -> None:
        # runs in a deep thread: the worker, or one started for this call alone
        _local.deep = True
        with _lock:
            _raise_limit()
        try:
            outcome["value"] = fn(*args, **kwargs)
        except BaseException as exc:
            outcome["error"] = exc
        finally:
            with _lock:
                _restore_limit()

    if not _Worker.call(job):
        _start(job).join()
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
