"""Package layout that ``pyproject.toml`` cannot state: the ``conformance/`` folder of the source tree is
installed as ``substrait_py.conformance``, so that the distribution adds no top-level package of that name
(the metadata and everything else are in ``pyproject.toml``)."""

from __future__ import annotations

from setuptools import find_namespace_packages, setup

OWN = find_namespace_packages(
    include=["substrait_py", "substrait_py.*", "spark_consumer", "spark_consumer.*"]
)
SUITE = [
    "substrait_py.conformance" + name[len("conformance") :]
    for name in find_namespace_packages(include=["conformance", "conformance.*"])
]

setup(
    packages=OWN + SUITE,
    package_dir={"substrait_py.conformance": "conformance"},
    package_data={
        "": ["*.yaml", "*.json", "*.substrait", "*.sql", "*.md", "*.properties", "*.proto"],
        "substrait_py.conformance.producers": ["duckdb-1.1.3/*/*.json"],
    },
)
