"""A whole game from the tablet's forms in which the table's truth is recorded (issue 13, Evidence): a card Herald
does not know typed by its name where it comes up, a Golden Fish and an Imp put on a space by correction, the
Strength wished at the cap lost, the Imp's discard; then the game is played to its end and the result panel read.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

from app.games.prophecy.screens.setup import dealing

from .formplay import Tablet, create_with_wizard, parse
from .formplay_game import play
from .formplay_policy import Policy
from .formplay_truth import TableTruth
from .kit import (
    MAX_STEPS,
    answers,
    check_result_screen,
    log_steps,
    printed_characters,
)

SEED = 4


def test_a_game_records_what_the_table_did_and_ends_normally(app, client, monkeypatch):
    monkeypatch.setattr(dealing, "secrets", SimpleNamespace(randbits=lambda bits: 1000 + SEED))
    rng = random.Random(SEED)
    tablet = Tablet(client, rng)
    game_id = create_with_wizard(tablet, answers(seats=3))
    log = app.extensions["herald.log"]
    policy = Policy(rng, log.context(), new_card="Cave Troll")
    truth = TableTruth(game_id, log)
    run = play(tablet, game_id, policy, MAX_STEPS, printed_characters(3), interlude=truth)

    assert run.state.result is not None, f"no result after {run.steps} steps"
    assert truth.done and set(truth.seen) == {"lost", "put", "imp"}, truth.seen
    assert policy.typed_new, "the game never came to a card search after round 2"
    card = app.extensions["herald.catalog"].card("table-cave-troll")
    assert (card.kind, card.name) == ("creature", "Cave Troll")
    assert run.state.where("table-cave-troll#1") is not None
    # every tap and every correction one step after the game's creation; the new card brought itself in with one more
    # one step per tap after the game's creation, one more per card named new and per only kind Herald chose
    chosen = sum(r.action_id.endswith("-only-kind") for r in app.extensions["herald.log"].rows(run.game_id))
    assert run.api["seq"] == run.steps + 1 + policy.brought_in + chosen
    words = whole_log(client, game_id)
    assert "Cave Troll" in words and "1 Strength lost, no room for more" in words
    check_result_screen(client, game_id, run)
    assert log_steps(tablet, game_id) == list(range(run.api["seq"], 0, -1))


def whole_log(client, game_id: str) -> str:
    """The words of every page of the log screen."""
    out, url = [], f"/games/{game_id}/log"
    while url:
        page = parse(client.get(url).get_data(as_text=True))
        out.append(page.get_text(" ", strip=True))
        older = page.find(id="log-older")
        url = older["href"] if older is not None else None
    return " ".join(out)
