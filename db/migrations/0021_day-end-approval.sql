CREATE TABLE "day_end_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"day_end_id" uuid NOT NULL,
	"action" text NOT NULL,
	"by_user" uuid,
	"comment" text,
	"total_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_ends" ADD COLUMN "status" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "day_ends" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "day_ends" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "day_ends" ADD COLUMN "decision_comment" text;--> statement-breakpoint
ALTER TABLE "day_end_events" ADD CONSTRAINT "day_end_events_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_end_events" ADD CONSTRAINT "day_end_events_day_end_id_day_ends_id_fk" FOREIGN KEY ("day_end_id") REFERENCES "public"."day_ends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_end_events" ADD CONSTRAINT "day_end_events_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_end_events_day_idx" ON "day_end_events" USING btree ("day_end_id","created_at");--> statement-breakpoint
ALTER TABLE "day_ends" ADD CONSTRAINT "day_ends_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_ends_queue_idx" ON "day_ends" USING btree ("org_id","date") WHERE "day_ends"."status" = 'submitted';