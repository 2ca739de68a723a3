"""The public game API: a new game, legal moves, applying a move, undo and replay.

Validation is membership: `apply` accepts exactly the codes `legal_codes` lists for the
deciding seat, so the state is never touched by a refused move. The exchange at a round's
start is simultaneous: both seats are pending, each `swap` code names its seat, and a seat may
change its choice until the other has chosen. Undo takes back the last move while nothing
hidden has been revealed since (a deal, the exchange's reveal, a card given for an
Inspiration): the game is replayed from its setup without that move.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields

from engine.common.errors import BadMoveCode, GameOver, IllegalMove, NotYourTurn
from engine.common.rng import Rng

from .content import KEYS, SEATS
from .events import Event, Log, Undone
from .gametype import GAME_TYPE
from .moves import Move, Swap, parse
from .play import resolve
from .rounds import deal_round
from .rules import legal
from .state import Options, Setup, State

UNDO = "undo"
CODE = re.compile(r"^[A-Za-z0-9:._-]{1,40}$")


def options_from(options: Options | Mapping[str, bool] | None) -> Options:
    """Lobby options as `Options`; ValueError for an unknown key."""
    if options is None:
        return Options()
    if isinstance(options, Options):
        return Options(options.variant)
    unknown = set(options) - {"variant"}
    if unknown:
        raise ValueError(f"unknown options: {', '.join(sorted(unknown))}")
    return Options(bool(options.get("variant", False)))


def new_game(
    names: Sequence[str], seed: int, options: Options | Mapping[str, bool] | None = None
) -> State:
    """A new game: the dealer drawn from `seed`, the first round dealt, both seats asked for
    their exchange cards."""
    if len(names) not in GAME_TYPE.seats():
        raise ValueError(f"The Yellow House is for {SEATS} players, not {len(names)}")
    setup = Setup(list(names), seed, options_from(options))
    rng = Rng(seed)
    dealer = rng.below(SEATS)
    state = State(setup, rng.state, 1, dealer, "exchange", dealer, [], [], [], [None, None])
    deal_round(state, 1, dealer, None)
    return state


def pending_seats(state: State) -> tuple[int, ...]:
    """Every seat that still must decide: both seats' unmade exchange choices, else the
    deciding seat; () once the game is over."""
    if state.phase == "exchange":
        return tuple(s for s in range(SEATS) if state.choices[s] is None)
    return () if state.over else (state.turn,)


def current_player(state: State) -> int | None:
    """The deciding seat (during the exchange: the first seat that has not chosen)."""
    pending = pending_seats(state)
    return pending[0] if pending else None


def legal_moves(state: State, seat: int | None = None) -> list[Move]:
    """The typed moves of `seat` (None: `current_player`); each has its `code`. During the
    exchange a seat that has chosen may still change its choice."""
    if seat is None:
        seat = current_player(state)
    return [] if seat is None else legal(state, seat)


def legal_codes(state: State, seat: int | None = None) -> list[str]:
    return [m.code for m in legal_moves(state, seat)]


def is_over(state: State) -> bool:
    return state.over


def winners(state: State) -> list[int]:
    return [] if state.winner is None else [state.winner]


@dataclass(frozen=True)
class Score:
    """A seat's standing: rounds won, and its reward cards by element key."""

    rounds: int
    rewards: dict[str, int]


def scores(state: State) -> list[Score]:
    return [Score(len(r), {k: r.count(e) for e, k in enumerate(KEYS)}) for r in state.rewards]


def apply(state: State, code: str, seat: int | None = None, *, log: bool = True) -> Event:
    """Play `code` for the seat it belongs to (`seat`, if given, must be that seat); return
    what happened. "undo" takes back the last move (`seat`'s, if given).

    Raises GameOver, BadMoveCode, NotYourTurn or IllegalMove, and then leaves `state`
    unchanged. `log=False` is the fast path for searches: the event has no facts.
    """
    if state.over:
        raise GameOver("the game is over")
    if not isinstance(code, str) or not CODE.match(code):
        raise BadMoveCode(f"{code!r} is not a move code")
    if code == UNDO:
        return undo(state, seat)
    move = parse(code)
    mover = _mover(state, move, seat)
    if move not in legal(state, mover):
        raise IllegalMove(f"{code!r} is not legal now")
    record = Log() if log else None
    state.history.append(code)
    state.movers.append(mover)
    resolve(state, mover, move, record)
    if record is None:
        return Event(mover, code, ())
    return Event(mover, code, tuple(record.facts), tuple(record.secrets))


def _mover(state: State, move: Move, seat: int | None) -> int:
    """The seat `move` would be played for; NotYourTurn / IllegalMove if it cannot be."""
    exchange = state.phase == "exchange"
    if isinstance(move, Swap) != exchange:
        raise IllegalMove(f"{move.code!r} is not legal now (phase: {state.phase})")
    mover = move.seat if isinstance(move, Swap) else state.turn
    if seat is not None and seat != mover:
        raise NotYourTurn(f"seat {seat} has no such decision now")
    return mover


def can_undo(state: State, seat: int | None = None) -> bool:
    """The last move (`seat`'s, if given) may be taken back: nothing hidden revealed since."""
    if state.over or len(state.history) <= state.undo_floor:
        return False
    return seat is None or state.movers[-1] == seat


def undo(state: State, seat: int | None = None) -> Event:
    """Take back the last move (see `can_undo`); IllegalMove if it cannot be."""
    if not can_undo(state, seat):
        raise IllegalMove("nothing to undo: no move since something hidden was revealed")
    mover, code = state.movers[-1], state.history[-1]
    restored = replay(state.setup, state.history[:-1])
    for f in fields(State):
        setattr(state, f.name, getattr(restored, f.name))
    return Event(mover, UNDO, (Undone(mover, code),))


def replay(setup: Setup, codes: Sequence[str]) -> State:
    """Set up and apply `codes` in order ("undo" included): the identical state."""
    state = new_game(setup.names, setup.seed, setup.options)
    for code in codes:
        apply(state, code, log=False)
    return state
