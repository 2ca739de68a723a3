"""`/roundhouse me`: one player's board in the phone picture's style, with everything the player
holds: prestige, coins and resources, where the assistants are, the assistant track, the
experts with their texts, the orders with their costs and abilities, and the amulets.

As tall as its content; every text at least `phone_style.MIN_TEXT` px, like the turn picture.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.roundhouse.content import components
from engine.roundhouse.names import expert_name
from engine.roundhouse.state import GameState
from locales.words import Words

from . import icons, panels, phone, style, text
from . import phone_style as ps
from .layout import Layout
from .names import (
    ability_text,
    amulet_short,
    assistants_text,
    drawn_name,
    expert_text,
    keeping,
    pictures,
)

PAD = 16
LINE = 32  # a line of body text
SECTION_GAP = 14
TRACK_CELL_H = 88
TITLE_H = 64


@keeping
def draw_phone_player(state: GameState, words: Words, seat: int) -> Layout:
    """Seat's board with its layout record; ValueError if the seat is not in the game."""
    n = len(state.players)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
        raise ValueError(f"seat {seat!r} is not in this {n}-player game (seats 0..{n - 1})")
    lay = Layout(Image.new("RGB", (ps.WIDTH, 4000), style.BG))
    y = title_bar(lay, state, words, seat, _badges(state, words, seat))
    for section in (_score, _assistants, _track, _experts, _orders, _amulets):
        y = section(lay, state, words, seat, y + SECTION_GAP)
    lay.im = lay.im.crop((0, 0, ps.WIDTH, y + PAD))
    return lay


def _badges(state: GameState, words: Words, seat: int) -> list[str]:
    """The seat's '▶ to play' and '1st' badges, those that hold."""
    return [
        pictures(words, f"badge.{b}")
        for b, on in (
            ("to_play", not state.over and state.turn.seat == seat),
            ("first", state.first == seat),
        )
        if on
    ]


