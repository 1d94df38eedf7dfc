"""Output files: check where a result may be written, and write it without damaging anything else.

A command writes its output (a converted plan, a produced plan, a query result) to a path the user
names. The path may be a regular file, but also a symbolic link, a FIFO, a device (``/dev/full``), a
socket or a folder; writing through a temporary file and a rename would then silently replace the
link or the node with a regular file. So:

* :func:`check_output_path` looks at the path without opening it (``lstat``) and refuses, with an
  :class:`~substrait_py.errors.OutputError` (exit code 2, one line), a folder, a missing parent folder,
  and -- unless ``allow_special`` -- a symbolic link, FIFO, character or block device or socket.
  Commands call it before any expensive work (before Spark starts).
* :func:`write_output` writes bytes. A new or regular file is written atomically: a temporary file in
  the same folder, flushed to disk, given the old file's permission bits, then renamed over the
  target; a failed write leaves the previous file as it was and removes the temporary file. A special
  node (only with ``allow_special``) is written in place, through the node itself, never replaced: a
  symbolic link keeps pointing where it pointed and its target receives the bytes; a device or FIFO
  receives them. Such a node is opened with ``O_NONBLOCK``, so a FIFO without a reader fails at once
  instead of hanging, and it is never created or truncated unless it is a regular file behind a link.

Local paths only: URLs (``s3a://``, ``hdfs://``) are the business of the engine that writes them.
"""

from __future__ import annotations

import contextlib
import enum
import errno
import os
import stat
import tempfile

from substrait_py.errors import OutputError


class OutputKind(enum.Enum):
    """What an output path is before writing."""

    NEW = "new"  # nothing there yet; the parent folder exists
    REGULAR = "regular"  # an existing regular file (replaced atomically)
    SPECIAL = "special"  # a link, FIFO, device or socket, allowed: written in place


_KINDS = (
    (stat.S_ISLNK, "a symbolic link"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _kind_label(mode: int) -> str:
    return next((label for test, label in _KINDS if test(mode)), "not a regular file")


def check_output_path(path: str | os.PathLike[str], *, allow_special: bool = False) -> OutputKind:
    """Check that ``path`` may be written (see the module docstring); return what it is.

    Raises :class:`OutputError` for a folder, a missing or non-folder parent, or (unless
    ``allow_special``) a symbolic link, FIFO, device or socket. Does not open ``path``.
    """
    text = os.fspath(path)
    if not text:
        raise OutputError("the output path is empty")
    try:
        st = os.lstat(text)
    except (FileNotFoundError, NotADirectoryError):
        _check_parent(text)
        return OutputKind.NEW
    except OSError as exc:
        raise OutputError(f"{text}: cannot use as output: {exc.strerror or exc}") from None
    if stat.S_ISDIR(st.st_mode):
        raise OutputError(f"{text}: is a folder; give a file name")
    if stat.S_ISREG(st.st_mode):
        return OutputKind.REGULAR
    if stat.S_ISLNK(st.st_mode) and os.path.isdir(text):
        raise OutputError(f"{text}: is a symbolic link to a folder; give a file name")
    if not allow_special:
        hint = (
            " (use '-' for standard output)" if text.startswith("/dev/") or text.startswith("/proc/") else ""
        )
        raise OutputError(
            f"{text}: is {_kind_label(st.st_mode)}, not a regular file; refusing to replace it{hint} "
            "(--allow-special-output writes through it instead)"
        )
    return OutputKind.SPECIAL


def _check_parent(path: str) -> None:
    parent = os.path.dirname(os.path.abspath(path))
    if not os.path.exists(parent):
        raise OutputError(f"{path}: folder {parent} does not exist")
    if not os.path.isdir(parent):
        raise OutputError(f"{path}: {parent} is not a folder")


def write_output(path: str | os.PathLike[str], data: bytes, *, allow_special: bool = False) -> None:
    """Write ``data`` to the file ``path``: atomically for a new or regular file, in place for a
    special node when ``allow_special`` (see the module docstring). Every failure is an
    :class:`OutputError` naming the path; the previous content of a regular file is kept."""
    text = os.fspath(path)
    kind = check_output_path(text, allow_special=allow_special)
    if kind is OutputKind.SPECIAL:
        _write_in_place(text, data)
    else:
        _write_atomic(text, data)


def _write_atomic(path: str, data: bytes) -> None:
    directory = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".substrait-py-", suffix=".tmp", dir=directory)
    except OSError as exc:
        raise OutputError(f"{path}: cannot write in {directory}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        try:
            mode = os.stat(path).st_mode & 0o7777
        except FileNotFoundError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise OutputError(f"{path}: cannot write: {exc.strerror or exc}") from None
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _write_in_place(path: str, data: bytes) -> None:
    """Write through an existing link, FIFO or device without replacing it."""
    flags = os.O_WRONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ENXIO:
            raise OutputError(f"{path}: a FIFO with no reader; nothing written") from None
        raise OutputError(f"{path}: cannot open for writing: {exc.strerror or exc}") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise OutputError(f"{path}: is a folder; give a file name")
        if stat.S_ISREG(st.st_mode):
            os.ftruncate(fd, 0)  # a link to a regular file: its target is rewritten
        os.set_blocking(fd, True)
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        if stat.S_ISREG(st.st_mode):
            os.fsync(fd)
    except OSError as exc:
        raise OutputError(f"{path}: cannot write: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


__all__ = ["OutputKind", "check_output_path", "write_output"]
