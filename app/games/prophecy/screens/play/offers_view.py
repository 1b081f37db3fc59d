"""Turn the engine's legal offers into buttons and inputs, and let Herald roll or deal for the table.

An Offer names an action `kind`, fixed `params` (posted back as hidden fields) and `needs`: fields the
table supplies (a die, a card, an outcome...), with `choices` (the allowed values where Herald knows them).
A need becomes one widget; a need made of several values (an Ability per guild, a card per space, a die per
player) becomes slots posted as dotted fields (`abilities.fortress`, `adventures.0`; see `forms.py`).
Herald can fill a die or a card with a seeded `random.Random(f"{seed}:{seq}")` (`offer_fill.py`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

DIE_NEEDS = {"die", "dice", "faces", "roll", "hero_die", "foe_die", "light", "dark", "face"}
CARD_NEEDS = {"card", "item", "ability", "artifact", "character", "chance", "creature", "take", "slayer"}
SLOT_CARD_NEEDS = {"abilities", "adventures", "cards", "revealed"}
DEALT_NEEDS = {"abilities", "adventures", "cards", "revealed", "card", "chance", "character", "token", "slayer"}
# Drawn by Herald in every deck mode when the table asks: the cooperative Power Up token (003:L537).
ALWAYS_DRAWN = {"token"}
CHECK_NEEDS = {"items", "spells", "use", "discard", "give_items", "take_items", "guilds", "destroy", "hooks",
               "give_abilities", "take_abilities"}
# The choices a hero may make should a roll end the battle (battle_roll's hooks).
HOOK_WORDS = {"creature_service": "Spare it for its service (no Experience, no reward)",
              "loss_becomes_draw": "Turn a loss into a draw", "refight_after_draw": "After a draw, fight again"}
NUMBER_NEEDS = {"experience", "gold", "amount", "health", "magic", "strength", "willpower", "give_gold", "take_gold",
                "recharge", "price", "cost", "discount_amount", "needed"}
CHOICE_PARAMS = ("from", "choices", "options")
OUTCOMES = (("win", "Won"), ("draw", "Draw"), ("lose", "Lost"))
LABELS = {"hero_faces": "Lighter die (the hero)", "foe_faces": "Darker die (the foe)", "use": "Use on this roll",
          "items": "Items used", "spells": "Spells cast", "discard": "Discard", "values": "Values on the card",
          "revealed": "The card turned up", "slayer": "The Dragonslayer Ability turned up", "adventures": "Adventure cards", "abilities": "Ability turned up",
          "chance": "Terrain Chance card", "pay": "The loser pays", "side": "For", "cards": "The cards that came up",
          "destroy": "Items destroyed", "recharge": "Magic recharged", "to": "Where to", "target": "From whom",
          "creature": "The Creature found", "discount_amount": "Gold off, as printed on the card",
          "creature_type": "Its one type in this battle", "hooks": "If this roll ends the battle", "choice": "The gain chosen before the roll",
          "needed": "The roll that gain needs (from the card; Strength needs 5)",
          "give_abilities": "Abilities it took from the hero", "take_abilities": "Abilities it gave the hero",
          "note": "What the card did, in your words", "back": "Knocked back to (on a loss)",
          "target_back": "The other hero knocked back to (on a loss)",
          "low_faith_cards": "The cards the Troll Race card names for Low Faith (names with commas, or none)",
          "places": "Where the cards turned up lay"}
ORDINALS = ("first", "second", "third")
TYPED_HERE = ("realm_obstacle", "realm_positive")  # not fights: their numbers are asked on the game screen
# A loss at the Lake keeps the hero on the path: its `back` is where a win leads (003:L407).
KIND_LABELS = {("realm_lake_fight", "back"): "Back on the main board at (after a win)",
               ("golden_swap", "item"): "Her Item to give", ("golden_swap", "target"): "To the hero",
               ("golden_swap", "take"): "For the Item of the same class", ("skeletal_magic", "magic"): "Magic paid",
               ("phantom_strength", "strength"): "Its Strength for this battle",
               ("realm_lake_fight", "card"): "The Guardian turned up", ("realm_lake", "card"): "The Guardian turned up",
               ("realm_claim", "card"): "The Artifact turned up"}


@dataclass(frozen=True)
class Namer:
    """How the screen names cards, spaces, seats and per-roll options."""

    card: Callable[[str], str] = lambda c: c
    space: Callable[[int], str] = lambda i: f"space {i}"
    seat: Callable[[int], str] = lambda s: f"Seat {s + 1}"
    option: Callable[[str], str] = lambda o: o.replace("_", " ")


@dataclass(frozen=True)
class Slot:
    """One value of a need posted under its own field: a card for a space, a die for a player..."""

    field: str
    label: str
    pool: tuple[tuple[str, str], ...] = ()
    deck: str = ""  # where a card Herald has not met comes from, for the table to name it


@dataclass(frozen=True)
class Need:
    """One input an offer waits for and how to ask for it: dice, card, choice, checks, outcome, number or text."""

    name: str
    widget: str
    label: str
    choices: tuple[tuple[str, str], ...] = ()
    slots: tuple[Slot, ...] = ()
    minimum: int = 0
    key: str = ""


@dataclass(frozen=True)
class OfferView:
    """A legal action as a form: hidden fields, the inputs it needs, and whether Herald can fill them."""

    kind: str
    label: str
    seat: int | None
    hidden: tuple[tuple[str, str], ...]
    needs: tuple[Need, ...]
    herald_can: tuple[str, ...]
    herald_all: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def one_tap(self) -> bool:
        """True when the offer is a single big button with nothing to enter."""
        return not self.needs


def _scalar(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def hidden_fields(offer) -> tuple[tuple[str, str], ...]:
    """The offer's kind, seat and fixed params as form fields; lists go as repeated `name[]` fields."""
    fields = [("kind", offer.kind)]
    if offer.seat is not None and "seat" not in offer.params:
        fields.append(("seat", str(offer.seat)))
    for key, value in offer.params.items():
        if key in CHOICE_PARAMS:
            continue
        if isinstance(value, list | tuple):
            fields.extend((f"{key}[]", _scalar(v)) for v in value)
        elif value is not None:
            fields.append((key, _scalar(value)))
    return tuple(fields)


