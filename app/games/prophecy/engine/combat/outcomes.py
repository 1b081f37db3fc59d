"""Applying a battle's outcome: Experience and treasure, the loss (1 Health or the card's own), a draw,
damaged and destroyed weapons, and the hero-against-hero loser's choice. Each ends with one story line."""

from __future__ import annotations

from ..battle import dice_rolled
from ..errors import InvalidInput
from ..events import CardMoved
from ..rules import death, decks, flow, spoils
from ..rules import zones as Z
from ..rules.tx import Tx
from ..seams import Seam
from ..tokens import token_change
from . import appendix
from . import common as C
from .dragon_abilities import known_cut
from .facts import Facts
from .loadout import equipment_spec
from .model import Battle

GAINS = ("health", "magic", "gold", "experience", "strength", "willpower")
# Extension points of a battle's outcome (seams.py). What a win over a Creature brings the hero (races/: a goblin's
# trophies): (hero, deltas) -> deltas. Events after a battle with a card foe (races/: the Rage token moves):
# (hero, card, outcome) -> events.
WIN_GAINS = Seam("outcome: what a win brings", lambda hero, deltas: deltas)
AFTER_BATTLE = Seam("outcome: after a battle with a card", lambda hero, card, outcome: [])
# Where a beaten foe goes besides the base game's piles (realm/: out of the game): (battle) -> a zone, or None.
BEATEN_TO = Seam("outcome: where a beaten foe goes", lambda battle: None)
# The hero placed after a fight (realm/: moved as the Realm's rules say): (tx, battle, outcome) -> None.
PLACED = Seam("outcome: the hero placed after a fight", lambda tx, battle, outcome: None)
# A hero who lost Health to a hero (realm/: knocked out of the Realm, 003:L391): (tx, battle, loser) -> None.
KNOCKED_OUT = Seam("outcome: a hero beaten by a hero", lambda tx, battle, loser: None)
# A fight between heroes settled by an Item given (realm/: an attacker knocked out ends her turn): same arguments.
SETTLED = Seam("outcome: a fight between heroes settled", lambda tx, battle, loser: None)


def _story(tx: Tx, b: Battle, built) -> str:
    totals = ", ".join(f"{r.hero_total} against {r.foe_total}" for r in b.rolls)
    kinds = " then ".join(C.KIND_WORDS[k] for k in b.kinds)
    return f"{C.hero_name(tx.state, b.seat)} fought {built.names['foe']} by {kinds}: {totals}"


def _words(deltas: dict[str, int]) -> str:
    """'7 Experience and 3 Gold' (amounts without signs: the verb says won or lost)."""
    parts = [f"{abs(v)} {k.title()}" for k, v in deltas.items() if v]
    return " and ".join([", ".join(parts[:-1]), parts[-1]] if len(parts) > 1 else parts)


def finish(tx: Tx, b: Battle, built, outcome: str, hooks: tuple[str, ...]) -> None:
    """Apply the outcome of the last roll and close (or hold, for a treasure or a choice) the battle."""
    facts = Facts(tx.ctx, b.values)
    head = _story(tx, b, built)
    if outcome == "lose" and "loss_becomes_draw" in hooks:
        outcome, head = "draw", head + " (the loss is turned into a draw)"
    weapons = [i for i in b.hero.items if equipment_spec(facts, tx.state, i).is_weapon]
    if built.foe is not None and "destroys_used_weapon" in built.foe.hooks:
        for w in weapons:
            decks.discard(tx, w)
        head += (", destroying " + ", ".join(facts.name(w) for w in weapons)) if weapons else ""
    head += _half_health(tx, b, built)
    if b.opponent.kind == "hero":
        _hero_result(tx, b, outcome, head)
    elif outcome == "win" and "creature_service" in hooks:
        appendix.served(tx, b, built, facts, head)
    else:
        _creature_result(tx, b, built, facts, outcome, hooks, head)


def _half_health(tx: Tx, b: Battle, built) -> str:
    """The Sphinx takes half the hero's Health (rounded down, as Economic Crisis halves Gold, 000:L189) as soon as the
    battle is over, whatever its result, before what the result costs (000:L837); the story's words."""
    if built.foe is None or "half_health_after_battle" not in built.foe.hooks or b.opponent.kind == "hero":
        return ""
    lost = tx.state.hero(b.seat).health // 2
    if lost:
        death.hurt(tx, b.seat, lost, reason=f"half her Health to {built.foe.name}")
    return f" ({built.foe.name} takes {lost} Health, half of hers, as the battle ends)"


