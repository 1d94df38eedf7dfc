"""ICU's own regular expressions, through its C API (the system's ``libicui18n``), as the reference for
the spec's regular-expression functions: the spec names ICU's syntax, and neither Spark (Java) nor
DuckDB or DataFusion (RE2, Rust) implement it.

``replace`` is ``uregex_replaceAll`` / ``uregex_replaceFirst``. The library's symbols carry its version
(``uregex_open_72``); the newest one found is used. ``ICU`` is None where the library is missing.
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

    def _symbol(self, name: str) -> Any:
        for suffix in ["", *(f"_{v}" for v in range(99, 49, -1))]:
            fn = getattr(self._lib, name + suffix, None)
            if fn is not None:
                return fn
        raise LookupError(f"{name} is not in {self._lib._name}")

    def replace(
        self, text: str, pattern: str, replacement: str, *, first: bool = False, flags: int = 0
    ) -> str:
        """``text`` with every match of ``pattern`` (the first alone with ``first``) replaced by
        ``replacement``, as ICU's RegexMatcher does it; :class:`IcuError` where ICU fails."""
        status = ctypes.c_int32(0)
        parse_error = ctypes.create_string_buffer(128)  # UParseError: 2 int32 and 2 x 16 UChar
        encoded_pattern = pattern.encode("utf-16-le")
        regex = self._open(
            encoded_pattern, len(encoded_pattern) // 2, flags, parse_error, ctypes.byref(status)
        )
        if status.value > 0:
            raise IcuError(status.value)
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
