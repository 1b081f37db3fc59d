"""The battle screen over combat's actions: the fights open now with each kind's price and odds (a preview,
nothing written), then the battle under way step by step (kind, equipment, options, dice, rewards).

Every write goes through the game screen's action route (`play.act`) with `view=battle`, so a refusal, an
undo and a stale write behave as on the game screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.engine import legal_actions
from app.engine.combat.model import Opponent
from app.engine.combat.preview import in_progress, preview


@dataclass(frozen=True)
class FightView:
    """A fight the active hero may start: the offer, the foe's name and each kind's price and exact odds."""

    offer: object
    foe: str
    kinds: tuple[dict, ...]
    blocking: tuple[str, ...]
    table_applies: tuple[str, ...]


def pct(odds: dict | None, key: str = "win") -> str:
    """A rounded percent for one outcome, or a dash when Herald lacks a number."""
    if not odds:
        return "–"
    value = odds["percent"][key]
    return f"{value:.0f}%" if value == round(value) else f"{value:.1f}%"


def _opponent(params: dict) -> Opponent:
    if params.get("creature"):
        return Opponent(kind="creature", card=params["creature"])
    if params.get("guardian"):
        return Opponent(kind="guardian", card=params["guardian"])
    return Opponent(kind="hero", seat=int(params["target"]))


def fights(state, ctx, offers) -> list[FightView]:
    """The start_fight offers of the moment, each previewed (the state is not touched)."""
    out = []
    for o in offers:
        if o.kind != "start_fight":
            continue
        p = preview(state, ctx, o.params["seat"], _opponent(o.params))
        out.append(FightView(o, p["names"].get("foe", o.label), tuple(p["kinds"]), tuple(p["blocking"]),
                             tuple(p["table_applies"])))
    return out


def live_context(state, ctx) -> dict:
    """What the battle screen shows: the battle under way (or None) and the offers of the moment."""
    offers = legal_actions(state, ctx)
    now = in_progress(state, ctx)
    options = {}
    if now:
        for opts in now["options"].values():
            options |= {o["id"]: o["label"] for o in opts}
    return dict(live=now, fights=fights(state, ctx, offers), battle_offers=[o for o in offers if o.kind != "start_fight"],
                option_names=options, pct=pct)


def wants_live(state, offers) -> bool:
    """Whether the battle screen follows the rules (a battle under way or a fight open) or is the calculator."""
    return state.battle is not None or any(o.kind == "start_fight" for o in offers)
