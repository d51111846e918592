-- The record of the current table message, shared by every process (issue 20): besides its id
-- and the seats it called, the lines it shows (what happened since it was posted, as keyed
-- messages worded when shown), so that any process can continue it.
ALTER TABLE games ADD COLUMN table_lines TEXT NOT NULL DEFAULT '[]';
