"""Castles' pictures for the bot, from games/castles/pictures (Pillow is loaded by the first one):
the turn post's picture, Show board (every castle, whole), My castle (`/roundhouse me`) and the
placement preview a placing seat sees with its panel. Each is drawn from the state it is
given: the bot hands the public view for public pictures and the seat's view for its own."""

from __future__ import annotations

import io

from bot.game.protocol import Picture
from engine.castles.state import Place
from locales.words import Words

from . import placing
from .table import Table

GAP = 16  # px between two castles on Show board


def turn(words: Words, state: Table) -> Picture:
    import games.castles.pictures as rc

    game, news = state.game, state.news
    return Picture(rc.render_turn_picture(words, game, news), rc.turn_alt_text(words, game, news))


def board(words: Words, state: Table) -> Picture:
    """Every seat's castle, whole, one under the other (the latest turn's rooms outlined)."""
    from PIL import Image

    import games.castles.pictures as rc

    game = state.game
    seats = range(len(game.players))
    parts = [Image.open(io.BytesIO(rc.render_castle(words, game, s, state.news))) for s in seats]
    out = Image.new(
        "RGB",
        (max(p.width for p in parts), sum(p.height for p in parts) + GAP * (len(parts) - 1)),
        "white",
    )
    y = 0
    for part in parts:
        out.paste(part.convert("RGB"), (0, y))
        y += part.height + GAP
    buffer = io.BytesIO()
    out.save(buffer, "PNG", optimize=True)
    return Picture(
        buffer.getvalue(),
        words("common.sentence.join").join(rc.castle_alt_text(words, game, s) for s in seats),
    )


def me(words: Words, state: Table, seat: int) -> Picture:
    import games.castles.pictures as rc

    game = state.game
    return Picture(rc.render_me(words, game, seat), rc.me_alt_text(words, game, seat), "me.png")


def preview(words: Words, state: Table, seat: int) -> Picture | None:
    """The legal spots of the room `seat` is placing, lettered (the page it looks at); None
    when it is not placing a room."""
    d = placing.placing(state)
    if not isinstance(d, Place) or d.seat != seat:
        return None
    import games.castles.pictures as rc

    page = placing.shown_page(state)
    png = rc.render_preview(words, state.game, seat, d.tile, page)
    return Picture(png, rc.preview_alt_text(words, state.game, seat, d.tile, page), "spots.png")
