"""Visible text only (what a person reads), the patterns of Herald's internals that must never be in it, and where a
page's HTML breaks a sentence's paragraph."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from bs4 import BeautifulSoup
from bs4.dammit import EntitySubstitution

# ids with '#', snake_case words, indexed paths, catalog placeholders, pydantic's locations and messages
INTERNAL = [
    (re.compile(r"\b[a-z][a-z0-9-]*#\d+\b"), "a card id"),
    (re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"), "a snake_case name"),
    (re.compile(r"\w\[\d+\]"), "an indexed path"),
    (re.compile(r"Unregistered"), "a placeholder name"),
    (re.compile(r"\b[a-z]\w*\.[a-z]\w*\.\d+\b"), "a validation location"),
    (re.compile(r"Input should be|Field required|validation error"), "a raw validation message"),
    (re.compile(r"\bon_(loss|win|encounter)\b|\bability:"), "an internal trigger"),
    # What the tables of issues 39 and 43 met: ids and tags of Herald's, names left in lower case or half capitalised
    (re.compile(r"\b[a-z]+(?:-[a-z]+)+: "), "a card id"),
    (re.compile(r"\b(?:egyptian|greek|norse|japanese|duat|valhalla|mount olympus|shangri-la|garden of eden)\b"),
     "a name in lower case"),
    (re.compile(r"\b(?:Thieves' guild|Forest camp|Magic tower)\b"), "a place's name half capitalised"),
    (re.compile(r"dice/draw"), "a tag of Herald's"),
    (re.compile(r"python -m|\bapp\.[a-z]+\b"), "a command line"),
    (re.compile(r"\+(\d+) [A-Z][\w ]*?tokens? \+\1\b"), "an amount said twice"),
    (re.compile(r"exactly 0 to win"), "an impossible win told as a number"),
    (re.compile(r"\b(?:on|at|to|in|from) (?:house|pit|artificer|blacksmith) \d\b|\bSide \d\b"),
     "a numbered place in Herald's words"),
    (re.compile(r"\d\.\d{5,}"), "a number's float tail"),
    # A refusal named card values by their paths ('golem-guardian.stat_order', '[golem-guardian] strength')
    (re.compile(r"\b[a-z]+(?:-[a-z0-9]+)+\.[a-z]\w*"), "a card's field path"),
    (re.compile(r"\[[a-z]+(?:-[a-z0-9]+)+\]"), "a card id in brackets"),
    # A Conjurers refusal on the JSON API named its cards by id ('level1-04 does not take part in this battle')
    (re.compile(r"\b(?:creature|artifact)-[a-z]+-\d+\b|\b(?:item|level1)-\d+\b"), "a Conjurers card id"),
]


INLINE_REF = re.compile(r"\d{3}:L\d+")
# A rule link, once opened, ends 'rulebook 001:L538, 001:L567'; a rulebook line anywhere else is said inline.
_OPENED_LINK = re.compile(r"rulebook \d{3}:L[\d\-–]+(?:, \d{3}:L[\d\-–]+)*")
RAW_REF = re.compile(r"\b\d{3}:L\d+")


def raw_refs(text: str) -> list[str]:
    """Each rulebook line a text says outside a rule link, with what comes before it."""
    text = _OPENED_LINK.sub("rule", text)
    return [text[max(0, m.start() - 60):m.end() + 5] for m in RAW_REF.finditer(text)]


HIDDEN = ("script", "style", "template", "noscript")


class _TextReader(HTMLParser):
    """The strings of a page between its tags, as BeautifulSoup's html.parser tree holds them, without building the
    tree (a sixth of the time on a game screen): those inside HIDDEN elements left out; `closed` keeps apart the
    strings inside a `.rule-ref .rule-words` element (what a rule reference shows only when tapped)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)  # references read as BeautifulSoup's builder reads them
        self.strings: list[str] = []
        self.closed: list[str] = []
        self.run: list[str] = []
        self.hidden = 0
        # The open elements as BeautifulSoup's tree nests them (an end tag closes the latest of its name and all
        # inside it; one with none open is ignored; void elements hold nothing), each with whether it is inside a
        # rule reference and whether its text shows only when the reference is tapped.
        self.open: list[tuple[str, bool, bool]] = []

    def _end_string(self) -> None:
        if self.run and not self.hidden:
            self._keep("".join(self.run))
        self.run = []

    def _keep(self, text: str) -> None:
        self.strings.append(text)
        if not (self.open and self.open[-1][2]):
            self.closed.append(text)

    def handle_starttag(self, tag, attrs) -> None:
        self._end_string()
        self.hidden += tag in HIDDEN
        if tag not in VOID:
            classes = next((v.split() for k, v in attrs if k == "class" and v), ())
            in_ref, tapped = self.open[-1][1:] if self.open else (False, False)
            self.open.append((tag, in_ref or "rule-ref" in classes, tapped or (in_ref and "rule-words" in classes)))

    def handle_endtag(self, tag) -> None:
        self._end_string()
        if tag in HIDDEN and self.hidden:
            self.hidden -= 1
        for at in range(len(self.open) - 1, -1, -1):
            if self.open[at][0] == tag:
                del self.open[at:]
                break

    def handle_data(self, data) -> None:
        self.run.append(data)

    def handle_entityref(self, name) -> None:
        self.run.append(EntitySubstitution.HTML_ENTITY_TO_CHARACTER.get(name, f"&{name}"))

    def handle_charref(self, name) -> None:
        number = int(name[1:], 16) if name[:1] in "xX" else int(name)
        try:  # a number below 256 is read as windows-1252, as browsers do
            self.run.append(bytes([number]).decode("windows-1252") if number < 256 else chr(number))
        except (UnicodeDecodeError, ValueError, OverflowError):
            self.run.append(chr(number) if number < 0x110000 else "\N{REPLACEMENT CHARACTER}")

    def handle_startendtag(self, tag, attrs) -> None:
        self._end_string()

    def handle_comment(self, data) -> None:
        self._end_string()

    def handle_decl(self, decl) -> None:
        self._end_string()

    def handle_pi(self, data) -> None:
        self._end_string()

    def unknown_decl(self, data) -> None:
        self._end_string()
        if data.startswith("CDATA[") and not self.hidden:  # a CDATA section's text is a string of its own
            self._keep(data[len("CDATA["):])


