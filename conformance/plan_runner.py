"""Run golden cases on an engine and classify each outcome as pass, wrong, unsupported or error.

* **pass** -- the engine's answer equals the expected answer (names, rows; order when the case is ordered;
  on Spark also the output types: the plan's types are the contract);
* **wrong** -- the engine answered, differently;
* **unsupported** -- the engine refused the plan (``UnsupportedFeatureError``, "not implemented", ...);
* **error** -- the engine raised anything else (a crash on a plan it accepted).

The support matrix counts *error* under unsupported (the engine could not run the case) and lists it.

Engines here take the case's input tables, which the plain adapters of :mod:`conformance.engines`
(``plan bytes -> Table``) cannot: named tables must be bound (Spark: the ``tables`` mapping of
``SparkConsumer``; DataFusion: tables registered in the ``SessionContext``; Acero: a ``table_provider``),
and write/DDL cases need the target table read back. These thin adapters reuse the plain adapters'
error classification (:meth:`conformance.engines.DataFusionEngine.classify` and friends) and Acero's
legacy-URI rewrite (:func:`conformance.engines.with_legacy_extension_uris`).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Protocol

import pyarrow as pa
from substrait import type_pb2 as tp

from substrait_py.errors import UnsupportedFeatureError

from .builders import type_str
from .golden import GoldenCase
from .reference import tables_diff

__all__ = [
    "ENGINES",
    "AceroCaseEngine",
    "CaseEngine",
    "DataFusionCaseEngine",
    "EngineCrashed",
    "IsolatedEngine",
    "Outcome",
    "SparkCaseEngine",
    "Status",
    "make_engine",
    "run_case",
    "run_cases",
]

Status = Literal["pass", "wrong", "unsupported", "error"]
ENGINES: tuple[str, ...] = ("spark", "datafusion", "acero")


@dataclass
class Outcome:
    """The result of one case on one engine."""

    case_id: str
    engine: str
    status: Status
    detail: str = ""
    seconds: float = 0.0
    exception: BaseException | None = None


class CaseEngine(Protocol):
    """An engine that runs golden cases."""

    name: str
    check_types: bool

    def answer(self, case: GoldenCase) -> pa.Table:
        """The engine's answer to ``case`` (the target table's content for write/DDL cases)."""
        ...

    def classify(self, exc: BaseException) -> Status:
        """``unsupported`` or ``error`` for an exception raised by :meth:`answer`."""
        ...


class TargetAbsent(Exception):
    """Raised by an engine when a write/DDL case's target does not exist after the plan."""


# ----------------------------------------------------------------------------------------- type checks


def _arrow_matches(actual: pa.DataType, expected: tp.Type) -> bool:
    """Whether an Arrow column type holds exactly the Substrait type (nullability and field names aside)."""
    kind = expected.WhichOneof("kind")
    simple: dict[str, Callable[[pa.DataType], bool]] = {
        "bool": pa.types.is_boolean,
        "i8": pa.types.is_int8,
        "i16": pa.types.is_int16,
        "i32": pa.types.is_int32,
        "i64": pa.types.is_int64,
        "fp32": pa.types.is_float32,
        "fp64": pa.types.is_float64,
        "string": lambda t: (
            pa.types.is_string(t) or pa.types.is_large_string(t) or pa.types.is_string_view(t)
        ),
        "varchar": lambda t: pa.types.is_string(t) or pa.types.is_large_string(t),
        "fixed_char": lambda t: pa.types.is_string(t) or pa.types.is_large_string(t),
        "binary": lambda t: pa.types.is_binary(t) or pa.types.is_large_binary(t),
        "date": pa.types.is_date32,
        "timestamp": pa.types.is_timestamp,
        "precision_timestamp": pa.types.is_timestamp,
        "timestamp_tz": pa.types.is_timestamp,
        "precision_timestamp_tz": pa.types.is_timestamp,
    }
    if kind in simple:
        return simple[kind](actual)
    if kind == "decimal":
        return bool(
            pa.types.is_decimal(actual)
            and actual.precision == expected.decimal.precision
            and actual.scale == expected.decimal.scale
        )
    if kind == "struct":
        return (
            pa.types.is_struct(actual)
            and actual.num_fields == len(expected.struct.types)
            and all(_arrow_matches(actual.field(i).type, t) for i, t in enumerate(expected.struct.types))
        )
    if kind == "list":
        return (pa.types.is_list(actual) or pa.types.is_large_list(actual)) and _arrow_matches(
            actual.value_type, expected.list.type
        )
    if kind == "map":
        return (
            pa.types.is_map(actual)
            and _arrow_matches(actual.key_type, expected.map.key)
            and _arrow_matches(actual.item_type, expected.map.value)
        )
    return False


