"""Helpers for the Yellow House picture tests (imported as tests.yellowhouse.render.helpers):
positions along random games, and a picture comparison with a tolerance."""

from __future__ import annotations

import io
from collections.abc import Iterator

from PIL import Image, ImageChops

from engine.common.rng import Rng
from engine.yellowhouse import Event, State, apply, is_over, legal_codes, new_game, pending_seats

NAMES = ["Marco", "Kevin"]
VISIBLE = 48  # a channel difference above this is a visible change


def positions(seed: int, variant: bool, limit: int = 400) -> Iterator[tuple[State, Event]]:
    """Every position of a random game (random legal moves), with the event that led to it."""
    state = new_game(NAMES, seed, {"variant": variant})
    rng = Rng(seed + 77)
    for _ in range(limit):
        if is_over(state):
            return
        seats = pending_seats(state)
        seat = seats[rng.below(len(seats))]
        codes = legal_codes(state, seat)
        event = apply(state, codes[rng.below(len(codes))], seat=seat)
        yield state, event


def image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def changed_fraction(a: Image.Image, b: Image.Image) -> float:
    """The share of pixels that differ visibly between two pictures of one size."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    return sum(diff.histogram()[VISIBLE + 1 :]) / (a.width * a.height)
