"""The Yellow House as an OpenSpiel Python game: ``pyspiel.load_game("python_yellow_house")``.

Importing this module registers the game. The rules are rules.py's (the standard game); this
module is OpenSpiel's side of it:

- **Chance nodes.** The first dealer (two outcomes), then each round the set-aside cards (the
  leftovers, drawn from the round's deck) and the hand of the dealer's opponent (drawn from the
  rest; the dealer gets what remains). Card-by-card dealing gives the same law but 24 chance
  nodes a round; two draws of count vectors with their hypergeometric probabilities are exact
  and keep IS-MCTS's rollouts short. The fifth round has no leftovers, so no "aside" node.
- **The exchange** is simultaneous in the rules. OpenSpiel's IS-MCTS needs a sequential game,
  so the dealer's opponent chooses first and then the dealer, who does not see that choice:
  its information state only says that the opponent has chosen. This is the standard reduction
  of a simultaneous move (an information set over the other's choice); the engine's option to
  change a choice until the other has chosen adds nothing a player could learn from.
- **What a seat sees.** The information-state string (perfect recall) and the observation
  string and tensor are built by `Observer` only from the seat's own hands and choices and the
  public moves; `resample` draws everything else again for IS-MCTS.

Returns are +1 for the winner and -1 for the loser, at the end only.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel

from .rules import ACTIONS, HAND, MAX_ROUNDS, NE, SWAP, SWAPS, Table, action_code, decode

_GAME_TYPE = pyspiel.GameType(
    short_name="python_yellow_house",
    long_name="The Yellow House (standard game)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    provides_factored_observation_string=False,
)
# A round has at most 2 exchange choices and, per Topic card played, one Claim and one pass.
_GAME_INFO = pyspiel.GameInfo(
    num_distinct_actions=ACTIONS,
    max_chance_outcomes=8**NE,
    num_players=2,
    min_utility=-1.0,
    max_utility=1.0,
    utility_sum=0.0,
    max_game_length=MAX_ROUNDS * (2 + 4 * HAND),
)


class YellowHouseGame(pyspiel.Game):
    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__(_GAME_TYPE, _GAME_INFO, params or {})

    def new_initial_state(self) -> YellowHouseState:
        return YellowHouseState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> Observer:
        perfect = iig_obs_type is not None and iig_obs_type.perfect_recall
        return Observer(perfect)


class YellowHouseState(pyspiel.State):
    def __init__(self, game: YellowHouseGame, table: Table | None = None) -> None:
        super().__init__(game)
        self.table = table or Table()
        self.past = ["", ""]  # each seat's view of the rounds already played

    def current_player(self) -> int:
        phase = self.table.phase
        if phase == "over":
            return int(pyspiel.PlayerId.TERMINAL)
        if phase in ("exchange", "play"):
            return self.table.turn
        return int(pyspiel.PlayerId.CHANCE)

    def _legal_actions(self, player: int) -> list[int]:
        return self.table.legal_actions() if player == self.table.turn else []

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return list(self.table.chance_outcomes())

    def _apply_action(self, action: int) -> None:
        t = self.table
        if t.phase not in ("exchange", "play"):
            t.deal(action)
            return
        ending = (t.round, t.dealer, t.dealt, t.exchanged, t.moves)  # a new round replaces them
        t.play(action)
        if t.round != ending[0] or t.phase == "over":
            self.past = [self.past[s] + played_view(*ending, s) + "/ " for s in (0, 1)]

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"dealer {action}" if self.table.phase == "dealer" else f"pile {decode(action)}"
        return action_code(player, action)

    def is_terminal(self) -> bool:
        return self.table.phase == "over"

    def returns(self) -> list[float]:
        w = self.table.winner
        return [0.0, 0.0] if w < 0 else [1.0 if s == w else -1.0 for s in (0, 1)]

    def __str__(self) -> str:
        t = self.table
        return (
            f"round {t.round} dealer {t.dealer} phase {t.phase} turn {t.turn} levels {t.levels} "
            f"hands {t.hands} aside {t.aside} claims {t.claims} rewards {t.rewards}"
        )

    def resample(self, player: int, rng: random.Random) -> YellowHouseState:
        """A state `player` cannot tell from this one: the opponent's hand drawn again from the
        cards `player` has not seen (keeping the cards it knows the opponent holds), the rest
        set aside, and a secret exchange choice already made by the opponent drawn again."""
        t = self.table.copy()
        opp = 1 - player
        pool = [t.hands[opp][e] + t.aside[e] - t.known[opp][e] for e in range(NE)]
        cards = [e for e in range(NE) for _ in range(pool[e])]
        rng.shuffle(cards)
        hand = t.known[opp][:]
        for e in cards[: sum(t.hands[opp]) - sum(hand)]:
            hand[e] += 1
        t.aside = [t.hands[opp][e] + t.aside[e] - hand[e] for e in range(NE)]
        t.hands[opp] = hand
        if t.phase == "exchange" and t.choices[opp] is not None:
            options = [list(c) for c in SWAPS if all(c[e] <= hand[e] for e in range(NE))]
            t.choices[opp] = rng.choice(options)
        gave, got = t.exchanged[opp], t.exchanged[player]
        t.dealt[opp] = [hand[e] + t.spent[opp][e] + gave[e] - got[e] for e in range(NE)]
        out = YellowHouseState(self.get_game(), t)
        out.past = self.past[:]
        return out

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
        """OpenSpiel's name for `resample`, drawing from `probability_sampler`'s floats."""
        return self.resample(player_id, random.Random(int(probability_sampler() * 2**53)))


def round_view(t: Table, seat: int) -> str:
    """What `seat` has seen of the current round: its dealt hand, its exchange choice, the
    revealed exchange and the public moves (never the opponent's hand, the leftovers or a
    choice not yet revealed)."""
    if t.phase != "exchange":
        return played_view(t.round, t.dealer, t.dealt, t.exchanged, t.moves, seat)
    mine, theirs = t.choices[seat], t.choices[1 - seat]
    chose = "chose-" if mine is None else f"chose{mine}"
    return f"r{t.round} d{t.dealer} dealt{t.dealt[seat]} {chose} waiting{int(theirs is not None)}"


def played_view(
    number: int,
    dealer: int,
    dealt: list[list[int]],
    exchanged: list[list[int]],
    moves: list[str],
    seat: int,
) -> str:
    """`round_view` once the exchange is revealed."""
    head = f"r{number} d{dealer} dealt{dealt[seat]} gave{exchanged[seat]} got{exchanged[1 - seat]}"
    return " ".join([head, *moves])


class Observer:
    """OpenSpiel's PyObserver: strings and a tensor of what a seat may see."""

    SIZES = (
        ("player", 2),
        ("phase", 3),
        ("round", MAX_ROUNDS),
        ("dealer", 2),
        ("turn", 2),
        ("levels", NE * 8),
        ("hand", NE),
        ("choice", NE),
        ("known", NE),
        ("sizes", 3),
        ("claims", NE * (2 + NE)),
        ("strengthened", 2 * NE),
        ("supports", 2),
        ("discard", NE),
        ("rewards", 2 * NE),
    )

    def __init__(self, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(sum(n for _, n in self.SIZES), np.float32)
        self.dict: dict[str, np.ndarray] = {}
        i = 0
        for name, n in self.SIZES:
            self.dict[name] = self.tensor[i : i + n]
            i += n

    def set_from(self, state: YellowHouseState, player: int) -> None:
        t, d = state.table, self.dict
        self.tensor.fill(0)
        d["player"][player] = 1
        phases = ("exchange", "play", "over")
        if t.phase in phases:
            d["phase"][phases.index(t.phase)] = 1
        if t.round:
            d["round"][t.round - 1] = 1
        d["dealer"][t.dealer] = d["turn"][t.turn] = 1
        for e in range(NE):
            d["levels"][e * 8 + t.levels[e] - 1] = 1
        d["hand"][:] = t.hands[player]
        d["choice"][:] = t.choices[player] or [0] * NE
        d["known"][:] = t.known[1 - player]
        d["sizes"][:] = [sum(t.hands[1 - player]), sum(t.aside), t.supports_left(player)]
        for i, (seat, e) in enumerate(t.claims):
            d["claims"][i * (2 + NE) + (seat != player)] = 1
            d["claims"][i * (2 + NE) + 2 + e] = 1
        d["strengthened"][:] = t.strengthened[player] + t.strengthened[1 - player]
        d["supports"][:] = [t.supports[player], t.supports[1 - player]]
        d["discard"][:] = t.discard
        for k, seat in enumerate((player, 1 - player)):
            for e in t.rewards[seat]:
                d["rewards"][k * NE + e] += 1

    def string_from(self, state: YellowHouseState, player: int) -> str:
        t = state.table
        if self.perfect_recall:
            return f"p{player} {state.past[player]}{round_view(t, player)} | hand{t.hands[player]}"
        return (
            f"p{player} r{t.round} {t.phase} turn{t.turn} levels{t.levels} hand{t.hands[player]}"
            f" choice{t.choices[player]} known{t.known[1 - player]}"
            f" opp{sum(t.hands[1 - player])} aside{sum(t.aside)} claims{t.claims}"
            f" strengthened{t.strengthened} supports{t.supports} discard{t.discard}"
            f" rewards{t.rewards}"
        )


def swap_action(counts: list[int]) -> int:
    """The action id of the exchange choice `counts`."""
    return SWAP + SWAPS.index(tuple(counts))


pyspiel.register_game(_GAME_TYPE, YellowHouseGame)
