"""Serving on the LAN never with the debugger; the OpenAPI document declares who may call what; what a start leaves for
later (issue 42): URL rules write their URL builders on first use, and build the URLs werkzeug's own rules build."""

from __future__ import annotations

import gc
import threading

import pytest
from werkzeug.routing import BuildError, Map, Rule

from app import serve
from app.web.jsonapi.openapi import openapi_document
from app.web.rendering.url_rules import LazyBuilderRule


@pytest.fixture(autouse=True)
def _unfrozen():
    """main() freezes what the start made (see `built`): here that would be the test run's objects, kept for good."""
    yield
    gc.unfreeze()


def test_the_app_is_built_with_the_collector_paused_and_its_objects_frozen():
    seen = []
    app = serve.built(lambda: seen.append(gc.isenabled()) or object())
    assert seen == [False] and gc.isenabled() and app is not None
    assert gc.get_freeze_count() > 0  # no later collection looks through the start's objects again
    gc.unfreeze()

    def broken():
        raise RuntimeError("a card file is broken")

    with pytest.raises(RuntimeError):
        serve.built(broken)
    assert gc.isenabled()  # a failed start leaves the collector as it was


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.20", "10.0.0.5", "herald.local"])
def test_debug_on_an_address_other_machines_reach_is_refused(host):
    assert "Refusing to start" in serve.debug_refusal(host, debug=True)
    assert serve.debug_refusal(host, debug=False) is None


@pytest.mark.parametrize("host", ["127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost"])
def test_debug_on_loopback_is_allowed(host):
    assert serve.debug_refusal(host, debug=True) is None


def test_main_exits_before_serving_when_debug_is_on_for_the_lan(monkeypatch, app, capsys):
    app.config["DEBUG"] = True
    served = []
    monkeypatch.setattr(serve, "create_app", lambda: app)
    monkeypatch.setattr(serve, "serve", lambda *a, **k: served.append(a))
    monkeypatch.setattr(app, "run", lambda *a, **k: served.append(a))
    monkeypatch.setenv("HOST", "0.0.0.0")
    with pytest.raises(SystemExit) as exc:
        serve.main()
    assert exc.value.code == 2 and served == []
    assert "debug mode is on" in capsys.readouterr().err


def test_main_records_where_it_listens_for_the_qr_codes(monkeypatch, app):
    served = []
    monkeypatch.setattr(serve, "create_app", lambda: app)
    monkeypatch.setattr(serve, "serve", lambda a, **k: served.append(k))
    monkeypatch.setattr(serve, "lan_addresses", lambda: [])
    warmed = []
    monkeypatch.setattr(serve.pool, "warm", lambda: warmed.append(True))
    monkeypatch.setenv("HOST", "0.0.0.0")
    monkeypatch.setenv("PORT", "5077")
    monkeypatch.delenv("DEBUG", raising=False)
    serve.main()
    assert served == [{"host": "0.0.0.0", "port": 5077, **serve.waitress_options()}]
    assert (app.config["SERVER_HOST"], app.config["SERVER_PORT"], app.config["DEBUG"]) == ("0.0.0.0", 5077, False)
    # the layout workers start after the first answer, not beside the start (issue 42), and once; the models
    # the start left for later are built then too
    assert warmed == []
    client = app.test_client()
    assert client.get("/").status_code == 200 and client.get("/").status_code == 200
    for thread in threading.enumerate():
        if thread.name == "warm-after-start":
            thread.join(60)
    assert warmed == [True]
    assert serve.build_models() == 0


