"""The public functions the adapter calls: PNG bytes 800 px wide, the same bytes for the
same state (and from two threads at once), ValueError for a seat not in the game, alt texts
of at most 1,000 characters, the state never changed, no Discord import; and every picture
along random 2-, 3- and 4-player games, the finished ones included."""

from __future__ import annotations

import ast
import io
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image

import games.castles.pictures as rc
from engine.castles import (
    apply,
    current_decision,
    is_over,
    legal_codes,
    new_game,
    to_json,
    turn_key,
)
from engine.common.rng import Rng
from tests.castles.pictures.samples import EN

RENDER = Path(__file__).resolve().parents[3] / "games" / "castles" / "pictures"
PLAYOUT_EVERY = 40  # moves between two checked turn pictures in a playout


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    im = Image.open(io.BytesIO(data))
    im.load()
    return im


def _game(players: int, seed: int, moves: int | None = None):  # type: ignore[no-untyped-def]
    """A random game after `moves` moves (None: to the end), and its reports."""
    state = new_game(["Ann", "Bo", "Cy", "Di"][:players], seed)
    rng = Rng(seed)
    reports = []
    while not is_over(state) and (moves is None or len(reports) < moves):
        codes = legal_codes(state)
        reports.append(apply(state, codes[rng.below(len(codes))]))
    return state, reports


def _place_decision(state, rng):  # type: ignore[no-untyped-def]
    while current_decision(state).kind != "place":
        codes = legal_codes(state)
        apply(state, codes[rng.below(len(codes))])
    return current_decision(state)


def test_every_function_gives_a_phone_png_and_changes_nothing() -> None:
    state, reports = _game(3, 5, 90)
    d = _place_decision(state, Rng(1))
    before = to_json(state)
    pictures = [
        rc.render_turn_picture(EN, state, reports[-4:]),
        rc.render_castle(EN, state, 1, reports[-4:]),
        rc.render_me(EN, state, 0),
        rc.render_preview(EN, state, d.seat, d.tile),
    ]
    placed = next(
        i
        for i in range(len(reports), 0, -1)
        if any(type(e).__name__ == "Placed" for e in reports[i - 1].events)
    )
    changed = rc.render_changed(EN, state, reports[placed - 1 : placed])
    assert changed is not None
    pictures.append(changed)
    for png in pictures:
        assert _png(png).width == 800
        assert len(png) < 1 << 20
    texts = [
        rc.turn_alt_text(EN, state, reports[-4:]),
        rc.castle_alt_text(EN, state, 1),
        rc.me_alt_text(EN, state, 0),
        rc.preview_alt_text(EN, state, d.seat, d.tile),
    ]
    assert all(0 < len(t) <= 1000 for t in texts)
    assert to_json(state) == before
    assert rc.render_turn_picture(EN, state, reports[-4:]) == pictures[0]


def test_nothing_changed_without_a_placement() -> None:
    state, _ = _game(2, 1, 0)
    assert rc.render_changed(EN, state, []) is None


def test_a_seat_not_in_the_game_is_refused() -> None:
    state, _ = _game(2, 1, 10)
    calls = (
        lambda: rc.render_castle(EN, state, 2),
        lambda: rc.render_me(EN, state, -1),
        lambda: rc.render_preview(EN, state, 5, "salon"),
        lambda: rc.castle_alt_text(EN, state, -1),
        lambda: rc.me_alt_text(EN, state, 2),
        lambda: rc.preview_alt_text(EN, state, -1, "salon"),
        lambda: rc.preview_alt_text(EN, state, 0, "salon", 9),
    )
    for call in calls:
        with pytest.raises(ValueError):
            call()


def test_two_threads_draw_the_same_bytes() -> None:
    state, reports = _game(4, 2, 120)
    with ThreadPoolExecutor(2) as pool:
        a, b = pool.map(lambda _: rc.render_turn_picture(EN, state, reports[-3:]), range(2))
    assert a == b


def test_no_discord_in_the_pictures() -> None:
    for path in RENDER.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        mods = {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        mods |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        assert not any(m.split(".")[0] == "discord" for m in mods), path.name


@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_pictures_along_a_random_game(players: int, seed: int) -> None:
    state = new_game(["Ann", "Bo", "Cy", "Di"][:players], seed)
    rng = Rng(seed)
    turn: list = []
    every: list = []
    key, moves = turn_key(state), 0
    while not is_over(state):
        d = current_decision(state)
        if d.kind == "place" and moves % PLAYOUT_EVERY == 0:
            _png(rc.render_preview(EN, state, d.seat, d.tile))
        codes = legal_codes(state)
        turn.append(apply(state, codes[rng.below(len(codes))]))
        every.append(turn[-1])
        moves += 1
        if turn_key(state) != key:
            key = turn_key(state)
            if moves % PLAYOUT_EVERY < 3:
                _png(rc.render_turn_picture(EN, state, turn))
            turn = []
    last = every[-3:]
    alt = rc.turn_alt_text(EN, state, last)
    assert "Game over" in alt and "Final scores" in alt
    _png(rc.render_turn_picture(EN, state, last))
    for seat in range(players):
        _png(rc.render_castle(EN, state, seat))
        _png(rc.render_me(EN, state, seat))


def test_a_castle_of_one_room_reads_in_the_singular() -> None:
    """A new castle is its Foyer alone: "1 room", never "1 rooms"."""
    from engine.castles import public_view
    from games.castles.pictures.castle_pic import summary

    text = summary(EN, public_view(new_game(["Ann", "Bo"], 1)), 0)
    assert text.startswith("1 room · ")
    assert "1 entrances" not in text
