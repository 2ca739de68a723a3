"""Every message the bot posts, built as plain data (`Outgoing`, `bot.posts.outgoing`) used by
the bot and the demo.

Each message speaks the language of the rules of the game it is given (`Game.words`): a public
post the game's own; a private answer is built from the game `speaking` its reader's language
(`Game.speaking`), so that the bot's words and the game's labels read alike.
"""

from __future__ import annotations

import discord

from bot.game import capabilities
from bot.game.levels import computer_name
from bot.game.lobby_rules import menu, option_lines, seat_limit, start_refusal
from bot.game.model import Game, MoveResult, seat_range
from bot.game.protocol import UNDO, GameRules, Picture
from bot.game.sight import clock, seen_by
from bot.game.text import clip, named
from bot.posts import ids
from bot.posts.fitting import LINES_LIMIT, bulleted, fit_lines
from bot.posts.labels import BUTTON_LIMIT, OPTION_LIMIT, distinct
from bot.posts.outgoing import (
    COLOUR,
    CONTENT_LIMIT,
    MAX_BUTTON_OPTIONS,
    ButtonSpec,
    Outgoing,
    SelectSpec,
)
from bot.storage.lobby import LobbySetup
from bot.storage.records import Status
from locales.names import unescaped
from locales.words import Words


def game_title(game: Game) -> str:
    """The game's name and number: "Round House #12"."""
    return game.words("bot.post.title", name=game.rules.info.name, id=game.id)


def clock_footer(embed: discord.Embed, rules: GameRules[object], state: object) -> None:
    """The game's one clock, as on the picture, in the embed's footer (which Discord shows
    unformatted: the names in it `unescaped`)."""
    embed.set_footer(text=unescaped(rules.texts(state).progress))


def _player(game: Game, seat: int | None, *, mention: bool) -> str:
    if seat is None:
        return game.words("bot.seat.nobody")
    if game.is_computer(seat):
        return computer_name(game, seat)
    return f"<@{game.user_of(seat)}>" if mention else game.name_of(seat)


# -- lobby ------------------------------------------------------------------------------------


def lobby(
    game: Game,
    setup: LobbySetup | None = None,
    *,
    deadline_hours: int | None = None,
    idle_hours: int | None = None,
) -> Outgoing:
    """The lobby message: the seats and the options; while open Join, Leave, Add computer,
    Start and the host's menu of options. `idle_hours` None leaves the pacing out (the demo)."""
    setup = setup or LobbySetup(game.id)
    rules, words = game.rules, game.words
    host = words("bot.lobby.host")
    seats = "\n".join(
        f"{i + 1}. {_player(game, i, mention=True)}"
        + (host if s.user_id == game.row.host_id else "")
        for i, s in enumerate(game.seats)
    )
    most = seat_limit(rules, setup)
    embed = discord.Embed(title=game_title(game), colour=COLOUR)
    seats_name = words("bot.lobby.seats", taken=len(game.seats), most=most)
    embed.add_field(name=seats_name, value=seats or "—", inline=False)
    pacing = {"deadline_hours": deadline_hours, "idle_hours": idle_hours}
    embed.add_field(
        name=words("bot.lobby.options"),
        value="\n".join(option_lines(rules, setup, **pacing)),
        inline=False,
    )
    if game.status != Status.LOBBY:
        embed.description = words(f"bot.lobby.closed.{game.status}")
        return Outgoing(embed=embed)
    embed.description = _lobby_call(game, setup)
    full = len(game.seats) >= most
    refused = start_refusal(rules, setup, len(game.seats)) is not None
    buttons = [
        ButtonSpec(words("bot.button.join"), ids.lobby(game.id, "join"), "success", full),
        ButtonSpec(words("bot.button.leave"), ids.lobby(game.id, "leave"), "secondary"),
        *computer_buttons(game, full),
        ButtonSpec(words("bot.button.start"), ids.lobby(game.id, "start"), "primary", refused),
    ]
    choices = menu(rules, setup, **pacing)  # a menu needs one choice at least
    placeholder = words("bot.lobby.menu")
    select = SelectSpec(ids.lobby(game.id, "option"), placeholder, choices)
    return Outgoing(embed=embed, buttons=buttons, select=select if choices else None)


