"""The Realm's legal actions of the moment, as the tablet offers them: entering from the Gate's spaces, the
Realm's moves, and settling what a forward step met."""

from __future__ import annotations

from ..actions import Context, Offer, offers
from ..errors import IllegalAction, InvalidInput
from ..rules import decks
from ..rules import zones as Z
from ..state import GameState
from . import movement
from .actions import entering_at_once, realm_board
from .fights.battle_rules import dragonslayer_variant
from .fights.fight import lake_guarded
from .gate import gate_plane, gate_spaces
from .lake import lake_guardian_choices
from .met.obstacle import card_value
from .met.settle import SETTLED
from .naming import choices_for
from .position import last_step
from .reveal import face_on_arrival
from .setup import space_zone


def realm_moment(state: GameState, ctx: Context):
    """The Realm's board, the active seat and the Gate's spaces when a Realm move may be offered now, else None."""
    f = state.flow
    if f.active is None or state.options.realm is None or f.stage not in ("move", "turn", "astral"):
        return None
    try:
        board = realm_board(state, ctx)
    except (IllegalAction, InvalidInput):
        return None
    return board, f.active, list(gate_spaces(ctx, gate_plane(state.zones, state.hidden)) or ())


@offers
def realm_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Each Realm action the active hero can take now."""
    moment = realm_moment(state, ctx)
    if moment is None:
        return []
    board, seat, spaces = moment
    f, hero = state.flow, state.hero(seat)
    out: list[Offer] = []
    if f.stage == "astral":  # the attack that turned up the Gate may go on through it (003:L299)
        if entering_at_once(state, ctx) and hero.gold >= movement.ENTRY_GOLD:
            out.append(Offer(kind="realm_enter", label="Enter the Dragon Realm now (3 Gold)", seat=seat,
                             params={"seat": seat}))
    elif f.stage == "move" and hero.realm is None:
        if hero.space in spaces and hero.gold >= movement.ENTRY_GOLD:
            out.append(Offer(kind="realm_enter", label="Enter the Dragon Realm (3 Gold)", seat=seat,
                             params={"seat": seat}))
    elif f.stage == "move":
        out.append(Offer(kind="realm_step", label="Stay here", seat=seat, params={"seat": seat, "how": "stay"}))
        for to in movement.forward_targets(board, state.zones, state.hidden, hero.realm):
            faced = face_on_arrival(state.zones, to.path, to.step)  # type: ignore[arg-type]
            named = choices_for(state, faced[1]) if faced is not None else {}  # asked as it turns up (003:L325)
            out.append(Offer(kind="realm_step", label=f"Forward to the {to.label()}", seat=seat,
                             params={"seat": seat, "how": "forward", "path": to.path, "step": to.step},
                             needs=("revealed",) if named else (), choices=named))
        for space in spaces:
            hidden = [c for c in state.zone(Z.space(space)) if c in state.hidden]
            named = hidden and state.options.deck_mode == "table"
            pool = sorted({c for h in hidden for c in decks.unseen(state, "adventure", state.batch.get(h, 0))})
            out.append(Offer(kind="realm_step", label=f"Return to space {space}", seat=seat,
                             params={"seat": seat, "how": "return", "space": space},
                             needs=("revealed",) if named else (),
                             choices={"revealed": pool, "count": len(hidden)} if named else {}))
        if last_step(board, hero.realm):
            if lake_guarded(state):
                named = lake_guardian_choices(state)  # the face-down Guardian, named as the attack turns it up
                out.append(Offer(kind="realm_lake", label="Attack the Lake of Fire's plane", seat=seat,
                                 params={"seat": seat, "how": "battle"},
                                 needs=("outcome", "space") + (("card",) if named else ()),
                                 choices={"outcome": ["won", "lost", "draw"], "space": list(spaces)}
                                 | ({"card": named} if named else {})))
            elif not dragonslayer_variant(state):
                out.append(Offer(kind="realm_lake", label="Step into the Lake for a Dragon Heart", seat=seat,
                                 params={"seat": seat, "how": "step_in"}, needs=("space",),
                                 choices={"space": list(spaces)}))
    elif hero.realm is not None and hero.realm.where == "path" and "turn:moved:realm-forward" in f.marks \
            and SETTLED not in f.marks:
        card = state.zone(space_zone(hero.realm.path, hero.realm.step, "negative"))  # type: ignore[arg-type]
        # An Obstacle the appendix rules on is resolved by its own form (realm_obstacle), never by the outcome entry;
        # a Creature with a ruling (the dragons', realm/fights/dragon_rulings.py) may still be told by the table.
        if card and card[0] not in state.hidden and (card_value(ctx, {}, card[0], "ruling") is None
                                                     or card_value(ctx, {}, card[0], "dragon_type") == "creature"):
            out.append(Offer(kind="realm_settle", label="How did it go?", seat=seat, params={"seat": seat},
                             needs=("faced", "outcome", "experience", "space"),
                             choices={"faced": ["obstacle", "creature"],
                                      "outcome": ["passed", "failed", "won", "lost", "draw"], "space": list(spaces)}))
    return out
