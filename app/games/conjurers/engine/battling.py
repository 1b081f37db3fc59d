"""Real battles in the game (part 2): a battleground, duel or tournament match begins a battle instead of
taking the table's reported outcome (still accepted as the group's fallback); battle turns are actions;
when a side wins, what the battle decides follows (001:L361-363, L427-429, L455)."""

from __future__ import annotations

from random import Random
from typing import ClassVar, Literal

from pydantic import Field

from . import rulebook
from .actions import Action, Context, Offer, action, follow_up
from .battle.conventions import STALEMATE_TURNS
from .battle.labels import label_words
from .battle.model import ATTACKER, DEFENDER, Battle, Side, draw_hand, seat_view
from .battle.preview import entered, rolled
from .battle.profile import Gear, Printed, Stats
from .battle.turns import Move, legal_moves, play, settle, untyped_hands
from .errors import InvalidInput
from .events import Event, Resolved, event, player_name
from .holdings import CreatureGained, MinusPoints
from .model import sides_in
from .state import Creature, Engagement, State
from .tables import CHALLENGER_LOSS

MINION = "minion"
# Herald's choice, departing from the line it cites (two battles at once with four players).
ONE_AT_A_TIME = rulebook.rule("one_battle", "Herald's choice: one battle at a time, though the rulebook fights two "
                              "at once with four players; the other battle waits.", "001:L431")
NOT_YOUR_BATTLE_TURN = rulebook.rule("battle_turn", "Each player has one action per battle turn, in turn.",
                                     "001:L520")
BATTLE_DRAW = rulebook.rule("battle_draw", "A side with more than three creatures brings three drawn at random; "
                            "a duel's defender with four or more may first set one aside.", "001:L494")


def minion_player(state: State, seat: int) -> int:
    """Who plays the minions of this seat's next battleground: the attacker's left neighbour, or with four
    players the next idle one to the left when that neighbour is busy with the other battle fought beside it
    (fighting it, or already playing its minions). Battles pair up in the order they are fought (001:L431)."""
    order = fight_order(state)
    mine = next((k for k, p in enumerate(order) if p.seat == seat and not p.resolved), None)
    if state.n < 4 or mine is None:
        return state.clockwise(seat)[1]
    first = mine - mine % 2
    busy: set[int] = set()
    for k in range(first, min(first + 2, len(order))):
        p = order[k]
        if k != mine:
            busy |= {p.seat} | ({int(p.space.split("_")[1])} if p.space.startswith("house_") else set())
    if mine == first + 1 and not order[first].space.startswith("house_"):
        busy.add(_idle_left(state, order[first].seat, busy | {seat}))  # the first battle's minion player
    return _idle_left(state, seat, busy)


def fight_order(state: State) -> list:
    """This round's battles in the order they are fought: seat by seat from the round's starting player, a
    player's warrior before her conjurer (battles last, 001:L431; resolving order, 001:L285)."""
    seats = state.clockwise(state.start)
    battles = [p for p in state.placements if p.space and (p.space.startswith("house_") or p.space in _BATTLEGROUNDS)]
    return sorted(battles, key=lambda p: (seats.index(p.seat), p.figure == "conjurer"))


def _idle_left(state: State, seat: int, busy: set[int]) -> int:
    return next((s for s in state.clockwise(seat)[1:] if s not in busy), state.clockwise(seat)[1])


_BATTLEGROUNDS = {"duat", "mount_olympus", "shangri_la", "valhalla", "garden_of_eden"}


def hand(army: tuple[str, ...], drawn: tuple[str, ...] | None, set_aside: str | None = None) -> tuple[str, ...]:
    """A side's creatures for the battle: all of them up to three, else the three drawn (checked)."""
    pool = [c for c in army if c != set_aside]
    if set_aside is not None and (set_aside not in army or len(army) < 4):
        raise rulebook.refuse(BATTLE_DRAW, "Only a defender with four or more creatures sets one of hers aside.")
    if len(pool) <= 3:
        return tuple(pool)
    if drawn is None or len(drawn) != 3 or len(set(drawn)) != 3 or not set(drawn) <= set(pool):
        raise InvalidInput("enter the three creatures drawn from the army (Herald can draw them)", "drawn")
    return tuple(drawn)


