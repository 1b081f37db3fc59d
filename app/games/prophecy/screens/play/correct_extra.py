"""What the correction form shows beyond cards (pure): a hero's status, Guilds, Race(s), Rage token, place in
the Dragon Realm and whose round it is; a plane's Power Up tokens and clock tokens; a Realm zone's cards. Each
part is prefilled with what Herald holds now, in plain words."""

from __future__ import annotations

from app.games.prophecy.screens.play.board_view import card_name

STEP_WORDS = {"chance": "Her round begins: the Chance card", "move": "Her turn begins: she is about to move",
              "turn": "She has moved: fights and the space's possibilities", "round_end": "Her turns are over"}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def realm_places(state, ctx) -> list[tuple[str, str]]:
    """Every place of the Dragon Realm a hero may stand on, as (value, words); empty without the Realm."""
    from app.games.prophecy.engine.realm.board import PATHS
    from app.games.prophecy.engine.realm.deal import board_of
    from app.games.prophecy.engine.realm.position import GATE, LAKE, on_path

    if state.options.realm is None:
        return []
    board = board_of(ctx)
    places = [("gate", _cap(GATE.words()))]
    if board is not None:
        places += [(f"{p}:{n}", _cap(on_path(p, n).words())) for p in PATHS for n in range(1, board.length(p) + 1)]
    return places + [("lake", _cap(LAKE.words()))]


def realm_zones(state, ctx) -> list[tuple[str, str]]:
    """The Realm's zones the table may open to correct (the path spaces' cards, the Lake, the Heart pile)."""
    from app.games.prophecy.engine.correct_zones import words
    from app.games.prophecy.engine.realm.correcting import path_slots
    from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, LAKE_GREATER
    from app.games.prophecy.engine.realm.setup import HEARTS

    if state.options.realm is None:
        return []
    zones = path_slots(ctx, "negative") + path_slots(ctx, "positive")
    order = sorted(zones, key=lambda z: (z.split(":")[1], int(z.split(":")[2]), z.split(":")[3]))
    return [(z, _cap(words(state, ctx, z))) for z in [*order, LAKE_GREATER, LAKE_ARTIFACT, HEARTS]]


def hero_extras(state, ctx, cat, seat: int) -> dict:
    """A hero's marks, prefilled: status, Guilds, Races, Rage token, Realm place, and her round's step."""
    from app.games.prophecy.engine.correct_hero import STATUS_WORDS
    from app.games.prophecy.engine.correct_turn import STAGES
    from app.games.prophecy.engine.races.data import race_ids, race_name
    from app.games.prophecy.engine.rules import zones as Z

    hero = state.hero(seat)
    board_creatures = sorted((c, cat_name(cat, c)) for z, cs in state.zones.items() if z.startswith("space:")
                             and not z.endswith(":artifacts") for c in cs if c not in state.hidden)
    races = []
    if state.options.expansion.races_per_hero:
        races = [(r, race_name(ctx, r)) for r in race_ids(ctx)]
    f = state.flow
    return {
        "status": hero.status, "statuses": list(STATUS_WORDS.items()),
        "guilds": list(hero.guilds), "all_guilds": [(g, _cap(Z.GUILD_NAMES[g])) for g in Z.GUILDS],
        "races": list(hero.races), "all_races": races, "races_per_hero": state.options.expansion.races_per_hero,
        "rage": hero.rage if hero.sheet.has("rage") else False, "rage_cards": board_creatures,
        "realm": hero.realm and realm_value(hero.realm), "places": realm_places(state, ctx),
        "stages": [(k, STEP_WORDS[k]) for k in STAGES],
        "turn_now": f.stage if f.active == seat else None,
        "turn_words": f"It is {state.hero(f.active).player}'s round ({f.stage.replace('_', ' ')})"
        if f.active is not None and f.active < len(state.heroes) else "Nobody's round is under way",
        "bank": (hero.bank, hero.sheet.bank_cap) if hero.sheet.bank_cap else None,
    }


def realm_value(place) -> str:
    """A Realm place as the form's value ("gate", "lake", "left:3")."""
    return f"{place.path}:{place.step}" if place.where == "path" else place.where


def cat_name(cat, card: str) -> str:
    """A card's printed name."""
    return card_name(cat, card)


def plane_extras(state, ctx, plane: int) -> dict:
    """A plane's Power Up tokens (Increased Guardian Power) and, in the Cooperative game, its clock tokens."""
    coop = state.coop
    return {
        "power_ups": list(state.power_ups.get(plane, ())),
        "has_power_ups": state.options.expansion.guardian_power != "none",
        "clock": list(coop.planes[plane]) if coop is not None else None,
        "stack": sorted(set(coop.stack)) if coop is not None else [],
    }


def ring_name(ctx, i: int) -> str:
    """A ring space in words."""
    from app.games.prophecy.engine.rules import lookup

    return _cap(lookup.space_name(ctx, i))
