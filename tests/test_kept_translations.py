"""Plans seen again: a consumer keeps the translation of a plan whose every read is a given table or
file, and uses it again only while the same plan (by its bytes), root, ANSI mode and bindings hold."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from pyspark.sql import types as T

from spark_consumer.consume.consumer import SparkConsumer
from substrait_py.errors import BindingError, InvalidPlanError
from tests._consumer_support import plan_reading

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

CITIES = T.StructType([T.StructField("id", T.LongType()), T.StructField("city", T.StringType())])


def _counting(consumer: SparkConsumer, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times ``consumer`` really translates (a list of one counter)."""
    calls = [0]
    real = consumer._checked_translation

    def counted(*args: Any) -> Any:
        calls[0] += 1
        return real(*args)

    monkeypatch.setattr(consumer, "_checked_translation", counted)
    return calls


def test_the_same_plan_again_is_not_translated_again(monkeypatch: pytest.MonkeyPatch) -> None:
    consumer = SparkConsumer(None, {"cities": CITIES})
    calls = _counting(consumer, monkeypatch)
    first = consumer.translate(plan_reading("cities"))
    again_plan = plan_reading("cities")  # another Plan object with the same bytes
    second = consumer.translate(again_plan)
    assert calls[0] == 1
    fresh = SparkConsumer(None, {"cities": CITIES}).translate(plan_reading("cities"))
    assert (second.sql, second.names, second.types) == (fresh.sql, fresh.names, fresh.types)
    assert second.plan == again_plan and second.plan is not first.plan
    # the kept translation shares nothing a caller could change
    first.names.append("extra")
    first.types[0].i32.SetInParent()
    first.sources.clear()
    third = consumer.translate(plan_reading("cities"))
    assert (third.names, third.types, set(third.sources)) == (fresh.names, fresh.types, set(fresh.sources))
    assert calls[0] == 1


def test_another_root_name_root_or_layout_is_another_translation(monkeypatch: pytest.MonkeyPatch) -> None:
    consumer = SparkConsumer(None, {"cities": CITIES})
    calls = _counting(consumer, monkeypatch)
    plain = consumer.translate(plan_reading("cities"))
    renamed = consumer.translate(plan_reading("cities", ("key", "town")))
    pretty = consumer.translate(plan_reading("cities"), pretty=True)
    assert calls[0] == 3
    assert renamed.names == ["key", "town"] and plain.names == ["id", "city"]
    assert "\n" in pretty.sql.text and "\n" not in plain.sql.text


def test_ansi_mode_is_part_of_what_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    consumer = SparkConsumer(None, {"cities": CITIES})
    calls = _counting(consumer, monkeypatch)
    consumer.translate(plan_reading("cities"))
    monkeypatch.setattr(consumer, "_ansi_enabled", lambda: False)
    consumer.translate(plan_reading("cities"))
    assert calls[0] == 2


def test_a_replaced_table_is_bound_again(monkeypatch: pytest.MonkeyPatch) -> None:
    consumer = SparkConsumer(None, {"cities": CITIES})
    calls = _counting(consumer, monkeypatch)
    consumer.translate(plan_reading("cities"))
    # the same schema as a new object: bound again (the binding is by identity)
    consumer.tables[("cities",)] = T.StructType(list(CITIES.fields))
    consumer.translate(plan_reading("cities"))
    assert calls[0] == 2
    # a schema the plan's declared columns do not fit is refused, not answered from the kept translation
    consumer.tables[("cities",)] = T.StructType(
        [T.StructField("id", T.StringType()), T.StructField("city", T.StringType())]
    )
    with pytest.raises(BindingError, match="string"):
        consumer.translate(plan_reading("cities"))
    del consumer.tables[("cities",)]
    with pytest.raises(BindingError, match="not found"):
        consumer.translate(plan_reading("cities"))


def test_forget_plans_and_refused_plans(monkeypatch: pytest.MonkeyPatch) -> None:
    consumer = SparkConsumer(None, {"cities": CITIES})
    calls = _counting(consumer, monkeypatch)
    consumer.translate(plan_reading("cities"))
    consumer.forget_plans()
    consumer.translate(plan_reading("cities"))
    assert calls[0] == 2
    broken = plan_reading("cities")
    broken.relations[0].root.names.append("one too many")
    for _ in range(2):
        with pytest.raises(InvalidPlanError):
            consumer.translate(broken)
    assert calls[0] == 4


@pytest.mark.spark
def test_catalog_tables_and_given_frames_are_read_afresh(spark: SparkSession) -> None:
    """A catalog table is looked up again at every translation: a view replaced with other rows gives
    the new rows. A given DataFrame replaced by another gives the other's rows."""
    view = "kept_translation_cities"
    try:
        spark.createDataFrame([(1, "Oslo")], "id bigint, city string").createOrReplaceTempView(view)
        consumer = SparkConsumer(spark)
        assert [tuple(r) for r in consumer.to_dataframe(plan_reading(view)).collect()] == [(1, "Oslo")]
        spark.createDataFrame([(2, "Bergen")], "id bigint, city string").createOrReplaceTempView(view)
        assert [tuple(r) for r in consumer.to_dataframe(plan_reading(view)).collect()] == [(2, "Bergen")]
    finally:
        spark.catalog.dropTempView(view)
    given = SparkConsumer(spark, {"cities": spark.createDataFrame([(3, "Molde")], "id bigint, city string")})
    assert [tuple(r) for r in given.to_dataframe(plan_reading("cities")).collect()] == [(3, "Molde")]
    given.tables[("cities",)] = spark.createDataFrame([(4, "Bodø")], "id bigint, city string")
    assert [tuple(r) for r in given.to_dataframe(plan_reading("cities")).collect()] == [(4, "Bodø")]


@pytest.mark.spark
def test_the_session_ansi_mode_is_read_at_every_translation(spark: SparkSession) -> None:
    consumer = SparkConsumer(spark, {"cities": CITIES})
    before = spark.conf.get("spark.sql.ansi.enabled")
    try:
        for value in ("false", "true", "false"):
            spark.conf.set("spark.sql.ansi.enabled", value)
            consumer.translate(plan_reading("cities"))
            assert consumer.ansi is (value == "true")
    finally:
        spark.conf.set("spark.sql.ansi.enabled", before)
