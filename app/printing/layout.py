"""HTML to PDF with WeasyPrint: the base and document stylesheets, local fonts, no network.

The only module that imports WeasyPrint; the layout workers (`pool.py`) load it through `pdf.html_to_pdf`, so
the web process never does. Any http(s) URL a document asks for stops the layout with `FetchRefused`.
"""

from __future__ import annotations

import gc
import re
import threading
from functools import cache

from weasyprint import CSS, HTML
from weasyprint.css.counters import CounterStyle
from weasyprint.text.fonts import FontConfiguration
from weasyprint.urls import FatalURLFetchingError, URLFetcher

from .render import PAPERS, PRINT_TEMPLATES, SCHEME, TEMPLATES, FetchRefused, Paper, Rendered, document_parts

# One layout at a time: the font configuration and parsed stylesheets are shared between renders.
_LAYOUT_LOCK = threading.Lock()


class _Refused(FatalURLFetchingError):
    pass


class LocalOnlyFetcher(URLFetcher):
    """A URL fetcher for local files and data: URLs only; anything else is refused and remembered."""

    def __init__(self):
        super().__init__(allowed_protocols={"file", "data"}, fail_on_errors=True, timeout=1)
        self.refused: list[str] = []

    def fetch(self, url, headers=None):
        match = SCHEME.match(url)
        scheme = match[1].lower() if match else ""
        if scheme not in ("file", "data"):
            self.refused.append(url)
            raise _Refused(f"Printing does not fetch {url!r}: only local files and data: URLs.")
        return super().fetch(url, headers)


# WeasyPrint's user-agent stylesheet styles ::marker and the footnote and note pseudo-elements of every element, so
# the cascade computed six pseudo-element styles for each one (a tenth of a sheet's work). Our sheets use no footnotes
# and mark only list items: the markers keep to li (and summary), the note rules go; the PDFs are byte for byte the same.
_EVERY_MARKER = "::marker {"
_NOTE_RULES = re.compile(r"^::(?:footnote|note)-[a-z]+ \{[^}]*\}$", re.M)


@cache
def _user_agent_sheet() -> CSS | None:
    """WeasyPrint's user-agent stylesheet without its rules for every element's pseudo-elements; None (the stock
    sheet) when this WeasyPrint's sheet does not read as expected."""
    try:
        from weasyprint.html import UA
    except ImportError:
        return None
    if UA.count(_EVERY_MARKER) != 1 or len(_NOTE_RULES.findall(UA)) != 5:
        return None
    text = _NOTE_RULES.sub("", UA.replace(_EVERY_MARKER, "li::marker, summary::marker {"))
    return CSS(string=text, counter_style=CounterStyle())  # its counter styles are the stock sheet's, already read


class _ScanPatterns(dict):
    """tinyhtml5's patterns for the characters a scan runs up to, built for a missing key as tinyhtml5 builds them.

    Its own cache stores each pattern under the pattern rather than under the characters it looks up, so every scan
    built its pattern again: about half the parsing of an aid for four. Filled here, it is found each time."""

    def __missing__(self, key):
        characters, opposite = key
        ranges = "".join(f"\\x{ord(character):02x}" for character in characters)
        pattern = self[key] = re.compile(f"[{ranges if opposite else '^' + ranges}]+")
        return pattern


def _cache_scan_patterns() -> None:
    """Give tinyhtml5 a cache of scan patterns it finds; nothing when its module no longer reads as expected."""
    try:
        from tinyhtml5 import inputstream
    except ImportError:
        return
    if type(getattr(inputstream, "characters_until_regex", None)) is dict:
        inputstream.characters_until_regex = _ScanPatterns()


_cache_scan_patterns()


class _Html(HTML):
    """A document laid out with the lighter user-agent stylesheet."""

    def _ua_stylesheets(self, forms=False):
        sheet = _user_agent_sheet()
        return super()._ua_stylesheets(forms) if sheet is None or forms else [sheet]


@cache
def _stylesheet(path: str, font_config: FontConfiguration) -> CSS:
    return CSS(filename=path, font_config=font_config, url_fetcher=LocalOnlyFetcher())


