"""Where a value comes from: rulebook lines, the research note, or the table, with a confidence.

Syntax: one or more references joined by "+", optionally followed by a space and HIGH or MED.
  "000:L359"                   standard rules, line 359 (rulebook lines are HIGH by default)
  "000:L335+000:L165"          derived from two lines
  "003:L487 MED"               our inference from a line, marked MED
  "prophecy-data:§1.2 MED"     the research note; its confidence must be written out
  "table"                      typed in by the group from the physical card
LOW values are refused: they must not be shipped as facts.
"""

from __future__ import annotations

import re
from typing import Literal

from .vocab import Frozen

Confidence = Literal["HIGH", "MED", "TABLE"]

_RULEBOOK = re.compile(r"^(?P<file>\d{3}):L(?P<start>\d{1,4})(?:-(?P<end>\d{1,4}))?$")
_RESEARCH = re.compile(r"^prophecy-data:§\d+(?:\.\d+)*$")
_PLAIN = {"table"}


class Provenance(Frozen):
    """A parsed source string: its references and the confidence of the value."""

    refs: tuple[str, ...]
    confidence: Confidence

    @property
    def rulebook_lines(self) -> tuple[tuple[str, int, int], ...]:
        """Each rulebook reference as (file number, first line, last line)."""
        out = []
        for ref in self.refs:
            m = _RULEBOOK.match(ref)
            if m:
                start = int(m["start"])
                out.append((m["file"], start, int(m["end"] or start)))
        return tuple(out)

    def __str__(self) -> str:
        text = "+".join(self.refs)
        return text if self.confidence in ("HIGH", "TABLE") else f"{text} {self.confidence}"


def parse_provenance(text: object) -> Provenance:
    """Parse a source string; raise ValueError saying what is wrong with it."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError("a source must be a non-empty string such as '000:L359'")
    body, _, conf = text.strip().partition(" ")
    conf = conf.strip()
    if conf == "LOW":
        raise ValueError(f"source {text!r} is LOW confidence; LOW values must not be shipped as facts")
    if conf not in ("", "HIGH", "MED"):
        raise ValueError(f"source {text!r}: confidence must be HIGH or MED, not {conf!r}")
    refs = tuple(body.split("+"))
    research = False
    for ref in refs:
        m = _RULEBOOK.match(ref)
        if m:
            if m["end"] and int(m["end"]) < int(m["start"]):
                raise ValueError(f"source {text!r}: line range {ref!r} runs backwards")
            continue
        if _RESEARCH.match(ref):
            research = True
            continue
        if ref in _PLAIN:
            continue
        raise ValueError(
            f"source {text!r}: {ref!r} is not a reference such as '000:L359', 'prophecy-data:§1.2' or 'table'"
        )
    if research and not conf:
        raise ValueError(f"source {text!r}: a prophecy-data reference must state its confidence (HIGH or MED)")
    if refs == ("table",):
        return Provenance(refs=refs, confidence="TABLE")
    return Provenance(refs=refs, confidence=conf or "HIGH")  # type: ignore[arg-type]
