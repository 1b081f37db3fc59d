"""PDFs laid out apart (the halves of a document laid out in two workers side by side) joined into one, with pypdf:
WeasyPrint writes PDFs but cannot read them, and each worker's pages exist only in its own process."""

from __future__ import annotations

import io

from pypdf import PdfReader, PdfWriter

from .render import Rendered


def join(parts: list[Rendered]) -> Rendered:
    """One PDF of several laid out apart, their pages in order, the first one's title and other metadata kept."""
    writer, readers = PdfWriter(), [PdfReader(io.BytesIO(part.pdf)) for part in parts]
    for reader in readers:
        writer.append(reader)
    metadata = readers[0].metadata
    if metadata:
        writer.add_metadata(dict(metadata))
    out = io.BytesIO()
    writer.write(out)
    return Rendered(out.getvalue(), sum(part.pages for part in parts))
