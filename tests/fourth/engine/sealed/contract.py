"""Sealed Bids as engine/common/contract.py's `Engine`: `ENGINE`, over this package's rules. A
move code is a seat's bid, `b{seat}.{card}` (the seat in the code, since a bid is a secret move
of one of several seats deciding at once); a report's events are state.py's."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Sequence

from engine.common.contract import Engine, GameType, Report, Score, Setup
from engine.common.rng import Rng

from .codec import decode, encode
from .play import IllegalBid, bid, is_over, legal_bids, new_game, pending_seats, scores, winners
from .players import choose
from .state import LEVELS, MAX_SEATS, MIN_SEATS, Event, State
from .views import seat_view

CODE = re.compile(r"^b([0-9])\.([0-9]{1,2})$")
GAME_TYPE = GameType(
    key="sealed",
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    default_seats=MIN_SEATS,
    levels=LEVELS,
    categories=("prizes",),
    simultaneous=True,
    hidden=("hands", "bids", "prize_order"),
    undo=False,
)


def code_of(seat: int, card: int) -> str:
    """The code of `seat` bidding `card`."""
    return f"b{seat}.{card}"


def parsed(code: str) -> tuple[int, int]:
    """(seat, card) of a bid's code; IllegalBid if it is not one."""
    found = CODE.match(code)
    if found is None:
        raise IllegalBid(code)
    return int(found[1]), int(found[2])


class SealedEngine:
    game_type = GAME_TYPE

    def new_game(
        self, names: Sequence[str], seed: int, options: None = None, *, version: int | None = None
    ) -> State:
        if options is not None or version is not None:
            raise ValueError("Sealed Bids has no options and one rules version")
        return new_game(names, seed)

    def setup(self, state: State) -> Setup[None]:
        return Setup(tuple(state.names), state.seed)

    def deciders(self, state: State) -> tuple[int, ...]:
        return pending_seats(state)

    def legal_codes(self, state: State, seat: int) -> list[str]:
        return [code_of(seat, card) for card in legal_bids(state, seat)]

    def apply(self, state: State, code: str, seat: int | None = None) -> Report[Event]:
        bidder, card = parsed(code)
        if seat not in (None, bidder):
            raise IllegalBid(code)
        return Report(bidder, code, (bid(state, bidder, card),))

    def view(self, state: State, seat: int | None) -> State:
        return seat_view(state, seat)

    def redeal(self, state: State, seat: int, rng: Rng) -> State:
        """What `seat` does not see dealt anew: the others' cards (a bid moved with its card's
        place in the hand) and the face-down prizes."""
        out = copy.deepcopy(state)
        others = [s for s in range(len(out.hands)) if s != seat]
        pool = [card for s in others for card in out.hands[s]]
        rng.shuffle(pool)
        for s in others:
            hand, bid_card = out.hands[s], out.bids[s]
            at = None if bid_card is None else hand.index(bid_card)
            out.hands[s], pool = sorted(pool[: len(hand)]), pool[len(hand) :]
            if at is not None:
                out.bids[s] = out.hands[s][at]
        rng.shuffle(out.prizes)
        return out

    def choose(self, state: State, seat: int, level: str, seed: int) -> str:
        return code_of(seat, choose(seat_view(state, seat), seat, level, seed))

    def is_over(self, state: State) -> bool:
        return is_over(state)

    def scores(self, state: State) -> list[Score]:
        return [Score(total, (("prizes", total),)) for total in scores(state)]

    def winners(self, state: State) -> list[int]:
        return winners(state)

    def clone(self, state: State) -> State:
        return copy.deepcopy(state)

    def to_json(self, state: State) -> str:
        return json.dumps(encode(state), separators=(",", ":"))

    def from_json(self, text: str) -> State:
        return decode(json.loads(text))


ENGINE: Engine[State, None, Event, State] = SealedEngine()
