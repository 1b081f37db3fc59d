"""The Realm's battles the active hero can start now, as the tablet offers them (realm.fight's actions): the
Creature on the space she just stepped onto, the Lake of Fire from a path's last space, another hero beside her.
`back`/`target_back` choices are the two ring spaces beside the Gate's plane."""

from __future__ import annotations

from ...actions import Context, Offer, offers
from ...combat.facts import Facts
from ...combat.model import Battle, Opponent, RealmFight
from ...combat.setup_from_state import build
from ...rules import decks
from ...state import GameState
from ..gate import LAKE_GREATER
from ..lake import LAKE_NEXT
from ..met.settle import SETTLED
from ..offers import realm_moment
from ..position import last_step
from ..setup import space_zone
from .battle_rules import dragonslayer_variant
from .fight import lake_face_down, lake_guarded, no_battle_kind


def _asked(state: GameState, ctx: Context, seat: int, card: str) -> dict[str, list[str]]:
    """The card values a path fight waits for before it opens (its kind, or a Creature's numbers), as choices."""
    if getattr(Facts(ctx).card(card), "dragon_type", None) is None:
        return {"values": [f"{card.split('#')[0]}.dragon_type"]}
    built = build(state, ctx, Battle(seat=seat, opponent=Opponent(kind="creature", card=card),
                                     realm=RealmFight(where="path")))
    return {"values": built.blocking} if built.blocking else {}


def _startable(state: GameState, ctx: Context, seat: int) -> bool:
    """Whether a battle for the Lake could start now (a face-up foe whose price she cannot pay cannot be fought)."""
    foe = state.zone(LAKE_GREATER)[0]
    if foe in state.hidden:
        return True
    kind = "creature" if dragonslayer_variant(state) else "guardian"
    battle = Battle(seat=seat, opponent=Opponent(kind=kind, card=foe), realm=RealmFight(where="lake"))
    return no_battle_kind(state, ctx, battle) is None


def offered_fight(state: GameState, offer: Offer) -> tuple[Opponent, RealmFight] | None:
    """The opponent and Realm setting of a Realm fight offer, for previewing it (None for another offer)."""
    hero = state.hero(offer.params["seat"])
    if offer.kind == "realm_fight" and hero.realm is not None and hero.realm.where == "path":
        card = state.zone(space_zone(hero.realm.path, hero.realm.step, "negative"))  # type: ignore[arg-type]
        return Opponent(kind="creature", card=card[0]), RealmFight(where="path")
    if offer.kind == "realm_lake_fight" and state.zone(LAKE_GREATER):
        kind = "creature" if dragonslayer_variant(state) else "guardian"
        return Opponent(kind=kind, card=state.zone(LAKE_GREATER)[0]), RealmFight(where="lake")
    if offer.kind == "realm_hero_fight":
        return Opponent(kind="hero", seat=offer.params["target"]), RealmFight(where="hero")
    return None


def lake_values(state: GameState, ctx: Context, seat: int, card: str) -> list[str]:
    """The printed numbers the Lake's battle against this card still waits for (its Guardian, or the variant's
    dragon named by the table), as value paths ("scaled-monster.experience"); none once they are all known."""
    kind = "creature" if dragonslayer_variant(state) else "guardian"
    built = build(state, ctx, Battle(seat=seat, opponent=Opponent(kind=kind, card=card), realm=RealmFight(where="lake")))
    return list(built.blocking)


def lake_to_name(state: GameState) -> bool:
    """Whether the Lake's foe lies face down in a table-deck game: the table names it as the attack turns it up."""
    foes = state.zone(LAKE_GREATER)
    return bool(foes) and foes[0] in state.hidden and state.options.deck_mode == "table"


def _lake_needs(state: GameState, ctx: Context, seat: int, back: dict) -> dict:
    """The Lake attack's needs: where a win leads (not in the variant, which it ends), the face-down foe named as
    the attack turns it up (000:L479, 003:L657) in a table-deck game, and the printed numbers Herald lacks of a
    known foe (those of the card the table names are asked once it is named: `lake_values`)."""
    foe, slayer = state.zone(LAKE_GREATER)[0], dragonslayer_variant(state)
    needs, choices = ((), {}) if slayer else (("back",), dict(back))
    if lake_to_name(state):
        deck = "dragon_negative" if slayer else "greater"
        choices["card"] = sorted(set(decks.unseen(state, deck, state.batch.get(foe, 0))) | set(lake_face_down(state)))
        return {"needs": (*needs, "card"), "choices": choices}
    asked = lake_values(state, ctx, seat, foe)
    if asked:
        needs, choices = (*needs, "values"), choices | {"values": asked}
        if foe in state.hidden:  # Herald dealt it face down: the numbers are read as the attack turns it up
            choices["face_down"] = True
    return {"needs": needs, "choices": choices}


@offers
def realm_fight_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Each Realm battle the active hero may start."""
    moment = realm_moment(state, ctx)
    if moment is None or state.battle is not None or state.hero(moment[1]).realm is None:
        return []
    board, seat, spaces = moment
    f, place = state.flow, state.hero(seat).realm
    back = {"back": spaces}
    facts = Facts(ctx)
    out: list[Offer] = []
    if (f.stage == "move" or LAKE_NEXT in f.marks) and last_step(board, place) and lake_guarded(state) and _startable(state, ctx, seat):
        foe = state.zone(LAKE_GREATER)[0]
        label = "Attack the Lake of Fire's plane (battle)"
        if dragonslayer_variant(state):
            label = f"Fight {'the dragon face down' if foe in state.hidden else facts.name(foe)} on the Lake of Fire"
        out.append(Offer(kind="realm_lake_fight", label=label, seat=seat, params={"seat": seat},
                         **_lake_needs(state, ctx, seat, back)))
    if f.stage != "turn":
        return out
    moved = f.marks & {"turn:moved:realm-forward", "turn:moved:realm-stay"}
    card = state.zone(space_zone(place.path, place.step, "negative")) if place.where == "path" else ()  # type: ignore[arg-type]
    waiting = bool(card) and card[0] not in state.hidden and "turn:moved:realm-forward" in f.marks \
        and SETTLED not in f.marks
    if waiting and getattr(facts.card(card[0]), "dragon_type", None) in ("creature", None):
        asked = _asked(state, ctx, seat, card[0])
        out.append(Offer(kind="realm_fight", label=f"Fight {facts.name(card[0])}", seat=seat, params={"seat": seat},
                         needs=("back", "values") if asked else ("back",), choices={**back, **asked}))
    if moved and not waiting and place.where != "lake" and "turn:hero_fight" not in f.marks:
        for other in state.heroes:
            if other.seat != seat and other.status == "active" and other.realm == place:
                out.append(Offer(kind="realm_hero_fight", label=f"Attack {other.player}", seat=seat,
                                 params={"seat": seat, "target": other.seat}, needs=("back", "target_back"),
                                 choices={"back": spaces, "target_back": spaces}))
    return out
