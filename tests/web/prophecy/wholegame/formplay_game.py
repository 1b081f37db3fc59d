"""A whole game tapped through the tablet: each step opens the game screen (and the battle screen it links to),
registers the new cards it asks about through the card form, and submits one offer chosen by the policy."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from app.games.prophecy.engine import GameState

from .formplay import Tablet, TabletError, offers_on, successful, swapped
from .formplay_policy import LEFT_ALONE, TYPED, Policy


@dataclass
class Run:
    """How a game went on the tablet."""

    game_id: str
    steps: int = 0
    registered: int = 0
    seconds: float = 0.0
    kinds: Counter = field(default_factory=Counter)
    api: dict = field(default_factory=dict)

    @property
    def state(self) -> GameState:
        """The engine's state at the end, as the JSON API gives it."""
        return GameState.model_validate(self.api["state"])


def play(tablet: Tablet, game_id: str, policy: Policy, max_steps: int, printed: dict | None = None,
         interlude=None) -> Run:
    """Tap offers until the game has a result (or the step cap is hit); `printed` holds what some cards show
    (card id -> form field -> value), copied when Herald asks for them. Each answer's screen is the next one.
    `interlude(tablet, state, screen)` may play scripted steps of its own first: it returns the screen they left
    and how many steps they made, or None to let the policy tap."""
    run, started, asked = Run(game_id), time.monotonic(), Counter()
    screen = tablet.page(f"/games/{game_id}")
    log = tablet.client.application.extensions["herald.log"]
    while run.steps < max_steps:
        # the policy steers by the state the app's own log holds (cached at the head the tap just wrote); the JSON
        # API is read where the policy needs its legal actions, and once at the end
        state = log.load(game_id)[1]
        if state.result is not None:
            break
        prompt = screen.find(id="register-prompt")
        scripted = interlude(tablet, state, screen) if interlude is not None and prompt is None else None
        if scripted is not None:
            screen, made = scripted
            run.steps += made
            continue
        if prompt is not None:
            screen, typed = register(tablet, prompt, policy, asked, printed or {})
            run.registered += typed
            continue
        link = screen.find(id="to-battle") or (screen.find(id="back-to-table") if screen.find(id="battle-over") else None)
        if link is not None:
            screen = tablet.page(link["href"])
            continue
        offers = [o for o in offers_on(screen, ".offer-list, #battle-steps, .fight-open") if o.kind not in LEFT_ALONE]
        fight = screen.select_one(".offer-list a.fight-link")  # a fight whose card values the battle screen asks for
        ranked = sorted(((policy.rank(o, state), i) for i, o in enumerate(offers)))
        if fight is not None and (not ranked or ranked[0][0] >= 1):
            screen = tablet.page(fight["href"])
            continue
        if not offers:
            raise TabletError(f"step {run.steps}: the screen offers nothing to tap at {state.flow}")
        offer = offers[ranked[0][1]]
        filled, pressed = policy.fill(tablet, offer, state, lambda: api(tablet, game_id))
        try:
            screen = tablet.submit(offer, filled, pressed)
        except TabletError as exc:  # Herald drew a card it cannot name: the table draws and chooses the cards
            if "cannot name yet" not in str(exc):
                raise
            filled, pressed = policy.fill(tablet, offer, state, lambda: api(tablet, game_id), by_hand=True)
            screen = tablet.submit(offer, filled, pressed)
        run.kinds[offer.kind] += 1
        run.steps += 1
    run.api = api(tablet, game_id)
    run.seconds = time.monotonic() - started
    return run


def api(tablet: Tablet, game_id: str) -> dict:
    """The game as the JSON API gives it: its head step, state and legal actions."""
    return tablet.client.get(f"/api/v1/games/{game_id}").get_json()


def register(tablet: Tablet, prompt, policy: Policy, asked: Counter, printed: dict):
    """Answer "New card: tell Herald its numbers": open the card form, type what the card shows, save (or Later).
    The screen it leaves and how many cards were registered."""
    card_id = prompt.find(id="register-open")["href"].rstrip("/").split("/")[-1]
    asked[card_id] += 1
    opened = tablet.hx_get(prompt.find(id="register-open")["hx-get"], [])
    form = opened.find(id="card-form")
    assert form is not None, "the card form did not open"
    typed = card_values(form, policy, printed.get(card_id, {}))
    if asked[card_id] > 2 or not typed:  # saved twice and still asked, or nothing a person could type: not now
        later = prompt.find("form")
        return swapped(tablet.hx_post(later["hx-post"], successful(later)), "Later"), 0
    pairs = [(k, v) for k, v in successful(form) if k not in {n for n, _ in typed}] + typed
    return swapped(tablet.hx_post(form["hx-post"], pairs), f"registering {card_id} with {pairs}"), 1


def _stat_order(form, rng) -> str:
    """How the card fights, agreeing with the Strength and Willpower it is known to print."""
    known = {k for k, v in successful(form) if v}
    both = {"f:strength", "f:willpower"} <= known
    if both:
        return rng.choice(["strength_then_wills", "wills_then_strength"])
    if "f:strength" in known or "f:willpower" in known:
        return "strength_only" if "f:strength" in known else "wills_only"
    return rng.choice(["strength_only", "strength_then_wills", "wills_only", "wills_then_strength"])


def card_values(form, policy: Policy, printed: dict) -> list[tuple[str, str]]:
    """What a table copies from the card in front of it into the boxes Herald marks missing: what the card is
    known to show, else plausible values within the boxes' bounds."""
    rng, out = policy.rng, []
    for el in form.select(".missing"):
        name = el.get("name")
        if name in printed:
            out.append((name, str(printed[name])))
        elif name == "f:copies":
            continue  # not printed on the card (how many the box holds)
        elif el.name == "input" and el.get("type") == "number":
            lo, hi = TYPED.get(name.rsplit(".", 1)[-1].removeprefix("f:"), (1, 3))
            lo, hi = max(lo, int(el.get("min", lo))), min(hi, int(el.get("max", hi)))
            out.append((name, str(rng.randint(lo, max(lo, hi)))))
        elif el.name == "input" and el.get("type") == "text":
            out.append((name, f"Card {rng.randint(100, 999)}"))
        elif name == "f:stat_order":
            out.append((name, _stat_order(form, rng)))
        elif el.name == "select":
            options = [o["value"] for o in el.find_all("option") if o.get("value")]
            out.append((name, "no" if "no" in options else "1" if "1" in options else rng.choice(options)))
        elif el.name == "span":  # a row of checkboxes (creature types, weapons): tick one
            boxes = [b for b in el.select("input[type=checkbox]") if b["value"] != "two_handed"]
            if boxes:
                box = rng.choice(boxes)
                out.append((box["name"], box["value"]))
    for box in form.select("input[type=checkbox][name^='none:']"):
        out.append((box["name"], box["value"]))  # nothing printed in that part of the card
    order = dict(out).get("f:stat_order") or dict(successful(form)).get("f:stat_order", "")
    drop = {"strength_only": "f:willpower", "wills_only": "f:strength"}.get(order)
    out = [(k, v) for k, v in out if k != drop]  # a card fought in one stat prints no number for the other
    kind = form.select_one("select[name=kind]")
    if kind is not None:
        out.append(("kind", kind.find_all("option")[1]["value"]))
    return out
