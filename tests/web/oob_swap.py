"""What htmx does with an answer of out-of-band swaps (issue 42), for the tests of both games' tap answers: the
screen after the swaps, and a screen without what differs per response."""

from __future__ import annotations

import re

from bs4 import BeautifulSoup


def swapped(screen: str, answer: str) -> BeautifulSoup:
    """The screen after htmx swaps the answer's out-of-band parts in (by id: the inside, or the whole for "true"),
    its own step following #step as the script makes it."""
    soup, parts = BeautifulSoup(screen, "html.parser"), BeautifulSoup(answer, "html.parser")
    for part in parts.find_all(attrs={"hx-swap-oob": True}, recursive=False):
        target = soup.find(id=part["id"])
        assert target is not None, part["id"]
        if part["hx-swap-oob"] == "true":
            del part["hx-swap-oob"]
            target.replace_with(part)
        else:
            assert part["hx-swap-oob"] == "innerHTML"
            target.clear()
            for child in list(part.contents):
                target.append(child)
    soup.find(id="screen")["data-seq"] = soup.find(id="step")["data-seq"]
    return soup


def same(soup: BeautifulSoup) -> str:
    """The screen without what differs per response (action ids, the CSRF token), the step of forms left in place
    (the script posts #step's instead) or spacing between tags."""
    for field in soup.select('input[name="seq"], input[name="action_id"], input[name="csrf_token"]'):
        field["value"] = ""
    return re.sub(r"\s*(<|>)\s*", r"\1", re.sub(r"\s+", " ", str(soup)))
