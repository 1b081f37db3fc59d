"""What the apps of one test process share (tests/compiled.py) changes nothing they do: each rule's shared URL builder
is the code werkzeug compiles for it, and each app keeps its own database and instance folder."""

from __future__ import annotations

from flask import url_for
from werkzeug.routing import Map, Rule

from app import create_app
from app.store.games import list_games
from tests import compiled
from tests.conftest import EMPTY_DATABASE, FAST_PIN_HASH
from tests.helpers import api_create


def test_every_rule_s_shared_builder_is_the_code_werkzeug_compiles_for_it(app):
    assert Rule._compile_builder is compiled.shared_builder
    rules = list(app.url_map.iter_rules())
    assert len(rules) > 100
    for rule in rules:
        for append_unknown in (False, True):
            own = compiled._werkzeug_builder(rule, append_unknown)
            assert compiled.shared_builder(rule, append_unknown).__code__ == own.__code__, rule.rule


def _parsed(rule: Rule) -> tuple:
    converters = {name: (type(c), c.regex, c.weight, c.part_isolating, c.map) for name, c in rule._converters.items()}
    return rule._parts, rule._trace, converters, set(rule.arguments), rule._build.__code__, rule._build_unknown.__code__


def test_every_rule_s_shared_parse_is_the_one_werkzeug_makes_with_converters_of_its_own_map(app):
    assert Rule.compile is compiled.shared_compile
    for rule in app.url_map.iter_rules():
        shared = _parsed(rule)
        assert all(converter[4] is app.url_map for converter in shared[2].values())
        compiled._werkzeug_compile(rule)  # werkzeug's own parse and builders, written over the shared ones
        assert shared == _parsed(rule), rule.rule


def test_a_url_built_through_the_shared_builders_is_the_one_werkzeug_builds(app):
    own_map = Map([Rule("/games/<game_id>/seats/<int:seat>", endpoint="seat")])
    for rule in own_map.iter_rules():  # compiled again by werkzeug's own code, not the shared one
        compiled._werkzeug_compile(rule)
        rule._build = compiled._werkzeug_builder(rule, False).__get__(rule, None)
        rule._build_unknown = compiled._werkzeug_builder(rule, True).__get__(rule, None)
    shared_map = Map([Rule("/games/<game_id>/seats/<int:seat>", endpoint="seat")])
    values = {"game_id": "a b/ç", "seat": 3, "next": "/games?x=1&y=2"}
    assert (shared_map.bind("herald.test").build("seat", values)
            == own_map.bind("herald.test").build("seat", values)
            == "/games/a%20b/%C3%A7/seats/3?next=/games?x%3D1%26y%3D2")
    with app.test_request_context():
        assert url_for("static", filename="app.css", v=2) == "/static/app.css?v=2"


def test_a_rule_whose_default_fills_a_part_of_its_path_compiles_its_own_builder():
    rule = Rule("/page/<int:n>", endpoint="page", defaults={"n": 1})
    Map([rule])
    assert compiled.builder_key(rule, True) is None
    assert Map([Rule("/page/<int:n>", endpoint="page", defaults={"n": 1})]).bind("h").build("page", {"n": 1}) == "/page/1"


def test_two_apps_of_one_process_share_no_database_and_no_instance_folder(app, tmp_path):
    other_folder = tmp_path / "other"
    other_folder.mkdir()
    other = create_app({"TESTING": True, "SECRET_KEY": "test", "PIN_HASH_METHOD": FAST_PIN_HASH,
                        "DATABASE": str(EMPTY_DATABASE.copy_to(other_folder / "herald.sqlite")),
                        "INSTANCE_PATH": str(other_folder / "instance")})
    assert app.config["DATABASE"] != other.config["DATABASE"]
    assert app.instance_path != other.instance_path
    api_create(app.test_client(), name="Only here")
    assert [g.name for g in list_games(app.extensions["herald.log"])] == ["Only here"]
    assert list_games(other.extensions["herald.log"]) == []
    assert not EMPTY_DATABASE.path.with_name("herald.sqlite-wal").exists()
    fresh = create_app({"TESTING": True, "SECRET_KEY": "test", "INSTANCE_PATH": str(tmp_path / "third"),
                        "DATABASE": str(EMPTY_DATABASE.copy_to(tmp_path / "third.sqlite"))})
    assert list_games(fresh.extensions["herald.log"]) == []  # the empty database took nothing from either app


def test_two_apps_share_their_compiled_sql_and_each_reads_and_writes_its_own_database(app, tmp_path):
    """A statement compiled for one app's engine is found by the next app's (none compiled again), and what each
    writes stays in its own database."""
    from sqlalchemy.sql.elements import ClauseElement

    api_create(app.test_client(), name="First")
    other = create_app({"TESTING": True, "SECRET_KEY": "test", "PIN_HASH_METHOD": FAST_PIN_HASH,
                        "DATABASE": str(EMPTY_DATABASE.copy_to(tmp_path / "other.sqlite")),
                        "INSTANCE_PATH": str(tmp_path / "other")})
    engines = [a.extensions["herald.log"].engine for a in (app, other)]
    assert engines[0] is not engines[1] and all(e._compiled_cache is compiled.SHARED_SQL for e in engines)
    made = []
    own = ClauseElement._compiler
    try:
        ClauseElement._compiler = lambda self, dialect, **kw: made.append(self) or own(self, dialect, **kw)
        api_create(other.test_client(), name="Second")
    finally:
        ClauseElement._compiler = own
    assert made == []
    assert [g.name for g in list_games(app.extensions["herald.log"])] == ["First"]
    assert [g.name for g in list_games(other.extensions["herald.log"])] == ["Second"]
