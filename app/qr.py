"""QR codes as inline SVG, for the tablet's share page and the printed player aids.

No image files, no Pillow, nothing fetched. The modules are drawn as one rectangle per horizontal run of
dark modules rather than one square per module, which WeasyPrint lays out several times faster.
"""

from __future__ import annotations

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
