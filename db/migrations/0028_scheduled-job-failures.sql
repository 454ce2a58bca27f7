CREATE TABLE "scheduled_job_failures" (
	"job" text NOT NULL,
	"org_id" uuid NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "scheduled_job_failures_job_org_id_pk" PRIMARY KEY("job","org_id")
);
--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "failed_practices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_job_failures" ADD CONSTRAINT "scheduled_job_failures_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;