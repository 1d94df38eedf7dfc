"""Engine adapters: run a serialized Substrait plan and return a pyarrow Table.

An :class:`Engine` has a ``name``, ``run(plan_bytes) -> pyarrow.Table`` and ``classify(exc)`` which sorts an
exception into ``"unsupported"`` (the engine does not support something in the plan: not implemented, no
mapping for a function, ...) or ``"raised"`` (the engine accepted the plan and raised while evaluating it,
e.g. an overflow error). The function runner counts a ``"raised"`` as a pass when the case expects
``<!ERROR>``.

Built-in adapters (:func:`get_engine`):

* ``datafusion`` -- ``datafusion.substrait.Consumer.from_substrait_plan`` then
  ``SessionContext.create_dataframe_from_logical_plan(...).to_arrow_table()``. Errors raised while
  converting the plan (``Consumer``) are ``unsupported``; errors raised while executing are ``raised``, except
  messages that say "not implemented"/"unsupported"/"not supported".
* ``acero`` -- ``pyarrow.substrait.run_query``. Arrow's consumer predates URNs (Substrait 0.85): the adapter
  adds the legacy ``extension_uris`` declarations (the standard YAML URLs) with
  :func:`with_legacy_extension_uris`, so Acero can resolve the functions. ``ArrowNotImplementedError`` and
  conversion messages ("No conversion function", "unsupported", "not implemented") are ``unsupported``; other
  ``ArrowInvalid``/``ArrowException`` during execution are ``raised``.
* ``spark`` -- ``spark_consumer.consumer.SparkConsumer`` on ``spark_consumer.session.local_session()``,
  imported lazily. :class:`substrait_py.errors.UnsupportedFeatureError` is ``unsupported``; other errors are
  ``raised``. If the consumer module is not importable, every run reports ``unsupported`` with that reason.
* any callable ``bytes -> pyarrow.Table`` (:class:`CallableEngine`): ``NotImplementedError``,
  ``UnsupportedFeatureError`` and messages with "not implemented"/"unsupported"/"not supported" are
  ``unsupported``, anything else ``raised``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Literal, Protocol

import pyarrow as pa

from substrait_py.errors import UnsupportedFeatureError

__all__ = [
    "ENGINE_NAMES",
    "AceroEngine",
    "CallableEngine",
    "DataFusionEngine",
    "Engine",
    "EngineUnavailable",
    "SparkEngine",
    "Verdict",
    "get_engine",
    "with_legacy_extension_uris",
]

Verdict = Literal["unsupported", "raised"]
ENGINE_NAMES = ("datafusion", "acero", "spark")

_UNSUPPORTED_TEXT = re.compile(
    r"not[ _]implemented|unsupported|not supported|no conversion function|notimplemented|unknown function",
    re.IGNORECASE,
)


class EngineUnavailable(UnsupportedFeatureError):
    """The engine cannot be used at all here (module missing, ...); every case is unsupported."""


class Engine(Protocol):
    """What the runner needs from an engine."""

    name: str

    def run(self, plan: bytes) -> pa.Table:
        """Execute a serialized plan and return its result."""
        ...

    def classify(self, exc: BaseException) -> Verdict:
        """``"unsupported"`` or ``"raised"`` for an exception from :meth:`run`."""
        ...


def _generic_classify(exc: BaseException) -> Verdict:
    if isinstance(exc, (NotImplementedError, UnsupportedFeatureError)):
        return "unsupported"
    if _UNSUPPORTED_TEXT.search(str(exc)):
        return "unsupported"
    return "raised"


class CallableEngine:
    """Adapter for any callable from plan bytes to a pyarrow Table."""

    def __init__(self, fn: Callable[[bytes], pa.Table], name: str = "callable") -> None:
        self.fn = fn
        self.name = name

    def run(self, plan: bytes) -> pa.Table:
        """Call the wrapped function."""
        result = self.fn(plan)
        if isinstance(result, pa.RecordBatchReader):
            return result.read_all()
        return result

    def classify(self, exc: BaseException) -> Verdict:
        """See the module docstring."""
        return _generic_classify(exc)


class _ConversionError(Exception):
    """An error raised while an engine converts the plan (before execution)."""

    def __init__(self, cause: BaseException) -> None:
        super().__init__(str(cause))
        self.cause = cause


class DataFusionEngine:
    """DataFusion 55 through its Python Substrait consumer."""

    name = "datafusion"

    def __init__(self) -> None:
        from datafusion import SessionContext

        self._ctx_factory = SessionContext

    def run(self, plan: bytes) -> pa.Table:
        """Convert and execute ``plan`` in a fresh ``SessionContext``."""
        from datafusion.substrait import Consumer, Serde

        ctx = self._ctx_factory()
        try:
            sub = Serde.deserialize_bytes(plan)
            logical = Consumer.from_substrait_plan(ctx, sub)
        except Exception as exc:
            raise _ConversionError(exc) from exc
        df = ctx.create_dataframe_from_logical_plan(logical)
        return df.to_arrow_table()

    def classify(self, exc: BaseException) -> Verdict:
        """Conversion errors are unsupported; execution errors raised (unless they say unsupported)."""
        if isinstance(exc, _ConversionError):
            return "unsupported"
        return _generic_classify(exc)


def with_legacy_extension_uris(plan: bytes) -> bytes:
    """``plan`` with legacy ``extension_uris`` added next to its URNs, for consumers older than 0.85.

    Each URN ``extension:io.substrait:<stem>`` gets the URI
    ``https://github.com/substrait-io/substrait/blob/main/extensions/<stem>.yaml`` under the same anchor, and
    every declaration gets ``extension_uri_reference`` equal to its URN reference. Uses the legacy message
    class of :mod:`substrait_py.legacy` (fields 1 of Plan and of the declarations, reserved since 0.85).
    """
    from substrait_py.legacy import legacy_plan_class

    cls: Any = legacy_plan_class()
    msg = cls()
    msg.ParseFromString(plan)
    for u in msg.extension_urns:
        stem = u.urn.rsplit(":", 1)[-1]
        msg.extension_uris.add(
            extension_uri_anchor=u.extension_urn_anchor,
            uri=f"https://github.com/substrait-io/substrait/blob/main/extensions/{stem}.yaml",
        )
    for d in msg.extensions:
        kind = d.WhichOneof("mapping_type")
        if kind is None:
            continue
        decl = getattr(d, kind)
        decl.extension_uri_reference = decl.extension_urn_reference
    return bytes(msg.SerializeToString())


class AceroEngine:
    """Arrow's Acero through ``pyarrow.substrait.run_query`` (legacy extension URIs added)."""

    name = "acero"

    def run(self, plan: bytes) -> pa.Table:
        """Execute ``plan`` with Acero."""
        import pyarrow.substrait as ps

        reader = ps.run_query(pa.py_buffer(with_legacy_extension_uris(plan)), use_threads=False)
        return reader.read_all()

    def classify(self, exc: BaseException) -> Verdict:
        """``ArrowNotImplementedError`` and conversion messages are unsupported; other errors raised."""
        if isinstance(exc, pa.ArrowNotImplementedError):
            return "unsupported"
        return _generic_classify(exc)


