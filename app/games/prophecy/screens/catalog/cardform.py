"""The card form: which values each kind of card shows and where, and the words it names them with (a submitted
form is read into entries in cardform_read.py).

The form is laid out like the physical card: the name on top, the number in the top right corner
(Experience, price or cost), the stat boxes, the flags and types, then the effect lines (✓ reward,
✗ loss, ? special rules). An empty input means "leave as it is"; only values that change become entries.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from app.games.prophecy.screens.catalog.effect_gaps import effect_gaps, gap_choices  # noqa: F401 - the form's template reads cardform.*

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import Card, Provenance


@dataclass(frozen=True)
class Spec:
    """One value on the card form: its field, label, input widget, allowed choices and place on the card."""

    field: str
    label: str
    widget: str  # int, bool, choice, multi, text, cards (card names, comma-separated)
    area: str  # top, corner, stats, body, foot
    choices: tuple[Any, ...] = ()
    low: int | None = None
    high: int | None = None
    css: str = ""


WEAPONS = ("edged", "crushing", "long", "thrown", "staff", "wand", "two_handed")
CREATURE_TYPES = ("animal", "humanoid", "undead", "demon")
STAT_ORDERS = ("strength_only", "strength_then_wills", "wills_only", "wills_then_strength")
EVENTS = ("terrain_refill", "guild_training", "open_training", "shop_restock", "extra_turn", "prophetic_dream",
          "boon", "charity", "economic_crisis", "legends_of_dragons")

NAME = Spec("name", "Name", "text", "top")
COPIES = Spec("copies", "Copies in your box", "int", "foot", low=1, high=20)
_FIGHTER = (
    Spec("experience", "Experience", "int", "corner", low=0, high=30),
    Spec("strength", "Strength", "int", "stats", low=0, high=20, css="red"),
    Spec("willpower", "Willpower", "int", "stats", low=0, high=20, css="blue"),
    Spec("stat_order", "How it fights", "choice", "body", STAT_ORDERS),
    Spec("lives", "Lives", "choice", "body", (1, 3)),
)
DRAGON_TYPES = ("obstacle", "creature", "opportunity", "item", "dragonlore")
# A Dragon card that is a Creature prints what a Creature card prints (003:L357).
DRAGON_CREATURE = (*_FIGHTER, Spec("creature_types", "Type", "multi", "body", CREATURE_TYPES))
# A Realm Item is used as a Common or Rare Item, told by its front side (003:L373).
DRAGON_ITEM = Spec("item_deck", "Used as an Item of the deck", "choice", "body", ("common", "rare"))


def _shift(field: str, label: str, area: str = "body") -> Spec:
    return Spec(field, label, "int", area, low=-5, high=5)


def _count(field: str, label: str, high: int = 20) -> Spec:
    return Spec(field, label, "int", "body", low=0, high=high)


# A Race card: what it changes at setup (every Race), the Ability cost, then the number each of its rules needs
# (shown only for a Race with that rule; races.toml's `traits`).
RACE = (
    NAME, _shift("strength", "Strength change", "stats"), _shift("willpower", "Willpower change", "stats"),
    _count("gold", "Extra Gold"), _count("experience", "Extra Experience"),
    _shift("item_limit", "Item limit change"), _shift("ability_limit", "Ability limit change"),
    _shift("ability_cost", "Ability cost change"),
    _count("bank", "Gold the bank holds"), _shift("weaponcraft_bonus", "Weaponcraft bonus"),
    _count("trophy_experience", "Trophy: Experience"), _count("trophy_gold", "Trophy: Gold"),
    _shift("rage_bonus", "Rage token bonus"), _shift("thrown_bonus", "Thrown weapon bonus"),
    _shift("long_penalty", "Long weapon penalty"), _count("forest_spell_discount", "Forest Spell discount"),
    _count("forest_wills_discount", "Forest Battle of Wills discount"),
    Spec("luck_face", "Luck: the die face", "int", "body", low=1, high=6),
    _count("luck_counts_as", "Luck: that face counts as"),
    Spec("low_faith_cards", "Low Faith: the cards it names", "cards", "body"),
)
# Each rule's fields on the Race card (the rest of RACE is on every Race card).
RACE_TRAIT_FIELDS = {
    "bank": ("bank",), "weaponcraft": ("weaponcraft_bonus",), "trophies": ("trophy_experience", "trophy_gold"),
    "rage": ("rage_bonus",), "thrown_bonus": ("thrown_bonus",), "long_penalty": ("long_penalty",),
    "forest_spells": ("forest_spell_discount",), "forest_wills": ("forest_wills_discount",),
    "battle_luck": ("luck_face", "luck_counts_as"), "low_faith": ("low_faith_cards",),
}
@cache
def layouts() -> dict[str, tuple[Spec, ...]]:
    """The values each kind of card shows, in the order the card prints them (the guilds are the engine's)."""
    from app.games.prophecy.engine.cards.vocab import GUILDS as GUILD_CHOICES

    return {
        "dragon": (NAME, Spec("dragon_type", "Kind of Dragon card", "choice", "body", DRAGON_TYPES), *DRAGON_CREATURE,
                   DRAGON_ITEM),
        "race": RACE,
        "creature": (NAME, *_FIGHTER, Spec("creature_types", "Type", "multi", "body", CREATURE_TYPES)),
        "guardian": (NAME, *_FIGHTER, Spec("total_stat", "Strength + Willpower", "int", "body", low=0, high=20),
                     Spec("fights", "Is fought", "bool", "body")),
        "item": (
            NAME, Spec("price", "Price", "int", "corner", low=0, high=60),
            Spec("hands", "Hands", "choice", "stats", (0, 1, 2)),
            Spec("item_deck", "Deck", "choice", "body", ("common", "rare")),
            Spec("weapon_types", "Weapon", "multi", "body", WEAPONS),
            Spec("head", "Worn on the head", "bool", "body"), Spec("shield", "Shield", "bool", "body"),
            Spec("fragile", "Damaged by use", "bool", "body"), Spec("single_use", "Single use", "bool", "body"),
        ),
        "ability": (
            NAME, Spec("experience_cost", "Experience", "int", "corner", low=0, high=30),
            Spec("magic_cost", "Magic cost", "int", "stats", low=0, high=20, css="blue"),
            Spec("spell", "Spell", "bool", "body"), Spec("guild", "Guild", "choice", "body", GUILD_CHOICES),
        ),
        "character": (
            NAME, Spec("strength", "Strength", "int", "stats", low=1, high=10, css="red"),
            Spec("willpower", "Willpower", "int", "stats", low=1, high=10, css="blue"),
            Spec("start_guild", "First guild (start)", "choice", "body", GUILD_CHOICES),
            Spec("second_guild", "Second guild", "choice", "body", GUILD_CHOICES),
            Spec("gender", "Gender", "choice", "body", ("female", "male")),
        ),
        "chance": (
            NAME, Spec("event", "Event", "choice", "body", EVENTS),
            Spec("terrain", "Terrain", "choice", "body", ("forest", "mountains", "plains")),
            Spec("guild", "Guild", "choice", "body", GUILD_CHOICES),
            Spec("shop", "Shop", "choice", "body", ("city", "village")),
            Spec("item_deck", "Item deck", "choice", "body", ("common", "rare")),
            Spec("item_count", "Items", "int", "body", low=0, high=20),
        ),
        "opportunity": (NAME,),
        "artifact": (NAME, Spec("head", "Worn on the head", "bool", "body"), Spec("shield", "Shield", "bool", "body")),
        "certificate": (
            NAME, Spec("experience_cost", "Experience", "int", "corner", low=0, high=30),
            Spec("gold_cost", "Gold (not a member)", "int", "stats", low=0, high=60),
            Spec("member_gold_cost", "Gold (member)", "int", "stats", low=0, high=60),
        ),
    }
# Effect lists in the order the card prints them, with the mark the card uses.
EFFECT_LINES = {"reward": "✓", "loss": "✗", "special": "?", "effects": "•"}
NEW_LINE_KINDS = ("gold", "experience", "health", "magic", "strength", "willpower", "manual")
NEW_LINES = 2


def printed(card: Card, spec: Spec) -> bool:
    """Whether the card can show this value: a weapon or an Item held in a hand is not worn on the head nor a
    shield; a character's gender is in the picture, not a printed value."""
    if spec.field == "gender":
        return False
    if card.kind == "dragon" and spec in DRAGON_CREATURE:  # a Creature's numbers, on a Dragon card that is one
        return getattr(card, "dragon_type", None) in (None, "creature")
    if card.kind == "dragon" and spec is DRAGON_ITEM:
        return getattr(card, "dragon_type", None) == "item"
    if card.kind == "race":
        ruled = {f for fields in RACE_TRAIT_FIELDS.values() for f in fields}
        traits = getattr(card, "traits", ()) or ()
        return spec.field not in ruled or any(spec.field in RACE_TRAIT_FIELDS[t] for t in traits)
    if card.kind == "item" and spec.field in ("head", "shield"):
        weapon = bool(getattr(card, "weapon_types", None))
        in_hand = (getattr(card, "hands", None) or 0) > 0
        return not (weapon or spec.field == "head" and in_hand)
    return True


def layout(card: Card) -> tuple[Spec, ...]:
    """The values a card's form shows, name first, copies last; only what such a card prints."""
    specs = tuple(s for s in layouts().get(card.kind, (NAME,)) if printed(card, s))
    return (*specs, COPIES) if card.kind not in ("certificate",) else specs


EFFECT_NAMES = {"reward": "reward", "loss": "loss", "special": "special rule", "effects": "effect"}
EFFECT_PARTS = {"battle": "which battles", "amount": "how much", "against": "against whom", "weapon": "which weapon",
                "roll": "which rolls"}


# Choices as the table reads them off the card, where the stored value would not say it.
CHOICE_WORDS = {"strength_only": "Strength only", "strength_then_wills": "Strength first, then Willpower",
                "wills_only": "Willpower only", "wills_then_strength": "Willpower first, then Strength",
                "two_handed": "two-handed"}


def choice_words(value) -> str:
    """A choice of the card form in words ('Strength first, then Willpower', 'two-handed')."""
    return CHOICE_WORDS.get(str(value), str(value).replace("_", " "))


def field_label(card: Card, field: str) -> str:
    """A missing field as the prompt names it: 'Strength', 'Spell', 'what its first effect does in battle'."""
    spec = next((s for s in layout(card) if s.field == field), None)
    if spec is not None:
        return spec.label
    return path_label(field)


def path_label(field: str) -> str:
    """A field of any card as the prompt names it: 'Strength', 'its reward 1: how much'."""
    spec = next((s for specs in layouts().values() for s in specs if s.field == field), None)
    if spec is not None:
        return spec.label
    root, _, rest = field.partition("[")
    if root in EFFECT_NAMES:
        index, _, attr = rest.partition("].")
        nth = f"{EFFECT_NAMES[root]} {int(index) + 1}" if index.isdigit() and attr else EFFECT_NAMES[root]
        part = EFFECT_PARTS.get(attr) or re.sub(r"\[\d+\]", "", attr).replace(".", " ").replace("_", " ")
        return f"its {nth}: {part}" if attr else f"its {nth}"
    return re.sub(r"\[(\d+)\]", lambda m: f" {int(m.group(1)) + 1}", field).replace(".", " ").replace("_", " ")


def effect_fields(card: Card) -> tuple[str, ...]:
    """The card's effect lists, in printed order."""
    lists = getattr(type(card), "EFFECT_LISTS", ())
    return tuple(f for f in EFFECT_LINES if f in lists)


def lists_to_fill(card: Card, missing: tuple[str, ...]) -> tuple[str, ...]:
    """The card's effect lists that still lack something (the folded part of the form says so)."""
    roots = {re.split(r"[\[.]", m, maxsplit=1)[0] for m in missing}
    return tuple(f for f in effect_fields(card) if f in roots)


# Values of an effect's settings said in words where the words alone would not do.
VALUE_WORDS = {"other_players": "every other player", "all_players": "every player", "self": "the player",
               "fewest": "whoever has the fewest", "True": "yes", "False": "no"}


def effect_text(effect: Any) -> str:
    """One effect as a short line: 'Gold +2', 'battle bonus +1 (strength) against demon', 'rule: extra turn'."""
    data = effect.model_dump(exclude_defaults=True)
    kind = data.pop("kind", effect.kind)
    data.pop("source", None)
    amount = data.pop("amount", None)
    if kind == "rule_hook":
        head = "rule: " + data.pop("hook").replace("_", " ")
    elif kind == "manual":
        head = "table applies: " + (data.pop("note", None) or "see the card")
    else:
        head = kind.replace("_", " ").capitalize()
    if amount is not None:
        head += f" {amount:+d}"
    elif "amount" in type(effect).model_fields and kind not in ("manual",):
        head += " ?"
    extras = []
    for key, value in data.items():
        if isinstance(value, (list, tuple)):
            value = ", ".join(str(v.get("resource", v)) if isinstance(v, dict) else str(v) for v in value)
        value = VALUE_WORDS.get(str(value), str(value).replace("_", " "))
        extras.append(f"{key.replace('_', ' ')} {value}")
    return head + (f" ({'; '.join(extras)})" if extras else "")


RULEBOOKS = {"000": "standard rules", "002": "rules summary", "003": "Dragon Realm rules", "004": "Basic version"}


def provenance_text(prov: Provenance | None, entry: Any = None) -> str:
    """Where a value comes from, in words: a rulebook line, the research note with its confidence, or the group."""
    if prov is None:
        return "unknown"
    if prov.confidence == "TABLE":
        if entry is None:
            return "entered by a group"
        how = {"import": "imported by your group", "game": "came with an imported game"}.get(entry.origin,
                                                                                             "entered by your group")
        return f"{how} on {entry.entered_at:%Y-%m-%d}"
    parts = []
    for ref in prov.refs:
        m = re.match(r"^(\d{3}):L(\d+)(?:-(\d+))?$", ref)
        if m:
            lines = f"line {m[2]}" + (f"–{m[3]}" if m[3] else "")
            parts.append(f"rulebook {m[1]} ({RULEBOOKS.get(m[1], 'rules')}), {lines}")
        elif ref.startswith("prophecy-data:"):
            parts.append(f"research note {ref.split(':', 1)[1]}")
        else:
            parts.append(ref)
    text = " + ".join(parts)
    return f"{text}; confidence {prov.confidence}" if prov.confidence == "MED" or "research" in text else text


def display(value: Any) -> str:
    """A field value as text on the card page."""
    if value is None:
        return "?"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v).replace("_", " ") for v in value) if value else "none"
    return str(value).replace("_", " ")


def card_list(value) -> str:
    """A list of card ids as the 'cards' input shows it: 'clover-meadow, healer'."""
    return ", ".join(value or ())
