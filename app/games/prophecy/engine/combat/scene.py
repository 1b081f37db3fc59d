"""Where a battle happens and who fights it, for effects bound to a terrain, to the first battle of an Astral
attack, or to the hero's Race."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Scene:
    """Where the battle happens and the Races the hero counts as, for the effects bound to them."""

    terrain: str | None
    first_astral_battle: bool
    races: tuple[str, ...] = ("human",)
    # Whether Dragonslayer Abilities count: against the Realm's Creatures only (003:L279, 003:L357, 003:L663).
    dragonslayer: bool = False

    def counts(self, eff) -> bool:
        """Whether an effect applies here: its terrain is the space's (000:L517); a first-roll bonus for attacking
        a plane counts only in the attack's first battle (000:L712); a card naming Races fits the hero's (003:L133)."""
        if getattr(eff, "terrain", None) and eff.terrain != self.terrain:
            return False
        if not self.fits_race(eff):
            return False
        return not (eff.astral_only and getattr(eff, "roll", None) == "first_roll" and not self.first_astral_battle)

    def fits_race(self, eff) -> bool:
        """Whether a card naming Races is for this hero (every hero is human without the Races part, 003:L133)."""
        return not getattr(eff, "races", ()) or bool(set(eff.races) & set(self.races))

    def allows(self, card) -> bool:
        """Whether a card's battle effects may count here: a Dragonslayer Ability only where they work (003:L279)."""
        return self.dragonslayer or getattr(card, "ability_set", None) != "dragonslayer"