@cache
def _font_config() -> FontConfiguration:
    return FontConfiguration()


@cache
def _paper_sheet(css_size: str, font_config: FontConfiguration) -> CSS:
    return CSS(string=f"@page {{ size: {css_size} portrait; }}", font_config=font_config)


# The faces the sheets use (bold, italic, semibold; headings, tables), so a worker's first document loads none.
_SAMPLE = ("<h1>Herald</h1><h2>Herald</h2><h3>Herald</h3><p>Herald <b>bold</b> <i>italic</i> <b><i>both</i></b> "
           "<span style='font-weight: 600'>semibold</span> <small>small</small> ⚓ – · × ½</p>"
           "<table><thead><tr><th>Herald</th></tr></thead><tbody><tr><td class='num'>1 2 3</td></tr></tbody></table>")


def warm_up() -> bool:
    """Parse every document's stylesheet and lay out a sample of every face with the base one, so that a fresh
    process's first document pays for neither; then set the loaded modules, fonts and styles aside from the
    garbage collector (`gc.freeze`): its full collections during a layout no longer walk them (a fifth of the
    Conjurers aid for four went into two of them)."""
    fonts = _font_config()
    base = _stylesheet(str(PRINT_TEMPLATES / "base.css"), fonts)
    for path in sorted(TEMPLATES.glob("*/print/*/*.css")):
        _stylesheet(str(path), fonts)
    for sheet in PAPERS.values():
        _paper_sheet(sheet.css, fonts)
    with _LAYOUT_LOCK:
        _Html(string=_SAMPLE).render(stylesheets=[base], font_config=fonts).write_pdf()
    gc.collect()
    gc.freeze()
    return True


def html_to_pdf(html: str, document: str, sheet: Paper, *, fetcher: LocalOnlyFetcher | None = None) -> Rendered:
    """Lay out the HTML with the base and document stylesheets on the given paper and return the PDF."""
    rendered = parts_to_pdf((html,), document, sheet, fetcher=fetcher)
    assert rendered is not None  # only a numbered part can come back empty
    return rendered


def parts_to_pdf(parts: tuple[str, ...] | list[str], document: str, sheet: Paper, numbering: tuple[int, int] | None = None,
                 *, fetcher: LocalOnlyFetcher | None = None) -> Rendered | None:
    """One PDF of several HTML parts of a document (sheets that each begin a page), their pages in order.
    `numbering` (the first part's page number, the whole document's page count) numbers the pages of a document laid
    out in pieces elsewhere, each part one page: None comes back if a part took more."""
    _, key = document_parts(document)
    fetcher = fetcher or LocalOnlyFetcher()
    fonts = _font_config()
    sheets = [
        _stylesheet(str(PRINT_TEMPLATES / "base.css"), fonts),
        _stylesheet(str(TEMPLATES / document / f"{key}.css"), fonts),
        _paper_sheet(sheet.css, fonts),
    ]
    try:
        with _LAYOUT_LOCK:
            laid_out = [_Html(string=html, base_url=str(TEMPLATES / document) + "/", url_fetcher=fetcher)
                        .render(stylesheets=sheets + _numbered(numbering, i, fonts), font_config=fonts)
                        for i, html in enumerate(parts)]
            if numbering and any(len(part.pages) != 1 for part in laid_out):
                return None
            whole = laid_out[0] if len(laid_out) == 1 else \
                laid_out[0].copy([page for part in laid_out for page in part.pages])
            return Rendered(whole.write_pdf(), len(whole.pages))
    except FatalURLFetchingError as exc:
        raise FetchRefused(str(exc.__cause__ or exc)) from None


def _numbered(numbering: tuple[int, int] | None, index: int, fonts: FontConfiguration) -> list[CSS]:
    """The footer's page number and count for a one-page part laid out apart from the rest of its document."""
    if numbering is None:
        return []
    first, total = numbering
    return [CSS(string=f'@page {{ @bottom-right {{ content: "page " counter(page) " of {total:d}" }} }} '
                       f"@page :first {{ counter-reset: page {first + index:d} }}", font_config=fonts)]
