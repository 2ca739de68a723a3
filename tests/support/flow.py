"""A complete game at a simcord table, counted: clicks, public posts, DMs and pings per turn.

`play_counted` plays a game of ann and bo (two members) and two computer seats from the lobby's
Start to the final scores the way a player would: open the panel with the latest **Take my
turn** (from the turn DM when there is one, else the channel post), then click options (the
last one each time) until the turn is done. It counts what the members did and what the bot
sent, for the issue's figures (tests/async_play/test_flow.py prints and checks them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tests.support.tables import PacingTable, add_computer, buttons, is_lobby, public_posts

CONTROLS = ("Undo", "Show board", "My board")
MAX_STEPS = 3000


@dataclass
class FlowCount:
    """What one complete game took and sent."""

    turns: int = 0  # every turn played, computers' too
    human_turns: int = 0
    clicks: int = 0  # the members' clicks during play (Take my turn and the panel's options)
    posts: int = 0  # the bot's public posts in the game's channel from Start to the end
    dms: int = 0  # the bot's direct messages to the members
    channel_pings: int = 0  # public posts that notify someone (allowed mentions)

    def per_turn(self) -> dict[str, float]:
        return {
            "clicks per human turn": self.clicks / self.human_turns,
            "public posts per turn": self.posts / self.turns,
            "DMs per human turn": self.dms / self.human_turns,
            "pings per human turn": (self.dms + self.channel_pings) / self.human_turns,
        }

    def report(self) -> str:
        figures = " · ".join(f"{k} {v:.2f}" for k, v in self.per_turn().items())
        return (
            f"{self.turns} turns ({self.human_turns} by the members): {self.clicks} clicks, "
            f"{self.posts} public posts, {self.dms} DMs, {self.channel_pings} channel pings — "
            f"{figures}"
        )


def options(panel: Any) -> list[str]:
    return [label for label in buttons(panel) if label not in CONTROLS]


def _latest_take_my_turn(messages: list[Any]) -> Any | None:
    return next((m for m in reversed(messages) if "Take my turn" in buttons(m)), None)


def _lobby(table: PacingTable) -> Any:
    return next(m for m in public_posts(table.channel) if is_lobby(m))


def _channel_pings(table: PacingTable, since: int) -> int:
    path = f"/channels/{table.channel.id}/messages"
    return sum(
        1
        for r in table.env.http_requests[since:]
        if r.method == "POST"
        and r.path == path
        and (r.json or {}).get("allowed_mentions", {})
        and r.json["allowed_mentions"].get("users")
    )


async def _turns(table: PacingTable, game_id: int) -> tuple[int, int]:
    """(turns, human turns) from the move log: one turn per run of moves of one turn key."""
    game = await table.game(game_id)
    keys: list[tuple[str, int | None]] = []
    for move in await table.service.store.moves(game_id):
        if not keys or keys[-1][0] != move.turn:
            keys.append((move.turn, move.seat))
    humans = sum(1 for _, seat in keys if seat is not None and not game.is_computer(seat))
    return len(keys), humans


async def play_counted(table: PacingTable, *, seed: int = 5, **lobby: Any) -> tuple[FlowCount, int]:
    """Play a whole game of ann, bo and two computer seats; the counts and the game id."""
    count = FlowCount()
    table.service.new_seed = lambda: seed
    await table.ann.slash(table.channel, "roundhouse new", **lobby)
    await table.bo.click(_lobby(table), label="Join")
    for _ in range(2):
        await add_computer(table.ann, _lobby(table))
    posts_before = len(public_posts(table.channel))
    requests_before = len(table.env.http_requests)
    dms_before = len(table.dms(table.ann)) + len(table.dms(table.bo))
    await table.ann.click(_lobby(table), label="Start")
    game = await table.service.game_in(table.channel.id)
    game_id = game.id
    panel, panel_owner, dm = None, None, None
    for _ in range(MAX_STEPS):
        game = await table.game(game_id)
        if game.status != "playing":
            break
        seat = game.current_seat()
        if game.is_computer(seat):
            await table.env.advance_time(30)
            panel = None
            continue
        member = table.member(game.user_of(seat))
        if panel is None or not options(panel) or panel_owner != member:
            dm = _latest_take_my_turn(table.dms(member))
            if dm is not None:  # a DM is clicked as the user, a post as the member
                opened = await member.user.click(dm, label="Take my turn")
            else:
                post = _latest_take_my_turn(public_posts(table.channel))
                opened = await member.click(post, label="Take my turn")
            panel = opened.response
            panel_owner = member
            count.clicks += 1
            continue
        clicker = member.user if dm is not None else member
        panel = (await clicker.click(panel, label=options(panel)[-1])).response
        count.clicks += 1
    assert (await table.game(game_id)).status == "finished"
    count.turns, count.human_turns = await _turns(table, game_id)
    count.posts = len(public_posts(table.channel)) - posts_before
    count.dms = len(table.dms(table.ann)) + len(table.dms(table.bo)) - dms_before
    count.channel_pings = _channel_pings(table, requests_before)
    return count, game_id
