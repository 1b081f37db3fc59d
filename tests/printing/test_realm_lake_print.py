"""The Realm sheet names the Dragonslayer variant's dragons on the Lake of Fire, each with the Lake's +1 token
(003:L657): a face-up one by its name, a face-down one only as face down until it is turned up; the slain counted."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import tempfile
from pathlib import Path
from types import SimpleNamespace as NS

from app.games.prophecy.engine.realm.gate import LAKE_GREATER
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.printing.documents import render_document
from app.printing import PAPERS

from .pdfcheck import A4, assert_paper, text
from .test_realm_prints import RealmCatalog, realm_game


class LakeCatalog(RealmCatalog):
    """The Realm sheet's fake catalog with the two dragons the group laid on the Lake."""

    def __init__(self):
        super().__init__()
        self._cards |= {c: NS(id=c, kind="dragon", name=n, side="negative", dragon_type="creature", summary=None,
                              source=(("name", "003:L657"),))
                        for c, n in (("dragon-queen", "Dragon Queen"), ("golden-dragon-lord", "Golden Dragon Lord"))}


def lake_game(hidden: set[str], on_lake=("dragon-queen#1", "golden-dragon-lord#1")):
    """A Dragonslayer game whose group chose the Queen and the Golden Dragon Lord for the Lake."""
    game = realm_game("dragonslayer")
    state = game.state
    realm = RealmOptions(variant="dragonslayer", lake_dragons=("dragon-queen", "golden-dragon-lord"))
    options = state.options.model_copy(update={"realm": realm})
    state = state.model_copy(update={"options": options, "zones": {**state.zones, LAKE_GREATER: tuple(on_lake)},
                                     "hidden": (state.hidden - set(on_lake)) | hidden})
    return dataclasses.replace(game, state=state)


def test_the_lakes_dragons_are_named_once_face_up_and_a_face_down_one_is_not_003_L657():
    rendered = render_document("realm", lake_game({"golden-dragon-lord#1"}), sheet=PAPERS["A4"],
                               catalog=LakeCatalog())
    assert_paper(rendered.pdf, A4, pages=2)
    front = text(rendered.pdf, 1)
    assert "On the Lake of Fire, with the +1 token: Dragon Queen and a dragon face down." in front
    assert "Lake of Fire: Dragon Queen, face down, +1 each" in front  # on the drawing's Lake
    assert "Golden Dragon" not in front  # not named before it is turned up ("Golden Fish" is a rule's)
    if os.environ.get("HERALD_SHOTS"):  # a page to look at: HERALD_SHOTS=<folder>
        with tempfile.NamedTemporaryFile(suffix=".pdf") as fh:
            fh.write(rendered.pdf)
            fh.flush()
            out = Path(os.environ["HERALD_SHOTS"]) / "realm-lake-sheet"
            subprocess.run(["pdftoppm", "-r", "80", "-png", "-f", "1", "-l", "1", fh.name, str(out)], check=True)


def test_both_face_down_then_one_slain():
    both = text(render_document("realm", lake_game({"dragon-queen#1", "golden-dragon-lord#1"}), sheet=PAPERS["A4"],
                                catalog=LakeCatalog()).pdf, 1)
    assert "with the +1 token: 2 dragons face down." in both and "Queen" not in both and "Golden Dragon" not in both
    one = text(render_document("realm", lake_game(set(), on_lake=("golden-dragon-lord#1",)), sheet=PAPERS["A4"],
                               catalog=LakeCatalog()).pdf, 1)
    assert "with the +1 token: Golden Dragon Lord (1 slain)." in one


def test_the_standard_sheet_names_no_dragon_on_the_lake():
    front = text(render_document("realm", realm_game(), sheet=PAPERS["A4"], catalog=LakeCatalog()).pdf, 1)
    assert "with the +1 token" not in front and "Lake of Fire" in front
