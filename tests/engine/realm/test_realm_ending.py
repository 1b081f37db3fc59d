"""The Realm's ending (003:L419-441): no crown before the Lake's Artifact is won; a Heart holder's Artifact must
be won from her; a fallen hero's Artifacts lie on her Realm space until someone ends a turn there, the Final
Battle waits for them, the heroes in the Realm come back when it begins, and with the Apocalypse the fifth
Artifact closes the Gate."""

from __future__ import annotations

from app.games.prophecy.engine import apply, legal_actions, parse_action
from app.games.prophecy.engine.endgame.artifacts import all_held
from app.games.prophecy.engine.endgame.ending import game_won
from app.games.prophecy.engine.realm.fallen import fallen_zone, gate_closed
from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT
from app.games.prophecy.engine.realm.heart import heart_zone
from app.games.prophecy.engine.realm.position import GATE, on_path
from app.games.prophecy.engine.rules import zones as Z
from tests.engine.kit import hero, stage
from tests.engine.realm.realmkit import ctx_for, met, play, refused
from tests.engine.realm.test_realm_actions import CTX, gate_space, realm_game


def four_for_seat_0(lake_to: str | None):
    """Seat 0 holds the Artifacts of planes 1-4; the Lake's goes to `lake_to` (or stays)."""
    state = realm_game()
    zones = dict(state.zones)
    taken = []
    for p in range(1, 5):
        taken += zones.pop(Z.plane(p, "artifact"))
    zones[Z.items(0)] = tuple(taken)
    if lake_to:
        zones[lake_to] = zones.pop(LAKE_ARTIFACT)
    return state.model_copy(update={"zones": zones, "hidden": state.hidden - set(taken)})


def test_four_artifacts_do_not_crown_while_the_lakes_is_out_there():
    """003:L431: the game does not end before someone has the Lake of Fire's Artifact."""
    assert game_won(four_for_seat_0(None), CTX) == ()
    plain = four_for_seat_0(None).model_copy(update={"options": four_for_seat_0(None).options.model_copy(
        update={"realm": None})})
    assert game_won(plain, CTX)  # without the Realm, four Artifacts crown at once (000:L493)


def test_once_it_is_won_four_crown_unless_a_heart_holder_keeps_one():
    """Q-25: four crown once the Lake's Artifact is out; 003:L419 (Q-24): not while a living Heart holder holds an
    Artifact, which must be won from her in battle."""
    state = four_for_seat_0(Z.items(1))
    (ended,) = game_won(state, CTX)
    assert ended.result.winners == (0,)
    hearted = state.model_copy(update={"zones": {**state.zones, heart_zone(1): ("dragon-heart-1",)}})
    assert game_won(hearted, CTX) == ()


def test_a_realm_that_can_no_longer_open_does_not_hold_up_the_crown():
    """The table turned up every Lesser Guardian and none was the Gate: no Lake Artifact will ever be there to win,
    so four Artifacts crown (003:L431 waits for an Artifact the table can still reach)."""
    state = four_for_seat_0(None)
    zones = {**state.zones, Z.plane(0, "lesser"): ("sphinx#1",)}
    zones.pop(LAKE_ARTIFACT, None)
    lessers = {c for p in Z.PLANES for c in zones.get(Z.plane(p, "lesser"), ())}
    unopened = state.model_copy(update={"zones": zones, "hidden": state.hidden - lessers})
    (ended,) = game_won(unopened, CTX)
    assert ended.result.winners == (0,)
    still_hidden = unopened.model_copy(update={"hidden": unopened.hidden | {"sphinx#1"}})
    assert game_won(still_hidden, CTX) == ()


ARTIFACTS = ("royal_cape#1", "banner_of_hope#1", "mirrored_shield#1", "crown_of_the_ancient_kings#1", "artifact_five#1")
HERE = on_path("left", 3)


def deal_artifacts(state, **where):
    """Every Artifact taken from wherever it lies and put in the zones named (by index into ARTIFACTS)."""
    zones = {z: tuple(c for c in cards if c not in ARTIFACTS) for z, cards in state.zones.items()}
    for zone, picks in where.items():
        zones[zone.replace("__", ":")] = tuple(ARTIFACTS[i] for i in picks)
    return state.model_copy(update={"zones": zones, "hidden": state.hidden - set(ARTIFACTS)})


