"""Parse the Substrait function test files with the spec's own ANTLR grammar (package ``substrait-antlr``).

:func:`parse_text` / :func:`parse_file` turn one ``.test`` file into
:class:`~conformance.testcases.model.TestCase`
objects; :func:`load_cases` reads every file under the installed ``substrait_extensions/testcases`` folder.
A file that does not parse raises :class:`~substrait_py.errors.PlanLoadError` naming the file and the line;
a case whose literal cannot be converted to a Python value becomes a case with ``extra["fault"]`` set (the
runner reports it as a harness fault) rather than disappearing.
"""

from __future__ import annotations

import datetime as _dt
import decimal
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from antlr4 import CommonTokenStream, InputStream
from antlr4.error.ErrorListener import ErrorListener
from substrait_antlr.func_test_case.FuncTestCaseLexer import (
    FuncTestCaseLexer,
)
from substrait_antlr.func_test_case.FuncTestCaseParser import (
    FuncTestCaseParser as P,
)

from substrait_py.errors import PlanLoadError

from .model import (
    CaseKind,
    Column,
    ColumnRef,
    EnumValue,
    ExpectedKind,
    FuncCall,
    IntervalCompound,
    IntervalDay,
    IntervalYear,
    Lambda,
    LambdaParam,
    TestCase,
    TestType,
    Value,
)

__all__ = [
    "LiteralError",
    "convert_literal",
    "load_cases",
    "parse_file",
    "parse_text",
    "standard_urn",
    "testcase_files",
    "testcase_root",
]

_URN_PREFIX = "extension:io.substrait:"


class LiteralError(ValueError):
    """A literal in a test file cannot be represented as a value of its declared type."""


def testcase_root() -> Path:
    """The folder of the installed spec test cases (``substrait_extensions/testcases``)."""
    import substrait_extensions.testcases as tc

    return Path(next(iter(tc.__path__)))


def testcase_files(root: Path | None = None) -> list[Path]:
    """Every ``*.test`` file under ``root`` (default: :func:`testcase_root`), sorted."""
    base = root if root is not None else testcase_root()
    return sorted(base.glob("**/*.test"))


def standard_urn(include: str) -> str:
    """The standard extension URN for a ``SUBSTRAIT_INCLUDE`` value.

    The header already names the URN (``extension:io.substrait:functions_arithmetic``); older files named the
    YAML path (``/extensions/functions_arithmetic.yaml``), which maps to ``extension:io.substrait:<stem>``.
    """
    text = include.strip().strip("'\"")
    if text.startswith("extension:"):
        return text
    stem = text.rsplit("/", 1)[-1]
    if stem.endswith(".yaml"):
        stem = stem[: -len(".yaml")]
    return _URN_PREFIX + stem


class _Errors(ErrorListener):
    def __init__(self) -> None:
        self.errors: list[str] = []

    def syntaxError(  # noqa: PLR0917 - ANTLR callback
        self, recognizer: Any, offending: Any, line: int, column: int, msg: str, e: Any
    ) -> None:
        self.errors.append(f"line {line}:{column}: {msg}")


#
# ----------------------------------------------------------------------------------------------------
# types

_INT_KINDS = {"i8", "i16", "i32", "i64"}
_TOKEN_KIND = {
    "bool": "boolean",
    "boolean": "boolean",
    "str": "string",
    "string": "string",
    "binary": "binary",
    "vbin": "binary",
    "date": "date",
    "iyear": "interval_year",
    "interval_year": "interval_year",
    "iday": "interval_day",
    "interval_day": "interval_day",
    "icompound": "interval_compound",
    "interval_compound": "interval_compound",
    "uuid": "uuid",
    "fchar": "fixedchar",
    "fixedchar": "fixedchar",
    "vchar": "varchar",
    "varchar": "varchar",
    "fbin": "fixedbinary",
    "fixedbinary": "fixedbinary",
    "dec": "decimal",
    "decimal": "decimal",
    "pt": "precision_time",
    "precision_time": "precision_time",
    "pts": "precision_timestamp",
    "precision_timestamp": "precision_timestamp",
    "ptstz": "precision_timestamp_tz",
    "precision_timestamp_tz": "precision_timestamp_tz",
    "fp32": "fp32",
    "fp64": "fp64",
    "i8": "i8",
    "i16": "i16",
    "i32": "i32",
    "i64": "i64",
}
_WRAPPERS = (P.DataTypeContext, P.ScalarTypeContext, P.ParameterizedTypeContext)