def type_mismatches(actual: pa.Schema, expected: Sequence[tp.Type]) -> list[str]:
    """Readable descriptions of the columns whose Arrow type does not hold the expected Substrait type."""
    out = []
    for i, (fld, t) in enumerate(zip(actual, expected, strict=False)):
        if not _arrow_matches(fld.type, t):
            out.append(f"column {i} ({fld.name}): expected {type_str(t)}, got {fld.type}")
    return out


# --------------------------------------------------------------------------------------------- engines


class SparkCaseEngine:
    """Our consumer on one Spark session (``SparkConsumer(spark, tables).to_dataframe(plan)``)."""

    name = "spark"
    check_types = True

    def __init__(self, spark: Any = None) -> None:
        from spark_consumer.consumer import SparkConsumer

        if spark is None:
            from spark_consumer.session import local_session

            spark = local_session()
        self.spark = spark
        self._consumer = SparkConsumer
        self._frames: dict[tuple[str, str], Any] = {}

    def _frame(self, case: GoldenCase, name: str) -> Any:
        spec = case.tables[name]
        key = (name, repr(spec))
        if key not in self._frames:
            if spec.generated:
                df = self.spark.read.parquet(str(spec.parquet_path()))
            else:
                df = self.spark.createDataFrame(spec.arrow())
            self._frames[key] = df
        return self._frames[key]

    def _drop(self, name: str) -> None:
        """Drop a temporary view, view or table called ``name`` (whichever exists)."""
        self.spark.catalog.dropTempView(name)
        if not self.spark.catalog.tableExists(name):
            self._remove_stale_location(name)
            return
        kind = str(self.spark.catalog.getTable(name).tableType or "").upper()
        what = "VIEW" if kind == "VIEW" else "TABLE"
        from spark_consumer.sql.generate import quote

        self.spark.sql(f"DROP {what} IF EXISTS {quote(name)}")

    def _remove_stale_location(self, name: str) -> None:
        """Remove the warehouse folder of a golden table the catalog no longer knows (left by an earlier
        session whose in-memory catalog is gone); Spark refuses to create a managed table over it. Only
        ``golden_*`` names, which belong to this suite, are touched."""
        import shutil
        from urllib.parse import urlparse

        if not name.startswith("golden_"):
            return
        warehouse = str(self.spark.conf.get("spark.sql.warehouse.dir", ""))
        if not warehouse:
            return
        parsed = urlparse(warehouse)
        base = Path(parsed.path if parsed.scheme in ("", "file") else "")
        target = base / name
        if parsed.scheme in ("", "file") and target.is_dir():
            shutil.rmtree(target, ignore_errors=True)

    def answer(self, case: GoldenCase) -> pa.Table:
        """Bind in-memory tables, create catalog tables, run the plan, read the answer or the target."""
        catalog = [n for n, s in case.tables.items() if s.catalog]
        cleanup = [*catalog, *([case.target] if case.target else [])]
        for name in cleanup:
            self._drop(name)
        try:
            for name in catalog:
                self._frame(case, name).write.saveAsTable(name)
            tables = {n: self._frame(case, n) for n, s in case.tables.items() if not s.catalog}
            # write and DDL cases change the catalog: they run with writes allowed
            df = self._consumer(self.spark, tables).execute(case.plan(), allow_writes=True)
            if case.target is None:
                if df is None:
                    raise TargetAbsent("the plan returned no rows")
                return _collect(df)
            if df is not None:
                df.collect()
            if not self.spark.catalog.tableExists(case.target):
                raise TargetAbsent(case.target)
            from spark_consumer.sql.generate import quote

            return _collect(self.spark.table(quote(case.target)))
        finally:
            for name in cleanup:
                self._drop(name)

    def classify(self, exc: BaseException) -> Status:
        """``UnsupportedFeatureError`` is unsupported, everything else an error."""
        return "unsupported" if isinstance(exc, UnsupportedFeatureError) else "error"


def _collect(df: Any) -> pa.Table:
    to_arrow = getattr(df, "toArrow", None)
    if to_arrow is not None:
        return to_arrow()
    return pa.Table.from_pylist([r.asDict() for r in df.collect()])


