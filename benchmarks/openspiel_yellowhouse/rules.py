"""The Yellow House's standard rules for the OpenSpiel game, written apart from our engine.

This module knows nothing of OpenSpiel nor of engine/yellowhouse: it is a second, independent
reading of games/yellowhouse/docs/rules.md (the rulebook and the engine's judgements J1-J14), small
and fast because OpenSpiel's IS-MCTS plays thousands of random moves a decision. test_game.py
checks that it follows the engine move for move. The variant is not modelled.

Cards of one element are identical, so every pile is a list of four counts in the order
passion, skill, money, inspiration. Action ids (the engine's code in brackets):

    0-3    Claim an element                        [claim.p ...]
    4-7    Strengthen it and Claim                 [raise.p ...]
    8-11   the same with one Support               [raise.p.support ...]
    12     Pass                                    [pass]
    13-22  the exchange: the two cards to give     [swap.SEAT.pp ...]
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from math import comb

LETTERS = "psmi"
NE = 4
COPIES = 7  # Topic cards of each element
HAND = 12  # cards dealt to each player
EXCHANGE = 2  # cards each player gives at a round's start
START, TOP = 1, 8  # the Canvas's first and last level (J4: no level above 8)
SUPPORTS, SUPPORTS_PER_ROUND = 5, 3  # in all; per player per round
SAME, ANY = 2, 3  # rewards of one element, or of any, that win the game
MAX_ROUNDS = 5  # J14

CLAIM, RAISE, RAISE_SUPPORT, PASS, SWAP = 0, 4, 8, 12, 13
SWAPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(combo.count(e) for e in range(NE))
    for combo in combinations_with_replacement(range(NE), EXCHANGE)
)
ACTIONS = SWAP + len(SWAPS)


def action_code(seat: int, action: int) -> str:
    """The engine's move code for `action` played by `seat`."""
    if action >= SWAP:
        counts = SWAPS[action - SWAP]
        return f"swap.{seat}." + "".join(LETTERS[e] * counts[e] for e in range(NE))
    if action == PASS:
        return "pass"
    kind, e = ("claim", "raise", "raise")[action // NE], LETTERS[action % NE]
    return f"{kind}.{e}.support" if action >= RAISE_SUPPORT else f"{kind}.{e}"


def encode(counts: list[int] | tuple[int, ...]) -> int:
    """A pile of at most 7 of each element as one chance outcome id (base 8)."""
    return counts[0] + 8 * counts[1] + 64 * counts[2] + 512 * counts[3]


def decode(outcome: int) -> list[int]:
    return [outcome % 8, outcome // 8 % 8, outcome // 64 % 8, outcome // 512]


@cache
def draws(pool: tuple[int, ...], size: int) -> tuple[tuple[int, float], ...]:
    """Every pile of `size` cards drawn from `pool` at random, as (outcome id, probability):
    the multivariate hypergeometric law of a shuffled deck."""
    out = []
    total = comb(sum(pool), size)
    for a in range(min(pool[0], size) + 1):
        for b in range(min(pool[1], size - a) + 1):
            for c in range(min(pool[2], size - a - b) + 1):
                d = size - a - b - c
                if d <= pool[3]:
                    ways = comb(pool[0], a) * comb(pool[1], b) * comb(pool[2], c) * comb(pool[3], d)
                    out.append((encode((a, b, c, d)), ways / total))
    return tuple(out)


def has_won_game(rewards: list[int]) -> bool:
    return len(rewards) >= ANY or any(rewards.count(e) >= SAME for e in set(rewards))


class Table:
    """One game's position, mutated by `deal`, `choose` and `play`.

    Phases: "dealer" (chance: the first dealer), "aside" (chance: the set-aside cards), "deal"
    (chance: the hand of the dealer's opponent; the dealer gets the rest), "exchange" (`turn`
    chooses its two cards; the dealer's opponent first, then the dealer, who does not see that
    choice), "play" and "over".
    """

    def __init__(self) -> None:
        self.phase, self.round, self.dealer, self.turn = "dealer", 0, 0, 0
        self.levels = [START] * NE
        self.hands = [[0] * NE, [0] * NE]
        self.aside = [0] * NE
        self.choices: list[list[int] | None] = [None, None]
        self.claims: list[tuple[int, int]] = []  # this trick: (seat, element)
        self.strengthened = [[0] * NE, [0] * NE]  # this trick's strengthening cards, per seat
        self.supports = [0, 0]  # Supports used this round
        self.discard = [0] * NE
        self.rewards: list[list[int]] = [[], []]
        self.known = [[0] * NE, [0] * NE]  # known[s]: what s's opponent knows s holds
        self.dealt = [[0] * NE, [0] * NE]  # this round's hands as dealt
        self.spent = [[0] * NE, [0] * NE]  # cards each seat played this round
        self.exchanged = [[0] * NE, [0] * NE]  # the cards each seat gave (after the reveal)
        self.moves: list[str] = []  # this round's public moves, for the information states
        self.winner = -1

    def copy(self) -> Table:
        out = Table.__new__(Table)
        d = out.__dict__ = self.__dict__.copy()
        for key in ("levels", "aside", "supports", "discard", "claims", "moves"):
            d[key] = d[key][:]
        for key in ("hands", "strengthened", "rewards", "known", "dealt", "spent", "exchanged"):
            d[key] = [d[key][0][:], d[key][1][:]]
        d["choices"] = [None if c is None else c[:] for c in self.choices]
        return out

    # The chance nodes: the first dealer, then each round's set-aside cards and hands.

    def deck(self) -> list[int]:
        """This round's cards: every Topic card but the rewards."""
        out = [COPIES] * NE
        for rewards in self.rewards:
            for e in rewards:
                out[e] -= 1
        return out

    def chance_outcomes(self) -> tuple[tuple[int, float], ...]:
        if self.phase == "dealer":
            return ((0, 0.5), (1, 0.5))
        deck = self.deck()
        if self.phase == "aside":
            return draws(tuple(deck), sum(deck) - 2 * HAND)
        rest = [deck[e] - self.aside[e] for e in range(NE)]
        return draws(tuple(rest), HAND)

    def deal(self, outcome: int) -> None:
        if self.phase == "dealer":
            self.new_round(1, outcome)
        elif self.phase == "aside":
            self.aside, self.phase = decode(outcome), "deal"
        else:
            deck, hand = self.deck(), decode(outcome)
            other = [deck[e] - self.aside[e] - hand[e] for e in range(NE)]
            self.hands = [hand, other] if self.dealer == 1 else [other, hand]
            self.dealt = [h[:] for h in self.hands]
            self.phase, self.turn = "exchange", 1 - self.dealer

    def new_round(self, number: int, dealer: int) -> None:
        """J10: every round starts like the first; J14: the fifth sets nothing aside."""
        self.round, self.dealer, self.phase = number, dealer, "aside"
        self.levels = [START] * NE
        self.claims, self.strengthened, self.supports = [], [[0] * NE, [0] * NE], [0, 0]
        self.discard, self.aside, self.choices = [0] * NE, [0] * NE, [None, None]
        self.known, self.spent = [[0] * NE, [0] * NE], [[0] * NE, [0] * NE]
        self.exchanged, self.moves = [[0] * NE, [0] * NE], []
        if sum(self.deck()) == 2 * HAND:
            self.phase = "deal"

    # The players' decisions.

    def legal_actions(self) -> list[int]:
        if self.phase == "exchange":
            hand = self.hands[self.turn]
            return [
                SWAP + i
                for i, counts in enumerate(SWAPS)
                if all(counts[e] <= hand[e] for e in range(NE))
            ]
        if self.phase != "play":
            return []
        hand = self.hands[self.turn]
        if not self.claims:  # J1: the leader must Claim
            return [CLAIM + e for e in range(NE) if hand[e]]
        levels = self.levels
        current = levels[self.claims[-1][1]]
        played = {e for _, e in self.claims}
        support = self.supports_left(self.turn) > 0
        claims, raises, supported = [], [], []
        for e in range(NE):
            if e in played or not hand[e]:
                continue
            if levels[e] > current:
                claims.append(CLAIM + e)
            elif current < TOP:
                raised = current + 1 - levels[e]
                if hand[e] >= raised + 1:
                    raises.append(RAISE + e)
                if support and hand[e] >= raised:
                    supported.append(RAISE_SUPPORT + e)
        return [*claims, *raises, *supported, PASS]

    def supports_left(self, seat: int) -> int:
        return min(SUPPORTS - sum(self.supports), SUPPORTS_PER_ROUND - self.supports[seat])

    def play(self, action: int) -> None:
        seat = self.turn
        if action >= SWAP:
            self.choose(seat, list(SWAPS[action - SWAP]))
            return
        self.moves.append(action_code(seat, action))
        if action == PASS:
            self.end_trick(self.claims[-1][0])
            return
        e = action % NE
        if action >= RAISE:
            raised = self.levels[self.claims[-1][1]] + 1 - self.levels[e]
            support = action >= RAISE_SUPPORT
            cards = raised - support
            self.spend(seat, e, cards)
            self.strengthened[seat][e] += cards
            self.supports[seat] += support
            self.levels[e] += raised
        self.spend(seat, e, 1)
        self.claims.append((seat, e))
        if not any(self.hands[seat]):
            self.win_round(seat, e)
        elif len(self.claims) == NE:
            self.end_trick(seat)
        else:
            self.turn = 1 - seat

    def spend(self, seat: int, e: int, n: int) -> None:
        self.hands[seat][e] -= n
        self.spent[seat][e] += n
        self.known[seat][e] = max(0, self.known[seat][e] - n)

    def choose(self, seat: int, cards: list[int]) -> None:
        """A secret exchange choice; the dealer's (the second) reveals both."""
        self.choices[seat] = cards
        if seat != self.dealer:
            self.turn = self.dealer
            return
        mine = [c for c in self.choices if c is not None]
        for s in (0, 1):
            for e in range(NE):
                self.hands[s][e] += mine[1 - s][e] - mine[s][e]
                self.levels[e] += mine[s][e]
            self.known[s] = mine[1 - s][:]
            self.exchanged[s] = mine[s][:]
        self.choices = [None, None]
        self.phase, self.turn = "play", self.dealer

    def end_trick(self, leader: int) -> None:
        for _, e in self.claims:
            self.discard[e] += 1
        for cards in self.strengthened:
            for e in range(NE):
                self.discard[e] += cards[e]
        self.claims, self.strengthened, self.turn = [], [[0] * NE, [0] * NE], leader

    def win_round(self, seat: int, e: int) -> None:
        """An empty hand wins the round: its last Claim is the reward; then the end, or the
        next round, dealt by the winner."""
        self.claims.pop()
        self.rewards[seat].append(e)
        if has_won_game(self.rewards[seat]):
            self.phase, self.winner = "over", seat
        else:
            self.new_round(self.round + 1, seat)
