-- Lines of a game's log that are not moves (issue 23: "Ana asked for a hint"): written
-- without changing the game's version, so no button goes stale. `version` is the game's
-- when the note was made; the log shows it after that version's events. `text` is a keyed
-- message (JSON, worded when read) naming players by seat, never by name or id.
CREATE TABLE log_notes (
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version    INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('hint')),
    text       TEXT    NOT NULL,
    created_at DOUBLE PRECISION NOT NULL
);
CREATE INDEX log_notes_game ON log_notes (game_id, version);
