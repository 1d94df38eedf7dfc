"""The ``substrait-py`` command line, run as a subprocess (the installed console script and
``python -m substrait_py.cli``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import validator_plans as vp
from substrait.plan_pb2 import Plan

from substrait_py.planio import load_plan

REPO = Path(__file__).resolve().parent.parent
SCRIPT = Path(sys.executable).parent / "substrait-py"


def run(*args: str, stdin: bytes | None = None, module: bool = False) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "substrait_py.cli", *args] if module else [str(SCRIPT), *args]
    if stdin is None:
        return subprocess.run(cmd, capture_output=True, text=True, cwd=REPO, timeout=120, check=False)
    proc = subprocess.run(cmd, capture_output=True, input=stdin, cwd=REPO, timeout=120, check=False)
    return subprocess.CompletedProcess(
        proc.args,
        proc.returncode,
        proc.stdout.decode("utf-8", "replace"),
        proc.stderr.decode("utf-8", "replace"),
    )


def write(tmp_path: Path, name: str, plan: Plan) -> Path:
    path = tmp_path / name
    path.write_bytes(plan.SerializeToString())
    return path


def no_traceback(proc: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in proc.stderr and "Traceback" not in proc.stdout


def test_console_script_is_installed() -> None:
    assert SCRIPT.exists()


# ---------------------------------------------------------------------------------- invalid plans


@pytest.mark.parametrize(
    ("factory", "code", "path"),
    [
        (
            vp.field_out_of_range,
            "field-out-of-range",
            f"{vp.CONDITION}.scalar_function.arguments[0].value.selection",
        ),
        (vp.undeclared_anchor, "unknown-function-anchor", f"{vp.CONDITION}.scalar_function"),
        (vp.too_few_names, "root-names-mismatch", "relations[0].root.names"),
        (vp.reference_past_end, "reference-out-of-range", "relations[0].root.input.reference"),
    ],
    ids=["field-out-of-range", "undeclared-anchor", "too-few-names", "reference-past-end"],
)
def test_invalid_plans_exit_1_and_print_the_path(
    tmp_path: Path, factory: Callable[[], Plan], code: str, path: str
) -> None:
    plan_file = write(tmp_path, "bad.substrait", factory())
    proc = run("validate", str(plan_file))
    no_traceback(proc)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    error_lines = [ln for ln in proc.stdout.splitlines() if ": error: " in ln]
    assert any(path in ln and f"[{code}]" in ln for ln in error_lines), proc.stdout


def test_json_output_for_tools(tmp_path: Path) -> None:
    plan_file = write(tmp_path, "bad.substrait", vp.too_few_names())
    proc = run("validate", "--format", "json", str(plan_file))
    assert proc.returncode == 1
    report = json.loads(proc.stdout)
    assert report["valid"] is False
    assert {
        "severity": "error",
        "code": "root-names-mismatch",
        "path": "relations[0].root.names",
    }.items() <= (report["diagnostics"][0].items())


def test_valid_plan_exit_0_and_several_plans_worst_code_wins(tmp_path: Path) -> None:
    good = write(tmp_path, "good.substrait", vp.base_plan())
    bad = write(tmp_path, "bad.substrait", vp.too_few_names())
    assert run("validate", str(good)).returncode == 0
    assert run("validate", str(good), str(bad)).returncode == 1
    (tmp_path / "empty.substrait").write_bytes(b"")
    assert run("validate", str(good), str(bad), str(tmp_path / "empty.substrait")).returncode == 2


def test_datafusion_tpch_plan_validates_via_python_m() -> None:
    proc = run("validate", str(vp.DATAFUSION_TPCH / "q01.substrait"), module=True)
    no_traceback(proc)
    assert proc.returncode == 0, proc.stdout + proc.stderr


# ---------------------------------------------------------------------------------- unreadable input


def _unreadable(tmp_path: Path) -> dict[str, Path]:
    good = vp.base_plan().SerializeToString()
    files = {
        "truncated": good[: len(good) // 2],
        "random": bytes(((i * 1103515245 + 12345) >> 7) & 0xFF for i in range(4096)),
        "empty": b"",
        "other-message-json": json.dumps({"names": ["a"], "struct": {"types": []}}).encode(),
    }
    out = {}
    for name, data in files.items():
        out[name] = tmp_path / f"{name}.substrait"
        out[name].write_bytes(data)
    return out


@pytest.mark.parametrize("kind", ["truncated", "random", "empty", "other-message-json"])
@pytest.mark.parametrize("command", ["validate", "explain"])
def test_unreadable_input_one_line_exit_2(tmp_path: Path, kind: str, command: str) -> None:
    proc = run(command, str(_unreadable(tmp_path)[kind]))
    no_traceback(proc)
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr


def test_convert_of_unreadable_input_leaves_no_output(tmp_path: Path) -> None:
    src = _unreadable(tmp_path)["random"]
    proc = run("convert", str(src), str(tmp_path / "out.json"))
    no_traceback(proc)
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "out.json").exists()


def test_missing_file_is_one_line(tmp_path: Path) -> None:
    proc = run("validate", str(tmp_path / "nope.substrait"))
    no_traceback(proc)
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1


def test_deep_plan_validates_and_explains(tmp_path: Path) -> None:
    deep = write(tmp_path, "deep.substrait", vp.deep_plan(10_000))
    proc = run("validate", str(deep))
    no_traceback(proc)
    assert proc.returncode == 0, proc.stderr
    proc = run("explain", str(deep))
    no_traceback(proc)
    assert proc.returncode == 0
    assert proc.stdout.count("Filter true") == 10_000


# ---------------------------------------------------------------------------------- convert


def test_convert_binary_json_text_binary_round_trip(tmp_path: Path) -> None:
    src = vp.DATAFUSION_TPCH / "q05.substrait"
    j, t, b = tmp_path / "q.json", tmp_path / "q.txt", tmp_path / "q.bin"
    for a, z in ((src, j), (j, t), (t, b)):
        proc = run("convert", str(a), str(z))
        assert proc.returncode == 0, proc.stderr
    assert json.loads(j.read_text())["relations"]
    assert "relations {" in t.read_text()
    # DataFusion 55 still writes the pre-0.85 URI fields next to the URN ones; loading maps them
    # (planio), so the message to compare is the loaded one, not the raw bytes' unknown fields.
    original = load_plan(src).plan
    final = Plan()
    final.ParseFromString(b.read_bytes())
    assert original == final


def test_convert_with_standard_streams_and_explicit_format(tmp_path: Path) -> None:
    data = vp.base_plan().SerializeToString()
    proc = run("convert", "-", "-", "--to", "json", stdin=data)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["relations"][0]["root"]["names"] == ["id", "age"]
    proc = run("convert", "-", "-", "--to", "yaml", stdin=data)
    assert proc.returncode == 2
    no_traceback(proc)


# ---------------------------------------------------------------------------------- explain, help


def test_explain_shows_schema_functions_and_named_references(tmp_path: Path) -> None:
    proc = run("explain", str(write(tmp_path, "p.substrait", vp.base_plan())), "--schema")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    filter_line = next(ln for ln in lines if "Filter" in ln)
    assert "gt($1 (age), 25)" in filter_line
    assert "[id: i64?, age: i64?]" in filter_line
    compact = run("explain", str(tmp_path / "p.substrait")).stdout.splitlines()
    assert next(ln for ln in compact if "Filter" in ln).strip() == "Filter gt($1 (age), 25)"
    assert any("Read people" in ln for ln in lines)


@pytest.mark.parametrize("command", [[], ["validate"], ["convert"], ["explain"]])
def test_help_on_every_command(command: list[str]) -> None:
    proc = run(*command, "--help")
    assert proc.returncode == 0
    assert "Usage" in proc.stdout


@pytest.mark.parametrize("command", ["validate", "explain", "tables"])
def test_plan_commands_do_not_import_pyspark(command: str) -> None:
    code = (
        "import sys\n"
        "from substrait_py.cli import app\n"
        "try:\n"
        f"    app([{command!r}, {str(vp.DATAFUSION_TPCH / 'q01.substrait')!r}])\n"
        "except SystemExit as e:\n"
        "    assert e.code == 0, e.code\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pyspark', 'py4j')))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
        check=False,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines()[-1] == "[]"


# ---------------------------------------------------------------------------------- pre-0.85 plans


def _legacy_upper_case_json(output_kind: str = "bool") -> str:
    """base_plan in the pre-0.85 JSON form (``extensionUris`` / ``extensionUriReference``), with
    upper-case table and column names."""
    from google.protobuf import json_format

    plan = vp.base_plan()
    read = plan.relations[0].root.input.filter.input.read
    read.named_table.names[:] = ["PEOPLE"]
    read.base_schema.names[:] = ["ID", "AGE"]
    plan.relations[0].root.names[:] = ["ID", "AGE"]
    out = plan.relations[0].root.input.filter.condition.scalar_function.output_type
    out.Clear()
    getattr(out, output_kind).nullability = 1
    doc = json_format.MessageToDict(plan)
    doc.pop("extensionUrns")
    doc["extensionUris"] = [
        {
            "extensionUriAnchor": 1,
            "uri": "https://github.com/substrait-io/substrait/blob/main/extensions/functions_comparison.yaml",
        }
    ]
    for ext in doc["extensions"]:
        fn = ext["extensionFunction"]
        fn["extensionUriReference"] = fn.pop("extensionUrnReference")
    return json.dumps(doc)


def test_legacy_uri_plan_with_upper_case_names_validates_and_converts(tmp_path: Path) -> None:
    src = tmp_path / "legacy.json"
    src.write_text(_legacy_upper_case_json())
    proc = run("validate", str(src))
    no_traceback(proc)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert run("convert", str(src), str(tmp_path / "out.substrait")).returncode == 0
    converted = Plan()
    converted.ParseFromString((tmp_path / "out.substrait").read_bytes())
    assert [u.urn for u in converted.extension_urns] == [vp.COMPARISON_URN]
    assert list(converted.relations[0].root.input.filter.input.read.named_table.names) == ["PEOPLE"]
    assert run("validate", str(tmp_path / "out.substrait")).returncode == 0


def test_legacy_uri_resolves_to_the_standard_yaml(tmp_path: Path) -> None:
    # gt returns boolean in functions_comparison.yaml: declaring i64 is only caught when the URI
    # was resolved to that file.
    src = tmp_path / "legacy.json"
    src.write_text(_legacy_upper_case_json("i64"))
    proc = run("validate", str(src))
    assert proc.returncode == 1
    assert f"{vp.CONDITION}.scalar_function.output_type" in proc.stdout
    assert "[output-type-mismatch]" in proc.stdout


def test_version_matches_the_installed_distribution() -> None:
    from importlib import metadata

    import substrait_py

    assert substrait_py.__version__ == metadata.version("substrait-py")
    for flag in ("--version", "-V"):
        proc = run(flag)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.strip() == f"substrait-py {substrait_py.__version__}"


@pytest.mark.parametrize(
    "command", [[], ["validate"], ["convert"], ["explain"], ["run"], ["produce"], ["conformance"]]
)
def test_short_help_everywhere(command: list[str]) -> None:
    proc = run(*command, "-h")
    assert proc.returncode == 0, proc.stderr
    assert "usage:" in proc.stdout.lower()
    assert proc.stdout == run(*command, "--help").stdout
    no_traceback(proc)


def test_run_help_has_the_style_of_the_other_commands() -> None:
    """``run`` is a typer command like the rest: the same usage line, option panel and ``-h``."""
    helps = {name: run(name, "-h").stdout for name in ("run", "validate", "produce")}
    for name, text in helps.items():
        assert text.strip().splitlines()[0].strip().startswith(f"Usage: substrait-py {name} [OPTIONS]"), text
        assert "Options" in text and "Show this message and exit." in text
    for option in ("--table", "--output", "--to", "--conf", "--master", "--remote", "--allow-writes"):
        assert option in helps["run"]
    for option in ("--allow-path", "--limit", "-t", "-o", "-n"):
        assert option in helps["run"]


DF_Q01 = REPO / "conformance" / "producers" / "datafusion" / "tpch" / "q01.substrait"


def test_validate_errors_only_and_ignore_with_counts_per_code(tmp_path: Path) -> None:
    """DataFusion's q01 has 7 name-only functions and 8 measures without output type: the summary counts
    each code; --errors-only lists none of the warnings; --ignore drops a code from list and count; an
    ignored error no longer makes a plan invalid."""
    full = run("validate", str(DF_Q01))
    assert full.returncode == 0
    summary = full.stdout.strip().splitlines()[-1]
    assert summary.endswith(
        "valid (0 error(s), 15 warning(s)); by code: function-without-urn 7, missing-output-type 8"
    )
    assert full.stdout.count("[function-without-urn]") == 7
    quiet = run("validate", str(DF_Q01), "--errors-only")
    assert quiet.stdout.strip().splitlines() == [summary]
    fewer = run("validate", str(DF_Q01), "--ignore", "function-without-urn")
    assert "[function-without-urn]" not in fewer.stdout
    assert fewer.stdout.strip().endswith("valid (0 error(s), 8 warning(s)); by code: missing-output-type 8")
    bad = write(tmp_path, "bad.substrait", vp.field_out_of_range())
    assert run("validate", str(bad)).returncode == 1
    assert run("validate", str(bad), "--ignore", "field-out-of-range").returncode == 0


def test_convert_refuses_an_unknown_output_suffix(tmp_path: Path) -> None:
    out = tmp_path / "plan.yaml"
    proc = run("convert", str(DF_Q01), str(out))
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1 and "'.yaml'" in proc.stderr
    assert not out.exists()
    assert run("convert", str(DF_Q01), str(out), "--to", "json").returncode == 0
    assert load_plan(out).format.value == "json"


def test_tables_lists_what_a_plan_reads(tmp_path: Path) -> None:
    """Named tables, local files and virtual tables, each with its declared columns and plan path; the
    names are read back independently from the plan's JSON form."""
    plan = load_plan(REPO / "conformance" / "producers" / "datafusion" / "tpch" / "q03.substrait").plan
    extra = plan.relations.add().root
    extra.names.append("v")
    read = extra.input.read
    read.base_schema.names.append("v")
    read.base_schema.struct.types.add().i32.nullability = 2
    item = read.local_files.items.add()
    item.uri_file = "file:///data/t.parquet"
    item.parquet.SetInParent()
    path = write(tmp_path, "p.substrait", plan)
    proc = run("tables", str(path), "--format", "json")
    assert proc.returncode == 0, proc.stderr
    reads = json.loads(proc.stdout)
    from google.protobuf.json_format import MessageToDict

    as_json = json.dumps(MessageToDict(plan))
    named = [r for r in reads if r["kind"] == "named_table"]
    assert [r["name"] for r in named] == [["customer"], ["orders"], ["lineitem"]]
    for r in named:
        assert f'"names": {json.dumps(r["name"])}' in as_json
    lineitem = named[2]
    assert len(lineitem["columns"]) == 16 and lineitem["columns"][0] == {"name": "l_orderkey", "type": "i64?"}
    assert lineitem["path"].startswith("relations[0].root.input.") and lineitem["path"].endswith(".read")
    (files,) = [r for r in reads if r["kind"] == "local_files"]
    assert files["files"] == [{"uri": "file:///data/t.parquet", "format": "parquet"}]
    assert (
        files["columns"] == [{"name": "v", "type": "i32"}] and files["path"] == "relations[1].root.input.read"
    )
    text = run("tables", str(path))
    assert text.returncode == 0 and text.stdout.splitlines()[0].startswith("customer: c_custkey i64?")


