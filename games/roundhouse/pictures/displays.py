"""The face-up displays: orders, experts, amulets and pirate tokens."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.roundhouse.content import components
from engine.roundhouse.names import expert_name
from engine.roundhouse.state import GameState
from locales.words import Words

from . import geometry as g
from . import icons, sprites, style, text
from .frames import frame
from .names import ability_text, amulet_short, expert_text, pictures

TITLES = ("orders", "experts", "amulets")  # the rows' titles in the catalogue's `displays`


def draw_static(im: Image.Image, d: ImageDraw.ImageDraw, words: Words) -> None:
    for row, title in enumerate(TITLES):
        y, _ = g.display_row(row)
        label = pictures(words, f"displays.{title}")
        text.write(d, (g.RIGHT_X, y), label, style.font(22, bold=True), style.INK)
    y = g.display_row(2)[1] + 64
    legend = icons.legend(words)
    text.block(im, (g.RIGHT_X, y), legend, style.font(17), g.RIGHT_W, 3, fill=style.MUTED)


def draw_order_card(
    im: Image.Image, d: ImageDraw.ImageDraw, box: g.Box, words: Words, order_id: str
) -> None:
    """An order: id and prestige, its cost, its ability."""
    o = components().order(order_id)
    x0, y0, x1, _ = box
    frame(d, box, (255, 246, 226), radius=8)
    text.draw(im, (x0 + 8, y0 + 5), order_id, font=style.font(20, bold=True), fill=style.INK)
    text.draw(
        im,
        (x1 - 8, y0 + 5),
        f"{o.vp}★",
        font=style.font(20, bold=True),
        fill=style.ROOF,
        anchor="ra",
    )
    icons.draw_tokens(words.language, im, d, x0 + 8, y0 + 50, icons.cost_tokens(o.cost))
    ability = text.fit(ability_text(words, order_id), style.font(17, condensed=True), x1 - x0 - 14)
    text.draw(im, (x0 + 8, y0 + 72), ability, font=style.font(17, condensed=True), fill=style.INK)


def draw_expert_card(
    im: Image.Image, d: ImageDraw.ImageDraw, box: g.Box, words: Words, expert_id: str
) -> None:
    e = components().expert(expert_id)
    x0, y0, x1, y1 = box
    frame(d, box, (232, 240, 255) if e.use == "single" else (255, 232, 240), radius=8)
    f = style.font(18, bold=True, condensed=True)
    name = text.fit(expert_name(words, expert_id), f, x1 - x0 - 12)
    text.draw(im, (x0 + 7, y0 + 5), name, font=f, fill=style.INK)
    lines = (y1 - y0 - 34) // 20
    text.block(
        im,
        (x0 + 7, y0 + 30),
        expert_text(words, expert_id),
        style.font(17, condensed=True),
        x1 - x0 - 12,
        lines,
        leading=3,
    )


def draw_pieces(im: Image.Image, d: ImageDraw.ImageDraw, state: GameState, words: Words) -> None:
    decks = state.decks
    f = style.font(17)
    counts = [
        pictures(words, "displays.order_deck", n=len(decks.order_deck)),
        pictures(
            words,
            "displays.expert_deck",
            n=len(decks.expert_deck),
            discards=len(decks.expert_discard),
        ),
        pictures(
            words,
            "displays.stacks",
            amulets=len(decks.amulet_stack),
            pirates=len(decks.pirate_stack),
        ),
    ]
    for row, label in enumerate(counts):
        y, _ = g.display_row(row)
        title = pictures(words, f"displays.{TITLES[row]}")
        x = g.RIGHT_X + text.width(title, style.font(22, bold=True)) + 14
        text.draw(im, (x, y + 4), label, font=f, fill=style.MUTED)
    for i, order_id in enumerate(decks.order_display[:3]):
        draw_order_card(im, d, g.display_card(0, i), words, order_id)
    for i, expert_id in enumerate(decks.expert_display[:3]):
        draw_expert_card(im, d, g.display_card(1, i), words, expert_id)
    for i, kind in enumerate(decks.amulet_display[:3]):
        x0, y0, x1, y1 = g.display_card(2, i, count=6)
        sprites.paste(
            im, sprites.amulet(amulet_short(words, kind), 80), (x0 + x1) // 2, (y0 + y1) // 2
        )
    c = components()
    for i, pirate_id in enumerate(decks.pirate_display[:3]):
        box = g.display_card(2, 3 + i, count=6)
        frame(d, box, (220, 232, 240), radius=8)
        x0, y0, x1, y1 = box
        text.draw(im, (x0 + 6, y0 + 4), pirate_id, font=style.font(17, bold=True), fill=style.MUTED)
        tokens = icons.reward_tokens(words, c.pirate(pirate_id).reward)
        icons.draw_tokens_centered(words.language, im, d, (x0 + x1) // 2, y1 - 16, tokens)
