-- Who played each move (issue 21, item 3): the Discord user whose command an action was, so
-- that a seat played by several people in turn (substitutes) credits each with their own
-- moves, and ratings follow users. NULL for moves the AI, a timer or the service made, and
-- for actions stored before this release. `/privacy delete` sets a user's back to NULL.
ALTER TABLE actions ADD COLUMN user_id BIGINT;
CREATE INDEX actions_user ON actions (user_id, game_id, seq) WHERE user_id IS NOT NULL;
-- "Since you last looked" (issue 21, item 1): per game and user, the last action (seq) a
-- recap showed them. A recap starts after it or after their own last move (actions.user_id),
-- whichever is later, and reads only the events after that.
CREATE TABLE recap_marks (
    game_id     BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id     BIGINT  NOT NULL,
    seq         INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX recap_marks_user ON recap_marks (user_id);
-- Substitutes (issue 21, item 3): the names of the people who played a seat before its
-- current player, oldest first (the results banner names them all).
ALTER TABLE seats ADD COLUMN former TEXT NOT NULL DEFAULT '[]';
