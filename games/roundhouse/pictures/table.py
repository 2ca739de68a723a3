"""The worship table (box values, edge rewards, amulet spots) and the temples."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.roundhouse.content import components
from engine.roundhouse.state import GameState
from locales.words import Words

from . import geometry as g
from . import icons, sprites, style, text
from .frames import frame
from .names import amulet_short, box_label, pictures

# Where a player's senior assistant sits inside a table box, by seat (3 + 2 layout).
_SEAT_OFFSETS = [(17, 40), (41, 40), (65, 40), (29, 64), (53, 64)]


def draw_static(im: Image.Image, d: ImageDraw.ImageDraw, words: Words) -> None:
    """The table's boxes with their values, the edge rewards, the amulet spots; the temples'
    title."""
    w = components().worship
    title = pictures(words, "table.title")
    text.write(d, (g.RIGHT_X, g.TABLE_TITLE_Y), title, style.font(24, bold=True), style.INK)
    hint = pictures(words, "table.hint")
    text.write(d, (g.RIGHT_X + 200, g.TABLE_TITLE_Y + 5), hint, style.font(17), style.MUTED)
    for box in range(w.rows * w.cols):
        x0, y0, x1, y1 = g.table_box(box)
        value = w.value(box)
        shade = 255 - value * 5
        d.rectangle((x0, y0, x1, y1), fill=(255, shade, shade - 20), outline=style.LINE, width=2)
        text.write(d, (x0 + 6, y0 + 3), str(value), style.font(20, bold=True), style.ROOF)
        name = box_label(components(), box)  # the box's name in the panel's labels
        text.write(d, (x1 - 6, y0 + 4), name, style.font(16), style.MUTED, anchor="ra")
    for col, reward in enumerate(w.column_rewards):
        x0, y0, x1, _ = g.table_box(col)
        icons.draw_tokens_centered(
            words.language,
            im,
            d,
            (x0 + x1) // 2,
            y0 - g.TABLE_TOP_H // 2,
            icons.reward_tokens(words, reward),
        )
    for row, reward in enumerate(w.row_rewards):
        x0, y0, _, y1 = g.table_box(row * w.cols)
        tokens = icons.reward_tokens(words, reward)
        icons.draw_tokens(
            words.language,
            im,
            d,
            x0 - 8 - icons.tokens_width(words.language, tokens),
            (y0 + y1) // 2,
            tokens,
        )
    for spot in w.amulet_spots:
        x, y = g.table_amulet_center(spot)
        d.rounded_rectangle((x - 34, y - 16, x + 34, y + 16), 15, outline=style.LINE, width=2)
    temples = pictures(words, "table.temples")
    text.write(d, (g.RIGHT_X, g.TEMPLES_Y), temples, style.font(22, bold=True), style.INK)


def draw_pieces(im: Image.Image, d: ImageDraw.ImageDraw, state: GameState, words: Words) -> None:
    """Senior assistants on the table, amulets still on their spots, the temples."""
    b = state.board
    for seat, boxes in enumerate(b.table):
        color = state.players[seat].color
        dx, dy = _SEAT_OFFSETS[seat % len(_SEAT_OFFSETS)]
        for box in boxes:
            x0, y0, _, _ = g.table_box(box)
            sprites.paste(
                im,
                sprites.assistant(words.language, color, senior=True, small=True),
                x0 + dx,
                y0 + dy,
            )
    for spot, kind in b.table_amulets.items():
        if kind:
            sprite = sprites.amulet(amulet_short(words, kind))
            sprites.paste(im, sprite, *g.table_amulet_center(spot))
    _draw_temples(im, d, state, words)


def _draw_temples(im: Image.Image, d: ImageDraw.ImageDraw, state: GameState, words: Words) -> None:
    c = components()
    f = style.font(18, bold=True)
    for i, (temple_id, up) in enumerate(
        zip(state.board.temples, state.board.temples_up, strict=True)
    ):
        x0, y0, x1, y1 = g.temple_box(i)
        fill = (250, 228, 180) if up else style.FACE_DOWN
        frame(d, (x0, y0, x1, y1), fill, radius=8)
        name = pictures(words, "table.temple", id=temple_id)
        text.draw(im, ((x0 + x1) // 2, y0 + 6), name, font=f, fill=style.INK, anchor="ma")
        if up:
            tokens = icons.reward_tokens(words, c.temple(temple_id).reward)
            icons.draw_tokens_centered(words.language, im, d, (x0 + x1) // 2, y0 + 48, tokens)
        else:
            text.draw(
                im,
                ((x0 + x1) // 2, y0 + 48),
                pictures(words, "table.used"),
                font=style.font(18),
                fill=style.INK,
                anchor="mm",
            )
