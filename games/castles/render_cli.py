"""`roundhouse render --game castles`: a picture of Castles of Mad King Ludwig after K moves of a
seeded game between Random computer players, in either language; the options every game's
picture takes are cli/render.py's."""

from __future__ import annotations

import argparse

from cli.render import options, refuse, write
from engine.castles import Report, apply, choose, current_decision, current_player, new_game
from engine.castles.state import GameState, Place
from games.common.names import seat as numbered_seat
from locales.words import Words, words_for

from .pictures import (
    castle_alt_text,
    me_alt_text,
    preview_alt_text,
    render_castle,
    render_me,
    render_preview,
    render_turn_picture,
    turn_alt_text,
)

PICTURES = ("turn", "castle", "me", "preview")


def configure(parser: argparse.ArgumentParser) -> None:
    options(parser, "castles.png")
    parser.add_argument("--players", type=int, default=4, help="2 to 4 players (default 4)")
    parser.add_argument("--moves", type=int, default=0, help="random moves to play first")
    parser.add_argument(
        "--picture",
        choices=PICTURES,
        default="turn",
        help="the turn post's picture (default), a seat's whole castle (--seat), its own castle "
        "and bonus cards (--seat), or the legal spots of the room it is placing (--seat)",
    )
    parser.add_argument("--seat", type=int, default=0, help="for --picture castle, me, preview")


def position(words: Words, args: argparse.Namespace) -> tuple[GameState, list[Report]]:
    """The game after up to `--moves` moves, and the last move's report (none at the start);
    ValueError for a player count the game does not seat."""
    names = [numbered_seat(words, seat) for seat in range(args.players)]
    state = new_game(names, args.seed)
    reports: list[Report] = []
    for move in range(args.moves):
        seat = current_player(state)
        if seat is None:
            break
        reports = [apply(state, choose(state, "random", args.seed * 1000 + move), seat)]
    return state, reports


def picture(
    words: Words, state: GameState, reports: list[Report], args: argparse.Namespace
) -> tuple[bytes, str]:
    """The PNG and alt text asked for; ValueError for a seat not in the game, or one that is
    not placing a room (`--picture preview`)."""
    seat = args.seat
    if args.picture == "castle":
        return render_castle(words, state, seat, reports), castle_alt_text(words, state, seat)
    if args.picture == "me":
        return render_me(words, state, seat), me_alt_text(words, state, seat)
    if args.picture == "preview":
        decision = current_decision(state)
        if not isinstance(decision, Place) or decision.seat != seat:
            raise ValueError(f"seat {seat} is not placing a room after {args.moves} moves")
        tile = decision.tile
        return render_preview(words, state, seat, tile), preview_alt_text(words, state, seat, tile)
    return render_turn_picture(words, state, reports), turn_alt_text(words, state, reports)


def run(args: argparse.Namespace) -> int:
    if args.moves < 0:
        return refuse(f"--moves must be 0 or more, not {args.moves}")
    words = words_for(args.language)
    try:
        state, reports = position(words, args)
        png, alt = picture(words, state, reports, args)
    except ValueError as exc:
        return refuse(str(exc))
    return write(args, png, alt)
