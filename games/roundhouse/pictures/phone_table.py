"""The worship table for a phone (the decision picture's, `phone_decision`): its boxes with
their values and names, the senior assistants on them, the rewards along its edges and the
amulets on their spots, every text 24 px or more at 800 px. The boxes a chain may end on and
the amulets a player may take are outlined, as the decision asks about them."""

from __future__ import annotations

from collections.abc import Collection

from engine.roundhouse.content import for_game
from engine.roundhouse.state import GameState
from locales.words import Words

from . import icons, style, text
from . import phone_style as ps
from .geometry import Box
from .layout import Layout
from .names import amulet_short, box_label

PAD = 16
TOP_H = 48  # the column rewards
LEFT_W = 88  # the row rewards
RIGHT_W = 120  # the amulets right of the rows
BOTTOM_H = 52  # the amulets under the columns
SENIORS_PER_ROW = 3


def cell(state: GameState) -> int:
    """A box's side (px): the width left by the edges, in equal columns."""
    cols = for_game(state).worship.cols
    return (ps.WIDTH - 2 * PAD - LEFT_W - RIGHT_W) // cols


def height(state: GameState) -> int:
    """The table's height, its edges included."""
    return TOP_H + for_game(state).worship.rows * cell(state) + BOTTOM_H


def box_of(state: GameState, top: int, box: int) -> Box:
    """Box `box` (row by row from the top-left) of a table drawn from `top`."""
    cols, side = for_game(state).worship.cols, cell(state)
    r, c = divmod(box, cols)
    x, y = PAD + LEFT_W + c * side, top + TOP_H + r * side
    return (x, y, x + side, y + side)


def spot_centre(state: GameState, top: int, spot: str) -> tuple[int, int]:
    """An amulet spot: 'cK' under column K, 'rK' right of row K."""
    w, side, k = for_game(state).worship, cell(state), int(spot[1:])
    if spot[0] == "c":
        x0, _, x1, _ = box_of(state, top, k)
        return ((x0 + x1) // 2, top + TOP_H + w.rows * side + BOTTOM_H // 2)
    _, y0, x1, y1 = box_of(state, top, k * w.cols + w.cols - 1)
    return (x1 + RIGHT_W // 2, (y0 + y1) // 2)


def draw_table(
    lay: Layout,
    state: GameState,
    words: Words,
    top: int,
    marked: tuple[Collection[int], Collection[str]] = ((), ()),
) -> int:
    """The table from `top` with its pieces; `marked`: the boxes and the amulet spots to
    outline. Returns the y under it."""
    w = for_game(state).worship
    ends, spots = marked
    for box in range(w.rows * w.cols):
        _box(lay, state, box_of(state, top, box), box, box in ends)
    for seat, boxes in enumerate(state.board.table):
        for box in boxes:
            _senior(lay, words.language, state, box_of(state, top, box), seat)
    for col, reward in enumerate(w.column_rewards):
        x0, y0, x1, _ = box_of(state, top, col)
        tokens = icons.reward_tokens(words, reward)
        draw_tokens(
            lay,
            words.language,
            (x0 + x1) // 2 - tokens_width(words.language, tokens) // 2,
            y0 - TOP_H // 2,
            tokens,
        )
    for row, reward in enumerate(w.row_rewards):
        x0, y0, _, y1 = box_of(state, top, row * w.cols)
        tokens = icons.reward_tokens(words, reward)
        draw_tokens(
            lay,
            words.language,
            x0 - 8 - tokens_width(words.language, tokens),
            (y0 + y1) // 2,
            tokens,
        )
    for spot in w.amulet_spots:
        _spot(lay, state, words, spot_centre(state, top, spot), spot, spot in spots)
    return top + height(state)


def _box(lay: Layout, state: GameState, box: Box, k: int, marked: bool) -> None:
    value = for_game(state).worship.value(k)
    shade = 255 - value * 5
    x0, y0, x1, _ = box
    lay.draw.rectangle(box, fill=(255, shade, shade - 20), outline=style.LINE, width=2)
    if marked:
        lay.draw.rectangle(box, outline=style.HIGHLIGHT, width=6)
    lay.text((x0 + 10, y0 + 8), str(value), ps.font(ps.NAME, bold=True), style.ROOF)
    name = box_label(for_game(state), k)
    lay.text((x1 - 10, y0 + 10), name, ps.font(ps.TEXT), style.MUTED, anchor="ra")


def _senior(lay: Layout, language: str, state: GameState, box: Box, seat: int) -> None:
    """A seat's senior assistant in a box, at its seat's place (rows of three)."""
    x0, y0, x1, _ = box
    sprite, letter = ps.assistant(language, state.players[seat].color, senior=True)
    row, col = divmod(seat, SENIORS_PER_ROW)
    step = sprite.width + 1
    left = x0 + (x1 - x0 - SENIORS_PER_ROW * step) // 2
    cx = left + step // 2 + col * step
    lay.piece(sprite, cx, y0 + 40 + step // 2 + row * step, letter, "senior")


def _spot(
    lay: Layout, state: GameState, words: Words, at: tuple[int, int], spot: str, marked: bool
) -> None:
    """An amulet on its spot, or the spot's empty outline once taken."""
    kind = state.board.table_amulets.get(spot)
    x, y = at
    half_w, half_h = ps.AMULET_W // 2, ps.AMULET_H // 2
    if kind:
        sprite, letter = ps.amulet(amulet_short(words, kind))
        lay.piece(sprite, x, y, letter, "amulet")
    else:
        outline = (x - half_w, y - half_h, x + half_w, y + half_h)
        lay.draw.rounded_rectangle(outline, half_h, outline=style.LINE, width=2)
    if marked:
        ring = (x - half_w - 5, y - half_h - 5, x + half_w + 5, y + half_h + 5)
        lay.draw.rounded_rectangle(ring, half_h + 5, outline=style.HIGHLIGHT, width=5)


def _token_width(language: str, kind: str, value: str) -> int:
    if kind == "text":
        return text.width(value, ps.font(ps.TEXT, bold=True))
    return ps.COIN if kind == "coin" else ps.cube(language, value)[0].width


def tokens_width(language: str, tokens: list[icons.Token], gap: int = 4) -> int:
    """The width of a row of tokens as `draw_tokens` draws it."""
    total = sum(_token_width(language, kind, value) + gap for kind, value in tokens)
    return max(0, total - gap)


def draw_tokens(
    lay: Layout, language: str, x: int, cy: int, tokens: list[icons.Token], gap: int = 4
) -> int:
    """Rewards as phone-sized cubes, coins and words from `x`, centred on `cy`; the x after."""
    f = ps.font(ps.TEXT, bold=True)
    for kind, value in tokens:
        if kind == "text":
            x = lay.text((x, cy), value, f, style.INK, anchor="lm")[2] + gap
            continue
        sprite, letter = ps.coin(value) if kind == "coin" else ps.cube(language, value)
        lay.piece(sprite, x + sprite.width // 2, cy, letter, kind)
        x += sprite.width + gap
    return x - gap
