"""What a seat may know: a fast state clone, and a determinization of the hidden orders.

A person at the table sees the board, every holding, the displays and the discard pile, and
how many cards are left in each face-down stack, never their order. `determinize` keeps all of
that and replaces what nobody can see with a sample drawn from the player's own generator:

- the face-down stacks (amulets, pirates, orders, experts) are put in a canonical order (sorted)
  and shuffled with the player's `Rng`, so their true order cannot leak in;
- the game's generator state (which decides future reshuffles) is reseeded from the same `Rng`;
- the setup seed (from which the whole deal could be rebuilt) is blanked.

`clone` is a field-by-field copy of a GameState (about 6x faster than pickle); fields it does
not know are copied generically, so a field added to the state later is still copied safely.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .rng import MASK, Rng
from .state import Board, Decision, Decks, GameState, Player, Turn

HIDDEN_STACKS = ("amulet_stack", "pirate_stack", "order_deck", "expert_deck")
_SCALARS = (str, int, float, bool, type(None))
_PLAYER_LISTS = ("leaders", "experts", "expert_amulets", "amulets", "orders", "fulfilled")
_BOARD_LISTS = ("tiles", "chairs", "temples", "temples_up", "market_a", "market_b", "warehouse")
_BOARD_DICTS = ("table_amulets", "selling", "neutrals")


def deep_copy(value: Any) -> Any:
    """A generic copy of plain data (lists, dicts, dataclass instances, scalars)."""
    kind = type(value)
    if kind in _SCALARS or kind is tuple:
        return value
    if kind is list:
        return [deep_copy(v) for v in value]
    if kind is dict:
        return {k: deep_copy(v) for k, v in value.items()}
    return _build(kind, {k: deep_copy(v) for k, v in value.__dict__.items() if k[0] != "_"})


def _build(cls: type, fields: dict[str, Any]) -> Any:
    obj = cls.__new__(cls)
    obj.__dict__ = fields
    return obj


def _fields(obj: Any, done: dict[str, Any]) -> dict[str, Any]:
    """`done` plus a generic copy of every other public field of `obj`."""
    out = {k: deep_copy(v) for k, v in obj.__dict__.items() if k[0] != "_" and k not in done}
    out.update(done)
    return out


def _player(p: Player) -> Player:
    done: dict[str, Any] = {k: list(getattr(p, k)) for k in _PLAYER_LISTS}
    done["res"] = dict(p.res)
    return _build(Player, _fields(p, done))


def _board(b: Board) -> Board:
    done: dict[str, Any] = {k: list(getattr(b, k)) for k in _BOARD_LISTS}
    done.update({k: dict(getattr(b, k)) for k in _BOARD_DICTS})
    done["towns"] = [list(t) for t in b.towns]
    done["table"] = [list(t) for t in b.table]
    return _build(Board, _fields(b, done))


def _turn(t: Turn) -> Turn:
    stack = [_build(Decision, {"kind": d.kind, "data": deep_copy(d.data)}) for d in t.stack]
    done = {"used": list(t.used), "path": list(t.path), "stack": stack}
    return _build(Turn, _fields(t, done))


def clone(state: GameState) -> GameState:
    """An independent copy of `state` (the engine's private caches are not copied).

    Chairs are shared: the engine replaces a chair, it never edits one.
    """
    done: dict[str, Any] = {
        "setup": state.setup,  # never changed during play
        "players": [_player(p) for p in state.players],
        "board": _board(state.board),
        "decks": _build(Decks, {k: list(v) for k, v in state.decks.__dict__.items()}),
        "turn": _turn(state.turn),
        "history": list(state.history),
        "last_path": list(state.last_path),
    }
    return _build(GameState, _fields(state, done))


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
    out.setup = replace(state.setup, seed=0)
    return out
