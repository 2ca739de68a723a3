"""The rules of Sealed Bids: a new game from a seed, who bids now, the legal bids, a bid played,
the scores and the winners."""

from __future__ import annotations

from collections.abc import Sequence

from engine.common.rng import Rng

from .state import CARDS, MAX_SEATS, MIN_SEATS, PRIZES, ROUNDS, Bid, Event, Reveal, State


class IllegalBid(ValueError):
    """A bid the rules do not allow now (the state is unchanged)."""


def new_game(names: Sequence[str], seed: int) -> State:
    """A game for these seats, dealt from `seed`: each seat's cards, the prize deck, its top
    card turned up."""
    if not MIN_SEATS <= len(names) <= MAX_SEATS:
        raise ValueError(f"Sealed Bids is for {MIN_SEATS} to {MAX_SEATS} players, not {len(names)}")
    rng = Rng(seed)
    cards, prizes = list(CARDS), list(PRIZES)
    rng.shuffle(cards)
    rng.shuffle(prizes)
    hands = [sorted(cards[ROUNDS * i : ROUNDS * (i + 1)]) for i in range(len(names))]
    return State(
        list(names), seed, hands, prizes[1:], prizes[0], [None] * len(names), [[] for _ in names]
    )


def is_over(state: State) -> bool:
    return state.round > ROUNDS


def pending_seats(state: State) -> tuple[int, ...]:
    """The seats that have not bid this round, in seat order (() once the game is over)."""
    if is_over(state):
        return ()
    return tuple(seat for seat, bid in enumerate(state.bids) if bid is None)


def legal_bids(state: State, seat: int) -> list[int]:
    """The cards `seat` may bid now: its cards (but the one it bid: it may change its bid
    until the last seat bids); [] when the round does not wait on it."""
    if is_over(state) or not pending_seats(state):
        return []
    return [card for card in state.hands[seat] if card != state.bids[seat]]


def bid(state: State, seat: int, card: int) -> Event:
    """`seat` bids `card` (changes `state`); the last bid of a round reveals them all."""
    if not 0 <= seat < len(state.names) or card not in legal_bids(state, seat):
        raise IllegalBid(f"seat {seat} cannot bid {card} now")
    changed = state.bids[seat] is not None
    state.bids[seat] = card
    if pending_seats(state):
        return Bid(seat, changed)
    return _reveal(state, seat)


def _reveal(state: State, seat: int) -> Reveal:
    bids = tuple(b for b in state.bids if b is not None)
    top = max(bids)
    takers = [s for s, b in enumerate(bids) if b == top]
    taker = takers[0] if len(takers) == 1 else None
    prize = state.prize
    (state.won[taker] if taker is not None else state.discarded).append(prize)
    for s, b in enumerate(bids):
        state.hands[s].remove(b)
    state.last, state.bids = list(bids), [None] * len(bids)
    state.round += 1
    state.prize = state.prizes.pop(0) if not is_over(state) else 0
    return Reveal(seat, prize, bids, taker)


def scores(state: State) -> list[int]:
    """Each seat's points: the prizes it took."""
    return [sum(prizes) for prizes in state.won]


def winners(state: State) -> list[int]:
    """The seats with the most points (several share a win)."""
    totals = scores(state)
    return [seat for seat, total in enumerate(totals) if total == max(totals)]
