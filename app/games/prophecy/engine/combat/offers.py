"""The battle's legal actions of the moment, as the tablet offers them (see `Offer`)."""

from __future__ import annotations

from ..actions import DURING_BATTLE, Context, Offer, offers
from ..rules import decks, discounts, encounter
from ..rules import zones as Z
from ..state import GameState
from .appendix import CREATURE_TYPES
from .dragon_abilities import attacker_closed, attacker_decided, spell_cut
from .facts import Facts
from .loadout import equipment_spec
from .model import Battle, Opponent
from .rolls import loss_choices
from .setup_from_state import build
from .specials import RESOLUTION_HOOKS
from .spell_targets import weapon_spell


def _start_offers(state: GameState, ctx) -> list[Offer]:
    f = state.flow
    if f.stage != "turn" or f.active is None:
        return []
    seat = f.active
    hero = state.hero(seat)
    found = []
    creatures = encounter.creatures_here(state, ctx, seat)
    for c in creatures:
        built = build(state, ctx, Battle(seat=seat, opponent=Opponent(kind="creature", card=c)))
        needs, choices = (("values",), {"values": built.blocking}) if built.blocking else ((), {})
        # Numbers only the hero's Race card prints (the Halfling's luck, a thrown bonus): the battle goes on without
        # them, the table may type them now so the odds count them (kept as the group's values).
        race_values = [m for m in built.missing if m not in built.blocking and m.split(".")[0] in hero.races]
        choices = {**choices, "race_values": race_values} if race_values else choices
        if built.foe is not None and "choose_creature_type" in built.foe.hooks:  # the Nightmare (003:L715)
            needs, choices = needs + ("creature_type",), {**choices, "creature_type": list(CREATURE_TYPES)}
        found.append(Offer(kind="start_fight", label=f"Fight {built.names['foe']}", seat=seat,
                           params={"seat": seat, "creature": c}, needs=needs, choices=choices))
    if not creatures and "turn:hero_fight" not in f.marks:
        for other in state.heroes:
            if other.seat != seat and other.status == "active" and hero.space is not None and other.space == hero.space \
                    and not encounter.is_safe(state, ctx, other.seat):
                found.append(Offer(kind="start_fight", label=f"Attack {other.player}", seat=seat,
                                   params={"seat": seat, "target": other.seat}))
    facts = Facts(ctx)
    for item in state.zone(Z.items(seat)):
        # Effects Herald only shows (the Gnomish Cloak's rolls, 003:L701) are the table's to apply, not a step.
        if item not in state.damaged and any(e.outside_battle and e.kind != "manual" for _, e in facts.effects(item)):
            found.append(Offer(kind="use_before_battle", label=f"Use {facts.name(item)}", seat=seat,
                               params={"seat": seat, "card": item}))
    return found


def _reward_offer(state: GameState, ctx, b: Battle) -> Offer:
    """The treasure: the Items drawn for sure, a die for a high-roll Rare Item, and the cards that can come up."""
    facts = Facts(ctx, b.values)
    card, seat = b.opponent.card, b.seat
    draws, high = [], None
    for i, eff in facts.effects(card, "reward"):
        if eff.kind == "draw_item":
            draws += [eff.deck] * (eff.count or 1)
        elif eff.kind == "rule_hook" and eff.hook == "rare_item_on_high_roll":
            high = {"deck": "rare", "threshold": facts.amount(card, "reward", i, eff)}
    pools = {d: list(decks.drawable(state, d)) for d in sorted(set(draws) | ({"rare"} if high else set()))}
    use = [f"spell:{a}" for a in state.zone(Z.abilities(seat))
           if any(e.kind == "extra_dice" for _, e in facts.effects(a))] if high else []
    needs = (("faces",) + (("use",) if use else ())) if high else ()
    # The roll the card asks for, when Herald does not know it, is typed with the treasure (only that number).
    asked = {"values": list(facts.missing)} if facts.missing else {}
    return Offer(kind="battle_reward", label="Take the treasure", seat=seat, params={"seat": seat},
                 needs=needs + (("values",) if asked else ()) + ("cards",),
                 choices={"draws": draws, "high_roll": high, "cards": pools, "use": use} | asked)


DURING_BATTLE.update({"choose_battle_kind", "answer_battle_kind", "announce_equipment", "choose_roll_options",
                      "battle_roll", "battle_reward", "battle_loss_choice", "battle_adjust", "use_before_battle"})


