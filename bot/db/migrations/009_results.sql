-- The table's memory (issue 22): each finished game's results, written in the transaction of
-- its final move, and the ratings derived from them. A rated seat is named by a pseudonymous
-- player key (a keyed hash of the user id, never the Discord id); `rating_players` is the
-- only link from a key to a user, and `/privacy delete` removes it (the results keep an
-- unlinkable key, so opponents' ratings do not change on a rebuild).
CREATE TABLE results (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    guild_id    INTEGER,
    kind        TEXT    NOT NULL,
    season      INTEGER NOT NULL DEFAULT 1,
    finished_at REAL    NOT NULL,
    rated       INTEGER NOT NULL DEFAULT 0,
    unrated     TEXT,
    source      TEXT    NOT NULL DEFAULT 'live' CHECK (source IN ('live', 'backfill')),
    stats       TEXT    -- the end-of-game statistics (JSON), computed from the game's events
);
CREATE INDEX results_scope ON results (guild_id, kind, season, finished_at);
CREATE TABLE result_seats (
    game_id     INTEGER NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    place       INTEGER NOT NULL,
    score       INTEGER NOT NULL,
    rated       INTEGER NOT NULL DEFAULT 0,
    player_key  TEXT,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX result_seats_player ON result_seats (player_key);
CREATE TABLE rating_players (
    player_key  TEXT    PRIMARY KEY,
    user_id     INTEGER NOT NULL UNIQUE,
    name        TEXT    NOT NULL DEFAULT '',
    hidden      INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    season      INTEGER NOT NULL,
    player_key  TEXT    NOT NULL,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind, season, player_key)
);
CREATE TABLE rating_steps (
    guild_id    INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    season      INTEGER NOT NULL,
    player_key  TEXT    NOT NULL,
    game_id     INTEGER NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL,
    PRIMARY KEY (guild_id, kind, season, player_key, game_id)
);
-- A server's seasons: a new one (an admin's command) starts every rating afresh.
CREATE TABLE seasons (
    guild_id    INTEGER NOT NULL,
    season      INTEGER NOT NULL,
    started_at  REAL    NOT NULL,
    PRIMARY KEY (guild_id, season)
);
-- A finished game's animated replay (a GIF), made once in the render pool and kept; it shows
-- the players' names, so `/privacy delete` removes those of the user's games.
CREATE TABLE replay_images (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    image       BLOB    NOT NULL,
    frames      INTEGER NOT NULL,
    made_at     REAL NOT NULL
);
-- Secrets this database keeps for itself (the key of the player keys), made on first use.
CREATE TABLE saloon_secrets (
    name        TEXT    PRIMARY KEY,
    value       TEXT    NOT NULL
)
