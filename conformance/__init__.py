"""Conformance suite: golden plans, the spec's function test cases, runners and engine adapters."""

from __future__ import annotations