def _int_param(ctx: Any) -> int:
    return int(ctx.getText())


def parse_type(ctx: Any) -> TestType:
    """Convert a ``dataType`` (or any type rule) context into a :class:`TestType`."""
    while isinstance(ctx, _WRAPPERS):
        ctx = ctx.getChild(0)
    nullable = getattr(ctx, "isnull", None) is not None
    if isinstance(ctx, P.UserDefinedTypeContext):
        return TestType("user_defined", nullable, name=ctx.Identifier().getText())
    if isinstance(ctx, P.ListTypeContext):
        return TestType("list", nullable, children=(parse_type(ctx.elemType),))
    if isinstance(ctx, P.StructTypeContext):
        return TestType("struct", nullable, children=tuple(parse_type(c) for c in ctx.dataType()))
    if isinstance(ctx, P.MapTypeContext):
        return TestType("map", nullable, children=(parse_type(ctx.keyType), parse_type(ctx.valueType)))
    if isinstance(ctx, P.FuncTypeContext):
        params_ctx = ctx.params
        param_ctxs: Any = (
            [params_ctx.dataType()]
            if isinstance(params_ctx, P.SingleFuncParamContext)
            else params_ctx.dataType()
        )
        if not isinstance(param_ctxs, list):
            param_ctxs = [param_ctxs]
        children = (*(parse_type(c) for c in param_ctxs), parse_type(ctx.returnType))
        return TestType("func", nullable, children=children)
    if ctx.getChildCount() == 0:  # a bare token such as UUID inside scalarType
        token = ctx.getText().lower()
        return TestType(_TOKEN_KIND[token], False)
    token = ctx.getChild(0).getText().lower()
    kind = _TOKEN_KIND.get(token)
    if kind is None:
        raise LiteralError(f"unknown type token {token!r} in {ctx.getText()!r}")
    params: tuple[int, ...] = ()
    if kind == "decimal":
        # (38, 0) is the spec default of a bare `decimal`
        params = (_int_param(ctx.precision), _int_param(ctx.scale)) if ctx.precision is not None else (38, 0)
    elif kind in ("precision_time", "precision_timestamp", "precision_timestamp_tz"):
        params = (_int_param(ctx.precision),)
    elif kind in ("fixedchar", "varchar", "fixedbinary"):
        params = (_int_param(ctx.len_),) if hasattr(ctx, "len_") else (_int_param(ctx.len),)
    elif kind in ("interval_day", "interval_compound"):
        length = getattr(ctx, "len", None) or getattr(ctx, "len_", None)
        params = (_int_param(length),) if length is not None else (6,)
    return TestType(kind, nullable, params)


#
# ----------------------------------------------------------------------------------------------------
# literal values

_IYEAR = re.compile(r"^P(?:(?P<y>[+-]?\d+)Y)?(?:(?P<m>[+-]?\d+)M)?$", re.IGNORECASE)
_IDAY = re.compile(
    r"^P(?:(?P<y>[+-]?\d+)Y)?(?:(?P<mo>[+-]?\d+)M)?(?:(?P<d>[+-]?\d+)D)?"
    r"(?:T(?:(?P<h>[+-]?\d+)H)?(?:(?P<mi>[+-]?\d+)M)?(?:(?P<s>[+-]?\d+(?:\.\d+)?)S)?)?$",
    re.IGNORECASE,
)


def _unquote(text: str) -> str:
    if len(text) < 2 or text[0] != "'" or text[-1] != "'":
        raise LiteralError(f"not a string literal: {text!r}")
    # '' is an escaped quote; backslashes are kept verbatim (regular expressions such as '\d' rely on that).
    return text[1:-1].replace("''", "'").replace("\\'", "'")


def _sub_day_micros(h: str | None, mi: str | None, s: str | None) -> int:
    micros = decimal.Decimal(0)
    if h:
        micros += int(h) * 3_600_000_000
    if mi:
        micros += int(mi) * 60_000_000
    if s:
        micros += decimal.Decimal(s) * 1_000_000
    if micros != micros.to_integral_value():
        raise LiteralError("interval below microsecond precision")
    return int(micros)


def _parse_time(text: str) -> _dt.time:
    frac = text.split(".", 1)[1] if "." in text else ""
    if len(frac) > 6:
        raise LiteralError(f"time {text!r} has more than microsecond precision")
    return _dt.time.fromisoformat(text)


