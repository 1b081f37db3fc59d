"""What every app a test process builds shares: compiled templates, URL rules' parses and builders, a schema made once,
SQLite statements compiled once.

A test makes a new app (about 1,500 tests use the `app` fixture), and each new app compiled again what the last one
had compiled. Nothing here is shared state a test can see: a template's bytecode, a URL rule's parsed parts and
builder function (plain data and pure code; each rule binds them to itself and its own converters), a copy of an
empty database file and each SQL statement's compiled form (its text and how its values are bound and read).
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

from jinja2 import BytecodeCache
from sqlalchemy.util import LRUCache
from werkzeug.routing.rules import Rule


class CompiledTemplates(BytecodeCache):
    """Every app shares its compiled templates: a new app compiled each page it rendered again (about a third of a
    web test's time). Keyed by template and checked against its source."""

    def __init__(self) -> None:
        self.compiled: dict[str, bytes] = {}

    def load_bytecode(self, bucket) -> None:
        code = self.compiled.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket) -> None:
        self.compiled[bucket.key] = bucket.bytecode_to_string()


_werkzeug_builder = Rule._compile_builder
BUILDERS: dict[tuple, object] = {}


def builder_key(rule: Rule, append_unknown: bool) -> tuple | None:
    """What werkzeug's generated builder of a rule depends on, or None when a default fills a part of the path (then
    the converter's answer is written into the code, and the rule compiles its own)."""
    defaults = rule.defaults or {}
    if any(dynamic and part in defaults for dynamic, part in rule._trace):
        return None
    return rule.rule, tuple(rule._trace), tuple(defaults), append_unknown


def shared_builder(self: Rule, append_unknown: bool = True):
    """Rule._compile_builder, compiled once per rule shape: werkzeug writes and compiles a Python function for each
    URL rule of each new app (about 60 % of making an app). The function reads its rule through its first argument."""
    key = builder_key(self, append_unknown)
    if key is None:
        return _werkzeug_builder(self, append_unknown)
    if key not in BUILDERS:
        BUILDERS[key] = _werkzeug_builder(self, append_unknown)
    return BUILDERS[key]


_werkzeug_compile = Rule.compile
PARSED: dict[tuple, tuple] = {}


def compile_key(rule: Rule) -> tuple:
    """What werkzeug's parse of a rule depends on: its text, its map's kind of matching and converters."""
    domain = rule.host if rule.map.host_matching else rule.subdomain
    converters = tuple(sorted(rule.map.converters.items()))
    return type(rule), rule.rule, rule.map.host_matching, domain, rule.merge_slashes, converters


def shared_compile(self: Rule) -> None:
    """Rule.compile with the parse of each rule shape made once: the parts and trace are plain data, each rule gets
    converters of its own from its own map (as werkzeug makes them) and the shared builders."""
    key = compile_key(self)
    if key not in PARSED:
        asked: list[tuple] = []

        def noted(variable, name, args, kwargs):
            asked.append((variable, name, args, kwargs))
            return type(self).get_converter(self, variable, name, args, kwargs)

        self.get_converter = noted
        try:
            _werkzeug_compile(self)
        finally:
            del self.get_converter
        PARSED[key] = (tuple(self._parts), tuple(self._trace), tuple(asked))
        return
    parts, trace, asked = PARSED[key]
    self._parts, self._trace, self._converters = list(parts), list(trace), {}
    for variable, name, args, kwargs in asked:
        self._converters[variable] = self.get_converter(variable, name, args, kwargs)
        self.arguments.add(variable)
    # Through the rule's own class: the app's rules write their builders on first use (app/web/rendering/url_rules.py),
    # and that first use then takes the shared builder.
    self._build = self._compile_builder(False).__get__(self, None)
    self._build_unknown = self._compile_builder(True).__get__(self, None)


def share_url_builders() -> None:
    """Every Rule of this process compiles through `shared_compile` and `shared_builder`."""
    Rule._compile_builder = shared_builder
    Rule.compile = shared_compile


class EmptyDatabase:
    """A SQLite file holding Herald's newest schema and nothing else, made once per process; each test gets a copy
    of its own (making the schema was a seventh of making an app)."""

    def __init__(self) -> None:
        self.path: Path | None = None

    def copy_to(self, target: Path) -> Path:
        """Copy the empty database to `target` (a new file) and answer it."""
        if self.path is None:
            self.path = self._make()
        shutil.copyfile(self.path, target)
        return target

    @staticmethod
    def _make() -> Path:
        from app.store.db import make_engine

        folder = Path(tempfile.mkdtemp(prefix="herald-empty-db-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        path = folder / "herald.sqlite"
        engine = make_engine(path)
        engine.dispose()  # the last connection closed: SQLite folds the WAL journal into the file
        assert not (folder / "herald.sqlite-wal").exists(), "the empty database kept a WAL journal"
        return path


# SQLAlchemy compiles each statement once per engine (its cache is the engine's, keyed by the engine's dialect), and each
# test's app has an engine of its own: a fresh app compiled ~25 statements again, a fifth of a short web test.
SHARED_SQL = LRUCache(2000)


def _sqlite_settings(dialect) -> tuple:
    """What a SQLite dialect's compiled statements depend on (every test engine's are alike)."""
    return dialect.paramstyle, dialect.positional, dialect.server_version_info, dialect.native_datetime


def share_compiled_sql() -> None:
    """Every SQLite engine of this process (make_engine's) keeps its compiled statements in one cache, where a
    dialect with the same settings finds them; PostgreSQL engines keep their own."""
    from sqlalchemy.dialects.sqlite.pysqlite import SQLiteDialect_pysqlite

    from app.store import db

    SQLiteDialect_pysqlite.__eq__ = lambda a, b: type(a) is type(b) and _sqlite_settings(a) == _sqlite_settings(b)
    SQLiteDialect_pysqlite.__hash__ = lambda self: hash(type(self))
    create = db.create_engine

    def create_engine(url, **kw):
        engine = create(url, **kw)
        if engine.dialect.name == "sqlite":
            engine._compiled_cache = SHARED_SQL
        return engine

    db.create_engine = create_engine
