"""The public pictures are a function of the public view: two games that differ only in what
is hidden (every seat's bonus cards, the bonus deck, the room deck's order, the stacks'
order, the secret details of events) give byte-identical PNGs and alt texts."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import games.castles.pictures as rc
from engine.castles import Report, apply, clone, legal_codes, new_game, public_view
from engine.castles.events import CardReturned, CardsDrawn, TilesOnDeck
from engine.castles.state import GameState
from engine.common.rng import Rng
from games.castles.pictures import (
    castle_alt_text,
    render_castle,
    render_turn_picture,
    turn_alt_text,
)
from tests.castles.pictures.samples import EN

RENDER = Path(__file__).resolve().parents[3] / "games" / "castles" / "pictures"
PUBLIC_MODULES = ("turn_pic.py", "castle_pic.py", "story.py", "castle_draw.py", "blocks.py")


def _drew_cards(report: Report) -> bool:
    return any(isinstance(e, CardsDrawn) and e.cards for e in report.events)


def _played(seed: int = 4) -> tuple[GameState, list[Report]]:
    """A 4-player random game stopped just after a move that drew bonus cards in the middle
    of the game (a Utility room completed: its report names the cards, a secret)."""
    state = new_game(["Ann", "Bo", "Cy", "Di"], seed)
    rng = Rng(seed)
    reports: list[Report] = []
    while len(reports) < 60 or not _drew_cards(reports[-1]):
        codes = legal_codes(state)
        reports.append(apply(state, codes[rng.below(len(codes))]))
    return state, reports


def _hidden_changed(state: GameState) -> GameState:
    """The same game with every hidden thing dealt otherwise."""
    other = clone(state)
    pool = [b for p in other.players for b in p.bonus] + other.piles.bonus_deck
    pool.reverse()
    for p in other.players:
        p.bonus, pool = pool[: len(p.bonus)], pool[len(p.bonus) :]
    other.piles.bonus_deck = pool
    other.piles.deck.reverse()
    for tiles in other.piles.stacks.values():
        tiles.reverse()
    return other


def _secrets_changed(reports: list[Report]) -> list[Report]:
    """The reports with other cards and tiles in their secret events."""

    def change(e):  # type: ignore[no-untyped-def]
        if isinstance(e, CardsDrawn):
            return replace(e, cards=("every_type",) * e.count)
        if isinstance(e, CardReturned):
            return replace(e, card="money_left")
        if isinstance(e, TilesOnDeck):
            return replace(e, tiles=("buttery",) * e.count)
        return e

    return [Report(r.seat, r.move, tuple(change(e) for e in r.events)) for r in reports]


def test_hidden_things_do_not_reach_the_public_pictures() -> None:
    state, reports = _played()
    other = _hidden_changed(state)
    assert [p.bonus for p in other.players] != [p.bonus for p in state.players]
    assert other.piles.deck != state.piles.deck
    assert public_view(other) == public_view(state)
    turn = reports[-6:]
    assert _drew_cards(turn[-1])  # a secret the public pictures must not show
    other_turn = _secrets_changed(turn)
    assert other_turn != turn
    assert render_turn_picture(EN, state, turn) == render_turn_picture(EN, other, other_turn)
    assert turn_alt_text(EN, state, turn) == turn_alt_text(EN, other, other_turn)
    changed = rc.render_changed(EN, state, turn)
    assert changed is not None and changed == rc.render_changed(EN, other, other_turn)
    for seat in range(4):
        assert render_castle(EN, state, seat, turn) == render_castle(EN, other, seat, other_turn)
        assert castle_alt_text(EN, state, seat) == castle_alt_text(EN, other, seat)


def test_a_public_change_does_change_the_picture() -> None:
    state, reports = _played()
    other = clone(state)
    other.players[1].money += 1000
    turn = reports[-6:]
    assert render_turn_picture(EN, state, turn) != render_turn_picture(EN, other, turn)


def test_the_public_drawing_code_never_sees_the_state() -> None:
    """The modules that draw public pictures do not import the engine's state: they read the
    public view (a dict) and public events only."""
    for module in PUBLIC_MODULES:
        tree = ast.parse((RENDER / module).read_text(encoding="utf-8"))
        imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert "engine.castles.state" not in imported, module
        names = {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
        assert not names & {"GameState", "seat_view", "scores", "redeal"}, module
