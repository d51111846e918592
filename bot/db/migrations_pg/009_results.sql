-- The table's memory (issue 22): each finished game's results, written in the transaction of
-- its final move, and the ratings derived from them. A rated seat is named by a pseudonymous
-- player key (a keyed hash of the user id, never the Discord id); `rating_players` is the
-- only link from a key to a user, and `/privacy delete` removes it (the results keep an
-- unlinkable key, so opponents' ratings do not change on a rebuild).
CREATE TABLE results (
    game_id     BIGINT  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    guild_id    BIGINT,
    kind        TEXT    NOT NULL,
    season      INTEGER NOT NULL DEFAULT 1,
    finished_at DOUBLE PRECISION NOT NULL,
    rated       BOOLEAN NOT NULL DEFAULT FALSE,
    unrated     TEXT,
    source      TEXT    NOT NULL DEFAULT 'live' CHECK (source IN ('live', 'backfill')),
    stats       TEXT    -- the end-of-game statistics (JSON), computed from the game's events
);
CREATE INDEX results_scope ON results (guild_id, kind, season, finished_at);
CREATE TABLE result_seats (
    game_id     BIGINT  NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    place       INTEGER NOT NULL,
    score       INTEGER NOT NULL,
    rated       BOOLEAN NOT NULL DEFAULT FALSE,
    player_key  TEXT,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX result_seats_player ON result_seats (player_key);
CREATE TABLE rating_players (
    player_key  TEXT    PRIMARY KEY,
    user_id     BIGINT  NOT NULL UNIQUE,
    name        TEXT    NOT NULL DEFAULT '',
    hidden      BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE TABLE ratings (
    guild_id    BIGINT  NOT NULL,
    kind        TEXT    NOT NULL,
    season      INTEGER NOT NULL,
    player_key  TEXT    NOT NULL,
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind, season, player_key)
);
CREATE TABLE rating_steps (
    guild_id    BIGINT  NOT NULL,
    kind        TEXT    NOT NULL,
    season      INTEGER NOT NULL,
    player_key  TEXT    NOT NULL,
    game_id     BIGINT  NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, kind, season, player_key, game_id)
);
-- A server's seasons: a new one (an admin's command) starts every rating afresh.
CREATE TABLE seasons (
    guild_id    BIGINT  NOT NULL,
    season      INTEGER NOT NULL,
    started_at  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, season)
);
-- A finished game's animated replay (a GIF), made once in the render pool and kept; it shows
-- the players' names, so `/privacy delete` removes those of the user's games.
CREATE TABLE replay_images (
    game_id     BIGINT  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    image       BYTEA    NOT NULL,
    frames      INTEGER NOT NULL,
    made_at     DOUBLE PRECISION NOT NULL
);
-- Secrets this database keeps for itself (the key of the player keys), made on first use.
CREATE TABLE saloon_secrets (
    name        TEXT    PRIMARY KEY,
    value       TEXT    NOT NULL
)
