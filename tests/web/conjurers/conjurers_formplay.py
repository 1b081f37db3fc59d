"""A tablet playing Conjurers through its HTML forms only: the setup wizard, then every step chosen among the
forms the game screen shows and filled as a person would. The policy reads the state to steer (what a player
can afford, from the app's log); every write goes through a form: battle turns through the battle screen's
(conjurers_formbattle)."""

from __future__ import annotations

import random
import re
from unittest import mock

from bs4 import BeautifulSoup, Tag
from werkzeug.datastructures import MultiDict

from app.games.conjurers.engine import State
from app.games.conjurers.engine.model import CATEGORIES
from app.games.conjurers.engine.tables import HIRE_COST
from app.games.conjurers.screens import tablet as wizard
from tests.helpers import GM_PIN, page_part
from tests.web.conjurers.conjurers_formbattle import fight_battle

NAMES = ("Ada", "Bo", "Cy", "Di")
KINDS = ("worker", "merchant", "warrior", "recruiter")
DEALT = 9_000  # the wizard's deal of a test's game: this plus the test's seed


class Refused(AssertionError):
    """The tablet showed a refusal where the driver expected its step to be applied."""


def page(client, url: str) -> BeautifulSoup:
    """A whole page, parsed (an error status fails)."""
    r = client.get(url)
    assert r.status_code == 200, (url, r.status_code, r.get_data(as_text=True)[:400])
    return BeautifulSoup(r.get_data(as_text=True), "html.parser")


def create_from_wizard(client, players: int, options=(), seed: int = 0) -> str:
    """Fill the setup wizard as the table would (Herald draws the locked mythologies and level 1s); the game id."""
    form = page(client, "/conjurers/new").select_one("#wizard form")
    fields = {"csrf_token": form.find("input", attrs={"name": "csrf_token"})["value"], "name": f"Forms {players}",
              "pin": GM_PIN, "start": str(seed % players)}
    for i in range(players):
        fields[f"seat{i}_player"] = NAMES[i]
        fields[f"seat{i}_assistant"] = KINDS[i]
    for option in options:
        assert form.find("input", attrs={"name": option}) is not None, option
        fields[option] = "1"
    # The wizard deals each game from a seed it draws from the OS (a real table gets a new game every time); here
    # the seed is the test's own, so a game that failed once is dealt and played again the same way.
    with mock.patch.object(wizard, "Random", lambda *given: random.Random(*(given or (DEALT + seed,)))):
        r = client.post(form["action"], data=fields)
    assert r.status_code == 303, r.get_data(as_text=True)[:800]
    return r.headers["Location"].rstrip("/").split("/")[-1]


def state_of(client, game_id: str) -> State:
    """The game's state as the JSON API gives it."""
    return State.model_validate(client.get(f"/api/v1/games/{game_id}").get_json()["state"])


def _fields(form: Tag) -> list[tuple[str, str]]:
    out = []
    for el in form.find_all("input"):
        if el.get("type") == "hidden":
            out.append((el["name"], el.get("value", "")))
    return out


