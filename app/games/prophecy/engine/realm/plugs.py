"""Where the Dragon Realm's board changes the base game's rules: each plug is registered on a base seam (seams.py).

The rules themselves live in the Realm's own modules; this module only says which base rule each one changes.
"""

from __future__ import annotations

from .. import rulebook, ruleset, setup
from ..cards import records
from ..combat import outcomes, power_ups, segments, setup_from_state
from ..endgame import ending
from ..rules import death, decks, limits, movement, zones
from ..rules.chance import draw as chance_draw
from ..rules.chance import effects as chance_effects
from ..rules.chance import inputs as chance_inputs
from ..state import GameState
from . import legends
from .deal import (
    check_gate_dealt,
    default_lessers,
    dragonslayer_planes,
    lessers_for,
    merge_realm,
    realm_cards,
)
from .ending import blocks_crown
from .events import RealmMoved
from .facts import RealmFacts
from .fallen import fallen_zone, skipped_chance
from .fights import dragon_rulings, fight_result
from .fights.battle_rules import dragonslayer_counts, lake_token, slayer_abilities_asked
from .gate import LAKE_ARTIFACT, LAKE_GREATER, after_reveal, realm_modifiers
from .heart import heart_modifiers
from .met.settle import REMOVED
from .movement import R_REALM_MOVES
from .options import check_realm, extra_card_slots
from .position import in_realm
from .words import zone_words


@setup.ASTRAL_PILES.plug
def _gate_among_lessers(before, ctx, options, piles):
    # The Gate is one of the Lesser Guardians a Realm game deals (003:L255).
    piles = before(ctx, options, piles)
    return [lessers_for(ctx, piles[0]), *piles[1:]] if options.realm else piles


@setup.DEFAULT_DEAL.plug
def _gate_dealt_first(before, ctx, options, piles):
    piles = before(ctx, options, piles)
    return [default_lessers(ctx, piles[0]), *piles[1:]] if options.realm else piles


@setup.CHECK_DEAL.plug
def _gate_in_the_deal(before, ctx, options, deal):
    before(ctx, options, deal)
    if options.realm:
        check_gate_dealt(ctx, [row[0] for row in deal])


@setup.MORE_BOARDS.plug
def _realm_board(before, ctx, options, players, zones):
    hidden = before(ctx, options, players, zones)
    if not options.realm:
        return hidden
    realm, face_down = realm_cards(ctx, options.realm, players)
    merge_realm(zones, realm)
    if options.realm.variant == "dragonslayer":
        dragonslayer_planes(zones)
    return hidden | face_down


# Legends of Dragons joins the Chance deck with the Realm (003:L251, L273-289).
chance_effects.chance_effect(legends.EFFECT, legends.legends, legends.legends_needs, legends.legends_choices)


@chance_inputs.DREAM_SLOTS.plug
def _lake_plane(before, state: GameState, slots: list[str]) -> list[str]:
    # With the Realm the Dream also looks into the Lake's plane once the Gate sent its cards there (003:L289, L399).
    slots = before(state, slots)
    if state.options.realm is not None:
        slots.append(next((z for z in (LAKE_GREATER, LAKE_ARTIFACT) if state.zone(z) and state.zone(z)[0] in state.hidden), ""))
    return slots


@death.ARTIFACT_STAYS.plug
def _artifact_on_realm_space(before, state, hero):
    # An Artifact stays on the Realm space she died on (003:L423).
    return fallen_zone(hero.realm) if hero.realm is not None else before(state, hero)


@death.LEAVES_BOARD.plug
def _figure_leaves_realm(before, tx, hero) -> None:
    before(tx, hero)
    if hero.realm is not None:
        tx.emit(RealmMoved(seat=hero.seat, place=None, space=None))  # her figure leaves the Realm's board


@decks.AFTER_REVEAL.plug
def _gate_revealed(before, tx, card: str) -> None:
    before(tx, card)
    after_reveal(tx, card)  # the Gate to the Dragon Realm sends its plane's cards to the Lake (003:L297)


@chance_draw.SKIPPED.plug
def _gate_closed(before, state, ctx, card: str) -> bool:
    # Legends of Dragons and a Prophetic Dream are ignored once the Apocalypse closed the Gate (003:L441).
    return before(state, ctx, card) or skipped_chance(state, ctx, card)


