"""DataFusion's own functions in DataFusion's plans: each query is planned by DataFusion 55 (its Substrait
producer declares its functions by name alone), run on Spark through the consumer, and compared with
DataFusion's own answer to the query, which is what the plan means."""

from __future__ import annotations

import datetime
import decimal
from collections.abc import Iterator
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from pyspark.errors import PySparkException
from pyspark.sql import SparkSession

from conformance.differential import engines_over
from conformance.reference import tables_diff
from conformance.session_settings import SessionSettings, named_settings
from spark_consumer.consumer import SparkConsumer

datafusion_generate = pytest.importorskip("conformance.producers.datafusion.generate")

TABLE = pa.table(
    {
        "id": pa.array([1, 2, 3, 4, 5, 6], pa.int32()),
        "x": pa.array([10, -3, None, 7, 0, 5], pa.int64()),
        "f": pa.array([1.5, -0.25, None, float("nan"), 0.0, 2.0], pa.float64()),
        "s": pa.array(["Hello", "wörld", None, "", "  pad ", "a,b,c"]),
        "g": pa.array(["a", "b", "a", None, "b", "a"]),
        "l": pa.array([[1, 2, 3], [], None, [None, 4], [5, 5, None], [6, 4]], pa.list_(pa.int64())),
        "d": pa.array(
            [decimal.Decimal(v) if v else None for v in ("1.10", "-2.55", None, "0.00", "9.99", "3.33")],
            pa.decimal128(9, 2),
        ),
        "ts": pa.array(
            [
                datetime.datetime(2024, 1, 31, 23, 59, 59, 123456),
                datetime.datetime(1969, 12, 31, 23, 0),
                None,
                datetime.datetime(2000, 2, 29, 12),
                datetime.datetime(2024, 3, 1, 0, 30),
                datetime.datetime(1999, 1, 1),
            ],
            pa.timestamp("us"),
        ),
        "st": pa.array(
            [
                {"p": 1, "q": "one"},
                {"p": 2, "q": None},
                None,
                {"p": None, "q": "three"},
                {"p": -7, "q": ""},
                None,
            ],
            pa.struct([("p", pa.int32()), ("q", pa.string())]),
        ),
        "dt": pa.array(
            [
                datetime.date(2024, 1, 31),
                datetime.date(1970, 1, 1),
                None,
                datetime.date(2000, 2, 29),
                datetime.date(1999, 12, 31),
                datetime.date(2024, 3, 1),
            ]
        ),
    }
)

