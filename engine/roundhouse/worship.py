"""The worship action at the Ancestral Hall (rulebook "Worship Action"): a temple, or the ancestors
with the assistants of one town, placed as a chain on the worship table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from locales.words import Words

from .actions import gain
from .content import components, for_game
from .datafile import derived
from .effects import me, push
from .moves import Move, interned, one
from .names import (
    add_rewards,
    amulet_name,
    box_name,
    fit,
    reward_text,
    spot_name,
    town_name,
)
from .state import Decision, GameState, Step


@derived
@cache
def _neighbours(rules: int) -> tuple[tuple[int, ...], ...]:
    w = components(rules).worship
    out = []
    for box in range(w.rows * w.cols):
        r, c = divmod(box, w.cols)
        near = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        out.append(tuple(y * w.cols + x for y, x in near if 0 <= y < w.rows and 0 <= x < w.cols))
    return tuple(out)


@derived
@cache
def chain_ends(seniors: frozenset[int], k: int, rules: int) -> tuple[int, ...]:
    """End boxes of every simple path from the top-left box placing exactly `k` assistants
    (on the worship table of rules version `rules`).

    A box with the player's own senior joins the chain without using an assistant; the chain
    must end on a newly placed assistant.
    """
    near = _neighbours(rules)
    ends: set[int] = set()

    def walk(box: int, used: int, seen: int) -> None:
        used += box not in seniors
        if used > k:
            return
        if used == k and box not in seniors:
            ends.add(box)
        for nxt in near[box]:
            if not seen >> nxt & 1:
                walk(nxt, used, seen | 1 << nxt)

    if k > 0:
        walk(0, 0, 1)
    return tuple(sorted(ends))


@dataclass(frozen=True, slots=True)
class VisitTemple(Move):
    """`wt.2`: worship at the third temple (face up) for its reward."""

    heads = ("wt",)
    index: int

    def encode(self) -> str:
        return f"wt.{self.index}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> VisitTemple:
        return cls(int(one(args)))


visit_temple = interned(VisitTemple)


@dataclass(frozen=True, slots=True)
class Ancestors(Move):
    """`wa.1`: worship the ancestors with one's assistants in town 1; `wa.none`: with none
    (the round marker only, when nothing else is possible)."""

    heads = ("wa",)
    town: int | None

    def encode(self) -> str:
        return f"wa.{'none' if self.town is None else self.town}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Ancestors:
        arg = one(args)
        return cls(None if arg == "none" else int(arg))


ancestors = interned(Ancestors)


def town_options(state: GameState) -> list[Ancestors]:
    """Towns whose assistants of the current player can form a chain."""
    seat = state.turn.seat
    seniors = frozenset(state.board.table[seat])
    return [
        ancestors(t)
        for t, town in enumerate(state.board.towns)
        if town[seat] and chain_ends(seniors, town[seat], state.setup.rules)
    ]


@dataclass
class Worship(Decision[VisitTemple | Ancestors]):
    """The Ancestral Hall's action."""

    kind = "worship"

    def options(self, state: GameState) -> Sequence[VisitTemple | Ancestors]:
        temples: list[VisitTemple | Ancestors] = [
            visit_temple(i) for i, up in enumerate(state.board.temples_up) if up
        ]
        return temples + town_options(state) or [ancestors(None)]

    def resolve(self, state: GameState, move: VisitTemple | Ancestors) -> None:
        if isinstance(move, VisitTemple):
            state.board.temples_up[move.index] = False
            gain(state, for_game(state).temple(state.board.temples[move.index]).reward)
            return
        advance_round(state)
        if move.town is None:
            return
        town = state.board.towns[move.town]
        k, town[state.turn.seat] = town[state.turn.seat], 0
        ends = chain_ends(frozenset(state.board.table[state.turn.seat]), k, state.setup.rules)
        push(state, Chain(k=k, ends=list(ends)))

    def label(self, words: Words, state: GameState, move: VisitTemple | Ancestors) -> str:
        if isinstance(move, VisitTemple):
            temple = for_game(state).temple(state.board.temples[move.index])
            reward = reward_text(words, temple.reward)
            return words("roundhouse.worship.temple", id=temple.id, reward=reward)
        if move.town is None:
            return words("roundhouse.worship.marker_only")
        n = words.plural(
            "roundhouse.count.assistant", state.board.towns[move.town][state.turn.seat]
        )
        town = town_name(words, state, move.town)
        return words("roundhouse.worship.ancestors", assistants=n, town=town)

    def prompt(self, words: Words, state: GameState) -> str:
        return words("roundhouse.worship.prompt")

    def explain(self, words: Words, state: GameState) -> str:
        return words("roundhouse.worship.explain")


def advance_round(state: GameState) -> None:
    """Worship step 1: the round marker moves; landing on the amulet triggers the end."""
    b = state.board
    b.round += 1
    if b.round == b.end_space and b.end_amulet:
        p = me(state)
        p.amulets.append(b.end_amulet)
        p.end_token = True
        b.end_amulet = None
        state.end_trigger = state.turn.seat
        state.final_turns = len(state.players) - 1


