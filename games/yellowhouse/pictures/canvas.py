"""The Canvas: one lane per element, the levels left to right (stronger to the right), each
element's token on its level, the number of its level beside its name, and a ring round the
token of the Claim to beat.

The standard Canvas has levels 1–8. The variant's tokens may pass 8 for a moment (the engine
then lowers them all): the picture draws what the view holds, adding shaded columns past 8
up to MAX_COLUMNS; a token higher still stands in the last column, marked "N+", and its
lane's number says its real level."""

from __future__ import annotations

from engine.yellowhouse.content import KEYS, RULES
from engine.yellowhouse.views import PublicView
from locales.words import Words

from . import shapes
from .sheet import Box, Sheet
from .style import FRAME, INK, LINE, LINEN, MUTED, NAME, PAST_TOP, TEXT, TO_PLAY, font
from .words import P, current_claim, element, letter

TOP = RULES.canvas.top
MAX_COLUMNS = 12
TITLE_H, NUMBERS_H, LANE_H, PAD = 46, 34, 64, 10
LABEL_W = 206
TOKEN = 54
HEIGHT = TITLE_H + NUMBERS_H + LANE_H * len(KEYS) + PAD * 2


def columns(view: PublicView) -> int:
    return min(MAX_COLUMNS, max(TOP, *view.levels.values()))


def _cell(box: Box, cols: int) -> int:
    return (box[2] - box[0] - 2 * PAD - LABEL_W) // cols


def _lane_top(box: Box, lane: int) -> int:
    return box[1] + PAD + TITLE_H + NUMBERS_H + lane * LANE_H


def draw_static(words: Words, sheet: Sheet, box: Box, cols: int) -> None:
    """The frame, the title, the level numbers, the lanes and their names."""
    sheet.region("canvas", box)
    x0, y0, x1, y1 = box
    d = sheet.draw
    d.rounded_rectangle(box, 14, fill=FRAME)
    d.rounded_rectangle((x0 + 6, y0 + 6, x1 - 6, y1 - 6), 10, fill=LINEN)
    sheet.text(
        (x0 + PAD + 8, y0 + PAD + TITLE_H // 2),
        words(f"{P}canvas.title"),
        font(NAME, bold=True),
        INK,
        "lm",
    )
    cell, left = _cell(box, cols), x0 + PAD + LABEL_W
    numbers_y = y0 + PAD + TITLE_H + NUMBERS_H // 2
    f = font(TEXT, bold=True)
    for c in range(cols):
        cx = left + c * cell
        lanes = (cx, _lane_top(box, 0), cx + cell, _lane_top(box, len(KEYS)))
        d.rectangle(lanes, fill=PAST_TOP if c >= TOP else LINEN, outline=LINE, width=1)
        sheet.text((cx + cell // 2, numbers_y), str(c + 1), f, MUTED, "mm")
    for lane, key in enumerate(KEYS):
        cy = _lane_top(box, lane) + LANE_H // 2
        sheet.text((x0 + PAD + 8, cy), element(words, key), f, INK, "lm")
        if lane:
            d.line((x0 + PAD, cy - LANE_H // 2, left + cols * cell, cy - LANE_H // 2), fill=LINE)


def draw_tokens(words: Words, sheet: Sheet, box: Box, view: PublicView) -> None:
    """Each token on its level, its level's number, the Claim to beat ringed."""
    sheet.region("canvas", box)
    cols = columns(view)
    cell, left = _cell(box, cols), box[0] + PAD + LABEL_W
    size = min(TOKEN, cell - 6)
    beat = view.claims[-1][1] if view.claims else None
    f_level = font(NAME, bold=True)
    for lane, key in enumerate(KEYS):
        level = view.levels[key]
        cy = _lane_top(box, lane) + LANE_H // 2
        sheet.text((left - 10, cy), str(level), f_level, INK, "rm")
        cx = left + (min(level, cols) - 1) * cell + cell // 2
        if key == beat:
            r = size // 2 + 5
            sheet.draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=TO_PLAY, width=5)
        sheet.sprite(shapes.sign(key, size, TEXT, letter(words, key)), cx, cy, f"token {key}")
    claim = current_claim(words, view)
    if claim:
        title_y = box[1] + PAD + TITLE_H // 2
        sheet.text(
            (box[2] - PAD - 8, title_y),
            words(f"{P}canvas.to_beat", claim=claim),
            font(TEXT),
            INK,
            "rm",
        )
    if max(view.levels.values()) > cols:
        y = box[1] + PAD + TITLE_H + NUMBERS_H // 2
        x = left + (cols - 1) * cell
        sheet.draw.rectangle((x + 1, y - 16, x + cell - 1, y + 16), fill=PAST_TOP)
        sheet.text((x + cell // 2, y), f"{cols}+", font(TEXT, bold=True), INK, "mm")
