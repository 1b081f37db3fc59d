"""QR codes inline: SVG for the screens (the share page, the result screen), a PNG data: URL for printed sheets.

No image files, no Pillow, nothing fetched. The SVG draws one rectangle per horizontal run of dark modules; a
printed sheet gets the code as a one-pixel-per-module PNG drawn without smoothing, because WeasyPrint reads an
SVG path in Python (about 10 ms of layout per code) and a PNG in C.
"""

from __future__ import annotations

import base64
import struct
import zlib
from functools import lru_cache

from markupsafe import Markup, escape

BORDER = 4  # the quiet zone around the code, in modules, as the QR standard asks


def qr_matrix(data: str) -> list[list[bool]]:
    """The modules of a QR code for data (error correction M), quiet zone included."""
    import qrcode  # here, not at the top: it brings Pillow, which a start of the server does not need (issue 42)
    import qrcode.constants

    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=BORDER)
    code.add_data(data)
    code.make(fit=True)
    return code.get_matrix()


def _runs(matrix: list[list[bool]]) -> str:
    parts = []
    for y, row in enumerate(matrix):
        x = 0
        while x < len(row):
            if not row[x]:
                x += 1
                continue
            start = x
            while x < len(row) and row[x]:
                x += 1
            parts.append(f"M{start},{y}h{x - start}v1h-{x - start}z")
    return "".join(parts)


@lru_cache(maxsize=64)
def qr_svg(data: str, label: str | None = None, *, size_mm: float | None = None) -> Markup:
    """An <svg> encoding data on a white square (it reads in the dark theme too); CSS sizes it unless size_mm."""
    matrix = qr_matrix(data)
    n = len(matrix)
    size = f' width="{size_mm}mm" height="{size_mm}mm"' if size_mm else ""
    return Markup(
        f'<svg xmlns="http://www.w3.org/2000/svg" class="qr" role="img" '
        f'aria-label="{escape(label or f"QR code: {data}")}"{size} viewBox="0 0 {n} {n}" '
        f'shape-rendering="crispEdges"><rect width="{n}" height="{n}" fill="#fff"/>'
        f'<path d="{_runs(matrix)}" fill="#000"/></svg>'
    )


def _png(matrix: list[list[bool]]) -> bytes:
    """An 8-bit grey PNG of the modules, one pixel each (dark 0, light 255)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    n = len(matrix)
    rows = b"".join(b"\x00" + bytes(0 if dark else 255 for dark in row) for row in matrix)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", n, n, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


@lru_cache(maxsize=64)
def qr_png(data: str, label: str | None = None, *, size_mm: float) -> Markup:
    """An <img> of a QR code encoding data for a printed sheet: a PNG data: URL, sized in mm, drawn pixelated."""
    source = base64.b64encode(_png(qr_matrix(data))).decode()
    return Markup(
        f'<img class="qr" alt="{escape(label or f"QR code: {data}")}" src="data:image/png;base64,{source}" '
        f'style="width: {size_mm}mm; height: {size_mm}mm; image-rendering: pixelated">'
    )
