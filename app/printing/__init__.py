"""Printing infrastructure shared by every game: paper sizes, WeasyPrint layout, worker processes, the PDF cache.

Game-blind: each game's print documents live in its own folder (`app/games/<game>/printing/`, templates under
`templates/<game>/print/`) and the registry lists them; the web layer hands a game's documents a `GameData`
and lays out the HTML they return here. Nothing here imports the store, the engine or a game.
"""

from .cache import PrintCache, cache_key
from .model import GameData, LogEntry
from .pdf import html_to_pdf
from .render import DEFAULT_PAPER, PAPERS, FetchRefused, Paper, Rendered, paper, render_html

__all__ = [
    "DEFAULT_PAPER",
    "PAPERS",
    "FetchRefused",
    "GameData",
    "LogEntry",
    "Paper",
    "PrintCache",
    "Rendered",
    "cache_key",
    "html_to_pdf",
    "paper",
    "render_html",
]
