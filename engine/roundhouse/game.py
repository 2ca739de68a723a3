"""The public game API: legal moves, applying a move, undo and replay.

Every pending decision is a `Decision` on `state.turn.stack`; the top one is the current
decision, and its options are `Move` values (engine/roundhouse/state.py,
engine/roundhouse/moves.py). Validation is membership: `apply` accepts exactly the codes
`legal_codes` lists, and resolves the option whose code it is, so a code is never parsed.

Undo restores a checkpoint, the game's JSON at an earlier undo floor (the start of a turn or
a reveal), and replays the moves after it: `apply` keeps a new checkpoint at an undo floor once
CHECKPOINT_MOVES moves have been played since the last, so undo replays a few dozen moves at
most. A checkpoint is not saved with the game: after loading one, the first undo rebuilds it
by replaying the game up to the floor.
"""

from __future__ import annotations

import re
from dataclasses import fields
from typing import NamedTuple

from engine.common.errors import BadMoveCode, EngineError, GameOver, IllegalMove, NotYourTurn
from locales.words import Words

# The modules defining decisions and rooms register them when imported.
from . import black_market, describe, rooms, tiles  # noqa: F401
from .codec import from_json, to_json
from .confirm import END_TURN, ConfirmEnd
from .moves import Done, Move, Pass
from .names import LABEL_LIMIT, Label, player_name
from .setup import new_game
from .state import Checkpoint, Decision, GameState, Setup, Step

UNDO = "undo"
BACK = "back"  # takes back the End turn that started this turn, and the choice before it
CODE = re.compile(r"^[A-Za-z0-9:._-]{1,40}$")
CHECKPOINT_MOVES = 50  # moves between checkpoints for undo (each costs one to_json)


class LegalMove(NamedTuple):
    """An option of the current decision as the bot shows it: its code and its label (a
    `names.Label` that knows its parts when it has less important ones: `label_parts`)."""

    code: str
    label: str


def current_decision(state: GameState) -> Decision[Move] | None:
    """The decision the current player is asked (None when the game is over)."""
    return None if state.over else state.turn.stack[-1]


def legal_codes(state: GameState) -> list[str]:
    """Codes of every option of the current decision (empty when the game is over).

    The options are remembered for the current decision until the next `apply`; code that
    edits a state by hand (tests building a position) calls `refresh(state)` afterwards.
    """
    return [] if state.over else list(state.turn.stack[-1].legal(state)[1])


def legal_options(state: GameState) -> list[Move]:
    """Every option of the current decision as a typed move (`move.code` is its code)."""
    return [] if state.over else list(state.turn.stack[-1].legal(state)[0])


def legal_moves(words: Words, state: GameState) -> list[LegalMove]:
    """Every option of the current decision with its label in `words`' language."""
    if state.over:
        return []
    d = state.turn.stack[-1]
    labels = ((m.code, d.label(words, state, m)) for m in d.legal(state)[0])
    return [LegalMove(code, t if len(t) <= LABEL_LIMIT else t[:LABEL_LIMIT]) for code, t in labels]


def label_parts(label: str) -> tuple[str, ...]:
    """A label's main part, then its less important parts (most important first): a
    `names.Label`'s parts, else the label alone."""
    return label.parts if isinstance(label, Label) else (label,)


def refresh(state: GameState) -> None:
    """Forget the remembered options (after editing a state by hand)."""
    if state.turn.stack:
        state.turn.stack[-1].forget()


def current_player(state: GameState) -> int | None:
    return None if state.over else state.turn.seat


def is_over(state: GameState) -> bool:
    return state.over


def prompt(words: Words, state: GameState) -> str:
    """What the current decision asks, in words."""
    if state.over:
        return words("roundhouse.game.over")
    return state.turn.stack[-1].prompt(words, state)


def explain(words: Words, state: GameState) -> str:
    """More words on the current decision's options, for the panel (may be empty)."""
    return "" if state.over else state.turn.stack[-1].explain(words, state)


def can_undo(state: GameState) -> bool:
    """The current player's last decision this turn may be taken back (no reveal since)."""
    return not state.over and len(state.history) > state.undo_floor


def end_turn_code(state: GameState) -> str | None:
    """The code of End turn when the current decision is the confirmation of the turn's end
    (games set up with `Options.confirm_end`), else None."""
    d = current_decision(state)
    return END_TURN.code if isinstance(d, ConfirmEnd) else None


def apply(
    state: GameState, code: str, seat: int | None = None, *, words: Words | None = None
) -> str:
    """Apply one move for the current player (or `seat`, checked); return its log line in
    `words`' language.

    Without `words` it is the fast path for computer look-ahead and simulations: no log line
    (empty). Raises GameOver, NotYourTurn, BadMoveCode or IllegalMove (their messages are for
    developers; `refusal` words them for players) and then leaves `state` unchanged.
    """
    if state.over:
        raise GameOver("The game is over.")
    if code == BACK:
        return _take_back(state, seat, words)
    if seat is not None and seat != state.turn.seat:
        raise NotYourTurn(f"It is {player_name(state, state.turn.seat)}'s turn.")
    if not isinstance(code, str):
        raise BadMoveCode(f"{code!r} is not a move code.")
    d = state.turn.stack[-1]
    moves, codes = d.legal(state)
    try:
        move = moves[codes.index(code)]  # a legal code is well formed (never "undo")
    except ValueError:
        move = None
    if move is None:
        return _not_an_option(state, code, words)
    if len(state.history) == state.undo_floor:
        keep_checkpoint(state)
    if words is None:
        _play(state, d, move)
        return ""
    before = describe.snapshot(state)
    text = d.log_text(words, state, move)
    seat_now = state.turn.seat
    _play(state, d, move)
    return describe.line(words, state, seat_now, text, before)


