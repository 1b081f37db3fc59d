"""The battle screen over combat's actions: the fights open now with each kind's price and odds (a preview,
nothing written), then the battle under way step by step (kind, equipment, options, dice, rewards).

Every write goes through the game screen's action route (`play.act`) with `view=battle`, so a refusal, an
undo and a stale write behave as on the game screen.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.games.prophecy.engine.combat.model import Opponent


@dataclass(frozen=True)
class FightView:
    """A fight the active hero may start: the offer, the foe's name and each kind's price and exact odds."""

    offer: object
    foe: str
    kinds: tuple[dict, ...]
    blocking: tuple[str, ...]
    table_applies: tuple[str, ...]
    notices: tuple[str, ...] = ()  # rulings Herald applies to this fight (Dragon Aura, Fire Breathing)
    face_down: bool = False  # the foe's card still lies face down: nothing of it is shown


def pct(odds: dict | None, key: str = "win") -> str:
    """A rounded percent for one outcome, or a dash when Herald lacks a number."""
    if not odds:
        return "–"
    value = odds["percent"][key]
    return f"{value:.0f}%" if value == round(value) else f"{value:.1f}%"


def _opponent(params: dict) -> Opponent:
    from app.games.prophecy.engine.combat.model import Opponent

    if params.get("creature"):
        return Opponent(kind="creature", card=params["creature"])
    if params.get("guardian"):
        return Opponent(kind="guardian", card=params["guardian"])
    return Opponent(kind="hero", seat=int(params["target"]))


REALM_FIGHTS = ("realm_fight", "realm_lake_fight", "realm_hero_fight")
FACE_DOWN = "a card still face down"


def fights(state, ctx, offers) -> list[FightView]:
    """The start_fight offers of the moment and the Dragon Realm's fights, each previewed (the state is not touched)."""
    from app.games.prophecy.engine.combat.preview import preview
    from app.games.prophecy.engine.realm.fights.fight_offers import offered_fight

    out = []
    for o in offers:
        realm = offered_fight(state, o) if o.kind in REALM_FIGHTS else None
        if o.kind != "start_fight" and realm is None:
            continue
        opponent, setting = realm if realm is not None else (_opponent(o.params), None)
        if opponent.card is not None and opponent.card in state.hidden:
            # Odds or missing numbers would give away a card still face down (or describe a stand-in for it).
            out.append(FightView(o, FACE_DOWN, (), (), (), face_down=True))
            continue
        p = preview(state, ctx, o.params["seat"], opponent, realm=setting)
        # A Race-card number asked on the fight form needs no second "unknown to Herald" line.
        asked = tuple(f"{path.replace('.', ': ', 1)} is unknown" for path in o.choices.get("race_values", ()))
        out.append(FightView(o, p["names"].get("foe", o.label), tuple(p["kinds"]), tuple(p["blocking"]),
                             tuple(t for t in p["table_applies"] if not t.startswith(asked)), tuple(p["notices"])))
    return out


def live_context(state, ctx) -> dict:
    """What the battle screen shows: the battle under way (or None) and the offers of the moment."""
    from app.games.prophecy.engine import legal_actions
    from app.games.prophecy.engine.combat.preview import in_progress

    offers = legal_actions(state, ctx)
    now = in_progress(state, ctx)
    options = {}
    if now:
        now["breakdown"] = sourced(now["breakdown"], state, state.battle)
        for opts in now["options"].values():
            options |= {o["id"]: o["label"] for o in opts}
    return dict(live=now, fights=fights(state, ctx, offers), battle_offers=[o for o in offers if o.kind != "start_fight"],
                option_names=options, pct=pct, turn_back=time_turners(state, ctx))


def time_turners(state, ctx) -> list[tuple[str, str]]:
    """The cards (id, name) with which the hero whose battle it is may turn back time on the coming roll."""
    from app.games.prophecy.engine.combat import turn_back
    from app.games.prophecy.engine.combat.facts import Facts

    b = state.battle
    if b is None or b.step != "roll":
        return []
    facts = Facts(ctx, b.values)
    return [(c, facts.name(c)) for c in turn_back.cards(state, facts, b, b.seat)]


