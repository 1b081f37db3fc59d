"""Where a battle in the Dragon Realm leaves its fighters, once combat.outcomes has applied the usual part
(Experience, rewards, Health): a path's Creature beaten, lost to or drawn with (003:L359-363), the Lake of Fire
won, lost or drawn (003:L405-407), the Dragonslayer variant's last dragon slain (003:L661), a hero knocked out of
the Realm by another (003:L391).
"""

from __future__ import annotations

from ...events import who
from ...rules import flow
from ...rules.tx import Tx
from ..events import RealmMoved, RealmRevealed
from ..gate import LAKE_GREATER
from ..lake import LAKE_NEXT, gain_heart, slayer_won
from ..lake_claim import take_lake_artifact
from ..met.settle import TURN_OVER
from ..naming import turn_up
from ..setup import space_zone
from .battle_rules import dragonslayer_variant
from .golden import offer_swap


def placed(tx: Tx, battle, outcome: str) -> None:
    """Move the hero as the Realm's rules say after a battle with a Creature or the Lake, then open the Golden
    Dragon Lord's trade after a win over it (003:L767), unless that win ended the game or her turn."""
    _place(tx, battle, outcome)
    flow_now = tx.state.flow
    # An ended turn leaves `active` on her seat (stage "round_end"), so the stage tells whether the turn goes on.
    if tx.state.result is None and flow_now.stage == "turn" and flow_now.active == battle.seat:
        offer_swap(tx, battle, outcome)


def _place(tx: Tx, battle, outcome: str) -> None:
    # The caller ends the turn where the usual rules end it: after a loss or a draw.
    realm, seat = battle.realm, battle.seat
    hero = tx.state.hero(seat)
    if realm is None or hero.status != "active" or hero.realm is None:
        return  # not a Realm battle, or she died (her Artifacts are the Realm's ending rules' business)
    if realm.where == "path":
        if outcome == "win":  # she stays; the positive card under the beaten Creature may now be seen (003:L325)
            under = tx.state.zone(space_zone(hero.realm.path, hero.realm.step, "positive"))  # type: ignore[arg-type]
            if under and under[0] in tx.state.hidden:
                turn_up(tx, under[0])
        elif outcome == "draw":  # 003:L361
            tx.emit(RealmMoved(seat=seat, place=realm.before))
            flow.mark(tx, TURN_OVER)
        else:  # 003:L359: out beside the Gate's plane; cards on that space are ignored
            tx.emit(RealmMoved(seat=seat, place=None, space=realm.back[seat]))
            flow.mark(tx, TURN_OVER)
    elif realm.where == "lake":
        flow.mark(tx, TURN_OVER)  # a loss or a draw leaves her on the last space (003:L405)
        if outcome == "win":
            _lake_won(tx, battle)


def _lake_won(tx: Tx, battle) -> None:
    seat = battle.seat
    if dragonslayer_variant(tx.state):
        left = tx.state.zone(LAKE_GREATER)
        if not left:
            slayer_won(tx, seat)
        elif tx.state.battle is not None or _asks(tx, battle, left[0]):
            # Several dragons are fought one after another (003:L665): after the treasure, if the one slain gives
            # one (000:L479), or where the attack on the next must ask first, on the same form as the first (the
            # table names the card it turns up where Herald holds a stand-in, or types the numbers Herald lacks),
            # she attacks it herself, before her turn can end.
            flow.unmark(tx, TURN_OVER)
            flow.mark(tx, LAKE_NEXT, note=f"{who(tx.state.hero(seat))} goes on to the next dragon of the Lake of Fire "
                                          "in the same turn.")
        else:
            from ...combat import common as C
            from ...combat.model import Battle, Opponent

            if left[0] in tx.state.hidden:  # a dragon laid face down is turned up to be fought (003:L657)
                tx.emit(RealmRevealed(cards=(left[0],)))
            C.change(tx, Battle(seat=seat, opponent=Opponent(kind="creature", card=left[0]), values=battle.values,
                                realm=battle.realm), f"{who(tx.state.hero(seat))} fights the next dragon of the Lake.")
        return
    take_lake_artifact(tx, seat)  # 003:L407: the Artifact (named by the table where it draws), a Dragon Heart, out
    gain_heart(tx, seat)
    tx.emit(RealmMoved(seat=seat, place=None, space=battle.realm.back[seat]))
    if tx.state.flow.stage == "turn" and tx.state.battle is None:
        flow.end_turn(tx)


def _asks(tx: Tx, battle, card: str) -> bool:
    """Whether the attack on the Lake's next dragon must ask the table something before it opens."""
    from ...combat.model import Battle, Opponent, RealmFight
    from ...combat.setup_from_state import build

    if card in tx.state.hidden and tx.state.options.deck_mode == "table":
        return True
    trial = Battle(seat=battle.seat, opponent=Opponent(kind="creature", card=card), values=battle.values,
                   realm=RealmFight(where="lake"))
    return bool(build(tx.state, tx.ctx, trial).blocking)


def knocked_out(tx: Tx, battle, loser: int) -> None:
    """A hero who lost Health by losing to a hero in the Realm leaves it as if beaten by a Creature (003:L391, Q-7):
    the 1 Health she chose or had to pay, or the Health paid for what she fought with (Berserker Rage)."""
    realm = battle.realm
    hero = tx.state.hero(loser)
    if realm is None or realm.where != "hero" or hero.status != "active":
        return
    if hero.realm is not None:
        tx.emit(RealmMoved(seat=loser, place=None, space=realm.back[loser]))
    settled(tx, battle, loser)


def settled(tx: Tx, battle, loser: int) -> None:
    """Once the fight is over: an attacker knocked out of the Realm by it ends her turn (003:L359); one who gave an
    Item and stayed goes on."""
    realm = battle.realm
    hero = tx.state.hero(loser)
    if realm is None or realm.where != "hero" or hero.status != "active" or hero.realm is not None:
        return
    if loser == battle.seat and tx.state.flow.stage == "turn" and tx.state.battle is None:
        flow.end_turn(tx)
