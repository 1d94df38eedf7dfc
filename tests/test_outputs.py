"""Outputs never damage what they do not own: links, FIFOs, devices and folders given as the output of
``convert`` are refused (or, when allowed, written through in place), never replaced by a file."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
import validator_plans as vp

from substrait_py.errors import OutputError
from substrait_py.outputs import OutputKind, check_output_path, write_output
from substrait_py.planio import PlanFormat, serialize_plan

REPO = Path(__file__).resolve().parent.parent
SCRIPT = Path(sys.executable).parent / "substrait-py"
PLAN = vp.base_plan()


@pytest.fixture
def plan_file(tmp_path: Path) -> Path:
    path = tmp_path / "plan.substrait"
    path.write_bytes(PLAN.SerializeToString())
    return path


def convert(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(SCRIPT), "convert", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=timeout,
        check=False,
    )


def one_line_exit_2(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    return lines[0]


# ------------------------------------------------------------------------------------- the command


def test_dev_full_is_not_replaced(plan_file: Path) -> None:
    before = os.stat("/dev/full")
    line = one_line_exit_2(convert(str(plan_file), "/dev/full", "--to", "json"))
    assert "/dev/full" in line and "character device" in line
    after = os.stat("/dev/full")
    assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev and after.st_ino == before.st_ino
    # allowed: written through the device, which reports the disk full
    line = one_line_exit_2(convert(str(plan_file), "/dev/full", "--to", "json", "--allow-special-output"))
    assert "No space left on device" in line
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_symlink_output_is_refused_and_left_alone(plan_file: Path, tmp_path: Path) -> None:
    target = tmp_path / "target.json"
    target.write_text("keep me\n")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    line = one_line_exit_2(convert(str(plan_file), str(link)))
    assert "symbolic link" in line and "--allow-special-output" in line
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text() == "keep me\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "plan.substrait", "target.json"]


def test_symlink_output_allowed_writes_through_the_link(plan_file: Path, tmp_path: Path) -> None:
    target = tmp_path / "target.json"
    target.write_text("x" * 100_000)  # longer than the plan: the old content must not linger
    link = tmp_path / "link.json"
    link.symlink_to(target)
    proc = convert(str(plan_file), str(link), "--allow-special-output")
    assert proc.returncode == 0, proc.stderr
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_bytes() == serialize_plan(PLAN, PlanFormat.JSON)


def test_fifo_output_is_refused_without_blocking(plan_file: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "out.json"
    os.mkfifo(fifo)
    line = one_line_exit_2(convert(str(plan_file), str(fifo), timeout=30))
    assert "FIFO" in line
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    # allowed but nobody reads: fails at once instead of waiting for a reader
    line = one_line_exit_2(convert(str(plan_file), str(fifo), "--allow-special-output", timeout=30))
    assert "no reader" in line
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_fifo_output_allowed_with_a_reader(plan_file: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "out.json"
    os.mkfifo(fifo)
    received: list[bytes] = []
    ready = threading.Event()

    def reader() -> None:
        fd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
        ready.set()
        os.set_blocking(fd, True)
        with os.fdopen(fd, "rb") as fh:
            chunks = []
            while True:
                chunk = fh.read(65536)
                if chunk:
                    chunks.append(chunk)
                elif chunks:  # the writer closed after writing
                    break
                else:  # no writer yet
                    time.sleep(0.01)
            received.append(b"".join(chunks))

    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    ready.wait(10)
    proc = convert(str(plan_file), str(fifo), "--allow-special-output", timeout=30)
    thread.join(30)
    assert proc.returncode == 0, proc.stderr
    assert received == [serialize_plan(PLAN, PlanFormat.JSON)]
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_folder_and_missing_folder(plan_file: Path, tmp_path: Path) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    line = one_line_exit_2(convert(str(plan_file), str(folder)))
    assert "folder" in line
    assert list(folder.iterdir()) == []
    line = one_line_exit_2(convert(str(plan_file), str(folder), "--allow-special-output"))
    assert "folder" in line
    missing = tmp_path / "missing" / "out.json"
    line = one_line_exit_2(convert(str(plan_file), str(missing)))
    assert str(missing.parent) in line and "does not exist" in line
    assert not missing.parent.exists()


def test_output_checked_before_the_input_is_read(tmp_path: Path) -> None:
    # a missing input and a bad output: the output is reported (it is checked first, cheaply)
    line = one_line_exit_2(convert(str(tmp_path / "nope.substrait"), str(tmp_path / "missing" / "o.json")))
    assert "does not exist" in line


# ------------------------------------------------------------------------------------- the module


def test_kinds(tmp_path: Path) -> None:
    assert check_output_path(tmp_path / "new.json") is OutputKind.NEW
    (tmp_path / "old.json").write_text("")
    assert check_output_path(tmp_path / "old.json") is OutputKind.REGULAR
    assert check_output_path("/dev/null", allow_special=True) is OutputKind.SPECIAL
    dangling = tmp_path / "dangling"
    dangling.symlink_to(tmp_path / "nowhere")
    with pytest.raises(OutputError, match="symbolic link"):
        check_output_path(dangling)
    with pytest.raises(OutputError, match="cannot open"):
        write_output(dangling, b"x", allow_special=True)
    assert not (tmp_path / "nowhere").exists()
    with pytest.raises(OutputError, match="empty"):
        check_output_path("")
    (tmp_path / "file").write_text("")
    with pytest.raises(OutputError, match="not a folder"):
        check_output_path(tmp_path / "file" / "x.json")


def test_atomic_replace_keeps_permissions_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "out.json"
    path.write_text("old")
    path.chmod(0o640)
    write_output(path, b"new")
    assert path.read_bytes() == b"new"
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "out.json"
    path.write_text("old")

    def no_space(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_space)
    with pytest.raises(OutputError, match="No space left on device"):
        write_output(path, b"new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(OutputError, match="cannot write"):
            write_output(folder / "out.json", b"x")
    finally:
        folder.chmod(0o700)
