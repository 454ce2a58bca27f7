-- The worked tasks of each assignee, most recently worked first, with the estimate and TT the
-- Day End report sums: the All Time report reads them in order from this index alone (an
-- index-only scan once the table is vacuumed) instead of sorting every task. Written by hand:
-- the schema builder has no INCLUDE.
CREATE INDEX IF NOT EXISTS "tasks_org_allotted_worked_idx" ON "tasks" USING btree ("org_id", "allotted_to", "last_worked_on" DESC, "id") INCLUDE ("et", "tt") WHERE "last_worked_on" IS NOT NULL;
