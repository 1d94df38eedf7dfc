"""A lazily loaded view of the standard extension YAMLs, for the validator.

Why not a plain ``substrait.extension_registry.ExtensionRegistry()``: its constructor parses every
``functions*.yaml`` with PyYAML's pure-Python loader, which takes about 0.9 s on this machine and
alone breaks the "``substrait-py validate`` in under one second" budget. This wrapper keeps using
``ExtensionRegistry`` for all function matching (``satisfies_signature``, return-type derivation)
but registers only the functions a plan uses (by name, from the files that define them), parsed
with libyaml's ``CSafeLoader`` when available:

- a declaration with a URN loads the one file whose ``urn:`` is that URN;
- a name-only declaration (as DataFusion writes them) loads the files whose text mentions the
  name (a cheap regex pre-scan, which may over-select but never misses a function).
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from functools import cached_property
from typing import Any

_URN_LINE = re.compile(rb"^urn:\s*\"?([^\"\s]+)\"?", re.MULTILINE)
_NAME_LINE = re.compile(rb"^\s*-?\s*name:\s*\"?([A-Za-z0-9_]+)\"?\s*$", re.MULTILINE)


_FUNCTION_SECTIONS = ("scalar_functions", "aggregate_functions", "window_functions")


@dataclass
class Lookup:
    """Result of a catalog lookup.

    ``status`` is one of ``"ok"`` (``entry`` and ``return_type`` set), ``"unknown-urn"`` (the URN is not
    a standard extension: nothing can be checked), ``"unknown-function"`` (no function of that name
    under the URN, or anywhere for a name-only declaration) and ``"no-match"`` (the name exists but
    no overload accepts the argument types; ``candidates`` lists the overloads).
    """

    status: str
    entry: Any = None
    return_type: Any = None
    candidates: tuple[str, ...] = ()


class FunctionCatalog:
    """Standard extension functions, loaded on demand (see the module docstring).

    :meth:`shared` gives the process-wide instance: the standard files never change, so what one plan
    loaded and matched serves every later plan (the validator and the schema deriver of every plan use
    it). Lookups are serialised by a lock, so threads may share it."""

    _shared: FunctionCatalog | None = None
    _shared_lock = threading.Lock()

    @classmethod
    def shared(cls) -> FunctionCatalog:
        """The process-wide catalog (created on first use)."""
        with cls._shared_lock:
            if cls._shared is None:
                cls._shared = cls()
            return cls._shared

    def __init__(self) -> None:
        self._lock = threading.RLock()
        from substrait.extension_registry import ExtensionRegistry

        self._registry = ExtensionRegistry(load_default_extensions=False)
        self._loaded: set[tuple[str, str]] = set()
        self._yaml: dict[str, dict[str, Any]] = {}
        # Matching derives the return type through substrait-python's ANTLR grammar (~0.5 ms);
        # plans repeat the same calls (10,000 nested ``not`` in a deep plan), so results are cached.
        self._lookups: dict[tuple[Any, ...], Lookup] = {}

    @cached_property
    def _files(self) -> dict[str, tuple[Any, bytes]]:
        """URN -> (file, raw text) of every standard ``functions*.yaml``."""
        from importlib.resources import files

        out: dict[str, tuple[Any, bytes]] = {}
        for f in files("substrait_extensions.extensions").iterdir():
            if not (f.name.startswith("functions") and f.name.endswith(".yaml")):
                continue
            raw = f.read_bytes()
            m = _URN_LINE.search(raw)
            if m:
                out[m.group(1).decode()] = (f, raw)
        return out

    @cached_property
    def _names(self) -> dict[str, set[str]]:
        index: dict[str, set[str]] = {}
        for urn, (_f, raw) in self._files.items():
            for m in _NAME_LINE.finditer(raw):
                index.setdefault(m.group(1).decode(), set()).add(urn)
        return index

    def urns_defining(self, name: str) -> list[str]:
        """The standard URNs whose files may define ``name``, in lookup order: the
        ``*_decimal_output`` variants last (their ``count`` returns ``decimal<38,0>``, the generic
        one ``i64``), otherwise alphabetical."""
        return sorted(self._names.get(name, ()), key=lambda u: ("decimal_output" in u, u))

    def knows_urn(self, urn: str) -> bool:
        """Whether ``urn`` is one of the standard extension files."""
        return urn in self._files

    def _parsed(self, urn: str) -> dict[str, Any]:
        cached = self._yaml.get(urn)
        if cached is None:
            import yaml

            loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
            cached = yaml.load(self._files[urn][1], Loader=loader)
            self._yaml[urn] = cached
        return cached

    def _ensure(self, urn: str, name: str) -> None:
        """Register the overloads of ``name`` from ``urn`` only: registering a whole file parses
        every argument type with substrait-python's ANTLR grammar (about 1 ms per overload)."""
        if (urn, name) in self._loaded or urn not in self._files:
            return
        defs = self._parsed(urn)
        subset = {k: v for k, v in defs.items() if k not in _FUNCTION_SECTIONS}
        for section in _FUNCTION_SECTIONS:
            subset[section] = [f for f in defs.get(section) or () if f.get("name") == name]
        self._registry.register_extension_dict(subset)
        self._loaded.add((urn, name))

    def _overloads(self, urns: list[str], name: str) -> list[Any]:
        mapping = self._registry._function_mapping
        return [e for u in urns for e in (mapping[u][name] if name in mapping.get(u, {}) else [])]

    def lookup(self, urn: str | None, name: str, signature: list[Any]) -> Lookup:
        """Find the overload of ``name`` (under ``urn``, or under any standard URN when None)
        that accepts ``signature`` (value ``Type``\\ s and enum option strings, in order).
        The returned ``return_type`` is a fresh copy; callers may modify it."""
        key = (
            urn,
            name,
            tuple(s if isinstance(s, str) else s.SerializeToString(deterministic=True) for s in signature),
        )
        cached = self._lookups.get(key)
        if cached is None:
            with self._lock:
                cached = self._lookup(urn, name, signature)
                if len(self._lookups) < 200_000:
                    self._lookups[key] = cached
        if cached.return_type is None:
            return cached
        rtype = type(cached.return_type)()
        rtype.CopyFrom(cached.return_type)
        return Lookup(cached.status, cached.entry, rtype, cached.candidates)

    def _lookup(self, urn: str | None, name: str, signature: list[Any]) -> Lookup:
        if urn is not None:
            if not self.knows_urn(urn):
                return Lookup("unknown-urn")
            urns = [urn]
        else:
            urns = self.urns_defining(name)
        for u in urns:
            self._ensure(u, name)
        overloads = self._overloads(urns, name)
        if not overloads:
            return Lookup("unknown-function")
        for entry in overloads:
            try:
                rtype = entry.satisfies_signature(signature)
            except Exception:  # substrait-python's matcher fails on some odd signatures: not a match
                rtype = None
            if rtype is not None:
                return Lookup("ok", entry=entry, return_type=rtype)
        return Lookup("no-match", candidates=tuple(sorted({repr(e) for e in overloads})))
