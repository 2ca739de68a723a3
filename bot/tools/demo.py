"""`roundhouse demo`: a whole game of computer players, no Discord needed.

Plays through the same service, hooks and message code as the bot (an in-memory database, no
pause between moves) and writes to a folder: every board picture the bot would have attached and
`transcript.md`, the messages it would have posted, in order.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.game import messages
from bot.game.announce import Announcer
from bot.game.catalogue import Catalogue, UnknownGame
from bot.game.messages import Outgoing
from bot.game.model import Game
from bot.game.protocol import GameRules
from bot.game.service import GameService
from bot.interface import views
from bot.storage.records import Status
from bot.storage.store import Store
from locales.words import ENGLISH, LANGUAGES

DEMO_CHANNEL = 1
DEMO_HOST = 1
DEMO_PLAYERS = 3  # computer players by default (fewer if the game seats fewer)
# The computer players' names by the demo's language (none: the bot's "Computer N").
DEMO_NAMES: dict[str, tuple[str, ...]] = {"zh-TW": ("阿明", "小華", "美玲", "志強", "淑芬")}


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
        path = self.folder / "transcript.md"
        path.write_text("\n".join(self.entries), encoding="utf-8")
        return path


def as_markdown(number: int, out: Outgoing) -> str:
    """One message as a reader would see it in the channel."""
    lines = [f"## Message {number}", ""]
    if out.content:
        lines += [out.content, ""]
    if out.embed is not None:
        embed = out.embed
        if embed.title:
            lines.append(f"> **{embed.title}**")
        if embed.description:
            lines += [f"> {line}" for line in embed.description.splitlines()]
        for f in embed.fields:
            lines.append(f"> **{f.name}** — {f.value}")
        if embed.footer.text:
            lines.append(f"> _{embed.footer.text}_")
        lines.append("")
    if out.picture is not None:
        lines += [f"![{out.picture.alt}]({out.picture.filename})", ""]
    components = [f"[{b.label}]" for b in out.buttons]
    if out.select is not None:
        components.insert(0, f"[{out.select.placeholder} ▾ {len(out.select.options)} options]")
    if components:
        lines += [" ".join(components), ""]
    return "\n".join(lines)


async def play_demo(
    folder: Path,
    *,
    rules: GameRules[Any],
    language: str,
    players: int = 3,
    seed: int = 1,
) -> tuple[Game, Transcript]:
    """Play one whole computer game of `rules` in `language` (the game's language: its rules
    speak it); the finished game and its transcript (written)."""
    folder.mkdir(parents=True, exist_ok=True)
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
        await service.computers_idle(game.id)
        game = await service.load(game.id)
        transcript.write()
        return game, transcript
    finally:
        await store.close()


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", required=True, type=Path, help="folder to write into")
    parser.add_argument("--game", help="the game to play (default: the bot's first game)")
    parser.add_argument(
        "--players", type=int, help=f"computer players (default {DEMO_PLAYERS}, or fewer)"
    )
    parser.add_argument("--seed", type=int, default=1, help="game seed (default 1)")
    parser.add_argument(
        "--language", choices=LANGUAGES, default=ENGLISH, help="the game's language (default en)"
    )


def run(args: argparse.Namespace, games: Catalogue) -> int:
    try:
        rules = games.rules(args.game)  # the game the demo plays
    except UnknownGame as error:
        print(
            f"roundhouse demo: the bot does not host {error.key!r} yet; "
            f"--game may be {', '.join(games.keys())}.",
            file=sys.stderr,
        )
        return 2
    if args.players is None:
        args.players = max(min(DEMO_PLAYERS, rules.max_seats), rules.min_seats)
    if not rules.min_seats <= args.players <= rules.max_seats:
        seats = f"{rules.min_seats}" + (
            f" to {rules.max_seats}" if rules.max_seats > rules.min_seats else ""
        )
        print(f"roundhouse demo: {rules.name} seats {seats} players", file=sys.stderr)
        return 2
    game, transcript = asyncio.run(
        play_demo(
            args.out, players=args.players, seed=args.seed, rules=rules, language=args.language
        )
    )
    if game.status != Status.FINISHED:
        print(f"roundhouse demo: the game stopped at move {game.version}", file=sys.stderr)
        return 1
    assert game.state is not None
    totals = [score.total for score in game.rules.scores(game.state)]
    scores = ", ".join(f"{s.name} {t}" for s, t in zip(game.seats, totals, strict=True))
    print(
        f"Played {game.version} moves; {len(transcript.entries)} messages and "
        f"{len(transcript.pictures)} pictures in {args.out}. Final scores: {scores}."
    )
    return 0