@movement.REFUSE_MOVE.plug
def _moves_on_the_paths(before, state, seat: int) -> None:
    before(state, seat)
    if in_realm(state.hero(seat)):
        raise rulebook.refuse(R_REALM_MOVES)


@limits.EXTRA_SLOTS.plug
def _one_more_card_each(before, state) -> int:
    return before(state) + extra_card_slots(state.options.realm)  # one more Item and Ability (003:L269)


@ruleset.CHECK_OPTIONS.plug
def _lake_the_realm_holds(before, options) -> None:
    before(options)
    check_realm(options.realm)


@zones.MORE_ZONE_WORDS.plug
def _realm_zone_words(before, zone: str) -> str | None:
    if zone.split(":", 1)[0] == "realm":
        return zone_words(zone) or zone.replace(":", " ")  # the Realm's own zones, told where the Realm is
    return before(zone)


@ending.BLOCKS_CROWN.plug
def _realm_withholds_crown(before, state, seat: int, holds_artifact) -> bool:
    return before(state, seat, holds_artifact) or blocks_crown(state, seat, holds_artifact)


records.SECTION_MODELS["realm"] = RealmFacts  # the catalog's Realm board, typed by the group (003:L217)


@power_ups.PLANE_MODIFIERS.plug
def _realm_plane_token(before, state, card: str):
    return [*before(state, card), *realm_modifiers(state, card)]


@segments.BATTLE_MODIFIERS.plug
def _dragon_heart(before, state, facts, battle):
    return [*before(state, facts, battle), *heart_modifiers(state, battle.seat, battle.opponent.seat)]


@segments.FOE_MODIFIERS.plug
def _lake_token(before, state, battle, card: str):
    return [*before(state, battle, card), *lake_token(state, battle)]


@segments.HERO_DIE.plug
def _skeletal_dragon(before, battle, ruling, side: dict) -> dict:
    return dragon_rulings.hero_side(battle, ruling, before(battle, ruling, side))


# A Dragon card's appendix ruling in its battle (realm/fights/dragon_rulings.py).
@setup_from_state.FOE_RULING.plug
def _dragon_ruling(before, ctx, card):
    found = dragon_rulings.ruling(ctx, card)
    return found if found is not None else before(ctx, card)


@setup_from_state.RULED_FOE.plug
def _dragon_fixed(before, foe, battle, ruling) -> None:
    before(foe, battle, ruling)
    dragon_rulings.fixed_foe(foe, battle, ruling)


@setup_from_state.RULING_ASKS.plug
def _dragon_asks(before, out, foe, ruling) -> None:
    before(out, foe, ruling)
    dragon_rulings.unasked(out, foe, ruling)


@setup_from_state.HELD_ASKED.plug
def _slayers_asked(before, state, facts, battle) -> set[str]:
    return before(state, facts, battle) | slayer_abilities_asked(state, facts, battle)


@setup_from_state.RULING_WAITS.plug
def _dragon_waits(before, out, battle, ruling) -> None:
    before(out, battle, ruling)
    dragon_rulings.waiting(out, battle, ruling)


@setup_from_state.SLAYERS_COUNT.plug
def _slayers_count(before, state, battle) -> bool:
    return before(state, battle) or dragonslayer_counts(state, battle)


@outcomes.BEATEN_TO.plug
def _out_of_the_game(before, battle):
    # A Guardian or a Realm card beaten in the Realm leaves the game (003:L363).
    if battle.realm is not None:
        return "removed" if battle.opponent.kind == "guardian" else REMOVED
    return before(battle)


@outcomes.PLACED.plug
def _placed_in_the_realm(before, tx, battle, outcome: str) -> None:
    before(tx, battle, outcome)
    fight_result.placed(tx, battle, outcome)


@outcomes.KNOCKED_OUT.plug
def _knocked_out(before, tx, battle, loser: int) -> None:
    before(tx, battle, loser)
    fight_result.knocked_out(tx, battle, loser)


@outcomes.SETTLED.plug
def _settled(before, tx, battle, loser: int) -> None:
    before(tx, battle, loser)
    fight_result.settled(tx, battle, loser)
