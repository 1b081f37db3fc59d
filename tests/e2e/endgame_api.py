"""Bring a two-player table game near its end through the JSON API, by the real rules: each round a Chance card,
then a walk or a ride toward a space facing an Astral Plane, or an attack on that plane whose Guardians the
table beats at the table. The legal offers come from the engine in-process, with the app's own context."""

from __future__ import annotations

from app.games.prophecy.engine import legal_actions
from app.games.prophecy.screens.play.board_view import card_name
from tests.helpers import api_act, api_create

# Chance cards that leave the heroes where they are (terrain cards would put Creatures in their way).
CHANCE_ORDER = ("chance-fortress", "chance-thieves-guild", "chance-forest-camp", "chance-magic-tower",
                "chance-monastery", "city-merchant", "tradesman", "peaceful-times", "kindly-wind", "refreshing-wind",
                "magical-breeze", "good-times", "charity", "open-training", "training-offer", "interesting-times",
                "prophetic-dream", "economic-crisis")
RING = 20


class Table:
    """One game driven through the API by the game master, with the engine's offers read in-process."""

    def __init__(self, app, keep: dict[str, str]):
        self.client = app.test_client()
        self.log = app.extensions["herald.log"]
        self.ctx = self.log.context()
        self.catalog = app.extensions["herald.catalog"]
        self.game_id = api_create(self.client, name="The last Artifact")
        # The Guardians the tablet will fight: the API never names them when it turns a Guardian up.
        self.keep = keep

    def state(self):
        """The head step and state."""
        return self.log.load(self.game_id)

    def offers(self, kind: str | None = None):
        """The legal offers of the moment (of one kind)."""
        _, state = self.state()
        return [o for o in legal_actions(state, self.ctx) if kind is None or o.kind == kind]

    def act(self, action: dict) -> None:
        """Post one action at the head step; it must be accepted."""
        seq, _ = self.state()
        r = api_act(self.client, self.game_id, seq, action)
        assert r.status_code < 300, (action, r.get_json())

    def _named(self, pool, kind: str) -> list[str]:
        return [c for c in sorted(pool) if getattr(self.catalog.card(c.split("#")[0]), "kind", None) == kind]

    def prepare(self) -> None:
        """The initial situation with Opportunities on the Forest spaces; Anna plays first."""
        offer = self.offers("prepare_board")[0]
        abilities = {g: sorted(pool)[0] for g, pool in offer.choices["abilities"].items() if pool}
        forest = next(c for c in offer.choices["chance"] if c.startswith("chance-forest#"))
        quiet = self._named(offer.choices["adventures"], "opportunity")[:len(offer.choices["spaces"]["forest"])]
        self.act({"kind": "prepare_board", "abilities": abilities, "chance": forest, "adventures": quiet})
        self.act({"kind": "roll_first_player", "faces": [6, 2]})

    def chance(self, seat: int) -> None:
        """Draw a Chance card that changes nothing on the board, and give it what it needs."""
        pool = self.offers("draw_chance")[0].choices["card"]
        card = next(c for prefix in CHANCE_ORDER for c in pool if c.startswith(prefix + "#"))
        self.act({"kind": "draw_chance", "seat": seat, "card": card})
        for offer in self.offers("resolve_chance"):
            action = {"kind": "resolve_chance", "seat": seat}
            fills = {"amounts": [1, 1], "resource": "gold", "charity": {"gold": 1, "health": 1, "magic": 1},
                     "guild": "fortress", "plane": None}
            for need in offer.needs:
                if need == "plane":
                    action["plane"] = offer.choices["plane"][0]
                elif need in fills:
                    action[need] = fills[need]
            if "cards" in offer.needs:
                cards = offer.choices["cards"]
                key = action.get("guild", action.get("plane"))
                cards = cards.get(key, cards.get(str(key), [])) if isinstance(cards, dict) else cards
                action["cards"] = sorted(cards)[:offer.choices.get("count", 1)]  # a restock lays out several
            self.act(action)

    def attack(self, seat: int, plane: int) -> None:
        """Attack a plane from the hero's space, beat both Guardians at the table and take its Artifact."""
        self.act({"kind": "move", "seat": seat, "how": "astral", "plane": plane})
        for slot in ("lesser", "greater"):
            for offer in self.offers("reveal_guardian"):
                named = [c for c in offer.choices["card"] if c != self.keep[slot]]
                self.act({"kind": "reveal_guardian", "seat": seat, "card": named[0]})
            offer = self.offers("resolve_guardian")[0]
            action = {"kind": "resolve_guardian", "seat": seat, "card": offer.params["card"], "outcome": "win"}
            if "experience" in offer.needs:
                action["experience"] = 2
            self.act(action)
        _, state = self.state()
        if self.offers("claim_artifact"):  # the table names the card Herald dealt there
            self.act({"kind": "claim_artifact", "seat": seat, "card": state.zone(f"plane:{plane}:artifact")[0]})
        _, state = self.state()
        if state.flow.stage in ("astral", "turn") and state.result is None:  # the fourth Artifact ends the game
            self.act({"kind": "end_turn", "seat": seat})

    def step_toward(self, seat: int, target: int) -> None:
        """One movement toward a space: a ride on a horse when it lands there, else a walk the shorter way."""
        moves = self.offers("move")
        ride = [o for o in moves if o.params.get("how") == "horse" and o.params.get("to") == target]
        _, state = self.state()
        here = state.hero(seat).space

        def gap(i: int) -> int:
            return min((i - target) % RING, (target - i) % RING)
        walks = sorted((o for o in moves if o.params.get("how") == "walk"), key=lambda o: gap(o.params["to"]))
        chosen = (ride or walks)[0]
        assert gap(chosen.params["to"]) < gap(here), (here, target)
        action = {"kind": "move", **chosen.params}
        if "revealed" in chosen.needs:
            action["revealed"] = self._named(chosen.choices["revealed"], "opportunity")[:chosen.choices["count"]]
        self.act(action)
        self.act({"kind": "end_turn", "seat": seat})

    def plane_of(self, space: int) -> int | None:
        """The index of the plane a space faces, if any."""
        for p, plane in enumerate(self.catalog.planes()):
            if space in self.catalog.attack_spaces(plane.id):
                return p
        return None

    def play_until(self, routes: dict[int, list[tuple[int, bool]]], done) -> None:
        """Play rounds: each hero heads for the next space of her route and, where the route says so, attacks
        the plane it faces on arrival; stop at the movement step where done(state) holds."""
        for _ in range(60):
            _, state = self.state()
            seat = state.flow.active
            self.chance(seat)
            while True:
                _, state = self.state()
                if state.flow.stage != "move":
                    break
                if done(state):
                    return
                route, here = routes[seat], state.hero(seat).space
                while route and here == route[0][0] and not route[0][1]:
                    route.pop(0)
                if route and here == route[0][0]:
                    route.pop(0)
                    self.attack(seat, self.plane_of(here))
                elif route:
                    self.step_toward(seat, route[0][0])
                else:
                    self.act({"kind": "move", "seat": seat, "how": "stay"})
                    self.act({"kind": "end_turn", "seat": seat})
            self.act({"kind": "end_round", "seat": seat})
        raise AssertionError("the scripted game did not reach its goal")

    def name(self, card: str) -> str:
        """A card's name as the screens show it."""
        return card_name(self.catalog, card)
