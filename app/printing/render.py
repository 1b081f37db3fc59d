"""HTML to PDF with WeasyPrint: our Jinja templates, our stylesheets, local fonts, no network.

A document is named by its folder under `templates/`, such as `prophecy/print/rules`: its template
`rules.html` and its stylesheet `rules.css` live there, and the stylesheet goes on top of the shared
`templates/print/base.css`. Its templates find their game's `_base.html` and `_macros.html` in the folder
above (`prophecy/print/`), then the shared `templates/print/`. WeasyPrint may read local files (fonts,
stylesheets) and data: URLs; any http(s) URL stops the rendering with `FetchRefused`, because
everything a sheet shows is inline (QR codes and charts are inline SVG).
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from weasyprint import CSS, HTML
from weasyprint.text.fonts import FontConfiguration
from weasyprint.urls import FatalURLFetchingError, URLFetcher

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "templates"
PRINT_TEMPLATES = TEMPLATES / "print"  # the spine's share: base.css
SCHEME = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]*):")
# One layout at a time: the font configuration and parsed stylesheets are shared between renders.
_LAYOUT_LOCK = threading.Lock()


@dataclass(frozen=True)
class Paper:
    """A paper size: its CSS name and its size in PostScript points (1/72 inch)."""

    key: str
    label: str
    css: str
    width_pt: float
    height_pt: float


PAPERS = {
    "A4": Paper("A4", "A4 (210 × 297 mm)", "A4", 595.28, 841.89),
    "Letter": Paper("Letter", "US Letter (8.5 × 11 in)", "letter", 612.0, 792.0),
}
DEFAULT_PAPER = "A4"


def paper(key: str | None) -> Paper:
    """The paper named by key (case-insensitive), or ValueError."""
    for name, value in PAPERS.items():
        if (key or "").strip().lower() == name.lower():
            return value
    raise ValueError(f"Unknown paper size {key!r}; use one of {', '.join(PAPERS)}.")


class FetchRefused(RuntimeError):
    """A template asked for a resource over the network; printing never fetches URLs."""


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


def _split(document: str) -> tuple[str, str]:
    """A document's game folder and key: 'prophecy/print/rules' -> ('prophecy/print', 'rules')."""
    folder, _, key = document.rpartition("/")
    if not key or ".." in document.split("/"):
        raise ValueError(f"Not a print document: {document!r}")
    return folder, key


@cache
def jinja_env(folder: str = "print") -> Environment:
    """The Jinja environment of one game's print templates (autoescaped, strict about missing names)."""
    env = Environment(
        loader=FileSystemLoader([str(TEMPLATES / folder), str(PRINT_TEMPLATES)]),
        autoescape=select_autoescape(["html"]),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return env


@cache
def _stylesheet(path: str, font_config: FontConfiguration) -> CSS:
    return CSS(filename=path, font_config=font_config, url_fetcher=LocalOnlyFetcher())


@cache
def _font_config() -> FontConfiguration:
    return FontConfiguration()


def render_html(document: str, context: dict) -> str:
    """The HTML of a document from its template `<folder>/<key>/<key>.html` under templates/."""
    folder, key = _split(document)
    return jinja_env(folder).get_template(f"{key}/{key}.html").render(**context)


@dataclass(frozen=True)
class Rendered:
    """A PDF and how many pages it has."""

    pdf: bytes
    pages: int


def warm_up() -> bool:
    """Lay out a line of text with the base stylesheet, so that a fresh process's first document does not also pay
    for loading the fonts and parsing the shared styles."""
    fonts = _font_config()
    with _LAYOUT_LOCK:
        HTML(string="<p>Herald</p>").render(stylesheets=[_stylesheet(str(PRINT_TEMPLATES / "base.css"), fonts)],
                                            font_config=fonts).write_pdf()
    return True


def html_to_pdf(html: str, document: str, sheet: Paper, *, fetcher: LocalOnlyFetcher | None = None) -> Rendered:
    """Lay out the HTML with the base and document stylesheets on the given paper and return the PDF."""
    _, key = _split(document)
    fetcher = fetcher or LocalOnlyFetcher()
    fonts = _font_config()
    sheets = [
        _stylesheet(str(PRINT_TEMPLATES / "base.css"), fonts),
        _stylesheet(str(TEMPLATES / document / f"{key}.css"), fonts),
        CSS(string=f"@page {{ size: {sheet.css} portrait; }}", font_config=fonts),
    ]
    try:
        with _LAYOUT_LOCK:
            html_doc = HTML(string=html, base_url=str(TEMPLATES / document) + "/", url_fetcher=fetcher)
            laid_out = html_doc.render(stylesheets=sheets, font_config=fonts)
            return Rendered(laid_out.write_pdf(), len(laid_out.pages))
    except FatalURLFetchingError as exc:
        raise FetchRefused(str(exc.__cause__ or exc)) from None