DUCKDB_113_Q08 = REPO / "conformance" / "producers" / "duckdb-1.1.3" / "tpch" / "q08.json"


@pytest.mark.parametrize("suffix", [".json", ".substrait", ".textproto"])
def test_convert_keep_uris_writes_the_uri_era_form_back(tmp_path: Path, suffix: str) -> None:
    """DuckDB 1.1.3 wrote q08 with extension URIs (most declarations pointing at the folder URI);
    ``--keep-uris`` writes URIs again, none of the URN fields, and the result reads back as the same
    plan. Without the flag the output names URNs."""
    out = tmp_path / f"q08{suffix}"
    proc = run("convert", str(DUCKDB_113_Q08), str(out), "--keep-uris")
    assert proc.returncode == 0, proc.stderr
    assert load_plan(out).plan == load_plan(DUCKDB_113_Q08).plan
    if suffix != ".json":
        return
    original = json.loads(DUCKDB_113_Q08.read_text())
    written = json.loads(out.read_text())
    assert "extensionUrns" not in written
    uris = {u["extensionUriAnchor"]: u["uri"] for u in written["extensionUris"]}
    before = {u["extensionUriAnchor"]: u["uri"] for u in original["extensionUris"]}
    assert set(before.values()) <= set(uris.values())
    for old, new in zip(original["extensions"], written["extensions"], strict=True):
        old_fn, new_fn = old["extensionFunction"], new["extensionFunction"]
        assert "extensionUrnReference" not in new_fn and old_fn["name"] == new_fn["name"]
        was, now = before[old_fn["extensionUriReference"]], uris[new_fn["extensionUriReference"]]
        # the same file, or a file inside the folder the declaration named
        assert now == was or (was.endswith("/") and now.startswith(was) and now.endswith(".yaml")), (was, now)
    plain = tmp_path / "plain.json"
    assert run("convert", str(DUCKDB_113_Q08), str(plain)).returncode == 0
    urn_form = json.loads(plain.read_text())
    assert "extensionUris" not in urn_form and urn_form["extensionUrns"]


def test_convert_keep_uris_leaves_a_urn_plan_as_it_is(tmp_path: Path) -> None:
    src = REPO / "conformance" / "producers" / "datafusion" / "tpch" / "q08.substrait"
    kept, plain = tmp_path / "kept.json", tmp_path / "plain.json"
    assert run("convert", str(src), str(kept), "--keep-uris").returncode == 0
    assert run("convert", str(src), str(plain)).returncode == 0
    assert kept.read_bytes() == plain.read_bytes()
