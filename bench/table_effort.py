"""Bench: how much the table types and taps from the new-game wizard to the end of the first round.

A three-player standard game, the catalog as shipped and an empty group (a fresh database), driven through
the tablet's forms as htmx posts them (the form-playing tablet of tests/web/prophecy/wholegame/formplay*.py). Every person's
action is counted:
- taps: a button pressed (a form posted) or a link followed;
- searches: a card name typed into a search box;
- names typed: the game's name, the players' names, the characters they chose, the PIN;
- numbers typed: every number or text box a person fills from a card (a character's Strength, a card's
  printed values, a Chance card's amounts, a price), split into before the first move and the whole round.
The first round ends when each of the three players has finished a round of her own. Several seeds are
played; the figures are per seed and summed.
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app import create_app  # noqa: E402
from app.games.prophecy.engine import GameState  # noqa: E402
from app.games.prophecy.screens.setup import dealing
from app.games.prophecy.screens.setup.setup_wizard import character_facts  # noqa: E402
from tests.web.prophecy.wholegame import formplay  # noqa: E402
from tests.web.prophecy.wholegame.formplay import Tablet, TabletError, offers_on, successful, swapped  # noqa: E402
from tests.web.prophecy.wholegame.formplay_game import card_values  # noqa: E402
from tests.web.prophecy.wholegame.formplay_policy import LEFT_ALONE, Policy  # noqa: E402
from tests.web.prophecy.wholegame.kit import answers, printed_characters  # noqa: E402

SEEDS = (1, 2, 3, 4, 5)
SEATS = 3
NAMES = ("name", "pin", "pin_confirm")


@dataclass
class Effort:
    """What the table did, counted."""

    taps: int = 0
    searches: int = 0
    names: int = 0
    numbers_before_move: int = 0
    numbers: int = 0
    where: Counter = field(default_factory=Counter)
    moved: bool = False

    def typed(self, n: int, where: str) -> None:
        """n numbers typed from the cards, at one place."""
        self.numbers += n
        self.where[where] += n
        if not self.moved:
            self.numbers_before_move += n


class CountingTablet(Tablet):
    """The form-playing tablet, counting every tap and search."""

    def __init__(self, client, rng, effort: Effort):
        super().__init__(client, rng)
        self.effort = effort

    def hx_post(self, url, pairs, allow=()):
        self.effort.taps += 1
        return super().hx_post(url, pairs, allow)

    def search(self, box, typed):
        self.effort.searches += 1
        return super().search(box, typed)


def _typed_boxes(form) -> dict[str, str]:
    """The number and text boxes a form shows, by name: what a person types into (not hidden, not a choice)."""
    out = {}
    for el in form.find_all("input"):
        if el.get("name") and el.get("type", "text") in ("number", "text", "tel"):
            out[el["name"]] = el.get("value", "")
    return out


def wizard(tablet: CountingTablet, effort: Effort) -> str:
    """Walk the wizard as the whole-game test does, counting what is typed; the new game's id."""
    given = answers(SEATS)
    original = formplay._answer
    # Choosing a character the catalog knows fills its numbers at once (the wizard's change request), so a person
    # types only the boxes still empty after the choice.
    facts = character_facts(tablet.client.application.extensions["herald.catalog"])
    filled_on_choice = {f"seat{i}_{key}" for i in range(SEATS) for key in ("strength", "willpower", "guild1", "guild2")
                        if (facts.get(given.get(f"seat{i}_character", "")) or {}).get(key)}

    def counted(form, answers_):
        pairs = original(form, answers_)
        boxes = {k: v for k, v in _typed_boxes(form).items()}
        for name, value in pairs:
            if name in boxes and not boxes[name] and value and name not in filled_on_choice:
                if name in NAMES or name.endswith(("_player", "_character")):
                    effort.names += 1
                else:
                    effort.typed(1, "wizard")
        return pairs

    formplay._answer = counted
    try:
        return formplay.create_with_wizard(tablet, given)
    finally:
        formplay._answer = original


