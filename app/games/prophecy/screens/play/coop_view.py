"""The cooperative panel of the game screen and the phone: the clock (tokens left, then the collapse rounds),
the tokens on each plane with what they add, who may attack now, the dreamer's silence, Time Freeze."""

from __future__ import annotations


def clock_words(state) -> str:
    """The clock in one line: '7 Power Up tokens left' or 'Collapse: 2 rounds left'."""
    from app.games.prophecy.engine.coop.clock import rounds_left

    coop = state.coop
    if state.result is not None:
        return "The group won" if state.result.winners else "The game is lost"
    if coop.collapse is None:
        n = len(coop.stack)
        return f"{n} Power Up token{'s' if n != 1 else ''} left"
    left = rounds_left(state)
    drawer = state.hero(coop.collapse.drawer).player
    if left <= 0:
        return f"Collapse: this is the last round; the planes fall when {drawer}'s next round would begin"
    return f"Collapse: {left} round{'s' if left != 1 else ''} left after this one, counted at {drawer}'s rounds"


def coop_panel(state, ctx) -> dict | None:
    """What the cooperative panel shows (None outside the cooperative modes)."""
    from app.games.prophecy.engine.coop.clock import unconquered
    from app.games.prophecy.engine.coop.rules import may_attack
    from app.games.prophecy.engine.rules import zones as Z
    from app.games.prophecy.engine.ruleset import ruleset_of

    coop = state.coop
    if coop is None or state.options.coop is None:
        return None
    open_planes = set(unconquered(state))
    planes = [{"number": p + 1, "tokens": " ".join(f"+{t}" for t in coop.planes[p]), "bonus": coop.bonus(p),
               "conquered": p not in open_planes} for p in Z.PLANES]
    rules = ruleset_of(state)
    attackers = [state.hero(s).player for s in may_attack(state, ctx)] if rules.attack_parity else []
    return {
        "title": state.options.coop.title, "clock": clock_words(state), "left": len(coop.stack), "total": coop.total,
        "collapsing": coop.collapse is not None, "planes": planes, "attackers": attackers,
        "dreaming": state.hero(coop.pending).player if coop.pending is not None else None,
        "frozen": state.hero(coop.freeze.caster).player if coop.freeze is not None else None,
        "unknown_swaps": [Z.card_label(c) for c in coop.unknown_swaps] if state.result is None else [],
    }
