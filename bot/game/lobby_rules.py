"""What a lobby allows, from the game's seat range and options and the lobby's setup (the table
size, the options chosen), and the host's menu of choices in words. Pure: no storage, no Discord.

A menu choice is a value like "seats:4", "seats:any", "option:neutral_variant:on",
"deadline:48" or "idle:12" (`parse_choice`); the deadline and the idle period are the pacing
settings of `/roundhouse settings`, kept where those are.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from bot.game import capabilities
from bot.game.model import Game, UserError, game_name, seat_range, status_word
from bot.game.protocol import GameRules
from bot.game.said import Said, say
from bot.game.text import whole_number
from bot.storage.lobby import LobbySetup
from bot.storage.records import Status
from locales import formats
from locales.words import Words, words_for

DEADLINES = (0, 24, 48, 72)  # hours; 0: no deadline (the choices of /roundhouse settings)
IDLE_CHOICES = (6, 12, 24, 48, 72)  # hours without a move before a reminder
MENU_KINDS = ("seats", "option", "deadline", "idle")
MENU_NUMBER_LIMIT = 999  # no number in the menu is larger (seats, hours)


def check_seats(rules: GameRules[Any], seats: int | None) -> None:
    """A table size the game can be played at (None: any), or the UserError saying why not."""
    if seats is not None and not rules.info.min_seats <= seats <= rules.info.max_seats:
        raise UserError(
            say("bot.lobby.seats_refused", game=game_name(rules), range=seat_range(rules), n=seats)
        )


def check_options(rules: GameRules[Any], options: Mapping[str, bool]) -> dict[str, bool]:
    """The options as given if the game has them all, else the UserError listing the game's."""
    known = {o.key for o in rules.info.options}
    if set(options) - known:  # (the text given is not repeated back)
        raise UserError(
            say("bot.lobby.no_such_option", game=game_name(rules), have=_options(rules))
        )
    return dict(options)


def check_setup(rules: GameRules[Any], setup: LobbySetup | None) -> None:
    """A lobby setup the game can be played with (None: the defaults), or the UserError."""
    if setup is not None:
        check_seats(rules, setup.seats)
        check_options(rules, setup.options)


def seat_limit(rules: GameRules[Any], setup: LobbySetup) -> int:
    """How many seats the lobby takes."""
    return setup.seats or rules.info.max_seats


def _options(rules: GameRules[Any]) -> Callable[[Words], str]:
    """The game's options, "Label (`key`)", in the reader's words."""

    def have(words: Words) -> str:
        spoken = rules.speaking(words.language)
        listed = words("bot.list.separator").join(
            words("bot.lobby.option_key", label=o.label, code=o.key) for o in spoken.info.options
        )
        return listed or words("bot.lobby.no_options")

    return have


def check_in_lobby(game: Game) -> None:
    """The UserError when `game` is no longer (or not) in its lobby."""
    if game.status == Status.PLAYING:
        raise UserError(say("bot.refusal.started_already"))
    if game.status != Status.LOBBY:
        raise UserError(say("bot.refusal.game_is", status=status_word(game.status)))


def start_refusal(rules: GameRules[Any], setup: LobbySetup, seated: int) -> Said | None:
    """Why the host cannot start yet (None: they can); a game without computer players is
    told to wait for people only (`_only`)."""
    only = "" if capabilities.computers(rules) else "_only"
    if seated < rules.info.min_seats:
        return say(f"bot.lobby.too_few{only}", game=game_name(rules), range=seat_range(rules))
    if setup.seats is not None and seated < setup.seats:
        free = setup.seats - seated

        def seats_free(words: Words) -> str:
            return words.plural("bot.lobby.seats_free", free)

        return say(f"bot.lobby.table_not_full{only}", seats=setup.seats, free=seats_free)
    return None


def check_start(rules: GameRules[Any], setup: LobbySetup, seated: int) -> None:
    """The UserError saying why the host cannot start yet, if they cannot."""
    refusal = start_refusal(rules, setup, seated)
    if refusal is not None:
        raise UserError(refusal)


def setup_options(rules: GameRules[Any], setup: LobbySetup, seated: int) -> dict[str, bool]:
    """The options to set the game up with: those chosen that apply to this many seats."""
    return {
        o.key: True for o in rules.info.options if setup.options.get(o.key) and o.applies(seated)
    }


def initial_state(rules: GameRules[Any], setup: LobbySetup, names: list[str], seed: int) -> object:
    """The state a lobby starts with, its seats named `names` (with the options chosen that
    apply to that many); the UserError saying why the host cannot start yet, if they cannot."""
    check_start(rules, setup, len(names))
    return rules.setup(names, seed, setup_options(rules, setup, len(names)))


