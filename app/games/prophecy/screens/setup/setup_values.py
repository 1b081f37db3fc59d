"""Character values the table typed while choosing characters become the group's catalog entries.

At setup (or a draft's last pick, or a new character after a death) the table types a character's
Strength, Willpower and guilds when the catalog lacks them. Those numbers were read off the physical card,
so Herald keeps them as the group's entries (origin "setup"): the registration prompt stops asking for
them, and the next game's wizard fills them in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.prophecy.screens.catalog import catalog_state
from app.games.prophecy.screens.catalog.registration import character_id

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import Catalog


def _typed_rows(action: Any) -> list[dict]:
    """(character, strength, willpower, guilds) rows an action carries, as plain dicts."""
    kind = getattr(action, "kind", None)
    if kind == "create_game":
        return [{"character": s.character, "strength": s.strength, "willpower": s.willpower, "guilds": s.guilds}
                for s in action.seats if s.character]
    if kind in ("draft_pick", "new_character"):
        name = action.keep if kind == "draft_pick" else action.character
        return [{"character": name, "strength": action.strength, "willpower": action.willpower,
                 "guilds": action.guilds}]
    return []


def new_entries(action: Any, catalog: Catalog) -> dict[str, dict[str, Any]]:
    """The printed values an action typed that the catalog does not know yet, by character card id."""
    from app.games.prophecy.engine.cards import CatalogError

    out: dict[str, dict[str, Any]] = {}
    for row in _typed_rows(action):
        cid = character_id(catalog, row["character"])
        if cid is None:
            continue
        try:
            missing = set(catalog.missing_fields(cid))
        except CatalogError:
            continue
        typed = {"strength": row["strength"], "willpower": row["willpower"]}
        if len(row["guilds"]) == 2:
            typed |= {"start_guild": row["guilds"][0], "second_guild": row["guilds"][1]}
        fields = {f: v for f, v in typed.items() if v is not None and f in missing}
        if fields:
            out.setdefault(cid, {}).update(fields)
    return out


GUILD_FIELDS = ("start_guild", "second_guild")


def remember(action: Any, game_id: str) -> None:
    """Record what an applied action typed about its characters; a value the data refuses is left out, and typed
    guilds that clash with the card data do not take the typed Strength and Willpower with them."""
    from app.games.prophecy.engine.cards import OverrideError

    new = new_entries(action, catalog_state.effective())
    for cid, fields in new.items():
        numbers = {f: v for f, v in fields.items() if f not in GUILD_FIELDS}
        for attempt in (fields, numbers) if numbers != fields else (fields,):
            if not attempt:
                break
            try:
                catalog_state.record({cid: attempt}, game_id=game_id, origin="setup")
                break
            except OverrideError:
                # The game already accepted these values; a clash with the card data is shown on the Catalog page.
                continue
