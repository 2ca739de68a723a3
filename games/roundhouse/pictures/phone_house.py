"""The round house on the phone picture: every room named, the leaders, the neutral leaders, the
assistants on the chairs, the cubes on the markets and the round track, at phone sizes.

`draw_static` draws what never changes during a game into a cached layer; `draw_pieces` draws
one state on a copy of it. Every text and piece goes through the `Layout` record.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.roundhouse.content import components
from engine.roundhouse.names import room_name
from engine.roundhouse.state import GameState
from locales.words import Words

from . import corridors, house, style, text
from . import phone_geometry as pg
from . import phone_style as ps
from .frames import CORRIDOR_FLOOR, frame
from .geometry import Box, spread_centres
from .layout import Layout
from .names import pictures, room_short

LINE = 27  # a room name's line step
NAME_TOP = 6
SLOT, SLOT_GAP = 36, 4  # a box on a tile or room that holds a cube or coins
CHAIR_W, CHAIR_H, CHAIR_PITCH = 42, 38, 52
LEADER_STEP = 2 * ps.LEADER_R + 4
TRACK_STEP, TRACK_PILL = 38, (64, 34)


def name_lines(words: Words, space: str, tiles: tuple[str, ...]) -> list[str]:
    """A space's name in at most two lines that fit its cell."""
    hall = space == components().house.hall
    name = room_name(words, "hall") if hall else room_short(words, space, list(tiles))
    x0, _, x1, _ = pg.SPACE_CELLS[space]
    f = _name_font()
    lines = text.wrap(name, f, x1 - x0 - 12)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    return [text.fit(line, f, x1 - x0 - 12) for line in lines]


def _name_font() -> text.Font:
    return ps.font(ps.TEXT, bold=True, condensed=True)


def slot_keys(space: str, tiles: tuple[str, ...]) -> list[str]:
    """The boxes shown on a space: market and warehouse squares, the Selling Market's boxes,
    the Money Lender's coins (keys as in `house`)."""
    c = components()
    if space.startswith("O"):
        tile_id = tiles[int(space[1:])]
        if tile_id in ("market_a", "market_b"):
            return [f"{tile_id}:{i}" for i in range(len(c.tile(tile_id).boxes))]
        if tile_id == "warehouse":
            return [f"warehouse:{i}" for i in range(len(c.tile(tile_id).refill))]
        return []
    if space == house.inner_space("selling_market"):
        return [f"selling:{res}" for res in c.room("selling_market").sell]
    if space == house.inner_space("money_lender"):
        return ["lender"]
    return []


