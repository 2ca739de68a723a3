"""The phone pictures (the turn post's picture and `/roundhouse me`): readable on a 390-point
phone without zooming, measured from the layout record; nothing overlaps or leaves its region."""

from __future__ import annotations

import itertools

import pytest
from PIL import ImageChops

import engine.roundhouse as rh_engine
import games.roundhouse.pictures as rh_render
from engine.roundhouse.content import components
from games.roundhouse.pictures import phone_geometry as pg
from games.roundhouse.pictures import phone_house, phone_style
from games.roundhouse.pictures.geometry import Box
from games.roundhouse.pictures.layout import MIN_POINTS, PHONE_POINTS, Layout, min_text_px
from games.roundhouse.pictures.phone import counts_text, draw_phone, static_layer
from games.roundhouse.pictures.phone_player import draw_phone_player
from games.roundhouse.pictures.samples import CHINESE_NAMES, busy_state, played_state
from locales.words import ENGLISH, Words, words_for

EN, ZH = words_for(ENGLISH), words_for("zh-TW")

MIB = 1024 * 1024


def _states() -> dict[str, rh_engine.GameState]:
    states = {f"busy {n}p": busy_state(n) for n in (2, 3, 4, 5)}
    states["start 2p"] = rh_engine.new_game(["Ann", "Bo"], 3)  # 4 leaders in the hall
    states["start 5p"] = rh_engine.new_game(["A", "B", "C", "D", "E"], 3)
    states["final turns 4p"] = played_state(4, lambda s: s.end_trigger is not None)
    states["over 3p"] = played_state(3, lambda s: s.over)
    long_names = busy_state(5)
    for p, name in zip(
        long_names.players, ["W" * 32, "李小龙", "Émilie-Marguerite", "x", "Ö"], strict=True
    ):
        p.name = name
        p.coins, p.prestige, p.supply = 88, 188, 12
        p.res = {"T": 15, "F": 15, "C": 15, "G": 15}
    states["long names 5p"] = long_names
    return states


STATES = _states()
ZH_STATES = {  # the same states in Traditional Chinese, with Chinese (and mixed-script) names
    f"zh-TW {name}": busy_state(5, names=CHINESE_NAMES) if name == "long names 5p" else state
    for name, state in STATES.items()
}


def _words(name: str) -> Words:
    return ZH if name.startswith("zh-TW") else EN


def _state(name: str) -> rh_engine.GameState:
    return ZH_STATES[name] if name.startswith("zh-TW") else STATES[name]


