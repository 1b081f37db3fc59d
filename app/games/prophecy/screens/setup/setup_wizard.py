"""The new-game wizard: steps, what each asks, how each is checked, and the CreateGame it ends with.

The wizard keeps no server state: every step posts everything chosen so far (hidden fields), so the
back button, a reload or a second tablet never lose anything. Pure functions over a mapping.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.games.prophecy.screens.setup import (
    combos,
    coop_step,
    draft_step,
    expansion_form,
    race_step,
    typed_deal,
)

MAX_SEATS = 5
VARIANTS = (
    ("no_final_battle", "No Final Battle", "A faster game: the first hero to hold two Artifacts wins (000:L529)."),
    ("apocalypse", "Apocalypse", "A longer game: an empty Chance deck starts the Apocalypse (000:L533)."),
    ("team_play", "Team Play", "Four players in two pairs; if one becomes King, both win (000:L543)."),
    ("trading", "Trading", "Heroes on the same space may trade Gold and Items (000:L553)."),
)
CHARACTERS = (
    "Paladin", "Druid", "Mercenary", "Spellblade", "Wandering Monk",
    "Enchantress", "Ranger", "Illusionist", "Scout", "Mystic",
)


@dataclass(frozen=True)
class Step:
    """One page of the wizard."""

    id: str
    title: str
    fields: tuple[str, ...]


# The board facts the group's first game answers (see board_step.py): terrains, the last Magic Gate, clockwise.
BOARD_FIELDS = (*(f"board_terrain_{i}" for i in range(20)), "board_gate", "board_clockwise",
                "realm_path_left", "realm_path_middle", "realm_path_right")  # the Realm board (realm_step.py)
SEAT_KEYS = ("player", "character", "strength", "willpower", "guild1", "guild2")
GUILDS = (
    ("fortress", "Fortress"),
    ("thieves_guild", "Thieves' Guild"),
    ("forest_camp", "Forest Camp"),
    ("magic_tower", "Magic Tower"),
    ("monastery", "Monastery"),
)


def seat_fields(i: int) -> tuple[str, ...]:
    """The form fields of one seat."""
    return tuple(f"seat{i}_{k}" for k in SEAT_KEYS)


STEPS = (
    Step("game", "Game and rules", ("name", "mode", "variants", "expansion", *expansion_form.FIELDS,
                                    *coop_step.MODE_FIELDS)),
    Step("players", "Players", ("seats", *(f"seat{i}_player" for i in range(MAX_SEATS)), *coop_step.CLOCK_FIELDS)),
    Step("characters", "Character draft",
         (*(f for i in range(MAX_SEATS) for f in (*seat_fields(i)[1:], f"seat{i}_filled")),
          *race_step.SEAT_RACE_FIELDS, *race_step.VALUE_FIELDS, *coop_step.REVEAL_FIELDS,
          *draft_step.FIELDS, *(draft_step.copies_field(r) for r in race_step.RACES), *typed_deal.FIELDS)),
    Step("decks", "Decks", ("deck_mode",)),
    Step("board", "Board and Astral Planes", BOARD_FIELDS),
    Step("review", "Ready to play", ()),
)


def step_index(raw: str | None) -> int:
    """The wizard step a request names, clamped to the steps that exist."""
    try:
        return max(0, min(len(STEPS) - 1, int(raw or 0)))
    except ValueError:
        return 0


def seat_count(form) -> int:
    """How many seats the group chose (2 to 5, Solo 1, Team Play 4; 3 until told)."""
    low, high = seat_range(form)
    try:
        return max(low, min(high, int(form.get("seats", 3))))
    except (TypeError, ValueError):
        return max(low, min(high, 3))


def seat_range(form) -> tuple[int, int]:
    """How many seats the chosen mode and options are played with (the modes' declaration)."""
    from app.games.prophecy.engine import modes

    return modes.seat_range(combos.mode(form), combos.selection(form))


def carried(form, current: int) -> list[tuple[str, str]]:
    """The fields of every other step, to carry along as hidden inputs."""
    own = set(STEPS[current].fields)
    out = []
    for step in STEPS:
        for name in step.fields:
            if name in own:
                continue
            values = form.getlist(name) if hasattr(form, "getlist") else [form.get(name, "")]
            out.extend((name, v) for v in values if v not in (None, ""))
    return out


def check(form, index: int) -> str | None:
    """What is wrong with the answers of one step, in one sentence, or None."""
    step = STEPS[index].id
    n = seat_count(form)
    if step == "game" and not (form.get("name") or "").strip():
        return "Give the game a name, so you can find it again."
    if step == "game" and (problem := combos.problem(form) or expansion_form.check(form)):
        return problem
    if step == "players":
        names = [(form.get(f"seat{i}_player") or "").strip() for i in range(n)]
        if not all(names):
            return f"Type a name for each of the {n} players."
        # One player may run 2 or 3 cooperative characters (003:L459): her name comes back, once per character.
        if len({x.casefold() for x in names}) != n and coop_step.mode(form) != "cooperative":
            return "Two players have the same name; add an initial."
        return combos.problem(form, n) or coop_step.check(form, n)
    if step == "characters":
        chosen = [(form.get(f"seat{i}_character") or "").strip() for i in range(n)]
        if not all(chosen):
            return "Choose the character each player kept."
        if len(set(chosen)) != n:
            return "Two players kept the same character."
        problems = []  # every card's problem at once, not one per round trip (issue 38)
        for i in range(n):
            for key, top in (("strength", 8), ("willpower", 10)):
                raw = form.get(f"seat{i}_{key}") or ""
                if not raw.isdigit() or not 1 <= int(raw) <= top:
                    problems.append(f"Type the starting {key.capitalize()} of {chosen[i]} (1 to {top}) from its card.")
            guilds = [form.get(f"seat{i}_guild{k}") or "" for k in (1, 2)]
            if not all(g in dict(GUILDS) for g in guilds) or guilds[0] == guilds[1]:
                problems.append(f"Choose the two guilds printed on {chosen[i]}'s card, the first one where the hero "
                                "starts.")
        return " ".join(problems) or None
    return None


def first_error(form, upto: int) -> tuple[int, str] | None:
    """The first step before `upto` whose answers are wrong, with the reason."""
    for i in range(upto):
        problem = check(form, i)
        if problem:
            return i, problem
    return None


def create_payload(form, facts: dict | None = None, catalog=None) -> dict:
    """The create_game action for the wizard's answers (characters by catalog id when it knows them)."""
    n = seat_count(form) if form.get("seats") else MAX_SEATS
    seats = []
    for i in range(n):
        row = {k: (form.get(f"seat{i}_{k}") or "").strip() for k in SEAT_KEYS}
        if not any(row.values()):
            continue
        guilds = [g for g in (row.pop("guild1"), row.pop("guild2")) if g]
        known = (facts or {}).get(row["character"])
        if known:
            row["character"] = known["id"]
        if race_step.per_hero(form):
            row["races"] = race_step.picks(form, i, catalog)
        seats.append({**row, "guilds": guilds} if guilds else row)
    variants = [v for v in (form.getlist("variants") if hasattr(form, "getlist") else []) if v in {x[0] for x in VARIANTS}]
    options = {"mode": form.get("mode", "standard"), "deck_mode": form.get("deck_mode", "table"), "variants": variants,
               "expansion": {**{part: True for part in race_step.chosen(form)}, **expansion_form.options(form)}}
    if (realm := expansion_form.realm_options(form)) is not None:
        options["realm"] = realm
    coop = coop_step.options(form, len(seats))
    if coop is not None:
        options["coop"] = coop
    payload = {"kind": "create_game", "options": options, "seats": seats}
    if (tokens := expansion_form.tokens(form)) is not None:
        payload["guardian_tokens"] = tokens
    return payload


def character_facts(catalog) -> dict[str, dict]:
    """What the catalog knows of each character, by printed name: id, Strength, Willpower, guilds."""
    if catalog is None:
        return {}
    try:
        chars = catalog.characters()
    except Exception:  # noqa: BLE001 - no catalog data: the table types the numbers
        return {}
    return {
        str(c.name): {
            "id": c.id,
            "strength": getattr(c, "strength", None),
            "willpower": getattr(c, "willpower", None),
            "guild1": getattr(c, "start_guild", None),
            "guild2": getattr(c, "second_guild", None),
        }
        for c in chars
        if getattr(c, "name", None)
    }


def character_stats(catalog) -> dict[str, tuple[int, int]]:
    """Starting Strength and Willpower by character name, when the catalog knows both."""
    return {
        name: (int(f["strength"]), int(f["willpower"]))
        for name, f in character_facts(catalog).items()
        if f["strength"] and f["willpower"]
    }
