"""Races in battle: Goblin trophies and the Rage token's journey, the Halfling's long-weapon penalty beside the
Elf's bonuses, each with its source in the breakdown and counted in the exact odds (003:L167-185, 003:L685)."""

from __future__ import annotations

from app.games.prophecy.engine.combat.preview import in_progress
from app.games.prophecy.engine.events import CardMoved
from app.games.prophecy.engine.races.data import RacePick, race_start
from tests.engine.combat.kit import CTX, act, hero, play, scene

FOREST = 5
TYPED = {"strength": 0, "willpower": 0, "gold": 0, "experience": 0, "item_limit": 0, "ability_limit": 0}


def raced(seat, player, character, strength, willpower, space, race, **kw):
    """A hero whose Race's sheet is made as at setup, from the real catalog and the values the table typed."""
    fields = {k: v for k, v in TYPED.items() if getattr(CTX.catalog.card(race), k) is None}
    start = race_start(CTX, (RacePick(race=race, **fields),))
    return hero(seat, player, character, strength, willpower, space, races=(race,), sheet=start.sheet, **kw)


def goblin_meets(creature, abilities=(), items=(), **kw):
    gob = raced(0, "Anna", "paladin", 4, 4, FOREST, "goblin", **kw)
    zones = {f"space:{FOREST}": [creature]}
    if abilities:
        zones["hero:0:abilities"] = list(abilities)
    if items:
        zones["hero:0:items"] = list(items)
    return scene(gob, hero(1, "Ben", "druid", 3, 6, 0), zones=zones)


def fight(state, creature, values, faces, items=()):
    state = play(state, kind="start_fight", seat=0, creature=creature, values=values)
    if state.battle.step == "kind":
        state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=list(items))
    return act(state, kind="battle_roll", seat=0, hero_faces=[faces[0]], foe_faces=[faces[1]])


SPIDER = {"giant-spider": {"strength": 3, "lives": 1, "loss": [], "stat_order": "strength_only", "reward": [
    {"kind": "draw_item", "deck": "rare", "count": 1, "source": "003:L179"}]}}


def test_goblin_beating_the_giant_spider_gains_3_experience_and_1_gold():  # 003:L179
    state, _ = fight(goblin_meets("giant-spider#1"), "giant-spider#1", SPIDER, (6, 1))
    assert (state.hero(0).experience, state.hero(0).gold) == (3 + 3, 3 + 1)
    assert state.battle is not None and state.battle.step == "reward"  # the Rare Item comes next


def test_with_hunting_the_goblin_gains_3_gold_for_the_spider():  # 003:L179
    state, _ = fight(goblin_meets("giant-spider#1", abilities=["hunting#1"]), "giant-spider#1", SPIDER, (6, 1))
    assert (state.hero(0).experience, state.hero(0).gold) == (6, 6)


def test_the_vampire_gives_a_goblin_only_what_its_card_says():  # 003:L179
    values = {"vampire": {"strength": 1, "willpower": 1, "loss": [], "lives": 1}}
    state = goblin_meets("vampire#1")
    state = play(state, kind="start_fight", seat=0, creature="vampire#1", values=values)
    if state.battle.step == "kind":
        state = play(state, kind="choose_battle_kind", seat=0, battle_kind="wills")
    state = play(state, kind="announce_equipment", seat=0)
    while state.battle is not None:
        state = play(state, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1])
    assert (state.hero(0).experience, state.hero(0).gold) == (3 + 3, 3 + 7)


def test_the_thug_beaten_with_a_weapon_still_gives_a_goblin_3_experience():  # 003:L175
    values = {"thug": {"strength": 2, "lives": 1, "experience": 2, "reward": [], "loss": [],
                       "stat_order": "strength_only"},
              "sword": {"hands": 1, "weapon_types": ["edged"], "effects": []}}
    state, _ = fight(goblin_meets("thug#1", items=["sword#1"]), "thug#1", values, (6, 1), items=["sword#1"])
    assert (state.hero(0).experience, state.hero(0).gold) == (6, 4)


PIRATE = {"old-pirate": {"experience": 3, "reward": [], "lives": 1, "creature_types": ["humanoid"]}}
BANDIT = {"giant-spider": SPIDER["giant-spider"]}


