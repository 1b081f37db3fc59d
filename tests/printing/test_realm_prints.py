"""The Dragon Realm in print: the rules summary's Realm sections (still two sides for every option mix) and the
Realm sheet (the group's paths drawn, the Realm's rules with their lines, the known Dragon cards)."""

from __future__ import annotations

import dataclasses
import itertools
from types import SimpleNamespace as NS

import pytest

from app.games.prophecy.engine.expansion import ExpansionOptions
from app.games.prophecy.engine.realm.position import GATE, on_path
from app.games.prophecy.printing import DOCUMENTS, content
from app.games.prophecy.printing.documents import document_html, render_document, rules_font_pt
from app.printing import PAPERS
from app.printing.facts import weight

from .fakes import FakeCatalog
from .games import sample_game
from .pdfcheck import A4, LETTER, assert_paper, text

SIZES = {"A4": A4, "Letter": LETTER}
VARIANTS = ("no_final_battle", "apocalypse", "team_play", "trading")
PARTS = ("races", "hybrids", "new_cards", "guardian_power")
# The group's typed board (as in tests/engine/realm/boards.py): 12 negative and 9 positive spaces (003:L229).
TYPED = {"path_left": "DLSDLD", "path_middle": "DSDD", "path_right": "LDLSDLDL"}


def realm_mixes(variant: str) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Every variant mix the engine allows with the Realm (Dragonslayer takes no Artifact ending, 003:L651), times
    every mix of the expansion's other parts."""
    sets = [c for n in range(5) for c in itertools.combinations(VARIANTS, n) if not {"no_final_battle", "apocalypse"} <= set(c)]
    if variant == "dragonslayer":
        sets = [c for c in sets if not {"no_final_battle", "apocalypse"} & set(c)]
    parts = [c for n in range(5) for c in itertools.combinations(PARTS, n) if "hybrids" not in c or "races" in c]
    return [(v, p) for v in sets for p in parts]


def realm_parts(variant: str) -> tuple[str, ...]:
    return ("realm", "dragonslayer" if variant == "dragonslayer" else "realm_standard")


def heaviest(variants, parts, variant) -> int:
    sections = content.rules_sections("standard", variants, parts + realm_parts(variant))
    return max(sum(weight(s) for s in sections if s.page == p) for p in (1, 2))


def full_game(variant: str, variants: tuple[str, ...], parts: tuple[str, ...]):
    game = sample_game(variants=variants, realm=variant)
    chosen = ExpansionOptions(races="races" in parts, hybrids="hybrids" in parts, new_cards="new_cards" in parts,
                              guardian_power="plus_one" if "guardian_power" in parts else "none")
    state = game.state.model_copy(update={"options": game.state.options.model_copy(update={"expansion": chosen})})
    return dataclasses.replace(game, state=state)


def printed_mixes():
    """Per form: the mix with the heaviest side, the heaviest still set above the smallest type, and the lightest."""
    out = []
    for variant in ("standard", "dragonslayer"):
        mixes = sorted(realm_mixes(variant), key=lambda m: heaviest(*m, variant))
        at_eight = [m for m in mixes if rules_font_pt(content.rules_sections("standard", m[0], m[1] + realm_parts(variant))) > 7.6]
        out += [(variant, *mixes[-1]), (variant, *at_eight[-1]), (variant, *mixes[0])]
    return out


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("variant,variants,parts", printed_mixes(), ids=lambda v: "+".join(v) if isinstance(v, tuple) else v)
def test_the_rules_summary_with_the_realm_stays_two_sides_003_L215_L651(paper, variant, variants, parts):
    rendered = render_document("rules", full_game(variant, variants, parts), sheet=PAPERS[paper])
    assert_paper(rendered.pdf, SIZES[paper], pages=2)
    words = text(rendered.pdf)
    assert "Dragon Realm: the journey" in words and "3 Gold** instead" not in words and "003:309" in words and "003:351" in words
    if variant == "dragonslayer":
        assert "Goal: Dragonslayer" in words and "Dragon Queen" in words
        assert "4 of the 5 Artifacts" not in words and "Dragon Realm: the Lake" not in words
    else:
        assert "Dragon Realm: the Lake, the end" in words and "Dragon Heart" in words and "Goal: Dragonslayer" not in words


def test_every_realm_mix_weighs_no_more_than_the_printed_ones():
    """The type size follows the heavier side's weight, so the mixes printed above bound every other mix."""
    for variant in ("standard", "dragonslayer"):
        weights = [heaviest(*m, variant) for m in realm_mixes(variant)]
        assert len(weights) > 40 and max(weights) == max(heaviest(v, p, f) for f, v, p in printed_mixes() if f == variant)


