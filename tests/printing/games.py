"""Games to print, built without the web: a state from the engine's own setup, a log, seat links."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from app.games.prophecy.engine.actions import Context
from app.games.prophecy.engine.events import fold
from app.games.prophecy.engine.setup import CreateGame
from app.games.prophecy.engine.state import GameResult, GameState
from app.printing import GameData, LogEntry
from tests.helpers import SEATS

GAME_ID = "f00dfacef00dfacef00dfacef00dface"
# A fourth seat for Team Play, which is for four players (000:L543).
DAN = {"player": "Dan", "character": "scout", "strength": 4, "willpower": 4, "guilds": ["thieves_guild", "forest_camp"]}
T0 = datetime(2026, 11, 20, 19, 0, tzinfo=UTC)


def battle_event(seat: int, foe: str, win: str, draw: str, lose: str, outcome: str) -> dict:
    """A battle as the battle engine's odds and outcome would be logged."""
    return {"kind": "battle_resolved", "seat": seat, "foe": {"name": foe}, "odds": {"win": win, "draw": draw, "lose": lose},
            "outcome": outcome}


def sample_game(*, seats: int | None = None, mode: str = "standard", variants: tuple[str, ...] = (), zones: dict | None = None,
                extra: list[list[dict]] | None = None, result: GameResult | None = None, name: str = "Friday game",
                typed_guilds: bool = True, expansion: dict | None = None, realm: str | None = None) -> GameData:
    """A game after its setup, then one log step per list of raw events in `extra`; typed_guilds=False
    forgets the guilds the table typed, as for a character whose guilds nobody entered."""
    seats = seats or (4 if "team_play" in variants else 3)
    options = {"mode": mode, "variants": list(variants), "expansion": expansion or {}}
    if realm is not None:  # 'standard' or 'dragonslayer': the Realm board (003:L209, L651)
        options["realm"] = {"variant": realm}
    act = CreateGame.model_validate({"kind": "create_game", "options": options, "seats": (SEATS + [DAN])[:seats]})
    events = act.decide(GameState(), Context())
    state = fold(GameState(), events)
    if not typed_guilds:
        state = state.model_copy(update={"heroes": tuple(h.model_copy(update={"guilds": ()}) for h in state.heroes)})
    if zones:
        state = state.model_copy(update={"zones": zones})
    if result:
        state = state.model_copy(update={"result": result})
    log = [LogEntry(1, "create_game", ("New game.",), False, T0, tuple(e.model_dump(mode="json") for e in events))]
    for i, raw in enumerate(extra or [], start=2):
        story = tuple(f"Step {i}: {e['kind'].replace('_', ' ')}." for e in raw)
        chance = any(e["kind"] in ("dice_rolled", "battle_resolved") for e in raw)
        log.append(LogEntry(i, raw[0]["kind"], story, chance, T0 + timedelta(minutes=3 * i), tuple(raw)))
    held: dict[int, dict[str, tuple[str, ...]]] = {}
    for zone, cards in (zones or {}).items():
        _, seat, what = zone.split(":")
        held.setdefault(int(seat), {})[what] = tuple(cards)
    return GameData(
        id=GAME_ID, name=name, seq=len(log), head_id=len(log), state=state, log=tuple(log), possessions=held,
        seat_links={h.seat: f"http://192.168.1.50:5000/games/{GAME_ID}?seat={h.seat}" for h in state.heroes},
    )
