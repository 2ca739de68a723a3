"""What a seat may know: a determinization of the hidden orders.

A person at the table sees the board, every holding, the displays and the discard pile, and
how many cards are left in each face-down stack, never their order. `determinize` keeps all of
that and replaces what nobody can see with a sample drawn from the player's own generator:

- the face-down stacks (amulets, pirates, orders, experts) are put in a canonical order (sorted)
  and shuffled with the player's `Rng`, so their true order cannot leak in;
- the game's generator state (which decides future reshuffles) is reseeded from the same `Rng`;
- the setup seed (from which the whole deal could be rebuilt) is blanked;
- the undo checkpoint (the game's JSON at the turn's start, true deck order included) is
  dropped: a search never undoes, and the checkpoint would hold the real order.
"""

from __future__ import annotations

from dataclasses import replace

from engine.common.rng import MASK, Rng

from .clone import clone
from .state import GameState

HIDDEN_STACKS = ("amulet_stack", "pirate_stack", "order_deck", "expert_deck")


def determinize(state: GameState, rng: Rng) -> GameState:
    """A clone in which everything hidden is resampled from `rng` (see the module doc).

    The result depends only on what the table can see and on `rng`: two states that differ
    only in the order of their face-down stacks, the game's generator state or the setup seed
    give the same determinization for the same `rng` state.
    """
    out = clone(state)
    for name in HIDDEN_STACKS:
        stack = sorted(getattr(out.decks, name))
        rng.shuffle(stack)
        setattr(out.decks, name, stack)
    out.rng = rng.below(MASK)  # future reshuffles: unknown to the player, so sampled too
    out.setup = replace(out.setup, seed=0)
    out.turn.checkpoint = None
    return out
