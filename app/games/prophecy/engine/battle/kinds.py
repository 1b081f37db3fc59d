"""Which battle kinds are open, what starting a Battle of Wills costs, and who pays.

Against a creature, its stat order decides (000:L347-353). Between characters the
attacker (HERO, lighter die) announces the kind, and a defender (FOE, darker die) facing
a Battle of Strength may pay to turn it into a Battle of Wills (000:L385-389). Whoever
starts a Battle of Wills pays 2 Magic plus 1 per Artifact the opponent holds (000:L387).
"""

from enum import StrEnum

from pydantic import Field

from .frozen import FrozenModel
from .modifier_model import Cost, Modifier
from .terms import BattleKind, Side, SourceKind, Stage

WILLS_BASE_COST = 2


class StatOrder(StrEnum):
    """How a creature card lists its characteristics."""

    STRENGTH_ONLY = "strength_only"
    STRENGTH_THEN_WILLS = "strength_then_wills"
    WILLS_ONLY = "wills_only"
    WILLS_THEN_STRENGTH = "wills_then_strength"


class KindOption(FrozenModel):
    """One way the battle could be fought, whether it is open, and what it costs whom."""

    kinds: tuple[BattleKind, ...] = Field(min_length=1)
    allowed: bool
    forced: bool = False
    magic_cost: int = Field(0, ge=0)
    payer: Side | None = None
    reason: str
    rule: str

    @property
    def label(self) -> str:
        """Short display name such as 'Battle of Wills (2 Magic)'."""
        names = " then ".join("Battle of Wills" if k is BattleKind.WILLS else "Battle of Strength" for k in self.kinds)
        return f"{names} ({self.magic_cost} Magic)" if self.magic_cost else names

    def cost_modifier(self) -> Modifier | None:
        """The start payment as a modifier for the payer's side, or None when it is free."""
        if not self.magic_cost or self.payer is None:
            return None
        return wills_start_modifier(self.payer, self.magic_cost)


def wills_start_cost(opponent_artifacts: int = 0, discount: int = 0) -> int:
    """Magic to start a Battle of Wills: 2, plus 1 per opponent Artifact, less any discount."""
    if opponent_artifacts < 0 or discount < 0:
        raise ValueError("artifact counts and discounts cannot be negative")
    return max(0, WILLS_BASE_COST + opponent_artifacts - discount)


def wills_start_modifier(payer: Side, magic: int) -> Modifier:
    """The Magic paid to start a Battle of Wills, as a whole-battle modifier that lowers Willpower."""
    return Modifier(
        source_kind=SourceKind.BATTLE_RULE,
        source_id="battle_of_wills_start",
        label="Start Battle of Wills",
        side=payer,
        stage=Stage.CHARACTERISTIC,
        battle_kinds=(BattleKind.WILLS,),
        cost=Cost(magic=magic),
    )


def _paid_wills(payer: Side, magic: int, cost: int, rule: str, who: str) -> KindOption:
    if magic < 0:
        raise ValueError(f"{who}'s Magic cannot be negative, got {magic}")
    if magic < cost:
        return KindOption(
            kinds=(BattleKind.WILLS,), allowed=False, magic_cost=cost, payer=payer, rule=rule,
            reason=f"{who} needs {cost} Magic to start a Battle of Wills but has {magic}",
        )
    return KindOption(
        kinds=(BattleKind.WILLS,), allowed=True, magic_cost=cost, payer=payer, rule=rule,
        reason=f"{who} pays {cost} Magic to start a Battle of Wills",
    )


def creature_battle_options(order: StatOrder, hero_magic: int, *, discount: int = 0,
                            sequence: bool = True) -> tuple[KindOption, ...]:
    """Open and refused battle kinds against a creature, from its stat order and the hero's Magic. Willpower first,
    then Strength, is a card's own rule (000:L353): the Vampire's sequence of two battles (000:L800) only when
    `sequence` says its card has it; otherwise the hero picks a kind and the table applies the card's rule."""
    if hero_magic < 0:
        raise ValueError(f"the hero's Magic cannot be negative, got {hero_magic}")
    strength, wills = (BattleKind.STRENGTH,), (BattleKind.WILLS,)
    if order is StatOrder.STRENGTH_ONLY:
        return (
            KindOption(kinds=strength, allowed=True, forced=True, rule="000:L347",
                       reason="the creature has only Strength, so it is a Battle of Strength"),
            KindOption(kinds=wills, allowed=False, rule="000:L347",
                       reason="the creature has no Willpower, so no Battle of Wills is possible"),
        )
    if order is StatOrder.STRENGTH_THEN_WILLS:
        return (
            KindOption(kinds=strength, allowed=True, rule="000:L349",
                       reason="the creature attacks with Strength"),
            _paid_wills(Side.HERO, hero_magic, wills_start_cost(0, discount), "000:L349", "the hero"),
        )
    if order is StatOrder.WILLS_ONLY:
        return (
            KindOption(kinds=wills, allowed=True, forced=True, rule="000:L351",
                       reason="the creature attacks with Willpower; the hero pays nothing"),
            KindOption(kinds=strength, allowed=False, rule="000:L351",
                       reason="a Battle of Wills takes precedence, so Strength cannot be chosen"),
        )
    if not sequence:
        return (
            KindOption(kinds=wills, allowed=True, rule="000:L353",
                       reason="the creature states Willpower first; its card's own rules apply"),
            KindOption(kinds=strength, allowed=True, rule="000:L353",
                       reason="the creature states Willpower first; its card's own rules apply"),
        )
    return (
        KindOption(kinds=(BattleKind.WILLS, BattleKind.STRENGTH), allowed=True, forced=True, rule="000:L800",
                   reason="the card's own rule: a Battle of Wills, then (if won) a Battle of Strength"),
    )


def attacker_battle_options(
    attacker_magic: int, defender_artifacts: int, *, discount: int = 0
) -> tuple[KindOption, ...]:
    """What the attacking character (HERO) may announce against another character."""
    return (
        KindOption(kinds=(BattleKind.STRENGTH,), allowed=True, rule="000:L385",
                   reason="the attacker may announce a Battle of Strength"),
        _paid_wills(Side.HERO, attacker_magic, wills_start_cost(defender_artifacts, discount), "000:L387",
                    "the attacker"),
    )


def defender_battle_options(
    announced: BattleKind, defender_magic: int, attacker_artifacts: int, *, discount: int = 0
) -> tuple[KindOption, ...]:
    """The defending character's (FOE) answer to the attacker's announced battle kind."""
    if announced is BattleKind.WILLS:
        return (
            KindOption(kinds=(BattleKind.WILLS,), allowed=True, forced=True, rule="000:L385",
                       reason="a paid Battle of Wills must be accepted"),
        )
    return (
        KindOption(kinds=(BattleKind.STRENGTH,), allowed=True, rule="000:L385",
                   reason="the defender accepts the Battle of Strength"),
        _paid_wills(Side.FOE, defender_magic, wills_start_cost(attacker_artifacts, discount), "000:L387",
                    "the defender"),
    )
