"""The state of one game of Prophecy: immutable data, rebuilt by folding the event log."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .combat.model import Battle
from .expansion import ExpansionOptions
from .model import Frozen, NameSet, replace_at
from .slots.coop import CoopState
from .slots.coop_options import CoopOptions
from .slots.realm import RealmOptions, RealmPlace
from .slots.sheet import HeroSheet

Variant = Literal["no_final_battle", "apocalypse", "team_play", "trading"]
Mode = Literal["standard", "basic"]
DeckMode = Literal["table", "herald"]
HeroStatus = Literal["active", "dead", "out"]

RED_CAP = 8
BLUE_CAP = 10
START_GOLD = 3
START_EXPERIENCE = 3

# Token fields a hero carries and the engine moves; red/blue are the cubes owned (the characteristic),
# health/magic the cubes on the right side of the character card (the current value).
TOKEN_FIELDS = ("red", "health", "blue", "magic", "gold", "experience")


class GameOptions(Frozen):
    """What the group chose when the game was created; fixed for the whole game."""

    game: Literal["prophecy"] = "prophecy"
    mode: Mode = "standard"
    variants: tuple[Variant, ...] = ()
    deck_mode: DeckMode = "table"
    # The Dragon Realm's Cooperative game or Solo (app/games/prophecy/engine/coop); None: the competitive game.
    coop: CoopOptions | None = None
    # The Dragon Realm expansion's parts (Races, Hybrids, ...): app/games/prophecy/engine/expansion.py.
    expansion: ExpansionOptions = ExpansionOptions.model_construct()
    # The Dragon Realm's board beside the ring (app/games/prophecy/engine/realm); None when not played.
    realm: RealmOptions | None = None

    def has(self, variant: Variant) -> bool:
        """Whether the game is played with this variant."""
        return variant in self.variants


class Hero(Frozen):
    """One seat at the table and the hero its player runs."""

    seat: int
    player: str
    character: str
    red: int = Field(ge=0)
    health: int = Field(ge=0)
    blue: int = Field(ge=0)
    magic: int = Field(ge=0)
    gold: int = Field(default=START_GOLD, ge=0)
    experience: int = Field(default=START_EXPERIENCE, ge=0)
    space: int | None = None
    # Where in the Dragon Realm the hero stands (then `space` is None); realm.position reads both.
    realm: RealmPlace | None = None
    status: HeroStatus = "active"
    # The character's two guilds, first one first (where the hero starts); empty when unknown.
    guilds: tuple[str, ...] = ()
    # The Ancient Races: the hero's Race ids (two with Hybrids), the caps, limits and costs they make, the Gold
    # in a Dwarf's bank (never counted as the hero's Gold, 003:L157) and the card the Goblin's Rage token is on.
    races: tuple[str, ...] = ()
    sheet: HeroSheet = HeroSheet.model_construct()
    bank: int = Field(default=0, ge=0)
    rage: str | None = None

    @property
    def wounds(self) -> int:
        """Red cubes on the left side of the card: Health still to heal."""
        return self.red - self.health

    @property
    def spent(self) -> int:
        """Blue cubes on the left side of the card: Magic still to recharge."""
        return self.blue - self.magic


class Flow(Frozen):
    """Where the game stands: the round, whose round it is and which step of it."""

    stage: str = "setup"
    round: int = 0
    active: int | None = None
    turn: int = 0
    # Marks starting "turn:" last one turn, "round:" one player's round; others until removed.
    marks: NameSet = frozenset()
    extra_turns: int = 0
    first: int | None = None


class GameResult(Frozen):
    """How the game ended: the winning seats (empty when nobody won) and why."""

    winners: tuple[int, ...]
    reason: str
    # The other seats in order of merit where the mode ranks them (the Basic version: by Certificates).
    ranking: tuple[int, ...] = ()


class GameState(Frozen):
    """Everything Herald knows about one game at one moment."""

    options: GameOptions = GameOptions.model_construct()
    heroes: tuple[Hero, ...] = ()
    flow: Flow = Field(default_factory=Flow)  # not Flow(): a model built at import (app/web/README.md)
    zones: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    hidden: NameSet = frozenset()
    damaged: NameSet = frozenset()
    # Weapons a dwarf strengthened by weaponcraft: a Gold piece lies on them as a marker (003:L163).
    crafted: NameSet = frozenset()
    result: GameResult | None = None
    # How often each deck was reshuffled, and for each face-down card on the board which shuffle of its
    # deck it came from: unseen cards are interchangeable only within the same shuffle.
    reshuffles: dict[str, int] = Field(default_factory=dict)
    batch: dict[str, int] = Field(default_factory=dict)
    # The battle being fought, shown on every screen until its outcome is applied (app/games/prophecy/engine/combat).
    battle: Battle | None = None
    # The catalog's names of this game's cards where the id does not spell them ("thors-hammer": "Thor's
    # Hammer"), recorded at creation so the log names cards as the panels do without reading the catalog.
    names: dict[str, str] = Field(default_factory=dict)
    # The cooperative clock (tokens, collapse, Time Freeze); None outside the Cooperative game and Solo.
    coop: CoopState | None = None
    # Power Up tokens lying on each Astral Plane (by plane index), each adding to both of its Guardians'
    # Strength and Willpower: Increased Guardian Power's one token per plane (003:L641-643).
    power_ups: dict[int, tuple[int, ...]] = Field(default_factory=dict)

    def hero(self, seat: int) -> Hero:
        """The hero at a seat."""
        return self.heroes[seat]

    def with_hero(self, hero: Hero) -> GameState:
        """A copy with one hero replaced."""
        return self.model_copy(update={"heroes": replace_at(self.heroes, hero.seat, hero)})

    def zone(self, name: str) -> tuple[str, ...]:
        """The cards in a zone, in order (top or oldest first); empty if the zone is unused."""
        return self.zones.get(name, ())

    def where(self, card: str) -> str | None:
        """The zone holding a card instance, or None."""
        for name, cards in self.zones.items():
            if card in cards:
                return name
        return None