def _lobby_call(game: Game, setup: LobbySetup) -> str:
    """What the lobby asks of whom: how many players it wants, and who is asked back."""
    words = game.words
    seated = game.seat_of(game.row.host_id) is not None
    host = words("bot.lobby.host_mention", id=game.row.host_id) if seated else ""
    wanted = seat_range(game.rules) if setup.seats is None else str(setup.seats)
    if setup.seats is not None and len(game.seats) < setup.seats:
        free = words.plural("bot.lobby.seats_free", setup.seats - len(game.seats))
        wanted = words("bot.lobby.wanted_free", wanted=wanted, free=free)
    text = words("bot.lobby.call", wanted=wanted, host=host)
    asked = [u for u in setup.invited if game.seat_of(u) is None]
    if setup.rematch_of is not None:
        text = words("bot.lobby.rematch_of", id=setup.rematch_of) + text
    if asked:
        people = words("bot.list.separator").join(f"<@{u}>" for u in asked)
        text += "\n" + words("bot.lobby.asked_back", people=people)
    return text


# -- the public turn post ---------------------------------------------------------------------


def _lines(game: Game, lines: list[str] | None, left_out: str) -> str:
    """A turn's lines as a post lists them; past `LINES_LIMIT` the oldest make way for the
    catalogue's `left_out` (a plural: how many, and where to read them)."""
    if not lines:
        return ""
    return fit_lines(bulleted(lines), LINES_LIMIT, lambda count: game.words.plural(left_out, count))


def computer_buttons(game: Game, full: bool) -> list[ButtonSpec]:
    """Add computer player (off when the lobby is `full`), for a game that has them."""
    if capabilities.computers(game.rules) is None:
        return []
    add = game.words("bot.button.add_computer")
    return [ButtonSpec(add, ids.lobby(game.id, "cpu"), "secondary", full)]


def turn_post(
    game: Game, turn_lines: list[str] | None, picture: Picture | None, *, ping: bool = True
) -> Outgoing:
    """After every turn: the picture (the game's phone picture, a plain attachment: Discord
    shows it the phone's width; an embed's image is about 280 px high at most, so a tall picture
    showed 165 px wide), what happened, whose turn it is, Take my turn (only when a person plays
    now: a computer seat needs no button) and Show board for the full board. The player is
    mentioned; `ping` False leaves the mention silent (their turn DM is the notification)."""
    state, rules, words = game.state, game.rules, game.words
    assert state is not None
    current = game.current_seat()
    embed = discord.Embed(title=game_title(game), colour=COLOUR)
    happened = _lines(game, turn_lines, "bot.post.lines_left_out")  # the log has them
    if turn_lines is None:
        seats = words("bot.list.separator").join(map(game.name_of, range(len(game.seats))))
        embed.description = words("bot.post.begins", seats=seats)
    elif happened:
        embed.description = happened
    clock_footer(embed, rules, state)
    user = game.user_of(current)
    buttons = board_buttons(game)  # the phone picture
    texts = rules.texts(state)
    if current is not None and game.is_computer(current):
        content = words("bot.post.computer_turn", name=computer_name(game, current))
    else:
        player = _player(game, current, mention=True)
        content = words("bot.post.your_turn", player=player, prompt=texts.prompt)
        buttons.insert(0, take_button(game))
    notice = texts.notice
    if notice:
        content = f"{notice}\n{content}"
    mentions = [user] if user and ping and not game.is_computer(current) else []
    return Outgoing(content, embed, picture, buttons, mentions=mentions)


def take_button(game: Game) -> ButtonSpec:
    """Take my turn, for the game at its current version."""
    return ButtonSpec(game.words("bot.button.take_turn"), ids.turn(game.id, game.version))


def board_buttons(game: Game) -> list[ButtonSpec]:
    """Show board (the full board, privately), for a game that draws one (`Pictures`)."""
    if capabilities.pictures(game.rules) is None:
        return []
    return [ButtonSpec(game.words("bot.button.show_board"), ids.board(game.id), "secondary")]


