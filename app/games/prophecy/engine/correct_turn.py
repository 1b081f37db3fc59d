"""Corrections of the game's clockwork: whose round it is and at which step ("it is Cleo's turn, she has moved"),
the Power Up tokens on the Astral Planes (003:L641-643) and the Cooperative game's tokens and collapse clock.
A step the state cannot be in is refused, saying why."""

from __future__ import annotations

from .correct_hero import PartCorrected, seat_of
from .errors import InvalidInput
from .events import who
from .rules import zones as Z
from .rules.tx import Tx
from .slots.realm import in_realm
from .state import GameState

# The steps of a player's round the table may set (000:L220, 000:L246), in words.
STAGES = {"chance": "her round begins with the Chance card", "move": "her turn begins: she is about to move",
          "turn": "she has moved, and the fights and the possibilities of her space come next",
          "round_end": "her turns are over: the end of her round"}
PLAYING = ("chance", "chance_resolve", "move", "turn", "astral", "round_end")
POWER_UP_VALUES = (1, 2)  # the tokens are +1 and +2 (003:L641-643)


def set_turn(act, tx: Tx) -> str:
    """Whose round it is and which step of it: refused when the state cannot be there, saying why."""
    state = tx.state
    hero = seat_of(act, state)
    stage = act.stage
    if stage not in STAGES:
        raise InvalidInput("Say the step: the Chance card, moving, after moving, or the end of the round.", "stage")
    f = state.flow
    if f.stage not in PLAYING:
        raise InvalidInput("The game is not under way: the turns begin once the first player is known.", "stage")
    if state.battle is not None:
        raise InvalidInput("A battle is under way: finish it or turn it back first.", "stage")
    if state.zone("chance:current"):
        raise InvalidInput("A Chance card lies on the table: carry it out, or correct it away, first.", "stage")
    if hero.status == "out":
        raise InvalidInput(f"{hero.player} has left the game and has no rounds.", "seat")
    if hero.status == "dead" and stage != "chance":
        raise InvalidInput(f"{hero.player}'s hero is eliminated: her round can only begin, to take a new "
                           "character.", "stage")
    if stage == "chance" and in_realm(hero):
        raise InvalidInput(f"{who(hero)} is in the Dragon Realm: her rounds there have no Chance card (003:L309).",
                           "stage")
    if (hero.seat, stage) == (f.active, f.stage):
        raise InvalidInput(f"Herald already has {hero.player} at this step.", "stage")
    keep = ("turn:", "round:") if hero.seat != f.active or stage == "chance" else ("turn:",)
    marks = sorted(m for m in f.marks if not m.startswith(keep))
    if hero.seat != f.active:
        marks = [m for m in marks if m != f"lodged:{hero.seat}"]
    turn = 0 if stage == "chance" else max(1, f.turn if hero.seat == f.active else 1)
    extra = f.extra_turns if hero.seat == f.active else 0
    value = f.model_copy(update={"stage": stage, "active": hero.seat, "turn": turn, "extra_turns": extra,
                                 "marks": frozenset(marks)}).model_dump(mode="json")
    tx.emit(PartCorrected(part="flow", value=value))
    return f"it is {who(hero)}'s round: {STAGES[stage]}"


def set_power_ups(act, tx: Tx) -> str:
    """The Power Up tokens lying on one Astral Plane (Increased Guardian Power)."""
    state = tx.state
    if state.options.expansion.guardian_power == "none":
        raise InvalidInput("This game is played without Power Up tokens on the planes.", "plane")
    plane, tokens = act.plane, tuple(act.tokens or ())
    if plane is None or plane not in Z.PLANES:
        raise InvalidInput("Say which Astral Plane.", "plane")
    if any(t not in POWER_UP_VALUES for t in tokens):
        raise InvalidInput("A Power Up token is +1 or +2.", "tokens")
    if tokens == state.power_ups.get(plane, ()):
        raise InvalidInput("Herald already has these tokens on that plane.", "tokens")
    value = {str(p): list(t) for p, t in state.power_ups.items() if p != plane}
    if tokens:
        value[str(plane)] = list(tokens)
    tx.emit(PartCorrected(part="power_ups", value=value))
    told = " and ".join(f"+{t}" for t in tokens) or "no token"
    return f"Astral Plane {plane + 1} has {told}"


def set_clock(act, tx: Tx) -> str:
    """A clock token moved between the stack and a plane (or between planes), or the collapse's rounds set."""
    state = tx.state
    coop = state.coop
    if coop is None:
        raise InvalidInput("Only the Cooperative game and Solo have a clock.", "token")
    if act.token is None:
        return _collapse(act, tx, state)
    origin, to = act.from_plane, act.plane
    if origin == to:
        raise InvalidInput("Say where the token lies and where it goes: two different places.", "plane")
    for p in (origin, to):
        if p is not None and p not in Z.PLANES:
            raise InvalidInput(f"There is no Astral Plane {p + 1}.", "plane")
    stack, planes = list(coop.stack), [list(t) for t in coop.planes]
    if origin is None and coop.drawn is not None:
        stack.append(coop.drawn)  # a dreamer's token turned up but not yet laid is the stack's until it lies somewhere
    source = stack if origin is None else planes[origin]
    if act.token not in source:
        raise InvalidInput(f"No +{act.token} token lies {_where(origin)}.", "token")
    source.remove(act.token)
    (stack if to is None else planes[to]).append(act.token)
    update = {"stack": sorted(stack), "planes": [list(t) for t in planes]}
    if origin is None:
        update["pending"] = None  # the table laid the token: no Dream waits for it
        update["drawn"] = None
    if not stack and coop.collapse is None:
        update["collapse"] = {"drawer": state.flow.active or 0}  # the last token out starts the clock (003:L575)
    if stack:
        update["collapse"] = None
    tx.emit(PartCorrected(part="coop", value={**coop.model_dump(mode="json"), **update}))
    return f"a +{act.token} clock token went from {_where(origin)} to {_where(to)}"


def _where(plane: int | None) -> str:
    return "the stack" if plane is None else f"Astral Plane {plane + 1}"


def _collapse(act, tx: Tx, state: GameState) -> str:
    coop = state.coop
    if coop.collapse is None:
        raise InvalidInput("The planes are not collapsing: say which token moves.", "token")
    rounds = act.value
    most = state.options.coop.collapse_rounds if state.options.coop else 3
    if rounds is None or not 1 <= rounds <= most:
        raise InvalidInput(f"Say which of the collapse's {most} rounds has begun.", "value")
    if rounds == coop.collapse.rounds:
        raise InvalidInput("Herald already counts this round of the collapse.", "value")
    collapse = coop.collapse.model_copy(update={"rounds": rounds})
    tx.emit(PartCorrected(part="coop", value={**coop.model_dump(mode="json"), "collapse": collapse.model_dump()}))
    return f"round {rounds} of the drawer's since the last token has begun"


TURN_CORRECTIONS = {"set_turn": set_turn, "set_power_ups": set_power_ups, "set_clock": set_clock}
