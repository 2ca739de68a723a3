"""Every message the bot posts, built as plain data (`Outgoing`) used by the bot and the demo.

`Outgoing` holds the text, an embed, an optional board picture and the components as specs;
`bot.interface.views` turns the specs into discord.py DynamicItems, `bot.tools.demo` into a
transcript.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import discord

from bot.game import ids
from bot.game.model import Game, MoveResult, seat_range
from bot.game.protocol import UNDO, Picture, Topic
from bot.storage.records import MoveRow, Status

COLOUR = discord.Colour(0xB5462E)  # a lacquer red
MAX_BUTTON_OPTIONS = 20  # four rows of five; the fifth row holds Undo, Show board and My board


@dataclass(frozen=True)
class ButtonSpec:
    label: str
    custom_id: str
    style: str = "primary"  # primary | secondary | success | danger
    disabled: bool = False


@dataclass(frozen=True)
class SelectSpec:
    custom_id: str
    placeholder: str
    options: list[tuple[str, str]]  # (label, value)


@dataclass
class Outgoing:
    """One message: text, embed, picture and components, and who may be pinged."""

    content: str = ""
    embed: discord.Embed | None = None
    picture: Picture | None = None
    buttons: list[ButtonSpec] = field(default_factory=list)
    select: SelectSpec | None = None
    mentions: list[int] = field(default_factory=list)  # user ids allowed to be pinged


def game_title(game: Game) -> str:
    """The game's name and number: "Round House #12"."""
    return f"{game.rules.name} #{game.id}"


def _player(game: Game, seat: int | None, *, mention: bool) -> str:
    if seat is None:
        return "nobody"
    s = game.seats[seat]
    if s.computer:
        return f"{s.name} (computer)"
    return f"<@{s.user_id}>" if mention else s.name


# -- lobby ------------------------------------------------------------------------------------


def lobby(game: Game) -> Outgoing:
    """The lobby message: the seats, and Join/Leave/Add computer/Start while open."""
    seats = "\n".join(
        f"{i + 1}. {_player(game, i, mention=True)}"
        + (" — host" if s.user_id == game.row.host_id else "")
        for i, s in enumerate(game.seats)
    )
    most = game.rules.max_seats
    embed = discord.Embed(title=game_title(game), colour=COLOUR)
    embed.add_field(name=f"Seats ({len(game.seats)}/{most})", value=seats or "—", inline=False)
    if game.status == Status.LOBBY:
        host = f" (<@{game.row.host_id}>)" if game.seat_of(game.row.host_id) is not None else ""
        embed.description = (
            f"A new game is looking for {seat_range(game.rules)} players. Join, or add computer "
            f"players; the host{host} starts."
        )
        full = len(game.seats) >= most
        buttons = [
            ButtonSpec("Join", ids.lobby(game.id, "join"), "success", disabled=full),
            ButtonSpec("Leave", ids.lobby(game.id, "leave"), "secondary"),
            ButtonSpec(
                "Add computer player", ids.lobby(game.id, "cpu"), "secondary", disabled=full
            ),
            ButtonSpec(
                "Start",
                ids.lobby(game.id, "start"),
                "primary",
                disabled=len(game.seats) < game.rules.min_seats,
            ),
        ]
        return Outgoing(embed=embed, buttons=buttons)
    embed.description = {
        Status.PLAYING: "The game has started: see the board below.",
        Status.FINISHED: "The game is over.",
        Status.ABANDONED: "This game was abandoned.",
    }.get(game.status, game.status)
    return Outgoing(embed=embed)


# -- the public turn post ---------------------------------------------------------------------


def _lines(lines: list[str] | None) -> str:
    if not lines:
        return ""
    text = "\n".join(f"• {line}" for line in lines)
    return text if len(text) <= 3500 else text[:3499] + "…"


