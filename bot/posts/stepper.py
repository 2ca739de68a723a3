"""The replay stepper as a message: one turn of a finished game, its picture and what happened,
with ⏮ ◀ "Turn N of M" ▶ ⏭ (`bot.posts.ids.replay`).

Every button names the game and the turn it shows, so a stepper keeps working after a restart;
the counter in the middle is a disabled button (it only says where the replay is).
"""

from __future__ import annotations

import discord

from bot.game.model import Game
from bot.game.protocol import Picture
from bot.game.replay import Replay
from bot.posts import ids
from bot.posts.announce import with_picture
from bot.posts.fitting import LINES_LIMIT, bulleted, fit_lines
from bot.posts.messages import COLOUR, ButtonSpec, Outgoing, clock_footer, game_title

ARROWS = (("⏮", "f"), ("◀", "p"), ("▶", "n"), ("⏭", "l"))  # first, previous, next, last


def step(game: Game, replay: Replay, number: int, picture: Picture | None) -> Outgoing:
    """Turn `number` of the replay: whose turn, its lines, the game's clock after it, the
    picture (or why there is none) and the arrows, those leading nowhere disabled."""
    turn, count = replay.turn(number, game), len(replay.turns)
    state = replay.states[number - 1]
    words = game.words
    embed = discord.Embed(title=words("bot.replay.title", title=game_title(game)), colour=COLOUR)
    lines = bulleted(turn.lines)
    who = game.name_of(turn.seat) if turn.seat is not None else words("bot.replay.the_game")
    head = words("bot.replay.head", number=number, count=count, who=who)
    embed.description = fit_lines(
        lines, LINES_LIMIT, lambda n: words.plural("bot.post.lines_not_shown", n), head=[head]
    )
    clock_footer(embed, game.rules, state)
    targets = {"f": 1, "p": number - 1, "n": number + 1, "l": count}
    buttons = [
        ButtonSpec(
            label,
            ids.replay(game.id, min(max(targets[move], 1), count), move),
            "secondary",
            disabled=targets[move] == number or not 1 <= targets[move] <= count,
        )
        for label, move in ARROWS
    ]
    counter = ButtonSpec(
        words("bot.replay.counter", number=number, count=count),
        ids.replay(game.id, number, "c"),
        "primary",
        disabled=True,
    )
    buttons.insert(2, counter)
    out = Outgoing("", embed, picture, buttons)
    return with_picture(game, out, picture)
