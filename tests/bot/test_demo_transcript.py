"""The demo's transcript reads as Discord shows the messages, and a demo run again into the
same folder replaces its own files only (`bot.tools.demo`, played with tic-tac-toe)."""

from __future__ import annotations

import re

from bot.tools.demo import play_demo
from tests.support.tictactoe import TIC_TAC_TOE

ISOLATES = re.compile("[\u2066-\u2069]")


async def test_the_transcript_shows_no_isolate_and_keeps_each_embed_inside_its_quote(tmp_path):
    _, transcript = await play_demo(tmp_path, players=2, rules=TIC_TAC_TOE, language="en")
    text = (tmp_path / "transcript.md").read_text(encoding="utf-8")
    assert not ISOLATES.search(text)  # Discord draws none: neither does the transcript
    lobby = transcript.entries[0].splitlines()
    seats = lobby.index("> **Seats (2/2)**  ")
    assert lobby[seats + 1 : seats + 3] == [
        "> 1. Computer 1 (computer)  ",
        "> 2. Computer 2 (computer)",
    ]
    for entry in transcript.entries:  # a quote, once begun, runs to the blank line after it
        lines = entry.splitlines()
        if any(line.startswith(">") for line in lines):
            first = next(i for i, line in enumerate(lines) if line.startswith(">"))
            end = lines.index("", first)
            assert all(line.startswith(">") for line in lines[first:end]), entry
            assert not any(line.startswith(">") for line in lines[end:]), entry


async def test_a_demo_run_again_replaces_the_files_its_last_run_wrote_and_only_those(tmp_path):
    (tmp_path / "transcript.md").write_text("![an old turn](turn-1-0099.png)\n", "utf-8")
    (tmp_path / "turn-1-0099.png").write_bytes(b"old")
    (tmp_path / "notes.png").write_bytes(b"the user's")
    _, transcript = await play_demo(tmp_path, players=2, rules=TIC_TAC_TOE, language="en")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["transcript.md", "notes.png", *(p.name for p in transcript.pictures)]
    )
    assert (tmp_path / "notes.png").read_bytes() == b"the user's"
