"""Board pictures for Round House: pure functions from an engine state to PNG bytes.

    render_board(state, words) -> bytes         # the whole board, 1600 px wide
    render_turn_picture(state, words) -> bytes  # the turn post's picture, for a phone, 800 px
    render_my_board(state, words, seat) -> bytes  # one player's holdings, for a phone
    render_player_board(state, words, seat) -> bytes  # one player's board (private "my board")
    render_score_chart(state, words, timeline=()) -> bytes  # prestige by category; over time
    alt_text(words, state, last_events=None) -> str
    player_alt_text(words, state, seat) -> str  # the alt text of render_my_board
    warm_up()                               # optional: build the palette and fonts now (~1 s)

`words` (`locales.words.words_for(language)`) is the picture's language: every text drawn and
the alt text come from its catalogue (`roundhouse_pictures.toml`, the names from
`roundhouse.toml`), drawn in any script (`games.common.fonts`). Text functions take `words`
first, as `engine.roundhouse.names` does; pictures take the state first. No Discord here: the
bot calls these (off the event loop) and attaches the bytes.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.roundhouse.state import GameState
from games.common.png import encode, encode_as_drawn
from locales.words import Words

from .alt import alt_text, player_alt_text
from .board import draw_board
from .chart import draw_score_chart
from .palette_sample import shared_palette
from .phone import draw_phone
from .phone_player import draw_phone_player
from .player_board import draw_player_board


def render_board(state: GameState, words: Words) -> bytes:
    """The board picture of a state, as PNG bytes."""
    return encode(draw_board(state, words), shared_palette())


def render_turn_picture(state: GameState, words: Words) -> bytes:
    """The turn post's picture: the house, the round, whose turn and every player's score and
    holdings, readable on a phone without zooming (800 px wide, portrait)."""
    return encode(draw_phone(state, words).im, shared_palette())


def render_my_board(state: GameState, words: Words, seat: int) -> bytes:
    """One player's board in the turn picture's style, with everything the player holds;
    raises ValueError for a seat that is not in the game."""
    return encode(draw_phone_player(state, words, seat).im, shared_palette())


def render_player_board(state: GameState, words: Words, seat: int) -> bytes:
    """One player's board as PNG bytes; raises ValueError for a seat not in the game."""
    return encode(draw_player_board(state, words, seat), shared_palette())


def render_score_chart(
    state: GameState, words: Words, timeline: Sequence[Sequence[int]] = ()
) -> bytes:
    """The score chart (the final breakdown once the game is over) as PNG bytes; with a
    timeline (each player's total at the start and after every turn), the score over time
    under it."""
    chart = draw_score_chart(state, words, timeline=timeline)
    return encode_as_drawn(chart)  # its colours are not the board's


def warm_up() -> None:
    """Build the once-per-process caches (PNG palette, fonts) so the first board is fast."""
    shared_palette()


__all__ = [
    "alt_text",
    "player_alt_text",
    "render_board",
    "render_my_board",
    "render_player_board",
    "render_score_chart",
    "render_turn_picture",
    "warm_up",
]
