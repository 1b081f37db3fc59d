"""The Basic version (004): its removed cards, no Guardians or Artifacts, Certificates bought in the guilds,
the fifth one wins and the rest are ranked; no fights between heroes; a dead hero is out."""

from __future__ import annotations

from app.games.prophecy.engine.rules import zones as Z
from tests.engine.kit import CTX, FOREST_OPPORTUNITIES, at, fresh, hero, offers, play, put, refused, stage

BASIC = {"mode": "basic"}


def basic_game(seats: int = 3):
    """A Basic game at seat 0's first Chance card: no Ability is turned up in the guilds."""
    state = fresh(seats, options=BASIC)
    state = play(state, kind="prepare_board")
    return play(state, kind="roll_first_player", faces=[6] + [1] * (seats - 1))


def test_the_basic_version_leaves_out_cards_guardians_and_artifacts():  # 004:L40, 004:L42, 004:L48
    state = fresh(3, options=BASIC)
    chance = {Z.base_id(c) for c in state.zone("deck:chance")}
    assert "prophetic_dream" not in chance and "open_training" not in chance and "chance_fortress" not in chance
    assert not any(z.startswith("plane:") for z in state.zones)
    assert refused(state, kind="prepare_board", abilities={"fortress": "concentration#1"}).rule.id == "initial_situation"
    assert offers(state)[0].choices["abilities"] == {}


def test_the_basic_board_starts_empty_without_a_terrain_chance_card_004_L70():
    """004:L36-76 prepare no Adventure cards: they appear during the game (004:L70), so no terrain Chance card
    is looked for; 000:L208's initial Adventure cards are the Standard version's."""
    state = fresh(2, options=BASIC)
    (offer,) = offers(state)
    assert offer.kind == "prepare_board" and offer.needs == ()
    err = refused(state, kind="prepare_board", chance="chance_forest#1", adventures=list(FOREST_OPPORTUNITIES))
    assert err.rule.id == "basic_board" and err.rule.ref == "004:L70"
    state = play(state, kind="prepare_board")
    assert state.flow.stage == "first_player" and len(state.zone("deck:chance")) == len(fresh(2, options=BASIC).zone(
        "deck:chance"))
    assert not any(state.zone(f"space:{i}") for i in range(20))


def test_the_basic_version_has_no_end_of_round_limits_004_L82():
    """004 states no limit of Gold, Experience, Items or Abilities: after her round (004:L82) the hero keeps all."""
    state = stage(hero(basic_game(), 0, gold=19, experience=17), "round_end", 0)
    for c in ("sword#1", "axe#1", "dagger#1", "hammer#1", "rapier#1", "javelin#1", "cape#1", "spiked_shield#1"):
        state = put(state, c, "hero:0:items")
    (offer,) = offers(state, "end_round")
    assert offer.needs == () and offer.choices["excess"] == {"gold": 0, "experience": 0, "items": 0, "abilities": 0}
    state = play(state, kind="end_round", seat=0)
    assert (state.hero(0).gold, state.hero(0).experience, len(state.zone("hero:0:items"))) == (19, 17, 8)


def test_trading_and_team_play_are_not_refused_in_the_basic_version_004_L48():
    """004:L48 leaves out only the Guardians and Artifacts: variants that need Artifacts are refused, Trading and
    Team Play are not; a Team Play pair wins together with a fifth Certificate."""
    from app.games.prophecy.engine.ruleset import ruleset

    state = fresh(4, options={"mode": "basic", "variants": ["team_play"]})
    rules = ruleset(state.options)
    assert rules.certificates_to_win == 5 and rules.teams == ((0, 2), (1, 3)) and rules.trading
    assert ruleset(fresh(2, options={"mode": "basic", "variants": ["trading"]}).options).trading


def test_a_certificate_costs_five_experience_and_five_gold_but_no_gold_in_the_heros_guilds():  # 004:L236, 004:L238
    state = stage(at(basic_game(), 0, 10), "turn", 0, turn=1)  # the Paladin (Fortress, Monastery) in the Fortress
    state = hero(state, 0, experience=6, gold=2)
    assert [o.kind for o in offers(state, "buy_certificate")] == ["buy_certificate"]
    state = play(state, kind="buy_certificate", seat=0)
    assert (state.hero(0).experience, state.hero(0).gold) == (1, 2) and len(state.zone("hero:0:certificates")) == 1
    assert all(c in state.hidden for c in state.zone("hero:0:certificates"))  # face down, text unused (004:L240)
    state = hero(state, 0, experience=9, gold=9)
    assert refused(state, kind="buy_certificate", seat=0).rule.ref == "004:L236"  # one per guild
    state = at(state, 0, 18)  # the Thieves' Guild, not hers: 5 Gold as well
    state = play(state, kind="buy_certificate", seat=0)
    assert (state.hero(0).experience, state.hero(0).gold) == (4, 4)
    assert refused(at(state, 0, 3), kind="buy_certificate", seat=0).rule.id == "certificate"  # not a guild


