"""The end-of-game score chart, drawn for a phone (800 px wide, no text under 24 px): one
stacked bar per player, one segment per scoring category, with the category points in words
under it and, given the game's timeline, each player's score after every turn as lines
(games/common/line_chart.py). `chart_layout` returns the `Layout`: the picture and the record
of every text on it, which the tests measure."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.roundhouse import score_breakdown
from engine.roundhouse.state import GameState, Player
from games.common.line_chart import ChartStyle, Series, draw_line_chart
from locales.words import Words

from . import letters, style, text
from . import phone_style as ps
from .layout import Layout, TextBox
from .names import SCORE_KEYS, drawn_name, keeping, pictures, score_category

CATEGORIES = SCORE_KEYS  # in the order of final scoring; named as the final post names them
WIDTH = ps.WIDTH
MARGIN = 16
TITLE_H = 60
LEGEND_ROW = 36
NAME_H, BAR_H, DETAIL_ROW, ROW_GAP = 44, 44, 32, 18  # a player's name line, bar, detail lines
LINES_H = 560  # the score-over-time part, under the bars
LINES_STYLE = ChartStyle(
    paper=style.BG, ink=style.INK, muted=style.MUTED, text_size=ps.TEXT, title_size=ps.TITLE
)
Timeline = Sequence[Sequence[int]]  # each player's total at the start and after every turn


@keeping
def draw_score_chart(
    state: GameState,
    words: Words,
    breakdown: list[dict[str, int]] | None = None,
    timeline: Timeline = (),
) -> Image.Image:
    """The chart for a state (its engine score breakdown unless one is given), with the
    score over time under it when `timeline` has a turn at least."""
    return chart_layout(state, words, breakdown, timeline).im


def chart_layout(
    state: GameState,
    words: Words,
    breakdown: list[dict[str, int]] | None = None,
    timeline: Timeline = (),
) -> Layout:
    """`draw_score_chart`'s picture with the record of its texts."""
    rows = breakdown if breakdown is not None else score_breakdown(state)
    if len(rows) != len(state.players):
        raise ValueError(f"breakdown has {len(rows)} rows for {len(state.players)} players")
    legend = _legend_rows(words)
    order = sorted(range(len(rows)), key=lambda i: -rows[i]["total"])
    details = [_detail_lines(words, rows[seat]) for seat in order]
    heights = [NAME_H + BAR_H + 8 + len(lines) * DETAIL_ROW + ROW_GAP for lines in details]
    bars = TITLE_H + len(legend) * LEGEND_ROW + 16 + sum(heights)
    height = bars + (LINES_H if len(timeline) > 1 else 0)
    lay = Layout(Image.new("RGB", (WIDTH, height), style.BG))
    lay.region("title", (0, 0, WIDTH, TITLE_H))
    title = pictures(words, "chart.final" if state.over else "chart.now")
    lay.text((MARGIN, 14), title, ps.font(ps.TITLE, bold=True), cached=False)
    _legend(lay, legend, TITLE_H)
    peak = max((r["total"] for r in rows), default=0)
    scale = (WIDTH - 2 * MARGIN) / max(peak, 1)
    y = TITLE_H + len(legend) * LEGEND_ROW + 16
    for seat, lines, h in zip(order, details, heights, strict=True):
        lay.region(f"player {seat}", (0, y, WIDTH, y + h))
        _draw_row(lay, words, y, state.players[seat], (rows[seat], lines), scale)
        y += h
    if len(timeline) > 1:
        _draw_timeline(lay, (0, bars, WIDTH, height - 10), state, words, timeline)
    return lay