class SparkEngine:
    """Our Spark consumer (``spark_consumer.consumer.SparkConsumer``), imported lazily."""

    name = "spark"

    def __init__(self, spark: Any = None) -> None:
        self._spark = spark
        self._consumer_cls: Any = None
        self._unavailable: str | None = None
        try:
            from spark_consumer.consumer import SparkConsumer
        except ImportError as exc:
            self._unavailable = f"spark_consumer.consumer is not available: {exc}"
        else:
            self._consumer_cls = SparkConsumer

    def _session(self) -> Any:
        if self._spark is None:
            from spark_consumer.session import local_session

            self._spark = local_session()
        return self._spark

    def run(self, plan: bytes) -> pa.Table:
        """Translate ``plan`` to a DataFrame and collect it as Arrow."""
        if self._unavailable is not None:
            raise EngineUnavailable("spark consumer", self._unavailable)
        from substrait import plan_pb2

        from substrait_py.errors import PlanLoadError

        parsed = plan_pb2.Plan()
        try:
            parsed.ParseFromString(plan)
        except Exception as exc:
            raise PlanLoadError(f"plan bytes do not parse: {exc}") from exc
        df = self._consumer_cls(self._session()).to_dataframe(parsed)
        to_arrow = getattr(df, "toArrow", None)
        if to_arrow is not None:
            return to_arrow()
        return pa.Table.from_pylist([r.asDict() for r in df.collect()])

    def classify(self, exc: BaseException) -> Verdict:
        """``UnsupportedFeatureError`` is unsupported; every other error raised."""
        if isinstance(exc, UnsupportedFeatureError):
            return "unsupported"
        return "raised"


def get_engine(name: str | Engine | Callable[[bytes], pa.Table]) -> Engine:
    """The adapter for an engine name (``datafusion``, ``acero``, ``spark``), an engine, or a callable."""
    if isinstance(name, str):
        key = name.lower()
        if key == "datafusion":
            return DataFusionEngine()
        if key == "acero":
            return AceroEngine()
        if key == "spark":
            return SparkEngine()
        raise UnsupportedFeatureError(
            f"engine {name!r}", f"unknown engine {name!r}; choose one of {ENGINE_NAMES}"
        )
    if hasattr(name, "run") and hasattr(name, "classify") and hasattr(name, "name"):
        return name
    if callable(name):
        return CallableEngine(name, getattr(name, "__name__", "callable"))
    raise UnsupportedFeatureError("engine", f"not an engine: {name!r}")
