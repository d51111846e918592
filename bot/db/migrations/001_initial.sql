-- Saloon schema v1. Tables may grow, never shrink (DESIGN.md section 3).
CREATE TABLE games (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    kind            TEXT    NOT NULL,
    guild_id        INTEGER,
    channel_id      INTEGER NOT NULL,
    thread_id       INTEGER,
    host_id         INTEGER NOT NULL,
    status          TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'ended')),
    version         INTEGER NOT NULL DEFAULT 0,
    seed            INTEGER NOT NULL,
    options         TEXT    NOT NULL DEFAULT '{}',
    settings        TEXT    NOT NULL DEFAULT '{}',
    state           TEXT,
    schema_version  INTEGER NOT NULL DEFAULT 1,
    table_message_id INTEGER,
    created_at      REAL    NOT NULL,
    updated_at      REAL    NOT NULL
);
-- One live game per channel or thread.
CREATE UNIQUE INDEX games_live_place ON games (channel_id, IFNULL(thread_id, 0))
    WHERE status IN ('lobby', 'active');

CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    user_id   INTEGER,
    name      TEXT    NOT NULL,
    is_ai     INTEGER NOT NULL DEFAULT 0,
    dm_open   INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_user ON seats (user_id);

CREATE TABLE actions (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    action      TEXT    NOT NULL,
    actor       TEXT    NOT NULL CHECK (actor IN ('player', 'ai', 'timer')),
    undoable    INTEGER NOT NULL DEFAULT 0,
    undone      INTEGER NOT NULL DEFAULT 0,
    created_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE events (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    idx         INTEGER NOT NULL,
    visible_to  TEXT,
    event       TEXT    NOT NULL,
    text        TEXT    NOT NULL,
    public_text TEXT,
    PRIMARY KEY (game_id, seq, idx)
);

CREATE TABLE users (
    user_id     INTEGER PRIMARY KEY,
    dm          INTEGER NOT NULL DEFAULT 1,
    reminders   INTEGER NOT NULL DEFAULT 1,
    quiet_start INTEGER,
    quiet_end   INTEGER,
    locale      TEXT    NOT NULL DEFAULT 'en'
);

CREATE TABLE timers (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    version     INTEGER NOT NULL,
    deadline    REAL    NOT NULL,
    remind_at   REAL,
    reminded    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX timers_deadline ON timers (deadline);