def fill(form: Tag, state: State, rng: random.Random) -> tuple[list[tuple[str, str]], str]:
    """The fields a person fills in one offer form, and what they pressed (for the record)."""
    kind = form["data-kind"]
    pairs = _fields(form)
    seat = next((int(v) for k, v in pairs if k == "seat"), None)
    p = state.players[seat] if seat is not None else None
    pressed = ""
    if kind == "place":
        b = rng.choice(form.select("button[name=space]"))
        pairs.append(("space", b["value"]))
        pressed = b.get_text(strip=True)
    elif kind == "hire":
        options = [i["value"] for i in form.select("input[name=assistant]") if i["value"]]
        cost = HIRE_COST.get(len(p.assistants) + 1, {})
        affordable = all(p.stock[k] >= v for k, v in cost.items())
        pairs.append(("assistant", rng.choice(options) if options and affordable else ""))
    elif kind == "trade":
        have = [r for r, n in p.stock.items() if r != "food" and n >= 6]
        gains = [o["value"] for o in form.select("select[name=trade0_gain] option")]
        if have and gains:
            pay = rng.choice(have)
            pairs += [("trade0_pay", pay), ("trade0_gain", rng.choice([g for g in gains if g != pay] or gains)),
                      ("trade0_units", "1")]
    elif kind == "buy":
        boxes = form.select("input[name=card]")
        if boxes and rng.random() < 0.6:
            card = rng.choice(boxes)["value"]
            known = state.facts[card].cost
            cheap = [r for r in ("wood", "stone") if p.stock[r] >= 1]
            if known is None and cheap:
                pairs += [("card", card), (f"cost.{card}", f"1 {rng.choice(cheap)}")]
            elif known is not None and all(p.stock[k] >= v for k, v in known.items()):
                pairs.append(("card", card))
            # The points the form asks, also of an artifact whose cost alone is known (the Shield of Achilles).
            if ("card", card) in pairs and form.find("input", attrs={"name": f"vp.{card}"}) is not None:
                pairs.append((f"vp.{card}", str(rng.randint(1, 9))))
    elif kind == "sacrifice":
        selects = form.select("select")
        if selects and rng.random() < 0.3:
            sel = selects[0]
            pairs.append((sel["name"], rng.choice([o["value"] for o in sel.find_all("option") if o["value"]])))
    elif kind == "battleground":
        creature = rng.choice(form.select("input[name=creature]"))["value"]
        pairs.append(("creature", creature))
        if form.find("select", attrs={"name": "level"}) is not None and state.facts[creature].level is None:
            pairs.append(("level", str(rng.randint(2, 5))))
        pressed = rng.choice(["fight", "fight", "won", "lost"])
        pairs.append(("outcome", pressed))
    elif kind in ("duel", "duel_won"):
        boxes = [b["value"] for b in form.select("input[name=category]")]
        pairs += [("category", c) for c in rng.sample(boxes, 3)]
        if form.select("button[name=outcome]"):
            pressed = rng.choice(["fight", "won", "lost"])
            pairs.append(("outcome", pressed))
    elif kind == "tournament_draw":
        options = [o["value"] for o in form.select("select[name=partner] option")]
        pairs.append(("partner", rng.choice(options)))
    elif kind == "tournament_match":
        if rng.random() < 0.5:
            b = rng.choice(form.select("button[name=winner]"))
            pairs.append(("winner", b["value"]))
        else:
            pairs.append(("fight", "1"))
    elif kind == "tournament_prize":
        for name in ("creature", "resource"):
            radios = form.select(f"input[name={name}]")
            if radios:
                pairs.append((name, rng.choice(radios)["value"]))
    return pairs, pressed


def play(client, game_id: str, rng: random.Random, max_steps: int = 3000, watch=None) -> dict:
    """Play the game to its score screen; what it went through (kinds of forms, battles fought). `watch(screen,
    state)` looks at each screen before its step is taken."""
    from tests.helpers import GM_TOKENS

    GM_TOKENS[game_id] = client.post(f"/api/v1/games/{game_id}/session", json={"pin": GM_PIN}).get_json()["token"]
    seen: dict[str, int] = {}
    log = client.application.extensions["herald.log"]
    for _ in range(max_steps):
        r = client.get(f"/games/{game_id}")
        assert r.status_code == 200, (game_id, r.status_code, r.get_data(as_text=True)[:400])
        html = r.get_data(as_text=True)
        state = log.load(game_id)[1]  # the state the screen was drawn from, as the app's log holds it (cached)
        if watch is not None:
            watch(BeautifulSoup(html, "html.parser"), state)
        if state.result is not None:
            return {"seen": seen, "screen": BeautifulSoup(html, "html.parser"), "state": state}
        screen = page_part(html, "offers")  # the steps are chosen among its forms
        forms = screen.select("#offers form.offer")
        if not forms:
            assert state.fight is not None, "no form on the screen and no battle under way"
            link = screen.select_one("a#to-battle")
            assert link is not None, "a battle under way and no link to the battle screen"
            turns, dice = fight_battle(client, link["href"], rng)
            assert turns, "the battle screen offered no move"
            seen["battle turn"] = seen.get("battle turn", 0) + turns
            if dice:
                seen["dice entered"] = seen.get("dice entered", 0) + dice
            continue
        form = rng.choice(forms)
        pairs, pressed = fill(form, state, rng)
        r = client.post(form["action"], data=MultiDict(pairs))
        if r.status_code != 303:
            said = BeautifulSoup(r.get_data(as_text=True), "html.parser").select_one("#refusal, #notice")
            raise Refused(f"{form['data-kind']} {pairs}: {r.status_code} {said.get_text(strip=True) if said else ''}")
        key = form["data-kind"] + (f":{pressed}" if pressed in ("fight", "won", "lost") else "")
        seen[key] = seen.get(key, 0) + 1
    raise AssertionError("the game did not end")


def totals_on(screen: BeautifulSoup) -> dict[str, int]:
    """The score screen's totals by player name."""
    out = {}
    for table in screen.select("#result table.score-table"):
        name = re.match(r"\s*(\S+):", table.caption.get_text()).group(1)
        out[name] = int(table.select_one(".total")["data-total"])
    return out


CATEGORY_WORDS = CATEGORIES
