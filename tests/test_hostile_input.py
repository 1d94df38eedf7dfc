"""Hostile plan input: endless devices, FIFOs, oversized input, absurd nesting. Every case ends quickly
with a one-line PlanLoadError (exit 2), never a hang, a memory blow-up, a traceback or a crash.

Cases that a regression would turn into a hang or a crash run the command in a subprocess with a
timeout and an address-space limit, so they fail instead of taking the test run down."""

from __future__ import annotations

import os
import resource
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import validator_plans as vp
from substrait.algebra_pb2 import FilterRel, Rel, RelRoot
from substrait.plan_pb2 import Plan, PlanRel

from substrait_py.deep import run_deep
from substrait_py.errors import PlanLoadError
from substrait_py.limits import MAX_MESSAGE_DEPTH, MAX_PLAN_SIZE_ENV
from substrait_py.planio import PlanFormat, load_plan, serialize_plan

REPO = Path(__file__).resolve().parent.parent
SCRIPT = Path(sys.executable).parent / "substrait-py"
GOOD = vp.base_plan()


def _limit_memory() -> None:
    # Far below what reading /dev/zero for the timeout would take, far above what a plan needs
    # (the deep-stack thread reserves 1 GiB of address space).
    resource.setrlimit(resource.RLIMIT_AS, (6 << 30, 6 << 30))


def cli(
    *args: str, stdin: bytes | None = None, env: dict[str, str] | None = None, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [str(SCRIPT), *args],
        input=stdin if stdin is not None else b"",
        capture_output=True,
        cwd=REPO,
        timeout=timeout,
        check=False,
        preexec_fn=_limit_memory,
        env={**os.environ, **(env or {})},
    )
    return subprocess.CompletedProcess(
        proc.args,
        proc.returncode,
        proc.stdout.decode("utf-8", "replace"),
        proc.stderr.decode("utf-8", "replace"),
    )


def one_line_error(proc: subprocess.CompletedProcess[str], code: int = 2) -> str:
    assert proc.returncode == code, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("substrait-py: ")
    return lines[0]


# ------------------------------------------------------------------------------------------ devices


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("command", ["validate", "explain", "convert"])
def test_endless_devices_are_refused_without_reading(device: str, command: str, tmp_path: Path) -> None:
    args = [command, device] + ([str(tmp_path / "out.json")] if command == "convert" else [])
    line = one_line_error(cli(*args))
    assert device in line and "character device" in line
    assert not (tmp_path / "out.json").exists()


def test_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "plan.substrait"
    os.mkfifo(fifo)
    line = one_line_error(cli("validate", str(fifo), timeout=30))
    assert "FIFO" in line


def test_device_and_socket_paths_in_process(tmp_path: Path) -> None:
    with pytest.raises(PlanLoadError, match="character device"):
        load_plan("/dev/null")
    path = tmp_path / "s.sock"
    with socket.socket(socket.AF_UNIX) as sock:
        sock.bind(str(path))
        with pytest.raises(PlanLoadError, match=str(path)):
            load_plan(path)


def test_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(PlanLoadError, match="directory"):
        load_plan(tmp_path)


# ------------------------------------------------------------------------------------------ size


class EndlessStream:
    """A stream that never ends (like ``/dev/zero`` on stdin); counts the bytes handed out."""

    name = "<endless>"

    def __init__(self) -> None:
        self.given = 0

    def read(self, size: int = -1) -> bytes:
        assert size > 0, "an unbounded read of an endless stream"
        self.given += size
        return b"\0" * size


def test_streams_are_read_up_to_the_limit_plus_one_byte() -> None:
    stream = EndlessStream()
    with pytest.raises(PlanLoadError, match="limit of 1 MiB"):
        load_plan(stream, max_size=1 << 20)  # type: ignore[arg-type]
    assert stream.given == (1 << 20) + 1


def test_bytes_and_files_over_the_limit(tmp_path: Path) -> None:
    data = serialize_plan(GOOD, PlanFormat.JSON)
    assert load_plan(data, max_size=len(data)).plan == GOOD
    with pytest.raises(PlanLoadError, match="plan size limit"):
        load_plan(data, max_size=len(data) - 1)
    path = tmp_path / "p.json"
    path.write_bytes(data)
    assert load_plan(path, max_size=len(data)).plan == GOOD
    with pytest.raises(PlanLoadError, match=f"{path}.*plan size limit"):
        load_plan(path, max_size=len(data) - 1)


def test_cli_option_and_environment_bound_stdin_and_files(tmp_path: Path) -> None:
    data = serialize_plan(GOOD, PlanFormat.JSON)
    assert len(data) > 1024
    assert cli("validate", "-", stdin=data).returncode == 0
    line = one_line_error(cli("validate", "--max-plan-size", "1K", "-", stdin=data))
    assert "1 KiB" in line
    path = tmp_path / "p.json"
    path.write_bytes(data)
    for command in (["explain", str(path)], ["convert", str(path), str(tmp_path / "o.substrait")]):
        assert "1 KiB" in one_line_error(cli(*command, env={MAX_PLAN_SIZE_ENV: "1K"}))
        assert "1 KiB" in one_line_error(cli(*command[:1], "--max-plan-size", "1K", *command[1:]))
    assert not (tmp_path / "o.substrait").exists()
    assert "--max-plan-size" in one_line_error(cli("validate", "--max-plan-size", "lots", str(path)))


