"""Screenshots for the docs: each game's turn as a member sees it on a phone (390×844).

For each shot set (a game in a language) the real bot runs in simcord with the whole
catalogue; two members play a few turns the way a sensible player would (benchmarks/taps.py),
then at a member's turn the script captures, as Discord shows them at phone width
(`simcord.preview`), each whole message as the member scrolls through it: where the turn starts
(`<set>-dm.png`, the turn DM, or `<set>-start.png`, the channel post), the panel its Take my turn
opens (`-panel.png`, ephemeral), the panel after each tap (`-panel-2.png`…), the public post
after the turn (`-post.png`) and the turn DM once the turn is done (`-dm-done.png`). PNGs go to
docs/images/, quantized to a small palette; a fixed seed plays the same game each run (about
40 s a set).

    .venv/bin/python docs/screens/take.py [--only roundhouse,castles-zh] [--out docs/images]

Not a dependency of the bot or the tests: it needs pyproject.toml's `screens` group
(`.venv/bin/pip install --group screens`: simcord's preview runtime and Playwright) and
Debian's Chromium (`apt-get install -y chromium`); Playwright drives /usr/bin/chromium, never
a browser of its own.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import logging
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image
from playwright.async_api import BrowserType

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # benchmarks, tests.support
from benchmarks.taps import Counted, Target, channel_of, table_for, take_my_turn  # noqa: E402
from benchmarks.taps_figures import Turn  # noqa: E402
from bot.workers import picture, thinking  # noqa: E402
from locales.words import words_for  # noqa: E402
from tests.support.tables import is_lobby  # noqa: E402

PHONE = (390, 844)  # an iPhone's viewport, in CSS pixels
TALL = 2400  # the capture's height: a whole message, as the member scrolls through it
CHROMIUM = "/usr/bin/chromium"
# Root, no screen, a closed network: no sandbox, no GPU, none of Chromium's own connections.
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SEED = 1  # every game's seed: the same screenshots each run
COLOURS = 96  # the palette a PNG is quantized to


@dataclass(frozen=True)
class Shots:
    """One set of screenshots: a game in a language, after `skip` member turns; file names
    start with `name`."""

    name: str
    game: str
    language: str = "en"
    skip: int = 2


SETS = (
    Shots("roundhouse", "roundhouse", skip=2),
    Shots("yellowhouse", "yellowhouse", skip=0),  # the secret exchange
    Shots("yellowhouse-debate", "yellowhouse", skip=2),
    Shots("castles", "castles", skip=3),
    Shots("castles-zh", "castles", language="zh-TW", skip=3),
)


def use_debian_chromium() -> None:
    """Playwright launches Debian's Chromium with the flags this machine needs (simcord's
    capture calls a bare `chromium.launch()`)."""
    real = BrowserType.launch

    async def launch(self: BrowserType, **options: Any) -> Any:
        options.setdefault("executable_path", CHROMIUM)
        options["args"] = [*FLAGS, *options.get("args", [])]
        return await real(self, **options)

    BrowserType.launch = launch  # type: ignore[method-assign]


def small_png(data: bytes, path: Path) -> None:
    """The screenshot quantized to `COLOURS` colours, written to `path`."""
    image = Image.open(io.BytesIO(data)).convert("RGB")
    image.quantize(COLOURS, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)


class Camera:
    """Captures what a member sees, at phone width, into `out` as `<set>-<what>.png`."""

    def __init__(self, table: Any, shots: Shots, out: Path) -> None:
        self.table = table
        self.shots = shots
        self.out = out
        self.taken: list[Path] = []

    async def take(self, what: str, target: Any, member: Any) -> None:
        """One PNG of `target` (a message, or an interaction's answer) as `member` sees it."""
        in_dm = channel_of(target) != self.table.channel.id
        channel = member.user.dm_channel if in_dm else self.table.channel
        viewer = member.user if in_dm else member
        locale = "zh-TW" if self.shots.language == "zh-TW" else "en-US"
        env = self.table.env
        async with env.preview(
            channel,
            viewers=[viewer],
            display="fixed",
            width=PHONE[0],
            height=PHONE[1],
            locale=locale,
        ) as preview:
            capture = await preview.screenshot(
                target=target, mode="surface", viewport=(PHONE[0], TALL)
            )
        path = self.out / f"{self.shots.name}-{what}.png"
        small_png(capture.png, path)
        self.taken.append(path)
        print(f"{path}: {path.stat().st_size // 1024} KB", file=sys.stderr)


async def start(table: Any, shots: Shots) -> Any:
    """ann opens the set's game in its language, bo joins, ann starts (both read that
    language); the game."""
    words = words_for(shots.language)
    for member in (table.ann, table.bo):
        await member.slash(table.channel, "roundhouse notify", language=shots.language)
    table.service.new_seed = lambda: SEED
    await table.ann.slash(table.channel, "roundhouse new", game=shots.game, language=shots.language)
    lobby = next(m for m in table.posts() if is_lobby(m))
    await table.bo.click(lobby, label=words("bot.button.join"))
    await table.ann.click(lobby, label=words("bot.button.start"))
    return await table.service.game_in(table.channel.id)


async def shoot(shots: Shots, out: Path, folder: str) -> list[Path]:
    """The set's screenshots: a game played to a member's turn, that turn captured; the PNGs."""
    async with table_for(tempfile.mkdtemp(dir=folder)) as table:
        game = await start(table, shots)
        counted = Counted(table, game.id, shots.skip)
        await counted.play()
        camera = Camera(table, shots, out)
        await play_shot_turn(counted, camera)
        return camera.taken


async def play_shot_turn(counted: Counted, camera: Camera) -> None:
    """The next member turn, captured: where it starts (the turn DM that came since the
    member's last turn, else the public post with Take my turn: `<set>-dm`, `<set>-start`), the
    panel its Take my turn opens and the panel after each tap (`-panel`, `-panel-2`…), the
    public post after it (`-post`), the turn DM after it (`-dm-done`)."""
    table = counted.table
    game = await table.game(counted.game_id)
    member = table.member_for(game, game.deciders()[0])
    seat = counted.users.index(member.id)
    counted.panels.clear()  # the turn starts on a DM or a post, not on an open panel
    start, message = counted.surface(member, game)
    start_message = message
    await camera.take("dm" if start == "dm" else "start", message, member)
    key = game.rules.turn_key(game.state)
    turn = Turn(seat, start)
    opener = Target(take_my_turn(message, game) or "", "Take my turn")
    message = await counted.click(member, message, opener, "take_turn", turn)
    await camera.take("panel", message, member)
    taps = 1
    while seat in game.deciders() and game.rules.turn_key(game.state) == key:
        message = await counted.tap(member, message, game, seat, turn)
        taps += 1
        await camera.take(f"panel-{taps}", message, member)
        game = await table.game(counted.game_id)
    await camera.take("post", table.posts()[-1], member)
    if start == "dm":  # the turn DM once the turn is done: its choices gone
        done = next(m for m in counted.dms(member) if m.id == start_message.id)
        await camera.take("dm-done", done, member)


async def run(sets: Sequence[Shots], out: Path) -> None:
    with tempfile.TemporaryDirectory() as folder:
        for shots in sets:
            taken = await shoot(shots, out, folder)
            print(f"{shots.name}: {len(taken)} screenshots", file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="set names, comma-separated (default all)")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    args = parser.parse_args(argv)
    wanted = set(filter(None, args.only.split(",")))
    logging.disable(logging.WARNING)
    picture.PROCESSES = thinking.PROCESSES = 0  # in threads: nothing to start
    use_debian_chromium()
    asyncio.run(run([s for s in SETS if not wanted or s.name in wanted], args.out))


if __name__ == "__main__":
    main()
