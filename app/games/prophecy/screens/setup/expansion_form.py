"""The wizard's Dragon Realm choices for the cards half: the new cards for the standard game and Increased
Guardian Power (with each plane's token typed from the table, or dealt by Herald when left blank)."""

from __future__ import annotations

PLANES = 5
TOKEN_FIELDS = tuple(f"guardian_token_{p}" for p in range(PLANES))
LAKE_FIELDS = ("lake_dragons", "lake_face_down")
FIELDS = ("new_cards", "guardian_power", *TOKEN_FIELDS, "realm", *LAKE_FIELDS)
REALMS = (
    ("", "No", "The five Astral Planes of the standard game."),
    ("standard", "The Dragon Realm", "The Realm's board beside the ring, the Gate among the Lesser Guardians (003:L201)."),
    ("dragonslayer", "Dragonslayer", "No Artifacts: the first hero through the Realm to defeat its dragon wins (003:L651)."),
)
REALM_WORDS = {"standard": "the Dragon Realm board", "dragonslayer": "the Dragonslayer variant"}
GUARDIAN_POWERS = (
    ("none", "No", "The Guardians as printed."),
    ("plus_one", "+1", "A +1 token on every Astral Plane: both Guardians +1 Strength and +1 Willpower (003:L641)."),
    ("plus_two", "+2", "A +2 token on every plane; a longer game (003:L643)."),
    ("random", "+1 or +2", "Each plane gets a +1 or a +2 token at random (003:L643)."),
)


def power(form) -> str:
    """The Guardian Power chosen ("none" unless told)."""
    from app.games.prophecy.engine.expansion import POWER_WORDS

    value = form.get("guardian_power") or "none"
    return value if value in POWER_WORDS else "none"


def realm(form) -> str:
    """The Realm chosen: "" (none), "standard" or "dragonslayer"."""
    value = form.get("realm") or ""
    return value if value in REALM_WORDS else ""


def lake_choices(catalog) -> list[tuple[str, str]]:
    """The dragons the group may lay on the Lake of Fire (Dragonslayer variant): the catalog's negative Dragon cards
    known to be Creatures, the Dragon Queen first (003:L657)."""
    from app.games.prophecy.engine.realm.deal import DRAGON_QUEEN

    try:
        cards = catalog.cards("dragon") if catalog is not None else ()
    except Exception:  # noqa: BLE001 - no catalog data: the Dragon Queen is laid as the rules say
        cards = ()
    found = [(c.id, str(c.name)) for c in cards
             if getattr(c, "side", None) == "negative" and getattr(c, "dragon_type", None) == "creature" and c.name]
    return sorted(found, key=lambda pair: (pair[0] != DRAGON_QUEEN, pair[1]))


def lake_dragons(form) -> list[str]:
    """The dragons ticked for the Lake of Fire, in the form's order (none: the Dragon Queen)."""
    picked = form.getlist("lake_dragons") if hasattr(form, "getlist") else [form.get("lake_dragons") or ""]
    return [p.strip() for p in picked if p and p.strip()]


def lake_face_down(form) -> bool:
    """Whether the Lake's dragon(s) lie face down (003:L657)."""
    return form.get("lake_face_down") in ("on", "1", "true")


def lake_problem(form) -> str | None:
    """Why the Lake's dragons cannot be laid as ticked, in one sentence (the engine's rule lake_dragons, 003:L657);
    dragons ticked for another Realm are not asked for (their choice is shown with Dragonslayer only)."""
    from app.games.prophecy.engine.realm.options import LAKE_MOST

    picked = lake_dragons(form)
    if realm(form) != "dragonslayer":
        return None
    if len(picked) > LAKE_MOST:
        return (f"Tick one to {LAKE_MOST} dragons for the Lake of Fire (or none for the Dragon Queen); "
                f"{len(picked)} are ticked.")
    if len(set(picked)) != len(picked):
        return "Each dragon waits on the Lake of Fire once: tick different dragons."
    return None


def realm_options(form) -> dict | None:
    """The game's Realm option from the wizard's answers, None without the Realm."""
    chosen = realm(form)
    if not chosen:
        return None
    if chosen != "dragonslayer":
        return {"variant": chosen}
    return {"variant": chosen, "lake_dragons": lake_dragons(form), "lake_face_down": lake_face_down(form)}


def typed_tokens(form) -> list[str]:
    """The tokens typed for each plane (blank where Herald is to deal)."""
    return [(form.get(f) or "").strip() for f in TOKEN_FIELDS]


def check(form) -> str | None:
    """What is wrong with the Lake's dragons or the typed tokens, in one sentence, or None (which options combine is
    the modes' declaration, read through combos.py)."""
    chosen = power(form)
    if problem := lake_problem(form):
        return problem
    typed = typed_tokens(form)
    if chosen == "random" and any(typed) and not all(t in ("1", "2") for t in typed):
        return "Give every Astral Plane its token, +1 or +2, or leave all five blank for Herald to deal."
    return None


def options(form) -> dict:
    """The expansion part of the game's options."""
    return {"new_cards": form.get("new_cards") in ("on", "1", "true"), "guardian_power": power(form)}


def tokens(form) -> list[int] | None:
    """The tokens the table typed (random Guardian Power only); None when it left them all to Herald. Tokens typed
    for some planes only go as typed, and the rules refuse them."""
    typed = typed_tokens(form)
    if power(form) != "random" or not any(typed):
        return None
    return [int(t) for t in typed if t.isdigit()]


def summary(form) -> str:
    """The review's line for the expansion."""
    from app.games.prophecy.engine.expansion import POWER_WORDS

    parts = []
    if options(form)["new_cards"]:
        parts.append("the new Adventures, Items and Guardians")
    chosen = power(form)
    if chosen != "none":
        typed = tokens(form)
        words = POWER_WORDS[chosen]
        if typed and len(typed) == PLANES:
            words = "tokens " + ", ".join(f"+{t}" for t in typed) + " on planes 1 to 5"
        elif chosen == "random":
            words += " by Herald"
        parts.append(f"Increased Guardian Power ({words})")
    if realm(form):
        parts.append(REALM_WORDS[realm(form)] + lake_summary(form))
    return "; ".join(parts) or "not used"


def lake_summary(form) -> str:
    """The review's words for the Lake's dragons: '' for the Dragon Queen face up."""
    from app.games.prophecy.engine.rules.zones import card_label

    if realm(form) != "dragonslayer" or not (lake_dragons(form) or lake_face_down(form)):
        return ""
    named = ", ".join(card_label(d) for d in lake_dragons(form)) or "the Dragon Queen"
    return f" ({named} on the Lake of Fire{', face down' if lake_face_down(form) else ''})"


def expansion_words(expansion) -> str:
    """The expansion parts a game is played with, in a few words (game screen and prints)."""
    from app.games.prophecy.engine.expansion import POWER_WORDS

    parts = []
    if getattr(expansion, "new_cards", False):
        parts.append("the new Adventures, Items and Guardians are in the decks")
    chosen = getattr(expansion, "guardian_power", "none")
    if chosen != "none":
        parts.append(f"Increased Guardian Power, {POWER_WORDS[chosen]}")
    return "; ".join(parts) or "not used"
