"""Plans DuckDB's Substrait extension wrote (releases 1.0.3 and 1.1.3, ``tests/data/duckdb``), run on
Spark and compared with that release's own answer to the query each was made from
(``duckdb-<release>-<name>.answer.parquet``, written by that release: other DuckDB releases answer some of
these queries otherwise). The table is the DataFusion probes' ``t``
(``tests/data/datafusion_eras/probe-t.parquet``) without its list column, which the extension cannot
write."""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
from pyspark.errors import PySparkException
from pyspark.sql import SparkSession

from conformance.reference import assert_tables_match
from spark_consumer.consumer import SparkConsumer

DATA = Path(__file__).parent / "data"
TABLE = DATA / "datafusion_eras" / "probe-t.parquet"
#: The query DuckDB made each plan from, by the release and the plan's name.
PLANS = {
    # DuckDB 1.1 divides doubles as IEEE 754 does (its integer division and remainders by zero are
    # null); DuckDB 1.0's division by zero is null for every type
    ("1.1.3", "float-division-by-zero"): "SELECT id, f / 0, x / 0.0 FROM t",
    ("1.0.3", "float-division-by-zero"): "SELECT id, f / 0, x / 0.0 FROM t",
    # DuckDB 1.0 declares max of a timestamp as functions_arithmetic's (numbers only)
    (
        "1.0.3",
        "timestamp-extremes",
    ): "SELECT g, max(ts) AS a, min(dt) AS b FROM t GROUP BY g HAVING count(*) > 1",
    # DuckDB's concat skips nulls
    ("1.1.3", "concat-of-nulls"): "SELECT id, concat(s, g) AS r FROM t",
    # DuckDB rounds a double to the nearest integer (ties to even) and a decimal half away from zero
    ("1.1.3", "float-cast-to-integer"): "SELECT id, CAST(f AS INT) AS r FROM t WHERE id IN (1, 2, 5)",
    ("1.1.3", "decimal-cast-to-integer"): "SELECT id, CAST(d AS INT) AS r FROM t",
    # DuckDB's regexp_replace replaces the first match unless its flags say g
    ("1.1.3", "regexp-replace-first"): "SELECT id, regexp_replace(s, '[aeiou]', '*') AS r FROM t",
    ("1.1.3", "regexp-replace-global"): "SELECT id, regexp_replace(s, '[aeiou]', '*', 'g') AS r FROM t",
    # DuckDB's own names, declared under no extension file: the standard functions of the same meaning
    ("1.1.3", "string-concat-operator"): "SELECT id, s || g AS r FROM t",
    ("1.1.3", "integer-remainder"): "SELECT id, x % 3 AS a, -7 % 3 AS b, x / 4 AS c FROM t",
    ("1.1.3", "ilike"): "SELECT id, s LIKE '%l%' AS a, s ILIKE 'H%' AS b, s LIKE 'a\\_%' AS c FROM t",
    ("1.1.3", "not-ilike"): "SELECT id, s LIKE '%l_' AS a, s NOT ILIKE '%L%' AS b FROM t",
    ("1.1.3", "day-of-week"): "SELECT id, extract(dow FROM dt) AS a, extract(isodow FROM dt) AS b FROM t",
    ("1.1.3", "day-of-year"): "SELECT id, date_part('doy', dt) AS r FROM t",
    ("1.1.3", "iso-week"): "SELECT id, date_part('week', dt) AS r FROM t",
    ("1.1.3", "millisecond"): "SELECT id, date_part('millisecond', ts) AS r FROM t",
    # DuckDB writes a TIMESTAMP literal as its text and -x as subtract of one argument
    ("1.1.3", "timestamp-compared-with-text"): (
        "SELECT id, dt < DATE '2000-01-01' AS a, ts > TIMESTAMP '2000-01-01 00:00:00' AS b FROM t"
    ),
    ("1.1.3", "negation"): "SELECT id, x % 3, x / 3, x * 2 + 1, -x FROM t",
    # DuckDB 1.1 and 1.0 write spec 0.53's and 0.48's interval_day, which had no precision (microseconds),
    # and declare a date's arithmetic with an interval as a timestamp (DuckDB's result) where the spec
    # says date
    ("1.1.3", "date-time-plus-interval"): (
        "SELECT id, ts + INTERVAL '1 day' AS a, ts - INTERVAL '1 year' AS b, dt + INTERVAL '1 month' AS c, "
        "dt - INTERVAL '3 days' AS e, dt - INTERVAL '1 year' AS h FROM t"
    ),
    ("1.0.3", "date-time-plus-interval"): (
        "SELECT id, ts + INTERVAL '1 day' AS a, ts - INTERVAL '1 year' AS b, dt + INTERVAL '1 month' AS c, "
        "dt - INTERVAL '3 days' AS e, dt - INTERVAL '1 year' AS h FROM t"
    ),
    # DuckDB's own functions, declared by name alone: read with DuckDB's meaning (DuckDB's log(x) is to
    # base 10 and log(b, x) takes the base first, its to_hex writes upper case, its trunc keeps the type,
    # its date_trunc of a date gives a date for a unit of a day or more, its epoch has the fraction, its
    # % of doubles is fmod with NaN for a zero divisor)
    **{
        (release, name): query
        for release in ("1.1.3", "1.0.3")
        for name, query in {
            "own-string-functions": (
                "SELECT id, md5(s) AS a, sha256(s) AS b, ascii(s) AS c, chr(65 + id) AS e, "
                "chr(233 + id) AS e2, instr(s, 'l') AS h, position('o' IN s) AS k, to_hex(x) AS m, "
                "to_hex(id - 3) AS n FROM t"
            ),
            "own-math-functions": (
                "SELECT id, gcd(x, 6) AS a, lcm(x, 4) AS b, cbrt(f) AS c, log(abs(f) + 1) AS e, "
                "log(2, abs(f) + 1) AS h, trunc(f) AS k, trunc(x) AS m, trunc(d) AS n, cot(f) AS o FROM t "
                "WHERE f <> 0"
            ),
            "own-date-functions": (
                "SELECT id, date_trunc('month', dt) AS a, date_trunc('week', ts) AS b, "
                "date_trunc('hour', ts) AS c, date_trunc('quarter', dt) AS e, epoch(ts) AS h, "
                "epoch(dt) AS k, make_date(2024, id, 1) AS m FROM t"
            ),
            # no standard file defines min and max of strings or booleans
            "min-max-of-strings": (
                "SELECT g, min(s) AS a, max(s) AS b, min(dt) AS c, max(ts) AS e, min(b) AS h, max(b) AS k "
                "FROM t GROUP BY g"
            ),
            # a negative count takes all but that many characters from the other end
            "negative-left-right": (
                "SELECT id, left(s, -2) AS a, right(s, -2) AS b, left(s, 2) AS c, right(s, id - 3) AS e "
                "FROM t"
            ),
            # days added to a date, and the days between two dates, as integers
            "date-and-days": (
                "SELECT id, dt + 3 AS a, dt - 2 AS b, dt - DATE '2000-01-01' AS c, dt - dt AS e, 7 + dt AS h "
                "FROM t"
            ),
            # round(x) and trim(s) without the argument every overload of the spec's takes
            "omitted-arguments": (
                "SELECT id, round(f) AS a, round(-2.5) AS b, round(2.5) AS c, round(d) AS e, "
                "ltrim('  ' || s || ' ') AS h, rtrim(' ' || s || '  ') AS k, trim('  ' || s || '  ') AS m "
                "FROM t"
            ),
            # a null of no type beside values of one type
            "untyped-nulls": (
                "SELECT id, x IN (10, NULL) AS a, concat(s, NULL, g) AS b, concat_ws('-', s, NULL, g) AS c "
                "FROM t"
            ),
            # DuckDB averages integers as DOUBLE, distinct ones too
            "avg-distinct-integers": (
                "SELECT g, avg(DISTINCT x) AS a, avg(DISTINCT id) AS b, avg(x) AS c FROM t GROUP BY g"
            ),
            "regexp-functions": (
                "SELECT id, regexp_matches(s, 'l+') AS a, regexp_extract(s, 'l+') AS b, "
                "regexp_extract(s, '(l)(o)', 2) AS c FROM t"
            ),
            # date_diff counts the part's boundaries between the two values
            "date-diff": (
                "SELECT id, date_diff('hour', ts, TIMESTAMP '2024-01-01 00:00:00') AS a, "
                "date_diff('minute', TIMESTAMP '1969-12-31 23:59:30', ts) AS b, "
                "date_diff('quarter', dt, DATE '2024-01-01') AS c, "
                "date_diff('year', dt, DATE '2024-01-01') AS e, "
                "date_diff('day', ts, TIMESTAMP '2024-01-01 00:00:00') AS h, "
                "datediff('month', dt, DATE '2024-01-01') AS k FROM t"
            ),
            "date-names": (
                "SELECT id, yearweek(dt) AS a, weekday(dt) AS b, dayname(ts) AS c, monthname(ts) AS e, "
                "last_day(ts) AS h, last_day(dt) AS k FROM t"
            ),
            "arg-max-min": (
                "SELECT g, arg_max(id, x) AS a, arg_min(s, f) AS b, count_if(x > 0) AS c FROM t GROUP BY g"
            ),
            "float-remainder": "SELECT id, f % 3 AS a, f % 0 AS b, -f % 2.5 AS c, ~x AS e FROM t",
            "similar-to": "SELECT id, s SIMILAR TO 'H.*' AS a, s SIMILAR TO '.*l' AS b FROM t",
            # the standard degrees and radians
            "angle-conversions": (
                "SELECT id, sin(f) AS a, atan2(f, 1.0) AS c, degrees(f) AS e, radians(f) AS h FROM t"
            ),
        }.items()
    },
    # (DuckDB 1.0 cannot write a struct result)
    ("1.1.3", "own-constructors"): (
        "SELECT id, epoch_ms(ts) AS a, make_timestamp(2024, 1, id, 12, 0, 5.5) AS b, {'k': id, 'v': s} AS c "
        "FROM t"
    ),
    # the same comparison in a filter DuckDB pushed into the read
    ("1.1.3", "timestamp-filter-in-read"): "SELECT id FROM t WHERE ts > TIMESTAMP '2000-01-01 00:00:00'",
    # DuckDB's median has no precision option; it is exact, interpolated between the middle two values
    ("1.1.3", "median-of-integers"): "SELECT g, median(x) AS a FROM t GROUP BY g",
    ("1.1.3", "median-of-decimals"): "SELECT g, median(d) AS m, count(d) AS n FROM t GROUP BY g",
    ("1.0.3", "median-of-integers"): "SELECT g, median(x) AS a FROM t GROUP BY g",
    # DuckDB's substring from position 0 starts one character left of the string
    ("1.1.3", "substring-from-zero"): "SELECT id, substr(s, 0, 2) AS r FROM t",
    # DuckDB sums integers as a 128-bit integer, which it declares as decimal(38,0)
    (
        "1.1.3",
        "sum-of-integers-beyond-bigint",
    ): "SELECT g, sum(x * 4294967296) AS a, sum(x) AS b FROM t GROUP BY g",
    # from a start before the beginning (the smallest integer too) to the end: the whole string
    ("1.1.3", "substring-to-the-end"): (
        "SELECT id, substring(s, id * 0 - 2147483648) AS a, substring(s, -100) AS b, "
        "substring(s, id - 3) AS c FROM t"
    ),
    # DuckDB's own // of integers divides toward zero (null for a zero divisor), of floats as /
    ("1.1.3", "integer-division"): (
        "SELECT id, x // 3 AS a, -7 // (id - 3) AS b, f // 2 AS c, CAST(id AS SMALLINT) // 2 AS e FROM t"
    ),
    # LIKE ... ESCAPE is DuckDB's like_escape
    ("1.1.3", "like-escape"): (
        "SELECT id, s LIKE 'a!,%' ESCAPE '!' AS a, s LIKE '%!%%' ESCAPE '!' AS b, "
        "replace(s, 'l', '_') LIKE 'He#_%' ESCAPE '#' AS c FROM t"
    ),
    # DuckDB's % of decimals: the sign of the dividend, null for a zero divisor
    (
        "1.1.3",
        "decimal-remainder",
    ): "SELECT id, d % 3.00 AS a, d % -0.7 AS b, d % 0 AS c, x % 2.5 AS e FROM t",
    # DuckDB's date_trunc to a decade, century (2000 for 2024) or millennium
    ("1.1.3", "date-trunc-long-units"): (
        "SELECT id, date_trunc('decade', dt) AS a, date_trunc('century', dt) AS b, "
        "date_trunc('millennium', dt) AS c, date_trunc('decade', ts) AS e FROM t"
    ),
    # DuckDB's part isoyear is the spec's ISO_YEAR
    ("1.1.3", "iso-year"): "SELECT id, date_part('isoyear', dt) AS a, extract('isoyear' FROM ts) AS b FROM t",
    # ceil, floor, round and trunc of a double keep the sign of a zero result (-0.15 gives -0.0)
    ("1.1.3", "signed-zero-rounding"): "SELECT id, ceil(-f / 10) AS a, floor(f / 10) AS b, "
    "1 / ceil(-f / 10) AS c, 1 / floor(f / -1e308) AS e, 1 / round(-f / 10) AS g, "
    "1 / trunc(-f / 10) AS h FROM t",
    # without ESCAPE a LIKE pattern has no escape character: a backslash is itself
    ("1.1.3", "like-without-escape"): "SELECT id, replace(s, 'l', '\\') LIKE '%\\%' AS a, "
    "replace(s, 'l', '\\') LIKE '%\\' AS b, s LIKE s AS c, "
    "replace(s, 'o', '\\_') LIKE replace(s, 'o', '\\_') AS e FROM t",
    # a read that needs no column has no projection mask, and DuckDB takes it to output one column
    ("1.1.3", "read-without-columns"): "SELECT a.id, a.x FROM t AS a CROSS JOIN t AS b WHERE a.id <= 2",
    ("1.1.3", "regression-statistics"): (
        "SELECT corr(x, id) AS a, corr(id, id * 0) AS b, covar_samp(id, id) AS c, regr_r2(id, id * 0) AS e, "
        "regr_r2(id * 0, id) AS f, regr_slope(id, id * 0) AS h FROM t"
    ),
}