def test_openapi_declares_security_for_every_operation(app):
    doc = openapi_document()
    schemes = doc["components"]["securitySchemes"]
    assert schemes["gmToken"] == {**schemes["gmToken"], "type": "http", "scheme": "bearer"}
    assert schemes["gmSession"]["in"] == "cookie"
    from app.web.jsonapi.apiroute import ROUTES
    from app.web.jsonapi.openapi import SECURITY

    ops = {(path, method): op for path, item in doc["paths"].items() for method, op in item.items()}
    assert {(r.path, r.method) for r in ROUTES} == set(ops)
    gm_security = [{"gmToken": []}, {"gmSession": []}]
    open_for_a_game = {("/api/v1/games/{game_id}/session", "post")}
    for r in ROUTES:
        op = ops[(r.path, r.method)]
        assert op["security"] == SECURITY[r.access], (r.path, r.method)
        if "{game_id}" in r.path and (r.path, r.method) not in open_for_a_game or r.method != "get" and r.access != "open":
            owner = [{"ownerPin": []}] if r.access == "gm_any" else []  # where an owner PIN is set, it alone
            assert op["security"] == gm_security + owner and {"401", "403"} <= set(op["responses"]), (r.path, r.method)
    open_writes = {(r.path, r.method) for r in ROUTES if r.access == "open" and r.method != "get"}
    assert open_writes == {("/api/v1/games", "post"), ("/api/v1/games/import", "post"), ("/api/v1/games/{game_id}/session", "post")}
    assert ops[("/api/v1/player/{token}", "get")]["security"] == []
    header = doc["paths"]["/api/v1/games/import"]["post"]["parameters"][0]
    assert (header["name"], header["in"], header["required"]) == ("X-Herald-Pin", "header", True)
    create = doc["components"]["schemas"]["CreateGameRequest"]
    assert "pin" in create["required"]
    assert app.test_client().get("/api/v1/openapi.json").get_json() == doc


ENGINES = r"^app\.games\.\w+\.engine(\.|$)"
API_MODULES = ("app.web.jsonapi.schemas", "app.web.jsonapi.openapi", "app.web.jsonapi.api",
               "app.games.prophecy.screens.battle.battle_api", "app.games.prophecy.screens.catalog.catalog_api",
               "app.games.conjurers.screens.battle.api", "app.games.conjurers.screens.entries.entries_api")


