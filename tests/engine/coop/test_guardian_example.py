"""The seed's example of Power Up tokens on the Guardians (003:L541-550), on the real catalog: the printed
values plus the plane's tokens, both Strength and Willpower, tokens adding up; the Master of Pain's combined
value takes the token once (research note Q-11: 14 + 3 = 17)."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import Context, GameState, apply, parse_action
from app.games.prophecy.engine.combat.model import Battle, Opponent
from app.games.prophecy.engine.combat.setup_from_state import build
from tests.engine.kit import real_catalog

# What the table would type for values the catalog lacks and the battle does not turn on.
NEUTRAL = {"experience": 2, "reward": [], "loss": [], "special": []}


@pytest.fixture(scope="module")
def ctx():
    return Context(catalog=real_catalog())


@pytest.fixture(scope="module")
def game(ctx):
    seats = [{"player": "Ann", "character": "paladin", "guilds": ["fortress", "monastery"]},
             {"player": "Bo", "character": "druid", "guilds": ["forest_camp", "magic_tower"]}]
    act = {"kind": "create_game", "options": {"coop": {"mode": "cooperative"}}, "seats": seats}
    return apply(GameState(), parse_action(act), ctx)[0]


def base_stats(ctx, base: str) -> set[str]:
    card = ctx.catalog.card(base)
    return {f for f in ("strength", "willpower") if getattr(card, f, None) is not None}


def _shown(ctx, state, card: str, kind: str, tokens: tuple[int, ...]) -> int:
    """The Guardian's value in a battle of this kind with these tokens on its plane."""
    plane = int(state.where(card).split(":")[1])
    planes = tuple(tokens if p == plane else () for p in range(5))
    state = state.model_copy(update={"coop": state.coop.model_copy(update={"planes": planes})})
    base, values = card.split("#")[0], {}
    for _ in range(4):
        out = build(state, ctx, Battle(seat=0, opponent=Opponent(kind="guardian", card=card), kinds=(kind,),
                                       step="roll", values={base: values} if values else {}))
        if out.setups:
            setup = out.setups[0]
            return setup.foe.current + sum(m.amount for m in setup.foe.modifiers if setup.kind in m.battle_kinds)
        for miss in out.blocking:
            field = miss.split(".")[1]
            values[field] = ("strength_then_wills" if "willpower" in base_stats(ctx, base) else "strength_only") \
                if field == "stat_order" else NEUTRAL[field]
    raise AssertionError(out.blocking)


@pytest.mark.parametrize(("card", "kind", "tokens", "shown", "cite"), [
    ("tortured-souls#1", "wills", (3,), 6, "003:L543"),
    ("scaled-monster#1", "strength", (3,), 10, "003:L544"),
    ("vampire-lord#1", "strength", (3,), 8, "003:L545"),
    ("vampire-lord#1", "wills", (3,), 8, "003:L545"),
    ("master-of-pain#1", "strength", (3,), 17, "003:L546"),
    ("shapeless-things#1", "wills", (3, 2), 11, "003:L550"),
    ("shapeless-things#1", "strength", (3, 2), 10, "003:L550"),
])
def test_the_guardians_of_the_example(ctx, game, card, kind, tokens, shown, cite):
    assert _shown(ctx, game, card, kind, tokens) == shown, cite


def test_no_token_no_bonus_and_no_bonus_outside_the_cooperative_game(ctx, game):
    assert _shown(ctx, game, "scaled-monster#1", "strength", ()) == 7
