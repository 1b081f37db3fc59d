"""The wizard's reading of the modes' declaration (engine/modes.py): the mode and options the form holds, the rule a
combination breaks (told on the step where it is chosen), and what each mode leaves out, with its one-line why.
Pure functions over the form; no list of combinations of its own."""

from __future__ import annotations

from app.games.prophecy.engine import modes

# The wizard's fields for each option of the declaration: (field, value) pairs that choose it.
FIELD_OF = {
    "races": ("expansion", "races"), "hybrids": ("expansion", "hybrids"), "new_cards": ("new_cards", "on"),
    "realm": ("realm", "standard"), "dragonslayer": ("realm", "dragonslayer"),
    **{v: ("variants", v) for v in ("no_final_battle", "apocalypse", "team_play", "trading")},
}
MODE_IDS = tuple(m.id for m in modes.MODES)


def _values(form, field: str) -> list[str]:
    return form.getlist(field) if hasattr(form, "getlist") else [form.get(field) or ""]


def mode(form) -> str:
    """The declaration's mode the form chose: standard, basic, cooperative or solo."""
    coop = form.get("coop_mode") or "competitive"
    if coop in ("cooperative", "solo"):
        return coop
    return "basic" if form.get("mode") == "basic" else "standard"


def selection(form) -> frozenset[str]:
    """Every choice the form holds, its mode included (the Basic rules ticked beside a cooperative mode too)."""
    chosen = {mode(form)}
    if form.get("mode") == "basic":
        chosen.add("basic")
    for option, (field, value) in FIELD_OF.items():
        raw = _values(form, field)
        if value in raw or (value == "on" and any(v in ("on", "1", "true") for v in raw)):
            chosen.add(option)
    if (form.get("guardian_power") or "none") != "none":
        chosen.add("guardian_power")
    return frozenset(chosen)


def problem(form, seats: int | None = None) -> str | None:
    """Why the rules do not play the form's choices together, in one sentence with the rule line; None if they do."""
    found = modes.refusal(mode(form), selection(form), seats)
    if found is None:
        return None
    rule, words = found
    return f"{words} {rule.summary} ({rule.ref})"


def not_with(option: str) -> str:
    """The modes an option is left out of, space-separated (the page hides it when one of them is chosen)."""
    return " ".join(m for m in MODE_IDS if option in modes.hidden_because(m))


def left_out() -> list[tuple[str, str]]:
    """For each mode that leaves options out, the one line the page shows when it is chosen: (mode, why)."""
    out = []
    for m in MODE_IDS:
        by_line: dict[str, list[str]] = {}
        for option, rule in modes.barred(m).items():
            by_line.setdefault(rule.ref, []).append(modes.WORDS[option])
        if not by_line:
            continue
        parts = [f"{_joined(words)} ({ref})" for ref, words in by_line.items()]
        line = f"{modes.WORDS[m][0].upper()}{modes.WORDS[m][1:]} is played without: {'; '.join(parts)}."
        always = [f"{modes.WORDS[o]} ({ref})" for (mm, o), ref in modes.ALWAYS_ON.items() if mm == m]
        if always:
            line += f" It always plays {_joined(always)}."
        out.append((m, line))
    return out


def _joined(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def pruned(form):
    """The form without the options its mode leaves out (hidden on the page while that mode is chosen, so a box
    ticked before the mode was cannot be unticked there); a form that holds none comes back as it is."""
    barred = set(modes.barred(mode(form))) & selection(form)
    if not barred or not hasattr(form, "copy"):
        return form
    out = form.copy()
    for option in barred:
        field, value = FIELD_OF.get(option, ("guardian_power", None))
        if value is None:
            out["guardian_power"] = "none"
        elif field in ("variants", "expansion"):
            out.setlist(field, [v for v in out.getlist(field) if v != value])
        else:
            out[field] = ""
    return out


def not_with_all(options) -> str:
    """The modes that leave out every one of these options (a fieldset of them hides as a whole)."""
    return " ".join(m for m in MODE_IDS if all(o in modes.hidden_because(m) for o in options))
