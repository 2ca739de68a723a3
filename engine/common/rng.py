"""A small seeded generator (splitmix64) whose whole state is one int saved with the game."""

from __future__ import annotations

from typing import Any

MASK = (1 << 64) - 1
GAMMA, MIX1, MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB


def next_u64(state: int) -> tuple[int, int]:
    """Advance the state; return (new_state, 64-bit output)."""
    state = (state + GAMMA) & MASK
    z = state
    z = ((z ^ (z >> 30)) * MIX1) & MASK
    z = ((z ^ (z >> 27)) * MIX2) & MASK
    return state, z ^ (z >> 31)


class Rng:
    """Draws from a state int; read `.state` back to store it.

    `below` and `shuffle` write `next_u64` out (they run for every random move and every
    card of a setup's shuffles); tests/roundhouse/engine/test_rng.py checks them against it.
    """

    def __init__(self, state: int) -> None:
        self.state = state & MASK

    def below(self, n: int) -> int:
        """A uniform int in [0, n)."""
        self.state = z = (self.state + GAMMA) & MASK
        z = ((z ^ (z >> 30)) * MIX1) & MASK
        z = ((z ^ (z >> 27)) * MIX2) & MASK
        return (z ^ (z >> 31)) % n

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle in place (Fisher–Yates, from the last item down)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = z = (state + GAMMA) & MASK
            z = ((z ^ (z >> 30)) * MIX1) & MASK
            z = ((z ^ (z >> 27)) * MIX2) & MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = state
