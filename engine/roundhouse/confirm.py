"""The end of a turn, confirmed (games set up with `Options.confirm_end`): the `confirm`
decision whose one option is End turn, what the turn gained and paid in words (its player as
the turn began and now), and why undo is not possible."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from locales.words import Words

from .content import RESOURCES
from .moves import Move, no_args
from .names import amulet_name, expert_name, join, player_name
from .state import Decision, GameState, Player

# Why undo stops, as the state keeps it (`Turn.reveal`, effects.revealed), by its catalogue key
# (roundhouse.reveal.<key>); a saved game's other words read as `something`.
REVEALS = {
    "an expert card was drawn": "expert",
    "an amulet was drawn": "amulet",
    "an order card was drawn": "order",
    "a pirate token was drawn": "pirate",
    "the amulet stack was shuffled": "shuffled",
}


def _counts(p: Player) -> dict[str, int]:
    """What a summary compares, by its key in `roundhouse.reward` (coins, prestige, resources)."""
    out = {"coins": p.coins, "vp": p.prestige}
    out.update({r: p.res[r] for r in RESOURCES})
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


def changes(
    words: Words, state: GameState, before: Player, now: Player
) -> tuple[list[str], list[str]]:
    """(gains, payments) in words from `before` to `now`, one player."""
    gained: list[str] = []
    paid: list[str] = []
    then = _counts(before)
    for key, n in _counts(now).items():
        if n != then[key]:
            (gained if n > then[key] else paid).append(
                words.plural(f"roundhouse.reward.{key}", abs(n - then[key]))
            )
    held = before.orders + before.fulfilled
    gained += [
        words("roundhouse.summary.order", id=o) for o in _added(now.orders + now.fulfilled, held)
    ]
    gained += [
        words("roundhouse.summary.expert", expert=expert_name(words, e))
        for e in _added(now.experts, before.experts)
    ]
    amulet = "roundhouse.summary.amulet"
    gained += [
        words(amulet, amulet=amulet_name(words, k)) for k in _added(now.amulets, before.amulets)
    ]
    paid += [
        words(amulet, amulet=amulet_name(words, k)) for k in _added(before.amulets, now.amulets)
    ]
    return gained, paid


def _assistants(words: Words, before: Player, now: Player) -> list[str]:
    """What the turn did with the player's assistants, in words."""
    out = []
    recruited = before.track - now.track
    if recruited:
        n = words.plural("roundhouse.count.assistant", abs(recruited))
        out.append(words(f"roundhouse.summary.{'recruited' if recruited > 0 else 'fired'}", n=n))
    placed = (before.supply + before.track) - (now.supply + now.track)  # now on the board
    if placed:
        n = words.plural("roundhouse.count.assistant", abs(placed))
        out.append(words(f"roundhouse.summary.{'placed' if placed > 0 else 'back'}", n=n))
    return out


def _experts(words: Words, before: Player, now: Player) -> list[str]:
    kept = _added(now.expert_amulets, before.expert_amulets)
    gone = [e for e in _added(before.experts, now.experts) if e not in kept]
    out = [words("roundhouse.summary.used", expert=expert_name(words, e)) for e in kept]
    out += [words("roundhouse.summary.discarded", expert=expert_name(words, e)) for e in gone]
    fulfilled = _added(now.fulfilled, before.fulfilled)
    if fulfilled:
        orders = join(words, [words("roundhouse.summary.order", id=o) for o in fulfilled])
        out.append(words("roundhouse.summary.fulfilled", orders=orders))
    return out


def turn_summary(words: Words, state: GameState) -> str:
    """What the current turn did for its player, from the start of the turn to now: 'gained
    3 coins, 1 Tea and order R14; paid 2 Gold; fulfilled order S2; recruited 2 assistants'.
    Empty when nothing changed, or when the turn kept no record of its start (games without
    `Options.confirm_end`)."""
    before = state.turn.before
    if before is None or state.over:
        return ""
    seat = state.turn.seat
    now = state.players[seat]
    gained, paid = changes(words, state, before, now)
    parts = [words("roundhouse.summary.gained", items=join(words, gained))] if gained else []
    if paid:
        parts.append(words("roundhouse.summary.paid", items=join(words, paid)))
    parts += _experts(words, before, now)
    parts += _assistants(words, before, now)
    return words("roundhouse.summary.separator").join(parts)


def undo_reason(words: Words, state: GameState) -> str | None:
    """Why the current player's last choice cannot be taken back, in a sentence; None when it
    can (engine/roundhouse/game.py `can_undo`)."""
    if state.over:
        return words("roundhouse.game.over")
    if len(state.history) > state.undo_floor:
        return None
    t = state.turn
    if not (t.moved or t.expert_used or t.neutral_moved):
        return words("roundhouse.undo.begun")
    what = REVEALS.get(t.reveal or "", "something")
    return words("roundhouse.undo.stops", what=words(f"roundhouse.reveal.{what}"))


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

    def label(self, words: Words, state: GameState, move: EndTurn) -> str:
        return words("roundhouse.end.label")

    def log_text(self, words: Words, state: GameState, move: EndTurn) -> str:
        summary = turn_summary(words, state)
        return (
            words("roundhouse.end.log", summary=summary)
            if summary
            else self.label(words, state, move)
        )

    def prompt(self, words: Words, state: GameState) -> str:
        seat = state.turn.seat
        if state.final_turns == 1 and state.end_trigger != seat:
            after = words("roundhouse.end.ends_game")
        else:
            after = words(
                "roundhouse.end.passes", name=player_name(state, (seat + 1) % len(state.players))
            )
        summary = turn_summary(words, state) or words("roundhouse.end.nothing")
        return words("roundhouse.end.prompt", summary=summary, after=after)


def ended_quietly(state: GameState, seat: int) -> int | None:
    """`seat`, when its End turn is the last move and nothing was revealed since (the undo
    floor is still below it): the seat that may take that end back (`game.BACK`); else None."""
    history = state.history
    if history and history[-1] == END_TURN.code and state.undo_floor < len(history):
        return seat
    return None