def begin(state: State, ctx: Context, *, attacker: Side, defender: Side, kind: str, first: int,
          extra: dict[str, Stats] | None = None, **where) -> Event:
    """The event opening a battle: sides, who starts (001:L500), numbers already typed in this game."""
    cards = set(attacker.hand) | set(defender.hand)
    stats = {c: s for c, s in state.stats.items() if c in cards} | (extra or {})
    items = set(attacker.items) | set(defender.items)
    battle = Battle(kind=kind, sides=(attacker, defender), turn=first, stats=stats,
                    gear={g: v for g, v in state.gear.items() if g in items}, die=state.options.battle_die,
                    elements=state.options.elements, healing=state.options.healing)
    battle = settle(battle, [])  # a side with no creature at all has lost already
    return BattleBegan(fight=Engagement(battle=battle, **where))


def side_of(state: State, seat: int, cards: tuple[str, ...]) -> Side:
    """A player's side: her drawn creatures and every item and artifact she holds."""
    p = state.players[seat]
    return Side(seat=seat, hand=cards, items=(*p.items, *(a.card for a in p.artifacts)))


def minion_stats(ctx: Context, myth: str, level: int) -> Stats:
    """The minion guarding a creature of this level on this mythology's battleground (tables C14, C15)."""
    if ctx.minions is None:
        raise InvalidInput("a battleground battle needs the minion card's tables")
    size = ctx.minions.for_level(level)
    numbers = ctx.minions.sizes[size]
    return Stats(level=level, hp=numbers.hp, bd=numbers.bd, myth=myth,
                 abilities=dict(ctx.minions.abilities[myth][size]))


@event
class BattleBegan(Event):
    """A battle opens on the battle boards."""

    kind: Literal["battle_began"] = "battle_began"
    fight: Engagement

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"fight": self.fight})

    def describe(self, state: State) -> str:
        a, d = self.fight.battle.sides
        foe = "the minion side" if d.minion else player_name(state, d.seat)
        return f"{player_name(state, a.seat)} battles {foe}; each side brings {len(a.hand)} and {len(d.hand)} creatures."


@event
class BattleMoved(Event):
    """One battle turn played: the battle after it, what happened, the dice as they fell."""

    kind: Literal["battle_moved"] = "battle_moved"
    battle: Battle
    lines: tuple[str, ...]
    dice: dict[str, tuple[int, ...]] = Field(default_factory=dict)

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"fight": state.fight.model_copy(update={"battle": self.battle})})

    def describe(self, state: State) -> str:
        sides = ["The minion side" if s.minion else player_name(state, s.seat) for s in self.battle.sides]
        return " ".join(sides_in(line, sides) for line in self.lines)  # cards by id: the screens name them


@event
class BattleEnded(Event):
    """The battle is over: the boards are cleared (every DM with them, 001:L534); typed numbers are kept."""

    kind: Literal["battle_ended"] = "battle_ended"
    stats: dict[str, Stats] = Field(default_factory=dict)
    gear: dict[str, Gear] = Field(default_factory=dict)

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"fight": None, "stats": {**state.stats, **self.stats},
                                        "gear": {**state.gear, **self.gear}})

    def describe(self, state: State) -> str:
        return ""


def _typed(state: State, values: dict[str, Printed], gear: dict[str, Gear]) -> Battle:
    fight = state.fight
    battle = fight.battle
    stats = dict(battle.stats)
    for card, printed in values.items():
        level, myth = _level_myth(state, card)
        new = printed.stats(level, myth)
        if card in stats and stats[card] != new:
            raise InvalidInput(f"the numbers of {card} are already typed", f"values.{card}")
        stats[card] = new
    kit = dict(battle.gear)
    for card, g in gear.items():
        if card in kit and kit[card] != g:
            raise InvalidInput(f"the abilities of {card} are already typed", f"gear.{card}")
        kit[card] = g
    return battle.model_copy(update={"stats": stats, "gear": kit})


def _level_myth(state: State, card: str) -> tuple[int, str | None]:
    for p in state.players:
        c = p.creature(card)
        if c is not None:
            return c.level, c.myth
    fight = state.fight
    if card == fight.creature:
        return fight.level, state.facts[card].myth
    raise InvalidInput(f"{card} does not take part in this battle", f"values.{card}")


@action
class BattleTurn(Action):
    """One battle turn: the move, the dice as they fell (by roll label), numbers typed for cards new to Herald."""

    kind: Literal["battle"] = "battle"
    seat: int
    move: Move
    dice: dict[str, list[int]] = Field(default_factory=dict)
    values: dict[str, Printed] = Field(default_factory=dict)
    gear: dict[str, Gear] = Field(default_factory=dict)
    by_herald: bool = False  # Herald rolls: the web fills `dice` from the game's seed before recording
    chance: ClassVar[bool] = True  # a battle turn's dice (none under the no-dice option: asked all the same)

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        if state.fight is None or state.fight.battle.winner is not None:
            raise rulebook.refuse(ONE_AT_A_TIME, "No battle is under way.")
        battle = _typed(state, self.values, self.gear)
        if battle.side(battle.turn).seat != self.seat:
            raise rulebook.refuse(NOT_YOUR_BATTLE_TURN)
        roll, asked = entered(self.dice, battle)
        after, lines = play(battle, self.move, roll)
        extra = set(self.dice) - asked
        if extra:
            raise InvalidInput(f"no roll is needed for {', '.join(label_words(x) for x in sorted(extra))}", "dice")
        faces = {k: tuple(v) for k, v in self.dice.items()}
        return (BattleMoved(battle=after, lines=tuple(lines), dice=faces),)


