"""Everything for Spark in one import::

    from substrait_py.spark import SparkConsumer, session, to_substrait

    spark = session()                                   # what the command line runs on: local[*]
    df = SparkConsumer(spark, tables={"lineitem": "data/lineitem.parquet"}).to_dataframe("q1.substrait")
    plan = to_substrait("SELECT ...", spark)            # Spark SQL or a DataFrame -> Substrait

The names are those of :mod:`spark_consumer` (kept there too); :mod:`substrait_py` itself never imports
pyspark, this module does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from spark_consumer.consume import SparkConsumer, Translation
from spark_consumer.producer import to_substrait
from spark_consumer.session import local_session, remote_session
from substrait_py.planio import load_plan, save_plan

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

__all__ = [
    "SparkConsumer",
    "Translation",
    "load_plan",
    "local_session",
    "remote_session",
    "save_plan",
    "session",
    "to_substrait",
]


def session(
    master: str | None = None,
    *,
    remote: str | None = None,
    conf: Mapping[str, str] | None = None,
    app_name: str = "substrait-py",
) -> SparkSession:
    """A SparkSession with the command line's defaults: an embedded ``local[*]`` (every core, log level
    ERROR, quiet JVM), or ``master`` (``spark://...``, ``yarn``), or a Spark Connect session to
    ``remote`` (``sc://host:15002``, or ``local`` for a Connect server started on demand). ``conf`` sets
    Spark settings (``{"spark.sql.shuffle.partitions": "8"}``)."""
    from spark_consumer.session import session_for

    return session_for(master=master, remote=remote, app_name=app_name, conf=conf)