def test_run_reads_the_plan_with_the_limit_before_spark_starts(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_bytes(serialize_plan(GOOD, PlanFormat.JSON))
    line = one_line_error(cli("run", str(path), env={MAX_PLAN_SIZE_ENV: "1K"}))
    assert "plan size limit" in line


# ------------------------------------------------------------------------------------------ depth


def _varint(n: int) -> bytes:
    out = bytearray()
    while n > 0x7F:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def _tag(number: int) -> bytes:
    return _varint(number << 3 | 2)


def nested_filters_bytes(depth: int) -> bytes:
    """The binary encoding of a plan of ``depth`` nested filters, written without protobuf (whose
    serializer cannot write, and on a normal stack cannot even survive, such depth)."""
    rel_filter = _tag(Rel.DESCRIPTOR.fields_by_name["filter"].number)
    filter_input = _tag(FilterRel.DESCRIPTOR.fields_by_name["input"].number)
    leaf = Rel()
    leaf.read.named_table.names.append("t")
    inner = leaf.SerializeToString()
    # Each level is Rel{filter: FilterRel{input: <inner>}}: compute sizes inside out, emit outside in.
    prefixes: list[bytes] = []
    size = len(inner)
    for _ in range(depth):
        head = filter_input + _varint(size)
        size += len(head)
        head2 = rel_filter + _varint(size)
        size += len(head2)
        prefixes.append(head2 + head)
    body = b"".join(reversed(prefixes)) + inner
    root_input = _tag(RelRoot.DESCRIPTOR.fields_by_name["input"].number) + _varint(len(body)) + body
    plan_rel = _tag(PlanRel.DESCRIPTOR.fields_by_name["root"].number) + _varint(len(root_input)) + root_input
    return _tag(Plan.DESCRIPTOR.fields_by_name["relations"].number) + _varint(len(plan_rel)) + plan_rel


def test_handmade_encoding_is_what_protobuf_reads() -> None:
    data = nested_filters_bytes(30)
    plan = Plan.FromString(data)
    assert str(plan.relations[0].root.input).count("filter {") == 30


def test_binary_plan_nested_past_the_limit_is_refused_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "deep.substrait"
    path.write_bytes(nested_filters_bytes(MAX_MESSAGE_DEPTH))  # two message levels per filter
    for command in ("validate", "explain"):
        line = one_line_error(cli(command, str(path)))
        assert f"{MAX_MESSAGE_DEPTH:,} levels" in line


def test_binary_plan_just_within_the_limit_loads_and_saves(tmp_path: Path) -> None:
    # Plan > PlanRel > RelRoot > Rel, two levels per filter, then ReadRel > NamedTable: depth 2n + 5.
    depth = (MAX_MESSAGE_DEPTH - 5) // 2
    path = tmp_path / "deep.substrait"
    path.write_bytes(nested_filters_bytes(depth))
    out = tmp_path / "out.substrait"
    proc = cli("convert", str(path), str(out))
    assert proc.returncode == 0, proc.stderr
    proc = cli("convert", str(out), str(tmp_path / "out.json"))
    assert proc.returncode == 0, proc.stderr
    original, converted = load_plan(path).plan, load_plan(tmp_path / "out.json")
    assert converted.format is PlanFormat.JSON
    assert run_deep(lambda: converted.plan == original)


def test_json_and_text_nested_past_the_limit(tmp_path: Path) -> None:
    depth = MAX_MESSAGE_DEPTH // 2 + 10
    inner = '{"read": {"namedTable": {"names": ["t"]}}}'
    json_plan = '{"relations": [{"root": {"input": ' + '{"filter": {"input": ' * depth + inner
    json_plan += "}}" * depth + "}}]}"
    text_plan = "relations { root { input { " + "filter { input { " * depth + "read { } "
    text_plan += "} } " * depth + "} } }"
    for data in (json_plan, text_plan):
        with pytest.raises(PlanLoadError, match="levels deep"):
            load_plan(data.encode())


def test_detached_expressions_that_resolve_too_deep(tmp_path: Path) -> None:
    """Each detached entry is shallow, so the bytes parse natively; the chain resolves into a tree
    deeper than the limit."""
    plan = vp.base_plan()
    prel = plan.relations[0]
    prel.root.input.filter.condition.Clear()
    prel.root.input.filter.condition.detached_expression_ordinal = 0
    entries = MAX_MESSAGE_DEPTH // 2 + 10  # Expression > Cast > Expression: two levels each
    for i in range(entries):
        entry = prel.detached_expressions.add()
        entry.cast.type.bool.nullability = 1
        entry.cast.input.detached_expression_ordinal = i + 1
    prel.detached_expressions.add().literal.boolean = True
    data = plan.SerializeToString()
    with pytest.raises(PlanLoadError, match="levels deep"):
        load_plan(data)


def test_json_number_of_thousands_of_digits() -> None:
    for data in (
        b'{"relations": [' + b"1" * 5000 + b"]}",
        b'{"version": {"minorNumber": ' + b"9" * 5000 + b"}}",
    ):
        with pytest.raises(PlanLoadError, match="invalid JSON"):
            load_plan(data)
