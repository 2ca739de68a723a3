"""`roundhouse render --game sealed`: the table (or a seat's hand) of a seeded game of Sealed
Bids after K bids of Easy players; the options every game's picture takes are cli/render.py's."""

from __future__ import annotations

import argparse

from cli.render import options, refuse, write
from engine.sealed import bid, choose, new_game, pending_seats, seat_view
from locales.words import words_for

from .pictures import hand_png, table_alt, table_png


def configure(parser: argparse.ArgumentParser) -> None:
    options(parser, "sealed.png")
    parser.add_argument("--moves", type=int, default=0, help="bids to play first")
    parser.add_argument("--players", type=int, choices=[2, 3], default=2)
    parser.add_argument("--seat", type=int, help="draw this seat's hand instead of the table")


def run(args: argparse.Namespace) -> int:
    if args.moves < 0:
        return refuse(f"--moves must be 0 or more, not {args.moves}")
    if args.seat is not None and not 0 <= args.seat < args.players:
        return refuse(f"--seat must be a seat of the {args.players}")
    words = words_for(args.language)
    state = new_game([f"P{i + 1}" for i in range(args.players)], args.seed)
    for move in range(args.moves):
        pending = pending_seats(state)
        if not pending:
            break
        bid(state, pending[0], choose(state, pending[0], "easy", args.seed + move))
    if args.seat is not None:
        return write(args, hand_png(state, args.seat), "")
    view = seat_view(state, None)
    return write(args, table_png(words, view), table_alt(words, view, []))
