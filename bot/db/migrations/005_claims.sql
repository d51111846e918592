-- Timer claims: the process polling deadlines and reminders claims the rows it handles;
-- other processes skip them until the claim's lease ends (several processes, one
-- database: each expiry and each reminder happens once).
ALTER TABLE timers ADD COLUMN claimed_by TEXT;
ALTER TABLE timers ADD COLUMN claimed_until REAL;
