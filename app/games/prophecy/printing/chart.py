"""Inline SVG charts for the chronicle: the odds each battle offered against what the dice gave.

Drawn by hand as SVG markup (no plotting library, nothing to fetch); sizes are in millimetres so the
charts print at a known size. Every label is escaped.
"""

from __future__ import annotations

from markupsafe import Markup, escape

from .chronicle import BattleRecord, DiceSummary

FONT = "Noto Sans, DejaVu Sans, sans-serif"
COLOURS = {"win": "#2f7d32", "draw": "#b58a00", "lose": "#b3261e", "axis": "#555", "grid": "#ddd", "ink": "#222"}


def _svg(width: float, height: float, body: list[str], label: str) -> Markup:
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" aria-label="{escape(label)}" '
        f'width="{width}mm" height="{height}mm" viewBox="0 0 {width * 4:.0f} {height * 4:.0f}" '
        f'font-family="{FONT}" font-size="11">'
    )
    return Markup(head + "".join(body) + "</svg>")


def odds_chart(records: list[BattleRecord], width: float = 170, height: float = 70) -> Markup:
    """Per battle: a bar of the chance to win (draw stacked on top) and a mark for what happened;
    and a line of the wins the odds promised so far against the wins the dice gave."""
    w, h = width * 4, height * 4
    left, right, top, bottom = 50, 44, 40, 36
    plot_w, plot_h = w - left - right, h - top - bottom
    n = len(records)
    step = plot_w / max(n, 1)
    bar = min(step * 0.6, 40)
    body = []
    for pct in (0, 25, 50, 75, 100):
        y = top + plot_h * (1 - pct / 100)
        body.append(f'<line x1="{left}" y1="{y:.1f}" x2="{w - right}" y2="{y:.1f}" stroke="{COLOURS["grid"]}" stroke-width="1"/>')
        body.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end" fill="{COLOURS["axis"]}">{pct}%</text>')
    expected = actual = 0.0
    exp_pts, act_pts = [], []
    max_wins = max(1.0, float(n))
    for i, r in enumerate(records):
        cx = left + step * (i + 0.5)
        win_h, draw_h = plot_h * r.win, plot_h * r.draw
        y_win = top + plot_h - win_h
        body.append(f'<rect x="{cx - bar / 2:.1f}" y="{y_win:.1f}" width="{bar:.1f}" height="{win_h:.1f}" fill="{COLOURS["win"]}" fill-opacity="0.35"/>')
        body.append(f'<rect x="{cx - bar / 2:.1f}" y="{y_win - draw_h:.1f}" width="{bar:.1f}" height="{draw_h:.1f}" fill="{COLOURS["draw"]}" fill-opacity="0.3"/>')
        mark_y = top - 20  # the row of outcomes, above the plot
        colour = COLOURS[r.outcome]
        if r.outcome == "win":
            body.append(f'<circle cx="{cx:.1f}" cy="{mark_y:.1f}" r="5" fill="{colour}"/>')
        elif r.outcome == "draw":
            body.append(f'<circle cx="{cx:.1f}" cy="{mark_y:.1f}" r="5" fill="white" stroke="{colour}" stroke-width="2"/>')
        else:
            body.append(f'<path d="M{cx - 5:.1f},{mark_y - 5:.1f}l10,10m0,-10l-10,10" stroke="{colour}" stroke-width="2.5"/>')
        if n <= 30 or (i + 1) % 5 == 0:
            body.append(f'<text x="{cx:.1f}" y="{h - bottom + 14}" text-anchor="middle" fill="{COLOURS["axis"]}">{r.number}</text>')
        expected += r.win
        actual += r.outcome == "win"
        exp_pts.append((cx, top + plot_h * (1 - expected / max_wins)))
        act_pts.append((cx, top + plot_h * (1 - actual / max_wins)))
    if n:
        body.append(_polyline(exp_pts, COLOURS["ink"], dash="6,4"))
        body.append(_polyline(act_pts, COLOURS["win"]))
        ticks = sorted({0, int(max_wins), int(max_wins) // 2} if max_wins >= 4 else {0, int(max_wins)})
        for tick in ticks:  # whole wins only
            y = top + plot_h * (1 - tick / max_wins)
            body.append(f'<text x="{w - right + 6}" y="{y + 4:.1f}" fill="{COLOURS["axis"]}">{tick}</text>')
    body.append(f'<text x="{left - 6}" y="{top - 16}" text-anchor="end" fill="{COLOURS["axis"]}">dice</text>')
    body.append(f'<text x="{left - 6}" y="{h - bottom + 14}" text-anchor="end" fill="{COLOURS["axis"]}">battle</text>')
    body.append(f'<text x="{w - 4}" y="{top - 16}" text-anchor="end" fill="{COLOURS["axis"]}">wins</text>')
    return _svg(width, height, body, f"Odds and outcomes of {n} battles")


def _polyline(points: list[tuple[float, float]], colour: str, dash: str | None = None) -> str:
    coords = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    return f'<polyline points="{coords}" fill="none" stroke="{colour}" stroke-width="2"{dashed}/>'


def dice_chart(summary: DiceSummary, width: float = 80, height: float = 45) -> Markup:
    """How often each face came up, against the count a fair die gives on average (the dashed line)."""
    w, h = width * 4, height * 4
    left, top, bottom = 30, 12, 26
    plot_w, plot_h = w - left - 8, h - top - bottom
    fair = summary.dice / 6
    top_count = max([*summary.faces.values(), fair, 1])
    step = plot_w / 6
    body = []
    for face in range(1, 7):
        count = summary.faces.get(face, 0)
        bh = plot_h * count / top_count
        x = left + step * (face - 1) + step * 0.15
        body.append(f'<rect x="{x:.1f}" y="{top + plot_h - bh:.1f}" width="{step * 0.7:.1f}" height="{bh:.1f}" fill="{COLOURS["ink"]}" fill-opacity="0.55"/>')
        body.append(f'<text x="{x + step * 0.35:.1f}" y="{top + plot_h - bh - 3:.1f}" text-anchor="middle" fill="{COLOURS["ink"]}">{count}</text>')
        body.append(f'<text x="{x + step * 0.35:.1f}" y="{h - bottom + 14}" text-anchor="middle" fill="{COLOURS["axis"]}">{face}</text>')
    y = top + plot_h * (1 - fair / top_count)
    body.append(f'<line x1="{left}" y1="{y:.1f}" x2="{w - 8}" y2="{y:.1f}" stroke="{COLOURS["lose"]}" stroke-width="1.5" stroke-dasharray="5,4"/>')
    body.append(f'<line x1="{left}" y1="{top + plot_h}" x2="{w - 8}" y2="{top + plot_h}" stroke="{COLOURS["axis"]}"/>')
    return _svg(width, height, body, f"Faces of {summary.dice} dice")
