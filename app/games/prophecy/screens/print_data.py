"""What Prophecy's print documents need beyond the log, gathered on the web side (the documents never read the
store or the engine): the cards each hero holds, the odds each battle offered, the seat labels."""

from __future__ import annotations

import re
from pathlib import Path

from flask import current_app

from app.games.prophecy.kind import CARDS
from app.games.prophecy.printing.reference import character_name


def possessions(state) -> dict[int, dict[str, tuple[str, ...]]]:
    """The card instances each hero holds, from the rules engine's zones 'hero:<seat>:items' (Artifacts
    included) and 'hero:<seat>:abilities' (app/games/prophecy/engine/rules/zones.py)."""
    held: dict[int, dict[str, tuple[str, ...]]] = {}
    for name, cards in state.zones.items():
        match = re.fullmatch(r"hero:(\d+):(items|abilities)", name)
        if match:
            held.setdefault(int(match[1]), {})[match[2]] = tuple(cards)
    return held


def battle_odds(log, game_id: str, entries, ctx) -> dict[int, dict]:
    """For each battle in the log, the exact odds the hero took: the whole battle's chances as they stood
    just before its first roll, keyed by that roll's step. Only the states before battle rolls are folded
    (from the nearest snapshot); battles whose numbers were not all known have none."""
    from app.games.prophecy.engine.combat.preview import remaining_odds
    from app.games.prophecy.engine.combat.setup_from_state import build

    rolls = [row.seq for row in entries if row.type == "battle_roll"]
    found = {}
    for seq, state in log.states_before(game_id, rolls):
        battle = getattr(state, "battle", None)
        if battle is None or battle.rolls:
            continue
        try:
            built = build(state, ctx, battle)
            odds = remaining_odds(built, battle) if built.ready else None
        except Exception:  # noqa: BLE001 - odds are a bonus on the chronicle, never a reason to fail it
            odds = None
        if odds is not None:
            found[seq] = {"win": str(odds.win), "draw": str(odds.draw), "lose": str(odds.lose)}
    return found


def extras(log, game_id: str, game, ctx) -> dict:
    """What the chronicle adds to a gathered game: the odds of its battles (a fold of the states before rolls)."""
    return {"battle_odds": battle_odds(log, game_id, game.log, ctx)}


_catalogs: dict[tuple[int, str | None], tuple] = {}  # a print worker's effective catalog and the entries' version


def worker_context(engine, cards_dir: str | None):
    """The decision context a print worker reads a game with: the base catalog with the group's entries, rebuilt
    when the entries changed (as the server's is)."""
    from app.games.prophecy.catalog import entries, load_catalog
    from app.games.prophecy.engine.actions import Context
    from app.games.prophecy.kind import base_catalog

    key = (id(engine), cards_dir)
    version = entries.version(engine)
    kept = _catalogs.get(key)
    if kept is None or kept[1] != version:
        base = base_catalog() if cards_dir is None else load_catalog(Path(cards_dir))
        kept = _catalogs[key] = (entries.effective_catalog(engine, base)[0], version)
    return Context(catalog=kept[0])


def seat_label(player: dict, catalog) -> str:
    """A seat as the Print page lists it: 'Anna (Druid)'."""
    return f"{player['player']} ({character_name(catalog, player.get('character'))})"


def cards_folder() -> Path:
    """The card data a printed sheet depends on."""
    return Path(current_app.config.get("CARDS_DIR") or CARDS)