def _flat(pool) -> list:
    if isinstance(pool, dict):
        return sorted({c for v in pool.values() for c in (v if isinstance(v, list | tuple) else [v])}, key=str)
    return list(pool or ())


def _cards(pool, names: Namer) -> tuple[tuple[str, str], ...]:
    return tuple((str(c), names.card(str(c))) for c in _flat(pool))


def _choice_label(name: str, value, names: Namer) -> str:
    from app.games.prophecy.engine.rules import zones as Z

    if name == "guild" or name == "guilds":
        return Z.GUILD_NAMES.get(str(value), str(value)).removeprefix("the ")
    if name == "plane":  # the sixth is the Dragon Realm's, above the Lake of Fire (003:L399)
        return "The Lake of Fire's plane" if int(value) == len(Z.PLANES) else f"Astral Plane {int(value) + 1}"
    if name in ("space", "to", "back", "target_back"):
        return names.space(int(value))
    if name == "target":
        return names.seat(int(value))
    if name == "use":
        return names.option(str(value))
    if name == "hooks":
        return HOOK_WORDS.get(str(value), str(value))
    if name in ("items", "spells", "discard", "give_items", "take_items", "item", "destroy", "give_abilities",
                "take_abilities"):
        return names.card(str(value))
    return str(value).replace("_", " ").capitalize()


