"""`roundhouse <command>`: dispatches to the module that owns each command.

Each command module has `configure(parser)` (its arguments) and `run(args) -> int`; a command
of the bot (`HOSTING`) runs as `run(args, games)`, with the catalogue of games it hosts
(`games.catalogue()`: bot/ imports no game); `render` runs the game's own (`--game`). Modules
are imported only when their command runs, so `roundhouse simulate` never imports discord.py.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from types import ModuleType

import games

COMMANDS: dict[str, tuple[str, str]] = {
    "bot": (
        "bot.tools.run",
        "Run the Discord bot (reads DISCORD_TOKEN from the environment or .env).",
    ),
    "demo": (
        "bot.tools.demo",
        "Play a whole game of computer players; write pictures and transcript.",
    ),
    "verify-db": ("bot.tools.verify", "Replay every stored game from its move log and compare."),
    "migrate-db": (
        "bot.tools.migrate",
        "Copy every game to another database (e.g. SQLite to PostgreSQL), then verify it.",
    ),
    "repair": ("bot.tools.repair", "Rebuild one game's saved state from its move log."),
    "render": (
        "",  # the game's own: games/<key>/render_cli.py (`_module`)
        "Render a picture of a seeded game (--game: which) or a saved one.",
    ),
    "simulate": ("cli.simulate", "Play many headless games with computer players."),
}
HOSTING = {"bot", "demo", "verify-db", "migrate-db", "repair"}  # run with the catalogue


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="roundhouse", description="Round House on Discord.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="command")
    for name, (_, help_text) in COMMANDS.items():
        sub.add_parser(name, help=help_text, add_help=False)
    # Parse the command name first, then let its module add its own arguments.
    args, _ = parser.parse_known_args(argv)
    module = importlib.import_module(_module(args.command, argv))
    rest = (argv if argv is not None else sys.argv[1:])[1:]
    parsed = command_parser(args.command, module).parse_args(rest)
    if args.command in HOSTING:
        return int(module.run(parsed, games.catalogue()) or 0)
    return int(module.run(parsed) or 0)


def command_parser(command: str, module: ModuleType) -> argparse.ArgumentParser:
    """`roundhouse <command>`'s own parser: the arguments `module` (its module) configures."""
    parser = argparse.ArgumentParser(prog=f"roundhouse {command}", description=COMMANDS[command][1])
    module.configure(parser)
    return parser


def _module(command: str, argv: list[str] | None) -> str:
    """The module that runs `command`; `render`'s is the game's own (`--game`, else the
    default game's: games/<key>/render_cli.py, whose parser refuses a key no game has)."""
    if command == "render":
        game = argparse.ArgumentParser(add_help=False)
        game.add_argument("--game")
        chosen, _ = game.parse_known_args(argv if argv is not None else sys.argv[1:])
        registry = games.GAMES  # read now: a test may host one more game
        return f"games.{chosen.game if chosen.game in registry else registry[0]}.render_cli"
    return COMMANDS[command][0]
