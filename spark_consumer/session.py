"""Creating Spark sessions the way the toolkit wants them: quiet, small, and shared."""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

#: The log4j2 configuration shipped with the package: ERROR and above only, on stderr.
QUIET_LOG4J2 = Path(__file__).resolve().parent / "log4j2-quiet.properties"

#: Settings of the embedded local session: small shuffles, no UI, ANSI off is Spark's choice, not ours
#: (the consumer never depends on it), and session-local time zone UTC so timestamps are stable.
LOCAL_CONF: dict[str, str] = {
    "spark.sql.shuffle.partitions": "2",
    "spark.ui.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
    "spark.sql.session.timeZone": "UTC",
    "spark.driver.memory": "2g",
    "spark.sql.adaptive.enabled": "true",
    # PySpark otherwise records the Python call site of every Column it builds (6-8 JVM round trips
    # each). For translated plans those call sites point into the consumer, not the user's code, and
    # they made up about half of the consumer's translation time.
    "spark.python.sql.dataFrameDebugging.enabled": "false",
    "spark.sql.warehouse.dir": os.path.join(os.getcwd(), "spark-warehouse"),
    "spark.driver.extraJavaOptions": "-Dderby.system.home="
    + os.path.join(os.getcwd(), ".cache", "derby")
    + (f" -Dlog4j2.configurationFile={QUIET_LOG4J2.as_uri()}" if QUIET_LOG4J2.is_file() else ""),
}


@contextlib.contextmanager
def settings_set(spark: SparkSession, values: Mapping[str, str]) -> Iterator[None]:
    """Inside the block the session holds ``values``; after it, every setting is what it was (unset
    again where the session held no value of it)."""
    previous = {key: spark.conf.get(key, None) for key in values}
    try:
        for key, value in values.items():
            spark.conf.set(key, value)
        yield
    finally:
        for key, old in previous.items():
            if old is None:
                spark.conf.unset(key)
            else:
                spark.conf.set(key, old)


def local_session(
    app_name: str = "substrait-py", master: str = "local[*]", conf: Mapping[str, str] | None = None
) -> SparkSession:
    """Return (creating if needed) a classic SparkSession with the toolkit's settings and log level ERROR:
    the command line's defaults (an embedded ``local[*]``: every core). ``conf`` adds or overrides
    Spark settings."""
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.master(master).appName(app_name)
    for key, value in {**LOCAL_CONF, **(conf or {})}.items():
        builder = builder.config(key, value)
    session = builder.getOrCreate()
    session.sparkContext.setLogLevel("ERROR")
    return session


def remote_session(
    url: str, app_name: str = "substrait-py", conf: Mapping[str, str] | None = None
) -> SparkSession:
    """Return a Spark Connect session to ``url`` (``sc://host:port``, or ``local`` for a local Connect
    server started on demand), with log level ERROR where the server allows setting it. ``conf`` adds
    Spark settings."""
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.remote(url).appName(app_name)
    settings: dict[str, str] = {}
    if url == "local" or url.startswith("local["):
        # A local Connect server runs its own driver JVM: give it the same quiet settings.
        settings.update(LOCAL_CONF)
    settings.update(conf or {})
    for key, value in settings.items():
        builder = builder.config(key, value)
    return builder.getOrCreate()


#: Spark Connect's default port.
CONNECT_PORT = 15002


def connect_address(url: str) -> tuple[str, int] | None:
    """The (host, port) of a Spark Connect URL ``sc://host[:port][/;params]``; None for ``local``
    (a server this process starts) or a URL of another form."""
    from urllib.parse import urlsplit

    if not url.startswith("sc://"):
        return None
    parts = urlsplit(url.split(";", 1)[0])
    try:
        port = parts.port or CONNECT_PORT
    except ValueError:
        return None
    return (parts.hostname or "localhost", port)


def probe_connect(url: str, timeout: float = 3.0) -> None:
    """Check that something listens at a Spark Connect URL before a client is made: a client to an
    address where nothing listens retries for minutes (and again at exit). Raises :class:`OSError`
    with a one-line reason; ``local`` URLs pass."""
    import socket

    address = connect_address(url)
    if address is None:
        return
    try:
        with socket.create_connection(address, timeout=timeout):
            pass
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise OSError(f"cannot reach Spark Connect at {address[0]}:{address[1]}: {reason}") from None


def session_for(
    master: str | None = None,
    remote: str | None = None,
    app_name: str = "substrait-py",
    conf: Mapping[str, str] | None = None,
) -> SparkSession:
    """The session the command line runs on: a Spark Connect session when ``remote`` is given, else a
    classic session on ``master`` (default: an embedded ``local[*]``)."""
    if master is not None and remote is not None:
        raise ValueError("give either a master URL or a Spark Connect URL, not both")
    if remote is not None:
        return remote_session(remote, app_name=app_name, conf=conf)
    return local_session(app_name=app_name, master=master or "local[*]", conf=conf)


@contextlib.contextmanager
def jvm_stderr_to(log_path: Path) -> Iterator[None]:
    """Point file descriptor 2 at ``log_path`` while the block runs, then restore it.

    A JVM started inside the block (PySpark's gateway, or a local Spark Connect server) inherits the
    redirected descriptor for its whole life, so its startup banner, JDK warnings ("Using incubator
    modules") and any later log lines go to the file instead of the user's terminal; Python's own
    stderr is back to normal after the block."""
    sys.stderr.flush()
    saved = os.dup(2)
    try:
        with open(log_path, "ab") as log:
            os.dup2(log.fileno(), 2)
        yield
    finally:
        sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(saved)


def default_log_path() -> Path:
    """Where ``substrait-py run`` puts the Spark JVM's own output (one file per process)."""
    return Path(tempfile.gettempdir()) / f"substrait-py-spark-{os.getpid()}.log"
