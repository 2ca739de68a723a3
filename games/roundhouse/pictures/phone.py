"""The turn post's picture, drawn for a phone: the round house with every piece, how far the
game has gone and whose turn it is, and one row per player with the score and what they hold.

It is `phone_style.WIDTH` px wide, portrait, and no text on it is smaller than 11 points once
it is shown 390 points wide (`layout.min_text_px`). `draw_phone` returns the `Layout`: the image
and the record of every text, piece and region on it, which the tests measure.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from engine.roundhouse.content import RESOURCES
from engine.roundhouse.state import GameState, Player
from locales.words import Words, words_for

from . import panels, phone_house, style, text
from . import phone_geometry as pg
from . import phone_style as ps
from .alt import headline
from .board import title_text
from .geometry import Box
from .layout import Layout
from .names import drawn_name, keeping, pictures


@lru_cache(maxsize=16)
def static_layer(language: str, tiles: tuple[str, ...], end_space: int, players: int) -> Layout:
    """What never changes during a game (keyed by the picture's language, its tiles, round
    track and player count)."""
    lay = Layout(Image.new("RGB", (ps.WIDTH, pg.height(players)), style.BG))
    lay.region("header", (0, 0, ps.WIDTH, pg.HEADER_H))
    lay.draw.rectangle((0, 0, ps.WIDTH, pg.HEADER_H), fill=style.ROOF)
    phone_house.draw_static(lay, words_for(language), tiles, end_space)
    return lay


@keeping
def draw_phone(state: GameState, words: Words) -> Layout:
    """The turn picture of a state with its layout record (the image is `.im`)."""
    b = state.board
    lay = static_layer(words.language, tuple(b.tiles), b.end_space, len(state.players)).copy()
    _header(lay, state, words)
    phone_house.draw_pieces(lay, state, words)
    for seat, final in enumerate(panels.final_scores(state)):
        player_row(lay, pg.player_box(seat), state, words, seat, final)
    return lay


def _header(lay: Layout, state: GameState, words: Words) -> None:
    """'Round 3/12 · turn 9' and, under it, whose turn it is (or who won)."""
    lay.within("header")
    f_title = ps.font(ps.TITLE, bold=True)
    lay.text((16, 12), title_text(words, state), f_title, (255, 255, 255))
    f = ps.font(ps.NAME, bold=True)
    x = 16
    if not state.over:
        p = state.players[state.turn.seat]
        sprite, letter = ps.leader(words.language, p.color)
        lay.piece(sprite, x + sprite.width // 2, 76, letter, "leader")
        x += sprite.width + 10
    line = headline(words, state, lambda _name, seat: drawn_name(words, state.players[seat]))
    lay.text((x, 76), text.fit(line, f, ps.WIDTH - 16 - x), f, (255, 240, 160), anchor="lm")


def player_row(
    lay: Layout,
    box: Box,
    state: GameState,
    words: Words,
    seat: int,
    final: int | None,
    label: str = "",
) -> None:
    """One player's row: colour, leader, name, badges and prestige; then coins, resources and
    assistants, orders, experts and amulets as counts."""
    p = state.players[seat]
    lay.region(label or f"player {seat}", box)
    x0, y0, x1, y1 = box
    to_play = not state.over and state.turn.seat == seat
    d = lay.draw
    d.rounded_rectangle(
        box,
        12,
        fill=style.PAPER,
        outline=style.HIGHLIGHT if to_play else style.LINE,
        width=5 if to_play else 2,
    )
    d.rounded_rectangle((x0 + 5, y0 + 5, x0 + 16, y1 - 5), 5, fill=style.PLAYER[p.color])
    top = y0 + 24
    sprite, letter = ps.leader(words.language, p.color)
    lay.piece(sprite, x0 + 22 + sprite.width // 2, top, letter, "leader")
    score = f"{p.prestige}★" if final is None else pictures(words, "panel.final", score=final)
    f_score = ps.font(ps.SCORE, bold=True)
    score_box = lay.text((x1 - 12, top), score, f_score, style.ROOF, anchor="rm")
    x = x0 + 30 + sprite.width
    x = _badges(lay, state, words, seat, (x, top, score_box[0] - 12))
    f_name = ps.font(ps.NAME, bold=True)
    name = drawn_name(words, p)
    lay.text((x, top), text.fit(name, f_name, score_box[0] - 12 - x), f_name, anchor="lm")
    holdings_line(lay, state, words, seat, (x0 + 24, y1 - 22, x1 - 12))


def _badges(
    lay: Layout, state: GameState, words: Words, seat: int, at: tuple[int, int, int]
) -> int:
    """'▶' for the player to play and '1st' for the first player, left of the name, from
    (x, centre y) up to `right` (`at`); returns the x after them."""
    x, cy, right = at
    marks = [
        m
        for m, on in (
            ("▶", not state.over and state.turn.seat == seat),
            (pictures(words, "badge.first"), state.first == seat),
        )
        if on
    ]
    f = ps.font(ps.TEXT, bold=True)
    for mark in marks:
        w = text.width(mark, f) + 12
        if x + w > right:
            break
        lay.draw.rounded_rectangle(
            (x, cy - 16, x + w, cy + 16), 8, fill=style.BG, outline=style.INK, width=2
        )
        lay.text(
            (x + w // 2, cy), mark, f, style.HIGHLIGHT if mark == "▶" else style.INK, anchor="mm"
        )
        x += w + 8
    return x


def holdings_line(
    lay: Layout, state: GameState, words: Words, seat: int, at: tuple[int, int, int]
) -> None:
    """Coins and resources as icons with counts, then the rest in words, from (x, centre y)
    up to `right` (`at`)."""
    x, cy, right = at
    x = resources(lay, words.language, state, seat, x, cy)
    f = ps.font(ps.TEXT, condensed=True)
    counts = text.fit(counts_text(words, state, seat), f, right - x - 4)
    lay.text((x + 4, cy), counts, f, anchor="lm")


def resources(lay: Layout, language: str, state: GameState, seat: int, x: int, cy: int) -> int:
    """A coin and the four resource cubes, each with the player's count; returns the x after."""
    p = state.players[seat]
    f = ps.font(ps.NAME, bold=True)
    sprite, _ = ps.coin()
    lay.piece(sprite, x + sprite.width // 2, cy, 0, "coin")
    x += sprite.width + 3
    x = lay.text((x, cy), str(p.coins), f, anchor="lm")[2] + 10
    for res in RESOURCES:
        sprite, letter = ps.cube(language, res)
        lay.piece(sprite, x + sprite.width // 2, cy, letter, "cube")
        x += sprite.width + 3
        x = lay.text((x, cy), str(p.res.get(res, 0)), f, anchor="lm")[2] + 7
    return x


def counts_text(words: Words, state: GameState, seat: int) -> str:
    """'3 assistants · 2 amulets · 3 orders (2 ✓)': the assistants in the supply, the amulets
    and the orders, the fulfilled ones (✓) counted apart."""
    p: Player = state.players[seat]
    orders = words.plural("roundhouse_pictures.phone.orders", len(p.orders) + len(p.fulfilled))
    if p.fulfilled:
        orders = pictures(words, "phone.fulfilled", orders=orders, n=len(p.fulfilled))
    assistants = words.plural("roundhouse_pictures.phone.assistants", p.supply)
    amulets = words.plural("roundhouse_pictures.phone.amulets", len(panels.amulet_kinds(p)))
    return " · ".join([assistants, amulets, orders])
