-- Time away and the daily digest (issue 21): a user away since `away_since` until
-- `away_until` has their deadlines paused (each game for at most its own limit); a user with
-- a `digest_hour` (of their time zone) gets one DM a day instead of per-turn pings, the next
-- one due at `digest_next` (claimed by moving it on, so one process sends it).
ALTER TABLE users ADD COLUMN away_since DOUBLE PRECISION;
ALTER TABLE users ADD COLUMN away_until DOUBLE PRECISION;
ALTER TABLE users ADD COLUMN digest_hour INTEGER;
ALTER TABLE users ADD COLUMN digest_next DOUBLE PRECISION;
CREATE INDEX users_digest_next ON users (digest_next);
