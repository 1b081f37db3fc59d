"""What combines with what: the game's modes, the options each takes, and the rule line of every "allowed" and every
"not with" (research note dragon-realm.md, table T12; the expansion's parts combine freely, 003:L19, 003:L631).

The one declaration of combinations: the setup check (`check`), the wizard (what it offers, what it hides and why),
the API's refusals and the printed summary's "you could also play" all read it. Pure data and functions.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import product

from . import rulebook
from .errors import RuleRef


@dataclass(frozen=True)
class Choice:
    """A mode or an option the group picks at setup, in plain words, with the rulebook line that offers it."""

    id: str
    words: str
    ref: str


MODES = (
    Choice("standard", "the standard game", "000:L17"),
    Choice("basic", "the Basic version", "004:L25"),
    Choice("cooperative", "the Cooperative game", "003:L457"),
    Choice("solo", "Solo", "003:L459"),
)
OPTIONS = (
    Choice("races", "the Ancient Races", "003:L103"),
    Choice("hybrids", "Hybrids", "003:L647"),
    Choice("new_cards", "the expansion's new cards", "003:L56"),
    Choice("guardian_power", "Increased Guardian Power", "003:L641"),
    Choice("realm", "the Dragon Realm board", "003:L201"),
    Choice("dragonslayer", "the Dragonslayer variant", "003:L651"),
    Choice("no_final_battle", "No Final Battle", "000:L529"),
    Choice("apocalypse", "Apocalypse", "000:L533"),
    Choice("team_play", "Team Play", "000:L543"),
    Choice("trading", "Trading", "000:L553"),
)
WORDS = {c.id: c.words for c in MODES + OPTIONS}
# Options one setting holds, so at most one of each group is ever chosen (the Realm is one form or the other).
ONE_OF = (("realm", "dragonslayer"),)
# Who draws the cards is Herald's own setting, not the rulebooks': every mode and option takes both.
DEALS = ("table", "herald")

R_ENDGAMES = rulebook.rule(
    "one_endgame",
    "The Apocalypse begins with the Final Battle, which the No Final Battle variant does not have: only one of the "
    "two is played.",
    "000:L535",
)
R_BASIC_OPTIONS = rulebook.rule(
    "basic_options",
    "The Basic version has no Artifacts, so the variants built on them (No Final Battle, the Apocalypse) do not apply.",
    "004:L48",
)
R_COOP_OPTIONS = rulebook.rule(
    "coop_options",
    "The Cooperative game and Solo are played with the standard rules and Artifacts: not with the Basic version, "
    "Team Play or the variants that end the game another way.",
    "003:L521",
)
R_SOLO_TRADING = rulebook.rule("solo_trading", "Solo has no trading between characters.", "003:L617")
R_COOP_SEATS = rulebook.rule(
    "coop_seats",
    "The Cooperative game is for 2 to 5 characters (one player may run 2 or 3 of them); Solo is one character.",
    "003:L457",
)
R_TEAM_SEATS = rulebook.rule("team_seats", "Team Play is a variant for four players.", "000:L543")
R_REALM_OPTIONS = rulebook.rule(
    "realm_options",
    "The Dragon Realm replaces an Astral Plane of the standard game, which the Basic version does not have.",
    "003:L201",
)
R_DRAGONSLAYER_ENDINGS = rulebook.rule(
    "dragonslayer_endings",
    "The Dragonslayer variant has no Artifacts, so neither No Final Battle nor the Apocalypse goes with it.",
    "003:L655",
)
R_REALM_COOP = rulebook.rule(
    "realm_not_cooperative",
    "The Cooperative game and Solo set every Dragon Realm component aside, the Realm board included.",
    "003:L473",
)
R_HYBRIDS = rulebook.rule(
    "hybrids_need_races",
    "Hybrids cross two Races per hero, so they are played only with the Ancient Races.",
    "003:L647",
)
R_GUARDIAN_POWER_BASIC = rulebook.rule(
    "guardian_power_basic",
    "Increased Guardian Power strengthens the Astral Planes' Guardians, which the Basic version leaves out.",
    "003:L641",
)


@dataclass(frozen=True)
class Clash:
    """Two choices the rules do not play together, and the rule that says so."""

    a: str
    b: str
    rule: RuleRef


COOP_MODES = ("cooperative", "solo")
NOT_WITH: tuple[Clash, ...] = (
    Clash("basic", "no_final_battle", R_BASIC_OPTIONS),
    Clash("basic", "apocalypse", R_BASIC_OPTIONS),
    Clash("basic", "guardian_power", R_GUARDIAN_POWER_BASIC),
    Clash("basic", "realm", R_REALM_OPTIONS),
    Clash("basic", "dragonslayer", R_REALM_OPTIONS),
    *(Clash(m, o, R_COOP_OPTIONS) for m in COOP_MODES for o in ("basic", "no_final_battle", "apocalypse", "team_play")),
    *(Clash(m, o, R_REALM_COOP) for m in COOP_MODES for o in ("realm", "dragonslayer")),
    Clash("solo", "trading", R_SOLO_TRADING),
    Clash("no_final_battle", "apocalypse", R_ENDGAMES),
    Clash("dragonslayer", "no_final_battle", R_DRAGONSLAYER_ENDINGS),
    Clash("dragonslayer", "apocalypse", R_DRAGONSLAYER_ENDINGS),
)
# An option that is played only with another one.
NEEDS: dict[str, tuple[str, RuleRef]] = {"hybrids": ("races", R_HYBRIDS)}
# How many seats each mode seats, and an option that fixes the number.
SEATS: dict[str, tuple[int, int, RuleRef]] = {
    "standard": (2, 5, rulebook.SEATS), "basic": (2, 5, rulebook.SEATS),
    "cooperative": (2, 5, R_COOP_SEATS), "solo": (1, 1, R_COOP_SEATS),
}
OPTION_SEATS: dict[str, tuple[int, int, RuleRef]] = {"team_play": (4, 4, R_TEAM_SEATS)}
# An option a mode always plays, so the group need not choose it (the wizard says so instead of offering it).
ALWAYS_ON: dict[tuple[str, str], str] = {("cooperative", "trading"): "003:L525"}
# The lines that allow a combination in so many words; any other pair not refused above is allowed by the
# expansion's "used together or individually" (003:L19) or, between base variants, by the variant's own line.
ALLOWED: dict[frozenset[str], str] = {
    frozenset(("cooperative", "races")): "003:L473", frozenset(("cooperative", "new_cards")): "003:L473",
    frozenset(("cooperative", "hybrids")): "003:L631", frozenset(("solo", "races")): "003:L599",
    frozenset(("solo", "hybrids")): "003:L599", frozenset(("solo", "new_cards")): "003:L595",
    frozenset(("cooperative", "trading")): "003:L525", frozenset(("team_play", "races")): "000:L549",
    frozenset(("team_play", "realm")): "000:L549", frozenset(("apocalypse", "realm")): "003:L439",
    frozenset(("races", "realm")): "003:L631",
}
EXPANSION_PARTS = frozenset(("races", "hybrids", "new_cards", "guardian_power", "realm", "dragonslayer"))


def selection(options) -> tuple[str, frozenset[str]]:
    """A game's options as the declaration names them: its mode and the set of every choice made (mode included)."""
    mode = options.coop.mode if options.coop is not None else options.mode
    chosen = {mode, *options.variants, *options.expansion.chosen}
    if options.coop is not None and options.mode == "basic":
        chosen.add("basic")
    if options.realm is not None:
        chosen.add("dragonslayer" if options.realm.variant == "dragonslayer" else "realm")
    return mode, frozenset(chosen)