@pytest.mark.spark
@pytest.mark.parametrize(("release", "name"), sorted(PLANS), ids=[f"{r}-{n}" for r, n in sorted(PLANS)])
def test_duckdbs_plan_gives_duckdbs_answer(spark: SparkSession, release: str, name: str) -> None:
    """DuckDB declares the functions of its own (``regr_r2``, ``covar_samp``...) by name alone: they are
    read as the SQL standard defines them, as DuckDB and Spark compute them (``regr_r2`` of a constant
    dependent variable is 1), not as DataFusion's functions of those names."""
    table = spark.read.parquet(str(TABLE)).drop("l")
    plan = (DATA / "duckdb" / f"duckdb-{release}-{name}.substrait").read_bytes()
    got = SparkConsumer(spark, {"t": table}).to_dataframe(plan).toArrow()
    expected = pq.read_table(DATA / "duckdb" / f"duckdb-{release}-{name}.answer.parquet")
    assert_tables_match(got, expected, ordered=False, check_names=False)


@pytest.mark.spark
def test_duckdbs_casts_to_integers_round_ties_as_duckdb_does(spark: SparkSession, tmp_path: Path) -> None:
    """The cast of a double to an integer rounds ties to even, of a decimal half away from zero: DuckDB
    1.1.3's plans of ``CAST(f AS INT)`` and ``CAST(d AS INT)`` over ties, against the DuckDB installed here
    (whose casts round as 1.1.3's do)."""
    import decimal

    import pyarrow as pa

    duckdb = pytest.importorskip("duckdb")
    halves = [-3.5, -2.5, -0.5, 0.5, 1.5, 2.5, 3.5, None]
    table = pq.read_table(TABLE).drop_columns(["l"]).slice(0, 1)
    rows = {name: [table.column(name)[0].as_py()] * len(halves) for name in table.column_names}
    rows["id"] = list(range(1, len(halves) + 1))
    rows["f"] = halves
    rows["d"] = [None if h is None else decimal.Decimal(str(h)) for h in halves]
    ties = pa.table(rows, schema=table.schema)
    con = duckdb.connect()
    con.register("t", ties)
    pq.write_table(ties, tmp_path / "ties.parquet")
    consumer = SparkConsumer(spark, {"t": str(tmp_path / "ties.parquet")})
    for name, sql in (
        ("float-cast-to-integer", "SELECT id, CAST(f AS INT) AS r FROM t WHERE id IN (1, 2, 5)"),
        ("decimal-cast-to-integer", "SELECT id, CAST(d AS INT) AS r FROM t"),
    ):
        plan = (DATA / "duckdb" / f"duckdb-1.1.3-{name}.substrait").read_bytes()
        got = consumer.to_dataframe(plan).toArrow()
        assert_tables_match(got, con.sql(sql).to_arrow_table(), ordered=False, check_names=False)


