"""The battle in progress, as the state keeps it: who fights whom, what was chosen, and the rolls so far."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from ..model import Frozen
from ..slots.realm import RealmPlace

Step = Literal["kind", "answer", "equip", "roll", "reward", "loss_choice"]
SideName = Literal["hero", "foe"]
KindName = Literal["strength", "wills"]
RollOutcome = Literal["win", "draw", "lose"]
# The table's values for card fields Herald does not know, in the overrides shape {card: {field: value}}.
Values = dict[str, dict[str, Any]]


class Opponent(Frozen):
    """What the hero fights: a Creature on her space, a Guardian, or another seat's hero."""

    kind: Literal["creature", "guardian", "hero"]
    card: str | None = None
    seat: int | None = None


class SpellCast(Frozen):
    """A whole-battle Spell or activated Ability announced with the equipment (maybe cast on a weapon)."""

    card: str
    on: str | None = None
    discount: int = Field(default=0, ge=0, le=10)  # Magic taken off by Effective Spellcasting, the Ring, an Elf


class GmModifier(Frozen):
    """The table's own "other ±N" with its reason, for a card text Herald cannot apply itself."""

    side: SideName
    amount: int = Field(ge=-20, le=20)
    reason: str = Field(min_length=1, max_length=120)
    roll: int | None = Field(default=None, ge=1, le=3)


class Loadout(Frozen):
    """One fighter's announcement: Items used for the whole battle and the Spells cast with them."""

    items: tuple[str, ...] = ()
    spells: tuple[SpellCast, ...] = ()
    announced: bool = False


class RollRecord(Frozen):
    """One roll of the battle as it fell."""

    segment: int = 0
    roll: int
    hero_faces: tuple[int, ...]
    foe_faces: tuple[int, ...]
    hero_total: int
    foe_total: int
    outcome: RollOutcome
    by_herald: bool = False
    used: tuple[str, ...] = ()


class RealmFight(Frozen):
    """A battle in the Dragon Realm: a path's Creature, the Lake of Fire, or heroes on one Realm space."""

    # realm/fights/fight.py opens it. `before`: the space a draw sends the hero back to; `back`: the ring space beside the
    # Gate's plane each seat chose to come out on if the battle sends her out of the Realm (003:L359, L391, L407).

    where: Literal["path", "lake", "hero"]
    before: RealmPlace | None = None
    back: dict[int, int] = Field(default_factory=dict)


class Battle(Frozen):
    """A battle in progress. HERO is the hero whose turn it is (the attacker); FOE the opponent."""

    seat: int
    opponent: Opponent
    step: Step = "kind"
    announced: KindName | None = None
    kinds: tuple[KindName, ...] = ()
    segment: int = 0
    lives: int = 1
    wills_payer: SideName | None = None
    wills_cost: int = 0
    # Cubes on the right side of each fighter's card when the kind was fixed: {"hero": {"strength": 3, ...}}.
    start: dict[str, dict[str, int]] = Field(default_factory=dict)
    hero: Loadout = Loadout.model_construct()
    foe: Loadout = Loadout.model_construct()
    pending: tuple[str, ...] = ()
    foe_pending: tuple[str, ...] = ()
    # (segment, roll) for which the attacker said she uses nothing more (Fire Breathing's order, 003:L791).
    hero_done: tuple[int, int] | None = None
    used: tuple[tuple[int, int, str], ...] = ()
    gm: tuple[GmModifier, ...] = ()
    rolls: tuple[RollRecord, ...] = ()
    outcome: RollOutcome | None = None
    # The table's values for card fields Herald does not know, in the overrides shape {card: {field: value}}.
    values: dict[str, dict[str, Any]] = Field(default_factory=dict)
    # The one type the hero chose for a Creature whose card lets her (the Nightmare, 003:L715).
    chosen_type: Literal["demon", "undead", "humanoid", "animal"] | None = None
    # Set for a battle in the Dragon Realm: its own outcomes and Dragonslayer Abilities (003:L357, 003:L403).
    realm: RealmFight | None = None
    # A negative Dragon card's own ruling (realm/fights/dragon_rulings.py): the Magic the hero paid against the
    # Skeletal Dragon, capping her die (003:L763), and the Phantom Dragon's Strength fixed for this battle (003:L759).
    paid_magic: int | None = Field(default=None, ge=0, le=30)
    fixed_strength: int | None = Field(default=None, ge=0, le=40)

    @property
    def kind(self) -> KindName | None:
        """The kind of the segment being fought (None before it is fixed)."""
        return self.kinds[self.segment] if self.kinds else None

    def rolls_of(self, segment: int) -> tuple[RollRecord, ...]:
        """The rolls of one segment (a Vampire's Battle of Wills is segment 0, its Strength segment 1)."""
        return tuple(r for r in self.rolls if r.segment == segment)

    @property
    def next_roll(self) -> int:
        """The number of the next roll of the current segment (1-based)."""
        return len(self.rolls_of(self.segment)) + 1
