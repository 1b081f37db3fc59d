"""The table's truth in a whole game tapped through the tablet (issue 13): a scripted interlude the form-playing
driver runs once, on a turn of round 2 or later, through the correction form and the offers as htmx posts them.

A Golden Fish is put on the hero's space by correction and her Strength wish at the cap is partly lost; an Imp
is put there the same way and makes her discard her Item. Each step is checked in the state and the log's words.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.games.prophecy.engine import GameState

from .formplay import Filled, Tablet, TabletError, offer_form, offers_on, parse

RED_CAP = 8


def correction_box(tablet: Tablet, game_id: str, params: list[tuple[str, str]]):
    """Open the correction side sheet as a tap on a Correct… link does (an htmx GET)."""
    box = tablet.hx_get(f"/games/{game_id}/correct", params).find(id="correct-box")
    assert box is not None, f"no correction form for {params}"
    return box


def correct_with(tablet: Tablet, box, what: str, values: dict[str, str]):
    """Fill and send one form of the correction sheet (`what`: move_card, set_counter…); the screen it left."""
    form = next(f for f in box.find_all("form") if f.find("input", attrs={"name": "what", "value": what}))
    offer = offer_form(form)
    for el in form.find_all("select"):  # a select's default is posted unless the table chose otherwise
        if el["name"] not in values:
            chosen = el.find("option", selected=True) or el.find("option")
            values = {el["name"]: chosen["value"], **values}
    return tablet.submit(offer, Filled(values=dict(values)), form.find("button", attrs={"type": "submit"}))


def put_on_space(tablet: Tablet, game_id: str, space: int, name: str, reason: str):
    """From the space's correction sheet, choose the card by its name under "Put a card here", then move it."""
    box = correction_box(tablet, game_id, [("space", str(space))])
    pick = box.select_one("form.correct-pick")
    option = next(o for o in pick.select("select[name=card] option") if o.get_text(strip=True) == name)
    to = pick.find("input", attrs={"name": "to"})["value"]
    assert to == f"space:{space}"
    card_box = correction_box(tablet, game_id, [("to", to), ("card", option["value"])])
    chosen = card_box.select_one("#correct-to option[selected]")
    assert chosen is not None and chosen["value"] == to, "the card's form does not preselect the space"
    return option["value"], correct_with(tablet, card_box, "move_card", {"reason": reason})


def set_number(tablet: Tablet, game_id: str, seat: int, counter: str, value: int, reason: str):
    """From the hero's correction sheet, set one of her numbers."""
    box = correction_box(tablet, game_id, [("seat", str(seat))])
    return correct_with(tablet, box, "set_counter", {"counter": counter, "value": str(value), "reason": reason})


def tap_offer(tablet: Tablet, screen, kind: str, values: dict[str, str], card: str | None = None):
    """Submit one offer of the game screen (of the card named) with these inputs."""
    offers = [o for o in offers_on(screen, ".offer-list") if o.kind == kind
              and (card is None or card in (o.param("card"), o.param("creature")))]
    if not offers:
        raise TabletError(f"the screen offers no {kind} for {card}: {[o.kind for o in offers_on(screen, '.offer-list')]}")
    offer = offers[0]
    pressed = offer.form.find("button", attrs={"type": "submit"}) or offer.form.find("button")
    return tablet.submit(offer, Filled(values=values), pressed)


