"""The rules that differ by mode and variant, chosen once from the game's options: data and named policies.

Rule modules never test `options.mode` or `options.variants` themselves; they ask `ruleset_of(state)`
(or `ruleset(options)`) and read a field or call a policy. Only this module knows which option changes what.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from . import modes
from .seams import Seam
from .state import GameOptions, GameState

# Extension point (seams.py): the expansion's checks of its own options: (options) -> None or IllegalAction.
CHECK_OPTIONS = Seam("ruleset: the options checked", lambda options: None)

Endgame = Literal["final_battle", "apocalypse", "none"]


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
    # The Cooperative game and Solo (app/games/prophecy/engine/coop): None, "cooperative" or "solo".
    coop: str | None = None
    # Chance events that work as a Prophetic Dream (Solo adds Legends of Dragons, 003:L613).
    dream_events: tuple[str, ...] = ("prophetic_dream",)
    # A hero holding Artifacts waits for the others to hold as many before attacking a plane (003:L556).
    attack_parity: bool = False
    # Who plays first: "roll" (a die each, 000:L214) or "choose" (the group picks freely, 003:L495).
    first_player: str = "roll"
    # Race cards each hero holds: 0 without the Ancient Races, 1 with them, 2 with Hybrids (003:L103, 003:L647).
    races_per_hero: int = 0

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seats that win together with this one."""
        return next((t for t in self.teams if seat in t), (seat,))


STANDARD = Ruleset(name="standard")
BASIC = Ruleset(name="basic", astral=False, artifacts_to_win=None, endgame="none", certificates_to_win=5,
                guild_abilities=False, hero_fights=False, new_characters=False, cards_per_space=1,
                catalog_variant="basic", initial_adventures=False, round_limits=False)
# The group wins with all five Artifacts and everyone alive, and loses together (003:L569-577, L623-625):
# no crown, no Final Battle, no new character after a death. Trading is always on in the Cooperative game
# (003:L525) and absent from Solo (003:L617); Solo's Legends of Dragons is a second Prophetic Dream (003:L613).
COOPERATIVE = Ruleset(name="cooperative", artifacts_to_win=None, endgame="none", trading=True, new_characters=False,
                      coop="cooperative", attack_parity=True, first_player="choose")
SOLO = Ruleset(name="solo", artifacts_to_win=None, endgame="none", new_characters=False, coop="solo",
               dream_events=("prophetic_dream", "legends_of_dragons"), first_player="choose")
def check_options(options: GameOptions, seats: int) -> None:
    """Refuse options that do not make a game: what the rules do not combine (modes.py), and what the
    expansion's own options refuse (CHECK_OPTIONS; realm/: a Lake of Fire the Realm cannot hold)."""
    modes.check(options, seats)
    CHECK_OPTIONS(options)


def ruleset(options: GameOptions) -> Ruleset:
    """The rules a game's options choose."""
    if options.coop is not None:
        rules = COOPERATIVE if options.coop.mode == "cooperative" else SOLO
        return _with_races(rules, options)
    rules = BASIC if options.mode == "basic" else STANDARD
    if rules is BASIC:
        pass  # modes.check keeps the Artifact variants out of it
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
    return _with_races(rules, options)


def _with_races(rules: Ruleset, options: GameOptions) -> Ruleset:
    """The rules with each hero's Race cards: the Ancient Races go with every mode (003:L473, 003:L599)."""
    if options.expansion.races_per_hero:
        return Ruleset(**{**rules.__dict__, "races_per_hero": options.expansion.races_per_hero})
    return rules


def ruleset_of(state: GameState) -> Ruleset:
    """The rules of a game in progress."""
    return ruleset(state.options)
