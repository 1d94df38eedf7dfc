"""Run the corpus's snapshot plans on Spark (this toolkit's consumer) and DataFusion, and judge each answer.

For each plan: it is read with :func:`substrait_py.planio.read_plan` (which applies the upgrades of
:mod:`substrait_py.upgrades` and refuses a plan with a quirk no upgrade can repair), base schemas the
upgrade marked untyped are typed from the bound tables (:func:`substrait_py.upgrades.type_untyped_reads`,
as a consumer does at run time), and the same plan goes to each engine with the test's tables bound by name
(case-insensitively: Isthmus writes ``LINEITEM``).

Each outcome is one of

* **right** -- the answer equals the expected one (values by position, order when the test's SQL orders its
  result at the top level; names are not compared: producers name columns their own way);
* **wrong** -- the engine answered, differently;
* **refused** -- the toolkit (loading, upgrading, the consumer) raised one of its typed errors, or
  DataFusion's consumer rejected the plan while converting it;
* **crash** -- anything else was raised (a raw engine exception, a Python error in the consumer, an error
  while DataFusion executed the converted plan).

The expected answer is DuckDB's to the test's SQL (:mod:`conformance.corpus.data`). Where the plan means
something else than the SQL (the producer planned integer division, or dropped a CUBE), the plan decides:
:data:`PLAN_MEANING` holds, per test and producer, the SQL that states the plan's meaning and why; an answer
equal to it counts as right, and the report says that DuckDB's SQL answer differs.
"""

from __future__ import annotations

import re
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal

import pyarrow as pa
from substrait.plan_pb2 import Plan

from substrait_py.errors import SubstraitPyError

from ..reference import sql_sorts, tables_diff
from .data import CorpusData, schema_types
from .source import Corpus, CorpusPlan, TestDefinition

__all__ = [
    "DUCKDB_SQL",
    "ENGINES",
    "PLAN_MEANING",
    "DataFusionEngine",
    "Expected",
    "PlanMeaning",
    "SparkEngine",
    "Status",
    "Verdict",
    "classify_exception",
    "judge",
    "reason_key",
    "run_corpus",
    "summarize",
]

Status = Literal["right", "wrong", "refused", "crash"]
STATUSES: tuple[Status, ...] = ("right", "wrong", "refused", "crash")
ENGINES: tuple[str, ...] = ("spark", "datafusion")


@dataclass(frozen=True)
class PlanMeaning:
    """The plan's own meaning where it differs from the test's SQL: ``sql`` states it (same placeholders as
    the test's SQL), ``why`` says what differs."""

    sql: str
    why: str


