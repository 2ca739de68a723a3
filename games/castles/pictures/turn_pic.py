"""The public turn picture, drawn from the engine's public view and public events only (never
a seat's bonus cards or the deck order): the round and who is next, what the turn did and
what it scored, the part of the builder's castle that changed (the whole castle when it is
small enough to read), the market with its prices and the scores."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.castles.content import content
from engine.castles.events import Event, GameEnded
from engine.castles.lines import Namer, story
from engine.castles.names import bonus, money, points_short, room
from engine.castles.names import room_type as type_name
from games.common.names import seat as numbered_seat
from locales.words import Words

from . import blocks, final_pic, style
from .canvas import Canvas, fit, keeping, printable
from .castle_pic import castle_of
from .frames import Window, around, room_cells, union
from .shapes import room_type, shape
from .sprites import room_sprite
from .story import builder_of

CROP_ROWS = 12  # rows of cells of the "what changed" part
SPACE = 12
MARKET_ROW = 64
ICON_CELL = 10  # px per cell of a market room's drawing
ICON_W = 84
SCORE_ROW = 44
STORY_LINES = 6
NEXT = ("arrange", "arrange_to", "buy", "place", "return_card")  # what Next: says they do


def namer(words: Words, view: dict[str, Any]) -> Namer:
    """seat -> the seat's name as the picture draws it."""
    f = style.font(style.NAME, bold=True)
    names = [
        printable(p["name"], f, numbered_seat(words, i)) for i, p in enumerate(view["players"])
    ]
    return lambda seat: names[seat]


def _changed(view: dict[str, Any], events: Sequence[Event]) -> tuple[int, list[int]] | None:
    found = builder_of(events)
    if found is None:
        return None
    seat, placed = found
    rooms = [(r["tile"], r["x"], r["y"], r["rot"]) for r in view["players"][seat]["rooms"]]
    return seat, [i for i, r in enumerate(rooms) if r in placed]


def changed_window(
    view: dict[str, Any], events: Sequence[Event]
) -> tuple[int, frozenset[int], Window] | None:
    """The builder's seat, the rooms placed and the window on them; None if none placed."""
    found = _changed(view, events)
    if found is None or not found[1]:
        return None
    seat, rooms = found
    castle = castle_of(view, seat)
    focus = union(
        *(
            room_cells(
                castle.rooms[r].tile, castle.rooms[r].x, castle.rooms[r].y, castle.rooms[r].rot
            )
            for r in rooms
        )
    )
    width = style.WIDTH - 2 * style.MARGIN
    return seat, frozenset(rooms), around(castle, focus, width, style.CELL_TURN, CROP_ROWS)


@keeping
def draw_turn(words: Words, view: dict[str, Any], events: Sequence[Event]) -> Canvas:
    """The turn picture of a public view after the turn's public events; once the game is
    over, every castle side by side (`final_pic`) in place of the market."""
    who = namer(words, view)
    lines = story(words, events, who)[-STORY_LINES:] or [words("castles_pictures.under_way")]
    probe = Canvas.new(1)
    story_h = blocks.lines_block(probe, lines, 0, max_lines=STORY_LINES)
    over = bool(view["over"])
    change = None if over else changed_window(view, events)
    part = castle_part(words, view, change, who) if change else None
    n = len(view["players"])
    middle = (
        final_pic.grid_height(n) + blocks.LEGEND_H
        if over
        else 40 + len(view["market"]) * MARKET_ROW + blocks.ROW_H
    )
    height = (
        blocks.BAND_H + SPACE + story_h + SPACE + (part.im.height + SPACE if part else 0)
        + middle + SPACE + 40 + n * SCORE_ROW + SPACE
    )  # fmt: skip
    cv = Canvas.new(height)
    y = blocks.band(cv, title(words, view), _next(words, view, who)) + SPACE
    y += blocks.lines_block(cv, lines, y, max_lines=STORY_LINES) + SPACE
    if part:
        cv.paste(part, (0, y))
        y += part.im.height + SPACE
    ended = next((e for e in events if isinstance(e, GameEnded)), None)
    if over:
        y += final_pic.castles_grid(words, cv, view, y, [who(s) for s in range(n)], ended)
        y += blocks.legend_block(words, cv, y) + SPACE
    else:
        y += _market(words, cv, view, y) + SPACE
    _scores(words, cv, view, y, who, ended)
    return cv


def title(words: Words, view: dict[str, Any]) -> str:
    """'Round 3', 'Round 9 · the last round', 'Set-up' before the first round, 'Game over'."""
    if view["over"]:
        return words("castles_pictures.over")
    if view["round"] == 0:
        return words("castles_pictures.setup_title")
    last = words("castles_pictures.last_round") if view["last_round"] else ""
    return words("castles_pictures.round_title", round=view["round"]) + last


def _next(words: Words, view: dict[str, Any], who: Namer) -> str:
    seat, decision = view["deciding"], view["decision"]
    if seat is None or decision is None:
        return words("castles_pictures.master_builder", who=who(view["builder"]))
    kind = decision["kind"] if decision["kind"] in NEXT else "other"
    doing = words(f"castles_pictures.doing.{kind}")
    if seat == view["builder"]:
        return words("castles_pictures.next_builder", who=who(seat), doing=doing)
    return words("castles_pictures.next", who=who(seat), doing=doing, builder=who(view["builder"]))


@keeping
def draw_changed(words: Words, view: dict[str, Any], events: Sequence[Event]) -> Canvas | None:
    """The part of the builder's castle that changed, alone (None if no room was placed)."""
    change = changed_window(view, events)
    return castle_part(words, view, change, namer(words, view)) if change else None