#: (pattern, replacement): RE2's ASCII classes and word boundaries over text beyond ASCII, its groups
#: (``\N``) and its dollar signs (themselves), a negated class inside a class, a quoted \w
_RE2_CASES = [
    ("\\w+", "<\\0>"),
    ("[\\w]+", "<\\0>"),
    ("\\W", "_"),
    ("[^\\W\\d]+", "[\\0]"),
    ("\\bw", "W"),
    ("\\Bl", "L"),
    ("(\\S+)\\s*", "\\1$1|"),
    ("\\Q,\\E", "$"),
    ("\\d|\\D", "."),
    ("l*", "-"),  # no empty match where the previous match ended
    ("l|o*?", "-"),  # nor where the match RE2 prefers there is empty (not a longer one)
    ("e|l??", "-"),
    ("(l|)(o?)", "<\\1\\2>"),
    ("x*", "."),  # nor inside a character outside the BMP
    # a group the pattern lacks: nothing replaced; a backslash before anything but a digit or a
    # backslash, or last: the replacement ends there (every match), nothing replaced (the first)
    ("l", "[\\1]"),
    ("(l)", "\\1\\2"),
    ("l", "[\\x]"),
    ("o", "q\\"),
    ("(o)", "\\\\\\1"),
]


@pytest.mark.spark
@pytest.mark.parametrize("flags", ["g", ""])
@pytest.mark.parametrize(("pattern", "replacement"), _RE2_CASES)
def test_duckdbs_regular_expressions_keep_re2s_meaning(
    spark: SparkSession, tmp_path: Path, pattern: str, replacement: str, flags: str
) -> None:
    """DuckDB 1.1.3's plan of ``regexp_replace(s, '[aeiou]', '*', 'g')`` (every match) or of the same
    without ``'g'`` (the first) with another pattern and replacement written into its literals, against
    the DuckDB installed here (RE2, as 1.1.3's) over strings beyond ASCII (``wörld``, ``Ünïcödé ß``)."""
    import pyarrow as pa
    from substrait.plan_pb2 import Plan

    duckdb = pytest.importorskip("duckdb")
    table = pq.read_table(TABLE).drop_columns(["l"])
    texts = pa.array([*table.column("s").to_pylist()[:5], "Ünïcödé ß, ok 😀"])
    table = table.slice(0, len(texts)).set_column(table.schema.get_field_index("s"), "s", texts)
    pq.write_table(table, tmp_path / "t.parquet")
    plan = Plan()
    which = "global" if flags else "first"
    plan.ParseFromString((DATA / "duckdb" / f"duckdb-1.1.3-regexp-replace-{which}.substrait").read_bytes())
    for message in _messages(plan):
        if message.DESCRIPTOR.name == "Literal" and message.WhichOneof("literal_type") == "string":
            message.string = {"[aeiou]": pattern, "*": replacement}.get(message.string, message.string)
    con = duckdb.connect()
    con.register("t", table)
    expected = con.execute("SELECT id, regexp_replace(s, ?, ?, ?) AS r FROM t", [pattern, replacement, flags])
    got = SparkConsumer(spark, {"t": str(tmp_path / "t.parquet")}).to_dataframe(plan).toArrow()
    assert_tables_match(got, expected.to_arrow_table(), ordered=False, check_names=False)


