"""The round house: the hall, the rooms, the tiles and their printed contents, chairs and
leaders, and the cubes and coins on them.

`draw_static` draws what never changes during a game (into the cached layer), `draw_pieces`
what does. The round track in the left corridor is `round_track.py`, the towns under the house
`towns.py`, the corridor chevrons and the move path `corridors.py`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from PIL import Image, ImageDraw

from engine.roundhouse.content import components
from engine.roundhouse.names import room_name
from engine.roundhouse.state import Board, GameState
from locales.words import Words, words_for

from . import corridors, icons, round_track, sprites, style, text, towns
from . import geometry as g
from .frames import CORRIDOR_FLOOR, frame
from .icons import Token
from .names import pictures, room_short

NAME_H = 28
LEADER_STEP = 44
CHAIR_PITCH = 48  # between the centres of neighbouring chairs

# What an inner room's hint row shows, by room id (a text token's value is its catalogue key);
# `room_hints` builds the others (the Smuggle Room's alternative, the Selling Market's
# boxes, the Lobby's entry fee) from the data.
ROOM_HINTS: dict[str, list[Token]] = {
    "delivery": [("cube", "B"), ("text", "house.plus_tm")],
    "expert_room": [("text", "house.one_expert")],
    "money_lender": [("slot", "lender"), ("text", "house.plus_tm")],
}
TRADE_TOKENS: dict[str, Token] = {  # a text token's value is its catalogue key
    "buy_basic": ("cube", "B"),
    "recruit": ("text", "token.recruit"),
    "amulet": ("text", "house.amulet"),
    "sell_basic": ("cube", "B"),
    "fire": ("text", "house.fire"),
    "sell_amulet": ("text", "house.amulet"),
}


def _worded(words: Words, token: Token) -> Token:
    """A token whose text value is a catalogue key, with the key's words."""
    kind, value = token
    return (kind, pictures(words, value)) if kind == "text" else token


def _said(words: Words, key: str, **params: object) -> Token:
    """A text token of the catalogue's `house` words."""
    return ("text", pictures(words, f"house.{key}", **params))


def tile_lines(words: Words, tile_id: str, rules: int | None = None) -> list[list[Token]]:
    """A tile's printed content as rows of tokens, with the values of rules version `rules`
    (None: the newest); 'slot' tokens are where cubes go."""
    t = components(rules).tile(tile_id)
    arrow: Token = ("text", "→")
    if tile_id in ("market_a", "market_b"):
        return [
            [("slot", f"{tile_id}:{i}"), arrow, *icons.reward_tokens(words, b)]
            for i, b in enumerate(t.boxes)
        ]
    if tile_id == "bank":
        return [
            [("coin", str(c)), arrow, *icons.reward_tokens(words, r)]
            for c, r in zip(t.costs, t.columns, strict=True)
        ]
    if tile_id == "black_market":
        rows = []
        for key, trade in components().black_market_trades.items():
            other = _worded(words, TRADE_TOKENS[key])
            if trade.pay_coins:
                rows.append([("coin", str(trade.pay_coins)), arrow, other])
            else:
                rows.append([other, arrow, ("coin", str(trade.gain_coins))])
        pairs = [[*a, ("text", " "), *b] for a, b in zip(rows[::2], rows[1::2], strict=True)]
        return [*pairs, [_said(words, "trades", n=t.max_actions)]]
    coins: list[Token] = [("coin", str(c)) for c in t.costs]
    if tile_id == "trading_post":
        return [coins, [_said(words, "trading_post"), ("cube", "G")]]
    if tile_id.startswith("meeting"):
        return [coins, [_said(words, "meeting")], [_said(words, "or_fire")]]
    if tile_id == "warehouse":
        slots: list[Token] = [("slot", f"warehouse:{i}") for i in range(len(t.refill))]
        return [
            slots,
            [*coins, _said(words, "one_cube")],
            [_said(words, "then"), *icons.reward_tokens(words, t.reward)],
        ]
    return [[("text", room_name(words, tile_id))]]


def inner_spaces() -> list[str]:
    """The inner ring's spaces, clockwise from the hall's stairs: I0, I1, …"""
    return [f"I{i}" for i in range(len(components().house.inner))]


