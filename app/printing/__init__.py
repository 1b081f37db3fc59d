"""Printing: documents built from a game's data with Jinja templates and laid out by WeasyPrint.

Imported by the web layer only. It never reads the store or the engine itself: the web layer hands
it a `GameData` (the game's state, log and links) and the catalog.
"""

from .cache import PrintCache, cache_key
from .documents import DOCUMENTS, DocumentSpec, document_html, render_document
from .model import GameData, LogEntry
from .render import DEFAULT_PAPER, PAPERS, FetchRefused, Paper, Rendered, paper

__all__ = [
    "DEFAULT_PAPER",
    "DOCUMENTS",
    "PAPERS",
    "DocumentSpec",
    "FetchRefused",
    "GameData",
    "LogEntry",
    "Paper",
    "PrintCache",
    "Rendered",
    "cache_key",
    "document_html",
    "paper",
    "render_document",
]
