"""What a lobby allows, from the game's seat range and options and the lobby's setup (the table
size, the options chosen), and the host's menu of choices in words. Pure: no storage, no Discord.

A menu choice is a value like "seats:4", "seats:any", "option:neutral_variant:on",
"deadline:48" or "idle:12" (`parse_choice`); the deadline and the idle period are the pacing
settings of `/roundhouse settings`, kept where those are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.game.model import UserError, seat_range
from bot.game.protocol import GameRules
from bot.game.text import whole_number
from bot.storage.lobby import LobbySetup

DEADLINES = (0, 24, 48, 72)  # hours; 0: no deadline (the choices of /roundhouse settings)
IDLE_CHOICES = (6, 12, 24, 48, 72)  # hours without a move before a reminder
MENU_KINDS = ("seats", "option", "deadline", "idle")
MENU_NUMBER_LIMIT = 999  # no number in the menu is larger (seats, hours)


def check_seats(rules: GameRules[Any], seats: int | None) -> None:
    """A table size the game can be played at (None: any), or the UserError saying why not."""
    if seats is not None and not rules.min_seats <= seats <= rules.max_seats:
        raise UserError(f"{rules.name} is for {seat_range(rules)} players, not {seats}.")


def check_options(rules: GameRules[Any], options: Mapping[str, bool]) -> dict[str, bool]:
    """The options as given if the game has them all, else the UserError listing the game's."""
    known = {o.key for o in rules.options}
    if set(options) - known:  # (the text given is not repeated back)
        have = ", ".join(f"{o.label} (`{o.key}`)" for o in rules.options) or "none"
        raise UserError(f"{rules.name} has no such option; its options: {have}.")
    return dict(options)


def check_setup(rules: GameRules[Any], setup: LobbySetup | None) -> None:
    """A lobby setup the game can be played with (None: the defaults), or the UserError."""
    if setup is not None:
        check_seats(rules, setup.seats)
        check_options(rules, setup.options)


def seat_limit(rules: GameRules[Any], setup: LobbySetup) -> int:
    """How many seats the lobby takes."""
    return setup.seats or rules.max_seats


def start_refusal(rules: GameRules[Any], setup: LobbySetup, seated: int) -> str | None:
    """Why the host cannot start yet (None: they can)."""
    if seated < rules.min_seats:
        return (
            f"{rules.name} needs {seat_range(rules)} players; add a player or a computer player "
            "first."
        )
    if setup.seats is not None and seated < setup.seats:
        free = setup.seats - seated
        return (
            f"The table is set for {setup.seats} players and {free} seat{'s' * (free > 1)} "
            "still free: wait for the players to join, add a computer player, or choose a "
            "smaller table in the lobby's menu."
        )
    return None


def check_start(rules: GameRules[Any], setup: LobbySetup, seated: int) -> None:
    """The UserError saying why the host cannot start yet, if they cannot."""
    refusal = start_refusal(rules, setup, seated)
    if refusal is not None:
        raise UserError(refusal)


def setup_options(rules: GameRules[Any], setup: LobbySetup, seated: int) -> dict[str, bool]:
    """The options to set the game up with: those chosen that apply to this many seats."""
    return {o.key: True for o in rules.options if setup.options.get(o.key) and o.applies(seated)}


def parse_choice(value: str) -> tuple[str, str]:
    """A menu value's kind and argument ("seats:4" → ("seats", "4")); UserError if unknown."""
    kind, _, argument = value.partition(":")
    if kind not in MENU_KINDS or not argument:
        raise UserError("That is not one of the lobby's options.")
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
        raise UserError("An option is switched on or off.")
    return replace(setup, options={**setup.options, key: state == "on"})


def hours_choice(kind: str, argument: str) -> int:
    """The hours of a "deadline" (0: off) or "idle" choice; UserError when not offered."""
    hours = 0 if argument == "off" else _number(argument)
    if hours not in (DEADLINES if kind == "deadline" else IDLE_CHOICES):
        raise UserError("That is not one of the lobby's options.")
    return hours


def _number(text: str) -> int:
    """A menu value's number, in ASCII digits ("²" is a digit to `str.isdigit`, not to `int`)."""
    number = whole_number(text, MENU_NUMBER_LIMIT)
    if number is None:
        raise UserError("That is not one of the lobby's options.")
    return number


def option_lines(
    rules: GameRules[Any],
    setup: LobbySetup,
    *,
    deadline_hours: int | None,
    idle_hours: int | None,
) -> list[str]:
    """The lobby's options in words, one per line."""
    size = f"{setup.seats or seat_range(rules)} players"
    if setup.seats is None and rules.min_seats < rules.max_seats:
        size = f"any size ({size})"
    lines = [f"Table: **{size}**"]
    for option in rules.options:
        on = bool(setup.options.get(option.key))
        unused = on and setup.seats is not None and not option.applies(setup.seats)
        note = f" (not used at {setup.seats} players)" if unused else ""
        lines.append(f"{option.label}: **{'on' if on else 'off'}**{note} — {option.help}")
    if idle_hours is not None:
        deadline = f"{deadline_hours} h" if deadline_hours else "off"
        lines.append(f"Turn deadline: **{deadline}** · reminders after **{idle_hours} h** idle")
    return lines


def menu(
    rules: GameRules[Any], setup: LobbySetup, *, deadline_hours: int | None, idle_hours: int | None
) -> list[tuple[str, str]]:
    """The host's menu: (label, value) for every choice, the current ones marked ✓."""

    def mark(label: str, current: bool) -> str:
        return f"✓ {label}" if current else label

    items = []
    if rules.min_seats < rules.max_seats:  # a table size to choose
        items.append((mark(f"Table: any size ({seat_range(rules)})", not setup.seats), "seats:any"))
        items += [
            (mark(f"Table: {n} players", setup.seats == n), f"seats:{n}")
            for n in range(rules.min_seats, rules.max_seats + 1)
        ]
    for option in rules.options:
        on = bool(setup.options.get(option.key))
        items.append((f"{option.label}: switch {'off' if on else 'on'}", _toggle(option.key, on)))
    if idle_hours is not None:
        for h in DEADLINES:
            label = f"Turn deadline: {h} h" if h else "Turn deadline: off"
            items.append((mark(label, (deadline_hours or 0) == h), f"deadline:{h or 'off'}"))
        items += [
            (mark(f"Reminders after {h} h idle", idle_hours == h), f"idle:{h}")
            for h in IDLE_CHOICES
        ]
    return items[:25]


def _toggle(key: str, on: bool) -> str:
    return f"option:{key}:{'off' if on else 'on'}"