def test_the_rage_token_journey():  # 003:L183, 003:L185
    state = goblin_meets("old-pirate#1")
    state = CardMoved(card="giant-spider#1", to=f"space:{FOREST}").apply_to(state)
    assert state.hero(0).rage is None  # the token starts with the goblin
    state, events = fight(state, "old-pirate#1", PIRATE, (1, 6))
    assert state.hero(0).rage == "old-pirate#1" and any(e.kind == "rage_moved" for e in events)
    # The next battle against the Pirate, of either kind: +1 for the whole battle, named in the breakdown.
    state = state.model_copy(update={"flow": state.flow.model_copy(update={"stage": "turn"})})
    again = play(state, kind="start_fight", seat=0, creature="old-pirate#1", values=PIRATE)
    again = play(again, kind="choose_battle_kind", seat=0, battle_kind="wills")
    again = play(again, kind="announce_equipment", seat=0)
    view = in_progress(again, CTX)
    lines = view["breakdown"]["hero"][0]["lines"]
    assert any("Goblin: Rage token" in line and "+1" in line for line in lines), lines
    # Willpower 4, less 2 Magic to start, +1: 3 against the Pirate's 3, so a win is 5/12 (2 against 3: 5/18).
    assert view["odds"]["win"] == "5/12" and view["odds"]["draw"] == "1/6"
    # Beaten by another Creature meanwhile: the token moves to it.
    moved, _ = fight(state, "giant-spider#1", SPIDER, (1, 6))
    assert moved.hero(0).rage == "giant-spider#1"
    # A draw with the marked Creature gives it back.
    drawn, _ = fight(state, "old-pirate#1", PIRATE, (3, 4))
    assert drawn.hero(0).rage is None
    # Destroyed by any means (here another hero beats it): back to the goblin.
    gone = play(state, kind="correct", what="move_card", card="old-pirate#1", to="discard:adventure",
                reason="Ben's hero killed it")
    assert gone.hero(0).rage is None


def long_edged(race, abilities):
    """A hero of this Race with Edged and Long Weapons fighting with a long edged weapon (003:L685)."""
    h = raced(0, "Anna", "paladin", 4, 4, FOREST, race)
    state = scene(h, hero(1, "Ben", "druid", 3, 6, 0), zones={
        f"space:{FOREST}": ["old-pirate#1"], "hero:0:abilities": abilities, "hero:0:items": ["sword#1"]})
    values = {**PIRATE, "sword": {"hands": 1, "weapon_types": ["edged", "long"], "effects": []}}
    state = play(state, kind="start_fight", seat=0, creature="old-pirate#1", values=values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=["sword#1"])
    return in_progress(state, CTX)


def test_an_elf_gets_plus_2_and_a_halfling_plus_1_with_a_long_edged_weapon():  # 003:L685
    skills = ["edged-weapons#1", "long-weapons#1"]
    elf, halfling = long_edged("elf", skills), long_edged("halfling", skills)
    assert elf["breakdown"]["hero"][0]["roll_totals"][0] - 4 == 2
    assert halfling["breakdown"]["hero"][0]["roll_totals"][0] - 4 == 1
    assert any("Halfling: long weapon" in line for line in halfling["breakdown"]["hero"][0]["lines"])
    assert elf["odds"]["win"] != halfling["odds"]["win"]  # the exact odds count the penalty
    assert any("luck" in t for t in halfling["table_applies"])  # 003:L167: the card's luck, applied by the table


def test_a_troll_leaves_clover_meadow_on_its_space():  # 003:L151
    from tests.engine.combat.kit import refused

    troll = raced(0, "Anna", "paladin", 4, 4, FOREST, "troll")
    human = raced(1, "Ben", "druid", 3, 6, FOREST, "human")
    state = scene(troll, human, zones={f"space:{FOREST}": ["clover-meadow#1"]})
    err = refused(state, kind="use_opportunity", seat=0, card="clover-meadow#1")
    assert err.rule.ref == "003:L151"
    benefit = scene(human.model_copy(update={"seat": 0}), troll.model_copy(update={"seat": 1}),
                    zones={f"space:{FOREST}": ["clover-meadow#1"]})
    after = play(benefit, kind="use_opportunity", seat=0, card="clover-meadow#1")
    assert "clover-meadow#1" not in after.zone(f"space:{FOREST}")