def run_python(code: str, *args: str) -> list[str]:
    """The printed lines of `code` run by a fresh Python in the repository (an interpreter of its own: what a start
    imports, and the models it builds, are the process's)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}  # on SQLite in the test's instance folder
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=Path(__file__).resolve().parents[3], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.splitlines()


def test_declaring_the_json_api_imports_no_engine_and_a_model_imports_its_own_when_first_built():
    """Issue 42: the API's models and routes name the engines' types (the action unions, the setups, the battle's and
    the catalog's) and import them when a model is first built, not when a server starts."""
    code = (f"import re, sys\nfrom importlib import import_module\nfor name in {API_MODULES!r}:\n    import_module(name)\n"
            f"engines = lambda: sorted(m for m in sys.modules if re.match({ENGINES!r}, m))\nprint(engines())\n"
            "from app.web.jsonapi.schemas import ACTION_REQUESTS\n"
            "ACTION_REQUESTS['conjurers'].model_json_schema()\n"
            "print(sorted({m.split('.')[2] for m in engines()}))\n")
    assert run_python(code) == ["[]", "['conjurers']"]


# A fresh app serves the OpenAPI document first (before any request) or last (after a game of each kind, an action
# of each and their battle previews): the requests are validated by models the document built, or built them.
DOCUMENT = """
import os, sys
from app import create_app
from app.games.conjurers.catalog import load_catalog
from tests.helpers import setup_action

os.environ["HERALD_PIN_HASH_METHOD"] = "pbkdf2:sha256:1000"
client = create_app().test_client()

def document():
    print(client.get("/api/v1/openapi.json").data.decode().strip())

def play():
    level1 = [c.id for c in load_catalog().deck("level1")]
    conjurers = {"kind": "start_game", "players": ["Ada", "Bo", "Cy", "Di"], "locked": [], "start": 1,
                 "first_assistants": ["worker", "merchant", "warrior", "recruiter"],
                 "level1": [level1[3 * i:3 * i + 3] for i in range(4)]}
    prophecy = {"kind": "adjust_hero", "seat": 0, "gold": 1}
    for setup, act, preview, body in (
            (setup_action(2), prophecy, "battle-preview", {"seat": 0, "opponent": {"seat": 1}}),
            (conjurers, None, "conjurers/battle-preview", {})):
        made = client.post("/api/v1/games", json={"name": "A", "setup": setup, "pin": "2468"})
        game_id = made.get_json()["id"]
        bearer = {"Authorization": "Bearer " + made.get_json()["gm_token"]}
        offer = client.get(f"/api/v1/games/{game_id}", headers=bearer).get_json()["legal_actions"][0]
        acted = client.post(f"/api/v1/games/{game_id}/actions", headers=bearer, json={
            "expected_seq": 1, "action_id": "first-act", "action": act or {"kind": offer["kind"], **offer["params"]}})
        previewed = client.post(f"/api/v1/games/{game_id}/{preview}", headers=bearer, json=body)
        print(made.status_code, acted.status_code, previewed.status_code, previewed.get_json().get("error"))
    other = client.post(f"/api/v1/games/{game_id}/actions", headers=bearer,  # Prophecy's action to Conjurers
                        json={"expected_seq": 2, "action_id": "other-act", "action": prophecy})
    print(other.status_code, other.get_json()["message"])

for step in (document, play) if sys.argv[1] == "first" else (play, document):
    step()
"""


def test_the_openapi_document_is_the_same_made_before_any_request_or_after_the_first_actions():
    """Issue 42: the models the API builds on first use describe and validate the same, whichever comes first."""
    first = run_python(DOCUMENT, "first")
    last = run_python(DOCUMENT, "last")
    assert first[0] == last[-1] and first[0].startswith('{"components"') and '"ProphecyAction"' in first[0]
    # created, acted and previewed (Conjurers refuses a preview with no battle by its rule, not for the body's shape);
    # an action of the other game is told apart from a body of the wrong shape
    assert first[1:] == last[:-1] == ["201 200 200 None", "201 200 422 illegal_action", "422 This is a Conjurers "
                                      "game; a 'adjust_hero' action of another game (Prophecy) cannot be applied to it."]


def test_a_start_keeps_compiled_templates_and_a_changed_template_is_compiled_again(tmp_path, monkeypatch):
    """Issue 42: the first answer no longer compiles its templates; Jinja checks each against its source."""
    import tempfile

    import flask
    from jinja2 import FileSystemBytecodeCache

    import app as herald

    monkeypatch.setattr(flask.Flask, "jinja_options", {})  # as outside the tests, which share a cache of their own
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr(tempfile, "tempdir", None)  # read TMPDIR again
    (tmp_path / "t").mkdir()
    (tmp_path / "t" / "page.html").write_text("one")
    first = flask.Flask("a", template_folder=str(tmp_path / "t"))
    herald._keep_compiled_templates(first)
    assert isinstance(first.jinja_env.bytecode_cache, FileSystemBytecodeCache)
    with first.app_context():
        assert flask.render_template("page.html") == "one"
    assert list(tmp_path.glob("_jinja2-cache-*/*.cache"))  # kept for the next start
    (tmp_path / "t" / "page.html").write_text("two")
    second = flask.Flask("a", template_folder=str(tmp_path / "t"))
    herald._keep_compiled_templates(second)
    with second.app_context():
        assert flask.render_template("page.html") == "two"


def test_the_models_a_start_leaves_for_later_are_built_after_its_first_answer():
    from pydantic import BaseModel, ConfigDict

    class Later(BaseModel):
        model_config = ConfigDict(defer_build=True)
        __module__ = "app.later"  # one of Herald's
        n: int

    assert not Later.__pydantic_complete__
    assert serve.build_models() >= 1
    assert Later.__pydantic_complete__ and Later(n=3).n == 3


def test_a_start_on_sqlite_answers_first_without_postgresql_s_dialect_or_every_url_builder(tmp_path):
    """Issue 42: a start's first answer loads no PostgreSQL dialect and writes URL builders only for the rules that
    answer used (werkzeug wrote two for each of some 130 rules; the dialect was ~45 ms)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys\nimport app.serve\nfrom app import create_app\n"
            "app = app.serve.built(create_app)\n"
            "assert app.test_client().get('/').status_code == 200\n"
            "rules = list(app.url_map.iter_rules())\n"
            "unwritten = [r for r in rules if all('LazyBuilderRule' in b.__qualname__ for b in (r._build, r._build_unknown))]\n"
            "print(len(rules), len(rules) - len(unwritten), 'sqlalchemy.dialects.postgresql' in sys.modules)")
    env = {**os.environ, "HERALD_INSTANCE_PATH": str(tmp_path / "instance")}
    env.pop("DATABASE_URL", None)
    done = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[3], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    rules, written, postgresql = done.stdout.split()
    assert int(rules) > 100 and int(written) <= 10 and postgresql == "False", done.stdout

RULES = [("/games/<game_id>", {}), ("/games/<game_id>/log/<int:seq>", {}), ("/print/<game_id>/<doc>", {"doc": "all"}),
         ("/static/<path:filename>", {}), ("/", {})]
VALUES = [{"game_id": "g 1/2", "seq": 7, "filename": "css/app.css"}, {"game_id": "abc", "seq": 0, "extra": "x y"},
          {"game_id": "é", "seq": 12, "doc": "all", "filename": "a/b c.png", "page": 3}]


def adapter(rule_class: type[Rule]):
    """Every rule of RULES, made with rule_class, bound to one host."""
    urls = Map([rule_class(path, endpoint=f"e{i}", defaults=defaults or None) for i, (path, defaults) in enumerate(RULES)])
    return urls.bind("herald.test")


def test_a_rule_s_builders_are_written_when_a_url_is_first_built_then_kept():
    urls = adapter(LazyBuilderRule)
    rule = urls.map._rules_by_endpoint["e1"][0]
    unwritten = rule._build, rule._build_unknown
    assert all(b.__name__ == "build" and b.__qualname__.startswith("LazyBuilderRule") for b in unwritten)
    assert urls.build("e1", {"game_id": "g", "seq": 3}) == "/games/g/log/3"
    assert rule._build_unknown is not unwritten[1]  # written, and kept on the rule
    assert urls.build("e1", {"game_id": "g", "seq": 4, "q": "1"}) == "/games/g/log/4?q=1"


def built(urls, endpoint: str, values: dict, unknown: bool) -> str:
    """The URL built, or the name of the error building it raised."""
    try:
        return urls.build(endpoint, values, append_unknown=unknown)
    except BuildError as refused:
        return type(refused).__name__


def test_built_urls_are_werkzeug_s_own():
    lazy, eager = adapter(LazyBuilderRule), adapter(Rule)
    seen = set()
    for values in VALUES:
        for i in range(len(RULES)):
            for unknown in (True, False):
                url = built(lazy, f"e{i}", values, unknown)
                assert url == built(eager, f"e{i}", values, unknown), (i, values, unknown)
                seen.add(url)
    assert {"BuildError", "/games/g%201/2/log/7", "/games/abc/log/0?extra=x+y", "/print/abc/all", "/static/a/b%20c.png"} <= seen


def test_the_app_routes_with_lazy_builders(app):
    assert app.url_rule_class is LazyBuilderRule
    routed = [r for r in app.url_map.iter_rules() if r.endpoint != "static"]
    assert len(routed) > 100 and all(isinstance(r, LazyBuilderRule) for r in routed)
    with app.test_request_context():
        from flask import url_for

        assert url_for("home.index") == "/"
        assert url_for("screen.show", game_id="abc", tab="log") == "/games/abc?tab=log"
