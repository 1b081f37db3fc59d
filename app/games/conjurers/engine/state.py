"""The state of one game of Conjurers: immutable data rebuilt by folding the event log."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from .battle.dice import Die
from .battle.model import Battle
from .battle.profile import Gear, Stats
from .cards import CardFacts
from .model import CATEGORIES, AssistantKind, Figure, Frozen, Myth
from .tables import phase_of

Stage = Literal["setup", "allocation", "resolving", "tournament", "over"]


class Options(Frozen):
    """What the group chose when the game was set up; fixed for the whole game."""

    @property
    def battle_die(self) -> Die:
        """The battle die these options describe."""
        if tuple(self.die) == Die().weights:
            return Die(weights=self.die, no_dice=self.no_dice)
        return Die(weights=self.die, no_dice=self.no_dice, source="the group's count of its own dice")

    game: Literal["conjurers"] = "conjurers"
    players: tuple[str, ...] = ()
    locked: tuple[Myth, ...] = ()
    # Numerals printed on the group's board for spaces the seed gives none (research Q-38).
    numerals: dict[str, int] = Field(default_factory=dict)
    tournaments: bool = False  # the advanced option for four players (001:L447)
    no_dice: bool = False  # battles without dice: each die deals 1 (001:L542-547)
    elements: bool = False  # the elements' extra dice in battles (001:L597)
    healing: bool = False  # same-mythology healing in battles (001:L629)
    die: tuple[int, int, int] = (2, 2, 2)  # faces showing 0, 1, 2 (cards/conjurers/dice.toml, Q-37)


class Creature(Frozen):
    """A creature in an army, with the level and mythology read off its card."""

    card: str
    level: int = Field(ge=1, le=5)
    myth: Myth | None = None


class Artifact(Frozen):
    """An artifact a player bought, with its mythology and printed VP."""

    card: str
    myth: Myth
    vp: int = Field(ge=0)


class Player(Frozen):
    """One seat: figures, stock, army, cards and minus points."""

    seat: int
    name: str
    assistants: tuple[AssistantKind, ...]
    stock: dict[str, int] = Field(default_factory=lambda: dict.fromkeys(CATEGORIES, 0))
    minus: int = 0
    army: tuple[Creature, ...] = ()
    items: tuple[str, ...] = ()
    artifacts: tuple[Artifact, ...] = ()

    @model_validator(mode="after")
    def _never_negative(self) -> Player:
        bad = {k: v for k, v in self.stock.items() if v < 0}
        if bad or self.minus < 0:
            raise ValueError(f"seat {self.seat} would hold a negative amount: {bad or self.minus}")
        return self

    @property
    def figures(self) -> tuple[Figure, ...]:
        """The figures this player places each round: the conjurer and her assistants."""
        return ("conjurer", *self.assistants)

    def creature(self, card: str) -> Creature | None:
        """The army's creature with this card id, or None."""
        return next((c for c in self.army if c.card == card), None)


class Placement(Frozen):
    """A figure on an action space this round; None space means it stayed home."""

    seat: int
    figure: Figure
    space: str | None
    resolved: bool = False


class Tournament(Frozen):
    """A tournament under way after the feeding of round 6 or 12: the draw, the matches won, prizes taken."""

    after_round: int
    semifinals: tuple[tuple[int, int], ...] = ()
    winners: dict[str, int] = Field(default_factory=dict)  # match name -> winning seat
    prizes_taken: int = 0

    def loser(self, match: str) -> int | None:
        """The seat that lost a match already played."""
        pair = self.pair(match)
        return None if pair is None or match not in self.winners else next(s for s in pair if s != self.winners[match])

    def pair(self, match: str) -> tuple[int, int] | None:
        """The two seats of a match, once known."""
        if match in ("semi_1", "semi_2"):
            return self.semifinals[int(match[-1]) - 1] if self.semifinals else None
        if "semi_1" not in self.winners or "semi_2" not in self.winners:
            return None
        if match == "final":
            return (self.winners["semi_1"], self.winners["semi_2"])
        return (self.loser("semi_1"), self.loser("semi_2"))

    @property
    def places(self) -> tuple[int, ...]:
        """Seats by place once the final and third-place match are played (001:L465), else ()."""
        if "final" not in self.winners or "third" not in self.winners:
            return ()
        return (self.winners["final"], self.loser("final"), self.winners["third"], self.loser("third"))