def castle_part(
    words: Words, view: dict[str, Any], change: tuple[int, frozenset[int], Window], who: Namer
) -> Canvas:
    """The heading, the castle window (the new rooms outlined) and its key."""
    seat, rooms, window = change
    castle = castle_of(view, seat)
    probe = Canvas.new(window.size[1])
    _, _, numbered = blocks.castle_block(words, probe, castle, window, 0, rooms)
    title = "castles_pictures.castle_of" if window.whole else "castles_pictures.castle_part"
    cv = Canvas.new(40 + window.size[1] + SPACE + blocks.key_height(len(numbered)))
    blocks.heading(cv, words(title, name=who(seat)), 0)
    cv.paste(probe, (0, 40))
    blocks.key_block(words, cv, castle, numbered, 40 + window.size[1] + SPACE)
    return cv


def _market(words: Words, cv: Canvas, view: dict[str, Any], top: int) -> int:
    """'Market': each slot's price, room (drawing, name, type, points, bonus) and coins."""
    blocks.heading(cv, words("castles_pictures.market"), top)
    y = top + 40
    fb = style.font(style.TEXT, bold=True, condensed=True)
    f = style.font(style.TEXT, condensed=True)
    fp = style.font(style.NAME, bold=True)
    for slot in view["market"]:
        cv.draw.line((style.MARGIN, y, cv.im.width - style.MARGIN, y), fill=style.GRID, width=2)
        cv.text(
            (style.MARGIN + 90, y + MARKET_ROW // 2), money(words, slot["price"]), fp, anchor="rm"
        )
        x = style.MARGIN + 104
        if slot["tile"] is None:
            cv.text(
                (x + ICON_W + 12, y + MARKET_ROW // 2),
                words("castles_pictures.empty"),
                f,
                style.MUTED,
                anchor="lm",
            )
            y += MARKET_ROW
            continue
        _icon(cv, slot["tile"], x, y + MARKET_ROW // 2)
        x += ICON_W + 12
        right = cv.im.width - style.MARGIN
        coins = (
            words("castles_pictures.on_it", money=money(words, slot["coins"]))
            if slot["coins"]
            else ""
        )
        if coins:
            right = cv.text((right, y + 18), coins, fb, style.DONE, anchor="ra")[0] - 10
        t = slot["tile"]
        cv.text((x, y + 4), fit(room(words, t), fb, right - x), fb)
        info = f"{type_name(words, room_type(t))}{points_short(words, t)}"
        info += f" · {bonus(words, t)}" if bonus(words, t) else ""
        cv.text((x, y + 33), fit(info, f, cv.im.width - style.MARGIN - x), f, style.MUTED)
        y += MARKET_ROW
    supply = view["supply"]
    line = words(
        "castles_pictures.supply",
        price=money(words, content().economy.corridor_price),
        stairs=supply.get("stairs", 0),
        hallways=supply.get("hallway", 0),
        deck=view["deck"],
    )
    cv.text(
        (style.MARGIN, y + blocks.ROW_H // 2 + 4),
        fit(line, f, cv.im.width - 2 * style.MARGIN),
        f,
        anchor="lm",
    )
    return 40 + len(view["market"]) * MARKET_ROW + blocks.ROW_H


def _icon(cv: Canvas, tile_id: str, x: int, cy: int) -> None:
    """The room's drawing, small, lying flat (its wider rotation)."""
    rot = 0 if shape(tile_id, 0).w >= shape(tile_id, 0).h else 1
    sprite = room_sprite(tile_id, rot, ICON_CELL)
    cx = x + ICON_W // 2
    cv.im.paste(sprite, (cx - sprite.width // 2, cy - sprite.height // 2), sprite)


def _scores(
    words: Words, cv: Canvas, view: dict[str, Any], top: int, who: Namer, ended: GameEnded | None
) -> None:
    """One row per seat: ▶ (deciding), MB (Master Builder), name, score, money, rooms; at
    the end 'won' beside the winners and each seat's final total (from the GameEnded event)."""
    blocks.heading(cv, words("castles_pictures." + ("final_scores" if ended else "scores")), top)
    y = top + 40
    fb = style.font(style.NAME, bold=True)
    f = style.font(style.TEXT)
    for seat, p in enumerate(view["players"]):
        cy = y + SCORE_ROW // 2
        if seat == view["deciding"]:
            cv.draw.rectangle((0, y, cv.im.width, y + SCORE_ROW), fill=style.PAPER)
            cv.text((style.MARGIN, cy), "▶", fb, style.HIGHLIGHT, anchor="lm")
        x = style.MARGIN + 30
        if ended and seat in ended.winners:
            x = (
                cv.text(
                    (x, cy),
                    words("castles_pictures.won"),
                    style.font(style.TEXT, bold=True),
                    style.DONE,
                    anchor="lm",
                )[2]
                + 8
            )
        elif seat == view["builder"] and not ended:
            x = (
                cv.text(
                    (x, cy),
                    words("castles_pictures.builder_mark"),
                    style.font(style.TEXT, bold=True),
                    style.HEADER,
                    anchor="lm",
                )[2]
                + 8
            )
        score = (
            words("castles_pictures.final", total=ended.totals[seat])
            if ended
            else words("castles_pictures.score", score=p["score"])
        )
        figures = words(
            "castles_pictures.figures",
            score=score,
            money=money(words, p["money"]),
            rooms=words.plural("castles_pictures.rooms", len(p["rooms"])),
            done=sum(p["complete"]),
        )
        right = cv.text((cv.im.width - style.MARGIN, cy), figures, f, anchor="rm")[0] - 12
        cv.text((x, cy), fit(who(seat), fb, right - x), fb, anchor="lm")
        y += SCORE_ROW
