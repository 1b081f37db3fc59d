"""What the table display shows of a Prophecy game (read-only, for everyone at once): the board with its heroes, the
Astral Planes and the Realm, every hero in brief, whose turn and what is happening now, from the same view builders
as the game screen and the phones.

Nothing here names a card a player keeps to herself: a hand in the draft, face-down cards, a hero's Spells, the
next Power Up token while a Prophetic Dream waits (the cooperative panel gives the count only). Items and Abilities
lie face up before their owner, yet only their counts are drawn: the table reads the cards themselves.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.games.prophecy.engine.combat.preview import in_progress
from app.games.prophecy.screens.play.board_view import build_board, build_turn
from app.games.prophecy.screens.play.coop_view import coop_panel
from app.games.prophecy.screens.play.hero_view import build_heroes
from app.games.prophecy.screens.play.seatview import card_info, public_board

CHANCE = "chance:current"  # the Chance card being carried out (engine/rules/zones.py)
# Steps whose log lines would name a secret, said in brief: the cards dealt to a hand (the draft's deal and its
# picks), and the Power Up token a dreamer turned up but has yet to lay on a plane (003:L537: she alone sees it).
HIDDEN_STEPS = {"draft_deal": "The draft was dealt.", "draft_pick": "A player picked in the draft.",
                "draw_power_up": "The dreamer turned up the next Power Up token."}


def table_view(state, ctx: Any) -> dict:
    """The whole table as plain data for the display template."""
    catalog = getattr(ctx, "catalog", None)
    board = build_board(state, catalog)
    public = public_board(state, catalog)
    return {
        "board": board, "heroes": build_heroes(state, catalog, board.spaces), "turn": build_turn(state, catalog),
        "public": public, "coop": coop_panel(state, ctx), "battle": public_battle(state, ctx),
        "chance": [card_info(c, catalog, state) for c in state.zone(CHANCE) if c not in state.hidden],
        "draft": state.flow.stage == "draft",
    }


def public_battle(state, ctx: Any) -> dict | None:
    """The battle under way as everyone sees it: who fights whom, how, and the odds of what is left (the engine's
    exact odds, from the attacking hero's side); None when no battle is under way."""
    battle = getattr(state, "battle", None)
    if battle is None:
        return None
    view = in_progress(state, ctx) or {}
    names = view.get("names") or {}
    rows = [b for b in (view.get("breakdown") or {}).get("hero", []) if b.get("segment") == getattr(battle, "segment", 0)]
    odds = (view.get("odds") or {}).get("percent")
    return {"hero": names.get("hero", "The hero"), "foe": names.get("foe", "the foe"),
            "kind": (rows[0].get("kind") or "") if rows else "", "odds": odds,
            "waiting": bool(view.get("blocking"))}


def table_log(rows: list, state) -> list:
    """The log's last steps as the display may tell them: a draft's deal and picks said without the cards, a Dream's
    token turned up said without its value."""
    del state
    return [replace(r, story=(HIDDEN_STEPS[r.kind],)) if r.kind in HIDDEN_STEPS else r for r in rows]
