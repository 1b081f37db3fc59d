"""Conjurers games made through the API for the web tests: the start action for 2 to 4 players and a game created
with it, the client its game master; a whole game played through the app's log by the engine tests' random player."""

from __future__ import annotations

from random import Random

from app.games.conjurers.catalog import load_catalog
from app.games.conjurers.engine import IllegalAction, State, parse_action
from tests.games.conjurers.kit import BLIND, random_action
from tests.helpers import GM_PIN, GM_TOKENS, new_id

LEVEL1 = [c.id for c in load_catalog().deck("level1")]


def start_action(players=("Ada", "Bo", "Cy")) -> dict:
    """A start_game action for 2 to 4 players: one mythology locked per the table C2, three level 1 each."""
    locked = {2: ["greek", "norse"], 3: ["japanese"], 4: []}[len(players)]
    return {"kind": "start_game", "players": list(players), "first_assistants": ["worker", "merchant", "warrior",
            "recruiter"][:len(players)], "locked": locked,
            "level1": [LEVEL1[3 * i:3 * i + 3] for i in range(len(players))], "start": 1}


def create_game(client, players=("Ada", "Bo", "Cy"), **extra):
    """A new game for `players` through the API (`extra` joins the request); the client masters it."""
    r = client.post("/api/v1/games", json={"name": "Conjurers night", "setup": start_action(players), "pin": GM_PIN,
                                           **extra})
    assert r.status_code == 201, r.get_json()
    GM_TOKENS[r.get_json()["id"]] = r.get_json()["gm_token"]
    return r.get_json()["id"]


FOUR = ("Ada", "Bo", "Cy", "Di")


def at_last_tournament(state: State) -> bool:
    """The tournament after round 12's feeding, before its first step."""
    return state.stage == "tournament" and state.tournament.after_round == 12


def played(app, client, options=("tournaments", "healing"), seed: int = 7, stop=None, watch=None) -> str:
    """A new game for four with these options, its game master the client, played by the engine tests' random legal
    player (each step decided and recorded by the app's own log, as the API would) until stop(state) holds, or to
    its final score; watch(game_id, state) looks at each state before its step. The game id; the same seed, the same game.
    For tests about the screens of a late point; the tablet's forms play whole games in
    test_conjurers_whole_game_from_tablet.py."""
    log = app.extensions["herald.log"]
    setup = {**start_action(FOUR), **dict.fromkeys(options, True)}
    game_id = create_game(client, FOUR, setup=setup)
    rng = Random(seed)
    seq, state = log.load(game_id)
    while state.result is None and not (stop and stop(state)):
        if watch is not None:
            watch(game_id, state)
        raw = random_action(state, rng)
        try:
            applied = log.append(game_id, parse_action(raw), expected_seq=seq, action_id=new_id())
        except IllegalAction:  # an amount the random player could not afford: it does nothing instead
            if raw["kind"] not in BLIND:
                raise
            raw.update({field: [] for field in ("trades", "purchases", "offerings") if raw.get(field)})
            if raw.get("assistant"):
                raw["assistant"] = None
            applied = log.append(game_id, parse_action(raw), expected_seq=seq, action_id=new_id())
        seq, state = applied.seq, applied.state
    assert stop is None or stop(state), f"the game ended in round {state.round} before the point asked for"
    return game_id
