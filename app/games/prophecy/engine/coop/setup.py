"""Preparing a cooperative or solo game, right after it is created (003:L473-495, L599-613): the competitive
Common Items leave, the cooperative Abilities take the place of the base Abilities they name (Solo removes
both), Solo shuffles Legends of Dragons into the Chance deck, and the Power Up stack is made."""

from __future__ import annotations

from .. import rulebook
from ..actions import Context, consequence
from ..events import CardMoved, Event
from ..rules import lookup
from ..rules import zones as Z
from ..ruleset import ruleset_of
from ..state import GameState
from .events import CoopPrepared

R_COOP_ITEMS = rulebook.rule(
    "coop_items",
    "The cooperative game and Solo leave out five competitive Common Items: the Scrolls of Stealing, Decay, "
    "Destruction, Thought Stealing and Forgetfulness.",
    "003:L477",
)
R_COOP_ABILITIES = rulebook.rule(
    "coop_abilities",
    "Each cooperative Ability takes the place of the base Ability it names, in that guild's deck; Solo leaves out "
    "both.",
    "003:L487",
)
# The catalog ids of the five Common Items the cooperative modes leave out (003:L479-483).
COMPETITIVE_ITEMS = ("scroll-of-stealing", "scroll-of-decay", "scroll-of-destruction", "scroll-of-thought-stealing",
                     "scroll-of-forgetfulness")
DR = ("base", "dragon_realm")


def expansion_instances(ctx: Context, deck: str) -> tuple[str, ...]:
    """The instances of a deck counting the Dragon Realm's cards (the cooperative Abilities, Legends of Dragons)."""
    cat = getattr(ctx, "catalog", None)
    if cat is None:
        return ()
    return tuple(cat.deck_instances(deck, expansions=DR))


def swaps(ctx: Context) -> tuple[list[tuple[str, str | None]], list[str]]:
    """Each cooperative Ability with the base Ability id it replaces (None when unknown), and the unknown ones."""
    found, unknown = [], []
    for card in expansion_instances(ctx, "coop_ability"):
        replaces = getattr(lookup.raw(ctx, card), "replaces", None)
        found.append((card, replaces))
        if replaces is None:
            unknown.append(card)
    return found, unknown


def _ability_decks(state: GameState) -> list[str]:
    return [z for z in state.zones if z.startswith(("deck:ability:", "bottom:ability:", "guild:"))]


@consequence
def prepare_coop(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """Once the cooperative game is created, change its decks as 003 says and make the token stack."""
    if state.options.coop is None or state.coop is not None or not state.heroes:
        return ()
    rules = ruleset_of(state)
    events: list[Event] = []
    for zone, cards in list(state.zones.items()):
        if zone.startswith(("deck:", "goods:")):
            events += [CardMoved(card=c, to="removed") for c in cards if Z.base_id(c) in COMPETITIVE_ITEMS]
    pairs, unknown = swaps(ctx)
    for coop_card, replaces in pairs:
        if replaces is None:
            continue
        for zone in _ability_decks(state):
            for c in state.zone(zone):
                if Z.base_id(c) == replaces:
                    events.append(CardMoved(card=c, to="removed"))
                    if rules.coop == "cooperative":
                        guild = zone.rsplit(":", 1)[1]
                        events.append(CardMoved(card=coop_card, to=Z.deck(f"ability:{guild}"), face_up=False))
    if rules.coop == "solo":
        for card in expansion_instances(ctx, "chance"):
            if getattr(lookup.raw(ctx, card), "event", None) == "legends_of_dragons" and state.where(card) is None:
                events.append(CardMoved(card=card, to=Z.deck("chance"), face_up=False))
    stack = state.options.coop.stack(len(state.heroes))
    events.append(CoopPrepared(stack=stack, unknown_swaps=tuple(unknown)))
    return tuple(events)