def test_an_elf_casts_one_spell_a_round_cheaper_in_a_forest_on_her_turn():  # 003:L143
    from app.games.prophecy.engine import Context, apply, parse_action
    from tests.engine.combat.kit import CATALOG, refused

    def moving(space):
        elf = raced(0, "Anna", "druid", 3, 6, space, "elf", magic=4)
        state = scene(elf, hero(1, "Ben", "paladin", 4, 4, 0), zones={"hero:0:abilities": ["stamina#1"]})
        return state.model_copy(update={"flow": state.flow.model_copy(update={"stage": "move"})})

    move = {"kind": "move", "seat": 0, "how": "card", "card": "stamina#1", "discount": "elf"}
    # The amount is printed only on the Race card: until the group enters it, Herald asks for it.
    err = __import__("pytest").raises(Exception, apply, moving(13), parse_action({**move, "to": 12}), CTX)
    assert "Race card" in str(err.value)
    typed = Context(catalog=CATALOG.with_overrides({"elf": {"forest_spell_discount": 1}}))
    after = apply(moving(13), parse_action({**move, "to": 12}), typed)[0]
    assert (after.hero(0).space, after.hero(0).magic) == (12, 4)  # Stamina's 1 Magic not paid
    assert refused(moving(11), **{**move, "to": 12}).rule.ref == "003:L143"  # the Plains: no discount


def test_dwarf_weaponcraft_strengthens_a_weapon_once_for_a_dwarf_only():  # 003:L163
    from tests.engine.combat.kit import refused

    values = {**PIRATE, "sword": {"hands": 1, "weapon_types": ["edged"], "effects": []}}
    dwarf = raced(0, "Anna", "paladin", 4, 4, FOREST, "dwarf", gold=3)
    elf = raced(1, "Ben", "druid", 3, 6, FOREST, "elf")
    state = scene(dwarf, elf, zones={f"space:{FOREST}": ["old-pirate#1"], "hero:0:items": ["sword#1"]})
    from app.games.prophecy.engine import Context, apply, parse_action
    from tests.engine.combat.kit import CATALOG

    typed = Context(catalog=CATALOG.with_overrides({"sword": {"weapon_types": ["edged"], "hands": 1}}))
    crafted = apply(state, parse_action({"kind": "weaponcraft", "seat": 0, "card": "sword#1"}), typed)[0]
    assert crafted.crafted == {"sword#1"} and crafted.hero(0).gold == 2  # the Gold piece is a marker now
    again = __import__("pytest").raises(Exception, apply, crafted,
                                        parse_action({"kind": "weaponcraft", "seat": 0, "card": "sword#1"}), typed)
    assert "003:L163" in str(again.value)
    assert refused(state, kind="weaponcraft", seat=1, card="sword#1").rule.ref == "003:L163"
    fight_ = play(crafted, kind="start_fight", seat=0, creature="old-pirate#1", values=values)
    fight_ = play(fight_, kind="choose_battle_kind", seat=0, battle_kind="strength")
    fight_ = play(fight_, kind="announce_equipment", seat=0, items=["sword#1"])
    lines = in_progress(fight_, CTX)["breakdown"]["hero"][0]["lines"]
    assert any("Dwarf: weaponcraft on Sword" in line and "+1" in line for line in lines), lines
    # Given to the elf, the marker stays on the sword but gives her nothing.
    handed = CardMoved(card="sword#1", to="hero:1:items").apply_to(crafted)
    assert handed.crafted == {"sword#1"}
    # Discarded, the Gold piece comes off.
    gone = play(handed, kind="correct", what="move_card", card="sword#1", to="discard:common", reason="sold")
    assert gone.crafted == frozenset()


def test_a_halflings_throw_adds_the_race_bonus_asked_from_the_card():  # 003:L169
    from app.games.prophecy.engine.combat.setup_from_state import build

    halfling = raced(0, "Anna", "paladin", 4, 4, FOREST, "halfling")
    state = scene(halfling, hero(1, "Ben", "druid", 3, 6, 0),
                  zones={f"space:{FOREST}": ["old-pirate#1"], "hero:0:items": ["axe#1"]})
    values = {**PIRATE, "axe": {"hands": 1}}
    state = play(state, kind="start_fight", seat=0, creature="old-pirate#1", values=values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=["axe#1"])
    built = build(state, CTX, state.battle)
    assert "halfling.thrown_bonus" in built.missing  # printed only on the Race card: asked like any card value
    typed = state.model_copy(update={"battle": state.battle.model_copy(
        update={"values": {**state.battle.values, "halfling": {"thrown_bonus": 1}}})})
    throw = next(o for o in build(typed, CTX, typed.battle).options["hero"] if o.id == "throw:axe#1")
    assert [(m.label, m.amount) for m in throw.modifiers] == [("Axe thrown", 1), ("Halfling: thrown weapon", 1)]


