CREATE TABLE "task_tallies" (
	"org_id" uuid NOT NULL,
	"status_id" uuid NOT NULL,
	"priority_id" uuid NOT NULL,
	"team_leader" uuid,
	"help_required_user" uuid,
	"due_date" date,
	"count" integer NOT NULL,
	"et" bigint NOT NULL,
	"tt" bigint NOT NULL,
	CONSTRAINT "task_tallies_key" UNIQUE NULLS NOT DISTINCT("org_id","status_id","priority_id","team_leader","help_required_user","due_date")
);