def _creature_result(tx: Tx, b: Battle, built, facts: Facts, outcome: str, hooks, head: str) -> None:
    seat, card = b.seat, b.opponent.card
    foe = built.foe
    hero = tx.state.hero(seat)
    wound = foe.hooks.get("wounds_on_encounter")
    if outcome == "win":
        deltas: dict[str, int] = {}
        used_gear = bool(b.hero.items or b.hero.spells or any(k.startswith("hero|spell:") for _, _, k in b.used))
        if not ("fist_fight_only_for_experience" in foe.hooks and used_gear):
            deltas["experience"] = facts.value(card, "experience") or 0
        later, notes = [], []
        for i, eff in facts.effects(card, "reward"):
            if eff.kind in GAINS and eff.amount is not None:
                deltas[eff.kind] = deltas.get(eff.kind, 0) + eff.amount
            elif eff.kind == "draw_item" or (eff.kind == "rule_hook" and eff.hook == "rare_item_on_high_roll"):
                later.append(i)
            else:
                notes.append(getattr(eff, "note", None) or facts.card(card).summary)
        deltas = WIN_GAINS(hero, deltas)
        for c in tx.state.zone(Z.abilities(seat)):
            for _, eff in facts.effects(c):
                if eff.trigger == "on_win" and eff.kind in GAINS and eff.amount and (
                        not eff.against or set(eff.against) & set(foe.types)):
                    deltas[eff.kind] = deltas.get(eff.kind, 0) + eff.amount
        deltas = {k: v for k, v in deltas.items() if v}  # a foe worth no Experience: nothing to tell or to move
        if deltas:
            tx.emit(token_change(hero, **deltas, reason=f"defeated {foe.name}", lose_excess=True))
        tx.emit(CardMoved(card=card, to=_beaten_to(b)))
        if b.opponent.kind == "creature" and b.realm is None:
            spoils.on_defeat(tx, card, seat)
        text = f"{head}, won" + (f" {_words(deltas)}" if deltas else "")
        text += "".join(f"; the table applies: {n}" for n in notes if n)
        if wound and wound[1].amount:
            death.hurt(tx, seat, wound[1].amount, reason=f"wounded by {foe.name}", ability_order=_held(tx, seat))
        if later:
            C.change(tx, b.model_copy(update={"step": "reward", "outcome": "win"}), text + "; the treasure comes next.")
        else:
            C.change(tx, None, text + ".")
        PLACED(tx, b, "win")
        return
    for event in AFTER_BATTLE(hero, card, outcome):
        tx.emit(event)
    if outcome == "draw":
        if "refight_after_draw" in hooks:
            C.change(tx, Battle(seat=seat, opponent=b.opponent, values=b.values),
                     f"{head}, a draw; {C.hero_name(tx.state, seat)} fights again at once.")
            return
        C.change(tx, None, f"{head}, a draw; the turn ends.")
        if wound and wound[1].amount and death.hurt(tx, seat, wound[1].amount, reason=f"wounded by {foe.name}",
                                                    ability_order=_held(tx, seat)):
            return
        PLACED(tx, b, "draw")
        if tx.state.flow.stage == "turn":
            flow.end_turn(tx)
        return
    health, other, notes = 0, {}, []
    loss = facts.effects(card, "loss")
    for _, eff in loss:
        if eff.kind == "health" and eff.amount is not None:
            health -= eff.amount
        elif eff.kind in GAINS and eff.amount is not None:
            other[eff.kind] = other.get(eff.kind, 0) + eff.amount
        else:
            notes.append(getattr(eff, "note", None) or facts.card(card).summary)
    if not loss:
        health = 1  # no text after the cross: 1 Health (000:L367)
    elif b.realm is not None and b.realm.where == "path":
        health += 1  # in the Realm, 1 Health and the card's penalty besides (003:L359)
    health += on_loss_health(facts, b.hero)
    if other:
        other = {k: max(v, -getattr(hero, k)) if k in ("magic", "gold", "experience") else v for k, v in other.items()}
        tx.emit(token_change(hero, **other, reason=f"beaten by {foe.name}"))
    lost = _words({"health": -health, **other}) if health or other else "nothing"
    C.change(tx, None, f"{head}, lost {lost}" + "".join(f"; the table applies: {n}" for n in notes) +
             "; the turn ends.")
    if health and death.hurt(tx, seat, health, reason=f"beaten by {foe.name}", ability_order=_held(tx, seat)):
        return
    PLACED(tx, b, "lose")
    if tx.state.flow.stage == "turn":
        flow.end_turn(tx)


def _beaten_to(b: Battle) -> str:
    """Where a beaten foe goes: a Creature to the Adventure discard, a Guardian or a Realm card out of the game
    (003:L363)."""
    elsewhere = BEATEN_TO(b)
    if elsewhere is not None:
        return elsewhere
    return Z.discard("adventure") if b.opponent.kind == "creature" else "removed"


def on_loss_health(facts: Facts, loadout) -> int:
    """The extra Health a loser pays for what she used: the Items used and the Spells cast whose cards cost Health
    on a loss (Berserker's Axe 000:L593, Berserker Rage 000:L662)."""
    cards = tuple(loadout.items) + tuple(s.card for s in loadout.spells)
    return sum(-eff.amount for c in cards for _, eff in facts.effects(c)
               if eff.trigger == "on_loss" and eff.kind == "health" and eff.amount)


def _held(tx: Tx, seat: int) -> tuple[str, ...]:
    """A hero's Abilities in the order she holds them: a battle's last roll is not the moment to ask the order
    they go under their decks if it kills her, so they go in this order (the table can reorder the cards)."""
    return tx.state.zone(Z.abilities(seat))


