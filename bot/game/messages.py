"""Every message the bot posts, built as plain data (`Outgoing`) used by the bot and the demo.

`Outgoing` holds the text, an embed, an optional board picture and the components as specs;
`bot.interface.views` turns the specs into discord.py DynamicItems, `bot.tools.demo` into a
transcript.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import discord

from bot.game import ids
from bot.game.levels import computer_name, seat_tag
from bot.game.lobby_rules import menu, option_lines, seat_limit, start_refusal
from bot.game.log_turns import turns_of
from bot.game.model import Game, MoveResult, seat_range
from bot.game.protocol import UNDO, Picture, Topic
from bot.game.sight import seen_by
from bot.game.text import clip, named
from bot.storage.lobby import LobbySetup
from bot.storage.records import MoveRow, Status

COLOUR = discord.Colour(0xB5462E)  # a lacquer red
CONTENT_LIMIT = 2000  # Discord's limit for a message's text
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
    # Discord keeps one message per nonce for a few minutes: a post sent again after a
    # restart (`bot.game.outbox`) is not posted twice.
    nonce: str | None = None


def game_title(game: Game) -> str:
    """The game's name and number: "Round House #12"."""
    return f"{game.rules.name} #{game.id}"


def _player(game: Game, seat: int | None, *, mention: bool) -> str:
    if seat is None:
        return "nobody"
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
    rules = game.rules
    seats = "\n".join(
        f"{i + 1}. {_player(game, i, mention=True)}"
        + (" — host" if s.user_id == game.row.host_id else "")
        for i, s in enumerate(game.seats)
    )
    most = seat_limit(rules, setup)
    embed = discord.Embed(title=game_title(game), colour=COLOUR)
    embed.add_field(name=f"Seats ({len(game.seats)}/{most})", value=seats or "—", inline=False)
    pacing = {"deadline_hours": deadline_hours, "idle_hours": idle_hours}
    embed.add_field(
        name="Options", value="\n".join(option_lines(rules, setup, **pacing)), inline=False
    )
    if game.status != Status.LOBBY:
        embed.description = {
            Status.PLAYING: "The game has started: see the board below.",
            Status.FINISHED: "The game is over.",
            Status.ABANDONED: "This game was abandoned.",
        }.get(game.status, game.status)
        return Outgoing(embed=embed)
    embed.description = _lobby_call(game, setup)
    full = len(game.seats) >= most
    buttons = [
        ButtonSpec("Join", ids.lobby(game.id, "join"), "success", disabled=full),
        ButtonSpec("Leave", ids.lobby(game.id, "leave"), "secondary"),
        ButtonSpec("Add computer player", ids.lobby(game.id, "cpu"), "secondary", disabled=full),
        ButtonSpec(
            "Start",
            ids.lobby(game.id, "start"),
            "primary",
            disabled=start_refusal(rules, setup, len(game.seats)) is not None,
        ),
    ]
    choices = menu(rules, setup, **pacing)  # a menu needs one choice at least
    select = SelectSpec(ids.lobby(game.id, "option"), "Host: change an option…", choices)
    return Outgoing(embed=embed, buttons=buttons, select=select if choices else None)


def _lobby_call(game: Game, setup: LobbySetup) -> str:
    """What the lobby asks of whom: how many players it wants, and who is asked back."""
    host = f" (<@{game.row.host_id}>)" if game.seat_of(game.row.host_id) is not None else ""
    wanted = seat_range(game.rules) if setup.seats is None else str(setup.seats)
    if setup.seats is not None and len(game.seats) < setup.seats:
        free = setup.seats - len(game.seats)
        wanted += f" ({free} seat{'s' * (free > 1)} free)"
    text = (
        f"A new game is looking for {wanted} players. Join, or add computer players; the "
        f"host{host} starts."
    )
    asked = [u for u in setup.invited if game.seat_of(u) is None]
    if setup.rematch_of is not None:
        text = f"A rematch of #{setup.rematch_of}. " + text
    if asked:
        text += "\nAsked back: " + ", ".join(f"<@{u}>" for u in asked) + " — click **Join**."
    return text


# -- the public turn post ---------------------------------------------------------------------


def _lines(lines: list[str] | None) -> str:
    if not lines:
        return ""
    return clip("\n".join(f"• {line}" for line in lines), 3500)


