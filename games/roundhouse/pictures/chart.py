"""The end-of-game score chart: one stacked bar per player, one segment per scoring category,
and under them, given the game's timeline, each player's score after every turn as lines
(games/common/line_chart.py)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.roundhouse import score_breakdown
from engine.roundhouse.state import GameState, Player
from games.common.line_chart import ChartStyle, Series, draw_line_chart
from locales.words import Words

from . import style, text
from .names import SCORE_KEYS, drawn_name, keeping, pictures, score_category

CATEGORIES = SCORE_KEYS  # in the order of final scoring; named as the final post names them
WIDTH = 1200
NAME_W = 230
ROW_H = 100
LINES_H = 460  # the score-over-time part, under the bars
LINES_STYLE = ChartStyle(
    paper=style.BG,
    ink=style.INK,
    muted=style.MUTED,
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
    rows = breakdown if breakdown is not None else score_breakdown(state)
    if len(rows) != len(state.players):
        raise ValueError(f"breakdown has {len(rows)} rows for {len(state.players)} players")
    n = len(rows)
    bars = 130 + n * ROW_H + 10
    height = bars + (LINES_H if len(timeline) > 1 else 0)
    im = Image.new("RGB", (WIDTH, height), style.BG)
    d = ImageDraw.Draw(im)
    title = pictures(words, "chart.final" if state.over else "chart.now")
    text.write(d, (20, 16), title, style.font(32, bold=True), style.INK)
    _legend(d, words, 20, 70)
    top = max((r["total"] for r in rows), default=0)
    scale = (WIDTH - NAME_W - 110) / max(top, 1)
    order = sorted(range(n), key=lambda i: -rows[i]["total"])
    for rank, seat in enumerate(order):
        _draw_row(d, words, 130 + rank * ROW_H, state.players[seat], rows[seat], scale)
    if len(timeline) > 1:
        _draw_timeline(d, (0, bars, WIDTH, height - 10), state, words, timeline)
    return im


def _draw_timeline(
    d: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    state: GameState,
    words: Words,
    timeline: Timeline,
) -> None:
    """Each player's score after every turn, a line in the player's colour."""
    f = style.font(LINES_STYLE.text_size)
    series = [
        Series(
            text.fit(drawn_name(words, p), f, NAME_W),
            style.PLAYER[p.color],
            [totals[seat] for totals in timeline],
        )
        for seat, p in enumerate(state.players)
    ]
    title, x_label = pictures(words, "chart.over_time"), pictures(words, "chart.turn")
    draw_line_chart(d, box, series, LINES_STYLE, title=title, x_label=x_label)


def _draw_row(
    d: ImageDraw.ImageDraw, words: Words, y: int, p: Player, row: dict[str, int], scale: float
) -> None:
    """One player's row: colour badge, name, the stacked bar with its total, the numbers."""
    f = style.font(22, bold=True)
    d.rounded_rectangle(
        (20, y + 6, 20 + 36, y + 42), 8, fill=style.PLAYER[p.color], outline=style.INK, width=2
    )
    text.write(d, (38, y + 24), style.LETTER[p.color], f, style.ON_PLAYER[p.color], anchor="mm")
    name = text.fit(drawn_name(words, p), f, NAME_W - 70)
    text.write(d, (66, y + 24), name, f, style.INK, anchor="lm")
    x = NAME_W
    fseg = style.font(18, bold=True)
    for cat in CATEGORIES:
        v = row.get(cat, 0)
        if v <= 0:
            continue
        w = max(2, round(v * scale))
        d.rectangle(
            (x, y + 4, x + w, y + 44), fill=style.CATEGORY[cat], outline=style.PAPER, width=1
        )
        if w >= 30:
            fill = style.on(style.CATEGORY[cat])
            text.write(d, (x + w / 2, y + 24), str(v), fseg, fill, anchor="mm")
        x += w
    text.write(d, (x + 12, y + 24), str(row["total"]), f, style.INK, anchor="lm")
    detail = " · ".join(
        pictures(words, "chart.detail", category=score_category(words, cat), n=row.get(cat, 0))
        for cat in CATEGORIES
    )
    text.write(d, (NAME_W, y + 52), detail, style.font(18), style.MUTED)


def _legend(d: ImageDraw.ImageDraw, words: Words, x: int, y: int) -> None:
    f = style.font(18)
    for cat in CATEGORIES:
        label = score_category(words, cat)
        d.rectangle((x, y + 4, x + 22, y + 26), fill=style.CATEGORY[cat], outline=style.INK)
        text.write(d, (x + 30, y + 15), label, f, style.INK, anchor="lm")
        x += 46 + text.width(label, f)