def _parse_timestamp(text: str) -> _dt.datetime:
    body = text
    frac_match = re.search(r"\.(\d+)", body)
    if frac_match and len(frac_match.group(1)) > 6:
        raise LiteralError(f"timestamp {text!r} has more than microsecond precision")
    value = _dt.datetime.fromisoformat(body)
    return value


def convert_literal(text: str, ttype: TestType) -> object:
    """The Python value of the literal ``text`` (a token or compound literal as written) of type ``ttype``.

    ``null`` (any case) is ``None``; floats keep ``inf``/``nan``; decimals are :class:`decimal.Decimal`
    (exact); timestamps are naive :class:`datetime.datetime` (``timestamp_tz`` values are converted to UTC and
    stay tz-aware); intervals are the model's interval classes. Raises :class:`LiteralError`.
    """
    t = text.strip()
    if t.lower() == "null":
        return None
    kind = ttype.kind
    try:
        if kind in _INT_KINDS:
            return int(t)
        if kind in ("fp32", "fp64"):
            low = t.lower()
            if low in ("nan", "snan"):
                return float("nan")
            return float(low)
        if kind == "decimal":
            value = decimal.Decimal(t)
            if not value.is_finite():
                raise LiteralError(f"decimal literal {t!r} is not finite")
            return value
        if kind == "boolean":
            low = t.lower()
            if low not in ("true", "false"):
                raise LiteralError(f"not a boolean: {t!r}")
            return low == "true"
        if kind in ("string", "varchar", "fixedchar"):
            return _unquote(t)
        if kind in ("binary", "fixedbinary"):
            return _unquote(t).encode("utf-8")
        if kind == "date":
            return _dt.date.fromisoformat(t)
        if kind == "precision_time":
            return _parse_time(t)
        if kind == "precision_timestamp":
            value_ts = _parse_timestamp(t)
            if value_ts.tzinfo is not None:
                raise LiteralError(f"timestamp {t!r} has a time zone but the type is {ttype}")
            return value_ts
        if kind == "precision_timestamp_tz":
            value_tz = _parse_timestamp(t)
            if value_tz.tzinfo is None:
                value_tz = value_tz.replace(tzinfo=_dt.timezone.utc)
            return value_tz.astimezone(_dt.timezone.utc)
        if kind == "interval_year":
            m = _IYEAR.match(t)
            if not m or (m.group("y") is None and m.group("m") is None):
                raise LiteralError(f"not an interval_year: {t!r}")
            return IntervalYear(int(m.group("y") or 0), int(m.group("m") or 0))
        if kind in ("interval_day", "interval_compound"):
            m = _IDAY.match(t)
            if not m:
                raise LiteralError(f"not an interval: {t!r}")
            micros = _sub_day_micros(m.group("h"), m.group("mi"), m.group("s"))
            months = int(m.group("y") or 0) * 12 + int(m.group("mo") or 0)
            if kind == "interval_day":
                if months:
                    raise LiteralError(f"interval_day literal {t!r} has years or months")
                return IntervalDay(int(m.group("d") or 0), micros)
            return IntervalCompound(months, int(m.group("d") or 0), micros)
        if kind == "list":
            return [convert_literal(item, ttype.children[0]) for item in _split_compound(t, "[", "]")]
        if kind == "struct":
            items = _split_compound(t, "(", ")")
            if len(items) != len(ttype.children):
                raise LiteralError(
                    f"struct literal {t!r} has {len(items)} fields, type {ttype} has {len(ttype.children)}"
                )
            return tuple(convert_literal(i, c) for i, c in zip(items, ttype.children, strict=False))
        if kind == "user_defined":
            # The spec writes unsigned integers as ('200')::u!u8: a one-field struct holding the digits.
            items = _split_compound(t, "(", ")")
            if len(items) == 1 and items[0].startswith("'"):
                return _unquote(items[0])
            return tuple(items)
    except (ValueError, decimal.InvalidOperation) as exc:
        if isinstance(exc, LiteralError):
            raise
        raise LiteralError(f"cannot read {t!r} as {ttype}: {exc}") from exc
    raise LiteralError(f"literals of type {ttype} are not supported by the harness")