QUERIES = [
    # DataFusion's LIKE escapes with a backslash, also before a character that needs no escaping
    "SELECT id, s LIKE 'a\\,%' AS a, s LIKE '%\\%%' AS b, s LIKE 'H\\ello' AS c FROM t",
    # DataFusion's mark join (EXISTS or IN inside OR) is never null: an inner null makes no unknown
    "SELECT id FROM t WHERE NOT EXISTS (SELECT 1 FROM t AS u WHERE u.x = t.id) OR t.id = 0",
    "SELECT id FROM t WHERE NOT EXISTS (SELECT 1 FROM t AS u WHERE u.x > t.id * 2) OR t.id = 0",
    # date_trunc of a timestamp with a time zone: in UTC, whatever the session's zone
    "SELECT id, date_trunc('day', arrow_cast(ts, 'Timestamp(Microsecond, Some(\"UTC\"))')) AS a, "
    "date_trunc('month', arrow_cast(ts, 'Timestamp(Microsecond, Some(\"UTC\"))')) AS b, "
    "date_trunc('hour', arrow_cast(ts, 'Timestamp(Microsecond, Some(\"UTC\"))')) AS c, "
    "date_trunc('week', arrow_cast(ts, 'Timestamp(Microsecond, Some(\"UTC\"))')) AS e FROM t",
    # decimal sums and products whose exact value needs more than 38 digits in Spark's types keep every
    # digit the plan's type has
    "SELECT id, CAST(d AS DECIMAL(38,10)) + CAST(0.0000000001 AS DECIMAL(20,10)) AS a, "
    "(CAST(d AS DECIMAL(38,10)) + CAST(0.0000000001 AS DECIMAL(11,10))) * CAST(1.5 AS DECIMAL(3,1)) AS b, "
    "CAST(d AS DECIMAL(38,10)) - CAST(0.0000000001 AS DECIMAL(30,10)) AS c, "
    "x + CAST(0.0000000001 AS DECIMAL(38,10)) AS e FROM t",
    # an operand too wide for Spark to compute the sum exactly (decimal(38,10) from 10^27 on): Spark's sum
    # with one fraction digit fewer, which here loses nothing
    "SELECT id, CAST(CAST(x AS VARCHAR) || '00000000000000000000000000' AS DECIMAL(38,10)) "
    "+ CAST(0.5 AS DECIMAL(20,10)) AS a FROM t",
    # an ordered string_agg beside DISTINCT measures of two different arguments
    "SELECT count(DISTINCT g) AS a, string_agg(s, ',' ORDER BY s) AS b, sum(DISTINCT x) AS c FROM t",
    "SELECT g, string_agg(s, '; ' ORDER BY id DESC) AS a, count(DISTINCT s) AS b, count(DISTINCT x) AS c "
    "FROM t GROUP BY g",
    # %Y: a sign before year 0 and after 9999
    "SELECT id, to_char(dt + INTERVAL '8000' YEAR, '%Y') AS a, "
    "to_char(dt - INTERVAL '2030' YEAR, '%Y-%m') AS b, to_char(dt - INTERVAL '1990' YEAR, '%Y') AS c FROM t",
    # a quotient by -0.0 is an infinity of the other sign (apart from a quotient by 0.0: Spark takes
    # the literals 0.0 and -0.0 for equal, so that two such products in one projection are computed once)
    "SELECT id, 1.0 / (f * -0.0) AS a, f / (CAST(id AS DOUBLE) * -0.0) AS b FROM t",
    "SELECT id, -1.0 / (f * 0.0) AS a FROM t",
    # concat skips nulls (all null gives ''); || gives null when either side is null
    "SELECT id, concat(s, g) AS r FROM t",
    "SELECT id, concat(g, s, g) AS r FROM t",
    "SELECT id, s || g AS r FROM t",
    "SELECT id, btrim(s) AS a, btrim(s, ' pa') AS b FROM t",
    "SELECT id, translate(s, 'lo', 'L') AS r FROM t",
    "SELECT id, split_part(s, ',', 2) AS a, split_part(s, ',', -1) AS b, split_part(s, ',', 9) AS c FROM t",
    "SELECT id, ascii(s) AS a, md5(s) AS b FROM t",
    "SELECT id, signum(x) AS a, signum(f) AS b, nanvl(f, 0.0) AS c FROM t",
    "SELECT id, make_array(id, 7) AS r FROM t",
    "SELECT id, array_length(l) AS a, cardinality(l) AS b FROM t",
    "SELECT id, array_has(l, 4) AS a, array_has(l, 9) AS b FROM t",
    "SELECT id, array_element(l, 1) AS a, array_element(l, -1) AS b, array_element(l, 0) AS c, "
    "array_element(l, 5) AS e FROM t",
    "SELECT id, array_element(l, id - 3) AS r FROM t",
    "SELECT id, array_position(l, 4) AS r FROM t",
    "SELECT id, array_reverse(l) AS a, array_distinct(l) AS b, array_sort(l) AS c FROM t",
    "SELECT id, array_to_string(l, '-') AS r FROM t",
    # array_to_string writes elements as Arrow does: floating-point numbers in full without an exponent
    # (Rust's), timestamps with a T and 0, 3 or 6 digits of fraction; nested lists are flattened, a null
    # one being one null; a third argument is the text of nulls (a null one leaves them out)
    "SELECT id, array_to_string(make_array(f, f / 3, f * 1e20, f * 1e-7, -0.0, 1e300, "
    "1.7976931348623157e308), ',') AS a, "
    "array_to_string(make_array(CAST(f AS REAL), CAST(0.1 AS REAL), CAST(16777217 AS REAL)), ';') AS b, "
    "array_to_string(make_array(ts, ts + INTERVAL '500 milliseconds', ts + INTERVAL '7 microseconds'), "
    "',') AS c, "
    "array_to_string(make_array(make_array(x, 1), NULL, make_array(NULL, id), make_array()), '|') AS e, "
    "array_to_string(make_array(make_array(x, 1), NULL, make_array(NULL, id)), '|', 'N') AS h, "
    "array_to_string(make_array(s, NULL, g), g, NULL) AS i, array_to_string(l, ',', g) AS j, "
    "array_to_string(make_array(dt, NULL), ';', '?') AS k, "
    "array_to_string(make_array(x > 1, NULL), '') AS m, "
    "array_to_string(make_array(CAST(x AS DECIMAL(10, 3))), ',') AS n, "
    "array_to_string(make_array(arrow_cast(ts, 'Timestamp(Millisecond, Some(\"UTC\"))')), ',') AS o FROM t",
    # string_to_array's third argument is the text of a null element; decode reads base64 with its padding
    # or without
    "SELECT id, string_to_array(s, ',', 'b') AS a, string_to_array(s, ',', '') AS b, "
    "string_to_array(s, '', s) AS c, decode(encode(s, 'base64'), 'base64') AS e, "
    "decode(concat(encode(s, 'base64'), repeat('=', (3 - octet_length(s) % 3) % 3)), 'base64') AS h, "
    "decode(CAST(encode(s, 'base64') AS BYTEA), 'base64') AS i FROM t",
    # DataFusion's least and greatest skip nulls (the spec's do not)
    "SELECT id, greatest(x, NULL, 2) AS a, least(f, x) AS b, least(s, g) AS c FROM t",
    # a null count, position or length gives null (Spark's least and greatest skip a null)
    "SELECT id, substr_index(s, ',', CASE WHEN id > 2 THEN 1 END) AS a, "
    "overlay(s placing 'XY' from 2 for CASE WHEN id > 2 THEN 1 END) AS b, "
    "overlay(s placing 'XY' from CASE WHEN id > 2 THEN 2 END for 1) AS c, "
    "regexp_count(s, 'l', CASE WHEN id > 2 THEN 1 END) AS e, "
    "array_repeat(x, CASE WHEN id > 2 THEN 2 END) AS h FROM t",
    "SELECT g, var(f) AS a, var_pop(x) AS b, stddev(x) AS c FROM t GROUP BY g",
    "SELECT g, bit_and(x) AS a, bit_or(x) AS b, bit_xor(x) AS c FROM t GROUP BY g",
    # substr, left and right as PostgreSQL's: positions before 1 take nothing; negative counts keep the rest
    "SELECT id, substr(s, -1, 3) AS a, substr(s, 0, 2) AS b, substr(s, 2) AS c, substr(s, 3, 2) AS e FROM t",
    "SELECT id, left(s, 2) AS a, left(s, -2) AS b, right(s, 2) AS c, right(s, -2) AS e FROM t",
    # regexp_replace replaces the first match unless the flags say g
    "SELECT id, regexp_replace(s, '[aeiou]', '*') AS a, regexp_replace(s, '[aeiou]', '*', 'g') AS b FROM t",
    "SELECT id, regexp_replace(s, 'L+', '_', 'i') AS a, regexp_replace(s, 'L', '_', 'gi') AS b FROM t",
    "SELECT id, s ~ 'l+' AS a, s ~* '^h' AS b, s !~ ',' AS c, s !~* 'W' AS e FROM t",
    # log(b, x) is logb(x, b) in the plan: the value first, as the extension defines it
    "SELECT id, log(2.0, f) AS a, log(f) AS b, log(10, abs(x) + 1) AS c FROM t",
    "SELECT id, string_to_array(s, ',') AS a, string_to_array(s, '') AS b, string_to_array(s, 'l') AS c "
    "FROM t",
    "SELECT id, sha256(s) AS a, sha224(s) AS b, sha512(s) AS c FROM t",
    "SELECT id, iszero(f) AS a, (f > 0) IS UNKNOWN AS b, (f > 0) IS NOT UNKNOWN AS c FROM t",
    "SELECT id, array_slice(l, 2, 3) AS a, array_slice(l, 1, 1) AS b, array_slice(l, 3, 2) AS c FROM t",
    "SELECT id, struct(s, id) AS a FROM t",
    "SELECT id, length(CAST(uuid() AS VARCHAR)) AS a FROM t",
    "SELECT id, date_trunc('week', ts) AS a, date_trunc('quarter', ts) AS b, date_trunc('hour', ts) AS c, "
    "date_trunc('millisecond', ts) AS e FROM t",
    "SELECT id, cbrt(f) AS a, degrees(f) AS b, radians(f) AS c FROM t",
    "SELECT id, ceil(f * 1e300) AS a, floor(f * -1e300) AS b, ceil(f) AS c, floor(f) AS e FROM t",
    "SELECT id, lead(x, 2) OVER (ORDER BY id) AS a, lag(x, 1, -1) OVER (ORDER BY id) AS b FROM t",
    "SELECT id, nth_value(x, 2) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) "
    "AS r FROM t",
    # a cast to a coarser timestamp drops the finer digits
    "SELECT id, arrow_cast(ts, 'Timestamp(Millisecond, None)') AS a, "
    "arrow_cast(ts, 'Timestamp(Second, None)') AS b FROM t",
    "SELECT id, arrow_cast(arrow_cast(ts, 'Timestamp(Microsecond, Some(\"UTC\"))'), "
    "'Timestamp(Millisecond, Some(\"UTC\"))') AS a FROM t",
    # DataFusion's TIMESTAMP is precision_timestamp<9>: held as microseconds, exact for these values
    "SELECT id, CAST(dt AS TIMESTAMP) AS a, CAST(ts AS TIMESTAMP) AS b, date_trunc('month', dt) AS c FROM t",
    "SELECT id, ts - TIMESTAMP '2000-01-01 00:00:00' AS a, "
    "CAST(dt AS TIMESTAMP) + INTERVAL '90 minutes' AS b FROM t WHERE ts > TIMESTAMP '1990-01-01 00:00:00'",
    "SELECT id, CAST(CASE WHEN id = 1 THEN '2024-01-02 03:04:05.123456' ELSE '2024-01-02' END "
    "AS TIMESTAMP) AS a FROM t",
    "SELECT id, arrow_cast(ts, 'Timestamp(Nanosecond, Some(\"UTC\"))') AS a FROM t",
    # DataFusion reads text with an offset or a zone as that instant, its wall time in UTC
    "SELECT id, to_timestamp(x) AS a, to_timestamp(concat('2024-02-2', id, 'T10:00:00.25', "
    "CASE WHEN id < 3 THEN '+05:30' ELSE 'Z' END)) AS b, to_timestamp(CAST(x AS INT)) AS c FROM t",
    "SELECT id, CAST(concat('2024-02-29T10:00:00.5', CASE WHEN id < 3 THEN '+05:30' WHEN id = 3 THEN '-0700' "
    "WHEN id = 4 THEN ' America/New_York' WHEN id = 5 THEN 'Z' END) AS TIMESTAMP) AS a FROM t",
    "SELECT id, CAST(concat('2023-06-15', CASE WHEN id < 3 THEN ' 23:00:00-05:00' WHEN id = 3 THEN "
    "' 12:00:00+14:00' WHEN id = 4 THEN 'T23:30:00 America/New_York' WHEN id = 5 THEN '' END) AS DATE) AS a "
    "FROM t",
    # ... in a measure's filter too
    "SELECT g, sum(id) FILTER (WHERE DATE '2000-01-01' > "
    "CAST(CAST(dt AS VARCHAR) || ' 23:30:00-05:00' AS DATE)) AS a FROM t GROUP BY g",
    # a cast between a timestamp or date and a number counts the type's units (days for a date), as a
    # timestamp literal holds its value: microseconds here, milliseconds, seconds (a BIGINT to TIMESTAMP is
    # DataFusion's seconds, precision 0, cast on to nanoseconds)
    "SELECT id, CAST(ts AS BIGINT) AS a, CAST(dt AS INT) AS b, CAST(dt AS BIGINT) AS c, "
    "arrow_cast(arrow_cast(ts, 'Timestamp(Millisecond, None)'), 'Int64') AS e, "
    "arrow_cast(arrow_cast(ts, 'Timestamp(Second, Some(\"UTC\"))'), 'Int64') AS h FROM t",
    "SELECT id, CAST(arrow_cast(ts, 'Timestamp(Microsecond, Some(\"UTC\"))') AS DOUBLE) AS a, "
    "CAST(ts AS DECIMAL(20, 0)) AS b, CAST(ts AS REAL) AS c FROM t",
    "SELECT id, CAST(x AS TIMESTAMP) AS a, arrow_cast(x, 'Timestamp(Millisecond, None)') AS b, "
    "CAST(CAST(x AS INT) AS DATE) AS c, arrow_cast(x * 1000, 'Timestamp(Microsecond, Some(\"UTC\"))') AS e, "
    "CAST(CAST(x * 1000 AS INT) AS TIMESTAMP) AS h FROM t",
    "SELECT id, CAST(CAST(ts AS BIGINT) / 1000000 AS TIMESTAMP) AS a, CAST(CAST(dt AS INT) + 1 AS DATE) AS b "
    "FROM t",
    # a decimal of scale 0 is a count too (of nanoseconds for DataFusion's TIMESTAMP)
    "SELECT id, CAST(CAST(x AS DECIMAL(10, 0)) * 1000 AS TIMESTAMP) AS a, "
    "arrow_cast(CAST(x AS DECIMAL(10, 0)), 'Timestamp(Second, None)') AS b FROM t",
    "SELECT max(CAST(dt AS TIMESTAMP)) AS a, min(to_timestamp('2024-01-02 03:04:05')) AS b FROM t",
    "SELECT id, dt - DATE '2000-01-01' AS a, CAST(dt AS TIMESTAMP) - ts AS b FROM t",
    # the parts of an instant are its parts in UTC, whatever the session's time zone
    "SELECT id, date_part('hour', u) AS a, date_part('day', u) AS b, date_part('minute', u) AS c, "
    "date_part('second', u) AS e, date_part('millisecond', u) AS h, date_part('year', u) AS k FROM "
    "(SELECT id, arrow_cast(ts, 'Timestamp(Microsecond, Some(\"UTC\"))') AS u FROM t)",
    # the nanoseconds of the minute, as a 64-bit integer
    "SELECT id, date_part('nanosecond', ts) AS a, date_part('nanosecond', dt) AS b FROM t",
    "SELECT id, extract(epoch FROM ts) AS a, extract(epoch FROM dt) AS b, "
    "extract(isodow FROM dt) AS c FROM t",
    "SELECT id, trunc(f) AS a, trunc(f, 1) AS b, trunc(f * 1234.5678, -2) AS c, trunc(x) AS e FROM t",
    "SELECT id, to_unixtime(ts) AS a, to_unixtime(dt) AS b, make_date(2024, id, 1) AS c FROM t",
    "SELECT g, avg(DISTINCT x) AS a, avg(DISTINCT f) AS b, avg(DISTINCT d) AS c, avg(DISTINCT id) AS e "
    "FROM t GROUP BY g",
    "SELECT id, named_struct('a', x, 'b', named_struct('c', s)) AS a, levenshtein(s, 'Hello') AS b FROM t",
    "SELECT g, median(x) AS a, median(f) AS b, median(id) AS c FROM t GROUP BY g",
    # the median of decimals is a decimal: the mean of the middle two cut toward zero (-0.725 -> -0.72)
    "SELECT g, median(d) AS a, median(-d) AS b, median(d * 3) AS c FROM t GROUP BY g",
    "SELECT median(d) AS a, median(-d) AS b FROM t WHERE id IN (1, 2)",
    "SELECT median(d) AS a FROM t WHERE id > 100",
    # an ordered aggregate: string_agg follows the measure's sorts (Spark's WITHIN GROUP)
    "SELECT g, string_agg(s, ',' ORDER BY id DESC) AS a, count(*) AS n FROM t GROUP BY g",
    "SELECT g, string_agg(s, '|' ORDER BY s NULLS FIRST) AS a FROM t GROUP BY g",
    "SELECT string_agg(g, ';' ORDER BY x DESC NULLS LAST, id) AS a FROM t",
    # the read selects no column (an empty mask): the projection's literal is the only column
    "SELECT now() IS NOT NULL AS a, current_date IS NOT NULL AS b FROM t",
    "SELECT 1 AS one FROM t",
    # several grouping sets: DataFusion's grouping-set column sits between the keys and the measures
    "SELECT g, sum(x) AS a, sum(d) AS b FROM t GROUP BY ROLLUP (g)",
    # array_agg keeps nulls (Spark's collect_list drops them) and gives null for no row
    "SELECT g, array_sort(array_agg(x)) AS a, array_sort(array_agg(DISTINCT x)) AS b FROM t GROUP BY g",
    "SELECT g, array_agg(s ORDER BY id DESC) AS a, array_agg(x ORDER BY x NULLS FIRST) AS b FROM t "
    "GROUP BY g",
    "SELECT array_agg(x ORDER BY x DESC NULLS LAST, id) AS a, array_agg(g ORDER BY g, id DESC) AS b FROM t",
    # an ordered string_agg next to measures computed above the aggregate
    "SELECT g, array_agg(id ORDER BY id) AS a, string_agg(s, ',' ORDER BY id) AS b, sum(x) AS c FROM t "
    "GROUP BY g",
    "SELECT array_agg(x) AS a, first_value(x ORDER BY id) AS b, corr(x, id) AS c FROM t WHERE id > 100",
    "SELECT id, array_agg(x) OVER (ORDER BY id) AS a FROM t",
    # the first, last and n-th value in the order of the measure's sorts
    "SELECT g, first_value(x ORDER BY id DESC) AS a, last_value(x ORDER BY id) AS b, "
    "nth_value(s, 2 ORDER BY id) AS c, first_value(f ORDER BY f NULLS FIRST) AS e FROM t GROUP BY g",
    # statistics of pairs: null below two pairs and (corr, regr_r2) where one side does not vary
    "SELECT g, corr(x, f) AS a, covar_samp(x, id) AS b, covar_pop(x, id) AS c, corr(x, id) AS e FROM t "
    "GROUP BY g",
    "SELECT corr(id, id * 0) AS a, regr_r2(id * 0, id) AS b, regr_r2(x, id) AS c, regr_slope(x, id) AS e, "
    "regr_intercept(x, id) AS h, regr_count(x, f) AS k FROM t",
    "SELECT g, regr_avgx(x, id) AS a, regr_avgy(x, id) AS b, regr_sxx(x, id) AS c, regr_syy(x, id) AS e, "
    "regr_sxy(x, id) AS h FROM t GROUP BY g",
    "SELECT id, cot(f) AS a, find_in_set('b', s) AS b, find_in_set('', s) AS c, find_in_set(g, 'a,b') AS e, "
    "substr_index(s, 'l', 1) AS h, substr_index(s, ',', -2) AS k, substr_index(s, 'l', 0) AS m FROM t",
    # overlay: a negative count keeps characters before the position again (Spark's would not)
    "SELECT id, overlay(s PLACING 'XY' FROM 2 FOR 1) AS a, overlay(s PLACING 'XY' FROM 2) AS b, "
    "overlay(s PLACING 'XY' FROM 9 FOR 1) AS c, overlay(s PLACING 'XY' FROM 2 FOR -1) AS e, "
    "overlay(s PLACING 'XY' FROM 3 FOR -5) AS h FROM t",
    "SELECT id, regexp_count(s, 'l') AS a, regexp_count(s, '') AS b, regexp_count(s, 'l', 3) AS c, "
    "regexp_count(s, 'L', 1, 'i') AS e FROM t",
    # initcap starts a word after any character that is not a letter or digit
    "SELECT id, initcap(s) AS a, initcap('hello wORLD a,b-c d1e 1st \u00dftra\u00dfe \u00e9lan') AS b FROM t",
    "SELECT id, chr(id + 64) AS a, chr(233 + id) AS b, chr(128511 + id) AS c, to_hex(x) AS e, "
    "to_hex(id - 3) AS h FROM t",
    "SELECT id, encode(s, 'hex') AS a, encode(s, 'base64') AS b, encode(repeat(s, 20), 'base64') AS c, "
    "decode(encode(s, 'hex'), 'hex') AS e, digest(s, 'md5') AS h, digest(s, 'sha384') AS k FROM t",
    "SELECT id, date_bin(INTERVAL '1 hour', ts) AS a, "
    "date_bin(INTERVAL '15 minutes', ts, TIMESTAMP '2000-01-01 00:07:00') AS b, "
    "date_bin(INTERVAL '1 day', dt) AS c, "
    "date_bin(INTERVAL '7 days', ts, TIMESTAMP '2001-01-01T00:00:00') AS e, "
    "date_bin(INTERVAL '1 hour', ts, TIMESTAMP '2030-01-01 00:30:00') AS h FROM t",
    # instants: bins and sums counted in UTC, whatever the session's zone (Spark adds days and months to
    # an instant in the session's zone, an hour apart across a change of clocks)
    "SELECT id, date_bin(INTERVAL '100 days', u) AS a, "
    "date_bin(INTERVAL '7 days', u, TIMESTAMP '2024-02-10 00:00:00+00:00') AS b, "
    "u + INTERVAL '10 days' AS c, u - INTERVAL '1 month' AS e, u + INTERVAL '1 month 12 hours' AS h, "
    "INTERVAL '1 day' + u AS k, INTERVAL '1 month' + u AS m, dt + INTERVAL '3 hours' AS n "
    "FROM (SELECT id, dt, arrow_cast(ts, 'Timestamp(Microsecond, Some(\"+00:00\"))') AS u FROM t)",
    "SELECT id, from_unixtime(id * 86400 - 200000) AS a, to_timestamp_seconds(id * 86400) AS b, "
    "to_timestamp_millis(id * 1001) AS c, to_timestamp_micros(id) AS e FROM t",
    "SELECT id, array_append(l, 9) AS a, array_append(l, NULL) AS b, array_prepend(9, l) AS c, "
    "array_concat(l, [7]) AS e, array_concat(l, l) AS h, array_concat([7], l, [8]) AS k FROM t",
    "SELECT id, array_remove(l, 5) AS a, array_remove_all(l, 5) AS b, array_remove(l, NULL) AS c, "
    "array_replace(l, 5, 0) AS e, array_replace_all(l, 5, 0) AS h, array_replace(l, NULL, 0) AS k FROM t",
    "SELECT id, array_has_all(l, [4]) AS a, array_has_all(l, []) AS b, array_has_any(l, [4, 9]) AS c, "
    "array_has_any(l, []) AS e, array_has_all(l, [NULL]) AS h, array_has_any(l, [NULL]) AS k FROM t",
    "SELECT id, array_union(l, [1, 9]) AS a, array_except(l, [5]) AS b, array_union(l, l) AS c, "
    "array_except([1, NULL, 1, 2], l) AS e, array_max(l) AS h, array_min(l) AS k FROM t",
    # gcd and lcm by Euclid's algorithm (Spark has neither), |-2^63| included
    "SELECT id, gcd(x, 6) AS a, lcm(x, 4) AS b, gcd(0, 0) AS c, lcm(0, 5) AS e, gcd(-12, 18) AS h, "
    "lcm(-4, 6) AS k FROM t",
    "SELECT id, gcd(x, x * 3) AS a, lcm(x, x + 1) AS b, gcd(id, CAST(NULL AS BIGINT)) AS c, "
    "gcd(-9223372036854775808, 6) AS e, lcm(id, 3037000499) AS h, gcd(1134903170, 1836311903) AS k FROM t",
    "SELECT id, array_positions(l, 5) AS a, array_positions(l, NULL) AS b, array_positions(l, 9) AS c, "
    "array_resize(l, 2) AS e, array_resize(l, 4) AS h, array_resize(l, 4, 0) AS k, array_resize(l, 0) AS m "
    "FROM t",
    # a bare NULL: DataFusion declares its type by the name "null" alone; Spark's void holds it
    "SELECT id, NULL AS a, NULL IS NULL AS b FROM t",
    "SELECT g, NULL AS n, count(*) AS c FROM t GROUP BY g",
    # a scalar subquery divided: the overflow check repeats it (Spark refuses it inside a lambda)
    "SELECT g, sum(x) AS s FROM t GROUP BY g HAVING sum(x) > (SELECT min(x) FROM t) / 2",
    "SELECT id, x / (SELECT count(*) FROM t) AS a, (SELECT max(x) FROM t) / id AS b FROM t",
    # a struct's field by name: the name the read gives it (Substrait types carry none)
    "SELECT id, st.p AS a, st.q AS b, st['p'] + 1 AS c FROM t WHERE st.q IS NOT NULL",
    "SELECT g, max(st.p) AS m, count(st.q) AS n FROM t GROUP BY g",
    "SELECT a.id, b.st.q AS q FROM t a JOIN t b ON a.id = b.id + 1 WHERE b.st.p > 0",
    "SELECT x.st.q AS q, x.g AS g FROM (SELECT g, st FROM t ORDER BY g, id LIMIT 4) AS x",
    "SELECT id, array_ndims(l) AS a, array_ndims([l, l]) AS b, cardinality(map(['a', 'b'], [id, x])) AS c "
    "FROM t",
    # regexp_match: the first match's groups (the whole match without groups), null for none
    "SELECT id, regexp_match(s, '(l+)') AS a, regexp_match(s, 'l+') AS b, regexp_match(s, '(l+)(o)') AS c, "
    "regexp_match(s, '((.)(.))') AS e FROM t",
    "SELECT id, regexp_match(s, 'H', 'i') AS a, regexp_match(s, '(W)', 'i') AS b, "
    "regexp_match(s, '[(]') AS c, regexp_match(s, '') AS e FROM t",
    # array_intersect keeps the longer list's order (Spark's the first's)
    "SELECT id, array_intersect(l, [4, 6, 9]) AS a, array_intersect([3, 2, 1, 6, 4], l) AS b, "
    "array_intersect(l, [4, 5, NULL]) AS c, array_intersect(l, l) AS e FROM t",
    "SELECT id, empty(l) AS a, array_pop_back(l) AS b, array_pop_front(l) AS c, flatten([l, NULL, l]) AS e, "
    "array_repeat(x, id - 3) AS h FROM t",
    "SELECT id, range(id) AS a, range(id, 4) AS b, range(1, 10, id) AS c, generate_series(id) AS e, "
    "generate_series(1, id) AS h, generate_series(5, 1, -id) AS k FROM t",
    # to_char with chrono's formats, built from the value's parts (no session zone involved)
    "SELECT id, to_char(dt, '%Y/%m/%d') AS a, to_char(ts, '%Y-%m-%dT%H:%M:%S%.f') AS b, "
    "to_char(ts, '%b %e %a %j %I %p %y %B %A %%') AS c, to_char(ts, 'plain') AS e FROM t",
    "SELECT id, to_char(ts, '%.3f') AS a, to_char(ts, '%f') AS b, to_char(ts, '%3f') AS c, "
    "to_char(ts, '%.6f|%6f|%.9f|%9f') AS e, to_char(ts + INTERVAL '123 milliseconds', '%.f') AS h FROM t",
    "SELECT id, to_char(ts, '%F %T %D %R %u %w %C %k %l %P') AS a, to_char(dt, '%F %D %u %w %a') AS b FROM t",
    # maps: map_extract gives a one-element list (null for an absent key or a null map)
    "SELECT id, map(['a', 'b'], [id, x]) AS a, make_map('k', id, 'j', x) AS b, "
    "map(CASE WHEN id > 3 THEN ['a'] END, [id]) AS c, map(['a'], [id])['a'] AS e FROM t",
    "SELECT id, map_extract(map(['a', 'b'], [id, x]), 'b') AS a, "
    "map_extract(map(['a', 'b'], [id, x]), g) AS b, "
    "map_keys(map(['a'], [id])) AS e, map_values(map(['a', 'b'], [x, id])) AS h FROM t",
    # (with map_keys of the same map in the query DataFusion 55 answers [id] here, the map of every row)
    "SELECT id, map_extract(CASE WHEN id > 3 THEN map(['a'], [id]) END, 'a') AS c FROM t",
    # a measure's filter leaves rows out of the aggregate: array_agg keeps no null for a row left out,
    # the first value is that of the first row kept, string_agg's separator is no row's value
    "SELECT g, array_agg(x) FILTER (WHERE x > 1) AS a, array_agg(x ORDER BY id) FILTER (WHERE id > 1) AS b "
    "FROM t GROUP BY g",
    "SELECT g, first_value(x ORDER BY id) FILTER (WHERE x IS NOT NULL AND id > 1) AS a, "
    "last_value(s ORDER BY id) FILTER (WHERE id < 5) AS b FROM t GROUP BY g",
    "SELECT g, string_agg(s, ',' ORDER BY id) FILTER (WHERE id > 1) AS a, "
    "string_agg(s, '-') FILTER (WHERE id = 2) AS b FROM t GROUP BY g",
    "SELECT g, count(*) FILTER (WHERE x > 0) AS c, count(DISTINCT x) FILTER (WHERE id > 2) AS d, "
    "median(x) FILTER (WHERE id > 1) AS m FROM t GROUP BY g",
    # ROLLUP and CUBE over no row: the empty grouping set has its one row, the measures over no row
    "SELECT g, count(*) AS c, sum(x) AS s, array_agg(x) AS a FROM t WHERE id > 100 GROUP BY ROLLUP(g)",
    "SELECT g, s, count(x) AS c, max(s) AS m FROM t WHERE id < 0 GROUP BY CUBE(g, s)",
    "SELECT g, count(*) AS c, sum(x) FILTER (WHERE x > 0) AS s FROM t GROUP BY ROLLUP(g)",
    "SELECT g, s, count(*) AS c FROM t WHERE id > 100 GROUP BY GROUPING SETS ((g), (s), ())",
    "SELECT g, count(*) AS c, array_agg(st) AS a, min(ts) AS w, sum(d) AS e FROM t WHERE id > 10 "
    "GROUP BY CUBE(g, dt)",
    # atan2 at signed zeros as IEEE 754 says (Spark's atan2 adds 0.0 to its arguments: -0.0 became 0.0)
    "SELECT id, atan2(f * -0.0, -1.25) AS a, atan2(0.0, f * -0.0) AS b, atan2(f * -0.0, f * -0.0) AS c, "
    "atan2(f * -0.0, 2.0) AS e, atan2(f, f) AS h FROM t",
    # array_agg of structs: DataFusion declares no output type, its list of the argument's type (the
    # root names the struct's fields)
    "SELECT g, array_agg(st) AS a FROM t GROUP BY g",
    # the remainder of floating-point numbers: the sign of the dividend, NaN for a zero divisor
    "SELECT id, f % 2.0 AS a, f % -0.75 AS b, f % (f * 0.0) AS c, (f * -1.0) % 1.0 AS e, "
    "CAST(f AS REAL) % CAST(0.5 AS REAL) AS h, f % CAST('inf' AS DOUBLE) AS i, x % f AS j FROM t",
    # DataFusion's signum of either zero is 0.0 (Spark's, Java's Math.signum, keeps the sign of -0.0)
    "SELECT id, atan2(0.0, signum(f * -0.0)) AS a, atan2(0.0, signum(f)) AS b, signum(f) AS c, "
    "atan2(0.0, signum(CAST(f * -0.0 AS REAL))) AS e, signum(x) AS h, signum(d) AS i FROM t",
    # regexp_replace's replacement as DataFusion reads it: \\N and $N, ${N}, $name are groups (a group the
    # pattern lacks is empty), $$ is a dollar sign, any other backslash or dollar sign stands for itself
    "SELECT id, regexp_replace(s, '(l+)(o?)', '<\\2\\1>', 'g') AS a, "
    "regexp_replace(s, '(l+)(o?)', '[\\0|$1x|${2}9|$$|\\|$]', 'g') AS b, "
    "regexp_replace(s, '(?<el>l)', '\\3$el${el}\\10', 'g') AS c, "
    "regexp_replace(s, '(l+)(o?)', '<\\2\\1$0>') AS e, regexp_replace(s, '[(]?(,)', '\\1\\1') AS h, "
    "regexp_replace(s, g, 'a\\b$') AS i, regexp_replace(s, '(?i)(H)', '\\1\\1', 'g') AS j FROM t",
    # Rust's regex crate finds no empty match where the previous match ended (Java does), nor inside a
    # character outside the BMP
    "SELECT id, regexp_replace(s, 'l*', '-', 'g') AS a, regexp_count(s, 'l*') AS b, "
    "regexp_replace(s || '😀', 'x*', '.', 'g') AS c, regexp_count(s || '😀', 'o?') AS e FROM t",
    # ... and where the match it prefers there is empty, takes none there (not a longer one): a lazy
    # quantifier or an alternative after the one that matched
    "SELECT id, regexp_replace(s || 'ba', 'b|a*?', '-', 'g') AS a, "
    "regexp_replace(s, 'e|l??', '-', 'g') AS b, regexp_count(s || 'baa', 'b|a??') AS c, "
    "regexp_replace(s, '(l|)(o?)', '<$1$2>', 'g') AS e FROM t",
    # array_position as IS NOT DISTINCT FROM compares: a null finds a null, NaN finds NaN, -0.0 is not 0.0
    "SELECT id, array_position(make_array(x, NULL, 5), x) AS a, array_position(l, x) AS b, "
    "array_position(l, NULL) AS c, array_position(make_array(0.0, f, -0.0, f * 0.0), f * 0.0) AS e, "
    "array_position(make_array(s, g, NULL), g) AS h FROM t",
    # array_slice's bounds counted from the end when negative, clamped to the list, empty when crossed
    "SELECT id, array_slice(l, -2, -1) AS a, array_slice(l, 2, -1) AS b, array_slice(l, -5, 2) AS c, "
    "array_slice(l, 0, 0) AS e, array_slice(l, x, -2) AS h, array_slice(l, -3, 100) AS i FROM t",
    # array_sort's direction and null order (either case; nulls first unless told otherwise)
    "SELECT id, array_sort(l, 'DESC') AS a, array_sort(l, 'ASC', 'NULLS LAST') AS b, "
    "array_sort(l, 'desc', 'nulls first') AS c, array_sort(l) AS e, array_sort(l, 'DESC', 'NULLS LAST') AS h "
    "FROM t",
    "SELECT id, array_any_value(l) AS a, array_any_value(make_array(s, g)) AS b FROM t",
    # what a measure's filter leaves out is never computed: a cast that fails on those rows alone
    "SELECT count(*) AS n, avg(CAST(s AS DOUBLE)) FILTER (WHERE s IS NULL) AS m, "
    "array_agg(CAST(s AS INT) ORDER BY id) FILTER (WHERE s IS NULL) AS a FROM t",
    # nothing of the plan is computed over the row of nulls grouping sets with () add: keys, measure
    # arguments and filters that fail on nulls alone
    "SELECT 100 / coalesce(id - id + 1, 0) AS k, count(*) AS c FROM t "
    "GROUP BY ROLLUP(100 / coalesce(id - id + 1, 0))",
    "SELECT g, count(*) AS c, sum(10 / coalesce(id - id + 1, 0)) AS s FROM t GROUP BY CUBE(g)",
    "SELECT g, count(*) FILTER (WHERE 10 / coalesce(id - id + 1, 0) > 1) AS c FROM t GROUP BY ROLLUP(g)",
]

