"""The producer on Spark's scalar, aggregate and window functions beyond the relational core, and on the
leaves Spark's optimizer leaves behind (a relation proven empty, ``TIMESTAMP_NTZ`` literals).

Each query is produced with ``to_substrait`` from Spark SQL over the differential table (nulls, NaN, -0.0,
text outside ASCII, dates and timestamps before 1970), in the session time zone the case names, and
compared with Spark SQL's own answer to the same text in that zone:

* on our consumer, run in a session of UTC with ANSI mode on: the plan carries the zone and the ANSI
  mode's meaning, not the session;
* on DataFusion 55, the plan produced in the ``datafusion`` dialect (DataFusion's names for the standard
  functions it does not know). What DataFusion's consumer does not implement is a strict xfail naming it.

The plan must also hold the functions under test, so that a folded constant cannot pass in their place.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pyarrow.parquet as pq
import pytest

from conformance.differential import TABLE
from conformance.reference import assert_tables_match, sql_sorts
from conformance.session_settings import SessionSettings
from spark_consumer.consumer import SparkConsumer
from spark_consumer.producer import to_substrait
from spark_consumer.types import substrait_type
from substrait_py.errors import UnsupportedFeatureError
from substrait_py.schema import root_fields
from substrait_py.typesys import same_type
from substrait_py.validate import validate_plan
from tests.test_producer_nested import DataFusionLacks, _features

if TYPE_CHECKING:
    import pyarrow as pa
    from pyspark.sql import DataFrame, SparkSession
    from substrait.plan_pb2 import Plan

pytestmark = pytest.mark.spark


#: DataFusion 55's own words for a function it does not know, and for the division by zero it raises
#: whatever the plan's ``on_domain_error``/``on_division_by_zero`` say: only these count as its limits.
_DATAFUSION_LIMITS = ('Unsupported function name: "', "Arrow error: Divide by zero error")


@dataclass(frozen=True)
class Case:
    """One query, the functions its plan must declare or hold, the session time zone it is produced and
    answered in (and its ANSI mode), and why DataFusion cannot run it (an exception type and reason;
    None: it must)."""

    id: str
    sql: str
    features: frozenset[str]
    zone: str = "UTC"
    ansi: bool = True
    datafusion_fails: tuple[type[Exception], str] | None = None


def case(
    id: str,
    sql: str,
    features: set[str],
    *,
    zone: str = "UTC",
    ansi: bool = True,
    datafusion_fails: tuple[type[Exception], str] | None = None,
) -> Case:
    return Case(id, sql, frozenset(features), zone, ansi, datafusion_fails)


_TRIGONOMETRY = ("sin", "cos", "tan", "asin", "acos", "atan")
_TRIGONOMETRY += ("sinh", "cosh", "tanh", "asinh", "acosh", "atanh")
_EXTRACT_ENUM = (
    UnsupportedFeatureError,
    "the datafusion dialect refuses extract's enum argument, which DataFusion's consumer rejects",
)

_TRUNC_FORMATS = (
    "YEAR",
    "QUARTER",
    "MM",
    "WEEK",
    "DD",
    "HOUR",
    "MINUTE",
    "SECOND",
    "MILLISECOND",
    "MICROSECOND",
)
_TRUNC_OUTSIDE_UTC = (UnsupportedFeatureError, "DataFusion's date_trunc truncates instants in UTC")

CASES = [
    case(
        "isnan-of-null-is-false",
        "SELECT id, isnan(f) AS n, isnan(CAST(y AS DOUBLE)) AS m, NOT isnan(f) AS o FROM t",
        {"is_nan", "coalesce"},
    ),
    case(
        "greatest-least-skip-nulls",
        "SELECT id, greatest(x, y) AS a, least(f, 1.0) AS b, greatest(s, g, 'b') AS c, "
        "least(dt, DATE '2000-01-01') AS d, greatest(d, 0.5) AS e FROM t",
        {"greatest_skip_null", "least_skip_null"},
    ),
    case(
        "trigonometry",
        "SELECT id, " + ", ".join(f"{fn}(f) AS {fn}_f" for fn in _TRIGONOMETRY) + ", "
        "degrees(f) AS deg, radians(y) AS rad, asin(y / 2.0) AS asin_y FROM t",
        {*_TRIGONOMETRY, "degrees", "radians"},
    ),
    case(
        "pow-of-doubles",
        "SELECT id, pow(f, 2) AS a, pow(x, y) AS b, power(f, 0.5) AS c, pow(-f, 1.0 / 3) AS e, "
        "pow(2, x) AS g FROM t",
        {"power"},
    ),
    case(
        "first-last-any-value",
        "SELECT y, first(y + 1) AS a, last(y * 2, true) AS b, "
        "any_value(CASE WHEN x IS NULL THEN NULL ELSE y END, true) AS c, count(*) AS n "
        "FROM t GROUP BY y ORDER BY y",
        {"any_value"},
    ),
    case(
        "concat-ws-skips-nulls",
        "SELECT id, concat_ws('-', s, g, 'x') AS a, concat_ws(s, 'a', 'b') AS b, concat_ws(', ', s) AS c, "
        "concat_ws('', g, s) AS e FROM t",
        {"concat_ws"},
    ),
    case(
        "try-cast",
        "SELECT id, try_cast(s AS INT) AS a, try_cast(f AS INT) AS b, try_cast(x * 1000000000 AS INT) AS c, "
        "try_cast(d AS DECIMAL(3, 2)) AS e, try_cast(s AS DOUBLE) AS g FROM t",
        {"cast"},
    ),
    case(
        "try-cast-with-ansi-off",
        "SELECT id, try_cast(s AS INT) AS a, try_cast(x * 1000000000 AS INT) AS c, "
        "try_cast(f AS TINYINT) AS e FROM t",
        {"cast"},
        ansi=False,
    ),
    case(
        # Spark's text of a plan stops after 25 fields: a try_cast past them was once not seen
        "try-cast-past-the-25th-column",
        "SELECT id, " + ", ".join(f"x + {i} AS c{i}" for i in range(30)) + ", try_cast(s AS INT) AS z FROM t",
        {"cast"},
    ),
    case(
        "concat-of-a-null-is-null",
        "SELECT id, concat(s, '-', g) AS a, concat(s, 'x') AS b, s || g AS c FROM t",
        {"concat"},
    ),
    case("signum", "SELECT id, signum(x) AS a, signum(f) AS b, signum(d) AS c FROM t", {"sign"}),
    case(
        "logarithms-null-at-and-below-zero",
        "SELECT id, ln(f) AS a, log10(f) AS b, log2(x) AS c, ln(-y) AS e, ln(f * 0) AS z FROM t",
        {"ln", "log10", "log2", "if_then"},
    ),
    case(
        "log1p-null-at-and-below-minus-one",
        "SELECT id, log1p(f) AS a, log1p(f - 1.25) AS b, log1p(-1.0 * y) AS c FROM t",
        {"log1p", "if_then"},
        datafusion_fails=(DataFusionLacks, "DataFusion 55's consumer has no log1p"),
    ),
    case(
        "ceil-floor",
        "SELECT id, ceil(f) AS a, floor(f) AS b, ceil(d) AS c, floor(d * 3) AS e, ceil(x) AS g, "
        "floor(-0.5) AS h, ceil(f * 1e8) AS i, ceil(CAST('NaN' AS DOUBLE)) AS j FROM t",
        {"ceil", "floor", "if_then"},
    ),
    case(
        "ceil-floor-outside-bigint-ansi-off",
        "SELECT id, ceil(CAST('NaN' AS DOUBLE)) AS a, floor(f * 1e300) AS b, ceil(f * 1e10) AS c, "
        "floor(-f * 1e19) AS e FROM t",
        {"ceil", "floor", "if_then"},
        ansi=False,
    ),
    case(
        "remainders-truncate",
        "SELECT id, x % y AS a, -7 % y AS b, d % y AS c, d / y AS e, x DIV y AS g FROM t WHERE y <> 0",
        {"modulus", "divide"},
    ),
    case(
        "division-by-zero-ansi-off-is-null",
        "SELECT id, y / 0.0 AS a, d / 0 AS b, d % 0 AS c, x % 0 AS e, x % y AS g, d % y AS i, "
        "x DIV 0 AS j, d DIV 0.0 AS k FROM t",
        {"modulus", "divide", "if_then"},
        ansi=False,
        datafusion_fails=(DataFusionLacks, "DataFusion 55 fails a division by zero whatever the options say"),
    ),
    case(
        "trims-of-spaces-and-of-characters",
        "SELECT id, trim(s) AS a, ltrim(s) AS b, rtrim(s) AS c, trim(BOTH 'aH' FROM s) AS d, "
        "trim(LEADING ' p' FROM s) AS e, trim(TRAILING 'dc' FROM s) AS f FROM t",
        {"trim", "ltrim", "rtrim"},
    ),
    case(
        "pads-keep-the-start",
        "SELECT id, lpad(s, 3, 'ab') AS a, rpad(s, 3) AS b, lpad(s, 8, 'xy') AS c, rpad(s, 0, 'q') AS d, "
        "lpad(s, -1, 'q') AS e, rpad(s, 4, '') AS f, rpad(s, 12, 'é٣') AS g FROM t",
        {"lpad", "rpad"},
    ),
    case(
        "reverse-lengths-positions",
        "SELECT id, reverse(s) AS a, octet_length(s) AS b, bit_length(s) AS c, instr(s, 'b') AS d, "
        "locate('b', s) AS e, position('l' IN s) AS f, instr(s, '') AS g, instr(s, 'ö') AS h FROM t",
        {"reverse", "octet_length", "bit_length", "strpos"},
    ),
    case(
        "time-of-day-of-wall-times-and-instants",
        "SELECT id, hour(ts) AS a, minute(ts) AS b, second(ts) AS c, hour(CAST(ts AS TIMESTAMP_LTZ)) AS d, "
        "minute(CAST(ts AS TIMESTAMP_LTZ)) AS e, dayofweek(dt) AS f, weekday(dt) AS g FROM t",
        {"extract"},
        datafusion_fails=_EXTRACT_ENUM,
    ),
    case(
        "time-of-day-of-instants-in-the-session-zone",
        "SELECT id, hour(CAST(x * 4000 AS TIMESTAMP)) AS a, minute(CAST(x * 4000 AS TIMESTAMP)) AS b, "
        "second(CAST(-y * 4001 AS TIMESTAMP)) AS c, hour(TIMESTAMP_LTZ '2024-03-10 01:30:00') AS d, "
        "hour(TIMESTAMP_LTZ '2024-03-10 01:30:00+00:00') AS e FROM t",
        {"extract"},
        zone="Asia/Kolkata",
        datafusion_fails=_EXTRACT_ENUM,
    ),
    case(
        "date-trunc-of-every-unit",
        "SELECT id, " + ", ".join(f"date_trunc('{u}', ts) AS {u.lower()}" for u in _TRUNC_FORMATS) + ", "
        "date_trunc('fortnight', ts) AS unknown FROM t",
        {"round_calendar"},
    ),
    case(
        "date-trunc-in-the-session-zone",
        "SELECT id, "
        + ", ".join(f"date_trunc('{u}', CAST(x * 4000 AS TIMESTAMP)) AS {u}" for u in _TRUNC_FORMATS)
        + ", date_trunc('DAY', TIMESTAMP_LTZ '2024-03-10 12:00:00') AS skipped, "
        "date_trunc('HOUR', TIMESTAMP_LTZ '2024-11-03 09:30:00+00:00') AS repeated FROM t",
        {"round_calendar"},
        zone="America/Los_Angeles",
        datafusion_fails=_TRUNC_OUTSIDE_UTC,
    ),
    case(
        "date-trunc-in-a-half-hour-zone",
        "SELECT id, date_trunc('HOUR', CAST(x * 4000 AS TIMESTAMP)) AS h, "
        "date_trunc('DAY', CAST(x * 4000 AS TIMESTAMP)) AS d FROM t",
        {"round_calendar"},
        zone="Asia/Kolkata",
        datafusion_fails=_TRUNC_OUTSIDE_UTC,
    ),
    case(
        "an-instant-whose-wall-time-the-zone-shows-twice",
        "SELECT id, TIMESTAMP_LTZ '2024-11-03 09:30:00+00:00' AS a, "
        "CAST(x * 1000000 AS TIMESTAMP) < TIMESTAMP_LTZ '2024-11-03 09:30:00+00:00' AS b FROM t",
        {"precision_timestamp_tz_literal"},
        zone="America/Los_Angeles",
    ),
    case(
        "trunc-of-dates",
        "SELECT id, trunc(dt, 'YEAR') AS y, trunc(dt, 'yy') AS yy, trunc(dt, 'QUARTER') AS q, "
        "trunc(dt, 'MON') AS m, trunc(dt, 'week') AS w, trunc(dt, 'DD') AS unknown FROM t",
        {"round_calendar"},
        datafusion_fails=(UnsupportedFeatureError, "DataFusion's date_trunc has no date overload"),
    ),
    case(
        "nanvl-and-log-of-a-base",
        "SELECT id, nanvl(f, -1.0) AS a, nanvl(CAST('NaN' AS DOUBLE), f) AS b, log(2.0, f) AS c, "
        "log(f, 8.0) AS e, log(1.0, f) AS g, log(y, x) AS h FROM t",
        {"is_nan", "ln", "divide", "if_then"},
    ),
    case(
        "replace",
        "SELECT id, replace(s, 'l', 'LL') AS a, replace(s, '', 'x') AS b, replace(s, g, '-') AS c, "
        "replace(s, 'ö') AS e FROM t",
        {"replace"},
    ),
    case(
        "months-added-to-dates-and-wall-times",
        "SELECT id, dt + INTERVAL '1' MONTH AS a, dt - INTERVAL '13' MONTH AS b, "
        "ts + INTERVAL '2' YEAR AS c, ts - INTERVAL '1-1' YEAR TO MONTH AS e, ts + INTERVAL '36' HOUR AS g, "
        "ts - INTERVAL '1 02:03:04.5' DAY TO SECOND AS h FROM t",
        {"add"},
    ),
    case(
        "intervals-added-to-instants-in-the-session-zone",
        "SELECT id, CAST(x * 4000000 AS TIMESTAMP) + INTERVAL '1' MONTH AS a, "
        "TIMESTAMP_LTZ '2024-02-10 10:30:00+00:00' + INTERVAL '1' MONTH AS b, "
        "CAST(x * 4000000 AS TIMESTAMP) - INTERVAL '23:59' HOUR TO MINUTE AS c FROM t",
        {"add"},
        zone="America/Los_Angeles",
        datafusion_fails=(UnsupportedFeatureError, "DataFusion's consumer reads no zone argument of add"),
    ),
    case(
        "numbers-cast-to-narrower-integers-ansi-off",
        "SELECT id, CAST(x * 1000000000 AS INT) AS a, CAST(f * 1e12 AS INT) AS b, "
        "CAST(d * 1000 AS TINYINT) AS c, CAST(CAST(x AS DOUBLE) * 1e30 AS BIGINT) AS e, "
        "CAST(f * 1e30 AS SMALLINT) AS g, CAST(CAST(f AS FLOAT) * 1e12 AS INT) AS h, "
        "CAST(y * 1000 AS TINYINT) AS k, CAST(CAST('NaN' AS DOUBLE) AS INT) AS m FROM t",
        {"bitwise_and", "bitwise_xor", "if_then"},
        ansi=False,
    ),
    case(
        "integer-overflow-wraps-ansi-off",
        "SELECT g, sum(x * 4611686018427387904) AS a, max(-x * 9223372036854775807) AS b, "
        "min(x + 9223372036854775807) AS c, max(abs(x * 9223372036854775807)) AS e, avg(d) AS h, "
        "avg(x) OVER (PARTITION BY g) AS k FROM t GROUP BY g, x",
        {"multiply", "add", "sum", "avg"},
        ansi=False,
    ),
    case(
        "min-max-of-booleans",
        "SELECT g, min(b) AS a, max(b) AS c, every(b) AS e, bool_or(b) AS o, some(b AND id > 6) AS p "
        "FROM t GROUP BY g",
        {"bool_and", "bool_or"},
    ),
    case(
        "ntile",
        "SELECT id, ntile(3) OVER (ORDER BY id) AS a, ntile(5) OVER (PARTITION BY g ORDER BY id) AS b, "
        "ntile(20) OVER (ORDER BY x DESC, id) AS c FROM t",
        {"ntile"},
    ),
    case(
        "timestamp-ntz-literals",
        "SELECT id, TIMESTAMP_NTZ '1969-02-28 12:00:00.5' AS a, ts <> TIMESTAMP_NTZ '2024-01-01 00:00:00' "
        "AS b, ts < TIMESTAMP '2000-02-29 12:00:00' AS c FROM t",
        {"precision_timestamp_literal"},
    ),
]


@dataclass
class Env:
    """Spark and the table, as a DataFrame registered as ``t`` and as Arrow."""

    spark: SparkSession
    df: DataFrame
    arrow: pa.Table


@pytest.fixture(scope="module")
def env(spark: SparkSession, tmp_path_factory: pytest.TempPathFactory) -> Env:
    path = Path(tmp_path_factory.mktemp("producer-functions")) / "t.parquet"
    pq.write_table(TABLE, path)
    df = spark.read.parquet(str(path))
    df.createOrReplaceTempView("t")
    return Env(spark, df, TABLE)


def _zone(env: Env, zone: str, *, ansi: bool = True) -> SessionSettings:
    settings = {"spark.sql.session.timeZone": zone, "spark.sql.ansi.enabled": str(ansi).lower()}
    return SessionSettings(env.spark, settings)


def _produce(env: Env, c: Case, dialect: str = "standard") -> Plan:
    with _zone(env, c.zone, ansi=c.ansi):
        return to_substrait(c.sql, env.spark, dialect=dialect)  # type: ignore[arg-type]


def _spark_answer(env: Env, c: Case) -> pa.Table:
    with _zone(env, c.zone, ansi=c.ansi):
        return env.spark.sql(c.sql).toArrow()


def _datafusion(plan: Plan, table: pa.Table) -> pa.Table:
    from datafusion import SessionContext
    from datafusion.substrait import Consumer, Serde

    ctx = SessionContext()
    ctx.register_record_batches("t", [table.to_batches()])
    try:
        logical = Consumer.from_substrait_plan(ctx, Serde.deserialize_bytes(plan.SerializeToString()))
    except Exception as exc:
        if any(limit in str(exc) for limit in _DATAFUSION_LIMITS):
            raise DataFusionLacks(str(exc).splitlines()[0]) from exc
        raise
    try:
        return ctx.create_dataframe_from_logical_plan(logical).to_arrow_table()
    except Exception as exc:
        if any(limit in str(exc) for limit in _DATAFUSION_LIMITS):
            raise DataFusionLacks(str(exc).splitlines()[0]) from exc
        raise


@pytest.mark.parametrize("c", CASES, ids=[c.id for c in CASES])
def test_produced_plan_means_what_sparks_query_means(c: Case, env: Env) -> None:
    plan = _produce(env, c)
    assert validate_plan(plan) == []
    assert c.features <= _features(plan), sorted(_features(plan))
    with _zone(env, c.zone, ansi=c.ansi):
        schema = env.spark.sql(c.sql).schema
    for f, sf in zip(root_fields(plan), schema.fields, strict=True):
        spark_t = substrait_type(sf.dataType, sf.nullable)
        assert same_type(f.type, spark_t, ignore_nullability=True), (sf.name, f.type, spark_t)
    expected = _spark_answer(env, c)
    got = SparkConsumer(env.spark, {"t": env.df}).to_dataframe(plan).toArrow()
    assert got.num_rows == expected.num_rows > 0
    assert_tables_match(got, expected, ordered=sql_sorts(c.sql), check_names=True)


def _datafusion_param(c: Case) -> object:
    if c.datafusion_fails is None:
        return pytest.param(c, id=c.id)
    raises, reason = c.datafusion_fails
    return pytest.param(c, id=c.id, marks=pytest.mark.xfail(strict=True, raises=raises, reason=reason))


@pytest.mark.parametrize("c", [_datafusion_param(c) for c in CASES])
def test_produced_plan_runs_right_on_datafusion(c: Case, env: Env) -> None:
    got = _datafusion(_produce(env, c, dialect="datafusion"), env.arrow)
    assert_tables_match(got, _spark_answer(env, c), ordered=sql_sorts(c.sql), check_names=False)


# ------------------------------------------------------------------------------ relations proven empty


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT * FROM t WHERE 1 = 0",
        "SELECT id, d * 3 AS c FROM t WHERE regexp_like('ö', 'h') ORDER BY id LIMIT 3",
        "SELECT count(*) AS n, max(x) AS m FROM t WHERE 1 = 0",
        "SELECT id FROM t WHERE id < 3 UNION ALL SELECT id FROM t WHERE 1 = 0",
    ],
    ids=["all-columns", "computed-columns", "aggregate-of-none", "union-with-an-empty-side"],
)
def test_a_relation_spark_proves_empty_reads_no_table(sql: str, env: Env) -> None:
    """Spark's optimizer replaces a relation it proves empty with an empty ``LocalRelation`` of the
    same columns; the producer read that as the table whose first column it shares (all of ``t``'s
    rows for ``WHERE 1 = 0``), or as a table of columns it does not have."""
    plan = to_substrait(sql, env.spark)
    assert validate_plan(plan) == []
    expected = env.spark.sql(sql).toArrow()
    got = SparkConsumer(env.spark, {"t": env.df}).to_dataframe(plan).toArrow()
    assert_tables_match(got, expected, ordered=sql_sorts(sql), check_names=True)
    assert_tables_match(_datafusion(plan, env.arrow), expected, ordered=sql_sorts(sql), check_names=False)


# ------------------------------------------------------------------------------ refusals


@pytest.mark.parametrize(
    ("sql", "dialect", "named"),
    [
        ("SELECT reverse(array(id, 2)) FROM t", "standard", "reverse of array"),
        ("SELECT locate('b', s, 2) FROM t", "standard", "position other than 1"),
        ("SELECT hour(ts) FROM t", "datafusion", "Hour in the DataFusion dialect"),
        ("SELECT weekday(dt) FROM t", "datafusion", "WeekDay in the DataFusion dialect"),
        (
            "SELECT CAST(x AS TIMESTAMP) + INTERVAL '1' DAY FROM t",
            "standard",
            "INTERVAL of days in time zone",
        ),
        ("SELECT CAST(s AS INT) FROM t", "standard", "from string to int with ANSI mode off"),
        ("SELECT concat_ws(',', array(s, g)) FROM t", "standard", "concat_ws of an array"),
        ("SELECT try_cast(s AS INT), CAST(s AS INT) FROM t", "standard", "try_cast beside the same CAST"),
        (
            "SELECT " + ", ".join(f"x + {i} AS c{i}" for i in range(30)) + ", try_add(x, y) AS z FROM t",
            "standard",
            "TRY evaluation",
        ),
    ],
    ids=[
        "reverse-of-a-list",
        "locate-from-2",
        "hour-datafusion",
        "weekday-datafusion",
        "instant-plus-days",
        "text-to-integer-ansi-off",
        "concat-ws-of-an-array",
        "try-cast-beside-cast",
        "try-add-past-the-25th-column",
    ],
)
def test_what_the_producer_cannot_say_is_refused_with_its_reason(
    sql: str, dialect: str, named: str, env: Env
) -> None:
    ansi = "ANSI mode off" not in named
    with _zone(env, "Asia/Kolkata", ansi=ansi), pytest.raises(UnsupportedFeatureError, match=named):
        to_substrait(sql, env.spark, dialect=dialect)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT CAST(ts AS TIMESTAMP_LTZ) FROM t",
        "SELECT CAST(CAST(x AS TIMESTAMP) AS TIMESTAMP_NTZ) FROM t",
        "SELECT CAST(dt AS TIMESTAMP_LTZ) FROM t",
        "SELECT CAST(CAST(x AS TIMESTAMP) AS DATE) FROM t",
        "SELECT CAST(CAST(x AS TIMESTAMP) AS STRING) FROM t",
        "SELECT CAST(CAST(ts AS STRING) AS TIMESTAMP_LTZ) FROM t",
        "SELECT CAST(array(ts) AS ARRAY<TIMESTAMP_LTZ>) FROM t",
    ],
)
def test_casts_that_read_the_session_zone_are_refused_outside_utc(sql: str, env: Env) -> None:
    """Spark reads these in the session's time zone; a Substrait cast reads a wall time as UTC. In an
    Asia/Kolkata session the plan of ``CAST(ts AS TIMESTAMP_LTZ)`` gave ``hour`` 5 for 23:59."""
    with _zone(env, "Asia/Kolkata"), pytest.raises(UnsupportedFeatureError, match="time zone Asia/Kolkata"):
        to_substrait(sql, env.spark)
    with _zone(env, "UTC"):
        plan = to_substrait(sql, env.spark)
        expected = env.spark.sql(sql).toArrow()
    got = SparkConsumer(env.spark, {"t": env.df}).to_dataframe(plan).toArrow()
    assert_tables_match(got, expected, ordered=False, check_names=False)


def test_two_instants_written_alike_are_refused(env: Env) -> None:
    """Spark's JSON writes a ``TIMESTAMP`` literal as its wall time in the session's zone: 08:30 and 09:30
    UTC are both ``2024-11-03 01:30:00`` in Los Angeles. One such literal is read from the JVM plan (it
    was once read as the earlier instant, an hour off); two in one query cannot be told apart."""
    sql = (
        "SELECT TIMESTAMP_LTZ '2024-11-03 09:30:00+00:00' AS a, "
        "TIMESTAMP_LTZ '2024-11-03 08:30:00+00:00' AS b"
    )
    with _zone(env, "America/Los_Angeles"), pytest.raises(UnsupportedFeatureError, match="written alike"):
        to_substrait(sql, env.spark)
