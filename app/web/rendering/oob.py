"""A tap answered with only the panels it changed (issue 42): each panel of the screen the tap was made on compared
with the same panel drawn now, the changed ones sent as htmx out-of-band swaps with the new step (#step, which the
script posts with every form: static/js/device.js). Shared by the games' screens."""

from __future__ import annotations

from app.web.rendering.marks import SEQ, fill

HEADERS = {"Vary": "HX-Request", "HX-Reswap": "none"}  # the screen itself stays; its panels are swapped by their ids
SEQ_FIELD = f'name="seq" value="{SEQ}"'
EMPTIED = ("screen-alerts", "correct-panel")  # a message or a correction form belonged to the screen before


def shows_step(html: str) -> bool:
    """Whether a panel shows the step other than in its forms' step fields (the script posts #step's): a turn bar's
    "step 12" is sent again after every tap."""
    return html.count(SEQ) != html.count(SEQ_FIELD)


def changed_panels(now: dict, before: dict, places: dict, seq: int, can_redo, skip=()) -> str:
    """The panels of `now` whose marked HTML differs from `before`'s (or that show the step), each as the inside of
    its place (the element id `places` names, else the panel's name), with #step and an emptied message area and
    correction panel; filled in for this response. A panel named in `skip` is not sent."""
    parts = [f'<span id="step" data-seq="{seq}" hidden hx-swap-oob="true"></span>']
    parts += [f'<div id="{place}" hx-swap-oob="innerHTML"></div>' for place in EMPTIED]
    parts += [f'<div id="{places.get(name, name)}" hx-swap-oob="innerHTML">{html}</div>' for name, html in now.items()
              if name not in skip and (html != before.get(name) or shows_step(html))]
    return fill("\n".join(parts), seq, can_redo)