#: (test category/group/name, producer) -> the plan's meaning, where it differs from the test's SQL.
PLAN_MEANING: dict[tuple[str, str], PlanMeaning] = {
    ("relation/aggregate/aggregate_with_group_by_cube", "duckdb"): PlanMeaning(
        "SELECT L_ORDERKEY, L_LINENUMBER, count(*) FROM '{lineitem}' GROUP BY L_ORDERKEY, L_LINENUMBER "
        "ORDER BY L_ORDERKEY, L_LINENUMBER",
        "DuckDB 1.1 writes the CUBE as one grouping set of both keys (a plain GROUP BY)",
    ),
    ("relation/aggregate/aggregate_with_group_by_rollup", "duckdb"): PlanMeaning(
        "SELECT L_ORDERKEY, L_LINENUMBER, count(*) FROM '{lineitem}' GROUP BY L_ORDERKEY, L_LINENUMBER "
        "ORDER BY L_ORDERKEY, L_LINENUMBER",
        "DuckDB 1.1 writes the ROLLUP as one grouping set of both keys (a plain GROUP BY)",
    ),
    ("relation/aggregate/aggregate_with_grouping_set", "duckdb"): PlanMeaning(
        "SELECT sum(L_EXTENDEDPRICE), L_LINENUMBER, L_ORDERKEY FROM '{lineitem}' "
        "GROUP BY L_LINENUMBER, L_ORDERKEY ORDER BY L_ORDERKEY",
        "DuckDB 1.1 writes the GROUPING SETS as one grouping set of all keys (a plain GROUP BY)",
    ),
    ("function/arithmetic/divide", "datafusion"): PlanMeaning(
        "SELECT PS_PARTKEY, PS_PARTKEY // 10 AS DIVIDE_KEY FROM '{partsupp}' LIMIT 10;",
        "the plan divides i64 by i64: integer division (DuckDB's SQL '/' divides as DOUBLE)",
    ),
    ("function/arithmetic/divide", "isthmus"): PlanMeaning(
        "SELECT PS_PARTKEY, PS_PARTKEY // 10 AS DIVIDE_KEY FROM '{partsupp}' LIMIT 10;",
        "the plan divides i64 by i64: integer division (DuckDB's SQL '/' divides as DOUBLE)",
    ),
    ("function/arithmetic_decimal/divide", "duckdb"): PlanMeaning(
        "SELECT L_TAX, L_EXTENDEDPRICE, round(L_EXTENDEDPRICE::DOUBLE / L_TAX::DOUBLE, 2) AS DIVIDE_KEY "
        "FROM '{lineitem}' LIMIT 10;",
        "DuckDB 1.1 writes its divide() (a zero divisor gives NULL) and its '/' of doubles (IEEE 754) alike "
        "as divide:fp64_fp64 without an option; the plan is read as '/', the division SQL writes most",
    ),
    ("function/string/left", "ibis"): PlanMeaning(
        "SELECT N_NAME, left(N_NAME, 3) AS left_extract_N_NAME FROM '{nation}'",
        "the ibis expression of this test takes 3 characters, the SQL 2",
    ),
    ("function/string/substring0", "ibis"): PlanMeaning(
        "SELECT N_NAME, substr(N_NAME, 2, 3) AS substr_name FROM '{nation}'",
        "ibis numbers a string's characters from 0: the ibis expression of this test, substr(1, 3), takes "
        "the second to the fourth character (ibis answers LGE for ALGERIA), the SQL the first three",
    ),
    ("function/comparison/lt", "ibis"): PlanMeaning(
        "SELECT PS_AVAILQTY FROM '{partsupp}' WHERE PS_AVAILQTY < 10",
        "the ibis expression of this test does not sort; the SQL sorts",
    ),
    ("function/comparison/lte", "ibis"): PlanMeaning(
        "SELECT PS_AVAILQTY FROM '{partsupp}' WHERE PS_AVAILQTY <= 10",
        "the ibis expression of this test does not sort; the SQL sorts",
    ),
    ("function/comparison/gt", "ibis"): PlanMeaning(
        "SELECT PS_AVAILQTY FROM '{partsupp}' WHERE PS_AVAILQTY > 10",
        "the ibis expression of this test compares with 10 and does not sort; the SQL compares with "
        "9990 and sorts",
    ),
    ("function/comparison/gte", "ibis"): PlanMeaning(
        "SELECT PS_AVAILQTY FROM '{partsupp}' WHERE PS_AVAILQTY >= 10",
        "the ibis expression of this test compares with 10 and does not sort; the SQL compares with "
        "9990 and sorts",
    ),
    ("relation/set/union_distinct", "duckdb"): PlanMeaning(
        "SELECT C_NATIONKEY FROM '{customer}' UNION ALL SELECT N_NATIONKEY FROM '{nation}' "
        "ORDER BY C_NATIONKEY",
        "DuckDB 1.1 writes this UNION as SET_OP_UNION_ALL with no distinct above it",
    ),
    ("integration/tpch/q13", "duckdb"): PlanMeaning(
        "SELECT c_count, count(*) AS custdist FROM (SELECT c_custkey, count(o_orderkey) FROM '{customer}' "
        "LEFT OUTER JOIN '{orders}' ON c_custkey = o_custkey AND o_comment <> '%special%requests%' "
        "GROUP BY c_custkey) AS c_orders (c_custkey, c_count) GROUP BY c_count "
        "ORDER BY custdist DESC, c_count DESC",
        "DuckDB 1.1 writes NOT LIKE '%special%requests%' as not_equal(o_comment, '%special%requests%')",
    ),
    ("integration/tpch/q01", "isthmus"): PlanMeaning(
        "SELECT l_returnflag, l_linestatus, sum(l_quantity) AS sum_qty, "
        "sum(l_extendedprice) AS sum_base_price, "
        "sum(l_extendedprice * (1 - l_discount)) AS sum_disc_price, "
        "sum(l_extendedprice * (1 - l_discount) * (1 + l_tax)) AS sum_charge, avg(l_quantity) AS avg_qty, "
        "avg(l_extendedprice) AS avg_price, avg(l_discount) AS avg_disc, count(*) AS count_order "
        "FROM '{lineitem}' WHERE l_shipdate <= CAST(date '1998-12-01' - INTERVAL 10368 SECOND AS DATE) "
        "GROUP BY l_returnflag, l_linestatus ORDER BY l_returnflag, l_linestatus",
        "the -validate- Isthmus plan writes interval '120' day as 10368 seconds (precision 6); the other "
        "Isthmus plan of the test writes 120 days and is judged by the SQL",
    ),
    ("relation/fetch/fetch", "datafusion"): PlanMeaning(
        "SELECT O_ORDERKEY FROM '{orders}'",
        "DataFusion 40 pushed the FETCH into its table scan and wrote the scan without it (no fetch left)",
    ),
    ("relation/fetch/fetch_with_offset", "datafusion"): PlanMeaning(
        "SELECT O_ORDERKEY FROM '{orders}' OFFSET 5",
        "DataFusion 40 pushed the FETCH's count into its table scan and kept only the offset in the plan",
    ),
}


