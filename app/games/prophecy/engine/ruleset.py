"""The rules that differ by mode and variant, chosen once from the game's options: data and named policies.

Rule modules never test `options.mode` or `options.variants` themselves; they ask `ruleset_of(state)`
(or `ruleset(options)`) and read a field or call a policy. Only this module knows which option changes what.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from . import rulebook
from .realm.options import check_realm
from .state import GameOptions, GameState

Endgame = Literal["final_battle", "apocalypse", "none"]

R_TEAM_SEATS = rulebook.rule("team_seats", "Team Play is a variant for four players.", "000:L543")
R_ENDGAMES = rulebook.rule(
    "one_endgame",
    "The Apocalypse begins with the Final Battle, which the No Final Battle variant does not have: only one of the "
    "two is played.",
    "000:L535",
)
R_BASIC_OPTIONS = rulebook.rule(
    "basic_options",
    "The Basic version has no Artifacts, so the variants built on them (No Final Battle, the Apocalypse) do not apply.",
    "004:L48",
)


@dataclass(frozen=True)
class Ruleset:
    """What a game's mode and variants decide, as plain values."""

    name: str
    # Guardians and Artifacts in the Astral Planes (the Basic version has none).
    astral: bool = True
    # Holding this many Artifacts wins at once (None: no Artifacts in play).
    artifacts_to_win: int | None = 4
    # What taking the fifth Artifact starts when nobody has won by it.
    endgame: Endgame = "final_battle"
    # Seats playing together, each a tuple of seats (empty: everyone for herself).
    teams: tuple[tuple[int, ...], ...] = ()
    # Gold and Items traded between heroes on one space, instead of moving.
    trading: bool = False
    # The Basic version: Certificates bought in the guilds instead of Abilities learnt there.
    certificates_to_win: int | None = None
    guild_abilities: bool = True
    hero_fights: bool = True
    new_characters: bool = True
    # Adventure cards a space holds (the terrain Chance cards stop there).
    cards_per_space: int = 2
    # The initial situation lays out a terrain's Adventure cards (000:L208); the Basic version's board starts empty.
    initial_adventures: bool = True
    # The end-of-round limits of 15 Gold, 15 Experience, 7 Items, 7 Abilities (000:L240); 004 states none.
    round_limits: bool = True
    # Decks read from the catalog for this mode (the catalog's variant name).
    catalog_variant: str = "standard"

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seats that win together with this one."""
        return next((t for t in self.teams if seat in t), (seat,))


STANDARD = Ruleset(name="standard")
BASIC = Ruleset(name="basic", astral=False, artifacts_to_win=None, endgame="none", certificates_to_win=5,
                guild_abilities=False, hero_fights=False, new_characters=False, cards_per_space=1,
                catalog_variant="basic", initial_adventures=False, round_limits=False)
# Variants that need Artifacts, which the Basic version leaves out (004:L48); Trading and Team Play do not.
ARTIFACT_VARIANTS = frozenset({"no_final_battle", "apocalypse"})


def check_options(options: GameOptions, seats: int) -> None:
    """Refuse options that do not make a game (002/000 variants, 004 Basic version)."""
    v = set(options.variants)
    if options.mode == "basic" and v & ARTIFACT_VARIANTS:
        raise rulebook.refuse(R_BASIC_OPTIONS, "The Basic version has no Artifacts for that variant.")
    if {"no_final_battle", "apocalypse"} <= v:
        raise rulebook.refuse(R_ENDGAMES, "No Final Battle and Apocalypse cannot be played together.")
    if "team_play" in v and seats != 4:
        raise rulebook.refuse(R_TEAM_SEATS, f"Team Play is for four players, not {seats}.")
    check_realm(options.realm, options.mode, options.variants)


def ruleset(options: GameOptions) -> Ruleset:
    """The rules a game's options choose."""
    rules = BASIC if options.mode == "basic" else STANDARD
    if rules is BASIC:
        pass  # check_options keeps the Artifact variants out of it
    elif options.has("no_final_battle"):
        rules = Ruleset(name="no_final_battle", artifacts_to_win=2, endgame="none")
    elif options.has("apocalypse"):
        rules = Ruleset(name="apocalypse", endgame="apocalypse")
    extra: dict = {}
    if options.has("team_play"):
        # Partners sit opposite each other, so turns alternate between the teams (000:L545).
        extra.update(teams=((0, 2), (1, 3)), trading=True)
    if options.has("trading"):
        extra["trading"] = True
    if extra:
        name = "+".join(sorted(options.variants))
        rules = Ruleset(**{**rules.__dict__, **extra, "name": f"basic+{name}" if rules is BASIC else name})
    return rules


def ruleset_of(state: GameState) -> Ruleset:
    """The rules of a game in progress."""
    return ruleset(state.options)