@dataclass
class TableTruth:
    """The interlude: runs once, at the first turn from round 2 on where the hero stands on an empty space."""

    game_id: str
    log: object
    done: bool = False
    steps: int = 0
    seen: dict = field(default_factory=dict)

    def state(self) -> GameState:
        return self.log.load(self.game_id)[1]

    def log_words(self, tablet: Tablet, n: int) -> list[str]:
        """The latest n lines of the game screen's log, newest first, as the table reads them."""
        page = parse(tablet.client.get(f"/games/{self.game_id}").get_data(as_text=True))
        return [li.get_text(" ", strip=True) for li in page.select(".log-lines li")[:n]]

    def __call__(self, tablet: Tablet, state: GameState, screen):
        if self.done or state.flow.round < 2 or state.flow.stage != "turn" or state.battle is not None:
            return None
        seat = state.flow.active
        hero = state.hero(seat)
        if hero.space is None or state.zone(f"space:{hero.space}") or hero.status != "active":
            return None
        self.done = True
        screen = self._wish_at_the_cap(tablet, seat, hero.space)
        screen = self._imp(tablet, seat, hero.space, screen)
        return screen, self.steps

    def _wish_at_the_cap(self, tablet: Tablet, seat: int, space: int):
        """The others' Strength to the cap and hers one below, a Golden Fish put on her space, a wish of 2 Strength:
        1 is gained, the other is lost (nothing to heal), and the step is not refused."""
        state = self.state()
        for other in state.heroes:
            if other.seat != seat and other.status == "active" and other.red < RED_CAP:
                set_number(tablet, self.game_id, other.seat, "strength", RED_CAP, "trained at the table")
                self.steps += 1
        set_number(tablet, self.game_id, seat, "strength", RED_CAP - 1, "the cubes on the card")
        self.steps += 1
        if self.state().hero(seat).health < RED_CAP - 1:
            set_number(tablet, self.game_id, seat, "health", RED_CAP - 1, "healed at the table")
            self.steps += 1
        fish, screen = put_on_space(tablet, self.game_id, space, "Golden Fish", "drawn at the table")
        self.steps += 1
        state = self.state()
        assert fish in state.zone(f"space:{space}") and fish not in state.hidden
        assert self.log_words(tablet, 1)[0].startswith("The table corrected: Golden Fish went from the Adventure deck")
        hero = state.hero(seat)
        assert (hero.red, hero.health) == (RED_CAP - 1, RED_CAP - 1)
        screen = tap_offer(tablet, screen, "use_opportunity", {"strength": "2"}, card=fish)
        self.steps += 1
        state = self.state()
        hero = state.hero(seat)
        assert (hero.red, hero.health) == (RED_CAP, RED_CAP)
        assert fish in state.zone("discard:adventure")
        said = self.log_words(tablet, 1)[0]
        assert "1 Strength lost, no room for more" in said, said
        self.seen["lost"] = said
        return screen

    def _imp(self, tablet: Tablet, seat: int, space: int, screen):
        """An Item given by correction if she holds none, an Imp put on her space by correction; the Imp's offer
        makes her discard it."""
        if not self.state().zone(f"hero:{seat}:items"):
            box = correction_box(tablet, self.game_id, [("seat", str(seat))])
            pick = next(f for f in box.select("form.correct-pick")
                        if f.find("input", attrs={"name": "to"})["value"] == f"hero:{seat}:items")
            option = next(o for o in pick.select("select[name=card] option") if o.get_text(strip=True) == "Sword")
            card_box = correction_box(tablet, self.game_id, [("to", f"hero:{seat}:items"), ("card", option["value"])])
            correct_with(tablet, card_box, "move_card", {"reason": "bought at the table"})
            self.steps += 1
        held = self.state().zone(f"hero:{seat}:items")
        imp, screen = put_on_space(tablet, self.game_id, space, "Imp", "came up at the table")
        self.steps += 1
        state = self.state()
        assert state.zone(f"space:{space}") == (imp,) and imp not in state.hidden
        said = self.log_words(tablet, 1)[0]
        assert said.startswith("The table corrected: Imp went from the Adventure deck to "), said
        assert said.endswith("(came up at the table)."), said
        self.seen["put"] = said
        offer = next(o for o in offers_on(screen, ".offer-list") if o.kind == "creature_takes_item")
        choices = offer.form.find_all("button", attrs={"name": "item"})  # one button per Item it may take
        assert choices and {b["value"] for b in choices} <= set(held), (choices, held)
        item = choices[0]["value"]
        screen = tablet.submit(offer, Filled(), choices[0])
        self.steps += 1
        state = self.state()
        assert item not in state.zone(f"hero:{seat}:items") and item in state.zone("discard:common") + state.zone(
            "discard:rare")
        said = self.log_words(tablet, 1)[0]
        hero = state.hero(seat)
        assert said.startswith(f"Imp made {hero.player}'s "), said
        assert said.endswith(" discard the most valuable Item. Sword went from "
                             f"{hero.player}'s Items to the Common discard pile."), said
        self.seen["imp"] = said
        return screen