#: Tests whose SQL DuckDB cannot run (written in another engine's dialect): test -> (DuckDB's SQL for the
#: same question, or None for a statement that returns no rows; why).
DUCKDB_SQL: dict[str, tuple[str | None, str]] = {
    "function/approximation/approx_distinct": (
        "SELECT approx_count_distinct(l_comment) FROM '{lineitem}';",
        "DataFusion's approx_distinct is DuckDB's approx_count_distinct",
    ),
    "function/arithmetic/negate": (
        "SELECT PS_PARTKEY, -(PS_PARTKEY) AS NEGATE_KEY FROM '{partsupp}' LIMIT 10;",
        "DuckDB has no negate function; the unary minus",
    ),
    "relation/ddl/drop_table": (None, "DDL: no rows"),
    "relation/read/datafusion_read_virtual_table": (
        "SELECT * FROM (VALUES (10))",
        "DuckDB needs parentheses around VALUES in FROM",
    ),
}


@dataclass
class Expected:
    """The expected answer of one test: DuckDB's answer to the SQL, whether order counts."""

    table: pa.Table | None
    ordered: bool
    error: str = ""


@dataclass
class Verdict:
    """One plan on one engine."""

    plan: str
    producer: str
    engine: str
    status: Status
    reason: str = ""
    detail: str = ""
    note: str = ""
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """A plain dict for ``--json``."""
        return asdict(self)


# ------------------------------------------------------------------------------------------ classifying

_PATH_PREFIX = re.compile(r"(?:^|\s)(?:relations|extensions)\[[^\s:]*:\s*")
_SPACES = re.compile(r"\s+")


def reason_key(exc: BaseException) -> str:
    """A short, groupable text for an exception: its class and the first line of its message without plan
    paths (``UnsupportedFeatureError: unsupported: function 'mode'``)."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    text = _PATH_PREFIX.sub(" ", text)
    text = _SPACES.sub(" ", text).strip()
    if len(text) > 160:
        text = text[:157] + "..."
    return f"{type(exc).__name__}: {text}"


class ConversionError(Exception):
    """DataFusion's consumer rejected the plan while converting it (before execution)."""

    def __init__(self, cause: BaseException) -> None:
        super().__init__(f"{type(cause).__name__}: {cause}")
        self.cause = cause


def classify_exception(exc: BaseException) -> Status:
    """``refused`` for the toolkit's typed errors and DataFusion's conversion errors, ``crash`` otherwise."""
    if isinstance(exc, (SubstraitPyError, ConversionError)):
        return "refused"
    return "crash"


