CREATE TABLE "dsc_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"holder_kind" text NOT NULL,
	"certificate_class" text NOT NULL,
	"token_serial" text NOT NULL,
	"issued_by" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"custody" text DEFAULT 'in_office' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"expiry_alerted_days" integer,
	"expiry_alerted_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dsc_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"certificate_id" uuid NOT NULL,
	"taken_by" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	"recorded_by" uuid
);
--> statement-breakpoint
CREATE TABLE "udin_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"client_id" uuid NOT NULL,
	"signer_id" uuid NOT NULL,
	"membership_number" text NOT NULL,
	"signed_on" date NOT NULL,
	"udin" text,
	"generated_on" date,
	"task_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"due_soon_alerted_for" date,
	"overdue_alerted_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "udin_window_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_number" text;--> statement-breakpoint
ALTER TABLE "dsc_certificates" ADD CONSTRAINT "dsc_certificates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsc_certificates" ADD CONSTRAINT "dsc_certificates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsc_movements" ADD CONSTRAINT "dsc_movements_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsc_movements" ADD CONSTRAINT "dsc_movements_certificate_id_dsc_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."dsc_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsc_movements" ADD CONSTRAINT "dsc_movements_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "udin_documents" ADD CONSTRAINT "udin_documents_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "udin_documents" ADD CONSTRAINT "udin_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "udin_documents" ADD CONSTRAINT "udin_documents_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "udin_documents" ADD CONSTRAINT "udin_documents_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "udin_documents" ADD CONSTRAINT "udin_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dsc_certificates_org_serial_unique" ON "dsc_certificates" USING btree ("org_id",lower("token_serial"));--> statement-breakpoint
CREATE INDEX "dsc_certificates_org_valid_idx" ON "dsc_certificates" USING btree ("org_id","valid_to");--> statement-breakpoint
CREATE INDEX "dsc_movements_certificate_idx" ON "dsc_movements" USING btree ("certificate_id","taken_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dsc_movements_open_unique" ON "dsc_movements" USING btree ("certificate_id") WHERE "dsc_movements"."returned_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "udin_documents_org_udin_unique" ON "udin_documents" USING btree ("org_id","udin");--> statement-breakpoint
CREATE INDEX "udin_documents_org_signed_idx" ON "udin_documents" USING btree ("org_id","signed_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "udin_documents_pending_idx" ON "udin_documents" USING btree ("org_id","signed_on") WHERE "udin_documents"."udin" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_org_membership_unique" ON "users" USING btree ("org_id","membership_number");