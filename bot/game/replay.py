"""A finished game's replay: its move log in turns, the state after each turn and each seat's
score over time, rebuilt by the game's own rules from the saved setup and move codes.

The log is read in turns (`bot.game.log_turns`), as `/roundhouse log` reads it. `replay_turns`
plays the codes from the setup once, keeping a copy of the state as each turn ends; it runs in
the picture pool (`bot.workers.picture.POOL`), off the event loop. `Replays` keeps the replays of
the last `REPLAYS_KEPT` games a process was asked for (the least recently used goes first): a
finished game never changes, so a later step only draws its picture (`step_picture`).
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.game import capabilities
from bot.game.capabilities import Pictures, copied
from bot.game.log_turns import Turn, turns_of
from bot.game.model import Game, UserError
from bot.game.protocol import GameRules, MoveRefused, Picture, ScoreTimeline
from bot.game.said import say
from bot.posts import ids
from bot.posts.messages import ButtonSpec, game_title
from bot.storage.records import Status
from bot.storage.store import Store
from bot.workers.picture import POOL, draw
from locales.words import Words

REPLAYS_KEPT = 16  # finished games whose turns a process keeps (LRU; ~1 MB for 62 turns)


@dataclass(frozen=True)
class Replay:
    """A finished game's turns, the state after each (as a replay may show it:
    `shown_in_replay`) and each seat's total at the start and after every turn."""

    turns: tuple[Turn, ...]
    states: tuple[object, ...]
    timeline: ScoreTimeline

    def turn(self, number: int, game: Game) -> Turn:
        """Turn `number`; a UserError saying how many there are for any other number."""
        if not 1 <= number <= len(self.turns):
            turns = len(self.turns)
            raise UserError(say("bot.replay.no_turn", title=_title(game), turns=turns, n=number))
        return self.turns[number - 1]


def replay_button(game: Game) -> ButtonSpec:
    """The final post's Replay: opens the stepper (`bot.posts.stepper`) at the first turn."""
    return ButtonSpec(game.words("bot.button.replay"), ids.replay(game.id, 1, "o"), "secondary")


def shown_in_replay(rules: GameRules[Any], state: object) -> object:
    """What a replay (always of a finished game, and public) shows of `state`: the state itself
    when the game reveals everything once over (`GameInfo.reveals_at_end`), else its public
    view."""
    return state if rules.info.reveals_at_end else rules.view(state, None)


def totals(rules: GameRules[Any], state: object) -> tuple[int, ...]:
    """Each seat's total now (`GameRules.outcome`)."""
    return tuple(score.total for score in rules.outcome(state).scores)


def replay_turns(
    rules: GameRules[Any], setup_json: str, codes: Sequence[str], ends: Sequence[int]
) -> tuple[list[object], ScoreTimeline]:
    """The state after each turn (`ends`: each turn's last move number) and the timeline:
    the codes played from the setup once, by the game's rules (MoveRefused if one is refused).
    A job of the picture pool."""
    state = rules.replay(setup_json, [])
    timeline = [totals(rules, shown_in_replay(rules, state))]
    states: list[object] = []
    played = 0
    for end in ends:
        for code in codes[played:end]:
            rules.apply(state, code)
        played = end
        shown = shown_in_replay(rules, copied(rules, state))
        states.append(shown)
        timeline.append(totals(rules, shown))
    return states, tuple(timeline)


def draw_step(rules: Pictures[Any], state: object, events: Sequence[str], name: str) -> Picture:
    """A step's picture: the turn post's picture of the state after the turn (a pool job)."""
    return draw(rules, state, events, name=name, view="turn")


async def step_picture(game: Game, replay: Replay, number: int) -> Picture | None:
    """The picture of turn `number` of `game`'s replay, drawn off the event loop (`POOL`);
    None (at once) for a game that draws no board (`Pictures`)."""
    if capabilities.pictures(game.rules) is None:
        return None
    turn = replay.turn(number, game)
    name = f"replay-{game.id}-{number:04d}"
    return await POOL.run(game.rules, draw_step, replay.states[number - 1], list(turn.lines), name)


def check_finished(game: Game) -> None:
    """A UserError unless `game` is over: only a finished game has a replay."""
    if game.status == Status.FINISHED:
        return
    raise UserError(say(f"bot.replay.not_over.{game.status}", title=_title(game)))


def _title(game: Game) -> Callable[[Words], str]:
    return lambda words: game_title(game.speaking(words.language))


class Replays:
    """The replays of finished games, made once per process and kept for the last
    `kept` games asked for; two steps asked for at once share one replay."""

    def __init__(self, store: Store, kept: int = REPLAYS_KEPT) -> None:
        self.store = store
        self.kept = kept
        self._made: OrderedDict[tuple[int, int], asyncio.Future[Replay]] = OrderedDict()

    async def of(self, game: Game) -> Replay:
        """The replay of finished `game` (UserError for any other, or a log that does not
        replay)."""
        check_finished(game)
        key = (game.id, game.version)
        making = self._made.get(key)
        if making is None:
            making = self._made[key] = asyncio.ensure_future(self._replay(game))
        self._made.move_to_end(key)
        while len(self._made) > self.kept:
            self._made.popitem(last=False)
        try:
            return await asyncio.shield(making)
        except Exception:
            if self._made.get(key) is making:  # the next step tries again
                del self._made[key]
            raise

    async def _replay(self, game: Game) -> Replay:
        moves = await self.store.moves(game.id, through=game.version)
        turns = turns_of(moves)
        if game.row.setup_json is None or not turns:
            raise UserError(say("bot.replay.no_moves", title=_title(game)))
        codes, ends = [m.code for m in moves], [t.end for t in turns]
        try:
            states, timeline = await POOL.run(
                game.rules, replay_turns, game.row.setup_json, codes, ends
            )
        except MoveRefused as exc:
            raise UserError(say("bot.replay.broken", title=_title(game), why=str(exc))) from None
        return Replay(tuple(turns), tuple(states), timeline)