#: A query whose value DataFusion refuses to compute: the plan fails on Spark too, never answers.
FAILING_QUERIES = [
    "SELECT id, chr(id * 300000) AS a FROM t",
    "SELECT id, chr(55295 + id) AS a FROM t",
    "SELECT id, overlay(s PLACING 'XY' FROM id - 1 FOR 1) AS a FROM t",
    "SELECT id, regexp_count(s, 'l', id - 1) AS a FROM t",
    "SELECT id, decode(s, 'hex') AS a FROM t",
    # base64 that is not: a space, a padding too long, the URL-safe alphabet, bits left over
    "SELECT id, decode(concat(g, ' ', g), 'base64') AS a FROM t",
    "SELECT id, decode(concat(encode(s, 'base64'), '==='), 'base64') AS a FROM t",
    "SELECT id, decode(concat(g, '-_AA'), 'base64') AS a FROM t",
    "SELECT id, decode(concat('aG', g), 'base64') AS a FROM t",
    "SELECT id, range(1, 5, id - 1) AS a FROM t",
    # a key twice: Spark's map_from_arrays keeps the last value under spark.sql.mapKeyDedupPolicy=LAST_WIN
    "SELECT id, map(['a', g], [id, x]) AS a FROM t",
    "SELECT id, map([s], [id]) AS a FROM t",
    "SELECT id, lcm(x, 9223372036854775807) AS a FROM t",
    "SELECT id, gcd(CAST(id AS BIGINT) * 0 - 9223372036854775807 - 1, 0) AS a FROM t",
    "SELECT id, array_resize(l, id - 4) AS a FROM t",
    "SELECT id, to_timestamp(g) AS a FROM t",
    "SELECT id, to_timestamp(concat('2024-02-29 10:00:00.25', g)) AS a FROM t",
    # 54 and earlier: NaN (tests/test_datafusion_eras.py)
    "SELECT id, sqrt(x) AS a FROM t",
    "SELECT id, sqrt(d) AS a FROM t",
]

