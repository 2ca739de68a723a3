"""Speed of the rules engine: decisions per second in random 4-player games, and what a search
pays to copy a game and to take a move back.

Each decision is one `legal_codes` call plus one `apply` (validation and the move), measured
twice: with the log line the bot posts (`words=`, the bot's path) and without it (no `words`,
what computer look-ahead and `roundhouse simulate` use). Times are CPU time
(`time.process_time`), so other work sharing the machine does not lower the figures.

Copies and undo are timed on 5-player games about 150 moves in (the median over 5 seeds):
a copy by `copy.deepcopy`, a pickle round trip, a JSON round trip (`to_json` + `from_json`) and
`engine.roundhouse.clone`; `apply(state, "undo")` as played (from the checkpoint kept at a turn's
start) and as the first undo after loading a saved game (which replays the game from its setup).
Prints one JSON object.
"""

from __future__ import annotations

import copy
import json
import pickle
import statistics
import time
from collections.abc import Callable

from engine.common.rng import Rng
from engine.roundhouse import (
    GameState,
    apply,
    can_undo,
    clone,
    from_json,
    legal_codes,
    new_game,
    to_json,
)
from locales.words import ENGLISH, words_for

GAMES = 200
ROUNDS = 3
UNDO_AT = 150  # moves into the game
UNDO_SEEDS = range(5)
REPEAT = 200  # timings per figure and position


def play(games: int, seed: int, log: bool = True) -> int:
    decisions = 0
    for g in range(games):
        state = new_game(["A", "B", "C", "D"], seed + g)
        rng = Rng(seed + g)
        while not state.over:
            codes = legal_codes(state)
            apply(state, codes[rng.below(len(codes))], words=words_for(ENGLISH) if log else None)
            decisions += 1
    return decisions


def rate(log: bool) -> dict[str, int]:
    rates = []
    for r in range(ROUNDS):
        started = time.process_time()
        decisions = play(GAMES, seed=r * GAMES, log=log)
        rates.append(decisions / (time.process_time() - started))
    return {"median": round(statistics.median(rates)), "best": round(max(rates))}


def position(seed: int) -> GameState:
    """A random 5-player game about UNDO_AT moves in, where the last move may be taken back."""
    state = new_game(["A", "B", "C", "D", "E"], seed)
    rng = Rng(seed)
    while len(state.history) < UNDO_AT or not can_undo(state):
        codes = legal_codes(state)
        apply(state, codes[rng.below(len(codes))])
    return state


def microseconds(run: Callable[[GameState], object], states: list[GameState]) -> float:
    """Mean time of `run` on REPEAT fresh copies of a state (the copying is not timed), the
    median over the states."""
    times = []
    for state in states:
        trials = [clone(state) for _ in range(REPEAT)]
        started = time.process_time()
        for trial in trials:
            run(trial)
        times.append((time.process_time() - started) / REPEAT)
    return round(statistics.median(times) * 1e6, 1)


def copies_and_undo() -> dict[str, object]:
    states = [position(seed) for seed in UNDO_SEEDS]
    loaded = [from_json(to_json(s)) for s in states]  # no checkpoint: rebuilt by the first undo
    replayed = [len(s.history) - 1 - s.turn.checkpoint.at for s in states if s.turn.checkpoint]
    return {
        "copy_microseconds": {
            "deepcopy": microseconds(copy.deepcopy, states),
            "pickle": microseconds(lambda s: pickle.loads(pickle.dumps(s, -1)), states),
            "json": microseconds(lambda s: from_json(to_json(s)), states),
            "clone": microseconds(clone, states),
        },
        "undo_microseconds": {
            "from_checkpoint": microseconds(lambda s: apply(s, "undo"), states),
            "after_loading": microseconds(lambda s: apply(s, "undo"), loaded),
        },
        "undo_moves_replayed_median": statistics.median(replayed),
    }


def main() -> None:
    result: dict[str, object] = {"players": 4, "games_per_round": GAMES, "rounds": ROUNDS}
    result["decisions_per_cpu_second_with_log"] = rate(log=True)
    result["decisions_per_cpu_second_without_log"] = rate(log=False)
    result["five_players_moves_in"] = UNDO_AT
    result.update(copies_and_undo())
    print(json.dumps(result))


if __name__ == "__main__":
    main()
