"""The Substrait dialect file of the Spark consumer, generated from the mapping tables.

``python -m spark_consumer.dialect --write`` regenerates ``spark_consumer/spark_dialect.yaml`` (committed);
``--check`` exits 1 when the committed file differs from what the tables give. The dialect follows the
schema ``substrait_extensions/dialects/dialect_schema.yaml``:

* ``dependencies``: the standard extensions of :data:`spark_consumer.functions.URNS` with at least one
  supported function;
* ``supported_types``: the Substrait types :func:`spark_consumer.types.spark_type` maps;
* ``supported_relations`` / ``supported_expressions``: the relation and expression kinds the consumer has a
  handler for (``rel_<kind>`` / ``expr_<kind>`` methods of :class:`~spark_consumer.consumer.SparkConsumer`),
  extension relations excluded (they are rejected unless a subclass handles them);
* ``supported_scalar_functions`` / ``supported_aggregate_functions`` / ``supported_window_functions``: every
  function of those extensions that :data:`~spark_consumer.functions.SCALAR`,
  :data:`~spark_consumer.functions.AGGREGATE` and :data:`~spark_consumer.functions.WINDOW` map, with the
  implementations (argument signatures in the compound-name short form, ``i32_i32``) whose argument kinds
  the mapping accepts; the options each mapping honours are in the function's ``metadata``.

Nothing here imports pyspark at module level beyond :mod:`spark_consumer.functions`, which needs it for its
builders; generating the dialect never starts a JVM.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from importlib.resources import files
from pathlib import Path
from typing import Any

import yaml

from spark_consumer import functions as fn

__all__ = ["DIALECT_PATH", "build_dialect", "dialect_yaml", "main", "signature_kind", "validate_dialect"]

#: The committed dialect file.
DIALECT_PATH = Path(__file__).with_name("spark_dialect.yaml")

#: Short names of argument types in compound function names -> the Substrait ``Type`` oneof kind.
_SHORT_KIND: dict[str, str] = {
    "bool": "bool",
    "i8": "i8",
    "i16": "i16",
    "i32": "i32",
    "i64": "i64",
    "fp32": "fp32",
    "fp64": "fp64",
    "dec": "decimal",
    "str": "string",
    "vchar": "varchar",
    "fchar": "fixed_char",
    "vbin": "binary",
    "fbin": "fixed_binary",
    "date": "date",
    "pt": "precision_time",
    "pts": "precision_timestamp",
    "ptstz": "precision_timestamp_tz",
    "iyear": "interval_year",
    "iday": "interval_day",
    "icompound": "interval_compound",
    "list": "list",
    "struct": "struct",
    "map": "map",
    "func": "func",
    "any": "any",
    "req": "enum",
}

#: YAML type names -> compound-name short names.
_YAML_SHORT: dict[str, str] = {
    "boolean": "bool",
    "i8": "i8",
    "i16": "i16",
    "i32": "i32",
    "i64": "i64",
    "fp32": "fp32",
    "fp64": "fp64",
    "decimal": "dec",
    "string": "str",
    "varchar": "vchar",
    "fixedchar": "fchar",
    "binary": "vbin",
    "fixedbinary": "fbin",
    "date": "date",
    "time": "time",
    "timestamp": "ts",
    "timestamp_tz": "tstz",
    "precision_time": "pt",
    "precision_timestamp": "pts",
    "precision_timestamp_tz": "ptstz",
    "interval_year": "iyear",
    "interval_day": "iday",
    "interval_compound": "icompound",
    "uuid": "uuid",
    "list": "list",
    "struct": "struct",
    "map": "map",
    "func": "func",
}

#: Substrait types the consumer holds in Spark (spark_consumer.types.spark_type), as dialect enum names.
SUPPORTED_TYPES: list[str] = [
    "BOOL",
    "I8",
    "I16",
    "I32",
    "I64",
    "FP32",
    "FP64",
    "BINARY",
    "FIXED_BINARY",
    "STRING",
    "VARCHAR",
    "FIXED_CHAR",
    "PRECISION_TIME",
    "PRECISION_TIMESTAMP",
    "PRECISION_TIMESTAMP_TZ",
    "DATE",
    "INTERVAL_DAY",
    "INTERVAL_YEAR",
    "DECIMAL",
    "STRUCT",
    "LIST",
    "MAP",
]

_REL_ENUM: dict[str, str] = {
    "read": "READ",
    "filter": "FILTER",
    "fetch": "FETCH",
    "aggregate": "AGGREGATE",
    "sort": "SORT",
    "join": "JOIN",
    "lateral_join": "LATERAL_JOIN",
    "project": "PROJECT",
    "set": "SET",
    "cross": "CROSS",
    "reference": "REFERENCE",
    "write": "WRITE",
    "ddl": "DDL",
    "update": "UPDATE",
    "hash_join": "HASH_JOIN",
    "merge_join": "MERGE_JOIN",
    "nested_loop_join": "NESTED_LOOP_JOIN",
    "window": "CONSISTENT_PARTITION_WINDOW",
    "exchange": "EXCHANGE",
    "expand": "EXPAND",
    "top_n": "TOP_N",
}

_EXPR_ENUM: dict[str, str] = {
    "literal": "LITERAL",
    "selection": "SELECTION",
    "scalar_function": "SCALAR_FUNCTION",
    "window_function": "WINDOW_FUNCTION",
    "if_then": "IF_THEN",
    "switch_expression": "SWITCH",
    "singular_or_list": "SINGULAR_OR_LIST",
    "multi_or_list": "MULTI_OR_LIST",
    "cast": "CAST",
    "subquery": "SUBQUERY",
    "nested": "NESTED",
    "dynamic_parameter": "DYNAMIC_PARAMETER",
    "lambda": "LAMBDA",
    "lambda_invocation": "LAMBDA_INVOCATION",
    "execution_context_variable": "EXECUTION_CONTEXT_VARIABLE",
}

_SECTIONS = (
    ("scalar_functions", "supported_scalar_functions", fn.SCALAR),
    ("aggregate_functions", "supported_aggregate_functions", fn.AGGREGATE),
    ("window_functions", "supported_window_functions", fn.WINDOW),
)


def _yaml_arg_short(arg: dict[str, Any]) -> str:
    if "options" in arg and "value" not in arg:
        return "req"
    value = str(arg.get("value", "any")).strip()
    base = value.split("<", 1)[0].rstrip("?").strip().lower()
    if base.startswith("u!"):
        return base
    if base.startswith("any") or (len(base) <= 2 and base.isalpha()):
        return "any"
    return _YAML_SHORT.get(base, base)


def signature_kind(short: str) -> str:
    """The Substrait ``Type`` kind (``decimal``) of a compound-name short name (``dec``).

    ``enum`` for ``req``; the short name itself when it names no kind Spark holds (``u!u8``, ``ts``)."""
    return _SHORT_KIND.get(short, short)


def _impl_supported(name: str, shorts: list[str]) -> bool:
    rejected = fn.UNSUPPORTED_ARGS.get(name, frozenset())
    for s in shorts:
        kind = signature_kind(s)
        if kind == s and s not in _SHORT_KIND:  # user-defined, deprecated or unknown types
            return False
        if kind == "func" and name not in fn.LAMBDA_FUNCTIONS:  # lambdas only where a builder takes them
            return False
        if kind in rejected:
            return False
    return True


def _extension_files() -> Iterator[tuple[str, str, dict[str, Any]]]:
    base = files("substrait_extensions.extensions")
    for alias, urn in fn.URNS.items():
        text = base.joinpath(f"functions_{alias}.yaml").read_text(encoding="utf-8")
        yield alias, urn, yaml.safe_load(text) or {}


def _options_metadata(name: str) -> dict[str, Any]:
    honoured = fn.SUPPORTED_OPTIONS.get(name, {})
    return {"honoured_options": {k: sorted(v) for k, v in sorted(honoured.items())}} if honoured else {}


def build_dialect() -> dict[str, Any]:
    """The dialect as a plain dict, in a deterministic order."""
    from spark_consumer.consumer import SparkConsumer

    sections: dict[str, list[dict[str, Any]]] = {key: [] for _, key, _ in _SECTIONS}
    used: dict[str, str] = {}
    for alias, urn, doc in _extension_files():
        for yaml_key, key, table in _SECTIONS:
            for func in doc.get(yaml_key, []) or []:
                name = func["name"]
                if name not in table:
                    continue
                impls: list[str] = []
                variadic: dict[str, int] | None = None
                for impl in func.get("impls", []) or []:
                    shorts = [_yaml_arg_short(a) for a in impl.get("args", []) or []]
                    if not _impl_supported(name, shorts):
                        continue
                    sig = "_".join(shorts)
                    if sig not in impls:
                        impls.append(sig)
                    if impl.get("variadic") and variadic is None:
                        v = impl["variadic"]
                        # The dialect schema wants bounds >= 1, while functions_boolean.yaml declares
                        # and/or with min 0: a bound of 0 is no bound, so it is left out.
                        bounds = {k: v.get(k) for k in ("min", "max")}
                        variadic = {k: int(b) for k, b in bounds.items() if b is not None and int(b) > 0}
                if not impls:
                    continue
                entry: dict[str, Any] = {"source": alias, "name": name, "supported_impls": impls}
                if variadic is not None:
                    entry["variadic"] = variadic
                meta = _options_metadata(name)
                if meta:
                    entry["metadata"] = meta
                sections[key].append(entry)
                used[alias] = urn
    rels = [
        _REL_ENUM[k]
        for k in SparkConsumer.REL_KINDS
        if k in _REL_ENUM and callable(getattr(SparkConsumer, f"rel_{k}", None))
    ]
    exprs = [
        _EXPR_ENUM[k]
        for k in SparkConsumer.EXPR_KINDS
        if k in _EXPR_ENUM and callable(getattr(SparkConsumer, f"expr_{k}", None))
    ]
    out: dict[str, Any] = {
        "name": "spark",
        "metadata": {
            "generator": "python -m spark_consumer.dialect --write",
            "consumer": "spark_consumer.consumer.SparkConsumer",
            "notes": "Function options not listed under honoured_options are rejected, never ignored.",
        },
        "dependencies": dict(sorted(used.items())),
        "supported_types": list(SUPPORTED_TYPES),
        "supported_relations": rels,
        "supported_expressions": exprs,
    }
    for _, key, _ in _SECTIONS:
        if sections[key]:
            out[key] = sections[key]
    return out


def dialect_yaml() -> str:
    """The dialect file's text."""
    header = "# Generated by `python -m spark_consumer.dialect --write`: do not edit.\n"
    return header + yaml.safe_dump(build_dialect(), sort_keys=False, width=100, allow_unicode=True)


