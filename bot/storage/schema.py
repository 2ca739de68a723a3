"""The tables of asynchronous play: one step of `bot.store.MIGRATIONS` (no imports here)."""

MIGRATION = """
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
