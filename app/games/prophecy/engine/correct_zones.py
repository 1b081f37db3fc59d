"""Where the table may put a card by correction: every zone that can hold it, in words.

A card stays within its own deck's world (an Ability never lands in the Adventure discard pile), so the
decks' odds stay true; the board's slots keep their sizes (a space holds `cards_per_space` Adventure cards,
a guild offers two Abilities, an Astral Plane slot holds one card), which a correction never overfills.
"""

from __future__ import annotations

from .errors import InvalidInput
from .events import place
from .rules import lookup
from .rules import zones as Z
from .ruleset import ruleset_of
from .seams import Seam
from .state import GameState

BOX = "removed"
# Zones that do not hold card instances (characters are chosen, not moved) or hold them only for a moment.
NOT_CARDS = ("characters:", "draft:", "chance:current")
PLAIN_HOME = {"adventure", "chance", "common", "rare"}
FACE_DOWN = ("deck:", "bottom:", "aside:", "realm:deck:", "realm:unseen-", "realm:aside:")
# Extension points (seams.py): zones of a board beside the ring a card may go to (realm/: the Realm's, asked of it
# only when it is played or the card is its own): (state, ctx, the card's home deck) -> zones; and how many cards
# such a zone holds: (zone) -> the most, or None where nothing limits it.
MORE_TARGETS = Seam("correction: zones the expansion adds", lambda state, ctx, home: [])
MORE_ROOM = Seam("correction: room in a zone the expansion adds", lambda zone: None)


def movable(state: GameState, card: str) -> bool:
    """Whether a correction may move this card: a card instance lying in a card zone."""
    zone = state.where(card)
    return zone is not None and not zone.startswith(NOT_CARDS) and not zone.endswith(":character")


def targets(state: GameState, ctx, card: str) -> list[str]:
    """Every zone the card may be moved to now (its own zone left out), board slots with room only."""
    here = state.where(card)
    return [z for z in candidate_zones(state, ctx, card) if z != here and room_left(state, z) > 0]


def candidate_zones(state: GameState, ctx, card: str) -> list[str]:
    """The zones that fit the card's kind and deck, whatever lies in them."""
    home = lookup.home_deck(ctx, card)
    seats = [h.seat for h in state.heroes]
    spaces = range(lookup.ring_size(ctx))
    found: list[str] = []
    if home is None or home in ("common", "rare", "artifact"):
        found += [Z.items(s) for s in seats]
    if home is None or home.startswith("ability:"):
        found += [Z.abilities(s) for s in seats]
    if home is None or home == "adventure":
        found += [Z.space(i) for i in spaces]
    if home is None or home == "artifact":
        found += [Z.space_artifacts(i) for i in spaces] + [Z.plane(p, "artifact") for p in Z.PLANES]
    for rank in ("lesser", "greater"):
        if home is None or home == rank:
            found += [Z.plane(p, rank) for p in Z.PLANES]
    if home is None or home in ("common", "rare"):
        found += [Z.goods("city"), Z.goods("village")]
    if home in ("lesser", "greater", "artifact"):
        found.append(Z.aside(home))
    if home is not None and home.startswith("ability:"):
        guild = home.split(":", 1)[1]
        found += [Z.guild(guild), Z.deck(home), Z.bottom(guild)]
        if state.options.mode == "basic":
            found += [Z.certificates(s) for s in seats]
    found += MORE_TARGETS(state, ctx, home)
    if home in PLAIN_HOME:
        found += [Z.deck(home), Z.discard(home)]
    found.append(BOX)
    return list(dict.fromkeys(found))


def room_left(state: GameState, zone: str) -> int:
    """How many more cards a zone can hold (a large number where nothing limits it)."""
    held = len(state.zone(zone))
    if zone.startswith("guild:"):
        return 2 - held
    if zone.startswith("space:") and not zone.endswith(":artifacts"):
        return ruleset_of(state).cards_per_space - held
    if zone.startswith("plane:") and not zone.endswith(":artifact"):
        return 1 - held
    most = MORE_ROOM(zone)
    return 1_000 if most is None else most - held


def check_target(state: GameState, ctx, card: str, zone: str) -> None:
    """Refuse a zone the card cannot go to, naming why; nothing is changed."""
    if not movable(state, card):
        raise InvalidInput(f"{lookup.name(ctx, card)} is not a card Herald can move.", "card")
    if zone == state.where(card):
        raise InvalidInput(f"{lookup.name(ctx, card)} already lies in {words(state, ctx, zone)}.", "to")
    if zone not in candidate_zones(state, ctx, card):
        raise InvalidInput(f"{lookup.name(ctx, card)} cannot go to {words(state, ctx, zone)}.", "to")
    if room_left(state, zone) <= 0:
        raise InvalidInput(f"{words(state, ctx, zone)[:1].upper()}{words(state, ctx, zone)[1:]} is full: "
                           "move a card away from it first.", "to")


def face_up_in(zone: str) -> bool:
    """Whether a card put into a zone lies face up: decks, the cards under a guild deck, cards set aside unseen and
    Certificates lie face down."""
    return not zone.startswith(FACE_DOWN) and not zone.endswith(":certificates")


def words(state: GameState, ctx, zone: str) -> str:
    """A zone in plain words for the correction form and the log."""
    parts = zone.split(":")
    if zone == BOX:
        return "the box (out of the game)"
    if parts[0] == "space" and len(parts) == 2:
        return lookup.space_name(ctx, int(parts[1]))
    if parts[0] == "space":
        return f"the Artifacts lying on {lookup.space_name(ctx, int(parts[1]))}"
    if parts[0] == "hero" and len(parts) == 3 and int(parts[1]) < len(state.heroes):
        return f"{state.hero(int(parts[1])).player}'s {HERO_ZONES.get(parts[2], parts[2].title())}"
    if parts[0] == "plane":
        slot = {"lesser": "Lesser Guardian", "greater": "Greater Guardian", "artifact": "Artifact"}[parts[2]]
        return f"{plane_name(ctx, int(parts[1]))}, {slot}"
    if parts[0] == "deck":
        return Z.zone_label(zone)
    if parts[0] == "bottom":
        return f"under {Z.zone_label(Z.deck(':'.join(parts[1:])))}"
    if parts[0] == "aside":
        return ASIDE.get(parts[1], Z.zone_label(zone))
    if parts[0] == "guild":
        return f"{Z.GUILD_NAMES.get(parts[1], parts[1])}'s offer"
    return place(zone, state)


ASIDE = {"lesser": "the Lesser Guardians set aside unseen", "greater": "the Greater Guardians set aside unseen",
         "artifact": "the Artifacts set aside unseen"}
HERO_ZONES = {"heart": "Dragon Heart", "certificates": "Certificates"}


def plane_name(ctx, p: int) -> str:
    """An Astral Plane as the board names it ("the Astral Plane by the Fortress"), else by its number."""
    planes = ctx.catalog.planes() if getattr(ctx, "catalog", None) is not None else ()
    name = getattr(planes[p], "name", None) if p < len(planes) else None
    return str(name) if name else f"Astral Plane {p + 1}"
