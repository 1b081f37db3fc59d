"""How the form-playing tablet chooses: which offer to tap (toward the open planes' gates or the guilds still
lacking a Certificate, attacking, ending the turn last) and what to put in its inputs, taken only from what the
form offers (radio and checkbox values, number bounds, search matches, Herald's buttons). The state (held by
the app's log) and the JSON API's legal actions are read to steer, never written.
"""

from __future__ import annotations

import json
import random
import re
import string
from collections.abc import Callable

from app.games.prophecy.engine import GameState
from app.games.prophecy.engine.endgame import basic
from app.games.prophecy.engine.rules import lookup
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.ruleset import ruleset_of

from .formplay import Filled, OfferForm, Tablet, TabletError

# Offers the policy leaves alone: optional table tools whose free inputs a random tap would misuse, and Spells
# on the battle screen (their announcement is being fixed elsewhere).
LEFT_ALONE = {"battle_adjust", "choose_roll_options", "use_before_battle", "trade", "use_banner"}
PROGRESS = {"resolve_guardian", "reveal_guardian", "buy_certificate", "choose_battleground", "take_artifact"}
# Numbers a table types from a card it holds, by field (plausible, low enough for the heroes to win).
TYPED = {"strength": (1, 4), "willpower": (1, 4), "experience": (2, 5), "lives": (1, 1), "total_stat": (2, 7),
         "price": (1, 4), "cost": (1, 3), "amount": (1, 2), "gold": (1, 3), "magic": (1, 2), "health": (1, 2)}
# The roll a high-roll treasure's card asks for (the Golem Guardian's: a 5 is enough, per the catalog's summary).
TREASURE_ROLL = (4, 6)


def _distance(a: int, b: int) -> int:
    d = abs(a - b) % 20
    return min(d, 20 - d)