def _draw_timeline(
    lay: Layout,
    box: tuple[int, int, int, int],
    state: GameState,
    words: Words,
    timeline: Timeline,
) -> None:
    """Each player's score after every turn, a line in the player's colour."""
    lay.region("timeline", box)
    f = ps.font(LINES_STYLE.text_size)
    series = [
        Series(
            text.fit(drawn_name(words, p), f, WIDTH // 2 - 80),
            style.PLAYER[p.color],
            [totals[seat] for totals in timeline],
        )
        for seat, p in enumerate(state.players)
    ]
    title, x_label = pictures(words, "chart.over_time"), pictures(words, "chart.turn")
    labels = draw_line_chart(lay.draw, box, series, LINES_STYLE, title=title, x_label=x_label)
    lay.texts += [TextBox(t.text, t.box, t.size, "timeline") for t in labels]


def _draw_row(
    lay: Layout,
    words: Words,
    y: int,
    p: Player,
    row: tuple[dict[str, int], list[str]],
    scale: float,
) -> None:
    """One player's row: colour badge, name and total; the stacked bar; the points in words."""
    points, lines = row
    f = ps.font(ps.NAME, bold=True)
    cy = y + NAME_H // 2
    lay.draw.rounded_rectangle(
        (MARGIN, cy - 18, MARGIN + 36, cy + 18),
        8,
        fill=style.PLAYER[p.color],
        outline=style.INK,
        width=2,
    )
    letter = letters.colour(words.language, p.color)
    lay.text((MARGIN + 18, cy), letter, f, style.ON_PLAYER[p.color], "mm", cached=False)
    f_total = ps.font(ps.TITLE, bold=True)
    total_at = (WIDTH - MARGIN, cy)
    total = lay.text(total_at, str(points["total"]), f_total, style.ROOF, "rm", cached=False)
    name = text.fit(drawn_name(words, p), f, total[0] - MARGIN - 70)
    lay.text((MARGIN + 48, cy), name, f, style.INK, "lm", cached=False)
    x, top = MARGIN, y + NAME_H
    f_seg = ps.font(ps.TEXT, bold=True)
    for cat in CATEGORIES:
        v = points.get(cat, 0)
        if v <= 0:
            continue
        w = max(2, round(v * scale))
        colour = style.CATEGORY[cat]
        lay.draw.rectangle((x, top, x + w, top + BAR_H), fill=colour, outline=style.PAPER)
        if w >= text.width(str(v), f_seg) + 10:
            at = (x + w / 2, top + BAR_H / 2)
            lay.text(at, str(v), f_seg, style.on(colour), "mm", cached=False)
        x += w
    f_detail = ps.font(ps.TEXT)
    for i, line in enumerate(lines):
        at = (MARGIN, top + BAR_H + 8 + i * DETAIL_ROW)
        lay.text(at, line, f_detail, style.MUTED, cached=False)


def _detail_lines(words: Words, row: dict[str, int]) -> list[str]:
    """'during play 30 · amulets 8 · …' in lines that fit the picture, each category whole."""
    f = ps.font(ps.TEXT)
    parts = [
        pictures(words, "chart.detail", category=score_category(words, cat), n=row.get(cat, 0))
        for cat in CATEGORIES
    ]
    lines: list[str] = []
    for part in parts:
        joined = f"{lines[-1]} · {part}" if lines else part
        if lines and text.width(joined, f) <= WIDTH - 2 * MARGIN:
            lines[-1] = joined
        else:
            lines.append(text.fit(part, f, WIDTH - 2 * MARGIN))
    return lines


def _legend_rows(words: Words) -> list[list[str]]:
    """The categories' names in rows as wide as the picture."""
    f = ps.font(ps.TEXT)
    rows: list[list[str]] = [[]]
    x = MARGIN
    for cat in CATEGORIES:
        label = score_category(words, cat)
        w = 32 + text.width(label, f) + 22
        if rows[-1] and x + w > WIDTH - MARGIN:
            rows.append([])
            x = MARGIN
        rows[-1].append(label)
        x += w
    return rows


def _legend(lay: Layout, rows: list[list[str]], top: int) -> None:
    """A swatch in each category's colour and its name, in `rows` from `top`."""
    lay.region("legend", (0, top, WIDTH, top + len(rows) * LEGEND_ROW))
    f = ps.font(ps.TEXT)
    colours = iter(style.CATEGORY[cat] for cat in CATEGORIES)
    for r, labels in enumerate(rows):
        x, cy = MARGIN, top + r * LEGEND_ROW + LEGEND_ROW // 2
        for label in labels:
            lay.draw.rectangle((x, cy - 12, x + 24, cy + 12), fill=next(colours), outline=style.INK)
            lay.text((x + 32, cy), label, f, style.INK, "lm", cached=False)
            x += 32 + text.width(label, f) + 22
