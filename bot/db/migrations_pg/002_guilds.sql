-- Per-server limits chosen by the server's admins (defaults come from the process settings).
CREATE TABLE guilds (
    guild_id            BIGINT PRIMARY KEY,
    max_live_games      INTEGER,
    max_lobbies_per_user INTEGER
);
CREATE INDEX games_host_status ON games (host_id, status);
CREATE INDEX games_guild_status ON games (guild_id, status);