def turn_post(
    game: Game, turn_lines: list[str] | None, picture: Picture | None, *, ping: bool = True
) -> Outgoing:
    """After every turn: the picture (the game's phone picture), what happened, whose turn it
    is, Take my turn (only when a person plays now: a computer seat needs no button) and Show
    board for the full board. The player is mentioned; `ping` False leaves the mention silent
    (their turn DM is the notification)."""
    state, rules = game.state, game.rules
    assert state is not None
    current = game.current_seat()
    embed = discord.Embed(title=game_title(game), colour=COLOUR)
    happened = _lines(turn_lines)
    if turn_lines is None:
        seats = ", ".join(game.name_of(seat) for seat in range(len(game.seats)))
        embed.description = f"The game begins. Seats: {seats}."
    elif happened:
        embed.description = happened
    embed.set_footer(text=rules.progress(state))  # the game's one clock, as on the picture
    if picture is not None:
        embed.set_image(url=f"attachment://{picture.filename}")
    user = game.user_of(current)
    buttons = [ButtonSpec("Show board", ids.board(game.id), "secondary")]  # the phone picture
    if current is not None and game.is_computer(current):
        content = f"**{computer_name(game, current)}** is taking its turn…"
    else:
        content = f"{_player(game, current, mention=True)}, it's your turn: {rules.prompt(state)}"
        buttons.insert(0, ButtonSpec("Take my turn", ids.turn(game.id, game.version), "primary"))
    notice = rules.notice(state)
    if notice:
        content = f"{notice}\n{content}"
    mentions = [user] if user and ping and not game.is_computer(current) else []
    return Outgoing(content, embed, picture, buttons, mentions=mentions)


def decision_post(game: Game, *, ping: bool = True) -> Outgoing:
    """Within a turn, another seat must decide something (`ping`: as in `turn_post`)."""
    seat = game.current_seat()
    user = game.user_of(seat)
    assert game.state is not None
    content = (
        f"{_player(game, seat, mention=True)}, you have a decision to make: "
        f"{game.rules.prompt(game.state)}"
    )
    buttons = [] if user is None else [ButtonSpec("Take my turn", ids.turn(game.id, game.version))]
    return Outgoing(content, buttons=buttons, mentions=[user] if user and ping else [])


def game_over_post(game: Game, turn_lines: list[str], picture: Picture | None) -> Outgoing:
    """The last turn, the final board, the final scores and a Rematch button."""
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
    won = f"Winner: {names}!" if len(winners) == 1 else f"Shared victory: {names}!"
    content = f"The game is over ({game.rules.progress(state)}). {won}"
    rematch = ButtonSpec("Rematch", ids.lobby(game.id, "rematch"), "success")
    return Outgoing(content, embed, picture, [rematch], mentions=users)


def abandon_notice(game: Game, by: str) -> Outgoing:
    """The channel's notice that the member called `by` abandoned the game."""
    free = "The channel is free for a new game."
    return Outgoing(f"{game_title(game)} was abandoned by {named(by)}. {free}")


def scores_embed(game: Game, *, title: str) -> discord.Embed:
    state = game.state
    assert state is not None
    embed = discord.Embed(title=title, colour=COLOUR)
    for seat, score in enumerate(game.rules.scores(state)):
        detail = ", ".join(f"{name} {points}" for name, points in score.categories)
        embed.add_field(
            name=f"{game.name_of(seat)}: {score.total}", value=detail or "—", inline=False
        )
    return embed


# -- the ephemeral decision panel -------------------------------------------------------------


