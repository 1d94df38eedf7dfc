"""The spec's regexp_replace on Spark, against ICU's own (the spec names ICU's regular expressions):
how it reads the replacement, and patterns whose classes and case folding go beyond ASCII.

Each case runs twice: its replacement a literal (written for Java when the plan is translated) and a
column of a table (written for Java when the query runs). The expected value is ICU's
``uregex_replaceAll`` (``uregex_replaceFirst`` for occurrence 1), or ICU's failure. One rule is the
spec's and not ICU's: its description and test cases read ``\\N`` (one digit) as group N, where ICU
reads the digit itself; those cases' expectations are the spec's.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from conformance.testcases.runner import CaseResult, Outcome
from spark_consumer.functions import capture_groups, foreign_class_syntax
from tests._icu import CASE_INSENSITIVE, ICU, MULTILINE, IcuError
from tests.test_functions_spark import _one_case, _run_one_case, _str

pytestmark = pytest.mark.skipif(ICU is None, reason="ICU's libicui18n is not installed")

#: (input, pattern, replacement, first match alone): replacement syntax ICU reads -- groups by number
#: and name, how many digits a number takes, escapes, code points, a trailing backslash, failures
_ICU_CASES = [
    ("abc", "(.*)c", "$1e", False),
    ("abcabc", "(b)(c)", "<$2$1>", False),
    ("abcabc", "(b)(c)", "<$2$1>", True),
    ("abc", "(.*)c", "$0!", False),
    ("abc", "(.*)c", "$12", False),  # group 1, then the digit 2
    ("abcdefghijkl", "(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)(l)", "$12$11|$1$0", False),  # groups 12 and 11
    ("abc", "(?<g>b)", "[${g}]", False),
    ("abc", "(?<g>b)", "[${g}]", True),
    ("abc", "(b)", "\\$1 costs \\\\1", False),  # escaped dollar and backslash
    ("abc", "b", "x\\yz", False),  # a backslash before another character: that character
    ("abc", "b", "\\u0041\\U0001F600\\uD83D\\uDE00", False),  # code points, a pair of UTF-16 escapes
    ("abc", "b", "\\u0024\\u005c\\u0031", False),  # $, \ and 1 as escapes: themselves
    ("abc", "b", "\\uZZ", False),  # a malformed escape: the backslash dropped
    ("a1b2", "[0-9]", "<$0>", False),
    ("aXbX", "x", "[$0]", False),
    ("héllo wörld", "(\\w+) (\\w+)", "$2 $1", False),
    ("abc", "(b)", "$", False),  # a $ that starts no group: ICU fails
    ("abc", "(b)", "$2", False),  # a group the pattern lacks: ICU fails
    ("abc", "(b)", "${nope}", False),
    ("xyz", "(b)", "$2", False),  # no match: the replacement is never read, nothing fails
    ("😀a😀", "x*", "<$0>", False),  # empty matches between characters, none inside one
    ("abcabc", "b", "$", True),
]

#: (input, pattern, replacement, first match alone, expected): ``\\N`` as the spec reads it (one digit,
#: group N, with the rest of the replacement as ICU reads it)
_SPEC_CASES = [
    ("abc", "(.*)c", "\\1e", False, "abe"),  # the spec's own case
    ("abcabc", "(b)(c)", "\\2\\1", False, "acbacb"),
    ("abcabc", "(b)(c)", "\\2\\1", True, "acbabc"),
    ("abc", "(b)", "\\12", False, "ab2c"),  # one digit: group 1, then 2
    ("abc", "(b)", "\\\\1", False, "a\\1c"),  # an escaped backslash, then the digit
    ("abc", "(b)", "\\0$1", False, "abbc"),
]


def _expected_line(text: str, pattern: str, replacement: str, first: bool, expected: str | None) -> str:
    occurrence = "1::i64, 1::i64" if first else "1::i64, 0::i64"
    call = f"regexp_replace({_str(text)}, {_str(pattern)}, {_str(replacement)}, {occurrence})"
    return f"{call} = {'<!ERROR>' if expected is None else _str(expected)}"


def _icu(text: str, pattern: str, replacement: str, first: bool) -> str | None:
    assert ICU is not None
    try:
        return ICU.replace(text, pattern, replacement, first=first)
    except IcuError:
        return None


@pytest.mark.parametrize("inline", [True, False], ids=["literal", "column"])
@pytest.mark.parametrize("case", _ICU_CASES, ids=repr)
def test_regexp_replace_reads_the_replacement_as_icu_does(
    spark: Any, case: tuple[str, str, str, bool], inline: bool
) -> None:
    text, pattern, replacement, first = case
    expected = _icu(text, pattern, replacement, first)
    result = _run_one_case(
        spark, "functions_string", _expected_line(text, pattern, replacement, first, expected), inline=inline
    )
    if first and not inline and "$" in replacement and expected is not None:
        # a group reference in a replacement known only when the query runs, with the first match alone
        assert result.outcome is Outcome.UNSUPPORTED, result.reason
        assert "group reference with one occurrence replaced" in result.reason
    else:
        assert result.outcome is Outcome.PASS, result.reason


@pytest.mark.parametrize("inline", [True, False], ids=["literal", "column"])
@pytest.mark.parametrize("case", _SPEC_CASES, ids=repr)
def test_regexp_replace_reads_backslash_digit_as_a_group(
    spark: Any, case: tuple[str, str, str, bool, str], inline: bool
) -> None:
    text, pattern, replacement, first, expected = case
    result = _run_one_case(
        spark, "functions_string", _expected_line(text, pattern, replacement, first, expected), inline=inline
    )
    if first and not inline:
        assert result.outcome is Outcome.UNSUPPORTED, result.reason
    else:
        assert result.outcome is Outcome.PASS, result.reason


def test_the_reference_is_icu() -> None:
    """The reference reads replacements as ICU's documentation says (so the cases above test something)."""
    assert ICU is not None
    assert ICU.replace("abc", "(.*)c", "$1e") == "abe"
    assert ICU.replace("abc", "(.*)c", "\\1e") == "1e"  # ICU's own reading; the spec's is group 1
    with pytest.raises(IcuError):
        ICU.replace("abc", "(b)", "$")


