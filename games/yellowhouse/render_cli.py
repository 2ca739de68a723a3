"""`roundhouse render --game yellowhouse`: a picture of The Yellow House after K moves of a
seeded game between two Easy players (the exchange's seats in turn), in either language; the
options every game's picture takes are cli/render.py's."""

from __future__ import annotations

import argparse

from cli.render import options, refuse, write
from engine.yellowhouse import (
    Event,
    State,
    apply,
    choose,
    new_game,
    pending_seats,
    public_view,
    seat_view,
)
from locales.words import Words, words_for

from .pictures import (
    alt_text,
    board_picture,
    final_alt_text,
    final_picture,
    hand_alt_text,
    hand_picture,
    names,
    turn_picture,
)

PICTURES = ("turn", "board", "final", "hand")


def configure(parser: argparse.ArgumentParser) -> None:
    options(parser, "yellowhouse.png")
    parser.add_argument("--moves", type=int, default=0, help="random moves to play first")
    parser.add_argument("--variant", action="store_true", help="the variant (Support effects)")
    parser.add_argument("--picture", choices=PICTURES, default="turn", help="default: turn")
    parser.add_argument("--seat", type=int, choices=[0, 1], default=0, help="for --picture hand")


def position(words: Words, seed: int, moves: int, variant: bool) -> tuple[State, list[Event]]:
    """The game after up to `moves` moves, and the last move's event (none at the start)."""
    players = [names.fallback(words, seat) for seat in (0, 1)]
    state = new_game(players, seed, {"variant": variant})
    events: list[Event] = []
    for move in range(moves):
        deciding = pending_seats(state)
        if not deciding:
            break
        seat = deciding[move % len(deciding)]
        events = [apply(state, choose(state, seat, "easy", seed * 1000 + move), seat=seat)]
    return state, events


def run(args: argparse.Namespace) -> int:
    if args.moves < 0:
        return refuse(f"--moves must be 0 or more, not {args.moves}")
    words = words_for(args.language)
    state, events = position(words, args.seed, args.moves, args.variant)
    views = [seat_view(state, 0), seat_view(state, 1)]
    if args.picture == "hand":
        png, alt = hand_picture(words, views[args.seat]), hand_alt_text(words, views[args.seat])
    elif args.picture == "final":
        png, alt = final_picture(words, views, events), final_alt_text(words, views, events)
    else:
        draw = board_picture if args.picture == "board" else turn_picture
        view = public_view(state)
        png, alt = draw(words, view, events), alt_text(words, view, events)
    return write(args, png, alt)