def panel(game: Game, seat: int | None, *, note: str | None = None) -> Outgoing:
    """The decision panel for `seat` (from what it may see: `seen_by`): one button per option
    (a select past 20), Undo, Show board and My board."""
    game = seen_by(game, seat)
    state, rules = game.state, game.rules
    title = f"**{game_title(game)}**"  # then whom the seat plays against, and the one clock
    header = " · ".join(part for part in (title, game.against(seat), _clock(game)) if part)
    parts = [note] if note else []
    board = ButtonSpec("Show board", ids.board(game.id), "secondary")
    mine = ButtonSpec("My board", ids.me(game.id), "secondary")
    board_buttons = [board, mine] if seat is not None and state is not None else [board]
    if game.status != Status.PLAYING or state is None:
        parts.append(f"{header}\nThis game is {game.status}.")
        return Outgoing("\n".join(parts), buttons=board_buttons if state is not None else [])
    if not game.may_act(seat):
        parts.append(
            f"{header}\nIt is {game.waiting_on()}'s turn now. "
            "You will be mentioned when it is yours."
        )
        return Outgoing("\n".join(parts), buttons=board_buttons)
    assert seat is not None  # the deciding seat
    moves = [m for m in rules.legal_moves(state, seat) if m.code != UNDO]
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
        text = clip("\n".join(parts), CONTENT_LIMIT)
        return Outgoing(text, buttons=[*buttons, undo, *board_buttons])
    moves = moves[:25]
    labels = _distinct([m.label for m in moves], 100)
    options = [(label, m.code) for label, m in zip(labels, moves, strict=True)]
    select = SelectSpec(ids.select(game.id, game.version), "Choose…", options)
    text = clip("\n".join(parts), CONTENT_LIMIT)
    return Outgoing(text, buttons=[undo, *board_buttons], select=select)


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
        clipped = clip(label, limit - 4)
        seen[clipped] = seen.get(clipped, 0) + 1
        out.append(clipped if seen[clipped] == 1 else f"{clipped} ({seen[clipped]})")
    return out


# -- command answers --------------------------------------------------------------------------


def status(game: Game, viewer: int | None = None) -> Outgoing:
    """Each seat's standing as `viewer` (a seat; None: a spectator) may see it, whose turn it
    is and how far the game has gone."""
    game = seen_by(game, None)  # a public answer: what everybody may know
    state, rules = game.state, game.rules
    if state is None:
        return lobby(game)
    embed = discord.Embed(title=f"{game_title(game)} — {game.status}", colour=COLOUR)
    for seat, summary in enumerate(rules.summaries(state, viewer)):
        marker = "▶ " if seat in game.deciders() else ""
        tag = seat_tag(game, seat, summary.tag)
        embed.add_field(
            name=f"{marker}{game.name_of(seat)}{tag}", value=summary.text, inline=False
        )
    if game.status == Status.PLAYING:
        notice = rules.notice(state)
        lines = [notice] if notice else []
        lines.append(f"{game.waiting_on()} to play: {rules.prompt(state)}")
        embed.description = "\n".join(lines)
    embed.set_footer(text=rules.progress(state))
    return Outgoing(embed=embed)


def log(game: Game, moves: list[MoveRow], *, last: int = 15) -> Outgoing:
    """The last `last` entries of the move log (`moves`: the whole log), under their turns:
    "**Turn 34** · Ann". Turns are counted from the log (a turn is a run of one turn key), so
    they read as the game's own turn numbers."""
    if not moves:
        return Outgoing(f"{game_title(game)}: no moves yet.")
    shown: list[tuple[int, str, list[str]]] = []  # (number, whose turn, its lines shown)
    start, position = len(moves) - last, 0  # the index of the first move shown, of the next
    for turn in turns_of(moves):
        lines = [line for i, line in enumerate(turn.lines, position) if i >= start]
        position += len(turn.lines)
        if lines:
            shown.append((turn.number, game.name_of(turn.seat), lines))
    head = f"**{game_title(game)}: the last moves**"
    if game.state is not None:
        head += f" ({game.rules.progress(game.state)})"
    while True:
        text = "\n".join(
            f"**Turn {n}** · {who}\n" + "\n".join(f"• {line}" for line in lines)
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


def _clock(game: Game) -> str:
    return "" if game.state is None else game.rules.progress(game.state)


def board_message(game: Game, picture: Picture) -> Outgoing:
    embed = discord.Embed(title=f"{game_title(game)} — {_clock(game)}", colour=COLOUR)
    embed.set_image(url=f"attachment://{picture.filename}")
    return Outgoing(embed=embed, picture=picture)


def my_board_message(game: Game, seat: int, picture: Picture) -> Outgoing:
    """`/roundhouse me`: the seat's own board, for that player alone."""
    embed = discord.Embed(
        title=f"{game_title(game)} — {game.name_of(seat)}'s board, {_clock(game)}",
        colour=COLOUR,
    )
    embed.set_image(url=f"attachment://{picture.filename}")
    return Outgoing(embed=embed, picture=picture)
