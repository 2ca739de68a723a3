"""What else lies on the table, in words for the turn picture (`piles_text`) and drawn for
"Show board" (`draw`): the discard pile by element, the Supports left in the pile, the cards
set aside face down, the round's revealed exchange, and in the variant the Support effects
(the reference card's summary)."""

from __future__ import annotations

from engine.yellowhouse.content import KEYS
from engine.yellowhouse.views import PublicView
from locales.words import Words

from . import palettes, shapes
from .sheet import Box, Sheet, fit
from .style import INK, LINE, NAME, PAPER, TEXT, font
from .words import Namer, P, cards, element, letter

LINE_H = 48


def height(variant: bool) -> int:
    """The panel's height: the effects are listed in the variant only."""
    return 46 + LINE_H * 3 + 12 + (LINE_H * (len(KEYS) + 1) if variant else 0)


def piles_text(words: Words, view: PublicView) -> str:
    """'Supports in the pile: 3 · Discard: 6 · Set aside: 4 face down'."""
    piles = dict(supports=view.supports_pile, discard=sum(view.discard.values()))
    if view.aside:
        return words(f"{P}news.piles_aside", aside=view.aside, **piles)
    return words(f"{P}news.piles", **piles)


def draw(words: Words, sheet: Sheet, box: Box, view: PublicView, name: Namer) -> None:
    sheet.region("table", box)
    x0, y0, x1, _ = box
    sheet.draw.rounded_rectangle(box, 12, fill=PAPER, outline=LINE, width=2)
    sheet.text((x0 + 18, y0 + 28), words(f"{P}table.title"), font(NAME, bold=True), INK, "lm")
    f = font(TEXT)
    y = y0 + 46 + LINE_H // 2
    palettes.counts(words, sheet, x0 + 18, y, view.discard, words(f"{P}table.discard"))
    for seat, given in enumerate(view.exchanged):
        y += LINE_H
        keys = [k for k in KEYS for _ in range(given[k])]
        shown = cards(words, keys) if keys else words(f"{P}table.not_revealed")
        say = words(f"{P}table.gave", name=name(seat), cards=shown)
        sheet.text((x0 + 18, y), fit(say, f, x1 - x0 - 36), f, INK, "lm")
    if not view.variant:
        return
    y += LINE_H + 12
    sheet.text((x0 + 18, y), words(f"{P}table.variant"), font(TEXT, bold=True), INK, "lm")
    for key in KEYS:
        y += LINE_H
        sheet.sprite(shapes.sign(key, 40, TEXT, letter(words, key)), x0 + 38, y, f"effect {key}")
        effect = words(f"{P}table.effect_of.{key}")
        said = words(f"{P}table.effect", element=element(words, key), effect=effect)
        sheet.text((x0 + 66, y), fit(said, f, x1 - x0 - 90), f, INK, "lm")
