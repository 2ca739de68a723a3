"""A player's panel: colour, name, prestige, coins, resources, assistants, experts, orders,
amulets; used for every seat on the board and, larger, for the private player board.

Top to bottom: the title bar, the score line, then text sections that each return the y where
they end. The amulets sit at the bottom of the box, whatever its height.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.roundhouse import score_breakdown
from engine.roundhouse.content import RESOURCES, components
from engine.roundhouse.names import expert_name
from engine.roundhouse.state import GameState, Player
from locales.words import Words

from . import geometry as g
from . import icons, sprites, style, text
from .names import ability_text, amulet_short, assistants_text, drawn_name, expert_text, pictures

LINE_H = 26  # a section title or an order line
AMULET_W, AMULET_ROW_H = 68, 34  # one amulet's cell in the grid
BOTTOM_PAD = 8
ORDERS_GAP = 12  # at least this between the orders and the amulets' title


def final_scores(state: GameState) -> list[int | None]:
    """Each seat's final total once the game is over (None for every seat before)."""
    if not state.over:
        return [None] * len(state.players)
    return [row["total"] for row in score_breakdown(state)]


def amulet_kinds(p: Player) -> list[str]:
    """A player's amulets: the tokens and the used experts kept as amulets."""
    c = components()
    return list(p.amulets) + [a for e in p.expert_amulets if (a := c.expert(e).amulet)]


