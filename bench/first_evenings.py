"""Bench (issue 38): the table's effort on three first evenings, from the new-game wizard to the first move.

Evenings: (a) Prophecy with the Ancient Races and the Dragon Realm, (b) Cooperative with the Races, Prophecy standard,
(c) Conjurers for three;
each with an empty group (a fresh database, the catalog as shipped), then again in a second Herald that imported the
card pack the first evening left (GET /api/v1/card-pack, imported as the card-pack page does). Driven through the
real forms with the Flask test client (the wizard's htmx steps, the game screen's offers; Conjurers' one-page setup).
Counted before the first move (Prophecy: a hero moves; Conjurers: the first figure placed):
- taps: a form posted, a link followed, a choice changed from what the form showed;
- numbers: a box typed from a card (a printed number, not a name or the PIN), at setup and in the game (a card's
  values asked when it enters play, e.g. a Chance card's amounts: the rules need them then);
- round trips: a form answered with a refusal (a field the table must type again).
Goals (issue 38): with an empty group, at setup at most the starting numbers the rules need and Herald lacks (each
character's and each Race in play's, once) and no refused round trip; with an imported pack, no number at all.
Prints the figures; exits 1 when an evening is over its goals.
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app import create_app  # noqa: E402
from app.games.prophecy.engine import GameState  # noqa: E402
from app.games.prophecy.screens.setup import dealing  # noqa: E402
from app.games.prophecy.screens.setup.setup_wizard import character_facts  # noqa: E402
from app.store.sharing.card_packs import import_pack, read_pack  # noqa: E402
from bench.table_effort import CountingTablet, Effort, _typed_boxes, register  # noqa: E402
from tests.web.prophecy.wholegame import formplay  # noqa: E402
from tests.web.prophecy.wholegame.formplay import TabletError, offers_on, successful  # noqa: E402
from tests.web.prophecy.wholegame.formplay_policy import LEFT_ALONE, Policy  # noqa: E402
from tests.web.prophecy.wholegame.kit import answers, printed_characters  # noqa: E402

SEATS = 3
NAMES = ("name", "pin", "pin_confirm")
RACE_FIELDS = ("strength", "willpower", "gold", "experience", "item_limit", "ability_limit")
RACES = ("elf", "dwarf", "goblin")
# What our made-up Race cards show (our numbers, not the game's): the table types these where Herald asks.
RACE_TYPED = {"strength": "0", "willpower": "0", "gold": "1", "experience": "0", "item_limit": "0", "ability_limit": "0"}
REALM = {"expansion": ["races"], "realm": "standard"}
COOP = {"expansion": ["races"], "coop_mode": "cooperative"}


@dataclass
class Evening:
    """One first evening's figures."""

    name: str
    pack: bool
    taps: int = 0
    numbers: int = 0
    round_trips: int = 0
    need: int = 0
    wizard_numbers: int = 0
    where: str = ""

    @property
    def over(self) -> list[str]:
        """The goals this evening misses, in words."""
        out = []
        if self.pack and self.numbers:
            out.append(f"{self.numbers} numbers typed with an imported pack (goal: none)")
        if not self.pack and self.wizard_numbers > self.need:
            out.append(f"{self.wizard_numbers} numbers typed at setup (goal: at most {self.need}, the starting numbers "
                       "the rules need and Herald lacks)")
        if self.round_trips:
            out.append(f"{self.round_trips} refused round trips (goal: none)")
        return out


def _app(tmp: str):
    return create_app({"TESTING": True, "SECRET_KEY": "bench", "DATABASE": str(Path(tmp) / "herald.sqlite"),
                       "PIN_HASH_METHOD": "pbkdf2:sha256:1000"})


def _prophecy_need(app, given: dict) -> int:
    """The starting numbers the rules need and Herald's catalog lacks: each character's Strength and Willpower, each
    Race's changes (once per Race)."""
    catalog = app.extensions["herald.catalog"]
    facts = character_facts(catalog)
    need = sum(1 for i in range(SEATS) for key in ("strength", "willpower")
               if not (facts.get(given[f"seat{i}_character"]) or {}).get(key))
    for race in {given[f"seat{i}_race1"] for i in range(SEATS) if f"seat{i}_race1" in given}:
        card = catalog.card(race)
        need += sum(1 for f in RACE_FIELDS if getattr(card, f, None) is None)
    return need