def _messages(message: Any) -> Iterator[Any]:
    """``message`` and every message inside it."""
    yield message
    for field, value in message.ListFields():
        if field.message_type is None:
            continue
        for item in value if field.label == field.LABEL_REPEATED else [value]:
            if not isinstance(item, (str, bytes, int, float)):
                yield from _messages(item)


def test_the_median_of_decimals_of_duckdb_1_0_is_refused_for_its_reason() -> None:
    """DuckDB 1.0's median of decimals is the lower of the middle two values (1.1's their mean), which no
    standard function computes: the plan stays refused, by ``validate`` and the consumer alike."""
    from pyspark.sql.pandas.types import from_arrow_schema

    from substrait_py.errors import InvalidPlanError
    from substrait_py.planio import load_plan
    from substrait_py.validate import validate_plan

    path = DATA / "duckdb" / "duckdb-1.0.3-median-of-decimals.substrait"
    loaded = load_plan(path)
    errors = [
        (d.code, d.path)
        for d in validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
        if d.severity.name == "ERROR"
    ]
    assert [code for code, _ in errors] == ["function-signature-mismatch"]
    schema = from_arrow_schema(pq.read_schema(TABLE))
    with pytest.raises(InvalidPlanError) as raised:
        SparkConsumer(None, {"t": schema}).translate(path.read_bytes())
    assert (raised.value.code, raised.value.path) == errors[0]


