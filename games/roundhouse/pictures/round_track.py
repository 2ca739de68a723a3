"""The round track in the outer corridor back to the hall: its spaces, the round marker and
the end-of-game amulet beside the end space."""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from engine.roundhouse.content import components
from engine.roundhouse.state import GameState
from locales.words import Words

from . import geometry as g
from . import sprites, style, text
from .frames import CORRIDOR_FLOOR, frame
from .names import amulet_short, pictures

FIRST_DY = 52  # the first space's centre below the cell's top (under the title)
LAST_MARGIN = 56  # the furthest end space's centre above the cell's bottom ("↑ Hall" below)
SPACE_R = 17
PAST_END_DX = 64  # a marker past the end space stands this far right of it


@cache
def space_step() -> int:
    """Pixels between neighbouring spaces: the longest track in the data fills the cell."""
    longest = max(components().round_track.end_space.values())
    _, y0, _, y1 = g.ROUND_TRACK_CELL
    return (y1 - y0 - FIRST_DY - LAST_MARGIN) // longest


def round_space_center(k: int) -> tuple[int, int]:
    """Round-track space k (0 = the incense burner), top to bottom in the left corridor."""
    box = g.ROUND_TRACK_CELL
    return (box[0] + 40, box[1] + FIRST_DY + k * space_step())


def round_marker_center(round_: int, end_space: int) -> tuple[int, int]:
    """Where the round marker is drawn: on its space, or beside the end space (to its right,
    off the track) once final-turn worships have moved it past the end."""
    if round_ <= end_space:
        return round_space_center(round_)
    x, y = round_space_center(end_space)
    return x + PAST_END_DX, y


def draw_static(d: ImageDraw.ImageDraw, words: Words, end_space: int) -> None:
    """The track's cell and its spaces up to this game's end space (which is shaded)."""
    box = g.ROUND_TRACK_CELL
    frame(d, box, CORRIDOR_FLOOR)
    cx = (box[0] + box[2]) // 2
    title = pictures(words, "round_track.title")
    text.write(d, (cx, box[1] + 6), title, style.font(18, bold=True), style.INK, anchor="ma")
    r = SPACE_R
    for k in range(end_space + 1):
        x, y = round_space_center(k)
        fill = (255, 236, 200) if k == end_space else style.PAPER
        d.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=style.LINE, width=2)
        label = "◎" if k == 0 else str(k)
        text.write(d, (x, y + 1), label, style.font(17, bold=True), style.INK, anchor="mm")
    hall = pictures(words, "round_track.hall")
    text.write(d, (cx + 10, box[3] - 22), hall, style.font(17), style.MUTED, anchor="mm")


def draw_pieces(im: Image.Image, d: ImageDraw.ImageDraw, state: GameState, words: Words) -> None:
    """The end-of-game amulet (until taken) and the round marker."""
    b = state.board
    if b.end_amulet:
        x, y = round_space_center(b.end_space)
        sprites.paste(im, sprites.amulet(amulet_short(words, b.end_amulet)), x + 70, y)
        end = pictures(words, "round_track.end")
        text.draw(im, (x + 104, y), end, font=style.font(17), fill=style.INK, anchor="lm")
    x, y = round_marker_center(b.round, b.end_space)
    if b.round > b.end_space:
        past = b.round - b.end_space
        _draw_past_end(im, d, words, past, (x, y), round_space_center(b.end_space))
    d.ellipse((x - 20, y - 20, x + 20, y + 20), outline=style.HIGHLIGHT, width=5)
    d.polygon([(x + 24, y), (x + 38, y - 10), (x + 38, y + 10)], fill=style.HIGHLIGHT)


def _draw_past_end(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    words: Words,
    past: int,
    at: tuple[int, int],
    end: tuple[int, int],
) -> None:
    """The off-track spot of a marker `past` spaces beyond the end space: a line from the end
    space, '+past' on the spot, and 'past end' beside the marker's pointer."""
    x, y = at
    r = SPACE_R
    d.line((end[0] + r + 1, y, x - 20, y), fill=style.HIGHLIGHT, width=3)
    d.ellipse((x - r, y - r, x + r, y + r), fill=style.PAPER)
    bold = style.font(17, bold=True)
    text.draw(im, (x, y + 1), f"+{past}", font=bold, fill=style.INK, anchor="mm")
    f = style.font(16, condensed=True)
    for dy, word in ((-9, "past"), (9, "end")):
        label = pictures(words, f"round_track.{word}")
        text.draw(im, (x + 42, y + dy), label, font=f, fill=style.INK, anchor="lm")