def _amulet_grid(p: Player, width: int, detailed: bool) -> tuple[int, int]:
    """(amulets per row, rows) of the amulet grid in a panel `width` wide."""
    per_row = max(1, (width - 20) // AMULET_W)
    rows = max(1, min(-(-len(amulet_kinds(p)) // per_row), 8 if detailed else 2))
    return per_row, rows


def _amulets_height(rows: int) -> int:
    return LINE_H + AMULET_ROW_H * rows + BOTTOM_PAD


def fitted_height(p: Player, width: int, content_height: int, detailed: bool) -> int:
    """The height of a panel whose text down to the orders is `content_height` tall (measured
    by `draw_panel`), with room for all of the player's amulet rows below."""
    _, rows = _amulet_grid(p, width, detailed)
    return content_height + ORDERS_GAP + _amulets_height(rows)


def draw_panel(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    box: g.Box,
    state: GameState,
    words: Words,
    seat: int,
    detailed: bool = False,
    final: int | None = None,
) -> int:
    """Draw seat's panel inside box; `detailed` adds expert texts (the private board), `final`
    is the final score shown once the game is over. Returns the y where the orders ended, so a
    caller can size the box to the content (the amulets take the bottom of the box)."""
    p = state.players[seat]
    x0, _, x1, y1 = box
    per_row, rows = _amulet_grid(p, x1 - x0, detailed)
    amulet_top = y1 - _amulets_height(rows)
    _draw_title(im, d, box, state, words, seat)
    y = _draw_score_line(im, box, words, p, final)
    y = _draw_assistants(im, box, state, words, seat, y + 28)
    y = _draw_experts(im, box, words, p, y + 4, detailed)
    content_bottom = _draw_orders(im, d, box, words, p, (y + 4, amulet_top), detailed)
    _draw_amulets(im, (x0, amulet_top), words, p, (per_row, rows))
    return content_bottom


def _draw_title(
    im: Image.Image, d: ImageDraw.ImageDraw, box: g.Box, state: GameState, words: Words, seat: int
) -> None:
    """The frame (thick and magenta for the player to play) and the colour bar: leader, name
    and the '▶ to play' / '1st' badges."""
    p = state.players[seat]
    x0, y0, x1, _ = box
    to_play = not state.over and state.turn.seat == seat
    d.rounded_rectangle(
        box,
        12,
        fill=style.PAPER,
        outline=style.HIGHLIGHT if to_play else style.LINE,
        width=5 if to_play else 2,
    )
    d.rounded_rectangle((x0 + 2, y0 + 2, x1 - 2, y0 + 46), 10, fill=style.PLAYER[p.color])
    sprites.paste(im, sprites.leader(words.language, p.color), x0 + 26, y0 + 24)
    marks = (("to_play", to_play), ("first", state.first == seat))
    badges = "  ".join(pictures(words, f"badge.{b}") for b, on in marks if on)
    fb = style.font(18, bold=True)
    badge_w = text.width(badges, fb) + 16 if badges else 0
    fname = style.font(25, bold=True)
    name_w = x1 - x0 - 60 - badge_w
    name = text.fit(drawn_name(words, p), fname, name_w)
    text.draw(im, (x0 + 52, y0 + 24), name, font=fname, fill=style.ON_PLAYER[p.color], anchor="lm")
    if badges:
        bx = x1 - 8 - badge_w
        d.rounded_rectangle(
            (bx, y0 + 9, x1 - 8, y0 + 39), 8, fill=style.PAPER, outline=style.INK, width=2
        )
        text.draw(im, (bx + 8, y0 + 24), badges, font=fb, fill=style.INK, anchor="lm")


def _draw_score_line(
    im: Image.Image, box: g.Box, words: Words, p: Player, final: int | None
) -> int:
    """Prestige (or the final score), coins and resources; on two lines in a narrow panel.
    Returns the y of the (last) line's centre."""
    x0, y0, x1, _ = box
    y = y0 + 72
    fbig = style.font(30, bold=True)
    score = f"{p.prestige}★" if final is None else pictures(words, "panel.final", score=final)
    text.draw(im, (x0 + 10, y), score, font=fbig, fill=style.ROOF, anchor="lm")
    x = x0 + 22 + text.width(score, fbig)
    sprites.paste(im, sprites.coin("", 26), x + 13, y)
    text.draw(im, (x + 30, y), str(p.coins), font=fbig, fill=style.INK, anchor="lm")
    x += 48 + text.width(str(p.coins), fbig)
    fres = style.font(20, bold=True)
    counts = [str(p.res.get(r, 0)) for r in RESOURCES]
    if x + sum(42 + text.width(n, fres) for n in counts) > x1 - 6:  # narrow panel: next line
        x, y = x0 + 10, y + 34
    for res, n in zip(RESOURCES, counts, strict=True):
        sprites.paste(im, sprites.cube(words.language, res, 26), x + 13, y)
        text.draw(im, (x + 29, y), n, font=fres, fill=style.INK, anchor="lm")
        x += 36 + text.width(n, fres) + 6
    return y


def _draw_assistants(
    im: Image.Image, box: g.Box, state: GameState, words: Words, seat: int, y: int
) -> int:
    """Where the seat's assistants are; returns the y below."""
    line = assistants_text(words, "panel.assistants", state, seat)
    x0, _, x1, _ = box
    return y + text.block(im, (x0 + 10, y), line, style.font(18, condensed=True), x1 - x0 - 20, 2)


def _draw_experts(
    im: Image.Image, box: g.Box, words: Words, p: Player, y: int, detailed: bool
) -> int:
    """The experts held: names, or (detailed) one paragraph each; returns the y below."""
    x0, _, x1, _ = box
    f = style.font(18, condensed=True)
    names = [expert_name(words, e) for e in p.experts]
    if not detailed:
        if names:
            line = pictures(
                words, "panel.experts", names=words("roundhouse.list.comma").join(names)
            )
        else:
            line = pictures(words, "panel.experts_none")
        return y + text.block(im, (x0 + 10, y), line, f, x1 - x0 - 20, 2)
    title = pictures(words, "panel.experts_title" if names else "panel.experts_none")
    text.draw(
        im, (x0 + 10, y), title, font=style.font(18, bold=True, condensed=True), fill=style.INK
    )
    y += 24
    for e, name in zip(p.experts, names, strict=True):
        line = pictures(words, "panel.expert", name=name, text=expert_text(words, e))
        y += text.block(im, (x0 + 20, y), line, f, x1 - x0 - 30, 3)
    return y


def _draw_orders(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    box: g.Box,
    words: Words,
    p: Player,
    span: tuple[int, int],
    detailed: bool,
) -> int:
    """Open orders, then fulfilled ones, from `y` as many as fit above `amulet_top` (`span`;
    then '+N more'); returns the y below."""
    x0, _, x1, _ = box
    y, amulet_top = span
    title = pictures(
        words, "panel.orders_title" if p.orders or p.fulfilled else "panel.orders_none"
    )
    fbold = style.font(18, bold=True, condensed=True)
    text.draw(im, (x0 + 10, y), title, font=fbold, fill=style.INK)
    y += LINE_H
    orders = [(o, False) for o in p.orders] + [(o, True) for o in p.fulfilled]
    room = max(0, (amulet_top - 4 - y) // LINE_H)
    shown = len(orders) if len(orders) <= room else max(0, room - 1)
    for order_id, done in orders[:shown]:
        _order_line(im, d, (x0 + 14, y + 11, x1 - 10), words, order_id, done)
        y += LINE_H
    if shown < len(orders):
        more = pictures(
            words, "panel.more" if detailed else "panel.more_elsewhere", n=len(orders) - shown
        )
        f = style.font(18, condensed=True)
        text.draw(im, (x0 + 14, y + 10), more, font=f, fill=style.MUTED, anchor="lm")
        y += LINE_H
    return y


def _draw_amulets(
    im: Image.Image, top_left: tuple[int, int], words: Words, p: Player, grid: tuple[int, int]
) -> None:
    """The amulets' title and grid (`grid`: per row, rows), sorted by name; '+N' in the last
    cell when they overflow."""
    x0, y = top_left
    per_row, rows = grid
    kinds = amulet_kinds(p)
    end = pictures(words, "panel.end_token") if p.end_token else ""
    fbold = style.font(18, bold=True, condensed=True)
    title = pictures(words, "panel.amulets", n=len(kinds), end=end)
    text.draw(im, (x0 + 10, y), title, font=fbold, fill=style.INK)
    y += LINE_H
    shown = per_row * rows
    for i, kind in enumerate(sorted(kinds, key=lambda k: amulet_short(words, k))[:shown]):
        row, col = divmod(i, per_row)
        x, cy = x0 + 10 + col * AMULET_W, y + 14 + row * AMULET_ROW_H
        if len(kinds) > shown and i == shown - 1:
            text.draw(
                im, (x + 4, cy), f"+{len(kinds) - i}", font=fbold, fill=style.MUTED, anchor="lm"
            )
            break
        sprites.paste(im, sprites.amulet(amulet_short(words, kind)), x + 32, cy)


def _order_line(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    at: tuple[int, int, int],
    words: Words,
    order_id: str,
    done: bool,
) -> None:
    """'R2 ✓ 5★ Tea → +2★' for a fulfilled order, 'R2 [cost] 5★ ...' for an open one, from
    (x, centre y) up to `right` (`at`)."""
    x, cy, right = at
    o = components().order(order_id)
    fb = style.font(18, bold=True, condensed=True)
    f = style.font(17, condensed=True)
    label = f"{order_id} ✓" if done else order_id
    text.draw(im, (x, cy), label, font=fb, fill=(20, 110, 40) if done else style.INK, anchor="lm")
    x += text.width(label, fb) + 8
    if not done:
        x = icons.draw_tokens(words.language, im, d, x, cy, icons.cost_tokens(o.cost), gap=2) + 8
    text.draw(im, (x, cy), f"{o.vp}★", font=fb, fill=style.ROOF, anchor="lm")
    x += text.width(f"{o.vp}★", fb) + 8
    ability = ability_text(words, order_id)
    if done:
        ability = pictures(words, "panel.ability", ability=ability)
    text.draw(
        im,
        (x, cy),
        text.fit(ability, f, right - x),
        font=f,
        fill=style.INK if done else style.MUTED,
        anchor="lm",
    )
