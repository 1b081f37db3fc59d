"""QR codes as inline SVG (qrcode's path image): no Pillow, no files."""

from __future__ import annotations

import re
from functools import lru_cache

import qrcode
import qrcode.constants
from markupsafe import Markup, escape
from qrcode.image.svg import SvgPathImage

_SIZE = re.compile(r'\s(width|height)="[^"]*"')


@lru_cache(maxsize=64)
def qr_svg(data: str, label: str = "QR code") -> Markup:
    """An <svg> encoding data (error correction M, 4-module white quiet zone) that CSS sizes."""
    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=4, image_factory=SvgPathImage)
    code.add_data(data)
    code.make(fit=True)
    svg = code.make_image().to_string(encoding="unicode")
    head, _, body = svg.partition(">")
    head = _SIZE.sub("", head, count=2)  # the fixed mm size: CSS decides, the viewBox keeps it crisp
    body = body.replace(' id="qr-path"', "")  # several codes share a page; ids must stay unique
    # A white background so the code reads in the dark theme too.
    return Markup(
        f'{head} role="img" aria-label="{escape(label)}" class="qr" shape-rendering="crispEdges">'
        f'<rect width="100%" height="100%" fill="#fff"/>{body}'
    )
