"""The Dragon Realm in the chronicle: each hero's journey (entries, steps, Obstacles, Realm battles, the Lake, the
Heart), the Realm's battles as the table entered them, and the steps that turned the game there.

Read from the log's actions (`realm_enter`, `realm_step`, `realm_settle`, `realm_lake`) and events (`realm_revealed`,
a Heart or the Lake's Artifact moving), so it tells whatever Herald recorded, in one pass."""

from __future__ import annotations

from dataclasses import dataclass

from app.printing import GameData

from .facts import realm_variant

SETTLE_OUTCOMES = {"won": "win", "lost": "lose", "draw": "draw"}
LAKE_ARTIFACT = "realm:lake:artifact"


@dataclass
class Journey:
    """One hero's time in the Realm."""

    seat: int
    who: str
    entered: int = 0
    steps: int = 0
    left: int = 0
    passed: int = 0
    failed: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    lake: str | None = None  # 'won', 'lost', 'draw' (the last Lake battle) or 'stepped in'
    heart: bool = False

    @property
    def travelled(self) -> bool:
        """Whether the hero ever set foot in the Realm."""
        return bool(self.entered or self.steps or self.lake or self.heart)


def _heart_seat(event: dict) -> int | None:
    to = str(event.get("to", ""))
    parts = to.split(":")
    if event.get("kind") in ("card_moved", "card_drawn") and len(parts) == 3 and parts[0] == "hero" and parts[2] == "heart":
        return int(parts[1])
    return None


def journeys(game: GameData, labels: dict[int, str]) -> list[Journey]:
    """Every hero's journey through the Realm, in seat order (empty for a game without the Realm)."""
    if realm_variant(game) is None:
        return []
    found = {seat: Journey(seat, label) for seat, label in labels.items()}
    for entry in game.log:
        action = entry.action or {}
        j = found.get(action.get("seat"))
        kind = action.get("kind")
        if j is not None:
            if kind == "realm_enter":
                j.entered += 1
            elif kind == "realm_step" and action.get("how") == "forward":
                j.steps += 1
            elif kind == "realm_step" and action.get("how") == "return":
                j.left += 1
            elif kind == "realm_settle":
                outcome = action.get("outcome")
                j.passed += outcome == "passed"
                j.failed += outcome == "failed"
                j.won += outcome == "won"
                j.drawn += outcome == "draw"
                j.lost += outcome == "lost"
            elif kind == "realm_lake":
                j.lake = "stepped in" if action.get("how") == "step_in" else action.get("outcome") or j.lake
        for event in entry.events:
            seat = _heart_seat(event)
            if seat in found:
                found[seat].heart = True
    return [found[s] for s in sorted(found)]


def revealed(game: GameData) -> int:
    """How many Realm cards were turned face up (on arrival or by Legends of Dragons)."""
    return sum(len(e.get("cards", ())) for entry in game.log for e in entry.events if e.get("kind") == "realm_revealed")


def realm_battle(entry, game: GameData, name_of) -> tuple[None, str, dict] | None:
    """A Realm battle the table entered as an outcome (no odds): a Creature on a path or the Lake's foe."""
    action = entry.action or {}
    kind, outcome = action.get("kind"), action.get("outcome")
    if kind == "realm_settle" and action.get("faced") == "creature" and outcome in SETTLE_OUTCOMES:
        beaten = [e.get("card") for e in entry.events if e.get("kind") == "card_moved" and e.get("to") == "realm:removed"]
        foe = name_of(str(beaten[0])) if beaten else "a Creature of the Dragon Realm"
        return None, SETTLE_OUTCOMES[outcome], {"seat": action.get("seat"), "foe_name": foe}
    if kind == "realm_lake" and action.get("how") == "battle" and outcome in SETTLE_OUTCOMES:
        foe = "the dragon of the Lake of Fire" if realm_variant(game) == "dragonslayer" else "the Lake of Fire's Guardian"
        return None, SETTLE_OUTCOMES[outcome], {"seat": action.get("seat"), "foe_name": foe}
    return None


def turning(entry) -> bool:
    """Whether a step turned the game in the Realm: its Dragon cards dealt onto a board typed late, the Gate found
    (its plane's cards moved to the Lake), the Lake's battle won or its Artifact named, a Dragon Heart taken."""
    action = entry.action or {}
    if action.get("kind") in ("realm_deal", "realm_claim"):  # realm_claim: the Lake's Artifact named as it is won
        return True
    if action.get("kind") == "realm_lake" and (action.get("how") == "step_in" or action.get("outcome") == "won"):
        return True
    return any(e.get("to") == LAKE_ARTIFACT or _heart_seat(e) is not None for e in entry.events)
