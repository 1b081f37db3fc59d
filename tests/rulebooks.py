"""What the tests know of the rulebooks without their text: the committed index and the code that builds it.

The rulebooks (../shared/seeds/, or $HERALD_SEEDS) are not Herald's to redistribute, and a user's clone has
none. `make rulebook-index` (scripts/rulebook_index.py) writes tests/data/rulebook_index.json from them:
for every line cited anywhere in the repository, whether it is blank or a heading and its key words; for
each rulebook its line count and a truncated hash of every run of eight words (enough to detect a copied
sentence, not to read one). The tests read only that file.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
INDEX = ROOT / "tests" / "data" / "rulebook_index.json"
BOOKS = ("000", "001", "002", "003", "004")
NGRAM = 8
# A citation anywhere in the repository: "000:L529", "003:L137-149".
REF = re.compile(r"\b(\d{3}):L(\d{1,4})(?:[-\u2013](\d{1,4}))?")
# Where citations live; the index itself is left out.
CITING = ("app", "cards", "templates", "tests")
CITING_SUFFIXES = {".py", ".toml", ".html", ".md", ".txt"}
STOP = frozenset({
    "a", "an", "and", "are", "as", "at", "be", "been", "but", "by", "can", "do", "does", "for", "from", "had",
    "has", "have", "her", "hers", "herself", "him", "his", "if", "in", "into", "is", "it", "its", "may", "more",
    "must", "no", "not", "of", "on", "one", "only", "or", "other", "she", "so", "than", "that", "the", "their",
    "them", "then", "there", "these", "they", "this", "to", "up", "was", "were", "what", "when", "which", "who",
    "will", "with", "would", "you", "your",
})


def words(text: str) -> list[str]:
    """The lowercase words of a text, Markdown emphasis and apostrophes dropped."""
    text = text.lower().replace("*", "").replace("\u2019", "'").replace("'", "")
    return re.findall(r"[a-z0-9]+", text)


def key_words(text: str) -> list[str]:
    """The distinct words of a text that carry meaning (no stop words), sorted."""
    return sorted({w for w in words(text) if w not in STOP and (len(w) > 1 or w.isdigit())})


def stem(word: str) -> str:
    """A crude stem so that 'fights', 'fighting' and 'fight' meet."""
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def gram_hash(run: list[str] | tuple[str, ...]) -> str:
    """The truncated hash of one run of words."""
    return hashlib.blake2b(" ".join(run).encode(), digest_size=6).hexdigest()


def gram_hashes(text: str, n: int = NGRAM) -> set[str]:
    """The hash of every run of n words of a text."""
    ws = words(text)
    return {gram_hash(ws[i : i + n]) for i in range(len(ws) - n + 1)}


def is_heading(line: str) -> bool:
    """A short title line: a few words, no digits, no sentence punctuation, not a list item."""
    text = line.replace("*", "").replace("#", "").strip()
    return (bool(text) and len(text.split()) <= 6 and not re.search(r"\d", text)
            and text[-1] not in ".:;!?," and not text.startswith(("-", "\u2022")))


# ---- reading the committed index ---------------------------------------------------------------------


@dataclass(frozen=True)
class Line:
    """What the index keeps of one cited rulebook line."""

    ref: str
    blank: bool
    heading: bool
    words: frozenset[str]


@cache
def index() -> dict:
    """The committed rulebook index."""
    return json.loads(INDEX.read_text(encoding="utf-8"))


def line_count(book: str) -> int:
    """How many lines rulebook `book` has (0 when the index does not know it)."""
    return index()["books"].get(book, {}).get("lines", 0)


def line(ref: str) -> Line:
    """The indexed line for a ref such as '000:L437'; fails with a hint when the index lacks it."""
    book, _, number = ref.partition(":L")
    entry = index()["books"].get(book, {}).get("cited", {}).get(str(int(number)))
    if entry is None:
        raise LookupError(f"{ref} is not in {INDEX.relative_to(ROOT)}: run `make rulebook-index` where the rulebooks are")
    return Line(ref, entry["blank"], entry["heading"], frozenset(entry["words"]))


@cache
def copied_runs() -> frozenset[str]:
    """The hashes of every run of eight words of every rulebook."""
    return frozenset(h for book in index()["books"].values() for h in book["grams"].split())


def copied_from_a_rulebook(text: str) -> list[str]:
    """The runs of eight words of `text` that some rulebook contains, in order."""
    ws = words(text)
    runs = copied_runs()
    return [" ".join(ws[i : i + NGRAM]) for i in range(len(ws) - NGRAM + 1) if gram_hash(ws[i : i + NGRAM]) in runs]


def cited_line_problem(ref: str, summary: str) -> str | None:
    """What is wrong with a line cited for a rule or reading ('001:L488'), or None: it must exist, hold text,
    not be a heading, and share a key word with our summary of what it says."""
    book, _, number = ref.partition(":L")
    if not number.isdigit() or not 1 <= int(number) <= line_count(book):
        return "no such line"
    cited = line(ref)
    if cited.blank:
        return "a blank line"
    if cited.heading:
        return "a heading"
    if not {stem(w) for w in key_words(summary)} & {stem(w) for w in cited.words}:
        return "a line that shares no key word with the rule"
    return None


# ---- building it from the rulebooks ------------------------------------------------------------------


def seeds_dir() -> Path | None:
    """The rulebooks' folder: $HERALD_SEEDS if set (it must exist then), else ../shared/seeds if present."""
    if os.environ.get("HERALD_SEEDS"):
        path = Path(os.environ["HERALD_SEEDS"])
        if not path.is_dir():
            raise FileNotFoundError(f"HERALD_SEEDS={path} is not a folder")
        return path
    path = ROOT.parent / "shared" / "seeds"
    return path if path.is_dir() else None


