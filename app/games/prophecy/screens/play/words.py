"""Herald's internals said in the table's words: a refused field, a validation error, a card field's name."""

from __future__ import annotations

import re

from pydantic import ValidationError

# Action fields as the screens name them (what is not here reads as its words: 'experience_cost' -> 'experience cost').
FIELDS = {
    "seat": "the hero's seat", "target": "the hero attacked", "hero_faces": "the lighter die (the hero's)",
    "foe_faces": "the darker die (the foe's)", "faces": "the dice", "card": "the card", "cards": "the cards",
    "amount": "the amount", "reason": "the reason", "side": "the side", "space": "the space",
    "battle_kind": "the kind of battle", "items": "the Items", "spells": "the Spells", "use": "what is used",
    "gold": "Gold", "experience": "Experience", "health": "Health", "magic": "Magic", "red": "Strength",
    "blue": "Willpower", "strength": "Strength", "willpower": "Willpower", "name": "the name", "player": "the player",
    "character": "the character", "seats": "the players", "options": "the options", "pin": "the PIN",
    "kind": "the step", "expected_seq": "the step", "guilds": "the guilds", "purpose": "what the roll is for",
}
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


def field_words(loc: tuple) -> str:
    """A field's location in a request as words: ('battle_roll', 'hero_faces', 0) -> 'the first lighter die'."""
    from app.games.prophecy.engine.actions import ACTION_TYPES

    parts = [p for p in loc if not (isinstance(p, str) and (p in ACTION_TYPES or p in ("body", "action")))]
    names = [p for p in parts if isinstance(p, str)]
    if not names:
        return "what was entered"
    name = names[-1]
    words = FIELDS.get(name, name.replace("_", " "))
    index = next((p for p in reversed(parts) if isinstance(p, int)), None)
    if index is not None and isinstance(parts[-1], int) and index < len(_ORDINALS):
        words = f"the {_ORDINALS[index]} {words.removeprefix('the ')}"
    return words


def _sentence(err: dict) -> str:
    kind, ctx = err.get("type", ""), err.get("ctx") or {}
    if kind == "missing":
        return "is missing"
    if kind in ("int_parsing", "int_type", "int_from_float"):
        return "must be a whole number"
    if kind in ("greater_than_equal", "greater_than"):
        return f"must be at least {ctx.get('ge', ctx.get('gt'))}"
    if kind in ("less_than_equal", "less_than"):
        return f"must be at most {ctx.get('le', ctx.get('lt'))}"
    if kind in ("too_short", "string_too_short"):
        return "is too short"
    if kind in ("too_long", "string_too_long"):
        return "is too long"
    if kind in ("literal_error", "enum"):
        return "is not one of the choices"
    if kind in ("bool_parsing", "bool_type"):
        return "must be yes or no"
    return "is not valid"


def validation_words(exc: ValidationError) -> str:
    """The first problem of a validation error as a sentence for the screen: 'The lighter die must be a whole
    number.' (never the location path or the validator's message)."""
    err = exc.errors()[0]
    if err.get("type") in ("union_tag_invalid", "union_tag_not_found"):
        return "Herald does not know that step."
    if err.get("type") == "value_error":
        message = str((err.get("ctx") or {}).get("error") or "").strip()
        if message:
            return message[0].upper() + message[1:] + ("" if message.endswith(".") else ".")
    words = field_words(tuple(err.get("loc", ())))
    return f"{words[0].upper()}{words[1:]} {_sentence(err)}."


def entity_words(catalog, entity_id: str) -> str:
    """A card's or board fact's name for the screen ('Mercenary', 'Fortress Abilities deck'), never its id."""
    from app.games.prophecy.screens.catalog.catalog_facts import fact, title
    from app.games.prophecy.screens.play.board_view import card_name

    entity = fact(catalog, entity_id.removeprefix("deck:")) if catalog is not None else None
    return title(entity) if entity is not None else card_name(catalog, entity_id)


# A card's values that no form asks for, named for the card page.
NO_FORM_FIELDS = {"expansion": "Box", "kind": "Kind of card", "deck": "Deck"}


def entry_field_words(catalog, entity_id: str, field: str) -> str:
    """A stored entry's field as the card form names it ('Second guild', 'its reward 1: how much')."""
    from app.games.prophecy.screens.catalog.cardform import field_label

    if field in NO_FORM_FIELDS:
        return NO_FORM_FIELDS[field]
    try:
        return field_label(catalog.card(entity_id), field)
    except Exception:  # noqa: BLE001 - a board fact or an unknown card: its field's words
        from app.games.prophecy.screens.catalog.cardform import path_label

        return path_label(field).capitalize()


def value_words(value) -> str:
    """A stored value as the table reads it: 'Thieves' Guild', 'yes', '3', 'none printed'."""
    from app.games.prophecy.engine.rules.zones import GUILD_NAMES

    if value is None or value == []:
        return "none printed"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        return GUILD_NAMES.get(value, value).removeprefix("the ") if "_" in value or value in GUILD_NAMES \
            else value
    if isinstance(value, list):
        return ", ".join(value_words(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k.replace('_', ' ')} {value_words(v)}" for k, v in value.items() if v is not None)
    return str(value)


def deck_words(catalog, deck: str | None) -> str:
    """A deck as the table names it ('Fortress Abilities'), 'no deck' when none."""
    if not deck:
        return "no deck"
    try:
        return catalog.deck(deck).title
    except Exception:  # noqa: BLE001 - a deck the catalog does not declare
        return deck.replace("_", " ").replace(":", " ")


# What Herald asks of a card in words a player can act on, where the form's own label would not say it.
ASKED = {"name": "the name printed on it", "kind": "what kind of card it is (a Creature, an Item, an Ability…)",
         "copies": "how many of it your box holds", "space_kind": "what kind of space it is"}


def missing_words(catalog, card_id: str) -> list[str]:
    """What is still unknown of a card, as the table would read it off the card ('the name printed on it')."""
    return [ASKED.get(f) or entry_field_words(catalog, card_id, f) for f in catalog.missing_fields(card_id)]


def and_list(items) -> str:
    """Words joined for a sentence: 'a', 'a and b', 'a, b and c'."""
    items = [str(i) for i in items]
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


def needed_words(paths) -> str:
    """Card values a battle lacks, by their paths, in the table's words: 'Dagger (effect 1: how much)'."""
    from app.games.prophecy.engine.combat.facts import value_words
    from app.web.rendering.deps import game_log

    return value_words(game_log().context(), list(paths))


def install(app) -> None:
    """Make the word helpers available to every template."""
    from app.games.prophecy.screens.setup.expansion_form import expansion_words

    for helper in (entity_words, entry_field_words, value_words, deck_words, missing_words, and_list, split_ref,
                   expansion_words, needed_words):
        app.jinja_env.globals[helper.__name__] = helper


_REF = re.compile(r"\s*\((\d{3}:L[0-9LA-Z,–\- ]+)\)")


def split_ref(text: str) -> tuple[str, str | None]:
    """A sentence and the rulebook line it cites inline ('… crowned (000:L493).' -> ('… crowned.', '000:L493')),
    so the screen can show the reference one tap away."""
    refs = _REF.findall(text or "")
    return _REF.sub("", text or ""), (", ".join(refs) if refs else None)
