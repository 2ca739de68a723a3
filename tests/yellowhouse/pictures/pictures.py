"""Helpers for the Yellow House picture tests (imported as tests.yellowhouse.pictures.pictures):
positions along games of two Easy computer players, and a picture comparison with a
tolerance."""

from __future__ import annotations

import io
from collections.abc import Iterator

from PIL import Image, ImageChops

from engine.yellowhouse import Event, State, apply, choose, new_game, pending_seats
from locales.words import words_for

NAMES = ["Marco", "Kevin"]
EN, ZH = words_for("en"), words_for("zh-TW")
VISIBLE = 48  # a channel difference above this is a visible change


def positions(seed: int, variant: bool, limit: int = 400) -> Iterator[tuple[State, Event]]:
    """Every position of a game between two Easy players (random legal moves, the exchange's
    seats in turn), with the event that led to it."""
    state = new_game(NAMES, seed, {"variant": variant})
    for move in range(limit):
        deciding = pending_seats(state)
        if not deciding:
            return
        seat = deciding[move % len(deciding)]
        yield state, apply(state, choose(state, seat, "easy", seed * 1000 + move), seat=seat)


def image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def changed_fraction(a: Image.Image, b: Image.Image) -> float:
    """The share of pixels that differ visibly between two pictures of one size."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    return sum(diff.histogram()[VISIBLE + 1 :]) / (a.width * a.height)
