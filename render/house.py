"""The round house: the hall, rooms, tiles and their contents, chairs, leaders, round track."""

from __future__ import annotations

import math
from functools import cache

from PIL import Image, ImageDraw

from engine.content import components
from engine.state import GameState

from . import corridors, icons, sprites, style, text, towns
from . import geometry as g
from .icons import Token
from .names import room_short

NAME_H = 28
LEADER_STEP = 44

ROOM_HINTS: dict[str, list[Token]] = {
    "I0": [("cube", "B"), ("text", "+TM")],
    "I1": [("text", "Pirate /"), ("cube", "G")],
    "I2": [("slot", "selling:T"), ("slot", "selling:C"), ("slot", "selling:F")],
    "I3": [("text", "1 Expert")],
    "I4": [("slot", "lender"), ("text", "+TM")],
    "I5": [("text", "enter:"), ("coin", "2")],
}
TRADE_TOKENS: dict[str, Token] = {
    "buy_basic": ("cube", "B"),
    "recruit": ("text", "Rec"),
    "amulet": ("text", "Amu"),
    "sell_basic": ("cube", "B"),
    "fire": ("text", "fire"),
    "sell_amulet": ("text", "Amu"),
}


def tile_lines(tile_id: str) -> list[list[Token]]:
    """A tile's printed content as rows of tokens; 'slot' tokens are where cubes go."""
    t = components().tile(tile_id)
    arrow: Token = ("text", "→")
    if tile_id in ("market_a", "market_b"):
        return [
            [("slot", f"{tile_id}:{i}"), arrow, *icons.reward_tokens(b)]
            for i, b in enumerate(t.boxes)
        ]
    if tile_id == "bank":
        return [
            [("coin", str(c)), arrow, *icons.reward_tokens(r)]
            for c, r in zip(t.costs, t.columns, strict=True)
        ]
    if tile_id == "black_market":
        rows = []
        for key, trade in components().black_market_trades.items():
            other = TRADE_TOKENS.get(key, ("text", key))
            if trade.pay_coins:
                rows.append([("coin", str(trade.pay_coins)), arrow, other])
            else:
                rows.append([other, arrow, ("coin", str(trade.gain_coins))])
        pairs = [[*a, ("text", " "), *b] for a, b in zip(rows[::2], rows[1::2], strict=True)]
        return [*pairs, [("text", "≤2 trades, then TM")]]
    coins: list[Token] = [("coin", str(c)) for c in t.costs]
    if tile_id == "trading_post":
        choice: list[Token] = [("text", "→ Rec/TM/Hlp/"), ("cube", "G")]
        return [coins, choice]
    if tile_id.startswith("meeting"):
        return [coins, [("text", "→ 1 Expert each")], [("text", "(or fire)")]]
    if tile_id == "warehouse":
        slots: list[Token] = [("slot", f"warehouse:{i}") for i in range(len(t.refill))]
        return [
            slots,
            [*coins, ("text", "→ 1 cube")],
            [("text", "then"), *icons.reward_tokens(t.reward)],
        ]
    return [[("text", t.text)]]


def _leader_area(space: str) -> g.Box:
    x0, y0, x1, y1 = g.SPACE_CELLS[space]
    if space.startswith("I"):
        return (x0 + 6, y0 + 66, x1 - 6, y0 + 106)
    if x1 - x0 > 1.5 * (y1 - y0):  # wide cell: leaders on the right
        return (x1 - 140, y0 + NAME_H + 4, x1 - 6, y1 - 6)
    if space == "H":
        return (x0 + 6, y0 + 56, x1 - 6, y1 - 6)
    return (x0 + 6, y1 - 50, x1 - 6, y1 - 6)


