"""What the whole-game tests tell the tablet and check on it: the wizard's answers, the character cards' printed
numbers, the log's steps and the result panel."""

from __future__ import annotations

import re

from app.games.prophecy.screens.play.words import split_ref
from tests.helpers import GM_PIN, GUILDS, SEATS, page_part

from .formplay import Tablet, parse

MAX_STEPS = 900


def answers(seats: int, mode: str = "standard", deck_mode: str = "table", variants=()) -> dict:
    """What the table answers in the wizard: the game, the players, the characters they kept (their printed
    numbers where Herald does not fill them in), who draws the cards, and the GM PIN."""
    out = {"name": "Whole game", "mode": mode, "variants": list(variants), "seats": seats, "deck_mode": deck_mode,
           "pin": GM_PIN}
    for i, seat in enumerate(SEATS[:seats]):
        character = seat["character"].capitalize()
        out |= {f"seat{i}_player": seat["player"], f"seat{i}_character": character,
                f"seat{i}_strength": seat["strength"], f"seat{i}_willpower": seat["willpower"],
                f"seat{i}_guild1": GUILDS[character][0], f"seat{i}_guild2": GUILDS[character][1]}
    return out


def printed_characters(seats: int) -> dict:
    """What the character cards show, for the registration prompt (the same as typed in the wizard)."""
    return {s["character"]: {"f:strength": s["strength"], "f:willpower": s["willpower"],
                             "f:start_guild": GUILDS[s["character"].capitalize()][0],
                             "f:second_guild": GUILDS[s["character"].capitalize()][1]} for s in SEATS[:seats]}


def log_steps(tablet: Tablet, game_id: str) -> list[int]:
    """Every step the log screen lists, following its links to the earlier pages."""
    seen, url = [], f"/games/{game_id}/log"
    while url:
        html = tablet.client.get(url).get_data(as_text=True)
        seen += [int(s) for s in re.findall(r'id="step-(\d+)"', html)]
        older = page_part(html, "log-older").find(id="log-older") if ' id="log-older"' in html else None
        url = older["href"] if older is not None else None
    return seen


def check_result_screen(client, game_id: str, run) -> None:
    """The game screen's result panel says what the engine's result says: the headline, the reason, the order."""
    result = run.state.result
    screen = parse(client.get(f"/games/{game_id}").get_data(as_text=True))
    assert screen.find(id="result") is not None
    headline = screen.find(id="result-headline").get_text(strip=True)
    if not result.winners:
        assert headline == "Nobody wins"
    else:
        assert headline.endswith(" wins" if len(result.winners) == 1 else " win")
    for hero in run.state.heroes:
        assert (f"{hero.player}'s " in headline) == (hero.seat in result.winners), headline
    reason, ref = split_ref(result.reason[:1].upper() + result.reason[1:])  # the rule's line one tap away
    assert screen.find(id="result-reason").get_text(strip=True).rstrip(".") == reason.rstrip(".")
    assert ref is None or f"rulebook {ref}" in screen.select_one(".result-reason .rule-ref").get_text()
    finishers = screen.select("li.finisher")
    assert [int(li["data-seat"]) for li in finishers if "winner" in li["class"]] == list(result.winners)
    order = [int(li["data-seat"]) for li in finishers]
    assert order[:len(result.winners) + len(result.ranking)] == [*result.winners, *result.ranking]
    assert screen.find(id="no-offers").get_text(strip=True) == "The game is over."
