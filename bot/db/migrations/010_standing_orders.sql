-- Answers the service gives for a player (issue 19): 'auto' when the question had one legal
-- answer, 'standing' when the player's standing order answered it. SQLite cannot change a
-- CHECK in place, so the action log is rebuilt with the wider one (SQLite's documented
-- procedure: new table, copy, drop, rename), every column and row as it was.
CREATE TABLE actions_widened (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    action      TEXT    NOT NULL,
    actor       TEXT    NOT NULL CHECK (actor IN ('player', 'ai', 'timer', 'auto', 'standing')),
    undoable    INTEGER NOT NULL DEFAULT 0,
    undone      INTEGER NOT NULL DEFAULT 0,
    created_at  REAL    NOT NULL,
    user_id     INTEGER,
    PRIMARY KEY (game_id, seq)
);
INSERT INTO actions_widened (game_id, seq, seat, action, actor, undoable, undone, created_at,
                             user_id)
    SELECT game_id, seq, seat, action, actor, undoable, undone, created_at, user_id
    FROM actions;
DROP TABLE actions;
ALTER TABLE actions_widened RENAME TO actions;
CREATE INDEX actions_user ON actions (user_id, game_id, seq) WHERE user_id IS NOT NULL;
-- The standing orders each seat has given, by the key the game names them with.
CREATE TABLE standing_orders (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    order_key  TEXT    NOT NULL,
    created_at REAL    NOT NULL,
    PRIMARY KEY (game_id, seat, order_key)
);
