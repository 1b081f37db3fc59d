"""The app's URL rules write their URL builders on first use (issue 42: writing all of them was most of building
the app's routes at a start), and the URLs they build are the ones werkzeug's own rules build."""

from __future__ import annotations

from werkzeug.routing import BuildError, Map, Rule

from app.web.rendering.url_rules import LazyBuilderRule

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