def _prophecy_wizard(tablet: CountingTablet, effort: Effort, given: dict, evening: Evening) -> str:
    """The wizard walked with the answers; every other empty box it shows typed as a table would (a Race card's
    numbers), counted; refused steps counted as round trips."""
    original, hx_post = formplay._answer, tablet.hx_post
    facts = character_facts(tablet.client.application.extensions["herald.catalog"])
    filled = {f"seat{i}_{key}" for i in range(SEATS) for key in ("strength", "willpower", "guild1", "guild2")
              if (facts.get(given.get(f"seat{i}_character", "")) or {}).get(key)}

    def counted(form, answers_):
        extra = {}
        in_play = {given[f"seat{i}_race1"] for i in range(SEATS) if f"seat{i}_race1" in given}
        for name, value in _typed_boxes(form).items():
            # The page asks the values of the Race cards in play (003:L125); the copies of each Race in the box are
            # optional (for Herald to deal them): the table turns its Race cards up itself and leaves them.
            race, _, field = name.removeprefix("race_").partition("_")
            if not value and name not in answers_ and name.startswith("race_") and race in in_play \
                    and field in RACE_TYPED:
                extra[name] = RACE_TYPED[field]
        pairs = original(form, answers_ | extra)
        boxes, before = _typed_boxes(form), set(successful(form))
        for name, value in pairs:
            if name in boxes and not boxes[name] and value and name not in filled:
                if name in NAMES or name.endswith(("_player", "_character")):
                    effort.names += 1
                else:
                    effort.typed(1, "wizard")
            elif name not in boxes and (name, value) not in before and value:
                effort.taps += 1  # a choice made: a box ticked, an option picked
        return pairs

    def posted(url, pairs, allow=()):
        r = hx_post(url, pairs, (*allow, 422))
        if r.status_code == 422:
            evening.round_trips += 1
            raise TabletError(f"the wizard refused a step: {r.get_data(as_text=True)[:300]}")
        return r

    formplay._answer, tablet.hx_post = counted, posted
    try:
        return formplay.create_with_wizard(tablet, given)
    finally:
        formplay._answer, tablet.hx_post = original, hx_post


def _to_first_move(tablet: CountingTablet, game_id: str, policy: Policy, effort: Effort) -> None:
    """Tap the game screen's offers (the policy's choice) until a hero moves."""
    asked: Counter = Counter()  # registration prompts per card
    printed = printed_characters(SEATS)
    screen = tablet.page(f"/games/{game_id}")
    for _ in range(200):
        api = tablet.client.get(f"/api/v1/games/{game_id}").get_json()
        state = GameState.model_validate(api["state"])
        prompt = screen.find(id="register-prompt")
        if prompt is not None:
            screen = register(tablet, prompt, policy, asked, printed, effort)
            continue
        offers = [o for o in offers_on(screen, ".offer-list, #battle-steps, .fight-open") if o.kind not in LEFT_ALONE]
        if not offers:
            raise TabletError(f"nothing to tap at {state.flow}")
        offer = offers[sorted((policy.rank(o, state), i) for i, o in enumerate(offers))[0][1]]
        filled, pressed = policy.fill(tablet, offer, state, api)
        boxes = _typed_boxes(offer.form)
        effort.typed(sum(1 for k, v in filled.values.items() if k in boxes and v != boxes[k]), offer.kind)
        if offer.kind == "move":
            return
        screen = tablet.submit(offer, filled, pressed)
    raise TabletError("no hero moved")


def prophecy(name: str, extra: dict, pack: dict | None, seed: int = 1) -> tuple[Evening, dict]:
    """One Prophecy first evening (`extra`: the wizard's expansion answers); its figures and the pack it left."""
    with tempfile.TemporaryDirectory() as tmp:
        app = _app(tmp)
        if pack is not None:
            _import(app, pack)
        dealing.secrets = SimpleNamespace(randbits=lambda bits: 1000 + seed)
        rng, effort = random.Random(seed), Effort()
        evening = Evening(name, pack is not None)
        tablet = CountingTablet(app.test_client(), rng, effort)
        given = answers(SEATS) | extra
        if "races" in extra.get("expansion", ()):
            given |= {f"seat{i}_race1": RACES[i] for i in range(SEATS)}
        evening.need = _prophecy_need(app, given)
        game_id = _prophecy_wizard(tablet, effort, given, evening)
        options = app.extensions["herald.log"].load(game_id)[1].options
        assert ("races" in extra.get("expansion", ())) == options.expansion.races, options
        assert (extra.get("realm") is not None) == (options.realm is not None), options
        assert extra.get("coop_mode") == (options.coop.mode if options.coop else None), options
        _to_first_move(tablet, game_id, Policy(rng, app.extensions["herald.log"].context()), effort)
        evening.taps, evening.numbers = effort.taps, effort.numbers_before_move
        evening.wizard_numbers = effort.where["wizard"]
        evening.where = ", ".join(f"{n} at {where.replace('_', ' ')}" for where, n in effort.where.items() if n)
        return evening, app.test_client().get("/api/v1/card-pack").get_json()