def _hero_result(tx: Tx, b: Battle, outcome: str, head: str) -> None:
    if outcome == "draw":
        C.change(tx, None, f"{head}, a draw: nothing happens.")
        return
    winner, loser = (b.seat, b.opponent.seat) if outcome == "win" else (b.opponent.seat, b.seat)
    names = C.hero_name(tx.state, winner), C.hero_name(tx.state, loser)
    facts = Facts(tx.ctx, b.values)
    head += _pickpocket(tx, facts, winner, loser)
    extra = on_loss_health(facts, b.hero if loser == b.seat else b.foe)
    if extra:
        head += f"; {names[1]} pays {extra} more Health for what she fought with"
        if extra > tx.state.hero(loser).health:
            C.change(tx, None, head + ".")
            death.hurt(tx, loser, extra, reason="lost a fight", killer=winner, ability_order=_held(tx, loser))
            return
        death.hurt(tx, loser, extra, reason="lost a fight", killer=winner)
        KNOCKED_OUT(tx, b, loser)  # Health lost by the defeat, whatever she gives next (003:L391)
    if not tx.state.zone(Z.items(loser)) and not death.final_battle_begun(tx.state):
        C.change(tx, None, f"{head}; {names[0]} wins and {names[1]}, holding no Item, loses 1 Health.")
        death.hurt(tx, loser, 1, reason="lost a fight", killer=winner, ability_order=_held(tx, loser))
        KNOCKED_OUT(tx, b, loser)
        return
    C.change(tx, b.model_copy(update={"step": "loss_choice", "outcome": outcome}),
             f"{head}; {names[0]} wins: {names[1]} chooses 1 Health or an Item.")


def _pickpocket(tx: Tx, facts: Facts, winner: int, loser: int) -> str:
    """A winner whose Ability steals Gold from a beaten character takes it, or what the loser has (000:L672)."""
    steal = sum(eff.amount for c in tx.state.zone(Z.abilities(winner)) for _, eff in facts.effects(c)
                if eff.trigger == "on_win" and eff.kind == "gold" and eff.amount and "character" in (eff.against or ()))
    taken = min(steal, tx.state.hero(loser).gold)
    if not taken:
        return ""
    tx.emit(token_change(tx.state.hero(loser), gold=-taken, reason="pickpocketed"))
    tx.emit(token_change(tx.state.hero(winner), gold=taken, reason="pickpocketing"))
    return f"; {C.hero_name(tx.state, winner)} steals {taken} Gold"


def reward(tx: Tx, b: Battle, cards: tuple[str, ...], faces: tuple[int, ...], use: tuple[str, ...],
           by_herald: bool) -> None:
    """The treasure that needed inputs: a high-roll die (maybe with Prayer), then the Items drawn."""
    from ..events import DiceRolled

    facts = Facts(tx.ctx, b.values)
    card, seat = b.opponent.card, b.seat
    draws: list[str] = []
    for i, eff in facts.effects(card, "reward"):
        if eff.kind == "draw_item":
            draws += [eff.deck] * (eff.count or 1)
        elif eff.kind == "rule_hook" and eff.hook == "rare_item_on_high_roll":
            threshold = facts.amount(card, "reward", i, eff)
            if threshold is None:
                raise InvalidInput(f"Herald does not know the roll {facts.name(card)}'s card asks for on the treasure "
                                   "die (a roll that high brings a Rare Item): type it from the card.", "values")
            extra = 0
            for oid in use:
                ab = oid.split(":", 1)[-1]  # "spell:<card>" as offered; a bare card id is read the same
                if ab not in tx.state.zone(Z.abilities(seat)):
                    raise InvalidInput(f"{facts.name(ab)} is not one of the hero's Spells.", "use")
                spell = facts.card(ab)
                extra += sum(e.count for _, e in facts.effects(ab) if e.kind == "extra_dice")
                magic = getattr(spell, "magic_cost", 0) or 0
                magic = max(0, magic - known_cut(tx.state, facts, seat)) if magic else 0  # Dragon Magic (003:L731)
                if magic:
                    tx.emit(token_change(tx.state.hero(seat), magic=-magic, reason=facts.name(ab)))
            if len(faces) != dice_rolled(extra):
                raise InvalidInput(f"Roll {dice_rolled(extra)} dice for the treasure.", "faces")
            kept = max(faces)
            tx.emit(DiceRolled(purpose=f"treasure of {facts.name(card)}: kept {kept}, needs {threshold}",
                               faces=faces, by_herald=by_herald))
            if kept >= threshold:
                draws.append("rare")
    if len(cards) != len(draws):
        raise InvalidInput(f"Name the {len(draws)} Item card(s) drawn as treasure.", "cards")
    for deck, c in zip(draws, cards, strict=True):
        decks.draw(tx, deck, c, Z.items(seat))
    got = ", ".join(facts.name(c) for c in cards) or "no Item"
    C.change(tx, None, f"{C.hero_name(tx.state, seat)} takes the treasure of {facts.name(card)}: {got}.")
