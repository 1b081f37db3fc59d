"""A sentence stays whole: no page puts a block element inside a paragraph (a rule link's <details> inside a <p> made
the parser close the p there, the link starting a new line mid-sentence and the rest falling out of the paragraph).
The plain-words sweeps check every page they read the same way (a Conjurers game's every screen with its offers
among them); here the wizard's steps in every mode. And a rule link (a button) inside a field's label never takes the
label from the field: a label with no `for` names its first control."""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

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
        if found := labels_naming_a_rule_link(r.get_data(as_text=True)):
            broken[f"step {step}, labels"] = found
    assert not broken, broken


LABELABLE = ["button", "input", "meter", "output", "progress", "select", "textarea"]


def labels_naming_a_rule_link(html: str) -> list[str]:
    """Each label without `for` whose first control is a rule link's button, not the field it is written for."""
    out = []
    for label in BeautifulSoup(html, "html.parser").find_all("label"):
        first = next((c for c in label.find_all(LABELABLE) if c.get("type") != "hidden"), None)
        if not label.get("for") and first is not None and first.find_parent(class_="rule-ref") is not None:
            out.append(" ".join(label.get_text(" ").split())[:80])
    return out
