"""A player's panel: colour, name, prestige, coins, resources, assistants, experts, orders,
amulets; used for every seat on the board and, larger, for the private player board."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.content import components
from engine.state import GameState

from . import geometry as g
from . import icons, sprites, style, text
from .names import ability_text, amulet_short


def draw_panel(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    box: g.Box,
    state: GameState,
    seat: int,
    detailed: bool = False,
    final: int | None = None,
) -> int:
    """Draw seat's panel inside box; `detailed` adds expert texts (the private board), `final`
    is the final score shown once the game is over. Returns the y where the orders ended, so a
    caller can size the box to the content (the amulets take the bottom of the box)."""
    c = components()
    p = state.players[seat]
    x0, y0, x1, y1 = box
    w = x1 - x0
    to_play = not state.over and state.turn.seat == seat
    d.rounded_rectangle(
        box,
        12,
        fill=style.PAPER,
        outline=style.HIGHLIGHT if to_play else style.LINE,
        width=5 if to_play else 2,
    )
    d.rounded_rectangle((x0 + 2, y0 + 2, x1 - 2, y0 + 46), 10, fill=style.PLAYER[p.color])
    sprites.paste(im, sprites.leader(p.color), x0 + 26, y0 + 24)
    badges = []
    if to_play:
        badges.append("▶ to play")
    if state.first == seat:
        badges.append("1st")
    badge_text = "  ".join(badges)
    fb = style.font(18, bold=True)
    badge_w = text.width(badge_text, fb) + 16 if badges else 0
    fname = style.font(25, bold=True)
    name = text.fit(text.printable(p.name, fname, f"Seat {seat + 1}"), fname, w - 60 - badge_w)
    text.draw(im, (x0 + 52, y0 + 24), name, font=fname, fill=style.ON_PLAYER[p.color], anchor="lm")
    if badges:
        bx = x1 - 8 - badge_w
        d.rounded_rectangle(
            (bx, y0 + 9, x1 - 8, y0 + 39), 8, fill=style.PAPER, outline=style.INK, width=2
        )
        text.draw(im, (bx + 8, y0 + 24), badge_text, font=fb, fill=style.INK, anchor="lm")

    y = y0 + 72
    fbig = style.font(30, bold=True)
    score = f"{p.prestige}★" if final is None else f"final {final}★"
    text.draw(im, (x0 + 10, y), score, font=fbig, fill=style.ROOF, anchor="lm")
    x = x0 + 22 + text.width(score, fbig)
    sprites.paste(im, sprites.coin("", 26), x + 13, y)
    text.draw(im, (x + 30, y), str(p.coins), font=fbig, fill=style.INK, anchor="lm")
    x += 48 + text.width(str(p.coins), fbig)
    fres = style.font(20, bold=True)
    counts = [str(p.res.get(r, 0)) for r in ("T", "F", "C", "G")]
    if x + sum(42 + text.width(n, fres) for n in counts) > x1 - 6:  # narrow panel: next line
        x, y = x0 + 10, y + 34
    for res in ("T", "F", "C", "G"):
        sprites.paste(im, sprites.cube(res, 26), x + 13, y)
        text.draw(im, (x + 29, y), str(p.res.get(res, 0)), font=fres, fill=style.INK, anchor="lm")
        x += 36 + text.width(str(p.res.get(res, 0)), fres) + 6

    f = style.font(18, condensed=True)
    fbold = style.font(18, bold=True, condensed=True)
    y += 28
    chairs = sum(1 for ch in state.board.chairs if ch is not None and ch.seat == seat)
    towns = sum(t[seat] for t in state.board.towns)
    table = len(state.board.table[seat])
    line = (
        f"Assistants: supply {p.supply} · track {p.track} · chairs {chairs} · towns {towns}"
        f" · table {table}"
    )
    y += text.block(im, (x0 + 10, y), line, f, w - 20, 2)

    y += 4
    experts = [c.expert(e).name for e in p.experts]
    if detailed:
        text.draw(
            im, (x0 + 10, y), "Experts:" if experts else "Experts: none", font=fbold, fill=style.INK
        )
        y += 24
        for e in p.experts:
            ex = c.expert(e)
            y += text.block(im, (x0 + 20, y), f"{ex.name}: {ex.text}", f, w - 30, 3)
    else:
        y += text.block(
            im, (x0 + 10, y), "Experts: " + (", ".join(experts) or "none"), f, w - 20, 2
        )

    y += 4
    text.draw(
        im,
        (x0 + 10, y),
        "Orders:" if p.orders or p.fulfilled else "Orders: none",
        font=fbold,
        fill=style.INK,
    )
    y += 26
    kinds = list(p.amulets) + [a for e in p.expert_amulets if (a := c.expert(e).amulet)]
    per_row = max(1, (w - 20) // 68)
    amulet_rows = max(1, min(-(-len(kinds) // per_row), 8 if detailed else 2))
    amulet_top = y1 - 8 - 34 * amulet_rows - 26  # amulets sit at the bottom of the panel
    orders = [(o, False) for o in p.orders] + [(o, True) for o in p.fulfilled]
    room = max(0, (amulet_top - 4 - y) // 26)
    shown = len(orders) if len(orders) <= room else max(0, room - 1)
    for order_id, done in orders[:shown]:
        _order_line(im, d, x0 + 14, y + 11, x1 - 10, order_id, done)
        y += 26
    if shown < len(orders):
        more = f"+{len(orders) - shown} more" + ("" if detailed else " (see the player board)")
        text.draw(im, (x0 + 14, y + 10), more, font=f, fill=style.MUTED, anchor="lm")
        y += 26
    content_bottom = y

    y = amulet_top
    end = "  + end token" if p.end_token else ""
    text.draw(im, (x0 + 10, y), f"Amulets ({len(kinds)}){end}:", font=fbold, fill=style.INK)
    y += 26
    shown = per_row * amulet_rows
    for i, kind in enumerate(sorted(kinds, key=amulet_short)[:shown]):
        row, col = divmod(i, per_row)
        if len(kinds) > shown and i == shown - 1:
            text.draw(
                im,
                (x0 + 14 + col * 68, y + 14 + row * 34),
                f"+{len(kinds) - i}",
                font=fbold,
                fill=style.MUTED,
                anchor="lm",
            )
            break
        sprites.paste(im, sprites.amulet(kind), x0 + 10 + 32 + col * 68, y + 14 + row * 34)
    return content_bottom


def _order_line(
    im: Image.Image, d: ImageDraw.ImageDraw, x: int, cy: int, right: int, order_id: str, done: bool
) -> None:
    """'R2 ✓ 5★ Tea → +2★' for a fulfilled order, 'R2 [cost] 5★ ...' for an open one."""
    o = components().order(order_id)
    fb = style.font(18, bold=True, condensed=True)
    f = style.font(17, condensed=True)
    label = f"{order_id} ✓" if done else order_id
    text.draw(im, (x, cy), label, font=fb, fill=(20, 110, 40) if done else style.INK, anchor="lm")
    x += text.width(label, fb) + 8
    if not done:
        x = icons.draw_tokens(im, d, x, cy, icons.cost_tokens(o.cost), gap=2) + 8
    text.draw(im, (x, cy), f"{o.vp}★", font=fb, fill=style.ROOF, anchor="lm")
    x += text.width(f"{o.vp}★", fb) + 8
    ability = ("ability: " if done else "") + ability_text(order_id)
    text.draw(
        im,
        (x, cy),
        text.fit(ability, f, right - x),
        font=f,
        fill=style.INK if done else style.MUTED,
        anchor="lm",
    )