class FedLine(Frozen):
    """One player at a feeding: food owed, paid, short, and the minus points the shortfall cost (001:L435-445)."""

    seat: int
    owed: int
    paid: int
    short: int
    minus: int


class Feeding(Frozen):
    """The last feeding held: after which round, and each player's line."""

    after_round: int
    lines: tuple[FedLine, ...]


class Engagement(Frozen):
    """A battle under way in place of a battleground, duel or tournament match: the placement (or match) it
    resolves, the creature fought for, and the battle itself."""

    seat: int  # the attacker: the player resolving the action, or a match's challenger
    figure: Figure | None = None
    space: str | None = None
    creature: str | None = None  # the battleground's creature fought for
    level: int | None = None
    match: str | None = None  # the tournament match it decides
    battle: Battle


class Score(Frozen):
    """One player's final score, line by line as the seed's Points chapter counts it."""

    seat: int
    creature_levels: int
    variety: dict[int, int]  # level -> VP
    consistency: dict[str, int]  # mythology -> VP
    abundance: dict[str, int]
    artifact_vp: int
    artifact_variety: int
    artifact_consistency: dict[str, int]
    combinations: dict[str, int]
    resources: int
    minus: int

    @property
    def creatures(self) -> int:
        """Creature points: levels plus Variety, Consistency and Abundance (001:L789)."""
        return (self.creature_levels + sum(self.variety.values()) + sum(self.consistency.values())
                + sum(self.abundance.values()))

    @property
    def artifacts(self) -> int:
        """Artifact points: printed VP plus artifact Variety and Consistency (001:L787)."""
        return self.artifact_vp + self.artifact_variety + sum(self.artifact_consistency.values())

    @property
    def combination(self) -> int:
        """Mythological combination points (001:L785)."""
        return sum(self.combinations.values())

    @property
    def total(self) -> int:
        """Every category added, minus points taken off (research SC-17, Q-10)."""
        return self.creatures + self.artifacts + self.combination + self.resources - self.minus


class Standing(Frozen):
    """One player's place at the end: her total, her place (1 for a winner) and the tie-break step that set it."""

    seat: int
    total: int
    place: int
    decided_by: str  # "total" when no one shares her total, a later step, or "shared"


class Result(Frozen):
    """The end of the game: every score, the winners after the tie-break, each player's place."""

    scores: tuple[Score, ...]
    winners: tuple[int, ...]
    decided_by: str  # the tie-break step that separated the leaders, or "shared"
    standings: tuple[Standing, ...] = ()  # in finishing order (so a client need not add the lines up)


class State(Frozen):
    """The whole game at one step."""

    options: Options = Options.model_construct()
    stage: Stage = "setup"
    round: int = 1
    players: tuple[Player, ...] = ()
    button: int = 0  # the Initiative Button's holder
    start: int = 0  # who started this round (the holder when it began, Q-6)
    placements: tuple[Placement, ...] = ()
    mines: dict[str, int] = Field(default_factory=dict)
    piles: dict[str, tuple[str, ...]] = Field(default_factory=dict)  # open creature piles by mythology
    level1_box: tuple[str, ...] = ()  # level 1 creatures not dealt
    items: tuple[str, ...] = ()  # blacksmith stock
    artifacts: tuple[str, ...] = ()  # artificer stock
    out: tuple[str, ...] = ()  # sacrificed creatures, and the cards of locked mythologies
    facts: dict[str, CardFacts] = Field(default_factory=dict)
    tournament: Tournament | None = None
    result: Result | None = None
    fight: Engagement | None = None  # the battle being fought (part 2)
    stats: dict[str, Stats] = Field(default_factory=dict)  # creature numbers typed at the table, kept for the game
    gear: dict[str, Gear] = Field(default_factory=dict)  # item and artifact abilities typed at the table
    fed: Feeding | None = None  # the last feeding held, for the screens to tell once it is paid

    @property
    def phase(self) -> int:
        """The game phase, 1..4 (I..IV)."""
        return phase_of(self.round)

    @property
    def n(self) -> int:
        """How many players."""
        return len(self.players)

    def clockwise(self, first: int) -> list[int]:
        """Every seat clockwise starting with `first`."""
        return [(first + i) % self.n for i in range(self.n)]
