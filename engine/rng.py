"""A small seeded generator (splitmix64) whose whole state is one int saved with the game."""

from __future__ import annotations

from typing import Any

MASK = (1 << 64) - 1


def next_u64(state: int) -> tuple[int, int]:
    """Advance the state; return (new_state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


class Rng:
    """Draws from a state int; read `.state` back to store it."""

    def __init__(self, state: int) -> None:
        self.state = state & MASK

    def below(self, n: int) -> int:
        """A uniform int in [0, n)."""
        self.state, x = next_u64(self.state)
        return x % n

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle in place (Fisher–Yates, from the last item down)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
