CREATE TABLE "document_request_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_to" text NOT NULL,
	"missing" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"task_template_id" uuid,
	"form_code" text,
	"items" jsonb NOT NULL,
	"required_before_completion" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "auto_request_days" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "request_reminder_first_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "request_reminder_every_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "request_reminder_after_due_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_requests" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "document_requests" ADD COLUMN "raised_automatically" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "document_request_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completion_override_reason" text;--> statement-breakpoint
ALTER TABLE "document_request_reminders" ADD CONSTRAINT "document_request_reminders_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_reminders" ADD CONSTRAINT "document_request_reminders_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_templates" ADD CONSTRAINT "request_templates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_templates" ADD CONSTRAINT "request_templates_task_template_id_task_templates_id_fk" FOREIGN KEY ("task_template_id") REFERENCES "public"."task_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_request_reminders_step_unique" ON "document_request_reminders" USING btree ("request_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "request_templates_task_template_unique" ON "request_templates" USING btree ("org_id","task_template_id") WHERE "request_templates"."task_template_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "request_templates_form_unique" ON "request_templates" USING btree ("org_id","form_code") WHERE "request_templates"."form_code" is not null;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_template_id_request_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."request_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_requests_task_idx" ON "document_requests" USING btree ("task_id") WHERE "document_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "document_requests_compliance_item_idx" ON "document_requests" USING btree ("compliance_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_requests_auto_unique" ON "document_requests" USING btree ("compliance_item_id") WHERE "document_requests"."raised_automatically";