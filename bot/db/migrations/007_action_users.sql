-- Who played each move (issue 21, item 3): the Discord user whose command an action was, so
-- that a seat played by several people in turn (substitutes) credits each with their own
-- moves, and ratings follow users. NULL for moves the AI, a timer or the service made, and
-- for actions stored before this release. `/privacy delete` sets a user's back to NULL.
ALTER TABLE actions ADD COLUMN user_id INTEGER;
CREATE INDEX actions_user ON actions (user_id) WHERE user_id IS NOT NULL;
