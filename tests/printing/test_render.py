"""Rendering never goes to the network: http(s) URLs are refused and the refusal stops the print."""

from __future__ import annotations

import socket

import pytest

from app.printing import PAPERS, FetchRefused
from app.printing.pdf import html_to_pdf
from app.qr import qr_png, qr_svg

from .pdfcheck import A4, assert_paper, qr_codes


def local_only_fetcher():
    """The layout's fetcher of local files (WeasyPrint loaded here, not when the tests are collected)."""
    from app.printing.layout import LocalOnlyFetcher

    return LocalOnlyFetcher()


@pytest.fixture
def no_network(monkeypatch):
    """Any attempt to open a socket fails the test."""
    def refuse(*args, **kwargs):
        raise AssertionError("printing tried to open a network connection")
    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)


@pytest.mark.parametrize("url", ["http://example.com/logo.png", "https://example.com/font.woff2", "HTTPS://example.com/x.svg"])
def test_http_resources_are_refused(no_network, url):
    fetcher = local_only_fetcher()
    html = f'<html><body><p>hi</p><img src="{url}"></body></html>'
    with pytest.raises(FetchRefused, match="does not fetch"):
        html_to_pdf(html, "prophecy/print/rules", PAPERS["A4"], fetcher=fetcher)
    assert fetcher.refused == [url]


def test_stylesheet_imports_over_http_are_refused(no_network):
    fetcher = local_only_fetcher()
    html = '<html><head><link rel="stylesheet" href="https://cdn.example.com/x.css"></head><body>hi</body></html>'
    with pytest.raises(FetchRefused):
        html_to_pdf(html, "prophecy/print/rules", PAPERS["A4"], fetcher=fetcher)
    assert fetcher.refused == ["https://cdn.example.com/x.css"]


def test_inline_svg_qr_renders_without_fetching_and_decodes(no_network):
    fetcher = local_only_fetcher()
    url = "http://192.168.1.50:5000/games/abc?seat=2"
    rendered = html_to_pdf(f"<html><body>{qr_svg(url)}</body></html>", "prophecy/print/rules", PAPERS["A4"], fetcher=fetcher)
    assert fetcher.refused == []
    assert_paper(rendered.pdf, A4, pages=1)
    assert qr_codes(rendered.pdf) == {1: [url]}


def test_a_printed_qr_code_is_an_inline_png_drawn_sharp_that_decodes_at_low_resolution(no_network):
    fetcher = local_only_fetcher()
    url = "http://192.168.1.50:5000/phone/4f2a9c7d1e"
    img = qr_png(url, size_mm=34)
    assert img.startswith('<img class="qr"') and "data:image/png;base64," in img and "image-rendering: pixelated" in img
    rendered = html_to_pdf(f"<html><body>{img}</body></html>", "prophecy/print/aid", PAPERS["A4"], fetcher=fetcher)
    assert fetcher.refused == []
    assert qr_codes(rendered.pdf, dpi=60) == {1: [url]}


@pytest.mark.parametrize("doc", ["rules", "aid", "reference", "chronicle"])
def test_no_document_asks_for_anything_remote(no_network, doc):
    from app.games.prophecy.printing.documents import document_html

    from .fakes import FakeCatalog
    from .test_documents import played_game

    fetcher = local_only_fetcher()
    html = document_html(doc, played_game(), sheet=PAPERS["Letter"], catalog=FakeCatalog())
    assert "http://" not in html.replace("http://www.w3.org/2000/svg", "").replace("http://192.168.1.50:5000", "")
    assert "https://" not in html
    html_to_pdf(html, f"prophecy/print/{doc}", PAPERS["Letter"], fetcher=fetcher)
    assert fetcher.refused == []


def test_the_lighter_user_agent_sheet_styles_no_pseudo_element_of_every_element_and_prints_the_same_pdf():
    """The layout's user-agent sheet keeps ::marker to list items and drops the footnote and note rules (the cascade
    styled six pseudo-elements of every element); a list, its markers and a table print byte for byte the same."""
    from weasyprint import HTML
    from weasyprint.html import UA_STYLESHEET

    from app.printing import layout

    sheet = layout._user_agent_sheet()
    assert sheet is not None, "this WeasyPrint's user-agent sheet no longer reads as expected"
    fonts = layout._font_config()
    html = ("<h2>Herald</h2><ul><li>a fact</li><li>another <b>fact</b></li></ul><ol><li>one</li><li>two</li></ol>"
            "<table><tr><th>Space</th><td class='num'>12</td></tr></table>")
    stock = HTML(string=html).render(font_config=fonts)
    light = layout._Html(string=html).render(font_config=fonts)
    assert light.write_pdf() == stock.write_pdf()
    paragraph = next(e for e in HTML(string="<p>Herald</p>").wrapper_element.iter_subtree() if e.local_name == "p")

    def pseudo_elements(ua):
        return {match[2] for match in ua.matcher.match(paragraph)} - {None}

    assert {"marker", "footnote-call", "note-call"} <= pseudo_elements(UA_STYLESHEET)
    assert pseudo_elements(sheet) == set()
    assert layout._Html(string=html)._ua_stylesheets() == [sheet]


def test_compiled_print_templates_leave_a_first_print_nothing_to_read(monkeypatch):
    """The server compiles every print template in the background after its first answer (`pool.warm`), so a
    document's first print reads no template file: its own, its game's base and macros, the shared page."""
    from jinja2 import FileSystemLoader

    from app.printing import render

    render.jinja_env.cache_clear()
    try:
        assert render.compile_templates() >= 14  # both games' documents and what they extend
        read = []
        source = FileSystemLoader.get_source
        monkeypatch.setattr(FileSystemLoader, "get_source", lambda self, env, name: read.append(name) or source(self, env, name))
        for folder, names in (("prophecy/print", ("rules/rules.html", "reference/reference.html", "_base.html")),
                              ("conjurers/print", ("aid/aid.html", "_macros.html", "_page.html", "_play_record.html"))):
            for name in names:
                render.jinja_env(folder).get_template(name)
        assert read == []
    finally:
        render.jinja_env.cache_clear()


def test_the_html_parser_finds_the_pattern_of_each_set_of_characters_it_scans_for_once_compiled(monkeypatch):
    """tinyhtml5 (WeasyPrint's parser) stored each scan's pattern under the pattern instead of the characters it looks
    up, so every scan built its pattern again (about half of parsing an aid for four); the layout's cache finds it."""
    import tinyhtml5.inputstream as scanning

    from app.games.conjurers.printing.documents import document_html
    from app.printing import layout

    from .conjurers_games import played

    html = document_html("aid", played(4), sheet=PAPERS["A4"])
    layout._Html(string=html)  # every set of characters the parser scans for, met once
    patterns = scanning.characters_until_regex
    known = dict(patterns)
    built = []
    compile_pattern = scanning.re.compile
    monkeypatch.setattr(scanning.re, "compile", lambda *args: built.append(args) or compile_pattern(*args))
    layout._Html(string=html)
    monkeypatch.undo()
    assert built == [], "the parser built again a pattern it had already built"
    assert dict(patterns) == known
    assert all(isinstance(characters, (str, tuple, frozenset)) for characters, _ in patterns)