def conjurers(pack: dict | None) -> tuple[Evening, dict]:
    """Conjurers for three: the setup page filled as the table would, then the first figure placed."""
    from bs4 import BeautifulSoup

    from tests.helpers import GM_PIN

    with tempfile.TemporaryDirectory() as tmp:
        app = _app(tmp)
        if pack is not None:
            _import(app, pack)
        evening = Evening("Conjurers for three", pack is not None)
        client = app.test_client()
        form = BeautifulSoup(client.get("/conjurers/new").get_data(as_text=True), "html.parser").select_one(
            "#wizard form")
        fields = dict(successful(form))
        typed = {"name": "First evening", "pin": GM_PIN}
        chosen = {}
        for i, (player, assistant) in enumerate((("Ada", "worker"), ("Bo", "merchant"), ("Cy", "recruiter"))):
            typed[f"seat{i}_player"] = player
            chosen[f"seat{i}_assistant"] = assistant
        boxes = _typed_boxes(form)
        evening.numbers = evening.wizard_numbers = sum(1 for k in typed if k in boxes and k not in ("name", "pin")
                                                       and not k.endswith("_player"))
        evening.taps += sum(1 for k, v in chosen.items() if fields.get(k) != v)
        evening.taps += 1  # Start the game
        r = client.post(form["action"], data=fields | typed | chosen)
        if r.status_code != 303:
            evening.round_trips += 1
            raise TabletError(f"the Conjurers setup refused: {r.get_data(as_text=True)[:300]}")
        game_id = r.headers["Location"].rstrip("/").split("/")[-1]
        screen = BeautifulSoup(client.get(f"/games/{game_id}").get_data(as_text=True), "html.parser")
        place = next(f for f in screen.select("#offers form.offer") if f["data-kind"] == "place")
        button = place.select_one("button[name=space]")
        data = dict(successful(place)) | {"space": button["value"]}
        evening.taps += 1  # the first figure placed: the first move
        evening.numbers += sum(1 for k, v in _typed_boxes(place).items() if data.get(k, "") != v)
        r = client.post(place["action"], data=data)
        if r.status_code != 303:
            evening.round_trips += 1
        return evening, client.get("/api/v1/card-pack").get_json()


def _import(app, pack: dict) -> None:
    """The pack imported into this Herald before its first evening (no conflict: the group is empty)."""
    from app.web.cardpacks.pages import after_import

    with app.test_request_context():
        after_import(import_pack(app.extensions["herald.log"], read_pack(json.dumps(pack)), set()))


def main() -> int:
    evenings = []
    for name, extra in (("Prophecy with Races and the Realm", REALM), ("Cooperative with Races", COOP),
                        ("Prophecy standard", {})):
        empty, pack = prophecy(name, extra, None)
        evenings += [empty, prophecy(name, extra, pack)[0]]
    empty, pack = conjurers(None)
    evenings += [empty, conjurers(pack)[0]]
    print(f"{'first evening':<36} {'group':<14} {'taps':>5} {'numbers':>8} {'at setup':>9} {'need':>5} "
          f"{'round trips':>12}  where the numbers were typed")
    missed = []
    for e in evenings:
        group = "imported pack" if e.pack else "empty"
        print(f"{e.name:<36} {group:<14} {e.taps:>5} {e.numbers:>8} {e.wizard_numbers:>9} {e.need if not e.pack else 0:>5} "
              f"{e.round_trips:>12}  {e.where}")
        missed += [f"{e.name} ({group}): {problem}" for problem in e.over]
    for line in missed:
        print("over the goal:", line)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
