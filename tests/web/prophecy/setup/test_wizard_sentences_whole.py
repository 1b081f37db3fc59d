"""A sentence stays whole: no page puts a block element inside a paragraph (a rule link's <details> inside a <p> made
the parser close the p there, the link starting a new line mid-sentence and the rest falling out of the paragraph).
The plain-words sweeps check every page they read the same way (a Conjurers game's every screen with its offers
among them); here the wizard's steps in every mode."""

from __future__ import annotations

import pytest

from tests.helpers import as_tablet
from tests.web.shared.plainwords import broken_paragraphs

MODES = {"standard": {"seats": "3"},
         "cooperative": {"seats": "3", "coop_mode": "cooperative", "coop_difficulty": "hard"},
         "solo": {"seats": "1", "coop_mode": "solo"},
         "expansion": {"seats": "2", "expansion": "new_cards", "new_cards": "on", "realm": "standard",
                       "variants": "hybrids"}}


def test_the_check_finds_a_block_inside_a_paragraph_and_nothing_else():
    assert broken_paragraphs("<p>Each food short is 2 minus points <details><summary>rule</summary>x</details>.</p>")
    assert broken_paragraphs("<p>Owed <div>x</div></p>") and broken_paragraphs("<p>a<small>b<ul><li>c</ul></small>")
    assert not broken_paragraphs('<p>Owed <span class="rule-ref"><button type="button">rule</button>'
                                 '<span popover id="r">words</span></span>.</p><div><details></details></div>')
    assert not broken_paragraphs("<p>a</p><table><tr><td><p>b</p><div>c</div></td></tr></table>")


@pytest.mark.parametrize("mode", MODES)
def test_no_wizard_step_breaks_a_sentence_s_paragraph(client, mode):
    client = as_tablet(client, make_game=False)
    broken = {}
    for step in range(6):
        r = client.post("/games/new", data={"go": str(step), "name": f"Whole {mode}", **MODES[mode]})
        assert r.status_code in (200, 422), (step, r.status_code)
        if found := broken_paragraphs(r.get_data(as_text=True)):
            broken[f"step {step}"] = found
    assert not broken, broken
