"""Herald deals at setup: in "Herald deals" games, the Guardians and Artifacts go to the planes by the game's seed;
with random Increased Guardian Power, the +1 and +2 tokens the table did not type go to the planes the same way."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from app.games.prophecy.screens.play.offers_view import herald_rng

if TYPE_CHECKING:
    from app.games.prophecy.engine.setup import CreateGame
    from app.games.prophecy.engine.state import GameOptions


def deal_planes(catalog, seed: int, options: GameOptions | None = None) -> tuple[tuple[str, str, str], ...]:
    """One Lesser Guardian, one Greater Guardian and one Artifact per plane, shuffled by the seed (with the new
    Guardians, the ones left over are set aside by the engine)."""
    from app.games.prophecy.engine import Context
    from app.games.prophecy.engine.realm.setup import GATE_CARD
    from app.games.prophecy.engine.rules import zones as Z
    from app.games.prophecy.engine.setup import astral_piles
    from app.games.prophecy.engine.state import GameOptions

    rng = herald_rng(seed, 0)
    piles = []
    for cards in astral_piles(Context(catalog=catalog), options or GameOptions()):
        cards = list(cards)
        rng.shuffle(cards)
        piles.append(cards)
    if (options or GameOptions()).realm and piles:  # the Gate among four of the others (003:L255)
        gate = next(c for c in piles[0] if Z.base_id(c) == GATE_CARD)
        five = [gate, *(c for c in piles[0] if c != gate)][:5]
        rng.shuffle(five)
        piles[0] = five + [c for c in piles[0] if c not in five]
    return tuple(zip(*piles, strict=False))[:len(Z.PLANES)]


def deal_tokens(options: GameOptions, seed: int) -> tuple[int, ...] | None:
    """A +1 or +2 token for each plane by the seed, when the game deals them at random (003:L643)."""
    from app.games.prophecy.engine.expansion import POWER_TOKENS
    from app.games.prophecy.engine.rules import zones as Z

    allowed = POWER_TOKENS[options.expansion.guardian_power]
    if len(allowed) < 2:
        return None
    rng = herald_rng(seed, -1)
    return tuple(rng.choice(allowed) for _ in Z.PLANES)


def prepare_setup(act: CreateGame, catalog, seed: int | None = None) -> tuple[CreateGame, int]:
    """The create action ready to record, and the game's seed (the one the draft was dealt from, if any): Herald
    fills the planes when it deals, and the random Guardian Power tokens the table did not type."""
    from app.games.prophecy.engine.ruleset import ruleset

    seed = secrets.randbits(63) if seed is None else seed
    # The Basic version has no Guardians or Artifacts to deal (004:L48).
    if act.options.deck_mode == "herald" and act.planes is None and catalog is not None and ruleset(act.options).astral:
        act = act.model_copy(update={"planes": deal_planes(catalog, seed, act.options)})
    if act.guardian_tokens is None and (tokens := deal_tokens(act.options, seed)) is not None:
        act = act.model_copy(update={"guardian_tokens": tokens})
    return act, seed