def test_a_hero_killed_by_an_obstacle_leaves_her_artifacts_on_its_space_003_L423():
    """003:L423: she dies on the space of the card that killed her, and her Artifacts stay there."""
    ctx = ctx_for("eyes-of-fire", ruling=None, experience=1)
    state = deal_artifacts(met(ctx, health=1), **{"hero__0__items": (0, 1)})
    after = play(ctx, state, kind="realm_obstacle", seat=0, outcome="failed", health=2)
    assert after.hero(0).status == "dead"
    assert after.zone(fallen_zone(HERE)) == ARTIFACTS[:2] and not after.zone(Z.items(0))


def test_the_first_hero_to_end_her_turn_there_takes_them_and_the_final_battle_waits_003_L423():
    """003:L423: the first hero ending her turn on that space gains them; the Final Battle cannot begin before;
    003:L435: once it begins the heroes in the Realm are brought back to the main board."""
    ctx = ctx_for()
    state = hero(stage(realm_game(), "turn", seat=1), 1, space=None, realm=HERE)
    state = deal_artifacts(state, **{"hero__0__items": (0, 1, 2), "hero__1__items": (3,),
                                     fallen_zone(HERE).replace(":", "__"): (4,)})
    assert not all_held(state, ctx) and "final_battle" not in state.flow.marks
    after, events = apply(state, parse_action({"kind": "end_turn", "seat": 1}), ctx)
    assert set(after.zone(Z.items(1))) == {ARTIFACTS[3], ARTIFACTS[4]} and not after.zone(fallen_zone(HERE))
    assert "final_battle" in after.flow.marks
    assert after.hero(1).realm is None
    assert any("came back from the Dragon Realm" in e.describe(state) for e in events if e.kind == "realm_moved")
    space = legal_actions(after, ctx)[0].choices["space"][3]
    gathered = play(ctx, after, kind="choose_battleground", seat=after.flow.active, space=space)
    assert {gathered.hero(s).space for s in (0, 1)} == {space}


def test_a_hero_staying_in_place_takes_them_too():
    """003:L423: ending the turn there by giving up the movement counts as well."""
    ctx = ctx_for()
    state = hero(stage(realm_game(), "move", seat=1), 1, space=None, realm=HERE)
    state = deal_artifacts(state, **{fallen_zone(HERE).replace(":", "__"): (4,)})
    stayed = play(ctx, state, kind="realm_step", seat=1, how="stay")
    assert play(ctx, stayed, kind="end_turn", seat=1).zone(Z.items(1)) == (ARTIFACTS[4],)


def test_with_the_apocalypse_the_fifth_artifact_closes_the_gate_003_L439():
    """003:L439: the Gate closes once the fifth Artifact is taken; heroes inside come out beside its plane."""
    ctx = ctx_for()
    state = hero(realm_game(), 1, space=None, realm=GATE)
    state = deal_artifacts(state, **{"hero__0__items": (0, 1, 2), "hero__1__items": (3, 4)})
    state = state.model_copy(update={"options": state.options.model_copy(update={"variants": ("apocalypse",)})})
    assert not gate_closed(state)
    looming = state.model_copy(update={"flow": state.flow.model_copy(update={"marks": state.flow.marks | {"apocalypse"}})})
    assert gate_closed(looming)
    after = hero(play(ctx, looming, kind="move", seat=0, how="stay"), 0, space=gate_space())
    assert after.hero(1).realm is None and after.hero(1).space == gate_space()
    after = stage(after, "move", seat=0)
    assert refused(ctx, after, kind="realm_enter", seat=0) == "realm_gate_closed"
    assert not [o for o in legal_actions(after, ctx) if o.kind == "realm_enter"]


def test_after_the_gate_closes_legends_and_dreams_are_skipped_for_the_next_card_003_L441():
    """003:L441: in the Apocalypse's Final Battle, Legends of Dragons and Prophetic Dream are ignored: the next
    card is turned up instead (and with none left the Apocalypse begins)."""
    ctx = ctx_for()
    state = deal_artifacts(realm_game(), **{"hero__0__items": (0, 1, 2), "hero__1__items": (3, 4)})
    state = state.model_copy(update={"options": state.options.model_copy(update={"variants": ("apocalypse",)})})
    flow = state.flow.model_copy(update={"stage": "chance", "marks": state.flow.marks | {"apocalypse"}})
    closed = state.model_copy(update={"flow": flow})
    after = play(ctx, closed, kind="draw_chance", seat=0, card="prophetic_dream#1")
    assert after.flow.stage == "chance" and "prophetic_dream#1" in after.zone(Z.discard("chance"))
    still_open = state.model_copy(update={"flow": flow.model_copy(update={"marks": state.flow.marks})})
    assert play(ctx, still_open, kind="draw_chance", seat=0, card="prophetic_dream#1").flow.stage != "chance"