def _not_an_option(state: GameState, code: str, words: Words | None) -> str:
    """`apply` of a code that is no option: undo, or BadMoveCode or IllegalMove."""
    if not CODE.match(code):
        raise BadMoveCode(f"{code!r} is not a move code.")
    if code == UNDO:
        return _undo(state, words)
    raise IllegalMove(f"{code!r} is not a legal choice now")


def _play(state: GameState, d: Decision[Move], move: Move) -> None:
    """Resolve `move` of the current decision `d`, then run the game on to the next choice."""
    d.forget()  # it may come back on the stack for another step
    state.turn.stack.pop()
    state.turn.back_seat = None  # the turn's first move: the end before it stays
    state.history.append(move.code)  # a reveal while resolving sets the undo floor past it
    d.resolve(state, move)
    _advance(state)


def _advance(state: GameState) -> None:
    """Run automatic steps and drop decisions with nothing to choose, until a real choice."""
    while not state.over:
        stack = state.turn.stack  # (a turn's end starts a new Turn)
        if not stack:
            return
        d = stack[-1]
        if isinstance(d, Step):
            stack.pop()
            d.run(state)
            continue
        moves = d.legal(state)[0]
        if moves and (len(moves) > 1 or not isinstance(moves[0], (Pass, Done))):
            return
        d.forget()
        stack.pop()
        if moves and isinstance(moves[0], Done):
            d.resolve(state, moves[0])


def replay(setup: Setup, codes: list[str]) -> GameState:
    """Set up and apply `codes` in order (undo included): the identical state."""
    state = new_game(setup.names, setup.seed, setup.options, rules=setup.rules)
    for code in codes:
        apply(state, code)
    return state


# ---------------------------------------------------------------- undo


def keep_checkpoint(state: GameState) -> None:
    """At an undo floor, keep a checkpoint when the last is CHECKPOINT_MOVES moves old."""
    point = state.turn.checkpoint
    at = len(state.history)
    if at == state.undo_floor and (point is None or at - point.at >= CHECKPOINT_MOVES):
        state.turn.checkpoint = Checkpoint(at, to_json(state))


def _undo(state: GameState, words: Words | None) -> str:
    if not can_undo(state):
        raise IllegalMove("There is nothing to undo since the start of the turn or a reveal.")
    name = player_name(state, state.turn.seat)
    point = state.turn.checkpoint
    if point is None or point.at > state.undo_floor:  # a loaded game has none
        point = Checkpoint(
            state.undo_floor, to_json(replay(state.setup, state.history[: state.undo_floor]))
        )
    _rewind(state, point, len(state.history) - 1)
    return words("roundhouse.game.undone", name=name) if words else ""


def _rewind(state: GameState, point: Checkpoint, upto: int) -> None:
    """Make `state` the game as it was when its history had `upto` moves: the checkpoint
    `point` (at or before it), and the moves after it replayed."""
    restored = from_json(point.json)
    restored.turn.checkpoint = point
    for code in state.history[point.at : upto]:
        apply(restored, code)
    for f in fields(GameState):
        setattr(state, f.name, getattr(restored, f.name))


def take_back_seat(state: GameState) -> int | None:
    """The seat that may take back the End turn that started this turn (`BACK`): nothing was
    revealed since and the turn has no move yet; else None."""
    return None if state.over else state.turn.back_seat


def _take_back(state: GameState, seat: int | None, words: Words | None) -> str:
    """`BACK`: the game as it was before the End turn of `take_back_seat` (a move of that seat:
    `seat` None or it), restored from the turn's checkpoint or replayed from the start, and
    before the seat's last choice too where undo reaches it."""
    back = take_back_seat(state)
    if back is None:
        raise IllegalMove("There is no end of a turn to take back now.")
    if seat is not None and seat != back:
        raise NotYourTurn(f"Only {player_name(state, back)} may take back the end of their turn.")
    upto = len(state.history) - 1  # all but the End turn
    point = state.turn.checkpoint
    if point is None or point.at > upto:  # a loaded game has none
        point = Checkpoint(0, to_json(replay(state.setup, [])))
    _rewind(state, point, upto)
    if can_undo(state):
        _undo(state, None)  # and the choice that ended it: the player's last tap
    return words("roundhouse.game.took_back", name=player_name(state, back)) if words else ""


def refusal(words: Words, state: GameState, code: str, error: EngineError) -> str:
    """Why `apply` refused `code` (its `error`), in words a player reads."""
    if isinstance(error, GameOver):
        return words("roundhouse.game.over")
    if isinstance(error, NotYourTurn):
        return words("roundhouse.refused.not_your_turn", name=player_name(state, state.turn.seat))
    if isinstance(error, IllegalMove) and code == UNDO:
        return words("roundhouse.refused.nothing_to_undo")
    if code == BACK:
        return words("roundhouse.refused.nothing_to_take_back")
    if isinstance(error, IllegalMove):
        return words("roundhouse.refused.not_legal", code=repr(code), prompt=prompt(words, state))
    return words("roundhouse.refused.bad_code", code=repr(code))