def test_loading_a_deep_duckdb_plan_measures_each_relation_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The load step's rewrites of DuckDB's plans measure and type each relation a bounded number of
    times, however deep the plan: 1,000 projections, each casting a double to an integer, over DuckDB's
    plan of ``CAST(f AS INT)`` (before, every projection measured and typed all the relations below it)."""
    from substrait.algebra_pb2 import Rel
    from substrait.plan_pb2 import Plan
    from substrait.type_pb2 import Type

    from substrait_py import schema, upgrades
    from substrait_py.planio import load_plan

    depth = 1000
    plan = Plan()
    plan.ParseFromString((DATA / "duckdb" / "duckdb-1.1.3-float-cast-to-integer.substrait").read_bytes())
    rel = plan.relations[0].root.input
    for _ in range(depth):
        outer = Rel()
        outer.project.input.CopyFrom(rel)
        cast = outer.project.expressions.add().cast
        cast.type.i32.nullability = Type.NULLABILITY_NULLABLE
        cast.input.selection.direct_reference.struct_field.field = 0
        cast.input.selection.root_reference.SetInParent()
        rel = outer
    plan.relations[0].root.input.CopyFrom(rel)
    calls = {"measured": 0, "typed": 0}

    def counted(owner: type, name: str, key: str) -> None:
        original = getattr(owner, name)

        def wrapper(self: object, *args: object) -> object:
            calls[key] += 1
            return original(self, *args)

        monkeypatch.setattr(owner, name, wrapper)

    counted(upgrades._Widths, "_own", "measured")
    counted(schema.SchemaDeriver, "_own_fields", "typed")
    loaded = load_plan(plan.SerializeToString())
    assert sum(d.code == "project-expressions-only" for d in loaded.diagnostics) == depth + 1
    assert calls["measured"] <= 4 * depth
    assert calls["typed"] <= 4 * depth


#: Plans whose query DuckDB fails on (every row of ``t`` with a value meets the error), with DuckDB's
#: reason: the consumer's run fails too, where Spark's own functions would give a value (Spark's cot(0)
#: is infinity, its log(0) null).
FAILING = {
    "log-of-zero": "cannot take logarithm of zero",  # SELECT id, log(x - x) AS r FROM t WHERE x IS NOT NULL
    "cot-of-zero": "out of range",  # SELECT id, cot(f * 0) AS r FROM t WHERE f IS NOT NULL
    "log-base-one": "based logarithm",  # SELECT id, log(id - id + 1, 8) AS r FROM t
}


@pytest.mark.spark
@pytest.mark.parametrize("name", sorted(FAILING))
def test_duckdbs_own_functions_fail_where_duckdb_fails(spark: SparkSession, name: str) -> None:
    table = spark.read.parquet(str(TABLE)).drop("l")
    plan = (DATA / "duckdb" / f"duckdb-1.1.3-{name}.substrait").read_bytes()
    df = SparkConsumer(spark, {"t": table}).to_dataframe(plan)
    with pytest.raises(PySparkException, match=FAILING[name]):
        df.collect()


#: Wall times that do not exist in America/Los_Angeles (the clocks went from 02:00 to 03:00 on 10 March
#: 2024) or exist twice (01:00 to 02:00 on 3 November 2024), and one in Asia/Kolkata's half-hour offset.
_WALL_TIMES = [
    datetime.datetime(2024, 3, 10, 2, 30, 15, 123456),
    datetime.datetime(2024, 11, 3, 1, 45, 0),
    datetime.datetime(2024, 1, 31, 23, 59, 59, 999999),
]


@pytest.mark.spark
@pytest.mark.parametrize("zone", ["America/Los_Angeles", "Asia/Kolkata"])
def test_date_trunc_of_a_wall_time_ignores_the_sessions_zone(spark: SparkSession, zone: str) -> None:
    """date_trunc of a timestamp without time zone truncates the wall time as written, whatever zone the
    session is in (a wall time the session's zone skips is not moved)."""
    from conformance.session_settings import SessionSettings

    table = spark.read.parquet(str(TABLE)).drop("l").limit(0)
    rows = [(i, *([None] * 6), ts, None) for i, ts in enumerate(_WALL_TIMES, start=1)]
    walls = spark.createDataFrame(rows, table.schema)
    plan = (DATA / "duckdb" / "duckdb-1.1.3-own-date-functions.substrait").read_bytes()
    with SessionSettings(spark, {"spark.sql.session.timeZone": zone}):
        got = SparkConsumer(spark, {"t": walls}).to_dataframe(plan).select("id", "b", "c").collect()
    for row in got:
        ts = _WALL_TIMES[row["id"] - 1]
        monday = ts.date() - datetime.timedelta(days=ts.weekday())  # DuckDB gives a date for a week
        assert (row["b"], row["c"]) == (monday, ts.replace(minute=0, second=0, microsecond=0)), ts
