"""Differential test against DataFusion 55: seeded random queries (``conformance.differential``) that
DataFusion plans and answers; the consumer runs each plan on Spark and must give DataFusion's answer.

``DIFFERENTIAL_QUERIES`` sets how many (100 by default, the CI lane; the slow lane runs thousands),
``DIFFERENTIAL_SEED`` which ones (20261128 by default). Every other query runs with every Spark setting
that could change an answer set on the session (``conformance.session_settings.COMBINED``), the others in
the default session; ``DIFFERENTIAL_SETTINGS`` names settings for all of them instead."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from pyspark.sql import SparkSession

from conformance.differential import TABLE, compare, engines_over, queries
from conformance.session_settings import named_settings
from spark_consumer.consumer import SparkConsumer

datafusion_generate = pytest.importorskip("conformance.producers.datafusion.generate")

COUNT = int(os.environ.get("DIFFERENTIAL_QUERIES", "100"))
SEED = int(os.environ.get("DIFFERENTIAL_SEED", "20261128"))
SETTINGS = os.environ.get("DIFFERENTIAL_SETTINGS", "")

#: Refusals with a stated reason that a generated query may meet, by error code.
ALLOWED_REFUSALS = {
    # DataFusion folds extract(year FROM dt) compared with a small number into a comparison with the
    # dates of that year: years before 1 are outside the date range of the spec's literals
    "literal-out-of-range",
}


@pytest.fixture(scope="module")
def engines(
    spark: SparkSession, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[object, SparkConsumer]]:
    yield engines_over(TABLE, tmp_path_factory.mktemp("differential"), spark)


@pytest.mark.parametrize(
    ("sql", "settings"),
    [(sql, SETTINGS or ("combined" if i % 2 else "default")) for i, sql in enumerate(queries(SEED, COUNT))],
)
def test_datafusions_plan_of_a_random_query_gives_datafusions_answer(
    sql: str, settings: str, engines: tuple[object, SparkConsumer]
) -> None:
    ctx, consumer = engines
    outcome = compare(sql, ctx, consumer, named_settings(settings))
    if outcome.verdict == "skipped":
        pytest.skip(f"DataFusion does not answer it: {outcome.detail}")
    if outcome.verdict == "refused" and outcome.code in ALLOWED_REFUSALS:
        return
    assert outcome.verdict == "same", outcome.detail


def test_the_queries_are_the_same_for_the_same_seed() -> None:
    assert queries(5, 40) == queries(5, 40)
    assert queries(5, 40) != queries(6, 40)
