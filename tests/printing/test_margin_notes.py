"""Rulebook references are printed small in a margin column beside the fact they support, never inside its
sentence (issue 18): on the rules summary, the player aid and the reference sheets, no word of text stands above,
below or beside a reference within the column it sits in."""

from __future__ import annotations

import re
from statistics import median

import pytest

from app.games.prophecy.printing import content

from .pdfcheck import Word, words
from .test_documents import VARIANT_SETS, pdf

NOTE = re.compile(r"^\d{3}:\d+,?$")  # a reference's first word: the book, then a line ('000:259')
LINE = re.compile(r"^\d+,?$")
BAND = 6.0  # points above and below a note that must be clear of text in the note's column


def _clashes(found: list[Word]) -> tuple[int, list[str]]:
    """How many notes the document has, and every word of text that crowds one."""
    notes = [w for w in found if NOTE.match(w.text)]
    text = [w for w in found if not NOTE.match(w.text) and not LINE.match(w.text)]
    clashes = []
    for n in notes:
        for w in text:
            if w.page == n.page and w.y0 < n.y1 + BAND and w.y1 > n.y0 - BAND and w.x0 < n.x1 and w.x1 > n.x0:
                clashes.append(f"page {n.page}: {w.text!r} crowds the note {n.text!r}")
    return len(notes), clashes


@pytest.mark.parametrize("doc, variants, seat", [("rules", VARIANT_SETS[-1], None), ("rules", (), None),
                                                 ("aid", (), 0), ("reference", (), None)])
def test_references_sit_small_in_the_margin(doc, variants, seat):
    found = words(pdf(doc, "Letter", variants=variants, seat=seat).pdf)
    notes, clashes = _clashes(found)
    assert notes >= (30 if doc == "rules" else 1)
    assert not clashes, "\n".join(clashes[:10])
    prose = median(w.y1 - w.y0 for w in found if not NOTE.match(w.text))
    assert all(w.y1 - w.y0 < 0.75 * prose for w in found if NOTE.match(w.text)), "references print smaller than text"


def test_a_margin_note_names_each_book_once_with_its_lines_in_order():
    assert content.margin_refs(["000:L265", "000:L269", "000:L267", "004:L228", "004:L226"]) == "000:265 267 269\n004:226 228"
    assert content.margin_refs(["000:L77"]) == "000:77"