def battle_preview(state: State, move: Move, values: dict[str, Printed] | None = None,
                   gear: dict[str, Gear] | None = None):
    """The exact odds of the fight a battle move would start (None when it starts none); nothing changes."""
    from .battle.preview import preview
    if state.fight is None:
        raise rulebook.refuse(ONE_AT_A_TIME, "No battle is under way.")
    return preview(_typed(state, values or {}, gear or {}), move)


def typed_battle(state: State, values: dict[str, Printed] | None = None,
                 gear: dict[str, Gear] | None = None) -> Battle:
    """The open battle with numbers typed for new cards laid over (checked as a battle turn checks them)."""
    if state.fight is None:
        raise rulebook.refuse(ONE_AT_A_TIME, "No battle is under way.")
    return _typed(state, values or {}, gear or {})


def roll_dice(state: State, raw: BattleTurn, rng: Random) -> dict[str, list[int]]:
    """The dice a battle turn needs, rolled with the caller's seeded generator (Herald rolling for the table)."""
    log: dict[str, list[int]] = {}
    play(_typed(state, raw.values, raw.gear), raw.move, rolled(rng, state.fight.battle, log))
    return {} if state.options.no_dice else log


@follow_up
def _battle_decided(state: State) -> tuple[Event, ...]:
    fight = state.fight
    if fight is None or fight.battle.winner is None:
        return ()
    if fight.match is not None:
        return ()  # a tournament match: what its winner decides follows in tournament.py
    battle = fight.battle
    ended = BattleEnded(stats=battle.stats, gear=battle.gear)
    won = battle.winner == ATTACKER
    if fight.creature is not None:
        gained = (CreatureGained(seat=fight.seat, creature=Creature(card=fight.creature, level=fight.level,
                                                                   myth=state.facts[fight.creature].myth)),)
        return (*(gained if won else ()), ended, Resolved(seat=fight.seat, figure=fight.figure))
    if won:
        return ()  # the winning challenger names three categories (the duel action)
    return (MinusPoints(seat=fight.seat, amount=CHALLENGER_LOSS, reason="duel lost as challenger"), ended,
            Resolved(seat=fight.seat, figure=fight.figure))


def battle_offers(state: State) -> list[Offer]:
    """The acting side's legal battle moves, with what the table still has to give."""
    battle = state.fight.battle
    if battle.winner is not None:
        return []
    seat = battle.side(battle.turn).seat
    out = []
    for m in legal_moves(battle):
        needs = ["dice"] if m.kind not in ("devour", "bind") else []
        choices = {}
        if m.kind == "summon":
            side = battle.side(battle.turn)
            if side.items:
                needs.append("items")
                choices["items"] = list(side.items)
            if m.card not in battle.stats:
                needs.append("values")
        if battle.quiet >= STALEMATE_TURNS - 3 and untyped_hands(battle):
            # A turn without dice (and the stuck sides' passes after it) may end the battle on every remaining
            # creature's HP, those in hand too (001:L488): their numbers are asked for.
            needs += [] if "values" in needs else ["values"]
            choices["hands"] = untyped_hands(battle)
        label = f"{player_name(state, seat)}: {m.kind.replace('_', ' ')} {m.card or m.target or ''}".rstrip()
        if m.slot is not None:
            label += f" to slot {m.slot + 1}"
        out.append(Offer(kind="battle", label=label, seat=seat, params={"seat": seat, "move": m.model_dump()},
                         needs=tuple(needs), choices=choices))
    return out


def battle_view(state: State, seat: int | None) -> State:
    """The game as one seat may see it: the other sides' battle hands hidden until summoned (001:L492)."""
    if state.fight is None:
        return state
    fight = state.fight.model_copy(update={"battle": seat_view(state.fight.battle, seat)})
    return state.model_copy(update={"fight": fight})


__all__ = ["DEFENDER", "MINION", "BattleTurn", "battle_offers", "battle_preview", "battle_view", "begin", "draw_hand", "hand",
           "minion_player", "minion_stats", "roll_dice", "side_of",
           "typed_battle"]
