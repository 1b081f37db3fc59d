"""Find cards by the words typed into a form's card search (the game screen's card inputs)."""

from __future__ import annotations


def search_cards(candidates: list[tuple[str, str]], query: str, limit: int = 12) -> list[tuple[str, str]]:
    """Cards whose name contains every word typed, one entry per distinct card, best matches first."""
    words = query.casefold().split()
    seen, hits = set(), []
    for card_id, name in candidates:
        key = card_id.split("#", 1)[0]
        folded = name.casefold()
        if key in seen or not all(w in folded for w in words):
            continue
        seen.add(key)
        hits.append((0 if words and folded.startswith(words[0]) else 1, name, card_id))
    return [(cid, name) for _, name, cid in sorted(hits)[:limit]]