def slot_centres(words: Words, space: str, tiles: tuple[str, ...]) -> dict[str, tuple[int, int]]:
    """Where each box of a space sits: a centred row under its name."""
    keys = slot_keys(space, tiles)
    x0, y0, x1, _ = pg.SPACE_CELLS[space]
    cy = y0 + NAME_TOP + LINE * len(name_lines(words, space, tiles)) + 4 + SLOT // 2
    width = len(keys) * SLOT + (len(keys) - 1) * SLOT_GAP
    left = (x0 + x1 - width) // 2
    return {k: (left + i * (SLOT + SLOT_GAP) + SLOT // 2, cy) for i, k in enumerate(keys)}


def chair_centre(chair: int) -> tuple[int, int]:
    """Chair `chair` side by side with its room's other chairs, at the room's bottom."""
    per_room = components().house.chairs_per_room
    room, k = divmod(chair, per_room)
    x0, _, x1, y1 = pg.SPACE_CELLS[f"I{room}"]
    return (x0 + x1) // 2 + (2 * k - (per_room - 1)) * CHAIR_PITCH // 2, y1 - 4 - CHAIR_H // 2


def leader_area(words: Words, space: str, tiles: tuple[str, ...]) -> Box:
    """Where a space's leaders stand: under its name and boxes, above an inner room's chairs;
    the hall's in its stairs, above their label."""
    if space == components().house.hall:
        x0, y0, x1, y1 = pg.HALL_STAIRS
        return (x0 + 4, y0 + 4, x1 - 4, y1 - LINE - 8)
    x0, y0, x1, y1 = pg.SPACE_CELLS[space]
    top = y0 + NAME_TOP + LINE * len(name_lines(words, space, tiles)) + 2
    if slot_keys(space, tiles):
        top += SLOT + 6
    bottom = y1 - 4 - CHAIR_H - 2 if space.startswith("I") else y1 - 4
    return (x0 + 4, top, x1 - 4, bottom)


# ---------------------------------------------------------------- what never changes


def draw_static(lay: Layout, words: Words, tiles: tuple[str, ...], end_space: int) -> None:
    """The house: its frame, the hall and its stairs, the tiles, the inner rooms with their
    empty chairs and boxes, the round track, the corridor and the key."""
    d = lay.draw
    x0, y0 = pg.SPACE_CELLS["H"][:2]
    x1, y1 = pg.SPACE_CELLS["O3"][2:]
    d.rounded_rectangle((x0 - 4, y0 - 4, x1 + 4, y1 + 4), 14, fill=(200, 184, 156))
    _draw_hall(lay, words, tiles)
    for space, box in pg.SPACE_CELLS.items():
        if space == components().house.hall:
            continue
        lay.region(space, box)
        frame(d, box, style.INNER_ROOM if space.startswith("I") else style.OUTER_ROOM)
        _draw_name(lay, words, space, tiles)
        for centre in slot_centres(words, space, tiles).values():
            frame(d, _slot_box(centre), style.PAPER, radius=6)
    for chair in range(len(house.inner_spaces()) * components().house.chairs_per_room):
        _draw_chair(lay, chair_centre(chair))
    _draw_track(lay, words, end_space)
    lay.region("corridor", pg.INNER_CORRIDOR)
    frame(d, pg.INNER_CORRIDOR, CORRIDOR_FLOOR)
    cx, cy = (
        pg.INNER_CORRIDOR[0] + pg.INNER_W // 2,
        (pg.INNER_CORRIDOR[1] + pg.INNER_CORRIDOR[3]) // 2,
    )
    to_the, hall = pictures(words, "phone.to_the"), pictures(words, "phone.hall")
    lay.text((cx, cy - LINE // 2), to_the, ps.font(), style.MUTED, anchor="mm")
    lay.text((cx, cy + LINE // 2), hall, ps.font(), style.MUTED, anchor="mm")
    _draw_key(lay, words)


def _slot_box(centre: tuple[int, int]) -> Box:
    cx, cy = centre
    return (cx - SLOT // 2, cy - SLOT // 2, cx + SLOT // 2, cy + SLOT // 2)


def _draw_name(lay: Layout, words: Words, space: str, tiles: tuple[str, ...]) -> None:
    x0, y0, x1, _ = pg.SPACE_CELLS[space]
    for i, line in enumerate(name_lines(words, space, tiles)):
        lay.text(((x0 + x1) // 2, y0 + NAME_TOP + i * LINE), line, _name_font(), anchor="ma")


def _draw_hall(lay: Layout, words: Words, tiles: tuple[str, ...]) -> None:
    """The hall and its stairs down to the inner ring, joined as one room (roof-coloured rim)."""
    d = lay.draw
    h, st = pg.SPACE_CELLS["H"], pg.HALL_STAIRS
    bridge = [(h[2] - 40, h[3]), (h[2], h[3] - 40), (st[0] + 40, st[1]), (st[0], st[1] + 40)]
    for grow, fill in ((3, style.ROOF), (0, style.HALL)):
        for box in (h, st):
            d.rounded_rectangle(
                (box[0] - grow, box[1] - grow, box[2] + grow, box[3] + grow), 12, fill=fill
            )
        d.polygon(bridge, fill=fill)
    d.polygon(bridge, fill=style.HALL)
    lay.region("H", h)
    _draw_name(lay, words, "H", tiles)
    lines = len(name_lines(words, "H", tiles))
    lay.text(
        ((h[0] + h[2]) // 2, h[1] + NAME_TOP + lines * LINE + 4),
        pictures(words, "house.worship"),
        ps.font(),
        style.MUTED,
        anchor="ma",
    )
    lay.region("stairs", st)
    stairs = pictures(words, "house.stairs")
    lay.text(((st[0] + st[2]) // 2, st[3] - 8), stairs, ps.font(), style.MUTED, anchor="md")


def _draw_chair(lay: Layout, centre: tuple[int, int]) -> None:
    """An empty chair: a brown seat with its backrest."""
    cx, cy = centre
    w, h = CHAIR_W // 2, CHAIR_H // 2
    d = lay.draw
    d.rounded_rectangle(
        (cx - w, cy - h, cx + w, cy + h), 7, fill=(170, 120, 70), outline=style.INK, width=2
    )
    d.line((cx - w + 7, cy - h + 7, cx + w - 7, cy - h + 7), fill=(120, 80, 40), width=3)


def track_centre(k: int) -> tuple[int, int]:
    """Round-track space k (0 = the incense burner), top to bottom in the left corridor."""
    x0, y0, _, _ = pg.ROUND_TRACK
    return x0 + 12 + TRACK_PILL[0] // 2, y0 + LINE + 16 + TRACK_PILL[1] // 2 + k * TRACK_STEP


def _pill(centre: tuple[int, int]) -> Box:
    cx, cy = centre
    w, h = TRACK_PILL[0] // 2, TRACK_PILL[1] // 2
    return (cx - w, cy - h, cx + w, cy + h)


def _track_label(k: int) -> str:
    return "◎" if k == 0 else str(k)


def _draw_track(lay: Layout, words: Words, end_space: int) -> None:
    """The round track's spaces from the incense burner (◎) to the end space."""
    box = pg.ROUND_TRACK
    lay.region("round track", box)
    d = lay.draw
    frame(d, box, CORRIDOR_FLOOR)
    title = pictures(words, "phone.round")
    lay.text(((box[0] + box[2]) // 2, box[1] + 6), title, _name_font(), anchor="ma")
    f = ps.font(ps.TEXT, bold=True, condensed=True)
    for k in range(end_space + 1):
        centre = track_centre(k)
        d.rounded_rectangle(_pill(centre), 12, fill=style.PAPER, outline=style.LINE, width=2)
        lay.text(centre, _track_label(k), f, anchor="mm")
    end = track_centre(end_space)
    end_word, hall = pictures(words, "round_track.end"), pictures(words, "round_track.hall")
    lay.text((_pill(end)[2] + 8, end[1]), end_word, ps.font(), style.MUTED, anchor="lm")
    lay.text(((box[0] + box[2]) // 2, box[3] - 8), hall, ps.font(), style.MUTED, anchor="md")


def _draw_key(lay: Layout, words: Words) -> None:
    """The courtyard's key to the pieces' shapes."""
    box = pg.COURTYARD
    lay.region("courtyard", box)
    frame(lay.draw, box, style.PAPER, width=1)
    items = [
        (ps.leader(words.language, "legend"), "leader"),
        (ps.leader(words.language, "legend", neutral=True), "neutral"),
        (ps.assistant(words.language, "legend"), "assistant"),
        (ps.assistant(words.language, "legend", senior=True), "senior"),
    ]
    f = ps.font(ps.TEXT, condensed=True)
    y = box[1] + 3
    for (sprite, _), label in items:
        cy = y + sprite.height // 2
        lay.piece(sprite, box[0] + 4 + ps.LEADER_R, cy, 0, "key")
        lay.text(
            (box[0] + 2 * ps.LEADER_R + 10, cy), pictures(words, f"house.{label}"), f, anchor="lm"
        )
        y += sprite.height - 2


# ---------------------------------------------------------------- what changes


def draw_pieces(lay: Layout, state: GameState, words: Words) -> None:
    """One state: the last move, cubes and coins, assistants on chairs, leaders, the round."""
    tiles = tuple(state.board.tiles)
    _draw_path(lay, corridors.highlight_path(state))
    _draw_boxes(lay, state, words, tiles)
    for k, chair in enumerate(state.board.chairs):
        if chair is not None:
            lay.within(f"I{k // components().house.chairs_per_room}")
            sprite, letter = ps.assistant(
                words.language, state.players[chair.seat].color, chair.senior
            )
            lay.piece(sprite, *chair_centre(k), letter, "assistant")
    _draw_leaders(lay, state, words, tiles)
    _draw_round(lay, state.board.round, state.board.end_space)


def _draw_path(lay: Layout, path: list[str]) -> None:
    """The last move: magenta outlines on the rooms passed, a thick one on the end room."""
    spaces = [sp for sp in path if sp in pg.SPACE_CELLS]
    d = lay.draw
    for i, space in enumerate(spaces):
        last = i == len(spaces) - 1
        d.rounded_rectangle(
            pg.SPACE_CELLS[space], 10, outline=style.HIGHLIGHT, width=7 if last else 4
        )


def _draw_boxes(lay: Layout, state: GameState, words: Words, tiles: tuple[str, ...]) -> None:
    """Cubes on the markets, the warehouse and the Selling Market; the Money Lender's coins."""
    b = state.board
    for space in pg.SPACE_CELLS:
        lay.within(space)
        for key, centre in slot_centres(words, space, tiles).items():
            if key == "lender":
                sprite, letter = ps.coin(str(b.money_lender))
                lay.piece(sprite, *centre, letter, "coins")
                continue
            value = _box_value(state, key)
            if value:
                sprite, letter = ps.cube(words.language, value)
                lay.piece(sprite, *centre, letter, "cube")


def _box_value(state: GameState, key: str) -> str | None:
    """The cube on a box key ('market_a:1', 'warehouse:0', 'selling:T')."""
    b = state.board
    name, index = key.split(":")
    if name == "selling":
        return next((cube for box, cube in b.selling.items() if box == index), None)
    boxes: dict[str, Sequence[str | None]] = {
        "market_a": b.market_a,
        "market_b": b.market_b,
        "warehouse": b.warehouse,
    }
    return boxes[name][int(index)]


def _draw_leaders(lay: Layout, state: GameState, words: Words, tiles: tuple[str, ...]) -> None:
    """Every leader (numbered when a player has two) and neutral, grouped by space."""
    by_space: dict[str, list[tuple[str, bool, int | None]]] = {}
    for p in state.players:
        two = len(p.leaders) > 1
        for i, space in enumerate(p.leaders):
            by_space.setdefault(space, []).append((p.color, False, i + 1 if two else None))
    for color, space in state.board.neutrals.items():
        by_space.setdefault(space, []).append((color, True, None))
    for space, pieces in by_space.items():
        if space not in pg.SPACE_CELLS:
            continue
        lay.within("stairs" if space == components().house.hall else space)
        area = leader_area(words, space, tiles)
        for (color, neutral, number), centre in zip(
            pieces, spread_centres(area, len(pieces), LEADER_STEP), strict=True
        ):
            sprite, letter = ps.leader(words.language, color, neutral, number)
            lay.piece(sprite, *centre, letter, "neutral" if neutral else "leader")


def _draw_round(lay: Layout, round_: int, end_space: int) -> None:
    """The round marker: its space filled in the roof colour; past the end, '+N' beside it."""
    lay.within("round track")
    shown = min(round_, end_space)
    centre = track_centre(shown)
    lay.draw.rounded_rectangle(_pill(centre), 12, fill=style.ROOF, outline=style.INK, width=3)
    f = ps.font(ps.TEXT, bold=True, condensed=True)
    lay.text(centre, _track_label(shown), f, (255, 255, 255), anchor="mm")
    if round_ > end_space:
        x = _pill(centre)[2] + 4
        lay.draw.rectangle(
            (x, centre[1] - 16, pg.ROUND_TRACK[2] - 4, centre[1] + 16), fill=CORRIDOR_FLOOR
        )
        lay.text((x + 4, centre[1]), f"+{round_ - end_space}", f, style.ROOF, anchor="lm")
