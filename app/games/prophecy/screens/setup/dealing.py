"""Herald deals at setup: in "Herald deals" games, the Guardians and Artifacts go to the planes by the game's seed."""

from __future__ import annotations

import secrets

from app.games.prophecy.engine.setup import CreateGame
from app.games.prophecy.screens.play.offers_view import herald_rng

ASTRAL_DECKS = ("lesser", "greater", "artifact")


def deal_planes(catalog, seed: int) -> tuple[tuple[str, str, str], ...]:
    """One Lesser Guardian, one Greater Guardian and one Artifact per plane, shuffled by the seed."""
    rng = herald_rng(seed, 0)
    piles = []
    for deck in ASTRAL_DECKS:
        cards = sorted(catalog.deck_instances(deck))
        rng.shuffle(cards)
        piles.append(cards)
    return tuple(zip(*piles, strict=True))


def prepare_setup(act: CreateGame, catalog) -> tuple[CreateGame, int]:
    """The create action ready to record, and the game's seed: Herald fills the planes when it deals."""
    seed = secrets.randbits(63)
    if act.options.deck_mode == "herald" and act.planes is None and catalog is not None:
        act = act.model_copy(update={"planes": deal_planes(catalog, seed)})
    return act, seed
