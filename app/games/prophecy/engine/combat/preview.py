"""Exact odds without changing anything: the remaining battle with the choices made, and a comparison of the
open choices (Strength or a paid Battle of Wills, throwing now or on the last roll, Prayer or not)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..battle import Odds, Side, battle_odds, place_on_roll, roll_odds
from ..errors import InvalidInput
from ..rules import zones as Z
from ..state import GameState
from .facts import Facts
from .loadout import worn_head_item
from .model import Battle, GmModifier, Loadout, Opponent, SpellCast
from .setup_from_state import Built, build


def odds_json(odds: Odds | None) -> dict[str, Any] | None:
    """Odds as exact fractions (strings) and rounded percents."""
    if odds is None:
        return None
    return {"win": str(odds.win), "draw": str(odds.draw), "lose": str(odds.lose), "percent": odds.percent()}


def _chain(steps) -> Odds:
    reach, draw, lose = Fraction(1), Fraction(0), Fraction(0)
    for o in steps:
        draw += reach * o.draw
        lose += reach * o.lose
        reach *= o.win
    return Odds(win=reach, draw=draw, lose=lose)


def remaining_odds(built: Built, battle: Battle, setups=None) -> Odds | None:
    """P(win), P(draw), P(lose) of what is left of the battle: this segment's remaining rolls, then the rest."""
    setups = setups or built.setups
    if not setups:
        return None
    seg = battle.segment
    first = setups[seg]
    steps = [roll_odds(first, r) for r in range(battle.next_roll, first.lives + 1)]
    steps += [battle_odds(s) for s in setups[seg + 1:]]
    return _chain(steps)


def breakdown_json(built: Built) -> dict[str, Any]:
    """Both sides' printable lines and per-roll totals for the segment under way (first one in a preview)."""
    if not built.setups:
        return {}
    out = {}
    for seg, setup in enumerate(built.setups):
        for side in Side:
            bd = setup.breakdown(side)
            out.setdefault(side.value, []).append({
                "kind": setup.kind.value,
                "lines": list(bd.text_lines()) + [n for n in (setup.side(side).faces_note,) if n],
                "roll_totals": [r.total for r in bd.rolls], "extra_dice": [r.extra_dice for r in bd.rolls],
                "segment": seg})
    return out


def _rolls_words(rolls: list[int], nxt: int) -> str:
    if len(rolls) == 1:
        return f"roll {rolls[0]}" + (" (now)" if rolls[0] == nxt else "")
    return "rolls " + ", ".join(map(str, rolls))


def _alternatives(built: Built, battle: Battle, magic: int | None = None) -> list[tuple[str, Any, tuple]]:
    """(label, setups, added modifiers) for each open per-roll option used now or on a later roll; with the hero's
    Magic known, only what she can pay (a Spell cast again costs again, 000:L763)."""
    seg = battle.segment
    base = built.setups[seg]
    nxt, last = battle.next_roll, base.lives
    used = {k.partition("|")[2] for _, _, k in battle.used} | set(battle.pending)
    alts: list[tuple[str, Any, tuple]] = [("as chosen", built.setups, ())]

    def add(label: str, placed: tuple) -> None:
        if magic is not None and sum(m.cost.magic for m in placed if m.cost and m.side is Side.HERO) > magic:
            return
        try:
            s = base.with_modifiers(placed)
        except ValueError:
            return
        alts.append((label, built.setups[:seg] + (s,) + built.setups[seg + 1:], placed))

    left = list(range(nxt, last + 1))
    for opt in built.options.get("hero", []):
        if opt.id in battle.pending or (not opt.recast and opt.id in used):
            continue
        # A throw goes on one roll: now or the last. A Spell may be cast on any rolls; for as many casts as
        # wanted, the last rolls are the best place (paid only if reached, and a Wills cost lowers no roll before).
        placements = [[r] for r in sorted({nxt, last})] if not opt.recast else \
            [[nxt]] + [left[-k:] for k in range(1, len(left) + 1) if left[-k:] != [nxt]]
        for rolls in placements:
            words = "every roll left" if opt.recast and len(rolls) == len(left) > 1 else _rolls_words(rolls, nxt)
            add(f"{opt.label} on {words}", tuple(place_on_roll(m, r) for r in rolls for m in opt.modifiers))
    return alts


