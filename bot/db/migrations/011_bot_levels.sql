-- How well each bot seat plays (issue 23, item 4): the level `/game addbot` chose for it;
-- NULL: the table's `ai_level` setting (a bot standing in for a person plays `normal`).
ALTER TABLE seats ADD COLUMN ai_level TEXT CHECK (ai_level IN ('easy', 'normal', 'hard'));
