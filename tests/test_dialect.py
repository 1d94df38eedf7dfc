"""The Spark dialect file: regenerated in memory it equals the committed file, it validates against the
dialect schema, and it lists exactly what the mapping tables support (no JVM needed)."""

from __future__ import annotations

from importlib.resources import files

import yaml

from spark_consumer import dialect
from spark_consumer import functions as fn
from spark_consumer.consumer import SparkConsumer


def test_committed_file_is_up_to_date() -> None:
    committed = dialect.DIALECT_PATH.read_text(encoding="utf-8")
    assert committed == dialect.dialect_yaml(), "run `python -m spark_consumer.dialect --write`"


def test_dialect_validates_against_the_schema() -> None:
    """Validated by jsonschema against the spec's dialect_schema.yaml (a dev dependency, so the full
    schema is checked here, not the fallback's key check)."""
    import jsonschema  # noqa: F401 - fail loudly if the real validator is missing

    doc = yaml.safe_load(dialect.DIALECT_PATH.read_text(encoding="utf-8"))
    assert dialect.validate_dialect(doc) == []


def test_validation_reports_problems() -> None:
    doc = dialect.build_dialect()
    doc["no_such_key"] = 1
    doc["supported_scalar_functions"][0].pop("supported_impls")
    problems = dialect.validate_dialect(doc)
    assert any("no_such_key" in p for p in problems)
    assert any("supported_impls" in p for p in problems)


def _yaml_functions() -> dict[tuple[str, str, str], list[list[str]]]:
    """(alias, section, name) -> argument short-name lists of every implementation, read independently."""
    out: dict[tuple[str, str, str], list[list[str]]] = {}
    base = files("substrait_extensions.extensions")
    for alias in fn.URNS:
        doc = yaml.safe_load(base.joinpath(f"functions_{alias}.yaml").read_text("utf-8")) or {}
        for section in ("scalar_functions", "aggregate_functions", "window_functions"):
            for f in doc.get(section, []) or []:
                impls = [[dialect._yaml_arg_short(a) for a in i.get("args", []) or []] for i in f["impls"]]
                out.setdefault((alias, section, f["name"]), []).extend(impls)
    return out


def test_lists_exactly_what_the_mappings_support() -> None:
    doc = dialect.build_dialect()
    tables = {
        "supported_scalar_functions": ("scalar_functions", fn.SCALAR),
        "supported_aggregate_functions": ("aggregate_functions", fn.AGGREGATE),
        "supported_window_functions": ("window_functions", fn.WINDOW),
    }
    listed: set[tuple[str, str, str]] = set()
    for key, (section, table) in tables.items():
        for entry in doc.get(key, []):
            assert entry["name"] in table, entry
            assert entry["source"] in doc["dependencies"]
            listed.add((entry["source"], section, entry["name"]))
            for impl in entry["supported_impls"]:
                kinds = [dialect.signature_kind(s) for s in impl.split("_") if s]
                rejected = fn.UNSUPPORTED_ARGS.get(entry["name"], frozenset())
                assert not set(kinds) & rejected, (entry["name"], impl)
                assert not any(k.startswith("u!") for k in kinds)
                if "func" in kinds:
                    assert entry["name"] in fn.LAMBDA_FUNCTIONS
    expected = set()
    for (alias, section, name), impls in _yaml_functions().items():
        table = tables["supported_" + section][1]
        if name in table and any(dialect._impl_supported(name, i) for i in impls):
            expected.add((alias, section, name))
    assert listed == expected


def test_relations_and_expressions_are_the_consumer_handlers() -> None:
    doc = dialect.build_dialect()
    assert "CONSISTENT_PARTITION_WINDOW" in doc["supported_relations"]
    assert "WINDOW_FUNCTION" in doc["supported_expressions"]
    for kind, name in dialect._REL_ENUM.items():
        has = hasattr(SparkConsumer, f"rel_{kind}")
        assert (name in doc["supported_relations"]) == has, kind


def test_options_are_listed_as_honoured() -> None:
    doc = dialect.build_dialect()
    add = next(
        e for e in doc["supported_scalar_functions"] if e["name"] == "add" and e["source"] == "arithmetic"
    )
    assert add["metadata"]["honoured_options"]["overflow"] == ["ERROR", "SATURATE", "SILENT"]
