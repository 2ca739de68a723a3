"""The answers of the commands that look at a game (`status`, `log`, `board`, `me`, `rules`),
built as plain data (`Outgoing`) like every message (`bot.posts.messages`): public answers from
the public view (`bot.game.sight`), in the words of the game they are given."""

from __future__ import annotations

import discord

from bot.game import capabilities
from bot.game.levels import seat_tag
from bot.game.log_turns import told_turns
from bot.game.model import Game
from bot.game.protocol import Picture, Topic
from bot.game.sight import clock, seen_by
from bot.game.text import clip
from bot.posts.fitting import bulleted
from bot.posts.messages import clock_footer, game_title, lobby
from bot.posts.outgoing import COLOUR, Outgoing
from bot.storage.records import MoveRow, Status


def status(game: Game, viewer: int | None = None) -> Outgoing:
    """Each seat's standing as `viewer` (a seat; None: a spectator) may see it, whose turn it
    is and how far the game has gone."""
    game = seen_by(game, None)  # a public answer: what everybody may know
    state, rules, words = game.state, game.rules, game.words
    if state is None:
        return lobby(game)
    state_word = words(f"bot.state.{game.status}")
    title = words("bot.status.title", title=game_title(game), status=state_word)
    embed = discord.Embed(title=title, colour=COLOUR)
    for seat, summary in enumerate(rules.summaries(state, viewer)):
        marker = "▶ " if seat in game.deciders() else ""
        tag = seat_tag(game, seat, summary.tag)
        embed.add_field(name=f"{marker}{game.name_of(seat)}{tag}", value=summary.text, inline=False)
    if game.status == Status.PLAYING:
        texts = rules.texts(state)
        lines = [texts.notice] if texts.notice else []
        prompt = texts.prompt
        lines.append(words("bot.status.to_play", names=game.waiting_on(), prompt=prompt))
        embed.description = "\n".join(lines)
    clock_footer(embed, rules, state)
    return Outgoing(embed=embed)


def log(game: Game, moves: list[MoveRow], *, last: int = 15) -> Outgoing:
    """The last `last` lines of the turns that ended (`moves`: the whole log; a turn still
    running and undone moves are not told: `told_turns`), under their turns: "**Turn 34** ·
    Ann". Turns are counted from the log (a turn is a run of one turn key), so they read as
    the game's own turn numbers."""
    words = game.words
    shown: list[tuple[int, str, list[str]]] = []  # (number, whose turn, its lines shown)
    left = last  # the lines still to show, from the newest back
    for turn in reversed(told_turns(game, moves)):
        if left <= 0:
            break
        lines = list(turn.lines[-left:])
        left -= len(lines)
        if lines:
            shown.insert(0, (turn.number, game.name_of(turn.seat), lines))
    if not shown:
        return Outgoing(words("bot.log.empty", title=game_title(game)))
    head = words("bot.log.head", title=game_title(game))
    now = clock(game)
    if now:
        head += words("bot.log.progress", progress=now)
    while True:
        text = "\n".join(
            "\n".join([words("bot.log.turn", n=n, who=who), *bulleted(lines)])
            for n, who, lines in shown
        )
        if len(text) <= 1800 or sum(len(lines) for _, _, lines in shown) <= 1:
            return Outgoing(f"{head}\n{clip(text, 1800)}")
        first = shown[0]
        shown[0] = (first[0], first[1], first[2][1:])
        if not shown[0][2]:
            shown.pop(0)


def rules_answer(topic: Topic) -> Outgoing:
    embed = discord.Embed(title=topic.title, description=topic.text, colour=COLOUR)
    return Outgoing(embed=embed)


def board_message(game: Game, picture: Picture) -> Outgoing:
    """Show board: the whole board under a title, a plain attachment (as the turn post's: an
    embed's image is about 280 px high at most, too small on a phone)."""
    title = game.words("bot.board.title", title=game_title(game), clock=clock(game))
    return Outgoing(embed=discord.Embed(title=title, colour=COLOUR), picture=picture)


def my_board_message(game: Game, picture: Picture) -> Outgoing:
    """`/roundhouse me`: the seat's own board, for that player alone, titled as the game
    names it for them ("My hand": `SeatPicture.seat_picture_label`); the picture a plain
    attachment, as Show board's."""
    drawer = capabilities.seat_picture(game.rules)
    assert drawer is not None  # a seat picture was drawn
    what = drawer.seat_picture_label()
    title = game.words("bot.board.mine", title=game_title(game), what=what, clock=clock(game))
    return Outgoing(embed=discord.Embed(title=title, colour=COLOUR), picture=picture)
