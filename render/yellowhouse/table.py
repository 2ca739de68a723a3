"""What else lies on the table, in words for the turn picture (`piles_text`) and drawn for
"Show board" (`draw`): the discard pile by element, the Supports left in the pile, the cards
set aside face down, the round's revealed exchange, and in the variant the Support effects
(the reference card's summary)."""

from __future__ import annotations

from engine.yellowhouse.content import KEYS
from engine.yellowhouse.views import PublicView

from . import palettes, shapes
from .sheet import Box, Sheet, fit
from .style import INK, LINE, LOOKS, NAME, PAPER, TEXT, font
from .words import Namer, cards

EFFECTS = {
    "passion": "the trick ends; you lead the next",
    "skill": "advance another element 1",
    "money": "the Support counts 2 levels",
    "inspiration": "give a card, get one of another element",
}
LINE_H = 48


def height(variant: bool) -> int:
    """The panel's height: the effects are listed in the variant only."""
    return 46 + LINE_H * 3 + 12 + (LINE_H * (len(EFFECTS) + 1) if variant else 0)


def piles_text(view: PublicView) -> str:
    """'Supports in the pile: 3 · Discard: 6 · Set aside: 4 face down'."""
    aside = f" · Set aside: {view.aside} face down" if view.aside else ""
    return (
        f"Supports in the pile: {view.supports_pile} · Discard: {sum(view.discard.values())}{aside}"
    )


def draw(sheet: Sheet, box: Box, view: PublicView, name: Namer) -> None:
    sheet.region("table", box)
    x0, y0, x1, _ = box
    sheet.draw.rounded_rectangle(box, 12, fill=PAPER, outline=LINE, width=2)
    sheet.text((x0 + 18, y0 + 28), "On the table", font(NAME, bold=True), INK, "lm")
    f = font(TEXT)
    y = y0 + 46 + LINE_H // 2
    palettes.counts(sheet, x0 + 18, y, view.discard, "Discard pile")
    for seat, given in enumerate(view.exchanged):
        y += LINE_H
        keys = [k for k in KEYS for _ in range(given[k])]
        say = f"{name(seat)} gave at the exchange: {cards(keys) if keys else 'not revealed yet'}"
        sheet.text((x0 + 18, y), fit(say, f, x1 - x0 - 36), f, INK, "lm")
    if not view.variant:
        return
    y += LINE_H + 12
    sheet.text(
        (x0 + 18, y), "Variant: a Support that strengthens…", font(TEXT, bold=True), INK, "lm"
    )
    for key, effect in EFFECTS.items():
        y += LINE_H
        sheet.sprite(shapes.sign(key, 40, TEXT), x0 + 38, y, f"effect {key}")
        sheet.text((x0 + 66, y), fit(f"{LOOKS[key].name}: {effect}", f, x1 - x0 - 90), f, INK, "lm")
