"""QR codes as inline SVG: no image files, no Pillow, nothing to fetch while rendering.

qrcode's `SvgPathImage` draws one square per dark module; here the same matrix is drawn with one
rectangle per horizontal run of dark modules, which WeasyPrint lays out several times faster.
"""

from __future__ import annotations

import qrcode
from markupsafe import Markup, escape

BORDER = 4  # the quiet zone around the code, in modules, as the QR standard asks


def qr_matrix(data: str) -> list[list[bool]]:
    """The modules of a QR code for data (error correction M), quiet zone included."""
    qr = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=BORDER)
    qr.add_data(data)
    qr.make(fit=True)
    return qr.get_matrix()


def qr_svg(data: str, *, size_mm: float = 32) -> Markup:
    """An inline <svg> of a QR code for data, sized in millimetres."""
    matrix = qr_matrix(data)
    runs = []
    for y, row in enumerate(matrix):
        x = 0
        while x < len(row):
            if row[x]:
                start = x
                while x < len(row) and row[x]:
                    x += 1
                runs.append(f"M{start},{y}h{x - start}v1h-{x - start}z")
            else:
                x += 1
    n = len(matrix)
    return Markup(
        f'<svg xmlns="http://www.w3.org/2000/svg" class="qr" role="img" aria-label="QR code: {escape(data)}" '
        f'width="{size_mm}mm" height="{size_mm}mm" viewBox="0 0 {n} {n}" shape-rendering="crispEdges">'
        f'<rect width="{n}" height="{n}" fill="#fff"/><path d="{"".join(runs)}" fill="#000"/></svg>'
    )
