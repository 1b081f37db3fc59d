"""A cooperative game on the fake catalog, with the Dragon Realm cards the cooperative setup reads: two
cooperative Abilities (one naming the base Ability it replaces, one not), Legends of Dragons and a Scroll of
Stealing among the Common Items."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from app.games.prophecy.engine import Context, GameState, IllegalAction, apply, parse_action
from app.games.prophecy.engine.events import CardMoved, FlowChanged
from tests.engine.fakecatalog import Card, Effect, FakeCatalog, _cards
from tests.engine.playout import create


@dataclass(frozen=True)
class DrCard(Card):
    """A Dragon Realm card of the fixture: a cooperative Ability knows what it replaces."""

    replaces: str | None = None
    own_deck: str | None = None

    @property
    def deck(self) -> str | None:
        return self.own_deck or Card.deck.func(self)


DR_CARDS = (
    DrCard("time-freeze", "ability", spell=True, own_deck="coop_ability", replaces="concentration",
           effects=(Effect("rule_hook", hook="time_freeze"),)),
    DrCard("secret-hideouts", "ability", own_deck="coop_ability", effects=(Effect("rule_hook", hook="secret_hideouts"),)),
    DrCard("legends-of-dragons", "chance", event="legends_of_dragons"),
)


def _base() -> dict[str, Card]:
    cards = {c.id: c for c in _cards()}
    cards["scroll-of-stealing"] = Card("scroll-of-stealing", "item", item_deck="common")
    return cards


@dataclass
class CoopCatalog(FakeCatalog):
    by_id: dict[str, Card] = field(default_factory=_base)

    def card(self, card_id: str) -> Card:
        for c in DR_CARDS:
            if c.id == card_id:
                return c
        return super().card(card_id)

    def deck_instances(self, deck: str, variant: str = "standard", expansions=("base",)) -> tuple[str, ...]:
        found = super().deck_instances(deck, variant)
        if "dragon_realm" in expansions:
            found += tuple(i for c in DR_CARDS if c.deck == deck for i in c.instances())
        return found


CTX = Context(catalog=CoopCatalog())
FIRST_ABILITIES = {"fortress": "ambidexterity#1", "thieves_guild": "stealth#1", "forest_camp": "meditation#1",
                   "magic_tower": "staff_skill#1", "monastery": "blessed_weapon#1"}


def play(state: GameState, **payload) -> GameState:
    """Apply one action given as a payload; the new state."""
    return apply(state, parse_action(payload), CTX)[0]


def refused(state: GameState, **payload) -> IllegalAction:
    """The refusal of an action (the state is untouched)."""
    with pytest.raises(IllegalAction) as info:
        apply(state, parse_action(payload), CTX)
    return info.value


def coop_game(seats: int = 2, mode: str = "cooperative", difficulty: str = "normal", tokens=(), **kw) -> GameState:
    """A created cooperative (or solo) game waiting for the initial situation."""
    act = create(seats, "table", ctx=CTX, options={"coop": {"mode": mode, "difficulty": difficulty,
                                                            "tokens": list(tokens)}}, **kw)
    return apply(GameState(), parse_action(act), CTX)[0]


def started(seats: int = 2, mode: str = "cooperative", difficulty: str = "normal", tokens=()) -> GameState:
    """A cooperative game at its first Chance card, seat 0 first (chosen by the group, 003:L495; Solo's only hero)."""
    state = coop_game(seats, mode, difficulty, tokens)
    state = play(state, kind="prepare_board", abilities=FIRST_ABILITIES, chance="chance_forest#1",
                 adventures=["hermit#1", "hermit#2", "gem_mine#1", "gem_mine#2"])
    return state if mode == "solo" else play(state, kind="choose_first_player", first=0)


def stage(state: GameState, name: str, seat: int = 0, **flow) -> GameState:
    """Jump the flow to a stage of a seat's round."""
    return FlowChanged(flow=state.flow.model_copy(update={"stage": name, "active": seat, **flow})).apply_to(state)


def end_round(state: GameState, seat: int) -> GameState:
    """The seat ends its turn and its round (nothing else done)."""
    if state.flow.stage == "move":
        state = play(state, kind="move", seat=seat, how="stay")
    if state.flow.stage == "turn":
        state = play(state, kind="end_turn", seat=seat)
    return play(state, kind="end_round", seat=seat)


def dream(state: GameState, seat: int, plane: int = 0) -> GameState:
    """The seat draws the Prophetic Dream and turns up the Lesser Guardian of a plane (or the next card there)."""
    slots = [z for z in (f"plane:{plane}:{s}" for s in ("lesser", "greater", "artifact"))
             if state.zone(z) and state.zone(z)[0] in state.hidden]
    if state.where("prophetic_dream#1") != "deck:chance":  # the fixture's only Dream, back for another night
        state = CardMoved(card="prophetic_dream#1", to="deck:chance", face_up=False).apply_to(state)
    pick = {"plane": plane, "cards": [_card_for(state, slots[0])]} if slots else {}
    return play(state, kind="draw_chance", seat=seat, card="prophetic_dream#1", **pick)


def _card_for(state: GameState, zone: str) -> str:
    from app.games.prophecy.engine.rules import decks

    return decks.drawable(state, zone.rsplit(":", 1)[1])[0]
