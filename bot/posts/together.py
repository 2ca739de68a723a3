"""The public post of a simultaneous secret decision: every seat that must choose is named (and
pinged) in the same post, each choice stays hidden until the last is made, and then the game
reveals them all in its next post. Built from the public view like every public post."""

from __future__ import annotations

from dataclasses import replace

from bot.game.levels import computer_name
from bot.game.model import Game
from bot.game.protocol import Picture
from bot.game.text import listed
from bot.posts import ids
from bot.posts.messages import Outgoing, take_button, turn_post


def together_post(
    game: Game, turn_lines: list[str] | None, picture: Picture | None, pinged: list[int]
) -> Outgoing:
    """The turn post when several seats decide at once (`game`: its public view): the board
    and what happened as in `turn_post`, every deciding seat named (people mentioned, those of
    `pinged` with a notification) and one Take my turn button for all of them."""
    state = game.state
    assert state is not None
    out = turn_post(game, turn_lines, picture, ping=False)
    seats = game.deciders()
    names = [
        computer_name(game, s) if game.is_computer(s) else f"<@{game.user_of(s)}>" for s in seats
    ]
    texts = game.rules.texts(state)
    content = game.words("bot.post.together", names=listed(names, game.words), prompt=texts.prompt)
    notice = texts.notice
    if notice:
        content = f"{notice}\n{content}"
    board = [b for b in out.buttons if b.custom_id == ids.board(game.id)]
    take = take_button(game)
    people = [s for s in seats if not game.is_computer(s)]
    users = [u for u in (game.user_of(s) for s in pinged if s in people) if u]
    return replace(
        out, content=content, buttons=[take, *board] if people else board, mentions=users
    )
