-- Two covering indexes, written here because the Drizzle schema cannot say INCLUDE (as 0031's).
-- Measured on 100,000 tasks and 50 people on PostgreSQL (scripts/bench/capacity.ts --pg), p95:
-- - A Team Leader's 'my' page counts the tasks they lead from this index alone, as 0031's index
--   serves those allotted to them: 25.0 ms without it, 11.4 ms with it.
CREATE INDEX IF NOT EXISTS "tasks_org_leader_counts_idx" ON "tasks" USING btree ("org_id", "team_leader") INCLUDE ("status_id", "priority_id", "allotted_to", "help_required_user", "due_date", "et", "tt") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- - Capacity and triage read open work by its statuses (api/src/modules/tasks/queues.ts, openWork)
--   with every column they place and count it by, the task's name for its template's estimate:
--   capacity for six weeks as an Admin 116.6 ms without it, 62.6 ms with it.
CREATE INDEX IF NOT EXISTS "tasks_org_open_work_idx" ON "tasks" USING btree ("org_id", "status_id") INCLUDE ("allotted_to", "team_leader", "due_date", "et", "tt", "task") WHERE "deleted_at" IS NULL;