def turn_post(game: Game, turn_lines: list[str] | None, picture: Picture | None) -> Outgoing:
    """After every turn: the picture (the game's phone picture), what happened, whose turn it
    is, a Take my turn button and Show board for the full board."""
    state, rules = game.state, game.rules
    assert state is not None
    current = game.current_seat()
    embed = discord.Embed(title=f"{game_title(game)} — move {game.version}", colour=COLOUR)
    happened = _lines(turn_lines)
    if turn_lines is None:
        embed.description = "The game begins. Seats: " + ", ".join(s.name for s in game.seats) + "."
    elif happened:
        embed.description = happened
    embed.set_footer(text=rules.progress(state))
    if picture is not None:
        embed.set_image(url=f"attachment://{picture.filename}")
    user = game.user_of(current)
    if game.is_computer(current):
        content = f"**{game.name_of(current)}** (computer) is taking its turn…"
    else:
        content = f"{_player(game, current, mention=True)}, it's your turn: {rules.prompt(state)}"
    notice = rules.notice(state)
    if notice:
        content = f"{notice}\n{content}"
    buttons = [
        ButtonSpec("Take my turn", ids.turn(game.id, game.version), "primary"),
        ButtonSpec("Show board", ids.board(game.id), "secondary"),  # the picture is the phone's
    ]
    return Outgoing(content, embed, picture, buttons, mentions=[user] if user else [])


def decision_post(game: Game) -> Outgoing:
    """Within a turn, another seat must decide something."""
    seat = game.current_seat()
    user = game.user_of(seat)
    assert game.state is not None
    content = (
        f"{_player(game, seat, mention=True)}, you have a decision to make: "
        f"{game.rules.prompt(game.state)}"
    )
    buttons = [] if user is None else [ButtonSpec("Take my turn", ids.turn(game.id, game.version))]
    return Outgoing(content, buttons=buttons, mentions=[user] if user else [])


def game_over_post(game: Game, turn_lines: list[str], picture: Picture | None) -> Outgoing:
    """The last turn, the final board and the final scores."""
    state = game.state
    assert state is not None
    embed = scores_embed(game, title=f"{game_title(game)} — final scores")
    happened = _lines(turn_lines)
    if happened:
        embed.description = happened
    if picture is not None:
        embed.set_image(url=f"attachment://{picture.filename}")
    winners = game.rules.winners(state)
    users = [u for u in (game.user_of(w) for w in winners) if u]
    names = " and ".join(_player(game, w, mention=True) for w in winners)
    content = (
        f"The game is over after {game.version} moves. Winner: {names}!"
        if len(winners) == 1
        else f"The game is over after {game.version} moves. Shared victory: {names}!"
    )
    return Outgoing(content, embed, picture, mentions=users)


def scores_embed(game: Game, *, title: str) -> discord.Embed:
    state = game.state
    assert state is not None
    embed = discord.Embed(title=title, colour=COLOUR)
    for seat, score in enumerate(game.rules.scores(state)):
        detail = ", ".join(f"{name} {points}" for name, points in score.categories)
        embed.add_field(
            name=f"{game.seats[seat].name}: {score.total}", value=detail or "—", inline=False
        )
    return embed


# -- the ephemeral decision panel -------------------------------------------------------------


def panel(game: Game, seat: int | None, *, note: str | None = None) -> Outgoing:
    """The decision panel for `seat`: one button per option (a select past 20), Undo, Show
    board and My board."""
    state, rules = game.state, game.rules
    header = f"**{game_title(game)}** · move {game.version}"
    parts = [note] if note else []
    board = ButtonSpec("Show board", ids.board(game.id), "secondary")
    if seat is not None and state is not None:
        board_buttons = [board, ButtonSpec("My board", ids.me(game.id), "secondary")]
    else:
        board_buttons = [board]
    if game.status != Status.PLAYING or state is None:
        parts.append(f"{header}\nThis game is {game.status}.")
        return Outgoing("\n".join(parts), buttons=board_buttons if state is not None else [])
    current = game.current_seat()
    if current != seat:
        parts.append(
            f"{header}\nIt is {game.name_of(current)}'s turn now. "
            "You will be mentioned when it is yours."
        )
        return Outgoing("\n".join(parts), buttons=board_buttons)
    assert seat is not None  # the deciding seat
    moves = [m for m in rules.legal_moves(state) if m.code != UNDO]
    parts.append(_decision_text(game, seat, header))
    can_undo = rules.can_undo(state)
    undo = ButtonSpec("Undo", ids.undo(game.id, game.version), "danger", disabled=not can_undo)
    ending = rules.ending_move(state)
    if len(moves) <= MAX_BUTTON_OPTIONS:
        labels = _distinct([m.label for m in moves], 80)
        buttons = [
            ButtonSpec(
                label,
                ids.move(game.id, game.version, m.code),
                "success" if m.code == ending else "primary",
            )
            for label, m in zip(labels, moves, strict=True)
        ]
        return Outgoing(_fit("\n".join(parts)), buttons=[*buttons, undo, *board_buttons])
    moves = moves[:25]
    labels = _distinct([m.label for m in moves], 100)
    options = [(label, m.code) for label, m in zip(labels, moves, strict=True)]
    select = SelectSpec(ids.select(game.id, game.version), "Choose…", options)
    return Outgoing(_fit("\n".join(parts)), buttons=[undo, *board_buttons], select=select)


