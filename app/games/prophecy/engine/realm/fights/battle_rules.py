"""What a battle in the Dragon Realm changes in the arithmetic: where Dragonslayer Abilities count (the paths'
Creatures, and the Lake's dragons in the Dragonslayer variant, never characters or the Lake's Greater Guardian,
003:L279, 003:L357, 003:L403, 003:L663) and the Dragonslayer variant's +1 token by the Lake's dragons (003:L657)."""

from __future__ import annotations

from ...battle import BattleKind, Modifier, Side, SourceKind, Stage
from ...state import GameState

BOTH = (BattleKind.STRENGTH, BattleKind.WILLS)


def dragonslayer_variant(state: GameState) -> bool:
    """Whether the game is the Dragonslayer variant (003:L651)."""
    return state.options.realm is not None and state.options.realm.variant == "dragonslayer"


def dragonslayer_counts(state: GameState, battle) -> bool:
    """Whether Dragonslayer Abilities count: a path's Creature, or the variant's Lake dragon (003:L357, L663)."""
    realm = battle.realm
    if realm is None or battle.opponent.kind != "creature":
        return False
    return realm.where == "path" or (realm.where == "lake" and dragonslayer_variant(state))


def slayer_abilities_asked(state: GameState, facts, battle) -> set[str]:
    """The hero's Dragonslayer Abilities whose unknown numbers a battle where they count asks for (003:L279): no
    rulebook prints Dragonslaying's bonus, so the table types it the first time it counts."""
    if not dragonslayer_counts(state, battle):
        return set()
    held = state.zone(f"hero:{battle.seat}:abilities")
    return {c.split("#")[0] for c in held if getattr(facts.card(c), "ability_set", None) == "dragonslayer"}


def lake_token(state: GameState, battle) -> list[Modifier]:
    """The Dragonslayer variant's +1 token by the Lake's dragon(s) as a breakdown line (003:L657, 003:L663)."""
    realm = battle.realm
    if realm is None or realm.where != "lake" or not dragonslayer_variant(state):
        return []
    return [Modifier(source_kind=SourceKind.POWER_UP, source_id="lake-of-fire-token", label="Lake of Fire +1 token",
                     side=Side.FOE, stage=Stage.SITUATIONAL, amount=1, battle_kinds=BOTH)]
