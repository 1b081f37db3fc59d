"""Every way a game ends: enough Artifacts in one hand (a team wins together), the fifth Certificate of the
Basic version (the rest ranked), or nobody left to play (no winner)."""

from __future__ import annotations

from .. import rulebook
from ..actions import Context, consequence
from ..events import Event, GameEnded, who
from ..rules import zones as Z
from ..ruleset import ruleset_of
from ..seams import Seam
from ..state import GameResult, GameState
from . import artifacts

# Extension point (seams.py): whether the expansion keeps a hero with enough Artifacts from winning now (realm/:
# the Lake's Artifact still out there, 003:L431): (state, seat, holds_artifact) -> bool.
BLOCKS_CROWN = Seam("ending: the crown withheld", lambda state, seat, holds_artifact: False)
R_FOUR_ARTIFACTS = rulebook.rule(
    "artifacts_win", "The game ends at once when one hero holds four of the five Artifacts; she is King.", "000:L493"
)
R_TWO_ARTIFACTS = rulebook.rule("two_artifacts_win", "No Final Battle: the first hero with two Artifacts wins.", "000:L529")
R_TEAM_WIN = rulebook.rule("team_win", "Team Play: when one partner becomes King, both win.", "000:L545")
R_CERTIFICATES = rulebook.rule(
    "certificates_win", "Basic version: the fifth Certificate wins at once; the others rank by their Certificates.",
    "004:L248",
)
R_NOBODY_LEFT = rulebook.rule(
    "nobody_left", "When the last hero is gone the game ends without a winner.", "000:L539"
)


def certificates(state: GameState, seat: int) -> tuple[str, ...]:
    """The Certificates a hero has earned (Basic version)."""
    return state.zone(Z.certificates(seat))


@consequence
def game_won(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """End the game when someone has what wins it, or when nobody is left."""
    if state.result is not None or state.battle is not None:
        return ()
    rules = ruleset_of(state)
    if rules.artifacts_to_win:
        for h in state.heroes:
            held = artifacts.held_by(state, ctx, h.seat)
            if h.status == "active" and len(held) >= rules.artifacts_to_win and not BLOCKS_CROWN(
                    state, h.seat, lambda s: bool(artifacts.held_by(state, ctx, s))):
                team = rules.team_of(h.seat)
                reason = f"{who(h)} holds {len(held)} Artifacts and is crowned"
                if len(team) > 1:
                    reason += " together with " + ", ".join(state.hero(s).player for s in team if s != h.seat)
                rule = R_TWO_ARTIFACTS if rules.artifacts_to_win == 2 else R_FOUR_ARTIFACTS
                return (GameEnded(result=GameResult(winners=team, reason=f"{reason} ({rule.ref})")),)
    if rules.certificates_to_win:
        for h in state.heroes:
            if len(certificates(state, h.seat)) >= rules.certificates_to_win:
                rest = sorted((s.seat for s in state.heroes if s.seat != h.seat),
                              key=lambda s: (-len(certificates(state, s)), s))
                team = rules.team_of(h.seat)
                rest = [s for s in rest if s not in team]
                return (GameEnded(result=GameResult(
                    winners=team, ranking=tuple(rest),
                    reason=f"{who(h)} has a Certificate from every guild ({R_CERTIFICATES.ref})")),)
    if state.flow.stage == "over" or (state.heroes and all(h.status == "out" for h in state.heroes)):
        return (GameEnded(result=GameResult(winners=(), reason=f"nobody is left to play ({R_NOBODY_LEFT.ref})")),)
    return ()
