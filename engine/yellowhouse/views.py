"""What each reader may see: `public_view` (a spectator, the bot's public posts) and
`seat_view` (a player: the public view, its own hand and choice, and what it knows of the
opponent's hand). Piles are dicts from element key to count; tokens too."""

from __future__ import annotations

from dataclasses import dataclass

from .content import KEYS, RULES
from .game import pending_seats
from .state import State, supports_left


def _pile(counts: list[int]) -> dict[str, int]:
    return dict(zip(KEYS, counts, strict=True))


@dataclass(frozen=True)
class PublicView:
    names: tuple[str, ...]
    variant: bool
    round: int
    dealer: int
    phase: str
    deciding: tuple[int, ...]  # the seats that must decide now (pending_seats)
    chosen: tuple[bool, ...]  # exchange: which seats have made their secret choice
    levels: dict[str, int]
    claims: tuple[tuple[int, str], ...]  # this trick's Claims row: (seat, element), in order
    strengthened: tuple[dict[str, int], ...]  # this trick's strengthening cards, per seat
    supports: tuple[int, ...]  # Supports used this round, per seat
    supports_pile: int  # Supports left in the pile
    supports_left: tuple[int, ...]  # Supports each seat may still use this round
    discard: dict[str, int]
    rewards: tuple[tuple[str, ...], ...]  # each seat's reward cards, as won
    hand_sizes: tuple[int, ...]
    aside: int  # set-aside cards this round (face down)
    exchanged: tuple[dict[str, int], ...]  # the round's revealed exchange: cards each gave
    awaiting_return: bool  # variant: a card was given for an Inspiration; one comes back
    winner: int | None
    moves: int  # moves played so far


@dataclass(frozen=True)
class SeatView(PublicView):
    seat: int
    hand: dict[str, int]
    choice: dict[str, int] | None  # its pending exchange choice
    known: dict[str, int]  # cards the opponent surely holds (given to it, not played since)
    gift: str | None  # "back": the element just given for an Inspiration


def _public(state: State) -> dict[str, object]:
    s = state
    return dict(
        names=tuple(s.setup.names),
        variant=s.variant,
        round=s.round,
        dealer=s.dealer,
        phase=s.phase,
        deciding=pending_seats(s),
        chosen=tuple(c is not None for c in s.choices),
        levels=_pile(s.levels),
        claims=tuple((seat, KEYS[e]) for seat, e in s.claims),
        strengthened=tuple(_pile(c) for c in s.strengthened),
        supports=tuple(s.supports),
        supports_pile=RULES.supports.total - sum(s.supports),
        supports_left=tuple(supports_left(s, seat) for seat in (0, 1)),
        discard=_pile(s.discard),
        rewards=tuple(tuple(KEYS[e] for e in r) for r in s.rewards),
        hand_sizes=tuple(sum(h) for h in s.hands),
        aside=sum(s.aside),
        exchanged=tuple(_pile(c) for c in s.exchanged),
        awaiting_return=s.phase == "back",
        winner=s.winner,
        moves=len(s.history),
    )


def public_view(state: State) -> PublicView:
    return PublicView(**_public(state))  # type: ignore[arg-type]


def seat_view(state: State, seat: int) -> SeatView:
    choice = state.choices[seat]
    gift = state.gift  # both players know the card given for an Inspiration
    return SeatView(
        **_public(state),  # type: ignore[arg-type]
        seat=seat,
        hand=_pile(state.hands[seat]),
        choice=None if choice is None else _pile(choice),
        known=_pile(state.shown[1 - seat]),
        gift=None if gift is None else KEYS[gift],
    )