# ---------------------------------------------------------------- the chain


@dataclass(frozen=True, slots=True)
class EndChain(Move):
    """`wc.5`: the chain of assistants ends on worship box 5."""

    heads = ("wc",)
    box: int

    def encode(self) -> str:
        return f"wc.{self.box}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> EndChain:
        return cls(int(one(args)))


end_chain = interned(EndChain)


@dataclass
class Chain(Decision[EndChain]):
    """Where the chain of `k` assistants ends (`ends`: the boxes it can end on)."""

    kind = "chain"
    k: int
    ends: list[int]

    def options(self, state: GameState) -> Sequence[EndChain]:
        return [end_chain(box) for box in self.ends]

    def resolve(self, state: GameState, move: EndChain) -> None:
        """Steps 3–5: the end box's assistant turns senior; prestige, edge rewards, one amulet."""
        w = for_game(state).worship
        seat = state.turn.seat
        box = move.box
        p = me(state)
        state.board.table[seat].append(box)
        p.prestige += w.value(box) + chair_count(state)
        push(state, Return(n=self.k - 1))  # step 5 runs after the rewards below
        r, c = divmod(box, w.cols)
        gain(state, w.row_rewards[r])
        gain(state, w.column_rewards[c])
        spots = [s for s in (f"c{c}", f"r{r}") if state.board.table_amulets.get(s)]
        if len(spots) == 2:
            push(state, AmuletSpot(spots=spots))
        elif spots:
            take_spot(state, spots[0])

    def label(self, words: Words, state: GameState, move: EndChain) -> str:
        w = for_game(state).worship
        r, c = divmod(move.box, w.cols)
        vp = w.value(move.box) + chair_count(state)
        rewards = reward_text(words, add_rewards(w.row_rewards[r], w.column_rewards[c]))
        amulets = [
            amulet_name(words, kind)
            for spot in (f"c{c}", f"r{r}")
            if (kind := state.board.table_amulets.get(spot))
        ]
        key = "roundhouse.worship.chain"
        head = words(f"{key}_head", box=box_name(words, state, move.box))
        full = words(f"{key}_rewards", head=head, vp=vp, rewards=rewards)
        amulet = words("roundhouse.list.or").join(amulets)
        return fit(
            words(f"{key}_amulet", full=full, amulet=amulet) if amulets else full,
            full,
            words(f"{key}_vp", head=head, vp=vp),
        )

    def prompt(self, words: Words, state: GameState) -> str:
        return words.plural("roundhouse.worship.chain_prompt", self.k)

    def explain(self, words: Words, state: GameState) -> str:
        return words("roundhouse.worship.chain_explain", chairs=chair_count(state))


def chair_count(state: GameState) -> int:
    """The current player's assistants on chairs (each adds 1 prestige at a worship)."""
    seat = state.turn.seat
    return sum(1 for ch in state.board.chairs if ch and ch.seat == seat)


@dataclass
class Return(Step):
    """Worship step 5: the `n` younger assistants on the table go back to the supply."""

    kind = "return"
    n: int

    def run(self, state: GameState) -> None:
        me(state).supply += self.n


# ---------------------------------------------------------------- the amulets by the table


@dataclass(frozen=True, slots=True)
class TakeSpot(Move):
    """`wm.c1`: take the amulet below the worship table's second column (`r1`: right of the
    second row)."""

    heads = ("wm",)
    spot: str

    def encode(self) -> str:
        return f"wm.{self.spot}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> TakeSpot:
        return cls(one(args))


def take_spot(state: GameState, spot: str) -> None:
    kind = state.board.table_amulets[spot]
    if kind is None:
        raise ValueError(f"no amulet at {spot}")
    me(state).amulets.append(kind)
    state.board.table_amulets[spot] = None


@dataclass
class AmuletSpot(Decision[TakeSpot]):
    """The chain's end box has an amulet below its column and right of its row: one of them."""

    kind = "amulet_spot"
    spots: list[str]

    def options(self, state: GameState) -> Sequence[TakeSpot]:
        return [TakeSpot(s) for s in self.spots]

    def resolve(self, state: GameState, move: TakeSpot) -> None:
        take_spot(state, move.spot)

    def label(self, words: Words, state: GameState, move: TakeSpot) -> str:
        kind = state.board.table_amulets[move.spot] or ""
        amulet, spot = amulet_name(words, kind), spot_name(words, move.spot)
        return words("roundhouse.worship.spot", amulet=amulet, spot=spot)

    def prompt(self, words: Words, state: GameState) -> str:
        return words("roundhouse.worship.spot_prompt")


def assistants_in_worship(state: GameState) -> int:
    """The current player's assistants taken from a town and not yet back (steps 2–5)."""
    return sum(
        d.k if isinstance(d, Chain) else d.n if isinstance(d, Return) else 0
        for d in state.turn.stack
    )