def _split_compound(text: str, open_ch: str, close_ch: str) -> list[str]:
    """Split ``[a, [b, c], 'x,y']`` into its top-level items (quotes and nesting respected)."""
    t = text.strip()
    if not (t.startswith(open_ch) and t.endswith(close_ch)):
        raise LiteralError(f"expected {open_ch}...{close_ch}, got {t!r}")
    body = t[1:-1]
    items: list[str] = []
    depth = 0
    quoted = False
    current: list[str] = []
    i = 0
    while i < len(body):
        ch = body[i]
        if quoted:
            current.append(ch)
            if ch == "'":
                if i + 1 < len(body) and body[i + 1] == "'":
                    current.append("'")
                    i += 1
                else:
                    quoted = False
        elif ch == "'":
            quoted = True
            current.append(ch)
        elif ch in "([{":
            depth += 1
            current.append(ch)
        elif ch in ")]}":
            depth -= 1
            current.append(ch)
        elif ch == "," and depth == 0:
            items.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
        i += 1
    last = "".join(current).strip()
    if last or items:
        items.append(last)
    return items


#
# ----------------------------------------------------------------------------------------------------
# arguments


def _text(ctx: Any) -> str:
    """Source text of ``ctx`` with its original spacing (getText() drops hidden whitespace)."""
    if not hasattr(ctx, "start"):
        return str(ctx.getText())
    stream = ctx.start.getInputStream()
    return str(stream.getText(ctx.start.start, ctx.stop.stop))


def parse_argument(ctx: Any) -> Value:
    """Convert an ``argument`` context into a :class:`Value` (raises :class:`LiteralError`)."""
    if ctx.getChildCount() == 1 and not hasattr(ctx.getChild(0), "getRuleIndex"):
        return Value(LambdaParam(ctx.getText()), None, ctx.getText())  # bare identifier (lambda parameter)
    inner = ctx.getChild(0)
    text = _text(ctx)
    if isinstance(inner, P.EnumArgContext):
        return Value(EnumValue(inner.Identifier().getText()), None, text)
    if isinstance(inner, P.FuncCallArgContext):
        return Value(
            FuncCall(
                inner.identifier().getText(), tuple(parse_argument(a) for a in inner.arguments().argument())
            ),
            None,
            text,
        )
    if isinstance(inner, P.LambdaArgContext):
        ttype = parse_type(inner.funcType())
        lam = inner.literalLambda()
        params_ctx = lam.lambdaParameters()
        params = tuple(tok.getText() for tok in params_ctx.getTokens(P.Identifier))
        body = lam.lambdaBody()
        call = FuncCall(
            body.identifier().getText(), tuple(parse_argument(a) for a in body.arguments().argument())
        )
        return Value(Lambda(params, call), ttype, text)
    if isinstance(inner, P.NullArgContext):
        return Value(None, parse_type(inner.dataType()), text)
    # every other alternative is `<literal> :: <type>`
    type_ctx = inner.getChild(inner.getChildCount() - 1)
    ttype = parse_type(type_ctx)
    literal_text = _text(inner.getChild(0))
    if isinstance(inner, P.LambdaArgContext):  # pragma: no cover - handled above
        raise LiteralError("lambda")
    return Value(convert_literal(literal_text, ttype), ttype, text)


def _column_values(ctx: Any) -> list[str]:
    return [_text(lit) for lit in ctx.literal()]


def _table_rows(ctx: Any) -> list[list[str]]:
    return [_column_values(cv) for cv in ctx.columnValues()]


def _columns_from_rows(rows: Sequence[Sequence[str]], types: Sequence[TestType]) -> tuple[Column, ...]:
    if rows and all(len(r) == 0 for r in rows):
        rows = []  # `(())`: a table written with one empty row has no rows
    for r, row in enumerate(rows):
        if len(row) != len(types):
            raise LiteralError(f"row {r} has {len(row)} values, the table has {len(types)} columns")
    return tuple(Column(t, tuple(convert_literal(row[i], t) for row in rows)) for i, t in enumerate(types))


def _options(ctx: Any) -> tuple[tuple[str, str], ...]:
    if ctx is None:
        return ()
    return tuple(
        (o.optionName().getText().lower(), o.optionValue().getText().upper()) for o in ctx.funcOption()
    )


def _expected(result_ctx: Any) -> tuple[ExpectedKind, Value | None]:
    err = result_ctx.substraitError()
    if err is not None:
        kind = ExpectedKind.ERROR if err.ErrorResult() is not None else ExpectedKind.UNDEFINED
        return kind, None
    return ExpectedKind.VALUE, parse_argument(result_ctx.argument())


