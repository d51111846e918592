-- Timer claims: the process polling deadlines and reminders claims the rows it handles;
-- other processes skip them (FOR UPDATE SKIP LOCKED) until the claim's lease ends, so each
-- expiry and each reminder happens once however many processes poll.
ALTER TABLE timers ADD COLUMN claimed_by TEXT;
ALTER TABLE timers ADD COLUMN claimed_until DOUBLE PRECISION;