def _run_with_replacement(spark: Any, line: str, replacement: str, *, inline: bool) -> CaseResult:
    """``line`` with its third argument's value set to ``replacement`` (one the test-file grammar cannot
    spell, such as a text ending in a backslash)."""
    case = _one_case("functions_string", line)
    args = list(case.args)
    args[2] = dataclasses.replace(args[2], py=replacement)
    return _run_one_case(
        spark, "functions_string", dataclasses.replace(case, args=tuple(args)), inline=inline
    )


@pytest.mark.parametrize("inline", [True, False], ids=["literal", "column"])
def test_a_trailing_backslash_is_dropped(spark: Any, inline: bool) -> None:
    expected = _icu("abc", "b", "end\\", False)
    assert expected == "aendc"
    line = _expected_line("abc", "b", "end", False, expected)
    result = _run_with_replacement(spark, line, "end\\", inline=inline)
    assert result.outcome is Outcome.PASS, result.reason


def _icu_flags(options: str) -> int:
    """ICU's flags for the spec's options of a case (``[case_sensitivity:CASE_INSENSITIVE]``, ...)."""
    return (CASE_INSENSITIVE if "CASE_INSENSITIVE" in options else 0) | (
        MULTILINE if "MULTILINE_ENABLED" in options else 0
    )


#: (input, pattern, options): patterns whose classes, word boundaries and case folding reach past ASCII
_UNICODE_PATTERN_CASES = [
    ("héllo wörld", "\\w+", ""),
    ("a٣b7", "\\d", ""),
    ("x\u00a0y z", "\\s", ""),
    ("été là", "\\b\\w", ""),
    ("ÉTÉ été Été", "été", " [case_sensitivity:CASE_INSENSITIVE]"),
    ("ǅ ǆ Ǆ", "ǆ", " [case_sensitivity:CASE_INSENSITIVE]"),
    ("Kelvin \u212a k", "k", " [case_sensitivity:CASE_INSENSITIVE]"),
    ("\u03a3\u0391\u03a3 \u03c3\u03b1\u03c2", "\u03c3", " [case_sensitivity:CASE_INSENSITIVE]"),
    ("naïve café", "[^\\W\\d]+", ""),
    ("١٢٣ 456", "\\D+", ""),
]


@pytest.mark.parametrize("inline", [True, False], ids=["literal", "column"])
@pytest.mark.parametrize("text,pattern,options", _UNICODE_PATTERN_CASES)
def test_classes_and_case_folding_know_unicode(
    spark: Any, text: str, pattern: str, options: str, inline: bool
) -> None:
    assert ICU is not None
    flags = _icu_flags(options)
    expected = ICU.replace(text, pattern, "[$0]", flags=flags)
    assert expected != text  # the pattern matches somewhere
    call = f"regexp_replace({_str(text)}, {_str(pattern)}, '[$0]'::str, 1::i64, 0::i64){options}"
    result = _run_one_case(spark, "functions_string", f"{call} = {_str(expected)}", inline=inline)
    assert result.outcome is Outcome.PASS, result.reason


