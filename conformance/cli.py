"""``substrait-py conformance functions``: the Substrait function test cases on one engine.

:func:`register` adds a ``conformance`` sub-app with the ``functions`` command to a typer app;
``python -m conformance.testcases`` runs the same command standalone. Importing this module does not import
pyspark or any engine; the engine is imported when the command runs.
"""

from __future__ import annotations

import sys
from typing import Annotated

import typer

__all__ = ["functions_command", "register", "standalone_app"]

FORMATS = ("table", "json", "md")


def functions_command(  # noqa: PLR0917 - typer reads the options from the parameters
    engine: Annotated[str, typer.Option("--engine", "-e", help="datafusion, acero or spark")] = "datafusion",
    filter_text: Annotated[
        str | None,
        typer.Option("--filter", "-f", help="only cases whose group, file, function or text contains TEXT"),
    ] = None,
    fmt: Annotated[str, typer.Option("--format", help="table, json or md")] = "table",
    inline: Annotated[bool, typer.Option("--inline", help="literal arguments inside the call")] = False,
    show_failures: Annotated[
        bool, typer.Option("--show-failures", help="list wrong and faulted cases after the table")
    ] = False,
    batch_size: Annotated[
        int,
        typer.Option(
            "--batch-size",
            min=1,
            help="run up to N scalar cases as one plan (a batch that fails is halved until the failing "
            "cases run alone); 1 runs each alone",
        ),
    ] = 1,
) -> None:
    """Run the spec's function test cases on ENGINE and print a table per group."""
    from rich.console import Console

    from substrait_py.errors import SubstraitPyError

    from .engines import get_engine
    from .testcases.parser import load_cases
    from .testcases.plans import PlanBuilder
    from .testcases.report import render_json, render_markdown, render_table, summarize
    from .testcases.runner import CaseResult, Outcome, run_cases

    if fmt not in FORMATS:
        typer.echo(f"error: --format must be one of {', '.join(FORMATS)}", err=True)
        raise typer.Exit(2)
    try:
        eng = get_engine(engine)
        cases = load_cases()
    except SubstraitPyError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from exc
    if filter_text:
        needle = filter_text.lower()
        cases = [
            c
            for c in cases
            if needle in c.group.lower()
            or needle in c.file.lower()
            or needle in c.function.lower()
            or needle in c.text.lower()
        ]
    err = Console(stderr=True)
    results: list[CaseResult]
    if err.is_terminal:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        with Progress(
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=err,
            transient=True,
        ) as progress:
            task = progress.add_task(f"{eng.name}", total=len(cases))

            def tick(r: CaseResult) -> None:
                progress.update(task, advance=1, description=f"{eng.name} {r.case.group}")

            results = run_cases(
                cases, eng, builder=PlanBuilder(inline=inline), on_result=tick, batch_size=batch_size
            )
    else:
        results = run_cases(cases, eng, builder=PlanBuilder(inline=inline), batch_size=batch_size)
    summaries = summarize(results)
    if fmt == "json":
        sys.stdout.write(render_json(summaries, results, eng.name) + "\n")
    elif fmt == "md":
        sys.stdout.write(render_markdown(summaries, eng.name))
    else:
        Console().print(render_table(summaries, eng.name))
    if show_failures:
        for r in results:
            if r.outcome in (Outcome.WRONG, Outcome.FAULT):
                sys.stdout.write(f"{r.outcome.value:6} {r.case.source}  {r.case.text}\n         {r.reason}\n")


def register(app: typer.Typer) -> None:
    """Add ``conformance functions|plans|matrix|corpus`` to ``app`` (a ``conformance`` sub-app)."""
    from .corpus.cli import register_corpus
    from .plans_cli import register_plans

    sub = typer.Typer(
        help="Conformance suites: the spec's function test cases, golden plans, the consumer-testing corpus.",
        no_args_is_help=True,
    )
    sub.command("functions")(functions_command)
    register_plans(sub)
    register_corpus(sub)
    app.add_typer(sub, name="conformance")


def standalone_app() -> typer.Typer:
    """A typer app with only ``functions`` (used by ``python -m conformance.testcases``)."""
    app = typer.Typer(add_completion=False)
    app.command()(functions_command)
    return app
