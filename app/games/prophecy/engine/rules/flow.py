"""The shape of play: a player's round (Chance card, turn or turns, end of round), and a turn's steps.

Stages (`Flow.stage`): draft, situation (initial cards), first_player, chance (draw the Chance card or,
for a dead hero, take a new character), chance_resolve (the card waits for its inputs), move, turn
(fights, then possibilities), astral (an attack on a plane, part 2), round_end, over.
Marks: "turn:*" last a turn, "round:*" a player's round; "lodged:<seat>" until that seat's next turn.
"""

from __future__ import annotations

from .. import rulebook
from ..errors import InvalidInput
from ..events import FlowChanged
from ..slots.realm import in_realm
from ..state import Flow, GameState
from .tx import Tx

R_STAGE = rulebook.rule(
    "stage", "A round goes in phases (the Chance card, the turn, the round's end); each action waits for its phase.",
    "000:L220",
)
R_NOT_YOUR_TURN = rulebook.rule(
    "not_your_turn", "Players play in turn, clockwise: only the player whose round it is acts now.", "000:L216"
)
R_ROUND = rulebook.rule(
    "round_order", "A round is: the Chance card, the player's turn or turns, then the end of the round.", "000:L220"
)
R_TURN_ORDER = rulebook.rule(
    "turn_order", "A turn is: movement, creature fights, one optional fight with a hero, then possibilities.", "000:L246"
)
R_EXTRA_TURN = rulebook.rule(
    "extra_turns", "Extra turns are played in the same round, with no new Chance card.", "000:L236"
)
R_ONCE_A_ROUND = rulebook.rule(
    "once_a_round", "Once-a-round effects stay once a round, however many turns the player has.", "000:L459"
)

R_TWO_ROUNDS = rulebook.rule(
    "time_loop", "Time Loop is never used twice in one round nor in two rounds running.", "000:L748"
)
R_IN_BATTLE = rulebook.rule(
    "battle_in_progress", "A battle under way is fought to its end before anything else happens.", "000:L375"
)


def require_stage(state: GameState, *stages: str) -> None:
    """Refuse unless the game is at one of these stages (and, outside battle actions, no battle is on)."""
    if state.battle is not None and "battle" not in stages:
        raise rulebook.refuse(R_IN_BATTLE)
    if state.flow.stage not in stages:
        wanted = " or ".join(s.replace("_", " ") for s in stages)
        at = state.flow.stage.replace("_", " ")
        raise rulebook.refuse(R_STAGE, f"This belongs to the {wanted} step; the game is at {at}.")


def require_active(state: GameState, seat: int) -> None:
    """Refuse unless the seat exists and it is that player's round."""
    if not 0 <= seat < len(state.heroes):
        raise InvalidInput(f"There is no seat {seat + 1} in this game.", "seat")
    if state.flow.active != seat:
        raise rulebook.refuse(R_NOT_YOUR_TURN)


def with_flow(tx: Tx, note: str = "", **changes) -> None:
    """Emit a change of the flow (with the sentence it tells the table, if the change itself tells none)."""
    tx.emit(FlowChanged(flow=tx.state.flow.model_copy(update=changes), note=note))


def mark(tx: Tx, *marks: str, note: str = "") -> None:
    """Add marks to the flow."""
    with_flow(tx, note=note, marks=tx.state.flow.marks | set(marks))


def unmark(tx: Tx, *marks: str) -> None:
    """Remove marks from the flow."""
    with_flow(tx, marks=tx.state.flow.marks - set(marks))


def has(state: GameState, m: str) -> bool:
    """Whether a mark is set."""
    return m in state.flow.marks


def _keep(marks: frozenset[str], *prefixes: str) -> frozenset[str]:
    return frozenset(m for m in marks if not m.startswith(prefixes))


def cooling(state: GameState, seat: int, card: str) -> bool:
    """Whether a once-in-two-rounds card was used by this seat in this round or her previous one (000:L748)."""
    return any(m.startswith(f"cooldown:{seat}:{card}:") for m in state.flow.marks)


def _age_cooldowns(marks: frozenset[str], seat: int) -> frozenset[str]:
    """At the start of a seat's round, a card used last round waits one more round; one used before is free."""
    mine = f"cooldown:{seat}:"
    aged = {m[: -len(":now")] + ":next" for m in marks if m.startswith(mine) and m.endswith(":now")}
    return frozenset(m for m in marks if not m.startswith(mine)) | aged


def begin_round(tx: Tx, seat: int) -> None:
    """Seat's round begins: its Chance card comes next (no round marks carried over), none in the Realm."""
    f: Flow = tx.state.flow
    tx.emit(
        FlowChanged(
            flow=f.model_copy(
                update={
                    "stage": "chance",
                    "round": f.round + 1,
                    "active": seat,
                    "turn": 0,
                    "extra_turns": 0,
                    "marks": _age_cooldowns(_keep(f.marks, "turn:", "round:"), seat),
                }
            )
        )
    )
    if in_realm(tx.state.hero(seat)):
        begin_turn(tx)  # no Chance card for a round spent in the Dragon Realm (003:L309)


def begin_turn(tx: Tx) -> None:
    """The active player's next turn begins with movement; a Village lodging of hers ends."""
    f = tx.state.flow
    marks = _keep(f.marks, "turn:") - {f"lodged:{f.active}"}
    with_flow(tx, stage="move", turn=f.turn + 1, marks=marks)


def end_turn(tx: Tx) -> None:
    """The turn ends: another turn if one is owed this round, else the end of the round."""
    f = tx.state.flow
    if f.extra_turns > 0 and tx.state.hero(f.active).status == "active":
        with_flow(tx, extra_turns=f.extra_turns - 1)
        begin_turn(tx)
    else:
        with_flow(tx, stage="round_end", marks=_keep(f.marks, "turn:"))


def next_seat(state: GameState, seat: int) -> int | None:
    """The next seat clockwise still in the game (a dead hero's player may still take a character)."""
    n = len(state.heroes)
    for k in range(1, n + 1):
        s = (seat + k) % n
        if state.hero(s).status != "out":
            return s
    return None


def pass_round(tx: Tx) -> None:
    """The round is over: the next player clockwise begins hers, or the game stops if nobody is left."""
    nxt = next_seat(tx.state, tx.state.flow.active)
    if nxt is None:
        with_flow(tx, stage="over", active=None)
    else:
        begin_round(tx, nxt)
