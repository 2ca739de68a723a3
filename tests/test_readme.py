"""Every command the README and the player's guide (docs/playing.md) name exists with that
spelling: `roundhouse <command> --option` (the command line's parsers), `/roundhouse <sub>
option:` and the rows of a table headed "command" that name slash commands (the bot's command
tree), and `make <target>` (the Makefile). Commands are read from code spans and code blocks,
where the pages write them. In the guide, every **bold** phrase is a button or label of the
English catalogues and every “quoted” phrase a rules topic's title of some game."""

from __future__ import annotations

import importlib
import re
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.app import create_bot
from bot.config import Settings
from bot.game import capabilities
from bot.storage.store import Store
from cli.main import COMMANDS, command_parser
from games import GAMES, catalogue

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
GUIDE = ROOT / "docs" / "playing.md"
PAGES = (README, GUIDE)
BOLD = re.compile(r"\*\*(.+?)\*\*")
TOPIC = re.compile(r"“([^”]+)”")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|\[\[[a-z_.]+\]\]")  # `{hours}`, `[[castles.castle]]`
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
    renderers = [f"games.{key}.render_cli" for key in GAMES]
    modules = renderers if command == "render" else [COMMANDS[command][0]]
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


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_roundhouse_command_and_option_a_page_names_exists(page):
    wrong, seen = [], 0
    for number, line_spans in spans(page.read_text(encoding="utf-8")):
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
    assert seen or page == GUIDE, "the README names no roundhouse command"
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


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_slash_command_and_option_a_page_names_exists(slash_commands, page):
    mentions = list(slash_mentions(page.read_text(encoding="utf-8")))
    assert mentions, f"{page.name} names no slash command"
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


def english_labels() -> list[re.Pattern[str]]:
    """Every worded text of the English catalogues (the platform's and each game's), as a
    pattern in which a placeholder stands for any words."""
    files = [*(ROOT / "locales" / "en").glob("*.toml"), *ROOT.glob("games/*/locales/en/*.toml")]
    texts: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str):
            texts.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)

    for path in files:
        walk(tomllib.loads(path.read_text(encoding="utf-8")))
    worded = [text for text in texts if sum(c.isalpha() for c in PLACEHOLDER.sub("", text)) > 1]
    return [re.compile(pattern(text)) for text in worded]  # not a bare "{name}": it fits all


def pattern(text: str) -> str:
    """`text` as a regular expression matching it whole, each placeholder any words."""
    parts, last = [], 0
    for found in PLACEHOLDER.finditer(text):
        parts += [re.escape(text[last : found.start()]), ".+?"]
        last = found.end()
    return "".join([*parts, re.escape(text[last:])])


def test_every_bold_label_of_the_guide_is_a_catalogue_text():
    """A button named in the guide (**Take my turn**, **Snooze 2 hr**) is one the bot shows."""
    labels = english_labels()
    named = [
        (number, label)
        for number, line in enumerate(GUIDE.read_text(encoding="utf-8").splitlines(), 1)
        for label in BOLD.findall(line)
    ]
    assert len(named) > 20
    unknown = [f"line {n}: **{label}**" for n, label in named
               if not any(p.fullmatch(label) for p in labels)]  # fmt: skip
    assert unknown == []


def test_every_topic_a_page_quotes_is_a_rules_topic():
    """“Playing in Discord” and the like: `/roundhouse rules topic:` finds them by title."""
    titles = {
        topic.title for rules in catalogue() for topic in capabilities.rules_help(rules).topics
    }
    quoted = [
        (page.name, number, title)
        for page in PAGES
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1)
        for title in TOPIC.findall(line)
    ]
    assert len(quoted) > 10
    assert [q for q in quoted if q[2] not in titles] == []


def test_the_label_check_catches_a_misspelt_button():
    labels = english_labels()
    assert any(p.fullmatch("Snooze 2 hr") for p in labels)  # "Snooze {hours}"
    assert any(p.fullmatch("My castle") for p in labels)  # "My [[castles.castle]]"
    assert not any(p.fullmatch(wrong) for p in labels for wrong in ("Stop DM", "End my turn"))
