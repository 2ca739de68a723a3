"""The end of a turn, confirmed (games set up with `Options.confirm_end`): the `confirm`
decision whose one option is End turn, what the turn gained and paid in words (its player as
the turn began and now), and why undo is not possible."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from locales.words import ENGLISH, words_for

from .content import RESOURCES, for_game
from .moves import Move, no_args
from .names import amulet_name, join, player_name, resource_name
from .state import Decision, GameState, Player


def _counts(p: Player) -> dict[str, int]:
    """What a summary compares, by its name in words (resources by name)."""
    out = {"coin": p.coins, "prestige": p.prestige}
    out.update({resource_name(words_for(ENGLISH), r): p.res[r] for r in RESOURCES})
    return out


def _added(now: list[str], before: list[str]) -> list[str]:
    """The items of `now` that `before` lacks (as multisets, in `now`'s order)."""
    if now == before:
        return []
    left = Counter(before)
    out = []
    for item in now:
        if left[item]:
            left[item] -= 1
        else:
            out.append(item)
    return out


def _amount(n: int, what: str) -> str:
    return (
        words_for(ENGLISH).plural("roundhouse.count.coin", n) if what == "coin" else f"{n} {what}"
    )


def changes(state: GameState, before: Player, now: Player) -> tuple[list[str], list[str]]:
    """(gains, payments) in words from `before` to `now`, one player."""
    c = for_game(state)
    gained, paid = [], []
    then = _counts(before)
    for what, n in _counts(now).items():
        if n > then[what]:
            gained.append(_amount(n - then[what], what))
        elif n < then[what]:
            paid.append(_amount(then[what] - n, what))
    held = before.orders + before.fulfilled
    gained += [f"order {o}" for o in _added(now.orders + now.fulfilled, held)]
    gained += [f"the {c.expert(e).name} expert" for e in _added(now.experts, before.experts)]
    gained += [
        f"the {amulet_name(words_for(ENGLISH), k)} amulet"
        for k in _added(now.amulets, before.amulets)
    ]
    paid += [
        f"the {amulet_name(words_for(ENGLISH), k)} amulet"
        for k in _added(before.amulets, now.amulets)
    ]
    return gained, paid


def _assistants(before: Player, now: Player) -> list[str]:
    """What the turn did with the player's assistants, in words."""
    out = []
    recruited = before.track - now.track
    if recruited > 0:
        out.append(
            f"recruited {words_for(ENGLISH).plural('roundhouse.count.assistant', recruited)}"
        )
    elif recruited < 0:
        out.append(f"fired {words_for(ENGLISH).plural('roundhouse.count.assistant', -recruited)}")
    placed = (before.supply + before.track) - (now.supply + now.track)  # now on the board
    if placed > 0:
        out.append(f"placed {words_for(ENGLISH).plural('roundhouse.count.assistant', placed)}")
    elif placed < 0:
        out.append(f"got {words_for(ENGLISH).plural('roundhouse.count.assistant', -placed)} back")
    return out


def _experts(state: GameState, before: Player, now: Player) -> list[str]:
    c = for_game(state)
    kept = _added(now.expert_amulets, before.expert_amulets)
    gone = [e for e in _added(before.experts, now.experts) if e not in kept]
    out = [f"used {c.expert(e).name} (kept as an amulet)" for e in kept]
    out += [f"discarded {c.expert(e).name}" for e in gone]
    fulfilled = _added(now.fulfilled, before.fulfilled)
    if fulfilled:
        out.append("fulfilled " + join(words_for(ENGLISH), [f"order {o}" for o in fulfilled]))
    return out


def turn_summary(state: GameState) -> str:
    """What the current turn did for its player, from the start of the turn to now: 'gained
    3 coins, 1 Tea and order R14; paid 2 Gold; fulfilled order S2; recruited 2 assistants'.
    Empty when nothing changed, or when the turn kept no record of its start (games without
    `Options.confirm_end`)."""
    before = state.turn.before
    if before is None or state.over:
        return ""
    seat = state.turn.seat
    now = state.players[seat]
    gained, paid = changes(state, before, now)
    parts = [f"gained {join(words_for(ENGLISH), gained)}"] if gained else []
    if paid:
        parts.append(f"paid {join(words_for(ENGLISH), paid)}")
    parts += _experts(state, before, now)
    parts += _assistants(before, now)
    return "; ".join(parts)


def undo_reason(state: GameState) -> str | None:
    """Why the current player's last choice cannot be taken back, in a sentence; None when it
    can (engine/roundhouse/game.py `can_undo`)."""
    if state.over:
        return "The game is over."
    if len(state.history) > state.undo_floor:
        return None
    t = state.turn
    if not (t.moved or t.expert_used or t.neutral_moved):
        return "Nothing to undo yet: the turn has just begun."
    what = t.reveal or "something hidden was revealed"
    return f"{what[0].upper()}{what[1:]}: undo stops there."


# ---------------------------------------------------------------- the decision


@dataclass(frozen=True, slots=True)
class EndTurn(Move):
    """`end`: end the turn, its decisions all made."""

    heads = ("end",)

    def encode(self) -> str:
        return "end"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> EndTurn:
        no_args(args)
        return END_TURN


END_TURN = EndTurn()


@dataclass
class ConfirmEnd(Decision[EndTurn]):
    """The turn's decisions are all made: it ends when its player chooses End turn, so a
    misclick can still be undone (games set up with `Options.confirm_end`)."""

    kind = "confirm"

    def options(self, state: GameState) -> Sequence[EndTurn]:
        return (END_TURN,)

    def resolve(self, state: GameState, move: EndTurn) -> None:
        """Nothing to do: the turn's end (`End`, below on the stack) runs next."""

    def label(self, state: GameState, move: EndTurn) -> str:
        return "End turn"

    def log_text(self, state: GameState, move: EndTurn) -> str:
        summary = turn_summary(state)
        return f"End turn ({summary})" if summary else "End turn"

    def prompt(self, state: GameState) -> str:
        seat = state.turn.seat
        if state.final_turns == 1 and state.end_trigger != seat:
            after = "End turn ends the game"
        else:
            after = f"End turn passes to {player_name(state, (seat + 1) % len(state.players))}"
        summary = turn_summary(state) or "gained and paid nothing"
        return (
            f"Your turn is done. This turn you {summary}. {after}; "
            "Undo takes back your last choice."
        )
