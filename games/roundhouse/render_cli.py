"""`roundhouse render [--game roundhouse]`: a picture of a seeded random game after K moves, or
of a saved game (`--saved`); the options every game's picture takes are cli/render.py's."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from cli.render import options, refuse, write
from engine.roundhouse import BadState, apply, from_json, is_over, new_game
from engine.roundhouse.players import pick_move
from engine.roundhouse.state import GameState
from games.common.names import seat as numbered_seat
from locales.words import Words, words_for

from .pictures import (
    alt_text,
    player_alt_text,
    render_board,
    render_my_board,
    render_player_board,
    render_score_chart,
    render_turn_picture,
)


def configure(parser: argparse.ArgumentParser) -> None:
    options(parser, "board.png")
    src = parser.add_argument_group("game (a seeded random game unless --saved is given)")
    src.add_argument("--players", type=int, default=4, help="2 to 5 players (default 4)")
    src.add_argument("--moves", type=int, default=0, help="random moves to play first (default 0)")
    src.add_argument("--saved", type=Path, help="a saved game's JSON (engine.roundhouse.to_json)")
    parser.add_argument(
        "--picture",
        choices=["board", "player", "chart", "turn", "me"],
        default="board",
        help="the board (default), one player's board (--seat), the score chart, the turn "
        "post's phone picture or one player's phone board (--seat)",
    )
    parser.add_argument("--seat", type=int, default=0, help="seat for --picture player or me")


def random_game(
    seed: int, players: int, moves: int, words: Words | None = None
) -> tuple[GameState, int]:
    """A new game after up to `moves` random moves, its seats named in `words`' language
    (English by default); returns the state and the moves played."""
    words = words or words_for("en")
    names = [numbered_seat(words, i) for i in range(players)]
    state = new_game(names, seed)
    played = 0
    while played < moves and not is_over(state):
        apply(state, pick_move(state, "random", seed * 1_000_003 + played))
        played += 1
    return state, played


def _load(args: argparse.Namespace, words: Words) -> GameState:
    if args.saved is not None:
        try:
            text = args.saved.read_text(encoding="utf-8")
        except OSError as exc:
            raise ValueError(f"cannot read {args.saved}: {exc.strerror or exc}") from exc
        try:
            return from_json(text)
        except BadState as exc:
            raise ValueError(f"{args.saved} is not a saved game: {exc}") from exc
    if not 2 <= args.players <= 5:
        raise ValueError(f"--players must be 2 to 5, not {args.players}")
    if args.moves < 0:
        raise ValueError(f"--moves must be 0 or more, not {args.moves}")
    state, played = random_game(args.seed, args.players, args.moves, words)
    if played < args.moves:
        print(f"the game ended after {played} moves", file=sys.stderr)
    return state


def run(args: argparse.Namespace) -> int:
    try:
        words = words_for(args.language)
        state = _load(args, words)
        png = _picture(state, words, args.picture, args.seat)
    except ValueError as exc:
        return refuse(str(exc))
    if args.picture == "me":
        return write(args, png, player_alt_text(words, state, args.seat))
    return write(args, png, alt_text(words, state))


def _picture(state: GameState, words: Words, picture: str, seat: int) -> bytes:
    """The PNG of the picture asked for; ValueError for a seat not in the game."""
    if picture == "player":
        return render_player_board(state, words, seat)
    if picture == "me":
        return render_my_board(state, words, seat)
    if picture == "chart":
        return render_score_chart(state, words)
    if picture == "turn":
        return render_turn_picture(state, words)
    return render_board(state, words)
