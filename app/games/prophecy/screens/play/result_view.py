"""Pure view model of a finished game: who won, why, and where every hero ended (Artifacts, Certificates)."""

from __future__ import annotations

from dataclasses import dataclass

from app.games.prophecy.screens.play.hero_view import HeroView, build_heroes


@dataclass(frozen=True)
class Finisher:
    """One hero at the end: the name the screens use, and what she ended with."""

    seat: int
    name: str
    colour: str
    status: str
    artifacts: tuple[str, ...]
    certificates: int
    experience: int


@dataclass(frozen=True)
class ResultView:
    """The end of the game in words: the headline, the reason the rules give, the winners, then the others."""

    headline: str
    reason: str
    winners: tuple[Finisher, ...]
    others: tuple[Finisher, ...]


def _finisher(state, hero: HeroView) -> Finisher:
    return Finisher(seat=hero.seat, name=f"{hero.player}'s {hero.character}", colour=hero.colour, status=hero.status,
                    artifacts=tuple(c.name for c in hero.artifacts),
                    certificates=len(state.zone(f"hero:{hero.seat}:certificates")), experience=hero.experience)


def _names(finishers: tuple[Finisher, ...]) -> str:
    names = [f.name for f in finishers]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def build_result(state, catalog=None) -> ResultView | None:
    """The result panel of a game that is over; None while it goes on."""
    result = state.result
    if result is None:
        return None
    heroes = {h.seat: _finisher(state, h) for h in build_heroes(state, catalog)}
    winners = tuple(heroes[s] for s in result.winners if s in heroes)
    ranked = [s for s in result.ranking if s in heroes and s not in result.winners]
    rest = ranked + [s for s in sorted(heroes) if s not in result.winners and s not in ranked]
    headline = f"{_names(winners)} {'wins' if len(winners) == 1 else 'win'}" if winners else "Nobody wins"
    coop = getattr(state.options, "coop", None)
    if coop is not None:  # one result for the whole group (003:L569-577, L623-625)
        alone = coop.mode == "solo"
        headline = ("The planes are won back" if alone else "The group wins together") if winners else (
            "The planes win" if alone else "The group loses together")
    reason = result.reason[:1].upper() + result.reason[1:]
    return ResultView(headline=headline, reason=reason if reason.endswith(".") else reason + ".", winners=winners,
                      others=tuple(heroes[s] for s in rest))