def _slots(name: str, offer, names: Namer) -> tuple[Slot, ...]:
    from app.games.prophecy.engine.realm.words import slot_words
    from app.games.prophecy.engine.rules import zones as Z

    ch = offer.choices
    if name == "abilities":
        return tuple(Slot(f"abilities.{g}", Z.GUILD_NAMES[g].removeprefix("the "), _cards(pool, names))
                     for g, pool in (ch.get("abilities") or {}).items() if pool)
    if name == "revealed":
        return tuple(Slot(f"revealed.{i}", f"Card {i + 1} turned up", _cards(ch.get("revealed"), names))
                     for i in range(int(ch.get("count", 1))))
    if name == "cards" and "plan" in ch:
        # One slot per step of the plan the table names, numbered by its place in the plan (a face-down card the
        # table does not name leaves a gap, posted as None: see forms.py).
        table = getattr(offer, "extra_table", True)
        plan = [(k, i, how) for k, (i, how) in enumerate(ch["plan"]) if not (table and how == "down")]
        return tuple(Slot(f"cards.{k}", f"For {names.space(i)}" + (" (discarded)" if how == "discard" else ""),
                          _cards(ch.get("cards"), names)) for k, i, how in plan)
    if name == "cards" and "places" in ch:  # Legends of Dragons where the table draws: each card named (003:L285)
        return tuple(Slot(f"cards.{k}", f"The card turned up {ORDINALS[k]}", _cards(ch.get("cards"), names))
                     for k in range(int(ch.get("count", 1))))
    if name == "cards":
        n = int(ch.get("count", 1))
        return tuple(Slot(f"cards.{k}", "The card" if n == 1 else f"Card {k + 1}", _cards(ch.get("cards"), names),
                          str(ch.get("deck") or "")) for k in range(n))
    if name == "places":  # where each of them lies, in the order they are turned up (never what lies there)
        pool = tuple((str(z), slot_words(str(z)) or _capital(Z.zone_label(str(z)))) for z in ch.get("places") or ())
        said = "Turned up {}, on" if getattr(offer, "extra_table", True) else "Reveal {} the card on"
        return tuple(Slot(f"places.{k}", said.format(ORDINALS[k]), pool) for k in range(int(ch.get("count", 1))))
    return ()


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def need_of(name: str, offer, namer=None, names: Namer | None = None) -> Need:
    """How to ask for one needed field."""
    from app.games.prophecy.engine.rules import zones as Z

    names = names or Namer(card=namer or (lambda c: c))
    label = KIND_LABELS.get((offer.kind, name)) or LABELS.get(name, name.replace("_", " ").capitalize())
    ch = offer.choices
    listed = ch.get(name) if name in ch else next(
        (offer.params[k] for k in CHOICE_PARAMS if isinstance(offer.params.get(k), list | tuple)), None)
    if name in ("hero_faces", "foe_faces"):
        n = (ch.get("dice") or {}).get(name.split("_")[0], 1)
        return Need(name, "dice-slots", label, slots=tuple(Slot(f"{name}.{i}", f"{label} {i + 1}" if n > 1 else label)
                                                           for i in range(n)))
    if name == "faces" and "seats" in ch:
        return Need(name, "dice-slots", "One die each",
                    slots=tuple(Slot(f"faces.{i}", names.seat(s)) for i, s in enumerate(ch["seats"])))
    if name in DIE_NEEDS:
        return Need(name, "dice", label)
    if name == "outcome":  # the offer's own outcomes where it lists them (a Realm card: passed, failed...)
        return Need(name, "outcome", "Result", tuple((str(v), str(v).capitalize()) for v in listed or ()) or OUTCOMES)
    if name == "token":
        # One button per value; Herald's draw weighs each value by its tokens left (the offer's list repeats them).
        return Need(name, "choice", "The Power Up token that came up",
                    tuple((str(v), f"+{v}") for v in sorted(set(listed or ()))))
    if name == "cards" and isinstance(ch.get("cards"), dict):
        # The pool depends on another choice (a guild's Ability deck, a plane's next card): asked once it is made.
        return Need(name, "keyed-cards", label, key="guild" if "guild" in ch else "plane")
    if name == "places":  # where Herald deals, it turns up its own cards at the places chosen (003:L285)
        label = label if getattr(offer, "extra_table", True) else "The cards to reveal, by where they lie"
        return Need(name, "pick-slots", label, slots=_slots(name, offer, names))
    if name in SLOT_CARD_NEEDS and name != "adventures":
        return Need(name, "card-slots", label, slots=_slots(name, offer, names))
    if name == "adventures":
        return Need(name, "adventures", label)
    if name in CARD_NEEDS:
        pairs = _cards(listed, names)
        if pairs and len(pairs) <= 8:
            return Need(name, "choice", label, pairs)
        return Need(name, "card", label, pairs)
    if name in CHECK_NEEDS:
        pool = (ch.get("items", []) + ch.get("abilities", [])) if name == "discard" else \
            list(Z.GUILDS) if name == "guilds" else _flat(listed)
        return Need(name, "checks", label, tuple((str(v), _choice_label(name, v, names)) for v in pool))
    if name == "values" and offer.kind in TYPED_HERE:  # a Realm card's printed number, typed with its result
        return Need(name, "numbers", "Printed on the card", slots=tuple(
            Slot(f"values.{path}", f"{path.split('.')[1].replace('_', ' ').capitalize()} on {names.card(path.split('.')[0])}")
            for path in ch.get("values", ())))
    if name == "values" and "value_choices" in ch:  # a printed fact of a few values (an Item's class), picked
        return Need(name, "value-choices", "Printed on the card", slots=tuple(Slot(
            f"values.{path}", ask["label"], tuple((k, w) for k, w in ask["pool"])) for path, ask in ch["value_choices"].items()))
    if name == "values":
        # The battle screen asks for a card's values with their own widgets (choices, printed lines) beside the odds.
        return Need(name, "battle-screen", label)
    if name == "amounts":  # every amount says what it counts (issue 39)
        unit = ch["unit"].capitalize() if isinstance(ch.get("unit"), str) else "of the resource chosen above" \
            if "resource" in ch else "of what the card gives"
        return Need(name, "numbers", "Amounts on the card",
                    slots=(Slot("amounts.0", f"The drawer gets ({unit})"), Slot("amounts.1", f"Everyone else gets ({unit})")))
    if name == "charity":
        return Need(name, "numbers", "Whoever has the least gets", slots=tuple(Slot(f"charity.{w}", w.capitalize())
                                                                  for w in ("gold", "health", "magic")))
    if isinstance(listed, list | tuple) and listed:
        return Need(name, "choice", label, tuple((str(v), _choice_label(name, v, names)) for v in listed))
    if name in NUMBER_NEEDS:
        return Need(name, "number", label, minimum=-20 if name == "amount" else 0)
    return Need(name, "text", label)


