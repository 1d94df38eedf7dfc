"""The ``substrait-py`` command line: ``validate``, ``convert``, ``explain`` (and ``run``, added lazily).

Exit codes follow :mod:`substrait_py.errors`: 0 success (``validate``: valid, warnings allowed),
1 invalid plan, 2 unreadable input or bad usage, 3.. the other error classes. Every
:class:`~substrait_py.errors.SubstraitPyError` becomes one line on stderr, never a traceback; so do
``RecursionError`` and ``MemoryError`` on absurd input.

Imports stay lazy (only ``typer`` and ``substrait_py.errors`` at module import) so that
``substrait-py validate`` starts fast and never imports pyspark. The ``run`` command lives in
``spark_consumer.cli_run`` (owned by the Spark consumer) and is registered only if that module exists;
pyspark is imported only when ``run`` is invoked.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Annotated, Any, NoReturn, TypeVar

import typer

from substrait_py.errors import PlanLoadError, SubstraitPyError

T = TypeVar("T")

app = typer.Typer(
    name="substrait-py",
    help="Read, convert, validate and explain Substrait plans (binary, JSON or text).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _print_version(value: bool) -> None:
    if value:
        from substrait_py import __version__

        typer.echo(f"substrait-py {__version__}")
        raise typer.Exit()


@app.callback()
def _app(
    version: Annotated[
        bool,
        typer.Option(
            "--version", "-V", help="Print the version and exit.", callback=_print_version, is_eager=True
        ),
    ] = False,
) -> None:
    """Read, convert, validate and explain Substrait plans (binary, JSON or text); run them on Spark."""


def _fail(message: str, code: int) -> NoReturn:
    typer.echo(f"substrait-py: {' '.join(message.split())}", err=True)
    raise typer.Exit(code)


def _guard(fn: Callable[[], T]) -> T:
    """Run ``fn`` mapping toolkit errors (and stack/memory exhaustion) to one line and an exit code."""
    try:
        return fn()
    except SubstraitPyError as exc:
        _fail(exc.one_line(), exc.exit_code)
    except RecursionError:
        _fail("the plan is nested too deeply to process", PlanLoadError.exit_code)
    except MemoryError:
        _fail("out of memory while processing the plan", PlanLoadError.exit_code)


def _load(source: str, max_size: int | None) -> Any:
    from substrait_py.planio import load_plan

    return load_plan(source, max_size=max_size)


MaxPlanSize = Annotated[
    str | None,
    typer.Option(
        "--max-plan-size",
        metavar="SIZE",
        help="Refuse plans larger than SIZE (bytes, or with K, M, G: 512M). "
        "Default: $SUBSTRAIT_PY_MAX_PLAN_SIZE, else 256M.",
    ),
]


def _max_size(text: str | None) -> int | None:
    """The ``--max-plan-size`` value in bytes (None: the environment's or the default)."""
    if text is None:
        return None
    from substrait_py.limits import parse_size

    try:
        return parse_size(text)
    except ValueError as exc:
        _fail(f"--max-plan-size: {exc}", 2)


@app.command()
def validate(
    plans: Annotated[list[str], typer.Argument(help="Plan files (binary, JSON or text); '-' reads stdin.")],
    fmt: Annotated[str, typer.Option("--format", help="Output format: text (for people) or json.")] = "text",
    max_plan_size: MaxPlanSize = None,
    errors_only: Annotated[
        bool, typer.Option("--errors-only", help="List errors only (the summary still counts warnings).")
    ] = False,
    ignore: Annotated[
        list[str] | None,
        typer.Option(
            "--ignore",
            metavar="CODE",
            help="Drop findings with this diagnostic code (repeatable); an ignored error no longer makes "
            "the plan invalid.",
        ),
    ] = None,
) -> None:
    """Validate plans. Exit 0 when valid (warnings allowed), 1 when invalid, 2 when unreadable."""
    if fmt not in ("text", "json"):
        _fail(f"--format must be text or json, not {fmt!r}", 2)
    max_size = _max_size(max_plan_size)
    from substrait_py.validate import is_valid, validate_plan

    ignored = set(ignore or [])
    worst = 0
    report: list[dict[str, Any]] = []
    for source in plans:
        try:
            loaded = _load(source, max_size)
            diags = validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
            diags = [replace(d, path=loaded.input_path(d.path)) for d in diags if d.code not in ignored]
        except SubstraitPyError as exc:
            code = exc.exit_code
            worst = max(worst, code)
            if fmt == "json":
                report.append({"plan": source, "valid": False, "error": exc.one_line(), "exit_code": code})
            else:
                line = exc.one_line()
                typer.echo(
                    f"substrait-py: {line if line.startswith(source) else f'{source}: {line}'}", err=True
                )
            continue
        except (RecursionError, MemoryError) as exc:
            worst = max(worst, 2)
            msg = (
                "the plan is nested too deeply to process"
                if isinstance(exc, RecursionError)
                else "out of memory"
            )
            if fmt == "json":
                report.append({"plan": source, "valid": False, "error": msg, "exit_code": 2})
            else:
                typer.echo(f"substrait-py: {source}: {msg}", err=True)
            continue
        valid = is_valid(diags)
        worst = max(worst, 0 if valid else 1)
        if fmt == "json":
            report.append({"plan": source, "valid": valid, "diagnostics": [d.to_json() for d in diags]})
        else:
            for d in diags:
                if not errors_only or str(d.severity) == "error":
                    typer.echo(f"{source}: {d}")
            typer.echo(f"{source}: {_summary(diags, valid)}")
    if fmt == "json":
        typer.echo(json.dumps(report if len(plans) != 1 else report[0], indent=2))
    raise typer.Exit(worst)


def _summary(diags: list[Any], valid: bool) -> str:
    """``valid (0 error(s), 15 warning(s)); by code: function-without-urn 7, missing-output-type 8``."""
    errors = sum(1 for d in diags if str(d.severity) == "error")
    warnings = sum(1 for d in diags if str(d.severity) == "warning")
    counts: dict[str, int] = {}
    for d in diags:
        if str(d.severity) in ("error", "warning"):
            counts[d.code] = counts.get(d.code, 0) + 1
    by_code = ", ".join(f"{code} {n}" for code, n in sorted(counts.items()))
    line = f"{'valid' if valid else 'INVALID'} ({errors} error(s), {warnings} warning(s))"
    return f"{line}; by code: {by_code}" if by_code else line


#: Output suffixes convert knows (a file without a suffix is written in binary).
_KNOWN_SUFFIXES = (
    ".substrait",
    ".pb",
    ".bin",
    ".binpb",
    ".json",
    ".txt",
    ".textproto",
    ".pbtxt",
    ".txtpb",
    ".textpb",
)


@app.command()
def convert(
    source: Annotated[str, typer.Argument(help="Input plan (binary, JSON or text); '-' reads stdin.")],
    dest: Annotated[str, typer.Argument(help="Output file; '-' writes stdout.")],
    *,
    to: Annotated[
        str | None,
        typer.Option("--to", help="Output format: binary, json or text (default: from OUT's suffix)."),
    ] = None,
    allow_special_output: Annotated[
        bool,
        typer.Option(
            "--allow-special-output",
            help="Write through a symbolic link, FIFO or device given as OUT (in place) instead of "
            "refusing it.",
        ),
    ] = False,
    keep_uris: Annotated[
        bool,
        typer.Option(
            "--keep-uris",
            help="Write a plan read with extension URIs (before Substrait 0.85) with those URIs, for "
            "consumers of that era, instead of the URNs they map to.",
        ),
    ] = False,
    max_plan_size: MaxPlanSize = None,
) -> None:
    """Convert a plan (or an extended expression) between binary protobuf, JSON and protobuf text format."""

    def work() -> None:
        from substrait_py.outputs import check_output_path
        from substrait_py.planio import PlanFormat, format_for_path, save_plan

        fmt = None
        if to is not None:
            try:
                fmt = PlanFormat(to)
            except ValueError:
                _fail(f"--to must be binary, json or text, not {to!r}", 2)
        if dest == "-" and fmt is None:
            fmt = PlanFormat.JSON if sys.stdout.isatty() else PlanFormat.BINARY
        suffix = Path(dest).suffix.lower()
        if fmt is None and suffix and suffix not in _KNOWN_SUFFIXES:
            _fail(
                f"cannot tell the format of {dest!r} from its suffix {suffix!r}: give --to binary|json|text "
                f"or one of {', '.join(_KNOWN_SUFFIXES)}",
                2,
            )
        if dest != "-":
            check_output_path(dest, allow_special=allow_special_output)  # before reading the input
        loaded = _load(source, _max_size(max_plan_size))
        out: Any = loaded.plan if loaded.extended_expression is None else loaded.extended_expression
        if keep_uris:
            from substrait_py.legacy import with_extension_uris

            legacy_plan = with_extension_uris(loaded.plan, loaded.diagnostics)
            if loaded.extended_expression is not None:
                from substrait_py.extended import with_declarations_of

                target = fmt or (PlanFormat.BINARY if dest == "-" else format_for_path(dest))
                if target is not PlanFormat.BINARY:
                    _fail("--keep-uris writes an extended expression in binary only (--to binary)", 2)
                out = with_declarations_of(loaded.extended_expression, legacy_plan)
            else:
                out = legacy_plan
        if dest == "-":
            save_plan(out, sys.stdout.buffer, fmt)
            sys.stdout.flush()
        else:
            save_plan(out, dest, fmt, allow_special=allow_special_output)

    _guard(work)


_RENDERED = {".svg": "svg", ".png": "png", ".pdf": "pdf"}


@app.command()
def explain(
    plan: Annotated[str, typer.Argument(help="Plan file (binary, JSON or text); '-' reads stdin.")],
    fmt: Annotated[
        str, typer.Option("--format", help="text (default), dot (Graphviz), mermaid or json.")
    ] = "text",
    schema: Annotated[bool, typer.Option("--schema", help="Show each relation's output types.")] = False,
    output: Annotated[
        str | None,
        typer.Option(
            "--output",
            "-o",
            help="Write to a file instead of standard output; with --format dot, a .svg, .png or .pdf "
            "name is rendered by Graphviz's dot.",
        ),
    ] = None,
    max_plan_size: MaxPlanSize = None,
) -> None:
    """Show the relation tree with readable expressions and the validator's findings on their nodes."""
    if fmt not in ("text", "dot", "mermaid", "json"):
        _fail(f"--format must be text, dot, mermaid or json, not {fmt!r}", 2)
    render_to = _RENDERED.get(Path(output).suffix.lower()) if output else None
    if render_to is not None and fmt != "dot":
        _fail(f"{output!r}: only --format dot renders to {render_to}", 2)
    dot_program = None
    if render_to is not None:
        import shutil

        dot_program = shutil.which("dot")
        if dot_program is None:
            _fail(
                "rendering needs Graphviz's dot program (apt-get install graphviz); or write a .dot file", 2
            )

    def work() -> str:
        from substrait_py import explain as ex
        from substrait_py.deep import run_deep
        from substrait_py.validate import validate_plan

        loaded = _load(plan, _max_size(max_plan_size))
        findings = [
            d
            for d in validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
            if str(d.severity) in ("error", "warning")
        ]
        if fmt == "text":
            width = None if output else max(80, min(160, shutil_width()))
            text = str(
                run_deep(lambda: ex.explain_plan(loaded.plan, schema=schema, width=width, findings=findings))
            )
            if loaded.extended_expression is not None:
                from substrait_py.extended import INPUT_TABLE

                text = (
                    f"extended expression over the table {INPUT_TABLE!r}, as the plan it stands for:\n{text}"
                )
            return text
        roots = run_deep(lambda: ex.explain_tree(loaded.plan, findings=findings))
        if fmt == "dot":
            return ex.render_dot(roots, schema=schema)
        if fmt == "mermaid":
            return ex.render_mermaid(roots, schema=schema)
        return ex.render_json(roots)

    text = _guard(work)
    if output is None:
        typer.echo(text)
        return
    if render_to is not None:
        import subprocess

        assert dot_program is not None
        done = subprocess.run(
            [dot_program, f"-T{render_to}"], input=text.encode(), capture_output=True, check=False
        )
        if done.returncode != 0:
            _fail(f"dot failed: {done.stderr.decode(errors='replace').strip()[:300]}", 2)
        data = done.stdout
    else:
        data = (text if text.endswith("\n") else text + "\n").encode()

    def write() -> None:
        from substrait_py.outputs import write_output

        write_output(output, data)

    _guard(write)


def shutil_width() -> int:
    """The terminal's width (160 when not a terminal)."""
    import shutil

    return shutil.get_terminal_size((160, 24)).columns if sys.stdout.isatty() else 160


@app.command()
def tables(
    plan: Annotated[str, typer.Argument(help="Plan file (binary, JSON or text); '-' reads stdin.")],
    fmt: Annotated[str, typer.Option("--format", help="Output format: text (for people) or json.")] = "text",
    max_plan_size: MaxPlanSize = None,
) -> None:
    """List what a plan reads (named tables, local files, virtual tables) with the declared columns."""
    if fmt not in ("text", "json"):
        _fail(f"--format must be text or json, not {fmt!r}", 2)

    def work() -> list[Any]:
        from substrait_py.deep import run_deep
        from substrait_py.tables import plan_tables

        loaded = _load(plan, _max_size(max_plan_size))
        return [replace(r, path=loaded.input_path(r.path)) for r in run_deep(plan_tables, loaded.plan)]

    reads = _guard(work)
    if fmt == "json":
        typer.echo(json.dumps([r.to_json() for r in reads], indent=2))
        return
    for r in reads:
        cols = ", ".join(f"{n} {t}" for n, t in r.columns)
        formats = sorted({f for _, f in r.files})
        what = f" ({', '.join(formats)})" if formats else ""
        typer.echo(f"{r.label()}{what}: {cols or '(no columns)'}")
        typer.echo(f"    at {r.path}")


def _register_run() -> None:
    """Register ``run`` from ``spark_consumer.cli_run`` (importing it loads only typer; pyspark loads
    when ``run`` runs)."""
    if importlib.util.find_spec("spark_consumer.cli_run") is None:
        return
    from spark_consumer.cli_run import register

    register(app)


_register_run()


def _register_conformance() -> None:
    """Register ``conformance ...`` from the conformance suite, installed as ``substrait_py.conformance``
    (the ``conformance/`` folder of a source checkout). Importing its ``cli`` loads only typer; engines
    and pyspark load when a conformance command runs."""
    try:
        found = importlib.util.find_spec("substrait_py.conformance.cli") is not None
    except ModuleNotFoundError:
        found = False
    if not found:
        return
    from substrait_py.conformance.cli import register

    register(app)


_register_conformance()


def _register_produce() -> None:
    """Register ``produce`` from ``spark_consumer.cli_produce`` (importing it loads only typer; pyspark
    loads when ``produce`` runs)."""
    if importlib.util.find_spec("spark_consumer.cli_produce") is None:
        return
    from spark_consumer.cli_produce import register

    register(app)


_register_produce()


def main() -> None:
    """Console-script entry point."""
    app()


if __name__ == "__main__":
    main()