class DataFusionCaseEngine:
    """DataFusion's Substrait consumer with the case's tables registered in a fresh ``SessionContext``."""

    name = "datafusion"
    check_types = False

    def __init__(self) -> None:
        from .engines import DataFusionEngine

        self._plain = DataFusionEngine()

    def answer(self, case: GoldenCase) -> pa.Table:
        """Register the tables, convert and execute the plan."""
        from datafusion import SessionContext
        from datafusion.substrait import Consumer, Serde

        from .engines import _ConversionError

        if case.target is not None:
            raise UnsupportedFeatureError(
                "write/DDL cases on datafusion", "the runner cannot read a DataFusion target back"
            )
        ctx = SessionContext()
        for name, spec in case.tables.items():
            ctx.register_record_batches(name, [spec.arrow().to_batches()])
        try:
            plan = Serde.deserialize_bytes(case.plan_bytes())
            logical = Consumer.from_substrait_plan(ctx, plan)
        except Exception as exc:
            raise _ConversionError(exc) from exc
        return ctx.create_dataframe_from_logical_plan(logical).to_arrow_table()

    def classify(self, exc: BaseException) -> Status:
        """Conversion errors are unsupported, execution errors are errors (unless they say unsupported)."""
        if isinstance(exc, UnsupportedFeatureError):
            return "unsupported"
        return "unsupported" if self._plain.classify(exc) == "unsupported" else "error"


class AceroCaseEngine:
    """Arrow's Acero (``pyarrow.substrait.run_query``) with a table provider over the case's tables."""

    name = "acero"
    check_types = False

    def __init__(self) -> None:
        from .engines import AceroEngine

        self._plain = AceroEngine()

    def answer(self, case: GoldenCase) -> pa.Table:
        """Run the plan with legacy extension URIs added (Acero predates URNs)."""
        import pyarrow.substrait as ps

        from .engines import with_legacy_extension_uris

        if case.target is not None:
            raise UnsupportedFeatureError("write/DDL cases on acero", "Acero has no catalog to write to")
        data = {name: spec.arrow() for name, spec in case.tables.items()}

        def provider(names: list[str], schema: pa.Schema) -> pa.Table:
            key = names[-1]
            if key not in data:
                raise KeyError(f"unknown table {names}")
            return data[key]

        buf = pa.py_buffer(with_legacy_extension_uris(case.plan_bytes()))
        reader = ps.run_query(buf, table_provider=provider, use_threads=False)
        return reader.read_all()

    def classify(self, exc: BaseException) -> Status:
        """``ArrowNotImplementedError`` and conversion messages are unsupported; others errors."""
        if isinstance(exc, UnsupportedFeatureError):
            return "unsupported"
        return "unsupported" if self._plain.classify(exc) == "unsupported" else "error"


class EngineCrashed(RuntimeError):
    """The engine's process died (e.g. a segmentation fault in native code) or hung while running a case."""


class RemoteEngineError(Exception):
    """An exception raised in the isolated engine process whose class cannot be rebuilt here."""


def _worker(conn: Any, engine_name: str) -> None:
    """Child process of :class:`IsolatedEngine`: answer cases named by their expected file's path."""
    engine = make_engine(engine_name, isolated=False)
    while True:
        msg = conn.recv()
        if msg is None:
            return
        case = GoldenCase.load(Path(msg))
        try:
            table = engine.answer(case)
            sink = pa.BufferOutputStream()
            with pa.ipc.new_stream(sink, table.schema) as writer:
                writer.write_table(table)
            conn.send(("ok", sink.getvalue().to_pybytes()))
        except TargetAbsent as exc:
            conn.send(("absent", str(exc)))
        except Exception as exc:
            cls = type(exc)
            conn.send(("exc", cls.__module__, cls.__qualname__, str(exc), engine.classify(exc)))


