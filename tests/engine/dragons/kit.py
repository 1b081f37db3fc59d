"""Scenes for the negative Creature Dragon cards' own rulings (003:L757-767): a hero who has just stepped onto a
path space holding the dragon, the fight opened with the table's numbers for the card (`numbers`: the table's, not
the rulebook's), and helpers to fight it by Strength."""

from __future__ import annotations

from app.games.prophecy.engine import Context
from app.games.prophecy.engine.realm.setup import space_zone
from tests.engine.races.test_races_in_battle import TYPED as RACE_TYPED
from tests.engine.realm.boards import as_dealt
from tests.engine.realm.fightkit import CTX, LEFT, PHANTOM, play, realm_hero, realm_scene

# What a table reads off each dragon in these tests: Strength 7, one life, 3 Experience, nothing else printed.
TYPED = PHANTOM["phantom-dragon"]


def numbers(card: str, **changes) -> dict:
    """The table's values for a dragon card (by its base id)."""
    return {card: {**TYPED, **changes}}


def halfling(seat: int, player: str, strength: int, willpower: int, place, ctx: Context = CTX, **kw):
    """A Halfling hero standing in the Realm (her Race sheet made as at setup)."""
    from app.games.prophecy.engine.races.data import RacePick, race_start

    fields = {k: v for k, v in RACE_TYPED.items() if getattr(ctx.catalog.card("halfling"), k) is None}
    start = race_start(ctx, (RacePick(race="halfling", **fields),))
    return realm_hero(seat, player, "paladin", strength, willpower, place, races=("halfling",), sheet=start.sheet, **kw)


def met(card: str, first=None, items=(), others=(), abilities=(), ctx: Context = CTX, **kw):
    """`first` (default Cleo, a mercenary with Strength 6 and 5 Magic) steps onto the left path's space 3 where
    `card` lies; Ben (a paladin) waits on the ring with `others` among his Items."""
    card_id = card + "#1"
    cleo = first or realm_hero(0, "Cleo", "mercenary", 6, 5, LEFT[2], **kw)
    zones = {space_zone("left", 3, "negative"): [card_id], space_zone("left", 3, "positive"): ["boiling-pool#1"]}
    if items:
        zones["hero:0:items"] = list(items)
    if others:
        zones["hero:1:items"] = list(others)
    if abilities:
        zones["hero:0:abilities"] = list(abilities)
    state = realm_scene(cleo, realm_hero(1, "Ben", "paladin", 4, 4, space=10), zones=zones,
                        hidden={card_id, "boiling-pool#1"})
    state = play_in(ctx, state, kind="realm_step", seat=0, how="forward", path="left", step=3, revealed=as_dealt(state, "left", 3))
    return play_in(ctx, state, kind="realm_fight", seat=0, back=3, values=numbers(card))


def play_in(ctx: Context, state, **payload):
    """Apply one action on a given catalog."""
    from app.games.prophecy.engine import apply, parse_action

    return apply(state, parse_action(payload), ctx)[0] if ctx is not CTX else play(state, **payload)


def strength_chosen(state, ctx: Context = CTX):
    """The Battle of Strength chosen, bare hands announced."""
    state = play_in(ctx, state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    return play_in(ctx, state, kind="announce_equipment", seat=0)


DRAGON_STEPS = ("phantom_strength", "skeletal_magic", "golden_swap")


def dragon_inputs(offer, act: dict, rng) -> None:
    """A playout's inputs for the dragons' own steps: a Strength the table might read, an amount of Magic she has,
    a trade of two Items of the same class."""
    ch = offer.choices
    if offer.kind == "phantom_strength":
        act["strength"] = rng.randint(3, 9)
    elif offer.kind == "skeletal_magic":
        act["magic"] = rng.choice(ch["magic"])
    elif offer.kind == "golden_swap":
        act["item"] = rng.choice(sorted(ch["pairs"]))
        act["take"] = rng.choice(ch["pairs"][act["item"]])
        act["target"] = ch["holders"][act["take"]]
        item, take = (ch["classes"][act[k]] for k in ("item", "take"))  # an unknown one typed as the table reads it
        typed = item or take or rng.choice(("common", "rare"))
        act["values"] = {c.split("#")[0]: {"item_deck": typed} for c in (act["item"], act["take"])
                         if ch["classes"][c] is None}
