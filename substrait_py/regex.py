"""The structure of a regular expression, as far as the syntaxes producers and engines use agree (ICU,
the spec's; Java, Spark's; RE2, DuckDB's; Rust's regex crate, DataFusion's): which characters are
escaped or quoted, and which stand inside a character class. Code that rewrites or inspects a pattern
(counting its groups, finding syntax one engine reads otherwise than another) walks its pieces here
instead of scanning it again.
"""

from __future__ import annotations

from collections.abc import Iterator

__all__ = ["pattern_pieces"]


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
