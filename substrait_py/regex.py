"""The structure of a regular expression, as far as the syntaxes producers and engines use agree (ICU,
the spec's; Java, Spark's; RE2, DuckDB's; Rust's regex crate, DataFusion's): which characters are
escaped or quoted, and which stand inside a character class. Code that rewrites or inspects a pattern
(counting its groups, finding syntax one engine reads otherwise than another) walks its pieces here
instead of scanning it again.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["capture_groups", "pattern_pieces"]


def pattern_pieces(pattern: str) -> Iterator[tuple[int, str, int]]:
    """The pieces of ``pattern`` in order, each with its position and how deep it stands inside
    character classes (0 outside any): an escape (a backslash and the character after it), a quoted
    run (``\\Q`` to ``\\E`` or to the end, ICU's, Java's and RE2's), or one other character. A class's
    own brackets stand at the depth around it; a ``^`` and then a ``]`` first in a class belong to it
    (the ``]`` is the character itself); a ``[`` inside a class opens a nested one."""
    depth = 0
    i, n = 0, len(pattern)
    while i < n:
        ch = pattern[i]
        if pattern.startswith("\\Q", i):
            end = pattern.find("\\E", i + 2)
            end = n if end < 0 else end + 2
            yield i, pattern[i:end], depth
            i = end
        elif ch == "\\":
            yield i, pattern[i : i + 2], depth
            i += 2
        elif ch == "[":
            yield i, ch, depth
            opened = depth == 0
            depth += 1
            i += 1
            if opened:
                for first in ("^", "]"):
                    if pattern.startswith(first, i):
                        yield i, first, depth
                        i += 1
        elif ch == "]" and depth:
            depth -= 1
            yield i, ch, depth
            i += 1
        else:
            yield i, ch, depth
            i += 1


def capture_groups(pattern: str) -> tuple[int, dict[str, int]] | None:
    """The number of capturing groups of a regular expression in the syntax Rust's ``regex`` crate and
    Java share, and the numbers of its named groups; None for a pattern in verbose mode (``(?x)``, where
    a parenthesis may stand in a comment)."""
    count = 0
    names: dict[str, int] = {}
    for i, piece, depth in pattern_pieces(pattern):
        if depth or piece != "(":
            continue
        flags = re.match(r"\(\?([a-zA-Z-]*)[:)]", pattern[i:])
        if flags is not None and "x" in flags.group(1):
            return None
        named = re.match(r"\(\?P?<([A-Za-z_][A-Za-z0-9_]*)>", pattern[i:])
        if named is not None:
            count += 1
            names[named.group(1)] = count
        elif not pattern.startswith("(?", i):
            count += 1
    return count, names