def first_round(tablet: CountingTablet, game_id: str, policy: Policy, effort: Effort, printed: dict) -> int:
    """Tap offers until every player has finished a round; the number of game steps."""
    steps, asked = 0, Counter()
    screen = tablet.page(f"/games/{game_id}")
    while steps < 400:
        api = tablet.client.get(f"/api/v1/games/{game_id}").get_json()
        state = GameState.model_validate(api["state"])
        if state.flow.round > SEATS or state.result is not None:
            return steps
        prompt = screen.find(id="register-prompt")
        if prompt is not None:
            screen = register(tablet, prompt, policy, asked, printed, effort)
            continue
        link = screen.find(id="to-battle") or (screen.find(id="back-to-table") if screen.find(id="battle-over") else None)
        if link is not None:
            effort.taps += 1
            screen = tablet.page(link["href"])
            continue
        offers = [o for o in offers_on(screen, ".offer-list, #battle-steps, .fight-open") if o.kind not in LEFT_ALONE]
        fight = screen.select_one(".offer-list a.fight-link")
        ranked = sorted(((policy.rank(o, state), i) for i, o in enumerate(offers)))
        if fight is not None and (not ranked or ranked[0][0] >= 1):
            effort.taps += 1
            screen = tablet.page(fight["href"])
            continue
        if not offers:
            raise TabletError(f"step {steps}: nothing to tap at {state.flow}")
        offer = offers[ranked[0][1]]
        filled, pressed = policy.fill(tablet, offer, state, api)
        boxes = _typed_boxes(offer.form)
        effort.typed(sum(1 for k, v in filled.values.items() if k in boxes and v != boxes[k]), offer.kind)
        if offer.kind == "move":
            effort.moved = True
        screen = tablet.submit(offer, filled, pressed)
        steps += 1
    raise TabletError("the first round never ended")


def register(tablet, prompt, policy, asked, printed, effort):
    """The old registration prompt: open the card form, type what the card shows, save (or Later)."""
    card_id = prompt.find(id="register-open")["href"].rstrip("/").split("/")[-1]
    asked[card_id] += 1
    effort.taps += 1
    opened = tablet.hx_get(prompt.find(id="register-open")["hx-get"], [])
    form = opened.find(id="card-form")
    typed = card_values(form, policy, printed.get(card_id, {}))
    if asked[card_id] > 2 or not typed:
        later = prompt.find("form")
        return swapped(tablet.hx_post(later["hx-post"], successful(later)), "Later")
    boxes = _typed_boxes(form)
    effort.typed(sum(1 for k, _ in typed if k in boxes), "card form")
    pairs = [(k, v) for k, v in successful(form) if k not in {n for n, _ in typed}] + typed
    return swapped(tablet.hx_post(form["hx-post"], pairs), f"registering {card_id}")


def one_game(seed: int) -> tuple[Effort, int]:
    """A fresh app and group, one game's first round; what it took and the steps it made."""
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"TESTING": True, "SECRET_KEY": "bench", "DATABASE": str(Path(tmp) / "herald.sqlite"),
                          "PIN_HASH_METHOD": "pbkdf2:sha256:1000"})
        dealing.secrets = SimpleNamespace(randbits=lambda bits: 1000 + seed)
        rng, effort = random.Random(seed), Effort()
        tablet = CountingTablet(app.test_client(), rng, effort)
        game_id = wizard(tablet, effort)
        policy = Policy(rng, app.extensions["herald.log"].context())
        steps = first_round(tablet, game_id, policy, effort, printed_characters(SEATS))
        return effort, steps


def main() -> None:
    total = Effort()
    print("seed  steps  taps  searches  names  numbers-before-first-move  numbers-first-round  where")
    for seed in SEEDS:
        e, steps = one_game(seed)
        print(f"{seed:>4}  {steps:>5}  {e.taps:>4}  {e.searches:>8}  {e.names:>5}  {e.numbers_before_move:>25}  "
              f"{e.numbers:>19}  {json.dumps(dict(e.where))}")
        total.taps += e.taps
        total.searches += e.searches
        total.names += e.names
        total.numbers_before_move += e.numbers_before_move
        total.numbers += e.numbers
        total.where.update(e.where)
    n = len(SEEDS)
    print(f"mean per game: {total.taps / n:.1f} taps, {total.searches / n:.1f} searches, {total.names / n:.1f} names, "
          f"{total.numbers_before_move / n:.1f} numbers typed before the first move, "
          f"{total.numbers / n:.1f} numbers typed over the first round")
    print(f"numbers by place (all games): {json.dumps(dict(total.where))}")


if __name__ == "__main__":
    main()
