"""Reads: named tables (bound to given DataFrames or the Spark catalog), virtual tables, local files,
their filters and projection masks."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pyspark.sql import types as T
from substrait import algebra_pb2 as alg
from substrait.algebra_pb2 import Expression
from substrait.type_pb2 import Type

from spark_consumer.consume.base import ConsumerBase
from spark_consumer.consume.expressions import column_dtype, struct_of
from spark_consumer.consume.files import read_catalog_table, read_file
from spark_consumer.consume.model import Relation, Scope
from spark_consumer.sql.generate import quote_parts
from spark_consumer.sql.tree import (
    Call,
    Col,
    Expr,
    Field,
    Lambda,
    Let,
    Lit,
    Project,
    Query,
    Values,
    call,
    when,
)
from spark_consumer.types import copy_type, kind_of, spark_type, top_level_names, type_str, with_nullability
from substrait_py.errors import BindingError, InvalidPlanError, UnsupportedFeatureError
from substrait_py.paths import PlanPath

if TYPE_CHECKING:
    from pyspark.sql import DataFrame


class ReadMixin(ConsumerBase):
    """The read handler of :class:`~spark_consumer.consume.consumer.SparkConsumer`."""

    def rel_read(self, read: alg.ReadRel, path: PlanPath) -> Relation:
        if read.HasField("advanced_extension") and read.advanced_extension.HasField("enhancement"):
            # The toolkit's own MetadataColumns message (translate_rel rejected any other).
            from spark_consumer.metadata import metadata_rel_read

            done = metadata_rel_read(self, read, path)
            if done is not None:
                return done
        kind = read.WhichOneof("read_type")
        col_names = top_level_names(read.base_schema)
        types = list(read.base_schema.struct.types)
        new = self.fresh(len(types))
        if kind == "named_table":
            used = _read_fields(read, len(types))
            query = self.binder.named_table(
                list(read.named_table.names), col_names, types, new, used, path=path.child("named_table")
            )
            rel = Relation(query, [types[i] for i in used] if used is not None else types)
            if used is not None:
                # the unused fields were checked but not selected: the read's positions still index the
                # base schema, so give the filters and the mask a relation of all fields
                return self._read_rest(read, rel, path, all_names=new, all_types=types, used=used)
            return self._read_rest(read, rel, path)
        if kind == "virtual_table":
            query = self._virtual_table(read.virtual_table, types, new, path.child("virtual_table"))
        elif kind == "local_files":
            query = self.binder.local_files(
                read.local_files, col_names, types, new, path.child("local_files")
            )
        elif kind == "extension_table":
            raise UnsupportedFeatureError(
                f"extension table {read.extension_table.detail.type_url}", path=path.child("extension_table")
            )
        elif kind is None:
            raise InvalidPlanError("a read without a read type", code="missing-read-type", path=path)
        else:
            raise UnsupportedFeatureError(f"read type {kind}", path=path)
        return self._read_rest(read, Relation(query, types), path)

    def _read_rest(
        self,
        read: alg.ReadRel,
        rel: Relation,
        path: PlanPath,
        *,
        all_names: Sequence[str] | None = None,
        all_types: Sequence[Type] | None = None,
        used: Sequence[int] | None = None,
    ) -> Relation:
        """A read's filter, best-effort filter and projection mask over its bound source. When only the
        fields ``used`` were selected, references (by base-schema position) resolve through
        ``all_names``/``all_types``; the mask then picks among the selected ones."""
        names = list(all_names) if all_names is not None else rel.names
        types = list(all_types) if all_types is not None else rel.types
        for fname in ("filter", "best_effort_filter"):
            if read.HasField(fname):
                cond = self.translate_expr(
                    getattr(read, fname), Scope(names, types, self._outer), path.child(fname)
                )
                rel = Relation(rel.query.filter(cond.expr), rel.types)
        if read.HasField("projection") and read.projection.HasField("select"):
            return self.apply_mask(rel, read.projection, path.child("projection"), names, types)
        return rel

    def _virtual_table(
        self, vt: alg.ReadRel.VirtualTable, types: list[Type], names: list[str], path: PlanPath
    ) -> Query:
        spark_types = [self.cast_target(t, path) for t in types]
        rows: list[list[Expr]] = []
        empty = Scope([], [])
        for i, row in enumerate(getattr(vt, "values", ())):
            rows.append(
                [
                    self.expr_literal(lit, empty, path.child("values").index(i).child("fields").index(j)).expr
                    for j, lit in enumerate(row.fields)
                ]
            )
        for i, row_expr in enumerate(vt.expressions):
            rows.append(
                [
                    self.translate_expr(
                        e, empty, path.child("expressions").index(i).child("fields").index(j)
                    ).expr
                    for j, e in enumerate(row_expr.fields)
                ]
            )
        for i, r in enumerate(rows):
            if len(r) != len(types):
                raise InvalidPlanError(
                    f"virtual table row has {len(r)} values for {len(types)} columns",
                    code="virtual-table-width",
                    path=path.child("values").index(i),
                )
        return Values(rows, names, spark_types)

    # ------------------------------------------------------------------ masks
    def apply_mask(
        self,
        rel: Relation,
        mask: Expression.MaskExpression,
        path: PlanPath,
        names: Sequence[str] | None = None,
        types: Sequence[Type] | None = None,
    ) -> Relation:
        """A projection mask over ``rel`` (whose fields are ``names``/``types`` by base-schema position
        when given; the query holds at least the fields the mask selects)."""
        all_names = list(names) if names is not None else rel.names
        all_types = list(types) if types is not None else rel.types
        items = list(mask.select.struct_items)
        for i, item in enumerate(items):
            if item.field < 0 or item.field >= len(all_names):
                raise InvalidPlanError(
                    f"mask selects field {item.field} of {len(all_names)}",
                    code="field-out-of-range",
                    path=path.child("select").child("struct_items").index(i),
                )
        fields = [item.field for item in items]
        if not any(item.HasField("child") for item in items) and len(set(fields)) == len(fields):
            picked = [all_names[f] for f in fields]
            return Relation(rel.query.pick(picked), [all_types[f] for f in fields])
        exprs: list[tuple[Expr, str]] = []
        out_types: list[Type] = []
        new = self.fresh(len(items))
        for i, item in enumerate(items):
            value: Expr = Col(all_names[item.field])
            t = all_types[item.field]
            if item.HasField("child"):
                value, t = self._mask_child(
                    value, t, item.child, mask.maintain_singular_struct, path.index(i)
                )
            exprs.append((value, new[i]))
            out_types.append(t)
        return Relation(Project(rel.query, tuple(exprs)), out_types)

    def _mask_child(
        self,
        value: Expr,
        t: Type,
        sel: Expression.MaskExpression.Select,
        keep: bool,
        path: PlanPath,
    ) -> tuple[Expr, Type]:
        which = sel.WhichOneof("type")
        if which == "struct" and kind_of(t) == "struct":
            return self._mask_struct(value, t, sel.struct, keep, path)
        if which == "list" and kind_of(t) == "list":
            return self._mask_list(value, t, sel.list, keep, path)
        raise UnsupportedFeatureError(f"mask selection {which} over {type_str(t)}", path=path)

    def _mask_struct(self, value: Expr, t: Type, sel: Any, keep: bool, path: PlanPath) -> tuple[Expr, Type]:
        items = list(sel.struct_items)
        for item in items:
            if not 0 <= item.field < len(t.struct.types):
                raise InvalidPlanError(
                    f"mask selects struct field {item.field} of {len(t.struct.types)}",
                    code="field-out-of-range",
                    path=path,
                )
        # the struct's field types decide the result type; the value is read through a Let
        part_types: list[Type] = []
        for item in items:
            ft = t.struct.types[item.field]
            if item.HasField("child"):
                _, ft = self._mask_child(Lit(None, T.NullType()), ft, item.child, keep, path)
            part_types.append(ft)
        st = Type()
        st.struct.nullability = t.struct.nullability
        for ft in part_types:
            st.struct.types.append(ft)

        def build(v: Expr) -> Expr:
            positional = v.cast(spark_type(t))
            parts: list[Expr] = []
            for item in items:
                part: Expr = Field(positional, f"_f{item.field}")
                if item.HasField("child"):
                    part, _ = self._mask_child(part, t.struct.types[item.field], item.child, keep, path)
                parts.append(part)
            if len(parts) == 1 and not keep:
                return parts[0]
            return when(v.is_null(), Lit(None, spark_type(st))).else_(struct_of(parts))

        if len(items) == 1 and not keep:
            return build(value), part_types[0]
        return Let.of(value, build), st

    def _mask_list(self, value: Expr, t: Type, ls: Any, keep: bool, path: PlanPath) -> tuple[Expr, Type]:
        elem = t.list.type
        selections = list(ls.selection)
        if len(selections) == 1 and selections[0].WhichOneof("type") == "item" and not keep:
            out = self.list_get(value, selections[0].item.field)
            ot = with_nullability(elem, True)
            if ls.HasField("child"):
                out, ot = self._mask_child(out, ot, ls.child, keep, path)
            return out, ot

        def pieces(v: Expr) -> Expr:
            parts: list[Expr] = []
            for s in selections:
                if s.WhichOneof("type") == "item":
                    parts.append(Call("array", (self.list_get(v, s.item.field),)))
                else:
                    start, end = s.slice.start, s.slice.end

                    def sliced(size: Expr, start: int = start, end: int = end) -> Expr:
                        lo = Lit(start, T.IntegerType()) if start >= 0 else size + start
                        hi = Lit(end, T.IntegerType()) if end > 0 else size + end
                        return Let.of(
                            call("greatest", lo, 0),
                            lambda low: call("slice", v, low + 1, call("greatest", hi - low, 0)),
                        )

                    parts.append(Let.of(call("size", v), sliced))
            return Call("concat", tuple(parts)) if parts else v

        out = Let.of(value, pieces) if selections else value
        ot = t
        if ls.HasField("child"):
            # the child selection applies to every selected element (a native lambda, no UDF); the
            # element type it gives does not depend on the value, so one call outside finds it
            _, elem_out = self._mask_child(Lit(None, T.NullType()), elem, ls.child, keep, path)
            out = Call(
                "transform", (out, Lambda.of(1, lambda e: self._mask_child(e, elem, ls.child, keep, path)[0]))
            )
            ot = Type()
            ot.list.type.CopyFrom(elem_out)
            ot.list.nullability = t.list.nullability
        return out, ot


class Binder:
    """Binds a plan's named tables and files to DataFrames, checking the plan's declared columns.

    ``tables`` maps normalised name parts to given DataFrames; other names resolve through the Spark
    catalog. Each DataFrame a translation reads gets a source key; :attr:`sources` maps keys to DataFrames
    (the consumer hands them to Spark as the query's relations). Given DataFrames and their schemas are
    cached for the life of the binder; catalog lookups are redone for every translation.

    Between :meth:`begin` and the end of a translation the binder records the names it resolved to given
    tables or files (:attr:`bindings`) and the DataFrames the query reads: a translation whose every read
    is such a binding is :meth:`stable`, and stays right as long as :meth:`still_bound` holds."""

    def __init__(self, consumer: ConsumerBase) -> None:
        self.consumer = consumer
        self.sources: dict[str, DataFrame | T.StructType] = {}
        self._keys: dict[int, tuple[DataFrame | T.StructType, str]] = {}
        self._key_count = 0
        self._schemas: dict[int, tuple[DataFrame, T.StructType]] = {}
        self._facts: dict[
            int, tuple[T.StructType, tuple[dict[str, int], dict[str, list[int]], list[str], bool]]
        ] = {}
        self._catalog: dict[tuple[str, ...], tuple[DataFrame, T.StructType]] = {}
        self._files: dict[Any, DataFrame] = {}
        #: (name parts, declared columns, DataFrame) of every name resolved to a given table or file.
        self.bindings: list[tuple[tuple[str, ...], tuple[tuple[str, Type], ...] | None, object]] = []
        self._read: list[object] = []

    def reset(self) -> None:
        """Forget the previous translation's sources and catalog lookups, and every DataFrame known only
        through them (a catalog table is a new DataFrame at every lookup): held here, they would keep
        their temporary views for the life of the consumer. Given tables and files keep their source
        keys."""
        self.sources = {}
        self._catalog = {}
        kept = {id(df) for df in self.consumer.tables.values()}
        kept.update(id(df) for df in self._files.values())
        if any(k not in kept for k in self._keys):
            self._keys = {k: v for k, v in self._keys.items() if k in kept}
            self._schemas = {k: v for k, v in self._schemas.items() if k in kept}
            # a given schema stands for itself; a DataFrame's is the one kept above
            schemas = {k for k in kept if k not in self._schemas} | {id(s) for _, s in self._schemas.values()}
            self._facts = {k: v for k, v in self._facts.items() if k in schemas}

    def begin(self) -> None:
        """Start recording a translation's bindings and reads."""
        self.bindings = []
        self._read = []

    def stable(self) -> bool:
        """Whether every DataFrame the recorded translation reads is a given table or file (a catalog
        lookup or a file the plan names gives a new DataFrame each time)."""
        bound = {id(df) for _, _, df in self.bindings}
        return all(id(df) in bound for df in self._read)

    def still_bound(
        self, bindings: Sequence[tuple[tuple[str, ...], tuple[tuple[str, Type], ...] | None, object]]
    ) -> bool:
        """Whether each recorded name still resolves to the very same DataFrame (or schema)."""
        from substrait_py.errors import SubstraitPyError

        try:
            return all(self._resolve(parts, "", declared)[0] is df for parts, declared, df in bindings)
        except SubstraitPyError:
            return False

    def source(self, df: DataFrame | T.StructType) -> tuple[str, T.StructType]:
        """The source key and schema of ``df`` (a DataFrame, or a schema alone when translating without
        Spark) in this translation."""
        self._read.append(df)
        hit = self._keys.get(id(df))
        if hit is None or hit[0] is not df:
            self._key_count += 1  # never reused: a key names one DataFrame for the binder's life
            hit = (df, f"src{self._key_count}")
            self._keys[id(df)] = hit
        key = hit[1]
        self.sources[key] = df
        return key, self.schema(df)

    def _table_facts(
        self, schema: T.StructType
    ) -> tuple[dict[str, int], dict[str, list[int]], list[str], bool]:
        """Of a table's schema (kept per schema object, as long as its source is): its columns' positions
        by exact name and by
        name ignoring case, the names the SQL text reads them by, and whether those are new names.

        Names a parser setting could read otherwise, or two names Spark's analyser may be set to take
        as one, make every column renamed by position (``_s0``, ``_s1``...), through the DataFrame API:
        no table's own name is written into SQL text then."""
        hit = self._facts.get(id(schema))
        if hit is not None and hit[0] is schema:
            return hit[1]
        by_exact_name: dict[str, int] = {}
        folded: dict[str, list[int]] = {}
        for i, sf in enumerate(schema.fields):
            by_exact_name.setdefault(sf.name, i)
            folded.setdefault(sf.name.lower(), []).append(i)
        columns = [sf.name for sf in schema.fields]
        renamed = not all(_safe_column(n) for n in columns) or len(folded) != len(columns)
        if renamed:
            columns = [f"_s{i}" for i in range(len(columns))]
        facts = (by_exact_name, folded, columns, renamed)
        self._facts[id(schema)] = (schema, facts)
        return facts

    def schema(self, df: DataFrame | T.StructType) -> T.StructType:
        if isinstance(df, T.StructType):
            return df
        hit = self._schemas.get(id(df))
        if hit is None or hit[0] is not df:
            hit = (df, df.schema)
            self._schemas[id(df)] = hit
        return hit[1]

    def lookup(
        self, parts: Sequence[str], path: str | PlanPath, declared: Sequence[tuple[str, Type]] | None = None
    ) -> DataFrame | T.StructType:
        """The DataFrame of the named table ``parts``: a given table (by its full name, or by its last
        part; a given file is read now, text formats cast to the ``declared`` columns), else the Spark
        catalog's table. A given table or file is recorded in :attr:`bindings`."""
        df, given = self._resolve(parts, path, declared)
        if given:
            kept = None if declared is None else tuple((n, copy_type(t)) for n, t in declared)
            self.bindings.append((tuple(parts), kept, df))
        return df

    def _resolve(
        self, parts: Sequence[str], path: str | PlanPath, declared: Sequence[tuple[str, Type]] | None
    ) -> tuple[DataFrame | T.StructType, bool]:
        """:meth:`lookup`'s DataFrame, and whether it is a given table or file."""
        c = self.consumer
        key = c.norm_key(parts)
        df = c.tables.get(key)
        if df is None and len(key) > 1:
            df = c.tables.get(key[-1:])
        if df is not None:
            return df, True
        hit = self._catalog.get(key)
        if hit is None:
            src = c.table_files.get(key) or (c.table_files.get(key[-1:]) if len(key) > 1 else None)
            if src is not None:
                return self._file_table(src, declared, path), True
        if hit is not None:
            return hit[0], False
        label = ".".join(parts)
        if c._spark is None:
            raise BindingError(f"table {label!r} not found (given tables; no Spark catalog)", path=path)
        if any("${" in p for p in parts) or any(p.lower().startswith("__substrait_py") for p in parts):
            # a name Spark's variable substitution would rewrite, or one of the toolkit's own objects
            raise BindingError(f"table {label!r} not found (given tables and Spark catalog)", path=path)
        try:
            found = read_catalog_table(c.spark, quote_parts(parts))
            schema = found.schema
        except Exception as exc:
            raise BindingError(
                f"table {label!r} not found (given tables and Spark catalog)", path=path
            ) from exc
        self._catalog[key] = (found, schema)
        return found, False

    def _file_table(
        self, src: Any, declared: Sequence[tuple[str, Type]] | None, path: str | PlanPath
    ) -> DataFrame | T.StructType:
        """A table given as a file, read by Spark; without Spark, a parquet file's schema alone."""
        from spark_consumer.cli_run import load_table

        c = self.consumer
        if c._spark is None:
            if src.fmt == "parquet" and Path(src.path).is_file():
                import pyarrow.parquet as pq
                from pyspark.sql.pandas.types import from_arrow_schema

                return from_arrow_schema(pq.read_schema(src.path))
            raise BindingError(
                f"table {'.'.join(src.parts)!r} is a {src.fmt} file: reading it needs a Spark session",
                path=path,
            )
        key = (tuple(src.parts), tuple((n, t.SerializeToString()) for n, t in declared or ()))
        hit = self._files.get(key)
        if hit is None:
            try:
                hit = load_table(c.spark, src, list(declared) if declared else None)
            except BindingError as exc:
                raise BindingError(str(exc), path=path) from None
            self._files[key] = hit
        return hit

    def named_table(
        self,
        parts: list[str],
        col_names: list[str],
        types: list[Type],
        new: list[str],
        keep: Sequence[int] | None,
        *,
        path: PlanPath,
    ) -> Query:
        """The plan's declared columns of table ``parts``, named ``new`` (by declaration position), only
        those in ``keep`` (all by default) selected, each cast where the plan declares a safely wider type.
        Every declared column is checked."""
        df = self.lookup(parts, path, list(zip(col_names, types, strict=False)))
        return self.bind_columns(df, ".".join(parts), col_names, types, new, keep=keep, path=path)

    def bind_columns(
        self,
        df: DataFrame | T.StructType,
        label: str,
        col_names: Sequence[str],
        types: Sequence[Type],
        new: Sequence[str],
        *,
        keep: Sequence[int] | None = None,
        path: str | PlanPath,
        cast_all: bool = False,
    ) -> Query:
        c = self.consumer
        key, schema = self.source(df)
        by_exact_name, folded, columns, renamed = self._table_facts(schema)
        if renamed and not isinstance(df, T.StructType):
            self.sources[key] = df.toDF(*columns)
        from spark_consumer.sql.tree import Source
        from spark_consumer.types import same_spark_type

        items: list[tuple[Expr, str]] = []
        picked: list[tuple[Expr, str]] = []
        for i, (name, t) in enumerate(zip(col_names, types, strict=False)):
            position = by_exact_name.get(name)
            if position is None and not c.case_sensitive:
                candidates = folded.get(name.lower(), [])
                if len(candidates) > 1:
                    raise BindingError(
                        f"table {label!r} has {len(candidates)} columns named {name!r} ignoring case "
                        f"({', '.join(schema.fields[j].name for j in candidates)}) and none exactly",
                        path=path,
                    )
                position = candidates[0] if candidates else None
            if position is None:
                raise BindingError(
                    f"table {label!r} has no column {name!r} (plan declares {type_str(t)}; "
                    f"table has {', '.join(x.name for x in schema.fields)})",
                    path=path,
                )
            f = schema.fields[position]
            want = spark_type(t, path=path)
            exact = same_spark_type(f.dataType, want)
            value: Expr = Col(columns[position], dtype=column_dtype(t) if exact and not cast_all else None)
            if not exact and not _safe_widening(f.dataType, want):
                if not _checkable_narrowing(f.dataType, want):
                    raise BindingError(
                        f"column {label}.{name} is {f.dataType.simpleString()} in the table "
                        f"but the plan declares {type_str(t)}",
                        path=path,
                    )
                value = _checked_cast(value, f.dataType, want, f"{path}: column {label}.{name}")
            elif cast_all or not exact:
                value = value.cast(c.cast_target(t, path))
            items.append((value, new[i]))
        for i in range(len(items)) if keep is None else keep:
            picked.append(items[i])
        return Project(Source(key, columns), tuple(picked))

    def local_files(
        self,
        lf: alg.ReadRel.LocalFiles,
        col_names: list[str],
        types: list[Type],
        new: list[str],
        path: PlanPath,
    ) -> Query:
        from spark_consumer.sql.tree import SetOp

        c = self.consumer
        frames: list[DataFrame | T.StructType] = []
        for i, item in enumerate(lf.items):
            ipath = path.child("items").index(i)
            which = item.WhichOneof("path_type")
            loc = getattr(item, which) if which else ""
            c.check_local_path(loc, ipath)
            loc = _local_location(loc)
            fmt = item.WhichOneof("file_format")
            spark_fmt = {"parquet": "parquet", "orc": "orc", "dwrf": "orc", "text": "csv", "arrow": None}.get(
                fmt or ""
            )
            if spark_fmt is None:
                raise UnsupportedFeatureError(f"local file format {fmt}", path=ipath)
            if c._spark is None:
                # translating without Spark: the file stands for a DataFrame of the declared columns
                frames.append(
                    T.StructType(
                        [
                            T.StructField(n, spark_type(t), True)
                            for n, t in zip(col_names, types, strict=False)
                        ]
                    )
                )
                continue
            if which != "uri_path_glob" and not any(ch in loc for ch in "*?[") and not _exists(loc, ipath):
                raise BindingError(f"file {loc!r} not found", path=ipath)
            options: dict[str, str] = {}
            schema: T.StructType | None = None
            if fmt == "text":
                opts = item.text
                schema = T.StructType(
                    [T.StructField(n, spark_type(t), True) for n, t in zip(col_names, types, strict=False)]
                )
                options["sep"] = opts.field_delimiter or ","
                options["header"] = "true" if opts.header_lines_to_skip else "false"
                if opts.quote:
                    options["quote"] = opts.quote
                if opts.escape:
                    options["escape"] = opts.escape
                if opts.HasField("value_treated_as_null"):
                    options["nullValue"] = opts.value_treated_as_null
            if which == "uri_folder":
                options["recursiveFileLookup"] = "true"
            try:
                df = read_file(c.spark, spark_fmt, loc, options, schema)
            except Exception as exc:
                raise BindingError(f"cannot read {loc!r}: {exc}", path=ipath) from exc
            if item.start or item.length:
                df = _slice(df, loc, fmt or "", start=item.start, length=item.length, path=ipath)
            frames.append(df)
        if not frames:
            raise InvalidPlanError("local_files has no items", code="empty-local-files", path=path)
        out: Query | None = None
        for frame in frames:
            # every file's columns are cast to the declared types (text files were read with them)
            q = self.bind_columns(frame, "file", col_names, types, new, path=path, cast_all=True)
            out = q if out is None else SetOp("union_all", out, q)
        assert out is not None
        return out


def _local_location(location: str) -> str:
    """A ``file:`` URI of this machine (``file:///x``, ``file:/x``, ``file://localhost/x``) as a path;
    any other location as it is."""
    from urllib.parse import unquote, urlsplit

    if not location.lower().startswith("file:"):
        return location
    parts = urlsplit(location)
    return unquote(parts.path) if parts.netloc in ("", "localhost") else location


_PLAIN_COLUMN = re.compile(r"[A-Za-z0-9_]+")


def _safe_column(name: str) -> bool:
    """Whether a source column name is written in SQL as it is (ASCII letters, digits and ``_``: nothing a
    parser setting reads as a pattern or a variable); others are renamed through the DataFrame API."""
    return _PLAIN_COLUMN.fullmatch(name) is not None


def _read_fields(read: alg.ReadRel, width: int) -> list[int] | None:
    """The base-schema fields a read uses: its mask's top-level fields (in mask order), then those its
    filters refer to. None (every field) without a mask, or when a filter holds a subquery."""
    if not read.HasField("projection") or not read.projection.HasField("select"):
        return None
    used = [item.field for item in read.projection.select.struct_items]
    refs: set[int] = set()
    for fname in ("filter", "best_effort_filter"):
        if read.HasField(fname) and not _root_fields(getattr(read, fname), refs):
            return None
    out = list(dict.fromkeys(used + sorted(refs)))
    if any(f < 0 or f >= width for f in out):
        return None  # the mask or filter reports the error with its path
    return out


def _root_fields(msg: Any, into: set[int]) -> bool:
    """Add to ``into`` the top-level fields that root references in ``msg`` use; False when ``msg``
    holds a subquery (whose references this walk does not follow)."""
    stack = [msg]
    while stack:
        m = stack.pop()
        if isinstance(m, Expression.Subquery):
            return False
        if isinstance(m, Expression.FieldReference):
            rt = m.WhichOneof("root_type")
            if rt == "expression":
                stack.append(m.expression)
                continue
            if rt != "outer_reference" and m.direct_reference.HasField("struct_field"):
                into.add(m.direct_reference.struct_field.field)
                continue
        for fd, value in m.ListFields():
            if fd.message_type is None:
                continue
            stack.extend(value if fd.is_repeated else (value,))
    return True


_EXACT_NUMBERS = (T.ByteType, T.ShortType, T.IntegerType, T.LongType, T.DecimalType)


def _checkable_narrowing(actual: T.DataType, want: T.DataType) -> bool:
    """Whether data of type ``actual`` may be bound to a narrower declared type ``want`` with a check per
    value (exact numbers: an integer or decimal that does not fit is detected, never wrapped)."""
    return isinstance(actual, _EXACT_NUMBERS) and isinstance(want, _EXACT_NUMBERS)


def _checked_cast(value: Expr, actual: T.DataType, want: T.DataType, what: str) -> Expr:
    """``value`` (of type ``actual``) as type ``want``, failing the run for a value that does not come
    back unchanged (out of range, or digits lost), whatever ANSI mode says."""
    from spark_consumer.sql.tree import Let, call, when

    message = f"{what} holds a value that {want.simpleString()} cannot hold exactly"

    def check(x: Expr) -> Expr:
        return Let.of(
            x.try_cast(want),
            lambda y: when(
                x.is_not_null() & (y.is_null() | (y.cast(actual) != x)), call("raise_error", message)
            ).else_(y),
        )

    return Let.of(value, check)


def _safe_widening(actual: T.DataType, want: T.DataType) -> bool:
    """Casts that never lose information (so a source column may be wider-typed in the plan)."""
    ints = [T.ByteType, T.ShortType, T.IntegerType, T.LongType]
    for i, a in enumerate(ints):
        if isinstance(actual, a):
            if any(isinstance(want, b) for b in ints[i:]):
                return True
            if isinstance(want, T.DecimalType):
                digits = {0: 3, 1: 5, 2: 10, 3: 19}[i]
                return want.precision - want.scale >= digits
    if isinstance(actual, T.FloatType) and isinstance(want, T.DoubleType):
        return True
    if isinstance(actual, T.DecimalType) and isinstance(want, T.DecimalType):
        return want.scale >= actual.scale and want.precision - want.scale >= actual.precision - actual.scale
    return bool(isinstance(actual, (T.CharType, T.VarcharType)) and isinstance(want, T.StringType))


def _slice(df: DataFrame, loc: str, fmt: str, *, start: int, length: int, path: PlanPath) -> DataFrame:
    """Byte-range slicing. Parquet: the row groups whose midpoint lies in [start, start+length), by
    row index (Spark's ``_metadata.row_index``). Other formats only when the range covers the file."""
    from functools import reduce

    from pyspark.sql import functions as F

    size = Path(loc).stat().st_size if Path(loc).is_file() else -1
    if start == 0 and length >= size >= 0:
        return df
    if fmt != "parquet" or size < 0:
        raise UnsupportedFeatureError(f"byte-range slicing of {fmt or 'this'} files", path=path)
    import pyarrow.parquet as pq

    meta = pq.ParquetFile(loc).metadata
    ranges: list[tuple[int, int]] = []
    first_row = 0
    for g in range(meta.num_row_groups):
        rg = meta.row_group(g)
        col0 = rg.column(0)
        begin = col0.dictionary_page_offset if col0.has_dictionary_page else col0.data_page_offset
        begin = min(begin, col0.data_page_offset) if begin else col0.data_page_offset
        size_c = sum(rg.column(j).total_compressed_size for j in range(rg.num_columns))
        mid = begin + size_c // 2
        if start <= mid < start + length:
            ranges.append((first_row, first_row + rg.num_rows))
        first_row += rg.num_rows
    idx = F.col("_metadata.row_index")
    cond = reduce(lambda a, b: a | b, [(idx >= lo) & (idx < hi) for lo, hi in ranges], F.lit(False))
    return df.select("*", "_metadata").filter(cond).drop("_metadata")


def _exists(location: str, path: PlanPath) -> bool:
    """Whether the local file or folder ``location`` exists; a name the file system cannot hold (too
    long, say) is a file that cannot be read."""
    try:
        return Path(location).exists()
    except OSError as exc:
        raise BindingError(f"file {location[:200]!r} cannot be read: {exc.strerror}", path=path) from None
