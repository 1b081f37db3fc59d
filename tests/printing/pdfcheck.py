"""Looking inside PDFs as a reader would: page sizes, text and where each word sits (pdftotext), QR codes (pdftoppm +
zxing-cpp)."""

from __future__ import annotations

import html
import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import zxingcpp
from PIL import Image

A4 = (595.28, 841.89)
LETTER = (612.0, 792.0)


def page_sizes(pdf: bytes) -> list[tuple[float, float]]:
    """The size of every page in points, from pdfinfo."""
    with tempfile.NamedTemporaryFile(suffix=".pdf") as fh:
        fh.write(pdf)
        fh.flush()
        out = subprocess.run(["pdfinfo", "-f", "1", "-l", "9999", fh.name], capture_output=True, text=True, check=True).stdout
    return [(float(w), float(h)) for w, h in re.findall(r"Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts", out)]


def assert_paper(pdf: bytes, size: tuple[float, float], pages: int | None = None) -> list[tuple[float, float]]:
    """Every page has the given size (within half a point), and there are `pages` pages if given."""
    sizes = page_sizes(pdf)
    assert sizes, "no pages"
    if pages is not None:
        assert len(sizes) == pages, f"expected {pages} pages, got {len(sizes)}"
    for w, h in sizes:
        assert abs(w - size[0]) < 0.5 and abs(h - size[1]) < 0.5, (w, h, size)
    return sizes


def text(pdf: bytes, page: int | None = None) -> str:
    """The text of the PDF (or of one 1-based page), whitespace collapsed."""
    with tempfile.NamedTemporaryFile(suffix=".pdf") as fh:
        fh.write(pdf)
        fh.flush()
        args = ["pdftotext"] + (["-f", str(page), "-l", str(page)] if page else []) + [fh.name, "-"]
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    return re.sub(r"\s+", " ", out)


def qr_codes(pdf: bytes, dpi: int = 150) -> dict[int, list[str]]:
    """The QR codes decoded from each rasterised page, keyed by 1-based page number."""
    found: dict[int, list[str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "doc.pdf"
        path.write_bytes(pdf)
        subprocess.run(["pdftoppm", "-r", str(dpi), "-png", str(path), str(Path(tmp) / "page")], check=True)
        for png in sorted(Path(tmp).glob("page-*.png")):
            number = int(png.stem.rsplit("-", 1)[1])
            with Image.open(png) as img:
                found[number] = [r.text for r in zxingcpp.read_barcodes(img) if r.format == zxingcpp.BarcodeFormat.QRCode]
    return found


@dataclass(frozen=True)
class Word:
    """One word of a PDF page and its box in points (top-left origin)."""

    page: int
    x0: float
    y0: float
    x1: float
    y1: float
    text: str


def words(pdf: bytes) -> list[Word]:
    """Every word of the PDF with its page and box, from `pdftotext -bbox`."""
    with tempfile.NamedTemporaryFile(suffix=".pdf") as fh:
        fh.write(pdf)
        fh.flush()
        out = subprocess.run(["pdftotext", "-bbox", fh.name, "-"], capture_output=True, text=True, check=True).stdout
    found, page = [], 0
    for line in out.splitlines():
        if "<page " in line:
            page += 1
        elif m := re.search(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)</word>', line):
            found.append(Word(page, *map(float, m.groups()[:4]), html.unescape(m.group(5))))
    return found