def mine_buttons(game: Game, seat: int | None) -> list[ButtonSpec]:
    """My board (what `seat` holds, privately), for a seated reader of a started game that
    draws one (`SeatPicture`)."""
    drawer = capabilities.seat_picture(game.rules)
    if drawer is None or seat is None or game.state is None:
        return []
    return [ButtonSpec(drawer.seat_picture_label(), ids.me(game.id), "secondary")]


def decision_post(game: Game, *, ping: bool = True) -> Outgoing:
    """Within a turn, another seat must decide something (`ping`: as in `turn_post`)."""
    seat = game.current_seat()
    user = game.user_of(seat)
    assert game.state is not None
    player, prompt = _player(game, seat, mention=True), game.rules.texts(game.state).prompt
    content = game.words("bot.post.decision", player=player, prompt=prompt)
    buttons = [] if user is None else [take_button(game)]
    return Outgoing(content, buttons=buttons, mentions=[user] if user and ping else [])


def game_over_post(game: Game, turn_lines: list[str], picture: Picture | None) -> Outgoing:
    """The last turn, the final board (`picture`: the phone picture of the final state, as
    a turn post's: a plain attachment), the final scores, Rematch and Show board (the full
    board)."""
    state, words = game.state, game.words
    assert state is not None
    embed = scores_embed(game, title=words("bot.post.final_scores", title=game_title(game)))
    happened = _lines(game, turn_lines, "bot.post.lines_not_shown")  # no log: it is over
    if happened:
        embed.description = happened
    winners = game.rules.outcome(state).winners
    users = [u for u in (game.user_of(w) for w in winners) if u]
    names = words("bot.post.winners_and").join(_player(game, w, mention=True) for w in winners)
    won = words("bot.post.winner" if len(winners) == 1 else "bot.post.shared", names=names)
    content = words("bot.post.over", progress=game.rules.texts(state).progress, won=won)
    rematch = ButtonSpec(words("bot.button.rematch"), ids.lobby(game.id, "rematch"), "success")
    return Outgoing(content, embed, picture, [rematch, *board_buttons(game)], mentions=users)


def abandon_notice(game: Game, by: str) -> Outgoing:
    """The channel's notice that the member called `by` abandoned the game."""
    return Outgoing(game.words("bot.post.abandoned", title=game_title(game), by=named(by)))


def scores_embed(game: Game, *, title: str) -> discord.Embed:
    state = game.state
    assert state is not None
    embed = discord.Embed(title=title, colour=COLOUR)
    separator = game.words("bot.list.separator")
    for seat, score in enumerate(game.rules.outcome(state).scores):
        detail = separator.join(f"{name} {points}" for name, points in score.categories)
        embed.add_field(
            name=game.words("bot.post.score", name=game.name_of(seat), total=score.total),
            value=detail or "—",
            inline=False,
        )
    return embed


# -- the ephemeral decision panel -------------------------------------------------------------


