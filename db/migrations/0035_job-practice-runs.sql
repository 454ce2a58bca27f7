CREATE TABLE "scheduled_job_practice_runs" (
	"job" text NOT NULL,
	"org_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status" text NOT NULL,
	"error" text,
	CONSTRAINT "scheduled_job_practice_runs_job_org_id_pk" PRIMARY KEY("job","org_id")
);
--> statement-breakpoint
ALTER TABLE "scheduled_job_practice_runs" ADD CONSTRAINT "scheduled_job_practice_runs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;