#: Tests of approximate functions: a numeric answer within this relative distance of DuckDB's is right
#: (HyperLogLog estimators differ between engines; each promises a few percent).
APPROXIMATE: dict[str, float] = {
    "function/approximation/approx_count_distinct": 0.1,
    "function/approximation/approx_distinct": 0.1,
}


def _approximately(actual: pa.Table, expected: pa.Table, tolerance: float) -> bool:
    if actual.shape != expected.shape:
        return False
    for a_col, e_col in zip(actual.columns, expected.columns, strict=True):
        for a, e in zip(a_col.to_pylist(), e_col.to_pylist(), strict=True):
            if a is None or e is None:
                if a is not e:
                    return False
            elif abs(float(a) - float(e)) > tolerance * max(abs(float(e)), 1.0):
                return False
    return True


def judge(
    actual: pa.Table, expected: Expected, meaning: pa.Table | None = None, *, tolerance: float | None = None
) -> tuple[Status, str, str]:
    """``(status, detail, note)`` of an answer: right when it equals the expected answer (or, failing that,
    the plan's own meaning; or, for an approximate function, is within ``tolerance`` of it), wrong
    otherwise."""
    if expected.table is None:
        return "right", "", "the statement returns no rows; the plan ran"
    if tolerance is not None and _approximately(actual, expected.table, tolerance):
        return "right", "", f"approximate: within {tolerance:.0%} of DuckDB's estimate"
    try:
        diff = tables_diff(actual, expected.table, ordered=expected.ordered, check_names=False)
    except (KeyError, NotImplementedError, pa.ArrowException) as exc:
        return "wrong", f"the answer cannot be compared ({actual.schema.types}): {reason_key(exc)}", ""
    if diff is None:
        return "right", "", ""
    if meaning is not None:
        other = tables_diff(actual, meaning, ordered=expected.ordered, check_names=False)
        if other is None:
            return "right", "", "the plan's meaning differs from DuckDB's SQL answer; judged by the plan"
    return "wrong", diff, ""


# ---------------------------------------------------------------------------------------------- engines


def _bind(plan: Plan, tables: Mapping[str, Any]) -> dict[str, Any]:
    """``tables`` keyed by the plan's own spelling of each table name it reads (matched case-insensitively;
    Isthmus writes ``LINEITEM``), the others by their own name; one key per table."""
    lowered = {k.lower(): v for k, v in tables.items()}
    out: dict[str, Any] = {}
    for read, _ in _reads(plan):
        if read.WhichOneof("read_type") == "named_table" and read.named_table.names:
            name = read.named_table.names[-1]
            if name.lower() in lowered:
                out[name] = lowered[name.lower()]
    spelled = {k.lower() for k in out}
    out.update({k: v for k, v in tables.items() if k.lower() not in spelled})
    return out


def _reads(plan: Plan) -> Iterable[tuple[Any, Any]]:
    from substrait_py.upgrades import messages_of_type

    return messages_of_type(plan, "substrait.ReadRel")


class SparkEngine:
    """This toolkit's consumer: ``SparkConsumer(spark, tables).to_dataframe(plan)`` on one session."""

    name = "spark"

    def __init__(self, spark: Any = None) -> None:
        if spark is None:
            from spark_consumer.session import local_session

            spark = local_session()
        self.spark = spark
        self._frames: dict[str, Any] = {}

    def _frame(self, table: pa.Table | Path) -> Any:
        key = str(table) if isinstance(table, Path) else f"arrow:{id(table)}"
        if key not in self._frames:
            if isinstance(table, Path):
                self._frames[key] = self.spark.read.parquet(str(table))
            else:
                self._frames[key] = self.spark.createDataFrame(table.to_pandas(), schema=_spark_schema(table))
        return self._frames[key]

    def answer(self, plan: Any, tables: Mapping[str, pa.Table | Path]) -> pa.Table:
        """Run the plan (a ``Plan`` or a ``LoadedPlan``) and collect its answer as Arrow."""
        from spark_consumer.consumer import SparkConsumer

        bare = getattr(plan, "plan", plan)
        frames = {name: self._frame(t) for name, t in _bind(bare, tables).items()}
        df = SparkConsumer(self.spark, tables=frames).to_dataframe(plan)
        to_arrow = getattr(df, "toArrow", None)
        if to_arrow is not None:
            return to_arrow()
        return pa.Table.from_pylist([r.asDict() for r in df.collect()])


