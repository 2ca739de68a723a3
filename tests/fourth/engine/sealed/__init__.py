"""Sealed Bids, pure rules (a test game: tests/fourth/): each round a prize card is turned up
and every seat bids one of its hidden number cards at the same time, in secret; the highest bid
takes the prize, a tie at the top discards it; after five rounds the most points win."""

from .codec import BadState, decode, encode
from .contract import ENGINE, GAME_TYPE
from .play import IllegalBid, bid, is_over, legal_bids, new_game, pending_seats, scores, winners
from .players import choose
from .state import HIDDEN, LEVELS, MAX_SEATS, MIN_SEATS, ROUNDS, Bid, Event, Reveal, State
from .views import seat_view

__all__ = [
    "ENGINE",
    "GAME_TYPE",
    "HIDDEN",
    "LEVELS",
    "MAX_SEATS",
    "MIN_SEATS",
    "ROUNDS",
    "BadState",
    "Bid",
    "Event",
    "IllegalBid",
    "Reveal",
    "State",
    "bid",
    "choose",
    "decode",
    "encode",
    "is_over",
    "legal_bids",
    "new_game",
    "pending_seats",
    "scores",
    "seat_view",
    "winners",
]