def wants_live(state, offers) -> bool:
    """Whether the battle screen follows the rules (a battle under way or a fight open) or is the calculator."""
    return state.battle is not None or any(o.kind == "start_fight" for o in offers)


def equip_preview(state, ctx, items, casts, discount: str | None = None) -> dict | None:
    """The numbers of the battle under way as they would stand with these Items and Spells announced by the
    fighter announcing now (nothing is written): lines, odds, the Magic the Spells cost (less the discount of the
    card named for it) and what is refused."""
    from app.games.prophecy.engine.combat.facts import Facts
    from app.games.prophecy.engine.combat.fight import AnnounceEquipment
    from app.games.prophecy.engine.combat.model import Loadout, SpellCast
    from app.games.prophecy.engine.combat.preview import breakdown_json, odds_json, remaining_odds
    from app.games.prophecy.engine.combat.setup_from_state import build
    from app.games.prophecy.engine.rules.tx import Tx

    b = state.battle
    if b is None or b.step != "equip":
        return None
    side = "hero" if not b.hero.announced else "foe"
    spells = tuple(SpellCast(**c) for c in casts)
    if spells:  # priced as the announcement will price it (a named discount, Dragon Magic), on a copy of the state
        seat = b.seat if side == "hero" else b.opponent.seat
        spells = AnnounceEquipment(seat=seat, spells=spells, discount=discount)._discounted(
            Tx(state, ctx), Facts(ctx, b.values))
    trial = b.model_copy(update={side: Loadout(items=tuple(items), spells=spells, announced=True)})
    built = build(state, ctx, trial)
    facts = Facts(ctx, b.values)
    castable = {c for c, _ in built.spells.get(side, [])}
    refusals = [v["message"] for v in built.violations]
    rules = [v.get("rule") for v in built.violations]
    refusals += [f"{facts.name(s.card)} gives no whole-battle bonus here." for s in spells if s.card not in castable]
    return {"battle": trial.model_dump(mode="json"), "names": built.names, "breakdown": sourced(breakdown_json(built), state, trial),
            "next_roll": trial.next_roll, "odds": odds_json(remaining_odds(built, trial) if built.ready else None),
            "blocking": built.blocking, "refusals": refusals, "refusal_rules": rules, "side": side,
            "magic": sum(max(0, (getattr(facts.card(s.card), "magic_cost", None) or 0) - s.discount) for s in spells)}


_BASE = re.compile(r"^(\d+) (Strength|Willpower) \((.+)\)$")


def sourced(breakdown: dict, state, battle) -> dict:
    """The breakdown with each hero's first line saying where its number comes from: 'Mercenary 6, less 1 wound
    = 5' (the cubes it owns less those on the left side of its card)."""
    seats = {"hero": battle.seat, "foe": battle.opponent.seat if battle.opponent.kind == "hero" else None}
    out = {}
    for side, parts in breakdown.items():
        out[side] = [dict(p, lines=[_source_line(p["lines"][0], state, seats.get(side), p["kind"]), *p["lines"][1:]])
                     if p["lines"] else p for p in parts]
    return out


def _source_line(line: str, state, seat: int | None, kind: str) -> str:
    m = _BASE.match(line)
    if m is None:
        return line
    amount, stat, name = int(m.group(1)), m.group(2), m.group(3)
    if seat is None:
        return f"{name}: {stat} {amount}, as printed"
    hero = state.hero(seat)
    owned = hero.red if kind == "strength" else hero.blue
    lost = owned - amount
    if lost <= 0 or lost > owned:
        return f"{name}: {stat} {amount}"
    what = (f"{lost} wound{'s' if lost > 1 else ''}" if kind == "strength" else f"{lost} Magic spent")
    return f"{name} {owned}, less {what} = {amount}"
