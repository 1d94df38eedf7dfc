"""Writes and DDL: translated into a :class:`~spark_consumer.consume.model.WriteAction`, carried out only
by :meth:`SparkConsumer.execute` when the caller allows writes.

Writes are staged: the plan's rows are first written to a fresh staging table, and only when that
succeeded is the target created, replaced (drop + rename) or appended to, so a plan failing midway leaves
an existing target as it was. CTAS honours the create mode (error / ignore / append / replace if
exists); INSERT appends to an existing table whose column types are the plan's (nullability aside);
DELETE and UPDATE are unsupported. Tables are created as parquet, whatever the session's default
format. Views: a one-part name is a temporary view, ``global_temp.<name>`` a global temporary view; other
qualified view names are refused (a persistent view cannot read the query's DataFrames). Names the
toolkit uses for its own objects (``__substrait_py...``) are out of a plan's reach.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

from pyspark.sql import DataFrame
from pyspark.sql import types as T
from substrait import algebra_pb2 as alg
from substrait import plan_pb2

from spark_consumer.consume.base import ConsumerBase
from spark_consumer.consume.model import Relation, Translation, WriteAction
from spark_consumer.sql.generate import generate, quote_parts
from spark_consumer.sql.tree import Col, Project
from spark_consumer.types import is_nullable, same_spark_type, spark_type, top_level_names
from substrait_py.errors import BindingError, ExecutionError, SchemaMismatchError, UnsupportedFeatureError
from substrait_py.paths import PlanPath

_RESERVED = "__substrait_py"


def _check_target(parts: Sequence[str], path: PlanPath) -> None:
    """Refuse a target name the toolkit reserves, or one holding ``${``: Spark substitutes variables in
    every name it parses, the DataFrame writer's included, and in the few DDL statements no DataFrame
    call makes (DROP TABLE, ALTER TABLE RENAME), whose names the generator quotes (``quote_parts``)."""
    if not parts:
        raise UnsupportedFeatureError("a write or DDL without a target name", path=path)
    if any(p.lower().startswith(_RESERVED) for p in parts):
        raise BindingError(f"{'.'.join(parts)!r} is a name the toolkit reserves for itself", path=path)
    if any("${" in p for p in parts):
        raise UnsupportedFeatureError(f"the object name {'.'.join(parts)!r}", "it holds '${'", path=path)


class WriteMixin(ConsumerBase):
    """Write and DDL translation and execution of :class:`~spark_consumer.consume.consumer.SparkConsumer`."""

    def rel_write(self, msg: alg.WriteRel, path: PlanPath) -> Relation:
        raise UnsupportedFeatureError(
            "a write below other relations", "writes are supported as a plan's root", path=path
        )

    def rel_ddl(self, msg: alg.DdlRel, path: PlanPath) -> Relation:
        raise UnsupportedFeatureError(
            "a DDL below other relations", "DDL is supported as a plan's root", path=path
        )

    def translate_action(
        self, root: alg.RelRoot, plan: plan_pb2.Plan, ri: int, path: PlanPath
    ) -> Translation:
        """The translation of a root whose input is a write or DDL relation: an empty query and the action."""
        kind = root.input.WhichOneof("rel_type")
        rpath = path.child("input").child(kind)
        action = (
            self._write_action(root.input.write, rpath)
            if kind == "write"
            else self._ddl_action(root.input.ddl, rpath)
        )
        empty = generate(Project(_no_rows(), ()))
        names: list[str] = []
        types: list = []
        if action.returns_rows and action.input is not None:
            names, types = list(action.input.names), list(action.input.types)
        return Translation(empty, {}, names, types, [None] * len(names), True, action=action, plan=plan)

    def _input_translation(
        self, rel_msg: alg.Rel, names: Sequence[str] | None, path: PlanPath
    ) -> Translation:
        rel = self.translate_rel(rel_msg, path)
        out_names = list(names) if names else [f"col{i}" for i in range(len(rel.names))]
        if len(out_names) != len(rel.names):
            raise SchemaMismatchError(
                f"the plan writes {len(rel.names)} columns into {len(out_names)} declared ones",
                path=path,
            )
        query = Project(rel.query, tuple((Col(c), f"_w{i}") for i, c in enumerate(rel.names)))
        sql = generate(query, pretty=self.pretty)
        return Translation(
            sql, dict(self.binder.sources), out_names, rel.types, [None] * len(out_names), False
        )

    def _write_action(self, msg: alg.WriteRel, path: PlanPath) -> WriteAction:
        if msg.WhichOneof("write_type") != "named_table":
            raise UnsupportedFeatureError("write to a non-named table", path=path)
        parts = tuple(msg.named_table.names)
        _check_target(parts, path)
        W = alg.WriteRel.WriteOp
        C = alg.WriteRel.CreateMode
        op_name = self.enum_name(W, msg.op, path.child("op"))
        if msg.op not in (W.WRITE_OP_CTAS, W.WRITE_OP_INSERT):
            raise UnsupportedFeatureError(f"write operation {op_name}", path=path)
        mode = self.enum_name(C, msg.create_mode, path.child("create_mode")).removeprefix("CREATE_MODE_")
        names = top_level_names(msg.table_schema) if msg.table_schema.names else None
        inp = self._input_translation(msg.input, names, path.child("input"))
        return WriteAction(
            op="ctas" if msg.op == W.WRITE_OP_CTAS else "insert",
            target=parts,
            object="table",
            mode=mode,
            path=str(path),
            input=inp,
            column_names=tuple(inp.names),
            returns_rows=msg.output == alg.WriteRel.OUTPUT_MODE_MODIFIED_RECORDS,
        )

    def _ddl_action(self, msg: alg.DdlRel, path: PlanPath) -> WriteAction:
        if msg.WhichOneof("write_type") != "named_object":
            raise UnsupportedFeatureError("DDL on a non-named object", path=path)
        parts = tuple(msg.named_object.names)
        _check_target(parts, path)
        D = alg.DdlRel
        op = self.enum_name(D.DdlOp, msg.op, path.child("op")).removeprefix("DDL_OP_")
        obj = "view" if msg.object == D.DDL_OBJECT_VIEW else "table"
        if obj == "view" and len(parts) > 1 and not (len(parts) == 2 and parts[0].lower() == "global_temp"):
            raise UnsupportedFeatureError(
                f"the persistent view {'.'.join(parts)!r}",
                "views are temporary (a one-part name) or global temporary (global_temp.<name>)",
                path=path,
            )
        if op in ("DROP", "DROP_IF_EXIST"):
            return WriteAction("drop", parts, obj, op, str(path))
        if op not in ("CREATE", "CREATE_OR_REPLACE"):
            raise UnsupportedFeatureError(f"DDL operation {op}", path=path)
        names = top_level_names(msg.table_schema) if msg.table_schema.names else None
        if obj == "view":
            inp = self._input_translation(msg.view_definition, names, path.child("view_definition"))
            return WriteAction(
                "create_view", parts, obj, op, str(path), input=inp, column_names=tuple(inp.names)
            )
        schema = T.StructType(
            [
                T.StructField(n, spark_type(t, path=path), is_nullable(t))
                for n, t in zip(names or [], msg.table_schema.struct.types, strict=False)
            ]
        )
        return WriteAction("create_table", parts, obj, op, str(path), schema=schema)

    # ------------------------------------------------------------------ execution
    def carry_out(self, action: WriteAction) -> DataFrame | None:
        """Carry out a write or DDL action (the caller allowed writes)."""
        spark = self.spark
        dotted = ".".join(action.target)
        quoted = quote_parts(action.target)
        if action.op == "drop":
            exists = spark.catalog.tableExists(dotted)
            if action.mode == "DROP" and not exists:
                raise BindingError(f"{action.object} {dotted} not found", path=action.path)
            if action.object == "view":
                if len(action.target) == 1:
                    spark.catalog.dropTempView(action.target[0])
                else:
                    spark.catalog.dropGlobalTempView(action.target[1])
            else:
                spark.sql(f"DROP TABLE IF EXISTS {quoted}")
            return None
        if action.op == "create_view":
            assert action.input is not None
            df = self._named_input(action)
            name = action.target[-1]
            global_view = len(action.target) == 2
            if action.mode == "CREATE":
                (df.createGlobalTempView if global_view else df.createTempView)(name)
            else:
                (df.createOrReplaceGlobalTempView if global_view else df.createOrReplaceTempView)(name)
            return None
        if action.op == "create_table":
            assert action.schema is not None
            empty = spark.createDataFrame([], action.schema)
            exists = spark.catalog.tableExists(dotted)
            if action.mode == "CREATE" and exists:
                raise BindingError(f"table {dotted} already exists", path=action.path)
            # the format is named, as for writes: the session's spark.sql.sources.default does not choose it
            if not exists:
                empty.writeTo(quoted).using("parquet").create()
            else:
                # the session catalog's v1 tables cannot REPLACE TABLE: stage, then take the place
                staging = self._staged(
                    action.target,
                    lambda n: empty.writeTo(n).using("parquet").create(),
                    f"{action.path}: replacing {dotted!r}",
                )
                self._take_place(staging, quoted, exists=True)
            return None
        return self._write(action)

    def _named_input(self, action: WriteAction) -> DataFrame:
        assert action.input is not None
        df = self.dataframe(action.input)
        return df

    def _write(self, action: WriteAction) -> DataFrame | None:
        spark = self.spark
        dotted = ".".join(action.target)
        quoted = quote_parts(action.target)
        exists = spark.catalog.tableExists(dotted)
        if action.op == "insert" and not exists:
            raise BindingError(f"table {dotted!r} not found for INSERT", path=action.path)
        if action.op == "ctas" and exists and action.mode in ("ERROR_IF_EXISTS", "UNSPECIFIED"):
            raise ExecutionError(
                f"table {dotted!r} already exists (create mode {action.mode})",
                path=action.path,
            )
        df = self._named_input(action)
        skip = action.op == "ctas" and exists and action.mode == "IGNORE_IF_EXISTS"
        if not skip:
            if action.op == "insert":
                rows, target = df.schema.fields, spark.table(quoted).schema.fields
                if len(target) != len(rows):
                    raise SchemaMismatchError(
                        f"the plan writes {len(rows)} columns into {len(target)} of {dotted!r}",
                        path=action.path,
                    )
                _check_insert_types(rows, target, dotted, action.path)
                df = df.toDF(*(f.name for f in target))
            staging = self._staged(
                action.target,
                lambda name: df.write.format("parquet").saveAsTable(name),
                f"{action.path}: write to {dotted!r}",
            )
            try:
                append = action.op == "insert" or (exists and action.mode == "APPEND_IF_EXISTS")
                if append:
                    spark.table(staging).write.insertInto(quoted)
                else:
                    self._take_place(staging, quoted, exists)
            finally:
                spark.sql(f"DROP TABLE IF EXISTS {staging}")
        return df if action.returns_rows else None

    def _staged(self, parts: Sequence[str], create: Callable[[str], None], what: str) -> str:
        """Create a table under a fresh staging name beside ``parts`` (``create`` gets the quoted name)
        and return that name; when creating fails, the staging table is dropped and the target is left
        as it was (:class:`ExecutionError`)."""
        import uuid

        staging_parts = [*parts[:-1], f"{_RESERVED}_staging_{os.getpid()}_{uuid.uuid4().hex[:12]}"]
        staging = quote_parts(staging_parts)
        try:
            create(staging)
        except Exception as exc:
            self.spark.sql(f"DROP TABLE IF EXISTS {staging}")
            raise ExecutionError(f"{what} failed, target unchanged: {exc}") from exc
        return staging

    def _take_place(self, staging: str, table: str, exists: bool) -> None:
        """The staging table becomes ``table`` (the old one, when it ``exists``, is dropped first)."""
        if exists:
            self.spark.sql(f"DROP TABLE {table}")
        self.spark.sql(f"ALTER TABLE {staging} RENAME TO {table}")


def _check_insert_types(
    rows: Sequence[T.StructField], target: Sequence[T.StructField], table: str, path: str | PlanPath
) -> None:
    """An INSERT's columns hold the target's types exactly (nullability aside). Spark would cast other
    types on the way in, and how (an error, a null or a wrapped value for one that does not fit) is the
    session's ``spark.sql.storeAssignmentPolicy``: the plan does not agree with the table, and is refused
    naming the first column that differs."""
    for have, want in zip(rows, target, strict=True):
        if not same_spark_type(have.dataType, want.dataType):
            raise SchemaMismatchError(
                f"the plan writes {have.dataType.simpleString()} into column {want.name!r} of {table!r}, "
                f"which holds {want.dataType.simpleString()}",
                path=path,
                column=want.name,
                expected=want.dataType.simpleString(),
                actual=have.dataType.simpleString(),
            )


def _no_rows() -> Project:
    from spark_consumer.sql.tree import Values

    return Project(Values([], [], []), ())