def title_bar(
    lay: Layout, state: GameState, words: Words, seat: int, badges: Sequence[str] = ()
) -> int:
    """The seat's colour bar: its leader, its name and `badges` at the right; its height."""
    p = state.players[seat]
    box = (0, 0, ps.WIDTH, TITLE_H)
    lay.region("title", box)
    lay.draw.rectangle(box, fill=style.PLAYER[p.color])
    sprite, letter = ps.leader(words.language, p.color)
    lay.piece(sprite, PAD + sprite.width // 2, TITLE_H // 2, letter, "leader")
    f_badge = ps.font(ps.TEXT, bold=True)
    right = ps.WIDTH - PAD
    for badge in reversed(badges):
        w = text.width(badge, f_badge) + 16
        lay.draw.rounded_rectangle(
            (right - w, 12, right, TITLE_H - 12), 8, fill=style.PAPER, outline=style.INK, width=2
        )
        lay.text((right - w // 2, TITLE_H // 2), badge, f_badge, style.INK, anchor="mm")
        right -= w + 8
    f = ps.font(ps.TITLE, bold=True)
    x = PAD + sprite.width + 12
    name = text.fit(drawn_name(words, p), f, right - 8 - x if badges else right - x)
    lay.text((x, TITLE_H // 2), name, f, style.ON_PLAYER[p.color], anchor="lm")
    return TITLE_H


def _score(lay: Layout, state: GameState, words: Words, seat: int, y: int) -> int:
    """Prestige (the final score once the game is over), coins and resources."""
    final = panels.final_scores(state)[seat]
    p = state.players[seat]
    lay.region("score", (0, y, ps.WIDTH, y + 48))
    if final is None:
        score = pictures(words, "me.score", score=p.prestige)
    else:
        score = pictures(words, "me.final", score=final)
    x = lay.text((PAD, y + 24), score, ps.font(ps.SCORE, bold=True), style.ROOF, anchor="lm")[2]
    phone.resources(lay, words.language, state, seat, x + 24, y + 24)
    return y + 48


def _heading(lay: Layout, name: str, y: int, title: str) -> int:
    lay.region(name, (0, y, ps.WIDTH, y + LINE))
    lay.text((PAD, y), title, ps.font(ps.NAME, bold=True))
    return y + LINE + 4


def _paragraph(lay: Layout, y: int, body: str, indent: int = 0, max_lines: int = 6) -> int:
    """Wrapped body text; returns the y under it."""
    f = ps.font(ps.TEXT, condensed=True)
    lines = text.wrap(body, f, ps.WIDTH - 2 * PAD - indent)
    if len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], text.fit(" ".join(lines[max_lines - 1 :]), f, ps.WIDTH)]
        lines[-1] = text.fit(lines[-1], f, ps.WIDTH - 2 * PAD - indent)
    for line in lines:
        lay.text((PAD + indent, y), line, f)
        y += LINE
    return y


def _grow(lay: Layout, name: str, y: int) -> None:
    """Stretch a section's region down to y (its content's bottom)."""
    x0, y0, x1, _ = lay.regions[name]
    lay.regions[name] = (x0, y0, x1, y)


def _assistants(lay: Layout, state: GameState, words: Words, seat: int, y: int) -> int:
    """Where the player's assistants are."""
    y = _heading(lay, "assistants", y, pictures(words, "me.assistants_title"))
    y = _paragraph(lay, y, assistants_text(words, "me.assistants", state, seat))
    _grow(lay, "assistants", y)
    return y


def _track(lay: Layout, state: GameState, words: Words, seat: int, y: int) -> int:
    """The assistant track: assistants fill it from the right; uncovered values score."""
    p = state.players[seat]
    values = components().player.track_values
    y = _heading(lay, "assistant track", y, pictures(words, "me.track_title"))
    y = _paragraph(lay, y, pictures(words, "me.track"))
    gap = 6
    cell = (ps.WIDTH - 2 * PAD - (len(values) - 1) * gap) // len(values)
    covered_from = len(values) - min(p.track, len(values))
    f = ps.font(ps.TEXT, bold=True)
    for i, v in enumerate(values):
        x0 = PAD + i * (cell + gap)
        lay.draw.rounded_rectangle(
            (x0, y, x0 + cell, y + TRACK_CELL_H), 8, fill=style.PAPER, outline=style.LINE, width=2
        )
        lay.text((x0 + cell // 2, y + 4), f"{v}★" if v else "0", f, style.ROOF, anchor="ma")
        if i >= covered_from:
            sprite, letter = ps.assistant(words.language, p.color)
            lay.piece(sprite, x0 + cell // 2, y + TRACK_CELL_H - 24, letter, "assistant")
    y += TRACK_CELL_H + 6
    if p.track > len(values):
        y = _paragraph(lay, y, pictures(words, "me.stacked", n=p.track - len(values)))
    _grow(lay, "assistant track", y)
    return y


def _experts(lay: Layout, state: GameState, words: Words, seat: int, y: int) -> int:
    """The experts held, each with its text."""
    p = state.players[seat]
    if p.experts:
        title = pictures(words, "me.experts", n=len(p.experts))
    else:
        title = pictures(words, "me.experts_none")
    y = _heading(lay, "experts", y, title)
    f_name = ps.font(ps.TEXT, bold=True, condensed=True)
    for e in p.experts:
        lay.text((PAD + 8, y), expert_name(words, e), f_name)
        y = _paragraph(lay, y + LINE, expert_text(words, e), indent=24, max_lines=4) + 4
    _grow(lay, "experts", y)
    return y


def _orders(lay: Layout, state: GameState, words: Words, seat: int, y: int) -> int:
    """Open orders with their cost; fulfilled ones (✓) with the ability they give."""
    p = state.players[seat]
    none = not p.orders and not p.fulfilled
    y = _heading(lay, "orders", y, pictures(words, "me.orders_none" if none else "me.orders"))
    for order_id in p.orders:
        y = _order(lay, words, order_id, False, y)
    for order_id in p.fulfilled:
        y = _order(lay, words, order_id, True, y)
    _grow(lay, "orders", y)
    return y


def _order(lay: Layout, words: Words, order_id: str, done: bool, y: int) -> int:
    """'R2 [T T C] 5★ Tea → +2★' (open) or 'R2 ✓ 5★ ability: Tea → +2★' (fulfilled)."""
    o = components().order(order_id)
    cy = y + 20
    fb = ps.font(ps.TEXT, bold=True)
    label = f"{order_id} ✓" if done else order_id
    x = (
        lay.text((PAD + 8, cy), label, fb, (20, 110, 40) if done else style.INK, anchor="lm")[2]
        + 10
    )
    if not done:
        for kind, value in icons.cost_tokens(o.cost):
            sprite, letter = ps.cube(words.language, value) if kind == "cube" else ps.coin(value)
            lay.piece(sprite, x + sprite.width // 2, cy, letter, kind)
            x += sprite.width + 3
        x += 7
    x = lay.text((x, cy), f"{o.vp}★", fb, style.ROOF, anchor="lm")[2] + 10
    ability = ability_text(words, order_id)
    if done:
        ability = pictures(words, "panel.ability", ability=ability)
    f = ps.font(ps.TEXT, condensed=True)
    lay.text((x, cy), text.fit(ability, f, ps.WIDTH - PAD - x), f, anchor="lm")
    return y + 42


def _amulets(lay: Layout, state: GameState, words: Words, seat: int, y: int) -> int:
    """The amulets (tokens and used experts kept as amulets), sorted by name."""
    p = state.players[seat]
    names = sorted(amulet_short(words, kind) for kind in panels.amulet_kinds(p))
    end = pictures(words, "me.end_token") if p.end_token else ""
    if names:
        title = pictures(words, "me.amulets", n=len(names), end=end)
    else:
        title = pictures(words, "me.amulets_none", end=end)
    y = _heading(lay, "amulets", y, title)
    gap = 10
    per_row = (ps.WIDTH - 2 * PAD + gap) // (ps.AMULET_W + gap)
    for i, name in enumerate(names):
        row, col = divmod(i, per_row)
        sprite, letter = ps.amulet(name)
        cx = PAD + col * (ps.AMULET_W + gap) + ps.AMULET_W // 2
        lay.piece(sprite, cx, y + 4 + row * (ps.AMULET_H + 8) + ps.AMULET_H // 2, letter, "amulet")
    rows = -(-len(names) // per_row)
    y += rows * (ps.AMULET_H + 8) + 4
    _grow(lay, "amulets", y)
    return y
