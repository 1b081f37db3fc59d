"""The Realm told in words for the log: a hero's move between the boards and along a path, the cards turned up,
what a forward step met, and the Realm's zones (the Lake's plane, the Heart pile, cards out of the game).

Plain functions of the state before an event; no zone module imported at load time (rules/zones.py asks here)."""

from __future__ import annotations

from collections.abc import Mapping

PATH_PARTS = 4  # realm:<path>:<step>:<positive|negative>
ZONES = {
    "realm:removed": "the box (out of the game)",
    "realm:lake:greater": "the Lake of Fire's plane (its Greater Guardian)",
    "realm:lake:artifact": "the Lake of Fire's plane (its Artifact)",
    "realm:lake:won": "the Artifact won on the Lake of Fire (until the table names it)",
    "realm:hearts": "the Dragon Heart pile",
    "realm:aside:hearts": "the Dragon Hearts left in the box",
    "realm:unseen-positive": "the positive Dragon cards set aside unseen",
    "realm:unseen-negative": "the negative Dragon cards set aside unseen",
    "realm:deck:positive": "the positive Dragon cards",
    "realm:deck:negative": "the negative Dragon cards",
}
SETTLED = {
    ("obstacle", "passed"): "an Obstacle overcome in the Dragon Realm",
    ("obstacle", "failed"): "an Obstacle not overcome in the Dragon Realm",
    ("creature", "won"): "a Creature beaten in the Dragon Realm",
    ("creature", "lost"): "a battle lost in the Dragon Realm",
    ("creature", "draw"): "a drawn battle in the Dragon Realm",
}


def zone_words(zone: str) -> str | None:
    """A Realm zone in words ('space 3 of the Dragon Realm's left path (its negative card)'), None for another."""
    if zone in ZONES:
        return ZONES[zone]
    if zone.startswith("realm:lake:won:"):
        return ZONES["realm:lake:won"]
    parts = zone.split(":")
    if len(parts) == PATH_PARTS and parts[0] == "realm" and parts[2].isdigit():
        return f"space {parts[2]} of the Dragon Realm's {parts[1]} path ({parts[3]} card)"
    return None


def slot_words(zone: str) -> str | None:
    """A path space's card slot in short words for a form ('Left path, space 3 (negative card)'), None for another."""
    parts = zone.split(":")
    if len(parts) == PATH_PARTS and parts[0] == "realm" and parts[2].isdigit():
        return f"{parts[1].capitalize()} path, space {parts[2]} ({parts[3]} card)"
    return None


def card_place(zones: Mapping[str, tuple[str, ...]], card: str) -> str | None:
    """Where a card lies on a Realm path, in short words ('left path, space 3'), or None off the paths."""
    for zone, cards in zones.items():
        parts = zone.split(":")
        if card in cards and len(parts) == PATH_PARTS and parts[0] == "realm" and parts[2].isdigit():
            return f"{parts[1]} path, space {parts[2]}"
    return None


def settle_reason(faced: str, outcome: str) -> str:
    """Why a forward step's Experience or Health changed, as the log says it."""
    return SETTLED.get((faced, outcome), f"the Dragon Realm's {faced}")


def moved(name: str, before, after, ring: str) -> str:
    """A hero's move in words, from her Realm place before (None on the ring) to the one after (None: back on
    the ring, at `ring`)."""
    if after is None:
        return f"{name} left the Dragon Realm for {ring}." if before is not None else f"{name} went to {ring}."
    if after.where == "gate":
        if before is None:
            return f"{name} entered the Dragon Realm and stands on the Gate."
        return f"{name} was stopped before the first space and stays on the Gate."
    if after.where == "lake":
        return f"{name} stepped into the Lake of Fire."
    if before is not None and before.where == "gate":
        ahead = after.step
    elif before is not None and before.where == "path" and before.path == after.path:
        ahead = after.step - before.step
    else:
        return f"{name} went to {after.words()}."
    if ahead <= 0:
        return f"{name} did not get through and stays on {after.words()}."
    steps = "two spaces" if ahead == 2 else "one space" if ahead == 1 else f"{ahead} spaces"
    return f"{name} moved {steps} forward, onto {after.words()}."


def dealt(zones: Mapping[str, tuple[str, ...]]) -> str:
    """The late deal in one line: how many negative and positive cards lie on the paths, how many aside."""
    on_paths = {"negative": 0, "positive": 0}
    aside = 0
    for zone, cards in zones.items():
        parts = zone.split(":")
        if len(parts) == PATH_PARTS and parts[0] == "realm" and parts[3] in on_paths:
            on_paths[parts[3]] += len(cards)
        else:
            aside += len(cards)
    left = f"; {aside} set aside unseen" if aside else ""
    return (f"Herald dealt the Dragon cards on the typed board: {on_paths['negative']} negative, "
            f"{on_paths['positive']} positive, face down{left}.")
