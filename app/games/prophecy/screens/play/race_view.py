"""A hero's Race as the panels, the phone and the player aid show it: the Race(s), the caps, limits and Ability
cost they make, the Dwarf's bank and where the Goblin's Rage token lies (003:L103-185)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RaceView:
    """What a hero's Races change, in words and numbers."""

    names: str
    red_cap: int
    blue_cap: int
    item_limit: int
    ability_limit: int
    ability_cost: int
    bank: int | None
    bank_cap: int
    rage: str | None  # "with the goblin" or the card it lies on; None without the Rage token
    summaries: tuple[str, ...]

    @property
    def cost_words(self) -> str:
        """How the hero pays for Abilities: 'the printed cost less 1'."""
        if not self.ability_cost:
            return "the printed cost"
        return f"the printed cost {'less' if self.ability_cost < 0 else 'plus'} {abs(self.ability_cost)}"


def _race(catalog, race: str):
    try:
        return catalog.card(race) if catalog is not None else None
    except Exception:  # noqa: BLE001 - a Race the catalog does not know: shown by its id
        return None


def race_view(hero, catalog=None, names: dict[str, str] | None = None, extra: int = 0) -> RaceView | None:
    """A hero's Race panel, or None for a hero without a Race; `extra`: the cards the Realm adds to each limit
    (`realm.options.extra_card_slots`, 003:L269)."""
    from app.games.prophecy.engine.rules.zones import card_label

    if not hero.races:
        return None
    cards = [_race(catalog, r) for r in hero.races]
    titles = [getattr(c, "name", None) or r.replace("-", " ").title() for c, r in zip(cards, hero.races, strict=True)]
    sheet = hero.sheet
    rage = None
    if sheet.has("rage"):
        rage = "with the goblin" if not hero.rage else f"on {(names or {}).get(hero.rage.split('#')[0]) or card_label(hero.rage)}"
    return RaceView(
        names=" and ".join(titles), red_cap=sheet.red_cap, blue_cap=sheet.blue_cap, item_limit=sheet.item_limit + extra,
        ability_limit=sheet.ability_limit + extra, ability_cost=sheet.ability_cost,
        bank=hero.bank if sheet.bank_cap else None, bank_cap=sheet.bank_cap, rage=rage,
        summaries=tuple(f"{t}: {c.summary}" for t, c in zip(titles, cards, strict=True)
                        if c is not None and getattr(c, "summary", None)),
    )