def _spark_schema(table: pa.Table) -> Any:
    from pyspark.sql import types as st

    kinds = {
        "int64": st.LongType(),
        "int32": st.IntegerType(),
        "bool": st.BooleanType(),
        "double": st.DoubleType(),
        "string": st.StringType(),
    }
    return st.StructType([st.StructField(f.name, kinds[str(f.type)], True) for f in table.schema])


class DataFusionEngine:
    """DataFusion's Substrait consumer (``Consumer.from_substrait_plan``) with the tables registered."""

    name = "datafusion"

    def answer(self, plan: Plan, tables: Mapping[str, pa.Table | Path]) -> pa.Table:
        """Convert (errors: :class:`ConversionError`) and execute the plan."""
        from datafusion import SessionContext
        from datafusion.substrait import Consumer, Serde

        ctx = SessionContext()
        for name, table in _bind(plan, tables).items():
            # DataFusion normalises unquoted names to lower case but looks plan names up as written.
            quoted = name if name == name.lower() else '"' + name.replace('"', '""') + '"'
            if isinstance(table, Path):
                ctx.register_parquet(quoted, str(table))
            else:
                ctx.register_record_batches(quoted, [table.to_batches()])
        try:
            logical = Consumer.from_substrait_plan(ctx, Serde.deserialize_bytes(plan.SerializeToString()))
        except Exception as exc:
            raise ConversionError(exc) from exc
        return ctx.create_dataframe_from_logical_plan(logical).to_arrow_table()


# ---------------------------------------------------------------------------------------------- running


@dataclass
class RunResult:
    """Every verdict of a run, and the tests whose plan meaning differs from their SQL."""

    verdicts: list[Verdict] = field(default_factory=list)
    expected_errors: dict[str, str] = field(default_factory=dict)


def _typed(plan: Plan, tables: Mapping[str, pa.Table | Path]) -> Plan:
    from substrait_py.upgrades import type_untyped_reads

    lowered = {k.lower(): v for k, v in tables.items()}

    def schema_of(names: Sequence[str]) -> Mapping[str, Any] | None:
        table = lowered.get(names[-1].lower()) if names else None
        return None if table is None else schema_types(table)

    return type_untyped_reads(plan, schema_of)


def run_corpus(
    corpus: Corpus,
    data: CorpusData,
    engines: Sequence[Any],
    *,
    producers: Sequence[str] | None = None,
    filter_text: str | None = None,
    progress: Callable[[CorpusPlan, list[Verdict]], None] | None = None,
) -> RunResult:
    """Run every selected snapshot plan on every engine (see the module docstring)."""

    definitions = corpus.definitions()
    plans = [p for p in corpus.plans() if producers is None or p.producer in producers]
    if filter_text:
        plans = [p for p in plans if filter_text in p.id]
    expected_cache: dict[tuple[str, str, str], Expected] = {}
    meanings: dict[tuple[str, str], pa.Table | None] = {}
    result = RunResult()
    for cp in plans:
        definition = definitions.get((cp.category, cp.group, cp.test))
        verdicts: list[Verdict] = []
        if definition is None:
            for engine in engines:
                verdicts.append(Verdict(cp.id, cp.producer, engine.name, "refused", "no test definition"))
            result.verdicts.extend(verdicts)
            continue
        key = (cp.category, cp.group, cp.test)
        if key not in expected_cache:
            expected_cache[key] = _expected(data, definition)
        expected = expected_cache[key]
        if expected.error:
            result.expected_errors[definition.category + "/" + definition.group + "/" + definition.name] = (
                expected.error
            )
        meaning = _meaning(data, definition, cp.producer, meanings)
        try:
            tables = data.tables(definition)
            loaded = read_loaded(cp.path)
            plan = _typed(loaded.plan, tables)
        except Exception as exc:
            status = classify_exception(exc)
            for engine in engines:
                verdicts.append(Verdict(cp.id, cp.producer, engine.name, status, reason_key(exc)))
            result.verdicts.extend(verdicts)
            if progress is not None:
                progress(cp, verdicts)
            continue
        for engine in engines:
            # this toolkit's consumer gets the plan as loaded (its load diagnostics name its era, and it
            # types untyped reads itself); other engines get the typed plan
            given: Any = loaded if isinstance(engine, SparkEngine) else plan
            verdicts.append(
                _run_one(cp, engine=engine, plan=given, tables=tables, expected=expected, meaning=meaning)
            )
        result.verdicts.extend(verdicts)
        if progress is not None:
            progress(cp, verdicts)
    return result


