"""The render helper: a fragment only for real htmx swaps, the full page otherwise, always Vary; kept HTML's marks
(app/web/rendering/marks.py): HTML cut at its marks once and filled per response gives what filling it pass by pass
gives, with fresh action ids in the same places."""

from __future__ import annotations

from unittest import mock

import pytest
from flask_wtf.csrf import generate_csrf
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.web.rendering.marks import (
    ACTION_ID,
    CSRF,
    REDO,
    SEQ,
    fill,
    fill_prepared,
    fill_prepared_bytes,
    prepare,
)
from tests.helpers import api_create

FULL = b"<!doctype html>"


def _vary(response) -> set[str]:
    return {v.strip() for v in response.headers["Vary"].split(",")}


@pytest.mark.parametrize(
    ("headers", "fragment"),
    [
        ({}, False),
        ({"HX-Request": "true"}, True),
        ({"HX-Request": "true", "HX-Boosted": "true"}, False),
        ({"HX-Request": "true", "HX-History-Restore-Request": "true"}, False),
    ],
)
def test_game_screen_fragment_or_page(client, headers, fragment):
    game_id = api_create(client)
    r = client.get(f"/games/{game_id}", headers=headers)
    assert r.status_code == 200
    assert _vary(r) == {"HX-Request", "Cookie"}  # the GM session (and its CSRF token) shape the page too
    assert r.data.lstrip().startswith(FULL) is not fragment
    assert b'id="screen"' in r.data


def test_home_page_varies_too(client):
    r = client.get("/", headers={"HX-Request": "true"})
    assert r.headers["Vary"] == "HX-Request"
    assert b'id="games"' in r.data and FULL not in r.data

TEXT = st.text(alphabet="<>=\" xyz_/✦é", max_size=12)  # no mark's letters; beyond ASCII and Latin-1 too
PIECES = st.lists(st.one_of(TEXT, st.sampled_from([SEQ, ACTION_ID, CSRF, str(REDO)])), max_size=30)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(pieces=PIECES, seq=st.integers(1, 30_000), can_redo=st.booleans())
def test_a_cut_page_fills_as_the_page_does(app, pieces, seq, can_redo):
    html = "".join(pieces)
    counter = iter(range(10**6))
    ids = lambda n: b"".join(next(counter).to_bytes(16, "big") for _ in range(n // 16))  # noqa: E731 - numbered ids
    with app.test_request_context(), mock.patch("app.web.rendering.marks.os.urandom", ids):
        generate_csrf()  # the session's token made first: making it draws random bytes too
        counter = iter(range(10**6))
        a = fill(html, seq, can_redo)
        counter = iter(range(10**6))
        b = fill_prepared(prepare(html), seq, can_redo)
        counter = iter(range(10**6))
        c = fill_prepared_bytes(prepare(html), seq, can_redo)
    assert a == b and "__herald" not in b  # the text around the marks cannot spell one
    assert c == a.encode()  # the kept screen's answer, joined from its parts encoded once



def _macro_env(template_class):
    from jinja2 import DictLoader, Environment

    env = Environment(loader=DictLoader({"m.html": "{% macro hi(n) %}<b>{{ shout(n) }}{{ extra }}</b>{% endmacro %}",
                                         "page.html": '{% from "m.html" import hi %}{{ hi("x") }} {{ hi("y") }}'}))
    env.template_class = template_class
    env.globals["shout"] = str.upper
    return env


def test_a_macro_import_takes_the_kept_module_without_jinjas_globals_check(app):
    """`{% from ... import %}` draws as Jinja draws it, and takes the kept module without Jinja's comparison of the
    context's globals with the imported template's ChainMap of them (counted) when the globals are all the app's;
    a page given a global of its own still passes it to the macros (Jinja's own way)."""
    from collections import ChainMap

    from jinja2 import Template

    from app.web.rendering.jinja_imports import QuickImportTemplate

    class Counted(ChainMap):
        checks = 0

        def keys(self):
            Counted.checks += 1
            return super().keys()

    assert app.jinja_env.template_class is QuickImportTemplate
    quick, plain = _macro_env(QuickImportTemplate), _macro_env(Template)
    module = quick.get_template("m.html")
    module.globals = Counted(*module.globals.maps)
    page = quick.get_template("page.html")
    drawn = [page.render()]
    made = Counted.checks  # Jinja's own check and the module's making, once
    drawn += [page.render() for _ in range(2)]
    assert drawn == [plain.get_template("page.html").render()] * 3 == ["<b>X</b> <b>Y</b>"] * 3
    assert Counted.checks == made
    own = quick.get_template("page.html", globals={"extra": "!"})
    assert own.render() == plain.get_template("page.html", globals={"extra": "!"}).render() == "<b>X!</b> <b>Y!</b>"