class Policy:
    """A seeded player of the tablet: ranks the offers and fills the chosen one."""

    def __init__(self, rng: random.Random, ctx, *, herald: bool = False, win: float = 0.8, new_card: str = ""):
        self.rng, self.ctx, self.herald, self.win = rng, ctx, herald, win
        # A card of the box Herald does not know, typed by its full name into the first search after round 2.
        self.new_card, self.typed_new, self.round = new_card, False, 0
        self.brought_in = 0  # cards of the box Herald had not met, named by the table (each one more step)

    def _targets(self, state: GameState, seat: int) -> set[int]:
        if ruleset_of(state).certificates_to_win:
            owned = basic.owned_guilds(state, self.ctx, seat)
            return {i for g in Z.GUILDS if g not in owned for i in lookup.spaces_of(self.ctx, g)}
        return {i for p in Z.PLANES if state.zone(Z.plane(p, "artifact")) for i in lookup.attack_spaces(self.ctx, p)}

    def rank(self, offer: OfferForm, state: GameState) -> float:
        """Lower goes first: progress, fights, moves toward the goals, the rest at random, ending the turn last."""
        k = offer.kind
        if k in LEFT_ALONE:
            return 99
        if k in PROGRESS or (k == "move" and offer.param("how") == "astral"):
            return 0
        if k == "start_fight":
            return 1 + self.rng.random()
        if k == "buy" and "price" in offer.numbers and state.hero(int(offer.param("seat"))).gold < 1:
            return 99  # an Item whose price Herald asks: not with an empty purse
        if k == "learn" and "cost" in offer.numbers:
            hero = state.hero(int(offer.param("seat")))
            if min(hero.experience, hero.gold) < 1:
                return 99
        if k == "move" and offer.param("to") is not None and state.flow.active is not None:
            goals = self._targets(state, state.flow.active)
            if goals:
                here = min(_distance(state.hero(state.flow.active).space or 0, g) for g in goals)
                there = min(_distance(int(offer.param("to")), g) for g in goals)
                return 2 + (there - here) + self.rng.random()
        if k in ("end_turn", "end_round"):
            return 9
        return 3 + self.rng.random()

    def fill(self, tablet: Tablet, offer: OfferForm, state: GameState, api: Callable[[], dict],
             by_hand: bool = False) -> tuple[Filled, object]:
        """The inputs of an offer and the button to press (None: its main submit button); `api()` reads the game
        from the JSON API; `by_hand` when Herald drew a card it cannot name and the table draws and chooses the
        cards itself (issue 38)."""
        filled, used = Filled(), set()
        self.round = state.flow.round
        self.by_hand = by_hand
        deal = None if by_hand else offer.button(value="*", name="herald")
        if deal is not None and (self.herald or self.rng.random() < 0.3 or offer.searches):
            for row in offer.form.select(".choice-row[hx-get]"):  # the player's own choice (a guild, a plane)
                names = {r["name"] for r in row.select("input[type=radio]")}
                filled.values.update({n: self.rng.choice(offer.radios[n]) for n in names})
            for name, (lo, hi) in offer.numbers.items():  # a number of the card Herald asks for: read off the card
                if name.startswith("value:"):
                    filled.values[name] = str(self._number(name, lo, hi, offer, state))
            return filled, deal  # "Herald deals" / "Herald rolls": the rest from the game's seed
        skip = self._optional(offer)
        for name, values in offer.radios.items():
            if name not in skip:
                filled.values[name] = self._radio(name, values, offer, state, used)
                used.add(filled.values[name])
        self._another_card(tablet, offer, filled, used)
        if offer.kind == "battle_reward":
            skip |= self._rare_slot(offer, filled, state)
        for name, values in offer.checks.items():
            filled.lists[name] = self._checks(name, values, offer, api)
        for name, (lo, hi) in offer.numbers.items():
            if name not in filled.values:  # the treasure's roll is typed before its Rare Item slot is decided
                filled.values[name] = str(self._number(name, lo, hi, offer, state))
        for name, order in list(filled.values.items()):  # a card fought in one stat prints no number for the other
            if name.endswith(":stat_order") and order in ("strength_only", "wills_only"):
                other = "willpower" if order == "strength_only" else "strength"
                filled.values.pop(name.rsplit(":", 1)[0] + ":" + other, None)
        if offer.kind == "steal_with_scroll" and "gold" in filled.values:  # Gold only from the target's purse
            purse = state.hero(int(filled.values.get("target", offer.param("seat")))).gold
            filled.values["gold"] = str(min(int(filled.values["gold"]), purse))
            if "item" not in filled.values and purse == 0 and offer.radios.get("item"):
                filled.values["item"] = self.rng.choice(offer.radios["item"])
        if offer.kind == "use_opportunity":  # the card gives Gold or Experience (Health only up to the cubes)
            gain = self.rng.choice([n for n in offer.numbers if n in ("gold", "experience")] or [None])
            filled.values.update({n: (filled.values[n] if n == gain else "0") for n in offer.numbers})
        for name, value in offer.texts.items():
            if name in offer.required:
                filled.values[name] = value or "as the card says"
        pressed = self._slots(tablet, offer, filled, used)
        for box in offer.searches:
            if json.loads(box.get("hx-vals", "{}")).get("need") not in skip:
                pressed = self._search(tablet, box, filled, used) or pressed
        if pressed is None and not offer.form.find("h3"):
            return filled, None  # a one-tap button
        if pressed is None:
            pressed = self._single(offer, filled, state)
        return filled, pressed

    def _another_card(self, tablet: Tablet, offer: OfferForm, filled: Filled, used: set) -> None:
        """A slot whose listed cards all came up elsewhere: a card of the box Herald has not met came up, and the
        table types its name under "Another card came up"."""
        chosen = [v for k, v in filled.values.items() if k.startswith("cards.")]
        for name in sorted(k for k in filled.values if k.startswith("cards.")):
            if chosen.count(filled.values[name]) < 2:
                continue
            box = next((b for b in offer.form.select("input.new-card-search")
                        if json.loads(b.get("hx-vals", "{}")).get("need") == name), None)
            if box is None:
                continue
            typed = f"Box card {self.rng.randint(100, 999)}"
            new = [m for m in tablet.search(box, typed) if m.get("value", "").startswith("new:")]
            if new:
                chosen.remove(filled.values[name])
                filled.values[name] = new[0]["value"]
                used.add(new[0]["value"])
                self.brought_in += 1

    def _optional(self, offer: OfferForm) -> set[str]:
        """Inputs left as they are: Spells on the battle screen stay "not cast"; the treasure's extra dice (only
        with a Spell) and its Rare Item slot (decided after the die)."""
        skip = {n for n in offer.radios if n.startswith("cast:")}
        if offer.kind == "battle_reward":
            skip |= {n for n in offer.radios if n.startswith("faces.") and n != "faces.0"}
        return skip

    @staticmethod
    def _reward_slots(offer: OfferForm) -> dict[str, str]:
        out = {}
        for slot in offer.form.select(".battle-card-slot"):
            box = slot.select_one("input[type=radio], input.card-search")
            name = box["name"] if box.get("type") == "radio" else json.loads(box["hx-vals"])["need"]
            out[name] = slot.find("span", class_="need-label").get_text()
        return out

    def _rare_slot(self, offer: OfferForm, filled: Filled, state: GameState) -> set[str]:
        """Fill the Rare Item slot when the treasure die reached the card's number (shown, or typed from the card
        when Herald asks for it); else leave it."""
        rare = {f for f, label in self._reward_slots(offer).items() if "only if" in label}
        label = offer.form.select_one(".need-dice .need-label")
        m = re.search(r"(\d+) or more", label.get_text()) if label is not None else None
        needed = int(m.group(1)) if m else None
        for name, (lo, hi) in offer.numbers.items():
            if name.startswith("value:"):
                filled.values[name] = str(self._number(name, lo, hi, offer, state))
                needed = int(filled.values[name]) if name.endswith(".amount") else needed
        if needed is not None and int(filled.values.get("faces.0", "0")) >= needed:
            return set()
        for name in rare:
            filled.values.pop(name, None)
        return rare

    def _single(self, offer: OfferForm, filled: Filled, state: GameState):
        """The button that submits: a die face, a choice, or the offer's own button."""
        named = [b for b in offer.form.find_all("button") if b.get("name") and b.get("name") != "herald"]
        if named:
            if self.herald and not getattr(self, "by_hand", False) and (h := offer.button(name="herald")) is not None:
                return h
            names = {b["name"] for b in named}
            if names == {"outcome"}:
                return offer.button(value=self._outcome())
            return self.rng.choice(named)
        return offer.button(text=offer.labels[0]) or offer.form.find("button", class_="primary")

    def _outcome(self) -> str:
        return "win" if self.rng.random() < self.win else self.rng.choice(["draw", "lose"])

    def _radio(self, name: str, values: list[str], offer: OfferForm, state: GameState, used: set) -> str:
        if name == "outcome":
            return self._outcome()
        if name.startswith(("hero_faces.", "foe_faces.")) and self.rng.random() < self.win:
            high = name.startswith("hero_")
            return str(self.rng.randint(4, 6) if high else self.rng.randint(1, 3))
        if name == "pay" and "item" in values and offer.radios.get("item"):
            return self.rng.choice(values)
        if name == "pay":
            return "health"
        if name.startswith(("cards.", "adventures.", "revealed.")):  # one card per slot: another slot's is not free
            free = [v for v in values if v not in used] or values
            in_deck = [v for v in free if (state.where(v) or "").startswith("deck:")]
            if offer.kind == "resolve_chance" and in_deck and len(in_deck) < len(free):
                return self.rng.choice(in_deck)  # a short deck's own cards come up before the reshuffled ones
            return self.rng.choice(free)
        return self.rng.choice(values)

    def _checks(self, name: str, values: list[str], offer: OfferForm, api: Callable[[], dict]) -> list[str]:
        if name == "discard[]":
            end_round = next(o["choices"] for o in api()["legal_actions"] if o["kind"] == "end_round")
            excess = end_round["excess"]
            items = [v for v in values if v in end_round["items"]]
            others = [v for v in values if v not in items]
            return self.rng.sample(items, excess["items"]) + self.rng.sample(others, excess["abilities"])
        if name.startswith("none:"):
            return values  # nothing printed in that part of the card
        if name == "guilds[]":
            return self.rng.sample(values, 2)
        if name == "items[]" and values and self.rng.random() < 0.5:
            return [self.rng.choice(values)]
        return []  # Spells stay unticked on the battle screen; no options bought

    def _number(self, name: str, lo: int, hi: int, offer: OfferForm, state: GameState) -> int:
        leaf = re.split(r"[.:]", name)[-1]
        a, b = TREASURE_ROLL if offer.kind == "battle_reward" and name.startswith("value:") \
            else TYPED.get(leaf, (lo, min(hi, lo + 3)))
        if offer.kind == "buy" and leaf == "price":  # the price the card shows, within the buyer's purse
            b = min(b, state.hero(int(offer.param("seat"))).gold)
            a = min(a, b)
        if offer.kind == "learn" and leaf == "cost":  # what the card costs, within what the hero can pay
            hero = state.hero(int(offer.param("seat")))
            b = min(b, hero.experience, hero.gold)
            a = min(a, b)
        if offer.kind in ("move", "take_extra_turn") and leaf in ("gold", "magic") and offer.param("seat") is not None:
            hero = state.hero(int(offer.param("seat")))
            b = min(b, getattr(hero, leaf))
            a = min(a, b)
        return max(lo, min(hi, self.rng.randint(a, b)))

    def _slots(self, tablet: Tablet, offer: OfferForm, filled: Filled, used: set):
        """The slots a choice brings in (the Adventure cards once the Chance card is chosen)."""
        row = offer.form.select_one(".choice-row[hx-get]")
        if row is None:
            return None
        inside = [(el["name"], el["value"]) for el in row.find_all("input") if el.get("name")]
        chosen = [(k, filled.values[k]) for k in {k for k, _ in inside} if k in filled.values]
        fragment = tablet.hx_get(row["hx-get"], chosen + list(json.loads(row.get("hx-vals", "{}")).items()))
        for slot in fragment.select(".slot"):
            radios = slot.select("input[type=radio]")
            if radios:
                free = [r["value"] for r in radios if r["value"] not in used]
                filled.values[radios[0]["name"]] = pick = self.rng.choice(free)
                used.add(pick)
            for box in slot.select("input.card-search"):
                self._search(tablet, box, filled, used)
            filled.lists.setdefault("choice[]", []).extend(h["value"] for h in slot.select("input[name='choice[]']"))
        return None

    def _search(self, tablet: Tablet, box, filled: Filled, used: set):
        """Type letters into a card search until a card not yet placed comes up; pick it (a radio or a button).
        Once in a game (from round 2) the Adventure card that came up is a Creature Herald does not know: its full
        name is typed."""
        if self.new_card and not self.typed_new and self.round >= 2:
            new = [m for m in tablet.search(box, self.new_card) if ":creature:" in m.get("value", "")]
            if new:  # an Adventure card came up: a Creature Herald does not know
                self.typed_new, self.brought_in = True, self.brought_in + 1
                match = new[0]
                if match.name == "button":
                    return match
                filled.values[match["name"]] = match["value"]
                return None
        for _ in range(40):
            typed = self.rng.choice(string.ascii_lowercase) + (self.rng.choice("aeiou") if self.rng.random() < .3 else "")
            free = [m for m in tablet.search(box, typed) if m.get("value") not in used]
            if free:
                match = self.rng.choice(free)
                used.add(match["value"])
                if match.name == "button":
                    return match
                filled.values[match["name"]] = match["value"]
                return None
        raise TabletError(f"no card search in {box.get('aria-label')} found a card that can come up")
