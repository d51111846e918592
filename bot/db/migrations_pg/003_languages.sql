-- Languages: a user's chosen language ('auto': follow their Discord client) and the client
-- language last seen in one of their interactions (used for DMs, sent outside interactions).
ALTER TABLE users ADD COLUMN client_locale TEXT;
UPDATE users SET locale = 'auto' WHERE locale = 'en';
