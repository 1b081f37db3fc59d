"""Rules text on a printed sheet: our own sentences, each with the rulebook lines it rests on."""

from __future__ import annotations

import re
from dataclasses import dataclass

from markupsafe import Markup, escape

REF = re.compile(r"^(\d{3}):L(\d+)$")
SPAN = re.compile(r"^(\d{3}):L(\d+(?:-\d+)?)$")  # a line or a run of lines


def margin_refs(refs) -> str:
    """Rulebook lines written short for a margin note: each book once on its own line, its lines in order
    ('000:259 260\n004:102')."""
    books: dict[str, list[int]] = {}
    for ref in refs:
        book, _, line = ref.partition(":L")
        books.setdefault(book, []).append(int(line))
    return "\n".join(f"{book}:" + " ".join(str(n) for n in sorted(set(lines))) for book, lines in books.items())


@dataclass(frozen=True)
class Fact:
    """One statement of a rule and the rulebook lines it rests on."""

    text: str
    refs: tuple[str, ...]

    @property
    def html(self) -> Markup:
        """The text with **bold** turned into <strong>, everything else escaped."""
        parts = str(escape(self.text)).split("**")
        return Markup("".join(f"<strong>{p}</strong>" if i % 2 else p for i, p in enumerate(parts)))

    @property
    def short_refs(self) -> str:
        """The references as printed in a sheet's margin (see `margin_refs`)."""
        return margin_refs(self.refs)

    @property
    def margin_refs(self) -> str:
        """The references, compact enough for a margin: each book named once, '001:255, 257, 259'."""
        out, book = [], None
        for ref in self.refs:
            match = SPAN.match(ref)
            if match and match[1] == book:
                out.append(match[2])
            else:
                out.append(ref.replace(":L", ":"))
                book = match[1] if match else None
        return ", ".join(out)


@dataclass(frozen=True)
class Section:
    """A titled block of facts."""

    id: str
    title: str
    page: int
    facts: tuple[Fact, ...]


def weight(section: Section) -> int:
    """A rough height of a section: its text length plus room for the title and each line break."""
    return 120 + sum(len(f.text) + 45 for f in section.facts)


def two_columns(sections: list[Section]) -> tuple[list, list]:
    """Split sections, in order, into a left and a right column of about the same height.

    Columns are chosen here rather than by CSS multi-column balancing, which is slow in WeasyPrint."""
    total = sum(weight(s) for s in sections)
    best, best_gap, running = 0, total, 0
    for i, s in enumerate(sections):
        running += weight(s)
        gap = abs(total - 2 * running)
        if gap < best_gap:
            best, best_gap = i + 1, gap
    return sections[:best], sections[best:]
