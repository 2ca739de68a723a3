"""Write the rules-version-1 saved games in this folder (run once, kept for the record).

They were written with the engine as it stood before rules version 2 (commit 67489d7), in the
form the bot's store keeps a game: the setup JSON (`bot/service.py`, `SETUP_ADAPTER`), the move
log as applied (take-backs included) and the state JSON after the last move. Running this
again today writes games of the current rules version, not these files' contents.

    .venv/bin/python tests/roundhouse/engine/data/make_v1_games.py
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import TypeAdapter

import engine.roundhouse as rh_engine
from engine.common.rng import Rng
from engine.roundhouse.players import pick_move

HERE = Path(__file__).parent
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]
# (players, strategy, seed, neutral variant, stop after this many logged moves or None)
GAMES = [
    (2, "random", 11, False, None),
    (2, "greedy", 12, True, None),
    (3, "random", 13, False, None),
    (3, "greedy", 14, False, 120),
    (4, "random", 15, False, None),
    (4, "greedy", 16, False, None),
    (5, "random", 17, False, None),
    (5, "random", 18, False, 100),
]
TAKE_BACK_EVERY = 23  # about one logged move in this many is a choice taken back at once


def play(n: int, strategy: str, seed: int, variant: bool, stop: int | None) -> dict:
    options = rh_engine.Options(neutral_variant=variant)
    state = rh_engine.new_game(NAMES[:n], seed, options)
    setup_json = TypeAdapter(rh_engine.Setup).dump_json(state.setup).decode()
    rng = Rng(seed)
    log: list[str] = []
    while not rh_engine.is_over(state) and (stop is None or len(log) < stop):
        code = pick_move(state, strategy, seed)
        if rh_engine.can_undo(state) and rng.below(TAKE_BACK_EVERY) == 0:
            codes = rh_engine.legal_codes(state)
            tried = codes[rng.below(len(codes))]
            rh_engine.apply(state, tried)
            log.append(tried)
            if rh_engine.can_undo(state):  # not after a reveal
                rh_engine.apply(state, "undo")
                log.append("undo")
            continue
        rh_engine.apply(state, code)
        log.append(code)
    return {
        "players": n,
        "strategy": strategy,
        "seed": seed,
        "neutral_variant": variant,
        "status": "finished" if rh_engine.is_over(state) else "playing",
        "setup_json": setup_json,
        "moves": log,
        "state_json": rh_engine.to_json(state),
    }


def main() -> None:
    for n, strategy, seed, variant, stop in GAMES:
        game = play(n, strategy, seed, variant, stop)
        name = HERE / f"v1_{n}p_{strategy}_{seed}.json"
        name.write_text(json.dumps(game, indent=0) + "\n", encoding="utf-8")
        print(name.name, game["status"], len(game["moves"]), "moves")


if __name__ == "__main__":
    main()