def panel(game: Game, seat: int | None, *, note: str | None = None) -> Outgoing:
    """The decision panel for `seat` (from what it may see: `seen_by`), in the language of
    `game`'s rules (the reader's: `Game.speaking`): one button per option (a select past
    20), Undo, Show board and My board (each if the game has it: `bot.game.capabilities`)."""
    now, game = clock(game), seen_by(game, seat)
    state, rules, words = game.state, game.rules, game.words
    title = f"**{game_title(game)}**"  # then whom the seat plays against, and the one clock
    header = " · ".join(part for part in (title, game.against(seat), now) if part)
    parts = [note] if note else []
    shown = [*board_buttons(game), *mine_buttons(game, seat)]
    if game.status != Status.PLAYING or state is None:
        status = words(f"bot.state.{game.status}")
        parts.append(words("bot.panel.game_is", header=header, status=status))
        return Outgoing("\n".join(parts), buttons=shown if state is not None else [])
    if not game.may_act(seat):
        parts.append(words("bot.panel.waiting", header=header, names=game.waiting_on()))
        back = take_back_buttons(game, seat)
        if back:
            parts.append(words("bot.panel.can_take_back"))
        return Outgoing("\n".join(parts), buttons=[*back, *shown])
    assert seat is not None  # the deciding seat
    moves = [m for m in rules.legal_moves(state, seat) if m.code != UNDO]
    parts.append(_decision_text(game, seat, header))
    undo = undo_buttons(game)
    ending = capabilities.ending_move(rules, state)
    if len(moves) <= MAX_BUTTON_OPTIONS:
        labels = distinct(moves, BUTTON_LIMIT)
        buttons = [
            ButtonSpec(
                label.label,
                ids.move(game.id, game.version, m.code),
                "success" if m.code == ending else "primary",
            )
            for label, m in zip(labels, moves, strict=True)
        ]
        text = clip("\n".join(parts), CONTENT_LIMIT)
        return Outgoing(text, buttons=[*buttons, *undo, *shown])
    moves = moves[:25]
    labels = distinct(moves, OPTION_LIMIT)
    options = [(label.label, m.code) for label, m in zip(labels, moves, strict=True)]
    described = {m.code: label.left_out for label, m in zip(labels, moves, strict=True)}
    choose = words("bot.panel.choose")
    select = SelectSpec(ids.select(game.id, game.version), choose, options, described)
    text = clip("\n".join(parts), CONTENT_LIMIT)
    return Outgoing(text, buttons=[*undo, *shown], select=select)


def _decision_text(game: Game, seat: int, header: str) -> str:
    """The panel above the buttons: what the decision asks first (a phone shows the top of a
    panel at a glance), then the game and the player's own situation, what its options do, and
    why Undo is off when it is."""
    state, rules, words = game.state, game.rules, game.words
    assert state is not None
    texts = rules.texts(state, reader=seat)
    lines = [f"**{texts.prompt}**", words("bot.panel.yours", header=header)]
    if texts.situation:
        lines.append(texts.situation)
    if texts.explain:
        lines.append(texts.explain)
    undoer = capabilities.undo(rules)
    why = None if undoer is None or undoer.can_undo(state) else undoer.undo_note(state)
    if why:
        lines.append(words("bot.panel.no_undo", why=why))
    return "\n".join(lines)


def undo_buttons(game: Game) -> list[ButtonSpec]:
    """Undo, off when there is nothing to take back, for a game that has it (`Undo`)."""
    undoer = capabilities.undo(game.rules)
    if undoer is None:
        return []
    off = not undoer.can_undo(game.state)
    undo_id = ids.undo(game.id, game.version)
    return [ButtonSpec(game.words("bot.button.undo"), undo_id, "danger", disabled=off)]


def take_back_buttons(game: Game, seat: int | None) -> list[ButtonSpec]:
    """Undo on the panel of a seat whose turn has ended, while it may take the end back
    (`TakeBackEnd`)."""
    state = game.state
    if seat is None or state is None or capabilities.take_back(game.rules, state, seat) is None:
        return []
    back_id = ids.take_back(game.id, game.version)
    return [ButtonSpec(game.words("bot.button.undo"), back_id, "danger")]


def turn_done(result: MoveResult, words: Words, *, automatic: bool = False) -> str:
    """The note on a panel after End turn: the turn in words; `automatic`: ended by the player's
    auto-end setting (and how to turn it off)."""
    how = words("bot.panel.auto_end") if automatic else ""
    return words("bot.panel.turn_done", how=how, line=result.line)


def move_note(result: MoveResult, words: Words) -> str | None:
    """The note on the panel a move answers with: the one-option decisions played for the
    player ("Only one choice: Pass (played for you)"), then the turn done, if it ended."""
    notes = [words("bot.panel.taken_back")] if result.took_back else []
    notes += [words("bot.panel.only_choice", label=label) for label in result.forced]
    if result.turn_ended and not result.game_over:
        notes.append(turn_done(result, words, automatic=result.auto_ended))
    return "\n".join(notes) or None