def test_the_fifth_certificate_wins_at_once_and_the_others_are_ranked():  # 004:L248
    state = stage(at(basic_game(), 0, 6), "turn", 0, turn=1)
    state = hero(state, 0, experience=9, gold=9)
    for c in ("ambidexterity#1", "wharf_rat#1", "horsemanship#1", "teleportation#1"):  # four other guilds
        state = put(state, c, "hero:0:certificates", face_up=False)
    state = put(state, "blessed_weapon#1", "hero:2:certificates", face_up=False)
    state = play(state, kind="buy_certificate", seat=0)
    assert state.result.winners == (0,) and state.result.ranking == (2, 1)
    assert "004:L248" in state.result.reason


def test_no_fights_between_heroes_in_the_basic_version():  # 004:L82
    state = stage(at(at(basic_game(), 0, 3), 1, 3), "turn", 0, turn=1)
    for c in state.zone("space:3"):
        state = put(state, c, "discard:adventure")
    assert refused(state, kind="fight_hero", seat=0, target=1, outcome="win").rule.ref == "004:L82"
    assert refused(state, kind="start_fight", seat=0, target=1).rule.ref == "004:L82"
    assert offers(state, "start_fight") == [] and offers(state, "fight_hero") == []


def test_the_guilds_teach_no_abilities():  # 004:L62
    state = stage(at(basic_game(), 0, 10), "turn", 0, turn=1)
    state = put(state, "concentration#1", "guild:fortress")
    assert refused(state, kind="learn", seat=0, card="concentration#1").rule.ref == "004:L62"


def test_a_hero_who_dies_is_out():  # 004:L194
    state = stage(hero(at(basic_game(), 0, 3), 0, health=0), "turn", 0, turn=1)
    state = play(state, kind="record_death", seat=0)
    assert state.hero(0).status == "out" and state.flow.active == 1
    assert refused(stage(state, "chance", 0), kind="new_character", seat=0, character="mystic").rule.ref == "004:L194"


def test_terrain_cards_fill_only_empty_spaces_face_up():  # 004:L88
    state = basic_game()
    state = play(state, kind="draw_chance", seat=0, card="chance_forest#2", cards=list(FOREST_OPPORTUNITIES))
    assert [len(state.zone(f"space:{i}")) for i in (3, 5, 13, 17)] == [1, 1, 1, 1]
    assert not state.hidden & set(FOREST_OPPORTUNITIES)
    state = stage(state, "chance", 1)
    state = play(state, kind="draw_chance", seat=1, card="chance_forest#1", cards=[])
    assert [len(state.zone(f"space:{i}")) for i in (3, 5, 13, 17)] == [1, 1, 1, 1]
    assert state.flow.stage == "move"


def test_no_astral_attack_in_the_basic_version():  # 004:L48
    state = stage(at(basic_game(), 0, 1), "move", 0, turn=1)
    assert all(o.params.get("how") != "astral" for o in offers(state, "move"))
    assert refused(state, kind="move", seat=0, how="astral", plane=0).rule.id == "astral_attack"
    assert CTX.catalog.deck_instances("artifact", variant="basic") == ()


def test_a_team_play_pair_wins_the_basic_version_together_000_L545():
    """000:L545: if one partner wins, both win; in the Basic version the win is the fifth Certificate (004:L248)."""
    state = play(fresh(4, options={"mode": "basic", "variants": ["team_play"]}), kind="prepare_board")
    state = play(state, kind="roll_first_player", faces=[6, 1, 1, 1])
    guilds = ("concentration#1", "ambidexterity#1", "wharf_rat#1", "horsemanship#1", "teleportation#1")
    for c in guilds[:4]:
        state = put(state, c, Z.certificates(2), face_up=False)
    state = put(stage(at(state, 2, 6), "turn", 2, turn=1), "prayer#1", "deck:ability:monastery", at="start")
    state = play(hero(state, 2, experience=5, gold=5), kind="buy_certificate", seat=2, card="prayer#1")
    assert state.result.winners == (0, 2) and state.result.ranking[:1] in ((1,), (3,))
