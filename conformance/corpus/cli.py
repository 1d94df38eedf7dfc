"""``substrait-py conformance corpus PATH``: the consumer-testing corpus on Spark and DataFusion.

``PATH`` is a checkout of ``substrait-io/consumer-testing`` or a bare git repository of it (cloned once
under ``.cache``). Every snapshot plan (``--producer`` narrows them, ``--filter`` keeps ids containing a text)
runs on each engine of ``--engine`` (default ``spark,datafusion``; Spark in one local session); the report
prints, per producer and engine, right / wrong / refused / crash, then the refusal and crash reasons grouped
with their counts, the wrong plans, and the plans judged by their own meaning rather than DuckDB's SQL answer.
``--json OUT`` writes every verdict. ``--settings NAME`` (``combined`` or an entry of
:data:`conformance.session_settings.SETTINGS`) and ``--conf KEY=VALUE`` set Spark settings on the session
first, to check that the answers do not depend on them. Importing this module loads only typer.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

if TYPE_CHECKING:
    from .runner import RunResult

__all__ = ["corpus_command", "register_corpus", "render_report"]

CACHE = Path(__file__).resolve().parents[2] / ".cache"


def render_report(result: RunResult, engines: list[str]) -> str:
    """The text report of a run (see the module docstring)."""
    from .runner import STATUSES, reasons, summarize

    table = summarize(result.verdicts)
    producers = sorted({p for p, _ in table})
    lines = ["per producer and engine: right / wrong / refused / crash", ""]
    header = f"{'producer':<12}{'plans':>6}  " + "  ".join(f"{e:<24}" for e in engines)
    lines.append(header)
    for producer in producers:
        plans = len({v.plan for v in result.verdicts if v.producer == producer})
        cells = []
        for engine in engines:
            c = table.get((producer, engine))
            cells.append(f"{' / '.join(str(c[s]) if c else '0' for s in STATUSES):<24}")
        lines.append(f"{producer:<12}{plans:>6}  " + "  ".join(cells))
    for status in ("refused", "crash"):
        grouped = reasons(result.verdicts, status)
        if not grouped:
            continue
        lines += ["", f"{status} (reason: count)"]
        for (producer, engine), counter in sorted(grouped.items()):
            lines.append(f"  {producer} on {engine}:")
            lines.extend(f"    {n:4}  {reason}" for reason, n in counter.most_common())
    wrong = [v for v in result.verdicts if v.status == "wrong"]
    if wrong:
        lines += ["", "wrong"]
        lines.extend(
            f"  {v.engine:<11}{v.plan}: {v.reason}" for v in sorted(wrong, key=lambda v: (v.engine, v.plan))
        )
    noted = [v for v in result.verdicts if v.note and v.status == "right"]
    if noted:
        lines += ["", "right by the plan's own meaning (DuckDB's SQL answer differs) or not comparable"]
        lines.extend(
            f"  {v.engine:<11}{v.plan}: {v.note}" for v in sorted(noted, key=lambda v: (v.engine, v.plan))
        )
    if result.expected_errors:
        lines += ["", "tests without an expected answer (DuckDB failed on the SQL)"]
        lines.extend(f"  {k}: {v}" for k, v in sorted(result.expected_errors.items()))
    return "\n".join(lines) + "\n"


def corpus_command(
    path: Annotated[Path, typer.Argument(help="consumer-testing checkout or bare git repository")],
    *,
    engine: Annotated[
        str, typer.Option("--engine", "-e", help="spark, datafusion or both")
    ] = "spark,datafusion",
    producer: Annotated[
        list[str] | None,
        typer.Option("--producer", "-p", help="duckdb, datafusion, ibis or isthmus (repeatable)"),
    ] = None,
    filter_text: Annotated[
        str | None, typer.Option("--filter", "-f", help="only plan ids containing TEXT")
    ] = None,
    json_out: Annotated[
        Path | None, typer.Option("--json", help="write every verdict as JSON to OUT")
    ] = None,
    settings: Annotated[
        str | None,
        typer.Option(
            "--settings",
            metavar="NAME",
            help="session settings for Spark: combined, or one entry of conformance.session_settings",
        ),
    ] = None,
    conf: Annotated[
        list[str] | None,
        typer.Option("--conf", metavar="KEY=VALUE", help="a Spark setting of the session (repeatable)"),
    ] = None,
) -> None:
    """Run the corpus's snapshot plans on Spark and DataFusion; print right / wrong / refused / crash."""
    from substrait_py.errors import SubstraitPyError

    from .data import CorpusData
    from .runner import ENGINES, DataFusionEngine, SparkEngine, run_corpus
    from .source import PRODUCERS, open_corpus

    names = [e.strip() for e in engine.split(",") if e.strip()]
    unknown = [e for e in names if e not in ENGINES]
    bad_producers = [p for p in producer or () if p not in PRODUCERS]
    if unknown or not names or bad_producers:
        typer.echo(f"error: engines are {', '.join(ENGINES)}; producers are {', '.join(PRODUCERS)}", err=True)
        raise typer.Exit(2)
    from spark_consumer.cli_produce import parse_conf

    from ..session_settings import SETTINGS, named_settings

    chosen = {} if settings is None else named_settings(settings)
    if chosen is None:
        typer.echo(f"error: --settings is combined or one of {', '.join(sorted(SETTINGS))}", err=True)
        raise typer.Exit(2)
    session_conf = {**chosen, **parse_conf(conf)}
    try:
        corpus = open_corpus(path, CACHE)
    except SubstraitPyError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from exc
    data = CorpusData(CACHE / "corpus-data")
    spark = None
    if "spark" in names and session_conf:
        from spark_consumer.session import local_session

        spark = local_session(conf=session_conf)
    engines: list[Any] = [SparkEngine(spark) if n == "spark" else DataFusionEngine() for n in names]
    done = [0]

    def tick(plan: Any, verdicts: Any) -> None:
        done[0] += 1
        if sys.stderr.isatty():
            statuses = " ".join(f"{v.engine}={v.status}" for v in verdicts)
            sys.stderr.write(f"\r{done[0]:4} {plan.id[:70]:<70} {statuses:<40}")
            sys.stderr.flush()

    result = run_corpus(
        corpus, data, engines, producers=producer or None, filter_text=filter_text, progress=tick
    )
    if sys.stderr.isatty():
        sys.stderr.write("\n")
    sys.stdout.write(render_report(result, names))
    if json_out is not None:
        payload = {
            "corpus": str(corpus.root),
            "engines": names,
            "verdicts": [v.to_json() for v in result.verdicts],
            "expected_errors": result.expected_errors,
        }
        json_out.write_text(json.dumps(payload, indent=1) + "\n")


def register_corpus(app: typer.Typer) -> None:
    """Add ``corpus`` to ``app`` (the ``conformance`` sub-app)."""
    app.command("corpus")(corpus_command)
