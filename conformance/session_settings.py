"""Session settings that change how Spark reads SQL text or what an expression means.

The consumer's answers must not depend on them: the golden suite runs under :data:`COMBINED` (all the
non-default ones at once) when ``GOLDEN_SETTINGS=combined`` (``scripts/test.sh`` sets it), and
``SETTINGS_MATRIX=1`` runs the golden and function cases once per entry of :data:`SETTINGS`
(``tests/test_session_independence.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

__all__ = ["COMBINED", "SETTINGS", "SessionSettings", "conf_snapshot", "named_settings"]

SETTINGS: dict[str, dict[str, str]] = {
    "ansi-on": {"spark.sql.ansi.enabled": "true"},
    "ansi-off": {"spark.sql.ansi.enabled": "false"},
    "tz-utc": {"spark.sql.session.timeZone": "UTC"},
    "tz-los-angeles": {"spark.sql.session.timeZone": "America/Los_Angeles"},
    "tz-kolkata": {"spark.sql.session.timeZone": "Asia/Kolkata"},
    "case-sensitive": {"spark.sql.caseSensitive": "true"},
    "escaped-string-literals": {"spark.sql.parser.escapedStringLiterals": "true"},
    "quoted-regex-column-names": {"spark.sql.parser.quotedRegexColumnNames": "true"},
    "timestamp-ntz": {"spark.sql.timestampType": "TIMESTAMP_NTZ"},
    "legacy-statistical-aggregate": {"spark.sql.legacy.statisticalAggregate": "true"},
    "legacy-grouping-id": {
        "spark.sql.legacy.groupingIdWithAppendedUserGroupBy": "true",
        "spark.sql.legacy.integerGroupingId": "true",
    },
    # array() and map() without items are arrays and maps of strings (a cast to an array of structs fails)
    "legacy-empty-collections": {"spark.sql.legacy.createEmptyCollectionUsingStringType": "true"},
    # exists(...) answers false where three-valued logic says null
    "legacy-array-exists": {"spark.sql.legacy.followThreeValuedLogicInArrayExists": "false"},
    # a map built with a key twice keeps the last value instead of failing
    "map-key-last-wins": {"spark.sql.mapKeyDedupPolicy": "LAST_WIN"},
    # how text is read: 1E2 as a decimal, set operators of equal precedence, HAVING without GROUP BY as
    # WHERE, JOIN before comma, != and ! as NOT, 'a' 'b' as one literal, no select aliases in GROUP BY,
    # "x" as an identifier, reserved keywords
    "legacy-parser": {
        "spark.sql.legacy.exponentLiteralAsDecimal.enabled": "true",
        "spark.sql.legacy.setopsPrecedence.enabled": "true",
        "spark.sql.legacy.parser.havingWithoutGroupByAsWhere": "true",
        "spark.sql.ansi.relationPrecedence": "true",
        "spark.sql.legacy.bangEqualsNot": "true",
        "spark.sql.legacy.consecutiveStringLiterals.enabled": "true",
        "spark.sql.groupByAliases": "false",
        "spark.sql.ansi.doubleQuotedIdentifiers": "true",
        "spark.sql.ansi.enforceReservedKeywords": "true",
    },
    # what an expression computes: decimal results without precision loss, calendar intervals, size(null),
    # NULL IN (), percentile_disc's old interpolation
    "legacy-semantics": {
        "spark.sql.decimalOperations.allowPrecisionLoss": "false",
        "spark.sql.legacy.interval.enabled": "true",
        "spark.sql.legacy.sizeOfNull": "false",
        "spark.sql.legacy.nullInEmptyListBehavior": "true",
        "spark.sql.legacy.percentileDiscCalculation": "true",
    },
    # what Spark's functions compute in their legacy forms: datetime patterns by SimpleDateFormat, the
    # scalar-subquery count bug, complex types cast to text, decimal literal precision, negative decimal
    # scales, split by an empty pattern, array_insert at negative indexes, lpad of binaries, decimal
    # truncation, datetimes compared as text, CTE precedence, IN-subquery nullability, array_sort's null
    # comparisons, -0.0 map keys, concat and elt of binaries as text, BETWEEN evaluated twice, format
    # strings indexed from 0, Java's charsets, case mapping without ICU
    "legacy-functions": {
        "spark.sql.legacy.timeParserPolicy": "LEGACY",
        "spark.sql.legacy.scalarSubqueryCountBugBehavior": "true",
        "spark.sql.legacy.castComplexTypesToString.enabled": "true",
        "spark.sql.legacy.literal.pickMinimumPrecision": "false",
        "spark.sql.legacy.allowNegativeScaleOfDecimal": "true",
        "spark.sql.legacy.truncateForEmptyRegexSplit": "true",
        "spark.sql.legacy.negativeIndexInArrayInsert": "true",
        "spark.sql.legacy.lpadRpadAlwaysReturnString": "true",
        "spark.sql.legacy.decimal.retainFractionDigitsOnTruncate": "true",
        "spark.sql.legacy.typeCoercion.datetimeToString.enabled": "true",
        "spark.sql.legacy.ctePrecedencePolicy": "LEGACY",
        "spark.sql.legacy.inSubqueryNullability": "true",
        "spark.sql.legacy.allowNullComparisonResultInArraySort": "true",
        "spark.sql.legacy.disableMapKeyNormalization": "true",
        "spark.sql.function.concatBinaryAsString": "true",
        "spark.sql.function.eltOutputAsString": "true",
        "spark.sql.legacy.duplicateBetweenInput": "true",
        "spark.sql.legacy.allowZeroIndexInFormatString": "true",
        "spark.sql.legacy.javaCharsets": "true",
        "spark.sql.legacy.codingErrorAction": "true",
        "spark.sql.icu.caseMappings.enabled": "false",
    },
    # how a query is read and planned: ordinals in GROUP BY and ORDER BY as values, correlated subqueries
    # not decorrelated, CHAR and VARCHAR kept, Java 8 date-time classes for values
    "query-shape": {
        "spark.sql.groupByOrdinal": "false",
        "spark.sql.orderByOrdinal": "false",
        "spark.sql.optimizer.decorrelateInnerQuery.enabled": "false",
        "spark.sql.charAsVarchar": "true",
        "spark.sql.preserveCharVarcharTypeInfo": "true",
        "spark.sql.readSideCharPadding": "false",
        "spark.sql.datetime.java8API.enabled": "true",
    },
    # a zone 12:45 or 13:45 ahead of UTC (daylight saving time included)
    "tz-chatham": {"spark.sql.session.timeZone": "Pacific/Chatham"},
    # how writes and DDL store a table: the default format, Hive tables, casts on the way in
    "writes": {
        "spark.sql.sources.default": "json",
        "spark.sql.legacy.createHiveTableByDefault": "true",
        "spark.sql.storeAssignmentPolicy": "LEGACY",
    },
    # what a local file reads as: parquet binary as strings, timestamps without a time zone as instants,
    # INT96 refused or shifted, old dates rebased, unreadable and vanished files skipped, Hive's ORC reader
    "file-reads": {
        "spark.sql.parquet.binaryAsString": "true",
        "spark.sql.parquet.inferTimestampNTZ.enabled": "false",
        "spark.sql.parquet.int96AsTimestamp": "false",
        "spark.sql.parquet.int96TimestampConversion": "true",
        "spark.sql.parquet.datetimeRebaseModeInRead": "LEGACY",
        "spark.sql.parquet.int96RebaseModeInRead": "LEGACY",
        "spark.sql.parquet.mergeSchema": "true",
        "spark.sql.files.ignoreCorruptFiles": "true",
        "spark.sql.files.ignoreMissingFiles": "true",
        "spark.sql.orc.impl": "hive",
    },
}

#: Every non-default setting of :data:`SETTINGS` at once.
COMBINED: dict[str, str] = {
    **SETTINGS["ansi-off"],
    **SETTINGS["tz-los-angeles"],
    **SETTINGS["case-sensitive"],
    **SETTINGS["escaped-string-literals"],
    **SETTINGS["quoted-regex-column-names"],
    **SETTINGS["timestamp-ntz"],
    **SETTINGS["legacy-statistical-aggregate"],
    **SETTINGS["legacy-grouping-id"],
    **SETTINGS["legacy-empty-collections"],
    **SETTINGS["legacy-array-exists"],
    **SETTINGS["map-key-last-wins"],
    **SETTINGS["legacy-parser"],
    **SETTINGS["legacy-semantics"],
    **SETTINGS["legacy-functions"],
    **SETTINGS["query-shape"],
    **SETTINGS["writes"],
    **SETTINGS["file-reads"],
}


def named_settings(name: str) -> dict[str, str] | None:
    """The settings called ``name``: :data:`COMBINED` for ``combined``, else the entry of :data:`SETTINGS`;
    None for any other name."""
    return COMBINED if name == "combined" else SETTINGS.get(name)


#: Separates the keys (and the values) of a session's settings read in one call: no setting holds it.
_SEPARATOR = "\x1e\x1f\x1e"


def conf_snapshot(spark: SparkSession) -> dict[str, str]:
    """Every setting the session holds a value of (set on it, or from the Spark configuration it started
    with), read in three calls to the JVM whatever their number: a setting set, changed or unset
    between two snapshots makes them differ. A session without a JVM of its own (Spark Connect) gives
    those of the settings of :data:`SETTINGS` it holds a value of, one call each."""
    jconf = getattr(spark.conf, "_jconf", None)
    if jconf is None:
        keys = {k for s in SETTINGS.values() for k in s} | {"spark.sql.variable.substitute"}
        held = {k: spark.conf.get(k, None) for k in sorted(keys)}
        return {k: str(v) for k, v in held.items() if v is not None}
    held = jconf.getAll()
    keys = held.keys().mkString(_SEPARATOR).split(_SEPARATOR)
    values = held.values().mkString(_SEPARATOR).split(_SEPARATOR)
    if len(keys) != len(values):
        raise AssertionError("a session setting holds the snapshot's separator")
    return dict(zip(keys, values, strict=True))


class SessionSettings:
    """Set ``values`` on the session for a ``with`` block, then restore what was there: a setting the
    session held no value of is unset again."""

    def __init__(self, spark: SparkSession, values: dict[str, str]) -> None:
        self.spark = spark
        self.values = values
        self.before: dict[str, str] = {}

    def __enter__(self) -> SessionSettings:
        held = conf_snapshot(self.spark) if self.values else {}
        self.before = {k: held[k] for k in self.values if k in held}
        for k, v in self.values.items():
            self.spark.conf.set(k, v)
        return self

    def __exit__(self, *exc: object) -> None:
        for k in self.values:
            if k in self.before:
                self.spark.conf.set(k, self.before[k])
            else:
                self.spark.conf.unset(k)
