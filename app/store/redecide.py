"""Re-decide an imported game: every recorded action goes through the rules again, and the file's events must be
exactly the ones the rules decide. The log's story lines are told again from those events, never read from the file.

Dice and drawn cards are fields of the actions, so deciding again is deterministic. What the file says beyond its
actions is checked, not trusted: a checksum only proves that nobody changed the file by accident.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from app.games.registry import GameKind

from .gamelog import HERALD_DEALT, SNAPSHOT_EVERY, tell


class Refused(ValueError):
    """A step of the file that the rules do not give back; the message names the step."""


@dataclass
class Step:
    """A step as it will be stored: the action and events the rules decided, and its story told from them."""

    seq: int
    kind: str
    action: dict
    events: list[dict]
    story: list[str]
    chance: bool


@dataclass
class Decided:
    """The re-decided log: the steps by position in the file, the head state, and snapshots by step."""

    state: Any
    steps: dict[int, Step] = field(default_factory=dict)
    snapshots: dict[int, Any] = field(default_factory=dict)


def redecide(log: list[Any], context: Any, kind: GameKind) -> Decided:
    """Decide every active step, then the redo stack on top of them; tell the replaced steps from their events.

    `log` holds the file's steps (with seq, type, action, events, story, status); `context` is the rules' context,
    or a function giving the context a step was decided in (the catalog grows as the table types values and names
    new cards). Raises Refused at the first step whose decided events differ from the recorded ones, naming it.
    """
    ctx_of = context if callable(context) else (lambda _step: context)
    out = Decided(kind.state_model())
    by_status: dict[str, list[tuple[int, Any]]] = {"active": [], "undone": [], "replaced": []}
    for i, s in enumerate(log):
        by_status[s.status].append((i, s))
    states = [kind.state_model()]  # the state after each active step, for telling the replaced ones
    state = kind.state_model()
    for i, s in sorted(by_status["active"], key=lambda p: p[1].seq):
        out.steps[i], state = _decide_step(s, state, ctx_of(s), kind)
        if s.seq % SNAPSHOT_EVERY == 0:
            out.snapshots[s.seq] = state
        states.append(state)
    out.state = state
    head = len(states) - 1
    undone = sorted(by_status["undone"], key=lambda p: p[1].seq)
    if [s.seq for _, s in undone] != list(range(head + 1, head + 1 + len(undone))):
        raise Refused("The file's undone steps do not follow its last step one by one; it was edited.")
    redo_state = state
    for i, s in undone:
        out.steps[i], redo_state = _decide_step(s, redo_state, ctx_of(s), kind)
    for i, s in by_status["replaced"]:
        out.steps[i] = _told_replaced(s, states[min(max(s.seq - 1, 0), head)], kind)
    return out


def _decide_step(s, state: Any, ctx: Any, kind: GameKind) -> tuple[Step, Any]:
    where = f"Step {s.seq} ({s.type})"
    try:
        act = kind.parse_action(s.action)
        recorded = [e.model_dump(mode="json") for e in kind.parse_events(s.events)]
    except (ValidationError, ValueError, KeyError, TypeError) as exc:
        raise Refused(f"{where} cannot be read: {_first_line(exc)}") from exc
    if act.kind != s.type:
        raise Refused(f"{where} says {s.type!r} but holds a {act.kind!r} action.")
    try:
        events = kind.decide(state, act, ctx)
    except (kind.illegal, kind.invalid) as exc:
        raise Refused(f"{where} is refused by the rules: {_first_line(exc)}") from exc
    decided = [e.model_dump(mode="json") for e in events]
    if decided != recorded and _unworded(decided, kind) == _unworded(recorded, kind):
        # the same decision said in older words: the file keeps the words it recorded
        events, decided = kind.parse_events(s.events), recorded
    if decided != recorded:
        raise Refused(f"{where}: the rules decide other events than the file records ({_difference(decided, recorded)}).")
    story = tell(state, events)
    if s.story and s.story[-1] == HERALD_DEALT:  # the one fact no event holds: Herald dealt the cards
        story.append(HERALD_DEALT)
    step = Step(s.seq, act.kind, act.model_dump(mode="json"), decided, story, kind.took_chance(act, events))
    return step, kind.fold(state, events)


def _told_replaced(s, state: Any, kind: GameKind) -> Step:
    """A replaced step is never folded again; its events must parse, and its story is told from them."""
    try:
        act = kind.parse_action(s.action)
        events = kind.parse_events(s.events)
    except (ValidationError, ValueError, KeyError, TypeError) as exc:
        raise Refused(f"Step {s.seq} ({s.type}, replaced) cannot be read: {_first_line(exc)}") from exc
    try:
        story = tell(state, events)
    except Exception:  # noqa: BLE001 - told against a state it was not decided on: it keeps no story
        story = []
    return Step(s.seq, act.kind, act.model_dump(mode="json"), [e.model_dump(mode="json") for e in events], story,
                kind.took_chance(act, events))


def _unworded(events: list[dict], kind: GameKind) -> list[dict]:
    """The events without the fields that hold only the log's words."""
    return [{k: v for k, v in e.items() if k not in kind.words_fields} for e in events]


def _difference(decided: list[dict], recorded: list[dict]) -> str:
    """Where two event lists first differ, in words."""
    for n, (a, b) in enumerate(zip(decided, recorded, strict=False), start=1):
        if a != b:
            keys = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))
            return f"event {n}, {a.get('kind', '?')}: {', '.join(keys)} differ"
    return f"{len(decided)} events decided, {len(recorded)} recorded"


def _first_line(exc: Exception) -> str:
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
