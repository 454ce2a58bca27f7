CREATE TABLE "task_tallies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_tallies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" uuid NOT NULL,
	"status_id" uuid NOT NULL,
	"priority_id" uuid NOT NULL,
	"team_leader" uuid,
	"help_required_user" uuid,
	"due_date" date,
	"count" integer NOT NULL,
	"et" bigint NOT NULL,
	"tt" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "task_tallies_group_idx" ON "task_tallies" USING btree ("org_id","status_id","priority_id",coalesce("team_leader", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("help_required_user", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("due_date", 'infinity'::date));