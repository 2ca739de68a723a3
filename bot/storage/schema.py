"""The SQLite schema: `MIGRATIONS`, one SQL script per step, run in order by the store.

`PRAGMA user_version` records how many steps a database has run. A step that has shipped is never
edited: the schema changes by appending a step, here and in `bot.storage.schema_postgres` (the
same step in PostgreSQL's types).
"""

from __future__ import annotations

import sqlite3

# 1: games, seats and the append-only move log.
GAMES = """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        host_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
        setup_json TEXT,
        state_json TEXT,
        version INTEGER NOT NULL DEFAULT 0,
        lobby_message_id INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX games_one_active_per_channel
        ON games (channel_id) WHERE status IN ('lobby', 'playing');
    CREATE INDEX games_guild ON games (guild_id, status);
    CREATE TABLE seats (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id INTEGER NOT NULL REFERENCES games (id),
        user_id INTEGER,
        name TEXT NOT NULL,
        computer INTEGER NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id)
        WHERE user_id IS NOT NULL;
    CREATE TABLE moves (
        game_id INTEGER NOT NULL REFERENCES games (id),
        seq INTEGER NOT NULL,
        seat INTEGER,
        user_id INTEGER,
        code TEXT NOT NULL,
        line TEXT NOT NULL,
        turn TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
        BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;
    CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
        BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;
"""

# 2: asynchronous play: preferences, waits, game settings, missed turns, results, the game log.
ASYNC_PLAY = """
CREATE TABLE ap_settings (
    game_id INTEGER PRIMARY KEY REFERENCES games (id),
    idle_hours INTEGER NOT NULL DEFAULT 12,
    deadline_hours INTEGER,
    reminder_limit INTEGER NOT NULL DEFAULT 3,
    paused_at REAL
);
CREATE TABLE ap_prefs (
    user_id INTEGER PRIMARY KEY,
    dms INTEGER NOT NULL DEFAULT 1,
    reminders INTEGER NOT NULL DEFAULT 1,
    tz TEXT NOT NULL DEFAULT 'UTC',
    quiet_start INTEGER,
    quiet_end INTEGER,
    dms_closed INTEGER NOT NULL DEFAULT 0,
    told_closed INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE ap_waits (
    game_id INTEGER PRIMARY KEY REFERENCES games (id),
    seat INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    started_at REAL NOT NULL,
    notified INTEGER NOT NULL DEFAULT 0,
    reminders INTEGER NOT NULL DEFAULT 0,
    remind_at REAL,
    deadline_at REAL,
    deadline_fired INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE ap_seats (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    missed INTEGER NOT NULL DEFAULT 0,
    replaced INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE ap_results (
    game_id INTEGER PRIMARY KEY REFERENCES games (id),
    guild_id INTEGER,
    channel_id INTEGER NOT NULL,
    finished_at REAL NOT NULL,
    moves INTEGER NOT NULL
);
CREATE INDEX ap_results_guild ON ap_results (guild_id, finished_at);
CREATE TABLE ap_result_seats (
    game_id INTEGER NOT NULL REFERENCES ap_results (game_id),
    seat INTEGER NOT NULL,
    user_id INTEGER,
    name TEXT NOT NULL,
    score INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE ap_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games (id),
    at REAL NOT NULL,
    text TEXT NOT NULL
);
"""

# 3: a player's choice to end each turn without clicking End turn (off by default).
AUTO_END = """
ALTER TABLE ap_prefs ADD COLUMN auto_end INTEGER NOT NULL DEFAULT 0;
"""

# 4: what a lobby was opened with: the table size, the game's setup options, and for a rematch
# the earlier game and the people asked back (the deadline and idle period are in ap_settings).
LOBBY_SETUP = """
CREATE TABLE lobby_setup (
    game_id INTEGER PRIMARY KEY REFERENCES games (id),
    seats INTEGER,
    options TEXT NOT NULL DEFAULT '{}',
    rematch_of INTEGER REFERENCES games (id),
    invited TEXT NOT NULL DEFAULT '[]'
);
"""

# 5: keeping a game whole: the hash of each saved state (`bot.storage.checks`) and the outbox
# of the posts each saved move needs (`bot.storage.outbox`).
INTEGRITY = """
CREATE TABLE state_checks (
    game_id INTEGER NOT NULL REFERENCES games (id),
    version INTEGER NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY (game_id, version)
);
CREATE TABLE outbox (
    game_id INTEGER NOT NULL REFERENCES games (id),
    version INTEGER NOT NULL,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL,
    sent_at TEXT,
    PRIMARY KEY (game_id, version)
);
CREATE INDEX outbox_unsent ON outbox (game_id, version) WHERE sent_at IS NULL;
"""

