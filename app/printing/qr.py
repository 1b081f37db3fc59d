"""QR codes as inline SVG: no image files, no Pillow, nothing to fetch while rendering."""

from __future__ import annotations

import re

import qrcode
import qrcode.image.svg
from markupsafe import Markup


def qr_svg(data: str, *, size_mm: float = 32) -> Markup:
    """An inline <svg> of a QR code for data, sized in millimetres, with a quiet zone of 4 modules."""
    qr = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=4, box_size=10)
    qr.add_data(data)
    qr.make(fit=True)
    svg = qr.make_image(image_factory=qrcode.image.svg.SvgPathImage).to_string(encoding="unicode")
    # Size the drawing for print; the viewBox keeps the modules square and sharp.
    svg = re.sub(r'\s(width|height)="[^"]*"', "", svg.split(">", 1)[0], count=2) + ">" + svg.split(">", 1)[1]
    svg = svg.replace("<svg", f'<svg class="qr" role="img" aria-label="QR code" width="{size_mm}mm" height="{size_mm}mm"', 1)
    return Markup(svg)
