"""The rules of Prophecy, part 2: Astral Planes, Artifacts, the Final Battle, the variants and the Basic version.

Modules: `astral` (attacking a plane: its Guardians in order, the Artifact), `artifacts` (what Artifacts
may not suffer, the Banner of Hope), `final_battle` (Champions, the battleground, duels), `variants`
(Apocalypse, trading between heroes), `basic` (Certificates), `ending` (every way a game ends), `events`.
What differs by mode and variant is read from `app.games.prophecy.engine.ruleset`. These rules sit over the other modules'
actions through guards (refusals by action kind) and consequences (events that follow a decision), both
registered in `app.games.prophecy.engine.actions`; the import order below is the order consequences are tried.
"""

from . import ending, astral, artifacts, final_battle, variants, basic  # noqa: F401, I001 - order matters