#: Queries whose plan's derived output types are checked against DataFusion's own answer.
SCHEMA_QUERIES = [
    "SELECT now() IS NOT NULL AS a FROM t",
    "SELECT g, sum(x) AS a, max(f) AS b, count(s) AS c FROM t GROUP BY ROLLUP (g)",
    "SELECT g, s, count(*) AS n, max(f) AS m FROM t GROUP BY GROUPING SETS ((g), (s), ())",
]


@pytest.fixture(scope="module")
def engines(
    spark: SparkSession, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[object, SparkConsumer]]:
    yield engines_over(TABLE, tmp_path_factory.mktemp("datafusion_functions"), spark)


@pytest.mark.parametrize("settings", ["default", "combined"])
@pytest.mark.parametrize("sql", QUERIES)
def test_datafusions_plan_gives_datafusions_answer(
    sql: str, settings: str, engines: tuple[object, SparkConsumer], spark: SparkSession
) -> None:
    """... in the default session and with every setting that could change an answer set at once."""
    ctx, consumer = engines
    plan = datafusion_generate.produce_plan(sql, ctx)
    want = datafusion_generate.datafusion_answer(sql, ctx)
    with SessionSettings(spark, named_settings(settings) or {}):
        got = consumer.to_dataframe(plan).toArrow()
    assert tables_diff(got, want, ordered=False, check_names=False) is None


