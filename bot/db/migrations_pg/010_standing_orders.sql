-- Answers the service gives for a player (issue 19): 'auto' when the question had one legal
-- answer, 'standing' when the player's standing order answered it.
ALTER TABLE actions DROP CONSTRAINT IF EXISTS actions_actor_check;
ALTER TABLE actions ADD CONSTRAINT actions_actor_check
    CHECK (actor IN ('player', 'ai', 'timer', 'auto', 'standing'));
-- The standing orders each seat has given, by the key the game names them with.
CREATE TABLE standing_orders (
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    order_key  TEXT    NOT NULL,
    created_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, seat, order_key)
);
