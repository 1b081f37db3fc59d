"""The board's action spaces (table C25 of the research note): who may stand there, when they open, and
which are out of the game at each player count (table C2).

A numeral the seed does not give is None: Herald opens that space from phase I until the group types
the numeral printed on its board (`Options.numerals`, research Q-38).
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Myth

WORKER = ("worker",)
MERCHANT = ("merchant",)
WARRIOR = ("warrior",)
RECRUITER = ("recruiter",)
ANY = ("worker", "merchant", "warrior", "recruiter")  # 001:L305, wild animals and fishing pond


@dataclass(frozen=True)
class Space:
    """One action space: its group (how it resolves), the assistant kinds it takes, its numeral."""

    id: str
    group: str  # mine, storage, food, blacksmith, artificer, battleground, tavern, marketplace, guild, pit, house
    assistants: tuple[str, ...]
    numeral: int | None
    ref: str
    myth: Myth | None = None
    min_players: int = 2
    seat: int | None = None  # a house's owner

    @property
    def battle(self) -> bool:
        """Whether resolving this space is a battle (fought after every other action, 001:L431)."""
        return self.group in ("battleground", "house")


SPACES: tuple[Space, ...] = (
    Space("lumber_mill", "mine", WORKER, 1, "001:L307, L332 (numeral MED)"),
    Space("stone_mine", "mine", WORKER, 1, "001:L307, L333 (numeral MED)"),
    Space("iron_mine", "mine", WORKER, 2, "001:L307, L334 (numeral MED)"),
    Space("bronze_smelter", "mine", WORKER, 2, "001:L307, L335 (numeral MED)"),
    Space("sapphire_mine", "mine", WORKER, 3, "001:L307, L336, closed with 2 players L265", min_players=3),
    Space("diamond_mine", "mine", WORKER, 3, "001:L307, L337 (numeral MED)"),
    Space("wood_storage", "storage", MERCHANT, 1, "001:L309, L344 (numeral MED)"),
    Space("stone_storage", "storage", MERCHANT, 1, "001:L309, L345 (numeral MED)"),
    Space("iron_storage", "storage", MERCHANT, 2, "001:L309, L346 (numeral MED)"),
    Space("bronze_storage", "storage", MERCHANT, 2, "001:L309, L347 (numeral MED)"),
    Space("sapphire_storage", "storage", MERCHANT, 3, "001:L309, L348, closed with 2 players L265", min_players=3),
    Space("diamond_storage", "storage", MERCHANT, 3, "001:L309, L349 (numeral MED)"),
    Space("blacksmith_1", "blacksmith", MERCHANT, None, "001:L309, L257"),
    Space("blacksmith_2", "blacksmith", MERCHANT, None, "001:L309, closed with 2 players L257", min_players=3),
    Space("artificer_1", "artificer", MERCHANT, None, "001:L309, L259"),
    Space("artificer_2", "artificer", MERCHANT, None, "001:L309, closed with 2 players L259", min_players=3),
    Space("duat", "battleground", WARRIOR, None, "001:L311, L357 (Egyptian by name)", myth="egyptian"),
    Space("mount_olympus", "battleground", WARRIOR, None, "001:L311, L357 (Greek by name)", myth="greek"),
    Space("shangri_la", "battleground", WARRIOR, None, "001:L311, L357 (Japanese, by elimination MED)",
          myth="japanese"),
    Space("valhalla", "battleground", WARRIOR, None, "001:L311, L357 (Norse by name)", myth="norse"),
    Space("garden_of_eden", "battleground", WARRIOR, None, "001:L311, L357 (Biblical by name)", myth="biblical"),
    Space("tavern", "tavern", RECRUITER, None, "001:L313, L392"),
    Space("marketplace", "marketplace", RECRUITER, 1, "001:L313, L386 (phase I limits exist, MED)"),
    Space("guild_house", "guild", RECRUITER, None, "001:L313, L396"),
    Space("pit_1", "pit", RECRUITER, None, "001:L313, L261"),
    Space("pit_2", "pit", RECRUITER, None, "001:L313, closed with 2 players L261", min_players=3),
    Space("wild_animals", "food", ANY, 1, "001:L305, L355 (food in phase I, MED)"),
    Space("fishing_pond", "food", ANY, 1, "001:L305, closed with 2 players L263", min_players=3),
) + tuple(Space(f"house_{s}", "house", (), None, "001:L102, L423", seat=s) for s in range(4))

BY_ID: dict[str, Space] = {s.id: s for s in SPACES}
BATTLEGROUND_OF: dict[str, str] = {s.myth: s.id for s in SPACES if s.group == "battleground"}


def space(space_id: str) -> Space | None:
    """The space with this id, or None."""
    return BY_ID.get(space_id)


def in_game(s: Space, players: int, locked: tuple[str, ...]) -> bool:
    """Whether the space is on the board at this player count with these mythologies locked (table C2)."""
    if s.group == "house":
        return s.seat is not None and s.seat < players
    if s.myth is not None and s.myth in locked:
        return False
    return players >= s.min_players