def cited_refs(root: Path = ROOT) -> dict[str, set[int]]:
    """Every rulebook line the repository cites, by book (ranges expanded)."""
    cited: dict[str, set[int]] = {}
    for top in CITING:
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in CITING_SUFFIXES or not path.is_file() or path.resolve() == INDEX.resolve():
                continue
            for m in REF.finditer(path.read_text(encoding="utf-8", errors="replace")):
                start = int(m[2])
                end = int(m[3]) if m[3] and int(m[3]) >= start else start
                cited.setdefault(m[1], set()).update(range(start, end + 1))
    return cited


def build(seeds: Path, root: Path = ROOT) -> dict:
    """The index for the rulebooks under `seeds` and the citations under `root`."""
    cited = cited_refs(root)
    books = {}
    for book in BOOKS:
        files = sorted(seeds.glob(f"{book}_*.txt"))
        if not files:
            raise FileNotFoundError(f"rulebook {book} not found under {seeds}")
        text = files[0].read_text(encoding="utf-8")
        lines = text.splitlines()
        entries = {}
        for n in sorted(cited.get(book, ())):
            if 1 <= n <= len(lines):
                raw = lines[n - 1]
                entries[str(n)] = {"blank": not raw.strip(), "heading": is_heading(raw), "words": key_words(raw)}
        books[book] = {"file": files[0].name, "lines": len(lines), "cited": entries,
                       "grams": " ".join(sorted(gram_hashes(text)))}
    return {"about": "Generated by `make rulebook-index` from the rulebooks; see tests/rulebooks.py. Do not edit.",
            "ngram": NGRAM, "books": books}


def dumps(data: dict) -> str:
    """The index as the committed file's text (stable, one cited line per row)."""
    out = ['{', f'  "about": {json.dumps(data["about"])},', f'  "ngram": {data["ngram"]},', '  "books": {']
    books = list(data["books"].items())
    for i, (book, b) in enumerate(books):
        out.append(f'    "{book}": {{"file": {json.dumps(b["file"])}, "lines": {b["lines"]}, "cited": {{')
        rows = [f'      "{n}": {json.dumps(e, sort_keys=True)}' for n, e in b["cited"].items()]
        out.append(",\n".join(rows))
        out.append(f'    }}, "grams": {json.dumps(b["grams"])}}}' + ("," if i < len(books) - 1 else ""))
    out += ["  }", "}"]
    return "\n".join(row for row in out if row) + "\n"