#: Queries over strings read as DataFusion reads them by default (``Utf8View``): its plans type such
#: columns ``string`` of variation 2, which no plan declares and no extension signature names.
VIEW_TYPE_QUERIES = [
    "SELECT g, string_agg(s, ',') AS a FROM t GROUP BY g",
    "SELECT g, string_agg(s, '|' ORDER BY id DESC) AS a FROM t GROUP BY g",
    "SELECT id, string_agg(s, ',') OVER (PARTITION BY g) AS a FROM t",
    "SELECT g, max(s) AS a, min(s) AS b, count(DISTINCT s) AS c FROM t GROUP BY g",
    "SELECT id, upper(s) AS a, concat(s, g) AS b, s || '!' AS c, substr(s, 2, 2) AS e FROM t",
    "SELECT a.id, b.id AS other FROM t a JOIN t b ON a.g = b.g AND a.id < b.id",
    "SELECT id FROM t WHERE s LIKE '%l%' OR s = '' OR s IN ('a,b,c', 'x')",
]


@pytest.mark.parametrize("sql", VIEW_TYPE_QUERIES)
def test_strings_of_datafusions_view_type_give_datafusions_answer(
    sql: str, spark: SparkSession, engines: tuple[object, SparkConsumer], tmp_path: Path
) -> None:
    _, consumer = engines
    pq.write_table(TABLE, tmp_path / "t.parquet")
    ctx = datafusion_generate.make_context(tmp_path, view_types=True)
    plan = datafusion_generate.produce_plan(sql, ctx)
    want = datafusion_generate.datafusion_answer(sql, ctx)
    got = consumer.to_dataframe(plan).toArrow()
    assert tables_diff(got, want, ordered=False, check_names=False) is None