def test_an_elf_starts_a_battle_of_wills_cheaper_in_a_forest():  # 003:L143, 003:L145
    def kinds(space, values):
        elf = raced(0, "Anna", "druid", 3, 6, space, "elf")
        state = scene(elf, hero(1, "Ben", "paladin", 4, 4, 0), zones={f"space:{space}": ["old-pirate#1"]})
        state = play(state, kind="start_fight", seat=0, creature="old-pirate#1", values=values)
        return [k["label"] for k in in_progress(state, CTX)["kinds"]]

    typed = {**PIRATE, "elf": {"forest_wills_discount": 1}}
    assert "Battle of Wills (1 Magic)" in kinds(FOREST, typed)  # 2 Magic, 1 less in a Forest
    assert "Battle of Wills (2 Magic)" in kinds(12, typed)  # the Enchanted Wilderness: no discount


def _rage_on_the_pirate():
    """A goblin whose Rage token lies on the Old Pirate, with a Giant Spider on her space too, at her turn."""
    state = goblin_meets("old-pirate#1")
    state = CardMoved(card="giant-spider#1", to=f"space:{FOREST}").apply_to(state)
    state, _ = fight(state, "old-pirate#1", PIRATE, (1, 6))
    assert state.hero(0).rage == "old-pirate#1"
    return state.model_copy(update={"flow": state.flow.model_copy(update={"stage": "turn"})})


def test_a_draw_against_an_unmarked_creature_leaves_the_rage_token_where_it_is():  # 003:L183
    """Only a draw against the Creature holding the token gives it back; a draw with another leaves it there."""
    state = _rage_on_the_pirate()
    drawn, events = fight(state, "giant-spider#1", SPIDER, (2, 2))
    assert drawn.hero(0).rage == "old-pirate#1"
    assert not any(e.kind == "rage_moved" for e in events)


def test_no_rage_bonus_against_an_unmarked_creature():  # 003:L183
    """The +1 counts only against the Creature the token lies on: none against the Giant Spider."""
    state = _rage_on_the_pirate()
    state = play(state, kind="start_fight", seat=0, creature="giant-spider#1", values=SPIDER)
    if state.battle.step == "kind":
        state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    view = in_progress(state, CTX)
    lines = view["breakdown"]["hero"][0]["lines"]
    assert not any("Rage token" in line for line in lines), lines
    assert view["odds"]["draw"] == "1/6"  # 3 against 3, no +1


def test_a_goblins_trophies_raise_only_to_the_minimums_on_her_race_card():  # 003:L175, 003:L177
    """The trophies raise a win's gains to the Race card's minimums and no further: nothing where the minimums
    are 0, the card's own gains where they are higher."""
    from app.games.prophecy.engine.races.goblin import trophies

    gob = raced(0, "Anna", "paladin", 4, 4, FOREST, "goblin")
    assert trophies(gob, {}) == {"experience": 3, "gold": 1}
    assert trophies(gob, {"experience": 5, "gold": 2}) == {"experience": 5, "gold": 2}
    nothing = gob.model_copy(update={"sheet": gob.sheet.model_copy(update={"numbers": {
        **gob.sheet.numbers, "trophy_experience": 0, "trophy_gold": 0}})})
    assert trophies(nothing, {}) == {}


def test_a_hero_without_the_rage_token_moves_none():  # 003:L183
    """A loss to a Creature puts the Rage token on it only for a hero whose Race has one."""
    from app.games.prophecy.engine.races.goblin import after_battle

    human = raced(0, "Anna", "paladin", 4, 4, FOREST, "human")
    assert after_battle(human, "old-pirate#1", "lose") == []
    gob = raced(0, "Anna", "paladin", 4, 4, FOREST, "goblin")
    assert [e.card for e in after_battle(gob, "old-pirate#1", "lose")] == ["old-pirate#1"]
