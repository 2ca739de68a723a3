"""Every command the README names exists with that spelling: `roundhouse <command> --option`
(the command line's parsers), `/roundhouse <sub> option:` and the rows of a table headed
"command" that name slash commands (the bot's command tree), and `make <target>` (the
Makefile). Commands are read from code spans and code blocks, where the README writes them."""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.app import create_bot
from bot.config import Settings
from bot.storage.store import Store
from cli.main import COMMANDS, command_parser
from games import GAMES, catalogue

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
SPAN = re.compile(r"`([^`]+)`")
CLI = re.compile(r"^(?:\.venv/bin/)?roundhouse ([a-z][a-z-]*)(.*)")
OPTION = re.compile(r"(?<![\w-])(--?[a-zA-Z][\w-]*)")
SLASH = re.compile(r"^/roundhouse(?: ([a-z][a-z-]*))?(.*)")
NAMED_OPTION = re.compile(r"(?<![\w-])([a-z_]+):")  # `game:N`, `thread:True`
HELP_ENTRY = re.compile(r"^  (-.*?)(?: {2,}|$)", re.MULTILINE)  # an option's strings in --help
MAKE = re.compile(r"^make ([a-z][\w-]*)")
TARGET = re.compile(r"^([\w.-]+)\s*:(?!=)", re.MULTILINE)


def spans(text: str) -> Iterator[tuple[int, list[str]]]:
    """(line number, its code: the spans of a line, or a code block's line) for each line."""
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif fenced:
            yield number, [line.split("#")[0].strip()]
        else:
            yield number, [span.replace("\\|", "|").strip() for span in SPAN.findall(line)]


def command_rows(text: str) -> Iterator[tuple[int, list[str]]]:
    """(line number, the spans of its first cell) for each row of a table headed `command`."""
    header = False
    for number, line in enumerate(text.splitlines(), 1):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.startswith("|"):
            header = False
        elif cells[0].lower() == "command":
            header = True
        elif header and not set(cells[0]) <= set("-: "):
            yield number, [span.strip() for span in SPAN.findall(cells[0])]


def cli_options(command: str) -> set[str]:
    """The option strings `roundhouse <command>` takes (render: any game's renderer's)."""
    if command == "render":  # each game's own renderer
        modules = [f"games.{key}.render_cli" for key in GAMES]
    else:
        modules = [COMMANDS[command][0]]
    found: set[str] = set()
    for name in modules:
        help_text = command_parser(command, importlib.import_module(name)).format_help()
        for entry in HELP_ENTRY.findall(help_text):  # "  -o OUTPUT, --output OUTPUT   PNG file"
            found |= set(OPTION.findall(entry))
    return found


@pytest.fixture
async def slash_commands(tmp_path) -> dict[str, set[str]]:
    """Each `/roundhouse` subcommand of the bot's real tree, with its options' names."""
    store = await Store.open(str(tmp_path / "games.db"))
    try:
        bot = create_bot(Settings(database_path=str(tmp_path / "games.db")), store=store,
                         games=catalogue())  # fmt: skip
        bot.build(store)
        await bot.add_commands()
        (group,) = bot.tree.get_commands()
        assert group.name == "roundhouse"
        return {
            command.name: {p.name for p in getattr(command, "parameters", [])}
            for command in group.walk_commands()
        }
    finally:
        await store.close()


def readme() -> str:
    return README.read_text(encoding="utf-8")


def test_every_roundhouse_command_and_option_the_readme_names_exists():
    wrong, seen = [], 0
    for number, line_spans in spans(readme()):
        command = None
        for span in line_spans:
            cli = CLI.match(span)
            if cli:
                command, rest = cli.group(1), cli.group(2)
            elif command is None or not span.startswith("-"):
                continue  # not a command line, nor an option of this line's command
            else:
                rest = span
            if command not in COMMANDS:
                wrong.append(f"line {number}: roundhouse {command}")
                continue
            seen += 1
            known = cli_options(command)
            wrong += [
                f"line {number}: roundhouse {command} {option}"
                for option in OPTION.findall(rest)
                if option not in known
            ]
    assert seen, "the README names no roundhouse command"
    assert wrong == []


def slash_mentions(text: str) -> Iterator[tuple[int, str, list[str]]]:
    """(line number, subcommand, option names) of each `/roundhouse <sub> option:…` span and of
    each slash command in the first cell of a `command` table (`new [game] [thread]`,
    `replay game:N [turn]`, `rules topic [game]`)."""
    for number, line_spans in spans(text):
        for span in line_spans:
            slash = SLASH.match(span)
            if slash and slash.group(1):
                yield number, slash.group(1), NAMED_OPTION.findall(slash.group(2))
    for number, cells in command_rows(text):
        for span in cells:
            if span.startswith(("roundhouse ", ".venv/", "/roundhouse", "make ")):
                continue
            sub, *words = span.split()
            names = [word.strip("[]").split(":")[0] for word in words if not word.isupper()]
            yield number, sub, [name for name in names if name]


def test_every_slash_command_and_option_the_readme_names_exists(slash_commands):
    mentions = list(slash_mentions(readme()))
    assert mentions, "the README names no slash command"
    wrong = []
    for number, sub, options in mentions:
        if sub not in slash_commands:
            wrong.append(f"line {number}: /roundhouse {sub}")
            continue
        wrong += [
            f"line {number}: /roundhouse {sub} {option}:"
            for option in options
            if option not in slash_commands[sub]
        ]
    assert wrong == []


def test_every_make_target_the_readme_names_exists():
    targets = set(TARGET.findall((ROOT / "Makefile").read_text(encoding="utf-8")))
    named = [
        (number, MAKE.match(span).group(1))  # type: ignore[union-attr]
        for number, line_spans in spans(readme())
        for span in line_spans
        if MAKE.match(span)
    ]
    assert {"run", "test"} <= {target for _, target in named}  # the README's two commands
    assert [f"line {n}: make {target}" for n, target in named if target not in targets] == []


def test_the_readers_find_each_kind_of_mention():
    """What the tests above read in a README: a misspelt option is there to be caught."""
    sample = (
        "Run `roundhouse demo --out x --player 2` (`--seed S`), `make demo`, and\n"
        "`/roundhouse new thread:True`.\n\n| command | what |\n|---|---|\n"
        "| `replay game:N [turn]`, `rules topic [game]` | … |\n"
    )
    assert next(spans(sample)) == (1, ["roundhouse demo --out x --player 2", "--seed S",
                                       "make demo"])  # fmt: skip
    assert list(slash_mentions(sample)) == [
        (2, "new", ["thread"]), (6, "replay", ["game", "turn"]), (6, "rules", ["topic", "game"])
    ]  # fmt: skip
    assert {"--out", "--players", "--seed", "-h"} <= cli_options("demo")
    assert "--player" not in cli_options("demo")
    assert {"-o", "--output", "--picture", "--variant"} <= cli_options("render")  # both games'
