"""The call that lays a document's HTML out as a PDF. WeasyPrint is heavy: `layout.py`, the only module that imports
it, is loaded on the first layout (in a layout worker), never when the web process imports printing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .render import Paper, Rendered

if TYPE_CHECKING:
    from .layout import LocalOnlyFetcher


def warm_up() -> bool:
    """Load WeasyPrint, the fonts and the shared styles, so that a fresh worker's first document waits for none."""
    from .layout import warm_up as load

    return load()


def html_to_pdf(html: str, document: str, sheet: Paper, *, fetcher: LocalOnlyFetcher | None = None) -> Rendered:
    """Lay out the HTML with the base and document stylesheets on the given paper and return the PDF."""
    from .layout import html_to_pdf as lay_out

    return lay_out(html, document, sheet, fetcher=fetcher)


def parts_to_pdf(parts: tuple[str, ...], document: str, sheet: Paper,
                 numbering: tuple[int, int] | None = None) -> Rendered | None:
    """One PDF of several HTML parts of a document (sheets that each begin a page), their pages in order; with
    `numbering` (first page number, page count), None if a part took more than its one page."""
    from .layout import parts_to_pdf as lay_out

    return lay_out(parts, document, sheet, numbering)


def join(parts: list[Rendered]) -> Rendered:
    """One PDF of several laid out apart, their pages in order, the first one's title and other metadata kept."""
    from .joined import join as joined

    return joined(parts)
