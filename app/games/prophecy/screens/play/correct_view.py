"""What the correction form shows (pure): a card with the places it can go, a hero, a space, the decks, a plane.

Every name is in plain words: cards by their printed names, zones as `correct_zones.words` says them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.games.prophecy.screens.play.board_view import card_name

COUNTERS = (("strength", "Strength", "red"), ("health", "Health", "health"), ("willpower", "Willpower", "blue"),
            ("magic", "Magic", "magic"), ("gold", "Gold", "gold"), ("experience", "Experience", "experience"))


@dataclass(frozen=True)
class Pick:
    """Cards that can go to one place, grouped by where they lie now: [(where, [(card, name)])]."""

    to: str
    label: str
    groups: list[tuple[str, list[tuple[str, str]]]] = field(default_factory=list)


@dataclass(frozen=True)
class CardPanel:
    """One card: where it lies, where it can go, and what else can be done to it."""

    card: str
    name: str
    where: str
    targets: list[tuple[str, str]]
    chosen: str | None
    on_board: bool
    face_down: bool
    in_items: bool
    damaged: bool
    artifact: bool
    in_battle: bool
    # For a face-down card on the board in a game where the table draws: the cards it may turn out to be.
    reveal: list[tuple[str, str]] = field(default_factory=list)
    # For an Item held by a hero whose Race crafts weapons: whether the weaponcraft marker lies on it (None: no dwarf).
    crafted: bool | None = None


def card_panel(state, ctx, cat, card: str, to: str | None = None) -> CardPanel | None:
    """The form for one card, or None if it is not a card a correction can move."""
    from app.games.prophecy.engine.correct import battle_cards
    from app.games.prophecy.engine.correct_zones import movable, targets, words
    from app.games.prophecy.engine.rules import decks, lookup

    if not movable(state, card):
        return None
    zone = state.where(card) or ""
    options = [(z, _cap(words(state, ctx, z)) + (" (shuffled in)" if z.startswith("deck:") else ""))
               for z in targets(state, ctx, card)]
    hidden = card in state.hidden
    reveal = []
    if hidden and zone.startswith(("space:", "plane:")) and state.options.deck_mode == "table":
        deck = lookup.home_deck(ctx, card) or "adventure"
        pool = set(decks.unseen(state, deck, state.batch.get(card, 0))) | {card}
        reveal = sorted(((c, card_name(cat, c)) for c in pool), key=lambda x: x[1])
    return CardPanel(
        card=card, name=card_name(cat, card) if not hidden or zone.startswith("deck:") else "a face-down card",
        where=_cap(words(state, ctx, zone)), targets=options, chosen=to if to in dict(options) else None,
        on_board=zone.startswith(("space:", "plane:")) and not zone.endswith(":artifacts"), face_down=hidden,
        in_items=zone.endswith(":items"), damaged=card in state.damaged,
        artifact=lookup.home_deck(ctx, card) == "artifact", in_battle=card in battle_cards(state), reveal=reveal,
        crafted=_crafted(state, zone, card))


def _crafted(state, zone: str, card: str) -> bool | None:
    """Whether the weaponcraft marker lies on an Item a crafting hero holds; None when nobody crafts it."""
    if not zone.endswith(":items"):
        return None
    hero = state.hero(int(zone.split(":")[1]))
    return card in state.crafted if hero.sheet.has("weaponcraft") or card in state.crafted else None


def pick(state, ctx, cat, to: str, label: str) -> Pick:
    """Every card that may be put into a zone, grouped by where it lies now (decks and piles first)."""
    from app.games.prophecy.engine.correct_zones import candidate_zones, movable, room_left, words

    if room_left(state, to) <= 0:
        return Pick(to, label)
    groups: dict[str, list[tuple[str, str]]] = {}
    order = sorted(state.zones, key=lambda z: (not z.startswith(("deck:", "discard:", "bottom:")), z))
    for zone in order:
        if zone == to:
            continue
        for c in state.zones[zone]:
            if movable(state, c) and to in candidate_zones(state, ctx, c):
                shown = card_name(cat, c) if c not in state.hidden or zone.startswith(("deck:", "bottom:")) \
                    else "a face-down card"
                groups.setdefault(_cap(words(state, ctx, zone)), []).append((c, shown))
    return Pick(to, label, [(where, sorted(cards, key=lambda x: x[1])) for where, cards in groups.items()])


def held(state, ctx, cat, zone: str) -> list[tuple[str, str]]:
    """The cards lying in a zone, named (face-down ones unnamed)."""
    return [(c, "a face-down card" if c in state.hidden and not zone.startswith("deck:") else card_name(cat, c))
            for c in state.zone(zone)]


def hero_panel(state, ctx, cat, seat: int) -> dict:
    """A hero: the cards she holds, the space she stands on, her counters, cards to give her."""
    from app.games.prophecy.engine.rules import lookup
    from app.games.prophecy.engine.rules import zones as Z

    hero = state.hero(seat)
    return {
        "seat": seat, "player": hero.player, "character": card_name(cat, hero.character),
        "space": hero.space, "active": hero.status == "active" and bool(hero.character),
        "cards": held(state, ctx, cat, Z.items(seat)) + held(state, ctx, cat, Z.abilities(seat))
        + held(state, ctx, cat, f"hero:{seat}:heart") + held(state, ctx, cat, Z.certificates(seat)),
        "spaces": [(i, _cap(lookup.space_name(ctx, i))) for i in range(lookup.ring_size(ctx))],
        "counters": [(key, words_, getattr(hero, f)) for key, words_, f in COUNTERS]
        + ([("bank", "Gold in the bank", hero.bank)] if hero.sheet.bank_cap else []),
        "picks": [pick(state, ctx, cat, Z.items(seat), "Give an Item or Artifact"),
                  pick(state, ctx, cat, Z.abilities(seat), "Give an Ability")]
        + ([pick(state, ctx, cat, f"hero:{seat}:heart", "Give a Dragon Heart")] if state.options.realm else [])
        + ([pick(state, ctx, cat, Z.certificates(seat), "Give a Certificate")] if state.options.mode == "basic"
           else []),
    }


def space_panel(state, ctx, cat, index: int) -> dict:
    """A board space: its cards and the Adventure cards that can be put on it."""
    from app.games.prophecy.engine.rules import lookup
    from app.games.prophecy.engine.rules import zones as Z

    zone = Z.space(index)
    return {"index": index, "name": lookup.space_name(ctx, index), "cards": held(state, ctx, cat, zone),
            "picks": [pick(state, ctx, cat, zone, "Put a card here")]}


def zone_panel(state, ctx, cat, zone: str) -> dict:
    """A zone of the Dragon Realm (a path space's card, the Lake, the Heart pile): its cards and what may go there."""
    from app.games.prophecy.engine.correct_zones import words

    return {"zone": zone, "name": words(state, ctx, zone), "cards": held(state, ctx, cat, zone),
            "picks": [pick(state, ctx, cat, zone, "Put a card here")]}


def plane_panel(state, ctx, cat, plane: int) -> dict:
    """An Astral Plane: its three slots and the cards that can fill an empty one."""
    from app.games.prophecy.engine.correct_zones import plane_name
    from app.games.prophecy.engine.rules import zones as Z

    slots = []
    for slot, label in (("lesser", "Lesser Guardian"), ("greater", "Greater Guardian"), ("artifact", "Artifact")):
        zone = Z.plane(plane, slot)
        slots.append((label, held(state, ctx, cat, zone), pick(state, ctx, cat, zone, f"Put a card as its {label}")))
    return {"index": plane, "name": plane_name(ctx, plane), "slots": slots}


def deck_panel(state, ctx, cat) -> list[dict]:
    """Each deck in play: a card to take out of it, and its discard pile."""
    from app.games.prophecy.engine.rules import zones as Z

    out = []
    names = sorted({z.split(":", 1)[1] for z in state.zones if z.startswith(("deck:", "discard:"))})
    for name in names:
        deck, pile = Z.deck(name), Z.discard(name)
        out.append({"name": _cap(Z.zone_label(deck)), "deck": held(state, ctx, cat, deck),
                    "discard": held(state, ctx, cat, pile) if name in Z.PLAIN_DECKS else [],
                    "under": held(state, ctx, cat, Z.bottom(name.split(":", 1)[1])) if name.startswith("ability:")
                    else []})
    return out


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class ManualCard:
    """A card whose effect Herald only shows: what it says to do, and the card move it leads to, in one tap."""

    card: str
    name: str
    where: str
    says: str
    # A correction done in one tap: (button words, target zone, the reason the log gets), or None.
    tap: tuple[str, str, str] | None


def manual_cards(state, ctx, cat) -> list[ManualCard]:
    """The active hero's cards and the face-up cards on her space whose effect the table applies by hand."""
    from app.games.prophecy.engine.correct_zones import words
    from app.games.prophecy.engine.rules import lookup
    from app.games.prophecy.engine.rules import zones as Z

    seat = state.flow.active
    if seat is None or state.result is not None or seat >= len(state.heroes):
        return []
    hero = state.hero(seat)
    zones = [Z.items(seat), Z.abilities(seat)] + ([Z.space(hero.space)] if hero.space is not None else [])
    found = []
    for zone in zones:
        for c in state.zone(zone):
            raw = lookup.raw(ctx, c)
            notes = [e.note for part in ("effects", "special") for e in getattr(raw, part, None) or ()
                     if getattr(e, "kind", None) == "manual" and e.note]
            if c in state.hidden or not notes:
                continue
            name = card_name(cat, c)
            home = lookup.home_deck(ctx, c)
            used_up = getattr(raw, "single_use", False) if zone.endswith(":items") else \
                zone.startswith("space:") and lookup.card(ctx, c).kind == "opportunity"
            tap = ("Used: discard it", Z.discard(home), f"{name} used"[:120]) if used_up and home in Z.PLAIN_DECKS \
                else None
            found.append(ManualCard(c, name, _cap(words(state, ctx, zone)), " ".join(notes), tap))
    return found