def _expected(data: CorpusData, definition: TestDefinition) -> Expected:
    from .data import format_sql

    test = f"{definition.category}/{definition.group}/{definition.name}"
    if test in DUCKDB_SQL:
        text = DUCKDB_SQL[test][0]
        if text is None:
            return Expected(None, False)
        from dataclasses import replace

        definition = replace(definition, sql=text)
    sql = format_sql(definition, data.ensure())
    try:
        return Expected(data.expected(definition), sql_sorts(sql))
    except Exception as exc:
        return Expected(None, False, error=reason_key(exc))


def _meaning(
    data: CorpusData, definition: TestDefinition, producer: str, cache: dict[tuple[str, str], pa.Table | None]
) -> pa.Table | None:
    test = f"{definition.category}/{definition.group}/{definition.name}"
    found = PLAN_MEANING.get((test, producer))
    if found is None:
        return None
    key = (test, producer)
    if key not in cache:
        from dataclasses import replace

        cache[key] = data.expected(replace(definition, sql=found.sql))
    return cache[key]


def read_loaded(path: Path) -> Any:
    """The plan file loaded with its diagnostics; a quirk no upgrade repairs is refused as ``read_plan``
    refuses it."""
    from substrait_py.errors import InvalidPlanError, Severity
    from substrait_py.planio import load_plan

    loaded = load_plan(path)
    for d in loaded.diagnostics:
        if d.severity is Severity.ERROR:
            raise InvalidPlanError(d.message, code=d.code, path=d.path)
    return loaded


def _run_one(
    cp: CorpusPlan,
    *,
    engine: Any,
    plan: Plan,
    tables: Mapping[str, pa.Table | Path],
    expected: Expected,
    meaning: pa.Table | None,
) -> Verdict:
    start = time.perf_counter()
    if expected.error:
        return Verdict(cp.id, cp.producer, engine.name, "refused", "no expected answer: " + expected.error)
    try:
        actual = engine.answer(plan, tables)
    except Exception as exc:
        took = time.perf_counter() - start
        return Verdict(
            cp.id, cp.producer, engine.name, classify_exception(exc), reason_key(exc), seconds=took
        )
    took = time.perf_counter() - start
    status, detail, note = judge(
        actual, expected, meaning, tolerance=APPROXIMATE.get(f"{cp.category}/{cp.group}/{cp.test}")
    )
    reason = "" if status == "right" else (detail.splitlines()[0] if detail else "")
    return Verdict(cp.id, cp.producer, engine.name, status, reason, detail[:2000], note, took)


# --------------------------------------------------------------------------------------------- summary


def summarize(verdicts: Iterable[Verdict]) -> dict[tuple[str, str], Counter[str]]:
    """(producer, engine) -> counts of each status."""
    table: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for v in verdicts:
        table[(v.producer, v.engine)][v.status] += 1
    return table


def reasons(verdicts: Iterable[Verdict], status: Status) -> dict[tuple[str, str], Counter[str]]:
    """(producer, engine) -> counts of the reasons of the verdicts with ``status``."""
    table: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for v in verdicts:
        if v.status == status:
            table[(v.producer, v.engine)][v.reason] += 1
    return table
