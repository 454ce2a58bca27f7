DROP INDEX "tasks_task_trgm";--> statement-breakpoint
DROP INDEX "tasks_sub_task_trgm";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(task || chr(31) || sub_task)) STORED;--> statement-breakpoint
CREATE INDEX "tasks_search_trgm" ON "tasks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The audit trail leaves the search text out: it only repeats the task and sub-task.
select pd_audit_table('tasks', skipped => '{last_worked_on,search_text}');
--> statement-breakpoint
-- The counts of a person's own tasks ('my') read the part allotted to them from this index alone
-- (api/src/modules/tasks/counts.ts, countMyGroups): it holds every column they group and sum.
-- Written here, not in the Drizzle schema, which cannot say INCLUDE (as 0005's worked index).
CREATE INDEX IF NOT EXISTS "tasks_org_allotted_counts_idx" ON "tasks" USING btree ("org_id", "allotted_to") INCLUDE ("status_id", "priority_id", "team_leader", "help_required_user", "due_date", "et", "tt") WHERE "deleted_at" IS NULL;