def refusal(mode: str, chosen: frozenset[str], seats: int | None = None) -> tuple[RuleRef, str] | None:
    """The first rule a combination breaks, with words naming the choices that conflict; None when it is allowed."""
    for clash in NOT_WITH:
        if clash.a in chosen and clash.b in chosen:
            return clash.rule, f"{_cap(WORDS[clash.a])} is not played with {WORDS[clash.b]}."
    for option, (needed, rule) in NEEDS.items():
        if option in chosen and needed not in chosen:
            return rule, f"{_cap(WORDS[option])} need {WORDS[needed]}: choose them too."
    if seats is not None:
        for who, (low, high, rule) in [(mode, SEATS[mode]), *((o, OPTION_SEATS[o]) for o in chosen if o in OPTION_SEATS)]:
            if not low <= seats <= high:
                return rule, f"{_cap(WORDS[who])} is not played with {_seats(seats, mode)}."
    return None


def check(options, seats: int) -> None:
    """Refuse options the rules do not combine, naming the conflicting choices and the rule line."""
    mode, chosen = selection(options)
    found = refusal(mode, chosen, seats)
    if found is not None:
        raise rulebook.refuse(*found)


def barred(mode: str) -> dict[str, RuleRef]:
    """The options a mode does not take, each with the rule that keeps it out."""
    out = {}
    for clash in NOT_WITH:
        other = clash.b if clash.a == mode else clash.a if clash.b == mode else None
        if other is not None and other in WORDS and other not in {m.id for m in MODES}:
            out.setdefault(other, clash.rule)
    return out