def validate_dialect(doc: dict[str, Any]) -> list[str]:
    """Problems of ``doc`` against the dialect JSON schema (empty when valid).

    Uses ``jsonschema`` when it is installed; otherwise the generated dataclasses of
    ``substrait_extensions.dialects.dialect`` check the top-level keys and the function entries.
    """
    schema_text = files("substrait_extensions.dialects").joinpath("dialect_schema.yaml").read_text("utf-8")
    schema = yaml.safe_load(schema_text)
    try:
        import jsonschema
    except ImportError:
        return _validate_without_jsonschema(doc, schema)
    validator_cls = jsonschema.validators.validator_for(schema)
    validator = validator_cls(schema)
    return [f"{'/'.join(str(p) for p in e.absolute_path)}: {e.message}" for e in validator.iter_errors(doc)]


def _validate_without_jsonschema(doc: dict[str, Any], schema: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    allowed = set(schema.get("properties", {}))
    problems += [f"unknown key {k!r}" for k in doc if k not in allowed]
    fdef = schema["definitions"]["dialect_function"]
    fkeys = set(fdef["properties"])
    for _, key, _ in _SECTIONS:
        for i, entry in enumerate(doc.get(key, [])):
            problems += [f"{key}[{i}]: missing {r!r}" for r in fdef["required"] if r not in entry]
            problems += [f"{key}[{i}]: unknown key {k!r}" for k in entry if k not in fkeys]
            if entry.get("source") not in doc.get("dependencies", {}):
                problems.append(f"{key}[{i}]: source {entry.get('source')!r} is not a dependency")
    return problems


def main(argv: list[str] | None = None) -> int:
    """``--write`` regenerates the committed file, ``--check`` compares it; default: print the dialect."""
    parser = argparse.ArgumentParser(prog="python -m spark_consumer.dialect", description=__doc__)
    parser.add_argument("--write", action="store_true", help=f"write {DIALECT_PATH.name}")
    parser.add_argument("--check", action="store_true", help="exit 1 when the committed file is stale")
    ns = parser.parse_args(argv)
    text = dialect_yaml()
    problems = validate_dialect(yaml.safe_load(text))
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        return 2
    if ns.write:
        DIALECT_PATH.write_text(text, encoding="utf-8")
        return 0
    if ns.check:
        current = DIALECT_PATH.read_text(encoding="utf-8") if DIALECT_PATH.exists() else ""
        return 0 if current == text else 1
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