def _hanzi(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def _inside(inner: Box, outer: Box) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def smallest_points(lay: Layout) -> float:
    """The picture scaled to a 390-point phone: the height in points of its smallest text (a
    font's size) and of its smallest piece."""
    scaled = lay.im.resize((PHONE_POINTS, round(lay.im.height * PHONE_POINTS / lay.im.width)))
    scale = scaled.width / lay.im.width
    heights = [t.size for t in lay.texts] + [p.letter for p in lay.pieces if p.letter]
    heights += [p.box[3] - p.box[1] for p in lay.pieces]
    return min(heights) * scale


def _check_layout(lay: Layout) -> None:
    picture = (0, 0, lay.im.width, lay.im.height)
    for (na, a), (nb, b) in itertools.combinations(lay.regions.items(), 2):
        assert not _overlap(a, b), f"{na} {a} overlaps {nb} {b}"
    for name, box in lay.regions.items():
        assert _inside(box, picture), name
    for t in lay.texts:
        assert _inside(t.box, lay.regions[t.region]), f"{t.text!r} {t.box} leaves {t.region}"
    for p in lay.pieces:
        assert _inside(p.box, lay.regions[p.region]), f"{p.kind} {p.box} leaves {p.region}"


def test_the_minimum_is_11_points_at_390_points() -> None:
    assert min_text_px(800) == 23  # 23 × 390 / 800 = 11.2 points
    assert min_text_px(390) == 11 and min_text_px(1600) == 46
    assert min_text_px(phone_style.WIDTH) == phone_style.MIN_TEXT
    with pytest.raises(ValueError, match="below the phone minimum"):
        phone_style.font(phone_style.MIN_TEXT - 1)


def _check_hanzi(lay: Layout) -> None:
    """Every line with hanzi is drawn at MIN_HANZI px or more, and its ink (from the record)
    is that tall: the CJK font draws it at full size on the line's baseline."""
    lines = [t for t in lay.texts if _hanzi(t.text)]
    for t in lines:
        assert t.size >= phone_style.MIN_HANZI, t
    tall = [t for t in lines if t.box[3] - t.box[1] >= phone_style.MIN_HANZI]
    assert len(tall) >= 0.9 * len(lines)  # all but lines of flat characters (一, 二, 人…)


@pytest.mark.parametrize("name", sorted(STATES) + sorted(ZH_STATES))
def test_turn_picture_reads_at_11_points_on_a_390_point_phone(name: str) -> None:
    lay = draw_phone(_state(name), _words(name))
    assert lay.im.width == phone_style.WIDTH and lay.im.height > lay.im.width  # portrait
    assert smallest_points(lay) >= MIN_POINTS
    _check_layout(lay)
    _check_hanzi(lay)


@pytest.mark.parametrize("name", sorted(STATES) + sorted(ZH_STATES))
def test_my_board_reads_at_11_points_for_every_seat(name: str) -> None:
    state = _state(name)
    for seat in range(len(state.players)):
        lay = draw_phone_player(state, _words(name), seat)
        assert lay.im.width == phone_style.WIDTH
        assert smallest_points(lay) >= MIN_POINTS
        _check_layout(lay)
        _check_hanzi(lay)


def test_the_zh_tw_turn_picture_has_hanzi_of_24_px_everywhere() -> None:
    """The Chinese picture's room names, key, track, badges and counts are hanzi, and the
    hanzi measure needs them: a 20 px line of hanzi fails it."""
    lay = draw_phone(busy_state(5, names=CHINESE_NAMES), ZH)
    regions = {t.region for t in lay.texts if _hanzi(t.text)}
    assert {"H", "I0", "O0", "courtyard", "round track", "corridor", "header"} <= regions
    assert {f"player {seat}" for seat in range(5)} <= regions
    _check_hanzi(lay)
    lay.text((10, 10), "宗祠", phone_style.style.font(20))
    with pytest.raises(AssertionError):
        _check_hanzi(lay)


def test_the_measure_sees_small_text() -> None:
    """A single 20 px line (9.8 points at 390) is enough to fail the check."""
    lay = draw_phone(busy_state(3), EN)
    assert smallest_points(lay) >= MIN_POINTS
    lay.text((10, 10), "small", phone_style.style.font(20))
    assert smallest_points(lay) < MIN_POINTS


def test_every_room_name_pieces_and_scores_are_on_the_picture() -> None:
    s = busy_state(5)
    lay = draw_phone(s, EN)
    for space in pg.SPACE_CELLS:
        lines = phone_house.name_lines(EN, space, tuple(s.board.tiles))
        assert [t.text for t in lay.texts if t.region == space][: len(lines)] == lines
    leaders = [p for p in lay.pieces if p.kind == "leader" and p.region in pg.SPACE_CELLS]
    in_stairs = [p for p in lay.pieces if p.kind == "leader" and p.region == "stairs"]
    assert len(leaders) + len(in_stairs) == sum(len(p.leaders) for p in s.players)
    on_chairs = [p for p in lay.pieces if p.kind == "assistant"]
    assert len(on_chairs) == sum(1 for ch in s.board.chairs if ch is not None)
    for seat, p in enumerate(s.players):
        row = [t.text for t in lay.texts if t.region == f"player {seat}"]
        assert f"{p.prestige}★" in row and p.name in row
        assert any(counts_text(EN, s, seat) == t for t in row)
    header = [t.text for t in lay.texts if t.region == "header"]
    assert header == ["Round 3/12 · turn 9", "Eli (green) to play"]


def test_the_grid_has_a_cell_for_every_space_of_the_data() -> None:
    c = components()
    spaces = {c.house.hall} | {f"O{i}" for i in range(len(c.house.outer_sizes))}
    spaces |= {f"I{i}" for i in range(len(c.house.inner))}
    assert set(pg.SPACE_CELLS) == spaces
    assert phone_house.track_centre(max(c.round_track.end_space.values()))[1] < pg.ROUND_TRACK[3]


def test_counts_text() -> None:
    s = busy_state(4)
    p = s.players[1]
    p.supply, p.orders, p.fulfilled = 1, ["S1"], ["R2", "R3"]
    assert counts_text(EN, s, 1) == "1 assistant · 4 amulets · 3 orders (2 ✓)"
    p.fulfilled = []
    assert counts_text(EN, s, 1) == "1 assistant · 4 amulets · 1 order"


def test_last_move_and_round_past_the_end() -> None:
    s = busy_state(2)
    lay = draw_phone(s, EN)
    magenta = lay.im.getpixel((pg.SPACE_CELLS["I3"][0] + 2, pg.SPACE_CELLS["I3"][1] + 30))
    assert magenta == phone_style.style.HIGHLIGHT  # the end room of the last move
    s.board.round = s.board.end_space + 2
    texts = [t.text for t in draw_phone(s, EN).texts if t.region == "round track"]
    assert "+2" in texts


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_pngs_are_small_and_deterministic(players: int, decode) -> None:
    s = busy_state(players)
    png = rh_render.render_turn_picture(s, EN)
    assert decode(png).size == (phone_style.WIDTH, pg.height(players))
    assert len(png) <= MIB and png == rh_render.render_turn_picture(busy_state(players), EN)
    me = rh_render.render_my_board(s, EN, players - 1)
    assert decode(me).width == phone_style.WIDTH and len(me) <= MIB


@pytest.mark.parametrize("seat", [-1, 3, 99, True])
def test_my_board_rejects_a_seat_not_in_the_game(seat: int) -> None:
    with pytest.raises(ValueError, match="not in this 3-player game"):
        rh_render.render_my_board(busy_state(3), EN, seat)


def test_static_layer_is_cached_and_left_untouched() -> None:
    s = busy_state(4)
    key = ("en", tuple(s.board.tiles), s.board.end_space, 4)
    layer = static_layer(*key)
    pristine, texts = layer.im.copy(), list(layer.texts)
    draw_phone(s, EN)
    assert static_layer(*key) is layer and layer.texts == texts
    assert ImageChops.difference(layer.im, pristine).getbbox() is None


def test_player_alt_text() -> None:
    s = busy_state(4)
    text = rh_render.player_alt_text(EN, s, 1)
    assert text.startswith("\u2068Bo\u2069 (purple)'s board: 12 prestige, 3 coins, Tea 1")
    assert "Experts: Wealthy Man, Celadon Merchant." in text
    assert "Orders: S1, R2 (fulfilled), R3 (fulfilled)." in text
    assert len(rh_render.player_alt_text(EN, s, 0)) <= 1000