def _expected_cost(setup, battle: Battle, added: tuple) -> Fraction:
    """What the added one-roll choices are expected to cost (Health, Magic, an Item), paid only if reached."""
    total = Fraction(0)
    for m in added:
        reach = Fraction(1)
        for r in range(battle.next_roll, m.per_roll):
            reach *= roll_odds(setup, r).win
        cost = m.cost
        if cost is not None:
            total += reach * (cost.health + cost.magic + cost.experience + int(cost.damages_item))
    return total


def compare(built: Built, battle: Battle, magic: int | None = None) -> list[dict[str, Any]]:
    """The open per-roll choices the hero can pay for (`magic`: her Magic left, when known), ranked by P(win),
    then by their expected cost, then by P(lose) (000:L429)."""
    if not built.ready:
        return []
    rows = []
    for label, setups, added in _alternatives(built, battle, magic):
        o = remaining_odds(built, battle, setups)
        cost = _expected_cost(setups[battle.segment], battle, added)
        rows.append((-o.win, cost, o.lose, label, o, cost))
    rows.sort(key=lambda r: r[:3])
    return [{"rank": i + 1, "label": r[3], "odds": odds_json(r[4]), "expected_cost": str(r[5])}
            for i, r in enumerate(rows)]


def kind_comparison(state: GameState, ctx, battle: Battle) -> list[dict[str, Any]]:
    """Each battle kind open now, with its price and the odds it would give with the same choices."""
    built = build(state, ctx, battle, for_odds=True)
    rows = []
    for opt in built.kind_options:
        row = {"label": opt.label, "allowed": opt.allowed, "reason": opt.reason, "rule": opt.rule,
               "magic_cost": opt.magic_cost, "odds": None}
        if opt.allowed:
            trial = fixed(battle, tuple(k.value for k in opt.kinds), opt, built)
            tb = build(state, ctx, trial, for_odds=True)
            row["odds"] = odds_json(remaining_odds(tb, trial) if tb.ready else None)
        rows.append(row)
    return rows


def fixed(battle: Battle, kinds: tuple[str, ...], opt, built: Built) -> Battle:
    """The battle as it would stand with a kind fixed (and its start paid by the payer)."""
    payer = opt.payer.value if opt.payer is not None and opt.magic_cost else None
    lives = (built.foe.lives or 1) if built.foe else 1
    return battle.model_copy(update={"kinds": kinds, "wills_payer": payer, "wills_cost": opt.magic_cost if payer
                                     else 0, "lives": lives, "step": "roll"})