@offers
def battle_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Start a fight; then the step of the battle under way."""
    b = state.battle
    if b is None:
        return _start_offers(state, ctx)
    built = build(state, ctx, b)
    seat = b.seat
    other = b.opponent.seat
    out: list[Offer] = []
    if b.step == "kind":
        for o in built.kind_options:
            if o.allowed:
                out.append(Offer(kind="choose_battle_kind", label=o.label, seat=seat,
                                 params={"seat": seat, "battle_kind": o.kinds[0].value}))
    elif b.step == "answer":
        out.append(Offer(kind="answer_battle_kind", label="Accept the Battle of Strength", seat=other,
                         params={"seat": other, "wills": False}))
        wills = [o for o in built.kind_options if o.kinds[0].value == "wills" and o.allowed]
        if wills:
            out.append(Offer(kind="answer_battle_kind", label=f"Pay {wills[0].magic_cost} Magic for a Battle of Wills",
                             seat=other, params={"seat": other, "wills": True}))
    elif b.step == "equip":
        who, side = (seat, "hero") if not b.hero.announced else (other, "foe")
        items = [c for c in state.zone(Z.items(who)) if c not in state.damaged]
        spells = [c for c, _ in built.spells.get(side, [])]
        facts = Facts(ctx, b.values)
        weapons = [i for i in items if equipment_spec(facts, state, i).is_weapon]
        # Effective Spellcasting, the Ring of Magical Forces, an Elf's Race or the Race with one of those cards, for
        # the first Spell that costs Magic (000:L742-744, 003:L145).
        cutters = dict(discounts.spell_cutters(state, ctx, who)) if spells else {}
        # Dragon Magic's number, asked here once if a Spell of this fighter may cost Magic in the Realm (003:L731).
        casts = spells or any(o.spell for o in built.options.get(side, []))
        asked = spell_cut(state, facts, who)[1] if casts else []
        out.append(Offer(kind="announce_equipment", label="Announce Items and Spells", seat=who,
                         params={"seat": who}, needs=("items", "spells") + (("values",) if asked else ()),
                         choices={"items": items, "spells": spells,
                                  "on": {c: weapons for c in spells if weapon_spell(facts, c)}}
                         | ({"discount": cutters} if cutters else {}) | ({"values": asked} if asked else {})))
    elif b.step == "roll":
        waiting = built.attacker_first and not attacker_decided(built, b)  # Fire Breathing's order (003:L791)
        closed = built.attacker_first and attacker_closed(b)
        for who, side in ((seat, "hero"), (other, "foe")):
            if who is not None and built.options.get(side) and not (waiting and side == "foe") and not (
                    closed and side == "hero"):
                out.append(Offer(kind="choose_roll_options", label=f"Before roll {b.next_roll}", seat=who,
                                 params={"seat": who}, needs=("use",),
                                 choices={"use": [o.id for o in built.options[side]]}))
        if waiting:
            out.append(Offer(kind="choose_roll_options", label=f"Nothing more before roll {b.next_roll}", seat=seat,
                             params={"seat": seat}))
        from .preview import dice_counts

        # What the hero may choose should this roll end the battle: her cards' resolution hooks, a Creature's service.
        hooks = [h for h in RESOLUTION_HOOKS if h in built.hooks.get("hero", {})]
        hooks += ["creature_service"] if built.foe is not None and "creature_service" in built.foe.hooks else []
        out.append(Offer(kind="battle_roll", label=f"Roll {b.next_roll}", seat=seat, params={"seat": seat},
                         needs=("hero_faces", "foe_faces") + (("hooks",) if hooks else ()),
                         choices={"dice": dice_counts(built, b), **({"hooks": hooks} if hooks else {})}))
    elif b.step == "reward":
        out.append(_reward_offer(state, ctx, b))
    elif b.step == "loss_choice":
        loser = other if b.outcome == "win" else seat
        winner = seat if loser == other else other
        pays, items = loss_choices(state, ctx, b, loser)
        out.append(Offer(kind="battle_loss_choice", label="Choose the loss", seat=loser, params={"seat": loser},
                         needs=("pay", "item"), choices={"pay": pays, "item": items, "winner": [winner]}))
    if b.step in ("kind", "answer", "equip", "roll"):
        out.append(Offer(kind="battle_adjust", label="Other ±N (the table applies a card)", seat=seat,
                         params={"seat": seat}, needs=("side", "amount", "reason"),
                         choices={"side": ["hero", "foe"]}))
    return out