@pytest.mark.parametrize("sql", SCHEMA_QUERIES)
def test_the_derived_output_types_are_datafusions(sql: str, tmp_path: Path) -> None:
    """Without a JVM: the output types ``validate`` and ``explain`` derive for DataFusion's plan are those
    of DataFusion's own answer. (Where DataFusion declares no output type, the extension's rule gives it:
    so only kinds without decimal parameters, which DataFusion computes by its own rule, are compared.)"""
    from pyspark.sql.pandas.types import from_arrow_type
    from substrait.plan_pb2 import Plan

    from spark_consumer.types import substrait_type
    from substrait_py.schema import root_fields
    from substrait_py.typesys import type_str_without_nullability

    pq.write_table(TABLE, tmp_path / "t.parquet")
    ctx = datafusion_generate.make_context(tmp_path)
    plan = Plan()
    plan.ParseFromString(datafusion_generate.produce_plan(sql, ctx))
    answer = datafusion_generate.datafusion_answer(sql, ctx)
    derived = [type_str_without_nullability(f.type) for f in root_fields(plan)]
    expected = [
        type_str_without_nullability(substrait_type(from_arrow_type(f.type), True)) for f in answer.schema
    ]
    assert derived == expected


def test_a_translation_that_loses_track_of_its_columns_is_refused(
    engines: tuple[object, SparkConsumer], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A safety net: were the consumer to read every column where the plan's read selects none (as it once
    did, answering ``now() IS NOT NULL`` with the ids), the translation's output types would disagree with
    the plan's derived schema, and the plan is refused instead of answered wrongly."""
    from spark_consumer.consume import read
    from substrait_py.errors import SchemaMismatchError

    ctx, consumer = engines
    plan = datafusion_generate.produce_plan("SELECT now() IS NOT NULL AS a FROM t", ctx)
    # every column read, the mask not applied
    monkeypatch.setattr(read, "_read_fields", lambda _read, _width: None)
    monkeypatch.setattr(read.ReadMixin, "apply_mask", lambda self, rel, *args, **kwargs: rel)
    consumer.forget_plans()
    with pytest.raises(SchemaMismatchError, match="column 0 is i32"):
        consumer.translate(plan)


def test_the_median_of_the_widest_decimals_is_refused_for_its_reason(
    engines: tuple[object, SparkConsumer],
) -> None:
    """The mean of the two middle decimals needs three more digits than the argument: of a decimal wider
    than 35 digits it is refused, not rounded."""
    from substrait_py.errors import UnsupportedFeatureError

    ctx, consumer = engines
    plan = datafusion_generate.produce_plan("SELECT median(CAST(d AS DECIMAL(38, 10))) AS m FROM t", ctx)
    with pytest.raises(UnsupportedFeatureError, match="3 more digits"):
        consumer.translate(plan)


def test_timestamps_finer_than_microseconds_are_refused_for_that_reason(
    engines: tuple[object, SparkConsumer],
) -> None:
    """A value Spark cannot hold (digits finer than a microsecond) is refused, never cut: a literal when
    the plan is translated, a string cast to DataFusion's TIMESTAMP where it is read."""
    from substrait_py.errors import UnsupportedFeatureError

    ctx, consumer = engines
    literal = datafusion_generate.produce_plan(
        "SELECT CAST('2024-01-02 03:04:05.123456789' AS TIMESTAMP) AS c", ctx
    )
    with pytest.raises(UnsupportedFeatureError, match="finer than a microsecond"):
        consumer.translate(literal)
    text = datafusion_generate.produce_plan(
        "SELECT id, CAST(CASE WHEN id = 1 THEN '2024-01-02 03:04:05.123456789' ELSE '2024-01-02' END "
        "AS TIMESTAMP) AS a FROM t",
        ctx,
    )
    with pytest.raises(PySparkException, match="finer than a microsecond"):
        consumer.to_dataframe(text).collect()


@pytest.mark.parametrize("settings", ["default", "combined"])
def test_make_date_of_a_day_that_does_not_exist_fails(
    settings: str, engines: tuple[object, SparkConsumer], spark: SparkSession
) -> None:
    """DataFusion's make_date fails for 2024-02-30; so does the plan on Spark, whose make_date gives null
    for it outside ANSI mode."""
    ctx, consumer = engines
    plan = datafusion_generate.produce_plan("SELECT id, make_date(2024, 2, 28 + id) AS a FROM t", ctx)
    with pytest.raises(Exception, match="Unable to parse date"):
        datafusion_generate.datafusion_answer("SELECT id, make_date(2024, 2, 28 + id) AS a FROM t", ctx)
    with (
        SessionSettings(spark, named_settings(settings) or {}),
        pytest.raises(PySparkException, match=r"(?i)date"),
    ):
        consumer.to_dataframe(plan).collect()


@pytest.mark.parametrize("settings", ["default", "combined"])
@pytest.mark.parametrize("sql", FAILING_QUERIES)
def test_where_datafusion_fails_the_plan_fails(
    sql: str, settings: str, engines: tuple[object, SparkConsumer], spark: SparkSession
) -> None:
    """chr of a number that is no character, a position below 1, text that is not hex digits, a step of
    0: DataFusion's answer is an error, and Spark's run of its plan raises one (Spark's own functions
    would answer: chr modulo 256, overlay and substring from the end, unhex with null)."""
    ctx, consumer = engines
    plan = datafusion_generate.produce_plan(sql, ctx)
    with pytest.raises(Exception, match=r"(?i)error|invalid|must|step|position|scalar"):
        datafusion_generate.datafusion_answer(sql, ctx)
    function = sql.removeprefix("SELECT id, ").split("(")[0]
    with (
        SessionSettings(spark, named_settings(settings) or {}),
        pytest.raises(PySparkException, match=f"{function}: |NULL_MAP_KEY"),
    ):
        consumer.to_dataframe(plan).collect()


