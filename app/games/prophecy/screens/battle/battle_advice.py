"""Herald's advice where a battle's choice is made: the kind of battle, and what to use on the next roll (throw
now or later, pray or not), each with the win chance it gains; and the kind chosen for the table when only one is
possible."""

from __future__ import annotations

import re

from app.games.prophecy.screens.battle.battle_live import pct


def _win(row: dict) -> float:
    return float(row["odds"]["percent"]["win"]) if row.get("odds") else -1.0


def _the(label: str) -> str:
    return label if label.lower().startswith(("a ", "the ")) else f"the {label}"


def kind_advice(kinds: list | tuple) -> dict | None:
    """Which kind of battle gives the best chance, and by how much; or why there is only one."""
    possible = [k for k in kinds if k["allowed"]]  # odds or not (a card's values may still be unknown)
    allowed = [k for k in possible if k.get("odds")]
    refused = [k for k in kinds if not k["allowed"]]
    if len(possible) == 1 and refused:
        why = "; ".join(k["reason"] for k in refused if k.get("reason"))
        return {"best": possible[0]["label"], "only": True, "rule": refused[0].get("rule"),
                "text": f"Only {_the(possible[0]['label'])} is possible" + (f": {why}." if why else ".")}
    if len(allowed) < 2:
        return None
    best = max(allowed, key=lambda k: (_win(k), -(k.get("magic_cost") or 0)))
    other = max((k for k in allowed if k is not best), key=_win)
    if _win(best) > _win(other):
        text = (f"Herald advises {_the(best['label'])}: {pct(best['odds'])} to win, against {pct(other['odds'])} "
                f"for {_the(other['label'])}.")
    else:
        text = (f"Herald advises {_the(best['label'])}: the same {pct(best['odds'])} to win as "
                f"{_the(other['label'])}, for less Magic.")
    return {"best": best["label"], "only": False, "rule": None, "text": text}


def _kept(label: str, roll: int | None) -> str:
    """', nothing on roll 1' when the best plan keeps everything for later rolls."""
    m = re.search(r" on rolls? ([\d, ]+)$", label)
    if roll is None or m is None or min(int(n) for n in m.group(1).split(", ")) <= roll:
        return ""
    return f", nothing on roll {roll}"


def roll_advice(compare: list | tuple, roll: int | None) -> dict | None:
    """What to use before the next roll (or to keep for a later one), with the win chance it gains over nothing."""
    if len(compare) < 2:
        return None
    base = next((c for c in compare if c["label"] == "as chosen"), None)
    best = compare[0]
    if base is None:
        return None
    if best is base:
        nearest = next(c for c in compare if c is not base)
        return {"best": base["label"], "text": f"Herald advises using nothing more before roll {roll}: "
                f"{nearest['label']} would not raise the {pct(base['odds'])} to win."}
    text = f"Herald advises: {best['label']}{_kept(best['label'], roll)}: {pct(base['odds'])} → {pct(best['odds'])} to win."
    twin = next((c for c in compare[1:] if c is not base and _win(c) == _win(best)), None)
    if twin is not None:
        text += f" {twin['label']}: the same chance, at a higher expected cost."
    return {"best": best["label"], "text": text}


def choose_the_only_kind(log, game_id: str, action_id: str) -> str | None:
    """Right after a fight starts: when only one kind of battle is possible, choose it for the table (a step of its
    own, undoable) and say why; None when the table has a choice to make."""
    from app.games.prophecy.engine import legal_actions, parse_action
    from app.games.prophecy.engine.combat.preview import kind_comparison

    seq, state = log.load(game_id)
    b, ctx = state.battle, log.context()
    if b is None or b.step != "kind":
        return None
    offers = [o for o in legal_actions(state, ctx) if o.kind == "choose_battle_kind"]
    advice = kind_advice(kind_comparison(state, ctx, b)) if len(offers) == 1 else None
    if advice is None or not advice["only"]:
        return None
    from app.games.prophecy.engine import IllegalAction, InvalidInput

    try:
        log.append(game_id, parse_action({"kind": offers[0].kind, **offers[0].params}), expected_seq=seq,
                   action_id=f"{action_id[:40]}-only-kind")
    except (IllegalAction, InvalidInput):  # the table chooses on the battle screen, as before
        return None
    return f"{advice['text']} Herald chose it for you."