def visible_text(html: str, *, closed: bool = False) -> str:
    """The text a person sees: no tags, attributes, scripts or styles (nor, `closed`, what a rule reference shows
    only when tapped)."""
    return visible_texts(html)[closed]


def visible_texts(html: str) -> tuple[str, str]:
    """visible_text of a page, then its text with the rule references closed, read in one pass."""
    reader = _TextReader()
    reader.feed(html)
    reader.close()
    reader._end_string()
    return " ".join(" ".join(reader.strings).split()), " ".join(" ".join(reader.closed).split())


def soup_text(html: str, *, closed: bool = False) -> str:
    """visible_text read through a BeautifulSoup tree (what the quicker reader is checked against)."""
    soup = BeautifulSoup(html, "html.parser")
    for tag in soup(list(HIDDEN)):
        tag.decompose()
    if closed:
        for tag in soup.select(".rule-ref .rule-words"):
            tag.decompose()
    return " ".join(soup.get_text(" ").split())


# A web address a page shows (a seat's link): its random token can hold anything, and a person reads it as an address
ADDRESS = re.compile(r"\bhttps?://\S+")


def leaks(text: str) -> list[str]:
    """Every internal-looking fragment of a text, with what it looks like (web addresses it shows left out)."""
    found = []
    text = ADDRESS.sub("(an address)", text)
    for pattern, what in INTERNAL:
        for m in pattern.finditer(text):
            start = max(0, m.start() - 50)
            found.append(f"{what}: {m.group(0)!r} in …{text[start:m.end() + 50]}…")
    return found


# Where a page's HTML breaks a paragraph: a block element (a details, div, list, table...) started inside a <p> makes
# the HTML parser close the paragraph there, so the rest of the sentence falls out of it.
# The start tags that close an open p (HTML Living Standard, 13.2.6.4.7 "in body": "If the stack of open elements
# has a p element in button scope, close a p element").
CLOSES_P = {"address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "dd",
            "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
            "hgroup", "hr", "li", "listing", "main", "menu", "nav", "ol", "p", "plaintext", "pre", "search",
            "section", "summary", "table", "ul", "xmp"}
# An element that ends the button scope: a p outside it is not closed by what starts inside it.
SCOPE = {"applet", "button", "caption", "html", "marquee", "object", "table", "td", "template", "th"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class _Nesting(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.text = ""
        self.broken: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag in CLOSES_P and self._p_in_scope():
            self.broken.append(f"a <{tag}> inside a <p>, after …{' '.join(self.text.split())[-70:]}")
            del self.open[len(self.open) - 1 - self.open[::-1].index("p"):]  # as the parser does: the p ends here
        if tag not in VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.open.pop()

    def handle_endtag(self, tag):
        if tag in self.open:
            del self.open[len(self.open) - 1 - self.open[::-1].index(tag):]

    def handle_data(self, data):
        self.text = (self.text + data)[-400:]

    def _p_in_scope(self) -> bool:
        for tag in reversed(self.open):
            if tag == "p":
                return True
            if tag in SCOPE:
                return False
        return False


def broken_paragraphs(html: str) -> list[str]:
    """Each place a block element starts inside an open paragraph, with the words before it."""
    parser = _Nesting()
    parser.feed(html)
    parser.close()
    return parser.broken
