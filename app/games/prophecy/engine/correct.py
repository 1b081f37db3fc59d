"""The game master's correction: whatever the physical game did, the table records it as one step.

One action kind, `correct`, with sub-kinds (`what`): move a card between any two zones that fit it (the Realm's
paths, the Lake, the Hearts and the Certificates too), turn a card on the board face up or down, damage or repair
an Item, put a hero on any space or Realm place, set any of a hero's counters (the Dwarf's bank too); and, in
`correct_hero`, her status, Guilds, Races, Rage token, a weaponcraft marker; in `correct_turn`, whose round and
which step, the Power Up tokens, the cooperative clock. Each carries a short reason and becomes one
`table_corrected` event that tells the log "The table corrected: …" and folds the plain events it holds, so undo,
redo, export and replay treat it like any step. It is allowed at every stage, mid-battle too, except on what the
battle under way is using (its opponent card, the Items and Spells announced, the fighting heroes' places). Caps
are invariants and refused; limits are not: the end of the round checks them as usual. Each card stays in
exactly one zone."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StringConstraints, ValidationError

from . import rulebook
from .actions import Action, Context, action
from .correct_hero import HERO_CORRECTIONS, PUT_ELSEWHERE, HeroCorrected
from .correct_turn import TURN_CORRECTIONS
from .correct_zones import check_target, face_up_in, movable, words
from .errors import InvalidInput
from .events import CardDamaged, CardMoved, Event, HeroUpdated, TokensChanged, event, fold, parse_events, who
from .rules import decks, flow, lookup
from .rules.death import is_artifact
from .rules.tx import Tx
from .state import GameState

What = Literal["move_card", "turn_card", "damage", "move_hero", "set_counter", "set_status", "set_guilds",
               "set_races", "set_rage", "craft", "set_turn", "set_power_ups", "set_clock"]
Counter = Literal["strength", "health", "willpower", "magic", "gold", "experience", "bank"]
COUNTER_FIELD = {"strength": "red", "health": "health", "willpower": "blue", "magic": "magic", "gold": "gold",
                 "experience": "experience", "bank": "bank"}
COUNTER_WORDS = {"strength": "Strength", "health": "Health", "willpower": "Willpower", "magic": "Magic",
                 "gold": "Gold", "experience": "Experience", "bank": "Gold in the bank"}
# Corrections by name beyond this module's own; the expansion adds its own here (races/correcting.py).
MORE = {**HERO_CORRECTIONS, **TURN_CORRECTIONS}
# Where a card lies on a board and may be turned: the ring's spaces, the planes, the Realm's paths and the Lake.
TURNABLE = ("space:", "plane:", "realm:left:", "realm:middle:", "realm:right:", "realm:lake:")
Reason = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=120)]


@event
class TableCorrected(Event):
    """A correction by the table: the plain events it stands for, told as one sentence with its reason."""

    kind: Literal["table_corrected"] = "table_corrected"
    text: str
    reason: str
    inner: tuple[dict, ...] = ()

    def apply_to(self, state: GameState) -> GameState:
        return fold(state, parse_events(list(self.inner)))

    def describe(self, state: GameState) -> str:
        return f"The table corrected: {self.text} ({self.reason})."


@action
class Correct(Action):
    """Record what the table did that no other action says (a card moved or turned, an Item damaged or
    repaired, a hero put on a space, a counter, a mark or the turn set), with the reason."""

    kind: Literal["correct"] = "correct"
    what: What
    reason: Reason
    card: str | None = None
    to: str | None = Field(default=None, max_length=40)
    at: Literal["top", "bottom"] = "bottom"
    face_up: bool | None = None
    named: str | None = None
    damaged: bool | None = None
    crafted: bool | None = None  # a weaponcraft marker on the Item or not (craft)
    seat: int | None = Field(default=None, ge=0, le=4)
    space: int | None = Field(default=None, ge=0, le=19)
    counter: Counter | None = None
    value: int | None = Field(default=None, ge=0, le=200)
    # A place in the Dragon Realm: "gate", "lake" or "<path>:<space>" (move_hero).
    place: str | None = Field(default=None, max_length=20)
    status: Literal["active", "dead", "out"] | None = None
    guilds: tuple[str, ...] | None = Field(default=None, max_length=2)
    races: tuple[str, ...] | None = Field(default=None, max_length=2)
    stage: str | None = Field(default=None, max_length=20)
    plane: int | None = Field(default=None, ge=0, le=4)
    from_plane: int | None = Field(default=None, ge=0, le=4)
    tokens: tuple[int, ...] | None = Field(default=None, max_length=5)
    token: int | None = Field(default=None, ge=1, le=5)
    # A Race card's values the catalog lacks, typed by the table ("troll:strength"), for set_races.
    numbers: dict[str, Annotated[int, Field(ge=-5, le=5)]] | None = Field(default=None, max_length=8)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        if not state.heroes:
            raise InvalidInput("There is no game to correct yet.")
        tx = Tx(state, ctx)
        try:
            text = MORE[self.what](self, tx) if self.what in MORE else getattr(self, f"_{self.what}")(tx)
        except ValidationError as e:  # a part the models refuse to hold (a malformed value): nothing changes
            raise InvalidInput(f"Herald cannot hold this correction: {e.errors()[0]['msg']}.", self.what) from e
        return (TableCorrected(text=text, reason=self.reason,
                               inner=tuple(e.model_dump(mode="json") for e in tx.done())),)

    def _need(self, field: str):
        value = getattr(self, field)
        if value is None:
            raise InvalidInput(f"Say which {FIELD_WORDS[field]} to correct.", field)
        return value

    def _card_in_battle(self, state: GameState, card: str) -> None:
        if card in battle_cards(state):
            raise rulebook.refuse(flow.R_IN_BATTLE, "The battle under way uses this card; finish it first.")

    def _move_card(self, tx: Tx) -> str:
        state, ctx = tx.state, tx.ctx
        card, to = self._need("card"), self._need("to")
        self._card_in_battle(state, card)
        check_target(state, ctx, card, to)
        origin = state.where(card) or ""
        face = face_up_in(to) and (self.face_up is not False or not to.startswith(("space:", "plane:", "realm:")))
        seen = card not in state.hidden or face
        tx.emit(CardMoved(card=card, to=to, face_up=face, at="start" if self.at == "top" else "end"))
        what = lookup.name(ctx, card) if seen else "a face-down card"
        return f"{what} went from {words(state, ctx, origin)} to {words(state, ctx, to)}" + (
            "" if face or not face_up_in(to) else ", face down")

    def _turn_card(self, tx: Tx) -> str:
        state, ctx = tx.state, tx.ctx
        card, face = self._need("card"), self._need("face_up")
        zone = state.where(card) or ""
        if not zone.startswith(TURNABLE) or zone.endswith(":artifacts"):
            raise InvalidInput(f"{lookup.name(ctx, card)} does not lie on the board, so it cannot be turned.", "card")
        self._card_in_battle(state, card)
        if face == (card not in state.hidden):
            raise InvalidInput(f"{lookup.name(ctx, card)} already lies face {'up' if face else 'down'}.", "face_up")
        if face:
            shown = decks.reveal(tx, card, self.named, lookup.home_deck(ctx, card) or "adventure")
            return f"{lookup.name(ctx, shown)} was turned face up on {words(state, ctx, zone)}"
        first = state.zone(zone)[0] == card
        tx.emit(CardMoved(card=card, to=zone, face_up=False, at="start" if first else "end"))
        return f"{lookup.name(ctx, card)} was turned face down on {words(state, ctx, zone)}"

    def _damage(self, tx: Tx) -> str:
        state, ctx = tx.state, tx.ctx
        card, damaged = self._need("card"), self._need("damaged")
        zone = state.where(card) or ""
        if not (zone.startswith("hero:") and zone.endswith(":items")):
            raise InvalidInput(f"{lookup.name(ctx, card)} is not an Item a hero holds.", "card")
        if is_artifact(ctx, card):
            raise InvalidInput("An Artifact is never damaged.", "card")
        self._card_in_battle(state, card)
        if damaged == (card in state.damaged):
            raise InvalidInput(f"{lookup.name(ctx, card)} is already {'damaged' if damaged else 'whole'}.", "damaged")
        tx.emit(CardDamaged(card=card, damaged=damaged))
        return f"{lookup.name(ctx, card)} in {words(state, ctx, zone)} is {'damaged' if damaged else 'repaired'}"

    def _hero(self, state: GameState):
        seat = self._need("seat")
        if seat >= len(state.heroes):
            raise InvalidInput(f"There is no seat {seat + 1} in this game.", "seat")
        hero = state.hero(seat)
        if hero.status != "active" or not hero.character:
            raise InvalidInput(f"{hero.player} has no hero in play to correct.", "seat")
        return hero

    def _move_hero(self, tx: Tx) -> str:
        state, ctx = tx.state, tx.ctx
        hero = self._hero(state)
        if self.place is not None:
            self._not_fighting(state, hero)
            return PUT_ELSEWHERE(self, tx, hero)
        space = self._need("space")
        if space >= lookup.ring_size(ctx):
            raise InvalidInput(f"The board has no space {space}.", "space")
        if space == hero.space:
            raise InvalidInput(f"{who(hero)} is already there.", "space")
        self._not_fighting(state, hero)
        place = lookup.space_name(ctx, space)
        if hero.realm is not None:  # out of the Realm, back on the ring
            tx.emit(HeroCorrected(seat=hero.seat, fields={"realm": None}))
        tx.emit(HeroUpdated(seat=hero.seat, space=space, moved=True, via="was put on", place=place))
        return f"{who(hero)} was put on {place}"

    def _not_fighting(self, state: GameState, hero) -> None:
        b = state.battle
        if b is not None and hero.seat in (b.seat, b.opponent.seat):
            raise rulebook.refuse(flow.R_IN_BATTLE, "The hero is fighting; finish the battle first.")

    def _set_counter(self, tx: Tx) -> str:
        hero = self._hero(tx.state)
        counter, value = self._need("counter"), self._need("value")
        new = {f: getattr(hero, f) for f in ("red", "health", "blue", "magic", "gold", "experience", "bank")}
        new[COUNTER_FIELD[counter]] = value
        red_cap, blue_cap = hero.sheet.red_cap, hero.sheet.blue_cap
        if new["red"] > red_cap or new["blue"] > blue_cap:
            raise InvalidInput(f"This hero holds at most {red_cap} red and {blue_cap} blue cubes.", "value")
        if new["bank"] > hero.sheet.bank_cap:
            raise InvalidInput(f"This hero's bank holds at most {hero.sheet.bank_cap} Gold.", "value")
        tail = ""
        if counter == "strength" and new["health"] > value:
            new["health"], tail = value, f" (and Health {value} with it)"
        if counter == "willpower" and new["magic"] > value:
            new["magic"], tail = value, f" (and Magic {value} with it)"
        if new["health"] > new["red"]:
            raise InvalidInput(f"Health cannot be more than Strength ({new['red']}); correct Strength first.", "value")
        if new["magic"] > new["blue"]:
            raise InvalidInput(f"Magic cannot be more than Willpower ({new['blue']}); correct Willpower first.", "value")
        deltas = {f: v - getattr(hero, f) for f, v in new.items()}
        if not any(deltas.values()):
            raise InvalidInput(f"{who(hero)} already has {value} {COUNTER_WORDS[counter]}.", "value")
        tx.emit(TokensChanged(seat=hero.seat, **deltas))
        return f"{who(hero)} now has {value} {COUNTER_WORDS[counter]}{tail}"


FIELD_WORDS = {"card": "card", "to": "place", "face_up": "side (face up or down)", "damaged": "state (damaged or "
               "repaired)", "seat": "hero", "space": "space", "counter": "counter", "value": "new value",
               "place": "place in the Dragon Realm"}


def battle_cards(state: GameState) -> set[str]:
    """The cards the battle under way is using: its opponent and the Items and Spells announced."""
    b = state.battle
    if b is None:
        return set()
    used = {b.opponent.card} if b.opponent.card else set()
    for side in (b.hero, b.foe):
        used |= set(side.items) | {s.card for s in side.spells}
    return used


def correctable_cards(state: GameState) -> list[str]:
    """Every card a correction may move now, zone by zone."""
    return [c for z in sorted(state.zones) for c in state.zones[z] if movable(state, c)]