@pytest.mark.parametrize("settings", ["default", "combined"])
@pytest.mark.parametrize(
    ("sql", "datafusion_fails"),
    [
        ("SELECT id, CAST(ts AS SMALLINT) AS a FROM t", True),
        ("SELECT id, CAST(CAST(ts AS BIGINT) AS TIMESTAMP) AS a FROM t", True),
        ("SELECT id, arrow_cast(x * 9223372036854775, 'Timestamp(Second, None)') AS a FROM t", False),
        ("SELECT id, CAST(CAST(x AS INT) AS TIMESTAMP) AS a FROM t", False),
    ],
)
def test_a_count_of_units_a_type_cannot_hold_fails(
    sql: str,
    datafusion_fails: bool,
    settings: str,
    engines: tuple[object, SparkConsumer],
    spark: SparkSession,
) -> None:
    """A timestamp's count of microseconds beyond a SMALLINT, or read as seconds and cast on to
    nanoseconds beyond 64 bits: DataFusion fails, and so does the plan on Spark, in ANSI mode and out of
    it. Seconds beyond 64 bits of microseconds (DataFusion holds them as seconds) and nanoseconds that are
    not whole microseconds (DataFusion's TIMESTAMP of an INT) fail on Spark, which holds microseconds."""
    ctx, consumer = engines
    plan = datafusion_generate.produce_plan(sql, ctx)
    if datafusion_fails:
        with pytest.raises(Exception, match=r"(?i)cast|overflow"):
            datafusion_generate.datafusion_answer(sql, ctx)
    with (
        SessionSettings(spark, named_settings(settings) or {}),
        pytest.raises(PySparkException, match=r"cast failed|CAST_OVERFLOW|finer than a microsecond"),
    ):
        consumer.to_dataframe(plan).collect()


@pytest.mark.parametrize(
    ("sql", "reason"),
    [
        ("SELECT id, date_bin(INTERVAL '1 month', ts) AS a FROM t", "months"),
        ("SELECT id, digest(s, 'blake3') AS a FROM t", "blake3"),
        ("SELECT id, encode(s, 'base32') AS a FROM t", "base32"),
        ("SELECT id, regexp_count(s, 'l', 1, 'U') AS a FROM t", "flags"),
        ("SELECT id, to_char(ts, 'week %U') AS a FROM t", "%U"),
        ("SELECT id, regexp_match(s, '(a)|(b)') AS a FROM t", "no part in a match"),
        ("SELECT id, regexp_match(s, '(x)?l') AS a FROM t", "no part in a match"),
        ("SELECT id, get_field(CASE WHEN id > 1 THEN st END, 'p') AS a FROM t", "field names"),
        ("SELECT id, to_char(dt, '%H') AS a FROM t", "%H"),
        ("SELECT id, CAST(f AS TIMESTAMP) AS a FROM t", "a fraction of the unit"),
        ("SELECT id, to_timestamp(f) AS a FROM t", "integers and text"),
        ("SELECT id, to_timestamp(s, '%Y-%m-%d') AS a FROM t", "formats"),
        ("SELECT id, CAST(d AS TIMESTAMP) AS a FROM t", "a fraction of the unit"),
    ],
)
def test_what_spark_cannot_compute_is_refused_for_its_reason(
    sql: str, reason: str, engines: tuple[object, SparkConsumer]
) -> None:
    """Without a JVM run: the translation refuses these, naming why."""
    from substrait_py.errors import UnsupportedFeatureError

    ctx, consumer = engines
    plan = datafusion_generate.produce_plan(sql, ctx)
    with pytest.raises(UnsupportedFeatureError, match=reason):
        consumer.translate(plan)


@pytest.mark.parametrize(
    ("sql", "code", "name"),
    [
        # read as i32, the literal 3000000000 would come back as -1294967296
        ("SELECT id, arrow_cast(3000000000, 'UInt32') AS a FROM t", "datafusion-unsigned-integer", "UInt32"),
        ("SELECT id, arrow_cast(x, 'UInt64') AS a FROM t", "datafusion-unsigned-integer", "UInt64"),
        # the literal is the i8 200, past i8's range, which is not its type's
        ("SELECT id, arrow_cast(200, 'UInt8') AS a FROM t", "datafusion-unsigned-integer", "UInt8"),
        ("SELECT id, arrow_cast(id, 'UInt8') * 2 AS a FROM t", "datafusion-unsigned-integer", "UInt8"),
        (
            "SELECT id, arrow_cast(s, 'Dictionary(Int32, Utf8)') AS a FROM t",
            "datafusion-dictionary-type",
            "Dictionary",
        ),
    ],
)
def test_datafusions_unsigned_and_dictionary_types_are_refused_for_their_reason(
    sql: str, code: str, name: str, engines: tuple[object, SparkConsumer]
) -> None:
    """Without a JVM run: DataFusion's own types written as another type of its undeclared variation 1
    are refused by validate and by the translation alike, with the same code and path."""
    from substrait.plan_pb2 import Plan

    from substrait_py.errors import InvalidPlanError
    from substrait_py.validate import validate_plan

    ctx, consumer = engines
    plan_bytes = datafusion_generate.produce_plan(sql, ctx)
    plan = Plan()
    plan.ParseFromString(plan_bytes)
    first = next(d for d in validate_plan(plan) if d.severity.name == "ERROR")
    assert first.code == code and name in first.message
    with pytest.raises(InvalidPlanError) as caught:
        consumer.translate(plan_bytes)
    assert (caught.value.code, caught.value.path) == (code, first.path)


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT id, c, e, c + 1 AS a FROM u",
        "SELECT max(c) AS a, sum(e) AS b, count(c) AS n FROM u",
        "SELECT id FROM u WHERE c > 3 AND e < 100",
    ],
)
def test_columns_of_datafusions_unsigned_types_give_datafusions_answer(
    sql: str, spark: SparkSession, tmp_path: Path
) -> None:
    """Unsigned columns (Spark reads parquet's UINT_32 as bigint) within the signed type's reach: the
    plan types them i32 and i64 of DataFusion's variation 1, and their values are the signed type's."""
    pq.write_table(
        pa.table(
            {
                "id": pa.array([1, 2, 3], pa.int32()),
                "c": pa.array([1, 70000, None], pa.uint32()),
                "e": pa.array([5, None, 99], pa.uint64()),
            }
        ),
        tmp_path / "u.parquet",
    )
    ctx = datafusion_generate.make_context(tmp_path)
    plan = datafusion_generate.produce_plan(sql, ctx)
    want = datafusion_generate.datafusion_answer(sql, ctx)
    got = SparkConsumer(spark, {"u": spark.read.parquet(str(tmp_path / "u.parquet"))}).to_dataframe(plan)
    assert tables_diff(got.toArrow(), want, ordered=False, check_names=False) is None


#: Queries whose functions DataFusion 54 and earlier write without an output type (their plans below are
#: DataFusion 55's with every scalar function's output type taken out, as those releases write them).
UNTYPED_QUERIES = [
    "SELECT id, substr(s, 2, 3) AS a, left(s, 2) AS b, right(s, 2) AS c, lpad(s, 8, '*') AS e FROM t",
    "SELECT id, btrim(s) AS a, split_part(s, ',', 2) AS b, translate(s, 'lo', 'LO') AS c FROM t",
    "SELECT id, character_length(s) AS a, ascii(s) AS b, md5(s) AS c, levenshtein(s, 'Hello') AS e FROM t",
    "SELECT id, round(f, 1) AS a, signum(f) AS b, cbrt(f) AS c, nanvl(f, 0.0) AS e, cot(f) AS h FROM t",
    "SELECT id, gcd(x, 6) AS a, lcm(x, 4) AS b, to_hex(x) AS c, chr(65 + id) AS e FROM t",
    "SELECT id, date_trunc('month', ts) AS a, to_char(dt, '%Y/%m/%d') AS b, from_unixtime(x) AS c FROM t",
    "SELECT id, dt + INTERVAL '1 month' AS a, ts - INTERVAL '2 hours' AS b, ts - ts AS c FROM t",
    "SELECT id, array_element(l, 1) AS a, make_array(id, 7) AS b, array_sort(l) AS c, cardinality(l) AS e "
    "FROM t",
    "SELECT id, string_to_array(s, ',') AS a, array_to_string(l, '-') AS b, range(1, id) AS c FROM t",
    "SELECT id, array_has_all(l, [4]) AS a, array_concat(l, [9]) AS b, array_positions(l, 4) AS c FROM t",
    "SELECT id, encode(s, 'hex') AS a, digest(s, 'sha256') AS b, sha256(s) AS c, initcap(s) AS e FROM t",
    # (of a null string DataFusion 54's regexp_count is 0, 55's null: tests/test_datafusion_eras.py)
    "SELECT id, regexp_count(s, 'l') AS a, substr_index(s, ',', 1) AS b, overlay(s PLACING 'XY' FROM 2) AS c "
    "FROM t WHERE s IS NOT NULL",
    "SELECT id, struct(id, s) AS a, named_struct('p', x) AS b FROM t",
    "SELECT id, flatten([l, l]) AS a, array_repeat(id, 2) AS b, map(['k'], [id]) AS c FROM t",
]