#
# ----------------------------------------------------------------------------------------------------
# files


def parse_text(text: str, *, group: str = "", file: str = "<string>") -> list[TestCase]:
    """Parse the text of one ``.test`` file into its cases.

    Raises :class:`PlanLoadError` when the text does not follow the test-file grammar. Cases whose literals
    cannot be read are returned with ``extra["fault"]`` set to the reason.
    """
    errors = _Errors()
    lexer = FuncTestCaseLexer(InputStream(text))
    lexer.removeErrorListeners()
    lexer.addErrorListener(errors)
    parser = P(CommonTokenStream(lexer))
    parser.removeErrorListeners()
    parser.addErrorListener(errors)
    doc = parser.doc()
    if errors.errors:
        raise PlanLoadError(f"{group}/{file}: test file does not parse: " + "; ".join(errors.errors[:5]))
    header = doc.header()
    version = header.version()
    if version.SubstraitAggregateTest() is not None:
        kind = CaseKind.AGGREGATE
    elif version.SubstraitWindowTest() is not None:
        kind = CaseKind.WINDOW
    else:
        kind = CaseKind.SCALAR
    urn = standard_urn(header.include().ExtensionUrn().getText())
    deps = tuple(standard_urn(d.ExtensionUrn().getText()) for d in header.dependency())
    cases: list[TestCase] = []
    for group_ctx in doc.testGroup():
        desc_ctx = group_ctx.testGroupDescription()
        description = desc_ctx.getText().strip().lstrip("#").strip() if desc_ctx is not None else ""
        for case_ctx in group_ctx.getChildren():
            if isinstance(
                case_ctx, (P.TestCaseContext, P.AggFuncTestCaseContext, P.WindowFuncTestCaseContext)
            ):
                cases.append(_case(case_ctx, kind, group, file, urn, deps, description))
    return cases


def _case(  # noqa: PLR0917 - internal helper
    ctx: Any, kind: CaseKind, group: str, file: str, urn: str, deps: tuple[str, ...], description: str
) -> TestCase:
    line = int(ctx.start.line)
    text = _text(ctx)
    common: dict[str, Any] = {
        "kind": kind,
        "group": group,
        "file": file,
        "line": line,
        "urn": urn,
        "dependencies": deps,
        "description": description,
        "text": text,
    }
    function = "?"
    try:
        if isinstance(ctx, P.TestCaseContext):
            function = ctx.functionName.getText()
            args = tuple(parse_argument(a) for a in ctx.arguments().argument())
            exp_kind, expected = _expected(ctx.result())
            return TestCase(
                function=function,
                args=args,
                options=_options(ctx.funcOptions()),
                expected_kind=exp_kind,
                expected=expected,
                **common,
            )
        if isinstance(ctx, P.AggFuncTestCaseContext):
            function, args, columns = _aggregate_call(ctx.aggFuncCall())
            exp_kind, expected = _expected(ctx.result())
            return TestCase(
                function=function,
                args=args,
                options=_options(ctx.funcOptions()),
                expected_kind=exp_kind,
                expected=expected,
                columns=columns,
                **common,
            )
        call = ctx.windowFuncCall()
        function = call.funcName.getText()
        table = call.tableData()
        types = [parse_type(t) for t in table.dataType()]
        columns = _columns_from_rows(_table_rows(table.tableRows()), types)
        wargs: list[Value] = []
        if call.windowFuncArgs() is not None:
            for a in call.windowFuncArgs().windowFuncArg():
                if a.ColumnName() is not None:
                    wargs.append(Value(ColumnRef(_column_index(a.ColumnName().getText())), None, a.getText()))
                else:
                    wargs.append(parse_argument(a.argument()))
        res = ctx.windowResult()
        if res.substraitError() is not None:
            wkind = (
                ExpectedKind.ERROR
                if res.substraitError().ErrorResult() is not None
                else ExpectedKind.UNDEFINED
            )
            wexpected = None
        else:
            col = res.dataColumn()
            ctype = parse_type(col.dataType())
            wkind = ExpectedKind.VALUE
            wexpected = Value(
                tuple(convert_literal(v, ctype) for v in _column_values(col.columnValues())),
                ctype,
                _text(col),
            )
        return TestCase(
            function=function,
            args=tuple(wargs),
            options=_options(ctx.funcOptions()),
            expected_kind=wkind,
            expected=wexpected,
            columns=columns,
            window_frame=call.frameRef.text,
            **common,
        )
    except LiteralError as exc:
        return TestCase(
            function=function,
            args=(),
            options=(),
            expected_kind=ExpectedKind.VALUE,
            expected=None,
            extra={"fault": f"test case cannot be read: {exc}"},
            **common,
        )


