INSERT INTO "time_entries" ("org_id", "task_id", "date", "minutes", "note") SELECT "org_id", "id", current_date, -"tt", 'Time taken corrected to zero' FROM "tasks" WHERE "tt" < 0;--> statement-breakpoint
UPDATE "tasks" SET "tt" = 0 WHERE "tt" < 0;--> statement-breakpoint
UPDATE "tasks" SET "et" = 0 WHERE "et" < 0;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tt_not_negative" CHECK ("tt" >= 0);--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_et_not_negative" CHECK ("et" >= 0);