def test_the_realm_sections_only_with_the_realm():
    plain = {s.id for s in content.rules_sections("standard", ("apocalypse",), ("races",))}
    assert not plain & {"realm", "realm_lake", "dragonslayer"} and "goal" in plain
    slayer = {s.id for s in content.rules_sections("standard", (), realm_parts("dragonslayer"))}
    assert {"realm", "dragonslayer"} <= slayer and not slayer & {"goal", "final", "realm_lake"}
    others = [name for name, _ in content.other_variants("standard", ("trading", *realm_parts("dragonslayer")))]
    assert others == ["Team Play"]  # no Artifact ending is offered beside the Dragonslayer variant (003:L651)


# ---- the Realm sheet ------------------------------------------------------------------------------------

class RealmCatalog(FakeCatalog):
    """The fake catalog with the group's typed Realm board and a few Dragon cards."""

    def __init__(self, typed: bool = True):
        super().__init__()
        self.typed = typed
        self._cards |= {
            "eyes-of-fire": NS(id="eyes-of-fire", kind="dragon", name="Eyes of Fire", side="negative",
                               dragon_type="obstacle", summary="Paid past, no roll.", source=(("name", "003:L741"),)),
            "boiling-pool": NS(id="boiling-pool", kind="dragon", name="Boiling Pool", side="positive",
                               dragon_type="opportunity", summary=None, source=(("name", "003:L771"),)),
            "dragon-heart": NS(id="dragon-heart", kind="dragon", name="Dragon Heart", side="heart",
                               dragon_type="heart", summary=None, source=(("name", "003:L46"),)),
        }

    def entity(self, entity_id):
        if entity_id != "realm":
            raise KeyError(entity_id)
        return NS(**TYPED) if self.typed else NS(path_left=None, path_middle=None, path_right=None)


def realm_game(variant: str = "standard"):
    """Anna on the left path's third space, Ben on the Gate; two cards face up, one still hidden."""
    game = sample_game(realm=variant)
    state = game.state
    heroes = (state.heroes[0].model_copy(update={"realm": on_path("left", 3), "space": None}),
              state.heroes[1].model_copy(update={"realm": GATE, "space": None}), *state.heroes[2:])
    zones = {**state.zones, "realm:left:1:negative": ("eyes-of-fire#1",), "realm:left:2:positive": ("boiling-pool#1",),
             "realm:middle:1:negative": ("skeletal-dragon#1",)}
    state = state.model_copy(update={"heroes": heroes, "zones": zones, "hidden": state.hidden | {"skeletal-dragon#1"}})
    return dataclasses.replace(game, state=state)


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_realm_sheet_draws_the_typed_paths_and_tells_the_realm_in_two_pages(paper):
    rendered = render_document("realm", realm_game(), sheet=PAPERS[paper], catalog=RealmCatalog())
    assert_paper(rendered.pdf, SIZES[paper], pages=2)
    front, back = text(rendered.pdf, 1), text(rendered.pdf, 2)
    assert "Realm sheet" in front and "Lake of Fire" in front and "Gate to the Dragon Realm" in front
    assert "Left: 6 spaces, 4 negative, 3 positive" in front and "Right: 8 spaces, 4 negative, 5 positive" in front
    assert "Eyes of Fire" in front and "Boiling Pool" in front and "Skeletal" not in front  # face up only
    assert "Anna (Druid): space 3 of the Dragon Realm's left path" in front
    assert "Ben (Paladin): the Gate to the Dragon Realm" in front
    assert "Moving in the Realm" in front and "003:323" in front and "Obstacles and Creatures" in front
    for title in ("The Gate and Legends of Dragons", "The Lake of Fire", "Dragon Hearts", "The changed ending",
                  "Variant: Dragonslayer", "Dragon cards Herald knows"):
        assert title in back, title
    assert "Paid past, no roll." in back and "003:741" in back


def test_the_dragonslayer_sheet_leaves_out_the_artifact_rules():
    words = text(render_document("realm", realm_game("dragonslayer"), sheet=PAPERS["A4"], catalog=RealmCatalog()).pdf)
    assert "Dragonslayer variant" in words and "Variant: Dragonslayer" in words
    assert "The changed ending" not in words and "One per player at most" not in words and "own back" not in words


def test_an_untyped_board_leaves_room_to_sketch_it():
    rendered = render_document("realm", realm_game(), sheet=PAPERS["A4"], catalog=RealmCatalog(typed=False))
    assert_paper(rendered.pdf, A4, pages=2)
    assert "has not typed its Realm board" in text(rendered.pdf, 1)
    assert "has not typed" in text(render_document("realm", realm_game(), sheet=PAPERS["A4"]).pdf, 1)


def test_the_realm_sheet_is_offered_only_to_games_with_the_realm():
    doc = DOCUMENTS["realm"]
    assert doc.offered_for(realm_game().state) and doc.offered_for(realm_game("dragonslayer").state)
    plain = sample_game()
    assert not doc.offered_for(plain.state)
    assert all(d.offered_for(plain.state) for k, d in DOCUMENTS.items() if k != "realm")
    with pytest.raises(ValueError, match="does not print the realm sheet"):
        document_html("realm", plain, sheet=PAPERS["A4"])
