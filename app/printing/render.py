"""Print documents: paper sizes and our Jinja templates to HTML (`pdf.py` lays the HTML out as a PDF).

A document is named by its folder under `templates/`, such as `prophecy/print/rules`: its template
`rules.html` and its stylesheet `rules.css` live there, and the stylesheet goes on top of the shared
`templates/print/base.css`. Its templates find their game's `_base.html` and `_macros.html` in the folder
above (`prophecy/print/`), then the shared `templates/print/`. WeasyPrint may read local files (fonts,
stylesheets) and data: URLs; any http(s) URL stops the rendering with `FetchRefused`, because
everything a sheet shows is inline (QR codes are PNG data: URLs, charts inline SVG).

WeasyPrint itself is imported only where a PDF is laid out (`layout.py`, loaded by `pdf.py` in the layout
workers): the web process builds HTML and hands it over, and never loads the layout engine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "templates"
PRINT_TEMPLATES = TEMPLATES / "print"  # the spine's share: base.css
SCHEME = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]*):")


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


def document_parts(document: str) -> tuple[str, str]:
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


def compile_templates() -> int:
    """Compile every game's print templates and the shared ones they extend, so that a document's first print
    does not wait for Jinja (a few hundredths of a second each); how many were compiled."""
    compiled = 0
    for folder in sorted(path.parent for path in TEMPLATES.glob("*/print/_base.html")):
        env = jinja_env(str(folder.relative_to(TEMPLATES)))
        names = [p.relative_to(folder).as_posix() for p in folder.rglob("*.html")]
        names += [p.name for p in PRINT_TEMPLATES.glob("*.html")]
        for name in sorted(set(names)):
            env.get_template(name)
            compiled += 1
    return compiled


def render_html(document: str, context: dict) -> str:
    """The HTML of a document from its template `<folder>/<key>/<key>.html` under templates/."""
    folder, key = document_parts(document)
    return jinja_env(folder).get_template(f"{key}/{key}.html").render(**context)


@dataclass(frozen=True)
class Rendered:
    """A PDF and how many pages it has."""

    pdf: bytes
    pages: int

