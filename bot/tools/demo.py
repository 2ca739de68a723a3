"""`roundhouse demo`: a whole game of computer players, no Discord needed.

Plays through the same service, hooks and message code as the bot (an in-memory database, no
pause between moves) and writes to a folder: every board picture the bot would have attached and
`transcript.md`, the messages it would have posted, in order, as Discord shows them (the
isolates around names are invisible there, so the transcript has none; an embed is a quote).

`--game` names a game by its key or its name in either language, or `all`; each game writes into
a folder of its own, `--out DIR/<key>/`, so the demos of several games never mix, and a demo
run again replaces the files its previous run wrote there (and only those).
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.game.catalogue import Catalogue
from bot.game.model import Game
from bot.game.protocol import GameRules
from bot.game.service import GameService
from bot.interface import views
from bot.posts import messages
from bot.posts.announce import Announcer
from bot.posts.messages import Outgoing
from bot.storage.records import Status
from bot.storage.store import Store
from locales.words import ENGLISH, LANGUAGES

DEMO_CHANNEL = 1
DEMO_HOST = 1
DEMO_PLAYERS = 3  # computer players by default (fewer if the game seats fewer)
# The computer players' names by the demo's language (none: the bot's "Computer N").
DEMO_NAMES: dict[str, tuple[str, ...]] = {"zh-TW": ("阿明", "小華", "美玲", "志強", "淑芬")}
EVERY_GAME = "all"  # `--game all`: every game of the catalogue, each in its own folder
TRANSCRIPT = "transcript.md"
ISOLATES = dict.fromkeys(range(0x2066, 0x206A))  # LRI, RLI, FSI, PDI: `str.translate` drops them
PICTURE = re.compile(r"\]\(([\w.-]+\.png)\)")  # a picture a transcript shows: `![alt](name.png)`


@dataclass
class Transcript:
    """Writes each post as Markdown and its picture as a PNG file beside it."""

    folder: Path
    entries: list[str] = field(default_factory=list)
    pictures: list[Path] = field(default_factory=list)

    async def post(self, game: Game, out: Outgoing) -> None:
        number = len(self.entries) + 1
        if out.picture is not None:
            path = self.folder / out.picture.filename
            path.write_bytes(out.picture.png)
            self.pictures.append(path)
        self.entries.append(as_markdown(number, out))

    def write(self) -> Path:
        path = self.folder / TRANSCRIPT
        path.write_text("\n".join(self.entries), encoding="utf-8")
        return path


def clear_previous(folder: Path) -> None:
    """Remove what an earlier demo wrote into `folder`: its transcript and the pictures that
    transcript shows (nothing else)."""
    transcript = folder / TRANSCRIPT
    if not transcript.is_file():
        return
    for name in PICTURE.findall(transcript.read_text(encoding="utf-8")):
        (folder / name).unlink(missing_ok=True)
    transcript.unlink()


def broken(text: str) -> str:
    """`text`'s lines as Markdown keeps them: a hard break (two spaces) ends every line but the
    last, where Discord starts a new line."""
    return "  \n".join(text.splitlines())


def quoted(blocks: list[str]) -> list[str]:
    """An embed's blocks (title and description, each field, the footer) as one Markdown quote:
    `>` on every line, a quoted blank line between blocks."""
    text = "\n\n".join(broken(block) for block in blocks)
    return [f"> {line}" if line.strip() else ">" for line in text.split("\n")]


def as_markdown(number: int, out: Outgoing) -> str:
    """One message as a reader would see it in the channel: the isolates around names left
    out, as Discord shows none."""
    lines = [f"## Message {number}", ""]
    if out.content:
        lines += [broken(out.content), ""]
    if out.embed is not None:
        embed = out.embed
        head = [f"**{embed.title}**"] if embed.title else []
        if embed.description:
            head.append(embed.description)
        blocks = ["\n".join(head)] if head else []
        blocks += [f"**{f.name}**\n{f.value}" for f in embed.fields]
        if embed.footer.text:
            blocks.append(f"_{embed.footer.text}_")
        lines += [*quoted(blocks), ""]
    if out.picture is not None:
        lines += [f"![{out.picture.alt}]({out.picture.filename})", ""]
    components = [f"[{b.label}]" for b in out.buttons]
    if out.select is not None:
        count = len(out.select.options)
        options = f"{count} option" + ("" if count == 1 else "s")
        components.insert(0, f"[{out.select.placeholder} ▾ {options}]")
    if components:
        lines += [" ".join(components), ""]
    return "\n".join(lines).translate(ISOLATES)


async def play_demo(
    folder: Path,
    *,
    rules: GameRules[Any],
    language: str,
    players: int = 3,
    seed: int = 1,
) -> tuple[Game, Transcript]:
    """Play one whole computer game of `rules` in `language` (the game's language: its rules
    speak it) into `folder` (an earlier demo's files there removed first); the finished game
    and its transcript (written)."""
    folder.mkdir(parents=True, exist_ok=True)
    clear_previous(folder)
    store = await Store.open(":memory:")
    try:
        service = GameService(store, games=Catalogue(rules), computer_delay=0)
        transcript = Transcript(folder)
        Announcer(service, transcript.post)
        game = await service.open_lobby(
            guild_id=None,
            channel_id=DEMO_CHANNEL,
            host_id=DEMO_HOST,
            host_name="host",
            seat_host=False,
            language=language,
        )
        names = DEMO_NAMES.get(language, ())
        for seat in range(players):
            name = names[seat] if seat < len(names) else None
            game = await service.add_computer(game.id, DEMO_HOST, name=name)
        lobby = messages.lobby(game)
        views.view(lobby)  # the components build exactly as in Discord
        await transcript.post(game, lobby)
        await service.start(game.id, DEMO_HOST, seed=seed)
        await service.computers.idle(game.id)
        game = await service.load(game.id)
        transcript.write()
        return game, transcript
    finally:
        await store.close()


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--out", required=True, type=Path, help="folder to write into (each game in DIR/<key>/)"
    )
    parser.add_argument(
        "--game",
        help="the game to play: its key or its name (English or 繁體中文), or all "
        "(default: the bot's first game)",
    )
    parser.add_argument(
        "--players", type=int, help=f"computer players (default {DEMO_PLAYERS}, or fewer)"
    )
    parser.add_argument("--seed", type=int, default=1, help="game seed (default 1)")
    parser.add_argument(
        "--language", choices=LANGUAGES, default=ENGLISH, help="the game's language (default en)"
    )


def chosen(games: Catalogue, text: str | None) -> list[GameRules[Any]] | None:
    """The games `--game` names (None: the default; `all`: every game); None if none."""
    if text is None:
        return [games.default]
    if text.strip().casefold() == EVERY_GAME:
        return list(games)
    rules = games.named(text)
    return None if rules is None else [rules]


def seated(rules: GameRules[Any], players: int | None) -> int | None:
    """How many computer players a demo of `rules` seats (`players`, else the default); None
    if the game does not seat that many."""
    if players is None:
        return max(min(DEMO_PLAYERS, rules.info.max_seats), rules.info.min_seats)
    return players if rules.info.min_seats <= players <= rules.info.max_seats else None


def run(args: argparse.Namespace, games: Catalogue) -> int:
    playing = chosen(games, args.game)
    if playing is None:
        names = ", ".join(f"{rules.info.key} ({rules.info.name})" for rules in games)
        print(
            f"roundhouse demo: the bot does not host {args.game!r} yet; "
            f"--game may be {EVERY_GAME}, {names}.",
            file=sys.stderr,
        )
        return 2
    seats: dict[str, int] = {}
    for rules in playing:
        count = seated(rules, args.players)
        if count is None:
            table = f"{rules.info.min_seats}" + (
                f" to {rules.info.max_seats}" if rules.info.max_seats > rules.info.min_seats else ""
            )
            print(f"roundhouse demo: {rules.info.name} seats {table} players", file=sys.stderr)
            return 2
        seats[rules.info.key] = count
    for rules in playing:
        failed = play_and_report(rules, args.out / rules.info.key, seats[rules.info.key], args)
        if failed:
            return failed
    return 0


def play_and_report(
    rules: GameRules[Any], folder: Path, players: int, args: argparse.Namespace
) -> int:
    """Play one game's demo into `folder` and print its summary; the exit status."""
    game, transcript = asyncio.run(
        play_demo(folder, players=players, seed=args.seed, rules=rules, language=args.language)
    )
    if game.status != Status.FINISHED:
        print(f"roundhouse demo: {rules.info.name} stopped at move {game.version}", file=sys.stderr)
        return 1
    assert game.state is not None
    totals = [score.total for score in game.rules.outcome(game.state).scores]
    scores = ", ".join(f"{s.name} {t}" for s, t in zip(game.seats, totals, strict=True))
    print(
        f"{rules.info.name}: played {game.version} moves; {len(transcript.entries)} messages "
        f"and {len(transcript.pictures)} pictures in {folder}. Final scores: {scores}."
    )
    return 0