@cache
def tile_layout(
    space: str, tile_id: str
) -> tuple[list[tuple[int, int, list[Token]]], dict[str, tuple[int, int]]]:
    """Rows of a tile placed in its cell: [(x, centre y, tokens)], and slot centres by key."""
    x0, y0, x1, y1 = g.SPACE_CELLS[space]
    lx0, ly0, _, _ = _leader_area(space)
    right = lx0 - 6 if lx0 > x0 + 20 else x1 - 8
    bottom = ly0 - 4 if ly0 > y0 + NAME_H + 10 else y1 - 6
    lines = tile_lines(tile_id)
    avail = bottom - (y0 + NAME_H + 2)
    step = 32
    per_col = max(1, avail // step)
    if len(lines) > per_col and len(lines) * 28 <= avail:  # squeeze rows before a 2nd column
        step, per_col = avail // len(lines), len(lines)
    cols = math.ceil(len(lines) / per_col)
    col_w = (right - x0 - 8) // cols
    rows: list[tuple[int, int, list[Token]]] = []
    slots: dict[str, tuple[int, int]] = {}
    for i, tokens in enumerate(lines):
        col, row = divmod(i, per_col)
        w = icons.tokens_width(tokens)
        x = x0 + 8 + col * col_w + max(0, (col_w - w) // 2)
        cy = y0 + NAME_H + 2 + row * step + step // 2
        rows.append((x, cy, tokens))
        for key, sx in icons.slot_centers(x, tokens).items():
            slots[key] = (sx, cy)
    return rows, slots


@cache
def room_layout(space: str) -> tuple[int, int, dict[str, tuple[int, int]]]:
    """An inner room's hint row (x, centre y) and its slot centres."""
    x0, y0, x1, _ = g.SPACE_CELLS[space]
    tokens = ROOM_HINTS[space]
    w = icons.tokens_width(tokens)
    x = (x0 + x1 - w) // 2
    cy = y0 + 47
    return x, cy, {k: (sx, cy) for k, sx in icons.slot_centers(x, tokens).items()}


def chair_center(chair: int) -> tuple[int, int]:
    x0, _, x1, y1 = g.INNER_CELLS[f"I{chair // 2}"]
    cx = (x0 + x1) // 2 + (-24 if chair % 2 == 0 else 24)
    return cx, y1 - 22


def _cell(d: ImageDraw.ImageDraw, box: g.Box, fill: style.RGB) -> None:
    d.rounded_rectangle(box, 10, fill=fill, outline=style.LINE, width=2)


def draw_static(
    im: Image.Image, d: ImageDraw.ImageDraw, tiles: tuple[str, ...], end_space: int
) -> None:
    """Everything in the house that never changes during a game."""
    hx, hy, s = g.HOUSE_X, g.HOUSE_Y, g.HOUSE_SIZE
    d.rounded_rectangle(
        (hx - 4, hy - 4, hx + s + 4, hy + s + 4),
        18,
        fill=(200, 184, 156),
        outline=style.ROOF,
        width=4,
    )
    # The hall: outer corner cell + the stairs down to the inner ring, joined.
    h, st = g.OUTER_CELLS["H"], g.HALL_STAIRS
    bridge = [(h[2] - 60, h[3]), (h[2], h[3] - 60), (st[0] + 60, st[1]), (st[0], st[1] + 60)]
    for grow, fill in ((3, style.ROOF), (0, style.HALL)):
        d.rounded_rectangle((h[0] - grow, h[1] - grow, h[2] + grow, h[3] + grow), 12, fill=fill)
        d.rounded_rectangle((st[0] - grow, st[1] - grow, st[2] + grow, st[3] + grow), 12, fill=fill)
        d.polygon(bridge, fill=fill)
    d.polygon(bridge, fill=style.HALL)
    f_name = style.font(19, bold=True)
    d.text((h[0] + 100, h[1] + 8), "Ancestral Hall", font=f_name, fill=style.INK, anchor="ma")
    d.text((h[0] + 100, h[1] + 32), "worship", font=style.font(17), fill=style.MUTED, anchor="ma")
    d.text(g.center(st), "stairs ↘", font=style.font(17), fill=style.MUTED, anchor="mm")
    for i, tile_id in enumerate(tiles):
        space = f"O{i}"
        box = g.OUTER_CELLS[space]
        _cell(d, box, style.OUTER_ROOM)
        name, f_tile = room_short(space, list(tiles)), f_name
        if text.width(name, f_tile) > box[2] - box[0] - 12:
            f_tile = style.font(19, bold=True, condensed=True)
        name = text.fit(name, f_tile, box[2] - box[0] - 12)
        d.text(((box[0] + box[2]) // 2, box[1] + 6), name, font=f_tile, fill=style.INK, anchor="ma")
        rows, _ = tile_layout(space, tile_id)
        for x, cy, tokens in rows:
            icons.draw_tokens(im, d, x, cy, tokens)
    f_room = style.font(18, bold=True, condensed=True)
    for i in range(6):
        space = f"I{i}"
        box = g.INNER_CELLS[space]
        _cell(d, box, style.INNER_ROOM)
        d.text(
            ((box[0] + box[2]) // 2, box[1] + 5),
            room_short(space, list(tiles)),
            font=f_room,
            fill=style.INK,
            anchor="ma",
        )
        x, cy, _ = room_layout(space)
        icons.draw_tokens(im, d, x, cy, ROOM_HINTS[space])
        for chair in (2 * i, 2 * i + 1):
            cx, cy2 = chair_center(chair)
            d.rounded_rectangle(
                (cx - 20, cy2 - 18, cx + 20, cy2 + 18),
                6,
                fill=(170, 120, 70),
                outline=style.INK,
                width=2,
            )
            d.line((cx - 14, cy2 - 12, cx + 14, cy2 - 12), fill=(120, 80, 40), width=3)
    _draw_round_track(d, end_space)
    ic = g.INNER_CORRIDOR
    _cell(d, ic, (214, 204, 184))
    d.text(
        g.center(ic),
        "corridor\n↑ to the\nHall",
        font=style.font(17),
        fill=style.MUTED,
        anchor="mm",
        align="center",
    )
    _draw_legend(im, d)
    outer = ["H", "O0", "O1", "O2", "O3", "O4", "O5"]
    ring = [g.OUTER_CELLS[sp] for sp in outer] + [g.ROUND_TRACK_CELL]
    inner = [st] + [g.INNER_CELLS[f"I{i}"] for i in range(6)] + [ic]
    for cells in (ring, inner):
        for a, b in zip(cells, cells[1:] + cells[:1], strict=True):
            corridors.arrow_between(d, a, b)
    for a, b in g.STAIRS:
        corridors.stairs(d, a, b)
    towns.draw_static(d)


def _draw_round_track(d: ImageDraw.ImageDraw, end_space: int) -> None:
    box = g.ROUND_TRACK_CELL
    _cell(d, box, (214, 204, 184))
    cx = (box[0] + box[2]) // 2
    d.text(
        (cx, box[1] + 6), "Round track", font=style.font(18, bold=True), fill=style.INK, anchor="ma"
    )
    for k in range(end_space + 1):
        x, y = round_space_center(k)
        fill = (255, 236, 200) if k == end_space else style.PAPER
        d.ellipse((x - 17, y - 17, x + 17, y + 17), fill=fill, outline=style.LINE, width=2)
        label = "◎" if k == 0 else str(k)
        d.text((x, y + 1), label, font=style.font(17, bold=True), fill=style.INK, anchor="mm")
    d.text((cx + 10, box[3] - 22), "↑ Hall", font=style.font(17), fill=style.MUTED, anchor="mm")


def round_space_center(k: int) -> tuple[int, int]:
    """Round-track space k (0 = the incense burner), top to bottom in the left corridor."""
    box = g.ROUND_TRACK_CELL
    return (box[0] + 40, box[1] + 52 + k * 37)


PAST_END_DX = 64  # a marker past the end space stands this far right of it


def round_marker_center(round_: int, end_space: int) -> tuple[int, int]:
    """Where the round marker is drawn: on its space, or beside the end space (to its right,
    off the track) once final-turn worships have moved it past the end."""
    if round_ <= end_space:
        return round_space_center(round_)
    x, y = round_space_center(end_space)
    return x + PAST_END_DX, y


def _draw_legend(im: Image.Image, d: ImageDraw.ImageDraw) -> None:
    x0, y0, _, _ = g.COURTYARD
    d.rounded_rectangle(g.COURTYARD, 10, fill=style.PAPER, outline=style.LINE, width=1)
    f = style.font(17, condensed=True)
    items = [
        (sprites.leader("legend"), "leader"),
        (sprites.leader("legend", neutral=True), "neutral"),
        (sprites.assistant("legend"), "assistant"),
        (sprites.assistant("legend", senior=True), "senior"),
    ]
    for i, (sprite, label) in enumerate(items):
        cy = y0 + 20 + i * 35
        sprites.paste(im, sprite, x0 + 26, cy)
        d.text((x0 + 52, cy), label, font=f, fill=style.INK, anchor="lm")


def draw_pieces(im: Image.Image, d: ImageDraw.ImageDraw, state: GameState) -> None:
    """Everything in the house that changes: cubes, coins, chairs, leaders, the path, towns."""
    b = state.board
    colors = [p.color for p in state.players]
    corridors.draw_path(d, corridors.highlight_path(state))
    for i, tile_id in enumerate(b.tiles):
        _, slots = tile_layout(f"O{i}", tile_id)
        values: list[str | None] = []
        if tile_id == "market_a":
            values = b.market_a
        elif tile_id == "market_b":
            values = b.market_b
        elif tile_id == "warehouse":
            values = b.warehouse
        for k, v in enumerate(values):
            if v and f"{tile_id}:{k}" in slots:
                _draw_cube(im, d, slots[f"{tile_id}:{k}"], v)
    _, _, sell_slots = room_layout("I2")
    for res, v in b.selling.items():
        if v:
            _draw_cube(im, d, sell_slots[f"selling:{res}"], v)
    _, _, lender = room_layout("I4")
    sprites.paste(im, sprites.coin(str(b.money_lender), 30), *lender["lender"])
    for k, chair in enumerate(b.chairs):
        if chair is not None:
            sprites.paste(im, sprites.assistant(colors[chair.seat], chair.senior), *chair_center(k))
    by_space: dict[str, list[Image.Image]] = {}
    for p in state.players:
        two = len(p.leaders) > 1
        for i, space in enumerate(p.leaders):
            by_space.setdefault(space, []).append(
                sprites.leader(p.color, number=i + 1 if two else None)
            )
    for color, space in b.neutrals.items():
        by_space.setdefault(space, []).append(sprites.leader(color, neutral=True))
    for space, pieces in by_space.items():
        _place(im, _leader_area(space), pieces, LEADER_STEP)
    towns.draw_pieces(im, d, state)


def _draw_cube(im: Image.Image, d: ImageDraw.ImageDraw, at: tuple[int, int], value: str) -> None:
    """A cube on a box; 'GT' is a Gold cube sold as Tea (a gold cube labelled 'GT')."""
    sprites.paste(im, sprites.cube(value[0], 30, value if len(value) > 1 else None), *at)


def _place(im: Image.Image, area: g.Box, pieces: list[Image.Image], step: int) -> None:
    """Pieces in rows inside an area, centred; squeezed if there are too many."""
    x0, y0, x1, y1 = area
    per_row = max(1, (x1 - x0) // step)
    rows = math.ceil(len(pieces) / per_row)
    row_step = min(step, (y1 - y0) // max(rows, 1)) if rows > 1 else step
    for i, sprite in enumerate(pieces):
        row, col = divmod(i, per_row)
        in_row = min(per_row, len(pieces) - row * per_row)
        cx = (x0 + x1) / 2 + (col - (in_row - 1) / 2) * step
        cy = (y0 + y1) / 2 + (row - (rows - 1) / 2) * row_step
        sprites.paste(im, sprite, cx, cy)
