"""bot/game/turn_flow.py on a toy game of two decisions: a choice (A or B), then a forced one
(F, or R, which reveals something: Undo stops there), then End turn. A forced move after a
choice plays itself unless it would cost the player its Undo; End turn waits while Undo could
take a choice back; Undo takes a forced move back with the choice that led to it."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.game.capabilities import Copies, EndTurn, Undo
from bot.game.model import MoveResult
from bot.game.protocol import UNDO, Move, whose_turn
from bot.game.turn_flow import TurnFlow

END = "end"


@dataclass
class Toy:
    forced: str  # the forced move after the choice: "F", or "R" (it reveals)
    history: list[str] = field(default_factory=list)
    floor: int = 0  # undo stops here
    turns: int = 0


class ToyRules(EndTurn[Toy], Undo[Toy], Copies[Toy]):
    def legal_moves(self, state: Toy, seat: int | None = None) -> list[Move]:
        done = len(state.history) if state.turns == 0 else -1
        options = {0: ["A", "B"], 1: [state.forced], 2: [END]}.get(done, [])
        return [Move(code, code) for code in options] + [Move(UNDO, "Undo")] * self.can_undo(state)

    def apply(self, state: Toy, code: str, seat: int | None = None) -> str:
        if code == UNDO:
            state.history.pop()
        elif code == END:
            state.turns += 1
        else:
            state.history.append(code)
            state.floor = len(state.history) if code == "R" else state.floor
        return code

    def can_undo(self, state: Toy) -> bool:
        return state.turns == 0 and len(state.history) > state.floor

    def undo_note(self, state: Toy) -> str | None:
        return None

    def ending_move(self, state: Toy) -> str | None:
        return END if state.turns == 0 and len(state.history) == 2 else None

    def copy(self, state: Toy) -> Toy:
        return Toy(state.forced, list(state.history), state.floor, state.turns)

    def deciders(self, state: Toy) -> tuple[int, ...]:
        return (0 if state.turns == 0 else 1,)

    def turn_key(self, state: Toy) -> str:
        return str(state.turns)


@dataclass
class ToyGame:
    state: Toy
    rules: ToyRules = field(default_factory=ToyRules)
    id: int = 1
    version: int = 0
    status: str = "playing"

    def deciders(self) -> tuple[int, ...]:
        return self.rules.deciders(self.state)

    def current_seat(self) -> int | None:
        return whose_turn(self.rules, self.state)


class Played:
    def __init__(self) -> None:
        self.codes: list[str] = []

    async def apply(self, game: ToyGame, seat: int, user: int | None, code: str) -> MoveResult:
        state = game.rules.copy(game.state)
        game.rules.apply(state, code, seat)
        self.codes.append(code)
        after = ToyGame(state, version=game.version + 1)
        return MoveResult(after, seat, code, code, state.turns > 0, [], False)  # type: ignore[arg-type]


async def no_skip(key: object) -> None:
    return None


async def off(user: int) -> bool:
    return False


def chosen(forced: str) -> MoveResult:
    """The result of choosing A on a fresh toy game."""
    return MoveResult(ToyGame(Toy(forced, ["A"])), 0, "A", "A", False, [], False)  # type: ignore[arg-type]


async def test_a_forced_move_plays_itself_and_end_turn_waits_for_the_choice_undo_guards():
    played = Played()
    result = await TurnFlow(played.apply, no_skip, off).go_on(chosen("F"), 0, 7)
    assert played.codes == ["F"] and result.forced == ("F",)
    assert result.game.state.history == ["A", "F"] and result.game.state.turns == 0  # End turn

    undone = await played.apply(result.game, 0, 7, UNDO)  # the member's Undo: F, then A too
    back = await TurnFlow(played.apply, no_skip, off).undo_further(undone, 0, 7)
    assert back.game.state.history == [] and played.codes == ["F", UNDO, UNDO]


async def test_a_forced_move_that_would_cost_the_undo_is_left_to_the_player():
    played = Played()
    result = await TurnFlow(played.apply, no_skip, off).go_on(chosen("R"), 0, 7)
    assert played.codes == [] and result.forced == ()  # R reveals: the player taps it


async def test_without_a_choice_to_guard_the_turn_ends_by_itself():
    played = Played()
    after_reveal = MoveResult(ToyGame(Toy("R", ["A", "R"], floor=2)), 0, "R", "R", False, [], False)  # type: ignore[arg-type]
    result = await TurnFlow(played.apply, no_skip, off).go_on(after_reveal, 0, 7)
    assert played.codes == [END] and result.turn_ended and not result.auto_ended

    async def on(user: int) -> bool:
        return True

    played = Played()
    result = await TurnFlow(played.apply, no_skip, on).go_on(chosen("F"), 0, 7)
    assert played.codes == ["F", END] and result.auto_ended  # auto-end: no End turn to tap
