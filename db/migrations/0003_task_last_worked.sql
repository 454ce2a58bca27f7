ALTER TABLE "tasks" ADD COLUMN "last_worked_on" date;--> statement-breakpoint
UPDATE "tasks" SET "last_worked_on" = "worked"."last_date" FROM (SELECT "task_id", max("date") AS "last_date" FROM "time_entries" GROUP BY "task_id") AS "worked" WHERE "tasks"."id" = "worked"."task_id";
