"""Issue 37: the parts of a Prophecy game that are not a card nor a cube are correctable too, each one step told
"The table corrected: …" with its reason; a correction breaking an invariant is refused naming it."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import IllegalAction, InvalidInput, apply, parse_action
from app.games.prophecy.engine.realm.heart import heart_zone
from app.games.prophecy.engine.realm.position import GATE, on_path
from app.games.prophecy.engine.realm.setup import HEARTS
from tests.engine import kit
from tests.engine.coop import kit as coop
from tests.engine.playout import check_invariants
from tests.engine.races.test_costs_and_bank import DWARF, HUMAN, game
from tests.engine.realm.playout import CTX as REALM_CTX
from tests.engine.realm.playout import play_game


def realm_game():
    """A Dragon Realm game on the real catalog, a few steps in, seat 0 at the first step of her turn."""
    state = play_game(7, seats=2, max_steps=4).state
    return kit.stage(state, "move", 0)


def corrected(state, ctx=kit.CTX, **payload):
    """The state after a correction, with what the log tells; the invariants checked."""
    after, events = apply(state, parse_action({"kind": "correct", "reason": "as the table has it", **payload}), ctx)
    assert [e.kind for e in events][0] == "table_corrected"
    check_invariants(after, ctx, {c for cs in state.zones.values() for c in cs if "#" in c})
    return after, events[0].describe(state)


def refused(state, ctx=kit.CTX, **payload) -> str:
    """The message a correction is refused with; the state untouched."""
    before = state.model_dump()
    with pytest.raises((InvalidInput, IllegalAction)) as info:
        apply(state, parse_action({"kind": "correct", "reason": "test", **payload}), ctx)
    assert state.model_dump() == before
    return str(info.value)


def three_seats():
    return kit.stage(kit.at(kit.at(kit.at(kit.started(3), 0, 3), 1, 5), 2, 7), "turn", 0)


def test_a_dragon_heart_goes_from_the_pile_to_a_hero_and_one_hero_holds_one():
    state = realm_game()
    heart = state.zone(HEARTS)[0]
    after, told = corrected(state, REALM_CTX, what="move_card", card=heart, to=heart_zone(1))
    assert after.zone(heart_zone(1)) == (heart,) and f"{state.hero(1).player}'s Dragon Heart" in told
    other = after.zone(HEARTS)[0]
    assert "full" in refused(after, REALM_CTX, what="move_card", card=other, to=heart_zone(1))


def test_a_path_card_is_turned_and_moved_in_the_realm():
    state = realm_game()
    zone = next(z for z in sorted(state.zones) if z.startswith("realm:left:") and z.endswith(":negative"))
    card = state.zone(zone)[0]
    after, told = corrected(state, REALM_CTX, what="move_card", card=card, to="realm:deck:negative")
    assert after.where(card) == "realm:deck:negative" and card in after.hidden
    back, _ = corrected(after, REALM_CTX, what="move_card", card=card, to=zone, face_up=False)
    assert back.where(card) == zone and card in back.hidden


def test_a_hero_is_put_in_the_realm_and_back_on_the_ring():
    state = realm_game()
    after, told = corrected(state, REALM_CTX, what="move_hero", seat=1, place="left:2")
    assert after.hero(1).realm == on_path("left", 2) and after.hero(1).space is None
    assert "space 2 of the Dragon Realm's left path" in told
    gate, _ = corrected(after, REALM_CTX, what="move_hero", seat=1, place="gate")
    assert gate.hero(1).realm == GATE
    ring, _ = corrected(gate, REALM_CTX, what="move_hero", seat=1, space=4 if state.hero(1).space != 4 else 5)
    assert ring.hero(1).realm is None and ring.hero(1).space in (4, 5)
    assert "spaces" in refused(state, REALM_CTX, what="move_hero", seat=1, place="left:40")


def test_a_heros_guilds_are_corrected():
    state = three_seats()
    after, told = corrected(state, what="set_guilds", seat=1, guilds=["monastery", "fortress"])
    assert after.hero(1).guilds == ("monastery", "fortress")
    assert "the Monastery and the Fortress" in told
    assert "guilds" in refused(state, what="set_guilds", seat=1, guilds=["the_pub"])


def test_a_hero_is_eliminated_and_brought_back_by_correction():
    state = three_seats()
    dead, told = corrected(state, what="set_status", seat=2, status="dead")
    assert dead.hero(2).status == "dead" and dead.hero(2).space is None and "eliminated" in told
    assert "which space" in refused(dead, what="set_status", seat=2, status="active")
    back, _ = corrected(dead, what="set_status", seat=2, status="active", space=9)
    assert back.hero(2).status == "active" and back.hero(2).space == 9


def test_the_dwarfs_bank_is_corrected_within_its_cap():
    """003:L155: the bank holds at most 3 Gold."""
    state = kit.stage(game([DWARF], [HUMAN]), "turn", 0)
    after, told = corrected(state, what="set_counter", seat=0, counter="bank", value=2)
    assert after.hero(0).bank == 2 and "Gold in the bank" in told
    assert "at most" in refused(state, what="set_counter", seat=0, counter="bank", value=4)


def test_a_cube_above_its_cap_is_refused_naming_it():
    state = three_seats()
    assert "at most 8 red" in refused(state, what="set_counter", seat=0, counter="strength", value=9)


def test_it_is_cleos_turn_and_she_has_moved():
    """000:L220, 000:L246: a round is the Chance card, the turns (move, then the space), the round's end."""
    state = three_seats()
    after, told = corrected(state, what="set_turn", seat=2, stage="turn")
    assert (after.flow.active, after.flow.stage, after.flow.turn) == (2, "turn", 1)
    assert "Cleo" in told and "she has moved" in told
    assert any(o.kind == "end_turn" for o in kit.offers(after))


