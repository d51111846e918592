-- Boards at a glance: which seats the current table message called (a new message, with a
-- ping, only when someone new must act), each seat's last DM hand (its buttons go when they
-- can no longer be used) and a user's time zone (quiet hours are local).
ALTER TABLE games ADD COLUMN table_called TEXT NOT NULL DEFAULT '[]';
CREATE TABLE hand_messages (
    game_id     BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    channel_id  BIGINT  NOT NULL,
    message_id  BIGINT  NOT NULL,
    decision_id BIGINT,
    PRIMARY KEY (game_id, seat)
);
ALTER TABLE users ADD COLUMN timezone TEXT NOT NULL DEFAULT 'UTC';
