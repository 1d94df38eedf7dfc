"""Creating Spark sessions the way the toolkit wants them: quiet, small, and shared."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

#: Settings of the embedded local session: small shuffles, no UI, ANSI off is Spark's choice, not ours
#: (the consumer never depends on it), and session-local time zone UTC so timestamps are stable.
LOCAL_CONF: dict[str, str] = {
    "spark.sql.shuffle.partitions": "2",
    "spark.ui.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
    "spark.sql.session.timeZone": "UTC",
    "spark.driver.memory": "2g",
    "spark.sql.adaptive.enabled": "true",
    "spark.sql.warehouse.dir": os.path.join(os.getcwd(), "spark-warehouse"),
    "spark.driver.extraJavaOptions": "-Dderby.system.home=" + os.path.join(os.getcwd(), ".cache", "derby"),
}


def local_session(app_name: str = "substrait-py", master: str = "local[2]") -> SparkSession:
    """Return (creating if needed) a classic local SparkSession with the toolkit's settings and log level
    ERROR."""
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.master(master).appName(app_name)
    for key, value in LOCAL_CONF.items():
        builder = builder.config(key, value)
    session = builder.getOrCreate()
    session.sparkContext.setLogLevel("ERROR")
    return session
