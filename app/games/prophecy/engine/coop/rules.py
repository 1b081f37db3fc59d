"""What changes in play for the cooperative group: the order in which the Artifacts must fall (003:L556-563),
Artifacts never traded (003:L529), and the shared result: all five Artifacts with everyone alive, or defeat
when anyone dies (003:L569-573, L623)."""

from __future__ import annotations

from .. import rulebook
from ..actions import CONSEQUENCES, Context, consequence, guard
from ..endgame import artifacts
from ..events import Event, GameEnded, who
from ..ruleset import ruleset_of
from ..state import GameResult, GameState

R_ATTACK_ORDER = rulebook.rule(
    "coop_attack_order",
    "Cooperative game: a hero holding Artifacts attacks no Astral Plane until every other hero holds at least as "
    "many.",
    "003:L556",
)
R_NO_ARTIFACT_TRADE = rulebook.rule(
    "coop_artifacts_kept", "Cooperative game: Artifacts won in the Astral Planes are never traded.", "003:L529"
)
R_COOP_WIN = rulebook.rule(
    "coop_victory", "The group wins when all five Artifacts are won and every character is alive.", "003:L569"
)
R_COOP_LOSS = rulebook.rule("coop_defeat", "The group loses as soon as any character dies.", "003:L573")


def counts(state: GameState, ctx) -> dict[int, int]:
    """How many Artifacts each hero holds."""
    return {h.seat: len(artifacts.held_by(state, ctx, h.seat)) for h in state.heroes}


def may_attack(state: GameState, ctx) -> tuple[int, ...]:
    """The heroes the order rule lets attack a plane now: those holding no more Artifacts than anyone else."""
    held = counts(state, ctx)
    if not ruleset_of(state).attack_parity or not held:
        return tuple(held)
    least = min(held.values())
    return tuple(s for s, n in held.items() if n == 0 or n <= least)


@guard
def artifacts_in_order(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """Refuse an attack on a plane by a hero ahead of the others, naming who may attack."""
    if kind != "move" or fields.get("how") != "astral" or not ruleset_of(state).attack_parity:
        return
    seat = fields.get("seat")
    if seat is None or not 0 <= seat < len(state.heroes) or seat in may_attack(state, ctx):
        return
    names = ", ".join(state.hero(s).player for s in may_attack(state, ctx)) or "nobody"
    raise rulebook.refuse(R_ATTACK_ORDER, f"{state.hero(seat).player} holds more Artifacts than another hero; "
                                          f"who may attack now: {names}.")


@guard
def artifacts_never_traded(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """A cooperative trade moves no Artifact."""
    if kind not in ("trade", "secret_hideouts") or ruleset_of(state).coop is None:
        return
    cards = tuple(fields.get("give_items") or ()) + tuple(fields.get("take_items") or ())
    if any(artifacts.is_artifact(ctx, c) for c in cards):
        raise rulebook.refuse(R_NO_ARTIFACT_TRADE)


@consequence
def shared_result(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """The group's result: defeat at the first death, victory with all five Artifacts and everyone alive."""
    if state.result is not None or state.options.coop is None or not state.heroes:
        return ()
    fallen = [h for h in state.heroes if h.status != "active"]
    if fallen:
        together = "the group loses together" if len(state.heroes) > 1 else "the game is lost"
        return (GameEnded(result=GameResult(winners=(), reason=f"{who(fallen[0])} died: {together} ({R_COOP_LOSS.ref})")),)
    if state.battle is None and artifacts.all_held(state, ctx):
        return (GameEnded(result=GameResult(winners=tuple(h.seat for h in state.heroes), reason=(
            f"all five Artifacts are won and every character lives: the group wins ({R_COOP_WIN.ref})"))),)
    return ()


# The group's result is read before the competitive endings: a lone Solo hero's death is the group's defeat,
# not "nobody is left to play".
CONSEQUENCES.remove(shared_result)
CONSEQUENCES.insert(0, shared_result)
