"""In the Realm: Abilities used instead of moving unless bound to a terrain (003:L335), and the Banner of Hope
before the movement (003:L343)."""

from __future__ import annotations

from app.games.prophecy.engine import legal_actions
from app.games.prophecy.engine.realm.position import on_path
from app.games.prophecy.engine.rules import zones as Z
from tests.engine.kit import hero, put
from tests.engine.realm.realmkit import ctx_for, play, refused
from tests.engine.realm.test_realm_actions import realm_game

HERE = on_path("left", 2)


def in_the_realm(*abilities: str):
    state = hero(realm_game(), 0, space=None, realm=HERE, health=3, magic=1)
    for card in abilities:
        state = put(state, card, Z.abilities(0))
    return state


def test_an_instead_of_moving_ability_works_in_the_realm_and_she_stays_003_L335():
    """003:L335: Abilities that give up the movement (Blacksmithing, Meditation, Miraculous Healing) are used."""
    ctx = ctx_for()
    state = in_the_realm("sacrifice#1", "field_chant#1")
    cards = [o.params["card"] for o in legal_actions(state, ctx) if o.kind == "instead_of_moving"]
    assert cards == ["sacrifice#1"]
    after = play(ctx, state, kind="instead_of_moving", seat=0, card="sacrifice#1", magic=1)
    h = after.hero(0)
    assert (h.realm, h.health, h.magic) == (HERE, 2, 2)
    assert refused(ctx, after, kind="realm_step", seat=0, how="stay") == "stage"  # the movement is spent
    play(ctx, after, kind="end_turn", seat=0)


def test_a_terrain_bound_ability_is_refused_in_the_realm_but_not_on_the_ring_003_L335():
    """003:L335: an Ability like People's Hospitality needs a certain terrain, which the Realm lacks."""
    ctx = ctx_for()
    state = in_the_realm("field_chant#1")
    assert refused(ctx, state, kind="instead_of_moving", seat=0, card="field_chant#1") == "realm_terrain_bound"
    ring = hero(state, 0, realm=None, space=3)
    assert play(ctx, ring, kind="instead_of_moving", seat=0, card="field_chant#1").hero(0).magic == 2


def test_the_real_peoples_hospitality_is_terrain_bound():
    """The catalog marks People's Hospitality with the `needs_terrain` hook (003:L335)."""
    from app.games.prophecy.engine import Context
    from app.games.prophecy.engine.realm.instead import terrain_bound
    from tests.engine.realm.realmkit import REAL

    ctx = Context(catalog=REAL)
    assert terrain_bound(ctx, "peoples-hospitality#1") and not terrain_bound(ctx, "miraculous-healing#1")


def test_the_banner_of_hope_is_rolled_in_the_realm_before_moving_003_L343():
    """003:L343: the Banner works in the Realm, before the movement."""
    ctx = ctx_for()
    state = put(in_the_realm(), "banner_of_hope#1", Z.items(0))
    assert any(o.kind == "use_banner" for o in legal_actions(state, ctx))
    rolled = play(ctx, state, kind="use_banner", seat=0, face=6)
    assert rolled.flow.stage == "move" and "turn:banner" in rolled.flow.marks
    stepped = play(ctx, rolled, kind="realm_step", seat=0, how="stay")
    assert refused(ctx, stepped, kind="use_banner", seat=0, face=1) in ("stage", "banner_of_hope")