def test_a_step_the_state_cannot_be_in_is_refused_saying_why():
    state = three_seats()
    dead, _ = corrected(state, what="set_status", seat=2, status="dead")
    assert "eliminated" in refused(dead, what="set_turn", seat=2, stage="move")
    realm = realm_game()
    inside, _ = corrected(realm, REALM_CTX, what="move_hero", seat=1, place="gate")
    assert "no Chance card" in refused(inside, REALM_CTX, what="set_turn", seat=1, stage="chance")
    assert "already" in refused(state, what="set_turn", seat=0, stage="turn")


def test_power_up_tokens_on_a_plane_are_corrected():
    """003:L641-643: a +1 or +2 token on each plane."""
    state = kit.stage(kit.started(2, options={"expansion": {"guardian_power": "plus_one"}}), "turn", 0)
    after, told = corrected(state, what="set_power_ups", plane=2, tokens=[2])
    assert after.power_ups[2] == (2,) and "Astral Plane 3 has +2" in told
    assert "+1 or +2" in refused(state, what="set_power_ups", plane=2, tokens=[3])


def test_a_clock_token_moves_from_the_stack_to_a_plane_and_the_last_starts_the_collapse():
    """003:L575: the last token placed, the collapse's rounds begin."""
    state = coop.started(2, tokens=(1, 2))
    token = state.coop.stack[0]
    after, told = corrected(state, coop.CTX, what="set_clock", token=token, plane=1)
    assert token in after.coop.planes[1] and len(after.coop.stack) == len(state.coop.stack) - 1
    while after.coop.stack:
        after, _ = corrected(after, coop.CTX, what="set_clock", token=after.coop.stack[0], plane=1)
    assert after.coop.collapse is not None
    back, _ = corrected(after, coop.CTX, what="set_clock", token=token, from_plane=1)
    assert back.coop.collapse is None and token in back.coop.stack


def test_a_heros_race_is_corrected_and_her_sheet_follows():
    """003:L125: a Race changes the cube caps; what its card shows and the catalog lacks is typed."""
    state = kit.stage(game([HUMAN], [HUMAN]), "turn", 0)
    assert "type it" in refused(state, what="set_races", seat=0, races=["elf"])
    after, told = corrected(state, what="set_races", seat=0, races=["elf"],
                            numbers={"elf:item_limit": 0, "elf:ability_limit": 0})
    assert after.hero(0).races == ("elf",) and after.hero(0).sheet.blue_cap == 11 and "Elf" in told


def test_the_goblins_rage_token_is_put_on_a_creature_and_taken_back():
    """003:L183-185: the token lies on the Creature that beat the goblin, until it comes back."""
    goblin = {**HUMAN, "race": "goblin"}
    state = kit.put(kit.stage(game([goblin], [HUMAN]), "turn", 0), "ghost#1", "space:9")
    after, told = corrected(state, what="set_rage", seat=0, card="ghost#1")
    assert after.hero(0).rage == "ghost#1" and "Rage token lies on Ghost" in told
    back, _ = corrected(after, what="set_rage", seat=0)
    assert back.hero(0).rage is None
    assert "no Rage token" in refused(state, what="set_rage", seat=1, card="ghost#1")


def test_a_realm_path_card_is_turned_face_up_and_down():
    """003:L325: a path space's card lies face down until a hero entering it reveals it."""
    state = realm_game()
    zone = next(z for z in sorted(state.zones) if z.startswith("realm:left:") and state.zone(z)[0] in state.hidden)
    card = state.zone(zone)[0]
    up, told = corrected(state, REALM_CTX, what="turn_card", card=card, face_up=True, named=card)
    assert card not in up.hidden and "turned face up on space" in told
    down, _ = corrected(up, REALM_CTX, what="turn_card", card=card, face_up=False)
    assert card in down.hidden and down.where(card) == zone


def test_a_dragonslayer_card_goes_to_a_heros_abilities_or_a_guild_not_only_the_box():
    """003:L239: the Dragonslayer deck lies by the board; its cards are Abilities a hero may hold."""
    state = realm_game()
    card = sorted(state.zone("deck:dragonslayer"))[0]
    held, told = corrected(state, REALM_CTX, what="move_card", card=card, to="hero:0:abilities")
    assert held.where(card) == "hero:0:abilities" and card not in held.hidden
    guild = next(f"guild:{g}" for g in ("fortress", "monastery", "magic_tower") if len(state.zone(f"guild:{g}")) < 2)
    offered, _ = corrected(state, REALM_CTX, what="move_card", card=card, to=guild)
    assert offered.where(card) == guild


def test_a_weaponcraft_marker_is_put_on_and_taken_off():
    """003:L163: a Gold piece lies on the weapon a dwarf strengthened."""
    state = kit.put(kit.stage(game([DWARF], [HUMAN]), "turn", 0), "sword#1", "hero:0:items")
    on, told = corrected(state, what="craft", card="sword#1", crafted=True)
    assert "sword#1" in on.crafted and "bears a weaponcraft marker" in told
    off, _ = corrected(on, what="craft", card="sword#1", crafted=False)
    assert "sword#1" not in off.crafted
    assert "not an Item" in refused(state, what="craft", card="ghost#1", crafted=True)