def inner_space(room_id: str) -> str:
    """The space of an inner room, by its id in the data ('selling_market' -> 'I2')."""
    return f"I{components().house.inner.index(room_id)}"


@cache
def room_hints(language: str, space: str) -> list[Token]:
    """The hint row of the inner room on `space`: 'slot' tokens are where cubes or coins go."""
    c, words = components(), words_for(language)
    room_id = c.house.inner[int(space[1:])]
    if room_id == "smuggle":
        return [_said(words, "pirate"), *icons.reward_tokens(words, c.room(room_id).reward)]
    if room_id == "selling_market":
        return [("slot", f"selling:{res}") for res in c.room(room_id).sell]
    if room_id == "lobby":
        return [_said(words, "enter"), ("coin", str(c.house.lobby_entry_coins))]
    return [_worded(words, token) for token in ROOM_HINTS[room_id]]


def _leader_area(space: str) -> g.Box:
    """Where a space's leaders stand: under an inner room's hints, right of a wide tile's rows,
    at the bottom of the other cells."""
    x0, y0, x1, y1 = g.SPACE_CELLS[space]
    if space.startswith("I"):
        return (x0 + 6, y0 + 66, x1 - 6, y0 + 106)
    if x1 - x0 > 1.5 * (y1 - y0):  # wide cell: leaders on the right
        return (x1 - 140, y0 + NAME_H + 4, x1 - 6, y1 - 6)
    if space == components().house.hall:
        return (x0 + 6, y0 + 56, x1 - 6, y1 - 6)
    return (x0 + 6, y1 - 50, x1 - 6, y1 - 6)