class _Offer:
    """An offer seen with the game's deck mode (table-drawn face-down cards are not named)."""

    def __init__(self, offer, table: bool):
        self.__dict__.update(offer.__dict__)
        self.extra_table = table


def offer_view(offer, namer=lambda c: c, *, names: Namer | None = None, herald_deals: bool = False) -> OfferView:
    """The form for one offer; in "Herald deals" games every card input can be dealt by Herald."""
    names = names or Namer(card=namer)
    seen = _Offer(offer, table=not herald_deals)
    needs = tuple(need_of(n, seen, names=names) for n in offer.needs)
    herald, herald_all = herald_buttons(needs, offer.choices, herald_deals)
    keyed = next((n.key for n in needs if n.widget == "keyed-cards"), "")
    return OfferView(offer.kind, offer.label, offer.seat, hidden_fields(offer), needs, herald, herald_all,
                     {"choices": offer.choices, "keyed_by": keyed})


def herald_buttons(needs: tuple[Need, ...], choices: dict, herald_deals: bool) -> tuple[tuple[str, ...], str]:
    """Where the form offers Herald's help, one button per meaning: beside the only input Herald can fill (a die
    alone, a card or a choice), else one button for the whole offer that fills what the table left empty."""
    fills = [n for n in needs if n.widget in ("dice", "dice-slots")
             or (herald_deals or n.name in ALWAYS_DRAWN) and n.name in DEALT_NEEDS
             and bool(n.choices or choices.get(n.name))]
    if not fills:
        return (), ""
    if len(fills) == 1 and (fills[0].widget in ("card", "choice") or len(needs) == 1 and fills[0].widget == "dice"):
        return (fills[0].name,), ""
    rolls = any(n.widget in ("dice", "dice-slots") for n in fills)
    deals = len(fills) - sum(n.widget in ("dice", "dice-slots") for n in fills)
    if rolls and deals:
        return (), "Herald rolls and deals"
    return (), "Herald rolls" if rolls else "Herald deals" if deals == 1 else "Herald deals all the cards"


def keyed_pool(offer, key: str) -> list:
    """The cards that can come up for one value of the choice a keyed card input depends on."""
    pools = offer.choices.get("cards")
    if not isinstance(pools, dict):
        return []
    return list(pools.get(key) or pools.get(int(key) if key.lstrip("-").isdigit() else key) or ())


def herald_rng(seed: int, seq: int) -> random.Random:
    """The seeded random source Herald uses at one step of one game."""
    return random.Random(f"{seed}:{seq}")


def sayable(dealt):
    """What Herald dealt, when it can name every card of it; else a ValueError telling the table to draw the card
    from its real deck and name it (a card of a deck the group has not named yet cannot be told to anyone)."""
    from app.games.prophecy.engine.rules import zones as Z

    cards = dealt.values() if isinstance(dealt, dict) else dealt if isinstance(dealt, list | tuple) else [dealt]
    for card in cards:
        if isinstance(card, str) and Z.PLACEHOLDER.fullmatch(Z.base_id(card)):
            raise ValueError(f"Herald drew a card it cannot name yet ({Z.card_label(card)}): draw the card from the "
                             "real deck, then choose it in the form and name it. Nothing was dealt.")
    return dealt


def herald_fill(payload: dict, need: str, rng: random.Random, choices: list[str] | None = None) -> dict:
    """The payload with `need` filled by Herald: a die face, or one of the cards that can come up."""
    filled = dict(payload)
    if need in DIE_NEEDS:
        face = rng.randint(1, 6)
        filled[need] = [face] if need in ("faces", "dice") else face
    elif choices:
        filled[need] = sayable(rng.choice(sorted(choices)))
    else:
        raise ValueError(f"Herald cannot choose {need.replace('_', ' ')} here: tell it what came up.")
    return filled

