-- Answers the service gives for a player (issue 19): 'auto' when the question had one legal
-- answer, 'standing' when the player's standing order answered it. The CHECK of the
-- action log only widens, which changes nothing stored, so it is edited in place
-- (SQLite's documented way for such a change) rather than by rebuilding the table.
PRAGMA writable_schema = ON;
UPDATE sqlite_master SET sql = replace(sql, 'CHECK (actor IN (''player'', ''ai'', ''timer''))',
    'CHECK (actor IN (''player'', ''ai'', ''timer'', ''auto'', ''standing''))')
    WHERE type = 'table' AND name = 'actions';
PRAGMA writable_schema = RESET;
-- The standing orders each seat has given, by the key the game names them with.
CREATE TABLE standing_orders (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    order_key  TEXT    NOT NULL,
    created_at REAL    NOT NULL,
    PRIMARY KEY (game_id, seat, order_key)
);
