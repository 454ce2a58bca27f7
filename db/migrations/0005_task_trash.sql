-- Deleted tasks go to a Trash for 30 days: when and by whom, restorable until purged.
ALTER TABLE "tasks" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The Trash of a practice, newest first; only trashed rows are indexed, so the list's indexes stay as they are.
CREATE INDEX IF NOT EXISTS "tasks_org_trash_idx" ON "tasks" USING btree ("org_id", "deleted_at" DESC) WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
-- The Day End report's covering index, now for live tasks only, so its index-only scan holds with the trash predicate.
DROP INDEX IF EXISTS "tasks_org_allotted_worked_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_org_allotted_worked_idx" ON "tasks" USING btree ("org_id", "allotted_to", "last_worked_on" DESC, "id") INCLUDE ("et", "tt") WHERE "last_worked_on" IS NOT NULL AND "deleted_at" IS NULL;