class IsolatedEngine:
    """Runs an engine with native code (DataFusion, Acero) in a child process, so a crash on one plan
    (Acero segfaults on some) is one ``error`` outcome, not the end of the run. The child is restarted after
    a crash; exceptions are rebuilt in this process with their class when it can be imported."""

    check_types = False

    def __init__(self, name: str, timeout: float = 300.0) -> None:
        self.name = name
        self.timeout = timeout
        self._proc: Any = None
        self._conn: Any = None

    def _start(self) -> None:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        proc = ctx.Process(target=_worker, args=(child, self.name), daemon=True)
        proc.start()
        child.close()
        self._proc, self._conn = proc, parent

    def _stop(self) -> None:
        if self._proc is not None:
            self._proc.kill()
            self._proc.join()
        self._proc = self._conn = None

    def close(self) -> None:
        """Stop the child process."""
        if self._conn is not None:
            with contextlib.suppress(OSError):
                self._conn.send(None)
        self._stop()

    def answer(self, case: GoldenCase) -> pa.Table:
        """Send the case to the child and rebuild its answer or its exception."""
        if self._proc is None or not self._proc.is_alive():
            self._start()
        self._conn.send(str(case.expected_path))
        try:
            if not self._conn.poll(self.timeout):
                self._stop()
                raise EngineCrashed(f"{self.name} did not answer within {self.timeout:.0f}s")
            msg = self._conn.recv()
        except (EOFError, OSError) as exc:
            code = self._proc.exitcode if self._proc is not None else None
            self._stop()
            raise EngineCrashed(f"{self.name} crashed running {case.id} (exit code {code})") from exc
        if msg[0] == "ok":
            return pa.ipc.open_stream(msg[1]).read_all()
        if msg[0] == "absent":
            raise TargetAbsent(msg[1])
        _, module, qualname, text, status = msg
        rebuilt = _rebuild(module, qualname, text)
        rebuilt._golden_status = status  # type: ignore[attr-defined]
        raise rebuilt

    def classify(self, exc: BaseException) -> Status:
        """The child's classification (crashes are errors)."""
        status = getattr(exc, "_golden_status", "error")
        return "unsupported" if status == "unsupported" else "error"


def _rebuild(module: str, qualname: str, text: str) -> BaseException:
    import importlib

    try:
        cls = importlib.import_module(module)
        for part in qualname.split("."):
            cls = getattr(cls, part)
        if isinstance(cls, type) and issubclass(cls, Exception):
            if issubclass(cls, UnsupportedFeatureError):
                unsupported = cls.__new__(cls)
                unsupported.feature, unsupported.path = "", ""
                Exception.__init__(unsupported, text)
                return unsupported
            return cls(text)
    except (ImportError, AttributeError, TypeError, ValueError):
        # the class is not importable here, or takes other arguments: the child's error is kept as text
        pass
    return RemoteEngineError(f"{module}.{qualname}: {text}")


def make_engine(name: str, spark: Any = None, *, isolated: bool = True) -> CaseEngine:
    """The case engine called ``name`` (``spark``, ``datafusion``, ``acero``). DataFusion and Acero run in a
    child process unless ``isolated`` is false (Spark always runs here, on ``spark`` or a local session)."""
    if name == "spark":
        return SparkCaseEngine(spark)
    if name in ("datafusion", "acero") and isolated:
        return IsolatedEngine(name)
    if name == "datafusion":
        return DataFusionCaseEngine()
    if name == "acero":
        return AceroCaseEngine()
    raise UnsupportedFeatureError(f"engine {name!r}", f"choose one of {ENGINES}")


# ---------------------------------------------------------------------------------------------- running


def run_case(case: GoldenCase, engine: CaseEngine) -> Outcome:
    """Run one case on one engine and classify the outcome (never raises for engine failures)."""
    start = time.perf_counter()
    try:
        actual = engine.answer(case)
    except TargetAbsent as exc:
        took = time.perf_counter() - start
        if not case.target_exists:
            return Outcome(case.id, engine.name, "pass", "target absent as expected", took)
        return Outcome(
            case.id, engine.name, "wrong", f"target {exc} does not exist after the plan", took, exc
        )
    except Exception as exc:
        took = time.perf_counter() - start
        status = engine.classify(exc)
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        return Outcome(case.id, engine.name, status, f"{type(exc).__name__}: {first}"[:500], took, exc)
    took = time.perf_counter() - start
    if case.target is not None and not case.target_exists:
        return Outcome(case.id, engine.name, "wrong", f"target {case.target} still exists", took)
    problems: list[str] = []
    diff = tables_diff(actual, case.expected_table(), ordered=case.ordered, check_names=True)
    if diff:
        problems.append(diff)
    if engine.check_types and case.types_from == "plan" and actual.num_columns == len(case.types):
        mismatches = type_mismatches(actual.schema, case.substrait_types())
        if mismatches:
            problems.append("output types differ from the plan's: " + "; ".join(mismatches))
    if problems:
        return Outcome(case.id, engine.name, "wrong", "\n".join(problems), took)
    return Outcome(case.id, engine.name, "pass", "", took)


def run_cases(
    cases: Iterable[GoldenCase], engine: CaseEngine, progress: Callable[[Outcome], None] | None = None
) -> Iterator[Outcome]:
    """Run ``cases`` in order, yielding each outcome (and passing it to ``progress``)."""
    for case in cases:
        outcome = run_case(case, engine)
        if progress is not None:
            progress(outcome)
        yield outcome