def parse_choice(value: str) -> tuple[str, str]:
    """A menu value's kind and argument ("seats:4" → ("seats", "4")); UserError if unknown."""
    kind, _, argument = value.partition(":")
    if kind not in MENU_KINDS or not argument:
        raise UserError(say("bot.lobby.not_a_choice"))
    return kind, argument


def with_choice(rules: GameRules[Any], setup: LobbySetup, kind: str, argument: str) -> LobbySetup:
    """The setup after a "seats" or "option" choice; UserError when it is not one."""
    if kind == "seats":
        seats = None if argument == "any" else _number(argument)
        check_seats(rules, seats)
        return replace(setup, seats=seats)
    key, _, state = argument.partition(":")
    check_options(rules, {key: True})
    if state not in ("on", "off"):
        raise UserError(say("bot.lobby.on_or_off"))
    return replace(setup, options={**setup.options, key: state == "on"})


def hours_choice(kind: str, argument: str) -> int:
    """The hours of a "deadline" (0: off) or "idle" choice; UserError when not offered."""
    hours = 0 if argument == "off" else _number(argument)
    if hours not in (DEADLINES if kind == "deadline" else IDLE_CHOICES):
        raise UserError(say("bot.lobby.not_a_choice"))
    return hours


def _number(text: str) -> int:
    """A menu value's number, in ASCII digits ("²" is a digit to `str.isdigit`, not to `int`)."""
    number = whole_number(text, MENU_NUMBER_LIMIT)
    if number is None:
        raise UserError(say("bot.lobby.not_a_choice"))
    return number


def option_lines(
    rules: GameRules[Any],
    setup: LobbySetup,
    *,
    deadline_hours: int | None,
    idle_hours: int | None,
) -> list[str]:
    """The lobby's options in words (the rules' language), one per line."""
    words = words_for(rules.info.language)
    size = words("bot.lobby.players", n=setup.seats or seat_range(rules))
    if setup.seats is None and rules.info.min_seats < rules.info.max_seats:
        size = words("bot.lobby.any_size", size=size)
    lines = [words("bot.lobby.table", size=size)]
    for option in rules.info.options:
        on = bool(setup.options.get(option.key))
        unused = on and setup.seats is not None and not option.applies(setup.seats)
        note = words("bot.lobby.not_used", n=setup.seats) if unused else ""
        state = words("bot.lobby.on" if on else "bot.lobby.off")
        lines.append(
            words("bot.lobby.option", label=option.label, state=state, note=note, help=option.help)
        )
    if idle_hours is not None:
        off = words("bot.lobby.off")
        deadline = formats.hours(words, deadline_hours) if deadline_hours else off
        idle = formats.hours(words, idle_hours)
        lines.append(words("bot.lobby.pacing", deadline=deadline, idle=idle))
    return lines


def menu(
    rules: GameRules[Any], setup: LobbySetup, *, deadline_hours: int | None, idle_hours: int | None
) -> list[tuple[str, str]]:
    """The host's menu: (label, value) for every choice, the current ones marked ✓."""
    words = words_for(rules.info.language)

    def mark(label: str, current: bool) -> str:
        return words("bot.menu.current", label=label) if current else label

    items = []
    if rules.info.min_seats < rules.info.max_seats:  # a table size to choose
        any_size = words("bot.menu.any_size", range=seat_range(rules))
        items.append((mark(any_size, not setup.seats), "seats:any"))
        items += [
            (mark(words("bot.menu.seats", n=n), setup.seats == n), f"seats:{n}")
            for n in range(rules.info.min_seats, rules.info.max_seats + 1)
        ]
    for option in rules.info.options:
        on = bool(setup.options.get(option.key))
        switch = words("bot.menu.switch_off" if on else "bot.menu.switch_on", label=option.label)
        items.append((switch, _toggle(option.key, on)))
    if idle_hours is not None:
        for h in DEADLINES:
            span = formats.hours(words, h)
            label = words("bot.menu.deadline", n=span) if h else words("bot.menu.no_deadline")
            items.append((mark(label, (deadline_hours or 0) == h), f"deadline:{h or 'off'}"))
        items += [
            (mark(words("bot.menu.idle", n=formats.hours(words, h)), idle_hours == h), f"idle:{h}")
            for h in IDLE_CHOICES
        ]
    return items[:25]


def _toggle(key: str, on: bool) -> str:
    return f"option:{key}:{'off' if on else 'on'}"