def preview(state: GameState, ctx, seat: int, opponent: Opponent, *, kind: str | None = None,
            defender_wills: bool = False, items: tuple[str, ...] = (), spells: tuple[SpellCast, ...] = (),
            foe_items: tuple[str, ...] = (), rolls: dict[int, tuple[str, ...]] | None = None,
            gm: tuple[GmModifier, ...] = (), values: dict | None = None, realm=None) -> dict[str, Any]:
    """Everything the battle screen needs for a battle not yet fought; the state is not touched. With no Items
    listed, the hero wears the head Item she carries, as at the fight's start (000:L433)."""
    if not items:
        worn = worn_head_item(Facts(ctx, values or {}), list(state.zone(Z.items(seat))), Loadout())
        items = (worn,) if worn else ()
    battle = Battle(seat=seat, opponent=opponent, values=values or {}, gm=gm, realm=realm,
                    hero=Loadout(items=items, spells=spells, announced=True),
                    foe=Loadout(items=foe_items, announced=True))
    first = build(state, ctx, battle, for_odds=True)
    kinds_table = kind_comparison(state, ctx, battle)
    chosen = None
    if opponent.kind == "hero" and kind == "strength" and defender_wills:
        chosen = next((o for o in build(state, ctx, battle.model_copy(update={"step": "answer", "announced": "strength"}), for_odds=True)
                       .kind_options if o.kinds[0].value == "wills"), None)
    else:
        allowed = [o for o in first.kind_options if o.allowed and (kind is None or o.kinds[0].value == kind)]
        # A Guardian fought by Wills then Strength as one battle: asked for Strength, that battle (000:L800).
        allowed = allowed or [o for o in first.kind_options if o.allowed and kind in (k.value for k in o.kinds)]
        chosen = allowed[0] if allowed else None
    result: dict[str, Any] = {"kinds": kinds_table, "missing": first.missing, "blocking": first.blocking, "violations": first.violations,
                              "table_applies": first.table_applies, "names": first.names, "notices": first.notices}
    if chosen is None or not chosen.allowed:
        result.update(odds=None, breakdown={}, compare=[], options=[])
        if chosen is not None:
            result["violations"] = result["violations"] + [{"code": "kind", "message": chosen.reason,
                                                            "rule": chosen.rule, "item_ids": []}]
        return result
    trial = fixed(battle, tuple(k.value for k in chosen.kinds), chosen, first)
    built = build(state, ctx, trial, for_odds=True)
    if rolls:
        offered = {o.id for o in built.options.get("hero", [])}
        for r, ids in rolls.items():
            unknown = [o for o in ids if o not in offered]
            if r < 1 or unknown:
                raise InvalidInput(f"Roll {r}: {', '.join(unknown) or 'no such roll'} is not an option of this battle "
                                   f"(the options are {', '.join(sorted(offered)) or 'none'}).", field=f"choices.rolls.{r}")
        trial = trial.model_copy(update={"used": tuple((0, r, f"hero|{o}") for r, ids in rolls.items() for o in ids)})
        built = build(state, ctx, trial, for_odds=True)
    result.update(missing=built.missing, blocking=built.blocking, violations=built.violations, table_applies=built.table_applies,
                  battle_kind=list(trial.kinds), odds=odds_json(remaining_odds(built, trial) if built.ready else None),
                  breakdown=breakdown_json(built),
                  compare=compare(built, trial, state.hero(seat).magic - (trial.wills_cost if trial.wills_payer == "hero" else 0)),
                  options=[{"id": o.id, "label": o.label, "spell": o.spell, "recast": o.recast}
                           for o in built.options.get("hero", [])])
    return result


def in_progress(state: GameState, ctx) -> dict[str, Any] | None:
    """The battle under way for the screens: its record, lines, odds of what is left, and open choices."""
    b = state.battle
    if b is None:
        return None
    built = build(state, ctx, b)
    return {"battle": b.model_dump(mode="json"), "names": built.names, "missing": built.missing,
            "blocking": built.blocking,
            "violations": built.violations, "table_applies": built.table_applies, "notices": built.notices,
            "kinds": kind_comparison(state, ctx, b) if b.step in ("kind", "answer") else [],
            "breakdown": breakdown_json(built), "next_roll": b.next_roll if b.kinds else None,
            "odds": odds_json(remaining_odds(built, b) if built.ready else None),
            "compare": compare(built, b, _magic_left(state, b)) if b.step == "roll" else [],
            "options": {side: [{"id": o.id, "label": o.label, "spell": o.spell, "recast": o.recast}
                               for o in opts] for side, opts in built.options.items()},
            "spells": {side: [{"card": c, "label": lab} for c, lab in sp] for side, sp in built.spells.items()},
            "dice": dice_counts(built, b)}


def _magic_left(state: GameState, b: Battle) -> int:
    """The Magic the fighting hero still holds (what she has paid for this battle is already spent)."""
    return state.hero(b.seat).magic


def dice_counts(built: Built, b: Battle) -> dict[str, int] | None:
    """How many dice each side rolls next (extra dice included), for the web layer's roller."""
    if not built.ready or not b.kinds or b.step != "roll":
        return None  # after the last roll (a treasure, a loser's choice) there is no next roll
    from ..battle import dice_needed

    hero, foe = dice_needed(built.setups[b.segment], b.next_roll)
    return {"hero": hero, "foe": foe}