@cache
def tile_layout(
    language: str, space: str, tile_id: str, rules: int | None = None
) -> tuple[list[tuple[int, int, list[Token]]], dict[str, tuple[int, int]]]:
    """Rows of a tile placed in its cell: [(x, centre y, tokens)], and slot centres by key
    (the tile as printed for rules version `rules`, None: the newest, in `language`)."""
    x0, y0, x1, y1 = g.SPACE_CELLS[space]
    lx0, ly0, _, _ = _leader_area(space)
    right = lx0 - 6 if lx0 > x0 + 20 else x1 - 8
    bottom = ly0 - 4 if ly0 > y0 + NAME_H + 10 else y1 - 6
    lines = tile_lines(words_for(language), tile_id, rules)
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
        w = icons.tokens_width(language, tokens)
        x = x0 + 8 + col * col_w + max(0, (col_w - w) // 2)
        cy = y0 + NAME_H + 2 + row * step + step // 2
        rows.append((x, cy, tokens))
        for key, sx in icons.slot_centers(language, x, tokens).items():
            slots[key] = (sx, cy)
    return rows, slots


@cache
def room_layout(language: str, space: str) -> tuple[int, int, dict[str, tuple[int, int]]]:
    """An inner room's hint row (x, centre y) and its slot centres."""
    x0, y0, x1, _ = g.SPACE_CELLS[space]
    tokens = room_hints(language, space)
    w = icons.tokens_width(language, tokens)
    x = (x0 + x1 - w) // 2
    cy = y0 + 47
    return x, cy, {k: (sx, cy) for k, sx in icons.slot_centers(language, x, tokens).items()}


def chair_center(chair: int) -> tuple[int, int]:
    """Where chair `chair` stands: an inner room's chairs side by side at its bottom."""
    per_room = components().house.chairs_per_room
    room, k = divmod(chair, per_room)
    x0, _, x1, y1 = g.INNER_CELLS[f"I{room}"]
    cx = (x0 + x1) // 2 + (2 * k - (per_room - 1)) * CHAIR_PITCH // 2
    return cx, y1 - 22


# ---------------------------------------------------------------- what never changes


def draw_static(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    words: Words,
    tiles: tuple[str, ...],
    end_space: int,
    rules: int | None = None,
) -> None:
    """Everything in the house that never changes during a game (its tiles as printed for the
    game's rules version `rules`, None: the newest)."""
    hx, hy, s = g.HOUSE_X, g.HOUSE_Y, g.HOUSE_SIZE
    d.rounded_rectangle(
        (hx - 4, hy - 4, hx + s + 4, hy + s + 4),
        18,
        fill=(200, 184, 156),
        outline=style.ROOF,
        width=4,
    )
    _draw_hall(d, words)
    for i in range(len(tiles)):
        _draw_tile(im, d, words, f"O{i}", tiles, rules)
    for space in inner_spaces():
        _draw_inner_room(im, d, words, space, tiles)
    round_track.draw_static(d, words, end_space)
    _draw_inner_corridor(d, words)
    _draw_legend(im, d, words)
    corridors.draw_static(d, len(tiles))
    towns.draw_static(d, words)


def _grown(box: g.Box, by: int) -> g.Box:
    """`box` grown by `by` pixels on every side."""
    x0, y0, x1, y1 = box
    return (x0 - by, y0 - by, x1 + by, y1 + by)


def _draw_hall(d: ImageDraw.ImageDraw, words: Words) -> None:
    """The hall (the outer ring's corner) and its stairs down to the inner ring, joined as one
    room with a roof-coloured rim."""
    c = components()
    h, st = g.OUTER_CELLS[c.house.hall], g.HALL_STAIRS
    bridge = [(h[2] - 60, h[3]), (h[2], h[3] - 60), (st[0] + 60, st[1]), (st[0], st[1] + 60)]
    for grow, fill in ((3, style.ROOF), (0, style.HALL)):
        d.rounded_rectangle(_grown(h, grow), 12, fill=fill)
        d.rounded_rectangle(_grown(st, grow), 12, fill=fill)
        d.polygon(bridge, fill=fill)
    d.polygon(bridge, fill=style.HALL)
    name = room_name(words, "hall")
    f_name, f = style.font(19, bold=True), style.font(17)
    text.write(d, (h[0] + 100, h[1] + 8), name, f_name, style.INK, anchor="ma")
    worship = pictures(words, "house.worship")
    text.write(d, (h[0] + 100, h[1] + 32), worship, f, style.MUTED, anchor="ma")
    text.write(d, g.center(st), pictures(words, "house.stairs"), f, style.MUTED, anchor="mm")


def _draw_tile(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    words: Words,
    space: str,
    tiles: tuple[str, ...],
    rules: int | None,
) -> None:
    """An outer room: its tile's name (condensed or shortened to fit) and printed contents."""
    box = g.OUTER_CELLS[space]
    frame(d, box, style.OUTER_ROOM)
    name, font = room_short(words, space, list(tiles)), style.font(19, bold=True)
    if text.width(name, font) > box[2] - box[0] - 12:
        font = style.font(19, bold=True, condensed=True)
    name = text.fit(name, font, box[2] - box[0] - 12)
    text.write(d, ((box[0] + box[2]) // 2, box[1] + 6), name, font, style.INK, anchor="ma")
    rows, _ = tile_layout(words.language, space, tiles[int(space[1:])], rules)
    for x, cy, tokens in rows:
        icons.draw_tokens(words.language, im, d, x, cy, tokens)


def _draw_inner_room(
    im: Image.Image, d: ImageDraw.ImageDraw, words: Words, space: str, tiles: tuple[str, ...]
) -> None:
    """An inner room: its name, its hint row and its empty chairs."""
    box = g.INNER_CELLS[space]
    frame(d, box, style.INNER_ROOM)
    name = room_short(words, space, list(tiles))
    f_room = style.font(18, bold=True, condensed=True)
    text.write(d, ((box[0] + box[2]) // 2, box[1] + 5), name, f_room, style.INK, anchor="ma")
    x, cy, _ = room_layout(words.language, space)
    icons.draw_tokens(words.language, im, d, x, cy, room_hints(words.language, space))
    per_room = components().house.chairs_per_room
    first = int(space[1:]) * per_room
    for chair in range(first, first + per_room):
        _draw_chair(d, *chair_center(chair))


def _draw_chair(d: ImageDraw.ImageDraw, cx: int, cy: int) -> None:
    """An empty chair: a brown seat with its backrest."""
    d.rounded_rectangle(
        (cx - 20, cy - 18, cx + 20, cy + 18), 6, fill=(170, 120, 70), outline=style.INK, width=2
    )
    d.line((cx - 14, cy - 12, cx + 14, cy - 12), fill=(120, 80, 40), width=3)


def _draw_inner_corridor(d: ImageDraw.ImageDraw, words: Words) -> None:
    """The inner ring's way back to the hall (left of the courtyard)."""
    ic = g.INNER_CORRIDOR
    frame(d, ic, CORRIDOR_FLOOR)
    corridor = pictures(words, "house.corridor")
    text.write_lines(d, g.center(ic), corridor, style.font(17), style.MUTED)


def _draw_legend(im: Image.Image, d: ImageDraw.ImageDraw, words: Words) -> None:
    """The courtyard's key to the pieces' shapes."""
    x0, y0, _, _ = g.COURTYARD
    frame(d, g.COURTYARD, style.PAPER, width=1)
    f = style.font(17, condensed=True)
    items = [
        (sprites.leader(words.language, "legend"), "leader"),
        (sprites.leader(words.language, "legend", neutral=True), "neutral"),
        (sprites.assistant(words.language, "legend"), "assistant"),
        (sprites.assistant(words.language, "legend", senior=True), "senior"),
    ]
    for i, (sprite, label) in enumerate(items):
        cy = y0 + 20 + i * 35
        sprites.paste(im, sprite, x0 + 26, cy)
        text.write(d, (x0 + 52, cy), pictures(words, f"house.{label}"), f, style.INK, anchor="lm")


# ---------------------------------------------------------------- what changes


def draw_pieces(im: Image.Image, d: ImageDraw.ImageDraw, state: GameState, words: Words) -> None:
    """Everything in the house that changes: cubes, coins, chairs, leaders, the path, towns."""
    b, language = state.board, words.language
    corridors.draw_path(d, corridors.highlight_path(state))
    for i, tile_id in enumerate(b.tiles):
        _, slots = tile_layout(language, f"O{i}", tile_id, state.setup.rules)
        for k, v in enumerate(_tile_cubes(b, tile_id)):
            if v and f"{tile_id}:{k}" in slots:
                _draw_cube(im, language, slots[f"{tile_id}:{k}"], v)
    _, _, sell_slots = room_layout(language, inner_space("selling_market"))
    for res, v in b.selling.items():
        if v:
            _draw_cube(im, language, sell_slots[f"selling:{res}"], v)
    _, _, lender = room_layout(language, inner_space("money_lender"))
    sprites.paste(im, sprites.coin(str(b.money_lender), 30), *lender["lender"])
    for k, chair in enumerate(b.chairs):
        if chair is not None:
            color = state.players[chair.seat].color
            sprites.paste(im, sprites.assistant(language, color, chair.senior), *chair_center(k))
    _draw_leaders(im, language, state)
    towns.draw_pieces(im, d, state, words)


def _tile_cubes(board: Board, tile_id: str) -> Sequence[str | None]:
    """The cubes on a tile's boxes (none for a tile without boxes)."""
    boxes: dict[str, Sequence[str | None]] = {
        "market_a": board.market_a,
        "market_b": board.market_b,
        "warehouse": board.warehouse,
    }
    return boxes.get(tile_id, [])


def _draw_cube(im: Image.Image, language: str, at: tuple[int, int], value: str) -> None:
    """A cube on a box; 'GT' is a Gold cube sold as Tea (a gold cube marked as Tea)."""
    sprites.paste(im, sprites.cube(language, value, 30), *at)


def _draw_leaders(im: Image.Image, language: str, state: GameState) -> None:
    """Every leader (numbered when a player has two) and neutral, grouped by space."""
    by_space: dict[str, list[Image.Image]] = {}
    for p in state.players:
        two = len(p.leaders) > 1
        for i, space in enumerate(p.leaders):
            by_space.setdefault(space, []).append(
                sprites.leader(language, p.color, number=i + 1 if two else None)
            )
    for color, space in state.board.neutrals.items():
        by_space.setdefault(space, []).append(sprites.leader(language, color, neutral=True))
    for space, pieces in by_space.items():
        _place(im, _leader_area(space), pieces, LEADER_STEP)


def _place(im: Image.Image, area: g.Box, pieces: list[Image.Image], step: int) -> None:
    """Pieces in rows inside an area, centred; squeezed if there are too many."""
    for sprite, (cx, cy) in zip(pieces, g.spread_centres(area, len(pieces), step), strict=True):
        sprites.paste(im, sprite, cx, cy)