def _column_index(name: str) -> int:
    return int(name[3:])


def _aggregate_call(ctx: Any) -> tuple[str, tuple[Value, ...], tuple[Column, ...]]:
    """Function name, arguments and input columns of an aggregate call (three syntaxes)."""
    if isinstance(ctx, P.SingleArgAggregateFuncCallContext):
        col = ctx.dataColumn()
        ctype = parse_type(col.dataType())
        values = tuple(convert_literal(v, ctype) for v in _column_values(col.columnValues()))
        return ctx.functName.getText(), (Value(ColumnRef(0), ctype, _text(col)),), (Column(ctype, values),)
    if isinstance(ctx, P.CompactAggregateFuncCallContext):
        rows = _table_rows(ctx.tableRows())
        args: list[Value] = []
        col_types: dict[int, TestType] = {}
        if ctx.aggregateFuncArgs() is not None:
            for a in ctx.aggregateFuncArgs().aggregateFuncArg():
                if a.ColumnName() is not None:
                    idx = _column_index(a.ColumnName().getText())
                    ctype = parse_type(a.dataType())
                    col_types[idx] = ctype
                    args.append(Value(ColumnRef(idx), ctype, a.getText()))
                else:
                    args.append(parse_argument(a.argument()))
        width = max((len(r) for r in rows), default=len(col_types))
        width = max(width, max(col_types, default=-1) + 1)
        missing = [i for i in range(width) if i not in col_types]
        if missing:
            raise LiteralError(f"the type of column(s) {missing} is not given by the call")
        types = [col_types[i] for i in range(width)]
        return ctx.functName.getText(), tuple(args), _columns_from_rows(rows, types)
    # MultiArgAggregateFuncCall: DEFINE t(types) = rows; f(t.col0, ...)
    table = ctx.tableData()
    types = [parse_type(t) for t in table.dataType()]
    columns = _columns_from_rows(_table_rows(table.tableRows()), types)
    margs: list[Value] = []
    if ctx.qualifiedAggregateFuncArgs() is not None:
        for a in ctx.qualifiedAggregateFuncArgs().qualifiedAggregateFuncArg():
            if a.ColumnName() is not None:
                idx = _column_index(a.ColumnName().getText())
                margs.append(Value(ColumnRef(idx), types[idx], a.getText()))
            else:
                margs.append(parse_argument(a.argument()))
    return ctx.funcName.getText(), tuple(margs), columns


#: Parsed files by (path, group, modification time, size): the ANTLR parse of the whole spec suite takes
#: about a second, and its cases are immutable, so a file unchanged since its last parse is not parsed again.
_parsed: dict[tuple[Path, str, int, int], tuple[TestCase, ...]] = {}


def parse_file(path: Path, *, root: Path | None = None) -> list[TestCase]:
    """Parse one ``.test`` file; the group is its folder name relative to ``root``."""
    base = root if root is not None else path.parent.parent
    try:
        rel = path.relative_to(base)
        group = rel.parts[0] if len(rel.parts) > 1 else path.parent.name
    except ValueError:
        group = path.parent.name
    try:
        stat = path.stat()
        key = (path.resolve(), group, stat.st_mtime_ns, stat.st_size)
        if key in _parsed:
            return list(_parsed[key])
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise PlanLoadError(f"cannot read test file {path}: {exc}") from exc
    cases = parse_text(text, group=group, file=path.name)
    _parsed[key] = tuple(cases)
    return cases


def load_cases(root: Path | None = None, *, files: Iterable[Path] | None = None) -> list[TestCase]:
    """Every case of every test file under ``root`` (default: the installed spec test cases)."""
    base = root if root is not None else testcase_root()
    paths = list(files) if files is not None else testcase_files(base)
    out: list[TestCase] = []
    for p in paths:
        out.extend(parse_file(p, root=base))
    return out


def iter_groups(cases: Iterable[TestCase]) -> Iterator[tuple[str, list[TestCase]]]:
    """Cases grouped by folder, in sorted group order."""
    by: dict[str, list[TestCase]] = {}
    for c in cases:
        by.setdefault(c.group, []).append(c)
    for g in sorted(by):
        yield g, by[g]