@pytest.mark.parametrize(
    "pattern",
    ["[[:alpha:]]+", "[:digit:]", "[[:^space:]]", "[\\w--[a-z]]", "[[a-z]--[aeiou]]", "[a-z~~[m-q]]"],
)
@pytest.mark.parametrize("inline", [True, False], ids=["literal", "column"])
def test_sets_java_reads_as_characters_are_refused(spark: Any, pattern: str, inline: bool) -> None:
    """ICU reads these as sets Java has no such syntax for (Java would read the characters): a literal
    pattern holding one is refused, naming it, and one from a column fails when the query runs,
    instead of answering otherwise than ICU."""
    assert ICU is not None
    try:
        icu = ICU.replace("abc 123", pattern, "[$0]")
    except IcuError:
        icu = None
    java_like = None if "~~" in pattern else icu  # ICU has no ~~ (Rust's regex crate has)
    assert java_like is None or java_like != "abc 123"
    call = f"regexp_replace('abc 123'::str, {_str(pattern)}, '[$0]'::str, 1::i64, 0::i64)"
    result = _run_one_case(spark, "functions_string", f"{call} = 'x'::str", inline=inline)
    assert result.outcome is Outcome.UNSUPPORTED, result.reason
    assert foreign_class_syntax(pattern) is not None
    assert "Java reads" in result.reason and "characters" in result.reason


@pytest.mark.parametrize("pattern", ["[a-z]+", "a--b", "[\\[:]", "\\[:alpha:]", "[-a-]", "[a-]-[b]", "[]a-]"])
def test_patterns_without_foreign_sets_pass(pattern: str) -> None:
    """What Java and ICU read alike is not mistaken for a set (a ``--`` outside a class, escaped
    brackets, a ``-`` at a class's edge)."""
    assert foreign_class_syntax(pattern) is None


#: (input, pattern, options): matching beyond ASCII, characters outside the BMP, groups that take no
#: part, empty matches
_MATCHING_CASES = [
    ("héllo wörld", "\\w+", ""),
    ("a٣b7 ٤", "\\d+", ""),
    ("ÉTÉ été", "é", " [case_sensitivity:CASE_INSENSITIVE]"),
    ("x\u00a0y z", "\\S+", ""),
    ("naïve café", "\\b\\w", ""),
    ("😀a😀bc", "[a-z]+", ""),
    ("abcab", "(b)(c)?", ""),
    ("aaa", "a*?", ""),
    ("ab\ncd", "^\\w", " [multiline:MULTILINE_ENABLED]"),
    ("😀a😀", "a*", ""),
]


@pytest.mark.parametrize("case", _MATCHING_CASES, ids=repr)
def test_regexp_functions_find_what_icu_finds(spark: Any, case: tuple[str, str, str]) -> None:
    """regexp_count_substring, regexp_strpos (of the first occurrence) and regexp_match_substring (the
    first three occurrences, the whole match and each group that took part) against ICU's ``findNext``
    from the first character."""
    assert ICU is not None
    text, pattern, options = case
    flags = _icu_flags(options)
    found = ICU.matches(text, pattern, flags=flags)
    assert found, "the pattern matches somewhere"
    lines = [f"regexp_count_substring({_str(text)}, {_str(pattern)}, 1::i64){options} = {len(found)}::i64"]
    # the first occurrence alone (Spark's regexp_instr), given as a literal
    strpos = f"regexp_strpos({_str(text)}, {_str(pattern)}, 1::i64, 1::i64){options} = {found[0][0] + 1}::i64"
    for occurrence, (_, groups) in enumerate(found[:3], start=1):
        where = f"{_str(text)}, {_str(pattern)}, 1::i64, {occurrence}::i64"
        for group, value in enumerate(groups):
            if value is not None:
                lines.append(f"regexp_match_substring({where}, {group}::i64){options} = {_str(value)}")
    failed = []
    for line in [*lines, strpos]:
        result = _run_one_case(spark, "functions_string", line, inline=line is strpos)
        if result.outcome is not Outcome.PASS:
            failed.append(f"{line}: {result.reason}")
    assert failed == []


@pytest.mark.parametrize(
    ("pattern", "groups"),
    [
        ("(a)(?:b)(?<n>c)", (2, {"n": 2})),
        ("\\Q(\\E(a)", (1, {})),  # a quoted parenthesis is itself
        ("[(](a)\\(", (1, {})),  # so is one in a class or escaped
        ("[]()](a)", (1, {})),  # a "]" first in a class is itself
        ("(?x)(a) # (", None),
    ],
)
def test_capture_groups_count_what_java_counts(
    pattern: str, groups: tuple[int, dict[str, int]] | None
) -> None:
    """The groups of a pattern (which the replacement's references are checked against) as Java counts
    them: Python's ``re`` agrees where it reads the pattern alike."""
    assert capture_groups(pattern) == groups
    if groups is not None and "\\Q" not in pattern:
        assert re.compile(pattern.replace("(?<", "(?P<")).groups == groups[0]
