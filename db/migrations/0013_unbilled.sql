-- Unbilled work (issue 18): billing rates (practice hourly rate, per-user billing and cost rates,
-- per-client fee per task template), write-offs kept for the report, and the one-per-task Rule 47
-- notice to the team leader at day 25.
CREATE TABLE "client_template_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"fee_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_write_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"suggested_paise" bigint,
	"written_off_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unbilled_notices" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "hourly_rate_paise" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_rate_paise" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cost_rate_paise" bigint;--> statement-breakpoint
ALTER TABLE "client_template_fees" ADD CONSTRAINT "client_template_fees_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_template_fees" ADD CONSTRAINT "client_template_fees_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_template_fees" ADD CONSTRAINT "client_template_fees_template_id_task_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."task_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_write_offs" ADD CONSTRAINT "task_write_offs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_write_offs" ADD CONSTRAINT "task_write_offs_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_write_offs" ADD CONSTRAINT "task_write_offs_written_off_by_users_id_fk" FOREIGN KEY ("written_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbilled_notices" ADD CONSTRAINT "unbilled_notices_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbilled_notices" ADD CONSTRAINT "unbilled_notices_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_template_fees_unique" ON "client_template_fees" USING btree ("client_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_write_offs_task_unique" ON "task_write_offs" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_write_offs_org_idx" ON "task_write_offs" USING btree ("org_id","created_at" DESC NULLS LAST);