# 6: a computer seat's level (a key of the game's `levels`); NULL, as in every older row: the
# game's default level (Round House: Normal).
SEAT_LEVEL = """
ALTER TABLE seats ADD COLUMN level TEXT;
"""

# 7: several bot processes on one database: leases on background work that one process at a
# time does (`bot.storage.claims`), and who holds each unsent outbox row until when.
CLAIMS = """
CREATE TABLE claims (
    name TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    held_until REAL NOT NULL
);
ALTER TABLE outbox ADD COLUMN claimed_until REAL;
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
"""

# 8: posts Discord did not take (`bot.sending.delivery`): temporary failures in a row, and why and
# since when Discord refuses a row's posts (on an unsent row; a row settled without its posts,
# as an abandoned game's are, says why here too).
REFUSALS = """
ALTER TABLE outbox ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN refused TEXT;
CREATE INDEX outbox_refused ON outbox (game_id) WHERE sent_at IS NULL AND refused IS NOT NULL;
ALTER TABLE outbox ADD COLUMN refused_at REAL;
"""

# 9: each game's own seed for its computer players' decisions, apart from its setup's; NULL, as
# in every older row: the setup's seed, so that their computers decide as they always did.
COMPUTER_SEED = """
ALTER TABLE games ADD COLUMN computer_seed INTEGER;
"""

# 10: which game a row is (the key of its `GameRules`, `bot.game.catalogue`); every older row
# is Round House's, the one game bots hosted before.
GAME_KEY = """
ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'roundhouse';
"""

# 11: a wait per waiting seat: a decision may wait on several seats at once (a simultaneous
# secret choice), each with its own turn notice, reminders and deadline.
WAITS_PER_SEAT = """
CREATE TABLE ap_waits_per_seat (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    started_at REAL NOT NULL,
    notified INTEGER NOT NULL DEFAULT 0,
    reminders INTEGER NOT NULL DEFAULT 0,
    remind_at REAL,
    deadline_at REAL,
    deadline_fired INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
INSERT INTO ap_waits_per_seat SELECT game_id, seat, user_id, key, started_at, notified,
    reminders, remind_at, deadline_at, deadline_fired FROM ap_waits;
DROP TABLE ap_waits;
ALTER TABLE ap_waits_per_seat RENAME TO ap_waits;
"""

# 12: languages (issue 22): the one each game's public posts speak ('en', as every older game
# does), and the one each player chose for their own answers and DMs (NULL: not chosen).
LANGUAGE = """
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE ap_prefs ADD COLUMN language TEXT;
"""

# 13: the bot's processes that are alive (issue 28): a heartbeat row per process
# (`bot.storage.processes`), so that each knows from the database whether it runs alone.
PROCESSES = """
CREATE TABLE processes (
    name TEXT PRIMARY KEY,
    place TEXT NOT NULL,
    started_at REAL NOT NULL,
    alive_until REAL NOT NULL
);
"""

# 14: the turn DMs that still offer their turn's choices (`bot.pacing.reminders`): once that
# turn of the seat is done, each is edited to say so, then its row goes.
TURN_DMS = """
CREATE TABLE ap_turn_dms (
    message_id INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    key TEXT NOT NULL,
    language TEXT NOT NULL
);
CREATE INDEX ap_turn_dms_game ON ap_turn_dms (game_id);
"""

MIGRATIONS: list[str] = [
    GAMES, ASYNC_PLAY, AUTO_END, LOBBY_SETUP, INTEGRITY, SEAT_LEVEL, CLAIMS, REFUSALS,
    COMPUTER_SEED, GAME_KEY, WAITS_PER_SEAT, LANGUAGE, PROCESSES, TURN_DMS,
]  # fmt: skip


def statements(script: str) -> list[str]:
    """Split a migration into statements, keeping trigger bodies whole."""
    out, buffer = [], ""
    for piece in script.split(";"):
        buffer += piece
        if sqlite3.complete_statement(buffer + ";"):
            if buffer.strip():
                out.append(buffer.strip())
            buffer = ""
        else:
            buffer += ";"
    if buffer.strip():
        out.append(buffer.strip())
    return out
