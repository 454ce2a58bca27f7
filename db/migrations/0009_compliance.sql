CREATE TABLE "client_compliance" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"profile" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"due_date" date NOT NULL,
	"note" text NOT NULL,
	"client_ids" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"task_id" uuid,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"director_din" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"due_date" date NOT NULL,
	"original_due_date" date NOT NULL,
	"extension_note" text,
	"filed_on" date,
	"arn" text,
	"acknowledgement_file" text,
	"filed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "default_assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "compliance_months_ahead" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "compliance_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_compliance" ADD CONSTRAINT "client_compliance_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_compliance" ADD CONSTRAINT "client_compliance_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_extensions" ADD CONSTRAINT "compliance_extensions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_extensions" ADD CONSTRAINT "compliance_extensions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_items" ADD CONSTRAINT "compliance_items_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_items" ADD CONSTRAINT "compliance_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_items" ADD CONSTRAINT "compliance_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_items" ADD CONSTRAINT "compliance_items_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_compliance_org_idx" ON "client_compliance" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "compliance_extensions_org_code_idx" ON "compliance_extensions" USING btree ("org_id","code","period");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_items_identity_unique" ON "compliance_items" USING btree ("client_id","code","period","director_din");--> statement-breakpoint
CREATE INDEX "compliance_items_org_due_idx" ON "compliance_items" USING btree ("org_id","due_date");--> statement-breakpoint
CREATE INDEX "compliance_items_task_idx" ON "compliance_items" USING btree ("task_id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_default_assignee_id_users_id_fk" FOREIGN KEY ("default_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;