def _decision_text(game: Game, seat: int, header: str) -> str:
    """The panel above the buttons: the player's own situation, what the decision asks, what
    its options do, and why Undo is off when it is."""
    state, rules = game.state, game.rules
    assert state is not None
    lines = [f"{header} · your decision"]
    situation = rules.situation(state, seat)
    if situation:
        lines.append(situation)
    lines.append(f"**{rules.prompt(state)}**")
    explain = rules.explain(state)
    if explain:
        lines.append(explain)
    why = None if rules.can_undo(state) else rules.undo_note(state)
    if why:
        lines.append(f"↩️ Undo: {why}")
    return "\n".join(lines)


def _fit(text: str, limit: int = 2000) -> str:
    """A message's text within Discord's 2,000 characters."""
    return _clip(text, limit)


def turn_done(result: MoveResult, *, automatic: bool = False) -> str:
    """The note on a panel after End turn: the turn in words; `automatic`: ended by the player's
    auto-end setting (and how to turn it off)."""
    how = " (auto-end turn is on: `/roundhouse notify auto_end: off` asks again)" * automatic
    return f"✅ Turn done{how} — {result.line}"


def _distinct(labels: list[str], limit: int) -> list[str]:
    """Labels clipped to `limit`, with "(2)", "(3)"… on repeats so every option reads apart."""
    seen: dict[str, int] = {}
    out = []
    for label in labels:
        clipped = _clip(label, limit - 4)
        seen[clipped] = seen.get(clipped, 0) + 1
        out.append(clipped if seen[clipped] == 1 else f"{clipped} ({seen[clipped]})")
    return out


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# -- command answers --------------------------------------------------------------------------


def status(game: Game, viewer: int | None = None) -> Outgoing:
    """Each seat's standing as `viewer` (a seat; None: a spectator) may see it, whose turn it
    is and how far the game has gone."""
    state, rules = game.state, game.rules
    if state is None:
        return lobby(game)
    embed = discord.Embed(title=f"{game_title(game)} — {game.status}", colour=COLOUR)
    current = game.current_seat()
    for seat, summary in enumerate(rules.summaries(state, viewer)):
        marker = "▶ " if seat == current else ""
        tag = f" ({summary.tag})" if summary.tag else ""
        embed.add_field(
            name=f"{marker}{game.seats[seat].name}{tag}", value=summary.text, inline=False
        )
    if game.status == Status.PLAYING:
        notice = rules.notice(state)
        lines = [notice] if notice else []
        lines.append(f"{game.name_of(current)} to play: {rules.prompt(state)}")
        embed.description = "\n".join(lines)
    embed.set_footer(text=f"{rules.progress(state)} · move {game.version}")
    return Outgoing(embed=embed)


def log(game: Game, moves: list[MoveRow]) -> Outgoing:
    if not moves:
        return Outgoing(f"{game_title(game)}: no moves yet.")
    lines = [f"`{m.seq:>4}` {m.line}" for m in moves]
    text = "\n".join(lines)
    while len(text) > 1900:
        lines.pop(0)
        text = "\n".join(lines)
    return Outgoing(f"**{game_title(game)}: the last moves**\n{text}")


def rules_answer(topic: Topic) -> Outgoing:
    embed = discord.Embed(title=topic.title, description=topic.text, colour=COLOUR)
    return Outgoing(embed=embed)


def board_message(game: Game, picture: Picture) -> Outgoing:
    embed = discord.Embed(title=f"{game_title(game)} — move {game.version}", colour=COLOUR)
    embed.set_image(url=f"attachment://{picture.filename}")
    return Outgoing(embed=embed, picture=picture)


def my_board_message(game: Game, seat: int, picture: Picture) -> Outgoing:
    """`/roundhouse me`: the seat's own board, for that player alone."""
    embed = discord.Embed(
        title=f"{game_title(game)} — {game.seats[seat].name}'s board, move {game.version}",
        colour=COLOUR,
    )
    embed.set_image(url=f"attachment://{picture.filename}")
    return Outgoing(embed=embed, picture=picture)
