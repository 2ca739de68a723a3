"""Sealed Bids as the bot plays it: the `GameRules` of `bot.game.protocol` over `engine.sealed`
(the rules, the computer players) and `pictures` (its pictures).

A round is one simultaneous secret decision: every seat bids at once (`deciders`); a move's code
names its seat (`b1.7`: seat 1 bids 7), because `replay` gets codes only. It declares pictures,
a seat picture, computer players and its setups' seat names (bot.game.capabilities), not Undo,
End turn or a chart; members marked "PROTOCOL-FORCED" exist only because the core `GameRules`
still requires them.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

import engine.sealed as sb
from bot.game.capabilities import ComputerPlayers, Pictures, RulesTopics, SeatNames, SeatPicture
from bot.game.protocol import (
    GameInfo,
    GameRules,
    Level,
    Move,
    MoveRefused,
    Outcome,
    Picture,
    RulesHelp,
    Score,
    SeatSummary,
    Speaking,
    Telling,
    UnreadableState,
    whose_turn,
)
from bot.game.text import seat_name
from engine.sealed.contract import CODE, code_of

from . import help, pictures


class SealedRules(
    Speaking,
    Telling[sb.State],
    Pictures[sb.State],
    SeatPicture[sb.State],
    ComputerPlayers[sb.State],
    RulesTopics,
    SeatNames,
):
    """Sealed Bids for 2–3 seats: hidden hands, a secret bid a round."""

    info: GameInfo  # what the game is and its levels, in `language`: `speak`
    levels: tuple[Level, ...]
    default_level = "normal"

    def __init__(self) -> None:
        self.speak()

    def speak(self) -> None:
        words = self.words
        kind = sb.GAME_TYPE  # the final post shows every hand and the face-down prize
        self.info = GameInfo("sealed", words("sealed.name"), kind.min_seats, kind.max_seats)
        self.levels = tuple(
            Level(k, words(f"sealed.level.{k}"), words(f"sealed.level.{k}_help")) for k in sb.LEVELS
        )

    # -- setup and saving --------------------------------------------------------------------

    def setup(
        self, names: Sequence[str], seed: int, options: Mapping[str, bool] | None = None
    ) -> sb.State:
        if options:
            raise ValueError(f"Sealed Bids has no options ({', '.join(options)})")
        return sb.new_game([seat_name(n) for n in names], seed)

    def setup_json(self, state: sb.State) -> str:
        return json.dumps({"names": state.names, "seed": state.seed})

    def seat_names(self, setup_json: str) -> list[str]:
        return list(json.loads(setup_json)["names"])

    def replay(self, setup_json: str, codes: Sequence[str]) -> sb.State:
        setup = json.loads(setup_json)
        state = sb.new_game(setup["names"], setup["seed"])
        for code in codes:
            self.apply(state, code)
        return state

    def to_json(self, state: sb.State) -> str:
        return json.dumps(sb.encode(state))

    def from_json(self, text: str) -> sb.State:
        try:
            return sb.decode(json.loads(text))
        except ValueError as error:  # JSONDecodeError and BadState are ValueErrors
            raise UnreadableState(f"not a saved Sealed Bids game: {error}") from error

    # -- play ----------------------------------------------------------------------------------

    def deciders(self, state: sb.State) -> tuple[int, ...]:
        return sb.pending_seats(state)

    def view(self, state: sb.State, seat: int | None) -> sb.State:
        return sb.seat_view(state, seat)

    def turn_key(self, state: sb.State) -> str:
        return f"r{state.round}"

    def legal_moves(self, state: sb.State, seat: int | None = None) -> list[Move]:
        seat = whose_turn(self, state) if seat is None else seat
        if seat is None:
            return []
        bid = self.words("sealed.move.bid", card="{card}")
        return [Move(code_of(seat, c), bid.format(card=c)) for c in sb.legal_bids(state, seat)]

    def apply(self, state: sb.State, code: str, seat: int | None = None) -> str:
        found = CODE.match(code)
        if found is not None and seat not in (None, int(found[1])):
            raise MoveRefused.said(self.words, "sealed.refused.not_yours")
        try:
            if found is None:
                raise sb.IllegalBid(code)
            event = sb.bid(state, int(found[1]), int(found[2]))
        except sb.IllegalBid:
            raise MoveRefused.said(self.words, "sealed.refused.not_offered") from None
        return self._line(state, event)

    def _line(self, state: sb.State, event: sb.Event) -> str:
        words = self.words
        line = words("sealed.line.bid", name=state.names[event.seat])
        if isinstance(event, sb.Bid):
            return line
        said = words("sealed.line.join").join(
            words("sealed.line.said", name=n, card=c)
            for n, c in zip(state.names, event.bids, strict=True)
        )
        if event.taker is None:
            return f"{line} {words('sealed.line.tie', bids=said, prize=event.prize)}"
        taker = state.names[event.taker]
        return f"{line} {words('sealed.line.took', bids=said, name=taker, prize=event.prize)}"

    def computer_move(
        self,
        state: sb.State,
        version: int,
        level: str | None = None,
        seed: int | None = None,
        seat: int | None = None,
    ) -> str:
        """The bid of `level`'s player, from the view it is given (it sees its own cards)."""
        seat = whose_turn(self, state) if seat is None else seat
        assert seat is not None, "nothing to decide"
        own = (state.seed if seed is None else seed) * 7919 + version
        return code_of(seat, sb.choose(state, seat, level or self.default_level, own))

    # -- what players read and see -----------------------------------------------------------

    def prompt(self, state: sb.State) -> str:
        if sb.is_over(state):
            return self.words("sealed.panel.over")
        return self.words("sealed.panel.prompt", prize=state.prize)

    def situation(self, state: sb.State, seat: int) -> str:
        words = self.words
        cards = words("sealed.line.join").join(map(str, state.hands[seat]))
        hand = words("sealed.panel.hand", cards=cards)
        bid = state.bids[seat]
        return hand if bid is None else f"{hand} {words('sealed.panel.changeable', card=bid)}"

    def progress(self, state: sb.State) -> str:
        shown = min(state.round, sb.ROUNDS)
        return self.words("sealed.status.progress", round=shown, rounds=sb.ROUNDS)

    def notice(self, state: sb.State, reader: int | None = None) -> str | None:
        last = state.round == sb.ROUNDS and not sb.is_over(state)
        return self.words("sealed.status.last_round") if last else None

    def summaries(self, state: sb.State, viewer: int | None) -> list[SeatSummary]:
        words, points = self.words, sb.scores(state)
        out = []
        for seat, bid in enumerate(state.bids):
            said = {"points": points[seat], "cards": len(state.hands[seat])}
            if sb.is_over(state):
                won = words("sealed.line.join").join(map(str, state.won[seat]))
                won = won or words("sealed.status.none")
                text = words("sealed.status.done", points=points[seat], prizes=won)
            else:
                key = "sealed.status.bidding" if bid is None else "sealed.status.bid"
                text = words(key, **said)
            out.append(SeatSummary("", text))
        return out

    def picture(self, state: sb.State, events: Sequence[str]) -> Picture:
        words = self.words
        return Picture(pictures.table_png(words, state), pictures.table_alt(words, state, events))

    def turn_picture(self, state: sb.State, events: Sequence[str]) -> Picture:
        return self.picture(state, events)  # PROTOCOL-FORCED: one small picture reads on a phone

    def seat_picture_label(self) -> str:
        return self.words("sealed.seat_picture")

    def seat_picture(self, state: sb.State, seat: int) -> Picture | None:
        cards = self.words("sealed.line.join").join(map(str, state.hands[seat]))
        alt = self.words("sealed.picture.hand_alt", cards=cards)
        return Picture(pictures.hand_png(state, seat), alt, "hand.png")

    def rules_help(self) -> RulesHelp:
        return help.rules_help(self.words)

    # -- the outcome ---------------------------------------------------------------------------

    def outcome(self, state: sb.State) -> Outcome:
        scores = tuple(Score(total, (("prizes", total),)) for total in sb.scores(state))
        return Outcome(scores, tuple(sb.winners(state)))


SEALED: GameRules[sb.State] = SealedRules()  # mypy checks the protocol here
