"""Visible text only (what a person reads), and the patterns of Herald's internals that must never be in it."""

from __future__ import annotations

import re

from bs4 import BeautifulSoup

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
]


INLINE_REF = re.compile(r"\d{3}:L\d+")
# A rule link, once opened, ends 'rulebook 001:L538, 001:L567'; a rulebook line anywhere else is said inline.
_OPENED_LINK = re.compile(r"rulebook \d{3}:L[\d\-–]+(?:, \d{3}:L[\d\-–]+)*")
RAW_REF = re.compile(r"\b\d{3}:L\d+")


def raw_refs(text: str) -> list[str]:
    """Each rulebook line a text says outside a rule link, with what comes before it."""
    text = _OPENED_LINK.sub("rule", text)
    return [text[max(0, m.start() - 60):m.end() + 5] for m in RAW_REF.finditer(text)]


def visible_text(html: str, *, closed: bool = False) -> str:
    """The text a person sees: no tags, attributes, scripts or styles (nor, `closed`, what a rule reference shows
    only when tapped)."""
    soup = BeautifulSoup(html, "html.parser")
    for tag in soup(["script", "style", "template", "noscript"]):
        tag.decompose()
    if closed:
        for tag in soup.select(".rule-ref .rule-words"):
            tag.decompose()
    return " ".join(soup.get_text(" ").split())


def leaks(text: str) -> list[str]:
    """Every internal-looking fragment of a text, with what it looks like."""
    found = []
    for pattern, what in INTERNAL:
        for m in pattern.finditer(text):
            start = max(0, m.start() - 50)
            found.append(f"{what}: {m.group(0)!r} in …{text[start:m.end() + 50]}…")
    return found