def _without_scalar_output_types(plan_bytes: bytes) -> bytes:
    from substrait.plan_pb2 import Plan

    from substrait_py.upgrades import messages_of_type

    plan = Plan()
    plan.ParseFromString(plan_bytes)
    for function, _ in messages_of_type(plan, "substrait.Expression.ScalarFunction"):
        function.ClearField("output_type")
    return plan.SerializeToString()


@pytest.mark.parametrize("sql", UNTYPED_QUERIES)
def test_datafusions_functions_without_output_types_give_datafusions_answer(
    sql: str, engines: tuple[object, SparkConsumer]
) -> None:
    """The consumer types DataFusion's functions as DataFusion does where the plan leaves the type out."""
    ctx, consumer = engines
    plan = _without_scalar_output_types(datafusion_generate.produce_plan(sql, ctx))
    want = datafusion_generate.datafusion_answer(sql, ctx)
    got = consumer.to_dataframe(plan).toArrow()
    assert tables_diff(got, want, ordered=False, check_names=False) is None


def _with_distinct_window_functions(plan_bytes: bytes) -> bytes:
    """The plan with every window function invoked DISTINCT (DataFusion 55's producer leaves the
    invocation out: its plan of ``count(DISTINCT g) OVER ()`` counts every value)."""
    from substrait.algebra_pb2 import AggregateFunction, Expression
    from substrait.plan_pb2 import Plan

    plan = Plan()
    plan.ParseFromString(plan_bytes)
    stack: list[object] = [plan]
    while stack:
        message = stack.pop()
        if isinstance(message, Expression.WindowFunction):
            message.invocation = AggregateFunction.AGGREGATION_INVOCATION_DISTINCT
        for field, value in message.ListFields():  # type: ignore[attr-defined]
            if field.message_type is None:
                continue
            stack.extend(value if field.is_repeated else [value])
    return plan.SerializeToString()


@pytest.mark.parametrize("settings", ["default", "combined"])
def test_a_distinct_count_over_a_window_counts_the_distinct_values(
    settings: str, engines: tuple[object, SparkConsumer], spark: SparkSession
) -> None:
    """Spark has no DISTINCT aggregate over a window: the count is the size of the set of the values,
    compared with DataFusion's answer to the SQL (its plan drops the DISTINCT, so the plan is marked here)."""
    ctx, consumer = engines
    plan = _with_distinct_window_functions(
        datafusion_generate.produce_plan("SELECT id, count(g) OVER (PARTITION BY x > 0) AS n FROM t", ctx)
    )
    want = datafusion_generate.datafusion_answer(
        "SELECT id, count(DISTINCT g) OVER (PARTITION BY x > 0) AS n FROM t", ctx
    )
    with SessionSettings(spark, named_settings(settings) or {}):
        got = consumer.to_dataframe(plan).toArrow()
    assert tables_diff(got, want, ordered=False, check_names=False) is None


def test_another_distinct_aggregate_over_a_window_is_refused_for_its_reason(
    engines: tuple[object, SparkConsumer],
) -> None:
    from substrait_py.errors import UnsupportedFeatureError

    ctx, consumer = engines
    plan = _with_distinct_window_functions(
        datafusion_generate.produce_plan("SELECT id, sum(x) OVER () AS n FROM t", ctx)
    )
    with pytest.raises(UnsupportedFeatureError, match="with DISTINCT"):
        consumer.translate(plan)


def test_a_type_named_null_by_another_producer_is_refused(engines: tuple[object, SparkConsumer]) -> None:
    """Only DataFusion's plans mean its type of a bare NULL by a user-defined type named ``null``."""
    from substrait.plan_pb2 import Plan

    from substrait_py.errors import UnsupportedFeatureError

    ctx, consumer = engines
    plan = Plan()
    plan.ParseFromString(datafusion_generate.produce_plan("SELECT id, NULL AS a FROM t", ctx))
    plan.version.producer = "another"
    with pytest.raises(
        UnsupportedFeatureError, match=r"user-defined type .null. of no extension .*: Spark has no equivalent"
    ):
        consumer.translate(plan)


@pytest.mark.parametrize(
    ("pattern", "groups"),
    [
        ("l+", 0),
        ("(l+)", 1),
        ("((a)(b))", 3),
        ("(a)+", 1),
        ("[(]l", 0),
        ("\\(a\\)", 0),
        ("[]|]", 0),
        ("(a)|(b)", None),
        ("(x)?b", None),
        ("(a)*", None),
        ("(a){0,2}", None),
        ("(?:(a))?", None),
        ("(?<n>a)", None),
        ("[a", None),
    ],
)
def test_a_pattern_whose_groups_all_take_part_is_told_apart(pattern: str, groups: int | None) -> None:
    """Without a JVM: regexp_match runs only where every capture group takes part in every match."""
    from spark_consumer.functions import _capture_groups

    assert _capture_groups(pattern) == groups


@pytest.mark.parametrize(
    ("argument", "text"),
    [
        ({"varchar": {"length": 9}}, True),
        ({"fixed_char": {"length": 9}}, True),
        ({"fixed_binary": {"length": 9}}, False),
    ],
)
def test_text_and_bytes_of_any_width_are_encoded_and_digested(
    argument: dict[str, object], text: bool
) -> None:
    """Without a JVM: a varchar, fixed_char or fixed_binary argument is read as bytes like a string (its
    UTF-8 encoding) or a binary by encode and digest, not refused."""
    from google.protobuf import json_format
    from pyspark.sql import types as T
    from substrait.type_pb2 import Type

    from spark_consumer import functions as fn
    from spark_consumer.sql.tree import Cast, Col, Lit, walk_exprs

    kind = json_format.ParseDict(argument, Type())
    for name, option in (("encode", "base64"), ("digest", "sha256")):
        c = fn.Call(name, [Col("s"), Lit(option, T.StringType())], [kind, Type(string=Type.String())], None)
        c.literals = [fn.NOT_LITERAL, option]
        built = fn.DATAFUSION_SCALAR[name](c)
        casts = [e for e in walk_exprs(built) if isinstance(e, Cast) and isinstance(e.to, T.BinaryType)]
        assert bool(casts) == text


@pytest.mark.parametrize(
    "pattern",
    [
        "(l+)(o?)",
        "[(]?(,)",
        "[]()]+(a)",
        "[^]()](b)",
        r"\((c)\)",
        "(?i)(?:a)(?i:b)(c)(?=d)",
        "(?P<first>a)(?P<second_2>b)|(c)",
        "[[:alpha:][(]](d)",
        "((a)(b(c)))",
    ],
)
def test_the_capturing_groups_of_a_pattern_are_counted_as_a_regex_engine_counts_them(pattern: str) -> None:
    """Without a JVM: Python's own regular expressions count the groups of these patterns (their syntax is
    Rust's and Java's too), and name the named ones."""
    import re

    from spark_consumer.functions import capture_groups

    compiled = re.compile(pattern.replace("[:alpha:]", "a-z"))
    assert capture_groups(pattern) == (compiled.groups, dict(compiled.groupindex))


def test_a_pattern_in_verbose_mode_has_no_known_groups() -> None:
    from spark_consumer.functions import capture_groups

    assert capture_groups("(?x) a # (comment)\n (b)") is None
