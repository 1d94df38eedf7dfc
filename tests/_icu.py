"""ICU's own regular expressions, through its C API (the system's ``libicui18n``), as the reference for
the spec's regular-expression functions: the spec names ICU's syntax, and neither Spark (Java) nor
DuckDB or DataFusion (RE2, Rust) implement it.

``replace`` is ``uregex_replaceAll`` / ``uregex_replaceFirst``, ``matches`` what ``uregex_findNext``
finds. The library's symbols carry its version (``uregex_open_72``); the newest one found is used.
``ICU`` is None where the library is missing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from typing import Any

#: UErrorCode of a destination buffer too small (the call returns the length it needs)
_BUFFER_OVERFLOW = 15
#: uregex_open's flags for the spec's options
CASE_INSENSITIVE = 2
MULTILINE = 8
DOTALL = 32


class IcuError(Exception):
    """ICU failed (the pattern does not compile, the replacement names no group...): its UErrorCode."""


class _Icu:
    def __init__(self, library: ctypes.CDLL) -> None:
        self._lib = library
        self._open = self._symbol("uregex_open")
        self._open.restype = ctypes.c_void_p
        self._open.argtypes = [
            ctypes.c_char_p,
            ctypes.c_int32,
            ctypes.c_uint32,
            ctypes.c_void_p,
            ctypes.POINTER(ctypes.c_int32),
        ]
        self._set_text = self._symbol("uregex_setText")
        self._set_text.argtypes = [
            ctypes.c_void_p,
            ctypes.c_char_p,
            ctypes.c_int32,
            ctypes.POINTER(ctypes.c_int32),
        ]
        self._replace: dict[bool, Any] = {}
        for first, name in ((False, "uregex_replaceAll"), (True, "uregex_replaceFirst")):
            fn = self._symbol(name)
            fn.restype = ctypes.c_int32
            fn.argtypes = [
                ctypes.c_void_p,
                ctypes.c_char_p,
                ctypes.c_int32,
                ctypes.c_void_p,
                ctypes.c_int32,
                ctypes.POINTER(ctypes.c_int32),
            ]
            self._replace[first] = fn
        self._close = self._symbol("uregex_close")
        self._close.argtypes = [ctypes.c_void_p]
        self._find_next = self._symbol("uregex_findNext")
        self._find_next.restype = ctypes.c_int8
        self._find_next.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int32)]
        self._group_count = self._symbol("uregex_groupCount")
        self._group_count.restype = ctypes.c_int32
        self._group_count.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int32)]
        self._start = self._symbol("uregex_start")
        self._end = self._symbol("uregex_end")
        for fn in (self._start, self._end):
            fn.restype = ctypes.c_int32
            fn.argtypes = [ctypes.c_void_p, ctypes.c_int32, ctypes.POINTER(ctypes.c_int32)]

    def _symbol(self, name: str) -> Any:
        for suffix in ["", *(f"_{v}" for v in range(99, 49, -1))]:
            fn = getattr(self._lib, name + suffix, None)
            if fn is not None:
                return fn
        raise LookupError(f"{name} is not in {self._lib._name}")

    def _compiled(self, pattern: str, flags: int) -> Any:
        status = ctypes.c_int32(0)
        parse_error = ctypes.create_string_buffer(128)  # UParseError: 2 int32 and 2 x 16 UChar
        encoded = pattern.encode("utf-16-le")
        regex = self._open(encoded, len(encoded) // 2, flags, parse_error, ctypes.byref(status))
        if status.value > 0:
            raise IcuError(status.value)
        return regex

    def matches(self, text: str, pattern: str, *, flags: int = 0) -> list[tuple[int, list[str | None]]]:
        """Every match of ``pattern`` in ``text``, in order, as ICU's ``findNext`` finds them: its start
        (in characters, from 0) and the text of group 0 and of each group (None for one that took no
        part)."""
        regex = self._compiled(pattern, flags)
        status = ctypes.c_int32(0)
        try:
            units = text.encode("utf-16-le")
            self._set_text(regex, units, len(units) // 2, ctypes.byref(status))
            groups = self._group_count(regex, ctypes.byref(status))
            found: list[tuple[int, list[str | None]]] = []
            while self._find_next(regex, ctypes.byref(status)):
                spans = [
                    (self._start(regex, g, ctypes.byref(status)), self._end(regex, g, ctypes.byref(status)))
                    for g in range(groups + 1)
                ]
                if status.value > 0:
                    raise IcuError(status.value)
                texts = [None if a < 0 else units[2 * a : 2 * b].decode("utf-16-le") for a, b in spans]
                found.append((len(units[: 2 * spans[0][0]].decode("utf-16-le")), texts))
            return found
        finally:
            self._close(regex)

    def replace(
        self, text: str, pattern: str, replacement: str, *, first: bool = False, flags: int = 0
    ) -> str:
        """``text`` with every match of ``pattern`` (the first alone with ``first``) replaced by
        ``replacement``, as ICU's RegexMatcher does it; :class:`IcuError` where ICU fails."""
        status = ctypes.c_int32(0)
        regex = self._compiled(pattern, flags)
        try:
            encoded_text = text.encode("utf-16-le")
            self._set_text(regex, encoded_text, len(encoded_text) // 2, ctypes.byref(status))
            encoded_replacement = replacement.encode("utf-16-le", "surrogatepass")
            call = self._replace[first]
            units = call(
                regex, encoded_replacement, len(encoded_replacement) // 2, None, 0, ctypes.byref(status)
            )
            if status.value > 0 and status.value != _BUFFER_OVERFLOW:
                raise IcuError(status.value)
            status.value = 0
            out = ctypes.create_string_buffer(2 * units + 2)
            call(
                regex,
                encoded_replacement,
                len(encoded_replacement) // 2,
                out,
                units + 1,
                ctypes.byref(status),
            )
            if status.value > 0:
                raise IcuError(status.value)
            return out.raw[: 2 * units].decode("utf-16-le")
        finally:
            self._close(regex)


def _load() -> _Icu | None:
    name = ctypes.util.find_library("icui18n")
    if name is None:
        return None
    try:
        return _Icu(ctypes.CDLL(name))
    except (OSError, LookupError):
        return None


ICU = _load()