def hidden_because(mode: str) -> dict[str, str]:
    """What the wizard leaves out for a mode, each option with its one-line why (plain words and the line)."""
    out = {o: f"{_cap(WORDS[mode])} is not played with {WORDS[o]} ({rule.ref})." for o, rule in barred(mode).items()}
    out.update({o: f"{_cap(WORDS[m])} always plays {WORDS[o]} ({ref})." for (m, o), ref in ALWAYS_ON.items()
                if m == mode})
    return out


def why_allowed(a: str, b: str) -> str:
    """The line that lets two choices be played together (raises ValueError for a pair the rules refuse)."""
    for clash in NOT_WITH:
        if {clash.a, clash.b} == {a, b}:
            raise ValueError(f"{WORDS[a]} is not played with {WORDS[b]}")
    if (ref := ALLOWED.get(frozenset((a, b)))) is not None:
        return ref
    if {a, b} & EXPANSION_PARTS:
        return "003:L19"
    return next(c.ref for c in MODES + OPTIONS if c.id == b)


def allowed_sets() -> Iterator[tuple[str, frozenset[str]]]:
    """Every mode with every set of options the rules allow (seats, difficulty and who draws aside)."""
    ids = [o.id for o in OPTIONS]
    for mode in (m.id for m in MODES):
        for flags in product((False, True), repeat=len(ids)):
            chosen = frozenset(i for i, on in zip(ids, flags, strict=True) if on)
            if any(set(group) <= chosen for group in ONE_OF):
                continue
            if refusal(mode, chosen | {mode}) is None:
                yield mode, chosen


def refused_pairs() -> Iterator[tuple[str, str, RuleRef]]:
    """Every pair of choices the rules refuse, with the rule (the options a pair needs, the needed one left out)."""
    for clash in NOT_WITH:
        yield clash.a, clash.b, clash.rule
    for option, (needed, rule) in NEEDS.items():
        yield option, f"no {needed}", rule


def seat_range(mode: str, chosen: frozenset[str] = frozenset()) -> tuple[int, int]:
    """How many seats a mode (and its options) is played with."""
    low, high, _ = SEATS[mode]
    for option in chosen & set(OPTION_SEATS):
        low, high = max(low, OPTION_SEATS[option][0]), min(high, OPTION_SEATS[option][1])
    return low, high


def _cap(words: str) -> str:
    return words[0].upper() + words[1:]


def _seats(n: int, mode: str) -> str:
    """'3 players', or '1 character' where one player may run several (003:L459)."""
    who = "character" if mode in COOP_MODES else "player"
    return f"{n} {who}{'s' if n != 1 else ''}"

